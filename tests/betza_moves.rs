//! Betza features, checked on empty-board diagrams (counted by hand) and on positions built for each feature.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::variants::{from_ini, Variant};
use fairyboard::Game;

/// An 8x8 test variant with one piece per feature under test; kings are royal.
fn lab() -> Variant {
    from_ini(
        "[lab]
board = 8x8
start = 4k3/8/8/8/8/8/8/4K3 w - - 0 1
piece = k | King | K
piece = r | Rook | R
piece = l | Lion | KNADcaKmcabK
piece = c | Cannon | mRcpR
piece = g | Grasshopper | gQ
piece = h | Horse | nN
piece = n | Nightrider | NN
piece = w | Short rook | W4
piece = x | Exact three | W03
piece = y | Giraffe | (4,1)
piece = s | Shogi knight | ffN
piece = p | Pawn | fmWfceFifmnD
piece = a | Locust | fcafmF
royal = k
pawns = p
",
        None,
    )
    .unwrap()
}

fn diagram(letter: char, square: &str) -> (usize, usize, usize) {
    let t = Game::diagram(&lab(), letter, square).unwrap();
    let m = t.iter().filter(|x| x.quiet && !x.capture).count();
    let c = t.iter().filter(|x| x.capture && !x.quiet).count();
    let b = t.iter().filter(|x| x.quiet && x.capture).count();
    (m, c, b)
}

fn moves(fen: &str, from: &str) -> Vec<String> {
    let mut g = Game::from_variant(lab(), Some(fen)).unwrap();
    g.legal_moves_from(from).unwrap()
}

#[test]
fn empty_board_counts() {
    assert_eq!(diagram('R', "d4"), (0, 0, 14));
    assert_eq!(diagram('L', "d4"), (0, 0, 24), "lion: every cell within two steps");
    assert_eq!(diagram('C', "d4"), (14, 0, 0), "cannon: no capture without a screen");
    assert_eq!(diagram('N', "a1"), (0, 0, 6), "nightrider b3 c5 d7 c2 e3 g4");
    assert_eq!(diagram('W', "a1"), (0, 0, 8));
    assert_eq!(diagram('X', "a1"), (0, 0, 2));
    assert_eq!(diagram('Y', "a1"), (0, 0, 2));
    assert_eq!(diagram('S', "d4"), (0, 0, 2));
    assert_eq!(diagram('s', "d4"), (0, 0, 2));
    assert_eq!(diagram('P', "e2"), (2, 2, 0), "pawn: e3 e4 move, d3 f3 capture");
    assert_eq!(diagram('P', "e3"), (1, 2, 0));
    assert_eq!(diagram('p', "e7"), (2, 2, 0));
    assert_eq!(diagram('G', "d4"), (0, 0, 0), "grasshopper: nothing to jump over");
}

#[test]
fn shogi_knight_goes_forward_for_each_side() {
    let w = Game::diagram(&lab(), 'S', "d4").unwrap();
    assert_eq!(w.iter().map(|t| t.square.as_str()).collect::<Vec<_>>(), ["c6", "e6"]);
    let b = Game::diagram(&lab(), 's', "d4").unwrap();
    assert_eq!(b.iter().map(|t| t.square.as_str()).collect::<Vec<_>>(), ["c2", "e2"]);
}

#[test]
fn hoppers_grasshoppers_and_lame_leaps() {
    // Cannon on a1, screen on a3, enemy rook on a6: captures a6, moves a2 only below the screen.
    let m = moves("4k3/8/r7/8/8/P7/8/C3K3 w - - 0 1", "a1");
    assert!(m.contains(&"a1a6".to_string()) && m.contains(&"a1a2".to_string()), "{m:?}");
    assert!(!m.contains(&"a1a4".to_string()) && !m.contains(&"a1a3".to_string()), "{m:?}");
    // The cannon gives check over a screen.
    let g = Game::from_variant(lab(), Some("4k3/8/4p3/8/8/8/8/K3C3 b - - 0 1")).unwrap();
    assert!(g.in_check());
    // Grasshopper on d4: lands right behind d6 (d7) and behind f6 (g7), nowhere else.
    let m = moves("4k3/8/3P1P2/8/3G4/8/8/4K3 w - - 0 1", "d4");
    assert_eq!(m, ["d4d7", "d4g7"]);
    // Horse (nN) on d4 blocked on d5: no c6/e6 leaps.
    let m = moves("4k3/8/8/3P4/3H4/8/8/4K3 w - - 0 1", "d4");
    assert!(!m.contains(&"d4c6".to_string()) && !m.contains(&"d4e6".to_string()) && m.contains(&"d4f5".to_string()));
    // Exact range: W03 from a1 needs a2, a3 empty.
    let m = moves("4k3/8/8/8/8/8/P7/X3K3 w - - 0 1", "a1");
    assert_eq!(m, ["a1d1"]);
}

#[test]
fn multi_leg_moves() {
    // Lion on d4, enemy pawns on e5 and f6: igui (capture and return), double capture, and single captures.
    let m = moves("4k3/8/5p2/4p3/3L4/8/8/4K3 w - - 0 1", "d4");
    assert!(m.contains(&"d4e5d4".to_string()), "igui: {m:?}");
    assert!(m.contains(&"d4e5f6".to_string()), "double capture: {m:?}");
    assert!(m.contains(&"d4e5".to_string()) && m.contains(&"d4f6".to_string()));
    let mut g = Game::from_variant(lab(), Some("4k3/8/5p2/4p3/3L4/8/8/4K3 w - - 0 1")).unwrap();
    g.play("d4e5f6").unwrap();
    assert_eq!(g.fen(), "4k3/8/5L2/8/8/8/8/4K3 b - - 0 1");
    g.undo();
    g.play("d4e5d4").unwrap();
    assert_eq!(g.fen(), "4k3/8/5p2/8/3L4/8/8/4K3 b - - 0 1");
    // Locust fcafmF: captures diagonally forward and lands one step beyond on an empty cell.
    let m = moves("4k3/8/8/8/4p3/3A4/8/4K3 w - - 0 1", "d3");
    assert_eq!(m, ["d3e4f5"]);
    let m = moves("4k3/8/8/5P2/4p3/3A4/8/4K3 w - - 0 1", "d3");
    assert!(m.is_empty(), "landing cell occupied: {m:?}");
}

#[test]
fn en_passant_from_betza_e_mode() {
    let mut g = Game::from_variant(lab(), Some("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1")).unwrap();
    g.play("d7d5").unwrap();
    assert!(g.legal_moves_from("e5").unwrap().contains(&"e5d6".to_string()));
    g.play("e5d6").unwrap();
    assert_eq!(g.fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
}

/// An 8x8 variant of "ski" sliders: `j` on a slide skips its first cell, empty or not (betza.md:
/// "j must jump; on B/R skips the first square").
fn ski() -> Variant {
    from_ini(
        "[ski]
board = 8x8
start = 4k3/8/8/8/8/8/8/4K3 w - - 0 1
piece = k | King | K
piece = b | Ski bishop | jB
piece = r | Ski rook | jR
piece = q | Ski queen | jQ
piece = s | Short ski rook | jR3
piece = n | Knight | N
piece = p | Pawn | fmWfceFifmnD
royal = k
pawns = p
",
        None,
    )
    .unwrap()
}

fn ski_moves(fen: &str, from: &str) -> Vec<String> {
    Game::from_variant(ski(), Some(fen)).unwrap().legal_moves_from(from).unwrap()
}

#[test]
fn ski_sliders_skip_their_first_cell() {
    // Counted by hand from d4 on an empty board: each line loses its first cell.
    let count = |letter| Game::diagram(&ski(), letter, "d4").unwrap().len();
    assert_eq!(count('B'), 9, "f6 g7 h8, b6 a7, f2 g1, b2 a1");
    assert_eq!(count('R'), 10, "d6 d7 d8, d2 d1, b4 a4, f4 g4 h4");
    assert_eq!(count('Q'), 19);
    assert_eq!(count('S'), 8, "jR3: two and three cells away");
    // The skipped cell neither blocks nor is a target; the next one does as usual.
    assert_eq!(
        ski_moves("4k3/8/8/8/3B4/2P5/8/4K3 w - - 0 1", "d4"),
        ["d4a1", "d4a7", "d4b2", "d4b6", "d4f2", "d4f6", "d4g1", "d4g7", "d4h8"]
    );
    assert_eq!(
        ski_moves("4k3/8/8/8/3B4/8/1P6/4K3 w - - 0 1", "d4"),
        ["d4a7", "d4b6", "d4f2", "d4f6", "d4g1", "d4g7", "d4h8"]
    );
    assert!(
        ski_moves("4k3/8/8/8/3B4/2p5/1p6/4K3 w - - 0 1", "d4").contains(&"d4b2".to_string()),
        "captures beyond the skipped cell"
    );
}

#[test]
fn ski_sliders_check_and_pin_past_the_skipped_cell() {
    // Checks over an occupied first cell; a king on the first cell is not attacked.
    assert!(Game::from_variant(ski(), Some("8/8/1k6/2p5/3B4/8/8/4K3 b - - 0 1")).unwrap().in_check());
    assert!(!Game::from_variant(ski(), Some("8/8/8/4k3/3B4/8/8/4K3 b - - 0 1")).unwrap().in_check());
    // A knight past the skipped cell is pinned (it may not leave the line); the king may not
    // step onto the line's far cells, but may onto the skipped one.
    assert!(ski_moves("8/k7/8/2n5/8/4B3/8/4K3 b - - 0 1", "c5").is_empty());
    assert_eq!(ski_moves("8/8/8/8/8/8/2k5/B3K3 b - - 0 1", "c2"), ["c2b1", "c2b2", "c2b3", "c2c1", "c2d3"]);
}

#[test]
fn ski_needs_a_plain_step_slide() {
    for bad in ["jNN", "jpR", "jgB"] {
        let e = fairyboard::pieces::betza::parse(bad).unwrap_err().to_string();
        assert!(e.contains("'j' slides need"), "{bad}: {e}");
    }
}

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

//! Chu shogi (no outside oracle): every piece's empty-board move count from f6 (counted by hand from
//! the movement descriptions of variants-catalog.md §4.1), the lion's double moves, the lion rules,
//! two royals, chu promotion, and perft regression values.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::variants::builtin;
use fairyboard::Game;

/// (token, description, squares reachable from f6 on an empty 12x12 board).
/// From f6: 5 files to the left, 6 to the right, 5 ranks below, 6 above.
const COUNTS: &[(&str, &str, usize)] = &[
    ("P", "one forward", 1),
    ("I", "one vertically", 2),
    ("C", "forward 3 + straight back", 4),
    ("S", "4 diagonals + forward", 5),
    ("G", "4 orthogonal + 2 forward diagonals", 6),
    ("F", "4 diagonals + 2 vertical", 6),
    ("T", "4 diagonals + 2 sideways + back", 7),
    ("E", "all but straight back", 7),
    ("L", "any number forward: 6", 6),
    ("A", "any number vertically: 6 + 5", 11),
    ("X", "4 orthogonal steps + 4 diagonal jumps", 8),
    ("O", "4 diagonal steps + 4 orthogonal jumps", 8),
    ("B", "diagonals 5 + 6 + 5 + 5", 21),
    ("R", "orthogonals 5 + 6 + 5 + 6", 22),
    ("M", "sideways 11 + 2 vertical steps", 13),
    ("V", "vertically 11 + 2 sideways steps", 13),
    ("H", "bishop 21 + 4 orthogonal steps", 25),
    ("D", "rook 22 + 4 diagonal steps", 26),
    ("Q", "rook 22 + bishop 21", 43),
    ("N", "every cell within two steps", 24),
    ("K", "8 steps", 8),
    ("+P", "tokin = gold", 6),
    ("+I", "drunk elephant", 7),
    ("+C", "side mover", 13),
    ("+S", "vertical mover", 13),
    ("+G", "rook", 22),
    ("+F", "bishop", 21),
    ("+T", "flying stag: vertical 11 + 2 sideways + 4 diagonal steps", 17),
    ("+E", "crown prince = king", 8),
    ("+L", "white horse: vertical 11 + forward diagonals 11", 22),
    ("+A", "whale: vertical 11 + backward diagonals 10", 21),
    ("+X", "free king", 43),
    ("+O", "lion", 24),
    ("+B", "dragon horse", 25),
    ("+R", "dragon king", 26),
    ("+M", "free boar: bishop 21 + sideways 11", 32),
    ("+V", "flying ox: bishop 21 + vertical 11", 32),
    ("+H", "horned falcon: bishop 21 + sideways 11 + back 5 + forward step and jump 2", 39),
    ("+D", "soaring eagle: rook 22 + back diagonals 10 + forward diagonal steps and jumps 4", 36),
];

#[test]
fn every_piece_from_f6() {
    let v = builtin("chushogi").unwrap();
    assert_eq!(v.pieces.len(), COUNTS.len(), "a count for every piece type");
    for &(tok, what, n) in COUNTS {
        let t = Game::diagram_token(&v, tok, "f6").unwrap_or_else(|e| panic!("{tok}: {e}"));
        assert_eq!(t.len(), n, "{tok} ({what})");
    }
}

fn game(fen: &str) -> Game {
    Game::new("chushogi", Some(fen)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn has(g: &mut Game, m: &str) -> bool {
    g.legal_moves().iter().any(|x| x == m)
}

#[test]
fn lion_double_moves_igui_and_pass() {
    // White lion f6, black pawns on g7 and h8, kings far away.
    let fen = "11k/12/12/12/7p4/6p5/5N6/12/12/12/12/K11 w - - 0 1";
    let mut g = game(fen);
    assert!(has(&mut g, "f6g7h8"), "two captures in one turn");
    assert!(has(&mut g, "f6g7f6"), "igui: capture and return");
    assert!(has(&mut g, "f6h8"), "a jump to the second square");
    let pass = g
        .legal_moves()
        .into_iter()
        .any(|m| m.len() == 6 && m.starts_with("f6") && m.ends_with("f6") && !["g7"].contains(&&m[2..4]));
    assert!(pass, "the pass (step out to an empty square and back)");
    g.play("f6g7h8").unwrap();
    assert_eq!(g.fen(), "11k/12/12/12/7N4/12/12/12/12/12/12/K11 b - - 0 1");
}

#[test]
fn lion_protection_rules() {
    // Rule 1: a lion may not take a protected lion two squares away ...
    let mut g = game("11k/12/12/12/12/7g4/7n4/12/5N6/12/12/K11 w - - 0 1");
    assert!(!has(&mut g, "f4h6"), "the black lion on h6 is protected by the gold on h7");
    // ... but may take it when unprotected, or adjacent.
    let mut g = game("11k/12/12/12/12/12/7n4/12/5N6/12/12/K11 w - - 0 1");
    assert!(has(&mut g, "f4h6"));
    let mut g = game("11k/12/12/12/12/7g4/7n4/6N5/12/12/12/K11 w - - 0 1");
    assert!(has(&mut g, "g5h6"), "adjacent: allowed even though protected");
    // Rule 2: after a non-lion takes a lion, the reply may take a lion only with a lion.
    let mut g = game("11k/12/12/12/4r7/12/3n8/4g7/4N7/12/12/K2R8 b - - 0 1");
    assert!(has(&mut g, "e5e4"), "the gold takes the white lion");
    g.play("e5e4").unwrap();
    assert!(!has(&mut g, "d1d6"), "a rook may not take the black lion right after");
    // Without the lion trade the rook may take the lion.
    g.undo();
    g.play("e8e7").unwrap();
    assert!(has(&mut g, "d1d6"));
}

#[test]
fn two_royals_and_promotion() {
    // With a king and a crown prince, the king alone may stand attacked.
    let mut g = game("11k/12/12/12/12/12/12/12/12/12/4r7/K5+E5 w - - 0 1");
    assert!(!g.in_check(), "the crown prince is not attacked");
    assert!(g.legal_moves().len() > 3);
    // Chu promotion: offered entering the zone, not on a quiet move inside it.
    let mut g = game("11k/12/12/3G8/12/12/12/12/12/12/12/K11 w - - 0 1");
    assert!(has(&mut g, "d9d10") && !has(&mut g, "d9d10+"), "quiet move inside the zone: no promotion");
    let mut g = game("11k/12/12/12/3G8/12/12/12/12/12/12/K11 w - - 0 1");
    assert!(has(&mut g, "d8d9+") && has(&mut g, "d8d9"), "entering the zone: optional");
    let mut g = game("11k/12/3p8/3G8/12/12/12/12/12/12/12/K11 w - - 0 1");
    assert!(has(&mut g, "d9d10+"), "a capture from inside the zone may promote");
}

#[test]
fn perft_regression_values() {
    let mut g = Game::new("chushogi", None).unwrap();
    assert_eq!(g.perft(1), 36);
    assert_eq!(g.perft(2), 1296);
    assert_eq!(g.perft(3), 48315);
}

#[test]
fn dai_shogi_pieces_tokens_and_perft() {
    let v = builtin("daishogi").unwrap();
    // From h8 of 15x15: 7 cells on every side. Counted from §4.1's descriptions (AMB-DAI-1: B2, R2 slide).
    for (tok, n) in [
        ("(ST)", 2),
        ("(CS)", 4),
        ("(VO)", 8),
        ("(AB)", 4),
        ("(EW)", 5),
        ("(FD)", 8),
        ("I", 3),
        ("N", 2),
        ("(LN)", 24),
        ("+(DK)", 46),
    ] {
        assert_eq!(Game::diagram_token(&v, tok, "h8").unwrap().len(), n, "{tok}");
    }
    // The violent ox slides: blocked by a piece on the first square.
    let mut g = Game::new("daishogi", None).unwrap();
    assert_eq!(g.fen(), v.start_fen, "two-letter tokens round-trip");
    assert_eq!(g.perft(1), 71);
    assert_eq!(g.perft(2), 5041);
    assert_eq!(g.perft(3), 357978);
    let promoted =
        Game::new("daishogi", Some("k14/15/15/15/15/15/15/7+(DK)7/15/15/15/15/15/15/7K7 w - - 0 1")).unwrap();
    assert!(promoted.fen().starts_with("k14/15/15/15/15/15/15/7+(DK)7/"));
}

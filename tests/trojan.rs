//! Trojan / Decimal chess (article 000): the mobility captions and Appendix A square lists of
//! spec/trojan-decimal.md, and one position built for each special rule.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::variants::builtin;
use fairyboard::{Game, Reason};

/// Greek file letters (spec §0.3) to ASCII square names: "ε5" -> "e5".
fn ascii(sq: &str) -> String {
    const GREEK: &str = "αβγδεζηθικλμνξοπρστυ";
    let mut out = String::new();
    for c in sq.chars() {
        match GREEK.chars().position(|g| g == c) {
            Some(i) => out.push((b'a' + i as u8) as char),
            None => out.push(c),
        }
    }
    out
}

fn squares(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(ascii).collect();
    v.sort();
    v
}

/// The article's piece diagrams and Appendix A's square lists (tests/data/article000-mobility.json,
/// shared with e2e/article000.test.mjs).
fn mobility_data() -> Vec<serde_json::Value> {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/article000-mobility.json")).unwrap();
    let doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    doc["diagrams"].as_array().unwrap().clone()
}

#[test]
fn mobility_captions_and_appendix_a_square_lists() {
    let data = mobility_data();
    let mut lists = 0;
    for d in &data {
        let (variant, square) = (d["variant"].as_str().unwrap(), d["square"].as_str().unwrap());
        let piece = d["piece"].as_str().unwrap().chars().next().unwrap();
        let v = builtin(variant).unwrap();
        let t = Game::diagram(&v, piece, &ascii(square)).unwrap();
        let drawn = d["drawn"].as_u64().unwrap() as usize;
        assert_eq!(t.len(), drawn, "{variant} {piece} on {square}");
        // A caption the board does not reach must say why (spec A22).
        if let Some(c) = d["caption"].as_u64() {
            assert!(c as usize == drawn || d["note"].is_string(), "{variant} {piece}: caption {c}, drawn {drawn}");
        }
        let (Some(normal), Some(conditional)) = (d["normal"].as_str(), d["conditional"].as_str()) else { continue };
        lists += 1;
        let mut all: Vec<String> = t.iter().map(|x| x.square.clone()).collect();
        all.sort();
        let mut expected = squares(&format!("{normal} {conditional}"));
        expected.sort();
        assert_eq!(all, expected, "{variant} {piece} on {square}");
        let mut cond: Vec<String> = t.iter().filter(|x| x.conditional).map(|x| x.square.clone()).collect();
        cond.sort();
        assert_eq!(cond, squares(conditional), "{variant} {piece}: conditional-only squares");
    }
    assert_eq!(lists, 23, "every Appendix A list is checked");
}

#[test]
fn archbishop_caption_is_not_reachable_from_any_square() {
    // Spec A22: B+AD gives 19 from δ4 (the caption says 20), and no square of the board gives 20.
    let v = builtin("newdecimal-small").unwrap();
    assert_eq!(Game::diagram(&v, 'A', "d4").unwrap().len(), 19);
    for f in 'a'..='j' {
        for r in 1..=10 {
            assert_ne!(Game::diagram(&v, 'A', &format!("{f}{r}")).unwrap().len(), 20);
        }
    }
    // The walls' 15 needs the sideways step (A21): the literal vR gives 13.
    let lit = fairyboard::variants::from_ini(
        "[lit:newdecimal-small]\npiece = e | Vertical wall (literal) | vRcvNimvN\n",
        None,
    )
    .unwrap();
    assert_eq!(Game::diagram(&lit, 'E', "d4").unwrap().len(), 13);
}

fn game(v: &str, fen: &str) -> Game {
    Game::new(v, Some(fen)).unwrap_or_else(|e| panic!("{v} {fen}: {e}"))
}

fn has(g: &mut Game, mv: &str) -> bool {
    g.legal_moves().iter().any(|m| m == mv)
}

#[test]
fn secondary_jumps_first_move_or_capture_and_never_in_check() {
    // The rook on its start square jumps two (over a blocker) on its first move.
    let mut g = game("trojan", "5k4/10/10/10/10/10/10/10/P9/R4K4 w - - 0 1");
    assert!(has(&mut g, "a1a3"), "first-move D jump over the pawn");
    // After it has moved (and come back) the quiet jump is gone; the FEN's seventh field says so.
    g.play("a1b1").unwrap();
    g.play("f10e10").unwrap();
    g.play("b1a1").unwrap();
    g.play("e10f10").unwrap();
    assert!(!has(&mut g, "a1a3"));
    assert!(g.fen().ends_with(" a1,f10"), "{}", g.fen());
    let mut again = game("trojan", &g.fen());
    assert!(!has(&mut again, "a1a3"));
    assert_eq!(again.hash(), g.hash());
    // The field names each cell once, and only cells that hold a piece.
    for (field, why) in
        [("a1,a1,a1", "a1 is named twice"), ("e5", "e5 holds no piece"), ("a1,f10,a1", "a1 is named twice")]
    {
        let fen = format!("5k4/10/10/10/10/10/10/10/P9/R4K4 w - - 0 1 {field}");
        let e = Game::new("trojan", Some(&fen)).err().unwrap_or_else(|| panic!("{fen} accepted")).to_string();
        assert!(e.contains("bad moved-pieces field") && e.contains(why), "{fen}: {e}");
    }
    game("trojan", "5k4/10/10/10/10/10/10/10/P9/R4K4 w - - 0 1 a1,a2,f1");
    // A capture by the jump is always allowed (not in check) ...
    let mut g = game("trojan", "5k4/10/10/10/10/10/p9/P9/R4K4/10 w - - 0 1 a2");
    assert!(has(&mut g, "a2a4"));
    // ... but not while the own king is in check (C-TROJAN, A04).
    let mut g = game("trojan", "5k4/10/10/10/10/10/10/r9/P9/R4K4 w - - 0 1");
    assert!(!g.in_check() && has(&mut g, "a1a3"), "jump capture of the rook on a3");
    let mut g = game("trojan", "5k4/10/10/10/10/10/10/r9/P4q4/R4K4 w - - 0 1");
    assert!(g.in_check(), "the queen on f2 checks");
    assert!(!has(&mut g, "a1a3"), "no secondary move while in check");
    assert!(has(&mut g, "f1f2"), "the king takes the checker");
}

#[test]
fn trojan_king_moves_only_as_a_king_in_check() {
    // Not in check: the nightrider moves.
    let mut g = game("trojan", "9k/10/10/10/10/10/10/10/10/4K5 w - - 0 1");
    assert!(has(&mut g, "e1f3") && has(&mut g, "e1g5"));
    // In check by a rook on the e-file: only king steps.
    let mut g = game("trojan", "4r4k/10/10/10/10/10/10/10/10/4K5 w - - 0 1");
    assert!(g.in_check());
    let moves = g.legal_moves();
    assert!(!moves.is_empty());
    for m in &moves {
        let (f, t) = (m.as_bytes()[0] as i32, m.as_bytes()[2] as i32);
        let (rf, rt): (i32, i32) = (m[1..2].parse().unwrap(), m[3..].parse().unwrap());
        assert!((f - t).abs() <= 1 && (rf - rt).abs() <= 1, "{m} is not a king step");
    }
}

#[test]
fn sergeant_swap_and_its_reverse() {
    // A pawn with its sergeant right in front: the sergeant initiates, the pawn advances.
    let mut g = game("trojan", "5k4/10/10/10/10/4S5/4P5/10/10/5K4 w - - 0 1");
    assert!(has(&mut g, "e5e4"));
    assert!(!has(&mut g, "e4e5"), "the pawn may not initiate (the reverse is not allowed)");
    g.play("e5e4").unwrap();
    assert!(g.fen().starts_with("5k4/10/10/10/10/4P5/4S5/10/10/5K4 b"), "{}", g.fen());
    // Sergeant in front of a pawn that stands behind it the other way: no swap.
    let mut g = game("trojan", "5k4/10/10/10/10/4P5/4S5/10/10/5K4 w - - 0 1");
    assert!(!has(&mut g, "e4e5"));
    // On the last rank the swap promotes the pawn to a sergeant.
    let mut g = game("trojan", "4S4k/4P5/10/10/10/10/10/10/10/5K4 w - - 0 1");
    assert!(has(&mut g, "e10e9s"));
    g.play("e10e9s").unwrap();
    assert!(g.fen().starts_with("4S4k/4S5/"), "{}", g.fen());
    // Pawns promote only to the sergeant.
    let mut g = game("trojan", "9k/P9/10/10/10/10/10/10/10/5K4 w - - 0 1");
    let promos: Vec<String> = g.legal_moves().into_iter().filter(|m| m.starts_with("a9")).collect();
    assert_eq!(promos, ["a9a10s"]);
}

#[test]
fn changements_allowed_and_refused() {
    // In the start position the king stands between the queen and the king's bishop, and the queen
    // between the queen's bishop and the king: neither changement is possible yet.
    let start = "rnwbqkbwnr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNWBQKBWNR w KQkq - 0 1";
    let mut g = game("trojan", start);
    assert!(!has(&mut g, "g1e1") && !has(&mut g, "d1f1"));
    // Changement: king's bishop with the queen, once the king has left the square between them.
    let mut g = game("trojan", "5k4/10/10/10/10/10/10/10/5K4/4Q1B3 w - - 0 1");
    assert!(has(&mut g, "g1e1"));
    g.play("g1e1").unwrap();
    assert!(g.fen().starts_with("5k4/10/10/10/10/10/10/10/5K4/4B1Q3 b"), "{}", g.fen());
    // Swapped pieces count as moved: no way back.
    g.play("f10e10").unwrap();
    assert!(!has(&mut g, "g1e1") && !has(&mut g, "e1g1"));
    // The king between them forbids it; so does a queen that has moved (seventh FEN field).
    let mut g = game("trojan", "5k4/10/10/10/10/10/10/10/10/4QKB3 w - - 0 1");
    assert!(!has(&mut g, "g1e1"));
    let mut g = game("trojan", "5k4/10/10/10/10/10/10/10/5K4/4Q1B3 w - - 0 1 e1");
    assert!(!has(&mut g, "g1e1"));
    // Changement royal: queen's bishop with the king, the queen away.
    let mut g = game("trojan", "5k4/10/10/10/10/10/10/4Q5/10/3B1K4 w - - 0 1");
    assert!(has(&mut g, "d1f1"));
    g.play("d1f1").unwrap();
    assert!(g.fen().starts_with("5k4/10/10/10/10/10/10/4Q5/10/3K1B4 b"), "{}", g.fen());
    // ... refused while in check.
    let mut g = game("trojan", "5r3k/10/10/10/10/10/10/4Q5/10/3B1K4 w - - 0 1");
    assert!(g.in_check());
    assert!(!has(&mut g, "d1f1"));
}

#[test]
fn double_trojan_castlings() {
    // Inner castlings with clear paths; the outer ones need the inner rooks gone.
    let fen = "10k9/20/20/20/20/20/20/20/20/20/20/R4R4K3R4R w AFOT - 0 1";
    let mut g = game("doubletrojan", fen);
    assert!(has(&mut g, "k1m1"), "inner king's wing");
    assert!(has(&mut g, "k1i1"), "inner queen's wing");
    assert!(!has(&mut g, "k1p1") && !has(&mut g, "k1f1"));
    let mut g = game("doubletrojan", "10k9/20/20/20/20/20/20/20/20/20/20/R9K8R w AT - 0 1");
    assert!(has(&mut g, "k1p1") && has(&mut g, "k1f1"), "outer castlings: king 5 squares");
    g.play("k1p1").unwrap();
    assert!(g.fen().starts_with("10k9/20/20/20/20/20/20/20/20/20/20/R13RK4 b"), "{}", g.fen());
    // Outer castling refused if a square of the king's path is attacked.
    let mut g = game("doubletrojan", "10k2r6/20/20/20/20/20/20/20/20/20/20/R9K8R w AT - 0 1");
    assert!(!has(&mut g, "k1p1"));
}

#[test]
fn new_decimal_castling_and_king_jump_are_distinct() {
    let mut g = game("newdecimal-small", "10/5k4/10/10/10/10/10/10/R4K3R/10 w KQ - 0 1");
    let moves = g.legal_moves();
    assert!(moves.contains(&"f2h2".to_string()), "the king's first-move D jump: {moves:?}");
    assert!(moves.contains(&"f2j2".to_string()), "castling written king + rook square: {moves:?}");
    g.play("f2j2").unwrap();
    assert!(g.fen().starts_with("10/5k4/10/10/10/10/10/10/R5RK2/10 b"), "{}", g.fen());
}

#[test]
fn draws_and_outcomes_follow_chess() {
    // Only bare kings are insufficient material.
    let mut g = game("trojan", "5k4/10/10/10/10/10/10/10/10/5K4 w - - 0 1");
    assert_eq!(g.outcome().unwrap().reason, Reason::InsufficientMaterial);
    let mut g = game("trojan", "5k4/10/10/10/10/10/10/10/10/3B1K4 w - - 0 1");
    assert!(g.outcome().is_none(), "a Trojan bishop can still mate");
}

#[test]
fn perft_regression_values() {
    // Recorded from the engine and cross-checked by the independent slow generator (tests/trojan_slow.rs).
    let cases: &[(&str, &[u64])] = &[
        ("trojan", &[45, 1950, 91685]),
        ("doubletrojan", &[107, 11382, 1293136]),
        ("quadtrojan", &[201, 39960, 8330881]),
        ("newdecimal-small", &[48, 2304, 112749]),
        ("newdecimal", &[104, 10804, 1161830]),
        ("newdecimal2", &[104, 10813, 1155822]),
        ("greatdecimal", &[46, 1776, 74546]),
    ];
    for (id, counts) in cases {
        let mut g = Game::new(id, None).unwrap();
        for (d, &n) in counts.iter().enumerate() {
            assert_eq!(g.perft(d as u32 + 1), n, "{id} depth {}", d + 1);
        }
    }
}

/// A promotion written without its piece is read where only one piece may be chosen (the Trojan
/// pawn promotes to the sergeant alone: `e9e10` is `e9e10s`); where several may be chosen (chess),
/// it stays refused.
#[test]
fn a_promotion_with_one_choice_may_leave_the_piece_out() {
    let mut g = fairyboard::Game::new("trojan", Some("k9/4P5/10/10/10/10/10/10/10/5K4 w - - 0 1")).unwrap();
    assert_eq!(g.play("e9e10").unwrap(), "e9e10s");
    let mut g = fairyboard::Game::new("chess", Some("k7/4P3/8/8/8/8/8/4K3 w - - 0 1")).unwrap();
    assert!(g.play("e7e8").is_err());
    assert_eq!(g.play("e7e8q").unwrap(), "e7e8q");
}

/// The changement is an action of both its pieces (spec §2.3: dragged either way): from the
/// queen's cell it goes to the bishop's, from the bishop's to the queen's, one move string.
#[test]
fn a_changement_is_offered_from_either_piece() {
    use fairyboard::game::{ActionKind, GameInterface, Origin};
    let mut g = fairyboard::game::open("trojan", None).unwrap();
    g.play("f1e3").unwrap();
    g.play("a9a8").unwrap();
    let swap_from = |g: &mut Box<dyn GameInterface>, cell: &str| {
        let all = g.actions(Origin::Cell(cell), None).unwrap();
        all.into_iter().filter(|a| a.kind == ActionKind::Swap).map(|a| (a.notation, a.target)).collect::<Vec<_>>()
    };
    assert_eq!(swap_from(&mut g, "g1"), vec![("g1e1".to_string(), "e1".to_string())]);
    assert_eq!(swap_from(&mut g, "e1"), vec![("g1e1".to_string(), "g1".to_string())]);
    // Listed once among all the position's actions.
    let all = g.actions(Origin::All, None).unwrap();
    assert_eq!(all.iter().filter(|a| a.notation == "g1e1").count(), 1);
}

/// The changement royal may be given from either piece (trojan-decimal.md: "drag X onto Y, or Y
/// onto X"): `f1d1` is the same swap as `d1f1`, written as the move list writes it.
#[test]
fn a_swap_is_read_from_either_of_its_pieces() {
    let fen = "r3k4r/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/R2B1KB2R w KQkq - 0 1";
    let mut from_king = game("trojan", fen);
    let mut from_bishop = game("trojan", fen);
    assert!(from_king.legal_moves().contains(&"d1f1".to_string()));
    assert_eq!(from_king.play("f1d1").unwrap(), "d1f1");
    assert_eq!(from_bishop.play("d1f1").unwrap(), "d1f1");
    assert_eq!(from_king.fen(), from_bishop.fen());
}

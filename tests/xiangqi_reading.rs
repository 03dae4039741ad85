//! Xiangqi's perpetual check and chase, the full rule of variants-catalog.md §11.4 (AMB-XQ-3 [R]),
//! against the simplified rule (option `simple_repetition`), from positions built for each rule.
//!
//! The article's perft is cross-checked twice: by the independent slow generator
//! (tests/common/slow.rs, extended with xiangqi's confinement, zone moves, flying general and the
//! check count; itself checked against Fairy-Stockfish's figures), and node by node: walking both
//! games at once, the test keeps its own count of each side's consecutive checks by one piece
//! against one defending piece (written from the spec text), and at every node the article's moves
//! are exactly the simplified rule's moves without the checks that would be the 4th of such a run.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use fairyboard::pieces::Color;
use fairyboard::{Error, Game, Reason};

const SIMPLE: &str = "xiangqi+simple_repetition";

fn game(id: &str, fen: &str) -> Game {
    Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id} {fen}: {e}"))
}

fn play(g: &mut Game, moves: &[&str]) {
    for m in moves {
        assert!(g.outcome().is_none(), "the game ended before {m}: {:?}", g.outcome());
        g.play(m).unwrap_or_else(|e| panic!("{m} in '{}': {e}", g.fen()));
    }
}

/// A red chariot on a1 checks the black general on e10 along ranks 10 and 9 while the general steps
/// between e10 and e9.
const CHECKS: &str = "4k4/9/9/9/9/9/9/9/9/R4K3 w - - 0 1";
const THREE_CHECKS: [&str; 6] = ["a1a10", "e10e9", "a10a9", "e9e10", "a9a10", "e10e9"];

#[test]
fn the_fourth_check_by_the_same_piece_is_refused() {
    let mut g = game("xiangqi", CHECKS);
    play(&mut g, &THREE_CHECKS);
    // The run is in the FEN: three checks by the chariot on a10, the defender's general on e9.
    assert_eq!(g.fen(), "R8/4k4/9/9/9/9/9/9/9/5K3 w - - 6 4 checks:w3a10e9");
    let moves = g.legal_moves();
    assert!(!moves.contains(&"a10a9".to_string()) && !moves.contains(&"a10e10".to_string()), "{moves:?}");
    assert!(moves.contains(&"a10a8".to_string()), "a move that does not check is fine: {moves:?}");
    let e = g.play("a10a9").unwrap_err();
    assert!(matches!(e, Error::Refused(..)), "{e:?}");
    assert!(e.to_string().contains("perpetual check"), "{e}");
    // A move that is not possible at all stays a plain illegal move.
    assert!(matches!(g.play("a10b8"), Err(Error::IllegalMove(_))));
    // The same position read from its FEN refuses the same checks.
    let mut h = game("xiangqi", &g.fen());
    assert!(!h.legal_moves().contains(&"a10a9".to_string()));
    assert_eq!(h.perft(1), g.perft(1));
    // Without the run (the same board) the check is legal; so it is under the simplified rule.
    let board = "R8/4k4/9/9/9/9/9/9/9/5K3 w - - 6 4";
    assert!(game("xiangqi", board).legal_moves().contains(&"a10a9".to_string()));
    let mut s = game(SIMPLE, CHECKS);
    play(&mut s, &THREE_CHECKS);
    assert!(s.legal_moves().contains(&"a10a9".to_string()));
    assert!(!s.fen().contains("checks:"));
}

#[test]
fn a_check_by_another_piece_or_another_defender_ends_the_run() {
    // A second chariot on i2: after three checks by the first, the other may check.
    let mut g = game("xiangqi", "4k4/9/9/9/9/9/9/9/8R/R4K3 w - - 0 1");
    play(&mut g, &THREE_CHECKS);
    assert!(g.legal_moves().contains(&"i2i9".to_string()));
    play(&mut g, &["i2i9"]);
    assert!(g.fen().ends_with(" checks:w1i9"), "{}", g.fen());
    // The defender moves another piece (the advisor on e8 blocks on d9): the run ends.
    let mut g = game("xiangqi", "4k4/9/4a4/9/9/9/9/9/9/R4K3 w - - 0 1");
    play(&mut g, &["a1a10", "e10e9", "a10a9"]);
    assert!(g.fen().ends_with(" checks:w2a9e9"), "{}", g.fen());
    play(&mut g, &["e8d9"]);
    assert!(!g.fen().contains("checks:"), "{}", g.fen());
}

/// A red chariot on h6 and an unprotected black horse on c8: the chariot attacks the horse from h8
/// (c8) and from h6 (b6), and the horse runs between c8 and b6.
const CHASE: &str = "5k3/9/2n6/9/7R1/9/9/9/9/3K5 w - - 0 1";
const CYCLE: [&str; 4] = ["h6h8", "c8b6", "h8h6", "b6c8"];

#[test]
fn a_perpetual_chase_must_deviate() {
    let mut g = game("xiangqi", CHASE);
    play(&mut g, &CYCLE);
    play(&mut g, &CYCLE);
    // The start position for the third time, by the horse's move: the chaser must deviate, the game
    // goes on, and the chase move that would repeat the next position a third time is refused.
    assert_eq!(g.outcome(), None);
    let moves = g.legal_moves();
    assert!(!moves.contains(&"h6h8".to_string()) && moves.contains(&"h6g6".to_string()), "{moves:?}");
    let e = g.play("h6h8").unwrap_err();
    assert!(e.to_string().contains("perpetual chase"), "{e}");
    g.play("h6g6").unwrap();
    // The simplified rule: the third occurrence is a draw.
    let mut s = game(SIMPLE, CHASE);
    play(&mut s, &CYCLE);
    for m in CYCLE {
        s.play(m).unwrap();
    }
    let o = s.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::Repetition));
}

#[test]
fn a_protected_piece_is_not_chased_and_other_cycles_draw() {
    // The horse protected on both its squares, by black chariots on a8 (c8) and a6 (b6): no chase.
    let mut g = game("xiangqi", "5k3/9/r1n6/9/r6R1/9/9/9/9/3K5 w - - 0 1");
    play(&mut g, &CYCLE);
    play(&mut g, &CYCLE[..3]);
    assert!(g.legal_moves().contains(&"b6c8".to_string()));
    g.play("b6c8").unwrap();
    let o = g.outcome().expect("a repetition without chase is drawn");
    assert_eq!((o.winner, o.reason), (None, Reason::Repetition));
    // Generals shuffling: drawn on the third occurrence.
    let mut g = game("xiangqi", CHASE);
    for _ in 0..2 {
        play(&mut g, &["d1d2", "f10f9", "d2d1", "f9f10"]);
    }
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::Repetition));
    // Perpetual check under the simplified rule: the checking side loses; under the full rule the
    // 4th check is refused before the position can repeat a third time.
    let mut s = game(SIMPLE, CHECKS);
    play(&mut s, &THREE_CHECKS);
    play(&mut s, &["a10a9", "e9e10", "a9a10"]);
    let o = s.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Color::Black), Reason::PerpetualCheck));
}

/// The test's own run of checks: (count, checking piece's square, defender's square or "").
type Run = (u32, String, String);

/// The squares of a move string (`a10a9` -> a10, a9).
fn ends(m: &str) -> (String, String) {
    let i = m[1..].find(|c: char| c.is_ascii_alphabetic()).unwrap() + 1;
    (m[..i].to_string(), m[i..].to_string())
}

fn walk(art: &mut Game, simple: &mut Game, runs: [Run; 2], depth: u32) -> u64 {
    let side = simple.turn().index();
    let mut want = Vec::new();
    let mut children = Vec::new();
    for m in simple.legal_moves() {
        let (from, to) = ends(&m);
        simple.play(&m).unwrap();
        let check = simple.in_check();
        simple.undo();
        let mut next = runs.clone();
        let own = &runs[side];
        next[side] = if !check {
            (0, String::new(), String::new())
        } else if own.0 > 0 && own.1 == from {
            (own.0 + 1, to.clone(), own.2.clone())
        } else {
            (1, to.clone(), String::new())
        };
        let def = &runs[1 - side];
        next[1 - side] = if def.0 > 0 && (def.2.is_empty() || def.2 == from) {
            (def.0, def.1.clone(), to.clone())
        } else {
            (0, String::new(), String::new())
        };
        if next[side].0 <= 3 {
            want.push(m.clone());
            children.push((m, next));
        }
    }
    want.sort();
    let mut got = art.legal_moves();
    got.sort();
    assert_eq!(got, want, "'{}' (runs {runs:?})", art.fen());
    if depth == 0 {
        return 1;
    }
    let mut n = 0;
    for (m, next) in children {
        art.play(&m).unwrap();
        simple.play(&m).unwrap();
        n += walk(art, simple, next, depth - 1);
        art.undo();
        simple.undo();
    }
    n
}

#[test]
fn article_perft_agrees_with_the_check_count_written_from_the_spec() {
    let none = || (0, String::new(), String::new());
    // From positions two checks into a run, so that the 4th check falls inside the tree.
    let cases: &[(&str, &[&str], u32)] = &[
        (CHECKS, &THREE_CHECKS[..4], 4),
        ("4k4/9/4a4/9/9/9/9/9/8R/R4K3 w - - 0 1", &THREE_CHECKS[..4], 4),
        ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", &[], 2),
    ];
    for &(fen, line, depth) in cases {
        let mut art = game("xiangqi", fen);
        let mut simple = game(SIMPLE, fen);
        let mut runs = [none(), none()];
        for m in line {
            let side = simple.turn().index();
            let (from, to) = ends(m);
            simple.play(m).unwrap();
            art.play(m).unwrap();
            let check = simple.in_check();
            let own = runs[side].clone();
            runs[side] = if !check {
                none()
            } else if own.0 > 0 && own.1 == from {
                (own.0 + 1, to.clone(), own.2)
            } else {
                (1, to.clone(), String::new())
            };
            let def = runs[1 - side].clone();
            runs[1 - side] =
                if def.0 > 0 && (def.2.is_empty() || def.2 == from) { (def.0, def.1, to.clone()) } else { none() };
        }
        let start = art.fen();
        let n = walk(&mut art, &mut simple, runs, depth);
        let mut from_fen = game("xiangqi", &start);
        assert_eq!(from_fen.perft(depth), n, "perft from the FEN '{start}' with its checks field");
        println!("xiangqi '{start}' perft({depth}) = {n} (simplified rule: {})", simple.perft(depth));
    }
}

#[test]
fn the_slow_generator_reproduces_fairy_stockfish_and_agrees_with_the_article_rules() {
    use common::slow::Slow;
    // The slow generator on Fairy-Stockfish's xiangqi positions (perft.json), with the article's rules
    // (no run of checks in these FENs, too few plies for a 4th check).
    let slow = Slow::new("xiangqi");
    for (fen, want) in [
        ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", &[44u64, 1920, 79666][..]),
        ("1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1", &[49, 2265][..]),
        ("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", &[13, 272, 3707][..]),
    ] {
        let pos = slow.pos_from_fen(fen);
        for (d, &n) in want.iter().enumerate() {
            assert_eq!(slow.perft(&pos, d as u32 + 1), n, "slow generator, '{fen}' depth {}", d + 1);
        }
    }
    // Engine against the slow generator from positions inside runs of checks: the 4th check falls
    // at the first ply or deeper; a run whose defender has not replied yet; both sides in runs.
    let mut total = 0;
    for (fen, depth) in [
        ("R8/4k4/9/9/9/9/9/9/9/5K3 w - - 6 4 checks:w3a10e9", 4),
        ("R8/4k4/9/9/9/9/9/9/8R/5K3 w - - 6 4 checks:w3a10e9", 3),
        ("4k4/9/4a4/9/9/9/9/9/8R/R4K3 w - - 0 1", 5),
        ("4k3R/9/9/9/9/9/9/9/9/3K5 b - - 1 1 checks:w2i10", 4),
        ("3k5/9/9/9/9/9/9/9/r8/4K3R w - - 0 1 checks:w2i1d10,b3a2e1", 4),
        ("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 3),
    ] {
        let n = common::check_perft("xiangqi", fen, depth).unwrap_or_else(|e| panic!("{e}"));
        println!("xiangqi '{fen}' perft({depth}) = {n} (engine = slow generator)");
        total += n;
    }
    assert!(total > 0);
}

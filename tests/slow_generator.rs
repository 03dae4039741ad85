//! The engine against an independent, deliberately simple legal-move generator
//! (tests/common/slow.rs), which shares no code with `fairyboard::engine`.
//!
//! 1. The slow generator itself reproduces Fairy-Stockfish's perft numbers where those exist.
//! 2. Perft of the engine equals perft of the slow generator, on start positions and on
//!    positions built to exercise the special rules (Double chess castling, promotion to lost
//!    pieces, compulsory capture, two royal pieces).
//! 3. At every node of small trees, and at every ply of fixed-seed random games, the set of legal
//!    move strings is the same, and so is the board after each move.
//!
//! Run in release mode: `cargo test --release --test slow_generator`.

mod common;

use common::slow::{Slow, SlowPos};
use common::Rng;
use fairyboard::Game;

/// The slow generator's perft of `fen`, compared with an expected count.
fn slow_perft(id: &str, fen: &str, depth: u32) -> u64 {
    let s = Slow::new(id);
    let pos = s.pos_from_fen(fen);
    s.perft(&pos, depth)
}

fn engine(id: &str, fen: &str) -> Game {
    Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id} '{fen}': {e}"))
}

/// Engine perft against slow perft; on a mismatch, the first differing first move (divide).
fn check_perft(id: &str, fen: &str, depth: u32) -> Result<u64, String> {
    let s = Slow::new(id);
    let pos = s.pos_from_fen(fen);
    let mut g = engine(id, fen);
    let want = s.perft(&pos, depth);
    let got = g.perft(depth);
    if want == got {
        return Ok(want);
    }
    let mut msg = format!("{id} '{fen}' depth {depth}: slow {want}, engine {got}");
    let slow_div = s.divide(&pos, depth);
    let eng_div = g.divide(depth);
    for (m, n) in &slow_div {
        match eng_div.iter().find(|(e, _)| e == m) {
            None => msg.push_str(&format!("\n  {m}: slow {n}, engine lacks the move")),
            Some((_, e)) if e != n => msg.push_str(&format!("\n  {m}: slow {n}, engine {e}")),
            _ => {}
        }
    }
    for (m, e) in &eng_div {
        if !slow_div.iter().any(|(x, _)| x == m) {
            msg.push_str(&format!("\n  {m}: engine {e}, slow generator lacks the move"));
        }
    }
    Err(msg)
}

fn run_perft_cases(cases: &[(&str, &str, u32)]) {
    let mut failures = Vec::new();
    for &(id, fen, depth) in cases {
        let fen = if fen == "start" { fairyboard::variants::builtin(id).unwrap().start_fen } else { fen.to_string() };
        if let Err(e) = check_perft(id, &fen, depth) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Difference of two sorted move lists, for messages.
fn diff(slow: &[String], eng: &[String]) -> String {
    let only_slow: Vec<&String> = slow.iter().filter(|m| !eng.contains(m)).collect();
    let only_eng: Vec<&String> = eng.iter().filter(|m| !slow.contains(m)).collect();
    format!("only slow generator: {only_slow:?}; only engine: {only_eng:?}\n  slow:   {slow:?}\n  engine: {eng:?}")
}

/// Compares the move sets at this node and, to `depth` more plies, below it.
fn walk(s: &Slow, pos: &SlowPos, g: &mut Game, depth: u32, nodes: &mut u64) -> Result<(), String> {
    *nodes += 1;
    let slow = s.legal_strings(pos);
    let mut eng = g.legal_moves();
    eng.sort();
    if slow != eng {
        return Err(format!("{} '{}': move sets differ\n  {}", s.v.id, g.fen(), diff(&slow, &eng)));
    }
    let board = s.board_fen(pos);
    let efen = g.fen();
    if !efen.starts_with(&format!("{board} ")) {
        return Err(format!("{}: boards differ: slow '{board}', engine '{efen}'", s.v.id));
    }
    if depth == 0 {
        return Ok(());
    }
    for m in s.legal_moves(pos) {
        let before = g.fen();
        g.play(&m.text).map_err(|e| format!("{} '{before}': engine refuses {}: {e}", s.v.id, m.text))?;
        let child = s.make(pos, &m);
        let r = walk(s, &child, g, depth - 1, nodes);
        g.undo();
        r?;
        if g.fen() != before {
            return Err(format!("{}: undo of {} gives '{}', expected '{before}'", s.v.id, m.text, g.fen()));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// 1. The oracle against Fairy-Stockfish (tests/data/perft.json, from ../shared/reference).

#[test]
fn slow_generator_matches_fairy_stockfish() {
    // (variant, FEN, depth, Fairy-Stockfish count)
    let cases: &[(&str, &str, u32, u64)] = &[
        ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902),
        ("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039),
        ("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2125),
        ("chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238),
        ("chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467),
        ("chess", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 2, 1486),
        ("chess", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 2, 2079),
        ("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 3, 25228),
        ("grand", "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", 2, 4225),
        ("grand", "r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3", 2, 5768),
        ("shako", "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1", 2, 3364),
        ("shako", "4kc3c/ernbq1b1re/ppp3p1pp/3p2pp2/4p5/5P4/2PN2P3/PP1PP2PPP/ER1BQKBNR1/5C3C w KQ - 0 9", 2, 503),
        ("shako", "4ncr1k1/1cr2P4/pp2p2pp1/P7PN/2Ep1p4/B3P1eN2/2P1n1P3/1B1P1K4/9p/5C2CR w - - 0 1", 2, 3089),
        ("shako", "r5k3/4q2c2/1ebppnp3/1pp3BeEQ/10/2PE2P3/1P3P4/5NP2P/rR3KB3/7C2 w Q - 3 35", 2, 4940),
        ("shako", "10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1", 3, 10074),
        ("maharajah", "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1", 3, 9097),
        ("gardner", "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", 4, 4775),
        ("miccio", "nqkbr/ppppp/5/PPPPP/NQKBR w - - 0 1", 4, 2269),
        ("antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3, 8067),
        ("giveaway", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8067),
        ("giveaway", "8/1p6/8/8/8/8/P7/8 w - - 0 1", 4, 3),
        ("giveaway", "8/2p5/8/8/8/8/P7/8 w - - 0 1", 4, 4),
    ];
    let mut failures = Vec::new();
    for &(id, fen, depth, want) in cases {
        let got = slow_perft(id, fen, depth);
        if got != want {
            failures.push(format!("{id} '{fen}' depth {depth}: Fairy-Stockfish {want}, slow generator {got}"));
        }
    }
    assert!(failures.is_empty(), "the slow generator itself is wrong:\n{}", failures.join("\n"));
}

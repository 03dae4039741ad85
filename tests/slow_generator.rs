//! The engine against an independent, deliberately simple legal-move generator
//! (tests/common/slow.rs), which shares no code with `fairyboard::engine`.
//!
//! 1. The slow generator itself reproduces Fairy-Stockfish's perft numbers where those exist.
//! 2. Perft of the engine equals perft of the slow generator, on start positions and on
//!    positions built to exercise the special rules (Double chess castling, promotion to lost
//!    pieces, compulsory capture, two royal pieces).
//! 3. At every node of depth-2 trees (walked with `Game::play` / `Game::undo`) the set of legal
//!    move strings is the same, and so is the board; undo restores the FEN.
//! 4. At every ply of fixed-seed random games (5 article variants, then 8 Fairy-Stockfish ones):
//!    move sets, board, check, the engine's FEN read back, and the outcome when no move is left.
//! 5. A 10x10 test army of cannons, grasshoppers, lame knights, exact and oblique leapers and
//!    nightriders (checks and pins through screens), and a castling named by the rook's square.
//!
//! On a failure the message gives the FEN (`Game::fen`) and both move lists (or a perft divide).
//!
//! Run in release mode: `cargo test --release --test slow_generator`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::slow::{Slow, SlowPos};
use common::{check_perft, Rng};
use fairyboard::pieces::Color;
use fairyboard::rules::Value;
use fairyboard::{Game, Outcome, Reason};

/// The slow generator's perft of `fen`.
fn slow_perft(id: &str, fen: &str, depth: u32) -> u64 {
    let s = Slow::new(id);
    let pos = s.pos_from_fen(fen);
    s.perft(&pos, depth)
}

fn engine(id: &str, fen: &str) -> Game {
    Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id} '{fen}': {e}"))
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
        ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197_281),
        ("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97_862),
        ("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2125),
        ("chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674_624),
        ("chess", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467),
        ("chess", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62_379),
        ("chess", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 3, 89_890),
        ("capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 3, 25228),
        ("grand", "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1", 3, 259_514),
        ("grand", "r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3", 2, 5768),
        ("shako", "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1", 3, 185_938),
        ("shako", "4kc3c/ernbq1b1re/ppp3p1pp/3p2pp2/4p5/5P4/2PN2P3/PP1PP2PPP/ER1BQKBNR1/5C3C w KQ - 0 9", 3, 26_325),
        ("shako", "4ncr1k1/1cr2P4/pp2p2pp1/P7PN/2Ep1p4/B3P1eN2/2P1n1P3/1B1P1K4/9p/5C2CR w - - 0 1", 2, 3089),
        ("shako", "r5k3/4q2c2/1ebppnp3/1pp3BeEQ/10/2PE2P3/1P3P4/5NP2P/rR3KB3/7C2 w Q - 3 35", 2, 4940),
        ("shako", "10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1", 4, 243_647),
        ("maharajah", "rnbqkbnr/pppppppp/8/8/8/8/8/4M3 w kq - 0 1", 4, 197_635),
        ("gardner", "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", 5, 52_512),
        ("miccio", "nqkbr/ppppp/5/PPPPP/NQKBR w - - 0 1", 5, 21_306),
        // Speed chess moves exactly as Fairy-Stockfish's miccio (5x5, single steps, lost-piece promotion).
        ("speedchess", "nqkbr/ppppp/5/PPPPP/NQKBR w - - 0 1", 5, 21_306),
        ("antichess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 4, 153_299),
        ("giveaway", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8067),
        ("giveaway", "8/1p6/8/8/8/8/P7/8 w - - 0 1", 6, 0),
        ("giveaway", "8/2p5/8/8/8/8/P7/8 w - - 0 1", 12, 2557),
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

// ---------------------------------------------------------------------------------------------
// 2. Engine perft against slow perft: start and reference positions, then hand-made ones.

#[test]
fn perft_chess_family_matches_slow_generator() {
    run_perft_cases(&[
        ("chess", "start", 3),
        ("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2),
        ("chess", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3),
        ("capablanca", "start", 2),
        // The article's castling: the king moves three squares (f1-c1, f1-i1).
        ("capablanca", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1", 3),
        ("grand", "start", 2),
        // Grand: optional promotion on ranks 8-9, compulsory on 10, only to lost types.
        ("grand", "4k5/P9/7P2/10/10/10/10/10/1NBQKC2p1/10 w - - 0 1", 3),
        ("shako", "start", 2),
    ]);
}

#[test]
fn perft_double_chess_matches_slow_generator() {
    run_perft_cases(&[
        ("doublechess", "start", 3),
        // Outer castling (king four squares) with the inner rooks gone; rights as files and as KQkq.
        ("doublechess", "r7k6r/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/R7K6R w APap - 0 1", 3),
        ("doublechess", "r7k6r/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/R7K6R w KQkq - 0 1", 2),
        // All four rooks: inner queen-side castling only (j1 attacked, a1 blocked by e1).
        ("doublechess", "5k10/9r6/16/16/16/16/16/R3R3K2R3R w AELP - 0 1", 3),
        // Outer king-side castling: allowed; landing on an attacked m1 or passing an attacked k1 is not.
        ("doublechess", "4k11/16/16/16/16/16/8PPPPPPPP/8K6R w P - 0 1", 3),
        ("doublechess", "4k7r3/16/16/16/16/16/8PPPP1PPP/8K6R w P - 0 1", 3),
        ("doublechess", "4k5r5/16/16/16/16/16/8PP1PPPPP/8K6R w P - 0 1", 3),
        // Black's castlings, with en passant on the board.
        ("doublechess", "r3r3k2r3r/pppppppppppppppp/16/16/7Pp7/16/PPPPPPP1PPPPPPPP/R3R3K2R3R b AELPaelp h3 0 1", 3),
    ]);
}

#[test]
fn perft_speed_chess_matches_slow_generator() {
    run_perft_cases(&[
        ("speedchess", "start", 5),
        // Nothing lost: the d-pawn may not enter rank 5.
        ("speedchess", "k4/3P1/5/PPP2/NQKBR w - - 0 1", 5),
        // Knight lost: d4d5n only.
        ("speedchess", "k4/3P1/5/PPP2/1QKBR w - - 0 1", 5),
        // Rook lost: promotion by capture (d4c5r) and by push (d4d5r).
        ("speedchess", "k1r2/3P1/5/PPP2/NQKB1 w - - 0 1", 5),
        // A pawn that cannot promote still gives check.
        ("speedchess", "4k/3P1/5/PPP2/NQKBR b - - 0 1", 5),
    ]);
}

#[test]
fn perft_french_and_sepoys_match_slow_generator() {
    run_perft_cases(&[
        ("french", "start", 4),
        // Compulsory capture: exd5 is the only move.
        ("french", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2", 3),
        // Promotion by capture is compulsory; the king may be captured.
        ("french", "1n6/P7/8/8/8/8/8/4k2K w - - 0 1", 4),
        // No en passant even when the FEN names a target.
        ("french", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b - e3 0 2", 3),
        ("sepoys", "start", 4),
        // The maharajah next to the pawns, in check, must escape.
        ("sepoys", "8/8/8/8/8/2m5/PPPPPPPP/RNBQKBNR b KQ - 0 1", 3),
        ("sepoys", "8/8/8/8/4m3/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", 4),
        // f1 attacked along the open f-file: no king-side castling.
        ("sepoys", "5m2/8/8/8/8/8/PPPPP1PP/R3K2R w KQ - 0 1", 4),
        // White in check from the maharajah, with a pawn about to promote.
        ("sepoys", "4m3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1", 4),
    ]);
}

// ---------------------------------------------------------------------------------------------
// 3. Move sets at every node of depth-2 trees.

#[test]
fn move_sets_match_in_small_trees() {
    let cases: &[(&str, &str)] = &[
        ("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        ("capablanca", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1"),
        ("doublechess", "r7k6r/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/R7K6R w APap - 0 1"),
        ("doublechess", "5k10/9r6/16/16/16/16/16/R3R3K2R3R w AELP - 0 1"),
        ("speedchess", "k1r2/3P1/5/PPP2/NQKB1 w - - 0 1"),
        ("french", "1n6/P7/8/8/8/8/8/4k2K w - - 0 1"),
        ("sepoys", "8/8/8/8/8/2m5/PPPPPPPP/RNBQKBNR b KQ - 0 1"),
        ("grand", "4k5/P9/7P2/10/10/10/10/10/1NBQKC2p1/10 w - - 0 1"),
        ("grand", "r8r/1nbqkcabn1/ppp2ppppp/3p6/4pP4/10/10/PPPPP1PPPP/1NBQKCABN1/R8R w - e7 0 3"),
        ("chess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        (
            "doublechess",
            "rnbqrnbqkbnrqbnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBQRNBQKBNRQBNR w AELPaelp - 0 1",
        ),
        ("doublechess", "r3r3k2r3r/pppppppppppppppp/16/16/7Pp7/16/PPPPPPP1PPPPPPPP/R3R3K2R3R b AELPaelp h3 0 1"),
        ("speedchess", "nqkbr/ppppp/5/PPPPP/NQKBR w - - 0 1"),
        ("french", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"),
        ("sepoys", "4m3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"),
        ("sepoys", "4m3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1"),
        ("shako", "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1"),
    ];
    let mut nodes = 0;
    for &(id, fen) in cases {
        let s = Slow::new(id);
        let pos = s.pos_from_fen(fen);
        let mut g = engine(id, fen);
        if let Err(e) = walk(&s, &pos, &mut g, 2, &mut nodes) {
            panic!("{e}");
        }
    }
    assert!(nodes > 20_000, "only {nodes} nodes compared");
}

// ---------------------------------------------------------------------------------------------
// 4. Random games.

/// Expected end of a game whose side to move has no legal move (per the variant's rules).
fn expected_end(s: &Slow, pos: &SlowPos) -> Outcome {
    let us = pos.turn;
    let r = &s.v.rules;
    let winner = |v: Value| match v {
        Value::Win => Some(us),
        Value::Loss | Value::Quarter => Some(if us == Color::White { Color::Black } else { Color::White }),
        Value::Draw => None,
    };
    let bare = !pos.board.iter().any(|p| matches!(p, Some((_, c)) if *c == us));
    match r.extinction {
        Some(v) if bare => Outcome { winner: winner(v), reason: Reason::Extinction },
        _ if s.in_check(pos, us) => Outcome { winner: winner(r.checkmate), reason: Reason::Checkmate },
        _ if r.stalemate == Value::Quarter => Outcome { winner: winner(r.stalemate), reason: Reason::ScoredStalemate },
        _ => Outcome { winner: winner(r.stalemate), reason: Reason::Stalemate },
    }
}

/// Plays `games` fixed-seed random games of up to `max_plies` plies, cycling through `variants`,
/// and compares at every ply: the move sets, the board, check, the engine's FEN (read back by the
/// slow generator, it must give the same moves) and, where no move is left, the outcome.
/// Odd games prefer captures, promotions and castlings, to reach endgames and special moves.
/// Returns the number of plies played.
fn random_games(variants: &[&str], games: usize, max_plies: usize, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut plies = 0;
    for game in 0..games {
        let id = variants[game % variants.len()];
        let s = Slow::new(id);
        let mut pos = s.start();
        let mut g = Game::new(id, None).unwrap();
        let mut line: Vec<String> = Vec::new();
        for _ in 0..=max_plies {
            let moves = s.legal_moves(&pos);
            let slow: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
            let mut eng = g.legal_moves();
            eng.sort();
            let fen = g.fen();
            let ctx = || format!("{id} game {game} after {line:?}\n  FEN '{fen}'");
            assert!(slow == eng, "{}: move sets differ\n  {}", ctx(), diff(&slow, &eng));
            let board = s.board_fen(&pos);
            assert!(fen.starts_with(&format!("{board} ")), "{}: slow board '{board}'", ctx());
            assert_eq!(g.in_check(), s.in_check(&pos, pos.turn), "{}: in_check", ctx());
            let reread = s.legal_strings(&s.pos_from_fen(&fen));
            assert!(
                reread == slow,
                "{}: the engine's FEN reads back as other moves\n  {}",
                ctx(),
                diff(&reread, &slow)
            );
            if slow.is_empty() {
                assert_eq!(g.outcome(), Some(expected_end(&s, &pos)), "{}: outcome", ctx());
                break;
            }
            if g.outcome().is_some() || line.len() == max_plies {
                break;
            }
            let special: Vec<&str> = moves
                .iter()
                .filter(|m| m.captured.is_some() || m.promo.is_some() || m.castle.is_some())
                .map(|m| m.text.as_str())
                .collect();
            let m = if game % 2 == 1 && !special.is_empty() && rng.below(3) > 0 {
                special[rng.below(special.len())].to_string()
            } else {
                slow[rng.below(slow.len())].clone()
            };
            g.play(&m).unwrap_or_else(|e| panic!("{}: engine refuses {m}: {e}", ctx()));
            pos = s.play(&pos, &m);
            line.push(m);
            plies += 1;
        }
    }
    plies
}

#[test]
fn move_sets_match_in_random_games() {
    let plies = random_games(&["chess", "capablanca", "doublechess", "french", "sepoys"], 200, 60, 0x5EED_F00D_2024);
    assert!(plies > 5_000, "only {plies} plies compared");
}

#[test]
fn move_sets_match_in_random_games_of_other_variants() {
    let variants = ["grand", "speedchess", "shako", "maharajah", "antichess", "giveaway", "gardner", "miccio"];
    let plies = random_games(&variants, 80, 80, 0xC0FF_EE15_600D);
    assert!(plies > 2_000, "only {plies} plies compared");
}

// ---------------------------------------------------------------------------------------------
// The hand-made positions above test what their comments say (slow generator alone).

#[test]
fn special_positions_exercise_their_rules() {
    let moves = |id: &str, fen: &str| Slow::new(id).legal_strings(&Slow::new(id).pos_from_fen(fen));
    let has = |ms: &[String], m: &str| ms.iter().any(|x| x == m);

    let d = moves("doublechess", "r7k6r/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/R7K6R w APap - 0 1");
    assert!(has(&d, "i1e1") && has(&d, "i1m1") && !has(&d, "i1g1") && !has(&d, "i1k1"), "{d:?}");
    let d = moves("doublechess", "r7k6r/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/R7K6R w KQkq - 0 1");
    assert!(has(&d, "i1e1") && has(&d, "i1m1"), "{d:?}");
    let d = moves("doublechess", "5k10/9r6/16/16/16/16/16/R3R3K2R3R w AELP - 0 1");
    assert!(has(&d, "i1g1") && !has(&d, "i1e1") && !has(&d, "i1k1") && !has(&d, "i1m1"), "{d:?}");
    let d = moves("doublechess", "5k10/16/16/16/16/16/16/R3R3K2R3R w AELP - 0 1");
    assert!(has(&d, "i1g1") && has(&d, "i1k1") && !has(&d, "i1e1") && !has(&d, "i1m1"), "{d:?}");
    // Outer king-side castling: landing on an attacked m1, or passing an attacked k1, is illegal.
    let d = moves("doublechess", "4k7r3/16/16/16/16/16/8PPPP1PPP/8K6R w P - 0 1");
    assert!(!has(&d, "i1m1"), "{d:?}");
    let d = moves("doublechess", "4k5r5/16/16/16/16/16/8PP1PPPPP/8K6R w P - 0 1");
    assert!(!has(&d, "i1m1") && has(&d, "i1j1"), "{d:?}");
    let d = moves("doublechess", "4k11/16/16/16/16/16/8PPPPPPPP/8K6R w P - 0 1");
    assert!(has(&d, "i1m1"), "{d:?}");

    let sp = moves("speedchess", "k4/3P1/5/PPP2/NQKBR w - - 0 1");
    assert!(!sp.iter().any(|m| m.starts_with("d4")), "{sp:?}");
    let sp = moves("speedchess", "k4/3P1/5/PPP2/1QKBR w - - 0 1");
    assert_eq!(sp.iter().filter(|m| m.starts_with("d4")).collect::<Vec<_>>(), ["d4d5n"]);
    let sp = moves("speedchess", "k1r2/3P1/5/PPP2/NQKB1 w - - 0 1");
    assert_eq!(sp.iter().filter(|m| m.starts_with("d4")).collect::<Vec<_>>(), ["d4c5r", "d4d5r"]);
    let s = Slow::new("speedchess");
    assert!(s.in_check(&s.pos_from_fen("4k/3P1/5/PPP2/NQKBR b - - 0 1"), Color::Black));

    assert_eq!(moves("french", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2"), ["e4d5"]);
    assert_eq!(moves("french", "1n6/P7/8/8/8/8/8/4k2K w - - 0 1"), ["a7b8b", "a7b8n", "a7b8q", "a7b8r"]);
    assert!(!has(&moves("french", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b - e3 0 2"), "d4e3"));
    assert!(has(&moves("chess", "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 2"), "d4e3"));

    let s = Slow::new("sepoys");
    assert!(s.in_check(&s.pos_from_fen("8/8/8/8/8/2m5/PPPPPPPP/RNBQKBNR b KQ - 0 1"), Color::Black));
    let m = moves("sepoys", "5m2/8/8/8/8/8/PPPPP1PP/R3K2R w KQ - 0 1");
    assert!(has(&m, "e1c1") && !has(&m, "e1g1"), "{m:?}");

    let c = moves("capablanca", "r4k3r/pppppppppp/10/10/10/10/PPPPPPPPPP/R4K3R w KQkq - 0 1");
    assert!(has(&c, "f1c1") && has(&c, "f1i1"), "{c:?}");

    let gr = moves("grand", "4k5/P9/7P2/10/10/10/10/10/1NBQKC2p1/10 w - - 0 1");
    let a9: Vec<&String> = gr.iter().filter(|m| m.starts_with("a9")).collect();
    assert_eq!(a9, ["a9a10a", "a9a10b", "a9a10n", "a9a10r"]);
    let h8: Vec<&String> = gr.iter().filter(|m| m.starts_with("h8")).collect();
    assert_eq!(h8, ["h8h9", "h8h9a", "h8h9b", "h8h9n", "h8h9r"]);
}

// ---------------------------------------------------------------------------------------------
// A castling whose king move is also an ordinary king move is named by the rook's square
// (notation.md): a king with an initial sideways two-square jump (`KisD`).

#[test]
fn castling_that_clashes_with_a_king_move_is_named_by_the_rook() {
    let v = fairyboard::variants::from_ini("[clash:chess]\npiece = k | King | KisD\n", None).unwrap();
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";
    let s = Slow::from_variant(v.clone());
    let pos = s.pos_from_fen(fen);
    let slow = s.legal_strings(&pos);
    assert!(slow.iter().any(|m| m == "e1h1") && slow.iter().any(|m| m == "e1a1"), "{slow:?}");
    let mut g = Game::from_variant(v, Some(fen)).unwrap();
    let mut eng = g.legal_moves();
    eng.sort();
    assert!(slow == eng, "{}", diff(&slow, &eng));
    let mut nodes = 0;
    walk(&s, &pos, &mut g, 2, &mut nodes).unwrap_or_else(|e| panic!("{e}"));
}

/// A piece that checks by a leap and along a line at once (a rook that also leaps two squares) is
/// answered by its capture or a royal move, not by a block: perft's count of a side in check and
/// the listed moves agree with the slow generator.
#[test]
fn a_check_by_leap_and_line_is_not_answered_by_a_block() {
    let v = fairyboard::variants::from_ini("[rdchess:chess]\npiece = r | Rook | RD\n", None).unwrap();
    let s = Slow::from_variant(v.clone());
    let fen = "4k3/8/8/8/8/4N3/8/2r1K3 w - - 0 1";
    let mut g = Game::from_variant(v.clone(), Some(fen)).unwrap();
    assert_eq!(g.legal_moves(), ["e1d2", "e1e2", "e1f2"]);
    assert_eq!(g.perft(1), 3);
    let fens = [fen, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "4k3/8/8/8/2n5/8/3PP3/r1B1K2R w K - 0 1"];
    agrees_with_slow(&v, &s, &fens.map(String::from), 12, 0x5EED_0D0B);
}

/// The engine against the slow generator on `v`: perft 3 and depth-2 trees from each of `fens`,
/// then `games` random games from the start (every other one taking captures when it can), their
/// move sets and check compared at every ply.
fn agrees_with_slow(v: &fairyboard::variants::Variant, s: &Slow, fens: &[String], games: usize, seed: u64) {
    let id = &v.id;
    for fen in fens {
        let pos = s.pos_from_fen(fen);
        let mut g = Game::from_variant(v.clone(), Some(fen)).unwrap();
        let (want, got) = (s.perft(&pos, 3), g.perft(3));
        assert_eq!(want, got, "{id} '{fen}' depth 3: slow {want}, engine {got}");
        let mut nodes = 0;
        walk(s, &pos, &mut g, 2, &mut nodes).unwrap_or_else(|e| panic!("{e}"));
    }
    let mut rng = Rng::new(seed);
    for game in 0..games {
        let mut pos = s.start();
        let mut g = Game::from_variant(v.clone(), None).unwrap();
        for ply in 0..80 {
            let moves = s.legal_moves(&pos);
            let slow: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
            let mut eng = g.legal_moves();
            eng.sort();
            assert!(slow == eng, "{id} game {game} ply {ply} '{}'\n  {}", g.fen(), diff(&slow, &eng));
            assert_eq!(g.in_check(), s.in_check(&pos, pos.turn), "{id} '{}': in_check", g.fen());
            if slow.is_empty() || g.outcome().is_some() {
                break;
            }
            let special: Vec<&String> = moves.iter().filter(|m| m.captured.is_some()).map(|m| &m.text).collect();
            let m = if game % 2 == 1 && !special.is_empty() && rng.below(3) > 0 {
                special[rng.below(special.len())].clone()
            } else {
                slow[rng.below(slow.len())].clone()
            };
            g.play(&m).unwrap();
            pos = s.play(&pos, &m);
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 5. Hoppers, grasshoppers, lame and exact leaps, riders of other atoms: a 10x10 test army, checked
// the same ways (checks and pins through screens and lame-leap paths arise in the random games).

fn fairy_lab() -> fairyboard::variants::Variant {
    fairyboard::variants::from_ini(
        "[fairylab:chess]
board = 10x10
start = rhcgqkynxr/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RHCGQKYNXR w KQkq - 0 1
piece = h | Horse | nN
piece = c | Cannon | mRcpR
piece = g | Grasshopper | gQ
piece = y | Giraffe | (4,1)
piece = x | Exact three | W03
piece = n | Nightrider | NN
castling = a:c:d j:i:h
promotion = q r c g h n x y
promotion_ranks = 10
promotion_mandatory = 10
",
        None,
    )
    .unwrap()
}

#[test]
fn fairy_pieces_match_slow_generator() {
    let v = fairy_lab();
    let s = Slow::from_variant(v.clone());
    let fens = [
        v.start_fen.clone(),
        // Check by a cannon over a horse (moving the screen away answers it); promotions.
        "r4k3r/pP8/10/5c4/10/2g7/10/5H4/PPPPP1PPPP/R4K3R w KQkq - 0 1".to_string(),
        // Two screens: the horse may not leave the f-file, as the pawn behind it would become the screen.
        // The grasshopper on c5 also attacks c1 and g1 over the pawns: no castling.
        "r4k3r/pP8/10/5c4/10/2g7/10/5H4/PPPPPPPPPP/R4K3R w KQkq - 0 1".to_string(),
        // With the grasshopper on a8 both castlings are legal.
        "r4k3r/pP8/g9/5c4/10/10/10/5H4/PPPPPPPPPP/R4K3R w KQkq - 0 1".to_string(),
    ];
    let checked = s.pos_from_fen(&fens[1]);
    assert!(s.in_check(&checked, Color::White));
    assert!(s.legal_strings(&checked).iter().any(|m| m.starts_with("f3")));
    let pinned = s.legal_strings(&s.pos_from_fen(&fens[2]));
    assert!(!pinned.iter().any(|m| m.starts_with("f3") || m == "f1i1" || m == "f1c1"), "{pinned:?}");
    let free = s.legal_strings(&s.pos_from_fen(&fens[3]));
    assert!(free.iter().any(|m| m == "f1i1") && free.iter().any(|m| m == "f1c1"), "{free:?}");
    agrees_with_slow(&v, &s, &fens, 40, 0xFA1B_1AB5);
}

// ---------------------------------------------------------------------------------------------
// 6. Sliders confined to a region (`confine`: moves end inside it) are still blocked, and screened,
// by the pieces outside it: xiangqi's palaces (one region holding both) with a general that moves
// as a rook and advisors that move as cannons (a fuzzed definition let the general slide through
// its own pawn into the other palace and take the general there).

#[test]
fn confined_sliders_are_blocked_outside_their_region() {
    let v = fairyboard::variants::from_ini(
        "[palacelab:xiangqi]\npiece = k | General | R\npiece = a | Advisor | mRcpR",
        None,
    )
    .unwrap();
    let s = Slow::from_variant(v.clone());
    let fens = [
        v.start_fen.clone(),
        // The e-file open from palace to palace: the general may slide into the other one.
        "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1".to_string(),
        "4k4/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1".to_string(),
        "3ak4/9/9/9/4P4/4p4/9/9/9/3AK4 w - - 0 1".to_string(),
    ];
    let blocked = s.legal_strings(&s.pos_from_fen(&fens[2]));
    assert!(!blocked.iter().any(|m| m == "e1e10"), "{blocked:?}");
    agrees_with_slow(&v, &s, &fens, 20, 0x009A_1ACE);
}

//! Progressive chess (spec variants-catalog §20): series of 1, 2, 3, … moves, every move legal on
//! its own, a check ending the series, en passant only as a series' first move against any pawn
//! that double-stepped in the opponent's last series and has not moved since, no legal move
//! before the series is complete a draw. The engine agrees with an independent slow model written
//! here from the spec (own board, own attack test, own series and en passant bookkeeping) on
//! perft counted per move and per series, and at every ply of random games, with undo and the
//! position string. Run in release mode.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::chess_slow::{End, Slow};
use common::Rng;
use fairyboard::game::GameInterface;
use fairyboard::pieces::Color;
use fairyboard::{Game, Reason};

#[test]
fn perft_per_move_and_per_series_agrees_with_the_slow_model() {
    let mut g = Game::new("progressive", None).unwrap();
    let slow = Slow::start();
    for d in 1..=4 {
        assert_eq!(g.perft(d), slow.perft(d), "depth {d}");
    }
    assert_eq!(common::perft_turns(&mut g, 2), slow.perft_turns(2), "two series");
    // A series of three from a sparse position, where checks end many series early.
    let fen = "4k3/8/8/3q4/8/8/4P3/R3K2R w KQ - 0 2 part:1";
    let mut g = Game::new("progressive", Some(fen)).unwrap();
    let slow = Slow::from_fen(fen);
    assert_eq!(common::perft_turns(&mut g, 1), slow.perft_turns(1), "one series of three");
    assert_eq!(g.perft(3), slow.perft(3), "three moves");
}

/// A position deep in a game, with double steps in both series: the en passant bookkeeping.
#[test]
fn en_passant_of_the_last_series_only_as_the_first_move() {
    let mut g = Game::new("progressive", None).unwrap();
    let mut slow = Slow::start();
    // 1. e4  2. a6 a5  3. e5 d4 h3  4. (Black) d5 f5 … : d5 and f5 are both open to White's 5th.
    for m in ["e2e4", "a7a6", "a6a5", "e4e5", "d2d4", "h2h3", "d7d5", "f7f5", "b7b6", "c7c6"] {
        g.play(m).unwrap();
        slow = slow.play(m);
    }
    let mut moves = g.legal_moves();
    moves.sort();
    assert_eq!(moves, slow.moves());
    assert!(moves.contains(&"e5d6".to_string()) && moves.contains(&"e5f6".to_string()), "{moves:?}");
    // Article 003's diagram #progressive-en-passant shows this position.
    assert_eq!(g.fen(), "rnbqkbnr/4p1pp/1pp5/p2pPp2/3P4/7P/PPP2PP1/RNBQKBNR w KQkq d6,f6 0 3 part:1");
    assert_eq!(Game::new("progressive", Some(&g.fen())).unwrap().fen(), g.fen(), "FEN round trip");
    // Not as a later move of the series.
    g.play("a2a3").unwrap();
    assert!(!g.legal_moves().iter().any(|m| m == "e5d6" || m == "e5f6"), "{}", g.fen());
}

#[test]
fn random_games_agree_move_by_move_and_undo_keeps_the_series() {
    let mut rng = Rng::new(0x9a0_6e55);
    let (mut checks, mut passants, mut ended) = (0, 0, 0);
    for game in 0..40 {
        let mut g = Game::new("progressive", None).unwrap();
        let mut slow = Slow::start();
        let mut fens = vec![g.fen()];
        for ply in 0..400 {
            let mut moves = g.legal_moves();
            moves.sort();
            assert_eq!(moves, slow.moves(), "game {game} ply {ply}: {}", g.fen());
            if let Some(o) = g.outcome() {
                if o.reason != Reason::InsufficientMaterial {
                    let end = slow.end.expect("the slow model sees the end too");
                    assert_eq!(end, o.winner.map_or(End::Draw, |w| End::Mate(w == Color::White)), "game {game}");
                    ended += 1;
                }
                break;
            }
            let turn = GameInterface::turn(&g);
            assert_eq!(turn.side == Color::White, slow.white, "game {game} ply {ply}: side");
            assert_eq!((turn.part, turn.parts), (slow.done + 1, slow.series), "game {game} ply {ply}");
            let back = Game::new("progressive", Some(&g.fen())).map(|b| b.fen());
            assert_eq!(back.as_ref().ok(), Some(&g.fen()), "FEN round trip: {back:?}, {}", g.fen());
            // Prefer captures and checks now and then, so series end early and games end.
            let sharp: Vec<&String> = moves
                .iter()
                .filter(|m| g.token_at(&m[2..4]).ok().flatten().is_some() || slow.board_after(m).in_check(!slow.white))
                .collect();
            let m = if !sharp.is_empty() && rng.below(2) == 0 {
                sharp[rng.below(sharp.len())].clone()
            } else {
                moves[rng.below(moves.len())].clone()
            };
            let next = slow.play(&m);
            checks += usize::from(next.done == 0 && next.in_check(next.white) && slow.done + 1 < slow.series);
            passants += usize::from(
                m.as_bytes()[0] != m.as_bytes()[2]
                    && g.token_at(&m[2..4]).ok().flatten().is_none()
                    && g.token_at(&m[0..2]).ok().flatten().is_some_and(|p| p.eq_ignore_ascii_case("p")),
            );
            g.play(&m).unwrap();
            slow = next;
            fens.push(g.fen());
        }
        while g.undo().is_some() {
            fens.pop();
            assert_eq!(g.fen(), *fens.last().unwrap(), "undo steps back one move, within the series too");
        }
    }
    println!("series ended by check {checks}, games ended {ended}, en passant {passants}");
    assert!(checks > 20 && ended > 5, "series ended by check {checks}, games ended {ended}, en passant {passants}");
}

#[test]
fn a_check_ends_the_series_and_the_opponent_gets_the_full_next() {
    // White's 3rd series: e4 (1), Black: f6 g5 (2), White: Qh5# is mate on the first move of 3.
    let mut g = Game::new("progressive", None).unwrap();
    for m in ["e2e4", "f7f6", "g7g5", "d1h5"] {
        g.play(m).unwrap();
    }
    let o = g.outcome().expect("mate");
    assert_eq!((o.winner, o.reason), (Some(Color::White), Reason::Checkmate));
    // A check that is no mate: Black still gets 4 moves.
    let mut g = Game::new("progressive", None).unwrap();
    for m in ["e2e4", "e7e5", "d7d6", "f1b5"] {
        g.play(m).unwrap();
    }
    let turn = GameInterface::turn(&g);
    assert_eq!((turn.side, turn.part, turn.parts), (Color::Black, 1, 4));
    // Article 003's diagram #progressive-check shows this position.
    assert_eq!(g.fen(), "rnbqkbnr/ppp2ppp/3p4/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2 part:1");
}

//! Avalanche chess (spec variants-catalog §14): each turn a legal chess move, then a compulsory
//! push of an enemy pawn one step forward onto an empty square (AMB-AVA-1); a push that exposes
//! the pusher's king loses; a pawn pushed onto its last rank is promoted by its owner, and a
//! promotion attacking the pusher's king wins. The engine agrees with an independent model
//! (tests/common/chess_slow.rs, written from the rules) on perft and at every ply of random
//! games, with undo and the position string. Run in release mode.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::chess_slow::{End, Slow};
use common::Rng;
use fairyboard::game::GameInterface;
use fairyboard::pieces::Color;
use fairyboard::{Game, Reason};

fn model() -> Slow {
    Slow { avalanche: true, ..Slow::start() }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[test]
fn perft_agrees_with_the_model() {
    let mut g = Game::new("avalanche", None).unwrap();
    let slow = model();
    for d in 1..=4 {
        assert_eq!(g.perft(d), slow.perft(d), "depth {d}");
    }
    // Counted per turn (a move and its push; a promotion choice opens the owner's turn).
    for turns in 1..=2 {
        assert_eq!(common::perft_turns(&mut g, turns), slow.perft_turns(turns), "{turns} turns");
    }
}

#[test]
fn random_games_agree_move_by_move_and_undo_keeps_the_turn() {
    let mut rng = Rng::new(0xa7a1_a4c3);
    let (mut choices, mut exposed, mut ended) = (0, 0, 0);
    for game in 0..60 {
        let mut g = Game::new("avalanche", None).unwrap();
        let mut slow = model();
        let mut fens = vec![g.fen()];
        for ply in 0..300 {
            let moves = sorted(g.legal_moves());
            assert_eq!(moves, slow.moves(), "game {game} ply {ply}: {}", g.fen());
            if let Some(o) = g.outcome() {
                if o.reason != Reason::InsufficientMaterial
                    && o.reason != Reason::Repetition
                    && o.reason != Reason::MoveRule
                {
                    let end = slow.end.expect("the model sees the end too");
                    assert_eq!(end, o.winner.map_or(End::Draw, |w| End::Mate(w == Color::White)), "game {game}: {o:?}");
                    ended += 1;
                    exposed += usize::from(o.reason == Reason::Goal);
                }
                break;
            }
            assert_eq!(GameInterface::turn(&g).side == Color::White, slow.white, "game {game} ply {ply}");
            let back = Game::new("avalanche", Some(&g.fen())).map(|b| b.fen());
            assert_eq!(back.as_ref().ok(), Some(&g.fen()), "FEN round trip: {back:?}");
            choices += usize::from(moves[0][0..2] == moves[0][2..4]);
            // Prefer captures half of the time, so games end.
            let caps: Vec<&String> =
                moves.iter().filter(|m| g.token_at(&m[2..4]).ok().flatten().is_some() && m[0..2] != m[2..4]).collect();
            let m = if !caps.is_empty() && rng.below(2) == 0 {
                caps[rng.below(caps.len())].clone()
            } else {
                moves[rng.below(moves.len())].clone()
            };
            g.play(&m).unwrap();
            slow = slow.play(&m);
            fens.push(g.fen());
        }
        while g.undo().is_some() {
            fens.pop();
            assert_eq!(g.fen(), *fens.last().unwrap(), "undo steps back one move");
        }
    }
    println!("{ended} games ended ({exposed} by a king exposed by a push or a promotion); {choices} promotion choices");
    assert!(ended > 20 && choices > 5, "ended {ended}, choices {choices}, exposed {exposed}");
}

#[test]
fn a_push_that_exposes_the_pushers_king_loses() {
    // White's push is due and c5-c4 is the only one: it opens the a7 bishop's diagonal to e3.
    let mut g = Game::new("avalanche", Some("4k3/b7/8/2p5/8/4K3/8/8 w - - 0 1 part:2")).unwrap();
    assert_eq!(g.legal_moves(), ["c5c4"]);
    g.play("c5c4").unwrap();
    let o = g.outcome().expect("lost at once");
    assert_eq!((o.winner, o.reason), (Some(Color::Black), Reason::Goal));
    // The king marked in check is the exposed one (White's on e3), not the side to move's.
    assert_eq!(g.check_squares(), ["e3"]);
}

#[test]
fn the_owner_promotes_a_pushed_pawn_and_a_checking_choice_wins() {
    let mut g = Game::new("avalanche", Some("4k3/7p/8/8/8/8/1p6/4K3 w - - 0 1 part:2")).unwrap();
    g.play("b2b1").unwrap();
    // Black's turn opens with its choice for the pawn on b1; the position string keeps it waiting.
    assert_eq!(sorted(g.legal_moves()), ["b1b1b", "b1b1n", "b1b1q", "b1b1r"]);
    assert_eq!(g.fen(), "4k3/7p/8/8/8/8/8/1p2K3 b - - 0 1 part:1");
    assert_eq!(Game::new("avalanche", Some(&g.fen())).unwrap().fen(), g.fen());
    // Article 003's diagrams #avalanche-push and #avalanche-promotion show these positions.
    let mut e4 = Game::new("avalanche", None).unwrap();
    e4.play("e2e4").unwrap();
    assert_eq!(e4.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1 part:2");
    let mut quiet = g.clone();
    g.play("b1b1q").unwrap();
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason)), Some((Some(Color::Black), Reason::Goal)));
    // A knight does not attack e1: Black goes on with its turn (a move, then a push).
    quiet.play("b1b1n").unwrap();
    assert!(quiet.outcome().is_none());
    assert_eq!(GameInterface::turn(&quiet).side, Color::Black);
    assert!(quiet.legal_moves().iter().any(|m| m.starts_with("e8")));
}

/// A position set up at the push when no enemy pawn can be pushed: the push is skipped (§14.1 [A])
/// and Black moves; it was read as a stalemate (a rules review).
#[test]
fn a_setup_at_the_push_with_no_pawn_to_push_passes_the_turn() {
    let mut g = Game::new("avalanche", Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 part:2")).unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/R3K3 b - - 0 1 part:1");
    assert!(g.legal_moves().iter().any(|m| m == "e8d7"));
}

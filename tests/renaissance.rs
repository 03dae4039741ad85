//! Renaissance chess (spec variants-catalog §21): the engine agrees with an independent slow
//! generator written from the spec (tests/common/renaissance_slow.rs) on perft 1–3 from the start,
//! at every node of the depth-2 tree, and at every ply of random games from the start and from a
//! position built for the special rules (bent riders with blocked routes, fox and guard promotions
//! on arrival, castling of both sides along the second rank). Run in release mode.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::renaissance_slow::RenPos;
use common::{walk_agrees, Rng};
use fairyboard::Game;

/// Bent riders among blockers, a pawn one step from the fox rank, a fox one step from the guard
/// rank, a black pawn one step from its fox rank, both sides free to castle both ways.
const RULES: &str = "12/r4k5r/7P2F1/1d7V2/3p4P3/5D6/v11/2p9/R5K4R/12 w KQkq - 0 1";

#[test]
fn perft_agrees_with_the_slow_generator() {
    let mut g = Game::new("renaissance", None).unwrap();
    let slow = RenPos::from_fen(&g.fen());
    for d in 1..=3 {
        assert_eq!(g.perft(d), slow.perft(d), "start, depth {d}");
    }
    let mut g = Game::new("renaissance", Some(RULES)).unwrap();
    let slow = RenPos::from_fen(RULES);
    for d in 1..=2 {
        assert_eq!(g.perft(d), slow.perft(d), "rules position, depth {d}");
    }
}

#[test]
fn every_node_agrees_to_depth_2() {
    let mut g = Game::new("renaissance", Some(RULES)).unwrap();
    walk_agrees(&mut g, &RenPos::from_fen(RULES), 2, &mut vec![]);
}

#[test]
fn random_games_agree_and_reach_the_special_rules() {
    let mut rng = Rng::new(0x0e4e_55a1);
    let (mut fox, mut guard, mut castles, mut bent) = (0, 0, 0, 0);
    for game in 0..24 {
        let fen = if game % 2 == 0 { None } else { Some(RULES) };
        let mut g = Game::new("renaissance", fen).unwrap();
        let mut slow = RenPos::from_fen(&g.fen());
        for ply in 0..160 {
            let mut moves = g.legal_moves();
            moves.sort();
            assert_eq!(moves, slow.legal(), "game {game} ply {ply}: {}", g.fen());
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            // Prefer the rule moves now and then, so that they are played and followed.
            let special: Vec<&String> = moves
                .iter()
                .filter(|m| {
                    m.ends_with('f')
                        || m.ends_with('g')
                        || g.token_at(&m[..m.len() / 2]).ok().flatten().is_some_and(|t| "KkDdVv".contains(t.as_str()))
                })
                .collect();
            let m = if !special.is_empty() && rng.below(3) == 0 {
                special[rng.below(special.len())].clone()
            } else {
                moves[rng.below(moves.len())].clone()
            };
            let mover = g.token_at(&m[..2]).ok().flatten().or_else(|| g.token_at(&m[..3]).ok().flatten());
            fox += usize::from(m.ends_with('f'));
            guard += usize::from(m.ends_with('g'));
            bent += usize::from(mover.as_deref().is_some_and(|t| "DdVv".contains(t)));
            let before = g.fen();
            g.play(&m).unwrap();
            let rights = |f: &str| f.split(' ').nth(2).unwrap_or("-").len();
            castles += usize::from(
                mover.as_deref().is_some_and(|t| t == "K" || t == "k")
                    && rights(&g.fen()) + 1 < rights(&before) + 1
                    && m.len() == 4
                    && (m.as_bytes()[0] as i32 - m.as_bytes()[2] as i32).abs() == 2,
            );
            slow = slow.after(&m);
        }
    }
    assert!(fox > 0 && guard > 0, "fox {fox}, guard {guard}");
    assert!(castles > 0, "castlings {castles}");
    assert!(bent > 20, "bent-rider moves {bent}");
}

/// §21.4 "everything else as chess": the fox counts among the pawns only for its promotion, so
/// its moves do not restart the 50-move count (`move_rule_pieces = p`), a pawn's and a capture do.
#[test]
fn only_pawn_moves_and_captures_restart_the_fifty_move_count() {
    let fen = "12/5k6/12/12/3F8/12/12/2p9/6K5/1N10 w - - 99 80";
    let mut g = Game::new("renaissance", Some(fen)).unwrap();
    g.play("d6d7").unwrap();
    let o = g.outcome().expect("the hundredth move without a pawn move or capture ends the game");
    assert_eq!((o.winner, o.reason), (None, fairyboard::Reason::MoveRule));
    let mut g = Game::new("renaissance", Some(&fen.replace(" w ", " b "))).unwrap();
    g.play("c3c2").unwrap();
    assert_eq!(g.fen().split(' ').nth(4), Some("0"), "a pawn's move restarts it");
}

/// Check, mate and stalemate "as chess" (§21.4), with FIDE's dead positions (§22.4): a king with a
/// lone horse (knight) or bishop cannot mate a bare king; a fox (W) still counts as mating material.
#[test]
fn a_lone_minor_piece_cannot_mate() {
    for (fen, dead) in [
        ("12/5k6/12/12/12/12/12/12/6K5/1N10 w - - 0 80", true),
        ("12/5k6/12/12/12/12/12/12/6K5/1B10 w - - 0 80", true),
        ("12/5k6/12/12/12/12/12/12/6K5/1F10 w - - 0 80", false),
        ("12/5k6/12/12/12/12/12/12/6K5/1Q10 w - - 0 80", false),
    ] {
        let mut g = Game::new("renaissance", Some(fen)).unwrap();
        let o = g.outcome();
        assert_eq!(o.map(|o| o.reason), dead.then_some(fairyboard::Reason::InsufficientMaterial), "{fen}");
    }
}

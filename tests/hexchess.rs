//! Gliński's hexagonal chess (spec variants-catalog §10): the engine's perft equals the figures
//! published by independent hexagonal-chess engines (tests/data/hex-perft.json), and at every node
//! of shallow trees and of random games it agrees with an independent slow generator written from
//! the spec (tests/common/hex_slow.rs). Run in release mode for the deep counts.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::hex_slow::HexPos;
use common::{walk_agrees, Rng};
use fairyboard::game::GameInterface;
use fairyboard::Game;

fn suite() -> (String, Vec<u64>) {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/hex-perft.json")).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let nodes = v["nodes"].as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).collect();
    (v["fen"].as_str().unwrap().to_string(), nodes)
}

#[test]
fn perft_equals_the_published_figures() {
    let (fen, nodes) = suite();
    let mut g = Game::new("glinski", None).unwrap();
    assert_eq!(g.fen(), fen, "the start position is the spec's");
    for (d, &n) in nodes.iter().enumerate() {
        assert_eq!(g.perft(d as u32 + 1), n, "depth {}", d + 1);
    }
}

#[test]
fn the_slow_generator_reproduces_the_published_figures() {
    let (fen, nodes) = suite();
    let slow = HexPos::from_fen(&fen);
    for (d, &n) in nodes.iter().take(3).enumerate() {
        assert_eq!(slow.perft(d as u32 + 1), n, "slow generator, depth {}", d + 1);
    }
}

#[test]
fn every_node_agrees_with_the_slow_generator_to_depth_2() {
    let mut g = Game::new("glinski", None).unwrap();
    walk_agrees(&mut g, &HexPos::from_fen(&suite().0), 2, &mut vec![]);
}

/// Random games (captures preferred, so promotions and en passant come up), compared at every
/// ply; the engine's FEN is read back by both generators, and undo restores every position.
#[test]
fn random_games_agree_with_the_slow_generator() {
    let mut rng = Rng::new(0x06c1_a5c1);
    let mut promotions = 0;
    let mut en_passant = 0;
    for game in 0..40 {
        let mut g = Game::new("glinski", None).unwrap();
        let mut slow = HexPos::from_fen(&g.fen());
        let mut fens = vec![g.fen()];
        for ply in 0..200 {
            let mut moves = g.legal_moves();
            moves.sort();
            assert_eq!(moves, slow.legal(), "game {game} ply {ply}: {}", g.fen());
            assert_eq!(HexPos::from_fen(&g.fen()).legal(), moves, "game {game} ply {ply}: FEN read back");
            assert_eq!(Game::new("glinski", Some(&g.fen())).unwrap().fen(), g.fen(), "FEN round trip");
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            let captures: Vec<&String> = moves.iter().filter(|m| m.len() == 5 || rng.below(4) == 0).collect();
            let m = if !captures.is_empty() && rng.below(2) == 0 {
                captures[rng.below(captures.len())].clone()
            } else {
                moves[rng.below(moves.len())].clone()
            };
            g.play(&m).unwrap();
            promotions += usize::from(m.chars().last().is_some_and(|c| c.is_ascii_alphabetic()));
            en_passant += usize::from(g.fen().split(' ').nth(3) != Some("-"));
            slow = slow.after(&m);
            fens.push(g.fen());
        }
        while g.undo().is_some() {
            fens.pop();
            assert_eq!(g.fen(), *fens.last().unwrap(), "undo restores the position");
        }
    }
    assert!(promotions > 0, "some games promote");
    assert!(en_passant > 0, "some positions offer en passant");
}

#[test]
fn pawns_double_step_from_start_cells_and_promote_on_each_file_end() {
    // Any white pawn on a start cell (d3) may double-step; a pawn on a file's last-but-one cell
    // promotes (a5 -> a6, the end of file a), and must.
    let fen = "b/qbk/n1b1n/r5r/ppppppppp/11/P4P5/4P1P4/3P1B1P3/2P2B2P2/1PRNQBKNRP1 w - - 0 1";
    let mut g = Game::new("glinski", Some(fen)).unwrap();
    let moves = g.legal_moves();
    assert!(moves.contains(&"d3d5".to_string()));
    for p in ["q", "r", "b", "n"] {
        assert!(moves.contains(&format!("a5a6{p}")), "a5a6{p} in {moves:?}");
    }
    assert!(!moves.contains(&"a5a6".to_string()), "promotion is compulsory");
    let only_unmoved = Game::new("glinski+unmoved_double_step", Some(fen));
    assert!(only_unmoved.is_ok(), "the AMB-HEX-3 option loads");
}

/// A FEN of Gliński's board from pieces on named cells (ranks 11 → 1, existing cells only).
fn hex_fen(pieces: &[(char, String)], side: char) -> String {
    const LENGTHS: [usize; 11] = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
    let mut ranks = Vec::new();
    for r in (1..=11).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for (f, &len) in LENGTHS.iter().enumerate() {
            if r > len {
                continue;
            }
            let name = format!("{}{r}", (b'a' + f as u8) as char);
            match pieces.iter().find(|(_, c)| *c == name) {
                Some((p, _)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(*p);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        ranks.push(row);
    }
    format!("{} {side} - - 0 1", ranks.join("/"))
}

#[test]
fn stalemate_is_a_draw_and_glinski_scoring_gives_three_quarters() {
    // Find a stalemate of a lone black king in a corner by a white king and queen.
    let cells: Vec<String> =
        GameInterface::cells(&Game::new("glinski", None).unwrap()).into_iter().map(|c| c.name).collect();
    let mut found = None;
    'search: for bk in ["a1", "a6", "f1", "f11", "k1", "k6"] {
        for wk in &cells {
            for wq in &cells {
                if wk == wq || wk == bk || wq == bk {
                    continue;
                }
                let fen = hex_fen(&[('k', bk.to_string()), ('K', wk.clone()), ('Q', wq.clone())], 'b');
                let Ok(mut g) = Game::new("glinski", Some(&fen)) else { continue };
                if g.legal_moves().is_empty() && !g.in_check() {
                    found = Some(fen);
                    break 'search;
                }
            }
        }
    }
    let fen = found.expect("a stalemate exists");
    let o = Game::new("glinski", Some(&fen)).unwrap().outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, fairyboard::Reason::Stalemate), "{fen}: a draw by default");
    let o = Game::new("glinski+glinski_scoring", Some(&fen)).unwrap().outcome().unwrap();
    assert_eq!(o.winner, Some(fairyboard::pieces::Color::White), "{fen}");
    assert_eq!(o.reason, fairyboard::Reason::ScoredStalemate);
}

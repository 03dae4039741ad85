//! A record written in a notation takes the moves that its game's last record shares with it and
//! writes only the others (`notation::written::history`; a move list asks at every move). Oracle:
//! the record of a fresh game of the same start and moves, which has none to take. Checked at
//! every step of seeded random games with take-backs (a new branch follows each), in every
//! notation of the game in turn, and after a new start whose first moves are the same.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Rng;
use fairyboard::game::{open, GameInterface};
use fairyboard::notation::{san, written::Style};

/// The record of a game of `id` from `g`'s start with `g`'s moves, written from nothing.
fn fresh(g: &dyn GameInterface, id: &str, style: Style) -> Vec<String> {
    let start = g.start_position().unwrap();
    let mut f = open(id, Some(&start)).unwrap();
    for m in g.history() {
        f.play(&m).unwrap();
    }
    f.history_as(style).unwrap()
}

#[test]
fn a_record_written_again_equals_one_written_from_nothing() {
    let mut rng = Rng::new(0x5eed_1234);
    for id in ["chess", "crazyhouse", "trojan", "shogi", "xiangqi", "chushogi"] {
        let mut g = open(id, None).unwrap();
        let styles: Vec<Style> = g.notations().into_iter().filter(|s| *s != Style::Coordinates).collect();
        assert!(!styles.is_empty(), "{id}");
        for _ in 0..50 {
            let moves = g.legal_moves(None).unwrap();
            if moves.is_empty() || g.outcome().is_some() || rng.below(6) == 0 {
                g.undo();
            } else {
                g.play(&moves[rng.below(moves.len())]).unwrap();
            }
            for &style in &styles {
                let whole = fresh(g.as_ref(), id, style);
                // Asked from a move on (past the last one too: none), or whole.
                let from = rng.below(whole.len() + 2);
                assert_eq!(
                    g.history_as_from(style, from).unwrap(),
                    whole[from.min(whole.len())..],
                    "{id} {style:?} from {from} after {:?}",
                    g.history()
                );
                assert_eq!(g.history_as(style).unwrap(), whole, "{id} {style:?} after {:?}", g.history());
            }
        }
        assert!(g.history().len() > 10, "{id}: {:?}", g.history());
    }
}

#[test]
fn a_new_start_and_a1_names_are_written_anew() {
    let mut g = open("chess", None).unwrap();
    g.play("g1f3").unwrap();
    assert_eq!(g.history_as(Style::San).unwrap(), ["Nf3"]);
    // The same move from a start where both knights reach f3.
    g.set_position("4k3/8/8/8/8/8/8/4N1NK w - - 0 1").unwrap();
    g.play("g1f3").unwrap();
    assert_eq!(g.history_as(Style::San).unwrap(), ["Ngf3"]);
    // KIF writes a move to the square of the move before as 同, also where that move was kept.
    let mut g = open("shogi", None).unwrap();
    for m in ["c3c4", "g7g6", "b2h8+"] {
        g.play(m).unwrap();
        g.history_as(Style::Kif).unwrap();
    }
    g.play("g9h8").unwrap();
    let kif = g.history_as(Style::Kif).unwrap();
    assert!(kif[3].starts_with('同'), "{kif:?}");
    assert_eq!(kif, fresh(g.as_ref(), "shogi", Style::Kif));
    // Trojan's SAN names squares by the board's labels, records by their a1 names.
    let mut g = open("trojan", None).unwrap();
    let m = g.legal_moves(None).unwrap().into_iter().find(|m| !m.contains('@')).unwrap();
    g.play(&m).unwrap();
    let labels = g.history_as(Style::San).unwrap();
    let a1 = san::with_a1_names(|| g.history_as(Style::San).unwrap());
    assert_ne!(labels, a1, "{m}");
    assert_eq!(g.history_as(Style::San).unwrap(), labels);
    assert_eq!(san::with_a1_names(|| g.history_as(Style::San).unwrap()), a1);
}

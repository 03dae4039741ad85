//! Why a move the pieces could make is refused (tests/data/refusals.json): the refusal's id from
//! the game, the same reason in `play`'s error, and nothing changed by the attempt.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::game::{open, Refusal};
use fairyboard::Game;
use serde_json::Value;

fn cases() -> Vec<Value> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/refusals.json")).unwrap();
    let data: Value = serde_json::from_str(&text).unwrap();
    data["cases"].as_array().unwrap().clone()
}

#[test]
fn each_refused_move_gets_its_rule() {
    let cases = cases();
    assert!(cases.len() >= 15);
    for c in &cases {
        let (variant, fen, mv) =
            (c["variant"].as_str().unwrap(), c["fen"].as_str().unwrap(), c["move"].as_str().unwrap());
        let want = c["refusal"].as_str();
        let mut g = Game::new(variant, Some(fen)).unwrap_or_else(|e| panic!("{variant} {fen}: {e}"));
        let got = g.refusal(mv).map(Refusal::id);
        assert_eq!(got, want, "{variant} {fen} {mv} ({})", c["why"]);
        let legal = g.legal_moves().contains(&mv.to_string());
        match g.play(mv) {
            Ok(_) => assert!(want.is_none() && legal, "{variant} {fen} {mv} was played"),
            Err(e) => {
                let text = e.to_string();
                if let Some(id) = want {
                    let r = Refusal::ALL.iter().find(|r| r.id() == id).unwrap();
                    assert!(text.ends_with(r.text()), "{variant} {mv}: {text}");
                }
                assert_eq!(g.fen(), fen, "{variant} {mv}: a refused move changes nothing");
            }
        }
    }
}

#[test]
fn the_game_interface_gives_the_same_refusals() {
    for c in cases() {
        let (variant, fen, mv) =
            (c["variant"].as_str().unwrap(), c["fen"].as_str().unwrap(), c["move"].as_str().unwrap());
        let mut g = open(variant, Some(fen)).unwrap();
        assert_eq!(g.refusal(mv).map(Refusal::id), c["refusal"].as_str(), "{variant} {fen} {mv}");
    }
}

#[test]
fn every_refusal_has_an_id_and_words() {
    let mut ids: Vec<&str> = Refusal::ALL.iter().map(|r| r.id()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), Refusal::ALL.len());
    assert!(Refusal::ALL.iter().all(|r| r.text().len() > 10 && !r.text().ends_with('.')));
}

#[test]
fn a_long_hostile_move_string_is_refused_at_once() {
    // A square and two million digits: every way of cutting it into two squares used to be read
    // whole (quadratic: minutes); square names are at most three bytes.
    let text = format!("e1{}", "1".repeat(2_000_000));
    let mut g = Game::new("chess", None).unwrap();
    let fen = g.fen();
    assert_eq!(g.refusal(&text), None);
    let e = g.play(&text).unwrap_err().to_string();
    assert!(e.starts_with("illegal move 'e1111") && e.len() < 80, "{e}");
    assert_eq!(g.fen(), fen);
}

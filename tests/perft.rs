//! Perft against Fairy-Stockfish's node counts (tests/data/perft.json, a copy of
//! ../shared/reference/perft.json). Every start position and listed position of a variant
//! fairyboard implements is checked at every depth whose count is at most
//! `FAIRYBOARD_PERFT_LIMIT` nodes (default 10 million), so the whole suite stays quick in release mode.

use fairyboard::{variants, Game};
use serde_json::Value;

fn limit() -> u64 {
    std::env::var("FAIRYBOARD_PERFT_LIMIT").ok().and_then(|s| s.parse().ok()).unwrap_or(10_000_000)
}

fn cases() -> Vec<(String, String, Vec<u64>)> {
    let data: Value = serde_json::from_str(include_str!("data/perft.json")).unwrap();
    let mut out = Vec::new();
    for (id, v) in data["variants"].as_object().unwrap() {
        let perft = v["perft"].as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).collect();
        out.push((id.clone(), v["fen"].as_str().unwrap().to_string(), perft));
    }
    for p in data["positions"].as_array().unwrap() {
        let perft = p["perft"].as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).collect();
        out.push((p["variant"].as_str().unwrap().to_string(), p["fen"].as_str().unwrap().to_string(), perft));
    }
    out
}

#[test]
fn perft_matches_fairy_stockfish() {
    let known = variants::ids();
    let mut checked = 0;
    let mut failures = Vec::new();
    for (id, fen, perft) in cases() {
        if !known.contains(&id) {
            continue;
        }
        let mut g = Game::new(&id, Some(&fen)).unwrap_or_else(|e| panic!("{id} {fen}: {e}"));
        for (i, &expected) in perft.iter().enumerate() {
            if expected > limit() {
                break;
            }
            let got = g.perft(i as u32 + 1);
            checked += 1;
            if got != expected {
                failures.push(format!("{id} '{fen}' depth {}: expected {expected}, got {got}", i + 1));
                break;
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked > 60, "only {checked} perft values checked");
}

#[test]
fn every_oracle_variant_of_the_issue_is_covered() {
    let data: Value = serde_json::from_str(include_str!("data/perft.json")).unwrap();
    for id in ["chess", "capablanca", "grand", "antichess", "giveaway", "gardner", "miccio", "shako", "maharajah"] {
        assert!(data["variants"].get(id).is_some(), "{id} missing from perft.json");
        assert!(variants::ids().contains(&id.to_string()), "{id} is not a fairyboard variant");
    }
}

#[test]
fn start_fens_match_fairy_stockfish() {
    // Variants sharing Fairy-Stockfish's name and start position write the same FEN.
    let data: Value = serde_json::from_str(include_str!("data/perft.json")).unwrap();
    for id in ["chess", "grand", "antichess", "giveaway", "gardner", "miccio", "shako", "maharajah"] {
        let g = Game::new(id, None).unwrap();
        assert_eq!(g.fen(), data["variants"][id]["fen"].as_str().unwrap(), "{id}");
    }
    // Capablanca: the article's array by default, Fairy-Stockfish's as the alternative.
    let v = variants::builtin("capablanca").unwrap();
    assert_eq!(v.alt_starts[0].1, data["variants"]["capablanca"]["fen"].as_str().unwrap());
}

//! Perft against Fairy-Stockfish's node counts (tests/data/perft.json, a copy of
//! ../shared/reference/perft.json). Every start position and listed position of a variant
//! fairyboard implements is checked at every depth whose count is at most
//! `FAIRYBOARD_PERFT_LIMIT` nodes (default 10 million), so the whole suite stays quick in release mode.

use fairyboard::{variants, Game};
use serde_json::Value;

#[path = "common/fsf.rs"]
mod fsf;
use fsf::fsf_id;

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
        let mut g = Game::new(&fsf_id(&id), Some(&fen)).unwrap_or_else(|e| panic!("{id} {fen}: {e}"));
        for (i, &expected) in perft.iter().enumerate() {
            if expected > limit() {
                break;
            }
            // Fairy-Stockfish's bulk count at the last ply does not apply shogi's pawn-drop-mate rule;
            // perft_fsf counts those leaves the same way (the tree above is the rules' own).
            let got = g.perft_fsf(i as u32 + 1);
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
    for id in [
        "chess",
        "capablanca",
        "grand",
        "antichess",
        "giveaway",
        "gardner",
        "miccio",
        "shako",
        "maharajah",
        "shogi",
        "minishogi",
        "crazyhouse",
        "xiangqi",
        "torishogi",
        "yarishogi",
        "kyotoshogi",
        "dobutsu",
    ] {
        assert!(data["variants"].get(id).is_some(), "{id} missing from perft.json");
        assert!(variants::ids().contains(&id.to_string()), "{id} is not a fairyboard variant");
    }
}

#[test]
fn pawn_drop_mate_is_illegal_but_counted_by_fairy_stockfish_leaves() {
    // perft.json notes that P@i8 would be illegal here; its depth-1 count (44) still includes it.
    let fen = "lnsg3nk/1r2b1gs1/ppppppp1p/7N1/7p1/9/PPPPPPPP1/1B5R1/LNSGKGS1L[P] w - - 0 1";
    let mut g = Game::new("shogi", Some(fen)).unwrap();
    assert!(!g.legal_moves().contains(&"P@i8".to_string()));
    assert_eq!(g.perft(1), 43);
    assert_eq!(g.perft_fsf(1), 44);
    // At even depths the leaves are Black's moves (no pawn in hand): both counts agree.
    assert_eq!(g.perft(2), 986);
    assert_eq!(g.perft(4), 942383);
}

#[test]
fn start_fens_match_fairy_stockfish() {
    // Variants sharing Fairy-Stockfish's name and start position write the same FEN.
    let data: Value = serde_json::from_str(include_str!("data/perft.json")).unwrap();
    for id in [
        "chess",
        "grand",
        "antichess",
        "giveaway",
        "gardner",
        "miccio",
        "shako",
        "maharajah",
        "shogi",
        "minishogi",
        "crazyhouse",
        "xiangqi",
        "torishogi",
        "yarishogi",
        "kyotoshogi",
        "dobutsu",
    ] {
        let g = Game::new(id, None).unwrap();
        assert_eq!(g.fen(), data["variants"][id]["fen"].as_str().unwrap(), "{id}");
    }
    // Capablanca: the article's array by default, Fairy-Stockfish's as the alternative.
    let v = variants::builtin("capablanca").unwrap();
    assert_eq!(v.alt_starts[0].1, data["variants"]["capablanca"]["fen"].as_str().unwrap());
}

//! Perft against Fairy-Stockfish 11.1 (Debian's `fairy-stockfish` package) on positions nobody
//! chose: seeded random playouts of 5-80 plies, biased toward captures, promotions, drops, castling,
//! en passant and checks, in every variant both engines play by the same rules
//! (tests/data/fsf-random.json, written by scripts/fsf-random-oracle.py, which also compared the
//! legal moves at every ply of the playouts). Each position is counted at depths 1-3 as
//! Fairy-Stockfish counts (`perft_fsf`: its last ply keeps shogi's pawn-drop mates, tests/perft.rs).
//! Where Fairy-Stockfish 11.1 is knowingly wrong or older than the rules fairyboard follows (its
//! royal dobutsu lion and optional chick promotion; shako castlings into a check the castling rook
//! uncovers), the file keeps the explained differences with both counts and the rule that explains
//! them; an unexplained disagreement would be listed under `open` and fails here.

use fairyboard::Game;
use serde_json::Value;

#[path = "common/fsf.rs"]
mod fsf;
use fsf::fsf_id;

fn data() -> Value {
    serde_json::from_str(include_str!("data/fsf-random.json")).unwrap()
}

fn counts(v: &Value) -> Vec<u64> {
    v.as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).collect()
}

fn game(variant: &str, fen: &str) -> Game {
    Game::new(&fsf_id(variant), Some(fen)).unwrap_or_else(|e| panic!("{variant} '{fen}': {e}"))
}

#[test]
fn random_positions_match_fairy_stockfish_11() {
    let data = data();
    let positions = data["positions"].as_array().unwrap();
    let mut failures = Vec::new();
    let mut per_variant = std::collections::BTreeMap::new();
    for p in positions {
        let (variant, fen) = (p["variant"].as_str().unwrap(), p["fen"].as_str().unwrap());
        let mut g = game(variant, fen);
        *per_variant.entry(variant).or_insert(0) += 1;
        for (i, expected) in counts(&p["perft"]).into_iter().enumerate() {
            let got = g.perft_fsf(i as u32 + 1);
            if got != expected {
                failures.push(format!(
                    "{variant} '{fen}' depth {}: Fairy-Stockfish 11.1 {expected}, fairyboard {got}",
                    i + 1
                ));
                break;
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} positions differ:\n{}",
        failures.len(),
        positions.len(),
        failures.join("\n")
    );
    assert!(positions.len() >= 300, "only {} positions", positions.len());
    // Every variant has its share, but for those whose random positions almost all meet an
    // explained difference (Fairy-Stockfish 11.1's royal dobutsu lion).
    let explained: Vec<&str> =
        data["known_differences"].as_array().unwrap().iter().map(|d| d["variant"].as_str().unwrap()).collect();
    for (variant, n) in per_variant {
        assert!(n >= 20 || explained.contains(&variant), "{variant}: only {n} positions");
    }
}

#[test]
fn the_variant_ids_are_those_of_the_perft_suite() {
    // The script's mapping (fairyboard id with options, Fairy-Stockfish name) is tests/perft.rs's.
    let data = data();
    for (id, ids) in data["variant_ids"].as_object().unwrap() {
        assert_eq!(ids["fairyboard"].as_str().unwrap(), fsf_id(id), "{id}");
        assert!(Game::new(&fsf_id(id), None).is_ok(), "{id} is not a fairyboard variant");
    }
    for p in data["positions"].as_array().unwrap().iter().chain(data["known_differences"].as_array().unwrap()) {
        let variant = p["variant"].as_str().unwrap();
        assert!(data["variant_ids"].get(variant).is_some(), "{variant} has no id mapping");
    }
}

#[test]
fn explained_differences_keep_their_counts() {
    // Fairy-Stockfish 11.1 agrees at the shallower depths and differs at `depth`, where fairyboard
    // gives the count of the rules it follows; every rule named is explained in the file.
    let data = data();
    let rules = data["rules"].as_object().unwrap();
    for d in data["known_differences"].as_array().unwrap() {
        let (variant, fen) = (d["variant"].as_str().unwrap(), d["fen"].as_str().unwrap());
        let mut g = game(variant, fen);
        for (i, expected) in counts(&d["agreed"]).into_iter().enumerate() {
            assert_eq!(g.perft_fsf(i as u32 + 1), expected, "{variant} '{fen}' depth {}", i + 1);
        }
        let depth = d["depth"].as_u64().unwrap() as u32;
        let (fsf, fairyboard) = (d["fsf"].as_u64().unwrap(), d["fairyboard"].as_u64().unwrap());
        let got = g.perft_fsf(depth);
        assert_eq!(got, fairyboard, "{variant} '{fen}' depth {depth}: Fairy-Stockfish 11.1 {fsf}");
        assert_ne!(got, fsf, "{variant} '{fen}' depth {depth}: now equals Fairy-Stockfish 11.1");
        for rule in d["known"].as_array().unwrap() {
            assert!(rules.contains_key(rule.as_str().unwrap()), "{variant} '{fen}': rule {rule} unexplained");
        }
    }
}

#[test]
fn no_disagreement_is_left_unexplained() {
    let open: Vec<String> = data()["open"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            format!(
                "{} {} depth {}: Fairy-Stockfish 11.1 {}, fairyboard {}",
                d["variant"], d["fen"], d["depth"], d["fsf"], d["fairyboard"]
            )
        })
        .collect();
    assert!(open.is_empty(), "unexplained disagreements with Fairy-Stockfish 11.1:\n{}", open.join("\n"));
}

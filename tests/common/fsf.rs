//! The fairyboard id that plays Fairy-Stockfish's rules for one of its variant names: where the
//! article's reading is the default, the rule options that restore Fairy-Stockfish's
//! (tests/data/fsf-ids.json, which e2e/engine-module.test.mjs reads too). Shared by the perft suite
//! (tests/perft.rs), the random-position oracle (tests/fsf_random.rs) and the browser perft
//! (tests/web.rs).

/// The fairyboard id (with options) for Fairy-Stockfish's variant `id`.
pub fn fsf_id(id: &str) -> String {
    let data: serde_json::Value = serde_json::from_str(include_str!("../data/fsf-ids.json")).unwrap();
    data["ids"][id].as_str().unwrap_or(id).to_string()
}

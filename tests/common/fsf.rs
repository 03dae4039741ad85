//! The fairyboard id that plays Fairy-Stockfish's rules for one of its variant names: where the
//! article's reading is the default, the rule options that restore Fairy-Stockfish's. Shared by
//! the perft suite (tests/perft.rs) and the random-position oracle (tests/fsf_random.rs).

/// The fairyboard id (with options) for Fairy-Stockfish's variant `id`.
pub fn fsf_id(id: &str) -> String {
    match id {
        "torishogi" => "torishogi+two_swallows_per_file".into(),
        "xiangqi" => "xiangqi+simple_repetition".into(),
        _ => id.into(),
    }
}

//! Reading records for JavaScript: `readPgn` (the playground's "load PGN"; feature
//! `playground-api`, so the core page module goes without it).

use wasm_bindgen::prelude::*;

use super::json::{json_object, to_js};
use super::{err, PgnComment};

/// A record read from PGN and replayed.
struct PgnRead {
    variant: String,
    start: Option<String>,
    moves: Vec<String>,
    tags: Vec<(String, String)>,
    comments: Vec<PgnComment>,
    result: Option<String>,
    more: bool,
    left_out: bool,
}
json_object!(PgnRead {
    "variant" => variant,
    "start" => start,
    "moves" => moves,
    "tags" => tags,
    "comments" => comments,
    "result" => result,
    "more" => more,
    "leftOut" => left_out,
});

/// Reads the first game of a PGN text, or a KIF record of shogi or minishogi, and replays it:
/// `{variant, start, moves, tags, comments, result, more, leftOut}` (moves as move strings, `start`
/// the position they start from, comments `[{ply, text}]`, `more`: the text holds more games,
/// `leftOut`: it holds side lines or annotation marks, which are not kept); a bad tag, FEN or move
/// is an error that names it.
#[wasm_bindgen(js_name = readPgn)]
pub fn read_pgn(text: &str) -> Result<JsValue, JsError> {
    #[cfg(feature = "asia")]
    if crate::notation::kif::looks_like(text) {
        let read = crate::game::record::from_kif(text).map_err(err)?;
        return to_js(&PgnRead {
            variant: read.game.id(),
            start: read.game.start_position(),
            moves: read.game.history(),
            tags: read.kif.tags,
            comments: Vec::new(),
            result: read.result,
            more: false,
            left_out: false,
        });
    }
    let (game, p) = crate::game::record::from_pgn(text).map_err(err)?;
    to_js(&PgnRead {
        variant: game.id(),
        start: game.start_position(),
        moves: game.history(),
        tags: p.tags,
        comments: p.comments.into_iter().map(|(ply, text)| PgnComment { ply, text }).collect(),
        result: p.result,
        more: p.more,
        left_out: p.left_out,
    })
}

//! The rest of a variant's definition, for the layers beside the rules: the computer's piece
//! values, the setup choices, how FENs write castling, the random start arrays, the move notation
//! and the game interface that plays it.

use super::{words, Fail, Reader};
use crate::error::shown;
use crate::variants::{setup, CHESS_GAME, GAMES};

/// The rest of the variant (the fields of [`crate::variants::Variant`] of the same names).
pub(super) struct Extras {
    pub(super) values: Vec<(usize, i32)>,
    pub(super) setup: setup::SetupRules,
    pub(super) castling_fen: crate::notation::fen::CastlingFen,
    pub(super) start_shuffle: Vec<usize>,
    pub(super) notation: String,
    pub(super) game: String,
    pub(super) game_rules: Vec<String>,
}

/// What the entries say of the rest.
pub(super) fn read(r: &Reader) -> Result<Extras, Fail> {
    let mut values: Vec<(usize, i32)> = Vec::new();
    for (_, k, v) in r.entries.iter().filter(|e| e.1 == "value" || e.1 == "piece") {
        if k == "piece" {
            let tok = v.split('|').next().unwrap_or("").trim().to_ascii_lowercase();
            if let Some(ty) = r.pieces.iter().position(|p| p.has_token(&tok)) {
                values.retain(|&(t, _)| t != ty);
            }
            continue;
        }
        if v.trim() == "-" {
            values.clear();
            continue;
        }
        let parts = words(v);
        let [tok, n] = parts[..] else {
            return Err(r.fail(format_args!("'{k}' = token centipawns, not '{}'", shown(v))));
        };
        let Some(ty) = r.pieces.iter().position(|p| p.has_token(tok)) else {
            if r.removed(&tok.to_ascii_lowercase()) {
                continue;
            }
            return Err(r.fail(format_args!("'value' names unknown piece '{}'", shown(tok))));
        };
        let n = n.parse::<u32>().ok().filter(|&n| n <= 100_000).map(|n| n as i32).ok_or_else(|| {
            r.fail(format_args!("'value' for '{}' must be 0 to 100000 centipawns, not '{}'", shown(tok), shown(n)))
        })?;
        values.retain(|&(t, _)| t != ty);
        values.push((ty, n));
    }
    let setup_rules =
        setup::parse(&|k: &str| r.last(k).map(str::to_string), r.pieces, r.geometry.width).map_err(|m| r.inv(m))?;
    let castling_fen = match r.choice("castling_fen", &["xfen", "shredder"], 0)? {
        0 => crate::notation::fen::CastlingFen::Xfen,
        _ => crate::notation::fen::CastlingFen::Shredder,
    };
    let start_shuffle = r.list("start_shuffle")?;
    let notation = r.last("notation").unwrap_or("san").to_string();
    if !["san", "shogi", "xiangqi", "labels"].contains(&notation.as_str()) {
        return Err(
            r.fail(format_args!("'notation' must be san, shogi, xiangqi or labels, not '{}'", shown(&notation)))
        );
    }
    let game = r.last("game").unwrap_or(CHESS_GAME).to_string();
    if !GAMES.contains(&game.as_str()) {
        return Err(r.fail(format_args!(
            "'game' must be one of {}, not '{}'",
            crate::notation::join_strs(&GAMES, ", "),
            shown(&game)
        )));
    }
    let mut game_rules = Vec::new();
    for w in r.last("game_rules").unwrap_or_default().split_whitespace() {
        game_rules.push(w.to_string());
    }
    Ok(Extras { values, setup: setup_rules, castling_fen, start_shuffle, notation, game, game_rules })
}

//! Opening a game by id: the variant data's `game` key names the implementation of the game
//! interface that plays it (the chess-like engine, or a game without fixed piece types or board).

use std::sync::Arc;

use super::GameInterface;
use crate::engine::Game;
use crate::error::Error;
use crate::variants::{self, Variant};

/// Opens a game of one implementation from a variant and an optional position in its own format.
type Opener = fn(Arc<Variant>, Option<&str>) -> Result<Box<dyn GameInterface>, Error>;

/// The implementations by the `game` value they answer to.
const OPENERS: &[(&str, Opener)] = &[
    (variants::CHESS_GAME, open_chess),
    #[cfg(feature = "other-games")]
    ("gess", super::gess::open),
    #[cfg(feature = "other-games")]
    ("makarenko", super::makarenko::open),
    #[cfg(feature = "other-games")]
    ("chex", super::chex::open),
];

fn open_chess(v: Arc<Variant>, position: Option<&str>) -> Result<Box<dyn GameInterface>, Error> {
    Ok(Box::new(Game::from_shared(v, position)?))
}

/// A game of the built-in variant `id` (options appended with `+`), from its start or from
/// `position` (FEN for the chess-like engine; each other game's own position string).
pub fn open(id: &str, position: Option<&str>) -> Result<Box<dyn GameInterface>, Error> {
    open_variant(variants::shared(id)?, position)
}

/// A game of a variant definition (built-in or from INI text), whichever implementation plays it.
pub fn open_variant(v: Arc<Variant>, position: Option<&str>) -> Result<Box<dyn GameInterface>, Error> {
    let position = position.filter(|p| !p.trim().is_empty());
    match OPENERS.iter().find(|(name, _)| *name == v.game) {
        Some((_, opener)) => opener(v, position),
        None => Err(Error::Argument(format!("no implementation plays the game '{}' yet", v.game))),
    }
}

/// Defines a page's own variants from INI text (`variants::define`), each checked by opening its
/// game from its start: a start position or a game that cannot be played is refused with them.
#[cfg(feature = "page-variants")]
pub fn define(text: &str) -> Result<Vec<String>, Error> {
    let check = |v: Variant| open_variant(Arc::new(v), None).map(drop).map_err(|e| e.to_string());
    Ok(variants::define(text, &check)?)
}

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

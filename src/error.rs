//! The error type of the public API (Rust and JavaScript).

use crate::engine::position::PositionError;
use crate::geometry::GeometryError;
use crate::notation::fen::FenError;
use crate::variants::VariantError;

/// Everything that can go wrong when using a game; each message says what was wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// A variant could not be found or built.
    #[error("{0}")]
    Variant(String),
    /// A malformed FEN.
    #[error("bad FEN: {0}")]
    Fen(#[from] FenError),
    /// A well-formed FEN that is not a legal position.
    #[error("illegal position: {0}")]
    Position(#[from] PositionError),
    /// A move that is not legal here.
    #[error("illegal move '{0}'")]
    IllegalMove(String),
    /// A bad square name.
    #[error("{0}")]
    Square(#[from] GeometryError),
    /// A piece letter that is not in the variant.
    #[error("'{0}' is not a piece of this variant")]
    UnknownPiece(String),
    /// The game has ended; no more moves.
    #[error("the game is over")]
    GameOver,
    /// A bad argument (depth, option ...).
    #[error("{0}")]
    Argument(String),
}

impl From<VariantError> for Error {
    fn from(e: VariantError) -> Error {
        Error::Variant(e.to_string())
    }
}

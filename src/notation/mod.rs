//! Notation: FEN (positions) and move strings, as ../shared/spec/notation.md fixes them.

pub mod checks;
pub mod choices;
pub mod fen;
pub mod frozen;
pub mod pgn;
pub mod san;
pub mod sfen;
pub mod written;

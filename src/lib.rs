//! # fairyboard
//!
//! Chess-variant rules and move generation, data-driven: a variant is a geometry, pieces in
//! Betza notation, a start position and rule options ([`variants`]). The engine ([`engine`])
//! compiles a variant into tables for a square-set width chosen at load time and generates legal
//! moves proven by perft against Fairy-Stockfish. Every game speaks one interface ([`game`]) to
//! whatever shows or plays it; with the `web` feature the same API is exported to JavaScript
//! (`wasm`) and boards are drawn on a canvas (`render`).
//!
//! ```
//! let mut g = fairyboard::Game::new("chess", None).unwrap();
//! assert_eq!(g.legal_moves().len(), 20);
//! g.play("e2e4").unwrap();
//! assert!(g.play("e2e4").is_err());
//! ```
//!
//! Layers, bottom up: [`geometry`] (cells, square sets), [`pieces`] (Betza), [`rules`] (options),
//! [`variants`] (data files), [`notation`] (FEN), [`engine`] (positions, move generation, games),
//! [`game`] (the game interface), and with feature `web`: `render` (canvas drawing), `wasm`
//! (JavaScript API).

pub mod engine;
pub mod error;
pub mod game;
pub mod geometry;
pub mod notation;
pub mod pieces;
#[cfg(feature = "web")]
pub mod render;
pub mod rules;
pub mod search;
pub mod sort;
pub mod variants;
#[cfg(feature = "web")]
pub mod wasm;

pub use engine::{Game, Outcome, Reason};
pub use error::Error;

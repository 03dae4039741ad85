//! The error type of the public API (Rust and JavaScript).

use crate::engine::position::PositionError;
use crate::geometry::GeometryError;
use crate::notation::fen::FenError;
use crate::variants::VariantError;

/// Everything that can go wrong when using a game; each message says what was wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// A variant could not be found or built.
    #[error("{}", shown_max(.0, MESSAGE_MAX))]
    Variant(String),
    /// A malformed FEN.
    #[error("bad FEN: {0}")]
    Fen(#[from] FenError),
    /// A well-formed FEN that is not a legal position.
    #[error("illegal position: {0}")]
    Position(#[from] PositionError),
    /// A move that is not legal here.
    #[error("illegal move '{}'", shown(.0))]
    IllegalMove(String),
    /// A move the pieces could make that a rule of the game refuses here, and why (xiangqi's
    /// perpetual check and chase).
    #[error("illegal move '{}': {}", shown(.0), .1)]
    Refused(String, String),
    /// A bad square name.
    #[error("{0}")]
    Square(#[from] GeometryError),
    /// A piece letter that is not in the variant.
    #[error("'{}' is not a piece of this variant", shown(.0))]
    UnknownPiece(String),
    /// The game has ended; no more moves.
    #[error("the game is over")]
    GameOver,
    /// A bad argument (depth, option ...).
    #[error("{}", shown_max(.0, MESSAGE_MAX))]
    Argument(String),
}

impl From<VariantError> for Error {
    fn from(e: VariantError) -> Error {
        Error::Variant(e.to_string())
    }
}

/// The longest whole message shown (a message built around echoed input is escaped again whole).
pub const MESSAGE_MAX: usize = 2000;

/// An echoed snippet of user input, safe to show in a message: at most 40 characters (then `…`),
/// invisible characters escaped (see [`shown_max`]).
pub fn shown(text: &str) -> String {
    shown_max(text, 40)
}

/// User input made safe to show in a message: at most `max` characters (then `…`), with control
/// characters, bidirectional overrides and isolates and other invisible format characters
/// described by their Unicode code point (`<U+FEFF>`), so that a message can neither break lines
/// nor reorder the text around it, and names a character it cannot show.
/// Every message that echoes input goes through here.
pub fn shown_max(text: &str, max: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == max {
            out.push('…');
            break;
        }
        let invisible = c.is_control()
            || matches!(c, '\u{00AD}' | '\u{061C}' | '\u{180E}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}' | '\u{FEFF}' | '\u{FFF9}'..='\u{FFFB}');
        if invisible {
            out.push_str(&format!("<U+{:04X}>", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

/// [`shown`] for one character.
pub fn shown_char(c: char) -> String {
    shown(c.encode_utf8(&mut [0; 4]))
}

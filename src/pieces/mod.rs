//! Piece types: a letter, a name and a Betza move definition.

pub mod betza;

pub use betza::{Betza, BetzaError};

/// A piece type of a variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceType {
    /// FEN letter, lower case (`p`, `n`, ...).
    pub letter: char,
    /// A promoted type, written `+` and the letter of the type it promotes from (shogi `+p`).
    pub promoted: bool,
    /// A two-letter name written in parentheses in FEN (dai shogi's `(st)`), for variants with more
    /// piece types than letters; `letter` is then the name's first letter and not used alone.
    pub long: Option<String>,
    /// English name.
    pub name: String,
    /// Parsed move definition (used for both sides; `f` points toward the opponent).
    pub betza: Betza,
    /// Secondary moves that are legal only while the own royal piece is not in check
    /// (the Trojan pieces' C-TROJAN gate, trojan-decimal.md §1.3); they attack regardless.
    pub gated: Option<Betza>,
    /// Moves that replace all others while the own side is in check (the Trojan king: `K`).
    pub in_check: Option<Betza>,
}

/// A side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// The first player (upper-case FEN letters, drawn at the bottom).
    White = 0,
    /// The second player.
    Black = 1,
}

impl Color {
    /// The other side.
    #[inline]
    pub fn flip(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
    /// 0 for White, 1 for Black.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }
    /// Both sides, White first.
    pub const BOTH: [Color; 2] = [Color::White, Color::Black];
}

impl PieceType {
    /// The FEN token (lower case): `p`, or `+p` for a promoted type.
    pub fn token(&self) -> String {
        let base = match &self.long {
            Some(l) => format!("({l})"),
            None => self.letter.to_string(),
        };
        if self.promoted {
            format!("+{base}")
        } else {
            base
        }
    }

    /// Whether `token` is this type's FEN token ([`PieceType::token`]) in any case, compared
    /// without writing the token out.
    pub fn has_token(&self, token: &str) -> bool {
        let base = match token.strip_prefix('+') {
            Some(rest) if self.promoted => rest,
            None if !self.promoted => token,
            _ => return false,
        };
        match &self.long {
            Some(l) => {
                base.strip_prefix('(').and_then(|b| b.strip_suffix(')')).is_some_and(|b| b.eq_ignore_ascii_case(l))
            }
            None => {
                let mut cs = base.chars();
                cs.next().is_some_and(|c| c.to_ascii_lowercase() == self.letter) && cs.next().is_none()
            }
        }
    }

    /// Whether `other` has this type's token but for the promotion mark (`p` and `+p`).
    pub fn same_base(&self, other: &PieceType) -> bool {
        self.long == other.long && (self.long.is_some() || self.letter == other.letter)
    }

    /// The token without `+` and parentheses, upper case (for labels on pieces).
    pub fn label(&self) -> String {
        match &self.long {
            Some(l) => l.to_ascii_uppercase(),
            None => self.letter.to_ascii_uppercase().to_string(),
        }
    }
}

impl std::fmt::Display for Color {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Color::White => "white",
            Color::Black => "black",
        })
    }
}

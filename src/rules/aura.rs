//! Auras: a piece that lends extra moves to pieces beside it (the TCHESS Sergeant, spec tchess.md
//! §7.5.1: a pawn-type directly left or right of a friendly Sergeant also captures one square
//! straight ahead). The lent moves count for attacks too; auras do not stack.

use crate::pieces::Betza;

/// One aura of a variant: `aura = giver | Betza | recipients` in the variant data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Aura {
    /// The piece type that lends the moves.
    pub giver: usize,
    /// The moves lent (single leaps only).
    pub grant: Betza,
    /// Piece types that receive them while standing beside a giver.
    pub recipients: Vec<usize>,
    /// Where a giver must stand, relative to the recipient in the recipient's frame (forward = +y);
    /// by default directly left and right (`sW`).
    pub beside: Vec<(i32, i32)>,
    /// Whether a giver of either side lends (else only a friendly one).
    pub any_side: bool,
}

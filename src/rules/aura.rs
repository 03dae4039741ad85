//! Auras: a piece that lends extra moves to friendly pieces beside it (the TCHESS Sergeant, spec
//! tchess.md §7.5.1: a pawn-type directly left or right of a friendly Sergeant also captures one
//! square straight ahead). The lent moves count for attacks too; auras do not stack.

use crate::pieces::Betza;

/// One aura of a variant: `aura = giver | Betza | recipients` in the variant data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Aura {
    /// The piece type that lends the moves.
    pub giver: usize,
    /// The moves lent (single leaps only).
    pub grant: Betza,
    /// Piece types that receive them while standing beside a friendly giver.
    pub recipients: Vec<usize>,
}

/// Where a recipient must stand relative to its giver: the cells directly left and right on the same rank.
pub const BESIDE: [(i32, i32); 2] = [(-1, 0), (1, 0)];

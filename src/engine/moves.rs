//! The engine's move type.

/// Marker for "no cell" in [`Move::aux`] and [`Move::extra`].
pub const NONE: u16 = u16::MAX;

/// What kind of move this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum MoveKind {
    /// A move or capture on the destination cell.
    Normal,
    /// A pawn multi-step that passes cells an en passant capture may target.
    MultiStep,
    /// En passant: `aux` is the cell of the captured pawn.
    EnPassant,
    /// Castling: `to` is the king's destination, `aux` the rook's cell, `extra` the rook's destination.
    Castle,
    /// A multi-leg move: `aux` is a cell captured on the way (or [`NONE`]), `extra` the stop where
    /// its last leg starts (a two-stage piece's stage-1 square).
    MultiLeg,
    /// A piece from the hand: type `promo - 1` placed on `to` (`from` = `to`).
    Drop,
    /// Two own pieces exchange places (changement, sergeant–pawn swap). If `promo` is set, the piece
    /// arriving on `from` (type `extra`) promotes.
    Swap,
}

/// A move. `promo` is the promoted piece type + 1, or 0.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// Origin cell.
    pub from: u16,
    /// Destination cell.
    pub to: u16,
    /// See [`MoveKind`].
    pub aux: u16,
    /// See [`MoveKind`].
    pub extra: u16,
    /// The kind.
    pub kind: MoveKind,
    /// Promotion: piece type + 1, or 0.
    pub promo: u8,
}

impl Move {
    /// A plain move or capture.
    #[inline]
    pub fn normal(from: usize, to: usize) -> Move {
        Move { from: from as u16, to: to as u16, aux: NONE, extra: NONE, kind: MoveKind::Normal, promo: 0 }
    }

    /// The promoted type, if any.
    #[inline]
    pub fn promotion(&self) -> Option<usize> {
        (self.promo > 0).then(|| self.promo as usize - 1)
    }
}

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
    /// A series of jump captures (`jump_chain`, `special::chains`): `to` is the last landing cell;
    /// `aux` (low bits), `extra` and `promo` (high bits) hold the jump directions
    /// ([`Move::chain_path`]); such a move never promotes.
    Chain,
    /// An enemy pawn pushed one step by the side to move (`rules::push`).
    Push,
    /// The owner's promotion of its pawn waiting on `from` (= `to`) after a push (`rules::push`).
    Choice,
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

    /// A drop of a piece of type `ty` from the hand onto `to`.
    #[inline]
    pub fn drop(ty: usize, to: usize) -> Move {
        Move { from: to as u16, to: to as u16, aux: NONE, extra: NONE, kind: MoveKind::Drop, promo: ty as u8 + 1 }
    }

    /// A jump series from `from` along `dirs` (indices into [`crate::engine::special::chains::DIRS`],
    /// at most [`crate::engine::special::chains::MAX_JUMPS`]) ending on `to`.
    #[inline]
    pub fn chain(from: usize, to: usize, dirs: &[u8]) -> Move {
        let mut code: u64 = 1;
        for &d in dirs.iter().rev() {
            code = (code << 3) | u64::from(d);
        }
        Move {
            from: from as u16,
            to: to as u16,
            aux: code as u16,
            extra: (code >> 16) as u16,
            kind: MoveKind::Chain,
            promo: (code >> 32) as u8,
        }
    }

    /// The jump directions of a [`MoveKind::Chain`] move, first jump first.
    pub fn chain_path(&self) -> Vec<u8> {
        let mut code = u64::from(self.aux) | (u64::from(self.extra) << 16) | (u64::from(self.promo) << 32);
        let mut out = Vec::new();
        while code > 1 {
            out.push((code & 7) as u8);
            code >>= 3;
        }
        out
    }

    /// The promoted type, if any.
    #[inline]
    pub fn promotion(&self) -> Option<usize> {
        (self.promo > 0 && self.kind != MoveKind::Chain).then(|| self.promo as usize - 1)
    }
}

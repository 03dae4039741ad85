//! Hidden information (`fog`, dark chess, spec variants-catalog §25): a side sees only the cells
//! of its own pieces and the cells its pieces could move or capture to (AMB-DARK-1), computed by
//! `engine::special::fog`. The game interface shows each viewer only what it sees.

/// What a side sees of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FogRule {
    /// A pawn also sees the cell straight in front of it when an enemy piece blocks it there
    /// (`fog_pawn_front`; AMB-DARK-1's toggle).
    pub pawn_front: bool,
}

//! Imitators: a piece with no move of its own that moves as the piece type the opponent moved last
//! (the TCHESS Jester, spec tchess.md §7.4). The position keeps that type (`last_mover`); a Jester
//! that moved passes on the type it copied, so chains of Jesters resolve to a real piece.
//!
//! While imitating, the piece uses the copied type's ordinary moves for its owner's side: no
//! first-move (double) steps, no en passant, no promotion, no royalty and no aura.

/// The type the opponent's imitators will copy after a move by a piece of type `mover`:
/// an imitator passes on what it copied (`copied`), any other piece its own type (before promotion).
pub fn effective_type(imitators: &[usize], mover: usize, copied: Option<usize>) -> Option<usize> {
    if imitators.contains(&mover) {
        copied
    } else {
        Some(mover)
    }
}

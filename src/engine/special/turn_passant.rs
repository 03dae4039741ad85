//! En passant over a whole turn (`en_passant = turn`, progressive chess, spec §20.1): the cells
//! passed by every multi-step of a turn, of pawns not moved since, may be taken en passant by the
//! opponent's next turn, and only by its first move.
//!
//! `ep_targets` holds, while a turn is being played, the cells passed by the mover's own
//! multi-steps of this turn; when the turn ends it keeps those the opponent can take; the
//! opponent's first move consumes them. `ep_victim` stays unused: each target's pawn is found by
//! walking from the target (`Position::ep_walk`, the FEN reader's rule). The hash holds one key per
//! target cell.

use crate::engine::position::Position;
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;

impl<B: BitSet> Position<B> {
    /// The hash keys of the targets.
    pub(crate) fn turn_passant_hash(&self, t: &Tables<B>) -> u64 {
        self.ep_targets.iter().fold(0, |h, c| h ^ t.z_ep[c])
    }

    /// Before a move by `us` from `from`: the first move of a turn ends the opponent's targets;
    /// a later one by a pawn that made a multi-step this turn takes its cells out (a piece of `us`
    /// may stand on them meanwhile).
    pub(crate) fn turn_passant_before(&mut self, t: &Tables<B>, from: usize, us: Color) {
        if self.part == 0 {
            self.ep_targets = B::EMPTY;
            return;
        }
        let targets = self.ep_targets;
        for target in targets.iter() {
            if self.ep_walk_over(t, target, us).is_some_and(|(_, pawn)| pawn == from) {
                self.ep_targets.clear(target);
            }
        }
    }

    /// When the turn of `us` ends: keeps the targets whose pawn still stands behind them and that
    /// some enemy pawn could take.
    pub(crate) fn turn_passant_handover(&mut self, t: &Tables<B>, us: Color) {
        let targets = self.ep_targets;
        for target in targets.iter() {
            if self.ep_walk(t, target, us).is_none() || !self.ep_takeable(t, target, us.flip()) {
                self.ep_targets.clear(target);
            }
        }
    }

    /// The pawn an en passant capture onto `target` takes (the side to move captures).
    pub(crate) fn turn_passant_victim(&self, t: &Tables<B>, target: usize) -> Option<usize> {
        self.ep_walk(t, target, self.turn.flip()).map(|(_, pawn)| pawn)
    }
}

//! Imitators (`imitator`, `imitator_mode`, `imitator_promotion`; `rules::imitator`): after each
//! move the position records what the opponent's imitators will copy — the type the piece moved as,
//! and in vector mode the move's displacement.

use crate::engine::moves::{Move, MoveKind};
use crate::engine::position::{decode, Position};
use crate::engine::tables::Tables;
use crate::geometry::BitSet;

impl<B: BitSet> Position<B> {
    /// Records the mover of `m` (made by the side to move, before the board changes) as what the
    /// opponent's imitators copy next, keeping the hash in step.
    pub(crate) fn record_mover(&mut self, t: &Tables<B>, m: Move) {
        // What the opponent's imitators will copy: the mover's type as it moved (§7.4.1), or
        // the promoted type if the variant says so; and the move's displacement.
        let mover = if m.kind == MoveKind::Drop {
            Some(m.promo as usize - 1)
        } else if t.rules.imitator_copies_promoted && m.promo > 0 {
            m.promotion()
        } else {
            decode(self.board[m.from as usize]).map(|p| p.0)
        };
        if t.rules.imitator_vector {
            self.hash ^= t.delta_key(self.last_delta);
            self.last_delta = t.move_delta(&m);
            self.hash ^= t.delta_key(self.last_delta);
        }
        let copied = (self.last_mover > 0).then(|| self.last_mover as usize - 1);
        let eff = mover.and_then(|ty| crate::rules::imitator::effective_type(&t.rules.imitators, ty, copied));
        self.hash ^= t.z_last[self.last_mover as usize];
        self.last_mover = eff.map_or(0, |ty| ty as u8 + 1);
        self.hash ^= t.z_last[self.last_mover as usize];
    }
}

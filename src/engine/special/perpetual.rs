//! Xiangqi's perpetual check and chase (`check_limit`, `chase_illegal`; `rules::perpetual`): the
//! runs of checks kept by make/unmake, the legality filter of a check past the limit, and what the
//! chase test of the game's repetition cycles needs from a position.

use crate::engine::moves::{Move, MoveKind};
use crate::engine::position::Position;
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::rules::included;
use crate::rules::perpetual::NO_CELL;

impl<B: BitSet> Position<B> {
    /// Make-move hook: the runs of checks after `us` played `m` (`gives_check`: the opponent is now
    /// in check), with the hash.
    pub(crate) fn update_check_runs(&mut self, m: Move, us: Color, gives_check: bool) {
        if !included::CHASE {
            return;
        }
        let from = if m.kind == MoveKind::Drop { NO_CELL } else { m.from };
        let old = self.checks;
        let (ui, ti) = (us.index(), us.flip().index());
        self.checks[ui] = old[ui].after_own_move(from, m.to, gives_check);
        self.checks[ti] = old[ti].after_defender_move(from, m.to);
        self.hash ^= old[0].key(0) ^ old[1].key(1) ^ self.checks[0].key(0) ^ self.checks[1].key(1);
    }

    /// Whether `m` would be a check past the variant's limit of consecutive checks by one piece.
    pub(crate) fn exceeds_check_limit(&mut self, t: &Tables<B>, m: Move) -> bool {
        let limit = t.rules.check_limit;
        let us = self.turn;
        let run = self.checks[us.index()];
        if limit == 0 || u32::from(run.count) < limit || run.piece != m.from || m.kind == MoveKind::Drop {
            return false;
        }
        let u = self.make(t, m);
        let over = u32::from(self.checks[us.index()].count) > limit;
        self.unmake(t, u);
        over
    }

    /// Legality filter: removes the checks past the limit (not while the game asks why a move was refused).
    pub(crate) fn filter_check_limit(&mut self, t: &Tables<B>, out: &mut Vec<Move>) {
        if !included::CHASE || t.rules.check_limit == 0 || self.unlimited {
            return;
        }
        let mut k = 0;
        while k < out.len() {
            if self.exceeds_check_limit(t, out[k]) {
                out.swap_remove(k);
            } else {
                k += 1;
            }
        }
    }

    /// The cells of the enemy pieces that the piece of `us` on `cell` attacks and that are neither
    /// royal nor protected (no enemy piece attacks their cell): what a chasing move threatens.
    pub(crate) fn chase_targets(&mut self, t: &Tables<B>, cell: usize, us: Color) -> Vec<u16> {
        if !included::CHASE {
            return Vec::new();
        }
        let saved = self.turn;
        self.turn = us;
        let mut moves = Vec::new();
        self.gen_pseudo(t, &mut moves, Some(cell), false);
        self.turn = saved;
        let them = us.flip();
        let mut out = Vec::new();
        for m in &moves {
            let x = m.to as usize;
            if let Some((ty, c)) = self.piece_at(x) {
                if c == them && !t.is_royal[ty] && !self.attacked(t, x, them, self.occ) && !out.contains(&m.to) {
                    out.push(m.to);
                }
            }
        }
        out
    }
}

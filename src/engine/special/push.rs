//! Enemy pawn pushes and the owner's promotion choice (`rules::push`).

use crate::engine::moves::{Move, MoveKind};
use crate::engine::position::Position;
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::rules::included;

impl<B: BitSet> Position<B> {
    /// Whether the turn's current move is the push (its last move).
    pub(crate) fn push_due(&self, t: &Tables<B>) -> bool {
        included::PUSH && t.rules.push_enemy_pawn && {
            let (part, parts) = self.turn_parts(t);
            parts > 1 && part == parts
        }
    }

    /// The pawn of the side to move that waits on its promotion rank for its owner's choice.
    pub(crate) fn awaiting_promotion(&self, t: &Tables<B>) -> Option<usize> {
        if !included::PUSH || !t.rules.push_enemy_pawn || self.part != 0 {
            return None;
        }
        let us = self.turn.index();
        (0..t.pieces.len())
            .filter(|&ty| t.is_pawn[ty])
            .map(|ty| self.by_type[ty] & self.by_color[us] & t.promo_mandatory[ty][us])
            .find(|cells| !cells.is_empty())
            .map(|cells| cells.lsb())
    }

    /// The pushes of the enemy's pawns: one step straight forward (their quiet leaps) onto an empty
    /// cell, never promoting on arrival.
    pub(crate) fn gen_pushes(&self, t: &Tables<B>, out: &mut Vec<Move>) {
        if !included::PUSH {
            return;
        }
        let them = self.turn.flip().index();
        let empty = !self.occ & t.present;
        for ty in (0..t.pieces.len()).filter(|&ty| t.is_pawn[ty]) {
            let pt = &t.pieces[ty][them];
            for from in (self.by_type[ty] & self.by_color[them]).iter() {
                for to in (pt.quiet[from] & empty).iter() {
                    out.push(Move { kind: MoveKind::Push, ..Move::normal(from, to) });
                }
            }
        }
    }

    /// The owner's choices for its pawn waiting on `cell`: every piece it may promote to there.
    pub(crate) fn gen_promotion_choices(&self, t: &Tables<B>, cell: usize, out: &mut Vec<Move>) {
        if !included::PUSH {
            return;
        }
        let (ty, _) = self.piece_at(cell).expect("a pawn waits for its promotion");
        let start = out.len();
        self.push_promotions(t, ty, Move { kind: MoveKind::Choice, ..Move::normal(cell, cell) }, out);
        // The pawn may not stay a pawn there: only the moves that promote.
        let mut k = start;
        while k < out.len() {
            if out[k].promotion().is_none() {
                out.swap_remove(k);
            } else {
                k += 1;
            }
        }
    }

    /// The push rule's end of the game: at the start of a turn (or after the promotion choice that
    /// opens it), the side that just pushed has its royal attacked, so it has lost.
    pub(crate) fn pusher_exposed(&self, t: &Tables<B>) -> Option<Color> {
        (included::PUSH && t.rules.push_enemy_pawn && self.part == 0 && self.in_check_side(t, self.turn.flip()))
            .then_some(self.turn)
    }
}

//! Turns of several moves (`rules::turns`): after each move, whether the same side moves again.

use crate::engine::moves::NONE;
use crate::engine::position::{part_key, Position};
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::rules::included;
use crate::rules::turns::Blocked;

impl<B: BitSet> Position<B> {
    /// Called at the end of a move by `us` (the side is not yet switched): advances the turn part
    /// and returns true if `us` moves again; false ends the turn as usual. A move that gives check
    /// ends it where `check_ends_turn` says so; with `turn_blocked = ends_turn` so does having no
    /// legal move left. No en passant is possible within one's own turn (`special::turn_passant` keeps the turn's
    /// multi-steps for the opponent's next).
    pub(crate) fn turn_goes_on(&mut self, t: &Tables<B>, us: Color) -> bool {
        if !included::TURNS {
            return false;
        }
        let rule = t.rules.turns;
        if self.part + 1 >= rule.length_of(us == Color::White, self.fullmove) {
            return false;
        }
        if rule.check_ends && self.in_check_side(t, us.flip()) {
            return false;
        }
        if !t.rules.en_passant_over_turn {
            if self.ep_victim != NONE {
                self.hash ^= t.z_ep[self.ep_victim as usize];
            }
            self.ep_targets = B::EMPTY;
            self.ep_victim = NONE;
        }
        self.hash ^= part_key(self.part) ^ part_key(self.part + 1);
        self.part += 1;
        if rule.blocked == Blocked::EndsTurn && !self.probing && !self.has_legal_move(t) {
            self.hash ^= part_key(self.part) ^ part_key(self.part - 1);
            self.part -= 1;
            return false;
        }
        true
    }

    /// A position set up within a turn (`part:2`) whose side has no legal move left: where that
    /// ends the turn (`turn_blocked = ends_turn`), the turn ends as it does in play after a move
    /// that leaves none, and the opponent moves (it was read as a stalemate).
    pub(crate) fn end_blocked_turn(&mut self, t: &Tables<B>) {
        if !included::TURNS || self.part == 0 || t.rules.turns.blocked != Blocked::EndsTurn {
            return;
        }
        if !self.has_legal_move(t) {
            self.end_turn(t, self.turn);
        }
    }

    /// Whether the side to move has a legal move (asked without the turn rule asking again).
    fn has_legal_move(&mut self, t: &Tables<B>) -> bool {
        let mut moves = Vec::new();
        self.probing = true;
        self.legal_moves(t, &mut moves);
        self.probing = false;
        !moves.is_empty()
    }

    /// The move of the current turn that is next (1-based) and how many the turn has.
    pub(crate) fn turn_parts(&self, t: &Tables<B>) -> (u32, u32) {
        (self.part + 1, t.rules.turns.length_of(self.turn == Color::White, self.fullmove))
    }
}

//! The lion-capture rules of chu shogi (`lions`, `lion_cheap`; `rules::lion`).

use crate::engine::moves::{Move, MoveKind, NONE};
use crate::engine::position::{decode, Position, Undo};
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::rules::included;

impl<B: BitSet> Position<B> {
    /// Chu shogi's lion-protection rules 1 and 2 (rule 3 lifts both after a worthwhile first capture).
    pub(crate) fn filter_lion_rules(&mut self, t: &Tables<B>, out: &mut Vec<Move>) {
        if !included::LIONS {
            return;
        }
        let them = self.turn.flip();
        let lion_at = |p: &Self, sq: usize| decode(p.board[sq]).is_some_and(|(ty, _)| t.rules.lions.contains(&ty));
        // Both rules concern only moves that take a lion: the others are kept unread.
        let mut lions = B::EMPTY;
        for &ty in &t.rules.lions {
            lions |= self.by_type[ty];
        }
        if lions.is_empty() {
            return;
        }
        let mut k = 0;
        while k < out.len() {
            let m = out[k];
            let (from, to) = (m.from as usize, m.to as usize);
            let takes_on_the_way = m.kind == MoveKind::MultiLeg && m.aux != NONE && lions.has(m.aux as usize);
            if !lions.has(to) && !takes_on_the_way {
                k += 1;
                continue;
            }
            let mover = decode(self.board[from]).map(|p| p.0);
            let first = if m.kind == MoveKind::MultiLeg && m.aux != NONE {
                decode(self.board[m.aux as usize]).map(|p| p.0)
            } else {
                None
            };
            let victim =
                if m.kind == MoveKind::Drop || to == from { None } else { decode(self.board[to]).map(|p| p.0) };
            let takes_lion = (victim.is_some() && lion_at(self, to))
                || (m.aux != NONE && m.kind == MoveKind::MultiLeg && lion_at(self, m.aux as usize));
            let mover_is_lion = mover.is_some_and(|x| t.rules.lions.contains(&x));
            let lifted = crate::rules::lion::lifted_by_double_capture(&t.rules, victim, first);
            let mut illegal = false;
            // Rule 2: right after a non-lion took a lion, only a lion may take a lion.
            if self.lion_ban && takes_lion && !mover_is_lion && !lifted {
                illegal = true;
            }
            // Rule 1: a lion may not take a protected lion two squares away.
            let dist = t.geo.file(from).abs_diff(t.geo.file(to)).max(t.geo.rank(from).abs_diff(t.geo.rank(to)));
            if !illegal && mover_is_lion && victim.is_some() && lion_at(self, to) && dist == 2 && !lifted {
                let u = self.make(t, m);
                illegal = self.attacked(t, to, them, self.occ);
                self.unmake(t, u);
            }
            if illegal {
                out.swap_remove(k);
            } else {
                k += 1;
            }
        }
    }

    /// After a move (board already changed): whether lion rule 2 now forbids the side to move to
    /// take a lion except with a lion (a non-lion has just captured one).
    pub(crate) fn update_lion_ban(&mut self, t: &Tables<B>, undo: &Undo<B>) {
        if !included::LIONS {
            return;
        }
        let m = undo.mv;
        let to = m.to as usize;
        // The capturing piece as it was when it captured (a kirin promoting to a lion is not a lion yet).
        let mover = if m.promo > 0 { Some(m.extra as usize) } else { decode(self.board[to]).map(|p| p.0) };
        self.lion_ban = crate::rules::lion::bans_lion_capture(
            &t.rules,
            mover,
            decode(undo.captured).map(|p| p.0),
            decode(undo.captured2).map(|p| p.0),
        );
    }
}

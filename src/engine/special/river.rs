//! The river (`drown`, `drown_immune`; spec variants-catalog.md §13.4) and the lions' flying
//! capture (`flying_capture`) and duel (`duel`). At the end of a turn every piece of the side that
//! moved which stood on a `drown` cell when the turn began and still stands on one drowns (a mover
//! that moved along the river too; a jump series follows its own rule in `chains`). The drowned
//! leave the board through the removal stack, so unmake puts them back.

use crate::engine::moves::{Move, MoveKind};
use crate::engine::position::{decode, Position};
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::rules::included;

impl<B: BitSet> Position<B> {
    /// The cells of side `us`'s pieces that can drown (on `drown` cells, not immune).
    pub(crate) fn drownable(&self, t: &Tables<B>, us: Color) -> B {
        if !included::CONGO {
            return B::EMPTY;
        }
        let mut out = B::EMPTY;
        for &sq in &t.rules.drown {
            if let Some((ty, c)) = decode(self.board[sq]) {
                if c == us && !t.rules.drown_immune.contains(&ty) {
                    out.set(sq);
                }
            }
        }
        out
    }

    /// After move `m` of `us`: drowns the pieces of `us` that were in the river (`before`, from
    /// [`Position::drownable`] before the move) and still are.
    pub(crate) fn drown_after(&mut self, t: &Tables<B>, m: Move, us: Color, before: B) {
        if !included::CONGO {
            return;
        }
        let (from, to) = (m.from as usize, m.to as usize);
        let mut drowned = before & self.drownable(t, us);
        drowned.clear(to);
        if m.kind != MoveKind::Chain && before.has(from) && t.rules.drown.contains(&to) && self.board[to] != 0 {
            drowned.set(to);
        }
        for sq in drowned.iter() {
            let code = self.remove(t, sq);
            self.removed.push((sq as u16, code));
        }
    }

    /// The pieces of `mover` (cell, type) on the removal stack from entry `since` on: those the
    /// river took with the move that began there (a capture takes only the other side's pieces).
    pub(crate) fn drowned_since(&self, since: usize, mover: Color) -> Vec<(usize, usize)> {
        if !included::CONGO {
            return Vec::new();
        }
        let mut out = Vec::new();
        for &(sq, code) in self.removed.get(since..).unwrap_or_default() {
            if let Some((ty, c)) = decode(code) {
                if c == mover {
                    out.push((sq as usize, ty));
                }
            }
        }
        out
    }

    /// Appends the flying captures of the piece on `from` (a `flying_capture` type `ty` of `us`):
    /// along any straight line of empty cells onto an enemy piece of the same type, at a distance.
    pub(crate) fn gen_flying(&self, t: &Tables<B>, from: usize, ty: usize, us: Color, out: &mut Vec<Move>) {
        if !included::CONGO {
            return;
        }
        let g = &t.geo;
        for (dx, dy) in crate::engine::special::chains::DIRS {
            let mut cur = from;
            let mut steps = 0;
            while let Some(next) = g.offset(cur, dx, dy) {
                steps += 1;
                match decode(self.board[next]) {
                    None => cur = next,
                    Some((pty, c)) => {
                        if pty == ty && c != us && steps > 1 {
                            out.push(Move::normal(from, next));
                        }
                        break;
                    }
                }
            }
        }
    }

    /// The duel (`duel`): with nothing on the board but one such piece per side, `Some(winner)`:
    /// the side to move if its piece can capture the other, else `None` (a draw).
    pub(crate) fn duel_outcome(&self, t: &Tables<B>) -> Option<Option<Color>> {
        if !included::CONGO || t.rules.duel.is_empty() || self.occ.count() != 2 {
            return None;
        }
        let us = self.turn;
        let mine = self.by_color[us.index()];
        let theirs = self.by_color[us.flip().index()];
        if mine.count() != 1 || theirs.count() != 1 {
            return None;
        }
        let (a, b) = (mine.lsb(), theirs.lsb());
        let is_duel = |sq: usize| decode(self.board[sq]).is_some_and(|(ty, _)| t.rules.duel.contains(&ty));
        if !is_duel(a) || !is_duel(b) {
            return None;
        }
        let mut moves = Vec::new();
        self.gen_pseudo(t, &mut moves, Some(a), false);
        Some(moves.iter().any(|m| m.to as usize == b).then_some(us))
    }
}

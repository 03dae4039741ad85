//! Auras and imitators in attack detection (`rules::aura`, `rules::imitator`): attacks that
//! depend on other pieces — moves a piece lends to its neighbours, and an imitator copying the
//! type just moved.

use crate::engine::position::Position;
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;

impl<B: BitSet> Position<B> {
    /// Attacks that depend on other pieces: moves lent by an aura, and an imitator of the side that
    /// is to move copying the type just moved (it copies nothing useful for the side not to move, so
    /// a check shown to the side to move ignores it, spec tchess.md §7.4.4).
    pub(crate) fn stateful_attack(&self, t: &Tables<B>, sq: usize, by: Color, own: B) -> bool {
        let bi = by.index();
        for (ai, a) in t.rules.auras.iter().enumerate() {
            for &rty in &a.recipients {
                for r in (self.by_type[rty] & own).iter() {
                    if t.aura_grants[ai][bi].capture[r].has(sq) && self.aura_at(t, ai, r, by, own) {
                        return true;
                    }
                }
            }
        }
        if by == self.turn && self.last_mover != 0 && self.occ.has(sq) {
            let mut buf = Vec::new();
            for (ty, _) in t.is_imitator.iter().enumerate().filter(|x| *x.1) {
                for from in (self.by_type[ty] & own).iter() {
                    buf.clear();
                    self.gen_pseudo(t, &mut buf, Some(from), false);
                    if buf.iter().any(|m| (m.to as usize == sq && m.to != m.from) || m.aux as usize == sq) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether aura `ai` reaches a recipient of side `c` on `cell` (`own`: that side's pieces).
    #[inline]
    pub(crate) fn aura_at(&self, t: &Tables<B>, ai: usize, cell: usize, c: Color, own: B) -> bool {
        let a = &t.rules.auras[ai];
        let givers = if a.any_side {
            self.by_type[a.giver] & (own | self.by_color[c.index() ^ 1])
        } else {
            self.by_type[a.giver] & own
        };
        t.aura_cells[ai][c.index()][cell].intersects(givers)
    }
}

//! Freeze-and-flip (`flips`; `rules::flips`): the frozen cells are position state, hashed and
//! restored by unmake; frozen pieces generate no moves and attack nothing (the generator skips
//! them) but still block. After each move the enemies it catches along the landing cell's rank and
//! file turn over.

use crate::engine::position::{decode, Position};
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::rules::flips::{Anchor, Count, Flips, Intrusion, DIRECTIONS};
use crate::rules::included;

impl<B: BitSet> Tables<B> {
    /// Zobrist key of a frozen piece on `sq` (derived from the first-move keys, which no variant
    /// with flips uses on the same cell in the same way).
    #[inline]
    pub(crate) fn frozen_key(&self, sq: usize) -> u64 {
        self.z_virgin[sq].rotate_left(47) ^ 0x5bd1_e995_7f4a_7c15
    }
}

impl<B: BitSet> Position<B> {
    /// After a move of `us` that ended on `to` (the board already changed): pieces that left the
    /// board lose their frozen mark, and the enemies the move catches turn over. Keeps the hash in step.
    pub(crate) fn apply_flips(&mut self, t: &Tables<B>, flips: &Flips, to: usize, us: Color) {
        if !included::FLIPS {
            return;
        }
        let mut change = self.frozen & (!self.occ | B::single(to));
        change ^= self.flipped_by(t, flips, to, us);
        for sq in change.iter() {
            self.hash ^= t.frozen_key(sq);
        }
        self.frozen ^= change;
    }

    /// The enemy cells a piece of `us` standing on `to` catches (each once, or once per catch
    /// with `flip_count = each`, so a piece caught twice is not in the set).
    fn flipped_by(&self, t: &Tables<B>, flips: &Flips, to: usize, us: Color) -> B {
        let g = &t.geo;
        let side = |sq: usize| decode(self.board[sq]).map(|(_, c)| c);
        let mut out = B::EMPTY;
        let mut catch = |cells: B| match flips.count {
            Count::Once => out |= cells,
            Count::Each => out ^= cells,
        };
        if flips.sandwich {
            for (dx, dy) in DIRECTIONS {
                let mut row = B::EMPTY;
                let mut cur = to;
                while let Some(next) = g.offset(cur, dx, dy) {
                    cur = next;
                    match side(cur) {
                        Some(c) if c != us => row.set(cur),
                        Some(_) => {
                            let anchor_ok = flips.anchor == Anchor::Any || !self.frozen.has(cur);
                            if anchor_ok && !row.is_empty() {
                                catch(row);
                            }
                            break;
                        }
                        None => break,
                    }
                }
            }
        }
        if flips.intrusion != Intrusion::Off {
            // Along a rank (east-west) and a file (north-south).
            for (dx, dy) in [(1, 0), (0, 1)] {
                let nearest = |dx: i32, dy: i32| {
                    let mut cur = to;
                    while let Some(next) = g.offset(cur, dx, dy) {
                        if self.board[next] != 0 {
                            return Some(next);
                        }
                        if flips.intrusion == Intrusion::Adjacent {
                            return None;
                        }
                        cur = next;
                    }
                    None
                };
                if let (Some(a), Some(b)) = (nearest(dx, dy), nearest(-dx, -dy)) {
                    if side(a) == Some(us.flip()) && side(b) == Some(us.flip()) {
                        catch(B::single(a) | B::single(b));
                    }
                }
            }
        }
        out
    }

    /// The cells of frozen pieces.
    pub fn frozen(&self) -> B {
        self.frozen
    }
}

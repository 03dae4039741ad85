//! Flood moves (`flood` key): quiet moves to every empty cell reachable by king steps over
//! empty cells (the connected Assassin).

use crate::engine::position::Position;
use crate::engine::tables::Tables;
use crate::geometry::BitSet;

impl<B: BitSet> Position<B> {
    /// Every empty cell connected to `from` by king steps over empty cells.
    pub(crate) fn flood(&self, t: &Tables<B>, from: usize, empty: B) -> B {
        let mut reach = t.king_adj[from] & empty;
        let mut frontier = reach;
        while !frontier.is_empty() {
            let mut next = B::EMPTY;
            for c in frontier.iter() {
                next |= t.king_adj[c];
            }
            next &= empty & !reach;
            reach |= next;
            frontier = next;
        }
        reach
    }
}

//! What a side sees under `fog` (`rules::fog`): its own cells and the destinations of every
//! pseudo-legal move it has (captures included, the en passant target too; castling's king and
//! rook cells are its own), as if it were to move.

use crate::engine::moves::NONE;
use crate::engine::position::Position;
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::rules::included;

impl<B: BitSet> Position<B> {
    /// The cells `side` sees.
    pub(crate) fn visible(&self, t: &Tables<B>, side: Color) -> B {
        if !included::FOG {
            return t.present;
        }
        let mut p = self.clone();
        if p.turn != side {
            // The side not to move has no en passant right; its moves are asked as if it moved now.
            p.turn = side;
            p.ep_targets = B::EMPTY;
            p.ep_victim = NONE;
        }
        let mut moves = Vec::new();
        p.gen_pseudo(t, &mut moves, None, false);
        let in_check = p.in_check(t);
        p.gen_castling(t, &mut moves, in_check);
        let mut seen = self.by_color[side.index()];
        for m in &moves {
            seen.set(m.to as usize);
        }
        if t.rules.fog.is_some_and(|f| f.pawn_front) {
            let them = self.by_color[side.flip().index()];
            for (ty, pt) in t.pieces.iter().enumerate().filter(|&(ty, _)| t.is_pawn[ty]) {
                for from in (self.by_type[ty] & self.by_color[side.index()]).iter() {
                    // The pawn's quiet one-step cells: where it would move if nothing stood there.
                    for step in pt[side.index()].quiet[from].iter() {
                        if them.has(step) {
                            seen.set(step);
                        }
                    }
                }
            }
        }
        seen
    }
}

//! Swaps (`swap`, `pawn_swap`): two own pieces exchanging places (the Trojan changements and
//! the sergeant–pawn swap).

use crate::engine::moves::{Move, MoveKind, NONE};
use crate::engine::position::{decode, Position};
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;

impl<B: BitSet> Position<B> {
    /// Appends the exchanges of unmoved pieces and the sergeant–pawn swap (the final position is checked later).
    pub(crate) fn gen_swaps(&self, t: &Tables<B>, out: &mut Vec<Move>, in_check: bool) {
        let us = self.turn;
        let own = self.by_color[us.index()];
        let g = &t.geo;
        for sw in &t.rules.swaps {
            if sw.side != us || !own.has(sw.a) || !own.has(sw.b) {
                continue;
            }
            if t.track_virgin && !(self.virgin.has(sw.a) && self.virgin.has(sw.b)) {
                continue;
            }
            let (Some((ta, _)), Some((tb, _))) = (decode(self.board[sw.a]), decode(self.board[sw.b])) else { continue };
            if in_check && (t.is_royal[ta] || t.is_royal[tb]) {
                continue;
            }
            if let Some(z) = sw.between {
                let (ra, fa, fb) = (g.rank(sw.a), g.file(sw.a), g.file(sw.b));
                let (lo, hi) = (fa.min(fb), fa.max(fb));
                let blocked = g.rank(sw.b) == ra
                    && (lo + 1..hi).any(|f| {
                        g.cell(f as i32, ra as i32)
                            .is_some_and(|c| matches!(decode(self.board[c]), Some((ty, col)) if ty == z && col == us))
                    });
                if blocked {
                    continue;
                }
            }
            out.push(Move {
                from: sw.a as u16,
                to: sw.b as u16,
                aux: NONE,
                extra: NONE,
                kind: MoveKind::Swap,
                promo: 0,
            });
        }
        for &(serg, pawn) in &t.rules.pawn_swap {
            // "Behind" the sergeant, seen from the pawn's own direction of travel.
            let back = -t.pawn_forward[pawn] * if us == Color::White { 1 } else { -1 };
            for s in (self.by_type[serg] & own).iter() {
                let Some(p) = g.offset(s, 0, back) else { continue };
                if !matches!(decode(self.board[p]), Some((ty, col)) if ty == pawn && col == us) {
                    continue;
                }
                let mut m = Move {
                    from: s as u16,
                    to: p as u16,
                    aux: NONE,
                    extra: pawn as u16,
                    kind: MoveKind::Swap,
                    promo: 0,
                };
                // The pawn steps onto the sergeant's cell: it promotes there if that is its last rank.
                if t.promo_mandatory[pawn][us.index()].has(s) {
                    for &pt in &t.promo_types {
                        m.promo = pt as u8 + 1;
                        out.push(m);
                    }
                } else {
                    out.push(m);
                }
            }
        }
    }
}

//! Promotion by vacancy (`promotion_limit = vacancy`): each side's pool of lost pieces a pawn may
//! promote to, kept in step with captures and promotions.

use crate::engine::moves::MoveKind;
use crate::engine::position::{decode, Position, Undo};
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;

impl<B: BitSet> Position<B> {
    /// Promotion by vacancy: a captured piece opens a vacancy in its side's pool, a promotion fills
    /// one (`dir` = 1 on make, -1 on unmake; the hash is restored by unmake separately).
    pub(crate) fn update_pools(&mut self, t: &Tables<B>, us: Color, undo: &Undo<B>, dir: i32) {
        let change = |p: &mut Self, c: usize, ty: usize, d: i32| {
            let n = p.pools[c][ty];
            // At most 64 from a FEN plus one per captured piece: no overflow; make never takes
            // from an empty pool (promotions are offered only where it has a vacancy).
            let nn = (n as i32 + d).clamp(0, u8::MAX as i32) as u8;
            if dir > 0 {
                p.hash ^= t.pool_key(ty, c, n) ^ t.pool_key(ty, c, nn);
            }
            p.pools[c][ty] = nn;
        };
        for cap in [undo.captured, undo.captured2] {
            if let Some((cty, cc)) = decode(cap) {
                if t.promo_types.contains(&cty) {
                    change(self, cc.index(), cty, dir);
                }
            }
        }
        // Only a promotion to a type of the pool fills a vacancy: a shogi-style promotion (the
        // piece turned over) is none, and taking it from an empty pool on make, clamped, then
        // giving it back on unmake would leave a vacancy behind (a fuzzed chu shogi definition).
        if let (Some(p), true) = (
            undo.mv.promotion(),
            matches!(undo.mv.kind, MoveKind::Normal | MoveKind::MultiStep | MoveKind::EnPassant | MoveKind::MultiLeg),
        ) {
            if t.promo_types.contains(&p) {
                change(self, us.index(), p, -dir);
            }
        }
    }
}

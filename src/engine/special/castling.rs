//! Castling (`castling`, `castling_pieces`): the king's move with a rook, from the variant's
//! castling entries.

use crate::engine::moves::{Move, MoveKind};
use crate::engine::position::Position;
use crate::engine::tables::Tables;
use crate::geometry::BitSet;

impl<B: BitSet> Position<B> {
    /// Appends the castling moves whose path is clear and unattacked (the final position is checked later).
    pub(crate) fn gen_castling(&self, t: &Tables<B>, out: &mut Vec<Move>, in_check: bool) {
        let us = self.turn;
        let rights = self.castling[us.index()];
        let Some(kt) = t.castling_king else { return };
        if rights.is_empty() || in_check {
            return;
        }
        let kings = self.by_type[kt] & self.by_color[us.index()];
        if kings.count() != 1 {
            return;
        }
        let ksq = kings.lsb();
        let royal = t.is_royal[kt];
        let g = &t.geo;
        let rank = g.rank(ksq) as i32;
        let kf = g.file(ksq);
        for rsq in rights.iter() {
            if g.rank(rsq) as i32 != rank {
                continue;
            }
            let rf = g.file(rsq);
            let ours = || t.castles.iter().filter(|c| c.side.map_or(true, |s| s == us));
            let entry =
                ours().find(|c| c.rook_file == rf).or_else(|| ours().find(|c| (c.king_to_file > kf) == (rf > kf)));
            let Some(e) = entry else { continue };
            let (Some(kto), Some(rto)) = (g.cell(e.king_to_file as i32, rank), g.cell(e.rook_to_file as i32, rank))
            else {
                continue;
            };
            let lo = kf.min(rf).min(e.king_to_file).min(e.rook_to_file);
            let hi = kf.max(rf).max(e.king_to_file).max(e.rook_to_file);
            let mut clear = true;
            for f in lo..=hi {
                let c = g.cell(f as i32, rank).unwrap_or(ksq);
                if c != ksq && c != rsq && (self.occ.has(c) || !g.is_present(c)) {
                    clear = false;
                    break;
                }
            }
            if !clear {
                continue;
            }
            if royal {
                let (a, b) = (kf.min(e.king_to_file), kf.max(e.king_to_file));
                if (a..=b).any(|f| g.cell(f as i32, rank).is_some_and(|c| self.attacked(t, c, us.flip(), self.occ))) {
                    continue;
                }
            }
            out.push(Move {
                from: ksq as u16,
                to: kto as u16,
                aux: rsq as u16,
                extra: rto as u16,
                kind: MoveKind::Castle,
                promo: 0,
            });
        }
    }
}

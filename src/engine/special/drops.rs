//! Drops (`drops`, `drop_no_doubled`, `no_drop`, `drop_mate_illegal`): pieces from the hand, and
//! the rule that a drop may not give a forbidden mate.

use crate::engine::moves::{Move, MoveKind, NONE};
use crate::engine::position::Position;
use crate::engine::tables::Tables;
use crate::geometry::BitSet;
use crate::rules::included;

impl<B: BitSet> Position<B> {
    /// Appends the drops of the side to move.
    pub(crate) fn gen_drops(&self, t: &Tables<B>, out: &mut Vec<Move>) {
        if !included::DROPS {
            return;
        }
        let ui = self.turn.index();
        let empty = t.present & !self.occ;
        for ty in 0..t.pieces.len() {
            if self.hands[ui][ty] == 0 {
                continue;
            }
            let mut targets = empty & t.drop_mask[ty][ui];
            if t.rules.drop_no_doubled.contains(&ty) {
                let own = self.by_type[ty] & self.by_color[ui];
                for sq in own.iter() {
                    let f = t.file_masks[t.geo.file(sq)];
                    if (own & f).count() >= t.rules.drop_no_doubled_count {
                        targets &= !f;
                    }
                }
            }
            for to in targets.iter() {
                out.push(Move {
                    from: to as u16,
                    to: to as u16,
                    aux: NONE,
                    extra: NONE,
                    kind: MoveKind::Drop,
                    promo: ty as u8 + 1,
                });
            }
            // Kyoto shogi: a piece may also be dropped turned over (`extra` is the hand type).
            if t.rules.flip_every_move {
                if let Some(pt) = t.promotes_to[ty] {
                    let mut up = empty & t.drop_mask[pt][ui];
                    if t.rules.drop_no_doubled.contains(&pt) {
                        up &= targets;
                    }
                    for to in up.iter() {
                        out.push(Move {
                            from: to as u16,
                            to: to as u16,
                            aux: NONE,
                            extra: ty as u16,
                            kind: MoveKind::Drop,
                            promo: pt as u8 + 1,
                        });
                    }
                }
            }
        }
    }

    /// Removes the drops of `drop_mate_illegal` types that would give checkmate (shogi's
    /// uchifuzume); returns how many (Fairy-Stockfish's perft still counts them at its last ply).
    pub(crate) fn remove_drop_mates(&mut self, t: &Tables<B>, out: &mut Vec<Move>) -> u32 {
        let them = self.turn.flip();
        let mut banned_drop_mates = 0;
        if included::DROPS && !t.rules.drop_mate_illegal.is_empty() {
            // A drop of these types may not give checkmate (shogi's uchifuzume).
            let mut reply = Vec::new();
            let mut k = 0;
            while k < out.len() {
                let m = out[k];
                let banned =
                    m.kind == MoveKind::Drop && t.rules.drop_mate_illegal.contains(&(m.promo as usize - 1)) && {
                        let u = self.make(t, m);
                        let mate = self.in_check_side(t, them) && {
                            self.legal_moves(t, &mut reply);
                            reply.is_empty()
                        };
                        self.unmake(t, u);
                        mate
                    };
                if banned {
                    out.swap_remove(k);
                    banned_drop_mates += 1;
                } else {
                    k += 1;
                }
            }
        }
        banned_drop_mates
    }
}

//! Castling (`castling`, `castling_pieces`): the king's move with a rook, from the variant's
//! castling entries, generalised as Chess960 defines it: the king and rook may start on any cells
//! of one rank; they end on the entry's files; every cell between each piece and its destination
//! is empty but for the two; the king's path, start and end included, is not attacked.
//!
//! Which entry a right uses: the entry of the rook's own file on the rook's side of the king, else
//! the one entry of that side (a variant with one castling per side castles from anywhere), else
//! none, and such a right is refused when the position is set up.

use crate::engine::moves::{Move, MoveKind};
use crate::engine::position::Position;
use crate::engine::tables::{CastleT, Tables};
use crate::geometry::{BitSet, Lattice};
use crate::pieces::Color;

/// The castling entry of side `us` for a king on file `kf` and a rook on file `rf` of one rank.
pub(crate) fn castle_entry(castles: &[CastleT], us: Color, kf: usize, rf: usize) -> Option<&CastleT> {
    if kf == rf {
        return None;
    }
    // An entry castles with a rook on the king's left when the rook ends right of the king.
    let left = rf < kf;
    let mut ours =
        castles.iter().filter(|c| c.side.map_or(true, |s| s == us) && (c.rook_to_file > c.king_to_file) == left);
    let first = ours.clone().find(|c| c.rook_file == rf);
    first.or_else(|| {
        let one = ours.next()?;
        ours.next().is_none().then_some(one)
    })
}

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
        if kings.is_empty() {
            return;
        }
        let ksq = kings.lsb();
        if kings != B::single(ksq) {
            return;
        }
        let royal = t.is_royal[kt];
        let g = &t.geo;
        let square = g.lattice == Lattice::Square;
        let rank = g.rank(ksq) as i32;
        let kf = g.file(ksq);
        // On squares a rank's cells are consecutive indices, from `row`.
        let row = ksq - kf;
        let entries = &t.castle_files[us.index()][kf * g.width..(kf + 1) * g.width];
        // Cells a castling path may not cross: occupied (the king aside) or absent.
        let blocked = (self.occ ^ B::single(ksq)) | !t.present;
        for rsq in rights.iter() {
            let rf = g.file(rsq);
            if if square { rsq - rf != row } else { g.rank(rsq) as i32 != rank } {
                continue;
            }
            let Some((king_to, rook_to)) = entries[rf] else { continue };
            // Every cell from each piece to its destination: present and empty but for the two.
            if square {
                // Both paths as one set.
                let span = |a: usize, b: usize| B::span(row + a.min(b), row + a.max(b));
                let path = span(kf, king_to) | span(rf, rook_to);
                if path.intersects(blocked ^ B::single(rsq)) {
                    continue;
                }
            } else {
                let free = |a: usize, b: usize| {
                    (a.min(b)..=a.max(b)).all(|f| match g.cell(f as i32, rank) {
                        Some(c) => c == ksq || c == rsq || (!self.occ.has(c) && g.is_present(c)),
                        None => false,
                    })
                };
                if !free(kf, king_to) || !free(rf, rook_to) {
                    continue;
                }
            }
            let (Some(kto), Some(rto)) = (g.cell(king_to as i32, rank), g.cell(rook_to as i32, rank)) else {
                continue;
            };
            if royal {
                // The king's own cell is unattacked: not in check.
                let (a, b) = (kf.min(king_to), kf.max(king_to));
                let attacked = |c: usize| c != ksq && self.attacked(t, c, us.flip(), self.occ);
                if (a..=b).any(|f| g.cell(f as i32, rank).is_some_and(attacked)) {
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

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
            let targets = self.drop_targets(t, ty, empty);
            out.extend(targets.iter().map(|to| Move::drop(ty, to)));
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

    /// The cells of `empty` where the side to move may drop a piece of type `ty` (its drop
    /// region, less the files where it may not stand doubled).
    pub(crate) fn drop_targets(&self, t: &Tables<B>, ty: usize, empty: B) -> B {
        let ui = self.turn.index();
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
        targets
    }

    /// Perft's last ply: the legal drops of the side to move onto `cells` (all cells, or in check
    /// those that answer it), none where `danger` is unplayed; a drop of a `drop_mate_illegal`
    /// type that gives mate counts only where `fsf_leaves` (Fairy-Stockfish's perft keeps them).
    pub(crate) fn count_drops(&mut self, t: &Tables<B>, cells: B, danger: B, fsf_leaves: bool) -> u64 {
        let ui = self.turn.index();
        let empty = t.present & !self.occ & cells;
        let mut n = 0;
        for ty in 0..t.pieces.len() {
            if self.hands[ui][ty] == 0 {
                continue;
            }
            let targets = self.drop_targets(t, ty, empty);
            let mut legal = targets & !danger;
            for to in (targets & danger).iter() {
                if self.full_check(t, Move::drop(ty, to)) {
                    legal.set(to);
                }
            }
            n += u64::from(legal.count());
            if !fsf_leaves && t.rules.drop_mate_illegal.contains(&ty) {
                // Of the legal drops counted, those that give a forbidden mate come off.
                let mut checking: Vec<Move> =
                    legal.iter().filter(|&to| self.drop_may_check(t, ty, to)).map(|to| Move::drop(ty, to)).collect();
                n -= u64::from(self.remove_drop_mates(t, &mut checking));
            }
        }
        n
    }

    /// Whether a drop of type `ty` on the empty cell `to` may give check: `false` only where the
    /// side's attacks are plain leaps and slides (a drop then opens no line) and the piece would
    /// attack no enemy royal from there.
    pub(crate) fn drop_may_check(&self, t: &Tables<B>, ty: usize, to: usize) -> bool {
        let ui = self.turn.index();
        if !t.plain_attacks(ui) {
            return true;
        }
        let pt = &t.pieces[ty][ui];
        let occ = self.occ | B::single(to);
        self.royals(t, self.turn.flip()).iter().any(|k| {
            pt.rev_capture[k].has(to)
                || pt.slides.iter().any(|s| s.capture && t.slide_attack(s.dir, t.rays[s.dir][to], occ).has(k))
        })
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

#[cfg(test)]
mod tests {
    use crate::engine::moves::MoveKind;
    use crate::engine::{Game, GameB, WidthVisitor};
    use crate::geometry::BitSet;

    /// Plays a seeded random game and, at every position, plays each legal drop: one that gives
    /// check must be one `drop_may_check` allows. Returns (drops tried, drops it rules out).
    struct DropChecks(u64);

    impl WidthVisitor for DropChecks {
        type Output = (usize, usize);
        fn visit<B: BitSet>(self, g: &mut GameB<B>) -> (usize, usize) {
            let (mut seed, mut tried, mut ruled_out) = (self.0, 0, 0);
            for _ in 0..120 {
                let moves = g.moves();
                if moves.is_empty() || g.outcome().is_some() {
                    break;
                }
                for &m in moves.iter().filter(|m| m.kind == MoveKind::Drop) {
                    let may = g.pos.drop_may_check(&g.t, m.promo as usize - 1, m.to as usize);
                    g.play_move(m);
                    let checks = g.pos.in_check(&g.t);
                    g.undo();
                    assert!(may || !checks, "{}: the drop {m:?} gives check", g.fen());
                    tried += 1;
                    ruled_out += usize::from(!may);
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                g.play_move(moves[(seed % moves.len() as u64) as usize]);
            }
            (tried, ruled_out)
        }
    }

    /// No drop that gives check is ruled out, in random games of every built-in variant with
    /// hands; most drops are ruled out unplayed.
    #[test]
    fn a_drop_ruled_out_never_gives_check() {
        let (mut tried, mut ruled_out) = (0, 0);
        for (i, id) in crate::variants::builtin_ids().iter().enumerate() {
            for game in 0..3u64 {
                let mut g = Game::new(id, None).expect("built-in variant");
                let (a, b) = g.visit(DropChecks(0x9E37_79B9_7F4A_7C15 ^ (i as u64) << 4 ^ game));
                tried += a;
                ruled_out += b;
            }
        }
        assert!(tried > 10_000 && ruled_out * 2 > tried, "{ruled_out} of {tried} drops ruled out");
    }
}

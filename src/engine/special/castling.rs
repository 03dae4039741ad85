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
use crate::geometry::BitSet;
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

/// One castling right precomputed for its king's and rook's cells: what must hold for it and
/// where the two pieces go. A position keeps these for its rights (the king does not move while
/// it has rights); a right without one is worked out when asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct CastlePath<B> {
    king: usize,
    rook: usize,
    /// Whether the variant's entries castle so (an entry fits, and both paths are on the board).
    playable: bool,
    king_to: usize,
    rook_to: usize,
    /// The cells from each piece to its destination but the two pieces' own: they must be empty.
    clear: B,
    /// The cells the king passes and ends on, its own excluded: they must not be attacked where
    /// the king is royal (its own cell is not: the side is not in check).
    safe: B,
    /// Whether a castling whose path is clear and safe is legal without a test on the board after
    /// it (see [`settled`]).
    settled: bool,
}

/// Whether castling along a clear and safe path is legal as it stands: the king is royal and the
/// enemy attacks only by leaps and along attack lines (so adding pieces creates no attack), and
/// neither the king's nor the rook's leaving uncovers a line onto the king's destination (a line
/// from `king_to` through the cell left, not blocked by `rook_to` before it, that goes on beyond
/// it). Otherwise the move is tested after it is made (a Chess960 rook between an enemy queen and
/// the king's destination, a hopper's new screen).
fn settled<B: BitSet>(t: &Tables<B>, us: Color, king: usize, rook: usize, king_to: usize, rook_to: usize) -> bool {
    let them = us.flip().index();
    let plain = t.castling_king.is_some_and(|k| t.is_royal[k])
        && t.leaps_and_lines_only[them]
        && t.multi_types[them].is_empty()
        && !t.stateful_attacks
        && t.rules.flips.is_none()
        && t.rules.drown.is_empty();
    plain
        && t.attack_lines[them].iter().all(|line| {
            let (lower, upper) = line.rays[king_to];
            [king, rook].into_iter().filter(|&left| left != king_to && left != rook_to).all(|left| {
                let seen = B::line_attack(B::single(rook_to) | B::single(left), lower, upper).has(left);
                let beyond = (lower | upper) & !B::line_attack(B::single(left), lower, upper);
                !seen || beyond.is_empty()
            })
        })
}

impl<B: BitSet> CastlePath<B> {
    /// The castling move along this path.
    #[inline]
    fn castle_move(&self) -> Move {
        Move {
            from: self.king as u16,
            to: self.king_to as u16,
            aux: self.rook as u16,
            extra: self.rook_to as u16,
            kind: MoveKind::Castle,
            promo: 0,
        }
    }

    /// The castling of side `us` with its king on `king` and the rook on `rook`.
    pub(crate) fn new(t: &Tables<B>, us: Color, king: usize, rook: usize) -> CastlePath<B> {
        let g = &t.geo;
        let unplayable = CastlePath {
            king,
            rook,
            playable: false,
            king_to: 0,
            rook_to: 0,
            clear: B::EMPTY,
            safe: B::EMPTY,
            settled: false,
        };
        let rank = g.rank(king);
        let (kf, rf) = (g.file(king), g.file(rook));
        if g.rank(rook) != rank || kf >= g.width {
            return unplayable;
        }
        let Some((king_to, rook_to)) = t.castle_files[us.index()][kf * g.width + rf] else { return unplayable };
        // The present cells of the rank from file `a` to file `b`, or `None` if one is missing.
        let files = |a: usize, b: usize| {
            let mut cells = B::EMPTY;
            for f in a.min(b)..=a.max(b) {
                cells.set(g.cell(f as i32, rank as i32).filter(|&c| g.is_present(c))?);
            }
            Some(cells)
        };
        let (Some(king_path), Some(rook_path)) = (files(kf, king_to), files(rf, rook_to)) else { return unplayable };
        let (Some(king_to), Some(rook_to)) = (g.cell(king_to as i32, rank as i32), g.cell(rook_to as i32, rank as i32))
        else {
            return unplayable;
        };
        let pieces = B::single(king) | B::single(rook);
        CastlePath {
            king,
            rook,
            playable: true,
            king_to,
            rook_to,
            clear: (king_path | rook_path) & !pieces,
            safe: king_path & !B::single(king),
            settled: settled(t, us, king, rook, king_to, rook_to),
        }
    }
}

impl<B: BitSet> Position<B> {
    /// The [`CastlePath`] of each castling right of side `us` (set up with the position).
    pub(crate) fn castle_paths_of(&self, t: &Tables<B>, us: Color) -> Vec<CastlePath<B>> {
        let Some(kt) = t.castling_king else { return Vec::new() };
        let kings = self.by_type[kt] & self.by_color[us.index()];
        if !kings.is_single() {
            return Vec::new();
        }
        self.castling[us.index()].iter().map(|rook| CastlePath::new(t, us, kings.lsb(), rook)).collect()
    }

    /// Appends the castling moves whose path is clear and unattacked (the final position is checked later).
    #[inline(always)]
    pub(crate) fn gen_castling(&self, t: &Tables<B>, out: &mut Vec<Move>, in_check: bool) {
        if !self.castling[self.turn.index()].is_empty() && !in_check {
            self.castlings(t, &mut |_, m| out.push(m));
        }
    }

    /// The castling moves for perft's last ply, the side to move not in check: those whose path is
    /// clear and unattacked and that need no test after the move ([`CastlePath::settled`]) are
    /// counted (the return value), the others appended to `out` for that test.
    #[inline(always)]
    pub(crate) fn count_castlings(&self, t: &Tables<B>, out: &mut Vec<Move>) -> u64 {
        let mut n = 0;
        if !self.castling[self.turn.index()].is_empty() {
            self.castlings(t, &mut |path, m| if path.settled { n += 1 } else { out.push(m) });
        }
        n
    }

    /// Whether a king move of the side to move from `from` to `to` names a castling — the
    /// castling king on `from`, and `to` the king's destination of a castling with an own rook of
    /// its rank, or that rook's cell — and then whether the side has that castling's right
    /// (`Some(true)`: the way must be blocked) or not (`Some(false)`); `None` otherwise. For saying
    /// why such a move is refused.
    pub(crate) fn castling_named(&self, t: &Tables<B>, from: usize, to: usize) -> Option<bool> {
        let us = self.turn;
        let kt = t.castling_king?;
        if !(self.by_type[kt] & self.by_color[us.index()]).has(from) {
            return None;
        }
        let g = &t.geo;
        let own = self.by_color[us.index()];
        for &rt in &t.rules.castling_rooks {
            for rook in (self.by_type[rt] & own).iter().filter(|&r| g.rank(r) == g.rank(from)) {
                let path = CastlePath::new(t, us, from, rook);
                if path.playable && path.king_to != from && (path.king_to == to || rook == to) {
                    return Some(self.castling[us.index()].has(rook));
                }
            }
        }
        None
    }

    /// The castling moves of the side to move whose path is clear, whatever attacks it (for saying
    /// why one is refused), each with whether the king would pass an attacked cell before its
    /// destination. Empty where the castling king is not royal (attacks never stop it).
    pub(crate) fn castlings_ignoring_attacks(&self, t: &Tables<B>) -> Vec<(Move, bool)> {
        let us = self.turn;
        let Some(kt) = t.castling_king.filter(|&k| t.is_royal[k]) else { return Vec::new() };
        let kings = self.by_type[kt] & self.by_color[us.index()];
        if !kings.is_single() {
            return Vec::new();
        }
        let ksq = kings.lsb();
        let mut out = Vec::new();
        for rook in self.castling[us.index()].iter() {
            let path = CastlePath::new(t, us, ksq, rook);
            if !path.playable || path.clear.intersects(self.occ) {
                continue;
            }
            let passes = path.safe.iter().any(|c| c != path.king_to && self.attacked(t, c, us.flip(), self.occ));
            out.push((path.castle_move(), passes));
        }
        out
    }

    /// Hands each castling move whose path is clear and unattacked to `emit`, with its path, where
    /// the side to move has castling rights and is not in check.
    #[inline(always)]
    fn castlings(&self, t: &Tables<B>, emit: &mut impl FnMut(&CastlePath<B>, Move)) {
        let us = self.turn;
        let Some(kt) = t.castling_king else { return };
        let kings = self.by_type[kt] & self.by_color[us.index()];
        if kings.is_empty() {
            return;
        }
        let ksq = kings.lsb();
        if kings != B::single(ksq) {
            return;
        }
        let royal = t.is_royal[kt];
        let mut rights = self.castling[us.index()];
        let mut try_path = |path: &CastlePath<B>| {
            if !path.playable || path.clear.intersects(self.occ) {
                return;
            }
            if royal && path.safe.iter().any(|c| self.attacked(t, c, us.flip(), self.occ)) {
                return;
            }
            emit(path, path.castle_move());
        };
        for path in &self.castle_paths[us.index()] {
            if path.king == ksq && rights.has(path.rook) {
                rights.clear(path.rook);
                try_path(path);
            }
        }
        // Rights the position did not start with this king for (none while castling clears them).
        for rsq in rights.iter() {
            try_path(&CastlePath::new(t, us, ksq, rsq));
        }
    }
}

//! The attackers of a cell, for the search's static exchange evaluation: every piece of one side
//! that could capture on a cell with a given occupancy, found from the same compiled tables as
//! attack detection ([`Position::attacked`]), so it works for any Betza piece.

use super::position::Position;
use super::tables::{LameT, SlideKind, SlideT, Tables};
use crate::geometry::BitSet;
use crate::pieces::Color;

impl<B: BitSet> Position<B> {
    /// The cells of the pieces of side `by` that could capture on `sq` when only the pieces on
    /// `occ` stand on the board (pieces outside `occ` neither attack nor block, so removing a
    /// capturer from `occ` uncovers the pieces behind it). Leaps, lame leaps, plain, hopping and
    /// grasshopping slides are exact; a multi-leg mover counts wherever one of its moves could
    /// reach `sq` on some occupancy (an over-estimate), and attacks lent by auras are left out.
    pub fn attackers(&self, t: &Tables<B>, sq: usize, by: Color, occ: B) -> B {
        let bi = by.index();
        let own = self.by_color[bi] & occ & !self.frozen;
        let mut out = B::EMPTY;
        for &ty in &t.leap_types[bi] {
            out |= t.pieces[ty][bi].rev_capture[sq] & self.by_type[ty] & own;
        }
        for line in &t.attack_lines[bi] {
            let (lower, upper) = line.rays[sq];
            let hit = B::line_attack(occ, lower, upper) & own;
            for &ty in &line.types {
                out |= self.by_type[ty] & hit;
            }
        }
        for (d, types) in &t.lone_groups[bi] {
            if let Some(b) = self.lone_attacker(t, *d, types, sq, occ, own) {
                out.set(b);
            }
        }
        for &(ty, si) in &t.special_slides[bi] {
            let bb = self.by_type[ty] & own;
            let s = &t.pieces[ty][bi].slides[si];
            if let Some(b) = self.special_slide_attacker(t, ty, s, sq, occ, bb) {
                out.set(b);
            }
        }
        for &ty in &t.lame_types[bi] {
            for from in (self.by_type[ty] & own & !out).iter() {
                if t.pieces[ty][bi].lame[from].iter().any(|l| self.lame_captures(t, ty, from, l, sq, occ)) {
                    out.set(from);
                }
            }
        }
        for &ty in &t.multi_types[bi] {
            let pt = &t.pieces[ty][bi];
            for from in (self.by_type[ty] & own).iter() {
                if pt.multi_reach[from].has(sq) {
                    out.set(from);
                }
            }
        }
        out
    }

    /// The cell of the piece among `own` of one of `types` that captures on `sq` by an unlimited
    /// plain slide in direction `d` (one of [`Tables::lone_groups`]) when the pieces on `occ`
    /// stand on the board.
    #[inline(always)]
    pub(crate) fn lone_attacker(
        &self,
        t: &Tables<B>,
        d: usize,
        types: &[usize],
        sq: usize,
        occ: B,
        own: B,
    ) -> Option<usize> {
        let rd = t.rev_dir[d];
        let ray = t.rays[rd][sq] & occ;
        if ray.is_empty() {
            return None;
        }
        let b = t.first(rd, ray);
        (own.has(b) && types.iter().any(|&ty| self.by_type[ty].has(b))).then_some(b)
    }

    /// The cell of the piece among `bb` (pieces of type `ty`) that captures on `sq` along its
    /// limited, hopping or grasshopping slide `s` (one of [`Tables::special_slides`]) when the
    /// pieces on `occ` stand on the board.
    #[inline(always)]
    pub(crate) fn special_slide_attacker(
        &self,
        t: &Tables<B>,
        ty: usize,
        s: &SlideT<B>,
        sq: usize,
        occ: B,
        bb: B,
    ) -> Option<usize> {
        if bb.is_empty() {
            return None;
        }
        let rd = t.rev_dir[s.dir];
        let ray = t.rays[rd][sq];
        match s.kind {
            SlideKind::Plain => {
                let bl = ray & occ;
                (!bl.is_empty())
                    .then(|| t.first(rd, bl))
                    .filter(|&b| bb.has(b) && s.rays[b].has(sq) && (!s.initial || self.is_initial(t, ty, b)))
            }
            SlideKind::Hop => {
                let bl = ray & occ;
                if bl.is_empty() {
                    return None;
                }
                let beyond = t.rays[rd][t.first(rd, bl)] & occ;
                (!beyond.is_empty()).then(|| t.first(rd, beyond)).filter(|&b| bb.has(b) && s.rays[b].has(sq))
            }
            SlideKind::Grass => {
                if ray.is_empty() || !occ.has(t.first(rd, ray)) {
                    return None;
                }
                let adj = t.first(rd, ray);
                let beyond = t.rays[rd][adj] & occ;
                (!beyond.is_empty()).then(|| t.first(rd, beyond)).filter(|&b| bb.has(b) && s.rays[b].has(adj))
            }
        }
    }

    /// Whether the lame or jumping leap `l` of the piece of type `ty` on `from` captures on `sq`
    /// when the pieces on `occ` stand on the board.
    #[inline(always)]
    pub(crate) fn lame_captures(&self, t: &Tables<B>, ty: usize, from: usize, l: &LameT<B>, sq: usize, occ: B) -> bool {
        l.capture
            && l.to as usize == sq
            && (!l.initial || self.is_initial(t, ty, from))
            && if l.jump { (l.path & occ) == l.path } else { (l.path & occ).is_empty() }
    }
}

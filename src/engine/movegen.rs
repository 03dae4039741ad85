//! Move generation: pseudo-legal moves from the compiled tables, attack detection, the generic
//! multi-leg interpreter, the legality filter and perft. The special rules (drops, castling,
//! swaps, auras, flood moves, the lion rules) live in [`super::special`], called from here.

use super::game::GoalCause;
use super::moves::{Move, MoveKind, NONE};
use super::position::{decode, Position};
use super::tables::{leg_steps, sign_index, MultiT, PieceT, SlideKind, SlideT, Tables};
use crate::geometry::BitSet;
use crate::pieces::betza::Range;
use crate::pieces::Color;
use crate::rules::PromotionLimit;

impl<B: BitSet> Position<B> {
    /// Cells of the royal pieces of side `c`.
    #[inline]
    pub(crate) fn royals(&self, t: &Tables<B>, c: Color) -> B {
        let mut r = B::EMPTY;
        for &ty in &t.rules.royal {
            r |= self.by_type[ty];
        }
        r & self.by_color[c.index()]
    }

    /// A game end by extinction of key pieces or by a captured flag: `Some(winner)`, where a winner
    /// of `None` is a draw (both flags reached).
    #[inline]
    pub(crate) fn goal_reached(&self, t: &Tables<B>) -> Option<Option<Color>> {
        self.goal(t).map(|(winner, _)| winner)
    }

    /// [`Self::goal_reached`] with what reached it.
    pub(crate) fn goal(&self, t: &Tables<B>) -> Option<(Option<Color>, GoalCause)> {
        let r = &t.rules;
        if !r.extinction_types.is_empty() {
            for c in Color::BOTH {
                // Pieces in hand count too.
                let any = r.extinction_types.iter().any(|&ty| {
                    !(self.by_type[ty] & self.by_color[c.index()]).is_empty() || self.hands[c.index()][ty] > 0
                });
                if !any {
                    return Some((Some(c.flip()), GoalCause::Extinct(r.extinction_types[0])));
                }
            }
        }
        if let Some(winner) = self.pusher_exposed(t) {
            return Some((Some(winner), GoalCause::PushExposed));
        }
        if let Some((ty, cells)) = &r.flag {
            // The flag piece must stand there safe: not capturable by the opponent.
            let reached = |c: Color| {
                let mine = self.by_type[*ty] & self.by_color[c.index()];
                mine.iter().any(|sq| cells[c.index()].contains(&sq) && !self.attacked(t, sq, c.flip(), self.occ))
            };
            let winner = match (reached(Color::White), reached(Color::Black)) {
                (true, true) => None,
                (true, false) => Some(Color::White),
                (false, true) => Some(Color::Black),
                _ => return None,
            };
            return Some((winner, GoalCause::Flag(*ty)));
        }
        None
    }

    /// Whether side `c` has a royal piece under attack.
    pub(crate) fn in_check_side(&self, t: &Tables<B>, c: Color) -> bool {
        let royals = self.royals(t, c);
        if t.rules.royal_all && !royals.is_empty() && !royals.is_single() {
            // Check only if one enemy move could capture every royal (a double capture, §4.6).
            if royals.count() > 2 || !royals.iter().all(|sq| self.attacked(t, sq, c.flip(), self.occ)) {
                return false;
            }
            let (a, b) = (royals.lsb(), royals.msb());
            let them = c.flip();
            let mut buf = Vec::new();
            for &ty in &t.multi_types[them.index()] {
                for from in (self.by_type[ty] & self.by_color[them.index()]).iter() {
                    for mt in &t.pieces[ty][them.index()].multi {
                        buf.clear();
                        self.gen_multi(t, them, from, mt, &mut buf, 0);
                        if buf.iter().any(|m| {
                            (m.aux as usize == a && m.to as usize == b) || (m.aux as usize == b && m.to as usize == a)
                        }) {
                            return true;
                        }
                    }
                }
            }
            false
        } else {
            royals.iter().any(|sq| self.attacked(t, sq, c.flip(), self.occ))
        }
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self, t: &Tables<B>) -> bool {
        self.in_check_side(t, self.turn)
    }

    /// Whether side `by` attacks (could capture on) cell `sq`, with occupancy `occ`.
    pub(crate) fn attacked(&self, t: &Tables<B>, sq: usize, by: Color, occ: B) -> bool {
        self.attacked_inline(t, sq, by, occ)
    }

    /// [`Position::attacked`], inlined where it is called most (the royal's moves at perft's last ply).
    #[inline(always)]
    fn attacked_inline(&self, t: &Tables<B>, sq: usize, by: Color, occ: B) -> bool {
        // Frozen pieces (`flips`) attack nothing.
        let own = self.by_color[by.index()] & occ & !self.frozen;
        self.attacked_off_lines(t, sq, by, occ, own) || self.attacked_on_lines(t, sq, by.index(), occ, own)
    }

    /// [`Position::attacked`] by the attackers of side `by` among `own` along its attack lines.
    #[inline(always)]
    fn attacked_on_lines(&self, t: &Tables<B>, sq: usize, bi: usize, occ: B, own: B) -> bool {
        if t.attack_lines[bi].is_empty() {
            return false;
        }
        self.attacked_by_sliders(t, sq, bi, occ, self.line_sliders(t, bi, own))
    }

    /// The pieces of `own` of the types that attack along side `bi`'s attack lines.
    #[inline(always)]
    fn line_sliders(&self, t: &Tables<B>, bi: usize, own: B) -> B {
        let mut sliders = B::EMPTY;
        for &ty in &t.line_types[bi] {
            sliders |= self.by_type[ty];
        }
        sliders & own
    }

    /// [`Position::attacked_on_lines`] by `sliders` (what [`Position::line_sliders`] gives), for a
    /// caller that tests many cells against the same attackers.
    #[inline(always)]
    fn attacked_by_sliders(&self, t: &Tables<B>, sq: usize, bi: usize, occ: B, sliders: B) -> bool {
        // Most lines through a cell hold no enemy slider at all: those are skipped unread.
        if sliders.is_empty() {
            return false;
        }
        for line in &t.attack_lines[bi] {
            let (lower, upper) = line.rays[sq];
            if !(lower | upper).intersects(sliders) {
                continue;
            }
            let hit = B::line_attack(occ, lower, upper) & sliders;
            if hit.is_empty() {
                continue;
            }
            for &ty in &line.types {
                if self.by_type[ty].intersects(hit) {
                    return true;
                }
            }
        }
        false
    }

    /// [`Position::attacked`] by the attackers of side `by` among `own` other than along its attack lines.
    #[inline(always)]
    fn attacked_off_lines(&self, t: &Tables<B>, sq: usize, by: Color, occ: B, own: B) -> bool {
        let bi = by.index();
        if t.leap_reach[bi][sq].intersects(own) {
            for &ty in &t.leap_types[bi] {
                if t.pieces[ty][bi].rev_capture[sq].intersects(self.by_type[ty] & own) {
                    return true;
                }
            }
        }
        if t.leaps_and_lines_only[bi] {
            return false;
        }
        for (d, types) in &t.lone_groups[bi] {
            if self.lone_attacker(t, *d, types, sq, occ, own).is_some() {
                return true;
            }
        }
        for &(ty, si) in &t.special_slides[bi] {
            let s = &t.pieces[ty][bi].slides[si];
            if self.special_slide_attacker(t, ty, s, sq, occ, self.by_type[ty] & own).is_some() {
                return true;
            }
        }
        for &ty in &t.lame_types[bi] {
            for from in (self.by_type[ty] & own).iter() {
                if t.pieces[ty][bi].lame[from].iter().any(|l| self.lame_captures(t, ty, from, l, sq, occ)) {
                    return true;
                }
            }
        }
        if t.stateful_attacks && self.stateful_attack(t, sq, by, own) {
            return true;
        }
        for &ty in &t.multi_types[bi] {
            let pt = &t.pieces[ty][bi];
            for from in (self.by_type[ty] & own).iter() {
                if !pt.multi_reach[from].has(sq) {
                    continue;
                }
                let init = self.is_initial(t, ty, from);
                for mt in &pt.multi {
                    if mt.initial && !init {
                        continue;
                    }
                    if self.multi_hits(t, by, from, mt, sq) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Appends the pseudo-legal moves of the side to move (castling excluded), optionally only from one cell.
    pub(crate) fn gen_pseudo(&self, t: &Tables<B>, out: &mut Vec<Move>, only_from: Option<usize>, in_check: bool) {
        let us = self.turn;
        let ui = us.index();
        let own = self.by_color[ui];
        let enemy = self.by_color[ui ^ 1];
        let empty = t.present & !self.occ;
        for ty in 0..t.pieces.len() {
            // Frozen pieces (`flips`) have no moves.
            let mut bb = self.by_type[ty] & own & !self.frozen;
            if let Some(f) = only_from {
                bb &= B::single(f);
            }
            if bb.is_empty() {
                continue;
            }
            // An imitator moves with the tables of the type it copies (rules::imitator).
            let imitating = t.is_imitator[ty];
            let table_ty = if imitating {
                match self.last_mover {
                    0 => continue,
                    l => l as usize - 1,
                }
            } else {
                ty
            };
            let pt = if imitating {
                &t.pieces[table_ty][ui]
            } else if in_check {
                t.check_pieces[ty][ui].as_ref().unwrap_or(&t.pieces[ty][ui])
            } else {
                &t.pieces[ty][ui]
            };
            // (Speed alone: the page modules, built without `fast-sets`, keep one loop.)
            if cfg!(feature = "fast-sets")
                && !imitating
                && !pt.has_lame
                && pt.multi.is_empty()
                && !t.is_flood[ty]
                && t.aura_grants.is_empty()
                && t.rules.jump_chain.is_empty()
                && t.rules.flying_capture.is_empty()
                && self.ep_targets.is_empty()
            {
                self.gen_plain(t, ty, pt, bb, empty, enemy, out);
                continue;
            }
            for from in bb.iter() {
                let first_move = out.len();
                let mut quiet = pt.quiet[from] & empty;
                let mut caps = pt.capture[from] & enemy;
                if t.is_flood[table_ty] {
                    quiet |= self.flood(t, from, empty);
                }
                if !t.aura_grants.is_empty() && !imitating {
                    for (ai, a) in t.rules.auras.iter().enumerate() {
                        if a.recipients.contains(&ty) && self.aura_at(t, ai, from, us, own) {
                            quiet |= t.aura_grants[ai][ui].quiet[from] & empty;
                            caps |= t.aura_grants[ai][ui].capture[from] & enemy;
                        }
                    }
                }
                let init = !imitating && pt.has_initial && self.is_initial(t, ty, from);
                if init {
                    quiet |= pt.init_quiet[from] & empty;
                    caps |= pt.init_capture[from] & enemy;
                }
                let slid = self.slide_targets(t, pt, from, init, empty, enemy);
                quiet |= slid & empty;
                caps |= slid & enemy;
                let mut done = quiet | caps;
                self.push_targets(t, ty, from, done, MoveKind::Normal, out);
                for l in pt.lames(from) {
                    if l.initial && !init {
                        continue;
                    }
                    let to = l.to as usize;
                    if done.has(to) {
                        continue;
                    }
                    let clear = if l.jump { (l.path & self.occ) == l.path } else { (l.path & self.occ).is_empty() };
                    if !clear {
                        continue;
                    }
                    if (l.quiet && empty.has(to)) || (l.capture && enemy.has(to)) {
                        done.set(to);
                        let kind = if l.passes && t.rules.en_passant && empty.has(to) {
                            MoveKind::MultiStep
                        } else {
                            MoveKind::Normal
                        };
                        self.push_targets(t, ty, from, B::single(to), kind, out);
                    }
                }
                let turn_passant = t.rules.en_passant_over_turn;
                if !self.ep_targets.is_empty() && !imitating && (!turn_passant || self.part == 0) {
                    let e = pt.ep[from] & self.ep_targets;
                    for to in e.iter() {
                        let mut m = Move::normal(from, to);
                        m.kind = MoveKind::EnPassant;
                        m.aux = if turn_passant {
                            match self.turn_passant_victim(t, to) {
                                Some(pawn) => pawn as u16,
                                None => continue,
                            }
                        } else {
                            self.ep_victim
                        };
                        self.push_promotions(t, ty, m, out);
                    }
                }
                if !pt.multi.is_empty() {
                    let start = out.len();
                    for mt in &pt.multi {
                        if mt.initial && !init {
                            continue;
                        }
                        self.gen_multi(t, us, from, mt, out, start);
                    }
                    // Plain destinations already produced by simple components are not repeated.
                    let mut k = start;
                    while k < out.len() {
                        let m = out[k];
                        if m.aux == NONE && done.has(m.to as usize) {
                            out.swap_remove(k);
                        } else {
                            k += 1;
                        }
                    }
                }
                // Congo: the monkey's jump series, the lions' flying capture (`special::chains`, `river`).
                if t.rules.jump_chain.contains(&ty) {
                    self.gen_chains(t, from, us, out);
                }
                if t.rules.flying_capture.contains(&ty) {
                    self.gen_flying(t, from, ty, us, out);
                }
                if imitating && t.rules.imitator_vector {
                    // Only the last move's displacement, turned to face this side (spec tchess.md I-08).
                    let want = (-self.last_delta.0, -self.last_delta.1);
                    let mut k = first_move;
                    while k < out.len() {
                        if t.move_delta(&out[k]) == want {
                            k += 1;
                        } else {
                            out.swap_remove(k);
                        }
                    }
                }
            }
        }
    }

    /// [`Position::gen_pseudo`] for the pieces `bb` of type `ty`, whose moves are their tables,
    /// first moves and slides only (no lame leaps, multi-leg moves or rules of their own): a loop
    /// of its own, small enough for a JIT to keep its values in registers.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn gen_plain(&self, t: &Tables<B>, ty: usize, pt: &PieceT<B>, bb: B, empty: B, enemy: B, out: &mut Vec<Move>) {
        for from in bb.iter() {
            let init = pt.has_initial && self.is_initial(t, ty, from);
            let mut targets = (pt.quiet[from] & empty) | (pt.capture[from] & enemy);
            if init {
                targets |= (pt.init_quiet[from] & empty) | (pt.init_capture[from] & enemy);
            }
            targets |= self.slide_targets(t, pt, from, init, empty, enemy) & (empty | enemy);
            self.push_targets(t, ty, from, targets, MoveKind::Normal, out);
        }
    }

    /// The cells the slides of `pt` from `from` reach where they may move (empty cells) or
    /// capture (enemy cells); `init`: the piece may make its first-move slides.
    #[inline(always)]
    fn slide_targets(&self, t: &Tables<B>, pt: &PieceT<B>, from: usize, init: bool, empty: B, enemy: B) -> B {
        if pt.slides.is_empty() {
            return B::EMPTY;
        }
        if pt.lone_riders.is_empty() && pt.other_slides.is_empty() {
            // Riders paired into lines only (the chess riders): no call.
            return self.line_reach(pt, from) & (empty | enemy);
        }
        self.slides_from(t, pt, from, init, empty, enemy)
    }

    /// The cells the line riders of `pt` reach from `from`, first blockers included.
    #[inline(always)]
    fn line_reach(&self, pt: &PieceT<B>, from: usize) -> B {
        let occ = self.occ;
        let la = |&(lower, upper): &(B, B)| B::line_attack(occ, lower, upper);
        // Two lines (rook, bishop) and four (queen) written out: a loop would be vectorised, and
        // its vector leading-zero count is emulated at great cost (x86-64 without lzcnt).
        match &pt.line_rays[from * pt.lines..(from + 1) * pt.lines] {
            [a, b] => la(a) | la(b),
            [a, b, c, d] => (la(a) | la(b)) | (la(c) | la(d)),
            rays => rays.iter().fold(B::EMPTY, |r, x| r | la(x)),
        }
    }

    /// The cells the riders of `pt` ([`PieceT::riders`]) reach from `from`, first blockers included.
    #[inline(always)]
    pub(crate) fn rider_reach(&self, t: &Tables<B>, pt: &PieceT<B>, from: usize) -> B {
        let mut reach = if pt.lines > 0 { self.line_reach(pt, from) } else { B::EMPTY };
        for &d in &pt.lone_riders {
            reach |= t.slide_attack(d, t.rays[d][from], self.occ);
        }
        reach
    }

    /// [`Position::slide_targets`] of a piece that has slides.
    fn slides_from(&self, t: &Tables<B>, pt: &PieceT<B>, from: usize, init: bool, empty: B, enemy: B) -> B {
        let occ = self.occ;
        let mut targets = self.rider_reach(t, pt, from) & (empty | enemy);
        for &si in &pt.other_slides {
            let s = &pt.slides[si];
            if s.initial && !init {
                continue;
            }
            let a = if s.limited {
                match Self::limited_reach(t, s, from, occ) {
                    Some(a) => a,
                    None => continue,
                }
            } else {
                match Self::reach_on(t, s.kind, s.dir, s.rays[from], occ) {
                    Some(a) => a,
                    None => continue,
                }
            };
            if s.quiet {
                targets |= a & empty;
            }
            if s.capture {
                targets |= a & enemy;
            }
        }
        targets
    }

    /// The cells a slide of `kind` along direction `dir` reaches on `line` (its cells from the start,
    /// in order) over the occupancy `occ`: up to the first piece, or beyond a screen; `None` where
    /// a hop or grasshop finds nothing to leap.
    #[inline(always)]
    fn reach_on(t: &Tables<B>, kind: SlideKind, dir: usize, line: B, occ: B) -> Option<B> {
        Some(match kind {
            SlideKind::Plain => t.slide_attack(dir, line, occ),
            SlideKind::Hop => {
                let bl = line & occ;
                if bl.is_empty() {
                    return None;
                }
                let screen = t.first(dir, bl);
                t.slide_attack(dir, line & t.rays[dir][screen], occ)
            }
            SlideKind::Grass => {
                let bl = line & occ;
                if bl.is_empty() {
                    return None;
                }
                let beyond = line & t.rays[dir][t.first(dir, bl)];
                if beyond.is_empty() {
                    return None;
                }
                B::single(t.first(dir, beyond))
            }
        })
    }

    /// [`Self::reach_on`] for a slide whose own cells are fewer than its direction's line (cut to
    /// a range, or to a region it is confined to): anything on the line blocks or screens it, and
    /// it ends on its own cells only.
    #[inline(never)]
    fn limited_reach(t: &Tables<B>, s: &SlideT<B>, from: usize, occ: B) -> Option<B> {
        Self::reach_on(t, s.kind, s.dir, t.rays[s.dir][from], occ).map(|a| a & s.rays[from])
    }

    /// Pushes moves from `from` to every cell of `targets`, expanding promotions.
    #[inline]
    fn push_targets(&self, t: &Tables<B>, ty: usize, from: usize, targets: B, kind: MoveKind, out: &mut Vec<Move>) {
        // Many pieces have no move (blocked in the opening): nothing to read for them.
        if targets.is_empty() {
            return;
        }
        let ui = self.turn.index();
        if t.rules.flip_every_move && t.demoted[ty] != ty {
            // A turned-over piece turns back on every move (kyoto shogi).
            for to in targets.iter() {
                let mut m = Move::normal(from, to);
                m.kind = kind;
                m.promo = t.demoted[ty] as u8 + 1;
                m.extra = ty as u16;
                out.push(m);
            }
            return;
        }
        if t.promotes_to[ty].is_some() || (t.rules.immobility_illegal && !t.dead[ty][ui].is_empty()) {
            // Shogi-style: promotion optional on moves that start or end in the zone; no move may
            // leave the piece where it could never move again.
            let zone = t.promo_zone[ty][ui];
            let dead = if t.rules.immobility_illegal { t.dead[ty][ui] } else { B::EMPTY };
            // What holds for every target: whether the move starts in the zone, whether a capture
            // from there offers promotion (not to a type that waits for the last rank after declining).
            let from_zone = zone.has(from);
            let capture_offers = from_zone && !t.rules.decline_waits_last_rank.contains(&ty);
            for to in targets.iter() {
                let mut m = Move::normal(from, to);
                m.kind = kind;
                if let Some(pt) = t.promotes_to[ty] {
                    let offered = if t.rules.promotion_on_zone_entry {
                        // Entering the zone, capturing from inside it, or reaching the last rank.
                        (!from_zone && zone.has(to))
                            || (capture_offers && self.board[to] != 0)
                            || (t.dead[ty][ui].has(to) && t.is_last_rank(to, self.turn))
                    } else {
                        from_zone || zone.has(to)
                    };
                    if offered {
                        let mut pm = m;
                        pm.promo = pt as u8 + 1;
                        pm.extra = ty as u16;
                        out.push(pm);
                        if t.rules.mandatory_piece_promotion {
                            continue;
                        }
                    }
                }
                if !dead.has(to) {
                    out.push(m);
                }
            }
            return;
        }
        if t.is_pawn[ty] {
            let zone = t.promo_zone[ty][ui];
            for to in (targets & !zone).iter() {
                let mut m = Move::normal(from, to);
                m.kind = kind;
                out.push(m);
            }
            for to in (targets & zone).iter() {
                let mut m = Move::normal(from, to);
                m.kind = kind;
                self.push_promotions(t, ty, m, out);
            }
        } else {
            for to in targets.iter() {
                let mut m = Move::normal(from, to);
                m.kind = kind;
                out.push(m);
            }
        }
    }

    /// Pushes a pawn move with the promotions its destination allows (or requires).
    pub(crate) fn push_promotions(&self, t: &Tables<B>, ty: usize, m: Move, out: &mut Vec<Move>) {
        let ui = self.turn.index();
        let to = m.to as usize;
        if !t.is_pawn[ty] || !t.promo_zone[ty][ui].has(to) {
            out.push(m);
            return;
        }
        let start = out.len();
        let own = self.by_color[ui];
        let limit = t.rules.promotion.limit;
        let choice = t.promo_choices[ty][ui].iter().find(|(cells, _)| cells.has(to));
        if choice.is_some_and(|(cells, _)| cells.has(m.from as usize)) {
            // A `promotion_choice` is taken on arrival only, not on a move within its ranks.
            out.push(m);
            return;
        }
        for &p in choice.map(|(_, p)| p).unwrap_or(&t.promo_types) {
            let available = match limit {
                PromotionLimit::None => true,
                PromotionLimit::Lost => (self.by_type[p] & own).count() < t.start_counts[ui][p],
                PromotionLimit::Vacancy => self.pools[ui][p] > 0,
            };
            if available {
                let mut pm = m;
                pm.promo = p as u8 + 1;
                pm.extra = ty as u16;
                out.push(pm);
            }
        }
        let promo = &t.rules.promotion;
        if !t.promo_mandatory[ty][ui].has(to)
            || promo.optional.contains(&ty)
            || (promo.empty_pool_stays && out.len() == start)
        {
            out.push(m);
        }
    }

    /// The generic multi-leg interpreter: appends the moves of one component from `from` for side `us`.
    /// Moves equal (same destination and capture) to one already at or after `dedupe_from` are skipped.
    pub(crate) fn gen_multi(
        &self,
        t: &Tables<B>,
        us: Color,
        from: usize,
        mt: &MultiT,
        out: &mut Vec<Move>,
        dedupe_from: usize,
    ) {
        self.walk(t, us, from, mt, 0, from, &mt.legs[0].first, NONE, NONE, NONE, &mut |to, cap, stop, _| {
            let mv =
                Move { from: from as u16, to: to as u16, aux: cap, extra: stop, kind: MoveKind::MultiLeg, promo: 0 };
            if !out[dedupe_from..].iter().any(|o| o.to == mv.to && o.aux == mv.aux && o.from == mv.from) {
                out.push(mv);
            }
            false
        });
    }

    /// Whether a multi-leg move of side `us` from `from` captures on `target`, at its end or on the way.
    /// Whether a multi-leg component from `from` attacks `target` (would capture an enemy there: an
    /// empty target is probed as if an enemy stood on it, for castling paths).
    fn multi_hits(&self, t: &Tables<B>, us: Color, from: usize, mt: &MultiT, target: usize) -> bool {
        let probe = target as u16;
        self.walk(t, us, from, mt, 0, from, &mt.legs[0].first, NONE, NONE, probe, &mut |to, cap, _, takes_at_end| {
            (takes_at_end && to == target) || (cap != NONE && cap as usize == target)
        })
    }

    /// Walks the legs of a multi-leg component from leg `li` at `cur`, calling `visit(to, locust
    /// capture or NONE, the cell where the last leg starts or NONE, captures on to)` at every end the move may have; a
    /// `true` from `visit` stops the walk and is returned. An empty `probe` cell counts as holding an enemy.
    #[allow(clippy::too_many_arguments)]
    fn walk<F: FnMut(usize, u16, u16, bool) -> bool>(
        &self,
        t: &Tables<B>,
        us: Color,
        from: usize,
        mt: &MultiT,
        li: usize,
        cur: usize,
        vectors: &[(i32, i32)],
        cap: u16,
        stop: u16,
        probe: u16,
        visit: &mut F,
    ) -> bool {
        let leg = &mt.legs[li];
        let last = li + 1 == mt.legs.len();
        let (max, exact) = leg_steps(leg.range, &t.geo);
        let ui = us.index();
        for &v in vectors {
            let mut sq = cur;
            for step in 1..=max {
                let Some(nx) = t.geo.offset(sq, v.0, v.1) else { break };
                sq = nx;
                // The mover's own cell and a piece captured on the way count as empty.
                let mut occupant = if sq == from || sq == cap as usize { 0 } else { self.board[sq] };
                if occupant == 0 && sq == probe as usize {
                    occupant = crate::engine::position::code(0, us.flip());
                }
                if exact && step < max {
                    if occupant != 0 {
                        break;
                    }
                    continue;
                }
                let side = decode(occupant).map(|(_, c)| c.index());
                let m = &leg.modes;
                if last {
                    let ok = match side {
                        None => m.quiet,
                        Some(c) if c != ui => m.capture,
                        Some(_) => m.friend,
                    };
                    if ok
                        && (t.rules.allow_pass || !(sq == from && cap == NONE))
                        && visit(sq, cap, stop, side.is_some_and(|c| c != ui))
                    {
                        return true;
                    }
                } else {
                    let (go, new_cap) = match side {
                        None => (m.quiet, cap),
                        Some(c) if c != ui => {
                            if m.capture && cap == NONE {
                                (true, sq as u16)
                            } else {
                                (m.hop, cap)
                            }
                        }
                        Some(_) => (m.hop || m.friend, cap),
                    };
                    // With `to_end`, a slide continues only from its last empty cell.
                    let at_end = || {
                        step == max
                            || t.geo.offset(sq, v.0, v.1).map_or(true, |nx| {
                                !t.present.has(nx) || (nx != from && nx != cap as usize && self.board[nx] != 0)
                            })
                    };
                    let ride = matches!(leg.range, Range::Ride(_));
                    if go && (!mt.to_end || !ride || occupant != 0 || at_end()) {
                        let next = &mt.legs[li + 1].relative[sign_index(v)];
                        // The stop recorded is where the last leg starts (a two-stage piece's stage-1 square).
                        let new_stop = sq as u16;
                        if self.walk(t, us, from, mt, li + 1, sq, next, new_cap, new_stop, probe, visit) {
                            return true;
                        }
                    }
                }
                if occupant != 0 {
                    break;
                }
            }
        }
        false
    }

    /// Cells of our pieces that stand between our royal on `ksq` and an enemy slider (an over-approximation of pins).
    fn pinned(&self, t: &Tables<B>, ksq: usize) -> B {
        self.pinned_unless_line_check(t, ksq, None).unwrap_or(B::EMPTY)
    }

    /// [`Position::pinned`]; with `attackers` (the enemy pieces that attack), `None` instead where
    /// one of them checks the royal along an attack line (the lines are read once for both).
    #[inline(always)]
    fn pinned_unless_line_check(&self, t: &Tables<B>, ksq: usize, attackers: Option<B>) -> Option<B> {
        let us = self.turn.index();
        let them = us ^ 1;
        let own = self.by_color[us];
        let enemy = self.by_color[them];
        let mut pinned = B::EMPTY;
        let mut sliders = B::EMPTY;
        for &ty in &t.slider_types[them] {
            sliders |= self.by_type[ty];
        }
        sliders &= enemy;
        if sliders.is_empty() {
            return Some(pinned);
        }
        for (d, types) in &t.lone_groups[them] {
            if let Some(b1) = self.pinned_along(t, ksq, *d, types, sliders) {
                pinned.set(b1);
            }
        }
        for &(ty, si) in &t.special_slides[them] {
            let d = t.pieces[ty][them].slides[si].dir;
            if let Some(b1) = self.pinned_along(t, ksq, d, &[ty], sliders) {
                pinned.set(b1);
            }
        }
        for line in &t.attack_lines[them] {
            let (lower, upper) = line.rays[ksq];
            if !(lower | upper).intersects(sliders) {
                continue;
            }
            // Our first pieces both ways along the line, then what stands right behind them.
            let first = B::line_attack(self.occ, lower, upper);
            if let Some(a) = attackers {
                if line.types.iter().any(|&ty| self.by_type[ty].intersects(first & a)) {
                    return None;
                }
            }
            let shields = first & own;
            if shields.is_empty() {
                continue;
            }
            let behind = B::line_attack(self.occ & !shields, lower, upper) & !first & sliders;
            if behind.is_empty() {
                continue;
            }
            let mut pinners = B::EMPTY;
            for &ty in &line.types {
                pinners |= self.by_type[ty] & behind;
            }
            for ray in [lower, upper] {
                if pinners.intersects(ray) {
                    pinned |= shields & ray;
                }
            }
        }
        Some(pinned)
    }

    /// The piece of the side to move pinned to its royal on `ksq` along direction `d` (from the
    /// royal outward) by an enemy slider of `types` among `sliders`, if any (both loops of
    /// [`Position::pinned_unless_line_check`]; inlined, as the closure it replaces was not).
    #[inline(always)]
    fn pinned_along(&self, t: &Tables<B>, ksq: usize, d: usize, types: &[usize], sliders: B) -> Option<usize> {
        let us = self.turn.index();
        let rd = t.rev_dir[d];
        let ray = t.rays[rd][ksq];
        // Most lines hold no enemy slider at all.
        if !ray.intersects(sliders) {
            return None;
        }
        let bl = ray & self.occ;
        if bl.is_empty() {
            return None;
        }
        let b1 = t.first(rd, bl);
        if !self.by_color[us].has(b1) {
            return None;
        }
        let beyond = t.rays[rd][b1] & self.occ;
        if beyond.is_empty() {
            return None;
        }
        let b2 = t.first(rd, beyond);
        let pins = self.by_color[us ^ 1].has(b2) && types.iter().any(|&ty| self.by_type[ty].has(b2));
        pins.then_some(b1)
    }

    /// Cells where moving a piece from or to may expose the royal on `ksq` to a hopper or lame leaper.
    fn danger(&self, t: &Tables<B>, ksq: usize) -> B {
        let them = self.turn.index() ^ 1;
        let mut d = B::EMPTY;
        for &(ty, si) in &t.special_slides[them] {
            let s = &t.pieces[ty][them].slides[si];
            if s.kind == SlideKind::Plain {
                continue;
            }
            // A hopper attacks over one screen: a move (one cell emptied, one filled) can make one
            // the second piece on the ray only if it is among the first three now; then the cells
            // up to the third piece matter.
            let rd = t.rev_dir[s.dir];
            let ray = t.rays[rd][ksq];
            let hoppers = self.by_type[ty] & self.by_color[them] & ray;
            if hoppers.is_empty() {
                continue;
            }
            let mut blockers = ray & self.occ;
            let (mut near, mut reach) = (false, ray);
            for _ in 0..3 {
                if blockers.is_empty() {
                    break;
                }
                let b = t.first(rd, blockers);
                blockers.clear(b);
                near |= hoppers.has(b);
                reach = ray & !t.rays[rd][b];
            }
            if near {
                d |= if blockers.is_empty() { ray } else { reach };
            }
        }
        for &ty in &t.lame_types[them] {
            for from in (self.by_type[ty] & self.by_color[them]).iter() {
                for l in &t.pieces[ty][them].lame[from] {
                    if l.capture && l.to as usize == ksq {
                        d |= l.path;
                    }
                }
            }
        }
        // A multi-leg walk reads only the cells it may stop on (no exact-range legs: `multi_fast`).
        for &ty in &t.multi_types[them] {
            let reach = &t.pieces[ty][them].multi_reach;
            for from in (self.by_type[ty] & self.by_color[them]).iter() {
                if reach[from].has(ksq) {
                    d |= reach[from];
                }
            }
        }
        d
    }

    /// Whether a capture: the destination holds an enemy, or the move takes a piece on the way.
    #[inline]
    pub(crate) fn is_capture(&self, m: &Move) -> bool {
        match m.kind {
            MoveKind::EnPassant | MoveKind::Chain => true,
            MoveKind::Castle | MoveKind::Swap | MoveKind::Drop | MoveKind::Push | MoveKind::Choice => false,
            MoveKind::MultiLeg => m.aux != NONE || (self.board[m.to as usize] != 0 && m.to != m.from),
            _ => self.board[m.to as usize] != 0,
        }
    }

    /// All legal moves of the side to move (into `out`, which is cleared first).
    pub fn legal_moves(&mut self, t: &Tables<B>, out: &mut Vec<Move>) {
        self.legal_moves_counted(t, out);
    }

    /// [`Position::legal_moves`], returning how many drops were removed because they would give
    /// a forbidden drop mate (what Fairy-Stockfish's perft still counts at its last ply).
    fn legal_moves_counted(&mut self, t: &Tables<B>, out: &mut Vec<Move>) -> u32 {
        out.clear();
        if self.goal_reached(t).is_some() {
            return 0;
        }
        if t.rules.push_enemy_pawn {
            // The owner's promotion choice opens its turn; a push ends the pusher's (`rules::push`).
            if let Some(cell) = self.awaiting_promotion(t) {
                self.gen_promotion_choices(t, cell, out);
                return 0;
            }
            if self.push_due(t) {
                self.gen_pushes(t, out);
                return 0;
            }
        }
        let us = self.turn;
        let in_check = self.in_check_side(t, us);
        self.gen_pseudo(t, out, None, in_check && t.has_check_pieces);
        if t.rules.drops {
            self.gen_drops(t, out);
        }
        self.filter_legal(t, out, in_check)
    }

    /// Whether the piece of type `ty` on `sq` may make its first-move (`i`) moves.
    #[inline]
    pub(crate) fn is_initial(&self, t: &Tables<B>, ty: usize, sq: usize) -> bool {
        if t.track_virgin {
            self.virgin.has(sq)
        } else {
            let c = if self.by_color[0].has(sq) { 0 } else { 1 };
            t.pieces[ty][c].initial_zone.has(sq)
        }
    }

    /// Legal moves from one cell.
    pub fn legal_moves_from(&mut self, t: &Tables<B>, from: usize, out: &mut Vec<Move>) {
        self.legal_moves(t, out);
        out.retain(|m| m.from as usize == from);
    }

    /// Removes the illegal moves of `out`; returns how many drops were removed as forbidden drop mates.
    pub(crate) fn filter_legal(&mut self, t: &Tables<B>, out: &mut Vec<Move>, in_check: bool) -> u32 {
        let us = self.turn;
        let them = us.flip();
        let royals = self.royals(t, us);
        let has_royal = !royals.is_empty();
        self.gen_castling(t, out, in_check);
        self.gen_swaps(t, out, in_check);
        if has_royal {
            // Fast path: one royal, not in check, no multi-leg attackers with exact-range legs. A move
            // is then legal if it is not a royal move, its piece is not pinned to a slider, and it
            // neither leaves nor enters a line of an enemy hopper, the path of an enemy lame leaper
            // to the royal or the reach of an enemy multi-leg piece that could capture the royal.
            let fast = royals.is_single() && !in_check && t.multi_fast[them.index()] && !t.stateful_attacks;
            let ksq = royals.lsb();
            // In check, the cells where a move of another piece may answer it (`check_answers`;
            // speed alone: the page modules, built without `fast-sets`, play every move).
            let answers = if cfg!(feature = "fast-sets") && royals.is_single() && in_check && t.evasions_by_cells {
                self.check_answers(t, ksq)
            } else {
                None
            };
            let pinned = if fast || answers.is_some() { self.pinned(t, ksq) } else { B::EMPTY };
            let danger = if fast && !t.simple_attacks[them.index()] { self.danger(t, ksq) } else { B::EMPTY };
            let mut k = 0;
            while k < out.len() {
                let m = out[k];
                let legal = if fast {
                    self.legal_fast(t, m, ksq, pinned, danger)
                } else if let Some((checkers, answers)) = answers {
                    self.legal_evasion(t, m, ksq, checkers.is_single(), answers, pinned)
                } else {
                    self.full_check(t, m)
                };
                if legal {
                    k += 1;
                } else {
                    out.swap_remove(k);
                }
            }
        }
        if !t.rules.lions.is_empty() {
            self.filter_lion_rules(t, out);
        }
        let banned_drop_mates = self.remove_drop_mates(t, out);
        self.filter_check_limit(t, out);
        if t.rules.must_capture && out.iter().any(|m| self.is_capture(m)) {
            let snapshot: Vec<bool> = out.iter().map(|m| self.is_capture(m)).collect();
            let mut i = 0;
            out.retain(|_| {
                let keep = snapshot[i];
                i += 1;
                keep
            });
        }
        banned_drop_mates
    }

    /// Whether a pseudo-legal move is legal, where the side to move has one royal on `ksq`, is not
    /// in check and faces no multi-leg or stateful attacks: `pinned` and `danger` are what
    /// [`Position::pinned`] and [`Position::danger`] say; moves they do not clear are played.
    #[inline]
    fn legal_fast(&mut self, t: &Tables<B>, m: Move, ksq: usize, pinned: B, danger: B) -> bool {
        let (from, to) = (m.from as usize, m.to as usize);
        match m.kind {
            // A drop only adds a piece: it can expose the royal only by screening a hopper.
            MoveKind::Drop => !danger.has(to) || self.full_check(t, m),
            // Multi-leg attacks read the board, not an occupancy with the royal lifted: those are played.
            MoveKind::Normal | MoveKind::MultiStep
                if from == ksq && t.multi_types[self.turn.flip().index()].is_empty() =>
            {
                self.royal_step_safe(t, ksq, to)
            }
            MoveKind::Normal | MoveKind::MultiStep if from == ksq => self.full_check(t, m),
            // Castling moves the royal and a rook and captures nothing: the royal's destination is
            // tested on the occupancy after the move (its path was tested by the generator).
            MoveKind::Castle
                if from == ksq
                    && t.multi_types[self.turn.flip().index()].is_empty()
                    && t.rules.flips.is_none()
                    && t.rules.drown.is_empty() =>
            {
                let (rook, rook_to) = (B::single(m.aux as usize), B::single(m.extra as usize));
                let occ = (self.occ & !B::single(ksq) & !rook) | B::single(to) | rook_to;
                !self.attacked(t, to, self.turn.flip(), occ)
            }
            MoveKind::Normal | MoveKind::MultiStep => {
                (!pinned.has(from) && !danger.has(from) && !danger.has(to)) || self.full_check(t, m)
            }
            _ => self.full_check(t, m),
        }
    }

    /// Whether a pseudo-legal move is legal, where the side to move has one royal on `ksq`, in
    /// check from pieces of plain attacks: `single` (one checker) and `answers` are what
    /// [`Position::check_answers`] says, `pinned` what [`Position::pinned`] says. Another piece's
    /// step, leap, slide or drop answers a single check only onto `answers`, and there it does
    /// unless the piece is pinned; the royal's step is legal where the enemy does not attack with
    /// it lifted; other moves are played.
    #[inline]
    fn legal_evasion(&mut self, t: &Tables<B>, m: Move, ksq: usize, single: bool, answers: B, pinned: B) -> bool {
        let (from, to) = (m.from as usize, m.to as usize);
        match m.kind {
            MoveKind::Drop => single && answers.has(to),
            MoveKind::Normal | MoveKind::MultiStep if from == ksq => self.royal_step_safe(t, ksq, to),
            MoveKind::Normal | MoveKind::MultiStep => {
                single && answers.has(to) && (!pinned.has(from) || self.full_check(t, m))
            }
            _ => self.full_check(t, m),
        }
    }

    /// Whether the royal on `ksq` may step or leap to `to` (no castling): the enemy does not attack
    /// `to` with the royal lifted. Only where the enemy has no multi-leg attacks, which read the
    /// board itself.
    #[inline]
    fn royal_step_safe(&self, t: &Tables<B>, ksq: usize, to: usize) -> bool {
        !self.attacked(t, to, self.turn.flip(), self.occ & !B::single(ksq))
    }

    /// Plays the move and tests whether any of our royal pieces is attacked.
    #[inline]
    pub(crate) fn full_check(&mut self, t: &Tables<B>, m: Move) -> bool {
        let us = self.turn;
        self.legality_probe = true;
        let u = self.make(t, m);
        self.legality_probe = false;
        let ok = !self.in_check_side(t, us);
        self.unmake(t, u);
        ok
    }

    /// Perft's last ply: the number of legal moves, counted from the target sets without listing
    /// most of them, where the rules allow it ([`Tables::countable`]) and the side to move has one
    /// royal not in check; `None` otherwise. Moves with more than one outcome (promotions), en
    /// passant, castling and swaps are listed in `scratch` and tested one by one.
    fn count_legal(&mut self, t: &Tables<B>, scratch: &mut Vec<Move>, fsf_leaves: bool) -> Option<u64> {
        let us = self.turn;
        let (ui, them) = (us.index(), us.flip());
        let limit = t.rules.check_limit;
        if limit > 0 && !self.unlimited && u32::from(self.checks[ui].count) >= limit {
            return None;
        }
        let royals = self.royals(t, us);
        if !royals.is_single() {
            return None;
        }
        let ksq = royals.lsb();
        let attackers = self.by_color[them.index()] & self.occ & !self.frozen;
        if self.attacked_off_lines(t, ksq, them, self.occ, attackers) {
            return self.count_evasions(t, ksq, scratch, fsf_leaves);
        }
        let Some(pinned) = self.pinned_unless_line_check(t, ksq, Some(attackers)) else {
            return self.count_evasions(t, ksq, scratch, fsf_leaves);
        };
        let danger = if t.simple_attacks[them.index()] { B::EMPTY } else { self.danger(t, ksq) };
        let own = self.by_color[ui];
        let enemy = self.by_color[ui ^ 1];
        let empty = t.present & !self.occ;
        let mut n = 0u64;
        scratch.clear();
        for ty in 0..t.pieces.len() {
            let bb = self.by_type[ty] & own;
            if bb.is_empty() {
                continue;
            }
            let pt = &t.pieces[ty][ui];
            // What holds for every piece of the type: where it may make its first moves
            // (`is_initial` for a piece of ours), where it promotes.
            let init_cells = match (pt.has_initial, t.track_virgin) {
                (false, _) => B::EMPTY,
                (true, true) => self.virgin,
                (true, false) => pt.initial_zone,
            };
            let (shogi_style, promo_zone) = pt.count_promotion;
            let mut alone = bb;
            if !pt.leap_shifts.is_empty() && !shogi_style {
                // The pieces whose every leap is counted as it stands: all of them at once.
                let group = bb & !(pinned | danger | pt.shift_exempt | B::single(ksq));
                if !group.is_empty() {
                    alone &= !group;
                    n += self.count_leaps_at_once(t, pt, group, init_cells, empty, enemy, danger);
                }
            }
            if danger.is_empty() && !pt.has_lame && !pt.has_initial && promo_zone.is_empty() {
                // Pieces whose moves are their targets, counted as they stand: no first moves, no
                // lame leaps, no promotion, not the royal, not pinned, and no danger anywhere.
                let free = alone & !(pinned | B::single(ksq));
                alone &= !free;
                n += self.count_free(t, pt, free, empty, enemy);
            }
            if !self.ep_targets.is_empty() {
                for from in bb.iter() {
                    for to in (pt.ep[from] & self.ep_targets).iter() {
                        let mut m = Move::normal(from, to);
                        m.kind = MoveKind::EnPassant;
                        m.aux = self.ep_victim;
                        self.push_promotions(t, ty, m, scratch);
                    }
                }
            }
            for from in alone.iter() {
                let targets = self.targets_from(t, pt, from, init_cells.has(from), empty, enemy);
                let targets = self.list_promotions(t, ty, from, targets, (shogi_style, promo_zone), scratch);
                if from == ksq {
                    n += self.count_royal_steps(t, ksq, targets);
                } else if pinned.has(from) || danger.has(from) {
                    n += targets.iter().filter(|&to| self.full_check(t, Move::normal(from, to))).count() as u64;
                } else {
                    n += u64::from((targets & !danger).count());
                    let risky = targets & danger;
                    n += risky.iter().filter(|&to| self.full_check(t, Move::normal(from, to))).count() as u64;
                }
            }
        }
        n += self.count_castlings(t, scratch);
        if t.rules.drops {
            n += self.count_drops(t, t.present, danger, fsf_leaves);
        }
        if !t.rules.swaps.is_empty() {
            self.gen_swaps(t, scratch, false);
        }
        for &m in scratch.iter() {
            if self.legal_fast(t, m, ksq, pinned, danger) {
                n += 1;
            }
        }
        Some(n)
    }

    /// [`Position::count_legal`]'s count of the royal's moves from `ksq` onto `targets` (no
    /// castling): those onto cells the enemy does not attack with the royal lifted. The enemy's
    /// line attackers are gathered once for all the targets.
    #[inline(always)]
    fn count_royal_steps(&self, t: &Tables<B>, ksq: usize, targets: B) -> u64 {
        if targets.is_empty() {
            return 0;
        }
        let them = self.turn.flip();
        let ti = them.index();
        let occ = self.occ & !B::single(ksq);
        let own = self.by_color[ti] & occ & !self.frozen;
        let sliders = if t.attack_lines[ti].is_empty() { B::EMPTY } else { self.line_sliders(t, ti, own) };
        let safe = |to: usize| {
            !self.attacked_off_lines(t, to, them, occ, own) && !self.attacked_by_sliders(t, to, ti, occ, sliders)
        };
        targets.iter().filter(|&to| safe(to)).count() as u64
    }

    /// [`Position::count_legal`]'s count of the moves of the pieces of `free`, of a type without
    /// first moves, lame leaps or promotions, none pinned, not the royal, with no danger anywhere:
    /// their targets. The tables are taken as slices before the loop; the riders of two and of four
    /// lines (rook, bishop, queen, and those with leaps besides) are counted by
    /// [`Position::count_line_riders`].
    #[inline(always)]
    fn count_free(&self, t: &Tables<B>, pt: &PieceT<B>, free: B, empty: B, enemy: B) -> u64 {
        let (quiet, capture) = (pt.quiet.cells(), pt.capture.cells());
        let leaps = |from: usize| (quiet[from] & empty) | (capture[from] & enemy);
        let mut n = 0u64;
        if pt.slides.is_empty() {
            for from in free.iter() {
                n += u64::from(leaps(from).count());
            }
        } else if pt.lone_riders.is_empty() && pt.other_slides.is_empty() {
            let open = empty | enemy;
            // A pure rider (rook, bishop, queen) has no leap to look up: no leap tables read.
            let none = |_: usize| B::EMPTY;
            match pt.lines {
                2 if !pt.any_leaps => n = self.count_line_riders::<2>(pt, free, open, none),
                4 if !pt.any_leaps => n = self.count_line_riders::<4>(pt, free, open, none),
                2 => n = self.count_line_riders::<2>(pt, free, open, leaps),
                4 => n = self.count_line_riders::<4>(pt, free, open, leaps),
                _ => {
                    for from in free.iter() {
                        n += u64::from((leaps(from) | (self.line_reach(pt, from) & open)).count());
                    }
                }
            }
        } else {
            for from in free.iter() {
                n += u64::from((leaps(from) | self.slides_from(t, pt, from, false, empty, enemy)).count());
            }
        }
        n
    }

    /// [`Position::count_free`]'s count for riders whose every slide is paired into `L` lines (2 or
    /// 4): per piece of `free`, its `leaps` and the cells its lines reach onto `open`.
    #[inline(always)]
    fn count_line_riders<const L: usize>(&self, pt: &PieceT<B>, free: B, open: B, leaps: impl Fn(usize) -> B) -> u64 {
        let (occ, rays) = (self.occ, pt.line_rays.cells());
        let la = |&(lower, upper): &(B, B)| B::line_attack(occ, lower, upper);
        let mut n = 0u64;
        for from in free.iter() {
            let r = &rays[L * from..L * from + L];
            let mut reach = la(&r[0]) | la(&r[1]);
            if L == 4 {
                reach |= la(&r[2]) | la(&r[3]);
            }
            n += u64::from((leaps(from) | (reach & open)).count());
        }
        n
    }

    /// The cells the piece of `pt` on `from` may move to as the board stands, by its quiet moves,
    /// captures, first moves (where `init`), slides and lame leaps: promotions not told apart,
    /// legality not tested.
    #[inline(always)]
    fn targets_from(&self, t: &Tables<B>, pt: &PieceT<B>, from: usize, init: bool, empty: B, enemy: B) -> B {
        let mut targets = (pt.quiet[from] & empty) | (pt.capture[from] & enemy);
        if init {
            targets |= (pt.init_quiet[from] & empty) | (pt.init_capture[from] & enemy);
        }
        targets |= self.slide_targets(t, pt, from, init, empty, enemy);
        if pt.has_lame {
            // A piece with lame leaps keeps its list of every cell (`PieceT::lame`).
            for l in &pt.lame[from] {
                if l.initial && !init {
                    continue;
                }
                let to = l.to as usize;
                let clear = if l.jump { (l.path & self.occ) == l.path } else { (l.path & self.occ).is_empty() };
                if clear && ((l.quiet && empty.has(to)) || (l.capture && enemy.has(to))) {
                    targets.set(to);
                }
            }
        }
        targets
    }

    /// The enemy pieces that check the royal on `ksq`, and the cells where another piece's move
    /// answers them (a checker's cell and the cells between it and the royal), where the enemy's
    /// attacks are plain leaps and slides only; `None` where they are not, or where none checks.
    fn check_answers(&self, t: &Tables<B>, ksq: usize) -> Option<(B, B)> {
        let ti = self.turn.flip().index();
        if !t.plain_attacks(ti) {
            return None;
        }
        let attackers = self.by_color[ti] & self.occ & !self.frozen;
        let mut leapers = B::EMPTY;
        for &ty in &t.leap_types[ti] {
            leapers |= t.pieces[ty][ti].rev_capture[ksq] & self.by_type[ty] & attackers;
        }
        // A piece that checks by a leap too (a rook with a two-step leap) is answered only by
        // its capture: the cells between it and the royal answer only checks along a line.
        let (mut checkers, mut answers) = (leapers, leapers);
        for line in &t.attack_lines[ti] {
            let (lower, upper) = line.rays[ksq];
            let first = B::line_attack(self.occ, lower, upper);
            let mut along = B::EMPTY;
            for &ty in &line.types {
                along |= self.by_type[ty];
            }
            let hit = first & attackers & along;
            for ray in [lower, upper] {
                if hit.intersects(ray) {
                    checkers |= hit & ray;
                    answers |= if leapers.intersects(hit & ray) { hit & ray } else { first & ray };
                }
            }
        }
        for (d, types) in &t.lone_groups[ti] {
            if let Some(b) = self.lone_attacker(t, *d, types, ksq, self.occ, attackers) {
                let rd = t.rev_dir[*d];
                checkers.set(b);
                answers |= if leapers.has(b) { B::single(b) } else { t.rays[rd][ksq] & !t.rays[rd][b] };
            }
        }
        (!checkers.is_empty()).then_some((checkers, answers))
    }

    /// Perft's count of the moves of type `ty` from `from` onto `targets`: lists in `scratch` those
    /// that promote (every one from inside a shogi-style zone, else those onto the cells
    /// [`PieceT::count_promotion`] gives) and returns the targets left to count.
    #[inline]
    fn list_promotions(
        &self,
        t: &Tables<B>,
        ty: usize,
        from: usize,
        targets: B,
        (shogi_style, promo_zone): (bool, B),
        scratch: &mut Vec<Move>,
    ) -> B {
        let zone_move = shogi_style && t.promo_zone[ty][self.turn.index()].has(from);
        let promoting = if zone_move { targets } else { targets & promo_zone };
        if promoting.is_empty() {
            return targets;
        }
        self.push_targets(t, ty, from, promoting, MoveKind::Normal, scratch);
        targets & !promoting
    }

    /// [`Position::count_legal`] where the royal on `ksq` is in check: `None` unless the enemy
    /// attacks only by plain leaps and slides, so that the checkers and the cells that answer them
    /// ([`Position::check_answers`]) say it all; drops count onto the cells between.
    /// The royal's moves count where they are not attacked with the royal lifted; in a single check
    /// another piece's moves count onto the answering cells (a pinned piece's each played); in a
    /// double check only the royal moves. En passant, promotions and swaps are played one by one.
    fn count_evasions(&mut self, t: &Tables<B>, ksq: usize, scratch: &mut Vec<Move>, fsf_leaves: bool) -> Option<u64> {
        let (ui, ti) = (self.turn.index(), self.turn.flip().index());
        if t.has_check_pieces {
            return None;
        }
        let (checkers, answers) = self.check_answers(t, ksq)?;
        let single = checkers.is_single();
        let pinned = self.pinned(t, ksq);
        let (own, enemy) = (self.by_color[ui], self.by_color[ti]);
        let empty = t.present & !self.occ;
        let mut n = 0u64;
        scratch.clear();
        for ty in 0..t.pieces.len() {
            let bb = self.by_type[ty] & own;
            if bb.is_empty() {
                continue;
            }
            let pt = &t.pieces[ty][ui];
            if !self.ep_targets.is_empty() {
                for from in bb.iter() {
                    for to in (pt.ep[from] & self.ep_targets).iter() {
                        let mut m = Move::normal(from, to);
                        m.kind = MoveKind::EnPassant;
                        m.aux = self.ep_victim;
                        self.push_promotions(t, ty, m, scratch);
                    }
                }
            }
            let (shogi_style, promo_zone) = pt.count_promotion;
            for from in bb.iter() {
                if from != ksq && !single {
                    continue;
                }
                let init = pt.has_initial && self.is_initial(t, ty, from);
                let mut targets = self.targets_from(t, pt, from, init, empty, enemy);
                if from != ksq {
                    targets &= answers;
                }
                let targets = self.list_promotions(t, ty, from, targets, (shogi_style, promo_zone), scratch);
                if from == ksq {
                    n += self.count_royal_steps(t, ksq, targets);
                } else if pinned.has(from) {
                    n += targets.iter().filter(|&to| self.full_check(t, Move::normal(from, to))).count() as u64;
                } else {
                    n += u64::from(targets.count());
                }
            }
        }
        if !t.rules.swaps.is_empty() {
            self.gen_swaps(t, scratch, true);
        }
        for &m in scratch.iter() {
            n += u64::from(self.full_check(t, m));
        }
        if t.rules.drops && single {
            // A drop answers a single check by standing between the checker and the royal.
            n += self.count_drops(t, answers, B::EMPTY, fsf_leaves);
        }
        Some(n)
    }

    /// [`Position::count_legal`]'s count of the moves of the pieces of `group`, of a type with
    /// [`PieceT::leap_shifts`], none pinned, none where `danger` is and none on `shift_exempt`:
    /// their leaps and lame leaps counted per index change for all of them at once (`init_cells`:
    /// where the type may make its first moves).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn count_leaps_at_once(
        &mut self,
        t: &Tables<B>,
        pt: &PieceT<B>,
        group: B,
        init_cells: B,
        empty: B,
        enemy: B,
        danger: B,
    ) -> u64 {
        let mut n = 0u64;
        for s in &pt.leap_shifts {
            let to =
                ((group & s.quiet_from).shifted(s.delta) & empty) | ((group & s.capture_from).shifted(s.delta) & enemy);
            n += u64::from((to & !danger).count());
            for to in (to & danger).iter() {
                let from = (to as i32 - s.delta) as usize;
                n += u64::from(self.full_check(t, Move::normal(from, to)));
            }
        }
        for l in &pt.lame_shifts {
            let from = if l.initial { group & l.from & init_cells } else { group & l.from };
            if from.is_empty() {
                continue;
            }
            // The pieces whose path is clear: no cell of it empty (`jump`) or occupied (lame).
            let mut clear = from;
            for &o in &l.path {
                let occupied_ahead = self.occ.shifted(-o);
                clear &= if l.jump { occupied_ahead } else { !occupied_ahead };
            }
            let mut to = B::EMPTY;
            if l.quiet {
                to |= clear.shifted(l.delta) & empty;
            }
            if l.capture {
                to |= clear.shifted(l.delta) & enemy;
            }
            n += u64::from((to & !danger).count());
            for to in (to & danger).iter() {
                let from = (to as i32 - l.delta) as usize;
                n += u64::from(self.full_check(t, Move::normal(from, to)));
            }
        }
        n
    }

    /// Counts leaf nodes of the legal move tree to `depth` (bulk-counting the last ply).
    /// With `fsf_leaves`, the last ply also counts pawn drops that give mate, as Fairy-Stockfish's
    /// bulk count does (its perft leaves do not apply the uchifuzume rule); the tree above is unchanged.
    pub fn perft(&mut self, t: &Tables<B>, depth: u32, fsf_leaves: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut lists: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(256)).collect();
        self.perft_rec(t, depth, &mut lists, fsf_leaves)
    }

    fn perft_rec(&mut self, t: &Tables<B>, depth: u32, lists: &mut [Vec<Move>], fsf_leaves: bool) -> u64 {
        let (cur, rest) = lists.split_first_mut().expect("one list per ply");
        if depth == 1 && t.countable {
            if let Some(n) = self.count_legal(t, cur, fsf_leaves) {
                return n;
            }
        }
        let banned_drop_mates = self.legal_moves_counted(t, cur);
        if depth == 1 {
            let extra = if fsf_leaves { banned_drop_mates as u64 } else { 0 };
            return cur.len() as u64 + extra;
        }
        let mut n = 0;
        for &m in cur.iter() {
            let u = self.make(t, m);
            n += self.perft_rec(t, depth - 1, rest, fsf_leaves);
            self.unmake(t, u);
        }
        n
    }
}

#[cfg(test)]
mod tests;

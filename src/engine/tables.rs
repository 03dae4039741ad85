//! Precomputed tables: everything the move generator needs, compiled once per variant from its
//! data (geometry, Betza pieces, rules) for one square-set width `B`.

use super::cell_sets::{Blanks, CellSets};
use crate::geometry::{BitSet, Geometry, Lattice};
use crate::pieces::betza::{Component, Leg, Modes, Range};
use crate::pieces::Color;
use crate::rules::{Castling, Insufficient};
use crate::variants::Variant;

/// Largest count of one piece type in one hand that the hash distinguishes.
pub(crate) const HAND_MAX: usize = 128;

/// How a ride ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum SlideKind {
    /// An ordinary slider (R, B, NN, W4 ...).
    Plain,
    /// A hopper (`p`): moves/captures beyond exactly one screen.
    Hop,
    /// A grasshopper (`g`): lands right behind the first piece.
    Grass,
}

/// A sliding move family of one piece, along one direction.
#[derive(Debug, Clone)]
pub(crate) struct SlideT<B> {
    pub dir: usize,
    /// Per cell: the ray from that cell in `dir`, cut to the slide's range.
    pub rays: CellSets<B>,
    pub quiet: bool,
    pub capture: bool,
    pub kind: SlideKind,
    pub initial: bool,
    pub limited: bool,
}

/// A leap whose path matters (lame `n`, must-jump `j`, exact-range slides).
#[derive(Debug, Clone)]
pub(crate) struct LameT<B> {
    pub to: u16,
    /// Cells that must be empty (lame) or occupied (jump).
    pub path: B,
    pub quiet: bool,
    pub capture: bool,
    pub jump: bool,
    pub initial: bool,
    /// Whether the path is the cells a straight pawn multi-step passes over (en passant targets):
    /// see [`LameT::passed`].
    pub passes: bool,
}

impl<B: BitSet> LameT<B> {
    /// The cells passed over by a straight pawn multi-step (en passant targets), empty otherwise.
    #[inline]
    pub fn passed(&self) -> B {
        if self.passes {
            self.path
        } else {
            B::EMPTY
        }
    }
}

/// One leg of a multi-leg move, resolved for one side.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct LegT {
    /// Absolute vectors for the first leg.
    pub first: Vec<(i32, i32)>,
    /// Absolute vectors for a continuation leg, by the sign pattern of the previous vector.
    pub relative: Vec<Vec<(i32, i32)>>,
    pub range: Range,
    pub modes: Modes,
}

/// A multi-leg move component (`a` in XBetza), interpreted by the generic generator.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MultiT {
    pub legs: Vec<LegT>,
    pub initial: bool,
    /// A slide that is not the last leg continues only from its last empty cell (`Rules::slide_to_end`).
    pub to_end: bool,
}

/// Compiled moves of one piece type for one side.
#[derive(Debug, Clone)]
pub(crate) struct PieceT<B> {
    pub quiet: CellSets<B>,
    pub capture: CellSets<B>,
    pub ep: CellSets<B>,
    pub init_quiet: CellSets<B>,
    pub init_capture: CellSets<B>,
    /// Per cell: its lame leaps (read by [`PieceT::lames`]). While compiling, lists only up to
    /// the last cell written ([`lames_at`]); once compiled (`index_lines`), one list per
    /// cell for a piece with lame leaps and none at all for a piece without.
    pub lame: Vec<Vec<LameT<B>>>,
    pub slides: Vec<SlideT<B>>,
    pub multi: Vec<MultiT>,
    /// Per target cell: cells from which this piece captures there by a simple leap.
    pub rev_capture: CellSets<B>,
    /// Per target cell: cells from which this piece captures en passant there.
    pub rev_ep: CellSets<B>,
    pub has_initial: bool,
    /// Whether some cell has a capture leap, a `capture` entry (the attack tests list the piece
    /// among the leapers, `Tables::leap_types`); [`PieceT::any_leaps`] counts quiet leaps too.
    pub capture_leaps: bool,
    pub lame_captures: bool,
    /// Per cell: every cell a multi-leg move from there could capture on, whatever the occupancy
    /// (a quick filter for attack detection).
    pub multi_reach: CellSets<B>,
    /// The directions of the unlimited plain slides that both move and capture, always (the
    /// riders of chess); `other_slides` indexes the rest of `slides`. Set by [`PieceT::index_slides`].
    pub riders: Vec<usize>,
    pub other_slides: Vec<usize>,
    /// The riders paired into lines (both ways along one line), where the set width computes a
    /// line at once ([`BitSet::LINE_ARITH`]); `line_rays` holds per cell, per line, the rays
    /// toward lower and higher indices. `lone_riders`: the directions of `riders` left unpaired.
    pub lines: usize,
    pub line_rays: CellSets<(B, B)>,
    pub lone_riders: Vec<usize>,
    /// Whether `lame` has an entry on some cell (set with `lines`).
    pub has_lame: bool,
    /// Whether some cell has a leap, a `quiet` or `capture` entry (set with `lines`): a pure rider
    /// has none.
    pub any_leaps: bool,
    /// The piece's leaps grouped by how much they change the cell index, where it has no slides,
    /// no multi-leg moves, no first-move leaps and few such groups: perft's last ply then counts
    /// the leaps of many pieces of the type at once. Empty otherwise. Set by
    /// [`PieceT::index_leap_shifts`].
    pub leap_shifts: Vec<LeapShift<B>>,
    /// Its lame leaps grouped likewise, by index change and path (with `leap_shifts`).
    pub lame_shifts: Vec<LameShift<B>>,
    /// The cells whose piece is counted alone even so: from there a leap may promote, or two of
    /// its moves end on one cell.
    pub shift_exempt: B,
    /// Where a piece of this type and side stands at the start, and so may make its first moves
    /// (`i`), where first moves are not tracked piece by piece ([`Tables::track_virgin`]).
    pub initial_zone: B,
    /// For perft's count (`Position::count_legal`): whether the type promotes shogi-style
    /// (optionally on moves into, out of or within its zone; never onto a cell it could not move
    /// from), and the cells a move onto is listed and played rather than counted (with every move
    /// from inside a shogi-style zone).
    pub count_promotion: (bool, B),
}

/// The leaps of a piece type that change the cell index by `delta`: from the cells of
/// `quiet_from` to an empty cell, from those of `capture_from` onto an enemy.
#[derive(Debug, Clone)]
pub(crate) struct LeapShift<B> {
    pub delta: i32,
    pub quiet_from: B,
    pub capture_from: B,
}

/// The lame leaps of a piece type (of one kind) that change the cell index by `delta` and pass
/// the cells at the index changes of `path`, from the cells of `from`.
#[derive(Debug, Clone)]
pub(crate) struct LameShift<B> {
    pub delta: i32,
    pub path: Vec<i32>,
    pub from: B,
    pub quiet: bool,
    pub capture: bool,
    pub jump: bool,
    pub initial: bool,
}

/// The line tables ([`PieceT::line_rays`]) of one compilation by their pairs of directions.
type LineTables<B> = Vec<(Vec<(usize, usize)>, CellSets<(B, B)>)>;

/// The line table of `pairs` (per cell, pair by pair: the rays toward lower and higher indices),
/// made once per compilation: pieces riding the same lines and the attack lines of one direction
/// share it.
fn line_table<B: BitSet>(made: &mut LineTables<B>, rays: &[CellSets<B>], pairs: &[(usize, usize)]) -> CellSets<(B, B)> {
    if let Some((_, table)) = made.iter().find(|(p, _)| p == pairs) {
        return table.clone();
    }
    let n = rays.first().map_or(0, |r| r.len());
    let k = pairs.len();
    // Cell by cell, line by line; an iterator of known length fills the table in place.
    let table: CellSets<(B, B)> = (0..n * k)
        .map(|i| {
            let (lo, hi) = pairs[i % k];
            (rays[lo][i / k], rays[hi][i / k])
        })
        .collect();
    made.push((pairs.to_vec(), table.clone()));
    table
}

/// The most index changes a piece's leaps may have for [`PieceT::leap_shifts`]: beyond that,
/// counting piece by piece costs less (a knight has 8).
const MAX_LEAP_SHIFTS: usize = 4;
/// The same for its lame leaps ([`PieceT::lame_shifts`]).
const MAX_LAME_SHIFTS: usize = 2;

impl<B: BitSet> PieceT<B> {
    /// The lame leaps from `cell` (none for a piece without lame leaps).
    #[inline]
    pub(crate) fn lames(&self, cell: usize) -> &[LameT<B>] {
        self.lame.get(cell).map_or(&[], Vec::as_slice)
    }

    /// Sorts the slides into `riders` and `other_slides` (after every change to `slides`).
    fn index_slides(&mut self) {
        let rider = |s: &SlideT<B>| s.kind == SlideKind::Plain && !s.limited && !s.initial && s.quiet && s.capture;
        self.riders = self.slides.iter().filter(|s| rider(s)).map(|s| s.dir).collect();
        self.other_slides = (0..self.slides.len()).filter(|&i| !rider(&self.slides[i])).collect();
        self.lines = 0;
        self.line_rays = CellSets::new(0);
        self.lone_riders = self.riders.clone();
    }

    /// Makes the piece's tables that are equal share one copy: its captures with its quiet moves,
    /// its reverse captures with its captures.
    fn share_within(&mut self) {
        self.capture.share_if_equal(&self.quiet);
        self.rev_capture.share_if_equal(&self.capture);
    }

    /// Pairs the riders into lines (see [`PieceT::lines`]) and sets `has_lame` and `any_leaps`;
    /// once the piece's tables are final. `made`: the line tables made so far by their pairs of
    /// directions (pieces that ride the same lines share one table).
    fn index_lines(
        &mut self,
        rays: &[CellSets<B>],
        dir_positive: &[bool],
        rev_dir: &[usize],
        made: &mut LineTables<B>,
    ) {
        self.has_lame = self.lame.iter().any(|l| !l.is_empty());
        self.any_leaps = self.quiet.iter().chain(self.capture.iter()).any(|b| !b.is_empty());
        if self.has_lame {
            // Every cell's list, for the move generator's `lame[from]`.
            self.lame.resize_with(self.quiet.len(), Vec::new);
            self.lame.iter_mut().for_each(Vec::shrink_to_fit);
        } else {
            // No cell has a lame leap: no table of empty lists (`lames` answers none).
            self.lame = Vec::new();
        }
        if !B::LINE_ARITH {
            return;
        }
        let paired = |d: usize| rev_dir[d] != d && self.riders.contains(&rev_dir[d]);
        // The lines in direction order, so that the pieces riding the same lines find one table
        // (both sides of a symmetric piece list their directions in mirrored order).
        let mut pairs = Vec::new();
        for d in 0..rev_dir.len() {
            if !dir_positive[d] && self.riders.contains(&d) && paired(d) {
                pairs.push((d, rev_dir[d]));
            }
        }
        let mut lone = Vec::new();
        for &d in &self.riders {
            if !paired(d) {
                lone.push(d);
            }
        }
        self.lines = pairs.len();
        self.line_rays = line_table(made, rays, &pairs);
        self.lone_riders = lone;
    }
}

impl<B: BitSet> PieceT<B> {
    /// Sets [`PieceT::leap_shifts`] and [`PieceT::shift_exempt`] from the final tables; `promo_zone`:
    /// where the piece promotes (empty for a type that does not).
    fn index_leap_shifts(&mut self, promo_zone: B) {
        self.leap_shifts = Vec::new();
        self.lame_shifts = Vec::new();
        self.shift_exempt = B::EMPTY;
        let first_move_leaps = self.init_quiet.iter().chain(self.init_capture.iter()).any(|s| !s.is_empty());
        if !self.slides.is_empty() || !self.multi.is_empty() || first_move_leaps {
            return;
        }
        let mut shifts: Vec<LeapShift<B>> = Vec::new();
        let mut lame: Vec<LameShift<B>> = Vec::new();
        let mut exempt = B::EMPTY;
        for from in 0..self.quiet.len() {
            let (quiet, capture) = (self.quiet[from], self.capture[from]);
            for (to, is_quiet) in quiet.iter().map(|to| (to, true)).chain(capture.iter().map(|to| (to, false))) {
                let delta = to as i32 - from as i32;
                let k = match shifts.iter().position(|s| s.delta == delta) {
                    Some(k) => k,
                    None => {
                        shifts.push(LeapShift { delta, quiet_from: B::EMPTY, capture_from: B::EMPTY });
                        shifts.len() - 1
                    }
                };
                if is_quiet {
                    shifts[k].quiet_from.set(from);
                } else {
                    shifts[k].capture_from.set(from);
                }
            }
            let mut lame_to = B::EMPTY;
            let mut twice = false;
            for l in self.lames(from) {
                let to = l.to as usize;
                twice |= lame_to.has(to);
                lame_to.set(to);
                let delta = to as i32 - from as i32;
                let path: Vec<i32> = l.path.iter().map(|c| c as i32 - from as i32).collect();
                let same = |x: &LameShift<B>| {
                    (x.delta, &x.path, x.quiet, x.capture, x.jump, x.initial)
                        == (delta, &path, l.quiet, l.capture, l.jump, l.initial)
                };
                match lame.iter_mut().find(|x| same(x)) {
                    Some(x) => x.from.set(from),
                    None => lame.push(LameShift {
                        delta,
                        path,
                        from: B::single(from),
                        quiet: l.quiet,
                        capture: l.capture,
                        jump: l.jump,
                        initial: l.initial,
                    }),
                }
            }
            if twice || lame_to.intersects(quiet | capture) || (quiet | capture | lame_to).intersects(promo_zone) {
                exempt.set(from);
            }
        }
        if !shifts.is_empty() && shifts.len() <= MAX_LEAP_SHIFTS && lame.len() <= MAX_LAME_SHIFTS {
            self.leap_shifts = shifts;
            self.lame_shifts = lame;
            self.shift_exempt = exempt;
        }
    }
}

/// The castling of one side, resolved to cells.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CastleT {
    pub rook_file: usize,
    pub king_to_file: usize,
    pub rook_to_file: usize,
    /// `None`: both sides.
    pub side: Option<Color>,
}

/// A line of slide attacks: the pieces of `types` slide and capture both ways along it.
#[derive(Debug, Clone)]
pub(crate) struct AttackLine<B> {
    /// Per cell: the line's rays from it toward lower and higher indices.
    pub rays: CellSets<(B, B)>,
    pub types: Vec<usize>,
}

/// A pawn type's own promotion choices: the cells where they apply, and the types offered there.
pub(crate) type PromoChoiceT<B> = (B, Vec<usize>);

/// All precomputed data of a variant for square sets of type `B`.
#[derive(Debug, Clone)]
pub struct Tables<B> {
    pub(crate) geo: Geometry,
    pub(crate) n: usize,
    pub(crate) present: B,
    pub(crate) rays: Vec<CellSets<B>>,
    pub(crate) dir_positive: Vec<bool>,
    pub(crate) rev_dir: Vec<usize>,
    pub(crate) pieces: Vec<[PieceT<B>; 2]>,
    /// Per type and side: the moves used while the side is in check, where they differ.
    pub(crate) check_pieces: Vec<[Option<PieceT<B>>; 2]>,
    pub(crate) has_check_pieces: bool,
    /// Per type and side: promotion cells and compulsory promotion cells.
    pub(crate) promo_zone: Vec<[B; 2]>,
    pub(crate) promo_mandatory: Vec<[B; 2]>,
    /// Start position board (for first-move tracking and FEN).
    pub(crate) start_board: Vec<Option<(usize, Color)>>,
    /// The boards of the variant's alternative start positions (`start_alt`).
    pub(crate) alt_start_boards: Vec<Vec<Option<(usize, Color)>>>,
    pub(crate) track_virgin: bool,
    /// Per type: +1 if its non-capturing step goes forward, -1 if backward (two-way pawns).
    pub(crate) pawn_forward: Vec<i32>,
    /// FEN tokens (lower case; `+p` for promoted types).
    pub(crate) tokens: Vec<String>,
    /// Shogi-style promotion target of each type.
    pub(crate) promotes_to: Vec<Option<usize>>,
    /// The type a captured piece enters the hand as.
    pub(crate) demoted: Vec<usize>,
    /// Per type and side: cells where the piece could never move again.
    pub(crate) dead: Vec<[B; 2]>,
    /// Per type and side: cells where the piece may be dropped (before the per-file rule).
    pub(crate) drop_mask: Vec<[B; 2]>,
    /// Cells of each file.
    pub(crate) file_masks: Vec<B>,
    pub(crate) z_hand: Vec<u64>,
    pub(crate) z_virgin: Vec<u64>,
    pub(crate) is_pawn: Vec<bool>,
    /// Per type: its moves restart the move-rule count (`move_rule_pieces`).
    pub(crate) resets_count: Vec<bool>,
    pub(crate) is_royal: Vec<bool>,
    pub(crate) promo_types: Vec<usize>,
    /// Per type and side: cells where it promotes only to other types than `promo_types`.
    pub(crate) promo_choices: Vec<[Vec<PromoChoiceT<B>>; 2]>,
    pub(crate) start_counts: [Vec<u32>; 2],
    /// Per attacking side, the unlimited plain slide captures: where the set width computes lines
    /// at once ([`BitSet::LINE_ARITH`]), pairs of opposite directions with the same types, as
    /// lines; in `lone_groups` the other directions (all of them otherwise), each as (direction,
    /// the types sliding and capturing along it).
    pub(crate) attack_lines: [Vec<AttackLine<B>>; 2],
    pub(crate) lone_groups: [Vec<(usize, Vec<usize>)>; 2],
    /// Per attacking side: (piece type, index into its slides) for limited, hopping or grasshopping captures.
    pub(crate) special_slides: [Vec<(usize, usize)>; 2],
    /// Per attacking side: the types of `attack_lines`, `lone_groups` and `special_slides`, each once.
    pub(crate) slider_types: [Vec<usize>; 2],
    /// Per attacking side: the types of `attack_lines`, each once.
    pub(crate) line_types: [Vec<usize>; 2],
    pub(crate) leap_types: [Vec<usize>; 2],
    /// Per attacking side, per cell: the cells from which a piece of one of its `leap_types`
    /// could capture there (a quick filter for attack detection).
    pub(crate) leap_reach: [CellSets<B>; 2],
    /// Per attacking side: whether it attacks only by leaps and along attack lines (no lone
    /// riders, hoppers, lame leaps, multi-leg moves or stateful attacks).
    pub(crate) leaps_and_lines_only: [bool; 2],
    /// Per side: the types that may capture en passant somewhere.
    pub(crate) ep_types: [Vec<usize>; 2],
    pub(crate) lame_types: [Vec<usize>; 2],
    pub(crate) multi_types: [Vec<usize>; 2],
    /// Per attacking side: whether its attacks are only plain leaps and plain slides
    /// (then the defender may use pin-based legality).
    pub(crate) simple_attacks: [bool; 2],
    pub(crate) castles: Vec<CastleT>,
    /// Per side, per king file `kf` and rook file `rf` (at `kf * width + rf`): the king's and the
    /// rook's destination files of the castling entry that applies (`special::castling::castle_entry`).
    pub(crate) castle_files: [Vec<Option<(usize, usize)>>; 2],
    pub(crate) castling_king: Option<usize>,
    pub(crate) letters: Vec<char>,
    /// English names of the types (for error messages).
    pub(crate) names: Vec<String>,
    pub(crate) betza: Vec<String>,
    pub(crate) rules: crate::rules::Rules,
    /// How FENs write castling rights.
    pub(crate) castling_fen: crate::notation::fen::CastlingFen,
    pub(crate) zobrist: Vec<u64>,
    pub(crate) z_castle: Vec<u64>,
    pub(crate) z_ep: Vec<u64>,
    pub(crate) z_side: u64,
    /// Per last-mover state (0 = none, type + 1): its hash key (0 for none).
    pub(crate) z_last: Vec<u64>,
    /// Per type: whether it is an imitator (`rules::imitator`).
    pub(crate) is_imitator: Vec<bool>,
    /// Per aura (`rules::aura`) and side: the lent moves, compiled.
    pub(crate) aura_grants: Vec<[PieceT<B>; 2]>,
    /// Per aura, side of the recipient and cell: where a giver must stand to lend its moves there.
    pub(crate) aura_cells: Vec<[Vec<B>; 2]>,
    /// Per type: whether its quiet moves flood over empty cells (`Rules::flood`).
    pub(crate) is_flood: Vec<bool>,
    /// Per cell: its king-step neighbours.
    pub(crate) king_adj: Vec<B>,
    /// Whether attacks depend on more than each piece's own moves (auras, imitators): then legality
    /// is always tested by playing the move.
    pub(crate) stateful_attacks: bool,
    /// Whether perft's last ply may count moves from the pieces' target sets
    /// (`Position::count_legal`): no rule adds moves beyond the piece tables, drops, castling and
    /// swaps, or removes moves beyond royal safety, the check limit and forbidden drop mates.
    pub(crate) countable: bool,
    /// Whether a step, leap, slide or drop changes the board on its two cells only (no auras,
    /// flips, drowning, imitators, pushes, fog or turns of several moves): then, in check, such a
    /// move of a piece other than the royal can answer the check only on a checker's cell or
    /// between it and the royal (`Position::filter_legal`).
    pub(crate) evasions_by_cells: bool,
    /// Whether a plain move (a step, leap, slide, double step or en passant capture) changes only
    /// the pieces, castling rights, en passant state, counters and turn: no rule adds to it (first
    /// moves tracked, hands, imitators, pools, lions, flips, drowning, runs of checks, turns of
    /// several moves). Then `Position::make` plays such moves by its short path (speed alone: only in
    /// a build with `fast-sets`; the page modules play every move by the general path).
    pub(crate) plain_make: bool,
    /// Per attacking side: whether the defender may use the fast legality test against it
    /// (`Position::danger`): its multi-leg pieces, if any, have no exact-range legs, so their
    /// walks read only the cells they may stop on.
    pub(crate) multi_fast: [bool; 2],
}

/// `count` hash keys drawn in turn from `state` (one loop for every table of keys: each iterator
/// chain would be code of its own in the page modules).
fn random_keys(state: &mut u64, count: usize) -> Vec<u64> {
    let mut keys = Vec::with_capacity(count);
    for _ in 0..count {
        keys.push(splitmix(state));
    }
    keys
}

/// Per type `0..ntypes`: whether `list` has it.
fn members(list: &[usize], ntypes: usize) -> Vec<bool> {
    let mut is = vec![false; ntypes];
    for &t in list {
        if let Some(x) = is.get_mut(t) {
            *x = true;
        }
    }
    is
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn sign(v: i32) -> i32 {
    v.signum()
}

/// Index of a sign pattern (sx, sy) in 0..9.
pub(crate) fn sign_index(v: (i32, i32)) -> usize {
    ((sign(v.0) + 1) * 3 + sign(v.1) + 1) as usize
}

/// Orients a vector given in the owner's frame (forward = +y) for a side.
fn orient(v: (i32, i32), c: Color) -> (i32, i32) {
    match c {
        Color::White => v,
        Color::Black => (-v.0, -v.1),
    }
}

/// The cells a lame leap passes on the board's lattice.
fn lame_path_on(geo: &Geometry, v: (i32, i32)) -> Vec<(i32, i32)> {
    match geo.lattice {
        Lattice::Square => lame_path(v),
        Lattice::Hex => crate::geometry::hex::lame_path(v),
    }
}

/// The cells a lame leap passes: step along the major axis until the rest is diagonal.
fn lame_path(v: (i32, i32)) -> Vec<(i32, i32)> {
    let (mut x, mut y) = (0i32, 0i32);
    let mut path = Vec::new();
    loop {
        let (rx, ry) = (v.0 - x, v.1 - y);
        if rx.abs() <= 1 && ry.abs() <= 1 {
            break;
        }
        if rx.abs() == ry.abs() {
            x += rx.signum();
            y += ry.signum();
        } else if rx.abs() > ry.abs() {
            x += rx.signum();
        } else {
            y += ry.signum();
        }
        path.push((x, y));
    }
    path
}

/// The directions a variant's pieces ride along (of either side, with their opposites; those of
/// region rules too, and the file a royal may not face another along), in a fixed order.
fn ride_directions(v: &Variant, geo: &Geometry) -> Vec<(i32, i32)> {
    let mut dirs: Vec<(i32, i32)> = Vec::new();
    let mut want_dir = |d: (i32, i32)| {
        for dd in [d, (-d.0, -d.1)] {
            if !dirs.contains(&dd) {
                dirs.push(dd);
            }
        }
    };
    // Each piece's moves (its own, gated and in check), then the region rules'.
    let pieces = v.pieces.iter().flat_map(|p| std::iter::once(&p.betza).chain(&p.gated).chain(&p.in_check));
    let all = pieces.chain(v.rules.zone_moves.iter().map(|(_, b, _)| b));
    for leg in all.flat_map(|b| &b.components).flat_map(|comp| &comp.legs) {
        if matches!(leg.range, Range::Ride(_)) {
            for c in Color::BOTH {
                for vec in leg.vectors_on(geo) {
                    want_dir(orient(vec, c));
                }
            }
        }
    }
    if v.rules.royals_may_not_face {
        want_dir((0, 1));
    }
    dirs
}

/// The eight one-step directions, clockwise from +y.
const COMPASS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

/// The absolute vectors of a continuation leg after a previous vector with sign pattern `u`.
fn relative_vectors(geo: &Geometry, leg: &Leg, u: (i32, i32)) -> Vec<(i32, i32)> {
    if geo.lattice == Lattice::Square {
        if let (Some(turns), Some(o)) = (leg.compass_turns(), COMPASS.iter().position(|&c| c == u)) {
            return turns.iter().map(|&t| COMPASS[(o + t as usize) % 8]).collect();
        }
    }
    let all = geo.atom_vectors(leg.atom.0, leg.atom.1);
    if leg.dirs.is_empty() || u == (0, 0) {
        return all;
    }
    let right = (u.1, -u.0);
    all.into_iter()
        .filter(|&v| {
            let fwd = v.0 * u.0 + v.1 * u.1;
            let rt = v.0 * right.0 + v.1 * right.1;
            leg.dirs.iter().any(|d| d.matches(rt, fwd))
        })
        .collect()
}

impl<B: BitSet> Tables<B> {
    /// Compiles a variant. `start_board` is the start position's board (type, colour) per cell,
    /// used for start counts (promotion to lost pieces) and initial-move zones.
    pub fn new(v: &Variant, start_board: &[Option<(usize, Color)>]) -> Tables<B> {
        let geo = v.geometry.clone();
        let n = geo.cells();
        assert!(n <= B::CAPACITY);
        let present = present_cells::<B>(&geo);
        let ntypes = v.pieces.len();
        let dirs = ride_directions(v, &geo);
        // Every table starts as the shared empty one; each vector's steps are worked out once.
        let mut scratch = Scratch::new();
        let mut rays: Vec<CellSets<B>> = Vec::with_capacity(dirs.len());
        let mut dir_positive = Vec::with_capacity(dirs.len());
        let mut rev_dir = Vec::with_capacity(dirs.len());
        for &(x, y) in &dirs {
            rays.push(rays_along(scratch.steps(&geo, (x, y)), None));
            dir_positive.push(geo.index_delta(x, y) > 0);
            rev_dir.push(dirs.iter().position(|&d| d == (-x, -y)).unwrap_or(0));
        }

        // Start counts and initial zones (ranks, counted from each side, where a type starts).
        let relative_rank =
            |c: usize, col: Color| if col == Color::White { geo.rank(c) } else { geo.rank(geo.mirror(c)) };
        let mut start_counts = [vec![0u32; ntypes], vec![0u32; ntypes]];
        // Per type and side: the ranks (counted from that side) where the type starts.
        let mut start_ranks: Vec<[Vec<usize>; 2]> = vec![[vec![], vec![]]; ntypes];
        // Per type and side: the cells where it starts (`first_move = cells`).
        let mut start_cells: Vec<[B; 2]> = vec![[B::EMPTY; 2]; ntypes];
        for (c, sq) in start_board.iter().enumerate() {
            if let Some((t, col)) = *sq {
                start_counts[col.index()][t] += 1;
                start_cells[t][col.index()].set(c);
                let rel = relative_rank(c, col);
                if !start_ranks[t][col.index()].contains(&rel) {
                    start_ranks[t][col.index()].push(rel);
                }
            }
        }
        // Per side, the cells of each rank counted from that side (hexagonal boards have more
        // ranks than rows).
        let mut rank_masks: [Vec<B>; 2] = [Vec::new(), Vec::new()];
        for c in (0..n).filter(|&c| geo.is_present(c)) {
            for col in Color::BOTH {
                let (masks, rel) = (&mut rank_masks[col.index()], relative_rank(c, col));
                if masks.len() <= rel {
                    masks.resize(rel + 1, B::EMPTY);
                }
                masks[rel].set(c);
            }
        }
        let rank_mask = |rel: usize, col: Color| -> B { rank_masks[col.index()].get(rel).copied().unwrap_or(B::EMPTY) };
        // A side without the type in the start position uses the other side's ranks; a type absent
        // from both starts on the second rank (pawns) or the first.
        for (t, rs) in start_ranks.iter_mut().enumerate() {
            for side in 0..2 {
                if rs[side].is_empty() {
                    rs[side] = rs[1 - side].clone();
                }
            }
            for side_ranks in rs.iter_mut() {
                if side_ranks.is_empty() {
                    side_ranks.push(if v.rules.pawns.contains(&t) { 1 } else { 0 });
                }
            }
        }
        let mirrored = |set: B| -> B {
            let mut m = B::EMPTY;
            for c in (0..n).filter(|&c| set.has(c)) {
                m.set(geo.mirror(c));
            }
            m
        };
        let mut initial_zone: Vec<[B; 2]> = Vec::with_capacity(ntypes);
        for (rs, cells) in start_ranks.iter().zip(&start_cells) {
            let mut z = [B::EMPTY; 2];
            for col in Color::BOTH {
                if v.rules.first_move_cells {
                    z[col.index()] = cells[col.index()];
                    if z[col.index()].is_empty() {
                        z[col.index()] = mirrored(cells[1 - col.index()]);
                    }
                    continue;
                }
                for &r in &rs[col.index()] {
                    z[col.index()] |= rank_mask(r, col);
                }
            }
            initial_zone.push(z);
        }
        let abs_rank = |r: usize| rank_mask(r - 1, Color::White);
        let mut promo_cells = [B::EMPTY; 2];
        for &c in &v.rules.promotion_cells {
            promo_cells[0].set(c);
            promo_cells[1].set(geo.mirror(c));
        }
        let mut promo_zone = vec![[B::EMPTY; 2]; ntypes];
        let mut promo_mandatory = vec![[B::EMPTY; 2]; ntypes];
        for t in 0..ntypes {
            if let Some((_, ranks)) = v.rules.promotion_zones.iter().find(|(ty, _)| *ty == t) {
                for col in Color::BOTH {
                    for &r in &ranks[col.index()] {
                        promo_zone[t][col.index()] |= abs_rank(r);
                        promo_mandatory[t][col.index()] |= abs_rank(r);
                    }
                }
                continue;
            }
            for col in Color::BOTH {
                promo_zone[t][col.index()] |= promo_cells[col.index()];
                promo_mandatory[t][col.index()] |= promo_cells[col.index()];
                for &r in &v.rules.promotion.ranks {
                    promo_zone[t][col.index()] |= rank_mask(r - 1, col);
                }
                for &r in &v.rules.promotion.mandatory {
                    promo_mandatory[t][col.index()] |= rank_mask(r - 1, col);
                }
            }
        }
        let mut promo_choices: Vec<[Vec<PromoChoiceT<B>>; 2]> = vec![[vec![], vec![]]; ntypes];
        for ch in &v.rules.promotion_choices {
            for col in Color::BOTH {
                let mut cells = B::EMPTY;
                for &r in &ch.ranks {
                    cells |= rank_mask(r - 1, col);
                }
                promo_choices[ch.pawn][col.index()].push((cells, ch.pieces.clone()));
            }
        }
        let is_pawn = members(&v.rules.pawns, ntypes);
        let resets_count = members(&v.rules.move_rule_pieces, ntypes);
        let is_royal = members(&v.rules.royal, ntypes);

        let mut pieces = Vec::with_capacity(ntypes);
        let mut check_pieces = Vec::with_capacity(ntypes);
        for (t, p) in v.pieces.iter().enumerate() {
            // Full moves (primary + gated secondary): for attacks, and for moving when not in check.
            let mut all = p.betza.components.clone();
            if let Some(g) = &p.gated {
                all.extend(g.components.iter().cloned());
            }
            let mut both = compile_both::<B>(&mut scratch, &geo, &dirs, &rays, &all, is_pawn[t]);
            let [white, black] = &mut both;
            share_sides(white, black);
            pieces.push(both);
            // In check: the in-check moves if given, else the primary moves if a gate removes some.
            let in_check = p.in_check.as_ref().map(|b| &b.components).or(p.gated.as_ref().map(|_| &p.betza.components));
            let mut both = match in_check {
                Some(comps) => compile_both::<B>(&mut scratch, &geo, &dirs, &rays, comps, is_pawn[t]).map(Some),
                None => [None, None],
            };
            if let [Some(white), Some(black)] = &mut both {
                share_sides(white, black);
            }
            check_pieces.push(both);
        }
        // Region rules: moves that change on some cells, and moves confined to some cells.
        let cell_mask = |cells: &[usize]| -> B {
            let mut m = B::EMPTY;
            for &c in cells {
                m.set(c);
            }
            m
        };
        for (ty, b, cells) in &v.rules.zone_moves {
            let alts = compile_both::<B>(&mut scratch, &geo, &dirs, &rays, &b.components, is_pawn[*ty]);
            for c in Color::BOTH {
                let (alt, zone) = (&alts[c.index()], cell_mask(&cells[c.index()]));
                region_piece(&mut pieces[*ty][c.index()], alt, zone);
                if let Some(p) = check_pieces[*ty][c.index()].as_mut() {
                    region_piece(p, alt, zone);
                }
            }
        }
        if !v.rules.en_passant_steps.is_empty() {
            for (ty, both) in pieces.iter_mut().enumerate() {
                if is_pawn[ty] {
                    for pt in both.iter_mut() {
                        en_passant_by_length(pt, &geo, &v.rules.en_passant_steps);
                    }
                }
            }
        }
        for (ty, cells) in &v.rules.confine {
            for c in Color::BOTH {
                let m = cell_mask(&cells[c.index()]);
                confine_piece(&mut pieces[*ty][c.index()], m);
                if let Some(p) = check_pieces[*ty][c.index()].as_mut() {
                    confine_piece(p, m);
                }
            }
        }
        let has_check_pieces = check_pieces.iter().any(|x| x[0].is_some());
        // Cells where a piece has no move at all on an empty board (shogi: pawn and lance on the last
        // rank, knight on the last two): no move may end there without promotion, and no drop.
        let mut dead: Vec<[B; 2]> = vec![[B::EMPTY; 2]; ntypes];
        let mut drop_mask: Vec<[B; 2]> = vec![[present; 2]; ntypes];
        let promotes_to: Vec<Option<usize>> =
            (0..ntypes).map(|t| if v.rules.promotes_by_turning_over { v.promotes_to(t) } else { None }).collect();
        let mut count_promotions: Vec<[(bool, B); 2]> = vec![[(false, B::EMPTY); 2]; ntypes];
        for t in 0..ntypes {
            for c in Color::BOTH {
                let pt = &pieces[t][c.index()];
                dead[t][c.index()] = dead_cells(pt, &geo);
                let m = &mut drop_mask[t][c.index()];
                let immobile = if v.rules.immobility_illegal { dead[t][c.index()] } else { B::EMPTY };
                *m &= !immobile;
                let zone = promo_zone[t][c.index()];
                count_promotions[t][c.index()] = if promotes_to[t].is_some() || !immobile.is_empty() {
                    (true, zone | immobile)
                } else {
                    (false, if is_pawn[t] { zone } else { B::EMPTY })
                };
                // Never where the piece would have to promote (a pawn there is no legal position).
                if must_promote_on_board(&v.rules, t) {
                    *m &= !promo_mandatory[t][c.index()];
                }
                for (ty, ranks) in &v.rules.no_drop {
                    if *ty == t {
                        for &r in ranks {
                            *m &= !rank_mask(r - 1, c);
                        }
                    }
                }
            }
        }
        let file_masks = file_cells::<B>(&geo);

        let mut slide_groups: [Vec<(usize, Vec<usize>)>; 2] = [vec![], vec![]];
        let mut special_slides: [Vec<(usize, usize)>; 2] = [vec![], vec![]];
        let mut leap_types: [Vec<usize>; 2] = [vec![], vec![]];
        let mut lame_types: [Vec<usize>; 2] = [vec![], vec![]];
        let mut multi_types: [Vec<usize>; 2] = [vec![], vec![]];
        let mut simple_attacks = [true; 2];
        for (t, both) in pieces.iter().enumerate() {
            for col in Color::BOTH {
                let ci = col.index();
                let pt = &both[ci];
                if pt.capture_leaps {
                    leap_types[ci].push(t);
                }
                if pt.lame_captures {
                    lame_types[ci].push(t);
                    simple_attacks[ci] = false;
                }
                if pt.multi.iter().any(|m| m.legs.iter().any(|l| l.modes.capture)) {
                    multi_types[ci].push(t);
                    simple_attacks[ci] = false;
                }
                for (si, s) in pt.slides.iter().enumerate() {
                    if !s.capture {
                        continue;
                    }
                    if s.kind == SlideKind::Plain && !s.limited && !s.initial {
                        match slide_groups[ci].iter_mut().find(|g| g.0 == s.dir) {
                            Some(g) => {
                                if !g.1.contains(&t) {
                                    g.1.push(t)
                                }
                            }
                            None => slide_groups[ci].push((s.dir, vec![t])),
                        }
                    } else {
                        special_slides[ci].push((t, si));
                        if s.kind != SlideKind::Plain {
                            simple_attacks[ci] = false;
                        }
                    }
                }
            }
        }
        if v.rules.royals_may_not_face {
            // The royal pieces "attack" each other along an open file: a move may not leave them facing.
            for groups in slide_groups.iter_mut() {
                for &ty in &v.rules.royal {
                    for d in [(0, 1), (0, -1)] {
                        let di = dirs.iter().position(|&x| x == d).expect("vertical directions collected");
                        match groups.iter_mut().find(|g| g.0 == di) {
                            Some(g) => {
                                if !g.1.contains(&ty) {
                                    g.1.push(ty)
                                }
                            }
                            None => groups.push((di, vec![ty])),
                        }
                    }
                }
            }
        }
        let castles: Vec<CastleT> = v
            .rules
            .castling
            .iter()
            .map(|c: &Castling| CastleT {
                rook_file: c.rook_file,
                king_to_file: c.king_to,
                rook_to_file: c.rook_to,
                side: c.side,
            })
            .collect();
        let castle_files = Color::BOTH.map(|c| {
            let w = geo.width;
            (0..w * w)
                .map(|i| {
                    crate::engine::special::castling::castle_entry(&castles, c, i / w, i % w)
                        .map(|e| (e.king_to_file, e.rook_to_file))
                        .filter(|&(k, r)| k < w && r < w)
                })
                .collect()
        });
        let mut seed = 0x5EED_F00D_u64 ^ (n as u64) << 32;
        let zobrist = random_keys(&mut seed, ntypes * 2 * n);
        let z_castle = random_keys(&mut seed, n);
        let z_ep = random_keys(&mut seed, n);
        let z_side = splitmix(&mut seed);
        let z_virgin = random_keys(&mut seed, n);
        let mut z_last = random_keys(&mut seed, ntypes + 1);
        z_last[0] = 0;
        let mut aura_grants: Vec<[PieceT<B>; 2]> = v
            .rules
            .auras
            .iter()
            .map(|a| {
                Color::BOTH.map(|c| compile_piece::<B>(&mut scratch, &geo, &dirs, &rays, &a.grant.components, c, false))
            })
            .collect();
        let mut aura_cells = Vec::with_capacity(v.rules.auras.len());
        for a in &v.rules.auras {
            aura_cells.push(Color::BOTH.map(|col| {
                let vecs: Vec<(i32, i32)> = a.beside.iter().map(|&d| orient(d, col)).collect();
                steps_from(&mut scratch, &geo, &vecs)
            }));
        }
        for &ty in &v.rules.slide_to_end {
            for pt in pieces[ty].iter_mut().chain(check_pieces[ty].iter_mut().flatten()) {
                for mt in pt.multi.iter_mut() {
                    mt.to_end = true;
                }
            }
        }
        let king_adj: Vec<B> = steps_from(&mut scratch, &geo, &COMPASS);
        let mut rules = v.rules.clone();
        // A king on a cell of fewer than three neighbours (Omega's and Great Outer's corner cells)
        // can be mated by a lone knight or bishop with its king: there only bare royals are dead.
        if rules.insufficient == Insufficient::Chess && (0..n).any(|c| geo.is_present(c) && king_adj[c].count() < 3) {
            rules.insufficient = Insufficient::Bare;
        }
        let r = &v.rules;
        let countable = !r.push_enemy_pawn
            && r.extinction_types.is_empty()
            && r.flag.is_none()
            && r.lions.is_empty()
            && !r.must_capture
            && r.imitators.is_empty()
            && r.auras.is_empty()
            && r.flood.is_empty()
            && r.jump_chain.is_empty()
            && r.flying_capture.is_empty()
            && !r.en_passant_over_turn
            && r.flips.is_none()
            && !r.flip_every_move
            && !r.turns.is_multi()
            && r.drown.is_empty()
            && r.fog.is_none()
            && pieces.iter().flatten().all(|pt| pt.multi.is_empty());
        let evasions_by_cells = r.auras.is_empty()
            && r.flips.is_none()
            && r.drown.is_empty()
            && r.imitators.is_empty()
            && !r.push_enemy_pawn
            && r.fog.is_none()
            && !r.turns.is_multi();
        let plain_make = !r.first_move_tracked
            && !r.drops
            && r.imitators.is_empty()
            && !r.en_passant_over_turn
            && r.drown.is_empty()
            && r.promotion.limit != crate::rules::PromotionLimit::Vacancy
            && r.lions.is_empty()
            && r.flips.is_none()
            && r.check_limit == 0
            && !r.turns.is_multi();
        let slider_types = Color::BOTH.map(|c| {
            let mut types: Vec<usize> = slide_groups[c.index()].iter().flat_map(|g| g.1.iter().copied()).collect();
            types.extend(special_slides[c.index()].iter().map(|&(ty, _)| ty));
            crate::sort::sort(&mut types);
            types.dedup();
            types
        });
        let mut line_tables = Vec::new();
        let (attack_lines, lone_groups) = attack_lines(&slide_groups, &rays, &dir_positive, &rev_dir, &mut line_tables);
        let line_types = attack_lines.each_ref().map(|lines: &Vec<AttackLine<B>>| {
            let mut types: Vec<usize> = lines.iter().flat_map(|l| l.types.iter().copied()).collect();
            crate::sort::sort(&mut types);
            types.dedup();
            types
        });
        let all_pieces = pieces.iter_mut().flatten().chain(check_pieces.iter_mut().flatten().flatten());
        for pt in all_pieces.chain(aura_grants.iter_mut().flatten()) {
            pt.index_lines(&rays, &dir_positive, &rev_dir, &mut line_tables);
        }
        // Only perft's bulk count reads the shifts: a build without `fast-sets` (the page modules,
        // which draw and play boards) counts piece by piece and compiles none.
        for (ty, both) in pieces.iter_mut().enumerate().filter(|_| countable && cfg!(feature = "fast-sets")) {
            for (c, pt) in both.iter_mut().enumerate() {
                pt.index_leap_shifts(if is_pawn[ty] { promo_zone[ty][c] } else { B::EMPTY });
            }
        }
        let multi_fast = Color::BOTH.map(|c| {
            pieces.iter().all(|both| {
                both[c.index()].multi.iter().all(|mt| mt.legs.iter().all(|l| !matches!(l.range, Range::Exact(_))))
            })
        });
        let leap_reach = Color::BOTH.map(|c| {
            let mut reach = CellSets::new(n);
            let cells = reach.cells_mut();
            for &ty in &leap_types[c.index()] {
                for (sq, from) in cells.iter_mut().enumerate() {
                    *from |= pieces[ty][c.index()].rev_capture[sq];
                }
            }
            reach
        });
        let stateful_attacks = !v.rules.auras.is_empty() || !v.rules.imitators.is_empty();
        let leaps_and_lines_only = Color::BOTH.map(|c| {
            let ci = c.index();
            !stateful_attacks
                && lone_groups[ci].is_empty()
                && special_slides[ci].is_empty()
                && lame_types[ci].is_empty()
                && multi_types[ci].is_empty()
        });
        let ep_types = Color::BOTH
            .map(|c| (0..ntypes).filter(|&t| pieces[t][c.index()].ep.iter().any(|e| !e.is_empty())).collect());
        // Kept beside the piece's moves: the last ply's count reads them with its tables (two more
        // tables indexed by type cost the wasm build 2-6 % of perft's instructions).
        for (t, both) in pieces.iter_mut().enumerate() {
            for (side, pt) in both.iter_mut().enumerate() {
                pt.initial_zone = initial_zone[t][side];
                pt.count_promotion = count_promotions[t][side];
            }
        }
        Tables {
            ep_types,
            countable,
            evasions_by_cells,
            plain_make,
            multi_fast,
            is_flood: members(&v.rules.flood, ntypes),
            king_adj,
            z_last,
            is_imitator: members(&v.rules.imitators, ntypes),
            aura_grants,
            aura_cells,
            stateful_attacks,
            leaps_and_lines_only,
            geo,
            n,
            present,
            rays,
            dir_positive,
            rev_dir,
            pieces,
            check_pieces,
            has_check_pieces,
            promo_zone,
            promo_mandatory,
            is_pawn,
            resets_count,
            is_royal,
            promo_types: v.rules.promotion.pieces.clone(),
            promo_choices,
            start_counts,
            attack_lines,
            lone_groups,
            special_slides,
            slider_types,
            line_types,
            leap_types,
            leap_reach,
            lame_types,
            multi_types,
            simple_attacks,
            castles,
            castle_files,
            castling_king: v.rules.castling_king,
            letters: v.pieces.iter().map(|p| p.letter).collect(),
            names: v.pieces.iter().map(|p| p.name.clone()).collect(),
            betza: v.pieces.iter().map(|p| p.betza.text.clone()).collect(),
            rules,
            castling_fen: v.castling_fen,
            zobrist,
            z_castle,
            z_ep,
            z_side,
            start_board: start_board.to_vec(),
            alt_start_boards: v
                .alt_starts
                .iter()
                .filter_map(|(_, fen)| crate::notation::fen::parse(v, fen).ok())
                .map(|s| s.board)
                .filter(|b| b.len() == n)
                .collect(),
            tokens: v.pieces.iter().map(|p| p.token()).collect(),
            promotes_to,
            demoted: (0..ntypes).map(|t| v.demoted(t)).collect(),
            dead,
            drop_mask,
            file_masks,
            z_hand: (0..ntypes * 2 * HAND_MAX).map(|_| splitmix(&mut seed)).collect(),
            track_virgin: v.rules.first_move_tracked,
            pawn_forward: v
                .pieces
                .iter()
                .map(|p| {
                    let back = p.betza.components.iter().any(|c| {
                        c.legs.len() == 1
                            && c.legs[0].modes.quiet
                            && c.legs[0].vectors().iter().all(|v| v.1 < 0)
                            && !c.legs[0].vectors().is_empty()
                    });
                    if back {
                        -1
                    } else {
                        1
                    }
                })
                .collect(),
            z_virgin,
        }
    }

    /// The compiled moves of a piece of type `ty` and side `c`: its own table and, where it moves
    /// otherwise in check, that one too.
    pub(crate) fn move_tables(&self, ty: usize, c: Color) -> impl Iterator<Item = &PieceT<B>> {
        std::iter::once(&self.pieces[ty][c.index()]).chain(self.check_pieces[ty][c.index()].as_ref())
    }

    /// Every cell a piece of type `ty` and side `c` on `sq` reaches on an empty board by its
    /// single-leg moves (first moves and en passant included; multi-leg moves are not listed).
    pub(crate) fn single_leg_reach(&self, ty: usize, c: Color, sq: usize) -> B {
        let mut cells = B::EMPTY;
        for pt in self.move_tables(ty, c) {
            cells |= pt.capture[sq] | pt.init_capture[sq] | pt.ep[sq] | pt.quiet[sq] | pt.init_quiet[sq];
            for s in &pt.slides {
                cells |= s.rays[sq];
            }
            for l in pt.lames(sq) {
                cells.set(l.to as usize);
            }
        }
        cells
    }

    /// Whether `sq` is on the last rank as seen from side `c`.
    #[inline]
    pub(crate) fn is_last_rank(&self, sq: usize, c: Color) -> bool {
        // The last cell of the file as seen from `c`: the mirror of the other side's first rank.
        if c == Color::White {
            self.geo.rank(self.geo.mirror(sq)) == 0
        } else {
            self.geo.rank(sq) == 0
        }
    }

    /// Zobrist key of a piece of type `t` and side `c` on `sq`.
    #[inline]
    pub(crate) fn zkey(&self, t: usize, c: Color, sq: usize) -> u64 {
        self.zobrist[(t * 2 + c.index()) * self.n + sq]
    }

    /// First member of `set` along direction `d` (from the ray's origin).
    #[inline]
    pub(crate) fn first(&self, d: usize, set: B) -> usize {
        if self.dir_positive[d] {
            set.lsb()
        } else {
            set.msb()
        }
    }

    /// Whether side `si` attacks by plain leaps and plain slides only (no hoppers, limited or
    /// first-move slides, lame leaps, multi-leg moves or stateful attacks): then its checks are
    /// answered on the checker's cell or between it and the royal, and a piece added opens no line.
    pub(crate) fn plain_attacks(&self, si: usize) -> bool {
        self.simple_attacks[si]
            && !self.stateful_attacks
            && self.special_slides[si].is_empty()
            && self.lame_types[si].is_empty()
            && self.multi_types[si].is_empty()
    }

    /// Cells a slide (ray mask `ray` in direction `d`) reaches with occupancy `occ`, blocker included.
    #[inline]
    pub(crate) fn slide_attack(&self, d: usize, ray: B, occ: B) -> B {
        let blockers = ray & occ;
        if blockers.is_empty() {
            ray
        } else {
            let b = self.first(d, blockers);
            ray & !self.rays[d][b]
        }
    }
}

/// Sorts the slide groups of each side into lines (opposite directions, the same types) and the
/// directions left alone, where the set width computes lines at once (see [`Tables::attack_lines`]).
#[allow(clippy::type_complexity)]
fn attack_lines<B: BitSet>(
    groups: &[Vec<(usize, Vec<usize>)>; 2],
    rays: &[CellSets<B>],
    dir_positive: &[bool],
    rev_dir: &[usize],
    made: &mut LineTables<B>,
) -> ([Vec<AttackLine<B>>; 2], [Vec<(usize, Vec<usize>)>; 2]) {
    let same = |a: &[usize], b: &[usize]| a.len() == b.len() && a.iter().all(|x| b.contains(x));
    let mut lines = [vec![], vec![]];
    let mut lone = [vec![], vec![]];
    for side in 0..2 {
        for (d, types) in &groups[side] {
            let r = rev_dir[*d];
            let paired = r != *d && groups[side].iter().any(|(e, ts)| *e == r && same(ts, types));
            if !B::LINE_ARITH || !paired {
                lone[side].push((*d, types.clone()));
            } else if !dir_positive[*d] {
                let rays = line_table(made, rays, &[(*d, r)]);
                lines[side].push(AttackLine { rays, types: types.clone() });
            }
        }
    }
    (lines, lone)
}

/// Makes equal tables of one piece type share one copy: within each side's moves, and black's with
/// white's (a piece that moves alike both ways has one set of tables).
fn share_sides<B: BitSet>(white: &mut PieceT<B>, black: &mut PieceT<B>) {
    white.share_within();
    black.share_within();
    let pairs = [
        (&mut black.quiet, &white.quiet),
        (&mut black.capture, &white.capture),
        (&mut black.ep, &white.ep),
        (&mut black.init_quiet, &white.init_quiet),
        (&mut black.init_capture, &white.init_capture),
        (&mut black.rev_capture, &white.rev_capture),
        (&mut black.rev_ep, &white.rev_ep),
        (&mut black.multi_reach, &white.multi_reach),
    ];
    for (b, w) in pairs {
        b.share_if_equal(w);
    }
    for (b, w) in black.slides.iter_mut().zip(&white.slides) {
        b.rays.share_if_equal(&w.rays);
    }
}

/// Recomputes the reverse capture tables and flags of a compiled piece after its tables changed.
fn refresh_piece<B: BitSet>(pt: &mut PieceT<B>) {
    let n = pt.quiet.len();
    pt.rev_capture = CellSets::new(n);
    pt.rev_ep = CellSets::new(n);
    for from in 0..n {
        for to in pt.capture[from].iter() {
            pt.rev_capture[to].set(from);
        }
        for to in pt.ep[from].iter() {
            pt.rev_ep[to].set(from);
        }
    }
    pt.capture_leaps = pt.capture.iter().any(|b| !b.is_empty());
    pt.lame_captures = pt.lame.iter().any(|l| l.iter().any(|x| x.capture));
    pt.index_slides();
}

/// Keeps only the moves of a piece that end inside `mask`.
fn confine_piece<B: BitSet>(pt: &mut PieceT<B>, mask: B) {
    for sq in 0..pt.quiet.len() {
        pt.quiet[sq] &= mask;
        pt.capture[sq] &= mask;
        pt.ep[sq] &= mask;
        pt.init_quiet[sq] &= mask;
        pt.init_capture[sq] &= mask;
        if let Some(lames) = pt.lame.get_mut(sq) {
            lames.retain(|l| mask.has(l.to as usize));
        }
    }
    for s in pt.slides.iter_mut() {
        for sq in 0..s.rays.len() {
            s.rays[sq] &= mask;
        }
        s.limited = true;
    }
    refresh_piece(pt);
}

/// From the cells of `zone` the piece moves as `alt` only (`zone_moves`): leaps, paths and
/// slides are replaced cell by cell; multi-leg moves are kept.
fn region_piece<B: BitSet>(pt: &mut PieceT<B>, alt: &PieceT<B>, zone: B) {
    let n = pt.quiet.len();
    for sq in zone.iter() {
        // (Written only where they change: a table still shared is then not copied.)
        pt.quiet.assign(sq, alt.quiet[sq]);
        pt.capture.assign(sq, alt.capture[sq]);
        pt.ep.assign(sq, alt.ep[sq]);
        pt.init_quiet.assign(sq, alt.init_quiet[sq]);
        pt.init_capture.assign(sq, alt.init_capture[sq]);
        if sq < pt.lame.len() || !alt.lames(sq).is_empty() {
            *lames_at(&mut pt.lame, sq) = alt.lames(sq).to_vec();
        }
        for s in pt.slides.iter_mut() {
            s.rays.assign(sq, B::EMPTY);
        }
    }
    for a in &alt.slides {
        let same = |s: &SlideT<B>| {
            s.dir == a.dir && s.quiet == a.quiet && s.capture == a.capture && s.kind == a.kind && s.initial == a.initial
        };
        let k = match pt.slides.iter().position(same) {
            Some(k) => k,
            None => {
                pt.slides.push(SlideT { rays: CellSets::new(n), ..a.clone() });
                pt.slides.len() - 1
            }
        };
        for sq in zone.iter() {
            pt.slides[k].rays.assign(sq, a.rays[sq]);
        }
    }
    // The rays now differ by cell: attacks are found per slide, not by the shared direction tables.
    for s in pt.slides.iter_mut() {
        s.limited = true;
    }
    pt.slides.retain(|s| s.rays.iter().any(|r| !r.is_empty()));
    if pt.init_quiet.iter().chain(pt.init_capture.iter()).all(|b| b.is_empty())
        && pt.lame.iter().flatten().all(|l| !l.initial)
        && pt.slides.iter().all(|s| !s.initial)
        && pt.multi.iter().all(|m| !m.initial)
    {
        pt.has_initial = false;
    }
    refresh_piece(pt);
}

/// `en_passant_steps`: a straight quiet pawn advance may be taken en passant on the cells it passes
/// exactly when its length is listed, on the first move or later.
fn en_passant_by_length<B: BitSet>(pt: &mut PieceT<B>, geo: &Geometry, lengths: &[u32]) {
    for (from, paths) in pt.lame.iter_mut().enumerate() {
        for l in paths.iter_mut() {
            let (dx, dy) = (
                geo.file(l.to as usize) as i32 - geo.file(from) as i32,
                geo.rank(l.to as usize) as i32 - geo.rank(from) as i32,
            );
            let straight = dx == 0 || dy == 0 || dx.abs() == dy.abs();
            let len = dx.abs().max(dy.abs()) as u32;
            let counts = straight && l.quiet && !l.capture && !l.jump && lengths.contains(&len);
            l.passes = counts && !l.path.is_empty();
        }
    }
}

/// A pawn's quiet ride of limited range (`ifmR3`, `fmR2`) as single steps with their paths, so
/// that the cells a multi-step passes are known (en passant onto any of them).
fn pawn_ride_as_steps<B: BitSet>(pt: &mut PieceT<B>, geo: &Geometry, vecs: &[(i32, i32)], max: u8, initial: bool) {
    for sq in 0..geo.cells() {
        if !geo.is_present(sq) {
            continue;
        }
        for &v in vecs {
            let mut path = B::EMPTY;
            let mut cur = sq;
            for k in 1..=max {
                let Some(to) = geo.offset(cur, v.0, v.1) else { break };
                if k == 1 {
                    if initial {
                        pt.init_quiet[sq].set(to);
                    } else {
                        pt.quiet[sq].set(to);
                    }
                } else {
                    lames_at(&mut pt.lame, sq).push(LameT {
                        to: to as u16,
                        path,
                        quiet: true,
                        capture: false,
                        jump: false,
                        initial,
                        passes: initial && !path.is_empty(),
                    });
                }
                path.set(to);
                cur = to;
            }
        }
    }
}

/// The lame leaps of a piece (`PieceT::lame`) from `cell`, for writing while compiling: the lists
/// grow to `cell` on the first write (most pieces have none, and a list per cell of a 20x20 board
/// is 9.6 KB to make).
fn lames_at<B>(lame: &mut Vec<Vec<LameT<B>>>, cell: usize) -> &mut Vec<LameT<B>> {
    if lame.len() <= cell {
        lame.resize_with(cell + 1, Vec::new);
    }
    &mut lame[cell]
}

/// The cells of the board (a board with holes lacks some of its rectangle's).
///
/// This and the other loops of [`Tables::new`] over every cell stay out of line. A browser's V8
/// counts each turn of a wasm loop as the size of the code from the loop's start to its jump back
/// (its tiering budget), and in a large function the compiler lays much of the function there: a
/// loop over cells made `Tables::new` look hot enough to be compiled again by the optimising
/// compiler, some 20 ms of a second core on a two-core machine for code run once per variant.
#[inline(never)]
fn present_cells<B: BitSet>(geo: &Geometry) -> B {
    let mut present = B::EMPTY;
    for c in (0..geo.cells()).filter(|&c| geo.is_present(c)) {
        present.set(c);
    }
    present
}

/// The cells of each file of the board, by file (out of line: see [`present_cells`]).
#[inline(never)]
fn file_cells<B: BitSet>(geo: &Geometry) -> Vec<B> {
    let mut files = vec![B::EMPTY; geo.width];
    for c in (0..geo.cells()).filter(|&c| geo.is_present(c)) {
        files[geo.file(c)].set(c);
    }
    files
}

/// The cells where a piece moving as `pt` has no move on an empty board: no step, leap, slide or
/// lame leap from there other than a first move; none for a piece with multi-leg moves (out of
/// line: see [`present_cells`]).
#[inline(never)]
fn dead_cells<B: BitSet>(pt: &PieceT<B>, geo: &Geometry) -> B {
    let mut dead = B::EMPTY;
    for sq in (0..geo.cells()).filter(|&c| geo.is_present(c)) {
        let any = !(pt.quiet[sq] | pt.capture[sq]).is_empty()
            || pt.slides.iter().any(|s| !s.initial && !s.rays[sq].is_empty())
            || pt.lames(sq).iter().any(|l| !l.initial)
            || !pt.multi.is_empty();
        if !any {
            dead.set(sq);
        }
    }
    dead
}

/// A piece's moves compiled for both sides: once, when black's (turned half round) are the same
/// moves as white's (all but pawn-like pieces).
///
/// Black's tables are white's when the first leg of every move comes in opposite pairs of vectors:
/// a one-leg move's cells are then the same, and a multi-leg move (a lion's) differs only in its
/// first vectors, each white's turned half round in the same order (its later legs are relative to
/// the step before, the same for both sides), so the cells it reaches are the same too.
fn compile_both<B: BitSet>(
    scratch: &mut Scratch<B>,
    geo: &Geometry,
    dirs: &[(i32, i32)],
    rays: &[CellSets<B>],
    comps: &[Component],
    is_pawn: bool,
) -> [PieceT<B>; 2] {
    let white = compile_piece::<B>(scratch, geo, dirs, rays, comps, Color::White, is_pawn);
    let symmetric = comps.iter().all(|comp| {
        let vecs = comp.legs[0].vectors_on(geo);
        vecs.iter().all(|&(x, y)| vecs.contains(&(-x, -y)))
    });
    let black = if symmetric {
        let mut black = white.copy_without_multi();
        black.multi = white.multi.iter().map(MultiT::turned).collect();
        black
    } else {
        compile_piece::<B>(scratch, geo, dirs, rays, comps, Color::Black, is_pawn)
    };
    [white, black]
}

impl MultiT {
    /// The same move for the other side, as [`compile_piece`] makes it: each leg's absolute
    /// vectors turned half round (only the first leg's are walked).
    fn turned(&self) -> MultiT {
        let mut legs = self.legs.clone();
        for leg in &mut legs {
            leg.first = leg.first.iter().map(|&(x, y)| (-x, -y)).collect();
        }
        MultiT { legs, initial: self.initial, to_end: self.to_end }
    }
}

impl<B: BitSet> PieceT<B> {
    /// A copy of a piece just compiled, without its multi-leg moves (each side's are its own) and
    /// the leap shifts indexed later (a derived `Clone` would bring their copying code into the
    /// modules).
    fn copy_without_multi(&self) -> PieceT<B> {
        PieceT {
            quiet: self.quiet.clone(),
            capture: self.capture.clone(),
            ep: self.ep.clone(),
            init_quiet: self.init_quiet.clone(),
            init_capture: self.init_capture.clone(),
            lame: self.lame.clone(),
            slides: self.slides.clone(),
            multi: Vec::new(),
            rev_capture: self.rev_capture.clone(),
            rev_ep: self.rev_ep.clone(),
            has_initial: self.has_initial,
            capture_leaps: self.capture_leaps,
            lame_captures: self.lame_captures,
            multi_reach: self.multi_reach.clone(),
            riders: self.riders.clone(),
            other_slides: self.other_slides.clone(),
            lines: self.lines,
            line_rays: self.line_rays.clone(),
            lone_riders: self.lone_riders.clone(),
            has_lame: self.has_lame,
            any_leaps: self.any_leaps,
            leap_shifts: Vec::new(),
            lame_shifts: Vec::new(),
            shift_exempt: self.shift_exempt,
            initial_zone: self.initial_zone,
            count_promotion: self.count_promotion,
        }
    }
}

fn compile_piece<B: BitSet>(
    scratch: &mut Scratch<B>,
    geo: &Geometry,
    dirs: &[(i32, i32)],
    rays: &[CellSets<B>],
    comps: &[Component],
    col: Color,
    is_pawn: bool,
) -> PieceT<B> {
    let n = geo.cells();
    let blanks = &mut scratch.blanks;
    let mut pt: PieceT<B> = PieceT {
        quiet: blanks.table(n),
        capture: blanks.table(n),
        ep: blanks.table(n),
        init_quiet: blanks.table(n),
        init_capture: blanks.table(n),
        lame: Vec::new(),
        slides: Vec::new(),
        multi: Vec::new(),
        rev_capture: blanks.table(n),
        rev_ep: blanks.table(n),
        has_initial: false,
        capture_leaps: false,
        lame_captures: false,
        multi_reach: blanks.table(n),
        riders: Vec::new(),
        other_slides: Vec::new(),
        lines: 0,
        line_rays: CellSets::new(0),
        lone_riders: Vec::new(),
        has_lame: true,
        any_leaps: true,
        leap_shifts: Vec::new(),
        lame_shifts: Vec::new(),
        shift_exempt: B::EMPTY,
        initial_zone: B::EMPTY,
        count_promotion: (false, B::EMPTY),
    };
    for comp in comps {
        let leg = &comp.legs[0];
        let multi = comp.is_multi_leg();
        if multi {
            let legs = comp
                .legs
                .iter()
                .map(|l| LegT {
                    first: l.vectors_on(geo).into_iter().map(|v| orient(v, col)).collect(),
                    relative: (0..9)
                        .map(|i| {
                            // Relative to the previous step as it was taken on the board (any side).
                            let u = ((i / 3) - 1, (i % 3) - 1);
                            relative_vectors(geo, l, u).into_iter().collect()
                        })
                        .collect(),
                    range: l.range,
                    modes: l.modes,
                })
                .collect();
            let mt = MultiT { legs, initial: comp.initial, to_end: false };
            // Compound atoms (K) expand to every atom per leg; identical expansions are kept once.
            if !pt.multi.contains(&mt) {
                pt.multi.push(mt);
            }
            if comp.initial {
                pt.has_initial = true;
            }
            continue;
        }
        if comp.initial {
            pt.has_initial = true;
        }
        let vecs: Vec<(i32, i32)> = leg.vectors_on(geo).into_iter().map(|v| orient(v, col)).collect();
        let m = leg.modes;
        match leg.range {
            Range::Leap | Range::Exact(_) => {
                let steps = match leg.range {
                    Range::Exact(k) => k as i32,
                    _ => 1,
                };
                // Each vector's cells passed on the way (none: a leap nothing can block).
                let paths: Vec<Vec<(i32, i32)>> = vecs
                    .iter()
                    .map(|&v| {
                        if steps > 1 {
                            (1..steps).map(|k| (v.0 * k, v.1 * k)).collect()
                        } else if m.lame || m.jump {
                            lame_path_on(geo, v)
                        } else {
                            vec![]
                        }
                    })
                    .collect();
                // Unblockable leaps are written straight into the tables, each made this piece's own
                // once (not checked at every write); the others are lame leaps.
                let direct = paths.iter().any(Vec::is_empty);
                let init = comp.initial;
                let (quiet_tab, capture_tab) =
                    if init { (&mut pt.init_quiet, &mut pt.init_capture) } else { (&mut pt.quiet, &mut pt.capture) };
                // Moving and capturing alike onto two tables still one (both empty, most often): the
                // cells are written once, into the moves' table, which the captures' then shares.
                let twin = direct && m.quiet && m.capture && quiet_tab.same_storage(capture_tab);
                let mut quiet_t = (direct && m.quiet).then(|| quiet_tab.cells_mut());
                let mut capture_t = (direct && m.capture && !twin).then(|| capture_tab.cells_mut());
                let mut rev_capture_t = (direct && m.capture && !init).then(|| pt.rev_capture.cells_mut());
                let mut ep_t = (direct && m.en_passant).then(|| (pt.ep.cells_mut(), pt.rev_ep.cells_mut()));
                // Vector by vector, each over the whole board (a cell's lame leaps keep the vectors'
                // order).
                for (&v, path_vecs) in vecs.iter().zip(&paths) {
                    // The path's cells by step tables too (no division per cell, as `offset` has).
                    let path_steps: Vec<usize> = path_vecs.iter().map(|&pv| scratch.step_index(geo, pv)).collect();
                    let target_steps = scratch.step_index(geo, (v.0 * steps, v.1 * steps));
                    let step_tables = &scratch.steps;
                    for (sq, &to) in step_tables[target_steps].1.iter().enumerate() {
                        let Some(to) = to.filter(|_| geo.is_present(sq)) else { continue };
                        if path_vecs.is_empty() {
                            if let Some(t) = quiet_t.as_deref_mut() {
                                t[sq].set(to);
                            }
                            if let Some(t) = capture_t.as_deref_mut() {
                                t[sq].set(to);
                            }
                            if let Some(t) = rev_capture_t.as_deref_mut() {
                                t[to].set(sq);
                                pt.capture_leaps = true;
                            }
                            if let Some((ep, rev_ep)) = ep_t.as_mut() {
                                ep[sq].set(to);
                                rev_ep[to].set(sq);
                            }
                            continue;
                        }
                        let mut path = B::EMPTY;
                        let mut ok = true;
                        for &pi in &path_steps {
                            match step_tables[pi].1[sq] {
                                Some(c) => path.set(c),
                                None => ok = false,
                            }
                        }
                        if !ok {
                            continue;
                        }
                        let straight = v.0 == 0 || v.1 == 0 || v.0.abs() == v.1.abs();
                        let passes = is_pawn && comp.initial && m.quiet && !m.capture && straight && !m.jump;
                        if m.capture {
                            pt.lame_captures = true;
                        }
                        lames_at(&mut pt.lame, sq).push(LameT {
                            to: to as u16,
                            path,
                            quiet: m.quiet,
                            capture: m.capture,
                            jump: m.jump,
                            initial: comp.initial,
                            passes: passes && !path.is_empty(),
                        });
                    }
                }
                if twin {
                    *capture_tab = quiet_tab.clone();
                }
            }
            Range::Ride(Some(max)) if is_pawn && m.quiet && !m.capture && !m.hop && !m.grasshop => {
                pawn_ride_as_steps(&mut pt, geo, &vecs, max, comp.initial);
            }
            Range::Ride(max) => {
                for &v in &vecs {
                    let d = dirs.iter().position(|&x| x == v).expect("direction collected");
                    // An unlimited slide's rays are its direction's (one shared table).
                    let rays_cut: CellSets<B> = match max {
                        None => rays[d].clone(),
                        Some(max) => rays_along(scratch.steps(geo, v), Some(max)),
                    };
                    let kind = if m.hop {
                        SlideKind::Hop
                    } else if m.grasshop {
                        SlideKind::Grass
                    } else {
                        SlideKind::Plain
                    };
                    pt.slides.push(SlideT {
                        dir: d,
                        rays: rays_cut,
                        quiet: m.quiet,
                        capture: m.capture,
                        kind,
                        initial: comp.initial,
                        limited: max.is_some(),
                    });
                }
            }
        }
    }
    pt.index_slides();
    if !pt.multi.is_empty() {
        let mut walks = Vec::with_capacity(pt.multi.len());
        for mt in &pt.multi {
            walks.push(scratch.walk_legs(geo, mt));
        }
        let (steps, seen) = (&scratch.steps, &mut scratch.seen);
        pt.multi_reach = (0..n)
            .map(|from| walks.iter().fold(B::EMPTY, |r, legs| r | free_reach(steps, legs, n, from, seen)))
            .collect();
    }
    pt
}

/// What compiling one variant's tables shares between its pieces: the all-empty tables (every
/// table starts as the shared empty one; equal tables of a piece type share one copy), and each
/// vector's step from every cell ([`Geometry::offsets`]), worked out once: pieces share most of
/// their vectors (compiling a Trojan variant's tables asks for about 140 step tables).
struct Scratch<B> {
    blanks: Blanks<B>,
    /// The step tables made so far, by vector.
    steps: Vec<((i32, i32), StepTable)>,
    /// What the multi-leg moves' walks ([`free_reach`]) keep between them, for every piece.
    seen: Seen,
}

/// Per cell (present or not), the present cell one step of a vector leads to from it.
type StepTable = Vec<Option<usize>>;

impl<B: BitSet> Scratch<B> {
    fn new() -> Self {
        Scratch { blanks: Blanks::new(), steps: Vec::new(), seen: Seen::default() }
    }

    /// Per cell (present or not), the present cell one step of `d` leads to from it.
    fn steps(&mut self, geo: &Geometry, d: (i32, i32)) -> &[Option<usize>] {
        let i = self.step_index(geo, d);
        &self.steps[i].1
    }

    /// Where `d`'s step table is in `steps` (made now if it is not yet).
    fn step_index(&mut self, geo: &Geometry, d: (i32, i32)) -> usize {
        match self.steps.iter().position(|(v, _)| *v == d) {
            Some(i) => i,
            None => {
                self.steps.push((d, geo.offsets(d.0, d.1)));
                self.steps.len() - 1
            }
        }
    }

    /// `mt`'s legs as [`free_reach`] walks them: each vector as its step table and sign index.
    fn walk_legs(&mut self, geo: &Geometry, mt: &MultiT) -> Vec<WalkLeg> {
        let mut legs = Vec::with_capacity(mt.legs.len());
        for leg in &mt.legs {
            let mut relative = Vec::with_capacity(leg.relative.len());
            for vectors in &leg.relative {
                relative.push(self.walk_vectors(geo, vectors));
            }
            let (max, exact) = leg_steps(leg.range, geo);
            legs.push(WalkLeg { first: self.walk_vectors(geo, &leg.first), relative, max, exact });
        }
        legs
    }

    /// Each of `vectors` as (its step table's index in `steps`, its sign index).
    fn walk_vectors(&mut self, geo: &Geometry, vectors: &[(i32, i32)]) -> Vec<(usize, usize)> {
        let mut out = Vec::with_capacity(vectors.len());
        for &v in vectors {
            out.push((self.step_index(geo, v), sign_index(v)));
        }
        out
    }
}

/// A leg of a multi-leg move as [`free_reach`] walks it: its vectors (for the first leg, and by the
/// sign pattern of the previous vector) as (step table in [`Scratch::steps`], sign index), and how
/// far it goes ([`leg_steps`]).
struct WalkLeg {
    first: Vec<(usize, usize)>,
    relative: Vec<Vec<(usize, usize)>>,
    max: u32,
    exact: bool,
}

/// Per cell (present or not): the present cells one step of `vecs` leads to from it.
fn steps_from<B: BitSet>(scratch: &mut Scratch<B>, geo: &Geometry, vecs: &[(i32, i32)]) -> Vec<B> {
    let mut sets = vec![B::EMPTY; geo.cells()];
    for &d in vecs {
        for (set, &to) in sets.iter_mut().zip(scratch.steps(geo, d).iter()) {
            if let Some(to) = to {
                set.set(to);
            }
        }
    }
    sets
}

/// Per cell (present or not): the cells a ride passes from it, at most `max` steps, where `next`
/// is each cell's next cell along the ride's direction ([`Scratch::steps`]).
fn rays_along<B: BitSet>(next: &[Option<usize>], max: Option<u8>) -> CellSets<B> {
    // An iterator of known length: the table is filled in place, with no list to copy.
    next.iter()
        .map(|&first| {
            let mut r = B::EMPTY;
            let mut cur = first;
            let mut k = 0u32;
            while let Some(c) = cur.filter(|_| max.map_or(true, |m| k < m as u32)) {
                r.set(c);
                k += 1;
                cur = next[c];
            }
            r
        })
        .collect()
}

/// Whether a piece of type `ty` may not stand on its compulsory promotion cells (pawns that must
/// promote there): the FEN reader refuses such a position, so no drop may make it.
pub(crate) fn must_promote_on_board(rules: &crate::rules::Rules, ty: usize) -> bool {
    rules.pawns.contains(&ty) && !rules.promotion.empty_pool_stays && !rules.promotion.optional.contains(&ty)
}

/// How many steps a multi-leg leg may take along a vector, and whether only the last may be a stop
/// (exact range).
pub(crate) fn leg_steps(range: Range, geo: &Geometry) -> (u32, bool) {
    match range {
        Range::Leap => (1, false),
        Range::Ride(None) => (geo.width.max(geo.height) as u32, false),
        Range::Ride(Some(k)) => (k as u32, false),
        Range::Exact(k) => (k as u32, true),
    }
}

/// The states a [`free_reach`] walk has expanded, kept between walks: a state is seen when it
/// holds the walk's number, so a new walk starts without clearing (a table of legs x cells x 9
/// per cell and multi-leg move was most of compiling chu and dai shogi's tables), and the list of
/// states still to expand (one list for every walk: a list of its own per walk was allocated and
/// grown some 8,000 times per compile of dai shogi).
#[derive(Default)]
struct Seen {
    walk: u32,
    marks: Vec<u32>,
    todo: Vec<(usize, usize, usize)>,
}

impl Seen {
    /// Starts a walk over `states` states.
    fn start(&mut self, states: usize) {
        if self.marks.len() < states {
            self.marks.resize(states, 0);
        }
        self.walk += 1;
    }

    /// Whether `state` is new to this walk (marking it seen).
    fn first_visit(&mut self, state: usize) -> bool {
        let new = self.marks[state] != self.walk;
        self.marks[state] = self.walk;
        new
    }
}

/// Every cell the `legs` of a multi-leg move ([`Scratch::walk_legs`]) may stop on from `from`,
/// ignoring occupancy, stepping by the tables of `steps` (`n`: the board's cells). A breadth-first
/// walk over (leg, cell, direction of arrival) states, each expanded once: the cost grows with legs
/// times cells, not with the number of paths (which is exponential in the legs).
fn free_reach<B: BitSet>(
    steps: &[((i32, i32), StepTable)],
    legs: &[WalkLeg],
    n: usize,
    from: usize,
    seen: &mut Seen,
) -> B {
    let mut out = B::EMPTY;
    seen.start(legs.len() * n * 9);
    // (leg, cell, sign index of the arriving vector; 9 = none: the first leg).
    seen.todo.clear();
    seen.todo.push((0, from, 9));
    while let Some((li, cur, sign)) = seen.todo.pop() {
        let leg = &legs[li];
        let vectors = if sign == 9 { &leg.first } else { &leg.relative[sign] };
        for &(table, v_sign) in vectors {
            let step_of = &steps[table].1;
            let mut sq = cur;
            for step in 1..=leg.max {
                let Some(nx) = step_of[sq] else { break };
                sq = nx;
                if leg.exact && step < leg.max {
                    continue;
                }
                out.set(sq);
                if li + 1 < legs.len() {
                    let state = ((li + 1) * n + sq) * 9 + v_sign;
                    if seen.first_visit(state) {
                        seen.todo.push((li + 1, sq, v_sign));
                    }
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::variants::builtin;

    /// The path-by-path walk `free_reach` replaced: every path followed, exponential in the legs.
    fn reach_by_paths(geo: &Geometry, mt: &MultiT, li: usize, cur: usize, vectors: &[(i32, i32)], out: &mut u64) {
        let leg = &mt.legs[li];
        let (max, exact) = leg_steps(leg.range, geo);
        for &v in vectors {
            let mut sq = cur;
            for step in 1..=max {
                let Some(nx) = geo.offset(sq, v.0, v.1) else { break };
                sq = nx;
                if exact && step < max {
                    continue;
                }
                *out |= 1 << sq;
                if li + 1 < mt.legs.len() {
                    reach_by_paths(geo, mt, li + 1, sq, &mt.legs[li + 1].relative[sign_index(v)], out);
                }
            }
        }
    }

    #[test]
    fn multi_leg_reach_equals_the_path_walk() {
        // On 8x8 boards (u64 sets): the multi-leg pieces of TCHESS 8x8 (and its options) and chu's
        // lion moved to chess.
        let chu_lion = "[x:chess]\npiece = z | Lion | KNADcaKmcabK\npiece = y | Griffin | mNmpafsmavvsscW\npiece = w | Assassin | mQmyacQ";
        let mut variants = vec![crate::variants::from_ini(chu_lion, None).unwrap()];
        variants.push(builtin("gardner").unwrap());
        let mut compared = 0;
        for v in &variants {
            let start = crate::notation::fen::parse(v, &v.start_fen).unwrap();
            let t = Tables::<u64>::new(v, &start.board);
            let mut scratch = Scratch::<u64>::new();
            for both in &t.pieces {
                for pt in both {
                    for mt in &pt.multi {
                        let legs = scratch.walk_legs(&t.geo, mt);
                        for from in 0..t.n {
                            let mut want = 0u64;
                            reach_by_paths(&t.geo, mt, 0, from, &mt.legs[0].first, &mut want);
                            assert_eq!(
                                free_reach::<u64>(&scratch.steps, &legs, t.n, from, &mut Seen::default()),
                                want,
                                "{} from {from}",
                                v.id
                            );
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(compared > 1000, "{compared}");
    }

    /// A piece's compiled moves without the order of its lists (a side copied from white keeps
    /// white's order of slides and lame leaps, a side compiled on its own its vectors' order).
    fn moves_of<B: BitSet>(pt: &PieceT<B>) -> Vec<String> {
        let sorted = |mut v: Vec<String>| {
            v.sort();
            v.join(" ")
        };
        let tables = [&pt.quiet, &pt.capture, &pt.ep, &pt.init_quiet, &pt.init_capture, &pt.rev_capture, &pt.rev_ep];
        let mut out: Vec<String> = tables.iter().chain([&&pt.multi_reach]).map(|t| format!("{t:?}")).collect();
        for (cell, lames) in pt.lame.iter().enumerate().filter(|(_, l)| !l.is_empty()) {
            out.push(format!("{cell}: {}", sorted(lames.iter().map(|l| format!("{l:?}")).collect())));
        }
        out.push(sorted(pt.slides.iter().map(|s| format!("{s:?}")).collect()));
        out.push(format!("{:?} {:?}", pt.multi, (pt.has_initial, pt.capture_leaps, pt.lame_captures)));
        out
    }

    #[test]
    fn black_tables_copied_from_white_equal_black_compiled() {
        // Every built-in piece with multi-leg moves (chu and dai shogi's lions, eagles and
        // falcons, TCHESS's pieces, ...) and a lion whose second step goes forward only or whose
        // first does: black's tables as `compile_both` makes them (copied and turned where the
        // first legs come in opposite pairs) against black compiled on its own.
        let (mut compared, mut copied) = (0, 0);
        let lions = "[x:chess]\npiece = z | Z | KcafW\npiece = y | Y | KfcaW";
        let defined = crate::variants::from_ini(lions, None).unwrap();
        let builtins = crate::variants::builtin_ids().iter().map(|id| builtin(id).unwrap());
        for v in builtins.chain([defined]) {
            let id = &v.id;
            let start = crate::notation::fen::parse(&v, &v.start_fen).unwrap();
            let t = Tables::<crate::geometry::Wide>::new(&v, &start.board);
            let dirs = ride_directions(&v, &t.geo);
            for (ty, p) in v.pieces.iter().enumerate() {
                let mut comps = p.betza.components.clone();
                comps.extend(p.gated.iter().flat_map(|g| g.components.iter().cloned()));
                if !comps.iter().any(Component::is_multi_leg) {
                    continue;
                }
                let pawn = v.rules.pawns.contains(&ty);
                let [white, black] = compile_both(&mut Scratch::new(), &t.geo, &dirs, &t.rays, &comps, pawn);
                let own = compile_piece(&mut Scratch::new(), &t.geo, &dirs, &t.rays, &comps, Color::Black, pawn);
                assert_eq!(moves_of(&black), moves_of(&own), "{id} {}", p.name);
                compared += 1;
                copied += usize::from(black.multi_reach.same_storage(&white.multi_reach));
            }
        }
        assert!(compared > 20 && copied > 5, "{compared} compared, {copied} copied");
    }

    #[test]
    fn many_legs_compile_without_exponential_cost() {
        // Six legs of a king step (2^6 components of 8^6 paths each): beyond the definition limits,
        // which `from_ini` enforces, but the reach tables themselves stay cheap.
        let mut v = crate::variants::from_ini("[x:chess]\npiece = z | Z | mK", None).unwrap();
        let z = v.piece_index('z').unwrap();
        v.pieces[z].betza = crate::pieces::betza::parse("mamamamamamK").unwrap();
        let start = crate::notation::fen::parse(&v, &v.start_fen).unwrap();
        let t = std::time::Instant::now();
        let tables = Tables::<u64>::new(&v, &start.board);
        assert!(t.elapsed() < std::time::Duration::from_secs(2), "{:?}", t.elapsed());
        // From a1: every cell up to six king steps away, a1 itself included (out and back).
        let within_six = (0..64).filter(|&c| c % 8 <= 6 && c / 8 <= 6).fold(0u64, |m, c| m | 1 << c);
        assert_eq!(tables.pieces[z][0].multi_reach[0], within_six);
    }

    #[test]
    fn riders_of_the_same_lines_share_one_line_table() {
        // Capablanca at the wide width: rooks, bishops, queens, archbishops and chancellors, white
        // and black, in and out of check.
        let v = builtin("capablanca").unwrap();
        let start = crate::notation::fen::parse(&v, &v.start_fen).unwrap();
        let t = Tables::<crate::geometry::Wide>::new(&v, &start.board);
        let mut seen: Vec<(Vec<(usize, usize)>, &CellSets<_>)> = Vec::new();
        let mut pieces = 0;
        for pt in t.pieces.iter().flatten().filter(|pt| pt.lines > 0) {
            pieces += 1;
            // The lines: each pair of opposite rider directions, from its negative direction, in
            // order.
            let mut pairs: Vec<(usize, usize)> = pt
                .riders
                .iter()
                .filter(|&&d| !t.dir_positive[d] && pt.riders.contains(&t.rev_dir[d]))
                .map(|&d| (d, t.rev_dir[d]))
                .collect();
            pairs.sort();
            assert_eq!(pairs.len(), pt.lines);
            // Each entry is the two rays of its line from that cell.
            for c in 0..t.n {
                for (i, &(lo, hi)) in pt.line_rays[c * pt.lines..(c + 1) * pt.lines].iter().enumerate() {
                    assert_eq!((lo, hi), (t.rays[pairs[i].0][c], t.rays[pairs[i].1][c]));
                }
            }
            match seen.iter().find(|(p, _)| *p == pairs) {
                Some((_, table)) => assert!(table.same_storage(&pt.line_rays)),
                None => {
                    assert!(seen.iter().all(|(_, table)| !table.same_storage(&pt.line_rays)));
                    seen.push((pairs, &pt.line_rays));
                }
            }
        }
        // Ten riding types (five a side), fewer tables.
        assert_eq!(pieces, 10);
        assert!(seen.len() < pieces, "{}", seen.len());
    }

    #[test]
    fn perft_counts_the_same_without_the_leap_shifts() {
        // The shifts only speed up perft's last ply (a build without `fast-sets` compiles none).
        for (id, depth) in [("chess", 3), ("capablanca", 3), ("trojan", 2)] {
            let v = builtin(id).unwrap();
            let start = crate::notation::fen::parse(&v, &v.start_fen).unwrap();
            let with = Tables::<crate::geometry::Wide>::new(&v, &start.board);
            let mut without = with.clone();
            for pt in without.pieces.iter_mut().flatten() {
                pt.leap_shifts.clear();
                pt.lame_shifts.clear();
            }
            let count = |t: &Tables<crate::geometry::Wide>| {
                let mut pos = crate::engine::position::Position::from_setup(&start, t).unwrap();
                pos.perft(t, depth, false)
            };
            assert!(with.pieces.iter().flatten().any(|pt| !pt.leap_shifts.is_empty()) || !cfg!(feature = "fast-sets"));
            assert_eq!(count(&with), count(&without), "{id}");
        }
    }

    #[test]
    fn lame_paths() {
        assert_eq!(lame_path((1, 2)), vec![(0, 1)]);
        assert_eq!(lame_path((2, 2)), vec![(1, 1)]);
        assert_eq!(lame_path((0, 2)), vec![(0, 1)]);
        assert_eq!(lame_path((2, 3)), vec![(0, 1), (1, 2)]);
        assert_eq!(lame_path((1, 0)), Vec::<(i32, i32)>::new());
    }
}

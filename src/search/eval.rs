//! Evaluation from the variant data, for the chess-shaped engine.
//!
//! **Piece values** are estimated from each piece's compiled moves (the engine's per-cell tables of
//! leaps, lame leaps, slides and multi-leg reach) on an empty board, averaged over the cells:
//!
//! * every leap target counts 1 if the piece may both move and capture there, 0.6 if only one of
//!   the two; a lame leap (a path that must be empty) 0.8 of that; a multi-leg target 0.9;
//!   first-move-only targets 0.1;
//! * every slide target counts the same way, a hopper's or grasshopper's half;
//! * a cell's worth is `57 × leap targets + 36 × slide targets` (leapers are worth more per target
//!   than riders: calibrated so that the chess knight is about 300, the rook about 500), and the
//!   value is the average worth times `1 + targets / 100` (pieces that do much are worth more than
//!   the sum of their parts, which brings the chess queen near 1000);
//! * royal pieces have no material value (losing them ends the game), except where a side may own
//!   several royals (chu shogi's king and prince), where they count their moves plus 500;
//! * imitators (which move as the opponent's last mover) are worth the average non-royal piece.
//!
//! Values given by the variant data (`value = q 950`, `Variant::values`) replace the estimate.
//!
//! The terms are weighed by the **game phase**: the non-pawn, non-royal material on the board and
//! in hand against the start position's (1 = opening and middlegame, 0 = endgame).
//!
//! * **Square terms**: a non-royal piece gains 15 % of the difference between its worth on that
//!   cell and its average (centralisation, which is mobility on an empty board); a piece that
//!   promotes gains part of its promotion gain as it nears the zone (cubic in its progress: 8 % for
//!   pawns, 15 % for other pieces).
//! * **Royals** where there is check: in the middlegame 12 per file away from the board's middle
//!   file and −15 per rank away from the home rank; in the endgame 8 per king step nearer the
//!   centre (Manhattan distance).
//! * **Pawns** (the variant's pawn types that promote): a passed pawn (no enemy pawn ahead on its
//!   file or the neighbouring ones) gains its promotion gain × progress² × (6 % middlegame, 25 %
//!   endgame); pawns that capture otherwise than they move lose (10, 20) when doubled and (10, 16)
//!   when isolated, and gain (3, 6) when an own pawn defends them (middlegame, endgame).
//! * **Mobility**: per cell a rider's plain slides reach in the position, 8 / (its slide
//!   directions), at most 3 (2 for a rook, 1 for a queen); per cell a non-pawn leaper's leaps reach,
//!   16 / (its average leaps on the empty board), 1 to 4 (3 for a knight). Cells of own pieces and
//!   cells an enemy pawn attacks are not counted.
//! * **Threats**: (40, 25) for each enemy piece (not a pawn, not a royal) an own pawn attacks.
//! * **Open files**: a piece sliding without limit along its file gains (30, 12) on a file without
//!   pawns, (14, 6) on one with enemy pawns only (where the variant has promoting pawns).
//! * **Pairs**: (30, 50) for two pieces of one colour-bound type (the bishop) on both colours.
//! * **Hands**: a piece in hand is worth 1.1 times its board value.
//! * **Royal safety** where there is check, weighed by the phase: 12 × (non-pawn enemies within two
//!   steps)²; 6 per own piece beside the royal (at most 3), 14 more per own piece on the three
//!   cells in front and 6 per own piece on the three beyond; and where two or more enemy pieces hit
//!   the royal's neighbourhood, 4 × attackers × cells hit (at most 500).
//!
//! * **Mop-up** where there is check: against a lone royal (nothing else on the board or in hand),
//!   the side with a piece besides pawns gains 40 per unit of twice the lone royal's distance from
//!   the board's middle (files plus ranks) and 10 per step its own royal stands nearer to it (the
//!   basic mates: king and rook against king).
//!
//! Where losing all pieces wins (losing chess), material counts negatively. The side to move gets
//! 10 (tempo).

use crate::engine::position::{decode, Position};
use crate::engine::tables::{PieceT, SlideKind, Tables};
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::rules::Value;

/// What the evaluation knows of one pawn type that promotes.
#[derive(Debug, Clone)]
struct PawnT<B> {
    ty: usize,
    /// Per side, per cell: the cells ahead on its file and the neighbouring files.
    front: [Vec<B>; 2],
    /// Per side, per cell: the passed-pawn bonus (middlegame, endgame).
    passed: [Vec<(i32, i32)>; 2],
    /// Whether it captures otherwise than it moves (then doubled and isolated pawns count).
    structure: bool,
}

/// Per-variant evaluation weights, computed once from the tables.
#[derive(Debug, Clone)]
pub struct Weights<B> {
    /// Material value per piece type (0 for a single royal).
    pub value: Vec<i32>,
    /// Per type and side, per cell: value plus square terms, in one table (type, then side, then
    /// cell: [`Weights::square_at`]).
    square: Vec<i32>,
    /// The number of cells (a row of `square`).
    cells: usize,
    /// Per side, per cell: a royal's (middlegame, endgame) square terms.
    royal_sq: [Vec<(i32, i32)>; 2],
    /// Per type: the value of one piece in hand.
    hand: Vec<i32>,
    /// +1, or -1 where losing all pieces wins.
    sign: i32,
    /// Whether royal safety counts (the variant has check).
    safety: bool,
    /// Per cell: cells within two king steps.
    near: Vec<B>,
    /// Per side, per cell: the three cells in front of a royal there, and the three beyond them.
    shield: [Vec<(B, B)>; 2],
    pawn_types: Vec<usize>,
    pawns: Vec<PawnT<B>>,
    /// Per cell: the cells of its file and of the neighbouring files.
    adjacent_files: Vec<B>,
    /// Per type: the indices of its plain, unconditional slides (counted for mobility).
    riders: Vec<Vec<usize>>,
    /// Per type: whether `riders` are its riders ([`PieceT::riders`], on both sides) and their rays
    /// from any cell never meet, so that the cells they reach are counted at once
    /// ([`Position::rider_reach`]) rather than slide by slide.
    whole_reach: Vec<bool>,
    /// Per type: units per cell its slides reach.
    mobility: Vec<i32>,
    /// Per type: units per cell its leaps reach (non-pawn, non-royal leapers).
    leap_mobility: Vec<i32>,
    /// Per type: whether it slides without limit along its file (open files count for it).
    file_rider: Vec<bool>,
    /// Per type: whether it keeps to the cells of one colour (a pair on both colours counts).
    colour_bound: Vec<bool>,
    /// The cells of one colour (file + rank even), on a square lattice.
    light: B,
    /// Per type: what it adds to the phase (non-pawn, non-royal material).
    phase_value: Vec<i32>,
    /// The phase material of the start position (at least 1).
    phase_total: i32,
}

/// (middlegame, endgame) for each enemy piece (not a pawn, not a royal) a pawn attacks.
const THREAT_BY_PAWN: (i32, i32) = (40, 25);
/// (middlegame, endgame) for a file rider on a file without pawns.
const OPEN_FILE: (i32, i32) = (30, 12);
/// (middlegame, endgame) for a file rider on a file with only enemy pawns.
const HALF_OPEN_FILE: (i32, i32) = (14, 6);
/// (middlegame, endgame) for two colour-bound pieces of one type on both colours.
const PAIR: (i32, i32) = (30, 50);
/// (middlegame, endgame) lost per pawn with another own pawn on its file.
const DOUBLED: (i32, i32) = (10, 20);
/// (middlegame, endgame) lost per pawn without own pawns on the neighbouring files.
const ISOLATED: (i32, i32) = (10, 16);
/// (middlegame, endgame) for a pawn another own pawn defends.
const SUPPORTED: (i32, i32) = (3, 6);

fn mode_weight(quiet: bool, capture: bool) -> f64 {
    match (quiet, capture) {
        (true, true) => 1.0,
        (false, false) => 0.0,
        _ => 0.6,
    }
}

/// (leap targets, slide targets) of a piece on `sq` of an empty board, weighted as the module says.
fn reach<B: BitSet>(pt: &PieceT<B>, sq: usize) -> (f64, f64) {
    let (q, c) = (pt.quiet[sq], pt.capture[sq]);
    let mut leap = (q & c).count() as f64 + 0.6 * ((q & !c).count() + (c & !q).count()) as f64;
    leap += 0.1 * (pt.init_quiet[sq] | pt.init_capture[sq]).count() as f64;
    for l in pt.lames(sq) {
        leap += mode_weight(l.quiet, l.capture) * if l.initial { 0.1 } else { 0.8 };
    }
    if !pt.multi.is_empty() {
        leap += 0.9 * pt.multi_reach[sq].count() as f64;
    }
    let mut slide = 0.0;
    for s in &pt.slides {
        let kind = if s.kind == SlideKind::Plain { 1.0 } else { 0.5 };
        let first = if s.initial { 0.1 } else { 1.0 };
        slide += s.rays[sq].count() as f64 * mode_weight(s.quiet, s.capture) * kind * first;
    }
    (leap, slide)
}

impl<B: BitSet> Weights<B> {
    /// Weights for a variant's tables; `overrides` are (FEN token, value) pairs.
    pub fn new(t: &Tables<B>, overrides: &[(String, i32)]) -> Weights<B> {
        let ntypes = t.pieces.len();
        let cells: Vec<usize> = t.present.iter().collect();
        let ncells = cells.len().max(1) as f64;
        // Per type (White's tables): worth per cell, average worth, average targets.
        let mut worth = vec![vec![0.0; t.n]; ntypes];
        let mut value = vec![0i32; ntypes];
        let mut avg = vec![0.0; ntypes];
        for ty in 0..ntypes {
            let pt = &t.pieces[ty][0];
            let (mut sum, mut targets) = (0.0, 0.0);
            for &sq in &cells {
                let (l, s) = reach(pt, sq);
                worth[ty][sq] = 57.0 * l + 36.0 * s;
                sum += worth[ty][sq];
                targets += l + s;
            }
            avg[ty] = sum / ncells;
            value[ty] = (avg[ty] * (1.0 + targets / ncells / 100.0)).round().max(30.0) as i32;
        }
        let several_royals = t.rules.royal_all;
        for (ty, v) in value.iter_mut().enumerate() {
            if t.is_royal[ty] {
                *v = if several_royals { *v + 500 } else { 0 };
            }
        }
        let plain: Vec<i32> =
            (0..ntypes).filter(|&ty| !t.is_royal[ty] && !t.is_imitator[ty]).map(|ty| value[ty]).collect();
        let mean = if plain.is_empty() { 100 } else { plain.iter().sum::<i32>() / plain.len() as i32 };
        for (ty, v) in value.iter_mut().enumerate() {
            if t.is_imitator[ty] {
                *v = mean;
            }
            if let Some(&(_, known)) = overrides.iter().find(|(tok, _)| *tok == t.tokens[ty]) {
                *v = known;
            }
        }
        let geo = &t.geo;
        // Distance to a type's promotion zone (in ranks) per side, and the largest such distance.
        let dist = |ty: usize, c: Color, sq: usize| {
            t.promo_zone[ty][c.index()].iter().map(|z| geo.rank(z).abs_diff(geo.rank(sq))).min().unwrap_or(0) as f64
        };
        let gain_of = |ty: usize| {
            let best_promo =
                t.promo_types.iter().map(|&p| value[p]).chain(t.promotes_to[ty].map(|p| value[p])).max().unwrap_or(0);
            (best_promo - value[ty]).max(0) as f64
        };
        // Square terms per side.
        let mut square = Vec::with_capacity(ntypes * 2 * t.n);
        for ty in 0..ntypes {
            let gain = gain_of(ty);
            let advance_share = if t.is_pawn[ty] { 0.08 } else { 0.15 };
            let per_side = Color::BOTH.map(|c| {
                let zone = t.promo_zone[ty][c.index()];
                let dmax = cells.iter().map(|&sq| dist(ty, c, sq)).fold(0.0, f64::max).max(1.0);
                let mut row = vec![0i32; t.n];
                for &sq in &cells {
                    // Black's tables mirror White's; the centre term is the same on the mirrored cell
                    // for symmetric pieces, so it is computed from Black's own tables.
                    let own = if c == Color::White {
                        worth[ty][sq]
                    } else {
                        let (l, s) = reach(&t.pieces[ty][1], sq);
                        57.0 * l + 36.0 * s
                    };
                    let centre = if t.is_royal[ty] { 0.0 } else { 0.15 * (own - avg[ty]) };
                    let advance = if gain > 0.0 && !zone.is_empty() {
                        advance_share * gain * ((dmax - dist(ty, c, sq)) / dmax).powi(3)
                    } else {
                        0.0
                    };
                    row[sq] = value[ty] + (centre + advance).round() as i32;
                }
                row
            });
            square.extend(per_side.into_iter().flatten());
        }
        // Royals: sheltered in the middlegame, central in the endgame.
        let (mid_file, mid_rank) = ((geo.width as f64 - 1.0) / 2.0, (geo.height as f64 - 1.0) / 2.0);
        let home = |c: Color| {
            t.start_board
                .iter()
                .enumerate()
                .find(|(_, p)| p.is_some_and(|(ty, pc)| pc == c && t.is_royal[ty]))
                .map_or(if c == Color::White { 0 } else { geo.height.saturating_sub(1) }, |(sq, _)| geo.rank(sq))
        };
        let royal_sq = Color::BOTH.map(|c| {
            let home = home(c);
            let centre_dist = |sq: usize| {
                (geo.file(sq) as f64 - mid_file).abs() + (geo.rank(sq).min(geo.height - 1) as f64 - mid_rank).abs()
            };
            let avg_dist = cells.iter().map(|&sq| centre_dist(sq)).sum::<f64>() / ncells;
            (0..t.n)
                .map(|sq| {
                    let mg = 12.0 * (geo.file(sq) as f64 - mid_file).abs().floor()
                        - 15.0 * geo.rank(sq).abs_diff(home) as f64;
                    let eg = 8.0 * (avg_dist - centre_dist(sq));
                    (mg.round() as i32, eg.round() as i32)
                })
                .collect()
        });
        let hand = (0..ntypes).map(|ty| value[ty] * 11 / 10).collect();
        let near: Vec<B> = (0..t.n)
            .map(|sq| {
                let mut m = t.king_adj[sq];
                for x in t.king_adj[sq].iter() {
                    m |= t.king_adj[x];
                }
                m
            })
            .collect();
        let shield = Color::BOTH.map(|c| {
            (0..t.n)
                .map(|sq| {
                    let (r, f) = (geo.rank(sq) as i64, geo.file(sq));
                    let (mut first, mut second) = (B::EMPTY, B::EMPTY);
                    for x in near[sq].iter() {
                        let ahead = (geo.rank(x) as i64 - r) * if c == Color::White { 1 } else { -1 };
                        if geo.file(x).abs_diff(f) <= 1 {
                            if ahead == 1 {
                                first |= B::single(x);
                            } else if ahead == 2 {
                                second |= B::single(x);
                            }
                        }
                    }
                    (first, second)
                })
                .collect()
        });
        let adjacent_files: Vec<B> = (0..t.n)
            .map(|sq| {
                let f = geo.file(sq);
                let mut m = B::EMPTY;
                for (k, &mask) in t.file_masks.iter().enumerate() {
                    if k.abs_diff(f) <= 1 {
                        m |= mask;
                    }
                }
                m
            })
            .collect();
        let pawns = t
            .rules
            .pawns
            .iter()
            .filter(|&&ty| gain_of(ty) > 0.0)
            .map(|&ty| {
                let gain = gain_of(ty);
                let front = Color::BOTH.map(|c| {
                    (0..t.n)
                        .map(|sq| {
                            let mut m = B::EMPTY;
                            if t.present.has(sq) && !t.promo_zone[ty][c.index()].is_empty() {
                                let d = dist(ty, c, sq);
                                for &x in &cells {
                                    if adjacent_files[sq].has(x) && dist(ty, c, x) < d {
                                        m |= B::single(x);
                                    }
                                }
                            }
                            m
                        })
                        .collect()
                });
                let passed = Color::BOTH.map(|c| {
                    let dmax = cells.iter().map(|&sq| dist(ty, c, sq)).fold(0.0, f64::max).max(1.0);
                    (0..t.n)
                        .map(|sq| {
                            if !t.present.has(sq) || t.promo_zone[ty][c.index()].is_empty() {
                                return (0, 0);
                            }
                            let p = ((dmax - dist(ty, c, sq)) / dmax).powi(2);
                            ((0.06 * gain * p).round() as i32, (0.25 * gain * p).round() as i32)
                        })
                        .collect()
                });
                let pt = &t.pieces[ty][0];
                let structure = (0..t.n).any(|sq| pt.quiet[sq] != pt.capture[sq]);
                PawnT { ty, front, passed, structure }
            })
            .collect();
        let riders: Vec<Vec<usize>> = (0..ntypes)
            .map(|ty| {
                let slides = &t.pieces[ty][0].slides;
                (0..slides.len()).filter(|&k| slides[k].kind == SlideKind::Plain && !slides[k].initial).collect()
            })
            .collect();
        let whole_reach = (0..ntypes)
            .map(|ty| {
                let sides = [&t.pieces[ty][0], &t.pieces[ty][1]];
                !riders[ty].is_empty()
                    && sides.iter().all(|pt| {
                        let mut dirs: Vec<usize> = riders[ty].iter().map(|&k| pt.slides[k].dir).collect();
                        let mut own = pt.riders.clone();
                        dirs.sort_unstable();
                        own.sort_unstable();
                        dirs == own
                            && (0..t.n).all(|sq| {
                                let mut seen = B::EMPTY;
                                dirs.iter().all(|&d| {
                                    let ray = t.rays[d][sq];
                                    let apart = !ray.intersects(seen);
                                    seen |= ray;
                                    apart
                                })
                            })
                    })
            })
            .collect();
        let mobility = riders.iter().map(|r| if r.is_empty() { 0 } else { (8 / r.len() as i32).clamp(1, 3) }).collect();
        let leap_mobility = (0..ntypes)
            .map(|ty| {
                if t.is_pawn[ty] || t.is_royal[ty] {
                    return 0;
                }
                let pt = &t.pieces[ty][0];
                let leaps =
                    cells.iter().map(|&sq| (pt.quiet[sq] | pt.capture[sq]).count()).sum::<u32>() as f64 / ncells;
                if leaps < 0.5 {
                    0
                } else {
                    (16.0 / leaps.max(1.0)).round().clamp(1.0, 4.0) as i32
                }
            })
            .collect();
        let file_rider = (0..ntypes)
            .map(|ty| {
                !t.is_pawn[ty]
                    && t.pieces[ty][0].slides.iter().any(|s| {
                        s.kind == SlideKind::Plain
                            && !s.initial
                            && !s.limited
                            && s.quiet
                            && s.capture
                            && cells.iter().any(|&sq| {
                                let r = s.rays[sq];
                                r.count() >= 2 && (r & !t.file_masks[geo.file(sq)]).is_empty()
                            })
                    })
            })
            .collect();
        let square_lattice = geo.lattice == crate::geometry::Lattice::Square;
        let light = cells
            .iter()
            .filter(|&&sq| square_lattice && (geo.file(sq) + geo.rank(sq)) % 2 == 0)
            .fold(B::EMPTY, |m, &sq| m | B::single(sq));
        let colour_bound = (0..ntypes)
            .map(|ty| {
                if !square_lattice || t.is_pawn[ty] || t.is_royal[ty] {
                    return false;
                }
                let pt = &t.pieces[ty][0];
                let mut moves = false;
                let bound = cells.iter().all(|&sq| {
                    let mut reach = pt.quiet[sq] | pt.capture[sq] | pt.init_quiet[sq] | pt.init_capture[sq];
                    for s in &pt.slides {
                        reach |= s.rays[sq];
                    }
                    for l in pt.lames(sq) {
                        reach |= B::single(l.to as usize);
                    }
                    if !pt.multi.is_empty() {
                        reach |= pt.multi_reach[sq];
                    }
                    moves |= !reach.is_empty();
                    let same = if light.has(sq) { light } else { !light };
                    (reach & !same).is_empty()
                });
                bound && moves
            })
            .collect();
        let phase_value: Vec<i32> =
            (0..ntypes).map(|ty| if t.is_pawn[ty] || t.is_royal[ty] { 0 } else { value[ty].max(0) }).collect();
        let phase_total = t.start_board.iter().flatten().map(|&(ty, _)| phase_value[ty]).sum::<i32>().max(1);
        Weights {
            value,
            square,
            cells: t.n,
            royal_sq,
            hand,
            sign: if t.rules.extinction == Some(Value::Win) { -1 } else { 1 },
            safety: !t.rules.royal.is_empty() && t.rules.extinction.is_none() && t.rules.checkmate == Value::Loss,
            near,
            shield,
            pawn_types: t.rules.pawns.clone(),
            pawns,
            adjacent_files,
            riders,
            whole_reach,
            mobility,
            leap_mobility,
            file_rider,
            colour_bound,
            light,
            phase_value,
            phase_total,
        }
    }

    /// The value plus square terms of a piece of type `ty` and side `c` on `sq`.
    #[inline]
    fn square_at(&self, ty: usize, c: usize, sq: usize) -> i32 {
        self.square[(ty * 2 + c) * self.cells + sq]
    }

    /// The evaluation of `pos` for the side to move.
    pub fn evaluate(&self, t: &Tables<B>, pos: &Position<B>) -> i32 {
        // Per side: (both phases, middlegame only, endgame only).
        let mut side = [0i32; 2];
        let mut mid = [0i32; 2];
        let mut end = [0i32; 2];
        let mut phase = 0;
        let mut zone = [B::EMPTY; 2];
        if self.safety {
            for c in Color::BOTH {
                for sq in pos.royals(t, c).iter() {
                    zone[c.index()] |= t.king_adj[sq];
                }
            }
        }
        // Per side: its pawns and the cells they attack.
        let mut pawns = [B::EMPTY; 2];
        let mut pawn_hits = [B::EMPTY; 2];
        for &ty in &self.pawn_types {
            for c in 0..2 {
                let mine = pos.by_type[ty] & pos.by_color[c];
                pawns[c] |= mine;
                for sq in mine.iter() {
                    pawn_hits[c] |= t.pieces[ty][c].capture[sq];
                }
            }
        }
        // Per side: pieces hitting the enemy royal's neighbourhood, and the cells hit.
        let mut hits = [(0i32, 0i32); 2];
        for c in 0..2 {
            let own = pos.by_color[c];
            let enemy_zone = zone[1 - c];
            // Cells an enemy pawn hits are not counted for mobility.
            let unsafe_cells = own | pawn_hits[1 - c];
            let mut reach = 0;
            for sq in own.iter() {
                if let Some((ty, _)) = decode(pos.board[sq]) {
                    side[c] += self.square_at(ty, c, sq);
                    phase += self.phase_value[ty];
                    if t.is_royal[ty] && self.safety {
                        let (m, e) = self.royal_sq[c][sq];
                        mid[c] += m;
                        end[c] += e;
                        continue;
                    }
                    let pt = &t.pieces[ty][c];
                    let mut hit = if enemy_zone.is_empty() { B::EMPTY } else { pt.capture[sq] & enemy_zone };
                    let mut cells = 0;
                    if self.whole_reach[ty] {
                        let a = pos.rider_reach(t, pt, sq);
                        cells = (a & !unsafe_cells).count() as i32;
                        hit |= a & enemy_zone;
                    } else {
                        for &k in &self.riders[ty] {
                            let s = &pt.slides[k];
                            let a = t.slide_attack(s.dir, s.rays[sq], pos.occ);
                            cells += (a & !unsafe_cells).count() as i32;
                            hit |= a & enemy_zone;
                        }
                    }
                    reach += cells * self.mobility[ty];
                    if self.leap_mobility[ty] > 0 {
                        reach +=
                            ((pt.quiet[sq] | pt.capture[sq]) & !unsafe_cells).count() as i32 * self.leap_mobility[ty];
                    }
                    if !hit.is_empty() {
                        hits[c].0 += 1;
                        hits[c].1 += hit.count() as i32;
                    }
                    if t.is_pawn[ty] {
                        continue;
                    }
                    // A piece an enemy pawn attacks.
                    if pawn_hits[1 - c].has(sq) {
                        mid[1 - c] += THREAT_BY_PAWN.0;
                        end[1 - c] += THREAT_BY_PAWN.1;
                    }
                    // A file rider on a file without own pawns, or without any.
                    if self.file_rider[ty] && !self.pawns.is_empty() {
                        let file = t.file_masks[t.geo.file(sq)];
                        if (pawns[c] & file).is_empty() {
                            let (m, e) = if (pawns[1 - c] & file).is_empty() { OPEN_FILE } else { HALF_OPEN_FILE };
                            mid[c] += m;
                            end[c] += e;
                        }
                    }
                }
            }
            side[c] += reach;
            // Colour-bound pieces of one type on both colours.
            for (ty, &bound) in self.colour_bound.iter().enumerate() {
                if bound {
                    let mine = pos.by_type[ty] & own;
                    if !(mine & self.light).is_empty() && !(mine & !self.light).is_empty() {
                        mid[c] += PAIR.0;
                        end[c] += PAIR.1;
                    }
                }
            }
            if t.rules.drops {
                for (ty, &n) in pos.hands[c].iter().enumerate() {
                    side[c] += n as i32 * self.hand[ty];
                    phase += n as i32 * self.phase_value[ty];
                }
            }
        }
        for p in &self.pawns {
            let all = pos.by_type[p.ty];
            for c in 0..2 {
                let mine = all & pos.by_color[c];
                let theirs = all & pos.by_color[1 - c];
                for sq in mine.iter() {
                    if (p.front[c][sq] & theirs).is_empty() {
                        let (m, e) = p.passed[c][sq];
                        mid[c] += m;
                        end[c] += e;
                    }
                    if p.structure {
                        let files = self.adjacent_files[sq];
                        let file = t.file_masks[t.geo.file(sq)];
                        if (mine & file).count() > 1 {
                            mid[c] -= DOUBLED.0;
                            end[c] -= DOUBLED.1;
                        }
                        if (mine & files & !file).is_empty() {
                            mid[c] -= ISOLATED.0;
                            end[c] -= ISOLATED.1;
                        } else if pawn_hits[c].has(sq) {
                            mid[c] += SUPPORTED.0;
                            end[c] += SUPPORTED.1;
                        }
                    }
                }
            }
        }
        if self.safety {
            let pawns = pawns[0] | pawns[1];
            for c in Color::BOTH {
                let them = pos.by_color[c.flip().index()] & !pawns;
                let own = pos.by_color[c.index()];
                for sq in pos.royals(t, c).iter() {
                    let attackers = (self.near[sq] & them).count() as i32;
                    let shelter = (t.king_adj[sq] & own).count().min(3) as i32;
                    let (first, second) = self.shield[c.index()][sq];
                    let shield = 14 * (first & own).count() as i32 + 6 * (second & own).count() as i32;
                    mid[c.index()] += 6 * shelter + shield - 12 * attackers * attackers;
                }
                let (n, cells) = hits[c.flip().index()];
                if n >= 2 {
                    mid[c.index()] -= (4 * n * cells).min(500);
                }
            }
        }
        if self.safety && self.sign > 0 {
            self.mop_up(t, pos, pawns[0] | pawns[1], &mut side);
        }
        let ph = (256 * phase.min(self.phase_total) / self.phase_total) as i64;
        let total = |c: usize| side[c] as i64 + (mid[c] as i64 * ph + end[c] as i64 * (256 - ph)) / 256;
        let us = pos.turn.index();
        self.sign * (total(us) - total(1 - us)) as i32 + 10
    }
}

impl<B: BitSet> Weights<B> {
    /// Mop-up: a side left with its royal piece alone (nothing else on the board or in hand)
    /// against a side that has a piece besides pawns is driven to the edge of the board, and the
    /// strong side's royal comes near (the basic mates, king and rook against king, which a short
    /// search finds only with this guide).
    fn mop_up(&self, t: &Tables<B>, pos: &Position<B>, pawns: B, side: &mut [i32; 2]) {
        let (w, h) = (t.geo.width as i32, t.geo.height as i32);
        for weak in Color::BOTH {
            let strong = weak.flip();
            // (A side with more than one piece is no lone royal: most positions stop here.)
            let lone = pos.by_color[weak.index()];
            if lone.count() != 1 || pos.royals(t, weak) != lone || pos.hands[weak.index()].iter().any(|&n| n > 0) {
                continue;
            }
            let others = pos.by_color[strong.index()] & !pos.royals(t, strong) & !pawns;
            if others.is_empty() {
                continue;
            }
            let k = lone.lsb();
            let (f, r) = (t.geo.file(k) as i32, t.geo.rank(k) as i32);
            // Twice the distance from the middle, in files and ranks (2 to 14 on 8x8).
            let edge = (2 * f - (w - 1)).abs() + (2 * r - (h - 1)).abs();
            let mut bonus = MOP_UP_EDGE * edge;
            if let Some(own) = pos.royals(t, strong).iter().next() {
                let near = (t.geo.file(own) as i32 - f).abs().max((t.geo.rank(own) as i32 - r).abs());
                bonus += MOP_UP_NEAR * (w.max(h) - 1 - near);
            }
            side[strong.index()] += bonus;
        }
    }
}

/// Mop-up, per unit of twice the lone royal's distance from the middle of the board.
const MOP_UP_EDGE: i32 = 40;
/// Mop-up, per king step the strong side's royal stands nearer the lone royal than the board allows.
const MOP_UP_NEAR: i32 = 10;

/// The piece values the evaluation uses in a game's variant, by FEN token (estimated from the
/// moves; with `overrides`, the variant data's `value` entries applied).
pub fn piece_values(game: &mut crate::engine::Game, overrides: bool) -> Vec<(String, i32)> {
    struct Values(Vec<(String, i32)>);
    impl crate::engine::WidthVisitor for Values {
        type Output = Vec<(String, i32)>;
        fn visit<B: BitSet>(self, g: &mut crate::engine::GameB<B>) -> Self::Output {
            let w = Weights::new(&g.t, &self.0);
            g.t.tokens.iter().cloned().zip(w.value).collect()
        }
    }
    let known = if overrides { overrides_for(game.variant()) } else { Vec::new() };
    game.visit(Values(known))
}

/// The static evaluation of a game's position for the side to move (the variant data's `value`
/// entries applied), as the search sees it at a leaf.
pub fn static_eval(game: &mut crate::engine::Game) -> i32 {
    struct Eval(Vec<(String, i32)>);
    impl crate::engine::WidthVisitor for Eval {
        type Output = i32;
        fn visit<B: BitSet>(self, g: &mut crate::engine::GameB<B>) -> i32 {
            Weights::new(&g.t, &self.0).evaluate(&g.t, &g.pos)
        }
    }
    let known = overrides_for(game.variant());
    game.visit(Eval(known))
}

/// The piece values a variant's data gives (`value` key): (FEN token, centipawns).
pub fn overrides_for(v: &crate::variants::Variant) -> Vec<(String, i32)> {
    v.values.iter().map(|&(ty, n)| (v.pieces[ty].token(), n)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameB, WidthVisitor};

    /// Plays a seeded random game and, at every position, evaluates it with the riders' cells
    /// counted at once and slide by slide; returns how many positions used the first.
    struct BothWays(u64);

    impl WidthVisitor for BothWays {
        type Output = usize;
        fn visit<B: BitSet>(self, g: &mut GameB<B>) -> usize {
            let fast = Weights::new(&g.t, &[]);
            let mut slow = Weights::new(&g.t, &[]);
            slow.whole_reach.iter_mut().for_each(|w| *w = false);
            let mut seed = self.0;
            let mut used = 0;
            for _ in 0..60 {
                assert_eq!(fast.evaluate(&g.t, &g.pos), slow.evaluate(&g.t, &g.pos), "at {}", g.fen());
                used += usize::from(fast.whole_reach.iter().any(|&w| w));
                let moves = g.moves();
                if moves.is_empty() || g.outcome().is_some() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                g.play_move(moves[(seed % moves.len() as u64) as usize]);
            }
            used
        }
    }

    /// Counting the cells a type's riders reach at once gives the evaluation that counting them
    /// slide by slide gives, in random games of every built-in variant; chess's riders use it.
    #[test]
    fn riders_counted_at_once_evaluate_as_slide_by_slide() {
        let mut used = 0;
        for (i, id) in crate::variants::builtin_ids().iter().enumerate() {
            let mut game = Game::new(id, None).expect("built-in variant");
            used += game.visit(BothWays(0x9E37_79B9 + i as u64));
        }
        assert!(used > 0);
        let mut chess = Game::new("chess", None).expect("chess");
        struct Flags;
        impl WidthVisitor for Flags {
            type Output = Vec<bool>;
            fn visit<B: BitSet>(self, g: &mut GameB<B>) -> Vec<bool> {
                Weights::new(&g.t, &[]).whole_reach
            }
        }
        // Pawn, knight, bishop, rook, queen, king: the three riders.
        assert_eq!(chess.visit(Flags), [false, false, true, true, true, false]);
    }
}

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
//! Values given by the variant data (`value = q 950`, `Variant::values`) replace the estimate. **Square terms**: a piece gains 15 % of the difference between its
//! worth on that cell and its average (centralisation, which is mobility on an empty board), and a
//! piece that promotes gains up to a quarter of its promotion gain as it nears the zone (cubic in
//! its progress). **Mobility**: 3 per cell a rider's plain slides reach in the position. **Hands**: a piece in hand is worth 1.1 times its board value. **Royal safety**
//! where there is check: 12 × (non-pawn enemies within two steps)², minus 6 per own neighbour
//! (at most 3). Where losing all pieces wins (losing chess), material counts negatively.

use crate::engine::position::{decode, Position};
use crate::engine::tables::{PieceT, SlideKind, Tables};
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::rules::Value;

/// Per-variant evaluation weights, computed once from the tables.
#[derive(Debug, Clone)]
pub struct Weights<B> {
    /// Material value per piece type (0 for a single royal).
    pub value: Vec<i32>,
    /// Per type and side, per cell: value plus square terms.
    square: Vec<[Vec<i32>; 2]>,
    /// Per type: the value of one piece in hand.
    hand: Vec<i32>,
    /// +1, or -1 where losing all pieces wins.
    sign: i32,
    /// Whether royal safety counts (the variant has check).
    safety: bool,
    /// Per cell: cells within two king steps.
    near: Vec<B>,
    pawn_types: Vec<usize>,
    /// Per type: the indices of its plain, unconditional slides (counted for mobility).
    riders: Vec<Vec<usize>>,
}

/// Units per cell a rider reaches in the position (its mobility), beyond the square terms.
const MOBILITY: i32 = 3;

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
    for l in &pt.lame[sq] {
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
        // Square terms per side.
        let mut square = Vec::with_capacity(ntypes);
        for ty in 0..ntypes {
            let best_promo =
                t.promo_types.iter().map(|&p| value[p]).chain(t.promotes_to[ty].map(|p| value[p])).max().unwrap_or(0);
            let gain = (best_promo - value[ty]).max(0) as f64;
            let per_side = Color::BOTH.map(|c| {
                let zone = t.promo_zone[ty][c.index()];
                let dist =
                    |sq: usize| zone.iter().map(|z| t.geo.rank(z).abs_diff(t.geo.rank(sq))).min().unwrap_or(0) as f64;
                let dmax = cells.iter().map(|&sq| dist(sq)).fold(0.0, f64::max).max(1.0);
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
                        0.25 * gain * ((dmax - dist(sq)) / dmax).powi(3)
                    } else {
                        0.0
                    };
                    row[sq] = value[ty] + (centre + advance).round() as i32;
                }
                row
            });
            square.push(per_side);
        }
        let hand = (0..ntypes).map(|ty| value[ty] * 11 / 10).collect();
        let near = (0..t.n)
            .map(|sq| {
                let mut m = t.king_adj[sq];
                for x in t.king_adj[sq].iter() {
                    m |= t.king_adj[x];
                }
                m
            })
            .collect();
        Weights {
            value,
            square,
            hand,
            sign: if t.rules.extinction == Some(Value::Win) { -1 } else { 1 },
            safety: !t.rules.royal.is_empty() && t.rules.extinction.is_none() && t.rules.checkmate == Value::Loss,
            near,
            pawn_types: t.rules.pawns.clone(),
            riders: (0..ntypes)
                .map(|ty| {
                    let slides = &t.pieces[ty][0].slides;
                    (0..slides.len()).filter(|&k| slides[k].kind == SlideKind::Plain && !slides[k].initial).collect()
                })
                .collect(),
        }
    }

    /// The evaluation of `pos` for the side to move.
    pub fn evaluate(&self, t: &Tables<B>, pos: &Position<B>) -> i32 {
        let mut side = [0i32; 2];
        for (c, total) in side.iter_mut().enumerate() {
            let own = pos.by_color[c];
            let mut reach = 0;
            for sq in own.iter() {
                if let Some((ty, _)) = decode(pos.board[sq]) {
                    *total += self.square[ty][c][sq];
                    for &k in &self.riders[ty] {
                        let s = &t.pieces[ty][c].slides[k];
                        reach += (t.slide_attack(s.dir, s.rays[sq], pos.occ) & !own).count() as i32;
                    }
                }
            }
            *total += MOBILITY * reach;
            if t.rules.drops {
                for (ty, &n) in pos.hands[c].iter().enumerate() {
                    *total += n as i32 * self.hand[ty];
                }
            }
        }
        if self.safety {
            let mut pawns = B::EMPTY;
            for &ty in &self.pawn_types {
                pawns |= pos.by_type[ty];
            }
            for c in Color::BOTH {
                let them = pos.by_color[c.flip().index()] & !pawns;
                let own = pos.by_color[c.index()];
                for sq in pos.royals(t, c).iter() {
                    let attackers = (self.near[sq] & them).count() as i32;
                    let shelter = (t.king_adj[sq] & own).count().min(3) as i32;
                    side[c.index()] -= 12 * attackers * attackers - 6 * shelter;
                }
            }
        }
        let us = pos.turn.index();
        self.sign * (side[us] - side[1 - us]) + 10
    }
}

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

/// The piece values a variant's data gives (`value` key): (FEN token, centipawns).
pub fn overrides_for(v: &crate::variants::Variant) -> Vec<(String, i32)> {
    v.values.iter().map(|&(ty, n)| (v.pieces[ty].token(), n)).collect()
}

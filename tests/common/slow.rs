//! An independent, deliberately simple and slow legal-move generator, written only for the tests.
//!
//! It is an oracle for variants that no outside engine implements (Double chess on 16 files, the
//! article's French chess, Speed chess, the Maharajah and the Sepoys, the Trojan / Decimal family,
//! chu shogi) and is itself checked against Fairy-Stockfish's perft numbers where those exist. It shares
//! nothing with `fairyboard::engine`: it reads only the variant data (geometry, pieces with their
//! parsed Betza components, rules), the FEN reader's unvalidated [`Setup`] and [`Leg::vectors`]
//! (direction letters for a piece whose forward is +y). The position is a plain mailbox; every move
//! is tried on a clone and rejected if any enemy pseudo-legal capture would then land on one of the
//! mover's royal pieces (on every one of them, with `rules.royal_all`).
//!
//! Supported Betza: single-leg components with leaps (optionally lame `n`), exact ranges (`W03`),
//! riders with or without a range limit, hoppers (`p`, the cannon `mRcpR`), grasshoppers (`g`),
//! modes `m`, `c`, `e` and the initial flag `i`; multi-leg components (`a`) of leaps, exact ranges
//! and riders with modes `m` and `c` (below). Anything else panics, so that a variant the
//! generator cannot model is never compared silently.
//!
//! Drops (shogi family, spec §24.4 and §27.3), each written from the spec text: captured pieces go
//! to the captor's hand unpromoted; a drop is on an empty cell, not on the type's `no_drop` ranks,
//! not where the piece could never move (`immobility_illegal`: alone on the board it would have no
//! move), not on a file already holding `drop_no_doubled_count` own unpromoted pieces of its type,
//! and a `drop_mate_illegal` drop may not mate; a move may not leave a piece unpromoted where it
//! could never move, and with `mandatory_piece_promotion` an offered promotion is compulsory.
//!
//! Xiangqi (spec variants-catalog.md §11), each written from the spec text: `confine` (moves end
//! inside the region), `zone_moves` (from the region's cells the piece moves with those moves
//! instead), the flying general (a move may not leave the royals on one open file), and the
//! perpetual-check count (`check_limit`, AMB-XQ-3: consecutive checks by one piece while the
//! defender moves one piece, [`SlowPos::runs`]; a check past the limit is illegal). The chase rule
//! needs the game's history and is not modelled.
//!
//! Trojan / Decimal rules (spec trojan-decimal.md), each written from the spec text:
//! - gated secondary moves (`PieceType::gated`): legal only while the mover's side is not in check
//!   (tested before the move, A04); they always attack (A31);
//! - in-check moves (`PieceType::in_check`): while in check the piece moves only with these; its
//!   attacks are always its normal and gated moves;
//! - tracked first moves (`rules.first_move_tracked`): `i` only for a piece that has not moved
//!   since the start; from FEN a piece is unmoved iff the start position has the same piece on its
//!   cell and the cell is not in the seventh FEN field;
//! - swaps of two unmoved pieces (`rules.swaps`, the changements), sergeant-pawn swaps
//!   (`rules.pawn_swap`, with promotion by swap), absolute promotion zones per pawn type
//!   (`rules.promotion_zones`, Quadruple Trojan's backward pawns).
//!
//! Chu shogi (spec variants-catalog.md §4), each written from the spec text:
//! - multi-leg components (XBetza `a`): leg 1 starts on the piece's square, every later leg where
//!   the previous one stopped, its directions relative to the previous step (none = any, `f` =
//!   straight on, `b` = straight back; others panic). A non-final leg stops on an empty cell (`m`)
//!   or on an enemy (`c`, captured: the cell counts as empty from then on); the start cell counts
//!   as empty during the move; the final leg moves or captures as usual. Ending on the start
//!   without a capture is a pass, legal only with `rules.allow_pass`. XBetza's `K` is one atom of
//!   8 directions in every leg, so the W and F components the parser makes of one multi-leg `K`
//!   (`caK`) are joined back: a king step, then any king step (§4.2: "then a second king step in
//!   any direction");
//! - moves with the same result (origin, destination, captured cells, promotion) are listed once:
//!   the one with the fewest stops. A move whose non-final legs capture nothing and that does not
//!   end on its start is named from + to; others from + every stop (notation.md): `f6g7h8`, igui
//!   `f6g7f6`, the pass `f6e6f6` (any free neighbour; callers compare passes by origin only);
//! - chu promotion (`rules.promotion_on_zone_entry`, §4.4 [R]): optional, offered to a type with a `+`
//!   counterpart on a move from outside the promotion ranks into them, on a capture by a move that
//!   starts inside them, and on reaching the last rank with a type that could never move from it;
//!   never compulsory; written with a `+` suffix; a type of `rules.decline_waits_last_rank` (the
//!   pawn: once it declined on entering, it waits for the last rank) has no capture offer;
//! - `rules.royal_all`: a move is illegal only if afterwards one enemy move could capture every royal
//!   of the mover (spec §4.6: a double capture, when two royals remain);
//! - lion-protection rules (`rules.lions`, `rules.lion_cheap`, §4.5 [R]): (1) a lion may not take
//!   an enemy lion at Chebyshev distance 2 if the opponent attacks that cell after the move, unless
//!   the move's first leg captured a piece not in `lion_cheap`; (2) right after a non-lion (its
//!   type before the move) captured a lion, the side to move may capture a lion only with a lion
//!   ([`SlowPos::lion_ban`]); rule 3: neither applies when the lion falls in a double capture whose
//!   first victim is not in `lion_cheap` (for rule 2: the capture that sets the ban, and the
//!   capture of a lion in reply).

use fairyboard::geometry::Geometry;
use fairyboard::notation::fen::{self, Setup};
use fairyboard::pieces::betza::{Betza, Dir, Modes, Range};
use fairyboard::pieces::Color;
use fairyboard::rules::PromotionLimit;
use fairyboard::variants::{builtin, Variant};

/// A mailbox position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlowPos {
    /// Per cell: piece type and side.
    pub board: Vec<Option<(usize, Color)>>,
    /// Side to move.
    pub turn: Color,
    /// Per side (White first): cells of the rooks that may still castle.
    pub castling: [Vec<usize>; 2],
    /// En passant: (target cell, cell of the pawn that may be taken there).
    pub ep: Option<(usize, usize)>,
    /// Per cell: the piece standing there has not moved since the start of the game (always
    /// `false` on empty cells).
    pub unmoved: Vec<bool>,
    /// Lion rule 2: the previous move was a non-lion capturing a lion, so the side to move may
    /// capture a lion only with a lion (always `false` from FEN).
    pub lion_ban: bool,
    /// Per side (`check_limit`): its run of consecutive checks by one piece: (checks, the checking
    /// piece's cell, the cell of the one piece the defender has moved during the run).
    pub runs: [(u32, Option<usize>, Option<usize>); 2],
    /// Per side, per type: pieces in hand (`rules.drops`).
    pub hands: [Vec<u32>; 2],
}

/// What kind of exchange a swap move is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SwapKind {
    /// Two unmoved pieces exchange places (changement).
    Pieces,
    /// A sergeant (on `from`) and the own pawn behind it (on `to`) exchange places; the pawn may
    /// promote (`promo`).
    Pawn,
}

/// A move of the slow generator.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlowMove {
    /// Origin of the moving piece (the king, for castling; the initiator, for a swap).
    pub from: usize,
    /// Destination of the moving piece (the partner's cell, for a swap).
    pub to: usize,
    /// Cell emptied by a capture (`to`, or the victim of an en passant capture).
    pub captured: Option<usize>,
    /// Promotion type.
    pub promo: Option<usize>,
    /// Castling: (rook origin, rook destination).
    pub castle: Option<(usize, usize)>,
    /// A swap of the pieces on `from` and `to`.
    pub swap: Option<SwapKind>,
    /// En passant right created by this move: (target, victim).
    pub ep_set: Option<(usize, usize)>,
    /// Multi-leg moves: the cells where the non-final legs stopped, in order.
    pub stops: Vec<usize>,
    /// Multi-leg moves: cells captured by non-final legs, in order.
    pub mid_captures: Vec<usize>,
    /// A drop of this type from the hand on `to` (`from` = `to`).
    pub drop: Option<usize>,
    /// Move string (notation.md).
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hit {
    Quiet,
    Capture,
    EnPassant(usize),
}

/// One single-leg Betza component, with its vectors for a piece whose forward is +y.
#[derive(Debug, Clone)]
struct Comp {
    initial: bool,
    modes: Modes,
    range: Range,
    vecs: Vec<(i32, i32)>,
}

/// One leg of a multi-leg component.
#[derive(Debug, Clone)]
struct MLeg {
    range: Range,
    modes: Modes,
    /// First leg: the vectors for a piece whose forward is +y. Later legs: every image of the
    /// atom(s), filtered by `rel` against the previous step.
    vecs: Vec<(i32, i32)>,
    /// Later legs: `Some('f')` straight on, `Some('b')` straight back, `None` any direction.
    rel: Option<char>,
}

/// A multi-leg component.
#[derive(Debug, Clone)]
struct Multi {
    initial: bool,
    legs: Vec<MLeg>,
    /// Largest Chebyshev distance from the origin that any stop can have (`None`: unbounded).
    reach: Option<i32>,
}

/// A callback for the paths of multi-leg moves: (stops, victims, the final leg captures).
type PathFn<'a> = dyn FnMut(&[usize], &[usize], bool) + 'a;

/// The components of one piece type: always available, gated (not while in check), and the set
/// that replaces both while in check (if any); multi-leg components (always available).
#[derive(Debug, Clone)]
struct Moves {
    normal: Vec<Comp>,
    gated: Vec<Comp>,
    checked: Option<Vec<Comp>>,
    multi: Vec<Multi>,
    /// `zone_moves`: from the cells of a region (per side) the piece moves with these instead.
    zones: Vec<(Vec<Comp>, [Vec<usize>; 2])>,
}

/// The multi-leg components of a Betza definition. Two consecutive components that differ only in
/// the atoms of their legs, W in the first and F in the second, are the parser's split of one
/// multi-leg `K` and are joined into one component whose legs take both atoms.
fn multi_comps(b: &Betza) -> Vec<Multi> {
    let all: Vec<_> = b.components.iter().filter(|c| c.legs.len() > 1).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < all.len() {
        let comp = all[i];
        let twin = all.get(i + 1).filter(|o| {
            b.text.contains('K')
                && o.initial == comp.initial
                && o.legs.len() == comp.legs.len()
                && comp.legs.iter().zip(o.legs.iter()).all(|(a, c)| {
                    a.atom == (1, 0) && c.atom == (1, 1) && a.range == c.range && a.modes == c.modes && a.dirs == c.dirs
                })
        });
        let group: Vec<_> = std::iter::once(comp).chain(twin.copied()).collect();
        i += group.len();
        let mut legs = Vec::new();
        let mut reach = Some(0);
        for (k, leg) in comp.legs.iter().enumerate() {
            let m = leg.modes;
            assert!(
                !m.friend && !m.jump && !m.hop && !m.grasshop && !m.lame && !m.en_passant,
                "slow generator: modes d, j, p, g, n, e in multi-leg Betza ({}) are not supported",
                b.text
            );
            let mut vecs: Vec<(i32, i32)> = Vec::new();
            let rel = if k == 0 {
                for c in &group {
                    vecs.extend(c.legs[0].vectors());
                }
                None
            } else {
                for c in &group {
                    let mut any = c.legs[k].clone();
                    any.dirs.clear();
                    vecs.extend(any.vectors());
                }
                match leg.dirs.as_slice() {
                    [] => None,
                    [Dir::One('f')] => Some('f'),
                    [Dir::One('b')] => Some('b'),
                    d => panic!("slow generator: relative directions {d:?} in {} are not supported", b.text),
                }
            };
            let len = vecs.iter().map(|&(x, y)| x.abs().max(y.abs())).max().unwrap_or(0);
            reach = match (reach, leg.range) {
                (Some(r), Range::Leap) => Some(r + len),
                (Some(r), Range::Exact(n)) | (Some(r), Range::Ride(Some(n))) => Some(r + len * n as i32),
                _ => None,
            };
            legs.push(MLeg { range: leg.range, modes: m, vecs, rel });
        }
        out.push(Multi { initial: comp.initial, legs, reach });
    }
    out
}

/// The single-leg components of a Betza definition.
fn comps(b: &Betza) -> Vec<Comp> {
    b.components
        .iter()
        .filter(|comp| comp.legs.len() == 1)
        .map(|comp| {
            let leg = &comp.legs[0];
            let m = leg.modes;
            assert!(!m.friend && !m.jump, "slow generator: modes d and j are not supported");
            match leg.range {
                Range::Leap => assert!(!m.hop && !m.grasshop, "slow generator: leaping hoppers are not supported"),
                Range::Exact(_) => {
                    assert!(!m.hop && !m.grasshop, "slow generator: exact-range hoppers are not supported")
                }
                Range::Ride(_) => {}
            }
            Comp { initial: comp.initial, modes: m, range: leg.range, vecs: leg.vectors() }
        })
        .collect()
}

/// The generator for one variant.
pub struct Slow {
    /// The variant.
    pub v: Variant,
    /// Per side, per type: pieces in the start position (promotion to lost pieces).
    start_counts: [Vec<u32>; 2],
    /// Per type: ranks (0-based, counted from the owner's side) where the type starts (`i` moves,
    /// when first moves are not tracked).
    start_ranks: Vec<Vec<usize>>,
    /// The start position's board (tracked first moves).
    start_board: Vec<Option<(usize, Color)>>,
    /// Per type: its move components.
    moves: Vec<Moves>,
    /// Per type: the rank direction of a pawn's quiet step, for White (+1 for `fmW`, -1 for `bmW`).
    forward: Vec<i32>,
    /// Per type: every move goes forward, so the piece could never move from the last rank.
    stuck_last: Vec<bool>,
    /// Per type, per side, per cell: a piece there could never move ([`Slow::dead_cells`]).
    dead: Vec<[Vec<bool>; 2]>,
}

fn side(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn other(c: Color) -> Color {
    match c {
        Color::White => Color::Black,
        Color::Black => Color::White,
    }
}

impl Slow {
    /// The generator for a built-in variant.
    pub fn new(id: &str) -> Slow {
        Slow::from_variant(builtin(id).unwrap_or_else(|e| panic!("{id}: {e}")))
    }

    /// The generator for any variant definition.
    pub fn from_variant(v: Variant) -> Slow {
        let n = v.pieces.len();
        let start = fen::parse(&v, &v.start_fen).unwrap_or_else(|e| panic!("start FEN of {}: {e}", v.id));
        let mut start_counts = [vec![0u32; n], vec![0u32; n]];
        let mut start_ranks = vec![Vec::new(); n];
        for (cell, p) in start.board.iter().enumerate() {
            if let Some((t, c)) = *p {
                start_counts[side(c)][t] += 1;
                let rel = rel_rank(&v.geometry, cell, c);
                if !start_ranks[t].contains(&rel) {
                    start_ranks[t].push(rel);
                }
            }
        }
        let moves: Vec<Moves> = v
            .pieces
            .iter()
            .map(|p| {
                for b in p.gated.iter().chain(p.in_check.iter()) {
                    assert!(b.components.iter().all(|c| c.legs.len() == 1), "slow generator: multi-leg {b}");
                }
                Moves {
                    normal: comps(&p.betza),
                    gated: p.gated.as_ref().map(comps).unwrap_or_default(),
                    checked: p.in_check.as_ref().map(comps),
                    multi: multi_comps(&p.betza),
                    zones: Vec::new(),
                }
            })
            .collect();
        let mut moves = moves;
        for (t, b, cells) in &v.rules.zone_moves {
            moves[*t].zones.push((comps(b), cells.clone()));
        }
        let r = &v.rules;
        assert!(
            !r.drops || (r.pawns.is_empty() && r.promotes_by_turning_over),
            "slow generator: only shogi-style drops (no chess-promoted pieces) are supported"
        );
        let stuck_last = moves
            .iter()
            .map(|m: &Moves| {
                let singles = m.normal.iter().chain(m.gated.iter()).flat_map(|c| c.vecs.iter());
                let firsts = m.multi.iter().flat_map(|c| c.legs[0].vecs.iter());
                singles.chain(firsts).all(|&(_, y)| y > 0)
            })
            .collect();
        // A pawn's direction of travel: that of its quiet one-square straight step.
        let forward = moves
            .iter()
            .map(|m: &Moves| {
                m.normal
                    .iter()
                    .filter(|c| c.modes.quiet && c.range == Range::Leap && !c.initial)
                    .flat_map(|c| c.vecs.iter())
                    .find(|&&(x, y)| x == 0 && y.abs() == 1)
                    .map(|&(_, y)| y)
                    .unwrap_or(1)
            })
            .collect();
        let mut slow = Slow {
            v,
            start_counts,
            start_ranks,
            start_board: start.board,
            moves,
            forward,
            stuck_last,
            dead: Vec::new(),
        };
        slow.dead = slow.dead_cells();
        slow
    }

    /// Per type, per side, per cell: a piece there alone on the board has no move (`immobility_illegal`:
    /// it may not be dropped or moved there unpromoted).
    fn dead_cells(&self) -> Vec<[Vec<bool>; 2]> {
        let n = self.geo().width * self.geo().height;
        let empty = SlowPos {
            board: vec![None; n],
            turn: Color::White,
            castling: [vec![], vec![]],
            ep: None,
            unmoved: vec![false; n],
            lion_ban: false,
            runs: [(0, None, None); 2],
            hands: [vec![0; self.v.pieces.len()], vec![0; self.v.pieces.len()]],
        };
        (0..self.v.pieces.len())
            .map(|t| {
                [Color::White, Color::Black].map(|c| {
                    (0..n)
                        .map(|cell| {
                            if !self.geo().is_present(cell) {
                                return false;
                            }
                            let mut p = empty.clone();
                            p.board[cell] = Some((t, c));
                            p.turn = c;
                            let mut any = false;
                            self.targets(&p, cell, false, &mut |_, _, _| any = true);
                            self.multi_paths(&p, cell, &mut |_, _, _| any = true);
                            !any
                        })
                        .collect()
                })
            })
            .collect()
    }

    fn geo(&self) -> &Geometry {
        &self.v.geometry
    }

    /// The start position.
    pub fn start(&self) -> SlowPos {
        self.pos_from_fen(&self.v.start_fen)
    }

    /// A position from FEN (through the crate's FEN reader, which only tokenises).
    pub fn pos_from_fen(&self, text: &str) -> SlowPos {
        let s = fen::parse(&self.v, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        self.pos_from_setup(&s)
    }

    /// Rank direction of the pawn of type `t` and side `c` (+1 = towards rank H).
    fn pawn_dir(&self, t: usize, c: Color) -> i32 {
        if c == Color::White {
            self.forward[t]
        } else {
            -self.forward[t]
        }
    }

    /// A position from an unvalidated setup.
    pub fn pos_from_setup(&self, s: &Setup) -> SlowPos {
        let g = self.geo();
        let unmoved = (0..s.board.len())
            .map(|cell| s.board[cell].is_some() && s.board[cell] == self.start_board[cell] && !s.moved.contains(&cell))
            .collect();
        let mut pos = SlowPos {
            board: s.board.clone(),
            turn: s.turn,
            castling: [vec![], vec![]],
            ep: None,
            unmoved,
            lion_ban: false,
            runs: [(0, None, None); 2],
            hands: s.hands.clone(),
        };
        if self.v.rules.check_limit > 0 {
            for (i, r) in s.checks.iter().enumerate() {
                let cell = |c: u16| (c != u16::MAX).then_some(c as usize);
                if r.count > 0 {
                    pos.runs[i] = (u32::from(r.count), cell(r.piece), cell(r.defender));
                }
            }
        }
        for &tok in &s.castling {
            let c = if tok.is_ascii_uppercase() { Color::White } else { Color::Black };
            let Some(king) = self.castling_king_cell(&pos, c) else { continue };
            let (kf, kr) = (g.file(king) as i32, g.rank(king) as i32);
            let rook_at = |f: i32| {
                g.cell(f, kr).filter(|&cell| {
                    matches!(pos.board[cell], Some((t, col)) if col == c && self.v.rules.castling_rooks.contains(&t))
                })
            };
            let files = self.v.rules.castling.iter().map(|e| e.rook_file as i32);
            let found = match tok.to_ascii_lowercase() {
                'k' => {
                    let outer = files.filter(|&f| f > kf).max().unwrap_or(g.width as i32 - 1);
                    (kf + 1..=outer).rev().find_map(rook_at)
                }
                'q' => {
                    let outer = files.filter(|&f| f < kf).min().unwrap_or(0);
                    (outer..kf).find_map(rook_at)
                }
                l => rook_at((l as u8 - b'a') as i32),
            };
            if let Some(cell) = found {
                if !pos.castling[side(c)].contains(&cell) {
                    pos.castling[side(c)].push(cell);
                }
            }
        }
        if let Some(&target) = s.ep.first() {
            // The side to move may take the enemy pawn that just passed `target`: the one standing
            // next to it (on the file) in its own direction of travel.
            let them = other(s.turn);
            let victim = [1, -1].into_iter().find_map(|dy| {
                let cell = g.offset(target, 0, dy)?;
                match pos.board[cell] {
                    Some((t, c)) if c == them && self.v.rules.pawns.contains(&t) && self.pawn_dir(t, c) == dy => {
                        Some(cell)
                    }
                    _ => None,
                }
            });
            let fallback = || g.offset(target, 0, if s.turn == Color::White { -1 } else { 1 });
            if let Some(victim) = victim.or_else(fallback) {
                pos.ep = Some((target, victim));
            }
        }
        pos
    }

    fn castling_king_cell(&self, pos: &SlowPos, c: Color) -> Option<usize> {
        let k = self.v.rules.castling_king?;
        (0..pos.board.len()).find(|&cell| pos.board[cell] == Some((k, c)))
    }

    fn rel_rank(&self, cell: usize, c: Color) -> usize {
        rel_rank(self.geo(), cell, c)
    }

    /// Whether the piece on `from` may still use its `i` components.
    fn first_move(&self, pos: &SlowPos, from: usize, t: usize, us: Color) -> bool {
        if self.v.rules.first_move_tracked {
            pos.unmoved[from]
        } else {
            self.start_ranks[t].contains(&self.rel_rank(from, us))
        }
    }

    /// The components the piece of type `t` moves with: in check, its in-check set if it has one,
    /// else its normal moves; not in check, normal and gated moves. Attacks use `checked = false`.
    fn components(&self, t: usize, checked: bool) -> impl Iterator<Item = &Comp> {
        let m = &self.moves[t];
        let (a, b): (&[Comp], &[Comp]) = match (&m.checked, checked) {
            (Some(c), true) => (c, &[]),
            (None, true) => (&m.normal, &[]),
            (_, false) => (&m.normal, &m.gated),
        };
        a.iter().chain(b.iter())
    }

    /// The components the piece of type `t` of side `us` on `from` moves with: its `zone_moves`
    /// components where `from` lies in such a region (the last line for the cell wins), else
    /// [`Slow::components`].
    fn components_at(&self, t: usize, from: usize, us: Color, checked: bool) -> Vec<&Comp> {
        match self.moves[t].zones.iter().rev().find(|(_, cells)| cells[side(us)].contains(&from)) {
            Some((zone, _)) => zone.iter().collect(),
            None => self.components(t, checked).collect(),
        }
    }

    /// The cells the piece of type `t` of side `us` may end a move on (`confine`), if confined.
    fn confinement(&self, t: usize, us: Color) -> Option<&Vec<usize>> {
        self.v.rules.confine.iter().rev().find(|(ct, _)| *ct == t).map(|(_, cells)| &cells[side(us)])
    }

    /// Whether the two sides' royal pieces stand on one file with nothing between them
    /// (`royals_may_not_face`, xiangqi's flying general: such a position may not arise).
    fn royals_face(&self, pos: &SlowPos) -> bool {
        if !self.v.rules.royals_may_not_face {
            return false;
        }
        let g = self.geo();
        let royal = |c: Color| {
            (0..pos.board.len())
                .find(|&cell| matches!(pos.board[cell], Some((t, col)) if col == c && self.v.rules.royal.contains(&t)))
        };
        let (Some(a), Some(b)) = (royal(Color::White), royal(Color::Black)) else { return false };
        if g.file(a) != g.file(b) {
            return false;
        }
        let (lo, hi) = (g.rank(a).min(g.rank(b)), g.rank(a).max(g.rank(b)));
        (lo + 1..hi).all(|r| pos.board[g.cell(g.file(a) as i32, r as i32).unwrap()].is_none())
    }

    /// Calls `f(to, hit, passed)` for every pseudo-legal destination of the piece on `from`
    /// (quiet moves, captures, en passant captures; `passed` = en passant target a pawn's
    /// initial multi-step creates), with the components for `checked` (see [`Slow::components`]).
    /// Promotion, castling and swaps are handled by the caller.
    fn targets(&self, pos: &SlowPos, from: usize, checked: bool, f: &mut dyn FnMut(usize, Hit, Option<usize>)) {
        let g = self.geo();
        let (t, us) = pos.board[from].expect("a piece on the origin");
        let is_pawn = self.v.rules.pawns.contains(&t);
        let empty = |cell: usize| pos.board[cell].is_none();
        // A confined piece ends its moves inside its region only.
        let region = self.confinement(t, us);
        let f = &mut |to: usize, hit: Hit, passed: Option<usize>| {
            if region.map_or(true, |cells| cells.contains(&to)) {
                f(to, hit, passed)
            }
        };
        for comp in self.components_at(t, from, us, checked) {
            if comp.initial && !self.first_move(pos, from, t, us) {
                continue;
            }
            let m = comp.modes;
            for &(vx, vy) in &comp.vecs {
                let (dx, dy) = if us == Color::White { (vx, vy) } else { (-vx, -vy) };
                match comp.range {
                    Range::Leap => {
                        let Some(to) = g.offset(from, dx, dy) else { continue };
                        let path = if m.lame { lame_path(dx, dy) } else { Vec::new() };
                        if m.lame && !path.iter().all(|&(px, py)| g.offset(from, px, py).is_some_and(empty)) {
                            continue;
                        }
                        let straight = dx == 0 || dy == 0;
                        let passed = if is_pawn
                            && comp.initial
                            && m.lame
                            && m.quiet
                            && !m.capture
                            && straight
                            && path.len() == 1
                        {
                            g.offset(from, path[0].0, path[0].1)
                        } else {
                            None
                        };
                        self.land(pos, us, to, m, passed, f);
                    }
                    Range::Exact(n) => {
                        let mut cur = from;
                        let mut ok = true;
                        for k in 1..=n {
                            match g.offset(cur, dx, dy) {
                                Some(nx) => {
                                    cur = nx;
                                    if k < n && !empty(cur) {
                                        ok = false;
                                        break;
                                    }
                                }
                                None => {
                                    ok = false;
                                    break;
                                }
                            }
                        }
                        if ok {
                            self.land(pos, us, cur, m, None, f);
                        }
                    }
                    Range::Ride(max) => {
                        let max = max.map(|n| n as usize).unwrap_or(usize::MAX);
                        let mut cur = from;
                        let mut steps = 0;
                        if m.hop || m.grasshop {
                            // Find the screen.
                            let mut screen = None;
                            while steps < max {
                                let Some(nx) = g.offset(cur, dx, dy) else { break };
                                steps += 1;
                                cur = nx;
                                if !empty(cur) {
                                    screen = Some(cur);
                                    break;
                                }
                            }
                            if screen.is_none() {
                                continue;
                            }
                            if m.grasshop {
                                if let Some(to) = g.offset(cur, dx, dy) {
                                    self.land(pos, us, to, m, None, f);
                                }
                                continue;
                            }
                            // Cannon: any cell beyond the screen up to and including the next piece.
                            while let Some(nx) = g.offset(cur, dx, dy) {
                                cur = nx;
                                self.land(pos, us, cur, m, None, f);
                                if !empty(cur) {
                                    break;
                                }
                            }
                        } else {
                            while steps < max {
                                let Some(nx) = g.offset(cur, dx, dy) else { break };
                                steps += 1;
                                cur = nx;
                                self.land(pos, us, cur, m, None, f);
                                if !empty(cur) {
                                    break;
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    fn land(
        &self,
        pos: &SlowPos,
        us: Color,
        to: usize,
        m: Modes,
        passed: Option<usize>,
        f: &mut dyn FnMut(usize, Hit, Option<usize>),
    ) {
        match pos.board[to] {
            None => {
                if m.quiet {
                    f(to, Hit::Quiet, passed);
                }
                if m.en_passant {
                    if let Some((target, victim)) = pos.ep {
                        if target == to && matches!(pos.board[victim], Some((_, c)) if c != us) {
                            f(to, Hit::EnPassant(victim), None);
                        }
                    }
                }
            }
            Some((_, c)) if c != us && m.capture => f(to, Hit::Capture, None),
            _ => {}
        }
    }

    /// Calls `f(stops, victims, last_captures)` for every path of the multi-leg components of the
    /// piece on `from`: `stops` = every cell where a leg ended (the last one is the destination),
    /// `victims` = the captured cells in order, `last_captures` = the final leg captured.
    fn multi_paths(&self, pos: &SlowPos, from: usize, f: &mut PathFn) {
        let (t, us) = pos.board[from].expect("a piece on the origin");
        for comp in &self.moves[t].multi {
            if comp.initial && !self.first_move(pos, from, t, us) {
                continue;
            }
            let mut stops = Vec::new();
            let mut victims = Vec::new();
            self.leg(pos, from, us, comp, 0, from, (0, 0), &mut stops, &mut victims, f);
        }
    }

    /// Leg `k` of `comp` from `cur` (the previous step was `prev`).
    #[allow(clippy::too_many_arguments)]
    fn leg(
        &self,
        pos: &SlowPos,
        from: usize,
        us: Color,
        comp: &Multi,
        k: usize,
        cur: usize,
        prev: (i32, i32),
        stops: &mut Vec<usize>,
        victims: &mut Vec<usize>,
        f: &mut PathFn,
    ) {
        let g = self.geo();
        let leg = &comp.legs[k];
        let last = k + 1 == comp.legs.len();
        // 0 = empty (the origin and captured cells included), 1 = friend, 2 = enemy.
        let occ = |cell: usize, victims: &[usize]| -> u8 {
            if cell == from || victims.contains(&cell) {
                return 0;
            }
            match pos.board[cell] {
                None => 0,
                Some((_, c)) if c == us => 1,
                Some(_) => 2,
            }
        };
        for &(vx, vy) in &leg.vecs {
            let (dx, dy) = if k == 0 && us == Color::Black { (-vx, -vy) } else { (vx, vy) };
            if k > 0 {
                let cross = dx * prev.1 - dy * prev.0;
                let dot = dx * prev.0 + dy * prev.1;
                match leg.rel {
                    Some('f') if cross != 0 || dot <= 0 => continue,
                    Some('b') if cross != 0 || dot >= 0 => continue,
                    _ => {}
                }
            }
            let mut cells = Vec::new();
            match leg.range {
                Range::Leap => cells.extend(g.offset(cur, dx, dy)),
                Range::Exact(n) => {
                    let mut c = cur;
                    let mut ok = true;
                    for s in 1..=n {
                        match g.offset(c, dx, dy) {
                            Some(nx) if s == n || occ(nx, victims) == 0 => c = nx,
                            _ => {
                                ok = false;
                                break;
                            }
                        }
                    }
                    if ok {
                        cells.push(c);
                    }
                }
                Range::Ride(max) => {
                    let max = max.map(|n| n as usize).unwrap_or(usize::MAX);
                    let mut c = cur;
                    let mut steps = 0;
                    while steps < max {
                        let Some(nx) = g.offset(c, dx, dy) else { break };
                        steps += 1;
                        c = nx;
                        cells.push(c);
                        if occ(c, victims) != 0 {
                            break;
                        }
                    }
                }
            }
            for c in cells {
                let capture = match occ(c, victims) {
                    0 if leg.modes.quiet => false,
                    2 if leg.modes.capture => true,
                    _ => continue,
                };
                stops.push(c);
                if capture {
                    victims.push(c);
                }
                if last {
                    f(stops, victims, capture);
                } else {
                    self.leg(pos, from, us, comp, k + 1, c, (dx, dy), stops, victims, f);
                }
                stops.pop();
                if capture {
                    victims.pop();
                }
            }
        }
    }

    /// Whether the piece on `from` could capture on `target` (occupied by the other side) with
    /// its normal or gated moves. The same rules as [`Slow::targets`], but tested only along the
    /// vectors that can reach `target`; hoppers fall back to [`Slow::targets`].
    fn hits(&self, pos: &SlowPos, from: usize, target: usize) -> bool {
        let g = self.geo();
        let (t, us) = pos.board[from].expect("a piece on the origin");
        if !matches!(pos.board[target], Some((_, c)) if c != us) {
            return false;
        }
        if self.confinement(t, us).is_some_and(|cells| !cells.contains(&target)) {
            return false;
        }
        let (tx, ty) = (g.file(target) as i32 - g.file(from) as i32, g.rank(target) as i32 - g.rank(from) as i32);
        let empty = |cell: usize| pos.board[cell].is_none();
        for comp in self.components_at(t, from, us, false) {
            let m = comp.modes;
            if !m.capture {
                continue;
            }
            if comp.initial && !self.first_move(pos, from, t, us) {
                continue;
            }
            if m.hop || m.grasshop {
                let mut hit = false;
                self.targets(pos, from, false, &mut |to, h, _| hit |= h == Hit::Capture && to == target);
                if hit {
                    return true;
                }
                continue;
            }
            for &(vx, vy) in &comp.vecs {
                let (dx, dy) = if us == Color::White { (vx, vy) } else { (-vx, -vy) };
                // Number of steps k with k * (dx, dy) = (tx, ty), if any.
                let k = if dx != 0 { tx / dx } else { ty / dy };
                if k < 1 || k * dx != tx || k * dy != ty {
                    continue;
                }
                let ok = match comp.range {
                    Range::Leap => {
                        k == 1
                            && g.offset(from, dx, dy).is_some()
                            && (!m.lame
                                || lame_path(dx, dy).iter().all(|&(px, py)| g.offset(from, px, py).is_some_and(empty)))
                    }
                    Range::Exact(n) | Range::Ride(Some(n)) if k > n as i32 => false,
                    Range::Exact(n) if k != n as i32 => false,
                    Range::Exact(_) | Range::Ride(_) => {
                        // Every intermediate cell present and empty, the target reached.
                        let mut cur = from;
                        let mut ok = true;
                        for step in 1..=k {
                            match g.offset(cur, dx, dy) {
                                Some(nx) if step == k || empty(nx) => cur = nx,
                                _ => {
                                    ok = false;
                                    break;
                                }
                            }
                        }
                        ok && cur == target
                    }
                };
                if ok {
                    return true;
                }
            }
        }
        let dist = (tx.abs()).max(ty.abs());
        if self.moves[t].multi.iter().any(|c| c.reach.map_or(true, |r| dist <= r)) {
            let mut hit = false;
            self.multi_paths(pos, from, &mut |_, victims, _| hit |= victims.contains(&target));
            if hit {
                return true;
            }
        }
        false
    }

    /// Whether a capture by `by` could land on `cell` (occupied by the other side) in `pos`.
    fn attacks(&self, pos: &SlowPos, by: Color, cells: &[usize]) -> bool {
        (0..pos.board.len()).any(|from| {
            matches!(pos.board[from], Some((_, c)) if c == by) && cells.iter().any(|&cell| self.hits(pos, from, cell))
        })
    }

    /// Whether side `c` has a royal piece that the other side could capture (with
    /// `rules.royal_all`: whether every royal piece of side `c` could be captured).
    pub fn in_check(&self, pos: &SlowPos, c: Color) -> bool {
        let mut royals = [0usize; 8];
        let mut n = 0;
        for cell in 0..pos.board.len() {
            if matches!(pos.board[cell], Some((t, col)) if col == c && self.v.rules.royal.contains(&t)) {
                assert!(n < royals.len(), "slow generator: too many royal pieces");
                royals[n] = cell;
                n += 1;
            }
        }
        if self.v.rules.royal_all && n > 1 {
            // Spec §4.6 [R]: in check only if ONE enemy move could capture every royal, i.e. a
            // multi-leg move whose captured cells include all of them.
            let them = other(c);
            let mut hit = false;
            for from in 0..pos.board.len() {
                if !matches!(pos.board[from], Some((_, col)) if col == them) {
                    continue;
                }
                self.multi_paths(pos, from, &mut |stops: &[usize], victims: &[usize], last_captures: bool| {
                    let mut taken: Vec<usize> = victims.to_vec();
                    if last_captures {
                        if let Some(&d) = stops.last() {
                            taken.push(d);
                        }
                    }
                    if royals[..n].iter().all(|r| taken.contains(r)) {
                        hit = true;
                    }
                });
                if hit {
                    return true;
                }
            }
            false
        } else {
            // Every royal of the side (royal_all) or the only one: any attacked one is check.
            n > 0 && self.attacks(pos, other(c), &royals[..n])
        }
    }

    /// Whether an empty (or own) cell is attacked by the other side: a piece of ours is placed there
    /// and it is checked whether any enemy capture lands on it (everything else stays in place).
    fn cell_attacked(&self, pos: &SlowPos, us: Color, cell: usize, dummy: usize) -> bool {
        let mut p = pos.clone();
        if p.board[cell].is_none() {
            p.board[cell] = Some((dummy, us));
        }
        self.attacks(&p, other(us), &[cell])
    }

    fn count(&self, pos: &SlowPos, c: Color, t: usize) -> u32 {
        pos.board.iter().filter(|&&p| p == Some((t, c))).count() as u32
    }

    /// (optional, compulsory) promotion for a pawn of type `t` of side `c` arriving on `cell`:
    /// the type's absolute promotion zone if it has one (always compulsory), else the variant's
    /// promotion ranks counted from the side.
    fn promotion_at(&self, t: usize, c: Color, cell: usize) -> (bool, bool) {
        let rules = &self.v.rules;
        if let Some((_, zone)) = rules.promotion_zones.iter().find(|(zt, _)| *zt == t) {
            return (false, zone[side(c)].contains(&(self.geo().rank(cell) + 1)));
        }
        let rr = self.rel_rank(cell, c) + 1;
        (rules.promotion.ranks.contains(&rr), rules.promotion.mandatory.contains(&rr))
    }

    /// Chu promotion (§4.4 [R]): the type a piece of type `t` of side `c` may become on a move from
    /// `from` to `to` (`captures`: the move captures), if it is offered.
    fn chu_offer(&self, t: usize, c: Color, from: usize, to: usize, captures: bool) -> Option<usize> {
        let rules = &self.v.rules;
        if !rules.promotes_by_turning_over {
            return None;
        }
        let p = self.v.promotes_to(t)?;
        let zone = |cell: usize| rules.promotion.ranks.contains(&(self.rel_rank(cell, c) + 1));
        if !rules.promotion_on_zone_entry {
            // Plain optional shogi promotion (dai shogi): any move that starts or ends in the zone.
            return (zone(from) || zone(to)).then_some(p);
        }
        let last = self.rel_rank(to, c) + 1 == self.geo().height;
        // A type that declined on entering waits for the last rank (§4.4: the pawn): no capture offer.
        let waits = rules.decline_waits_last_rank.contains(&t);
        let offered = (!zone(from) && zone(to)) || (zone(from) && captures && !waits) || (last && self.stuck_last[t]);
        offered.then_some(p)
    }

    /// Pseudo-legal moves (no check test, no compulsory capture), without final move strings.
    fn pseudo(&self, pos: &SlowPos) -> Vec<SlowMove> {
        let g = self.geo();
        let us = pos.turn;
        let rules = &self.v.rules;
        let promo = &rules.promotion;
        let checked = self.in_check(pos, us);
        let mut out = Vec::new();
        let base = |from, to| SlowMove {
            from,
            to,
            captured: None,
            promo: None,
            castle: None,
            swap: None,
            ep_set: None,
            stops: Vec::new(),
            mid_captures: Vec::new(),
            drop: None,
            text: String::new(),
        };
        for from in 0..pos.board.len() {
            let Some((t, c)) = pos.board[from] else { continue };
            if c != us {
                continue;
            }
            let is_pawn = rules.pawns.contains(&t);
            self.targets(pos, from, checked, &mut |to, hit, passed| {
                let captured = match hit {
                    Hit::Quiet => None,
                    Hit::Capture => Some(to),
                    Hit::EnPassant(v) => Some(v),
                };
                let ep_set = if rules.en_passant { passed.map(|p| (p, to)) } else { None };
                let mv = SlowMove { captured, ep_set, ..base(from, to) };
                let (optional, compulsory) = if is_pawn { self.promotion_at(t, us, to) } else { (false, false) };
                // A piece may not stay unpromoted where it could never move (`immobility_illegal`);
                // with `mandatory_piece_promotion` an offered promotion is compulsory (tori shogi, §27.3).
                let dead = rules.immobility_illegal && self.dead[t][side(us)][to];
                if let Some(p) = self.chu_offer(t, us, from, to, captured.is_some()) {
                    out.push(SlowMove { promo: Some(p), ..mv.clone() });
                    if !dead && !rules.mandatory_piece_promotion {
                        out.push(mv);
                    }
                } else if dead {
                    // No move leaves a piece where it could never move again.
                } else if optional || compulsory {
                    if !compulsory {
                        out.push(mv.clone());
                    }
                    for &p in &promo.pieces {
                        let ok = match promo.limit {
                            PromotionLimit::None => true,
                            PromotionLimit::Lost => self.count(pos, us, p) < self.start_counts[side(us)][p],
                            // TCHESS has its own slow generator (tests/common/tchess_slow.rs).
                            PromotionLimit::Vacancy => unimplemented!("vacancy promotion is checked by tchess_slow"),
                        };
                        if ok {
                            out.push(SlowMove { promo: Some(p), ..mv.clone() });
                        }
                    }
                } else {
                    out.push(mv);
                }
            });
            self.multi_paths(pos, from, &mut |stops, victims, last_captures| {
                let to = *stops.last().unwrap();
                if to == from && victims.is_empty() && !rules.allow_pass {
                    return;
                }
                let n = victims.len() - last_captures as usize;
                let mv = SlowMove {
                    captured: last_captures.then_some(to),
                    stops: stops[..stops.len() - 1].to_vec(),
                    mid_captures: victims[..n].to_vec(),
                    ..base(from, to)
                };
                if let Some(p) = self.chu_offer(t, us, from, to, !victims.is_empty()) {
                    out.push(SlowMove { promo: Some(p), ..mv.clone() });
                }
                out.push(mv);
            });
        }
        // Drops (§24.4, §27.3): a piece from the hand on an empty cell, not where it could never
        // move, not on its `no_drop` ranks, not on a file already holding `drop_no_doubled_count`
        // own unpromoted pieces of its type.
        if rules.drops {
            for t in 0..self.v.pieces.len() {
                if pos.hands[side(us)][t] == 0 {
                    continue;
                }
                for cell in 0..pos.board.len() {
                    if pos.board[cell].is_some() || !g.is_present(cell) {
                        continue;
                    }
                    let rank = self.rel_rank(cell, us) + 1;
                    if rules.no_drop.iter().any(|(nt, ranks)| *nt == t && ranks.contains(&rank))
                        || (rules.immobility_illegal && self.dead[t][side(us)][cell])
                    {
                        continue;
                    }
                    if rules.drop_no_doubled.contains(&t) {
                        let on_file = (0..pos.board.len())
                            .filter(|&c| g.file(c) == g.file(cell) && pos.board[c] == Some((t, us)))
                            .count();
                        if on_file as u32 >= rules.drop_no_doubled_count {
                            continue;
                        }
                    }
                    out.push(SlowMove { drop: Some(t), ..base(cell, cell) });
                }
            }
        }
        // Castling.
        if let Some(king) = self.castling_king_cell(pos, us) {
            let kt = pos.board[king].unwrap().0;
            let royal = rules.royal.contains(&kt);
            let kr = g.rank(king) as i32;
            let kf = g.file(king);
            for &rook in &pos.castling[side(us)] {
                if g.rank(rook) as i32 != kr
                    || !matches!(pos.board[rook], Some((t, c)) if c == us && rules.castling_rooks.contains(&t))
                {
                    continue;
                }
                let rf = g.file(rook);
                for e in rules.castling.iter().filter(|e| e.rook_file == rf) {
                    let kto = g.cell(e.king_to as i32, kr).unwrap();
                    let rto = g.cell(e.rook_to as i32, kr).unwrap();
                    let lo = kf.min(rf).min(e.king_to).min(e.rook_to);
                    let hi = kf.max(rf).max(e.king_to).max(e.rook_to);
                    let clear = (lo..=hi).all(|f| {
                        let cell = g.cell(f as i32, kr).unwrap();
                        cell == king || cell == rook || pos.board[cell].is_none()
                    });
                    if !clear {
                        continue;
                    }
                    if royal {
                        if checked {
                            continue;
                        }
                        let (a, b) = (kf.min(e.king_to), kf.max(e.king_to));
                        let crossed = (a..=b).any(|f| {
                            let cell = g.cell(f as i32, kr).unwrap();
                            cell != king && self.cell_attacked(pos, us, cell, kt)
                        });
                        if crossed {
                            continue;
                        }
                    }
                    out.push(SlowMove { castle: Some((rook, rto)), ..base(king, kto) });
                }
            }
        }
        // Swaps of two unmoved pieces (changements).
        for sw in rules.swaps.iter().filter(|s| s.side == us) {
            let (Some((ta, ca)), Some((tb, cb))) = (pos.board[sw.a], pos.board[sw.b]) else { continue };
            if ca != us || cb != us || !pos.unmoved[sw.a] || !pos.unmoved[sw.b] {
                continue;
            }
            assert_eq!(g.rank(sw.a), g.rank(sw.b), "slow generator: swap cells on different ranks");
            if let Some(z) = sw.between {
                let (lo, hi) = (sw.a.min(sw.b), sw.a.max(sw.b));
                if (lo + 1..hi).any(|cell| pos.board[cell] == Some((z, us))) {
                    continue;
                }
            }
            if checked && (rules.royal.contains(&ta) || rules.royal.contains(&tb)) {
                continue;
            }
            out.push(SlowMove { swap: Some(SwapKind::Pieces), ..base(sw.a, sw.b) });
        }
        // Sergeant-pawn swaps: the pawn steps onto its sergeant's cell, the sergeant goes back.
        for &(sg, pw) in &rules.pawn_swap {
            for cell in 0..pos.board.len() {
                if pos.board[cell] != Some((sg, us)) {
                    continue;
                }
                let Some(behind) = g.offset(cell, 0, -self.pawn_dir(pw, us)) else { continue };
                if pos.board[behind] != Some((pw, us)) {
                    continue;
                }
                let (optional, compulsory) = self.promotion_at(pw, us, cell);
                assert!(!optional || compulsory, "slow generator: optional promotion by pawn swap is not modelled");
                let promo = if compulsory { Some(sg) } else { None };
                out.push(SlowMove { promo, swap: Some(SwapKind::Pawn), ..base(cell, behind) });
            }
        }
        out
    }

    /// Plays a move on a copy of the position.
    pub fn make(&self, pos: &SlowPos, m: &SlowMove) -> SlowPos {
        let us = pos.turn;
        let mut p = pos.clone();
        let (t, _) = m.drop.map(|d| (d, us)).or(p.board[m.from]).expect("a piece to move");
        let king = self.v.rules.castling_king;
        if let Some((rfrom, rto)) = m.castle {
            let rook = p.board[rfrom].take();
            p.board[m.from] = None;
            p.board[m.to] = Some((t, us));
            p.board[rto] = rook;
            p.castling[side(us)].clear();
            for cell in [m.from, m.to, rfrom, rto] {
                p.unmoved[cell] = false;
            }
        } else if let Some(kind) = m.swap {
            let (a, b) = (p.board[m.from], p.board[m.to]);
            match kind {
                SwapKind::Pieces => {
                    p.board[m.from] = b;
                    p.board[m.to] = a;
                }
                SwapKind::Pawn => {
                    let (pw, _) = b.expect("a pawn behind the sergeant");
                    p.board[m.from] = Some((m.promo.unwrap_or(pw), us));
                    p.board[m.to] = a;
                }
            }
            if king.is_some() && [a, b].iter().any(|x| x.map(|x| x.0) == king) {
                p.castling[side(us)].clear();
            }
            for rights in p.castling.iter_mut() {
                rights.retain(|&c| c != m.from && c != m.to);
            }
            p.unmoved[m.from] = false;
            p.unmoved[m.to] = false;
        } else if m.drop.is_some() {
            p.board[m.to] = Some((t, us));
            p.hands[side(us)][t] -= 1;
        } else {
            p.board[m.from] = None;
            for &v in m.mid_captures.iter().chain(m.captured.iter()) {
                // A captured piece joins the captor's hand, unpromoted.
                if let (true, Some((vt, _))) = (self.v.rules.drops, p.board[v]) {
                    p.hands[side(us)][self.v.demoted(vt)] += 1;
                }
                p.board[v] = None;
                p.unmoved[v] = false;
            }
            p.board[m.to] = Some((m.promo.unwrap_or(t), us));
            if Some(t) == king {
                p.castling[side(us)].clear();
            }
            for rights in p.castling.iter_mut() {
                rights.retain(|&c| c != m.from && c != m.to && Some(c) != m.captured);
            }
            p.unmoved[m.from] = false;
            p.unmoved[m.to] = false;
        }
        p.ep = m.ep_set;
        p.turn = other(us);
        p.lion_ban = self.bans_lions(pos, m);
        if self.v.rules.check_limit > 0 {
            // Spec §11.4 (AMB-XQ-3): consecutive checks by the same piece while the defender moves
            // only one piece; any other move of either side ends the run.
            let (u, d) = (side(us), side(other(us)));
            let own = pos.runs[u];
            p.runs[u] = if !self.in_check(&p, other(us)) {
                (0, None, None)
            } else if own.0 > 0 && own.1 == Some(m.from) {
                (own.0 + 1, Some(m.to), own.2)
            } else {
                (1, Some(m.to), None)
            };
            let def = pos.runs[d];
            p.runs[d] = if def.0 > 0 && def.2.map_or(true, |q| q == m.from) {
                (def.0, def.1, Some(m.to))
            } else {
                (0, None, None)
            };
        }
        p
    }

    /// The types of the pieces a move captures, in order (first victim first).
    fn victim_types(&self, pos: &SlowPos, m: &SlowMove) -> Vec<usize> {
        m.mid_captures.iter().chain(m.captured.iter()).map(|&c| pos.board[c].expect("a victim").0).collect()
    }

    /// Rule 3: the move is a double capture whose first victim is not a cheap piece.
    fn lifts_lion_rules(&self, victims: &[usize]) -> bool {
        victims.len() >= 2 && !self.v.rules.lion_cheap.contains(&victims[0])
    }

    /// Lion rule 2: after `m` (played in `pos`), may the opponent capture a lion only with a lion?
    fn bans_lions(&self, pos: &SlowPos, m: &SlowMove) -> bool {
        let lions = &self.v.rules.lions;
        if lions.is_empty() || m.castle.is_some() || m.swap.is_some() {
            return false;
        }
        let mover = pos.board[m.from].expect("a mover").0;
        let victims = self.victim_types(pos, m);
        !lions.contains(&mover) && victims.iter().any(|v| lions.contains(v)) && !self.lifts_lion_rules(&victims)
    }

    /// Lion rules 1 and 2 for the pseudo-legal move `m` in `pos` (`after`: the position after it).
    fn lion_rules_allow(&self, pos: &SlowPos, m: &SlowMove, after: &SlowPos) -> bool {
        let lions = &self.v.rules.lions;
        if lions.is_empty() || m.castle.is_some() || m.swap.is_some() {
            return true;
        }
        let g = self.geo();
        let mover = pos.board[m.from].expect("a mover").0;
        let victims = self.victim_types(pos, m);
        let takes_lion = victims.iter().any(|v| lions.contains(v));
        // Rule 2, with rule 3's exception for the capture of the lion in reply too.
        if pos.lion_ban && takes_lion && !lions.contains(&mover) && !self.lifts_lion_rules(&victims) {
            return false;
        }
        // Rule 1.
        if lions.contains(&mover) && m.captured == Some(m.to) && lions.contains(victims.last().unwrap()) {
            let dist = (g.file(m.to) as i32 - g.file(m.from) as i32)
                .abs()
                .max((g.rank(m.to) as i32 - g.rank(m.from) as i32).abs());
            if dist == 2 && !self.lifts_lion_rules(&victims) && self.attacks(after, after.turn, &[m.to]) {
                return false;
            }
        }
        true
    }

    /// Legal moves with their move strings, sorted by string.
    pub fn legal_moves(&self, pos: &SlowPos) -> Vec<SlowMove> {
        let g = self.geo();
        let us = pos.turn;
        let mut moves: Vec<SlowMove> = self
            .pseudo(pos)
            .into_iter()
            .filter(|m| {
                let after = self.make(pos, m);
                let limit = self.v.rules.check_limit;
                // No mate by dropping a `drop_mate_illegal` piece (uchifuzume; tori's swallow).
                let drop_mate = m.drop.is_some_and(|t| self.v.rules.drop_mate_illegal.contains(&t))
                    && self.in_check(&after, other(us))
                    && self.legal_moves(&after).is_empty();
                !self.in_check(&after, us)
                    && self.lion_rules_allow(pos, m, &after)
                    && !self.royals_face(&after)
                    && (limit == 0 || after.runs[side(us)].0 <= limit)
                    && !drop_mate
            })
            .collect();
        // One move per result (origin, destination, captured cells, promotion): the one with the
        // fewest stops, the first generated among equals.
        let key = |m: &SlowMove| {
            let mut caps: Vec<usize> = m.mid_captures.iter().chain(m.captured.iter()).copied().collect();
            caps.sort();
            (m.from, m.to, caps, m.promo, m.castle, m.swap, m.drop)
        };
        let mut order: Vec<usize> = (0..moves.len()).collect();
        order.sort_by_key(|&i| moves[i].stops.len());
        let mut seen = std::collections::HashSet::new();
        let mut keep = vec![false; moves.len()];
        for i in order {
            keep[i] = seen.insert(key(&moves[i]));
        }
        let mut it = keep.iter();
        moves.retain(|_| *it.next().unwrap());
        if self.v.rules.must_capture && moves.iter().any(|m| m.captured.is_some()) {
            moves.retain(|m| m.captured.is_some());
        }
        // Ordinary moves (not castlings, not swaps): a castling whose king from-to equals one of
        // them is named by the rook's square.
        let plain: Vec<(usize, usize)> =
            moves.iter().filter(|m| m.castle.is_none() && m.swap.is_none()).map(|m| (m.from, m.to)).collect();
        for m in moves.iter_mut() {
            if let Some(t) = m.drop {
                m.text = format!("{}@{}", self.v.pieces[t].letter.to_ascii_uppercase(), g.square_name(m.to));
                continue;
            }
            let mut s = g.square_name(m.from);
            if !m.mid_captures.is_empty() || (!m.stops.is_empty() && m.to == m.from) {
                // The result depends on the path: every stop.
                for &c in &m.stops {
                    s.push_str(&g.square_name(c));
                }
            }
            match m.castle {
                Some((rook, _)) if plain.contains(&(m.from, m.to)) => s.push_str(&g.square_name(rook)),
                _ => s.push_str(&g.square_name(m.to)),
            }
            if let Some(p) = m.promo {
                if self.v.rules.promotion_on_zone_entry {
                    s.push('+');
                } else {
                    s.push(self.v.pieces[p].letter);
                }
            }
            m.text = s;
        }
        moves.sort_by(|a, b| a.text.cmp(&b.text));
        moves.dedup_by(|a, b| {
            if a.text != b.text {
                return false;
            }
            // Only a repeated identical move may share a string (e.g. a swap listed twice).
            assert!(
                a.castle == b.castle
                    && a.swap == b.swap
                    && a.captured == b.captured
                    && a.promo == b.promo
                    && a.mid_captures == b.mid_captures,
                "slow generator: two different moves named '{}': {a:?} / {b:?}",
                a.text
            );
            true
        });
        moves
    }

    /// How many moves that do not leave the mover in check the lion rules refuse here.
    pub fn lion_refusals(&self, pos: &SlowPos) -> usize {
        self.pseudo(pos)
            .iter()
            .filter(|m| {
                let after = self.make(pos, m);
                !self.in_check(&after, pos.turn) && !self.lion_rules_allow(pos, m, &after)
            })
            .count()
    }

    /// Legal move strings, sorted.
    pub fn legal_strings(&self, pos: &SlowPos) -> Vec<String> {
        self.legal_moves(pos).into_iter().map(|m| m.text).collect()
    }

    /// Plays a move given as a string; panics if it is not legal here.
    pub fn play(&self, pos: &SlowPos, text: &str) -> SlowPos {
        let moves = self.legal_moves(pos);
        let m =
            moves.iter().find(|m| m.text == text).unwrap_or_else(|| panic!("slow generator: '{text}' is not legal"));
        self.make(pos, m)
    }

    /// Leaf count of the legal move tree.
    pub fn perft(&self, pos: &SlowPos, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves(pos);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.perft(&self.make(pos, m), depth - 1)).sum()
    }

    /// Perft per first move.
    pub fn divide(&self, pos: &SlowPos, depth: u32) -> Vec<(String, u64)> {
        self.legal_moves(pos)
            .iter()
            .map(|m| (m.text.clone(), self.perft(&self.make(pos, m), depth.saturating_sub(1))))
            .collect()
    }

    /// The board field and side to move of a FEN (as the FEN writer of the engine prints them).
    pub fn board_fen(&self, pos: &SlowPos) -> String {
        let g = self.geo();
        let mut s = String::new();
        for r in (0..g.height).rev() {
            let mut run = 0;
            for f in 0..g.width {
                let cell = r * g.width + f;
                if !g.is_present(cell) {
                    if run > 0 {
                        s.push_str(&run.to_string());
                        run = 0;
                    }
                    s.push('*');
                    continue;
                }
                match pos.board[cell] {
                    None => run += 1,
                    Some((t, c)) => {
                        if run > 0 {
                            s.push_str(&run.to_string());
                            run = 0;
                        }
                        let tok = self.v.pieces[t].token();
                        s.push_str(&if c == Color::White { tok.to_ascii_uppercase() } else { tok });
                    }
                }
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            if r > 0 {
                s.push('/');
            }
        }
        s.push(' ');
        s.push(if pos.turn == Color::White { 'w' } else { 'b' });
        s
    }

    /// Squares of the pieces that stand on a start cell of the same piece but have moved (what the
    /// seventh FEN field of a variant with tracked first moves lists), sorted by cell.
    pub fn moved_on_start(&self, pos: &SlowPos) -> Vec<String> {
        (0..pos.board.len())
            .filter(|&cell| {
                pos.board[cell].is_some() && pos.board[cell] == self.start_board[cell] && !pos.unmoved[cell]
            })
            .map(|cell| self.geo().square_name(cell))
            .collect()
    }
}

/// Rank of a cell counted from side `c` (0-based).
fn rel_rank(g: &Geometry, cell: usize, c: Color) -> usize {
    let r = g.rank(cell);
    if c == Color::White {
        r
    } else {
        g.height - 1 - r
    }
}

/// The cells a lame leap (dx, dy) passes: steps along the major axis until the remainder is
/// diagonal, then diagonal steps (D: (0,1); N (1,2): (0,1); A: (1,1)).
fn lame_path(dx: i32, dy: i32) -> Vec<(i32, i32)> {
    let mut out = Vec::new();
    let (mut x, mut y) = (0, 0);
    loop {
        let (rx, ry) = (dx - x, dy - y);
        if rx.abs() == ry.abs() {
            // Diagonal (or nothing) left.
            let n = rx.abs();
            for _ in 1..n {
                x += rx.signum();
                y += ry.signum();
                out.push((x, y));
            }
            return out;
        }
        if rx.abs() > ry.abs() {
            x += rx.signum();
        } else {
            y += ry.signum();
        }
        if (x, y) == (dx, dy) {
            return out;
        }
        out.push((x, y));
    }
}

#[cfg(test)]
mod tests {
    use super::lame_path;

    #[test]
    fn lame_paths() {
        assert_eq!(lame_path(0, 2), vec![(0, 1)]);
        assert_eq!(lame_path(1, 2), vec![(0, 1)]);
        assert_eq!(lame_path(2, 2), vec![(1, 1)]);
        assert_eq!(lame_path(3, 1), vec![(1, 0), (2, 0)]);
        assert_eq!(lame_path(0, -3), vec![(0, -1), (0, -2)]);
    }
}

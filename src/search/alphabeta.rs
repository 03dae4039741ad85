//! Iterative deepening with principal-variation alpha-beta over any [`SearchGame`]: aspiration
//! windows, a transposition table, quiescence on captures and promotions (and checking drops on
//! its first ply), move ordering (hash move, winning captures by most valuable victim / least
//! valuable attacker, two killers per ply, a counter move, history with penalties, losing captures
//! late), null-move pruning where the game allows it, reverse futility pruning, futility and
//! late-move pruning of quiet moves near the leaves, logarithmic late-move reductions, check
//! extensions, and a budget of depth, nodes and time that is checked while searching.

use std::sync::atomic::{AtomicBool, Ordering};

use super::clock::Clock;
use super::tt::{Bound, Entry, Table};
use super::{SearchGame, Tactical};
use crate::rules::Value;

/// The score of a mate on the board (a mate in `n` plies scores `MATE - n`).
pub const MATE: i32 = 100_000_000;
/// Larger than any score.
pub const INF: i32 = MATE + 1;
/// Scores beyond this are mates.
const MATE_BOUND: i32 = MATE - 10_000;
/// The deepest ply the search reaches (quiescence included).
const MAX_PLY: usize = 96;
/// Deepest quiescence below the horizon (a game may ask for less: `SearchGame::quiescence_plies`).
const MAX_QPLY: usize = 16;
/// Checking drops tried per quiescence node.
const MAX_CHECK_DROPS: usize = 8;
/// Quiescence skips a capture that leaves it this far below alpha even if its victim is free.
const DELTA_MARGIN: i32 = 200;
/// Nodes between two readings of the clock and the stop flag.
const CLOCK_EVERY: u64 = 128;
/// Reverse futility pruning: a node this far above beta per ply of depth left is cut.
const RFP_MARGIN: i32 = 90;
/// Deepest node where reverse futility pruning applies.
const RFP_DEPTH: i32 = 7;
/// Futility pruning of quiet moves: the static evaluation plus this plus [`FUT_PER_PLY`] per ply
/// must reach alpha.
const FUT_BASE: i32 = 80;
/// See [`FUT_BASE`].
const FUT_PER_PLY: i32 = 90;
/// Deepest node where futility and late-move pruning apply.
const PRUNE_DEPTH: i32 = 6;
/// Deepest node where moves losing material in the static exchange are pruned.
const SEE_DEPTH: i32 = 6;
/// SEE pruning of captures: the exchange may lose this much per ply of depth left.
const SEE_CAPTURE: i32 = 100;
/// SEE pruning of quiet moves: the exchange may lose this much times the depth left squared.
const SEE_QUIET: i32 = 25;
/// The largest history score (history entries move towards it by the gravity formula).
const HISTORY_MAX: i32 = 16_384;
/// Entries of the evaluation cache (a power of two).
const EVAL_CACHE: usize = 1 << 15;
/// The first aspiration window's half-width.
const ASPIRATION: i32 = 30;

/// What a search may spend. Every bound that is set is kept; with none set, depth 64.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Limits {
    /// Deepest iteration.
    pub depth: Option<u32>,
    /// Most nodes (search and quiescence nodes together).
    pub nodes: Option<u64>,
    /// Most milliseconds of thinking (a hard limit: the search stops when it is reached).
    pub movetime_ms: Option<f64>,
    /// Milliseconds after which no new iteration starts (a game clock's target time per move);
    /// without it the search iterates until `movetime_ms` is spent.
    pub soft_ms: Option<f64>,
    /// Random noise added to each evaluation, up to this many units either way (weak levels).
    pub noise: i32,
    /// Seed of the noise.
    pub seed: u64,
}

/// What one finished iteration found (for progress reports).
#[derive(Debug, Clone, PartialEq)]
pub struct SearchInfo {
    /// The depth of the iteration.
    pub depth: u32,
    /// Its score for the side to move.
    pub score: i32,
    /// Nodes so far.
    pub nodes: u64,
    /// Milliseconds so far.
    pub time_ms: f64,
    /// The principal variation, as move texts.
    pub pv: Vec<String>,
}

/// The result of a search.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchResult<M> {
    /// The move to play (`None` only when there is no legal move).
    pub best: Option<M>,
    /// Its score for the side to move.
    pub score: i32,
    /// The last depth completed (0 if none was).
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: f64,
    /// The principal variation of the last completed iteration.
    pub pv: Vec<M>,
}

/// Whether a score is a forced mate, and in how many moves (positive: the side to move mates).
pub fn mate_in(score: i32) -> Option<i32> {
    if score > MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        Some(-(MATE + score) / 2)
    } else {
        None
    }
}

/// What a draw is worth to the side the search plays for, in centipawns: a little less than an
/// even position, so that a side no worse than even plays on instead of repeating moves (a
/// contempt, as engines have); to the other side, as much more.
const CONTEMPT: i32 = 20;

/// A finished game's score for the side to move at `ply`; `ours`: that side is the one the search
/// plays for (the root's).
fn value_score(v: Value, ply: usize, ours: bool) -> i32 {
    match v {
        Value::Win => MATE - ply as i32,
        Value::Loss => -(MATE - ply as i32),
        // A ¼ point: much worse than a draw, better than a loss (and no mate score).
        Value::Quarter => -2000,
        Value::Draw if ours => -CONTEMPT,
        Value::Draw => CONTEMPT,
    }
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A stored entry's score at `ply`, where its bound decides the window `alpha..beta`.
fn tt_cut<M>(e: &Entry<M>, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
    let s = from_tt(e.score, ply);
    let cut = match e.bound {
        Bound::Exact => true,
        Bound::Lower => s >= beta,
        Bound::Upper => s <= alpha,
    };
    cut.then_some(s)
}

/// A searcher for moves of type `M`: the tables that live from one search to the next
/// (transposition table, history, counter moves) and the counters of the current search.
#[derive(Debug, Clone)]
pub struct Searcher<M> {
    tt: Table<M>,
    /// Per side and move slot: how often the quiet move cut off (with penalties for those that did not).
    history: Vec<i32>,
    /// Per move slot of the previous move: the quiet move that last refuted it.
    counters: Vec<Option<M>>,
    killers: Vec<[Option<M>; 2]>,
    /// Per ply: the move made there on the current path (`None` for a pass).
    path: Vec<Option<M>>,
    /// Per ply: the static evaluation on the current path (`-INF` in check).
    evals: Vec<i32>,
    pv: Vec<Vec<M>>,
    lists: Vec<Vec<M>>,
    keys: Vec<Vec<i64>>,
    quiets: Vec<Vec<M>>,
    /// Late-move reductions by depth and move number.
    reductions: Vec<[i8; 64]>,
    /// Static evaluations by position hash (a small always-replace cache).
    eval_cache: Vec<(u64, i32)>,
    nodes: u64,
    max_nodes: u64,
    deadline: f64,
    aborted: bool,
    noise: i32,
    seed: u64,
    /// The side the search plays for (the root's side to move; draws are scored by `CONTEMPT`).
    root_side: usize,
}

/// Moves a history entry towards `bonus`'s sign, less the fuller it already is.
#[inline]
fn gravity(h: &mut i32, bonus: i32) {
    *h += bonus - *h * bonus.abs() / HISTORY_MAX;
}

impl<M: Copy + PartialEq + std::fmt::Debug> Searcher<M> {
    /// A searcher with a transposition table of about `tt_megabytes` MB.
    pub fn new(tt_megabytes: usize) -> Searcher<M> {
        let reductions = (0..64)
            .map(|d| {
                let mut row = [0i8; 64];
                for (i, r) in row.iter_mut().enumerate() {
                    if d > 0 && i > 0 {
                        *r = (0.75 + (d as f64).ln() * (i as f64).ln() / 2.25) as i8;
                    }
                }
                row
            })
            .collect();
        Searcher {
            tt: Table::new(tt_megabytes),
            history: Vec::new(),
            counters: Vec::new(),
            killers: vec![[None; 2]; MAX_PLY + 1],
            path: vec![None; MAX_PLY + 1],
            evals: vec![-INF; MAX_PLY + 1],
            pv: vec![Vec::new(); MAX_PLY + 1],
            lists: vec![Vec::new(); MAX_PLY + 1],
            keys: vec![Vec::new(); MAX_PLY + 1],
            quiets: vec![Vec::new(); MAX_PLY + 1],
            reductions,
            eval_cache: vec![(0, 0); EVAL_CACHE],
            nodes: 0,
            max_nodes: u64::MAX,
            deadline: f64::INFINITY,
            aborted: false,
            noise: 0,
            seed: 0,
            root_side: 0,
        }
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.tt.clear();
        self.eval_cache.iter_mut().for_each(|e| *e = (0, 0));
        self.history.iter_mut().for_each(|h| *h = 0);
        self.counters.iter_mut().for_each(|c| *c = None);
    }

    /// Searches `game` within `limits`, reading `clock` and `stop` (set by another thread to stop
    /// early) as it goes, and calling `report` after each completed iteration.
    pub fn search<G: SearchGame<Move = M>>(
        &mut self,
        game: &mut G,
        limits: &Limits,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
        report: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult<M> {
        let start = clock.now_ms();
        self.nodes = 0;
        self.aborted = false;
        self.max_nodes = limits.nodes.unwrap_or(u64::MAX);
        // A little is kept back for the answer to reach the caller within the time asked.
        self.deadline = limits.movetime_ms.map_or(f64::INFINITY, |t| start + (t - (t * 0.05).min(50.0)).max(0.0));
        self.noise = limits.noise.max(0);
        self.seed = limits.seed;
        self.root_side = game.side();
        self.tt.new_search();
        let slots = game.move_slots();
        if self.history.len() != 2 * slots {
            self.history = vec![0; 2 * slots];
            self.counters = vec![None; slots];
        } else {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        let max_depth = limits.depth.unwrap_or(64).clamp(1, (MAX_PLY - MAX_QPLY - 8) as u32);

        let mut root = Vec::new();
        game.legal_moves(&mut root);
        let mut result =
            SearchResult { best: root.first().copied(), score: 0, depth: 0, nodes: 0, time_ms: 0.0, pv: vec![] };
        if root.is_empty() {
            return result;
        }
        // A move that wins at once (a mate, a goal reached) is played without a search: a search
        // its time cuts short before the first iteration ends might not reach it (a reviewer's
        // shogi drop mate, missed at 300 ms when the first iteration needed 440).
        if let Some(m) = Self::winning_move(game, &root) {
            let pv = vec![m];
            let info = SearchInfo {
                depth: 1,
                score: MATE - 1,
                nodes: 0,
                time_ms: clock.now_ms() - start,
                pv: Self::pv_texts(game, &pv),
            };
            report(&info);
            return SearchResult { best: Some(m), score: MATE - 1, depth: 1, nodes: 0, time_ms: info.time_ms, pv };
        }
        // Root moves ordered by the previous iteration's scores (captures first to begin with).
        let mut order: Vec<(M, i64)> =
            root.iter().map(|&m| (m, game.tactical(m).map_or(0, |t| 1_000_000 + t.order_key()))).collect();
        order.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        if let Some(e) = self.tt.probe(game.hash()) {
            if let Some(i) = order.iter().position(|&(m, _)| Some(m) == e.mv) {
                order[..=i].rotate_right(1);
            }
        }
        let mut last = 0i32;
        for depth in 1..=max_depth {
            // An aspiration window around the last score, widened on each failure.
            let mut delta = ASPIRATION;
            let (mut lo, mut hi) =
                if depth >= 4 && last.abs() < MATE_BOUND { (last - delta, last + delta) } else { (-INF, INF) };
            let (score, complete) = loop {
                let (score, best, complete) = self.root(game, &mut order, depth as i32, lo, hi, clock, stop);
                if let Some(b) = best {
                    result.best = Some(b);
                    result.score = score;
                }
                if !complete {
                    break (score, false);
                }
                if score <= lo && lo > -INF {
                    lo = (score - delta).max(-INF);
                } else if score >= hi && hi < INF {
                    hi = (score + delta).min(INF);
                } else {
                    break (score, true);
                }
                delta *= 3;
                if delta > 1500 {
                    (lo, hi) = (-INF, INF);
                }
            };
            if !complete {
                break;
            }
            last = score;
            result.depth = depth;
            result.pv = self.pv[0].clone();
            let elapsed = clock.now_ms() - start;
            let info =
                SearchInfo { depth, score, nodes: self.nodes, time_ms: elapsed, pv: Self::pv_texts(game, &result.pv) };
            report(&info);
            if mate_in(score).is_some_and(|n| n.unsigned_abs() * 2 <= depth) {
                break;
            }
            // On a game clock: another iteration costs several times the last one, so do not start
            // one past half the target (the hard limit stops a long one). An only move needs no search.
            if let Some(t) = limits.soft_ms {
                if elapsed > t * 0.5 || (order.len() == 1 && depth >= 2) {
                    break;
                }
            }
        }
        result.nodes = self.nodes;
        result.time_ms = clock.now_ms() - start;
        result
    }

    /// A root move after which the other side has lost: its goal outcome (a royal taken, a goal
    /// reached), or a check it cannot answer where that loses. (Only checking moves are asked for
    /// the replies: a win by stalemate is left to the search.)
    fn winning_move<G: SearchGame<Move = M>>(game: &mut G, root: &[M]) -> Option<M> {
        let mut replies = Vec::new();
        for &m in root {
            let us = game.side();
            game.make(m);
            let lost = game.side() != us
                && match game.early_outcome() {
                    Some(v) => v == Value::Loss,
                    None if game.in_check() => {
                        game.legal_moves(&mut replies);
                        replies.is_empty() && game.no_move_outcome(true) == Value::Loss
                    }
                    None => false,
                };
            game.unmake();
            if lost {
                return Some(m);
            }
        }
        None
    }

    fn pv_texts<G: SearchGame<Move = M>>(game: &mut G, pv: &[M]) -> Vec<String> {
        let mut out = Vec::new();
        let mut legal = Vec::new();
        for &m in pv {
            game.legal_moves(&mut legal);
            if !legal.contains(&m) {
                break;
            }
            out.push(game.move_text(m));
            game.make(m);
        }
        for _ in 0..out.len() {
            game.unmake();
        }
        out
    }

    /// One root iteration within the window (`alpha`, `beta`): (score, best move if one raised
    /// alpha, completed).
    #[allow(clippy::too_many_arguments)]
    fn root<G: SearchGame<Move = M>>(
        &mut self,
        game: &mut G,
        order: &mut [(M, i64)],
        depth: i32,
        mut alpha: i32,
        beta: i32,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
    ) -> (i32, Option<M>, bool) {
        let alpha0 = alpha;
        let mut best_score = -INF;
        let mut best = None;
        let in_check = game.in_check();
        let ext = i32::from(in_check);
        self.evals[0] = if in_check { -INF } else { self.evaluate(game) };
        for (i, entry) in order.iter_mut().enumerate() {
            let m = entry.0;
            let us = game.side();
            game.make(m);
            self.path[0] = Some(m);
            let flip = game.side() != us;
            let score = if i == 0 {
                self.child(game, flip, depth - 1 + ext, alpha, beta, 1, true, clock, stop)
            } else {
                let s = self.child(game, flip, depth - 1 + ext, alpha, alpha + 1, 1, false, clock, stop);
                if s > alpha && s < beta && !self.aborted {
                    self.child(game, flip, depth - 1 + ext, alpha, beta, 1, true, clock, stop)
                } else {
                    s
                }
            };
            game.unmake();
            if self.aborted {
                break;
            }
            entry.1 = score as i64;
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    best = Some(m);
                    let child = std::mem::take(&mut self.pv[1]);
                    self.pv[0].clear();
                    self.pv[0].push(m);
                    self.pv[0].extend_from_slice(&child);
                    self.pv[1] = child;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        if !self.aborted {
            // Best first; the others by score (a stable sort keeps earlier order among equals).
            order.sort_by_key(|&(m, s)| (Some(m) != best, std::cmp::Reverse(s)));
            let bound = if best_score >= beta {
                Bound::Lower
            } else if best_score > alpha0 {
                Bound::Exact
            } else {
                Bound::Upper
            };
            self.tt.store(Entry {
                key: game.hash(),
                mv: best,
                score: to_tt(best_score, 0),
                depth: depth as i16,
                bound,
            });
        }
        (best_score, best, !self.aborted)
    }

    /// Counts a node and checks the budget; true if the search must stop.
    #[inline]
    fn out_of_budget(&mut self, clock: &dyn Clock, stop: Option<&AtomicBool>) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.max_nodes {
            self.aborted = true;
            return true;
        }
        self.nodes += 1;
        if self.nodes % CLOCK_EVERY == 0
            && (clock.now_ms() >= self.deadline || stop.is_some_and(|s| s.load(Ordering::Relaxed)))
        {
            self.aborted = true;
        }
        self.aborted
    }

    fn evaluate<G: SearchGame<Move = M>>(&mut self, game: &G) -> i32 {
        let key = game.hash();
        let slot = &mut self.eval_cache[key as usize & (EVAL_CACHE - 1)];
        let e = if slot.0 == key && key != 0 {
            slot.1
        } else {
            let e = game.evaluate();
            *slot = (key, e);
            e
        };
        if self.noise == 0 {
            return e;
        }
        let mut x = key ^ self.seed;
        x = (x ^ (x >> 31)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        x ^= x >> 29;
        e + (x % (2 * self.noise as u64 + 1)) as i32 - self.noise
    }

    /// Searches the position after a move within the window (`lo`, `hi`) of the side that made it:
    /// negated when the other side moves next, as is when the same side moves again (a turn of
    /// several moves).
    #[allow(clippy::too_many_arguments)]
    fn child<G: SearchGame<Move = M>>(
        &mut self,
        game: &mut G,
        flip: bool,
        depth: i32,
        lo: i32,
        hi: i32,
        ply: usize,
        is_pv: bool,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
    ) -> i32 {
        if flip {
            -self.alpha_beta(game, depth, -hi, -lo, ply, is_pv, clock, stop)
        } else {
            self.alpha_beta(game, depth, lo, hi, ply, is_pv, clock, stop)
        }
    }

    /// The history slot of a quiet move of the side to move.
    #[inline]
    fn history_slot<G: SearchGame<Move = M>>(game: &G, m: M) -> usize {
        game.side() * game.move_slots() + game.move_slot(m)
    }

    #[allow(clippy::too_many_arguments)]
    fn alpha_beta<G: SearchGame<Move = M>>(
        &mut self,
        game: &mut G,
        mut depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        is_pv: bool,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
    ) -> i32 {
        self.pv[ply].clear();
        if let Some(v) = game.early_outcome() {
            return value_score(v, ply, game.side() == self.root_side);
        }
        if depth <= 0 || ply >= MAX_PLY - MAX_QPLY - 1 {
            return self.quiesce(game, alpha, beta, ply, 0, clock, stop);
        }
        if self.out_of_budget(clock, stop) {
            return 0;
        }
        // Mate-distance pruning: no line from here beats a mate already found nearer the root.
        let alpha0 = alpha.max(-(MATE - ply as i32));
        if alpha0 >= beta.min(MATE - ply as i32 - 1) {
            return alpha0;
        }
        let key = game.hash();
        let entry = self.tt.probe(key);
        if let Some(e) = entry {
            if !is_pv && e.depth as i32 >= depth {
                if let Some(s) = tt_cut(&e, ply, alpha, beta) {
                    return s;
                }
            }
        }
        let in_check = game.in_check();
        if in_check {
            depth += 1;
        }
        // The static evaluation, or the stored score where its bound says it is a better guess.
        let eval = if in_check {
            -INF
        } else {
            let e = self.evaluate(game);
            match entry {
                Some(t) if t.score.abs() < MATE_BOUND => match t.bound {
                    Bound::Exact => t.score,
                    Bound::Lower if t.score > e => t.score,
                    Bound::Upper if t.score < e => t.score,
                    _ => e,
                },
                _ => e,
            }
        };
        self.evals[ply] = eval;
        // Whether the side to move stands better than at its previous turn (prune less if so).
        let improving = !in_check && ply >= 2 && eval > self.evals[ply - 2];
        if !is_pv && !in_check && beta.abs() < MATE_BOUND {
            // Reverse futility: far enough above beta near the leaves, a move will not fall below it.
            if depth <= RFP_DEPTH && eval - RFP_MARGIN * (depth - i32::from(improving)) >= beta {
                return eval;
            }
            // Null move: if passing still holds beta, a real move will too (never two passes in a row).
            if depth >= 3 && eval >= beta && self.path[ply - 1].is_some() && game.null_move_allowed() {
                let r = 3 + depth / 4 + ((eval - beta) / 200).min(3);
                game.make_null();
                self.path[ply] = None;
                let s = -self.alpha_beta(game, depth - 1 - r, -beta, -beta + 1, ply + 1, false, clock, stop);
                game.unmake();
                if self.aborted {
                    return 0;
                }
                if s >= beta {
                    return if s > MATE_BOUND { beta } else { s };
                }
            }
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            self.lists[ply] = moves;
            return value_score(game.no_move_outcome(in_check), ply, game.side() == self.root_side);
        }
        let mut keys = std::mem::take(&mut self.keys[ply]);
        keys.clear();
        let hash_move = entry.and_then(|e| e.mv);
        let killers = self.killers[ply];
        let counter = self.path[ply - 1].and_then(|p| self.counters[game.move_slot(p)]);
        for &m in &moves {
            let k = if Some(m) == hash_move {
                i64::MAX
            } else if let Some(t) = game.tactical(m) {
                // A capture that loses material in the exchange on its cell comes late.
                if t.mover > t.gain && !game.see_ge(m, 0) {
                    -(1 << 20) + t.order_key()
                } else {
                    (1 << 40) + t.order_key()
                }
            } else if Some(m) == killers[0] {
                1 << 39
            } else if Some(m) == killers[1] {
                (1 << 39) - 1
            } else if Some(m) == counter {
                (1 << 39) - 2
            } else {
                self.history[Self::history_slot(game, m)] as i64
            };
            keys.push(k);
        }
        let mut quiets = std::mem::take(&mut self.quiets[ply]);
        quiets.clear();
        let mut best = -INF;
        let mut best_move = None;
        let original_alpha = alpha;
        let us = game.side();
        let mut searched = 0usize;
        let lmp_count = ((3 + depth * depth) / if improving { 1 } else { 2 }) as usize;
        let futile = !in_check && eval + FUT_BASE + FUT_PER_PLY * depth <= alpha;
        for i in 0..moves.len() {
            pick_best(&mut moves, &mut keys, i);
            let m = moves[i];
            let k = keys[i];
            let quiet = game.tactical(m).is_none();
            let hist = if quiet { self.history[Self::history_slot(game, m)] } else { 0 };
            let refuter = ((1 << 39) - 2..1 << 40).contains(&k) || k == i64::MAX;
            // Late quiet moves near the leaves: skipped if they give no check.
            let prunable = !is_pv
                && !in_check
                && quiet
                && searched > 0
                && best > -MATE_BOUND
                && depth <= PRUNE_DEPTH
                && (futile || quiets.len() >= lmp_count);
            // Near the leaves, a move that loses material in the exchange on its cell (more the
            // deeper: a quiet move quadratically less) is skipped if it gives no check.
            let see_prunable = !prunable
                && !is_pv
                && !in_check
                && searched > 0
                && best > -MATE_BOUND
                && depth <= SEE_DEPTH
                && k != i64::MAX
                && !game.see_ge(m, if quiet { -SEE_QUIET * depth * depth } else { -SEE_CAPTURE * depth });
            // Whether a late quiet move may be searched shallower (if it gives no check).
            let reducible = depth >= 3 && quiet && !in_check && searched > usize::from(is_pv);
            game.make(m);
            // Only asked where it decides something (it costs an attack test).
            let gives_check = (prunable || see_prunable || reducible) && game.in_check();
            if (prunable || see_prunable) && !gives_check {
                game.unmake();
                continue;
            }
            self.path[ply] = Some(m);
            let flip = game.side() != us;
            searched += 1;
            if quiet {
                quiets.push(m);
            }
            let score = if searched == 1 {
                self.child(game, flip, depth - 1, alpha, beta, ply + 1, is_pv, clock, stop)
            } else {
                // Late quiet moves that give no check are searched shallower first.
                let mut reduce = 0;
                if reducible && !gives_check {
                    let mut r = self.reductions[(depth as usize).min(63)][searched.min(63)] as i32;
                    r -= i32::from(is_pv) + i32::from(refuter);
                    r += i32::from(!improving);
                    r -= hist / 6000;
                    reduce = r.clamp(0, depth - 2);
                }
                let mut s = self.child(game, flip, depth - 1 - reduce, alpha, alpha + 1, ply + 1, false, clock, stop);
                if s > alpha && reduce > 0 && !self.aborted {
                    s = self.child(game, flip, depth - 1, alpha, alpha + 1, ply + 1, false, clock, stop);
                }
                if s > alpha && s < beta && is_pv && !self.aborted {
                    s = self.child(game, flip, depth - 1, alpha, beta, ply + 1, true, clock, stop);
                }
                s
            };
            game.unmake();
            if self.aborted {
                self.lists[ply] = moves;
                self.keys[ply] = keys;
                self.quiets[ply] = quiets;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    let child = std::mem::take(&mut self.pv[ply + 1]);
                    self.pv[ply].clear();
                    self.pv[ply].push(m);
                    self.pv[ply].extend_from_slice(&child);
                    self.pv[ply + 1] = child;
                    if score >= beta {
                        let bonus = (32 * depth * depth).min(2000);
                        if quiet {
                            let k = &mut self.killers[ply];
                            if k[0] != Some(m) {
                                k[1] = k[0];
                                k[0] = Some(m);
                            }
                            if let Some(p) = self.path[ply - 1] {
                                let slot = game.move_slot(p);
                                self.counters[slot] = Some(m);
                            }
                        }
                        // The quiet moves tried before the one that cut off lose what it gains.
                        for &q in &quiets {
                            let slot = Self::history_slot(game, q);
                            gravity(&mut self.history[slot], if q == m { bonus } else { -bonus });
                        }
                        break;
                    }
                }
            }
        }
        self.lists[ply] = moves;
        self.keys[ply] = keys;
        self.quiets[ply] = quiets;
        if searched == 0 {
            // Every move was pruned (cannot happen: the first is always searched); stay safe.
            return alpha;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(Entry { key, mv: best_move, score: to_tt(best, ply), depth: depth as i16, bound });
        best
    }

    /// Whether a capture in quiescence cannot raise alpha even if it wins its victim for free, or
    /// puts a piece worth more than the victim where the opponent can take it.
    fn futile<G: SearchGame<Move = M>>(game: &G, m: M, t: Tactical, stand: i32, alpha: i32) -> bool {
        stand + t.gain + DELTA_MARGIN < alpha || (t.mover > t.gain && !game.see_ge(m, 0))
    }

    #[allow(clippy::too_many_arguments)]
    fn quiesce<G: SearchGame<Move = M>>(
        &mut self,
        game: &mut G,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qply: usize,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
    ) -> i32 {
        self.pv[ply].clear();
        if qply > 0 {
            if let Some(v) = game.early_outcome() {
                return value_score(v, ply, game.side() == self.root_side);
            }
        }
        if self.out_of_budget(clock, stop) {
            return 0;
        }
        // A stored result of any depth decides here where its bound allows.
        if let Some(s) = self.tt.probe(game.hash()).and_then(|e| tt_cut(&e, ply, alpha, beta)) {
            return s;
        }
        let in_check = game.in_check();
        let stand = if in_check { -INF } else { self.evaluate(game) };
        // Standing pat before generating moves: a position without a move that is not in check
        // (a stalemate) is then scored by its evaluation when that is already above beta.
        if !in_check && stand >= beta {
            return stand;
        }
        let mut moves = std::mem::take(&mut self.lists[ply]);
        if in_check {
            game.legal_moves(&mut moves);
        } else {
            game.noisy_moves(&mut moves);
        }
        if moves.is_empty() {
            self.lists[ply] = moves;
            // Without a check, an empty list of captures says nothing of stalemate: stand pat.
            return if in_check {
                value_score(game.no_move_outcome(in_check), ply, game.side() == self.root_side)
            } else {
                stand
            };
        }
        if ply >= MAX_PLY - 1 || qply >= MAX_QPLY.min(game.quiescence_plies()) {
            self.lists[ply] = moves;
            return if in_check { self.evaluate(game) } else { stand };
        }
        let mut best = stand;
        alpha = alpha.max(best);
        let mut keys = std::mem::take(&mut self.keys[ply]);
        keys.clear();
        // Evasions all (ordered); otherwise captures and promotions, and on the first ply checking drops.
        let mut k = 0;
        while k < moves.len() {
            let m = moves[k];
            let key = match game.tactical(m) {
                // Hopeless or likely losing captures are left out (delta pruning, defended targets).
                Some(t) if !in_check && Self::futile(game, m, t, stand, alpha) => None,
                Some(t) => Some(1_000_000_000 + t.order_key()),
                None if in_check => Some(self.history[Self::history_slot(game, m)] as i64),
                None if qply == 0 && game.quiet_check_candidate(m) => Some(0),
                None => None,
            };
            match key {
                Some(key) => {
                    keys.push(key);
                    k += 1;
                }
                None => {
                    moves.swap_remove(k);
                }
            }
        }
        let mut check_drops = 0;
        for i in 0..moves.len() {
            pick_best(&mut moves, &mut keys, i);
            let m = moves[i];
            let checking_quiet = !in_check && keys[i] == 0 && game.tactical(m).is_none();
            if checking_quiet && (check_drops >= MAX_CHECK_DROPS || !game.may_give_check(m)) {
                continue;
            }
            let us = game.side();
            game.make(m);
            let flip = game.side() != us;
            if checking_quiet {
                if !game.in_check() {
                    game.unmake();
                    continue;
                }
                check_drops += 1;
            }
            let score = if flip {
                -self.quiesce(game, -beta, -alpha, ply + 1, qply + 1, clock, stop)
            } else {
                self.quiesce(game, alpha, beta, ply + 1, qply + 1, clock, stop)
            };
            game.unmake();
            if self.aborted {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        self.lists[ply] = moves;
        self.keys[ply] = keys;
        if self.aborted {
            0
        } else {
            best
        }
    }
}

/// Selection sort, one step: moves the remaining move with the highest key to position `i`
/// (searches often cut off after a few moves, so sorting the whole list would be wasted).
fn pick_best<M>(moves: &mut [M], keys: &mut [i64], i: usize) {
    let mut j = i;
    for x in i + 1..moves.len() {
        if keys[x] > keys[j] {
            j = x;
        }
    }
    moves.swap(i, j);
    keys.swap(i, j);
}

//! [`SearchGame`] for the chess-shaped engine ([`GameB`]), and [`best_move`], the search of a
//! [`Game`] of any width.

use std::sync::atomic::AtomicBool;

use super::alphabeta::{Limits, SearchInfo, Searcher};
use super::clock::Clock;
use super::eval::{overrides_for, Weights};
use super::{SearchGame, Tactical};
use crate::engine::moves::{Move, MoveKind, NONE};
use crate::engine::position::{decode, Position, Undo};
use crate::engine::{Game, GameB, WidthVisitor};
use crate::geometry::BitSet;
use crate::rules::Value;

/// What a pass changes, to restore it.
#[derive(Debug, Clone, Copy)]
struct NullUndo<B> {
    ep_targets: B,
    ep_victim: u16,
    hash: u64,
    lion_ban: bool,
    halfmove: u32,
}

#[derive(Debug, Clone, Copy)]
enum Step<B> {
    Move(Undo<B>),
    Null(NullUndo<B>),
}

/// The most pieces (royals included) a position may have for the search to ask whether its
/// material is a draw: the chess rule's dead armies have at most a minor piece a side.
const DEAD_MATERIAL_PIECES: u32 = 4;

/// A [`GameB`] seen by the search: it makes and unmakes moves on the game's position (which is
/// restored when the search ends) and keeps the repetition keys of the game and the search path.
#[derive(Debug)]
pub struct EngineGame<'a, B> {
    g: &'a mut GameB<B>,
    weights: Weights<B>,
    steps: Vec<Step<B>>,
    keys: Vec<u64>,
    /// Whether the rules make a pass a fair test at all (see [`SearchGame::null_move_allowed`]).
    pass_fair: bool,
    move_rule_plies: u32,
}

impl<'a, B: BitSet> EngineGame<'a, B> {
    /// Wraps a game; `overrides` are piece values by FEN token.
    pub fn new(g: &'a mut GameB<B>, overrides: &[(String, i32)]) -> EngineGame<'a, B> {
        let weights = Weights::new(&g.t, overrides);
        let r = &g.t.rules;
        // Passing is odd where having to move can be good (losing chess, extinction goals, a
        // stalemate that wins), where it changes what a piece may do (imitators), or where goals
        // other than mate decide.
        let pass_fair = r.checkmate == Value::Loss
            && r.stalemate != Value::Win
            && !r.must_capture
            && r.extinction.is_none()
            && r.extinction_types.is_empty()
            && r.flag.is_none()
            && r.imitators.is_empty();
        let move_rule_plies = 2 * r.automatic_draws().1;
        let keys = g.hashes.clone();
        EngineGame { g, weights, steps: Vec::new(), keys, pass_fair, move_rule_plies }
    }

    fn value_of(&self, code: u8) -> i32 {
        decode(code).map_or(0, |(ty, _)| self.weights.value[ty])
    }

    fn pos(&self) -> &Position<B> {
        &self.g.pos
    }

    /// A piece's worth in an exchange: its value, a royal's above everything (it goes last).
    fn exchange_value(&self, code: u8) -> i32 {
        match decode(code) {
            Some((ty, _)) if self.g.t.is_royal[ty] => ROYAL_EXCHANGE,
            Some((ty, _)) => self.weights.value[ty],
            None => 0,
        }
    }

    /// The static exchange evaluation of a move: what it wins on its destination when both sides
    /// then recapture there with their cheapest attacker (found by [`Position::attackers`], so
    /// pieces uncovered behind a capturer join in), each free to stop. A royal recaptures only
    /// where the other side has no attacker left. Moves that capture elsewhere than on their
    /// destination (en passant, multi-leg, jump series) and swaps and castling count what they
    /// take ([`SearchGame::tactical`]) without the exchange.
    pub fn see(&self, m: Move) -> i32 {
        let (t, p) = (&self.g.t, self.pos());
        let tactical = self.tactical(m);
        let gain0 = tactical.map_or(0, |x| x.gain);
        let (mut occ, mut at_stake) = match m.kind {
            MoveKind::Normal | MoveKind::MultiStep if m.from != m.to => {
                let mover = self.exchange_value(p.board[m.from as usize]);
                if mover == ROYAL_EXCHANGE && !t.rules.royal_all {
                    // A legal move of the only royal cannot be answered by a capture there.
                    return gain0;
                }
                (p.occ & !B::single(m.from as usize), mover)
            }
            MoveKind::Drop => (p.occ, m.promotion().map_or(0, |ty| self.weights.value[ty])),
            _ => return gain0,
        };
        let to = m.to as usize;
        // A promotion puts the promoted piece at stake.
        if let Some(ty) = m.promotion().filter(|_| m.kind != MoveKind::Drop) {
            at_stake = self.weights.value[ty].max(at_stake);
        }
        occ |= B::single(to);
        let several_royals = t.rules.royal_all;
        let mut gains = [0i32; 40];
        gains[0] = gain0;
        let mut side = p.turn.flip();
        let mut d = 0;
        while d + 1 < gains.len() {
            let attackers = p.attackers(t, to, side, occ) & occ & !B::single(to);
            if attackers.is_empty() {
                break;
            }
            let (mut best, mut best_value) = (usize::MAX, i32::MAX);
            for sq in attackers.iter() {
                let v = self.exchange_value(p.board[sq]);
                if v < best_value {
                    (best, best_value) = (sq, v);
                }
            }
            if best_value == ROYAL_EXCHANGE && !several_royals {
                let rest = occ & !B::single(best);
                if !(p.attackers(t, to, side.flip(), rest) & rest & !B::single(to)).is_empty() {
                    break;
                }
            }
            d += 1;
            gains[d] = at_stake - gains[d - 1];
            at_stake = best_value;
            occ &= !B::single(best);
            side = side.flip();
        }
        while d > 0 {
            gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
            d -= 1;
        }
        gains[0]
    }
}

/// A royal's worth in a static exchange (more than any piece: it recaptures last).
const ROYAL_EXCHANGE: i32 = 1_000_000;

impl<B: BitSet> SearchGame for EngineGame<'_, B> {
    type Move = Move;

    fn legal_moves(&mut self, out: &mut Vec<Move>) {
        let g = &mut *self.g;
        g.pos.legal_moves(&g.t, out);
        if self.steps.is_empty() {
            // At the root the game's history is the position's: the chase rule applies.
            g.filter_chases(out);
        }
    }

    fn noisy_moves(&mut self, out: &mut Vec<Move>) {
        if self.steps.is_empty() {
            return self.legal_moves(out);
        }
        let g = &mut *self.g;
        g.pos.noisy_moves(&g.t, out);
    }

    fn make(&mut self, m: Move) {
        let g = &mut *self.g;
        let u = g.pos.make(&g.t, m);
        self.steps.push(Step::Move(u));
        self.keys.push(g.pos.repetition_key(&g.t));
    }

    fn unmake(&mut self) {
        let g = &mut *self.g;
        match self.steps.pop() {
            Some(Step::Move(u)) => g.pos.unmake(&g.t, u),
            Some(Step::Null(n)) => {
                g.pos.turn = g.pos.turn.flip();
                g.pos.ep_targets = n.ep_targets;
                g.pos.ep_victim = n.ep_victim;
                g.pos.hash = n.hash;
                g.pos.lion_ban = n.lion_ban;
                g.pos.halfmove = n.halfmove;
            }
            None => return,
        }
        self.keys.pop();
    }

    fn hash(&self) -> u64 {
        self.pos().hash
    }

    fn in_check(&self) -> bool {
        self.g.pos.in_check(&self.g.t)
    }

    fn early_outcome(&self) -> Option<Value> {
        let (t, p) = (&self.g.t, self.pos());
        let us = p.turn;
        if let Some(v) = t.rules.extinction {
            if p.by_color[us.index()].is_empty() {
                return Some(v);
            }
        }
        if let Some(winner) = p.goal_reached(t) {
            return Some(match winner {
                None => Value::Draw,
                Some(c) if c == us => Value::Win,
                Some(_) => Value::Loss,
            });
        }
        if self.move_rule_plies > 0 && p.halfmove >= self.move_rule_plies {
            return Some(Value::Draw);
        }
        // Material neither side can mate with (K+B against K): a draw, as the game rules it; asked
        // only with few pieces left, where it can be.
        if p.occ.count() <= DEAD_MATERIAL_PIECES && self.g.material_draw() {
            return Some(Value::Draw);
        }
        if t.rules.repetition > 0 && p.halfmove >= 4 {
            // A position repeated once, within the moves that could repeat, is scored a draw.
            let now = *self.keys.last()?;
            let back = (p.halfmove as usize).min(self.keys.len() - 1);
            let start = self.keys.len() - 1 - back;
            if self.keys[start..self.keys.len() - 1].iter().rev().skip(1).step_by(2).any(|&k| k == now) {
                return Some(Value::Draw);
            }
        }
        None
    }

    fn no_move_outcome(&self, in_check: bool) -> Value {
        let r = &self.g.t.rules;
        if in_check {
            r.checkmate
        } else {
            r.stalemate
        }
    }

    fn evaluate(&self) -> i32 {
        self.weights.evaluate(&self.g.t, self.pos())
    }

    fn tactical(&self, m: Move) -> Option<Tactical> {
        if m.kind == MoveKind::Drop {
            return None;
        }
        let p = self.pos();
        let attacker = self.value_of(p.board[m.from as usize]);
        let mut victim = 0;
        let mut captures = false;
        if m.aux != NONE && matches!(m.kind, MoveKind::EnPassant | MoveKind::MultiLeg) {
            victim += self.value_of(p.board[m.aux as usize]);
            captures = true;
        }
        if m.kind == MoveKind::Chain {
            // A jump series (`special::chains`) takes every piece it jumps.
            for (over, _) in crate::engine::position::Position::chain_cells(&self.g.t, &m) {
                victim += self.value_of(p.board[over]);
            }
            captures = true;
        }
        if m.to != m.from && matches!(m.kind, MoveKind::Normal | MoveKind::MultiStep | MoveKind::MultiLeg) {
            let code = p.board[m.to as usize];
            if code != 0 {
                victim += self.value_of(code);
                captures = true;
            }
        }
        let promo = m.promotion().filter(|_| m.kind != MoveKind::Swap).map(|ty| self.weights.value[ty] - attacker);
        if !captures && promo.map_or(true, |g| g <= 0) {
            return None;
        }
        Some(Tactical { gain: victim + promo.unwrap_or(0).max(0), mover: attacker })
    }

    fn destination_defended(&self, m: Move) -> bool {
        let (t, p) = (&self.g.t, self.pos());
        let to = m.to as usize;
        let occ = p.occ & !B::single(m.from as usize);
        p.attacked(t, to, p.turn.flip(), occ)
    }

    fn see_ge(&self, m: Move, threshold: i32) -> bool {
        self.see(m) >= threshold
    }

    fn quiet_check_candidate(&self, m: Move) -> bool {
        m.kind == MoveKind::Drop
    }

    fn may_give_check(&self, m: Move) -> bool {
        m.kind != MoveKind::Drop || self.pos().drop_may_check(&self.g.t, m.promo as usize - 1, m.to as usize)
    }

    fn move_slot(&self, m: Move) -> usize {
        let n = self.g.t.n;
        let from = if m.kind == MoveKind::Drop { (m.promo as usize).saturating_sub(1) % n } else { m.from as usize };
        (from % n) * n + (m.to as usize % n)
    }

    fn move_slots(&self) -> usize {
        self.g.t.n * self.g.t.n
    }

    fn side(&self) -> usize {
        self.pos().turn.index()
    }

    /// Eight plies of captures on boards of more than 256 cells (a crowded 20x20 middle game of
    /// Quadruple Trojan took 6.5 M nodes, 89 s natively, for a 1-ply search with 16; 21,757 nodes
    /// with 8), else the default.
    fn quiescence_plies(&self) -> usize {
        if self.g.t.n > 256 {
            8
        } else {
            16
        }
    }

    fn null_move_allowed(&self) -> bool {
        // Not inside a turn of several moves (a pass would hand the rest of the turn over).
        if !self.pass_fair || self.pos().part > 0 || self.g.t.rules.turns.is_multi() {
            return false;
        }
        // Zugzwang is likely when the side to move has only pawns and royals and nothing in hand.
        let (t, p) = (&self.g.t, self.pos());
        let us = p.turn.index();
        let mut plain = p.by_color[us];
        for ty in 0..t.pieces.len() {
            if t.is_pawn[ty] || t.is_royal[ty] {
                plain &= !p.by_type[ty];
            }
        }
        !plain.is_empty() || p.hands[us].iter().any(|&n| n > 0)
    }

    fn make_null(&mut self) {
        let g = &mut *self.g;
        let p = &mut g.pos;
        self.steps.push(Step::Null(NullUndo {
            ep_targets: p.ep_targets,
            ep_victim: p.ep_victim,
            hash: p.hash,
            lion_ban: p.lion_ban,
            halfmove: p.halfmove,
        }));
        if p.ep_victim != NONE {
            p.hash ^= g.t.z_ep[p.ep_victim as usize];
        }
        p.ep_targets = B::EMPTY;
        p.ep_victim = NONE;
        p.lion_ban = false;
        // No repetition reaches back across a pass.
        p.halfmove = 0;
        p.turn = p.turn.flip();
        p.hash ^= g.t.z_side;
        self.keys.push(p.hash);
    }

    fn move_text(&mut self, m: Move) -> String {
        let all = self.g.moves();
        self.g.move_string(&m, &all)
    }
}

/// A move chosen by [`best_move`], with what the search found.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct BestMove {
    /// The move in canonical notation (`None` if the side to move has no legal move).
    #[serde(rename = "move")]
    pub mv: Option<String>,
    /// The score for the side to move (centipawn-like units).
    pub score: i32,
    /// Moves to a forced mate (positive: the side to move mates), if the score is one.
    pub mate: Option<i32>,
    /// The last iteration completed.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: f64,
    /// The principal variation in canonical notation.
    pub pv: Vec<String>,
}

impl BestMove {
    /// No move: the game is over, or the side to move has none.
    pub fn none() -> BestMove {
        BestMove { mv: None, score: 0, mate: None, depth: 0, nodes: 0, time_ms: 0.0, pv: vec![] }
    }

    /// What a search found, with its move and principal variation written in the game's notation.
    pub fn from_search<M>(r: &super::SearchResult<M>, mv: Option<String>, pv: Vec<String>) -> BestMove {
        BestMove {
            mv,
            score: r.score,
            mate: super::alphabeta::mate_in(r.score),
            depth: r.depth,
            nodes: r.nodes,
            time_ms: r.time_ms,
            pv,
        }
    }
}

struct Visit<'s> {
    searcher: &'s mut Searcher<Move>,
    limits: &'s Limits,
    clock: &'s dyn Clock,
    stop: Option<&'s AtomicBool>,
    report: &'s mut dyn FnMut(&SearchInfo),
    overrides: Vec<(String, i32)>,
}

impl WidthVisitor for Visit<'_> {
    type Output = BestMove;

    fn visit<B: BitSet>(self, game: &mut GameB<B>) -> BestMove {
        let mut eg = EngineGame::new(game, &self.overrides);
        let r = self.searcher.search(&mut eg, self.limits, self.clock, self.stop, self.report);
        let all = game.moves();
        // The principal variation in notation (each move named in its own position).
        let mut pv = Vec::new();
        for m in &r.pv {
            let legal = game.moves();
            if !legal.contains(m) {
                break;
            }
            pv.push(game.move_string(m, &legal));
            game.play_move(*m);
        }
        for _ in 0..pv.len() {
            game.undo();
        }
        BestMove::from_search(&r, r.best.map(|m| game.move_string(&m, &all)), pv)
    }
}

/// Searches a game of any variant within `limits` and returns the move to play. `searcher` keeps
/// its tables from call to call (make a new one, or clear it, for a new game); `stop` may be set
/// by another thread; `report` hears each completed iteration. The game is left as it was.
pub fn best_move(
    game: &mut Game,
    searcher: &mut Searcher<Move>,
    limits: &Limits,
    clock: &dyn Clock,
    stop: Option<&AtomicBool>,
    report: &mut dyn FnMut(&SearchInfo),
) -> BestMove {
    let overrides = overrides_for(game.variant());
    if game.outcome().is_some() {
        return BestMove::none();
    }
    game.visit(Visit { searcher, limits, clock, stop, report, overrides })
}

/// The static exchange evaluation ([`EngineGame::see`]) of the legal move `mv` (in the game's
/// notation) in a game's position, with the evaluation's piece values; `None` if `mv` is not legal.
pub fn static_exchange(game: &mut Game, mv: &str) -> Option<i32> {
    struct See(String, Vec<(String, i32)>);
    impl WidthVisitor for See {
        type Output = Option<i32>;
        fn visit<B: BitSet>(self, g: &mut GameB<B>) -> Option<i32> {
            let all = g.moves();
            let m = *all.iter().find(|m| g.move_string(m, &all) == self.0)?;
            Some(EngineGame::new(g, &self.1).see(m))
        }
    }
    let overrides = overrides_for(game.variant());
    game.visit(See(mv.to_string(), overrides))
}

//! A game for one square-set width: position, history, move strings, outcome and move diagrams.

use super::compiled;
use super::moves::{Move, MoveKind, NONE};
use super::position::{decode, Position, Undo};
use super::tables::Tables;
use crate::error::Error;
use crate::game::{Action, ActionKind};
use crate::geometry::BitSet;
use crate::notation::fen::{self, Setup};
use crate::pieces::Color;
use crate::rules::included;
use crate::rules::material::{is_insufficient, Army};
use crate::rules::perpetual::{chases, CycleMove};
use crate::rules::{DrawRules, Insufficient, Value};
use crate::variants::Variant;
use std::sync::Arc;

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move.
    Stalemate,
    /// The side to move has no pieces left (losing chess).
    Extinction,
    /// The same position occurred the set number of times.
    Repetition,
    /// The move rule (50 moves without capture or pawn move).
    MoveRule,
    /// Neither side can mate.
    InsufficientMaterial,
    /// A repetition where one side gave check with every move: that side loses.
    PerpetualCheck,
    /// A variant goal: a key piece captured, or a flag piece on its target cells (dobutsu).
    Goal,
    /// A stalemate scored ¾ to the winner and ¼ to the stalemated side (`stalemate = quarter`).
    ScoredStalemate,
    /// A player's time ran out, where the game itself records it (a bughouse match: the match
    /// ends on both boards); never reached from a position alone.
    Timeout,
}

impl Reason {
    /// Every reason, for tests that each has a text.
    pub const ALL: [Reason; 10] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::Extinction,
        Reason::Repetition,
        Reason::MoveRule,
        Reason::InsufficientMaterial,
        Reason::PerpetualCheck,
        Reason::Goal,
        Reason::ScoredStalemate,
        Reason::Timeout,
    ];

    /// The reason's id as the JS API writes it (`move-rule`).
    pub fn id(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::Extinction => "extinction",
            Reason::Repetition => "repetition",
            Reason::MoveRule => "move-rule",
            Reason::InsufficientMaterial => "insufficient-material",
            Reason::PerpetualCheck => "perpetual-check",
            Reason::Goal => "goal",
            Reason::ScoredStalemate => "scored-stalemate",
            Reason::Timeout => "timeout",
        }
    }
}

/// What reached a variant's goal ([`Reason::Goal`]), for the outcome's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoalCause {
    /// The loser has no piece of this key type left (`extinction_types`: its king, its lion).
    Extinct(usize),
    /// A push of an enemy pawn left the pusher's own royal piece attacked (`push_enemy_pawn`).
    PushExposed,
    /// A piece of this type stands safe on its goal cells (`flag`).
    Flag(usize),
    /// Two lone pieces of this type (`duel`): the side to move takes the other.
    Duel(usize),
}

/// The end of a game: the winner (`None` = draw) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Outcome {
    /// The winning side, or `None` for a draw.
    pub winner: Option<Color>,
    /// Why the game ended.
    pub reason: Reason,
}

/// One target of a piece in a move diagram.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct DiagramTarget {
    /// Canonical square name.
    pub square: String,
    /// Reachable by a non-capturing move.
    #[serde(rename = "move")]
    pub quiet: bool,
    /// Reachable by a capture (if an enemy stood there).
    pub capture: bool,
    /// Reached by a leap or multi-leg move rather than a slide.
    pub leap: bool,
    /// Reached only by conditional moves (first move only, or gated secondary moves).
    pub conditional: bool,
}

/// A game of one variant with square sets `B`.
#[derive(Debug, Clone)]
pub struct GameB<B> {
    pub(crate) t: Arc<Tables<B>>,
    pub(crate) pos: Position<B>,
    history: Vec<(Move, Undo<B>)>,
    /// Per position of the game: its repetition key.
    pub(crate) hashes: Vec<u64>,
    /// Per position of the game: whether the side to move was in check.
    checks: Vec<bool>,
    scratch: Vec<Move>,
}

impl<B: BitSet> GameB<B> {
    /// Compiles the variant (or takes its tables from the cache) and sets up `fen` (or the start
    /// position). The start position is read only where it is needed: to compile the tables, or
    /// as the game's position (the cached tables' variant had its start read when they were made).
    pub fn new(v: &Variant, fen_text: Option<&str>) -> Result<GameB<B>, Error> {
        let mut start = None;
        let t = match compiled::cached::<B>(&v.id, v) {
            Some(t) => t,
            None => {
                let s = start_setup(v)?;
                let t = compiled::keep(&v.id, v, Tables::new(v, &s.board));
                start = Some(s);
                t
            }
        };
        let setup: Setup = match (fen_text, start) {
            (Some(f), _) => fen::parse(v, f)?,
            (None, Some(s)) => s,
            (None, None) => start_setup(v)?,
        };
        let mut pos = Position::from_setup(&setup, &t)?;
        let hashes = vec![pos.game_repetition_key(&t)];
        let checks = vec![pos.in_check(&t)];
        Ok(GameB { t, pos, history: Vec::new(), hashes, checks, scratch: Vec::with_capacity(256) })
    }

    /// Legal moves in engine form (with the rules that look at the game's history).
    pub fn moves(&mut self) -> Vec<Move> {
        let mut v = Vec::new();
        self.pos.legal_moves(&self.t, &mut v);
        self.filter_chases(&mut v);
        v
    }

    /// Removes the moves the chase rule refuses (`chase_illegal`).
    pub(crate) fn filter_chases(&mut self, moves: &mut Vec<Move>) {
        if !included::CHASE || !self.t.rules.chase_illegal || self.t.rules.repetition == 0 {
            return;
        }
        let mut k = 0;
        while k < moves.len() {
            if self.chase_refuses(moves[k]) {
                moves.swap_remove(k);
            } else {
                k += 1;
            }
        }
    }

    /// Whether `m` would repeat the position for the `repetition`-th time in a cycle where every
    /// move of its side attacked the same unprotected non-royal enemy piece (perpetual chase).
    pub(crate) fn chase_refuses(&mut self, m: Move) -> bool {
        let rep = self.t.rules.repetition as usize;
        let u = self.pos.make(&self.t, m);
        let key = self.pos.game_repetition_key(&self.t);
        let prior: Vec<usize> = (0..self.hashes.len()).filter(|&i| self.hashes[i] == key).collect();
        // `rep` is 0 (no repetition rule) or at least 2 (the variant reader refuses 1).
        let refused = rep >= 2 && prior.len() + 1 >= rep && {
            let first = prior[prior.len() + 1 - rep];
            let us = self.pos.turn().flip();
            let mut pos = self.pos.clone();
            let cycle = vec![CycleMove::Own(pos.chase_targets(&self.t, m.to as usize, us))];
            pos.unmake(&self.t, u);
            self.chased_since(first, us, pos, cycle)
        };
        self.pos.unmake(&self.t, u);
        refused
    }

    /// Whether every move of `us` from position `first` of the game to `pos` (the current position)
    /// and in `later` (moves after it, latest first) attacked the same unprotected non-royal enemy piece.
    fn chased_since(&self, first: usize, us: Color, mut pos: Position<B>, mut later: Vec<CycleMove>) -> bool {
        // Walked back from the latest move to the first of the repeated positions.
        for &(mv, undo) in self.history[first..].iter().rev() {
            if undo.mover == us {
                later.push(CycleMove::Own(pos.chase_targets(&self.t, mv.to as usize, us)));
            } else {
                later.push(CycleMove::Enemy(mv.from, mv.to));
            }
            pos.unmake(&self.t, undo);
        }
        later.reverse();
        chases(&later)
    }

    /// The cells a move's string names, in order (notation.md): from and to, the captured cell of a
    /// remote capture, a multi-leg move's capture on the way, the rook's cell of an ambiguous castling.
    pub fn named_cells(&self, m: &Move, all: &[Move]) -> Vec<u16> {
        match m.kind {
            MoveKind::Drop => vec![m.to],
            MoveKind::Castle => {
                // King-takes-rook where the king's from + to would name no move or another one
                // (a king that does not move, a king step, another rook's castling).
                let clash = m.from == m.to
                    || all
                        .iter()
                        .any(|o| o.from == m.from && o.to == m.to && (o.kind != MoveKind::Castle || o.aux != m.aux));
                vec![m.from, if clash { m.aux } else { m.to }]
            }
            // A capture from a distance that leaves the capturer where it stands (the TCHESS
            // Pikeman): from + the captured cell. (Igui, which first steps onto its victim, keeps the path.)
            MoveKind::MultiLeg
                if m.to == m.from && m.aux != NONE && (m.extra != m.aux || self.t.rules.remote_capture_target) =>
            {
                vec![m.from, m.aux]
            }
            MoveKind::MultiLeg if m.aux != NONE && m.aux != m.to => vec![m.from, m.aux, m.to],
            // A jump series: every landing (notation.md: the Congo monkey's `c3e5g3`).
            MoveKind::Chain => std::iter::once(m.from)
                .chain(Position::<B>::chain_cells(&self.t, m).into_iter().map(|(_, l)| l as u16))
                .collect(),
            // A pass: out to the first stop and back.
            MoveKind::MultiLeg if m.to == m.from && m.extra != NONE => vec![m.from, m.extra, m.to],
            _ => vec![m.from, m.to],
        }
    }

    /// The canonical string of a legal move (notation.md).
    pub fn move_string(&self, m: &Move, all: &[Move]) -> String {
        let g = &self.t.geo;
        if m.kind == MoveKind::Drop {
            // A piece dropped turned over (kyoto shogi) is written with its + token.
            return format!(
                "{}@{}",
                self.t.tokens[m.promo as usize - 1].to_ascii_uppercase(),
                g.square_name(m.to as usize)
            );
        }
        let mut s = String::new();
        for c in self.named_cells(m, all) {
            s.push_str(&g.square_name(c as usize));
        }
        if let Some(p) = m.promotion() {
            if self.t.rules.promotes_by_turning_over && self.t.promotes_to.contains(&Some(p)) {
                s.push('+');
            } else if self.t.rules.flip_every_move && m.kind != MoveKind::Drop {
                // Turning back (kyoto shogi), as Fairy-Stockfish writes a demotion.
                s.push('-');
            } else {
                s.push(self.t.letter(p));
            }
        }
        s
    }

    /// The interface's description of a legal move `m` (number `id` of the list `all`).
    pub fn describe(&self, id: usize, m: &Move, all: &[Move]) -> Action {
        let g = &self.t.geo;
        let name = |c: u16| g.square_name(c as usize);
        let side = if m.kind == MoveKind::Drop {
            self.pos.turn()
        } else {
            self.pos.piece_at(m.from as usize).map_or(self.pos.turn(), |(_, c)| c)
        };
        let token = |ty: usize| {
            let tok = self.t.tokens[ty].clone();
            if side == Color::White {
                tok.to_ascii_uppercase()
            } else {
                tok
            }
        };
        let enemy_on = |c: u16| c != NONE && matches!(self.pos.piece_at(c as usize), Some((_, col)) if col != side);
        let mut captures = Vec::new();
        let kind = match m.kind {
            MoveKind::Drop => ActionKind::Drop,
            MoveKind::Castle => ActionKind::Castle,
            MoveKind::Swap => ActionKind::Swap,
            // An enemy pawn's step, and the owner's promotion in place (`rules::push`).
            MoveKind::Push | MoveKind::Choice => ActionKind::Quiet,
            MoveKind::EnPassant => {
                captures.push(name(m.aux));
                ActionKind::EnPassant
            }
            MoveKind::MultiLeg => {
                if enemy_on(m.aux) {
                    captures.push(name(m.aux));
                }
                if m.to != m.from && m.to != m.aux && enemy_on(m.to) {
                    captures.push(name(m.to));
                }
                if !captures.is_empty() {
                    ActionKind::Capture
                } else if m.to == m.from {
                    ActionKind::Pass
                } else {
                    ActionKind::Quiet
                }
            }
            MoveKind::Chain => {
                captures.extend(Position::<B>::chain_cells(&self.t, m).into_iter().map(|(over, _)| name(over as u16)));
                ActionKind::Capture
            }
            MoveKind::Normal | MoveKind::MultiStep => {
                if enemy_on(m.to) {
                    captures.push(name(m.to));
                    ActionKind::Capture
                } else {
                    ActionKind::Quiet
                }
            }
        };
        let notation = self.move_string(m, all);
        let named = self.named_cells(m, all);
        // The cells the move string names between its ends; the last one is where a user clicks.
        let mut stops: Vec<String> = Vec::new();
        if named.len() > 2 {
            for &c in &named[1..named.len() - 1] {
                if c != m.from && c != m.to && !stops.contains(&name(c)) {
                    stops.push(name(c));
                }
            }
        }
        let target = name(*named.last().unwrap_or(&m.to));
        // A castling written with the king's destination may also be chosen on the rook.
        let alt_target = (m.kind == MoveKind::Castle && named.last() != Some(&m.aux)).then(|| name(m.aux));
        let via = (m.kind == MoveKind::MultiLeg && m.extra != NONE && m.extra != m.from && m.extra != m.to)
            .then(|| name(m.extra));
        // A leap or multi-leg move rather than a slide, judged by the type the piece moves as (an
        // imitator moves as the type it copies).
        let leap = match m.kind {
            MoveKind::Drop | MoveKind::MultiLeg | MoveKind::MultiStep | MoveKind::Chain => true,
            // Not a piece's own move pattern: marked as an exact square, not along a line.
            MoveKind::Castle | MoveKind::Swap | MoveKind::EnPassant | MoveKind::Push | MoveKind::Choice => true,
            MoveKind::Normal => {
                let mover = self.pos.piece_at(m.from as usize).map(|(ty, _)| ty);
                let copied = (self.pos.last_mover > 0).then(|| self.pos.last_mover as usize - 1);
                match mover.and_then(|ty| crate::rules::imitator::effective_type(&self.t.rules.imitators, ty, copied)) {
                    Some(ty) => Self::is_leap(&self.t, ty, side, m.from as usize, m.to as usize),
                    None => true,
                }
            }
        };
        Action {
            id,
            notation,
            from: (m.kind != MoveKind::Drop).then(|| name(m.from)),
            to: name(m.to),
            target,
            alt_target,
            kind,
            leap,
            captures,
            stops,
            via,
            promotion: if m.kind == MoveKind::Drop { None } else { m.promotion().map(token) },
            drop: (m.kind == MoveKind::Drop).then(|| token(m.promo as usize - 1)),
            count: None,
            moving: None,
        }
    }

    /// The cells of the side to move's royal pieces that stand attacked, when it is in check;
    /// after a push that left the pusher's own royal piece attacked (the game's end), that piece.
    pub fn check_cells(&self) -> Vec<usize> {
        let us = match self.pos.pusher_exposed(&self.t) {
            Some(winner) => winner.flip(),
            None if self.pos.in_check(&self.t) => self.pos.turn(),
            None => return Vec::new(),
        };
        let royals = self.pos.royals(&self.t, us);
        let attacked: Vec<usize> =
            royals.iter().filter(|&sq| self.pos.attacked(&self.t, sq, us.flip(), self.pos.occ)).collect();
        if attacked.is_empty() {
            royals.iter().collect()
        } else {
            attacked
        }
    }

    /// All legal moves as strings.
    pub fn legal_strings(&mut self, from: Option<usize>) -> Vec<String> {
        let all = self.moves();
        let mut out: Vec<String> = all
            .iter()
            .filter(|m| from.map_or(true, |f| m.from as usize == f))
            .map(|m| self.move_string(m, &all))
            .collect();
        crate::sort::sort(&mut out);
        out.dedup();
        out
    }

    /// A castling move written as the king's and the rook's cells (`e1h1`), as it may be given.
    pub(crate) fn king_and_rook(&self, m: &Move) -> String {
        let g = &self.t.geo;
        format!("{}{}", g.square_name(m.from as usize), g.square_name(m.aux as usize))
    }

    /// Finds the legal move a string names.
    pub fn parse_move(&mut self, text: &str) -> Result<Move, Error> {
        let all = self.moves();
        let want = text.trim();
        for m in &all {
            if self.move_string(m, &all) == want {
                return Ok(*m);
            }
        }
        // Castling may also be given as king + rook square, and a swap from either of its pieces
        // (the Trojan changement royal: "drag X onto Y, or Y onto X").
        for m in &all {
            let g = &self.t.geo;
            let reversed = || g.square_name(m.to as usize) + &g.square_name(m.from as usize);
            if (m.kind == MoveKind::Castle && self.king_and_rook(m) == want)
                || (m.kind == MoveKind::Swap && m.promo == 0 && reversed() == want)
            {
                return Ok(*m);
            }
        }
        // A promotion written without its piece where only one piece may be chosen (Trojan's
        // sergeant: `e9e10` for `e9e10s`).
        let mut only = None;
        for m in &all {
            let g = &self.t.geo;
            if m.promo != 0
                && m.kind == MoveKind::Normal
                && g.square_name(m.from as usize) + &g.square_name(m.to as usize) == want
            {
                if only.is_some() {
                    only = None;
                    break;
                }
                only = Some(*m);
            }
        }
        if let Some(m) = only {
            return Ok(m);
        }
        // As other programs write them: a promotion's piece in upper case or after `=` (`a7b8Q`,
        // `a7b8=Q` for `a7b8q`), a drop's piece in lower case (`p@e5` for `P@e5`).
        let respelled = respell(want);
        if let Some(m) = all.iter().find(|m| respelled != want && self.move_string(m, &all) == respelled) {
            return Ok(*m);
        }
        #[cfg(feature = "lions")]
        if let Some(m) = self.pass_through(want, &all) {
            return Ok(m);
        }
        if let Some(why) = self.refusal(want) {
            return Err(Error::Refused(want.chars().take(24).collect(), why.text().into()));
        }
        Err(Error::IllegalMove(want.chars().take(24).collect()))
    }

    /// A pass (a step out and back to the same cell, capturing nothing: chu shogi's lion) written
    /// through another empty neighbour the piece may step to than the one its move string names
    /// (`f7e6f7` for `f7g7f7`): the same move.
    #[cfg(feature = "lions")]
    fn pass_through(&self, want: &str, all: &[Move]) -> Option<Move> {
        let g = &self.t.geo;
        for m in all {
            if m.kind != MoveKind::MultiLeg || m.from != m.to || m.aux != NONE {
                continue;
            }
            let from = g.square_name(m.from as usize);
            let Some(via) = want.strip_prefix(from.as_str()).and_then(|rest| rest.strip_suffix(from.as_str())) else {
                continue;
            };
            let Ok(cell) = g.parse_square(via) else { continue };
            // Through a piece it is a capture (igui), another move; the pass steps to a neighbour.
            if self.pos.board[cell] != 0 || !self.t.king_adj[m.from as usize].has(cell) {
                continue;
            }
            let step = format!("{from}{via}");
            if all.iter().any(|s| s.from == m.from && s.to as usize == cell && self.move_string(s, all) == step) {
                return Some(*m);
            }
        }
        None
    }

    /// Plays a legal move given as a string.
    pub fn play(&mut self, text: &str) -> Result<String, Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        let m = self.parse_move(text)?;
        let all = self.moves();
        let s = self.move_string(&m, &all);
        self.play_move(m);
        Ok(s)
    }

    /// The types a legal move's captures would enter a hand as (a promoted piece as a pawn).
    pub fn hand_gains(&self, m: &Move) -> Vec<usize> {
        let mut cells = Vec::new();
        if self.pos.is_capture(m) {
            match m.kind {
                MoveKind::EnPassant => cells.push(m.aux as usize),
                MoveKind::MultiLeg => {
                    if m.aux != NONE {
                        cells.push(m.aux as usize);
                    }
                    if m.to != m.from && m.to != m.aux && self.pos.piece_at(m.to as usize).is_some() {
                        cells.push(m.to as usize);
                    }
                }
                _ => cells.push(m.to as usize),
            }
        }
        cells
            .into_iter()
            .filter_map(|c| {
                let (ty, side) = self.pos.piece_at(c)?;
                (side != self.pos.turn).then(|| Position::<B>::hand_type(&self.t, ty, self.pos.promoted.has(c)))
            })
            .collect()
    }

    /// Adds `delta` pieces of type `ty` to `side`'s hand from outside (bughouse); false if the count
    /// would leave its range (nothing changes).
    pub fn add_to_hand(&mut self, side: Color, ty: usize, delta: i32) -> bool {
        let ok = self.pos.add_to_hand(&self.t, side, ty, delta);
        if ok {
            if let Some(last) = self.hashes.last_mut() {
                *last = self.pos.game_repetition_key(&self.t);
            }
        }
        ok
    }

    /// Plays a move known to be legal.
    pub fn play_move(&mut self, m: Move) {
        let u = self.pos.make(&self.t, m);
        self.history.push((m, u));
        self.hashes.push(self.pos.game_repetition_key(&self.t));
        self.checks.push(self.pos.in_check(&self.t));
    }

    /// The pieces (cell, type, side) of its own that the last move's side lost to the river with
    /// it (Congo's drowning); none at the start.
    pub fn last_drowned(&self) -> Vec<(usize, usize, Color)> {
        let Some((_, u)) = self.history.last() else { return Vec::new() };
        self.pos.drowned_since(u.removed_len as usize, u.mover).into_iter().map(|(sq, ty)| (sq, ty, u.mover)).collect()
    }

    /// Takes back the last move; returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let (m, u) = self.history.pop()?;
        self.pos.unmake(&self.t, u);
        self.hashes.pop();
        self.checks.pop();
        Some(m)
    }

    /// The current position's repetition key, as `new`, `play_move` and `add_to_hand` keep it
    /// (`hashes` is never empty: `undo` pops only with a move).
    fn current_key(&self) -> u64 {
        self.hashes.last().copied().unwrap_or_default()
    }

    /// Number of moves played.
    pub fn ply(&self) -> usize {
        self.history.len()
    }

    /// The moves played, oldest first.
    pub fn played(&self) -> Vec<Move> {
        self.history.iter().map(|(m, _)| *m).collect()
    }

    /// The position in FEN.
    pub fn fen(&self) -> String {
        fen::write(&self.t.fen_style(), &self.pos.to_setup(&self.t))
    }

    /// The position in FEN as `side` sees it under `fog`: the pieces on cells it does not see
    /// left out, and the other side's castling rights and the move counter's clock withheld.
    pub fn fen_seen_by(&self, side: Color) -> String {
        fen::write(&self.t.fen_style(), &self.seen_setup(side).0)
    }

    /// The position as `side` may know it, and the cells it sees: the other side's pieces it does
    /// not see, their castling rights, the marks of unseen cells and the halfmove clock left out.
    fn seen_setup(&self, side: Color) -> (crate::notation::fen::Setup, B) {
        let mut setup = self.pos.to_setup(&self.t);
        let seen = self.pos.visible(&self.t, side);
        for (cell, occupant) in setup.board.iter_mut().enumerate() {
            if occupant.is_some_and(|(_, c)| c != side) && !seen.has(cell) {
                *occupant = None;
            }
        }
        setup.castling.retain(|c| c.is_ascii_uppercase() == (side == Color::White));
        setup.moved.retain(|&c| seen.has(c));
        setup.promoted.retain(|&c| seen.has(c));
        setup.frozen.retain(|&c| seen.has(c));
        setup.halfmove = 0;
        (setup, seen)
    }

    /// A full position `side` could be in, built from what it sees alone (for the computer under
    /// fog): the seen position, with each key piece of the other side (`extinction_types`, the
    /// royals) that `side` does not see put back on an unseen cell, its start cell if unseen, else
    /// the unseen cell nearest to it. Nothing unseen is read.
    pub fn fen_guessed_by(&self, side: Color) -> String {
        let (mut setup, seen) = self.seen_setup(side);
        let them = side.flip();
        let r = &self.t.rules;
        let g = &self.t.geo;
        for &ty in r.extinction_types.iter().chain(r.royal.iter()) {
            if setup.board.contains(&Some((ty, them))) {
                continue;
            }
            let home = self.t.start_board.iter().position(|o| *o == Some((ty, them)));
            let free: Vec<usize> = (0..setup.board.len())
                .filter(|&c| g.is_present(c) && !seen.has(c) && setup.board[c].is_none())
                .collect();
            let spot = match home {
                Some(h) => free.iter().copied().min_by_key(|&c| (g.distance(c, h), c)),
                None => free.first().copied(),
            };
            if let Some(c) = spot {
                setup.board[c] = Some((ty, them));
            }
        }
        fen::write(&self.t.fen_style(), &setup)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.pos.in_check(&self.t)
    }

    /// What reached the goal, where the game has ended by it ([`Reason::Goal`]).
    pub fn goal_cause(&self) -> Option<GoalCause> {
        if let Some((_, cause)) = self.pos.goal(&self.t) {
            return Some(cause);
        }
        let duel = self.pos.duel_outcome(&self.t).flatten().and(self.t.rules.duel.first());
        duel.map(|&ty| GoalCause::Duel(ty))
    }

    /// How the game has ended, if it has.
    pub fn outcome(&mut self) -> Option<Outcome> {
        let us = self.pos.turn;
        let to_result = |v: Value, reason: Reason| Outcome {
            winner: match v {
                Value::Win => Some(us),
                Value::Loss | Value::Quarter => Some(us.flip()),
                Value::Draw => None,
            },
            reason: if v == Value::Quarter { Reason::ScoredStalemate } else { reason },
        };
        let rules = &self.t.rules;
        if let Some(v) = rules.extinction {
            if self.pos.by_color[us.index()].is_empty() {
                return Some(to_result(v, Reason::Extinction));
            }
            // A position set up with the other side already without pieces (no move leads there:
            // a capture of the last piece leaves it to move) has ended as well.
            if self.pos.by_color[us.flip().index()].is_empty() {
                let them = to_result(v, Reason::Extinction);
                return Some(Outcome { winner: them.winner.map(Color::flip), ..them });
            }
        }
        if let Some(winner) = self.pos.goal_reached(&self.t) {
            return Some(Outcome { winner, reason: Reason::Goal });
        }
        if let Some(winner) = self.pos.duel_outcome(&self.t) {
            let reason = if winner.is_some() { Reason::Goal } else { Reason::InsufficientMaterial };
            return Some(Outcome { winner, reason });
        }
        self.pos.legal_moves(&self.t, &mut self.scratch);
        if included::CHASE && self.t.rules.chase_illegal && !self.scratch.is_empty() {
            let mut moves = std::mem::take(&mut self.scratch);
            self.filter_chases(&mut moves);
            self.scratch = moves;
        }
        let rules = &self.t.rules;
        if self.scratch.is_empty() {
            return Some(if self.pos.in_check(&self.t) {
                to_result(rules.checkmate, Reason::Checkmate)
            } else {
                to_result(rules.stalemate, Reason::Stalemate)
            });
        }
        if self.material_draw() {
            return Some(Outcome { winner: None, reason: Reason::InsufficientMaterial });
        }
        let (rep, moves) = rules.automatic_draws();
        if moves > 0 && self.pos.halfmove >= 2 * moves {
            return Some(Outcome { winner: None, reason: Reason::MoveRule });
        }
        if rep > 0 {
            let h = self.current_key();
            let n = self.hashes.iter().filter(|&&x| x == h).count() as u32;
            if n >= rep {
                let first = self.hashes.iter().position(|&x| x == h).unwrap_or(0);
                if included::CHASE && rules.chase_illegal && self.chased_since(first, us, self.pos.clone(), Vec::new())
                {
                    // The side to move chased with every move of the cycle: it must deviate (its
                    // repeating move is refused), the game goes on.
                    return None;
                }
                let rules = &self.t.rules;
                if rules.perpetual_check_loses {
                    // The cycle: from the first of the repeated occurrences to now.
                    let first = self.hashes.iter().position(|&x| x == h).unwrap_or(0);
                    let last = self.hashes.len() - 1;
                    // Positions alternate sides; the side to move now is `us` at `last`.
                    for (parity, checked) in [(0, us), (1, us.flip())] {
                        let all_checked = (first..=last).filter(|i| (last - i) % 2 == parity).all(|i| self.checks[i]);
                        let any = (first..=last).any(|i| (last - i) % 2 == parity);
                        if any && all_checked {
                            return Some(Outcome { winner: Some(checked), reason: Reason::PerpetualCheck });
                        }
                    }
                }
                return Some(Outcome { winner: None, reason: Reason::Repetition });
            }
        }
        None
    }

    /// A draw the side to move may claim now where the variant's draws are claimed
    /// (`draw_rules = claim`, FIDE): the position stands the `repetition`-th time, or `move_rule`
    /// moves went by without a capture or a pawn move. None where those draws are automatic, or
    /// once the game is over.
    pub fn claimable_draw(&mut self) -> Option<Reason> {
        let rules = &self.t.rules;
        if rules.draw_rules != DrawRules::FideClaim {
            return None;
        }
        let claim = if rules.move_rule > 0 && self.pos.halfmove >= 2 * rules.move_rule {
            Reason::MoveRule
        } else {
            let h = self.current_key();
            let seen = self.hashes.iter().filter(|&&x| x == h).count() as u32;
            if rules.repetition == 0 || seen < rules.repetition {
                return None;
            }
            Reason::Repetition
        };
        // (Last: the outcome generates the legal moves.)
        self.outcome().is_none().then_some(claim)
    }

    /// Whether side `c` could still mate by some sequence of moves (false for a bare king, or a king
    /// with one knight or with bishops all on one colour, in variants with the chess material rule).
    /// Used when a flag falls.
    pub fn can_mate(&self, c: Color) -> bool {
        match self.t.rules.insufficient {
            Insufficient::Chess => !self.armies()[c.index()].is_weak(),
            Insufficient::Bare => self.armies()[c.index()] != Army::Bare,
            Insufficient::None | Insufficient::BishopsApart => !self.pos.by_color[c.index()].is_empty(),
        }
    }

    /// Whether the material left draws the game, as the variant's `insufficient` rule reads it:
    /// bare royals, the chess rule's weak armies, or bishops that can never meet (`bishops_apart`).
    pub(crate) fn material_draw(&self) -> bool {
        let rule = self.t.rules.insufficient;
        if rule == Insufficient::None {
            return false;
        }
        let [w, b] = self.armies();
        match rule {
            Insufficient::Bare => w == Army::Bare && b == Army::Bare,
            Insufficient::Chess => is_insufficient(w, b),
            _ => crate::rules::material::bishops_apart(w, b),
        }
    }

    fn armies(&self) -> [Army; 2] {
        let mut armies = [Army::Bare; 2];
        for c in Color::BOTH {
            let mut army = Army::Bare;
            for sq in self.pos.by_color[c.index()].iter() {
                let (ty, _) = decode(self.pos.board[sq]).expect("occupied");
                if self.t.is_royal[ty] {
                    continue;
                }
                let text = self.t.betza_text(ty);
                let bishop = (text == "B").then(|| self.t.geo.shade(sq));
                army = army.with(bishop, text == "N");
            }
            armies[c.index()] = army;
        }
        armies
    }

    /// Perft from the current position.
    pub fn perft(&mut self, depth: u32) -> u64 {
        self.pos.perft(&self.t, depth, false)
    }

    /// Perft counted as Fairy-Stockfish counts its last ply (see [`Position::perft`]).
    pub fn perft_fsf(&mut self, depth: u32) -> u64 {
        self.pos.perft(&self.t, depth, true)
    }

    /// Perft split by first move.
    pub fn divide(&mut self, depth: u32) -> Vec<(String, u64)> {
        let all = self.moves();
        let mut out = Vec::new();
        for m in &all {
            let s = self.move_string(m, &all);
            let u = self.pos.make(&self.t, *m);
            let n = if depth <= 1 { 1 } else { self.pos.perft(&self.t, depth - 1, false) };
            self.pos.unmake(&self.t, u);
            out.push((s, n));
        }
        crate::sort::sort(&mut out);
        out
    }

    /// The targets of a piece standing alone on an otherwise empty board (unmoved, so first-move
    /// options show). `conditional` marks targets reached only by first-move or gated secondary moves.
    pub fn diagram(v: &Variant, ty: usize, color: Color, sq: usize) -> Result<Vec<DiagramTarget>, Error> {
        let (mut quiet, capture, leap) = Self::reach(v, Moves::All, ty, color, sq)?;
        // A pass (the lion stepping out and back) is not a target.
        quiet.clear(sq);
        // What the piece reaches without its conditional components; a piece that has none reaches
        // the same (a lone piece's moves depend on its own components only).
        let base = if has_conditional(v, ty) {
            let (pq, pc, _) = Self::reach(v, Moves::Unconditional, ty, color, sq)?;
            pq | pc
        } else {
            quiet | capture
        };
        let g = &v.geometry;
        Ok((quiet | capture)
            .iter()
            .map(|c| DiagramTarget {
                square: g.square_name(c),
                quiet: quiet.has(c),
                capture: capture.has(c),
                leap: leap.has(c),
                conditional: !base.has(c),
            })
            .collect())
    }

    /// The FEN of the piece alone on `sq`, its side to move (see [`Game::diagram_fen`]).
    ///
    /// [`Game::diagram_fen`]: super::Game::diagram_fen
    pub fn diagram_fen(v: &Variant, ty: usize, color: Color, sq: usize) -> Result<String, Error> {
        let (t, pos) = Self::lone_piece(v, Moves::All, ty, color, sq)?;
        Ok(fen::write(&t.fen_style(), &pos.to_setup(&t)))
    }

    /// The tables of `v` (its own, or compiled without conditional components: once per variant,
    /// shared by every diagram of it) and a position of the piece alone on `sq`, unmoved (its first
    /// moves open), its side to move: what a move diagram shows.
    fn lone_piece(
        v: &Variant,
        which: Moves,
        ty: usize,
        color: Color,
        sq: usize,
    ) -> Result<(Arc<Tables<B>>, Position<B>), Error> {
        let tagged;
        let key = match which {
            Moves::All => v.id.as_str(),
            Moves::Unconditional => {
                tagged = format!("{}#unconditional", v.id);
                tagged.as_str()
            }
        };
        let t = match compiled::cached::<B>(key, v) {
            Some(t) => t,
            None => {
                let start = start_setup(v)?;
                let plain;
                let compiled = match which {
                    Moves::All => v,
                    Moves::Unconditional => {
                        plain = without_conditional(v);
                        &plain
                    }
                };
                compiled::keep(key, v, Tables::new(compiled, &start.board))
            }
        };
        let mut pos = Position::empty(&t);
        pos.turn = color;
        pos.put(&t, sq, ty, color);
        pos.virgin.set(sq);
        Ok((t, pos))
    }

    /// Cells a lone piece reaches without capturing, by capturing (a lone enemy placed there), and by leaping.
    fn reach(v: &Variant, which: Moves, ty: usize, color: Color, sq: usize) -> Result<(B, B, B), Error> {
        Self::reach_probing(v, which, ty, color, sq, false)
    }

    /// [`GameB::reach`]; `every_cell`: the lone enemy is tried on every cell, not only where the
    /// piece's tables say a capture could be.
    fn reach_probing(
        v: &Variant,
        which: Moves,
        ty: usize,
        color: Color,
        sq: usize,
        every_cell: bool,
    ) -> Result<(B, B, B), Error> {
        let (t, mut pos) = Self::lone_piece(v, which, ty, color, sq)?;
        let mut moves = Vec::new();
        pos.gen_pseudo(&t, &mut moves, Some(sq), false);
        let mut quiet = B::EMPTY;
        let mut leap = B::EMPTY;
        for m in &moves {
            quiet.set(m.to as usize);
            if m.kind == MoveKind::MultiLeg
                || m.kind == MoveKind::MultiStep
                || Self::is_leap(&t, ty, color, sq, m.to as usize)
            {
                leap.set(m.to as usize);
            }
        }
        let dummy = (0..v.pieces.len()).find(|&x| !t.is_royal[x]).unwrap_or(0);
        let candidates = if every_cell { None } else { Self::capture_candidates(&t, v, ty, color, sq) };
        let mut capture = B::EMPTY;
        for c in 0..t.n {
            if c == sq || !t.geo.is_present(c) || candidates.is_some_and(|m| !m.has(c)) {
                continue;
            }
            pos.put(&t, c, dummy, color.flip());
            moves.clear();
            pos.gen_pseudo(&t, &mut moves, Some(sq), false);
            for m in &moves {
                if m.to as usize == c || m.aux as usize == c {
                    capture.set(c);
                    if m.kind == MoveKind::MultiLeg || Self::is_leap(&t, ty, color, sq, c) {
                        leap.set(c);
                    }
                }
            }
            pos.remove(&t, c);
        }
        Ok((quiet, capture, leap))
    }

    /// Where a lone piece could capture a lone enemy, from its compiled moves; `None` (try every
    /// cell) when the piece or a rule of the variant makes captures its single-leg tables do not
    /// list: multi-leg moves, imitation, chain jumps, flying captures, floods, auras, pushes, flips,
    /// drowning. Rules that take moves away (lion protection, compulsory capture, immobility),
    /// change the piece a move leaves (promotion by turning over, a flip at every move) or need
    /// another piece (en passant), drops, turns of several moves and fog do not change where one
    /// piece may capture.
    fn capture_candidates(t: &Tables<B>, v: &Variant, ty: usize, color: Color, sq: usize) -> Option<B> {
        let r = &v.rules;
        let adds = r.push_enemy_pawn
            || !r.auras.is_empty()
            || r.flips.is_some()
            || !r.drown.is_empty()
            || [&r.imitators, &r.jump_chain, &r.flying_capture, &r.flood].iter().any(|l| l.contains(&ty))
            || t.move_tables(ty, color).any(|pt| !pt.multi.is_empty());
        (!adds).then(|| t.single_leg_reach(ty, color, sq))
    }

    fn is_leap(t: &Tables<B>, ty: usize, c: Color, from: usize, to: usize) -> bool {
        let pt = &t.pieces[ty][c.index()];
        let bit = B::single(to);
        (pt.quiet[from] | pt.capture[from] | pt.init_quiet[from] | pt.init_capture[from]).intersects(bit)
            || pt.lames(from).iter().any(|l| l.to as usize == to)
    }
}

/// A move string as this library writes it from another program's spelling: a drop's piece in
/// upper case (`p@e5` -> `P@e5`), a promotion's piece in lower case without `=` (`a7b8=Q` ->
/// `a7b8q`); other text as it is.
fn respell(text: &str) -> String {
    if let Some((piece, rest)) = text.split_once('@') {
        return format!("{}@{rest}", piece.to_ascii_uppercase());
    }
    let t = text.replacen('=', "", 1);
    let mut chars: Vec<char> = t.chars().collect();
    let n = chars.len();
    if n >= 2 && chars[n - 1].is_ascii_uppercase() && chars[n - 2].is_ascii_digit() {
        chars[n - 1] = chars[n - 1].to_ascii_lowercase();
    }
    chars.into_iter().collect()
}

/// The start position of `v`, parsed.
fn start_setup(v: &Variant) -> Result<Setup, Error> {
    fen::parse(v, &v.start_fen).map_err(|e| Error::Variant(format!("start position of '{}': {e}", v.id)))
}

/// Which of a lone piece's moves a move diagram compiles.
#[derive(Clone, Copy)]
enum Moves {
    /// The variant's own.
    All,
    /// Every piece's without its conditional components ([`without_conditional`]).
    Unconditional,
}

/// Whether piece type `ty` has conditional components (first-move `i`, gated secondary moves),
/// which its diagram marks by a second look without them.
fn has_conditional(v: &Variant, ty: usize) -> bool {
    v.pieces.get(ty).is_some_and(|p| p.gated.is_some() || p.betza.components.iter().any(|c| c.initial))
}

/// The variant with every piece's conditional components taken out.
fn without_conditional(v: &Variant) -> Variant {
    let mut plain = v.clone();
    for p in plain.pieces.iter_mut() {
        p.gated = None;
        // First-move components, and capture-only components paired with one (the "capture or
        // first move" moves of the new-decimal pieces, e.g. the governor's cDimD).
        let initial_atoms: Vec<(i32, i32)> =
            p.betza.components.iter().filter(|c| c.initial).map(|c| c.legs[0].atom).collect();
        p.betza.components.retain(|c| {
            let m = c.legs[0].modes;
            !c.initial && (!m.capture || m.quiet || c.legs.len() != 1 || !initial_atoms.contains(&c.legs[0].atom))
        });
    }
    plain
}

impl<B: BitSet> Tables<B> {
    /// The Betza text of a piece type.
    pub(crate) fn betza_text(&self, ty: usize) -> &str {
        self.betza.get(ty).map(String::as_str).unwrap_or("")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Wide;

    /// The capture probe of a move diagram tries the lone enemy only where the piece's tables say a
    /// capture could be: it finds what trying every cell finds, for every piece of every built-in
    /// variant (multi-leg pieces and variants with drops, lion rules, fog or turns of several moves
    /// among them), on about 20 cells spread over the board, its ends and the middle included.
    #[test]
    fn capture_probe_on_candidate_cells_matches_every_cell() {
        for id in crate::variants::builtin_ids() {
            let v = crate::variants::shared(id).expect("built-in variant");
            let g = &v.geometry;
            let present: Vec<usize> = (0..g.cells()).filter(|&c| g.is_present(c)).collect();
            let n = present.len();
            let mut squares: Vec<usize> = present.iter().copied().step_by((n / 16).max(1)).collect();
            squares.extend([present[1], present[n / 2], present[n / 2 + 1], present[n - 2], present[n - 1]]);
            for ty in 0..v.pieces.len() {
                for color in Color::BOTH {
                    for &sq in &squares {
                        let fast = GameB::<Wide>::reach_probing(&v, Moves::All, ty, color, sq, false).expect("reach");
                        let full = GameB::<Wide>::reach_probing(&v, Moves::All, ty, color, sq, true).expect("reach");
                        assert_eq!(fast, full, "{id}: piece {ty} {color:?} from {sq}");
                    }
                }
            }
        }
    }

    /// A diagram's conditional marks (a second look at the variant compiled without every
    /// piece's conditional components, shared by its diagrams, skipped for a piece without any)
    /// are those of a variant of that one piece without its conditional components, every other
    /// piece left without moves: for every piece of every built-in variant, on three cells.
    #[test]
    fn conditional_marks_match_a_variant_of_the_piece_alone() {
        for id in crate::variants::builtin_ids() {
            let v = crate::variants::shared(id).expect("built-in variant");
            let g = &v.geometry;
            let present: Vec<usize> = (0..g.cells()).filter(|&c| g.is_present(c)).collect();
            let squares = [present[0], present[present.len() / 2], present[present.len() - 1]];
            for ty in 0..v.pieces.len() {
                let mut alone = without_conditional(&v);
                alone.id = format!("{id}#alone-{ty}");
                if v.rules.imitators.is_empty() {
                    for (t, p) in alone.pieces.iter_mut().enumerate() {
                        if t != ty {
                            p.betza.components.clear();
                            p.in_check = None;
                        }
                    }
                }
                for color in Color::BOTH {
                    for &sq in &squares {
                        let shown = GameB::<Wide>::diagram(&v, ty, color, sq).expect("diagram");
                        let (pq, pc, _) = GameB::<Wide>::reach(&alone, Moves::All, ty, color, sq).expect("reach");
                        let base = pq | pc;
                        for t in &shown {
                            let c = g.parse_square(&t.square).expect("a square of the board");
                            assert_eq!(
                                t.conditional,
                                !base.has(c),
                                "{id}: piece {ty} {color:?} from {sq}, target {}",
                                t.square
                            );
                        }
                    }
                }
            }
        }
    }
}

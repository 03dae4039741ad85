//! The game interface for the data-driven chess-like engine ([`crate::engine::Game`]).

#[cfg(feature = "search")]
use std::sync::atomic::AtomicBool;

use super::{
    Action, ActionKind, Cell, CellShape, DrawClaim, GameInterface, HandCount, Loss, LossCause, Occupant, Origin,
    PieceState, Refusal, Turn, TurnInfo,
};
use crate::engine::{Game, GoalCause, Outcome, Reason, TurnTask};
use crate::error::Error;
use crate::geometry::Lattice;
use crate::pieces::Color;
#[cfg(feature = "search")]
use crate::search::{best_move, BestMove, Clock, Limits, Memory, SearchInfo};
use crate::variants::{BoardStyle, SquareNames, Variant};

/// The board's own label of a cell: its `cell_labels` entry (Omega's `w1`), else its file label
/// then its rank label (`7g`, `λ20`); two numbers are joined by a hyphen (`5-5`) so they read apart.
pub fn cell_label(v: &Variant, cell: usize) -> String {
    v.square_label(cell, SquareNames::Labels)
}

/// The text of an engine outcome's reason, with the variant's own numbers ("threefold repetition",
/// "50-move rule").
pub fn reason_text(v: &Variant, o: &Outcome) -> String {
    let r = &v.rules;
    match o.reason {
        Reason::Checkmate => "checkmate".into(),
        // A side with no move that does not draw: TCHESS loses, losing chess wins.
        Reason::Stalemate if o.winner.is_some() => "the side to move has no legal move".into(),
        Reason::Stalemate => "stalemate".into(),
        Reason::Extinction => "all pieces gone".into(),
        Reason::Repetition => repetition_text(r.automatic_draws().0),
        Reason::MoveRule => move_rule_text(r.automatic_draws().1),
        Reason::InsufficientMaterial => "insufficient material".into(),
        Reason::PerpetualCheck => "perpetual check (the checking side loses)".into(),
        Reason::Goal => "goal reached".into(),
        Reason::ScoredStalemate => "stalemate, scored ¾–¼".into(),
        Reason::Timeout => "time forfeit (a flag fell)".into(),
    }
}

/// A repetition of `n` occurrences in words ("threefold repetition").
fn repetition_text(n: u32) -> String {
    match n {
        2 => "repetition (twofold)".into(),
        3 => "threefold repetition".into(),
        4 => "fourfold repetition".into(),
        5 => "fivefold repetition".into(),
        n => format!("repetition ({n} times)"),
    }
}

/// The move rule of `n` moves in words ("50-move rule").
fn move_rule_text(n: u32) -> String {
    format!("{n}-move rule")
}

/// The words of a goal reached, naming the piece ("lion captured", "lion against lion: the side to
/// move takes"); the pages translate them by their pattern (www/i18n.js).
fn goal_text(v: &Variant, cause: GoalCause) -> String {
    // ASCII lower case: str::to_lowercase links Unicode's case tables (8 KB gzipped in a page module).
    let name = |ty: usize| v.pieces.get(ty).map_or_else(|| "piece".to_string(), |p| p.name.to_ascii_lowercase());
    match cause {
        GoalCause::Extinct(ty) => format!("{} captured", name(ty)),
        GoalCause::PushExposed => {
            format!("a push exposed the pusher's own {}", v.rules.royal.first().map_or("king".into(), |&r| name(r)))
        }
        GoalCause::Flag(ty) => format!("{} reached its goal", name(ty)),
        GoalCause::Duel(ty) => format!("{0} against {0}: the side to move takes", name(ty)),
    }
}

fn counts(v: &[(char, u8)]) -> Vec<HandCount> {
    let mut out = Vec::new();
    for &(p, n) in v {
        out.push(HandCount { piece: p.to_string(), count: n.into() });
    }
    out
}

impl GameInterface for Game {
    fn id(&self) -> String {
        self.variant().id.clone()
    }

    fn cells(&self) -> Vec<Cell> {
        let v = self.variant();
        let g = &v.geometry;
        let shape = match (g.lattice, v.board_style) {
            (Lattice::Hex, _) => CellShape::Hex,
            (_, BoardStyle::Intersections) => CellShape::Point,
            _ => CellShape::Square,
        };
        let mut out = Vec::new();
        for c in 0..g.cells() {
            if g.is_present(c) {
                let (x, y) = g.place(c);
                out.push(Cell { name: g.square_name(c), label: v.square_label(c, v.square_names), x, y, shape });
            }
        }
        out
    }

    fn label(&self, square: &str) -> Result<String, Error> {
        self.label_as(square, self.variant().square_names)
    }

    fn label_as(&self, square: &str, names: SquareNames) -> Result<String, Error> {
        let v = self.variant();
        let c = v.geometry.parse_square(square)?;
        Ok(v.square_label(c, names))
    }

    fn occupants(&self, viewer: Option<Color>) -> Vec<Occupant> {
        let g = &self.variant().geometry;
        let frozen = self.frozen_squares();
        let seen = viewer.and_then(|v| Some((v, self.visible_squares(v)?)));
        let mut out = Vec::new();
        for c in 0..g.cells() {
            if !g.is_present(c) {
                continue;
            }
            let square = g.square_name(c);
            if let Some((v, seen)) = &seen {
                let theirs = self.piece_at(&square).ok().flatten().is_some_and(|(_, side)| side != *v);
                if theirs && !seen.contains(&square) {
                    continue;
                }
            }
            let Some(piece) = self.token_at(&square).ok().flatten() else { continue };
            let state = frozen.contains(&square).then_some(PieceState::Frozen);
            out.push(Occupant { square, stack: vec![piece.clone()], piece, state });
        }
        out
    }

    fn hands(&self) -> [Vec<HandCount>; 2] {
        let [w, b] = Game::hands(self);
        [counts(&w), counts(&b)]
    }

    fn turn(&self) -> TurnInfo {
        let (part, parts) = self.turn_parts();
        let task = self.turn_task().map(|t| match t {
            TurnTask::Push => "push an enemy pawn".to_string(),
            TurnTask::Promote(cell) => {
                let label = self.label(&cell).unwrap_or(cell);
                format!("promote the pawn on {label}")
            }
        });
        TurnInfo { side: Game::turn(self), part, parts, task }
    }

    fn side_names(&self) -> [String; 2] {
        self.variant().side_names.clone()
    }

    fn check_cells(&self) -> Vec<String> {
        self.check_squares()
    }

    fn actions(&mut self, origin: Origin<'_>, side: Option<Color>) -> Result<Vec<Action>, Error> {
        let mut other;
        let game: &mut Game = match side {
            Some(c) if c != Game::turn(self) => {
                other = self.with_side_to_move(c)?;
                &mut other
            }
            _ => self,
        };
        let from = match origin {
            Origin::Cell(sq) => Some(game.variant().geometry.square_name(game.variant().geometry.parse_square(sq)?)),
            _ => None,
        };
        // A hand piece's drops: of the piece as it is in hand, and of any other face it may be
        // dropped with (Kyoto shogi's `+N@d4` from a knight in hand): the type it is held as.
        let hand = match origin {
            Origin::Hand(tok) => {
                let v = game.variant();
                let ty = v.token_index(tok).ok_or_else(|| Error::UnknownPiece(tok.chars().take(4).collect()))?;
                Some(v.demoted(ty))
            }
            _ => None,
        };
        if side.is_none() && game.outcome().is_some() {
            return Ok(Vec::new());
        }
        let mut all = game.actions();
        let v = game.variant();
        let held_as = |drop: &str| v.token_index(drop).map(|t| v.demoted(t));
        // A swap is an action of both its pieces: from its partner's cell it goes to the piece
        // that starts it (the changement dragged either way, spec trojan-decimal §2.3), its move
        // string unchanged.
        if let (Origin::Cell(_), Some(cell)) = (origin, &from) {
            for a in &mut all {
                if a.kind == ActionKind::Swap && a.to == *cell {
                    if let Some(start) = a.from.replace(cell.clone()) {
                        a.target = start.clone();
                        a.to = start;
                    }
                }
            }
        }
        all.retain(|a| match origin {
            Origin::All => true,
            Origin::Cell(_) => a.from == from,
            Origin::Hand(_) => a.drop.as_deref().and_then(held_as) == hand,
        });
        Ok(all)
    }

    fn play(&mut self, notation: &str) -> Result<String, Error> {
        Game::play(self, notation)
    }

    fn refusal(&mut self, notation: &str) -> Option<Refusal> {
        Game::refusal(self, notation)
    }

    fn play_id(&mut self, id: usize) -> Result<String, Error> {
        self.play_index(id)
    }

    fn undo(&mut self) -> Option<String> {
        Game::undo(self)
    }

    fn history(&self) -> Vec<String> {
        Game::history(self)
    }

    fn ply(&self) -> usize {
        Game::ply(self)
    }

    fn history_turns(&self) -> Vec<Turn> {
        let mut turns: Vec<Turn> = Vec::new();
        for (side, m) in Game::history_sides(self) {
            match turns.last_mut() {
                Some(t) if t.side == side => t.moves.push(m),
                _ => turns.push(Turn { side, moves: vec![m] }),
            }
        }
        turns
    }

    fn outcome(&mut self) -> Option<Outcome> {
        Game::outcome(self)
    }

    fn claimable_draw(&mut self) -> Option<DrawClaim> {
        let reason = Game::claimable_draw(self)?;
        let r = &self.variant().rules;
        let text = match reason {
            Reason::MoveRule => move_rule_text(r.move_rule),
            _ => repetition_text(r.repetition),
        };
        Some(DrawClaim { reason, text })
    }

    fn outcome_text(&self, o: &Outcome) -> String {
        match self.goal_cause() {
            Some(cause) if o.reason == Reason::Goal => goal_text(self.variant(), cause),
            _ => reason_text(self.variant(), o),
        }
    }

    fn position(&self) -> String {
        self.fen()
    }

    fn visible(&self, viewer: Color) -> Option<Vec<String>> {
        self.visible_squares(viewer)
    }

    fn position_seen_by(&self, viewer: Color) -> String {
        self.fen_seen_by(viewer)
    }

    fn set_position(&mut self, text: &str) -> Result<(), Error> {
        self.set_fen(text)
    }

    fn hash(&self) -> u64 {
        Game::hash(self)
    }

    fn legal_moves(&mut self, square: Option<&str>) -> Result<Vec<String>, Error> {
        match square {
            Some(s) => self.legal_moves_from(s),
            None => Ok(Game::legal_moves(self)),
        }
    }

    fn in_check(&self) -> bool {
        Game::in_check(self)
    }

    fn can_mate(&self, side: Color) -> bool {
        Game::can_mate(self, side)
    }

    fn piece_note(&self, square: &str) -> Result<Option<String>, Error> {
        Game::piece_note(self, square)
    }

    fn last_losses(&self) -> Vec<Loss> {
        let drowned = self.last_drowned().into_iter();
        drowned.map(|(square, piece)| Loss { square, piece, cause: LossCause::Drowned }).collect()
    }

    fn imitated(&self) -> Option<char> {
        self.last_mover()
    }

    fn pools(&self) -> [Vec<HandCount>; 2] {
        let [w, b] = self.vacancies();
        [counts(&w), counts(&b)]
    }

    #[cfg(feature = "dev-api")]
    fn position_sfen(&self) -> Result<String, Error> {
        self.sfen()
    }

    #[cfg(feature = "dev-api")]
    fn perft(&mut self, depth: u32) -> Result<u64, Error> {
        Ok(Game::perft(self, depth))
    }

    fn notations(&self) -> Vec<crate::notation::written::Style> {
        let styles = crate::notation::written::styles_for(&self.variant().notation);
        // The move list writes KIF for the games a KIF record holds.
        #[cfg(feature = "asia")]
        let styles = {
            let mut styles = styles;
            if !crate::notation::kif::holds(&self.variant().id) {
                styles.retain(|&s| s != crate::notation::written::Style::Kif);
            }
            styles
        };
        styles
    }

    fn history_as(&self, style: crate::notation::written::Style) -> Result<Vec<String>, Error> {
        self.history_as_from(style, 0)
    }

    fn history_as_from(&self, style: crate::notation::written::Style, from: usize) -> Result<Vec<String>, Error> {
        if !self.notations().contains(&style) {
            return Err(Error::Argument(format!("{} does not write moves as {style:?}", self.variant().id)));
        }
        crate::notation::written::history_from(self, style, from)
    }

    fn history_written(&self) -> Vec<String> {
        crate::notation::san::history(self).unwrap_or_else(|_| Game::history(self))
    }

    fn read_move(&mut self, text: &str) -> Result<String, Error> {
        let san = crate::notation::san::read(self, text);
        // (Only shogi's family and xiangqi write moves otherwise.)
        if san.is_ok() || !cfg!(feature = "asia") {
            return san;
        }
        // As the move list writes it in the game's other notations (shogi's P-7f, xiangqi's C2=5):
        // the legal move whose writing it is.
        let text = text.trim();
        for style in self.notations() {
            let moves = crate::notation::written::moves_written(self, style)?;
            if let Some((mv, _)) = moves.into_iter().find(|(_, w)| w == text) {
                return Ok(mv);
            }
        }
        san
    }

    fn start_position(&self) -> Option<String> {
        let mut start = self.clone();
        while start.undo().is_some() {}
        Some(start.fen())
    }

    #[cfg(feature = "search")]
    fn think(
        &mut self,
        memory: &mut Memory,
        limits: &Limits,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
        report: &mut dyn FnMut(&SearchInfo),
    ) -> Result<BestMove, Error> {
        let searcher = memory.searcher::<crate::engine::Move>();
        let side = Game::turn(self);
        if self.visible(side).is_none() {
            return Ok(best_move(self, searcher, limits, clock, stop, report));
        }
        // Hidden information: search a position the side to move could be in, built from its view.
        if self.outcome().is_some() {
            return Ok(best_move(self, searcher, limits, clock, stop, report));
        }
        let mut guess = Game::from_shared(self.shared_variant(), Some(&self.fen_guessed_by(side)))?;
        let mut best = best_move(&mut guess, searcher, limits, clock, stop, report);
        // Own pieces are all seen, so the guess has the real moves; should it still offer none or
        // one the real position refuses, the first legal move is played.
        let legal = GameInterface::legal_moves(self, None)?;
        if !best.mv.as_ref().is_some_and(|m| legal.binary_search(m).is_ok()) {
            best.mv = legal.into_iter().next();
            best.pv = best.mv.iter().cloned().collect();
        }
        Ok(best)
    }
}

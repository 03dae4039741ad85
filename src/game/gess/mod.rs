//! Generalized chess, the game known as Gess (spec variants-catalog §1), as its own game: stones
//! on an 18×18 area, moved only as 3×3 composite pieces named by their centres (`c3c6`).
//!
//! Rules as the spec reads them: light (`S`, White, at the bottom) moves first; a centre stays on
//! the playable area before and after a move (AMB-GESS-2); a piece slides until its footprint
//! covers stones, taking the enemy ones and merging with own ones, but stops one cell earlier where
//! an own stone would fall on one of its moving stones (nothing is taken then: AMB-GESS-4); stones
//! on the rim are removed after every move. After a move the mover loses if it has no ring (even
//! if the opponent has none either: AMB-GESS-3), else it wins if the opponent has none; a side with
//! no legal move loses; a position occurring the third time is a draw.
//!
//! `game_rules` words: `gess_capture` (published Gess's capture, §1.8: everything under the
//! destination footprint is removed), `move_cap:N` (a draw once the game has N plies, counted from
//! the position's move number).

mod board;
#[cfg(feature = "search")]
mod search;

#[cfg(feature = "search")]
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

pub use board::{Board, GessMove, Rules};

use super::{Action, ActionKind, Cell, CellShape, GameInterface, HandCount, Occupant, Origin, Refusal, TurnInfo};
use crate::engine::{Outcome, Reason};
use crate::error::{shown, Error};
use crate::pieces::Color;
#[cfg(feature = "search")]
use crate::search::{BestMove, Clock, Limits, Memory, SearchInfo};
use crate::variants::{SquareNames, Variant};
use board::{cell_name, parse_cell, xy, SIZE};

/// Opens a Gess game of a variant (`game = gess`) from its start or from `position`.
pub fn open(v: Arc<Variant>, position: Option<&str>) -> Result<Box<dyn GameInterface>, Error> {
    Ok(Box::new(Gess::new(v, position)?))
}

/// A game of Gess: the position, the rule switches and the moves played since it was set up.
#[derive(Debug, Clone)]
pub struct Gess {
    variant: Arc<Variant>,
    rules: Rules,
    board: Board,
    /// The positions before each move played, with the move's string.
    past: Vec<(Board, String)>,
}

impl Gess {
    /// A game of a variant whose board is 18×18, from its start or from `position`.
    pub fn new(variant: Arc<Variant>, position: Option<&str>) -> Result<Gess, Error> {
        let g = &variant.geometry;
        if g.width != SIZE as usize || g.height != SIZE as usize {
            return Err(Error::Argument(format!("gess needs an 18x18 board, not {}x{}", g.width, g.height)));
        }
        let rules = Rules::parse(&variant.game_rules)?;
        let board = Board::parse(position.unwrap_or(&variant.start_fen))?;
        Ok(Gess { variant, rules, board, past: Vec::new() })
    }

    /// The rule switches in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The current position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The canonical string of a move: its centre before and after (`c3c6`).
    pub fn move_string(m: GessMove) -> String {
        format!("{}{}", cell_name(m.from as usize), cell_name(m.to as usize))
    }

    /// The legal moves of the side to move (none once the game is over).
    pub fn moves(&mut self) -> Vec<GessMove> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        let mut out = Vec::new();
        self.board.moves(self.rules, &mut out);
        out
    }

    /// The hashes of the positions before the current one, oldest first.
    fn earlier_keys(&self) -> impl Iterator<Item = u64> + '_ {
        self.past.iter().map(|(b, _)| b.hash())
    }

    /// The interface's description of a legal move of `board`.
    fn action(board: &Board, id: usize, m: GessMove) -> Action {
        let mut taken = Vec::new();
        for c in board.taken_cells(m) {
            taken.push(cell_name(c));
        }
        let (x, y) = xy(m.from as usize);
        let (nx, ny) = xy(m.to as usize);
        let (dx, dy) = ((nx - x).signum(), (ny - y).signum());
        let steps = (nx - x).abs().max((ny - y).abs());
        let mut stops = Vec::new();
        for k in 1..steps {
            stops.push(cell_name(((y + k * dy) * (SIZE + 2) + x + k * dx) as usize));
        }
        Action {
            id,
            notation: Gess::move_string(m),
            from: Some(cell_name(m.from as usize)),
            to: cell_name(m.to as usize),
            target: cell_name(m.to as usize),
            alt_target: None,
            kind: if taken.is_empty() { ActionKind::Quiet } else { ActionKind::Capture },
            leap: false,
            captures: taken,
            stops,
            via: None,
            promotion: None,
            drop: None,
            count: None,
            moving: None,
        }
    }

    #[cfg(feature = "dev-api")]
    fn perft_from(board: &Board, rules: Rules, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if board.ring_winner().is_some() {
            return 0;
        }
        let mut moves = Vec::new();
        board.moves(rules, &mut moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|&m| {
                let mut b = board.clone();
                b.play(m, rules);
                Gess::perft_from(&b, rules, depth - 1)
            })
            .sum()
    }
}

/// The outcome of a position reached after `earlier` positions (their hashes): rings first, then
/// a side without a legal move, then the third occurrence, then the move cap.
pub fn outcome_of(board: &Board, rules: Rules, earlier: impl Iterator<Item = u64>) -> Option<Outcome> {
    if let Some(w) = board.ring_winner() {
        return Some(Outcome { winner: Some(w), reason: Reason::Goal });
    }
    if !board.has_move(rules) {
        return Some(Outcome { winner: Some(board.turn().flip()), reason: Reason::Stalemate });
    }
    let now = board.hash();
    if earlier.filter(|&h| h == now).count() >= 2 {
        return Some(Outcome { winner: None, reason: Reason::Repetition });
    }
    if rules.move_cap.is_some_and(|cap| board.ply() >= cap) {
        return Some(Outcome { winner: None, reason: Reason::MoveRule });
    }
    None
}

impl GameInterface for Gess {
    fn id(&self) -> String {
        self.variant.id.clone()
    }

    fn cells(&self) -> Vec<Cell> {
        let mut out = Vec::new();
        for c in Board::playable_cells() {
            let (x, y) = xy(c);
            let name = cell_name(c);
            out.push(Cell {
                label: name.clone(),
                name,
                x: f64::from(x - 1),
                y: f64::from(y - 1),
                shape: CellShape::Square,
            });
        }
        out
    }

    fn label(&self, square: &str) -> Result<String, Error> {
        self.label_as(square, self.variant.square_names)
    }

    /// As the variant's data says (`notation = labels`: the article's coordinates first).
    fn notations(&self) -> Vec<crate::notation::written::Style> {
        crate::notation::written::styles_for(&self.variant.notation)
    }

    fn label_as(&self, square: &str, names: SquareNames) -> Result<String, Error> {
        let cell = parse_cell(square).ok_or_else(|| Error::Argument(format!("no cell '{}'", shown(square))))?;
        let (x, y) = xy(cell);
        let g = &self.variant.geometry;
        let c = g.cell(x - 1, y - 1).ok_or_else(|| Error::Argument(format!("no cell '{}'", shown(square))))?;
        Ok(self.variant.square_label(c, names))
    }

    fn occupants(&self, _viewer: Option<Color>) -> Vec<Occupant> {
        let mut out = Vec::new();
        for c in Board::playable_cells() {
            let Some(side) = self.board.stone(c) else { continue };
            let piece = if side == Color::White { "S" } else { "s" }.to_string();
            out.push(Occupant { square: cell_name(c), stack: vec![piece.clone()], piece, state: None });
        }
        out
    }

    fn hands(&self) -> [Vec<HandCount>; 2] {
        [Vec::new(), Vec::new()]
    }

    /// A piece is the 3x3 window around its centre; the cells of it on the playable area.
    fn footprint(&self, square: &str) -> Result<Vec<String>, Error> {
        let cell = parse_cell(square).ok_or_else(|| Error::Argument(format!("no cell '{}'", shown(square))))?;
        let (x, y) = xy(cell);
        let mut out = Vec::new();
        for dy in [1, 0, -1] {
            for dx in [-1, 0, 1] {
                let (fx, fy) = (x + dx, y + dy);
                if (1..=SIZE).contains(&fx) && (1..=SIZE).contains(&fy) {
                    out.push(format!("{}{fy}", char::from(b'a' + (fx - 1) as u8)));
                }
            }
        }
        Ok(out)
    }

    fn turn(&self) -> TurnInfo {
        TurnInfo { side: self.board.turn(), part: 1, parts: 1, task: None }
    }

    fn side_names(&self) -> [String; 2] {
        self.variant.side_names.clone()
    }

    fn check_cells(&self) -> Vec<String> {
        Vec::new()
    }

    fn actions(&mut self, origin: Origin<'_>, side: Option<Color>) -> Result<Vec<Action>, Error> {
        let only = match origin {
            Origin::All => None,
            Origin::Cell(sq) => {
                Some(parse_cell(sq).ok_or_else(|| Error::Argument(format!("no cell '{}'", shown(sq))))?)
            }
            Origin::Hand(_) => return Ok(Vec::new()),
        };
        if self.outcome().is_some() {
            return Ok(Vec::new());
        }
        let mut board = self.board.clone();
        if side.is_some_and(|s| s != board.turn()) {
            board.pass();
        }
        let mut moves = Vec::new();
        board.moves(self.rules, &mut moves);
        let mut out = Vec::new();
        for (i, m) in moves.into_iter().enumerate() {
            if only.is_none() || only == Some(m.from as usize) {
                out.push(Gess::action(&board, i, m));
            }
        }
        Ok(out)
    }

    fn play(&mut self, notation: &str) -> Result<String, Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        let m = self
            .moves()
            .into_iter()
            .find(|&m| Gess::move_string(m) == notation)
            .ok_or_else(|| Error::IllegalMove(notation.to_string()))?;
        let text = Gess::move_string(m);
        let before = self.board.clone();
        self.board.play(m, self.rules);
        self.past.push((before, text.clone()));
        Ok(text)
    }

    fn refusal(&mut self, _notation: &str) -> Option<Refusal> {
        None
    }

    /// A move that leaves the mover without a ring is legal and loses at once (AMB-GESS-3).
    fn warning(&mut self, notation: &str) -> Option<String> {
        let m = self.moves().into_iter().find(|&m| Gess::move_string(m) == notation)?;
        let mut after = self.board.clone();
        after.play(m, self.rules);
        let mover = self.board.turn();
        (!after.has_ring(mover)).then(|| "this move leaves you without a ring: it loses at once".to_string())
    }

    fn play_id(&mut self, id: usize) -> Result<String, Error> {
        let m = self.moves().get(id).copied().ok_or_else(|| Error::Argument(format!("no action {id}")))?;
        self.play(&Gess::move_string(m))
    }

    fn undo(&mut self) -> Option<String> {
        let (board, text) = self.past.pop()?;
        self.board = board;
        Some(text)
    }

    fn history(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (_, m) in &self.past {
            out.push(m.clone());
        }
        out
    }

    fn ply(&self) -> usize {
        self.past.len()
    }

    fn outcome(&mut self) -> Option<Outcome> {
        outcome_of(&self.board, self.rules, self.earlier_keys())
    }

    fn outcome_text(&self, o: &Outcome) -> String {
        match o.reason {
            Reason::Goal if !self.board.has_ring(Color::White) && !self.board.has_ring(Color::Black) => {
                "neither side has a ring (the side that moved loses)".into()
            }
            Reason::Goal => "no ring left".into(),
            Reason::Stalemate => "no legal move".into(),
            Reason::Repetition => "threefold repetition".into(),
            Reason::MoveRule => format!("{}-ply move cap", self.rules.move_cap.unwrap_or(0)),
            _ => format!("{:?}", o.reason).to_ascii_lowercase(),
        }
    }

    fn position(&self) -> String {
        self.board.write()
    }

    fn set_position(&mut self, text: &str) -> Result<(), Error> {
        self.board = Board::parse(text)?;
        self.past.clear();
        Ok(())
    }

    fn start_position(&self) -> Option<String> {
        Some(self.past.first().map_or_else(|| self.board.write(), |(b, _)| b.write()))
    }

    fn hash(&self) -> u64 {
        self.board.hash()
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
        let legal = self.moves();
        let Some(&first) = legal.first() else {
            return Ok(BestMove::none());
        };
        let keys: Vec<u64> = self.earlier_keys().collect();
        let mut state = search::SearchState::new(self.board.clone(), self.rules, keys);
        let r = memory.searcher::<GessMove>().search(&mut state, limits, clock, stop, report);
        let best = r.best.filter(|m| legal.contains(m)).unwrap_or(first);
        // The principal variation, as far as each move is legal in its position.
        let mut pv = Vec::new();
        let mut b = self.board.clone();
        let mut moves = Vec::new();
        for &m in &r.pv {
            b.moves(self.rules, &mut moves);
            if !moves.contains(&m) {
                break;
            }
            pv.push(Gess::move_string(m));
            b.play(m, self.rules);
        }
        Ok(BestMove::from_search(&r, Some(Gess::move_string(best)), pv))
    }

    #[cfg(feature = "dev-api")]
    fn perft(&mut self, depth: u32) -> Result<u64, Error> {
        if depth > 6 {
            return Err(Error::Argument(format!("perft depth {depth} is too deep for Gess (at most 6)")));
        }
        Ok(Gess::perft_from(&self.board, self.rules, depth))
    }
}

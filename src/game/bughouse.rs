//! Bughouse (spec variants-catalog §2): two boards, four seats in two teams — White on board A
//! plays with Black on board B. Each board is a game of its own (`bughouse`: crazyhouse drops,
//! captures leaving the board); a capture hands the piece to the capturer's partner at once
//! (AMB-BUG-1), a promoted piece as a pawn; the boards move independently; the match ends when
//! either board ends, a stalemate being a draw for both teams ([R]).

use std::cell::{Ref, RefCell, RefMut};
use std::rc::Rc;

use super::{Action, Cell, GameInterface, HandCount, Occupant, Origin, Refusal, TurnInfo};
use crate::engine::{Game, Outcome, Reason};
use crate::error::Error;
use crate::pieces::Color;
use crate::variants::SquareNames;

/// One of the four seats: a board (0 = A, 1 = B) and a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Seat {
    /// The board, 0 or 1.
    pub board: usize,
    /// The side on it.
    pub side: Color,
}

impl Seat {
    /// The partner: the other board, the other colour.
    pub fn partner(self) -> Seat {
        Seat { board: 1 - self.board, side: self.side.flip() }
    }

    /// The team: 0 for White on A with Black on B, 1 for the others.
    pub fn team(self) -> usize {
        usize::from((self.board == 0) != (self.side == Color::White))
    }
}

/// How a match ended: the board where it ended, the winning team (`None`: a draw) and why.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct MatchOutcome {
    /// The board whose game ended.
    pub board: usize,
    /// The winning team (see [`Seat::team`]), or `None` for a draw.
    pub team: Option<usize>,
    /// The ending on that board.
    pub reason: Reason,
}

/// One move of the match, as played.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct MatchMove {
    /// The board it was played on.
    pub board: usize,
    /// The move string (notation.md).
    pub notation: String,
    /// The move as players write it: SAN, drops as `N@f3` (the move string if it has none).
    pub written: String,
    /// The pieces it handed to the partner (lower-case FEN letters).
    pub handed: Vec<char>,
}

/// A bughouse match: two boards coupled by the hand-over of captures.
#[derive(Debug, Clone)]
pub struct Bughouse {
    boards: [Game; 2],
    log: Vec<MatchMove>,
    /// A seat whose time ran out: the match is over, whatever the boards show.
    flagged: Option<Seat>,
}

impl Bughouse {
    /// A match of variant `id` (a drop variant whose captures leave the board: `bughouse`) from its
    /// start on both boards.
    pub fn new(id: &str) -> Result<Bughouse, Error> {
        let a = Game::new(id, None)?;
        if !a.variant().rules.drops || a.variant().rules.captures_to_hand {
            return Err(Error::Argument(format!("'{id}' is no bughouse board (drops, captures_to_hand = false)")));
        }
        let b = a.clone();
        Ok(Bughouse { boards: [a, b], log: Vec::new(), flagged: None })
    }

    /// A match from two positions (FEN with hands), board A first.
    pub fn from_positions(id: &str, fens: [&str; 2]) -> Result<Bughouse, Error> {
        let mut m = Bughouse::new(id)?;
        m.boards = [Game::new(id, Some(fens[0]))?, Game::new(id, Some(fens[1]))?];
        Ok(m)
    }

    /// Board 0 (A) or 1 (B).
    pub fn board(&self, board: usize) -> Result<&Game, Error> {
        self.boards.get(board).ok_or_else(|| Error::Argument(format!("no board {board} (0 or 1)")))
    }

    /// Plays a move on a board for the side to move there; its captures go to the partner's hand.
    /// A finished match, a bad board or an illegal move is an error and changes nothing.
    pub fn play(&mut self, board: usize, mv: &str) -> Result<String, Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        let g = self.boards.get_mut(board).ok_or_else(|| Error::Argument(format!("no board {board} (0 or 1)")))?;
        let partner = Seat { board, side: g.turn() }.partner();
        let handed = g.capture_gains(mv)?;
        // The partner's hand takes the captures first: a hand that cannot (a made-up position
        // whose hands are already full) refuses the move before anything changes.
        for (i, &p) in handed.iter().enumerate() {
            if let Err(e) = self.boards[partner.board].add_to_hand(partner.side, p, 1) {
                self.take_from_hand(partner, &handed[..i]);
                return Err(e);
            }
        }
        let san = crate::notation::san::write(&mut self.boards[board], mv);
        let notation = match self.boards[board].play(mv) {
            Ok(n) => n,
            Err(e) => {
                self.take_from_hand(partner, &handed);
                return Err(e);
            }
        };
        let written = san.unwrap_or_else(|_| notation.clone());
        self.log.push(MatchMove { board, notation: notation.clone(), written, handed });
        Ok(notation)
    }

    /// Takes back the match's last move (on whichever board), and the pieces it handed over; nothing
    /// after a flag fall.
    pub fn undo(&mut self) -> Option<MatchMove> {
        // A flag fall is final.
        if self.flagged.is_some() {
            return None;
        }
        let last = self.log.pop()?;
        let g = &mut self.boards[last.board];
        g.undo();
        let partner = Seat { board: last.board, side: g.turn() }.partner();
        // Still in hand: a later drop of it would have been taken back first.
        self.take_from_hand(partner, &last.handed);
        Some(last)
    }

    /// Takes `pieces`, handed over to `seat` and still in its hand, back out of it.
    fn take_from_hand(&mut self, seat: Seat, pieces: &[char]) {
        for &p in pieces {
            let _ = self.boards[seat.board].add_to_hand(seat.side, p, -1);
        }
    }

    /// Whether [`Bughouse::undo`] would take back a move of `board`: the match's last move is
    /// there, and no flag has fallen.
    pub fn can_undo_on(&self, board: usize) -> bool {
        self.flagged.is_none() && self.log.last().is_some_and(|m| m.board == board)
    }

    /// The moves of the match, in the order played.
    pub fn moves(&self) -> &[MatchMove] {
        &self.log
    }

    /// A seat's time ran out (its clock is the page's): the match ends, the other team winning on
    /// that board, unless it had already ended. Returns the match's outcome.
    pub fn time_out(&mut self, seat: Seat) -> Result<MatchOutcome, Error> {
        if seat.board > 1 {
            return Err(Error::Argument(format!("no board {}", seat.board)));
        }
        if let Some(o) = self.outcome() {
            return Ok(o);
        }
        self.flagged = Some(seat);
        Ok(MatchOutcome { board: seat.board, team: Some(1 - seat.team()), reason: Reason::Timeout })
    }

    /// The end of the match: a flag fall, else the first board whose game has ended decides it.
    pub fn outcome(&mut self) -> Option<MatchOutcome> {
        if let Some(seat) = self.flagged {
            return Some(MatchOutcome { board: seat.board, team: Some(1 - seat.team()), reason: Reason::Timeout });
        }
        for board in 0..2 {
            if let Some(Outcome { winner, reason }) = self.boards[board].outcome() {
                let team = winner.map(|side| Seat { board, side }.team());
                return Some(MatchOutcome { board, team, reason });
            }
        }
        None
    }
}

/// One board of a shared match, as a game of its own for the pages and the wasm API: it shows its
/// board and plays through the match, so its captures reach the partner's hand and the match's end
/// ends it too.
pub struct MatchBoard {
    /// The match.
    pub shared: Rc<RefCell<Bughouse>>,
    /// Which board, 0 or 1.
    pub board: usize,
}

impl MatchBoard {
    fn game(&self) -> Ref<'_, Game> {
        Ref::map(self.shared.borrow(), |m| &m.boards[self.board])
    }

    fn game_mut(&self) -> RefMut<'_, Game> {
        RefMut::map(self.shared.borrow_mut(), |m| &mut m.boards[self.board])
    }

    /// The match's end as seen on this board: the side of the winning team here.
    fn match_end(&self) -> Option<(MatchOutcome, Outcome)> {
        let mo = self.shared.borrow_mut().outcome()?;
        let winner = mo.team.map(|team| {
            if (Seat { board: self.board, side: Color::White }).team() == team {
                Color::White
            } else {
                Color::Black
            }
        });
        let o = Outcome { winner, reason: mo.reason };
        Some((mo, o))
    }
}

impl GameInterface for MatchBoard {
    fn id(&self) -> String {
        GameInterface::id(&*self.game())
    }
    fn cells(&self) -> Vec<Cell> {
        self.game().cells()
    }
    fn label(&self, square: &str) -> Result<String, Error> {
        GameInterface::label(&*self.game(), square)
    }
    fn label_as(&self, square: &str, names: SquareNames) -> Result<String, Error> {
        self.game().label_as(square, names)
    }
    fn occupants(&self, viewer: Option<Color>) -> Vec<Occupant> {
        self.game().occupants(viewer)
    }
    fn hands(&self) -> [Vec<HandCount>; 2] {
        GameInterface::hands(&*self.game())
    }
    fn turn(&self) -> TurnInfo {
        GameInterface::turn(&*self.game())
    }
    fn side_names(&self) -> [String; 2] {
        self.game().side_names()
    }
    fn check_cells(&self) -> Vec<String> {
        self.game().check_cells()
    }
    fn actions(&mut self, origin: Origin<'_>, side: Option<Color>) -> Result<Vec<Action>, Error> {
        if self.match_end().is_some() {
            return Ok(Vec::new());
        }
        GameInterface::actions(&mut *self.game_mut(), origin, side)
    }
    fn play(&mut self, notation: &str) -> Result<String, Error> {
        self.shared.borrow_mut().play(self.board, notation)
    }
    fn refusal(&mut self, notation: &str) -> Option<Refusal> {
        GameInterface::refusal(&mut *self.game_mut(), notation)
    }
    fn play_id(&mut self, id: usize) -> Result<String, Error> {
        let all = self.actions(Origin::All, None)?;
        let a = all.into_iter().find(|a| a.id == id).ok_or_else(|| Error::Argument(format!("no action {id}")))?;
        self.play(&a.notation)
    }
    /// Takes back this board's move if it is the match's last one (the match's moves are taken
    /// back in the order they were played).
    fn undo(&mut self) -> Option<String> {
        let mut m = self.shared.borrow_mut();
        if m.moves().last()?.board != self.board {
            return None;
        }
        m.undo().map(|mv| mv.notation)
    }
    fn can_undo(&self) -> bool {
        self.shared.borrow().can_undo_on(self.board)
    }
    fn history(&self) -> Vec<String> {
        GameInterface::history(&*self.game())
    }
    fn ply(&self) -> usize {
        self.game().ply()
    }
    /// As the board's own game writes moves (SAN, drops as `N@f3`).
    fn notations(&self) -> Vec<crate::notation::written::Style> {
        self.game().notations()
    }
    fn history_as(&self, style: crate::notation::written::Style) -> Result<Vec<String>, Error> {
        self.game().history_as(style)
    }
    fn history_written(&self) -> Vec<String> {
        self.game().history_written()
    }
    fn read_move(&mut self, text: &str) -> Result<String, Error> {
        GameInterface::read_move(&mut *self.game_mut(), text)
    }
    fn outcome(&mut self) -> Option<Outcome> {
        self.match_end().map(|(_, o)| o)
    }
    fn outcome_text(&self, o: &Outcome) -> String {
        let text = self.game().outcome_text(o);
        match self.match_end() {
            Some((mo, _)) if mo.board != self.board => {
                format!("{text} on board {}", if mo.board == 0 { "A" } else { "B" })
            }
            _ => text,
        }
    }
    fn position(&self) -> String {
        self.game().position()
    }
    fn set_position(&mut self, _text: &str) -> Result<(), Error> {
        Err(Error::Argument("a board of a bughouse match is set up with its match".into()))
    }
    fn hash(&self) -> u64 {
        GameInterface::hash(&*self.game())
    }
    fn can_mate(&self, side: Color) -> bool {
        self.game().can_mate(side)
    }
    /// A seat's flag ends the whole match (both boards).
    fn time_out(&mut self, side: Color) -> Option<Outcome> {
        self.shared.borrow_mut().time_out(Seat { board: self.board, side }).ok()?;
        self.outcome()
    }
    /// The partner's captures fill this board's hand from outside its moves.
    fn history_replays(&self) -> bool {
        false
    }
    #[cfg(feature = "dev-api")]
    fn perft(&mut self, depth: u32) -> Result<u64, Error> {
        GameInterface::perft(&mut *self.game_mut(), depth)
    }
}

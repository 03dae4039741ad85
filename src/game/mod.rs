//! The game interface: one contract between every kind of game and everything that shows or
//! plays it (the wasm API, the page's controller, the computer opponent). A game answers in its
//! own terms — its cells and their labels, what stands on them, whose turn it is, which actions
//! are legal and of what kind, how it ended — and the caller never asks which game it holds.
//!
//! The data-driven chess-like engine ([`crate::engine::Game`]) is the first implementation
//! (module `chesslike`); games that are not chess-shaped implement the same trait.

#[cfg(feature = "bughouse")]
pub mod bughouse;
mod chesslike;
#[cfg(feature = "other-games")]
pub mod chex;
pub mod editor;
#[cfg(feature = "other-games")]
pub mod gess;
#[cfg(feature = "other-games")]
pub mod makarenko;
mod open;
pub mod record;

#[cfg(feature = "page-variants")]
pub use open::define;
pub use open::{open, open_variant};

pub use chesslike::cell_label;

#[cfg(feature = "search")]
use std::sync::atomic::AtomicBool;

use crate::error::Error;
use crate::notation::written::Style;
use crate::pieces::Color;
#[cfg(feature = "search")]
use crate::search::{BestMove, Clock, Limits, Memory, SearchInfo};

pub use crate::engine::{Outcome, Reason, Refusal};

/// The shape a cell is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CellShape {
    /// A square of a chequered board.
    Square,
    /// A point where lines cross (xiangqi).
    Point,
    /// A flat-topped hexagon (Gliński's board); `x`, `y` place its unit box in cell heights.
    Hex,
}

/// One cell of the board, for drawing and naming.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Cell {
    /// The canonical name used in moves and positions (`e4`, `t20`; notation.md).
    pub name: String,
    /// The name the board itself shows (`7g` in shogi, `λ20` in Quadruple Trojan).
    pub label: String,
    /// Left edge of the cell's unit box, in cell units from the board's left (White's view).
    pub x: f64,
    /// Bottom edge of the cell's unit box, in cell units from the board's bottom (White's view).
    pub y: f64,
    /// How it is drawn.
    pub shape: CellShape,
}

/// A draw the side to move may claim ([`GameInterface::claimable_draw`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DrawClaim {
    /// What it is claimed by: a repetition or the move rule.
    pub reason: Reason,
    /// Its words as the game counts it ("threefold repetition", "50-move rule").
    pub text: String,
}

/// A piece of its own that a move's side lost to a rule of the game with that move.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Loss {
    /// The cell it stood on.
    pub square: String,
    /// The piece as a FEN token (upper case for the first side).
    pub piece: String,
    /// The rule that took it.
    pub cause: LossCause,
}

/// The rule by which a side lost a piece of its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LossCause {
    /// It stayed in the river (Congo's `drown` cells).
    Drowned,
}

/// What a cell holds: one piece, or a stack (bottom first).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Occupant {
    /// The cell's canonical name.
    pub square: String,
    /// The piece as a FEN token, upper case for the first side (`P`, `n`, `+P`); for a stack the top.
    pub piece: String,
    /// The whole stack, bottom first (one entry for a single piece).
    pub stack: Vec<String>,
    /// The piece's state where the game gives pieces one (`frozen` in Taktika); `None`: the ordinary state.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub state: Option<PieceState>,
}

/// A state a piece on the board is in, beyond its type and side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PieceState {
    /// It cannot move until an enemy move turns it over (`rules::flips`).
    Frozen,
}

/// Pieces a side holds in hand (to drop) or in reserve.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct HandCount {
    /// FEN token, upper case for the first side.
    pub piece: String,
    /// How many.
    pub count: u32,
}

/// One turn of a game's record: the side that moved and its moves, in order.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Turn {
    /// The side.
    pub side: Color,
    /// Its moves in this turn (one in chess).
    pub moves: Vec<String>,
}

/// Whose turn it is, and where in a turn of several moves the game stands.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TurnInfo {
    /// The side to move.
    pub side: Color,
    /// The move within the turn, from 1.
    pub part: u32,
    /// How many moves the turn has (1 in chess).
    pub parts: u32,
    /// What the current move must do, where it is not an ordinary move, in the game's words
    /// ("push an enemy pawn", "promote the pawn on b1").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub task: Option<String>,
}

/// What kind of action a legal move is: what the board should mark and the move list say.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ActionKind {
    /// A move to an empty cell.
    Quiet,
    /// A capture on the destination or on the way (see [`Action::captures`]).
    Capture,
    /// An en passant capture (the captured pawn is not on the destination).
    EnPassant,
    /// Castling.
    Castle,
    /// A piece from the hand placed on the board.
    Drop,
    /// Two own pieces exchange places.
    Swap,
    /// A move that ends where it started without capturing (the lion's pass).
    Pass,
}

impl ActionKind {
    /// Whether the action takes an enemy piece.
    pub fn is_capture(self) -> bool {
        matches!(self, ActionKind::Capture | ActionKind::EnPassant)
    }
}

/// A legal action of the current position, as the interface describes it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Action {
    /// Index in the position's list of legal actions ([`GameInterface::actions`] with no origin);
    /// valid until the position changes.
    pub id: usize,
    /// The canonical move string (notation.md), accepted by [`GameInterface::play`].
    #[serde(rename = "move")]
    pub notation: String,
    /// The cell it starts from (`None` for a drop).
    pub from: Option<String>,
    /// The cell the moving piece ends on (the king's cell for castling).
    pub to: String,
    /// The last cell the move string names: where a user clicks to choose it (the captured cell of
    /// a capture that does not move, the rook's cell of a castling written king-takes-rook).
    pub target: String,
    /// Another cell a user may click to choose it: the rook's cell of a castling whose string
    /// names the king's destination (castling by moving the king onto its rook, as for Chess960).
    #[serde(rename = "altTarget")]
    pub alt_target: Option<String>,
    /// The kind of action.
    pub kind: ActionKind,
    /// Reached by a leap or a multi-leg move rather than a slide (how a diagram marks it).
    pub leap: bool,
    /// Cells whose enemy pieces it captures.
    pub captures: Vec<String>,
    /// Cells it passes and may stop on, in order, excluding start and end (multi-leg moves).
    pub stops: Vec<String>,
    /// A two-stage move's stage-1 stop (where its last leg starts), when the string does not name it.
    pub via: Option<String>,
    /// The piece it promotes to, as a FEN token (upper case for the first side).
    pub promotion: Option<String>,
    /// The piece it drops, as a FEN token (upper case for the first side).
    pub drop: Option<String>,
    /// How many of the stack's pieces move (a part of a Makarenko tower); `None`: the whole piece.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<u32>,
    /// The piece the moving part moves as, as a FEN token, where only part of the stack moves (a
    /// Makarenko tower's top discs move as the piece of their height); `None`: the piece on `from`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moving: Option<String>,
}

/// Where legal actions are asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin<'a> {
    /// Every legal action.
    All,
    /// Actions of the piece on this cell (canonical name).
    Cell(&'a str),
    /// Drops of this piece (FEN token, either case) from the hand of the side to move.
    Hand(&'a str),
}

/// One contract between a game and what shows or plays it. Every method answers for the current
/// position; a method that changes the game either succeeds or changes nothing.
pub trait GameInterface {
    /// The game's id (the variant id with its options).
    fn id(&self) -> String;
    /// The cells of the board, with their drawing place, shape and labels.
    fn cells(&self) -> Vec<Cell>;
    /// The board's own label of a cell given by its canonical name (`7g` for shogi's `c7`).
    fn label(&self, square: &str) -> Result<String, Error>;
    /// The label of a cell in a chosen naming scheme (article 003's row-column names for shogi).
    fn label_as(&self, square: &str, names: crate::variants::SquareNames) -> Result<String, Error>;
    /// What stands on the board, as `viewer` sees it (`None`: everything).
    fn occupants(&self, viewer: Option<Color>) -> Vec<Occupant>;
    /// Pieces in hand per side, first side first.
    fn hands(&self) -> [Vec<HandCount>; 2];
    /// Whose turn it is.
    fn turn(&self) -> TurnInfo;
    /// The names of the two sides as the game writes them, first side first (White/Black, Red/Black, Sente/Gote).
    fn side_names(&self) -> [String; 2];
    /// The cells of the side to move's royal pieces that stand in check (empty when not in check);
    /// in a game just ended by a move that left the mover's own royal piece attacked (Avalanche's
    /// exposing push), that piece.
    fn check_cells(&self) -> Vec<String>;
    /// Legal actions from `origin` for the side to move; none once the game has ended. With `side`
    /// set (showing a piece's moves outside play: a move diagram), the actions that side would have
    /// if it were to move, also where the game has ended (a draw by insufficient material).
    fn actions(&mut self, origin: Origin<'_>, side: Option<Color>) -> Result<Vec<Action>, Error>;
    /// Plays an action given by its move string; returns the canonical string. An illegal move or
    /// a finished game is an error and changes nothing.
    fn play(&mut self, notation: &str) -> Result<String, Error>;
    /// Why a move the pieces could make is refused here (a king left in check, castling across an
    /// attacked square, xiangqi's perpetual check, ...), or `None`.
    fn refusal(&mut self, notation: &str) -> Option<Refusal>;
    /// Why a legal move is one a player should confirm first, in the game's words (a Gess move
    /// that leaves the mover without a ring loses at once), or `None`.
    fn warning(&mut self, notation: &str) -> Option<String> {
        let _ = notation;
        None
    }
    /// The pieces of its own that the last move's side lost to the rules with it (a piece left in
    /// Congo's river drowns); none by default.
    fn last_losses(&self) -> Vec<Loss> {
        Vec::new()
    }
    /// A draw the side to move may claim now, where the game's draws are claimed rather than
    /// automatic (FIDE's: a position the third time, 50 moves); none by default.
    fn claimable_draw(&mut self) -> Option<DrawClaim> {
        None
    }
    /// Plays the action with this id (see [`Action::id`]).
    fn play_id(&mut self, id: usize) -> Result<String, Error>;
    /// Takes back the last move; returns its string, or `None` at the start.
    fn undo(&mut self) -> Option<String>;
    /// Whether [`GameInterface::undo`] would take a move back here: any move played, by default
    /// (a bughouse board: only where the match's last move was played on it).
    fn can_undo(&self) -> bool {
        self.ply() > 0
    }
    /// The moves played since the position was set up, oldest first.
    fn history(&self) -> Vec<String>;
    /// How many moves [`GameInterface::history`] holds, without writing them.
    fn ply(&self) -> usize {
        self.history().len()
    }
    /// The moves played, grouped into turns as players write them: each turn's side and moves.
    /// By default one move a turn, the sides alternating.
    fn history_turns(&self) -> Vec<Turn> {
        // These default methods are compiled once per game type: their work is in the free
        // functions below them (`alternating_turns`, ...), compiled once.
        alternating_turns(self.history(), self.turn().side)
    }
    /// How the game has ended, if it has.
    fn outcome(&mut self) -> Option<Outcome>;
    /// Why an outcome of this game happened, in words with the game's own numbers ("checkmate",
    /// "50-move rule", "perpetual check (the checking side loses)").
    fn outcome_text(&self, o: &Outcome) -> String;
    /// The position as a string the game reads back ([`GameInterface::set_position`]): FEN.
    fn position(&self) -> String;
    /// Replaces the position (clearing the history); on error nothing changes.
    fn set_position(&mut self, text: &str) -> Result<(), Error>;
    /// A hash of the position (equal positions, equal hashes).
    fn hash(&self) -> u64;

    // ---- What not every game has; the defaults say so. -------------------------------------

    /// Legal move strings, all or of the piece on `square`, sorted.
    fn legal_moves(&mut self, square: Option<&str>) -> Result<Vec<String>, Error> {
        let origin = square.map_or(Origin::All, Origin::Cell);
        Ok(sorted_notations(self.actions(origin, None)?))
    }
    /// The cells `viewer` sees, where the game hides information (dark chess); `None`: all.
    fn visible(&self, viewer: Color) -> Option<Vec<String>> {
        let _ = viewer;
        None
    }
    /// The position as `viewer` may know it ([`GameInterface::position`] where nothing is hidden).
    fn position_seen_by(&self, viewer: Color) -> String {
        let _ = viewer;
        self.position()
    }
    /// The moves played as `viewer` may know them: the other side's hidden ones as `None`.
    fn history_seen_by(&self, viewer: Color) -> Vec<Option<String>> {
        let hidden = self.visible(viewer).is_some();
        moves_seen_by(self.history_turns(), viewer, hidden)
    }
    /// Whether the position follows from the start position and the moves played alone (false
    /// where something outside the game changes it: a bughouse board's hand).
    fn history_replays(&self) -> bool {
        true
    }
    /// Whether the side to move is in check.
    fn in_check(&self) -> bool {
        !self.check_cells().is_empty()
    }
    /// Whether `side` could still win by some sequence of moves (a flag fall against a side that
    /// cannot is a draw).
    fn can_mate(&self, side: Color) -> bool {
        let _ = side;
        true
    }
    /// The ways this game's move list can write moves, its players' own first (SAN; Western
    /// shogi and Japanese; WXF and Chinese), the move strings last.
    fn notations(&self) -> Vec<Style> {
        vec![Style::Coordinates]
    }
    /// The moves played, oldest first, in one of [`GameInterface::notations`].
    fn history_as(&self, style: Style) -> Result<Vec<String>, Error> {
        match style {
            Style::Coordinates => Ok(self.history()),
            Style::Labels if self.notations().contains(&Style::Labels) => Ok(self
                .history()
                .iter()
                .map(|mv| crate::notation::written::labelled(mv, |square| self.label(square).ok()))
                .collect()),
            other => Err(Error::Argument(format!("{} does not write moves as {other:?}", self.id()))),
        }
    }
    /// The moves from the `from`-th on (0 is the first) written as [`GameInterface::history_as`]
    /// writes them: a page that keeps the earlier ones asks for the new ones only.
    fn history_as_from(&self, style: Style, from: usize) -> Result<Vec<String>, Error> {
        let mut written = self.history_as(style)?;
        Ok(written.split_off(from.min(written.len())))
    }
    /// The moves played, oldest first, as players write them (SAN for the chess-like games);
    /// by default the move strings.
    fn history_written(&self) -> Vec<String> {
        self.history()
    }
    /// The canonical move string of a move as a player writes it (SAN, or the move string), in
    /// the current position; an illegal or ambiguous move is an error. Nothing changes.
    fn read_move(&mut self, text: &str) -> Result<String, Error> {
        notation_of(self.actions(Origin::All, None)?, text)
    }
    /// The position the record starts from (where [`GameInterface::history`] begins), if the
    /// game can say.
    fn start_position(&self) -> Option<String> {
        self.history().is_empty().then(|| self.position())
    }
    /// The cells a piece centred on `square` covers, where a piece is more than its cell (a Gess
    /// piece's 3x3 window, clipped to the board); by default the cell alone.
    fn footprint(&self, square: &str) -> Result<Vec<String>, Error> {
        Ok(vec![square.to_string()])
    }
    /// The board's size in cells (width, height) where it changes during the game (Chex: the
    /// pieces' bounding box and a frame); `None`: the variant's fixed board.
    fn board_size(&self) -> Option<(usize, usize)> {
        None
    }
    /// The cells the last move left and reached, named as the board names them now, where a move
    /// renames the cells (Chex's board growing or shrinking with its pieces); `None`: as its
    /// move string names them.
    fn last_move_cells(&self) -> Option<Vec<String>> {
        None
    }
    /// A flag fall: `side`'s time ran out. A game that records it itself (a bughouse match, whose
    /// end ends both boards) ends and returns its outcome; `None`: the game keeps no clocks and the
    /// caller decides (the other side wins unless it cannot mate, [`GameInterface::can_mate`]).
    fn time_out(&mut self, side: Color) -> Option<Outcome> {
        let _ = side;
        None
    }
    /// What the piece on `square` moves as now, where that depends on the game ("Jester moves as Knight").
    fn piece_note(&self, square: &str) -> Result<Option<String>, Error> {
        let _ = square;
        Ok(None)
    }
    /// The piece type (upper-case FEN letter) an imitator of the side to move copies now.
    fn imitated(&self) -> Option<char> {
        None
    }
    /// Pools of pieces a side may promote to (promotion by vacancy), first side first.
    fn pools(&self) -> [Vec<HandCount>; 2] {
        [Vec::new(), Vec::new()]
    }
    /// The position in the game's second notation (SFEN for the shogi family).
    #[cfg(feature = "dev-api")]
    fn position_sfen(&self) -> Result<String, Error> {
        Err(Error::Argument("this game has no SFEN".into()))
    }
    /// The computer's move for the side to move within `limits`, searched from what that side may
    /// know (its own view where the game hides information); `memory` keeps the searcher's tables
    /// between calls. `mv` is `None` when the game is over.
    #[cfg(feature = "search")]
    fn think(
        &mut self,
        memory: &mut Memory,
        limits: &Limits,
        clock: &dyn Clock,
        stop: Option<&AtomicBool>,
        report: &mut dyn FnMut(&SearchInfo),
    ) -> Result<BestMove, Error> {
        let _ = (memory, limits, clock, stop, report);
        Err(Error::Argument(format!("there is no computer opponent for {} yet", self.id())))
    }
    /// Leaf count of the legal move tree to `depth`.
    #[cfg(feature = "dev-api")]
    fn perft(&mut self, depth: u32) -> Result<u64, Error> {
        let _ = depth;
        Err(Error::Argument("perft is not available for this game".into()))
    }
}

/// [`GameInterface::history_turns`]'s default: one move a turn, the sides alternating, the last
/// move played by the side not to move (`now`).
fn alternating_turns(history: Vec<String>, now: Color) -> Vec<Turn> {
    let first = if history.len() % 2 == 0 { now } else { now.flip() };
    let mut turns = Vec::new();
    for (i, m) in history.into_iter().enumerate() {
        turns.push(Turn { side: if i % 2 == 0 { first } else { first.flip() }, moves: vec![m] });
    }
    turns
}

/// [`GameInterface::legal_moves`]'s default: the actions' move strings, sorted, each once.
fn sorted_notations(actions: Vec<Action>) -> Vec<String> {
    let mut out = Vec::new();
    for a in actions {
        out.push(a.notation);
    }
    crate::sort::sort(&mut out);
    out.dedup();
    out
}

/// [`GameInterface::history_seen_by`]'s default: the moves of `turns`, those of the other side
/// as `None` where the game hides information.
fn moves_seen_by(turns: Vec<Turn>, viewer: Color, hidden: bool) -> Vec<Option<String>> {
    let mut out = Vec::new();
    for t in turns {
        let mine = t.side == viewer || !hidden;
        for m in t.moves {
            out.push(mine.then_some(m));
        }
    }
    out
}

/// [`GameInterface::read_move`]'s default: the action whose move string is `text` (trimmed).
fn notation_of(actions: Vec<Action>, text: &str) -> Result<String, Error> {
    let wanted = text.trim();
    for a in actions {
        if a.notation == wanted {
            return Ok(a.notation);
        }
    }
    Err(Error::IllegalMove(wanted.into()))
}

/// One sentence for an outcome, in the game's own side names: "Black wins — checkmate.".
pub fn outcome_sentence(game: &dyn GameInterface, o: &Outcome) -> String {
    let why = game.outcome_text(o);
    match o.winner {
        Some(c) => format!("{} wins — {why}.", game.side_names()[c.index()]),
        None => format!("Draw — {why}."),
    }
}

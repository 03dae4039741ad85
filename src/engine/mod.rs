//! The engine: compiled tables, positions, move generation, games. [`Game`] picks the square-set
//! width once, when a variant loads (64-bit sets up to 64 cells, 128-bit up to 128, 256-bit up to
//! 256, wider beyond); everything below it is monomorphised for that width.

mod attackers;
mod cell_sets;
mod compiled;
pub mod game;
pub mod movegen;
pub mod moves;
mod noisy;
pub mod position;
mod refusal;
pub mod special;
pub mod tables;

use crate::error::Error;
use crate::geometry::{BitSet, Wide};
#[cfg(feature = "fast-sets")]
use crate::geometry::{Set128, Set256};
use crate::pieces::Color;
use crate::variants::{self, Variant};
pub use game::{DiagramTarget, GameB, GoalCause, Outcome, Reason};
pub use moves::{Move, MoveKind};
pub use refusal::Refusal;

#[derive(Debug, Clone)]
enum Inner {
    #[cfg(feature = "fast-sets")]
    W64(Box<GameB<u64>>),
    #[cfg(feature = "fast-sets")]
    W128(Box<GameB<Set128>>),
    #[cfg(feature = "fast-sets")]
    W256(Box<GameB<Set256>>),
    Wide(Box<GameB<Wide>>),
}

macro_rules! dispatch {
    ($self:expr, $g:ident => $body:expr) => {
        match &$self.inner {
            #[cfg(feature = "fast-sets")]
            Inner::W64($g) => $body,
            #[cfg(feature = "fast-sets")]
            Inner::W128($g) => $body,
            #[cfg(feature = "fast-sets")]
            Inner::W256($g) => $body,
            Inner::Wide($g) => $body,
        }
    };
    (mut $self:expr, $g:ident => $body:expr) => {
        match &mut $self.inner {
            #[cfg(feature = "fast-sets")]
            Inner::W64($g) => $body,
            #[cfg(feature = "fast-sets")]
            Inner::W128($g) => $body,
            #[cfg(feature = "fast-sets")]
            Inner::W256($g) => $body,
            Inner::Wide($g) => $body,
        }
    };
}

/// `$body` with `$B` the square-set type a board of the variant's cells uses (the wide set alone
/// without feature `fast-sets`).
macro_rules! by_width {
    ($variant:expr, $B:ident => $body:expr) => {
        match width_for($variant.geometry.cells()) {
            #[cfg(feature = "fast-sets")]
            64 => {
                type $B = u64;
                $body
            }
            #[cfg(feature = "fast-sets")]
            128 => {
                type $B = Set128;
                $body
            }
            #[cfg(feature = "fast-sets")]
            256 => {
                type $B = Set256;
                $body
            }
            _ => {
                type $B = Wide;
                $body
            }
        }
    };
}

/// A move of a turn that is not an ordinary move (`rules::push`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TurnTask {
    /// Push one of the enemy's pawns.
    Push,
    /// Choose the piece for the own pawn waiting on this cell (canonical name).
    Promote(String),
}

/// Work to run on the width-specific game inside a [`Game`] (the search layer uses it).
pub trait WidthVisitor {
    /// What the work returns.
    type Output;
    /// Runs on the game of square-set width `B`.
    fn visit<B: BitSet>(self, game: &mut GameB<B>) -> Self::Output;
}

/// A game of any variant: the public entry point of the engine.
#[derive(Debug, Clone)]
pub struct Game {
    variant: std::sync::Arc<Variant>,
    inner: Inner,
    /// The record as last written in a notation (`notation::written::history`), whose moves the
    /// next record shares.
    written: crate::notation::written::Kept,
    /// The moves played since the game was set up, oldest first: each with the side that made it,
    /// as its canonical string (as [`Game::play`] returned it).
    record: Vec<(Color, String)>,
}

/// Information about a piece type, for user interfaces.
#[derive(Debug, Clone, serde::Serialize)]
pub struct PieceInfo {
    /// FEN letter (lower case).
    pub letter: char,
    /// FEN token (lower case): the letter, or `+` and the letter for a promoted type.
    pub token: String,
    /// Name.
    pub name: String,
    /// Betza definition.
    pub betza: String,
    /// Whether it is royal.
    pub royal: bool,
}

/// The square-set width a board of `cells` cells needs.
pub fn width_for(cells: usize) -> usize {
    if cells <= 64 {
        64
    } else if cells <= 128 {
        128
    } else if cells <= 256 {
        256
    } else {
        Wide::CAPACITY
    }
}

impl Game {
    /// A game of a built-in variant, from its start position or from `fen`.
    pub fn new(variant_id: &str, fen: Option<&str>) -> Result<Game, Error> {
        let v = variants::shared(variant_id)?;
        Game::from_shared(v, fen)
    }

    /// A game of a built-in variant from its numbered start array `n` (`start_shuffle`:
    /// Chess960's 0–959, 518 the standard array); a number out of range is an error.
    pub fn numbered_start(variant_id: &str, n: u64) -> Result<Game, Error> {
        let v = variants::shared(variant_id)?;
        let fen = variants::shuffle::start_fen(&v, n).map_err(|e| Error::Argument(e.to_string()))?;
        Game::from_shared(v, Some(&fen))
    }

    /// A game of any variant definition.
    pub fn from_variant(variant: Variant, fen: Option<&str>) -> Result<Game, Error> {
        Game::from_shared(std::sync::Arc::new(variant), fen)
    }

    /// A game of a shared variant definition (see [`variants::shared`]); its position is read
    /// as [`crate::notation::fen::parse`] reads it (SFEN too, in the shogi family).
    pub fn from_shared(variant: std::sync::Arc<Variant>, fen: Option<&str>) -> Result<Game, Error> {
        let width = width_for(variant.geometry.cells());
        Game::with_width_shared(variant, fen, width)
    }

    /// Like [`Game::from_variant`] with an explicit square-set width (64, 128, 256 or 448), for
    /// measuring what the width costs. A width too small for the board is an error.
    pub fn with_width(variant: Variant, fen: Option<&str>, width: usize) -> Result<Game, Error> {
        Game::with_width_shared(std::sync::Arc::new(variant), fen, width)
    }

    fn with_width_shared(variant: std::sync::Arc<Variant>, fen: Option<&str>, width: usize) -> Result<Game, Error> {
        if variant.game != variants::CHESS_GAME {
            return Err(Error::Argument(format!(
                "{} is not played by the chess-like engine (its game is '{}'; open it with game::open)",
                variant.id, variant.game
            )));
        }
        let cells = variant.geometry.cells();
        if width < width_for(cells) || ![64, 128, 256, Wide::CAPACITY].contains(&width) {
            return Err(Error::Argument(format!(
                "square-set width {width} cannot hold {cells} cells (64, 128, 256 or {})",
                Wide::CAPACITY
            )));
        }
        // Without feature `fast-sets` every width is served by the wide set.
        let inner = match width {
            #[cfg(feature = "fast-sets")]
            64 => Inner::W64(Box::new(GameB::new(&variant, fen)?)),
            #[cfg(feature = "fast-sets")]
            128 => Inner::W128(Box::new(GameB::new(&variant, fen)?)),
            #[cfg(feature = "fast-sets")]
            256 => Inner::W256(Box::new(GameB::new(&variant, fen)?)),
            _ => Inner::Wide(Box::new(GameB::new(&variant, fen)?)),
        };
        Ok(Game { variant, inner, written: Default::default(), record: Vec::new() })
    }

    /// The record as last written in a notation, kept for the next
    /// (`notation::written::history`).
    pub(crate) fn written_record(&self) -> &crate::notation::written::Kept {
        &self.written
    }

    /// Runs `work` on the width-specific game.
    pub fn visit<V: WidthVisitor>(&mut self, work: V) -> V::Output {
        dispatch!(mut self, g => work.visit(g))
    }

    /// The shared variant definition (to open another game of the same variant cheaply).
    pub fn shared_variant(&self) -> std::sync::Arc<Variant> {
        self.variant.clone()
    }

    /// The variant.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// The position in FEN.
    pub fn fen(&self) -> String {
        dispatch!(self, g => g.fen())
    }

    /// The position in SFEN (variants with pieces in hand, e.g. shogi).
    pub fn sfen(&self) -> Result<String, Error> {
        crate::notation::sfen::fen_to_sfen(&self.fen()).map_err(|e| Error::Argument(e.to_string()))
    }

    /// A game from an SFEN position.
    pub fn from_sfen(variant_id: &str, sfen: &str) -> Result<Game, Error> {
        let fen = crate::notation::sfen::sfen_to_fen(sfen).map_err(|e| Error::Argument(e.to_string()))?;
        Game::new(variant_id, Some(&fen))
    }

    /// Replaces the position (and clears the history); on error nothing changes.
    pub fn set_fen(&mut self, fen: &str) -> Result<(), Error> {
        *self = Game::from_shared(self.variant.clone(), Some(fen))?;
        Ok(())
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        dispatch!(self, g => g.pos.turn())
    }

    /// Which move of the side's turn is next (1-based) and how many the turn has (1 and 1 in
    /// chess; `rules::turns`).
    pub fn turn_parts(&self) -> (u32, u32) {
        dispatch!(self, g => g.pos.turn_parts(&g.t))
    }

    /// The piece type (upper-case FEN letter) an imitator of the side to move copies now (the
    /// TCHESS Jester's "moves as"), if the variant has imitators and a move was made.
    pub fn last_mover(&self) -> Option<char> {
        if self.variant.rules.imitators.is_empty() {
            return None;
        }
        let l = dispatch!(self, g => g.pos.last_mover);
        (l > 0).then(|| self.variant.pieces[l as usize - 1].letter.to_ascii_uppercase())
    }

    /// What the piece on `square` moves as now, where that depends on the game: an imitator of the
    /// side to move copies the opponent's last mover ("Jester moves as Knight"). `None` otherwise.
    pub fn piece_note(&self, square: &str) -> Result<Option<String>, Error> {
        let sq = self.variant.geometry.parse_square(square)?;
        let Some((ty, side)) = dispatch!(self, g => g.pos.piece_at(sq)) else { return Ok(None) };
        if !self.variant.rules.imitators.contains(&ty) || side != self.turn() {
            return Ok(None);
        }
        let name = &self.variant.pieces[ty].name;
        Ok(Some(match self.last_mover() {
            Some(l) => {
                let copied = self.variant.piece_index(l).map_or(l.to_string(), |t| self.variant.pieces[t].name.clone());
                format!("{name} moves as {copied}")
            }
            None => format!("{name}: no move to copy yet"),
        }))
    }

    /// Vacancy pools per side (White first) for promotion by vacancy: (FEN letter, count), count > 0.
    pub fn vacancies(&self) -> [Vec<(char, u8)>; 2] {
        self.counts_by_letter(dispatch!(self, g => &g.pos.pools))
    }

    /// Per-side counts per type as (FEN letter, upper case for White; count), count > 0.
    fn counts_by_letter(&self, counts: &[Vec<u8>; 2]) -> [Vec<(char, u8)>; 2] {
        let mut out: [Vec<(char, u8)>; 2] = [vec![], vec![]];
        for (c, per_type) in counts.iter().enumerate() {
            for (t, &n) in per_type.iter().enumerate() {
                if n > 0 {
                    let l = self.variant.pieces[t].letter;
                    out[c].push((if c == 0 { l.to_ascii_uppercase() } else { l }, n));
                }
            }
        }
        out
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        dispatch!(self, g => g.in_check())
    }

    /// Whether a royal piece of `side` is attacked (whoever is to move).
    pub fn royal_attacked(&self, side: Color) -> bool {
        dispatch!(self, g => g.pos.in_check_side(&g.t, side))
    }

    /// Whether `side` still has material that could mate (article 002: a flag fall against a side
    /// that cannot mate is a draw).
    pub fn can_mate(&self, side: Color) -> bool {
        dispatch!(self, g => g.can_mate(side))
    }

    /// Zobrist hash of the position (pieces, side to move, castling rights, en passant).
    pub fn hash(&self) -> u64 {
        dispatch!(self, g => g.pos.hash())
    }

    /// The moves played since the game was set up, each with the side that made it.
    pub fn history_sides(&self) -> Vec<(Color, String)> {
        self.record.clone()
    }

    /// The moves played since the game was set up, as canonical strings, without copying them.
    pub(crate) fn recorded(&self) -> impl Iterator<Item = &str> {
        self.record.iter().map(|(_, m)| m.as_str())
    }

    /// The moves played since the game was set up, as canonical strings.
    pub fn history(&self) -> Vec<String> {
        self.record.iter().map(|(_, m)| m.clone()).collect()
    }

    /// All legal moves, as canonical strings, sorted.
    pub fn legal_moves(&mut self) -> Vec<String> {
        dispatch!(mut self, g => g.legal_strings(None))
    }

    /// Legal moves of the piece on `square`.
    pub fn legal_moves_from(&mut self, square: &str) -> Result<Vec<String>, Error> {
        let sq = self.variant.geometry.parse_square(square)?;
        Ok(dispatch!(mut self, g => g.legal_strings(Some(sq))))
    }

    /// Every legal move described for the game interface, in a fixed order (the ids).
    pub fn actions(&mut self) -> Vec<crate::game::Action> {
        dispatch!(mut self, g => {
            let all = g.moves();
            all.iter().enumerate().map(|(i, m)| g.describe(i, m, &all)).collect()
        })
    }

    /// Plays the legal move number `id` of [`Game::actions`]; returns its string.
    pub fn play_index(&mut self, id: usize) -> Result<String, Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        let side = self.turn();
        let played = dispatch!(mut self, g => {
            let all = g.moves();
            let m = *all.get(id).ok_or_else(|| Error::Argument(format!("no legal action {id}")))?;
            let s = g.move_string(&m, &all);
            g.play_move(m);
            s
        });
        self.record.push((side, played.clone()));
        Ok(played)
    }

    /// The canonical names of the cells of the royal pieces in check ([`GameB::check_cells`]).
    pub fn check_squares(&self) -> Vec<String> {
        let cells = dispatch!(self, g => g.check_cells());
        cells.into_iter().map(|c| self.variant.geometry.square_name(c)).collect()
    }

    /// The same position with `side` to move (no en passant), for asking what a piece of the side
    /// not to move could do; the history is not kept.
    pub fn with_side_to_move(&self, side: Color) -> Result<Game, Error> {
        if side == self.turn() {
            return Ok(self.clone());
        }
        let fen = self.fen();
        let mut fields: Vec<&str> = fen.split(' ').collect();
        if fields.len() < 4 {
            return Err(Error::Argument("position has no side-to-move field".into()));
        }
        fields[1] = if side == Color::White { "w" } else { "b" };
        fields[3] = "-";
        Game::from_shared(self.variant.clone(), Some(&crate::notation::join_strs(&fields, " ")))
    }

    /// The pieces a legal move captures, as the lower-case FEN letters they enter a hand as (a
    /// promoted piece as a pawn). An illegal move is an error.
    pub fn capture_gains(&mut self, mv: &str) -> Result<Vec<char>, Error> {
        let types = dispatch!(mut self, g => {
            let m = g.parse_move(mv)?;
            g.hand_gains(&m)
        });
        Ok(types.into_iter().map(|ty| self.variant.pieces[ty].letter).collect())
    }

    /// Adds `delta` pieces (FEN letter, either case) to `side`'s hand from outside the game (the
    /// bughouse partner's captures); an unknown piece, a variant without hands or a count out of
    /// range is an error and changes nothing.
    pub fn add_to_hand(&mut self, side: Color, letter: char, delta: i32) -> Result<(), Error> {
        if !self.variant.rules.drops {
            return Err(Error::Argument("this variant has no pieces in hand".into()));
        }
        let ty = self.variant.pieces.iter().position(|p| p.letter == letter.to_ascii_lowercase());
        let ty = ty.ok_or_else(|| Error::UnknownPiece(letter.to_string()))?;
        if dispatch!(mut self, g => g.add_to_hand(side, ty, delta)) {
            Ok(())
        } else {
            Err(Error::Argument(format!("{side}'s hand cannot take {delta:+} of '{letter}'")))
        }
    }

    /// Plays a move given as a string; returns its canonical form. Illegal moves change nothing.
    pub fn play(&mut self, mv: &str) -> Result<String, Error> {
        let side = self.turn();
        let played = dispatch!(mut self, g => g.play(mv))?;
        self.record.push((side, played.clone()));
        Ok(played)
    }

    /// Why a move the pieces could make is refused here (a king left in check, castling across an
    /// attacked square, xiangqi's perpetual check, ...), or `None` (a legal move, or one not
    /// possible at all).
    pub fn refusal(&mut self, mv: &str) -> Option<Refusal> {
        dispatch!(mut self, g => g.refusal(mv.trim()))
    }

    /// Takes back the last move; returns its string, or `None` at the start.
    pub fn undo(&mut self) -> Option<String> {
        dispatch!(mut self, g => g.undo())?;
        self.record.pop().map(|(_, m)| m)
    }

    /// Number of half-moves played since the game was set up.
    pub fn ply(&self) -> usize {
        dispatch!(self, g => g.ply())
    }

    /// How the game has ended, if it has.
    pub fn outcome(&mut self) -> Option<Outcome> {
        dispatch!(mut self, g => g.outcome())
    }

    /// See [`GameB::claimable_draw`].
    pub fn claimable_draw(&mut self) -> Option<Reason> {
        dispatch!(mut self, g => g.claimable_draw())
    }

    /// What reached the goal, where the game has ended by it ([`Reason::Goal`]).
    pub fn goal_cause(&self) -> Option<GoalCause> {
        dispatch!(self, g => g.goal_cause())
    }

    /// Perft: leaf count of the legal move tree.
    pub fn perft(&mut self, depth: u32) -> u64 {
        dispatch!(mut self, g => g.perft(depth))
    }

    /// Perft with Fairy-Stockfish's leaf counting (its last ply counts shogi pawn-drop mates as
    /// moves); used to compare with its published numbers. Equal to [`Game::perft`] elsewhere.
    pub fn perft_fsf(&mut self, depth: u32) -> u64 {
        dispatch!(mut self, g => g.perft_fsf(depth))
    }

    /// Perft per first move.
    pub fn divide(&mut self, depth: u32) -> Vec<(String, u64)> {
        dispatch!(mut self, g => g.divide(depth))
    }

    /// Piece on a cell: (letter, side).
    pub fn piece_at(&self, square: &str) -> Result<Option<(char, Color)>, Error> {
        let sq = self.variant.geometry.parse_square(square)?;
        let p = dispatch!(self, g => g.pos.piece_at(sq));
        Ok(p.map(|(t, c)| (self.variant.pieces[t].letter, c)))
    }

    /// The piece on a cell as a FEN token, upper case for White (`P`, `n`, `+P`).
    pub fn token_at(&self, square: &str) -> Result<Option<String>, Error> {
        let sq = self.variant.geometry.parse_square(square)?;
        let p = dispatch!(self, g => g.pos.piece_at(sq));
        Ok(p.map(|(t, c)| self.token_of(t, c)))
    }

    /// A piece type's FEN token for side `c` (upper case for White).
    fn token_of(&self, t: usize, c: Color) -> String {
        let tok = self.variant.pieces[t].token();
        if c == Color::White {
            tok.to_ascii_uppercase()
        } else {
            tok
        }
    }

    /// The pieces of its own that the last move's side lost to the river with it (Congo's
    /// drowning), as (cell name, FEN token); none at the start.
    pub fn last_drowned(&self) -> Vec<(String, String)> {
        let lost = dispatch!(self, g => g.last_drowned());
        lost.into_iter().map(|(sq, t, c)| (self.variant.geometry.square_name(sq), self.token_of(t, c))).collect()
    }

    /// The canonical names of the cells `side` sees, in cell order, where the variant hides
    /// information (`fog`); `None`: every cell is seen.
    pub fn visible_squares(&self, side: Color) -> Option<Vec<String>> {
        self.variant.rules.fog?;
        let cells: Vec<usize> = dispatch!(self, g => g.pos.visible(&g.t, side).iter().collect());
        Some(cells.into_iter().map(|c| self.variant.geometry.square_name(c)).collect())
    }

    /// The position in FEN as `side` sees it: what [`Game::fen`] says where the variant hides
    /// nothing; under `fog`, without the pieces on cells `side` does not see.
    pub fn fen_seen_by(&self, side: Color) -> String {
        if self.variant.rules.fog.is_none() {
            return self.fen();
        }
        dispatch!(self, g => g.fen_seen_by(side))
    }

    /// A full position `side` could be in, from what it sees alone (see [`GameB::fen_guessed_by`]);
    /// the FEN itself where nothing is hidden.
    pub fn fen_guessed_by(&self, side: Color) -> String {
        if self.variant.rules.fog.is_none() {
            return self.fen();
        }
        dispatch!(self, g => g.fen_guessed_by(side))
    }

    /// What the current move must do where it is not an ordinary move (`rules::push`).
    pub fn turn_task(&self) -> Option<TurnTask> {
        if !self.variant.rules.push_enemy_pawn {
            return None;
        }
        let (waiting, push) = dispatch!(self, g => (g.pos.awaiting_promotion(&g.t), g.pos.push_due(&g.t)));
        match waiting {
            Some(cell) => Some(TurnTask::Promote(self.variant.geometry.square_name(cell))),
            None => push.then_some(TurnTask::Push),
        }
    }

    /// The canonical names of the cells of frozen pieces (`flips`), in cell order.
    pub fn frozen_squares(&self) -> Vec<String> {
        let cells: Vec<usize> = dispatch!(self, g => g.pos.frozen().iter().collect());
        cells.into_iter().map(|c| self.variant.geometry.square_name(c)).collect()
    }

    /// Pieces in hand per side (White first): (FEN letter, count), count > 0.
    pub fn hands(&self) -> [Vec<(char, u8)>; 2] {
        self.counts_by_letter(dispatch!(self, g => &g.pos.hands))
    }

    /// The pieces of the variant.
    pub fn pieces(&self) -> Vec<PieceInfo> {
        pieces_of(&self.variant)
    }

    /// The targets of a piece (FEN letter; upper case = White) alone on an empty board at `square`.
    pub fn diagram(variant: &Variant, letter: char, square: &str) -> Result<Vec<DiagramTarget>, Error> {
        Game::diagram_token(variant, &letter.to_string(), square)
    }

    /// Like [`Game::diagram`] for a FEN token, so promoted pieces too (`+R`). A piece may also be
    /// named by its label (`PS` for the TCHESS Sergeant; upper case = White).
    pub fn diagram_token(variant: &Variant, token: &str, square: &str) -> Result<Vec<DiagramTarget>, Error> {
        let (ty, color, sq) = diagram_piece(variant, token, square)?;
        by_width!(variant, B => GameB::<B>::diagram(variant, ty, color, sq))
    }

    /// The position of a move diagram: the piece of [`Game::diagram_token`] alone on `square`, its
    /// side to move, in FEN (a picture, not a position any game may start from).
    pub fn diagram_fen(variant: &Variant, token: &str, square: &str) -> Result<String, Error> {
        let (ty, color, sq) = diagram_piece(variant, token, square)?;
        by_width!(variant, B => GameB::<B>::diagram_fen(variant, ty, color, sq))
    }
}

/// The type, side and cell of a move diagram's piece: a FEN token or a label (upper case =
/// White), on `square`.
fn diagram_piece(variant: &Variant, token: &str, square: &str) -> Result<(usize, Color, usize), Error> {
    let by_label =
        || variant.labels.iter().find(|(_, l)| l.eq_ignore_ascii_case(token)).and_then(|(t, _)| variant.token_index(t));
    let ty = variant
        .token_index(token)
        .or_else(by_label)
        .ok_or_else(|| Error::UnknownPiece(token.chars().take(4).collect()))?;
    // The side from the case of the first letter (`+p`, `(ST)`, `PS`).
    let color = if token.chars().find(|c| c.is_ascii_alphabetic()).is_some_and(|c| c.is_ascii_lowercase()) {
        Color::Black
    } else {
        Color::White
    };
    Ok((ty, color, variant.geometry.parse_square(square)?))
}

/// Piece information of a variant.
pub fn pieces_of(v: &Variant) -> Vec<PieceInfo> {
    v.pieces
        .iter()
        .enumerate()
        .map(|(i, p)| PieceInfo {
            letter: p.letter,
            token: p.token(),
            name: p.name.clone(),
            // With its second moves (the Trojan pieces' `cDimD`): the whole definition.
            betza: format!("{}{}", p.betza.text, p.gated.as_ref().map_or("", |g| g.text.as_str())),
            royal: v.rules.royal.contains(&i),
        })
        .collect()
}

//! Chex (spec variants-catalog §23): chess on a board that grows with the pieces. The game starts
//! empty; each turn a side places its next piece next to the group (the very first on `a1`) or
//! makes a chess move, and afterwards all pieces of both sides must form one chain of edge- or
//! corner-adjacent squares. Capturing the king wins (moves are pseudo-legal); a side that can
//! neither move nor place draws the game. Pawns step one square (White north, Black south) and
//! capture diagonally forward, without double step, promotion or en passant; there is no
//! castling, and captured pieces leave the game.
//!
//! **Which piece is placed** (AMB-SAX-1): by default each side draws its 16 pieces in an order
//! shuffled from a seed (see [`shuffled_start`]: splitmix64 drives a Fisher–Yates shuffle of
//! `KQRRBBNNPPPPPPPP`, White's pile first, then Black's); only each side's next piece is known.
//! The rule option `free_choice` lets a side place any piece it has left, the king first. The
//! computer searches what a player knows: each pile's next piece can be placed, the rest of the
//! pile counts as material (and keeps an unplaced king alive) but is never placed in the search.
//! The spec names no draw by repetition or move count for Chex, and none is applied.
//!
//! **Board and names**: pieces stand on absolute integer coordinates; the board shown is their
//! bounding box plus a one-square frame, named from `a1` at its bottom-left after every move
//! (before the first placement a single cell `a1`). Moves stay on that board. Files are single
//! letters, so an action that would make the board wider than 26 files is refused.
//!
//! **Strings**: placements `N@c3` (upper-case letter for both sides), moves `c3d5`, in the names
//! of the board at the time. A position is the board shown (FEN rows, top first, frame included),
//! the side to move, then White's and Black's piles of pieces not yet placed, next piece first
//! (`-` if empty): `1 w QPRPBNKPPRPNBPPP pnpkbprpqpnprbpp`. Under `free_choice` the piles are
//! written in the order KQRBNP. `seed <n>` reads as the start with piles shuffled from seed `n`;
//! a new game without a position draws from a fresh random seed.

// Without feature `search` the computer's evaluation and search adapter below are unused.
#![cfg_attr(not(feature = "search"), allow(dead_code))]

#[cfg(feature = "search")]
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::{Action, ActionKind, Cell, CellShape, GameInterface, HandCount, Occupant, Origin, Refusal, TurnInfo};
use crate::engine::{Outcome, Reason};
use crate::error::{shown, Error};
use crate::pieces::Color;
use crate::rules::Value;
#[cfg(feature = "search")]
use crate::search::{BestMove, Clock, Limits, Memory, SearchInfo};
use crate::search::{SearchGame, Tactical};
use crate::variants::{SquareNames, Variant};

/// The most files the board may have (single letters a–z).
const MAX_FILES: i32 = 26;
/// The most ranks the board may have (two-digit numbers).
const MAX_RANKS: i32 = 99;
/// Each side's pieces, in the order a pile is shuffled from.
const SET: &str = "KQRRBBNNPPPPPPPP";

/// A chess piece type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

impl Kind {
    const ALL: [Kind; 6] = [Kind::King, Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight, Kind::Pawn];

    fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Pawn => 'P',
        }
    }

    fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.letter() == c.to_ascii_uppercase())
    }

    /// How many of this type a side owns.
    fn count(self) -> usize {
        SET.chars().filter(|&c| c == self.letter()).count()
    }

    /// The computer's value (the king's capture ends the game, so it needs none).
    fn value(self) -> i32 {
        match self {
            Kind::King => 0,
            Kind::Queen => 900,
            Kind::Rook => 500,
            Kind::Bishop => 330,
            Kind::Knight => 320,
            Kind::Pawn => 100,
        }
    }

    fn token(self, side: Color) -> String {
        let c = self.letter();
        if side == Color::White { c } else { c.to_ascii_lowercase() }.to_string()
    }
}

/// A piece on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Piece {
    side: Color,
    kind: Kind,
}

type Point = (i32, i32);

/// The pieces on the board by point, in point order: a list kept sorted, with a `BTreeMap`'s
/// order and the few calls the game makes (the map's own code cost the full page module about
/// 3.4 KB gzipped).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
struct Cells(Vec<(Point, Piece)>);

impl Cells {
    fn find(&self, p: &Point) -> Result<usize, usize> {
        self.0.binary_search_by(|e| e.0.cmp(p))
    }

    fn get(&self, p: &Point) -> Option<&Piece> {
        self.find(p).ok().map(|i| &self.0[i].1)
    }

    fn contains_key(&self, p: &Point) -> bool {
        self.find(p).is_ok()
    }

    fn insert(&mut self, p: Point, piece: Piece) {
        match self.find(&p) {
            Ok(i) => self.0[i].1 = piece,
            Err(i) => self.0.insert(i, (p, piece)),
        }
    }

    fn remove(&mut self, p: &Point) -> Option<Piece> {
        self.find(p).ok().map(|i| self.0.remove(i).1)
    }

    fn len(&self) -> usize {
        self.0.len()
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    fn iter(&self) -> impl Iterator<Item = (&Point, &Piece)> {
        self.0.iter().map(|(p, q)| (p, q))
    }

    fn keys(&self) -> impl Iterator<Item = &Point> {
        self.0.iter().map(|e| &e.0)
    }

    fn values(&self) -> impl Iterator<Item = &Piece> {
        self.0.iter().map(|e| &e.1)
    }
}

const ROYAL: [Point; 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [Point; 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// An action: a piece placed on `to` (`place`), or the piece on `from` moved to `to`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChexMove {
    place: Option<Kind>,
    from: Point,
    to: Point,
}

/// The board shown: its bottom-left cell's coordinates and its size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Frame {
    x0: i32,
    y0: i32,
    width: i32,
    height: i32,
}

impl Frame {
    fn contains(self, (x, y): Point) -> bool {
        x >= self.x0 && y >= self.y0 && x < self.x0 + self.width && y < self.y0 + self.height
    }

    fn name(self, (x, y): Point) -> String {
        crate::geometry::square_text((x - self.x0) as usize, (y - self.y0 + 1) as usize)
    }

    fn parse(self, s: &str) -> Option<Point> {
        let b = s.as_bytes();
        if b.len() < 2 || !b[0].is_ascii_lowercase() || b[1] == b'0' || b.len() > 3 {
            return None;
        }
        let digits = &s[1..];
        if !digits.bytes().all(|d| d.is_ascii_digit()) {
            return None;
        }
        let p = (self.x0 + i32::from(b[0] - b'a'), self.y0 + digits.parse::<i32>().ok()? - 1);
        self.contains(p).then_some(p)
    }
}

/// Everything that decides the game: the pieces, the side to move and the piles.
#[derive(Debug, Clone, PartialEq, Eq)]
struct State {
    board: Cells,
    side: Color,
    /// The pieces each side may still place, next first (in any order under free choice).
    piles: [Vec<Kind>; 2],
    /// Pieces known to remain whose order is not known (only in the computer's search): they are
    /// counted in the evaluation and keep a king alive, but cannot be placed.
    unseen: [Vec<Kind>; 2],
}

/// A move string's parts, cells still unread: a placement (`K@c3`: the piece's letter and its cell)
/// or a step (`c3d4`: the cells from and to).
enum Written<'a> {
    Place(&'a str, &'a str),
    Step(&'a str, &'a str),
}

impl<'a> Written<'a> {
    /// Splits `text`; a step's second cell starts at its first lowercase letter after the first.
    fn read(text: &'a str) -> Option<Written<'a>> {
        if let Some((piece, cell)) = text.split_once('@') {
            return Some(Written::Place(piece, cell));
        }
        let split = text.char_indices().skip(1).find(|(_, c)| c.is_ascii_lowercase())?.0;
        Some(Written::Step(&text[..split], &text[split..]))
    }
}

/// splitmix64's step: the output for the state `z` (the state then advances by the golden gamma).
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The kind a pile holds most of (the first in KQRBNP order among equals): the likeliest next
/// draw from it, for a search that may not know the pile's order.
fn likeliest(pile: &[Kind]) -> Option<Kind> {
    let count = |k: &Kind| pile.iter().filter(|&x| x == k).count();
    // max_by_key keeps the last of equals: look from P back to K.
    Kind::ALL.into_iter().rev().filter(|k| count(k) > 0).max_by_key(count)
}

/// The shuffled piles of seed `seed`: a splitmix64 stream drives a Fisher–Yates shuffle (from
/// the last index down, swapping index i with `next % (i + 1)`) of `KQRRBBNNPPPPPPPP` for White,
/// then, continuing the stream, for Black.
fn shuffled_piles(seed: u64) -> [Vec<Kind>; 2] {
    let mut state = seed;
    let mut next = || {
        let out = mix(state);
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        out
    };
    let mut piles: [Vec<Kind>; 2] = [Vec::new(), Vec::new()];
    for pile in &mut piles {
        for c in SET.chars() {
            pile.extend(Kind::from_letter(c));
        }
        for i in (1..pile.len()).rev() {
            let j = (next() % (i as u64 + 1)) as usize;
            pile.swap(i, j);
        }
    }
    piles
}

/// The start position with piles shuffled from `seed` (see the module documentation).
/// A seed for a new game's draw from the system's randomness (`None` if it has none to give).
fn fresh_seed() -> Option<u64> {
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).ok()?;
    Some(u64::from_le_bytes(bytes))
}

pub fn shuffled_start(seed: u64) -> String {
    let st =
        State { board: Cells::default(), side: Color::White, piles: shuffled_piles(seed), unseen: Default::default() };
    write_position(&st)
}

/// The occupied cells of the board shown, as a grid, for testing whether a move keeps the
/// pieces one chain (a flood fill from the moved piece).
struct Links {
    frame: Frame,
    occupied: Vec<bool>,
    count: usize,
    /// Cells reached in the current fill carry its number.
    mark: Vec<u32>,
    fill: u32,
    todo: Vec<Point>,
}

impl Links {
    fn new(board: &Cells, frame: Frame) -> Links {
        let n = (frame.width * frame.height) as usize;
        let mut occupied = vec![false; n];
        for &p in board.keys() {
            occupied[Links::index(frame, p)] = true;
        }
        Links { frame, occupied, count: board.len(), mark: vec![0; n], fill: 0, todo: Vec::new() }
    }

    fn index(f: Frame, (x, y): Point) -> usize {
        ((y - f.y0) * f.width + (x - f.x0)) as usize
    }

    /// Whether the pieces stay one chain, on a board within its names, after the piece on `from`
    /// moves to `to` (empty or taken), both on the board shown.
    fn linked_after_move(&mut self, from: Point, to: Point) -> bool {
        let f = self.frame;
        let (fi, ti) = (Links::index(f, from), Links::index(f, to));
        let captured = self.occupied[ti];
        self.occupied[fi] = false;
        self.occupied[ti] = true;
        let pieces = if captured { self.count - 1 } else { self.count };
        self.fill += 1;
        self.mark[ti] = self.fill;
        self.todo.clear();
        self.todo.push(to);
        let (mut reached, mut x0, mut x1, mut y0, mut y1) = (0, to.0, to.0, to.1, to.1);
        while let Some((x, y)) = self.todo.pop() {
            reached += 1;
            (x0, x1, y0, y1) = (x0.min(x), x1.max(x), y0.min(y), y1.max(y));
            for (dx, dy) in ROYAL {
                let n = (x + dx, y + dy);
                if !f.contains(n) {
                    continue;
                }
                let i = Links::index(f, n);
                if self.occupied[i] && self.mark[i] != self.fill {
                    self.mark[i] = self.fill;
                    self.todo.push(n);
                }
            }
        }
        self.occupied[ti] = captured;
        self.occupied[fi] = true;
        reached == pieces && x1 - x0 + 3 <= MAX_FILES && y1 - y0 + 3 <= MAX_RANKS
    }
}

impl State {
    fn frame(&self) -> Frame {
        let mut it = self.board.keys();
        let Some(&(x, y)) = it.next() else { return Frame { x0: 0, y0: 0, width: 1, height: 1 } };
        let (mut x0, mut x1, mut y0, mut y1) = (x, x, y, y);
        for &(x, y) in it {
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
        Frame { x0: x0 - 1, y0: y0 - 1, width: x1 - x0 + 3, height: y1 - y0 + 3 }
    }

    /// Whether every piece is linked to every other by a chain of neighbours (8-connected), and
    /// the board shown stays within its naming limits.
    fn connected(board: &Cells) -> bool {
        let Some(&first) = board.keys().next() else { return true };
        let (mut x0, mut x1, mut y0, mut y1) = (first.0, first.0, first.1, first.1);
        let mut seen = vec![first];
        let mut todo = vec![first];
        while let Some((x, y)) = todo.pop() {
            x0 = x0.min(x);
            x1 = x1.max(x);
            y0 = y0.min(y);
            y1 = y1.max(y);
            for (dx, dy) in ROYAL {
                let n = (x + dx, y + dy);
                if board.contains_key(&n) && !seen.contains(&n) {
                    seen.push(n);
                    todo.push(n);
                }
            }
        }
        seen.len() == board.len() && x1 - x0 + 3 <= MAX_FILES && y1 - y0 + 3 <= MAX_RANKS
    }

    fn king_gone(&self, side: Color) -> bool {
        let s = side.index();
        let on_board = self.board.values().any(|p| p.side == side && p.kind == Kind::King);
        !on_board && !self.piles[s].contains(&Kind::King) && !self.unseen[s].contains(&Kind::King)
    }

    /// The kinds `side` may place now: its next piece, or under free choice any it has left (the
    /// king while it is still in the pile).
    fn placeable(&self, side: Color, free_choice: bool) -> Vec<Kind> {
        let pile = &self.piles[side.index()];
        if !free_choice {
            return pile.get(..1).unwrap_or_default().to_vec();
        }
        if pile.contains(&Kind::King) {
            return vec![Kind::King];
        }
        let mut kinds: Vec<Kind> = pile.clone();
        crate::sort::sort(&mut kinds);
        kinds.dedup();
        kinds
    }

    /// Where the piece on `from` could go by its own move, within the board shown.
    fn targets(&self, from: Point, piece: Piece, frame: Frame) -> Vec<Point> {
        let mut out = Vec::new();
        let enemy = |p: Point| self.board.get(&p).is_some_and(|q| q.side != piece.side);
        let free_or_enemy =
            |p: Point| frame.contains(p) && !matches!(self.board.get(&p), Some(q) if q.side == piece.side);
        match piece.kind {
            Kind::Pawn => {
                let dy = if piece.side == Color::White { 1 } else { -1 };
                let ahead = (from.0, from.1 + dy);
                if frame.contains(ahead) && !self.board.contains_key(&ahead) {
                    out.push(ahead);
                }
                for dx in [-1, 1] {
                    let p = (from.0 + dx, from.1 + dy);
                    if frame.contains(p) && enemy(p) {
                        out.push(p);
                    }
                }
            }
            Kind::King | Kind::Knight => {
                let steps = if piece.kind == Kind::King { &ROYAL } else { &KNIGHT };
                for &(dx, dy) in steps {
                    let p = (from.0 + dx, from.1 + dy);
                    if free_or_enemy(p) {
                        out.push(p);
                    }
                }
            }
            slider => {
                let dirs = match slider {
                    Kind::Rook => &ROYAL[..4],
                    Kind::Bishop => &ROYAL[4..],
                    _ => &ROYAL[..],
                };
                for &(dx, dy) in dirs {
                    let mut p = (from.0 + dx, from.1 + dy);
                    while frame.contains(p) {
                        match self.board.get(&p) {
                            None => out.push(p),
                            Some(q) => {
                                if q.side != piece.side {
                                    out.push(p);
                                }
                                break;
                            }
                        }
                        p = (p.0 + dx, p.1 + dy);
                    }
                }
            }
        }
        out
    }

    /// The legal actions of `side`: moves keeping the pieces linked, then placements.
    fn actions(&self, side: Color, free_choice: bool) -> Vec<ChexMove> {
        let frame = self.frame();
        let mut out = Vec::new();
        let mut links = Links::new(&self.board, frame);
        for (&from, &piece) in self.board.iter() {
            if piece.side != side {
                continue;
            }
            for to in self.targets(from, piece, frame) {
                if links.linked_after_move(from, to) {
                    out.push(ChexMove { place: None, from, to });
                }
            }
        }
        let kinds = self.placeable(side, free_choice);
        if kinds.is_empty() {
            return out;
        }
        let cells: Vec<Point> = if self.board.is_empty() {
            vec![(0, 0)]
        } else {
            // A cell next to a piece keeps the chain; it must keep the board within its names.
            let (x0, x1, y0, y1) =
                (frame.x0 + 1, frame.x0 + frame.width - 2, frame.y0 + 1, frame.y0 + frame.height - 2);
            let mut cells = Vec::new();
            for x in frame.x0..frame.x0 + frame.width {
                for y in frame.y0..frame.y0 + frame.height {
                    let touches = ROYAL.iter().any(|&(dx, dy)| self.board.contains_key(&(x + dx, y + dy)));
                    let fits = x1.max(x) - x0.min(x) + 3 <= MAX_FILES && y1.max(y) - y0.min(y) + 3 <= MAX_RANKS;
                    if touches && fits && !self.board.contains_key(&(x, y)) {
                        cells.push((x, y));
                    }
                }
            }
            cells
        };
        for kind in kinds {
            for &to in &cells {
                out.push(ChexMove { place: Some(kind), from: to, to });
            }
        }
        out
    }

    fn apply(&mut self, m: ChexMove) {
        let side = self.side;
        match m.place {
            Some(kind) => {
                let pile = &mut self.piles[side.index()];
                if let Some(i) = pile.iter().position(|&k| k == kind) {
                    pile.remove(i);
                }
                self.board.insert(m.to, Piece { side, kind });
            }
            None => {
                if let Some(p) = self.board.remove(&m.from) {
                    self.board.insert(m.to, p);
                }
            }
        }
        self.side = side.flip();
    }

    fn move_string(&self, m: ChexMove) -> String {
        let f = self.frame();
        match m.place {
            Some(k) => format!("{}@{}", k.letter(), f.name(m.to)),
            None => format!("{}{}", f.name(m.from), f.name(m.to)),
        }
    }

    /// A hash of the position as shown (the same wherever the group stands in absolute terms).
    fn hash(&self) -> u64 {
        let f = self.frame();
        let mut h = if self.side == Color::Black { 0x6a09_e667_f3bc_c908 } else { 0 };
        for (&(x, y), p) in self.board.iter() {
            let code = (((x - f.x0) as u64) << 16) | (((y - f.y0) as u64) << 4) | (p.side.index() as u64) << 3;
            h ^= mix(code | p.kind as u64);
        }
        for (s, piles) in [&self.piles, &self.unseen].into_iter().enumerate() {
            for (side, pile) in piles.iter().enumerate() {
                for (i, &k) in pile.iter().enumerate() {
                    h ^= mix(0x1_0000_0000 | (s as u64) << 24 | (side as u64) << 20 | (i as u64) << 8 | k as u64);
                }
            }
        }
        h
    }
}

fn position_error(msg: String) -> Error {
    Error::Argument(format!("bad Chex position: {msg}"))
}

fn write_pile(pile: &[Kind], side: Color) -> String {
    if pile.is_empty() {
        "-".into()
    } else {
        let mut out = String::new();
        for k in pile {
            out.push_str(&k.token(side));
        }
        out
    }
}

fn write_position(st: &State) -> String {
    let f = st.frame();
    let mut rows = Vec::new();
    for y in (f.y0..f.y0 + f.height).rev() {
        let mut row = String::new();
        let mut gap = 0;
        for x in f.x0..f.x0 + f.width {
            match st.board.get(&(x, y)) {
                None => gap += 1,
                Some(p) => {
                    if gap > 0 {
                        row.push_str(&gap.to_string());
                        gap = 0;
                    }
                    row.push_str(&p.kind.token(p.side));
                }
            }
        }
        if gap > 0 {
            row.push_str(&gap.to_string());
        }
        rows.push(row);
    }
    let side = if st.side == Color::White { 'w' } else { 'b' };
    format!(
        "{} {side} {} {}",
        rows.join("/"),
        write_pile(&st.piles[0], Color::White),
        write_pile(&st.piles[1], Color::Black)
    )
}

fn parse_pile(text: &str, side: Color) -> Result<Vec<Kind>, Error> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let mut pile = Vec::new();
    for c in text.chars() {
        let ok = if side == Color::White { c.is_ascii_uppercase() } else { c.is_ascii_lowercase() };
        pile.push(
            Kind::from_letter(c)
                .filter(|_| ok)
                .ok_or_else(|| position_error(format!("'{}' is no piece of {side:?}'s pile", shown(&c.to_string()))))?,
        );
    }
    Ok(pile)
}

fn parse_board(text: &str) -> Result<(Cells, i32, i32), Error> {
    let rows: Vec<&str> = text.split('/').collect();
    let height = rows.len() as i32;
    if height > MAX_RANKS {
        return Err(position_error(format!("at most {MAX_RANKS} ranks")));
    }
    let mut board = Cells::default();
    let mut width = None;
    for (i, row) in rows.iter().enumerate() {
        let y = height - 1 - i as i32;
        let mut x = 0i32;
        let mut digits = String::new();
        for c in row.chars().chain(std::iter::once('/')) {
            if c.is_ascii_digit() {
                if digits.is_empty() && c == '0' {
                    return Err(position_error(format!("bad empty-square count in rank {}", y + 1)));
                }
                digits.push(c);
                if digits.len() > 2 {
                    return Err(position_error(format!("bad empty-square count in rank {}", y + 1)));
                }
                continue;
            }
            if !digits.is_empty() {
                x += digits.parse::<i32>().unwrap_or(MAX_FILES + 1);
                digits.clear();
            }
            if c == '/' {
                break;
            }
            let kind = Kind::from_letter(c)
                .ok_or_else(|| position_error(format!("'{}' is no Chex piece", shown(&c.to_string()))))?;
            let side = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
            board.insert((x, y), Piece { side, kind });
            x += 1;
            if x > MAX_FILES {
                break;
            }
        }
        if x > MAX_FILES || x == 0 || width.is_some_and(|w| w != x) {
            return Err(position_error("every rank needs the same number of files, 1 to 26".into()));
        }
        width = Some(x);
    }
    Ok((board, width.unwrap_or(0), height))
}

fn parse_position(text: &str, free_choice: bool) -> Result<State, Error> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if let ["seed", n] = fields[..] {
        let seed = n.parse::<u64>().map_err(|_| position_error(format!("bad seed '{}'", shown(n))))?;
        return parse_position(&shuffled_start(seed), free_choice);
    }
    let [board, side, white, black] = fields[..] else {
        return Err(position_error(format!(
            "'{}' needs 4 fields (board, side, White's pile, Black's pile)",
            shown(text)
        )));
    };
    let (board, width, height) = parse_board(board)?;
    let side = match side {
        "w" => Color::White,
        "b" => Color::Black,
        o => return Err(position_error(format!("the side to move is w or b, not '{}'", shown(o)))),
    };
    let mut piles = [parse_pile(white, Color::White)?, parse_pile(black, Color::Black)?];
    if free_choice {
        piles.iter_mut().for_each(|p| crate::sort::sort(p));
    }
    let st = State { board, side, piles, unseen: Default::default() };
    if st.board.is_empty() {
        if (width, height) != (1, 1) || side != Color::White || st.piles.iter().any(|p| p.len() != SET.len()) {
            return Err(position_error("an empty board is the start: '1 w' and both piles full".into()));
        }
        return Ok(st);
    }
    if st.frame() != (Frame { x0: 0, y0: 0, width, height }) {
        return Err(position_error("the board must be the pieces' bounding box with a one-square frame".into()));
    }
    if !State::connected(&st.board) {
        return Err(position_error("the pieces must form one chain of neighbours".into()));
    }
    for s in Color::BOTH {
        for kind in Kind::ALL {
            let on_board = st.board.values().filter(|p| p.side == s && p.kind == kind).count();
            let in_pile = st.piles[s.index()].iter().filter(|&&k| k == kind).count();
            if on_board + in_pile > kind.count() {
                return Err(position_error(format!("{s:?} has too many of {}", kind.letter())));
            }
        }
        let placed_other = st.board.values().any(|p| p.side == s && p.kind != Kind::King);
        if free_choice && st.piles[s.index()].contains(&Kind::King) && placed_other {
            return Err(position_error(format!("{s:?}'s king is placed first (free choice)")));
        }
    }
    if st.king_gone(side.flip()) {
        return Err(position_error("the side that just moved has lost its king".into()));
    }
    Ok(st)
}

/// A game of Chex.
#[derive(Debug, Clone)]
pub struct Chex {
    variant: Arc<Variant>,
    free_choice: bool,
    st: State,
    undos: Vec<(State, String)>,
}

/// Opens Chex from its start or a position string (see the module documentation).
pub fn open(v: Arc<Variant>, position: Option<&str>) -> Result<Box<dyn GameInterface>, Error> {
    Ok(Box::new(Chex::new(v, position)?))
}

impl Chex {
    /// A game of the variant (`game_rules = free_choice` for AMB-SAX-1's free choice) from
    /// `position` or its start.
    pub fn new(v: Arc<Variant>, position: Option<&str>) -> Result<Chex, Error> {
        let mut free_choice = false;
        for word in &v.game_rules {
            match word.as_str() {
                "free_choice" => free_choice = true,
                o => return Err(Error::Variant(format!("Chex has no rule '{}'", shown(o)))),
            }
        }
        let st = match position {
            Some(p) => parse_position(p, free_choice)?,
            // A new game draws its piles afresh (the variant's `start` is one such draw, seed 1).
            None if !free_choice => match fresh_seed() {
                Some(seed) => parse_position(&shuffled_start(seed), free_choice)?,
                None => parse_position(&v.start_fen, free_choice)?,
            },
            None => parse_position(&v.start_fen, free_choice)?,
        };
        Ok(Chex { variant: v, free_choice, st, undos: Vec::new() })
    }

    fn legal(&self) -> Vec<ChexMove> {
        if self.st.king_gone(self.st.side) {
            return Vec::new();
        }
        self.st.actions(self.st.side, self.free_choice)
    }

    fn find(&self, notation: &str) -> Option<ChexMove> {
        let t = notation.trim();
        let f = self.st.frame();
        let legal = self.legal();
        match Written::read(t)? {
            Written::Place(piece, cell) => {
                let mut letters = piece.chars();
                let kind = Kind::from_letter(letters.next()?).filter(|_| letters.next().is_none())?;
                let to = f.parse(cell)?;
                legal.into_iter().find(|m| m.place == Some(kind) && m.to == to)
            }
            Written::Step(from, to) => {
                let (from, to) = (f.parse(from)?, f.parse(to)?);
                legal.into_iter().find(|m| m.place.is_none() && m.from == from && m.to == to)
            }
        }
    }

    fn play_move(&mut self, m: ChexMove) -> String {
        let text = self.st.move_string(m);
        self.undos.push((self.st.clone(), text.clone()));
        self.st.apply(m);
        text
    }

    fn describe(&self, st: &State, id: usize, m: ChexMove) -> Action {
        let f = st.frame();
        let to = f.name(m.to);
        let (kind, captures) = match m.place {
            Some(_) => (ActionKind::Drop, Vec::new()),
            None if st.board.contains_key(&m.to) => (ActionKind::Capture, vec![to.clone()]),
            None => (ActionKind::Quiet, Vec::new()),
        };
        let leap = m.place.is_some() || st.board.get(&m.from).is_some_and(|p| p.kind == Kind::Knight);
        Action {
            id,
            notation: st.move_string(m),
            from: m.place.is_none().then(|| f.name(m.from)),
            to: to.clone(),
            target: to,
            alt_target: None,
            kind,
            leap,
            captures,
            stops: Vec::new(),
            via: None,
            promotion: None,
            drop: m.place.map(|k| k.token(st.side)),
            count: None,
            moving: None,
        }
    }

    /// The state as the side to move may know it (random draw): its own next piece, drawn at the
    /// start of its turn, and nothing of either pile's order beyond it; those pieces are set aside,
    /// unplaceable, in `unseen`. The other side's next piece is not drawn yet: the search takes it
    /// to be the kind that side has most of (`likeliest`), the real order staying unknown.
    fn known_state(&self) -> State {
        let mut st = self.st.clone();
        if !self.free_choice {
            for s in 0..2 {
                let drawn = if s == st.side.index() { 1 } else { 0 };
                let mut rest = st.piles[s].split_off(st.piles[s].len().min(drawn));
                crate::sort::sort(&mut rest);
                if s != st.side.index() {
                    if let Some(i) = likeliest(&rest).and_then(|k| rest.iter().position(|&x| x == k)) {
                        st.piles[s].push(rest.remove(i));
                    }
                }
                st.unseen[s] = rest;
            }
        }
        st
    }

    #[cfg(feature = "dev-api")]
    fn perft_from(&self, st: &State, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if st.king_gone(st.side) {
            return 0;
        }
        let moves = st.actions(st.side, self.free_choice);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .into_iter()
            .map(|m| {
                let mut next = st.clone();
                next.apply(m);
                self.perft_from(&next, depth - 1)
            })
            .sum()
    }
}

impl GameInterface for Chex {
    fn id(&self) -> String {
        self.variant.id.clone()
    }

    fn cells(&self) -> Vec<Cell> {
        let f = self.st.frame();
        let mut out = Vec::new();
        for y in 0..f.height {
            for x in 0..f.width {
                let name = f.name((f.x0 + x, f.y0 + y));
                out.push(Cell {
                    label: name.clone(),
                    name,
                    x: f64::from(x),
                    y: f64::from(y),
                    shape: CellShape::Square,
                });
            }
        }
        out
    }

    fn label(&self, square: &str) -> Result<String, Error> {
        let f = self.st.frame();
        f.parse(square).map(|p| f.name(p)).ok_or_else(|| Error::Argument(format!("no square '{}'", shown(square))))
    }

    fn label_as(&self, square: &str, _names: SquareNames) -> Result<String, Error> {
        self.label(square)
    }

    fn occupants(&self, _viewer: Option<Color>) -> Vec<Occupant> {
        let f = self.st.frame();
        let mut out = Vec::new();
        for (&p, piece) in self.st.board.iter() {
            let token = piece.kind.token(piece.side);
            out.push(Occupant { square: f.name(p), piece: token.clone(), stack: vec![token], state: None });
        }
        out
    }

    /// The side to move's next piece, drawn at the start of its turn (random draw; the other
    /// side's is not drawn yet), or every piece each side has left (free choice).
    fn hands(&self) -> [Vec<HandCount>; 2] {
        let hand = |side: Color| {
            let pile = &self.st.piles[side.index()];
            let mut out = Vec::new();
            if !self.free_choice {
                if let Some(k) = pile.first().filter(|_| side == self.st.side) {
                    out.push(HandCount { piece: k.token(side), count: 1 });
                }
                return out;
            }
            for k in Kind::ALL {
                let count = pile.iter().filter(|&&x| x == k).count() as u32;
                if count > 0 {
                    out.push(HandCount { piece: k.token(side), count });
                }
            }
            out
        };
        [hand(Color::White), hand(Color::Black)]
    }

    fn turn(&self) -> TurnInfo {
        let legal = self.legal();
        let side = self.st.side;
        let on_board = self.st.board.values().any(|p| p.side == side);
        let forced = on_board && !legal.is_empty() && legal.iter().all(|m| m.place.is_some());
        let task = forced.then(|| "place a piece (no move keeps the pieces linked)".to_string());
        TurnInfo { side: self.st.side, part: 1, parts: 1, task }
    }

    fn side_names(&self) -> [String; 2] {
        self.variant.side_names.clone()
    }

    fn check_cells(&self) -> Vec<String> {
        let us = self.st.side;
        let f = self.st.frame();
        let mut cells = Vec::new();
        for m in self.st.actions(us.flip(), self.free_choice) {
            if m.place.is_none() && self.st.board.get(&m.to).is_some_and(|p| p.side == us && p.kind == Kind::King) {
                cells.push(f.name(m.to));
            }
        }
        crate::sort::sort(&mut cells);
        cells.dedup();
        cells
    }

    fn actions(&mut self, origin: Origin<'_>, side: Option<Color>) -> Result<Vec<Action>, Error> {
        let f = self.st.frame();
        let from = match origin {
            Origin::Cell(sq) => Some(f.parse(sq).ok_or_else(|| Error::Argument(format!("no square '{}'", shown(sq))))?),
            _ => None,
        };
        let hand = match origin {
            Origin::Hand(tok) => {
                let mut c = tok.chars();
                let kind = c.next().and_then(Kind::from_letter).filter(|_| c.next().is_none());
                Some(kind.ok_or_else(|| Error::UnknownPiece(tok.chars().take(4).collect()))?)
            }
            _ => None,
        };
        if self.outcome().is_some() {
            return Ok(Vec::new());
        }
        let mut st = self.st.clone();
        if let Some(s) = side {
            st.side = s;
        }
        let all = st.actions(st.side, self.free_choice);
        let mut out = Vec::new();
        for (id, m) in all.into_iter().enumerate() {
            let wanted = match origin {
                Origin::All => true,
                Origin::Cell(_) => m.place.is_none() && Some(m.from) == from,
                Origin::Hand(_) => m.place.is_some() && m.place == hand,
            };
            if wanted {
                out.push(self.describe(&st, id, m));
            }
        }
        Ok(out)
    }

    fn play(&mut self, notation: &str) -> Result<String, Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        let m = self.find(notation).ok_or_else(|| Error::IllegalMove(notation.to_string()))?;
        Ok(self.play_move(m))
    }

    fn refusal(&mut self, _notation: &str) -> Option<Refusal> {
        None
    }

    fn play_id(&mut self, id: usize) -> Result<String, Error> {
        if self.outcome().is_some() {
            return Err(Error::GameOver);
        }
        let m = *self.legal().get(id).ok_or_else(|| Error::Argument(format!("no action {id}")))?;
        Ok(self.play_move(m))
    }

    fn undo(&mut self) -> Option<String> {
        let (st, text) = self.undos.pop()?;
        self.st = st;
        Some(text)
    }

    fn history(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (_, t) in &self.undos {
            out.push(t.clone());
        }
        out
    }

    fn ply(&self) -> usize {
        self.undos.len()
    }

    fn outcome(&mut self) -> Option<Outcome> {
        let us = self.st.side;
        if self.st.king_gone(us) {
            return Some(Outcome { winner: Some(us.flip()), reason: Reason::Goal });
        }
        self.legal().is_empty().then_some(Outcome { winner: None, reason: Reason::Stalemate })
    }

    fn outcome_text(&self, o: &Outcome) -> String {
        match o.reason {
            Reason::Goal => "king captured".into(),
            Reason::Stalemate => "the side to move can neither move nor place a piece".into(),
            other => format!("{other:?}"),
        }
    }

    fn position(&self) -> String {
        write_position(&self.st)
    }

    /// The position before the first move, piles in their drawn order (a record replays from it).
    fn start_position(&self) -> Option<String> {
        Some(self.undos.first().map_or_else(|| write_position(&self.st), |(st, _)| write_position(st)))
    }

    /// The start a page may know (its piles' order hidden) does not replay the placements drawn
    /// since: positions are searched as they stand.
    fn history_replays(&self) -> bool {
        false
    }

    /// The last move's cells as the board now names them: the move string named them on the board
    /// before it, which the move may have grown or shrunk (a cell no longer on the board is left out).
    fn last_move_cells(&self) -> Option<Vec<String>> {
        let (before, text) = self.undos.last()?;
        let (was, now) = (before.frame(), self.st.frame());
        let cells = match Written::read(text)? {
            Written::Place(_, to) => vec![to],
            Written::Step(from, to) => vec![from, to],
        };
        Some(cells.into_iter().filter_map(|c| was.parse(c)).filter(|&p| now.contains(p)).map(|p| now.name(p)).collect())
    }

    /// The board shown grows with the pieces: their bounding box and a frame.
    fn board_size(&self) -> Option<(usize, usize)> {
        let f = self.st.frame();
        Some((f.width as usize, f.height as usize))
    }

    /// The piles as the viewer knows them: the side to move's next piece, then the rest of each
    /// pile in KQRBNP order (nothing of the other side's order is known before its turn).
    fn position_seen_by(&self, _viewer: Color) -> String {
        let mut st = self.st.clone();
        if !self.free_choice {
            for (s, pile) in st.piles.iter_mut().enumerate() {
                let drawn = usize::from(s == self.st.side.index()).min(pile.len());
                crate::sort::sort(&mut pile[drawn..]);
            }
        }
        write_position(&st)
    }

    fn set_position(&mut self, text: &str) -> Result<(), Error> {
        self.st = parse_position(text, self.free_choice)?;
        self.undos.clear();
        Ok(())
    }

    fn hash(&self) -> u64 {
        self.st.hash()
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
        let none = BestMove::none();
        if self.outcome().is_some() {
            return Ok(none);
        }
        let searcher = memory.searcher::<ChexMove>();
        let mut search = Search { st: self.known_state(), free_choice: self.free_choice, steps: Vec::new() };
        let r = searcher.search(&mut search, limits, clock, stop, report);
        let legal = self.legal();
        let Some(best) = r.best.filter(|m| legal.contains(m)).or_else(|| legal.first().copied()) else {
            return Ok(none);
        };
        let mut line = self.clone();
        let mut pv = Vec::new();
        for m in &r.pv {
            if !line.legal().contains(m) {
                break;
            }
            pv.push(line.play_move(*m));
        }
        Ok(BestMove::from_search(&r, Some(self.st.move_string(best)), pv))
    }

    #[cfg(feature = "dev-api")]
    fn perft(&mut self, depth: u32) -> Result<u64, Error> {
        if depth > 5 {
            return Err(Error::Argument(format!("perft depth {depth} is too deep (at most 5)")));
        }
        Ok(self.perft_from(&self.st, depth))
    }
}

/// The computer's view of a game: the known state, searched by copying it at each move.
struct Search {
    st: State,
    free_choice: bool,
    steps: Vec<State>,
}

impl Search {
    fn material(&self, side: Color) -> i32 {
        let s = side.index();
        let board: i32 = self.st.board.values().filter(|p| p.side == side).map(|p| p.kind.value()).sum();
        board + self.st.piles[s].iter().chain(&self.st.unseen[s]).map(|k| k.value()).sum::<i32>()
    }
}

impl SearchGame for Search {
    type Move = ChexMove;

    fn legal_moves(&mut self, out: &mut Vec<ChexMove>) {
        out.clear();
        if !self.st.king_gone(self.st.side) {
            out.extend(self.st.actions(self.st.side, self.free_choice));
        }
    }

    fn make(&mut self, m: ChexMove) {
        self.steps.push(self.st.clone());
        self.st.apply(m);
    }

    fn unmake(&mut self) {
        if let Some(st) = self.steps.pop() {
            self.st = st;
        }
    }

    fn hash(&self) -> u64 {
        self.st.hash()
    }

    fn in_check(&self) -> bool {
        false
    }

    fn early_outcome(&self) -> Option<Value> {
        self.st.king_gone(self.st.side).then_some(Value::Loss)
    }

    /// No action: a draw (in the search also when only pieces of unknown order are left).
    fn no_move_outcome(&self, _in_check: bool) -> Value {
        Value::Draw
    }

    fn evaluate(&self) -> i32 {
        let us = self.st.side;
        self.material(us) - self.material(us.flip())
    }

    fn tactical(&self, m: ChexMove) -> Option<Tactical> {
        if m.place.is_some() {
            return None;
        }
        let victim = self.st.board.get(&m.to)?;
        let mover = self.st.board.get(&m.from).map_or(0, |p| p.kind.value());
        let gain = if victim.kind == Kind::King { 20_000 } else { victim.kind.value() };
        Some(Tactical { gain, mover })
    }

    fn destination_defended(&self, _m: ChexMove) -> bool {
        false
    }

    fn quiet_check_candidate(&self, _m: ChexMove) -> bool {
        false
    }

    fn move_slot(&self, m: ChexMove) -> usize {
        let f = self.st.frame();
        let at = |p: Point| ((p.0 - f.x0).clamp(0, 31) * 32 + (p.1 - f.y0).clamp(0, 31)) as usize;
        let what = m.place.map_or(0, |k| k as usize + 1);
        (at(m.to) * 7 + what) * 2 + usize::from(m.place.is_none() && at(m.from) % 2 == 1)
    }

    fn move_slots(&self) -> usize {
        32 * 32 * 7 * 2
    }

    fn null_move_allowed(&self) -> bool {
        false
    }

    fn make_null(&mut self) {
        self.steps.push(self.st.clone());
        self.st.side = self.st.side.flip();
    }

    fn side(&self) -> usize {
        self.st.side.index()
    }

    fn move_text(&mut self, m: ChexMove) -> String {
        self.st.move_string(m)
    }
}

//! Makarenko chess (spec variants-catalog §16): towers of discs on an 8×8 board, the height
//! naming the piece (1–2 pawn, 3 rook, 4 knight, 5–6 bishop, 7 queen, 8 king).
//!
//! A tower moves whole as its piece, or its top `k` discs (1 ≤ k < height) move as piece(k) and
//! the rest stays as piece(height − k). A moving tower or part may land on a friendly tower where
//! it could capture an enemy one (a merge). Heights above 8 follow a rule option (AMB-MAK-1):
//! forbidden (default), `tall_kings` (allowed, such towers are kings) or `surplus_removed` (the
//! discs above 8 leave play); the spec's fourth suggestion (surplus discs brought back later) is
//! not offered. Sides may own several kings; a king (any tower of 8 or more) splits only while
//! its side owns another. Moves are pseudo-legal (check is only announced); a side whose last king was captured
//! may only make moves that create a king, and with none it has lost. No legal move while owning
//! a king is a stalemate (draw); threefold repetition and 50 moves without a capture, merge,
//! split or pawn move draw. Pawns move as chess pawns (double step from their second rank, en
//! passant), without promotion; there is no castling.
//!
//! Position string: the board in FEN, rank 8 first — letters give the canonical heights (P1 R3
//! N4 B5 Q7 K8, upper case White), any other height a token `{W2}` (White) or `{b6}` (Black) —
//! then the side to move, the en passant square (`-` if none), the halfmove clock and the move
//! number: `rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1`. The spec's form with a
//! castling field `-` after the side is read too. Move strings: `d1d4` moves a whole tower,
//! `d1b3/4` its top 4 discs (`/7` on a 7-tower is read as the whole move); en passant is the
//! plain move. The en passant square is set after every double step; a position's repetition
//! key is its board, side and en passant square.

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

/// Discs each side owns at the start (and at most).
const DISCS: u32 = 47;
/// The height of a king.
const KING: u8 = 8;
/// What the computer adds for owning at least one king, and again for a second (insurance).
const KING_SAFETY: [i32; 2] = [2500, 300];
/// Plies without capture, merge, split or pawn move that draw.
const MOVE_RULE_PLIES: u32 = 100;
/// Occurrences of a position that draw.
const REPETITIONS: usize = 3;

/// What happens to a tower that would grow above 8 discs (AMB-MAK-1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HeightLimit {
    /// Such moves are illegal (option 1, the default).
    Forbid,
    /// Taller towers are allowed and count as kings (option 2, `tall_kings`).
    TallKings,
    /// The discs above 8 leave play as if captured (option 3, `surplus_removed`).
    SurplusRemoved,
}

/// The chess piece a tower moves as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Pawn,
    Rook,
    Knight,
    Bishop,
    Queen,
    King,
}

impl Kind {
    /// The piece of a tower of `height` discs (§16.1: 2 counts as pawn, 6 as bishop).
    fn of(height: u8) -> Kind {
        match height {
            1 | 2 => Kind::Pawn,
            3 => Kind::Rook,
            4 => Kind::Knight,
            5 | 6 => Kind::Bishop,
            7 => Kind::Queen,
            _ => Kind::King,
        }
    }

    fn letter(self) -> char {
        match self {
            Kind::Pawn => 'P',
            Kind::Rook => 'R',
            Kind::Knight => 'N',
            Kind::Bishop => 'B',
            Kind::Queen => 'Q',
            Kind::King => 'K',
        }
    }

    /// The height a letter stands for.
    fn canonical_height(letter: char) -> Option<u8> {
        Some(match letter.to_ascii_uppercase() {
            'P' => 1,
            'R' => 3,
            'N' => 4,
            'B' => 5,
            'Q' => 7,
            'K' => KING,
            _ => return None,
        })
    }

    /// The computer's value of a tower moving as this piece (a king's worth beyond this is
    /// [`KING_SAFETY`]: having one at all).
    fn value(self) -> i32 {
        match self {
            Kind::Pawn => 100,
            Kind::Rook => 500,
            Kind::Knight => 320,
            Kind::Bishop => 330,
            Kind::Queen => 950,
            Kind::King => 400,
        }
    }
}

const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const ROYAL: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// A move: `count` discs from the top of the tower on `from` go to `to` (all of them: a whole move).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TowerMove {
    from: u8,
    to: u8,
    count: u8,
    /// Whether the tower moves whole.
    whole: bool,
    /// An en passant capture (the victim stands behind `to`).
    en_passant: bool,
}

/// The canonical name of a square index (rank × 8 + file).
fn square_name(sq: usize) -> String {
    crate::geometry::square_text(sq % 8, sq / 8 + 1)
}

fn parse_square(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    (b.len() == 2 && (b'a'..=b'h').contains(&b[0]) && (b'1'..=b'8').contains(&b[1]))
        .then(|| (b[1] - b'1') as usize * 8 + (b[0] - b'a') as usize)
}

fn offset(sq: usize, dx: i32, dy: i32) -> Option<usize> {
    let (f, r) = ((sq % 8) as i32 + dx, (sq / 8) as i32 + dy);
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

/// A 64-bit mix (splitmix64's finaliser), for the position hash.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn square_key(sq: usize, tower: i8) -> u64 {
    if tower == 0 {
        0
    } else {
        mix(((sq as u64) << 8) | u64::from(tower as u8))
    }
}

const SIDE_KEY: u64 = 0x6a09_e667_f3bc_c908;

fn ep_key(ep: Option<u8>) -> u64 {
    ep.map_or(0, |sq| mix(0x1000 + u64::from(sq)))
}

/// A position: towers as signed heights (positive White, negative Black), rank × 8 + file.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Position {
    board: [i8; 64],
    side: Color,
    ep: Option<u8>,
    halfmove: u32,
    fullmove: u32,
    hash: u64,
}

/// What a move changed, to take it back.
#[derive(Debug, Clone, Copy)]
struct Undo {
    from: u8,
    from_tower: i8,
    to: u8,
    to_tower: i8,
    /// The en passant victim's square and tower.
    victim: Option<(u8, i8)>,
    ep: Option<u8>,
    halfmove: u32,
    fullmove: u32,
    hash: u64,
}

fn sign(side: Color) -> i8 {
    if side == Color::White {
        1
    } else {
        -1
    }
}

impl Position {
    fn compute_hash(&self) -> u64 {
        let mut h = (0..64).fold(0, |h, sq| h ^ square_key(sq, self.board[sq]));
        if self.side == Color::Black {
            h ^= SIDE_KEY;
        }
        h ^ ep_key(self.ep)
    }

    fn set(&mut self, sq: usize, tower: i8) {
        self.hash ^= square_key(sq, self.board[sq]) ^ square_key(sq, tower);
        self.board[sq] = tower;
    }

    /// The height and side of the tower on `sq`.
    fn tower(&self, sq: usize) -> Option<(u8, Color)> {
        let t = self.board[sq];
        match t.signum() {
            1 => Some((t as u8, Color::White)),
            -1 => Some((t.unsigned_abs(), Color::Black)),
            _ => None,
        }
    }

    fn kings(&self, side: Color) -> usize {
        self.board.iter().filter(|&&t| t.signum() == sign(side) && t.unsigned_abs() >= KING).count()
    }

    fn discs(&self, side: Color) -> u32 {
        self.board.iter().filter(|&&t| t.signum() == sign(side)).map(|t| u32::from(t.unsigned_abs())).sum()
    }
}

/// The rules a game is played with: the height limit.
#[derive(Debug, Clone, Copy)]
struct Rules {
    limit: HeightLimit,
}

impl Rules {
    fn merge_allowed(self, moving: u8, target: u8) -> bool {
        self.limit != HeightLimit::Forbid || moving + target <= KING
    }

    /// The height of a merged tower.
    fn merged(self, moving: u8, target: u8) -> u8 {
        match self.limit {
            HeightLimit::SurplusRemoved => (moving + target).min(KING),
            _ => moving + target,
        }
    }

    /// The pseudo-legal moves of `side` (en passant onto `ep`), before the kingless restriction.
    fn pseudo_moves(self, p: &Position, side: Color, ep: Option<u8>, out: &mut Vec<TowerMove>) {
        let kings = p.kings(side);
        for from in 0..64 {
            let Some((h, s)) = p.tower(from) else { continue };
            if s != side {
                continue;
            }
            for k in 1..=h {
                if k < h && h >= KING && kings < 2 {
                    continue;
                }
                self.part_moves(p, side, ep, from, k, k == h, out);
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn part_moves(
        self,
        p: &Position,
        side: Color,
        ep: Option<u8>,
        from: usize,
        k: u8,
        whole: bool,
        out: &mut Vec<TowerMove>,
    ) {
        let mv =
            |to: usize, en_passant: bool| TowerMove { from: from as u8, to: to as u8, count: k, whole, en_passant };
        // Onto an occupied square: a capture of an enemy tower, or a merge onto a friendly one.
        let land = |to: usize, out: &mut Vec<TowerMove>| match p.tower(to) {
            Some((t, s)) if s == side => {
                if self.merge_allowed(k, t) {
                    out.push(mv(to, false));
                }
            }
            _ => out.push(mv(to, false)),
        };
        match Kind::of(k) {
            Kind::Pawn => {
                let dy = if side == Color::White { 1 } else { -1 };
                if let Some(one) = offset(from, 0, dy).filter(|&s| p.board[s] == 0) {
                    out.push(mv(one, false));
                    let second_rank = if side == Color::White { 1 } else { 6 };
                    if from / 8 == second_rank {
                        if let Some(two) = offset(from, 0, 2 * dy).filter(|&s| p.board[s] == 0) {
                            out.push(mv(two, false));
                        }
                    }
                }
                for dx in [-1, 1] {
                    let Some(to) = offset(from, dx, dy) else { continue };
                    if p.board[to] != 0 {
                        land(to, out);
                    } else if ep == Some(to as u8) {
                        out.push(mv(to, true));
                    }
                }
            }
            Kind::Knight | Kind::King => {
                let steps = if Kind::of(k) == Kind::Knight { &KNIGHT } else { &ROYAL };
                for &(dx, dy) in steps {
                    if let Some(to) = offset(from, dx, dy) {
                        if p.board[to] == 0 {
                            out.push(mv(to, false));
                        } else {
                            land(to, out);
                        }
                    }
                }
            }
            slider => {
                let dirs: &[(i32, i32)] = match slider {
                    Kind::Rook => &ORTHOGONAL,
                    Kind::Bishop => &DIAGONAL,
                    _ => &ROYAL,
                };
                for &(dx, dy) in dirs {
                    let mut at = from;
                    while let Some(to) = offset(at, dx, dy) {
                        if p.board[to] != 0 {
                            land(to, out);
                            break;
                        }
                        out.push(mv(to, false));
                        at = to;
                    }
                }
            }
        }
    }

    /// Whether a move leaves its side a king on its destination (it merges into a king).
    fn creates_king(self, p: &Position, m: TowerMove) -> bool {
        match p.tower(m.to as usize) {
            Some((t, s)) if s == p.side => self.merged(m.count, t) >= KING,
            _ => false,
        }
    }

    /// The legal moves of the side to move: the pseudo-legal ones, only those that create a king
    /// when it has none.
    fn legal_moves(self, p: &Position, out: &mut Vec<TowerMove>) {
        out.clear();
        self.pseudo_moves(p, p.side, p.ep, out);
        if p.kings(p.side) == 0 {
            out.retain(|&m| self.creates_king(p, m));
        }
    }

    fn make(self, p: &mut Position, m: TowerMove) -> Undo {
        let (from, to) = (m.from as usize, m.to as usize);
        let undo = Undo {
            from: m.from,
            from_tower: p.board[from],
            to: m.to,
            to_tower: p.board[to],
            victim: None,
            ep: p.ep,
            halfmove: p.halfmove,
            fullmove: p.fullmove,
            hash: p.hash,
        };
        let us = sign(p.side);
        let h = p.board[from].unsigned_abs();
        p.set(from, if m.whole { 0 } else { us * (h - m.count) as i8 });
        let target = p.board[to];
        let merge = target.signum() == us;
        let height = if merge { self.merged(m.count, target.unsigned_abs()) } else { m.count };
        p.set(to, us * height as i8);
        let mut undo = undo;
        if m.en_passant {
            let victim = if p.side == Color::White { to - 8 } else { to + 8 };
            undo.victim = Some((victim as u8, p.board[victim]));
            p.set(victim, 0);
        }
        let pawn = Kind::of(m.count) == Kind::Pawn;
        let capture = target.signum() == -us || m.en_passant;
        p.hash ^= ep_key(p.ep);
        p.ep = (pawn && from.abs_diff(to) == 16).then(|| ((from + to) / 2) as u8);
        p.hash ^= ep_key(p.ep);
        p.halfmove = if capture || merge || !m.whole || pawn { 0 } else { p.halfmove.saturating_add(1) };
        if p.side == Color::Black {
            p.fullmove = p.fullmove.saturating_add(1);
        }
        p.side = p.side.flip();
        p.hash ^= SIDE_KEY;
        undo
    }

    fn unmake(p: &mut Position, u: Undo) {
        p.board[u.from as usize] = u.from_tower;
        p.board[u.to as usize] = u.to_tower;
        if let Some((sq, t)) = u.victim {
            p.board[sq as usize] = t;
        }
        p.ep = u.ep;
        p.halfmove = u.halfmove;
        p.fullmove = u.fullmove;
        p.hash = u.hash;
        p.side = p.side.flip();
    }
}

fn move_string(m: TowerMove) -> String {
    let base = format!("{}{}", square_name(m.from as usize), square_name(m.to as usize));
    if m.whole {
        base
    } else {
        format!("{base}/{}", m.count)
    }
}

fn fen_error(msg: String) -> Error {
    Error::Argument(format!("bad Makarenko position: {msg}"))
}

/// Reads a number of at most `digits` ASCII digits, no sign, no leading zero.
fn parse_number(s: &str, digits: usize) -> Option<u32> {
    let ok = !s.is_empty()
        && s.len() <= digits
        && s.bytes().all(|b| b.is_ascii_digit())
        && (s == "0" || !s.starts_with('0'));
    ok.then(|| s.parse().ok()).flatten()
}

fn parse_position(text: &str, rules: Rules) -> Result<Position, Error> {
    let mut fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() == 6 && fields[2] == "-" {
        fields.remove(2);
    }
    if fields.len() != 5 {
        return Err(fen_error(format!(
            "'{}' needs 6 fields (board, side, castling '-', en passant, halfmove, move number)",
            shown(text)
        )));
    }
    let max_height = if rules.limit == HeightLimit::TallKings { DISCS } else { u32::from(KING) };
    let mut board = [0i8; 64];
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        return Err(fen_error(format!("the board needs 8 ranks, not {}", ranks.len())));
    }
    for (i, rank) in ranks.iter().enumerate() {
        let r = 7 - i;
        let mut file = 0usize;
        let mut chars = rank.chars().peekable();
        let mut last_digit = false;
        while let Some(c) = chars.next() {
            let full = || fen_error(format!("rank {} has more than 8 squares", r + 1));
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d == 9 || last_digit {
                    return Err(fen_error(format!("bad empty-square count in rank {}", r + 1)));
                }
                file += d as usize;
                if file > 8 {
                    return Err(full());
                }
                last_digit = true;
                continue;
            }
            last_digit = false;
            let tower: i8 = if c == '{' {
                let mut token = String::new();
                loop {
                    match chars.next() {
                        Some('}') => break,
                        Some(c) if token.len() < 4 => token.push(c),
                        _ => return Err(fen_error(format!("unclosed tower token in rank {}", r + 1))),
                    }
                }
                let (colour, height) = token.split_at(token.chars().next().map_or(0, char::len_utf8));
                let s = match colour {
                    "W" => 1,
                    "b" => -1,
                    _ => return Err(fen_error(format!("bad tower token '{{{}}}' ({{W2}} or {{b6}})", shown(&token)))),
                };
                let h = parse_number(height, 2).filter(|&h| (1..=max_height).contains(&h)).ok_or_else(|| {
                    fen_error(format!("bad tower height in '{{{}}}' (1 to {max_height})", shown(&token)))
                })?;
                s * h as i8
            } else if let Some(h) = Kind::canonical_height(c) {
                if c.is_ascii_uppercase() {
                    h as i8
                } else {
                    -(h as i8)
                }
            } else {
                return Err(fen_error(format!("'{}' is no Makarenko tower", shown(&c.to_string()))));
            };
            if file >= 8 {
                return Err(full());
            }
            board[r * 8 + file] = tower;
            file += 1;
        }
        if file != 8 {
            return Err(fen_error(format!("rank {} has {file} squares, not 8", r + 1)));
        }
    }
    let side = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        o => return Err(fen_error(format!("the side to move is w or b, not '{}'", shown(o)))),
    };
    let mut p = Position { board, side, ep: None, halfmove: 0, fullmove: 1, hash: 0 };
    for s in Color::BOTH {
        if p.discs(s) > DISCS {
            return Err(fen_error(format!("a side has at most {DISCS} discs")));
        }
    }
    if p.kings(side.flip()) == 0 {
        return Err(fen_error("the side that just moved has no king".into()));
    }
    if fields[2] != "-" {
        let sq = parse_square(fields[2])
            .ok_or_else(|| fen_error(format!("bad en passant square '{}'", shown(fields[2]))))?;
        let (rank, landing) = if side == Color::White { (5, sq.wrapping_sub(8)) } else { (2, sq + 8) };
        let victim = p.tower(landing.min(63));
        let ok = sq / 8 == rank && p.board[sq] == 0 && victim.is_some_and(|(h, s)| s != side && h <= 2);
        if !ok {
            return Err(fen_error(format!("no pawn can be taken en passant on {}", fields[2])));
        }
        p.ep = Some(sq as u8);
    }
    p.halfmove =
        parse_number(fields[3], 4).ok_or_else(|| fen_error(format!("bad halfmove clock '{}'", shown(fields[3]))))?;
    p.fullmove = parse_number(fields[4], 5)
        .filter(|&n| n >= 1)
        .ok_or_else(|| fen_error(format!("bad move number '{}'", shown(fields[4]))))?;
    p.hash = p.compute_hash();
    Ok(p)
}

fn tower_token(height: u8, side: Color) -> String {
    match Kind::canonical_height(Kind::of(height).letter()) {
        Some(h) if h == height => {
            let c = Kind::of(height).letter();
            if side == Color::White { c } else { c.to_ascii_lowercase() }.to_string()
        }
        _ => format!("{{{}{height}}}", if side == Color::White { 'W' } else { 'b' }),
    }
}

fn write_position(p: &Position) -> String {
    let mut out = String::new();
    for r in (0..8).rev() {
        let mut empty = 0;
        for f in 0..8 {
            match p.tower(r * 8 + f) {
                None => empty += 1,
                Some((h, s)) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(&tower_token(h, s));
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if r > 0 {
            out.push('/');
        }
    }
    let ep = p.ep.map_or("-".to_string(), |sq| square_name(sq as usize));
    let side = if p.side == Color::White { 'w' } else { 'b' };
    // The standard FEN fields (spec §16.2): no castling, so its field is "-" (5 fields are read too).
    format!("{out} {side} - {ep} {} {}", p.halfmove, p.fullmove)
}

/// A game of Makarenko chess.
#[derive(Debug, Clone)]
pub struct Makarenko {
    variant: Arc<Variant>,
    rules: Rules,
    pos: Position,
    undos: Vec<(Undo, String)>,
    /// Repetition keys of every position since the setup, the current one last.
    keys: Vec<u64>,
}

/// Opens Makarenko chess from its start or a position string (see the module documentation).
pub fn open(v: Arc<Variant>, position: Option<&str>) -> Result<Box<dyn GameInterface>, Error> {
    Ok(Box::new(Makarenko::new(v, position)?))
}

impl Makarenko {
    /// A game of the variant (its `game_rules` choose the height limit) from `position` or its start.
    pub fn new(v: Arc<Variant>, position: Option<&str>) -> Result<Makarenko, Error> {
        let mut limit = HeightLimit::Forbid;
        for word in &v.game_rules {
            limit = match (word.as_str(), limit) {
                ("tall_kings", HeightLimit::Forbid) => HeightLimit::TallKings,
                ("surplus_removed", HeightLimit::Forbid) => HeightLimit::SurplusRemoved,
                ("tall_kings" | "surplus_removed", _) => {
                    return Err(Error::Variant("Makarenko: choose one height limit".into()))
                }
                (o, _) => return Err(Error::Variant(format!("Makarenko has no rule '{}'", shown(o)))),
            };
        }
        let rules = Rules { limit };
        let text = position.unwrap_or(&v.start_fen).to_string();
        let pos = parse_position(&text, rules)?;
        let keys = vec![pos.hash];
        Ok(Makarenko { variant: v, rules, pos, undos: Vec::new(), keys })
    }

    /// The height limit in force.
    pub fn height_limit(&self) -> HeightLimit {
        self.rules.limit
    }

    fn legal(&self) -> Vec<TowerMove> {
        let mut out = Vec::new();
        self.rules.legal_moves(&self.pos, &mut out);
        out
    }

    fn find(&self, notation: &str) -> Option<TowerMove> {
        let t = notation.trim();
        let (squares, count) = match t.split_once('/') {
            Some((s, k)) => (s, Some(parse_number(k, 2)?)),
            None => (t, None),
        };
        if squares.len() != 4 || !squares.is_ascii() {
            return None;
        }
        let from = parse_square(&squares[..2])?;
        let to = parse_square(&squares[2..])?;
        let (h, _) = self.pos.tower(from)?;
        let count = count.unwrap_or(u32::from(h));
        self.legal().into_iter().find(|m| m.from as usize == from && m.to as usize == to && u32::from(m.count) == count)
    }

    fn play_move(&mut self, m: TowerMove) -> String {
        let text = move_string(m);
        let u = self.rules.make(&mut self.pos, m);
        self.undos.push((u, text.clone()));
        self.keys.push(self.pos.hash);
        text
    }

    fn describe(&self, id: usize, m: TowerMove) -> Action {
        let to = square_name(m.to as usize);
        let (kind, captures) = if m.en_passant {
            let victim = if self.pos.side == Color::White { m.to - 8 } else { m.to + 8 };
            (ActionKind::EnPassant, vec![square_name(victim as usize)])
        } else if self.pos.tower(m.to as usize).is_some_and(|(_, s)| s != self.pos.side) {
            (ActionKind::Capture, vec![to.clone()])
        } else {
            (ActionKind::Quiet, Vec::new())
        };
        Action {
            id,
            notation: move_string(m),
            from: Some(square_name(m.from as usize)),
            to: to.clone(),
            target: to,
            alt_target: None,
            kind,
            leap: Kind::of(m.count) == Kind::Knight,
            captures,
            stops: Vec::new(),
            via: None,
            promotion: None,
            drop: None,
            count: (!m.whole).then_some(u32::from(m.count)),
            moving: (!m.whole).then(|| {
                let letter = Kind::of(m.count).letter();
                if self.pos.side == Color::White { letter } else { letter.to_ascii_lowercase() }.to_string()
            }),
        }
    }

    fn repetitions(&self) -> usize {
        let now = self.pos.hash;
        self.keys.iter().filter(|&&k| k == now).count()
    }

    #[cfg(feature = "dev-api")]
    fn perft_from(&mut self, depth: u32) -> u64 {
        let moves = self.legal();
        if depth <= 1 {
            return if depth == 0 { 1 } else { moves.len() as u64 };
        }
        let mut n = 0;
        for m in moves {
            let u = self.rules.make(&mut self.pos, m);
            n += self.perft_from(depth - 1);
            Rules::unmake(&mut self.pos, u);
        }
        n
    }
}

impl GameInterface for Makarenko {
    fn id(&self) -> String {
        self.variant.id.clone()
    }

    fn cells(&self) -> Vec<Cell> {
        let mut out = Vec::new();
        for sq in 0..64 {
            out.push(Cell {
                name: square_name(sq),
                label: square_name(sq),
                x: (sq % 8) as f64,
                y: (sq / 8) as f64,
                shape: CellShape::Square,
            });
        }
        out
    }

    fn label(&self, square: &str) -> Result<String, Error> {
        parse_square(square).map(square_name).ok_or_else(|| Error::Argument(format!("no square '{}'", shown(square))))
    }

    fn label_as(&self, square: &str, _names: SquareNames) -> Result<String, Error> {
        self.label(square)
    }

    fn occupants(&self, _viewer: Option<Color>) -> Vec<Occupant> {
        let mut out = Vec::new();
        for sq in 0..64 {
            let Some((h, s)) = self.pos.tower(sq) else { continue };
            let letter = Kind::of(h).letter();
            let piece = if s == Color::White { letter } else { letter.to_ascii_lowercase() }.to_string();
            out.push(Occupant { square: square_name(sq), stack: vec![piece.clone(); h as usize], piece, state: None });
        }
        out
    }

    fn hands(&self) -> [Vec<HandCount>; 2] {
        [Vec::new(), Vec::new()]
    }

    fn turn(&self) -> TurnInfo {
        let task = (self.pos.kings(self.pos.side) == 0).then(|| "make a new king (a tower of 8 discs)".to_string());
        TurnInfo { side: self.pos.side, part: 1, parts: 1, task }
    }

    fn side_names(&self) -> [String; 2] {
        self.variant.side_names.clone()
    }

    fn check_cells(&self) -> Vec<String> {
        let us = self.pos.side;
        let mut theirs = Vec::new();
        self.rules.pseudo_moves(&self.pos, us.flip(), None, &mut theirs);
        let mut cells: Vec<usize> = Vec::new();
        for m in &theirs {
            let to = m.to as usize;
            if self.pos.tower(to).is_some_and(|(h, s)| s == us && h >= KING) {
                cells.push(to);
            }
        }
        crate::sort::sort(&mut cells);
        cells.dedup();
        let mut names = Vec::new();
        for c in cells {
            names.push(square_name(c));
        }
        names
    }

    fn actions(&mut self, origin: Origin<'_>, side: Option<Color>) -> Result<Vec<Action>, Error> {
        let from = match origin {
            Origin::All => None,
            Origin::Cell(sq) => {
                Some(parse_square(sq).ok_or_else(|| Error::Argument(format!("no square '{}'", shown(sq))))?)
            }
            Origin::Hand(_) => return Ok(Vec::new()),
        };
        if self.outcome().is_some() {
            return Ok(Vec::new());
        }
        let mut view = self.clone();
        if let Some(s) = side.filter(|&s| s != self.pos.side) {
            view.pos.side = s;
            view.pos.ep = None;
            view.pos.hash = view.pos.compute_hash();
        }
        let all = view.legal();
        let mut out = Vec::new();
        for (id, m) in all.into_iter().enumerate() {
            if from.is_none() || from == Some(m.from as usize) {
                out.push(view.describe(id, m));
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
        let (u, text) = self.undos.pop()?;
        Rules::unmake(&mut self.pos, u);
        self.keys.pop();
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
        if self.repetitions() >= REPETITIONS {
            return Some(Outcome { winner: None, reason: Reason::Repetition });
        }
        if self.pos.halfmove >= MOVE_RULE_PLIES {
            return Some(Outcome { winner: None, reason: Reason::MoveRule });
        }
        if !self.legal().is_empty() {
            return None;
        }
        let us = self.pos.side;
        Some(if self.pos.kings(us) > 0 {
            Outcome { winner: None, reason: Reason::Stalemate }
        } else {
            Outcome { winner: Some(us.flip()), reason: Reason::Goal }
        })
    }

    fn outcome_text(&self, o: &Outcome) -> String {
        match o.reason {
            Reason::Goal => "the last king captured, and no new king can be made".into(),
            Reason::Stalemate => "stalemate".into(),
            Reason::Repetition => "threefold repetition".into(),
            Reason::MoveRule => "50-move rule".into(),
            other => format!("{other:?}"),
        }
    }

    fn position(&self) -> String {
        write_position(&self.pos)
    }

    fn set_position(&mut self, text: &str) -> Result<(), Error> {
        let pos = parse_position(text, self.rules)?;
        self.keys = vec![pos.hash];
        self.pos = pos;
        self.undos.clear();
        Ok(())
    }

    fn start_position(&self) -> Option<String> {
        let mut start = self.pos.clone();
        for &(u, _) in self.undos.iter().rev() {
            Rules::unmake(&mut start, u);
        }
        Some(write_position(&start))
    }

    fn hash(&self) -> u64 {
        self.pos.hash
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
        let searcher = memory.searcher::<TowerMove>();
        let mut game = self.clone();
        let r = searcher.search(&mut Search { g: &mut game, steps: Vec::new() }, limits, clock, stop, report);
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
        Ok(BestMove::from_search(&r, Some(move_string(best)), pv))
    }

    #[cfg(feature = "dev-api")]
    fn perft(&mut self, depth: u32) -> Result<u64, Error> {
        if depth > 6 {
            return Err(Error::Argument(format!("perft depth {depth} is too deep (at most 6)")));
        }
        Ok(self.perft_from(depth))
    }
}

/// One step of the search: a move's undo, or a pass's.
#[derive(Debug, Clone, Copy)]
enum Step {
    Move(Undo),
    Pass { ep: Option<u8>, halfmove: u32, hash: u64 },
}

/// A game seen by the search (on a copy, so the game itself never changes).
struct Search<'a> {
    g: &'a mut Makarenko,
    steps: Vec<Step>,
}

impl Search<'_> {
    /// Material by piece value, plus what owning one king and a second is worth.
    fn side_value(&self, side: Color) -> i32 {
        let p = &self.g.pos;
        let material: i32 =
            p.board.iter().filter(|&&t| t.signum() == sign(side)).map(|t| Kind::of(t.unsigned_abs()).value()).sum();
        let kings = p.kings(side);
        material + KING_SAFETY.iter().take(kings).sum::<i32>()
    }
}

impl SearchGame for Search<'_> {
    type Move = TowerMove;

    fn legal_moves(&mut self, out: &mut Vec<TowerMove>) {
        self.g.rules.legal_moves(&self.g.pos, out);
    }

    fn make(&mut self, m: TowerMove) {
        let u = self.g.rules.make(&mut self.g.pos, m);
        self.steps.push(Step::Move(u));
        self.g.keys.push(self.g.pos.hash);
    }

    fn unmake(&mut self) {
        let p = &mut self.g.pos;
        match self.steps.pop() {
            Some(Step::Move(u)) => Rules::unmake(p, u),
            Some(Step::Pass { ep, halfmove, hash }) => {
                p.side = p.side.flip();
                p.ep = ep;
                p.halfmove = halfmove;
                p.hash = hash;
            }
            None => return,
        }
        self.g.keys.pop();
    }

    fn hash(&self) -> u64 {
        self.g.pos.hash
    }

    fn in_check(&self) -> bool {
        false
    }

    fn early_outcome(&self) -> Option<Value> {
        let p = &self.g.pos;
        if p.halfmove >= MOVE_RULE_PLIES {
            return Some(Value::Draw);
        }
        // A position met before within the moves that could repeat is scored a draw.
        let keys = &self.g.keys;
        let back = (p.halfmove as usize).min(keys.len() - 1);
        let earlier = &keys[keys.len() - 1 - back..keys.len() - 1];
        earlier.contains(&p.hash).then_some(Value::Draw)
    }

    fn no_move_outcome(&self, _in_check: bool) -> Value {
        if self.g.pos.kings(self.g.pos.side) > 0 {
            Value::Draw
        } else {
            Value::Loss
        }
    }

    fn evaluate(&self) -> i32 {
        let us = self.g.pos.side;
        self.side_value(us) - self.side_value(us.flip())
    }

    fn tactical(&self, m: TowerMove) -> Option<Tactical> {
        let p = &self.g.pos;
        let mover = Kind::of(m.count).value();
        if m.en_passant {
            return Some(Tactical { gain: Kind::Pawn.value(), mover });
        }
        match p.tower(m.to as usize) {
            Some((h, s)) if s != p.side => {
                let last_king = h >= KING && p.kings(s) == 1;
                let gain = Kind::of(h).value() + if last_king { KING_SAFETY[0] } else { 0 };
                Some(Tactical { gain, mover })
            }
            _ => None,
        }
    }

    fn destination_defended(&self, _m: TowerMove) -> bool {
        false
    }

    fn quiet_check_candidate(&self, _m: TowerMove) -> bool {
        false
    }

    fn move_slot(&self, m: TowerMove) -> usize {
        m.from as usize * 64 + m.to as usize
    }

    fn move_slots(&self) -> usize {
        64 * 64
    }

    fn null_move_allowed(&self) -> bool {
        false
    }

    fn make_null(&mut self) {
        let p = &mut self.g.pos;
        self.steps.push(Step::Pass { ep: p.ep, halfmove: p.halfmove, hash: p.hash });
        p.hash ^= ep_key(p.ep) ^ SIDE_KEY;
        p.ep = None;
        p.halfmove = 0;
        p.side = p.side.flip();
        self.g.keys.push(p.hash);
    }

    fn side(&self) -> usize {
        self.g.pos.side.index()
    }

    fn move_text(&mut self, m: TowerMove) -> String {
        move_string(m)
    }
}

//! The Gess board and its rules (spec variants-catalog §1.4–1.6): stones on a 20×20 grid whose
//! outer ring is the rim, composite pieces found by their 3×3 windows, the slide of §1.5 (with
//! "stop one earlier" and AMB-GESS-4), rim removal, rings, and the position string.

use crate::error::{shown, Error};
use crate::pieces::Color;

/// Cells per side of the playable area (a1–r18).
pub const SIZE: i32 = 18;
/// Cells per side of the grid: the playable area and the rim around it.
const GRID: i32 = SIZE + 2;
/// Cells of the grid.
pub const CELLS: usize = (GRID * GRID) as usize;
/// The most plies a position string's move number may stand for.
const MAX_PLY: u32 = 2_000_000;

/// The eight directions (file step, rank step), clockwise from up.
const DIRECTIONS: [(i32, i32); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];
/// The offsets of a 3×3 window's cells from its centre; bit `i` of a window mask is `WINDOW[i]`.
const WINDOW: [(i32, i32); 9] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (0, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];
/// The window mask bit of the centre.
const CENTRE_BIT: u16 = 1 << 4;
/// The window mask of the eight perimeter cells.
const PERIMETER: u16 = 0x1FF & !CENTRE_BIT;

/// Rule switches (`game_rules` words of the variant).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Rules {
    /// Published Gess's capture (§1.8): every stone under the destination footprint, friend or
    /// foe, is removed, and own stones never block.
    pub gess_capture: bool,
    /// A draw once the game has this many plies (counted from the position's move number).
    pub move_cap: Option<u32>,
}

impl Rules {
    /// The switches a variant's `game_rules` words set: `gess_capture`, `move_cap:N`.
    pub fn parse(words: &[String]) -> Result<Rules, Error> {
        let mut r = Rules::default();
        for w in words {
            if w == "gess_capture" {
                r.gess_capture = true;
            } else if let Some(n) = w.strip_prefix("move_cap:") {
                let n: u32 = n.parse().ok().filter(|n| (1..=MAX_PLY).contains(n)).ok_or_else(|| {
                    Error::Argument(format!("gess: 'move_cap:N' needs 1 to {MAX_PLY} plies, not '{}'", shown(w)))
                })?;
                r.move_cap = Some(n);
            } else {
                return Err(Error::Argument(format!(
                    "gess: unknown game rule '{}' (known: gess_capture, move_cap:N)",
                    shown(w)
                )));
            }
        }
        Ok(r)
    }
}

/// A move: the composite piece's centre and where the centre ends (grid indices), and how many
/// enemy stones it takes (for the computer's move ordering).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GessMove {
    /// The centre before the move.
    pub from: u16,
    /// The centre after the move.
    pub to: u16,
    /// Enemy stones under the destination footprint.
    pub taken: u8,
}

/// The grid index of a cell given by file and rank on the grid (the playable area is 1..=18).
#[inline]
fn at(x: i32, y: i32) -> usize {
    (y * GRID + x) as usize
}

/// The file and rank on the grid of a grid index.
#[inline]
pub fn xy(cell: usize) -> (i32, i32) {
    (cell as i32 % GRID, cell as i32 / GRID)
}

/// Whether a grid cell is on the playable area (not the rim).
#[inline]
fn playable(x: i32, y: i32) -> bool {
    (1..=SIZE).contains(&x) && (1..=SIZE).contains(&y)
}

/// The canonical name of a grid cell on the playable area (`a1` … `r18`).
pub fn cell_name(cell: usize) -> String {
    let (x, y) = xy(cell);
    crate::geometry::square_text((x - 1) as usize, y as usize)
}

/// The grid index of a canonical cell name on the playable area.
pub fn parse_cell(name: &str) -> Option<usize> {
    let b = name.as_bytes();
    let file = *b.first()?;
    let digits = name.get(1..)?;
    if !(b'a'..b'a' + SIZE as u8).contains(&file)
        || digits.is_empty()
        || digits.len() > 2
        || digits.starts_with('0')
        || !digits.bytes().all(|d| d.is_ascii_digit())
    {
        return None;
    }
    let rank: i32 = digits.parse().ok()?;
    let x = i32::from(file - b'a') + 1;
    playable(x, rank).then(|| at(x, rank))
}

/// The pseudo-random key of a stone of side index `side` on grid cell `cell`, for hashing: the
/// (cell * 2 + side)-th output of a splitmix64 stream. Computed when needed rather than kept as a
/// table: 6,400 bytes of random numbers that gzip cannot shrink would be in every module with Gess.
fn z_stone(cell: usize, side: usize) -> u64 {
    let i = (cell * 2 + side) as u64;
    let mut z = 0x6E55_0000_0000_0001u64.wrapping_add((i + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const Z_DARK_TO_MOVE: u64 = 0x2545_F491_4F6C_DD1D;

/// A Gess position: the stones, the side to move and the ply number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// Per grid cell: the side whose stone stands there.
    cells: [Option<Color>; CELLS],
    turn: Color,
    /// Plies since the game's first move (from the position string's move number).
    ply: u32,
    hash: u64,
}

impl Board {
    /// Reads a position string: the 18×18 area rank 18 first (`S` light, `s` dark, digits for
    /// empty runs, ranks split by `/`), the side to move (`w` or `b`) and optionally the move number.
    pub fn parse(text: &str) -> Result<Board, Error> {
        let bad = |why: &str| Error::Argument(format!("bad Gess position '{}': {why}", shown(text)));
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(2..=3).contains(&fields.len()) {
            return Err(bad("expected the board, the side to move and optionally the move number"));
        }
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != SIZE as usize {
            return Err(bad("the board needs 18 ranks split by '/'"));
        }
        let mut cells = [None; CELLS];
        for (i, row) in rows.iter().enumerate() {
            let y = SIZE - i as i32;
            let mut x = 1;
            let mut chars = row.char_indices().peekable();
            while let Some((at_char, c)) = chars.next() {
                match c {
                    '0'..='9' => {
                        let mut end = at_char + 1;
                        while let Some(&(i, d)) = chars.peek() {
                            if !d.is_ascii_digit() {
                                break;
                            }
                            end = i + 1;
                            chars.next();
                        }
                        let digits = &row[at_char..end];
                        match digits.parse::<i32>() {
                            Ok(n) if (1..=SIZE).contains(&n) && !digits.starts_with('0') => x += n,
                            _ => return Err(bad(&format!("rank {y} has a bad count of empty cells"))),
                        }
                    }
                    'S' | 's' => {
                        if x <= SIZE {
                            cells[at(x, y)] = Some(if c == 'S' { Color::White } else { Color::Black });
                        }
                        x += 1;
                    }
                    _ => return Err(bad("only 'S', 's', digits and '/' may describe the board")),
                }
                if x > SIZE + 1 {
                    return Err(bad(&format!("rank {y} has more than 18 cells")));
                }
            }
            if x != SIZE + 1 {
                return Err(bad(&format!("rank {y} has {} cells, not 18", x - 1)));
            }
        }
        let turn = match fields[1] {
            "w" => Color::White,
            "b" => Color::Black,
            _ => return Err(bad("the side to move must be 'w' or 'b'")),
        };
        let number = match fields.get(2) {
            None => 1,
            Some(n) => n
                .parse::<u32>()
                .ok()
                .filter(|&k| k >= 1 && k.to_string() == *n && k <= MAX_PLY / 2)
                .ok_or_else(|| bad("the move number must be a whole number from 1, without leading zeros"))?,
        };
        let ply = 2 * (number - 1) + turn.index() as u32;
        let mut b = Board { cells, turn, ply, hash: 0 };
        b.hash = b.full_hash();
        Ok(b)
    }

    /// The position string (see [`Board::parse`]), with the move number.
    pub fn write(&self) -> String {
        let mut s = String::new();
        for y in (1..=SIZE).rev() {
            let mut run = 0;
            for x in 1..=SIZE {
                match self.cells[at(x, y)] {
                    None => run += 1,
                    Some(c) => {
                        if run > 0 {
                            s.push_str(&run.to_string());
                            run = 0;
                        }
                        s.push(if c == Color::White { 'S' } else { 's' });
                    }
                }
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            if y > 1 {
                s.push('/');
            }
        }
        let side = if self.turn == Color::White { 'w' } else { 'b' };
        format!("{s} {side} {}", self.ply / 2 + 1)
    }

    fn full_hash(&self) -> u64 {
        let mut h = if self.turn == Color::Black { Z_DARK_TO_MOVE } else { 0 };
        for (i, c) in self.cells.iter().enumerate() {
            if let Some(c) = c {
                h ^= z_stone(i, c.index());
            }
        }
        h
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// Plies since the game's first move.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The hash of the stones and the side to move (equal for repeated positions).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The stone on a grid cell, if any.
    pub fn stone(&self, cell: usize) -> Option<Color> {
        self.cells.get(cell).copied().flatten()
    }

    /// The grid cells of the playable area, rank 1 first, file a first.
    pub fn playable_cells() -> impl Iterator<Item = usize> {
        (1..=SIZE).flat_map(|y| (1..=SIZE).map(move |x| at(x, y)))
    }

    /// How many stones a side has.
    pub fn stones(&self, side: Color) -> u32 {
        self.cells.iter().filter(|&&c| c == Some(side)).count() as u32
    }

    /// How many rings a side has: windows with its stones on all eight perimeter cells and an
    /// empty centre (§1.6).
    pub fn rings(&self, side: Color) -> u32 {
        let mut n = 0;
        for y in 2..SIZE {
            for x in 2..SIZE {
                if self.cells[at(x, y)].is_none()
                    && DIRECTIONS.iter().all(|&(dx, dy)| self.cells[at(x + dx, y + dy)] == Some(side))
                {
                    n += 1;
                }
            }
        }
        n
    }

    /// Whether a side has at least one ring.
    pub fn has_ring(&self, side: Color) -> bool {
        self.rings(side) > 0
    }

    /// The winner by rings (§1.6, AMB-GESS-3): the side that just moved loses if it has no ring
    /// (whether or not the other has one), else the side to move loses if it has none.
    pub fn ring_winner(&self) -> Option<Color> {
        let mover = self.turn.flip();
        if !self.has_ring(mover) {
            Some(self.turn)
        } else if !self.has_ring(self.turn) {
            Some(mover)
        } else {
            None
        }
    }

    /// The window mask of the side to move's stones around `centre`, if that window is a
    /// composite piece (at least one own stone, no enemy stone).
    fn piece_mask(&self, x: i32, y: i32) -> Option<u16> {
        let mut mask = 0;
        for (i, &(ox, oy)) in WINDOW.iter().enumerate() {
            match self.cells[at(x + ox, y + oy)] {
                None => {}
                Some(c) if c == self.turn => mask |= 1 << i,
                Some(_) => return None,
            }
        }
        (mask != 0).then_some(mask)
    }

    /// Calls `f` with every legal move of the side to move (of the piece centred on `only`, if
    /// set), until it returns false; returns false if it was stopped.
    pub fn each_move(&self, rules: Rules, only: Option<usize>, f: &mut dyn FnMut(GessMove) -> bool) -> bool {
        let us = self.turn;
        for y in 1..=SIZE {
            for x in 1..=SIZE {
                if only.is_some_and(|c| c != at(x, y)) {
                    continue;
                }
                let Some(mask) = self.piece_mask(x, y) else { continue };
                if mask & PERIMETER == 0 {
                    continue;
                }
                let limit = if mask & CENTRE_BIT != 0 { SIZE } else { 3 };
                for &(dx, dy) in &DIRECTIONS {
                    let bit = WINDOW.iter().position(|&o| o == (dx, dy)).unwrap_or(4);
                    if mask & (1 << bit) == 0 {
                        continue;
                    }
                    for k in 1..=limit {
                        let (nx, ny) = (x + k * dx, y + k * dy);
                        // AMB-GESS-2: the centre stays on the playable area.
                        if !playable(nx, ny) {
                            break;
                        }
                        let (mut blocked, mut covered, mut taken) = (false, false, 0u8);
                        for (i, &(ox, oy)) in WINDOW.iter().enumerate() {
                            let (px, py) = (nx + ox, ny + oy);
                            if (px - x).abs() <= 1 && (py - y).abs() <= 1 {
                                // The piece's own window: its stones move along.
                                continue;
                            }
                            match self.cells[at(px, py)] {
                                None => {}
                                Some(c) if c == us => {
                                    covered = true;
                                    // An own stone where a moving stone would land: stop one earlier.
                                    blocked |= !rules.gess_capture && mask & (1 << i) != 0;
                                }
                                Some(_) => {
                                    covered = true;
                                    taken += 1;
                                }
                            }
                        }
                        // AMB-GESS-4: a collision stops the piece before this step, capturing nothing.
                        if blocked {
                            break;
                        }
                        let m = GessMove { from: at(x, y) as u16, to: at(nx, ny) as u16, taken };
                        if !f(m) {
                            return false;
                        }
                        if covered {
                            break;
                        }
                    }
                }
            }
        }
        true
    }

    /// Every legal move of the side to move, into `out` (cleared first).
    pub fn moves(&self, rules: Rules, out: &mut Vec<GessMove>) {
        out.clear();
        self.each_move(rules, None, &mut |m| {
            out.push(m);
            true
        });
    }

    /// Whether the side to move has a legal move.
    pub fn has_move(&self, rules: Rules) -> bool {
        !self.each_move(rules, None, &mut |_| false)
    }

    /// The grid cells of the enemy stones a move takes (under its destination footprint).
    pub fn taken_cells(&self, m: GessMove) -> Vec<usize> {
        let (x, y) = xy(m.from as usize);
        let (nx, ny) = xy(m.to as usize);
        let mut out = Vec::new();
        for &(ox, oy) in &WINDOW {
            let (px, py) = (nx + ox, ny + oy);
            if (px - x).abs() > 1 || (py - y).abs() > 1 {
                let p = at(px, py);
                if self.cells[p] == Some(self.turn.flip()) {
                    out.push(p);
                }
            }
        }
        out
    }

    /// Plays a legal move (from [`Board::each_move`]): shifts the piece's stones, removes the
    /// stones it takes, then every stone on the rim.
    pub fn play(&mut self, m: GessMove, rules: Rules) {
        let us = self.turn;
        let (x, y) = xy(m.from as usize);
        let (nx, ny) = xy(m.to as usize);
        let from_window = WINDOW.map(|(ox, oy)| at(x + ox, y + oy));
        let to_window = WINDOW.map(|(ox, oy)| at(nx + ox, ny + oy));
        let touched = || from_window.iter().chain(to_window.iter().filter(|c| !from_window.contains(c)));
        for &c in touched() {
            if let Some(s) = self.cells[c] {
                self.hash ^= z_stone(c, s.index());
            }
        }
        let mut mask = 0u16;
        for (i, &c) in from_window.iter().enumerate() {
            if self.cells[c].take().is_some() {
                mask |= 1 << i;
            }
        }
        for &c in &to_window {
            if rules.gess_capture || self.cells[c] != Some(us) {
                self.cells[c] = None;
            }
        }
        for (i, &c) in to_window.iter().enumerate() {
            let (px, py) = xy(c);
            if mask & (1 << i) != 0 && playable(px, py) {
                self.cells[c] = Some(us);
            }
        }
        for &c in touched() {
            if let Some(s) = self.cells[c] {
                self.hash ^= z_stone(c, s.index());
            }
        }
        self.turn = us.flip();
        self.hash ^= Z_DARK_TO_MOVE;
        self.ply += 1;
    }

    /// Passes the turn (the computer's null move).
    pub fn pass(&mut self) {
        self.turn = self.turn.flip();
        self.hash ^= Z_DARK_TO_MOVE;
        self.ply += 1;
    }
}

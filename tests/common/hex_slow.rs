//! An independent, deliberately simple move generator for Gliński's hexagonal chess, written from
//! the spec's prose (variants-catalog §10): cells as (file, rank), steps in (file, half-cell)
//! vectors, legality by "no enemy move takes the king". It shares no code with the engine.

/// Cells per file, a … k.
pub const LENGTHS: [i32; 11] = [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6];
const ROOK: [(i32, i32); 6] = [(0, 2), (0, -2), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const BISHOP: [(i32, i32); 6] = [(1, 3), (1, -3), (-1, 3), (-1, -3), (2, 0), (-2, 0)];
const KNIGHT: [(i32, i32); 12] =
    [(1, 5), (1, -5), (-1, 5), (-1, -5), (2, 4), (2, -4), (-2, 4), (-2, -4), (3, 1), (3, -1), (-3, 1), (-3, -1)];
/// White's pawn start cells (Black's are their mirror images).
const WHITE_PAWN_START: [(i32, i32); 9] = [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 3), (7, 2), (8, 1), (9, 0)];

type Cell = (i32, i32);

/// A position: pieces by cell (upper case White), side to move, en passant cell and victim.
#[derive(Clone)]
pub struct HexPos {
    board: [[Option<char>; 11]; 11],
    pub white: bool,
    ep: Option<(Cell, Cell)>,
}

fn height(c: Cell) -> i32 {
    (5 - c.0).abs() + 2 * c.1
}

fn step(c: Cell, v: (i32, i32)) -> Option<Cell> {
    let q = c.0 + v.0;
    if !(0..11).contains(&q) {
        return None;
    }
    let y = height(c) + v.1 - (5 - q).abs();
    if y < 0 || y % 2 != 0 || y / 2 >= LENGTHS[q as usize] {
        return None;
    }
    Some((q, y / 2))
}

fn mirror(c: Cell) -> Cell {
    (c.0, LENGTHS[c.0 as usize] - 1 - c.1)
}

/// The cell's name (`f6`).
pub fn name(c: Cell) -> String {
    format!("{}{}", (b'a' + c.0 as u8) as char, c.1 + 1)
}

fn parse_name(s: &str) -> Cell {
    let q = (s.as_bytes()[0] - b'a') as i32;
    (q, s[1..].parse::<i32>().unwrap() - 1)
}

impl HexPos {
    /// Reads the spec's FEN form: ranks 11 → 1, each listing only its existing cells.
    pub fn from_fen(fen: &str) -> HexPos {
        let mut f = fen.split_whitespace();
        let mut board = [[None; 11]; 11];
        for (i, row) in f.next().unwrap().split('/').enumerate() {
            let rank = 10 - i as i32;
            let cells: Vec<i32> = (0..11).filter(|&q| rank < LENGTHS[q as usize]).collect();
            let mut k = 0;
            let mut digits = String::new();
            for ch in row.chars() {
                if ch.is_ascii_digit() {
                    digits.push(ch);
                    continue;
                }
                if !digits.is_empty() {
                    k += digits.parse::<usize>().unwrap();
                    digits.clear();
                }
                board[cells[k] as usize][rank as usize] = Some(ch);
                k += 1;
            }
        }
        let white = f.next() == Some("w");
        f.next();
        let ep = f.next().filter(|e| *e != "-").map(|e| {
            let c = parse_name(e);
            let victim = if white { step(c, (0, -2)).unwrap() } else { step(c, (0, 2)).unwrap() };
            (c, victim)
        });
        HexPos { board, white, ep }
    }

    fn at(&self, c: Cell) -> Option<char> {
        self.board[c.0 as usize][c.1 as usize]
    }

    fn set(&mut self, c: Cell, p: Option<char>) {
        self.board[c.0 as usize][c.1 as usize] = p;
    }

    fn own(&self, p: char, white: bool) -> bool {
        p.is_ascii_uppercase() == white
    }

    /// Pseudo-legal moves of the side `white`: (from, to, promotion letter).
    fn pseudo(&self, white: bool) -> Vec<(Cell, Cell, Option<char>)> {
        let mut out = Vec::new();
        for q in 0..11 {
            for r in 0..LENGTHS[q as usize] {
                let from = (q, r);
                let Some(p) = self.at(from) else { continue };
                if !self.own(p, white) {
                    continue;
                }
                let mut add = |to: Cell, out: &mut Vec<(Cell, Cell, Option<char>)>| match self.at(to) {
                    Some(x) if self.own(x, white) => false,
                    Some(_) => {
                        out.push((from, to, None));
                        false
                    }
                    None => {
                        out.push((from, to, None));
                        true
                    }
                };
                let lower = p.to_ascii_lowercase();
                let slide = |dirs: &[(i32, i32)],
                             ride: bool,
                             out: &mut Vec<_>,
                             add: &mut dyn FnMut(Cell, &mut Vec<_>) -> bool| {
                    for &d in dirs {
                        let mut cur = from;
                        while let Some(n) = step(cur, d) {
                            if !add(n, out) || !ride {
                                break;
                            }
                            cur = n;
                        }
                    }
                };
                match lower {
                    'r' => slide(&ROOK, true, &mut out, &mut add),
                    'b' => slide(&BISHOP, true, &mut out, &mut add),
                    'q' => {
                        slide(&ROOK, true, &mut out, &mut add);
                        slide(&BISHOP, true, &mut out, &mut add);
                    }
                    'k' => {
                        slide(&ROOK, false, &mut out, &mut add);
                        slide(&BISHOP, false, &mut out, &mut add);
                    }
                    'n' => slide(&KNIGHT, false, &mut out, &mut add),
                    'p' => self.pawn(from, white, &mut out),
                    _ => panic!("unknown piece {p}"),
                }
            }
        }
        out
    }

    fn pawn(&self, from: Cell, white: bool, out: &mut Vec<(Cell, Cell, Option<char>)>) {
        let dy = if white { 2 } else { -2 };
        let last = |c: Cell| if white { c.1 == LENGTHS[c.0 as usize] - 1 } else { c.1 == 0 };
        let push = |to: Cell, out: &mut Vec<_>| {
            if last(to) {
                for p in ['q', 'r', 'b', 'n'] {
                    out.push((from, to, Some(p)));
                }
            } else {
                out.push((from, to, None));
            }
        };
        if let Some(one) = step(from, (0, dy)) {
            if self.at(one).is_none() {
                push(one, out);
                let start = WHITE_PAWN_START.iter().any(|&c| if white { c == from } else { mirror(c) == from });
                if let Some(two) = step(one, (0, dy)) {
                    if start && self.at(two).is_none() {
                        push(two, out);
                    }
                }
            }
        }
        for dx in [-1, 1] {
            let Some(to) = step(from, (dx, dy / 2)) else { continue };
            match self.at(to) {
                Some(x) if !self.own(x, white) => push(to, out),
                None if self.ep.is_some_and(|(e, _)| e == to) => push(to, out),
                _ => {}
            }
        }
    }

    fn play(&self, m: (Cell, Cell, Option<char>)) -> HexPos {
        let mut n = self.clone();
        let p = self.at(m.0).unwrap();
        n.ep = None;
        if p.eq_ignore_ascii_case(&'p') {
            if self.at(m.1).is_none() && m.0 .0 != m.1 .0 {
                n.set(self.ep.unwrap().1, None);
            }
            if (height(m.1) - height(m.0)).abs() == 4 {
                n.ep = Some((step(m.0, (0, (height(m.1) - height(m.0)) / 2)).unwrap(), m.1));
            }
        }
        n.set(m.0, None);
        let placed = match m.2 {
            Some(x) if self.white => x.to_ascii_uppercase(),
            Some(x) => x,
            None => p,
        };
        n.set(m.1, Some(placed));
        n.white = !self.white;
        n
    }

    fn king_taken(&self, white_king: bool) -> bool {
        self.pseudo(!white_king).iter().any(|m| self.at(m.1) == Some(if white_king { 'K' } else { 'k' }))
    }

    /// Legal moves as move strings (`e4e5`, `f10f11q`), sorted.
    pub fn legal(&self) -> Vec<String> {
        let mut out: Vec<String> = self
            .pseudo(self.white)
            .into_iter()
            .filter(|&m| !self.play(m).king_taken(self.white))
            .map(|m| format!("{}{}{}", name(m.0), name(m.1), m.2.map(String::from).unwrap_or_default()))
            .collect();
        out.sort();
        out
    }

    /// The position after a move string.
    pub fn after(&self, mv: &str) -> HexPos {
        let m = self
            .pseudo(self.white)
            .into_iter()
            .find(|&m| format!("{}{}{}", name(m.0), name(m.1), m.2.map(String::from).unwrap_or_default()) == mv)
            .unwrap_or_else(|| panic!("slow: no move {mv}"));
        self.play(m)
    }

    /// Perft.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.after(m).perft(depth - 1)).sum()
    }
}

impl super::SlowModel for HexPos {
    fn legal_moves(&self) -> Vec<String> {
        self.legal()
    }

    fn after_move(&self, mv: &str) -> HexPos {
        self.after(mv)
    }
}

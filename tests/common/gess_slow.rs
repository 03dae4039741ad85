//! A slow, independent model of Generalized chess (Gess) written from the prose of
//! spec/variants-catalog.md §1, for checking `fairyboard::game::gess`: its own board (rows of
//! optional stones, nothing stored for the rim), its own windows and slides, its own ring test.
//! It shares no code with the crate.

/// A side: light (`S`, moves first) or dark (`s`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    Light,
    Dark,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Light => Side::Dark,
            Side::Dark => Side::Light,
        }
    }
}

/// The board is 18 by 18; file 0 is `a`, rank 0 is `1`.
const N: i32 = 18;

/// A cell: file, rank.
type Cell = (i32, i32);

/// What a slide found: from, to, the piece's stones, where they go, the other stones under the
/// destination square.
type Found<'a> = dyn FnMut(Cell, Cell, &[Cell], &[Cell], &[(i32, i32, Side)]) + 'a;

/// A position: `rows[rank][file]`, the side to move and the move number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SlowPos {
    pub rows: Vec<Vec<Option<Side>>>,
    pub to_move: Side,
    pub number: u32,
}

/// A legal move with its name, the position after it and the enemy stones it takes.
#[derive(Debug, Clone)]
pub struct SlowMove {
    pub name: String,
    pub after: SlowPos,
    pub taken: Vec<String>,
}

/// How a game stands: won by a side, drawn, or going on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SlowEnd {
    Won(Side),
    Drawn,
}

fn on_board(f: i32, r: i32) -> bool {
    (0..N).contains(&f) && (0..N).contains(&r)
}

pub fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

impl SlowPos {
    /// Reads a position string (trusting it: the tests write well-formed ones).
    pub fn parse(text: &str) -> SlowPos {
        let mut parts = text.split(' ');
        let board = parts.next().expect("board");
        let mut rows = vec![vec![None; N as usize]; N as usize];
        for (i, row) in board.split('/').enumerate() {
            let r = N as usize - 1 - i;
            let mut f = 0usize;
            let mut num = String::new();
            for c in row.chars() {
                if c.is_ascii_digit() {
                    num.push(c);
                    continue;
                }
                if !num.is_empty() {
                    f += num.parse::<usize>().unwrap();
                    num.clear();
                }
                rows[r][f] = Some(if c == 'S' { Side::Light } else { Side::Dark });
                f += 1;
            }
        }
        let to_move = if parts.next() == Some("b") { Side::Dark } else { Side::Light };
        let number = parts.next().map_or(1, |n| n.parse().unwrap());
        SlowPos { rows, to_move, number }
    }

    /// The position string, rank 18 first, with the move number.
    pub fn text(&self) -> String {
        let ranks: Vec<String> = (0..N as usize)
            .rev()
            .map(|r| {
                let mut s = String::new();
                let mut gap = 0;
                for f in 0..N as usize {
                    match self.rows[r][f] {
                        None => gap += 1,
                        Some(side) => {
                            if gap > 0 {
                                s += &gap.to_string();
                            }
                            gap = 0;
                            s.push(if side == Side::Light { 'S' } else { 's' });
                        }
                    }
                }
                if gap > 0 {
                    s += &gap.to_string();
                }
                s
            })
            .collect();
        let side = if self.to_move == Side::Light { "w" } else { "b" };
        format!("{} {side} {}", ranks.join("/"), self.number)
    }

    /// The position without its move number (what a repetition compares).
    pub fn key(&self) -> String {
        let t = self.text();
        t.rsplit_once(' ').unwrap().0.to_string()
    }

    /// The stone on a cell; a cell off the 18×18 area (the rim and beyond) holds none.
    pub fn get(&self, f: i32, r: i32) -> Option<Side> {
        if on_board(f, r) {
            self.rows[r as usize][f as usize]
        } else {
            None
        }
    }

    pub fn count(&self, side: Side) -> usize {
        self.rows.iter().flatten().filter(|&&s| s == Some(side)).count()
    }

    /// A ring: an empty cell whose eight neighbours all hold the side's stones.
    pub fn has_ring(&self, side: Side) -> bool {
        (0..N).any(|r| {
            (0..N).any(|f| {
                self.get(f, r).is_none()
                    && (-1..=1)
                        .all(|dr| (-1..=1).all(|df| (dr == 0 && df == 0) || self.get(f + df, r + dr) == Some(side)))
            })
        })
    }

    /// Calls `found(from, to, piece, moved, under)` for every legal move of the side to move (the
    /// game's end aside): the piece's stones, where they go, and the other stones under the
    /// destination square. With `gess_capture`, published Gess's rule: own stones never block.
    fn each_move(&self, gess_capture: bool, found: &mut Found<'_>) {
        let me = self.to_move;
        let (mut piece, mut moved, mut under) = (Vec::new(), Vec::new(), Vec::new());
        for cr in 0..N {
            for cf in 0..N {
                // The 3×3 square around the centre: the stones of the composite piece.
                piece.clear();
                let mut foreign = false;
                for dr in -1..=1 {
                    for df in -1..=1 {
                        match self.get(cf + df, cr + dr) {
                            Some(s) if s == me => piece.push((cf + df, cr + dr)),
                            Some(_) => foreign = true,
                            None => {}
                        }
                    }
                }
                if foreign || piece.is_empty() {
                    continue;
                }
                let reach = if piece.contains(&(cf, cr)) { 100 } else { 3 };
                for &(pf, pr) in &piece {
                    let (df, dr) = (pf - cf, pr - cr);
                    if (df, dr) == (0, 0) {
                        continue;
                    }
                    let mut dist = 1;
                    while dist <= reach {
                        let (nf, nr) = (cf + dist * df, cr + dist * dr);
                        if !on_board(nf, nr) {
                            break;
                        }
                        moved.clear();
                        moved.extend(piece.iter().map(|&(f, r)| (f + dist * df, r + dist * dr)));
                        // Stones that do not move and lie under the shifted square.
                        under.clear();
                        for r in nr - 1..=nr + 1 {
                            for f in nf - 1..=nf + 1 {
                                let in_piece_square = (f - cf).abs() <= 1 && (r - cr).abs() <= 1;
                                if let (false, Some(s)) = (in_piece_square, self.get(f, r)) {
                                    under.push((f, r, s));
                                }
                            }
                        }
                        let collides = under.iter().any(|&(f, r, s)| s == me && moved.contains(&(f, r)));
                        if collides && !gess_capture {
                            break;
                        }
                        found((cf, cr), (nf, nr), &piece, &moved, &under);
                        if !under.is_empty() {
                            break;
                        }
                        dist += 1;
                    }
                }
            }
        }
    }

    /// The legal moves of the side to move (the game's end aside), with the positions after them.
    pub fn moves(&self, gess_capture: bool) -> Vec<SlowMove> {
        let me = self.to_move;
        let mut out = Vec::new();
        self.each_move(gess_capture, &mut |(cf, cr), (nf, nr), piece, moved, under| {
            let mut after = self.clone();
            for &(f, r) in piece {
                after.rows[r as usize][f as usize] = None;
            }
            for &(f, r, s) in under {
                if gess_capture || s != me {
                    after.rows[r as usize][f as usize] = None;
                }
            }
            // Stones pushed off the 18×18 area (onto the rim) are gone.
            for &(f, r) in moved {
                if on_board(f, r) {
                    after.rows[r as usize][f as usize] = Some(me);
                }
            }
            after.to_move = me.other();
            if me == Side::Dark {
                after.number += 1;
            }
            let taken = under.iter().filter(|&&(_, _, s)| s != me).map(|&(f, r, _)| name(f, r)).collect();
            out.push(SlowMove { name: format!("{}{}", name(cf, cr), name(nf, nr)), after, taken });
        });
        out
    }

    /// How many legal moves the side to move has (the game's end aside).
    pub fn count_moves(&self, gess_capture: bool) -> u64 {
        let mut n = 0;
        self.each_move(gess_capture, &mut |_, _, _, _, _| n += 1);
        n
    }

    /// The end decided by rings: the side that just moved loses without a ring; otherwise the
    /// side to move loses without one.
    pub fn ring_end(&self) -> Option<Side> {
        let moved = self.to_move.other();
        if !self.has_ring(moved) {
            Some(self.to_move)
        } else if !self.has_ring(self.to_move) {
            Some(moved)
        } else {
            None
        }
    }

    /// The end of a game at this position after `earlier` positions (their keys).
    pub fn end(&self, earlier: &[String], gess_capture: bool, cap: Option<u32>) -> Option<SlowEnd> {
        if let Some(w) = self.ring_end() {
            return Some(SlowEnd::Won(w));
        }
        if self.count_moves(gess_capture) == 0 {
            return Some(SlowEnd::Won(self.to_move.other()));
        }
        let key = self.key();
        if earlier.iter().filter(|k| **k == key).count() >= 2 {
            return Some(SlowEnd::Drawn);
        }
        let ply = 2 * (self.number - 1) + u32::from(self.to_move == Side::Dark);
        if cap.is_some_and(|c| ply >= c) {
            return Some(SlowEnd::Drawn);
        }
        None
    }

    /// Leaves of the move tree to `depth` (a position won by rings has no moves).
    pub fn perft(&self, depth: u32, gess_capture: bool) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.ring_end().is_some() {
            return 0;
        }
        if depth == 1 {
            return self.count_moves(gess_capture);
        }
        self.moves(gess_capture).iter().map(|m| m.after.perft(depth - 1, gess_capture)).sum()
    }
}

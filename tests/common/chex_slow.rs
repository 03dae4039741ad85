//! An independent, deliberately simple model of Chex, written from the spec's prose
//! (variants-catalog §23): a list of pieces on integer points, the board shown as their bounding
//! box plus a frame, every action tried and kept if all pieces stay one 8-connected group (and the
//! board stays within 26 files, the crate's documented naming limit). It shares no code with the crate.

use std::collections::HashSet;

/// A position: pieces (x, y, letter; upper case White), side, piles (next first).
#[derive(Debug, Clone)]
pub struct ChexModel {
    pieces: Vec<(i32, i32, char)>,
    white: bool,
    piles: [Vec<char>; 2],
    free: bool,
}

/// The board shown: (left x, bottom y, files, ranks).
fn shown(pieces: &[(i32, i32, char)]) -> (i32, i32, i32, i32) {
    if pieces.is_empty() {
        return (0, 0, 1, 1);
    }
    let xs = pieces.iter().map(|p| p.0);
    let ys = pieces.iter().map(|p| p.1);
    let (x0, x1) = (xs.clone().min().unwrap(), xs.max().unwrap());
    let (y0, y1) = (ys.clone().min().unwrap(), ys.max().unwrap());
    (x0 - 1, y0 - 1, x1 - x0 + 3, y1 - y0 + 3)
}

fn linked(pieces: &[(i32, i32, char)]) -> bool {
    if pieces.is_empty() {
        return true;
    }
    if shown(pieces).2 > 26 {
        return false;
    }
    let all: HashSet<(i32, i32)> = pieces.iter().map(|p| (p.0, p.1)).collect();
    let mut reached = HashSet::new();
    let mut stack = vec![(pieces[0].0, pieces[0].1)];
    while let Some(p) = stack.pop() {
        if !all.contains(&p) || !reached.insert(p) {
            continue;
        }
        for dx in -1..=1 {
            for dy in -1..=1 {
                stack.push((p.0 + dx, p.1 + dy));
            }
        }
    }
    reached.len() == all.len()
}

impl ChexModel {
    /// Reads a position string (board, side, piles); trusted input.
    pub fn from_position(text: &str, free: bool) -> ChexModel {
        let f: Vec<&str> = text.split(' ').collect();
        let rows: Vec<&str> = f[0].split('/').collect();
        let mut pieces = Vec::new();
        for (i, row) in rows.iter().enumerate() {
            let y = (rows.len() - 1 - i) as i32;
            let mut x = 0;
            let mut num = 0;
            for c in row.chars() {
                if let Some(d) = c.to_digit(10) {
                    num = num * 10 + d as i32;
                } else {
                    x += num;
                    num = 0;
                    pieces.push((x, y, c));
                    x += 1;
                }
            }
        }
        let pile = |s: &str| if s == "-" { Vec::new() } else { s.chars().collect::<Vec<char>>() };
        let mut piles = [pile(f[2]), pile(f[3])];
        if free {
            let order = "KQRBNPkqrbnp";
            for p in &mut piles {
                p.sort_by_key(|c| order.find(*c).unwrap());
            }
        }
        ChexModel { pieces, white: f[1] == "w", piles, free }
    }

    fn at(&self, x: i32, y: i32) -> Option<char> {
        self.pieces.iter().find(|p| p.0 == x && p.1 == y).map(|p| p.2)
    }

    fn name(&self, x: i32, y: i32) -> String {
        let (x0, y0, _, _) = shown(&self.pieces);
        format!("{}{}", (b'a' + (x - x0) as u8) as char, y - y0 + 1)
    }

    /// The position string.
    pub fn position(&self) -> String {
        let (x0, y0, w, h) = shown(&self.pieces);
        let mut rows = Vec::new();
        for y in (y0..y0 + h).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for x in x0..x0 + w {
                match self.at(x, y) {
                    Some(c) => {
                        if empty > 0 {
                            row += &empty.to_string();
                        }
                        empty = 0;
                        row.push(c);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            rows.push(row);
        }
        let pile = |p: &Vec<char>| if p.is_empty() { "-".to_string() } else { p.iter().collect() };
        format!(
            "{} {} {} {}",
            rows.join("/"),
            if self.white { "w" } else { "b" },
            pile(&self.piles[0]),
            pile(&self.piles[1])
        )
    }

    fn mine(&self, c: char, white: bool) -> bool {
        c.is_ascii_uppercase() == white
    }

    fn king_missing(&self, white: bool) -> bool {
        let k = if white { 'K' } else { 'k' };
        !self.pieces.iter().any(|p| p.2 == k) && !self.piles[usize::from(!white)].contains(&k)
    }

    /// Every action of `white` as (string, next position).
    fn all_actions(&self, white: bool) -> Vec<(String, ChexModel)> {
        let mut out = Vec::new();
        let (x0, y0, w, h) = shown(&self.pieces);
        let on_board = |x: i32, y: i32| x >= x0 && y >= y0 && x < x0 + w && y < y0 + h;
        for &(x, y, c) in &self.pieces {
            if !self.mine(c, white) {
                continue;
            }
            let mut dests = Vec::new();
            let lower = c.to_ascii_lowercase();
            let kings = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
            if lower == 'p' {
                // One step north (White) or south (Black); captures diagonally forward.
                let dy = if white { 1 } else { -1 };
                if on_board(x, y + dy) && self.at(x, y + dy).is_none() {
                    dests.push((x, y + dy));
                }
                for dx in [-1, 1] {
                    if let Some(t) = self.at(x + dx, y + dy) {
                        if !self.mine(t, white) {
                            dests.push((x + dx, y + dy));
                        }
                    }
                }
            } else {
                let (dirs, far): (Vec<(i32, i32)>, bool) = match lower {
                    'n' => (vec![(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)], false),
                    'k' => (kings.to_vec(), false),
                    'r' => (kings[..4].to_vec(), true),
                    'b' => (kings[4..].to_vec(), true),
                    _ => (kings.to_vec(), true),
                };
                for (dx, dy) in dirs {
                    let (mut tx, mut ty) = (x + dx, y + dy);
                    while on_board(tx, ty) {
                        match self.at(tx, ty) {
                            Some(t) => {
                                if !self.mine(t, white) {
                                    dests.push((tx, ty));
                                }
                                break;
                            }
                            None => dests.push((tx, ty)),
                        }
                        if !far {
                            break;
                        }
                        tx += dx;
                        ty += dy;
                    }
                }
            }
            for (tx, ty) in dests {
                let mut next = self.clone();
                next.pieces.retain(|p| (p.0, p.1) != (tx, ty));
                let j = next.pieces.iter().position(|p| (p.0, p.1) == (x, y)).unwrap();
                next.pieces[j] = (tx, ty, c);
                if linked(&next.pieces) {
                    next.white = !white;
                    out.push((self.name(x, y) + &self.name(tx, ty), next));
                }
            }
        }
        // Placements: the next piece, or under free choice any left (the king first).
        let pile = &self.piles[usize::from(!white)];
        let mut letters: Vec<char> = if self.free {
            let k = if white { 'K' } else { 'k' };
            if pile.contains(&k) {
                vec![k]
            } else {
                let mut l = pile.clone();
                l.dedup();
                l
            }
        } else {
            pile.first().copied().into_iter().collect()
        };
        letters.dedup();
        let cells: Vec<(i32, i32)> = if self.pieces.is_empty() {
            vec![(0, 0)]
        } else {
            let mut cells = Vec::new();
            for x in x0..x0 + w {
                for y in y0..y0 + h {
                    let near = self.pieces.iter().any(|p| (p.0 - x).abs() <= 1 && (p.1 - y).abs() <= 1);
                    if near && self.at(x, y).is_none() {
                        cells.push((x, y));
                    }
                }
            }
            cells
        };
        for &l in &letters {
            for &(x, y) in &cells {
                let mut next = self.clone();
                next.pieces.push((x, y, l));
                if !linked(&next.pieces) {
                    continue;
                }
                let pile = &mut next.piles[usize::from(!white)];
                let at = pile.iter().position(|&c| c == l).unwrap();
                pile.remove(at);
                next.white = !white;
                out.push((format!("{}@{}", l.to_ascii_uppercase(), self.name(x, y)), next));
            }
        }
        out
    }

    /// The legal actions, sorted, each with the position it leads to.
    pub fn legal(&self) -> Vec<(String, ChexModel)> {
        if self.king_missing(self.white) {
            return Vec::new();
        }
        let mut all = self.all_actions(self.white);
        all.sort_by(|a, b| a.0.cmp(&b.0));
        all
    }

    /// The legal action strings, sorted.
    pub fn moves(&self) -> Vec<String> {
        self.legal().into_iter().map(|(m, _)| m).collect()
    }

    /// The position after a legal action string.
    pub fn after(&self, mv: &str) -> ChexModel {
        self.legal().into_iter().find(|(m, _)| m == mv).unwrap_or_else(|| panic!("model: no action {mv}")).1
    }

    /// The end: (winner: Some(white?) or None, reason).
    pub fn outcome(&self) -> Option<(Option<bool>, &'static str)> {
        self.outcome_with(&self.legal())
    }

    /// The end, given the legal actions.
    pub fn outcome_with(&self, legal: &[(String, ChexModel)]) -> Option<(Option<bool>, &'static str)> {
        if self.king_missing(self.white) {
            return Some((Some(!self.white), "king"));
        }
        legal.is_empty().then_some((None, "no action"))
    }

    /// The cells of the side to move's king that an enemy move could capture.
    pub fn checked(&self) -> Vec<String> {
        let k = if self.white { 'K' } else { 'k' };
        let Some(&(x, y, _)) = self.pieces.iter().find(|p| p.2 == k) else { return Vec::new() };
        let hit = self.all_actions(!self.white).iter().any(|(_, n)| n.pieces.iter().all(|p| p.2 != k));
        if hit {
            vec![self.name(x, y)]
        } else {
            Vec::new()
        }
    }

    /// Leaves of the legal action tree.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal().iter().map(|(_, n)| if depth == 1 { 1 } else { n.perft(depth - 1) }).sum()
    }
}

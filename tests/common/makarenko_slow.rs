//! An independent, deliberately simple model of Makarenko chess, written from the spec's prose
//! (variants-catalog §16): a grid of towers (owner, height), each move listed as a string by trying
//! every part of every tower as the chess piece its height names, the merge, height-limit, king
//! and end-of-game rules as §16.3–16.5 state them. It shares no code with the crate.

/// AMB-MAK-1's options 1–3.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    /// Option 1: no tower above 8.
    Forbid,
    /// Option 2: taller towers allowed, counted as kings.
    Tall,
    /// Option 3: discs above 8 leave play.
    Surplus,
}

type Sq = (i32, i32);

/// A position: `grid[file][rank]` = (White?, height).
#[derive(Debug, Clone)]
pub struct MakModel {
    grid: [[Option<(bool, u32)>; 8]; 8],
    white: bool,
    ep: Option<Sq>,
    half: u32,
    full: u32,
    limit: Limit,
    /// Board, side and en passant of every position since the start, the current one last
    /// (shared between a position and the ones generated from it).
    seen: std::rc::Rc<Vec<String>>,
}

fn piece(height: u32) -> &'static str {
    match height {
        1 | 2 => "pawn",
        3 => "rook",
        4 => "knight",
        5 | 6 => "bishop",
        7 => "queen",
        _ => "king",
    }
}

fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

fn inside(s: Sq) -> bool {
    s.0 >= 0 && s.0 < 8 && s.1 >= 0 && s.1 < 8
}

impl MakModel {
    /// Reads a position string (board, side, en passant, halfmove, move number); trusted input.
    pub fn from_fen(fen: &str, limit: Limit) -> MakModel {
        let mut f: Vec<&str> = fen.split(' ').collect();
        if f.len() == 6 {
            f.remove(2); // the castling field, always "-"
        }
        let mut grid = [[None; 8]; 8];
        for (i, row) in f[0].split('/').enumerate() {
            let rank = 7 - i as i32;
            let mut file = 0;
            let chars: Vec<char> = row.chars().collect();
            let mut j = 0;
            while j < chars.len() {
                let c = chars[j];
                if c.is_ascii_digit() {
                    file += c.to_digit(10).unwrap() as i32;
                } else if c == '{' {
                    let end = chars[j..].iter().position(|&x| x == '}').unwrap() + j;
                    let white = chars[j + 1] == 'W';
                    let h: u32 = chars[j + 2..end].iter().collect::<String>().parse().unwrap();
                    grid[file as usize][rank as usize] = Some((white, h));
                    file += 1;
                    j = end;
                } else {
                    let h = match c.to_ascii_lowercase() {
                        'p' => 1,
                        'r' => 3,
                        'n' => 4,
                        'b' => 5,
                        'q' => 7,
                        _ => 8,
                    };
                    grid[file as usize][rank as usize] = Some((c.is_ascii_uppercase(), h));
                    file += 1;
                }
                j += 1;
            }
        }
        let ep = (f[2] != "-").then(|| {
            let b = f[2].as_bytes();
            ((b[0] - b'a') as i32, (b[1] - b'1') as i32)
        });
        let mut m = MakModel {
            grid,
            white: f[1] == "w",
            ep,
            half: f[3].parse().unwrap(),
            full: f[4].parse().unwrap(),
            limit,
            seen: Default::default(),
        };
        m.seen = std::rc::Rc::new(vec![m.key()]);
        m
    }

    fn at(&self, s: Sq) -> Option<(bool, u32)> {
        self.grid[s.0 as usize][s.1 as usize]
    }

    fn key(&self) -> String {
        let f = self.fen();
        let parts: Vec<&str> = f.split(' ').collect();
        parts[..4].join(" ")
    }

    /// The position string, canonical tokens.
    pub fn fen(&self) -> String {
        let mut rows = Vec::new();
        for rank in (0..8).rev() {
            let mut row = String::new();
            let mut gap = 0;
            for file in 0..8 {
                match self.grid[file][rank] {
                    None => gap += 1,
                    Some((white, h)) => {
                        if gap > 0 {
                            row += &gap.to_string();
                        }
                        gap = 0;
                        let letter = match h {
                            1 => Some('p'),
                            3 => Some('r'),
                            4 => Some('n'),
                            5 => Some('b'),
                            7 => Some('q'),
                            8 => Some('k'),
                            _ => None,
                        };
                        row += &match letter {
                            Some(l) if white => l.to_ascii_uppercase().to_string(),
                            Some(l) => l.to_string(),
                            None => format!("{{{}{h}}}", if white { "W" } else { "b" }),
                        };
                    }
                }
            }
            if gap > 0 {
                row += &gap.to_string();
            }
            rows.push(row);
        }
        format!(
            "{} {} - {} {} {}",
            rows.join("/"),
            if self.white { "w" } else { "b" },
            self.ep.map_or("-".to_string(), name),
            self.half,
            self.full
        )
    }

    fn is_king(h: u32) -> bool {
        h >= 8
    }

    fn king_count(&self, white: bool) -> usize {
        let mut n = 0;
        for f in 0..8 {
            for r in 0..8 {
                if let Some((w, h)) = self.grid[f][r] {
                    if w == white && Self::is_king(h) {
                        n += 1;
                    }
                }
            }
        }
        n
    }

    /// Squares a part of `k` discs of `white` on `from` could reach (empty), capture on (enemy)
    /// or merge onto (friendly, before the height limit): (square, en passant?).
    fn reach(&self, white: bool, from: Sq, k: u32, ep: Option<Sq>) -> Vec<(Sq, bool)> {
        let mut out = Vec::new();
        let who = piece(k);
        if who == "pawn" {
            let fwd = if white { 1 } else { -1 };
            let one = (from.0, from.1 + fwd);
            if inside(one) && self.at(one).is_none() {
                out.push((one, false));
                let home = if white { 1 } else { 6 };
                let two = (from.0, from.1 + 2 * fwd);
                if from.1 == home && self.at(two).is_none() {
                    out.push((two, false));
                }
            }
            for side in [-1, 1] {
                let d = (from.0 + side, from.1 + fwd);
                if !inside(d) {
                    continue;
                }
                if self.at(d).is_some() {
                    out.push((d, false));
                } else if ep == Some(d) {
                    out.push((d, true));
                }
            }
            return out;
        }
        let (vectors, slides): (Vec<Sq>, bool) = match who {
            "knight" => (vec![(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)], false),
            "rook" => (vec![(1, 0), (-1, 0), (0, 1), (0, -1)], true),
            "bishop" => (vec![(1, 1), (-1, 1), (1, -1), (-1, -1)], true),
            "queen" => (vec![(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)], true),
            _ => (vec![(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)], false),
        };
        for v in vectors {
            let mut s = (from.0 + v.0, from.1 + v.1);
            while inside(s) {
                out.push((s, false));
                if self.at(s).is_some() || !slides {
                    break;
                }
                s = (s.0 + v.0, s.1 + v.1);
            }
        }
        out
    }

    /// Every move of `white` as (string, resulting position), ignoring the kingless restriction.
    fn all_moves(&self, white: bool, ep: Option<Sq>) -> Vec<(String, MakModel)> {
        let mut out = Vec::new();
        let kings = self.king_count(white);
        for f in 0..8 {
            for r in 0..8 {
                let from = (f, r);
                let Some((w, h)) = self.at(from) else { continue };
                if w != white {
                    continue;
                }
                for k in 1..=h {
                    let split = k < h;
                    // §16.4 [R]: a king splits only while another king exists.
                    if split && Self::is_king(h) && kings < 2 {
                        continue;
                    }
                    for (to, en_passant) in self.reach(white, from, k, ep) {
                        let target = self.at(to);
                        let mut next = self.clone();
                        let mut reset = split || piece(k) == "pawn";
                        let landed = match target {
                            Some((tw, th)) if tw == white => {
                                if self.limit == Limit::Forbid && k + th > 8 {
                                    continue;
                                }
                                reset = true;
                                if self.limit == Limit::Surplus {
                                    (k + th).min(8)
                                } else {
                                    k + th
                                }
                            }
                            Some(_) => {
                                reset = true;
                                k
                            }
                            None => k,
                        };
                        next.grid[f as usize][r as usize] = split.then_some((white, h - k));
                        next.grid[to.0 as usize][to.1 as usize] = Some((white, landed));
                        if en_passant {
                            next.grid[to.0 as usize][from.1 as usize] = None;
                            reset = true;
                        }
                        next.ep = (piece(k) == "pawn" && (to.1 - r).abs() == 2).then_some((f, (r + to.1) / 2));
                        next.half = if reset { 0 } else { self.half + 1 };
                        if !self.white {
                            next.full += 1;
                        }
                        next.white = !self.white;
                        let text =
                            if split { format!("{}{}/{k}", name(from), name(to)) } else { name(from) + &name(to) };
                        out.push((text, next));
                    }
                }
            }
        }
        out
    }

    fn legal(&self) -> Vec<(String, MakModel)> {
        let mut all = self.all_moves(self.white, self.ep);
        if self.king_count(self.white) == 0 {
            // §16.4 [R]: without a king, only moves that create one.
            all.retain(|(_, n)| n.king_count(self.white) > 0);
        }
        all.sort_by(|a, b| a.0.cmp(&b.0));
        all
    }

    /// The legal move strings, sorted.
    pub fn moves(&self) -> Vec<String> {
        self.legal().into_iter().map(|(m, _)| m).collect()
    }

    /// The position after a legal move string.
    pub fn after(&self, mv: &str) -> MakModel {
        let mut next =
            self.legal().into_iter().find(|(m, _)| m == mv).unwrap_or_else(|| panic!("model: no move {mv}")).1;
        let key = next.key();
        std::rc::Rc::make_mut(&mut next.seen).push(key);
        next
    }

    /// The end: `Some((winner: Some(white?) or None, reason))`.
    pub fn outcome(&self) -> Option<(Option<bool>, &'static str)> {
        let now = self.key();
        if self.seen.iter().filter(|k| **k == now).count() >= 3 {
            return Some((None, "repetition"));
        }
        if self.half >= 100 {
            return Some((None, "move rule"));
        }
        if !self.legal().is_empty() {
            return None;
        }
        if self.king_count(self.white) > 0 {
            Some((None, "stalemate"))
        } else {
            Some((Some(!self.white), "kings"))
        }
    }

    /// The squares of the side to move's kings that an enemy move could capture.
    pub fn checked(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for (_, next) in self.all_moves(!self.white, None) {
            for f in 0..8 {
                for r in 0..8 {
                    if let (Some((true, h)), Some((w, _))) =
                        (self.grid[f][r].map(|(w, h)| (w == self.white, h)), next.grid[f][r])
                    {
                        if Self::is_king(h) && w != self.white {
                            out.push(name((f as i32, r as i32)));
                        }
                    }
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Leaves of the legal move tree.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal().iter().map(|(_, n)| if depth == 1 { 1 } else { n.perft(depth - 1) }).sum()
    }
}

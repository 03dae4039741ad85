//! An independent slow move generator for Omega chess and Great Outer chess, written from the prose
//! of ../shared/spec/variants-catalog.md §18 (Nagy külső sakk) and §19 (Omegasakk), not from the
//! engine's data files or tables: its own board model (the game's core board plus four corner
//! squares, in the game's own coordinates), its own piece rules (vectors spelled out here), its own
//! FEN reader, check test, castling and en passant. Only the canonical square names of
//! notation.md (the bounding rectangle's ASCII names) are shared with the engine, to compare moves.
#![allow(dead_code)]

/// A square in the game's own coordinates: the core board is `0..n` by `0..n` (Omega a0 = (0,0),
/// Great Outer a1 = (0,0)); the corner squares are (-1,-1), (n,-1), (n,n) and (-1,n).
pub type Sq = (i32, i32);

/// Which game, with its rule choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outer {
    /// Omega chess (§19).
    Omega,
    /// Great Outer chess (§18); `ep_any_passed` is AMB-GOC-2's alternative (en passant on any square
    /// passed by an advance of two to four squares).
    GreatOuter { ep_any_passed: bool },
}

/// What a move does besides moving one piece.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// A move or a capture on the target square.
    Plain,
    /// A pawn advance of more than one square (the squares it passed).
    Advance(Vec<Sq>),
    /// An en passant capture of the pawn on this square.
    EnPassant(Sq),
    /// Castling: the rook's start and target.
    Castle(Sq, Sq),
}

/// One legal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SMove {
    pub from: Sq,
    pub to: Sq,
    /// The promoted piece (upper-case letter).
    pub promo: Option<char>,
    pub kind: Kind,
    /// Canonical move text: from + to (+ promoted piece, lower case); castling is the king's move.
    pub text: String,
}

/// A position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SPos {
    /// Piece per square index ([`Game::idx`]): upper-case letter and whether it is White's.
    pub board: Vec<Option<(char, bool)>>,
    pub white: bool,
    /// Castling rights: [White, Black] x [kingside, queenside].
    pub castle: [[bool; 2]; 2],
    /// Squares a pawn passed on the last move that may be taken en passant, and that pawn.
    pub ep: Vec<Sq>,
    pub ep_victim: Option<Sq>,
}

/// The rules of one game.
#[derive(Debug, Clone, Copy)]
pub struct Game {
    pub rules: Outer,
    /// Core board size: 10 (a0-j9) or 12 (a1-l12).
    pub n: i32,
}

/// The eight vectors (±a, ±b), (±b, ±a), without repeats.
fn sym(a: i32, b: i32) -> Vec<Sq> {
    let mut v = Vec::new();
    for (x, y) in [(a, b), (b, a)] {
        for (sx, sy) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let d = (x * sx, y * sy);
            if !v.contains(&d) {
                v.push(d);
            }
        }
    }
    v
}

const ORTH: [Sq; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [Sq; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

impl Game {
    /// The game's rules.
    pub fn new(rules: Outer) -> Game {
        Game { rules, n: if rules == Outer::Omega { 10 } else { 12 } }
    }

    /// Whether a square exists: on the core board, or one of the four corner squares.
    pub fn exists(&self, s: Sq) -> bool {
        let n = self.n;
        ((0..n).contains(&s.0) && (0..n).contains(&s.1)) || [(-1, -1), (n, -1), (n, n), (-1, n)].contains(&s)
    }

    /// Index of a square in [`SPos::board`].
    pub fn idx(&self, s: Sq) -> usize {
        ((s.1 + 1) * (self.n + 2) + s.0 + 1) as usize
    }

    /// The canonical ASCII name (notation.md: the bounding rectangle, a1 in its lower-left corner).
    pub fn name(&self, s: Sq) -> String {
        format!("{}{}", (b'a' + (s.0 + 1) as u8) as char, s.1 + 2)
    }

    /// The square of a canonical name.
    pub fn parse(&self, t: &str) -> Sq {
        let f = t.as_bytes()[0] as i32 - b'a' as i32;
        let r: i32 = t[1..].parse().unwrap();
        (f - 1, r - 2)
    }

    /// The game's own label: Omega a0-j9 and w1-w4, Great Outer a1-l12 and z1-z4.
    pub fn label(&self, s: Sq) -> String {
        let n = self.n;
        let (corner, first_rank) = if self.rules == Outer::Omega { ('w', 0) } else { ('z', 1) };
        if let Some(k) = [(-1, -1), (n, -1), (n, n), (-1, n)].iter().position(|&c| c == s) {
            return format!("{corner}{}", k + 1);
        }
        format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + first_rank)
    }

    /// The square of a label of the game.
    pub fn square_of(&self, l: &str) -> Sq {
        let all = (-1..=self.n).flat_map(|x| (-1..=self.n).map(move |y| (x, y)));
        all.filter(|&s| self.exists(s)).find(|&s| self.label(s) == l).unwrap_or_else(|| panic!("no square {l}"))
    }

    fn at(&self, p: &SPos, s: Sq) -> Option<(char, bool)> {
        if self.exists(s) {
            p.board[self.idx(s)]
        } else {
            None
        }
    }

    /// The zone of a Great Outer square: 0 outer (with the corners), 1 middle (c3-j10), 2 inner (e5-h8).
    pub fn zone(&self, s: Sq) -> u8 {
        let inside = |lo: i32, hi: i32| (lo..=hi).contains(&s.0) && (lo..=hi).contains(&s.1);
        if inside(4, 7) {
            2
        } else if inside(2, 9) {
            1
        } else {
            0
        }
    }

    /// Jumps of a piece (not pawns) from a square: vectors it may leap by.
    fn leaps(&self, piece: char, from: Sq) -> Vec<Sq> {
        let king: Vec<Sq> = ORTH.iter().chain(DIAG.iter()).copied().collect();
        let mut v = Vec::new();
        match (self.rules, piece) {
            (_, 'K') => v = king,
            (Outer::Omega, 'N') => v = sym(1, 2),
            // Champion: one or two squares orthogonally, or exactly two diagonally (jumping).
            (Outer::Omega, 'C') => {
                v = sym(1, 0);
                v.extend(sym(2, 0));
                v.extend(sym(2, 2));
            }
            // Wizard: one square diagonally, or the 3x1 L (jumping).
            (Outer::Omega, 'W') => {
                v = sym(1, 1);
                v.extend(sym(3, 1));
            }
            (Outer::GreatOuter { .. }, 'N') => match self.zone(from) {
                0 => {
                    v = sym(4, 1);
                    v.extend(sym(3, 2));
                }
                1 => {
                    v = sym(3, 1);
                    v.extend(sym(2, 2));
                }
                _ => v = sym(2, 1),
            },
            (Outer::GreatOuter { .. }, 'J') => {
                v = king;
                match self.zone(from) {
                    0 => {
                        v.extend(sym(3, 0));
                        v.extend(sym(3, 3));
                    }
                    1 => {
                        v.extend(sym(2, 0));
                        v.extend(sym(2, 2));
                    }
                    _ => {}
                }
            }
            // Guard: one square diagonally, or three orthogonally then one sideways.
            (Outer::GreatOuter { .. }, 'G') => {
                v = sym(1, 1);
                v.extend(sym(3, 1));
            }
            _ => {}
        }
        v
    }

    /// Slides of a piece: (direction, most squares).
    fn rides(&self, piece: char, from: Sq) -> Vec<(Sq, i32)> {
        let all = |dirs: &[Sq], max: i32| dirs.iter().map(|&d| (d, max)).collect::<Vec<_>>();
        let queen: Vec<Sq> = ORTH.iter().chain(DIAG.iter()).copied().collect();
        match piece {
            'R' => all(&ORTH, 99),
            'B' => all(&DIAG, 99),
            'Q' => all(&queen, 99),
            // Matriarch: a queen in the outer zone, at most 6 squares in the middle, 3 in the inner.
            'M' if self.rules != Outer::Omega => all(&queen, [99, 6, 3][self.zone(from) as usize]),
            _ => vec![],
        }
    }

    /// The pawn's forward direction.
    fn fwd(white: bool) -> i32 {
        if white {
            1
        } else {
            -1
        }
    }

    /// Whether the piece on `from` attacks `to` (could capture a piece there).
    fn attacks(&self, p: &SPos, from: Sq, piece: char, white: bool, to: Sq) -> bool {
        let d = (to.0 - from.0, to.1 - from.1);
        if piece == 'P' {
            return d.1 == Self::fwd(white) && d.0.abs() == 1;
        }
        if self.leaps(piece, from).contains(&d) {
            return true;
        }
        for (dir, max) in self.rides(piece, from) {
            let mut cur = from;
            for _ in 0..max {
                cur = (cur.0 + dir.0, cur.1 + dir.1);
                if !self.exists(cur) {
                    break;
                }
                if cur == to {
                    return true;
                }
                if self.at(p, cur).is_some() {
                    break;
                }
            }
        }
        false
    }

    /// Whether a side's piece attacks the square.
    pub fn attacked(&self, p: &SPos, s: Sq, by_white: bool) -> bool {
        for x in -1..=self.n {
            for y in -1..=self.n {
                if let Some((piece, w)) = self.at(p, (x, y)) {
                    if w == by_white && self.attacks(p, (x, y), piece, w, s) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Whether the side's king is attacked.
    pub fn in_check(&self, p: &SPos, white: bool) -> bool {
        let k = (0..p.board.len()).find(|&i| p.board[i] == Some(('K', white)));
        match k {
            Some(i) => {
                let w = self.n + 2;
                let s = ((i as i32) % w - 1, (i as i32) / w - 1);
                self.attacked(p, s, !white)
            }
            None => false,
        }
    }

    /// The rank a side's pawns start on, and the last rank.
    fn pawn_ranks(&self, white: bool) -> (i32, i32) {
        if white {
            (1, self.n - 1)
        } else {
            (self.n - 2, 0)
        }
    }

    fn promotions(&self) -> &'static [char] {
        match self.rules {
            Outer::Omega => &['Q', 'R', 'B', 'N', 'C', 'W'],
            Outer::GreatOuter { .. } => &['N', 'J', 'R', 'M', 'G', 'B', 'Q'],
        }
    }

    /// Whether an advance of `k` squares may be taken en passant.
    fn ep_length(&self, k: i32, first: bool) -> bool {
        match self.rules {
            // Omega: any square a first-move advance passed.
            Outer::Omega => first && k >= 2,
            // Great Outer: after a two-square advance, at any time (AMB-GOC-2 [R]); the option: 2 to 4.
            Outer::GreatOuter { ep_any_passed } => k == 2 || (ep_any_passed && (2..=4).contains(&k)),
        }
    }

    fn push(&self, out: &mut Vec<SMove>, from: Sq, to: Sq, kind: Kind, pawn: bool, white: bool) {
        let last = self.pawn_ranks(white).1;
        if pawn && to.1 == last {
            for &q in self.promotions() {
                let text = format!("{}{}{}", self.name(from), self.name(to), q.to_ascii_lowercase());
                out.push(SMove { from, to, promo: Some(q), kind: kind.clone(), text });
            }
        } else {
            out.push(SMove { from, to, promo: None, kind, text: format!("{}{}", self.name(from), self.name(to)) });
        }
    }

    fn pawn_moves(&self, p: &SPos, from: Sq, white: bool, out: &mut Vec<SMove>) {
        let f = Self::fwd(white);
        let (start, last) = self.pawn_ranks(white);
        let first = from.1 == start;
        let max = match (self.rules, first) {
            (Outer::Omega, true) => 3,
            (Outer::Omega, false) => 1,
            (Outer::GreatOuter { .. }, true) => 4,
            (Outer::GreatOuter { .. }, false) => 2,
        };
        let mut passed = Vec::new();
        for k in 1..=max {
            let to = (from.0, from.1 + f * k);
            if !self.exists(to) || self.at(p, to).is_some() {
                break;
            }
            // Great Outer: the last rank only from the next-to-last (no two-step onto it).
            if to.1 == last && k > 1 {
                break;
            }
            let kind = if k > 1 && self.ep_length(k, first) { Kind::Advance(passed.clone()) } else { Kind::Plain };
            self.push(out, from, to, kind, true, white);
            passed.push(to);
        }
        for dx in [-1, 1] {
            let to = (from.0 + dx, from.1 + f);
            if !self.exists(to) {
                continue;
            }
            match self.at(p, to) {
                Some((_, w)) if w != white => self.push(out, from, to, Kind::Plain, true, white),
                None if p.ep.contains(&to) => {
                    let v = p.ep_victim.expect("en passant needs its pawn");
                    self.push(out, from, to, Kind::EnPassant(v), true, white)
                }
                _ => {}
            }
        }
    }

    /// King start, and per wing (kingside, queenside): rook start, king target, rook target, on the
    /// first rank's row `y`.
    fn castlings(&self) -> (i32, [(i32, i32, i32); 2]) {
        match self.rules {
            // K f0-h0 with R i0-g0; K f0-d0 with R b0-e0.
            Outer::Omega => (5, [(8, 7, 6), (1, 3, 4)]),
            // K g1-j1 with R k1-i1; K g1-d1 with R b1-e1 (the king moves three squares).
            Outer::GreatOuter { .. } => (6, [(10, 9, 8), (1, 3, 4)]),
        }
    }

    fn castle_moves(&self, p: &SPos, white: bool, out: &mut Vec<SMove>) {
        let y = if white { 0 } else { self.n - 1 };
        let (kx, wings) = self.castlings();
        let side = if white { 0 } else { 1 };
        if self.at(p, (kx, y)) != Some(('K', white)) || self.in_check(p, white) {
            return;
        }
        for (w, &(rx, kto, rto)) in wings.iter().enumerate() {
            if !p.castle[side][w] || self.at(p, (rx, y)) != Some(('R', white)) {
                continue;
            }
            let (lo, hi) = (kx.min(rx), kx.max(rx));
            if (lo + 1..hi).any(|x| self.at(p, (x, y)).is_some()) {
                continue;
            }
            let step = (kto - kx).signum();
            let mut x = kx;
            let mut safe = true;
            while x != kto {
                x += step;
                if self.attacked(p, (x, y), !white) {
                    safe = false;
                }
            }
            if safe {
                let text = format!("{}{}", self.name((kx, y)), self.name((kto, y)));
                out.push(SMove {
                    from: (kx, y),
                    to: (kto, y),
                    promo: None,
                    kind: Kind::Castle((rx, y), (rto, y)),
                    text,
                });
            }
        }
    }

    /// Moves that obey the pieces' rules, before the check test.
    pub fn pseudo(&self, p: &SPos) -> Vec<SMove> {
        let mut out = Vec::new();
        let white = p.white;
        for x in -1..=self.n {
            for y in -1..=self.n {
                let from = (x, y);
                let Some((piece, w)) = self.at(p, from) else { continue };
                if w != white {
                    continue;
                }
                if piece == 'P' {
                    self.pawn_moves(p, from, white, &mut out);
                    continue;
                }
                for d in self.leaps(piece, from) {
                    let to = (x + d.0, y + d.1);
                    if self.exists(to) && !self.at(p, to).is_some_and(|(_, c)| c == white) {
                        self.push(&mut out, from, to, Kind::Plain, false, white);
                    }
                }
                for (dir, max) in self.rides(piece, from) {
                    let mut cur = from;
                    for _ in 0..max {
                        cur = (cur.0 + dir.0, cur.1 + dir.1);
                        if !self.exists(cur) {
                            break;
                        }
                        match self.at(p, cur) {
                            None => self.push(&mut out, from, cur, Kind::Plain, false, white),
                            Some((_, c)) => {
                                if c != white {
                                    self.push(&mut out, from, cur, Kind::Plain, false, white);
                                }
                                break;
                            }
                        }
                    }
                }
            }
        }
        self.castle_moves(p, white, &mut out);
        // A jumper's king step and leap, or a champion's W and D, never give the same square twice,
        // but be safe: one move per text.
        out.sort_by(|a, b| a.text.cmp(&b.text));
        out.dedup_by(|a, b| a.text == b.text);
        out
    }

    /// The position after a move (no legality test).
    pub fn make(&self, p: &SPos, m: &SMove) -> SPos {
        let mut q = p.clone();
        let (piece, white) = q.board[self.idx(m.from)].take().expect("a piece moves");
        let side = if white { 0 } else { 1 };
        q.board[self.idx(m.to)] = Some((m.promo.unwrap_or(piece), white));
        match &m.kind {
            Kind::EnPassant(v) => q.board[self.idx(*v)] = None,
            Kind::Castle(rf, rt) => {
                let r = q.board[self.idx(*rf)].take();
                q.board[self.idx(*rt)] = r;
            }
            _ => {}
        }
        if piece == 'K' {
            q.castle[side] = [false, false];
        }
        // A rook leaving its start square, or captured there, ends that castling.
        let (_, wings) = self.castlings();
        for (s, y) in [(0, 0), (1, self.n - 1)] {
            for (w, &(rx, _, _)) in wings.iter().enumerate() {
                if m.from == (rx, y) || m.to == (rx, y) {
                    q.castle[s][w] = false;
                }
            }
        }
        q.ep.clear();
        q.ep_victim = None;
        if let Kind::Advance(passed) = &m.kind {
            q.ep = passed.clone();
            q.ep_victim = Some(m.to);
        }
        q.white = !p.white;
        q
    }

    /// The legal moves, sorted by text.
    pub fn legal(&self, p: &SPos) -> Vec<SMove> {
        self.pseudo(p).into_iter().filter(|m| !self.in_check(&self.make(p, m), p.white)).collect()
    }

    /// Leaf count of the move tree.
    pub fn perft(&self, p: &SPos, depth: u32) -> u64 {
        let moves = self.legal(p);
        if depth <= 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.perft(&self.make(p, m), depth - 1)).sum()
    }

    /// Leaf counts per first move.
    pub fn divide(&self, p: &SPos, depth: u32) -> Vec<(String, u64)> {
        let moves = self.legal(p);
        moves
            .iter()
            .map(|m| (m.text.clone(), if depth <= 1 { 1 } else { self.perft(&self.make(p, m), depth - 1) }))
            .collect()
    }

    /// Reads a FEN of the bounding rectangle (`*` for the squares that do not exist): board, side,
    /// castling (KQkq), en passant square (the passed square farthest from the pawn).
    pub fn read_fen(&self, fen: &str) -> SPos {
        let f: Vec<&str> = fen.split_whitespace().collect();
        let w = self.n + 2;
        let mut board = vec![None; (w * w) as usize];
        for (i, row) in f[0].split('/').enumerate() {
            let y = self.n - i as i32;
            let mut x = -1;
            let mut num = 0;
            for ch in row.chars().chain(std::iter::once(' ')) {
                if let Some(d) = ch.to_digit(10) {
                    num = num * 10 + d as i32;
                    continue;
                }
                for _ in 0..num {
                    assert!(self.exists((x, y)), "{fen}: an empty run over a missing square");
                    x += 1;
                }
                num = 0;
                match ch {
                    ' ' => {}
                    '*' => {
                        assert!(!self.exists((x, y)), "{fen}: '*' on an existing square ({x},{y})");
                        x += 1;
                    }
                    c => {
                        assert!(self.exists((x, y)), "{fen}: a piece on a missing square");
                        board[self.idx((x, y))] = Some((c.to_ascii_uppercase(), c.is_ascii_uppercase()));
                        x += 1;
                    }
                }
            }
            assert_eq!(x, self.n + 1, "{fen}: row {i} has the wrong length");
        }
        let white = f[1] == "w";
        let c = f.get(2).copied().unwrap_or("-");
        let castle = [[c.contains('K'), c.contains('Q')], [c.contains('k'), c.contains('q')]];
        let mut p = SPos { board, white, castle, ep: vec![], ep_victim: None };
        if let Some(e) = f.get(3).filter(|e| **e != "-") {
            // The pawn that passed stands ahead of the square, in the direction the other side moves.
            let s = self.parse(e);
            let dir = Self::fwd(!white);
            let mut cur = s;
            while self.at(&p, cur).is_none() {
                p.ep.push(cur);
                cur = (cur.0, cur.1 + dir);
            }
            assert_eq!(self.at(&p, cur), Some(('P', !white)), "{fen}: no pawn passed {e}");
            p.ep_victim = Some(cur);
        }
        p
    }

    /// The board field of the FEN.
    pub fn board_fen(&self, p: &SPos) -> String {
        let mut rows = Vec::new();
        for y in (-1..=self.n).rev() {
            let mut s = String::new();
            let mut run = 0;
            for x in -1..=self.n {
                let cell = if !self.exists((x, y)) {
                    Some('*')
                } else {
                    self.at(p, (x, y)).map(|(c, w)| if w { c } else { c.to_ascii_lowercase() })
                };
                match cell {
                    None => run += 1,
                    Some(c) => {
                        if run > 0 {
                            s.push_str(&run.to_string());
                            run = 0;
                        }
                        s.push(c);
                    }
                }
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            rows.push(s);
        }
        rows.join("/")
    }

    /// A FEN from pieces written with the game's own labels, e.g. `"Kf0 Ww1 pc7"` (upper case
    /// White), then `tail` (side to move, castling, en passant, clocks).
    pub fn fen_of(&self, pieces: &str, tail: &str) -> String {
        let w = self.n + 2;
        let mut p = SPos {
            board: vec![None; (w * w) as usize],
            white: true,
            castle: [[false; 2]; 2],
            ep: vec![],
            ep_victim: None,
        };
        for tok in pieces.split_whitespace() {
            let mut cs = tok.chars();
            let c = cs.next().unwrap();
            let s = self.square_of(cs.as_str());
            assert!(p.board[self.idx(s)].is_none(), "{tok}: square used twice");
            p.board[self.idx(s)] = Some((c.to_ascii_uppercase(), c.is_ascii_uppercase()));
        }
        format!("{} {tail}", self.board_fen(&p))
    }
}

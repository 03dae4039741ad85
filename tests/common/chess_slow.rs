//! An independent model of chess written from the rules for the tests (own board, own attack
//! test), in two modes: progressive chess (spec variants-catalog §20: series of 1, 2, 3, … moves,
//! check ending a series, en passant against the opponent's whole last series as the first move
//! only) and dark chess's move rules (§25: no check, the king captured, castling ignoring
//! attacks), for the visibility test. Nothing here comes from the engine.

type Sq = (i32, i32);

const ORTHO: [Sq; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [Sq; 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [Sq; 8] = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];

fn on(s: Sq) -> bool {
    (0..8).contains(&s.0) && (0..8).contains(&s.1)
}

fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

fn sq(s: &str) -> Sq {
    ((s.as_bytes()[0] - b'a') as i32, (s.as_bytes()[1] - b'1') as i32)
}

/// How a game of the slow model ended.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum End {
    /// The winner.
    Mate(bool),
    Draw,
}

/// The slow model: board[file][rank], upper case White.
#[derive(Clone)]
pub struct Slow {
    pub board: [[Option<char>; 8]; 8],
    pub white: bool,
    /// The series number (White's first is 1) and the moves already made in it.
    pub series: u32,
    pub done: u32,
    /// Rook squares that may still castle.
    pub rights: Vec<Sq>,
    /// En passant (target, pawn) open to the side to move's first move: the opponent's last series.
    pub open: Vec<(Sq, Sq)>,
    /// This series' own double steps (target, pawn), for the opponent's next series.
    pub mine: Vec<(Sq, Sq)>,
    pub end: Option<End>,
    /// Dark chess's move rules: no check (moves need not be legal), the king is captured, castling
    /// ignores attacks, one move a turn (see `turn_moves`). Double-move chess plays by them too.
    pub dark: bool,
    /// With `dark`: moves per turn, (the first turn, every later turn); a turn with no move left
    /// ends (double-move chess, AMB-DBL-2). `None`: one.
    pub turn_moves: Option<(u32, u32)>,
    /// No en passant (double-move chess).
    pub no_en_passant: bool,
    /// Avalanche chess (§14): each turn a legal chess move, then a push of an enemy pawn; the
    /// owner promotes a pawn pushed onto its last rank at the start of its turn.
    pub avalanche: bool,
    /// Avalanche: the push of this turn is due.
    pub pushing: bool,
}

impl Slow {
    pub fn start() -> Slow {
        let mut board = [[None; 8]; 8];
        for (f, c) in "rnbqkbnr".chars().enumerate() {
            board[f][0] = Some(c.to_ascii_uppercase());
            board[f][1] = Some('P');
            board[f][6] = Some('p');
            board[f][7] = Some(c);
        }
        Slow {
            board,
            white: true,
            series: 1,
            done: 0,
            rights: vec![(0, 0), (7, 0), (0, 7), (7, 7)],
            open: vec![],
            mine: vec![],
            end: None,
            dark: false,
            turn_moves: None,
            no_en_passant: false,
            avalanche: false,
            pushing: false,
        }
    }

    /// A position with no en passant open, from a FEN whose turn field is `part:1`.
    pub fn from_fen(fen: &str) -> Slow {
        let f: Vec<&str> = fen.split(' ').collect();
        let mut s = Slow { board: [[None; 8]; 8], rights: vec![], ..Slow::start() };
        for (r, row) in f[0].split('/').enumerate() {
            let mut x = 0;
            for c in row.chars() {
                match c.to_digit(10) {
                    Some(n) => x += n as i32,
                    None => {
                        s.set((x, 7 - r as i32), Some(c));
                        x += 1;
                    }
                }
            }
        }
        s.white = f[1] == "w";
        for (c, sq) in [('K', (7, 0)), ('Q', (0, 0)), ('k', (7, 7)), ('q', (0, 7))] {
            if f[2].contains(c) {
                s.rights.push(sq);
            }
        }
        let fullmove: u32 = f[5].parse().unwrap();
        s.series = 2 * (fullmove - 1) + if s.white { 1 } else { 2 };
        s
    }

    pub fn at(&self, s: Sq) -> Option<char> {
        self.board[s.0 as usize][s.1 as usize]
    }

    pub fn set(&mut self, s: Sq, p: Option<char>) {
        self.board[s.0 as usize][s.1 as usize] = p;
    }

    /// Whether a piece of the side `white` attacks `target`.
    pub fn attacked_by(&self, target: Sq, white: bool) -> bool {
        let theirs = |s: Sq, kinds: &str| {
            self.at(s).is_some_and(|p| p.is_ascii_uppercase() == white && kinds.contains(p.to_ascii_lowercase()))
        };
        let leaps = |dirs: &[Sq], kinds: &str| {
            dirs.iter().map(|d| (target.0 + d.0, target.1 + d.1)).any(|s| on(s) && theirs(s, kinds))
        };
        let rides = |dirs: &[Sq], kinds: &str| {
            dirs.iter().any(|d| {
                let mut s = (target.0 + d.0, target.1 + d.1);
                while on(s) && self.at(s).is_none() {
                    s = (s.0 + d.0, s.1 + d.1);
                }
                on(s) && theirs(s, kinds)
            })
        };
        let pawn_from = if white { -1 } else { 1 };
        leaps(&KNIGHT, "n")
            || leaps(&ORTHO, "k")
            || leaps(&DIAG, "k")
            || rides(&ORTHO, "rq")
            || rides(&DIAG, "bq")
            || leaps(&[(-1, pawn_from), (1, pawn_from)], "p")
    }

    pub fn king(&self, white: bool) -> Sq {
        let k = if white { 'K' } else { 'k' };
        (0..64).map(|i| (i / 8, i % 8)).find(|&s| self.at(s) == Some(k)).unwrap()
    }

    pub fn in_check(&self, white: bool) -> bool {
        self.attacked_by(self.king(white), !white)
    }

    /// Moves of the side to move that are legal on their own, as strings, sorted.
    pub fn moves(&self) -> Vec<String> {
        if self.end.is_some() {
            return vec![];
        }
        if self.avalanche {
            if let Some(p) = self.waiting() {
                return ["b", "n", "q", "r"].iter().map(|l| format!("{}{}{l}", name(p), name(p))).collect();
            }
            if self.pushing {
                let mut out = self.pushes();
                out.sort();
                return out;
            }
        }
        let mut out: Vec<String> =
            self.pseudo().into_iter().filter(|m| self.dark || !self.board_after(m).in_check(self.white)).collect();
        out.sort();
        out
    }

    pub fn pseudo(&self) -> Vec<String> {
        let mut out = Vec::new();
        let own = |p: char| p.is_ascii_uppercase() == self.white;
        for x in 0..8 {
            for y in 0..8 {
                let from = (x, y);
                let Some(p) = self.at(from).filter(|&p| own(p)) else { continue };
                let go = |dirs: &[Sq], far: bool, out: &mut Vec<String>| {
                    for d in dirs {
                        let mut to = (x + d.0, y + d.1);
                        while on(to) {
                            match self.at(to) {
                                Some(q) if own(q) => break,
                                Some(_) => {
                                    out.push(name(from) + &name(to));
                                    break;
                                }
                                None => out.push(name(from) + &name(to)),
                            }
                            if !far {
                                break;
                            }
                            to = (to.0 + d.0, to.1 + d.1);
                        }
                    }
                };
                match p.to_ascii_lowercase() {
                    'n' => go(&KNIGHT, false, &mut out),
                    'b' => go(&DIAG, true, &mut out),
                    'r' => go(&ORTHO, true, &mut out),
                    'q' => {
                        go(&ORTHO, true, &mut out);
                        go(&DIAG, true, &mut out);
                    }
                    'k' => {
                        go(&ORTHO, false, &mut out);
                        go(&DIAG, false, &mut out);
                        let rank = if self.white { 0 } else { 7 };
                        if from == (4, rank) && (self.dark || !self.in_check(self.white)) {
                            for (rf, kto, via) in [(0, 2, 3), (7, 6, 5)] {
                                let empty = (rf.min(4) + 1..rf.max(4)).all(|f| self.at((f, rank)).is_none());
                                let safe = self.dark || !self.attacked_by((via, rank), !self.white);
                                if self.rights.contains(&(rf, rank)) && empty && safe {
                                    out.push(name(from) + &name((kto, rank)));
                                }
                            }
                        }
                    }
                    'p' => {
                        let dy = if self.white { 1 } else { -1 };
                        let last = if self.white { 7 } else { 0 };
                        let push = |to: Sq, out: &mut Vec<String>| {
                            let base = name(from) + &name(to);
                            if to.1 == last {
                                out.extend(["q", "r", "b", "n"].map(|p| format!("{base}{p}")));
                            } else {
                                out.push(base);
                            }
                        };
                        let one = (x, y + dy);
                        if on(one) && self.at(one).is_none() {
                            push(one, &mut out);
                            let two = (x, y + 2 * dy);
                            if y == if self.white { 1 } else { 6 } && self.at(two).is_none() {
                                push(two, &mut out);
                            }
                        }
                        for dx in [-1, 1] {
                            let to = (x + dx, y + dy);
                            if !on(to) {
                                continue;
                            }
                            let ep = self.done == 0 && self.at(to).is_none() && self.open.iter().any(|e| e.0 == to);
                            if self.at(to).is_some_and(|q| !own(q)) || ep {
                                push(to, &mut out);
                            }
                        }
                    }
                    _ => unreachable!(),
                }
            }
        }
        out
    }

    /// The board after the move (side, series and en passant bookkeeping untouched).
    pub fn board_after(&self, m: &str) -> Slow {
        let (from, to) = (sq(&m[0..2]), sq(&m[2..4]));
        let mut n = self.clone();
        let p = self.at(from).unwrap();
        n.set(from, None);
        if p.eq_ignore_ascii_case(&'p') && from.0 != to.0 && self.at(to).is_none() {
            let pawn = self.open.iter().find(|e| e.0 == to).unwrap().1;
            n.set(pawn, None);
        }
        let placed = match m.chars().nth(4) {
            Some(c) if self.white => c.to_ascii_uppercase(),
            Some(c) => c,
            None => p,
        };
        n.set(to, Some(placed));
        if p.eq_ignore_ascii_case(&'k') && (to.0 - from.0).abs() == 2 {
            let (rf, rt) = if to.0 == 6 { (7, 5) } else { (0, 3) };
            let rook = n.at((rf, from.1));
            n.set((rf, from.1), None);
            n.set((rt, from.1), rook);
        }
        n
    }

    pub fn play(&self, m: &str) -> Slow {
        if self.avalanche {
            return self.play_avalanche(m);
        }
        let (from, to) = (sq(&m[0..2]), sq(&m[2..4]));
        let p = self.at(from).unwrap();
        let mut n = self.board_after(m);
        if p.eq_ignore_ascii_case(&'k') {
            n.rights.retain(|r| r.1 != from.1);
        }
        n.rights.retain(|&r| r != from && r != to);
        // Own double steps of this series stay open while their pawn has not moved again.
        n.open.clear();
        n.mine.retain(|e| e.1 != from);
        if p.eq_ignore_ascii_case(&'p') && (to.1 - from.1).abs() == 2 {
            n.mine.push(((from.0, (from.1 + to.1) / 2), to));
        }
        n.done += 1;
        if self.dark {
            let king_taken = self.at(to).is_some_and(|q| q.eq_ignore_ascii_case(&'k'));
            if self.no_en_passant {
                n.mine.clear();
            }
            if !king_taken && n.done < self.turn_len() && !n.moves().is_empty() {
                return n;
            }
            n.white = !n.white;
            n.done = 0;
            n.series += 1;
            n.open = std::mem::take(&mut n.mine);
            if king_taken {
                n.end = Some(End::Mate(self.white));
            } else if n.moves().is_empty() {
                n.end = Some(End::Draw);
            }
            return n;
        }
        let check = n.in_check(!n.white);
        if check || n.done == n.series {
            n.white = !n.white;
            n.series += 1;
            n.done = 0;
            n.open = std::mem::take(&mut n.mine);
            if n.moves().is_empty() {
                n.end = Some(if n.in_check(n.white) { End::Mate(!n.white) } else { End::Draw });
            }
        } else if n.moves().is_empty() {
            n.end = Some(End::Draw);
        }
        n
    }

    /// With `dark`: how many moves the current turn has.
    pub fn turn_len(&self) -> u32 {
        match self.turn_moves {
            None => 1,
            Some((first, _)) if self.series == 1 => first,
            Some((_, rest)) => rest,
        }
    }

    /// Avalanche: the pawn of the side to move standing on its last rank, waiting for its promotion.
    fn waiting(&self) -> Option<Sq> {
        let (pawn, last) = if self.white { ('P', 7) } else { ('p', 0) };
        (0..8).map(|x| (x, last)).find(|&s| self.at(s) == Some(pawn))
    }

    /// Avalanche: the enemy pawns' single steps forward onto empty squares.
    fn pushes(&self) -> Vec<String> {
        let (pawn, dy) = if self.white { ('p', -1) } else { ('P', 1) };
        let mut out = Vec::new();
        for x in 0..8 {
            for y in 0..8 {
                let to = (x, y + dy);
                if self.at((x, y)) == Some(pawn) && on(to) && self.at(to).is_none() {
                    out.push(name((x, y)) + &name(to));
                }
            }
        }
        out
    }

    /// Avalanche: plays a move of the side to move (choice, chess move or push).
    fn play_avalanche(&self, m: &str) -> Slow {
        let (from, to) = (sq(&m[0..2]), sq(&m[2..4]));
        let mut n = self.clone();
        if from == to {
            // The owner's promotion choice: a piece attacking the pusher's king wins at once.
            let c = m.chars().nth(4).unwrap();
            n.set(from, Some(if self.white { c.to_ascii_uppercase() } else { c }));
            if n.in_check(!n.white) {
                n.end = Some(End::Mate(n.white));
            } else if n.moves().is_empty() {
                n.end = Some(if n.in_check(n.white) { End::Mate(!n.white) } else { End::Draw });
            }
            return n;
        }
        if self.pushing {
            let p = self.at(from);
            n.set(from, None);
            n.set(to, p);
            n.pushing = false;
            n.white = !n.white;
            if n.in_check(self.white) {
                // The push exposed the pusher's own king.
                n.end = Some(End::Mate(n.white));
            } else if n.moves().is_empty() {
                n.end = Some(if n.in_check(n.white) { End::Mate(!n.white) } else { End::Draw });
            }
            return n;
        }
        let p = self.at(from).unwrap();
        n = self.board_after(m);
        if p.eq_ignore_ascii_case(&'k') {
            n.rights.retain(|r| r.1 != from.1);
        }
        n.rights.retain(|&r| r != from && r != to);
        n.pushing = !n.pushes().is_empty();
        if !n.pushing {
            n.white = !n.white;
            if n.moves().is_empty() {
                n.end = Some(if n.in_check(n.white) { End::Mate(!n.white) } else { End::Draw });
            }
        }
        n
    }

    /// Dark chess: the cells `white` (true: White) sees, as names: its own pieces' cells and the
    /// destinations of all its moves as if it were to move (AMB-DARK-1).
    pub fn visible(&self, white: bool) -> Vec<String> {
        let mut v = self.clone();
        if v.white != white {
            v.white = white;
            v.open.clear();
        }
        let mut seen: Vec<String> = v.pseudo().iter().map(|m| m[2..4].to_string()).collect();
        for x in 0..8 {
            for y in 0..8 {
                if self.at((x, y)).is_some_and(|p| p.is_ascii_uppercase() == white) {
                    seen.push(name((x, y)));
                }
            }
        }
        seen.sort();
        seen.dedup();
        seen
    }

    pub fn perft(&self, depth: u32) -> u64 {
        let m = self.moves();
        if depth <= 1 {
            return if depth == 0 { 1 } else { m.len() as u64 };
        }
        m.iter().map(|x| self.play(x).perft(depth - 1)).sum()
    }

    /// The number of ways to play the next `turns` whole series.
    pub fn perft_turns(&self, turns: u32) -> u64 {
        if turns == 0 {
            return 1;
        }
        self.moves()
            .iter()
            .map(|m| {
                let n = self.play(m);
                n.perft_turns(if n.white != self.white || n.end.is_some() { turns - 1 } else { turns })
            })
            .sum()
    }
}

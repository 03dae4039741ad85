//! An independent, deliberately simple move generator for Renaissance chess, written from the
//! spec's prose (variants-catalog §21): 12x10, the 17 piece types by their descriptions, the bent
//! riders by their two routes (§21.3), the fox and guard promotions on arrival, castling along the
//! second rank (AMB-REN-4), legality by "no enemy move takes the king". It shares no code with the engine.

const W: i32 = 12;
const H: i32 = 10;
const ORTHO: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];
const CAMEL: [(i32, i32); 8] = [(1, 3), (3, 1), (-1, 3), (-3, 1), (1, -3), (3, -1), (-1, -3), (-3, -1)];

type Sq = (i32, i32);
/// (from, to, promotion letter, castling rook square).
type Mv = (Sq, Sq, Option<char>, Option<(Sq, Sq)>);

/// A position: pieces (upper case White), side, castling rooks still able to castle, en passant.
#[derive(Clone)]
pub struct RenPos {
    board: [[Option<char>; H as usize]; W as usize],
    pub white: bool,
    rights: Vec<Sq>,
    ep: Option<(Sq, Sq)>,
}

fn on(s: Sq) -> bool {
    (0..W).contains(&s.0) && (0..H).contains(&s.1)
}

fn add(s: Sq, v: (i32, i32)) -> Sq {
    (s.0 + v.0, s.1 + v.1)
}

/// Square name (`g2`, `l10`).
pub fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

impl RenPos {
    /// Reads a FEN (board, side, castling `KQkq` or `-`, en passant).
    pub fn from_fen(fen: &str) -> RenPos {
        let mut f = fen.split_whitespace();
        let mut board = [[None; H as usize]; W as usize];
        for (i, row) in f.next().unwrap().split('/').enumerate() {
            let r = H - 1 - i as i32;
            let mut file = 0;
            let mut digits = String::new();
            for ch in row.chars() {
                if ch.is_ascii_digit() {
                    digits.push(ch);
                    continue;
                }
                if !digits.is_empty() {
                    file += digits.parse::<i32>().unwrap();
                    digits.clear();
                }
                board[file as usize][r as usize] = Some(ch);
                file += 1;
            }
        }
        let white = f.next() == Some("w");
        let mut rights = Vec::new();
        for c in f.next().unwrap_or("-").chars() {
            let (rank, rook) = if c.is_ascii_uppercase() { (1, 'R') } else { (8, 'r') };
            // K/k: the rook on the right of the king, Q/q: on the left (outermost).
            let king = (0..W).find(|&x| board[x as usize][rank as usize] == Some(if rook == 'R' { 'K' } else { 'k' }));
            let Some(kf) = king else { continue };
            let files: Vec<i32> = (0..W).filter(|&x| board[x as usize][rank as usize] == Some(rook)).collect();
            // Or a rook file letter (Shredder-FEN: `A`, `L`, `a`, `l`).
            let pick = match c.to_ascii_uppercase() {
                'K' => files.iter().copied().filter(|&x| x > kf).max(),
                'Q' => files.iter().copied().filter(|&x| x < kf).min(),
                l => files.iter().copied().find(|&x| x == (l as u8 - b'A') as i32),
            };
            if let Some(x) = pick {
                rights.push((x, rank));
            }
        }
        let ep = f.next().filter(|e| *e != "-").map(|e| {
            let s = ((e.as_bytes()[0] - b'a') as i32, e[1..].parse::<i32>().unwrap() - 1);
            (s, (s.0, if white { s.1 - 1 } else { s.1 + 1 }))
        });
        RenPos { board, white, rights, ep }
    }

    fn at(&self, s: Sq) -> Option<char> {
        self.board[s.0 as usize][s.1 as usize]
    }

    fn set(&mut self, s: Sq, p: Option<char>) {
        self.board[s.0 as usize][s.1 as usize] = p;
    }

    fn enemy(&self, s: Sq, white: bool) -> bool {
        self.at(s).is_some_and(|p| p.is_ascii_uppercase() != white)
    }

    fn pseudo(&self, white: bool, castling: bool) -> Vec<Mv> {
        let mut out = Vec::new();
        for x in 0..W {
            for y in 0..H {
                let from = (x, y);
                match self.at(from) {
                    Some(p) if p.is_ascii_uppercase() == white => {
                        self.piece(from, p.to_ascii_lowercase(), white, &mut out)
                    }
                    _ => {}
                }
            }
        }
        if castling {
            self.castlings(white, &mut out);
        }
        out
    }

    fn target(&self, from: Sq, to: Sq, white: bool, out: &mut Vec<Mv>) -> bool {
        if !on(to) {
            return false;
        }
        match self.at(to) {
            None => {
                out.push((from, to, None, None));
                true
            }
            Some(_) => {
                if self.enemy(to, white) {
                    out.push((from, to, None, None));
                }
                false
            }
        }
    }

    fn leaps(&self, from: Sq, vs: &[(i32, i32)], white: bool, out: &mut Vec<Mv>) {
        for &v in vs {
            self.target(from, add(from, v), white, out);
        }
    }

    fn rides(&self, from: Sq, vs: &[(i32, i32)], white: bool, out: &mut Vec<Mv>) {
        for &v in vs {
            let mut cur = add(from, v);
            while self.target(from, cur, white, out) {
                cur = add(cur, v);
            }
        }
    }

    fn empty_path(&self, from: Sq, path: &[(i32, i32)]) -> bool {
        path.iter().all(|&v| on(add(from, v)) && self.at(add(from, v)).is_none())
    }

    /// A bent rider: for each destination, either route clear (duke: `long` = diagonal; knight-errant: orthogonal).
    fn bent(&self, from: Sq, duke: bool, white: bool, out: &mut Vec<Mv>) {
        for sx in [-1, 1] {
            for sy in [-1, 1] {
                for swap in [false, true] {
                    for k in 1..12 {
                        // In the frame where the long leg goes along (1,1) (duke) or (0,1) (knight-errant).
                        let pt = |a: i32, b: i32| if swap { (sx * b, sy * a) } else { (sx * a, sy * b) };
                        let (dest, route_a, route_b): (Sq, Vec<Sq>, Vec<Sq>) = if duke {
                            // Destination (k+1, k): W step (1,0) then diagonal; or diagonal (j,j) then W step.
                            let a = std::iter::once(pt(1, 0)).chain((1..k).map(|j| pt(1 + j, j))).collect();
                            let b = (1..=k).map(|j| pt(j, j)).collect();
                            (pt(k + 1, k), a, b)
                        } else {
                            // Destination (1, k+1): F step (1,1) then up; or up (0,j) then F step.
                            let a = (1..=k).map(|j| pt(1, j)).collect();
                            let b = (1..=k).map(|j| pt(0, j)).collect();
                            (pt(1, k + 1), a, b)
                        };
                        let to = add(from, dest);
                        if !on(to) {
                            break;
                        }
                        if (self.empty_path(from, &route_a) || self.empty_path(from, &route_b))
                            && (self.at(to).is_none() || self.enemy(to, white))
                            && !out.iter().any(|m| m.0 == from && m.1 == to)
                        {
                            out.push((from, to, None, None));
                        }
                    }
                }
            }
        }
    }

    fn piece(&self, from: Sq, p: char, white: bool, out: &mut Vec<Mv>) {
        let king: Vec<(i32, i32)> = ORTHO.iter().chain(DIAG.iter()).copied().collect();
        let two: Vec<(i32, i32)> = king.iter().map(|v| (v.0 * 2, v.1 * 2)).collect();
        match p {
            'k' | 'g' => self.leaps(from, &king, white, out),
            'q' => self.rides(from, &king, white, out),
            'r' => self.rides(from, &ORTHO, white, out),
            'b' => self.rides(from, &DIAG, white, out),
            'n' => self.leaps(from, &KNIGHT, white, out),
            'f' => self.fox(from, white, out),
            'y' => {
                self.leaps(from, &king, white, out);
                self.leaps(from, &KNIGHT, white, out);
            }
            's' => {
                self.leaps(from, &king, white, out);
                self.leaps(from, &two, white, out);
            }
            'c' => {
                self.leaps(from, &KNIGHT, white, out);
                self.leaps(from, &two, white, out);
            }
            'l' => self.leaps(from, &CAMEL, white, out),
            'a' => {
                self.rides(from, &DIAG, white, out);
                self.leaps(from, &KNIGHT, white, out);
            }
            'm' => {
                self.rides(from, &ORTHO, white, out);
                self.leaps(from, &KNIGHT, white, out);
            }
            'e' => {
                self.rides(from, &king, white, out);
                self.leaps(from, &KNIGHT, white, out);
            }
            'd' => self.bent(from, true, white, out),
            'v' => self.bent(from, false, white, out),
            'p' => self.pawn(from, white, out),
            _ => panic!("unknown piece {p}"),
        }
    }

    /// The fox: one square orthogonally; arriving on the last rank it may become a guard.
    fn fox(&self, from: Sq, white: bool, out: &mut Vec<Mv>) {
        let last = if white { H - 1 } else { 0 };
        let mut mine = Vec::new();
        self.leaps(from, &ORTHO, white, &mut mine);
        for m in mine {
            out.push(m);
            if m.1 .1 == last && m.0 .1 != last {
                out.push((m.0, m.1, Some('g'), None));
            }
        }
    }

    fn pawn(&self, from: Sq, white: bool, out: &mut Vec<Mv>) {
        let dy = if white { 1 } else { -1 };
        let (start, fox_rank, last) = if white { (2, H - 2, H - 1) } else { (H - 3, 1, 0) };
        let mut push = |to: Sq| {
            if to.1 == last {
                for p in ['q', 'r', 'b', 'n'] {
                    out.push((from, to, Some(p), None));
                }
            } else {
                out.push((from, to, None, None));
                if to.1 == fox_rank {
                    out.push((from, to, Some('f'), None));
                }
            }
        };
        let one = (from.0, from.1 + dy);
        if on(one) && self.at(one).is_none() {
            push(one);
            let two = (from.0, from.1 + 2 * dy);
            if from.1 == start && self.at(two).is_none() {
                push(two);
            }
        }
        for dx in [-1, 1] {
            let to = (from.0 + dx, from.1 + dy);
            if on(to) && (self.enemy(to, white) || self.ep.is_some_and(|(e, _)| e == to)) {
                push(to);
            }
        }
    }

    /// Castling along the king's rank: White K g2 -> i2 with the l2 rook (to h2), -> e2 with the a2
    /// rook (to f2); Black the point reflection (K f9 -> d9 with a9 to e9, -> h9 with l9 to g9).
    fn castlings(&self, white: bool, out: &mut Vec<Mv>) {
        let (rank, kfile, entries): (i32, i32, [(i32, i32, i32); 2]) =
            if white { (1, 6, [(11, 8, 7), (0, 4, 5)]) } else { (8, 5, [(0, 3, 4), (11, 7, 6)]) };
        let k = (kfile, rank);
        if self.at(k) != Some(if white { 'K' } else { 'k' }) || self.attacked(k, !white) {
            return;
        }
        for (rf, kto, rto) in entries {
            let r = (rf, rank);
            if !self.rights.contains(&r) || self.at(r) != Some(if white { 'R' } else { 'r' }) {
                continue;
            }
            let lo = rf.min(kfile).min(kto).min(rto);
            let hi = rf.max(kfile).max(kto).max(rto);
            if (lo..=hi).any(|x| x != rf && x != kfile && self.at((x, rank)).is_some()) {
                continue;
            }
            let (a, b) = (kfile.min(kto), kfile.max(kto));
            if (a..=b).any(|x| self.attacked((x, rank), !white)) {
                continue;
            }
            out.push((k, (kto, rank), None, Some((r, (rto, rank)))));
        }
    }

    fn attacked(&self, s: Sq, by_white: bool) -> bool {
        self.pseudo(by_white, false).iter().any(|m| m.1 == s)
    }

    fn play(&self, m: Mv) -> RenPos {
        let mut n = self.clone();
        let p = self.at(m.0).unwrap();
        n.ep = None;
        if let Some((r, rto)) = m.3 {
            n.set(r, None);
            n.set(m.0, None);
            n.set(m.1, Some(p));
            n.set(rto, Some(if self.white { 'R' } else { 'r' }));
        } else {
            if p.eq_ignore_ascii_case(&'p') {
                if self.at(m.1).is_none() && m.0 .0 != m.1 .0 {
                    n.set(self.ep.unwrap().1, None);
                }
                if (m.1 .1 - m.0 .1).abs() == 2 {
                    n.ep = Some(((m.0 .0, (m.0 .1 + m.1 .1) / 2), m.1));
                }
            }
            n.set(m.0, None);
            let placed = m.2.map(|x| if self.white { x.to_ascii_uppercase() } else { x }).unwrap_or(p);
            n.set(m.1, Some(placed));
        }
        if p.eq_ignore_ascii_case(&'k') {
            let rank = if self.white { 1 } else { 8 };
            n.rights.retain(|r| r.1 != rank);
        }
        n.rights.retain(|&r| r != m.0 && r != m.1);
        n.white = !self.white;
        n
    }

    fn text(m: &Mv) -> String {
        format!("{}{}{}", name(m.0), name(m.1), m.2.map(String::from).unwrap_or_default())
    }

    /// Legal move strings, sorted.
    pub fn legal(&self) -> Vec<String> {
        let king = if self.white { 'K' } else { 'k' };
        let mut out: Vec<String> = self
            .pseudo(self.white, true)
            .into_iter()
            .filter(|&m| {
                let n = self.play(m);
                let ks = (0..W).flat_map(|x| (0..H).map(move |y| (x, y))).find(|&s| n.at(s) == Some(king));
                ks.is_some_and(|ks| !n.attacked(ks, !self.white))
            })
            .map(|m| Self::text(&m))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The position after a move string.
    pub fn after(&self, mv: &str) -> RenPos {
        let m = self
            .pseudo(self.white, true)
            .into_iter()
            .find(|m| Self::text(m) == mv)
            .unwrap_or_else(|| panic!("slow: no move {mv}"));
        self.play(m)
    }

    /// Perft.
    pub fn perft(&self, depth: u32) -> u64 {
        let moves = self.legal();
        if depth <= 1 {
            return if depth == 0 { 1 } else { moves.len() as u64 };
        }
        moves.iter().map(|m| self.after(m).perft(depth - 1)).sum()
    }
}

impl super::SlowModel for RenPos {
    fn legal_moves(&self) -> Vec<String> {
        self.legal()
    }

    fn after_move(&self, mv: &str) -> RenPos {
        self.after(mv)
    }
}

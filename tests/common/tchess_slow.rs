//! TCHESS (article 004, spec tchess.md): an independent, deliberately simple legal-move generator,
//! written only for the tests, directly from the spec's prose (§3, §5-§7). It shares nothing with
//! the engine, not even the Betza strings of the variant data: every one of the 22 piece kinds is a
//! few lines of plain code on a 10x10 mailbox.
//!
//! - Board: `board[rank * 10 + file]`, rank 0 = rank 1; a piece is (upper-case kind letter, white).
//!   Zone mode (`tchess8`): only b2-i9 exist (§3.2); nothing lands on, slides through or passes
//!   over the ring, there is no double step and no en passant, and pawn-types promote on rank 9
//!   (White) / 2 (Black).
//! - Two-stage pieces (§6, TS-1..TS-7): the stage-1 squares (empty, reached by a slide over empty
//!   squares, a jump, or a fixed two-square move over an empty middle square) are quiet moves; from
//!   each of them one step in the stage-2 directions onto an enemy is a capture; moves are
//!   deduplicated by destination. The origin is never a stage-1 square and holds the mover itself,
//!   so a step back onto it never captures (TS-5, TS-7).
//! - Pikeman (§7.5.2): with the square ahead empty, an enemy two squares ahead is removed and the
//!   Pikeman stays (move string = origin + captured square).
//! - Sergeant aura (§7.5.1): a pawn-type directly left or right of a friendly Sergeant also captures
//!   one square straight ahead (moving there). Only real pawn-types next to a real Sergeant. With
//!   `aura_diagonal` the Sergeant may also stand diagonally next to it; with `aura_any_side` it may
//!   be an enemy Sergeant (I-11).
//! - Jester (§7.4): moves as a piece of the last mover's effective type and its owner's colour,
//!   without double step, en passant, promotion or aura, and is not royal. The effective type of a
//!   Jester's move is the type it copied; of a promotion, the pawn-type that promoted.
//! - Promotion by vacancy (§5.5): the pools are explicit (FEN fields 8 and 9). A captured piece that
//!   is not a pawn-type or royal goes into its owner's pool; a promotion takes one piece out. A
//!   pawn-type whose move ends on its last rank (not a remote capture) may become any type of its
//!   pool; the classical Pawn must when the pool is not empty; an empty pool leaves it as it is.
//! - Legality (§5.1, §7.4.4): make the move; it is illegal if then any pseudo-legal capture of the
//!   opponent (its Jester copying the type just moved included) lands on the mover's royal piece.
//!   The check indicator ([`TPos::in_check`]) ignores the enemy Jester.
//! - End (§5.2, §5.6): no legal move loses; bare royals draw; 100 half-moves without capture or
//!   pawn-type move draw (a Jester is never a pawn-type). Repetition is left to the caller
//!   ([`TPos::rep_key`]).
//!
//! - Rule options (spec §11, [`Opts`]): the variant id's `+name` suffixes switch on the spec's
//!   alternatives, each written here from the spec's description (§5.4, §5.5, §6.2, §7.3, §7.4.1, §7.5.1,
//!   §7.5.3-§7.5.5), not from the variant data. Options compose: e.g. `stage2_onward` with
//!   `magister_up_to_2` is an up-to-2 Magister whose stage 2 goes onward, and `stage2_from_origin`
//!   adds the direct capture to every two-stage piece whatever its other options.
//!
//! FEN: `<board> <w|b> - <ep> <halfmove> <fullmove> <last mover> <White pool> <Black pool>`, a hole
//! written `*` (a digit run may also cover holes), the last three fields optional. With
//! `jester_vector` the last-mover field is `N:dx,dy` (the last move's displacement, file and rank).
#![allow(dead_code)]

/// The 22 kinds (FEN letters, upper case).
pub const KINDS: &str = "PRNBQKGFDCWMLJSIZTAHXE";
/// Pawn-types: they promote, never enter a pool, get the Sergeant aura.
pub const PAWNS: &str = "PSIZT";
/// Royal kinds.
pub const ROYALS: &str = "KE";
/// Kinds that can be in a vacancy pool (every non-pawn, non-royal kind).
pub const POOLABLE: &str = "RNBQGFDCWMLJAHX";

pub const START_10: &str = "cgwdmldwgc/frnbqkbnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQKBNRF/CGWDMLDWGC w - - 0 1";
pub const START_8: &str = "10/1rnbqkbnr1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1RNBQKBNR1/10 w - - 0 1";

const ORTH: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KING: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT: [(i32, i32); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

/// The rule options of spec §11 (all off = the spec's defaults).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Opts {
    /// I-02 / §6.2(a): stage 2 may also start on the origin: G, F direct `cF`; D, C direct `cW`;
    /// M, L, E direct `cK` (a capture onto an adjacent enemy without a stage 1).
    pub stage2_from_origin: bool,
    /// I-03 / §6.2(c): Guardian, Paladin, Magister: stage 2 only onward, the two steps turned 45°
    /// from the stage-1 direction.
    pub stage2_onward: bool,
    /// I-04 / §6.2(b): Guardian, Paladin: stage 2 starts only from the last empty square of a
    /// stage-1 slide (the square before the first piece or the edge); every square of the slide
    /// stays a quiet move.
    pub stage2_from_slide_end: bool,
    /// I-05 / §7.3: the Magister's stage 1 slides one or two squares.
    pub magister_up_to_2: bool,
    /// I-05: the Magister's stage 1 jumps exactly two squares (the middle square may be occupied).
    pub magister_jumping: bool,
    /// I-06 / §7.3 W: the War chariot only goes two squares toward the opponent, then one sideways.
    pub chariot_forward: bool,
    /// I-08 / §7.4.1 exact_vector: the Jester only makes the last move's displacement turned 180°
    /// (and only if a piece of the copied type could make it from the Jester's square).
    pub jester_vector: bool,
    /// I-08b: after a promotion the Jester copies the promoted type.
    pub jester_copies_promoted: bool,
    /// I-09 / §7.5.5: the Assassin's quiet moves go to every empty square connected to it by king
    /// steps over empty squares.
    pub assassin_connected: bool,
    /// I-09b: the Assassin captures an adjacent enemy and stays where it is.
    pub assassin_remote: bool,
    /// I-09b: the Assassin captures one king step after its (quiet) move, never from where it stands.
    pub assassin_after_move: bool,
    /// I-12: Skirmisher and Templar capture only.
    pub alternatives_capture_only: bool,
    /// I-13 / §5.5: with an empty pool a (classical) Pawn may not enter the last rank.
    pub pawn_may_not_enter: bool,
    /// I-14: no en passant.
    pub no_en_passant: bool,
    /// I-11 "also diagonal neighbours": a pawn-type gets the aura also from a Sergeant on one of
    /// the four squares diagonally next to it (six giver squares in all).
    pub aura_diagonal: bool,
    /// I-11 "also enemy pawns": the giving Sergeant may be of either colour (a pawn-type beside an
    /// enemy Sergeant captures straight ahead too, toward its own forward).
    pub aura_any_side: bool,
}

/// The option names, as written in variant ids.
pub const OPTION_NAMES: [&str; 16] = [
    "alternatives_capture_only",
    "assassin_after_move",
    "assassin_connected",
    "assassin_remote",
    "aura_any_side",
    "aura_diagonal",
    "chariot_forward",
    "jester_copies_promoted",
    "jester_vector",
    "magister_jumping",
    "magister_up_to_2",
    "no_en_passant",
    "pawn_may_not_enter",
    "stage2_from_origin",
    "stage2_from_slide_end",
    "stage2_onward",
];

impl Opts {
    /// Switches an option on by name.
    pub fn set(&mut self, name: &str) -> Result<(), String> {
        let f = match name {
            "stage2_from_origin" => &mut self.stage2_from_origin,
            "stage2_onward" => &mut self.stage2_onward,
            "magister_up_to_2" => &mut self.magister_up_to_2,
            "magister_jumping" => &mut self.magister_jumping,
            "chariot_forward" => &mut self.chariot_forward,
            "jester_vector" => &mut self.jester_vector,
            "jester_copies_promoted" => &mut self.jester_copies_promoted,
            "assassin_connected" => &mut self.assassin_connected,
            "assassin_remote" => &mut self.assassin_remote,
            "assassin_after_move" => &mut self.assassin_after_move,
            "alternatives_capture_only" => &mut self.alternatives_capture_only,
            "pawn_may_not_enter" => &mut self.pawn_may_not_enter,
            "no_en_passant" => &mut self.no_en_passant,
            "stage2_from_slide_end" => &mut self.stage2_from_slide_end,
            "aura_diagonal" => &mut self.aura_diagonal,
            "aura_any_side" => &mut self.aura_any_side,
            _ => return Err(format!("unknown option '{name}'")),
        };
        *f = true;
        Ok(())
    }
}

/// A variant id (`tchess`, `tchess8`, with `+option` suffixes): (zone mode, options). Mutually
/// exclusive alternatives of one question (the two Magister ranges; the two Assassin captures)
/// are refused.
pub fn parse_variant(id: &str) -> Result<(bool, Opts), String> {
    let mut parts = id.split('+');
    let zone = match parts.next() {
        Some("tchess") => false,
        Some("tchess8") => true,
        _ => return Err(format!("not a TCHESS variant: {id}")),
    };
    let mut o = Opts::default();
    for name in parts {
        o.set(name)?;
    }
    if o.magister_up_to_2 && o.magister_jumping {
        return Err("magister_up_to_2 and magister_jumping exclude each other".into());
    }
    if o.assassin_remote && o.assassin_after_move {
        return Err("assassin_remote and assassin_after_move exclude each other".into());
    }
    Ok((zone, o))
}

/// Square name: `a1`..`j10`.
pub fn sq_name(sq: usize) -> String {
    format!("{}{}", (b'a' + (sq % 10) as u8) as char, sq / 10 + 1)
}

/// Square from its name.
pub fn parse_sq(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() < 2 || !(b'a'..=b'j').contains(&b[0]) {
        return None;
    }
    let r: usize = s[1..].parse().ok()?;
    if !(1..=10).contains(&r) || s[1..].starts_with('0') {
        return None;
    }
    Some((r - 1) * 10 + (b[0] - b'a') as usize)
}

/// A position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TPos {
    /// Zone mode (`tchess8`): only b2-i9 exist.
    pub zone: bool,
    /// Per square: (kind, white).
    pub board: Vec<Option<(char, bool)>>,
    /// White to move.
    pub white: bool,
    /// En passant: (square passed over, square of the pawn that made the double step).
    pub ep: Option<(usize, usize)>,
    pub halfmove: u32,
    pub fullmove: u32,
    /// Effective type of the piece that made the previous move (what a Jester copies).
    pub last: Option<char>,
    /// Vacancy pools, White first: sorted upper-case kinds.
    pub pool: [Vec<char>; 2],
    /// Displacement (file, rank) of the previous move (to the captured square for a remote
    /// capture): what a `jester_vector` Jester repeats, turned 180°.
    pub last_delta: (i32, i32),
    /// Rule options.
    pub opts: Opts,
}

/// One move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TMove {
    pub from: usize,
    /// The square named in the move string (the captured square of a remote capture).
    pub to: usize,
    /// Where the mover stands afterwards (`from` for a remote capture).
    pub dest: usize,
    /// Square of the captured piece, if any (differs from `to` for en passant).
    pub cap: Option<usize>,
    pub promo: Option<char>,
    /// A pawn double step (sets en passant).
    pub double: bool,
    /// Effective type: the mover's kind before the move, or what a Jester copied.
    pub eff: char,
    pub text: String,
}

/// A move of one piece before promotion choices.
#[derive(Debug, Clone, Copy)]
struct Raw {
    to: usize,
    cap: Option<usize>,
    remote: bool,
    double: bool,
}

/// How a game ends in a position (repetition aside).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// The side to move has no legal move and loses (`checked`: it is in check).
    NoMoves { checked: bool },
    /// Both sides have only royal pieces.
    BareRoyals,
    /// 100 half-moves without a capture or a pawn-type move.
    MoveRule,
}

fn side(white: bool) -> usize {
    if white {
        0
    } else {
        1
    }
}

/// Whether a variant id is the zone mode.
pub fn is_zone(id: &str) -> bool {
    parse_variant(id).unwrap_or_else(|e| panic!("{e}")).0
}

/// Displacement (file, rank) from `a` to `b`.
pub fn delta(a: usize, b: usize) -> (i32, i32) {
    ((b % 10) as i32 - (a % 10) as i32, (b / 10) as i32 - (a / 10) as i32)
}

impl TPos {
    /// Whether the square (file, rank), 0-based, exists in this mode.
    pub fn exists(&self, f: i32, r: i32) -> bool {
        let (lo, hi) = if self.zone { (1, 8) } else { (0, 9) };
        f >= lo && f <= hi && r >= lo && r <= hi
    }

    /// The square at (file, rank) if it exists.
    fn cell(&self, f: i32, r: i32) -> Option<usize> {
        if self.exists(f, r) {
            Some((r * 10 + f) as usize)
        } else {
            None
        }
    }

    /// The square `d` away from `sq`, if it exists.
    fn off(&self, sq: usize, d: (i32, i32)) -> Option<usize> {
        self.cell((sq % 10) as i32 + d.0, (sq / 10) as i32 + d.1)
    }

    fn empty(&self, sq: usize) -> bool {
        self.board[sq].is_none()
    }

    fn enemy(&self, sq: usize, white: bool) -> bool {
        matches!(self.board[sq], Some((_, w)) if w != white)
    }

    /// Last rank (0-based) of a pawn-type of `white`.
    pub fn last_rank(&self, white: bool) -> usize {
        match (white, self.zone) {
            (true, false) => 9,
            (true, true) => 8,
            (false, false) => 0,
            (false, true) => 1,
        }
    }

    /// Start position of a variant (`tchess` or `tchess8`).
    pub fn start(id: &str) -> TPos {
        let zone = is_zone(id);
        TPos::from_fen(id, if zone { START_8 } else { START_10 }).unwrap()
    }

    /// Reads a FEN.
    pub fn from_fen(id: &str, text: &str) -> Result<TPos, String> {
        let (zone, opts) = parse_variant(id)?;
        let mut p = TPos {
            opts,
            last_delta: (0, 0),
            zone,
            board: vec![None; 100],
            white: true,
            ep: None,
            halfmove: 0,
            fullmove: 1,
            last: None,
            pool: [vec![], vec![]],
        };
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() < 2 || fields.len() > 9 {
            return Err(format!("{} fields", fields.len()));
        }
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != 10 {
            return Err(format!("{} ranks", ranks.len()));
        }
        for (i, row) in ranks.iter().enumerate() {
            let r = 9 - i as i32;
            let mut f = 0i32;
            let mut chars = row.chars().peekable();
            while let Some(c) = chars.next() {
                if c.is_ascii_digit() {
                    let mut n = c.to_digit(10).unwrap() as i32;
                    while let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                        n = n * 10 + d as i32;
                        chars.next();
                    }
                    if n == 0 {
                        return Err("empty run 0".into());
                    }
                    f += n;
                } else if c == '*' {
                    if f > 9 || p.exists(f, r) {
                        return Err(format!("'*' on an existing square in rank {}", r + 1));
                    }
                    f += 1;
                } else {
                    let k = c.to_ascii_uppercase();
                    if !KINDS.contains(k) {
                        return Err(format!("unknown piece '{c}'"));
                    }
                    if f > 9 || !p.exists(f, r) {
                        return Err(format!("piece '{c}' off the board in rank {}", r + 1));
                    }
                    p.board[(r * 10 + f) as usize] = Some((k, c.is_ascii_uppercase()));
                    f += 1;
                }
                if f > 10 {
                    return Err(format!("rank {} too long", r + 1));
                }
            }
            if f != 10 {
                return Err(format!("rank {} has {f} squares", r + 1));
            }
        }
        p.white = match fields[1] {
            "w" => true,
            "b" => false,
            o => return Err(format!("side to move '{o}'")),
        };
        if let Some(&c) = fields.get(2) {
            if c != "-" {
                return Err(format!("castling '{c}' (TCHESS has none)"));
            }
        }
        if let Some(&e) = fields.get(3) {
            if e != "-" {
                let t = parse_sq(e).ok_or(format!("en passant '{e}'"))?;
                // The pawn that passed `t` stands one square further in its direction of travel.
                let mover_white = !p.white;
                let fw = if mover_white { 1 } else { -1 };
                let v = p.off(t, (0, fw)).ok_or(format!("en passant '{e}'"))?;
                if p.zone || !p.empty(t) || p.board[v] != Some(('P', mover_white)) {
                    return Err(format!("en passant '{e}': no pawn passed it"));
                }
                if !p.opts.no_en_passant {
                    p.ep = Some((t, v));
                }
            }
        }
        if let Some(&h) = fields.get(4) {
            p.halfmove = h.parse().map_err(|_| format!("halfmove '{h}'"))?;
        }
        if let Some(&m) = fields.get(5) {
            p.fullmove = m.parse().map_err(|_| format!("fullmove '{m}'"))?;
        }
        if let Some(&l) = fields.get(6) {
            if l != "-" {
                let (letter, d) = match l.split_once(':') {
                    Some((a, b)) => (a, Some(b)),
                    None => (l, None),
                };
                let c: Vec<char> = letter.chars().collect();
                if c.len() != 1 || !KINDS.contains(c[0]) || c[0] == 'J' {
                    return Err(format!("last mover '{l}'"));
                }
                p.last = Some(c[0]);
                if let Some(d) = d {
                    let bad = || format!("last mover '{l}'");
                    let (a, b) = d.split_once(',').ok_or_else(bad)?;
                    let a: i32 = a.parse().map_err(|_| bad())?;
                    let b: i32 = b.parse().map_err(|_| bad())?;
                    if a.abs() > 9 || b.abs() > 9 {
                        return Err(bad());
                    }
                    if p.opts.jester_vector {
                        p.last_delta = (a, b);
                    }
                }
            }
        }
        for (i, &fld) in fields.iter().skip(7).enumerate() {
            if fld == "-" {
                continue;
            }
            for c in fld.chars() {
                let ok = if i == 0 { c.is_ascii_uppercase() } else { c.is_ascii_lowercase() };
                let k = c.to_ascii_uppercase();
                if !ok || !POOLABLE.contains(k) {
                    return Err(format!("pool letter '{c}'"));
                }
                p.pool[i].push(k);
            }
            p.pool[i].sort();
        }
        if p.opts.pawn_may_not_enter {
            // A Pawn can never stand on its last rank (it could not have entered it).
            for sq in 0..100 {
                if let Some(('P', w)) = p.board[sq] {
                    if sq / 10 == p.last_rank(w) {
                        return Err(format!("Pawn on its last rank ({})", sq_name(sq)));
                    }
                }
            }
        }
        Ok(p)
    }

    /// The board field of the FEN: holes as `*`, runs of empty squares as numbers.
    pub fn board_fen(&self) -> String {
        let mut s = String::new();
        for r in (0..10).rev() {
            let mut run = 0;
            for f in 0..10 {
                let sq = (r * 10 + f) as usize;
                let tok = if !self.exists(f, r) {
                    Some('*')
                } else {
                    self.board[sq].map(|(k, w)| if w { k } else { k.to_ascii_lowercase() })
                };
                match tok {
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
            if r > 0 {
                s.push('/');
            }
        }
        s
    }

    /// The en passant square as FEN writes it: only when an enemy Pawn could take there.
    pub fn ep_fen(&self) -> Option<usize> {
        let (t, v) = self.ep?;
        let can =
            [-1, 1].iter().any(|&df| self.off(v, (df, 0)).is_some_and(|s| self.board[s] == Some(('P', self.white))));
        if can {
            Some(t)
        } else {
            None
        }
    }

    fn pool_fen(&self, i: usize) -> String {
        if self.pool[i].is_empty() {
            "-".into()
        } else {
            self.pool[i].iter().map(|&c| if i == 0 { c } else { c.to_ascii_lowercase() }).collect()
        }
    }

    /// The full FEN (nine fields).
    pub fn fen(&self) -> String {
        format!(
            "{} {} - {} {} {} {} {} {}",
            self.board_fen(),
            if self.white { 'w' } else { 'b' },
            self.ep_fen().map(sq_name).unwrap_or("-".into()),
            self.halfmove,
            self.fullmove,
            match self.last {
                None => "-".into(),
                Some(c) if self.opts.jester_vector => format!("{c}:{},{}", self.last_delta.0, self.last_delta.1),
                Some(c) => c.to_string(),
            },
            self.pool_fen(0),
            self.pool_fen(1)
        )
    }

    /// What makes two positions the same for repetition: board, side, usable en passant, the pools
    /// (the promotions) and, while the side to move has a Jester, the last mover (its moves).
    pub fn rep_key(&self) -> String {
        let f = self.fen();
        let v: Vec<&str> = f.split(' ').collect();
        let jester = if v[1] == "w" { 'J' } else { 'j' };
        let last = if v[0].contains(jester) { v[6] } else { "" };
        format!("{} {} {} {} {} {}", v[0], v[1], v[3], last, v[7], v[8])
    }

    /// Squares `d` by `d` from `sq` that are empty, up to the first occupied or missing square.
    fn ray_empty(&self, sq: usize, d: (i32, i32)) -> Vec<usize> {
        let mut out = vec![];
        let mut cur = sq;
        while let Some(n) = self.off(cur, d) {
            if !self.empty(n) {
                break;
            }
            out.push(n);
            cur = n;
        }
        out
    }

    /// The first occupied square along `d` from `sq`, if any before the edge.
    fn ray_hit(&self, sq: usize, d: (i32, i32)) -> Option<usize> {
        let mut cur = sq;
        while let Some(n) = self.off(cur, d) {
            if !self.empty(n) {
                return Some(n);
            }
            cur = n;
        }
        None
    }

    /// Every empty square connected to `sq` by a chain of king steps over empty squares.
    fn flood(&self, sq: usize) -> Vec<usize> {
        let mut seen = [false; 100];
        seen[sq] = true;
        let mut stack = vec![sq];
        let mut out = vec![];
        while let Some(c) = stack.pop() {
            for &d in &KING {
                if let Some(n) = self.off(c, d) {
                    if self.empty(n) && !seen[n] {
                        seen[n] = true;
                        out.push(n);
                        stack.push(n);
                    }
                }
            }
        }
        out
    }

    /// The moves of a piece of `kind` and colour `white` standing on `sq` (a Jester passes the kind
    /// it copies with `jester = true`), before promotion choices and legality.
    fn raw_moves(&self, sq: usize, kind: char, white: bool, jester: bool) -> Vec<Raw> {
        let mut out: Vec<Raw> = vec![];
        let quiet = |to: usize| Raw { to, cap: None, remote: false, double: false };
        let take = |to: usize| Raw { to, cap: Some(to), remote: false, double: false };
        let fw = if white { 1 } else { -1 };
        // Move or capture onto `to`.
        let mc = |out: &mut Vec<Raw>, to: usize| {
            if self.empty(to) {
                out.push(quiet(to));
            } else if self.enemy(to, white) {
                out.push(take(to));
            }
        };
        // Capture-only onto `to`.
        let c_only = |out: &mut Vec<Raw>, to: usize| {
            if self.enemy(to, white) {
                out.push(take(to));
            }
        };
        // Two-stage: quiet stage-1 squares, then one capturing step in `dirs` from each.
        let two_stage = |out: &mut Vec<Raw>, stage1: &[usize], dirs: &[(i32, i32)]| {
            for &s in stage1 {
                out.push(quiet(s));
                for &d in dirs {
                    if let Some(t) = self.off(s, d) {
                        c_only(out, t);
                    }
                }
            }
        };
        let slides = |out: &mut Vec<Raw>, dirs: &[(i32, i32)], quiet_ok: bool, cap_ok: bool| {
            for &d in dirs {
                if quiet_ok {
                    for s in self.ray_empty(sq, d) {
                        out.push(quiet(s));
                    }
                }
                if cap_ok {
                    if let Some(h) = self.ray_hit(sq, d) {
                        c_only(out, h);
                    }
                }
            }
        };
        let leaps = |dirs: &[(i32, i32)]| -> Vec<usize> { dirs.iter().filter_map(|&d| self.off(sq, d)).collect() };
        let empty_leaps = |dirs: &[(i32, i32)]| -> Vec<usize> {
            dirs.iter().filter_map(|&d| self.off(sq, d)).filter(|&s| self.empty(s)).collect()
        };
        let o = self.opts;
        // Stage-2 directions after a stage 1 in direction `d` (a unit step): diagonal after a
        // straight stage 1 (`diag`), straight after a diagonal one; all four, or with
        // `stage2_onward` only the two turned 45° from `d` (§6.2(c)).
        let stage2 = |d: (i32, i32), diag: bool| -> Vec<(i32, i32)> {
            match (o.stage2_onward, diag) {
                (false, true) => DIAG.to_vec(),
                (false, false) => ORTH.to_vec(),
                (true, true) => vec![(d.0 + d.1, d.1 + d.0), (d.0 - d.1, d.1 - d.0)],
                (true, false) => vec![(d.0, 0), (0, d.1)],
            }
        };
        // Two-stage with a direction per stage-1 square: (square, direction of stage 1).
        let two_stage_dir = |out: &mut Vec<Raw>, stage1: &[(usize, (i32, i32))], diag: bool| {
            for &(s, d) in stage1 {
                out.push(quiet(s));
                for d2 in stage2(d, diag) {
                    if let Some(t) = self.off(s, d2) {
                        c_only(out, t);
                    }
                }
            }
        };
        // A slide's stage-1 squares with their direction.
        let slide_stage1 = |dirs: &[(i32, i32)]| -> Vec<(usize, (i32, i32))> {
            dirs.iter().flat_map(|&d| self.ray_empty(sq, d).into_iter().map(move |s| (s, d))).collect()
        };
        // A slider two-stage piece (Guardian, Paladin): every square of the slide is a quiet move;
        // stage 2 starts from every one (TS-3), or with `stage2_from_slide_end` only from the last
        // empty square of each ray (§6.2(b)).
        let slide_two_stage = |out: &mut Vec<Raw>, dirs: &[(i32, i32)], diag: bool| {
            let s1 = slide_stage1(dirs);
            if o.stage2_from_slide_end {
                for &(s, _) in &s1 {
                    out.push(quiet(s));
                }
                let ends: Vec<(usize, (i32, i32))> =
                    dirs.iter().filter_map(|&d| self.ray_empty(sq, d).last().map(|&s| (s, d))).collect();
                two_stage_dir(out, &ends, diag);
            } else {
                two_stage_dir(out, &s1, diag);
            }
        };
        // I-02: a zero-length stage 1 adds the direct capture (§6.2(a)).
        if o.stage2_from_origin {
            let dirs: &[(i32, i32)] = match kind {
                'G' | 'F' => &DIAG,
                'D' | 'C' => &ORTH,
                'M' | 'L' | 'E' => &KING,
                _ => &[],
            };
            for &d in dirs {
                if let Some(t) = self.off(sq, d) {
                    c_only(&mut out, t);
                }
            }
        }
        match kind {
            'P' => {
                if let Some(s1) = self.off(sq, (0, fw)) {
                    if self.empty(s1) {
                        out.push(quiet(s1));
                        let start_rank = if white { 2 } else { 7 };
                        if !jester && !self.zone && sq / 10 == start_rank {
                            if let Some(s2) = self.off(sq, (0, 2 * fw)) {
                                if self.empty(s2) {
                                    out.push(Raw { to: s2, cap: None, remote: false, double: true });
                                }
                            }
                        }
                    }
                }
                for df in [-1, 1] {
                    if let Some(t) = self.off(sq, (df, fw)) {
                        c_only(&mut out, t);
                        if !jester {
                            if let Some((et, victim)) = self.ep {
                                if et == t && self.empty(t) && self.enemy(victim, white) {
                                    out.push(Raw { to: t, cap: Some(victim), remote: false, double: false });
                                }
                            }
                        }
                    }
                }
            }
            'R' => slides(&mut out, &ORTH, true, true),
            'B' => slides(&mut out, &DIAG, true, true),
            'Q' => slides(&mut out, &KING, true, true),
            'N' => leaps(&KNIGHT).into_iter().for_each(|t| mc(&mut out, t)),
            'K' => leaps(&KING).into_iter().for_each(|t| mc(&mut out, t)),
            'G' => slide_two_stage(&mut out, &ORTH, true),
            'D' => slide_two_stage(&mut out, &DIAG, false),
            'F' => two_stage(&mut out, &empty_leaps(&KNIGHT), &DIAG),
            'C' => two_stage(&mut out, &empty_leaps(&KNIGHT), &ORTH),
            'E' => two_stage(&mut out, &empty_leaps(&KNIGHT), &KING),
            'L' => two_stage(&mut out, &empty_leaps(&KING), &KING),
            'M' => {
                // Exactly two squares over an empty middle square (I-05 default), one or two
                // (`magister_up_to_2`), or a jump of exactly two (`magister_jumping`): straight
                // then a diagonal capture, or diagonal then a straight capture.
                for (dirs, diag) in [(&ORTH, true), (&DIAG, false)] {
                    let mut s1: Vec<(usize, (i32, i32))> = vec![];
                    for &d in dirs.iter() {
                        let mid = self.off(sq, d);
                        let far = self.off(sq, (2 * d.0, 2 * d.1));
                        let mid_empty = mid.is_some_and(|m| self.empty(m));
                        if o.magister_up_to_2 && mid_empty {
                            s1.push((mid.unwrap(), d));
                        }
                        if let Some(s) = far {
                            if self.empty(s) && (mid_empty || o.magister_jumping) {
                                s1.push((s, d));
                            }
                        }
                    }
                    two_stage_dir(&mut out, &s1, diag);
                }
            }
            'W' => {
                // Two squares straight (both empty), then one sideways: move or capture. With
                // `chariot_forward` the straight part only goes toward the opponent.
                let dirs: &[(i32, i32)] = if o.chariot_forward { &[(0, fw)] } else { &ORTH };
                for &d in dirs {
                    let (Some(m1), Some(m2)) = (self.off(sq, d), self.off(sq, (2 * d.0, 2 * d.1))) else { continue };
                    if !self.empty(m1) || !self.empty(m2) {
                        continue;
                    }
                    for side in [(d.1, d.0), (-d.1, -d.0)] {
                        if let Some(t) = self.off(m2, side) {
                            mc(&mut out, t);
                        }
                    }
                }
            }
            'J' => {
                if !jester {
                    if let Some(t) = self.last {
                        if t != 'J' {
                            let mut v = self.raw_moves(sq, t, white, true);
                            if o.jester_vector {
                                // Only the last move's displacement turned 180° (the opponent's
                                // forward-right becomes ours), measured to the captured square
                                // for a remote capture (§7.4.1 exact_vector).
                                let want = (-self.last_delta.0, -self.last_delta.1);
                                v.retain(|r| delta(sq, r.to) == want);
                            }
                            return v;
                        }
                    }
                }
            }
            'S' => {
                for df in [-1, 1] {
                    if let Some(t) = self.off(sq, (df, fw)) {
                        if self.empty(t) {
                            out.push(quiet(t));
                        }
                    }
                }
                for d in [(0, fw), (1, 0), (-1, 0)] {
                    if let Some(t) = self.off(sq, d) {
                        c_only(&mut out, t);
                    }
                }
            }
            'I' => {
                if let Some(s1) = self.off(sq, (0, fw)) {
                    if self.empty(s1) {
                        out.push(quiet(s1));
                        if let Some(s2) = self.off(sq, (0, 2 * fw)) {
                            if self.enemy(s2, white) {
                                out.push(Raw { to: s2, cap: Some(s2), remote: true, double: false });
                            }
                        }
                    }
                }
            }
            'Z' => {
                for d in [(0, fw), (1, 0), (-1, 0)] {
                    if let Some(t) = self.off(sq, d) {
                        if o.alternatives_capture_only {
                            c_only(&mut out, t);
                        } else {
                            mc(&mut out, t);
                        }
                    }
                }
            }
            'T' => {
                for df in [-1, 1] {
                    if let Some(t) = self.off(sq, (df, fw)) {
                        if o.alternatives_capture_only {
                            c_only(&mut out, t);
                        } else {
                            mc(&mut out, t);
                        }
                    }
                }
            }
            'A' => {
                // Quiet: queen lines (I-09 default) or every empty square connected by king steps
                // over empty squares (`assassin_connected`).
                let stage1: Vec<usize> = if o.assassin_connected {
                    self.flood(sq)
                } else {
                    KING.iter().flat_map(|&d| self.ray_empty(sq, d)).collect()
                };
                for &s in &stage1 {
                    out.push(quiet(s));
                }
                if o.assassin_after_move {
                    // Two-stage: a king-step capture from where the quiet move ended, never from
                    // the origin (which holds the Assassin, so a step back onto it never captures).
                    for &s in &stage1 {
                        for &d in &KING {
                            if let Some(t) = self.off(s, d) {
                                c_only(&mut out, t);
                            }
                        }
                    }
                } else if o.assassin_remote {
                    for t in leaps(&KING) {
                        if self.enemy(t, white) {
                            out.push(Raw { to: t, cap: Some(t), remote: true, double: false });
                        }
                    }
                } else {
                    leaps(&KING).into_iter().for_each(|t| c_only(&mut out, t));
                }
            }
            'H' => {
                empty_leaps(&KNIGHT).into_iter().for_each(|t| out.push(quiet(t)));
                slides(&mut out, &ORTH, false, true);
            }
            'X' => {
                empty_leaps(&KNIGHT).into_iter().for_each(|t| out.push(quiet(t)));
                slides(&mut out, &DIAG, false, true);
            }
            _ => panic!("unknown kind {kind}"),
        }
        // Sergeant aura: a real pawn-type beside a friendly real Sergeant captures straight ahead;
        // with `aura_diagonal` the Sergeant may also stand diagonally next to it, with
        // `aura_any_side` it may be of either colour (I-11).
        if !jester && PAWNS.contains(kind) {
            let cells: &[(i32, i32)] = if o.aura_diagonal {
                &[(-1, 0), (1, 0), (-1, 1), (1, 1), (-1, -1), (1, -1)]
            } else {
                &[(-1, 0), (1, 0)]
            };
            let gives = |s: usize| match self.board[s] {
                Some(('S', w)) => w == white || o.aura_any_side,
                _ => false,
            };
            let beside = cells.iter().any(|&d| self.off(sq, d).is_some_and(gives));
            if beside {
                if let Some(t) = self.off(sq, (0, fw)) {
                    c_only(&mut out, t);
                }
            }
        }
        // One move per destination (two-stage paths, aura duplicates).
        let mut seen = [false; 100];
        out.retain(|r| !std::mem::replace(&mut seen[r.to], true));
        out
    }

    /// Pseudo-legal moves of the side to move (promotion choices included).
    pub fn pseudo(&self) -> Vec<TMove> {
        let mut moves = vec![];
        let us = self.white;
        for from in 0..100 {
            let Some((kind, w)) = self.board[from] else { continue };
            if w != us {
                continue;
            }
            let eff = if kind == 'J' {
                match self.last {
                    Some(t) if t != 'J' => t,
                    _ => continue,
                }
            } else {
                kind
            };
            for r in self.raw_moves(from, kind, us, false) {
                let dest = if r.remote { from } else { r.to };
                let base = TMove {
                    from,
                    to: r.to,
                    dest,
                    cap: r.cap,
                    promo: None,
                    double: r.double,
                    eff,
                    text: format!("{}{}", sq_name(from), sq_name(r.to)),
                };
                let promotes = PAWNS.contains(kind) && !r.remote && dest / 10 == self.last_rank(us);
                let mut choices: Vec<char> = if promotes { self.pool[side(us)].clone() } else { vec![] };
                choices.dedup();
                if promotes && kind == 'P' && choices.is_empty() && self.opts.pawn_may_not_enter {
                    // I-13 alternative (Grand Chess): a Pawn, which must promote, may not enter
                    // the last rank with nothing to promote to. The alternatives may always stay.
                    continue;
                }
                if choices.is_empty() || kind != 'P' {
                    moves.push(base.clone());
                }
                for c in choices {
                    let mut m = base.clone();
                    m.promo = Some(c);
                    m.text.push(c.to_ascii_lowercase());
                    moves.push(m);
                }
            }
        }
        moves
    }

    /// The position after a move (no legality check).
    pub fn make(&self, m: &TMove) -> TPos {
        let mut p = self.clone();
        let (kind, white) = p.board[m.from].expect("no piece on the origin");
        if let Some(c) = m.cap {
            let (ck, cw) = p.board[c].expect("nothing to capture");
            if POOLABLE.contains(ck) {
                p.pool[side(cw)].push(ck);
                p.pool[side(cw)].sort();
            }
            p.board[c] = None;
        }
        p.board[m.from] = None;
        let new_kind = match m.promo {
            Some(t) => {
                let pool = &mut p.pool[side(white)];
                let i = pool.iter().position(|&x| x == t).expect("promotion to a type not in the pool");
                pool.remove(i);
                t
            }
            None => kind,
        };
        p.board[m.dest] = Some((new_kind, white));
        p.ep = if m.double && !p.opts.no_en_passant {
            let mid = (m.from + m.to) / 2;
            Some((mid, m.to))
        } else {
            None
        };
        p.halfmove = if m.cap.is_some() || PAWNS.contains(kind) { 0 } else { p.halfmove + 1 };
        if !white {
            p.fullmove += 1;
        }
        // What the opponent's Jester copies: the type as it moved, or after a promotion the new
        // type (`jester_copies_promoted`); and the displacement (`jester_vector`).
        // A promotion to a Jester copied as the promoted type is a Jester's: it stands for the
        // type that Jester would copy now, the previous move's (§7.4.1, the recursion rule).
        p.last = match m.promo {
            Some('J') if p.opts.jester_copies_promoted => self.last,
            Some(t) if p.opts.jester_copies_promoted => Some(t),
            _ => Some(m.eff),
        };
        p.last_delta = delta(m.from, m.to);
        p.white = !white;
        p
    }

    /// Whether a royal piece of `white` could be captured by the other side in this position,
    /// by any pseudo-legal capture (`with_jester`: its Jester too, copying `self.last`).
    pub fn royal_capturable(&self, white: bool, with_jester: bool) -> bool {
        let royals: Vec<usize> =
            (0..100).filter(|&s| matches!(self.board[s], Some((k, w)) if w == white && ROYALS.contains(k))).collect();
        if royals.is_empty() {
            return false;
        }
        for from in 0..100 {
            let Some((kind, w)) = self.board[from] else { continue };
            if w == white || (kind == 'J' && !with_jester) {
                continue;
            }
            if self.raw_moves(from, kind, w, false).iter().any(|r| r.cap.is_some_and(|c| royals.contains(&c))) {
                return true;
            }
        }
        false
    }

    /// Whether the side to move is in check (the enemy Jester ignored, §7.4.4).
    pub fn in_check(&self) -> bool {
        self.royal_capturable(self.white, false)
    }

    /// Legal moves, sorted by their strings.
    pub fn legal(&self) -> Vec<TMove> {
        let mut v: Vec<TMove> =
            self.pseudo().into_iter().filter(|m| !self.make(m).royal_capturable(self.white, true)).collect();
        v.sort_by(|a, b| a.text.cmp(&b.text));
        v
    }

    /// Legal move strings, sorted.
    pub fn legal_strings(&self) -> Vec<String> {
        self.legal().into_iter().map(|m| m.text).collect()
    }

    /// Legal move strings of the piece on `sq`, sorted.
    pub fn legal_from(&self, sq: &str) -> Vec<String> {
        let s = parse_sq(sq).unwrap();
        self.legal().into_iter().filter(|m| m.from == s).map(|m| m.text).collect()
    }

    /// Plays a legal move given as a string; panics on an illegal one.
    pub fn play(&self, text: &str) -> TPos {
        let m = self
            .legal()
            .into_iter()
            .find(|m| m.text == text)
            .unwrap_or_else(|| panic!("slow generator: {text} is not legal in '{}'", self.fen()));
        self.make(&m)
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| self.make(m).perft(depth - 1)).sum()
    }

    pub fn divide(&self, depth: u32) -> Vec<(String, u64)> {
        self.legal().iter().map(|m| (m.text.clone(), self.make(m).perft(depth.saturating_sub(1)))).collect()
    }

    /// How the game ends here, repetition aside: no legal move (a loss), bare royals, the
    /// 50-move rule, in this order.
    pub fn end(&self) -> Option<End> {
        if self.legal().is_empty() {
            return Some(End::NoMoves { checked: self.in_check() });
        }
        if self.board.iter().flatten().all(|&(k, _)| ROYALS.contains(k)) {
            return Some(End::BareRoyals);
        }
        if self.halfmove >= 100 {
            return Some(End::MoveRule);
        }
        None
    }
}

/// Splits a TCHESS FEN into its nine fields, missing trailing fields as `-` (counters as 0 and 1),
/// the pools sorted, so that two FENs of one position compare equal whatever the pool order.
pub fn fen_fields(fen: &str) -> Vec<String> {
    let mut v: Vec<String> = fen.split_whitespace().map(String::from).collect();
    let defaults = ["", "w", "-", "-", "0", "1", "-", "-", "-"];
    while v.len() < 9 {
        v.push(defaults[v.len()].to_string());
    }
    for pool in &mut v[7..9] {
        let mut c: Vec<char> = pool.chars().collect();
        c.sort();
        *pool = c.into_iter().collect();
    }
    v
}

/// Engine perft against slow perft for a TCHESS FEN; on a mismatch, every first move whose count
/// differs (divide).
pub fn check_perft(id: &str, fen: &str, depth: u32) -> Result<u64, String> {
    let pos = TPos::from_fen(id, fen).unwrap_or_else(|e| panic!("slow generator: {id} '{fen}': {e}"));
    super::compare_perft(id, fen, depth, |d| pos.perft(d), |d| pos.divide(d))
}

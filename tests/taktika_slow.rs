//! Taktika (variants-catalog.md §26) against an independent slow generator written from the
//! spec's prose: its own 8x8 board of (kind, side, frozen) cells, its own slides and flip rules,
//! its own FEN writer and reader; it reads neither the variant data nor the engine's tables.
//!
//! 1. Perft 1-3 from the start, with and without captures (AMB-TAK-1): slow = engine.
//! 2. Random playouts (hundreds of plies, fixed seeds) from the start and from hand-built positions
//!    with sandwiches in every direction, intrusions, double catches, frozen anchors and lines
//!    blocked by frozen pieces, for the default rules and every option: at every ply the full move
//!    list, the frozen cells (position string and the interface's piece states), the whole
//!    position string, the outcome; every position read back from its string keeps its moves and
//!    hash, and undoing the whole game walks back through the same positions. The playouts must
//!    have exercised each flip rule (counted by the slow generator).
//! 3. Malformed frozen fields are refused with a message and change nothing.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::{compare_perft, Rng};
use fairyboard::game::{GameInterface, PieceState};
use fairyboard::pieces::Color;
use fairyboard::Game;

// ---------------------------------------------------------------------------------------------
// The slow generator.

/// A piece type of Taktika: moves as in chess (§26.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    Queen,
    Rook,
    Bishop,
}

/// A piece: its type, its side and its state ("mozgó és fagyasztott", §26.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Piece {
    kind: Kind,
    white: bool,
    frozen: bool,
}

/// The readings of AMB-TAK-1..4 (defaults: the [R] readings).
#[derive(Debug, Clone, Copy, Default)]
struct Readings {
    /// AMB-TAK-1 toggle: chess captures.
    captures: bool,
    /// AMB-TAK-2 alternative: only an active piece closes a sandwich.
    active_anchor: bool,
    /// AMB-TAK-3 alternative: the nearest pieces on both sides, at any distance.
    distant_intrusion: bool,
    /// AMB-TAK-4 alternative: one flip per catch.
    flip_each: bool,
}

impl Readings {
    /// The engine's id for these readings.
    fn id(&self) -> String {
        let mut id = "taktika".to_string();
        for (on, name) in [
            (self.captures, "captures"),
            (self.active_anchor, "active_anchor"),
            (self.distant_intrusion, "distant_intrusion"),
            (self.flip_each, "flip_each"),
        ] {
            if on {
                id.push('+');
                id.push_str(name);
            }
        }
        id
    }
}

/// A position: cells indexed `[file][rank]`, a1 = `[0][0]`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Pos {
    cells: [[Option<Piece>; 8]; 8],
    white_to_move: bool,
    halfmove: u32,
    fullmove: u32,
}

/// What the flips of one move did (to check the playouts exercised every rule).
#[derive(Debug, Clone, Copy, Default)]
struct Events {
    sandwiches: usize,
    sandwich_rows_of_two: usize,
    intrusions: usize,
    frozen_anchors: usize,
    caught_twice: usize,
    thawed: usize,
    directions: [usize; 4],
    /// Games ended: a side without a move, a repetition.
    ends: [usize; 2],
}

impl Events {
    fn add(&mut self, o: &Events) {
        self.sandwiches += o.sandwiches;
        self.sandwich_rows_of_two += o.sandwich_rows_of_two;
        self.intrusions += o.intrusions;
        self.frozen_anchors += o.frozen_anchors;
        self.caught_twice += o.caught_twice;
        self.thawed += o.thawed;
        for k in 0..4 {
            self.directions[k] += o.directions[k];
        }
        for k in 0..2 {
            self.ends[k] += o.ends[k];
        }
    }
}

/// Ranks and files only, never diagonals (§26.2): east, west, north, south.
const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn name(f: i32, r: i32) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

fn on_board(f: i32, r: i32) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

impl Pos {
    fn at(&self, f: i32, r: i32) -> Option<Piece> {
        if on_board(f, r) {
            self.cells[f as usize][r as usize]
        } else {
            None
        }
    }

    /// Legal moves as (from, to) coordinates: every active piece of the side to move slides as in
    /// chess to empty cells (and, with captures, onto the first enemy in a line).
    fn moves(&self, rd: &Readings) -> Vec<((i32, i32), (i32, i32))> {
        let mut out = Vec::new();
        for f in 0..8 {
            for r in 0..8 {
                let Some(p) = self.at(f, r) else { continue };
                if p.white != self.white_to_move || p.frozen {
                    continue;
                }
                let dirs: Vec<(i32, i32)> = match p.kind {
                    Kind::Queen => ORTHOGONAL.iter().chain(DIAGONAL.iter()).copied().collect(),
                    Kind::Rook => ORTHOGONAL.to_vec(),
                    Kind::Bishop => DIAGONAL.to_vec(),
                };
                for (dx, dy) in dirs {
                    let (mut x, mut y) = (f + dx, r + dy);
                    while on_board(x, y) {
                        match self.at(x, y) {
                            None => out.push(((f, r), (x, y))),
                            Some(q) => {
                                // Frozen or not, a piece blocks; an enemy may be taken with captures.
                                if rd.captures && q.white != p.white {
                                    out.push(((f, r), (x, y)));
                                }
                                break;
                            }
                        }
                        x += dx;
                        y += dy;
                    }
                }
            }
        }
        out
    }

    fn move_strings(&self, rd: &Readings) -> Vec<String> {
        let mut v: Vec<String> = self.moves(rd).iter().map(|&(a, b)| name(a.0, a.1) + &name(b.0, b.1)).collect();
        v.sort();
        v
    }

    /// Plays a move and its flips; returns what the flips did.
    fn play(&mut self, from: (i32, i32), to: (i32, i32), rd: &Readings) -> Events {
        let mover = self.at(from.0, from.1).expect("a piece to move");
        let captured = self.at(to.0, to.1).is_some();
        self.cells[from.0 as usize][from.1 as usize] = None;
        self.cells[to.0 as usize][to.1 as usize] = Some(mover);
        let mut ev = Events::default();
        // Every catch of the move: the flips are evaluated on the landing cell only.
        let mut catches: Vec<(i32, i32)> = Vec::new();
        let enemy = |p: Option<Piece>| p.is_some_and(|p| p.white != mover.white);
        let friend = |p: Option<Piece>| p.is_some_and(|p| p.white == mover.white);
        // Sandwich: a contiguous row of at least one enemy, then an own piece.
        for (k, (dx, dy)) in ORTHOGONAL.iter().enumerate() {
            let mut row = Vec::new();
            let (mut x, mut y) = (to.0 + dx, to.1 + dy);
            while enemy(self.at(x, y)) {
                row.push((x, y));
                x += dx;
                y += dy;
            }
            let anchor = self.at(x, y);
            if row.is_empty() || !friend(anchor) {
                continue;
            }
            let anchor_frozen = anchor.is_some_and(|a| a.frozen);
            if rd.active_anchor && anchor_frozen {
                continue;
            }
            ev.sandwiches += 1;
            ev.directions[k] += 1;
            ev.frozen_anchors += usize::from(anchor_frozen);
            ev.sandwich_rows_of_two += usize::from(row.len() >= 2);
            catches.extend(row);
        }
        // Intrusion: enemies on both sides of the landing cell along a rank or a file.
        for (dx, dy) in [(1, 0), (0, 1)] {
            let look = |sx: i32, sy: i32| {
                let (mut x, mut y) = (to.0 + sx, to.1 + sy);
                if rd.distant_intrusion {
                    while on_board(x, y) && self.at(x, y).is_none() {
                        x += sx;
                        y += sy;
                    }
                }
                (x, y)
            };
            let (a, b) = (look(dx, dy), look(-dx, -dy));
            if enemy(self.at(a.0, a.1)) && enemy(self.at(b.0, b.1)) {
                ev.intrusions += 1;
                catches.push(a);
                catches.push(b);
            }
        }
        // Each caught piece flips once (AMB-TAK-4), or once per catch.
        let mut times: HashMap<(i32, i32), usize> = HashMap::new();
        for c in catches {
            *times.entry(c).or_default() += 1;
        }
        for (&(x, y), &n) in &times {
            ev.caught_twice += usize::from(n >= 2);
            let flips = if rd.flip_each { n } else { 1 };
            if flips % 2 == 1 {
                let p = self.cells[x as usize][y as usize].as_mut().unwrap();
                ev.thawed += usize::from(p.frozen);
                p.frozen = !p.frozen;
            }
        }
        self.halfmove = if captured { 0 } else { self.halfmove + 1 };
        if !self.white_to_move {
            self.fullmove += 1;
        }
        self.white_to_move = !self.white_to_move;
        ev
    }

    fn play_str(&mut self, m: &str, rd: &Readings) -> Events {
        let c: Vec<i32> = m.bytes().map(i32::from).collect();
        let sq = |i: usize| (c[i] - i32::from(b'a'), c[i + 1] - i32::from(b'1'));
        self.play(sq(0), sq(2), rd)
    }

    fn frozen_cells(&self) -> Vec<String> {
        let mut v = Vec::new();
        for r in 0..8 {
            for f in 0..8 {
                if self.at(f, r).is_some_and(|p| p.frozen) {
                    v.push(name(f, r));
                }
            }
        }
        v
    }

    /// The position string as §26.1 describes it: the board, side, `- -` (no castling, no en
    /// passant), the counters and the frozen cells (`frozen:c1,d8`, `-` for none).
    fn fen(&self) -> String {
        let mut s = String::new();
        for r in (0..8).rev() {
            let mut run = 0;
            for f in 0..8 {
                match self.at(f, r) {
                    None => run += 1,
                    Some(p) => {
                        if run > 0 {
                            s += &run.to_string();
                            run = 0;
                        }
                        let l = match p.kind {
                            Kind::Queen => 'q',
                            Kind::Rook => 'r',
                            Kind::Bishop => 'b',
                        };
                        s.push(if p.white { l.to_ascii_uppercase() } else { l });
                    }
                }
            }
            if run > 0 {
                s += &run.to_string();
            }
            if r > 0 {
                s.push('/');
            }
        }
        let frozen = self.frozen_cells();
        let field = if frozen.is_empty() { "-".to_string() } else { format!("frozen:{}", frozen.join(",")) };
        let side = if self.white_to_move { 'w' } else { 'b' };
        format!("{s} {side} - - {} {} {field}", self.halfmove, self.fullmove)
    }

    fn from_fen(fen: &str) -> Pos {
        let f: Vec<&str> = fen.split(' ').collect();
        let mut p = Pos {
            cells: [[None; 8]; 8],
            white_to_move: f[1] == "w",
            halfmove: f[4].parse().unwrap(),
            fullmove: f[5].parse().unwrap(),
        };
        for (i, row) in f[0].split('/').enumerate() {
            let r = 7 - i as i32;
            let mut file = 0;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10) {
                    file += d as i32;
                    continue;
                }
                let kind = match ch.to_ascii_lowercase() {
                    'q' => Kind::Queen,
                    'r' => Kind::Rook,
                    'b' => Kind::Bishop,
                    o => panic!("no Taktika piece '{o}'"),
                };
                p.cells[file as usize][r as usize] =
                    Some(Piece { kind, white: ch.is_ascii_uppercase(), frozen: false });
                file += 1;
            }
        }
        if let Some(list) = f.get(6).and_then(|x| x.strip_prefix("frozen:")) {
            for sq in list.split(',') {
                let b = sq.as_bytes();
                let (x, y) = ((b[0] - b'a') as usize, (b[1] - b'1') as usize);
                p.cells[x][y].as_mut().expect("a frozen piece").frozen = true;
            }
        }
        p
    }

    /// The key repetition compares: board with states, and the side to move.
    fn key(&self) -> ([[Option<Piece>; 8]; 8], bool) {
        (self.cells, self.white_to_move)
    }
}

fn perft(p: &Pos, depth: u32, rd: &Readings) -> u64 {
    let ms = p.moves(rd);
    if depth == 1 {
        return ms.len() as u64;
    }
    ms.iter()
        .map(|&(a, b)| {
            let mut q = p.clone();
            q.play(a, b, rd);
            perft(&q, depth - 1, rd)
        })
        .sum()
}

fn divide(p: &Pos, depth: u32, rd: &Readings) -> Vec<(String, u64)> {
    p.moves(rd)
        .iter()
        .map(|&(a, b)| {
            let mut q = p.clone();
            q.play(a, b, rd);
            let n = if depth <= 1 { 1 } else { perft(&q, depth - 1, rd) };
            (name(a.0, a.1) + &name(b.0, b.1), n)
        })
        .collect()
}

/// The start of §26.1: queens in the corners, bishops beside them, rooks in the middle.
const START: &str = "qbrrrrbq/8/8/8/8/8/8/QBRRRRBQ w - - 0 1 -";

// ---------------------------------------------------------------------------------------------
// 1. Perft.

#[test]
fn perft_from_the_start_agrees_with_the_slow_generator() {
    let start = Pos::from_fen(START);
    assert_eq!(Game::new("taktika", None).unwrap().fen(), start.fen(), "the engine's start is §26.1's");
    for rd in [Readings::default(), Readings { captures: true, ..Readings::default() }] {
        let id = rd.id();
        for depth in 1..=3 {
            let n = compare_perft(&id, START, depth, |d| perft(&start, d, &rd), |d| divide(&start, d, &rd))
                .unwrap_or_else(|e| panic!("{e}"));
            println!("perft {id} {depth}: {n}");
        }
    }
}

#[test]
fn perft_from_the_hand_built_positions_agrees_with_the_slow_generator() {
    for rd in [Readings::default(), Readings { captures: true, ..Readings::default() }] {
        for fen in POSITIONS {
            let p = Pos::from_fen(fen);
            compare_perft(&rd.id(), fen, 3, |d| perft(&p, d, &rd), |d| divide(&p, d, &rd))
                .unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 2. Random playouts.

/// Hand-built positions (White to move unless said), each for a rule the playouts must reach.
const POSITIONS: &[&str] = &[
    // Rows of enemies to close in all four directions around d4-e5, anchors behind them.
    "8/3Q4/3r4/1Rbq1rR1/3b4/3r4/3R4/B6B w - - 0 1 -",
    // A hole between enemies on a rank and a file: landing there is an intrusion both ways.
    "q7/3r4/2b1r3/3b4/8/8/8/Q2R3R w - - 0 1 -",
    // Frozen anchors and frozen enemies (flipping thaws them); frozen pieces blocking lines.
    "r3q3/1B4b1/8/2rRr3/8/1Q3R2/8/4R2b w - - 0 1 frozen:b7,d5,f3,e8",
    // Double catches: an enemy both sandwiched and beside an intrusion.
    "8/8/1r1b4/R1Q1r1R1/1b1q4/8/2B5/7Q b - - 0 1 -",
    // A crowded middle with lines blocked by frozen pieces of both sides.
    "qbr2rbq/2r2r2/2RbBR2/3Qq3/3qQ3/2rBbR2/2R2R2/QBR2RBQ w - - 0 1 frozen:d5,e4,c6,f3",
];

/// Plays fixed-seed random games with both generators side by side, comparing at every ply.
fn playouts(rd: &Readings, start: &str, games: usize, max_plies: usize, seed: u64, total: &mut Events) -> usize {
    let id = rd.id();
    let mut rng = Rng::new(seed);
    let mut plies = 0;
    for game_no in 0..games {
        let mut g = Game::new(&id, Some(start)).unwrap_or_else(|e| panic!("{id} '{start}': {e}"));
        let mut p = Pos::from_fen(start);
        let mut seen: HashMap<_, u32> = HashMap::new();
        let mut fens = vec![g.fen()];
        *seen.entry(p.key()).or_default() += 1;
        for ply in 0..max_plies {
            let ctx = format!("{id} game {game_no} ply {ply} from '{start}', at '{}'", p.fen());
            // The full position string, frozen field included; the interface's piece states.
            assert_eq!(g.fen(), p.fen(), "{ctx}: position strings differ");
            let states: Vec<String> = GameInterface::occupants(&g, None)
                .into_iter()
                .filter(|o| o.state == Some(PieceState::Frozen))
                .map(|o| o.square)
                .collect();
            assert_eq!(states, p.frozen_cells(), "{ctx}: frozen piece states");
            assert_eq!(g.frozen_squares(), p.frozen_cells(), "{ctx}: frozen squares");
            let want = p.move_strings(rd);
            assert_eq!(g.legal_moves(), want, "{ctx}: legal moves");
            // Read back from its string: the same moves and hash.
            let mut back = Game::new(&id, Some(&g.fen())).unwrap_or_else(|e| panic!("{ctx}: reading back: {e}"));
            assert_eq!(back.fen(), g.fen(), "{ctx}: round trip");
            assert_eq!(back.hash(), g.hash(), "{ctx}: hash after round trip");
            assert_eq!(back.legal_moves(), want, "{ctx}: moves after round trip");
            // The outcome: no move loses (§26.2), a third occurrence draws.
            let expected = if want.is_empty() {
                Some((Some(if p.white_to_move { Color::Black } else { Color::White }), "stalemate"))
            } else if seen[&p.key()] >= 3 {
                Some((None, "repetition"))
            } else {
                None
            };
            let got = g.outcome().map(|o| (o.winner, format!("{:?}", o.reason).to_lowercase()));
            assert_eq!(got, expected.map(|(w, r)| (w, r.to_string())), "{ctx}: outcome");
            if let Some((w, _)) = expected {
                total.ends[usize::from(w.is_none())] += 1;
                break;
            }
            // Prefer moves that flip something half of the time.
            let flipping: Vec<&String> = want
                .iter()
                .filter(|m| {
                    let mut q = p.clone();
                    let e = q.play_str(m, rd);
                    e.sandwiches + e.intrusions > 0
                })
                .collect();
            let m = if !flipping.is_empty() && rng.below(2) == 0 {
                flipping[rng.below(flipping.len())].clone()
            } else {
                want[rng.below(want.len())].clone()
            };
            g.play(&m).unwrap_or_else(|e| panic!("{ctx}: engine refuses {m}: {e}"));
            total.add(&p.play_str(&m, rd));
            *seen.entry(p.key()).or_default() += 1;
            fens.push(g.fen());
            plies += 1;
        }
        // Undo walks back through the same positions (the frozen sets included).
        while let Some(m) = g.undo() {
            fens.pop();
            assert_eq!(&g.fen(), fens.last().unwrap(), "{id} game {game_no}: undo of {m}");
        }
        assert_eq!(fens.len(), 1);
    }
    plies
}

fn all_playouts(rd: Readings, seed: u64) -> Events {
    let mut total = Events::default();
    let mut plies = playouts(&rd, START, 4, 300, seed, &mut total);
    for (k, pos) in POSITIONS.iter().enumerate() {
        plies += playouts(&rd, pos, 6, 200, seed ^ ((k as u64 + 1) * 0x9E37), &mut total);
    }
    println!("{}: {plies} plies, {total:?}", rd.id());
    assert!(plies >= 1000, "{}: only {plies} plies played", rd.id());
    total
}

#[test]
fn random_playouts_agree_with_the_slow_generator() {
    let e = all_playouts(Readings::default(), 11);
    // Every rule was exercised: sandwiches in all four directions (rows of two too), intrusions,
    // frozen anchors, pieces caught twice in one move (flipped once) and frozen pieces thawed.
    assert!(e.directions.iter().all(|&n| n >= 5), "{e:?}");
    assert!(e.sandwich_rows_of_two >= 5 && e.intrusions >= 20 && e.frozen_anchors >= 5, "{e:?}");
    assert!(e.caught_twice >= 3 && e.thawed >= 20, "{e:?}");
    assert!(e.ends[0] >= 3, "some games ended with a side unable to move: {e:?}");
}

#[test]
fn a_third_occurrence_draws() {
    // Queens shuffling out and back: the start position's third occurrence (the frozen states
    // count: the same board with a piece frozen is another position).
    let rd = Readings::default();
    let mut g = Game::new("taktika", None).unwrap();
    let mut p = Pos::from_fen(START);
    let mut seen: HashMap<_, u32> = HashMap::new();
    *seen.entry(p.key()).or_default() += 1;
    for m in ["a1a2", "a8a7", "a2a1", "a7a8"].iter().cycle().take(8) {
        assert!(g.outcome().is_none());
        g.play(m).unwrap();
        p.play_str(m, &rd);
        *seen.entry(p.key()).or_default() += 1;
    }
    assert_eq!(seen[&p.key()], 3);
    let o = g.outcome().expect("a draw by repetition");
    assert_eq!((o.winner, o.reason), (None, fairyboard::engine::Reason::Repetition));
}

#[test]
fn random_playouts_of_the_options_agree_with_the_slow_generator() {
    let d = Readings::default();
    for (rd, seed) in [
        (Readings { captures: true, ..d }, 21),
        (Readings { active_anchor: true, ..d }, 22),
        (Readings { distant_intrusion: true, ..d }, 23),
        (Readings { flip_each: true, ..d }, 24),
        (Readings { captures: true, distant_intrusion: true, flip_each: true, active_anchor: true }, 25),
    ] {
        let e = all_playouts(rd, seed);
        assert!(e.sandwiches >= 20 && e.intrusions >= 20, "{}: {e:?}", rd.id());
        if rd.flip_each {
            assert!(e.caught_twice >= 3, "{}: {e:?}", rd.id());
        }
    }
}

// ---------------------------------------------------------------------------------------------
// 3. The frozen field.

#[test]
fn the_frozen_state_is_part_of_the_position() {
    let a = Game::new("taktika", Some("qbrrrrbq/8/8/8/8/8/8/QBRRRRBQ w - - 0 1 frozen:c1,d8")).unwrap();
    let b = Game::new("taktika", Some(START)).unwrap();
    assert_ne!(a.hash(), b.hash(), "frozen pieces change the hash");
    assert_eq!(a.frozen_squares(), ["c1", "d8"]);
    let mut a = a;
    let slow = Pos::from_fen(&a.fen());
    assert_eq!(a.legal_moves(), slow.move_strings(&Readings::default()), "a frozen rook has no moves");
    assert!(!a.legal_moves().iter().any(|m| m.starts_with("c1")));
}

#[test]
fn malformed_frozen_fields_are_refused_and_change_nothing() {
    let mut g = Game::new("taktika", None).unwrap();
    g.play("c1c4").unwrap();
    let before = g.fen();
    for (field, why) in [
        ("frozen:", "empty list"),
        ("frozen:c3", "empty cell"),
        ("frozen:c1,c1", "listed twice"),
        ("frozen:z9", "no such cell"),
        ("frozen:c1;d1", "bad separator"),
        ("c1,d8", "no prefix"),
        ("frost:c1", "bad prefix"),
        ("frozen:c1 junk", "extra field"),
    ] {
        let fen = format!("qbrrrrbq/8/8/8/2R5/8/8/QB1RRRBQ b - - 1 1 {field}");
        let e = g.set_fen(&fen).expect_err(why).to_string();
        assert!(e.contains("frozen") || e.contains("extra"), "{why}: '{e}'");
        assert_eq!(g.fen(), before, "{why}: the game changed");
    }
}

#[test]
fn the_specs_position_string_reads_as_the_start() {
    // §26.1 writes the start with one `-` (no castling, no en passant) and no frozen field.
    let spec = Game::new("taktika", Some("qbrrrrbq/8/8/8/8/8/8/QBRRRRBQ w - 0 1")).expect("§26.1 FEN");
    assert_eq!(spec.fen(), START);
    let frozen = Game::new("taktika", Some("qbrrrrbq/8/8/8/8/8/8/QBRRRRBQ w - 0 1 frozen:c1,d8")).unwrap();
    assert_eq!(frozen.frozen_squares(), ["c1", "d8"]);
}

//! Congo (variants-catalog.md §13, readings AMB-CONGO-1..4) against an independent slow generator
//! written from the spec's prose: its own 7x7 board, piece moves, river, drowning, monkey series
//! and lions; it reads neither the variant data nor the engine's tables.
//!
//! 1. Perft 1-3 from the start (and depth 4), for the castle reading and the article's lion.
//! 2. Random playouts (fixed seeds) from the start and from hand-built positions with pieces in the
//!    river, monkeys next to chains of victims (in and out of the river), crocodiles on every
//!    rank, pawns beyond the river and about to promote, superpawns and facing lions: at every ply
//!    the full move list, the board, the outcome, reading back from the position string; undoing
//!    the whole game walks back through the same positions. The playouts must have exercised
//!    drowning, monkey series of two and more jumps, a drowned monkey, flying lion captures and
//!    promotions (counted by the slow generator).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{compare_perft, Rng};
use fairyboard::pieces::Color;
use fairyboard::Game;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Kind {
    Lion,
    Giraffe,
    Elephant,
    Crocodile,
    Zebra,
    Monkey,
    Pawn,
    Superpawn,
}

const LETTERS: [(Kind, char); 8] = [
    (Kind::Lion, 'l'),
    (Kind::Giraffe, 'g'),
    (Kind::Elephant, 'e'),
    (Kind::Crocodile, 'c'),
    (Kind::Zebra, 'z'),
    (Kind::Monkey, 'm'),
    (Kind::Pawn, 'p'),
    (Kind::Superpawn, 's'),
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct Piece {
    kind: Kind,
    white: bool,
}

type Sq = (i32, i32);

/// A move: the stops (start, then every landing or the destination) and a promotion.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Mv {
    stops: Vec<Sq>,
    /// For a monkey series: the jumped cells.
    jumped: Vec<Sq>,
    promote: bool,
}

/// The readings of AMB-CONGO-1..4: the defaults are the [R] readings.
#[derive(Debug, Clone, Copy)]
struct Readings {
    /// AMB-CONGO-4 [R]: the lion stays in its castle (else: its own side of the river).
    castle: bool,
    /// AMB-CONGO-1 alternative: the crocodile slides only forward to the river (none beyond it).
    croc_forward: bool,
    /// AMB-CONGO-2 alternative: backward pawn and superpawn moves may jump.
    jumping_back: bool,
    /// AMB-CONGO-3 alternative: a series drowns its monkey when it starts and ends in the river.
    ends_drown: bool,
}

const DEFAULT: Readings = Readings { castle: true, croc_forward: false, jumping_back: false, ends_drown: false };

#[derive(Debug, Clone, PartialEq, Eq)]
struct Pos {
    cells: [[Option<Piece>; 7]; 7],
    white_to_move: bool,
    halfmove: u32,
    fullmove: u32,
}

#[derive(Debug, Clone, Copy, Default)]
struct Events {
    drowned: usize,
    monkey_drowned: usize,
    series_2: usize,
    series_3: usize,
    flying: usize,
    promotions: usize,
    lion_taken: usize,
    river_captures: usize,
    /// Lion moves ending outside the castle (files a, b, f, g).
    lion_outside: usize,
}

const RIVER: i32 = 3; // rank 4
const ALL8: [Sq; 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
const ORTH: [Sq; 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

fn on(s: Sq) -> bool {
    (0..7).contains(&s.0) && (0..7).contains(&s.1)
}

fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

fn add(a: Sq, d: Sq, k: i32) -> Sq {
    (a.0 + d.0 * k, a.1 + d.1 * k)
}

impl Pos {
    fn at(&self, s: Sq) -> Option<Piece> {
        if on(s) {
            self.cells[s.0 as usize][s.1 as usize]
        } else {
            None
        }
    }

    fn set(&mut self, s: Sq, p: Option<Piece>) {
        self.cells[s.0 as usize][s.1 as usize] = p;
    }

    fn lion_of(&self, white: bool) -> Option<Sq> {
        (0..7)
            .flat_map(|f| (0..7).map(move |r| (f, r)))
            .find(|&s| self.at(s) == Some(Piece { kind: Kind::Lion, white }))
    }

    /// Whether the lion of `white` may stand on `s`: its castle (c-e, its three ranks), or with the
    /// article's reading its own side of the river.
    fn lion_may_stand(s: Sq, white: bool, rd: &Readings) -> bool {
        let own_side = if white { s.1 < RIVER } else { s.1 > RIVER };
        own_side && (!rd.castle || (2..=4).contains(&s.0))
    }

    fn moves(&self, rd: &Readings) -> Vec<Mv> {
        let mut out = Vec::new();
        // The game is over once a lion is gone.
        if self.lion_of(true).is_none() || self.lion_of(false).is_none() {
            return out;
        }
        let us = self.white_to_move;
        let fwd = if us { 1 } else { -1 };
        for f in 0..7 {
            for r in 0..7 {
                let from = (f, r);
                let Some(p) = self.at(from) else { continue };
                if p.white != us {
                    continue;
                }
                let mut to_cells: Vec<Sq> = Vec::new();
                let empty = |s: Sq| on(s) && self.at(s).is_none();
                let enemy = |s: Sq| self.at(s).is_some_and(|q| q.white != us);
                let free = |s: Sq| empty(s) || enemy(s);
                // A slide of at most `max` cells in direction d: empties, then a first enemy.
                let slide = |d: Sq, max: i32, out: &mut Vec<Sq>| {
                    for k in 1..=max {
                        let s = add(from, d, k);
                        if !on(s) {
                            break;
                        }
                        if empty(s) {
                            out.push(s);
                        } else {
                            if enemy(s) {
                                out.push(s);
                            }
                            break;
                        }
                    }
                };
                match p.kind {
                    Kind::Lion => {
                        for d in ALL8 {
                            let s = add(from, d, 1);
                            if free(s) && Self::lion_may_stand(s, us, rd) {
                                to_cells.push(s);
                            }
                            // The flying capture: along the line over empty cells to the enemy lion.
                            let mut k = 2;
                            while on(add(from, d, k)) && empty(add(from, d, k - 1)) {
                                let s = add(from, d, k);
                                if let Some(q) = self.at(s) {
                                    if q.kind == Kind::Lion && q.white != us {
                                        to_cells.push(s);
                                    }
                                    break;
                                }
                                k += 1;
                            }
                        }
                    }
                    Kind::Giraffe => {
                        for d in ALL8 {
                            if empty(add(from, d, 1)) {
                                to_cells.push(add(from, d, 1));
                            }
                            if free(add(from, d, 2)) {
                                to_cells.push(add(from, d, 2));
                            }
                        }
                    }
                    Kind::Elephant => {
                        for d in ORTH {
                            for k in 1..=2 {
                                if free(add(from, d, k)) {
                                    to_cells.push(add(from, d, k));
                                }
                            }
                        }
                    }
                    Kind::Zebra => {
                        for (a, b) in [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)] {
                            if free((f + a, r + b)) {
                                to_cells.push((f + a, r + b));
                            }
                        }
                    }
                    Kind::Crocodile => {
                        for d in ALL8 {
                            if free(add(from, d, 1)) {
                                to_cells.push(add(from, d, 1));
                            }
                        }
                        if r == RIVER {
                            // Along the river, any distance.
                            slide((1, 0), 7, &mut to_cells);
                            slide((-1, 0), 7, &mut to_cells);
                        } else if !(rd.croc_forward && (if us { r > RIVER } else { r < RIVER })) {
                            // Straight toward the river, up to and including its cell (AMB-CONGO-1).
                            let dist = (RIVER - r).abs();
                            slide((0, (RIVER - r).signum()), dist, &mut to_cells);
                        }
                    }
                    Kind::Pawn => {
                        for dx in [-1, 0, 1] {
                            if free((f + dx, r + fwd)) {
                                to_cells.push((f + dx, r + fwd));
                            }
                        }
                        let beyond = if us { r > RIVER } else { r < RIVER };
                        if beyond {
                            // One or two straight back, not capturing, not jumping (AMB-CONGO-2).
                            for k in 1..=2 {
                                let s = (f, r - fwd * k);
                                if empty(s) {
                                    to_cells.push(s);
                                } else if !rd.jumping_back {
                                    break;
                                }
                            }
                        }
                    }
                    Kind::Superpawn => {
                        for (dx, dy) in [(-1, fwd), (0, fwd), (1, fwd), (-1, 0), (1, 0)] {
                            if free((f + dx, r + dy)) {
                                to_cells.push((f + dx, r + dy));
                            }
                        }
                        for dx in [-1, 0, 1] {
                            for k in 1..=2 {
                                let s = (f + dx * k, r - fwd * k);
                                if empty(s) {
                                    to_cells.push(s);
                                } else if !rd.jumping_back {
                                    break;
                                }
                            }
                        }
                    }
                    Kind::Monkey => {
                        for d in ALL8 {
                            if empty(add(from, d, 1)) {
                                to_cells.push(add(from, d, 1));
                            }
                        }
                        let mut board = self.clone();
                        board.set(from, None);
                        board.series(from, from.1 == RIVER, us, rd, &mut vec![from], &mut vec![], &mut out);
                    }
                }
                to_cells.sort();
                to_cells.dedup();
                for to in to_cells {
                    let last = if us { 6 } else { 0 };
                    let promote = p.kind == Kind::Pawn && to.1 == last;
                    out.push(Mv { stops: vec![from, to], jumped: vec![], promote });
                }
            }
        }
        out
    }

    /// The monkey's series from `cur` (13.3): jump an adjacent enemy onto the empty cell behind;
    /// captured pieces leave at once; stop anywhere; the series ends on taking the lion or on a
    /// drowning (two river stops in a row, the start counting).
    #[allow(clippy::too_many_arguments)]
    fn series(
        &mut self,
        cur: Sq,
        in_river: bool,
        us: bool,
        rd: &Readings,
        stops: &mut Vec<Sq>,
        jumped: &mut Vec<Sq>,
        out: &mut Vec<Mv>,
    ) {
        for d in ALL8 {
            let over = add(cur, d, 1);
            let land = add(cur, d, 2);
            let Some(victim) = self.at(over) else { continue };
            if victim.white == us || !on(land) || self.at(land).is_some() {
                continue;
            }
            stops.push(land);
            jumped.push(over);
            out.push(Mv { stops: stops.clone(), jumped: jumped.clone(), promote: false });
            let land_river = land.1 == RIVER;
            let drowns = in_river && land_river && !rd.ends_drown;
            if victim.kind != Kind::Lion && !drowns && jumped.len() < MAX_SERIES {
                self.set(over, None);
                self.series(land, land_river, us, rd, stops, jumped, out);
                self.set(over, Some(victim));
            }
            stops.pop();
            jumped.pop();
        }
    }

    fn string(m: &Mv) -> String {
        let mut s: String = m.stops.iter().map(|&c| name(c)).collect();
        if m.promote {
            s.push('s');
        }
        s
    }

    fn play(&mut self, m: &Mv, rd: &Readings) -> Events {
        let mut ev = Events::default();
        let us = self.white_to_move;
        // Pieces of the mover's side that can drown: in the river, not crocodiles, at the turn's start.
        let river_before: Vec<Sq> = (0..7)
            .map(|f| (f, RIVER))
            .filter(|&s| self.at(s).is_some_and(|p| p.white == us && p.kind != Kind::Crocodile))
            .collect();
        let from = m.stops[0];
        let to = *m.stops.last().unwrap();
        let mut mover = self.at(from).unwrap();
        let was_pawn = mover.kind == Kind::Pawn;
        self.set(from, None);
        let mut captured = false;
        if mover.kind == Kind::Monkey && !m.jumped.is_empty() {
            for &j in &m.jumped {
                let v = self.at(j).unwrap();
                ev.lion_taken += usize::from(v.kind == Kind::Lion);
                ev.river_captures += usize::from(j.1 == RIVER);
                self.set(j, None);
            }
            captured = true;
            ev.series_2 += usize::from(m.jumped.len() >= 2);
            ev.series_3 += usize::from(m.jumped.len() >= 3);
            self.set(to, Some(mover));
            let n = m.stops.len();
            let before = if rd.ends_drown { from } else { m.stops[n - 2] };
            if before.1 == RIVER && to.1 == RIVER {
                self.set(to, None);
                ev.monkey_drowned += 1;
            }
        } else {
            if let Some(v) = self.at(to) {
                captured = true;
                ev.lion_taken += usize::from(v.kind == Kind::Lion);
                ev.river_captures += usize::from(to.1 == RIVER);
                ev.flying += usize::from(mover.kind == Kind::Lion && (to.1 - from.1).abs() > 1);
            }
            ev.lion_outside += usize::from(mover.kind == Kind::Lion && !(2..=4).contains(&to.0));
            if m.promote {
                mover.kind = Kind::Superpawn;
                ev.promotions += 1;
            }
            self.set(to, Some(mover));
        }
        // Drowning (13.4 [R]): a piece in the river at the start of the turn that is still there.
        let series = mover.kind == Kind::Monkey && !m.jumped.is_empty();
        for s in river_before {
            let still = if s == from { !series && to.1 == RIVER && self.at(to).is_some() } else { true };
            let cell = if s == from { to } else { s };
            if still && self.at(cell).is_some_and(|p| p.white == us) {
                self.set(cell, None);
                ev.drowned += 1;
            }
        }
        self.halfmove = if captured || was_pawn { 0 } else { self.halfmove + 1 };
        if !us {
            self.fullmove += 1;
        }
        self.white_to_move = !us;
        ev
    }

    fn fen(&self) -> String {
        let mut s = String::new();
        for r in (0..7).rev() {
            let mut run = 0;
            for f in 0..7 {
                match self.at((f, r)) {
                    None => run += 1,
                    Some(p) => {
                        if run > 0 {
                            s += &run.to_string();
                            run = 0;
                        }
                        let l = LETTERS.iter().find(|(k, _)| *k == p.kind).unwrap().1;
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
        format!("{s} {} - - {} {}", if self.white_to_move { 'w' } else { 'b' }, self.halfmove, self.fullmove)
    }

    fn from_fen(fen: &str) -> Pos {
        let f: Vec<&str> = fen.split(' ').collect();
        let mut p = Pos {
            cells: [[None; 7]; 7],
            white_to_move: f[1] == "w",
            halfmove: f[4].parse().unwrap(),
            fullmove: f[5].parse().unwrap(),
        };
        for (i, row) in f[0].split('/').enumerate() {
            let r = 6 - i as i32;
            let mut file = 0;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10) {
                    file += d as i32;
                    continue;
                }
                let kind = LETTERS.iter().find(|(_, l)| *l == ch.to_ascii_lowercase()).expect("a Congo piece").0;
                p.set((file, r), Some(Piece { kind, white: ch.is_ascii_uppercase() }));
                file += 1;
            }
        }
        p
    }

    /// The outcome (13.4): a side without its lion has lost; no move loses; two bare lions draw
    /// unless the side to move can take the other.
    fn outcome(&self, rd: &Readings) -> Option<Option<Color>> {
        let side = |w: bool| if w { Color::White } else { Color::Black };
        for w in [true, false] {
            if self.lion_of(w).is_none() {
                return Some(Some(side(!w)));
            }
        }
        let pieces = (0..7).flat_map(|f| (0..7).map(move |r| (f, r))).filter(|&s| self.at(s).is_some()).count();
        let ms = self.moves(rd);
        if pieces == 2 {
            let target = self.lion_of(!self.white_to_move).unwrap();
            let takes = ms.iter().any(|m| *m.stops.last().unwrap() == target);
            return Some(takes.then_some(side(self.white_to_move)));
        }
        if ms.is_empty() {
            return Some(Some(side(!self.white_to_move)));
        }
        None
    }
}

fn perft(p: &Pos, depth: u32, rd: &Readings) -> u64 {
    let ms = p.moves(rd);
    if depth == 1 {
        return ms.len() as u64;
    }
    ms.iter()
        .map(|m| {
            let mut q = p.clone();
            q.play(m, rd);
            perft(&q, depth - 1, rd)
        })
        .sum()
}

fn divide(p: &Pos, depth: u32, rd: &Readings) -> Vec<(String, u64)> {
    p.moves(rd)
        .iter()
        .map(|m| {
            let mut q = p.clone();
            q.play(m, rd);
            (Pos::string(m), if depth <= 1 { 1 } else { perft(&q, depth - 1, rd) })
        })
        .collect()
}

/// §13.2: animals on the back ranks (giraffes facing each other), pawns in front.
const START: &str = "gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w - - 0 1";

fn id(rd: &Readings) -> String {
    let mut id = "congo".to_string();
    for (on, name) in [
        (!rd.castle, "article_lion"),
        (rd.croc_forward, "croc_forward"),
        (rd.jumping_back, "jumping_back"),
        (rd.ends_drown, "standard_drowning"),
    ] {
        if on {
            id.push('+');
            id.push_str(name);
        }
    }
    id
}

#[test]
fn perft_from_the_start_agrees_with_the_slow_generator() {
    let start = Pos::from_fen(START);
    assert_eq!(Game::new("congo", None).unwrap().fen(), start.fen(), "the engine's start is §13.2's");
    for rd in [DEFAULT, Readings { castle: false, croc_forward: true, jumping_back: true, ends_drown: true }] {
        for depth in 1..=4 {
            let n = compare_perft(&id(&rd), START, depth, |d| perft(&start, d, &rd), |d| divide(&start, d, &rd))
                .unwrap_or_else(|e| panic!("{e}"));
            println!("perft {} {depth}: {n}", id(&rd));
        }
    }
}

#[test]
fn perft_from_the_hand_built_positions_agrees_with_the_slow_generator() {
    for rd in [DEFAULT, Readings { castle: false, croc_forward: true, jumping_back: true, ends_drown: true }] {
        for fen in POSITIONS {
            let p = Pos::from_fen(fen);
            compare_perft(&id(&rd), fen, 3, |d| perft(&p, d, &rd), |d| divide(&p, d, &rd))
                .unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

/// The longest monkey series either generator makes: 13 jumps, one for every enemy piece of
/// Congo's setup besides the lion (a jump over the lion ends the series).
const MAX_SERIES: usize = 13;

/// Hand-built positions for the rules the playouts must reach.
const POSITIONS: &[&str] = &[
    // Monkeys beside chains of victims, in and out of the river; a pawn in the river.
    "2l4/1p1p3/2p1p2/1pMp1P1/2p1p2/1P5/2L1m2 w - - 0 1",
    // Pieces in the river for both sides, crocodiles on several ranks, a monkey to drown.
    "c1l1z2/p2e1p1/7/M1pCp1E/1P1p3/C6/2L1e2 b - - 0 1",
    // Lions facing on an open file and diagonal, pawns about to promote, superpawns.
    "3l3/P5s/7/7/7/S5p/3L3 w - - 0 1",
    // Crowded middle: every piece type, lots of contact.
    "gmelecz/p1p1p1p/1p1p1p1/P1P1P1P/1P1P1P1/7/GMELECZ w - - 0 1",
    // Lions with room to walk (the castle, or with the article's reading the whole own side).
    "3l3/1z1p3/7/7/7/3P1Z1/3L3 w - - 0 1",
    // Monkey next to the enemy lion; the lion may be taken in a series.
    "1ppl3/1pM4/2p4/7/7/7/3L3 w - - 0 1",
    // A snake of all 13 enemy pieces besides the lion: a series of 13 jumps, a1 to e7.
    "2l2z1/6c/1p1p1p1/p6/1p1p1p1/3L2m/Me1e1g1 w - - 0 1",
];

fn playouts(rd: &Readings, start: &str, games: usize, max_plies: usize, seed: u64, total: &mut Events) -> usize {
    let id = &id(rd);
    let mut rng = Rng::new(seed);
    let mut plies = 0;
    for game_no in 0..games {
        let mut g = Game::new(id, Some(start)).unwrap_or_else(|e| panic!("{id} '{start}': {e}"));
        let mut p = Pos::from_fen(start);
        let mut fens = vec![g.fen()];
        for ply in 0..max_plies {
            let ctx = format!("{id} game {game_no} ply {ply} from '{start}', at '{}'", p.fen());
            assert_eq!(g.fen(), p.fen(), "{ctx}: positions differ");
            let ms = p.moves(rd);
            let mut want: Vec<String> = ms.iter().map(Pos::string).collect();
            want.sort();
            let expected = p.outcome(rd);
            let got = g.outcome().map(|o| o.winner);
            assert_eq!(got, expected, "{ctx}: outcome");
            if expected.is_some() {
                break;
            }
            assert_eq!(g.legal_moves(), want, "{ctx}: legal moves");
            let mut back = Game::new(id, Some(&g.fen())).unwrap_or_else(|e| panic!("{ctx}: reading back: {e}"));
            assert_eq!(back.legal_moves(), want, "{ctx}: moves after reading back");
            assert_eq!(back.hash(), g.hash(), "{ctx}: hash after reading back");
            // Prefer captures (series above all) half of the time.
            let caps: Vec<&Mv> =
                ms.iter().filter(|m| !m.jumped.is_empty() || p.at(*m.stops.last().unwrap()).is_some()).collect();
            let m = if !caps.is_empty() && rng.below(2) == 0 {
                let longest = caps.iter().map(|m| m.jumped.len()).max().unwrap();
                let best: Vec<&&Mv> = caps.iter().filter(|m| m.jumped.len() == longest).collect();
                (*best[rng.below(best.len())]).clone()
            } else {
                ms[rng.below(ms.len())].clone()
            };
            let s = Pos::string(&m);
            g.play(&s).unwrap_or_else(|e| panic!("{ctx}: engine refuses {s}: {e}"));
            let e = p.play(&m, rd);
            for (a, b) in [
                (&mut total.drowned, e.drowned),
                (&mut total.monkey_drowned, e.monkey_drowned),
                (&mut total.series_2, e.series_2),
                (&mut total.series_3, e.series_3),
                (&mut total.flying, e.flying),
                (&mut total.promotions, e.promotions),
                (&mut total.lion_taken, e.lion_taken),
                (&mut total.river_captures, e.river_captures),
                (&mut total.lion_outside, e.lion_outside),
            ] {
                *a += b;
            }
            fens.push(g.fen());
            plies += 1;
        }
        while let Some(m) = g.undo() {
            fens.pop();
            assert_eq!(&g.fen(), fens.last().unwrap(), "{id} game {game_no}: undo of {m}");
        }
    }
    plies
}

fn all_playouts(rd: Readings, seed: u64) -> Events {
    let mut total = Events::default();
    let mut plies = playouts(&rd, START, 30, 300, seed, &mut total);
    for (k, pos) in POSITIONS.iter().enumerate() {
        plies += playouts(&rd, pos, 30, 150, seed ^ ((k as u64 + 1) * 0x9E37), &mut total);
    }
    println!("{}: {plies} plies, {total:?}", id(&rd));
    assert!(plies >= 1000, "{plies} plies");
    total
}

#[test]
fn random_playouts_agree_with_the_slow_generator() {
    let article = Readings { castle: false, ..DEFAULT };
    for (rd, seed) in [(DEFAULT, 31), (article, 32)] {
        let e = all_playouts(rd, seed);
        assert!(e.drowned >= 5 && e.monkey_drowned >= 1, "{e:?}");
        assert!(e.series_2 >= 5 && e.series_3 >= 1, "{e:?}");
        assert!(e.flying >= 1 && e.promotions >= 3 && e.lion_taken >= 3 && e.river_captures >= 3, "{e:?}");
        // The castle holds the lion (AMB-CONGO-4 [R]); the article's reading lets it out.
        assert_eq!(e.lion_outside == 0, rd.castle, "{e:?}");
    }
}

#[test]
fn random_playouts_of_the_other_readings_agree_with_the_slow_generator() {
    for (rd, seed) in [
        (Readings { croc_forward: true, ..DEFAULT }, 41),
        (Readings { jumping_back: true, ..DEFAULT }, 42),
        (Readings { ends_drown: true, ..DEFAULT }, 43),
        (Readings { castle: false, croc_forward: true, jumping_back: true, ends_drown: true }, 44),
    ] {
        let e = all_playouts(rd, seed);
        assert!(e.drowned >= 5 && e.series_2 >= 5, "{}: {e:?}", id(&rd));
    }
}

#[test]
fn the_river_drowns_and_the_crocodile_does_not() {
    // White's pawn c4 and crocodile a4 stood in the river when White's turn began: after any
    // White move that leaves them there, the pawn is gone, the crocodile stays (13.4).
    let start = "3l3/7/7/C1P4/7/7/3L3 w - - 0 1";
    let mut g = Game::new("congo", Some(start)).unwrap();
    let mut p = Pos::from_fen(start);
    let rd = DEFAULT;
    let m = p.moves(&rd).into_iter().find(|m| Pos::string(m) == "d1d2").unwrap();
    p.play(&m, &rd);
    g.play("d1d2").unwrap();
    assert_eq!(g.fen(), p.fen());
    assert_eq!(g.piece_at("c4").unwrap(), None, "the pawn drowned");
    assert_eq!(g.piece_at("a4").unwrap(), Some(('c', Color::White)), "the crocodile never drowns");
    g.undo();
    assert_eq!(g.fen(), Game::new("congo", Some(start)).unwrap().fen(), "undo brings the drowned pawn back");
}

#[test]
fn a_monkey_series_is_one_move_with_every_landing() {
    // The monkey a1 jumps b2 to c3, then c4 to c5 (through the river, landing outside it).
    let fen = "3l3/7/7/2p4/7/1p5/M2L3 w - - 0 1";
    let mut g = Game::new("congo", Some(fen)).unwrap();
    let p = Pos::from_fen(fen);
    let mut want: Vec<String> = p.moves(&DEFAULT).iter().map(Pos::string).collect();
    want.sort();
    assert_eq!(g.legal_moves(), want);
    assert!(want.contains(&"a1c3c5".to_string()) && want.contains(&"a1c3".to_string()));
    let a = fairyboard::game::GameInterface::actions(&mut g, fairyboard::game::Origin::Cell("a1"), None).unwrap();
    let double = a.iter().find(|a| a.notation == "a1c3c5").unwrap();
    assert_eq!(double.captures, ["b2", "c4"]);
    assert_eq!(double.stops, ["c3"]);
    g.play("a1c3c5").unwrap();
    assert_eq!(g.piece_at("b2").unwrap(), None);
    assert_eq!(g.piece_at("c4").unwrap(), None);
    assert_eq!(g.piece_at("c5").unwrap(), Some(('m', Color::White)));
}

#[test]
fn a_monkey_takes_all_thirteen_pieces_besides_the_lion_in_one_series() {
    let fen = POSITIONS.iter().find(|f| f.starts_with("2l2z1")).unwrap();
    let mut g = Game::new("congo", Some(fen)).unwrap();
    let longest = "a1c1e1g1g3e3c3a3a5c5e5g5g7e7";
    let moves = g.legal_moves();
    assert!(moves.iter().any(|m| m == longest), "{moves:?}");
    let series: Vec<&String> = moves.iter().filter(|m| m.starts_with("a1c1")).collect();
    assert_eq!(series.len(), 13, "one move for each stop of the snake: {series:?}");
    let before = g.fen();
    g.play(longest).unwrap();
    assert_eq!(g.fen(), "2l1M2/7/7/7/7/3L3/7 b - - 0 1");
    assert_eq!(g.history(), [longest]);
    g.undo().unwrap();
    assert_eq!(g.fen(), before);
}

#[test]
fn two_bare_lions_duel() {
    // Two bare lions: the side to move wins if it can take the other (an open file), else a draw.
    let mut open = Game::new("congo", Some("3l3/7/7/7/7/7/3L3 w - - 0 1")).unwrap();
    let o = open.outcome().expect("over");
    assert_eq!(o.winner, Some(Color::White));
    let mut closed = Game::new("congo", Some("2l4/7/7/7/7/7/3L3 w - - 0 1")).unwrap();
    assert_eq!(closed.outcome().expect("over").winner, None);
    let rd = DEFAULT;
    assert_eq!(Pos::from_fen("3l3/7/7/7/7/7/3L3 w - - 0 1").outcome(&rd), Some(Some(Color::White)));
    assert_eq!(Pos::from_fen("2l4/7/7/7/7/7/3L3 w - - 0 1").outcome(&rd), Some(None));
}

#[test]
fn the_specs_position_string_reads_as_the_start() {
    // §13.2 writes the start with one `-` for the absent castling and en passant fields.
    let spec = Game::new("congo", Some("gmelecz/ppppppp/7/7/7/PPPPPPP/GMELECZ w - 0 1")).expect("§13.2 FEN");
    let start = Game::new("congo", None).unwrap();
    assert_eq!(spec.fen(), start.fen());
    assert_eq!(spec.fen(), START);
    let mut later = Game::new("congo", Some("3l3/7/7/7/7/7/3L3 b - 7 12")).expect("counters after one '-'");
    assert_eq!(later.fen(), "3l3/7/7/7/7/7/3L3 b - - 7 12");
    assert_eq!(later.outcome().expect("over").winner, Some(Color::Black));
}

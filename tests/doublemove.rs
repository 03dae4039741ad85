//! Double-move chess (spec variants-catalog §5): two moves a turn (White's first turn one), no
//! check — the king is captured —, no en passant, castling without the attack condition
//! (AMB-DBL-1), a turn that cannot be completed ends (AMB-DBL-2). The engine agrees with an
//! independent slow generator written here from the spec (own board, own move rules, own turn
//! counting) on perft from the start and at every ply of random games, and its position string
//! (`part:2`) and undo keep the turn. Run in release mode.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::Rng;
use fairyboard::game::GameInterface;
use fairyboard::pieces::Color;
use fairyboard::{Game, Reason};

/// The slow model: board[file][rank], upper case White; castling rights as rook squares.
#[derive(Clone)]
struct Slow {
    board: [[Option<char>; 8]; 8],
    white: bool,
    /// Moves already made in this turn; `turn_no` counts turns from 1 (White's first is 1 move).
    part: u32,
    turn_no: u32,
    rights: Vec<(i32, i32)>,
    over: bool,
    /// Every turn this many moves (a test variant), instead of double-move chess's 1, then 2.
    long: Option<u32>,
}

type Sq = (i32, i32);

fn on(s: Sq) -> bool {
    (0..8).contains(&s.0) && (0..8).contains(&s.1)
}

fn name(s: Sq) -> String {
    format!("{}{}", (b'a' + s.0 as u8) as char, s.1 + 1)
}

impl Slow {
    fn start() -> Slow {
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
            part: 0,
            turn_no: 1,
            rights: vec![(0, 0), (7, 0), (0, 7), (7, 7)],
            over: false,
            long: None,
        }
    }

    fn at(&self, s: Sq) -> Option<char> {
        self.board[s.0 as usize][s.1 as usize]
    }

    fn turn_len(&self) -> u32 {
        if let Some(n) = self.long {
            n
        } else if self.turn_no == 1 {
            1
        } else {
            2
        }
    }

    /// Pseudo-legal moves as strings, sorted (no check rule).
    fn moves(&self) -> Vec<String> {
        if self.over {
            return vec![];
        }
        let mut out = Vec::new();
        let own = |p: char| p.is_ascii_uppercase() == self.white;
        for x in 0..8 {
            for y in 0..8 {
                let from = (x, y);
                let Some(p) = self.at(from).filter(|&p| own(p)) else { continue };
                let mut add = |to: Sq, out: &mut Vec<String>| -> bool {
                    if !on(to) {
                        return false;
                    }
                    match self.at(to) {
                        Some(q) if own(q) => false,
                        Some(_) => {
                            out.push(format!("{}{}", name(from), name(to)));
                            false
                        }
                        None => {
                            out.push(format!("{}{}", name(from), name(to)));
                            true
                        }
                    }
                };
                let ride = |dirs: &[(i32, i32)],
                            far: bool,
                            out: &mut Vec<String>,
                            add: &mut dyn FnMut(Sq, &mut Vec<String>) -> bool| {
                    for &(dx, dy) in dirs {
                        let mut cur = (x + dx, y + dy);
                        while add(cur, out) && far {
                            cur = (cur.0 + dx, cur.1 + dy);
                        }
                    }
                };
                const ORTHO: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
                const DIAG: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
                const KNIGHT: [(i32, i32); 8] =
                    [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];
                match p.to_ascii_lowercase() {
                    'n' => ride(&KNIGHT, false, &mut out, &mut add),
                    'b' => ride(&DIAG, true, &mut out, &mut add),
                    'r' => ride(&ORTHO, true, &mut out, &mut add),
                    'q' => {
                        ride(&ORTHO, true, &mut out, &mut add);
                        ride(&DIAG, true, &mut out, &mut add);
                    }
                    'k' => {
                        ride(&ORTHO, false, &mut out, &mut add);
                        ride(&DIAG, false, &mut out, &mut add);
                        // Castling: king and rook unmoved, the squares between empty; attacks ignored.
                        let rank = if self.white { 0 } else { 7 };
                        if from == (4, rank) {
                            for (rf, kto) in [(0, 2), (7, 6)] {
                                let empty = (rf.min(4) + 1..rf.max(4)).all(|f| self.at((f, rank)).is_none());
                                if self.rights.contains(&(rf, rank)) && empty {
                                    out.push(format!("{}{}", name(from), name((kto, rank))));
                                }
                            }
                        }
                    }
                    'p' => {
                        let dy = if self.white { 1 } else { -1 };
                        let last = if self.white { 7 } else { 0 };
                        let push = |to: Sq, out: &mut Vec<String>| {
                            let base = format!("{}{}", name(from), name(to));
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
                            if on(to) && self.at(to).is_some_and(|q| !own(q)) {
                                push(to, &mut out);
                            }
                        }
                    }
                    _ => unreachable!(),
                }
            }
        }
        out.sort();
        out
    }

    fn play(&self, m: &str) -> Slow {
        let sq = |s: &str| ((s.as_bytes()[0] - b'a') as i32, (s.as_bytes()[1] - b'1') as i32);
        let (from, to) = (sq(&m[0..2]), sq(&m[2..4]));
        let mut n = self.clone();
        let p = self.at(from).unwrap();
        let taken = self.at(to);
        n.board[from.0 as usize][from.1 as usize] = None;
        let placed = match m.chars().nth(4) {
            Some(c) if self.white => c.to_ascii_uppercase(),
            Some(c) => c,
            None => p,
        };
        n.board[to.0 as usize][to.1 as usize] = Some(placed);
        if p.eq_ignore_ascii_case(&'k') && (to.0 - from.0).abs() == 2 {
            let (rf, rt) = if to.0 == 6 { (7, 5) } else { (0, 3) };
            n.board[rt as usize][from.1 as usize] = n.board[rf as usize][from.1 as usize].take();
        }
        if p.eq_ignore_ascii_case(&'k') {
            n.rights.retain(|r| r.1 != from.1);
        }
        n.rights.retain(|&r| r != from && r != to);
        if taken.is_some_and(|q| q.eq_ignore_ascii_case(&'k')) {
            n.over = true;
            return n;
        }
        n.part += 1;
        // The turn ends after its moves, or when no further move exists (AMB-DBL-2).
        if n.part >= self.turn_len() || n.moves().is_empty() {
            n.part = 0;
            n.white = !n.white;
            n.turn_no += 1;
        }
        n
    }

    /// The number of ways to play the next `turns` whole turns.
    fn perft_turns(&self, turns: u32) -> u64 {
        if turns == 0 {
            return 1;
        }
        let m = self.moves();
        m.iter()
            .map(|x| {
                let n = self.play(x);
                n.perft_turns(if n.white != self.white || n.over { turns - 1 } else { turns })
            })
            .sum()
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let m = self.moves();
        if depth == 1 {
            return m.len() as u64;
        }
        m.iter().map(|x| self.play(x).perft(depth - 1)).sum()
    }
}

#[test]
fn perft_agrees_with_the_slow_generator() {
    let mut g = Game::new("doublemove", None).unwrap();
    let slow = Slow::start();
    for d in 1..=4 {
        assert_eq!(g.perft(d), slow.perft(d), "depth {d}");
    }
    // Counted per turn: White's 1 move, then Black's 2.
    for turns in 1..=2 {
        assert_eq!(common::perft_turns(&mut g, turns), slow.perft_turns(turns), "{turns} turns");
    }
}

#[test]
fn random_games_agree_turn_by_turn_and_undo_keeps_the_turn() {
    let mut rng = Rng::new(0x0dd_b1e);
    let mut kings_taken = 0;
    for game in 0..30 {
        let mut g = Game::new("doublemove", None).unwrap();
        let mut slow = Slow::start();
        let mut fens = vec![g.fen()];
        for ply in 0..300 {
            let mut moves = g.legal_moves();
            moves.sort();
            assert_eq!(moves, slow.moves(), "game {game} ply {ply}: {}", g.fen());
            if let Some(o) = g.outcome() {
                if o.reason == Reason::Extinction || o.reason == Reason::Goal {
                    kings_taken += 1;
                    assert!(slow.over, "game {game}: the slow model also saw the king taken");
                }
                break;
            }
            let turn = GameInterface::turn(&g);
            assert_eq!(turn.side == Color::White, slow.white, "game {game} ply {ply}: side");
            assert_eq!((turn.part, turn.parts), (slow.part + 1, slow.turn_len()), "game {game} ply {ply}");
            assert!(g.fen().ends_with(&format!(" part:{}", slow.part + 1)), "{}", g.fen());
            assert_eq!(Game::new("doublemove", Some(&g.fen())).unwrap().fen(), g.fen(), "FEN round trip");
            // Prefer captures half of the time, so kings fall and games end.
            let caps: Vec<&String> = moves.iter().filter(|m| g.token_at(&m[2..4]).ok().flatten().is_some()).collect();
            let m = if !caps.is_empty() && rng.below(2) == 0 {
                caps[rng.below(caps.len())].clone()
            } else {
                moves[rng.below(moves.len())].clone()
            };
            g.play(&m).unwrap();
            slow = slow.play(&m);
            fens.push(g.fen());
        }
        while g.undo().is_some() {
            fens.pop();
            assert_eq!(g.fen(), *fens.last().unwrap(), "undo steps back one move, within the turn too");
        }
    }
    assert!(kings_taken > 10, "kings taken in {kings_taken} games");
}

#[test]
fn a_bad_turn_field_is_refused() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 part:2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 part:0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 part:x",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ] {
        assert!(Game::new("doublemove", Some(fen)).is_err(), "{fen}");
    }
    let g = Game::new("doublemove", Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 part:2")).unwrap();
    assert_eq!(GameInterface::turn(&g).part, 2);
}

#[test]
fn the_record_groups_moves_into_turns() {
    let mut g = Game::new("doublemove", None).unwrap();
    for m in ["e2e4", "e7e5", "d8h4", "f2f3", "a2a3", "h4e1"] {
        g.play(m).unwrap();
    }
    let turns: Vec<(Color, Vec<String>)> =
        GameInterface::history_turns(&g).into_iter().map(|t| (t.side, t.moves)).collect();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        turns,
        vec![
            (Color::White, s(&["e2e4"])),
            (Color::Black, s(&["e7e5", "d8h4"])),
            (Color::White, s(&["f2f3", "a2a3"])),
            (Color::Black, s(&["h4e1"])),
        ]
    );
    // One move a turn in chess, from a position with Black to move.
    let mut c = Game::new("chess", Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")).unwrap();
    for m in ["e7e5", "g1f3"] {
        c.play(m).unwrap();
    }
    let sides: Vec<Color> = GameInterface::history_turns(&c).into_iter().map(|t| t.side).collect();
    // Article 003's diagram #doublemove-turn: after 1. f3 e5 Qh4, White's turn of two moves.
    let mut d = Game::new("doublemove", None).unwrap();
    for m in ["f2f3", "e7e5", "d8h4"] {
        d.play(m).unwrap();
    }
    assert_eq!(d.fen(), "rnb1kbnr/pppp1ppp/8/4p3/7q/5P2/PPPPP1PP/RNBQKBNR w KQkq - 1 2 part:1");
    assert_eq!(sides, [Color::Black, Color::White]);
}

#[test]
fn long_turns_stay_cheap_and_agree() {
    // 64 moves a turn with `turn_blocked = ends_turn`: asking whether a move is left must not nest
    // once per remaining move (that would be exponential in the turn's length).
    let ini = "[longturns:doublemove]\nmoves_per_turn = 64\nfirst_turn_moves = 64\n";
    let v = fairyboard::variants::from_ini(ini, None).unwrap();
    let mut g = Game::from_variant(v, None).unwrap();
    let slow = Slow { long: Some(64), ..Slow::start() };
    for d in 1..=3 {
        assert_eq!(g.perft(d), slow.perft(d), "depth {d}");
    }
    for m in ["e2e4", "d2d4", "g1f3", "f1c4"] {
        g.play(m).unwrap();
    }
    assert_eq!(GameInterface::turn(&g).part, 5, "still White's turn");
}

//! Helpers shared by integration tests (`mod common;`).
#![allow(dead_code)]

pub mod chess_slow;
pub mod chex_slow;
pub mod gess_slow;
pub mod hex_slow;
pub mod makarenko_slow;
pub mod mangle;
pub mod outer_slow;
pub mod renaissance_slow;
pub mod slow;
pub mod tchess_check;
pub mod tchess_slow;

use slow::Slow;

/// Engine perft against slow perft; on a mismatch, every first move whose count differs (divide).
pub fn check_perft(id: &str, fen: &str, depth: u32) -> Result<u64, String> {
    let s = Slow::new(id);
    let pos = s.pos_from_fen(fen);
    compare_perft(id, fen, depth, |d| s.perft(&pos, d), |d| s.divide(&pos, d))
}

/// Engine perft from `fen` against a slow generator's (`slow_perft`, `slow_divide` by depth); on a
/// mismatch, every first move whose count differs (divide).
pub fn compare_perft(
    id: &str,
    fen: &str,
    depth: u32,
    slow_perft: impl Fn(u32) -> u64,
    slow_divide: impl Fn(u32) -> Vec<(String, u64)>,
) -> Result<u64, String> {
    let mut g = fairyboard::Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id} '{fen}': {e}"));
    let want = slow_perft(depth);
    let got = g.perft(depth);
    if want == got {
        return Ok(want);
    }
    let mut msg = format!("{id} '{fen}' depth {depth}: slow {want}, engine {got}");
    let slow_div = slow_divide(depth);
    let eng_div = g.divide(depth);
    for (m, n) in &slow_div {
        match eng_div.iter().find(|(e, _)| e == m) {
            None => msg.push_str(&format!("\n  {m}: slow {n}, engine lacks the move")),
            Some((_, e)) if e != n => msg.push_str(&format!("\n  {m}: slow {n}, engine {e}")),
            _ => {}
        }
    }
    for (m, e) in &eng_div {
        if !slow_div.iter().any(|(x, _)| x == m) {
            msg.push_str(&format!("\n  {m}: engine {e}, slow generator lacks the move"));
        }
    }
    Err(msg)
}

/// A FEN on a `w` x `h` board from a list of pieces such as `"Kf1 +Dd4 pe7 (ln)f10"` (the piece's
/// FEN token, upper case White, then its square), followed by `tail` (side to move and the rest).
pub fn fen_from_pieces(w: usize, h: usize, pieces: &str, tail: &str) -> String {
    let mut board: Vec<Vec<Option<String>>> = vec![vec![None; w]; h];
    for tok in pieces.split_whitespace() {
        // The square: the last letter followed by digits.
        let sq_at = tok.rfind(|c: char| c.is_ascii_alphabetic()).unwrap_or_else(|| panic!("no square in {tok}"));
        let (piece, sq) = tok.split_at(sq_at);
        let file = (sq.as_bytes()[0] - b'a') as usize;
        let rank: usize = sq[1..].parse().unwrap_or_else(|_| panic!("bad square in {tok}"));
        assert!(file < w && (1..=h).contains(&rank), "{tok} is off the {w}x{h} board");
        assert!(board[rank - 1][file].is_none(), "{tok}: square used twice");
        board[rank - 1][file] = Some(piece.to_string());
    }
    let mut s = String::new();
    for r in (0..h).rev() {
        let mut run = 0;
        for cell in &board[r] {
            match cell {
                None => run += 1,
                Some(p) => {
                    if run > 0 {
                        s.push_str(&run.to_string());
                        run = 0;
                    }
                    s.push_str(p);
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
    format!("{s} {tail}")
}

/// The strings, sorted.
pub fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// A small fixed-seed PRNG (xorshift64*), so tests need no extra dependency and replay exactly.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (any value; 0 is replaced).
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 { 0x9E37_79B9_7F4A_7C15 } else { seed })
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// A slow move generator written for the tests: its legal move strings (sorted) and the position
/// after one of them.
pub trait SlowModel: Sized {
    /// Legal move strings, sorted.
    fn legal_moves(&self) -> Vec<String>;
    /// The position after a move string.
    fn after_move(&self, mv: &str) -> Self;
}

/// Walks the engine's tree and the slow model's to `depth`, asserting at every node that the
/// legal move sets agree (`path` names the node on a failure, with the engine's FEN).
pub fn walk_agrees<S: SlowModel>(g: &mut fairyboard::Game, s: &S, depth: u32, path: &mut Vec<String>) {
    let mut engine = g.legal_moves();
    engine.sort();
    assert_eq!(engine, s.legal_moves(), "after {path:?} ({})", g.fen());
    if depth == 0 {
        return;
    }
    for m in engine {
        g.play(&m).unwrap();
        path.push(m.clone());
        walk_agrees(g, &s.after_move(&m), depth - 1, path);
        path.pop();
        g.undo();
    }
}

/// The engine's count of the ways to play the next `turns` whole turns (a turn of several moves
/// counts once; a game that ends, ends its turn).
pub fn perft_turns(g: &mut fairyboard::Game, turns: u32) -> u64 {
    if turns == 0 {
        return 1;
    }
    let side = fairyboard::game::GameInterface::turn(g).side;
    let mut total = 0;
    for m in g.legal_moves() {
        g.play(&m).unwrap();
        let next = if fairyboard::game::GameInterface::turn(g).side != side || g.outcome().is_some() {
            turns - 1
        } else {
            turns
        };
        total += perft_turns(g, next);
        g.undo();
    }
    total
}

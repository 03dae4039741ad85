//! Helpers shared by integration tests (`mod common;`).
#![allow(dead_code)]

pub mod slow;
pub mod tchess_slow;

use slow::Slow;

/// Engine perft against slow perft; on a mismatch, every first move whose count differs (divide).
pub fn check_perft(id: &str, fen: &str, depth: u32) -> Result<u64, String> {
    let s = Slow::new(id);
    let pos = s.pos_from_fen(fen);
    let mut g = fairyboard::Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id} '{fen}': {e}"));
    let want = s.perft(&pos, depth);
    let got = g.perft(depth);
    if want == got {
        return Ok(want);
    }
    let mut msg = format!("{id} '{fen}' depth {depth}: slow {want}, engine {got}");
    let slow_div = s.divide(&pos, depth);
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

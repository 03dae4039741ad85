//! Numbered random start arrays (`start_shuffle`), Chess960-style: the back rank of the start
//! position is shuffled under two rules (the first listed pair stands on squares of both colours;
//! the castling king stands between its two rooks) and Black mirrors White.
//!
//! Arrays are numbered as Scharnagl numbers Chess960, generalised to any width and piece list:
//! from the number `n`, the first pair's piece on a light square takes the `n % L`-th light file
//! (`n /= L`), the one on a dark square the `n % D`-th dark file (`n /= D`); then each further
//! letter in turn takes, of the files still free in order, the `n % k`-th single file or the
//! `n % k`-th pair of files in lexicographic order (`n /= k`); the king and its rooks fill the last
//! three files, king in the middle. For Chess960 (`b q n`) that is the standard numbering
//! (0–959, 518 = RNBQKBNR).

use super::Variant;

/// The shuffled back rank of a variant: its width, and for each placed group its letter and count.
struct Plan {
    width: usize,
    /// (letter, count) in placement order: the coloured pair first.
    groups: Vec<(char, usize)>,
    king: char,
    rook: char,
}

/// Why a variant's `start_shuffle` cannot be used, or a number is out of range.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShuffleError {
    /// The variant has no numbered start arrays.
    #[error("variant '{0}' has no numbered start arrays")]
    None(String),
    /// A number outside the range.
    #[error("start array '{0}' does not exist: the numbers run from 0 to {1}")]
    OutOfRange(String, u64),
    /// The data does not describe a shuffle.
    #[error("'start_shuffle': {0}")]
    Bad(String),
}

/// The back rank letters (lower case) of White's first rank in the start FEN, if Black's mirrors it.
fn back_rank(v: &Variant) -> Result<Vec<char>, ShuffleError> {
    let board = v.start_fen.split_whitespace().next().unwrap_or("");
    let board = board.split('[').next().unwrap_or("");
    let top = &board[..board.find('/').unwrap_or(board.len())];
    let bottom = &board[board.rfind('/').map_or(0, |i| i + 1)..];
    let mut white = Vec::new();
    for c in bottom.chars() {
        white.push(c);
    }
    if white.len() != v.geometry.width || !white.iter().all(|c| c.is_ascii_uppercase()) {
        return Err(ShuffleError::Bad("White's first rank must be full of single-letter pieces".into()));
    }
    if top.to_ascii_uppercase() != bottom || !top.chars().all(|c| c.is_ascii_lowercase()) {
        return Err(ShuffleError::Bad("Black's first rank must mirror White's".into()));
    }
    for c in white.iter_mut() {
        *c = c.to_ascii_lowercase();
    }
    Ok(white)
}

fn plan(v: &Variant) -> Result<Plan, ShuffleError> {
    if v.start_shuffle.is_empty() {
        return Err(ShuffleError::None(v.id.clone()));
    }
    let rank = back_rank(v)?;
    let letter = |t: usize| v.pieces[t].letter;
    let (Some(&kt), Some(&rt)) = (v.rules.castling_king.as_ref(), v.rules.castling_rooks.first()) else {
        return Err(ShuffleError::Bad("the variant needs a castling king and rook".into()));
    };
    let (king, rook) = (letter(kt), letter(rt));
    let count = |c: char| rank.iter().filter(|&&x| x == c).count();
    if count(king) != 1 || count(rook) != 2 {
        return Err(ShuffleError::Bad(format!("the back rank needs one '{king}' and two '{rook}'")));
    }
    let mut groups = Vec::new();
    for (i, &t) in v.start_shuffle.iter().enumerate() {
        let c = letter(t);
        let n = count(c);
        if c == king || c == rook || groups.iter().any(|&(g, _)| g == c) {
            return Err(ShuffleError::Bad(format!("'{c}' is listed twice or is the castling king or rook")));
        }
        if (i == 0 && n != 2) || !(1..=2).contains(&n) {
            return Err(ShuffleError::Bad(format!(
                "'{c}' stands {n} times on the back rank (the first letter needs a pair, the others one or two)"
            )));
        }
        groups.push((c, n));
    }
    let mut placed = 3;
    for g in &groups {
        placed += g.1;
    }
    if placed != rank.len() {
        return Err(ShuffleError::Bad("every piece of the back rank but the king and rooks must be listed".into()));
    }
    Ok(Plan { width: rank.len(), groups, king, rook })
}

/// How many ways a group of `k` pieces (1 or 2) goes on `free` files.
fn ways(free: usize, k: usize) -> u64 {
    if k == 1 {
        free as u64
    } else {
        (free * free.saturating_sub(1) / 2) as u64
    }
}

impl Plan {
    fn count(&self) -> u64 {
        let light = (self.width / 2) as u64;
        let dark = (self.width as u64) - light;
        let mut free = self.width - 2;
        let mut total = light * dark;
        for &(_, k) in &self.groups[1..] {
            total *= ways(free, k);
            free -= k;
        }
        total
    }

    /// The back rank of array number `n` (lower case).
    fn arrange(&self, mut n: u64) -> String {
        let mut rank: Vec<Option<char>> = vec![None; self.width];
        // Rank 1: a1 is dark, so odd files are light.
        let (mut light, mut dark) = (Vec::new(), Vec::new());
        for f in 0..self.width {
            if f % 2 == 1 {
                light.push(f);
            } else {
                dark.push(f);
            }
        }
        let pair = self.groups[0].0;
        rank[light[(n % light.len() as u64) as usize]] = Some(pair);
        n /= light.len() as u64;
        rank[dark[(n % dark.len() as u64) as usize]] = Some(pair);
        n /= dark.len() as u64;
        for &(c, k) in &self.groups[1..] {
            let free = free_files(&rank);
            let m = ways(free.len(), k);
            let mut i = (n % m) as usize;
            n /= m;
            if k == 1 {
                rank[free[i]] = Some(c);
            } else {
                // The i-th pair (a, b), a < b, in lexicographic order.
                let mut a = 0;
                while i >= free.len() - 1 - a {
                    i -= free.len() - 1 - a;
                    a += 1;
                }
                rank[free[a]] = Some(c);
                rank[free[a + 1 + i]] = Some(c);
            }
        }
        let rest = free_files(&rank);
        for (j, &f) in rest.iter().enumerate() {
            rank[f] = Some(if j == 1 { self.king } else { self.rook });
        }
        let mut out = String::new();
        for c in &rank {
            out.push(c.unwrap_or('?'));
        }
        out
    }
}

/// The files of `rank` still free, in order.
fn free_files(rank: &[Option<char>]) -> Vec<usize> {
    let mut out = Vec::new();
    for (f, c) in rank.iter().enumerate() {
        if c.is_none() {
            out.push(f);
        }
    }
    out
}

/// Checks a variant's `start_shuffle` against its start position.
pub fn check(v: &Variant) -> Result<(), ShuffleError> {
    if v.start_shuffle.is_empty() {
        return Ok(());
    }
    plan(v).map(|_| ())
}

/// How many numbered start arrays the variant has (`None` without `start_shuffle`).
pub fn count(v: &Variant) -> Option<u64> {
    plan(v).ok().map(|p| p.count())
}

/// The start FEN of array number `n` (castling rights as in the variant's start, e.g. `KQkq`).
pub fn start_fen(v: &Variant, n: u64) -> Result<String, ShuffleError> {
    let p = plan(v)?;
    let total = p.count();
    if n >= total {
        return Err(ShuffleError::OutOfRange(n.to_string(), total - 1));
    }
    let rank = p.arrange(n);
    let (board, rest) = v.start_fen.split_once(' ').unwrap_or((&v.start_fen, ""));
    // The board with its first rank (Black's) `rank` and its last (White's) in upper case.
    let ranks = super::read::split_on(board, '/');
    let last = ranks.len() - 1;
    let mut fen = String::new();
    for (i, r) in ranks.iter().enumerate() {
        if i > 0 {
            fen.push('/');
        }
        if i == last {
            fen.push_str(&rank.to_ascii_uppercase());
        } else if i == 0 {
            fen.push_str(&rank);
        } else {
            fen.push_str(r);
        }
    }
    fen.push(' ');
    fen.push_str(rest);
    Ok(fen.trim_end().to_string())
}

/// Parses a start-array number as a user writes it (digits only), within the variant's range.
pub fn parse_number(v: &Variant, text: &str) -> Result<u64, ShuffleError> {
    let total = count(v).ok_or_else(|| ShuffleError::None(v.id.clone()))?;
    let shown = crate::error::shown(text);
    let n = if text.is_empty() || text.len() > 12 || !text.bytes().all(|b| b.is_ascii_digit()) {
        None
    } else {
        // At most 12 digits: no overflow (and no u64 parser in the page module).
        Some(text.bytes().fold(0u64, |n, b| n * 10 + u64::from(b - b'0')))
    };
    n.filter(|&n| n < total).ok_or(ShuffleError::OutOfRange(shown, total - 1))
}

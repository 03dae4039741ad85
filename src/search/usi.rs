//! USI, the shogi family's dialect of UCI: squares are a file number counted from the first
//! player's right and a rank letter counted from the top (`7g`), drops are written `P*5e`, and
//! the first player ("sente", `b` in SFEN) is the engine's White. These functions translate move
//! strings both ways for a board of any size (files beyond 9 take two digits).

/// A square `c3` (the engine's names) as USI writes it on a board of `width` x `height`: `7g`.
fn to_usi_square(sq: &str, width: usize, height: usize) -> Option<String> {
    let mut chars = sq.chars();
    let f = chars.next()?;
    let r: usize = chars.as_str().parse().ok()?;
    let fi = (f as u32).checked_sub('a' as u32)? as usize;
    if fi >= width || r == 0 || r > height {
        return None;
    }
    Some(format!("{}{}", width - fi, (b'a' + (height - r) as u8) as char))
}

/// A USI square `7g` as the engine names it: `c3`.
fn from_usi_square(sq: &str, width: usize, height: usize) -> Option<String> {
    let digits: String = sq.chars().take_while(|c| c.is_ascii_digit()).collect();
    let rest = &sq[digits.len()..];
    let n: usize = digits.parse().ok()?;
    let mut letters = rest.chars();
    let l = letters.next()?;
    if letters.next().is_some() || n == 0 || n > width || !l.is_ascii_lowercase() {
        return None;
    }
    let k = (l as u8 - b'a') as usize;
    if k >= height {
        return None;
    }
    Some(format!("{}{}", (b'a' + (width - n) as u8) as char, height - k))
}

/// The engine's move string as USI writes it: `c3c4` → `7g7f`, `P@e5` → `P*5e`, `b2h8+` → `8h2b+`.
pub fn move_to_usi(mv: &str, width: usize, height: usize) -> Option<String> {
    if let Some((piece, sq)) = mv.split_once('@') {
        return Some(format!("{piece}*{}", to_usi_square(sq, width, height)?));
    }
    // Engine squares are a letter and a number.
    let mut out = String::new();
    let mut rest = mv;
    while let Some(c) = rest.chars().next() {
        if c.is_ascii_lowercase() && rest[1..].starts_with(|d: char| d.is_ascii_digit()) {
            let n = rest[1..].chars().take_while(|d| d.is_ascii_digit()).count();
            out.push_str(&to_usi_square(&rest[..1 + n], width, height)?);
            rest = &rest[1 + n..];
        } else {
            out.push_str(rest);
            break;
        }
    }
    Some(out)
}

/// A USI move as the engine writes it: `7g7f` → `c3c4`, `P*5e` → `P@e5`, `8h2b+` → `b2h8+`.
pub fn move_from_usi(mv: &str, width: usize, height: usize) -> Option<String> {
    if let Some((piece, sq)) = mv.split_once('*') {
        return Some(format!("{}@{}", piece.to_ascii_uppercase(), from_usi_square(sq, width, height)?));
    }
    // USI squares are a number and a letter.
    let mut out = String::new();
    let mut rest = mv;
    while rest.starts_with(|d: char| d.is_ascii_digit()) {
        let n = rest.chars().take_while(|d| d.is_ascii_digit()).count();
        let sq = rest.get(..n + 1)?;
        out.push_str(&from_usi_square(sq, width, height)?);
        rest = &rest[n + 1..];
    }
    out.push_str(rest);
    Some(out)
}

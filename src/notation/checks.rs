//! The check-run FEN field (`check_limit`, `rules::perpetual`): while a side's consecutive checks
//! by one piece go on, `checks:` and per such side its letter, the number of checks, the checking
//! piece's cell and the cell of the one piece the defender has moved (absent before its first
//! reply), comma-separated: `checks:w3e5e9`, `checks:w1c5,b2h10d1`. Absent (or `-`) when no run
//! goes on.

use super::fen::FenError;
use crate::geometry::Geometry;
use crate::rules::perpetual::{CheckRun, NO_CELL};

/// The field's prefix.
pub const PREFIX: &str = "checks:";

/// Reads the field (`None`: the FEN ends before it): White's run, then Black's. A run counts at
/// most `limit` checks (the next one is illegal). Its two cells are one only where a capture put a
/// piece there (the defender took the checker, or the checker the defending piece), so that cell
/// holds a piece on `board`.
pub fn parse(
    g: &Geometry,
    field: Option<&str>,
    limit: u32,
    board: &[Option<(usize, crate::pieces::Color)>],
) -> Result<[CheckRun; 2], FenError> {
    let mut out = [CheckRun::NONE; 2];
    let x = match field {
        None | Some("-") => return Ok(out),
        Some(x) => x,
    };
    let bad = || FenError::BadState("checks", x.chars().take(40).collect());
    let list = x.strip_prefix(PREFIX).filter(|l| !l.is_empty()).ok_or_else(bad)?;
    for entry in list.split(',') {
        let side = match entry.chars().next() {
            Some('w') => 0,
            Some('b') => 1,
            _ => return Err(bad()),
        };
        let rest = &entry[1..];
        let digits = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
        // (Read as u32: each integer type read adds its own copy of the parser.)
        let count = rest[..digits].parse::<u32>().ok().and_then(|n| u8::try_from(n).ok()).ok_or_else(bad)?;
        if u32::from(count) > limit {
            return Err(FenError::Checks(
                x.chars().take(40).collect(),
                format!(
                    "a run counts at most {limit} checks (the next check by the same piece is illegal), not {count}"
                ),
            ));
        }
        // One or two square names: a letter, then digits.
        let squares = &rest[digits..];
        let second = squares.char_indices().skip(1).find(|&(_, c)| c.is_ascii_alphabetic()).map(|(i, _)| i);
        let (a, b) = match second {
            Some(i) => (&squares[..i], Some(&squares[i..])),
            None => (squares, None),
        };
        let cell = |s: &str| g.parse_square(s).ok().and_then(|c| u16::try_from(c).ok()).ok_or_else(bad);
        let piece = cell(a)?;
        let defender = match b {
            Some(s) => cell(s)?,
            None => NO_CELL,
        };
        if count == 0 || out[side].count > 0 {
            return Err(bad());
        }
        if piece == defender && !matches!(board.get(piece as usize), Some(Some(_))) {
            return Err(FenError::Checks(
                x.chars().take(40).collect(),
                format!(
                    "the checking piece and the defender's piece are both on {}, which is empty",
                    g.square_name(piece as usize)
                ),
            ));
        }
        out[side] = CheckRun { count, piece, defender };
    }
    Ok(out)
}

/// Writes the field, or `None` when no run goes on.
pub fn write(g: &Geometry, runs: &[CheckRun; 2]) -> Option<String> {
    let mut entries = Vec::new();
    for (side, r) in runs.iter().enumerate() {
        if r.count == 0 {
            continue;
        }
        let mut e = format!("{}{}{}", if side == 0 { 'w' } else { 'b' }, r.count, g.square_name(r.piece as usize));
        if r.defender != NO_CELL {
            e.push_str(&g.square_name(r.defender as usize));
        }
        entries.push(e);
    }
    (!entries.is_empty()).then(|| format!("{PREFIX}{}", entries.join(",")))
}

#[cfg(test)]
mod tests {
    use crate::notation::fen::{parse, write, FenStyle};
    use crate::variants::builtin;

    #[test]
    fn the_checks_field_round_trips() {
        let v = builtin("xiangqi").unwrap();
        let tokens = v.tokens();
        let style = FenStyle { geometry: &v.geometry, tokens: &tokens, rules: &v.rules, castling_fen: v.castling_fen };
        for field in ["checks:w3e5e9", "checks:w1c5,b2h10d1", ""] {
            let fen = format!("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 {field}");
            let setup = parse(&v, &fen).unwrap();
            assert_eq!(write(&style, &setup), fen.trim_end(), "{field}");
        }
        for field in ["checks:", "checks:x1e5", "checks:w0e5", "checks:w1z5", "checks:w1e5,w2e6", "e5"] {
            let fen = format!("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1 {field}");
            let e = parse(&v, &fen).unwrap_err().to_string();
            assert!(e.starts_with("bad checks field"), "{field}: {e}");
        }
    }
}

//! SFEN, the standard shogi position notation, converted to and from fairyboard's FEN.
//!
//! SFEN and Fairy-Stockfish's FEN write the board alike (ranks a..i from the top, files 9..1 from the
//! left, `+` for promoted pieces). They differ in the rest: SFEN's side is `b` for sente (the first
//! player, fairyboard's White) and `w` for gote, pieces in hand are a separate field with counts
//! (`2Pr`, or `-`), and the last field is the move number (plies, starting at 1).

/// An SFEN that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad SFEN: {0}")]
pub struct SfenError(pub String);

use super::fen::MAX_HAND;
use crate::error::shown;

/// SFEN's order of pieces in hand; pieces of other variants (crazyhouse queens, dobutsu animals)
/// follow in the order of the FEN's hand.
const HAND_ORDER: &str = "RBGSNLP";

/// Whether a position text has SFEN's shape rather than FEN's: four fields, a board without a
/// bracketed hand, `b` or `w`, the hands, a move number (`… b - 1`; FEN writes its hands in
/// brackets, `…[-] w - 1`). Games with hands drawn as shogi's read such a text as SFEN.
pub fn looks_like_sfen(text: &str) -> bool {
    let mut f = text.split_whitespace();
    let (board, side, _hands, number) = (f.next(), f.next(), f.next(), f.next());
    board.is_some_and(|b| !b.as_bytes().contains(&b'['))
        && matches!(side, Some("b" | "w"))
        && number.is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
        && f.next().is_none()
}

/// Converts an SFEN (`board side hands [move]`) to FEN (`board[hands] side - - 0 fullmove`).
pub fn sfen_to_fen(sfen: &str) -> Result<String, SfenError> {
    let f: Vec<&str> = sfen.split_whitespace().collect();
    if f.len() < 3 || f.len() > 4 {
        return Err(SfenError(format!("expected 3 or 4 fields, found {}", f.len())));
    }
    let side = match f[1] {
        "b" => "w",
        "w" => "b",
        o => return Err(SfenError(format!("side must be b or w, not '{}'", shown(o)))),
    };
    let mut hand = String::new();
    if f[2] != "-" {
        let mut count = String::new();
        for c in f[2].chars() {
            if c.is_ascii_digit() {
                count.push(c);
                continue;
            }
            if !c.is_ascii_alphabetic() {
                return Err(SfenError(format!("bad hand character '{}'", shown(c.encode_utf8(&mut [0; 4])))));
            }
            let n: usize =
                if count.is_empty() { 1 } else { count.parse().map_err(|_| SfenError("bad hand count".into()))? };
            if n > MAX_HAND {
                return Err(SfenError(format!("hand count {n} is larger than {MAX_HAND}")));
            }
            hand.extend(std::iter::repeat(c).take(n));
            count.clear();
        }
        if !count.is_empty() {
            return Err(SfenError("hand count without a piece".into()));
        }
    }
    let ply: u64 = match f.get(3) {
        Some(m) => m.parse().map_err(|_| SfenError(format!("bad move number '{}'", shown(m))))?,
        None => 1,
    };
    let fullmove = ply.max(1).div_ceil(2);
    Ok(format!("{}[{}] {} - - 0 {}", f[0], hand, side, fullmove))
}

/// Converts a fairyboard FEN with hands (`board[hands] side … fullmove`) to SFEN.
pub fn fen_to_sfen(fen: &str) -> Result<String, SfenError> {
    let f: Vec<&str> = fen.split_whitespace().collect();
    let board_field = f.first().ok_or_else(|| SfenError("empty FEN".into()))?;
    let (board, hand) = match board_field.find('[') {
        Some(i) => (&board_field[..i], board_field[i + 1..].trim_end_matches(']')),
        None => (*board_field, ""),
    };
    if hand.contains(['(', '+']) {
        return Err(SfenError(format!("SFEN has no notation for the hand '{}'", shown(hand))));
    }
    let side = match f.get(1).copied().unwrap_or("w") {
        "w" => "b",
        _ => "w",
    };
    let fullmove: u64 = f.get(5).and_then(|m| m.parse().ok()).unwrap_or(1);
    let ply = fullmove.max(1).saturating_mul(2) - if side == "b" { 1 } else { 0 };
    let mut hands = String::new();
    for upper in [true, false] {
        let mut order: Vec<char> = HAND_ORDER.chars().collect();
        for c in hand.chars().map(|c| c.to_ascii_uppercase()) {
            if c.is_ascii_alphabetic() && !order.contains(&c) {
                order.push(c);
            }
        }
        for p in order {
            let want = if upper { p } else { p.to_ascii_lowercase() };
            let n = hand.chars().filter(|&c| c == want).count();
            if n > 1 {
                hands.push_str(&n.to_string());
            }
            if n > 0 {
                hands.push(want);
            }
        }
    }
    if hands.is_empty() {
        hands.push('-');
    }
    Ok(format!("{board} {side} {hands} {ply}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_both_ways() {
        let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        let fen = sfen_to_fen(sfen).unwrap();
        assert_eq!(fen, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1");
        assert_eq!(fen_to_sfen(&fen).unwrap(), sfen);
    }

    #[test]
    fn hands_and_gote_to_move() {
        let sfen = "lnk2gsnl/7b1/p1p+SGp1pp/6p2/1pP6/4P4/PP3PPPP/1S2G2R1/L2GK1bNL w PRn3ps 24";
        let fen = sfen_to_fen(sfen).unwrap();
        assert!(
            fen.starts_with("lnk2gsnl/7b1/p1p+SGp1pp/6p2/1pP6/4P4/PP3PPPP/1S2G2R1/L2GK1bNL[PRnppps] b - - 0 12"),
            "{fen}"
        );
        assert_eq!(
            fen_to_sfen(&fen).unwrap(),
            "lnk2gsnl/7b1/p1p+SGp1pp/6p2/1pP6/4P4/PP3PPPP/1S2G2R1/L2GK1bNL w RPsn3p 24"
        );
        assert!(sfen_to_fen("x y").is_err());
        assert!(sfen_to_fen("9/9/9/9/9/9/9/9/9 x - 1").is_err());
        assert!(sfen_to_fen("9/9/9/9/9/9/9/9/9 b 127P 1").is_err());
        assert!(sfen_to_fen("9/9/9/9/9/9/9/9/9 b 99999999999999999999999P 1").is_err());
    }
}

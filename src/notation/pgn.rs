//! PGN text: tag pairs and movetext, read and written. Reading keeps the tags, the moves as written,
//! the comments (with the number of moves they follow) and the result; it skips move numbers,
//! NAGs (`$1`), annotations and variations (`( … )`). Which game the moves belong to, and whether
//! they are legal, is the record's business (`game::record`).

use crate::error::{shown, Error};
use crate::pieces::Color;

/// The longest PGN read (characters), and the most moves.
pub const MAX_LEN: usize = 1_000_000;
/// The most moves one game's movetext may hold.
pub const MAX_MOVES: usize = 20_000;

/// A game's PGN, as read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pgn {
    /// The tag pairs in their order (`Event`, `Variant`, `FEN` …).
    pub tags: Vec<(String, String)>,
    /// The moves as written (SAN or move strings), oldest first.
    pub moves: Vec<String>,
    /// Comments, each after this many moves (0: before the first).
    pub comments: Vec<(usize, String)>,
    /// The result token (`1-0`, `0-1`, `1/2-1/2`, `*`), if the movetext ends with one.
    pub result: Option<String>,
    /// Per move: the move number the record gives it, and whether it is written as a second
    /// side's move (`2...`); `None` where no number came before it.
    pub numbers: Vec<Option<(u64, bool)>>,
    /// Whether the text goes on after this game (more games: only the first is read).
    pub more: bool,
    /// Whether the record holds what is not kept: side lines (variations) or annotation marks
    /// (`$1`, `!?`).
    pub left_out: bool,
}

impl Pgn {
    /// The value of a tag, if present (names compare exactly, as PGN defines them).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// Move `i` (from 0) named as the record writes it: `2. Ke3`, `2... Ke7`; without a move
    /// number before it, `move 3 (Ke3)` (counted in moves of either side). Echoed text is escaped.
    pub fn move_name(&self, i: usize) -> String {
        let m = self.moves.get(i).map_or(String::new(), |m| shown(m));
        match self.numbers.get(i).copied().flatten() {
            Some((n, false)) => format!("{n}. {m}"),
            Some((n, true)) => format!("{n}... {m}"),
            None => format!("move {} ({m})", i + 1),
        }
    }
}

fn err(msg: String) -> Error {
    Error::Argument(format!("bad PGN: {msg}"))
}

/// Reads the first game of a PGN text.
pub fn parse(text: &str) -> Result<Pgn, Error> {
    if text.len() > MAX_LEN {
        return Err(err(format!("longer than {MAX_LEN} characters")));
    }
    // A byte-order mark some editors and sites put before the text is not part of the record.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let chars: Vec<char> = text.chars().collect();
    let mut pgn = Pgn::default();
    let mut i = 0;
    let mut in_movetext = false;
    let mut depth = 0usize; // inside variations
                            // The last move number read (and whether written `N...`), and the moves read since it.
    let mut number: Option<(u64, bool)> = None;
    let mut since_number = 0usize;
    while i < chars.len() {
        let c = chars[i];
        match c {
            _ if c.is_whitespace() => i += 1,
            '[' if !in_movetext && depth == 0 => {
                let (tag, next) = tag_pair(&chars, i)?;
                pgn.tags.push(tag);
                i = next;
            }
            '%' if i == 0 || chars[i - 1] == '\n' => i = line_end(&chars, i),
            ';' => i = line_end(&chars, i),
            '{' => {
                let close = chars[i..]
                    .iter()
                    .position(|&c| c == '}')
                    .ok_or_else(|| err("a comment '{' is not closed".into()))?;
                let body: String = chars[i + 1..i + close].iter().collect();
                if depth == 0 {
                    pgn.comments.push((pgn.moves.len(), body.split_whitespace().collect::<Vec<_>>().join(" ")));
                }
                i += close + 1;
            }
            '(' => {
                depth += 1;
                pgn.left_out = true;
                i += 1;
            }
            ')' => {
                depth = depth.checked_sub(1).ok_or_else(|| err("')' without '('".into()))?;
                i += 1;
            }
            '[' => {
                // The next game's tags: the first game ends here.
                pgn.more = true;
                break;
            }
            _ => {
                in_movetext = true;
                let end = (i..chars.len())
                    .find(|&j| chars[j].is_whitespace() || matches!(chars[j], '{' | '(' | ')' | ';' | '['))
                    .unwrap_or(chars.len());
                let token: String = chars[i..end].iter().collect();
                i = end;
                if depth > 0 {
                    continue;
                }
                if matches!(token.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
                    pgn.result = Some(token);
                    pgn.more = chars[i..].iter().any(|c| !c.is_whitespace());
                    break;
                }
                if let Some(n) = number_of(&token) {
                    number = Some(n);
                    since_number = 0;
                }
                if token.starts_with('$') || token.ends_with(['!', '?']) || is_evaluation(&token) {
                    pgn.left_out = true;
                }
                if let Some(mv) = move_of(&token) {
                    if pgn.moves.len() == MAX_MOVES {
                        return Err(err(format!("more than {MAX_MOVES} moves")));
                    }
                    pgn.moves.push(mv);
                    // The first move after `N.` is the first side's; any later one (or one after
                    // `N...`) is written as the second side's.
                    pgn.numbers.push(number.map(|(n, dots)| (n, dots || since_number > 0)));
                    since_number += 1;
                }
            }
        }
    }
    if depth > 0 {
        return Err(err("a variation '(' is not closed".into()));
    }
    if pgn.tags.is_empty() && pgn.moves.is_empty() {
        return Err(err("no game in the text (neither tags nor moves)".into()));
    }
    Ok(pgn)
}

/// The move number a movetext token starts with (`12.`, `12...`, `12.e4`) and whether it is
/// written with three dots (the second side's move); `None` for a token without one.
fn number_of(token: &str) -> Option<(u64, bool)> {
    let rest = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let digits = &token[..token.len() - rest.len()];
    let dots = rest.len() - rest.trim_start_matches('.').len();
    if digits.is_empty() || dots == 0 {
        return None;
    }
    Some((digits.parse().unwrap_or(u64::MAX), dots >= 3))
}

/// Whether a movetext token is an evaluation or annotation symbol written on its own (`+-`, `=`,
/// `±`, `!?`, `∞`), as chess programs and books write them after a move: no move.
fn is_evaluation(token: &str) -> bool {
    token.chars().all(|c| "+-=/!?±∓⩲⩱∞□△⇆→↑⊕".contains(c))
}

/// The move in a movetext token, without its number (`12.e4`, `12...`), NAG (`$3`) or en passant
/// mark (`e.p.`, also written onto the move: `exf6e.p.`), its piece figurines (`♘f3`) read as
/// letters; `None` for a token that holds no move (an evaluation symbol).
fn move_of(token: &str) -> Option<String> {
    if token.starts_with('$') || is_evaluation(token) {
        return None;
    }
    let t = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let t = if t.len() < token.len() && t.starts_with('.') { t.trim_start_matches('.') } else { token };
    let t = without_en_passant_mark(t);
    let figurines = ["♔♚", "♕♛", "♖♜", "♗♝", "♘♞", "♙♟"];
    let letter = |c: char| figurines.iter().position(|f| f.contains(c)).map(|i| ["K", "Q", "R", "B", "N", ""][i]);
    let t: String = t.chars().map(|c| letter(c).map_or_else(|| c.to_string(), str::to_string)).collect();
    (!t.is_empty()).then_some(t)
}

/// A move without the `e.p.` / `ep` mark after it (any case); the mark alone gives "".
fn without_en_passant_mark(t: &str) -> &str {
    for mark in ["e.p.", "ep"] {
        let n = t.len();
        if n >= mark.len() && t.is_char_boundary(n - mark.len()) && t[n - mark.len()..].eq_ignore_ascii_case(mark) {
            let rest = &t[..n - mark.len()];
            // `ep` ends no other move (`e4`, `Nep` are no moves; a square's rank is a digit).
            if rest.is_empty() || rest.ends_with(|c: char| c.is_ascii_digit()) {
                return rest;
            }
        }
    }
    t
}

fn line_end(chars: &[char], i: usize) -> usize {
    chars[i..].iter().position(|&c| c == '\n').map_or(chars.len(), |p| i + p + 1)
}

/// `[Name "value"]` from `i` (at the `[`): the pair and the index after it.
fn tag_pair(chars: &[char], i: usize) -> Result<((String, String), usize), Error> {
    let mut j = i + 1;
    let name_start = j;
    while j < chars.len() && (chars[j].is_alphanumeric() || chars[j] == '_') {
        j += 1;
    }
    let name: String = chars[name_start..j].iter().collect();
    if name.is_empty() {
        return Err(err("a tag without a name".into()));
    }
    while j < chars.len() && chars[j].is_whitespace() {
        j += 1;
    }
    if chars.get(j) != Some(&'"') {
        return Err(err(format!("tag {}: its value must be in quotes", shown(&name))));
    }
    j += 1;
    let mut value = String::new();
    loop {
        match chars.get(j) {
            None | Some('\n') => return Err(err(format!("tag {}: the value is not closed", shown(&name)))),
            Some('\\') if matches!(chars.get(j + 1), Some('"') | Some('\\')) => {
                value.push(chars[j + 1]);
                j += 2;
            }
            Some('"') => {
                j += 1;
                break;
            }
            Some(&c) => {
                value.push(c);
                j += 1;
            }
        }
    }
    while j < chars.len() && chars[j].is_whitespace() && chars[j] != '\n' {
        j += 1;
    }
    if chars.get(j) != Some(&']') {
        return Err(err(format!("tag {}: ']' expected", shown(&name))));
    }
    Ok(((name, value), j + 1))
}

/// One turn of a record for writing: the side and its moves as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenTurn {
    /// The side that moved.
    pub side: Color,
    /// Its moves, as written.
    pub moves: Vec<String>,
}

/// PGN text: the tags, then the turns numbered from `first_number` (a turn of the second side
/// first is written `1...`), the comments after the moves they follow, and the result; lines
/// wrapped under 80 characters.
pub fn write(
    tags: &[(String, String)],
    turns: &[WrittenTurn],
    first_number: u32,
    comments: &[(usize, String)],
    result: &str,
) -> String {
    let mut out = String::new();
    for (name, value) in tags {
        let name: String = name.chars().filter(|c| c.is_alphanumeric() || *c == '_').collect();
        let value = value.replace('\\', "\\\\").replace('"', "\\\"").replace(['\n', '\r'], " ");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    out.push('\n');
    let mut tokens: Vec<String> = Vec::new();
    let comment = |tokens: &mut Vec<String>, ply: usize| {
        for (_, text) in comments.iter().filter(|(p, _)| *p == ply) {
            tokens.push(format!("{{{}}}", text.replace('}', ")")));
        }
    };
    comment(&mut tokens, 0);
    let mut number = first_number;
    let mut ply = 0;
    for (k, turn) in turns.iter().enumerate() {
        if turn.side == Color::White {
            tokens.push(format!("{number}."));
        } else if k == 0 || tokens.last().is_some_and(|t| t.starts_with('{')) {
            tokens.push(format!("{number}..."));
        }
        for m in &turn.moves {
            tokens.push(m.clone());
            ply += 1;
            comment(&mut tokens, ply);
        }
        if turn.side == Color::Black {
            number += 1;
        }
    }
    tokens.push(result.to_string());
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + 1 + t.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

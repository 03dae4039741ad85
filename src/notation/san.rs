//! Standard Algebraic Notation for the chess-like engine's games, the way players write moves and
//! Fairy-Stockfish extends it to fairy pieces: the piece's letter (none for a pawn), the origin's
//! file, rank or both where another piece of the type could go there too, `x` for a capture,
//! the destination, `=Q` for a promotion, `O-O` / `O-O-O` for castling, `N@f3` for a drop, and `+`
//! for check, `#` for a move that decides the game (mate, or a variant's goal). Moves with no such form (a lion's double move, a pass, a swap) are
//! written as the piece's letter and the move string (`Lf5g6`).
//!
//! Squares are the a1 names, or the board's labels where the variant says so (`san_squares =
//! labels`: Omega's `b2`, `w1`), the file being a label's letters and the rank the rest.
//!
//! Reading accepts what it writes, with or without the check marks, `x` or `=`, `0-0` for `O-O`,
//! annotations (`!`, `?`), more origin than needed (`Ng1f3`), long algebraic notation (`e2-e4`,
//! `Ng1-f3`, `e4xd5`), a pawn drop without its letter (`@d5`), and the canonical move strings
//! (notation.md) too.

use crate::engine::Game;
use crate::error::Error;
use crate::game::{Action, ActionKind, GameInterface, Origin};

/// The SAN of the legal move `mv` (a canonical move string) in `game`'s current position.
pub fn write(game: &mut Game, mv: &str) -> Result<String, Error> {
    let actions = GameInterface::actions(game, Origin::All, None)?;
    let mut after = game.clone();
    let canonical = after.play(mv)?;
    let a = actions.iter().find(|a| a.notation == canonical).ok_or_else(|| Error::IllegalMove(mv.into()))?;
    let mut san = body(game, a, &actions);
    san.push_str(check_mark(&mut after));
    Ok(san)
}

/// The SAN of every move of the record, from the game's start position: the game's history as
/// players write it.
pub fn history(game: &Game) -> Result<Vec<String>, Error> {
    super::written::history(game, super::written::Style::San)
}

/// The canonical move string of a move written in SAN (or as a move string) in `game`'s current
/// position; an unknown, illegal or ambiguous move is an error.
pub fn read(game: &mut Game, text: &str) -> Result<String, Error> {
    let bad = || Error::IllegalMove(text.into());
    // A pawn drop written without its letter (`@d5`, as python-chess writes it).
    let wanted = normal(text);
    let wanted = if wanted.starts_with('@') { format!("P{wanted}") } else { wanted };
    if wanted.is_empty() {
        return Err(bad());
    }
    let actions = GameInterface::actions(game, Origin::All, None)?;
    if let Some(a) = actions.iter().find(|a| a.notation == text.trim()) {
        return Ok(a.notation.clone());
    }
    // Plain loops rather than three filter-collect chains: less code in the page modules.
    let mut found: Vec<&Action> = Vec::new();
    for a in &actions {
        if normal(&body(game, a, &actions)) == wanted {
            found.push(a);
        }
    }
    if found.is_empty() {
        // Over-disambiguated SAN (`Ngf3`, `N1f3`, `Ng1f3` where `Nf3` would do).
        for a in &actions {
            if origin_forms(game, a).iter().any(|f| normal(f) == wanted) {
                found.push(a);
            }
        }
    }
    if found.is_empty() {
        // Too little written (`Nd2` for two knights): each move it could be, so that it is refused
        // as ambiguous.
        for a in &actions {
            if !origin_forms(game, a).is_empty() && normal(&bare(game, a)) == wanted {
                found.push(a);
            }
        }
    }
    found.dedup_by(|a, b| a.notation == b.notation);
    match found.as_slice() {
        [a] => Ok(a.notation.clone()),
        [] => Err(bad()),
        _ => Err(Error::Argument(format!("'{}' is ambiguous here", crate::error::shown(text)))),
    }
}

/// `#` for a move that wins or loses the game at once (mate, or a variant's goal: the king taken,
/// the last piece given away), `+` for check, else nothing (as python-chess writes it).
fn check_mark(after: &mut Game) -> &'static str {
    match after.outcome() {
        Some(o) if o.winner.is_some() => "#",
        _ if after.in_check() => "+",
        _ => "",
    }
}

/// The SAN of an action without check marks.
fn body(game: &Game, a: &Action, all: &[Action]) -> String {
    if let Some(drop) = &a.drop {
        return format!("{}@{}", drop.replace(['(', ')'], "").to_ascii_uppercase(), place(game, &a.to));
    }
    let Some(from) = a.from.as_deref() else { return a.notation.clone() };
    let token = game.token_at(from).ok().flatten().unwrap_or_default();
    let letter = letter_of(game, &token);
    if a.kind == ActionKind::Castle {
        return castle(game, a, all, &letter);
    }
    if !a.stops.is_empty() || a.via.is_some() || from == a.to || a.kind == ActionKind::Swap {
        return format!("{letter}{}", a.notation);
    }
    let x = if a.kind.is_capture() { "x" } else { "" };
    let promo = a
        .promotion
        .as_ref()
        .map(|p| format!("={}", p.replace(['(', ')'], "").to_ascii_uppercase()))
        .unwrap_or_default();
    let mut rivals: Vec<String> = Vec::new();
    for b in all {
        if b.to == a.to && b.drop.is_none() && b.kind != ActionKind::Castle && b.from.as_deref() != Some(from) {
            if let Some(f) = b.from.as_deref() {
                if game.token_at(f).ok().flatten().as_deref() == Some(token.as_str()) {
                    rivals.push(place(game, f));
                }
            }
        }
    }
    let from = place(game, from);
    // A pawn writes its file when it captures; more only where that does not tell it apart.
    let pawn_file = letter.is_empty() && !x.is_empty();
    let origin = if rivals.is_empty() || (pawn_file && rivals.iter().all(|r| file_of(r) != file_of(&from))) {
        if pawn_file {
            file_of(&from).to_string()
        } else {
            String::new()
        }
    } else if rivals.iter().all(|r| file_of(r) != file_of(&from)) {
        file_of(&from).to_string()
    } else if rivals.iter().all(|r| rank_of(r) != rank_of(&from)) {
        rank_of(&from).to_string()
    } else {
        from.clone()
    };
    format!("{letter}{origin}{x}{}{promo}", place(game, &a.to))
}

/// An action's SAN without its origin (`Nd2`).
fn bare(game: &Game, a: &Action) -> String {
    let from = a.from.as_deref().unwrap_or_default();
    let token = game.token_at(from).ok().flatten().unwrap_or_default();
    let x = if a.kind.is_capture() { "x" } else { "" };
    let promo = a
        .promotion
        .as_ref()
        .map(|p| format!("={}", p.replace(['(', ')'], "").to_ascii_uppercase()))
        .unwrap_or_default();
    format!("{}{x}{}{promo}", letter_of(game, &token), place(game, &a.to))
}

/// An action's SAN with its origin's file, rank, or both written (for reading over-disambiguated SAN
/// and long algebraic); none for a castling, which both write `O-O`.
fn origin_forms(game: &Game, a: &Action) -> Vec<String> {
    let (Some(from), None) = (a.from.as_deref(), a.drop.as_ref()) else { return Vec::new() };
    if a.kind == ActionKind::Castle {
        return Vec::new();
    }
    let token = game.token_at(from).ok().flatten().unwrap_or_default();
    let letter = letter_of(game, &token);
    let x = if a.kind.is_capture() { "x" } else { "" };
    let promo = a
        .promotion
        .as_ref()
        .map(|p| format!("={}", p.replace(['(', ')'], "").to_ascii_uppercase()))
        .unwrap_or_default();
    let (from, to) = (place(game, from), place(game, &a.to));
    let mut forms = Vec::new();
    for origin in [file_of(&from).to_string(), rank_of(&from).to_string(), from.clone()] {
        forms.push(format!("{letter}{origin}{x}{to}{promo}"));
    }
    forms
}

/// Castling: `O-O` toward the higher files (the king's side), `O-O-O` toward the lower; where one
/// side has several castlings (Double chess), the king's move with its destination (`Km1`).
fn castle(game: &Game, a: &Action, all: &[Action], letter: &str) -> String {
    let side = |b: &Action| -> bool {
        let from = b.from.as_deref().unwrap_or_default();
        let rook = if b.target != b.to { Some(b.target.as_str()) } else { b.alt_target.as_deref() };
        let towards = rook.unwrap_or(&b.to);
        file_of(towards) > file_of(from)
    };
    let mine = side(a);
    if all.iter().filter(|b| b.kind == ActionKind::Castle && b.notation != a.notation && side(b) == mine).count() > 0 {
        return format!("{letter}{}", place(game, &a.to));
    }
    if mine {
        "O-O".into()
    } else {
        "O-O-O".into()
    }
}

/// The SAN letter of a piece token: none for the pawn (the first of `pawns`: the other pawn types,
/// Renaissance's fox or TCHESS's super pawns, keep their letters, so that no two types write the
/// same move), else the upper-case token (`N`, `+R`); a token of several letters without its
/// brackets (`(RC)` is `RC`: brackets open a PGN variation).
fn letter_of(game: &Game, token: &str) -> String {
    let v = game.variant();
    let plain = token.trim_end_matches('~');
    match v.token_index(plain) {
        Some(t) if v.rules.pawns.first() == Some(&t) => String::new(),
        _ => plain.replace(['(', ')'], "").to_ascii_uppercase(),
    }
}

thread_local! {
    /// Set while SAN names squares by their a1 names whatever the variant's `san_squares`.
    static A1_NAMES: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with SAN written and read with squares named by their a1 names, also in a variant
/// whose move list names them by the board's labels (records: notation.md's saved games). (A
/// panic in `f` ends its thread, and the setting with it.)
pub fn with_a1_names<R>(f: impl FnOnce() -> R) -> R {
    A1_NAMES.set(true);
    let r = f();
    A1_NAMES.set(false);
    r
}

/// Whether SAN names squares by their a1 names now ([`with_a1_names`]).
pub(crate) fn a1_names() -> bool {
    A1_NAMES.get()
}

/// A square as SAN writes it: its a1 name, or its label (`san_squares = labels`).
fn place(game: &Game, square: &str) -> String {
    let v = game.variant();
    match v.geometry.parse_square(square) {
        Ok(c) if v.san_labels && !A1_NAMES.get() => v.square_label(c, crate::variants::SquareNames::Labels),
        _ => square.to_string(),
    }
}

/// A square's file as SAN writes it: its leading letters (`a` of `a10`, `w` of Omega's `w1`).
fn file_of(square: &str) -> &str {
    &square[..square.find(|c: char| c.is_ascii_digit()).unwrap_or(square.len())]
}

/// A square's rank as SAN writes it: what follows its file (`10` of `a10`).
fn rank_of(square: &str) -> &str {
    &square[file_of(square).len()..]
}

/// A SAN string reduced for comparison: no trailing check marks or annotations, no `x`, `=` or
/// `-` or spaces; `0-0` read as `O-O`.
fn normal(text: &str) -> String {
    // Check marks and annotations end a move; a `+` inside it names a promoted piece (`+S@a3`).
    let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
    // `-` joins long algebraic's squares (`e2-e4`); castling's dashes go too, on both sides read.
    let mut out = String::new();
    for c in t.chars() {
        if !matches!(c, 'x' | ':' | '=' | ' ' | '-') {
            out.push(c);
        }
    }
    // Castling written with zeros (`0-0`, `0-0-0`).
    if out == "00" || out == "000" {
        out = out.replace('0', "O");
    }
    out
}

//! Moves as the players of each family write them, for move lists: Western shogi notation
//! (Hodges: `P-7f`, `Sx7g+`, `G6i-5h`, `B*5e`, `=` for a declined promotion), Japanese in the KIF
//! style of Japanese software (`７六歩(77)`, `５五角打`, `成`), xiangqi in WXF (`C2=5`, `R+=3`,
//! `H8+7`) and in Chinese (`炮二平五`, `马８进７`, `前车平三`). Which ones a variant offers is its
//! data (`notation = san | shogi | xiangqi`); SAN itself is [`super::san`].

use crate::engine::Game;
use crate::error::Error;
use crate::game::{Action, GameInterface, Origin};
use crate::variants::SquareNames;

/// A way of writing moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Style {
    /// Standard Algebraic Notation ([`super::san`]).
    San,
    /// Western shogi notation.
    Shogi,
    /// Japanese, as KIF files write moves.
    Kif,
    /// The World Xiangqi Federation's notation.
    Wxf,
    /// Chinese xiangqi notation.
    Chinese,
    /// The canonical move strings (notation.md).
    Coordinates,
    /// The move strings with each square named as the board labels it (Gess's article
    /// coordinates: `p18p15`).
    Labels,
}

impl Style {
    /// Reads a style's name (`san`, `shogi`, `kif`, `wxf`, `chinese`, `coordinates`).
    pub fn parse(name: &str) -> Option<Style> {
        Some(match name {
            "san" => Style::San,
            "shogi" => Style::Shogi,
            "kif" => Style::Kif,
            "wxf" => Style::Wxf,
            "chinese" => Style::Chinese,
            "coordinates" => Style::Coordinates,
            "labels" => Style::Labels,
            _ => return None,
        })
    }
}

/// The styles a variant's data offers for its move list, its own first (`notation` key). Shogi's
/// and xiangqi's styles are written only by builds with their family (feature `asia`).
pub fn styles_for(notation: &str) -> Vec<Style> {
    match notation {
        // (The board's labels: `7g7f`, as USI and lishogi write a move's squares.)
        "shogi" if cfg!(feature = "asia") => vec![Style::Shogi, Style::Kif, Style::Labels, Style::Coordinates],
        "xiangqi" if cfg!(feature = "asia") => vec![Style::Wxf, Style::Chinese, Style::Coordinates],
        "labels" => vec![Style::Labels, Style::Coordinates],
        _ => vec![Style::San, Style::Coordinates],
    }
}

/// The move string `mv` with each square (letters and digits: `d2`, `e10`) named as `label` names
/// it, the rest kept (`d2d5` -> `p18p15`, `N@c3` -> `N@q17`); a square `label` does not know stays.
pub fn labelled(mv: &str, label: impl Fn(&str) -> Option<String>) -> String {
    let mut out = String::with_capacity(mv.len());
    let mut rest = mv;
    while let Some(c) = rest.chars().next() {
        let letters = rest.find(|ch: char| !ch.is_ascii_lowercase()).unwrap_or(rest.len());
        let digits = rest[letters..].find(|ch: char| !ch.is_ascii_digit()).map_or(rest.len(), |d| letters + d);
        let len = if letters > 0 && digits > letters {
            let square = &rest[..digits];
            out.push_str(&label(square).unwrap_or_else(|| square.to_string()));
            digits
        } else if letters > 0 {
            out.push_str(&rest[..letters]);
            letters
        } else {
            out.push(c);
            c.len_utf8()
        };
        rest = &rest[len..];
    }
    out
}

/// A record as [`history`] last wrote it for a game: what it was written from (the style, the
/// moves, SAN's square names) and the moves as written. (A game's start never changes: a new
/// position makes a new game, without a kept record.)
#[derive(Debug, Clone)]
pub(crate) struct Written {
    style: Style,
    a1_names: bool,
    moves: Vec<String>,
    written: Vec<String>,
}

/// Where a game keeps the record [`history`] last wrote for it.
pub(crate) type Kept = std::cell::RefCell<Option<std::sync::Arc<Written>>>;

/// The record of `game`, from its start, in `style`.
pub fn history(game: &Game, style: Style) -> Result<Vec<String>, Error> {
    history_from(game, style, 0)
}

/// The record of `game` in `style`, from its `from`-th move on. The moves the game's last record
/// in that style shares with this one are taken from it, and only the others are written: a move
/// list asks at every move, and writing a move generates the position's moves.
pub fn history_from(game: &Game, style: Style, from: usize) -> Result<Vec<String>, Error> {
    let a1_names = super::san::a1_names();
    // The last record, taken out to be added to (copied where a copy of the game shares it).
    let taken = game.written_record().borrow_mut().take();
    let mut record = taken
        .map(|w| std::sync::Arc::try_unwrap(w).unwrap_or_else(|shared| (*shared).clone()))
        .filter(|w| w.style == style && w.a1_names == a1_names)
        .unwrap_or(Written { style, a1_names, moves: Vec::new(), written: Vec::new() });
    let kept = record.moves.iter().zip(game.recorded()).take_while(|(a, b)| a == b).count();
    let played = game.ply();
    // (A record that goes on past the moves played, which were taken back, is kept for a replay.)
    if kept < played {
        record.moves.truncate(kept);
        record.written.truncate(kept);
        // KIF writes a move to the previous move's square as 同 (`同　銀(31)`): the square of the
        // last move kept is that of the last one not so written.
        let mut last_square: String = record
            .written
            .iter()
            .rev()
            .find(|w| !w.starts_with('同'))
            .map(|w| w.chars().take(2).collect())
            .unwrap_or_default();
        // The position after the moves kept.
        let mut replay = game.clone();
        for _ in kept..played {
            replay.undo();
        }
        for m in game.recorded().skip(kept) {
            let mut w = write(&mut replay, m, style)?;
            if style == Style::Kif {
                let square: String = w.chars().take(2).collect();
                if square == last_square {
                    w = format!("同　{}", w.chars().skip(2).collect::<String>());
                }
                last_square = square;
            }
            record.moves.push(m.to_string());
            record.written.push(w);
            replay.play(m)?;
        }
    }
    let out = record.written[from.min(played)..played].to_vec();
    *game.written_record().borrow_mut() = Some(std::sync::Arc::new(record));
    Ok(out)
}

/// The legal move `mv` of `game`'s current position in `style`.
pub fn write(game: &mut Game, mv: &str, style: Style) -> Result<String, Error> {
    if style == Style::San {
        return super::san::write(game, mv);
    }
    let actions = GameInterface::actions(game, Origin::All, None)?;
    let canonical = game.clone().play(mv)?;
    let a = actions.iter().find(|a| a.notation == canonical).ok_or_else(|| Error::IllegalMove(mv.into()))?;
    Ok(match style {
        // (SAN was written above.) Without the `asia` family, shogi's and xiangqi's styles are
        // not offered (`styles_for`), so their code is left out.
        Style::San | Style::Coordinates => canonical,
        Style::Labels => labelled(&canonical, |square| GameInterface::label(game, square).ok()),
        _ if !cfg!(feature = "asia") => canonical,
        Style::Shogi => shogi(game, a, &actions),
        Style::Kif => kif(game, a).unwrap_or_else(|| shogi(game, a, &actions)),
        Style::Wxf => xiangqi(game, a, false).unwrap_or(canonical),
        Style::Chinese => xiangqi(game, a, true).unwrap_or(canonical),
    })
}

/// Every legal action of `game`'s position with its writing in `style` (for reading moves written
/// so: shogi's `P-7f`, xiangqi's `C2=5`); SAN and the move strings are read by their own readers.
pub fn moves_written(game: &mut Game, style: Style) -> Result<Vec<(String, String)>, Error> {
    let actions = GameInterface::actions(game, Origin::All, None)?;
    let mut out = Vec::with_capacity(actions.len());
    for a in &actions {
        let written = match style {
            Style::San | Style::Coordinates => continue,
            Style::Labels => labelled(&a.notation, |square| GameInterface::label(game, square).ok()),
            _ if !cfg!(feature = "asia") => continue,
            Style::Shogi => shogi(game, a, &actions),
            Style::Kif => match kif(game, a) {
                Some(k) => k,
                None => continue,
            },
            Style::Wxf => match xiangqi(game, a, false) {
                Some(w) => w,
                None => continue,
            },
            Style::Chinese => match xiangqi(game, a, true) {
                Some(w) => w,
                None => continue,
            },
        };
        out.push((a.notation.clone(), written));
    }
    Ok(out)
}

/// Every legal move of `game`'s position with its KIF writing (moves KIF cannot write left out),
/// for reading KIF records ([`super::kif`]).
#[cfg(feature = "asia")]
pub fn kif_moves(game: &mut Game) -> Result<Vec<(String, String)>, Error> {
    let actions = GameInterface::actions(game, Origin::All, None)?;
    Ok(actions.iter().filter_map(|a| Some((a.notation.clone(), kif(game, a)?))).collect())
}

/// The token on a cell, without the promoted-in-hand mark.
fn token(game: &Game, square: &str) -> String {
    game.token_at(square).ok().flatten().unwrap_or_default().trim_end_matches('~').to_string()
}

/// A cell's own label (`7g` on a shogi board).
fn label(game: &Game, square: &str) -> String {
    let v = game.variant();
    match v.geometry.parse_square(square) {
        Ok(c) => v.square_label(c, SquareNames::Labels),
        Err(_) => square.to_string(),
    }
}

/// Western shogi notation: piece, origin where another such piece could make the same move, `-`,
/// `x` or `*`, the destination, and `+` (promotes) or `=` (could promote and does not). A move in
/// two steps (chu shogi's lion) names its stop as well (`Nx6f-5f`); a capture without moving
/// (igui) is written `Nx!6f`, as the Chu Shogi Association writes them.
fn shogi(game: &Game, a: &Action, all: &[Action]) -> String {
    if let Some(drop) = &a.drop {
        return format!("{}*{}", drop.to_ascii_uppercase(), label(game, &a.to));
    }
    let Some(from) = a.from.as_deref() else { return a.notation.clone() };
    let piece = token(game, from);
    // A name of several letters is written without the FEN token's brackets (dai shogi's `LN-6n`,
    // not `(LN)-6n`), as the large games' players write it.
    let letter = piece.to_ascii_uppercase().replace(['(', ')'], "");
    let path = shogi_path(game, a);
    let rivals = all.iter().any(|b| {
        b.drop.is_none()
            && b.from.as_deref().is_some_and(|f| f != from && token(game, f) == piece)
            && shogi_path(game, b) == path
    });
    let origin = if rivals { label(game, from) } else { String::new() };
    let promo = if a.promotion.is_some() {
        "+"
    } else if all.iter().any(|b| b.from == a.from && b.to == a.to && b.stops == a.stops && b.promotion.is_some()) {
        "="
    } else {
        ""
    };
    format!("{letter}{origin}{path}{promo}")
}

/// What Western shogi notation writes of a move after its piece and origin: `-7f`, `x7f`, a
/// two-step move's stop and end (`x6f-5f`), or a capture without moving (`x!6f`).
fn shogi_path(game: &Game, a: &Action) -> String {
    let step = |cell: &String| {
        let how = if a.captures.contains(cell) { "x" } else { "-" };
        format!("{how}{}", label(game, cell))
    };
    if a.stops.is_empty() {
        let how = if a.kind.is_capture() { "x" } else { "-" };
        return format!("{how}{}", label(game, &a.to));
    }
    if a.from.as_ref() == Some(&a.to) && a.stops.len() == 1 && a.captures == a.stops {
        return format!("x!{}", label(game, &a.stops[0]));
    }
    a.stops.iter().chain(std::iter::once(&a.to)).map(step).collect()
}

/// Japanese pieces as KIF writes them (python-shogi's set: 玉 for both kings).
const KANJI: [(&str, &str); 14] = [
    ("p", "歩"),
    ("l", "香"),
    ("n", "桂"),
    ("s", "銀"),
    ("g", "金"),
    ("b", "角"),
    ("r", "飛"),
    ("k", "玉"),
    ("+p", "と"),
    ("+l", "杏"),
    ("+n", "圭"),
    ("+s", "全"),
    ("+b", "馬"),
    ("+r", "龍"),
];
const FULL_WIDTH: [&str; 9] = ["１", "２", "３", "４", "５", "６", "７", "８", "９"];
const KANJI_NUMBERS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

/// A shogi label (`7g`) as (file, rank) numbers (7, 7).
fn shogi_numbers(label: &str) -> Option<(usize, usize)> {
    let (digits, letter) = label.split_at(label.len().checked_sub(1)?);
    let file: usize = digits.parse().ok()?;
    let rank = (letter.chars().next()? as usize).checked_sub('a' as usize)? + 1;
    ((1..=9).contains(&file) && (1..=9).contains(&rank)).then_some((file, rank))
}

/// KIF: the destination's full-width file and kanji rank, the piece that moves, `成` when it
/// promotes (a promotion declined is not marked: the KIF format's rule, as python-shogi writes it),
/// then `打` for a drop or the origin's numbers (`(77)`); `None` off a 9x9 standard set.
fn kif(game: &Game, a: &Action) -> Option<String> {
    let (tf, tr) = shogi_numbers(&label(game, &a.to))?;
    let dest = format!("{}{}", FULL_WIDTH[tf - 1], KANJI_NUMBERS[tr - 1]);
    let name = |tok: &str| KANJI.iter().find(|(t, _)| *t == tok.to_ascii_lowercase()).map(|(_, k)| *k);
    if let Some(drop) = &a.drop {
        return Some(format!("{dest}{}打", name(drop)?));
    }
    let from = a.from.as_deref()?;
    let (ff, fr) = shogi_numbers(&label(game, from))?;
    let promoted = if a.promotion.is_some() { "成" } else { "" };
    Some(format!("{dest}{}{promoted}({ff}{fr})", name(&token(game, from))?))
}

/// Xiangqi pieces: WXF letter and the Chinese names for Red and Black.
const XIANGQI: [(char, char, &str, &str); 7] = [
    ('k', 'K', "帅", "将"),
    ('a', 'A', "仕", "士"),
    ('b', 'E', "相", "象"),
    ('n', 'H', "马", "马"),
    ('r', 'R', "车", "车"),
    ('c', 'C', "炮", "炮"),
    ('p', 'P', "兵", "卒"),
];
const RED_NUMBERS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];

/// A file as the mover counts it: 1 on its right (Red: the `i` file; Black: the `a` file).
fn mover_file(file: usize, red: bool) -> usize {
    if red {
        9 - file
    } else {
        file + 1
    }
}

/// A number written for a side in Chinese: Red in Chinese numerals, Black in full-width digits.
fn chinese_number(n: usize, red: bool) -> String {
    if red {
        RED_NUMBERS[n - 1].to_string()
    } else {
        FULL_WIDTH[n - 1].to_string()
    }
}

/// WXF (`C2=5`, `R+=3`, `P3+1`) or Chinese (`炮二平五`, `前车平三`): the piece, its file (or front
/// and rear for two on one file; tandem pawns as the WXF rules say), `+` forward, `-` back or `=`
/// along the rank, then the files moved to (diagonal movers and traverses) or the steps.
fn xiangqi(game: &Game, a: &Action, chinese: bool) -> Option<String> {
    let v = game.variant();
    let g = &v.geometry;
    if g.width != 9 || g.height != 10 {
        return None;
    }
    let from = a.from.as_deref()?;
    let (fc, tc) = (g.parse_square(from).ok()?, g.parse_square(&a.to).ok()?);
    let tok = token(game, from);
    let red = tok.chars().next()?.is_ascii_uppercase();
    let lower = tok.to_ascii_lowercase().chars().next()?;
    let &(_, letter, red_name, black_name) = XIANGQI.iter().find(|p| p.0 == lower)?;
    let name = if red { red_name } else { black_name };
    let (ff, fr, tf, tr) = (g.file(fc), g.rank(fc), g.file(tc), g.rank(tc));
    // Forward for Red is up the ranks; for Black down.
    let ahead = |r: usize| if red { r } else { 9 - r };
    let file_no = mover_file(ff, red);
    // The ranks of the side's pieces of this type on a file.
    let same_on = |file: usize| -> Vec<usize> {
        let mut ranks = Vec::new();
        for r in 0..10 {
            if let Some(c) = g.cell(file as i32, r) {
                if token(game, &g.square_name(c)) == tok {
                    ranks.push(g.rank(c));
                }
            }
        }
        ranks
    };
    // On this file, front first.
    let mut tandem = same_on(ff);
    crate::sort::sort_by_key(&mut tandem, |&r| std::cmp::Reverse(ahead(r)));
    let files_with_tandem_pawns = (0..9).filter(|&f| same_on(f).len() > 1).count();
    let index = tandem.iter().position(|&r| r == fr)?;
    // Advisors and elephants are named by their file even in a tandem: where they go tells them apart.
    let n = if matches!(lower, 'a' | 'b') { 1 } else { tandem.len() };
    // Where the piece is named: its file, or its place in a tandem.
    let (wxf_place, chinese_place) = if n == 1 {
        (format!("{letter}{file_no}"), format!("{name}{}", chinese_number(file_no, red)))
    } else {
        let (sign, word) = match (index, n) {
            (0, _) => ("+", "前"),
            (i, n) if i == n - 1 => ("-", "后"),
            (_, 3) => ("", "中"),
            _ => ("", ""),
        };
        let wxf = if lower == 'p' && files_with_tandem_pawns > 1 {
            // Tandem pawns in two files: the file's number in place of the letter.
            format!("{file_no}{}", if sign.is_empty() { file_no.to_string() } else { sign.to_string() })
        } else if sign.is_empty() {
            format!("{letter}{file_no}")
        } else {
            format!("{letter}{sign}")
        };
        let chinese = if word.is_empty() {
            format!("{name}{}", chinese_number(file_no, red))
        } else if lower == 'p' && files_with_tandem_pawns > 1 {
            format!("{word}{}{name}", chinese_number(file_no, red))
        } else {
            format!("{word}{name}")
        };
        (wxf, chinese)
    };
    let (op, op_cn) = if tr == fr {
        ("=", "平")
    } else if ahead(tr) > ahead(fr) {
        ("+", "进")
    } else {
        ("-", "退")
    };
    // Straight movers moving along their file count steps; others (and traverses) name the file.
    let straight = ff == tf && matches!(lower, 'k' | 'r' | 'c' | 'p');
    let last = if straight && op != "=" { fr.abs_diff(tr) } else { mover_file(tf, red) };
    Some(if chinese {
        format!("{chinese_place}{op_cn}{}", chinese_number(last, red))
    } else {
        format!("{wxf_place}{op}{last}")
    })
}

#[cfg(test)]
mod tests {
    use super::labelled;

    #[test]
    fn labelled_names_each_square_and_keeps_the_rest() {
        let label = |sq: &str| Some(sq.to_uppercase() + "'");
        assert_eq!(labelled("d2d5", label), "D2'D5'");
        assert_eq!(labelled("e7e8q", label), "E7'E8'q");
        assert_eq!(labelled("N@c10", label), "N@C10'");
        assert_eq!(labelled("b2h8+", label), "B2'H8'+");
        assert_eq!(labelled("d2d5", |_| None), "d2d5");
        assert_eq!(labelled("", label), "");
    }
}

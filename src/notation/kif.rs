//! KIF, the game record of Japanese shogi software (Kakinoki's format, as lishogi and 81Dojo
//! export it), for shogi and minishogi: the header (`key：value`), the start as `手合割` (an even
//! game) or as a board diagram (BOD), and one numbered move per line (`   1 ７六歩(77)`, `同　銀(33)`,
//! `５五角打`) up to an ending word (`投了`, `千日手`, ...). Times, comments (`*`), variations
//! (`変化：`) and the rest are passed over. Moves are matched against the legal moves as
//! [`super::written`] writes them, so reading needs the game (`game::record::from_kif`).

use crate::engine::Game;
use crate::error::{shown, Error};
use crate::pieces::Color;

/// Shogi pieces: FEN token and KIF kanji (the first is written; the others are read too).
const PIECES: [(&str, &[&str]); 14] = [
    ("p", &["歩"]),
    ("l", &["香"]),
    ("n", &["桂"]),
    ("s", &["銀"]),
    ("g", &["金"]),
    ("b", &["角"]),
    ("r", &["飛"]),
    ("k", &["玉", "王"]),
    ("+p", &["と"]),
    ("+l", &["杏", "成香"]),
    ("+n", &["圭", "成桂"]),
    ("+s", &["全", "成銀"]),
    ("+b", &["馬"]),
    ("+r", &["龍", "竜"]),
];
const FULL_WIDTH: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
const KANJI_NUMBERS: [char; 10] = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/// Words that end the moves, and what they say about the side to move: it lost (`Some(true)`),
/// the game was drawn (`Some(false)`), or nothing (`None`: interrupted, or a result the record
/// does not say).
const ENDINGS: [(&str, Option<bool>); 12] = [
    ("投了", Some(true)),
    ("詰み", Some(true)),
    ("切れ負け", Some(true)),
    ("時間切れ", Some(true)),
    ("反則負け", Some(true)),
    ("千日手", Some(false)),
    ("持将棋", Some(false)),
    ("中断", None),
    ("不詰", None),
    ("反則勝ち", None),
    ("入玉勝ち", None),
    ("宣言勝ち", None),
];

/// A KIF record as read, before its moves are matched.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kif {
    /// `shogi` or `minishogi`.
    pub variant: String,
    /// The start as a FEN, or `None` for the variant's own.
    pub start: Option<String>,
    /// The moves as written, each normalised ([`normal`]) with `同` resolved.
    pub moves: Vec<String>,
    /// The header as PGN tags (`White` for 先手, `Black` for 後手, `Date`, `Event`, `Site`).
    pub tags: Vec<(String, String)>,
    /// The ending word and what it says (see [`ENDINGS`]).
    pub ending: Option<(String, Option<bool>)>,
}

/// Whether a text looks like KIF rather than PGN: a KIF header key or its move-list heading.
pub fn looks_like(text: &str) -> bool {
    ["手合割", "手数----", "先手：", "後手：", "開始日時", "先手の持駒", "#KIF"].iter().any(|k| text.contains(k))
}

/// A move as compared: no spaces or times, `同` replaced by `dest`, one name per piece, no
/// `不成` and no `打`.
pub fn normal(text: &str, dest: &str) -> String {
    let mut s = String::new();
    let mut rest = text;
    // Times and the like: parenthesised groups with a colon.
    while let Some(open) = rest.find('(') {
        let close = rest[open..].find(')').map_or(rest.len(), |c| open + c + 1);
        s.push_str(&rest[..open]);
        if !rest.as_bytes()[open..close].contains(&b':') {
            s.push_str(&rest[open..close]);
        }
        rest = &rest[close..];
    }
    s.push_str(rest);
    let mut s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    if let Some(after) = s.strip_prefix('同') {
        s = format!("{dest}{after}");
    }
    for (_, names) in PIECES {
        for alt in &names[1..] {
            s = s.replace(alt, names[0]);
        }
    }
    s.replace("不成", "").replace('打', "").trim_end_matches('+').to_string()
}

/// The destination of a normalised move: its first two characters.
pub fn destination(normal: &str) -> String {
    normal.chars().take(2).collect()
}

/// Reads a KIF text's header, start and moves (the moves still as written).
pub fn parse(text: &str) -> Result<Kif, Error> {
    let bad = |what: String| Error::Argument(format!("bad KIF: {what}"));
    let mut tags = Vec::new();
    let mut handicap = None;
    let mut rows: Vec<Vec<(bool, Option<&str>)>> = Vec::new();
    let mut hands: [String; 2] = Default::default();
    let mut gote_first = false;
    let mut moves = Vec::new();
    let mut ending = None;
    let mut dest = String::new();
    for line in text.lines().map(|l| l.trim_start_matches('\u{feff}').trim_end()) {
        let trimmed = line.trim();
        if trimmed.starts_with("変化") || ending.is_some() {
            break;
        }
        if trimmed.is_empty() || trimmed.starts_with(['#', '*', '&']) || trimmed.starts_with("手数") {
            continue;
        }
        if let Some(row) = line.strip_prefix('|') {
            let cells = row.rsplit_once('|').map_or(row, |(cells, _)| cells);
            rows.push(bod_row(cells).ok_or_else(|| bad(format!("the board row '{}'", shown(line))))?);
            continue;
        }
        if trimmed == "後手番" || trimmed == "上手番" {
            gote_first = true;
            continue;
        }
        if let Some((key, value)) = trimmed.split_once('：') {
            let value = value.trim().to_string();
            match key {
                "手合割" => handicap = Some(value),
                "先手の持駒" | "下手の持駒" => {
                    hands[0] = hand(&value).ok_or_else(|| bad(format!("the hand '{}'", shown(&value))))?
                }
                "後手の持駒" | "上手の持駒" => {
                    hands[1] = hand(&value).ok_or_else(|| bad(format!("the hand '{}'", shown(&value))))?
                }
                _ => {
                    let tag = match key {
                        "先手" | "下手" => "White",
                        "後手" | "上手" => "Black",
                        "開始日時" => "Date",
                        "棋戦" => "Event",
                        "場所" => "Site",
                        _ => continue,
                    };
                    let value = if tag == "Date" { value.replace('/', ".").chars().take(10).collect() } else { value };
                    tags.push((tag.to_string(), value));
                }
            }
            continue;
        }
        // KI2 writes its moves by side marks, without numbers (`▲７六歩 △３四歩`): not read here,
        // and not passed over as if the record had no moves.
        if trimmed.starts_with(['▲', '△', '☗', '☖']) {
            return Err(bad(format!(
                "moves written without numbers ('{}', KI2) are not read: give the record as KIF",
                shown(trimmed)
            )));
        }
        // A move line: its number, then the move (and perhaps its time).
        let Some((number, mv)) = trimmed.split_once(|c: char| c.is_whitespace()) else { continue };
        if number.parse::<u32>().is_err() {
            continue;
        }
        let m = normal(mv, &dest);
        if let Some((word, says)) = ENDINGS.iter().find(|(w, _)| m.starts_with(w)) {
            ending = Some((word.to_string(), *says));
            continue;
        }
        dest = destination(&m);
        moves.push(m);
    }
    let size = rows.first().map_or(9, Vec::len);
    let variant = match (handicap.as_deref(), size) {
        (Some("5五将棋" | "５五将棋"), _) | (_, 5) => "minishogi",
        _ => "shogi",
    };
    let start = if !rows.is_empty() {
        Some(bod_fen(&rows, &hands, gote_first).ok_or_else(|| bad("the board diagram".into()))?)
    } else {
        match handicap.as_deref() {
            None | Some("平手" | "5五将棋" | "５五将棋") => None,
            Some(h) => {
                return Err(bad(format!("the handicap '{}' is not read: give the start as a board diagram", shown(h))))
            }
        }
    };
    Ok(Kif { variant: variant.into(), start, moves, tags, ending })
}

/// The cells of a board-diagram row (` ・`, `v香`, ` 歩`): (gote's, token).
fn bod_row(cells: &str) -> Option<Vec<(bool, Option<&'static str>)>> {
    let chars: Vec<char> = cells.chars().collect();
    if chars.len() % 2 != 0 || chars.is_empty() {
        return None;
    }
    chars
        .chunks(2)
        .map(|c| {
            let gote = c[0] == 'v';
            if !gote && c[0] != ' ' {
                return None;
            }
            if c[1] == '・' {
                return Some((false, None));
            }
            let name = c[1].to_string();
            let tok = PIECES.iter().find(|(_, names)| names.contains(&name.as_str()))?.0;
            Some((gote, Some(tok)))
        })
        .collect()
}

/// The most pieces a hand may hold as read (shogi has 40 pieces in all).
const MAX_HAND: usize = 40;

/// A hand (`飛　角　金二　歩十八`, `なし`) as FEN letters, lower case; `None` for a bad item or more
/// than [`MAX_HAND`] pieces.
fn hand(text: &str) -> Option<String> {
    let mut out = String::new();
    for item in text.split(|c: char| c.is_whitespace()).filter(|s| !s.is_empty() && *s != "なし") {
        if out.len() > MAX_HAND {
            return None;
        }
        let mut chars = item.chars();
        let name = chars.next()?.to_string();
        let tok = PIECES.iter().find(|(t, names)| !t.starts_with('+') && names.contains(&name.as_str()))?.0;
        let count: String = chars.collect();
        let n = if count.is_empty() { 1 } else { kanji_number(&count)? };
        out.push_str(&tok.repeat(n));
    }
    (out.len() <= MAX_HAND).then_some(out)
}

/// A kanji number from 1 to 99 (`二`, `十`, `十八`, `二十`).
fn kanji_number(s: &str) -> Option<usize> {
    let digit = |c: char| KANJI_NUMBERS[..9].iter().position(|&k| k == c).map(|i| i + 1);
    let chars: Vec<char> = s.chars().collect();
    match chars.as_slice() {
        ['十'] => Some(10),
        [a] => digit(*a),
        ['十', b] => Some(10 + digit(*b)?),
        [a, '十'] => Some(digit(*a)? * 10),
        [a, '十', b] => Some(digit(*a)? * 10 + digit(*b)?),
        _ => None,
    }
}

/// The FEN of a board diagram, its hands and side to move.
fn bod_fen(rows: &[Vec<(bool, Option<&str>)>], hands: &[String; 2], gote_first: bool) -> Option<String> {
    let width = rows[0].len();
    if rows.len() != width || rows.iter().any(|r| r.len() != width) {
        return None;
    }
    let mut board = Vec::new();
    for row in rows {
        let mut text = String::new();
        let mut empty = 0;
        for &(gote, tok) in row {
            let Some(tok) = tok else {
                empty += 1;
                continue;
            };
            if empty > 0 {
                text.push_str(&empty.to_string());
                empty = 0;
            }
            text.push_str(&if gote { tok.to_string() } else { tok.to_ascii_uppercase() });
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        board.push(text);
    }
    let side = if gote_first { 'b' } else { 'w' };
    Some(format!("{}[{}{}] {side} - - 0 1", board.join("/"), hands[0].to_ascii_uppercase(), hands[1]))
}

/// A FEN of shogi or minishogi as a board diagram, its hands and side to move (KIF's BOD).
fn bod(fen: &str) -> Option<String> {
    let (board, rest) = fen.split_once('[')?;
    let (hand, rest) = rest.split_once(']')?;
    let side = rest.split_whitespace().next()?;
    let rows: Vec<&str> = board.split('/').collect();
    let width = rows.len();
    let kanji = |tok: &str| PIECES.iter().find(|(t, _)| *t == tok.to_ascii_lowercase()).map(|(_, n)| n[0]);
    let hand_text = |upper: bool| {
        let mut items = Vec::new();
        for (tok, names) in PIECES.iter().filter(|(t, _)| !t.starts_with('+')).rev() {
            let n = hand
                .chars()
                .filter(|c| c.is_ascii_uppercase() == upper && c.to_ascii_lowercase().to_string() == *tok)
                .count();
            match n {
                0 => {}
                1 => items.push(names[0].to_string()),
                n => items.push(format!("{}{}", names[0], kanji_count(n))),
            }
        }
        if items.is_empty() {
            "なし".to_string()
        } else {
            items.join("　")
        }
    };
    let mut out = format!("後手の持駒：{}\n", hand_text(false));
    out.push_str(&format!(" {}\n", FULL_WIDTH[..width].iter().rev().map(|c| format!(" {c}")).collect::<String>()));
    out.push_str(&format!("+{}+\n", "-".repeat(width * 3)));
    for (r, row) in rows.iter().enumerate() {
        let mut line = String::from("|");
        let mut chars = row.chars().peekable();
        let mut cells = 0;
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                for _ in 0..d {
                    line.push_str(" ・");
                }
                cells += d as usize;
                continue;
            }
            let tok = if c == '+' { format!("+{}", chars.next()?) } else { c.to_string() };
            let gote = tok.chars().last()?.is_ascii_lowercase();
            line.push(if gote { 'v' } else { ' ' });
            line.push_str(kanji(&tok)?);
            cells += 1;
        }
        if cells != width {
            return None;
        }
        out.push_str(&format!("{line}|{}\n", KANJI_NUMBERS[r]));
    }
    out.push_str(&format!("+{}+\n", "-".repeat(width * 3)));
    out.push_str(&format!("先手の持駒：{}\n", hand_text(true)));
    if side == "b" {
        out.push_str("後手番\n");
    }
    Some(out)
}

/// A count as KIF writes it in a hand (`二`, `十八`).
fn kanji_count(n: usize) -> String {
    let (tens, ones) = (n / 10, n % 10);
    let mut s = String::new();
    if tens > 1 {
        s.push(KANJI_NUMBERS[tens - 1]);
    }
    if tens > 0 {
        s.push('十');
    }
    if ones > 0 {
        s.push(KANJI_NUMBERS[ones - 1]);
    }
    s
}

/// A tag's value as one header line: line breaks and other control characters as spaces (a value
/// may not add lines of its own to the header).
fn one_line(v: &str) -> String {
    v.chars().map(|c| if c.is_control() { ' ' } else { c }).collect()
}

/// Whether KIF writes games of variant `id`: shogi and minishogi (the family's larger games have
/// no KIF spelling of their pieces and lion moves).
pub fn holds(id: &str) -> bool {
    matches!(id, "shogi" | "minishogi")
}

/// Refuses a variant KIF does not write ([`holds`]), naming it.
pub fn check_held(id: &str) -> Result<(), Error> {
    if holds(id) {
        Ok(())
    } else {
        Err(Error::Argument(format!("KIF records shogi and minishogi, not '{}'", shown(id))))
    }
}

/// The record of `game` (shogi or minishogi) as KIF: `tags` as PGN names them (`White` for 先手,
/// `Black` for 後手, `Date`, `Event`, `Site`), the start (an even game's `手合割`, else a board
/// diagram), the moves, and how the game ended.
pub fn write(game: &Game, tags: &[(String, String)]) -> Result<String, Error> {
    let id = game.variant().id.clone();
    check_held(&id)?;
    let mut start = game.clone();
    while start.undo().is_some() {}
    let standard = Game::new(&id, None)?.fen() == start.fen();
    let mut out = String::from("#KIF version=2.0 encoding=UTF-8\n");
    for (tag, key) in [("Date", "開始日時"), ("Event", "棋戦"), ("Site", "場所")] {
        if let Some((_, v)) = tags.iter().find(|(t, v)| t == tag && !v.as_bytes().contains(&b'?')) {
            out.push_str(&format!("{key}：{}\n", one_line(v).replace('.', "/")));
        }
    }
    if standard {
        out.push_str(if id == "shogi" { "手合割：平手\n" } else { "手合割：5五将棋\n" });
    } else {
        out.push_str(&bod(&start.fen()).ok_or_else(|| Error::Argument("KIF: the start has no board diagram".into()))?);
    }
    for (tag, key) in [("White", "先手"), ("Black", "後手")] {
        let name = tags.iter().find(|(t, _)| t == tag).map_or("", |(_, v)| v.as_str());
        out.push_str(&format!("{key}：{}\n", if name == "?" { String::new() } else { one_line(name) }));
    }
    out.push_str("手数----指手---------消費時間--\n");
    // (The record writes 同 for a move to the previous move's square.)
    let written = super::written::history(game, super::written::Style::Kif)?;
    for (i, m) in written.iter().enumerate() {
        out.push_str(&format!("{:>4} {m}\n", i + 1));
    }
    let n = written.len();
    let mut g = game.clone();
    if let Some(o) = g.outcome() {
        match o.winner {
            Some(w) => {
                let who = if w == Color::White { "先手" } else { "後手" };
                out.push_str(&format!("まで{n}手で{who}の勝ち\n"));
            }
            None => out.push_str(&format!("まで{n}手で千日手\n")),
        }
    }
    Ok(out)
}

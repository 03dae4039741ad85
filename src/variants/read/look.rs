//! How a variant is shown: the board's labels and style, the pieces' style, letters and
//! characters, marks, frames and the names of squares and sides.

use super::{parse_cells, words, Fail, Reader};
use crate::error::shown;
use crate::variants::{BoardStyle, Marks, PieceLabels, PieceStyle, SquareNames};

/// How the variant is drawn and named (the fields of [`crate::variants::Variant`] of the same names).
pub(super) struct Look {
    pub(super) file_labels: Vec<String>,
    pub(super) rank_labels: Vec<String>,
    pub(super) file_labels_top: Option<Vec<String>>,
    pub(super) board_style: BoardStyle,
    pub(super) piece_style: PieceStyle,
    pub(super) labels: Vec<(String, String)>,
    pub(super) kanji: Vec<(String, String, String)>,
    pub(super) piece_labels: PieceLabels,
    pub(super) star_points: Vec<usize>,
    pub(super) cell_labels: Vec<(usize, String)>,
    pub(super) frame: Option<(usize, usize)>,
    pub(super) side_names: [String; 2],
    pub(super) marks: Marks,
    pub(super) square_names: SquareNames,
    pub(super) san_labels: bool,
}

/// How the entries say the variant is drawn and named.
pub(super) fn read(r: &Reader) -> Result<Look, Fail> {
    let labels = |key: &str, n: usize, default: &dyn Fn(usize) -> String| -> Result<Vec<String>, Fail> {
        match r.last(key) {
            None => {
                let mut l = Vec::new();
                for i in 0..n {
                    l.push(default(i));
                }
                Ok(l)
            }
            Some(v) => {
                // `-` leaves a file or rank without a label (the hole rows around Omega chess's board).
                let mut l = Vec::new();
                for t in v.split_whitespace() {
                    l.push(if t == "-" { String::new() } else { t.to_string() });
                }
                if l.len() != n {
                    return Err(r.fail(format_args!("'{key}' has {} labels, the board has {n}", l.len())));
                }
                Ok(l)
            }
        }
    };
    let file_labels = labels("file_labels", r.geometry.width, &|i| ((b'a' + i as u8) as char).to_string())?;
    let rank_labels = labels("rank_labels", r.geometry.height, &|i| (i + 1).to_string())?;
    let file_labels_top = match r.last("file_labels_top") {
        None => None,
        Some(_) => Some(labels("file_labels_top", r.geometry.width, &|_| String::new())?),
    };
    let board_style = match r.choice("board_style", &["squares", "intersections", "quadrants", "grid"], 0)? {
        0 => BoardStyle::Squares,
        1 => BoardStyle::Intersections,
        2 => BoardStyle::Quadrants,
        _ => BoardStyle::Grid,
    };
    let piece_style = match r.choice("piece_style", &["western", "shogi", "xiangqi", "tchess", "discs"], 0)? {
        0 => PieceStyle::Western,
        1 => PieceStyle::Shogi,
        2 => PieceStyle::Xiangqi,
        3 => PieceStyle::Tchess,
        _ => PieceStyle::Discs,
    };
    let mut labels = Vec::new();
    for (t, l) in token_labels(r, "labels")? {
        if l.is_empty() || l.chars().count() > 3 {
            return Err(r.fail(format_args!("'labels': label '{l}' must be 1 to 3 characters")));
        }
        labels.push((t, l.to_string()));
    }
    let mut kanji = Vec::new();
    for (t, l) in token_labels(r, "kanji")? {
        let (w, b) = l.split_once('/').unwrap_or((l, l));
        for side in [w, b] {
            if side.is_empty() || side.chars().count() > 2 {
                return Err(r.fail(format_args!("'kanji': label '{side}' must be 1 or 2 characters")));
            }
        }
        kanji.push((t, w.to_string(), b.to_string()));
    }
    let piece_labels = match r.choice("piece_labels", &["kanji", "letters"], usize::from(kanji.is_empty()))? {
        0 => PieceLabels::Kanji,
        _ => PieceLabels::Letters,
    };
    let mut star_points = Vec::new();
    for tok in r.last("star_points").unwrap_or_default().split_whitespace() {
        let n: usize = tok.parse().map_err(|_| r.fail(format_args!("'star_points' entry '{tok}' must be a number")))?;
        if n == 0 || n >= r.geometry.width.min(r.geometry.height) {
            return Err(r.fail(format_args!("'star_points': line {n} is not inside the board")));
        }
        star_points.push(n);
    }
    let mut cell_labels = Vec::new();
    for tok in r.last("cell_labels").unwrap_or_default().split_whitespace() {
        let (sq, l) = tok
            .split_once(':')
            .ok_or_else(|| r.fail(format_args!("'cell_labels' entry '{}' must be square:label", shown(tok))))?;
        let cell = r.geometry.parse_square(sq).map_err(|e| r.fail(format_args!("'cell_labels': {e}")))?;
        if l.is_empty() || l.chars().count() > 4 {
            return Err(r.fail(format_args!("'cell_labels': label '{}' must be 1 to 4 characters", shown(l))));
        }
        cell_labels.retain(|(c, _)| *c != cell);
        cell_labels.push((cell, l.to_string()));
    }
    let frame = match r.last("frame") {
        None => None,
        Some(v) if v.trim() == "-" => None,
        Some(v) => {
            let c = parse_cells(r.geometry, v).map_err(|m| r.fail(format_args!("'frame': {m}")))?;
            if c.len() != 2 {
                return Err(r.inv("'frame' = lower-left upper-right (two squares)".into()));
            }
            Some((c[0], c[1]))
        }
    };
    // `value = token centipawns` (repeatable; `-` clears inherited ones). A later `piece` line for
    // the same letter (a child redefining the piece) drops the value given for the old piece.
    let side_names = match r.last("side_names") {
        None => ["White".to_string(), "Black".to_string()],
        Some(v) => match words(v)[..] {
            [a, b] if a.chars().count() <= 20 && b.chars().count() <= 20 => [a.to_string(), b.to_string()],
            _ => return Err(r.inv("'side_names' = first-side second-side (two words)".into())),
        },
    };
    let marks = match r.choice("marks", &["dots", "arrows"], 0)? {
        0 => Marks::Dots,
        _ => Marks::Arrows,
    };
    let square_names = match r.choice("square_names", &["labels", "row-column", "names"], 0)? {
        0 => SquareNames::Labels,
        1 => SquareNames::RowColumn,
        _ => SquareNames::Names,
    };
    let san_labels = r.choice("san_squares", &["names", "labels"], 0)? == 1;
    Ok(Look {
        san_labels,
        file_labels,
        rank_labels,
        file_labels_top,
        board_style,
        piece_style,
        labels,
        kanji,
        piece_labels,
        star_points,
        cell_labels,
        frame,
        side_names,
        marks,
        square_names,
    })
}

/// The `token:label` entries of `key` (`labels`, `kanji`): each token lower-cased and a piece of
/// the variant, with its label as written.
fn token_labels<'a>(r: &Reader<'a>, key: &str) -> Result<Vec<(String, &'a str)>, Fail> {
    let mut out = Vec::new();
    for tok in r.last(key).unwrap_or_default().split_whitespace() {
        let (t, l) =
            tok.split_once(':').ok_or_else(|| r.fail(format_args!("'{key}' entry '{tok}' must be token:label")))?;
        let t = t.to_ascii_lowercase();
        if !r.pieces.iter().any(|p| p.has_token(&t)) {
            if r.removed(&t) {
                continue;
            }
            return Err(r.fail(format_args!("'{key}' names unknown piece '{t}'")));
        }
        out.push((t, l));
    }
    Ok(out)
}

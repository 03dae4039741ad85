//! Reading a variant definition into a [`Variant`], stage by stage: the options a variant id
//! switches on (`options`), the board and start, the pieces (`pieces`), the rules (`rules`), how
//! the board is drawn and named (`look`), the rest (`extras`), and the checks of the whole (`invariants`). Each stage
//! refuses a bad value with a message naming its key.
//!
//! The readers build their lists with plain loops and a few helpers rather than iterator chains:
//! each chain with its own closure is compiled separately, and the page modules carry every copy
//! (a variant is read once; the reader's size matters, its speed does not).

mod extras;
mod invariants;
mod look;
mod options;
mod pieces;
mod rules;

use super::ini::{Entries, Section};
use super::{keys, Variant, VariantError, MAX_COUNT};
use crate::error::shown;
use crate::geometry::Geometry;
use crate::pieces::PieceType;
use crate::rules::Value;

/// A variant error, boxed: every `?` of the readers then moves one pointer, not a whole
/// `VariantError` (7 KB less code in each page module).
type Fail = Box<VariantError>;

/// The error "variant 'id': message", the message formatted here: one formatting call for the
/// readers' many messages rather than one at each.
#[inline(never)]
fn invalid(id: &str, message: std::fmt::Arguments) -> Fail {
    Box::new(VariantError::Invalid { id: id.into(), msg: std::fmt::format(message) })
}

/// Builds the variant `full_id` (an id with options) from the sections.
pub(super) fn build(secs: &[Section], full_id: &str) -> Result<Variant, VariantError> {
    build_boxed(secs, full_id).map_err(|e| *e)
}

/// [`build`] with the error boxed.
fn build_boxed(secs: &[Section], full_id: &str) -> Result<Variant, Fail> {
    let chosen = options::resolve(secs, full_id)?;
    let (id, entries) = (chosen.id, &chosen.entries);
    let last = |key: &str| last_of(entries, key);
    // A name is a section's own: a child without one is named by its id, not as its parent.
    let name = secs.iter().find(|s| s.id == id).and_then(|s| last_of(&s.entries, "name")).unwrap_or(id).to_string();
    let source = last("source").unwrap_or_default().to_string();
    let status = last("status").unwrap_or("playable").to_string();
    let geometry = read_board(id, entries)?;
    let start_fen = last("start").ok_or_else(|| invalid(id, format_args!("missing 'start'")))?.to_string();
    check_keys(entries)?;
    let alt_starts = read_alt_starts(entries)?;
    let pieces = pieces::read(id, entries, &geometry)?;
    let reader = Reader { id, entries, geometry: &geometry, pieces: &pieces };
    let rules = rules::read(&reader)?;
    let look = look::read(&reader)?;
    let more = extras::read(&reader)?;
    let variant = Variant {
        id: chosen.id_with_options,
        name,
        source,
        status,
        geometry,
        pieces,
        start_fen,
        alt_starts,
        rules,
        file_labels: look.file_labels,
        rank_labels: look.rank_labels,
        file_labels_top: look.file_labels_top,
        board_style: look.board_style,
        piece_style: look.piece_style,
        labels: look.labels,
        kanji: look.kanji,
        piece_labels: look.piece_labels,
        star_points: look.star_points,
        cell_labels: look.cell_labels,
        frame: look.frame,
        options: chosen.options,
        marks: look.marks,
        square_names: look.square_names,
        san_labels: look.san_labels,
        side_names: look.side_names,
        setup: more.setup,
        values: more.values,
        castling_fen: more.castling_fen,
        start_shuffle: more.start_shuffle,
        notation: more.notation,
        game: more.game,
        game_rules: more.game_rules,
    };
    let inv = |msg: String| Box::new(VariantError::Invalid { id: id.into(), msg });
    crate::rules::included::check(&variant.rules).map_err(inv)?;
    invariants::check(&variant).map_err(inv)?;
    Ok(variant)
}

/// The board (`board`), its holes (`holes`) and named regions (`region = name | cells`).
fn read_board(id: &str, entries: &Entries) -> Result<Geometry, Fail> {
    let board = last_of(entries, "board").ok_or_else(|| invalid(id, format_args!("missing 'board'")))?;
    let mut geometry = Geometry::parse(board).map_err(|e| VariantError::Geometry(id.into(), e))?;
    if let Some(h) = last_of(entries, "holes") {
        for c in parse_cells(&geometry, h).map_err(|m| invalid(id, format_args!("'holes': {m}")))? {
            geometry.set_present(c, false);
        }
    }
    for (line, val) in values_of(entries, "region") {
        let (name, cells) =
            val.split_once('|').ok_or_else(|| VariantError::Syntax { line, msg: "region = name | cells".into() })?;
        let cells =
            parse_cells(&geometry, cells).map_err(|m| invalid(id, format_args!("region '{}': {m}", name.trim())))?;
        geometry.regions.retain(|r| r.name != name.trim());
        geometry.regions.push(crate::geometry::Region { name: name.trim().to_string(), cells });
    }
    Ok(geometry)
}

/// The alternative starts offered to users (`start_alt = Label | FEN`; `-` clears inherited ones).
fn read_alt_starts(entries: &Entries) -> Result<Vec<(String, String)>, Fail> {
    let mut alt_starts = Vec::new();
    for (line, v) in values_of(entries, "start_alt") {
        if v.trim() == "-" {
            alt_starts.clear();
        } else {
            let (label, fen) = v
                .split_once('|')
                .ok_or_else(|| VariantError::Syntax { line, msg: "start_alt = Label | FEN".into() })?;
            alt_starts.push((label.trim().to_string(), fen.trim().to_string()));
        }
    }
    Ok(alt_starts)
}

/// A variant's entries with its board and pieces, read: what the later stages read values against
/// (piece letters, ranks, cells, files). Its helpers stay out of line: the engine module (opt-level
/// 3) would otherwise copy them into each of their hundred calls (4.9 KB of it gzipped).
struct Reader<'a> {
    /// The variant id without options, for messages.
    id: &'a str,
    /// The entries, later lines winning.
    entries: &'a Entries,
    /// The board.
    geometry: &'a Geometry,
    /// The piece types.
    pieces: &'a [PieceType],
}

impl<'a> Reader<'a> {
    /// The last value of `key` (later lines win).
    fn last(&self, key: &str) -> Option<&'a str> {
        last_of(self.entries, key)
    }

    /// Every value of `key`, in order (see [`values_of`]).
    fn values(&self, key: &str) -> Vec<&'a str> {
        values_of(self.entries, key).into_iter().map(|(_, v)| v).collect()
    }

    /// Whether `token` names a piece a `piece = token | -` line took away (a child's removal of an
    /// inherited piece): the parent's entries naming it are then left out, not refused. (Asked
    /// only of a token no piece of the variant has.)
    fn removed(&self, token: &str) -> bool {
        self.entries.iter().any(|(_, k, v)| k == "piece" && v.split('|').next().map(str::trim) == Some(token))
    }

    /// The error "variant 'id': message".
    #[inline(never)]
    fn fail(&self, message: std::fmt::Arguments) -> Fail {
        invalid(self.id, message)
    }

    /// The error "variant 'id': message" for a message already written.
    #[inline(never)]
    fn inv(&self, msg: String) -> Fail {
        Box::new(VariantError::Invalid { id: self.id.into(), msg })
    }

    /// The piece types a list names (`v`, the value of `key`): tokens run together (`qrbn`), `+x`,
    /// `(xy)`, `+(xy)`; `-` is an empty list; each piece once.
    #[inline(never)]
    fn letters(&self, key: &str, v: Option<&str>) -> Result<Vec<usize>, Fail> {
        let mut out = Vec::new();
        for tok in v.unwrap_or_default().split_whitespace() {
            if tok == "-" {
                continue;
            }
            let mut chars = Vec::new();
            for c in tok.chars() {
                chars.push(c);
            }
            let mut k = 0;
            while k < chars.len() {
                let start = k;
                if chars[k] == '+' {
                    k += 1;
                }
                if k < chars.len() && chars[k] == '(' {
                    while k < chars.len() && chars[k] != ')' {
                        k += 1;
                    }
                }
                k += 1;
                let mut t = String::new();
                for &c in &chars[start..k.min(chars.len())] {
                    t.push(c.to_ascii_lowercase());
                }
                let i = self
                    .pieces
                    .iter()
                    .position(|p| p.has_token(&t))
                    .ok_or_else(|| self.fail(format_args!("'{key}' names unknown piece '{t}'")))?;
                // A list names each piece once (a repeated letter would count it twice).
                if !out.contains(&i) {
                    out.push(i);
                }
            }
        }
        Ok(out)
    }

    /// The piece types the value of `key` lists.
    #[inline(never)]
    fn list(&self, key: &str) -> Result<Vec<usize>, Fail> {
        self.letters(key, self.last(key))
    }

    /// The ranks (1-based) `text`, the value of `key`, lists.
    #[inline(never)]
    fn rank_list(&self, key: &str, text: &str) -> Result<Vec<usize>, Fail> {
        let mut out = Vec::new();
        for t in text.split_whitespace() {
            let r: usize = t.parse().map_err(|_| self.fail(format_args!("'{key}': '{t}' is not a rank number")))?;
            if r == 0 || r > self.geometry.height {
                return Err(self.fail(format_args!("'{key}': rank {r} is off the board")));
            }
            out.push(r);
        }
        Ok(out)
    }

    /// The ranks the value of `key` lists.
    #[inline(never)]
    fn ranks(&self, key: &str) -> Result<Vec<usize>, Fail> {
        self.rank_list(key, self.last(key).unwrap_or_default())
    }

    /// The file (0-based) a one-letter name `s` names.
    #[inline(never)]
    fn file_of(&self, s: &str) -> Result<usize, Fail> {
        let c = s
            .chars()
            .next()
            .filter(|c| c.is_ascii_lowercase() && s.len() == 1)
            .ok_or_else(|| self.fail(format_args!("bad file '{s}'")))?;
        let f = (c as u8 - b'a') as usize;
        if f >= self.geometry.width {
            return Err(self.fail(format_args!("file '{s}' is off the board")));
        }
        Ok(f)
    }

    /// The cells of a named region or a cell list, for the value of `key`.
    #[inline(never)]
    fn region(&self, text: &str) -> Result<Vec<usize>, Fail> {
        region_cells(self.geometry, text).map_err(|m| self.inv(m))
    }

    /// Which of `words` the value of `key` is (see [`pick`]).
    #[inline(never)]
    fn choice(&self, key: &str, words: &[&str], default: usize) -> Result<usize, Fail> {
        pick(self.entries, self.id, key, words, default)
    }

    /// A `true` / `false` key.
    #[inline(never)]
    fn flag(&self, key: &str, default: bool) -> Result<bool, Fail> {
        Ok(self.choice(key, &["true", "false"], usize::from(!default))? == 0)
    }

    /// A game value key (`win`, `loss`, `draw`; `stalemate` also `quarter`).
    #[inline(never)]
    fn value(&self, key: &str, default: Value) -> Result<Value, Fail> {
        match self.last(key) {
            None => Ok(default),
            Some(v) => match Value::parse(v) {
                Some(Value::Quarter) if key == "stalemate" => Ok(Value::Quarter),
                Some(Value::Quarter) | None if key == "stalemate" => {
                    Err(self.fail(format_args!("'{key}' must be win, loss, draw or quarter")))
                }
                Some(Value::Quarter) | None => Err(self.fail(format_args!("'{key}' must be win, loss or draw"))),
                Some(x) => Ok(x),
            },
        }
    }

    /// A counting key, from 0 to [`MAX_COUNT`].
    #[inline(never)]
    fn number(&self, key: &str, default: u32) -> Result<u32, Fail> {
        match self.last(key) {
            None => Ok(default),
            Some(v) => match v.parse::<u32>() {
                Ok(n) if n <= MAX_COUNT => Ok(n),
                _ => Err(self.fail(format_args!("'{key}' must be a number from 0 to {MAX_COUNT}, not '{}'", shown(v)))),
            },
        }
    }
}

/// The parts of `text` between `sep`s.
pub(super) fn split_on(text: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    for part in text.split(sep) {
        out.push(part);
    }
    out
}

/// The fields of a `a | b | c` value, each trimmed.
pub(super) fn fields(text: &str) -> Vec<&str> {
    let mut out = split_on(text, '|');
    for f in out.iter_mut() {
        *f = f.trim();
    }
    out
}

/// The words of `text` (split at white space).
pub(super) fn words(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for w in text.split_whitespace() {
        out.push(w);
    }
    out
}

/// The last value of `key` among `entries` (later lines win).
#[inline(never)]
fn last_of<'a>(entries: &'a [(usize, String, String)], key: &str) -> Option<&'a str> {
    entries.iter().rev().find(|(_, k, _)| k == key).map(|(_, _, v)| v.as_str())
}

/// Every value of `key` among `entries` with its line, in order. The readers loop over these, not
/// over every entry: V8 counts each turn of a wasm loop as the code from the loop's start to its
/// jump back, which in a large function (these readers, inlined into one) spans much of it, and a
/// loop over every entry of every variant a page reads then had that function compiled a second
/// time, by the optimising compiler: tens of milliseconds of a second core, for code run once.
#[inline(never)]
fn values_of<'a>(entries: &'a [(usize, String, String)], key: &str) -> Vec<(usize, &'a str)> {
    entries.iter().filter(|(_, k, _)| k == key).map(|(line, _, v)| (*line, v.as_str())).collect()
}

/// Refuses an entry whose key no variant reads (with the nearest key, for a page's own definitions).
#[inline(never)]
fn check_keys(entries: &Entries) -> Result<(), Fail> {
    for (line, k, _) in entries.iter() {
        if !keys::is_key(k) {
            #[cfg(feature = "page-variants")]
            let msg = match keys::nearest_key(k) {
                Some(near) => format!("unknown key '{k}' (did you mean '{near}'?)"),
                None => format!("unknown key '{k}'"),
            };
            #[cfg(not(feature = "page-variants"))]
            let msg = format!("unknown key '{k}'");
            return Err(Box::new(VariantError::Syntax { line: *line, msg }));
        }
    }
    Ok(())
}

/// Which of `words` the value of `key` is (its index; `default` when the key is not set), or the
/// error "'key' must be a, b or c, not 'value'". One table-driven reading for every key that
/// takes one of a few words.
#[inline(never)]
fn pick(entries: &Entries, id: &str, key: &str, words: &[&str], default: usize) -> Result<usize, Fail> {
    let Some(v) = last_of(entries, key) else {
        return Ok(default);
    };
    if let Some(i) = words.iter().position(|w| *w == v) {
        return Ok(i);
    }
    let mut list = String::new();
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            list.push_str(if i + 1 == words.len() { " or " } else { ", " });
        }
        list.push_str(w);
    }
    Err(invalid(id, format_args!("'{key}' must be {list}, not '{}'", shown(v))))
}

/// The cells of a named region of the geometry, or a cell list.
fn region_cells(g: &Geometry, text: &str) -> Result<Vec<usize>, String> {
    match g.region(text.trim()) {
        Some(r) => Ok(r.cells.clone()),
        None => parse_cells(g, text),
    }
}

/// Reads a list of cells: square names (`e4`), whole ranks (`*3`) or whole files (`a*`).
fn parse_cells(g: &Geometry, text: &str) -> Result<Vec<usize>, String> {
    let mut out = Vec::new();
    for tok in text.split_whitespace() {
        if let Some(r) = tok.strip_prefix('*') {
            let r: usize = r.parse().map_err(|_| format!("bad rank '{tok}'"))?;
            if r == 0 || r > g.height {
                return Err(format!("rank '{tok}' is off the board"));
            }
            for f in 0..g.width {
                out.push((r - 1) * g.width + f);
            }
        } else if let Some(f) = tok.strip_suffix('*') {
            let c = f
                .chars()
                .next()
                .filter(|c| c.is_ascii_lowercase() && f.len() == 1)
                .ok_or_else(|| format!("bad file '{tok}'"))?;
            let f = (c as u8 - b'a') as usize;
            if f >= g.width {
                return Err(format!("file '{tok}' is off the board"));
            }
            for r in 0..g.height {
                out.push(r * g.width + f);
            }
        } else {
            out.push(g.parse_square(tok).map_err(|e| e.to_string())?);
        }
    }
    crate::sort::sort(&mut out);
    out.dedup();
    Ok(out)
}

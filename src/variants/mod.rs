//! Variants as data: each variant is one INI file in `data/` (one `[id]` section), in the spirit of
//! Fairy-Stockfish's variants.ini. [`builtin`] returns the compiled-in ones by id.
//!
//! The language — every key with its value's form, default and meaning — is one table,
//! [`keys::KEYS`]; the reference docs/variant-keys.md is generated from it. Special rules are small
//! named modules (`rules::lion`, `rules::aura`, `rules::imitator`, `rules::material`).
//!
//! Limits (a definition beyond them is refused with a message): at most [`MAX_PIECE_TYPES`] piece
//! types, [`MAX_PATHS`] multi-leg paths per piece and [`MAX_WALK`] over all cells, [`MAX_TABLES`]
//! move tables (cells times moves), counting keys up to [`MAX_COUNT`]; Betza strings within
//! [`betza::MAX_LEGS`] legs and [`betza::MAX_COMPONENTS`] components. Rules whose games could
//! reach positions that cannot be read back are refused: promotion to a royal piece or to a pawn,
//! a royal pawn, friendly captures beside royal pieces, compulsory promotion ranks outside the
//! promotion ranks, multi-leg pawns that must promote, imitators or vacancy pools without their
//! `state_fields`.

pub mod keys;
mod registry;
pub mod setup;
pub mod shuffle;
pub use registry::{builtin_ids, shared};

use crate::error::{shown, shown_char, shown_max, MESSAGE_MAX};
use crate::geometry::{Geometry, GeometryError};
use crate::pieces::{betza, BetzaError, PieceType};
use crate::rules::{Castling, DrawRules, Insufficient, Promotion, PromotionLimit, Rules, StateField, Value};

/// An error in a variant definition.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum VariantError {
    /// No variant has this id.
    #[error("unknown variant '{0}' (known: {1})")]
    Unknown(String, String),
    /// A line of the INI text is malformed.
    #[error("variant definition line {line}: {}", shown_max(.msg, MESSAGE_MAX))]
    Syntax {
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        msg: String,
    },
    /// A key has a bad value.
    #[error("variant '{}': {}", shown(.id), shown_max(.msg, MESSAGE_MAX))]
    Invalid {
        /// The variant id.
        id: String,
        /// What is wrong.
        msg: String,
    },
    /// A piece's Betza string does not parse.
    #[error("variant '{}', piece '{}': {source}", shown(.id), shown_char(*.letter))]
    Betza {
        /// The variant id.
        id: String,
        /// The piece letter.
        letter: char,
        /// The parse error.
        source: BetzaError,
    },
    /// The board description is bad.
    #[error("variant '{}': {}", shown(.0), .1)]
    Geometry(String, GeometryError),
}

/// How the board is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum BoardStyle {
    /// Chequered squares.
    Squares,
    /// Points where lines cross (xiangqi).
    Intersections,
    /// Four 5x5 quadrants with thin seams (TCHESS).
    Quadrants,
    /// One colour with grid lines between the cells (Gess's stones, a shogi board).
    Grid,
}

/// How pieces are drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PieceStyle {
    /// Western figurines (lettered tokens for fairy pieces).
    Western,
    /// Pentagon tokens.
    Shogi,
    /// Discs.
    Xiangqi,
    /// Round Blue/Red tokens with the set's codes.
    Tchess,
}

/// How move targets are marked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Marks {
    /// Dots for slides, diamonds for leaps.
    Dots,
    /// Arrows along slides, dots where a move must end exactly (the TCHESS legend).
    Arrows,
}

/// How squares are named to readers: along the board's edges and in text (the status line, move
/// choices). Moves, FEN and the API always use the canonical a1 names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SquareNames {
    /// The variant's own labels: file label, then rank label (`file_labels`, `rank_labels`,
    /// `cell_labels`; shogi's `7g`, Omega's `w1`).
    Labels,
    /// Row letter, then column number: article 003's shogi scheme (spec AMB-SHOGI-2). The letter
    /// is the rank counted from the first player's side (a = its first rank), the number the file
    /// counted from its left (1 = file a): in the article's diagrams, which show the first player
    /// at the top, a1 is the top-right corner. The first player's king starts on `a5` (e1).
    RowColumn,
}

/// What tokens print (`piece_labels`): the characters their players know (`kanji`) or the Latin
/// letters.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PieceLabels {
    /// The variant's `kanji` characters (pieces without one keep their letters).
    Kanji,
    /// The Latin letters (`labels` or the FEN letter).
    Letters,
}

/// A variant: geometry, pieces, start position and rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    /// Lower-case id (`chess`, `capablanca`, ...).
    pub id: String,
    /// Display name.
    pub name: String,
    /// Where the rules come from (article, spec section, Fairy-Stockfish).
    pub source: String,
    /// Implementation status line.
    pub status: String,
    /// The board.
    pub geometry: Geometry,
    /// Piece types; the index is the piece type id used everywhere in the engine.
    pub pieces: Vec<PieceType>,
    /// Start position in FEN.
    pub start_fen: String,
    /// Alternative start positions offered to users: (label, FEN).
    pub alt_starts: Vec<(String, String)>,
    /// Rule options.
    pub rules: Rules,
    /// Labels drawn along the files (a, b, c ... by default; Greek for the Trojan family).
    pub file_labels: Vec<String>,
    /// Labels drawn along the ranks (1, 2, 3 ... by default).
    pub rank_labels: Vec<String>,
    /// Labels drawn above the board, if the second player counts files differently (xiangqi).
    pub file_labels_top: Option<Vec<String>>,
    /// How the board is drawn.
    pub board_style: BoardStyle,
    /// How pieces are drawn: `western` (default), `shogi` (pentagons), `xiangqi` (discs), `tchess`
    /// (round tokens with the set's code letters, Blue and Red).
    pub piece_style: PieceStyle,
    /// Labels drawn on tokens instead of the FEN letter: (FEN token, label), e.g. (`s`, `PS`).
    pub labels: Vec<(String, String)>,
    /// Characters printed on tokens (`kanji`): (FEN token, first side's, second side's), one or two
    /// characters each, e.g. (`k`, `玉`, `王`).
    pub kanji: Vec<(String, String, String)>,
    /// What tokens print by default (`piece_labels`; `kanji` where the variant has a `kanji` key).
    pub piece_labels: PieceLabels,
    /// Grid lines (counted from the board's edge, on both axes) whose crossings carry a star point
    /// (`star_points`; shogi's `3 6`).
    pub star_points: Vec<usize>,
    /// The board's own names of single cells, replacing file label + rank label: (cell, label),
    /// e.g. Omega chess's corner cells `w1`…`w4`.
    pub cell_labels: Vec<(usize, String)>,
    /// A frame of dots drawn around a rectangle of cells (lower-left, upper-right): TCHESS's 8x8 zone.
    pub frame: Option<(usize, usize)>,
    /// The rule options this variant defines, and which are on (they are part of `id`).
    pub options: Vec<VariantOption>,
    /// How move targets are marked: `dots` (dots for slides, diamonds for leaps) or `arrows`
    /// (arrows along slides, dots for exact squares: the TCHESS article's legend).
    pub marks: Marks,
    /// How squares are named to readers by default (`square_names`); a board may choose another.
    pub square_names: SquareNames,
    /// The names of the sides, first side first (`side_names = Red Black`; default White Black).
    pub side_names: [String; 2],
    /// The setup choices offered before a game (TCHESS's alternatives and stand-ins).
    pub setup: setup::SetupRules,
    /// Piece values for the computer opponent that replace its estimate: (type, centipawns).
    pub values: Vec<(usize, i32)>,
    /// How FENs write castling rights (`castling_fen`).
    pub castling_fen: crate::notation::fen::CastlingFen,
    /// Numbered random start arrays (`start_shuffle`): the piece types in the order they are placed.
    pub start_shuffle: Vec<usize>,
    /// How its move list writes moves for players (`notation`: `san`, `shogi` or `xiangqi`).
    pub notation: String,
    /// The implementation of the game interface that plays it (`game`; `chess`: the engine).
    pub game: String,
    /// Rule switches for a `game` other than `chess` (`game_rules`).
    pub game_rules: Vec<String>,
}

impl Variant {
    /// The label of file `f` with `names`.
    pub fn file_label(&self, f: usize, names: SquareNames) -> String {
        match names {
            SquareNames::Labels => self.file_labels.get(f).cloned().unwrap_or_default(),
            SquareNames::RowColumn => (f + 1).to_string(),
        }
    }

    /// The label of rank `r` (0 = the first player's first rank) with `names`.
    pub fn rank_label(&self, r: usize, names: SquareNames) -> String {
        match names {
            SquareNames::Labels => self.rank_labels.get(r).cloned().unwrap_or_default(),
            SquareNames::RowColumn => char::from_u32('a' as u32 + r as u32).map(String::from).unwrap_or_default(),
        }
    }

    /// A reader's name of a cell with `names`: the labels its file and rank show at the board's
    /// edges (file then rank, or row then column), or its `cell_labels` entry; two numbers are
    /// joined by a hyphen (`5-5`) so they read apart.
    pub fn square_label(&self, cell: usize, names: SquareNames) -> String {
        let g = &self.geometry;
        let (f, r) = (self.file_label(g.file(cell), names), self.rank_label(g.rank(cell), names));
        let (first, second) = match names {
            SquareNames::Labels => {
                if let Some((_, l)) = self.cell_labels.iter().find(|(c, _)| *c == cell) {
                    return l.clone();
                }
                (f, r)
            }
            SquareNames::RowColumn => (r, f),
        };
        let digit_end = first.chars().last().is_some_and(|c| c.is_ascii_digit());
        let digit_start = second.chars().next().is_some_and(|c| c.is_ascii_digit());
        if digit_end && digit_start {
            format!("{first}-{second}")
        } else {
            format!("{first}{second}")
        }
    }

    /// The FEN tokens of the piece types, by type (`p`, `+p`, `(ab)`).
    pub fn tokens(&self) -> Vec<String> {
        let mut out = Vec::with_capacity(self.pieces.len());
        for p in &self.pieces {
            out.push(p.token());
        }
        out
    }

    /// Index of the piece type with this (case-insensitive) FEN letter.
    pub fn piece_index(&self, letter: char) -> Option<usize> {
        let l = letter.to_ascii_lowercase();
        self.pieces.iter().position(|p| p.letter == l && !p.promoted && p.long.is_none())
    }

    /// Index of the promoted type written `+letter`.
    pub fn promoted_index(&self, letter: char) -> Option<usize> {
        let l = letter.to_ascii_lowercase();
        self.pieces.iter().position(|p| p.letter == l && p.promoted && p.long.is_none())
    }

    /// Index of the type a FEN token names: `p`, `P`, `+p`, `(st)`, `+(ST)` (case ignored).
    pub fn token_index(&self, token: &str) -> Option<usize> {
        let lower = token.to_ascii_lowercase();
        self.pieces.iter().position(|p| p.token() == lower)
    }

    /// The type a piece of type `t` becomes when it promotes shogi-style (`p` -> `+p`).
    pub fn promotes_to(&self, t: usize) -> Option<usize> {
        let p = self.pieces.get(t)?;
        if p.promoted {
            None
        } else {
            self.token_index(&format!("+{}", p.token()))
        }
    }

    /// The type a piece of type `t` reverts to when captured into a hand (`+p` -> `p`).
    pub fn demoted(&self, t: usize) -> usize {
        match self.pieces.get(t) {
            Some(p) if p.promoted => self.token_index(&p.token()[1..]).unwrap_or(t),
            _ => t,
        }
    }
}

/// A built-in variant file as build.rs copies it: `data/<file>` without its comments' text; with a
/// family (a Cargo feature), only in builds that compile that family in (`None` elsewhere).
macro_rules! data {
    ($file:literal) => {
        Some(include_str!(concat!(env!("OUT_DIR"), "/variants/", $file)))
    };
    ($file:literal, $family:literal) => {
        if cfg!(feature = $family) {
            data!($file)
        } else {
            None
        }
    };
}

/// The built-in variant files, one per variant (`data/<id>.ini`), in catalogue order; the families
/// of a build's features only (Cargo.toml: the page modules each compile some in).
const BUILTIN_INI: &[Option<&str>] = &[
    data!("chess.ini"),
    data!("trojan.ini"),
    data!("doubletrojan.ini"),
    data!("quadtrojan.ini"),
    data!("newdecimal-small.ini"),
    data!("newdecimal.ini"),
    data!("newdecimal2.ini"),
    data!("greatdecimal.ini"),
    data!("shogi.ini", "asia"),
    data!("minishogi.ini", "asia"),
    data!("crazyhouse.ini", "more-chess"),
    data!("xiangqi.ini", "asia"),
    data!("chushogi.ini", "asia"),
    data!("daishogi.ini", "asia"),
    data!("yarishogi.ini", "asia"),
    data!("torishogi.ini", "asia"),
    data!("kyotoshogi.ini", "asia"),
    data!("dobutsu.ini", "asia"),
    data!("capablanca.ini"),
    data!("chess960.ini"),
    data!("caparandom.ini"),
    data!("grand.ini"),
    data!("doublechess.ini"),
    data!("speedchess.ini"),
    data!("french.ini"),
    data!("sepoys.ini"),
    data!("antichess.ini"),
    data!("giveaway.ini"),
    data!("gardner.ini"),
    data!("miccio.ini"),
    data!("shako.ini"),
    data!("maharajah.ini"),
    data!("tchess.ini"),
    data!("glinski.ini", "hex"),
    data!("renaissance.ini"),
    data!("omega.ini"),
    data!("greatouter.ini"),
    data!("taktika.ini", "congo"),
    data!("congo.ini", "congo"),
    data!("doublemove.ini", "more-chess"),
    data!("progressive.ini", "more-chess"),
    data!("darkchess.ini", "more-chess"),
    data!("avalanche.ini", "more-chess"),
    data!("bughouse.ini", "bughouse"),
    data!("gess.ini", "other-games"),
    data!("makarenko.ini", "other-games"),
    data!("chex.ini", "other-games"),
];

/// The `game` of a variant played by the data-driven chess-like engine.
pub const CHESS_GAME: &str = "chess";
/// The values of the `game` key: the implementations of the game interface (`game::open`).
pub const GAMES: [&str; 4] = [CHESS_GAME, "gess", "makarenko", "chex"];

// The readers below build their lists with plain loops and these few helpers rather than iterator
// chains: each chain with its own closure is compiled separately, and the page modules carry every
// copy (the variant reader runs once per variant; its size matters, its speed does not).

/// The parts of `text` between `sep`s.
fn split_on(text: &str, sep: char) -> Vec<&str> {
    let mut out = Vec::new();
    for part in text.split(sep) {
        out.push(part);
    }
    out
}

/// The fields of a `a | b | c` value, each trimmed.
fn fields(text: &str) -> Vec<&str> {
    let mut out = split_on(text, '|');
    for f in out.iter_mut() {
        *f = f.trim();
    }
    out
}

/// The words of `text` (split at white space).
fn words(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for w in text.split_whitespace() {
        out.push(w);
    }
    out
}

/// The sections' ids, in order.
fn section_ids(secs: &[Section]) -> Vec<String> {
    let mut out = Vec::new();
    for s in secs {
        out.push(s.id.clone());
    }
    out
}

/// Ids of the compiled-in variants the chess-like engine plays, in catalogue order.
pub fn ids() -> Vec<String> {
    let Ok(secs) = sections() else { return Vec::new() };
    let mut out = Vec::new();
    for s in secs {
        if section_game(secs, s) == CHESS_GAME {
            out.push(s.id.clone());
        }
    }
    out
}

/// The `game` a section names, itself or through its parents.
fn section_game<'a>(secs: &'a [Section], mut s: &'a Section) -> &'a str {
    for _ in 0..secs.len() {
        if let Some((_, _, g)) = s.entries.iter().rev().find(|(_, k, _)| k == "game") {
            return g;
        }
        match s.parent.as_ref().and_then(|p| secs.iter().find(|x| &x.id == p)) {
            Some(p) => s = p,
            None => break,
        }
    }
    CHESS_GAME
}

/// Ids of every compiled-in game, the chess-like engine's and the others' (`game`), in catalogue order.
pub fn all_ids() -> Vec<String> {
    sections().map(section_ids).unwrap_or_default()
}

/// The compiled-in variant with this id. Rule options the variant defines are switched on by
/// appending them: `tchess+jester_vector+magister_up_to_2`.
pub fn builtin(id: &str) -> Result<Variant, VariantError> {
    let secs = sections()?;
    let known = || section_ids(secs).join(", ");
    let base = id.split('+').next().unwrap_or("");
    if !secs.iter().any(|s| s.id == base) {
        return Err(VariantError::Unknown(shown(id), known()));
    }
    build(secs, id)
}

/// Parses variant definitions from INI text and builds the one named `id`
/// (or the first section when `id` is `None`). Parents may be built-in variants.
pub fn from_ini(text: &str, id: Option<&str>) -> Result<Variant, VariantError> {
    let mut secs = parse_sections(text)?;
    let own = section_ids(&secs);
    let target = match id {
        Some(i) => i.to_string(),
        None => own.first().cloned().ok_or(VariantError::Syntax { line: 1, msg: "no [variant] section".into() })?,
    };
    if let Ok(b) = sections() {
        secs.extend(b.iter().filter(|s| !own.contains(&s.id)).cloned());
    }
    build(&secs, &target)
}

/// `swap = a1 b1 [| between-letter] [| white|black]`: the two unmoved pieces on these cells (White's;
/// Black's mirrored unless a side is named) may exchange places if no own piece of the named type
/// stands strictly between them. The first cell is the initiator in move strings.
fn parse_swaps(
    entries: &[(usize, String, String)],
    g: &Geometry,
    pieces: &[PieceType],
) -> Result<Vec<crate::rules::Swap>, String> {
    let mut out = Vec::new();
    for (_, k, v) in entries {
        if k != "swap" {
            continue;
        }
        if v.trim() == "-" {
            out.clear();
            continue;
        }
        let parts = fields(v);
        let names = words(parts[0]);
        if names.len() != 2 {
            return Err(format!("swap '{v}': needs two squares"));
        }
        let a = g.parse_square(names[0]).map_err(|e| e.to_string())?;
        let b = g.parse_square(names[1]).map_err(|e| e.to_string())?;
        let mut between = None;
        let mut sides = vec![crate::pieces::Color::White, crate::pieces::Color::Black];
        for extra in &parts[1..] {
            match *extra {
                "white" => sides = vec![crate::pieces::Color::White],
                "black" => sides = vec![crate::pieces::Color::Black],
                l if l.len() == 1 => {
                    let c = l.chars().next().unwrap_or(' ').to_ascii_lowercase();
                    between = Some(
                        pieces
                            .iter()
                            .position(|p| p.letter == c && !p.promoted)
                            .ok_or(format!("swap '{v}': unknown piece '{l}'"))?,
                    );
                }
                o => return Err(format!("swap '{v}': unexpected '{o}'")),
            }
        }
        let explicit = parts[1..].iter().any(|x| *x == "white" || *x == "black");
        for side in sides {
            // Without a named side the squares are White's and Black uses the mirrored rank.
            let cell = |c: usize| {
                if explicit || side == crate::pieces::Color::White {
                    c
                } else {
                    g.mirror(c)
                }
            };
            out.push(crate::rules::Swap { side, a: cell(a), b: cell(b), between });
        }
    }
    Ok(out)
}

/// A pawn type and the absolute ranks where it promotes, per side (White first).
type PromotionZone = (usize, [Vec<usize>; 2]);

/// `promotion_zone = letter | white ranks | black ranks`: absolute ranks where that pawn type promotes
/// (compulsorily), overriding `promotion_ranks` (Quadruple Trojan's two-way pawns).
fn parse_zones(
    entries: &[(usize, String, String)],
    g: &Geometry,
    pieces: &[PieceType],
) -> Result<Vec<PromotionZone>, String> {
    let mut out = Vec::new();
    for (_, k, v) in entries {
        if k != "promotion_zone" {
            continue;
        }
        let parts = fields(v);
        if parts.len() != 3 {
            return Err(format!("promotion_zone '{v}': letter | white ranks | black ranks"));
        }
        let c = parts[0].chars().next().unwrap_or(' ').to_ascii_lowercase();
        let t = pieces
            .iter()
            .position(|p| p.letter == c && !p.promoted)
            .ok_or(format!("promotion_zone: unknown piece '{}'", parts[0]))?;
        let mut ranks: [Vec<usize>; 2] = [vec![], vec![]];
        for (i, part) in parts[1..].iter().enumerate() {
            for r in part.split_whitespace() {
                let r: usize = r.parse().map_err(|_| format!("promotion_zone: bad rank '{r}'"))?;
                if r == 0 || r > g.height {
                    return Err(format!("promotion_zone: rank {r} is off the board"));
                }
                ranks[i].push(r);
            }
        }
        out.push((t, ranks));
    }
    Ok(out)
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
                .ok_or(format!("bad file '{tok}'"))?;
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

/// The largest value of a counting key (`move_rule`, `repetition` ...): the move rule's half-move
/// and claim arithmetic stays far from overflow.
pub const MAX_COUNT: u32 = 1_000_000;
/// The most piece types of a variant (the engine's cell code holds type and side in one byte).
pub const MAX_PIECE_TYPES: usize = 127;
/// The most paths the multi-leg moves of one piece may follow from one cell (each is walked at
/// every move generation and attack test): a rook-then-rook on 20x20 has 5,776.
pub const MAX_PATHS: u64 = 6_000;
/// The most multi-leg paths of all pieces from all cells, a bound of the work of compiling their
/// reach tables (long legs cost about as much per cell as their paths): a few rook-then-rook
/// pieces on 20x20.
pub const MAX_WALK: u64 = 20_000_000;
/// The most compiled move tables of a variant: cells times the move components of all pieces (one
/// more per piece). Dai shogi needs 41,400.
pub const MAX_TABLES: usize = 200_000;

/// Refuses pieces whose moves would take too long to generate, or boards and armies whose tables
/// would take too long to compile: a page that defines a variant must not freeze.
fn check_cost(g: &Geometry, pieces: &[PieceType]) -> Result<(), String> {
    let side = g.width.max(g.height);
    let mut tables = 0usize;
    let mut walk = 0u64;
    for p in pieces {
        // Its moves: its own, then the gated ones, then those it makes in check.
        let (mut paths, mut moves) = (0u64, 0usize);
        for b in [Some(&p.betza), p.gated.as_ref(), p.in_check.as_ref()] {
            for c in b.map_or(&[][..], |b| &b.components) {
                moves += 1;
                if c.is_multi_leg() {
                    paths = paths.saturating_add(c.path_bound(side));
                }
            }
        }
        if paths > MAX_PATHS {
            return Err(format!(
                "piece '{}': its multi-leg moves follow up to {paths} paths from one cell on this board, at most {MAX_PATHS}",
                p.token()
            ));
        }
        tables = tables.saturating_add(moves + 1);
        walk = walk.saturating_add(paths.saturating_mul(g.cells() as u64));
    }
    if walk > MAX_WALK {
        return Err(format!(
            "the multi-leg moves of all pieces follow up to {walk} paths from all cells, at most {MAX_WALK}"
        ));
    }
    let tables = tables.saturating_mul(g.cells());
    if tables > MAX_TABLES {
        return Err(format!(
            "{} cells times the moves of {} piece types make {tables} move tables, at most {MAX_TABLES}",
            g.cells(),
            pieces.len()
        ));
    }
    Ok(())
}

#[derive(Debug, Clone)]
struct Section {
    id: String,
    parent: Option<String>,
    entries: Vec<(usize, String, String)>,
}

/// The sections of the built-in INI files, parsed once.
/// The built-in definitions, parsed once (not copied per variant built: they are many).
fn sections() -> Result<&'static [Section], VariantError> {
    static PARSED: std::sync::OnceLock<Result<Vec<Section>, VariantError>> = std::sync::OnceLock::new();
    PARSED
        .get_or_init(|| {
            let mut all = Vec::new();
            for text in BUILTIN_INI.iter().flatten() {
                all.extend(parse_sections(text)?);
            }
            Ok(all)
        })
        .as_ref()
        .map(Vec::as_slice)
        .map_err(Clone::clone)
}

fn parse_sections(text: &str) -> Result<Vec<Section>, VariantError> {
    let mut out: Vec<Section> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
            continue;
        }
        if let Some(head) = line.strip_prefix('[') {
            let head =
                head.strip_suffix(']').ok_or(VariantError::Syntax { line: n + 1, msg: "unclosed [section]".into() })?;
            let (id, parent) = match head.split_once(':') {
                Some((a, b)) => (a.trim(), Some(b.trim().to_string())),
                None => (head.trim(), None),
            };
            if id.is_empty()
                || !id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
            {
                return Err(VariantError::Syntax {
                    line: n + 1,
                    msg: format!("bad variant id '{id}' (lower-case letters, digits, - and _)"),
                });
            }
            out.push(Section { id: id.into(), parent, entries: vec![] });
            continue;
        }
        let (k, v) =
            line.split_once('=').ok_or(VariantError::Syntax { line: n + 1, msg: "expected key = value".into() })?;
        let sec = out
            .last_mut()
            .ok_or(VariantError::Syntax { line: n + 1, msg: "key before any [variant] section".into() })?;
        sec.entries.push((n + 1, k.trim().to_string(), v.trim().to_string()));
    }
    Ok(out)
}

/// The most levels of `[id:parent]` inheritance.
const MAX_DEPTH: usize = 8;

/// The entries of section `id` after those of its ancestors (`chain`: the sections that inherit
/// from it, nearest last, for naming a cycle).
fn entries_of(
    secs: &[Section],
    id: &str,
    chain: &mut Vec<String>,
) -> Result<Vec<(usize, String, String)>, VariantError> {
    let known = || section_ids(secs).join(", ");
    let Some(sec) = secs.iter().find(|s| s.id == id) else {
        return Err(match chain.last() {
            Some(child) => VariantError::Invalid {
                id: child.clone(),
                msg: format!("unknown parent variant '{}' (known: {})", shown(id), known()),
            },
            None => VariantError::Unknown(shown(id), known()),
        });
    };
    if chain.iter().any(|c| c == id) {
        chain.push(id.into());
        return Err(VariantError::Invalid {
            id: chain[0].clone(),
            msg: format!("inheritance cycle {}", chain.join(" -> ")),
        });
    }
    if chain.len() > MAX_DEPTH {
        return Err(VariantError::Invalid {
            id: chain[0].clone(),
            msg: format!("inheritance is nested more than {MAX_DEPTH} levels deep"),
        });
    }
    chain.push(id.into());
    let mut e = match &sec.parent {
        Some(p) => entries_of(secs, p, chain)?,
        None => vec![],
    };
    e.extend(sec.entries.iter().cloned());
    Ok(e)
}

/// A rule option of a variant (`option = name | Label | key = value`, one line per key).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariantOption {
    /// The name used in variant ids (`tchess+jester_vector`).
    pub name: String,
    /// What it changes, for people.
    pub label: String,
    /// Whether this variant value has it switched on.
    pub active: bool,
}

/// Entries of a variant section, with their line numbers.
type Entries = Vec<(usize, String, String)>;

/// The options of a section: each option with its entries and the options it excludes, and the
/// combination entries (`option = a+b | - | key = value`: applied when all of a, b are on).
struct OptionDefs {
    singles: Vec<(VariantOption, Entries, Vec<String>)>,
    combos: Vec<(Vec<String>, Entries)>,
}

/// Splits the option entries off a section's entries.
fn split_options(entries: Entries) -> Result<(Entries, OptionDefs), VariantError> {
    let mut rest = Vec::new();
    let mut defs = OptionDefs { singles: Vec::new(), combos: Vec::new() };
    for (line, k, v) in entries {
        if k != "option" {
            rest.push((line, k, v));
            continue;
        }
        let bad = || VariantError::Syntax { line, msg: "option = name | Label | key = value".into() };
        let mut parts = v.splitn(3, '|').map(str::trim);
        let (name, label, kv) = match (parts.next(), parts.next(), parts.next()) {
            (Some(n), Some(l), Some(kv)) => (n, l, kv),
            _ => return Err(bad()),
        };
        let mut names = Vec::new();
        for n in name.split('+') {
            names.push(n.to_string());
        }
        if names
            .iter()
            .any(|n| n.is_empty() || !n.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
        {
            return Err(VariantError::Syntax {
                line,
                msg: format!("bad option name '{name}' (lower-case letters, digits, _; '+' joins a combination)"),
            });
        }
        let (key, value) = kv.split_once('=').ok_or_else(bad)?;
        let (key, value) = (key.trim().to_string(), value.trim().to_string());
        if key == "option" {
            return Err(bad());
        }
        if names.len() > 1 {
            let mut sorted = names.clone();
            crate::sort::sort(&mut sorted);
            match defs.combos.iter_mut().find(|c| c.0 == sorted) {
                Some(c) => c.1.push((line, key, value)),
                None => defs.combos.push((sorted, vec![(line, key, value)])),
            }
            continue;
        }
        let i = match defs.singles.iter().position(|o| o.0.name == name) {
            Some(i) => i,
            None => {
                defs.singles.push((
                    VariantOption { name: name.into(), label: label.into(), active: false },
                    vec![],
                    vec![],
                ));
                defs.singles.len() - 1
            }
        };
        if key == "exclusive" {
            for w in value.split_whitespace() {
                defs.singles[i].2.push(w.to_string());
            }
        } else {
            defs.singles[i].1.push((line, key, value));
        }
    }
    Ok((rest, defs))
}

/// What an entry sets, for telling whether two options change the same thing (`piece:m`, `flood`).
fn entry_target(key: &str, value: &str) -> String {
    match key {
        "piece" | "check_moves" | "zone_moves" | "confine" => {
            format!("{key}:{}", value.split('|').next().unwrap_or("").trim())
        }
        _ => key.to_string(),
    }
}

/// The last value of `key` among `entries` (later lines win).
#[inline(never)]
fn last_of<'a>(entries: &'a [(usize, String, String)], key: &str) -> Option<&'a str> {
    entries.iter().rev().find(|(_, k, _)| k == key).map(|(_, _, v)| v.as_str())
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
    Err(Box::new(VariantError::Invalid { id: id.into(), msg: format!("'{key}' must be {list}, not '{}'", shown(v)) }))
}

/// A variant error, boxed (see [`build_boxed`]).
type Fail = Box<VariantError>;

/// The error "variant 'id': message", the message formatted here: one formatting call for the
/// many messages of [`build_boxed`] rather than one at each.
#[inline(never)]
fn invalid(id: &str, message: std::fmt::Arguments) -> Fail {
    Box::new(VariantError::Invalid { id: id.into(), msg: std::fmt::format(message) })
}

/// Builds the variant `full_id` (an id with options) from the sections.
fn build(secs: &[Section], full_id: &str) -> Result<Variant, VariantError> {
    build_boxed(secs, full_id).map_err(|e| *e)
}

/// [`build`] with the error boxed: every `?` in this long function then moves one pointer, not a
/// whole `VariantError` (7 KB less code in each page module).
fn build_boxed(secs: &[Section], full_id: &str) -> Result<Variant, Fail> {
    let mut parts = full_id.split('+');
    let id = parts.next().unwrap_or_default();
    let mut wanted = Vec::new();
    for w in parts {
        wanted.push(w);
    }
    crate::sort::sort(&mut wanted);
    wanted.dedup();
    let (mut entries, mut defs) = split_options(entries_of(secs, id, &mut Vec::new())?)?;
    for w in &wanted {
        // Option names are never empty (split_options).
        let mut known = String::new();
        for o in &defs.singles {
            if !known.is_empty() {
                known.push_str(", ");
            }
            known.push_str(&o.0.name);
        }
        let o = defs.singles.iter_mut().find(|o| o.0.name == *w).ok_or_else(|| {
            invalid(
                id,
                format_args!(
                    "unknown option '{}' (known: {})",
                    w.chars().take(40).collect::<String>(),
                    if known.is_empty() { "none" } else { &known }
                ),
            )
        })?;
        o.0.active = true;
    }
    // Options that exclude each other, or change the same thing without a combination entry
    // saying what they mean together, are refused rather than letting one silently win.
    let mut active: Vec<&(VariantOption, Entries, Vec<String>)> = Vec::new();
    for o in &defs.singles {
        if o.0.active {
            active.push(o);
        }
    }
    for o in &active {
        if let Some(x) = o.2.iter().find(|x| wanted.contains(&x.as_str())) {
            return Err(invalid(id, format_args!("options '{}' and '{x}' cannot be combined", o.0.name)));
        }
    }
    let mut touched: Vec<(String, Vec<String>)> = Vec::new();
    for o in &active {
        for (_, k, v) in &o.1 {
            let target = entry_target(k, v);
            match touched.iter_mut().find(|t| t.0 == target) {
                Some(t) if !t.1.contains(&o.0.name) => t.1.push(o.0.name.clone()),
                Some(_) => {}
                None => touched.push((target, vec![o.0.name.clone()])),
            }
        }
    }
    for (target, names) in touched.iter().filter(|t| t.1.len() > 1) {
        let mut names = names.clone();
        crate::sort::sort(&mut names);
        let covered =
            defs.combos.iter().any(|c| c.0 == names && c.1.iter().any(|(_, k, v)| entry_target(k, v) == *target));
        if !covered {
            let what = match target.split_once(':') {
                Some((k, l)) => format!("{k} '{l}'"),
                None => format!("'{target}'"),
            };
            return Err(invalid(
                id,
                format_args!("options {} cannot be combined (each changes {what})", names.join(" and ")),
            ));
        }
    }
    for o in &active {
        entries.extend(o.1.iter().cloned());
    }
    crate::sort::sort_by_key(&mut defs.combos, |c| c.0.len());
    for (names, es) in &defs.combos {
        if names.iter().all(|n| wanted.contains(&n.as_str())) {
            entries.extend(es.iter().cloned());
        }
    }
    let mut options = Vec::new();
    for o in defs.singles {
        options.push(o.0);
    }
    let mut id_with_options = id.to_string();
    for w in &wanted {
        id_with_options.push('+');
        id_with_options.push_str(w);
    }
    let inv = |msg: String| Box::new(VariantError::Invalid { id: id.into(), msg });
    let last = |key: &str| last_of(&entries, key);
    let name = last("name").unwrap_or(id).to_string();
    let source = last("source").unwrap_or_default().to_string();
    let status = last("status").unwrap_or("playable").to_string();
    let board = last("board").ok_or_else(|| inv("missing 'board'".into()))?;
    let mut geometry = Geometry::parse(board).map_err(|e| VariantError::Geometry(id.into(), e))?;
    if let Some(h) = last("holes") {
        for c in parse_cells(&geometry, h).map_err(|m| invalid(id, format_args!("'holes': {m}")))? {
            geometry.set_present(c, false);
        }
    }
    for (line, k, val) in entries.iter() {
        if k == "region" {
            let (name, cells) =
                val.split_once('|').ok_or(VariantError::Syntax { line: *line, msg: "region = name | cells".into() })?;
            let cells = parse_cells(&geometry, cells)
                .map_err(|m| invalid(id, format_args!("region '{}': {m}", name.trim())))?;
            geometry.regions.retain(|r| r.name != name.trim());
            geometry.regions.push(crate::geometry::Region { name: name.trim().to_string(), cells });
        }
    }
    let start_fen = last("start").ok_or_else(|| inv("missing 'start'".into()))?.to_string();
    for (line, k, _) in entries.iter() {
        if !keys::is_key(k) {
            return Err(Box::new(VariantError::Syntax { line: *line, msg: format!("unknown key '{k}'") }));
        }
    }
    let mut alt_starts = Vec::new();
    for (line, k, v) in entries.iter() {
        if k == "start_alt" && v.trim() == "-" {
            alt_starts.clear();
        } else if k == "start_alt" {
            let (label, fen) =
                v.split_once('|').ok_or(VariantError::Syntax { line: *line, msg: "start_alt = Label | FEN".into() })?;
            alt_starts.push((label.trim().to_string(), fen.trim().to_string()));
        }
    }

    // Pieces, in order of first definition; later lines replace or remove.
    let mut pieces: Vec<PieceType> = Vec::new();
    for (line, k, v) in entries.iter() {
        if k != "piece" {
            continue;
        }
        let parts = fields(v);
        let token = parts.first().and_then(|s| {
            let (promoted, rest) = match s.strip_prefix('+') {
                Some(r) => (true, r),
                None => (false, *s),
            };
            if let Some(inner) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
                let ok = inner.len() == 2 && inner.chars().all(|c| c.is_ascii_alphabetic());
                return ok.then(|| {
                    (
                        inner.chars().next().unwrap_or('?').to_ascii_lowercase(),
                        promoted,
                        Some(inner.to_ascii_lowercase()),
                    )
                });
            }
            let mut c = rest.chars();
            match (c.next(), c.next()) {
                (Some(l), None) if l.is_ascii_alphabetic() => Some((l.to_ascii_lowercase(), promoted, None)),
                _ => None,
            }
        });
        let (letter, promoted, long) = token.ok_or(VariantError::Syntax {
            line: *line,
            msg: "piece = letter (or +letter, (xy), +(xy)) | Name | Betza".into(),
        })?;
        if parts.len() == 2 && parts[1] == "-" {
            pieces.retain(|p| !(p.letter == letter && p.promoted == promoted && p.long == long));
            continue;
        }
        if parts.len() != 3 && parts.len() != 4 {
            return Err(Box::new(VariantError::Syntax {
                line: *line,
                msg: "piece = letter | Name | Betza [| gated Betza]".into(),
            }));
        }
        // `none`: no moves of its own (the TCHESS Jester, which moves as an `imitator`).
        let b = if parts[2] == "none" {
            betza::Betza { text: "none".into(), components: vec![] }
        } else {
            betza::parse(parts[2]).map_err(|e| VariantError::Betza { id: id.into(), letter, source: e })?
        };
        let gated = match parts.get(3) {
            Some(g) => Some(betza::parse(g).map_err(|e| VariantError::Betza { id: id.into(), letter, source: e })?),
            None => None,
        };
        let pt = PieceType {
            letter,
            promoted,
            long: long.clone(),
            name: parts[1].to_string(),
            betza: b,
            gated,
            in_check: None,
        };
        match pieces.iter_mut().find(|p| p.letter == letter && p.promoted == promoted && p.long == long) {
            Some(p) => *p = pt,
            None => pieces.push(pt),
        }
    }
    if pieces.is_empty() {
        return Err(inv("no pieces".into()));
    }
    if pieces.len() > MAX_PIECE_TYPES {
        return Err(invalid(id, format_args!("{} piece types; a variant has at most {MAX_PIECE_TYPES}", pieces.len())));
    }
    for (line, k, v) in entries.iter() {
        if k != "check_moves" {
            continue;
        }
        let (l, b) = v
            .split_once('|')
            .ok_or(VariantError::Syntax { line: *line, msg: "check_moves = letter | Betza".into() })?;
        let l = l.trim().chars().next().unwrap_or(' ').to_ascii_lowercase();
        let b = betza::parse(b.trim()).map_err(|e| VariantError::Betza { id: id.into(), letter: l, source: e })?;
        let p = pieces
            .iter_mut()
            .find(|p| p.letter == l && !p.promoted)
            .ok_or_else(|| invalid(id, format_args!("'check_moves' names unknown piece '{l}'")))?;
        p.in_check = Some(b);
    }
    check_cost(&geometry, &pieces).map_err(&inv)?;
    let letters = |key: &str, v: Option<&str>| -> Result<Vec<usize>, Fail> {
        let mut out = Vec::new();
        for tok in v.unwrap_or_default().split_whitespace() {
            if tok == "-" {
                continue;
            }
            // A list of tokens: letters run together (`qrbn`), `+x`, `(xy)`, `+(xy)`.
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
                let i = pieces
                    .iter()
                    .position(|p| p.token() == t)
                    .ok_or_else(|| invalid(id, format_args!("'{key}' names unknown piece '{t}'")))?;
                // A list names each piece once (a repeated letter would count it twice).
                if !out.contains(&i) {
                    out.push(i);
                }
            }
        }
        Ok(out)
    };
    let list = |key: &str| letters(key, last(key));
    let royal = list("royal")?;
    let pawns = list("pawns")?;
    let cp = list("castling_pieces")?;
    let promo_pieces = list("promotion")?;
    let rank_list = |key: &str, text: &str| -> Result<Vec<usize>, Fail> {
        let mut out = Vec::new();
        for t in text.split_whitespace() {
            let r: usize = t.parse().map_err(|_| invalid(id, format_args!("'{key}': '{t}' is not a rank number")))?;
            if r == 0 || r > geometry.height {
                return Err(invalid(id, format_args!("'{key}': rank {r} is off the board")));
            }
            out.push(r);
        }
        Ok(out)
    };
    let ranks = |key: &str| rank_list(key, last(key).unwrap_or_default());
    let promo_ranks = ranks("promotion_ranks")?;
    let mut promo_mandatory = ranks("promotion_mandatory")?;
    if promo_mandatory.is_empty() && !promo_ranks.is_empty() {
        promo_mandatory = vec![geometry.height];
    }
    let file_of = |s: &str| -> Result<usize, Fail> {
        let c = s
            .chars()
            .next()
            .filter(|c| c.is_ascii_lowercase() && s.len() == 1)
            .ok_or_else(|| invalid(id, format_args!("bad file '{s}'")))?;
        let f = (c as u8 - b'a') as usize;
        if f >= geometry.width {
            return Err(invalid(id, format_args!("file '{s}' is off the board")));
        }
        Ok(f)
    };
    let mut castling = Vec::new();
    for tok in last("castling").unwrap_or_default().split_whitespace() {
        if tok == "-" {
            continue;
        }
        let p = split_on(tok, ':');
        let side = match p.get(3) {
            None => None,
            Some(&"white") => Some(crate::pieces::Color::White),
            Some(&"black") => Some(crate::pieces::Color::Black),
            Some(_) => {
                return Err(invalid(id, format_args!("castling entry '{tok}': the side must be white or black")))
            }
        };
        if p.len() != 3 && p.len() != 4 {
            return Err(invalid(
                id,
                format_args!("castling entry '{tok}' must be rookfile:kingto:rookto[:white|black]"),
            ));
        }
        castling.push(Castling { rook_file: file_of(p[0])?, king_to: file_of(p[1])?, rook_to: file_of(p[2])?, side });
    }
    let choice = |key: &str, words: &[&str], default: usize| pick(&entries, id, key, words, default);
    let flag =
        |key: &str, default: bool| Ok::<bool, Fail>(choice(key, &["true", "false"], usize::from(!default))? == 0);
    let value = |key: &str, default: Value| -> Result<Value, Fail> {
        match last(key) {
            None => Ok(default),
            Some(v) => match Value::parse(v) {
                Some(Value::Quarter) if key == "stalemate" => Ok(Value::Quarter),
                Some(Value::Quarter) | None if key == "stalemate" => {
                    Err(invalid(id, format_args!("'{key}' must be win, loss, draw or quarter")))
                }
                Some(Value::Quarter) | None => Err(invalid(id, format_args!("'{key}' must be win, loss or draw"))),
                Some(x) => Ok(x),
            },
        }
    };
    let number = |key: &str, default: u32| -> Result<u32, Fail> {
        match last(key) {
            None => Ok(default),
            Some(v) => match v.parse::<u32>() {
                Ok(n) if n <= MAX_COUNT => Ok(n),
                _ => {
                    Err(invalid(id, format_args!("'{key}' must be a number from 0 to {MAX_COUNT}, not '{}'", shown(v))))
                }
            },
        }
    };
    let extinction = match last("extinction") {
        None | Some("none") => None,
        Some(v) => Some(Value::parse(v).ok_or_else(|| inv("'extinction' must be win, loss, draw or none".into()))?),
    };
    let en_passant_rule = choice("en_passant", &["true", "false", "turn"], 0)?;
    let (en_passant, en_passant_over_turn) = (en_passant_rule != 1, en_passant_rule == 2);
    let first_move = choice("first_move", &["rank", "cells", "tracked"], 0)?;
    let promotion_style = choice("promotion_style", &["chess", "shogi", "chu"], 0)?;
    // Built blank, then field by field: an error in a later field then drops one value, not
    // every field read before it (the early returns of a struct literal each dropped them one
    // by one).
    let mut rules = Rules {
        turns: crate::rules::turns::TurnRule {
            length: crate::rules::turns::TurnLength::Fixed(1),
            first_turn: None,
            check_ends: false,
            blocked: crate::rules::turns::Blocked::AsStalemate,
        },
        royal: Vec::new(),
        pawns: Vec::new(),
        castling_king: None,
        castling_rooks: Vec::new(),
        castling: Vec::new(),
        promotion: Promotion {
            pieces: Vec::new(),
            ranks: Vec::new(),
            mandatory: Vec::new(),
            limit: PromotionLimit::None,
            optional: Vec::new(),
            empty_pool_stays: false,
        },
        en_passant: false,
        captures_to_hand: false,
        push_enemy_pawn: false,
        fog: None,
        en_passant_over_turn: false,
        must_capture: false,
        checkmate: Value::Loss,
        stalemate: Value::Loss,
        extinction: None,
        repetition: 0,
        move_rule: 0,
        insufficient: Insufficient::None,
        draw_rules: DrawRules::SourceAutomatic,
        first_move_tracked: false,
        first_move_cells: false,
        swaps: Vec::new(),
        pawn_swap: Vec::new(),
        promotion_zones: Vec::new(),
        promotion_cells: Vec::new(),
        promotion_choices: Vec::new(),
        drops: false,
        promotes_by_turning_over: false,
        immobility_illegal: false,
        drop_no_doubled: Vec::new(),
        drop_no_doubled_count: 0,
        mandatory_piece_promotion: false,
        extinction_types: Vec::new(),
        flag: None,
        flip_every_move: false,
        drop_mate_illegal: Vec::new(),
        no_drop: Vec::new(),
        confine: Vec::new(),
        zone_moves: Vec::new(),
        en_passant_steps: Vec::new(),
        royals_may_not_face: false,
        royal_all: false,
        promotion_on_zone_entry: false,
        decline_waits_last_rank: Vec::new(),
        allow_pass: false,
        lions: Vec::new(),
        lion_cheap: Vec::new(),
        perpetual_check_loses: false,
        check_limit: 0,
        chase_illegal: false,
        auras: Vec::new(),
        imitators: Vec::new(),
        imitator_vector: false,
        imitator_copies_promoted: false,
        flood: Vec::new(),
        remote_capture_target: false,
        slide_to_end: Vec::new(),
        state_fields: Vec::new(),
        flips: None,
        jump_chain: Vec::new(),
        flying_capture: Vec::new(),
        drown: Vec::new(),
        drown_immune: Vec::new(),
        chain_drown_ends: false,
        duel: Vec::new(),
    };
    rules.castling_king = cp.first().copied();
    rules.castling_rooks = cp.get(1..).unwrap_or_default().to_vec();
    rules.castling = castling;
    rules.royal = royal;
    rules.pawns = pawns;
    rules.promotion = Promotion {
        pieces: promo_pieces,
        ranks: promo_ranks,
        mandatory: promo_mandatory,
        limit: match choice("promotion_limit", &["none", "lost", "vacancy"], 0)? {
            0 => PromotionLimit::None,
            1 => PromotionLimit::Lost,
            _ => PromotionLimit::Vacancy,
        },
        optional: list("promotion_optional")?,
        empty_pool_stays: choice("promotion_empty_pool", &["stay", "forbid"], 1)? == 0,
    };
    rules.en_passant = en_passant;
    rules.en_passant_over_turn = en_passant_over_turn;
    rules.push_enemy_pawn = flag("push_enemy_pawn", false)?;
    rules.captures_to_hand = flag("captures_to_hand", true)?;
    rules.fog = match choice("fog", &["none", "moves"], 0)? {
        0 => None,
        _ => Some(crate::rules::fog::FogRule { pawn_front: flag("fog_pawn_front", false)? }),
    };
    rules.must_capture = flag("must_capture", false)?;
    rules.checkmate = value("checkmate", Value::Loss)?;
    rules.stalemate = value("stalemate", Value::Draw)?;
    rules.extinction = extinction;
    rules.repetition = number("repetition", 3)?;
    if rules.repetition == 1 {
        // Every position stands once in its game: a count of 1 would end every game at its start.
        return Err(inv("'repetition' must be 0 (never) or a count from 2".into()));
    }
    rules.move_rule = number("move_rule", 50)?;
    rules.insufficient = match choice("insufficient_material", &["chess", "bare", "none"], 2)? {
        0 => Insufficient::Chess,
        1 => Insufficient::Bare,
        _ => Insufficient::None,
    };
    rules.first_move_tracked = first_move == 2;
    rules.first_move_cells = first_move == 1;
    rules.swaps = parse_swaps(&entries, &geometry, &pieces).map_err(&inv)?;
    rules.pawn_swap = {
        let mut out = Vec::new();
        for (_, k, v) in entries.iter() {
            if k == "pawn_swap" && v.trim() == "-" {
                out.clear();
            } else if k == "pawn_swap" {
                let l = letters("pawn_swap", Some(v))?;
                if l.len() != 2 {
                    return Err(inv("'pawn_swap' = sergeant-letter pawn-letter".into()));
                }
                out.push((l[0], l[1]));
            }
        }
        out
    };
    rules.promotion_zones = parse_zones(&entries, &geometry, &pieces).map_err(&inv)?;
    rules.promotion_choices = {
        let mut out = Vec::new();
        for (_, k, val) in entries.iter().filter(|(_, k, _)| k == "promotion_choice") {
            let parts = fields(val);
            if parts.len() != 3 {
                return Err(invalid(id, format_args!("'{k}' = letter | ranks | pieces, not '{val}'")));
            }
            let pawn = letters(k, Some(parts[0]))?;
            let [pawn] = pawn[..] else {
                return Err(invalid(id, format_args!("'{k}': one pawn letter, not '{}'", parts[0])));
            };
            let ranks = rank_list(k, parts[1])?;
            let pieces = letters(k, Some(parts[2]))?;
            out.push(crate::rules::PromotionChoice { pawn, ranks, pieces });
        }
        out
    };
    rules.promotion_cells = match last("promotion_cells") {
        Some(c) => parse_cells(&geometry, c).map_err(|m| invalid(id, format_args!("'promotion_cells': {m}")))?,
        None => vec![],
    };
    rules.drops = flag("drops", false)?;
    rules.promotes_by_turning_over = promotion_style != 0;
    rules.immobility_illegal = flag("immobility_illegal", false)?;
    rules.drop_no_doubled = list("drop_no_doubled")?;
    rules.drop_mate_illegal = list("drop_mate_illegal")?;
    rules.drop_no_doubled_count = number("drop_no_doubled_count", 1)?.max(1);
    rules.mandatory_piece_promotion = flag("mandatory_piece_promotion", false)?;
    rules.flip_every_move = flag("flip_every_move", false)?;
    rules.extinction_types = list("extinction_types")?;
    rules.flag = match last("flag") {
        None => None,
        Some(v) => {
            let parts = fields(v);
            if parts.len() != 3 {
                return Err(inv("flag = letter | white region | black region".into()));
            }
            let t = letters("flag", Some(parts[0]))?;
            let cells =
                [region_cells(&geometry, parts[1]).map_err(&inv)?, region_cells(&geometry, parts[2]).map_err(&inv)?];
            Some((*t.first().ok_or_else(|| inv("flag needs a piece".into()))?, cells))
        }
    };
    rules.no_drop = {
        let mut out = Vec::new();
        for (_, k, v) in entries.iter() {
            if k == "no_drop" {
                let (l, r) = v.split_once('|').ok_or_else(|| inv("no_drop = letter | ranks".into()))?;
                let t = letters("no_drop", Some(l.trim()))?;
                let mut rs = Vec::new();
                for x in r.split_whitespace() {
                    let n: usize = x.parse().map_err(|_| invalid(id, format_args!("no_drop: bad rank '{x}'")))?;
                    if n == 0 || n > geometry.height {
                        return Err(invalid(id, format_args!("no_drop: rank {n} is off the board")));
                    }
                    rs.push(n);
                }
                for ty in t {
                    out.push((ty, rs.clone()));
                }
            }
        }
        out
    };
    rules.confine = {
        let mut out = Vec::new();
        for (_, k, v) in entries.iter() {
            if k == "confine" {
                let parts = fields(v);
                if parts.len() != 3 {
                    return Err(invalid(id, format_args!("confine '{v}': letters | white region | black region")));
                }
                let cells = [
                    region_cells(&geometry, parts[1]).map_err(&inv)?,
                    region_cells(&geometry, parts[2]).map_err(&inv)?,
                ];
                for ty in letters("confine", Some(parts[0]))? {
                    // A later line for the same piece replaces an earlier one (rule options).
                    out.retain(|(t, _): &(usize, [Vec<usize>; 2])| *t != ty);
                    out.push((ty, cells.clone()));
                }
            }
        }
        out
    };
    rules.zone_moves = {
        let mut out = Vec::new();
        for (_, k, v) in entries.iter() {
            if k == "zone_moves" {
                let parts = fields(v);
                if parts.len() != 3 && parts.len() != 4 {
                    return Err(invalid(
                        id,
                        format_args!("zone_moves '{v}': letter | Betza | white region [| black region]"),
                    ));
                }
                let ty = letters("zone_moves", Some(parts[0]))?;
                let b = betza::parse(parts[1]).map_err(|e| inv(e.to_string()))?;
                let single = |r: &betza::Range| matches!(r, betza::Range::Leap | betza::Range::Ride(_));
                if b.components.iter().any(|c| c.legs.len() > 1 || !single(&c.legs[0].range)) {
                    return Err(invalid(
                        id,
                        format_args!("zone_moves '{v}': only single leaps and slides are supported"),
                    ));
                }
                let white = region_cells(&geometry, parts[2]).map_err(&inv)?;
                let black = match parts.get(3) {
                    Some(r) => region_cells(&geometry, r).map_err(&inv)?,
                    None => white.clone(),
                };
                for t in ty {
                    out.push((t, b.clone(), [white.clone(), black.clone()]));
                }
            }
        }
        out
    };
    rules.en_passant_steps = {
        let mut out = Vec::new();
        for tok in last("en_passant_steps").unwrap_or_default().split_whitespace() {
            match tok.parse::<u32>() {
                Ok(n) if (2..=26).contains(&n) => out.push(n),
                _ => {
                    return Err(invalid(
                        id,
                        format_args!("'en_passant_steps': '{}' is no step length from 2 to 26", shown(tok)),
                    ))
                }
            }
        }
        out
    };
    rules.royals_may_not_face = flag("flying_general", false)?;
    rules.royal_all = choice("royal_mode", &["any", "all"], 0)? == 1;
    rules.promotion_on_zone_entry = promotion_style == 2;
    rules.decline_waits_last_rank = list("decline_waits_last_rank")?;
    rules.allow_pass = flag("allow_pass", false)?;
    rules.lions = list("lions")?;
    rules.lion_cheap = list("lion_cheap")?;
    rules.check_limit = number("check_limit", 0)?.min(200);
    rules.chase_illegal = flag("chase_illegal", false)?;
    rules.perpetual_check_loses = choice("perpetual_check", &["loss", "draw"], 1)? == 0;
    rules.auras = {
        let mut out = Vec::new();
        for (_, k, v) in entries.iter() {
            if k == "aura" && v.trim() == "-" {
                out.clear();
            } else if k == "aura" {
                let parts = fields(v);
                if !(3..=5).contains(&parts.len()) {
                    return Err(invalid(
                        id,
                        format_args!(
                            "aura '{v}': giver | Betza | recipients [| where (Betza, default sW) [| friends|any]]"
                        ),
                    ));
                }
                let beside: Vec<(i32, i32)> = match parts.get(3) {
                    None => vec![(-1, 0), (1, 0)],
                    Some(w) => {
                        let b = betza::parse(w).map_err(|e| inv(e.to_string()))?;
                        if b.components.iter().any(|c| c.legs.len() > 1 || c.legs[0].range != betza::Range::Leap) {
                            return Err(invalid(id, format_args!("aura '{v}': 'where' must be single leaps")));
                        }
                        let mut beside = Vec::new();
                        for c in &b.components {
                            beside.extend_from_slice(&c.legs[0].vectors());
                        }
                        beside
                    }
                };
                let any_side = match parts.get(4).copied() {
                    None | Some("friends") => false,
                    Some("any") => true,
                    Some(o) => return Err(invalid(id, format_args!("aura '{v}': '{o}' must be friends or any"))),
                };
                let giver = letters("aura", Some(parts[0]))?;
                let grant = betza::parse(parts[1]).map_err(|e| inv(e.to_string()))?;
                if grant.components.iter().any(|c| c.legs.len() > 1 || c.legs[0].range != betza::Range::Leap) {
                    return Err(invalid(id, format_args!("aura '{v}': only single leaps may be lent")));
                }
                let recipients = letters("aura", Some(parts[2]))?;
                for g in giver {
                    out.push(crate::rules::aura::Aura {
                        giver: g,
                        grant: grant.clone(),
                        recipients: recipients.clone(),
                        beside: beside.clone(),
                        any_side,
                    });
                }
            }
        }
        out
    };
    rules.imitators = list("imitator")?;
    rules.imitator_vector = choice("imitator_mode", &["type", "vector"], 0)? == 1;
    rules.imitator_copies_promoted = choice("imitator_promotion", &["before", "after"], 0)? == 1;
    rules.flood = list("flood")?;
    rules.slide_to_end = list("slide_to_end")?;
    rules.remote_capture_target = choice("remote_capture_notation", &["path", "target"], 0)? == 1;
    rules.turns = {
        use crate::rules::turns::{Blocked, TurnLength, TurnRule};
        let count = |k: &str, v: &str| -> Result<u32, Fail> {
            match v.parse::<u32>() {
                Ok(n) if (1..=64).contains(&n) => Ok(n),
                _ => Err(invalid(
                    id,
                    format_args!("'{k}' must be a number of moves from 1 to 64 or 'growing', not '{}'", shown(v)),
                )),
            }
        };
        let length = match last("moves_per_turn") {
            None => TurnLength::Fixed(1),
            Some("growing") => TurnLength::Growing,
            Some(n) => TurnLength::Fixed(count("moves_per_turn", n)?),
        };
        let first_turn = match last("first_turn_moves") {
            None => None,
            Some(n) => Some(count("first_turn_moves", n)?),
        };
        let blocked = match choice("turn_blocked", &["stalemate", "ends_turn"], 0)? {
            0 => Blocked::AsStalemate,
            _ => Blocked::EndsTurn,
        };
        TurnRule { length, first_turn, check_ends: flag("check_ends_turn", false)?, blocked }
    };
    rules.state_fields = {
        let mut out = Vec::new();
        for f in last("state_fields").unwrap_or_default().split_whitespace() {
            out.push(match f {
                "-" => continue,
                "last_mover" => StateField::LastMover,
                "vacancies" => StateField::Vacancies,
                "frozen" => StateField::Frozen,
                "turn_part" => StateField::TurnPart,
                o => {
                    return Err(invalid(
                        id,
                        format_args!("'state_fields': unknown field '{o}' (last_mover, vacancies, frozen, turn_part)"),
                    ))
                }
            });
        }
        out
    };
    rules.flips = crate::rules::flips::Flips::parse(
        last("flips"),
        last("flip_anchor"),
        last("flip_intrusion"),
        last("flip_count"),
    )
    .map_err(inv)?;
    rules.jump_chain = list("jump_chain")?;
    rules.flying_capture = list("flying_capture")?;
    rules.drown = match last("drown") {
        None => Vec::new(),
        Some(r) => region_cells(&geometry, r).map_err(&inv)?,
    };
    rules.drown_immune = list("drown_immune")?;
    rules.chain_drown_ends = choice("chain_drown", &["consecutive", "ends"], 0)? == 1;
    rules.duel = list("duel")?;
    rules.draw_rules = match choice("draw_rules", &["automatic", "claim"], 0)? {
        0 => DrawRules::SourceAutomatic,
        _ => DrawRules::FideClaim,
    };
    let labels = |key: &str, n: usize, default: &dyn Fn(usize) -> String| -> Result<Vec<String>, Fail> {
        match last(key) {
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
                    return Err(invalid(id, format_args!("'{key}' has {} labels, the board has {n}", l.len())));
                }
                Ok(l)
            }
        }
    };
    let file_labels = labels("file_labels", geometry.width, &|i| ((b'a' + i as u8) as char).to_string())?;
    let rank_labels = labels("rank_labels", geometry.height, &|i| (i + 1).to_string())?;
    let file_labels_top = match last("file_labels_top") {
        None => None,
        Some(_) => Some(labels("file_labels_top", geometry.width, &|_| String::new())?),
    };
    let board_style = match choice("board_style", &["squares", "intersections", "quadrants", "grid"], 0)? {
        0 => BoardStyle::Squares,
        1 => BoardStyle::Intersections,
        2 => BoardStyle::Quadrants,
        _ => BoardStyle::Grid,
    };
    let piece_style = match choice("piece_style", &["western", "shogi", "xiangqi", "tchess"], 0)? {
        0 => PieceStyle::Western,
        1 => PieceStyle::Shogi,
        2 => PieceStyle::Xiangqi,
        _ => PieceStyle::Tchess,
    };
    let mut labels = Vec::new();
    for tok in last("labels").unwrap_or_default().split_whitespace() {
        let (t, l) = tok
            .split_once(':')
            .ok_or_else(|| invalid(id, format_args!("'labels' entry '{tok}' must be token:label")))?;
        let t = t.to_ascii_lowercase();
        if !pieces.iter().any(|p| p.token() == t) {
            return Err(invalid(id, format_args!("'labels' names unknown piece '{t}'")));
        }
        if l.is_empty() || l.chars().count() > 3 {
            return Err(invalid(id, format_args!("'labels': label '{l}' must be 1 to 3 characters")));
        }
        labels.push((t, l.to_string()));
    }
    let mut kanji = Vec::new();
    for tok in last("kanji").unwrap_or_default().split_whitespace() {
        let (t, l) = tok
            .split_once(':')
            .ok_or_else(|| invalid(id, format_args!("'kanji' entry '{tok}' must be token:label")))?;
        let t = t.to_ascii_lowercase();
        if !pieces.iter().any(|p| p.token() == t) {
            return Err(invalid(id, format_args!("'kanji' names unknown piece '{t}'")));
        }
        let (w, b) = l.split_once('/').unwrap_or((l, l));
        for side in [w, b] {
            if side.is_empty() || side.chars().count() > 2 {
                return Err(invalid(id, format_args!("'kanji': label '{side}' must be 1 or 2 characters")));
            }
        }
        kanji.push((t, w.to_string(), b.to_string()));
    }
    let piece_labels = match choice("piece_labels", &["kanji", "letters"], usize::from(kanji.is_empty()))? {
        0 => PieceLabels::Kanji,
        _ => PieceLabels::Letters,
    };
    let mut star_points = Vec::new();
    for tok in last("star_points").unwrap_or_default().split_whitespace() {
        let n: usize =
            tok.parse().map_err(|_| invalid(id, format_args!("'star_points' entry '{tok}' must be a number")))?;
        if n == 0 || n >= geometry.width.min(geometry.height) {
            return Err(invalid(id, format_args!("'star_points': line {n} is not inside the board")));
        }
        star_points.push(n);
    }
    let mut cell_labels = Vec::new();
    for tok in last("cell_labels").unwrap_or_default().split_whitespace() {
        let (sq, l) = tok
            .split_once(':')
            .ok_or_else(|| invalid(id, format_args!("'cell_labels' entry '{}' must be square:label", shown(tok))))?;
        let cell = geometry.parse_square(sq).map_err(|e| invalid(id, format_args!("'cell_labels': {e}")))?;
        if l.is_empty() || l.chars().count() > 4 {
            return Err(invalid(id, format_args!("'cell_labels': label '{}' must be 1 to 4 characters", shown(l))));
        }
        cell_labels.retain(|(c, _)| *c != cell);
        cell_labels.push((cell, l.to_string()));
    }
    let frame = match last("frame") {
        None => None,
        Some(v) if v.trim() == "-" => None,
        Some(v) => {
            let c = parse_cells(&geometry, v).map_err(|m| invalid(id, format_args!("'frame': {m}")))?;
            if c.len() != 2 {
                return Err(inv("'frame' = lower-left upper-right (two squares)".into()));
            }
            Some((c[0], c[1]))
        }
    };
    // `value = token centipawns` (repeatable; `-` clears inherited ones). A later `piece` line for
    // the same letter (a child redefining the piece) drops the value given for the old piece.
    let mut values: Vec<(usize, i32)> = Vec::new();
    for (_, k, v) in entries.iter().filter(|e| e.1 == "value" || e.1 == "piece") {
        if k == "piece" {
            let tok = v.split('|').next().unwrap_or("").trim().to_ascii_lowercase();
            if let Some(ty) = pieces.iter().position(|p| p.token() == tok) {
                values.retain(|&(t, _)| t != ty);
            }
            continue;
        }
        if v.trim() == "-" {
            values.clear();
            continue;
        }
        let parts = words(v);
        let [tok, n] = parts[..] else {
            return Err(invalid(id, format_args!("'{k}' = token centipawns, not '{}'", shown(v))));
        };
        let ty = pieces
            .iter()
            .position(|p| p.token() == tok.to_ascii_lowercase())
            .ok_or_else(|| invalid(id, format_args!("'value' names unknown piece '{}'", shown(tok))))?;
        let n: i32 = n.parse().ok().filter(|n| (0..=100_000).contains(n)).ok_or_else(|| {
            invalid(id, format_args!("'value' for '{}' must be 0 to 100000 centipawns, not '{}'", shown(tok), shown(n)))
        })?;
        values.retain(|&(t, _)| t != ty);
        values.push((ty, n));
    }
    let setup_rules = setup::parse(&|k: &str| last(k).map(str::to_string), &pieces, geometry.width).map_err(&inv)?;
    let side_names = match last("side_names") {
        None => ["White".to_string(), "Black".to_string()],
        Some(v) => match words(v)[..] {
            [a, b] if a.chars().count() <= 20 && b.chars().count() <= 20 => [a.to_string(), b.to_string()],
            _ => return Err(inv("'side_names' = first-side second-side (two words)".into())),
        },
    };
    let marks = match choice("marks", &["dots", "arrows"], 0)? {
        0 => Marks::Dots,
        _ => Marks::Arrows,
    };
    let square_names = match choice("square_names", &["labels", "row-column"], 0)? {
        0 => SquareNames::Labels,
        _ => SquareNames::RowColumn,
    };
    let castling_fen = match choice("castling_fen", &["xfen", "shredder"], 0)? {
        0 => crate::notation::fen::CastlingFen::Xfen,
        _ => crate::notation::fen::CastlingFen::Shredder,
    };
    let start_shuffle = list("start_shuffle")?;
    let notation = last("notation").unwrap_or("san").to_string();
    if !["san", "shogi", "xiangqi"].contains(&notation.as_str()) {
        return Err(invalid(id, format_args!("'notation' must be san, shogi or xiangqi, not '{}'", shown(&notation))));
    }
    let game = last("game").unwrap_or(CHESS_GAME).to_string();
    if !GAMES.contains(&game.as_str()) {
        return Err(invalid(id, format_args!("'game' must be one of {}, not '{}'", GAMES.join(", "), shown(&game))));
    }
    let mut game_rules = Vec::new();
    for w in last("game_rules").unwrap_or_default().split_whitespace() {
        game_rules.push(w.to_string());
    }
    let variant = Variant {
        id: id_with_options,
        name,
        source,
        status,
        geometry,
        pieces,
        start_fen,
        alt_starts,
        rules,
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
        options,
        marks,
        square_names,
        side_names,
        setup: setup_rules,
        values,
        castling_fen,
        start_shuffle,
        notation,
        game,
        game_rules,
    };
    crate::rules::included::check(&variant.rules).map_err(inv)?;
    check_invariants(&variant).map_err(inv)?;
    Ok(variant)
}

/// Refuses rules whose games could reach positions the engine cannot represent or read back.
fn check_invariants(v: &Variant) -> Result<(), String> {
    shuffle::check(v).map_err(|e| e.to_string())?;
    let r = &v.rules;
    let token = |t: usize| v.pieces[t].token();
    let royal = |t: usize| r.royal.contains(&t);
    if let Some(&t) = r.promotion.pieces.iter().find(|&&t| royal(t) && !r.royal_all) {
        return Err(format!("'promotion' offers the royal piece '{}': a side may have only one", token(t)));
    }
    if r.promotes_by_turning_over && !r.royal_all {
        if let Some(t) = (0..v.pieces.len()).find(|&t| !royal(t) && v.promotes_to(t).is_some_and(royal)) {
            return Err(format!("piece '{}' promotes to a royal piece: a side may have only one", token(t)));
        }
    }
    // A royal piece keeps its royalty: it may not turn into another type, nor another type into it.
    for t in 0..v.pieces.len() {
        let turns_into = [
            r.promotes_by_turning_over.then(|| v.promotes_to(t)).flatten(),
            (r.flip_every_move && v.demoted(t) != t).then(|| v.demoted(t)),
        ];
        if let Some(u) = turns_into.into_iter().flatten().find(|&u| royal(t) != royal(u) && !(r.royal_all && royal(u)))
        {
            return Err(format!(
                "piece '{}' turns into '{}', and only one of them is royal: a side would lose or gain a royal piece",
                token(t),
                token(u)
            ));
        }
    }
    if r.drops && r.royal_all && r.royal.len() > 1 {
        return Err("'royal_mode = all' with 'drops': a captured royal piece would go to a hand".into());
    }
    if !r.royal.is_empty() {
        for p in &v.pieces {
            let mut friendly = false;
            for b in [Some(&p.betza), p.gated.as_ref(), p.in_check.as_ref()] {
                for c in b.map_or(&[][..], |b| &b.components) {
                    friendly |= c.legs.last().is_some_and(|l| l.modes.friend);
                }
            }
            if friendly {
                return Err(format!(
                    "piece '{}' captures friendly pieces ('d' in its last leg), which could take its own royal piece",
                    p.token()
                ));
            }
        }
    }
    // State the board cannot show must have its FEN field, or a position would not read back.
    if !r.imitators.is_empty() && !r.state_fields.contains(&StateField::LastMover) {
        return Err(
            "'imitator' needs 'state_fields = last_mover' (what the imitator copies is part of the position)".into()
        );
    }
    if r.turns.is_multi() && !r.state_fields.contains(&StateField::TurnPart) {
        return Err(
            "turns of several moves need 'state_fields = turn_part' (the move within the turn is part of the position)"
                .into(),
        );
    }
    if r.flips.is_some() && !r.state_fields.contains(&StateField::Frozen) {
        return Err("'flips' needs 'state_fields = frozen' (the frozen pieces are part of the position)".into());
    }
    if r.promotion.limit == PromotionLimit::Vacancy && !r.state_fields.contains(&StateField::Vacancies) {
        return Err(
            "'promotion_limit = vacancy' needs 'state_fields = vacancies' (the pools are part of the position)".into(),
        );
    }
    if let Some(m) = r.promotion.mandatory.iter().find(|m| !r.promotion.ranks.contains(m)) {
        return Err(format!("'promotion_mandatory' rank {m} is not one of the 'promotion_ranks'"));
    }
    if r.flip_every_move && !r.pawns.is_empty() {
        return Err(
            "'pawns' cannot turn over on every move ('flip_every_move'): they would skip their promotion".into()
        );
    }
    if r.promotes_by_turning_over && !r.pawns.is_empty() && !r.promotion.ranks.is_empty() {
        return Err(
            "'pawns' promote chess-style, which 'promotion_style = shogi' or 'chu' does not do (use +letter types)"
                .into(),
        );
    }
    if let Some(&t) = r.pawns.iter().find(|&&t| royal(t)) {
        return Err(format!("the royal piece '{}' cannot be a pawn (it would promote away)", token(t)));
    }
    let must_promote =
        |t: usize| r.pawns.contains(&t) && !r.promotion.empty_pool_stays && !r.promotion.optional.contains(&t);
    if let Some(&t) = r.promotion.pieces.iter().find(|&&t| must_promote(t)) {
        return Err(format!("'promotion' offers the pawn '{}', which would stand where it must promote", token(t)));
    }
    // Multi-leg moves do not promote: a pawn that must promote may not have them.
    let has_zone = |t: usize| {
        !r.promotion.ranks.is_empty() || !r.promotion_cells.is_empty() || r.promotion_zones.iter().any(|z| z.0 == t)
    };
    for &t in &r.pawns {
        let multi = v.pieces[t].betza.components.iter().any(|c| c.is_multi_leg());
        if multi && has_zone(t) && !r.promotion.empty_pool_stays && !r.promotion.optional.contains(&t) {
            return Err(format!(
                "pawn '{}' has multi-leg moves, which do not promote, but must promote (list it in 'promotion_optional')",
                token(t)
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_builds() {
        let ids = ids();
        assert!(ids.len() >= 13, "{ids:?}");
        for id in ids {
            builtin(&id).unwrap_or_else(|e| panic!("{id}: {e}"));
        }
    }

    #[test]
    fn errors_are_clear() {
        assert!(matches!(builtin("nosuch"), Err(VariantError::Unknown(..))));
        let e = from_ini("[x]\nboard = 8x8\nstart = 8/8/8/8/8/8/8/8 w - - 0 1\npiece = k | King | KQ@\n", None)
            .unwrap_err();
        assert!(e.to_string().contains("position 2"), "{e}");
        assert!(from_ini("board = 8x8", None).is_err());
        assert!(from_ini("[x]\nboard = 99x8\n", None).is_err());
    }

    #[test]
    fn holes_and_regions() {
        let v = from_ini("[holey:chess]\nholes = a1 h*\nregion = zone | *4 *5\nstart = rnbqkbn*/pppppp1*/7*/7*/7*/7*/PPPPPP1*/*NBQKBN* w - - 0 1\n", None).unwrap();
        assert!(!v.geometry.is_present(0));
        assert!(!v.geometry.is_present(7) && !v.geometry.is_present(63));
        assert_eq!(v.geometry.region("zone").unwrap().cells.len(), 16);
        let mut g = crate::Game::from_variant(v, None).unwrap();
        assert!(g.legal_moves().iter().all(|m| !m.contains('h')));
        assert!(from_ini("[bad:chess]\nholes = z9\n", None).is_err());
    }

    #[test]
    fn inheritance_from_builtins() {
        let v = from_ini("[mychess:chess]\nname = Mine\npiece = n | Nightrider | NN\n", None).unwrap();
        assert_eq!(v.name, "Mine");
        assert_eq!(v.pieces.len(), 6);
        assert_eq!(v.pieces[v.piece_index('n').unwrap()].betza.text, "NN");
    }

    #[test]
    fn kanji_piece_labels_and_star_points_are_read_and_checked() {
        let shogi = builtin("shogi").unwrap();
        assert_eq!(shogi.piece_labels, PieceLabels::Kanji);
        assert_eq!(shogi.star_points, vec![3, 6]);
        assert!(shogi.kanji.contains(&("k".into(), "玉".into(), "王".into())));
        assert!(shogi.kanji.contains(&("+p".into(), "と".into(), "と".into())));
        // Minishogi inherits the grid but not the star points; chess prints letters.
        let mini = builtin("minishogi").unwrap();
        assert!(mini.star_points.is_empty() && mini.board_style == BoardStyle::Grid);
        assert_eq!(builtin("chess").unwrap().piece_labels, PieceLabels::Letters);
        let with = |extra: &str| from_ini(&format!("[m:minishogi]\n{extra}\n"), None);
        assert_eq!(with("piece_labels = letters").unwrap().piece_labels, PieceLabels::Letters);
        for bad in [
            "piece_labels = runes",
            "kanji = q:王",
            "kanji = k:王様です",
            "kanji = k:/王",
            "kanji = k",
            "star_points = 5",
            "star_points = 0",
            "star_points = x",
        ] {
            assert!(with(bad).is_err(), "{bad}");
        }
    }
}

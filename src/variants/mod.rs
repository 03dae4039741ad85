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

#[cfg(feature = "page-variants")]
mod defined;
mod ini;
pub mod keys;
mod read;
mod registry;
pub mod setup;
pub mod shuffle;
#[cfg(feature = "page-variants")]
pub use defined::{define, definition_text, MAX_DEFINED, MAX_IDS, MAX_SECTIONS};
pub(crate) use registry::shared_copy_of;
pub use registry::{builtin_ids, shared};

use crate::error::{shown, shown_char, shown_max, MESSAGE_MAX};
use crate::geometry::{Geometry, GeometryError};
use crate::pieces::{BetzaError, PieceType};
use crate::rules::Rules;
use ini::{parse_sections, section_game, section_ids, sections};
use read::build;

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
    /// Discs with the piece's letters: light for the first side, dark for the second (Congo).
    Discs,
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
    /// The cells' own names (notation.md's `a1`: file letter, rank number), whatever labels the
    /// variant shows: article 003's xiangqi text names its points a1–i10.
    Names,
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
    /// SAN writes squares by the board's labels (`san_squares = labels`: Omega's `b2`, `w1`)
    /// rather than by their a1 names; move strings and FEN keep the a1 names.
    pub san_labels: bool,
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
            SquareNames::Names => char::from_u32('a' as u32 + f as u32).map(String::from).unwrap_or_default(),
        }
    }

    /// The label of rank `r` (0 = the first player's first rank) with `names`.
    pub fn rank_label(&self, r: usize, names: SquareNames) -> String {
        match names {
            SquareNames::Labels => self.rank_labels.get(r).cloned().unwrap_or_default(),
            SquareNames::RowColumn => char::from_u32('a' as u32 + r as u32).map(String::from).unwrap_or_default(),
            SquareNames::Names => (r + 1).to_string(),
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
            SquareNames::Names => (f, r),
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
        self.pieces.iter().position(|p| p.has_token(token))
    }

    /// The type a piece of type `t` becomes when it promotes shogi-style (`p` -> `+p`).
    pub fn promotes_to(&self, t: usize) -> Option<usize> {
        let p = self.pieces.get(t)?;
        if p.promoted {
            None
        } else {
            self.pieces.iter().position(|q| q.promoted && q.same_base(p))
        }
    }

    /// The type a piece of type `t` reverts to when captured into a hand (`+p` -> `p`).
    pub fn demoted(&self, t: usize) -> usize {
        match self.pieces.get(t) {
            Some(p) if p.promoted => self.pieces.iter().position(|q| !q.promoted && q.same_base(p)).unwrap_or(t),
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
        None => {
            own.first().cloned().ok_or_else(|| VariantError::Syntax { line: 1, msg: "no [variant] section".into() })?
        }
    };
    if let Ok(b) = sections() {
        secs.extend(b.iter().filter(|s| !own.contains(&s.id)).cloned());
    }
    build(&secs, &target)
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

    /// `token_index`, `promotes_to` and `demoted` compare tokens without writing them out: they
    /// agree with comparing the written tokens (`PieceType::token`), in either case, on every
    /// piece of every built-in variant.
    #[test]
    fn token_lookups_agree_with_the_written_tokens() {
        for id in ids() {
            let v = builtin(&id).unwrap();
            let by_text = |tok: &str| v.pieces.iter().position(|p| p.token() == tok.to_ascii_lowercase());
            for (t, p) in v.pieces.iter().enumerate() {
                let tok = p.token();
                for form in [tok.clone(), tok.to_ascii_uppercase(), format!("+{tok}"), tok[1..].to_string()] {
                    assert_eq!(v.token_index(&form), by_text(&form), "{id}: token {form:?}");
                }
                let promoted = (!p.promoted).then(|| by_text(&format!("+{tok}"))).flatten();
                assert_eq!(v.promotes_to(t), promoted, "{id}: {tok} promotes");
                let demoted = if p.promoted { by_text(&tok[1..]).unwrap_or(t) } else { t };
                assert_eq!(v.demoted(t), demoted, "{id}: {tok} demotes");
            }
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

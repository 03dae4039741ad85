//! The JavaScript API (wasm-bindgen): the one module every export to JavaScript lives in (the
//! engine's `Game`, variant data, diagrams, setup choices, the searcher, the `Renderer`, a bughouse
//! match). Every
//! error reaches JavaScript as an `Error` with a message; inputs are validated before use, so no
//! panic crosses the boundary.

#[cfg(all(target_arch = "wasm32", not(feature = "search")))]
mod alloc;
pub mod board;
#[cfg(feature = "bughouse")]
mod bughouse;
#[cfg(feature = "playground-api")]
pub mod editor;
mod from_js;
mod json;
#[cfg(feature = "playground-api")]
mod records;
#[cfg(feature = "search")]
mod search;
#[cfg(feature = "playground-api")]
pub mod setup;
mod strict;

pub use board::JsRenderer;

use wasm_bindgen::prelude::*;

use crate::engine::{pieces_of, Game, Reason};
use crate::game::{outcome_sentence, GameInterface, Origin};
use crate::pieces::Color;
use crate::variants;

/// The page module's allocator (see [`alloc`]).
#[cfg(all(target_arch = "wasm32", not(feature = "search")))]
#[global_allocator]
static ALLOC: alloc::Classes = alloc::Classes::new();

/// Installs the panic hook (a panic would be a bug; the hook makes it readable in the console).
#[wasm_bindgen(start)]
pub fn start() {
    console_error_panic_hook::set_once();
}

pub(crate) fn err(e: impl std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

pub(crate) use json::to_js;
use json::{json_object, Json, ToJson};

struct VariantSummary {
    id: String,
    name: String,
    status: String,
    width: usize,
    height: usize,
}
json_object!(VariantSummary { "id" => id, "name" => name, "status" => status, "width" => width, "height" => height });

struct VariantInfo {
    id: String,
    name: String,
    source: String,
    status: String,
    width: usize,
    height: usize,
    start_fen: String,
    alt_starts: Vec<(String, String)>,
    /// How many numbered start arrays the variant has (`start_shuffle`; Chess960: 960), or null.
    start_count: Option<u64>,
    pieces: Vec<crate::engine::PieceInfo>,
    /// The FEN tokens of the types a piece may promote to (a legend names them beside those on
    /// the board).
    promotion_targets: Vec<String>,
    drops: bool,
    board_style: variants::BoardStyle,
    piece_style: variants::PieceStyle,
    file_labels: Vec<String>,
    rank_labels: Vec<String>,
    options: Vec<OptionInfo>,
    /// FEN letters of the pieces that move as the opponent's last mover (the TCHESS Jester).
    imitators: Vec<String>,
    /// Labels shown on tokens instead of the FEN letter: (FEN token, label), e.g. (`s`, `PS`).
    labels: Vec<(String, String)>,
    /// How move targets are marked by default: `dots` or `arrows`.
    marks: variants::Marks,
    /// The sides as the game names them, first side first (`["Red", "Black"]`).
    side_names: [String; 2],
    /// Each side sees only part of the board (dark chess): show a viewer its own view.
    hidden: bool,
    /// How squares are named to readers by default: `labels`, `row-column` or `names`.
    square_names: variants::SquareNames,
    /// Whether its tokens can print characters (kanji, hanzi) instead of letters.
    has_kanji: bool,
    /// What its tokens print by default.
    piece_labels: crate::variants::PieceLabels,
    /// Whether the variant offers setup choices (`setupInfo`; the playground's setup panel).
    setup_choices: bool,
    /// Whether captures go to a partner's hand on another board (bughouse): the game is played as
    /// a match of two boards (`BughouseMatch`; the bughouse page).
    partner_boards: bool,
}
json_object!(VariantInfo {
    "id" => id,
    "name" => name,
    "source" => source,
    "status" => status,
    "width" => width,
    "height" => height,
    "startFen" => start_fen,
    "altStarts" => alt_starts,
    "startCount" => start_count,
    "pieces" => pieces,
    "promotionTargets" => promotion_targets,
    "drops" => drops,
    "boardStyle" => board_style,
    "pieceStyle" => piece_style,
    "fileLabels" => file_labels,
    "rankLabels" => rank_labels,
    "options" => options,
    "imitators" => imitators,
    "labels" => labels,
    "marks" => marks,
    "sideNames" => side_names,
    "hidden" => hidden,
    "squareNames" => square_names,
    "hasKanji" => has_kanji,
    "pieceLabels" => piece_labels,
    "setupChoices" => setup_choices,
    "partnerBoards" => partner_boards,
});

struct OptionInfo {
    name: String,
    label: String,
    active: bool,
}
json_object!(OptionInfo { "name" => name, "label" => label, "active" => active });

/// The built-in variants: `[{id, name, status, width, height}]`.
#[wasm_bindgen(js_name = variants)]
pub fn variants_js() -> Result<JsValue, JsError> {
    let mut out = Vec::new();
    for id in variants::all_ids() {
        let v = variants::builtin(&id).map_err(err)?;
        out.push(VariantSummary {
            id,
            name: v.name,
            status: v.status,
            width: v.geometry.width,
            height: v.geometry.height,
        });
    }
    to_js(&out)
}

/// `defineVariants(ini)`: defines the page's own variants from INI text (`[id:parent]` sections;
/// parents may be built-in variants or ones defined before); every call then knows them by id.
/// Returns their ids; on an error nothing is defined.
#[cfg(feature = "page-variants")]
#[wasm_bindgen(js_name = defineVariants)]
pub fn define_variants(ini: &str) -> Result<Vec<String>, JsError> {
    crate::game::define(ini).map_err(err)
}

/// `variantDefinition(id)`: the INI text of a variant (built-in or the page's) and of its ancestors,
/// each section as written: the rules a page's own variant inheriting it starts from.
#[cfg(feature = "page-variants")]
#[wasm_bindgen(js_name = variantDefinition)]
pub fn variant_definition(id: &str) -> Result<String, JsError> {
    variants::definition_text(id).map_err(err)
}

/// Everything about one variant: board size, pieces (letter, name, Betza, royal), start positions,
/// rule options (`{name, label, active}`; switched on by ids such as `tchess+jester_vector`).
#[wasm_bindgen(js_name = variantInfo)]
pub fn variant_info(id: &str) -> Result<JsValue, JsError> {
    let v = variants::shared(id).map_err(err)?;
    to_js(&VariantInfo {
        id: v.id.clone(),
        name: v.name.clone(),
        source: v.source.clone(),
        status: v.status.clone(),
        width: v.geometry.width,
        height: v.geometry.height,
        start_fen: v.start_fen.clone(),
        alt_starts: v.alt_starts.clone(),
        start_count: variants::shuffle::count(&v),
        pieces: pieces_of(&v),
        promotion_targets: {
            // (No sort: std's would add its code to the page modules.)
            let choices = v.rules.promotion_choices.iter().flat_map(|c| c.pieces.iter());
            let mut tokens: Vec<String> = Vec::new();
            for &t in v.rules.promotion.pieces.iter().chain(choices) {
                let token = v.pieces[t].token();
                if !tokens.contains(&token) {
                    tokens.push(token);
                }
            }
            tokens
        },
        drops: v.rules.drops,
        board_style: v.board_style,
        piece_style: v.piece_style,
        file_labels: v.file_labels.clone(),
        rank_labels: v.rank_labels.clone(),
        options: v
            .options
            .iter()
            .map(|o| OptionInfo { name: o.name.clone(), label: o.label.clone(), active: o.active })
            .collect(),
        imitators: v.rules.imitators.iter().map(|&t| v.pieces[t].letter.to_string()).collect(),
        labels: v.labels.clone(),
        marks: v.marks,
        side_names: v.side_names.clone(),
        hidden: v.rules.fog.is_some(),
        has_kanji: !v.kanji.is_empty(),
        piece_labels: v.piece_labels,
        setup_choices: v.setup != crate::variants::setup::SetupRules::default(),
        square_names: v.square_names,
        partner_boards: v.rules.drops && !v.rules.captures_to_hand,
    })
}

/// Hands over the CJK outlines: the bytes of `pkg/cjk-glyphs.bin` (the page module is built
/// without them, feature `lazy-glyphs`; fairyboard.js fetches the file before the first board that
/// prints kanji). Returns how many characters the file has; a bad file is an error.
#[wasm_bindgen(js_name = loadGlyphs)]
pub fn load_glyphs(data: &[u8]) -> Result<usize, JsError> {
    crate::render::glyphs::load(data).map_err(err)
}

/// Whether the CJK outlines are at hand (compiled in, or handed over with `loadGlyphs`).
#[wasm_bindgen(js_name = glyphsLoaded)]
pub fn glyphs_loaded() -> bool {
    crate::render::glyphs::loaded()
}

/// The start FEN of a variant's numbered start array (`startFen("chess960", "518")`): `number`
/// as written (digits only, within the variant's range, e.g. 0–959), or an error saying why not.
#[wasm_bindgen(js_name = startFen)]
pub fn start_fen_js(variant: &str, number: &str) -> Result<String, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    let n = variants::shuffle::parse_number(&v, number).map_err(err)?;
    let fen = variants::shuffle::start_fen(&v, n).map_err(err)?;
    Ok(Game::from_shared(v, Some(&fen)).map_err(err)?.fen())
}

/// Move diagram: the targets of `piece` (FEN letter, upper case = White) alone on an empty board
/// at `square`: `[{square, move, capture, leap}]`.
#[wasm_bindgen(js_name = diagram)]
pub fn diagram_js(variant: &str, piece: &str, square: &str) -> Result<JsValue, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    if piece.is_empty() || piece.len() > 5 {
        return Err(JsError::new("piece must be a FEN letter (or + and a letter)"));
    }
    to_js(&Game::diagram_token(&v, piece, square).map_err(err)?)
}

/// The position of a move diagram: `piece` alone on `square`, in FEN (a picture: no game starts
/// from it).
#[wasm_bindgen(js_name = diagramFen)]
pub fn diagram_fen_js(variant: &str, piece: &str, square: &str) -> Result<String, JsError> {
    let v = variants::shared(variant).map_err(err)?;
    if piece.is_empty() || piece.len() > 5 {
        return Err(JsError::new("piece must be a FEN letter (or + and a letter)"));
    }
    Game::diagram_fen(&v, piece, square).map_err(err)
}

/// A game: position, legal moves, play/undo, FEN, outcome. It holds any game behind the game
/// interface ([`GameInterface`]); today the chess-like engine.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    inner: Box<dyn GameInterface>,
}

struct BoardPiece {
    square: String,
    piece: String,
    /// `"frozen"` for a frozen piece (Taktika); absent otherwise.
    state: Option<crate::game::PieceState>,
    /// The height of a stack of more than one piece (a Makarenko tower); absent otherwise.
    height: Option<u32>,
}

impl ToJson for BoardPiece {
    fn json(&self, j: &mut Json) {
        let BoardPiece { square, piece, state, height } = self;
        j.open('{');
        j.field("square", square);
        j.field("piece", piece);
        if let Some(s) = state {
            j.field("state", s);
        }
        if let Some(h) = height {
            j.field("height", h);
        }
        j.close('}');
    }
}

/// A comment of a record: its text, after `ply` moves.
pub(crate) struct PgnComment {
    pub(crate) ply: usize,
    pub(crate) text: String,
}
from_js::from_object!(PgnComment { ply: required "ply", text: required "text" });
json_object!(PgnComment { "ply" => ply, "text" => text });

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// `new Game(variant, fen?)`: a game from the variant's start position or from a FEN.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, fen: Option<String>) -> Result<JsGame, JsError> {
        Ok(JsGame { inner: crate::game::open(variant, fen.as_deref()).map_err(err)? })
    }

    /// `Game.fromIni(ini, fen?)`: a game of a variant defined in INI text (parents may be built-in ids).
    #[wasm_bindgen(js_name = fromIni)]
    pub fn from_ini(ini: &str, fen: Option<String>) -> Result<JsGame, JsError> {
        let v = variants::from_ini(ini, None).map_err(err)?;
        Ok(JsGame { inner: crate::game::open_variant(std::sync::Arc::new(v), fen.as_deref()).map_err(err)? })
    }

    /// The variant id.
    pub fn variant(&self) -> String {
        self.inner.id()
    }

    /// The position in FEN.
    pub fn fen(&self) -> String {
        self.inner.position()
    }

    /// The position in SFEN (shogi-family variants; modules built with the `asia` family).
    #[cfg(all(feature = "asia", feature = "dev-api"))]
    pub fn sfen(&self) -> Result<String, JsError> {
        self.inner.position_sfen().map_err(err)
    }

    /// Loads a FEN (clearing the history); on error nothing changes.
    #[wasm_bindgen(js_name = setFen)]
    pub fn set_fen(&mut self, fen: &str) -> Result<(), JsError> {
        self.inner.set_position(fen).map_err(err)
    }

    /// Legal moves (all, or of the piece on `square`) as canonical strings.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&mut self, square: Option<String>) -> Result<Vec<String>, JsError> {
        self.inner.legal_moves(square.as_deref()).map_err(err)
    }

    /// Plays a move string; returns its canonical form. Throws on an illegal move (nothing changes).
    pub fn play(&mut self, mv: &str) -> Result<String, JsError> {
        self.inner.play(mv).map_err(err)
    }

    /// Why a move the pieces could make (or a drop onto an empty cell) is refused here, as an id
    /// (`in-check`, `king-attacked`, `exposes-king`, `castle-out-of-check`, `castle-through-attack`,
    /// `drop-mate`, `must-capture`, `lion-trade`, `doubled-pawns`, `drop-dead`, `drop-zone`,
    /// `castling-right-gone`, `castle-blocked`, `perpetual-check`, `perpetual-chase`), or
    /// `undefined`; `play` fails with the reason in English.
    pub fn refusal(&mut self, mv: &str) -> Option<String> {
        self.inner.refusal(mv).map(|r| r.id().to_string())
    }

    /// Takes back the last move; returns it, or `undefined` at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.inner.undo()
    }

    /// Whether `undo` would take a move back here (not at the start; on a bughouse board, only
    /// where the match's last move was played).
    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.inner.can_undo()
    }

    /// The moves played so far.
    pub fn history(&self) -> Vec<String> {
        self.inner.history()
    }

    /// How many moves have been played (the length of `history()`, without writing the moves).
    pub fn ply(&self) -> usize {
        self.inner.ply()
    }

    /// The moves played, grouped into turns: `[{side, moves}]` (several moves a turn in double-move chess).
    #[wasm_bindgen(js_name = historyTurns)]
    pub fn history_turns(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.history_turns())
    }

    /// The pieces of its own that the last move's side lost to the rules with it: `[{square, piece,
    /// cause}]` (cause `"drowned"`: Congo's river); empty at the start and in most games.
    #[wasm_bindgen(js_name = lastLosses)]
    pub fn last_losses(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.last_losses())
    }

    /// `null` while the game goes on, else `{winner: "white"|"black"|null, reason}`.
    pub fn outcome(&mut self) -> Result<JsValue, JsError> {
        match self.inner.outcome() {
            None => Ok(JsValue::NULL),
            Some(o) => to_js(&o),
        }
    }

    /// A draw the side to move may claim now, `{reason, text}` ("repetition", "threefold
    /// repetition"), or null: only where the game's draws are claimed (the option `claim_draws`).
    #[wasm_bindgen(js_name = claimableDraw)]
    pub fn claimable_draw(&mut self) -> Result<JsValue, JsError> {
        match self.inner.claimable_draw() {
            None => Ok(JsValue::NULL),
            Some(c) => to_js(&c),
        }
    }

    /// `"white"` or `"black"`.
    pub fn turn(&self) -> String {
        self.inner.turn().side.to_string()
    }

    /// Whether `side` ("white" or "black") still has material that could mate.
    #[wasm_bindgen(js_name = canMate)]
    pub fn can_mate(&self, side: &str) -> Result<bool, JsError> {
        Ok(self.inner.can_mate(parse_side(side)?))
    }

    /// Why a legal move should be confirmed before it is played (a Gess move that leaves the mover
    /// without a ring loses), or `null`.
    pub fn warning(&mut self, mv: &str) -> Option<String> {
        self.inner.warning(mv)
    }

    /// The position the record starts from (where `history()` begins), or `null` where the game
    /// cannot say.
    #[wasm_bindgen(js_name = startPosition)]
    pub fn start_position(&self) -> Option<String> {
        self.inner.start_position()
    }

    /// The ways the move list can write moves, the players' own first: `["san", "coordinates"]`,
    /// `["shogi", "kif", "labels", "coordinates"]`, `["wxf", "chinese", "coordinates"]`.
    pub fn notations(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.notations())
    }

    /// The moves played, oldest first, written in `style` (one of `notations()`): all of them, or
    /// those from the `from`-th on (0 is the first; a page that keeps the earlier ones asks for the
    /// new ones only).
    #[wasm_bindgen(js_name = historyAs)]
    pub fn history_as(&self, style: &str, from: Option<usize>) -> Result<Vec<String>, JsError> {
        let s = crate::notation::written::Style::parse(style)
            .ok_or_else(|| err(format!("unknown notation '{}'", crate::error::shown(style))))?;
        self.inner.history_as_from(s, from.unwrap_or(0)).map_err(err)
    }

    /// The moves played, oldest first, as players write them (SAN for the chess-like games).
    #[wasm_bindgen(js_name = historyWritten)]
    pub fn history_written(&self) -> Vec<String> {
        self.inner.history_written()
    }

    /// The move string of a move as a player writes it (SAN, or the move string) in the current
    /// position; an illegal or ambiguous move is an error. Nothing changes.
    #[cfg(feature = "dev-api")]
    #[wasm_bindgen(js_name = readMove)]
    pub fn read_move(&mut self, text: &str) -> Result<String, JsError> {
        self.inner.read_move(text).map_err(err)
    }

    /// The record as PGN: `tags` an object of tag names and values (replacing or adding to the
    /// standard ones), `comments` `[{ply, text}]` (each after `ply` moves).
    pub fn pgn(&mut self, tags: JsValue, comments: JsValue) -> Result<String, JsError> {
        let tags: Vec<(String, String)> = if tags.is_undefined() || tags.is_null() {
            Vec::new()
        } else {
            from_js::string_entries(tags).map_err(|e| err(format!("tags: {e}")))?
        };
        let comments: Vec<PgnComment> = if comments.is_undefined() || comments.is_null() {
            Vec::new()
        } else {
            from_js::from_js(comments).map_err(|e| err(format!("comments: {e}")))?
        };
        let comments: Vec<(usize, String)> = comments.into_iter().map(|c| (c.ply, c.text)).collect();
        Ok(crate::game::record::to_pgn(self.inner.as_mut(), &tags, &comments))
    }

    /// The record as KIF, the format of Japanese shogi software (shogi and minishogi; else an
    /// error): `tags` an object of PGN tag names and values (`White` for 先手, `Black` for 後手,
    /// `Date`, `Event`, `Site`).
    #[cfg(feature = "asia")]
    pub fn kif(&mut self, tags: JsValue) -> Result<String, JsError> {
        let tags: Vec<(String, String)> = if tags.is_undefined() || tags.is_null() {
            Vec::new()
        } else {
            from_js::string_entries(tags).map_err(|e| err(format!("tags: {e}")))?
        };
        crate::game::record::to_kif(self.inner.as_mut(), &tags).map_err(err)
    }

    /// The cells a piece centred on `square` covers (a Gess piece's 3x3 window): `[square]` where
    /// a piece is its cell.
    pub fn footprint(&self, square: &str) -> Result<Vec<String>, JsError> {
        self.inner.footprint(square).map_err(err)
    }

    /// The cells the last move left and reached, named as the board names them now, where a move
    /// renames the cells (Chex's growing board), else `null` (its move string names them).
    #[wasm_bindgen(js_name = lastMoveCells)]
    pub fn last_move_cells(&self) -> Option<Vec<String>> {
        self.inner.last_move_cells()
    }

    /// The board's size `[width, height]` where it changes during the game (Chex), else `null`.
    #[wasm_bindgen(js_name = boardSize)]
    pub fn board_size(&self) -> Option<Vec<u32>> {
        self.inner.board_size().map(|(w, h)| vec![w as u32, h as u32])
    }

    /// A flag fall of `side` ("white"/"black"): the outcome, where the game records it itself (a
    /// bughouse board: the match ends); `null` where the page decides.
    #[wasm_bindgen(js_name = timeOut)]
    pub fn time_out(&mut self, side: &str) -> Result<JsValue, JsError> {
        let side = parse_side(side)?;
        match self.inner.time_out(side) {
            Some(o) => to_js(&o),
            None => Ok(JsValue::NULL),
        }
    }

    /// Whether the position follows from the start position and the moves played (false for a
    /// board of a bughouse match).
    #[wasm_bindgen(js_name = historyReplays)]
    pub fn history_replays(&self) -> bool {
        self.inner.history_replays()
    }

    /// Whether the side to move is in check.
    #[wasm_bindgen(js_name = inCheck)]
    pub fn in_check(&self) -> bool {
        self.inner.in_check()
    }

    /// The pieces on the board: `[{square, piece, state?, height?}]` (piece = FEN token, upper case
    /// = White; the top of a stack, `height` its pieces where more than one; state `"frozen"` for a
    /// frozen piece); with `viewer` ("white"/"black"),
    /// only those that side sees.
    pub fn board(&self, viewer: Option<String>) -> Result<JsValue, JsError> {
        let viewer = viewer.as_deref().map(parse_side).transpose()?;
        let out: Vec<BoardPiece> = self
            .inner
            .occupants(viewer)
            .into_iter()
            .map(|o| BoardPiece {
                height: (o.stack.len() > 1).then_some(o.stack.len() as u32),
                square: o.square,
                piece: o.piece,
                state: o.state,
            })
            .collect();
        to_js(&out)
    }

    /// The cells `viewer` ("white"/"black") sees, or `null` where the game hides nothing.
    pub fn visible(&self, viewer: &str) -> Result<JsValue, JsError> {
        match self.inner.visible(parse_side(viewer)?) {
            None => Ok(JsValue::NULL),
            Some(cells) => to_js(&cells),
        }
    }

    /// The position as `viewer` may know it (FEN without the pieces it does not see).
    #[wasm_bindgen(js_name = fenSeenBy)]
    pub fn fen_seen_by(&self, viewer: &str) -> Result<String, JsError> {
        Ok(self.inner.position_seen_by(parse_side(viewer)?))
    }

    /// The moves played as `viewer` may know them: the other side's hidden moves are `null`.
    #[wasm_bindgen(js_name = historySeenBy)]
    pub fn history_seen_by(&self, viewer: &str) -> Result<JsValue, JsError> {
        to_js(&self.inner.history_seen_by(parse_side(viewer)?))
    }

    /// Pieces in hand: `{white: [{piece, count}], black: [...]}` (drop variants).
    pub fn hands(&self) -> Result<JsValue, JsError> {
        side_counts_js(self.inner.hands())
    }

    /// Legal moves from `square` that pass a stop on the way: `[{move, via}]` (a two-stage
    /// capture and one stage-1 square it may stop on).
    #[cfg(feature = "dev-api")]
    #[wasm_bindgen(js_name = moveVias)]
    pub fn move_vias(&mut self, square: &str) -> Result<JsValue, JsError> {
        struct Via {
            mv: String,
            via: String,
        }
        json_object!(Via { "move" => mv, "via" => via });
        let mut v: Vec<Via> = self
            .inner
            .actions(Origin::Cell(square), None)
            .map_err(err)?
            .into_iter()
            .filter_map(|a| a.via.map(|via| Via { mv: a.notation, via }))
            .collect();
        crate::sort::sort_by(&mut v, |a, b| a.mv.cmp(&b.mv));
        v.dedup_by(|a, b| a.mv == b.mv);
        to_js(&v)
    }

    /// The type an imitator (TCHESS Jester) of the side to move copies: an upper-case FEN letter, or null.
    #[wasm_bindgen(js_name = lastMover)]
    pub fn last_mover(&self) -> Option<String> {
        self.inner.imitated().map(String::from)
    }

    /// Vacancy pools (promotion by vacancy): `{white: [{piece, count}], black: [...]}`.
    pub fn vacancies(&self) -> Result<JsValue, JsError> {
        side_counts_js(self.inner.pools())
    }

    /// Legal actions of the game interface: all, of the piece on `square`, or (with `side`,
    /// "white"/"black") of that side as if it were to move: `[{id, move, from, to, kind, captures,
    /// stops, via, promotion, drop}]`, `kind` one of quiet, capture, en-passant, castle, drop, swap, pass.
    pub fn actions(&mut self, square: Option<String>, side: Option<String>) -> Result<JsValue, JsError> {
        let side = side.as_deref().map(parse_side).transpose()?;
        let origin = match square.as_deref() {
            Some(s) => Origin::Cell(s),
            None => Origin::All,
        };
        to_js(&self.inner.actions(origin, side).map_err(err)?)
    }

    /// Drops of `piece` (a FEN letter) from the hand of the side to move, as [`JsGame::actions`].
    #[wasm_bindgen(js_name = dropActions)]
    pub fn drop_actions(&mut self, piece: &str) -> Result<JsValue, JsError> {
        if piece.is_empty() || piece.len() > 6 {
            return Err(JsError::new("piece must be a FEN letter"));
        }
        to_js(&self.inner.actions(Origin::Hand(piece), None).map_err(err)?)
    }

    /// Plays the action with this id (from [`JsGame::actions`] of the current position).
    #[cfg(feature = "dev-api")]
    #[wasm_bindgen(js_name = playId)]
    pub fn play_id(&mut self, id: u32) -> Result<String, JsError> {
        self.inner.play_id(id as usize).map_err(err)
    }

    /// What the piece on `square` moves as now, where that depends on the game ("Jester moves as
    /// Knight"), or null.
    #[wasm_bindgen(js_name = pieceNote)]
    pub fn piece_note(&self, square: &str) -> Result<Option<String>, JsError> {
        self.inner.piece_note(square).map_err(err)
    }

    /// The cells of the royal pieces in check (empty when the side to move is not in check).
    #[wasm_bindgen(js_name = checkSquares)]
    pub fn check_squares(&self) -> Vec<String> {
        self.inner.check_cells()
    }

    /// The sides as the game names them, first side first: `["White", "Black"]`, `["Red", "Black"]`.
    #[wasm_bindgen(js_name = sideNames)]
    pub fn side_names(&self) -> Vec<String> {
        self.inner.side_names().to_vec()
    }

    /// The board's own label of a square (`7g` for shogi's `c7`, `λ20` in Quadruple Trojan);
    /// `names` (optional): `"labels"`, `"row-column"` (article 003's shogi names, `a3` for `c1`) or
    /// `"names"` (the cells' own names, `c1`).
    pub fn label(&self, square: &str, names: JsValue) -> Result<String, JsError> {
        if names.is_undefined() || names.is_null() {
            return self.inner.label(square).map_err(err);
        }
        let names: variants::SquareNames =
            from_js::from_js(names).map_err(|_| JsError::new("bad square names (labels or row-column)"))?;
        self.inner.label_as(square, names).map_err(err)
    }

    /// The cells of the board: `[{name, label, x, y, shape}]`.
    pub fn cells(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.cells())
    }

    /// Whose turn it is: `{side, part, parts}` (a turn may be several moves).
    #[wasm_bindgen(js_name = turnInfo)]
    pub fn turn_info(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.turn())
    }

    /// The outcome as one sentence in the game's side names ("Black wins — checkmate."), or null.
    #[wasm_bindgen(js_name = outcomeText)]
    pub fn outcome_text(&mut self) -> Option<String> {
        let o = self.inner.outcome()?;
        Some(outcome_sentence(self.inner.as_ref(), &o))
    }

    /// For the tests only: panics, which in wasm traps and leaves this object locked; the page's
    /// guard (www/fairyboard.js `guardedGame`) must rebuild the game. Not part of the API.
    #[doc(hidden)]
    #[wasm_bindgen(js_name = __failForTest)]
    pub fn fail_for_test(&mut self) {
        panic!("deliberate failure for the recovery test");
    }

    /// Perft (leaf count) to `depth` (1..=10). Refused when the count would go far past
    /// [`PERFT_NODE_LIMIT`] (estimated from the shallower counts), so the page cannot be frozen.
    #[cfg(feature = "dev-api")]
    pub fn perft(&mut self, depth: u32) -> Result<f64, JsError> {
        if !(1..=10).contains(&depth) {
            return Err(JsError::new("perft depth must be 1..=10"));
        }
        let mut prev = 1u64;
        for d in 1..=depth {
            let n = self.inner.perft(d).map_err(err)?;
            if d == depth {
                return Ok(n as f64);
            }
            // The next depth costs about the current count times the growth of this depth.
            let growth = n.div_ceil(prev.max(1)).max(1);
            if n.saturating_mul(growth) > PERFT_NODE_LIMIT {
                return Err(JsError::new(&format!(
                    "perft {depth} would count about {} nodes or more (limit {PERFT_NODE_LIMIT}); use the command line",
                    n.saturating_mul(growth)
                )));
            }
            prev = n;
        }
        Ok(0.0)
    }
}

/// The most leaf nodes [`JsGame::perft`] counts on a page (a few seconds of work).
pub const PERFT_NODE_LIMIT: u64 = 50_000_000;

/// A side given as "white" or "black".
pub(crate) fn parse_side(side: &str) -> Result<Color, JsError> {
    match side {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(JsError::new("side must be \"white\" or \"black\"")),
    }
}

/// Every reason an engine game can end for, with its text in a sample variant's words:
/// `[{reason, text}]` (for checking that a page has words for each).
#[wasm_bindgen(js_name = outcomeReasons)]
pub fn outcome_reasons() -> Result<JsValue, JsError> {
    struct R {
        reason: &'static str,
        text: String,
    }
    json_object!(R { "reason" => reason, "text" => text });
    let g = Game::new("chess", None).map_err(err)?;
    let out: Vec<R> = Reason::ALL
        .iter()
        .map(|&reason| R {
            reason: reason.id(),
            text: g.outcome_text(&crate::engine::Outcome { winner: None, reason }),
        })
        .collect();
    to_js(&out)
}

/// Per-side piece counts (White first) as `{white: [{piece, count}], black: [...]}`.
fn side_counts_js([white, black]: [Vec<crate::game::HandCount>; 2]) -> Result<JsValue, JsError> {
    struct Sides {
        white: Vec<crate::game::HandCount>,
        black: Vec<crate::game::HandCount>,
    }
    json_object!(Sides { "white" => white, "black" => black });
    to_js(&Sides { white, black })
}

//! Canvas rendering with web-sys. The renderer draws a [`View`] — pieces, highlights, move
//! targets, arrows — on a board described by variant data; it holds no rules (the UI asks the
//! engine for moves and passes the answer in).

mod background;
#[cfg(not(feature = "lazy-glyphs"))]
pub mod cjk;
pub mod glyphs;
mod measure;
pub mod pieces;
pub mod states;
pub(crate) mod style;
pub mod tokens;

use std::f64::consts::PI;
use std::sync::Arc;

use serde::Deserialize;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::geometry::{hex, Geometry, Lattice};
use crate::variants::{BoardStyle, Marks, PieceLabels, PieceStyle, SquareNames, Variant};
use pieces::Glyph;
use tokens::TokenStyle;

/// A CSS font, `{weight}{px}px sans-serif`, the size written by JavaScript's `Number` (for the
/// sizes drawn, the same shortest digits as Rust's `Display`; the module then carries no float
/// formatting).
pub(crate) fn font(weight: &str, px: f64) -> String {
    let n: String = js_sys::Number::from(px).to_string_with_radix(10).map(String::from).unwrap_or_default();
    let mut out = String::with_capacity(weight.len() + n.len() + 13);
    out.push_str(weight);
    out.push_str(&n);
    out.push_str("px sans-serif");
    out
}

/// `x` within `lo..=hi` (`f64::clamp` would bring float formatting into the module for its
/// panic message, about 17 KB).
fn clamp(x: f64, lo: f64, hi: f64) -> f64 {
    x.max(lo).min(hi)
}

/// The sine, from the browser's `Math` (the module then carries no libm trigonometry: 8 KB).
pub(crate) fn sin(x: f64) -> f64 {
    js_sys::Math::sin(x)
}

/// The cosine, from the browser's `Math`.
pub(crate) fn cos(x: f64) -> f64 {
    js_sys::Math::cos(x)
}

/// The angle of (x, y) from the x axis, from the browser's `Math`.
fn atan2(y: f64, x: f64) -> f64 {
    js_sys::Math::atan2(y, x)
}

/// Board colours.
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
const COORD: &str = "#5a4632";
/// A one-colour board (`board_style = grid`) and its lines.
const GRID_FILL: &str = "#e3c17e";
const GRID_LINE: &str = "rgba(70, 50, 25, 0.7)";
/// The dots at grid crossings (`star_points`).
const STAR_POINT: &str = "#3a2812";
/// The TCHESS legend: move without capture, capture only, both.
const MOVE_ONLY: &str = "rgba(28, 140, 48, 0.85)";
const CAPTURE_ONLY: &str = "rgba(204, 32, 32, 0.85)";
const BOTH: &str = "rgba(15, 15, 15, 0.85)";
/// The light rim round a filled target mark (contrast on dark squares).
const MARK_RIM: &str = "rgba(255, 250, 240, 0.9)";

/// A piece on a square, as the UI passes it.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placed {
    /// Canonical square name.
    pub square: String,
    /// FEN letter, upper case = White.
    pub piece: String,
    /// The height of a stack (a Makarenko tower), drawn as a number on the piece; unset: one piece.
    #[serde(default)]
    pub height: Option<u32>,
}

/// A marked target square.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Target {
    /// Canonical square name.
    pub square: String,
    /// Reachable without capturing.
    #[serde(rename = "move", default)]
    pub quiet: bool,
    /// Reachable by capturing.
    #[serde(default)]
    pub capture: bool,
    /// Reached by a leap (drawn as a diamond) rather than a slide (a dot).
    #[serde(default)]
    pub leap: bool,
    /// Reached only by conditional moves (first move, capture-or-first-move secondary moves): drawn hollow.
    #[serde(default)]
    pub conditional: bool,
}

/// A piece being dragged, drawn under the pointer.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Drag {
    /// FEN letter.
    pub piece: String,
    /// Pointer position in CSS pixels within the canvas.
    pub x: f64,
    /// Pointer position in CSS pixels within the canvas.
    pub y: f64,
}

/// Everything to draw, in square names; all fields optional, unknown fields an error.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct View {
    /// Pieces on the board.
    pub pieces: Vec<Placed>,
    /// Black at the bottom.
    pub flipped: bool,
    /// The selected square.
    pub selected: Option<String>,
    /// The last move: [from, to].
    pub last_move: Vec<String>,
    /// Royal squares in check.
    pub checks: Vec<String>,
    /// Marked targets.
    pub targets: Vec<Target>,
    /// Intermediate stops of multi-leg moves.
    pub stops: Vec<String>,
    /// Arrows [from, to].
    pub arrows: Vec<(String, String)>,
    /// The keyboard cursor.
    pub focus: Option<String>,
    /// Hide coordinates.
    pub no_coordinates: bool,
    /// Squares whose piece is not drawn (e.g. the origin of a drag).
    pub hidden: Vec<String>,
    /// The dragged piece.
    pub drag: Option<Drag>,
    /// How targets are marked: `dots` (dots for slides, diamonds for leaps) or `arrows` (the TCHESS
    /// legend: an arrow along each slide, a dot where a move must end exactly). Unset: `arrows` for
    /// `piece_style = tchess`, else `dots`.
    pub marks: Option<Marks>,
    /// How the edges name files and ranks (`labels` or `row-column`); unset: the variant's default.
    pub square_names: Option<SquareNames>,
    /// Squares of frozen pieces, as the engine reports them (`states`).
    pub frozen: Vec<String>,
    /// Squares the viewer does not see (hidden information): drawn in fog (`states`).
    pub fog: Vec<String>,
    /// Cells a piece covers, tinted (a Gess piece's 3x3 footprint, at its start or its end).
    pub area: Vec<String>,
    /// What tokens print (`kanji` or `letters`); unset: the variant's `piece_labels`. Also used
    /// by later [`Renderer::draw_icon`] calls.
    pub piece_labels: Option<PieceLabels>,
    /// The canvas's CSS size `[width, height]` as the page measured it (one layout read for a
    /// page of boards); unset: the canvas's client size, read here.
    pub size: Option<[f64; 2]>,
    /// At most this many device pixels per CSS pixel, at least 0.25 (`MIN_RESOLUTION`; a page's
    /// far boards are drawn at a quarter until they come near); unset: the screen's pixel ratio.
    pub resolution: Option<f64>,
}

/// Square-to-pixel layout of the last draw.
#[derive(Debug, Clone, Copy, Default)]
struct Layout {
    sq: f64,
    left: f64,
    top: f64,
    flipped: bool,
}

/// Where a board's parts go on its canvas (CSS pixels), worked out by each draw.
#[derive(Debug, Clone, Copy)]
struct Frame {
    css_w: f64,
    css_h: f64,
    /// Side of a cell, the board's left and top edges, its height.
    sq: f64,
    left: f64,
    top: f64,
    board_h: f64,
    /// The coordinates' margin and font size, and whether their text is drawn (not on a board
    /// drawn for far out of view: [`MIN_TEXT_RESOLUTION`]).
    mpx: f64,
    fs: f64,
    labels: bool,
    flipped: bool,
}

/// A drawing error: no 2d context, a failed canvas call, an unknown piece or square.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct RenderError(pub String);

fn render_err(m: impl Into<String>) -> RenderError {
    RenderError(m.into())
}

/// Draws boards of one variant on a canvas. (The JavaScript class `Renderer` is its binding in
/// `wasm::board`.)
pub struct Renderer {
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    variant: Arc<Variant>,
    glyphs: Vec<Glyph>,
    layout: Layout,
    /// What tokens print (the last view's choice, else the variant's).
    piece_labels: PieceLabels,
    /// The device pixel ratio of the last draw.
    dpr: f64,
    /// Whether tokens are drawn once and copied (see [`Renderer::cache_tokens`]).
    copy_tokens: bool,
}

/// What a token image shows: a western piece's drawing (its glyph, White's, promoted), the same in
/// every variant that draws it, or a variant's own token (its variant and token), which may print
/// the variant's letters or characters.
#[derive(Debug, Clone, PartialEq)]
enum Face {
    Drawing(Glyph, bool, bool),
    /// A token of a variant (compared by its definition: a page may define an id anew).
    Token(Arc<Variant>, String),
}

/// What a cached token image depends on: its face, cell size and device pixel ratio (as bits),
/// drawn upside down, printing kanji, the CJK outlines at hand.
type TokenKey = (Face, u64, u64, bool, bool, bool);

/// A token gets an image of its own when a view shows it at least this many times (for fewer, a
/// canvas and its context cost more than drawing the token again); a token with an image is
/// copied wherever it is drawn.
const MIN_USES: usize = 3;

/// At most this many cached token images; beyond it the cache starts again.
const TOKEN_CACHE_MAX: usize = 1024;

thread_local! {
    /// Token images shared by every renderer of the page (a page of diagrams of one variant draws
    /// each kind of token once per size), most recent last. A list, not a hash map: the page module
    /// has no other hash map, and a few hundred entries are found quickly enough.
    static TOKENS: std::cell::RefCell<Vec<(TokenKey, HtmlCanvasElement)>> = Default::default();
}

/// Records a token image in the cache.
fn remember_token(key: TokenKey, image: HtmlCanvasElement) {
    TOKENS.with(|t| {
        let mut t = t.borrow_mut();
        if t.len() >= TOKEN_CACHE_MAX {
            t.clear();
        }
        t.push((key, image));
    });
}

/// A piece type whose token prints text (see [`Renderer::lettered`]).
#[derive(Debug, Clone, serde::Serialize)]
pub struct Lettered {
    /// FEN token (lower case): `n`, `+p`, `(ds)`.
    pub token: String,
    /// What the token prints (White's side).
    pub text: String,
    /// Whether that is characters (kanji, hanzi) rather than Latin letters.
    pub characters: bool,
}

/// The smallest font of the coordinates, in CSS pixels (smaller is hard to read).
const COORD_MIN: f64 = 11.0;
/// The margin the coordinates need, in font sizes.
const COORD_ROOM: f64 = 1.3;

/// The coordinates' font size (CSS px) on cells of `sq` pixels: 0.3 of a cell, 11 to 18 px.
fn coordinate_font(sq: f64) -> f64 {
    clamp(sq * 0.3, COORD_MIN, 18.0).round()
}

/// Width / height ratio of a board's canvas, coordinates included.
pub fn aspect(g: &Geometry, coordinates: bool) -> f64 {
    let m = if coordinates { 0.45 } else { 0.0 };
    let (w, h) = extent(g);
    (w + m) / (h + m)
}

/// The board's size in cell units (a cell is one unit high): where [`Geometry::place`] puts cells.
pub fn extent(g: &Geometry) -> (f64, f64) {
    match g.lattice {
        Lattice::Square => (g.width as f64, g.height as f64),
        Lattice::Hex => hex::extent(g),
    }
}

impl Renderer {
    /// A renderer for a variant definition on `canvas` (shared: boards of one variant draw from
    /// the registry's one copy).
    pub fn new(canvas: HtmlCanvasElement, v: Arc<Variant>) -> Result<Renderer, RenderError> {
        // Not checked to be a CanvasRenderingContext2D: an object with its methods (the page's SVG
        // recorder, www/svg-context.js) draws the same picture as vector paths.
        let ctx: CanvasRenderingContext2d = context_2d(&canvas)
            .map_err(|_| render_err("no 2d canvas context"))?
            .ok_or_else(|| render_err("no 2d canvas context"))?
            .unchecked_into();
        let mut glyphs: Vec<Glyph> = v
            .pieces
            .iter()
            .enumerate()
            .map(|(i, p)| {
                pieces::glyph_for(
                    &p.name,
                    &p.betza.text,
                    p.letter,
                    v.rules.royal.contains(&i),
                    v.rules.pawns.contains(&i),
                )
            })
            .collect();
        // Two types drawn alike could not be told apart (a page's pieces that move alike): the
        // later ones print their letters, and the legend names them. Pawns and kings of several
        // types keep their pictures.
        for i in 0..glyphs.len() {
            if !matches!(glyphs[i], Glyph::Badge(_) | Glyph::Pawn | Glyph::King) && glyphs[..i].contains(&glyphs[i]) {
                glyphs[i] = Glyph::Badge(v.pieces[i].letter.to_ascii_uppercase());
            }
        }
        let piece_labels = v.piece_labels;
        Ok(Renderer {
            canvas,
            ctx,
            variant: v,
            glyphs,
            layout: Layout::default(),
            piece_labels,
            dpr: 1.0,
            copy_tokens: false,
        })
    }

    /// Draws each kind of token a view shows often (see `MIN_USES`) once per size on a canvas of its
    /// own and copies it from then on, sharing the images with every renderer of the page under the
    /// variant's id: only for a
    /// built-in variant (an id names one set of pieces) and a real canvas (not the SVG recorder).
    pub fn cache_tokens(&mut self) {
        self.copy_tokens = self.ctx.is_instance_of::<CanvasRenderingContext2d>();
    }

    /// Redraws on a rectangular board of `width` x `height` cells named a1 upwards (a board that
    /// grows with its pieces, Chex); the board's size stays when it is the same.
    pub fn resize(&mut self, width: usize, height: usize) -> Result<(), RenderError> {
        let g = &self.variant.geometry;
        if g.width == width && g.height == height {
            return Ok(());
        }
        if g.lattice != Lattice::Square {
            return Err(render_err("only a square board can change its size"));
        }
        let geometry =
            crate::geometry::Geometry::parse(&format!("{width}x{height}")).map_err(|e| render_err(e.to_string()))?;
        let v = Arc::make_mut(&mut self.variant);
        v.file_labels = (0..width).map(|f| char::from(b'a' + f as u8).to_string()).collect();
        v.rank_labels = (1..=height).map(|r| r.to_string()).collect();
        v.file_labels_top = None;
        v.geometry = geometry;
        Ok(())
    }

    /// Width / height ratio the canvas should have (CSS), with or without coordinates.
    pub fn aspect(&self, coordinates: bool) -> f64 {
        let g = &self.variant.geometry;
        if coordinates && self.variant.file_labels_top.is_some() {
            let (w, h) = extent(g);
            (w + 0.45) / (h + 0.9)
        } else {
            aspect(g, coordinates)
        }
    }

    /// Draws a view (see [`View`]). Sizes the canvas to its CSS box for the device pixel ratio.
    /// Returns the time taken in milliseconds.
    pub fn draw(&mut self, view: &View) -> Result<f64, RenderError> {
        let t0 = now();
        let screen = clamp(web_sys::window().map(|w| w.device_pixel_ratio()).unwrap_or(1.0), 1.0, 4.0);
        let dpr = view.resolution.map_or(screen, |r| clamp(r, MIN_RESOLUTION, screen));
        let [w, h] =
            view.size.unwrap_or_else(|| [self.canvas.client_width() as f64, self.canvas.client_height() as f64]);
        let (css_w, css_h) = (w.max(40.0), h.max(40.0));
        // A huge box (a board 6000 px wide on a 3x screen) gets fewer pixels than the ratio asks,
        // not a canvas too large for the browser to draw at all.
        let dpr = dpr.min((MAX_CANVAS_PIXELS / (css_w * css_h)).sqrt());
        let (pw, ph) = ((css_w * dpr).round() as u32, (css_h * dpr).round() as u32);
        if self.canvas.width() != pw || self.canvas.height() != ph {
            self.canvas.set_width(pw);
            self.canvas.set_height(ph);
        }
        let ctx = &self.ctx;
        ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0).map_err(|_| render_err("canvas transform failed"))?;
        ctx.clear_rect(0.0, 0.0, css_w, css_h);
        self.dpr = dpr;
        self.piece_labels = view.piece_labels.unwrap_or(self.variant.piece_labels);
        self.draw_view(view, css_w, css_h);
        Ok(now() - t0)
    }

    /// The square under a point (CSS pixels within the canvas), if any.
    pub fn square_at(&self, x: f64, y: f64) -> Option<String> {
        let l = self.layout;
        let g = &self.variant.geometry;
        if l.sq <= 0.0 {
            return None;
        }
        if g.lattice == Lattice::Hex {
            // The nearest cell centre, if the point is inside that cell's hexagon.
            let near = (0..g.cells()).filter(|&c| g.is_present(c)).min_by(|&a, &b| {
                let d = |c: usize| {
                    let (ox, oy) = self.origin(c);
                    (ox + l.sq / 2.0 - x).powi(2) + (oy + l.sq / 2.0 - y).powi(2)
                };
                d(a).total_cmp(&d(b))
            })?;
            let (ox, oy) = self.origin(near);
            let inside = (ox + l.sq / 2.0 - x).hypot(oy + l.sq / 2.0 - y) <= l.sq * hex::RADIUS;
            return inside.then(|| g.square_name(near));
        }
        let col = ((x - l.left) / l.sq).floor();
        let row = ((y - l.top) / l.sq).floor();
        if col < 0.0 || row < 0.0 || col >= g.width as f64 || row >= g.height as f64 {
            return None;
        }
        let (f, r) = if l.flipped {
            (g.width - 1 - col as usize, row as usize)
        } else {
            (col as usize, g.height - 1 - row as usize)
        };
        let c = g.cell(f as i32, r as i32)?;
        g.is_present(c).then(|| g.square_name(c))
    }

    /// Centre of a square in CSS pixels within the canvas.
    pub fn square_center(&self, square: &str) -> Result<(f64, f64), RenderError> {
        let c = self.variant.geometry.parse_square(square).map_err(|e| render_err(e.to_string()))?;
        let (x, y) = self.origin(c);
        Ok((x + self.layout.sq / 2.0, y + self.layout.sq / 2.0))
    }

    /// Side of one square in CSS pixels (after a draw).
    pub fn square_size(&self) -> f64 {
        self.layout.sq
    }

    /// Draws one piece (FEN token, e.g. `P`, `n`, `+P`) filling the canvas (for hands and choosers),
    /// `size` CSS pixels wide as the page measured it (unset: the canvas's client width, read here).
    pub fn draw_icon(&mut self, piece: &str, size: Option<f64>) -> Result<(), RenderError> {
        if self.piece_of(piece).is_none() {
            return Err(render_err(format!(
                "'{}' is not a piece of this variant",
                crate::error::shown(&piece.chars().take(4).collect::<String>())
            )));
        }
        let dpr = clamp(web_sys::window().map(|w| w.device_pixel_ratio()).unwrap_or(1.0), 1.0, 4.0);
        let css = size.unwrap_or_else(|| self.canvas.client_width() as f64).max(16.0);
        self.canvas.set_width((css * dpr).round() as u32);
        self.canvas.set_height((css * dpr).round() as u32);
        self.ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0).map_err(|_| render_err("canvas transform failed"))?;
        self.ctx.clear_rect(0.0, 0.0, css, css);
        self.layout.flipped = false;
        self.draw_piece_token(piece, css / 2.0, css / 2.0, css, false);
        Ok(())
    }
}

/// The canvas's 2D context, asked for as one the page reads back often (`willReadFrequently`):
/// such a context is kept in memory, not on the GPU, which makes it several times cheaper to
/// create and to draw a small board on (a page has up to 189 boards, each drawn a few times).
/// (One large canvas holding every token image was tried and is slower: each copy from a canvas
/// drawn on since the last copy takes a snapshot of the whole canvas.)
fn context_2d(canvas: &HtmlCanvasElement) -> Result<Option<js_sys::Object>, JsValue> {
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &JsValue::from_str("willReadFrequently"), &JsValue::TRUE)?;
    canvas.get_context_with_context_options("2d", &options)
}

fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or(0.0)
}

impl Renderer {
    /// Top-left corner of a cell's unit box in CSS pixels (the box a piece is drawn in).
    fn origin(&self, cell: usize) -> (f64, f64) {
        let g = &self.variant.geometry;
        let l = self.layout;
        let (x, y) = g.place(cell);
        let (w, h) = extent(g);
        let (col, row) = if l.flipped { (w - 1.0 - x, y) } else { (x, h - 1.0 - y) };
        (l.left + col * l.sq, l.top + row * l.sq)
    }

    /// Traces a cell's outline (a square, or a flat-topped hexagon) as the current path.
    fn cell_path(&self, cell: usize, inset: f64) {
        let (x, y) = self.origin(cell);
        let sq = self.layout.sq;
        let ctx = &self.ctx;
        ctx.begin_path();
        match self.variant.geometry.lattice {
            Lattice::Square => ctx.rect(x + inset, y + inset, sq - 2.0 * inset, sq - 2.0 * inset),
            Lattice::Hex => {
                let (cx, cy, r) = (x + sq / 2.0, y + sq / 2.0, sq * hex::RADIUS - inset);
                for k in 0..6 {
                    let a = PI / 3.0 * k as f64;
                    let (px, py) = (cx + r * cos(a), cy + r * sin(a));
                    if k == 0 {
                        ctx.move_to(px, py);
                    } else {
                        ctx.line_to(px, py);
                    }
                }
                ctx.close_path();
            }
        }
    }

    /// Fills a cell's outline with the current fill style.
    pub(super) fn fill_cell(&self, cell: usize) {
        self.cell_path(cell, 0.0);
        self.ctx.fill();
    }

    fn cell(&self, name: &str) -> Option<usize> {
        self.variant.geometry.parse_square(name).ok()
    }

    /// The type and side of a FEN token (`P`, `p`, `+P`).
    fn piece_of(&self, piece: &str) -> Option<(usize, bool)> {
        let t = self.variant.token_index(piece)?;
        let white = piece.chars().any(|c| c.is_ascii_uppercase());
        Some((t, white))
    }

    /// The characters a token prints when the renderer prints kanji and the variant has them.
    fn kanji_of(&self, piece: &str, white: bool) -> Option<tokens::Label> {
        if self.piece_labels != PieceLabels::Kanji {
            return None;
        }
        let token = piece.to_ascii_lowercase();
        let (_, w, b) = self.variant.kanji.iter().find(|(t, _, _)| *t == token)?;
        let k = if white { w } else { b };
        glyphs::has_all(k).then(|| tokens::Label::Kanji(k.clone()))
    }

    /// A TCHESS token's face: its code letters, and the drawing it shows instead (the classical six).
    fn tchess_face(&self, t: usize) -> (String, Option<Glyph>) {
        let pt = &self.variant.pieces[t];
        let token = pt.token();
        let label = self.variant.labels.iter().find(|(l, _)| *l == token).map(|(_, l)| l.clone());
        let glyph = match (&label, self.glyphs[t]) {
            (None, g @ (Glyph::Pawn | Glyph::Knight | Glyph::Bishop | Glyph::Rook | Glyph::Queen | Glyph::King))
                if !pt.promoted =>
            {
                Some(g)
            }
            _ => None,
        };
        (label.unwrap_or_else(|| pt.label()), glyph)
    }

    /// The piece types whose tokens print text rather than a drawing, as the board draws them now
    /// (after the last view's choice of labels), in the variant's order: the legend's entries.
    pub fn lettered(&self) -> Vec<Lettered> {
        let mut out = Vec::new();
        for (t, pt) in self.variant.pieces.iter().enumerate() {
            let token = pt.token();
            let entry = |text: String, characters: bool| Lettered { token: token.clone(), text, characters };
            match self.variant.piece_style {
                PieceStyle::Tchess => {
                    let (label, glyph) = self.tchess_face(t);
                    if glyph.is_none() {
                        out.push(entry(label, false));
                    }
                }
                PieceStyle::Shogi | PieceStyle::Xiangqi | PieceStyle::Discs => {
                    match self.kanji_of(&token.to_ascii_uppercase(), true) {
                        Some(tokens::Label::Kanji(k)) => out.push(entry(k, true)),
                        _ => out.push(entry(pt.label(), false)),
                    }
                }
                PieceStyle::Western => match self.glyphs[t] {
                    Glyph::Badge(c) => out.push(entry(c.to_string(), false)),
                    // A chess picture on a piece that moves otherwise (the Trojan rook's second
                    // moves) is named in the legend too, by its letter.
                    g if !pieces::moves_as_drawn(g, pt) => {
                        out.push(entry(pt.letter.to_ascii_uppercase().to_string(), false))
                    }
                    _ => {}
                },
            }
        }
        out
    }

    /// Draws a piece token (`P`, `+p` ...) centred on (cx, cy) in a cell of side `size`.
    fn draw_piece_token(&self, piece: &str, cx: f64, cy: f64, size: f64, flipped: bool) {
        self.draw_piece_token_on(&self.ctx, piece, cx, cy, size, flipped);
    }

    /// Draws a token on the cell at (x, y) of side `sq`: copied from the token cache when
    /// [`Renderer::cache_tokens`] is on (drawn there first if it is not yet), else drawn. `uses`:
    /// how many times the view shows this token.
    fn draw_piece_copied(&self, piece: &str, x: f64, y: f64, sq: f64, flipped: bool, uses: usize) {
        if self.copy_tokens {
            // Room around the cell for what a token draws beyond it (shadows, a promotion mark);
            // whole CSS pixels, so the copy lands on the pixels the drawing would have.
            let pad = (sq * 0.25).ceil();
            let key: TokenKey = match self.piece_of(piece) {
                Some((t, white)) if self.variant.piece_style == PieceStyle::Western => (
                    Face::Drawing(self.glyphs[t], white, self.variant.pieces[t].promoted),
                    sq.to_bits(),
                    self.dpr.to_bits(),
                    false,
                    false,
                    false,
                ),
                _ => (
                    Face::Token(Arc::clone(&self.variant), piece.to_string()),
                    sq.to_bits(),
                    self.dpr.to_bits(),
                    flipped,
                    self.piece_labels == PieceLabels::Kanji,
                    glyphs::loaded(),
                ),
            };
            // A token with an image is copied; one shown often enough gets its image now; the
            // others are drawn directly.
            let cached = TOKENS.with(|t| t.borrow().iter().rev().find(|(k, _)| *k == key).map(|(_, c)| c.clone()));
            let image = match cached {
                Some(image) => Some(image),
                None if uses < MIN_USES => None,
                None => {
                    let image = self.token_image(piece, sq, pad, flipped);
                    if let Some(image) = &image {
                        remember_token(key, image.clone());
                    }
                    image
                }
            };
            if let Some(image) = image {
                let side = sq + 2.0 * pad;
                let copied =
                    self.ctx.draw_image_with_html_canvas_element_and_dw_and_dh(&image, x - pad, y - pad, side, side);
                if copied.is_ok() {
                    return;
                }
            }
        }
        self.draw_piece_token(piece, x + sq / 2.0, y + sq / 2.0, sq, flipped);
    }

    /// A token drawn alone on a new canvas of side `sq + 2 pad` CSS pixels (at this device pixel
    /// ratio), centred; `None` if no canvas can be made.
    fn token_image(&self, piece: &str, sq: f64, pad: f64, flipped: bool) -> Option<HtmlCanvasElement> {
        let canvas: HtmlCanvasElement =
            web_sys::window()?.document()?.create_element("canvas").ok()?.dyn_into().ok()?;
        let px = ((sq + 2.0 * pad) * self.dpr).round() as u32;
        canvas.set_width(px);
        canvas.set_height(px);
        let ctx: CanvasRenderingContext2d = context_2d(&canvas).ok()??.dyn_into().ok()?;
        ctx.set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0).ok()?;
        self.draw_piece_token_on(&ctx, piece, pad + sq / 2.0, pad + sq / 2.0, sq, flipped);
        Some(canvas)
    }

    /// Draws a token centred on (cx, cy) in a cell of side `size`, on `ctx`.
    fn draw_piece_token_on(
        &self,
        ctx: &CanvasRenderingContext2d,
        piece: &str,
        cx: f64,
        cy: f64,
        size: f64,
        flipped: bool,
    ) {
        let Some((t, white)) = self.piece_of(piece) else { return };
        let pt = &self.variant.pieces[t];
        if self.variant.piece_style == PieceStyle::Tchess {
            // Round Blue/Red tokens: the classical six printed as pieces, the rest as code letters.
            let (label, glyph) = self.tchess_face(t);
            tokens::draw_tchess(ctx, &label, glyph, white, cx, cy, size);
            return;
        }
        let style = match self.variant.piece_style {
            PieceStyle::Shogi => Some(TokenStyle::Shogi),
            PieceStyle::Xiangqi => Some(TokenStyle::Xiangqi),
            PieceStyle::Discs => Some(TokenStyle::Discs),
            PieceStyle::Western | PieceStyle::Tchess => None,
        };
        match style {
            Some(st) => {
                let label = self.kanji_of(piece, white).unwrap_or_else(|| tokens::Label::Letters(pt.label()));
                let up = white != flipped;
                tokens::draw_token(ctx, st, &label, white, pt.promoted, up, cx, cy, size);
            }
            None => {
                pieces::draw_piece(ctx, self.glyphs[t], white, cx, cy, size);
                if pt.promoted {
                    // A promoted piece in a western set: a small red plus.
                    let r = size * 0.13;
                    let (x, y) = (cx + size * 0.30, cy - size * 0.30);
                    ctx.begin_path();
                    let _ = ctx.arc(x, y, r, 0.0, 2.0 * PI);
                    style::fill(ctx, "#c0171b");
                    ctx.fill();
                    style::stroke(ctx, "#fff");
                    ctx.set_line_width((size * 0.035).max(1.0));
                    ctx.begin_path();
                    ctx.move_to(x - r * 0.55, y);
                    ctx.line_to(x + r * 0.55, y);
                    ctx.move_to(x, y - r * 0.55);
                    ctx.line_to(x, y + r * 0.55);
                    ctx.stroke();
                }
            }
        }
    }

    /// A stack's height: a number in a small disc at the cell's top right.
    fn draw_height(&self, h: u32, x: f64, y: f64, sq: f64) {
        let ctx = &self.ctx;
        let r = sq * 0.17;
        let (cx, cy) = (x + sq - r * 1.1, y + r * 1.1);
        ctx.begin_path();
        let _ = ctx.arc(cx, cy, r, 0.0, 2.0 * PI);
        style::fill(ctx, "#1d4f91");
        ctx.fill();
        style::fill(ctx, "#fff");
        ctx.set_font(&font("bold ", (r * 1.45).max(7.0).round()));
        style::text_anchor(ctx, "center", "middle");
        let _ = ctx.fill_text(&h.to_string(), cx, cy + r * 0.08);
    }

    fn draw_view(&mut self, view: &View, css_w: f64, css_h: f64) {
        let variant = Arc::clone(&self.variant);
        let g = &variant.geometry;
        let coords = !view.no_coordinates;
        let m = if coords { 0.45 } else { 0.0 };
        // A margin above the board too: for the far side's own file labels (xiangqi), and on a
        // hexagonal board, whose labels sit beside its cells, for the top rank's number and, turned
        // round, for the file letters.
        let two_rows = coords && (self.variant.file_labels_top.is_some() || g.lattice == Lattice::Hex);
        let mh = if two_rows { 2.0 * m } else { m };
        let (ext_w, ext_h) = extent(g);
        // The coordinates' margin: 0.45 of a cell, but never too small for readable labels (a small
        // diagram gives up a little of its cells for it).
        let sq0 = (css_w / (ext_w + m)).min(css_h / (ext_h + mh)).max(4.0);
        let fs = coordinate_font(sq0);
        let mpx = if coords { (m * sq0).max(fs * COORD_ROOM) } else { 0.0 };
        let mhpx = if mh > m { 2.0 * mpx } else { mpx };
        let sq = ((css_w - mpx) / ext_w).min((css_h - mhpx) / ext_h).floor().max(4.0);
        let board_w = sq * ext_w;
        let board_h = sq * ext_h;
        let total_w = board_w + mpx;
        let total_h = board_h + mpx;
        // The rank labels' margin is on the left, or on the right of a hexagonal board turned
        // round (its labels stay beside the cells they name).
        let right_margin = view.flipped && g.lattice == Lattice::Hex;
        let left = ((css_w - total_w) / 2.0).max(0.0).floor() + if right_margin { 0.0 } else { mpx };
        let top_room = if two_rows { mpx } else { 0.0 };
        let top = ((css_h - total_h - top_room) / 2.0).max(0.0).floor() + top_room;
        self.layout = Layout { sq, left, top, flipped: view.flipped };
        let ctx = self.ctx.clone();

        // The background: the cells, and on a square board the coordinates in the margin (which
        // nothing drawn later overlaps), copied from the page's image of it where there is one.
        let labels = coords && self.dpr >= MIN_TEXT_RESOLUTION;
        let frame = Frame { css_w, css_h, sq, left, top, board_h, mpx, fs, labels, flipped: view.flipped };
        let names = view.square_names.unwrap_or(self.variant.square_names);
        if !self.copy_background(&frame, names) {
            self.paint_background(&frame, names);
        }
        // Highlights: last move, selected square, check.
        for s in &view.last_move {
            if let Some(c) = self.cell(s) {
                style::fill(&ctx, "rgba(155, 199, 0, 0.41)");
                self.fill_cell(c);
            }
        }
        if let Some(c) = view.selected.as_deref().and_then(|s| self.cell(s)) {
            style::fill(&ctx, "rgba(20, 85, 30, 0.5)");
            self.fill_cell(c);
        }
        for c in view.area.iter().filter_map(|s| self.cell(s)) {
            // Blue enough to read as blue over the tan board (0.32 looked grey: an article review).
            style::fill(&ctx, "rgba(25, 95, 235, 0.45)");
            self.fill_cell(c);
        }
        for c in view.checks.iter().filter_map(|s| self.cell(s)) {
            let (x, y) = self.origin(c);
            if let Ok(grad) =
                ctx.create_radial_gradient(x + sq / 2.0, y + sq / 2.0, 0.0, x + sq / 2.0, y + sq / 2.0, sq * 0.7)
            {
                let _ = grad.add_color_stop(0.0, "rgba(255, 0, 0, 1)");
                let _ = grad.add_color_stop(0.25, "rgba(231, 0, 0, 1)");
                let _ = grad.add_color_stop(0.9, "rgba(169, 0, 0, 0)");
                ctx.set_fill_style_canvas_gradient(&grad);
                self.fill_cell(c);
            }
        }
        // Region borders (promotion zones, palaces): dashed lines on their edges (square boards).
        if g.lattice == Lattice::Square {
            self.draw_regions(g);
        }
        // A board assembled from four parts (TCHESS): seams between the quadrants.
        if self.variant.board_style == BoardStyle::Quadrants {
            self.draw_seams(g);
        }
        // The frame around a zone (TCHESS's 8x8 field).
        if let Some((lo, hi)) = self.variant.frame {
            self.draw_frame(g, lo, hi);
        }
        // Coordinates of a hexagonal board (a square board's come with its background).
        if labels && g.lattice == Lattice::Hex {
            self.draw_hex_coordinates(g, names);
        }
        // Pieces.
        let hidden: Vec<usize> = view.hidden.iter().filter_map(|s| self.cell(s)).collect();
        for p in &view.pieces {
            let Some(c) = self.cell(&p.square) else { continue };
            if hidden.contains(&c) {
                continue;
            }
            let (x, y) = self.origin(c);
            let uses = view.pieces.iter().filter(|q| q.piece == p.piece).count();
            self.draw_piece_copied(&p.piece, x, y, sq, view.flipped, uses);
            if let Some(h) = p.height {
                self.draw_height(h, x, y, sq);
            }
        }
        self.draw_states(view);
        self.draw_fog(view);
        // Targets in the legend colours; slides as dots, leaps as diamonds; occupied targets as rings.
        // In the arrows style, slides are arrows and everything else a dot.
        let occupied: Vec<usize> = view.pieces.iter().filter_map(|p| self.cell(&p.square)).collect();
        let arrows_style = view.marks.unwrap_or(self.variant.marks) == Marks::Arrows;
        let on_arrow = if arrows_style {
            let origin = view.selected.as_deref().and_then(|s| self.cell(s));
            self.draw_slide_arrows(g, origin, &view.targets, &occupied)
        } else {
            Vec::new()
        };
        for t in &view.targets {
            let Some(c) = self.cell(&t.square) else { continue };
            if on_arrow.contains(&c) {
                continue;
            }
            let color = match (t.quiet, t.capture) {
                (true, true) => BOTH,
                (false, true) => CAPTURE_ONLY,
                _ => MOVE_ONLY,
            };
            let (x, y) = self.origin(c);
            let (cx, cy) = (x + sq / 2.0, y + sq / 2.0);
            style::fill(&ctx, color);
            style::stroke(&ctx, color);
            if occupied.contains(&c) && arrows_style {
                // A piece to take: the square's corners in the legend colour (a ring would vanish
                // against a round token's rim).
                let k = sq * 0.3;
                for (px, py, dx, dy) in
                    [(x, y, 1.0, 1.0), (x + sq, y, -1.0, 1.0), (x, y + sq, 1.0, -1.0), (x + sq, y + sq, -1.0, -1.0)]
                {
                    ctx.begin_path();
                    ctx.move_to(px, py);
                    ctx.line_to(px + dx * k, py);
                    ctx.line_to(px, py + dy * k);
                    ctx.close_path();
                    ctx.fill();
                }
            } else if occupied.contains(&c) {
                let w = (sq * 0.08).max(2.0);
                ctx.begin_path();
                let _ = ctx.arc(cx, cy, sq * 0.44, 0.0, 2.0 * PI);
                // The ring over a wider light one (contrast on dark squares).
                style::stroke(&ctx, MARK_RIM);
                ctx.set_line_width(w + 2.0 * (sq * 0.025).max(1.0));
                ctx.stroke();
                style::stroke(&ctx, color);
                ctx.set_line_width(w);
                ctx.stroke();
            } else {
                ctx.begin_path();
                if arrows_style {
                    // The legend's dot: the move ends exactly here.
                    let _ = ctx.arc(cx, cy, sq * 0.17, 0.0, 2.0 * PI);
                } else if t.leap {
                    let r = sq * 0.2;
                    ctx.move_to(cx, cy - r);
                    ctx.line_to(cx + r, cy);
                    ctx.line_to(cx, cy + r);
                    ctx.line_to(cx - r, cy);
                    ctx.close_path();
                } else {
                    let _ = ctx.arc(cx, cy, sq * 0.16, 0.0, 2.0 * PI);
                }
                if t.conditional {
                    // Conditional moves: hollow marks.
                    ctx.set_line_width((sq * 0.06).max(1.5));
                    ctx.stroke();
                } else {
                    // A light rim first, so that the mark stands out on dark squares too.
                    style::stroke(&ctx, MARK_RIM);
                    ctx.set_line_width((sq * 0.05).max(1.5));
                    ctx.stroke();
                    ctx.fill();
                }
                if t.capture && !t.quiet {
                    // A capture only: a cross inside the mark too, so that it is told from a move
                    // without capture by more than red against green (in the light rim's colour on
                    // a filled mark, in the mark's own on a hollow one).
                    if !t.conditional {
                        style::stroke(&ctx, MARK_RIM);
                    }
                    let k = sq * 0.075;
                    ctx.set_line_width((sq * 0.035).max(1.2));
                    ctx.begin_path();
                    ctx.move_to(cx - k, cy - k);
                    ctx.line_to(cx + k, cy + k);
                    ctx.move_to(cx + k, cy - k);
                    ctx.line_to(cx - k, cy + k);
                    ctx.stroke();
                }
            }
        }
        // Intermediate stops of multi-leg moves: a small cyan star.
        for s in &view.stops {
            let Some(c) = self.cell(s) else { continue };
            let (x, y) = self.origin(c);
            star(&ctx, x + sq / 2.0, y + sq / 2.0, sq * 0.18, "rgba(0, 170, 200, 0.9)");
        }
        // Annotation arrows: green, or grey in the arrows style (where green means a move).
        let arrow_colour = if arrows_style { "rgba(80, 80, 80, 0.7)" } else { "rgba(21, 120, 27, 0.75)" };
        let ends: Vec<Segment> = view
            .arrows
            .iter()
            .filter_map(|(a, b)| Some((self.cell_centre(self.cell(a)?), self.cell_centre(self.cell(b)?))))
            .collect();
        for ((a, b), shift) in ends.iter().zip(arrow_shifts(&ends, sq * ARROW_SPACING)) {
            self.arrow(*a, *b, shift, arrow_colour);
        }
        if let Some(c) = view.focus.as_deref().and_then(|s| self.cell(s)) {
            style::stroke(&ctx, "rgba(30, 100, 230, 0.95)");
            ctx.set_line_width((sq * 0.07).max(2.0));
            self.cell_path(c, sq * 0.04);
            ctx.stroke();
        }
        if let Some(d) = &view.drag {
            self.draw_piece_token(&d.piece, d.x, d.y, sq * 1.1, view.flipped);
        }
    }

    /// Draws the background of a board laid out as `f` (see [`Renderer::copy_background`]).
    fn paint_background(&self, f: &Frame, names: SquareNames) {
        let variant = Arc::clone(&self.variant);
        let g = &variant.geometry;
        let ctx = self.ctx.clone();
        let (sq, left, top) = (f.sq, f.left, f.top);
        if g.lattice == Lattice::Hex {
            // Three colours (spec §10.2): black, white, grey, with thin seams between the cells.
            for c in (0..g.cells()).filter(|&c| g.is_present(c)) {
                style::fill(&ctx, HEX_SHADES[g.shade(c)]);
                self.fill_cell(c);
                style::stroke(&ctx, "rgba(60, 45, 30, 0.55)");
                ctx.set_line_width((sq * 0.02).max(0.75));
                ctx.stroke();
            }
        } else if self.variant.board_style == BoardStyle::Intersections {
            self.draw_intersections(g);
        } else if self.variant.board_style == BoardStyle::Grid {
            // One colour, thin lines between the cells.
            style::fill(&ctx, GRID_FILL);
            ctx.fill_rect(left, top, sq * g.width as f64, sq * g.height as f64);
            style::stroke(&ctx, GRID_LINE);
            ctx.set_line_width((sq * 0.03).max(0.75));
            ctx.begin_path();
            for i in 0..=g.width {
                ctx.move_to(left + i as f64 * sq, top);
                ctx.line_to(left + i as f64 * sq, top + sq * g.height as f64);
            }
            for i in 0..=g.height {
                ctx.move_to(left, top + i as f64 * sq);
                ctx.line_to(left + sq * g.width as f64, top + i as f64 * sq);
            }
            ctx.stroke();
            // Star points where the listed lines cross (symmetric, so the same seen from either side).
            style::fill(&ctx, STAR_POINT);
            for &i in &self.variant.star_points {
                for &j in &self.variant.star_points {
                    ctx.begin_path();
                    let _ = ctx.arc(left + i as f64 * sq, top + j as f64 * sq, (sq * 0.08).max(1.5), 0.0, 2.0 * PI);
                    ctx.fill();
                }
            }
        } else {
            // Squares (absent cells stay empty; on a board assembled from parts they are greyed out:
            // the TCHESS 8x8 game uses the same 10x10 board).
            // One colour at a time (the squares do not overlap): a few style changes, not one a cell.
            let grey_holes = self.variant.board_style == BoardStyle::Quadrants;
            for (present, light, colour) in
                [(true, true, LIGHT), (true, false, DARK), (false, true, "#e6e3de"), (false, false, "#cfcac2")]
            {
                if !present && !grey_holes {
                    continue;
                }
                style::fill(&ctx, colour);
                for c in (0..g.cells()).filter(|&c| g.is_present(c) == present && g.is_light(c) == light) {
                    let (x, y) = self.origin(c);
                    ctx.fill_rect(x, y, sq, sq);
                }
            }
        }
        // Coordinates, in the variant's own lettering.
        if f.labels && g.lattice != Lattice::Hex {
            ctx.set_font(&font("", f.fs));
            style::fill(&ctx, COORD);
            style::text_anchor(&ctx, "center", "middle");
            // Where the far side has labels of its own (xiangqi's Black counts files from its
            // right), each side's labels stay at its own edge, also on a board turned round.
            let (near, far) = (top + f.board_h + f.mpx / 2.0, top - f.mpx / 2.0);
            let (first_y, second_y) = if f.flipped { (far, near) } else { (near, far) };
            for file in 0..g.width {
                let col = if f.flipped { g.width - 1 - file } else { file };
                let x = left + col as f64 * sq + sq / 2.0;
                match self.variant.file_labels_top.as_ref().filter(|_| names == SquareNames::Labels) {
                    Some(tops) => {
                        let _ = ctx.fill_text(&self.variant.file_label(file, names), x, first_y);
                        let _ = ctx.fill_text(&tops[file], x, second_y);
                    }
                    None => {
                        let _ = ctx.fill_text(&self.variant.file_label(file, names), x, near);
                    }
                }
            }
            for r in 0..g.height {
                let row = if f.flipped { r } else { g.height - 1 - r };
                let y = top + row as f64 * sq + sq / 2.0;
                let _ = ctx.fill_text(&self.variant.rank_label(r, names), left - f.mpx / 2.0, y);
            }
            // Cells with names of their own, outside the files and ranks the edges name (Omega's
            // w1-w4 in the corners): the name in the cell's corner.
            if names == SquareNames::Labels && !self.variant.cell_labels.is_empty() {
                style::text_anchor(&ctx, "left", "top");
                for (c, label) in &self.variant.cell_labels {
                    let (x, y) = self.origin(*c);
                    let _ = ctx.fill_text(label, x + sq * 0.05, y + sq * 0.03);
                }
            }
        }
    }

    /// Copies the background of a board laid out as `f` from the page's image of it: made when a
    /// second board draws the same background (the first draws it directly), shared from then on.
    /// False where there is none (drawn once so far, the SVG recorder, a canvas refused).
    fn copy_background(&mut self, f: &Frame, names: SquareNames) -> bool {
        if !self.copy_tokens {
            return false;
        }
        let g = &self.variant.geometry;
        let key = background::Key {
            variant: Arc::clone(&self.variant),
            cells: (g.width, g.height),
            css: (f.css_w.to_bits(), f.css_h.to_bits()),
            dpr: self.dpr.to_bits(),
            flipped: f.flipped,
            names,
            coordinates: f.labels,
        };
        let image = match background::find(&key) {
            Some(Some(image)) => image,
            Some(None) => match self.background_image(f, names) {
                Some(image) => {
                    background::remember(key, Some(image.clone()));
                    image
                }
                None => return false,
            },
            None => {
                background::remember(key, None);
                return false;
            }
        };
        // Pixel for pixel: the image has the canvas's size in device pixels.
        let dpr = self.dpr;
        let _ = self.ctx.set_transform(1.0, 0.0, 0.0, 1.0, 0.0, 0.0);
        let copied = self.ctx.draw_image_with_html_canvas_element(&image, 0.0, 0.0).is_ok();
        let _ = self.ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        copied
    }

    /// The background of a board laid out as `f` drawn alone on a new canvas of this canvas's
    /// size; `None` if no canvas can be made.
    fn background_image(&mut self, f: &Frame, names: SquareNames) -> Option<HtmlCanvasElement> {
        let canvas: HtmlCanvasElement =
            web_sys::window()?.document()?.create_element("canvas").ok()?.dyn_into().ok()?;
        canvas.set_width(self.canvas.width());
        canvas.set_height(self.canvas.height());
        let ctx: CanvasRenderingContext2d = context_2d(&canvas).ok()??.dyn_into().ok()?;
        ctx.set_transform(self.dpr, 0.0, 0.0, self.dpr, 0.0, 0.0).ok()?;
        let own = std::mem::replace(&mut self.ctx, ctx);
        self.paint_background(f, names);
        self.ctx = own;
        Some(canvas)
    }

    /// Coordinates of a hexagonal board: each file's letter below its lowest cell, each rank's
    /// number beside its leftmost cell (on the left edge, or the upper-left one for the high ranks).
    fn draw_hex_coordinates(&self, g: &Geometry, names: SquareNames) {
        let ctx = &self.ctx;
        let sq = self.layout.sq;
        let side = if self.layout.flipped { -1.0 } else { 1.0 };
        let fs = coordinate_font(sq).min(16.0);
        ctx.set_font(&font("", fs));
        style::fill(ctx, COORD);
        style::text_anchor(ctx, "center", "middle");
        let centre = |c: usize| {
            let (x, y) = self.origin(c);
            (x + sq / 2.0, y + sq / 2.0)
        };
        let present = |f: usize, r: usize| g.cell(f as i32, r as i32).filter(|&c| g.is_present(c));
        for f in 0..g.width {
            if let Some(c) = present(f, 0) {
                let (x, y) = centre(c);
                let _ = ctx.fill_text(&self.variant.file_label(f, names), x, y + side * sq * 0.72);
            }
        }
        let k = g.width / 2;
        for r in 0..g.height {
            let Some((f, c)) = (0..g.width).find_map(|f| present(f, r).map(|c| (f, c))) else { continue };
            let (x, y) = centre(c);
            let (dx, dy) = if f == 0 && r <= k { (-0.8, 0.0) } else { (-0.7, -0.42) };
            let _ = ctx.fill_text(&self.variant.rank_label(r, names), x + side * dx * sq, y + side * dy * sq);
        }
    }

    /// Xiangqi-style board: pieces stand on the intersections of lines through the cell centres;
    /// the river cuts the inner files between the two middle ranks; palaces get their diagonals.
    fn draw_intersections(&self, g: &Geometry) {
        let ctx = &self.ctx;
        let sq = self.layout.sq;
        let (x0, y0) = (self.layout.left, self.layout.top);
        style::fill(ctx, "#ecc98a");
        ctx.fill_rect(x0, y0, sq * g.width as f64, sq * g.height as f64);
        style::stroke(ctx, "#4a3418");
        ctx.set_line_width((sq * 0.025).max(1.0));
        let center = |f: usize, r: usize| -> (f64, f64) {
            let c = r * g.width + f;
            let (x, y) = self.origin(c);
            (x + sq / 2.0, y + sq / 2.0)
        };
        ctx.begin_path();
        for r in 0..g.height {
            let (a, b) = (center(0, r), center(g.width - 1, r));
            ctx.move_to(a.0, a.1);
            ctx.line_to(b.0, b.1);
        }
        let river = g.height % 2 == 0 && g.height >= 6;
        let mid = g.height / 2;
        for f in 0..g.width {
            let edge = f == 0 || f == g.width - 1;
            if river && !edge {
                for (r0, r1) in [(0, mid - 1), (mid, g.height - 1)] {
                    let (a, b) = (center(f, r0), center(f, r1));
                    ctx.move_to(a.0, a.1);
                    ctx.line_to(b.0, b.1);
                }
            } else {
                let (a, b) = (center(f, 0), center(f, g.height - 1));
                ctx.move_to(a.0, a.1);
                ctx.line_to(b.0, b.1);
            }
        }
        // Palace diagonals: corner to corner of each block of palace cells.
        if let Some(p) = g.region("palace") {
            for half in [(0, mid), (mid, g.height)] {
                let cells: Vec<usize> =
                    p.cells.iter().copied().filter(|&c| (half.0..half.1).contains(&g.rank(c))).collect();
                if cells.is_empty() {
                    continue;
                }
                let (f0, f1) = (
                    cells.iter().map(|&c| g.file(c)).min().unwrap_or(0),
                    cells.iter().map(|&c| g.file(c)).max().unwrap_or(0),
                );
                let (r0, r1) = (
                    cells.iter().map(|&c| g.rank(c)).min().unwrap_or(0),
                    cells.iter().map(|&c| g.rank(c)).max().unwrap_or(0),
                );
                for (a, b) in [((f0, r0), (f1, r1)), ((f0, r1), (f1, r0))] {
                    let (p, q) = (center(a.0, a.1), center(b.0, b.1));
                    ctx.move_to(p.0, p.1);
                    ctx.line_to(q.0, q.1);
                }
            }
        }
        ctx.stroke();
        ctx.set_line_width((sq * 0.05).max(1.5));
        let (a, b) = (center(0, 0), center(g.width - 1, g.height - 1));
        ctx.stroke_rect(a.0.min(b.0), a.1.min(b.1), (b.0 - a.0).abs(), (b.1 - a.1).abs());
    }

    fn draw_regions(&self, g: &Geometry) {
        if self.variant.board_style == BoardStyle::Intersections {
            return;
        }
        let ctx = &self.ctx;
        let sq = self.layout.sq;
        for region in &g.regions {
            style::stroke(ctx, "rgba(40, 40, 40, 0.85)");
            ctx.set_line_width((sq * 0.05).max(1.5));
            let dash = js_sys::Array::of2(&JsValue::from_f64(sq * 0.08), &JsValue::from_f64(sq * 0.08));
            let _ = ctx.set_line_dash(&dash);
            ctx.begin_path();
            for &c in &region.cells {
                let (x, y) = self.origin(c);
                let (f, r) = (g.file(c) as i32, g.rank(c) as i32);
                let inside =
                    |df: i32, dr: i32| g.cell(f + df, r + dr).is_some_and(|n| region.cells.binary_search(&n).is_ok());
                // Screen edges: top/bottom/left/right depend on the orientation.
                let (up, down, lft, rgt) = if self.layout.flipped {
                    ((0, -1), (0, 1), (1, 0), (-1, 0))
                } else {
                    ((0, 1), (0, -1), (-1, 0), (1, 0))
                };
                if !inside(up.0, up.1) {
                    ctx.move_to(x, y);
                    ctx.line_to(x + sq, y);
                }
                if !inside(down.0, down.1) {
                    ctx.move_to(x, y + sq);
                    ctx.line_to(x + sq, y + sq);
                }
                if !inside(lft.0, lft.1) {
                    ctx.move_to(x, y);
                    ctx.line_to(x, y + sq);
                }
                if !inside(rgt.0, rgt.1) {
                    ctx.move_to(x + sq, y);
                    ctx.line_to(x + sq, y + sq);
                }
            }
            ctx.stroke();
            style::solid(ctx);
        }
    }

    /// Thin seams between the four quadrants of a board assembled from four parts: lines along the
    /// middle file and rank boundaries, on the edges of present cells only.
    fn draw_seams(&self, g: &Geometry) {
        let ctx = &self.ctx;
        let sq = self.layout.sq;
        let (w, h) = (g.width as i32, g.height as i32);
        let present = |f: i32, r: i32| g.cell(f, r).is_some_and(|c| g.is_present(c));
        ctx.save();
        style::line_cap(ctx, "butt");
        // A dark groove with a light edge beside it.
        for (colour, width, shift) in [
            ("rgba(60, 38, 18, 0.85)", (sq * 0.04).max(1.5), 0.0),
            ("rgba(255, 244, 225, 0.55)", (sq * 0.02).max(1.0), (sq * 0.03).max(1.2)),
        ] {
            style::stroke(ctx, colour);
            ctx.set_line_width(width);
            ctx.begin_path();
            if w % 2 == 0 {
                let fx = w / 2;
                for r in 0..h {
                    if present(fx - 1, r) && present(fx, r) {
                        let (a, b) = (self.lattice(fx, r), self.lattice(fx, r + 1));
                        ctx.move_to(a.0 + shift, a.1);
                        ctx.line_to(b.0 + shift, b.1);
                    }
                }
            }
            if h % 2 == 0 {
                let ry = h / 2;
                for f in 0..w {
                    if present(f, ry - 1) && present(f, ry) {
                        let (a, b) = (self.lattice(f, ry), self.lattice(f + 1, ry));
                        ctx.move_to(a.0, a.1 + shift);
                        ctx.line_to(b.0, b.1 + shift);
                    }
                }
            }
            ctx.stroke();
        }
        ctx.restore();
    }

    /// Screen position of a lattice point (a square corner): `x` files and `y` ranks from the
    /// lower-left corner of a1, as White sees the board.
    fn lattice(&self, x: i32, y: i32) -> (f64, f64) {
        self.lattice_f(x as f64, y as f64)
    }

    /// [`Self::lattice`] at any point of the lattice's plane.
    fn lattice_f(&self, x: f64, y: f64) -> (f64, f64) {
        let g = &self.variant.geometry;
        let l = self.layout;
        let (col, row) = if l.flipped { (g.width as f64 - x, y) } else { (x, g.height as f64 - y) };
        (l.left + col * l.sq, l.top + row * l.sq)
    }

    /// The frame of dots around the cells `lo`..`hi` (lower-left, upper-right), as TCHESS's board
    /// prints it (spec tchess §3.1): a dot on every lattice point (square corner) of the outline,
    /// blue on the lower half of the board (White = Blue) and red on the upper half, the two on the
    /// midline half and half. A thin line of the same colours joins them, so that the frame reads
    /// as a boundary and not as move marks (those stand in the cells' centres).
    fn draw_frame(&self, g: &Geometry, lo: usize, hi: usize) {
        let ctx = &self.ctx;
        let sq = self.layout.sq;
        let (x0, y0) = (g.file(lo).min(g.file(hi)) as i32, g.rank(lo).min(g.rank(hi)) as i32);
        let (x1, y1) = (g.file(lo).max(g.file(hi)) as i32 + 1, g.rank(lo).max(g.rank(hi)) as i32 + 1);
        // The midline in lattice units, within the frame.
        let mid = clamp(g.height as f64 / 2.0, y0 as f64, y1 as f64);
        let lw = (sq * 0.035).max(1.5);
        let radius = (sq * 0.085).max(2.5);
        const BLUE: &str = "#1d5fe0";
        const RED: &str = "#e02424";
        const HALO: &str = "rgba(255, 255, 255, 0.9)";
        let colour = |y: f64| if y < mid { BLUE } else { RED };
        // The outline's lattice points, counter-clockwise from the lower-left corner.
        let mut points: Vec<(i32, i32)> = Vec::new();
        points.extend((x0..x1).map(|x| (x, y0)));
        points.extend((y0..y1).map(|y| (x1, y)));
        points.extend((x0 + 1..=x1).rev().map(|x| (x, y1)));
        points.extend((y0 + 1..=y1).rev().map(|y| (x0, y)));
        let at = |(x, y): (i32, i32)| self.lattice(x, y);
        ctx.save();
        style::solid(ctx);
        style::line_cap(ctx, "butt");
        // The line between neighbouring points, over a white halo (visible on light and dark
        // squares); a segment takes the colour of its half of the board.
        for (width, halo) in [(lw + (sq * 0.04).max(1.5), true), (lw, false)] {
            ctx.set_line_width(width);
            for (k, &a) in points.iter().enumerate() {
                let b = points[(k + 1) % points.len()];
                let ((ax, ay), (bx, by)) = (at(a), at(b));
                ctx.begin_path();
                ctx.move_to(ax, ay);
                ctx.line_to(bx, by);
                style::stroke(ctx, if halo { HALO } else { colour((a.1 + b.1) as f64 / 2.0) });
                ctx.stroke();
            }
        }
        // The dots, each over a white ring.
        for &p in &points {
            let (px, py) = at(p);
            let y = p.1 as f64;
            ctx.begin_path();
            let _ = ctx.arc(px, py, radius + (sq * 0.02).max(1.0), 0.0, std::f64::consts::TAU);
            style::fill(ctx, HALO);
            ctx.fill();
            if y == mid {
                // Half and half: the lower half of the dot blue, the upper red (as drawn, turned
                // with the board).
                let up = if self.layout.flipped { std::f64::consts::PI } else { 0.0 };
                for (start, c) in [(up, BLUE), (up + std::f64::consts::PI, RED)] {
                    ctx.begin_path();
                    ctx.move_to(px, py);
                    let _ = ctx.arc(px, py, radius, start, start + std::f64::consts::PI);
                    ctx.close_path();
                    style::fill(ctx, c);
                    ctx.fill();
                }
            } else {
                ctx.begin_path();
                let _ = ctx.arc(px, py, radius, 0.0, std::f64::consts::TAU);
                style::fill(ctx, colour(y));
                ctx.fill();
            }
        }
        ctx.restore();
    }

    /// The arrows style (TCHESS legend): along each of the eight lines from `origin`, the run of
    /// consecutive target squares up to the last one reached by a slide is drawn as one arrow, in
    /// segments coloured like their squares (green move, red capture, dark both). Returns the
    /// squares the arrows cover that need no dot of their own (slide targets); squares on an arrow
    /// that are also reached by a leap or a multi-leg move keep their dot.
    fn draw_slide_arrows(
        &self,
        g: &Geometry,
        origin: Option<usize>,
        targets: &[Target],
        occupied: &[usize],
    ) -> Vec<usize> {
        let mut covered = Vec::new();
        let Some(o) = origin else { return covered };
        let ctx = &self.ctx;
        let sq = self.layout.sq;
        let by_cell: Vec<(usize, &Target)> =
            targets.iter().filter_map(|t| self.cell(&t.square).map(|c| (c, t))).collect();
        let find = |c: usize| by_cell.iter().find(|(x, _)| *x == c).map(|(_, t)| *t);
        let (of, or) = (g.file(o) as i32, g.rank(o) as i32);
        for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let mut run: Vec<(usize, &Target)> = Vec::new();
            let (mut f, mut r) = (of + df, or + dr);
            while let Some(c) = g.cell(f, r).filter(|&c| g.is_present(c)) {
                let Some(t) = find(c) else { break };
                run.push((c, t));
                if occupied.contains(&c) {
                    break; // nothing slides past a piece
                }
                f += df;
                r += dr;
            }
            let Some(last) = run.iter().rposition(|(_, t)| !t.leap) else { continue };
            let run = &run[..=last];
            // Segment colours: a slide square in its own colour; a square reached by a leap too
            // shows the slide's part (a move, unless it is only a capture) under its dot.
            let colour = |t: &Target| match (t.quiet, t.capture, t.leap) {
                (true, true, false) => BOTH,
                (false, true, _) => CAPTURE_ONLY,
                _ => MOVE_ONLY,
            };
            let (ox, oy) = self.origin(o);
            let (ox, oy) = (ox + sq / 2.0, oy + sq / 2.0);
            let centre = |c: usize| {
                let (x, y) = self.origin(c);
                (x + sq / 2.0, y + sq / 2.0)
            };
            let (ex, ey) = centre(run[run.len() - 1].0);
            let len = ((ex - ox).powi(2) + (ey - oy).powi(2)).sqrt();
            if len <= 0.0 {
                continue;
            }
            let (ux, uy) = ((ex - ox) / len, (ey - oy) / len);
            let step = len / run.len() as f64; // centre-to-centre distance along this line
            let head = sq * 0.42;
            // The arrowhead's tip: a little past the last centre, or at the ring round a piece there.
            let end_on_piece = occupied.contains(&run[run.len() - 1].0);
            let tip_end = if end_on_piece { len - sq * 0.46 } else { len + step * 0.22 };
            let line_end = tip_end - head * 0.9;
            let line_start = sq * 0.46;
            ctx.save();
            style::line_cap(ctx, "butt");
            ctx.set_line_width((sq * 0.11).max(2.5));
            for (i, (c, t)) in run.iter().enumerate() {
                // This square's segment: from the boundary before its centre to the one after.
                let a = if i == 0 { line_start } else { step * (i as f64 + 0.5) };
                let b = if i + 1 == run.len() { line_end } else { step * (i as f64 + 1.5) };
                let col = colour(t);
                if b > a {
                    style::stroke(ctx, col);
                    if t.conditional {
                        let d = js_sys::Array::of2(&JsValue::from_f64(sq * 0.12), &JsValue::from_f64(sq * 0.08));
                        let _ = ctx.set_line_dash(&d);
                    } else {
                        style::solid(ctx);
                    }
                    ctx.begin_path();
                    ctx.move_to(ox + ux * a, oy + uy * a);
                    ctx.line_to(ox + ux * b, oy + uy * b);
                    ctx.stroke();
                }
                if i + 1 == run.len() {
                    // The arrowhead.
                    let (tx, ty) = (ox + ux * tip_end, oy + uy * tip_end);
                    let (bx, by) = (ox + ux * line_end, oy + uy * line_end);
                    let (nx, ny) = (-uy * head * 0.5, ux * head * 0.5);
                    style::fill(ctx, col);
                    ctx.begin_path();
                    ctx.move_to(tx, ty);
                    ctx.line_to(bx + nx, by + ny);
                    ctx.line_to(bx - nx, by - ny);
                    ctx.close_path();
                    ctx.fill();
                }
                if !t.leap && !occupied.contains(c) {
                    covered.push(*c);
                }
            }
            style::solid(ctx);
            ctx.restore();
        }
        covered
    }

    /// The centre of cell `c` on the canvas.
    fn cell_centre(&self, c: usize) -> (f64, f64) {
        let (x, y) = self.origin(c);
        (x + self.layout.sq / 2.0, y + self.layout.sq / 2.0)
    }

    /// Draws an annotation arrow from point `a` to point `b`, both moved by `shift`; from a point to
    /// itself, a circle around its cell.
    fn arrow(&self, a: (f64, f64), b: (f64, f64), shift: (f64, f64), colour: &'static str) {
        let ctx = &self.ctx;
        let sq = self.layout.sq;
        let (x0, y0, x1, y1) = (a.0 + shift.0, a.1 + shift.1, b.0 + shift.0, b.1 + shift.1);
        let ang = atan2(y1 - y0, x1 - x0);
        let head = sq * 0.35;
        let (ex, ey) = (x1 - cos(ang) * head * 0.8, y1 - sin(ang) * head * 0.8);
        style::stroke(ctx, colour);
        style::fill(ctx, colour);
        ctx.set_line_width(sq * 0.14);
        style::line_cap(ctx, "round");
        ctx.begin_path();
        if a == b {
            // An arrow from a cell to itself circles the cell (a marked square, as on lichess).
            let _ = ctx.arc(x0, y0, sq * 0.4, 0.0, 2.0 * PI);
            ctx.stroke();
        } else {
            ctx.move_to(x0, y0);
            ctx.line_to(ex, ey);
            ctx.stroke();
            ctx.begin_path();
            ctx.move_to(x1, y1);
            ctx.line_to(x1 - head * cos(ang - 0.5), y1 - head * sin(ang - 0.5));
            ctx.line_to(x1 - head * cos(ang + 0.5), y1 - head * sin(ang + 0.5));
            ctx.close_path();
            ctx.fill();
        }
        style::line_cap(ctx, "butt");
    }
}

/// The fewest device pixels per CSS pixel a board is drawn at ([`View::resolution`] is raised to it).
const MIN_RESOLUTION: f64 = 0.25;

/// The fewest device pixels per CSS pixel at which the coordinates' text is drawn. A page draws its
/// boards far out of view at a quarter (www/fairyboard.js `FAR_RESOLUTION`), where a label is two
/// or three pixels tall, and draws each again at the screen's ratio before it comes into view: the
/// labels' text was most of such a drawing's cost (article 003: 1,167 of its 1,414 `fillText`s).
const MIN_TEXT_RESOLUTION: f64 = 0.5;

/// The most device pixels a board's canvas gets (4096 x 4096); browsers leave far larger
/// canvases blank.
const MAX_CANVAS_PIXELS: f64 = 16_777_216.0;

/// A point on the canvas (CSS pixels).
type Point = (f64, f64);
/// A line from one point to another.
type Segment = (Point, Point);

/// A line as compared: its unit direction and signed distance from the origin, quantised.
type LineKey = (i64, i64, i64);

/// How far apart two annotation arrows along the same line are drawn, in cells (their lines are
/// 0.14 cells wide).
const ARROW_SPACING: f64 = 0.22;

/// Where annotation arrows (start and end points) would lie on one another — along one line, their
/// spans overlapping, as castling's king and rook arrows do — each is moved sideways: the arrows of
/// such a group side by side, `spacing` apart, centred on their line. The others stay (0, 0).
/// Sorting by line, then along it, keeps this O(n log n) for any number of arrows a page passes.
fn arrow_shifts(ends: &[Segment], spacing: f64) -> Vec<Point> {
    let q = |v: f64, scale: f64| (v * scale).round() as i64;
    // Each arrow's line (unit direction either way round, signed distance from the origin) and
    // span along it; arrows of no length have none.
    let mut lines: Vec<(LineKey, f64, f64, usize)> = Vec::new();
    for (i, &((ax, ay), (bx, by))) in ends.iter().enumerate() {
        let len = (bx - ax).hypot(by - ay);
        if len < 1e-9 {
            continue;
        }
        let (mut ux, mut uy) = ((bx - ax) / len, (by - ay) / len);
        if ux < -1e-9 || (ux.abs() <= 1e-9 && uy < 0.0) {
            (ux, uy) = (-ux, -uy);
        }
        let key = (q(ux, 1e6), q(uy, 1e6), q(ux * ay - uy * ax, 1e3));
        let (s, e) = (ux * ax + uy * ay, ux * bx + uy * by);
        lines.push((key, s.min(e), s.max(e), i));
    }
    // The arrow's index last: every pair is ordered, so the order is the one there is.
    crate::sort::sort_unstable_by(&mut lines, |a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)).then(a.3.cmp(&b.3)));
    let mut shifts = vec![(0.0, 0.0); ends.len()];
    let mut k = 0;
    while k < lines.len() {
        // A run of arrows on one line, each overlapping the span of those before it.
        let mut members = vec![lines[k].3];
        let mut reach = lines[k].2;
        let mut j = k + 1;
        while j < lines.len() && lines[j].0 == lines[k].0 && lines[j].1 < reach - 1e-6 {
            members.push(lines[j].3);
            reach = reach.max(lines[j].2);
            j += 1;
        }
        if members.len() > 1 {
            crate::sort::sort_unstable_by(&mut members, usize::cmp);
            // Sideways to the group's first arrow, the same way for all.
            let ((ax, ay), (bx, by)) = ends[members[0]];
            let len = (bx - ax).hypot(by - ay);
            let (px, py) = (-(by - ay) / len, (bx - ax) / len);
            let middle = (members.len() - 1) as f64 / 2.0;
            for (rank, &i) in members.iter().enumerate() {
                let d = (rank as f64 - middle) * spacing;
                shifts[i] = (px * d, py * d);
            }
        }
        k = j;
    }
    shifts
}

/// The hexagonal board's colours by [`Geometry::shade`]: black, white, grey (as wood tones).
const HEX_SHADES: [&str; 3] = ["#b58863", "#f0d9b5", "#d6b48c"];

fn star(ctx: &CanvasRenderingContext2d, cx: f64, cy: f64, r: f64, color: &'static str) {
    style::fill(ctx, color);
    ctx.begin_path();
    for i in 0..10 {
        let rr = if i % 2 == 0 { r } else { r * 0.45 };
        let a = -PI / 2.0 + i as f64 * PI / 5.0;
        let (x, y) = (cx + rr * cos(a), cy + rr * sin(a));
        if i == 0 {
            ctx.move_to(x, y);
        } else {
            ctx.line_to(x, y);
        }
    }
    ctx.close_path();
    ctx.fill();
}

//! Piece artwork: an original vector piece set drawn in code with canvas path calls.
//!
//! Every drawing is designed on a 100 x 100 grid (y down) and scaled to the square, so one set
//! serves squares from 20 to 100+ CSS pixels. Pieces stand on a common plinth (y 81..90). White
//! pieces are light with a dark outline and dark details; Black pieces are dark with light inner
//! details. Compound pieces pair a knight with the piece they extend on one plinth; pieces
//! without a drawing of their own get a lettered token ([`Glyph::Badge`]).

use std::f64::consts::PI;

use super::{cos, font, measure, sin, style};

use web_sys::CanvasRenderingContext2d as Ctx;

/// The drawing used for a piece type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Glyph {
    /// Round head on a collared bell.
    Pawn,
    /// Horse's head facing left.
    Knight,
    /// Mitre with a slit.
    Bishop,
    /// Crenellated tower.
    Rook,
    /// Five-pointed coronet tipped with balls.
    Queen,
    /// Three-arched crown under a cross.
    King,
    /// Bishop + knight (`BN`): a knight in front of a bishop.
    Archbishop,
    /// Rook + knight (`RN`): a knight in front of a rook.
    Chancellor,
    /// Queen + knight (`QN`): a knight in front of a queen.
    Amazon,
    /// Elephant's head with ear, tusk and curled trunk (`FA`).
    Elephant,
    /// Cannon barrel on a wheeled carriage (hopping rook).
    Cannon,
    /// Crown-less king (non-royal `K`): a plain round cap under a ring.
    Commoner,
    /// A plain round stone (Gess): no piece type of its own.
    Stone,
    /// Round token with a double ring and this letter.
    Badge(char),
}

/// Every glyph that has a drawing of its own (all but [`Glyph::Badge`]).
pub fn all_glyphs() -> Vec<Glyph> {
    use Glyph::*;
    vec![Pawn, Knight, Bishop, Rook, Queen, King, Archbishop, Chancellor, Amazon, Elephant, Cannon, Commoner, Stone]
}

// Movement atoms of a plain Betza string, as bits.
const W: u8 = 1;
const F: u8 = 2;
const R: u8 = 4;
const B: u8 = 8;
const N: u8 = 16;
const A: u8 = 32;

/// The atoms of a Betza string made only of plain upper-case atoms (`K`, `Q`, `R`, `B`, `N`,
/// `W`, `F`, `A`, each at most once, in any order), reduced so that a rider absorbs its step
/// (`RW` = `R`, `KQ` = `Q`). `None` for anything with modifiers, riders, counts or other atoms.
fn plain_atoms(betza: &str) -> Option<u8> {
    let mut bits = 0u8;
    // The letters seen, a bit each (A to Z).
    let mut seen = 0u32;
    for ch in betza.chars() {
        bits |= match ch {
            'K' => W | F,
            'Q' => R | B,
            'R' => R,
            'B' => B,
            'N' => N,
            'W' => W,
            'F' => F,
            'A' => A,
            _ => return None,
        };
        let letter = 1u32 << (ch as u32 - 'A' as u32);
        if seen & letter != 0 {
            return None; // a doubled letter is a rider (NN) or a typo: not a plain piece
        }
        seen |= letter;
    }
    if bits & R != 0 {
        bits &= !W;
    }
    if bits & B != 0 {
        bits &= !F;
    }
    (bits != 0).then_some(bits)
}

/// Chooses the glyph of a piece type from its data: name, Betza, FEN letter (lower case), royal,
/// pawn.
///
/// A royal king-mover (`K`), or one named a king, is the King; a pawn is the Pawn; then by Betza
/// (order and spaces do not matter): `Q` Queen, `R` Rook, `B` Bishop, `N` Knight, `BN`
/// Archbishop, `RN` Chancellor, `QN` Amazon, `FA` Elephant, a hopping rook (`pR`, e.g. `mRcpR`)
/// Cannon, a non-royal `K` Commoner unless named a king. Anything else is a lettered token with
/// the letter in upper case.
pub fn glyph_for(name: &str, betza: &str, letter: char, royal: bool, pawn: bool) -> Glyph {
    let betza: String = betza.chars().filter(|c| !c.is_whitespace()).collect();
    // A piece without moves of its own named a stone (Gess) is a plain stone.
    if name.eq_ignore_ascii_case("stone") && (betza.is_empty() || betza == "none") {
        return Glyph::Stone;
    }
    // A piece that only moves (`mQ`, Taktika's non-capturing pieces) looks like the piece it moves as.
    // (Bytes searched: a char search brings the string searcher into the page module.)
    let atoms = plain_atoms(betza.strip_prefix('m').filter(|b| !b.as_bytes().contains(&b'm')).unwrap_or(&betza));
    // A royal king-mover, a royal piece named a king (the Trojan King-knight NNK), or a king-mover
    // named a king whose capture ends the game instead of royalty (double-move chess, dark chess)
    // looks like a king.
    let king_mover = atoms == Some(W | F);
    let named_king = crate::notation::lowercase(name).split(|c: char| !c.is_alphanumeric()).any(|w| w == "king");
    if (royal && (king_mover || named_king)) || (king_mover && named_king) {
        return Glyph::King;
    }
    // A pawn type that moves in every direction (Renaissance chess's fox) is not drawn as a pawn.
    if pawn && betza.chars().any(|c| matches!(c, 'f' | 'b')) {
        return Glyph::Pawn;
    }
    if betza.as_bytes().windows(2).any(|w| w == b"pR") {
        return Glyph::Cannon;
    }
    match atoms {
        Some(x) if x == R | B => Glyph::Queen,
        Some(R) => Glyph::Rook,
        Some(B) => Glyph::Bishop,
        Some(N) => Glyph::Knight,
        Some(x) if x == B | N => Glyph::Archbishop,
        Some(x) if x == R | N => Glyph::Chancellor,
        Some(x) if x == R | B | N => Glyph::Amazon,
        Some(x) if x == F | A => Glyph::Elephant,
        Some(x) if x == W | F && !royal => Glyph::Commoner,
        _ => Glyph::Badge(letter.to_ascii_uppercase()),
    }
}

/// Whether a piece drawn as `glyph` moves as that picture tells a chess player: no second moves
/// (the Trojan pieces' gated leaps) or moves of its own in check, and a king that steps as a king
/// (not the Trojan King-knight). A lettered token tells nothing, so it always needs its legend.
pub fn moves_as_drawn(glyph: Glyph, piece: &crate::pieces::PieceType) -> bool {
    if matches!(glyph, Glyph::Badge(_)) || piece.gated.is_some() || piece.in_check.is_some() {
        return false;
    }
    let betza: String = piece.betza.text.chars().filter(|c| !c.is_whitespace()).collect();
    glyph != Glyph::King || plain_atoms(&betza) == Some(W | F)
}

/// Colours and line width of one drawing, in grid units.
#[derive(Clone, Copy)]
struct Ink {
    white: bool,
    /// Body colour.
    fill: &'static str,
    /// Outline colour.
    line: &'static str,
    /// Inner details (dark on White, light on Black).
    detail: &'static str,
    /// Outline width in grid units.
    lw: f64,
    /// Large enough for fine inner lines (they turn into grey smudges on small squares).
    fine: bool,
}

/// Path helpers on the 100-unit grid.
struct Pen<'a> {
    ctx: &'a Ctx,
    ink: Ink,
}

impl Pen<'_> {
    fn begin(&self) {
        self.ctx.begin_path();
    }
    fn m(&self, x: f64, y: f64) {
        self.ctx.move_to(x, y);
    }
    fn l(&self, x: f64, y: f64) {
        self.ctx.line_to(x, y);
    }
    fn q(&self, cx: f64, cy: f64, x: f64, y: f64) {
        self.ctx.quadratic_curve_to(cx, cy, x, y);
    }
    #[allow(clippy::too_many_arguments)]
    fn c(&self, c1x: f64, c1y: f64, c2x: f64, c2y: f64, x: f64, y: f64) {
        self.ctx.bezier_curve_to(c1x, c1y, c2x, c2y, x, y);
    }
    fn z(&self) {
        self.ctx.close_path();
    }
    fn circle(&self, x: f64, y: f64, r: f64) {
        self.ctx.move_to(x + r, y);
        let _ = self.ctx.arc(x, y, r, 0.0, 2.0 * PI);
    }
    fn ellipse(&self, x: f64, y: f64, rx: f64, ry: f64) {
        self.ctx.move_to(x + rx, y);
        let _ = self.ctx.ellipse(x, y, rx, ry, 0.0, 0.0, 2.0 * PI);
    }
    /// Fills the current path with the body colour and outlines it.
    fn body(&self) {
        style::fill(self.ctx, self.ink.fill);
        self.ctx.fill();
        self.outline();
    }
    fn outline(&self) {
        style::stroke(self.ctx, self.ink.line);
        self.ctx.set_line_width(self.ink.lw);
        self.ctx.stroke();
    }
    /// Strokes the current path as an inner detail.
    fn detail(&self) {
        if !self.ink.fine {
            return;
        }
        style::stroke(self.ctx, self.ink.detail);
        self.ctx.set_line_width(self.ink.lw * if self.ink.white { 0.85 } else { 0.75 });
        self.ctx.stroke();
    }
    /// Fills the current path in the detail colour (eyes, nostrils).
    fn spot(&self) {
        style::fill(self.ctx, self.ink.detail);
        self.ctx.fill();
    }
    /// A horizontal detail line across a body whose edges are at `x0` and `x1`; on Black it stops
    /// short of the outline so that the light line does not touch the dark edge.
    fn band(&self, y: f64, x0: f64, x1: f64) {
        if !self.ink.fine {
            return;
        }
        let inset = if self.ink.white { 0.0 } else { self.ink.lw * 1.1 };
        self.begin();
        self.m(x0 + inset, y);
        self.l(x1 - inset, y);
        self.detail();
    }
    /// The same drawing moved by `dx` and scaled by `k` about the plinth top centre (50, 81).
    fn sub(&self, dx: f64, k: f64, f: impl Fn(&Pen)) {
        self.ctx.save();
        let _ = self.ctx.translate(50.0 + dx, 81.0);
        let _ = self.ctx.scale(k, k);
        let _ = self.ctx.translate(-50.0, -81.0);
        let inner = Pen { ctx: self.ctx, ink: Ink { lw: self.ink.lw / k, ..self.ink } };
        f(&inner);
        self.ctx.restore();
    }
}

/// Draws a piece centred on (cx, cy) inside a square of side `size` (CSS px; the context is
/// already scaled for the device pixel ratio).
pub fn draw_piece(ctx: &Ctx, glyph: Glyph, white: bool, cx: f64, cy: f64, size: f64) {
    if !(size.is_finite() && size > 0.0 && cx.is_finite() && cy.is_finite()) {
        return;
    }
    let k = size / 100.0;
    // Outline about 3 % of the square, never much thinner than one CSS pixel.
    let lw = 3.0_f64.max(0.9 / k);
    // Dark lines on a light body blur into grey on small squares; light lines on a dark body
    // still read there.
    let fine = size >= if white { 36.0 } else { 22.0 };
    let ink = if white {
        Ink { white, fill: "#fafafa", line: "#222222", detail: "#222222", lw, fine }
    } else {
        Ink { white, fill: "#333333", line: "#111111", detail: "#ececec", lw, fine }
    };
    draw_with_ink(ctx, glyph, ink, cx, cy, size);
}

/// Draws a piece in given colours: a light `fill` body with `line` outlines and `detail` inner
/// lines (the TCHESS tokens print the classical pieces in white on a blue or red face).
#[allow(clippy::too_many_arguments)]
pub fn draw_piece_tinted(
    ctx: &Ctx,
    glyph: Glyph,
    fill: &'static str,
    line: &'static str,
    detail: &'static str,
    cx: f64,
    cy: f64,
    size: f64,
) {
    if !(size.is_finite() && size > 0.0 && cx.is_finite() && cy.is_finite()) {
        return;
    }
    let k = size / 100.0;
    let lw = 3.0_f64.max(0.9 / k);
    let ink = Ink { white: true, fill, line, detail, lw, fine: size >= 30.0 };
    draw_with_ink(ctx, glyph, ink, cx, cy, size);
}

fn draw_with_ink(ctx: &Ctx, glyph: Glyph, ink: Ink, cx: f64, cy: f64, size: f64) {
    let k = size / 100.0;
    ctx.save();
    let _ = ctx.translate(cx - size / 2.0, cy - size / 2.0);
    let _ = ctx.scale(k, k);
    style::line_join(ctx, "round");
    style::line_cap(ctx, "round");
    style::solid(ctx);
    let p = Pen { ctx, ink };
    match glyph {
        Glyph::Pawn => pawn(&p),
        Glyph::Knight => {
            plinth(&p, 20.0, 80.0);
            knight(&p);
        }
        Glyph::Bishop => {
            plinth(&p, 20.0, 80.0);
            bishop(&p);
        }
        Glyph::Rook => {
            plinth(&p, 20.0, 80.0);
            rook(&p);
        }
        Glyph::Queen => {
            plinth(&p, 20.0, 80.0);
            queen(&p);
        }
        Glyph::King => {
            plinth(&p, 20.0, 80.0);
            king(&p, true);
        }
        Glyph::Commoner => {
            plinth(&p, 20.0, 80.0);
            king(&p, false);
        }
        Glyph::Archbishop => compound(&p, bishop, 12.0, 0.95),
        Glyph::Chancellor => compound(&p, rook, 12.0, 0.92),
        Glyph::Amazon => compound(&p, queen, 6.0, 0.88),
        Glyph::Elephant => {
            plinth(&p, 20.0, 80.0);
            elephant(&p);
        }
        Glyph::Cannon => cannon(&p),
        Glyph::Stone => stone(&p),
        Glyph::Badge(c) => badge(&p, c),
    }
    ctx.restore();
}

/// The common plinth: a low rounded block from `x0` to `x1`, y 81..90.
fn plinth(p: &Pen, x0: f64, x1: f64) {
    p.begin();
    p.m(x0 + 2.5, 90.0);
    p.l(x1 - 2.5, 90.0);
    p.q(x1, 90.0, x1, 87.5);
    p.l(x1, 84.5);
    p.q(x1, 81.0, x1 - 3.5, 81.0);
    p.l(x0 + 3.5, 81.0);
    p.q(x0, 81.0, x0, 84.5);
    p.l(x0, 87.5);
    p.q(x0, 90.0, x0 + 2.5, 90.0);
    p.z();
    p.body();
}

fn pawn(p: &Pen) {
    // Bell-shaped body, collar, round head.
    p.begin();
    p.m(29.0, 82.0);
    p.c(29.0, 70.0, 39.0, 62.0, 42.0, 50.0);
    p.l(58.0, 50.0);
    p.c(61.0, 62.0, 71.0, 70.0, 71.0, 82.0);
    p.z();
    p.body();
    plinth(p, 24.0, 76.0);
    p.begin();
    p.ellipse(50.0, 49.0, 13.5, 4.5);
    p.body();
    p.begin();
    p.circle(50.0, 33.0, 12.5);
    p.body();
}

fn knight(p: &Pen) {
    // A horse's head and neck facing left.
    p.begin();
    p.m(33.0, 81.5);
    p.c(33.0, 72.0, 37.0, 64.0, 43.0, 58.0); // chest to throat
    p.c(37.0, 58.5, 30.0, 61.0, 24.0, 60.0); // under the jaw
    p.c(18.0, 59.0, 14.0, 54.0, 16.0, 49.0); // chin and muzzle
    p.c(17.0, 45.0, 20.0, 42.0, 24.0, 39.0); // nose
    p.c(30.0, 33.0, 33.0, 27.0, 37.0, 21.0); // face to forehead
    p.l(40.0, 9.0); // ear, front
    p.c(45.0, 13.0, 48.0, 16.0, 50.0, 19.0); // ear, back
    p.c(66.0, 19.0, 80.0, 34.0, 80.0, 52.0); // crest
    p.c(80.0, 65.0, 76.0, 74.0, 72.0, 81.5); // back of the neck
    p.z();
    p.body();
    // Mane line, eye, nostril, mouth.
    p.begin();
    p.m(53.0, 23.0);
    p.c(66.0, 26.0, 74.0, 38.0, 73.0, 56.0);
    p.detail();
    p.begin();
    p.ellipse(37.0, 32.0, 2.8, 2.2);
    p.spot();
    p.begin();
    p.circle(21.0, 48.0, 1.8);
    p.spot();
    p.begin();
    p.m(16.5, 54.0);
    p.q(20.0, 55.0, 23.0, 54.0);
    p.detail();
}

fn bishop(p: &Pen) {
    // Flared foot, band, mitre with a slit, knob.
    p.begin();
    p.m(37.0, 69.0);
    p.c(38.0, 76.0, 31.0, 79.0, 25.0, 81.5);
    p.l(75.0, 81.5);
    p.c(69.0, 79.0, 62.0, 76.0, 63.0, 69.0);
    p.z();
    p.body();
    p.begin();
    p.m(34.0, 62.0);
    p.l(66.0, 62.0);
    p.q(69.0, 66.0, 66.0, 70.0);
    p.l(34.0, 70.0);
    p.q(31.0, 66.0, 34.0, 62.0);
    p.z();
    p.body();
    p.begin();
    p.m(50.0, 16.0);
    p.c(62.0, 25.0, 73.0, 38.0, 68.0, 52.0);
    p.c(66.5, 57.0, 64.0, 60.0, 61.0, 62.0);
    p.l(39.0, 62.0);
    p.c(36.0, 60.0, 33.5, 57.0, 32.0, 52.0);
    p.c(27.0, 38.0, 38.0, 25.0, 50.0, 16.0);
    p.z();
    p.body();
    p.begin();
    p.m(43.0, 47.0);
    p.l(57.0, 32.0);
    p.detail();
    p.begin();
    p.circle(50.0, 12.0, 5.0);
    p.body();
}

fn rook(p: &Pen) {
    // Battlements, shaft, steps down to the plinth.
    p.begin();
    p.m(24.0, 13.0);
    p.l(34.0, 13.0);
    p.l(34.0, 20.0);
    p.l(44.0, 20.0);
    p.l(44.0, 13.0);
    p.l(56.0, 13.0);
    p.l(56.0, 20.0);
    p.l(66.0, 20.0);
    p.l(66.0, 13.0);
    p.l(76.0, 13.0);
    p.l(76.0, 29.0);
    p.l(69.0, 35.0);
    p.l(69.0, 70.0);
    p.l(75.0, 75.0);
    p.l(75.0, 81.5);
    p.l(25.0, 81.5);
    p.l(25.0, 75.0);
    p.l(31.0, 70.0);
    p.l(31.0, 35.0);
    p.l(24.0, 29.0);
    p.z();
    p.body();
    p.band(29.0, 24.0, 76.0);
    p.band(35.0, 31.0, 69.0);
    p.band(70.0, 31.0, 69.0);
    p.band(75.0, 25.0, 75.0);
}

/// Foot and band shared by the queen and the king.
fn royal_foot(p: &Pen) {
    p.begin();
    p.m(31.0, 69.0);
    p.c(33.0, 76.0, 29.0, 79.0, 24.0, 81.5);
    p.l(76.0, 81.5);
    p.c(71.0, 79.0, 67.0, 76.0, 69.0, 69.0);
    p.z();
    p.body();
}

fn queen(p: &Pen) {
    royal_foot(p);
    // Coronet of five points, each tipped with a ball.
    p.begin();
    p.m(29.0, 66.0);
    p.l(15.0, 29.0);
    p.l(31.0, 43.0);
    p.l(31.0, 19.0);
    p.l(42.0, 39.0);
    p.l(50.0, 14.0);
    p.l(58.0, 39.0);
    p.l(69.0, 19.0);
    p.l(69.0, 43.0);
    p.l(85.0, 29.0);
    p.l(71.0, 66.0);
    p.q(50.0, 61.0, 29.0, 66.0);
    p.z();
    p.body();
    p.begin();
    p.m(26.0, 57.0);
    p.q(50.0, 51.0, 74.0, 57.0);
    p.detail();
    // Band.
    p.begin();
    p.m(29.0, 65.5);
    p.q(50.0, 60.5, 71.0, 65.5);
    p.l(70.0, 71.0);
    p.q(50.0, 67.0, 30.0, 71.0);
    p.z();
    p.body();
    for (x, y, r) in [(15.0, 28.0, 5.0), (31.0, 18.0, 5.0), (50.0, 12.5, 5.5), (69.0, 18.0, 5.0), (85.0, 28.0, 5.0)] {
        p.begin();
        p.circle(x, y, r);
        p.body();
    }
}

/// The king (`crowned`) or the commoner: the same foot and band; a crown of three arches under a
/// cross, or a plain round cap under a ring.
fn king(p: &Pen, crowned: bool) {
    royal_foot(p);
    p.begin();
    p.m(30.0, 66.0);
    if crowned {
        p.c(24.0, 58.0, 14.0, 47.0, 15.0, 38.0); // left side
        p.c(16.0, 29.0, 27.0, 26.0, 34.0, 32.0); // left arch
        p.c(35.0, 24.0, 42.0, 19.0, 50.0, 19.0); // middle arch
        p.c(58.0, 19.0, 65.0, 24.0, 66.0, 32.0);
        p.c(73.0, 26.0, 84.0, 29.0, 85.0, 38.0); // right arch
        p.c(86.0, 47.0, 76.0, 58.0, 70.0, 66.0); // right side
    } else {
        p.c(27.0, 58.0, 25.0, 50.0, 25.0, 43.0);
        p.c(25.0, 32.0, 36.0, 25.0, 50.0, 25.0);
        p.c(64.0, 25.0, 75.0, 32.0, 75.0, 43.0);
        p.c(75.0, 50.0, 73.0, 58.0, 70.0, 66.0);
    }
    p.q(50.0, 61.0, 30.0, 66.0);
    p.z();
    p.body();
    p.begin();
    if crowned {
        p.m(34.0, 33.0);
        p.q(35.0, 48.0, 38.0, 60.0);
        p.m(66.0, 33.0);
        p.q(65.0, 48.0, 62.0, 60.0);
    } else {
        p.m(27.0, 42.0);
        p.q(50.0, 37.0, 73.0, 42.0);
        p.m(27.0, 49.0);
        p.q(50.0, 44.0, 73.0, 49.0);
    }
    p.detail();
    // Band.
    p.begin();
    p.m(29.0, 65.5);
    p.q(50.0, 60.5, 71.0, 65.5);
    p.l(70.0, 71.0);
    p.q(50.0, 67.0, 30.0, 71.0);
    p.z();
    p.body();
    p.begin();
    if crowned {
        p.m(46.5, 3.0);
        p.l(53.5, 3.0);
        p.l(53.5, 7.5);
        p.l(58.5, 7.5);
        p.l(58.5, 13.5);
        p.l(53.5, 13.5);
        p.l(53.5, 20.0);
        p.l(46.5, 20.0);
        p.l(46.5, 13.5);
        p.l(41.5, 13.5);
        p.l(41.5, 7.5);
        p.l(46.5, 7.5);
        p.z();
    } else {
        p.circle(50.0, 14.5, 9.0);
        p.ctx.move_to(54.5, 14.5);
        let _ = p.ctx.arc_with_anticlockwise(50.0, 14.5, 4.5, 0.0, 2.0 * PI, true);
    }
    p.body();
}

/// A knight in front of another piece on one plinth.
fn compound(p: &Pen, back: fn(&Pen), dx: f64, k: f64) {
    plinth(p, 12.0, 88.0);
    p.sub(dx, k, back);
    p.sub(-19.0, 0.66, knight);
}

fn elephant(p: &Pen) {
    // Head facing left, trunk curling at the tip.
    p.begin();
    p.m(46.0, 81.5);
    p.c(46.0, 74.0, 44.0, 68.0, 42.0, 64.0); // chest to chin
    p.c(38.0, 63.0, 35.0, 60.0, 34.0, 56.0); // chin to mouth
    p.c(33.0, 62.0, 32.0, 68.0, 30.0, 72.0); // inner edge of the trunk
    p.c(28.0, 76.0, 24.0, 78.0, 20.0, 76.0); // curl
    p.c(16.0, 74.0, 15.0, 70.0, 18.0, 68.0); // tip
    p.c(21.0, 66.0, 22.0, 62.0, 22.0, 56.0); // outer edge of the trunk
    p.c(22.0, 46.0, 22.0, 36.0, 28.0, 27.0); // forehead
    p.c(34.0, 17.0, 50.0, 12.0, 62.0, 16.0); // crown of the head
    p.c(74.0, 20.0, 80.0, 34.0, 78.0, 50.0); // back of the head
    p.c(76.0, 64.0, 72.0, 74.0, 70.0, 81.5); // neck
    p.z();
    p.body();
    // Ear.
    p.begin();
    p.m(50.0, 28.0);
    p.c(62.0, 22.0, 74.0, 28.0, 74.0, 42.0);
    p.c(74.0, 56.0, 66.0, 64.0, 58.0, 62.0);
    p.c(52.0, 60.0, 50.0, 54.0, 52.0, 48.0);
    p.c(48.0, 42.0, 47.0, 34.0, 50.0, 28.0);
    p.z();
    p.body();
    // Wrinkles of the trunk.
    p.begin();
    p.m(23.5, 50.0);
    p.q(27.0, 51.5, 30.0, 50.5);
    p.m(23.0, 57.0);
    p.q(26.5, 58.5, 29.5, 57.5);
    p.detail();
    // Tusk: always ivory.
    p.begin();
    p.m(38.0, 59.0);
    p.c(36.0, 67.0, 31.0, 71.0, 25.0, 70.0);
    p.l(27.0, 66.0);
    p.c(31.0, 65.0, 33.0, 62.0, 34.0, 57.0);
    p.z();
    style::fill(p.ctx, "#f4efe2");
    p.ctx.fill();
    p.outline();
    p.begin();
    p.ellipse(35.0, 35.0, 2.6, 2.2);
    p.spot();
}

fn cannon(p: &Pen) {
    plinth(p, 20.0, 80.0);
    // Trail of the carriage.
    p.begin();
    p.m(46.0, 62.0);
    p.l(77.0, 75.0);
    p.l(77.0, 81.5);
    p.l(44.0, 81.5);
    p.z();
    p.body();
    // Barrel, raised to the upper left.
    p.ctx.save();
    let _ = p.ctx.translate(54.0, 56.0);
    let _ = p.ctx.rotate(0.45);
    p.begin();
    p.m(-38.0, -7.0);
    p.l(16.0, -11.0);
    p.q(25.0, -11.0, 25.0, 0.0);
    p.q(25.0, 11.0, 16.0, 11.0);
    p.l(-38.0, 7.0);
    p.z();
    p.body();
    p.begin();
    p.m(-42.0, -9.5);
    p.l(-35.0, -9.5);
    p.l(-35.0, 9.5);
    p.l(-42.0, 9.5);
    p.z();
    p.body();
    p.begin();
    p.m(-6.0, -10.0);
    p.l(-6.0, 10.0);
    p.m(6.0, -10.8);
    p.l(6.0, 10.8);
    p.detail();
    p.begin();
    p.circle(29.0, 0.0, 4.0);
    p.body();
    p.ctx.restore();
    // Wheel with spokes.
    p.begin();
    p.circle(47.0, 66.0, 15.0);
    p.body();
    p.begin();
    for i in 0..6 {
        let a = i as f64 * PI / 3.0 + PI / 6.0;
        p.m(47.0 + 4.0 * cos(a), 66.0 + 4.0 * sin(a));
        p.l(47.0 + 11.5 * cos(a), 66.0 + 11.5 * sin(a));
    }
    p.detail();
    p.begin();
    p.circle(47.0, 66.0, 4.0);
    p.body();
}

/// A round token with a double ring and the letter in the centre.
/// A stone: a disc with a thin rim and a soft highlight.
fn stone(p: &Pen) {
    p.begin();
    p.circle(50.0, 50.0, 40.0);
    p.body();
    p.begin();
    p.circle(38.0, 37.0, 11.0);
    style::fill(p.ctx, if p.ink.white { "rgba(255,255,255,0.9)" } else { "rgba(255,255,255,0.16)" });
    p.ctx.fill();
}

fn badge(p: &Pen, letter: char) {
    p.begin();
    p.circle(50.0, 50.0, 41.0);
    p.body();
    p.begin();
    p.circle(50.0, 50.0, 34.5);
    style::stroke(p.ctx, p.ink.detail);
    p.ctx.set_line_width(p.ink.lw * 0.7);
    p.ctx.stroke();
    let text: String = letter.to_string();
    let ctx = p.ctx;
    let mut px = 50.0_f64;
    let mut f = font("bold ", px);
    if let Some(m) = measure::text(ctx, &f, &text, "center", "alphabetic") {
        let w = m.left + m.right;
        let h = m.ascent + m.descent;
        let fit = (48.0 / w.max(1.0)).min(46.0 / h.max(1.0)).min(1.0);
        if fit < 1.0 {
            px = (px * fit).floor();
            f = font("bold ", px);
        }
    }
    let (dx, dy) = match measure::text(ctx, &f, &text, "center", "alphabetic") {
        Some(m) => ((m.left - m.right) / 2.0, (m.ascent - m.descent) / 2.0),
        None => (0.0, px * 0.36),
    };
    ctx.set_font(&f);
    style::text_anchor(ctx, "center", "alphabetic");
    style::fill(ctx, p.ink.detail);
    let _ = ctx.fill_text(&text, 50.0 + dx, 50.0 + dy);
}

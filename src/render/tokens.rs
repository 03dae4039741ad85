//! Flat tokens drawn in code: shogi's pentagonal koma (pointing toward the opponent, promoted
//! pieces in red), xiangqi's round discs (red and black ink), plain discs (light and dark: Congo),
//! printed with kanji or hanzi drawn from
//! shipped outlines ([`super::glyphs`]) or with Latin letters; and the TCHESS set's round tokens (a blue
//! face for White = Blue, a red face for Black = Red) printed with a classical piece or the set's
//! code letters (G, PS, NR ...).

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d as Ctx;

use super::pieces::{self, Glyph};
use super::{font, glyphs, measure, style};

/// The token styles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenStyle {
    /// A pentagon with the piece's letter.
    Shogi,
    /// A disc with the piece's letter, red or black ink on a light face.
    Xiangqi,
    /// A disc with the piece's letter: a light face with dark ink for the first side, a dark face
    /// with light ink for the second.
    Discs,
}

/// What a token prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Label {
    /// One or two characters in the browser's sans-serif font (the Latin letters).
    Letters(String),
    /// One or two characters drawn from the shipped outlines (stacked when two).
    Kanji(String),
}

/// Draws a token centred on (cx, cy) in a cell of side `size`. `up` = the point faces up the screen.
/// `label` is one or two characters; `promoted` draws it in red (shogi).
#[allow(clippy::too_many_arguments)]
pub fn draw_token(
    ctx: &Ctx,
    style: TokenStyle,
    label: &Label,
    white: bool,
    promoted: bool,
    up: bool,
    cx: f64,
    cy: f64,
    size: f64,
) {
    if !(size.is_finite() && size > 0.0) {
        return;
    }
    ctx.save();
    let lw = (size * 0.03).max(1.0);
    ctx.set_line_width(lw);
    match style {
        TokenStyle::Shogi => {
            // Pentagon: wide base, slanted shoulders, point toward the opponent.
            let (w, h) = (size * 0.66, size * 0.82);
            let dir = if up { -1.0 } else { 1.0 };
            let tip = cy + dir * h / 2.0;
            let base = cy - dir * h / 2.0;
            let shoulder = cy + dir * h * 0.22;
            ctx.begin_path();
            ctx.move_to(cx, tip);
            ctx.line_to(cx + w * 0.40, shoulder);
            ctx.line_to(cx + w / 2.0, base);
            ctx.line_to(cx - w / 2.0, base);
            ctx.line_to(cx - w * 0.40, shoulder);
            ctx.close_path();
            style::fill(ctx, "#f3dca4");
            ctx.fill();
            style::stroke(ctx, "#5b4222");
            ctx.stroke();
            style::fill(ctx, if promoted { "#c0171b" } else { "#1d1d1d" });
            ctx.translate(cx, cy + dir * -h * 0.06).ok();
            if !up {
                ctx.rotate(PI).ok();
            }
            match label {
                Label::Kanji(k) => {
                    let hk = if k.chars().count() > 1 { size * 0.66 } else { size * 0.46 };
                    glyphs::fill_label(ctx, k, 0.0, h * 0.04, hk);
                }
                Label::Letters(l) => {
                    let fs = if l.chars().count() > 1 { size * 0.30 } else { size * 0.40 };
                    ctx.set_font(&font("bold ", fs));
                    style::text_anchor(ctx, "center", "middle");
                    let _ = ctx.fill_text(l, 0.0, 0.0);
                }
            }
        }
        TokenStyle::Xiangqi | TokenStyle::Discs => {
            let r = size * 0.42;
            ctx.begin_path();
            let _ = ctx.arc(cx, cy, r, 0.0, 2.0 * PI);
            let (face, ink) = match (style, white) {
                (TokenStyle::Xiangqi, true) => ("#f6e7c8", "#b3151a"),
                (TokenStyle::Xiangqi, false) => ("#f6e7c8", "#1b1b1b"),
                (_, true) => ("#f7f4ec", "#1b1b1b"),
                (_, false) => ("#2b2b2b", "#f2efe6"),
            };
            style::fill(ctx, face);
            ctx.fill();
            style::stroke(ctx, ink);
            ctx.set_line_width((size * 0.04).max(1.0));
            ctx.stroke();
            ctx.begin_path();
            let _ = ctx.arc(cx, cy, r * 0.80, 0.0, 2.0 * PI);
            ctx.set_line_width((size * 0.02).max(0.8));
            ctx.stroke();
            style::fill(ctx, ink);
            match label {
                Label::Kanji(k) => {
                    let hk = if k.chars().count() > 1 { size * 0.56 } else { size * 0.48 };
                    glyphs::fill_label(ctx, k, cx, cy, hk);
                }
                Label::Letters(l) => {
                    ctx.set_font(&font("bold ", size * 0.40));
                    style::text_anchor(ctx, "center", "middle");
                    let _ = ctx.fill_text(l, cx, cy + size * 0.02);
                }
            }
        }
    }
    ctx.restore();
}

/// TCHESS face colours (White = Blue, Black = Red): face, rim, dark ink for outlines.
fn tchess_colours(white: bool) -> (&'static str, &'static str, &'static str) {
    if white {
        ("#2a62c9", "#123a85", "#0f2f6e")
    } else {
        ("#cf3030", "#7f1414", "#6a1010")
    }
}

/// A TCHESS token centred on (cx, cy) in a cell of side `size`: a round token with a blue (White)
/// or red (Black) face, printed with `glyph` (the classical pieces, drawn in white) or else with
/// `label` (one to three letters, white). Round and upright in either board orientation.
#[allow(clippy::too_many_arguments)]
pub fn draw_tchess(ctx: &Ctx, label: &str, glyph: Option<Glyph>, white: bool, cx: f64, cy: f64, size: f64) {
    if !(size.is_finite() && size > 0.0 && cx.is_finite() && cy.is_finite()) {
        return;
    }
    let (face, rim, ink) = tchess_colours(white);
    let r = size * 0.43;
    ctx.save();
    style::solid(ctx);
    // A soft shadow under the token, as under a physical counter.
    ctx.begin_path();
    let _ = ctx.arc(cx + size * 0.02, cy + size * 0.035, r, 0.0, 2.0 * PI);
    style::fill(ctx, "rgba(0, 0, 0, 0.28)");
    ctx.fill();
    // The face, with a slight highlight toward the top left.
    ctx.begin_path();
    let _ = ctx.arc(cx, cy, r, 0.0, 2.0 * PI);
    match ctx.create_radial_gradient(cx - r * 0.35, cy - r * 0.4, r * 0.1, cx, cy, r * 1.05) {
        Ok(g) => {
            let _ = g.add_color_stop(0.0, if white { "#5b8ae0" } else { "#e86060" });
            let _ = g.add_color_stop(1.0, face);
            ctx.set_fill_style_canvas_gradient(&g);
        }
        Err(_) => style::fill(ctx, face),
    }
    ctx.fill();
    style::stroke(ctx, rim);
    ctx.set_line_width((size * 0.04).max(1.2));
    ctx.stroke();
    // An inner ring, printed in white.
    ctx.begin_path();
    let _ = ctx.arc(cx, cy, r * 0.83, 0.0, 2.0 * PI);
    style::stroke(ctx, "rgba(255, 255, 255, 0.6)");
    ctx.set_line_width((size * 0.018).max(0.8));
    ctx.stroke();
    match glyph {
        Some(g) => {
            pieces::draw_piece_tinted(ctx, g, "#ffffff", ink, ink, cx, cy + size * 0.01, size * 0.74);
        }
        None => {
            let n = label.chars().count().max(1);
            let mut px = match n {
                1 => size * 0.46,
                2 => size * 0.34,
                _ => size * 0.26,
            };
            let mut f = font("bold ", px);
            // Fit inside the inner ring.
            if let Some(m) = measure::text(ctx, &f, label, "center", "alphabetic") {
                let w = m.left + m.right;
                let fit = (r * 1.45 / w.max(1.0)).min(1.0);
                if fit < 1.0 {
                    px = (px * fit).floor().max(6.0);
                    f = font("bold ", px);
                }
            }
            let dy = match measure::text(ctx, &f, label, "center", "alphabetic") {
                Some(m) => (m.ascent - m.descent) / 2.0,
                None => px * 0.36,
            };
            ctx.set_font(&f);
            style::text_anchor(ctx, "center", "alphabetic");
            // A dark edge under the white letters keeps them crisp on both faces.
            style::line_join(ctx, "round");
            style::stroke(ctx, ink);
            ctx.set_line_width((size * 0.045).max(1.0));
            let _ = ctx.stroke_text(label, cx, cy + dy);
            style::fill(ctx, "#ffffff");
            let _ = ctx.fill_text(label, cx, cy + dy);
        }
    }
    ctx.restore();
}

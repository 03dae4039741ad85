//! Flat tokens for the East Asian games, drawn in code: shogi's pentagonal koma (pointing toward the
//! opponent, promoted pieces in red) and xiangqi's round discs (red and black).

use std::f64::consts::PI;

use web_sys::CanvasRenderingContext2d as Ctx;

/// The token styles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokenStyle {
    /// A pentagon with the piece's letter.
    Shogi,
    /// A disc with the piece's letter.
    Xiangqi,
}

/// Draws a token centred on (cx, cy) in a cell of side `size`. `up` = the point faces up the screen.
/// `label` is one or two characters; `promoted` draws it in red (shogi).
#[allow(clippy::too_many_arguments)]
pub fn draw_token(ctx: &Ctx, style: TokenStyle, label: &str, white: bool, promoted: bool, up: bool, cx: f64, cy: f64, size: f64) {
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
            ctx.set_fill_style_str("#f3dca4");
            ctx.fill();
            ctx.set_stroke_style_str("#5b4222");
            ctx.stroke();
            let fs = if label.chars().count() > 1 { size * 0.30 } else { size * 0.40 };
            ctx.set_font(&format!("bold {fs}px sans-serif"));
            ctx.set_text_align("center");
            ctx.set_text_baseline("middle");
            ctx.set_fill_style_str(if promoted { "#c0171b" } else { "#1d1d1d" });
            ctx.translate(cx, cy + dir * -h * 0.06).ok();
            if !up {
                ctx.rotate(PI).ok();
            }
            let _ = ctx.fill_text(label, 0.0, 0.0);
        }
        TokenStyle::Xiangqi => {
            let r = size * 0.42;
            ctx.begin_path();
            let _ = ctx.arc(cx, cy, r, 0.0, 2.0 * PI);
            ctx.set_fill_style_str("#f6e7c8");
            ctx.fill();
            let ink = if white { "#b3151a" } else { "#1b1b1b" };
            ctx.set_stroke_style_str(ink);
            ctx.set_line_width((size * 0.04).max(1.0));
            ctx.stroke();
            ctx.begin_path();
            let _ = ctx.arc(cx, cy, r * 0.80, 0.0, 2.0 * PI);
            ctx.set_line_width((size * 0.02).max(0.8));
            ctx.stroke();
            ctx.set_font(&format!("bold {}px sans-serif", size * 0.40));
            ctx.set_text_align("center");
            ctx.set_text_baseline("middle");
            ctx.set_fill_style_str(ink);
            let _ = ctx.fill_text(label, cx, cy + size * 0.02);
        }
    }
    ctx.restore();
}

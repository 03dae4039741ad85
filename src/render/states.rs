//! Piece and cell states the engine reports: Taktika's frozen pieces (`rules::flips`), drawn over
//! the pieces as a frost of the square — an icy tint, a blue inner border and a snowflake in the
//! top-right corner — so a frozen piece reads apart from an active one at a glance; and the cells
//! a viewer does not see (`rules::fog`), drawn in an opaque fog with a faint weave.

use std::f64::consts::PI;

use super::{cos, sin, style, Renderer, View};

/// The frost over a frozen piece's square.
const FROST: &str = "rgba(150, 200, 255, 0.35)";
/// A cell the viewer does not see, and the weave over it.
pub const FOG: &str = "rgb(58, 60, 70)";
const FOG_WEAVE: &str = "rgba(255, 255, 255, 0.07)";
/// The border and snowflake of a frozen piece.
pub const FROZEN_EDGE: &str = "rgb(30, 110, 230)";

impl Renderer {
    /// Draws the states of the view's pieces (its `frozen` squares).
    pub(super) fn draw_states(&self, view: &View) {
        let ctx = &self.ctx;
        let sq = self.layout.sq;
        for c in view.frozen.iter().filter_map(|s| self.cell(s)) {
            let (x, y) = self.origin(c);
            style::fill(ctx, FROST);
            ctx.fill_rect(x, y, sq, sq);
            let w = (sq * 0.07).max(2.0);
            style::stroke(ctx, FROZEN_EDGE);
            ctx.set_line_width(w);
            ctx.stroke_rect(x + w / 2.0, y + w / 2.0, sq - w, sq - w);
            // A six-armed snowflake in the top-right corner.
            let (cx, cy, r) = (x + sq * 0.8, y + sq * 0.2, sq * 0.11);
            ctx.set_line_width((sq * 0.035).max(1.0));
            ctx.begin_path();
            for k in 0..3 {
                let a = PI / 3.0 * k as f64 + PI / 2.0;
                ctx.move_to(cx - r * cos(a), cy - r * sin(a));
                ctx.line_to(cx + r * cos(a), cy + r * sin(a));
            }
            ctx.stroke();
        }
    }

    /// Draws the view's `fog` cells: opaque, so nothing under them shows.
    pub(super) fn draw_fog(&self, view: &View) {
        let ctx = &self.ctx;
        let sq = self.layout.sq;
        for c in view.fog.iter().filter_map(|s| self.cell(s)) {
            style::fill(ctx, FOG);
            self.fill_cell(c);
            let (x, y) = self.origin(c);
            style::stroke(ctx, FOG_WEAVE);
            ctx.set_line_width((sq * 0.03).max(1.0));
            ctx.begin_path();
            for k in 1..4 {
                let d = sq * k as f64 / 4.0;
                ctx.move_to(x, y + d);
                ctx.line_to(x + d, y);
                ctx.move_to(x + sq - d, y + sq);
                ctx.line_to(x + sq, y + sq - d);
            }
            ctx.stroke();
        }
    }
}

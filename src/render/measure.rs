//! Text measurement kept per font, text, alignment and baseline: a token's letters are measured
//! once a page, not at every drawing (in a browser a measurement costs about as much as drawing
//! the text, and a page of boards draws the same letters hundreds of times).

use std::cell::RefCell;

use web_sys::CanvasRenderingContext2d as Ctx;

use super::style;

/// The parts of a text's `TextMetrics` the drawings use (font pixels).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Metrics {
    pub left: f64,
    pub right: f64,
    pub ascent: f64,
    pub descent: f64,
}

/// What a measurement depends on: CSS font, text, `textAlign`, `textBaseline`.
type Key = (String, String, &'static str, &'static str);

/// At most this many measurements are kept; beyond it the list starts again.
const MAX: usize = 512;

thread_local! {
    /// The measurements made, most recent last (a short list: a page measures a few dozen texts).
    static MEASURED: RefCell<Vec<(Key, Metrics)>> = const { RefCell::new(Vec::new()) };
}

/// The metrics of `text` in `font` with the given alignment and baseline. Measured on `ctx` the
/// first time, which leaves `ctx` with that font, alignment and baseline set; later calls do not
/// touch `ctx`. `None` if the canvas cannot measure.
pub(crate) fn text(ctx: &Ctx, font: &str, text: &str, align: &'static str, baseline: &'static str) -> Option<Metrics> {
    let found = MEASURED.with(|m| {
        m.borrow()
            .iter()
            .rev()
            .find(|(k, _)| k.0 == font && k.1 == text && k.2 == align && k.3 == baseline)
            .map(|e| e.1)
    });
    if found.is_some() {
        return found;
    }
    ctx.set_font(font);
    style::text_anchor(ctx, align, baseline);
    let m = ctx.measure_text(text).ok()?;
    let metrics = Metrics {
        left: m.actual_bounding_box_left(),
        right: m.actual_bounding_box_right(),
        ascent: m.actual_bounding_box_ascent(),
        descent: m.actual_bounding_box_descent(),
    };
    MEASURED.with(|m| {
        let mut m = m.borrow_mut();
        if m.len() >= MAX {
            m.clear();
        }
        m.push(((font.to_string(), text.to_string(), align, baseline), metrics));
    });
    Some(metrics)
}

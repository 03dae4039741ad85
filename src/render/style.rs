//! Canvas styles and property names as JavaScript strings made once each. A Rust string handed to
//! JavaScript is copied and decoded at every call; the renderer sets a few colours thousands of
//! times a page (article 003: about 12,000 times) and the API reads a few property names as often,
//! so these are made into JavaScript strings on first use and kept for the page's life.

use std::cell::RefCell;

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::CanvasRenderingContext2d;

thread_local! {
    /// The strings made so far, by the address and length of their Rust text.
    static MADE: RefCell<Vec<(usize, usize, &'static JsValue)>> = const { RefCell::new(Vec::new()) };
}

/// The JavaScript string of `text`, made on its first use and kept (a program's texts are few).
pub(crate) fn js_str(text: &'static str) -> &'static JsValue {
    let key = (text.as_ptr() as usize, text.len());
    MADE.with(|made| {
        if let Some(&(_, _, v)) = made.borrow().iter().find(|(p, n, _)| (*p, *n) == key) {
            return v;
        }
        let v: &'static JsValue = Box::leak(Box::new(JsValue::from_str(text)));
        made.borrow_mut().push((key.0, key.1, v));
        v
    })
}

#[wasm_bindgen]
extern "C" {
    /// A 2D context whose styles are set from JavaScript values.
    type Styled;
    #[wasm_bindgen(method, setter = fillStyle)]
    fn set_fill(this: &Styled, v: &JsValue);
    #[wasm_bindgen(method, setter = strokeStyle)]
    fn set_stroke(this: &Styled, v: &JsValue);
    #[wasm_bindgen(method, setter = lineJoin)]
    fn set_line_join(this: &Styled, v: &JsValue);
    #[wasm_bindgen(method, setter = lineCap)]
    fn set_line_cap(this: &Styled, v: &JsValue);
    #[wasm_bindgen(method, setter = textAlign)]
    fn set_text_align(this: &Styled, v: &JsValue);
    #[wasm_bindgen(method, setter = textBaseline)]
    fn set_text_baseline(this: &Styled, v: &JsValue);
    #[wasm_bindgen(method, js_name = setLineDash)]
    fn set_line_dash(this: &Styled, v: &JsValue);
}

thread_local! {
    /// The empty dash pattern (solid lines), made once.
    static NO_DASH: JsValue = js_sys::Array::new().into();
}

/// The context as one whose styles take JavaScript values.
fn styled(ctx: &CanvasRenderingContext2d) -> &Styled {
    ctx.unchecked_ref()
}

/// Sets the fill colour.
pub(crate) fn fill(ctx: &CanvasRenderingContext2d, colour: &'static str) {
    styled(ctx).set_fill(js_str(colour));
}

/// Sets the line colour.
pub(crate) fn stroke(ctx: &CanvasRenderingContext2d, colour: &'static str) {
    styled(ctx).set_stroke(js_str(colour));
}

/// Sets how lines join (`"round"`, `"miter"`, ...).
pub(crate) fn line_join(ctx: &CanvasRenderingContext2d, join: &'static str) {
    styled(ctx).set_line_join(js_str(join));
}

/// Sets how lines end (`"round"`, `"butt"`, ...).
pub(crate) fn line_cap(ctx: &CanvasRenderingContext2d, cap: &'static str) {
    styled(ctx).set_line_cap(js_str(cap));
}

/// Sets where text stands against its point: its alignment and its baseline.
pub(crate) fn text_anchor(ctx: &CanvasRenderingContext2d, align: &'static str, baseline: &'static str) {
    let styled = styled(ctx);
    styled.set_text_align(js_str(align));
    styled.set_text_baseline(js_str(baseline));
}

/// Draws lines solid from now on (no dash pattern).
pub(crate) fn solid(ctx: &CanvasRenderingContext2d) {
    NO_DASH.with(|empty| styled(ctx).set_line_dash(empty));
}

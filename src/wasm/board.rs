//! The JavaScript class `Renderer` and `drawPieceIcon`: the binding of [`crate::render`], which
//! draws a view the page passes in (pieces, highlights, targets, arrows) and holds no rules.

use wasm_bindgen::prelude::*;
use web_sys::HtmlCanvasElement;

use super::err;
use super::from_js::FromJs;
use super::strict::{check_each, check_field, check_keys};
use crate::render::{Drag, Placed, Renderer, Target, View};
use crate::variants;

/// Draws boards of one variant on a canvas.
#[wasm_bindgen(js_name = Renderer)]
pub struct JsRenderer {
    inner: Renderer,
}

#[wasm_bindgen(js_class = Renderer)]
impl JsRenderer {
    /// `new Renderer(canvas, variant)`: a renderer for a built-in variant on `canvas`.
    #[wasm_bindgen(constructor)]
    pub fn new(canvas: HtmlCanvasElement, variant: &str) -> Result<JsRenderer, JsError> {
        let v = variants::shared(variant).map_err(err)?;
        let mut inner = Renderer::new(canvas, v).map_err(err)?;
        inner.cache_tokens();
        Ok(JsRenderer { inner })
    }

    /// `Renderer.fromIni(canvas, ini)`: a renderer for a variant defined in INI text.
    #[wasm_bindgen(js_name = fromIni)]
    pub fn from_ini(canvas: HtmlCanvasElement, ini: &str) -> Result<JsRenderer, JsError> {
        let v = variants::from_ini(ini, None).map_err(err)?;
        Ok(JsRenderer { inner: Renderer::new(canvas, std::sync::Arc::new(v)).map_err(err)? })
    }

    /// Draws from now on a board of `width` x `height` cells named a1 upwards (a board that grows
    /// with its pieces, as `Game.boardSize()` reports it); an error for a hexagonal board.
    pub fn resize(&mut self, width: usize, height: usize) -> Result<(), JsError> {
        self.inner.resize(width, height).map_err(err)
    }

    /// Width / height ratio the canvas should have (CSS), with or without coordinates.
    pub fn aspect(&self, coordinates: bool) -> f64 {
        self.inner.aspect(coordinates)
    }

    /// Draws a view `{pieces, flipped, selected, lastMove, checks, targets, stops, arrows, focus,
    /// noCoordinates, marks, hidden, drag, size}` (all optional; an unknown field is an error).
    /// Returns the time taken in milliseconds.
    pub fn draw(&mut self, view: JsValue) -> Result<f64, JsError> {
        check_keys(&view, View::FIELDS, "the view")?;
        check_each(&view, "pieces", Placed::FIELDS, "a piece of the view")?;
        check_each(&view, "targets", Target::FIELDS, "a target of the view")?;
        check_field(&view, "drag", Drag::FIELDS, "the view's drag")?;
        let view: View = super::from_js::from_js(view).map_err(|e| JsError::new(&format!("bad view: {e}")))?;
        if view.size.is_some_and(|s| s.iter().any(|x| !size_ok(*x))) {
            return Err(JsError::new("bad view: size must be [width, height] in CSS pixels, 0 to 16384"));
        }
        self.inner.draw(&view).map_err(err)
    }

    /// The square under a point (CSS pixels within the canvas), if any.
    #[wasm_bindgen(js_name = squareAt)]
    pub fn square_at(&self, x: f64, y: f64) -> Option<String> {
        self.inner.square_at(x, y)
    }

    /// Centre of a square in CSS pixels within the canvas: `[x, y]`.
    #[wasm_bindgen(js_name = squareCenter)]
    pub fn square_center(&self, square: &str) -> Result<Vec<f64>, JsError> {
        let (x, y) = self.inner.square_center(square).map_err(err)?;
        Ok(vec![x, y])
    }

    /// Side of one square in CSS pixels (after a draw).
    #[wasm_bindgen(js_name = squareSize)]
    pub fn square_size(&self) -> f64 {
        self.inner.square_size()
    }

    /// The piece types whose tokens print text, as last drawn: `[{token, text, characters}]`.
    pub fn lettered(&self) -> Result<JsValue, JsError> {
        super::to_js(&self.inner.lettered())
    }
}

/// Draws one piece (FEN token, e.g. `P`, `n`, `+P`) of a built-in variant filling `canvas` (for hands
/// and choosers), `size` CSS pixels wide if the page measured it (else the canvas's client width).
#[wasm_bindgen(js_name = drawPieceIcon)]
pub fn draw_piece_icon(
    canvas: HtmlCanvasElement,
    variant: &str,
    piece: &str,
    size: Option<f64>,
) -> Result<(), JsError> {
    if size.is_some_and(|s| !size_ok(s)) {
        return Err(JsError::new("drawPieceIcon: the size must be 0 to 16384 CSS pixels"));
    }
    let v = variants::shared(variant).map_err(err)?;
    Renderer::new(canvas, v).map_err(err)?.draw_icon(piece, size).map_err(err)
}

/// Whether a size the page measured is one a canvas can have (CSS pixels).
fn size_ok(x: f64) -> bool {
    (0.0..=16384.0).contains(&x)
}

//! `BughouseMatch`: a bughouse match for JavaScript (`game::bughouse`). Each of its two boards is
//! handed out as a `Game` that plays through the match, so a page mounts them as two boards.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;

use super::{err, to_js, JsGame};
use crate::game::bughouse::{Bughouse, MatchBoard};

/// Two boards whose captures go to the partner's hand; the match ends with either board.
#[wasm_bindgen(js_name = BughouseMatch)]
pub struct JsBughouse {
    shared: Rc<RefCell<Bughouse>>,
}

#[wasm_bindgen(js_class = BughouseMatch)]
impl JsBughouse {
    /// `new BughouseMatch(variant?)`: a match of `bughouse` (or another board variant whose
    /// captures leave the board) from the start on both boards.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: Option<String>) -> Result<JsBughouse, JsError> {
        let m = Bughouse::new(variant.as_deref().unwrap_or("bughouse")).map_err(err)?;
        Ok(JsBughouse { shared: Rc::new(RefCell::new(m)) })
    }

    /// Board 0 (A) or 1 (B) as a `Game`: it shows that board and plays through the match.
    pub fn board(&self, board: usize) -> Result<JsGame, JsError> {
        if board > 1 {
            return Err(JsError::new("a bughouse match has boards 0 and 1"));
        }
        Ok(JsGame { inner: Box::new(MatchBoard { shared: self.shared.clone(), board }) })
    }

    /// `null` while the match goes on, else `{board, team, reason}` (team 0: White on A with Black
    /// on B; `null` for a draw).
    pub fn outcome(&self) -> Result<JsValue, JsError> {
        match self.shared.try_borrow_mut().map_err(err)?.outcome() {
            None => Ok(JsValue::NULL),
            Some(o) => to_js(&o),
        }
    }

    /// The match's moves in the order played: `[{board, notation, written, handed}]` (`written`:
    /// SAN, drops as `N@f3`).
    pub fn moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.shared.try_borrow().map_err(err)?.moves())
    }

    /// Takes back the match's last move (on either board) with what it handed over; returns it,
    /// or `null` at the start.
    pub fn undo(&self) -> Result<JsValue, JsError> {
        match self.shared.try_borrow_mut().map_err(err)?.undo() {
            None => Ok(JsValue::NULL),
            Some(m) => to_js(&m),
        }
    }
}

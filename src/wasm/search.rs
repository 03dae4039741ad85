//! The computer opponent for JavaScript: `new Searcher(ttMegabytes?)` and
//! `searcher.bestMove(variant, fen, moves, budget, onInfo?)`. The searcher keeps its tables between
//! calls; the budget is checked against `Date.now()`. Inputs are validated first: a bad variant,
//! FEN, move or budget is an `Error` and nothing is searched.

use wasm_bindgen::prelude::*;

use super::from_js::FromJs;
use super::json::json_object;
use super::{err, to_js};
use crate::search::alphabeta::mate_in;
use crate::search::{Clock, Limits, Memory, SearchInfo};

/// The browser's wall clock.
struct DateClock;

impl Clock for DateClock {
    fn now_ms(&self) -> f64 {
        js_sys::Date::now()
    }
}

/// A search budget from JavaScript: `{movetime?, nodes?, depth?, noise?, seed?}`.
struct Budget {
    movetime: Option<f64>,
    nodes: Option<f64>,
    depth: Option<f64>,
    noise: Option<f64>,
    seed: Option<f64>,
}
super::from_js::from_object!(Budget {
    movetime: or_default "movetime",
    nodes: or_default "nodes",
    depth: or_default "depth",
    noise: or_default "noise",
    seed: or_default "seed",
});

impl Budget {
    fn limits(&self) -> Result<Limits, String> {
        let check = |name: &str, v: Option<f64>, max: f64| -> Result<Option<f64>, String> {
            match v {
                Some(x) if !(x.is_finite() && (0.0..=max).contains(&x)) => {
                    Err(format!("budget.{name} must be a number from 0 to {max}"))
                }
                other => Ok(other),
            }
        };
        let limits = Limits {
            movetime_ms: check("movetime", self.movetime, 3_600_000.0)?,
            soft_ms: None,
            nodes: check("nodes", self.nodes, 1e12)?.map(|n| n.max(1.0) as u64),
            depth: check("depth", self.depth, 64.0)?.map(|d| d.max(1.0) as u32),
            noise: check("noise", self.noise, 10_000.0)?.unwrap_or(0.0) as i32,
            seed: check("seed", self.seed, 9e15)?.unwrap_or(0.0) as u64,
        };
        if limits.movetime_ms.is_none() && limits.nodes.is_none() && limits.depth.is_none() {
            return Err("budget needs movetime, nodes or depth".into());
        }
        Ok(limits)
    }
}

struct JsInfo<'a> {
    depth: u32,
    score: i32,
    mate: Option<i32>,
    nodes: u64,
    time_ms: f64,
    pv: &'a [String],
}
json_object!(JsInfo<'_> { "depth" => depth, "score" => score, "mate" => mate, "nodes" => nodes, "timeMs" => time_ms, "pv" => pv });

struct JsBest {
    mv: Option<String>,
    score: i32,
    mate: Option<i32>,
    depth: u32,
    nodes: u64,
    time_ms: f64,
    pv: Vec<String>,
}
json_object!(JsBest {
    "move" => mv,
    "score" => score,
    "mate" => mate,
    "depth" => depth,
    "nodes" => nodes,
    "timeMs" => time_ms,
    "pv" => pv,
});

/// A computer player: its transposition table and history live from one search to the next.
#[wasm_bindgen(js_name = Searcher)]
pub struct JsSearcher {
    inner: Memory,
}

#[wasm_bindgen(js_class = Searcher)]
impl JsSearcher {
    /// `new Searcher(ttMegabytes = 16)` (1 to 256 MB).
    #[wasm_bindgen(constructor)]
    pub fn new(tt_megabytes: Option<u32>) -> JsSearcher {
        JsSearcher { inner: Memory::new(tt_megabytes.unwrap_or(16).clamp(1, 256) as usize) }
    }

    /// Forgets what earlier searches learnt (a new game).
    pub fn clear(&mut self) {
        self.inner.clear();
    }

    /// Searches the position after `moves` from `fen` (or the start) within `budget`
    /// (`{movetime?, nodes?, depth?, noise?, seed?}`), calling `onInfo({depth, score, mate, nodes,
    /// timeMs, pv})` after each iteration (`mate`: the moves to a forced mate, negative when the
    /// side to move is mated, else null). Returns `{move, score, mate, depth, nodes, timeMs, pv}`;
    /// `move` is `null` when the game is over.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &mut self,
        variant: &str,
        fen: Option<String>,
        moves: Vec<String>,
        budget: JsValue,
        on_info: Option<js_sys::Function>,
    ) -> Result<JsValue, JsError> {
        if !budget.is_object() {
            return Err(err("budget must be an object {movetime?, nodes?, depth?, noise?, seed?}"));
        }
        for key in js_sys::Object::keys(budget.unchecked_ref::<js_sys::Object>()).iter() {
            let key = key.as_string().unwrap_or_default();
            if !Budget::FIELDS.contains(&key.as_str()) {
                return Err(err(format!("budget: unknown field '{}'", key.chars().take(24).collect::<String>())));
            }
        }
        let budget: Budget = super::from_js::from_js(budget).map_err(|e| err(format!("budget: {e}")))?;
        let limits = budget.limits().map_err(err)?;
        let mut game = crate::game::open(variant, fen.as_deref()).map_err(err)?;
        for m in &moves {
            game.play(m).map_err(|e| err(format!("move {}: {e}", m.chars().take(24).collect::<String>())))?;
        }
        let mut report = |i: &SearchInfo| {
            if let Some(f) = &on_info {
                let info = JsInfo {
                    depth: i.depth,
                    score: i.score,
                    mate: mate_in(i.score),
                    nodes: i.nodes,
                    time_ms: i.time_ms,
                    pv: &i.pv,
                };
                if let Ok(v) = to_js(&info) {
                    // A throwing callback does not stop the search.
                    let _ = f.call1(&JsValue::NULL, &v);
                }
            }
        };
        let b = game.think(&mut self.inner, &limits, &DateClock, None, &mut report).map_err(err)?;
        to_js(&JsBest {
            mv: b.mv,
            score: b.score,
            mate: b.mate,
            depth: b.depth,
            nodes: b.nodes,
            time_ms: b.time_ms,
            pv: b.pv,
        })
    }
}

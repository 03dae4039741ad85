//! Compiled tables shared between games: a variant's tables are built once per square-set width
//! and every game (and move diagram) of that variant uses the same copy.

use std::any::{Any, TypeId};
use std::sync::{Arc, Mutex, OnceLock};

use super::tables::Tables;
use crate::geometry::BitSet;
use crate::pieces::Color;
use crate::variants::Variant;

/// How many compiled variants are kept (all widths together); beyond it the cache starts again.
const CAPACITY: usize = 96;

/// One cached entry: the width's `B` and the key, the variant as compiled, and its
/// `Arc<Tables<B>>`.
type Entry = ((TypeId, String), Arc<Variant>, Arc<dyn Any + Send + Sync>);

/// The cache: a list searched in order (at most [`CAPACITY`] entries; a hash map's code costs
/// the page module more than the search of a short list costs time).
fn cache() -> &'static Mutex<Vec<Entry>> {
    static CACHE: OnceLock<Mutex<Vec<Entry>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(Vec::new()))
}

/// The tables of `v` (whose start board is `start_board`) for width `B`, compiled once. `key`
/// names the variant (its id, or the id and a tag for a derived variant); a variant that differs
/// from the cached one of the same key (a user definition reusing an id) is compiled anew.
pub(crate) fn tables<B: BitSet>(key: &str, v: &Variant, start_board: &[Option<(usize, Color)>]) -> Arc<Tables<B>> {
    let k = (TypeId::of::<B>(), key.to_string());
    if let Some((_, cv, t)) = cache().lock().unwrap_or_else(|e| e.into_inner()).iter().find(|e| e.0 == k) {
        if **cv == *v {
            if let Ok(t) = Arc::clone(t).downcast::<Tables<B>>() {
                return t;
            }
        }
    }
    let t = Arc::new(Tables::<B>::new(v, start_board));
    let mut map = cache().lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= CAPACITY {
        map.clear();
    }
    let any: Arc<dyn Any + Send + Sync> = t.clone();
    map.retain(|e| e.0 != k);
    map.push((k, Arc::new(v.clone()), any));
    t
}

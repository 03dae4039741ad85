//! Compiled tables shared between games: a variant's tables are built once per square-set width
//! and every game (and move diagram) of that variant uses the same copy.

use std::any::{Any, TypeId};
use std::sync::{Arc, Mutex, OnceLock};

use super::tables::Tables;
use crate::geometry::BitSet;
use crate::variants::Variant;

/// How many compiled variants are kept (all widths together); beyond it the cache starts again.
const CAPACITY: usize = 96;

/// One cached entry: the width's `B` and the key, the variant the key names, and its
/// `Arc<Tables<B>>`.
type Entry = ((TypeId, String), Arc<Variant>, Arc<dyn Any + Send + Sync>);

/// The cache: a list searched in order (at most [`CAPACITY`] entries; a hash map's code costs
/// the page module more than the search of a short list costs time).
fn cache() -> &'static Mutex<Vec<Entry>> {
    static CACHE: OnceLock<Mutex<Vec<Entry>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(Vec::new()))
}

/// The tables cached under `key` for width `B`, if any. `key` names the variant `v` (its id, or the
/// id and a tag for tables derived from it); tables cached for a variant that differs from `v` (a
/// user definition reusing an id) are not `v`'s: compile them anew and [`keep`] them.
pub(crate) fn cached<B: BitSet>(key: &str, v: &Variant) -> Option<Arc<Tables<B>>> {
    let map = cache().lock().unwrap_or_else(|e| e.into_inner());
    let (_, cv, t) = map.iter().find(|e| e.0 .0 == TypeId::of::<B>() && e.0 .1 == key)?;
    if **cv != *v {
        return None;
    }
    Arc::clone(t).downcast::<Tables<B>>().ok()
}

/// Keeps `t`, compiled for the variant `v`, under `key` (see [`cached`]) and returns it shared.
pub(crate) fn keep<B: BitSet>(key: &str, v: &Variant, t: Tables<B>) -> Arc<Tables<B>> {
    let t = Arc::new(t);
    let k = (TypeId::of::<B>(), key.to_string());
    let mut map = cache().lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= CAPACITY {
        map.clear();
    }
    let any: Arc<dyn Any + Send + Sync> = t.clone();
    map.retain(|e| e.0 != k);
    map.push((k, Arc::new(v.clone()), any));
    t
}

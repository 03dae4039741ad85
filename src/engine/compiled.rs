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
/// user definition reusing an id) are not `v`'s: compile them anew and [`keep`] them. The variant
/// the entry keeps is compared by address first: the registry's shared variant (every board of a
/// built-in or page-defined variant) is the very one kept, and a kept variant's address cannot
/// be another's while the entry holds it.
pub(crate) fn cached<B: BitSet>(key: &str, v: &Variant) -> Option<Arc<Tables<B>>> {
    let map = cache().lock().unwrap_or_else(|e| e.into_inner());
    let (_, cv, t) = map.iter().find(|e| e.0 .0 == TypeId::of::<B>() && e.0 .1 == key)?;
    if !std::ptr::eq(Arc::as_ptr(cv), v) && **cv != *v {
        return None;
    }
    Arc::clone(t).downcast::<Tables<B>>().ok()
}

/// Keeps `t`, compiled for the variant `v`, under `key` (see [`cached`]) and returns it shared.
/// The entry holds the registry's shared copy where `v` is it (a built-in or page-defined
/// variant), so that later games and diagrams of it find the tables by address.
pub(crate) fn keep<B: BitSet>(key: &str, v: &Variant, t: Tables<B>) -> Arc<Tables<B>> {
    let v = crate::variants::shared_copy_of(v).unwrap_or_else(|| Arc::new(v.clone()));
    let t = Arc::new(t);
    let k = (TypeId::of::<B>(), key.to_string());
    let mut map = cache().lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= CAPACITY {
        map.clear();
    }
    let any: Arc<dyn Any + Send + Sync> = t.clone();
    map.retain(|e| e.0 != k);
    map.push((k, v, any));
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Wide;
    use crate::notation::fen;

    /// `v`'s tables, compiled from its start position.
    fn compile(v: &Variant) -> Tables<Wide> {
        Tables::new(v, &fen::parse(v, &v.start_fen).expect("start position").board)
    }

    #[test]
    fn kept_tables_serve_the_same_variant_and_an_equal_copy_but_not_a_changed_one() {
        let key = "compiled-tests-chess";
        let v = crate::variants::shared("chess").expect("chess");
        let kept = keep(key, &v, compile(&v));
        // The registry's variant, which the entry holds (found by address), and an equal copy
        // (found by value).
        assert!(cached::<Wide>(key, &v).is_some_and(|t| Arc::ptr_eq(&t, &kept)));
        let copy: Variant = (*v).clone();
        assert!(cached::<Wide>(key, &copy).is_some_and(|t| Arc::ptr_eq(&t, &kept)));
        // A definition reusing the id with other moves is not served the kept tables.
        let mut changed = copy;
        changed.pieces[1].betza = crate::pieces::betza::parse("WF").expect("betza");
        assert!(cached::<Wide>(key, &changed).is_none());
        // Nor is the same variant at another square-set width.
        assert!(cached::<crate::geometry::Set128>(key, &v).is_none());
    }
}

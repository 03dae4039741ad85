//! The variant registry: each built-in variant (with its rule options) is built from its INI data
//! once and shared, so boards of one variant on a page do not re-read the data; a page's own
//! variants (`variants::define`) are served by id beside them.

use std::sync::{Arc, Mutex, OnceLock};

use super::{builtin, ids, Variant, VariantError};

/// How many built variants are kept (ids with options count separately); beyond it the cache
/// starts again, so a page asking for many option combinations cannot grow it without bound.
const CAPACITY: usize = 256;

/// The cached variants by id.
type Cache = Vec<(String, Arc<Variant>)>;

/// The cache: a list searched in order (a hash map's code costs the page module more than the
/// search of a short list costs time).
fn cache() -> &'static Mutex<Cache> {
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(Vec::new()))
}

/// The variant `id` (options appended: `tchess+jester_vector`), built-in or defined by the page,
/// built once and shared.
pub fn shared(id: &str) -> Result<Arc<Variant>, VariantError> {
    if let Some((_, v)) = cache().lock().unwrap_or_else(|e| e.into_inner()).iter().find(|e| e.0 == id) {
        return Ok(Arc::clone(v));
    }
    #[cfg(feature = "page-variants")]
    let v = Arc::new(super::defined::build_defined(id).unwrap_or_else(|| builtin(id))?);
    #[cfg(not(feature = "page-variants"))]
    let v = Arc::new(builtin(id)?);
    let mut map = cache().lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= CAPACITY {
        map.clear();
    }
    map.retain(|e| e.0 != id);
    map.push((id.to_string(), Arc::clone(&v)));
    Ok(v)
}

/// The registry's shared copy of `v` if `v` is that very copy (found by address), so that what
/// keeps it can hold the shared one rather than a copy of its own.
pub(crate) fn shared_copy_of(v: &Variant) -> Option<Arc<Variant>> {
    let map = cache().lock().unwrap_or_else(|e| e.into_inner());
    map.iter().find(|(_, kept)| std::ptr::eq(Arc::as_ptr(kept), v)).map(|(_, kept)| Arc::clone(kept))
}

/// Forgets the variants built so far (a page's definition replaced some).
#[cfg(feature = "page-variants")]
pub(super) fn clear_cache() {
    cache().lock().unwrap_or_else(|e| e.into_inner()).clear();
}

/// The ids of the built-in variants, in catalogue order (read once).
pub fn builtin_ids() -> &'static [String] {
    static IDS: OnceLock<Vec<String>> = OnceLock::new();
    IDS.get_or_init(ids)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shared_copy_is_found_by_its_address_only() {
        let v = shared("chess").expect("chess");
        assert!(shared_copy_of(&v).is_some_and(|kept| Arc::ptr_eq(&kept, &v)));
        // An equal variant that is not the registry's copy is not it.
        let copy: Variant = (*v).clone();
        assert!(shared_copy_of(&copy).is_none());
    }
}

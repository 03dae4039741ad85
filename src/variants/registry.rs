//! The variant registry: each built-in variant (with its rule options) is built from its INI data
//! once and shared, so boards of one variant on a page do not re-read the data; a page's own
//! variants ([`define`]) are served by id beside them.

use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use super::ini::{parse_sections, section_ids, sections, Section};
use super::{build, builtin, ids, Variant, VariantError};
use crate::error::shown;

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

/// The most variants a page may define ([`define`]).
pub const MAX_DEFINED: usize = 256;

/// The page's own variant definitions ([`define`]), each id once.
fn defined() -> MutexGuard<'static, Vec<Section>> {
    static DEFINED: OnceLock<Mutex<Vec<Section>>> = OnceLock::new();
    DEFINED.get_or_init(|| Mutex::new(Vec::new())).lock().unwrap_or_else(|e| e.into_inner())
}

/// Defines variants from INI text (`[id:parent]` sections; parents may be built-in variants or
/// ones defined before), served by id from then on as the built-in ones are: returns their ids.
/// Each is built to check it first; on any error nothing is defined. An id defined again is
/// replaced (games already open keep the old rules); a built-in id is refused.
pub fn define(text: &str) -> Result<Vec<String>, VariantError> {
    let secs = parse_sections(text)?;
    let own = section_ids(&secs);
    if own.is_empty() {
        return Err(VariantError::Syntax { line: 1, msg: "no [variant] section".into() });
    }
    let builtin = sections()?;
    for (i, id) in own.iter().enumerate() {
        let msg = if builtin.iter().any(|s| &s.id == id) {
            "is a built-in variant's id: give yours another ([my_chess:chess] inherits chess)"
        } else if own[..i].contains(id) {
            "is defined twice in this text"
        } else {
            continue;
        };
        return Err(VariantError::Invalid { id: shown(id), msg: msg.into() });
    }
    let mut user = secs;
    user.extend(defined().iter().filter(|s| !own.contains(&s.id)).cloned());
    if user.len() > MAX_DEFINED {
        return Err(VariantError::Invalid {
            id: shown(&own[0]),
            msg: format!("a page defines at most {MAX_DEFINED} variants"),
        });
    }
    let mut all = user.clone();
    all.extend(builtin.iter().cloned());
    for id in &own {
        build(&all, id)?;
    }
    *defined() = user;
    // Variants built from an earlier definition of these ids (and with their options) are dropped.
    cache()
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|e| !own.iter().any(|id| e.0.split('+').next() == Some(id)));
    Ok(own)
}

/// The variant `id` (options appended: `tchess+jester_vector`), built-in or defined by the page,
/// built once and shared.
pub fn shared(id: &str) -> Result<Arc<Variant>, VariantError> {
    if let Some((_, v)) = cache().lock().unwrap_or_else(|e| e.into_inner()).iter().find(|e| e.0 == id) {
        return Ok(Arc::clone(v));
    }
    let v = Arc::new(build_defined(id).unwrap_or_else(|| builtin(id))?);
    let mut map = cache().lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= CAPACITY {
        map.clear();
    }
    map.retain(|e| e.0 != id);
    map.push((id.to_string(), Arc::clone(&v)));
    Ok(v)
}

/// The variant `id` built from the page's definitions, or `None` where it defined no such id.
fn build_defined(id: &str) -> Option<Result<Variant, VariantError>> {
    let base = id.split('+').next().unwrap_or("");
    let mut all = {
        let user = defined();
        if !user.iter().any(|s| s.id == base) {
            return None;
        }
        user.clone()
    };
    all.extend(sections().ok()?.iter().cloned());
    Some(build(&all, id))
}

/// The ids of the built-in variants, in catalogue order (read once).
pub fn builtin_ids() -> &'static [String] {
    static IDS: OnceLock<Vec<String>> = OnceLock::new();
    IDS.get_or_init(ids)
}

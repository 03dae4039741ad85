//! Variants a page defines (`define`; in the browser `defineVariants`, a page's script blocks
//! and `data-ini`): kept by id, so that every call knows them as it knows the built-in ones
//! (`variants::shared` asks here first).

use std::sync::{Mutex, MutexGuard, OnceLock};

use super::ini::{parse_sections, section_ids, sections};
use super::{build, from_ini, Variant, VariantError};
use crate::error::shown;

/// The longest the page's definitions may be together ([`define`]), in bytes.
pub const MAX_DEFINED: usize = 1 << 20;
/// The most variants one text may define, and a page in all ([`define`]): each is built and
/// opened to check it, and built again from all the page's text when a board asks for it.
pub const MAX_SECTIONS: usize = 64;
/// The most variant ids a page may define ([`define`]).
pub const MAX_IDS: usize = 256;

/// The page's own variant definitions ([`define`]): their INI texts, the latest first (a section
/// found first is the one read), and the ids they define.
#[derive(Default)]
struct Defined {
    text: String,
    ids: Vec<String>,
}

fn defined() -> MutexGuard<'static, Defined> {
    static DEFINED: OnceLock<Mutex<Defined>> = OnceLock::new();
    DEFINED.get_or_init(Mutex::default).lock().unwrap_or_else(|e| e.into_inner())
}

/// Defines variants from INI text (`[id:parent]` sections; parents may be built-in variants or
/// ones defined before), served by id from then on as the built-in ones are: returns their ids.
/// Each is built and given to `check` (the game layer opens its game: a start position that does
/// not fit is refused here, not when a board asks) first; on any error nothing is defined. An id
/// defined again is replaced (games already open keep the old rules); a built-in id is refused.
pub fn define(text: &str, check: &dyn Fn(Variant) -> Result<(), String>) -> Result<Vec<String>, VariantError> {
    let own = section_ids(&parse_sections(text)?);
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
    let too_many = |msg: &str| Err(VariantError::Syntax { line: 1, msg: msg.into() });
    if own.is_empty() {
        return too_many("no [variant] section");
    }
    if own.len() > MAX_SECTIONS {
        return too_many("a text defines at most 64 variants");
    }
    let mut d = defined();
    if d.ids.len() + own.iter().filter(|id| !d.ids.contains(id)).count() > MAX_IDS {
        return too_many("a page defines at most 256 variants");
    }
    let mut all = String::with_capacity(text.len() + 1 + d.text.len());
    all.push_str(text);
    all.push('\n');
    all.push_str(&d.text);
    if all.len() > MAX_DEFINED {
        return too_many("a page's definitions take at most 1 MB");
    }
    // (Read once for all the text's variants: its line numbers come first, as written.)
    let mut secs = parse_sections(&all)?;
    secs.extend(builtin.iter().cloned());
    for id in &own {
        check(build(&secs, id)?).map_err(|msg| VariantError::Invalid { id: shown(id), msg })?;
    }
    d.text = all;
    for id in &own {
        if !d.ids.contains(id) {
            d.ids.push(id.clone());
        }
    }
    // Variants built from an earlier definition of these ids are built again when asked for.
    super::registry::clear_cache();
    Ok(own)
}

/// The variant `id` built from the page's definitions, or `None` where it defined no such id.
pub(super) fn build_defined(id: &str) -> Option<Result<Variant, VariantError>> {
    let base = id.split('+').next().unwrap_or("");
    let text = {
        let d = defined();
        d.ids.iter().any(|i| i == base).then(|| d.text.clone())?
    };
    Some(from_ini(&text, Some(id)))
}

/// The definition of variant `id` (built-in or the page's; options are left out) as INI text: its
/// own section, then each ancestor's up to the first, as written (without comments) — the rules a
/// section inheriting it starts from.
pub fn definition_text(id: &str) -> Result<String, VariantError> {
    let mut secs = parse_sections(&defined().text)?;
    secs.extend(sections()?.iter().cloned());
    let known = || section_ids(&secs).join(", ");
    let mut next = id.split('+').next().map(str::to_string);
    let mut out = String::new();
    // (Each section once: a chain the reader refuses, a cycle, ends here too.)
    let mut seen: Vec<String> = Vec::new();
    while let Some(name) = next.take().filter(|n| !seen.contains(n)) {
        let Some(s) = secs.iter().find(|s| s.id == name) else {
            if seen.is_empty() {
                return Err(VariantError::Unknown(shown(&name), known()));
            }
            break;
        };
        if !out.is_empty() {
            out.push('\n');
        }
        out.push('[');
        out.push_str(&s.id);
        if let Some(p) = &s.parent {
            out.push(':');
            out.push_str(p);
        }
        out.push_str("]\n");
        for (_, k, v) in &s.entries {
            out.push_str(k);
            out.push_str(" = ");
            out.push_str(v);
            out.push('\n');
        }
        seen.push(name);
        next.clone_from(&s.parent);
    }
    Ok(out)
}

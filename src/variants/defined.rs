//! Variants a page defines (`define`; in the browser `defineVariants`, a page's script blocks
//! and `data-ini`): kept by id, so that every call knows them as it knows the built-in ones
//! (`variants::shared` asks here first).

use std::sync::{Mutex, MutexGuard, OnceLock};

use super::ini::{parse_sections, section_ids, sections};
use super::{from_ini, Variant, VariantError};
use crate::error::shown;

/// The longest the page's definitions may be together ([`define`]), in bytes.
pub const MAX_DEFINED: usize = 1 << 20;

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
/// Each is built to check it first; on any error nothing is defined. An id defined again is
/// replaced (games already open keep the old rules); a built-in id is refused.
pub fn define(text: &str) -> Result<Vec<String>, VariantError> {
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
    let mut d = defined();
    let mut all = String::with_capacity(text.len() + 1 + d.text.len());
    all.push_str(text);
    all.push('\n');
    all.push_str(&d.text);
    if all.len() > MAX_DEFINED {
        return Err(VariantError::Syntax { line: 1, msg: "a page's definitions take at most 1 MB".into() });
    }
    if own.is_empty() {
        return Err(VariantError::Syntax { line: 1, msg: "no [variant] section".into() });
    }
    for id in &own {
        from_ini(&all, Some(id))?;
    }
    d.text = all;
    d.ids.extend(own.iter().cloned());
    // Variants built from an earlier definition of these ids are built again when asked for.
    super::registry::clear_cache();
    Ok(own)
}

/// The variant `id` built from the page's definitions, or `None` where it defined no such id.
pub(super) fn build(id: &str) -> Option<Result<Variant, VariantError>> {
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

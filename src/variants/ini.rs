//! The INI text of variant definitions: its sections, their inheritance and their entries.

use super::{VariantError, BUILTIN_INI, CHESS_GAME};
use crate::error::shown;

/// Entries of a variant section, with their line numbers.
pub(super) type Entries = Vec<(usize, String, String)>;

/// One `[id]` or `[id:parent]` section of variant definitions.
#[derive(Debug, Clone)]
pub(super) struct Section {
    /// The variant id.
    pub(super) id: String,
    /// The variant it inherits from.
    pub(super) parent: Option<String>,
    /// Its own `key = value` lines.
    pub(super) entries: Entries,
}

/// The built-in definitions, parsed once (not copied per variant built: they are many).
pub(super) fn sections() -> Result<&'static [Section], VariantError> {
    static PARSED: std::sync::OnceLock<Result<Vec<Section>, VariantError>> = std::sync::OnceLock::new();
    PARSED
        .get_or_init(|| {
            let mut all = Vec::new();
            for text in BUILTIN_INI.iter().flatten() {
                all.extend(parse_sections(text)?);
            }
            Ok(all)
        })
        .as_ref()
        .map(Vec::as_slice)
        .map_err(Clone::clone)
}

/// Parses INI text into its sections (comments `#` and `;`, `[id]` or `[id:parent]` heads,
/// `key = value` lines).
pub(super) fn parse_sections(text: &str) -> Result<Vec<Section>, VariantError> {
    let mut out: Vec<Section> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with(';') {
            continue;
        }
        if let Some(head) = line.strip_prefix('[') {
            let head = head
                .strip_suffix(']')
                .ok_or_else(|| VariantError::Syntax { line: n + 1, msg: "unclosed [section]".into() })?;
            let (id, parent) = match head.split_once(':') {
                Some((a, b)) => (a.trim(), Some(b.trim().to_string())),
                None => (head.trim(), None),
            };
            if id.is_empty()
                || !id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
            {
                return Err(VariantError::Syntax {
                    line: n + 1,
                    msg: format!("bad variant id '{id}' (lower-case letters, digits, - and _)"),
                });
            }
            out.push(Section { id: id.into(), parent, entries: vec![] });
            continue;
        }
        let (k, v) = line
            .split_once('=')
            .ok_or_else(|| VariantError::Syntax { line: n + 1, msg: "expected key = value".into() })?;
        let sec = out
            .last_mut()
            .ok_or_else(|| VariantError::Syntax { line: n + 1, msg: "key before any [variant] section".into() })?;
        sec.entries.push((n + 1, k.trim().to_string(), v.trim().to_string()));
    }
    Ok(out)
}

/// The most levels of `[id:parent]` inheritance.
const MAX_DEPTH: usize = 8;

/// The entries of section `id` after those of its ancestors (`chain`: the sections that inherit
/// from it, nearest last, for naming a cycle).
pub(super) fn entries_of(secs: &[Section], id: &str, chain: &mut Vec<String>) -> Result<Entries, VariantError> {
    let known = || section_ids(secs).join(", ");
    let Some(sec) = secs.iter().find(|s| s.id == id) else {
        return Err(match chain.last() {
            // The known ids a parent may be: not the sections inheriting it.
            Some(child) => VariantError::Invalid {
                id: child.clone(),
                msg: format!(
                    "unknown parent variant '{}' (known: {})",
                    shown(id),
                    section_ids(secs).into_iter().filter(|s| !chain.contains(s)).collect::<Vec<_>>().join(", ")
                ),
            },
            None => VariantError::Unknown(shown(id), known()),
        });
    };
    if chain.iter().any(|c| c == id) {
        chain.push(id.into());
        return Err(VariantError::Invalid {
            id: chain[0].clone(),
            msg: format!("inheritance cycle {}", chain.join(" -> ")),
        });
    }
    if chain.len() > MAX_DEPTH {
        return Err(VariantError::Invalid {
            id: chain[0].clone(),
            msg: format!("inheritance is nested more than {MAX_DEPTH} levels deep"),
        });
    }
    chain.push(id.into());
    let mut e = match &sec.parent {
        Some(p) => entries_of(secs, p, chain)?,
        None => vec![],
    };
    e.extend(sec.entries.iter().cloned());
    Ok(e)
}

/// The sections' ids, in order.
pub(super) fn section_ids(secs: &[Section]) -> Vec<String> {
    let mut out = Vec::new();
    for s in secs {
        out.push(s.id.clone());
    }
    out
}

/// The `game` a section names, itself or through its parents.
pub(super) fn section_game<'a>(secs: &'a [Section], mut s: &'a Section) -> &'a str {
    for _ in 0..secs.len() {
        if let Some((_, _, g)) = s.entries.iter().rev().find(|(_, k, _)| k == "game") {
            return g;
        }
        match s.parent.as_ref().and_then(|p| secs.iter().find(|x| &x.id == p)) {
            Some(p) => s = p,
            None => break,
        }
    }
    CHESS_GAME
}

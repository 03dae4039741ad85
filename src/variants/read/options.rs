//! Rule options (`option = name | Label | key = value`): which a variant defines, and the entries
//! of those a variant id switches on (`tchess+jester_vector`).

use super::{invalid, Fail};
use crate::variants::ini::{entries_of, Entries, Section};
use crate::variants::{VariantError, VariantOption};

/// A variant id with options, resolved: the section's entries with those of the options switched
/// on appended, and every option the variant defines.
pub(super) struct Chosen<'a> {
    /// The variant id without options.
    pub(super) id: &'a str,
    /// The id with its options, sorted (`tchess+jester_vector+magister_up_to_2`).
    pub(super) id_with_options: String,
    /// The entries to read, inherited ones first, the options' last.
    pub(super) entries: Entries,
    /// The options the variant defines, with which are on.
    pub(super) options: Vec<VariantOption>,
}

/// Resolves `full_id` (an id with options) among the sections: refuses unknown options, options
/// that exclude each other and options that change the same thing without a combination entry.
pub(super) fn resolve<'a>(secs: &[Section], full_id: &'a str) -> Result<Chosen<'a>, Fail> {
    let mut parts = full_id.split('+');
    let id = parts.next().unwrap_or_default();
    let mut wanted = Vec::new();
    for w in parts {
        wanted.push(w);
    }
    crate::sort::sort(&mut wanted);
    wanted.dedup();
    let (mut entries, mut defs) = split_options(entries_of(secs, id, &mut Vec::new())?)?;
    for w in &wanted {
        // Option names are never empty (split_options).
        let mut known = String::new();
        for o in &defs.singles {
            if !known.is_empty() {
                known.push_str(", ");
            }
            known.push_str(&o.0.name);
        }
        let o = defs.singles.iter_mut().find(|o| o.0.name == *w).ok_or_else(|| {
            invalid(
                id,
                format_args!(
                    "unknown option '{}' (known: {})",
                    w.chars().take(40).collect::<String>(),
                    if known.is_empty() { "none" } else { &known }
                ),
            )
        })?;
        o.0.active = true;
    }
    // Options that exclude each other, or change the same thing without a combination entry
    // saying what they mean together, are refused rather than letting one silently win.
    let mut active: Vec<&(VariantOption, Entries, Vec<String>)> = Vec::new();
    for o in &defs.singles {
        if o.0.active {
            active.push(o);
        }
    }
    for o in &active {
        if let Some(x) = o.2.iter().find(|x| wanted.contains(&x.as_str())) {
            return Err(invalid(id, format_args!("options '{}' and '{x}' cannot be combined", o.0.name)));
        }
    }
    let mut touched: Vec<(String, Vec<String>)> = Vec::new();
    for o in &active {
        for (_, k, v) in &o.1 {
            let target = entry_target(k, v);
            match touched.iter_mut().find(|t| t.0 == target) {
                Some(t) if !t.1.contains(&o.0.name) => t.1.push(o.0.name.clone()),
                Some(_) => {}
                None => touched.push((target, vec![o.0.name.clone()])),
            }
        }
    }
    for (target, names) in touched.iter().filter(|t| t.1.len() > 1) {
        let mut names = names.clone();
        crate::sort::sort(&mut names);
        let covered =
            defs.combos.iter().any(|c| c.0 == names && c.1.iter().any(|(_, k, v)| entry_target(k, v) == *target));
        if !covered {
            let what = match target.split_once(':') {
                Some((k, l)) => format!("{k} '{l}'"),
                None => format!("'{target}'"),
            };
            return Err(invalid(
                id,
                format_args!("options {} cannot be combined (each changes {what})", names.join(" and ")),
            ));
        }
    }
    for o in &active {
        entries.extend(o.1.iter().cloned());
    }
    crate::sort::sort_by_key(&mut defs.combos, |c| c.0.len());
    for (names, es) in &defs.combos {
        if names.iter().all(|n| wanted.contains(&n.as_str())) {
            entries.extend(es.iter().cloned());
        }
    }
    let mut options = Vec::new();
    for o in defs.singles {
        options.push(o.0);
    }
    let mut id_with_options = id.to_string();
    for w in &wanted {
        id_with_options.push('+');
        id_with_options.push_str(w);
    }
    Ok(Chosen { id, id_with_options, entries, options })
}

/// The options of a section: each option with its entries and the options it excludes, and the
/// combination entries (`option = a+b | - | key = value`: applied when all of a, b are on).
struct OptionDefs {
    singles: Vec<(VariantOption, Entries, Vec<String>)>,
    combos: Vec<(Vec<String>, Entries)>,
}

/// Splits the option entries off a section's entries.
fn split_options(entries: Entries) -> Result<(Entries, OptionDefs), VariantError> {
    let (options, rest): (Entries, Entries) = entries.into_iter().partition(|(_, k, _)| k == "option");
    let mut defs = OptionDefs { singles: Vec::new(), combos: Vec::new() };
    for (line, _, v) in options {
        let bad = || VariantError::Syntax { line, msg: "option = name | Label | key = value".into() };
        let mut parts = v.splitn(3, '|').map(str::trim);
        let (name, label, kv) = match (parts.next(), parts.next(), parts.next()) {
            (Some(n), Some(l), Some(kv)) => (n, l, kv),
            _ => return Err(bad()),
        };
        let mut names = Vec::new();
        for n in name.split('+') {
            names.push(n.to_string());
        }
        if names
            .iter()
            .any(|n| n.is_empty() || !n.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
        {
            return Err(VariantError::Syntax {
                line,
                msg: format!("bad option name '{name}' (lower-case letters, digits, _; '+' joins a combination)"),
            });
        }
        let (key, value) = kv.split_once('=').ok_or_else(bad)?;
        let (key, value) = (key.trim().to_string(), value.trim().to_string());
        if key == "option" {
            return Err(bad());
        }
        if names.len() > 1 {
            let mut sorted = names.clone();
            crate::sort::sort(&mut sorted);
            match defs.combos.iter_mut().find(|c| c.0 == sorted) {
                Some(c) => c.1.push((line, key, value)),
                None => defs.combos.push((sorted, vec![(line, key, value)])),
            }
            continue;
        }
        let i = match defs.singles.iter().position(|o| o.0.name == name) {
            Some(i) => i,
            None => {
                defs.singles.push((
                    VariantOption { name: name.into(), label: label.into(), active: false },
                    vec![],
                    vec![],
                ));
                defs.singles.len() - 1
            }
        };
        if key == "exclusive" {
            for w in value.split_whitespace() {
                defs.singles[i].2.push(w.to_string());
            }
        } else {
            defs.singles[i].1.push((line, key, value));
        }
    }
    Ok((rest, defs))
}

/// What an entry sets, for telling whether two options change the same thing (`piece:m`, `flood`).
fn entry_target(key: &str, value: &str) -> String {
    match key {
        "piece" | "check_moves" | "zone_moves" | "confine" => {
            format!("{key}:{}", value.split('|').next().unwrap_or("").trim())
        }
        _ => key.to_string(),
    }
}

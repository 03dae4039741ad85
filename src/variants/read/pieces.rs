//! The pieces of a variant: `piece = letter | Name | Betza [| gated Betza]` lines (later lines
//! replace or remove a piece), the moves some make in check (`check_moves`), and the bound on what
//! their moves may cost.

use super::{fields, invalid, values_of, Fail};
use crate::geometry::Geometry;
use crate::pieces::{betza, PieceType};
use crate::variants::ini::Entries;
use crate::variants::{VariantError, MAX_PATHS, MAX_PIECE_TYPES, MAX_TABLES, MAX_WALK};

/// The piece types, in order of first definition.
pub(super) fn read(id: &str, entries: &Entries, geometry: &Geometry) -> Result<Vec<PieceType>, Fail> {
    let mut pieces: Vec<PieceType> = Vec::new();
    for (line, v) in values_of(entries, "piece") {
        let parts = fields(v);
        let token = parts.first().and_then(|s| {
            let (promoted, rest) = match s.strip_prefix('+') {
                Some(r) => (true, r),
                None => (false, *s),
            };
            if let Some(inner) = rest.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
                let ok = inner.len() == 2 && inner.chars().all(|c| c.is_ascii_alphabetic());
                return ok.then(|| {
                    (
                        inner.chars().next().unwrap_or('?').to_ascii_lowercase(),
                        promoted,
                        Some(inner.to_ascii_lowercase()),
                    )
                });
            }
            let mut c = rest.chars();
            match (c.next(), c.next()) {
                (Some(l), None) if l.is_ascii_alphabetic() => Some((l.to_ascii_lowercase(), promoted, None)),
                _ => None,
            }
        });
        let (letter, promoted, long) = token.ok_or_else(|| VariantError::Syntax {
            line,
            msg: "piece = letter (or +letter, (xy), +(xy)) | Name | Betza".into(),
        })?;
        if parts.len() == 2 && parts[1] == "-" {
            pieces.retain(|p| !(p.letter == letter && p.promoted == promoted && p.long == long));
            continue;
        }
        if parts.len() != 3 && parts.len() != 4 {
            return Err(Box::new(VariantError::Syntax {
                line,
                msg: "piece = letter | Name | Betza [| gated Betza]".into(),
            }));
        }
        // `none`: no moves of its own (the TCHESS Jester, which moves as an `imitator`).
        let b = if parts[2] == "none" {
            betza::Betza { text: "none".into(), components: vec![] }
        } else {
            betza::parse(parts[2]).map_err(|e| VariantError::Betza { id: id.into(), letter, source: e })?
        };
        let gated = match parts.get(3) {
            Some(g) => Some(betza::parse(g).map_err(|e| VariantError::Betza { id: id.into(), letter, source: e })?),
            None => None,
        };
        let pt = PieceType {
            letter,
            promoted,
            long: long.clone(),
            name: parts[1].to_string(),
            betza: b,
            gated,
            in_check: None,
        };
        match pieces.iter_mut().find(|p| p.letter == letter && p.promoted == promoted && p.long == long) {
            Some(p) => *p = pt,
            None => pieces.push(pt),
        }
    }
    if pieces.is_empty() {
        return Err(invalid(id, format_args!("no pieces")));
    }
    if pieces.len() > MAX_PIECE_TYPES {
        return Err(invalid(id, format_args!("{} piece types; a variant has at most {MAX_PIECE_TYPES}", pieces.len())));
    }
    for (line, v) in values_of(entries, "check_moves") {
        let (l, b) = v
            .split_once('|')
            .ok_or_else(|| VariantError::Syntax { line, msg: "check_moves = letter | Betza".into() })?;
        let l = l.trim().chars().next().unwrap_or(' ').to_ascii_lowercase();
        let b = betza::parse(b.trim()).map_err(|e| VariantError::Betza { id: id.into(), letter: l, source: e })?;
        let p = pieces
            .iter_mut()
            .find(|p| p.letter == l && !p.promoted)
            .ok_or_else(|| invalid(id, format_args!("'check_moves' names unknown piece '{l}'")))?;
        p.in_check = Some(b);
    }
    check_cost(geometry, &pieces).map_err(|msg| Box::new(VariantError::Invalid { id: id.into(), msg }))?;
    Ok(pieces)
}

/// Refuses pieces whose moves would take too long to generate, or boards and armies whose tables
/// would take too long to compile: a page that defines a variant must not freeze.
fn check_cost(g: &Geometry, pieces: &[PieceType]) -> Result<(), String> {
    let side = g.width.max(g.height);
    let mut tables = 0usize;
    let mut walk = 0u64;
    for p in pieces {
        // Its moves: its own, then the gated ones, then those it makes in check.
        let (mut paths, mut moves) = (0u64, 0usize);
        for b in [Some(&p.betza), p.gated.as_ref(), p.in_check.as_ref()] {
            for c in b.map_or(&[][..], |b| &b.components) {
                moves += 1;
                if c.is_multi_leg() {
                    paths = paths.saturating_add(c.path_bound(side));
                }
            }
        }
        if paths > MAX_PATHS {
            return Err(format!(
                "piece '{}': its multi-leg moves follow up to {paths} paths from one cell on this board, at most {MAX_PATHS}",
                p.token()
            ));
        }
        tables = tables.saturating_add(moves + 1);
        walk = walk.saturating_add(paths.saturating_mul(g.cells() as u64));
    }
    if walk > MAX_WALK {
        return Err(format!(
            "the multi-leg moves of all pieces follow up to {walk} paths from all cells, at most {MAX_WALK}"
        ));
    }
    let tables = tables.saturating_mul(g.cells());
    if tables > MAX_TABLES {
        return Err(format!(
            "{} cells times the moves of {} piece types make {tables} move tables, at most {MAX_TABLES}",
            g.cells(),
            pieces.len()
        ));
    }
    Ok(())
}

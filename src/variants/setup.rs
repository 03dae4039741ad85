//! Setup choices as variant data: which pieces of the start array a player may exchange before
//! the game (TCHESS's alternatives, flipped Champions, Emperor, Jester/Assassin placement). The
//! position they give is built and validated by `notation::choices`.
//!
//! Keys (see [`super::keys`]):
//! - `setup_alternatives = p | s:2 i:4 z:2 t:2 | zisittisiz`: pieces of the first type may be
//!   replaced by the listed types, at most that many of each per side; the last part names the
//!   recommended alternative per file (`-` for none), which a chooser offers first.
//! - `setup_flip = c | x h`: of a side's pieces of the first type, the one on the lowest file may
//!   become the first listed type and the one on the highest file the second.
//! - `setup_replace = k | e`: every piece of the first type of a side may become the second.
//! - `setup_stand_in = j a`: one piece of a side that is neither royal nor a pawn type may be
//!   replaced by one of these types (with the vacancy choice, the replaced piece starts in the
//!   side's vacancy pool).

use crate::pieces::PieceType;

/// Alternatives for one piece type of the start array.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alternatives {
    /// The type that may be replaced (the pawn).
    pub from: usize,
    /// The types it may become, with how many of each a side may have.
    pub to: Vec<(usize, u32)>,
    /// Per file: the recommended alternative.
    pub recommended: Vec<Option<usize>>,
}

/// The setup choices a variant offers; empty for most variants.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SetupRules {
    /// Alternatives for a piece type.
    pub alternatives: Option<Alternatives>,
    /// (type, its replacement on the lowest file, on the highest file).
    pub flip: Option<(usize, usize, usize)>,
    /// (type, the type it may become) for every piece of that type.
    pub replace: Vec<(usize, usize)>,
    /// Types that may stand in for one non-royal, non-pawn piece.
    pub stand_ins: Vec<usize>,
}

impl SetupRules {
    /// Whether the variant offers any choice.
    pub fn is_empty(&self) -> bool {
        self.alternatives.is_none() && self.flip.is_none() && self.replace.is_empty() && self.stand_ins.is_empty()
    }
}

fn one_type(pieces: &[PieceType], key: &str, tok: &str) -> Result<usize, String> {
    let t = tok.trim().to_ascii_lowercase();
    pieces.iter().position(|p| p.has_token(&t)).ok_or_else(|| format!("'{key}' names unknown piece '{t}'"))
}

/// Reads the setup keys; `last(key)` gives a key's last value. `width` is the board's file count.
pub(crate) fn parse(
    last: &dyn Fn(&str) -> Option<String>,
    pieces: &[PieceType],
    width: usize,
) -> Result<SetupRules, String> {
    let mut r = SetupRules::default();
    if let Some(v) = last("setup_alternatives").filter(|v| v.trim() != "-") {
        let parts = super::read::split_on(&v, '|');
        if parts.len() != 3 {
            return Err("'setup_alternatives' = type | alternative:count … | recommended per file".into());
        }
        let from = one_type(pieces, "setup_alternatives", parts[0])?;
        let mut to = Vec::new();
        for tok in parts[1].split_whitespace() {
            let (l, n) =
                tok.split_once(':').ok_or_else(|| format!("'setup_alternatives': '{tok}' must be type:count"))?;
            let n: u32 = n
                .parse()
                .ok()
                .filter(|&n| n <= 64)
                .ok_or_else(|| format!("'setup_alternatives': bad count in '{tok}'"))?;
            to.push((one_type(pieces, "setup_alternatives", l)?, n));
        }
        let rec: Vec<char> = parts[2].trim().chars().collect();
        if rec.len() != width {
            return Err(format!(
                "'setup_alternatives': {} recommended letters, the board has {width} files",
                rec.len()
            ));
        }
        let mut recommended = Vec::new();
        for c in rec {
            recommended.push(match c {
                '-' => None,
                c => {
                    let t = one_type(pieces, "setup_alternatives", &c.to_string())?;
                    if !to.iter().any(|&(x, _)| x == t) {
                        return Err(format!("'setup_alternatives': recommended '{c}' is not an alternative"));
                    }
                    Some(t)
                }
            });
        }
        r.alternatives = Some(Alternatives { from, to, recommended });
    }
    if let Some(v) = last("setup_flip").filter(|v| v.trim() != "-") {
        let (a, b) = v.split_once('|').ok_or("'setup_flip' = type | lowest-file-type highest-file-type")?;
        let to: Vec<&str> = b.split_whitespace().collect();
        if to.len() != 2 {
            return Err("'setup_flip' = type | lowest-file-type highest-file-type".into());
        }
        r.flip = Some((
            one_type(pieces, "setup_flip", a)?,
            one_type(pieces, "setup_flip", to[0])?,
            one_type(pieces, "setup_flip", to[1])?,
        ));
    }
    if let Some(v) = last("setup_replace").filter(|v| v.trim() != "-") {
        let (a, b) = v.split_once('|').ok_or("'setup_replace' = type | new-type")?;
        r.replace.push((one_type(pieces, "setup_replace", a)?, one_type(pieces, "setup_replace", b)?));
    }
    if let Some(v) = last("setup_stand_in").filter(|v| v.trim() != "-") {
        for tok in v.split_whitespace() {
            r.stand_ins.push(one_type(pieces, "setup_stand_in", tok)?);
        }
    }
    Ok(r)
}

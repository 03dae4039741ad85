//! Start positions from setup choices: a player's choices (alternatives for pawns, flipped pieces,
//! replacements, a stand-in) applied to the variant's start array under the variant's setup rules
//! ([`crate::variants::setup`]), validated, and written as FEN. The playground's setup panel only
//! collects the choices; every rule about them is here.

use super::fen::{self, FenStyle, Setup};
use crate::error::{shown, Error};
use crate::pieces::Color;
use crate::variants::Variant;

/// Squares (canonical names) and FEN letters, sorted by square: a map with the calls the setup
/// choices make, read and written as a map (`{"c2": "s"}`). A list, not a `BTreeMap`: the map's
/// code (and the sort its `collect` brings) cost the full page module about 3 KB gzipped.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Alternatives(Vec<(String, String)>);

impl Alternatives {
    fn find(&self, square: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|e| e.0.as_str().cmp(square))
    }

    /// The letter chosen for `square`.
    pub fn get(&self, square: &str) -> Option<&String> {
        self.find(square).ok().map(|i| &self.0[i].1)
    }

    /// Whether `square` has a choice.
    pub fn contains_key(&self, square: &str) -> bool {
        self.find(square).is_ok()
    }

    /// Sets the letter of `square`; returns the one it replaces.
    pub fn insert(&mut self, square: String, letter: String) -> Option<String> {
        match self.find(&square) {
            Ok(i) => Some(std::mem::replace(&mut self.0[i].1, letter)),
            Err(i) => {
                self.0.insert(i, (square, letter));
                None
            }
        }
    }

    /// Removes the choice of `square`; returns its letter.
    pub fn remove(&mut self, square: &str) -> Option<String> {
        self.find(square).ok().map(|i| self.0.remove(i).1)
    }

    /// Whether there is no choice.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// How many squares have a choice.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// The (square, letter) pairs in square order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &String)> {
        self.0.iter().map(|(s, l)| (s, l))
    }
}

impl FromIterator<(String, String)> for Alternatives {
    /// Later pairs for the same square win, as in a map.
    fn from_iter<I: IntoIterator<Item = (String, String)>>(pairs: I) -> Self {
        let mut out = Alternatives::default();
        for (s, l) in pairs {
            out.insert(s, l);
        }
        out
    }
}

impl<'a> IntoIterator for &'a Alternatives {
    type Item = (&'a String, &'a String);
    type IntoIter =
        std::iter::Map<std::slice::Iter<'a, (String, String)>, fn(&'a (String, String)) -> (&'a String, &'a String)>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(s, l)| (s, l))
    }
}

impl serde::Serialize for Alternatives {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

impl<'de> serde::Deserialize<'de> for Alternatives {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(std::collections::BTreeMap::<String, String>::deserialize(d)?.into_iter().collect())
    }
}

/// One side's choices. Squares are canonical names (`c2`).
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SideChoices {
    /// Flip the pieces of `setup_flip`'s type (lowest file → first type, highest → second).
    pub flip: bool,
    /// Square of a piece of `setup_alternatives`' type → the FEN letter of its alternative.
    pub alternatives: Alternatives,
    /// Replace the pieces of `setup_replace`'s type.
    pub replace: bool,
    /// One piece replaced by a stand-in: (square, FEN letter of the stand-in).
    pub stand_in: Option<(String, String)>,
}

/// Both sides' choices.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct SetupChoices {
    /// White's (first side's) choices; ignored in tournament mode.
    pub white: SideChoices,
    /// Black's (second side's) choices.
    pub black: SideChoices,
    /// White takes Black's choices on the mirrored squares (same file, rank h + 1 − r).
    pub tournament: bool,
    /// The piece a stand-in replaces starts in its side's vacancy pool.
    pub vacancy: bool,
}

/// A square a stand-in may take: the cell and the piece standing there (FEN letter, side's case).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct StandInSpot {
    /// Canonical square name.
    pub square: String,
    /// The piece it replaces.
    pub piece: String,
}

fn err(msg: String) -> Error {
    Error::Argument(msg)
}

fn tokens(v: &Variant) -> Vec<String> {
    v.tokens()
}

fn type_of(v: &Variant, letter: &str) -> Result<usize, Error> {
    v.token_index(&letter.to_ascii_lowercase()).ok_or_else(|| err(format!("unknown piece '{}'", shown(letter))))
}

/// White's choices in tournament mode: Black's, mirrored to White's side of the board.
fn mirrored(v: &Variant, b: &SideChoices) -> Result<SideChoices, Error> {
    let g = &v.geometry;
    let mirror = |sq: &str| -> Result<String, Error> {
        let c = g.parse_square(sq)?;
        let m = g.cell(g.file(c) as i32, (g.height - 1 - g.rank(c)) as i32).ok_or_else(|| err("no mirror".into()))?;
        Ok(g.square_name(m))
    };
    let mut alternatives = Alternatives::default();
    for (s, l) in b.alternatives.iter() {
        alternatives.insert(mirror(s)?, l.clone());
    }
    Ok(SideChoices {
        flip: b.flip,
        alternatives,
        replace: b.replace,
        stand_in: b.stand_in.as_ref().map(|(s, l)| Ok::<_, Error>((mirror(s)?, l.clone()))).transpose()?,
    })
}

/// The start array with the choices applied (board only, before any stand-in), per side.
fn apply_array(v: &Variant, board: &mut [Option<(usize, Color)>], side: Color, c: &SideChoices) -> Result<(), Error> {
    let r = &v.setup;
    let g = &v.geometry;
    let cells_of = |board: &[Option<(usize, Color)>], ty: usize| -> Vec<usize> {
        let mut cells = Vec::new();
        for (sq, p) in board.iter().enumerate() {
            if *p == Some((ty, side)) {
                cells.push(sq);
            }
        }
        cells
    };
    if c.flip {
        let (from, low, high) = r.flip.ok_or_else(|| err("this variant has no pieces to flip".into()))?;
        let mut cells = cells_of(board, from);
        crate::sort::sort_by_key(&mut cells, |&sq| g.file(sq));
        if let Some(&first) = cells.first() {
            board[first] = Some((low, side));
        }
        if cells.len() > 1 {
            board[*cells.last().unwrap_or(&0)] = Some((high, side));
        }
    }
    if !c.alternatives.is_empty() {
        let alt = r.alternatives.as_ref().ok_or_else(|| err("this variant has no alternatives".into()))?;
        let mut used = vec![0u32; v.pieces.len()];
        for (sq, letter) in &c.alternatives {
            let cell = g.parse_square(sq)?;
            if board[cell] != Some((alt.from, side)) {
                return Err(err(format!(
                    "{} has no {} {} to replace",
                    shown(sq),
                    side,
                    super::lowercase(&v.pieces[alt.from].name)
                )));
            }
            let ty = type_of(v, letter)?;
            if ty == alt.from {
                continue;
            }
            let limit = alt.to.iter().find(|&&(t, _)| t == ty).map(|&(_, n)| n).ok_or_else(|| {
                err(format!("{} is not an alternative of the {}", v.pieces[ty].name, v.pieces[alt.from].name))
            })?;
            let n = &mut used[ty];
            *n += 1;
            if *n > limit {
                return Err(err(format!("at most {limit} {} per side", v.pieces[ty].name)));
            }
            board[cell] = Some((ty, side));
        }
    }
    if c.replace {
        let &(from, to) = r.replace.first().ok_or_else(|| err("this variant has no replacement choice".into()))?;
        for sq in cells_of(board, from) {
            board[sq] = Some((to, side));
        }
    }
    Ok(())
}

/// The cells a stand-in may take on `board`: a piece of `side` that is neither royal nor a pawn type,
/// nearest the side's back rank first, then by file.
fn stand_in_cells(v: &Variant, board: &[Option<(usize, Color)>], side: Color) -> Vec<usize> {
    let g = &v.geometry;
    let mut cells: Vec<usize> = Vec::new();
    for (sq, p) in board.iter().enumerate() {
        if matches!(*p, Some((ty, c)) if c == side && !v.rules.royal.contains(&ty) && !v.rules.pawns.contains(&ty)) {
            cells.push(sq);
        }
    }
    crate::sort::sort_by_key(&mut cells, |&sq| {
        let back = if side == Color::White { g.rank(sq) } else { g.height - 1 - g.rank(sq) };
        (back, g.file(sq))
    });
    cells
}

fn start_setup(v: &Variant) -> Result<Setup, Error> {
    Ok(fen::parse(v, &v.start_fen)?)
}

/// The choices in force per side (White first): in tournament mode White's are Black's, mirrored.
pub fn resolved(v: &Variant, choices: &SetupChoices) -> Result<[SideChoices; 2], Error> {
    sides(v, choices)
}

fn sides(v: &Variant, choices: &SetupChoices) -> Result<[SideChoices; 2], Error> {
    let white = if choices.tournament { mirrored(v, &choices.black)? } else { choices.white.clone() };
    Ok([white, choices.black.clone()])
}

/// The squares a stand-in of each side may take under these choices (White first).
pub fn stand_in_spots(v: &Variant, choices: &SetupChoices) -> Result<[Vec<StandInSpot>; 2], Error> {
    let mut s = start_setup(v)?;
    let sides = sides(v, choices)?;
    for c in Color::BOTH {
        apply_array(v, &mut s.board, c, &sides[c.index()])?;
    }
    let mut spots = [Vec::new(), Vec::new()];
    for c in Color::BOTH {
        for sq in stand_in_cells(v, &s.board, c) {
            let (ty, _) = s.board[sq].unwrap_or((0, c));
            let l = v.pieces[ty].letter;
            spots[c.index()].push(StandInSpot {
                square: v.geometry.square_name(sq),
                piece: if c == Color::White { l.to_ascii_uppercase() } else { l }.to_string(),
            });
        }
    }
    Ok(spots)
}

/// The start position (FEN) for these choices; an impossible choice is an error naming it. (The
/// engine validates the position itself when a game is set up from it.)
pub fn start_fen(v: &Variant, choices: &SetupChoices) -> Result<String, Error> {
    let mut s = start_setup(v)?;
    let sides = sides(v, choices)?;
    for c in Color::BOTH {
        apply_array(v, &mut s.board, c, &sides[c.index()])?;
    }
    for c in Color::BOTH {
        let Some((sq, letter)) = &sides[c.index()].stand_in else { continue };
        let ty = type_of(v, letter)?;
        if !v.setup.stand_ins.contains(&ty) {
            return Err(err(format!("{} may not stand in for a piece", v.pieces[ty].name)));
        }
        let cell = v.geometry.parse_square(sq)?;
        if !stand_in_cells(v, &s.board, c).contains(&cell) {
            return Err(err(format!(
                "{}'s {} square {} does not hold a piece it may replace",
                v.side_names[c.index()],
                v.pieces[ty].name,
                shown(sq)
            )));
        }
        let replaced = s.board[cell].map(|(t, _)| t);
        s.board[cell] = Some((ty, c));
        if choices.vacancy {
            if !v.rules.state_fields.contains(&crate::rules::StateField::Vacancies) {
                return Err(err("this variant has no vacancy pools".into()));
            }
            if let Some(t) = replaced {
                s.pools[c.index()][t] += 1;
            }
        }
    }
    let tokens = tokens(v);
    Ok(fen::write(
        &FenStyle { geometry: &v.geometry, tokens: &tokens, rules: &v.rules, castling_fen: v.castling_fen },
        &s,
    ))
}

/// The alternative a chooser offers next for the piece on `square` of `side`: the recommended one
/// first, then the others in the order the variant lists them, skipping those whose per-side count
/// the other choices use up, then the original piece again (`None`).
pub fn next_alternative(
    v: &Variant,
    choices: &SetupChoices,
    side: Color,
    square: &str,
) -> Result<Option<String>, Error> {
    let alt = v.setup.alternatives.as_ref().ok_or_else(|| err("this variant has no alternatives".into()))?;
    let cell = v.geometry.parse_square(square)?;
    let c = &sides(v, choices)?[side.index()];
    let current = c.alternatives.get(&v.geometry.square_name(cell)).map(|l| type_of(v, l)).transpose()?;
    let rec = alt.recommended.get(v.geometry.file(cell)).copied().flatten();
    // The recommended type first, then the others in their order.
    let mut order: Vec<usize> = Vec::new();
    order.extend(rec);
    for &(t, _) in &alt.to {
        if Some(t) != rec {
            order.push(t);
        }
    }
    let start = match current.and_then(|t| order.iter().position(|&x| x == t)) {
        Some(i) => i + 1,
        None => 0,
    };
    let case = |t: usize| {
        let l = v.pieces[t].letter;
        if side == Color::White { l.to_ascii_uppercase() } else { l }.to_string()
    };
    for &t in &order[start.min(order.len())..] {
        let limit = alt.to.iter().find(|&&(x, _)| x == t).map_or(0, |&(_, n)| n);
        let used = c
            .alternatives
            .iter()
            .filter(|(sq, l)| **sq != v.geometry.square_name(cell) && type_of(v, l).ok() == Some(t))
            .count() as u32;
        if used < limit {
            return Ok(Some(case(t)));
        }
    }
    Ok(None)
}

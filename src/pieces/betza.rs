//! Betza / XBetza piece notation: parsing into move components.
//!
//! The parser turns a string such as `fmWfceFifmnD` (the FIDE pawn) or `KNADcaKmcabK`
//! (the chu shogi lion) into [`Component`]s. Each component is a sequence of [`Leg`]s
//! (one for ordinary moves, more for `a`-chained multi-leg moves). Directions stay symbolic
//! here; the engine resolves them against a geometry and a side (`f` is forward for the
//! side that owns the piece; in continuation legs `f` is "straight on").

use std::fmt;

use crate::geometry::{hex, Geometry, Lattice};

/// A parse error, with the 0-based character position where it was found.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("bad Betza string '{}' at position {pos}: {}", crate::error::shown(.text), crate::error::shown_max(.msg, crate::error::MESSAGE_MAX))]
pub struct BetzaError {
    /// The whole input.
    pub text: String,
    /// Character position of the problem.
    pub pos: usize,
    /// What is wrong.
    pub msg: String,
}

/// How far a leg may go along each of its vectors.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Range {
    /// A single leap of the atom's vector.
    Leap,
    /// Slides up to `n` steps (`None` = unlimited).
    Ride(Option<u8>),
    /// Slides exactly `n` steps, all intermediate cells empty (`W03`).
    Exact(u8),
}

/// What a leg may do at the cell where it ends.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Modes {
    /// `m`: move to an empty cell.
    pub quiet: bool,
    /// `c`: capture an enemy piece.
    pub capture: bool,
    /// `d`: capture a friendly piece (non-final legs only pass; final legs destroy).
    pub friend: bool,
    /// `e`: capture en passant.
    pub en_passant: bool,
    /// `p`: hop over exactly one occupied cell (cannon).
    pub hop: bool,
    /// `g`: grasshopper: land right behind the first occupied cell.
    pub grasshop: bool,
    /// `n`: lame (non-jumping) leap: the path must be empty.
    pub lame: bool,
    /// `j`: must jump: the middle of the leap must be occupied (a slide's `j` skips its first cell:
    /// [`parse`] writes it as two legs).
    pub jump: bool,
}

/// One symbolic direction restriction (a letter, a letter pair, or a doubled letter).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dir {
    /// One of f b l r v s: vectors with that component.
    One(char),
    /// A pair such as `fl` or `lf`: the first letter is the major axis on oblique atoms.
    Pair(char, char),
    /// A doubled letter such as `ff`: the major axis must be that direction.
    Major(char),
}

/// One leg of a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Leg {
    /// Base vector (x, y) of the atom; all symmetric images are meant, then filtered by `dirs`.
    pub atom: (i32, i32),
    /// Range along each vector.
    pub range: Range,
    /// Direction restrictions (empty = all).
    pub dirs: Vec<Dir>,
    /// Modes at the end of the leg.
    pub modes: Modes,
}

/// A move component: one or more legs, plus whether it is an initial (unmoved-piece) move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Component {
    /// The legs in order.
    pub legs: Vec<Leg>,
    /// `i`: only allowed for a piece on its initial cells.
    pub initial: bool,
}

/// A parsed piece definition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Betza {
    /// The source text.
    pub text: String,
    /// The move components.
    pub components: Vec<Component>,
}

impl fmt::Display for Betza {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

fn atom_vector(c: char) -> Option<(i32, i32)> {
    Some(match c {
        'W' => (1, 0),
        'F' => (1, 1),
        'D' => (2, 0),
        'N' => (2, 1),
        'A' => (2, 2),
        'H' => (3, 0),
        'C' | 'L' => (3, 1),
        'Z' | 'J' => (3, 2),
        'G' => (3, 3),
        _ => return None,
    })
}

/// The most legs one multi-leg component may have (the built-in pieces use at most 4).
pub const MAX_LEGS: usize = 6;
/// The most move components one Betza string may expand to (compound atoms multiply per leg).
pub const MAX_COMPONENTS: usize = 256;
/// The longest Betza string read (characters).
pub const MAX_TEXT: usize = 256;

/// Parses a Betza / XBetza string.
pub fn parse(text: &str) -> Result<Betza, BetzaError> {
    let err = |pos: usize, msg: &str| BetzaError { text: text.chars().take(64).collect(), pos, msg: msg.into() };
    if text.chars().nth(MAX_TEXT).is_some() {
        return Err(err(MAX_TEXT, &format!("longer than {MAX_TEXT} characters")));
    }
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return Err(err(0, "empty piece definition"));
    }
    let mut comps = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        // Modifier segments, separated by 'a'.
        let mut segments: Vec<Vec<(usize, char)>> = vec![vec![]];
        while i < chars.len() && chars[i].is_ascii_lowercase() {
            if chars[i] == 'a' {
                segments.push(vec![]);
            } else {
                segments.last_mut().unwrap().push((i, chars[i]));
            }
            i += 1;
        }
        if i >= chars.len() {
            return Err(err(i, "modifiers without an atom"));
        }
        if segments.len() > MAX_LEGS {
            return Err(err(i, &format!("{} legs; a move has at most {MAX_LEGS}", segments.len())));
        }
        // Atom.
        let atom_pos = i;
        let c = chars[i];
        let mut atoms: Vec<(i32, i32)> = Vec::new();
        let mut rider = false;
        match c {
            'K' => atoms.extend([(1, 0), (1, 1)]),
            'R' => {
                atoms.push((1, 0));
                rider = true
            }
            'B' => {
                atoms.push((1, 1));
                rider = true
            }
            'Q' => {
                atoms.extend([(1, 0), (1, 1)]);
                rider = true
            }
            '(' => {
                let close = chars[i..].iter().position(|&c| c == ')').ok_or_else(|| err(i, "unclosed '('"))? + i;
                let inner: String = chars[i + 1..close].iter().collect();
                let (x, y) = inner.split_once(',').ok_or_else(|| err(i, "leap must be written (x,y)"))?;
                let coord = |t: &str| t.trim().parse::<u32>().ok().filter(|&n| n <= 25).map(|n| n as i32);
                let (x, y) = match (coord(x), coord(y)) {
                    (Some(x), Some(y)) if (x, y) != (0, 0) => (x, y),
                    _ => return Err(err(i + 1, "leap coordinates must be numbers 0..=25 and not both 0")),
                };
                atoms.push((x.max(y), x.min(y)));
                i = close;
            }
            'U' | 'O' | 'X' | 'I' => return Err(err(i, &format!("atom '{c}' is not supported yet"))),
            c => match atom_vector(c) {
                Some(v) => atoms.push(v),
                None => return Err(err(i, &format!("'{c}' is not a Betza atom"))),
            },
        }
        i += 1;
        // Doubled atom letter = unlimited rider (NN, WW, FF).
        let mut range = if rider { Range::Ride(None) } else { Range::Leap };
        if c != '(' && i < chars.len() && chars[i] == c && !rider && c != 'K' {
            range = Range::Ride(None);
            i += 1;
        }
        // Range digits.
        let dstart = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        if i > dstart {
            let digits: String = chars[dstart..i].iter().collect();
            if digits == "0" {
                range = Range::Ride(None);
            } else if let Some(rest) = digits.strip_prefix('0') {
                let n = small(rest).ok_or_else(|| err(dstart, "bad exact range"))?;
                if n == 0 {
                    return Err(err(dstart, "range must be positive"));
                }
                range = Range::Exact(n);
            } else {
                let n = small(&digits).ok_or_else(|| err(dstart, "range too large"))?;
                range = if n == 1 { Range::Leap } else { Range::Ride(Some(n)) };
            }
        }
        // Build legs for every atom of the shortcut.
        let nlegs = segments.len();
        let mut initial = false;
        let mut legs_per_atom: Vec<Vec<Leg>> = Vec::new();
        for _ in &atoms {
            legs_per_atom.push(Vec::new());
        }
        let mut single = false;
        for (li, seg) in segments.iter().enumerate() {
            // `y` toggles the next leg between leaper and rider (XBoard): a slide's next leg is one
            // step, a step's next leg slides.
            let leg_range = match (std::mem::take(&mut single), range) {
                (false, r) => r,
                (true, Range::Leap) => Range::Ride(None),
                (true, _) => Range::Leap,
            };
            let mut single_next = false;
            let mut modes = Modes::default();
            let mut letters: Vec<(usize, char)> = Vec::new();
            for &(pos, m) in seg {
                match m {
                    'm' => modes.quiet = true,
                    'c' => modes.capture = true,
                    'd' => modes.friend = true,
                    'e' => modes.en_passant = true,
                    'p' => modes.hop = true,
                    'g' => modes.grasshop = true,
                    'n' => modes.lame = true,
                    'j' => modes.jump = true,
                    'i' => initial = true,
                    'f' | 'b' | 'l' | 'r' | 'v' | 's' => letters.push((pos, m)),
                    // `y`: the next leg toggles leaper / rider (from every stop of this slide).
                    'y' => single_next = true,
                    'h' | 'o' | 't' | 'u' | 'z' | 'x' | 'w' | 'k' | 'q' => {
                        return Err(err(pos, &format!("modifier '{m}' is not supported yet")))
                    }
                    other => return Err(err(pos, &format!("'{other}' is not a Betza modifier"))),
                }
            }
            let final_leg = li + 1 == nlegs;
            if !(modes.quiet || modes.capture || modes.friend || modes.en_passant) {
                // Defaults: final leg moves or captures; earlier legs move (or hop if p/g alone).
                modes.quiet = true;
                modes.capture = final_leg;
            }
            if (modes.hop || modes.grasshop) && range == Range::Leap && final_leg && !matches!(c, 'R' | 'B' | 'Q') {
                // pW etc.: a hop over an adjacent piece is a one-step hopper-rider of range 2.
                return Err(err(atom_pos, "hoppers (p, g) need a rider atom such as R, B or Q"));
            }
            if single_next && final_leg {
                return Err(err(atom_pos, "'y' needs a following leg"));
            }
            single = single_next;
            // `j` on a slide (`jB`): the slide skips its first cell, empty or not (a "ski" slider):
            // as two legs, one step that passes any cell, then the rest of the slide straight on.
            let ski = modes.jump && matches!(leg_range, Range::Ride(_));
            if ski && (nlegs > 1 || modes.hop || modes.grasshop || !matches!(c, 'R' | 'B' | 'Q' | 'W' | 'F')) {
                return Err(err(atom_pos, "'j' slides need R, B or Q"));
            }
            for (ai, &atom) in atoms.iter().enumerate() {
                let dirs = parse_dirs(&letters, atom, li > 0);
                if let (true, Range::Ride(max)) = (ski, leg_range) {
                    let pass = Modes { quiet: true, hop: true, ..Modes::default() };
                    legs_per_atom[ai].push(Leg { atom, range: Range::Leap, dirs, modes: pass });
                    let range = Range::Ride(max.map(|n| n - 1));
                    legs_per_atom[ai].push(Leg { atom, range, dirs: vec![Dir::One('f')], modes });
                } else {
                    legs_per_atom[ai].push(Leg { atom, range: leg_range, dirs, modes });
                }
            }
        }
        let expanded = if nlegs > 1 { atoms.len().pow(nlegs as u32) } else { atoms.len() };
        if comps.len() + expanded > MAX_COMPONENTS {
            return Err(err(atom_pos, &format!("expands to more than {MAX_COMPONENTS} move components")));
        }
        if nlegs > 1 && atoms.len() > 1 {
            // A multi-leg move of a compound atom (caK): every leg may use any of its atoms.
            let mut combos: Vec<Vec<Leg>> = vec![vec![]];
            for li in 0..nlegs {
                let mut next = Vec::new();
                for c in &combos {
                    for legs in &legs_per_atom {
                        let mut c2 = c.clone();
                        c2.push(legs[li].clone());
                        next.push(c2);
                    }
                }
                combos = next;
            }
            for legs in combos {
                comps.push(Component { legs, initial });
            }
        } else {
            for legs in legs_per_atom {
                comps.push(Component { legs, initial });
            }
        }
    }
    Ok(Betza { text: text.to_string(), components: comps })
}

/// Groups direction letters for one atom: pairs (`fl`) only mean one diagonal or oblique direction
/// on non-orthogonal atoms; on orthogonal atoms every letter stands alone (`fsW` = forward and sideways).
/// In continuation legs pairs always group: there `fs` on a W or F step is a 45° turn (XBetza).
/// A range number (at most 255), read as u32: each integer type read adds its own copy of the
/// parser to the page module.
fn small(digits: &str) -> Option<u8> {
    digits.parse::<u32>().ok().and_then(|n| u8::try_from(n).ok())
}

fn parse_dirs(letters: &[(usize, char)], atom: (i32, i32), continuation: bool) -> Vec<Dir> {
    let orthogonal = atom.1 == 0 && !continuation;
    let oblique = atom.0 != atom.1 && atom.1 != 0;
    let vertical = |c: char| matches!(c, 'f' | 'b' | 'v');
    let horizontal = |c: char| matches!(c, 'l' | 'r' | 's');
    let mut out = Vec::new();
    let mut k = 0;
    while k < letters.len() {
        let (_, a) = letters[k];
        if k + 1 < letters.len() {
            let (_, b) = letters[k + 1];
            if a == b {
                out.push(Dir::Major(a));
                k += 2;
                continue;
            }
            if !orthogonal
                && ((vertical(a) && horizontal(b)) || (horizontal(a) && vertical(b) && (oblique || continuation)))
            {
                out.push(Dir::Pair(a, b));
                k += 2;
                continue;
            }
        }
        out.push(Dir::One(a));
        k += 1;
    }
    out
}

/// Direction restrictions regrouped for the hexagonal lattice, where no atom has the square's
/// four-fold degeneracy: a vertical letter next to a horizontal one always names one direction.
fn hex_directions(dirs: &[Dir]) -> Vec<Dir> {
    let vertical = |c: char| matches!(c, 'f' | 'b' | 'v');
    let mut out = Vec::new();
    let mut k = 0;
    while k < dirs.len() {
        if let (Dir::One(a), Some(Dir::One(b))) = (dirs[k], dirs.get(k + 1)) {
            if vertical(a) != vertical(*b) {
                out.push(Dir::Pair(a, *b));
                k += 2;
                continue;
            }
        }
        out.push(dirs[k]);
        k += 1;
    }
    out
}

/// Whether a hexagonal vector matches a direction, among all vectors `all` of its atom.
fn hex_matches(d: &Dir, v: (i32, i32), all: &[(i32, i32)]) -> bool {
    match *d {
        Dir::One(c) => hex::direction_cosine(c, v).is_some(),
        Dir::Pair(a, b) => hex::direction_cosine(a, v).is_some() && hex::direction_cosine(b, v).is_some(),
        Dir::Major(c) => {
            let best = all.iter().filter_map(|&w| hex::direction_cosine(c, w)).fold(f64::MIN, f64::max);
            hex::direction_cosine(c, v).is_some_and(|x| x > best - 1e-9)
        }
    }
}

impl Dir {
    /// Whether the vector (x, y) matches, with `forward` = +y and `right` = +x.
    pub fn matches(&self, x: i32, y: i32) -> bool {
        fn one(c: char, x: i32, y: i32) -> bool {
            match c {
                'f' => y > 0,
                'b' => y < 0,
                'l' => x < 0,
                'r' => x > 0,
                'v' => y != 0,
                's' => x != 0,
                _ => false,
            }
        }
        let major_vertical = y.abs() > x.abs();
        let major_horizontal = x.abs() > y.abs();
        let oblique = x != 0 && y != 0 && x.abs() != y.abs();
        match *self {
            // On oblique atoms v and s pick the leaps nearer the vertical / horizontal (vN = narrow knight).
            Dir::One('v') if oblique => major_vertical,
            Dir::One('s') if oblique => major_horizontal,
            Dir::One(c) => one(c, x, y),
            Dir::Major(c) => {
                if x.abs() == y.abs() || x == 0 || y == 0 {
                    one(c, x, y)
                } else if matches!(c, 'f' | 'b' | 'v') {
                    major_vertical && one(c, x, y)
                } else {
                    major_horizontal && one(c, x, y)
                }
            }
            Dir::Pair(a, b) => {
                if x.abs() == y.abs() || x == 0 || y == 0 {
                    one(a, x, y) && one(b, x, y)
                } else if matches!(a, 'f' | 'b' | 'v') && b != 's' {
                    // fl, fr, bl, br: the leap nearer the vertical; fs, bs: the wide pair.
                    major_vertical && one(a, x, y) && one(b, x, y)
                } else {
                    major_horizontal && one(a, x, y) && one(b, x, y)
                }
            }
        }
    }
}

impl Component {
    /// Whether the engine walks this component leg by leg (several legs, or a friendly capture).
    pub fn is_multi_leg(&self) -> bool {
        self.legs.len() > 1 || self.legs[0].modes.friend
    }

    /// An upper bound of the paths a multi-leg walk of this component may follow from one cell of a
    /// board whose longer side is `side`: the product over its legs of directions times stops.
    pub fn path_bound(&self, side: usize) -> u64 {
        let longest = side.saturating_sub(1).max(1) as u64;
        self.legs.iter().enumerate().fold(1u64, |acc, (li, leg)| {
            let directions = if li == 0 {
                leg.vectors().len()
            } else {
                match leg.compass_turns() {
                    Some(t) => t.len(),
                    None => Leg { dirs: vec![], ..leg.clone() }.vectors().len(),
                }
            } as u64;
            let stops = match leg.range {
                Range::Leap | Range::Exact(_) => 1,
                Range::Ride(None) => longest,
                Range::Ride(Some(k)) => (k as u64).min(longest),
            };
            acc.saturating_mul(directions.max(1) * stops)
        })
    }
}

impl Leg {
    /// For a continuation leg of a one-step atom (W, F) written with 45° turns or doubled letters
    /// (`fsbs`, `vvss`, as in XBoard's XBetza): the allowed turns in eighths of a circle clockwise
    /// from straight on (0 = on, 2 = right, 4 = back, 6 = left, odd = 45° turns). `None` otherwise:
    /// then the atom's own vectors are filtered by the letters relative to the previous step.
    pub fn compass_turns(&self) -> Option<Vec<u8>> {
        if !matches!(self.atom, (1, 0) | (1, 1))
            || !self.dirs.iter().any(|d| matches!(d, Dir::Pair(..) | Dir::Major(_)))
        {
            return None;
        }
        let one = |c: char| -> &'static [u8] {
            match c {
                'f' => &[0],
                'b' => &[4],
                'r' => &[2],
                'l' => &[6],
                's' => &[2, 6],
                'v' => &[0, 4],
                _ => &[],
            }
        };
        let mut out = Vec::new();
        for d in &self.dirs {
            let turns: Vec<u8> = match *d {
                Dir::One(c) | Dir::Major(c) => one(c).to_vec(),
                Dir::Pair(a, b) => {
                    let (v, h) = if matches!(a, 'f' | 'b' | 'v') { (a, b) } else { (b, a) };
                    let fwd: &[u8] = match v {
                        'f' => &[1, 7],
                        'b' => &[3, 5],
                        _ => &[1, 3, 5, 7],
                    };
                    let mut turns = Vec::new();
                    for &t in fwd {
                        let kept = match h {
                            'r' => t <= 3,
                            'l' => t >= 5,
                            _ => true,
                        };
                        if kept {
                            turns.push(t);
                        }
                    }
                    turns
                }
            };
            out.extend(turns);
        }
        crate::sort::sort(&mut out);
        out.dedup();
        Some(out)
    }

    /// The concrete vectors of this leg on a board's lattice, forward = +y (drawing coordinates
    /// on hexagons: there every pair of a vertical and a horizontal letter is one direction, `fs`
    /// and `fl` alike, and a doubled letter keeps the vectors nearest its axis; docs/betza-hex.md).
    pub fn vectors_on(&self, geo: &Geometry) -> Vec<(i32, i32)> {
        match geo.lattice {
            Lattice::Square => self.vectors(),
            Lattice::Hex => {
                let all = hex::atom_vectors(self.atom.0, self.atom.1);
                if self.dirs.is_empty() {
                    return all;
                }
                let dirs = hex_directions(&self.dirs);
                let mut out = Vec::new();
                for &v in &all {
                    if dirs.iter().any(|d| hex_matches(d, v, &all)) {
                        out.push(v);
                    }
                }
                out
            }
        }
    }

    /// The concrete vectors of this leg in a frame where forward is +y, filtered by direction.
    pub fn vectors(&self) -> Vec<(i32, i32)> {
        let (x, y) = self.atom;
        let mut v = Vec::new();
        for (a, b) in [(x, y), (y, x)] {
            for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let p = (a * sa, b * sb);
                if p != (0, 0) && !v.contains(&p) {
                    v.push(p);
                }
            }
        }
        v.retain(|&(a, b)| self.dirs.is_empty() || self.dirs.iter().any(|d| d.matches(a, b)));
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(s: &str) -> usize {
        parse(s).unwrap().components.iter().map(|c| c.legs[0].vectors().len()).sum()
    }

    #[test]
    fn atoms_and_directions() {
        assert_eq!(count("N"), 8);
        assert_eq!(count("K"), 8);
        assert_eq!(count("fN"), 4);
        assert_eq!(count("ffN"), 2);
        assert_eq!(count("fsN"), 2);
        assert_eq!(count("frN"), 1);
        assert_eq!(count("fF"), 2);
        assert_eq!(count("flF"), 1);
        assert_eq!(count("fW"), 1);
        assert_eq!(count("vW"), 2);
        assert_eq!(count("sW"), 2);
        assert_eq!(count("fsW"), 3);
        assert_eq!(count("(4,1)"), 8);
        let wide = parse("fsN").unwrap().components[0].legs[0].vectors();
        assert!(wide.iter().all(|v| v.0.abs() == 2 && v.1 == 1), "{wide:?}");
        let narrow = parse("ffN").unwrap().components[0].legs[0].vectors();
        assert!(narrow.iter().all(|v| v.0.abs() == 1 && v.1 == 2), "{narrow:?}");
        assert_eq!(parse("frN").unwrap().components[0].legs[0].vectors(), vec![(1, 2)]);
        assert_eq!(parse("rfN").unwrap().components[0].legs[0].vectors(), vec![(2, 1)]);
        // v and s on oblique atoms: the narrow and the wide knight (trojan-decimal.md §0.4).
        let v = parse("vN").unwrap().components[0].legs[0].vectors();
        assert!(v.len() == 4 && v.iter().all(|p| p.0.abs() == 1), "{v:?}");
        let s = parse("sN").unwrap().components[0].legs[0].vectors();
        assert!(s.len() == 4 && s.iter().all(|p| p.0.abs() == 2), "{s:?}");
    }

    #[test]
    fn pawn_and_ranges() {
        let p = parse("fmWfceFifmnD").unwrap();
        assert_eq!(p.components.len(), 3);
        assert!(p.components[2].initial && p.components[2].legs[0].modes.lame);
        assert!(p.components[1].legs[0].modes.en_passant);
        assert_eq!(parse("NN").unwrap().components[0].legs[0].range, Range::Ride(None));
        assert_eq!(parse("W4").unwrap().components[0].legs[0].range, Range::Ride(Some(4)));
        assert_eq!(parse("W03").unwrap().components[0].legs[0].range, Range::Exact(3));
        assert_eq!(parse("R").unwrap().components[0].legs[0].range, Range::Ride(None));
    }

    #[test]
    fn multi_leg() {
        // `y` toggles: after a slide one step (the TCHESS Guardian), after a step a slide (XBoard's griffon).
        let g = parse("mRyafsbscR").unwrap();
        assert_eq!(g.components[1].legs[1].range, Range::Leap);
        let griffon = parse("yafsF").unwrap();
        assert_eq!(griffon.components[0].legs[0].range, Range::Leap);
        assert_eq!(griffon.components[0].legs[1].range, Range::Ride(None));
        assert!(parse("mRyR").is_err());
        let lion = parse("KNADcaKmcabK").unwrap();
        // K (2 atoms) + N + A + D + caK (2 x 2 atom combinations) + mcabK (4)
        assert_eq!(lion.components.len(), 13);
        assert_eq!(lion.components[5].legs.len(), 2);
        assert!(lion.components[5].legs[0].modes.capture && !lion.components[5].legs[0].modes.quiet);
    }

    #[test]
    fn errors_name_their_position() {
        let e = parse("fmWxQ").unwrap_err();
        assert_eq!(e.pos, 3);
        let e = parse("fmY").unwrap_err();
        assert_eq!(e.pos, 2);
        assert!(parse("").is_err());
        assert!(parse("fm").is_err());
        assert!(parse("(4,").is_err());
        assert!(parse("(99,1)").is_err());
    }
}

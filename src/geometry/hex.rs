//! The hexagonal lattice: a hexagon-shaped board of flat-topped cells, `n` cells across (Gliński's
//! board is `hex11`, 91 cells; spec variants-catalog §10.1).
//!
//! Files run a, b, c … left to right; file `q` has `n − |k − q|` cells (`k = (n − 1) / 2`), and
//! its ranks are counted from its lowest cell, so rank 1 is a "V" whose vertex is the middle
//! file's first cell. Drawing coordinates are (file, half-cell height): cell (q, r) sits at
//! `y = |k − q| + 2r` (r from 0), and every move vector of the engine is written in them — an
//! edge step is (0, ±2) or (±1, ±1), a corner step (±1, ±3) or (±2, 0), a knight leap
//! (±1, ±5), (±2, ±4) or (±3, ±1).
//!
//! Cells are indexed in axial coordinates (`index = t·n + q`, `t = (y + q − k) / 2`): a rhombus
//! of `n·n` slots whose corners are holes. Each vector changes the index by a fixed amount, so the
//! engine's ray tables work unchanged.

use super::{Geometry, GeometryError, Lattice, MAX_CELLS, MAX_SIDE};

/// The six edge-step vectors, anticlockwise from straight up (each next one turned 60°).
pub const EDGE_STEPS: [(i32, i32); 6] = [(0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1), (1, 1)];

/// Column spacing of the cell centres, in cell heights (flat-topped: √3 / 2).
const COLUMN: f64 = 0.866_025_403_784_438_6;
/// Distance from a cell's centre to its corners, in cell heights (1 / √3).
pub const RADIUS: f64 = 0.577_350_269_189_625_8;

fn half(g: &Geometry) -> i32 {
    (g.width as i32 - 1) / 2
}

/// A hexagon-shaped board `n` cells across (`n` odd).
pub(super) fn board(n: usize) -> Result<Geometry, GeometryError> {
    if n < 3 || n % 2 == 0 || n > MAX_SIDE || n * n > MAX_CELLS {
        return Err(GeometryError::BadSize(n, n));
    }
    let k = (n as i32 - 1) / 2;
    let mut present = Vec::new();
    for i in 0..n * n {
        let (q, t) = ((i % n) as i32, (i / n) as i32);
        present.push(t >= (q - k).max(0) && t <= (k + q).min(2 * k));
    }
    Ok(Geometry { width: n, height: n, lattice: Lattice::Hex, present, regions: vec![] })
}

fn axial(g: &Geometry, cell: usize) -> (i32, i32) {
    ((cell % g.width) as i32, (cell / g.width) as i32)
}

fn height_of(g: &Geometry, cell: usize) -> i32 {
    let (q, t) = axial(g, cell);
    2 * t - q + half(g)
}

/// The rank of a cell within its file (0 = the file's lowest cell).
pub(super) fn rank(g: &Geometry, cell: usize) -> usize {
    let (q, t) = axial(g, cell);
    (t - (q - half(g)).max(0)) as usize
}

/// The slot of (file, rank); `None` outside the rhombus of slots.
pub(super) fn cell(g: &Geometry, file: i32, rank: i32) -> Option<usize> {
    let t = rank + (file - half(g)).max(0);
    (t < g.width as i32).then(|| t as usize * g.width + file as usize)
}

/// The slot reached by a drawing-coordinate vector, if there is one.
pub(super) fn offset(g: &Geometry, cell: usize, dx: i32, dy: i32) -> Option<usize> {
    let (q, _) = axial(g, cell);
    let q2 = q + dx;
    let s = height_of(g, cell) + dy + q2 - half(g);
    if q2 < 0 || q2 >= g.width as i32 || s < 0 || s % 2 != 0 || s / 2 >= g.width as i32 {
        return None;
    }
    Some((s / 2) as usize * g.width + q2 as usize)
}

/// How much a vector changes a slot index.
pub(super) fn index_delta(g: &Geometry, dx: i32, dy: i32) -> i64 {
    ((dy + dx) / 2) as i64 * g.width as i64 + dx as i64
}

/// The cell reflected across the board's horizontal axis (same file).
pub(super) fn mirror(g: &Geometry, cell: usize) -> usize {
    let (q, t) = axial(g, cell);
    (half(g) - t + q) as usize * g.width + q as usize
}

/// Edge steps between two cells.
pub(super) fn distance(g: &Geometry, a: usize, b: usize) -> usize {
    let ((qa, ta), (qb, tb)) = (axial(g, a), axial(g, b));
    let (dq, dt) = (qb - qa, tb - ta);
    dq.abs().max(dt.abs()).max((dq - dt).abs()) as usize
}

/// Where a cell is drawn: the lower-left corner of a unit box around its centre, in cell heights;
/// the board's leftmost corner is at x = 0 and its lowest edge at y = 0.
pub(super) fn place(g: &Geometry, cell: usize) -> (f64, f64) {
    let (q, _) = axial(g, cell);
    (RADIUS + q as f64 * COLUMN - 0.5, height_of(g, cell) as f64 / 2.0)
}

/// Width and height of the whole board in cell heights.
pub fn extent(g: &Geometry) -> (f64, f64) {
    (2.0 * RADIUS + (g.width - 1) as f64 * COLUMN, g.width as f64)
}

/// The colour class of a cell: 0 black, 1 white, 2 grey (three colours, spec §10.2).
pub(super) fn shade(g: &Geometry, cell: usize) -> usize {
    match height_of(g, cell).rem_euclid(3) {
        2 => 0,
        0 => 1,
        _ => 2,
    }
}

/// The vectors of the atom (x, y): x edge steps and then y edge steps turned 60°, in all six
/// rotations and both reflections. (1,0) is the edge step (W), (1,1) the corner step (F), (2,1)
/// the twelve knight leaps (N).
pub fn atom_vectors(x: i32, y: i32) -> Vec<(i32, i32)> {
    let mut v = Vec::new();
    for k in 0..6 {
        let (a, b) = (EDGE_STEPS[k], EDGE_STEPS[(k + 1) % 6]);
        for (m, n) in [(x, y), (y, x)] {
            let p = (m * a.0 + n * b.0, m * a.1 + n * b.1);
            if p != (0, 0) && !v.contains(&p) {
                v.push(p);
            }
        }
    }
    v
}

/// A drawing-coordinate vector in Euclidean proportions (files are 1.5 corner radii apart, a
/// half-cell is √3/2 of one), for angles between vectors.
fn euclid(v: (i32, i32)) -> (f64, f64) {
    (v.0 as f64 * 1.5, v.1 as f64 * COLUMN)
}

/// The cells a lame or exact-range move along `v` passes: the multiples of the edge or corner
/// step `v` is a multiple of; otherwise the edge step nearest to `v`, as a knight's first leg.
pub fn lame_path(v: (i32, i32)) -> Vec<(i32, i32)> {
    let mut units = atom_vectors(1, 0);
    units.extend(atom_vectors(1, 1));
    for unit in units {
        let m = if unit.0 != 0 { v.0 / unit.0 } else { v.1 / unit.1 };
        if m > 1 && (unit.0 * m, unit.1 * m) == v {
            let mut path = Vec::new();
            for i in 1..m {
                path.push((unit.0 * i, unit.1 * i));
            }
            return path;
        }
        if m == 1 && unit == v {
            return vec![];
        }
    }
    let (vx, vy) = euclid(v);
    let nearest = EDGE_STEPS.iter().copied().max_by(|&a, &b| {
        let (ax, ay) = euclid(a);
        let (bx, by) = euclid(b);
        (ax * vx + ay * vy).total_cmp(&(bx * vx + by * vy))
    });
    match nearest {
        Some(n) => vec![n],
        None => vec![],
    }
}

/// Whether a drawing-coordinate vector points into the half-plane or along the axis a direction
/// letter names (`f` up, `b` down, `l` left, `r` right; `v` and `s` both ways), and its cosine to
/// that axis (the Euclidean angle, for doubled letters: `ff` = the most forward of the forward ones).
pub fn direction_cosine(c: char, v: (i32, i32)) -> Option<f64> {
    let (x, y) = euclid(v);
    let len = (x * x + y * y).sqrt();
    let (ok, along) = match c {
        'f' => (v.1 > 0, y),
        'b' => (v.1 < 0, -y),
        'l' => (v.0 < 0, -x),
        'r' => (v.0 > 0, x),
        'v' => (v.1 != 0, y.abs()),
        's' => (v.0 != 0, x.abs()),
        _ => (false, 0.0),
    };
    ok.then(|| along / len)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glinski() -> Geometry {
        Geometry::parse("hex11").unwrap()
    }

    fn names(g: &Geometry, from: &str, v: &[(i32, i32)], ride: bool) -> Vec<String> {
        let c = g.parse_square(from).unwrap();
        let mut out = Vec::new();
        for &(dx, dy) in v {
            let mut cur = c;
            while let Some(n) = g.offset(cur, dx, dy) {
                out.push(g.square_name(n));
                cur = n;
                if !ride {
                    break;
                }
            }
        }
        crate::sort::sort(&mut out);
        out
    }

    #[test]
    fn the_board_has_91_cells_with_the_spec_file_lengths() {
        let g = glinski();
        assert_eq!((0..g.cells()).filter(|&c| g.is_present(c)).count(), 91);
        let lengths: Vec<usize> =
            (0..11).map(|f| (0..11).filter(|&r| g.cell(f, r).is_some_and(|c| g.is_present(c))).count()).collect();
        assert_eq!(lengths, [6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]);
        for c in (0..g.cells()).filter(|&c| g.is_present(c)) {
            assert_eq!(g.parse_square(&g.square_name(c)).unwrap(), c);
            assert_eq!(g.mirror(g.mirror(c)), c);
        }
        assert!(g.parse_square("a7").is_err());
        assert_eq!(g.square_name(g.mirror(g.parse_square("f1").unwrap())), "f11");
        assert_eq!(g.square_name(g.mirror(g.parse_square("a1").unwrap())), "a6");
    }

    #[test]
    fn colours_follow_the_spec() {
        let g = glinski();
        let shade = |s: &str| g.shade(g.parse_square(s).unwrap());
        for s in ["a1", "f11", "k1"] {
            assert_eq!(shade(s), 0, "{s} is black");
        }
        for s in ["a6", "f1", "k6"] {
            assert_eq!(shade(s), 1, "{s} is white");
        }
        assert_eq!(shade("f6"), 2);
        let count = |k| (0..g.cells()).filter(|&c| g.is_present(c) && g.shade(c) == k).count();
        assert_eq!((count(0), count(1), count(2)), (30, 30, 31));
    }

    #[test]
    fn the_spec_worked_examples_from_f6() {
        let g = glinski();
        let rook = names(&g, "f6", &atom_vectors(1, 0), true);
        for s in ["e5", "d4", "c3", "b2", "a1", "f7", "f8", "f9", "f10", "f11"] {
            assert!(rook.contains(&s.to_string()), "rook reaches {s}");
        }
        let bishop = names(&g, "f6", &atom_vectors(1, 1), true);
        for s in ["d5", "b4", "g4", "h2"] {
            assert!(bishop.contains(&s.to_string()), "bishop reaches {s}");
        }
        let knight = names(&g, "f6", &atom_vectors(2, 1), false);
        let want = ["c4", "c5", "d3", "d7", "e3", "e8", "g3", "g8", "h3", "h7", "i4", "i5"];
        assert_eq!(knight, want.map(String::from).to_vec());
        assert_eq!(atom_vectors(1, 0).len(), 6);
        assert_eq!(atom_vectors(1, 1).len(), 6);
        assert_eq!(atom_vectors(2, 1).len(), 12);
    }

    #[test]
    fn index_deltas_match_offsets() {
        let g = glinski();
        let c = g.parse_square("f6").unwrap();
        for v in atom_vectors(1, 0).into_iter().chain(atom_vectors(1, 1)).chain(atom_vectors(2, 1)) {
            let to = g.offset(c, v.0, v.1).unwrap();
            assert_eq!(to as i64 - c as i64, g.index_delta(v.0, v.1), "{v:?}");
            assert_eq!(g.distance(c, to), g.distance(to, c));
        }
        assert_eq!(lame_path((0, 4)), vec![(0, 2)]);
        assert_eq!(lame_path((0, 2)), Vec::<(i32, i32)>::new());
        assert_eq!(lame_path((4, 0)), vec![(2, 0)]);
    }
}

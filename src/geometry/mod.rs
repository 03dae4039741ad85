//! Board geometry: the cells of a board, their names, directions and named regions.
//!
//! Cells are indexed row-major inside the bounding rectangle (`index = rank * width + file`,
//! rank 0 at White's side). Every direction vector therefore moves through increasing or
//! decreasing indices only, which is what the ray tables of the engine rely on. A hexagonal
//! board fits the same scheme with axial coordinates (module [`hex`]): its cells are indexed in a
//! rhombus, its vectors are written in drawing coordinates, and [`Geometry::offset`] translates.

pub mod bitset;
pub mod hex;

use std::fmt;

pub use bitset::{BitSet, Set128, Set256, Wide};

/// Largest supported board side (files or ranks).
pub const MAX_SIDE: usize = 26;
/// Longest square name, in bytes: a file letter and a rank of at most two digits (`z26`).
pub const MAX_SQUARE_NAME: usize = 3;
/// Largest supported cell count (bounding rectangle).
pub const MAX_CELLS: usize = bitset::WIDE_WORDS * 64;

/// The lattice a board is drawn on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lattice {
    /// Square cells (or intersections, as in xiangqi): 4 orthogonal and 4 diagonal neighbours.
    Square,
    /// Flat-topped hexagons on a hexagon-shaped board (Gliński): 6 edge and 6 corner neighbours.
    Hex,
}

/// Errors in a board description.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GeometryError {
    /// The size is outside the supported range.
    #[error("board size {0}x{1} is not supported (1..={MAX_SIDE} per side, at most {MAX_CELLS} cells)")]
    BadSize(usize, usize),
    /// A square name could not be read.
    #[error("bad square name '{}'", crate::error::shown(.0))]
    BadSquare(String),
    /// The square exists in the bounding rectangle but not on this board (a hole).
    #[error("square '{}' is not part of this board", crate::error::shown(.0))]
    AbsentSquare(String),
    /// A malformed `board =` value.
    #[error("bad board description '{}' (expected e.g. 8x8 or hex11)", crate::error::shown(.0))]
    BadBoard(String),
}

/// A named set of cells, e.g. `promotion`, `palace`, `zone`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// The region's name.
    pub name: String,
    /// Cell indices, ascending.
    pub cells: Vec<usize>,
}

/// The cells of a board and how they are named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Number of files (columns) of the bounding rectangle.
    pub width: usize,
    /// Number of ranks (rows) of the bounding rectangle.
    pub height: usize,
    /// The lattice.
    pub lattice: Lattice,
    present: Vec<bool>,
    /// Named regions.
    pub regions: Vec<Region>,
}

impl Geometry {
    /// A full rectangular board of `width` files and `height` ranks.
    pub fn rect(width: usize, height: usize) -> Result<Geometry, GeometryError> {
        if width == 0 || height == 0 || width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_CELLS {
            return Err(GeometryError::BadSize(width, height));
        }
        Ok(Geometry { width, height, lattice: Lattice::Square, present: vec![true; width * height], regions: vec![] })
    }

    /// Parses `"8x8"` (files x ranks) or `"hex11"` (a hexagon 11 cells across).
    pub fn parse(desc: &str) -> Result<Geometry, GeometryError> {
        if let Some(n) = desc.trim().strip_prefix("hex") {
            let n: usize = n.trim().parse().map_err(|_| GeometryError::BadBoard(desc.into()))?;
            return hex::board(n);
        }
        let (w, h) = desc.trim().split_once(['x', 'X']).ok_or_else(|| GeometryError::BadBoard(desc.into()))?;
        let w: usize = w.trim().parse().map_err(|_| GeometryError::BadBoard(desc.into()))?;
        let h: usize = h.trim().parse().map_err(|_| GeometryError::BadBoard(desc.into()))?;
        Geometry::rect(w, h)
    }

    /// Marks a cell as absent (a hole) or present.
    pub fn set_present(&mut self, cell: usize, present: bool) {
        if cell < self.present.len() {
            self.present[cell] = present;
        }
    }

    /// Number of cells of the bounding rectangle.
    #[inline]
    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// Whether the cell exists (is not a hole).
    #[inline]
    pub fn is_present(&self, cell: usize) -> bool {
        self.present.get(cell).copied().unwrap_or(false)
    }

    /// The king-step distance between two cells (Chebyshev; on hexagons, edge steps).
    pub fn distance(&self, a: usize, b: usize) -> usize {
        match self.lattice {
            Lattice::Square => self.file(a).abs_diff(self.file(b)).max(self.rank(a).abs_diff(self.rank(b))),
            Lattice::Hex => hex::distance(self, a, b),
        }
    }

    /// File (0-based) of a cell.
    #[inline]
    pub fn file(&self, cell: usize) -> usize {
        cell % self.width
    }

    /// Rank (0-based, from White's side) of a cell; on hexagons the V-shaped rank of its file.
    #[inline]
    pub fn rank(&self, cell: usize) -> usize {
        match self.lattice {
            Lattice::Square => cell / self.width,
            Lattice::Hex => hex::rank(self, cell),
        }
    }

    /// The cell at (file, rank), if inside the bounding shape (it may be a hole).
    #[inline]
    pub fn cell(&self, file: i32, rank: i32) -> Option<usize> {
        if file < 0 || rank < 0 || file >= self.width as i32 || rank >= self.height as i32 {
            None
        } else if self.lattice == Lattice::Hex {
            hex::cell(self, file, rank)
        } else {
            Some(rank as usize * self.width + file as usize)
        }
    }

    /// The present cell reached from `cell` by the vector (dx, dy), if any. Vectors are in drawing
    /// coordinates: files and ranks on squares; files and half-cells on hexagons ([`hex`]).
    #[inline]
    pub fn offset(&self, cell: usize, dx: i32, dy: i32) -> Option<usize> {
        let c = match self.lattice {
            Lattice::Square => self.cell(self.file(cell) as i32 + dx, self.rank(cell) as i32 + dy)?,
            Lattice::Hex => hex::offset(self, cell, dx, dy)?,
        };
        self.is_present(c).then_some(c)
    }

    /// For every cell of the rectangle (present or not), in index order, the present cell the vector
    /// (dx, dy) reaches from it: [`Geometry::offset`] for a whole board at once, without a division
    /// per cell (compiling a variant's tables steps every cell by every vector).
    pub fn offsets(&self, dx: i32, dy: i32) -> Vec<Option<usize>> {
        if self.lattice == Lattice::Hex {
            return (0..self.cells()).map(|c| self.offset(c, dx, dy)).collect();
        }
        let mut out = vec![None; self.cells()];
        // The rectangle of cells the vector leads from to a cell of the board, row by row.
        let (w, h) = (self.width as i32, self.height as i32);
        let files = (-dx).max(0)..(w - dx).min(w);
        for rank in (-dy).max(0)..(h - dy).min(h) {
            for file in files.clone() {
                let from = (rank * w + file) as usize;
                let to = ((rank + dy) * w + file + dx) as usize;
                if self.present[to] {
                    out[from] = Some(to);
                }
            }
        }
        out
    }

    /// How much a step by the vector (dx, dy) changes a cell index (the sign orders a ray).
    pub fn index_delta(&self, dx: i32, dy: i32) -> i64 {
        match self.lattice {
            Lattice::Square => dy as i64 * self.width as i64 + dx as i64,
            Lattice::Hex => hex::index_delta(self, dx, dy),
        }
    }

    /// The cells a FEN rank lists, left to right: every cell of the rectangle on squares (holes
    /// are written `*`), only the cells that exist on hexagons (spec §10.3).
    pub fn fen_rank(&self, rank: usize) -> Vec<usize> {
        let mut out = Vec::with_capacity(self.width);
        for f in 0..self.width {
            if let Some(c) = self.cell(f as i32, rank as i32) {
                if self.lattice == Lattice::Square || self.is_present(c) {
                    out.push(c);
                }
            }
        }
        out
    }

    /// The cell facing `cell` from the other side (the mirror across the board's middle rank).
    pub fn mirror(&self, cell: usize) -> usize {
        match self.lattice {
            Lattice::Square => (self.height - 1 - self.rank(cell)) * self.width + self.file(cell),
            Lattice::Hex => hex::mirror(self, cell),
        }
    }

    /// Where a cell is drawn: (column, row from the bottom) in cell units of White's view.
    pub fn place(&self, cell: usize) -> (f64, f64) {
        match self.lattice {
            Lattice::Square => (self.file(cell) as f64, self.rank(cell) as f64),
            Lattice::Hex => hex::place(self, cell),
        }
    }

    /// Canonical ASCII name of a cell: file letter + rank number (`e4`, `t20`).
    pub fn square_name(&self, cell: usize) -> String {
        square_text(self.file(cell), self.rank(cell) + 1)
    }

    /// The canonical names of `cells`, in order.
    pub fn square_names(&self, cells: &[usize]) -> Vec<String> {
        let mut out = Vec::with_capacity(cells.len());
        for &c in cells {
            out.push(self.square_name(c));
        }
        out
    }

    /// Reads a canonical square name; the cell must exist.
    pub fn parse_square(&self, s: &str) -> Result<usize, GeometryError> {
        let bad = || GeometryError::BadSquare(s.chars().take(16).collect());
        let bytes = s.as_bytes();
        if bytes.len() < 2 || bytes.len() > MAX_SQUARE_NAME || !bytes[0].is_ascii_lowercase() {
            return Err(bad());
        }
        let file = (bytes[0] - b'a') as i32;
        let digits = &s[1..];
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return Err(bad());
        }
        let rank = digits.parse::<u32>().ok().and_then(|n| i32::try_from(n).ok()).ok_or_else(bad)? - 1;
        let cell = self.cell(file, rank).ok_or_else(bad)?;
        if self.is_present(cell) {
            Ok(cell)
        } else {
            Err(GeometryError::AbsentSquare(s.chars().take(16).collect()))
        }
    }

    /// The concrete vectors of a symmetric leap atom (x, y): all its rotations and reflections
    /// (on hexagons: x edge steps and y steps turned 60°, in drawing coordinates).
    pub fn atom_vectors(&self, x: i32, y: i32) -> Vec<(i32, i32)> {
        if self.lattice == Lattice::Hex {
            return hex::atom_vectors(x, y);
        }
        let mut v = Vec::new();
        for (a, b) in [(x, y), (y, x)] {
            for (sa, sb) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                let p = (a * sa, b * sb);
                if !v.contains(&p) && p != (0, 0) {
                    v.push(p);
                }
            }
        }
        v
    }

    /// Cells of a named region, if the geometry has it.
    pub fn region(&self, name: &str) -> Option<&Region> {
        self.regions.iter().find(|r| r.name == name)
    }

    /// Whether a cell is light-coloured in the checkered pattern (a1 dark; on hexagons, white).
    pub fn is_light(&self, cell: usize) -> bool {
        self.shade(cell) == 1
    }

    /// The cell's colour class: 0 dark, 1 light on squares (a1 dark); 0 black, 1 white, 2 grey
    /// on hexagons (spec §10.2: a1 black, f1 white, f6 grey).
    pub fn shade(&self, cell: usize) -> usize {
        match self.lattice {
            Lattice::Square => (self.file(cell) + self.rank(cell)) % 2,
            Lattice::Hex => hex::shade(self, cell),
        }
    }
}

impl fmt::Display for Geometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

/// The canonical name of the square on file `file` (0: a) and rank `rank` (1: the first), `a1` or
/// `j10`. Written out by hand: `format!` runs the standard library's formatting for each name, and
/// a page names every square of every board it shows.
pub fn square_text(file: usize, rank: usize) -> String {
    let mut name = String::with_capacity(4);
    name.push(char::from(b'a' + file as u8));
    push_decimal(&mut name, rank as u64);
    name
}

/// Appends `n` in decimal digits: a small loop, where `to_string` would bring the standard
/// library's formatting into code that otherwise has none.
pub fn push_decimal(out: &mut String, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend(buf[i..].iter().map(|&b| char::from(b)));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A square's name is its file letter and rank number, as `format!` would write them.
    #[test]
    fn square_text_writes_file_letter_and_rank_number() {
        assert_eq!(square_text(0, 1), "a1");
        assert_eq!(square_text(9, 10), "j10");
        for file in 0..26 {
            for rank in (1..=120).chain([999, 1000, 65535]) {
                assert_eq!(square_text(file, rank), format!("{}{}", (b'a' + file as u8) as char, rank));
            }
        }
    }

    /// The whole-board step table is `offset` cell by cell: on a rectangle with holes (from present
    /// and absent cells alike), on a hexagonal board, and for vectors longer than the board.
    #[test]
    fn offsets_step_every_cell_as_offset_does() {
        let mut holed = Geometry::rect(10, 8).unwrap();
        for c in [0, 13, 44, 79] {
            holed.set_present(c, false);
        }
        let boards =
            [Geometry::rect(8, 8).unwrap(), holed, Geometry::rect(20, 12).unwrap(), Geometry::parse("hex11").unwrap()];
        let vectors = [(0, 1), (1, 2), (-2, -1), (3, 0), (0, -7), (-1, 1), (25, 0), (0, -30), (2, 4)];
        for g in &boards {
            for &(dx, dy) in &vectors {
                let table = g.offsets(dx, dy);
                assert_eq!(table.len(), g.cells());
                for (c, &to) in table.iter().enumerate() {
                    assert_eq!(
                        to,
                        g.offset(c, dx, dy),
                        "{}x{} {:?}: cell {c} by ({dx}, {dy})",
                        g.width,
                        g.height,
                        g.lattice
                    );
                }
            }
        }
    }

    #[test]
    fn names_round_trip_on_large_boards() {
        let g = Geometry::rect(20, 20).unwrap();
        for c in 0..g.cells() {
            assert_eq!(g.parse_square(&g.square_name(c)).unwrap(), c);
        }
        assert!(g.parse_square("u1").is_err());
        assert!(g.parse_square("a21").is_err());
        assert!(g.parse_square("a0").is_err());
        assert!(g.parse_square("").is_err());
        assert!(Geometry::rect(30, 30).is_err());
    }

    #[test]
    fn atoms_have_their_symmetric_images() {
        let g = Geometry::rect(8, 8).unwrap();
        assert_eq!(g.atom_vectors(1, 0).len(), 4);
        assert_eq!(g.atom_vectors(1, 1).len(), 4);
        assert_eq!(g.atom_vectors(2, 1).len(), 8);
    }
}

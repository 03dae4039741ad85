//! Per-cell tables of the compiled moves (a square set, or a pair of them, for each cell of the
//! board), stored so that a variant's tables stay small: equal tables share one copy (the empty
//! tables, white's and black's moves of a symmetric piece, a slide and the ray of its direction),
//! and a shared table is copied only when written. On a 20x20 board one table of 448-bit sets
//! is 22 KB, and a variant has hundreds of them.

use std::fmt;
use std::ops::{Index, IndexMut, Range};
use std::sync::Arc;

/// One entry per cell; reads like a slice (`table[cell]`), writes copy the table first if it is
/// shared.
#[derive(Clone)]
pub(crate) struct CellSets<T> {
    sets: Arc<[T]>,
}

impl<T: Copy + Default + PartialEq> CellSets<T> {
    /// A table of `cells` empty entries (a copy of its own: [`Blanks::table`] shares one).
    pub fn new(cells: usize) -> Self {
        CellSets { sets: vec![T::default(); cells].into() }
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.sets.len()
    }

    /// Shares the storage of `other` if the two tables are equal.
    pub fn share_if_equal(&mut self, other: &CellSets<T>) {
        if self == other {
            self.sets = Arc::clone(&other.sets);
        }
    }

    /// Whether the two tables share one copy.
    pub fn same_storage(&self, other: &CellSets<T>) -> bool {
        Arc::ptr_eq(&self.sets, &other.sets)
    }

    /// The entries in cell order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.sets.iter()
    }

    /// The entries as a slice: a loop that reads the table at many cells takes it once, where
    /// indexing the table would read its address and length again at each turn.
    #[inline(always)]
    pub fn cells(&self) -> &[T] {
        &self.sets
    }
}

impl<T> Index<usize> for CellSets<T> {
    type Output = T;
    #[inline]
    fn index(&self, cell: usize) -> &T {
        &self.sets[cell]
    }
}

impl<T: Copy> CellSets<T> {
    /// Every cell's entry for writing, the table made this table's own once (for loops writing
    /// many cells: [`IndexMut`] checks the sharing at each write).
    pub fn cells_mut(&mut self) -> &mut [T] {
        if Arc::get_mut(&mut self.sets).is_none() {
            self.sets = Arc::from(&self.sets[..]);
        }
        Arc::get_mut(&mut self.sets).expect("a table just copied is not shared")
    }
}

impl<T: Copy + PartialEq> CellSets<T> {
    /// Writes `value` at `cell` where it differs from the entry there: a shared table is copied
    /// only for a change.
    pub fn assign(&mut self, cell: usize, value: T) {
        if self.sets[cell] != value {
            self.cells_mut()[cell] = value;
        }
    }
}

impl<T: Copy> IndexMut<usize> for CellSets<T> {
    #[inline]
    fn index_mut(&mut self, cell: usize) -> &mut T {
        &mut self.cells_mut()[cell]
    }
}

impl<T> Index<Range<usize>> for CellSets<T> {
    type Output = [T];
    /// A run of entries (a table with several entries a cell is indexed by entry).
    #[inline]
    fn index(&self, range: Range<usize>) -> &[T] {
        &self.sets[range]
    }
}

impl<T: PartialEq> PartialEq for CellSets<T> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.sets, &other.sets) || self.sets == other.sets
    }
}

impl<T: fmt::Debug> fmt::Debug for CellSets<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.sets.iter()).finish()
    }
}

impl<T> FromIterator<T> for CellSets<T> {
    fn from_iter<I: IntoIterator<Item = T>>(entries: I) -> Self {
        CellSets { sets: entries.into_iter().collect() }
    }
}

/// The all-empty tables of one variant's compilation, one per length: every table starts as
/// one of them, and only a table that is written takes memory of its own.
pub(crate) struct Blanks<T> {
    by_len: Vec<Arc<[T]>>,
}

impl<T: Copy + Default> Blanks<T> {
    /// None made yet.
    pub fn new() -> Self {
        Blanks { by_len: Vec::new() }
    }

    /// A table of `cells` empty entries, sharing the one all-empty copy of that length.
    pub fn table(&mut self, cells: usize) -> CellSets<T> {
        let sets = match self.by_len.iter().find(|b| b.len() == cells) {
            Some(b) => Arc::clone(b),
            None => {
                let b: Arc<[T]> = vec![T::default(); cells].into();
                self.by_len.push(Arc::clone(&b));
                b
            }
        };
        CellSets { sets }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_read_like_slices_and_write_on_their_own_copy() {
        let mut blanks = Blanks::new();
        let mut t: CellSets<u64> = blanks.table(5);
        let u = blanks.table(5);
        assert!(Arc::ptr_eq(&t.sets, &u.sets));
        assert_eq!(t.len(), 5);
        assert!(t.iter().all(|&e| e == 0));
        t[2] |= 8;
        assert_eq!(t.iter().copied().collect::<Vec<_>>(), vec![0, 0, 8, 0, 0]);
        assert!(u.iter().all(|&e| e == 0));
        assert_eq!(t, CellSets::<u64>::from_iter([0, 0, 8, 0, 0]));
        assert_ne!(t, CellSets::new(5));
    }

    #[test]
    fn assigning_an_equal_entry_keeps_the_table_shared() {
        let mut blanks = Blanks::new();
        let mut t: CellSets<u64> = blanks.table(4);
        let u = blanks.table(4);
        t.assign(1, 0);
        assert!(t.same_storage(&u), "an equal entry copies nothing");
        t.assign(1, 5);
        assert!(!t.same_storage(&u), "a change takes a copy of its own");
        assert_eq!(t.iter().copied().collect::<Vec<_>>(), vec![0, 5, 0, 0]);
        assert!(u.iter().all(|&e| e == 0));
    }

    #[test]
    fn equal_tables_share_and_writes_unshare() {
        let a = CellSets::<u64>::from_iter([1u64, 2, 3]);
        let mut b = CellSets::<u64>::from_iter([1u64, 2, 3]);
        let mut c = CellSets::<u64>::from_iter([1u64, 2, 4]);
        b.share_if_equal(&a);
        c.share_if_equal(&a);
        assert!(Arc::ptr_eq(&a.sets, &b.sets));
        assert!(!Arc::ptr_eq(&a.sets, &c.sets));
        b[0] = 9;
        assert_eq!((a[0], b[0]), (1, 9));
        let pairs: CellSets<(u64, u64)> = [(1, 2), (3, 4)].into_iter().collect();
        assert_eq!(&pairs[1..2], &[(3, 4)]);
    }
}

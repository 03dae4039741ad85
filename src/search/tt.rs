//! The transposition table: a fixed-size array of entries indexed by the position hash, always
//! replaced except when a deeper entry of the same position would be lost.

/// What a stored score means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The exact score.
    Exact,
    /// At least this score (a beta cut-off).
    Lower,
    /// At most this score (no move raised alpha).
    Upper,
}

/// One stored search result.
#[derive(Debug, Clone, Copy)]
pub struct Entry<M> {
    /// The full hash (the index uses only its low bits).
    pub key: u64,
    /// The best or refuting move found.
    pub mv: Option<M>,
    /// The score, mate scores relative to this node.
    pub score: i32,
    /// The depth searched.
    pub depth: i16,
    /// The kind of score.
    pub bound: Bound,
}

/// A transposition table for moves of type `M`.
#[derive(Debug, Clone)]
pub struct Table<M> {
    entries: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of about `megabytes` MB (a power of two entries, at least 1024).
    pub fn new(megabytes: usize) -> Table<M> {
        let size = std::mem::size_of::<Option<Entry<M>>>().max(1);
        let want = (megabytes.max(1) << 20) / size;
        let mut n = 1024;
        while n * 2 <= want {
            n *= 2;
        }
        Table { entries: vec![None; n], mask: n - 1 }
    }

    /// The entry of a position, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Stores a result (keeping a deeper entry of the same position unless this one is exact).
    #[inline]
    pub fn store(&mut self, e: Entry<M>) {
        let slot = &mut self.entries[e.key as usize & self.mask];
        if let Some(old) = slot {
            if old.key == e.key && old.depth > e.depth && e.bound != Bound::Exact {
                if old.mv.is_none() {
                    old.mv = e.mv;
                }
                return;
            }
        }
        *slot = Some(e);
    }

    /// Empties the table (a new game).
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }
}

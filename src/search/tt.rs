//! The transposition table: a fixed-size array of two-entry buckets indexed by the position hash.
//! A result of a position already stored replaces it unless that one is deeper and this one is not
//! exact; otherwise it goes into the bucket's entry that is from an older search or shallower.

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
    entries: Vec<Option<(Entry<M>, u8)>>,
    mask: usize,
    age: u8,
}

impl<M: Copy> Table<M> {
    /// A table of about `megabytes` MB (a power of two entries, at least 1024).
    pub fn new(megabytes: usize) -> Table<M> {
        let size = std::mem::size_of::<Option<(Entry<M>, u8)>>().max(1);
        let want = (megabytes.max(1) << 20) / size;
        let mut n = 1024;
        while n * 2 <= want {
            n *= 2;
        }
        Table { entries: vec![None; n], mask: n - 2, age: 0 }
    }

    /// Marks the start of a new search: entries of earlier searches are replaced first.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The entry of a position, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        let i = key as usize & self.mask;
        self.entries[i..i + 2].iter().flatten().find(|(e, _)| e.key == key).map(|&(e, _)| e)
    }

    /// Stores a result (keeping a deeper entry of the same position unless this one is exact).
    #[inline]
    pub fn store(&mut self, e: Entry<M>) {
        let i = e.key as usize & self.mask;
        let age = self.age;
        let bucket = &mut self.entries[i..i + 2];
        if let Some((old, old_age)) = bucket.iter_mut().flatten().find(|(o, _)| o.key == e.key) {
            if old.depth > e.depth && e.bound != Bound::Exact {
                if old.mv.is_none() {
                    old.mv = e.mv;
                }
                *old_age = age;
                return;
            }
            let mv = e.mv.or(old.mv);
            *old = Entry { mv, ..e };
            *old_age = age;
            return;
        }
        // The victim: an empty slot, else the one of the oldest search, else the shallower.
        let worth = |s: &Option<(Entry<M>, u8)>| match s {
            None => i32::MIN,
            Some((o, a)) => o.depth as i32 - 8 * i32::from(age.wrapping_sub(*a)),
        };
        let k = if worth(&bucket[0]) <= worth(&bucket[1]) { 0 } else { 1 };
        bucket[k] = Some((e, age));
    }

    /// Empties the table (a new game).
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = None);
    }
}

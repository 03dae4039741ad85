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

/// One stored result with the search it was stored in (`age`): the fields of [`Entry`] laid
/// out flat, so that the age fills the entry's padding (with a chess move, 32 bytes a slot).
#[derive(Debug, Clone, Copy)]
struct Slot<M> {
    key: u64,
    mv: Option<M>,
    score: i32,
    depth: i16,
    bound: Bound,
    age: u8,
}

impl<M: Copy> Slot<M> {
    fn entry(&self) -> Entry<M> {
        Entry { key: self.key, mv: self.mv, score: self.score, depth: self.depth, bound: self.bound }
    }
}

/// The two slots a position may be stored in, on one cache line where the slots are 32 bytes or
/// less: a probe then reads one line of memory, not two.
#[derive(Debug, Clone, Copy)]
#[repr(align(64))]
struct Bucket<M>([Option<Slot<M>>; 2]);

/// A transposition table for moves of type `M`.
#[derive(Debug, Clone)]
pub struct Table<M> {
    buckets: Vec<Bucket<M>>,
    mask: usize,
    age: u8,
}

impl<M: Copy> Table<M> {
    /// A table of about `megabytes` MB (a power of two buckets, at least 512).
    pub fn new(megabytes: usize) -> Table<M> {
        let size = std::mem::size_of::<Bucket<M>>().max(1);
        let want = (megabytes.max(1) << 20) / size;
        let mut n = 512;
        while n * 2 <= want {
            n *= 2;
        }
        Table { buckets: vec![Bucket([None; 2]); n], mask: n - 1, age: 0 }
    }

    /// Marks the start of a new search: entries of earlier searches are replaced first.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// The bucket of a position's hash.
    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key >> 1) as usize & self.mask
    }

    /// The entry of a position, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.buckets[self.bucket(key)].0.iter().flatten().find(|s| s.key == key).map(Slot::entry)
    }

    /// Stores a result (keeping a deeper entry of the same position unless this one is exact).
    #[inline]
    pub fn store(&mut self, e: Entry<M>) {
        let age = self.age;
        let b = self.bucket(e.key);
        let bucket = &mut self.buckets[b].0;
        if let Some(old) = bucket.iter_mut().flatten().find(|o| o.key == e.key) {
            if old.depth > e.depth && e.bound != Bound::Exact {
                if old.mv.is_none() {
                    old.mv = e.mv;
                }
                old.age = age;
                return;
            }
            let mv = e.mv.or(old.mv);
            *old = Slot { key: e.key, mv, score: e.score, depth: e.depth, bound: e.bound, age };
            return;
        }
        // The victim: an empty slot, else the one of the oldest search, else the shallower.
        let worth = |s: &Option<Slot<M>>| match s {
            None => i32::MIN,
            Some(o) => o.depth as i32 - 8 * i32::from(age.wrapping_sub(o.age)),
        };
        let k = if worth(&bucket[0]) <= worth(&bucket[1]) { 0 } else { 1 };
        bucket[k] = Some(Slot { key: e.key, mv: e.mv, score: e.score, depth: e.depth, bound: e.bound, age });
    }

    /// Empties the table (a new game).
    pub fn clear(&mut self) {
        self.buckets.iter_mut().for_each(|b| *b = Bucket([None; 2]));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Move;

    fn entry(key: u64, depth: i16, bound: Bound) -> Entry<Move> {
        Entry { key, mv: Some(Move::normal(12, 28)), score: 35, depth, bound }
    }

    /// A chess move's slot is 32 bytes, so that the two slots of a bucket share one cache line.
    #[test]
    fn a_bucket_is_one_cache_line() {
        assert_eq!(std::mem::size_of::<Option<Slot<Move>>>(), 32);
        assert_eq!(std::mem::size_of::<Bucket<Move>>(), 64);
        assert_eq!(std::mem::align_of::<Bucket<Move>>(), 64);
        assert_eq!(Table::<Move>::new(1).buckets.len(), 1 << 14);
    }

    /// Two positions of one bucket are both kept; a third replaces the shallower; a shallower
    /// bound does not replace a deeper result of the same position, an exact one does.
    #[test]
    fn stores_and_replaces_by_depth() {
        let mut t = Table::<Move>::new(1);
        let (a, b, c) = (6, 7, 6 + (1 << 20));
        assert_eq!(t.bucket(a), t.bucket(b));
        assert_eq!(t.bucket(a), t.bucket(c));
        t.store(entry(a, 5, Bound::Exact));
        t.store(entry(b, 2, Bound::Lower));
        assert_eq!(t.probe(a).map(|e| e.depth), Some(5));
        assert_eq!(t.probe(b).map(|e| e.bound), Some(Bound::Lower));
        t.store(entry(c, 3, Bound::Upper));
        assert!(t.probe(b).is_none());
        assert_eq!(t.probe(c).map(|e| (e.depth, e.score)), Some((3, 35)));
        t.store(entry(a, 1, Bound::Lower));
        assert_eq!(t.probe(a).map(|e| e.depth), Some(5));
        t.store(Entry { mv: None, ..entry(a, 1, Bound::Exact) });
        assert_eq!(t.probe(a).map(|e| (e.depth, e.mv)), Some((1, Some(Move::normal(12, 28)))));
        t.clear();
        assert!(t.probe(a).is_none() && t.probe(c).is_none());
    }
}

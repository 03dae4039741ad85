//! Square sets of a fixed width: `u64` for boards up to 64 cells, `u128` up to 128, [`Wide`] beyond.
//!
//! The engine is generic over [`BitSet`]; the width is chosen once, when a variant loads.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of square indices with a fixed capacity, used for every board mask.
pub trait BitSet:
    Copy
    + Clone
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// Number of indices the set can hold.
    const CAPACITY: usize;
    /// The empty set.
    const EMPTY: Self;
    /// The set holding only `i`.
    fn single(i: usize) -> Self;
    /// Whether `i` is in the set.
    fn has(&self, i: usize) -> bool;
    /// Adds `i`.
    #[inline]
    fn set(&mut self, i: usize) {
        *self |= Self::single(i);
    }
    /// Removes `i`.
    #[inline]
    fn clear(&mut self, i: usize) {
        *self &= !Self::single(i);
    }
    /// Whether the set is empty.
    fn is_empty(&self) -> bool;
    /// Number of members.
    fn count(&self) -> u32;
    /// Lowest member (the set must not be empty).
    fn lsb(&self) -> usize;
    /// Highest member (the set must not be empty).
    fn msb(&self) -> usize;
    /// Removes and returns the lowest member (the set must not be empty).
    #[inline]
    fn pop_lsb(&mut self) -> usize {
        let i = self.lsb();
        self.clear(i);
        i
    }
    /// Iterates over the members in increasing order.
    #[inline]
    fn iter(self) -> BitIter<Self> {
        BitIter(self)
    }
    /// Whether the two sets share a member.
    #[inline]
    fn intersects(&self, other: Self) -> bool {
        !(*self & other).is_empty()
    }
}

/// Iterator over the members of a [`BitSet`].
pub struct BitIter<B: BitSet>(B);

impl<B: BitSet> Iterator for BitIter<B> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0.is_empty() {
            None
        } else {
            Some(self.0.pop_lsb())
        }
    }
}

macro_rules! prim_bitset {
    ($t:ty, $bits:expr) => {
        impl BitSet for $t {
            const CAPACITY: usize = $bits;
            const EMPTY: Self = 0;
            #[inline]
            fn single(i: usize) -> Self {
                1 << i
            }
            #[inline]
            fn has(&self, i: usize) -> bool {
                (*self >> i) & 1 != 0
            }
            #[inline]
            fn set(&mut self, i: usize) {
                *self |= 1 << i;
            }
            #[inline]
            fn clear(&mut self, i: usize) {
                *self &= !(1 << i);
            }
            #[inline]
            fn is_empty(&self) -> bool {
                *self == 0
            }
            #[inline]
            fn count(&self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn lsb(&self) -> usize {
                self.trailing_zeros() as usize
            }
            #[inline]
            fn msb(&self) -> usize {
                ($bits - 1 - self.leading_zeros()) as usize
            }
            #[inline]
            fn pop_lsb(&mut self) -> usize {
                let i = self.trailing_zeros() as usize;
                *self &= *self - 1;
                i
            }
        }
    };
}
prim_bitset!(u64, 64);
prim_bitset!(u128, 128);

/// Number of 64-bit words in [`Wide`]: 448 cells, enough for 20x20 boards (400) and 21x21.
pub const WIDE_WORDS: usize = 7;

/// A square set for boards of more than 128 cells (up to 448).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Wide(pub [u64; WIDE_WORDS]);

macro_rules! wide_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Wide {
            type Output = Wide;
            #[inline]
            fn $f(self, o: Wide) -> Wide {
                let mut r = [0u64; WIDE_WORDS];
                for i in 0..WIDE_WORDS {
                    r[i] = self.0[i] $op o.0[i];
                }
                Wide(r)
            }
        }
        impl $tra for Wide {
            #[inline]
            fn $fa(&mut self, o: Wide) {
                for i in 0..WIDE_WORDS {
                    self.0[i] = self.0[i] $op o.0[i];
                }
            }
        }
    };
}
wide_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
wide_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
wide_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Wide {
    type Output = Wide;
    #[inline]
    fn not(self) -> Wide {
        let mut r = self.0;
        for w in r.iter_mut() {
            *w = !*w;
        }
        Wide(r)
    }
}

impl BitSet for Wide {
    const CAPACITY: usize = 64 * WIDE_WORDS;
    const EMPTY: Self = Wide([0; WIDE_WORDS]);
    #[inline]
    fn single(i: usize) -> Self {
        let mut r = [0u64; WIDE_WORDS];
        r[i / 64] = 1 << (i % 64);
        Wide(r)
    }
    #[inline]
    fn has(&self, i: usize) -> bool {
        (self.0[i / 64] >> (i % 64)) & 1 != 0
    }
    #[inline]
    fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    #[inline]
    fn clear(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }
    #[inline]
    fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    #[inline]
    fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }
    #[inline]
    fn lsb(&self) -> usize {
        for (i, &w) in self.0.iter().enumerate() {
            if w != 0 {
                return i * 64 + w.trailing_zeros() as usize;
            }
        }
        Self::CAPACITY
    }
    #[inline]
    fn msb(&self) -> usize {
        for i in (0..WIDE_WORDS).rev() {
            let w = self.0[i];
            if w != 0 {
                return i * 64 + 63 - w.leading_zeros() as usize;
            }
        }
        Self::CAPACITY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exercise<B: BitSet>() {
        let mut s = B::EMPTY;
        assert!(s.is_empty());
        for i in [0usize, 5, 63.min(B::CAPACITY - 1), B::CAPACITY - 1] {
            s.set(i);
        }
        assert!(s.has(5) && s.has(B::CAPACITY - 1));
        assert_eq!(s.lsb(), 0);
        assert_eq!(s.msb(), B::CAPACITY - 1);
        let v: Vec<usize> = s.iter().collect();
        assert_eq!(v.len() as u32, s.count());
        s.clear(0);
        assert_eq!(s.lsb(), 5);
        assert!((!B::EMPTY).has(B::CAPACITY - 1));
    }

    #[test]
    fn all_widths_behave_alike() {
        exercise::<u64>();
        exercise::<u128>();
        exercise::<Wide>();
    }
}

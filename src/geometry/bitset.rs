//! Square sets of a fixed width: `u64` for boards up to 64 cells, [`Set128`] up to 128, [`Set256`]
//! up to 256, [`Wide`] beyond.
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
    /// Whether the set has exactly one member.
    #[inline]
    fn is_single(&self) -> bool {
        self.count() == 1
    }
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
    /// The set of the indices from `lo` to `hi`, both included (`lo <= hi < CAPACITY`).
    #[inline]
    fn span(lo: usize, hi: usize) -> Self {
        let mut r = Self::EMPTY;
        for i in lo..=hi {
            r.set(i);
        }
        r
    }
    /// The set moved up by `delta` indices (down where negative), members moved past either end
    /// dropped; `delta` lies strictly between `-CAPACITY` and `CAPACITY`.
    #[inline]
    fn shifted(self, delta: i32) -> Self {
        let mut r = Self::EMPTY;
        for i in self.iter() {
            let j = i as i64 + i64::from(delta);
            if (0..Self::CAPACITY as i64).contains(&j) {
                r.set(j as usize);
            }
        }
        r
    }
    /// Whether [`BitSet::line_attack`] is fast (word arithmetic, no branches): then the engine
    /// computes riders line by line rather than ray by ray.
    const LINE_ARITH: bool = false;
    /// The cells a rider on a line reaches with occupancy `occ`, first blockers included, where
    /// `lower` is its ray toward lower indices and `upper` its ray toward higher ones (each ray's
    /// cells ordered by index along it). The 64- and 128-bit sets use the obstruction difference
    /// (M. Hoffmann's method, chessprogramming.org): branch-free, no table beyond the two rays.
    #[inline]
    fn line_attack(occ: Self, lower: Self, upper: Self) -> Self {
        let (lb, ub) = (lower & occ, upper & occ);
        let lo = if lb.is_empty() { 0 } else { lb.msb() };
        let hi = if ub.is_empty() { Self::CAPACITY } else { ub.lsb() };
        let mut r = Self::EMPTY;
        for i in (lower | upper).iter().filter(|&i| i >= lo && i <= hi) {
            r.set(i);
        }
        r
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

/// The set holding only `i` (`i < 64`).
#[inline(always)]
fn single64(i: usize) -> u64 {
    1 << i
}

/// Whether `i` is in `x`.
#[inline(always)]
fn bit64(x: u64, i: usize) -> bool {
    (x >> i) & 1 != 0
}

/// `x` moved up by `d` cells (down where negative), `|d| < 64`.
#[inline(always)]
fn shift64(x: u64, d: i32) -> u64 {
    if d >= 0 {
        x << d
    } else {
        x >> -d
    }
}

macro_rules! prim_bitset {
    ($t:ty, $bits:expr, $single:ident, $bit:ident, $shift:ident) => {
        impl BitSet for $t {
            const CAPACITY: usize = $bits;
            const EMPTY: Self = 0;
            #[inline]
            fn single(i: usize) -> Self {
                $single(i)
            }
            #[inline]
            fn has(&self, i: usize) -> bool {
                $bit(*self, i)
            }
            #[inline]
            fn set(&mut self, i: usize) {
                *self |= $single(i);
            }
            #[inline]
            fn clear(&mut self, i: usize) {
                *self &= !$single(i);
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
            fn is_single(&self) -> bool {
                *self != 0 && *self & (*self - 1) == 0
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
            #[inline]
            fn span(lo: usize, hi: usize) -> Self {
                let top = $single(hi);
                (top | (top - 1)) & !($single(lo) - 1)
            }
            #[inline]
            fn shifted(self, delta: i32) -> Self {
                $shift(self, delta)
            }
            const LINE_ARITH: bool = true;
            #[inline]
            fn line_attack(occ: Self, lower: Self, upper: Self) -> Self {
                let (lb, ub) = (lower & occ, upper & occ);
                // All cells from the nearest lower blocker (or cell 0) up to the nearest upper
                // blocker: 2 * ls1b(upper) - ms1b(lower), wrapping (no upper blocker: all above).
                let low = $single(($bits - 1 - (lb | 1).leading_zeros()) as usize);
                let high = (ub & ub.wrapping_neg()).wrapping_shl(1);
                (lower | upper) & high.wrapping_sub(low)
            }
        }
    };
}
prim_bitset!(u64, 64, single64, bit64, shift64);

/// A set for boards of up to 128 cells, held as two 64-bit words. Not a `u128`: wasm32 has no
/// 128-bit integers, and LLVM turns even word-wise code on a `u128` back into 128-bit shifts,
/// which wasm makes calls of compiler-rt's `__ashlti3` / `__lshrti3`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Set128 {
    lo: u64,
    hi: u64,
}

macro_rules! set128_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Set128 {
            type Output = Set128;
            #[inline(always)]
            fn $f(self, o: Set128) -> Set128 {
                Set128 { lo: self.lo $op o.lo, hi: self.hi $op o.hi }
            }
        }
        impl $tra for Set128 {
            #[inline(always)]
            fn $fa(&mut self, o: Set128) {
                self.lo = self.lo $op o.lo;
                self.hi = self.hi $op o.hi;
            }
        }
    };
}
set128_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
set128_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
set128_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Set128 {
    type Output = Set128;
    #[inline(always)]
    fn not(self) -> Set128 {
        Set128 { lo: !self.lo, hi: !self.hi }
    }
}

impl Set128 {
    /// The indices below `i` (`i <= 128`).
    #[inline(always)]
    fn below(i: usize) -> Self {
        match i {
            0..=63 => Set128 { lo: (1u64 << i) - 1, hi: 0 },
            64..=127 => Set128 { lo: u64::MAX, hi: (1u64 << (i - 64)) - 1 },
            _ => Set128 { lo: u64::MAX, hi: u64::MAX },
        }
    }

    /// `self - o`, both read as 128-bit numbers, wrapping.
    #[inline(always)]
    fn wrapping_sub(self, o: Self) -> Self {
        let (lo, borrow) = self.lo.overflowing_sub(o.lo);
        Set128 { lo, hi: self.hi.wrapping_sub(o.hi).wrapping_sub(u64::from(borrow)) }
    }
}

impl BitSet for Set128 {
    const CAPACITY: usize = 128;
    const EMPTY: Self = Set128 { lo: 0, hi: 0 };
    #[inline(always)]
    fn single(i: usize) -> Self {
        let b = 1u64 << (i & 63);
        if i < 64 {
            Set128 { lo: b, hi: 0 }
        } else {
            Set128 { lo: 0, hi: b }
        }
    }
    #[inline(always)]
    fn has(&self, i: usize) -> bool {
        let w = if i < 64 { self.lo } else { self.hi };
        (w >> (i & 63)) & 1 != 0
    }
    #[inline(always)]
    fn set(&mut self, i: usize) {
        *self |= Self::single(i);
    }
    #[inline(always)]
    fn clear(&mut self, i: usize) {
        *self &= !Self::single(i);
    }
    #[inline(always)]
    fn is_empty(&self) -> bool {
        self.lo | self.hi == 0
    }
    #[inline(always)]
    fn count(&self) -> u32 {
        self.lo.count_ones() + self.hi.count_ones()
    }
    #[inline(always)]
    fn is_single(&self) -> bool {
        self.count() == 1
    }
    #[inline(always)]
    fn lsb(&self) -> usize {
        if self.lo != 0 {
            self.lo.trailing_zeros() as usize
        } else {
            64 + self.hi.trailing_zeros() as usize
        }
    }
    #[inline(always)]
    fn msb(&self) -> usize {
        if self.hi != 0 {
            127 - self.hi.leading_zeros() as usize
        } else {
            63 - self.lo.leading_zeros() as usize
        }
    }
    #[inline(always)]
    fn pop_lsb(&mut self) -> usize {
        if self.lo != 0 {
            let i = self.lo.trailing_zeros() as usize;
            self.lo &= self.lo - 1;
            i
        } else {
            let i = 64 + self.hi.trailing_zeros() as usize;
            self.hi &= self.hi.wrapping_sub(1);
            i
        }
    }
    #[inline]
    fn span(lo: usize, hi: usize) -> Self {
        Self::below(hi + 1) & !Self::below(lo)
    }
    #[inline]
    fn shifted(self, d: i32) -> Self {
        let Set128 { lo, hi } = self;
        let k = d.unsigned_abs();
        let (lo, hi) = if k >= 64 {
            if d > 0 {
                (0, lo << (k - 64))
            } else {
                (hi >> (k - 64), 0)
            }
        } else if k == 0 {
            (lo, hi)
        } else if d > 0 {
            (lo << k, (hi << k) | (lo >> (64 - k)))
        } else {
            ((lo >> k) | (hi << (64 - k)), hi >> k)
        };
        Set128 { lo, hi }
    }
    const LINE_ARITH: bool = true;
    #[inline(always)]
    fn line_attack(occ: Self, lower: Self, upper: Self) -> Self {
        // As the primitive sets do (`prim_bitset`), on the two words: all cells from the nearest
        // lower blocker (or cell 0) up to the nearest upper blocker, 2 * ls1b(upper) - ms1b(lower).
        let (lb, ub) = (lower & occ, upper & occ);
        let low = Self::single((lb | Self::single(0)).msb());
        let least = if ub.lo != 0 {
            Set128 { lo: ub.lo & ub.lo.wrapping_neg(), hi: 0 }
        } else {
            Set128 { lo: 0, hi: ub.hi & ub.hi.wrapping_neg() }
        };
        let high = Set128 { lo: least.lo << 1, hi: (least.hi << 1) | (least.lo >> 63) };
        (lower | upper) & high.wrapping_sub(low)
    }
}

/// Number of 64-bit words in [`Wide`]: 448 cells, enough for 20x20 boards (400) and 21x21.
pub const WIDE_WORDS: usize = 7;

/// A square set of `N` 64-bit words, for boards of more than 128 cells.
#[derive(Copy, Clone, Eq, Debug)]
pub struct Words<const N: usize>(pub [u64; N]);

/// In wasm word by word: the arrays' own comparison calls `memcmp`, which there is a loop over
/// bytes (compiling a variant's tables compares its sets to share equal tables: the seven variants
/// of article 000 took 21 % fewer instructions in V8's baseline tier so).
impl<const N: usize> PartialEq for Words<N> {
    #[inline]
    fn eq(&self, o: &Self) -> bool {
        if cfg!(target_arch = "wasm32") {
            self.0.iter().zip(&o.0).fold(0, |a, (x, y)| a | (x ^ y)) == 0
        } else {
            self.0 == o.0
        }
    }
}

/// The words' hash, as the derived one (equal sets are equal arrays).
impl<const N: usize> std::hash::Hash for Words<N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.hash(state);
    }
}

/// The widest set: boards of up to 448 cells.
pub type Wide = Words<WIDE_WORDS>;

/// The set for boards of 129 to 256 cells (12x12, 16x16, 20x12).
pub type Set256 = Words<4>;

impl<const N: usize> Default for Words<N> {
    #[inline]
    fn default() -> Self {
        Words([0; N])
    }
}

macro_rules! words_op {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl<const N: usize> $tr for Words<N> {
            type Output = Words<N>;
            #[inline]
            fn $f(self, o: Words<N>) -> Words<N> {
                let mut r = [0u64; N];
                for i in 0..N {
                    r[i] = self.0[i] $op o.0[i];
                }
                Words(r)
            }
        }
        impl<const N: usize> $tra for Words<N> {
            #[inline]
            fn $fa(&mut self, o: Words<N>) {
                for i in 0..N {
                    self.0[i] = self.0[i] $op o.0[i];
                }
            }
        }
    };
}
words_op!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
words_op!(BitOr, bitor, BitOrAssign, bitor_assign, |);
words_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl<const N: usize> Not for Words<N> {
    type Output = Words<N>;
    #[inline]
    fn not(self) -> Words<N> {
        let mut r = self.0;
        for w in r.iter_mut() {
            *w = !*w;
        }
        Words(r)
    }
}

impl<const N: usize> Words<N> {
    /// The indices below `i` (`i <= CAPACITY`), word by word without branches.
    #[inline]
    fn below(i: usize) -> Self {
        let mut r = [0u64; N];
        for (k, w) in r.iter_mut().enumerate() {
            let start = k * 64;
            *w = if i >= start + 64 {
                u64::MAX
            } else if i <= start {
                0
            } else {
                (1u64 << (i - start)) - 1
            };
        }
        Words(r)
    }
}

impl<const N: usize> BitSet for Words<N> {
    const CAPACITY: usize = 64 * N;
    const EMPTY: Self = Words([0; N]);
    #[inline]
    fn single(i: usize) -> Self {
        let mut r = [0u64; N];
        r[i / 64] = 1 << (i % 64);
        Words(r)
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
        self.0.iter().fold(0, |a, &w| a | w) == 0
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
    fn pop_lsb(&mut self) -> usize {
        for i in 0..N {
            let w = self.0[i];
            if w != 0 {
                self.0[i] = w & (w - 1);
                return i * 64 + w.trailing_zeros() as usize;
            }
        }
        Self::CAPACITY
    }
    #[inline]
    fn span(lo: usize, hi: usize) -> Self {
        Self::below(hi + 1) & !Self::below(lo)
    }
    #[inline]
    fn shifted(self, delta: i32) -> Self {
        let (words, bits) = ((delta.unsigned_abs() / 64) as usize, delta.unsigned_abs() % 64);
        let mut r = [0u64; N];
        for (i, w) in r.iter_mut().enumerate() {
            // The source words of result word `i`: `near` moves whole, `far` gives its carried bits.
            let (near, far) = if delta >= 0 {
                (i.checked_sub(words), i.checked_sub(words + 1))
            } else {
                (Some(i + words).filter(|&j| j < N), Some(i + words + 1).filter(|&j| j < N))
            };
            let near = near.map_or(0, |j| self.0[j]);
            let far = far.map_or(0, |j| self.0[j]);
            *w = match (delta >= 0, bits) {
                (_, 0) => near,
                (true, b) => (near << b) | (far >> (64 - b)),
                (false, b) => (near >> b) | (far << (64 - b)),
            };
        }
        Words(r)
    }
    #[inline]
    fn msb(&self) -> usize {
        for i in (0..N).rev() {
            let w = self.0[i];
            if w != 0 {
                return i * 64 + 63 - w.leading_zeros() as usize;
            }
        }
        Self::CAPACITY
    }
    // The page modules (no `fast-sets`: this set alone, for every board) ride ray by ray: no line
    // tables to compile for each variant, and no line-attack code.
    const LINE_ARITH: bool = cfg!(feature = "fast-sets");
    #[inline]
    fn line_attack(occ: Self, lower: Self, upper: Self) -> Self {
        // The cells from the nearest lower blocker (or cell 0) to the nearest upper blocker (or
        // the last cell), both included: one span, cut from the two rays.
        let (lb, ub) = (lower & occ, upper & occ);
        let lo = (lb | Self::single(0)).msb();
        let hi = if ub.is_empty() { Self::CAPACITY - 1 } else { ub.lsb() };
        (lower | upper) & Self::span(lo, hi)
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
        let span = B::span(3, B::CAPACITY - 1);
        assert_eq!((span.lsb(), span.msb(), span.count() as usize), (3, B::CAPACITY - 1, B::CAPACITY - 3));
        assert_eq!(B::span(0, 0), B::single(0));
        assert!(B::single(B::CAPACITY - 1).is_single() && !span.is_single() && !B::EMPTY.is_single());
        assert!((!B::EMPTY).has(B::CAPACITY - 1));
    }

    /// The arithmetic line attack agrees with the generic one on every split of a line.
    fn lines<B: BitSet>() {
        let n = B::CAPACITY.min(150);
        for from in [0, 1, 7, n / 2, n - 2, n - 1] {
            let (mut lower, mut upper) = (B::EMPTY, B::EMPTY);
            for i in (0..from).step_by(3) {
                lower.set(i);
            }
            for i in (from + 1..n).step_by(5) {
                upper.set(i);
            }
            for seed in 0..40usize {
                let mut occ = B::EMPTY;
                for i in 0..n {
                    if (i * 7 + seed * 13) % (seed % 5 + 2) == 0 {
                        occ.set(i);
                    }
                }
                let (lb, ub) = (lower & occ, upper & occ);
                let lo = if lb.is_empty() { 0 } else { lb.msb() };
                let hi = if ub.is_empty() { B::CAPACITY } else { ub.lsb() };
                let mut want = B::EMPTY;
                for i in (lower | upper).iter().filter(|&i| i >= lo && i <= hi) {
                    want.set(i);
                }
                assert_eq!(B::line_attack(occ, lower, upper), want, "from {from} seed {seed}");
            }
        }
    }

    /// Each width's shift agrees with moving the members one by one.
    fn shifts<B: BitSet>() {
        let n = B::CAPACITY;
        let mut set = B::EMPTY;
        for i in (0..n).filter(|i| i % 3 == 0 || i % 7 == 1) {
            set.set(i);
        }
        for delta in [0i32, 1, -1, 5, -5, 63, -63, 64, -64, 65, -65, 127, -127, 200, -200, 447, -447] {
            let distance = delta.unsigned_abs() as usize;
            if distance >= n {
                continue;
            }
            let mut want = B::EMPTY;
            for i in set.iter() {
                let j = i as i64 + i64::from(delta);
                if (0..n as i64).contains(&j) {
                    want.set(j as usize);
                }
            }
            assert_eq!(set.shifted(delta), want, "delta {delta}");
        }
    }

    #[test]
    fn shifts_agree() {
        shifts::<u64>();
        shifts::<Set128>();
        shifts::<Set256>();
        shifts::<Wide>();
    }

    #[test]
    fn line_attacks_agree() {
        lines::<u64>();
        lines::<Set128>();
        lines::<Set256>();
        lines::<Wide>();
    }

    #[test]
    fn all_widths_behave_alike() {
        exercise::<u64>();
        exercise::<Set128>();
        exercise::<Set256>();
        exercise::<Wide>();
    }
}

//! Small sorts for the short lists of the rules and drawing code (pieces, cells, option names,
//! a position's moves): binary insertion, stable, O(n log n) comparisons and O(n²) swaps. The
//! standard library's sorts are faster on long lists, but each is compiled anew, at several
//! kilobytes, for every element type and comparison: they were about 200 functions (54 KB) of
//! the wasm page module. Here the loop is compiled once, and each use adds only its comparison.

use std::cmp::Ordering;

/// Sorts `v` stably by `cmp` (equal elements keep their order).
pub fn sort_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], mut cmp: F) {
    insertion_sort(v.len(), &mut |step| match step {
        Step::Compare(a, b) => cmp(&v[a], &v[b]) != Ordering::Greater,
        Step::Swap(j) => {
            v.swap(j, j + 1);
            false
        }
    });
}

/// What [`insertion_sort`] asks of the list it sorts.
enum Step {
    /// Whether element `a` may stay before element `b` (not greater).
    Compare(usize, usize),
    /// Exchange elements `j` and `j + 1`.
    Swap(usize),
}

/// Binary insertion sort of a list of `len` elements that `list` compares and swaps: the loop is
/// compiled once, and each element type and comparison adds only its closure.
fn insertion_sort(len: usize, list: &mut dyn FnMut(Step) -> bool) {
    for i in 1..len {
        // Where element i goes among the sorted 0..i: after every element not greater than it.
        let (mut lo, mut hi) = (0, i);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if list(Step::Compare(mid, i)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for j in (lo..i).rev() {
            list(Step::Swap(j));
        }
    }
}

/// Sorts `v` in ascending order.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Sorts `v` stably by the key `key` gives each element.
pub fn sort_by_key<T, K: Ord, F: FnMut(&T) -> K>(v: &mut [T], mut key: F) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library_and_stably() {
        let mut seed = 12345u32;
        for n in 0..60 {
            let v: Vec<(u8, usize)> = (0..n)
                .map(|i| {
                    seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                    ((seed >> 16) as u8 % 7, i)
                })
                .collect();
            let mut ours = v.clone();
            sort_by_key(&mut ours, |p| p.0);
            let mut std = v.clone();
            std.sort_by_key(|p| p.0);
            assert_eq!(ours, std, "n = {n}");
            let mut ours = v.clone();
            sort(&mut ours);
            let mut std = v;
            std.sort();
            assert_eq!(ours, std);
        }
    }
}

//! Small sorts for the short lists of the rules and drawing code (pieces, cells, option names,
//! a position's moves): binary insertion, stable, O(n log n) comparisons and O(n²) swaps. The
//! standard library's sorts are faster on long lists, but each is compiled anew, at several
//! kilobytes, for every element type and comparison: they were about 200 functions (54 KB) of
//! the wasm page module. Here the loop is compiled once, and each use adds only its comparison.
//! For lists that may be long (a page's arrows), [`sort_unstable_by`] is a heapsort: O(n log n)
//! comparisons and swaps, also compiled once.

use std::cmp::Ordering;

/// Sorts `v` stably by `cmp` (equal elements keep their order).
pub fn sort_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], mut cmp: F) {
    insertion_sort(v.len(), &mut |step| match step {
        Step::Compare(a, b) => cmp(&v[a], &v[b]) != Ordering::Greater,
        Step::Swap(a, b) => {
            v.swap(a, b);
            false
        }
    });
}

/// Sorts `v` by `cmp` in O(n log n), not stably (a comparison that orders every pair of elements
/// gives the one order there is).
pub fn sort_unstable_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], mut cmp: F) {
    heap_sort(v.len(), &mut |step| match step {
        Step::Compare(a, b) => cmp(&v[a], &v[b]) != Ordering::Greater,
        Step::Swap(a, b) => {
            v.swap(a, b);
            false
        }
    });
}

/// What [`insertion_sort`] asks of the list it sorts.
enum Step {
    /// Whether element `a` may stay before element `b` (not greater).
    Compare(usize, usize),
    /// Exchange elements `a` and `b`.
    Swap(usize, usize),
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
            list(Step::Swap(j, j + 1));
        }
    }
}

/// Heapsort of a list of `len` elements that `list` compares and swaps (compiled once, like
/// [`insertion_sort`]).
fn heap_sort(len: usize, list: &mut dyn FnMut(Step) -> bool) {
    // A max-heap: each node not less than its children; `Compare(a, b)` is a <= b.
    let sift_down = |mut node: usize, end: usize, list: &mut dyn FnMut(Step) -> bool| loop {
        let mut child = 2 * node + 1;
        if child >= end {
            break;
        }
        if child + 1 < end && !list(Step::Compare(child + 1, child)) {
            child += 1;
        }
        if list(Step::Compare(child, node)) {
            break;
        }
        list(Step::Swap(node, child));
        node = child;
    };
    for node in (0..len / 2).rev() {
        sift_down(node, len, list);
    }
    for end in (1..len).rev() {
        list(Step::Swap(0, end));
        sift_down(0, end, list);
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
            let mut ours = std.clone();
            ours.reverse();
            sort_unstable_by(&mut ours, |a, b| b.cmp(a));
            std.reverse();
            assert_eq!(ours, std, "n = {n}, descending");
        }
    }

    #[test]
    fn the_heapsort_sorts_long_lists() {
        let mut seed = 777u32;
        let v: Vec<u32> = (0..5000)
            .map(|_| {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                seed >> 8
            })
            .collect();
        let mut ours = v.clone();
        sort_unstable_by(&mut ours, u32::cmp);
        let mut std = v;
        std.sort_unstable();
        assert_eq!(ours, std);
    }
}

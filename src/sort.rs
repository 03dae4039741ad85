//! Small sorts for the short lists of the rules and drawing code (pieces, cells, option names,
//! a position's moves): binary insertion, stable, O(n log n) comparisons and O(n²) swaps. The
//! standard library's sorts are faster on long lists, but each is compiled anew, at several
//! kilobytes, for every element type and comparison: they were about 200 functions (54 KB) of
//! the wasm page module. Here each use costs a loop of a few hundred bytes.

use std::cmp::Ordering;

/// Sorts `v` stably by `cmp` (equal elements keep their order).
pub fn sort_by<T, F: FnMut(&T, &T) -> Ordering>(v: &mut [T], mut cmp: F) {
    for i in 1..v.len() {
        let (head, tail) = v.split_at(i);
        let at = head.partition_point(|y| cmp(y, &tail[0]) != Ordering::Greater);
        for j in (at..i).rev() {
            v.swap(j, j + 1);
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

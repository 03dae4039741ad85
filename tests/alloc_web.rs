//! The page module's allocator (src/wasm/alloc.rs: size classes, free lists, blocks cut without
//! holes), in headless Chromium. The test run without `search` has it as the global allocator (the
//! run with `search` checks the standard one the same way): seeded random blocks of every class's
//! edges, filled, freed, grown and shrunk in random order keep their contents and their alignment,
//! over-aligned ones included, and freed memory is used again.
#![cfg(target_arch = "wasm32")]

// (Named so that the library, whose global allocator is under test, is linked in.)
extern crate fairyboard;

use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A type aligned to more than the allocator's 16 bytes.
#[repr(align(256))]
#[derive(Clone, Copy, PartialEq, Debug)]
struct Wide([u8; 256]);

#[wasm_bindgen_test]
fn random_blocks_keep_their_contents_and_alignment() {
    let mut seed = 0x9e37_79b9_u32;
    let mut next = |n: u32| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed % n
    };
    // Sizes at and around the classes' edges (8; 16..64 by 16; then quarter steps of each power).
    let edges: Vec<usize> =
        (3..20).flat_map(|k| [1usize << k, (1 << k) + 1, (5 << k) / 4, (3 << k) / 2 + 3, (7 << k) / 4 - 1]).collect();
    let mut blocks: Vec<(Vec<u8>, u8)> = Vec::new();
    let mut wide: Vec<Box<Wide>> = Vec::new();
    for round in 0..4000u32 {
        match next(6) {
            0 | 1 => {
                let size =
                    if next(2) == 0 { edges[next(edges.len() as u32) as usize] } else { 1 + next(5000) as usize };
                let fill = (round % 251) as u8;
                blocks.push((vec![fill; size], fill));
            }
            2 if !blocks.is_empty() => {
                let i = next(blocks.len() as u32) as usize;
                let (b, fill) = blocks.swap_remove(i);
                assert!(b.iter().all(|&x| x == fill), "a block lost its contents");
            }
            3 if !blocks.is_empty() => {
                // Grown or shrunk (realloc) with its contents kept.
                let i = next(blocks.len() as u32) as usize;
                let (b, fill) = &mut blocks[i];
                let to = 1 + next(9000) as usize;
                b.resize(to, *fill);
                b.shrink_to_fit();
            }
            4 => {
                // Its class's free blocks (256 bytes, of byte vectors) are aligned to 16 only.
                drop(std::hint::black_box(vec![0u8; 256]));
                let w = Box::new(Wide([(round % 7) as u8; 256]));
                assert_eq!(&*w as *const Wide as usize % 256, 0, "an over-aligned block");
                wide.push(w);
            }
            _ if !wide.is_empty() => {
                let w = wide.swap_remove(next(wide.len() as u32) as usize);
                assert_eq!(w.0[0], w.0[255]);
            }
            _ => {}
        }
    }
    for (b, fill) in &blocks {
        assert!(b.iter().all(|x| x == fill), "a block lost its contents");
        assert_eq!(b.as_ptr() as usize % 8, 0, "a block of {} bytes at {:p}", b.len(), b.as_ptr());
    }
    for w in &wide {
        assert_eq!(&**w as *const Wide as usize % 256, 0, "an over-aligned block");
        assert!(w.0.iter().all(|&x| x == w.0[0]));
    }
}

#[wasm_bindgen_test]
fn a_small_request_aligned_to_more_than_its_size_is_aligned() {
    // The 8-byte class's free blocks are aligned to 8 only: a request of 8 bytes aligned to 16
    // must not take one.
    let small: Vec<Box<u64>> = (0..64).map(Box::new).collect();
    drop(std::hint::black_box(small));
    let layout = std::alloc::Layout::from_size_align(8, 16).expect("a valid layout");
    let blocks: Vec<*mut u8> = (0..64).map(|_| unsafe { std::alloc::alloc(layout) }).collect();
    for &p in &blocks {
        assert!(!p.is_null());
        assert_eq!(p as usize % 16, 0, "a block of 8 bytes aligned to 16 at {p:p}");
    }
    for p in blocks {
        unsafe { std::alloc::dealloc(p, layout) };
    }
}

#[wasm_bindgen_test]
fn freed_blocks_are_used_again() {
    // Allocating and freeing the same sizes many times does not grow the memory without end.
    let grown = || core::arch::wasm32::memory_size(0);
    let start = grown();
    for _ in 0..2000 {
        let v: Vec<Vec<u64>> = (1..64).map(|n| vec![n as u64; n * 37]).collect();
        assert_eq!(v[10][0], 11);
    }
    assert!(grown() <= start + 64, "memory grew from {start} to {} pages", grown());
}

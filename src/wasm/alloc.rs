//! The page module's memory allocator: blocks in size classes, one free list per class, new blocks
//! cut from memory the module grows (wasm32 is single-threaded here). It is a few hundred bytes
//! where the standard allocator (dlmalloc) costs the module 7 KB; the price is memory: a block is
//! up to a quarter larger than its request (8 bytes; multiples of 16 up to 64; then four classes to
//! each power of two), and a freed block is reused only for its class. Blocks are aligned to 16
//! bytes (the 8-byte class to 8), more only where a request asks, so that cutting them leaves no
//! holes. The engine module (feature `search`) keeps the standard allocator.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;

/// Size classes: 8 bytes, 16 to 64 by 16, then four to each power of two up to 2^31 (a request of
/// more, or aligned to more than a page, fails).
const CLASSES: usize = 105;
/// A wasm memory page.
const PAGE: usize = 65536;
/// The fewest pages the memory grows by (1 MB).
const MIN_GROW: usize = 16;
/// The alignment every block of 16 bytes or more has.
const ALIGN: usize = 16;

/// The allocator: free lists by class and the unused rest of the memory last grown.
pub struct Classes {
    state: UnsafeCell<State>,
}

struct State {
    /// Per class, the first free block (each free block holds the address of the next; 0 ends).
    free: [usize; CLASSES],
    /// The unused memory at the end: `next..end`.
    next: usize,
    end: usize,
}

// SAFETY: wasm32 without threads runs one thread; nothing else touches the state.
unsafe impl Sync for Classes {}

impl Classes {
    /// An allocator with no memory yet.
    pub const fn new() -> Classes {
        Classes { state: UnsafeCell::new(State { free: [0; CLASSES], next: 0, end: 0 }) }
    }
}

impl Default for Classes {
    fn default() -> Self {
        Classes::new()
    }
}

/// The class of a request's size and its blocks' size: 8; 16, 32, 48, 64; then for a size above
/// 2^k (k >= 6) the next of 2^k times 5/4, 6/4, 7/4 and 2.
fn class(size: usize) -> (usize, usize) {
    if size <= 8 {
        return (0, 8);
    }
    if size <= 64 {
        let n = size.div_ceil(ALIGN);
        return (n, n * ALIGN);
    }
    let k = (usize::BITS - 1 - (size - 1).leading_zeros()) as usize;
    let step = 1usize << (k - 2);
    let q = (size - (1 << k)).div_ceil(step);
    // (Above 2^31 the class is past the last and the request fails: the size may wrap.)
    (4 * (k - 5) + q, (1usize << k).wrapping_add(q * step))
}

unsafe impl GlobalAlloc for Classes {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let (c, size) = class(layout.size());
        if c >= CLASSES || layout.align() > PAGE {
            return std::ptr::null_mut();
        }
        // SAFETY: one thread (see `Sync`), and no reference to the state outlives this call.
        let s = unsafe { &mut *self.state.get() };
        let head = s.free[c];
        // Every block of the class has this alignment; a free one has no more.
        let class_align = size.min(ALIGN);
        if head != 0 && layout.align() <= class_align {
            // SAFETY: a free block of this class holds the address of the next one.
            s.free[c] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        let align = layout.align().max(class_align);
        let mut start = (s.next + align - 1) & !(align - 1);
        if start < s.next || start > s.end || s.end - start < size {
            // At least an eighth of the memory so far, and 1 MB: a page of boards then grows its
            // memory a dozen times, not a page at a time two hundred times (each grow is a call
            // into the browser, and the JavaScript views of the memory are made anew after it).
            // Near the memory's limit, only what the block needs.
            let need = size.div_ceil(PAGE) + 1;
            let mut pages = need.max(core::arch::wasm32::memory_size(0) / 8).max(MIN_GROW);
            let mut old = core::arch::wasm32::memory_grow(0, pages);
            if old == usize::MAX && pages > need {
                pages = need;
                old = core::arch::wasm32::memory_grow(0, pages);
            }
            if old == usize::MAX {
                return std::ptr::null_mut();
            }
            let grown = old * PAGE;
            if grown != s.end {
                s.next = grown;
            }
            s.end = grown + pages * PAGE;
            start = (s.next + align - 1) & !(align - 1);
        }
        s.next = start + size;
        start as *mut u8
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let (c, _) = class(layout.size());
        // SAFETY: as in `alloc`; the block is free again, so its first word may hold the link.
        let s = unsafe { &mut *self.state.get() };
        unsafe { *(ptr as *mut usize) = s.free[c] };
        s.free[c] = ptr as usize;
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's guarantees for `realloc` (a block of `layout`, a valid new size).
        let new = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        if class(new_size) == class(layout.size()) {
            return ptr;
        }
        let out = unsafe { self.alloc(new) };
        if !out.is_null() {
            unsafe {
                std::ptr::copy_nonoverlapping(ptr, out, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
        }
        out
    }
}

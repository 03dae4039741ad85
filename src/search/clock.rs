//! A clock the search reads to keep its time budget, without `std::time::Instant` (which does not
//! exist in wasm32-unknown-unknown): natively [`WallClock`], in the browser one reading
//! `performance.now()` (see `wasm::search`).

/// Milliseconds since an arbitrary origin.
pub trait Clock {
    /// The current time in milliseconds.
    fn now_ms(&self) -> f64;
}

/// The native monotonic clock.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Clone, Copy)]
pub struct WallClock(std::time::Instant);

#[cfg(not(target_arch = "wasm32"))]
impl WallClock {
    /// A clock whose origin is now.
    pub fn new() -> WallClock {
        WallClock(std::time::Instant::now())
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Default for WallClock {
    fn default() -> Self {
        WallClock::new()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// A clock that never advances (searches bounded by nodes or depth only; deterministic tests).
#[derive(Debug, Clone, Copy, Default)]
pub struct FrozenClock;

impl Clock for FrozenClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

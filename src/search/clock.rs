//! A clock the search reads to keep its time budget, so that the search itself never touches
//! `std::time::Instant` (which panics in wasm32-unknown-unknown): natively [`WallClock`], in the
//! browser one reading `Date.now()` (see `wasm::search`).

/// Milliseconds since an arbitrary origin.
pub trait Clock {
    /// The current time in milliseconds.
    fn now_ms(&self) -> f64;
}

/// The native monotonic clock (not for wasm32-unknown-unknown, where `Instant` panics).
#[derive(Debug, Clone, Copy)]
pub struct WallClock(std::time::Instant);

impl WallClock {
    /// A clock whose origin is now.
    pub fn new() -> WallClock {
        WallClock(std::time::Instant::now())
    }
}

impl Default for WallClock {
    fn default() -> Self {
        WallClock::new()
    }
}

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

//! The search layer: a computer opponent. [`alphabeta`] is a game-independent iterative-deepening
//! principal-variation search over the small [`SearchGame`] trait; [`engine_game`] implements that
//! trait for the chess-shaped engine ([`crate::engine::GameB`]) with an evaluation estimated from
//! the variant data ([`eval`]); [`uci`] (for native builds: it uses a thread and
//! the wall clock) speaks the Universal Chess Interface over it.

pub mod alphabeta;
pub mod clock;
pub mod engine_game;
pub mod eval;
pub mod memory;
pub mod tt;
pub mod uci;
pub mod usi;

pub use alphabeta::{Limits, SearchInfo, SearchResult, Searcher};
pub use clock::Clock;
pub use engine_game::{best_move, static_exchange, BestMove};
pub use memory::Memory;

use crate::rules::Value;

/// What a capture or promotion wins, for move ordering and pruning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tactical {
    /// Material won: the captured pieces, plus what a promotion adds.
    pub gain: i32,
    /// The value of the moving piece.
    pub mover: i32,
}

impl Tactical {
    /// Ordering key: most valuable victim first, then least valuable attacker.
    pub fn order_key(self) -> i64 {
        64 * self.gain as i64 - self.mover as i64 / 16
    }
}

/// A game position the search can walk: legal moves, make/unmake, a hash, check, terminal
/// outcomes and an evaluation. Nothing in it is chess-specific, so boards that are not chess-shaped
/// (hex boards, stacks, Gess) can implement it too.
pub trait SearchGame {
    /// A move (small and copyable; compared for equality against the hash move and killers).
    type Move: Copy + PartialEq + std::fmt::Debug;

    /// All legal moves of the side to move, into `out` (cleared first).
    fn legal_moves(&mut self, out: &mut Vec<Self::Move>);
    /// The legal moves quiescence search needs when the side to move is not in check: at least
    /// every legal capture and promotion (and checking drops where drops exist); by default all
    /// legal moves. An empty list says nothing about mate or stalemate.
    fn noisy_moves(&mut self, out: &mut Vec<Self::Move>) {
        self.legal_moves(out)
    }
    /// Plays a legal move.
    fn make(&mut self, m: Self::Move);
    /// Takes back the last [`SearchGame::make`] or [`SearchGame::make_null`].
    fn unmake(&mut self);
    /// A hash of the position (everything that decides the legal moves and the outcome).
    fn hash(&self) -> u64;
    /// Whether the side to move is in check (a royal attacked); `false` in games without check.
    fn in_check(&self) -> bool;
    /// An outcome decided before looking at the moves (a goal reached, extinction, a repetition of
    /// a position of the game or the search path, the move rule), for the side to move.
    fn early_outcome(&self) -> Option<Value>;
    /// The outcome when the side to move has no legal move (`in_check` tells mate from stalemate).
    fn no_move_outcome(&self, in_check: bool) -> Value;
    /// Static evaluation in centipawn-like units from the point of view of the side to move.
    fn evaluate(&self) -> i32;
    /// For a capture or promotion, what it wins and what the mover is worth; `None` for a quiet move.
    fn tactical(&self, m: Self::Move) -> Option<Tactical>;
    /// Whether the opponent could capture on the move's destination (quiescence skips captures
    /// by a piece worth more than its victim there).
    fn destination_defended(&self, m: Self::Move) -> bool;
    /// Whether the move's static exchange on its destination (the victim, less what the opponent
    /// wins back by recapturing there with its cheapest pieces, each side free to stop) is at least
    /// `threshold`. By default a guess from [`SearchGame::tactical`] and
    /// [`SearchGame::destination_defended`]: the gain, less the mover where the cell is defended.
    fn see_ge(&self, m: Self::Move, threshold: i32) -> bool {
        let t = self.tactical(m).unwrap_or(Tactical { gain: 0, mover: 0 });
        let lost = if self.destination_defended(m) { t.mover } else { 0 };
        t.gain - lost >= threshold
    }
    /// Whether a quiet move is worth a look in the first ply of quiescence if it gives check
    /// (drops in games with hands).
    fn quiet_check_candidate(&self, m: Self::Move) -> bool;
    /// Whether a quiet check candidate may give check, asked before it is played: `false` only
    /// where it surely does not (it is then passed over unplayed).
    fn may_give_check(&self, _m: Self::Move) -> bool {
        true
    }
    /// A slot for the history heuristic, below [`SearchGame::move_slots`].
    fn move_slot(&self, m: Self::Move) -> usize;
    /// The number of history slots.
    fn move_slots(&self) -> usize;
    /// Whether passing the turn is a fair test of this position (null-move pruning): false where
    /// zugzwang is likely or the rules make a pass meaningless.
    fn null_move_allowed(&self) -> bool;
    /// The deepest quiescence below the horizon: lower where nearly every move captures (Gess),
    /// so that the capture search would otherwise be the whole tree.
    fn quiescence_plies(&self) -> usize {
        16
    }
    /// Passes the turn (undone by [`SearchGame::unmake`]).
    fn make_null(&mut self);
    /// The side to move (0 or 1): in a turn of several moves it stays the same after a move, and
    /// the search then keeps the score's sign.
    fn side(&self) -> usize;
    /// The move's text for output (principal variations, UCI).
    fn move_text(&mut self, m: Self::Move) -> String;
}

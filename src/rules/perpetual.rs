//! Xiangqi's perpetual check and perpetual chase (variants-catalog.md §11.4, AMB-XQ-3 [R]), as pure
//! functions of cells: the run of consecutive checks a side gives with one piece (`check_limit`),
//! and the chase test over a repetition cycle (`chase_illegal`).
//!
//! Check rule: count the consecutive checks by the same piece P while the checking side moves only
//! P and the defender moves only one piece Q; the check after `check_limit` of them (xiangqi: the
//! 4th) is illegal. Any other move of either side (a move that does not check, another piece)
//! ends the run.

/// No cell (a run whose defender has not replied yet).
pub const NO_CELL: u16 = u16::MAX;

/// A side's run of consecutive checks by one piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckRun {
    /// Checks in the run (0: no run).
    pub count: u8,
    /// The cell of the checking piece.
    pub piece: u16,
    /// The cell of the one piece the defender has moved during the run ([`NO_CELL`] before its first reply).
    pub defender: u16,
}

impl CheckRun {
    /// No run.
    pub const NONE: CheckRun = CheckRun { count: 0, piece: NO_CELL, defender: NO_CELL };

    /// The run after its side moves a piece from `from` to `to` (`from` = [`NO_CELL`] for a drop),
    /// giving check or not.
    pub fn after_own_move(self, from: u16, to: u16, gives_check: bool) -> CheckRun {
        if !gives_check {
            CheckRun::NONE
        } else if self.count > 0 && self.piece == from && from != NO_CELL {
            CheckRun { count: self.count.saturating_add(1), piece: to, ..self }
        } else {
            CheckRun { count: 1, piece: to, defender: NO_CELL }
        }
    }

    /// The run after the defender moves a piece from `from` to `to`: it goes on while the defender
    /// moves one and the same piece, and ends when it moves another (or drops one).
    pub fn after_defender_move(self, from: u16, to: u16) -> CheckRun {
        if self.count == 0 {
            self
        } else if from != NO_CELL && (self.defender == NO_CELL || self.defender == from) {
            CheckRun { defender: to, ..self }
        } else {
            CheckRun::NONE
        }
    }

    /// The hash key of side `side`'s run (0 for no run).
    pub fn key(self, side: usize) -> u64 {
        if self.count == 0 {
            return 0;
        }
        let mut x = (u64::from(self.count) << 40)
            ^ (u64::from(self.piece) << 20)
            ^ u64::from(self.defender)
            ^ ((side as u64 + 1) << 56);
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }
}

/// The chase test of one side over a repetition cycle: the moves of the side, each given as the
/// set of enemy cells its moved piece attacks afterwards that hold an unprotected non-royal piece,
/// and the enemy moves between them, each as (from, to). Walked from the last move back to the
/// first: `targets` of the latest move first; every enemy move maps a chased piece back to its
/// earlier cell. True when one enemy piece was attacked by every move of the side.
pub fn chases(moves: &[CycleMove]) -> bool {
    let mut chased: Option<Vec<u16>> = None;
    for m in moves.iter().rev() {
        match m {
            CycleMove::Own(targets) => {
                chased = Some(match chased {
                    None => targets.clone(),
                    Some(mut c) => {
                        c.retain(|x| targets.contains(x));
                        c
                    }
                });
            }
            CycleMove::Enemy(from, to) => {
                if let Some(c) = chased.as_mut() {
                    for x in c.iter_mut() {
                        if *x == *to {
                            *x = *from;
                        }
                    }
                }
            }
        }
        if chased.as_ref().is_some_and(|c| c.is_empty()) {
            return false;
        }
    }
    chased.is_some_and(|c| !c.is_empty())
}

/// One move of a repetition cycle, for [`chases`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CycleMove {
    /// A move of the side tested: the cells of the unprotected non-royal enemy pieces its moved
    /// piece attacks after the move.
    Own(Vec<u16>),
    /// A move of the other side: from, to.
    Enemy(u16, u16),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_run_counts_checks_by_one_piece_against_one_defender() {
        let mut r = CheckRun::NONE;
        r = r.after_own_move(10, 11, true);
        assert_eq!(r.count, 1);
        r = r.after_defender_move(50, 51);
        r = r.after_own_move(11, 10, true);
        r = r.after_defender_move(51, 50);
        r = r.after_own_move(10, 11, true);
        assert_eq!((r.count, r.piece, r.defender), (3, 11, 50));
        // The defender moves another piece: the run ends.
        assert_eq!(r.after_defender_move(60, 61), CheckRun::NONE);
        // Another checking piece starts a new run; a quiet move ends it.
        assert_eq!(r.after_own_move(20, 21, true).count, 1);
        assert_eq!(r.after_own_move(11, 12, false), CheckRun::NONE);
    }

    #[test]
    fn a_chase_needs_the_same_piece_attacked_by_every_move() {
        use CycleMove::*;
        // The chased piece runs 5 -> 6 -> 5; every own move attacks it where it stands.
        let cycle = [Own(vec![5]), Enemy(5, 6), Own(vec![6, 9]), Enemy(6, 5), Own(vec![5])];
        assert!(chases(&cycle));
        let broken = [Own(vec![5]), Enemy(5, 6), Own(vec![9]), Enemy(6, 5), Own(vec![5])];
        assert!(!chases(&broken));
    }
}

//! Turns of several moves by one side (`moves_per_turn`, `first_turn_moves`, `check_ends_turn`,
//! `turn_blocked`): double-move chess (two moves a turn, White's first turn one) and progressive
//! chess (n moves on the n-th turn, a check ending the series). The engine keeps the side to move
//! until the turn's last move (`engine::special::turns`); the position string records which move
//! of the turn is next (`part:2`).

/// How many moves a turn has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnLength {
    /// The same number every turn (1 in chess).
    Fixed(u32),
    /// The n-th turn of the game (White's first is 1, Black's first 2, …) has n moves.
    Growing,
}

/// What happens when the side to move has no legal move before its turn is complete.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Blocked {
    /// The turn ends after the moves made (double-move chess, AMB-DBL-2).
    EndsTurn,
    /// The game ends as a stalemate does (progressive chess: a draw).
    AsStalemate,
}

/// The turn rule of a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnRule {
    /// Moves per turn.
    pub length: TurnLength,
    /// The first side's first turn, if it differs (double-move chess: 1).
    pub first_turn: Option<u32>,
    /// A move that gives check ends the turn.
    pub check_ends: bool,
    /// No legal move before the turn is complete.
    pub blocked: Blocked,
}

impl Default for TurnRule {
    fn default() -> TurnRule {
        TurnRule { length: TurnLength::Fixed(1), first_turn: None, check_ends: false, blocked: Blocked::AsStalemate }
    }
}

impl TurnRule {
    /// Whether a turn may have more than one move.
    pub fn is_multi(&self) -> bool {
        self.length != TurnLength::Fixed(1) || self.first_turn.is_some_and(|n| n > 1)
    }

    /// How many moves the turn has that `first_side` (true: the first side) starts when the move
    /// number is `fullmove` (1-based, as in FEN).
    pub fn length_of(&self, first_side: bool, fullmove: u32) -> u32 {
        let n = match self.length {
            TurnLength::Fixed(n) => n,
            // (Saturating: a FEN may give any move number.)
            TurnLength::Growing => {
                fullmove.saturating_sub(1).saturating_mul(2).saturating_add(if first_side { 1 } else { 2 })
            }
        };
        match self.first_turn {
            Some(f) if first_side && fullmove == 1 => f,
            _ => n,
        }
        .max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_lengths() {
        let double = TurnRule { length: TurnLength::Fixed(2), first_turn: Some(1), ..TurnRule::default() };
        assert_eq!((double.length_of(true, 1), double.length_of(false, 1), double.length_of(true, 2)), (1, 2, 2));
        let progressive = TurnRule { length: TurnLength::Growing, ..TurnRule::default() };
        let series: Vec<u32> =
            (1..=3).flat_map(|m| [progressive.length_of(true, m), progressive.length_of(false, m)]).collect();
        assert_eq!(series, [1, 2, 3, 4, 5, 6]);
        // A FEN may give any move number (the fuzzer found 4294967295 overflowing).
        assert_eq!(progressive.length_of(false, u32::MAX), u32::MAX);
        assert!(!TurnRule::default().is_multi() && double.is_multi() && progressive.is_multi());
    }
}

//! The moves quiescence search looks at: captures and promotions only, generated without testing
//! the legality of the quiet moves it would throw away.

use super::moves::{Move, MoveKind};
use super::position::Position;
use super::tables::Tables;
use crate::geometry::BitSet;

impl<B: BitSet> Position<B> {
    /// The legal captures, promotions and drops of the side to move (castling and swaps may be
    /// among them, for the caller to skip; drops are the quiet checks quiescence may look at).
    /// Where a narrower list would miss what the rules decide — the side is in check, the game is
    /// over, the variant pushes enemy pawns — every legal move.
    pub fn noisy_moves(&mut self, t: &Tables<B>, out: &mut Vec<Move>) {
        if t.rules.push_enemy_pawn || self.goal_reached(t).is_some() {
            return self.legal_moves(t, out);
        }
        let in_check = self.in_check_side(t, self.turn);
        if in_check {
            return self.legal_moves(t, out);
        }
        out.clear();
        self.gen_pseudo(t, out, None, false);
        let mut k = 0;
        while k < out.len() {
            let m = out[k];
            if self.is_capture(&m) || (m.promotion().is_some() && m.kind != MoveKind::Swap) {
                k += 1;
            } else {
                out.swap_remove(k);
            }
        }
        if t.rules.drops {
            self.gen_drops(t, out);
        }
        self.filter_legal(t, out, false);
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Game, GameB, WidthVisitor};
    use crate::geometry::BitSet;

    /// Plays seeded random games in every built-in chess-shaped variant and checks, at every
    /// position, that the noisy list holds exactly the legal captures, promotions and drops
    /// (castling and swaps aside), or all legal moves where it falls back to them.
    struct Check {
        seed: u64,
    }

    impl WidthVisitor for Check {
        type Output = usize;
        fn visit<B: BitSet>(self, g: &mut GameB<B>) -> usize {
            let mut rng = self.seed;
            let mut checked = 0;
            for _ in 0..60 {
                let legal = g.moves();
                if legal.is_empty() {
                    break;
                }
                let mut noisy = Vec::new();
                let t = g.t.clone();
                g.pos.noisy_moves(&t, &mut noisy);
                for m in &noisy {
                    assert!(legal.contains(m), "{}: noisy move {m:?} is not legal", g.fen());
                }
                if noisy.len() != legal.len() {
                    for m in &legal {
                        // (A drop's promotion() is its type: drops are in the noisy list too.)
                        let wanted =
                            g.pos.is_capture(m) || (m.promotion().is_some() && m.kind != crate::engine::MoveKind::Swap);
                        if wanted {
                            assert!(noisy.contains(m), "{}: capture or promotion {m:?} missing", g.fen());
                        }
                    }
                }
                checked += 1;
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let m = legal[(rng >> 33) as usize % legal.len()];
                g.play_move(m);
            }
            checked
        }
    }

    #[test]
    fn noisy_moves_are_the_legal_captures_and_promotions() {
        let mut positions = 0;
        for id in crate::variants::builtin_ids() {
            let Ok(game) = Game::new(id, None) else { continue };
            for seed in 0..3 {
                positions += game.clone().visit(Check { seed });
            }
        }
        assert!(positions > 1000, "only {positions} positions checked");
    }
}

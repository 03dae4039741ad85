//! Perft's last ply counts most moves without listing them (`Position::count_legal`: pieces by
//! their targets, castling, a side in check by its checkers). This checks that count against the
//! listed legal moves, and a depth-2 count against the sum over the listed moves, along seeded
//! random games of every built-in chess-shaped variant: positions with checks, pins, castling
//! rights, en passant and promotions that no fixed suite lists.

use fairyboard::{variants, Game};

/// Plies per game, games per variant.
const PLIES: usize = 60;
const SEEDS: [u64; 3] = [1, 2, 3];

/// A small linear congruential generator: the same games on every run.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *state >> 33
}

#[test]
fn bulk_counts_equal_the_listed_moves_along_random_games() {
    let (mut positions, mut variants_seen) = (0, 0);
    for id in variants::ids() {
        if Game::new(&id, None).is_err() {
            continue;
        }
        variants_seen += 1;
        for seed in SEEDS {
            let mut g = Game::new(&id, None).expect("built-in start");
            let mut state = seed;
            for ply in 0..PLIES {
                if g.outcome().is_some() {
                    break;
                }
                let listed = g.actions().len() as u64;
                let fen = g.fen();
                assert_eq!(g.perft(1), listed, "{id} seed {seed} ply {ply}: perft 1 of {fen}");
                if listed == 0 {
                    break;
                }
                if ply % 6 == 0 {
                    let mut sum = 0;
                    for i in 0..listed as usize {
                        g.play_index(i).expect("listed move");
                        // Perft counts on past a game's end (a draw by material, a repetition).
                        sum += g.actions().len() as u64;
                        g.undo();
                    }
                    assert_eq!(g.fen(), fen, "{id}: moves taken back");
                    assert_eq!(g.perft(2), sum, "{id} seed {seed} ply {ply}: perft 2 of {fen}");
                }
                positions += 1;
                g.play_index((next(&mut state) % listed) as usize).expect("listed move");
            }
        }
    }
    assert!(variants_seen >= 30, "only {variants_seen} variants");
    assert!(positions > 3000, "only {positions} positions");
}

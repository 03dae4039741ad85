//! The square-set widths against each other: every built-in variant of the chess-like engine gives
//! the same perft counts, legal moves and outcomes with every set wide enough for its board (64-,
//! 128-, 256- and 448-bit sets are separate implementations of the set operations and their line
//! attacks; the default picks the narrowest). Checked from the start position and from positions
//! reached by seeded random games, so captures, promotions and drops come in too.

use fairyboard::{variants, Game};

/// The widths the engine offers (feature `fast-sets`: without it all are the wide set).
const WIDTHS: [usize; 4] = [64, 128, 256, 448];

/// Perft depth: the deepest at most this many nodes at the default width (at least 1).
const NODE_BUDGET: u64 = 60_000;

/// Random plies played before each check, and how many games per variant.
const PLIES: usize = 24;
const GAMES: u64 = 3;

fn next(seed: &mut u64) -> u64 {
    *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    *seed >> 33
}

/// The positions checked: the start, and a few plies into seeded random games (FENs).
fn positions(id: &str) -> Vec<String> {
    let mut out = vec![Game::new(id, None).expect("a built-in variant").fen()];
    for n in 0..GAMES {
        let mut g = Game::new(id, None).expect("a built-in variant");
        let mut seed = 0x5EED ^ n ^ (id.len() as u64) << 8;
        for _ in 0..PLIES {
            if g.outcome().is_some() {
                break;
            }
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = &moves[next(&mut seed) as usize % moves.len()];
            g.play(mv).expect("a legal move plays");
        }
        out.push(g.fen());
    }
    out
}

#[test]
fn every_width_agrees_on_every_variant() {
    let mut checked = 0;
    for id in variants::ids() {
        let variant = variants::shared(&id).expect("a built-in variant");
        let cells = variant.geometry.cells();
        let widths: Vec<usize> =
            WIDTHS.iter().copied().filter(|&w| w >= fairyboard::engine::width_for(cells)).collect();
        for fen in positions(&id) {
            let mut default = Game::from_shared(variant.clone(), Some(&fen)).expect("the default width");
            let mut depth = 1;
            while depth < 4 && default.perft(depth + 1) <= NODE_BUDGET {
                depth += 1;
            }
            let want = (default.perft(depth), default.legal_moves(), default.outcome().map(|o| format!("{o:?}")));
            for &w in &widths {
                let mut g = Game::with_width((*variant).clone(), Some(&fen), w).expect("a wide enough set");
                let got = (g.perft(depth), g.legal_moves(), g.outcome().map(|o| format!("{o:?}")));
                let own = fairyboard::engine::width_for(cells);
                assert_eq!(got, want, "{id}: width {w} against the default {own}, perft {depth} of {fen}");
                checked += 1;
            }
        }
    }
    // Every variant at two widths at least (448 and its own), from four positions.
    assert!(checked > 8 * variants::ids().len(), "only {checked} checks");
}

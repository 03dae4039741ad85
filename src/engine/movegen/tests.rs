//! The legality filters against their oracle: playing each move and looking at the royal.

use crate::engine::moves::Move;
use crate::engine::{Game, GameB, WidthVisitor};
use crate::geometry::BitSet;

/// Plays a seeded random game that gives check whenever one of a few tried moves does, and in
/// every position in check where [`Position::legal_evasion`] applies, asks it and
/// [`Position::full_check`] about every pseudo-legal move; returns how many moves were compared.
struct Evasions(u64);

impl WidthVisitor for Evasions {
    type Output = usize;
    fn visit<B: BitSet>(self, g: &mut GameB<B>) -> usize {
        let mut seed = self.0;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut compared = 0;
        for _ in 0..150 {
            compared += compare_evasions(g);
            let moves = g.moves();
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            let mut chosen = moves[(next() % moves.len() as u64) as usize];
            for _ in 0..6 {
                let m = moves[(next() % moves.len() as u64) as usize];
                g.play_move(m);
                let checks = g.in_check();
                g.undo();
                if checks {
                    chosen = m;
                    break;
                }
            }
            g.play_move(chosen);
        }
        compared
    }
}

/// In check from plain attacks, the evasion filter's verdict on each pseudo-legal move against
/// playing it; the number of moves compared.
fn compare_evasions<B: BitSet>(g: &mut GameB<B>) -> usize {
    let fen = g.fen();
    let (t, pos) = (&g.t, &mut g.pos);
    let royals = pos.royals(t, pos.turn);
    if !t.evasions_by_cells || !royals.is_single() || !pos.in_check(t) {
        return 0;
    }
    let ksq = royals.lsb();
    let Some((checkers, answers)) = pos.check_answers(t, ksq) else {
        return 0;
    };
    let pinned = pos.pinned(t, ksq);
    let mut pseudo: Vec<Move> = Vec::new();
    pos.gen_pseudo(t, &mut pseudo, None, t.has_check_pieces);
    if t.rules.drops {
        pos.gen_drops(t, &mut pseudo);
    }
    for &m in &pseudo {
        let fast = pos.legal_evasion(t, m, ksq, checkers.is_single(), answers, pinned);
        assert_eq!(fast, pos.full_check(t, m), "{} in {fen}: {m:?}", t.geo.square_name(m.to as usize));
    }
    pseudo.len()
}

/// In check, the cells that answer it decide a move's legality as playing it does, in random
/// games of every built-in variant; shogi's drops and chess's checks are among those compared.
#[test]
fn evasions_by_answering_cells_agree_with_playing_the_move() {
    let mut per_variant = Vec::new();
    for (i, id) in crate::variants::builtin_ids().iter().enumerate() {
        let mut compared = 0;
        for game in 0..4u64 {
            let mut g = Game::new(id, None).expect("built-in variant");
            compared += g.visit(Evasions(0x2545_F491_4F6C_DD1D ^ ((i as u64) << 8 | game)));
        }
        per_variant.push((id.as_str(), compared));
    }
    for id in ["chess", "shogi", "crazyhouse", "minishogi", "capablanca"] {
        let n = per_variant.iter().find(|(v, _)| *v == id).map_or(0, |p| p.1);
        assert!(n > 100, "{id}: only {n} moves compared ({per_variant:?})");
    }
}

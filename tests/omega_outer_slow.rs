//! Omega chess (`omega`) and Great Outer chess (`greatouter`, `greatouter+ep_any_passed`) against
//! the independent slow generator of tests/common/outer_slow.rs, written from the spec's prose
//! (variants-catalog.md §18, §19) with its own board model and piece rules.
//!
//! 1. Perft 1-3 from the start positions: engine = slow generator = the counts in
//!    tests/data/omega_outer.json; perft 3 from each built position of that file.
//! 2. Random playouts from the positions in that file (built to exercise Omega's triple step and en
//!    passant on each passed square, wizards and champions at holes and corners, castling; Great
//!    Outer's zone changes, landings on z1-z4, the four-step, the rule against a two-step onto the
//!    last rank, en passant): at every ply both move lists and both boards must be equal. Counters
//!    then prove that each of those rules actually occurred.
//! 3. The spec's worked examples (wizard and champion from d4) and single rules, on the engine.
//!
//! Run in release mode for speed: `cargo test --release --test omega_outer_slow -- --nocapture`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::outer_slow::{Game as Slow, Kind, Outer, SMove, SPos};
use common::{compare_perft, Rng};
use fairyboard::game::GameInterface;
use fairyboard::{variants, Game};
use serde_json::Value;
use std::collections::BTreeMap;

fn data() -> Value {
    serde_json::from_str(include_str!("data/omega_outer.json")).unwrap()
}

fn slow_for(id: &str) -> Slow {
    match id {
        "omega" => Slow::new(Outer::Omega),
        "greatouter" => Slow::new(Outer::GreatOuter { ep_any_passed: false }),
        "greatouter+ep_any_passed" => Slow::new(Outer::GreatOuter { ep_any_passed: true }),
        o => panic!("no slow generator for {o}"),
    }
}

/// The canonical FEN of a playout entry (`start`, or pieces in the game's labels + tail).
fn entry_fen(s: &Slow, id: &str, e: &Value) -> String {
    let pieces = e["pieces"].as_str().unwrap();
    if pieces == "start" {
        variants::builtin(id).unwrap().start_fen
    } else {
        s.fen_of(pieces, e["tail"].as_str().unwrap())
    }
}

#[test]
fn perft_of_the_start_positions_agrees_with_the_slow_generator() {
    for e in data()["perft"].as_array().unwrap() {
        let id = e["variant"].as_str().unwrap();
        let s = slow_for(id);
        let start = variants::builtin(id).unwrap().start_fen;
        let pos = s.read_fen(&start);
        assert_eq!(s.board_fen(&pos), start.split(' ').next().unwrap(), "{id}: the slow reader's board");
        for (i, want) in e["counts"].as_array().unwrap().iter().enumerate() {
            let depth = i as u32 + 1;
            let n = compare_perft(id, &start, depth, |d| s.perft(&pos, d), |d| s.divide(&pos, d))
                .unwrap_or_else(|m| panic!("{m}"));
            assert_eq!(n, want.as_u64().unwrap(), "{id} depth {depth}: the recorded count");
            println!("perft {id} start depth {depth}: {n}");
        }
    }
}

#[test]
fn perft_of_the_built_positions_agrees_with_the_slow_generator() {
    for e in data()["playouts"].as_array().unwrap() {
        let id = e["variant"].as_str().unwrap();
        if e["pieces"] == "start" {
            continue;
        }
        let s = slow_for(id);
        let fen = entry_fen(&s, id, e);
        let pos = s.read_fen(&fen);
        let n =
            compare_perft(id, &fen, 3, |d| s.perft(&pos, d), |d| s.divide(&pos, d)).unwrap_or_else(|m| panic!("{m}"));
        println!("perft {id} '{}' depth 3: {n}", e["name"].as_str().unwrap());
    }
}

/// What the playouts saw, by name; each must occur.
type Seen = BTreeMap<&'static str, u32>;

fn note(seen: &mut Seen, what: &'static str) {
    *seen.entry(what).or_default() += 1;
}

/// Notes the rules a move (or the position before it) exercises.
fn classify(s: &Slow, p: &SPos, moves: &[SMove], seen: &mut Seen) {
    let omega = s.rules == Outer::Omega;
    let n = s.n;
    let corner = |q: (i32, i32)| (q.0 == -1 || q.0 == n) && (q.1 == -1 || q.1 == n);
    for m in moves {
        let piece = p.board[s.idx(m.from)].unwrap().0;
        match &m.kind {
            Kind::EnPassant(v) => {
                let dist = (m.to.1 - v.1).abs();
                note(
                    seen,
                    if dist == 1 { "e.p. on the square next to the pawn" } else { "e.p. on a farther passed square" },
                );
            }
            Kind::Castle(rf, _) => note(seen, if rf.0 > m.from.0 { "castling kingside" } else { "castling queenside" }),
            Kind::Advance(_) => {
                let start = if p.white { 1 } else { n - 2 };
                if m.from.1 != start {
                    note(seen, "two-step after the first move");
                }
            }
            Kind::Plain => {}
        }
        if piece == 'P' && m.from.0 == m.to.0 {
            match (m.to.1 - m.from.1).abs() {
                4 => note(seen, "four-step"),
                3 => note(seen, "three-step"),
                _ => {}
            }
        }
        if m.promo.is_some() {
            note(seen, "promotion");
        }
        if corner(m.to) {
            note(seen, "landing on a corner square");
        }
        if omega && corner(m.from) && matches!(piece, 'W' | 'C') {
            note(seen, "wizard or champion leaving a corner");
        }
        if !omega && matches!(piece, 'N' | 'J' | 'M') && s.zone(m.from) != s.zone(m.to) {
            note(seen, "zone change");
        }
        if !omega && matches!(piece, 'N' | 'J' | 'M') && s.zone(m.from) == 2 {
            note(seen, "move from the inner zone");
        }
    }
    if !omega {
        // A pawn two squares before the last rank with both squares ahead empty: the rule bites.
        for x in 0..n {
            let (y, f) = if p.white { (n - 3, 1) } else { (2, -1) };
            if p.board[s.idx((x, y))] == Some(('P', p.white))
                && p.board[s.idx((x, y + f))].is_none()
                && p.board[s.idx((x, y + 2 * f))].is_none()
            {
                note(seen, "no two-step onto the last rank");
            }
        }
    }
}

/// Plays random games from `fen`, comparing the move lists and boards at every ply. Interesting
/// moves (en passant, castling, advances, corner landings) are preferred half of the time.
fn playout(id: &str, fen: &str, games: u32, plies: u32, seed: u64, seen: &mut Seen) -> u32 {
    let s = slow_for(id);
    let mut rng = Rng::new(seed);
    let mut total = 0;
    for game in 0..games {
        let mut g = Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id} '{fen}': {e}"));
        let mut p = s.read_fen(fen);
        for ply in 0..plies {
            let efen = g.fen();
            let ctx = || format!("{id} game {game} ply {ply} '{efen}'");
            assert_eq!(s.board_fen(&p), efen.split(' ').next().unwrap(), "{}: boards differ", ctx());
            let moves = s.legal(&p);
            let slow: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
            let mut eng = g.legal_moves();
            eng.sort();
            if slow != eng {
                let only_slow: Vec<&String> = slow.iter().filter(|m| !eng.contains(m)).collect();
                let only_eng: Vec<&String> = eng.iter().filter(|m| !slow.contains(m)).collect();
                panic!("{}: move lists differ; only slow {only_slow:?}, only engine {only_eng:?}", ctx());
            }
            assert_eq!(g.in_check(), s.in_check(&p, p.white), "{}: check", ctx());
            // The engine reads its own FEN back with the same moves.
            let mut reread = Game::new(id, Some(&efen)).unwrap_or_else(|e| panic!("{}: FEN refused: {e}", ctx()));
            let mut again = reread.legal_moves();
            again.sort();
            assert_eq!(again, eng, "{}: the engine's FEN reads back as other moves", ctx());
            // The engine's FEN read back by the slow generator gives the same moves.
            let back = s.read_fen(&efen);
            let again: Vec<String> = s.legal(&back).iter().map(|m| m.text.clone()).collect();
            assert_eq!(again, slow, "{}: the FEN reads back as other moves", ctx());
            classify(&s, &p, &moves, seen);
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            let special: Vec<&SMove> = moves
                .iter()
                .filter(|m| !matches!(m.kind, Kind::Plain) || m.to.0 < 0 || m.to.0 == s.n || m.promo.is_some())
                .collect();
            let m = if !special.is_empty() && rng.below(2) == 0 {
                special[rng.below(special.len())]
            } else {
                &moves[rng.below(moves.len())]
            };
            g.play(&m.text).unwrap_or_else(|e| panic!("{}: engine refuses {}: {e}", ctx(), m.text));
            p = s.make(&p, m);
            total += 1;
        }
    }
    total
}

fn playouts_of(ids: &[&str], want: &[&'static str], never: &[&'static str]) {
    let mut seen = Seen::new();
    let mut plies = 0;
    for (k, e) in data()["playouts"].as_array().unwrap().iter().enumerate() {
        let id = e["variant"].as_str().unwrap();
        if !ids.contains(&id) {
            continue;
        }
        let fen = entry_fen(&slow_for(id), id, e);
        let n = playout(id, &fen, 5, 80, 0x0E6A_2026 + k as u64, &mut seen);
        println!("{id}: {}: {n} plies", e["name"].as_str().unwrap());
        plies += n;
    }
    println!("{ids:?}: {plies} plies; seen {seen:?}");
    assert!(plies >= 400, "{ids:?}: only {plies} plies played");
    for w in want {
        assert!(seen.get(w).copied().unwrap_or(0) > 0, "{ids:?}: the playouts never saw '{w}': {seen:?}");
    }
    for w in never {
        assert!(!seen.contains_key(w), "{ids:?}: the rules forbid '{w}': {seen:?}");
    }
}

#[test]
fn omega_random_playouts_agree_with_the_slow_generator() {
    playouts_of(
        &["omega"],
        &[
            "three-step",
            "e.p. on the square next to the pawn",
            "e.p. on a farther passed square",
            "castling kingside",
            "castling queenside",
            "landing on a corner square",
            "wizard or champion leaving a corner",
            "promotion",
        ],
        &[],
    );
}

#[test]
fn great_outer_random_playouts_agree_with_the_slow_generator() {
    playouts_of(
        &["greatouter"],
        &[
            "four-step",
            "three-step",
            "two-step after the first move",
            "e.p. on the square next to the pawn",
            "no two-step onto the last rank",
            "castling kingside",
            "castling queenside",
            "landing on a corner square",
            "zone change",
            "move from the inner zone",
            "promotion",
        ],
        // AMB-GOC-2 [R]: only the square a two-square advance passed.
        &["e.p. on a farther passed square"],
    );
}

#[test]
fn great_outer_option_random_playouts_agree_with_the_slow_generator() {
    playouts_of(
        &["greatouter+ep_any_passed"],
        &["four-step", "e.p. on the square next to the pawn", "e.p. on a farther passed square"],
        &[],
    );
}

/// The engine's move diagram of a piece alone on a square, as the board's own labels.
fn diagram_labels(id: &str, letter: char, label: &str) -> Vec<String> {
    let s = slow_for(id);
    let v = variants::builtin(id).unwrap();
    let square = s.name(s.square_of(label));
    let g = Game::new(id, None).unwrap();
    let mut out: Vec<String> = Game::diagram(&v, letter, &square)
        .unwrap()
        .iter()
        .map(|t| GameInterface::label(&g, &t.square).unwrap())
        .collect();
    out.sort();
    out
}

fn words(s: &str) -> Vec<String> {
    let mut v: Vec<String> = s.split_whitespace().map(String::from).collect();
    v.sort();
    v
}

#[test]
fn spec_worked_examples_wizard_and_champion_from_d4() {
    // variants-catalog.md §19.3, in Omega's labels.
    assert_eq!(diagram_labels("omega", 'W', "d4"), words("a3 a5 c1 c3 c5 c7 e1 e3 e5 e7 g3 g5"));
    assert_eq!(diagram_labels("omega", 'C', "d4"), words("b2 b4 b6 c4 d2 d3 d5 d6 e4 f2 f4 f6"));
}

#[test]
fn board_labels_are_the_games_own() {
    let g = Game::new("omega", None).unwrap();
    let label = |sq: &str| GameInterface::label(&g, sq).unwrap();
    assert_eq!(
        [label("b2"), label("k11"), label("a1"), label("l1"), label("l12"), label("a12")],
        ["a0", "j9", "w1", "w2", "w3", "w4"]
    );
    let g = Game::new("greatouter", None).unwrap();
    let label = |sq: &str| GameInterface::label(&g, sq).unwrap();
    assert_eq!(
        [label("b2"), label("m13"), label("a1"), label("n1"), label("n14"), label("a14")],
        ["a1", "l12", "z1", "z2", "z3", "z4"]
    );
}

/// The engine's legal moves from a position given in the game's labels, as labels.
fn moves_from(id: &str, pieces: &str, tail: &str, from: &str) -> Vec<String> {
    let s = slow_for(id);
    let mut g = Game::new(id, Some(&s.fen_of(pieces, tail))).unwrap();
    let from = s.name(s.square_of(from));
    let mut out: Vec<String> = g
        .legal_moves_from(&from)
        .unwrap()
        .iter()
        .map(|m| s.label(s.parse(m[from.len()..].trim_end_matches(|c: char| c.is_ascii_alphabetic()))))
        .collect();
    out.sort();
    out
}

#[test]
fn omega_en_passant_on_either_passed_square() {
    // White b1-b4 passes b2 and b3; Black's pawns on a3 and c4 take it on b2 and on b3.
    let s = slow_for("omega");
    let fen = s.fen_of("Kf0 Pb1 kf9 pa3 pc4", "w - - 0 1");
    let mut g = Game::new("omega", Some(&fen)).unwrap();
    g.play(&format!("{}{}", s.name(s.square_of("b1")), s.name(s.square_of("b4")))).unwrap();
    let name = |l: &str| s.name(s.square_of(l));
    let moves = g.legal_moves();
    assert!(moves.contains(&format!("{}{}", name("a3"), name("b2"))), "{moves:?}");
    assert!(moves.contains(&format!("{}{}", name("c4"), name("b3"))), "{moves:?}");
    g.play(&format!("{}{}", name("a3"), name("b2"))).unwrap();
    assert_eq!(g.piece_at(&name("b4")).unwrap(), None, "the pawn taken en passant is gone");
}

#[test]
fn great_outer_pawn_rules() {
    // First move up to four squares; later one or two; never two onto the last rank.
    assert_eq!(moves_from("greatouter", "Kg1 Pc2 kg12", "w - - 0 1", "c2"), words("c3 c4 c5 c6"));
    assert_eq!(moves_from("greatouter", "Kg1 Pc4 kg12", "w - - 0 1", "c4"), words("c5 c6"));
    let promo = moves_from("greatouter", "Kg1 Pc10 kg12", "w - - 0 1", "c10");
    assert_eq!(promo, words("c11"), "from c10 only one step");
    // En passant after a two-square advance only (AMB-GOC-2 [R]); with the option, after 3 or 4 too.
    let s = slow_for("greatouter");
    let name = |l: &str| s.name(s.square_of(l));
    for (id, advance, black, target, allowed) in [
        ("greatouter", "c4", "b4", "c3", true),
        ("greatouter", "c5", "b4", "c3", false),
        ("greatouter", "c6", "b5", "c4", false),
        ("greatouter+ep_any_passed", "c5", "b4", "c3", true),
        ("greatouter+ep_any_passed", "c6", "b5", "c4", true),
    ] {
        let fen = s.fen_of(&format!("Kg1 Pc2 kg12 p{black}"), "w - - 0 1");
        let mut g = Game::new(id, Some(&fen)).unwrap();
        g.play(&format!("{}{}", name("c2"), name(advance))).unwrap();
        let ep = format!("{}{}", name(black), name(target));
        assert_eq!(g.legal_moves().contains(&ep), allowed, "{id}: c2-{advance}, then {ep}");
    }
    // A later two-square advance may be taken too.
    let fen = s.fen_of("Kg1 Pc4 kg12 pd6", "w - - 0 1");
    let mut g = Game::new("greatouter", Some(&fen)).unwrap();
    g.play(&format!("{}{}", name("c4"), name("c6"))).unwrap();
    assert!(g.legal_moves().contains(&format!("{}{}", name("d6"), name("c5"))));
}

#[test]
fn great_outer_zones_corners_and_castling() {
    // Leapers land on z1: the outer knight from d1 (a (4,1) leap) and c2 ((3,2)), the guard from c1.
    assert!(moves_from("greatouter", "Kg1 Nd1 kg12", "w - - 0 1", "d1").contains(&"z1".to_string()));
    assert!(moves_from("greatouter", "Kg1 Nc2 kg12", "w - - 0 1", "c2").contains(&"z1".to_string()));
    assert!(moves_from("greatouter", "Kg1 Gc1 kg12", "w - - 0 1", "c1").contains(&"z1".to_string()));
    // A rook on a z-square cannot move; a bishop there runs along the long diagonal.
    assert!(moves_from("greatouter", "Kg1 Rz2 kg12", "w - - 0 1", "z2").is_empty());
    assert_eq!(moves_from("greatouter", "Kg1 Bz1 kg11", "w - - 0 1", "z1").len(), 13);
    // The matriarch moves by the zone where it starts: at most 3 squares from the inner e5, at most
    // 6 from the middle c3, as a queen from the outer a1.
    assert_eq!(moves_from("greatouter", "Ka12 Me5 kl12", "w - - 0 1", "e5").len(), 3 * 8);
    assert_eq!(moves_from("greatouter", "Ka12 Mc3 kl12", "w - - 0 1", "c3").len(), 6 + 6 + 6 + 2 + 2 + 2 + 2 + 3);
    assert_eq!(moves_from("greatouter", "Kb12 Ma1 kl11", "w - - 0 1", "a1").len(), 11 + 11 + 12 + 1);
    // Castling: the king moves three squares toward the rook.
    let m = moves_from("greatouter", "Kg1 Rb1 Rk1 kg12", "w KQ - 0 1", "g1");
    assert!(m.contains(&"j1".to_string()) && m.contains(&"d1".to_string()), "{m:?}");
}

#[test]
fn the_new_keys_refuse_bad_values_with_a_message() {
    let err = |ini: &str| variants::from_ini(ini, None).map(|_| ()).unwrap_err().to_string();
    assert!(err("[x:omega]\nzone_moves = w | mabK | *5\n").contains("single leaps and slides"));
    assert!(err("[x:omega]\nzone_moves = w | K\n").contains("letter | Betza | white region"));
    assert!(err("[x:omega]\nzone_moves = w | K | nosuch\n").contains("nosuch"));
    assert!(err("[x:greatouter]\nen_passant_steps = 1\n").contains("en_passant_steps"));
    assert!(err("[x:omega]\ncell_labels = b2\n").contains("square:label"));
    assert!(err("[x:omega]\ncell_labels = b1:x\n").contains("cell_labels"), "a hole has no label");
    // One region for both sides, or one per side: the white region is Black's too when alone.
    let v = variants::from_ini("[x:omega]\nzone_moves = w | K | *5\n", None).unwrap();
    assert_eq!(v.rules.zone_moves[0].2[0], v.rules.zone_moves[0].2[1]);
}

#[test]
fn a_pawn_ride_of_limited_range_may_be_taken_on_every_square_it_passed() {
    // The same Betza on a plain 8x8 board: `ifmR3` from the second rank, taken on the third or fourth.
    let ini = "[tri:chess]\npiece = p | Pawn | fmWfceFifmR3\n";
    let v = variants::from_ini(ini, None).unwrap();
    for (black, target) in [("d4", "c3"), ("b5", "c4")] {
        let fen = common::fen_from_pieces(8, 8, &format!("Ke1 Pc2 ke8 p{black}"), "w - - 0 1");
        let mut g = Game::from_variant(v.clone(), Some(&fen)).unwrap();
        g.play("c2c5").unwrap();
        assert!(g.legal_moves().contains(&format!("{black}{target}")), "{black}{target}: {:?}", g.legal_moves());
    }
}

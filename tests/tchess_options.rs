//! TCHESS rule options (spec tchess.md §11, variant ids such as `tchess+jester_vector`), against
//! the engine and the independent slow generator (tests/common/tchess_slow.rs, `Opts`), which
//! implements each alternative from the spec's prose (§5.4, §5.5, §6.2, §7.3, §7.4.1, §7.5):
//!
//! 1. One hand-worked position (or move map) per option showing exactly what changes.
//! 2. Perft with each option from the start positions (10x10 depth 3, 8x8 depth 4) and from a
//!    position where the option matters, engine vs slow generator.
//! 3. Fixed-seed random games per option: move sets, FEN, check, outcome at every ply.
//! 4. Combined options (and the refused combinations), option id normalization, errors for
//!    unknown options and malformed ids.
//!
//! Run: `cargo test --release --test tchess_options`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::sorted;
use common::tchess_check::{
    agree, eng_moves, engine, expect, fen, from_to, play_both, random_games, read_map, slow, words, Played, Prefer,
};
use common::tchess_slow::{check_perft, fen_fields, parse_sq, sq_name, TPos, OPTION_NAMES, START_10, START_8};
use fairyboard::pieces::Color;
use fairyboard::variants::builtin;
use fairyboard::Game;

// ---------------------------------------------------------------------------------------------
// Helpers.

/// The moves of the piece on `sq` without the option (`base`) and with it (`id`): both must
/// agree between the generators; the option removes exactly `removed` and adds exactly `added`.
fn expect_change(base: &str, id: &str, f: &str, sq: &str, added: &str, removed: &str, what: &str) {
    agree(base, f);
    agree(id, f);
    let before = slow(base, f).legal_from(sq);
    let added = from_to(sq, added);
    let removed = from_to(sq, removed);
    for m in &removed {
        assert!(before.contains(m), "{what}: {m} is not a move of {base} to begin with: {before:?}");
    }
    for m in &added {
        assert!(!before.contains(m), "{what}: {m} is already a move of {base}: {before:?}");
    }
    let want = sorted(before.iter().filter(|m| !removed.contains(m)).cloned().chain(added.iter().cloned()).collect());
    expect(id, f, Some(sq), &want, what);
}

// ---------------------------------------------------------------------------------------------
// Move maps (§9.3 style): `o` quiet only, `x` capture only, `*` both; the piece `@` on e5 of the
// 9x9 window a1-i9. White moves up.

/// The piece `letter` (White) on e5 of the empty 10x10 board under variant `id`: its targets in
/// the window must be the map, in the engine's diagram and in the slow generator (quiet moves on
/// the empty board; a capture onto a lone enemy on the square).
fn check_map(id: &str, letter: char, map: &str) -> Vec<String> {
    let (cells, _) = read_map(map);
    let mut failures = vec![];
    let v = builtin(id).unwrap_or_else(|e| panic!("{id}: {e}"));
    let t = Game::diagram(&v, letter, "e5").unwrap_or_else(|e| panic!("diagram {letter}: {e}"));
    let alone = TPos::from_fen(id, &fen(&format!("{letter}e5"), "w - - 0 1")).unwrap();
    let quiet: Vec<usize> = alone.legal().iter().map(|m| m.to).collect();
    for &(sq, q, x) in &cells {
        let name = sq_name(sq);
        let (eq, ex) = t.iter().find(|d| d.square == name).map(|d| (d.quiet, d.capture)).unwrap_or((false, false));
        if (eq, ex) != (q, x) {
            failures.push(format!(
                "{id} {letter} e5 -> {name}: spec (quiet {q}, capture {x}), engine (quiet {eq}, capture {ex})"
            ));
        }
        let p = TPos::from_fen(id, &fen(&format!("{letter}e5 n{name}"), "w - - 0 1")).unwrap();
        let cap = p.legal().iter().any(|m| m.to == sq && m.cap == Some(sq));
        if (quiet.contains(&sq), cap) != (q, x) {
            failures.push(format!(
                "{id} {letter} e5 -> {name}: spec (quiet {q}, capture {x}), slow (quiet {}, capture {cap})",
                quiet.contains(&sq)
            ));
        }
    }
    failures
}

// ---------------------------------------------------------------------------------------------
// 1. One position per option.

/// I-02 stage2_from_origin: V1b's Guardian now takes d4 directly; the Lion of V2 takes e6; the
/// Magister takes an orthogonal neighbour it cannot reach by a detour; Griffin, Paladin,
/// Champion and Emperor get their direct captures.
#[test]
fn stage2_from_origin() {
    let id = "tchess+stage2_from_origin";
    // V1b: G e5 boxed in by its own e4 e6 d5 f5; Black d4.
    let f = fen("Ka1 kj10 Ge5 Ne4 Ne6 Nd5 Nf5 nd4", "w - - 0 1");
    expect("tchess", &f, Some("e5"), &[], "V1b default: no moves");
    expect(id, &f, Some("e5"), &from_to("e5", "d4"), "V1b with stage2_from_origin: d4");
    // V2: L e5 with no empty neighbour.
    let f = fen("Ka1 kj10 Le5 Nd4 Nd5 Nd6 Nf4 Nf5 Nf6 Ne4 re6", "w - - 0 1");
    expect("tchess", &f, Some("e5"), &[], "V2 default: no moves");
    expect(id, &f, Some("e5"), &from_to("e5", "e6"), "V2 with stage2_from_origin: e6");
    // Magister e5, Black f5 (orthogonal neighbour: no detour reaches it) and d6 (reached via e7 or
    // c5 anyway): the option adds f5 only.
    let f = fen("Ka1 kj10 Me5 pf5 pd6", "w - - 0 1");
    expect_change("tchess", id, &f, "e5", "f5", "", "Magister: direct cK");
    // Griffin, Champion: own pieces on all 8 knight squares (no stage 1 at all), Black on the 8
    // neighbours: nothing by default, the direct captures with the option.
    let crowd = "Nc4 Nc6 Nd3 Nd7 Nf3 Nf7 Ng4 Ng6";
    for (letter, added) in [('F', "d4 d6 f4 f6"), ('C', "d5 e4 e6 f5")] {
        let f = fen(&format!("Ka1 kj10 {letter}e5 {crowd} pd4 pd5 pd6 pe4 pe6 pf4 pf5 pf6"), "w - - 0 1");
        expect("tchess", &f, Some("e5"), &[], &format!("{letter} in a crowd: nothing by default"));
        expect(id, &f, Some("e5"), &from_to("e5", added), &format!("{letter} in a crowd: direct captures"));
    }
    // The Emperor (royal; no King) in the same crowd, one Black Knight on f6 (no check).
    let f = fen(&format!("Na1 kj10 Ee5 {crowd} nf6"), "w - - 0 1");
    expect("tchess", &f, Some("e5"), &[], "Emperor in a crowd: nothing by default");
    expect(id, &f, Some("e5"), &from_to("e5", "f6"), "Emperor in a crowd: direct cK");
    // Paladin e5 boxed by own diagonal neighbours: direct cW onto d5 e4 e6 f5.
    let f = fen("Ka1 kj10 De5 Nd4 Nd6 Nf4 Nf6 pd5 pe4 pe6 pf5", "w - - 0 1");
    expect("tchess", &f, Some("e5"), &[], "Paladin boxed: nothing by default");
    expect(id, &f, Some("e5"), &from_to("e5", "d5 e4 e6 f5"), "Paladin boxed: direct cW");
    // Also in the zone.
    let f = fen("Kb2 ki9 Ge5 Ne4 Ne6 Nd5 Nf5 nd4", "w - - 0 1");
    expect("tchess8+stage2_from_origin", &f, Some("e5"), &from_to("e5", "d4"), "V1b in the zone");
}

/// I-03 stage2_onward: Guardian, Paladin and Magister maps; the other two-stage pieces keep
/// every direction.
#[test]
fn stage2_onward_maps() {
    let id = "tchess+stage2_onward";
    let mut failures = vec![];
    failures.extend(check_map(
        id,
        'G',
        ". . . x o x . . .
         . . . x o x . . .
         . . . x o x . . .
         x x x . o . x x x
         o o o o @ o o o o
         x x x . o . x x x
         . . . x o x . . .
         . . . x o x . . .
         . . . x o x . . .",
    ));
    failures.extend(check_map(
        id,
        'D',
        "o x . . . . . x o
         x o x . . . x o x
         . x o x . x o x .
         . . x o . o x . .
         . . . . @ . . . .
         . . x o . o x . .
         . x o x . x o x .
         x o x . . . x o x
         o x . . . . . x o",
    ));
    failures.extend(check_map(
        id,
        'M',
        ". . . . . . . . .
         . . x x . x x . .
         . x o . o . o x .
         . x . . . . . x .
         . . o . @ . o . .
         . x . . . . . x .
         . x o . o . o x .
         . . x x . x x . .
         . . . . . . . . .",
    ));
    // The Lion keeps all 8 directions (I-03 names G, D and M only).
    failures.extend(check_map(
        id,
        'L',
        ". . . . . . . . .
         . . . . . . . . .
         . . x x x x x . .
         . . x * * * x . .
         . . x * @ * x . .
         . . x * * * x . .
         . . x x x x x . .
         . . . . . . . . .
         . . . . . . . . .",
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// I-03 in a position: the Guardian's backward detour to d6 (e5-e7, then back south-west) is gone.
#[test]
fn stage2_onward_position() {
    let f = fen("Ka1 kj10 Ge5 pd6 pf8 ph6 pc4 pe2", "w - - 0 1");
    expect_change("tchess", "tchess+stage2_onward", &f, "e5", "", "d6", "Guardian onward");
    // The Magister: c7 (a diagonal stage 1 to the north-west) no longer turns east onto d7.
    let f = fen("Ka1 kj10 Me5 pd7 pf8", "w - - 0 1");
    expect_change("tchess", "tchess+stage2_onward", &f, "e5", "", "d7", "Magister onward");
}

/// I-05 magister_up_to_2: the spec's "M alt (up to 2)" map; magister_jumping: the empty-board map
/// is the default one, but the middle square may be occupied.
#[test]
fn magister_ranges() {
    let mut failures = check_map(
        "tchess+magister_up_to_2",
        'M',
        ". . . . . . . . .
         . . x x . x x . .
         . x o x o x o x .
         . x x * * * x x .
         . . o * @ * o . .
         . x x * * * x x .
         . x o x o x o x .
         . . x x . x x . .
         . . . . . . . . .",
    );
    failures.extend(check_map(
        "tchess+magister_jumping",
        'M',
        ". . . . . . . . .
         . . x x . x x . .
         . x o x o x o x .
         . x x x . x x x .
         . . o . @ . o . .
         . x x x . x x x .
         . x o x o x o x .
         . . x x . x x . .
         . . . . . . . . .",
    ));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Blockers: own pieces on e6 and f6; Black on d8 and g8.
    // Default: e7 blocked (e6), g7 blocked (f6); stage 1 c3 c5 c7 e3 g3 g5; d8 from c7 (east? no:
    // c7 is diagonal, so straight steps c8 b7 d7 c6) - d8 from e7 only, so d8 and g8 are safe.
    let f = fen("Ka1 kj10 Me5 Ne6 Nf6 pd8 pg8", "w - - 0 1");
    expect("tchess", &f, Some("e5"), &from_to("e5", "c3 c5 c7 e3 g3 g5"), "Magister exact 2, blocked");
    // Jumping: e7 and g7 too, and from e7 d8 (diagonal), from g7 g8 (straight).
    expect(
        "tchess+magister_jumping",
        &f,
        Some("e5"),
        &from_to("e5", "c3 c5 c7 e3 e7 g3 g5 g7 d8 g8"),
        "Magister jumping",
    );
    // Up to 2: one step d4 d5 d6 e4 f4 f5 too; e7 g7 still blocked; d8? d5-d6... from d6 (diagonal
    // stage 1? no, d6 is a diagonal one-step: straight steps d7 c6 e6 d5) - no d8, no g8.
    expect(
        "tchess+magister_up_to_2",
        &f,
        Some("e5"),
        &from_to("e5", "c3 c5 c7 d4 d5 d6 e3 e4 f4 f5 g3 g5"),
        "Magister up to 2",
    );
}

/// I-06 chariot_forward: only the two forward L-paths (two squares toward the opponent, then one
/// sideways), for each side.
#[test]
fn chariot_forward() {
    let failures = check_map(
        "tchess+chariot_forward",
        'W',
        ". . . . . . . . .
         . . . . . . . . .
         . . . * . * . . .
         . . . . . . . . .
         . . . . @ . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .
         . . . . . . . . .",
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // V7's chariot (own e6 blocks forward): nothing forward remains.
    let f = fen("Ka1 kj10 We5 Ne6 Nf4 pd7 pf7 pc6 pc4 pg4 pg6 pf3 pd3", "w - - 0 1");
    expect("tchess", &f, Some("e5"), &from_to("e5", "c4 c6 d3 f3 g4 g6"), "V7 default");
    expect("tchess+chariot_forward", &f, Some("e5"), &[], "V7 forward only: e6 blocks");
    // Black's chariot goes down the board.
    let f = fen("Ka1 kj10 we5 Pd3 Pf7 Pd7", "b - - 0 1");
    expect("tchess+chariot_forward", &f, Some("e5"), &from_to("e5", "d3 f3"), "Black chariot forward only");
}

/// I-08 jester_vector (§7.4.1 exact_vector): the Jester repeats the last displacement turned 180°,
/// if the copied type could make it. J-1..J-3 and the Pikeman with vectors.
#[test]
fn jester_vector() {
    let id = "tchess+jester_vector";
    // J-1: Black's Knight went (+1,-2), so White's Jester on d4 may go (-1,+2) = c6.
    let f = fen("Ka1 kj10 Jd4 pe6", "w - - 0 1 N:1,-2 - -");
    expect(id, &f, Some("d4"), &from_to("d4", "c6"), "J-1 vector (1,-2)");
    let f = fen("Ka1 kj10 Jd4 pe6", "w - - 0 1 N:-1,-2 - -");
    expect(id, &f, Some("d4"), &from_to("d4", "e6"), "J-1 vector (-1,-2): the capture");
    // Not a knight displacement: nothing.
    let f = fen("Ka1 kj10 Jd4 pe6", "w - - 0 1 N:2,2 - -");
    expect(id, &f, Some("d4"), &[], "J-1 vector (2,2)");
    // The default mode ignores the displacement.
    let f = fen("Ka1 kj10 Jd4 pe6", "w - - 0 1 N - -");
    expect("tchess", &f, Some("d4"), &from_to("d4", "b3 b5 c2 c6 e2 f3 f5 e6"), "J-1 default");
    // J-3 with a Bishop: (-2,-2) -> d4-f6 takes; (-3,-3) -> g7 is behind f6: nothing.
    let f = fen("Ka1 kj10 Jd4 pf6", "w - - 0 1 B:-2,-2 - -");
    expect(id, &f, Some("d4"), &from_to("d4", "f6"), "J-3 vector (-2,-2)");
    let f = fen("Ka1 kj10 Jd4 pf6", "w - - 0 1 B:-3,-3 - -");
    expect(id, &f, Some("d4"), &[], "J-3 vector (-3,-3): path blocked");
    // A Pikeman's remote capture is measured to the captured square: (0,-2) -> (0,+2).
    let f = fen("Ka1 kj10 Jd4 pd6", "w - - 0 1 I:0,-2 - -");
    expect(id, &f, Some("d4"), &from_to("d4", "d6"), "Jester as Pikeman, remote (0,2)");
    let (g, p) = play_both(id, &f, &["d4d6"]);
    assert_eq!(g.piece_at("d4").unwrap(), Some(('j', Color::White)), "engine: the Jester stays on d4");
    assert_eq!(p.board[parse_sq("d4").unwrap()], Some(('J', true)));
    // The last-mover field after a move is `type:dx,dy`.
    let f = fen("Ka1 kj10 Jd4 Nb1 pe6", "w - - 0 1 N:1,-2 - -");
    let (g, _) = play_both(id, &f, &["b1c3"]);
    assert_eq!(fen_fields(&g.fen())[6], "N:1,2", "engine FEN last mover after b1c3: {}", g.fen());
    // Legality (§7.4.4 with the vector): Black Jester a5, White King e1, b4 c3 d2 empty. A
    // Bishop h4-d8 (-4,+4) lets the Jester go (+4,-4) onto e1: illegal. Every other Bishop move
    // leaves the Jester a harmless vector (under move_as every one of them would be illegal).
    let f = fen("Ke1 Bh4 ja5 kj10", "w - - 0 1 N:1,2 - -");
    expect(id, &f, Some("h4"), &from_to("h4", "g5 f6 e7 c9 b10 i5 j6 g3 f2 i3 j2"), "J-4 with the vector");
    expect("tchess", &fen("Ke1 Bh4 ja5 kj10", "w - - 0 1 N - -"), Some("h4"), &[], "J-4 move_as");
}

/// I-08b jester_copies_promoted: after c9-c10=R Black's Jester moves as a Rook (as a Pawn by
/// default). So with the King on e1 under a Jester on e5 (e2-e4 empty) promoting to a Rook is
/// illegal; to a Bishop legal.
#[test]
fn jester_copies_promoted() {
    let id = "tchess+jester_copies_promoted";
    let f = fen("Ke1 Pc9 je5 kj10", "w - - 0 1 N BR -");
    expect("tchess", &f, Some("c9"), &words("c9c10b c9c10r"), "default: both promotions");
    expect(id, &f, Some("c9"), &words("c9c10b"), "copies promoted: the Rook would be copied onto e1");
    let (mut g, p) = play_both(id, &f, &["c9c10b"]);
    assert_eq!(fen_fields(&g.fen())[6], "B", "engine: last mover after a promotion to B");
    assert_eq!(p.last, Some('B'));
    // Black's Jester on e5 now moves as a Bishop.
    let e = eng_moves(&mut g, Some("e5"));
    assert_eq!(e, p.legal_from("e5"), "Jester as the promoted Bishop");
    assert!(e.contains(&"e5a1".to_string()) && e.contains(&"e5i1".to_string()), "{e:?}");
    // Default: the same promotion is copied as a Pawn.
    let (mut g, p) = play_both("tchess", &f, &["c9c10b"]);
    assert_eq!(fen_fields(&g.fen())[6], "P");
    assert_eq!(eng_moves(&mut g, Some("e5")), words("e5e4"));
    assert_eq!(p.legal_from("e5"), words("e5e4"));
}

/// I-09 assassin_connected: quiet moves to every empty square reachable by king steps over empty
/// squares: around the wall d3 e3 f3, but not into the pocket j1.
#[test]
fn assassin_connected() {
    let f = fen("Ka1 kj10 Ae2 Pd3 Pe3 Pf3 Ni1 Ni2 Nj2 nf1 pc7", "w - - 0 1");
    expect("tchess", &f, Some("e2"), &from_to("e2", "e1 d2 c2 b2 a2 f2 g2 h2 d1 f1"), "Assassin queen lines");
    let id = "tchess+assassin_connected";
    let mut want: Vec<String> = (0..100)
        .filter(|&s| slow(id, &f).board[s].is_none() && sq_name(s) != "j1")
        .map(|s| format!("e2{}", sq_name(s)))
        .collect();
    want.push("e2f1".into());
    let want = sorted(want);
    assert_eq!(want.len(), 89);
    assert!(want.contains(&"e2e4".to_string()) && want.contains(&"e2e10".to_string()));
    expect(id, &f, Some("e2"), &want, "Assassin connected");
    // In the zone, the ring does not exist: the flood stays inside b2-i9.
    let f = fen("Kb2 ki9 Ae3 Pd4 Pe4 Pf4", "w - - 0 1");
    let id8 = "tchess8+assassin_connected";
    let want: Vec<String> = (0..100)
        .filter(|&s| {
            let (fi, r) = (s % 10, s / 10);
            (1..=8).contains(&fi) && (1..=8).contains(&r) && slow(id8, &f).board[s].is_none()
        })
        .map(|s| format!("e3{}", sq_name(s)))
        .collect();
    expect(id8, &f, Some("e3"), &sorted(want), "Assassin connected in the zone");
}

/// I-09b assassin_remote: the Assassin takes an adjacent enemy and stays (move string = from +
/// captured square); assassin_after_move: one king step after a quiet move, never from where it
/// stands.
#[test]
fn assassin_captures() {
    // Boxed in by its own pieces except the enemy d6.
    let f = fen("Ka1 kj10 Ae5 Nd4 Nd5 Ne4 Ne6 Nf4 Nf5 Nf6 pd6", "w - - 0 1");
    expect("tchess", &f, Some("e5"), &from_to("e5", "d6"), "Assassin cK");
    expect("tchess+assassin_remote", &f, Some("e5"), &from_to("e5", "d6"), "Assassin remote");
    expect("tchess+assassin_after_move", &f, Some("e5"), &[], "Assassin after move: cannot move, so cannot capture");
    let (g, p) = play_both("tchess+assassin_remote", &f, &["e5d6"]);
    assert_eq!(g.piece_at("e5").unwrap(), Some(('a', Color::White)), "engine: the Assassin stays on e5");
    assert_eq!(g.piece_at("d6").unwrap(), None, "engine: d6 is emptied");
    assert_eq!(p.board[parse_sq("e5").unwrap()], Some(('A', true)));
    let (g, _) = play_both("tchess", &f, &["e5d6"]);
    assert_eq!(g.piece_at("d6").unwrap(), Some(('a', Color::White)), "engine default: the Assassin moves to d6");
    // Open board: Black e7 (two squares away), d5 (adjacent) and i9 (shielding its King j10, which
    // the Assassin would otherwise take from i9 after e5-i9). After a move: e7 from e6, i9 from
    // h8, d5 by a detour (e.g. from e4): the option adds e7 and i9 and keeps d5.
    let f = fen("Ka1 kj10 Ae5 pe7 pd5 pi9", "w - - 0 1");
    expect_change(
        "tchess",
        "tchess+assassin_after_move",
        &f,
        "e5",
        "e7 i9",
        "",
        "Assassin after move: e7 and i9 added",
    );
    expect_change("tchess", "tchess+assassin_remote", &f, "e5", "", "", "Assassin remote: same squares");
    let (g, _) = play_both("tchess+assassin_after_move", &f, &["e5e7"]);
    assert_eq!(g.piece_at("e7").unwrap(), Some(('a', Color::White)), "engine: the Assassin lands on e7");
    // A remote capture is a capture for the 50-move rule.
    let f = fen("Ka1 kj10 Ae5 pd5", "w - - 30 40");
    let (g, _) = play_both("tchess+assassin_remote", &f, &["e5d5"]);
    assert_eq!(fen_fields(&g.fen())[4], "0");
    // A Jester copying a remote Assassin stays too (the displacement is to the captured square).
    let f = fen("Ka1 kj10 Jd4 pd5", "w - - 0 1 A - -");
    let (g, _) = play_both("tchess+assassin_remote", &f, &["d4d5"]);
    assert_eq!(g.piece_at("d4").unwrap(), Some(('j', Color::White)));
}

/// I-12 alternatives_capture_only: Skirmisher and Templar lose their quiet moves; the Sergeant's
/// aura still gives the Skirmisher its capture ahead.
#[test]
fn alternatives_capture_only() {
    let id = "tchess+alternatives_capture_only";
    let f = fen("Ka1 kj10 Ze4 Tg4 pd4 ph5", "w - - 0 1");
    expect("tchess", &f, Some("e4"), &from_to("e4", "d4 e5 f4"), "Skirmisher default");
    expect(id, &f, Some("e4"), &from_to("e4", "d4"), "Skirmisher capture only");
    expect("tchess", &f, Some("g4"), &from_to("g4", "f5 h5"), "Templar default");
    expect(id, &f, Some("g4"), &from_to("g4", "h5"), "Templar capture only");
    // Beside a Sergeant: the aura's capture straight ahead (e5) stays.
    let f = fen("Ka1 kj10 Te4 Sf4 pe5", "w - - 0 1");
    expect(id, &f, Some("e4"), &from_to("e4", "e5"), "Templar capture only with the aura");
    let f = fen("Ka1 kj10 Ze4 Sf4", "w - - 0 1");
    expect(id, &f, Some("e4"), &[], "Skirmisher capture only, nothing to take");
}

/// I-13 pawn_may_not_enter: with an empty pool the Pawn may not enter the last rank (the
/// alternatives still may, their promotion being optional); with a pool it promotes as usual.
#[test]
fn pawn_may_not_enter() {
    let id = "tchess+pawn_may_not_enter";
    let f = fen("Ka1 kj10 Pc9 Ze9 pd10", "w - - 0 1 - - -");
    expect("tchess", &f, Some("c9"), &from_to("c9", "c10 d10"), "default: the Pawn enters and stays");
    expect(id, &f, Some("c9"), &[], "empty pool: no entry");
    expect(id, &f, Some("e9"), &from_to("e9", "d9 e10 f9"), "the Skirmisher still enters");
    let f = fen("Ka1 kj10 Pc9 pd10", "w - - 0 1 - R -");
    expect(id, &f, Some("c9"), &words("c9c10r c9d10r"), "with a pool: promotion");
    // The zone: last rank 9.
    let f = fen("Kb2 ki9 Pc8", "w - - 0 1 - - -");
    expect("tchess8", &f, Some("c8"), &from_to("c8", "c9"), "zone default");
    expect("tchess8+pawn_may_not_enter", &f, Some("c8"), &[], "zone, empty pool");
    // Black too.
    let f = fen("Ka1 kj10 pc2", "b - - 0 1 - - -");
    expect(id, &f, Some("c2"), &[], "Black, empty pool");
    // The Jester copying a Pawn is no Pawn: it may enter (and does not promote).
    let f = fen("Ka1 kj10 Jc9", "w - - 0 1 P - -");
    expect(id, &f, Some("c9"), &from_to("c9", "c10"), "Jester as a Pawn");
    // A Pawn standing on its last rank cannot arise: both refuse the FEN (no panic).
    let f = fen("Ka1 kj10 Pc10", "w - - 0 1 - - -");
    assert!(TPos::from_fen(id, &f).is_err());
    assert!(Game::new(id, Some(&f)).is_err(), "engine accepts a Pawn on the last rank with pawn_may_not_enter");
    assert!(Game::new("tchess", Some(&f)).is_ok());
}

/// I-14 no_en_passant: after e3-e5 the Black pawn on d5 may not take en passant; the FEN has no
/// en passant square. The double step itself stays.
#[test]
fn no_en_passant() {
    let f = fen("Ka1 kj10 Pe3 pd5", "w - - 0 1");
    let (mut g, p) = play_both("tchess", &f, &["e3e5"]);
    assert_eq!(fen_fields(&g.fen())[3], "e4");
    assert!(g.legal_moves().contains(&"d5e4".to_string()) && p.legal_strings().contains(&"d5e4".to_string()));
    let id = "tchess+no_en_passant";
    expect(id, &f, Some("e3"), &from_to("e3", "e4 e5"), "the double step stays");
    let (mut g, p) = play_both(id, &f, &["e3e5"]);
    assert_eq!(fen_fields(&g.fen())[3], "-");
    assert!(!g.legal_moves().contains(&"d5e4".to_string()), "engine: en passant with no_en_passant");
    assert!(!p.legal_strings().contains(&"d5e4".to_string()));
    assert_eq!(sorted(g.legal_moves()), p.legal_strings());
}

/// A FEN's en passant square where there is no en passant: refused or ignored, never an e.p.
/// capture. The zone mode (no en passant either) is checked the same way.
#[test]

fn no_en_passant_fen_field() {
    let f = fen("Ka1 kj10 Pe5 pd5", "b - e4 0 1");
    let g8 = fen("Kb2 ki9 Pe5 pd5", "b - e4 0 1");
    let mut failures = vec![];
    for (id, f) in [("tchess+no_en_passant", &f), ("tchess8", &g8), ("tchess8+no_en_passant", &g8)] {
        if let Ok(mut g) = Game::new(id, Some(f)) {
            if g.legal_moves().contains(&"d5e4".to_string()) {
                failures.push(format!("engine: en passant from the FEN: {id} '{f}'"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The brief's notation for the Assassin's stationary capture: from + captured square, like the
/// Pikeman's remote capture (§7.5.2 move record: (from, target, kind = Remote)).
#[test]

fn assassin_remote_notation() {
    let f = fen("Ka1 kj10 Ae5 pd6", "w - - 0 1");
    let mut g = engine("tchess+assassin_remote", &f);
    let e = sorted(g.legal_moves_from("e5").unwrap());
    assert!(e.contains(&"e5d6".to_string()), "engine: {e:?}");
    assert_eq!(g.play("e5d6").map_err(|e| e.to_string()), Ok("e5d6".to_string()));
}

/// I-04 stage2_from_slide_end (§6.2(b)): the Guardian and the Paladin capture only from the last
/// empty square of each slide. V1: h6 was taken from g5 or i5, but the eastward slide ends on j5
/// (whose diagonals are i4 and i6): h6 goes; d3 (from e4, the end of the southward slide), d8 and
/// f8 (from e7, before the own e8) stay. Every quiet move stays.
#[test]
fn stage2_from_slide_end() {
    let id = "tchess+stage2_from_slide_end";
    let v1 = fen("Ka1 kj10 Ge5 Ne8 Nb5 pf8 pd8 pe3 pd3 ph6 pa6", "w - - 0 1");
    expect("tchess", &v1, Some("e5"), &from_to("e5", "c5 d5 e4 e6 e7 f5 g5 h5 i5 j5 d3 d8 f8 h6"), "V1 default");
    expect_change("tchess", id, &v1, "e5", "", "h6", "V1 Guardian from the slide end");
    // V6: the Paladin's b7 (from c7 or b8) and c2 (from c3 or b2) were not from a slide end; a8
    // (from a9, the end of the north-west slide) stays.
    let v6 = fen("Kj2 kj10 De5 Ng7 ph7 pc2 pf8 pa8 pb7", "w - - 0 1");
    expect("tchess", &v6, Some("e5"), &from_to("e5", "a1 a9 b2 b8 c3 c7 d4 d6 f4 f6 g3 h2 i1 a8 b7 c2"), "V6 default");
    expect_change("tchess", id, &v6, "e5", "", "b7 c2", "V6 Paladin from the slide end");
    // Stage 2 from the last square before a piece: Guardian e5, own e8: the north slide ends on e7,
    // so d8 is taken and d7 (a diagonal of e6 only) is not.
    let f = fen("Ka1 kj10 Ge5 Ne8 pd7 pd8", "w - - 0 1");
    expect_change("tchess", id, &f, "e5", "", "d7", "Guardian: the square before the blocker");
    // The Magister is no slider under the default range: unchanged (V3).
    let v3 = fen("Ka1 kj10 Me5 Ne6 pd8 pf8 pf4 pg2 pc6 pb6", "w - - 0 1");
    expect_change("tchess", id, &v3, "e5", "", "", "Magister unchanged");
    // In the zone the slide ends at the zone edge: the eastward slide stops on i5, whose diagonal
    // h6 is taken there (on 10x10 the slide runs on to j5 and h6 is safe).
    let f = fen("Kb2 ki9 Ge5 ph6", "w - - 0 1");
    expect(
        "tchess8+stage2_from_slide_end",
        &f,
        Some("e5"),
        &from_to("e5", "b5 c5 d5 f5 g5 h5 i5 e2 e3 e4 e6 e7 e8 e9 h6"),
        "zone: the slide ends on i5",
    );
    let f10 = fen("Kb2 ki9 Ge5 ph6", "w - - 0 1");
    expect_change("tchess", id, &f10, "e5", "", "h6", "10x10: the slide ends on j5");
    // A Jester copying a Guardian copies the rule too.
    let j1 = fen("Ka1 kj10 Je5 Ne8 Nb5 pf8 pd8 pe3 pd3 ph6 pa6", "w - - 0 1 G - -");
    expect_change("tchess", id, &j1, "e5", "", "h6", "Jester as a Guardian");
    // Black's Guardian the same way: the southward slide ends on e1, so d3 (a diagonal of e4 and
    // e2) is safe.
    let f = fen("Kj10 ka10 ge5 Pd3", "b - - 0 1");
    expect_change("tchess", id, &f, "e5", "", "d3", "Black Guardian: d3 only from e4 or e2");
}

/// I-11 aura_diagonal: a Sergeant diagonally next to a pawn-type (in front of it or behind it)
/// lends the forward capture too; one straight behind or ahead does not; an enemy Sergeant does
/// not (without aura_any_side); the Jester neither gives nor receives it.
#[test]
fn aura_diagonal() {
    let id = "tchess+aura_diagonal";
    // White S e4: P d5 (the Sergeant diagonally behind it) takes d6; Pikeman f3 (the Sergeant
    // diagonally in front) takes f4 by moving there (its remote capture needs f4 empty). P h5
    // with its S h4 straight behind: nothing. P g7 with Black's s h8 diagonally ahead: nothing new.
    let f = fen("Ka1 kj10 Se4 Pd5 If3 Sh4 Ph5 Pg7 pd6 pf4 ph6 sh8 ng8", "w - - 0 1");
    expect_change("tchess", id, &f, "d5", "d6", "", "P d5, S e4 diagonally behind");
    expect_change("tchess", id, &f, "f3", "f4", "", "Pikeman f3, S e4 diagonally ahead");
    expect_change("tchess", id, &f, "h5", "", "", "P h5, S h4 straight behind: no aura");
    expect_change("tchess", id, &f, "g7", "", "", "P g7, enemy s h8 diagonal: no aura");
    // The default aura (directly beside) stays: P b4 beside S c4.
    let f = fen("Ka1 kj10 Sc4 Pb4 pb5", "w - - 0 1");
    expect_change("tchess", id, &f, "b4", "", "", "P b4 beside S c4: the aura in both");
    expect("tchess", &f, Some("b4"), &from_to("b4", "b5"), "default aura");
    // Black: p e6 with its s d7 diagonally behind (for Black) takes e5; p b6 with s c5
    // diagonally ahead takes b5.
    let f = fen("Ka1 kj10 pe6 sd7 Ne5 pb6 sc5 Nb5", "b - - 0 1");
    expect_change("tchess", id, &f, "e6", "e5", "", "Black p e6, s d7 diagonally behind");
    expect_change("tchess", id, &f, "b6", "b5", "", "Black p b6, s c5 diagonally ahead");
    // The Jester: copying a Pawn it receives nothing; copying a Sergeant it gives nothing.
    let f = fen("Ka1 kj10 Sd4 Jc5 pc6", "w - - 0 1 P - -");
    expect(id, &f, Some("c5"), &[], "Jester as a Pawn diagonal to a Sergeant");
    let f = fen("Ka1 kj10 Jd4 Pc5 pc6", "w - - 0 1 S - -");
    expect(id, &f, Some("c5"), &[], "a Jester as a Sergeant lends no aura");
    // In the zone too.
    let f = fen("Kb2 ki9 Se4 Pd5 pd6", "w - - 0 1");
    expect_change("tchess8", "tchess8+aura_diagonal", &f, "d5", "d6", "", "zone: P d5, S e4");
}

/// I-11 aura_any_side: a pawn-type directly beside an enemy Sergeant gets the capture one square
/// ahead (its own ahead); a diagonal enemy Sergeant only with aura_diagonal as well.
#[test]
fn aura_any_side() {
    let id = "tchess+aura_any_side";
    let both = "tchess+aura_any_side+aura_diagonal";
    // White P d4 beside Black's s e4 takes d5.
    let f = fen("Ka1 kj10 Pd4 se4 nd5", "w - - 0 1");
    expect_change("tchess", id, &f, "d4", "d5", "", "P d4 beside an enemy Sergeant");
    expect_change("tchess", both, &f, "d4", "d5", "", "P d4 beside an enemy Sergeant (both options)");
    expect_change("tchess", "tchess+aura_diagonal", &f, "d4", "", "", "aura_diagonal alone: no enemy aura");
    // Black p h6 beside White's S g6 takes h5 (downward, Black's forward).
    let f = fen("Ka1 kj10 Sg6 ph6 Nh5", "b - - 0 1");
    expect_change("tchess", id, &f, "h6", "h5", "", "Black p h6 beside a White Sergeant");
    // Pikeman beside an enemy Sergeant: takes the piece in front by moving there.
    let f = fen("Ka1 kj10 Ic3 sd3 nc4", "w - - 0 1");
    expect_change("tchess", id, &f, "c3", "c4", "", "Pikeman beside an enemy Sergeant");
    // A friendly Sergeant beside: the default aura, unchanged.
    let f = fen("Ka1 kj10 Pd4 Se4 nd5", "w - - 0 1");
    expect_change("tchess", id, &f, "d4", "", "", "friendly Sergeant: unchanged");
    // An enemy Sergeant diagonally ahead: only with both options. P b4, s c5, n b5.
    let f = fen("Ka1 kj10 Pb4 sc5 nb5", "w - - 0 1");
    expect_change("tchess", id, &f, "b4", "", "", "diagonal enemy Sergeant, aura_any_side alone");
    expect_change("tchess", "tchess+aura_diagonal", &f, "b4", "", "", "diagonal enemy Sergeant, aura_diagonal alone");
    expect_change("tchess", both, &f, "b4", "b5", "", "diagonal enemy Sergeant, both options");
    // The Jester copying a Pawn beside an enemy Sergeant receives nothing.
    let f = fen("Ka1 kj10 Jd4 se4 nd5", "w - - 0 1 P - -");
    expect(id, &f, Some("d4"), &[], "Jester as a Pawn beside an enemy Sergeant");
    // In the zone too.
    let f = fen("Kb2 ki9 Pd4 se4 nd5", "w - - 0 1");
    expect_change("tchess8", "tchess8+aura_any_side", &f, "d4", "d5", "", "zone: P d4 beside an enemy Sergeant");
}

/// The aura options count for attacks on a royal piece (§7.5.1 "also counts for attacks"): a
/// Black pawn strengthened by a White (enemy) Sergeant gives check; White may not put its own
/// Sergeant beside that pawn, nor its King in front of it.
#[test]
fn aura_options_attack_the_king() {
    let all = ["tchess", "tchess+aura_diagonal", "tchess+aura_any_side", "tchess+aura_any_side+aura_diagonal"];
    // (position, which of `all` are in check): K e5 under Black's p e6, with a Sergeant at ...
    let cases = [
        // ... White's S d6 beside the pawn: the enemy aura.
        (fen("Ke5 kj10 pe6 Sd6", "w - - 0 1"), [false, false, true, true]),
        // ... White's S d7 diagonally behind the pawn: enemy and diagonal.
        (fen("Ke5 kj10 pe6 Sd7", "w - - 0 1"), [false, false, false, true]),
        // ... Black's s d7 diagonally behind the pawn: the diagonal aura.
        (fen("Ke5 kj10 pe6 sd7", "w - - 0 1"), [false, true, false, true]),
        // ... Black's s f6 beside it: the default aura, check in all.
        (fen("Ke5 kj10 pe6 sf6", "w - - 0 1"), [true, true, true, true]),
        // A Black Pikeman e6 (no capture one square ahead of its own) with White's S f6.
        (fen("Ke5 kj10 ie6 Sf6", "w - - 0 1"), [false, false, true, true]),
    ];
    for (f, want) in &cases {
        for (id, &w) in all.iter().zip(want.iter()) {
            let p = slow(id, f);
            let g = engine(id, f);
            assert_eq!(p.in_check(), w, "slow generator: in check, {id} '{f}'");
            assert_eq!(g.in_check(), w, "engine: in check, {id} '{f}'");
            agree(id, f);
        }
    }
    // With aura_any_side the check is answered by a King move (not to d5 or f5, the pawn's
    // diagonals), by the Sergeant taking e6 sideways, or by the Sergeant stepping away (c7, e7),
    // which takes the aura away: it is evaluated on the current position.
    let f = fen("Ke5 kj10 pe6 Sd6", "w - - 0 1");
    expect(
        "tchess+aura_any_side",
        &f,
        None,
        &words("d6c7 d6e6 d6e7 e5d4 e5e4 e5e6 e5f4 e5f6"),
        "answers to the aura check",
    );
    // White may not move its Sergeant c5 to d6, beside the pawn in front of its King.
    let f = fen("Ke5 kj10 pe6 Sc5", "w - - 0 1");
    expect_change("tchess", "tchess+aura_any_side", &f, "c5", "", "d6", "S c5-d6 would give the pawn the aura");
    // Nor its King e4 to e5, under the pawn that White's S d6 strengthens.
    let f = fen("Ke4 kj10 pe6 Sd6", "w - - 0 1");
    expect_change("tchess", "tchess+aura_any_side", &f, "e4", "", "e5", "King into the enemy aura");
    // Diagonal: the King d4 may not go to e5 under Black's p e6 with its s d7 diagonally behind.
    let f = fen("Kd4 kj10 pe6 sd7", "w - - 0 1");
    expect_change("tchess", "tchess+aura_diagonal", &f, "d4", "", "e5", "King into the diagonal aura");
}

// ---------------------------------------------------------------------------------------------
// 2. Perft.

const JESTER_10: &str = "cgwdjldwgc/frnbqkbnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQKBNRF/CGWDJLDWGC w - - 0 1";
const ASSASSIN_10: &str = "cgwdmadwgc/frnbqebnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQEBNRF/CGWDMADWGC w - - 0 1";
const FRONT_10: &str = "cgwdmldwgc/frnbqkbnrf/zisittisiz/10/10/10/10/ZISITTISIZ/FRNBQKBNRF/CGWDMLDWGC w - - 0 1";
const CROWD_10: &str = "c3k4c/1g1d1m1l2/2w1f3x1/3p1p4/10/10/3P1P4/2W1F3X1/1G1D1M1L2/C3K4C w - - 0 1";
const JESTER_8: &str = "10/1rjbqkbnr1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1RJBQKBNR1/10 w - - 0 1";
const ASSASSIN_8: &str = "10/1rnbaebnr1/1isittisi1/10/10/10/10/1PPPPPPPP1/1RNBJKBNR1/10 w - - 0 1";
const FRONT_8: &str = "10/1rnbqkbnr1/1isittisi1/10/10/10/10/1ISITTISI1/1RNBQKBNR1/10 w - - 0 1";
const CROWD_8: &str = "10/1k1g1d1m2/1c1f1w1l2/1p1p1p1p2/10/10/1P1P1P1P2/1C1F1W1L2/1K1G1D1M2/10 w - - 0 1";
const ASSASSIN_OPEN_10: &str = "4k5/1p3p4/2a3n3/10/3P6/10/6B3/7A2/2N7/4K5 w - - 0 1";
const PROMO_10: &str = "9k/1P1P1P1Z2/10/10/10/10/10/10/1p1p1p4/9K w - - 0 40 - N -";
const PROMO_8: &str = "10/8k1/2P1P1P3/10/10/10/10/2p1p1p3/8K1/10 w - - 0 40 - R -";
const PROMO_JESTER_10: &str = "2k7/PIpS2T3/10/1j8/10/10/8J1/10/1s1t1pZ1iP/6K3 w - - 0 30 N:1,-2 RFQ gdm";
const EP_10: &str = "4k5/10/pppppppppp/10/P1P1P1P1P1/1p1p1p1p1p/10/PPPPPPPPPP/10/4K5 w - - 0 1";
/// Open Guardians and Paladins of both sides (stage2_from_slide_end).
const SLIDE_10: &str = "r3k4n/1p1d2p3/2g7/7g2/4d5/5D4/7G2/2G7/1P1D2P3/R3K4N w - - 0 1";
const SLIDE_8: &str = "10/3dk3n1/2g7/1p4pg2/4d5/5D4/7G2/1PG3P3/3DK3N1/10 w - - 0 1";
/// Interlocked pawn-types and Sergeants of both sides, directly and diagonally next to each other
/// (aura_diagonal, aura_any_side): e.g. White P c5 beside its S d5 (the default aura), I e4 and
/// P f5 diagonal to White Sergeants, Black p e5 and White P i5 beside enemy Sergeants, Black i c6
/// diagonal to White's S d5.
const AURA_10: &str = "1n7r/10/4k5/4p5/1tipspi1z1/2PSpP1sP1/1P2I1ST2/3K5I/10/1R5N2 w - - 0 1";
const AURA_8: &str = "10/1n6r1/4k5/4p5/1tipspi1z1/2PSpP1sP1/1P2I1ST2/3K4I1/1R5N2/10 w - - 0 1";

/// Per option: (10x10 position, 8x8 position) where it matters.
fn option_positions(name: &str) -> (&'static str, &'static str) {
    match name {
        "stage2_from_origin" | "stage2_onward" | "magister_up_to_2" | "magister_jumping" | "chariot_forward" => {
            (CROWD_10, CROWD_8)
        }
        "jester_vector" | "jester_copies_promoted" => (PROMO_JESTER_10, JESTER_8),
        "assassin_connected" | "assassin_remote" | "assassin_after_move" => (ASSASSIN_OPEN_10, ASSASSIN_8),
        "alternatives_capture_only" => (FRONT_10, FRONT_8),
        "pawn_may_not_enter" => (PROMO_10, PROMO_8),
        "no_en_passant" => (EP_10, START_8),
        "stage2_from_slide_end" => (SLIDE_10, SLIDE_8),
        "aura_diagonal" | "aura_any_side" | "aura_any_side+aura_diagonal" => (AURA_10, AURA_8),
        _ => panic!("{name}"),
    }
}

fn perft_all(cases: &[(String, &str, u32)]) {
    let mut failures = vec![];
    for (id, fen, depth) in cases {
        let t = std::time::Instant::now();
        match check_perft(id, fen, *depth) {
            Ok(n) => println!("perft {id} '{fen}' depth {depth}: {n} ({:.1} s)", t.elapsed().as_secs_f64()),
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn perft_start_positions_per_option() {
    let mut cases = vec![];
    for name in OPTION_NAMES {
        cases.push((format!("tchess+{name}"), START_10, 3));
        cases.push((format!("tchess8+{name}"), START_8, 4));
    }
    perft_all(&cases);
}

#[test]
fn perft_option_positions() {
    let mut cases = vec![];
    for name in OPTION_NAMES {
        let (p10, p8) = option_positions(name);
        cases.push((format!("tchess+{name}"), p10, 3));
        cases.push((format!("tchess8+{name}"), p8, 3));
    }
    // Where the option changes the count.
    cases.push(("tchess+jester_vector".into(), JESTER_10, 4));
    cases.push(("tchess+stage2_onward".into(), FRONT_10, 3));
    perft_all(&cases);
}

// ---------------------------------------------------------------------------------------------
// 3. Random games.

/// Per option: games from the start positions and from the option's positions, both modes.
fn random_option_games(name: &str, seed: u64) -> Played {
    let (p10, p8) = option_positions(name);
    let mut total = Played::default();
    let runs: [(String, &str, usize, usize); 4] = [
        (format!("tchess+{name}"), START_10, 2, 60),
        (format!("tchess+{name}"), p10, 4, 60),
        (format!("tchess8+{name}"), START_8, 2, 80),
        (format!("tchess8+{name}"), p8, 4, 60),
    ];
    for (i, (id, start, games, plies)) in runs.iter().enumerate() {
        let n = random_games(id, start, *games, *plies, seed + i as u64, Prefer::OPTIONS);
        total.add(&n);
    }
    println!("option {name}: {total:?}");
    total
}

#[test]
fn random_games_two_stage_options() {
    for (i, name) in ["stage2_from_origin", "stage2_onward", "magister_up_to_2", "magister_jumping", "chariot_forward"]
        .iter()
        .enumerate()
    {
        let n = random_option_games(name, 0x0971_0000 + 16 * i as u64);
        assert!(n.plies > 300 && n.captures > 30, "{name}: {n:?}");
    }
}

#[test]
fn random_games_jester_options() {
    for (i, name) in ["jester_vector", "jester_copies_promoted"].iter().enumerate() {
        let n = random_option_games(name, 0x0972_0000 + 16 * i as u64);
        assert!(n.plies > 300 && n.jester > 10, "{name}: {n:?}");
    }
}

#[test]
fn random_games_assassin_options() {
    for (i, name) in ["assassin_connected", "assassin_remote", "assassin_after_move"].iter().enumerate() {
        let n = random_option_games(name, 0x0973_0000 + 16 * i as u64);
        assert!(n.plies > 300 && n.assassin > 20, "{name}: {n:?}");
        if *name == "assassin_remote" {
            assert!(n.remote > 3, "{name}: {n:?}");
        }
    }
}

#[test]
fn random_games_pawn_options() {
    for (i, name) in ["alternatives_capture_only", "pawn_may_not_enter", "no_en_passant"].iter().enumerate() {
        let n = random_option_games(name, 0x0974_0000 + 16 * i as u64);
        assert!(n.plies > 300, "{name}: {n:?}");
    }
}

/// stage2_from_slide_end, aura_diagonal, aura_any_side and the two aura options together: games
/// from the start positions and from SLIDE/AURA positions, where the option's move lists must
/// often differ from the base variant's.
#[test]
fn random_games_slide_end_and_aura_options() {
    for (i, name) in
        ["stage2_from_slide_end", "aura_diagonal", "aura_any_side", "aura_any_side+aura_diagonal"].iter().enumerate()
    {
        let n = random_option_games(name, 0x0975_0000 + 16 * i as u64);
        assert!(n.plies > 300 && n.captures > 30 && n.differs > 40, "{name}: {n:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// 4. Combined options, ids, errors.
/// The new options where they matter, against the base variant (the option must change the
/// count), and their combinations: the two aura options together; the slide-end rule with the
/// onward stage 2 and the direct capture (options that answer different questions compose).
#[test]
fn perft_slide_end_and_aura_combined() {
    // The option changes the counts from its positions (slow generator).
    for (name, p10, p8) in [
        ("stage2_from_slide_end", SLIDE_10, SLIDE_8),
        ("aura_diagonal", AURA_10, AURA_8),
        ("aura_any_side", AURA_10, AURA_8),
    ] {
        for (base, f) in [("tchess", p10), ("tchess8", p8)] {
            let a = slow(base, f).perft(2);
            let b = slow(&format!("{base}+{name}"), f).perft(2);
            assert_ne!(a, b, "{base}+{name} '{f}': the option changes nothing at depth 2 ({a})");
        }
    }
    let both = "aura_any_side+aura_diagonal";
    for (base, f) in [("tchess", AURA_10), ("tchess8", AURA_8)] {
        let n: Vec<u64> =
            ["aura_diagonal", "aura_any_side", both].iter().map(|o| slow(&format!("{base}+{o}"), f).perft(2)).collect();
        assert!(n[2] != n[0] && n[2] != n[1], "{base}: {both} is neither option alone: {n:?}");
    }
    perft_all(&[
        (format!("tchess+{both}"), START_10, 3),
        (format!("tchess8+{both}"), START_8, 4),
        (format!("tchess+{both}"), AURA_10, 3),
        (format!("tchess8+{both}"), AURA_8, 3),
        (format!("tchess+{both}"), FRONT_10, 4),
        ("tchess8+aura_diagonal".into(), FRONT_8, 4),
        ("tchess+stage2_from_slide_end".into(), CROWD_10, 3),
        ("tchess8+stage2_from_slide_end".into(), CROWD_8, 3),
    ]);
}

#[test]
fn combined_slide_end_options() {
    let mut failures = vec![];
    // Onward and from the slide end: V1's Guardian keeps d8 and f8 (onward from e7, the end of
    // the northward slide) and d3 (onward from e4, going south); h6 goes, as with the slide end alone.
    let v1 = fen("Ka1 kj10 Ge5 Ne8 Nb5 pf8 pd8 pe3 pd3 ph6 pa6", "w - - 0 1");
    // With the direct capture: the Guardian boxed in (V1b) takes d4 from where it stands.
    let v1b = fen("Ka1 kj10 Ge5 Ne4 Ne6 Nd5 Nf5 nd4", "w - - 0 1");
    for (id, f, want) in [
        ("tchess+stage2_from_slide_end+stage2_onward", &v1, "c5 d5 e4 e6 e7 f5 g5 h5 i5 j5 d3 d8 f8"),
        ("tchess+stage2_from_origin+stage2_from_slide_end", &v1b, "d4"),
        ("tchess+stage2_from_origin+stage2_from_slide_end+stage2_onward", &v1b, "d4"),
    ] {
        let s = slow(id, f).legal_from("e5");
        let e = eng_moves(&mut engine(id, f), Some("e5"));
        let want = from_to("e5", want);
        if s != want || e != want {
            failures.push(format!("{id} '{f}': spec {want:?}, slow {s:?}, engine {e:?}"));
        }
    }
    // The onward rule from the slide end: Guardian e5, own e8; the north slide ends on e7; onward
    // (north-west, north-east) gives d8 and f8, not d6 (backward).
    let f = fen("Ka1 kj10 Ge5 Ne8 pd6 pd8", "w - - 0 1");
    let id = "tchess+stage2_from_slide_end+stage2_onward";
    let s = slow(id, &f).legal_from("e5");
    let e = eng_moves(&mut engine(id, &f), Some("e5"));
    let want = from_to("e5", "a5 b5 c5 d5 f5 g5 h5 i5 j5 e1 e2 e3 e4 e6 e7 d8");
    if s != want || e != want {
        failures.push(format!("{id} '{f}': spec {want:?}, slow {s:?}, engine {e:?}"));
    }
    for (id, f, d) in [
        ("tchess+stage2_from_slide_end+stage2_onward", SLIDE_10, 3),
        ("tchess+stage2_from_origin+stage2_from_slide_end", SLIDE_10, 3),
        ("tchess8+stage2_from_slide_end+stage2_onward", SLIDE_8, 3),
        ("tchess+aura_any_side+stage2_from_slide_end", AURA_10, 2),
        ("tchess+jester_vector+stage2_from_slide_end", JESTER_10, 3),
        ("tchess+aura_any_side+aura_diagonal+jester_copies_promoted", PROMO_JESTER_10, 3),
    ] {
        if let Err(e) = check_perft(id, f, d) {
            failures.push(e);
        }
    }
    for (i, (id, f)) in [
        ("tchess+stage2_from_slide_end+stage2_onward", SLIDE_10),
        ("tchess+stage2_from_origin+stage2_from_slide_end", SLIDE_10),
        ("tchess+aura_any_side+aura_diagonal+stage2_from_slide_end", AURA_10),
        ("tchess8+aura_any_side+aura_diagonal+stage2_from_slide_end", FRONT_8),
    ]
    .iter()
    .enumerate()
    {
        let r = std::panic::catch_unwind(|| random_games(id, f, 4, 60, 0xC0C0 + i as u64, Prefer::OPTIONS));
        match r {
            Ok(n) => println!("combined {id} from '{f}': {n:?}"),
            Err(e) => failures.push(format!(
                "random games {id}: {}",
                e.downcast_ref::<String>().cloned().unwrap_or_else(|| "panic".into())
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn combined_options() {
    // Jester: vector and promoted type together. After c9-c10=B (displacement (0,+1)) Black's
    // Jester copies a Bishop with the displacement (0,-1): a Bishop cannot step straight, so
    // nothing; after a King step it copies (dx,dy) turned.
    let id = "tchess+jester_copies_promoted+jester_vector";
    let f = fen("Ka1 Pc9 je5 kj10", "w - - 0 1 N:1,2 BR -");
    let (mut g, p) = play_both(id, &f, &["c9c10b"]);
    assert_eq!(fen_fields(&g.fen())[6], "B:0,1");
    assert_eq!(eng_moves(&mut g, Some("e5")), Vec::<String>::new());
    assert_eq!(p.legal_from("e5"), Vec::<String>::new());
    // A capture-promotion c9xd10=R: displacement (1,1), copied as a Rook: (-1,-1) is no Rook move.
    let f = fen("Ka1 Pc9 nd10 je5 kj10", "w - - 0 1 N:1,2 R -");
    let (_, p) = play_both(id, &f, &["c9d10r"]);
    assert_eq!(p.legal_from("e5"), Vec::<String>::new());
    // Bishop promotion with a diagonal displacement: c9xb10=B is (-1,+1), so the Jester goes (1,-1).
    let f = fen("Ka1 Pc9 nb10 je5 kj10", "w - - 0 1 N:1,2 B -");
    let (mut g, p) = play_both(id, &f, &["c9b10b"]);
    assert_eq!(eng_moves(&mut g, Some("e5")), words("e5f4"));
    assert_eq!(p.legal_from("e5"), words("e5f4"));
    agree(id, PROMO_JESTER_10);

    // Assassin: connected quiet moves and remote captures, in the zone.
    let id = "tchess8+assassin_connected+assassin_remote";
    let f = fen("Kb2 ki9 Ae3 Pd4 Pe4 Pf4 pd2 pf3", "w - - 0 1");
    let s = agree(id, &f);
    assert!(s.contains(&"e3e5".to_string()), "around the wall: {s:?}");
    let (g, _) = play_both(id, &f, &["e3f3"]);
    assert_eq!(g.piece_at("e3").unwrap(), Some(('a', Color::White)), "engine: the Assassin stays on e3");
    agree(id, ASSASSIN_8);

    // Pawn-side options together.
    for id in [
        "tchess+alternatives_capture_only+no_en_passant+pawn_may_not_enter",
        "tchess8+alternatives_capture_only+pawn_may_not_enter",
        "tchess+chariot_forward+magister_jumping+no_en_passant",
        "tchess+assassin_connected+chariot_forward+stage2_from_origin",
        "tchess+assassin_after_move+jester_copies_promoted+jester_vector",
    ] {
        let base8 = id.starts_with("tchess8");
        let (start, pos) = if base8 { (START_8, PROMO_8) } else { (START_10, PROMO_10) };
        for f in [start, pos] {
            agree(id, f);
        }
        let n = random_games(id, if base8 { FRONT_8 } else { FRONT_10 }, 4, 60, 0xC0B1, Prefer::OPTIONS);
        let m = random_games(id, if base8 { ASSASSIN_8 } else { ASSASSIN_10 }, 4, 60, 0xC0B2, Prefer::OPTIONS);
        println!("combined {id}: {n:?} {m:?}");
    }
    perft_all(&[
        ("tchess+jester_copies_promoted+jester_vector".into(), JESTER_10, 3),
        ("tchess8+assassin_connected+assassin_remote".into(), ASSASSIN_8, 3),
    ]);
    for (i, (id, f)) in [
        ("tchess+jester_copies_promoted+jester_vector", PROMO_JESTER_10),
        ("tchess8+assassin_connected+assassin_remote", ASSASSIN_8),
        ("tchess+assassin_connected+assassin_remote", ASSASSIN_OPEN_10),
    ]
    .iter()
    .enumerate()
    {
        let n = random_games(id, f, 6, 60, 0xC0B3 + i as u64, Prefer::OPTIONS);
        println!("combined {id} from '{f}': {n:?}");
        assert!(n.plies > 150, "{id}: {n:?}");
    }
}

/// Options that answer different questions compose: the onward stage 2 (I-03) and the direct
/// capture (I-02) apply to whatever Magister range (I-05) is chosen, and to each other. The
/// engine's option lines each replace the whole piece definition, so the last option (in sorted
/// order) wins and the others are lost for that piece.
#[test]

fn combined_two_stage_options() {
    let mut failures = check_map(
        "tchess+magister_up_to_2+stage2_onward",
        'M',
        ". . . . . . . . .
         . . x x . x x . .
         . x o x o x o x .
         . x x o o o x x .
         . . o o @ o o . .
         . x x o o o x x .
         . x o x o x o x .
         . . x x . x x . .
         . . . . . . . . .",
    );
    // The onward Guardian with the direct capture: V1b takes d4.
    let f = fen("Ka1 kj10 Ge5 Ne4 Ne6 Nd5 Nf5 nd4", "w - - 0 1");
    let id = "tchess+stage2_from_origin+stage2_onward";
    let s = slow(id, &f).legal_from("e5");
    let e = eng_moves(&mut engine(id, &f), Some("e5"));
    if s != e || s != from_to("e5", "d4") {
        failures.push(format!("{id} V1b: slow {s:?}, engine {e:?}, spec [e5d4]"));
    }
    // The up-to-2 Magister with the direct capture: the "M alt (up to 2)" map unchanged (its
    // neighbours are already both quiet and capture squares).
    failures.extend(check_map(
        "tchess+magister_up_to_2+stage2_from_origin",
        'M',
        ". . . . . . . . .
         . . x x . x x . .
         . x o x o x o x .
         . x x * * * x x .
         . . o * @ * o . .
         . x x * * * x x .
         . x o x o x o x .
         . . x x . x x . .
         . . . . . . . . .",
    ));
    // The jumping Magister with the direct capture, or going onward: it still jumps the blocked
    // e6 and f6 (see magister_ranges).
    let f = fen("Ka1 kj10 Me5 Ne6 Nf6 pd8 pg8", "w - - 0 1");
    for (id, want) in [
        ("tchess+magister_jumping+stage2_from_origin", "c3 c5 c7 e3 e7 g3 g5 g7 d8 g8"),
        ("tchess+magister_jumping+stage2_onward", "c3 c5 c7 e3 e7 g3 g5 g7 d8 g8"),
    ] {
        let s = slow(id, &f).legal_from("e5");
        let e = eng_moves(&mut engine(id, &f), Some("e5"));
        if s != e || s != from_to("e5", want) {
            failures.push(format!("{id}: slow {s:?}, engine {e:?}, spec {:?}", from_to("e5", want)));
        }
    }
    for id in [
        "tchess+magister_up_to_2+stage2_onward",
        "tchess+magister_jumping+stage2_onward",
        "tchess+stage2_from_origin+stage2_onward",
        "tchess+magister_up_to_2+stage2_from_origin+stage2_onward",
    ] {
        if let Err(e) = check_perft(id, CROWD_10, 2) {
            failures.push(e);
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Options that answer the same question, or that the engine cannot join (the Assassin's capture
/// after a connected move), are refused with a clear error instead of one silently winning.
#[test]
fn conflicting_options_are_refused() {
    for id in [
        "tchess+assassin_after_move+assassin_connected",
        "tchess+assassin_after_move+assassin_remote",
        "tchess+magister_jumping+magister_up_to_2",
        "tchess8+magister_up_to_2+magister_jumping+stage2_onward",
    ] {
        let e = Game::new(id, None).err().unwrap_or_else(|| panic!("{id} accepted"));
        assert!(e.to_string().contains("cannot be combined"), "{id}: {e}");
    }
    // Pairs that change the same piece but have a combined reading are accepted.
    for id in [
        "tchess+stage2_from_origin+stage2_onward",
        "tchess+magister_jumping+stage2_onward+stage2_from_origin",
        "tchess8+assassin_connected+assassin_remote",
    ] {
        Game::new(id, None).unwrap_or_else(|e| panic!("{id}: {e}"));
    }
}

#[test]
fn option_ids() {
    // Order and duplicates do not matter: the id is the base and the sorted options.
    let g = Game::new("tchess+no_en_passant+jester_vector+no_en_passant", None).unwrap();
    assert_eq!(g.variant().id, "tchess+jester_vector+no_en_passant");
    let g2 = Game::new("tchess+jester_vector+no_en_passant", None).unwrap();
    assert_eq!(g2.variant().id, g.variant().id);
    assert_eq!(
        Game::new("tchess8+stage2_onward+assassin_remote", None).unwrap().variant().id,
        "tchess8+assassin_remote+stage2_onward"
    );
    assert_eq!(Game::new("tchess", None).unwrap().variant().id, "tchess");
    // Every option listed, with `active`.
    for base in ["tchess", "tchess8"] {
        let v = builtin(&format!("{base}+magister_up_to_2+no_en_passant")).unwrap();
        let mut names: Vec<&str> = v.options.iter().map(|o| o.name.as_str()).collect();
        names.sort();
        assert_eq!(names, OPTION_NAMES.to_vec(), "{base}: options");
        for o in &v.options {
            assert_eq!(o.active, o.name == "magister_up_to_2" || o.name == "no_en_passant", "{base}: {}", o.name);
            assert!(!o.label.is_empty());
        }
        let v = builtin(base).unwrap();
        assert!(v.options.iter().all(|o| !o.active), "{base}: no option is on by default");
    }
    // The option changes the rules, not the start position.
    let mut a = Game::new("tchess+stage2_onward", None).unwrap();
    assert_eq!(fen_fields(&a.fen()), fen_fields(START_10));
    assert_eq!(a.perft(2), Game::new("tchess", None).unwrap().perft(2));
    // The slow generator's reading of ids matches.
    for name in OPTION_NAMES {
        let p = TPos::from_fen(&format!("tchess+{name}"), START_10).unwrap();
        assert_eq!(p.opts, {
            let mut o = common::tchess_slow::Opts::default();
            o.set(name).unwrap();
            o
        });
    }
}

#[test]
fn option_errors() {
    // Unknown options: an error naming the known ones.
    for id in ["tchess+bogus", "tchess8+jester_vector+bogus", "tchess+Jester_Vector", "tchess+jester vector"] {
        let e = Game::new(id, None).err().unwrap_or_else(|| panic!("{id}: accepted"));
        let msg = e.to_string();
        assert!(msg.contains("unknown option"), "{id}: {msg}");
        for name in ["jester_vector", "stage2_from_origin", "no_en_passant"] {
            assert!(msg.contains(name), "{id}: the error does not name {name}: {msg}");
        }
        assert!(builtin(id).is_err(), "{id}: builtin accepts it");
    }
    // Malformed ids: errors, never panics.
    let long = format!("tchess+{}", "x".repeat(500));
    let many = format!("tchess{}", "+jester_vector".repeat(200));
    for id in [
        "tchess+",
        "tchess++jester_vector",
        "+jester_vector",
        "+",
        "++",
        "tchess+jester_vector+",
        "tchess+jester_vector++no_en_passant",
        "tchess +jester_vector",
        "tchess+jester_vector ",
        "tchess+ jester_vector",
        "tchess+jester_vector=1",
        "tchess+é",
        "chess+jester_vector",
        "tchess9+jester_vector",
        long.as_str(),
    ] {
        let r = std::panic::catch_unwind(|| Game::new(id, None).map(|g| g.variant().id.clone()));
        match r {
            Err(_) => panic!("{id:?}: panics"),
            Ok(Ok(v)) => panic!("{id:?}: accepted as {v}"),
            Ok(Err(e)) => assert!(!e.to_string().is_empty()),
        }
    }
    // Many duplicates are still one option.
    assert_eq!(Game::new(&many, None).unwrap().variant().id, "tchess+jester_vector");
    // A variant without options names none.
    let e = Game::new("chess+jester_vector", None).err().unwrap().to_string();
    assert!(e.contains("unknown option") || e.contains("jester_vector"), "{e}");
    // A vector last-mover field is checked.
    for bad in ["N:", "N:1", "N:1,", "N:a,b", "N:1,2,3", "N:10,0", "N:0,-10", "J:1,2", ":1,2"] {
        let f = format!("{} w - - 0 1 {bad} - -", START_10.split(' ').next().unwrap());
        let r = std::panic::catch_unwind(|| Game::new("tchess+jester_vector", Some(&f)).is_err());
        assert_eq!(r.ok(), Some(true), "engine: last mover '{bad}' is not refused cleanly");
        assert!(TPos::from_fen("tchess+jester_vector", &f).is_err(), "slow: last mover '{bad}'");
    }
}

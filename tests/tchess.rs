//! TCHESS (article 004, spec tchess.md): the empty-board move maps of §9.3, the test vectors of §10
//! and one position per rule, each checked against the engine and against the independent slow
//! generator (tests/common/tchess_slow.rs). Expectations come from the spec, never from either
//! generator: each assertion names which one failed.
//!
//! Run: `cargo test --release --test tchess`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::sorted;
use common::tchess_check::{agree, engine, expect, fen, from_to, play_both, read_map, slow, words};
use common::tchess_slow::{fen_fields, parse_sq, sq_name, End, TPos};
use fairyboard::pieces::Color;
use fairyboard::variants::builtin;
use fairyboard::{Game, Outcome, Reason};

// ---------------------------------------------------------------------------------------------
// Helpers.

fn has(ms: &[String], m: &str) -> bool {
    ms.iter().any(|x| x == m)
}

// ---------------------------------------------------------------------------------------------
// 1. Move maps (§9.3): `o` quiet only, `x` capture only, `*` both; the piece `@` on e5 of a 9x9
// window a1-i9 (5x5 windows: c3-g7). White moves up.

const MAPS: &[(char, &str)] = &[
    (
        'G',
        ". . . x o x . . .
         . . . x o x . . .
         . . . x o x . . .
         x x x x * x x x x
         o o o * @ * o o o
         x x x x * x x x x
         . . . x o x . . .
         . . . x o x . . .
         . . . x o x . . .",
    ),
    (
        'D',
        "o x . . . . . x o
         x o x . . . x o x
         . x o x . x o x .
         . . x o x o x . .
         . . . x @ x . . .
         . . x o x o x . .
         . x o x . x o x .
         x o x . . . x o x
         o x . . . . . x o",
    ),
    (
        'F',
        ". . . . . . . . .
         . . x . x . x . .
         . x . * . * . x .
         . . * . x . * . .
         . x . x @ x . x .
         . . * . x . * . .
         . x . * . * . x .
         . . x . x . x . .
         . . . . . . . . .",
    ),
    (
        'C',
        ". . . . . . . . .
         . . . x . x . . .
         . . x o x o x . .
         . x o x . x o x .
         . . x . @ . x . .
         . x o x . x o x .
         . . x o x o x . .
         . . . x . x . . .
         . . . . . . . . .",
    ),
    (
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
    ),
    (
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
    ),
    (
        'E',
        ". . . . . . . . .
         . . x x x x x . .
         . x x * x * x x .
         . x * x x x * x .
         . x x x @ x x x .
         . x * x x x * x .
         . x x * x * x x .
         . . x x x x x . .
         . . . . . . . . .",
    ),
    (
        'W',
        ". . . . . . . . .
         . . . . . . . . .
         . . . * . * . . .
         . . * . . . * . .
         . . . . @ . . . .
         . . * . . . * . .
         . . . * . * . . .
         . . . . . . . . .
         . . . . . . . . .",
    ),
    (
        'S',
        ". . . . .
         . . . . .
         . o x o .
         . x @ x .
         . . . . .",
    ),
    (
        'I',
        ". . . . .
         . . x . .
         . . o . .
         . . @ . .
         . . . . .",
    ),
    (
        'Z',
        ". . . . .
         . . . . .
         . . * . .
         . * @ * .
         . . . . .",
    ),
    (
        'T',
        ". . . . .
         . . . . .
         . * . * .
         . . @ . .
         . . . . .",
    ),
    (
        'H',
        ". . . . x . . . .
         . . . . x . . . .
         . . . o x o . . .
         . . o . x . o . .
         x x x x @ x x x x
         . . o . x . o . .
         . . . o x o . . .
         . . . . x . . . .
         . . . . x . . . .",
    ),
    (
        'X',
        "x . . . . . . . x
         . x . . . . . x .
         . . x o . o x . .
         . . o x . x o . .
         . . . . @ . . . .
         . . o x . x o . .
         . . x o . o x . .
         . x . . . . . x .
         x . . . . . . . x",
    ),
    (
        'A',
        "o . . . o . . . o
         . o . . o . . o .
         . . o . o . o . .
         . . . * * * . . .
         o o o * @ * o o o
         . . . * * * . . .
         . . o . o . o . .
         . o . . o . . o .
         o . . . o . . . o",
    ),
];

#[test]
fn move_maps_engine_diagram() {
    let v = builtin("tchess").unwrap();
    let mut failures = vec![];
    for &(letter, map) in MAPS {
        let (cells, ring_empty) = read_map(map);
        let t = Game::diagram(&v, letter, "e5").unwrap_or_else(|e| panic!("diagram {letter}: {e}"));
        for &(sq, q, x) in &cells {
            let name = sq_name(sq);
            let (eq, ex) = t.iter().find(|d| d.square == name).map(|d| (d.quiet, d.capture)).unwrap_or((false, false));
            if (eq, ex) != (q, x) {
                failures.push(format!(
                    "{letter} e5 -> {name}: spec (quiet {q}, capture {x}), engine (quiet {eq}, capture {ex})"
                ));
            }
        }
        if ring_empty {
            let inside: Vec<String> = cells.iter().map(|c| sq_name(c.0)).collect();
            for d in &t {
                if !inside.contains(&d.square) {
                    failures.push(format!("{letter} e5: engine target {} outside the spec's window", d.square));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn move_maps_slow_generator() {
    let mut failures = vec![];
    for &(letter, map) in MAPS {
        let (cells, ring_empty) = read_map(map);
        // Quiet moves on the empty board (no kings: the slow generator allows that).
        let alone = TPos::from_fen("tchess", &fen(&format!("{letter}e5"), "w - - 0 1")).unwrap();
        let quiet: Vec<usize> = alone.legal().iter().map(|m| m.to).collect();
        for &(sq, q, x) in &cells {
            // Captures: a lone enemy on the square.
            let f = fen(&format!("{letter}e5 n{}", sq_name(sq)), "w - - 0 1");
            let p = TPos::from_fen("tchess", &f).unwrap();
            let cap = p.legal().iter().any(|m| m.to == sq && m.cap == Some(sq));
            if (quiet.contains(&sq), cap) != (q, x) {
                failures.push(format!(
                    "{letter} e5 -> {}: spec (quiet {q}, capture {x}), slow (quiet {}, capture {cap})",
                    sq_name(sq),
                    quiet.contains(&sq)
                ));
            }
        }
        if ring_empty {
            for &t in &quiet {
                if !cells.iter().any(|c| c.0 == t) {
                    failures.push(format!("{letter} e5: slow quiet move to {} outside the window", sq_name(t)));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The Pawn (§9.3 notes, §5.4): on its 10x10 start square quiet +1 and +2, captures on the forward
/// diagonals; beside a Sergeant also a capture +1 straight.
#[test]
fn pawn_map() {
    let v = builtin("tchess").unwrap();
    let t = Game::diagram(&v, 'P', "e3").unwrap();
    let get = |s: &str| t.iter().find(|d| d.square == s).map(|d| (d.quiet, d.capture)).unwrap_or((false, false));
    assert_eq!(get("e4"), (true, false), "engine diagram P e3: e4");
    assert_eq!(get("e5"), (true, false), "engine diagram P e3: e5");
    assert_eq!(get("d4"), (false, true), "engine diagram P e3: d4");
    assert_eq!(get("f4"), (false, true), "engine diagram P e3: f4");
    assert_eq!(t.iter().filter(|d| d.quiet || d.capture).count(), 4, "engine diagram P e3: {t:?}");
    let k = "Ka1 kj10";
    expect("tchess", &fen(&format!("{k} Pe3 nd4 nf4"), "w - - 0 1"), Some("e3"), &words("e3e4 e3e5 e3d4 e3f4"), "pawn");
    expect(
        "tchess",
        &fen(&format!("{k} Pe3 Sf3 ne4"), "w - - 0 1"),
        Some("e3"),
        &words("e3e4"),
        "pawn with aura, e4 taken",
    );
    expect("tchess", &fen(&format!("{k} Pe4 Sf4 ne5"), "w - - 0 1"), Some("e4"), &words("e4e5"), "pawn with aura");
    expect("tchess", &fen(&format!("{k} Pe4 ne5"), "w - - 0 1"), Some("e4"), &[], "pawn blocked");
}

// ---------------------------------------------------------------------------------------------
// 2. Test vectors (§10). Own pieces are White pawns, foes Black pawns (neither attacks the other's
// king in these positions); kings are added where the vector has none, on the first squares where
// they change nothing: the slow generator gives the same moves with and without them, neither
// king is attacked, so the expected answer is the vector's.

struct Vector {
    name: &'static str,
    /// Pieces besides the kings, e.g. `"Ge5 Pe8 pf8"`.
    pieces: &'static str,
    /// FEN fields after the board.
    tail: &'static str,
    /// (square, expected quiet destinations, expected capture destinations).
    checks: &'static [(&'static str, &'static str, &'static str)],
}

const VECTORS: &[Vector] = &[
    Vector {
        name: "V1",
        pieces: "Ge5 Pe8 Pb5 pf8 pd8 pe3 pd3 ph6 pa6",
        tail: "w - - 0 1",
        checks: &[("e5", "c5 d5 e4 e6 e7 f5 g5 h5 i5 j5", "d3 d8 f8 h6")],
    },
    Vector { name: "V1b", pieces: "Ge5 Pe4 Pe6 Pd5 Pf5 pd4", tail: "w - - 0 1", checks: &[("e5", "", "")] },
    Vector { name: "V2", pieces: "Le5 Pd4 Pd5 Pd6 Pf4 Pf5 Pf6 Pe4 pe6", tail: "w - - 0 1", checks: &[("e5", "", "")] },
    Vector {
        name: "V2b",
        pieces: "Le5 Pd4 Pd5 Pd6 Pf4 Pf6 Pe4 pe6 pg7 ph5",
        tail: "w - - 0 1",
        checks: &[("e5", "f5", "e6")],
    },
    Vector {
        name: "V3",
        pieces: "Me5 Pe6 pd8 pf8 pf4 pg2 pc6 pb6",
        tail: "w - - 0 1",
        checks: &[("e5", "c3 c5 c7 e3 g5 g7", "b6 c6 f4")],
    },
    Vector {
        name: "V4",
        pieces: "Fe5 Pc6 Pd7 pb7 pc8 pe8 ph5 pe6",
        tail: "w - - 0 1",
        checks: &[("e5", "c4 d3 f3 f7 g4 g6", "e6 e8 h5")],
    },
    Vector {
        name: "V5",
        pieces: "Ce5 Pc6 Pd7 pb7 pc8 pe8 ph5 pe6 pc5",
        tail: "w - - 0 1",
        checks: &[("e5", "c4 d3 f3 f7 g4 g6", "c5")],
    },
    Vector {
        name: "V6",
        pieces: "De5 Pg7 ph7 pc2 pf8 pa8 pb7",
        tail: "w - - 0 1",
        checks: &[("e5", "a1 a9 b2 b8 c3 c7 d4 d6 f4 f6 g3 h2 i1", "a8 b7 c2")],
    },
    Vector {
        name: "V7",
        pieces: "We5 Pe6 Pf4 pd7 pf7 pc6 pc4 pg4 pg6 pf3 pd3",
        tail: "w - - 0 1",
        checks: &[("e5", "", "c4 c6 d3 f3 g4 g6")],
    },
    // V8: the Emperor is royal, so its foes here are Knights, which attack none of its targets
    // (Black Pawns on c8 and h5 would cover d7 and g4); it gets only a Black king.
    Vector {
        name: "V8",
        pieces: "Ee5 ne6 nh5 nc8",
        tail: "w - - 0 1",
        checks: &[("e5", "c4 c6 d3 d7 f3 f7 g4 g6", "c8 e6 h5")],
    },
    Vector { name: "V9", pieces: "Ie5 pe7", tail: "w - - 0 1", checks: &[("e5", "e6", "e7")] },
    Vector { name: "V9b", pieces: "Ie5 pe6 pe7", tail: "w - - 0 1", checks: &[("e5", "", "")] },
    Vector {
        name: "V10",
        pieces: "Ae5 Pe8 Ph8 pd5 pf6 pc3 pe2",
        tail: "w - - 0 1",
        checks: &[("e5", "a9 b8 c7 d4 d6 e3 e4 e6 e7 f4 f5 g3 g5 h2 h5 i1 i5 j5", "d5 f6")],
    },
    Vector {
        name: "S-1",
        pieces: "Se4 Pd4 If4 pc5 pd5 pe5 pf5",
        tail: "w - - 0 1",
        checks: &[("d4", "", "c5 d5 e5"), ("f4", "", "f5"), ("e4", "", "e5")],
    },
    Vector { name: "J-1", pieces: "Jd4 pe6", tail: "w - - 0 1 N - -", checks: &[("d4", "b3 b5 c2 c6 e2 f3 f5", "e6")] },
    Vector { name: "J-2", pieces: "Jc3 pd4", tail: "w - - 0 1 P - -", checks: &[("c3", "c4", "d4")] },
    Vector {
        name: "J-3",
        pieces: "Jd4 pf6",
        tail: "w - - 0 1 B - -",
        checks: &[("d4", "a1 b2 c3 e3 f2 g1 a7 b6 c5 e5", "f6")],
    },
];

/// The vector's pieces with kings: the first king squares (from the corners inwards) that change
/// nothing (see above). Returns the FEN.
fn with_kings(v: &Vector) -> String {
    let bare = fen(v.pieces, v.tail);
    let bare_pos = slow("tchess", &bare);
    let mut order: Vec<usize> = (0..100).collect();
    // Corners and edges first.
    order.sort_by_key(|&s| {
        let (f, r) = ((s % 10) as i32, (s / 10) as i32);
        -(2 * f - 9).abs().max((2 * r - 9).abs())
    });
    let white_royal = v.pieces.split_whitespace().any(|t| t.starts_with('E') || t.starts_with('K'));
    for &wk in &order {
        for &bk in &order {
            if wk == bk || bare_pos.board[wk].is_some() || bare_pos.board[bk].is_some() {
                continue;
            }
            let kings =
                if white_royal { format!("k{}", sq_name(bk)) } else { format!("K{} k{}", sq_name(wk), sq_name(bk)) };
            let f = fen(&format!("{} {kings}", v.pieces), v.tail);
            let p = slow("tchess", &f);
            if p.royal_capturable(true, true) || p.royal_capturable(false, true) {
                continue;
            }
            if v.checks.iter().all(|(sq, _, _)| p.legal_from(sq) == bare_pos.legal_from(sq)) {
                return f;
            }
        }
    }
    panic!("{}: no harmless king squares", v.name)
}

#[test]
fn test_vectors() {
    for v in VECTORS {
        let f = with_kings(v);
        for &(sq, quiet, caps) in v.checks {
            let want = from_to(sq, &format!("{quiet} {caps}"));
            expect("tchess", &f, Some(sq), &want, v.name);
            // Quiet and capture as the vector says (the Pikeman's e7 is a remote capture).
            let p = slow("tchess", &f);
            for m in p.legal().iter().filter(|m| sq_name(m.from) == sq) {
                let t = sq_name(m.to);
                let is_cap = caps.split_whitespace().any(|c| c == t);
                assert_eq!(m.cap.is_some(), is_cap, "slow generator, {}: {} capture?", v.name, m.text);
            }
        }
        agree("tchess", &f);
    }
    // V9: the Pikeman stays on e5 after taking e7.
    let f = with_kings(VECTORS.iter().find(|v| v.name == "V9").unwrap());
    let (g, p) = play_both("tchess", &f, &["e5e7"]);
    assert_eq!(g.piece_at("e5").unwrap(), Some(('i', Color::White)), "engine: the Pikeman stays on e5");
    assert_eq!(g.piece_at("e7").unwrap(), None, "engine: e7 is emptied");
    assert_eq!(p.board[parse_sq("e5").unwrap()], Some(('I', true)));
}

/// J-4 (§7.4.4): White King e1, Black Jester a5, b4 c3 d2 empty. A Bishop or Queen move must block
/// the diagonal or take the Jester; a Rook moves freely. The check indicator ignores the Jester.
#[test]
fn j4_jester_legality() {
    let f = fen("Ke1 Bc7 Qd6 Rh8 ja5 kj10", "w - - 0 1 N - -");
    expect("tchess", &f, Some("c7"), &words("c7a5"), "J-4 bishop: only the capture of a5");
    expect("tchess", &f, Some("d6"), &words("d6d2 d6b4"), "J-4 queen: only d2 and b4 block");
    let rook = words("h8h1 h8h2 h8h3 h8h4 h8h5 h8h6 h8h7 h8h9 h8h10 h8a8 h8b8 h8c8 h8d8 h8e8 h8f8 h8g8 h8i8 h8j8");
    expect("tchess", &f, Some("h8"), &rook, "J-4 rook: every move");
    expect("tchess", &f, Some("e1"), &words("e1d1 e1f1 e1d2 e1e2 e1f2"), "J-4 king");
    assert!(!engine("tchess", &f).in_check(), "engine: the check indicator ignores the enemy Jester");
    assert!(!slow("tchess", &f).in_check());
    agree("tchess", &f);
    // Blocking on c3 with a Bishop is legal; after it the Jester copies the Bishop.
    let f2 = fen("Ke1 Bd4 ja5 ka10", "w - - 0 1 N - -");
    expect("tchess", &f2, Some("d4"), &words("d4c3"), "J-4: d4c3 blocks");
    let (mut g, _) = play_both("tchess", &f2, &["d4c3"]);
    let want = words("a5b4 a5c3 a5b6 a5c7 a5d8 a5e9 a5f10");
    assert_eq!(sorted(g.legal_moves_from("a5").unwrap()), want, "engine: Jester as Bishop");
}

/// P-1 (§5.5): White lost a Rook and a Griffin; c9-c10 must become R or F. Empty pool: c9-c10 stays
/// a Pawn.
#[test]
fn p1_promotion_by_vacancy() {
    let k = "Ka1 kj1";
    let f = fen(&format!("{k} Pc9"), "w - - 0 1 - RF -");
    expect("tchess", &f, Some("c9"), &words("c9c10f c9c10r"), "P-1");
    let (g, _) = play_both("tchess", &f, &["c9c10r"]);
    assert_eq!(g.piece_at("c10").unwrap(), Some(('r', Color::White)), "engine: promoted to a Rook");
    assert_eq!(fen_fields(&g.fen())[7], "F", "engine: the Rook's vacancy is taken");
    let (g, _) = play_both("tchess", &f, &["c9c10f"]);
    assert_eq!(fen_fields(&g.fen())[7], "R");
    // Empty pool: stays a Pawn; Black's pool does not count for White.
    for tail in ["w - - 0 1", "w - - 0 1 - - -", "w - - 0 1 - - rf"] {
        let f = fen(&format!("{k} Pc9"), tail);
        expect("tchess", &f, Some("c9"), &words("c9c10"), "P-1 empty pool");
        let (g, _) = play_both("tchess", &f, &["c9c10"]);
        assert_eq!(g.piece_at("c10").unwrap(), Some(('p', Color::White)), "engine: stays a Pawn");
    }
}

// ---------------------------------------------------------------------------------------------
// 3. Rules.

/// N-1 (§5.2): no legal move loses, in check or not, in both modes.
#[test]
fn n1_no_move_loses() {
    for (id, f) in [("tchess", fen("Kj1 qh2 kb9", "w - - 0 1")), ("tchess8", fen("Ki2 qg3 kc9", "w - - 0 1"))] {
        assert_eq!(slow(id, &f).end(), Some(End::NoMoves { checked: false }), "slow generator {id}");
        let mut g = engine(id, &f);
        assert!(g.legal_moves().is_empty(), "engine {id}: {:?}", g.legal_moves());
        assert!(!g.in_check());
        assert_eq!(g.outcome(), Some(Outcome { winner: Some(Color::Black), reason: Reason::Stalemate }), "engine {id}");
    }
    // Checkmate, and Black to move without moves.
    let f = fen("Ka1 qb2 kc3", "w - - 0 1");
    assert_eq!(slow("tchess", &f).end(), Some(End::NoMoves { checked: true }));
    assert_eq!(engine("tchess", &f).outcome(), Some(Outcome { winner: Some(Color::Black), reason: Reason::Checkmate }));
    let f = fen("kj10 Qh9 Kb2", "b - - 0 1");
    assert_eq!(slow("tchess", &f).end(), Some(End::NoMoves { checked: false }));
    assert_eq!(engine("tchess", &f).outcome(), Some(Outcome { winner: Some(Color::White), reason: Reason::Stalemate }));
    // In zone mode the ring does not help: White K i9 (zone corner), Black Q g8: h9 h8 i8 covered.
    let f = fen("Ki9 qg8 kb2", "w - - 0 1");
    assert_eq!(slow("tchess8", &f).end(), Some(End::NoMoves { checked: false }));
    assert_eq!(
        engine("tchess8", &f).outcome(),
        Some(Outcome { winner: Some(Color::Black), reason: Reason::Stalemate })
    );
    assert!(!engine("tchess", &f).legal_moves().is_empty(), "on 10x10 the king escapes to the ring");
}

/// Promotion (§5.5): only into the pool; compulsory for the Pawn, optional for the alternatives;
/// by capture; Black's; zone mode on ranks 9 / 2; a capture fills the owner's pool, a pawn-type's
/// does not; the Pikeman's remote capture never promotes; the Jester may be in the pool.
#[test]
fn promotion_rules() {
    let k = "Ka1 kj1";
    let t = |p: &str, tail: &str| fen(&format!("{k} {p}"), tail);
    // Alternatives promote optionally.
    expect("tchess", &t("Sc9", "w - - 0 1 - R -"), Some("c9"), &words("c9b10 c9b10r c9d10 c9d10r"), "Sergeant");
    expect("tchess", &t("Tc9", "w - - 0 1 - R -"), Some("c9"), &words("c9b10 c9b10r c9d10 c9d10r"), "Templar");
    expect("tchess", &t("Zc9", "w - - 0 1 - R -"), Some("c9"), &words("c9b9 c9c10 c9c10r c9d9"), "Skirmisher");
    expect("tchess", &t("Ic9", "w - - 0 1 - R -"), Some("c9"), &words("c9c10 c9c10r"), "Pikeman");
    // The Pikeman's remote capture does not move it, so it does not promote.
    expect(
        "tchess",
        &t("Ic8 nc10", "w - - 0 1 - R -"),
        Some("c8"),
        &words("c8c9 c8c10"),
        "Pikeman remote on the last rank",
    );
    // Promotion by capture; the captured Rook goes to Black's pool.
    let f = t("Pc9 rb10 nc10", "w - - 0 1 - QJ -");
    expect("tchess", &f, Some("c9"), &words("c9b10j c9b10q"), "capture-promotion");
    let (g, _) = play_both("tchess", &f, &["c9b10j"]);
    assert_eq!(g.piece_at("b10").unwrap(), Some(('j', Color::White)), "engine: promoted to a Jester");
    let fl = fen_fields(&g.fen());
    assert_eq!((fl[7].as_str(), fl[8].as_str()), ("Q", "r"), "engine: pools after c9xb10=J");
    // Black promotes on rank 1 from its own pool only.
    expect("tchess", &t("pc2", "b - - 0 1 - Q n"), Some("c2"), &words("c2c1n"), "Black Pawn");
    // Zone mode: rank 9 for White, rank 2 for Black; the ring does not exist.
    expect("tchess8", &fen("Kb2 ki2 Pc8", "w - - 0 1 - N -"), Some("c8"), &words("c8c9n"), "zone White Pawn");
    expect("tchess8", &fen("Kb2 ki9 pd3", "b - - 0 1 - - b"), Some("d3"), &words("d3d2b"), "zone Black Pawn");
    expect("tchess8", &fen("Kb2 ki9 pd3", "b - - 0 1"), Some("d3"), &words("d3d2"), "zone Black Pawn, empty pool");
    // Captures fill the owner's pool (pieces) or not (pawn-types).
    let f = fen("Ka1 Rd4 Nf4 Se4 kj10 pc5 pe5", "b - - 0 1");
    let (g, _) = play_both("tchess", &f, &["c5d4"]);
    assert_eq!(fen_fields(&g.fen())[7], "R", "engine: the lost Rook is a vacancy");
    let (g, _) = play_both("tchess", &f, &["e5f4"]);
    assert_eq!(fen_fields(&g.fen())[7], "N");
    let f = fen("Ka1 Sd4 kj10 pc5", "b - - 0 1");
    let (g, _) = play_both("tchess", &f, &["c5d4"]);
    assert_eq!(fen_fields(&g.fen())[7], "-", "engine: a lost Sergeant is no vacancy");
    // Capturing a promoted piece reopens its vacancy; the pawn that promotes takes it again.
    let f = fen("Ka1 Pc9 Pd9 kj1 rb10", "w - - 0 1 - R -");
    let (g, _) = play_both("tchess", &f, &["c9c10r", "b10c10"]);
    assert_eq!(fen_fields(&g.fen())[7], "R", "engine: the promoted Rook's capture reopens the vacancy");
    let (g, _) = play_both("tchess", &f, &["c9c10r", "b10c10", "d9d10r"]);
    assert_eq!(g.piece_at("d10").unwrap(), Some(('r', Color::White)));
    assert_eq!(fen_fields(&g.fen())[7], "-");
}

/// The Jester (§7.4): copies the last mover's type: a step, a slide, a leap, every two-stage piece,
/// the Pikeman's remote capture, the alternatives; as a Pawn without double step or en passant;
/// another Jester's copy; a promotion's pawn; no moves without a last move; never promotes; not
/// royal; no aura either way.
#[test]
fn jester_copies() {
    let k = "Ka1 kj1";
    let t = |p: &str, tail: &str| fen(&format!("{k} {p}"), tail);
    // Step, slide (and the generic rule: the same moves as a real piece of that type there).
    expect("tchess", &t("Jd4", "w - - 0 1 K - -"), Some("d4"), &from_to("d4", "c3 c4 c5 d3 d5 e3 e4 e5"), "as King");
    expect(
        "tchess",
        &t("Jd4 Pd6 nf4", "w - - 0 1 R - -"),
        Some("d4"),
        &from_to("d4", "d5 d3 d2 d1 c4 b4 a4 e4 f4"),
        "as Rook",
    );
    expect("tchess", &t("Jd4", "w - - 0 1 - - -"), Some("d4"), &[], "no last move");
    for (kind, others) in [
        ('G', "Pd7 ne7 nb6 ng2"),
        ('F', "Pc6 nd7 nb7 nf3"),
        ('D', "Pf6 ng6 nb5"),
        ('C', "Pe6 ne7 nb5 nf2"),
        ('W', "Pd5 nc6 ne2 nf5"),
        ('M', "Pd5 nc7 nf7 nd2"),
        ('L', "Pd5 ne6 nf5 nb2"),
        ('E', "Pc6 nc7 nb5 nf2"),
        ('K', "Pc5 nd5"),
        ('A', "Pd6 ne5 ng7 nc4"),
        ('H', "Pd6 nd8 nb4 ng4"),
        ('X', "Pc5 nb6 ng7 nf2"),
        ('S', "Pc4 nd5 ne4"),
        ('Z', "Pc4 nd5 ne4"),
        ('T', "Pc4 nc5 ne5"),
        ('I', "nd6"),
        ('B', "Pc5 nf6"),
        ('Q', "Pc5 nf6 nd8"),
        ('N', "Pc6 nb5"),
    ] {
        let jf = t(&format!("Jd4 {others}"), &format!("w - - 0 1 {kind} - -"));
        let rf = t(&format!("{kind}d4 {others}"), &format!("w - - 0 1 {kind} - -"));
        let jp = slow("tchess", &jf);
        assert!(!jp.royal_capturable(true, true) && !jp.royal_capturable(false, true), "test position '{jf}'");
        // The real piece's pseudo-legal moves (a real King or Emperor would be royal).
        let real: Vec<String> = sorted(
            slow("tchess", &rf).pseudo().into_iter().filter(|m| sq_name(m.from) == "d4").map(|m| m.text).collect(),
        );
        assert!(!real.is_empty());
        expect("tchess", &jf, Some("d4"), &real, &format!("Jester as {kind}"));
    }
    // As a Pikeman the Jester takes remotely and stays.
    let f = t("Jd4 nd6", "w - - 0 1 I - -");
    let (g, _) = play_both("tchess", &f, &["d4d6"]);
    assert_eq!(g.piece_at("d4").unwrap(), Some(('j', Color::White)), "engine: the Jester stays");
    assert_eq!(fen_fields(&g.fen())[6], "I", "engine: last mover after a copied Pikeman move");
    // J-2: as a Pawn, no double step from the start rank.
    expect("tchess", &t("Jc3", "w - - 0 1 P - -"), Some("c3"), &words("c3c4"), "as Pawn on rank 3");
    // No en passant for the Jester, though the Pawn beside it has it.
    let f = t("Je6 Pc6 pd8", "b - - 0 1 N - -");
    let (mut g, p) = play_both("tchess", &f, &["d8d6"]);
    assert_eq!(sorted(g.legal_moves_from("e6").unwrap()), words("e6e7"), "engine: no en passant for the Jester");
    assert_eq!(p.legal_from("e6"), words("e6e7"), "slow generator");
    assert_eq!(sorted(g.legal_moves_from("c6").unwrap()), words("c6c7 c6d7"), "engine: the Pawn takes en passant");
    assert_eq!(fen_fields(&g.fen())[3], "d7");
    // J-3: Black's Jester moves as a Bishop (White's last move); then White's Jester copies it.
    let f = fen("Ka10 kj1 Bg1 Jd4 jh8", "w - - 0 1 N - -");
    let (mut g, _) = play_both("tchess", &f, &["g1h2", "h8e5"]);
    assert_eq!(fen_fields(&g.fen())[6], "B", "engine: the Black Jester's move counts as a Bishop's");
    let want = from_to("d4", "a1 b2 c3 e3 f2 g1 a7 b6 c5 e5");
    assert_eq!(sorted(g.legal_moves_from("d4").unwrap()), want, "engine: Jester copies a Jester's Bishop move");
    // With the White King on a1 behind it, the Jester is pinned by the Black Jester-as-Bishop
    // (J-4): it may only stay on the diagonal or take e5.
    let f = fen("Ka1 kj1 Bg1 Jd4 jh8", "w - - 0 1 N - -");
    let (mut g, p) = play_both("tchess", &f, &["g1h2", "h8e5"]);
    assert_eq!(p.legal_from("d4"), words("d4b2 d4c3 d4e5"), "slow generator: pinned by a Jester");
    assert_eq!(sorted(g.legal_moves_from("d4").unwrap()), words("d4b2 d4c3 d4e5"), "engine: pinned by a Jester");
    // A promotion is copied as the pawn that promoted.
    let f = fen("Ka10 kj1 Jd4 pc2", "b - - 0 1 N - q");
    let (mut g, _) = play_both("tchess", &f, &["c2c1q"]);
    assert_eq!(fen_fields(&g.fen())[6], "P");
    assert_eq!(sorted(g.legal_moves_from("d4").unwrap()), words("d4d5"), "engine: Jester as Pawn after a promotion");
    // The Jester never promotes, even with a pool.
    expect("tchess", &t("Jc9", "w - - 0 1 P R -"), Some("c9"), &words("c9c10"), "Jester on the last rank");
    // Not royal: as a King it may step onto an attacked square.
    expect(
        "tchess",
        &t("Jd4 re10", "w - - 0 1 K - -"),
        Some("d4"),
        &from_to("d4", "c3 c4 c5 d3 d5 e3 e4 e5"),
        "as King, not royal",
    );
    // No aura received: as a Pawn beside a real Sergeant it does not capture straight ahead.
    expect("tchess", &t("Jd4 Se4 nd5 nc5", "w - - 0 1 P - -"), Some("d4"), &words("d4c5"), "Jester beside a Sergeant");
    expect(
        "tchess",
        &t("Pd4 Se4 nd5 nc5", "w - - 0 1 P - -"),
        Some("d4"),
        &words("d4c5 d4d5"),
        "Pawn beside a Sergeant",
    );
    // No aura given: copying a Sergeant, it gives the Pawn beside it nothing.
    expect("tchess", &t("Jd4 Pc4 nc5", "w - - 0 1 S - -"), Some("c4"), &[], "Pawn beside a Jester-Sergeant");
    expect("tchess", &t("Sd4 Pc4 nc5", "w - - 0 1 S - -"), Some("c4"), &words("c4c5"), "Pawn beside a Sergeant");
}

/// The Sergeant aura (§7.5.1), also as an attack on a king; enemies do not profit from it.
#[test]
fn sergeant_aura() {
    // Black Pawn d7 beside Black Sergeant c7 attacks d6.
    let checked = fen("Kd6 Ra1 sc7 pd7 kj10", "w - - 0 1");
    assert!(slow("tchess", &checked).in_check(), "slow generator: aura check");
    assert!(engine("tchess", &checked).in_check(), "engine: aura check");
    let free = fen("Kd6 Ra1 sb7 pd7 kj10", "w - - 0 1");
    assert!(!engine("tchess", &free).in_check(), "engine: no Sergeant beside, no check");
    agree("tchess", &checked);
    agree("tchess", &free);
    // The king may not step into the aura's square.
    let f = fen("Ke5 sc7 pd7 kj10", "w - - 0 1");
    let m = agree("tchess", &f);
    assert!(!has(&m, "e5d6") && !has(&m, "e5e6") && has(&m, "e5f6") && has(&m, "e5d5"), "{m:?}");
    let f = fen("Ke5 sb7 pd7 kj10", "w - - 0 1");
    assert!(has(&agree("tchess", &f), "e5d6"));
    // Every pawn-type beside a Sergeant: Templar and Skirmisher gain the straight capture.
    expect("tchess", &fen("Ka1 kj10 Tc4 Sd4 nc5", "w - - 0 1"), Some("c4"), &words("c4b5 c4c5 c4d5"), "Templar");
    expect("tchess", &fen("Ka1 kj10 Zc4 Sd4 nc5", "w - - 0 1"), Some("c4"), &words("c4b4 c4c5"), "Skirmisher");
    // An enemy Sergeant gives nothing; a Sergeant diagonally beside gives nothing.
    expect("tchess", &fen("Ka1 kj10 Pc4 sd4 nc5", "w - - 0 1"), Some("c4"), &[], "enemy Sergeant");
    expect("tchess", &fen("Ka1 kj10 Pc4 Sd3 nc5", "w - - 0 1"), Some("c4"), &[], "Sergeant behind");
}

/// The Pikeman (§7.5.2): remote capture over an empty square, staying put; no capture through a
/// piece (own or enemy); it checks a king two squares ahead.
#[test]
fn pikeman() {
    let f = fen("Ka1 Ie5 pe7 kj10", "w - - 0 1");
    let (g, p) = play_both("tchess", &f, &["e5e7"]);
    assert_eq!(g.piece_at("e5").unwrap(), Some(('i', Color::White)));
    assert_eq!(fen_fields(&g.fen())[4], "0", "engine: a remote capture resets the 50-move count");
    assert_eq!(p.halfmove, 0);
    expect("tchess", &fen("Ka1 Ie5 Ne6 pe7 kj10", "w - - 0 1"), Some("e5"), &[], "own piece between");
    expect("tchess", &fen("Ka1 Ie5 ne6 pe7 kj10", "w - - 0 1"), Some("e5"), &[], "enemy piece between");
    expect("tchess", &fen("Ka1 Ie5 Ne7 kj10", "w - - 0 1"), Some("e5"), &words("e5e6"), "own piece two ahead");
    // Black Pikeman e7 checks the White king on e5 across e6.
    let f = fen("Ke5 ie7 kj10", "w - - 0 1");
    assert!(slow("tchess", &f).in_check(), "slow generator");
    assert!(engine("tchess", &f).in_check(), "engine: Pikeman check across an empty square");
    agree("tchess", &f);
    // Blocking e6 parries it.
    let f = fen("Ke5 Rh6 ie7 kj10", "w - - 0 1");
    let m = agree("tchess", &f);
    assert!(has(&m, "h6e6") && !has(&m, "h6h7"), "{m:?}");
    let f = fen("Ke5 Pe6 ie7 kj10", "w - - 0 1");
    assert!(!engine("tchess", &f).in_check(), "engine: no check through e6");
}

/// The Assassin (§7.5.5): quiet along queen lines, captures one square away by moving there.
#[test]
fn assassin() {
    let f = fen("Ka1 Ae5 pd5 pe7 kj10", "w - - 0 1");
    let m = from_to("e5", "d5 e6 d6 c7 b8 a9 d4 c3 b2 e4 e3 e2 e1 f4 g3 h2 i1 f5 g5 h5 i5 j5 f6 g7 h8 i9");
    expect("tchess", &f, Some("e5"), &m, "Assassin: e7 is not adjacent");
    let (g, _) = play_both("tchess", &f, &["e5d5"]);
    assert_eq!(g.piece_at("d5").unwrap(), Some(('a', Color::White)));
    // A Black Assassin checks an adjacent king only.
    assert!(engine("tchess", &fen("Ke5 af6 kj10", "w - - 0 1")).in_check());
    assert!(!engine("tchess", &fen("Ke5 ag7 kj10", "w - - 0 1")).in_check());
}

/// The Emperor (§7.5.7): royal, no plain king step, captures after a knight jump.
#[test]
fn emperor() {
    // The Emperor e5 attacks e8 (a king step from its knight square d7): Black is in check.
    let f = fen("Ee5 ke8 Ra1", "b - - 0 1");
    assert!(slow("tchess", &f).in_check());
    assert!(engine("tchess", &f).in_check(), "engine: Emperor e5 attacks e8 (via d7)");
    agree("tchess", &f);
    // A Black Rook on e10 checks the White Emperor; it has no king step, only its knight jumps.
    let f = fen("Ee5 re10 kj1", "w - - 0 1");
    assert!(engine("tchess", &f).in_check(), "engine: the Emperor is royal");
    expect("tchess", &f, None, &from_to("e5", "c4 c6 d3 d7 f3 f7 g4 g6"), "Emperor in check");
}

/// Zone mode (§3.2): no double step, nothing lands on or passes over the ring, promotion on 9 / 2.
#[test]
fn zone_mode() {
    let k = "Kf2 kf9";
    let z = |p: &str| fen(&format!("{k} {p}"), "w - - 0 1");
    expect("tchess8", &z("Pc3"), Some("c3"), &words("c3c4"), "zone: no double step");
    expect("tchess", &z("Pc3"), Some("c3"), &words("c3c4 c3c5"), "10x10: double step");
    expect("tchess8", &z("Nc2"), Some("c2"), &words("c2b4 c2d4 c2e3"), "zone knight");
    expect("tchess8", &z("Rb2"), Some("b2"), &from_to("b2", "b3 b4 b5 b6 b7 b8 b9 c2 d2 e2"), "zone rook");
    expect(
        "tchess8",
        &z("Gb3 nc9"),
        Some("b3"),
        &from_to("b3", "b2 b4 b5 b6 b7 b8 b9 c3 d3 e3 f3 g3 h3 i3 c9"),
        "zone guardian",
    );
    expect("tchess8", &z("Wc3"), Some("c3"), &from_to("c3", "b5 d5 e4 e2"), "zone war chariot");
    expect("tchess8", &z("Ic8"), Some("c8"), &words("c8c9"), "zone: Pikeman to the last rank, no pool");
    expect("tchess8", &z("Ic7 nc9"), Some("c7"), &words("c7c8 c7c9"), "zone: remote capture on rank 9");
    expect("tchess8", &z("Ii8"), Some("i8"), &words("i8i9"), "zone: nothing beyond rank 9");
    expect(
        "tchess8",
        &z("Ab2 pc3"),
        Some("b2"),
        &words("b2c3 b2c2 b2d2 b2e2 b2b3 b2b4 b2b5 b2b6 b2b7 b2b8 b2b9"),
        "zone Assassin",
    );
    agree("tchess8", &z("Gb3 nc9 Ic8 Wc3 Ab2 Nd4"));
    // En passant does not exist in zone mode: an e.p. field is refused or ignored.
    if let Ok(mut g) = Game::new("tchess8", Some(&fen("Kf2 kf9 Pd5 pe5", "w - e6 0 1"))) {
        assert!(!has(&g.legal_moves(), "d5e6"), "engine: en passant in zone mode");
    }
}

/// En passant on 10x10 (§5.4): Pawn only, right after the double step.
#[test]
fn en_passant() {
    let f = fen("Ka1 Pe3 pd5 pf5 Pc5 kj10", "w - - 0 1");
    let (mut g, p) = play_both("tchess", &f, &["e3e5"]);
    assert_eq!(fen_fields(&g.fen())[3], "e4", "engine: e.p. square after e3e5");
    let m = sorted(g.legal_moves());
    assert!(has(&m, "d5e4") && has(&m, "f5e4"), "engine: {m:?}");
    assert_eq!(p.legal_strings(), m, "slow generator vs engine");
    let (g, _) = play_both("tchess", &f, &["e3e5", "d5e4"]);
    assert_eq!(g.piece_at("e5").unwrap(), None, "engine: the Pawn taken en passant is gone");
    // One move later the right is gone.
    let (mut g, _) = play_both("tchess", &f, &["e3e5", "j10j9", "a1a2"]);
    assert!(!has(&g.legal_moves(), "d5e4"), "engine: e.p. only at once");
    // Black's double step from rank 8.
    let f = fen("Ka1 Pd6 pe8 kj10", "b - - 0 1");
    let (mut g, _) = play_both("tchess", &f, &["e8e6"]);
    assert!(has(&g.legal_moves(), "d6e7"));
}

/// FEN (§8.6): the three extra fields, holes, optional fields, round trips.
#[test]
fn fen_round_trips() {
    let v10 = builtin("tchess").unwrap();
    let v8 = builtin("tchess8").unwrap();
    assert_eq!(fen_fields(&v10.start_fen), fen_fields(common::tchess_slow::START_10), "10x10 start (spec §8.1)");
    assert_eq!(fen_fields(&Game::new("tchess", None).unwrap().fen()), fen_fields(common::tchess_slow::START_10));
    // The spec's zone FEN is accepted and means the variant's start.
    let spec8 = common::tchess_slow::START_8;
    let g = engine("tchess8", spec8);
    assert_eq!(g.fen(), Game::new("tchess8", None).unwrap().fen());
    assert_eq!(fen_fields(&g.fen()), fen_fields(&slow("tchess8", spec8).fen()), "zone FEN with '*' holes");
    assert_eq!(fen_fields(&v8.start_fen), fen_fields(&slow("tchess8", spec8).fen()));
    for (id, f) in [
        ("tchess", "cgwdmldwgc/frnbqkbnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQKBNRF/CGWDMLDWGC w - - 0 1 - - -"),
        ("tchess", "xgwdjadwgh/frnbqebnrf/zisittisiz/10/10/10/10/ZISITTISIZ/FRNBQEBNRF/XGWDJADWGH b - - 3 9 N - -"),
        ("tchess", "4k5/10/10/10/10/10/10/2J7/10/4K5 w - - 12 30 N RF -"),
        ("tchess", "4k5/10/10/10/10/10/10/2J7/10/4K5 b - - 12 30 G FRRQJ bbnaxh"),
        ("tchess", "4k5/10/10/10/10/3pP5/10/10/10/4K5 b - e4 0 20 P - q"),
        ("tchess8", "**********/*3k4*/*8*/*8*/*8*/*8*/*8*/*2J5*/*3K4*/********** w - - 0 1 B N n"),
        (
            "tchess8",
            "**********/*rjbqebnr*/*isittisi*/*8*/*8*/*8*/*8*/*ISITTISI*/*RJBQEBNR*/********** w - - 0 1 - - -",
        ),
    ] {
        let g = engine(id, f);
        assert_eq!(fen_fields(&g.fen()), fen_fields(f), "engine round trip {id} '{f}'");
        assert_eq!(fen_fields(&slow(id, f).fen()), fen_fields(f), "slow round trip {id} '{f}'");
        agree(id, f);
        // The engine writes every field, holes as '*'.
        assert_eq!(g.fen().split_whitespace().count(), 9, "engine FEN '{}'", g.fen());
        assert_eq!(g.fen().split(' ').next(), slow(id, f).fen().split(' ').next(), "board field");
    }
    // Missing extra fields: no last move, empty pools.
    let g = engine("tchess", "4k5/10/10/10/10/10/10/2J7/10/4K5 w - - 0 1");
    assert_eq!(fen_fields(&g.fen())[6..], ["-", "-", "-"]);
    // Digit runs may cover holes in zone mode.
    let g = engine("tchess8", "10/4k5/10/10/10/10/10/10/4K5/10 w - - 0 1");
    assert_eq!(g.fen().split(' ').next().unwrap(), "**********/*3k4*/*8*/*8*/*8*/*8*/*8*/*8*/*3K4*/**********");
    // After moves: the last mover and the pools follow the game.
    let f = "4k5/10/10/10/4r5/10/10/10/4R5/4K5 w - - 0 1";
    let (g, _) = play_both("tchess", f, &["e2e6", "e10d10", "e6e8"]);
    let fl = fen_fields(&g.fen());
    assert_eq!((fl[6].as_str(), fl[7].as_str(), fl[8].as_str()), ("R", "-", "r"), "engine: {}", g.fen());
}

/// Bad FENs are refused (engine and slow generator alike).
#[test]
fn bad_fens() {
    let bad: &[(&str, &str, &str)] = &[
        ("tchess8", "P9/4k5/10/10/10/10/10/10/4K5/10 w - - 0 1", "piece on a hole"),
        ("tchess8", "10/4k5/10/10/10/10/10/10/K9/10 w - - 0 1", "king on a hole (a2)"),
        ("tchess", "**********/4k5/10/10/10/10/10/10/4K5/10 w - - 0 1", "'*' on the 10x10 board"),
        ("tchess", "4k5/10/10/10/10/10/10/10/4K5 w - - 0 1", "nine ranks"),
        ("tchess", "4k5/10/10/10/10/10/10/10/4K5/11 w - - 0 1", "rank too long"),
        ("tchess", "4k5/10/10/10/10/10/10/10/4K5/4Y5 w - - 0 1", "unknown letter"),
        ("tchess", "4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 - K -", "King in the pool"),
        ("tchess", "4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 - P -", "Pawn in the pool"),
        ("tchess", "4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 Y - -", "unknown last mover"),
        ("tchess", "4k5/10/10/10/10/10/10/10/10/4K5 x - - 0 1", "side to move"),
    ];
    let mut failures = vec![];
    for &(id, f, why) in bad {
        if Game::new(id, Some(f)).is_ok() {
            failures.push(format!("engine accepts {why}: {id} '{f}'"));
        }
        if TPos::from_fen(id, f).is_ok() {
            failures.push(format!("slow generator accepts {why}: {id} '{f}'"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The pools' letter case (the FEN convention: White's upper case, Black's lower case).
#[test]
fn bad_fen_pool_letter_case() {
    let mut failures = vec![];
    for (f, why) in [
        ("4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 - r -", "Black letter in White's pool"),
        ("4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1 - - R", "White letter in Black's pool"),
    ] {
        if Game::new("tchess", Some(f)).is_ok() {
            failures.push(format!("engine accepts {why}: '{f}'"));
        }
        if TPos::from_fen("tchess", f).is_ok() {
            failures.push(format!("slow generator accepts {why}: '{f}'"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Draws (§5.6): bare royals, the 50-move rule (reset by a remote capture and by pawn-types),
/// threefold repetition.
#[test]
fn draws() {
    for f in ["4k5/10/10/10/10/10/10/10/10/4K5 w - - 0 1", "4e5/10/10/10/10/10/10/10/10/4K5 w - - 0 1"] {
        assert_eq!(slow("tchess", f).end(), Some(End::BareRoyals));
        assert_eq!(
            engine("tchess", f).outcome(),
            Some(Outcome { winner: None, reason: Reason::InsufficientMaterial }),
            "engine: bare royals '{f}'"
        );
    }
    assert_eq!(engine("tchess", "4k5/10/10/10/10/10/10/10/10/3SK5 w - - 0 1").outcome(), None);
    // 50-move rule.
    let f = "4k5/10/10/10/10/10/10/10/10/R3K5 w - - 99 80";
    let (mut g, p) = play_both("tchess", f, &["a1a2"]);
    assert_eq!(p.end(), Some(End::MoveRule));
    assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: Reason::MoveRule }), "engine: 50-move rule");
    let f = "4k5/10/10/10/10/10/10/10/I9/R3K5 w - - 99 80";
    let (mut g, _) = play_both("tchess", f, &["a2a3"]);
    assert_eq!(g.outcome(), None, "engine: a Pikeman move resets the count");
    // Threefold repetition.
    let f = "4k5/10/10/10/10/10/10/10/10/R3K5 w - - 0 1";
    let cycle = ["a1a2", "e10e9", "a2a1", "e9e10"];
    let (mut g, _) = play_both("tchess", f, &cycle);
    assert_eq!(g.outcome(), None, "engine: two occurrences at most");
    let mut plies = 4;
    while g.outcome().is_none() && plies < 12 {
        g.play(cycle[plies % 4]).unwrap();
        plies += 1;
    }
    // The start occurs a third time after 8 plies if its last mover ('-', later 'K') does not
    // count; the position after a1a2 (last mover 'R' each time) after 9.
    assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: Reason::Repetition }), "engine: threefold");
    assert!(plies == 8 || plies == 9, "engine: threefold repetition after {plies} plies");
    println!("threefold repetition after {plies} plies");
}

/// Move strings: promotion suffixes and remote captures are read back by the engine's `play`,
/// illegal strings are refused.
#[test]
fn move_strings() {
    let f = fen("Ka1 kj1 Pc9 Ie5 pe7", "w - - 0 1 - RF -");
    let mut g = engine("tchess", &f);
    assert!(g.play("c9c10").is_err(), "engine: a Pawn with a pool must promote");
    assert!(g.play("c9c10q").is_err(), "engine: no Queen vacancy");
    assert_eq!(g.play("c9c10f").unwrap(), "c9c10f");
    assert_eq!(g.play("j1i1").unwrap(), "j1i1");
    assert_eq!(g.play("e5e7").unwrap(), "e5e7");
}

/// §5.5(2) read literally: a pawn-type that ends any move on its last rank may promote, also a
/// Skirmisher's sideways move along it (it stayed a Skirmisher while its pool was empty).
#[test]
fn promotion_on_a_move_along_the_last_rank() {
    let f = fen("Za10 Ka1 kj1", "w - - 0 1 - R -");
    expect("tchess", &f, Some("a10"), &words("a10b10 a10b10r"), "Skirmisher along the last rank");
    let f = fen("Za10 Ka1 kj1", "w - - 0 1 - - -");
    expect("tchess", &f, Some("a10"), &words("a10b10"), "Skirmisher along the last rank, empty pool");
}

/// Legality is decided after the move (§5.1, §12): a Guardian's stage-1 slide passes the square
/// the King just left. King d5, Black Guardian h5: with d5 empty the Guardian slides on to c5 and
/// b5 and captures diagonally from d5 and b5, so only c5 and e5 (on its own rank, never a
/// diagonal step away from a stage-1 square) are safe.
#[test]
fn two_stage_attacks_through_the_vacated_square() {
    let f = fen("Kd5 gh5 kj10", "w - - 0 1");
    expect("tchess", &f, None, &words("d5c5 d5e5"), "King beside a Guardian's rank");
    // The Black Pikeman e8 guards e6 (remote, over e7): the King may not take on e6.
    let f = fen("Kd5 pe6 ie8 kj10", "w - - 0 1");
    let m = agree("tchess", &f);
    assert!(!has(&m, "d5e6") && has(&m, "d5d6"), "{m:?}");
    // A piece between the King and a Pikeman two squares away is pinned.
    let f = fen("Ke5 Ne6 ie7 kj10", "w - - 0 1");
    expect("tchess", &f, Some("e6"), &[], "Knight pinned against a Pikeman");
    assert!(!engine("tchess", &f).in_check());
}

/// The Jester copies the type about to move (§7.4.4), for every kind of capture.
#[test]
fn jester_threats_follow_the_moving_type() {
    // Beside the King: Rook moves are illegal (the Jester would take e5 as a Rook), Knight and
    // Bishop moves legal; the King must leave the Jester's king-step reach or take it.
    let f = fen("Ke5 Ra1 Nb1 Bc1 jf5 kj10", "w - - 0 1 N - -");
    expect("tchess", &f, Some("a1"), &[], "Rook moves with a Jester beside the King");
    expect("tchess", &f, Some("b1"), &words("b1a3 b1c3 b1d2"), "Knight moves");
    expect("tchess", &f, Some("c1"), &words("c1b2 c1a3 c1d2 c1e3 c1f4 c1g5 c1h6 c1i7 c1j8"), "Bishop moves");
    expect("tchess", &f, Some("e5"), &words("e5d4 e5d5 e5d6 e5f5"), "King moves");
    assert!(!engine("tchess", &f).in_check(), "engine: the Jester is ignored by the check indicator");
    // Two squares ahead of the King (for Black): any White Pikeman move lets the Jester take it
    // remotely, unless the Pikeman blocks e6.
    let f = fen("Ke5 Ia3 Id5 je7 kj10", "w - - 0 1 N - -");
    expect("tchess", &f, Some("a3"), &[], "Pikeman a3: the Jester would take e5 remotely");
    expect("tchess", &f, Some("d5"), &[], "Pikeman d5 cannot block");
    // A Lion move lets a Jester two squares away reach the King through an empty neighbour.
    let f = fen("Ke5 La1 Nh1 je7 kj10", "w - - 0 1 N - -");
    expect("tchess", &f, Some("a1"), &[], "Lion moves with a Jester two squares away");
    expect("tchess", &f, Some("h1"), &words("h1f2 h1g3 h1i3 h1j2"), "Knight moves");
    // A Sergeant move: the Jester as a (Black) Sergeant takes sideways.
    let f = fen("Ke5 Sa3 jf5 kj10", "w - - 0 1 N - -");
    expect("tchess", &f, Some("a3"), &[], "Sergeant moves with a Jester beside the King");
}

/// Repetition (spec §5.6): who moved last matters only while the side to move has a Jester that
/// would copy it; without one, the same position with the same moves repeats.
#[test]
fn repetition_and_the_last_mover() {
    let cycle = ["a1a2", "h8h7", "a2a1", "h7h8", "b4b5", "g8f6", "b5b4", "f6g8", "a1a2", "h8h7", "a2a1", "h7h8"];
    let play = |id: &str, fen: &str| {
        let mut g = engine(id, fen);
        for (i, m) in cycle.iter().enumerate() {
            if let Some(o) = g.outcome() {
                return (i, Some(o));
            }
            g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        (cycle.len(), g.outcome())
    };
    // No Jester: the start comes back at plies 4 and 8 (after a rook move, then a knight move):
    // the third occurrence is a draw.
    let draw = Some(Outcome { winner: None, reason: Reason::Repetition });
    assert_eq!(play("tchess", "k9/10/6nr2/10/10/10/1Q8/1P8/10/K9 w - - 0 1 - - -"), (8, draw));
    // With a White Jester on the board what it would copy is part of the position: plies 0, 4,
    // 8 and 12 have last movers -, R, N, R, so only two are the same.
    assert_eq!(play("tchess", "k9/10/6nr2/10/10/10/1Q8/1P8/10/K8J w - - 0 1 - - -"), (12, None));
}

/// In the exact-displacement reading the last-mover field must carry the move (`N:dx,dy`).
#[test]
fn vector_mode_needs_the_displacement() {
    let f = "k9/10/10/10/4p5/10/3J6/10/10/9K w - - 0 1";
    assert!(Game::new("tchess+jester_vector", Some(&format!("{f} N - -"))).is_err());
    let mut g = Game::new("tchess+jester_vector", Some(&format!("{f} N:-1,-2 - -"))).unwrap();
    assert_eq!(g.legal_moves_from("d4").unwrap(), vec!["d4e6".to_string()]);
    assert!(g.fen().ends_with(" N:-1,-2 - -"), "{}", g.fen());
}

/// Diagrams name a piece by FEN letter or by the set's label; the side is the first letter's case.
#[test]
fn diagram_pieces_by_label() {
    let v = builtin("tchess").unwrap();
    let by_letter = Game::diagram_token(&v, "S", "e5").unwrap();
    assert_eq!(Game::diagram_token(&v, "PS", "e5").unwrap(), by_letter);
    assert_eq!(Game::diagram_token(&v, "ps", "e5").unwrap(), Game::diagram_token(&v, "s", "e5").unwrap());
    assert_ne!(Game::diagram_token(&v, "Ps", "e5").unwrap(), Game::diagram_token(&v, "s", "e5").unwrap());
    assert!(Game::diagram_token(&v, "PQ", "e5").is_err());
}

//! The Trojan / Decimal family (article 000, spec trojan-decimal.md) against the independent slow
//! generator (tests/common/slow.rs), which implements the family's rules from the spec text:
//! gated secondary moves (A04, A31), the Trojan king's in-check moves (A05), tracked first moves
//! (with the seventh FEN field), changements (§2.3, A10), sergeant-pawn swaps with promotion by swap
//! (§1.6, A27, A28), Quadruple Trojan's backward pawns and promotion zones (A13), Double Trojan's
//! four castlings (§2.4, A12) and New Decimal castling beside the king's own two-square jump (A44).
//!
//! 1. Perft from every start position of the seven variants (the counts are printed).
//! 2. Move-set equality at every node of depth-2 trees from positions built for each rule; the
//!    slow generator's own lists are first checked to exercise the rule.
//! 3. Fixed-seed random games in each variant: move sets, board, check, the seventh FEN field and
//!    the engine's FEN read back at every ply.
//!
//! On a failure the message gives the engine's FEN and both move lists (or a perft divide).
//!
//! Run in release mode: `cargo test --release --test trojan_slow -- --nocapture` (prints the counts).
//! The depth-3 perft of Quadruple Trojan (about 20 s for the slow generator) is `#[ignore]`d:
//! `cargo test --release --test trojan_slow -- --ignored`.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::slow::{Slow, SlowMove, SlowPos, SwapKind};
use common::{check_perft, Rng};
use fairyboard::pieces::Color;
use fairyboard::rules::Value;
use fairyboard::{Game, Outcome, Reason};

/// The seven variants of the family.
const FAMILY: [&str; 7] =
    ["trojan", "doubletrojan", "quadtrojan", "newdecimal-small", "newdecimal", "newdecimal2", "greatdecimal"];

fn engine(id: &str, fen: &str) -> Game {
    Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id} '{fen}': {e}"))
}

/// A FEN from a list of pieces such as `"Kf1 Ra1 pe7 kf10"` on a w x h board, then `tail`.
fn fen(w: usize, h: usize, pieces: &str, tail: &str) -> String {
    common::fen_from_pieces(w, h, pieces, tail)
}

/// Difference of two sorted move lists, for messages.
fn diff(slow: &[String], eng: &[String]) -> String {
    let only_slow: Vec<&String> = slow.iter().filter(|m| !eng.contains(m)).collect();
    let only_eng: Vec<&String> = eng.iter().filter(|m| !slow.contains(m)).collect();
    format!("only slow generator: {only_slow:?}; only engine: {only_eng:?}\n  slow:   {slow:?}\n  engine: {eng:?}")
}

/// The seventh field of a FEN (moved pieces on start squares), sorted.
fn moved_field(fen: &str) -> Vec<String> {
    let mut v: Vec<String> =
        fen.split_whitespace().nth(6).map(|f| f.split(',').map(String::from).collect()).unwrap_or_default();
    v.sort();
    v
}

/// Whether two slow positions are the same (castling rights in any order).
fn same(a: &SlowPos, b: &SlowPos) -> bool {
    let sorted = |p: &SlowPos| {
        let mut c = p.castling.clone();
        c.iter_mut().for_each(|v| v.sort());
        c
    };
    a.board == b.board && a.turn == b.turn && a.unmoved == b.unmoved && a.ep == b.ep && sorted(a) == sorted(b)
}

/// Checks one node: move sets, board, check, the seventh FEN field, and the engine's FEN read back
/// by the slow generator (the same position, or at least the same moves). Returns the slow moves.
fn compare_node(s: &Slow, pos: &SlowPos, g: &mut Game, ctx: &dyn Fn() -> String) -> Result<Vec<SlowMove>, String> {
    let moves = s.legal_moves(pos);
    let slow: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
    let mut eng = g.legal_moves();
    eng.sort();
    if slow != eng {
        return Err(format!("{}: move sets differ\n  {}", ctx(), diff(&slow, &eng)));
    }
    let efen = g.fen();
    let board = s.board_fen(pos);
    if !efen.starts_with(&format!("{board} ")) {
        return Err(format!("{}: boards differ: slow '{board}'", ctx()));
    }
    if g.in_check() != s.in_check(pos, pos.turn) {
        return Err(format!("{}: in_check: engine {}, slow {}", ctx(), g.in_check(), !g.in_check()));
    }
    if s.v.rules.first_move_tracked {
        let mut want = s.moved_on_start(pos);
        want.sort();
        if moved_field(&efen) != want {
            return Err(format!("{}: seventh FEN field: slow generator expects {want:?}", ctx()));
        }
    }
    let back = s.pos_from_fen(&efen);
    if !same(&back, pos) {
        let again = s.legal_strings(&back);
        if again != slow {
            return Err(format!("{}: the engine's FEN reads back as other moves\n  {}", ctx(), diff(&again, &slow)));
        }
    }
    Ok(moves)
}

/// Compares every node of the tree of `depth` plies below `pos` (walked with play / undo).
fn walk(s: &Slow, pos: &SlowPos, g: &mut Game, depth: u32, nodes: &mut u64) -> Result<(), String> {
    *nodes += 1;
    let efen = g.fen();
    let moves = compare_node(s, pos, g, &|| format!("{} '{efen}'", s.v.id))?;
    if depth == 0 {
        return Ok(());
    }
    for m in moves {
        g.play(&m.text).map_err(|e| format!("{} '{efen}': engine refuses {}: {e}", s.v.id, m.text))?;
        let child = s.make(pos, &m);
        let r = walk(s, &child, g, depth - 1, nodes);
        g.undo();
        r?;
        if g.fen() != efen {
            return Err(format!("{}: undo of {} gives '{}', expected '{efen}'", s.v.id, m.text, g.fen()));
        }
    }
    Ok(())
}

/// Start-position perft of each (variant, depth), slow generator against `Game::new(id, None)`.
fn start_perft(cases: &[(&str, u32)]) {
    let mut failures = Vec::new();
    for &(id, depth) in cases {
        let start = fairyboard::variants::builtin(id).unwrap().start_fen;
        let t = std::time::Instant::now();
        match check_perft(id, &start, depth) {
            Ok(n) => {
                // The engine's own entry point for the start position must give the same.
                let e = Game::new(id, None).unwrap().perft(depth);
                assert_eq!(e, n, "{id}: Game::new(id, None).perft({depth})");
                println!("perft {id} start depth {depth}: {n} ({:.1} s)", t.elapsed().as_secs_f64());
            }
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Walks the depth-2 tree of every (variant, FEN); returns the number of nodes compared.
fn walk_all(cases: &[(&str, String)]) -> u64 {
    let mut nodes = 0;
    for (id, f) in cases {
        let s = Slow::new(id);
        let pos = s.pos_from_fen(f);
        let mut g = engine(id, f);
        walk(&s, &pos, &mut g, 2, &mut nodes).unwrap_or_else(|e| panic!("{e}"));
    }
    nodes
}

/// The slow generator's legal move strings in a position.
fn moves(id: &str, f: &str) -> Vec<String> {
    let s = Slow::new(id);
    s.legal_strings(&s.pos_from_fen(f))
}

fn has(ms: &[String], m: &str) -> bool {
    ms.iter().any(|x| x == m)
}

// ---------------------------------------------------------------------------------------------
// 1. Start positions.

#[test]
fn perft_start_positions_10x10() {
    start_perft(&[("trojan", 3), ("newdecimal-small", 3), ("greatdecimal", 3)]);
}

#[test]
fn perft_start_positions_large_boards() {
    // New Decimal's large boards at depth 2: their rules are those of its 10x10 form, which
    // `perft_start_positions_10x10` runs at depth 3 (the depth-3 runs: `-- --ignored`).
    start_perft(&[("doubletrojan", 3), ("newdecimal", 2), ("newdecimal2", 2), ("quadtrojan", 2)]);
}

/// Depth 3 on the largest boards (about 30 s for the slow generator in release mode); run with
/// `-- --ignored`.
#[test]
#[ignore]
fn perft_quadtrojan_start_depth_3() {
    start_perft(&[("quadtrojan", 3), ("newdecimal", 3), ("newdecimal2", 3)]);
}

// ---------------------------------------------------------------------------------------------
// 2. Positions built for each rule.

/// The Trojan rook's first-move D jump (imD): available on the start cell, gone once the rook has
/// moved, also after it has come back (the seventh FEN field, and a played line).
#[test]
fn trojan_rook_first_move_jump() {
    let start = fen(10, 10, "Ra1 Pa2 Pb2 Kf1 Pf2 Rj1 Pj2 ra10 pa9 pf9 kf10 rj10 pj9", "w KQkq - 0 1");
    let m = moves("trojan", &start);
    assert!(has(&m, "a1a3") && has(&m, "j1j3") && has(&m, "f1d1") && has(&m, "f1h1"), "{m:?}");
    let moved = fen(10, 10, "Ra1 Pa2 Pb2 Kf1 Pf2 Rj1 Pj2 ra10 pa9 pf9 kf10 rj10 pj9", "w Kkq - 0 1 a1");
    let m = moves("trojan", &moved);
    assert!(!has(&m, "a1a3") && has(&m, "j1j3") && !has(&m, "f1d1"), "{m:?}");

    // The rook goes to b1 and back; so does the black king: both stand on start cells, moved.
    let s = Slow::new("trojan");
    let mut pos = s.pos_from_fen(&start);
    let mut g = engine("trojan", &start);
    for m in ["a1b1", "f10e10", "b1a1", "e10f10"] {
        g.play(m).unwrap_or_else(|e| panic!("engine refuses {m}: {e}"));
        pos = s.play(&pos, m);
    }
    let after = s.legal_strings(&pos);
    assert!(!has(&after, "a1a3") && has(&after, "j1j3") && !has(&after, "f1d1"), "{after:?}");
    assert_eq!(moved_field(&g.fen()), ["a1", "f10"], "engine FEN '{}'", g.fen());
    let mut nodes = 0;
    walk(&s, &pos, &mut g, 2, &mut nodes).unwrap_or_else(|e| panic!("{e}"));
    // Black's rook a10 is still unmoved: a10a8 after a white move.
    let mut g2 = engine("trojan", &g.fen());
    g2.play("j1i1").unwrap();
    assert!(g2.legal_moves().iter().any(|m| m == "a10a8"));
    assert!(!g2.legal_moves().iter().any(|m| m == "f10d10"), "black king moved: no castling");

    nodes += walk_all(&[("trojan", start), ("trojan", moved)]);
    println!("rook first-move jump: {nodes} nodes");
}

/// C-TROJAN: a secondary capture (the rook's cD over its own pawn) is refused while in check, even
/// of the checking piece; the Trojan king in check moves only as an orthodox king.
#[test]
fn trojan_gate_and_king_in_check() {
    // The queen on a5 checks along the a-file; only c5xa5 (cD over b5) would take it. b2 is
    // attacked by the black king's nightrider line f10-e8-d6-c4-b2 (A31).
    let checked = fen(10, 10, "Ka1 Pb5 Rc5 qa5 kf10", "w - - 0 1");
    assert_eq!(moves("trojan", &checked), ["a1b1"]);
    // With the file blocked on a3 the same capture is legal.
    let free = fen(10, 10, "Ka1 Na3 Pb5 Rc5 qa5 kf10", "w - - 0 1");
    let m = moves("trojan", &free);
    assert!(has(&m, "c5a5") && has(&m, "a1c2") && has(&m, "a1b3"), "{m:?}");
    // A narrow knight checks from b3: the king may not take it with its N leap, nor use NN at all.
    let knight = fen(10, 10, "Ka1 Pe4 nb3 kf10", "w - - 0 1");
    assert_eq!(moves("trojan", &knight), ["a1a2", "a1b1"]);
    // Not in check, the king takes a knight on c2 by its nightrider move.
    let knight_free = fen(10, 10, "Ka1 Pe4 nc2 kf10", "w - - 0 1");
    assert!(has(&moves("trojan", &knight_free), "a1c2"));
    // Gated moves still attack: the black rook's cD covers b3 over the pawn on b4.
    let attack = fen(10, 10, "Kc2 Pb4 rb5 kf10", "w - - 0 1");
    let m = moves("trojan", &attack);
    assert!(!has(&m, "c2b3") && has(&m, "c2b1"), "{m:?}");
    let nodes = walk_all(&[
        ("trojan", checked),
        ("trojan", free),
        ("trojan", knight),
        ("trojan", knight_free),
        ("trojan", attack),
        // The New Decimal king's jumps are gated too (A20): in check from d4 it may not take by cA.
        ("newdecimal-small", fen(10, 10, "Ra2 Kf2 Rj2 bd4 kf9", "w KQ - 0 1")),
        ("newdecimal-small", fen(10, 10, "Ra2 Kf2 Pe3 Rj2 bd4 kf9", "w KQ - 0 1")),
    ]);
    let m = moves("newdecimal-small", &fen(10, 10, "Ra2 Kf2 Rj2 bd4 kf9", "w KQ - 0 1"));
    assert!(!has(&m, "f2d4") && !has(&m, "f2h2") && !has(&m, "f2j2") && !has(&m, "f2f4"), "{m:?}");
    let m = moves("newdecimal-small", &fen(10, 10, "Ra2 Kf2 Pe3 Rj2 bd4 kf9", "w KQ - 0 1"));
    assert!(has(&m, "f2d4") && has(&m, "f2h2") && has(&m, "f2j2"), "{m:?}");
    println!("gate and king in check: {nodes} nodes");
}

/// Changements (§2.3): allowed; refused with the named piece between, with a moved piece, with the
/// king in check; another piece between does not matter; Black's on rank 10; New Decimal's.
#[test]
fn changements() {
    let t = |p: &str, tail: &str| fen(10, 10, p, tail);
    let d = |p: &str, tail: &str| fen(20, 12, p, tail);
    let q = |p: &str, tail: &str| fen(20, 20, p, tail);
    let cases: Vec<(&str, String, &str, bool)> = vec![
        ("trojan", t("Qe1 Bg1 Kf2 kf10", "w - - 0 1"), "g1e1", true),
        ("trojan", t("Qe1 Kf1 Bg1 kf10", "w - - 0 1"), "g1e1", false),
        ("trojan", t("Qe1 Nf1 Bg1 Kf2 kf10", "w - - 0 1"), "g1e1", true),
        ("trojan", t("Qe1 Bg1 Kf2 kf10", "w - - 0 1 e1"), "g1e1", false),
        ("trojan", t("Qe1 Bg1 Kf2 kf10", "w - - 0 1 g1"), "g1e1", false),
        ("trojan", t("Bd1 Kf1 kf10", "w - - 0 1"), "d1f1", true),
        ("trojan", t("Bd1 Qe1 Kf1 kf10", "w - - 0 1"), "d1f1", false),
        ("trojan", t("Bd1 Kf1 rf5 kf10", "w - - 0 1"), "d1f1", false),
        ("trojan", t("Bd1 Kf1 rf5 kf10", "w - - 0 1 f1"), "d1f1", false),
        ("trojan", t("Kf2 qe10 bg10 kf9", "b - - 0 1"), "g10e10", true),
        ("trojan", t("Kf2 bd10 kf10", "b - - 0 1"), "d10f10", true),
        ("trojan", t("Kf2 bd10 kf10 Rf5", "b - - 0 1"), "d10f10", false),
        // Double Trojan (king k1, queen j1): inner and outer (reading B) changements.
        ("doubletrojan", d("Bl1 Qj1 Kk2 kk12", "w - - 0 1"), "l1j1", true),
        ("doubletrojan", d("Bl1 Qj1 Kk1 kk12", "w - - 0 1"), "l1j1", false),
        ("doubletrojan", d("Bq1 Qj1 Kk2 kk12", "w - - 0 1"), "q1j1", true),
        ("doubletrojan", d("Bq1 Qj1 Kk1 kk12", "w - - 0 1"), "q1j1", false),
        ("doubletrojan", d("Bq1 Qj1 Nn1 Kk2 kk12", "w - - 0 1"), "q1j1", true),
        ("doubletrojan", d("Bi1 Kk1 kk12", "w - - 0 1"), "i1k1", true),
        ("doubletrojan", d("Bd1 Kk1 kk12", "w - - 0 1"), "d1k1", true),
        ("doubletrojan", d("Bd1 Nf1 Kk1 kk12", "w - - 0 1"), "d1k1", true),
        ("doubletrojan", d("Bd1 Qj1 Kk1 kk12", "w - - 0 1"), "d1k1", false),
        ("doubletrojan", d("Bd1 Kk1 kk12 rk7", "w - - 0 1"), "d1k1", false),
        ("doubletrojan", d("Kk2 bd12 kk12 ql12 bq12", "b - - 0 1"), "d12k12", true),
        ("doubletrojan", d("Kk2 bd12 kk12 ql12 bq12", "b - - 0 1"), "q12j12", false),
        // Quadruple Trojan: the queen-mother armies (rank 20 White, 11 Black) and Black's K-army (10).
        ("quadtrojan", q("Kk1 kc7 Bi20 Mk20", "w - - 0 1"), "i20k20", true),
        ("quadtrojan", q("Kk1 kc7 Bi20 Qj20 Mk20", "w - - 0 1"), "i20k20", false),
        ("quadtrojan", q("Kk1 kc7 Bd20 Mk20", "w - - 0 1"), "d20k20", true),
        ("quadtrojan", q("Kk1 kc7 Bl20 Qj20", "w - - 0 1"), "l20j20", true),
        ("quadtrojan", q("Kk1 kc7 Bl20 Qj20 Mk20", "w - - 0 1"), "l20j20", false),
        ("quadtrojan", q("Kk1 kc7 Bq20 Qj20", "w - - 0 1"), "q20j20", true),
        ("quadtrojan", q("Kk1 kk8 bi11 mk11", "b - - 0 1"), "i11k11", true),
        ("quadtrojan", q("Kk1 kk8 bl10 qj10", "b - - 0 1"), "l10j10", true),
        ("quadtrojan", q("Kk1 kk10 bd10 qj10", "b - - 0 1"), "d10k10", false),
        ("quadtrojan", q("Kk1 kk10 bd10", "b - - 0 1"), "d10k10", true),
        ("quadtrojan", q("Kk1 kk10 bd10", "b - - 0 1 k10"), "d10k10", false),
        // New Decimal (small): changement QB-K (queen not between), changement royal Q-K.
        ("newdecimal-small", t("Bd2 Kf2 kf9", "w - - 0 1"), "d2f2", true),
        ("newdecimal-small", t("Bd2 Qe2 Kf2 kf9", "w - - 0 1"), "d2f2", false),
        ("newdecimal-small", t("Bd2 Qe2 Kf2 kf9", "w - - 0 1"), "e2f2", true),
        ("newdecimal-small", t("Bd2 Qe2 Kf2 kf9 rf6", "w - - 0 1"), "e2f2", false),
    ];
    let mut failures = Vec::new();
    for (id, f, m, want) in &cases {
        let ms = moves(id, f);
        if has(&ms, m) != *want {
            failures.push(format!("{id} '{f}': {m} expected {}: {ms:?}", if *want { "legal" } else { "illegal" }));
        }
    }
    assert!(failures.is_empty(), "slow generator: {}", failures.join("\n"));
    // After a changement both pieces have moved: no swap back, no castling for a swapped king.
    let s = Slow::new("trojan");
    let f = t("Ra1 Bd1 Kf1 Rj1 kf10", "w KQ - 0 1");
    let pos = s.play(&s.pos_from_fen(&f), "d1f1");
    let mut g = engine("trojan", &f);
    g.play("d1f1").unwrap();
    assert_eq!(s.board_fen(&pos), g.fen().split(' ').take(2).collect::<Vec<_>>().join(" "));
    let mut cases: Vec<(&str, String)> = cases.into_iter().map(|(id, f, _, _)| (id, f)).collect();
    cases.push(("trojan", f));
    cases.push(("trojan", g.fen()));
    // A whole start array: the changements become possible after the blocking piece has left.
    cases.push(("trojan", "rnwbqkbwnr/pppppppppp/10/10/10/10/10/4P5/PPPP1PPPPP/RNWB1KBWNR w KQkq - 0 1".into()));
    let nodes = walk_all(&cases);
    println!("changements: {nodes} nodes");
}

/// Sergeant-pawn swaps (§1.6): the sergeant initiates; promotion by swap on the last rank; Black's;
/// Quadruple Trojan's backward `o` pawns (and their promotion zones, double step, en passant).
#[test]
fn sergeant_swaps() {
    let tro = fen(10, 10, "Ka1 Se10 Pe9 Sc5 Pc4 Sh5 Ph6 kh8 sd3 pd4 se1 pe2", "w - - 0 1");
    let m = moves("trojan", &tro);
    assert!(has(&m, "e10e9s") && has(&m, "c5c4") && !has(&m, "h5h6") && !has(&m, "c4c5"), "{m:?}");
    let tro_b = fen(10, 10, "Ka1 Se10 Pe9 Sc5 Pc4 Sh5 Ph6 kh8 sd3 pd4 se1 pe2", "b - - 0 1");
    let m = moves("trojan", &tro_b);
    assert!(has(&m, "e1e2s") && has(&m, "d3d4"), "{m:?}");
    // Quadruple Trojan: White's o pawns move down from rank 19 and promote on 11; Black's move up
    // from 12 and promote on 20. A p pawn behind its sergeant, as usual.
    let q = |p: &str, tail: &str| fen(20, 20, p, tail);
    let white = "Kk1 kk10 Se11 Oe12 Sg15 Og16 Sc15 Oc14 Sj5 Pj4 Or19 os17 Pa2 pb4";
    let black = "Kk1 kk10 se20 oe19 sh14 oh13 sm8 pm9 sn1 pn2 Or19 oq12 Sd5";
    let qw = q(white, "w - - 0 1");
    let m = moves("quadtrojan", &qw);
    assert!(
        has(&m, "e11e12s") && has(&m, "g15g16") && !has(&m, "c15c14") && has(&m, "j5j4") && has(&m, "r19r17"),
        "{m:?}"
    );
    assert!(has(&m, "a2a4") && has(&m, "a2a3"), "{m:?}");
    let qb = q(black, "b - - 0 1");
    let m = moves("quadtrojan", &qb);
    assert!(
        has(&m, "e20e19s") && has(&m, "h14h13") && has(&m, "m8m9") && has(&m, "n1n2s") && has(&m, "q12q14"),
        "{m:?}"
    );
    // En passant against a backward pawn: r19r17 passes r18, the black o pawn on s17 takes upward.
    let s = Slow::new("quadtrojan");
    let after = s.play(&s.pos_from_fen(&qw), "r19r17");
    assert!(has(&s.legal_strings(&after), "s17r18"), "{:?}", s.legal_strings(&after));
    let mut g = engine("quadtrojan", &qw);
    g.play("r19r17").unwrap();
    let mut nodes = 0;
    walk(&s, &after, &mut g, 2, &mut nodes).unwrap_or_else(|e| panic!("{e}"));
    nodes += walk_all(&[
        ("trojan", tro),
        ("trojan", tro_b),
        ("newdecimal-small", fen(10, 10, "Kf2 Sa10 Pa9 Sb4 Pb3 kf9 sd1 pd2", "w - - 0 1")),
        ("greatdecimal", fen(10, 10, "Kf2 Se10 Pe9 Sb5 Pb4 kf9 sd1 pd2", "b - - 0 1")),
        ("quadtrojan", qw),
        ("quadtrojan", qb),
    ]);
    println!("sergeant swaps: {nodes} nodes");
}

/// The engine reads back its own FEN after a backward pawn's double step (en passant target
/// behind a White `o` pawn that moves down the board).
#[test]
fn quadtrojan_en_passant_fen_reads_back() {
    let f = fen(20, 20, "Kk1 kk10 Or19 os17", "w - - 0 1");
    let mut g = engine("quadtrojan", &f);
    g.play("r19r17").unwrap();
    let after = g.fen();
    let mut back = Game::new("quadtrojan", Some(&after)).unwrap_or_else(|e| panic!("'{after}': {e}"));
    let (mut a, mut b) = (g.legal_moves(), back.legal_moves());
    a.sort();
    b.sort();
    assert_eq!(a, b, "'{after}'");
    assert!(a.iter().any(|m| m == "s17r18"), "{a:?}");
}

/// Double Trojan castling (§3.2): inner (king 2 squares) and outer (king 5 squares) on both wings;
/// refused when a square between is occupied, the king's path attacked, the king in check, or the
/// right missing.
#[test]
fn double_trojan_castling() {
    let d = |p: &str, tail: &str| fen(20, 12, p, tail);
    // (FEN, castlings expected, castlings refused)
    let cases: Vec<(String, Vec<&str>, Vec<&str>)> = vec![
        (d("Ra1 Rf1 Kk1 Ro1 Rt1 kk12", "w AFOT - 0 1"), vec!["k1m1", "k1i1"], vec!["k1p1", "k1f1"]),
        (d("Ra1 Kk1 Rt1 kk12", "w AT - 0 1"), vec!["k1p1", "k1f1"], vec![]),
        (d("Ra1 Kk1 Rt1 kk12 rm12", "w AT - 0 1"), vec!["k1f1"], vec!["k1p1"]),
        (d("Ra1 Kk1 Rt1 kk12 rh12", "w AT - 0 1"), vec!["k1p1"], vec!["k1f1"]),
        (d("Ra1 Kk1 Rt1 kk12 rq12 rc12", "w AT - 0 1"), vec!["k1p1", "k1f1"], vec![]),
        (d("Ra1 Kk1 Rt1 kk12 rg12", "w AT - 0 1"), vec!["k1p1"], vec!["k1f1"]),
        (d("Ra1 Kk1 Rt1 kk12", "w T - 0 1"), vec!["k1p1"], vec!["k1f1"]),
        (d("Ra1 Kk1 Rt1 Nr1 Bc1 kk12", "w AT - 0 1"), vec![], vec!["k1p1", "k1f1"]),
        (d("Ra1 Kk1 Rt1 rk6 kj12", "w AT - 0 1"), vec![], vec!["k1p1", "k1f1"]),
        (d("Ra1 Rf1 Kk1 Ro1 Rt1 kk12 rl12 rj12", "w AFOT - 0 1"), vec![], vec!["k1m1", "k1i1"]),
        (d("Ra1 Rf1 Kk1 Nn1 Ro1 Rt1 kk12", "w AFOT - 0 1"), vec!["k1i1"], vec!["k1m1"]),
        (d("ra12 rf12 kk12 ro12 rt12 Kk1", "b afot - 0 1"), vec!["k12m12", "k12i12"], vec!["k12p12", "k12f12"]),
        (d("ra12 kk12 rt12 Kk1", "b at - 0 1"), vec!["k12p12", "k12f12"], vec![]),
    ];
    let mut failures = Vec::new();
    for (f, yes, no) in &cases {
        let ms = moves("doubletrojan", f);
        for m in yes {
            if !has(&ms, m) {
                failures.push(format!("'{f}': {m} should be legal: {ms:?}"));
            }
        }
        for m in no {
            if has(&ms, m) {
                failures.push(format!("'{f}': {m} should be illegal: {ms:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "slow generator:\n{}", failures.join("\n"));
    let cases: Vec<(&str, String)> = cases.into_iter().map(|(f, _, _)| ("doubletrojan", f)).collect();
    let mut nodes = walk_all(&cases);
    // Quadruple Trojan: the same castlings for the K-armies (White rank 1, Black rank 10).
    nodes += walk_all(&[(
        "quadtrojan",
        fen(20, 20, "Ra1 Kk1 Rt1 Pa2 Pt2 ra10 kk10 ro10 rt10 pa9 pt9 Mb20", "b AToat - 0 1"),
    )]);
    println!("double trojan castling: {nodes} nodes");
}

/// New Decimal castling and the king's own first-move two-square jump (A44): both moves present
/// with distinct strings (castling named by the rook's square where the strings would clash).
#[test]
fn new_decimal_castling_and_king_jump() {
    let small = fen(10, 10, "Ra2 Kf2 Rj2 kf9", "w KQ - 0 1");
    let m = moves("newdecimal-small", &small);
    for x in ["f2h2", "f2j2", "f2d2", "f2a2", "f2f4"] {
        assert!(has(&m, x), "{x}: {m:?}");
    }
    // g2 occupied: the jump to h2 remains (it leaps), castling with j2 does not.
    let blocked = fen(10, 10, "Ra2 Kf2 Ng2 Rj2 kf9", "w KQ - 0 1");
    let m = moves("newdecimal-small", &blocked);
    assert!(has(&m, "f2h2") && !has(&m, "f2j2") && has(&m, "f2a2"), "{m:?}");
    // After castling with the rook's square, the king is on h2 and the rook on g2.
    let s = Slow::new("newdecimal-small");
    let after = s.play(&s.pos_from_fen(&small), "f2j2");
    let mut g = engine("newdecimal-small", &small);
    g.play("f2j2").unwrap();
    assert!(g.fen().starts_with(&s.board_fen(&after)), "{} / {}", g.fen(), s.board_fen(&after));
    assert!(s.board_fen(&after).starts_with("10/5k4/10/10/10/10/10/10/R5RK2/10"), "{}", s.board_fen(&after));
    // Normal (18 files): king j2; king's wing j2-l2 clashes with the jump, queen's wing j2-g2 does not.
    let normal = fen(18, 12, "Ra2 Kj2 Rr2 kj11 ra11 rr11", "w KQkq - 0 1");
    let m = moves("newdecimal", &normal);
    assert!(has(&m, "j2l2") && has(&m, "j2r2") && has(&m, "j2h2") && has(&m, "j2g2") && !has(&m, "j2a2"), "{m:?}");
    // Setup 2 (20 files): king k2; both wings clash.
    let two = fen(20, 12, "Ra2 Kk2 Rt2 kk11 ra11 rt11", "b KQkq - 0 1");
    let m = moves("newdecimal2", &two);
    assert!(has(&m, "k11m11") && has(&m, "k11t11") && has(&m, "k11i11") && has(&m, "k11a11"), "{m:?}");
    let nodes = walk_all(&[
        ("newdecimal-small", small),
        ("newdecimal-small", blocked),
        ("newdecimal-small", fen(10, 10, "Ra2 Kf2 Rj2 ra9 kf9 rj9", "b KQkq - 0 1")),
        ("newdecimal", normal),
        ("newdecimal2", two),
    ]);
    println!("new decimal castling: {nodes} nodes");
}

/// Insufficient material (bare kings) ends the game; it changes no moves.
#[test]
fn bare_kings_draw() {
    for (id, f) in [
        ("trojan", fen(10, 10, "Kf1 kf10", "w - - 0 1")),
        ("newdecimal-small", fen(10, 10, "Kf2 kf9", "w - - 0 1")),
        ("greatdecimal", fen(10, 10, "Kf2 kf9", "w - - 0 1")),
    ] {
        let mut g = engine(id, &f);
        assert_eq!(g.outcome(), Some(Outcome { winner: None, reason: Reason::InsufficientMaterial }), "{id}");
        let s = Slow::new(id);
        let mut eng = g.legal_moves();
        eng.sort();
        assert_eq!(s.legal_strings(&s.pos_from_fen(&f)), eng, "{id}");
    }
    let mut g = engine("trojan", &fen(10, 10, "Kf1 Sa2 kf10", "w - - 0 1"));
    assert_eq!(g.outcome(), None);
}

// ---------------------------------------------------------------------------------------------
// 3. Random games.

/// Expected end of a game whose side to move has no legal move.
fn expected_end(s: &Slow, pos: &SlowPos) -> Outcome {
    let us = pos.turn;
    let r = &s.v.rules;
    let winner = |v: Value| match v {
        Value::Win => Some(us),
        Value::Loss | Value::Quarter => Some(if us == Color::White { Color::Black } else { Color::White }),
        Value::Draw => None,
    };
    if s.in_check(pos, us) {
        Outcome { winner: winner(r.checkmate), reason: Reason::Checkmate }
    } else {
        Outcome { winner: winner(r.stalemate), reason: Reason::Stalemate }
    }
}

/// Plays `games` fixed-seed random games of up to `max_plies` plies in `id` and compares every
/// ply (see [`compare_node`]). Odd games prefer captures, promotions, castlings and swaps.
/// Returns (plies, special moves played).
fn random_games(id: &str, games: usize, max_plies: usize, seed: u64) -> (usize, usize) {
    random_games_from(id, None, games, max_plies, seed)
}

/// As [`random_games`], from `start` (a FEN) instead of the variant's start position.
fn random_games_from(id: &str, start: Option<&str>, games: usize, max_plies: usize, seed: u64) -> (usize, usize) {
    let s = Slow::new(id);
    let mut rng = Rng::new(seed);
    let (mut plies, mut specials) = (0, 0);
    // Played: captures, en passant, promotions (by swap), castlings, changements, sergeant swaps;
    // positions in check.
    let mut kinds = [0usize; 8];
    for game in 0..games {
        let mut pos = start.map(|f| s.pos_from_fen(f)).unwrap_or_else(|| s.start());
        let mut g = Game::new(id, start).unwrap();
        let mut line: Vec<String> = Vec::new();
        for _ in 0..=max_plies {
            let efen = g.fen();
            let ctx = || format!("{id} game {game} after {line:?}\n  FEN '{efen}'");
            let moves = compare_node(&s, &pos, &mut g, &ctx).unwrap_or_else(|e| panic!("{e}"));
            let slow: Vec<String> = moves.iter().map(|m| m.text.clone()).collect();
            if slow.is_empty() {
                assert_eq!(g.outcome(), Some(expected_end(&s, &pos)), "{}: outcome", ctx());
                break;
            }
            let bare = pos.board.iter().flatten().all(|&(t, _)| s.v.rules.royal.contains(&t));
            if bare {
                let o = Some(Outcome { winner: None, reason: Reason::InsufficientMaterial });
                assert_eq!(g.outcome(), o, "{}: bare kings", ctx());
            }
            if line.len() % 20 == 19 {
                // The engine reads its own FEN back (first moves, castling, en passant).
                let mut back = Game::new(id, Some(&efen)).unwrap_or_else(|e| panic!("{}: engine rereads: {e}", ctx()));
                let mut again = back.legal_moves();
                again.sort();
                assert!(
                    again == slow,
                    "{}: the engine reads its FEN back as other moves\n  {}",
                    ctx(),
                    diff(&slow, &again)
                );
            }
            if g.outcome().is_some() || line.len() == max_plies {
                break;
            }
            let special: Vec<&str> = moves
                .iter()
                .filter(|m| m.captured.is_some() || m.promo.is_some() || m.castle.is_some() || m.swap.is_some())
                .map(|m| m.text.as_str())
                .collect();
            // Castlings, swaps and promotions are rare among the moves: odd games take one half of
            // the time when there is one.
            let rare: Vec<&str> = moves
                .iter()
                .filter(|m| m.promo.is_some() || m.castle.is_some() || m.swap.is_some())
                .map(|m| m.text.as_str())
                .collect();
            let m = if game % 2 == 1 && !rare.is_empty() && rng.below(2) == 0 {
                rare[rng.below(rare.len())].to_string()
            } else if game % 2 == 1 && !special.is_empty() && rng.below(3) > 0 {
                special[rng.below(special.len())].to_string()
            } else {
                slow[rng.below(slow.len())].clone()
            };
            if special.contains(&m.as_str()) {
                specials += 1;
            }
            let mv = moves.iter().find(|x| x.text == m).unwrap().clone();
            let ep = mv.captured.is_some_and(|c| c != mv.to);
            let flags = [
                mv.captured.is_some(),
                ep,
                mv.promo.is_some(),
                mv.promo.is_some() && mv.swap.is_some(),
                mv.castle.is_some(),
                mv.swap == Some(SwapKind::Pieces),
                mv.swap == Some(SwapKind::Pawn),
                s.in_check(&pos, pos.turn),
            ];
            for (k, f) in kinds.iter_mut().zip(flags) {
                *k += f as usize;
            }
            g.play(&m).unwrap_or_else(|e| panic!("{}: engine refuses {m}: {e}", ctx()));
            pos = s.make(&pos, &mv);
            line.push(m);
            plies += 1;
        }
    }
    println!(
        "random games {id}: {games} games, {plies} plies; played {} captures ({} en passant), {} promotions ({} by \
         sergeant swap), {} castlings, {} changements, {} sergeant swaps; {} positions in check",
        kinds[0], kinds[1], kinds[2], kinds[3], kinds[4], kinds[5], kinds[6], kinds[7]
    );
    (plies, specials)
}

#[test]
fn random_games_trojan() {
    let (plies, _) = random_games("trojan", 100, 80, 0x7120_1A11);
    assert!(plies > 4_000, "{plies}");
}

#[test]
fn random_games_doubletrojan() {
    let (plies, _) = random_games("doubletrojan", 100, 80, 0xD0B1_E7E0);
    assert!(plies > 4_000, "{plies}");
}

#[test]
fn random_games_quadtrojan() {
    // 20x20: half the games of the other boards (each ply compares the slow generator's full list).
    let (plies, _) = random_games("quadtrojan", 50, 80, 0x0A0D_7E0A);
    assert!(plies > 2_000, "{plies}");
}

#[test]
fn random_games_newdecimal_small() {
    let (plies, _) = random_games("newdecimal-small", 100, 80, 0x5A11_DEC1);
    assert!(plies > 4_000, "{plies}");
}

#[test]
fn random_games_newdecimal() {
    let (plies, _) = random_games("newdecimal", 100, 80, 0x0DEC_1A17);
    assert!(plies > 4_000, "{plies}");
}

#[test]
fn random_games_newdecimal2() {
    let (plies, _) = random_games("newdecimal2", 100, 80, 0x0DEC_1A22);
    assert!(plies > 4_000, "{plies}");
}

#[test]
fn random_games_greatdecimal() {
    let (plies, _) = random_games("greatdecimal", 100, 80, 0x6EA7_DEC1);
    assert!(plies > 4_000, "{plies}");
}

/// Random games from positions rich in the rare rules: sergeants next to pawns (promotion by swap),
/// backward pawns, castlings with every rook, unmoved changement partners.
#[test]
fn random_games_from_special_positions() {
    let cases: Vec<(&str, String)> = vec![
        ("trojan", fen(10, 10, "Ra1 Pa2 Pb9 Sb10 Sc5 Pc4 Bd1 Kf1 Bg1 Sg3 Pg2 Rj1 Pj2 ra10 pa9 qe10 kf10 bg10 rj10 sd2 pd3 pj9", "w KQkq - 0 1")),
        ("doubletrojan", fen(20, 12, "Ra1 Rf1 Bi1 Qj1 Kk1 Bl1 Ro1 Bq1 Rt1 Pc2 Ph2 Pm2 Pr2 Se12 Pe11 ra12 rf12 bi12 qj12 kk12 bl12 ro12 bq12 rt12 pc11 ph11 pm11 pr11 sg2 pg3", "w AFOTafot - 0 1")),
        ("quadtrojan", fen(20, 20, "Ra1 Kk1 Rt1 Pa2 Pt2 Se10 Pe9 Bi20 Qj20 Mk20 Bl20 Og12 Sg11 Oo19 ra10 kk10 rt10 pa9 pt9 bi11 qj11 mk11 bl11 oh19 sh20 oq12 se2 pe3", "w ATat - 0 1")),
        ("newdecimal-small", fen(10, 10, "Ra2 Bd2 Qe2 Kf2 Rj2 Pa3 Pj3 Sc10 Pc9 ra9 bd9 qe9 kf9 rj9 pa8 pj8 sh2 ph3", "w KQkq - 0 1")),
        ("newdecimal", fen(18, 12, "Ra2 Bc2 Qd2 Mi2 Kj2 Rr2 Pa3 Pr3 Sf12 Pf11 ra11 bc11 qd11 mi11 kj11 rr11 pa10 pr10 sm2 pm3", "w KQkq - 0 1")),
        ("newdecimal2", fen(20, 12, "Ra2 Bd2 Qj2 Kk2 Rt2 Pa3 Pt3 Sf12 Pf11 ra11 bd11 qj11 kk11 rt11 pa10 pt10 sm2 pm3", "w KQkq - 0 1")),
        ("greatdecimal", fen(10, 10, "Kf2 Rc5 Sb9 Pb8 Sh4 Ph3 kf9 rh6 sc2 pc3 sg7 pg8", "w - - 0 1")),
    ];
    for (i, (id, f)) in cases.iter().enumerate() {
        let (plies, _) = random_games_from(id, Some(f), 20, 40, 0x5BEC_1A10 + i as u64);
        assert!(plies > 300, "{id}: {plies}");
    }
}

#[test]
fn family_is_complete() {
    for id in FAMILY {
        let s = Slow::new(id);
        assert!(!s.legal_strings(&s.start()).is_empty(), "{id}");
    }
}

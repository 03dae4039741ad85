//! Makarenko chess (spec variants-catalog §16) against an independent model written from the
//! spec's prose (tests/common/makarenko_slow.rs): perft from recorded positions, random playouts
//! compared at every ply, and one hand-built position per rule clause.

mod common;

use common::makarenko_slow::{Limit, MakModel};
use common::Rng;
use fairyboard::game::{self, ActionKind, GameInterface, Origin};
use fairyboard::pieces::Color;
use fairyboard::search::clock::FrozenClock;
use fairyboard::search::{Limits, Memory};

fn open(id: &str, fen: &str) -> Box<dyn GameInterface> {
    game::open(id, Some(fen)).unwrap_or_else(|e| panic!("{id} '{fen}': {e}"))
}

fn limit_of(id: &str) -> Limit {
    if id.ends_with("+tall_kings") {
        Limit::Tall
    } else if id.ends_with("+surplus_removed") {
        Limit::Surplus
    } else {
        Limit::Forbid
    }
}

fn sorted_moves(g: &mut dyn GameInterface) -> Vec<String> {
    g.legal_moves(None).unwrap()
}

#[test]
fn perft_equals_the_model_and_the_recorded_figures() {
    let data: serde_json::Value = serde_json::from_str(include_str!("data/makarenko-perft.json")).unwrap();
    let mut checked = 0;
    for case in data["positions"].as_array().unwrap() {
        let id = case["id"].as_str().unwrap();
        let fen = case["fen"].as_str().unwrap();
        let model = MakModel::from_fen(fen, limit_of(id));
        let mut g = open(id, fen);
        for (d, want) in case["perft"].as_array().unwrap().iter().enumerate() {
            let depth = d as u32 + 1;
            let want = want.as_u64().unwrap();
            assert_eq!(model.perft(depth), want, "model {id} '{fen}' depth {depth}");
            assert_eq!(g.perft(depth).unwrap(), want, "engine {id} '{fen}' depth {depth}");
            checked += 1;
        }
        assert_eq!(g.position(), fen, "perft leaves the position as it was");
    }
    assert!(checked >= 12, "{checked}");
}

/// Engine and model agree on everything a position shows: moves, outcome, position string, checks.
fn agree(g: &mut dyn GameInterface, m: &MakModel, ctx: &str) {
    assert_eq!(g.position(), m.fen(), "{ctx}");
    assert_eq!(sorted_moves(g).len(), if g.outcome().is_some() { 0 } else { m.moves().len() }, "{ctx}");
    let outcome = g.outcome().map(|o| {
        let reason = match o.reason {
            fairyboard::Reason::Repetition => "repetition",
            fairyboard::Reason::MoveRule => "move rule",
            fairyboard::Reason::Stalemate => "stalemate",
            fairyboard::Reason::Goal => "kings",
            r => panic!("{ctx}: unexpected {r:?}"),
        };
        (o.winner.map(|c| c == Color::White), reason)
    });
    assert_eq!(outcome, m.outcome(), "{ctx}");
    if outcome.is_none() {
        assert_eq!(sorted_moves(g), m.moves(), "{ctx}");
    }
    assert_eq!(g.check_cells(), m.checked(), "{ctx}");
    // The position string reads back to the same position.
    let copy = open(&g.id(), &g.position());
    assert_eq!(copy.position(), g.position(), "{ctx}");
    assert_eq!(copy.hash(), g.hash(), "{ctx}");
}

/// Plays a random game, checking every ply; returns the plies played and how it ended.
fn playout(id: &str, fen: &str, seed: u64, plies: usize) -> (usize, Option<fairyboard::Reason>) {
    let mut rng = Rng::new(seed);
    let mut g = open(id, fen);
    let mut m = MakModel::from_fen(fen, limit_of(id));
    let mut played = 0;
    for ply in 0..plies {
        let ctx = format!("{id} seed {seed} ply {ply} after {:?}", g.history());
        agree(g.as_mut(), &m, &ctx);
        if g.outcome().is_some() {
            break;
        }
        let mut actions = g.actions(Origin::All, None).unwrap();
        // Odd seeds spare the kings where they can, so games run long (draw rules, many merges).
        if seed % 2 == 1 {
            let occ = g.occupants(None);
            let kings: Vec<&str> = occ.iter().filter(|o| o.stack.len() >= 8).map(|o| o.square.as_str()).collect();
            let spare: Vec<_> =
                actions.iter().filter(|a| !a.captures.iter().any(|c| kings.contains(&c.as_str()))).cloned().collect();
            if !spare.is_empty() {
                actions = spare;
            }
        }
        // Captures now and then, so kings fall and games end.
        let caps: Vec<_> = actions.iter().filter(|a| a.kind.is_capture()).collect();
        let a = if !caps.is_empty() && rng.below(3) == 0 {
            caps[rng.below(caps.len())].clone()
        } else {
            actions[rng.below(actions.len())].clone()
        };
        assert_eq!(g.play_id(a.id).unwrap(), a.notation, "{ctx}");
        m = m.after(&a.notation);
        played += 1;
    }
    let end = g.outcome().map(|o| o.reason);
    while g.undo().is_some() {}
    assert_eq!(g.position(), fen, "{id} seed {seed}: undo to the start");
    (played, end)
}

#[test]
fn random_playouts_agree_with_the_model_at_every_ply() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    let (mut plies, mut ends) = (0, Vec::new());
    for seed in 1..=30 {
        let (n, end) = playout("makarenko", start, seed, 200);
        plies += n;
        ends.extend(end);
    }
    // A position rich in merges towards the limit, under each option.
    let crowded = "2k5/8/2q1q3/8/8/3QnQ2/8/3K4 w - - 0 1";
    for id in ["makarenko", "makarenko+tall_kings", "makarenko+surplus_removed"] {
        for seed in 100..108 {
            let (n, end) = playout(id, crowded, seed, 200);
            plies += n;
            ends.extend(end);
        }
    }
    assert!(plies > 2000, "{plies}");
    assert!(ends.contains(&fairyboard::Reason::Goal), "{ends:?}");
    println!("{plies} plies in 54 games; endings {ends:?}");
}

fn moves_of(g: &mut dyn GameInterface, sq: &str) -> Vec<String> {
    g.legal_moves(Some(sq)).unwrap()
}

#[test]
fn the_height_limit_follows_the_option() {
    // A queen (7) next to a pawn (1) and a rook (3): merging onto the pawn makes 8, onto the rook 10.
    let fen = "k7/8/8/8/8/8/PQR5/7K w - - 0 1";
    let mut forbid = open("makarenko", fen);
    let q = moves_of(forbid.as_mut(), "b2");
    assert!(q.contains(&"b2a2".to_string()), "{q:?}");
    assert!(!q.contains(&"b2c2".to_string()), "no 10-disc tower: {q:?}");
    // A part of 1 disc (a pawn) may not merge forward, only diagonally forward onto a friend.
    assert!(!q.contains(&"b2c2/1".to_string()));
    let mut tall = open("makarenko+tall_kings", fen);
    assert!(moves_of(tall.as_mut(), "b2").contains(&"b2c2".to_string()));
    tall.play("b2c2").unwrap();
    assert!(tall.position().starts_with("k7/8/8/8/8/8/P1{W10}5/7K b"), "{}", tall.position());
    assert_eq!(tall.occupants(None).iter().find(|o| o.square == "c2").unwrap().stack.len(), 10);
    // The 10-tower is a king: it moves as one and the side now has two kings.
    let mut surplus = open("makarenko+surplus_removed", fen);
    surplus.play("b2c2").unwrap();
    assert!(surplus.position().starts_with("k7/8/8/8/8/8/P1K5/7K b"), "{}", surplus.position());
    // Heights above 8 are refused in a position string unless towers may grow.
    assert!(game::open("makarenko", Some("k7/8/8/8/8/8/{W9}7/7K w - - 0 1")).is_err());
    assert!(game::open("makarenko+tall_kings", Some("k7/8/8/8/8/8/{W9}7/7K w - - 0 1")).is_ok());
    assert!(game::open("makarenko+tall_kings+surplus_removed", None).is_err());
}

#[test]
fn a_single_king_does_not_split_but_one_of_two_does() {
    let one = "k7/8/8/8/8/8/8/4K3 w - - 0 1";
    let mut g = open("makarenko", one);
    assert!(moves_of(g.as_mut(), "e1").iter().all(|m| !m.contains('/')), "{:?}", moves_of(g.as_mut(), "e1"));
    let two = "k7/8/8/8/8/8/8/K3K3 w - - 0 1";
    let mut g = open("makarenko", two);
    let e1 = moves_of(g.as_mut(), "e1");
    // The top 4 discs leap as a knight, 4 stay behind as a knight.
    assert!(e1.contains(&"e1d3/4".to_string()), "{e1:?}");
    let canonical = g.play("e1d3/4").unwrap();
    assert_eq!(canonical, "e1d3/4");
    assert!(g.position().starts_with("k7/8/8/8/8/3N4/8/K3N3 b"), "{}", g.position());
    let a = g.actions(Origin::All, None).unwrap();
    assert!(a.iter().all(|a| a.count.is_none() || a.notation.contains('/')));
    // The whole-tower suffix is accepted and written without it.
    let mut g = open("makarenko", "k7/8/8/8/8/8/8/Q6K w - - 0 1");
    assert_eq!(g.play("a1a5/7").unwrap(), "a1a5");
}

#[test]
fn merges_go_only_where_a_capture_could() {
    // Knight b1, pawns c3 (knight's reach) and b2 (not); rook d1 along the rank to the knight's
    // neighbour: the rook part merges onto c1? No: c1 is empty, its slide ends at b1 (a friend).
    let fen = "k7/8/8/8/8/2P5/1P6/1N1R3K w - - 0 1";
    let mut g = open("makarenko", fen);
    let n = moves_of(g.as_mut(), "b1");
    assert!(n.contains(&"b1c3".to_string()), "{n:?}");
    assert!(!n.contains(&"b1b2".to_string()), "{n:?}");
    let r = moves_of(g.as_mut(), "d1");
    assert!(r.contains(&"d1b1".to_string()) && r.contains(&"d1c1".to_string()), "{r:?}");
    // The rook's 1-disc part is a pawn: it merges diagonally forward (onto c2? empty: no; e2 empty).
    assert!(r.contains(&"d1d2/1".to_string()) && !r.contains(&"d1c2/1".to_string()), "{r:?}");
    // Pawn part of the pawn tower b2... a single pawn moves as a whole: onto c3 it merges (1+1).
    let p = moves_of(g.as_mut(), "b2");
    assert!(p.contains(&"b2c3".to_string()) && p.contains(&"b2b3".to_string()), "{p:?}");
    g.play("b2c3").unwrap();
    assert!(g.position().starts_with("k7/8/8/8/8/2{W2}5/8/1N1R3K b - - 0 1"), "{}", g.position());
    // Black's pawn parts go south.
    let mut b = open("makarenko", "k7/8/8/3r4/2b1r3/8/8/7K b - - 0 1");
    let d5 = moves_of(b.as_mut(), "d5");
    assert!(d5.contains(&"d5c4/1".to_string()) && d5.contains(&"d5e4/2".to_string()), "{d5:?}");
    assert!(d5.contains(&"d5d4/1".to_string()) && !d5.contains(&"d5c6/1".to_string()), "{d5:?}");
}

#[test]
fn the_last_king_falls_and_a_new_one_must_be_made() {
    // Black takes White's only king; White can merge queen and pawn into a king, and must.
    let fen = "k7/8/8/8/8/3Q4/3P4/6rK b - - 0 1";
    let mut g = open("makarenko", fen);
    g.play("g1h1").unwrap();
    assert!(g.outcome().is_none());
    assert_eq!(sorted_moves(g.as_mut()), vec!["d3d2"]);
    assert!(g.turn().task.is_some());
    g.play("d3d2").unwrap();
    assert!(g.position().starts_with("k7/8/8/8/8/8/3K4/7r b"), "{}", g.position());
    // Without the pieces to make one, the capture of the last king wins at once.
    let mut g = open("makarenko", "k7/8/8/8/8/3R4/3P4/6rK b - - 0 1");
    g.play("g1h1").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(
        game::outcome_sentence(g.as_ref(), &o),
        "Black wins — the last king captured, and no new king can be made."
    );
    assert!(g.play("d3d2").is_err());
    // While a king is attacked the game only announces it.
    let mut g = open("makarenko", "k7/8/8/8/8/8/6r1/7K w - - 0 1");
    assert_eq!(g.check_cells(), vec!["h1"]);
    assert!(sorted_moves(g.as_mut()).contains(&"h1h2".to_string()), "a king may stay attacked");
}

#[test]
fn pawns_double_step_take_en_passant_and_never_promote() {
    let mut g = open("makarenko", "k7/8/8/8/2p5/8/1P6/7K w - - 0 1");
    g.play("b2b4").unwrap();
    assert_eq!(g.position(), "k7/8/8/8/1Pp5/8/8/7K b - b3 0 1");
    let ep = g.actions(Origin::Cell("c4"), None).unwrap();
    let a = ep.iter().find(|a| a.notation == "c4b3").unwrap();
    assert_eq!(a.kind, ActionKind::EnPassant);
    assert_eq!(a.captures, vec!["b4"]);
    g.play("c4b3").unwrap();
    assert_eq!(g.position(), "k7/8/8/8/8/1p6/8/7K w - - 0 2");
    // A pawn on the last rank stays, and no part of a tower promotes either.
    let mut g = open("makarenko", "P7/8/8/8/8/8/8/k6K w - - 0 1");
    assert!(!sorted_moves(g.as_mut()).iter().any(|m| m.starts_with("a8")));
}

#[test]
fn draws_by_repetition_and_the_move_rule() {
    let mut g = open("makarenko", "k7/8/8/8/8/8/8/R6K w - - 0 1");
    for m in ["a1a2", "a8b8", "a2a1", "b8a8", "a1a2", "a8b8", "a2a1", "b8a8"] {
        assert!(g.outcome().is_none());
        g.play(m).unwrap();
    }
    assert_eq!(g.outcome().unwrap().reason, fairyboard::Reason::Repetition);
    let mut g = open("makarenko", "k7/8/8/8/8/8/8/R6K w - - 99 80");
    g.play("a1a2").unwrap();
    assert_eq!(g.outcome().unwrap().reason, fairyboard::Reason::MoveRule);
    // A split resets the clock.
    let mut g = open("makarenko", "k7/8/8/8/8/8/8/R6K w - - 99 80");
    g.play("a1a2/1").unwrap();
    assert!(g.outcome().is_none());
    assert_eq!(g.position(), "k7/8/8/8/8/8/P7/{W2}6K b - - 0 80");
}

#[test]
fn bad_position_strings_are_refused_and_change_nothing() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
    let mut g = open("makarenko", start);
    g.play("e2e4").unwrap();
    let before = g.position();
    for bad in [
        "",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "rnbqkbnx/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "rnbqkbn{b0}/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "rnbqkbn{x3}/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "rnbqkbn{b3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - e3 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - -1 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1 extra",
        "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        "KKKKKKKK/8/8/8/8/8/8/k7 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1\u{202e}",
    ] {
        assert!(g.set_position(bad).is_err(), "accepted '{bad}'");
        assert_eq!(g.position(), before, "'{bad}' changed the game");
    }
    assert_eq!(g.history(), vec!["e2e4"]);
    // The position is written with the standard fields, castling "-" (spec §16.2); the form
    // without a castling field reads too.
    assert!(g.set_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 0 1").is_ok());
    assert_eq!(g.position(), start);
    for bad in ["e2e5", "e2", "e2e4/0", "e2e4/2", "e1e2/9", "z9z9", "e2e4/"] {
        assert!(g.play(bad).is_err(), "{bad}");
    }
    assert_eq!(g.position(), start);
}

#[test]
fn the_interface_describes_towers() {
    let mut g = game::open("makarenko", None).unwrap();
    assert_eq!(g.cells().len(), 64);
    let occ = g.occupants(None);
    let d1 = occ.iter().find(|o| o.square == "d1").unwrap();
    assert_eq!((d1.piece.as_str(), d1.stack.len()), ("Q", 7));
    let e8 = occ.iter().find(|o| o.square == "e8").unwrap();
    assert_eq!((e8.piece.as_str(), e8.stack.len()), ("k", 8));
    assert_eq!(occ.iter().map(|o| o.stack.len()).sum::<usize>(), 94);
    let a = g.actions(Origin::All, None).unwrap();
    let split = a.iter().find(|a| a.notation == "b1a1/3").unwrap();
    assert_eq!(split.count, Some(3));
    // The top 3 discs of the knight's tower move as a rook; a whole tower moves as its own piece.
    assert_eq!(split.moving.as_deref(), Some("R"));
    assert!(a.iter().filter(|a| a.count.is_none()).all(|a| a.moving.is_none()));
    let black = g.actions(Origin::All, Some(Color::Black)).unwrap();
    assert_eq!(black.iter().find(|a| a.notation == "d8d7/3").and_then(|a| a.moving.as_deref()), Some("r"));
    assert!(a.iter().any(|a| a.notation == "b1d2" && a.kind == ActionKind::Quiet));
    assert_eq!(g.side_names(), ["White".to_string(), "Black".to_string()]);
    // Black's moves can be asked for.
    assert!(black.iter().any(|a| a.notation == "e7e5"));
    let json = serde_json::to_string(a.iter().find(|a| a.count.is_none()).unwrap()).unwrap();
    assert!(!json.contains("\"count\":null") && !json.contains("\"moving\""), "{json}");
}

#[test]
fn the_computer_plays_legal_moves_quickly() {
    let mut memory = Memory::new(4);
    let mut g = game::open("makarenko", None).unwrap();
    for ply in 0..16 {
        if g.outcome().is_some() {
            break;
        }
        let limits = Limits { nodes: Some(3000), depth: Some(3), ..Limits::default() };
        let best = g.think(&mut memory, &limits, &FrozenClock, None, &mut |_| {}).unwrap();
        let mv = best.mv.unwrap_or_else(|| panic!("ply {ply}: no move"));
        assert!(sorted_moves(g.as_mut()).contains(&mv), "ply {ply}: {mv}");
        g.play(&mv).unwrap();
    }
    // It takes a free queen, and it makes a king when it has none.
    let mut g = open("makarenko", "k7/8/8/8/8/3Q4/3P2r1/7r w - - 0 1");
    let best = g.think(&mut memory, &Limits { depth: Some(2), ..Limits::default() }, &FrozenClock, None, &mut |_| {});
    assert_eq!(best.unwrap().mv.as_deref(), Some("d3d2"));
    let mut g = open("makarenko", "k7/8/8/3q4/8/8/8/3R3K w - - 0 1");
    let best = g.think(&mut memory, &Limits { depth: Some(2), ..Limits::default() }, &FrozenClock, None, &mut |_| {});
    assert_eq!(best.unwrap().mv.as_deref(), Some("d1d5"));
}

#[test]
fn a_king_is_made_again_under_each_height_limit() {
    // White has no king; the queen and the rook together hold 10 discs.
    let fen = "k7/8/8/8/8/8/8/QR6 w - - 0 1";
    // Forbidden above 8: no king can be made, so White has lost.
    let mut forbid = open("makarenko", fen);
    assert_eq!(forbid.outcome().map(|o| o.winner), Some(Some(Color::Black)));
    // Taller towers are kings: the 10-tower is one.
    let mut tall = open("makarenko+tall_kings", fen);
    assert_eq!(sorted_moves(tall.as_mut()), vec!["a1b1", "b1a1"]);
    tall.play("a1b1").unwrap();
    assert!(tall.position().starts_with("k7/8/8/8/8/8/8/1{W10}6 b"), "{}", tall.position());
    // The surplus leaves play: the merged tower is a king of 8.
    let mut surplus = open("makarenko+surplus_removed", fen);
    assert_eq!(sorted_moves(surplus.as_mut()), vec!["a1b1", "b1a1"]);
    surplus.play("b1a1").unwrap();
    assert!(surplus.position().starts_with("k7/8/8/8/8/8/8/K7 b"), "{}", surplus.position());
}

#[test]
fn mangled_position_strings_and_moves_never_panic() {
    let base = ["r3k2r/ppp2ppp/2n1{b2}3/3pP3/8/2{W6}5/PPP2PPP/R3K2R w - d6 0 10", "k7/8/8/8/8/3Q4/3P4/6rK b - - 0 1"];
    let accepted =
        common::mangle::open_mangled(&["makarenko+tall_kings"], &base, "0123456789/{}Wbw -kqrbnpKQRBNPxé", 6);
    assert!(accepted > 30, "{accepted}");
}

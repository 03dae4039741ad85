//! Generalized chess (Gess, spec variants-catalog §1; `game::gess`): perft and random playouts
//! against the independent slow model (tests/common/gess_slow.rs), hand-built positions for each
//! rule clause, the position string's validation, and the computer.

mod common;

use std::sync::Arc;

use common::gess_slow::{name, Side, SlowEnd, SlowPos};
use fairyboard::game::{open, open_variant, ActionKind, GameInterface, Origin};
use fairyboard::pieces::Color;
use fairyboard::search::clock::FrozenClock;
use fairyboard::search::{Limits, Memory};
use fairyboard::{Error, Outcome, Reason};

const START: &str = "1s1s1ssssssss1s1s1/sss1s1s1ssss1s1sss/1s1s1ssssssss1s1s1/18/18/1s2s2s2s2s2s1/18/18/18/18/18/18/\
                     1S2S2S2S2S2S1/18/18/1S1S1SSSSSSSS1S1S1/SSS1S1S1SSSS1S1SSS/1S1S1SSSSSSSS1S1S1 w 1";
/// A light ring around p2 and a dark ring around p17, far from the hand-built pieces.
const RINGS: &str = "So1 Sp1 Sq1 So2 Sq2 So3 Sp3 Sq3 so16 sp16 sq16 so17 sq17 so18 sp18 sq18";

fn game(id: &str, position: Option<&str>) -> Box<dyn GameInterface> {
    open(id, position).unwrap_or_else(|e| panic!("{id} {position:?}: {e}"))
}

/// A position string from stones such as `Se5 si5` (upper case light), `side` to move.
fn setup(stones: &str, side: &str) -> String {
    let mut p = SlowPos::parse(&format!("{} {side} 1", ["18"; 18].join("/")));
    for tok in stones.split_whitespace() {
        let who = if tok.starts_with('S') { Side::Light } else { Side::Dark };
        let f = i32::from(tok.as_bytes()[1] - b'a');
        let r: i32 = tok[2..].parse::<i32>().unwrap() - 1;
        assert_eq!(name(f, r), tok[1..], "bad cell in {tok}");
        p.rows[r as usize][f as usize] = Some(who);
    }
    p.text()
}

/// The moves of the piece centred on `cell`, sorted.
fn moves_from(g: &mut dyn GameInterface, cell: &str) -> Vec<String> {
    g.legal_moves(Some(cell)).unwrap()
}

fn stone(g: &dyn GameInterface, cell: &str) -> Option<String> {
    g.occupants(None).into_iter().find(|o| o.square == cell).map(|o| o.piece)
}

fn stones(g: &dyn GameInterface, piece: &str) -> usize {
    g.occupants(None).iter().filter(|o| o.piece == piece).count()
}

fn won(side: Color) -> Option<Outcome> {
    Some(Outcome { winner: Some(side), reason: Reason::Goal })
}

// ---- The slow model's oracle: perft and playouts. -----------------------------------------

#[derive(serde::Deserialize)]
struct Recorded {
    start_perft: Vec<u64>,
    gess_capture_perft: Vec<u64>,
    gess_capture_depths_checked: usize,
}

fn recorded() -> Recorded {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/gess.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn perft_from_the_start_equals_the_slow_model_and_the_record() {
    let want = recorded();
    for (id, gess_capture, numbers) in
        [("gess", false, &want.start_perft), ("gess+gess_capture", true, &want.gess_capture_perft)]
    {
        let mut g = game(id, None);
        let slow = SlowPos::parse(START);
        // The capture rule's depth 3 (41 million leaves) is recorded, not rerun each time.
        let depths = if gess_capture { want.gess_capture_depths_checked } else { numbers.len() };
        for (depth, &n) in (1..=depths as u32).zip(numbers.iter()) {
            assert_eq!(g.perft(depth).unwrap(), n, "{id} engine perft {depth}");
            assert_eq!(slow.perft(depth, gess_capture), n, "{id} slow perft {depth}");
        }
        assert_eq!(numbers.len(), 3);
    }
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

fn slow_winner(side: Side) -> Color {
    if side == Side::Light {
        Color::White
    } else {
        Color::Black
    }
}

/// Plays random games in both models, checking at every ply the legal moves, their captures,
/// the position after the move, the outcome and the position string's round trip; then takes
/// every move back. Returns the plies played.
fn playouts(id: &str, gess_capture: bool, games: u64, max_plies: usize) -> usize {
    let mut total = 0;
    for seed in 1..=games {
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15 ^ (seed * 0x1000_0001));
        // Every other game avoids moves that leave the mover ringless, so that it lasts.
        let careful = seed % 2 == 0;
        let mut g = game(id, None);
        let mut slow = SlowPos::parse(START);
        let mut keys = Vec::new();
        for ply in 0..=max_plies {
            let end = slow.end(&keys, gess_capture, None);
            let got = g.outcome();
            let want = end.map(|e| match e {
                SlowEnd::Won(s) => Some(slow_winner(s)),
                SlowEnd::Drawn => None,
            });
            assert_eq!(got.map(|o| o.winner), want, "{id} seed {seed} ply {ply}: outcome of {}", slow.text());
            if end.is_some() || ply == max_plies {
                break;
            }
            let mut slow_moves = slow.moves(gess_capture);
            slow_moves.sort_by(|a, b| a.name.cmp(&b.name));
            let names: Vec<String> = slow_moves.iter().map(|m| m.name.clone()).collect();
            assert_eq!(g.legal_moves(None).unwrap(), names, "{id} seed {seed} ply {ply}: moves of {}", slow.text());
            let actions = g.actions(Origin::All, None).unwrap();
            for a in &actions {
                let m = slow_moves.binary_search_by(|m| m.name.cmp(&a.notation)).map(|i| &slow_moves[i]).unwrap();
                let mut want_taken = m.taken.clone();
                let mut got_taken = a.captures.clone();
                want_taken.sort();
                got_taken.sort();
                assert_eq!(got_taken, want_taken, "{id} seed {seed} ply {ply}: captures of {}", a.notation);
                let kind = if want_taken.is_empty() { ActionKind::Quiet } else { ActionKind::Capture };
                assert_eq!(a.kind, kind, "{}", a.notation);
            }
            let choices: Vec<usize> =
                (0..slow_moves.len()).filter(|&i| !careful || slow_moves[i].after.has_ring(slow.to_move)).collect();
            let pick = if choices.is_empty() { rng.below(slow_moves.len()) } else { choices[rng.below(choices.len())] };
            let m = &slow_moves[pick];
            assert_eq!(g.play(&m.name).unwrap(), m.name);
            keys.push(slow.key());
            slow = m.after.clone();
            assert_eq!(g.position(), slow.text(), "{id} seed {seed} ply {ply}: after {}", m.name);
            let copy = game(id, Some(&g.position()));
            assert_eq!((copy.position(), copy.hash()), (g.position(), g.hash()), "round trip");
            total += 1;
        }
        let played = g.history().len();
        for _ in 0..played {
            assert!(g.undo().is_some());
        }
        assert_eq!(g.undo(), None);
        assert_eq!(g.position(), START, "{id} seed {seed}: undone to the start");
        assert!(g.history().is_empty());
    }
    total
}

#[test]
fn random_playouts_agree_with_the_slow_model() {
    let plies = playouts("gess", false, 30, 200);
    assert!(plies > 2000, "only {plies} plies played");
}

#[test]
fn random_playouts_with_the_gess_capture_rule_agree_with_the_slow_model() {
    let plies = playouts("gess+gess_capture", true, 10, 200);
    assert!(plies > 600, "only {plies} plies played");
}

// ---- Hand-built positions, one rule clause each. -------------------------------------------

#[test]
fn an_own_stone_that_would_land_on_a_moving_stone_stops_the_piece_one_cell_earlier() {
    // e5 (centre) and f5 slide east; at e5h5 the moving f5 stone would land on i5.
    let mut g = game("gess", Some(&setup(&format!("Se5 Sf5 Si5 {RINGS}"), "w")));
    assert_eq!(moves_from(&mut *g, "e5"), ["e5f5", "e5g5"]);
    // An own stone the moving stones miss is merged: the piece stops on it.
    let mut g = game("gess", Some(&setup(&format!("Se5 Sf5 Si6 {RINGS}"), "w")));
    assert_eq!(moves_from(&mut *g, "e5"), ["e5f5", "e5g5", "e5h5"]);
    g.play("e5h5").unwrap();
    for cell in ["h5", "i5", "i6"] {
        assert_eq!(stone(&*g, cell).as_deref(), Some("S"), "{cell}");
    }
    assert_eq!(stones(&*g, "S"), 11);
}

#[test]
fn covering_enemy_stones_takes_them_and_ends_the_slide() {
    let mut g = game("gess", Some(&setup(&format!("Se5 Sf5 si5 si4 {RINGS}"), "w")));
    assert_eq!(moves_from(&mut *g, "e5"), ["e5f5", "e5g5", "e5h5"]);
    let a = g.actions(Origin::Cell("e5"), None).unwrap().into_iter().find(|a| a.notation == "e5h5").unwrap();
    assert_eq!(a.kind, ActionKind::Capture);
    let mut taken = a.captures.clone();
    taken.sort();
    assert_eq!(taken, ["i4", "i5"]);
    assert_eq!(a.stops, ["f5", "g5"]);
    assert_eq!((a.from.as_deref(), a.to.as_str(), a.leap), (Some("e5"), "h5", false));
    g.play("e5h5").unwrap();
    assert_eq!(stone(&*g, "i5").as_deref(), Some("S"));
    assert_eq!(stone(&*g, "i4"), None);
    assert_eq!(stones(&*g, "s"), 8);
}

#[test]
fn a_collision_with_enemy_stones_at_the_same_step_stops_earlier_and_takes_nothing() {
    // AMB-GESS-4: at e5h5 the f5 stone would land on own i5 while i6 is an enemy.
    let mut g = game("gess", Some(&setup(&format!("Se5 Sf5 Si5 si6 {RINGS}"), "w")));
    assert_eq!(moves_from(&mut *g, "e5"), ["e5f5", "e5g5"]);
    assert!(g.actions(Origin::Cell("e5"), None).unwrap().iter().all(|a| a.kind == ActionKind::Quiet));
}

#[test]
fn an_empty_centre_limits_the_slide_to_three_cells_and_a_lone_centre_stone_cannot_move() {
    let mut g = game("gess", Some(&setup(&format!("Sf5 {RINGS}"), "w")));
    assert_eq!(moves_from(&mut *g, "e5"), ["e5f5", "e5g5", "e5h5"]);
    assert!(moves_from(&mut *g, "f5").is_empty());
    // With a centre stone the range is the board's.
    let mut g = game("gess", Some(&setup(&format!("Se5 Sf5 {RINGS}"), "w")));
    let east: Vec<String> = ["f5", "g5", "h5", "i5", "j5", "k5", "l5", "m5", "n5", "o5", "p5", "q5", "r5"]
        .iter()
        .map(|c| format!("e5{c}"))
        .collect();
    assert_eq!(moves_from(&mut *g, "e5"), east);
}

#[test]
fn stones_pushed_onto_the_rim_are_removed_and_centres_stay_on_the_board() {
    // A lone stone in the corner: three pieces hold it (centres b1, a2, b2), each may only push
    // it one cell, onto the rim; the centre may not leave the board.
    let mut g = game("gess", Some(&setup(&format!("Sa1 {RINGS}"), "w")));
    let corner: Vec<String> =
        g.legal_moves(None).unwrap().into_iter().filter(|m| ["a1", "a2", "b1", "b2"].contains(&&m[..2])).collect();
    assert_eq!(corner, ["a2a1", "b1a1", "b2a1"]);
    g.play("b1a1").unwrap();
    assert_eq!(stone(&*g, "a1"), None);
    assert_eq!(stones(&*g, "S"), 8);
    // At the top edge only the stone on the edge remains after moving north.
    let mut g = game("gess", Some(&setup(&format!("Sh17 Sh18 {RINGS}"), "w")));
    assert_eq!(moves_from(&mut *g, "h17"), ["h17h18"]);
    g.play("h17h18").unwrap();
    assert_eq!(stones(&*g, "S"), 9);
    assert_eq!(stone(&*g, "h18").as_deref(), Some("S"));
    assert!(g.position().starts_with("7S6sss1/"), "{}", g.position());
}

#[test]
fn breaking_ones_last_ring_is_legal_and_loses() {
    let mut g = game("gess", None);
    assert!(g.legal_moves(None).unwrap().contains(&"f2f1".to_string()));
    // The interface warns before such a move (the page asks to confirm it), and only before such.
    assert!(g.warning("f2f1").is_some_and(|w| w.contains("without a ring")));
    let warned = g.legal_moves(None).unwrap().into_iter().filter(|m| g.warning(m).is_some()).count();
    assert!(warned > 0 && warned < 184, "{warned}");
    assert_eq!(g.warning("b2b4"), None);
    g.play("f2f1").unwrap();
    assert_eq!(g.outcome(), won(Color::Black));
    let o = g.outcome().unwrap();
    assert_eq!(g.outcome_text(&o), "no ring left");
    assert!(g.legal_moves(None).unwrap().is_empty());
    assert!(matches!(g.play("b14b13"), Err(Error::GameOver)));
    assert_eq!(g.undo().as_deref(), Some("f2f1"));
    assert_eq!(g.outcome(), None);
}

/// A light ring around c3 and a dark ring around d7.
const CLOSE_RINGS: &str = "Sb2 Sc2 Sd2 Sb3 Sd3 Sb4 Sc4 Sd4 sc6 sd6 se6 sc7 se7 sc8 sd8 se8";

#[test]
fn taking_the_last_enemy_ring_wins() {
    let mut g = game("gess", Some(&setup(&format!("{CLOSE_RINGS} Sg7 Sh7"), "w")));
    assert_eq!(g.outcome(), None);
    assert!(moves_from(&mut *g, "h7").contains(&"h7f7".to_string()));
    g.play("h7f7").unwrap();
    assert_eq!(g.outcome(), won(Color::White));
}

#[test]
fn when_neither_side_has_a_ring_after_a_move_the_mover_loses() {
    // d3 (a stone of light's ring) slides north with four more: it takes dark's ring and breaks light's.
    let mut g = game("gess", Some(&setup(CLOSE_RINGS, "w")));
    let a = g.actions(Origin::Cell("d3"), None).unwrap().into_iter().find(|a| a.notation == "d3d5").unwrap();
    assert_eq!(a.captures.len(), 3);
    g.play("d3d5").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(Some(o), won(Color::Black));
    assert_eq!(g.outcome_text(&o), "neither side has a ring (the side that moved loses)");
    assert_eq!(
        fairyboard::game::outcome_sentence(&*g, &o),
        "Dark wins — neither side has a ring (the side that moved loses)."
    );
}

#[test]
fn the_gess_capture_rule_removes_everything_under_the_destination() {
    // Own stones no longer block: e5h5 removes own i5 and enemy i6.
    let mut g = game("gess+gess_capture", Some(&setup(&format!("Se5 Sf5 Si5 si6 {RINGS}"), "w")));
    assert_eq!(moves_from(&mut *g, "e5"), ["e5f5", "e5g5", "e5h5"]);
    let a = g.actions(Origin::Cell("e5"), None).unwrap().into_iter().find(|a| a.notation == "e5h5").unwrap();
    assert_eq!((a.kind, a.captures.clone()), (ActionKind::Capture, vec!["i6".to_string()]));
    g.play("e5h5").unwrap();
    assert_eq!(stone(&*g, "i6"), None);
    assert_eq!(stones(&*g, "S"), 10);
    // Only own stones under it: removed, and the move is quiet.
    let mut g = game("gess+gess_capture", Some(&setup(&format!("Se5 Sf5 Sh6 {RINGS}"), "w")));
    let a = g.actions(Origin::Cell("e5"), None).unwrap().into_iter().find(|a| a.notation == "e5g5").unwrap();
    assert_eq!((a.kind, a.captures.len()), (ActionKind::Quiet, 0));
    g.play("e5g5").unwrap();
    assert_eq!(stones(&*g, "S"), 10);
}

#[test]
fn the_third_occurrence_of_a_position_is_a_draw() {
    let mut g = game("gess", None);
    let cycle = ["b5b6", "b14b13", "b8b7", "b11b12"];
    for (i, m) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(g.outcome(), None, "before ply {i}");
        g.play(m).unwrap();
    }
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::Repetition));
    assert_eq!(g.outcome_text(&o), "threefold repetition");
    assert_eq!(g.position(), START.replace(" w 1", " w 5"));
}

#[test]
fn the_move_cap_option_draws_at_its_ply() {
    let late = START.replace(" w 1", " b 150");
    let mut g = game("gess+move_cap", Some(&late));
    assert_eq!(g.outcome(), None);
    g.play("b14b13").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::MoveRule));
    assert_eq!(g.outcome_text(&o), "300-ply move cap");
    // Without the option the game goes on.
    let mut g = game("gess", Some(&late));
    g.play("b14b13").unwrap();
    assert_eq!(g.outcome(), None);
}

// ---- The interface and the position string. ------------------------------------------------

#[test]
fn the_interface_describes_the_board_and_the_sides() {
    let mut g = game("gess", None);
    assert_eq!(g.id(), "gess");
    let cells = g.cells();
    assert_eq!(cells.len(), 324);
    assert_eq!((cells[0].name.as_str(), cells[0].x, cells[0].y), ("a1", 0.0, 0.0));
    assert!(cells.iter().any(|c| c.name == "r18" && c.x == 17.0 && c.y == 17.0));
    assert_eq!(g.side_names(), ["Light", "Dark"]);
    assert_eq!(g.position(), START);
    assert_eq!((stones(&*g, "S"), stones(&*g, "s")), (43, 43));
    assert!(g.occupants(None).iter().all(|o| o.stack == [o.piece.clone()]));
    assert_eq!(g.turn().side, Color::White);
    // The board shows the article's coordinates: light's ring h2 is the article's l18.
    assert_eq!(g.label("h2").unwrap(), "l18");
    assert_eq!(g.label("a1").unwrap(), "s19");
    assert_eq!(g.label("r18").unwrap(), "b2");
    assert!(g.label("s1").is_err());
    assert!(g.check_cells().is_empty());
    assert_eq!(g.hands(), [vec![], vec![]]);
    // Action ids index the full list.
    let all = g.actions(Origin::All, None).unwrap();
    assert_eq!(all.len(), 184);
    let pick = &all[17];
    assert_eq!(pick.id, 17);
    assert_eq!(g.play_id(17).unwrap(), pick.notation);
    assert_eq!(g.history(), std::slice::from_ref(&pick.notation));
    // The other side's moves, for showing outside play, leave the game as it was.
    let before = g.position();
    let light = g.actions(Origin::All, Some(Color::White)).unwrap();
    assert!(!light.is_empty());
    assert_eq!(g.position(), before);
    assert!(g.play("zz99").is_err() && g.play("a1a2").is_err());
    assert_eq!(g.position(), before);
}

#[test]
fn bad_position_strings_are_refused_and_change_nothing() {
    let mut g = game("gess", None);
    g.play("b5b6").unwrap();
    let before = (g.position(), g.history());
    let row = "18/".repeat(17);
    let bad = [
        String::new(),
        "w".to_string(),
        format!("{row}18"),
        format!("{row}18 x 1"),
        format!("{row}19 w 1"),
        format!("{row}17 w 1"),
        format!("{row}S17S w 1"),
        format!("{row}0S17 w 1"),
        format!("{row}018 w 1"),
        format!("{row}9K8 w 1"),
        format!("{}18 w 1", "18/".repeat(16)),
        format!("{row}18/18 w 1"),
        format!("{row}18 w 0"),
        format!("{row}18 w 01"),
        format!("{row}18 w -3"),
        format!("{row}18 w 1 extra"),
        format!("{row}18 w 99999999999"),
        format!("{row}1\u{202e}17 w 1"),
    ];
    for text in &bad {
        assert!(g.set_position(text).is_err(), "accepted {text:?}");
        assert_eq!((g.position(), g.history()), before, "{text:?} changed the game");
        assert!(open("gess", Some(text)).is_err() || text.trim().is_empty(), "{text:?}");
    }
    // The move number may be left out; a set position clears the history.
    g.set_position(&format!("{row}18 b")).unwrap();
    assert_eq!(g.position(), format!("{row}18 b 1"));
    assert!(g.history().is_empty());
}

#[test]
fn unknown_rule_words_and_other_boards_are_refused() {
    let ini = |rules: &str, board: &str| {
        format!("[g]\ngame = gess\nboard = {board}\nstart = {START}\npiece = s | Stone | none\ngame_rules = {rules}\n")
    };
    let v = fairyboard::variants::from_ini(&ini("gess_capture move_cap:40", "18x18"), None).unwrap();
    assert!(open_variant(Arc::new(v), None).is_ok());
    for (rules, board) in [("castle", "18x18"), ("move_cap:x", "18x18"), ("move_cap:0", "18x18"), ("", "8x8")] {
        let v = fairyboard::variants::from_ini(&ini(rules, board), None).unwrap();
        assert!(open_variant(Arc::new(v), None).is_err(), "{rules} {board}");
    }
}

// ---- The computer. ----------------------------------------------------------------------------

fn think(g: &mut dyn GameInterface, memory: &mut Memory, limits: Limits) -> Option<String> {
    g.think(memory, &limits, &FrozenClock, None, &mut |_| {}).unwrap().mv
}

#[test]
fn the_computer_returns_a_legal_move_within_a_small_budget() {
    let mut memory = Memory::new(1);
    let positions = [
        START.to_string(),
        setup(&format!("Se5 Sf5 si5 si4 {RINGS}"), "w"),
        setup(&format!("{CLOSE_RINGS} Sg7 Sh7"), "b"),
    ];
    for p in &positions {
        let mut g = game("gess", Some(p));
        let mv = think(&mut *g, &mut memory, Limits { nodes: Some(1500), ..Limits::default() }).unwrap();
        assert!(g.legal_moves(None).unwrap().contains(&mv), "{mv} in {p}");
        assert_eq!(g.position(), *p);
    }
    // It takes the enemy's last ring when it can.
    let mut g = game("gess", Some(&setup(&format!("{CLOSE_RINGS} Sg7 Sh7"), "w")));
    let mv = think(&mut *g, &mut memory, Limits { depth: Some(2), nodes: Some(20_000), ..Limits::default() }).unwrap();
    g.play(&mv).unwrap();
    assert_eq!(g.outcome(), won(Color::White), "{mv}");
    // A finished game has no move.
    assert_eq!(think(&mut *g, &mut memory, Limits { nodes: Some(100), ..Limits::default() }), None);
}

/// A middle game where nearly every move takes stones: the capture search (quiescence) stays a few
/// plies deep, so the weakest level's 1-ply search looks at hundreds of positions, not 100,000
/// (107,618 with chess's 16 plies of captures: seconds in a browser).
#[test]
fn a_shallow_search_of_a_capture_rich_middle_game_stays_small() {
    const MIDDLE: &str = "1s7ssss3s1/3s1sssssss2s1ss/3ssss1ssssss1ss1/6sss5s3/18/4s2s2s2s4/sss15/1s16/1s16/18/\
                          15S2/13S4/1S5S2S2S2S1/4S5S7/10S7/1S1S1SSSSSSSSS2S1/S1SSS1S1SS4S1S1/2S1SSSSSS3SS3 w 8";
    let mut g = game("gess", Some(MIDDLE));
    let mut memory = Memory::new(1);
    let r =
        g.think(&mut memory, &Limits { depth: Some(1), ..Limits::default() }, &FrozenClock, None, &mut |_| {}).unwrap();
    assert!(r.nodes < 2_000, "{} nodes", r.nodes);
    assert!(g.legal_moves(None).unwrap().contains(&r.mv.unwrap()));
}

#[test]
fn computer_games_with_tiny_budgets_play_legal_moves_to_the_end_or_a_ply_cap() {
    let mut ended = 0;
    for seed in 0..3u64 {
        let mut g = game("gess+move_cap", None);
        let mut memory = Memory::new(1);
        for _ in 0..40 {
            if g.outcome().is_some() {
                ended += 1;
                break;
            }
            let limits = Limits { nodes: Some(150), noise: 30, seed, ..Limits::default() };
            let mv = think(&mut *g, &mut memory, limits).unwrap();
            assert!(g.legal_moves(None).unwrap().contains(&mv), "{mv}");
            g.play(&mv).unwrap();
        }
        assert!(g.history().len() <= 40);
    }
    assert!(ended <= 3);
}

/// Light everywhere but a hole at e13 (its ring), with a border and a layer around dark's ring at
/// l6 where light and dark stones alternate: every light piece's first step lands a stone on an
/// own stone, and every window touching the alternating cells holds an enemy stone.
fn locked_position() -> String {
    let mut p = SlowPos::parse(&format!("{} w 1", ["18"; 18].join("/")));
    let (ring_f, ring_r) = (11, 5);
    for r in 0..18i32 {
        for f in 0..18i32 {
            let border = r == 0 || r == 17 || f == 0 || f == 17;
            let d = (f - ring_f).abs().max((r - ring_r).abs());
            let stone = if d == 1 {
                Some(Side::Dark)
            } else if d == 0 || (f, r) == (4, 12) {
                None
            } else if border || d == 2 {
                Some(if (f + r) % 2 == 0 { Side::Dark } else { Side::Light })
            } else {
                Some(Side::Light)
            };
            p.rows[r as usize][f as usize] = stone;
        }
    }
    p.text()
}

#[test]
fn a_side_with_a_ring_but_no_legal_move_loses() {
    let text = locked_position();
    let slow = SlowPos::parse(&text);
    assert!(slow.has_ring(Side::Light) && slow.has_ring(Side::Dark));
    assert_eq!(slow.count_moves(false), 0, "slow model");
    let mut g = game("gess", Some(&text));
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Color::Black), Reason::Stalemate));
    assert_eq!(g.outcome_text(&o), "no legal move");
    assert!(g.legal_moves(None).unwrap().is_empty());
    // Dark's ring is locked in by the same layer: with dark to move, light wins.
    let mut g = game("gess", Some(&text.replace(" w ", " b ")));
    assert_eq!(g.outcome(), Some(Outcome { winner: Some(Color::White), reason: Reason::Stalemate }));
}

#[test]
fn the_move_list_writes_moves_in_the_article_coordinates_the_board_shows() {
    use fairyboard::notation::written::Style;
    let mut g = game("gess", None);
    assert_eq!(g.notations(), [Style::Labels, Style::Coordinates]);
    // Light's piece centred on p18 (the move string's d2) moves to p15 (d5), as spec §1.3 maps them.
    assert_eq!((g.label("d2").unwrap(), g.label("d5").unwrap()), ("p18".to_string(), "p15".to_string()));
    g.play("d2d5").unwrap();
    assert_eq!(g.history_as(Style::Labels).unwrap(), ["p18p15"]);
    assert_eq!(g.history_as(Style::Coordinates).unwrap(), ["d2d5"]);
    assert!(g.history_as(Style::San).is_err());
}

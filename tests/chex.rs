//! Chex (spec variants-catalog §23) against an independent model written from the spec's prose
//! (tests/common/chex_slow.rs): perft from recorded positions, random playouts compared at every
//! ply, and one hand-built position per rule clause.

mod common;

use common::chex_slow::ChexModel;
use common::Rng;
use fairyboard::game::{self, ActionKind, GameInterface, Origin};
use fairyboard::pieces::Color;
use fairyboard::search::clock::FrozenClock;
use fairyboard::search::{Limits, Memory};
use fairyboard::Reason;

fn open(id: &str, pos: &str) -> Box<dyn GameInterface> {
    game::open(id, Some(pos)).unwrap_or_else(|e| panic!("{id} '{pos}': {e}"))
}

fn moves(g: &mut dyn GameInterface) -> Vec<String> {
    g.legal_moves(None).unwrap()
}

#[test]
fn perft_equals_the_model_and_the_recorded_figures() {
    let data: serde_json::Value = serde_json::from_str(include_str!("data/chex-perft.json")).unwrap();
    let mut checked = 0;
    for case in data["positions"].as_array().unwrap() {
        let id = case["id"].as_str().unwrap();
        let pos = case["position"].as_str().unwrap();
        let model = ChexModel::from_position(pos, id.contains("free_choice"));
        let mut g = open(id, pos);
        assert_eq!(g.position(), pos);
        for (d, want) in case["perft"].as_array().unwrap().iter().enumerate() {
            let depth = d as u32 + 1;
            let want = want.as_u64().unwrap();
            assert_eq!(model.perft(depth), want, "model {id} '{pos}' depth {depth}");
            assert_eq!(g.perft(depth).unwrap(), want, "engine {id} '{pos}' depth {depth}");
            checked += 1;
        }
    }
    assert!(checked >= 25, "{checked}");
}

/// Engine and model agree on the position, its actions, its end and its checks; returns the
/// model's actions with the positions they lead to.
fn agree(g: &mut dyn GameInterface, m: &ChexModel, ctx: &str) -> Vec<(String, ChexModel)> {
    assert_eq!(g.position(), m.position(), "{ctx}");
    let outcome = g.outcome().map(|o| {
        let reason = match o.reason {
            Reason::Goal => "king",
            Reason::Stalemate => "no action",
            r => panic!("{ctx}: unexpected {r:?}"),
        };
        (o.winner.map(|c| c == Color::White), reason)
    });
    let legal = m.legal();
    assert_eq!(outcome, m.outcome_with(&legal), "{ctx}");
    let model_moves: Vec<&String> = legal.iter().map(|(s, _)| s).collect();
    assert_eq!(moves(g).iter().collect::<Vec<_>>(), model_moves, "{ctx}");
    assert_eq!(g.check_cells(), m.checked(), "{ctx}");
    let copy = open(&g.id(), &g.position());
    assert_eq!(copy.position(), g.position(), "{ctx}");
    assert_eq!(copy.hash(), g.hash(), "{ctx}");
    // The cells are the board shown, and every piece stands on one of them.
    let cells: Vec<String> = g.cells().into_iter().map(|c| c.name).collect();
    assert!(g.occupants(None).iter().all(|o| cells.contains(&o.square)), "{ctx}");
    legal
}

/// Plays a random game, checking every ply; returns the plies played and how it ended.
fn playout(id: &str, start: &str, seed: u64, plies: usize) -> (usize, Option<Reason>) {
    let mut rng = Rng::new(seed);
    let mut g = open(id, start);
    let start = g.position();
    let mut m = ChexModel::from_position(&start, id.contains("free_choice"));
    let mut played = 0;
    for ply in 0..plies {
        let ctx = format!("{id} seed {seed} ply {ply} after {:?}", g.history());
        let mut legal = agree(g.as_mut(), &m, &ctx);
        let actions = g.actions(Origin::All, None).unwrap();
        if actions.is_empty() {
            break;
        }
        // Moves more often than placements, captures of the king only now and then, so games grow.
        let moves: Vec<_> = actions.iter().filter(|a| a.kind != ActionKind::Drop).collect();
        let kings: Vec<String> =
            g.occupants(None).into_iter().filter(|o| o.piece.eq_ignore_ascii_case("k")).map(|o| o.square).collect();
        let spare: Vec<_> =
            moves.iter().filter(|a| !a.captures.iter().any(|c| kings.contains(c)) || rng.below(8) == 0).collect();
        let a = if !spare.is_empty() && rng.below(3) > 0 {
            (*spare[rng.below(spare.len())]).clone()
        } else {
            actions[rng.below(actions.len())].clone()
        };
        assert_eq!(g.play_id(a.id).unwrap(), a.notation, "{ctx}");
        let at = legal
            .iter()
            .position(|(s, _)| *s == a.notation)
            .unwrap_or_else(|| panic!("{ctx}: model lacks {}", a.notation));
        m = legal.swap_remove(at).1;
        played += 1;
    }
    let end = g.outcome().map(|o| o.reason);
    while g.undo().is_some() {}
    assert_eq!(g.position(), start, "{id} seed {seed}: undo to the start");
    (played, end)
}

#[test]
fn random_playouts_agree_with_the_model_at_every_ply() {
    let (mut plies, mut ends) = (0, Vec::new());
    for seed in 1..=24 {
        let (n, end) = playout("chex", &format!("seed {seed}"), seed, 200);
        plies += n;
        ends.extend(end);
    }
    for seed in 50..56 {
        let (n, end) = playout("chex+free_choice", "1 w KQRRBBNNPPPPPPPP kqrrbbnnpppppppp", seed, 200);
        plies += n;
        ends.extend(end);
    }
    assert!(plies > 1000, "{plies}");
    assert!(ends.contains(&Reason::Goal), "{ends:?}");
    println!("{plies} plies in 30 games; endings {ends:?}");
}

#[test]
fn a_move_that_breaks_the_chain_is_refused() {
    let pos = "5/1KQr1/5 w RRBBNNPPPPPPPP kqrbbnnpppppppp";
    let mut g = open("chex", pos);
    let all = moves(g.as_mut());
    // The king may step to b3 (still next to the queen), not to a1; the queen may not take the
    // rook, which would leave the king alone.
    assert!(all.contains(&"b2b3".to_string()), "{all:?}");
    assert!(!all.contains(&"b2a1".to_string()) && !all.contains(&"c2d2".to_string()), "{all:?}");
    assert!(all.contains(&"R@c1".to_string()), "{all:?}");
    assert!(g.play("c2d2").is_err());
    assert_eq!(g.position(), pos);
    // The queen is the link: only its moves that stay next to both neighbours keep the chain.
    let q = g.legal_moves(Some("c2")).unwrap();
    assert_eq!(q, vec!["c2c1", "c2c3"]);
}

#[test]
fn with_no_move_a_piece_must_be_placed() {
    // White's only piece is a pawn blocked by the black king: White can only place its next piece.
    let pos = "3/1k1/1P1/3 w KQRRBBNNPPPPPPP qrrbbnnpppppppp";
    let mut g = open("chex", pos);
    let a = g.actions(Origin::All, None).unwrap();
    assert_eq!(a.len(), 10);
    assert!(a.iter().all(|a| a.kind == ActionKind::Drop && a.drop.as_deref() == Some("K")));
    assert!(g.turn().task.is_some());
    assert_eq!(g.hands()[0].len(), 1);
    assert_eq!((g.hands()[0][0].piece.as_str(), g.hands()[0][0].count), ("K", 1));
    // Black's next piece is drawn when Black's turn comes: nobody sees it before.
    assert!(g.hands()[1].is_empty());
}

#[test]
fn the_board_is_renamed_after_a_move_into_the_frame() {
    let mut g = open("chex", "5/1RKn1/5 w QRBBNNPPPPPPPP kqrrbbnpppppppp");
    assert_eq!(g.cells().len(), 15);
    g.play("b2b1").unwrap();
    assert_eq!(g.position(), "5/2Kn1/1R3/5 b QRBBNNPPPPPPPP kqrrbbnpppppppp");
    assert_eq!(g.cells().len(), 20);
    let at = |g: &dyn GameInterface, sq: &str| g.occupants(None).into_iter().find(|o| o.square == sq).map(|o| o.piece);
    assert_eq!(at(g.as_ref(), "b2").as_deref(), Some("R"));
    assert_eq!(at(g.as_ref(), "c3").as_deref(), Some("K"));
    assert_eq!(g.history(), vec!["b2b1"]);
    // The move's cells as the board names them now (the page marks the last move on them): the
    // board grew a rank below, so the rook left what is now b3 and reached what is now b2.
    assert_eq!(g.last_move_cells(), Some(vec!["b3".to_string(), "b2".to_string()]));
    g.undo();
    assert_eq!(g.position(), "5/1RKn1/5 w QRBBNNPPPPPPPP kqrrbbnpppppppp");
    // The first piece goes to a1 of the one-cell board, then stands on b2 of a 3×3 board.
    let mut s = open("chex", "seed 1");
    assert_eq!(s.cells().len(), 1);
    assert_eq!(moves(s.as_mut()), vec!["R@a1"]);
    s.play("R@a1").unwrap();
    assert_eq!(s.position(), "3/1R1/3 b PPNNPPKPBPPRPBQ rpprnpppnbqppbkp");
    assert_eq!(s.last_move_cells(), Some(vec!["b2".to_string()]), "placed on a1, it stands on b2 now");
    assert_eq!(moves(s.as_mut()).len(), 8);
}

#[test]
fn capturing_the_king_wins() {
    let g = open("chex", "4/1Kq1/4 w QRRBBNNPPPPPPPP krrbbnnpppppppp");
    assert_eq!(g.check_cells(), vec!["b2"]);
    let mut g = open("chex", "4/1Kq1/4 b QRRBBNNPPPPPPPP krrbbnnpppppppp");
    assert_eq!(
        g.actions(Origin::Cell("c2"), None).unwrap().iter().find(|a| a.notation == "c2b2").unwrap().kind,
        ActionKind::Capture
    );
    g.play("c2b2").unwrap();
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::Black));
    assert_eq!(game::outcome_sentence(g.as_ref(), &o), "Black wins — king captured.");
    assert_eq!(g.position(), "3/1q1/3 w QRRBBNNPPPPPPPP krrbbnnpppppppp");
    assert!(g.actions(Origin::All, None).unwrap().is_empty());
    assert!(g.play("Q@a1").is_err());
    // The finished position reads back, and is finished too.
    let mut back = open("chex", &g.position());
    assert!(back.outcome().is_some());
}

#[test]
fn with_every_piece_placed_only_moves_remain() {
    let mut g = open("chex", "4/1KP1/1k2/4 w - -");
    assert_eq!(g.hands(), [vec![], vec![]]);
    let a = g.actions(Origin::All, None).unwrap();
    assert!(!a.is_empty() && a.iter().all(|a| a.kind != ActionKind::Drop), "{a:?}");
    // Pawns step north for White only (c3c4), south for Black.
    assert!(a.iter().any(|a| a.notation == "c3c4"));
    // Black, were it to move, has only its king: it may take White's.
    let b = g.actions(Origin::All, Some(Color::Black)).unwrap();
    assert!(b.iter().any(|a| a.notation == "b2b3" && a.kind == ActionKind::Capture), "{b:?}");
}

#[test]
fn free_choice_places_the_king_first() {
    let mut g = game::open("chex+free_choice", None).unwrap();
    assert_eq!(g.position(), "1 w KQRRBBNNPPPPPPPP kqrrbbnnpppppppp");
    assert_eq!(moves(g.as_mut()), vec!["K@a1"]);
    g.play("K@a1").unwrap();
    assert!(moves(g.as_mut()).iter().all(|m| m.starts_with("K@")));
    g.play("K@c3").unwrap();
    let placed: Vec<String> = g.actions(Origin::Hand("q"), None).unwrap().into_iter().map(|a| a.notation).collect();
    assert!(placed.contains(&"Q@a1".to_string()), "{placed:?}");
    let hand = &g.hands()[0];
    assert_eq!(hand.iter().map(|h| h.count).sum::<u32>(), 15);
    assert!(hand.iter().any(|h| h.piece == "P" && h.count == 8));
    assert!(game::open("chex+free_choice", Some("3/1Q1/3 b KRRBBNNPPPPPPPP kqrrbbnnpppppppp")).is_err());
    // A random draw shows only the next piece of the side to move, drawn as its turn starts; the
    // other side's pile shows what it holds, not its order.
    let mut r = game::open("chex", Some("seed 1")).unwrap();
    assert_eq!(r.hands().map(|h| h.len()), [1, 0]);
    assert_eq!(r.position_seen_by(Color::White), "1 w RKQRBBNNPPPPPPPP kqrrbbnnpppppppp");
    assert_eq!(r.position_seen_by(Color::Black), r.position_seen_by(Color::White));
    r.play("R@a1").unwrap();
    assert_eq!(r.hands().map(|h| h.len()), [0, 1]);
    assert_eq!(r.hands()[1][0].piece, "r");
    assert_eq!(r.position_seen_by(Color::Black), "3/1R1/3 b KQRBBNNPPPPPPPP rkqrbbnnpppppppp");
}

#[test]
fn bad_position_strings_are_refused_and_change_nothing() {
    let mut g = game::open("chex", Some("seed 1")).unwrap();
    g.play("R@a1").unwrap();
    let before = g.position();
    for bad in [
        "",
        "1",
        "1 w",
        "seed x",
        "seed -1",
        "1 b RPPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "1 w RPPNNPPKPBPPRPB rpprnpppnbqppbkp",
        "2 w RPPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "K w PPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "3/1R1/3 b PPNNPPKPBPPRPBQR rpprnpppnbqppbkp",
        "3/1R1/3 b PPNNPPKPBPPRPBq rpprnpppnbqppbkp",
        "3/1R1/3 b PPNNPPKPBPPRPBQ rpprnpppnbqppbkpx",
        "3/1R1/3 b PPNNPPKPBPPRPBQ Rpprnpppnbqppbkp",
        "3/1R1/3 x PPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "3/1R1/2 b PPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "4/1R2/4 b PPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "3/1R1/3/3 b PPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "5/1R1r1/5 b PPNNPPKPBPPRPBQ pprnpppnbqppbkp",
        "3/1X1/3 b PPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "3/1R1/03 b PPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "3/1R1/3 b PPNNPPKPBPPRPBQ rpprnpppnbqppbkp extra",
        "28/1RRRRRRRRRRRRRRRRRRRRRRRRRR1/28 b - rpprnpppnbqppbkp",
        "3/1R1/3 b PPNNPPKPBPPRPBQ\u{202e} rpprnpppnbqppbkp",
    ] {
        assert!(g.set_position(bad).is_err(), "accepted '{bad}'");
        assert_eq!(g.position(), before, "'{bad}' changed the game");
    }
    assert_eq!(g.history(), vec!["R@a1"]);
    for bad in ["Q@a1", "P@b2", "P@z9", "b2b3", "b2", "@a1", "PP@a1", "p@a1x"] {
        assert!(g.play(bad).is_err(), "{bad}");
    }
    assert_eq!(g.position(), before);
    assert!(g.set_position("seed 7").is_ok());
    assert_eq!(g.position(), "1 w PNBRBPPQRPPPPKPN rpnpqpkppprbpbnp");
}

#[test]
fn the_board_may_not_grow_beyond_26_files() {
    // 24 pieces in a row fill 26 files with the frame; a placement beyond either end is refused.
    let row = "KRRBBNNPPPPPPPPkrrbbnnpp";
    let pos = format!("26/1{row}1/26 w Q qpppppp");
    let mut g = open("chex", &pos);
    let all = moves(g.as_mut());
    assert!(!all.contains(&"Q@a2".to_string()) && !all.contains(&"Q@z2".to_string()), "{all:?}");
    assert!(all.contains(&"Q@b1".to_string()), "{all:?}");
}

#[test]
fn the_computer_plays_legal_moves_and_ignores_the_hidden_order() {
    let mut memory = Memory::new(4);
    let limits = Limits { nodes: Some(400), depth: Some(3), ..Limits::default() };
    for seed in [3, 4] {
        let mut g = open("chex", &format!("seed {seed}"));
        for ply in 0..24 {
            if g.outcome().is_some() {
                break;
            }
            let best = g.think(&mut memory, &limits, &FrozenClock, None, &mut |_| {}).unwrap();
            let mv = best.mv.unwrap_or_else(|| panic!("seed {seed} ply {ply}: no move"));
            assert!(moves(g.as_mut()).contains(&mv), "seed {seed} ply {ply}: {mv}");
            g.play(&mv).unwrap();
        }
    }
    // It takes a king it can take.
    let mut g = open("chex", "4/1Kq1/4 b QRRBBNNPPPPPPPP krrbbnnpppppppp");
    let best = g.think(&mut memory, &limits, &FrozenClock, None, &mut |_| {}).unwrap();
    assert_eq!(best.mv.as_deref(), Some("c2b2"));
    // Two positions that differ only in the unseen order of the piles get the same answer.
    let think = |pos: &str| {
        let mut g = open("chex", pos);
        let r = g.think(&mut Memory::new(1), &limits, &FrozenClock, None, &mut |_| {}).unwrap();
        (r.mv, r.score)
    };
    assert_eq!(
        think("5/1KQr1/5 w RRBBNNPPPPPPPP kqrbbnnpppppppp"),
        think("5/1KQr1/5 w RPPPPPPPPNNBBR kppppppppqrbbnn")
    );
    // Nor does the other side's next piece, which is drawn only when its turn comes.
    for black in ["pkqrbbnnppppppp", "qkrbbnnpppppppp", "kqrbbnnpppppppp"] {
        assert_eq!(
            think(&format!("5/1KQr1/5 w RRBBNNPPPPPPPP {black}")),
            think("5/1KQr1/5 w RRBBNNPPPPPPPP kqrbbnnpppppppp"),
            "{black}"
        );
    }
}

#[test]
fn mangled_position_strings_and_moves_never_panic() {
    let base = [
        "7/1rR1Pn1/3rNN1/2P4/1pp4/7 w PPKPBPPRPBQ pppnbqppbkp",
        "3/1R1/3 b PPNNPPKPBPPRPBQ rpprnpppnbqppbkp",
        "seed 12",
    ];
    let ids = ["chex", "chex+free_choice"];
    let accepted = common::mangle::open_mangled(&ids, &base, "0123456789/ -kqrbnpKQRBNPxé@", 5);
    assert!(accepted > 50, "{accepted}");
}

/// A new game draws its piles afresh; its record starts from that draw and replays.
#[test]
fn a_new_game_draws_afresh_and_its_record_replays() {
    let starts: std::collections::BTreeSet<String> =
        (0..6).map(|_| game::open("chex", None).unwrap().position()).collect();
    assert!(starts.len() > 1, "{starts:?}");
    let mut g = game::open("chex", None).unwrap();
    for _ in 0..10 {
        let m = moves(g.as_mut()).into_iter().next().unwrap();
        g.play(&m).unwrap();
    }
    assert!(g.board_size().is_some_and(|(w, h)| w >= 3 && h >= 3));
    let text = fairyboard::game::record::to_pgn(g.as_mut(), &[], &[]);
    let (back, _) = fairyboard::game::record::from_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.position(), g.position(), "{text}");
}

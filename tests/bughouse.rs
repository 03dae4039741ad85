//! Bughouse (spec variants-catalog §2): one board's moves equal Fairy-Stockfish's `bughouse`
//! perft given the same hands (tests/data/bughouse-perft.json); the match (`game::bughouse`)
//! hands a capture to the capturer's partner on the other board at once, a promoted piece as a
//! pawn, takes moves back with their hand-overs, and ends when either board ends.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::game::bughouse::{Bughouse, Seat};
use fairyboard::game::GameInterface;
use fairyboard::pieces::Color;
use fairyboard::{Game, Reason};

#[test]
fn one_board_perft_equals_fairy_stockfish_with_the_same_hands() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/bughouse-perft.json")).unwrap();
    let data: serde_json::Value = serde_json::from_str(&text).unwrap();
    let cases = data["cases"].as_array().unwrap();
    assert!(cases.len() >= 5);
    for case in cases {
        let fen = case["fen"].as_str().unwrap();
        let mut g = Game::new("bughouse", Some(fen)).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (i, n) in case["perft"].as_array().unwrap().iter().enumerate() {
            assert_eq!(g.perft(i as u32 + 1), n.as_u64().unwrap(), "{fen} depth {}", i + 1);
        }
    }
}

#[test]
fn a_capture_goes_to_the_partners_hand_and_is_dropped_there() {
    let mut m = Bughouse::new("bughouse").unwrap();
    for (board, mv) in [(0, "e2e4"), (0, "d7d5"), (0, "e4d5")] {
        m.play(board, mv).unwrap();
    }
    // White on A took a pawn: its partner is Black on B, who now holds a black pawn.
    assert_eq!(Seat { board: 0, side: Color::White }.partner(), Seat { board: 1, side: Color::Black });
    assert!(m.board(0).unwrap().fen().starts_with("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[] b"), "no hand on A");
    assert!(m.board(1).unwrap().fen().contains("[p]"), "{}", m.board(1).unwrap().fen());
    // Board B moves on its own: White first, then Black drops the pawn.
    m.play(1, "g1f3").unwrap();
    // Article 003's diagrams #bughouse-a and #bughouse-b show these two positions.
    assert_eq!(m.board(0).unwrap().fen(), "rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[] b KQkq - 0 2");
    assert_eq!(m.board(1).unwrap().fen(), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R[p] b KQkq - 1 1");
    assert!(m.board(1).unwrap().clone().legal_moves().contains(&"P@e4".to_string()));
    m.play(1, "P@e4").unwrap();
    assert!(m.board(1).unwrap().fen().contains("[]"));
    // The match's moves as players write them: SAN, the drop as P@e4.
    let written: Vec<&str> = m.moves().iter().map(|mv| mv.written.as_str()).collect();
    assert_eq!(written, ["e4", "d5", "exd5", "Nf3", "P@e4"]);
    // Undo takes back the drop, then the move on B, then the capture with its hand-over.
    m.undo().unwrap();
    assert!(m.board(1).unwrap().fen().contains("[p]"));
    m.undo().unwrap();
    let last = m.undo().unwrap();
    assert_eq!((last.board, last.notation.as_str(), last.handed.as_slice()), (0, "e4d5", &['p'][..]));
    assert!(m.board(1).unwrap().fen().contains("[]"));
    // An illegal move or a bad board changes nothing.
    assert!(m.play(1, "e7e5").is_err() && m.play(2, "e2e4").is_err());
    assert_eq!(m.moves().len(), 2);
}

#[test]
fn a_promoted_piece_is_handed_over_as_a_pawn() {
    // Board A: Black's queen on e5 is a promoted pawn (~); White takes it.
    let a = "4k3/8/8/4q~3/8/8/8/R6K[] w - - 0 1";
    let mut m = Bughouse::from_positions("bughouse", [a, "4k3/8/8/8/8/8/8/4K3[] w - - 0 1"]).unwrap();
    m.play(0, "a1a5").unwrap();
    m.play(0, "e8d7").unwrap();
    m.play(0, "a5e5").unwrap();
    assert_eq!(m.moves().last().unwrap().handed, ['p']);
    assert!(m.board(1).unwrap().fen().contains("[p]"), "{}", m.board(1).unwrap().fen());
}

#[test]
fn the_match_ends_when_either_board_ends() {
    let mut m = Bughouse::new("bughouse").unwrap();
    // Fool's mate on board B: Black on B (team 0, with White on A) wins the match.
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        m.play(1, mv).unwrap();
    }
    let o = m.outcome().expect("mate on B");
    assert_eq!((o.board, o.team, o.reason), (1, Some(0), Reason::Checkmate));
    assert!(m.play(0, "e2e4").is_err(), "board A stops too");
    assert!(GameInterface::outcome(&mut m.board(0).unwrap().clone()).is_none(), "A itself had not ended");
}

/// A seat's flag fall (its clock is the page's) ends the match for both boards, its team losing;
/// it cannot be taken back, and a later flag changes nothing.
#[test]
fn a_flag_fall_ends_the_match_on_both_boards() {
    use fairyboard::game::bughouse::MatchBoard;
    use std::cell::RefCell;
    use std::rc::Rc;
    let shared = Rc::new(RefCell::new(Bughouse::new("bughouse").unwrap()));
    let mut a = MatchBoard { shared: shared.clone(), board: 0 };
    let mut b = MatchBoard { shared: shared.clone(), board: 1 };
    a.play("e2e4").unwrap();
    b.play("d2d4").unwrap();
    // Black on A runs out of time: its team (with White on B) loses, on both boards.
    let o = a.time_out(Color::Black).expect("the match records the flag");
    assert_eq!((o.winner, o.reason), (Some(Color::White), Reason::Timeout));
    let ob = b.outcome().expect("board B ends too");
    assert_eq!((ob.winner, ob.reason), (Some(Color::Black), Reason::Timeout), "Black on B is White on A's partner");
    assert!(b.outcome_text(&ob).ends_with("on board A"), "{}", b.outcome_text(&ob));
    assert!(b.actions(fairyboard::game::Origin::All, None).unwrap().is_empty());
    assert!(b.play("e7e5").is_err() && a.undo().is_none() && b.undo().is_none(), "final");
    let mo = shared.borrow_mut().time_out(Seat { board: 1, side: Color::White }).unwrap();
    assert_eq!((mo.board, mo.team), (0, Some(0)), "the first flag stands");
    assert_eq!(shared.borrow().moves().len(), 2);
}

#[test]
fn a_capture_the_partners_full_hand_cannot_take_is_refused_and_changes_nothing() {
    // A made-up match whose Black hand on B is one short of full: the first capture fills it,
    // the second cannot be handed over, so that move is refused before either board changes.
    let full = format!("4k3/8/8/8/8/8/8/4K3[{}] w - - 0 1", "q".repeat(126));
    let mut m = Bughouse::from_positions("bughouse", ["qq2k3/8/8/8/8/8/8/RR2K3[] w - - 0 1", &full]).unwrap();
    m.play(0, "a1a8").unwrap();
    m.play(0, "e8d7").unwrap();
    let before = [m.board(0).unwrap().fen(), m.board(1).unwrap().fen()];
    let err = m.play(0, "b1b8").expect_err("the partner's hand is full");
    assert!(err.to_string().contains("hand cannot take"), "{err}");
    assert_eq!([m.board(0).unwrap().fen(), m.board(1).unwrap().fen()], before, "nothing changed");
    assert_eq!(m.moves().len(), 2);
    // The record and the boards still agree: undo takes back e8d7, then a1a8 with its hand-over.
    assert_eq!(m.undo().unwrap().notation, "e8d7");
    assert_eq!(m.undo().unwrap().handed, vec!['q']);
    assert_eq!(m.board(1).unwrap().fen(), full);
    // A legal capture still plays after a refused one.
    let mut m = Bughouse::from_positions("bughouse", ["qq2k3/8/8/8/8/8/8/RR2K3[] w - - 0 1", &full]).unwrap();
    assert!(m.play(0, "a1a9").is_err() && m.moves().is_empty(), "an illegal move hands nothing over");
    assert_eq!(m.board(1).unwrap().fen(), full);
}

/// A board of the match writes its moves as its own game does: SAN, drops as `P@e5`.
#[test]
fn a_board_of_the_match_writes_its_moves_in_san() {
    use fairyboard::game::bughouse::MatchBoard;
    use fairyboard::notation::written::Style;
    use std::cell::RefCell;
    use std::rc::Rc;
    let shared = Rc::new(RefCell::new(Bughouse::new("bughouse").unwrap()));
    let mut a = MatchBoard { shared: shared.clone(), board: 0 };
    let mut b = MatchBoard { shared: shared.clone(), board: 1 };
    for mv in ["e2e4", "d7d5", "e4d5"] {
        a.play(mv).unwrap();
    }
    b.play("g1f3").unwrap();
    b.play("P@e5").unwrap();
    assert_eq!(a.notations(), [Style::San, Style::Coordinates]);
    assert_eq!(a.history_written(), ["e4", "d5", "exd5"]);
    assert_eq!(b.history_as(Style::San).unwrap(), ["Nf3", "P@e5"]);
    assert_eq!(b.read_move("Nxe5").unwrap(), "f3e5");
}

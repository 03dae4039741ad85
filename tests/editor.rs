//! The position editor (`game::editor`): positions placed by hand, written as FEN, checked by the
//! game. Oracles: every built-in variant's start position read and written back is the same
//! position (the engine's own FEN of it: board, hands, side, castling), and hand-made positions
//! against the FEN their rights must give.

use fairyboard::game::editor::{self, EditedPosition};
use fairyboard::pieces::Color;
use fairyboard::variants;
use fairyboard::Game;

/// The first three FEN fields (board with hands, side, castling).
fn head(fen: &str) -> String {
    fen.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
}

/// Pieces from "e1:K h1:R" text.
fn placed(text: &str) -> Vec<(String, String)> {
    text.split_whitespace()
        .map(|p| {
            let (sq, tok) = p.split_once(':').unwrap();
            (sq.to_string(), tok.to_string())
        })
        .collect()
}

fn edited(pieces: &str, turn: Color, off: &[&str]) -> EditedPosition {
    EditedPosition {
        pieces: placed(pieces),
        hands: vec![],
        turn,
        castling_on: vec![],
        castling_off: off.iter().map(|s| s.to_string()).collect(),
        en_passant: vec![],
        halfmove: 0,
        fullmove: 1,
    }
}

#[test]
fn every_start_position_reads_and_writes_back_as_itself() {
    let mut checked = 0;
    for id in variants::ids() {
        let v = variants::shared(&id).unwrap();
        if v.game != variants::CHESS_GAME {
            assert!(editor::palette(&v).is_err(), "{id}: a game without FEN pieces has no editor");
            continue;
        }
        let own = Game::from_shared(v.clone(), None).unwrap().fen();
        let e = editor::read(&v, &own).unwrap_or_else(|e| panic!("{id}: {e}"));
        let w = editor::write(&v, &e).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(w.error, None, "{id}: {}", w.fen);
        let again = Game::from_shared(v.clone(), Some(&w.fen)).unwrap().fen();
        assert_eq!(head(&again), head(&own), "{id}");
        assert!(w.castling.iter().all(|r| r.on), "{id}: the start grants every right it allows");
        checked += 1;
    }
    assert!(checked > 40, "only {checked} variants");
}

#[test]
fn chess_rights_follow_the_rooks_and_the_switches() {
    let v = variants::shared("chess").unwrap();
    let start = editor::read(&v, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").unwrap();
    assert_eq!(start.pieces.len(), 32);
    assert!(start.castling_off.is_empty());
    assert_eq!(start.castling_on, ["h1", "a1", "h8", "a8"]);
    let w = editor::write(&v, &start).unwrap();
    assert_eq!(w.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    let rooks: Vec<_> = w.castling.iter().map(|r| (r.side, r.rook.as_str())).collect();
    assert_eq!(rooks, [(Color::White, "h1"), (Color::White, "a1"), (Color::Black, "h8"), (Color::Black, "a8")]);

    let w = editor::write(&v, &edited("e1:K a1:R h1:R e8:k a8:r", Color::Black, &["a8"])).unwrap();
    assert_eq!(w.fen, "r3k3/8/8/8/8/8/8/R3K2R b KQ - 0 1");
    let off: Vec<_> = w.castling.iter().filter(|r| !r.on).map(|r| r.rook.as_str()).collect();
    assert_eq!(off, ["a8"]);
    // Read back, the right not granted is off again.
    assert_eq!(editor::read(&v, &w.fen).unwrap().castling_off, ["a8"]);

    // A king off its start square: its rights (which the engines, Stockfish's too, read as
    // Chess960 castling) are offered, off until turned on.
    let mut e = edited("d1:K a1:R h1:R e8:k", Color::White, &[]);
    let w = editor::write(&v, &e).unwrap();
    assert_eq!(head(&w.fen), "4k3/8/8/8/8/8/8/R2K3R w -");
    assert_eq!(w.castling.iter().map(|r| (r.rook.as_str(), r.on)).collect::<Vec<_>>(), [("h1", false), ("a1", false)]);
    e.castling_on = vec!["h1".into()];
    assert_eq!(head(&editor::write(&v, &e).unwrap().fen), "4k3/8/8/8/8/8/8/R2K3R w K");
}

#[test]
fn an_illegal_position_is_written_with_the_reason() {
    let v = variants::shared("chess").unwrap();
    let w = editor::write(&v, &edited("", Color::White, &[])).unwrap();
    assert_eq!(w.fen, "8/8/8/8/8/8/8/8 w - - 0 1");
    assert!(w.error.as_deref().is_some_and(|e| e.contains("king")), "{:?}", w.error);
    // The side not to move in check.
    let w = editor::write(&v, &edited("e1:K e8:k e2:r", Color::Black, &[])).unwrap();
    assert!(w.error.is_some(), "{}", w.fen);
    let w = editor::write(&v, &edited("e1:K e8:k e2:r", Color::White, &[])).unwrap();
    assert_eq!(w.error, None);
}

#[test]
fn bad_squares_and_tokens_are_errors() {
    let v = variants::shared("chess").unwrap();
    for bad in ["z9:K", "e1:X", "e1:+P", "e1:"] {
        assert!(editor::write(&v, &edited(bad, Color::White, &[])).is_err(), "{bad}");
    }
    assert!(editor::read(&v, "not a fen").is_err());
    let mut e = edited("e1:K e8:k", Color::White, &[]);
    e.hands = vec!["P".into()];
    assert!(editor::write(&v, &e).is_err(), "chess has no hands");
}

#[test]
fn shogi_hands_are_edited_and_read_back() {
    let v = variants::shared("shogi").unwrap();
    let palette = editor::palette(&v).unwrap();
    assert_eq!(palette.pieces.first().map(String::as_str), Some("k"));
    assert!(palette.pieces.contains(&"+p".to_string()));
    let mut hand = palette.hand.clone();
    hand.sort();
    assert_eq!(hand, ["b", "g", "l", "n", "p", "r", "s"]);
    let mut e = edited("e1:K e9:k", Color::White, &[]);
    e.hands = ["P", "P", "r", "G"].map(String::from).to_vec();
    let w = editor::write(&v, &e).unwrap();
    assert_eq!(w.error, None, "{}", w.fen);
    let back = editor::read(&v, &w.fen).unwrap();
    let mut hands = back.hands.clone();
    hands.sort();
    assert_eq!(hands, ["G", "P", "P", "r"]);
    let game = Game::from_shared(v.clone(), Some(&w.fen)).unwrap();
    assert_eq!(game.fen(), w.fen);
    // A promoted piece or a king cannot be in hand.
    for bad in ["+P", "K"] {
        e.hands = vec![bad.to_string()];
        assert!(editor::write(&v, &e).is_err(), "{bad}");
    }
}

#[test]
fn chess960_rights_name_the_rooks_by_file() {
    let v = variants::shared("chess960").unwrap();
    let mut e = edited("b1:K a1:R c1:R b8:k a8:r c8:r", Color::White, &[]);
    e.castling_on = ["a1", "c1", "a8"].map(String::from).to_vec();
    let w = editor::write(&v, &e).unwrap();
    assert_eq!(w.error, None, "{}", w.fen);
    assert_eq!(w.castling.len(), 4, "{:?}", w.castling);
    let game = Game::from_shared(v.clone(), Some(&w.fen)).unwrap();
    let back = editor::read(&v, &game.fen()).unwrap();
    assert_eq!(back.castling_off, ["c8"]);
    assert_eq!(editor::write(&v, &back).unwrap().fen, w.fen);
}

#[test]
fn counters_and_en_passant_are_kept_while_the_game_accepts_them() {
    let v = variants::shared("chess").unwrap();
    let fen = "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 3";
    let e = editor::read(&v, fen).unwrap();
    assert_eq!((e.halfmove, e.fullmove, e.en_passant.clone()), (0, 3, vec!["d3".to_string()]));
    assert_eq!(editor::write(&v, &e).unwrap().fen, fen);
    // The pawn that passed taken away: no en passant square, the counters stay.
    let mut gone = e.clone();
    gone.pieces.retain(|(sq, _)| sq != "d4");
    assert_eq!(editor::write(&v, &gone).unwrap().fen, "rnbqkbnr/pppp1ppp/8/8/4p3/8/PPP1PPPP/RNBQKBNR b KQkq - 0 3");
}

#[test]
fn castling_rights_stay_offered_while_the_rest_is_illegal() {
    let v = variants::shared("chess").unwrap();
    let w = editor::write(&v, &edited("e1:K a1:R h1:R e8:k e7:Q", Color::Black, &[])).unwrap();
    assert_eq!(w.error, None, "{}", w.fen);
    // White to move with Black in check is refused; the rights stay.
    let w = editor::write(&v, &edited("e1:K a1:R h1:R e8:k e7:Q", Color::White, &[])).unwrap();
    assert!(w.error.is_some());
    assert_eq!(w.castling.iter().map(|r| (r.rook.as_str(), r.on)).collect::<Vec<_>>(), [("h1", true), ("a1", true)]);
    assert_eq!(head(&w.fen), "4k3/4Q3/8/8/8/8/8/R3K2R w KQ");
}

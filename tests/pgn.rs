//! PGN (src/notation/pgn.rs, src/game/record.rs): records python-chess exported (tags, comments,
//! NAGs, side lines; tests/data/pgn/, made by scripts/pgn-oracle.py) replay to the positions it
//! reached; every game fairyboard writes reads back to the same game, comments kept; bad records
//! are refused with the reason.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use fairyboard::game::record::{from_pgn, to_pgn};
use fairyboard::notation::pgn;

#[derive(serde::Deserialize)]
struct Expected {
    moves: usize,
    end: String,
    result: String,
}

/// Board, side and castling of a FEN (python-chess writes crazyhouse pockets in brackets too).
fn key(fen: &str) -> String {
    fen.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

#[test]
fn records_python_chess_wrote_replay_to_its_positions() {
    let expected: std::collections::BTreeMap<String, Expected> =
        serde_json::from_str(include_str!("data/pgn/expected.json")).unwrap();
    for (name, e) in &expected {
        let text =
            std::fs::read_to_string(format!("{}/tests/data/pgn/{name}.pgn", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let (mut game, read) = from_pgn(&text).unwrap_or_else(|err| panic!("{name}: {err}"));
        assert_eq!(read.moves.len(), e.moves, "{name}: the side line's move is not one of the game's");
        assert_eq!(key(&game.position()), key(&e.end), "{name}");
        assert_eq!(read.result.as_deref(), Some(e.result.as_str()), "{name}");
        assert!(read.comments.iter().any(|(_, c)| c.contains("[%clk")), "{name}: comments kept");
        assert!(
            !read.comments.iter().any(|(_, c)| c == "a side line"),
            "{name}: the side line's comment is not the game's"
        );
        // Written back and read again: the same game, tags and comments.
        let again = to_pgn(game.as_mut(), &[("Event".into(), read.tag("Event").unwrap().into())], &read.comments);
        let (game2, read2) = from_pgn(&again).unwrap_or_else(|err| panic!("{name}: {err}\n{again}"));
        assert_eq!(game2.position(), game.position(), "{name}\n{again}");
        assert_eq!(game2.history(), game.history(), "{name}");
        assert_eq!(read2.comments, read.comments, "{name}");
        assert_eq!(read2.tag("Event"), read.tag("Event"));
        if name != "chess" {
            assert!(again.contains("[Variant "), "{name}: {again}");
        }
    }
}

/// Random games of every built-in variant (four of up to 40 moves each, any legal move alike, so
/// that every piece type moves, captures and promotes): each record fairyboard writes reads back to
/// the same game. Two piece types writing a move alike would make the record ambiguous.
#[test]
fn every_variant_writes_a_record_that_reads_back() {
    let mut checked = 0;
    for id in fairyboard::variants::ids() {
        for seed in 1..=4u64 {
            let mut rng = common::Rng::new(seed * 0x9e37_79b9 + id.len() as u64);
            let mut g = fairyboard::game::open(&id, None).unwrap();
            for _ in 0..40 {
                if g.outcome().is_some() {
                    break;
                }
                let moves = g.legal_moves(None).unwrap();
                if moves.is_empty() {
                    break;
                }
                g.play(&moves[rng.below(moves.len())]).unwrap();
            }
            let text = to_pgn(g.as_mut(), &[], &[(2, "after two moves".into())]);
            let (back, read) = from_pgn(&text).unwrap_or_else(|e| panic!("{id} seed {seed}: {e}\n{text}"));
            assert_eq!(back.id(), id, "{text}");
            assert_eq!(back.history(), g.history(), "{id}\n{text}");
            assert_eq!(back.position(), g.position(), "{id}");
            assert_eq!(read.comments, vec![(2, "after two moves".to_string())], "{id}");
            checked += 1;
        }
    }
    assert!(checked > 160, "{checked}");
}

#[test]
fn a_record_from_a_set_position_carries_its_fen_and_numbers() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 30";
    let mut g = fairyboard::game::open("chess", Some(fen)).unwrap();
    g.play("e8d7").unwrap();
    g.play("e2e4").unwrap();
    let text = to_pgn(g.as_mut(), &[], &[]);
    assert!(text.contains("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n[SetUp \"1\"]"), "{text}");
    assert!(text.contains("\n30... Kd7 31. e4 *\n"), "{text}");
}

#[test]
fn bad_records_are_refused_with_the_reason() {
    let cases = [
        ("[Event \"x\"\n1. e4", "']' expected"),
        ("[Event x]\n1. e4", "in quotes"),
        ("[Variant \"Nonsense chess\"]\n1. e4", "not one fairyboard plays"),
        ("1. e4 e5 2. Ke3", "move 3 (Ke3)"),
        ("1. e4 { never closed", "not closed"),
        ("1. e4 ( 1. d4", "variation"),
        ("[FEN \"8/8/8 w\"]\n1. e4", "FEN tag"),
        ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O-O", "move 9 (O-O-O)"),
    ];
    for (text, why) in cases {
        let e = from_pgn(text).err().unwrap_or_else(|| panic!("{text:?} read")).to_string();
        assert!(e.contains(why), "{text:?}: {e}");
    }
    assert!(pgn::parse(&"1. e4 ".repeat(pgn::MAX_LEN / 5)).is_err());
}

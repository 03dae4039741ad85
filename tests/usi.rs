//! USI, the shogi family's protocol: move strings translated both ways (checked against every legal
//! move of random shogi and minishogi positions), SFEN positions, sente's clock, and a session
//! whose best move is legal.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Cursor;
use std::sync::{Arc, Mutex};

use fairyboard::search::uci::{Output, Uci};
use fairyboard::search::usi::{move_from_usi, move_to_usi};
use fairyboard::Game;

#[test]
fn usi_squares_count_files_from_the_right_and_ranks_from_the_top() {
    // Shogi's first move 7g7f is the pawn on c3 (file 7 from sente's right, rank g from the top).
    assert_eq!(move_to_usi("c3c4", 9, 9).as_deref(), Some("7g7f"));
    assert_eq!(move_from_usi("7g7f", 9, 9).as_deref(), Some("c3c4"));
    // The bishop's promoting capture 8h2b+ and a drop P*5e.
    assert_eq!(move_to_usi("b2h8+", 9, 9).as_deref(), Some("8h2b+"));
    assert_eq!(move_from_usi("P*5e", 9, 9).as_deref(), Some("P@e5"));
    assert_eq!(move_to_usi("P@e5", 9, 9).as_deref(), Some("P*5e"));
    // Minishogi (5x5): 5e is the lower-left corner a1.
    assert_eq!(move_from_usi("5e4d", 5, 5).as_deref(), Some("a1b2"));
    for bad in ["", "0a1a", "9j9i", "7g7", "P*", "*5e", "10a1a"] {
        assert!(move_from_usi(bad, 9, 9).is_none_or(|m| Game::new("shogi", None).unwrap().play(&m).is_err()), "{bad}");
    }
}

#[test]
fn every_legal_move_of_random_games_translates_and_back() {
    for (id, size) in [("shogi", 9), ("minishogi", 5)] {
        let mut g = Game::new(id, None).unwrap();
        let mut seed = 7u64;
        for _ in 0..60 {
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            for m in &moves {
                let usi = move_to_usi(m, size, size).unwrap_or_else(|| panic!("{id} {m}"));
                assert_eq!(move_from_usi(&usi, size, size).as_deref(), Some(m.as_str()), "{id} {m} -> {usi}");
            }
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            g.play(&moves[(seed >> 33) as usize % moves.len()]).unwrap();
        }
    }
}

fn session(input: &str) -> String {
    let buf = Arc::new(Mutex::new(Vec::<u8>::new()));
    let out: Output = buf.clone();
    Uci::new_usi(out).run(Cursor::new(input.to_string()));
    let bytes = buf.lock().unwrap().clone();
    String::from_utf8(bytes).unwrap()
}

#[test]
fn a_usi_session_answers_with_a_legal_usi_move() {
    let text =
        session("usi\nisready\nusinewgame\nposition startpos moves 7g7f 3c3d\ngo btime 0 wtime 0 byoyomi 200\nquit\n");
    assert!(text.contains("usiok") && text.contains("readyok"), "{text}");
    let mv = text.lines().find_map(|l| l.strip_prefix("bestmove ")).expect("a bestmove line").trim().to_string();
    let ours = move_from_usi(&mv, 9, 9).unwrap_or_else(|| panic!("bestmove {mv} is not USI"));
    let mut g = Game::new("shogi", None).unwrap();
    g.play("c3c4").unwrap();
    g.play("g7g6").unwrap();
    assert!(g.play(&ours).is_ok(), "bestmove {mv} ({ours}) is not legal:\n{text}");
    // The principal variation is written in USI too.
    let pv = text.lines().rev().find_map(|l| l.split(" pv ").nth(1)).unwrap_or("");
    assert!(
        pv.split_whitespace().all(|m| m.starts_with(|c: char| c.is_ascii_digit() || c.is_ascii_uppercase())),
        "{pv}"
    );
}

#[test]
fn a_usi_session_reads_sfen_and_reports_bad_moves() {
    // Sente to move with a pawn in hand: the answer may be a drop, written P*..
    let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPP1/1B5R1/LNSGKGSNL b P 1";
    let text = session(&format!("position sfen {sfen}\ngo depth 1\nposition startpos moves 7g7a\ngo depth 1\nquit\n"));
    let bests: Vec<&str> = text.lines().filter_map(|l| l.strip_prefix("bestmove ")).collect();
    assert_eq!(bests.len(), 2, "{text}");
    let mut g = Game::from_sfen("shogi", sfen).unwrap();
    assert!(g.play(&move_from_usi(bests[0].trim(), 9, 9).unwrap()).is_ok(), "{text}");
    assert!(text.contains("info string error: move 7g7a"), "{text}");
}

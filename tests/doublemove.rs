//! Double-move chess (spec variants-catalog §5): two moves a turn (White's first turn one), no
//! check — the king is captured —, no en passant, castling without the attack condition
//! (AMB-DBL-1), a turn that cannot be completed ends (AMB-DBL-2). The engine agrees with the
//! independent chess model written from the rules (tests/common/chess_slow.rs: own board, own move
//! rules, own turn counting) on perft, per move and per turn, from the start and at every ply of
//! random games, and its position string (`part:2`) and undo keep the turn. Run in release mode.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::chess_slow::Slow;
use common::Rng;
use fairyboard::game::GameInterface;
use fairyboard::pieces::Color;
use fairyboard::{Game, Reason};

/// Double-move chess in the independent chess model (tests/common/chess_slow.rs): dark chess's
/// move rules (no check, the king captured, castling ignoring attacks), no en passant, White's
/// first turn one move and every later turn two.
fn model() -> Slow {
    Slow { dark: true, no_en_passant: true, turn_moves: Some((1, 2)), ..Slow::start() }
}

#[test]
fn perft_agrees_with_the_slow_generator() {
    let mut g = Game::new("doublemove", None).unwrap();
    let slow = model();
    for d in 1..=4 {
        assert_eq!(g.perft(d), slow.perft(d), "depth {d}");
    }
    // Counted per turn: White's 1 move, then Black's 2.
    for turns in 1..=2 {
        assert_eq!(common::perft_turns(&mut g, turns), slow.perft_turns(turns), "{turns} turns");
    }
}

#[test]
fn random_games_agree_turn_by_turn_and_undo_keeps_the_turn() {
    let mut rng = Rng::new(0x0dd_b1e);
    let mut kings_taken = 0;
    for game in 0..30 {
        let mut g = Game::new("doublemove", None).unwrap();
        let mut slow = model();
        let mut fens = vec![g.fen()];
        for ply in 0..300 {
            let mut moves = g.legal_moves();
            moves.sort();
            assert_eq!(moves, slow.moves(), "game {game} ply {ply}: {}", g.fen());
            if let Some(o) = g.outcome() {
                if o.reason == Reason::Extinction || o.reason == Reason::Goal {
                    kings_taken += 1;
                    assert!(slow.end.is_some(), "game {game}: the slow model also saw the king taken");
                }
                break;
            }
            let turn = GameInterface::turn(&g);
            assert_eq!(turn.side == Color::White, slow.white, "game {game} ply {ply}: side");
            assert_eq!((turn.part, turn.parts), (slow.done + 1, slow.turn_len()), "game {game} ply {ply}");
            assert!(g.fen().ends_with(&format!(" part:{}", slow.done + 1)), "{}", g.fen());
            assert_eq!(Game::new("doublemove", Some(&g.fen())).unwrap().fen(), g.fen(), "FEN round trip");
            // Prefer captures half of the time, so kings fall and games end.
            let caps: Vec<&String> = moves.iter().filter(|m| g.token_at(&m[2..4]).ok().flatten().is_some()).collect();
            let m = if !caps.is_empty() && rng.below(2) == 0 {
                caps[rng.below(caps.len())].clone()
            } else {
                moves[rng.below(moves.len())].clone()
            };
            g.play(&m).unwrap();
            slow = slow.play(&m);
            fens.push(g.fen());
        }
        while g.undo().is_some() {
            fens.pop();
            assert_eq!(g.fen(), *fens.last().unwrap(), "undo steps back one move, within the turn too");
        }
    }
    assert!(kings_taken > 10, "kings taken in {kings_taken} games");
}

#[test]
fn a_bad_turn_field_is_refused() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 part:2",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 part:0",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 part:x",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 2",
    ] {
        assert!(Game::new("doublemove", Some(fen)).is_err(), "{fen}");
    }
    let g = Game::new("doublemove", Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1 part:2")).unwrap();
    assert_eq!(GameInterface::turn(&g).part, 2);
}

#[test]
fn the_specs_chess_fen_reads_as_the_first_move_of_a_turn() {
    // §5, §14 and §20 write these games' positions as chess FEN: without `part:` the turn's first
    // move is next.
    let chess = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for id in ["doublemove", "avalanche", "progressive"] {
        let g = Game::new(id, Some(chess)).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(g.fen(), Game::new(id, None).unwrap().fen(), "{id}");
        assert_eq!(GameInterface::turn(&g).part, 1, "{id}");
    }
    let mut g = Game::new("doublemove", Some("4k3/8/8/8/8/8/8/R3K3 b - - 0 3")).unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/R3K3 b - - 0 3 part:1");
    g.play("e8d8").unwrap();
    assert_eq!(GameInterface::turn(&g).side, Color::Black, "Black's turn has two moves");
}

#[test]
fn the_record_groups_moves_into_turns() {
    let mut g = Game::new("doublemove", None).unwrap();
    for m in ["e2e4", "e7e5", "d8h4", "f2f3", "a2a3", "h4e1"] {
        g.play(m).unwrap();
    }
    let turns: Vec<(Color, Vec<String>)> =
        GameInterface::history_turns(&g).into_iter().map(|t| (t.side, t.moves)).collect();
    let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
    assert_eq!(
        turns,
        vec![
            (Color::White, s(&["e2e4"])),
            (Color::Black, s(&["e7e5", "d8h4"])),
            (Color::White, s(&["f2f3", "a2a3"])),
            (Color::Black, s(&["h4e1"])),
        ]
    );
    // One move a turn in chess, from a position with Black to move.
    let mut c = Game::new("chess", Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")).unwrap();
    for m in ["e7e5", "g1f3"] {
        c.play(m).unwrap();
    }
    let sides: Vec<Color> = GameInterface::history_turns(&c).into_iter().map(|t| t.side).collect();
    // Article 003's diagram #doublemove-turn: after 1. f3 e5 Qh4, White's turn of two moves.
    let mut d = Game::new("doublemove", None).unwrap();
    for m in ["f2f3", "e7e5", "d8h4"] {
        d.play(m).unwrap();
    }
    // Black's turn moved a pawn: the clock is 0.
    assert_eq!(d.fen(), "rnb1kbnr/pppp1ppp/8/4p3/7q/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2 part:1");
    assert_eq!(sides, [Color::Black, Color::White]);
}

#[test]
fn long_turns_stay_cheap_and_agree() {
    // 64 moves a turn with `turn_blocked = ends_turn`: asking whether a move is left must not nest
    // once per remaining move (that would be exponential in the turn's length).
    let ini = "[longturns:doublemove]\nmoves_per_turn = 64\nfirst_turn_moves = 64\n";
    let v = fairyboard::variants::from_ini(ini, None).unwrap();
    let mut g = Game::from_variant(v, None).unwrap();
    let slow = Slow { turn_moves: Some((64, 64)), ..model() };
    for d in 1..=3 {
        assert_eq!(g.perft(d), slow.perft(d), "depth {d}");
    }
    for m in ["e2e4", "d2d4", "g1f3", "f1c4"] {
        g.play(m).unwrap();
    }
    assert_eq!(GameInterface::turn(&g).part, 5, "still White's turn");
}

/// A position set up at a turn's second move when no second move exists: the turn ends there
/// (AMB-DBL-2), as it does in play, and Black moves; it was read as a stalemate (a rules review).
#[test]
fn a_setup_whose_second_move_does_not_exist_passes_the_turn() {
    let mut g = Game::new("doublemove", Some("k7/8/8/8/6p1/5pPp/5PRP/6BK w - - 0 5 part:2")).unwrap();
    assert_eq!(g.outcome(), None);
    assert_eq!(g.fen(), "k7/8/8/8/6p1/5pPp/5PRP/6BK b - - 0 5 part:1");
    assert!(g.legal_moves().iter().any(|m| m == "f3g2"));
    // With a second move at hand, the setup stays as written.
    let g = Game::new("doublemove", Some("k7/8/8/8/8/8/8/K7 w - - 0 5 part:2")).unwrap();
    assert_eq!(g.fen(), "k7/8/8/8/8/8/8/K7 w - - 0 5 part:2");
}

/// The 50-move clock counts turns (spec §5.2: "as chess, counting turns"): a turn with a pawn
/// move or a capture leaves it at 0 whichever of its two moves that is (it was 1 when the pawn
/// moved first, a reviewer found); a turn without one adds 1; a position within a turn shows the
/// turn counted, and reads back so.
#[test]
fn the_move_clock_counts_turns_whatever_the_order() {
    let fen = "4k3/p7/8/8/8/8/8/R3K3 b - - 10 50 part:1";
    let clock = |moves: &[&str]| {
        let mut g = Game::new("doublemove", Some(fen)).unwrap();
        for m in moves {
            g.play(m).unwrap();
        }
        g.fen().split(' ').nth(4).unwrap().to_string()
    };
    assert_eq!(clock(&["e8e7", "a7a6"]), "0");
    assert_eq!(clock(&["a7a6", "e8e7"]), "0");
    assert_eq!(clock(&["e8e7", "e7d7"]), "11");
    assert_eq!(clock(&["e8e7"]), "11", "within the turn: counted once");
    let mid = {
        let mut g = Game::new("doublemove", Some(fen)).unwrap();
        g.play("e8e7").unwrap();
        g.fen()
    };
    let mut g = Game::new("doublemove", Some(&mid)).unwrap();
    g.play("e7d7").unwrap();
    assert_eq!(g.fen().split(' ').nth(4), Some("11"));
}

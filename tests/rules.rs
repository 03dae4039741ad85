//! Rule tests: one position built for each special rule, and the bad-input contract.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::pieces::Color;
use fairyboard::{Game, Reason};

fn game(v: &str, fen: &str) -> Game {
    Game::new(v, Some(fen)).unwrap_or_else(|e| panic!("{v} {fen}: {e}"))
}

fn has(g: &mut Game, mv: &str) -> bool {
    g.legal_moves().iter().any(|m| m == mv)
}

#[test]
fn castling_conditions() {
    // Both castlings available.
    let mut g = game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(has(&mut g, "e1g1") && has(&mut g, "e1c1"));
    // Through an attacked square (f1 by a rook on f8): short refused, long allowed.
    let mut g = game("chess", "r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    assert!(!has(&mut g, "e1g1") && has(&mut g, "e1c1"));
    // Landing on an attacked square (g1).
    let mut g = game("chess", "r3k1r1/8/8/8/8/8/8/R3K2R w KQq - 0 1");
    assert!(!has(&mut g, "e1g1"));
    // Out of check.
    let mut g = game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    g.play("e1f1").unwrap();
    g.undo();
    let mut g2 = game("chess", "4k3/8/8/8/8/8/8/R3K2r w Q - 0 1");
    assert!(g2.in_check());
    assert!(!has(&mut g2, "e1c1"));
    // b1 attacked does not stop the long castling; b1 occupied does.
    let mut g = game("chess", "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(has(&mut g, "e1c1"));
    let mut g = game("chess", "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1");
    assert!(!has(&mut g, "e1c1"));
    // The move places the rook: after O-O the rook is on f1 and the rights are gone.
    let mut g = game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    g.play("e1g1").unwrap();
    assert_eq!(g.fen(), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    // A rook move removes only its own right.
    let mut g = game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    g.play("h1h2").unwrap();
    assert_eq!(g.fen(), "r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1");
}

#[test]
fn capablanca_castles_three_squares() {
    let mut g = game("capablanca", "r4k3r/10/10/10/10/10/10/R4K3R w KQkq - 0 1");
    assert!(has(&mut g, "f1i1") && has(&mut g, "f1c1"));
    g.play("f1i1").unwrap();
    assert!(g.fen().starts_with("r4k3r/10/10/10/10/10/10/R6RK1 b kq"), "{}", g.fen());
}

#[test]
fn double_chess_has_four_castlings() {
    let start = "rnbqrnbqkbnrqbnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/RNBQRNBQKBNRQBNR w AELPaelp - 0 1";
    assert_eq!(game("doublechess", start).fen(), start);
    // Inner castlings with an empty path.
    let mut g = game("doublechess", "7k8/16/16/16/16/16/16/R3R3K2R3R w AELP - 0 1");
    let moves = g.legal_moves();
    assert!(moves.contains(&"i1k1".to_string()), "{moves:?}");
    assert!(moves.contains(&"i1g1".to_string()), "{moves:?}");
    // Outer castlings need the inner rook gone.
    assert!(!moves.contains(&"i1m1".to_string()) && !moves.contains(&"i1e1".to_string()));
    let mut g = game("doublechess", "7k8/16/16/16/16/16/16/R7K6R w AP - 0 1");
    assert!(has(&mut g, "i1m1") && has(&mut g, "i1e1"));
    g.play("i1m1").unwrap();
    assert!(g.fen().starts_with("7k8/16/16/16/16/16/16/R10RK3 b - "), "{}", g.fen());
    let mut g = game("doublechess", "7k8/16/16/16/16/16/16/R7K6R w AP - 0 1");
    g.play("i1e1").unwrap();
    assert!(g.fen().starts_with("7k8/16/16/16/16/16/16/4KR9R b - "), "{}", g.fen());
}

#[test]
fn en_passant_only_at_once_and_never_into_check() {
    let mut g = game("chess", "4k3/2p5/8/1P6/8/8/8/4K3 b - - 0 1");
    g.play("c7c5").unwrap();
    assert!(g.fen().contains(" c6 "), "{}", g.fen());
    assert!(has(&mut g, "b5c6"));
    g.play("b5c6").unwrap();
    assert_eq!(g.fen(), "4k3/8/2P5/8/8/8/8/4K3 b - - 0 2");
    // Not on the next move.
    let mut g = game("chess", "4k3/2p5/8/1P6/8/8/8/4K3 b - - 0 1");
    g.play("c7c5").unwrap();
    g.play("e1e2").unwrap();
    g.play("e8e7").unwrap();
    assert!(!has(&mut g, "b5c6"));
    // Removing both pawns from the fifth rank would expose the king to the rook.
    let mut g = game("chess", "8/8/8/KPp4r/8/8/8/7k w - c6 0 1");
    assert!(!has(&mut g, "b5c6"));
    // No en passant in the article's French chess or Speed chess.
    let mut g = game("french", "4k3/2p5/8/1P6/8/8/8/4K3 b - - 0 1");
    g.play("c7c5").unwrap();
    assert!(!has(&mut g, "b5c6"));
}

#[test]
fn promotion_only_to_lost_pieces() {
    // Speed chess: nothing lost, so the pawn may not step onto the last rank...
    let mut g = game("speedchess", "1qkbr/P1ppp/5/1PPPP/NQKBR w - - 0 1");
    assert!(!g.legal_moves().iter().any(|m| m.starts_with("a4a5")));
    // ...but it still gives check there (attack ignores availability).
    let g2 = game("speedchess", "1qk1r/Pp1pp/5/1PPPP/NQKBR b - - 0 1");
    assert!(!g2.in_check());
    // After losing the knight, only a knight.
    let mut g = game("speedchess", "1qkbr/P1ppp/5/1PPPP/1QKBR w - - 0 1");
    let promos: Vec<String> = g.legal_moves().into_iter().filter(|m| m.starts_with("a4")).collect();
    assert_eq!(promos, ["a4a5n", "a4b5n"]);
    // Grand: optional on ranks 8-9, compulsory on 10, only to lost pieces.
    let mut g = game("grand", "r8r/1nbqkcabn1/2pppppppp/P9/10/10/10/1PPPPPPPPP/1NBQKCABN1/R8R w - - 0 1");
    let a7: Vec<String> = g.legal_moves().into_iter().filter(|m| m.starts_with("a7")).collect();
    assert_eq!(a7, vec!["a7a8".to_string()], "nothing lost: no promotion, plain move allowed");
    let mut g = game("grand", "r8r/1nbqkcabn1/2pppppppp/P9/10/10/10/1PPPPPPPPP/1NB1KCABN1/R8R w - - 0 1");
    let a7: Vec<String> = g.legal_moves().into_iter().filter(|m| m.starts_with("a7")).collect();
    assert_eq!(a7, vec!["a7a8".to_string(), "a7a8q".to_string()]);
    let mut g = game("grand", "r8r/Pnbqkcabn1/2pppppppp/10/10/10/10/1PPPPPPPPP/1NBQKCABN1/R8R w - - 0 1");
    assert!(!g.legal_moves().iter().any(|m| m.starts_with("a9a10")), "rank 10 needs a lost piece");
    // Chess: any piece, always.
    let mut g = game("chess", "8/P7/8/8/8/8/8/k1K5 w - - 0 1");
    let a7: Vec<String> = g.legal_moves().into_iter().filter(|m| m.starts_with("a7")).collect();
    assert_eq!(a7, ["a7a8b", "a7a8n", "a7a8q", "a7a8r"]);
}

#[test]
fn compulsory_capture() {
    let mut g = game("french", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2");
    assert_eq!(g.legal_moves(), vec!["e4d5".to_string()]);
    let mut g = game("antichess", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2");
    assert_eq!(g.legal_moves(), vec!["e4d5".to_string()]);
    // The king is an ordinary piece: it may be captured, and moves into attack.
    let mut g = game("french", "8/8/8/8/8/8/3q4/4K3 w - - 0 1");
    assert_eq!(g.legal_moves(), vec!["e1d2".to_string()]);
}

#[test]
fn outcomes_and_reasons() {
    // Fool's mate.
    let mut g = Game::new("chess", None).unwrap();
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        g.play(m).unwrap();
    }
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Color::Black), Reason::Checkmate));
    assert!(g.play("a2a3").is_err(), "no moves after the end");
    // Stalemate: a draw in chess...
    let mut g = game("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::Stalemate));
    // ...a win for the blocked side in losing chess.
    let mut g = game("french", "8/8/8/8/8/p7/P7/8 w - - 0 1");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Color::White), Reason::Stalemate));
    // Losing chess: no pieces left wins.
    let mut g = game("french", "8/8/8/8/8/8/8/q7 w - - 0 1");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (Some(Color::White), Reason::Extinction));
    // French chess: a bishop each on opposite colours can never capture the other: a draw
    // (variants-catalog.md §7.2 [R]; a reviewer found play going on); on one colour play goes on.
    for fen in ["8/8/8/4b3/8/8/2B5/8 w - - 0 1", "8/8/8/8/8/2b5/8/1B6 b - - 0 1"] {
        let o = game("french", fen).outcome().unwrap();
        assert_eq!((o.winner, o.reason), (None, Reason::InsufficientMaterial), "{fen}");
    }
    assert!(game("french", "8/8/8/4b3/8/8/3B4/8 w - - 0 1").outcome().is_none());
    assert!(game("french", "8/8/8/4b3/8/7P/2B5/8 w - - 0 1").outcome().is_none());
    // The maharajah is royal: it is in check, and may not step into an attack.
    let mut g = game("sepoys", "m7/8/8/8/8/8/8/R3K3 b - - 0 1");
    assert!(g.in_check());
    assert!(!has(&mut g, "a8a7") && has(&mut g, "a8b8") && has(&mut g, "a8a1"));
}

#[test]
fn draw_rules() {
    // Threefold repetition ends the game on the third occurrence.
    let mut g = Game::new("chess", None).unwrap();
    for _ in 0..2 {
        for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
            assert!(g.outcome().is_none());
            g.play(m).unwrap();
        }
    }
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::Repetition));
    // 50 moves: 100 plies without capture or pawn move.
    let mut g = game("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assert!(g.outcome().is_none());
    g.play("a1a2").unwrap();
    assert_eq!(g.outcome().unwrap().reason, Reason::MoveRule);
    // ...but a capture or pawn move resets it.
    let mut g = game("chess", "4k3/8/8/8/8/8/P7/R3K3 w - - 99 80");
    g.play("a2a3").unwrap();
    assert!(g.outcome().is_none());
    // Insufficient material: the four cases of article 002.
    for fen in [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1",
        "2b1k3/8/8/8/8/8/8/4KB2 w - - 0 1",
    ] {
        let o = game("chess", fen).outcome().unwrap_or_else(|| panic!("{fen}"));
        assert_eq!(o.reason, Reason::InsufficientMaterial, "{fen}");
    }
    // Mating material, for flag falls (article 002 §4): a bare king or king + minor cannot mate.
    let g = game("chess", "4k3/8/8/8/8/8/8/2B1K2R w - - 0 1");
    assert!(g.can_mate(Color::White) && !g.can_mate(Color::Black));
    assert!(!game("chess", "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1").can_mate(Color::White));
    // Bishops on opposite colours, two knights, or a pawn: play on.
    for fen in
        ["1b2k3/8/8/8/8/8/8/4KB2 w - - 0 1", "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1", "4k3/8/8/8/8/8/P7/4K3 w - - 0 1"]
    {
        assert!(game("chess", fen).outcome().is_none(), "{fen}");
    }
}

/// Dead positions (chess-rules.md §4 case 5): when every piece beside the kings is a bishop and all
/// stand on squares of one colour, any number on either side, no mate can ever happen.
#[test]
fn bishops_all_on_one_colour_are_a_dead_position() {
    for fen in [
        "8/8/4k3/8/8/4K3/8/3B1B2 w - - 0 1",
        "8/3b4/4k3/8/8/4K3/8/3B1B2 w - - 0 1",
        "1b6/4b3/4k3/8/8/4K3/8/2B5 w - - 0 1",
        "8/3b4/4k3/8/8/4K3/8/8 b - - 0 1",
    ] {
        let o = game("chess", fen).outcome().unwrap_or_else(|| panic!("{fen} plays on"));
        assert_eq!(o, fairyboard::Outcome { winner: None, reason: Reason::InsufficientMaterial }, "{fen}");
    }
    // Bishops on both colours (one side or between the sides), or a bishop beside a knight: play on.
    for fen in [
        "8/8/4k3/8/8/4K3/8/2B2B2 w - - 0 1",
        "8/2b5/4k3/8/8/4K3/8/3B1B2 w - - 0 1",
        "8/8/4k3/8/8/4K3/8/3BNB2 w - - 0 1",
        "8/3n4/4k3/8/8/4K3/8/3B1B2 w - - 0 1",
        // b8 is dark, d7 and f1 light.
        "1b6/3b4/4k3/8/8/4K3/8/5B2 w - - 0 1",
    ] {
        assert!(game("chess", fen).outcome().is_none(), "{fen}");
    }
    // Mating material when a flag falls: bishops on one colour cannot mate, on both colours can.
    assert!(!game("chess", "8/8/4k3/8/8/4K3/8/3B1B2 w - - 0 1").can_mate(Color::White));
    assert!(game("chess", "8/8/4k3/8/8/4K3/8/2B2B2 w - - 0 1").can_mate(Color::White));
}

#[test]
fn bad_input_is_a_clear_error_and_changes_nothing() {
    assert!(Game::new("nosuchvariant", None).unwrap_err().to_string().contains("unknown variant"));
    let e = Game::new("chess", Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1")).unwrap_err();
    assert!(e.to_string().contains("ranks"), "{e}");
    let e = Game::new("chess", Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1")).unwrap_err();
    assert!(e.to_string().contains("white"), "{e}");
    let e = Game::new("chess", Some("4k3/8/8/8/8/8/8/R3K2r b - - 0 1")).unwrap_err();
    assert!(e.to_string().contains("not to move"), "{e}");
    let e = Game::new("chess", Some("4k3/8/8/8/8/8/8/4K3 w K - 0 1")).unwrap_err();
    assert!(e.to_string().contains("castling"), "{e}");
    let mut g = Game::new("chess", None).unwrap();
    let before = g.fen();
    for bad in ["e2e5", "e7e5", "", "zz", "e2e4q", "a1a1", "<script>", "e2", "e2e4e6e8"] {
        assert!(g.play(bad).is_err(), "{bad}");
        assert_eq!(g.fen(), before);
    }
    assert!(g.legal_moves_from("z9").is_err());
    assert!(g.set_fen("garbage").is_err());
    assert_eq!(g.fen(), before);
    assert_eq!(g.undo(), None);
}

/// FIDE's claimed draws (option claim_draws, spec chess-rules §6): a third occurrence or 50 moves
/// do not end the game but may be claimed by the side to move, with the words the outcome uses;
/// the fifth occurrence ends it. The article's automatic draws leave nothing to claim.
#[test]
fn claimed_draws_may_be_claimed_and_end_at_fide_limits() {
    use fairyboard::game::open;
    let knights = ["g1f3", "g8f6", "f3g1", "f6g8"];
    let mut g = open("chess+claim_draws", None).unwrap();
    for m in knights.iter().cycle().take(7) {
        assert_eq!(g.claimable_draw(), None, "before {m}");
        g.play(m).unwrap();
    }
    // The knights back home: the start position the third time.
    g.play("f6g8").unwrap();
    let claim = g.claimable_draw().expect("the start position the third time");
    assert_eq!((claim.reason, claim.text.as_str()), (Reason::Repetition, "threefold repetition"));
    assert_eq!(g.outcome(), None);
    for m in knights.iter().cycle().take(8) {
        g.play(m).unwrap();
    }
    // The fifth occurrence ends the game, and then there is nothing to claim.
    let o = g.outcome().expect("fivefold");
    assert_eq!((o.winner, o.reason), (None, Reason::Repetition));
    assert_eq!(g.outcome_text(&o), "fivefold repetition");
    assert_eq!(g.claimable_draw(), None);
    // 50 moves: the count at 99 half-moves, one more quiet move.
    let mut g = open("chess+claim_draws", Some("7k/8/8/8/8/8/8/R3K3 w - - 99 80")).unwrap();
    assert_eq!(g.claimable_draw(), None);
    g.play("a1a2").unwrap();
    let claim = g.claimable_draw().expect("50 moves");
    assert_eq!((claim.reason, claim.text.as_str()), (Reason::MoveRule, "50-move rule"));
    // The article's rules: the same moves end the game by themselves.
    let mut g = open("chess", None).unwrap();
    for m in knights.iter().cycle().take(8) {
        g.play(m).unwrap();
    }
    assert_eq!(g.outcome().map(|o| o.reason), Some(Reason::Repetition));
    assert_eq!(g.claimable_draw(), None);
}

/// A move diagram's position in FEN: the piece alone on its square, its side to move, written as
/// the variant writes positions (shogi's hands); a piece or square the variant lacks is an error.
#[test]
fn a_move_diagram_position_is_its_piece_alone() {
    let chess = fairyboard::variants::builtin("chess").unwrap();
    assert_eq!(Game::diagram_fen(&chess, "N", "b1").unwrap(), "8/8/8/8/8/8/8/1N6 w - - 0 1");
    assert_eq!(Game::diagram_fen(&chess, "q", "h8").unwrap(), "7q/8/8/8/8/8/8/8 b - - 0 1");
    assert!(Game::diagram_fen(&chess, "Y", "b1").is_err());
    assert!(Game::diagram_fen(&chess, "N", "z9").is_err());
    let shogi = fairyboard::variants::builtin("shogi").unwrap();
    let fen = Game::diagram_fen(&shogi, "+R", "e5").unwrap();
    assert!(fen.starts_with("9/9/9/9/4+R4/9/9/9/9"), "{fen}");
}

#[test]
fn a_position_set_up_with_one_side_already_without_pieces_has_ended() {
    // Antichess: the side whose pieces are all gone wins, whoever is to move (Fairy-Stockfish
    // lists no legal moves in either position).
    for (fen, winner) in [("8/8/8/8/8/8/8/4K3 w - - 0 1", Color::Black), ("8/8/8/8/8/8/p7/8 b - - 0 1", Color::White)] {
        let mut g = Game::new("antichess", Some(fen)).unwrap();
        let o = g.outcome().unwrap_or_else(|| panic!("{fen}: not ended"));
        assert_eq!((o.winner, o.reason), (Some(winner), Reason::Extinction), "{fen}");
    }
}

/// Moves as other programs spell them: a promotion's piece in upper case or after `=`, a drop's
/// piece in lower case; the move list keeps its own spelling.
#[test]
fn other_programs_spellings_of_promotions_and_drops() {
    for (variant, fen, given, written) in [
        ("chess", "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8Q", "a7b8q"),
        ("chess", "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8=N", "a7b8n"),
        ("crazyhouse", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "p@e5", "P@e5"),
    ] {
        let mut g = fairyboard::Game::new(variant, Some(fen)).unwrap();
        assert_eq!(g.play(given).unwrap(), written, "{variant} {given}");
    }
    // Still refused: a piece no promotion gives.
    let mut g = fairyboard::Game::new("chess", Some("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1")).unwrap();
    assert!(g.play("a7b8K").is_err());
}

#[test]
fn a_lion_pass_is_read_through_any_empty_cell_it_may_step_to() {
    // A lone lion on f6 and an enemy pawn on g7: its pass is listed through one empty cell, and
    // its capture and return (igui) through the pawn's.
    let fen = "k11/12/12/12/12/6p5/5N6/12/12/12/12/6K5 w - - 0 1";
    let mut g = Game::new("chushogi", Some(fen)).unwrap();
    let out_and_back: Vec<String> = g.legal_moves().into_iter().filter(|m| m.len() == 6 && m[..2] == m[4..]).collect();
    assert_eq!(out_and_back, ["f6g6f6", "f6g7f6"]);
    for via in ["e5", "e6", "e7", "f5", "f7", "g5", "g6"] {
        let mut g = Game::new("chushogi", Some(fen)).unwrap();
        assert_eq!(g.play(&format!("f6{via}f6")).unwrap(), "f6g6f6", "through {via}");
    }
    // Through the pawn it stays the capture; through a cell two steps away there is no move.
    let mut g = Game::new("chushogi", Some(fen)).unwrap();
    assert_eq!(g.play("f6g7f6").unwrap(), "f6g7f6");
    let mut g = Game::new("chushogi", Some(fen)).unwrap();
    assert!(g.play("f6f8f6").is_err());
}

/// Insufficient material on boards with corner cells of one neighbour (Omega's w-cells, Great
/// Outer's z-cells): a lone knight or bishop with its king can mate a king there, so only bare kings
/// are a draw (a rules review's positions, mate in one); on a square board the chess cases stand.
#[test]
fn a_lone_minor_can_mate_on_a_narrow_corner() {
    let omega_n = "1**********1/*10*/*10*/*10*/*10*/*10*/*10*/*10*/*10*/*1K1N6*/*10*/k**********1 w - - 0 1";
    let omega_b = "1**********1/*10*/*10*/*10*/*10*/*10*/*6B3*/*10*/*10*/*K9*/*10*/k**********1 w - - 0 1";
    let outer_b =
        "1************1/*12*/*12*/*12*/*12*/*12*/*12*/*12*/*6B5*/*12*/*12*/*K11*/*12*/k************1 w - - 0 1";
    for (v, fen, mate) in [("omega", omega_n, "e3c2"), ("omega", omega_b, "h6g7"), ("greatouter", outer_b, "h6g7")] {
        let mut g = game(v, fen);
        assert_eq!(g.outcome(), None, "{v} {fen}");
        g.play(mate).unwrap();
        let o = g.outcome().unwrap();
        assert_eq!((o.winner, o.reason), (Some(Color::White), Reason::Checkmate), "{v} {fen} {mate}");
    }
    let bare = game("omega", "1**********1/*10*/*10*/*10*/*10*/*10*/*10*/*10*/*10*/*1K8*/*10*/k**********1 w - - 0 1");
    assert_eq!(bare.clone().outcome().map(|o| o.reason), Some(Reason::InsufficientMaterial));
    let mut chess = game("chess", "8/8/8/8/4N3/8/8/K6k w - - 0 1");
    assert_eq!(chess.outcome().map(|o| o.reason), Some(Reason::InsufficientMaterial));
}

/// A threefold repetition: an en-passant right no legal capture can use (the pawn pinned along
/// the rank) is no part of the position (chess-rules.md §4: "the possible moves of all pieces ...
/// the same"; a reviewer found the draw one cycle late); one a legal capture can use is.
#[test]
fn an_unusable_en_passant_right_does_not_make_a_position_new() {
    let shuffle = ["c7c5", "g1f3", "b8a6", "f3g1", "a6b8", "g1f3", "b8a6", "f3g1", "a6b8"];
    let mut g = game("chess", "1n5k/2p5/8/KP5r/8/8/8/6N1 b - - 0 1");
    for m in shuffle {
        g.play(m).unwrap();
    }
    let o = g.outcome().expect("the third occurrence");
    assert_eq!((o.winner, o.reason), (None, Reason::Repetition));
    // Without the pinning rook b5xc6 could be played after c7c5: that position occurred once.
    let mut g = game("chess", "1n5k/2p5/8/KP6/8/8/8/6N1 b - - 0 1");
    for m in shuffle {
        g.play(m).unwrap();
    }
    assert!(g.outcome().is_none());
}

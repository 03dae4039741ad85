//! Shogi, minishogi, crazyhouse and xiangqi rules, each with positions built for the purpose.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::pieces::Color;
use fairyboard::{Game, Reason};

fn game(v: &str, fen: &str) -> Game {
    Game::new(v, Some(fen)).unwrap_or_else(|e| panic!("{v} {fen}: {e}"))
}

fn moves(g: &mut Game) -> Vec<String> {
    g.legal_moves()
}

#[test]
fn shogi_drops_nifu_immobility_and_pawn_drop_mate() {
    // A pawn in hand: not on a file with an own unpromoted pawn, not on the last rank.
    let mut g = game("shogi", "4k4/9/9/9/9/9/P8/9/4K4[P] w - - 0 1");
    let drops: Vec<String> = moves(&mut g).into_iter().filter(|m| m.starts_with("P@")).collect();
    assert!(!drops.iter().any(|m| m.starts_with("P@a")), "nifu: {drops:?}");
    assert!(!drops.contains(&"P@b9".to_string()), "a pawn on the last rank could never move");
    assert!(drops.contains(&"P@b8".to_string()) && drops.contains(&"P@b1".to_string()));
    // A promoted pawn does not count for nifu.
    let mut g = game("shogi", "4k4/9/9/9/9/9/+P8/9/4K4[P] w - - 0 1");
    assert!(moves(&mut g).contains(&"P@a5".to_string()));
    // Knight drops: not on the last two ranks.
    let mut g = game("shogi", "4k4/9/9/9/9/9/9/9/4K4[N] w - - 0 1");
    let m = moves(&mut g);
    assert!(m.contains(&"N@a7".to_string()) && !m.contains(&"N@a8".to_string()) && !m.contains(&"N@a9".to_string()));
    // Uchifuzume: a pawn drop that mates is illegal, a pawn drop that checks is fine.
    let mut g = game("shogi", "lnsg3nk/1r2b1gs1/ppppppp1p/7N1/7p1/9/PPPPPPPP1/1B5R1/LNSGKGS1L[P] w - - 0 1");
    assert!(!moves(&mut g).contains(&"P@i8".to_string()));
    let mut g = game("shogi", "8k/9/9/9/9/9/9/9/K8[P] w - - 0 1");
    assert!(moves(&mut g).contains(&"P@i8".to_string()), "check, not mate: the king takes the pawn");
}

/// Perft's last ply counts drops without listing them: a pawn drop that would mate is counted out
/// (Fairy-Stockfish's count keeps it), as are drops onto cells that do not answer a check; the
/// counts equal the listed moves one and two plies deep.
#[test]
fn perft_counts_drops_as_the_moves_are_listed() {
    let mut g = game("shogi", "7lk/7p1/8G/9/9/9/9/9/4K4[P] w - - 0 1");
    let listed = moves(&mut g);
    assert!(!listed.contains(&"P@i8".to_string()), "the pawn-drop mate is listed");
    assert_eq!(g.perft(1), listed.len() as u64);
    assert_eq!(g.perft_fsf(1), listed.len() as u64 + 1);
    // In check from a rook (and, next, a lance), with pieces in hand: drops between answer it.
    for fen in ["4r3k/9/9/9/9/9/9/9/4K4[GSNLPbp] w - - 0 1", "4l3k/9/9/9/9/9/9/9/4K4[GP] w - - 0 1"] {
        let mut g = game("shogi", fen);
        assert!(g.in_check(), "{fen}");
        let listed = moves(&mut g);
        assert_eq!(g.perft(1), listed.len() as u64, "{fen}: {listed:?}");
        let mut sum = 0;
        for m in &listed {
            g.play(m).unwrap();
            sum += moves(&mut g).len() as u64;
            g.undo();
        }
        assert_eq!(g.perft(2), sum, "{fen}");
    }
}

#[test]
fn shogi_promotion_optional_and_compulsory() {
    // A silver entering the zone may promote or not.
    let mut g = game("shogi", "4k4/9/9/4S4/9/9/9/9/4K4[] w - - 0 1");
    let m = moves(&mut g);
    assert!(m.contains(&"e6e7".to_string()) && m.contains(&"e6e7+".to_string()));
    // A pawn reaching the last rank must promote; a knight reaching the last two ranks too.
    let mut g = game("shogi", "4k4/P8/9/9/9/9/9/9/4K4[] w - - 0 1");
    let a8: Vec<String> = moves(&mut g).into_iter().filter(|m| m.starts_with("a8")).collect();
    assert_eq!(a8, ["a8a9+"]);
    let mut g = game("shogi", "4k4/9/9/9/4N4/9/9/9/4K4[] w - - 0 1");
    let n: Vec<String> = moves(&mut g).into_iter().filter(|m| m.starts_with("e5")).collect();
    assert_eq!(n, ["e5d7", "e5d7+", "e5f7", "e5f7+"]);
    // Captured pieces go to the capturer's hand unpromoted.
    let mut g = game("shogi", "4k4/9/9/9/4+r4/4R4/9/9/4K4[] w - - 0 1");
    g.play("e4e5").unwrap();
    assert!(g.fen().starts_with("4k4/9/9/9/4R4/9/9/9/4K4[R] b"), "{}", g.fen());
    assert_eq!(g.sfen().unwrap(), "4k4/9/9/9/4R4/9/9/9/4K4 w R 2");
}

#[test]
fn sennichite_and_perpetual_check() {
    // Four times the same position: a draw.
    let mut g = game("shogi", "4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1");
    for _ in 0..3 {
        for m in ["e1d1", "e9d9", "d1e1", "d9e9"] {
            assert!(g.outcome().is_none());
            g.play(m).unwrap();
        }
    }
    assert_eq!(g.outcome().unwrap().reason, Reason::Repetition);
    // Perpetual check: the checking side loses.
    let mut g = game("shogi", "3k5/7R1/9/9/9/9/9/9/4K4[] w - - 0 1");
    for _ in 0..3 {
        for m in ["h8h9", "d9d8", "h9h8", "d8d9"] {
            if g.outcome().is_some() {
                break;
            }
            g.play(m).unwrap();
        }
    }
    let o = g.outcome().expect("the repetition ends the game");
    assert_eq!((o.winner, o.reason), (Some(Color::Black), Reason::PerpetualCheck));
    // Stalemate loses in shogi.
    let mut g = game("shogi", "k8/2G6/1G7/9/9/9/9/9/8K[] b - - 0 1");
    let o = g.outcome().unwrap();
    assert_eq!(o.winner, Some(Color::White));
}

/// Yari shogi repeats as shogi does (spec §12.4 "Repetition: shogi rules", §24.6): the 4th
/// occurrence draws, not the 3rd (a rules review found it ending one cycle early).
#[test]
fn yari_sennichite_is_shogis() {
    let mut g = Game::new("yarishogi", None).unwrap();
    for _ in 0..3 {
        for m in ["d1c2", "d9c8", "c2d1", "c8d9"] {
            assert!(g.outcome().is_none(), "ended after {:?}", g.history());
            g.play(m).unwrap();
        }
    }
    assert_eq!(g.outcome().unwrap().reason, Reason::Repetition);
}

#[test]
fn sfen_round_trip_and_errors() {
    let g = Game::from_sfen("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1").unwrap();
    assert_eq!(g.fen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1");
    let mut g2 = Game::new("shogi", None).unwrap();
    g2.set_fen("4k4/9/9/9/9/9/9/9/4K4 w 2P 10").unwrap();
    assert!(g2.fen().starts_with("4k4/9/9/9/9/9/9/9/4K4[PP] b - - 0 5"), "{}", g2.fen());
    assert!(Game::from_sfen("shogi", "nonsense").is_err());
    // As a USI engine writes it, after "position": the "sfen " prefix says which notation it is.
    let g3 = Game::new("shogi", Some("sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")).unwrap();
    assert_eq!(g3.fen(), g.fen());
    let bad = Game::new("shogi", Some("sfen lnsgkgsnl/1r5b1 x - 1")).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(bad.contains("bad SFEN: side must be b or w"), "{bad}");
    // An SFEN pasted without its prefix that is no shogi position is refused for its own fault
    // (two pawns on a file), not for a FEN field it never had.
    let err = g2.set_fen("4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1").unwrap_err().to_string();
    assert!(!err.contains("castling") && err.contains("pawn"), "{err}");
    assert!(g2.fen().starts_with("4k4/9/9/9/9/9/9/9/4K4[PP] b"), "nothing changed: {}", g2.fen());
    // A game made from a pasted SFEN (a board's data-fen) reads it as setting one does: the start,
    // and a position with pieces in hand.
    let plain = Game::new("shogi", Some("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")).unwrap();
    assert_eq!(plain.fen(), g.fen());
    let sfen = "lnsgkgsnl/1r7/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5";
    let hands = Game::new("shogi", Some(sfen)).unwrap();
    assert_eq!(hands.fen(), Game::from_sfen("shogi", sfen).unwrap().fen());
    let err =
        Game::new("shogi", Some("4k4/9/9/9/9/9/4P4/4P4/4K4 b - 1")).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(!err.contains("castling") && !err.contains("en passant") && err.contains("pawn"), "{err}");
}

#[test]
fn crazyhouse_promoted_pieces_return_as_pawns() {
    let mut g = game("crazyhouse", "1r2k3/P7/8/8/8/8/8/4K3[] w - - 0 1");
    g.play("a7b8q").unwrap();
    assert!(g.fen().starts_with("1Q~2k3/8/8/8/8/8/8/4K3[R] b"), "{}", g.fen());
    g.play("e8d7").unwrap();
    g.play("b8b7").unwrap();
    let h = game("crazyhouse", &g.fen());
    assert_eq!(h.fen(), g.fen());
    // Black captures the promoted queen: a pawn enters Black's hand.
    let mut k = game("crazyhouse", "8/1Q~6/2k5/8/8/8/8/4K3[] b - - 0 1");
    k.play("c6b7").unwrap();
    assert!(k.fen().starts_with("8/1k6/8/8/8/8/8/4K3[p] w"), "{}", k.fen());
    assert!(h.fen().contains("[R]"), "White holds the captured rook: {}", h.fen());
    // Pawns are never dropped on the first or last rank.
    let mut p = game("crazyhouse", "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    let drops: Vec<String> = p.legal_moves().into_iter().filter(|m| m.starts_with("P@")).collect();
    assert_eq!(drops.len(), 48, "{drops:?}");
    assert!(!drops.iter().any(|m| m.ends_with('1') || m.ends_with('8')));
}

#[test]
fn xiangqi_rules() {
    // Flying general: the generals may not face each other on an open file.
    let mut g = game("xiangqi", "5k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    let m = moves(&mut g);
    assert!(!m.contains(&"e1f1".to_string()) && m.contains(&"e1d1".to_string()));
    // ... nor may the last piece between them step away.
    let mut g = game("xiangqi", "4k4/9/9/9/4n4/9/9/9/9/4K4 b - - 0 1");
    assert!(!moves(&mut g).iter().any(|m| m.starts_with("e6")), "the last blocker (a horse) may not leave the file");
    // The palace confines general and advisors; elephants stay on their side, blocked by the eye.
    let mut g = game("xiangqi", "5k3/9/9/9/9/9/9/9/9/3KA4 w - - 0 1");
    let m = moves(&mut g);
    assert!(!m.contains(&"d1c1".to_string()) && m.contains(&"d1d2".to_string()));
    assert!(m.contains(&"e1d2".to_string()) || m.contains(&"e1f2".to_string()));
    assert!(!m.iter().any(|x| x.starts_with("e1") && (x.ends_with("c2") || x.ends_with("g2"))));
    let mut g = game("xiangqi", "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1");
    let el: Vec<String> = moves(&mut g).into_iter().filter(|m| m.starts_with("c5")).collect();
    assert_eq!(el, ["c5a3", "c5e3"], "no crossing of the river");
    let mut g = game("xiangqi", "3k5/9/9/9/9/9/1P7/2B6/9/4K4 w - - 0 1");
    let el: Vec<String> = moves(&mut g).into_iter().filter(|m| m.starts_with("c3")).collect();
    assert!(!el.contains(&"c3a5".to_string()), "the elephant's eye b4 is blocked: {el:?}");
    // Soldiers step sideways only after crossing the river.
    let mut g = game("xiangqi", "3k5/9/9/9/9/4P4/9/9/9/4K4 w - - 0 1");
    let s: Vec<String> = moves(&mut g).into_iter().filter(|m| m.starts_with("e5")).collect();
    assert_eq!(s, ["e5e6"]);
    let mut g = game("xiangqi", "3k5/9/9/9/4P4/9/9/9/9/4K4 w - - 0 1");
    let s: Vec<String> = moves(&mut g).into_iter().filter(|m| m.starts_with("e6")).collect();
    assert_eq!(s, ["e6d6", "e6e7", "e6f6"]);
    // Stalemate is a loss.
    let mut g = game("xiangqi", "4k4/R8/9/9/9/9/9/9/3R5/5K3 b - - 0 1");
    let o = g.outcome();
    assert!(o.is_some_and(|o| o.winner == Some(Color::White)), "{o:?}");
}

#[test]
fn dobutsu_goals() {
    // The lion captured loses (a lion in hand still counts); a safe lion on the far rank wins.
    let mut g = game("dobutsu", "1l1/3/3/3[L] w - - 0 1");
    assert!(g.outcome().is_none(), "White's lion is in hand");
    assert!(!g.legal_moves().is_empty());
    let mut g = game("dobutsu", "L2/3/3/2l[] b - - 0 1");
    let o = g.outcome().unwrap();
    assert_eq!((o.winner, o.reason), (None, Reason::Goal), "both lions safe on their far ranks: a draw");
    let mut g = game("dobutsu", "L2/3/2l/e2[] b - - 0 1");
    assert_eq!(g.outcome().unwrap().winner, Some(Color::White));
}

fn refused(v: &str, fen: &str, why: &str) {
    let e = Game::new(v, Some(fen)).err().unwrap_or_else(|| panic!("{v}: '{fen}' was accepted")).to_string();
    assert!(e.contains(why), "{v}: '{fen}': '{e}' lacks '{why}'");
}

/// A piece that could never move again where it stands must have promoted (shogi: a pawn or lance
/// on the last rank, a knight on the last two): such a position is refused, naming piece and cell.
#[test]
fn shogi_pieces_that_must_promote_where_they_stand_are_refused() {
    refused("shogi", "P3k4/9/9/9/9/9/9/9/4K4[] w - - 0 1", "a pawn ('P') stands on a9, where it must promote");
    refused("shogi", "4k3L/9/9/9/9/9/9/9/4K4[] w - - 0 1", "a lance ('L') stands on i9");
    refused("shogi", "4k4/N8/9/9/9/9/9/9/4K4[] w - - 0 1", "a knight ('N') stands on a8");
    refused("shogi", "4k4/9/9/9/9/9/9/n8/4K4[] w - - 0 1", "a knight ('n') stands on a2");
    refused("torishogi", "3k2S/7/7/7/7/7/3K3[] w - - 0 1", "a swallow ('S') stands on g7");
    // Promoted, or where they still move: kept.
    for fen in [
        "+P3k4/9/9/9/9/9/9/9/4K4[] w - - 0 1",
        "4k3+L/9/9/9/9/9/9/9/4K4[] w - - 0 1",
        "4k4/L8/9/9/9/9/9/9/4K4[] w - - 0 1",
        "4k4/9/N8/9/9/9/9/9/4K4[] w - - 0 1",
        "4k4/9/9/9/9/9/n8/9/4K4[] w - - 0 1",
    ] {
        game("shogi", fen);
    }
    // A shogi pawn may be dropped on its own first rank, a xiangqi soldier stands where it starts:
    // pieces that never move backwards stand no further back than that (both kept).
    game("shogi", "4k4/9/9/9/9/9/9/9/P3K4[] w - - 0 1");
    game("xiangqi", "3k5/9/9/9/9/9/P8/9/9/4K4 w - - 0 1");
    // Dobutsu drops a chick on the last rank (it never promotes then): kept.
    game("dobutsu", "C1l/3/3/L2[] w - - 0 1");
}

/// Nifu: where a second unpromoted pawn may not be dropped on a file and pawns never change file,
/// no position has two on one file (torishogi's start has two swallows on one file: kept).
#[test]
fn shogi_two_unpromoted_pawns_on_one_file_are_refused() {
    refused("shogi", "4k4/9/9/9/P8/9/P8/9/4K4[] w - - 0 1", "a pawn ('P') stands on each of a3, a5");
    refused("shogi", "4k4/p8/9/9/p8/9/9/9/4K4[] w - - 0 1", "a pawn ('p') stands on each of a5, a8");
    for fen in [
        "4k4/9/9/9/P8/9/+P8/9/4K4[] w - - 0 1",
        "4k4/9/9/p8/9/9/P8/9/4K4[] w - - 0 1",
        "4k4/9/9/9/P8/9/1P7/9/4K4[] w - - 0 1",
    ] {
        game("shogi", fen);
    }
    game("torishogi", "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1");
    refused("torishogi", "rpckcpl/3f3/sssssss/2s1S2/SSSSSS1/4S2/LPCKCPR[] w - - 0 1", "each of e2, e3, e4");
    game("torishogi+two_swallows_per_file", "3k3/7/7/7/S6/S6/3K3[] w - - 0 1");
    // Chess-like pawns capture onto other files: crazyhouse keeps doubled pawns.
    game("crazyhouse", "4k3/8/8/P7/P7/8/8/4K3[] w - - 0 1");
}

/// Captured pieces only change hands: however a hand is written, no type has more pieces (on the
/// board, promoted ones counted, and in hands) than the set.
#[test]
fn shogi_hands_hold_no_more_pieces_than_the_set() {
    let pawns = |n: usize| "P".repeat(n);
    refused("shogi", &format!("4k4/9/9/9/9/9/9/9/4K4[{}] w - - 0 1", pawns(56)), "there are 56 pawns ('p')");
    refused("shogi", &format!("4k4/9/9/9/9/9/9/9/4K4[{}p] w - - 0 1", pawns(18)), "set has 18");
    refused("shogi", &format!("4k4/9/9/9/9/9/+P8/9/4K4[{}] w - - 0 1", pawns(18)), "there are 19 pawns");
    refused("shogi", "4k4/9/9/9/9/9/9/9/4K4[RRR] w - - 0 1", "there are 3 rooks ('r')");
    refused("minishogi", "4k/5/5/5/K4[PPP] w - - 0 1", "there are 3 pawns");
    game("shogi", &format!("4k4/9/9/9/9/9/+P8/9/4K4[{}] w - - 0 1", pawns(17)));
    game("shogi", &format!("4k4/9/9/9/9/9/9/9/4K4[{}ppppppppp] w - - 0 1", pawns(9)));
    // The SFEN's counted hand is held to the same limit.
    let fen = fairyboard::notation::sfen::sfen_to_fen("4k4/9/9/9/9/9/9/9/4K4 b 56P 1").unwrap();
    refused("shogi", &fen, "there are 56 pawns");
    // Crazyhouse promotes pawns to new pieces: its counts are not limited so.
    game("crazyhouse", "4k3/8/8/8/8/8/8/QQQ1K3[QQ] w - - 0 1");
}

/// Pychess and Fairy-Stockfish write `[-]` for empty hands and, for a variant without castling and
/// en passant, only the two counters after the side to move.
#[test]
fn shogi_fens_as_pychess_writes_them() {
    let g = game("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1");
    assert_eq!(g.fen(), "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1");
    let g = game("shogi", "4k4/9/9/9/9/9/9/9/4K4[Pp] b 3 12");
    assert_eq!(g.fen(), "4k4/9/9/9/9/9/9/9/4K4[Pp] b - - 3 12");
    game("xiangqi", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w 0 1");
    // Chess has castling and en passant: the fields must be there, and the error says so.
    let e = Game::new("chess", Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1")).err().unwrap().to_string();
    assert!(e.contains("castling rights and en passant square ('-' for none) before the two counters"), "{e}");
}

/// Pieces whose moves confine them to a region (the palace, their own side) stand inside it.
#[test]
fn xiangqi_pieces_outside_their_region_are_refused() {
    refused("xiangqi", "3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1", "a general ('K') stands on a1, outside the region");
    refused("xiangqi", "9/9/9/9/9/9/k8/9/9/4K4 b - - 0 1", "a general ('k') stands on a4");
    refused("xiangqi", "4k4/9/9/9/9/9/9/9/9/A2K5 w - - 0 1", "an advisor ('A') stands on a1");
    // Each side's own palace: not the other one.
    refused("xiangqi", "5k3/3K5/9/9/9/9/9/9/9/9 w - - 0 1", "a general ('K') stands on d9");
    refused("xiangqi", "3k5/9/9/9/9/9/9/4a4/9/4K4 w - - 0 1", "an advisor ('a') stands on e3");
    refused("xiangqi", "4k4/9/9/9/B8/9/9/9/9/3K5 w - - 0 1", "an elephant ('B') stands on a6");
    refused("xiangqi", "4k4/9/9/9/9/b8/9/9/9/3K5 w - - 0 1", "an elephant ('b') stands on a5");
    for fen in [
        "3ak4/4a4/4b4/9/9/9/9/2B6/4A4/3AK4 w - - 0 1",
        "4k4/9/9/9/9/9/9/9/9/3K1A3 w - - 0 1",
        "4k4/9/9/9/9/B8/9/9/9/3K5 w - - 0 1",
    ] {
        game("xiangqi", fen);
    }
    // Soldiers and chariots go anywhere; the Congo lion leaves its castle to capture the other.
    game("xiangqi", "3k5/9/P8/9/9/9/9/9/9/4K3R w - - 0 1");
    game("congo", "2L4/7/7/7/7/7/2z4 b - - 0 1");
}

/// The check-run field (`checks:`): a run counts at most the limit's checks; its checker and
/// defender cells are one only where a capture left a piece there.
#[test]
fn xiangqi_check_runs_that_cannot_be_are_refused() {
    let base = "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    refused("xiangqi", &format!("{base} checks:w9a1e10"), "a run counts at most 3 checks");
    refused("xiangqi", &format!("{base} checks:w4e1"), "not 4");
    refused("xiangqi", &format!("{base} checks:w3a1a1"), "both on a1, which is empty");
    for field in ["checks:w3e5e9", "checks:w3e1e1", "checks:w1c5,b2h10d1"] {
        game("xiangqi", &format!("{base} {field}"));
    }
    // Without the check limit (the simplified rule) there is no field to read.
    assert!(Game::new("xiangqi+simple_repetition", Some(&format!("{base} checks:w3e5e9"))).is_err());
}

#[test]
fn a_xiangqi_fen_may_give_red_to_move_as_r() {
    // Xiangqi sites write Red's turn `r` (their side's own initial) as often as `w`.
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    let red = Game::new("xiangqi", Some(&format!("{start} r - - 0 1"))).unwrap();
    assert_eq!(red.fen(), Game::new("xiangqi", Some(&format!("{start} w - - 0 1"))).unwrap().fen());
    assert_eq!(Game::new("xiangqi", Some(&format!("{start} b - - 0 1"))).unwrap().turn(), Color::Black);
    // Not in chess, whose sides are White and Black.
    assert!(Game::new("chess", Some("4k3/8/8/8/8/8/8/4K3 r - - 0 1")).is_err());
}

/// The catalog's FENs of the shogi family (`…[-] w - 1`: a bracketed hand, one `-`, the move
/// number) are FEN, first player to move; a bracketless text of SFEN's shape is SFEN in the shogi
/// family only (`b` the first player), never in a western game with hands, and chu's bracketless
/// catalog FEN stays FEN.
#[test]
fn fen_and_sfen_are_told_apart_by_their_hands() {
    let fen = |id: &str, text: &str| Game::new(id, Some(text)).map(|g| g.fen()).map_err(|e| e.to_string());
    let yari = fen("yarishogi", "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w - 1").unwrap();
    assert!(yari.contains("[] w - - 0 1"), "{yari}");
    let shogi = fen("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w - 1").unwrap();
    assert!(shogi.contains("[] w - - 0 1"), "{shogi}");
    // SFEN's shape: b is the first player (sente), w the second.
    let sfen = fen("shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1").unwrap();
    assert!(sfen.contains("[] b - - 0 1"), "{sfen}");
    // Crazyhouse is not shogi: a bracketless "w - 1" is no SFEN, and refused rather than turned.
    let e = fen("crazyhouse", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - 1").unwrap_err();
    assert!(e.contains("en passant"), "{e}");
    // Chu shogi has no hands: its catalog FEN, move number 1.
    let chu = Game::new("chushogi", None).unwrap().fen();
    let board = chu.split_whitespace().next().unwrap();
    let read = fen("chushogi", &format!("{board} w - 1")).unwrap();
    assert!(read.ends_with(" w - - 0 1") || read.contains(" w - - 0 1 "), "{read}");
}

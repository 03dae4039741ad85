//! Chess960 and Capablanca random chess: the numbered start arrays, castling from any squares
//! (perft against Fairy-Stockfish's `caparandom`, counts computed with Fairy-Stockfish 11.1),
//! X-FEN / Shredder-FEN, rights a variant cannot honour, and crazyhouse pockets written as lichess
//! writes them. The peer suites (tests/peer_suites.rs) check Chess960 itself.

use fairyboard::{variants, Game};

/// Asserts perft at depths 1, 2, ... of each FEN of `cases` in `variant` equals its counts.
fn assert_perft_counts(variant: &str, cases: &[(&str, [u64; 4])]) {
    for (fen, counts) in cases {
        let mut g = Game::new(variant, Some(fen)).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (d, &n) in counts.iter().enumerate() {
            assert_eq!(g.perft(d as u32 + 1), n, "{variant} {fen} depth {}", d + 1);
        }
    }
}

/// Fairy-Stockfish 11.1 (`UCI_Variant caparandom`, `go perft N`), depths 1-4.
const CAPARANDOM: &[(&str, [u64; 4])] = &[
    ("r1k2r4/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K2R4 w KQkq - 0 1", [31, 961, 29024, 876521]),
    ("1r3k2r1/pppppppppp/10/10/10/10/PPPPPPPPPP/1R3K2R1 w KQkq - 0 1", [31, 961, 29148, 884030]),
    ("rk7r/pppppppppp/10/10/10/10/PPPPPPPPPP/RK7R w KQkq - 0 1", [30, 900, 26558, 783629]),
    ("4rkr3/pppppppppp/10/10/10/10/PPPPPPPPPP/4RKR3 w KQkq - 0 1", [29, 841, 24136, 692626]),
    ("r2rk4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R2RK4R w DJdj - 0 1", [31, 961, 29272, 891562]),
    ("r3k4r/ppp2ppppp/10/3q6/10/10/PPP2PPPPP/R3K4R w KQkq - 0 1", [26, 1376, 32658, 1632018]),
    ("1r3k2r1/pppppppppp/10/10/10/10/PPPPPPPPPP/1R3K2R1 b KQkq - 0 1", [31, 961, 29148, 884030]),
];

#[test]
fn caparandom_castling_equals_fairy_stockfish() {
    assert_perft_counts("caparandom", CAPARANDOM);
}

/// Chess960 castlings where the rook's leaving opens a line onto the king's destination (the
/// first and third: the queen on a1 / a8 attacks c1 / c8 once the rook on b1 / b8 has gone, so
/// castling is illegal), the same castling legal, and standard castling beside a queen on g1:
/// Fairy-Stockfish 11.1 (`UCI_Chess960 true`, `go perft N`), depths 1-4.
const UNCOVERED_CASTLING: &[(&str, [u64; 4])] = &[
    ("7k/8/8/8/8/8/8/qRK5 w B - 0 1", [4, 54, 702, 14656]),
    ("7k/8/8/8/8/8/q7/1RK5 w B - 0 1", [10, 206, 2328, 49019]),
    ("Qrk5/8/8/8/8/8/8/7K b b - 0 1", [4, 54, 702, 14656]),
    ("r3k2r/8/8/8/8/8/8/R3K1qR w KQkq - 0 1", [3, 119, 2382, 87386]),
];

#[test]
fn castling_that_uncovers_its_destination_equals_fairy_stockfish() {
    assert_perft_counts("chess960", UNCOVERED_CASTLING);
}

#[test]
fn chess960_arrays_are_scharnagl_numbered() {
    let v = variants::builtin("chess960").unwrap();
    assert_eq!(variants::shuffle::count(&v), Some(960));
    let back = |n: u64| {
        let fen = variants::shuffle::start_fen(&v, n).unwrap();
        fen.split('/').next_back().unwrap().split(' ').next().unwrap().to_string()
    };
    assert_eq!(back(518), "RNBQKBNR");
    assert_eq!(back(0), "BBQNNRKR");
    assert_eq!(back(959), "RKRNNQBB");
    assert_eq!(back(1), "BQNBNRKR");
    assert_eq!(back(4), "QBBNNRKR");
    let mut seen = std::collections::HashSet::new();
    for n in 0..960 {
        let r: Vec<char> = back(n).chars().collect();
        let at = |c: char| r.iter().enumerate().filter(|x| *x.1 == c).map(|x| x.0).collect::<Vec<_>>();
        let (b, rk, k) = (at('B'), at('R'), at('K'));
        assert_eq!(b.len(), 2);
        assert_ne!(b[0] % 2, b[1] % 2, "array {n}: bishops on one colour");
        assert!(rk[0] < k[0] && k[0] < rk[1], "array {n}: king not between the rooks");
        assert!(seen.insert(r), "array {n} repeats");
        // Every array is a legal start with both castlings (X-FEN KQkq read back the same).
        let g = Game::numbered_start("chess960", n).unwrap();
        assert!(g.fen().contains(" w KQkq - 0 1"), "array {n}: {}", g.fen());
    }
}

#[test]
fn numbered_starts_refuse_bad_numbers() {
    let e = Game::numbered_start("chess960", 960).err().unwrap().to_string();
    assert!(e.contains("0 to 959"), "{e}");
    let e = Game::numbered_start("chess", 0).err().unwrap().to_string();
    assert!(e.contains("no numbered start arrays"), "{e}");
    let v = variants::builtin("chess960").unwrap();
    for bad in ["", "-1", "1e3", "9999999999999999999999", "51 8", "５"] {
        assert!(variants::shuffle::parse_number(&v, bad).is_err(), "{bad:?}");
    }
    assert_eq!(variants::shuffle::parse_number(&v, "518"), Ok(518));
}

#[test]
fn caparandom_arrays_and_shredder_fen() {
    let v = variants::builtin("caparandom").unwrap();
    assert_eq!(variants::shuffle::count(&v), Some(84_000));
    // Fairy-Stockfish writes caparandom's rights as rook files.
    let g = Game::new("caparandom", None).unwrap();
    assert_eq!(g.fen(), "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w JAja - 0 1");
    for n in [0, 1, 4242, 83_999] {
        let g = Game::numbered_start("caparandom", n).unwrap();
        let board = g.fen();
        let white = board.split('/').nth(7).unwrap().split(' ').next().unwrap().to_string();
        let k = white.find('K').unwrap();
        let rooks: Vec<usize> = white.match_indices('R').map(|x| x.0).collect();
        assert!(rooks[0] < k && k < rooks[1], "{n}: {white}");
        assert!(board.ends_with(&format!(
            " w {}{}{}{} - 0 1",
            (b'A' + rooks[1] as u8) as char,
            (b'A' + rooks[0] as u8) as char,
            (b'a' + rooks[1] as u8) as char,
            (b'a' + rooks[0] as u8) as char
        )));
    }
}

#[test]
fn chess960_writes_x_fen_and_reads_shredder() {
    // Shredder-FEN in, X-FEN out (the outermost rooks are K/Q; an inner rook keeps its file).
    let g = Game::new("chess960", Some("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")).unwrap();
    assert_eq!(g.fen(), "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    let g = Game::new("chess960", Some("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1")).unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
}

#[test]
fn castling_onto_the_rook_and_the_two_square_move() {
    // King e1, rook h1: written e1g1; the king onto its rook (h1) is the alternative target.
    let mut g = Game::new("chess960", Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1")).unwrap();
    let castle: Vec<_> = g.actions().into_iter().filter(|a| a.kind == fairyboard::game::ActionKind::Castle).collect();
    assert_eq!(castle.len(), 1);
    assert_eq!(castle[0].notation, "e1g1");
    assert_eq!(castle[0].target, "g1");
    assert_eq!(castle[0].alt_target.as_deref(), Some("h1"));
    assert_eq!(g.play("e1h1").unwrap(), "e1g1");
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // King f1, rook h1: f1g1 is also a king step, so the castling is king-takes-rook.
    let mut g = Game::new("chess960", Some("4k3/8/8/8/8/8/8/5K1R w K - 0 1")).unwrap();
    let castle: Vec<_> = g.actions().into_iter().filter(|a| a.kind == fairyboard::game::ActionKind::Castle).collect();
    assert_eq!((castle[0].notation.as_str(), castle[0].alt_target.as_deref()), ("f1h1", None));
    assert_eq!(g.play("f1h1").unwrap(), "f1h1");
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // King g1, rook h1: the king stays; the castling is king-takes-rook.
    let mut g = Game::new("chess960", Some("4k3/8/8/8/8/8/8/6KR w K - 0 1")).unwrap();
    let castle: Vec<_> = g.actions().into_iter().filter(|a| a.kind == fairyboard::game::ActionKind::Castle).collect();
    assert_eq!(castle.len(), 1);
    assert_eq!(castle[0].notation, "g1h1");
    assert_eq!(castle[0].target, "h1");
    assert_eq!(castle[0].alt_target, None);
    g.play("g1h1").unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
    // King b1, rook a1: queen-side castling moves the king right, to c1 (b1c1 is also a king
    // step, so the castling is written b1a1, with no alternative target).
    let mut g = Game::new("chess960", Some("4k3/8/8/8/8/8/8/RK6 w Q - 0 1")).unwrap();
    let castle: Vec<_> = g.actions().into_iter().filter(|a| a.kind == fairyboard::game::ActionKind::Castle).collect();
    assert_eq!(castle.len(), 1);
    assert_eq!((castle[0].notation.as_str(), castle[0].alt_target.as_deref()), ("b1a1", None));
    g.play("b1a1").unwrap();
    assert_eq!(g.fen(), "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
}

#[test]
fn rights_a_variant_cannot_honour_are_refused() {
    // Double chess has two castlings on each side (rooks on a and e, l and p): a rook on b has none.
    let fen = "rnbqrnbqkbnrqbnr/pppppppppppppppp/16/16/16/16/PPPPPPPPPPPPPPPP/1R6K7 w B - 0 1";
    let e = Game::new("doublechess", Some(fen)).err().unwrap().to_string();
    assert!(e.contains("castling right 'B'") && e.contains("b1") && e.contains("i1"), "{e}");
    // Its own castlings still load.
    assert!(Game::new("doublechess", None).is_ok());
    // Chess castles from any file: a rook on b with the king on d.
    assert!(Game::new("chess", Some("4k3/8/8/8/8/8/8/1R1K4 w B - 0 1")).is_ok());
}

#[test]
fn crazyhouse_pockets_as_a_ninth_rank() {
    let g = Game::new("crazyhouse", Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qn w KQkq - 0 1")).unwrap();
    assert_eq!(g.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qn] w KQkq - 0 1");
    let g = Game::new("crazyhouse", Some("4k3/1Q~6/8/8/4b3/8/Kpp5/8/ b - - 0 1")).unwrap();
    assert_eq!(g.fen(), "4k3/1Q~6/8/8/4b3/8/Kpp5/8[] b - - 0 1");
    // Not in a variant without drops: nine ranks are an error there.
    assert!(Game::new("chess", Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/Qn w KQkq - 0 1")).is_err());
}

/// Numbered caparandom arrays: fairyboard's FEN, which Fairy-Stockfish 11.1 writes back the same
/// (its `d` command), and its perft counts.
const CAPARANDOM_ARRAYS: &[(u64, &str, [u64; 4])] = &[
    (0, "bbqcannrkr/pppppppppp/10/10/10/10/PPPPPPPPPP/BBQCANNRKR w JHjh - 0 1", [28, 778, 24695, 774134]),
    (4242, "cqnnrbbakr/pppppppppp/10/10/10/10/PPPPPPPPPP/CQNNRBBAKR w JEje - 0 1", [27, 725, 22252, 678124]),
    (50_000, "bbqrnknrca/pppppppppp/10/10/10/10/PPPPPPPPPP/BBQRNKNRCA w HDhd - 0 1", [27, 729, 22357, 677944]),
    (83_999, "rkrnnacqbb/pppppppppp/10/10/10/10/PPPPPPPPPP/RKRNNACQBB w CAca - 0 1", [28, 778, 24695, 774134]),
];

#[test]
fn caparandom_numbered_arrays_equal_fairy_stockfish() {
    for (n, fen, counts) in CAPARANDOM_ARRAYS {
        let mut g = Game::numbered_start("caparandom", *n).unwrap();
        assert_eq!(g.fen(), *fen, "array {n}");
        for (d, &c) in counts.iter().enumerate() {
            assert_eq!(g.perft(d as u32 + 1), c, "array {n} depth {}", d + 1);
        }
    }
}

#[test]
fn chess960_start_arrays_equal_fairy_stockfish() {
    // Fairy-Stockfish 11.1, `UCI_Variant fischerandom`, perft 1-4 of these start arrays.
    let want: [(&str, [u64; 4]); 3] = [
        ("BBQNNRKR", [20, 400, 9006, 201143]),
        ("RKRNNQBB", [20, 400, 9006, 201143]),
        ("QNBRKBRN", [19, 361, 7695, 163365]),
    ];
    let v = variants::builtin("chess960").unwrap();
    for (rank, counts) in want {
        let n = (0..960)
            .find(|&n| variants::shuffle::start_fen(&v, n).unwrap().contains(&format!("/{rank} ")))
            .unwrap_or_else(|| panic!("{rank} is no array"));
        let mut g = Game::numbered_start("chess960", n).unwrap();
        for (d, &c) in counts.iter().enumerate() {
            assert_eq!(g.perft(d as u32 + 1), c, "array {n} ({rank}) depth {}", d + 1);
        }
    }
}

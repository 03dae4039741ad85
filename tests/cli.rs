//! The command-line tool: perft with both leaf counts, and clear errors for bad arguments.

use std::process::Command;

fn run(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_fairyboard")).args(args).output().unwrap();
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.success(), text)
}

/// The position of tests/data/perft.json where P@i8 would be a (forbidden) pawn-drop mate.
const DROP_MATE: &str = "lnsg3nk/1r2b1gs1/ppppppp1p/7N1/7p1/9/PPPPPPPP1/1B5R1/LNSGKGS1L[P] w - - 0 1";

#[test]
fn perft_counts_legal_leaves_or_fairy_stockfish_leaves() {
    let (ok, legal) = run(&["perft", "shogi", "1", "--fen", DROP_MATE]);
    assert!(ok && legal.contains("nodes 43 "), "{legal}");
    let (ok, fsf) = run(&["perft", "shogi", "1", "--fen", DROP_MATE, "--count", "fsf"]);
    assert!(ok && fsf.contains("nodes 44 "), "{fsf}");
    let (ok, chess) = run(&["perft", "chess", "3", "--count", "fsf"]);
    assert!(ok && chess.contains("nodes 8902 "), "{chess}");
    // Chess960's array 518 is the standard start.
    let (ok, c960) = run(&["perft", "chess960", "3", "--start", "518"]);
    assert!(ok && c960.contains("nodes 8902 "), "{c960}");
    // Counted again and again, the game unchanged between runs.
    let (ok, runs) = run(&["perft", "chess", "3", "--runs", "3"]);
    assert!(ok && runs.contains("nodes 8902 "), "{runs}");
}

/// `moves --square` lists the moves of the piece there as a board offers them: a Trojan pawn's
/// swap with the sergeant in front of it is written from the sergeant's cell (`e5e4`), and listed
/// for the pawn too (a rules review found it missing from the pawn's list).
#[test]
fn moves_of_a_square_are_its_pieces() {
    let fen = "5k4/10/10/10/10/4S5/4P5/10/10/5K4 w - - 0 1";
    let (ok, pawn) = run(&["moves", "trojan", "--fen", fen, "--square", "e4"]);
    assert!(ok && pawn.lines().collect::<Vec<_>>() == ["e5e4"], "{pawn}");
    let (ok, sergeant) = run(&["moves", "trojan", "--fen", fen, "--square", "e5"]);
    let mut lines: Vec<&str> = sergeant.lines().collect();
    lines.sort();
    assert!(ok && lines == ["e5e4", "e5e6"], "{sergeant}");
}

#[test]
fn bad_arguments_are_refused_with_a_message() {
    for (args, want) in [
        (vec!["perft", "chess", "2", "--count", "all"], "--count must be legal or fsf"),
        (vec!["perft", "nosuch", "2"], "unknown variant"),
        (vec!["perft", "chess", "x"], "depth must be a number"),
        (vec!["perft", "chess", "2", "--fen", "bad"], "bad FEN"),
        (vec!["perft", "chess960", "2", "--start", "960"], "0 to 959"),
        (vec!["perft", "chess", "2", "--start", "518"], "no numbered start arrays"),
        (vec!["perft", "chess960", "2", "--start", "1", "--fen", "8/8/8/8/8/8/8/8 w - -"], "exclude each other"),
        (vec!["perft", "chess", "2", "--runs", "0"], "--runs must be 1 to 100"),
        (vec!["perft", "chess", "2", "--runs", "many"], "--runs must be 1 to 100"),
        (vec!["perft", "chess", "2", "--runs", "2", "--divide"], "--divide counts once"),
        (vec!["perft", "gess", "2", "--divide"], "are for the chess-like engine's variants"),
        // An option a command does not take is refused (it was ignored: `moves --moves e2e4`
        // printed the start's moves).
        (
            vec!["moves", "chess", "--moves", "e2e4"],
            "moves has no option '--moves' (it takes --fen, --start, --square, --ini)",
        ),
        (vec!["bestmove", "chess", "--bogus", "1"], "bestmove has no option '--bogus'"),
        (vec!["diagram", "chess", "N", "e4", "--fen", "x"], "diagram has no option '--fen' (it takes --ini)"),
    ] {
        let (ok, text) = run(&args);
        assert!(!ok && text.contains(want), "{args:?}: {text}");
    }
}

/// The games that are not chess-shaped count perft and search through the game interface, as the
/// README's figures and the computer opponent do (Gess 30,912 at depth 2, Makarenko 7,225).
#[test]
fn perft_and_bestmove_play_every_game() {
    for (variant, depth, nodes) in [("gess", "2", 30_912), ("makarenko", "2", 7_225), ("chex", "1", 1)] {
        let (ok, text) = run(&["perft", variant, depth]);
        assert!(ok && text.starts_with(&format!("nodes {nodes} ")), "{variant}: {text}");
    }
    for variant in ["gess", "makarenko", "chex", "chess"] {
        let (ok, text) = run(&["bestmove", variant, "--depth", "1"]);
        let best = text.lines().find(|l| l.starts_with("bestmove ")).unwrap_or_default();
        assert!(ok && !best.starts_with("bestmove (none)"), "{variant}: {text}");
    }
}

/// `bestmove --moves` reads move strings and moves as players write them (SAN, shogi's 7g7f);
/// a move neither names is refused with the move.
#[test]
fn bestmove_reads_written_moves() {
    let (ok, text) = run(&["bestmove", "shogi", "--moves", "7g7f,3c3d", "--depth", "1"]);
    assert!(ok && text.contains("bestmove "), "{text}");
    let (ok, text) = run(&["bestmove", "chess", "--moves", "e4,e7e5,Nf3", "--depth", "1"]);
    assert!(ok && text.contains("bestmove "), "{text}");
    let (ok, text) = run(&["bestmove", "chess", "--moves", "e4,e9"]);
    assert!(!ok && text.contains("move e9: illegal move 'e9'"), "{text}");
}

#[test]
fn moves_diagram_and_bestmove_read_a_variant_of_ones_own() {
    let ini = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/defined-variants.ini");
    // The zebra alone on d4: its eight leaps.
    let (ok, diagram) = run(&["diagram", "page_zebra", "Z", "d4", "--ini", ini]);
    assert!(ok && diagram.contains("move 0 capture 0 both 8 total 8"), "{diagram}");
    let (ok, moves) = run(&["moves", "page_zebra", "--square", "g1", "--ini", ini]);
    assert!(ok, "{moves}");
    let mut zebra: Vec<&str> = moves.lines().collect();
    zebra.sort();
    assert_eq!(zebra, ["g1d3", "g1e4"]);
    // Grand chess written out again: its 65 first moves, and a move of the computer's.
    let (ok, moves) = run(&["moves", "page_grand", "--ini", ini]);
    assert!(ok && moves.lines().count() == 65, "{moves}");
    let (ok, best) = run(&["bestmove", "page_grand", "--depth", "1", "--ini", ini]);
    assert!(ok && best.lines().any(|l| l.starts_with("bestmove ")), "{best}");
    // A file that is refused says why, and a variant it does not define is unknown.
    let (ok, bad) = run(&["moves", "page_zebra", "--ini", "/no/such/file.ini"]);
    assert!(!ok && bad.contains("/no/such/file.ini"), "{bad}");
    let (ok, unknown) = run(&["moves", "page_nothing", "--ini", ini]);
    assert!(!ok && unknown.contains("unknown variant 'page_nothing'"), "{unknown}");
}

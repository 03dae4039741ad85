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
        ("1. e4 e5 2. Ke3", "2. Ke3: "),
        ("1. e4 { never closed", "not closed"),
        ("1. e4 ( 1. d4", "variation"),
        ("[FEN \"8/8/8 w\"]\n1. e4", "FEN tag"),
        ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O-O", "5. O-O-O: "),
        // Moves are named as the record numbers them: the second side's with three dots.
        ("1. e4 e5 2. Nf3 Ke7 3. Nc3 Ke8 4. d4 Ke3", "4... Ke3: "),
        ("1. e4 e5 2. Nf3 2... Ke3", "2... Ke3: "),
        ("1.e4 e5 2.Nf3 Ke3", "2... Ke3: "),
        ("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]\n30... Kd7 31. e4 Ke6 32. Kf3", "32. Kf3: "),
        // Without move numbers, the moves are counted.
        ("e4 e5 Ke3", "move 3 (Ke3)"),
        // No game at all: an empty text, only blanks, only move numbers, only a result or a comment.
        ("", "no game in the text"),
        (" \n\t\n", "no game in the text"),
        ("1. 2. 3.", "no game in the text"),
        ("\u{feff}", "no game in the text"),
        ("{just a comment} *", "no game in the text"),
        // A record that plays on after the game ended, even under FIDE's rules: the fifth
        // occurrence of the start position.
        (
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4",
            "9. e4: the game had already ended after 8... Ng8 (fivefold repetition)",
        ),
    ];
    for (text, why) in cases {
        let e = from_pgn(text).err().unwrap_or_else(|| panic!("{text:?} read")).to_string();
        assert!(e.contains(why), "{text:?}: {e}");
    }
    assert!(pgn::parse(&"1. e4 ".repeat(pgn::MAX_LEN / 5)).is_err());
}

/// A UTF-8 byte-order mark before the text (as some editors and downloads write it) is skipped; a
/// stray invisible character elsewhere is named by its code point, never in Rust's escape syntax.
#[test]
fn a_byte_order_mark_before_the_record_is_skipped() {
    let (game, read) = from_pgn("\u{feff}[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n").unwrap();
    assert_eq!(read.tag("Event"), Some("x"));
    assert_eq!(game.history().len(), 3);
    let (game, _) = from_pgn("\u{feff}1. e4 e5").unwrap();
    assert_eq!(game.history().len(), 2);
    let e = from_pgn("1. e4 \u{feff}e5").err().expect("refused").to_string();
    assert!(e.contains("<U+FEFF>") && !e.contains("\\u{"), "{e}");
}

/// Lichess writes `[Variant "From Position"]` (with a FEN tag) for a standard chess game from a
/// set position: it is read as chess.
#[test]
fn lichess_from_position_is_chess() {
    let text = "[Event \"x\"]\n[Variant \"From Position\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. e4 Kd7 *\n";
    let (game, read) = from_pgn(text).unwrap();
    assert_eq!(game.id(), "chess");
    assert_eq!(game.history(), vec!["e2e4".to_string(), "e8d7".to_string()]);
    assert_eq!(read.moves.len(), 2);
}

/// Pychess writes `[Variant "Capablanca960"]` for Capablanca chess from a random array: it is
/// read as fairyboard's `caparandom` (it was refused as a variant fairyboard does not play).
#[test]
fn pychess_capablanca960_is_capablanca_random() {
    let start = fairyboard::Game::new("caparandom", None).unwrap().fen();
    for name in ["Capablanca960", "CapaRandom"] {
        let text = format!("[Variant \"{name}\"]\n[FEN \"{start}\"]\n[SetUp \"1\"]\n\n*\n");
        let (game, _) = from_pgn(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(game.id(), "caparandom", "{name}");
    }
    // And it is the name a caparandom record is written with.
    let mut g = fairyboard::game::open("caparandom", None).unwrap();
    assert!(to_pgn(g.as_mut(), &[], &[]).contains("[Variant \"Capablanca960\"]"));
}

/// A record in long algebraic notation (`1. e2-e4 e7-e5 2. Ng1-f3`) reads as its SAN twin, the
/// result after it included.
#[test]
fn a_record_in_long_algebraic_notation_reads() {
    let (game, read) =
        from_pgn("1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 5. O-O f7-f6 1-0\n").unwrap();
    let (twin, _) = from_pgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 1-0\n").unwrap();
    assert_eq!(game.history(), twin.history());
    assert_eq!(read.result.as_deref(), Some("1-0"));
}

/// A record with tags and no moves is a game at its start position (not "no game").
#[test]
fn a_record_with_tags_and_no_moves_is_a_start_position() {
    let (game, read) = from_pgn("[Event \"x\"]\n[Result \"*\"]\n\n*\n").unwrap();
    assert!(game.history().is_empty());
    assert_eq!(read.result.as_deref(), Some("*"));
    let (game, _) = from_pgn("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]").unwrap();
    assert_eq!(game.position(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
}

/// The first game of a text is read, and the reader is told when more follow.
#[test]
fn a_text_of_several_games_is_read_to_its_first_and_says_more_follow() {
    let two = "[Event \"a\"]\n1. e4 e5 1-0\n\n[Event \"b\"]\n1. d4 d5 0-1\n";
    let p = pgn::parse(two).unwrap();
    assert_eq!((p.moves.len(), p.result.as_deref(), p.more), (2, Some("1-0"), true));
    let no_result = pgn::parse("1. e4 e5\n[Event \"b\"]\n1. d4 *").unwrap();
    assert_eq!((p.moves.len(), no_result.more), (2, true));
    for one in ["[Event \"a\"]\n1. e4 e5 1-0\n", "1. e4 e5 *  \n\n", "1. e4 e5"] {
        assert!(!pgn::parse(one).unwrap().more, "{one:?}");
    }
}

/// Over the board a third repetition and 50 moves are claimed, not automatic (FIDE): a record
/// that plays on past them, which fairyboard's own games end there (the article's rule), is read
/// with the variant's claim_draws option on; the game it gives goes on under FIDE's limits, and
/// writes itself as a chess record again.
#[test]
fn a_record_that_plays_on_past_a_claimable_draw_reads_with_claimed_draws() {
    let repeated = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 *";
    let (mut game, read) = from_pgn(repeated).unwrap();
    assert_eq!(game.id(), "chess+claim_draws");
    assert_eq!(read.moves.len(), 10);
    assert_eq!(game.outcome(), None);
    let again = to_pgn(game.as_mut(), &[], &[]);
    assert!(!again.contains("[Variant "), "{again}");
    let (game2, _) = from_pgn(&again).unwrap();
    assert_eq!((game2.id(), game2.history()), (game.id(), game.history()));
    // 50 moves without a capture or a pawn move (the FEN's count at 98 plies), then more.
    let long = "[FEN \"7k/8/8/8/8/8/8/R3K3 w - - 98 80\"]\n[SetUp \"1\"]\n\n80. Ra2 Kg8 81. Ra3 Kf8 82. Ra4 *";
    assert!(fairyboard::game::open("chess", Some("7k/8/8/8/8/8/8/R3K3 w - - 98 80")).is_ok());
    let (mut game, read) = from_pgn(long).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((game.id(), read.moves.len()), ("chess+claim_draws".to_string(), 5));
    assert_eq!(game.outcome(), None);
    // A record that needs no claim keeps its variant as it was.
    let (game, _) = from_pgn("[Variant \"Capablanca\"]\n1. e4 e5 *").unwrap();
    assert_eq!(game.id(), "capablanca");
}

/// What other programs and people write and lichess and python-chess read: a promotion without
/// `=` (`bxa8Q`), an en passant capture marked `e.p.`.
#[test]
fn records_read_promotions_without_equals_and_en_passant_marks() {
    let text = "1. e4 d5 2. e5 f5 3. exf6 e.p. Nxf6 4. d4 g6 5. c4 Bg7 6. c5 O-O 7. c6 a6 8. cxb7 a5 9. bxa8Q *";
    let (game, read) = from_pgn(text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.moves.len(), 17);
    let h = game.history();
    assert_eq!((h[4].as_str(), h[16].as_str()), ("e5f6", "b7a8q"));
    let (game, _) =
        from_pgn("[FEN \"1n2k3/2P5/8/8/8/8/8/4K3 w - - 0 1\"]\n1. cxb8Q+ *").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.history(), ["c7b8q"]);
    let (game, _) =
        from_pgn("[FEN \"1n2k3/2P5/8/8/8/8/8/4K3 w - - 0 1\"]\n1. cxb8=N *").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.history(), ["c7b8n"]);
    // `ep` without dots.
    let (game, _) = from_pgn("1. e4 d5 2. e5 f5 3. exf6ep *").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.history()[4], "e5f6");
}

/// A record without a FEN tag whose moves do not fit the variant's start is read from the
/// variant's other start positions: pychess and Fairy-Stockfish play Capablanca from the standard
/// array, fairyboard from the article's.
#[test]
fn a_record_without_a_fen_is_tried_from_the_variants_other_starts() {
    let (game, _) = from_pgn("[Variant \"Capablanca\"]\n\n1. e4 e5 2. Ab3 Ab6 *").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.id(), "capablanca");
    assert_eq!(
        game.start_position().as_deref(),
        Some("rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1")
    );
    assert_eq!(game.history().len(), 4);
    // Moves that fit no start are refused with the first start's reason.
    let e = from_pgn("[Variant \"Capablanca\"]\n\n1. e4 e5 2. Zb3 *").err().expect("refused").to_string();
    assert!(e.contains("2. Zb3"), "{e}");
}

/// Side lines and annotation marks are read past, and the record says it held them (the page
/// says they are not kept).
#[test]
fn side_lines_and_annotation_marks_are_said_to_be_left_out() {
    let (_, read) = from_pgn("1. e4 e5 2. Nf3 *").unwrap();
    assert!(!read.left_out);
    for text in [
        "1. e4 e5 (1... c5 2. Nf3) 2. Nf3 *",
        "1. e4 $1 e5 2. Nf3 *",
        "1. e4!? e5 2. Nf3 *",
        // Evaluation symbols written on their own, as books and some programs write them.
        "1. e4 += e5 = 2. Nf3 +- *",
        "1. e4 !? e5 ± 2. Nf3 ∞ *",
    ] {
        let (game, read) = from_pgn(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert!(read.left_out, "{text}");
        assert_eq!(game.history(), ["e2e4", "e7e5", "g1f3"], "{text}");
    }
}

/// Moves written with figurines (♘f3), as books and some programs print them, read as SAN.
#[test]
fn figurine_moves_read_as_their_letters() {
    let (game, read) = from_pgn("1. e4 e5 2. ♘f3 ♞c6 3. ♗b5 a6 4. O-O ♘f6 5. ♖e1 *").unwrap_or_else(|e| panic!("{e}"));
    assert!(!read.left_out);
    assert_eq!(game.history(), ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "e1g1", "g8f6", "f1e1"]);
}

#[test]
fn a_variant_with_other_known_starts_always_writes_its_start() {
    // Capablanca's article start is Bird's array; other programs read [Variant "Capablanca"] alone
    // as the standard array, so the record names its start.
    let mut g = fairyboard::game::open("capablanca", None).unwrap();
    g.play("d2d4").unwrap();
    let text = fairyboard::game::record::to_pgn(g.as_mut(), &[], &[]);
    let start = g.start_position().unwrap();
    assert!(text.contains(&format!("[FEN \"{start}\"]")), "{text}");
    assert!(text.contains("[SetUp \"1\"]"), "{text}");
    // Chess, with one start, does not.
    let mut g = fairyboard::game::open("chess", None).unwrap();
    g.play("e2e4").unwrap();
    assert!(!fairyboard::game::record::to_pgn(g.as_mut(), &[], &[]).contains("[FEN "));
}

#[test]
fn moves_written_in_the_games_own_notations_are_read() {
    // Oracle: the game's own move list. Seeded random games of shogi, minishogi and xiangqi are
    // written in each of their notations (Western shogi, WXF, Chinese; KIF's "(77)" reads as a PGN
    // side line, and KIF files have their own reader) and read back.
    use fairyboard::notation::written::Style;
    let mut seed = 0x5eed_u64;
    for (id, tag) in [("shogi", "Shogi"), ("minishogi", "Minishogi"), ("xiangqi", "Xiangqi")] {
        let mut g = fairyboard::game::open(id, None).unwrap();
        for _ in 0..40 {
            let moves = g.legal_moves(None).unwrap();
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            g.play(&moves[(seed % moves.len() as u64) as usize]).unwrap();
        }
        let played = g.history();
        for style in g.notations().into_iter().filter(|s| !matches!(s, Style::San | Style::Coordinates | Style::Kif)) {
            let written = g.history_as(style).unwrap();
            let body: Vec<String> = written
                .iter()
                .enumerate()
                .map(|(i, m)| if i % 2 == 0 { format!("{}. {m}", i / 2 + 1) } else { m.clone() })
                .collect();
            let text = format!("[Variant \"{tag}\"]\n\n{} *\n", body.join(" "));
            let (read, _) = from_pgn(&text).unwrap_or_else(|e| panic!("{id} {style:?}: {e}\n{text}"));
            assert_eq!(read.history(), played, "{id} {style:?}");
        }
    }
}

#[test]
fn shogi_and_xiangqi_records_write_moves_as_their_players_do_and_read_them_back() {
    // Chu shogi's lion: a capture without moving (igui), a pass, a capture and a step on.
    let lions = "6k5/12/12/12/12/5pp5/5N6/12/12/12/12/6K5 w - 0 1";
    for (id, start, moves, expected) in [
        ("shogi", None, &["c3c4", "g7g6", "b2h8+", "g9h8", "B@e5"][..], "1. P-7f P-3d 2. Bx2b+ Sx2b 3. B*5e"),
        ("xiangqi", None, &["h3e3", "h10g8"][..], "1. C2=5 H8+7"),
        (
            "chushogi",
            Some(lions),
            &["f6f7f6", "g12h12", "f6g6f6", "h12g12", "f6g7h8"][..],
            "1. Nx!7f K-5a 2. N-6g-7g K-6a 3. Nx6f-5e",
        ),
    ] {
        let mut g = fairyboard::game::open(id, start).unwrap();
        for m in moves {
            g.play(m).unwrap();
        }
        let text = to_pgn(g.as_mut(), &[], &[]);
        assert!(text.contains(expected), "{id}: {text}");
        let (read, _) = from_pgn(&text).unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
        assert_eq!(read.history(), g.history(), "{id}");
    }
}

/// A game of a kind other than chess (Makarenko's towers, Gess) set up from a position of its own
/// keeps that position in its record (`FEN`, `SetUp`) and reads back as the same game; it was
/// written without one and read back from the start, as another game or an illegal move (a
/// records review).
#[test]
fn a_set_up_game_of_any_kind_keeps_its_start_in_the_record() {
    for id in ["makarenko", "gess", "chess"] {
        let mut first = fairyboard::game::open(id, None).unwrap();
        let opening = first.legal_moves(None).unwrap()[0].clone();
        first.play(&opening).unwrap();
        let setup = first.position();
        let mut g = fairyboard::game::open(id, Some(&setup)).unwrap();
        let reply = g.legal_moves(None).unwrap()[0].clone();
        g.play(&reply).unwrap();
        let text = to_pgn(g.as_mut(), &[], &[]);
        assert!(text.contains("[SetUp \"1\"]"), "{id}: {text}");
        let (back, _) = from_pgn(&text).unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
        assert_eq!((back.position(), back.history()), (g.position(), g.history()), "{id}: {text}");
    }
}

/// Records name squares by their a1 names (notation.md: "Squares (API, CLI, FEN, saved games)"),
/// also in the variants whose move list writes the board's labels (Trojan's Greek files, Omega's
/// w1); a record written with the labels still reads (a records review found Greek letters in
/// Trojan records, which other programs refuse).
#[test]
fn records_name_squares_by_their_a1_names() {
    for id in ["trojan", "omega", "quadtrojan"] {
        let mut g = fairyboard::game::open(id, None).unwrap();
        for _ in 0..6 {
            let moves = g.legal_moves(None).unwrap();
            let m = moves[moves.len() / 3].clone();
            g.play(&m).unwrap();
        }
        let labelled = g.history_written();
        let text = to_pgn(g.as_mut(), &[], &[]);
        let movetext = text.split("\n\n").nth(1).unwrap_or_default();
        assert!(movetext.is_ascii(), "{id}: {movetext}");
        let (back, _) = from_pgn(&text).unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
        assert_eq!(back.history(), g.history(), "{id}");
        // The move list's own spelling reads too.
        let old = text.replace(movetext, &labelled.join(" "));
        let (again, _) = from_pgn(&old).unwrap_or_else(|e| panic!("{id}: {e}\n{old}"));
        assert_eq!(again.history(), g.history(), "{id}: {old}");
    }
}

/// Dai shogi's pieces of several letters are written without their FEN brackets (`LN-10d`, not
/// `(LN)-10d`, which a PGN reader takes for a side line), so its records use the move list's
/// Western notation too and read back as played.
#[test]
fn dai_shogi_records_write_pieces_of_several_letters_without_brackets() {
    let mut g = fairyboard::game::open("daishogi", None).unwrap();
    let mut rng = 7u64;
    for _ in 0..40 {
        let moves = g.legal_moves(None).unwrap();
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        g.play(&moves[(rng >> 33) as usize % moves.len()].clone()).unwrap();
    }
    let text = to_pgn(g.as_mut(), &[], &[]);
    let body = text.rsplit("\n\n").next().unwrap();
    assert!(!body.contains('(') && body.contains("LN-"), "{text}");
    let (read, _) = from_pgn(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.history(), g.history());
}

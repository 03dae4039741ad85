//! SAN (src/notation/san.rs) against an outside implementation: random games of chess, Chess960,
//! crazyhouse and antichess whose every move python-chess wrote in SAN (tests/data/, made by
//! scripts/san-oracle.py). Reading each SAN gives the move python-chess played, writing that move
//! gives the same SAN, and the positions stay equal.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::notation::san;
use fairyboard::Game;

#[derive(serde::Deserialize)]
struct Oracle {
    source: String,
    games: std::collections::BTreeMap<String, Vec<Record>>,
}

#[derive(serde::Deserialize)]
struct Record {
    fen: String,
    moves: Vec<Move>,
    end: String,
}

#[derive(serde::Deserialize)]
struct Move {
    uci: String,
    san: String,
}

/// python-chess writes a pawn drop `@d5`; fairyboard, like lichess and Fairy-Stockfish, `P@d5`.
fn lichess(san: &str) -> String {
    if san.starts_with('@') {
        format!("P{san}")
    } else {
        san.to_string()
    }
}

/// The board, side and hands of a FEN (python-chess writes crazyhouse hands in brackets too).
fn placement(fen: &str) -> String {
    fen.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

#[test]
fn san_reads_and_writes_as_python_chess_does() {
    let oracle: Oracle = serde_json::from_str(include_str!("data/san-python-chess.json")).unwrap();
    let mut total = 0;
    let mut kinds = [0usize; 5]; // captures, checks, castlings, promotions, drops
    for (variant, games) in &oracle.games {
        for (n, rec) in games.iter().enumerate() {
            let mut g = Game::new(variant, Some(&rec.fen)).unwrap_or_else(|e| panic!("{variant} {n}: {e}"));
            for (ply, m) in rec.moves.iter().enumerate() {
                let fen = g.fen();
                let at = || format!("{variant} game {n} ply {ply} ({} / {}): {fen}", m.san, m.uci);
                let mv = san::read(&mut g, &m.san).unwrap_or_else(|e| panic!("{}: {e}", at()));
                assert_eq!(&mv[..2], &m.uci[..2], "{}", at());
                assert_eq!(san::write(&mut g, &mv).unwrap(), lichess(&m.san), "{}", at());
                g.play(&mv).unwrap();
                total += 1;
                for (k, mark) in ["x", "+", "O-O", "=", "@"].iter().enumerate() {
                    kinds[k] += usize::from(m.san.contains(mark));
                }
            }
            assert_eq!(placement(&g.fen()), placement(&rec.end), "{variant} game {n} end");
            // The whole record in SAN, as the move list shows it.
            let all = san::history(&g).unwrap();
            let expect: Vec<String> = rec.moves.iter().map(|m| lichess(&m.san)).collect();
            assert_eq!(all, expect, "{variant} game {n}");
        }
    }
    println!("{total} moves agree with {}; captures/checks/castlings/promotions/drops {kinds:?}", oracle.source);
    assert!(total > 10_000 && kinds.iter().all(|&k| k > 20), "{total} {kinds:?}");
}

/// Long algebraic notation, as some records write moves: the origin always, `-` or `x` between
/// the squares (`e2-e4`, `Ng1-f3`, `e5xd6`, `e7-e8=Q`). Every move of the oracle's chess games
/// rewritten so reads as the move python-chess played.
#[test]
fn san_reads_long_algebraic_moves() {
    let oracle: Oracle = serde_json::from_str(include_str!("data/san-python-chess.json")).unwrap();
    let mut total = 0;
    for variant in ["chess", "chess960"] {
        for rec in &oracle.games[variant] {
            let mut g = Game::new(variant, Some(&rec.fen)).unwrap();
            for m in &rec.moves {
                let (from, to) = (&m.uci[..2], &m.uci[2..4]);
                let lan = if m.san.starts_with('O') {
                    m.san.clone()
                } else {
                    let token = g.token_at(from).unwrap().unwrap().to_ascii_uppercase();
                    let letter = if token == "P" { "" } else { token.as_str() };
                    let sep = if m.san.contains('x') { "x" } else { "-" };
                    let promo = m
                        .uci
                        .get(4..)
                        .filter(|p| !p.is_empty())
                        .map(|p| format!("={}", p.to_ascii_uppercase()))
                        .unwrap_or_default();
                    format!("{letter}{from}{sep}{to}{promo}")
                };
                let mv = san::read(&mut g, &lan).unwrap_or_else(|e| panic!("{variant} {lan} ({}): {e}", m.san));
                assert_eq!(&mv[..2], from, "{lan}");
                g.play(&mv).unwrap();
                total += 1;
            }
        }
    }
    assert!(total > 2_000, "{total}");
}

#[test]
fn san_refuses_what_is_not_a_legal_move_here() {
    let mut g = Game::new("chess", None).unwrap();
    for bad in ["", "Nf6", "e5", "Ke2", "O-O", "Qh5+", "P@e4", "zz9", "\u{202e}e4"] {
        assert!(san::read(&mut g, bad).is_err(), "{bad:?}");
    }
    assert_eq!(san::read(&mut g, "e4").unwrap(), "e2e4");
    assert_eq!(san::read(&mut g, "Ngf3").unwrap(), "g1f3", "over-disambiguated");
    assert_eq!(san::read(&mut g, "g1f3").unwrap(), "g1f3", "a move string");
    assert_eq!(g.fen(), Game::new("chess", None).unwrap().fen(), "reading changes nothing");
    // Two knights that can reach d2: the bare letter is ambiguous.
    let mut g = Game::new("chess", Some("4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1")).unwrap();
    assert!(san::read(&mut g, "Ne2").is_ok());
    let mut g = Game::new("chess", Some("4k3/8/8/8/8/8/8/1N1K1N2 w - - 0 1")).unwrap();
    assert!(san::read(&mut g, "Nd2").unwrap_err().to_string().contains("ambiguous"));
    assert_eq!(san::write(&mut g, "b1d2").unwrap(), "Nbd2");
}

/// Omega chess and Great Outer name squares in SAN as their boards show them (`san_squares =
/// labels`): the pawn on c3 (labelled b1) to c4 is `b2`, the wizard on w1 (the a1 cell) to b4 is
/// `Wa2`, the knight on d2 (c0) to e4 is `Nd2`; the move strings keep the a1 names.
#[test]
fn san_names_squares_by_the_board_labels_where_the_variant_says_so() {
    let mut g = Game::new("omega", None).unwrap();
    assert_eq!(san::write(&mut g, "c3c4").unwrap(), "b2");
    assert_eq!(san::write(&mut g, "c3c6").unwrap(), "b4");
    assert_eq!(san::write(&mut g, "a1b4").unwrap(), "Wa2", "the wizard from w1 to the a1 names' b4 (label a2)");
    assert_eq!(san::write(&mut g, "d2e4").unwrap(), "Nd2");
    assert_eq!(san::read(&mut g, "b2").unwrap(), "c3c4");
    assert_eq!(san::read(&mut g, "Wa2").unwrap(), "a1b4");
    assert_eq!(san::read(&mut g, "c3c4").unwrap(), "c3c4", "a move string is still read");
    // Two rivals on one file are told apart by the label's rank (`a10`-like labels split at the digits).
    let mut g = Game::new("greatouter", None).unwrap();
    let first = g.legal_moves()[0].clone();
    let written = san::write(&mut g, &first).unwrap();
    assert_eq!(san::read(&mut g, &written).unwrap(), first);
    // Chess keeps its a1 names.
    let mut g = Game::new("chess", None).unwrap();
    assert_eq!(san::write(&mut g, "e2e4").unwrap(), "e4");
}

/// The Trojan and Decimal boards name their files in Greek (α–υ), and so does their SAN, as the
/// article writes squares (ε4): a move list in Latin letters named files the board does not show
/// (the 20×20 board's `r7` is its σ7, beside a file ρ). Records read back.
#[test]
fn trojan_san_names_squares_in_greek_as_the_board_does() {
    let mut g = Game::new("trojan", None).unwrap();
    assert_eq!(san::write(&mut g, "e2e4").unwrap(), "ε4");
    assert_eq!(san::read(&mut g, "ε4").unwrap(), "e2e4");
    let mut g = Game::new("quadtrojan", None).unwrap();
    let m = g.legal_moves().into_iter().find(|m| m.starts_with("r2")).unwrap();
    let written = san::write(&mut g, &m).unwrap();
    assert!(written.starts_with('σ'), "{m}: {written}");
    assert_eq!(san::read(&mut g, &written).unwrap(), m);
    for id in ["newdecimal", "newdecimal2", "greatdecimal", "doubletrojan", "newdecimal-small"] {
        let mut g = Game::new(id, None).unwrap();
        let m = g.legal_moves()[0].clone();
        let written = san::write(&mut g, &m).unwrap();
        assert!(!written.chars().any(|c| c.is_ascii_lowercase() && c != 'x'), "{id}: {written}");
    }
}

//! Tori shogi, the article's reading (spec variants-catalog.md §27.3, AMB-TORI-3) against
//! Fairy-Stockfish's rules (option `two_swallows_per_file`), from positions built for each rule.
//!
//! The article's perft is cross-checked twice: by the independent slow generator
//! (tests/common/slow.rs, extended with drops written from the spec: hands, the per-file swallow
//! count, no drop where a piece could never move, no swallow-drop mate, compulsory promotion; it
//! reproduces Fairy-Stockfish's figures with the option), and node by node: at every node of a tree
//! walked in both games at once, the article's moves are exactly Fairy-Stockfish's moves without the
//! swallow drops on a file that already holds one of the dropper's unpromoted swallows (the one rule
//! that differs), that rule written here from the spec text and the board alone.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use fairyboard::pieces::Color;
use fairyboard::{variants, Game};

const FSF: &str = "torishogi+two_swallows_per_file";

fn game(id: &str, fen: &str) -> Game {
    Game::new(id, Some(fen)).unwrap_or_else(|e| panic!("{id} {fen}: {e}"))
}

fn from(g: &mut Game, prefix: &str) -> Vec<String> {
    g.legal_moves().into_iter().filter(|m| m.starts_with(prefix)).collect()
}

#[test]
fn one_unpromoted_swallow_per_file_for_drops() {
    // A swallow on c3 and one in hand.
    let fen = "3k3/7/7/7/7/2S4/3K3[S] w - - 0 1";
    let art = from(&mut game("torishogi", fen), "S@");
    assert!(!art.iter().any(|m| m.starts_with("S@c")), "article: no second swallow on the c-file: {art:?}");
    assert!(art.contains(&"S@b3".to_string()) && !art.contains(&"S@b7".to_string()), "{art:?}");
    let fsf = from(&mut game(FSF, fen), "S@");
    assert!(fsf.contains(&"S@c5".to_string()), "Fairy-Stockfish: a second one is fine: {fsf:?}");
    // Two on the file: the third is refused by both rules.
    let fen = "3k3/7/7/7/2S4/2S4/3K3[S] w - - 0 1";
    for id in ["torishogi", FSF] {
        let d = from(&mut game(id, fen), "S@");
        assert!(!d.iter().any(|m| m.starts_with("S@c")), "{id}: a third swallow on c: {d:?}");
        assert!(game(id, fen).play("S@c6").is_err());
    }
    // A promoted swallow (goose) does not count.
    let d = from(&mut game("torishogi", "3k3/7/7/7/7/2+S4/3K3[S] w - - 0 1"), "S@");
    assert!(d.contains(&"S@c5".to_string()), "{d:?}");
    // An enemy swallow does not count either.
    let d = from(&mut game("torishogi", "3k3/7/2s4/7/7/7/3K3[S] w - - 0 1"), "S@");
    assert!(d.contains(&"S@c3".to_string()), "{d:?}");
}

#[test]
fn a_piece_dropped_in_the_zone_promotes_on_its_first_move_even_leaving_the_zone() {
    // Sente drops a falcon on c6 (its zone is ranks 6 and 7): it stays unpromoted.
    let mut g = game("torishogi", "6k/7/7/7/7/7/3K3[F] w - - 0 1");
    g.play("F@c6").unwrap();
    assert!(g.fen().starts_with("6k/2F4/7/7/7/7/3K3[] b"), "{}", g.fen());
    g.play("g7g6").unwrap();
    let m = from(&mut g, "c6");
    // Forward, sideways, forward diagonals (staying in the zone) and backward diagonals (leaving it):
    // every one promotes, none may stay a falcon.
    assert_eq!(m, ["c6b5+", "c6b6+", "c6b7+", "c6c7+", "c6d5+", "c6d6+", "c6d7+"]);
    g.play("c6d5+").unwrap();
    assert!(g.fen().starts_with("7/6k/3+F3/7/7/7/3K3[] b"), "{}", g.fen());
    // A falcon that moves into the zone must promote (no unpromoted arrival).
    let mut g = game("torishogi", "6k/7/7/2F4/7/7/3K3[] w - - 0 1");
    let m = from(&mut g, "c4");
    assert!(m.contains(&"c4c5".to_string()) && !m.iter().any(|x| x.ends_with('+')), "outside the zone: {m:?}");
    g.play("c4c5").unwrap();
    g.play("g7g6").unwrap();
    assert_eq!(from(&mut g, "c5c6"), ["c5c6+"]);
    // A swallow dropped on the sixth rank promotes when it steps to the seventh.
    let mut g = game("torishogi", "k6/7/7/7/7/7/3K3[S] w - - 0 1");
    g.play("S@e6").unwrap();
    g.play("a7b7").unwrap();
    assert_eq!(from(&mut g, "e6"), ["e6e7+"]);
}

#[test]
fn no_mate_by_a_swallow_drop() {
    // S@a6 would mate the phoenix on a7 (b7 and b6 covered, a6 protected by the crane).
    let fen = "k6/2F4/1C5/7/7/7/3K3[S] w - - 0 1";
    for id in ["torishogi", FSF] {
        let mut g = game(id, fen);
        assert!(!g.legal_moves().contains(&"S@a6".to_string()), "{id}");
        assert!(g.play("S@a6").is_err());
    }
    // Without the falcon the phoenix escapes to b7: the checking drop is legal.
    let mut g = game("torishogi", "k6/7/1C5/7/7/7/3K3[S] w - - 0 1");
    assert!(g.legal_moves().contains(&"S@a6".to_string()));
}

#[test]
fn the_literal_array_is_the_alternative_start() {
    let v = variants::builtin("torishogi").unwrap();
    assert_eq!(v.start_fen, "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1");
    // AMB-TORI-2: light's extra swallow on the article's d3 = c4, dark's by point reflection on e4.
    assert_eq!(v.alt_starts.len(), 1);
    assert_eq!(v.alt_starts[0].1, "rpckcpl/3f3/sssssss/2S1s2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1");
    // The option shares the start position.
    assert_eq!(variants::builtin(FSF).unwrap().start_fen, v.start_fen);
}

/// Whether the side to move holds an unpromoted swallow on the file of `square` (from the FEN's
/// board: swallows are `S` / `s`, a goose `+S`).
fn swallow_on_file(fen: &str, file: usize, side: Color) -> bool {
    let board = fen.split(['[', ' ']).next().unwrap();
    let want = if side == Color::White { 'S' } else { 's' };
    board.split('/').any(|rank| {
        let mut f = 0;
        let mut promoted = false;
        for c in rank.chars() {
            if let Some(d) = c.to_digit(10) {
                f += d as usize;
            } else if c == '+' {
                promoted = true;
            } else {
                if c == want && !promoted && f == file {
                    return true;
                }
                promoted = false;
                f += 1;
            }
        }
        false
    })
}

/// Walks both games to `depth`, comparing the move sets at every node; returns the article's perft.
fn walk(art: &mut Game, fsf: &mut Game, depth: u32) -> u64 {
    let mut a = art.legal_moves();
    a.sort();
    let fen = fsf.fen();
    let side = fsf.turn();
    let mut want: Vec<String> = fsf
        .legal_moves()
        .into_iter()
        .filter(|m| {
            !(m.starts_with("S@") || m.starts_with("s@"))
                || !swallow_on_file(&fen, (m.as_bytes()[2] - b'a') as usize, side)
        })
        .collect();
    want.sort();
    assert_eq!(a, want, "'{fen}': the article's moves");
    if depth == 0 {
        return 1;
    }
    let mut n = 0;
    for m in &a {
        art.play(m).unwrap();
        fsf.play(m).unwrap();
        n += walk(art, fsf, depth - 1);
        art.undo();
        fsf.undo();
    }
    n
}

#[test]
fn article_perft_agrees_with_the_rule_written_from_the_spec() {
    // Positions with swallows in hand, so that the rule matters at every node.
    let cases: &[(&str, u32)] = &[
        ("rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1", 3),
        ("rpckcpl/3f3/s1sssss/2s1S2/SSSS1SS/3F3/LPCKCPR[Ss] w - - 0 1", 3),
        ("3k3/7/2s4/7/2S2s1/1S5/3K3[SSss] w - - 0 1", 3),
        ("rpckcpl/3f3/sssssss/2S1s2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1", 3),
    ];
    for &(fen, depth) in cases {
        let mut art = game("torishogi", fen);
        let mut fsf = game(FSF, fen);
        let n = walk(&mut art, &mut fsf, depth);
        assert_eq!(art.perft(depth), n, "{fen}");
        println!("torishogi '{fen}' perft({depth}) = {n} (Fairy-Stockfish's rules: {})", fsf.perft(depth));
    }
}

#[test]
fn the_slow_generator_with_drops_reproduces_fairy_stockfish_and_agrees_with_the_article_rules() {
    use common::slow::Slow;
    let start = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1";
    let slow = Slow::new(FSF);
    let pos = slow.pos_from_fen(start);
    for (d, n) in [(1, 17), (2, 288), (3, 5430), (4, 103_857)] {
        assert_eq!(slow.perft(&pos, d), n, "slow generator, Fairy-Stockfish's rules, depth {d}");
    }
    // Engine against the slow generator, both readings, from positions with pieces in hand.
    let mut total = 0;
    for (fen, depth) in [
        (start, 4),
        ("rpckcpl/3f3/s1sssss/2s1S2/SSSS1SS/3F3/LPCKCPR[Ss] w - - 0 1", 3),
        ("3k3/7/2s4/7/2S2s1/1S5/3K3[SSss] w - - 0 1", 3),
        ("k6/2F4/1C5/7/7/7/3K3[S] w - - 0 1", 3),
        ("6k/7/7/7/7/7/3K3[FS] w - - 0 1", 3),
        ("rpckcpl/3f3/sssssss/2S1s2/SSSSSSS/3F3/LPCKCPR[] w - - 0 1", 4),
    ] {
        for id in ["torishogi", FSF] {
            let n = common::check_perft(id, fen, depth).unwrap_or_else(|e| panic!("{e}"));
            println!("{id} '{fen}' perft({depth}) = {n} (engine = slow generator)");
            total += n;
        }
    }
    assert!(total > 0);
}

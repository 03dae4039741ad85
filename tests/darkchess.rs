//! Dark chess (spec variants-catalog §25): each side sees its own cells and the destinations of
//! its pseudo-legal moves (AMB-DARK-1), no check — the king is captured —, castling ignoring
//! attacks (AMB-DARK-2). The engine's moves and each side's visible cells agree with an
//! independent model (tests/common/chess_slow.rs, written from the rules) on perft and at every
//! ply of random games, and what the game interface shows a viewer holds no piece it does not
//! see. Run in release mode.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::chess_slow::{End, Slow};
use common::Rng;
use fairyboard::game::GameInterface;
use fairyboard::pieces::Color;
use fairyboard::{Game, Reason};

fn dark() -> Slow {
    Slow { dark: true, ..Slow::start() }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[test]
fn perft_agrees_with_the_model() {
    let mut g = Game::new("darkchess", None).unwrap();
    let slow = dark();
    for d in 1..=4 {
        assert_eq!(g.perft(d), slow.perft(d), "depth {d}");
    }
}

/// At every ply: the moves, both sides' visible cells, and what each viewer is shown.
#[test]
fn random_games_agree_on_moves_and_on_what_each_side_sees() {
    let mut rng = Rng::new(0xda_4c);
    let (mut kings, mut hidden) = (0, 0);
    for game in 0..40 {
        let mut g = Game::new("darkchess", None).unwrap();
        let mut slow = dark();
        for ply in 0..200 {
            assert_eq!(sorted(g.legal_moves()), slow.moves(), "game {game} ply {ply}: {}", g.fen());
            for viewer in [Color::White, Color::Black] {
                let seen = sorted(GameInterface::visible(&g, viewer).expect("dark chess hides"));
                assert_eq!(seen, slow.visible(viewer == Color::White), "game {game} ply {ply} {viewer:?}: {}", g.fen());
                // The viewer is shown exactly the pieces on the cells it sees, and its own.
                let shown = GameInterface::occupants(&g, Some(viewer));
                let all = GameInterface::occupants(&g, None);
                let own = |tok: &str| tok.starts_with(|c: char| c.is_ascii_uppercase()) == (viewer == Color::White);
                let expect: Vec<_> =
                    all.iter().filter(|o| own(&o.piece) || seen.contains(&o.square)).cloned().collect();
                assert_eq!(shown, expect, "game {game} ply {ply}");
                hidden += all.len() - shown.len();
                // Its position string holds those pieces and no other.
                let fen = GameInterface::position_seen_by(&g, viewer);
                let pieces = fen.split(' ').next().unwrap().chars().filter(|c| c.is_ascii_alphabetic()).count();
                assert_eq!(pieces, shown.len(), "{fen}");
                // Its record hides the other side's moves.
                let record = GameInterface::history_seen_by(&g, viewer);
                let theirs = record.iter().enumerate().filter(|(i, _)| (i % 2 == 0) != (viewer == Color::White));
                assert!(theirs.clone().all(|(_, m)| m.is_none()), "{record:?}");
            }
            if let Some(o) = g.outcome() {
                let end = slow.end.expect("the model sees the end too");
                assert_eq!(end, o.winner.map_or(End::Draw, |w| End::Mate(w == Color::White)), "game {game}");
                kings += usize::from(o.reason == Reason::Goal);
                break;
            }
            let moves = g.legal_moves();
            let caps: Vec<&String> = moves.iter().filter(|m| g.token_at(&m[2..4]).ok().flatten().is_some()).collect();
            let m = if !caps.is_empty() && rng.below(2) == 0 {
                caps[rng.below(caps.len())].clone()
            } else {
                moves[rng.below(moves.len())].clone()
            };
            g.play(&m).unwrap();
            slow = slow.play(&m);
        }
    }
    println!("kings captured in {kings} of 40 games; {hidden} pieces hidden from a viewer in all");
    assert!(kings > 20 && hidden > 1000, "kings {kings}, hidden {hidden}");
}

#[test]
fn the_start_shows_each_side_its_half_and_no_check_exists() {
    let g = Game::new("darkchess", None).unwrap();
    let white = GameInterface::visible(&g, Color::White).unwrap();
    // Ranks 1–2, the pawns' 16 cells ahead and the knights' a3 c3 f3 h3 (among them).
    assert_eq!(white.len(), 32);
    assert!(white.iter().all(|s| matches!(&s[1..], "1" | "2" | "3" | "4")), "{white:?}");
    assert_eq!(
        GameInterface::position_seen_by(&g, Color::White),
        "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
        "Black's pieces and castling rights are not shown"
    );
    // The king may move into attack, and castle through it (AMB-DARK-2).
    let mut g = Game::new("darkchess", Some("r3k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1")).unwrap();
    let moves = g.legal_moves();
    assert!(moves.contains(&"e1f1".to_string()) && moves.contains(&"e1g1".to_string()), "{moves:?}");
    g.play("e1f1").unwrap();
    g.play("f2f1").unwrap();
    assert_eq!(g.outcome().map(|o| (o.winner, o.reason)), Some((Some(Color::Black), Reason::Goal)));
}

#[test]
fn a_blocked_pawn_sees_its_blocker_only_with_the_option() {
    let fen = "4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1";
    let seen = |id: &str| GameInterface::visible(&Game::new(id, Some(fen)).unwrap(), Color::White).unwrap();
    assert!(!seen("darkchess").contains(&"e4".to_string()), "dark by default: the pawn cannot move there");
    assert!(seen("darkchess+pawn_front").contains(&"e4".to_string()), "the option's reading");
}

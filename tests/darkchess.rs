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

/// The computer searches from its own view: two games that look the same to the side to move
/// (the real one, and one rebuilt from what that side sees) give the search the same position and
/// get the same move, a legal one, with one enemy king put back where the side cannot see it (where
/// it sees no enemy king).
#[test]
fn the_computer_thinks_from_its_own_view_only() {
    use fairyboard::search::{clock::FrozenClock, Limits, Memory};
    let mut rng = Rng::new(0x5ee);
    let mut checked = 0;
    for game in 0..28 {
        let mut g = Game::new("darkchess", None).unwrap();
        for ply in 0..60 {
            if g.outcome().is_some() {
                break;
            }
            if ply % 5 == 4 {
                let side = g.turn();
                // The twin: the side's view, with the enemy king on some other cell it does not see.
                let seen = GameInterface::visible(&g, side).unwrap();
                let enemy_king = if side == Color::White { 'k' } else { 'K' };
                let view = GameInterface::position_seen_by(&g, side);
                let mut cells = expand(view.split(' ').next().unwrap());
                // A king the side sees already has no twin elsewhere (a second king is refused).
                if cells.contains(&enemy_king) {
                    continue;
                }
                let free: Vec<usize> = (0..64).filter(|&i| cells[i] == '.' && !seen.contains(&square(i))).collect();
                let Some(&spot) = free.get(rng.below(free.len().max(1))) else { continue };
                cells[spot] = enemy_king;
                let twin_fen = format!("{} {}", contract(&cells), view.split_once(' ').unwrap().1);
                let mut twin = Game::new("darkchess", Some(&twin_fen)).unwrap();
                if GameInterface::visible(&twin, side).unwrap() != seen {
                    // The king now blocks a pawn's step: the twin looks different; not a twin.
                    continue;
                }
                let guess = g.fen_guessed_by(side);
                assert_eq!(twin.fen_guessed_by(side), guess, "game {game} ply {ply}: {}", g.fen());
                assert_eq!(guess.split(' ').next().unwrap().matches(enemy_king).count(), 1, "{guess}");
                let limits = Limits { depth: Some(3), ..Limits::default() };
                let think = |x: &mut Game| {
                    GameInterface::think(x, &mut Memory::new(1), &limits, &FrozenClock, None, &mut |_| {})
                        .unwrap()
                        .mv
                        .unwrap()
                };
                let (real, seen) = (think(&mut g), think(&mut twin));
                assert_eq!(real, seen, "game {game} ply {ply}: {}", g.fen());
                assert!(g.legal_moves().contains(&real), "{real} in {}", g.fen());
                checked += 1;
            }
            let moves = g.legal_moves();
            g.play(&moves[rng.below(moves.len())].clone()).unwrap();
        }
    }
    assert!(checked > 80, "{checked} positions");
}

/// A FEN board as 64 chars, a8 first ('.' empty).
fn expand(board: &str) -> Vec<char> {
    let mut out = Vec::new();
    for c in board.chars().filter(|&c| c != '/') {
        match c.to_digit(10) {
            Some(n) => out.extend(std::iter::repeat('.').take(n as usize)),
            None => out.push(c),
        }
    }
    out
}

/// 64 chars (a8 first) back to a FEN board.
fn contract(cells: &[char]) -> String {
    let rows: Vec<String> = cells
        .chunks(8)
        .map(|row| {
            let mut s = String::new();
            let mut run = 0;
            for &c in row {
                if c == '.' {
                    run += 1;
                } else {
                    if run > 0 {
                        s.push_str(&run.to_string());
                    }
                    run = 0;
                    s.push(c);
                }
            }
            if run > 0 {
                s.push_str(&run.to_string());
            }
            s
        })
        .collect();
    rows.join("/")
}

/// The square of index `i` in [`expand`]'s order.
fn square(i: usize) -> String {
    format!("{}{}", (b'a' + (i % 8) as u8) as char, 8 - i / 8)
}

//! Moves as shogi and xiangqi players write them (src/notation/written.rs), against outside
//! implementations: the Japanese (KIF) text python-shogi writes for 4,500 moves of random shogi
//! games, and the Chinese text the `cchess` package writes for random xiangqi games, with WXF
//! checked as the Chinese text's transliteration; Western shogi notation from the rules (every
//! legal move written differently, the textbook forms).
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::game::{GameInterface, Origin};
use fairyboard::notation::written::{self, Style};
use fairyboard::Game;

#[derive(serde::Deserialize)]
struct Games<M> {
    games: Vec<Vec<M>>,
}

#[derive(serde::Deserialize)]
struct ShogiMove {
    usi: String,
    kif: String,
}

#[derive(serde::Deserialize)]
struct XiangqiMove {
    iccs: String,
    text: String,
}

/// A USI square (`7g`) as fairyboard's (`c3`).
fn usi_square(s: &str) -> String {
    let b = s.as_bytes();
    format!("{}{}", (b'a' + 9 - (b[0] - b'0')) as char, 9 - (b[1] - b'a'))
}

/// A USI move as fairyboard's move string in `g`.
fn from_usi(g: &mut Game, usi: &str) -> String {
    if let Some((piece, to)) = usi.split_once('*') {
        let to = usi_square(to);
        let a = GameInterface::actions(g, Origin::All, None).unwrap();
        return a
            .into_iter()
            .find(|a| a.to == to && a.drop.as_deref().is_some_and(|d| d.eq_ignore_ascii_case(piece)))
            .unwrap()
            .notation;
    }
    format!("{}{}{}", usi_square(&usi[0..2]), usi_square(&usi[2..4]), &usi[4..])
}

#[test]
fn japanese_moves_are_written_as_python_shogi_writes_them() {
    let data: Games<ShogiMove> = serde_json::from_str(include_str!("data/shogi-kif-python-shogi.json")).unwrap();
    let mut total = 0;
    for (n, game) in data.games.iter().enumerate() {
        let mut g = Game::new("shogi", None).unwrap();
        for (ply, m) in game.iter().enumerate() {
            if g.outcome().is_some() {
                break; // fairyboard ended it (a repetition python-shogi does not stop at)
            }
            let mv = from_usi(&mut g, &m.usi);
            assert_eq!(
                written::write(&mut g, &mv, Style::Kif).unwrap(),
                m.kif,
                "game {n} ply {ply} {}: {}",
                m.usi,
                g.fen()
            );
            g.play(&mv).unwrap_or_else(|e| panic!("game {n} ply {ply} {}: {e}", m.usi));
            total += 1;
        }
    }
    assert!(total > 3000, "{total}");
}

/// The WXF form of a Chinese move text: pieces to letters, numerals to digits, 进 退 平 to + - =,
/// 前 后 to + - (the WXF rules' transliteration).
fn wxf_of(text: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    let letter = |c: char| match c {
        '帅' | '将' => Some('K'),
        '仕' | '士' => Some('A'),
        '相' | '象' => Some('E'),
        '马' => Some('H'),
        '车' => Some('R'),
        '炮' => Some('C'),
        '兵' | '卒' => Some('P'),
        _ => None,
    };
    let digit = |c: char| {
        "一二三四五六七八九"
            .chars()
            .position(|d| d == c)
            .or_else(|| "１２３４５６７８９".chars().position(|d| d == c))
            .map(|i| char::from(b'1' + i as u8))
    };
    // 前炮 → C+, 炮二 → C2.
    match (chars[0], chars.get(1).copied()) {
        ('前', Some(p)) if letter(p).is_some() => out.extend([letter(p).unwrap(), '+']),
        ('后', Some(p)) if letter(p).is_some() => out.extend([letter(p).unwrap(), '-']),
        (p, Some(f)) => out.extend([letter(p).unwrap_or('?'), digit(f).unwrap_or('?')]),
        _ => {}
    }
    for &c in &chars[2..] {
        out.push(match c {
            '进' => '+',
            '退' => '-',
            '平' => '=',
            c => digit(c).unwrap_or('?'),
        });
    }
    out
}

#[test]
fn chinese_and_wxf_moves_are_written_as_cchess_writes_them() {
    let data: Games<XiangqiMove> = serde_json::from_str(include_str!("data/xiangqi-cchess.json")).unwrap();
    let (mut total, mut tandem, mut refused) = (0, 0, 0);
    for (n, game) in data.games.iter().enumerate() {
        let mut g = Game::new("xiangqi", None).unwrap();
        for (ply, m) in game.iter().enumerate() {
            if g.outcome().is_some() {
                break;
            }
            // ICCS ranks count from 0.
            let b = m.iccs.as_bytes();
            let mv = format!("{}{}{}{}", b[0] as char, b[1] - b'0' + 1, b[2] as char, b[3] - b'0' + 1);
            let at = format!("game {n} ply {ply} {} {}: {}", m.iccs, m.text, g.fen());
            if !g.legal_moves().contains(&mv) {
                // cchess's random games may leave the general in check, or repeat where the
                // article's rules refuse: the game's rest is left out.
                refused += 1;
                break;
            }
            assert_eq!(
                written::write(&mut g, &mv, Style::Chinese).unwrap_or_else(|e| panic!("{at}: {e}")),
                m.text,
                "{at}"
            );
            assert_eq!(written::write(&mut g, &mv, Style::Wxf).unwrap(), wxf_of(&m.text), "{at}");
            tandem += usize::from(m.text.starts_with(['前', '后']));
            g.play(&mv).unwrap_or_else(|e| panic!("{at}: {e}"));
            total += 1;
        }
    }
    println!("{total} moves agree; {tandem} tandem; {refused} games cut where cchess played an illegal move");
    assert!(total > 4000 && tandem > 100 && refused < 3, "{total} moves, {tandem} tandem, {refused} cut");
}

#[test]
fn western_shogi_notation_tells_every_move_apart_and_reads_as_the_books_write() {
    let mut g = Game::new("shogi", None).unwrap();
    assert_eq!(written::write(&mut g, "c3c4", Style::Shogi).unwrap(), "P-7f");
    // Golds on 6i and 4i can both go to 5h: the origin is written.
    assert_eq!(written::write(&mut g, "d1e2", Style::Shogi).unwrap(), "G6i-5h");
    // Promotion written +, a declined one =, a capture x, a drop *.
    let mut g = Game::new("shogi", Some("4k4/9/2P6/9/9/9/9/9/4K4[B] w - - 0 1")).unwrap();
    assert_eq!(written::write(&mut g, "c7c8+", Style::Shogi).unwrap(), "P-7b+");
    assert_eq!(written::write(&mut g, "c7c8", Style::Shogi).unwrap(), "P-7b=");
    assert_eq!(written::write(&mut g, "B@e5", Style::Shogi).unwrap(), "B*5e");
    assert_eq!(written::write(&mut g, "B@e5", Style::Kif).unwrap(), "５五角打");
    let mut g = Game::new("shogi", Some("4k4/9/9/9/9/9/2p6/2R6/4K4[] w - - 0 1")).unwrap();
    assert_eq!(written::write(&mut g, "c2c3", Style::Shogi).unwrap(), "Rx7g");
    // In random games no two legal moves are written the same.
    let mut rng = 0x5eed_u64;
    for _ in 0..10 {
        let mut g = Game::new("shogi", None).unwrap();
        for _ in 0..80 {
            let moves = g.legal_moves();
            if moves.is_empty() || g.outcome().is_some() {
                break;
            }
            let mut written: Vec<String> =
                moves.iter().map(|m| written::write(&mut g, m, Style::Shogi).unwrap()).collect();
            written.sort();
            let n = written.len();
            written.dedup();
            assert_eq!(written.len(), n, "{}", g.fen());
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            g.play(&moves[(rng >> 33) as usize % moves.len()].clone()).unwrap();
        }
    }
}

#[test]
fn each_game_offers_its_players_notation_first() {
    let offered = |id: &str| fairyboard::game::open(id, None).unwrap().notations();
    assert_eq!(offered("chess"), [Style::San, Style::Coordinates]);
    assert_eq!(offered("shogi"), [Style::Shogi, Style::Kif, Style::Coordinates]);
    assert_eq!(offered("chushogi")[0], Style::Shogi);
    assert_eq!(offered("xiangqi"), [Style::Wxf, Style::Chinese, Style::Coordinates]);
    assert_eq!(offered("gess"), [Style::Coordinates]);
    let mut g = fairyboard::game::open("xiangqi", None).unwrap();
    g.play("h3e3").unwrap();
    g.play("h10g8").unwrap();
    assert_eq!(g.history_as(Style::Wxf).unwrap(), ["C2=5", "H8+7"]);
    assert_eq!(g.history_as(Style::Chinese).unwrap(), ["炮二平五", "马８进７"]);
    assert_eq!(g.history_as(Style::Coordinates).unwrap(), ["h3e3", "h10g8"]);
    assert!(g.history_as(Style::Kif).is_err());
    let mut g = fairyboard::game::open("shogi", None).unwrap();
    g.play("c3c4").unwrap();
    g.play("g7g6").unwrap();
    assert_eq!(g.history_as(Style::Shogi).unwrap(), ["P-7f", "P-3d"]);
    assert_eq!(g.history_as(Style::Kif).unwrap(), ["７六歩(77)", "３四歩(33)"]);
}

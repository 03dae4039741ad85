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
fn western_shogi_notation_writes_a_lions_two_steps_and_igui_as_the_chu_shogi_association_does() {
    // A white lion on f6 (7g) before a black pawn on f7 (7f), an empty g6 (6g) beside it.
    let fen = "6k5/12/12/12/12/5p6/5N6/12/12/12/12/6K5 w - 0 1";
    let mut g = Game::new("chushogi", Some(fen)).unwrap();
    let w = |g: &mut Game, m: &str| written::write(g, m, Style::Shogi).unwrap();
    assert_eq!(w(&mut g, "f6f7"), "Nx7f");
    assert_eq!(w(&mut g, "f6f7g7"), "Nx7f-6f");
    assert_eq!(w(&mut g, "f6f7f6"), "Nx!7f");
    assert_eq!(w(&mut g, "f6g6f6"), "N-6g-7g");
    // Two lions that can both take the pawn without moving: the origin tells them apart.
    let fen = "6k5/12/12/12/12/5p6/5NN5/12/12/12/12/6K5 w - 0 1";
    let mut g = Game::new("chushogi", Some(fen)).unwrap();
    assert_eq!(w(&mut g, "f6f7f6"), "N7gx!7f");
    assert_eq!(w(&mut g, "g6f7g6"), "N6gx!7f");
}

#[test]
fn western_shogi_notation_tells_every_move_apart_in_each_shogi_game() {
    for (id, plies) in [
        ("chushogi", 60),
        ("daishogi", 40),
        ("torishogi", 60),
        ("yarishogi", 60),
        ("kyotoshogi", 60),
        ("minishogi", 60),
    ] {
        let mut rng = 0x5eed_u64;
        for _ in 0..3 {
            let mut g = Game::new(id, None).unwrap();
            for _ in 0..plies {
                if g.outcome().is_some() {
                    break;
                }
                let moves = written::moves_written(&mut g, Style::Shogi).unwrap();
                if moves.is_empty() {
                    break;
                }
                let mut texts: Vec<&str> = moves.iter().map(|(_, w)| w.as_str()).collect();
                texts.sort_unstable();
                let n = texts.len();
                texts.dedup();
                assert_eq!(texts.len(), n, "{id}: {}", g.fen());
                // Each writing reads back as its own move.
                let (mv, text) = &moves[(rng >> 40) as usize % moves.len()];
                assert_eq!(&g.read_move(text).unwrap(), mv, "{id}: {text} in {}", g.fen());
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let mv = mv.clone();
                g.play(&mv).unwrap();
            }
        }
    }
}

#[test]
fn each_game_offers_its_players_notation_first() {
    let offered = |id: &str| fairyboard::game::open(id, None).unwrap().notations();
    assert_eq!(offered("chess"), [Style::San, Style::Coordinates]);
    // Also the board's labels (7g7f, as USI writes the squares), after the players' own.
    assert_eq!(offered("shogi"), [Style::Shogi, Style::Kif, Style::Labels, Style::Coordinates]);
    assert_eq!(offered("chushogi")[0], Style::Shogi);
    assert_eq!(offered("xiangqi"), [Style::Wxf, Style::Chinese, Style::Coordinates]);
    assert_eq!(offered("gess"), [Style::Labels, Style::Coordinates]);
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

/// python-shogi's games as KIF records: a header, `同　` where a move lands where the last one did,
/// times on every other move, and `投了` after the last move fairyboard plays.
#[test]
fn kif_records_of_python_shogis_moves_read_back_move_for_move() {
    use fairyboard::game::record::from_kif;
    let data: Games<ShogiMove> = serde_json::from_str(include_str!("data/shogi-kif-python-shogi.json")).unwrap();
    let mut same_square = 0;
    for (n, game) in data.games.iter().enumerate() {
        let mut g = Game::new("shogi", None).unwrap();
        let mut text = String::from("開始日時：2026/12/04 10:00:00\n手合割：平手\n先手：Sente player\n後手：Gote player\n手数----指手---------消費時間--\n");
        let mut last = String::new();
        for (ply, m) in game.iter().enumerate() {
            if g.outcome().is_some() {
                break;
            }
            let mv = from_usi(&mut g, &m.usi);
            g.play(&mv).unwrap();
            let dest: String = m.kif.chars().take(2).collect();
            let written = if dest == last {
                same_square += 1;
                format!("同　{}", m.kif.chars().skip(2).collect::<String>())
            } else {
                m.kif.clone()
            };
            last = dest;
            let time = if ply % 2 == 0 { "   ( 0:01/00:00:01)" } else { "" };
            text.push_str(&format!("{:>4} {written}{time}\n", ply + 1));
        }
        text.push_str(&format!("{:>4} 投了\n", g.history().len() + 1));
        let r = from_kif(&text).unwrap_or_else(|e| panic!("game {n}: {e}"));
        let (read, kif, result) = (r.game, r.kif, r.result);
        assert_eq!(read.history(), g.history(), "game {n}");
        assert_eq!(kif.variant, "shogi");
        assert!(kif.tags.contains(&("White".to_string(), "Sente player".to_string())));
        assert!(kif.tags.contains(&("Date".to_string(), "2026.12.04".to_string())));
        let loser_first = g.turn() == fairyboard::pieces::Color::White;
        if g.outcome().is_none() {
            assert_eq!(
                result.as_deref(),
                Some(if loser_first { "0-1" } else { "1-0" }),
                "game {n}: the side to move resigned"
            );
        }
        assert_eq!(read.position(), g.fen());
    }
    assert!(same_square > 100, "{same_square} moves written 同");
}

#[test]
fn kif_move_texts_are_compared_as_written_by_any_program() {
    use fairyboard::notation::kif::normal;
    assert_eq!(normal("２二成銀(33)   ( 0:01/00:00:03)", ""), "２二全(33)");
    assert_eq!(normal("同　銀不成(44)", "３三"), "３三銀(44)");
    assert_eq!(normal("５五角打", ""), "５五角");
    assert_eq!(normal("５八王(59)+", ""), "５八玉(59)");
    assert_eq!(normal("２三竜(28)", ""), "２三龍(28)");
}

#[test]
fn kif_written_by_fairyboard_reads_back_also_from_a_board_diagram() {
    use fairyboard::game::record::from_kif;
    use fairyboard::notation::kif;
    let starts = [
        ("shogi", None),
        // Gote to move, Sente with a pawn and Gote with a bishop and a gold in hand.
        ("shogi", Some("lnsgk1snl/1r7/pppppppp1/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[Pbg] b - - 0 1")),
        ("minishogi", None),
    ];
    for (variant, start) in starts {
        let mut g = Game::new(variant, start).unwrap();
        // Twenty moves, the first legal move each time but captures and drops first.
        for _ in 0..20 {
            let moves = g.legal_moves();
            let Some(m) = moves.iter().find(|m| m.contains('@')).or(moves.first()).cloned() else { break };
            if g.outcome().is_some() {
                break;
            }
            g.play(&m).unwrap();
        }
        let tags = [("White".to_string(), "A".to_string()), ("Date".to_string(), "2026.12.04".to_string())];
        let text = kif::write(&g, &tags).unwrap();
        assert_eq!(text.contains("手合割"), start.is_none(), "{text}");
        assert_eq!(text.contains("後手番"), start.is_some(), "{text}");
        let r = from_kif(&text).unwrap_or_else(|e| panic!("{variant} {start:?}: {e}\n{text}"));
        let (read, k) = (r.game, r.kif);
        assert_eq!(k.variant, variant);
        assert_eq!(read.history(), g.history(), "{text}");
        assert_eq!(read.position(), g.fen());
        assert_eq!(read.start_position(), Some(Game::new(variant, start).unwrap().fen()));
        assert!(k.tags.contains(&("White".to_string(), "A".to_string())));
    }
}

#[test]
fn bad_kif_records_are_refused_with_what_is_wrong() {
    use fairyboard::game::record::from_kif;
    let err = |text: &str| from_kif(text).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(err("手合割：平手\n1 ７六歩(77)\n2 ７六歩(77)\n").contains("move 2 '７六歩(77)' is not legal here"));
    assert!(err("手合割：香落ち\n1 ３四歩(33)\n").contains("the handicap '香落ち' is not read"));
    assert!(err("後手の持駒：なし\n|v香v桂|一\n|x歩 ・|二\n").contains("the board row"));
    assert!(err("後手の持駒：竜王\n").contains("the hand"));
    // A hand of a million pawns is refused as read, not built.
    assert!(err(&format!("後手の持駒：{}\n", "歩九十九　".repeat(200_000))).contains("the hand"));
    assert!(err("後手の持駒：歩二十　歩二十一\n").contains("the hand"));
    // KI2's unnumbered moves are refused, not read as a record without moves.
    assert!(err("手合割：平手\n先手：A\n後手：B\n\n▲７六歩 △３四歩 ▲２二角成 △同銀\n")
        .contains("KI2) are not read: give the record as KIF"));
}

#[test]
fn a_kif_record_writes_a_recapture_on_the_same_square_as_dou() {
    // 1. ７六歩 ３四歩 2. ２二角成 同　銀: the move list's KIF is the KIF file's (同 for the square
    // of the move before).
    let mut g = Game::new("shogi", None).unwrap();
    for m in ["c3c4", "g7g6", "b2h8+", "g9h8"] {
        g.play(m).unwrap();
    }
    let kif = written::history(&g, Style::Kif).unwrap();
    assert_eq!(kif, ["７六歩(77)", "３四歩(33)", "２二角成(88)", "同　銀(31)"]);
}

#[test]
fn a_kif_tag_value_cannot_add_header_lines() {
    use fairyboard::notation::kif;
    let g = Game::new("shogi", None).unwrap();
    let tags = [
        ("White".to_string(), "A\n後手：Forged".to_string()),
        ("Event".to_string(), "Cup\r\n場所：Nowhere".to_string()),
    ];
    let text = kif::write(&g, &tags).unwrap();
    assert!(text.contains("先手：A 後手：Forged\n"), "{text}");
    assert!(text.contains("棋戦：Cup  場所：Nowhere\n"), "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("後手：")).count(), 1, "{text}");
    assert_eq!(text.lines().filter(|l| l.starts_with("場所：")).count(), 0, "{text}");
}

/// The move list offers KIF for the games a KIF record holds (shogi, minishogi), not for the
/// family's larger games, whose KIF it garbled and whose record was refused (a records review).
#[test]
fn kif_is_offered_where_a_kif_record_holds_the_game() {
    for (id, kif) in [
        ("shogi", true),
        ("minishogi", true),
        ("chushogi", false),
        ("daishogi", false),
        ("yarishogi", false),
        ("torishogi", false),
        ("kyotoshogi", false),
    ] {
        let g = fairyboard::game::open(id, None).unwrap();
        assert_eq!(g.notations().contains(&Style::Kif), kif, "{id}: {:?}", g.notations());
    }
    // Any other game's KIF is refused in one wording, whatever kind of game it is.
    for id in ["chushogi", "xiangqi", "chess", "gess", "makarenko", "chex", "bughouse"] {
        let mut g = fairyboard::game::open(id, None).unwrap();
        let e = fairyboard::game::record::to_kif(g.as_mut(), &[]).unwrap_err();
        assert_eq!(e.to_string(), format!("KIF records shogi and minishogi, not '{id}'"));
    }
}

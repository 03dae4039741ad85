//! Setup choices as variant data (src/variants/setup.rs, src/notation/choices.rs): the positions
//! the TCHESS setup rules give, the counts and squares they refuse, the chooser's order, and that
//! every position they give is one the engine accepts.

use fairyboard::notation::choices::{next_alternative, resolved, stand_in_spots, start_fen, SetupChoices, SideChoices};
use fairyboard::pieces::Color;
use fairyboard::{variants, Game};

const TAIL: &str = " w - - 0 1 - - -";

fn tchess() -> std::sync::Arc<variants::Variant> {
    variants::shared("tchess").unwrap()
}

fn alts(pairs: &[(&str, &str)]) -> fairyboard::notation::choices::Alternatives {
    pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
}

fn front_row(rank: u32) -> fairyboard::notation::choices::Alternatives {
    "zisittisiz"
        .chars()
        .enumerate()
        .map(|(f, l)| (format!("{}{rank}", (b'a' + f as u8) as char), l.to_string()))
        .collect()
}

#[test]
fn no_choices_give_the_start_array() {
    let v = tchess();
    assert_eq!(start_fen(&v, &SetupChoices::default()).unwrap(), v.start_fen);
}

#[test]
fn tournament_mode_mirrors_black_and_the_engine_accepts_it() {
    let v = tchess();
    let black = SideChoices {
        flip: true,
        alternatives: front_row(8),
        replace: true,
        stand_in: Some(("e10".into(), "a".into())),
    };
    let c = SetupChoices { black, tournament: true, ..Default::default() };
    let fen = start_fen(&v, &c).unwrap();
    assert_eq!(fen, format!("xgwdaldwgh/frnbqebnrf/zisittisiz/10/10/10/10/ZISITTISIZ/FRNBQEBNRF/XGWDALDWGH{TAIL}"));
    Game::new("tchess", Some(&fen)).unwrap();
    let [white, _] = resolved(&v, &c).unwrap();
    assert_eq!(white.stand_in, Some(("e1".to_string(), "a".to_string())));
    assert!(white.alternatives.contains_key("a3"));
}

#[test]
fn asymmetric_choices() {
    let v = tchess();
    let white = SideChoices {
        alternatives: alts(&[("b3", "i"), ("c3", "s"), ("d3", "i"), ("j3", "z")]),
        replace: true,
        ..Default::default()
    };
    let black = SideChoices { flip: true, ..Default::default() };
    let fen = start_fen(&v, &SetupChoices { white, black, ..Default::default() }).unwrap();
    assert_eq!(fen, format!("xgwdmldwgh/frnbqkbnrf/pppppppppp/10/10/10/10/PISIPPPPPZ/FRNBQEBNRF/CGWDMLDWGC{TAIL}"));
}

#[test]
fn counts_squares_and_stand_ins_are_checked() {
    let v = tchess();
    let three_sergeants =
        SideChoices { alternatives: alts(&[("a3", "s"), ("b3", "s"), ("c3", "s")]), ..Default::default() };
    let e = start_fen(&v, &SetupChoices { white: three_sergeants, ..Default::default() }).unwrap_err().to_string();
    assert!(e.contains("at most 2 Sergeant"), "{e}");
    let not_a_pawn = SideChoices { alternatives: alts(&[("a2", "s")]), ..Default::default() };
    assert!(start_fen(&v, &SetupChoices { white: not_a_pawn, ..Default::default() }).is_err());
    let queen = SideChoices { alternatives: alts(&[("a3", "q")]), ..Default::default() };
    assert!(start_fen(&v, &SetupChoices { white: queen, ..Default::default() })
        .unwrap_err()
        .to_string()
        .contains("not an alternative"));
    // A stand-in may not replace the king or a pawn.
    for sq in ["f2", "e3"] {
        let s = SideChoices { stand_in: Some((sq.into(), "j".into())), ..Default::default() };
        let e = start_fen(&v, &SetupChoices { white: s, ..Default::default() }).unwrap_err().to_string();
        assert!(e.contains("does not hold a piece it may replace"), "{sq}: {e}");
    }
    let knight = SideChoices { stand_in: Some(("b1".into(), "q".into())), ..Default::default() };
    assert!(start_fen(&v, &SetupChoices { white: knight, ..Default::default() }).is_err());
}

#[test]
fn the_replaced_piece_may_start_as_a_vacancy() {
    let v = tchess();
    let s = SideChoices { stand_in: Some(("b2".into(), "j".into())), ..Default::default() };
    let fen = start_fen(&v, &SetupChoices { white: s, vacancy: true, ..Default::default() }).unwrap();
    assert!(fen.ends_with(" w - - 0 1 - R -"), "{fen}");
    assert!(fen.contains("/FJNBQKBNRF/"), "{fen}");
    Game::new("tchess", Some(&fen)).unwrap();
}

#[test]
fn stand_in_squares_exclude_royals_and_pawns_back_rank_first() {
    let v = tchess();
    let [white, black] = stand_in_spots(&v, &SetupChoices::default()).unwrap();
    assert_eq!(white.len(), 19, "10 on the ring, the 9 pieces of rank 2 but the king");
    assert_eq!(white[0].square, "a1");
    assert!(white.iter().all(|s| s.square != "f2" && !s.square.ends_with('3')), "no king, no pawn");
    assert_eq!(black[0].square, "a10");
}

#[test]
fn the_chooser_offers_the_recommended_alternative_first_then_the_others_within_the_counts() {
    let v = tchess();
    let mut c = SetupChoices::default();
    let mut seen = Vec::new();
    for _ in 0..5 {
        let next = next_alternative(&v, &c, Color::White, "e3").unwrap();
        seen.push(next.clone().unwrap_or_else(|| "P".into()));
        match next {
            Some(l) => c.white.alternatives.insert("e3".into(), l.to_ascii_lowercase()),
            None => c.white.alternatives.remove("e3"),
        };
    }
    assert_eq!(seen, ["T", "I", "S", "Z", "P"]);
    // With the whole recommended row the counts are used up: after the Templar, back to the Pawn.
    c.white.alternatives = front_row(3);
    assert_eq!(next_alternative(&v, &c, Color::White, "e3").unwrap(), None);
}

#[test]
fn the_8x8_game_offers_its_own_crop() {
    let v = variants::shared("tchess8").unwrap();
    let c = SetupChoices {
        black: SideChoices {
            alternatives: "isittisi"
                .chars()
                .enumerate()
                .map(|(i, l)| (format!("{}8", (b'b' + i as u8) as char), l.to_string()))
                .collect(),
            ..Default::default()
        },
        tournament: true,
        ..Default::default()
    };
    let fen = start_fen(&v, &c).unwrap();
    assert!(fen.contains("*isittisi*") && fen.contains("*ISITTISI*"), "{fen}");
    Game::new("tchess8", Some(&fen)).unwrap();
}

#[test]
fn variants_without_setup_rules_refuse_choices() {
    let v = variants::shared("chess").unwrap();
    assert!(v.setup.is_empty());
    let c = SetupChoices { white: SideChoices { flip: true, ..Default::default() }, ..Default::default() };
    assert!(start_fen(&v, &c).is_err());
}

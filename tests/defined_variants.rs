//! Variants a page defines (`variants::define`, the wasm `defineVariants`): known by id to every
//! call afterwards, checked whole before any is kept, never in place of a built-in variant.

use fairyboard::{game, variants, Game};
use serde_json::Value;

const DEFINED: &str = include_str!("data/defined-variants.ini");

/// Fairy-Stockfish's Grand chess counts (tests/data/perft.json).
fn grand_counts() -> Vec<u64> {
    let data: Value = serde_json::from_str(include_str!("data/perft.json")).unwrap();
    data["variants"]["grand"]["perft"].as_array().unwrap().iter().map(|n| n.as_u64().unwrap()).collect()
}

#[test]
fn a_defined_variant_plays_as_its_rules_say() {
    let ids = game::define(DEFINED).unwrap();
    assert_eq!(ids, ["page_grand", "page_grand_again", "page_zebra"]);
    let counts = grand_counts();
    for id in ["page_grand", "page_grand_again"] {
        let mut g = Game::new(id, None).unwrap();
        for (depth, &n) in counts.iter().enumerate().take(3) {
            assert_eq!(g.perft(depth as u32 + 1), n, "{id} perft {}", depth + 1);
        }
    }
    // Through the game interface and the registry, as the wasm calls reach it.
    let g = game::open("page_zebra", Some("4k3/8/8/8/3Z4/8/8/4K3 w - - 0 1")).unwrap();
    assert_eq!(g.id(), "page_zebra");
    let mut g = Game::new("page_zebra", Some("4k3/8/8/8/3Z4/8/8/4K3 w - - 0 1")).unwrap();
    let mut zebra = g.legal_moves_from("d4").unwrap();
    zebra.sort();
    assert_eq!(zebra, ["d4a2", "d4a6", "d4b1", "d4b7", "d4f1", "d4f7", "d4g2", "d4g6"]);
    assert_eq!(variants::shared("page_zebra").unwrap().name, "Zebra chess");
}

#[test]
fn a_definition_with_an_error_defines_nothing() {
    game::define("[page_keep:chess]\nname = Kept\n").unwrap();
    let bad = "[page_keep:chess]\nname = Replaced\n\n[page_broken:chess]\npiece = z | Broken | Q9x\n";
    let e = game::define(bad).unwrap_err().to_string();
    assert!(e.contains("page_broken") && e.contains("piece 'z'"), "{e}");
    assert_eq!(variants::shared("page_keep").unwrap().name, "Kept");
    assert!(variants::shared("page_broken").is_err());
}

#[test]
fn built_in_ids_and_twice_defined_ids_are_refused() {
    let e = game::define("[chess]\nname = Mine\n").unwrap_err().to_string();
    assert!(e.contains("'chess'") && e.contains("built-in"), "{e}");
    assert_eq!(variants::shared("chess").unwrap().name, "Chess");
    let e = game::define("[page_twice:chess]\n[page_twice:chess]\n").unwrap_err().to_string();
    assert!(e.contains("defined twice"), "{e}");
    for (text, said) in [
        ("", "no [variant] section"),
        ("name = x\n", "key before any [variant] section"),
        ("[page_orphan:no_such_parent]\n", "unknown parent variant 'no_such_parent'"),
        ("[Page Bad]\n", "bad variant id"),
    ] {
        let e = game::define(text).unwrap_err().to_string();
        assert!(e.contains(said), "{text:?}: {e}");
    }
    // A misspelt key is told the key it most likely meant.
    let e = game::define("[page_typo:chess]\npeice = z | Zebra | C\n").unwrap_err().to_string();
    assert!(e.contains("unknown key 'peice' (did you mean 'piece'?)"), "{e}");
    let e = game::define("[page_typo:chess]\nzzzzzzzz = 1\n").unwrap_err().to_string();
    assert!(e.contains("unknown key 'zzzzzzzz'") && !e.contains("did you mean"), "{e}");
    // A hostile key of 200,000 characters: refused, with no suggestion and a bounded message.
    let e = game::define(&format!("[page_typo:chess]\n{} = 1\n", "k".repeat(200_000))).unwrap_err().to_string();
    assert!(e.contains("unknown key") && !e.contains("did you mean") && e.len() < 3000, "{}", &e[..80]);
    // The ids an unknown parent could have been: the built-in ones, not the orphan itself.
    let e = game::define("[page_orphan:no_such_parent]\n").unwrap_err().to_string();
    let known = e.split("known: ").nth(1).unwrap_or_default();
    assert!(known.contains("chess") && !known.contains("page_orphan"), "{e}");
}

#[test]
fn a_variant_defined_again_is_served_anew() {
    game::define("[page_again:chess]\nname = First\n").unwrap();
    assert_eq!(variants::shared("page_again").unwrap().name, "First");
    let before = Game::new("page_again", None).unwrap();
    game::define("[page_again:chess]\nname = Second\nstart = 4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\n").unwrap();
    assert_eq!(variants::shared("page_again").unwrap().name, "Second");
    let mut after = Game::new("page_again", None).unwrap();
    assert_eq!(after.fen(), "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    // A game opened before keeps the rules it was opened with.
    assert_eq!(before.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert_eq!(after.perft(1), 16);
}

#[test]
fn a_variants_definition_reads_back_as_the_same_rules() {
    let text = variants::definition_text("grand+bogus_option").unwrap();
    assert!(text.starts_with("[grand:chess]\nname = Grand chess\n"), "{text}");
    assert!(text.contains("\n\n[chess]\nname = Chess\n"), "{text}");
    // Grand's own section under another id plays as Grand chess (Fairy-Stockfish's counts).
    let own = text.split("\n\n").next().unwrap().replacen("[grand:", "[page_grand_copy:", 1);
    game::define(&own).unwrap();
    let mut g = Game::new("page_grand_copy", None).unwrap();
    assert_eq!(g.perft(3), grand_counts()[2]);
    // A page's own variant, and its ancestors down to chess.
    game::define("[page_child:page_grand_copy]\nname = Child\n").unwrap();
    let text = variants::definition_text("page_child").unwrap();
    assert!(text.starts_with("[page_child:page_grand_copy]\nname = Child\n\n[page_grand_copy:chess]\n"), "{text}");
    assert!(text.contains("\n\n[chess]\nname = Chess\n"), "{text}");
    let e = variants::definition_text("page_nothing").unwrap_err().to_string();
    assert!(e.starts_with("unknown variant 'page_nothing'"), "{e}");
}

#[test]
fn a_start_that_cannot_be_played_is_refused_with_its_definition() {
    for (text, said) in [
        ("[page_wide:chess]\nboard = 10x8\n", "rank 8 has 8 cells"),
        ("[page_letter:chess]\nstart = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1\n", "'X'"),
        ("[page_check:chess]\nstart = 4k3/8/8/8/8/8/8/r3K3 b - - 0 1\n", "in check"),
    ] {
        let e = game::define(text).unwrap_err().to_string();
        assert!(e.contains(said), "{text:?}: {e}");
        let id = &text[1..text.find(':').unwrap()];
        assert!(variants::shared(id).is_err(), "{id} was defined");
    }
}

#[test]
fn a_child_without_a_name_is_named_by_its_id_and_the_counts_are_bounded() {
    game::define("[page_unnamed:chess]\nstart = 4k3/8/8/8/8/8/8/4K2R w K - 0 1\n").unwrap();
    assert_eq!(variants::shared("page_unnamed").unwrap().name, "page_unnamed");
    let many: String = (0..=variants::MAX_SECTIONS).map(|i| format!("[page_many{i}:chess]\n")).collect();
    let e = game::define(&many).unwrap_err().to_string();
    assert!(e.contains("at most 64 variants"), "{e}");
    assert!(variants::shared("page_many0").is_err());
}

#[test]
fn a_child_may_take_an_inherited_piece_away() {
    // Chess without knights: the parent's piece value for n is left out with the piece.
    let ids = game::define(
        "[page_no_knights:chess]\npiece = n | -\npromotion = q r b\nstart = r1bqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1\n",
    )
    .unwrap();
    assert_eq!(ids, ["page_no_knights"]);
    let v = variants::shared("page_no_knights").unwrap();
    assert!(v.pieces.iter().all(|p| p.letter != 'n'));
    assert_eq!(Game::new("page_no_knights", None).unwrap().perft(1), 18);
    // Shogi without lances (and their promoted form): the parent's kanji for them are left out.
    game::define("[page_no_lances:shogi]\npiece = l | -\npiece = +l | -\nstart = 1nsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/1NSGKGSN1[] w - - 0 1\n")
        .unwrap();
    // Shogi's 30 first moves less the lances' two, and the bishop's step to the empty corner 9i.
    assert_eq!(Game::new("page_no_lances", None).unwrap().perft(1), 29);
    // A value naming a piece no line defines is still refused.
    let e = game::define("[page_typo_value:chess]\nvalue = z 300\n").unwrap_err().to_string();
    assert!(e.contains("'value' names unknown piece 'z'"), "{e}");
}

//! Property tests over random playouts: play/undo restores position and hash, the incremental hash
//! equals the hash of the same position read from its FEN, FEN round-trips, and no move leaves the
//! mover's royal piece attacked.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::Game;
use proptest::prelude::*;

const VARIANTS: &[&str] = &[
    "chess",
    "capablanca",
    "grand",
    "doublechess",
    "speedchess",
    "french",
    "sepoys",
    "antichess",
    "giveaway",
    "gardner",
    "miccio",
    "shako",
    "maharajah",
    "trojan",
    "doubletrojan",
    "quadtrojan",
    "newdecimal-small",
    "newdecimal",
    "newdecimal2",
    "greatdecimal",
    "shogi",
    "minishogi",
    "crazyhouse",
    "xiangqi",
    "chushogi",
    "daishogi",
    "torishogi",
    "yarishogi",
    "kyotoshogi",
    "dobutsu",
    "tchess",
    "tchess8",
];

/// TCHESS starts with Jesters, an Assassin, alternatives and rule options (id, FEN).
const TCHESS_STARTS: &[(&str, &str)] = &[
    ("tchess", "cgwdjldwgc/frnbqkbnrf/zisittisiz/10/10/10/10/ZISITTISIZ/FRNBQKBNRF/CGWDJLDWGC w - - 0 1 - M m"),
    (
        "tchess+jester_vector+jester_copies_promoted",
        "xgwdjadwgh/frnbqebnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQEBNRF/XGWDJADWGH w - - 0 1",
    ),
    (
        "tchess8+assassin_connected+aura_any_side+aura_diagonal",
        "10/1rabqkbjr1/1isittisi1/10/10/10/10/1ISITTISI1/1RABQKBJR1/10 w - - 0 1",
    ),
    (
        "tchess+stage2_from_origin+stage2_onward+magister_up_to_2+stage2_from_slide_end",
        "cgwdmldwgc/frnbqkbnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQKBNRF/CGWDMLDWGC w - - 0 1",
    ),
];

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_every_invariant(v in 0..VARIANTS.len() + TCHESS_STARTS.len(), picks in prop::collection::vec(any::<u32>(), 0..120)) {
        let (id, start) = match VARIANTS.get(v) {
            Some(id) => (*id, None),
            None => (TCHESS_STARTS[v - VARIANTS.len()].0, Some(TCHESS_STARTS[v - VARIANTS.len()].1)),
        };
        let mut g = Game::new(id, start).unwrap();
        for pick in picks {
            if g.outcome().is_some() {
                break;
            }
            let moves = g.legal_moves();
            prop_assert!(!moves.is_empty());
            let mv = &moves[pick as usize % moves.len()];
            let (fen, hash) = (g.fen(), g.hash());
            let mover = g.turn();
            g.play(mv).unwrap();
            // The mover is never left in check (in variants with royal pieces).
            prop_assert!(!g.royal_attacked(mover), "{id}: {mv} from {fen} leaves the royal attacked");
            // Incremental hash equals a fresh one from the FEN; FEN round-trips.
            let after = g.fen();
            let fresh = Game::new(id, Some(&after)).unwrap_or_else(|e| panic!("{id}: {after}: {e}"));
            prop_assert_eq!(fresh.fen(), after.clone());
            prop_assert_eq!(fresh.hash(), g.hash(), "{} after {} from {}", id, mv, fen);
            // Undo restores everything; replay gives the same position.
            prop_assert_eq!(g.undo(), Some(mv.clone()));
            prop_assert_eq!(g.fen(), fen.clone());
            prop_assert_eq!(g.hash(), hash);
            g.play(mv).unwrap();
            prop_assert_eq!(g.fen(), after);
        }
    }

    #[test]
    fn fen_parser_never_panics(s in "\\PC{0,80}") {
        for id in ["chess", "grand", "doublechess", "tchess", "tchess8+jester_vector"] {
            let _ = Game::new(id, Some(&s));
        }
    }

    #[test]
    fn fen_mutations_never_panic(cut in 0usize..60, ins in "[0-9a-zA-Z/ *~\\[\\]+-]{0,6}") {
        let base = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
        let cut = cut.min(base.len());
        let fen = format!("{}{}{}", &base[..cut], ins, &base[cut..]);
        if let Ok(mut g) = Game::new("chess", Some(&fen)) {
            let _ = g.legal_moves();
            let _ = g.outcome();
        }
    }

    #[test]
    fn tchess_fen_mutations_never_panic(cut in 0usize..120, ins in "[0-9a-zA-Z/ *:,+-]{0,6}") {
        let base = "cgwdjldwgc/frnbqkbnrf/zisittisiz/10/10/4N5/10/ZISITTISIZ/FRNBQKBNRF/CGWDJLDWGC b - - 3 9 N:2,1 RF m";
        let cut = (0..=cut.min(base.len())).rev().find(|&c| base.is_char_boundary(c)).unwrap_or(0);
        let fen = format!("{}{}{}", &base[..cut], ins, &base[cut..]);
        for id in ["tchess", "tchess+jester_vector", "tchess8"] {
            if let Ok(mut g) = Game::new(id, Some(&fen)) {
                let moves = g.legal_moves();
                let _ = g.outcome();
                if let Some(m) = moves.first() {
                    g.play(m).unwrap();
                    prop_assert!(Game::new(id, Some(&g.fen())).is_ok(), "{id}: {} does not read back", g.fen());
                }
            }
        }
    }

    #[test]
    fn variant_ids_never_panic(s in "[a-z0-9+_-]{0,40}") {
        if let Ok(mut g) = Game::new(&s, None) {
            let _ = g.legal_moves();
        }
    }

    #[test]
    fn move_parser_never_panics(s in "\\PC{0,12}") {
        let mut g = Game::new("capablanca", None).unwrap();
        let before = g.fen();
        if g.play(&s).is_err() {
            prop_assert_eq!(g.fen(), before);
        }
    }

    #[test]
    fn betza_parser_never_panics(s in "[a-zA-Z0-9(),]{0,16}") {
        let _ = fairyboard::pieces::betza::parse(&s);
    }
}

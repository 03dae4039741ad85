//! Property tests over random playouts: play/undo restores position and hash, the incremental hash
//! equals the hash of the same position read from its FEN, FEN round-trips, and no move leaves the
//! mover's royal piece attacked.
#![cfg(not(target_arch = "wasm32"))]

use fairyboard::Game;
use proptest::prelude::*;

const VARIANTS: &[&str] =
    &["chess", "capablanca", "grand", "doublechess", "speedchess", "french", "sepoys", "antichess", "giveaway", "gardner", "miccio", "shako", "maharajah",
      "trojan", "doubletrojan", "quadtrojan", "newdecimal-small", "newdecimal", "newdecimal2", "greatdecimal", "shogi", "minishogi", "crazyhouse", "xiangqi", "chushogi", "daishogi", "torishogi", "yarishogi", "kyotoshogi", "dobutsu"];

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_every_invariant(v in 0..VARIANTS.len(), picks in prop::collection::vec(any::<u32>(), 0..120)) {
        let id = VARIANTS[v];
        let mut g = Game::new(id, None).unwrap();
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
        for id in ["chess", "grand", "doublechess"] {
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

//! The JavaScript API in headless Chromium (wasm-bindgen-test): results and errors as JS sees them.
#![cfg(target_arch = "wasm32")]

use fairyboard::wasm::{diagram_fen_js, diagram_js, variant_info, variants_js, JsGame};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

#[cfg(feature = "dev-api")]
#[path = "common/fsf.rs"]
mod fsf;

wasm_bindgen_test_configure!(run_in_browser);

fn error_message(e: wasm_bindgen::JsError) -> String {
    let v: JsValue = e.into();
    let err: js_sys::Error = v.dyn_into().expect("a JS Error");
    err.message().into()
}

#[wasm_bindgen_test]
fn plays_chess_and_reports_errors_as_js_errors() {
    let mut g = JsGame::new("chess", None).unwrap();
    assert_eq!(g.legal_moves(None).unwrap().len(), 20);
    assert_eq!(g.legal_moves(Some("g1".into())).unwrap(), vec!["g1f3".to_string(), "g1h3".to_string()]);
    assert_eq!(g.play("e2e4").unwrap(), "e2e4");
    let before = g.fen();
    let msg = error_message(g.play("e2e4").unwrap_err());
    assert!(msg.contains("illegal move"), "{msg}");
    assert_eq!(g.fen(), before);
    assert!(error_message(g.set_fen("not a fen").unwrap_err()).contains("bad FEN"));
    assert_eq!(g.fen(), before);
    assert_eq!(g.undo(), Some("e2e4".to_string()));
    #[cfg(feature = "dev-api")]
    assert_eq!(g.perft(3).unwrap(), 8902.0);
    assert!(error_message(JsGame::new("nosuch", None).err().unwrap()).contains("unknown variant"));
    assert!(error_message(JsGame::new("chess", Some("<img src=x onerror=alert(1)>".into())).err().unwrap())
        .contains("bad FEN"));
    assert!(g.outcome().unwrap().is_null());
}

#[wasm_bindgen_test]
fn history_as_gives_the_moves_from_the_one_asked() {
    let mut g = JsGame::new("chess", None).unwrap();
    for m in ["g1f3", "d7d5", "e2e4"] {
        g.play(m).unwrap();
    }
    assert_eq!(g.history_as("san", None).unwrap(), ["Nf3", "d5", "e4"]);
    assert_eq!(g.history_as("san", Some(0)).unwrap(), ["Nf3", "d5", "e4"]);
    assert_eq!(g.history_as("san", Some(2)).unwrap(), ["e4"]);
    // Past the last move: none.
    assert!(g.history_as("san", Some(3)).unwrap().is_empty());
    assert!(g.history_as("san", Some(usize::MAX)).unwrap().is_empty());
    assert!(error_message(g.history_as("nonsense", Some(1)).unwrap_err()).contains("unknown notation"));
}

#[wasm_bindgen_test]
fn fools_mate_outcome_is_an_object() {
    let mut g = JsGame::new("chess", None).unwrap();
    for m in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        g.play(m).unwrap();
    }
    let o = g.outcome().unwrap();
    let reason = js_sys::Reflect::get(&o, &"reason".into()).unwrap();
    let winner = js_sys::Reflect::get(&o, &"winner".into()).unwrap();
    assert_eq!(reason.as_string().unwrap(), "checkmate");
    assert_eq!(winner.as_string().unwrap(), "black");
}

#[wasm_bindgen_test]
fn diagrams_and_variant_data() {
    let rook = diagram_js("chess", "R", "d4").unwrap();
    assert_eq!(js_sys::Array::from(&rook).length(), 14);
    let pawn = js_sys::Array::from(&diagram_js("chess", "P", "e2").unwrap());
    assert_eq!(pawn.length(), 4, "e3, e4 (move) and d3, f3 (capture)");
    assert!(diagram_js("chess", "X", "d4").is_err());
    assert!(diagram_js("chess", "R", "z99").is_err());
    // The diagram's position: the piece alone, its side to move.
    assert_eq!(diagram_fen_js("chess", "n", "d4").unwrap(), "8/8/8/8/3n4/8/8/8 b - - 0 1");
    assert!(diagram_fen_js("chess", "X", "d4").is_err());
    let list = js_sys::Array::from(&variants_js().unwrap());
    assert!(list.length() >= 13);
    let info = variant_info("grand").unwrap();
    assert_eq!(js_sys::Reflect::get(&info, &"width".into()).unwrap().as_f64(), Some(10.0));
}

#[wasm_bindgen_test]
fn tchess_jester_and_vacancies_through_js() {
    let mut g = JsGame::new("tchess", None).unwrap();
    assert_eq!(g.last_mover(), None);
    g.play("h2g4").unwrap();
    assert_eq!(g.last_mover().as_deref(), Some("N"));
    // White lost a rook: its pool shows it, Black's is empty; a bad pool letter is an error.
    g.set_fen("10/2P6k/10/10/10/10/10/10/10/9K w - - 0 1 N R -").unwrap();
    let pools = g.vacancies().unwrap();
    let white = js_sys::Reflect::get(&pools, &"white".into()).unwrap();
    let first = js_sys::Reflect::get(&white, &0.into()).unwrap();
    assert_eq!(js_sys::Reflect::get(&first, &"piece".into()).unwrap().as_string().as_deref(), Some("R"));
    assert_eq!(g.legal_moves(Some("c9".into())).unwrap(), vec!["c9c10r".to_string()]);
    let before = g.fen();
    assert!(
        error_message(g.set_fen("10/2P6k/10/10/10/10/10/10/10/9K w - - 0 1 N P -").unwrap_err()).contains("vacancy")
    );
    assert_eq!(g.fen(), before);
}

#[cfg(feature = "dev-api")]
#[wasm_bindgen_test]
fn perft_in_wasm_equals_fairy_stockfish() {
    // The same oracle as the native perft test (tests/data/perft.json), through the JS API, up to
    // 100,000 leaves per position so the browser run stays short.
    let data: serde_json::Value = serde_json::from_str(include_str!("data/perft.json")).unwrap();
    let known = fairyboard::variants::builtin_ids();
    let mut checked = 0;
    for (id, v) in data["variants"].as_object().unwrap() {
        if !known.contains(id) {
            continue;
        }
        // Where the article's reading is the default, the options that restore Fairy-Stockfish's
        // rules (as in tests/perft.rs).
        let id = fsf::fsf_id(id);
        let mut g = JsGame::new(&id, Some(v["fen"].as_str().unwrap().to_string())).unwrap();
        for (i, n) in v["perft"].as_array().unwrap().iter().enumerate() {
            let n = n.as_u64().unwrap();
            if n > 100_000 {
                break;
            }
            // The JS API counts legal leaves; Fairy-Stockfish's last ply may also count forbidden
            // pawn-drop mates, which never occur this close to a start position.
            assert_eq!(g.perft(i as u32 + 1).unwrap() as u64, n, "{id} depth {}", i + 1);
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked} perft values");
}

#[wasm_bindgen_test]
fn wide_sets_are_equal_when_every_word_is() {
    // In wasm the widest set compares word by word (bitset.rs), not by `memcmp`.
    use fairyboard::geometry::{BitSet, Wide};
    let (mut a, mut b) = (Wide::EMPTY, Wide::EMPTY);
    assert_eq!(a, b);
    for cell in [0, 63, 64, 200, Wide::CAPACITY - 1] {
        a.set(cell);
        assert_ne!(a, b, "cell {cell}");
        b.set(cell);
        assert_eq!(a, b, "cell {cell}");
    }
}

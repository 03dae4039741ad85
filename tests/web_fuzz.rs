//! Fuzzing the JavaScript boundary in headless Chromium: thousands of hostile inputs — random and
//! mutated FENs, move strings, squares, sides, variant ids, setup choices and views — go through
//! the wasm API as a page would send them. In wasm a panic is a trap that fails the test, so every
//! input must come back as a value or an `Error`, and a refused call must change nothing.
#![cfg(target_arch = "wasm32")]

use fairyboard::wasm::board::JsRenderer;
use fairyboard::wasm::editor::{editor_palette, editor_read, editor_write};
use fairyboard::wasm::setup::{setup_fen, setup_next_alternative, setup_stand_in_spots};
use fairyboard::wasm::{diagram_js, start_fen_js, variant_info, JsGame};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// A seeded xorshift generator, so a failure reproduces.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[self.below(xs.len())]
    }
}

const IDS: &[&str] = &[
    "chess",
    "shogi",
    "xiangqi",
    "chushogi",
    "tchess",
    "quadtrojan",
    "crazyhouse",
    "grand",
    "nosuch",
    "",
    "chess+x",
    "tchess+jester_vector",
    "CHESS",
    "tchess8",
    "chess960",
    "caparandom",
];
const SQUARES: &[&str] = &["e2", "a1", "t20", "z9", "e0", "", "e22", "é4", "ε5", "k20", "e", "1", "e2e4", "\u{202e}e4"];
const PIECES: &[&str] = &["P", "p", "+P", "Q", "q", "(ST)", "PS", "", "K", "@", "é", "pp", "+", "j"];
const NOISE: &[&str] = &[
    "/",
    "8",
    "10",
    "*",
    "[",
    "]",
    " ",
    "-",
    "w",
    "b",
    "KQkq",
    "e3",
    "0",
    "1",
    "99999999999",
    "+",
    "~",
    "é",
    "\u{0}",
    "\u{202e}",
    "<img>",
    "P",
    "k",
    "q",
    ",",
    ":",
];

fn noise(r: &mut Rng, n: usize) -> String {
    (0..r.below(n) + 1).map(|_| r.pick(NOISE)).collect()
}

/// A real FEN of the game with one random edit.
fn mutated(r: &mut Rng, fen: &str) -> String {
    let mut chars: Vec<char> = fen.chars().collect();
    match r.below(4) {
        0 if !chars.is_empty() => {
            let i = r.below(chars.len());
            chars.remove(i);
        }
        1 => {
            let i = r.below(chars.len() + 1);
            for (k, c) in r.pick(NOISE).chars().enumerate() {
                chars.insert((i + k).min(chars.len()), c);
            }
        }
        2 if !chars.is_empty() => {
            let i = r.below(chars.len());
            chars[i] = r.pick(NOISE).chars().next().unwrap_or('x');
        }
        _ => chars.truncate(r.below(chars.len() + 1)),
    }
    chars.into_iter().collect()
}

fn json(text: &str) -> JsValue {
    js_sys::JSON::parse(text).unwrap_or(JsValue::from_str(text))
}

#[wasm_bindgen_test]
fn hostile_calls_to_game_never_trap_and_refusals_change_nothing() {
    let mut r = Rng(0x5eed_1234_abcd_ef01);
    let mut tried = 0;
    for round in 0..60 {
        let id = r.pick(IDS);
        let Ok(mut g) = JsGame::new(id, None) else {
            tried += 1;
            continue;
        };
        for _ in 0..40 {
            tried += 1;
            let before = g.fen();
            match r.below(9) {
                0 => {
                    let f = if r.below(2) == 0 { mutated(&mut r, &before) } else { noise(&mut r, 30) };
                    if g.set_fen(&f).is_err() {
                        assert_eq!(g.fen(), before, "refused FEN '{f}' changed the game");
                    }
                }
                1 => {
                    let moves = g.legal_moves(None).unwrap_or_default();
                    let m = if !moves.is_empty() && r.below(2) == 0 {
                        moves[r.below(moves.len())].clone()
                    } else {
                        format!("{}{}{}", r.pick(SQUARES), r.pick(SQUARES), r.pick(&["", "q", "+", "-", "k"]))
                    };
                    if g.play(&m).is_err() {
                        assert_eq!(g.fen(), before, "refused move '{m}' changed the game");
                    }
                }
                2 => {
                    let _ = g.legal_moves(Some(r.pick(SQUARES).to_string()));
                    let _ = g.actions(
                        Some(r.pick(SQUARES).to_string()),
                        Some(r.pick(&["white", "black", "red", ""]).to_string()),
                    );
                }
                3 => {
                    let _ = g.drop_actions(r.pick(PIECES));
                    let names = r.pick(&["", "row-column", "labels", "bogus"]);
                    let names = if names.is_empty() { JsValue::UNDEFINED } else { JsValue::from_str(names) };
                    let _ = g.label(r.pick(SQUARES), names);
                    let _ = g.piece_note(r.pick(SQUARES));
                }
                4 => {
                    #[cfg(feature = "dev-api")]
                    let _ = g.play_id(r.below(400) as u32);
                }
                5 => {
                    let _ = g.undo();
                }
                6 => {
                    #[cfg(feature = "dev-api")]
                    let _ = g.perft(r.below(3) as u32);
                    let _ = g.can_mate(r.pick(&["white", "black", "x"]));
                }
                7 => {
                    let _ = (
                        g.outcome(),
                        g.outcome_text(),
                        g.board(None),
                        g.board(Some("white".into())),
                        g.visible("black"),
                        g.hands(),
                        g.vacancies(),
                        g.cells(),
                    );
                    let _ = (g.check_squares(), g.side_names(), g.turn_info());
                    #[cfg(feature = "dev-api")]
                    let _ = (g.sfen(), g.move_vias(r.pick(SQUARES)));
                }
                _ => {
                    let _ = diagram_js(id, r.pick(PIECES), r.pick(SQUARES));
                    let _ = variant_info(&format!("{id}{}", r.pick(&["", "+", "+jester_vector", "+nosuch"])));
                    let n =
                        ["518", "0", "959", "960", "83999", "-1", "", "1e3", "99999999999999999999", "\u{202e}5", "٥"];
                    let _ = start_fen_js(id, r.pick(&n));
                }
            }
        }
        // The object stays usable.
        assert!(!g.fen().is_empty(), "round {round}");
    }
    assert!(tried > 1500, "{tried} calls");
}

#[wasm_bindgen_test]
fn hostile_setup_choices_and_views_never_trap() {
    let mut r = Rng(0x0dd_ba11_cafe_f00d);
    let choices = [
        r#"{"white": {"flip": true}}"#,
        r#"{"black": {"alternatives": {"a8": "z", "b8": "z", "c8": "z"}}}"#,
        r#"{"white": {"alternatives": {"t20": "s"}}}"#,
        r#"{"white": {"standIn": ["e1", "j"]}, "vacancy": true}"#,
        r#"{"white": {"standIn": ["f2", "q"]}}"#,
        r#"{"white": {"standIn": "e1"}}"#,
        r#"{"white": {"colour": 1}}"#,
        r#"{"tournament": "yes"}"#,
        r#"[1, 2]"#,
        r#"null"#,
        r#"{"black": {"alternatives": {"\u202e": "\u0000"}}}"#,
    ];
    for _ in 0..400 {
        let id = r.pick(&["tchess", "tchess8", "chess", "nosuch"]);
        let c = json(choices[r.below(choices.len())]);
        let _ = setup_fen(id, c.clone());
        let _ = setup_stand_in_spots(id, c.clone());
        let _ = setup_next_alternative(id, c, r.pick(&["white", "black", "x"]), r.pick(SQUARES));
    }
    let doc = web_sys::window().unwrap().document().unwrap();
    let canvas: web_sys::HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    doc.body().unwrap().append_child(&canvas).unwrap();
    let mut rend = JsRenderer::new(canvas, "chess").unwrap();
    let views = [
        r#"{"pieces": [{"square": "z9", "piece": "K"}]}"#,
        r#"{"pieces": [{"square": "e4", "piece": "(XY)"}]}"#,
        r#"{"targets": [{"square": "", "move": true}]}"#,
        r#"{"arrows": [["a1", "t20"], ["e4"]]}"#,
        r#"{"lastMove": ["e2", "e4", "e6", "é"]}"#,
        r#"{"drag": {"piece": "Q", "x": 1e308, "y": -1e308}}"#,
        r#"{"selected": "\u202e", "checks": ["a1", "a1"], "hidden": ["x"]}"#,
        r#"{"marks": "arrows", "selected": "e4", "targets": [{"square": "e5", "move": true}]}"#,
        r#"{"pieces": "all"}"#,
    ];
    for v in views {
        let _ = rend.draw(json(v));
        let _ = rend.square_center(r.pick(SQUARES));
    }
    assert!(rend.draw(json("{}")).is_ok(), "the renderer still draws");
}

#[wasm_bindgen_test]
fn hostile_edited_positions_never_trap_and_a_real_one_is_written() {
    let mut r = Rng(0xed17_0a5e_1234_5678);
    let positions = [
        r#"{"turn": "white", "pieces": [{"square": "e1", "piece": "K"}, {"square": "e8", "piece": "k"}]}"#,
        r#"{"turn": "purple"}"#,
        r#"{"pieces": [{"square": "e1", "piece": "K"}]}"#,
        r#"{"turn": "black", "pieces": [{"square": "z9", "piece": "K"}]}"#,
        r#"{"turn": "white", "pieces": [{"square": "e1", "piece": "(XY)"}]}"#,
        r#"{"turn": "white", "pieces": [{"square": "e1", "piece": "K", "colour": 1}]}"#,
        r#"{"turn": "white", "hands": ["P", "+P", "K", "", "\u202e"]}"#,
        r#"{"turn": "white", "castlingOn": ["a1", "t20", 5], "castlingOff": "h1"}"#,
        r#"{"turn": "white", "extra": true}"#,
        r#"[1, 2]"#,
        r#"null"#,
    ];
    for _ in 0..300 {
        let id = r.pick(IDS);
        let _ = editor_palette(id);
        let _ = editor_read(
            id,
            r.pick(&["", "8/8/8/8/8/8/8/8 w - - 0 1", "not a fen", "4k/5/5/5/K4[PPPPPPPPPPPPPPPPPPPPPPPP] w - - 0 1"]),
        );
        let _ = editor_write(id, json(positions[r.below(positions.len())]));
    }
    let written = editor_write("chess", json(positions[0])).unwrap();
    let fen = js_sys::Reflect::get(&written, &JsValue::from_str("fen")).unwrap().as_string();
    assert_eq!(fen.as_deref(), Some("4k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    assert!(editor_write("chess", json(positions[5])).is_err(), "an unknown field is an error");
    assert!(editor_write("gess", json(positions[0])).is_err(), "Gess has no editor");
}

//! The canvas renderer in headless Chromium: pixels where squares, pieces and marks must be,
//! plus the draw time of a full 20x20 board.
#![cfg(target_arch = "wasm32")]

use fairyboard::wasm::JsRenderer as Renderer;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

wasm_bindgen_test_configure!(run_in_browser);

fn canvas(w: u32, h: u32) -> HtmlCanvasElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    let c: HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    c.set_attribute("style", &format!("width:{w}px;height:{h}px;display:block")).unwrap();
    doc.body().unwrap().append_child(&c).unwrap();
    c
}

fn pixel(c: &HtmlCanvasElement, x: f64, y: f64) -> [u8; 4] {
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let scale = c.width() as f64 / c.client_width() as f64;
    let d = ctx.get_image_data((x * scale).floor(), (y * scale).floor(), 1.0, 1.0).unwrap().data().0;
    [d[0], d[1], d[2], d[3]]
}

fn view(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

fn center(r: &Renderer, sq: &str) -> (f64, f64) {
    let v = r.square_center(sq).unwrap();
    (v[0], v[1])
}

#[wasm_bindgen_test]
fn squares_pieces_and_targets_are_where_they_belong() {
    let c = canvas(400, 400);
    let mut r = Renderer::new(c.clone(), "chess").unwrap();
    r.draw(view(
        r#"{"noCoordinates": true, "pieces": [{"square": "d4", "piece": "R"}],
        "targets": [{"square": "d5", "move": true, "capture": true}, {"square": "h4", "move": true},
                    {"square": "a4", "capture": true}, {"square": "f5", "move": true, "leap": true}]}"#,
    ))
    .unwrap();
    assert_eq!(r.square_size(), 50.0);
    // a1 is dark, h1 light (article 002 / FIDE).
    let (x, y) = center(&r, "a1");
    assert_eq!(pixel(&c, x - 20.0, y - 20.0), [0xb5, 0x88, 0x63, 255]);
    let (x, y) = center(&r, "h1");
    assert_eq!(pixel(&c, x - 20.0, y - 20.0), [0xf0, 0xd9, 0xb5, 255]);
    // The white rook on d4: dark outline and light body somewhere in the middle column.
    let (x, y) = center(&r, "d4");
    let column: Vec<[u8; 4]> = (-18..18).map(|dy| pixel(&c, x, y + dy as f64)).collect();
    assert!(column.iter().any(|p| p[0] > 230 && p[1] > 230 && p[2] > 230), "light body");
    assert!(column.iter().any(|p| p[0] < 60 && p[1] < 60 && p[2] < 60), "dark outline");
    // Legend: both = dark dot, move only = green, capture only = red.
    let (x, y) = center(&r, "d5");
    let p = pixel(&c, x, y);
    assert!(p[0] < 70 && p[1] < 70 && p[2] < 70, "both: {p:?}");
    let (x, y) = center(&r, "h4");
    let p = pixel(&c, x, y);
    assert!(p[1] > p[0] + 40 && p[1] > p[2] + 40, "move only is green: {p:?} at {x},{y}");
    let (x, y) = center(&r, "a4");
    let p = pixel(&c, x, y);
    assert!(p[0] > p[1] + 80 && p[0] > p[2] + 80, "capture only is red: {p:?}");
    // A leap is a diamond: its centre is marked, a point near the square's corner-ward diagonal is not.
    let (x, y) = center(&r, "f5");
    let green = |p: [u8; 4]| p[1] as i32 > p[0] as i32 + 40;
    assert!(green(pixel(&c, x, y)));
    // The diamond reaches 9 px straight up (a slide's dot has radius 8) but not 7 px diagonally.
    assert!(green(pixel(&c, x, y - 9.0)), "diamond tip");
    assert!(!green(pixel(&c, x + 7.0, y + 7.0)), "diamond side");
    // Unmarked square keeps the board colour.
    let (x, y) = center(&r, "g8");
    assert_eq!(pixel(&c, x, y), [0xf0, 0xd9, 0xb5, 255]);
}

#[wasm_bindgen_test]
fn flipping_and_hit_testing_agree() {
    let c = canvas(360, 360);
    let mut r = Renderer::new(c.clone(), "chess").unwrap();
    r.draw(view(r#"{"flipped": true}"#)).unwrap();
    let (x, y) = center(&r, "a1");
    let (hx, hy) = center(&r, "h8");
    assert!(x > hx && y < hy, "flipped: a1 top right");
    assert_eq!(r.square_at(x, y).as_deref(), Some("a1"));
    assert_eq!(r.square_at(hx, hy).as_deref(), Some("h8"));
    assert_eq!(r.square_at(-5.0, -5.0), None);
    assert!(r.square_center("z9").is_err());
    assert!(r.draw(JsValue::from_str("nonsense")).is_err());
}

#[wasm_bindgen_test]
fn regions_holes_and_labels_from_variant_data() {
    let c = canvas(300, 300);
    let ini = "[frame:chess]\nboard = 6x6\nholes = a1\nregion = zone | b2 c2 b3 c3\nfile_labels = α β γ δ ε ζ\nstart = 3k2/6/6/6/6/*2K2 w - - 0 1\ncastling_pieces = -\ncastling = -\npromotion_ranks = 6\npromotion_mandatory = 6\n";
    let mut r = Renderer::from_ini(c.clone(), ini).unwrap();
    r.draw(view(r#"{"noCoordinates": true}"#)).unwrap();
    // The hole stays transparent.
    let (x, y) = center(&r, "b1");
    let sq = r.square_size();
    assert_eq!(pixel(&c, x - sq, y)[3], 0, "a1 is absent");
    // The region's border is drawn (dashed dark line on the outer edge of b2).
    let (x, y) = center(&r, "b2");
    let edge: Vec<[u8; 4]> = (0..(sq as i32)).map(|k| pixel(&c, x - sq / 2.0 + 0.5, y - sq / 2.0 + k as f64)).collect();
    assert!(edge.iter().any(|p| p[0] < 90 && p[1] < 90), "region border");
}

#[wasm_bindgen_test]
fn full_20x20_board_draw_time() {
    let c = canvas(800, 800);
    let mut ini = String::from("[big:chess]\nboard = 20x20\ncastling_pieces = -\nstart = ");
    let back = "rnbqkbnrrnbqkbnrrnbq";
    ini.push_str(back);
    ini.push_str("/pppppppppppppppppppp");
    for _ in 0..16 {
        ini.push_str("/20");
    }
    ini.push_str("/PPPPPPPPPPPPPPPPPPPP/");
    ini.push_str(&back.to_uppercase());
    ini.push_str(" w - - 0 1\npiece = k | Commoner | K\nroyal = -\n");
    let game = fairyboard::wasm::JsGame::from_ini(&ini, None).unwrap();
    let pieces = game.board(None).unwrap();
    let v = js_sys::Object::new();
    js_sys::Reflect::set(&v, &"pieces".into(), &pieces).unwrap();
    let mut r = Renderer::from_ini(c.clone(), &ini).unwrap();
    r.draw(v.clone().into()).unwrap();
    let mut times = Vec::new();
    for _ in 0..10 {
        times.push(r.draw(v.clone().into()).unwrap());
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    web_sys::console::log_1(
        &format!("20x20 board with 80 pieces: median draw {:.2} ms (min {:.2})", times[5], times[0]).into(),
    );
    let (x, y) = center(&r, "a1");
    assert!(pixel(&c, x, y)[3] == 255);
}

#[wasm_bindgen_test]
fn every_field_the_page_sends_is_known_an_unknown_one_is_an_error() {
    let c = canvas(200, 200);
    let mut r = Renderer::new(c, "chess").unwrap();
    // Every field www/fairyboard.js's view() sends.
    let full = r#"{"pieces": [{"square": "e1", "piece": "K"}], "flipped": false, "selected": "e1", "lastMove": ["e2", "e4"],
        "checks": ["e1"], "targets": [{"square": "e2", "move": true, "capture": false, "leap": false}], "stops": [],
        "arrows": [["e2", "e4"]], "focus": null, "noCoordinates": false, "marks": "dots", "hidden": [], "drag": null}"#;
    r.draw(view(full)).unwrap();
    for bad in [
        r#"{"check": "e1"}"#,
        r#"{"pieces": [{"square": "e1", "piece": "K", "colour": "w"}]}"#,
        r#"{"targets": [{"square": "e2", "moves": true}]}"#,
        r#"{"marks": "stars"}"#,
    ] {
        assert!(r.draw(view(bad)).is_err(), "{bad} was accepted");
    }
}

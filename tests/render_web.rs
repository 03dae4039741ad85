//! The canvas renderer in headless Chromium: pixels where squares, pieces and marks must be,
//! kanji and hanzi on shogi and xiangqi tokens (filled from kept paths as from their segments), star points on grid boards, plus the draw time of
//! a full 20x20 board; the tokens that print text (the legend's `lettered()`), the TCHESS zone
//! frame as dots on a line, room for the coordinates on small boards.
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
    // Capture only: red, with a light cross at its centre (told from green by more than colour).
    let (x, y) = center(&r, "a4");
    let p = pixel(&c, x + 6.0, y);
    assert!(p[0] > p[1] + 80 && p[0] > p[2] + 80, "capture only is red: {p:?}");
    let p = pixel(&c, x, y);
    assert!(p[0] > 200 && p[1] > 200 && p[2] > 200, "a light cross in the capture-only mark: {p:?}");
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
        "arrows": [["e2", "e4"]], "focus": null, "noCoordinates": false, "marks": "dots", "hidden": [], "drag": null,
        "size": [200, 200], "resolution": 1}"#;
    r.draw(view(full)).unwrap();
    for bad in [
        r#"{"check": "e1"}"#,
        r#"{"pieces": [{"square": "e1", "piece": "K", "colour": "w"}]}"#,
        r#"{"targets": [{"square": "e2", "moves": true}]}"#,
        r#"{"marks": "stars"}"#,
        r#"{"resolution": "sharp"}"#,
    ] {
        assert!(r.draw(view(bad)).is_err(), "{bad} was accepted");
    }
}

/// The pixels of a square of side `side` centred on (x, y) (CSS pixels; device pixels read).
fn block(c: &HtmlCanvasElement, x: f64, y: f64, side: f64) -> Vec<[u8; 4]> {
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let scale = c.width() as f64 / c.client_width() as f64;
    let n = (side * scale).floor();
    let d = ctx.get_image_data(((x - side / 2.0) * scale).floor(), ((y - side / 2.0) * scale).floor(), n, n).unwrap();
    d.data().0.chunks(4).map(|p| [p[0], p[1], p[2], p[3]]).collect()
}

/// Ink on a token: dark (black ink) or strongly red pixels.
fn is_ink(p: &[u8; 4]) -> bool {
    let dark = p[0] < 90 && p[1] < 90 && p[2] < 90;
    let red = p[0] > 140 && p[1] < 70 && p[2] < 70;
    dark || red
}

/// Share of pixels where two masks of the same size differ, of those inked in either.
fn mask_difference(a: &[bool], b: &[bool]) -> f64 {
    let union = a.iter().zip(b).filter(|(x, y)| **x || **y).count().max(1);
    let diff = a.iter().zip(b).filter(|(x, y)| x != y).count();
    diff as f64 / union as f64
}

#[wasm_bindgen_test]
fn every_shipped_glyph_draws_its_own_ink_inside_its_em_box() {
    use fairyboard::render::{cjk::GLYPHS, glyphs::fill_char};
    let (em, pitch) = (48.0, 64u32);
    let doc = web_sys::window().unwrap().document().unwrap();
    let c: HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    c.set_width(pitch * GLYPHS.len() as u32);
    c.set_height(pitch);
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    ctx.set_fill_style_str("#000");
    for (i, (ch, _)) in GLYPHS.iter().enumerate() {
        fill_char(&ctx, *ch, i as f64 * pitch as f64 + 32.0, 32.0, em);
    }
    let w = c.width();
    let data = ctx.get_image_data(0.0, 0.0, w as f64, pitch as f64).unwrap().data().0;
    let mut masks = Vec::new();
    for (i, (ch, _)) in GLYPHS.iter().enumerate() {
        let (mut mask, mut outside) = (Vec::new(), 0);
        for y in 0..pitch {
            for x in 0..pitch {
                let a = data[4 * (y * w + i as u32 * pitch + x) as usize + 3];
                // The em box spans 8..56 in the cell; one pixel of antialiasing around it.
                let inside = (7..57).contains(&x) && (7..57).contains(&y);
                if a > 0 && !inside {
                    outside += 1;
                }
                mask.push(a >= 128);
            }
        }
        let ink = mask.iter().filter(|&&m| m).count();
        assert!(ink > 200, "{ch}: {ink} ink pixels");
        assert!(ink < 48 * 48 * 3 / 4, "{ch}: {ink} ink pixels, a filled box?");
        assert_eq!(outside, 0, "{ch}: ink outside its em box");
        masks.push((*ch, mask));
    }
    for (i, (a, ma)) in masks.iter().enumerate() {
        for (b, mb) in &masks[i + 1..] {
            let d = mask_difference(ma, mb);
            assert!(d > 0.2, "{a} and {b} draw alike ({d:.2})");
        }
    }
}

/// The alpha channel of every shipped glyph drawn in a row by `fill_char` on `ctx`'s canvas `c`.
fn glyph_row(c: &HtmlCanvasElement, ctx: &CanvasRenderingContext2d) -> Vec<u8> {
    use fairyboard::render::{cjk::GLYPHS, glyphs::fill_char};
    c.set_width(64 * GLYPHS.len() as u32);
    c.set_height(64);
    ctx.set_fill_style_str("#000");
    for (i, (ch, _)) in GLYPHS.iter().enumerate() {
        fill_char(ctx, *ch, i as f64 * 64.0 + 32.0, 32.0, 48.0);
    }
    let real: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    real.get_image_data(0.0, 0.0, c.width() as f64, 64.0).unwrap().data().0.chunks(4).map(|p| p[3]).collect()
}

#[wasm_bindgen_test]
fn a_glyph_kept_as_a_path_draws_what_its_segments_draw() {
    // On a browser canvas an outline is filled from a kept Path2D; on another object with the
    // context's methods (the SVG recorder) segment by segment. A proxy of a real context that does
    // not pass for one (its prototype hidden) takes the second route onto a canvas.
    let doc = web_sys::window().unwrap().document().unwrap();
    let new_canvas = || -> HtmlCanvasElement { doc.create_element("canvas").unwrap().dyn_into().unwrap() };
    let (a, b) = (new_canvas(), new_canvas());
    let ctx_a: CanvasRenderingContext2d = a.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let hide = js_sys::Function::new_with_args(
        "ctx",
        "return new Proxy(ctx, { getPrototypeOf: () => Object.prototype, \
         get: (t, k) => (typeof t[k] === 'function' ? t[k].bind(t) : t[k]), \
         set: (t, k, v) => { t[k] = v; return true; } });",
    );
    let real_b = b.get_context("2d").unwrap().unwrap();
    let ctx_b: CanvasRenderingContext2d = hide.call1(&JsValue::NULL, &real_b).unwrap().unchecked_into();
    assert!(!ctx_b.is_instance_of::<CanvasRenderingContext2d>());
    // Twice on the real context: the first use makes each path, the second reuses it.
    let (path_first, path_kept, segments) = (glyph_row(&a, &ctx_a), glyph_row(&a, &ctx_a), glyph_row(&b, &ctx_b));
    assert_eq!(path_first, path_kept);
    let ink = segments.iter().filter(|&&v| v >= 128).count();
    assert!(ink > 1000, "{ink} ink pixels");
    let far = path_kept.iter().zip(&segments).filter(|(x, y)| x.abs_diff(**y) > 32).count();
    assert!(far * 200 < ink, "{far} of {ink} pixels differ between the two routes");
}

/// The ink mask of the token on `sq` and its red and dark pixel counts.
fn token_ink(c: &HtmlCanvasElement, r: &Renderer, sq: &str) -> (Vec<bool>, usize, usize) {
    let (x, y) = center(r, sq);
    let px = block(c, x, y, r.square_size() * 0.8);
    let red = px.iter().filter(|p| p[0] > 140 && p[1] < 70 && p[2] < 70).count();
    let dark = px.iter().filter(|p| p[0] < 90 && p[1] < 90 && p[2] < 90).count();
    (px.iter().map(is_ink).collect(), red, dark)
}

#[wasm_bindgen_test]
fn shogi_tokens_print_kanji_promoted_in_red_and_letters_on_request() {
    let c = canvas(450, 450);
    let mut r = Renderer::new(c.clone(), "shogi").unwrap();
    let pieces = r#""pieces": [{"square": "b2", "piece": "P"}, {"square": "d2", "piece": "+P"},
        {"square": "b4", "piece": "R"}]"#;
    r.draw(view(&format!(r#"{{"noCoordinates": true, {pieces}}}"#))).unwrap();
    let (pawn, pawn_red, pawn_dark) = token_ink(&c, &r, "b2");
    let (tokin, tokin_red, tokin_dark) = token_ink(&c, &r, "d2");
    let (rook, _, _) = token_ink(&c, &r, "b4");
    // 歩 in black ink; と in red, with no black ink beyond the token's outline.
    assert!(pawn_dark > 60 && pawn_red == 0, "歩: {pawn_dark} dark, {pawn_red} red");
    assert!(tokin_red > 40, "と: {tokin_red} red");
    assert!(tokin_dark < pawn_dark / 2, "と: {tokin_dark} dark vs 歩 {pawn_dark}");
    assert!(mask_difference(&pawn, &tokin) > 0.3, "歩 vs と");
    assert!(mask_difference(&pawn, &rook) > 0.3, "歩 vs 飛");
    // Letters on request: the old Latin labels, other pixels.
    r.draw(view(&format!(r#"{{"noCoordinates": true, "pieceLabels": "letters", {pieces}}}"#))).unwrap();
    let (pawn_l, _, _) = token_ink(&c, &r, "b2");
    let (tokin_l, tokin_l_red, _) = token_ink(&c, &r, "d2");
    assert!(mask_difference(&pawn, &pawn_l) > 0.3, "P vs 歩");
    assert!(mask_difference(&tokin, &tokin_l) > 0.3, "+P vs と");
    assert!(tokin_l_red > 20, "the promoted letter is red too");
    // An unknown value is an error, not a silent default.
    assert!(r.draw(view(r#"{"pieceLabels": "runes"}"#)).is_err());
}

#[wasm_bindgen_test]
fn xiangqi_discs_print_hanzi_red_and_black() {
    let c = canvas(450, 500);
    let mut r = Renderer::new(c.clone(), "xiangqi").unwrap();
    let pieces = r#""pieces": [{"square": "e1", "piece": "K"}, {"square": "e10", "piece": "k"},
        {"square": "a1", "piece": "R"}, {"square": "a10", "piece": "r"}]"#;
    r.draw(view(&format!(r#"{{"noCoordinates": true, {pieces}}}"#))).unwrap();
    let (shuai, shuai_red, _) = token_ink(&c, &r, "e1");
    let (jiang, jiang_red, jiang_dark) = token_ink(&c, &r, "e10");
    let (ju_red, _, _) = token_ink(&c, &r, "a1");
    let (ju, _, _) = token_ink(&c, &r, "a10");
    assert!(shuai_red > 100, "帥 is red: {shuai_red}");
    assert!(jiang_dark > 100 && jiang_red == 0, "將 is black: {jiang_dark} dark, {jiang_red} red");
    assert!(mask_difference(&shuai, &jiang) > 0.2, "帥 vs 將");
    assert!(mask_difference(&ju_red, &ju) > 0.1, "俥 vs 車");
    r.draw(view(&format!(r#"{{"noCoordinates": true, "pieceLabels": "letters", {pieces}}}"#))).unwrap();
    let (shuai_l, _, _) = token_ink(&c, &r, "e1");
    assert!(mask_difference(&shuai, &shuai_l) > 0.3, "K vs 帥");
}

#[wasm_bindgen_test]
fn shogi_board_is_one_colour_with_star_points() {
    let c = canvas(450, 450);
    let mut r = Renderer::new(c.clone(), "shogi").unwrap();
    r.draw(view(r#"{"noCoordinates": true}"#)).unwrap();
    let sq = r.square_size();
    // No chequer: diagonal and orthogonal neighbours of an empty cell share its colour.
    let at = |s: &str| {
        let (x, y) = center(&r, s);
        pixel(&c, x, y)
    };
    assert_eq!(at("e5"), at("f6"));
    assert_eq!(at("e5"), at("f5"));
    assert_eq!(at("a1"), at("b2"));
    // Star points: the crossings of lines 3 and 6 (the central 3x3's corners) are dark; other
    // crossings are lines only. Read just off the crossing, inside the dot but off the lines.
    let corner = |s: &str| {
        // The lower-right corner of a cell as drawn (file a left, rank 9 top).
        let (x, y) = center(&r, s);
        pixel(&c, x + sq / 2.0 + sq * 0.035, y + sq / 2.0 + sq * 0.035)
    };
    for s in ["c7", "f7", "c4", "f4"] {
        let p = corner(s);
        assert!(p[0] < 80 && p[1] < 70, "star point at {s}'s corner: {p:?}");
    }
    for s in ["b8", "d7", "e5", "c5"] {
        let p = corner(s);
        assert!(p[0] > 150, "no star point at {s}'s corner: {p:?}");
    }
    // Minishogi's 5x5 board has none.
    let mut m = Renderer::new(c.clone(), "minishogi").unwrap();
    m.draw(view(r#"{"noCoordinates": true}"#)).unwrap();
    let sq = m.square_size();
    for s in ["b4", "c3", "b3", "c4"] {
        let (x, y) = center(&m, s);
        let p = pixel(&c, x + sq / 2.0 + sq * 0.035, y + sq / 2.0 + sq * 0.035);
        assert!(p[0] > 150, "minishogi: no star point at {s}'s corner: {p:?}");
    }
}

/// `lettered()` as `(token, text, characters)` triples.
fn lettered(r: &Renderer) -> Vec<(String, String, bool)> {
    let v = r.lettered().unwrap();
    let list: js_sys::Array = v.dyn_into().unwrap();
    list.iter()
        .map(|e| {
            let get = |k: &str| js_sys::Reflect::get(&e, &k.into()).unwrap();
            (get("token").as_string().unwrap(), get("text").as_string().unwrap(), get("characters").as_bool().unwrap())
        })
        .collect()
}

#[wasm_bindgen_test]
fn lettered_lists_the_tokens_that_print_text_as_drawn() {
    let c = canvas(300, 300);
    // Chess: every piece has a drawing.
    let mut r = Renderer::new(c.clone(), "chess").unwrap();
    r.draw(view("{}")).unwrap();
    assert!(lettered(&r).is_empty());
    // Trojan: the lettered types with their upper-case letter, and the chess pictures on pieces
    // that move otherwise (the rook's second moves, the King-knight's leaps); not the pawn, which
    // moves as its picture says.
    let mut r = Renderer::new(c.clone(), "trojan").unwrap();
    r.draw(view("{}")).unwrap();
    let l = lettered(&r);
    assert!(l.iter().all(|(t, text, ch)| !ch && *text == t.to_uppercase()), "{l:?}");
    for token in ["n", "w", "r", "k"] {
        assert!(l.iter().any(|(t, _, _)| t == token), "{token}: {l:?}");
    }
    assert!(!l.iter().any(|(t, _, _)| t == "p"), "{l:?}");
    // Shogi: kanji by default, letters when the view asks.
    let mut r = Renderer::new(c.clone(), "shogi").unwrap();
    r.draw(view("{}")).unwrap();
    let l = lettered(&r);
    assert!(l.len() >= 8 && l.iter().all(|(_, text, ch)| *ch && !text.is_ascii()), "{l:?}");
    r.draw(view(r#"{"pieceLabels": "letters"}"#)).unwrap();
    let l = lettered(&r);
    assert!(l.len() >= 8 && l.iter().all(|(_, text, ch)| !ch && text.is_ascii()), "{l:?}");
    // TCHESS: the code labels (PS), never the classical six.
    let mut r = Renderer::new(c.clone(), "tchess").unwrap();
    r.draw(view("{}")).unwrap();
    let l = lettered(&r);
    assert!(l.iter().any(|(t, text, _)| t == "s" && text == "PS"), "{l:?}");
    assert!(!l.iter().any(|(t, _, _)| ["p", "n", "b", "r", "q", "k"].contains(&t.as_str())), "{l:?}");
}

#[wasm_bindgen_test]
fn the_tchess_zone_frame_is_dots_on_a_line_and_coordinates_have_room() {
    let c = canvas(500, 500);
    let mut r = Renderer::new(c.clone(), "tchess").unwrap();
    r.draw(view(r#"{"noCoordinates": true}"#)).unwrap();
    let sq = r.square_size();
    let blue = |p: [u8; 4]| p[2] > 150 && p[0] < 110;
    let red = |p: [u8; 4]| p[0] > 170 && p[1] < 90 && p[2] < 120;
    // Half-way along the frame's bottom edge (between b2 and c2's lower corners): the blue line.
    let (x, y) = center(&r, "b2");
    let p = pixel(&c, x + sq / 2.0, y + sq / 2.0);
    assert!(blue(p), "blue line at the edge's middle: {p:?}");
    // A dot on the lattice point (b2's lower-right corner): blue beside the line, where the
    // edge's middle shows the square (spec tchess §3.1: a dot on every lattice point).
    let d = (sq * 0.085).max(2.5) * 0.75;
    let p = pixel(&c, x + sq / 2.0, y + sq / 2.0 - d);
    assert!(blue(p), "blue dot on the corner: {p:?}");
    let p = pixel(&c, x, y + sq / 2.0 - d);
    assert!(!blue(p) && !red(p), "no dot half-way between corners: {p:?}");
    // On the frame's left edge above the midline (b7's left side, an empty square): red.
    let (x, y) = center(&r, "b7");
    let p = pixel(&c, x - sq / 2.0, y);
    assert!(red(p), "red line on b7's left edge: {p:?}");
    // The dot on the midline (b6's lower-left corner) is blue below and red above.
    let (x, y) = center(&r, "b6");
    let (px, py) = (x - sq / 2.0 + d * 0.7, y + sq / 2.0);
    let (below, above) = (pixel(&c, px, py + d * 0.7), pixel(&c, px, py - d * 0.7));
    assert!(blue(below) && red(above), "half and half: {below:?} {above:?}");
    // A small board keeps a margin wide enough for 11 px labels: the board starts at least
    // 14 px from the canvas's left edge.
    let small = canvas(200, 200);
    let mut r = Renderer::new(small.clone(), "trojan").unwrap();
    r.draw(view("{}")).unwrap();
    let (x, _) = center(&r, "a1");
    assert!(x - r.square_size() / 2.0 >= 14.0, "margin {}", x - r.square_size() / 2.0);
}

#[wasm_bindgen_test]
fn arrows_along_one_line_are_drawn_side_by_side() {
    let c = canvas(400, 400);
    let mut r = Renderer::new(c.clone(), "chess").unwrap();
    let green = |p: [u8; 4]| p[1] > p[0] + 20 && p[1] > p[2];
    // Castling's two arrows, e1-g1 and h1-f1, overlap on f1-g1: each moves aside, and the cells'
    // middle line between them stays clear.
    r.draw(view(r#"{"noCoordinates": true, "arrows": [["e1", "g1"], ["h1", "f1"], ["e2", "e4"]]}"#)).unwrap();
    let (x, y) = center(&r, "f1");
    assert_eq!(pixel(&c, x, y), [0xf0, 0xd9, 0xb5, 255], "f1's middle is not under an arrow");
    assert!(green(pixel(&c, x, y - 5.5)) && green(pixel(&c, x, y + 5.5)), "one arrow above the middle, one below");
    // An arrow on a line of its own stays on the cells' middle.
    let (x, y) = center(&r, "e3");
    assert!(green(pixel(&c, x, y)), "{:?}", pixel(&c, x, y));
}

#[wasm_bindgen_test]
fn a_huge_board_gets_a_canvas_the_browser_can_draw() {
    let c = canvas(5000, 5000);
    let mut r = Renderer::new(c.clone(), "chess").unwrap();
    r.draw(view(r#"{"noCoordinates": true}"#)).unwrap();
    assert!(f64::from(c.width()) * f64::from(c.height()) <= 16_777_216.0, "{}x{}", c.width(), c.height());
    // Drawn: a1's dark square where it belongs.
    let (x, y) = center(&r, "a1");
    assert_eq!(pixel(&c, x, y), [0xb5, 0x88, 0x63, 255]);
}

#[wasm_bindgen_test]
fn a_resolution_is_at_least_a_quarter_device_pixel_and_at_most_the_screens() {
    let c = canvas(300, 300);
    let mut r = Renderer::new(c.clone(), "chess").unwrap();
    let screen = web_sys::window().unwrap().device_pixel_ratio().clamp(1.0, 4.0);
    let cases =
        [("1", 1.0), ("0.5", 0.5), ("0.25", 0.25), ("0.1", 0.25), ("-3", 0.25), ("8", screen), ("null", screen)];
    for (resolution, ratio) in cases {
        r.draw(view(&format!(r#"{{"size": [300, 300], "resolution": {resolution}}}"#))).unwrap();
        assert_eq!(f64::from(c.width()), (300.0 * ratio).round(), "resolution {resolution}");
    }
}

#[wasm_bindgen_test]
fn ten_thousand_arrows_are_laid_out_and_drawn() {
    // Every pair of cells of a rank, back and forth, many times over: a page may pass any number.
    let c = canvas(400, 400);
    let mut r = Renderer::new(c.clone(), "chess").unwrap();
    let files = "abcdefgh";
    let mut arrows = vec![r#"["e1", "g1"]"#.to_string(), r#"["h1", "f1"]"#.to_string()];
    for n in 0..10_000 {
        let (a, b) = (n % 8, (n / 8) % 8);
        if a != b {
            arrows.push(format!(r#"["{}3", "{}3"]"#, &files[a..=a], &files[b..=b]));
        }
    }
    r.draw(view(&format!(r#"{{"noCoordinates": true, "arrows": [{}]}}"#, arrows.join(",")))).unwrap();
    // The castling pair on rank 1 is still drawn side by side, f1's middle clear.
    let (x, y) = center(&r, "f1");
    assert_eq!(pixel(&c, x, y), [0xf0, 0xd9, 0xb5, 255]);
}

/// The whole canvas's pixels.
fn all_pixels(c: &HtmlCanvasElement) -> Vec<u8> {
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    ctx.get_image_data(0.0, 0.0, c.width() as f64, c.height() as f64).unwrap().data().0
}

/// An empty board of `variant` drawn on `c`.
fn draw_empty(c: &HtmlCanvasElement, variant: &str) {
    let mut r = Renderer::new(c.clone(), variant).unwrap();
    r.draw(view(r#"{"pieces": []}"#)).unwrap();
}

/// An empty board of `variant` drawn on a new 360 px canvas.
fn empty_board(variant: &str) -> HtmlCanvasElement {
    let c = canvas(360, 360);
    draw_empty(&c, variant);
    c
}

/// How many canvases the page makes while `f` runs.
fn canvases_made(f: impl FnOnce()) -> u32 {
    js_sys::eval(
        "window.__made = 0; window.__create = Document.prototype.createElement; \
         Document.prototype.createElement = function (t, ...r) { \
           if (String(t).toLowerCase() === 'canvas') window.__made++; return window.__create.call(this, t, ...r); }",
    )
    .unwrap();
    f();
    let made = js_sys::eval("Document.prototype.createElement = window.__create; window.__made").unwrap();
    made.as_f64().unwrap() as u32
}

#[wasm_bindgen_test]
fn boards_alike_share_a_background_and_boards_that_differ_do_not() {
    // Trojan's 10x10 board is lettered α–κ; Grand's and Shako's a–j. Each background is kept as an
    // image once a second board draws it (the first draws it directly), shared by boards that look
    // alike: two Shako boards after two of Grand's make no image of their own.
    let trojan = empty_board("trojan");
    let grand = empty_board("grand");
    let grand_again = empty_board("grand");
    let shako = [canvas(360, 360), canvas(360, 360)];
    assert_eq!(canvases_made(|| shako.iter().for_each(|c| draw_empty(c, "shako"))), 0, "Shako copies Grand's");
    let trojan_again = empty_board("trojan");
    assert_eq!(all_pixels(&grand), all_pixels(&grand_again));
    assert_eq!(all_pixels(&grand), all_pixels(&shako[0]), "Shako's board is Grand's");
    assert_eq!(all_pixels(&grand), all_pixels(&shako[1]));
    assert_eq!(all_pixels(&trojan), all_pixels(&trojan_again), "Trojan keeps its own letters");
    assert_ne!(all_pixels(&trojan), all_pixels(&grand));
}

#[wasm_bindgen_test]
fn western_pieces_share_their_images_across_variants() {
    // A drawing shown three times or more in a view gets an image, kept for every board that draws
    // it at that size: antichess's pawns are chess's drawings, so after two chess boards (their
    // background and pawns kept) an antichess board makes no canvas.
    let start = |fen_board: &str| {
        let mut pieces = Vec::new();
        for (r, row) in fen_board.split('/').enumerate() {
            let mut f = 0;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10) {
                    f += d as usize;
                } else {
                    let square = format!("{}{}", char::from(b'a' + f as u8), 8 - r);
                    pieces.push(format!(r#"{{"square": "{square}", "piece": "{ch}"}}"#));
                    f += 1;
                }
            }
        }
        format!(r#"{{"pieces": [{}]}}"#, pieces.join(","))
    };
    let view_json = start("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
    for _ in 0..2 {
        let mut r = Renderer::new(canvas(360, 360), "chess").unwrap();
        r.draw(view(&view_json)).unwrap();
    }
    let c = canvas(360, 360);
    let made = canvases_made(|| {
        let mut r = Renderer::new(c.clone(), "antichess").unwrap();
        r.draw(view(&view_json)).unwrap();
    });
    assert_eq!(made, 0, "antichess copies chess's pawns and background");
    // The pawns are there: dark outline ink on e2 and e7 (the centres are a chess board's).
    let mut r = Renderer::new(canvas(360, 360), "chess").unwrap();
    r.draw(view(&view_json)).unwrap();
    for sq in ["e2", "e7"] {
        let (x, y) = center(&r, sq);
        let column: Vec<[u8; 4]> = (-15..15).map(|dy| pixel(&c, x, y + dy as f64)).collect();
        assert!(column.iter().any(|p| p[0] < 60 && p[1] < 60 && p[2] < 60), "{sq}: a pawn's outline");
    }
}

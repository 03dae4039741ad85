//! The piece set in headless Chromium (wasm-bindgen-test): every glyph is drawn into its own cell
//! of a canvas in the document and read back with `getImageData`.
#![cfg(target_arch = "wasm32")]

use fairyboard::render::pieces::{all_glyphs, draw_piece, glyph_for, Glyph};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Smallest share of differing ink between any two glyphs of one colour and size.
const MIN_DIFFERENCE: f64 = 0.15;

/// Alpha at or above which a pixel counts as ink in a mask.
const SOLID: u8 = 128;

/// One drawing read back: its cell's pixels as classes (0 empty, 1 light ink, 2 dark ink),
/// the number of ink pixels inside the cell, and of pixels touched outside the cell's margin.
struct Cell {
    classes: Vec<u8>,
    ink: usize,
    outside: usize,
    /// Mean luminance of the solid pixels.
    luma: f64,
}

/// A canvas of `w` x `h` pixels appended to the document body.
fn canvas(w: u32, h: u32) -> (HtmlCanvasElement, CanvasRenderingContext2d) {
    let doc = web_sys::window().unwrap().document().unwrap();
    let c: HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    c.set_width(w);
    c.set_height(h);
    doc.body().unwrap().append_child(&c).unwrap();
    let ctx: CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    (c, ctx)
}

/// Draws each (glyph, white) in a row of cells of side `size`, separated by gaps of `size / 2`,
/// and reads every cell back. Pixels up to `margin` outside a cell may carry antialiasing.
fn render(items: &[(Glyph, bool)], size: u32, margin: u32) -> Vec<Cell> {
    let gap = size / 2;
    let pitch = size + gap;
    let (w, h) = (pitch * items.len() as u32 + gap, size + 2 * gap);
    let (canvas, ctx) = canvas(w, h);
    for (i, &(g, white)) in items.iter().enumerate() {
        let x0 = (gap + i as u32 * pitch) as f64;
        draw_piece(&ctx, g, white, x0 + size as f64 / 2.0, gap as f64 + size as f64 / 2.0, size as f64);
    }
    let data = ctx.get_image_data(0.0, 0.0, w as f64, h as f64).unwrap().data().0;
    canvas.remove();
    let px = |x: u32, y: u32| {
        let o = 4 * (y * w + x) as usize;
        (data[o], data[o + 1], data[o + 2], data[o + 3])
    };
    let mut cells = Vec::new();
    for i in 0..items.len() as u32 {
        let x0 = gap + i * pitch;
        let (mut classes, mut ink, mut outside, mut luma, mut solid) = (Vec::new(), 0, 0, 0.0, 0usize);
        // The cell's own region: half a gap on each side (the whole gap before the first cell
        // and after the last belongs to them).
        let lo = x0 - gap / 2;
        let hi = x0 + size + gap / 2;
        for y in 0..h {
            for x in lo..hi {
                let (r, g, b, a) = px(x, y);
                let inside = x >= x0 && x < x0 + size && y >= gap && y < gap + size;
                let near = x + margin >= x0 && x < x0 + size + margin && y + margin >= gap && y < gap + size + margin;
                if inside {
                    let l = 0.299 * r as f64 + 0.587 * g as f64 + 0.114 * b as f64;
                    if a > 0 {
                        ink += 1;
                    }
                    classes.push(if a < SOLID {
                        0
                    } else if l >= 128.0 {
                        1
                    } else {
                        2
                    });
                    if a >= SOLID {
                        luma += l;
                        solid += 1;
                    }
                } else if !near && a > 0 {
                    outside += 1;
                }
            }
        }
        cells.push(Cell { classes, ink, outside, luma: luma / solid.max(1) as f64 });
    }
    cells
}

/// Share of the pixels inked in either mask whose classes differ.
fn difference(a: &Cell, b: &Cell) -> f64 {
    let (mut union, mut diff) = (0usize, 0usize);
    for (&x, &y) in a.classes.iter().zip(&b.classes) {
        if x != 0 || y != 0 {
            union += 1;
            if x != y {
                diff += 1;
            }
        }
    }
    diff as f64 / union.max(1) as f64
}

fn every_drawing() -> Vec<(Glyph, bool)> {
    let mut glyphs = all_glyphs();
    glyphs.extend("AMWIQ@".chars().map(Glyph::Badge));
    glyphs.iter().flat_map(|&g| [(g, true), (g, false)]).collect()
}

#[wasm_bindgen_test]
fn all_glyphs_lists_every_drawing_once() {
    let g = all_glyphs();
    assert_eq!(g.len(), 13);
    for (i, a) in g.iter().enumerate() {
        assert!(!matches!(a, Glyph::Badge(_)));
        assert!(!g[i + 1..].contains(a), "{a:?} twice");
    }
}

#[wasm_bindgen_test]
fn every_drawing_inks_its_cell_and_nothing_outside() {
    let items = every_drawing();
    for size in [20, 32, 45, 64, 100] {
        let cells = render(&items, size, 1);
        let area = (size * size) as f64;
        for (cell, (g, white)) in cells.iter().zip(&items) {
            let share = cell.ink as f64 / area;
            assert!(share > 0.15, "{g:?} white={white} at {size}px inks only {:.1} % of its cell", share * 100.0);
            assert!(share < 0.85, "{g:?} white={white} at {size}px fills {:.1} % of its cell", share * 100.0);
            assert_eq!(cell.outside, 0, "{g:?} white={white} at {size}px draws outside its cell");
        }
    }
}

#[wasm_bindgen_test]
fn no_two_glyphs_look_alike() {
    let mut glyphs = all_glyphs();
    glyphs.push(Glyph::Badge('X'));
    let mut failures = Vec::new();
    for white in [true, false] {
        for size in [24, 48, 96] {
            let items: Vec<(Glyph, bool)> = glyphs.iter().map(|&g| (g, white)).collect();
            let cells = render(&items, size, 1);
            let mut pairs = Vec::new();
            for i in 0..cells.len() {
                for j in i + 1..cells.len() {
                    pairs.push((difference(&cells[i], &cells[j]), glyphs[i], glyphs[j]));
                }
            }
            pairs.sort_by(|a, b| a.0.total_cmp(&b.0));
            let report: Vec<String> =
                pairs.iter().take(8).map(|(d, a, b)| format!("{a:?}/{b:?} {:.1}", d * 100.0)).collect();
            web_sys::console::log_1(&format!("closest pairs (white={white}, {size}px): {}", report.join(", ")).into());
            for (d, a, b) in pairs {
                if d <= MIN_DIFFERENCE {
                    failures.push(format!(
                        "{a:?} and {b:?} (white={white}, {size}px) differ in only {:.1} % of their ink",
                        d * 100.0
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[wasm_bindgen_test]
fn badge_letters_differ_and_are_drawn() {
    let letters: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".chars().collect();
    for white in [true, false] {
        let mut items = vec![(Glyph::Badge(' '), white)];
        items.extend(letters.iter().map(|&c| (Glyph::Badge(c), white)));
        let cells = render(&items, 48, 1);
        let (token, cells) = cells.split_first().unwrap();
        // The letter: what a badge changes of the blank token.
        let letter: Vec<f64> = cells.iter().map(|c| difference(c, token)).collect();
        let mut closest = (f64::INFINITY, ' ', ' ');
        for (i, c) in cells.iter().enumerate() {
            assert!(letter[i] > 0.03, "badge {} (white={white}) shows no letter", letters[i]);
            for j in i + 1..cells.len() {
                // Two letters differ in a clear share of the larger letter's ink.
                let d = difference(c, &cells[j]) / letter[i].max(letter[j]);
                if d < closest.0 {
                    closest = (d, letters[i], letters[j]);
                }
                assert!(
                    d > 0.12,
                    "badges {} and {} (white={white}) look alike: {:.1} %",
                    letters[i],
                    letters[j],
                    d * 100.0
                );
            }
        }
        let (d, a, b) = closest;
        web_sys::console::log_1(&format!("closest letters (white={white}): {a}/{b} {:.1} %", d * 100.0).into());
    }
}

#[wasm_bindgen_test]
fn white_and_black_differ() {
    let items = every_drawing();
    for size in [24, 60] {
        let cells = render(&items, size, 1);
        for k in (0..items.len()).step_by(2) {
            let (w, b) = (&cells[k], &cells[k + 1]);
            let g = items[k].0;
            let d = difference(w, b);
            web_sys::console::log_1(
                &format!("{g:?} {size}px: W/B differ {:.1} %, luma {:.0} / {:.0}", d * 100.0, w.luma, b.luma).into(),
            );
            assert!(d > 0.35, "{g:?} at {size}px: White and Black differ in only {:.1} % of their ink", d * 100.0);
            assert!(w.luma > 120.0, "{g:?} at {size}px: White is too dark ({:.0})", w.luma);
            assert!(b.luma < 100.0, "{g:?} at {size}px: Black is too light ({:.0})", b.luma);
            assert!(
                w.luma - b.luma > 60.0,
                "{g:?} at {size}px: White ({:.0}) and Black ({:.0}) too close",
                w.luma,
                b.luma
            );
        }
    }
}

#[wasm_bindgen_test]
fn draw_piece_leaves_the_context_as_it_found_it() {
    let (canvas, ctx) = canvas(50, 50);
    ctx.set_line_width(7.0);
    ctx.set_fill_style_str("#123456");
    ctx.set_text_align("right");
    draw_piece(&ctx, Glyph::Badge('Q'), true, 25.0, 25.0, 50.0);
    draw_piece(&ctx, Glyph::Cannon, false, 25.0, 25.0, 50.0);
    assert_eq!(ctx.line_width(), 7.0);
    assert_eq!(ctx.fill_style().as_string().as_deref(), Some("#123456"));
    assert_eq!(ctx.text_align(), "right");
    // The transform is back to the identity: a rectangle lands where it is asked to.
    ctx.clear_rect(0.0, 0.0, 50.0, 50.0);
    ctx.fill_rect(10.0, 10.0, 5.0, 5.0);
    let data = ctx.get_image_data(0.0, 0.0, 50.0, 50.0).unwrap().data().0;
    let at = |x: usize, y: usize| &data[4 * (y * 50 + x)..4 * (y * 50 + x) + 4];
    assert_eq!(at(12, 12), &[0x12, 0x34, 0x56, 255]);
    assert_eq!(at(9, 12)[3], 0);
    assert_eq!(at(15, 12)[3], 0);
    // Degenerate sizes draw nothing and do not panic.
    draw_piece(&ctx, Glyph::King, true, 25.0, 25.0, 0.0);
    draw_piece(&ctx, Glyph::King, true, f64::NAN, 25.0, 30.0);
    canvas.remove();
}

#[wasm_bindgen_test]
fn glyph_for_follows_the_betza() {
    use Glyph::*;
    let cases: &[(&str, &str, char, bool, bool, Glyph)] = &[
        ("King", "K", 'k', true, false, King),
        ("Pawn", "fmWfceFifmnD", 'p', false, true, Pawn),
        ("Sepoy", "fmWfcF", 'p', false, true, Pawn),
        ("Queen", "Q", 'q', false, false, Queen),
        ("Rook", "R", 'r', false, false, Rook),
        ("Bishop", "B", 'b', false, false, Bishop),
        ("Knight", "N", 'n', false, false, Knight),
        ("Archbishop", "BN", 'a', false, false, Archbishop),
        ("Cardinal", "NB", 'a', false, false, Archbishop),
        ("Chancellor", "RN", 'c', false, false, Chancellor),
        ("Marshal", "NR", 'c', false, false, Chancellor),
        ("Amazon", "QN", 'm', false, false, Amazon),
        ("Maharajah", "QN", 'm', true, false, Amazon),
        ("Amazon", "NQ", 'a', false, false, Amazon),
        ("Elephant", "FA", 'e', false, false, Elephant),
        ("Elephant", "AF", 'e', false, false, Elephant),
        ("Cannon", "mRcpR", 'c', false, false, Cannon),
        ("Cannon", "pR", 'c', false, false, Cannon),
        ("Commoner", "K", 'k', false, false, Commoner),
        // Not royal, but its capture ends the game (double-move chess, dark chess): still a king.
        ("King", "K", 'k', false, false, King),
        ("Man", "WF", 'm', false, false, Commoner),
        ("Wazir", "W", 'w', false, false, Badge('W')),
        ("Nightrider", "NN", 'h', false, false, Badge('H')),
        ("Lion", "KNADcaKmcabK", 'l', false, false, Badge('L')),
        ("Centaur", "KN", 'c', false, false, Badge('C')),
        ("Royal queen", "Q", 'q', true, false, Queen),
        ("Ferz", "F", 'f', false, false, Badge('F')),
    ];
    for &(name, betza, letter, royal, pawn, want) in cases {
        assert_eq!(glyph_for(name, betza, letter, royal, pawn), want, "{name} {betza} royal={royal} pawn={pawn}");
    }
}

#[wasm_bindgen_test]
fn glyph_for_reads_the_built_in_variants() {
    // Every piece of every built-in variant gets a drawing, not a token.
    for id in ["chess", "capablanca", "grand", "shako", "maharajah", "sepoys", "antichess", "gardner"] {
        let v = fairyboard::variants::builtin(id).unwrap();
        for (i, p) in v.pieces.iter().enumerate() {
            let g = glyph_for(&p.name, &p.betza.text, p.letter, v.rules.royal.contains(&i), v.rules.pawns.contains(&i));
            assert!(!matches!(g, Glyph::Badge(_)), "{id}: {} ({}) has no drawing", p.name, p.betza.text);
        }
    }
}

//! Notation: FEN (positions) and move strings, as ../shared/spec/notation.md fixes them.

pub mod checks;
pub mod choices;
pub mod fen;
pub mod frozen;
#[cfg(feature = "asia")]
pub mod kif;
pub mod pgn;
pub mod san;
pub mod sfen;
pub mod written;

/// `parts` joined by `sep`: one small loop, where `[&str]::join` would add a second copy of the
/// standard library's generic join (about 1 KB) beside the one for `String`s in the page module.
pub fn join_strs(parts: &[&str], sep: &str) -> String {
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(sep);
        }
        out.push_str(part);
    }
    out
}

/// Appends `n` in decimal digits (square names need it too: it lives with them).
pub use crate::geometry::push_decimal;

/// Unicode lower case. In the browser build JavaScript's `toLowerCase` does it, so the wasm
/// modules carry no case-mapping tables (about 24 KB); elsewhere Rust's own.
pub fn lowercase(s: &str) -> String {
    #[cfg(all(feature = "web", target_arch = "wasm32"))]
    let lower = String::from(js_sys::JsString::from(s).to_lower_case());
    #[cfg(not(all(feature = "web", target_arch = "wasm32")))]
    let lower = s.to_lowercase();
    lower
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_digits_agree_with_display() {
        for n in [0, 7, 9, 10, 99, 100, 255, 1000, 4_865_609, u64::from(u32::MAX), u64::MAX] {
            let mut out = String::from("x");
            push_decimal(&mut out, n);
            assert_eq!(out, format!("x{n}"));
        }
    }
}

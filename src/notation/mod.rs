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

/// Appends `n` in decimal digits: a small loop, where `to_string` would bring the standard
/// library's formatting into code that otherwise has none.
pub fn push_decimal(out: &mut String, mut n: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    out.extend(buf[i..].iter().map(|&b| char::from(b)));
}

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

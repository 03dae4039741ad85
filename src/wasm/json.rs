//! Values for JavaScript: written as JSON text and read with one `JSON.parse`, which builds plain
//! objects and arrays. The shapes are those serde-wasm-bindgen's `json_compatible` serializer gave
//! (field names, `null` for `None`, absent fields where they are skipped, unit enum variants as
//! their names, tuples and fixed arrays as arrays, maps as plain objects), without serde's
//! serializer machinery in the page module.

use std::collections::BTreeMap;

use wasm_bindgen::{JsError, JsValue};

use crate::engine::{DiagramTarget, Outcome, PieceInfo, Reason};
#[cfg(feature = "bughouse")]
use crate::game::bughouse::{MatchMove, MatchOutcome};
use crate::game::{
    Action, ActionKind, Cell, CellShape, DrawClaim, HandCount, Loss, LossCause, PieceState, Turn, TurnInfo,
};
#[cfg(feature = "playground-api")]
use crate::notation::choices::{SideChoices, StandInSpot};
use crate::notation::written::Style;
use crate::pieces::Color;
use crate::render::Lettered;
use crate::variants::{BoardStyle, Marks, PieceLabels, PieceStyle, SquareNames};

/// JSON text being written (see [`ToJson`]).
pub(crate) struct Json(String);

/// A value as JavaScript receives it, written as JSON.
pub(crate) trait ToJson {
    /// Appends the value's JSON to `j`.
    fn json(&self, j: &mut Json);
}

/// The JavaScript value of `v` (plain objects, arrays, strings, numbers, booleans, `null`).
pub(crate) fn to_js(v: &dyn ToJson) -> Result<JsValue, JsError> {
    let mut j = Json(String::new());
    v.json(&mut j);
    js_sys::JSON::parse(&j.0).map_err(|_| JsError::new("internal error: a value could not be handed to JavaScript"))
}

impl Json {
    fn raw(&mut self, s: &str) {
        self.0.push_str(s);
    }

    /// A string, quoted and escaped.
    pub(crate) fn str(&mut self, s: &str) {
        self.0.push('"');
        for c in s.chars() {
            match c {
                '"' => self.raw("\\\""),
                '\\' => self.raw("\\\\"),
                c if (c as u32) < 0x20 => {
                    let hex = b"0123456789abcdef";
                    self.raw("\\u00");
                    self.0.push(hex[c as usize >> 4] as char);
                    self.0.push(hex[c as usize & 15] as char);
                }
                c => self.0.push(c),
            }
        }
        self.0.push('"');
    }

    /// Opens an object or array (`{` or `[`).
    pub(crate) fn open(&mut self, c: char) {
        self.0.push(c);
    }

    /// Closes what [`Json::open`] opened (`}` or `]`), dropping the comma after the last member.
    pub(crate) fn close(&mut self, c: char) {
        if self.0.ends_with(',') {
            self.0.pop();
        }
        self.0.push(c);
    }

    /// One member of an open object.
    pub(crate) fn field(&mut self, key: &str, v: &dyn ToJson) {
        self.str(key);
        self.0.push(':');
        v.json(self);
        self.0.push(',');
    }

    /// One element of an open array.
    fn item(&mut self, v: &dyn ToJson) {
        v.json(self);
        self.0.push(',');
    }

    fn uint(&mut self, n: u64) {
        crate::notation::push_decimal(&mut self.0, n);
    }

    fn int(&mut self, n: i64) {
        if n < 0 {
            self.0.push('-');
        }
        self.uint(n.unsigned_abs());
    }

    /// A number written exactly (its full decimal expansion), so `JSON.parse` gives back the
    /// same double. JSON has no NaN or infinity: those (never handed over) are written `null`.
    fn float(&mut self, x: f64) {
        if !x.is_finite() {
            return self.raw("null");
        }
        let bits = x.to_bits();
        if bits >> 63 == 1 {
            self.0.push('-');
        }
        let (exp, frac) = ((bits >> 52) & 0x7ff, bits & ((1 << 52) - 1));
        // x = m * 2^e
        let (m, e) = if exp == 0 { (frac, -1074) } else { (frac | 1 << 52, exp as i32 - 1075) };
        // m * 2^e = (m * 2^e) or (m * 5^k) / 10^k with k = -e: the digits of an integer, then
        // the decimal point k digits from the right. The integer is built by powers of 2 or 5 that
        // fit a limb (2^31, 5^13) and read 9 digits a division, not one: a double such as sqrt(3)/2
        // (Game.cells' hexagon centres) has 53 fractional digits.
        let mut big: Vec<u32> = vec![m as u32, (m >> 32) as u32];
        let (base, chunk, mut times): (u64, i32, i32) = if e >= 0 { (2, 31, e) } else { (5, 13, -e) };
        while m != 0 && times > 0 {
            let k = times.min(chunk);
            times -= k;
            let factor = base.pow(k as u32);
            let mut carry = 0u64;
            for limb in big.iter_mut() {
                let v = u64::from(*limb) * factor + carry;
                *limb = v as u32;
                carry = v >> 32;
            }
            if carry != 0 {
                big.push(carry as u32);
            }
        }
        // The digits, least significant first; the last group's leading zeros dropped.
        let mut digits = Vec::new();
        while big.iter().any(|&l| l != 0) {
            let mut rem = 0u64;
            for limb in big.iter_mut().rev() {
                let v = (rem << 32) | u64::from(*limb);
                *limb = (v / 1_000_000_000) as u32;
                rem = v % 1_000_000_000;
            }
            for _ in 0..9 {
                digits.push(b'0' + (rem % 10) as u8);
                rem /= 10;
            }
        }
        while digits.last() == Some(&b'0') {
            digits.pop();
        }
        let point = if e >= 0 { 0 } else { -e as usize };
        while digits.len() <= point {
            digits.push(b'0');
        }
        digits.reverse();
        let (whole, fraction) = digits.split_at(digits.len() - point);
        let fraction = &fraction[..fraction.iter().rposition(|&d| d != b'0').map_or(0, |i| i + 1)];
        self.0.extend(whole.iter().map(|&b| b as char));
        if !fraction.is_empty() {
            self.0.push('.');
            self.0.extend(fraction.iter().map(|&b| b as char));
        }
    }
}

impl<T: ToJson + ?Sized> ToJson for &T {
    fn json(&self, j: &mut Json) {
        (**self).json(j);
    }
}

impl ToJson for str {
    fn json(&self, j: &mut Json) {
        j.str(self);
    }
}

impl ToJson for String {
    fn json(&self, j: &mut Json) {
        j.str(self);
    }
}

impl ToJson for char {
    fn json(&self, j: &mut Json) {
        j.str(self.encode_utf8(&mut [0; 4]));
    }
}

impl ToJson for bool {
    fn json(&self, j: &mut Json) {
        j.raw(if *self { "true" } else { "false" });
    }
}

impl ToJson for u32 {
    fn json(&self, j: &mut Json) {
        j.uint(u64::from(*self));
    }
}

impl ToJson for u64 {
    fn json(&self, j: &mut Json) {
        j.uint(*self);
    }
}

impl ToJson for usize {
    fn json(&self, j: &mut Json) {
        j.uint(*self as u64);
    }
}

impl ToJson for i32 {
    fn json(&self, j: &mut Json) {
        j.int(i64::from(*self));
    }
}

impl ToJson for f64 {
    fn json(&self, j: &mut Json) {
        j.float(*self);
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn json(&self, j: &mut Json) {
        match self {
            Some(v) => v.json(j),
            None => j.raw("null"),
        }
    }
}

impl<T: ToJson> ToJson for [T] {
    fn json(&self, j: &mut Json) {
        j.open('[');
        for v in self {
            j.item(v);
        }
        j.close(']');
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn json(&self, j: &mut Json) {
        self.as_slice().json(j);
    }
}

impl<T: ToJson, const N: usize> ToJson for [T; N] {
    fn json(&self, j: &mut Json) {
        self.as_slice().json(j);
    }
}

impl<A: ToJson, B: ToJson> ToJson for (A, B) {
    fn json(&self, j: &mut Json) {
        j.open('[');
        j.item(&self.0);
        j.item(&self.1);
        j.close(']');
    }
}

#[cfg(feature = "playground-api")]
impl ToJson for crate::notation::choices::Alternatives {
    fn json(&self, j: &mut Json) {
        j.open('{');
        for (k, v) in self {
            j.field(k, v);
        }
        j.close('}');
    }
}

impl<V: ToJson> ToJson for BTreeMap<String, V> {
    fn json(&self, j: &mut Json) {
        j.open('{');
        for (k, v) in self {
            j.field(k, v);
        }
        j.close('}');
    }
}

/// `ToJson` for a struct: an object of the listed fields, in order (`"name" => field`). The
/// pattern names every field, so a field added to the struct must be added here too.
macro_rules! json_object {
    ($t:ident $(<$lt:lifetime>)? { $($key:literal => $field:ident),* $(,)? }) => {
        impl $crate::wasm::json::ToJson for $t $(<$lt>)? {
            fn json(&self, j: &mut $crate::wasm::json::Json) {
                let $t { $($field),* } = self;
                j.open('{');
                $(j.field($key, $field);)*
                j.close('}');
            }
        }
    };
}
pub(crate) use json_object;

/// `ToJson` for a fieldless enum: its variants' names as strings.
macro_rules! json_names {
    ($t:ty { $($variant:ident => $name:literal),* $(,)? }) => {
        impl $crate::wasm::json::ToJson for $t {
            fn json(&self, j: &mut $crate::wasm::json::Json) {
                j.str(match self {
                    $(<$t>::$variant => $name,)*
                });
            }
        }
    };
}

json_names!(Color { White => "white", Black => "black" });
json_names!(BoardStyle { Squares => "squares", Intersections => "intersections", Quadrants => "quadrants", Grid => "grid" });
json_names!(PieceStyle { Western => "western", Shogi => "shogi", Xiangqi => "xiangqi", Tchess => "tchess", Discs => "discs" });
json_names!(Marks { Dots => "dots", Arrows => "arrows" });
json_names!(SquareNames { Labels => "labels", RowColumn => "row-column", Names => "names" });
json_names!(PieceLabels { Kanji => "kanji", Letters => "letters" });
json_names!(CellShape { Square => "square", Point => "point", Hex => "hex" });
json_names!(PieceState { Frozen => "frozen" });
json_names!(LossCause { Drowned => "drowned" });
json_names!(Style {
    San => "san",
    Shogi => "shogi",
    Kif => "kif",
    Wxf => "wxf",
    Chinese => "chinese",
    Coordinates => "coordinates",
    Labels => "labels",
});
json_names!(ActionKind {
    Quiet => "quiet",
    Capture => "capture",
    EnPassant => "en-passant",
    Castle => "castle",
    Drop => "drop",
    Swap => "swap",
    Pass => "pass",
});

impl ToJson for Reason {
    fn json(&self, j: &mut Json) {
        j.str(self.id());
    }
}

json_object!(Outcome { "winner" => winner, "reason" => reason });
json_object!(DrawClaim { "reason" => reason, "text" => text });
json_object!(PieceInfo { "letter" => letter, "token" => token, "name" => name, "betza" => betza, "royal" => royal });
json_object!(DiagramTarget {
    "square" => square,
    "move" => quiet,
    "capture" => capture,
    "leap" => leap,
    "conditional" => conditional,
});
json_object!(Cell { "name" => name, "label" => label, "x" => x, "y" => y, "shape" => shape });
json_object!(HandCount { "piece" => piece, "count" => count });
json_object!(Turn { "side" => side, "moves" => moves });
json_object!(Loss { "square" => square, "piece" => piece, "cause" => cause });
#[cfg(feature = "bughouse")]
json_object!(MatchOutcome { "board" => board, "team" => team, "reason" => reason });
#[cfg(feature = "bughouse")]
json_object!(MatchMove { "board" => board, "notation" => notation, "written" => written, "handed" => handed });
#[cfg(feature = "playground-api")]
json_object!(StandInSpot { "square" => square, "piece" => piece });
json_object!(Lettered { "token" => token, "text" => text, "characters" => characters });
#[cfg(feature = "playground-api")]
json_object!(SideChoices {
    "flip" => flip,
    "alternatives" => alternatives,
    "replace" => replace,
    "standIn" => stand_in,
});

impl ToJson for TurnInfo {
    fn json(&self, j: &mut Json) {
        let TurnInfo { side, part, parts, task } = self;
        j.open('{');
        j.field("side", side);
        j.field("part", part);
        j.field("parts", parts);
        if let Some(t) = task {
            j.field("task", t);
        }
        j.close('}');
    }
}

impl ToJson for Action {
    fn json(&self, j: &mut Json) {
        let Action {
            id,
            notation,
            from,
            to,
            target,
            alt_target,
            kind,
            leap,
            captures,
            stops,
            via,
            promotion,
            drop,
            count,
            moving,
        } = self;
        j.open('{');
        j.field("id", id);
        j.field("move", notation);
        j.field("from", from);
        j.field("to", to);
        j.field("target", target);
        j.field("altTarget", alt_target);
        j.field("kind", kind);
        j.field("leap", leap);
        j.field("captures", captures);
        j.field("stops", stops);
        j.field("via", via);
        j.field("promotion", promotion);
        j.field("drop", drop);
        if let Some(n) = count {
            j.field("count", n);
        }
        if let Some(piece) = moving {
            j.field("moving", piece);
        }
        j.close('}');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(v: &dyn ToJson) -> String {
        let mut j = Json(String::new());
        v.json(&mut j);
        j.0
    }

    #[test]
    fn numbers_are_exact() {
        assert_eq!(text(&0.5f64), "0.5");
        assert_eq!(text(&-0.0f64), "-0");
        assert_eq!(text(&12.0f64), "12");
        assert_eq!(text(&0.1f64), "0.1000000000000000055511151231257827021181583404541015625");
        assert_eq!(text(&1e21f64), "1000000000000000000000");
        assert_eq!(text(&f64::NAN), "null");
        assert_eq!(text(&-7i32), "-7");
        assert_eq!(text(&u64::MAX), "18446744073709551615");
        assert_eq!(text(&0u32), "0");
        let tiny = text(&f64::from_bits(1));
        assert!(tiny.starts_with("0.000") && tiny.ends_with("625") && tiny.len() == 2 + 1074);
    }

    /// Core's formatting with enough precision is exact too: the two agree on doubles of every
    /// magnitude (seeded bit patterns) and on the hexagon centres `Game.cells` writes.
    #[test]
    fn numbers_agree_with_exact_formatting() {
        let exact = |x: f64| {
            let s = format!("{x:.1100}");
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        };
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut values: Vec<f64> = (0..2000)
            .map(|_| {
                state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
                f64::from_bits(state)
            })
            .filter(|x| x.is_finite())
            .collect();
        values.extend((0..40).map(|i| f64::from(i) * 3f64.sqrt() / 2.0));
        values.extend([1.0, 0.25, 1e-300, 123456789.125, 2f64.powi(80), f64::MAX, f64::MIN_POSITIVE]);
        for x in values {
            assert_eq!(text(&x), exact(x), "{:#x}", x.to_bits());
        }
    }

    #[test]
    fn strings_and_shapes() {
        assert_eq!(text(&"a\"b\\c\n\u{1}é"), "\"a\\\"b\\\\c\\u000a\\u0001é\"");
        assert_eq!(text(&vec![(String::from("a"), Some(1u32)), (String::from("b"), None)]), "[[\"a\",1],[\"b\",null]]");
        assert_eq!(text(&Vec::<u32>::new()), "[]");
        let mut m = BTreeMap::new();
        m.insert(String::from("c2"), String::from("N"));
        assert_eq!(text(&m), "{\"c2\":\"N\"}");
        assert_eq!(text(&BTreeMap::<String, String>::new()), "{}");
        assert_eq!(text(&ActionKind::EnPassant), "\"en-passant\"");
    }
}

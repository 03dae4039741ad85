//! Plain JavaScript values (booleans, numbers, strings, arrays, plain objects, null and undefined:
//! what the pages send) read into Rust types by small hand-written readers ([`FromJs`]), without
//! serde's deserializer machinery in the page module. The messages keep serde's wording
//! (`invalid type: string "x", expected a boolean`, `missing field `square``); a property whose
//! value is `undefined` counts as absent.

use std::fmt;

use wasm_bindgen::{JsCast, JsValue};

#[cfg(feature = "playground-api")]
use crate::notation::choices::{SetupChoices, SideChoices};
use crate::render::{Drag, Placed, Target, View};
use crate::variants::{Marks, PieceLabels, SquareNames};

/// Why a value could not be read (`invalid type: string "x", expected a boolean`).
#[derive(Debug)]
pub(crate) struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A Rust value read from a JavaScript value.
pub(crate) trait FromJs: Sized {
    /// The names of its fields as JavaScript writes them (a struct's; empty for other values).
    const FIELDS: &'static [&'static str] = &[];
    /// Reads it from `v`.
    fn read(v: JsValue) -> Result<Self, Error>;
}

/// Reads `T` from a JavaScript value.
pub(crate) fn from_js<T: FromJs>(v: JsValue) -> Result<T, Error> {
    T::read(v)
}

/// The largest integer a JavaScript number holds exactly (2^53 - 1).
const SAFE: f64 = 9_007_199_254_740_991.0;

/// A number as an integer, if it is one JavaScript holds exactly.
fn integer(x: f64) -> Option<i64> {
    (x.fract() == 0.0 && x.abs() <= SAFE).then_some(x as i64)
}

/// The error for a value of the wrong kind (`invalid type: string "x", expected a boolean`).
#[inline(never)]
fn wrong(v: &JsValue, exp: &str) -> Error {
    let what = if v.is_null() || v.is_undefined() {
        "null".to_string()
    } else if let Some(b) = v.as_bool() {
        format!("boolean `{b}`")
    } else if let Some(x) = v.as_f64() {
        format!("number `{}`", number(x))
    } else if let Some(s) = v.as_string() {
        format!("string \"{}\"", crate::error::shown(&s))
    } else if js_sys::Array::is_array(v) {
        "array".to_string()
    } else {
        "object".to_string()
    };
    Error(format!("invalid type: {what}, expected {exp}"))
}

/// A number as JavaScript writes it.
fn number(x: f64) -> String {
    js_sys::Number::from(x).to_string_with_radix(10).map(String::from).unwrap_or_default()
}

/// Property `key` of `obj` (`undefined` where it has none).
fn get(obj: &JsValue, key: &'static str) -> JsValue {
    js_sys::Reflect::get(obj, crate::render::style::js_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// Field `key` of an object, `None` where it is absent (or `undefined`).
pub(crate) fn optional<T: FromJs>(obj: &JsValue, key: &'static str) -> Result<Option<T>, Error> {
    let v = get(obj, key);
    if v.is_undefined() {
        Ok(None)
    } else {
        T::read(v).map(Some)
    }
}

/// Field `key` of an object, its default where it is absent.
pub(crate) fn or_default<T: FromJs + Default>(obj: &JsValue, key: &'static str) -> Result<T, Error> {
    Ok(optional(obj, key)?.unwrap_or_default())
}

/// Field `key` of an object, which must be there.
pub(crate) fn required<T: FromJs>(obj: &JsValue, key: &'static str) -> Result<T, Error> {
    optional(obj, key)?.ok_or_else(|| Error(format!("missing field `{key}`")))
}

/// Refuses anything but a plain object (not an array), as `exp` names what was expected.
pub(crate) fn object<'a>(v: &'a JsValue, exp: &str) -> Result<&'a js_sys::Object, Error> {
    match v.dyn_ref::<js_sys::Object>() {
        Some(obj) if !js_sys::Array::is_array(obj) => Ok(obj),
        _ => Err(wrong(v, exp)),
    }
}

/// An integer of at most `max`, as serde reads it into a type it names `exp`.
fn unsigned(v: &JsValue, max: u64, exp: &str) -> Result<u64, Error> {
    match v.as_f64().and_then(integer) {
        Some(n) if n >= 0 && n as u64 <= max => Ok(n as u64),
        Some(n) => Err(Error(format!("invalid value: integer `{n}`, expected {exp}"))),
        None => Err(wrong(v, exp)),
    }
}

/// The elements of an array, each read as `T`; `exp` names what was expected.
fn items<T: FromJs>(v: JsValue, exp: &str) -> Result<Vec<T>, Error> {
    if !js_sys::Array::is_array(&v) {
        return Err(wrong(&v, exp));
    }
    // A plain loop: `map(T::read).collect()` costs the module several iterator instances per `T`.
    let list = js_sys::Array::from(&v);
    let mut out = Vec::with_capacity(list.length() as usize);
    for i in 0..list.length() {
        out.push(T::read(list.get(i))?);
    }
    Ok(out)
}

/// An array of exactly `n` elements (more are ignored, as serde does), each read as `T`.
fn fixed<T: FromJs>(v: JsValue, n: usize, exp: &str) -> Result<Vec<T>, Error> {
    let mut list: Vec<T> = items(v, exp)?;
    if list.len() < n {
        return Err(Error(format!("invalid length {}, expected {exp}", list.len())));
    }
    list.truncate(n);
    Ok(list)
}

/// A string that must be one of `names`: its index; `exp` names the type for other values.
fn one_of(v: JsValue, names: &[&str], exp: &str) -> Result<usize, Error> {
    let s = v.as_string().ok_or_else(|| wrong(&v, exp))?;
    names.iter().position(|n| *n == s).ok_or_else(|| {
        let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
        let expected = match quoted.len() {
            2 => quoted.join(" or "),
            _ => format!("one of {}", quoted.join(", ")),
        };
        Error(format!("unknown variant `{}`, expected {expected}", crate::error::shown(&s)))
    })
}

impl FromJs for bool {
    fn read(v: JsValue) -> Result<Self, Error> {
        v.as_bool().ok_or_else(|| wrong(&v, "a boolean"))
    }
}

impl FromJs for String {
    fn read(v: JsValue) -> Result<Self, Error> {
        v.as_string().ok_or_else(|| wrong(&v, "a string"))
    }
}

impl FromJs for u32 {
    fn read(v: JsValue) -> Result<Self, Error> {
        unsigned(&v, u32::MAX.into(), "u32").map(|n| n as u32)
    }
}

impl FromJs for usize {
    fn read(v: JsValue) -> Result<Self, Error> {
        unsigned(&v, usize::MAX as u64, "usize").map(|n| n as usize)
    }
}

impl FromJs for f64 {
    fn read(v: JsValue) -> Result<Self, Error> {
        v.as_f64().ok_or_else(|| wrong(&v, "f64"))
    }
}

impl<T: FromJs> FromJs for Option<T> {
    fn read(v: JsValue) -> Result<Self, Error> {
        if v.is_null() || v.is_undefined() {
            Ok(None)
        } else {
            T::read(v).map(Some)
        }
    }
}

impl<T: FromJs> FromJs for Vec<T> {
    fn read(v: JsValue) -> Result<Self, Error> {
        items(v, "a sequence")
    }
}

impl FromJs for (String, String) {
    fn read(v: JsValue) -> Result<Self, Error> {
        let mut pair = fixed::<String>(v, 2, "a tuple of size 2")?.into_iter();
        Ok((pair.next().unwrap_or_default(), pair.next().unwrap_or_default()))
    }
}

impl FromJs for [f64; 2] {
    fn read(v: JsValue) -> Result<Self, Error> {
        let pair = fixed::<f64>(v, 2, "an array of length 2")?;
        Ok([pair[0], pair[1]])
    }
}

/// An object of strings as its (name, value) pairs sorted by name; entries whose value is
/// `undefined` are left out. (A list, not a `BTreeMap`: the map's code costs the page module more.)
pub(crate) fn string_entries(v: JsValue) -> Result<Vec<(String, String)>, Error> {
    let obj = object(&v, "a map")?;
    let mut out = Vec::new();
    for pair in js_sys::Object::entries(obj).iter() {
        let pair: js_sys::Array = pair.unchecked_into();
        let value = pair.get(1);
        if !value.is_undefined() {
            out.push((String::read(pair.get(0))?, String::read(value)?));
        }
    }
    crate::sort::sort_by(&mut out, |a, b| a.0.cmp(&b.0));
    Ok(out)
}

#[cfg(feature = "playground-api")]
impl FromJs for crate::notation::choices::Alternatives {
    fn read(v: JsValue) -> Result<Self, Error> {
        Ok(string_entries(v)?.into_iter().collect())
    }
}

/// `FromJs` for a fieldless enum written as one of its names.
macro_rules! from_names {
    ($t:ident { $($variant:ident => $name:literal),* $(,)? }) => {
        impl FromJs for $t {
            fn read(v: JsValue) -> Result<Self, Error> {
                const NAMES: &[&str] = &[$($name),*];
                const VALUES: &[$t] = &[$($t::$variant),*];
                one_of(v, NAMES, concat!("enum ", stringify!($t))).map(|i| VALUES[i])
            }
        }
    };
}

from_names!(Marks { Dots => "dots", Arrows => "arrows" });
from_names!(SquareNames { Labels => "labels", RowColumn => "row-column", Names => "names" });
from_names!(PieceLabels { Kanji => "kanji", Letters => "letters" });

/// `FromJs` for a struct: each field read by `how` (`required`, `optional` or `or_default`)
/// from its JavaScript name. The struct literal names every field, so a field added to the
/// struct must be added here too.
macro_rules! from_object {
    ($t:ident { $($field:ident: $how:ident $key:literal),* $(,)? }) => {
        impl $crate::wasm::from_js::FromJs for $t {
            const FIELDS: &'static [&'static str] = &[$($key),*];
            fn read(v: JsValue) -> Result<Self, $crate::wasm::from_js::Error> {
                use $crate::wasm::from_js::*;
                object(&v, concat!("struct ", stringify!($t)))?;
                Ok($t { $($field: $how(&v, $key)?),* })
            }
        }
    };
}
pub(crate) use from_object;

from_object!(Placed { square: required "square", piece: required "piece", height: or_default "height" });
from_object!(Target {
    square: required "square",
    quiet: or_default "move",
    capture: or_default "capture",
    leap: or_default "leap",
    conditional: or_default "conditional",
});
from_object!(Drag { piece: required "piece", x: required "x", y: required "y" });
from_object!(View {
    pieces: or_default "pieces",
    flipped: or_default "flipped",
    selected: or_default "selected",
    last_move: or_default "lastMove",
    checks: or_default "checks",
    targets: or_default "targets",
    stops: or_default "stops",
    arrows: or_default "arrows",
    focus: or_default "focus",
    no_coordinates: or_default "noCoordinates",
    hidden: or_default "hidden",
    drag: or_default "drag",
    marks: or_default "marks",
    square_names: or_default "squareNames",
    frozen: or_default "frozen",
    fog: or_default "fog",
    area: or_default "area",
    piece_labels: or_default "pieceLabels",
    size: or_default "size",
    resolution: or_default "resolution",
});
#[cfg(feature = "playground-api")]
from_object!(SideChoices {
    flip: or_default "flip",
    alternatives: or_default "alternatives",
    replace: or_default "replace",
    stand_in: or_default "standIn",
});
#[cfg(feature = "playground-api")]
from_object!(SetupChoices {
    white: or_default "white",
    black: or_default "black",
    tournament: or_default "tournament",
    vacancy: or_default "vacancy",
});

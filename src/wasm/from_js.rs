//! Plain JavaScript values (booleans, numbers, strings, arrays, plain objects, null and undefined:
//! what the pages send) read into Rust types through their `Deserialize` impls. It replaces
//! serde-wasm-bindgen's general reader on these paths: that one also reads BigInts, Maps, byte
//! arrays and enums written as objects, none of which the API takes, and cost the page module
//! about 25 KB. As there, a property whose value is `undefined` counts as absent.

use std::fmt;

use serde::de::{
    self, DeserializeOwned, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, SeqAccess, Visitor,
};
use wasm_bindgen::{JsCast, JsValue};

/// Why a value could not be read (serde's message: `invalid type: string "x", expected a boolean`).
#[derive(Debug)]
pub(crate) struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }

    fn invalid_type(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Error(format!("invalid type: {}, expected {exp}", unexpected(&unexp)))
    }

    fn invalid_value(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Error(format!("invalid value: {}, expected {exp}", unexpected(&unexp)))
    }
}

/// serde's wording of an unexpected value, with numbers written by JavaScript (no float
/// formatting in the module) and strings through [`crate::error::shown`].
fn unexpected(u: &de::Unexpected) -> String {
    use de::Unexpected as U;
    match *u {
        U::Bool(b) => format!("boolean `{b}`"),
        U::Unsigned(n) => format!("integer `{n}`"),
        U::Signed(n) => format!("integer `{n}`"),
        U::Float(x) => format!("floating point `{}`", number(x)),
        U::Char(c) => format!("character `{c}`"),
        U::Str(s) => format!("string \"{}\"", crate::error::shown(s)),
        U::Unit => "null".into(),
        U::Option => "Option value".into(),
        U::Seq => "sequence".into(),
        U::Map => "map".into(),
        U::Enum => "enum".into(),
        U::Other(o) => o.into(),
        _ => "value".into(),
    }
}

/// Reads `T` from a JavaScript value.
pub(crate) fn from_js<T: DeserializeOwned>(v: JsValue) -> Result<T, Error> {
    T::deserialize(FromJs(v))
}

/// The largest integer a JavaScript number holds exactly (2^53 - 1).
const SAFE: f64 = 9_007_199_254_740_991.0;

/// A number as an integer, if it is one JavaScript holds exactly.
fn integer(x: f64) -> Option<i64> {
    (x.fract() == 0.0 && x.abs() <= SAFE).then_some(x as i64)
}

/// The error for a value of the wrong kind (`invalid type: string "x", expected a boolean`).
#[inline(never)]
fn wrong(v: &JsValue, exp: &dyn de::Expected) -> Error {
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

struct FromJs(JsValue);

impl<'de> Deserializer<'de> for FromJs {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let v = &self.0;
        if v.is_null() || v.is_undefined() {
            visitor.visit_unit()
        } else if v.as_bool().is_some() {
            self.deserialize_bool(visitor)
        } else if let Some(x) = v.as_f64() {
            match integer(x) {
                Some(n) if n >= 0 => visitor.visit_u64(n as u64),
                Some(n) => visitor.visit_i64(n),
                None => visitor.visit_f64(x),
            }
        } else if v.is_string() {
            self.deserialize_string(visitor)
        } else if js_sys::Array::is_array(v) {
            self.deserialize_seq(visitor)
        } else {
            self.deserialize_map(visitor)
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0.as_bool() {
            Some(b) => visitor.visit_bool(b),
            None => Err(wrong(&self.0, &visitor)),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0.as_f64().and_then(integer) {
            Some(n) if n >= 0 => visitor.visit_u64(n as u64),
            Some(n) => visitor.visit_i64(n),
            None => Err(wrong(&self.0, &visitor)),
        }
    }

    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0.as_f64() {
            Some(x) => visitor.visit_f64(x),
            None => Err(wrong(&self.0, &visitor)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0.as_string() {
            Some(s) => visitor.visit_string(s),
            None => Err(wrong(&self.0, &visitor)),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if js_sys::Array::is_array(&self.0) {
            visitor.visit_seq(Items { list: self.0.unchecked_into(), next: 0 })
        } else {
            Err(wrong(&self.0, &visitor))
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.0.dyn_ref::<js_sys::Object>() {
            Some(obj) if !js_sys::Array::is_array(obj) => {
                visitor.visit_map(Fields { entries: js_sys::Object::entries(obj), next: 0, value: None })
            }
            _ => Err(wrong(&self.0, &visitor)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        if self.0.is_null() || self.0.is_undefined() {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.0.as_string() {
            Some(s) => visitor.visit_enum(IntoDeserializer::<Error>::into_deserializer(s)),
            None => Err(wrong(&self.0, &visitor)),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _: &'static str, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    serde::forward_to_deserialize_any! {
        i8 i16 i32 i128 u8 u16 u128 f32 char bytes byte_buf unit unit_struct tuple_struct
    }
}

impl<'de> IntoDeserializer<'de, Error> for FromJs {
    type Deserializer = Self;

    fn into_deserializer(self) -> Self {
        self
    }
}

/// The elements of an array.
struct Items {
    list: js_sys::Array,
    next: u32,
}

impl<'de> SeqAccess<'de> for Items {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        if self.next >= self.list.length() {
            return Ok(None);
        }
        let v = self.list.get(self.next);
        self.next += 1;
        seed.deserialize(FromJs(v)).map(Some)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.list.length().saturating_sub(self.next) as usize)
    }
}

/// The own enumerable properties of an object (`Object.entries`), those set to `undefined` left out.
struct Fields {
    entries: js_sys::Array,
    next: u32,
    value: Option<JsValue>,
}

impl<'de> MapAccess<'de> for Fields {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        while self.next < self.entries.length() {
            let pair: js_sys::Array = self.entries.get(self.next).unchecked_into();
            self.next += 1;
            let value = pair.get(1);
            if value.is_undefined() {
                continue;
            }
            self.value = Some(value);
            return seed.deserialize(FromJs(pair.get(0))).map(Some);
        }
        Ok(None)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        seed.deserialize(FromJs(self.value.take().unwrap_or(JsValue::UNDEFINED)))
    }
}

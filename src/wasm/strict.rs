//! Strict objects from JavaScript: serde-wasm-bindgen reads only the fields a Rust struct names,
//! so an unknown (misspelt) field would pass unnoticed. These helpers read a struct's field names
//! from its `Deserialize` impl (so the list cannot drift from the struct) and refuse objects with
//! other keys.

use serde::de::{self, Deserialize, Deserializer, Visitor};
use wasm_bindgen::{JsCast, JsError, JsValue};

/// A deserializer that only records the field names `deserialize_struct` is called with.
struct FieldNames(&'static [&'static str]);

impl<'de> Deserializer<'de> for &mut FieldNames {
    type Error = de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(de::Error::custom("not a struct"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Self::Error> {
        self.0 = fields;
        Err(de::Error::custom("field names recorded"))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit
        unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
    }
}

/// The field names of struct `T` as JavaScript writes them (after serde's renames).
pub(crate) fn fields<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    let mut f = FieldNames(&[]);
    let _ = T::deserialize(&mut f);
    f.0
}

/// Refuses a plain object with a key outside `allowed` (`what` names it in the message); other
/// values (arrays, null, undefined) pass, for the deserializer to judge.
pub(crate) fn check_keys(v: &JsValue, allowed: &[&str], what: &str) -> Result<(), JsError> {
    if !v.is_object() || js_sys::Array::is_array(v) {
        return Ok(());
    }
    let Some(obj) = v.dyn_ref::<js_sys::Object>() else { return Ok(()) };
    for k in js_sys::Object::keys(obj).iter() {
        let key = k.as_string().unwrap_or_default();
        if !allowed.contains(&key.as_str()) {
            let shown = crate::error::shown(&key.chars().take(30).collect::<String>());
            return Err(JsError::new(&format!("unknown field '{shown}' in {what} (known: {})", allowed.join(", "))));
        }
    }
    Ok(())
}

/// [`check_keys`] for every element of an array field `key` of `v`.
pub(crate) fn check_each(v: &JsValue, key: &str, allowed: &[&str], what: &str) -> Result<(), JsError> {
    let Ok(list) = js_sys::Reflect::get(v, &JsValue::from_str(key)) else { return Ok(()) };
    if js_sys::Array::is_array(&list) {
        for item in js_sys::Array::from(&list).iter() {
            check_keys(&item, allowed, what)?;
        }
    }
    Ok(())
}

/// [`check_keys`] for the object field `key` of `v`, if present.
pub(crate) fn check_field(v: &JsValue, key: &str, allowed: &[&str], what: &str) -> Result<(), JsError> {
    match js_sys::Reflect::get(v, &JsValue::from_str(key)) {
        Ok(inner) => check_keys(&inner, allowed, what),
        Err(_) => Ok(()),
    }
}

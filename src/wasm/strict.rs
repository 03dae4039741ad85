//! Strict objects from JavaScript: the readers of `from_js` read only the fields a Rust struct
//! names, so an unknown (misspelt) field would pass unnoticed. These helpers take a struct's field
//! names from its reader (`FromJs::FIELDS`, written beside the struct literal that names every
//! field, so the list cannot drift from the struct) and refuse objects with other keys.

use wasm_bindgen::{JsCast, JsError, JsValue};

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
            return Err(JsError::new(&format!(
                "unknown field '{shown}' in {what} (known: {})",
                crate::notation::join_strs(allowed, ", ")
            )));
        }
    }
    Ok(())
}

/// [`check_keys`] for every element of an array field `key` of `v`.
pub(crate) fn check_each(v: &JsValue, key: &'static str, allowed: &[&str], what: &str) -> Result<(), JsError> {
    let Ok(list) = js_sys::Reflect::get(v, crate::render::style::js_str(key)) else { return Ok(()) };
    if js_sys::Array::is_array(&list) {
        for item in js_sys::Array::from(&list).iter() {
            check_keys(&item, allowed, what)?;
        }
    }
    Ok(())
}

/// [`check_keys`] for the object field `key` of `v`, if present.
pub(crate) fn check_field(v: &JsValue, key: &'static str, allowed: &[&str], what: &str) -> Result<(), JsError> {
    match js_sys::Reflect::get(v, crate::render::style::js_str(key)) {
        Ok(inner) => check_keys(&inner, allowed, what),
        Err(_) => Ok(()),
    }
}

//! The variant language's one table (src/variants/keys.rs): the generated reference
//! docs/variant-keys.md equals it, every key the built-in data uses is in it, and the loader
//! refuses keys that are not.

use fairyboard::variants::{self, keys};

const DOC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/variant-keys.md");

#[test]
fn the_key_reference_is_generated_from_the_table() {
    let want = keys::reference_markdown();
    if std::env::var_os("UPDATE_DOCS").is_some() {
        std::fs::write(DOC, &want).unwrap();
    }
    let have = std::fs::read_to_string(DOC).unwrap_or_default();
    assert!(have == want, "docs/variant-keys.md is stale: run UPDATE_DOCS=1 cargo test --test variant_keys");
}

#[test]
fn every_key_has_a_form_a_default_and_a_doc_and_appears_once() {
    let mut seen = std::collections::HashSet::new();
    for k in keys::KEYS {
        assert!(seen.insert(k.name), "{} listed twice", k.name);
        assert!(!k.value.is_empty() && !k.default.is_empty() && k.doc.ends_with('.'), "{k:?}");
    }
}

#[test]
fn every_key_of_the_built_in_data_is_in_the_table() {
    let data = concat!(env!("CARGO_MANIFEST_DIR"), "/src/variants/data");
    let mut used = std::collections::BTreeSet::new();
    for e in std::fs::read_dir(data).unwrap() {
        let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
        for line in text.lines().map(str::trim) {
            if line.starts_with('#') || line.starts_with(';') || line.starts_with('[') || line.is_empty() {
                continue;
            }
            if let Some((k, _)) = line.split_once('=') {
                used.insert(k.trim().to_string());
            }
        }
    }
    for k in &used {
        assert!(keys::spec(k).is_some(), "key '{k}' of the built-in data is not in the table");
    }
    assert!(used.len() >= 50, "{} keys used", used.len());
}

#[test]
fn the_loader_refuses_keys_not_in_the_table() {
    let e = variants::from_ini("[x:chess]\nno_such_key = 1\n", None).unwrap_err().to_string();
    assert!(e.contains("unknown key 'no_such_key'"), "{e}");
    // Every listed key is accepted by the loader (its value may still be refused).
    for k in keys::KEYS {
        let r = variants::from_ini(&format!("[x:chess]\n{} = -\n", k.name), None);
        if let Err(e) = r {
            assert!(!e.to_string().contains("unknown key"), "{}: {e}", k.name);
        }
    }
}

#[test]
fn display_settings_are_enums_with_their_defaults() {
    let chess = variants::shared("chess").unwrap();
    assert_eq!(chess.board_style, variants::BoardStyle::Squares);
    assert_eq!(chess.piece_style, variants::PieceStyle::Western);
    assert_eq!(chess.marks, variants::Marks::Dots);
    let xq = variants::shared("xiangqi").unwrap();
    assert_eq!(xq.board_style, variants::BoardStyle::Intersections);
    let t = variants::shared("tchess").unwrap();
    assert_eq!((t.piece_style, t.marks), (variants::PieceStyle::Tchess, variants::Marks::Arrows));
}

#[test]
fn piece_values_are_data_and_a_redefined_piece_drops_its_inherited_value() {
    let chess = variants::shared("chess").unwrap();
    let q = chess.piece_index('q').unwrap();
    assert!(chess.values.contains(&(q, 950)));
    let child = variants::from_ini("[x:chess]\npiece = q | Wazir queen | W\nvalue = n 300\n", None).unwrap();
    let (q, n) = (child.piece_index('q').unwrap(), child.piece_index('n').unwrap());
    assert!(!child.values.iter().any(|&(t, _)| t == q), "{:?}", child.values);
    assert!(child.values.contains(&(n, 300)));
    let e = variants::from_ini("[x:chess]\nvalue = z 100\n", None).unwrap_err().to_string();
    assert!(e.contains("unknown piece 'z'"), "{e}");
    assert!(variants::from_ini("[x:chess]\nvalue = q lots\n", None).is_err());
}

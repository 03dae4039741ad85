//! Build script: copies the built-in variant data (src/variants/data/*.ini) into OUT_DIR with the
//! text of every comment line removed (the line itself stays, so line numbers in errors are those
//! of the source file). The comments are for people editing the data; the parser skips the same
//! lines (`#` or `;` after leading white space), so the variants read exactly the same, and the
//! wasm modules carry about 25 KB less text.

use std::{env, fs, path::PathBuf};

fn main() {
    let src = PathBuf::from("src/variants/data");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("variants");
    fs::create_dir_all(&out).expect("create OUT_DIR/variants");
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={}", src.display());
    for entry in fs::read_dir(&src).expect("read src/variants/data") {
        let path = entry.expect("read src/variants/data").path();
        if path.extension() != Some(std::ffi::OsStr::new("ini")) {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut kept = String::with_capacity(text.len());
        for line in text.split_inclusive('\n') {
            let t = line.trim();
            if t.starts_with('#') || t.starts_with(';') {
                kept.push_str(if line.ends_with("\r\n") {
                    "\r\n"
                } else if line.ends_with('\n') {
                    "\n"
                } else {
                    ""
                });
            } else {
                kept.push_str(line);
            }
        }
        let name = path.file_name().expect("a file name");
        fs::write(out.join(name), kept).unwrap_or_else(|e| panic!("write {}: {e}", name.to_string_lossy()));
    }
}

#!/usr/bin/env bash
# Build the browser package: settings come from wasm-pack.toml (wasm-pack itself
# does not read that file), output goes to its out_dir (default www/pkg). One build per
# [[module]] there: the page module (pkg/fairyboard.js, no search, small) and the engine
# module (pkg/fairyboard_engine.js, the Web Worker's search, fast).
# Needs wasm-pack and a wasm-bindgen-cli of the Cargo.lock version on PATH:
# run scripts/setup.sh first (scripts/test-all.sh and scripts/serve.sh do).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# --- read wasm-pack.toml (Python 3.11 tomllib) into shell variables ---------
# Top-level keys become TARGET, OUT_DIR, RELEASE, WASM_OPT, REORDER; each [[module]] one line of
# MODULES: "out_name profile features default_features page wasm_opt_passes" (the passes joined by
# commas, "-" for none).
SETTINGS="$(python3 - wasm-pack.toml <<'PY'
import re, shlex, sys, tomllib
c = tomllib.load(open(sys.argv[1], "rb"))
def get(t, key, default, kind, where="wasm-pack.toml"):
    v = t.get(key, default)
    if not isinstance(v, kind):
        sys.exit(f"{where}: {key} must be {kind.__name__}, got {v!r}")
    return v
for name, val in [
    ("TARGET", get(c, "target", "web", str)),
    ("OUT_DIR", get(c, "out_dir", "www/pkg", str)),
    ("RELEASE", str(get(c, "release", True, bool)).lower()),
    ("WASM_OPT", str(get(c, "wasm_opt", False, bool)).lower()),
    ("REORDER", str(get(c, "reorder_functions", False, bool)).lower()),
]:
    print(f"{name}={shlex.quote(val)}")
mods = get(c, "module", [], list)
if not mods:
    sys.exit("wasm-pack.toml: no [[module]]")
lines = []
for i, m in enumerate(mods):
    where = f"wasm-pack.toml [[module]] {i + 1}"
    if not isinstance(m, dict):
        sys.exit(f"{where}: must be a table")
    unknown = set(m) - {"out_name", "profile", "features", "default_features", "page", "wasm_opt_passes"}
    if unknown:
        sys.exit(f"{where}: unknown keys {sorted(unknown)}")
    name = get(m, "out_name", None, str, where)
    profile = get(m, "profile", "release", str, where)
    feats = get(m, "features", [], list, where)
    if not all(isinstance(f, str) and re.fullmatch(r"[A-Za-z0-9_-]+", f) for f in feats):
        sys.exit(f"{where}: features must be a list of feature names")
    for v in (name, profile):
        if not re.fullmatch(r"[A-Za-z0-9_-]+", v):
            sys.exit(f"{where}: {v!r} is not a plain name")
    default = str(get(m, "default_features", True, bool, where)).lower()
    page = str(get(m, "page", False, bool, where)).lower()
    passes = get(m, "wasm_opt_passes", [], list, where)
    if not all(isinstance(a, str) and re.fullmatch(r"--?[A-Za-z0-9][A-Za-z0-9_=-]*", a) for a in passes):
        sys.exit(f"{where}: wasm_opt_passes must be a list of wasm-opt options (-O3, --low-memory-unused, ...)")
    lines.append(f"{name} {profile} {','.join(feats) or '-'} {default} {page} {','.join(passes) or '-'}")
print(f"MODULES={shlex.quote(chr(10).join(lines))}")
PY
)"  # a bad file makes python3 exit non-zero here, which stops the script (set -e)
eval "$SETTINGS"
case "$OUT_DIR" in /*) ;; *) OUT_DIR="$ROOT/$OUT_DIR" ;; esac

# --- wasm-bindgen-cli must equal the wasm-bindgen crate version in Cargo.lock
WB_VER=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WB_VER" ]; then
  echo "build-wasm: need wasm-bindgen $WB_VER on PATH (have: $(wasm-bindgen --version 2>/dev/null || echo none)); run scripts/setup.sh" >&2
  exit 1
fi

# --- build each module ------------------------------------------------------------
# --mode no-install: never let wasm-pack download/compile its own tools (fails fast
# instead) and skip its wasm-opt step. Args after `--` go to `cargo build`.
SIZES=()
PAGE_MODULES=()
while read -r -u 3 OUT_NAME PROFILE_NAME FEATURES DEFAULT_FEATURES PAGE PASSES; do
  [ "$PAGE" = true ] && PAGE_MODULES+=("$OUT_NAME")
  OPT_PASSES=(); [ "$PASSES" != - ] && IFS=, read -r -a OPT_PASSES <<< "$PASSES"
  # wasm_opt = true (top level): binaryen's -O on every module, first among its passes.
  [ "$WASM_OPT" = true ] && OPT_PASSES=(-O "${OPT_PASSES[@]}")
  PROFILE=(--dev); [ "$RELEASE" = true ] && PROFILE=(--profile "$PROFILE_NAME")
  CARGO_ARGS=(--locked)
  [ "$DEFAULT_FEATURES" = false ] && CARGO_ARGS+=(--no-default-features)
  [ "$FEATURES" != - ] && CARGO_ARGS+=(--features "$FEATURES")
  echo "build-wasm: wasm-pack build --target $TARGET ${PROFILE[*]} -> $OUT_DIR/$OUT_NAME* (cargo: ${CARGO_ARGS[*]})"
  wasm-pack build --mode no-install --target "$TARGET" --out-dir "$OUT_DIR" \
    --out-name "$OUT_NAME" "${PROFILE[@]}" -- "${CARGO_ARGS[@]}"

  WASM="$OUT_DIR/${OUT_NAME}_bg.wasm"
  [ -f "$WASM" ] || { echo "build-wasm: expected $WASM was not produced" >&2; exit 1; }

  # --- reorder_functions (page modules): functions alike placed side by side, so that gzip, whose
  #     window is 32 KB, finds the repeats (wasm-ld lays them out in no such order). Each function is
  #     renamed in the name section to a sort key (its generic's path without the hash, then the
  #     start of its body: the instances of one generic, and alike ones among them, together), and
  #     binaryen's `wasm-opt --reorder-functions-by-name` (npm `binaryen`, node_modules/.bin) moves
  #     the bodies and renumbers every reference, the names going with the name section below. The
  #     same run first keeps one of each set of functions with the same body and type
  #     (`--duplicate-function-elimination`: LLVM leaves some, such as generic instances that
  #     compile alike); the code is otherwise unchanged but for the module's own wasm_opt_passes
  #     (wasm-pack.toml), which run first in the same wasm-opt run.
  if [ "$REORDER" = true ] && [ "$PAGE" = true ]; then
    if [ -x node_modules/.bin/wasm-opt ]; then
      python3 scripts/wasm-sections.py reorder-key "$WASM" "$WASM.keyed"
      node_modules/.bin/wasm-opt "$WASM.keyed" "${OPT_PASSES[@]}" --coalesce-locals --reorder-locals --duplicate-function-elimination --reorder-functions-by-name -o "$WASM"
      rm -f "$WASM.keyed"
      OPT_PASSES=()
    else
      echo "build-wasm: reorder_functions = true but node_modules/.bin/wasm-opt is missing (npm ci); skipped (gzip about 2% larger)"
    fi
  fi

  # --- the module's own binaryen passes (wasm_opt_passes in wasm-pack.toml), where the reordering
  #     above did not already run them; before strip-names, as wasm-opt reads the module's features
  #     from its target_features section.
  if [ "${#OPT_PASSES[@]}" -gt 0 ]; then
    if [ -x node_modules/.bin/wasm-opt ]; then
      # Two commands, not joined by &&: set -e then stops the build where wasm-opt fails.
      node_modules/.bin/wasm-opt "$WASM" "${OPT_PASSES[@]}" -o "$WASM.opt"
      mv "$WASM.opt" "$WASM"
      echo "build-wasm: ran $(node_modules/.bin/wasm-opt --version) ${OPT_PASSES[*]} on $OUT_NAME"
    else
      echo "build-wasm: $OUT_NAME's wasm_opt_passes need node_modules/.bin/wasm-opt (npm ci); skipped"
    fi
  fi

  # --- page modules' glue: V8's compile hint (Chrome 136+; others read a comment) compiles its
  #     functions while the script streams in, off the main thread, instead of at each first call
  #     (the loader's own scripts in www/ carry the same first line)
  if [ "$PAGE" = true ]; then
    sed -i '1i //# allFunctionsCalledOnLoad' "$OUT_DIR/$OUT_NAME.js"
  fi

  # --- drop the custom sections: the function names (debugging names only: 163 KB raw of the one
  #     module there was before the split), the producers and the target features (265 bytes the
  #     browser does not read); everything else of the module is copied byte for byte.
  python3 scripts/wasm-sections.py strip-names "$WASM"

  RAW=$(wc -c < "$WASM"); GZ=$(gzip -9 -c "$WASM" | wc -c)
  SIZES+=("build-wasm: ${WASM#"$ROOT"/}: $RAW bytes raw, $GZ bytes gzip -9")
done 3<<< "$MODULES"

# --- the page modules' manifest, pkg/modules.json, from what each build really holds (Node loads each
#     built page module and asks its `variants()`):
#       {"modules": [{name, exports}], "variants": [{id, name, status, width, height, modules}]}
#     the modules in wasm-pack.toml's order (the core first), each with the functions it exports;
#     the variants in catalogue order, each with the modules that have it. www/modules.js routes
#     every board by it and loads a module only when a board needs it.
[ "${#PAGE_MODULES[@]}" -gt 0 ] || { echo "build-wasm: no [[module]] has page = true" >&2; exit 1; }
node --input-type=module - "$OUT_DIR" "${PAGE_MODULES[@]}" <<'JS'
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [dir, ...names] = process.argv.slice(2);
const modules = [];
const variants = [];
for (const name of names) {
  const m = await import(pathToFileURL(`${dir}/${name}.js`).href);
  m.initSync({ module: readFileSync(`${dir}/${name}_bg.wasm`) });
  modules.push({ name, exports: Object.keys(m).filter((k) => k !== "default" && k !== "initSync").sort() });
  // Each module lists its variants in catalogue order: a variant new to the manifest goes right
  // after the one before it in this module's list, so the merged list keeps the catalogue's order.
  let at = -1;
  for (const v of m.variants()) {
    const i = variants.findIndex((x) => x.id === v.id);
    if (i >= 0) {
      variants[i].modules.push(name);
      at = i;
    } else {
      variants.splice(++at, 0, { ...v, modules: [name] });
    }
  }
}
writeFileSync(`${dir}/modules.json`, JSON.stringify({ modules, variants }) + "\n");
const first = (name) => variants.filter((v) => v.modules[0] === name).length;
console.log(`build-wasm: modules.json: ${names.map((n) => `${n} serves ${first(n)} variants`).join(", ")}`);
JS

# --- the CJK outlines as a file of their own (the page module is built with `lazy-glyphs` and
#     fetches it when a board prints kanji; src/render/glyphs.rs, parse_file, reads the layout):
#     per character its code point (u32 LE), the outline's length (u16 LE), the outline.
python3 - src/render/cjk.rs "$OUT_DIR/cjk-glyphs.bin" <<'PY'
import ast, re, struct, sys
text = open(sys.argv[1], encoding="utf-8").read()
rows = [(c, ast.literal_eval('b"' + data + '"')) for c, data in re.findall(r"\('(.)', b\"((?:[^\"\\]|\\.)*)\"\)", text)]
if not rows or [c for c, _ in rows] != sorted(c for c, _ in rows):
    sys.exit(f"build-wasm: no sorted glyph table in {sys.argv[1]}")
with open(sys.argv[2], "wb") as o:
    for c, data in rows:
        o.write(struct.pack("<IH", ord(c), len(data)) + data)
PY
GLYPHS="$OUT_DIR/cjk-glyphs.bin"
SIZES+=("build-wasm: ${GLYPHS#"$ROOT"/}: $(wc -c < "$GLYPHS") bytes raw, $(gzip -9 -c "$GLYPHS" | wc -c) bytes gzip -9")

# wasm-pack also writes package.json, .gitignore ("*") and README/LICENSE copies
# into the out dir; they are harmless there (www/pkg is gitignored), so they stay.
printf '%s\n' "${SIZES[@]}"

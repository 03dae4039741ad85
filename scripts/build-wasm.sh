#!/usr/bin/env bash
# Build the browser package: settings come from wasm-pack.toml (wasm-pack itself
# does not read that file), output goes to its out_dir (default www/pkg).
# Needs wasm-pack and a wasm-bindgen-cli of the Cargo.lock version on PATH:
# run scripts/setup.sh first (scripts/test-all.sh and scripts/serve.sh do).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"

# --- read wasm-pack.toml (Python 3.11 tomllib) into shell variables ---------
SETTINGS="$(python3 - wasm-pack.toml <<'PY'
import shlex, sys, tomllib
c = tomllib.load(open(sys.argv[1], "rb"))
def get(key, default, kind):
    v = c.get(key, default)
    if not isinstance(v, kind):
        sys.exit(f"wasm-pack.toml: {key} must be {kind.__name__}, got {v!r}")
    return v
feats = get("features", [], list)
if not all(isinstance(f, str) for f in feats):
    sys.exit("wasm-pack.toml: features must be a list of strings")
for name, val in [
    ("TARGET", get("target", "web", str)),
    ("OUT_DIR", get("out_dir", "www/pkg", str)),
    ("OUT_NAME", get("out_name", "fairyboard", str)),
    ("RELEASE", str(get("release", True, bool)).lower()),
    ("WASM_OPT", str(get("wasm_opt", False, bool)).lower()),
    ("FEATURES", ",".join(feats)),
]:
    print(f"{name}={shlex.quote(val)}")
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

# --- build ---------------------------------------------------------------------
# --mode no-install: never let wasm-pack download/compile its own tools (fails fast
# instead) and skip its wasm-opt step. Args after `--` go to `cargo build`.
PROFILE=--dev; [ "$RELEASE" = true ] && PROFILE=--release
CARGO_ARGS=(--locked)
[ -n "$FEATURES" ] && CARGO_ARGS+=(--features "$FEATURES")
echo "build-wasm: wasm-pack build --target $TARGET $PROFILE -> $OUT_DIR/$OUT_NAME* (cargo: ${CARGO_ARGS[*]})"
wasm-pack build --mode no-install --target "$TARGET" --out-dir "$OUT_DIR" \
  --out-name "$OUT_NAME" "$PROFILE" -- "${CARGO_ARGS[@]}"

WASM="$OUT_DIR/${OUT_NAME}_bg.wasm"
[ -f "$WASM" ] || { echo "build-wasm: expected $WASM was not produced" >&2; exit 1; }

# --- optional wasm-opt (npm `binaryen` only; Debian's binaryen 108 breaks the module)
if [ "$WASM_OPT" = true ]; then
  if [ -x node_modules/.bin/wasm-opt ]; then
    node_modules/.bin/wasm-opt "$WASM" -O -o "$WASM.opt" && mv "$WASM.opt" "$WASM"
    echo "build-wasm: ran $(node_modules/.bin/wasm-opt --version) -O"
  else
    echo "build-wasm: wasm_opt = true but node_modules/.bin/wasm-opt is missing (npm install --save-dev binaryen); skipped"
  fi
fi

# wasm-pack also writes package.json, .gitignore ("*") and README/LICENSE copies
# into the out dir; they are harmless there (www/pkg is gitignored), so they stay.
RAW=$(wc -c < "$WASM"); GZ=$(gzip -9 -c "$WASM" | wc -c)
echo "build-wasm: ${WASM#"$ROOT"/}: $RAW bytes raw, $GZ bytes gzip -9"

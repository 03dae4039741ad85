#!/usr/bin/env bash
# Run every test: tool setup, native cargo tests (unit, integration, doc),
# wasm-bindgen-test in headless Chromium, the wasm build, and Playwright e2e.
# Works on a fresh machine: scripts/setup.sh installs what is missing.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
T0=$SECONDS
stage() { printf '\n=== [t=%ss] %s\n' "$((SECONDS - T0))" "$*"; }

# The tools only the browser stages need (Chromium, wasm-bindgen-cli, wasm-pack, playwright-core)
# are installed in the background while the native stages run: on a fresh machine the installs
# (downloads, then compiles with serial phases) overlap the native build instead of preceding it.
stage "setup (scripts/setup.sh) in the background; its report follows the native tests"
SETUP_LOG="$(mktemp "${TMPDIR:-/tmp}/fairyboard-setup.XXXXXX")"
bash scripts/setup.sh >"$SETUP_LOG" 2>&1 &
SETUP_PID=$!
trap 'kill "$SETUP_PID" 2>/dev/null || true' EXIT

stage "style: cargo fmt --check, cargo clippy -D warnings"
cargo fmt --check
cargo clippy --locked --all-targets --features web -- -D warnings
# The wasm modules' feature sets (wasm-pack.toml): the core page module (`web` alone: no family of
# variants, no search, not the playground's calls), the families and full page modules, the engine
# module.
cargo clippy --locked --lib --no-default-features --features web -- -D warnings
cargo clippy --locked --lib --no-default-features --features web,lazy-glyphs,all-families,page-variants -- -D warnings
cargo clippy --locked --lib --no-default-features --features web,lazy-glyphs,all-families,playground-api,page-variants -- -D warnings
cargo clippy --locked --lib --no-default-features --features web,search,fast-sets,lazy-glyphs,all-families,dev-api,page-variants -- -D warnings

# Profile `testing` (Cargo.toml): opt-level 3 and overflow checks, no fat LTO.
stage "native tests: cargo test --profile testing --locked"
cargo test --profile testing --locked
# The JavaScript API's and the renderer's own unit tests (src/wasm and src/render, compiled only with
# `web`: the JSON writer, the CJK outlines' data), natively.
cargo test --profile testing --locked --features web --lib -- wasm:: render::
# The page modules' move generation natively: without `fast-sets` every board has the wide set,
# whose riders then go ray by ray (no line tables); the perft suites and the slow generator again.
cargo test --profile testing --locked --no-default-features --features search,all-families,playground-api,dev-api,page-variants \
  --test perft --test peer_suites --test fsf_random --test bulk_count --test slow_generator

stage "setup: waiting for scripts/setup.sh"
if ! wait "$SETUP_PID"; then
  cat "$SETUP_LOG"
  echo "setup failed" >&2
  exit 1
fi
trap - EXIT
cat "$SETUP_LOG"

stage "wasm tests in headless Chromium (wasm-bindgen-test)"
# Only the test files written for the browser (they say wasm_bindgen_test_configure); the others
# are native tests and would only be compiled for wasm32 to run nothing.
WEB_TESTS=()
for f in tests/*.rs; do
  if grep -q 'wasm_bindgen_test_configure' "$f"; then WEB_TESTS+=(--test "$(basename "$f" .rs)"); fi
done
if [ "${#WEB_TESTS[@]}" -gt 0 ]; then
  # webdriver.json (repo top = the runner's cwd) adds Chromium flags for this network.
  CHROMEDRIVER=/usr/bin/chromedriver \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
    cargo test --profile testing --locked --features web --target wasm32-unknown-unknown "${WEB_TESTS[@]}"
  # Again with the full page module's features (wasm-pack.toml: `web` without `search` and
  # `fast-sets`; every family of variants and the playground's calls, which the tests use).
  CHROMEDRIVER=/usr/bin/chromedriver \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
    cargo test --profile testing --locked --no-default-features --features web,all-families,playground-api --target wasm32-unknown-unknown "${WEB_TESTS[@]}"
else
  echo "skipped: no file in tests/ configures wasm_bindgen_test"
fi

stage "wasm build (scripts/build-wasm.sh: the page modules, their manifest and the engine module)"
bash scripts/build-wasm.sh

stage "e2e (node --test, playwright-core + /usr/bin/chromium)"
E2E=()
for f in e2e/*.test.mjs; do if [ -e "$f" ]; then E2E+=("$f"); fi; done
if [ "${#E2E[@]}" -gt 0 ]; then
  node --test "${E2E[@]}"
else
  echo "skipped: no e2e/*.test.mjs"
fi

stage "all stages passed"

#!/usr/bin/env bash
# Idempotent tool installer for a fresh Debian 12 machine of this project's kind
# (registries only: apt, crates.io, npm). Every step prints one line; steps whose
# tool is already present at the right version are skipped.
#   scripts/setup.sh        # prints "ok ..." for skipped steps too
#   scripts/setup.sh -q     # quiet: prints only what it installs (used by serve.sh)
# Install logs go to ${TMPDIR:-/tmp}/fairyboard-setup.*.log; the tail is shown on failure.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
QUIET=0; [ "${1:-}" = "-q" ] && QUIET=1
WP_VER=0.15.1   # wasm-pack version (its own lockfile works with --locked)

ok()   { [ "$QUIET" = 1 ] || echo "setup: ok   $*"; }
note() { echo "setup: $*"; }
# run LOGNAME CMD...: run quietly into a log, print its tail if it fails.
run() {
  local log="${TMPDIR:-/tmp}/fairyboard-setup.$1.log"; shift
  if ! "$@" >"$log" 2>&1; then
    echo "setup: FAILED: $* (last lines of $log):" >&2; tail -n 25 "$log" >&2; return 1
  fi
}
SUDO=; [ "$(id -u)" = 0 ] || SUDO=sudo
# The cargo-installed tools (wasm-bindgen-cli, wasm-pack) only wrap and post-process the build:
# compiled at opt-level 1 with parallel codegen they build in far less time and still run in
# seconds (the environment overrides the packages' own release profiles for these installs).
install_profile() {
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 CARGO_PROFILE_RELEASE_LTO=false \
    CARGO_PROFILE_RELEASE_DEBUG=0 CARGO_PROFILE_RELEASE_INCREMENTAL=false "$@"
}
t0=$SECONDS

# 1. Chromium + chromedriver (Debian packages; wasm-bindgen-test and Playwright use them)
if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then
  ok "$(chromedriver --version | cut -d' ' -f1-2) + chromium"
else
  s=$SECONDS
  run apt-update $SUDO apt-get update -qq
  run apt-install $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver
  note "installed chromium + chromium-driver ($(chromedriver --version | cut -d' ' -f2)) in $((SECONDS - s))s"
fi

# 2. Rust wasm target
if ! command -v rustup >/dev/null; then
  ok "no rustup; assuming the toolchain has wasm32-unknown-unknown"
elif rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  ok "rust target wasm32-unknown-unknown"
else
  run rustup rustup target add wasm32-unknown-unknown
  note "added rust target wasm32-unknown-unknown"
fi

# 3. wasm-bindgen-cli: exactly the wasm-bindgen version in Cargo.lock (gives
#    wasm-bindgen + wasm-bindgen-test-runner). --locked first; its published
#    lockfile pins webpki-roots 1.0.11 which the registry here lacks -> unlocked.
WB_VER=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
[ -n "$WB_VER" ] || { echo "setup: wasm-bindgen not found in Cargo.lock" >&2; exit 1; }
if [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $WB_VER" ]; then
  ok "wasm-bindgen-cli $WB_VER"
else
  s=$SECONDS
  if ! install_profile cargo install --force wasm-bindgen-cli --version "=$WB_VER" --locked \
       >"${TMPDIR:-/tmp}/fairyboard-setup.wasm-bindgen-cli-locked.log" 2>&1; then
    note "wasm-bindgen-cli --locked failed (expected here), installing unlocked"
    run wasm-bindgen-cli install_profile cargo install --force wasm-bindgen-cli --version "=$WB_VER"
  fi
  [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $WB_VER" ] \
    || { echo "setup: wasm-bindgen on PATH is still not $WB_VER: $(command -v wasm-bindgen)" >&2; exit 1; }
  note "installed wasm-bindgen-cli $WB_VER in $((SECONDS - s))s"
fi

# 4. wasm-pack (scripts/build-wasm.sh runs it with --mode no-install)
if [ "$(wasm-pack --version 2>/dev/null)" = "wasm-pack $WP_VER" ]; then
  ok "wasm-pack $WP_VER"
else
  s=$SECONDS
  run wasm-pack install_profile cargo install --force wasm-pack --version "=$WP_VER" --locked
  [ "$(wasm-pack --version 2>/dev/null)" = "wasm-pack $WP_VER" ] \
    || { echo "setup: wasm-pack on PATH is still not $WP_VER: $(command -v wasm-pack)" >&2; exit 1; }
  note "installed wasm-pack $WP_VER in $((SECONDS - s))s"
fi

# 5. npm dev deps (playwright-core for e2e/, binaryen's wasm-opt for build-wasm.sh's function order); npm writes node_modules/.package-lock.json
if [ -f node_modules/.package-lock.json ] && [ ! package-lock.json -nt node_modules/.package-lock.json ]; then
  ok "node_modules up to date"
else
  s=$SECONDS
  run npm npm ci --no-audit --no-fund
  note "npm ci done in $((SECONDS - s))s"
fi
[ "$QUIET" = 1 ] || echo "setup: all tools present ($((SECONDS - t0))s)"

#!/usr/bin/env bash
# Build the wasm package and serve www/ on http://127.0.0.1:PORT/ (default 8000).
#   scripts/serve.sh [port]          (or PORT=9000 scripts/serve.sh)
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
PORT="${1:-${PORT:-8000}}"
bash scripts/setup.sh -q        # installs only what is missing, silent otherwise
bash scripts/build-wasm.sh
# e2e/server.mjs: dependency-free node:http static server bound to 127.0.0.1; prints the URL.
exec node e2e/server.mjs --root www --port "$PORT"

#!/usr/bin/env bash
# Benchmarks (not tests): perft nodes/s native and in wasm (Node), the size of each wasm module,
# and how long the article pages take to draw their boards.
# Usage: bash scripts/bench.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
cargo build --release --locked --bin fairyboard -q
FB=target/release/fairyboard
run() { printf '%-44s ' "$*"; "$FB" perft "$@" | tail -1; }
echo "== native perft (bulk-counted leaves, one thread)"
run chess 6
run chess 5 --fen "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
run capablanca 6 --fen "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
run grand 5
run shako 4
run doublechess 5
run shogi 5
run xiangqi 5
run crazyhouse 5
run trojan 4
run chushogi 3
run tchess 4
run tchess8 5
echo "== article 003's remaining one-board games"
run glinski 5
run omega 4
run greatouter 4
run renaissance 4
run doublemove 5
run progressive 5
run avalanche 5
run darkchess 5
for id in congo taktika; do
  if "$FB" variants | grep -qx "$id"; then run "$id" 5; fi
done
echo "== square-set width on chess perft 6 (64-bit native, forced 128-bit, forced 448-bit)"
for w in 64 128 448; do run chess 6 --width "$w"; done
echo "== the slow generators' deeper runs (ignored in the test command)"
/usr/bin/time -f "%e s" cargo test --profile testing --locked -q --test trojan_slow -- --ignored 2>&1 | grep -E "test result| s$"
echo "== wasm: size of each module (raw and gzip -9): the page module every page loads, the engine module only the computer's worker loads"
bash scripts/build-wasm.sh | grep -E '^build-wasm: .* bytes raw'
echo "== wasm perft (Node), engine module then page module"
node scripts/bench-wasm.mjs
echo "== pages: every board drawn (headless Chromium, median of 5)"
node scripts/bench-pages.mjs

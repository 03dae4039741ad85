#!/usr/bin/env bash
# Machine instructions per perft, native against wasm (the engine module, V8's optimising compiler
# in Node), counted by valgrind: a figure that, unlike timings, does not swing with the machine's
# load. Each side is counted with the perft run once and three times in one process; half the
# difference is one perft, free of start-up, table building and (for wasm) compilation. The wasm
# Game.perft counts every depth up to the one asked for (its node limit guard), so its two processes
# also count the depth below, three times and once: half the difference is then the asked depth
# alone, the work the native `perft` command does.
#   bash scripts/wasm-instructions.sh            (after scripts/build-wasm.sh and cargo build --release)
# Needs valgrind; V8 runs with --single-threaded --no-liftoff so that every function is compiled
# once, by the optimising compiler, on the thread counted. cozy-chess (benches/peers, built here for
# both) is counted the same way, as the bar: its wasm does the work its native code does.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
command -v valgrind >/dev/null || { echo "wasm-instructions: valgrind is not installed (apt-get install valgrind)"; exit 0; }
FB="$ROOT/target/release/fairyboard"
WASM="$ROOT/www/pkg/fairyboard_engine"
[ -x "$FB" ] && [ -f "${WASM}_bg.wasm" ] || { echo "wasm-instructions: build first (cargo build --release; scripts/build-wasm.sh)"; exit 1; }
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cat > "$TMP/perft.mjs" <<'JS'
// node perft.mjs <glue path> <variant> <fen or ""> <depth> <runs>: perft `runs` times in one game,
// and the depth below 4 - runs times (runs 1 or 3).
import { readFileSync } from "node:fs";
const [glue, variant, fen, depth, runs] = process.argv.slice(2);
const m = await import(`${glue}.js`);
await m.default({ module_or_path: readFileSync(`${glue}_bg.wasm`) });
const g = new m.Game(variant, fen || undefined);
let n = 0;
for (let r = 0; r < Number(runs); r++) n = g.perft(Number(depth));
for (let r = 0; r < 4 - Number(runs) && Number(depth) > 1; r++) g.perft(Number(depth) - 1);
console.log(`nodes ${n}`);
JS
# Instructions valgrind counts for one command.
count() { valgrind --tool=callgrind --smc-check=all --callgrind-out-file=/dev/null "$@" 2>&1 | awk '/refs:/ { gsub(",", "", $NF); print $NF }'; }
half() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (b - a) / 2 / 1e6 }'; }
# wasm over native, or "-" where a count failed.
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a > 0 && b > 0) printf "%.2fx", a / b; else print "-" }'; }
KIWIPETE="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
CAPA="rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
printf '%-32s %12s %14s %14s %7s\n' case nodes "native M instr" "wasm M instr" ratio
for spec in "chess|4|$KIWIPETE" "chess|5|" "capablanca|4|$CAPA" "grand|4|" "shogi|4|"; do
  IFS='|' read -r id depth fen <<<"$spec"
  args=("$id" "$depth"); [ -n "$fen" ] && args+=(--fen "$fen")
  n1=$(count "$FB" perft "${args[@]}" --runs 1); n3=$(count "$FB" perft "${args[@]}" --runs 3)
  w=(node --single-threaded --no-liftoff "$TMP/perft.mjs" "$WASM" "$id" "$fen" "$depth")
  w1=$(count "${w[@]}" 1); w3=$(count "${w[@]}" 3)
  nodes=$("${w[@]}" 1 | awk '{ print $2 }')
  native=$(half "$n1" "$n3"); wasm=$(half "$w1" "$w3")
  printf '%-32s %12s %14s %14s %7s\n' "$id${fen:+ (fen)} depth $depth" "$nodes" "$native" "$wasm" \
    "$(ratio "$wasm" "$native")"
done
# cozy-chess, native and wasm (the peers crate's wasm export runs Kiwipete or the start position).
PEERS_DIR="$ROOT/target/peers"
if CARGO_TARGET_DIR="$PEERS_DIR" cargo build --release --locked -q --manifest-path benches/peers/Cargo.toml &&
  CARGO_TARGET_DIR="$PEERS_DIR" cargo build --release --locked -q --lib --target wasm32-unknown-unknown \
    --manifest-path benches/peers/Cargo.toml; then
  cat > "$TMP/cozy.mjs" <<'JS'
// node cozy.mjs <wasm> <kiwipete 0|1> <depth> <runs>
import { readFileSync } from "node:fs";
const [wasm, kiwipete, depth, runs] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(wasm), {});
console.log(`nodes ${instance.exports.perft_runs(Number(kiwipete), Number(depth), Number(runs))}`);
JS
  for spec in "1|4|$KIWIPETE" "0|5|"; do
    IFS='|' read -r kiwi depth fen <<<"$spec"
    p=("$PEERS_DIR/release/fairyboard-peers" cozy-runs); f=(); [ -n "$fen" ] && f=($fen)
    n1=$(count "${p[@]}" 1 "$depth" "${f[@]}"); n3=$(count "${p[@]}" 3 "$depth" "${f[@]}")
    w=(node --single-threaded --no-liftoff "$TMP/cozy.mjs" "$PEERS_DIR/wasm32-unknown-unknown/release/fairyboard_peers.wasm" "$kiwi" "$depth")
    w1=$(count "${w[@]}" 1); w3=$(count "${w[@]}" 3)
    native=$(half "$n1" "$n3"); wasm=$(half "$w1" "$w3")
    printf '%-32s %12s %14s %14s %7s\n' "cozy-chess${fen:+ (fen)} depth $depth" "$("${w[@]}" 1 | awk '{ print $2 }')" \
      "$native" "$wasm" "$(ratio "$wasm" "$native")"
  done
else
  echo "(benches/peers did not build: no cozy-chess rows)"
fi

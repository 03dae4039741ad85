#!/usr/bin/env bash
# Benchmarks (not tests): perft nodes/s native and in wasm (Node and headless Chromium), side by
# side with cozy-chess and Fairy-Stockfish where they are available, speed versus board size, the
# size of each wasm module, and how long the article pages take to draw their boards.
# Usage: bash scripts/bench.sh            (QUICK=1: the comparison tables only)
# The comparison engines: cozy-chess (MIT) in the separate crate benches/peers (its own workspace,
# never linked into fairyboard), Debian's fairy-stockfish package (11.1, the large-board "LB" build).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
# FAIRYBOARD_BIN: measure that binary instead of building target/release/fairyboard.
FB=${FAIRYBOARD_BIN:-target/release/fairyboard}
[ -n "${FAIRYBOARD_BIN:-}" ] || cargo build --release --locked --bin fairyboard -q
PEERS=target/peers/release/fairyboard-peers
if ! CARGO_TARGET_DIR="$PWD/target/peers" cargo build --release --locked -q --manifest-path benches/peers/Cargo.toml; then
  echo "(benches/peers did not build: no cozy-chess figures)"
  PEERS=""
fi
FSF=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
[ -x "$FSF" ] || FSF=""
export FAIRY_STOCKFISH="$FSF"

nps() { awk '{ for (i = 1; i < NF; i++) if ($i == "nps") print $(i + 1) }'; }
nodes() { awk '{ for (i = 1; i < NF; i++) if ($i == "nodes") print $(i + 1) }'; }
mps() { awk -v n="$1" 'BEGIN { printf "%.1f", n / 1e6 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }'; }
run() { printf '%-44s ' "$*"; "$FB" perft "$@" | tail -1; }

KIWIPETE="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
CAPA="rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"

echo "== chess perft, fairyboard vs cozy-chess 0.3 (same run, one thread, bulk-counted leaves)"
printf '%-28s %12s %10s %10s %8s\n' position nodes fairyboard cozy ratio
for spec in "startpos|6|" "kiwipete|5|$KIWIPETE"; do
  IFS='|' read -r name depth fen <<<"$spec"
  if [ -n "$fen" ]; then fb=$("$FB" perft chess "$depth" --fen "$fen" | tail -1); else fb=$("$FB" perft chess "$depth" | tail -1); fi
  cz=""
  if [ -n "$PEERS" ]; then
    if [ -n "$fen" ]; then cz=$("$PEERS" cozy "$depth" "$fen"); else cz=$("$PEERS" cozy "$depth"); fi
    [ "$(nodes <<<"$cz")" = "$(nodes <<<"$fb")" ] || echo "node counts differ: $fb / $cz"
  fi
  a=$(nps <<<"$fb"); b=$(nps <<<"${cz:-nps 0}")
  printf '%-28s %12s %8s M/s %6s M/s %8s\n' "$name depth $depth" "$(nodes <<<"$fb")" "$(mps "$a")" "$(mps "${b:-0}")" "$(ratio "$a" "${b:-0}")"
done

echo "== perft, fairyboard vs Fairy-Stockfish (${FSF:-not installed}${FSF:+: $("$PEERS" fsf-version 2>/dev/null || echo '?')})"
printf '%-28s %12s %10s %10s %8s\n' variant nodes fairyboard FSF ratio
# Shogi is counted as Fairy-Stockfish counts its last ply (--count fsf: pawn-drop mates kept).
for spec in "chess|5||" "capablanca|5|$CAPA|" "grand|4||" "xiangqi|5||" "shogi|5||--count fsf"; do
  IFS='|' read -r id depth fen extra <<<"$spec"
  args=("$id" "$depth"); [ -n "$fen" ] && args+=(--fen "$fen"); [ -n "$extra" ] && args+=($extra)
  fb=$("$FB" perft "${args[@]}" | tail -1)
  sf=""
  if [ -n "$FSF" ] && [ -n "$PEERS" ]; then
    if [ -n "$fen" ]; then sf=$("$PEERS" fsf "$id" "$depth" "$fen"); else sf=$("$PEERS" fsf "$id" "$depth"); fi
    [ "$(nodes <<<"$sf")" = "$(nodes <<<"$fb")" ] || echo "node counts differ: $fb / $sf"
  fi
  a=$(nps <<<"$fb"); b=$(nps <<<"${sf:-nps 0}")
  printf '%-28s %12s %8s M/s %6s M/s %8s\n' "$id depth $depth" "$(nodes <<<"$fb")" "$(mps "$a")" "$(mps "${b:-0}")" "$(ratio "$a" "${b:-0}")"
done
printf '%-28s ' "chushogi depth 4"; "$FB" perft chushogi 4 | tail -1

echo "== perft speed by board size: the chess army (16 pieces a side, centred, no castling) on an empty board"
SCALE=$(mktemp -d)
trap 'rm -rf "$SCALE"' EXIT
printf '%-8s %6s %7s %12s %10s\n' board cells width nodes speed
for size in 8x8 10x10 12x12 16x8 20x12 20x20; do
  w=${size%x*}; h=${size#*x}; l=$(((w - 8) / 2)); r=$((w - 8 - l))
  pad() { [ "$1" -gt 0 ] && printf '%s' "$1"; true; }
  back="$(pad $l)rnbqkbnr$(pad $r)"; pawns="$(pad $l)pppppppp$(pad $r)"
  fen="$back/$pawns"
  for _ in $(seq 5 "$h"); do fen="$fen/$w"; done
  fen="$fen/${pawns^^}/${back^^} w - - 0 1"
  cat >"$SCALE/s.ini" <<INI
[scale:chess]
board = $size
start = $fen
castling_pieces = -
castling = -
promotion_ranks = $h
promotion_mandatory = $h
INI
  out=$("$FB" perft scale 5 --ini "$SCALE/s.ini" | tail -1)
  cells=$((w * h)); width=$([ $cells -le 64 ] && echo 64 || { [ $cells -le 128 ] && echo 128 || { [ $cells -le 256 ] && echo 256 || echo 448; }; })
  printf '%-8s %6s %7s %12s %6s M/s\n' "$size" "$cells" "$width" "$(nodes <<<"$out")" "$(mps "$(nps <<<"$out")")"
done
[ -n "${QUICK:-}" ] && exit 0

echo "== native perft (bulk-counted leaves, one thread)"
run chess 6
run chess 5 --fen "$KIWIPETE"
run capablanca 6 --fen "$CAPA"
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
echo "== square-set width on chess perft 6 (64-bit native, forced 128-, 256- and 448-bit)"
for w in 64 128 256 448; do run chess 6 --width "$w"; done
echo "== the slow generators' deeper runs (ignored in the test command)"
/usr/bin/time -f "%e s" cargo test --profile testing --locked -q --test trojan_slow -- --ignored 2>&1 | grep -E "test result| s$"
echo "== wasm: size of each module (raw and gzip -9): the page modules (pkg/modules.json says which variants each serves; a page loads those its boards need), the engine module only the computer's worker loads"
bash scripts/build-wasm.sh | grep -E '^build-wasm: .* bytes raw'
echo "== wasm memory of each page module with a game of each of its variants (Node; the memory a page of all of them keeps)"
node scripts/bench-memory.mjs
echo "== wasm perft (Node, then headless Chromium), engine module then page module (best of 3 runs each)"
# The page modules carry no perft (no `dev-api`): the full page module built again with it, into
# target/bench-pkg, measures the move generation local play uses (scripts/bench-wasm.mjs).
wasm-pack --quiet build --mode no-install --target web --out-dir target/bench-pkg --out-name fairyboard_full \
  --profile wasm-page -- --locked --no-default-features --features web,lazy-glyphs,all-families,playground-api,dev-api
node scripts/bench-wasm.mjs | tee "$SCALE/wasm.txt"
node scripts/bench-wasm.mjs --chromium | tee "$SCALE/chromium.txt"
echo "== wasm (engine module) against native, each case at the same depth (native: the fastest of 5 runs in one process, as the wasm runs are; the wasm perft counts the depths below too, so bench-wasm times the depth below and takes it off)"
printf '%-36s %10s %16s %16s\n' case native Node Chromium
# The i-th case line of each runner's engine-module section.
engine_case() { awk -v i="$2" '/^== engine module/ { on = 1; n = 0; next } /^== / { on = 0 } on && /depth/ { if (++n == i) print }' "$1" | nps; }
i=0
while IFS='|' read -r id depth fen; do
  i=$((i + 1))
  args=("$id" "$depth"); [ -n "$fen" ] && args+=(--fen "$fen")
  native=$("$FB" perft "${args[@]}" --runs 5 | tail -1 | nps)
  node=$(engine_case "$SCALE/wasm.txt" "$i"); chrome=$(engine_case "$SCALE/chromium.txt" "$i")
  printf '%-36s %6s M/s %6s M/s %6s %6s M/s %6s\n' "$id${fen:+ (fen)} depth $depth" "$(mps "$native")" \
    "$(mps "${node:-0}")" "$(ratio "${node:-0}" "$native")" "$(mps "${chrome:-0}")" "$(ratio "${chrome:-0}" "$native")"
done < <(node scripts/bench-wasm.mjs --cases)
echo "== wasm against native in machine instructions per perft (valgrind; steady where timings swing)"
bash scripts/wasm-instructions.sh
echo "== pages: every board drawn (headless Chromium, median of 5)"
node scripts/bench-pages.mjs
echo "== the playground: a move's time as a game grows (seeded random games; chu shogi to 600 plies)"
node scripts/bench-play.mjs chess shogi xiangqi
PLIES=600 node scripts/bench-play.mjs chushogi
echo "== the article pages on a laptop's screen (pixel ratio 2) and a phone's (3, 400 px wide)"
DPR=2 PAGES=article-000.html,article-003.html node scripts/bench-pages.mjs
DPR=3 WIDTH=400 PAGES=article-000.html,article-003.html node scripts/bench-pages.mjs

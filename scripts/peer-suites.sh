#!/usr/bin/env bash
# The peer perft suites (../shared/reference/peer-suites: shakmaty, python-chess, Stockfish), read in
# place, deeper than `cargo test` runs them: every (position, depth) whose expected count is at most
# BUDGET nodes. Default 10 000 000: every Chess960 position to depth 4 (4052 cases on chess and on
# chess960, about 3 minutes on 2 cores), e.g.
#   bash scripts/peer-suites.sh 100000000     # all 960 to depth 5 (4810 cases, ~10 min a variant)
#   bash scripts/peer-suites.sh 4000000000    # also every Stockfish case (depths 5-7, ~7 min more)
# Each suite prints how many cases it checked and the time taken; any difference fails.
set -euo pipefail
cd "$(dirname "$0")/.."
BUDGET="${1:-10000000}"
case "$BUDGET" in
  '' | *[!0-9]*) echo "usage: bash scripts/peer-suites.sh [node budget per case]" >&2; exit 2 ;;
esac
FAIRYBOARD_PEER_BUDGET="$BUDGET" cargo test --profile testing --test peer_suites -- --nocapture --test-threads="${THREADS:-2}"

#!/usr/bin/env bash
# The long fuzz run (tests/fuzz.rs): FENs and SFENs of every variant, move strings, variant
# definitions, Betza strings and random playouts with the reload invariant.
#   bash scripts/fuzz.sh [seconds]          # total time, split among the targets (default 300)
#   FUZZ_SEED=7 bash scripts/fuzz.sh 600     # another seed (runs are reproducible per seed)
# Prints what each target tried and every finding (input and what went wrong); fails if any.
set -euo pipefail
export PATH="${CARGO_HOME:-$HOME/.cargo}/bin:$PATH"
cd "$(dirname "$0")/.."
export FUZZ_SECONDS="${1:-${FUZZ_SECONDS:-300}}"
# One target at a time, so each gets its share of the time and the machine.
cargo test --profile testing --test fuzz -- --nocapture --test-threads=1 2>&1 | grep -E 'fuzz [a-z]+: tried|FINDING|test result|panicked'

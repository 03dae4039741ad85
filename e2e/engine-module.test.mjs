// The engine module as scripts/build-wasm.sh ships it (after binaryen's passes, wasm-pack.toml's
// wasm_opt_passes), not as cargo builds it: its perft against Fairy-Stockfish's node counts
// (tests/data/perft.json, as tests/perft.rs reads it) for every start position and listed position
// of a variant fairyboard implements, at every depth of at most LIMIT leaves. No browser: the module
// is loaded in node (V8, as in Chromium).
// Run: bash scripts/build-wasm.sh && node --test e2e/engine-module.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PKG = new URL("../www/pkg/", import.meta.url);
const DATA = JSON.parse(readFileSync(fileURLToPath(new URL("../tests/data/perft.json", import.meta.url)), "utf8"));
const LIMIT = 1_000_000;
/** Where the article's reading is the default, the options that restore Fairy-Stockfish's rules
 *  (tests/data/fsf-ids.json, as tests/common/fsf.rs reads it). */
const FSF_ID = JSON.parse(readFileSync(fileURLToPath(new URL("../tests/data/fsf-ids.json", import.meta.url)), "utf8")).ids;

const engine = await import(new URL("fairyboard_engine.js", PKG));
await engine.default({ module_or_path: readFileSync(fileURLToPath(new URL("fairyboard_engine_bg.wasm", PKG))) });

test("the shipped engine module's perft equals Fairy-Stockfish's", () => {
  const known = new Set(engine.variants().map((v) => v.id ?? v));
  // The listed shogi positions are made for the pawn-drop mate, which Fairy-Stockfish's last ply
  // counts and the JS API's perft (the rules' legal moves) does not: tests/perft.rs checks them
  // natively, with Fairy-Stockfish's count.
  const cases = [
    ...Object.entries(DATA.variants).map(([variant, { fen, perft }]) => ({ variant, fen, perft })),
    ...DATA.positions.filter(({ variant }) => variant !== "shogi"),
  ];
  let checked = 0;
  for (const { variant, fen, perft } of cases) {
    if (!known.has(variant)) continue;
    const game = new engine.Game(FSF_ID[variant] ?? variant, fen);
    try {
      // The JS API counts at most 10 plies deep.
      perft.slice(0, 10).forEach((expected, i) => {
        if (expected > LIMIT) return;
        // No pawn-drop mate is among these positions' leaves within LIMIT.
        assert.equal(game.perft(i + 1), expected, `${variant} '${fen}' depth ${i + 1}`);
        checked++;
      });
    } finally {
      game.free();
    }
  }
  assert.ok(checked >= 150, `${checked} perft values`);
});

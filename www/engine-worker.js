// The computer opponent's worker (a module Worker): loads the engine module (pkg/fairyboard_engine.js:
// the search; the page's own pkg/fairyboard.js has none) and answers search requests one at a time,
// so the page never waits on a search.
//
//   request:  {id, variant, ini?, fen, moves, budget: {movetime?, nodes?, depth?, noise?, seed?}}
//             (ini: the INI text of a variant the page defined, defined here first)
//   answers:  {id, type: "info", info: {depth, score, mate, nodes, timeMs, pv}}   after each iteration
//             {id, type: "result", result: {move, score, mate, depth, nodes, timeMs, pv}}
//             {id, type: "error", error: "message"}
//             {type: "ready"} once, when the module has loaded
// Single-threaded, no SharedArrayBuffer: to stop a search early the page terminates the worker
// (and plays the best move of the last finished iteration).
import init, { Searcher, defineVariants } from "./pkg/fairyboard_engine.js";

const loaded = init({ module_or_path: new URL("./pkg/fairyboard_engine_bg.wasm", import.meta.url) });
let searcher = null;
let variantOfTables = null;
/** The last variant definition read (a page's defined variant: each request brings its text). */
let definedText = null;

loaded.then(
  () => self.postMessage({ type: "ready" }),
  (e) => self.postMessage({ type: "error", error: `the engine did not load: ${e?.message ?? e}` }),
);

self.onmessage = async (event) => {
  const { id, variant, ini, fen, moves, budget } = event.data ?? {};
  try {
    await loaded;
    if (typeof ini === "string" && ini !== definedText) {
      defineVariants(ini);
      definedText = ini;
      // (The same id may now have other rules: the tables learnt for it mean nothing.)
      variantOfTables = null;
    }
    searcher ??= new Searcher(16);
    // Tables learnt in one variant mean nothing in another.
    if (variantOfTables !== variant) searcher.clear();
    variantOfTables = variant;
    const onInfo = (info) => self.postMessage({ id, type: "info", info });
    const result = searcher.bestMove(String(variant), fen ?? undefined, Array.isArray(moves) ? moves : [], budget, onInfo);
    self.postMessage({ id, type: "result", result });
  } catch (e) {
    self.postMessage({ id, type: "error", error: String(e?.message ?? e) });
  }
};

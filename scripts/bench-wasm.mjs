// Perft speed of the wasm build, run in Node (one thread, bulk-counted leaves), for each module
// scripts/build-wasm.sh builds: the engine module (the Web Worker's, built for speed) and the full
// page module (built for size, with every variant; its perft is what local play's move generation
// costs; the core page module is the same code with fewer variants). The best of RUNS
// runs per case (default 3; the first run also pays for V8's tier-up from its baseline compiler,
// shown as first_nps). Game.perft counts every depth up to the one asked for (its node limit), as a
// page's perft does; nps is the asked depth's nodes over the whole time.
// The page modules of www/pkg have no perft (they are built without the `dev-api` feature): the
// page case loads target/bench-pkg/fairyboard_full.js, the full page module built the same way
// with `dev-api` added, which scripts/bench.sh builds (see BENCH_PAGE_BUILD below).
// Usage: node scripts/bench-wasm.mjs [engine|page ...]  (after scripts/build-wasm.sh; default both)
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const MODULES = { engine: "../www/pkg/fairyboard_engine", page: "../target/bench-pkg/fairyboard_full" };
const BENCH_PAGE_BUILD =
  "wasm-pack build --mode no-install --target web --out-dir target/bench-pkg --out-name fairyboard_full " +
  "--profile wasm-page -- --locked --no-default-features --features web,lazy-glyphs,all-families,playground-api,dev-api";
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(MODULES);

const cases = [
  ["chess", null, 5],
  ["chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4],
  ["capablanca", "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1", 5],
  ["grand", null, 4],
  ["shogi", null, 4],
  ["xiangqi", null, 4],
  ["tchess", null, 4],
  ["glinski", null, 4],
  ["omega", null, 4],
  ["greatouter", null, 4],
  ["renaissance", null, 4],
  ["congo", null, 5],
  ["taktika", null, 4],
  ["doublemove", null, 5],
];
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
for (const which of wanted) {
  const name = MODULES[which];
  if (!name) throw new Error(`unknown module '${which}' (engine or page)`);
  const path = fileURLToPath(new URL(`${name}_bg.wasm`, import.meta.url));
  if (!existsSync(path)) {
    console.log(`== ${which} module: ${path} is missing; build it with: ${BENCH_PAGE_BUILD}`);
    continue;
  }
  const m = await import(`${name}.js`);
  await m.default({ module_or_path: readFileSync(path) });
  console.log(`== ${which} module (${name.replace("../", "")}_bg.wasm)`);
  for (const [variant, fen, depth] of cases) {
    let best = Infinity;
    let first = 0;
    let nodes = 0;
    for (let r = 0; r < runs; r++) {
      const g = new m.Game(variant, fen ?? undefined);
      const t0 = performance.now();
      nodes = g.perft(depth);
      const ms = performance.now() - t0;
      g.free();
      if (r === 0) first = ms;
      best = Math.min(best, ms);
    }
    const nps = (ms) => Math.round(nodes / (ms / 1000));
    console.log(`${variant}${fen ? " (" + fen.split(" ")[0].slice(0, 20) + "...)" : ""} depth ${depth}: nodes ${nodes} time_ms ${best.toFixed(0)} nps ${nps(best)} first_nps ${nps(first)}`);
  }
}

// Perft speed of the wasm build, run in Node or headless Chromium (one thread, bulk-counted leaves), for each module
// scripts/build-wasm.sh builds: the engine module (the Web Worker's, built for speed) and the full
// page module (built for size, with every variant; its perft is what local play's move generation
// costs; the core page module is the same code with fewer variants). The best of RUNS
// runs per case (default 3), after untimed passes over every case at one depth less for at least
// 1.5 s, which let V8 tier hot functions up from its baseline compiler in the background (one pass
// was not enough in Chromium: its first timed case ran at half speed; the first timed run is shown
// as first_nps). Game.perft counts every depth up to the one asked for (its node limit guard), so
// each case is also timed one depth less, and nps is the asked depth's nodes over the difference:
// the work of that depth alone, as the native `perft` command counts it (nps_all is over the whole
// call; the lower depths are about 3-5 % of it).
// The page modules of www/pkg have no perft (they are built without the `dev-api` feature): the
// page case loads target/bench-pkg/fairyboard_full.js, the full page module built the same way
// with `dev-api` added, which scripts/bench.sh builds (see BENCH_PAGE_BUILD below).
// Usage: node scripts/bench-wasm.mjs [--chromium] [engine|page ...]  (after scripts/build-wasm.sh;
// default both). --chromium: in headless Chromium (Debian's /usr/bin/chromium) instead of Node.
// --cases: prints the cases, one `variant|depth|fen` a line (scripts/bench.sh runs them natively).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Each module's JS glue, from the repository's top (its wasm is `<path>_bg.wasm`). */
const MODULES = { engine: "www/pkg/fairyboard_engine", page: "target/bench-pkg/fairyboard_full" };
const BENCH_PAGE_BUILD =
  "wasm-pack build --mode no-install --target web --out-dir target/bench-pkg --out-name fairyboard_full " +
  "--profile wasm-page -- --locked --no-default-features --features web,lazy-glyphs,all-families,playground-api,dev-api";
const TOP = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const chromium = args.includes("--chromium");
const named = args.filter((a) => a !== "--chromium" && a !== "--cases");
const wanted = named.length ? named : Object.keys(MODULES);
/** The glue path of `which` (engine or page), or null (with a message) when its wasm is not built. */
function modulePath(which) {
  const name = MODULES[which];
  if (!name) throw new Error(`unknown module '${which}' (engine or page)`);
  if (!existsSync(`${TOP}${name}_bg.wasm`)) {
    console.log(`== ${which} module: ${name}_bg.wasm is missing; build it with: ${BENCH_PAGE_BUILD}`);
    return null;
  }
  return name;
}

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
if (args.includes("--cases")) {
  for (const [variant, fen, depth] of cases) console.log(`${variant}|${depth}|${fen ?? ""}`);
  process.exit(0);
}

/** Runs every case on module `m` (its Game class), best of `runs`; returns one line per case.
 *  Self-contained: it is also sent into the browser page as source text. */
async function runCases(m, cases, runs) {
  const lines = [];
  const warmStart = performance.now();
  do {
    for (const [variant, fen, depth] of cases) {
      const warm = new m.Game(variant, fen ?? undefined);
      warm.perft(depth - 1);
      warm.free();
    }
  } while (performance.now() - warmStart < 1500);
  for (const [variant, fen, depth] of cases) {
    // Best of `runs` of Game.perft(d): its count and its time (and the first run's).
    const timed = (d) => {
      let best = Infinity;
      let first = 0;
      let nodes = 0;
      for (let r = 0; r < runs; r++) {
        const g = new m.Game(variant, fen ?? undefined);
        const t0 = performance.now();
        nodes = g.perft(d);
        const ms = performance.now() - t0;
        g.free();
        if (r === 0) first = ms;
        best = Math.min(best, ms);
      }
      return { nodes, best, first };
    };
    const all = timed(depth);
    const lower = depth > 1 ? timed(depth - 1) : { best: 0, first: 0 };
    const nps = (ms) => Math.round(all.nodes / (ms / 1000));
    // (The whole call where the timer's resolution leaves no difference: a case too small.)
    const alone = all.best > lower.best ? all.best - lower.best : all.best;
    lines.push(
      `${variant}${fen ? " (" + fen.split(" ")[0].slice(0, 20) + "...)" : ""} depth ${depth}: nodes ${all.nodes} time_ms ${alone.toFixed(1)} nps ${nps(alone)} ` +
        `nps_all ${nps(all.best)} first_nps ${nps(all.first)}`,
    );
  }
  return lines;
}

if (chromium) {
  // Headless Chromium (Debian's, its own V8): the page imports the module from a server of the
  // repository's top.
  const { launchBrowser } = await import("../e2e/helpers.mjs");
  const { startServer } = await import("../e2e/server.mjs");
  const server = await startServer({ root: TOP, port: 0 });
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}www/embed.html`);
    console.log(`== Chromium ${browser.version()}`);
    for (const which of wanted) {
      const name = modulePath(which);
      if (!name) continue;
      const lines = await page.evaluate(
        async ([url, src, cases, runs]) => {
          const m = await import(url);
          await m.default();
          return (0, eval)(`(${src})`)(m, cases, runs);
        },
        [`${server.url}${name}.js`, runCases.toString(), cases, runs],
      );
      console.log(`== ${which} module (${name}_bg.wasm)`);
      for (const line of lines) console.log(line);
    }
  } finally {
    await browser.close();
    await server.close();
  }
} else {
  console.log(`== Node ${process.version}`);
  for (const which of wanted) {
    const name = modulePath(which);
    if (!name) continue;
    const m = await import(`${TOP}${name}.js`);
    await m.default({ module_or_path: readFileSync(`${TOP}${name}_bg.wasm`) });
    console.log(`== ${which} module (${name}_bg.wasm)`);
    for (const line of await runCases(m, cases, runs)) console.log(line);
  }
}

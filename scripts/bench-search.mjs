// Speed of the computer opponent: nodes per second and depth reached in one second, natively
// (target/release/fairyboard bestmove) and in wasm under Node (www/pkg), from the start position.
// Usage: cargo build --release && bash scripts/build-wasm.sh && node scripts/bench-search.mjs [ms]
// Each wasm search is preceded by a short one, so that the engine's code is compiled and warm.
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import init, { Searcher } from "../www/pkg/fairyboard_engine.js";

const root = (p) => fileURLToPath(new URL(`../${p}`, import.meta.url));
await init({ module_or_path: readFileSync(root("www/pkg/fairyboard_engine_bg.wasm")) });
const ms = Number(process.argv[2] ?? 1000);
const variants = ["chess", "shogi", "chushogi", "quadtrojan", "xiangqi"];

console.log(`| variant | native depth | native nodes/s | wasm depth | wasm nodes/s |  (${ms} ms per search)`);
console.log("|---|---|---|---|---|");
for (const v of variants) {
  const out = execFileSync(root("target/release/fairyboard"), ["bestmove", v, "--movetime", String(ms)], { encoding: "utf8" });
  const last = out.trim().split("\n").pop();
  const field = (name) => Number(last.match(new RegExp(`${name} (\\d+)`))[1]);
  const s = new Searcher(64);
  s.bestMove(v, undefined, [], { nodes: 20000 });
  s.clear();
  const r = s.bestMove(v, undefined, [], { movetime: ms });
  const wnps = Math.round(r.nodes / (r.timeMs / 1000));
  console.log(`| ${v} | ${field("depth")} | ${field("nps")} | ${r.depth} | ${wnps} |`);
  s.free();
}

// Memory of the page modules (Node): the wasm memory each page module holds after one game of
// every variant it serves is opened, variant by variant (each variant's compiled tables stay in the
// registry for the page's life, so this is what a page of all of them keeps), and what each game
// added where the memory grew. Wasm memory never shrinks: the high-water mark is what a page keeps.
//   node scripts/bench-memory.mjs [module ...]      (after scripts/build-wasm.sh; default: the page modules)
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const PKG = fileURLToPath(new URL("../www/pkg/", import.meta.url));
const manifest = JSON.parse(readFileSync(`${PKG}modules.json`, "utf8"));
const names = process.argv.slice(2).length ? process.argv.slice(2) : manifest.modules.map((m) => m.name);
const MB = (bytes) => (bytes / 1048576).toFixed(1);

for (const name of names) {
  const m = await import(`${PKG}${name}.js`);
  const wasm = await m.default({ module_or_path: readFileSync(`${PKG}${name}_bg.wasm`) });
  const ids = manifest.variants.filter((v) => v.modules.includes(name)).map((v) => v.id);
  const start = wasm.memory.buffer.byteLength;
  const grew = [];
  const games = [];
  for (const id of ids) {
    const before = wasm.memory.buffer.byteLength;
    games.push(new m.Game(id));
    const added = wasm.memory.buffer.byteLength - before;
    if (added) grew.push(`${id} +${MB(added)}`);
  }
  console.log(`${name}: ${MB(start)} MB at start, ${MB(wasm.memory.buffer.byteLength)} MB with a game of each of its ${ids.length} variants (grew at: ${grew.join(", ")})`);
}

// Which wasm functions V8 compiles a second time, with its optimising compiler (TurboFan), while a
// page draws its boards, and how long each compile took (headless Chromium, V8's
// --trace-wasm-compilation-times, read from the browser's output). The compiles run on background
// threads, but on a two-core machine they take the second core from the page's own work, so a large
// function run once per variant that V8 thinks hot costs the page time (docs/speed-history.md,
// round 40). Functions are named where the module served keeps its name section (a wasm-pack build
// that scripts/build-wasm.sh has not stripped, copied into a www directory of its own).
//   node scripts/tierup-page.mjs [page] [top]      (WWW= another www directory)
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { boardsDrawn, CHROMIUM_ARGS, launchBrowser, settledPage, watchBoards } from "../e2e/helpers.mjs";
import { startServer } from "../e2e/server.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const page0 = process.argv[2] ?? "article-000.html";
const top = Number(process.argv[3] ?? 15);
const root = path.resolve(process.env.WWW ?? path.join(HERE, "../www"));

/** The unsigned LEB128 number at `i` of `b`, and the index after it. */
function leb(b, i) {
  let [r, s] = [0, 0];
  for (;;) {
    const x = b[i++];
    r += (x & 0x7f) * 2 ** s;
    s += 7;
    if (x < 0x80) return [r, i];
  }
}

/** A module's function names by index (its "name" section's function names), if it has them. */
function functionNames(file) {
  const b = readFileSync(file);
  const names = new Map();
  for (let i = 8; i < b.length; ) {
    const id = b[i];
    const [size, start] = leb(b, i + 1);
    i = start + size;
    if (id !== 0) continue;
    const [len, at] = leb(b, start);
    if (b.toString("utf8", at, at + len) !== "name") continue;
    for (let j = at + len; j < i; ) {
      const sub = b[j];
      const [subSize, body] = leb(b, j + 1);
      j = body + subSize;
      if (sub !== 1) continue;
      let [count, k] = leb(b, body);
      for (; count > 0; count--) {
        let idx, n;
        [idx, k] = leb(b, k);
        [n, k] = leb(b, k);
        names.set(idx, b.toString("utf8", k, k + n).replace(/::h[0-9a-f]{16}$/, ""));
        k += n;
      }
    }
  }
  return names;
}

// The browser's output reaches Playwright's debug log only (DEBUG=pw:browser, on stderr): the page
// is loaded by a second run of this script, whose stderr this one reads.
if (process.env.TIERUP_CHILD) {
  const server = await startServer({ root, port: 0 });
  const browser = await launchBrowser({ args: [...CHROMIUM_ARGS, "--js-flags=--trace-wasm-compilation-times"] });
  const modules = new Set();
  try {
    const page = await settledPage(browser, { viewport: { width: 1280, height: 900 } });
    page.on("response", (r) => r.url().endsWith(".wasm") && modules.add(new URL(r.url()).pathname));
    await page.addInitScript(watchBoards);
    await page.goto(`${server.url}${page0}`);
    await boardsDrawn(page);
    // Compiles still running when the last board is drawn are the page's too.
    await page.waitForTimeout(500);
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(JSON.stringify([...modules]));
  process.exit(0);
}
const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
  env: { ...process.env, DEBUG: "pw:browser", TIERUP_CHILD: "1" },
  encoding: "utf8",
  maxBuffer: 1 << 28,
});
if (run.status !== 0) throw new Error(`the page run failed: ${run.stderr.split("\n").filter((l) => !l.includes("pw:browser")).join("\n")}`);
const modules = JSON.parse(run.stdout.trim().split("\n").at(-1));
const lines = run.stderr.split("\n");
const compiles = [];
for (const l of lines) {
  const m = /#(\d+) using TurboFan, took (\d+) .*bodysize (\d+)/.exec(l);
  if (m) compiles.push({ index: Number(m[1]), us: Number(m[2]), body: Number(m[3]) });
}
// The page modules the page loaded (one, for an article page), for the names.
const names = modules.filter((m) => !m.includes("engine")).map((m) => functionNames(path.join(root, m)));
const name = (i) => (names.length === 1 ? names[0].get(i) : undefined) ?? `function #${i}`;
const total = compiles.reduce((s, c) => s + c.us, 0) / 1000;
console.log(`${page0}: ${compiles.length} wasm functions compiled again by TurboFan, ${total.toFixed(1)} ms in all (modules: ${modules.join(", ")})`);
for (const c of compiles.sort((a, b) => b.us - a.us).slice(0, top)) {
  console.log(`${(c.us / 1000).toFixed(1).padStart(7)} ms  ${String(c.body).padStart(6)} bytes  ${name(c.index)}`);
}

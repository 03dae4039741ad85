// CPU profile of one page until all its boards are drawn: self time by function, top N.
//   node scripts/profile-page.mjs [page] [top]
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser, boardsDrawn, settledPage, watchBoards } from "../e2e/helpers.mjs";
import { startServer } from "../e2e/server.mjs";
const HERE = path.dirname(fileURLToPath(import.meta.url));
const page0 = process.argv[2] ?? "article-000.html";
const top = Number(process.argv[3] ?? 40);
const server = await startServer({ root: process.env.WWW ?? path.join(HERE, "../www"), port: 0 });
const browser = await launchBrowser();
try {
  const page = await settledPage(browser, { viewport: { width: 1280, height: 900 } });
  await page.addInitScript(watchBoards);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  await page.goto(`${server.url}${page0}`);
  await boardsDrawn(page);
  const { profile } = await cdp.send("Profiler.stop");
  const dt = (profile.timeDeltas ?? []);
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (let i = 0; i < profile.samples.length; i++) {
    const n = byId.get(profile.samples[i]);
    const f = n.callFrame;
    const key = `${f.functionName || "(anon)"} ${f.url.split("/").slice(-2).join("/")}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const seen = new Set();
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const f = byId.get(id).callFrame;
      const key = `${f.functionName || "(anon)"} ${f.url.split("/").slice(-2).join("/")}:${f.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    }
  }
  if (process.env.CHILDREN) {
    // Inclusive time of the direct callees of functions whose name matches CHILDREN.
    const re = new RegExp(process.env.CHILDREN);
    const kid = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      let prev = null;
      for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) {
        const f = byId.get(id).callFrame;
        if (re.test(f.functionName) && prev !== null) {
          const g = byId.get(prev).callFrame;
          const key = `${f.functionName.slice(0, 40)} -> ${g.functionName || "(anon)"} ${g.url.split("/").slice(-2).join("/")}:${g.lineNumber + 1}`;
          kid.set(key, (kid.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
          break;
        }
        prev = id;
      }
    }
    for (const [k, v] of [...kid].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${v.toFixed(1).padStart(8)} ${k}`);
    process.exit(0);
  }
  if (process.env.INCL) {
    for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${v.toFixed(1).padStart(8)} ${k}`);
    process.exit(0);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`total ${total.toFixed(0)} ms`);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${v.toFixed(1).padStart(8)} ${k}`);
} finally {
  await browser.close();
  await server.close();
}

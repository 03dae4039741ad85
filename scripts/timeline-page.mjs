// Timeline of one page until its boards are drawn: navigation marks, long tasks and the time
// each board was drawn, all in ms from navigation start (headless Chromium).
//   node scripts/timeline-page.mjs [page]      (WWW= another www directory)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser, CHROMIUM_ARGS, boardsDrawn, settledPage, watchBoards } from "../e2e/helpers.mjs";
import { startServer } from "../e2e/server.mjs";
const HERE = path.dirname(fileURLToPath(import.meta.url));
const page0 = process.argv[2] ?? "article-000.html";
const server = await startServer({ root: process.env.WWW ?? path.join(HERE, "../www"), port: 0 });
const browser = await launchBrowser(process.env.JSFLAGS ? { args: [...CHROMIUM_ARGS, `--js-flags=${process.env.JSFLAGS}`] } : {});
try {
  const page = await settledPage(browser, { viewport: { width: 1280, height: 900 } });
  await page.addInitScript(watchBoards);
  await page.addInitScript(() => {
    window.__tl = { tasks: [], drawn: [], res: [] };
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__tl.tasks.push([e.startTime, e.duration]))).observe({ type: "longtask", buffered: true });
    new MutationObserver((ms) => ms.forEach((m) => m.attributeName === "data-drawn" && window.__tl.drawn.push(performance.now()))).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-drawn"] });
  });
  await page.goto(`${server.url}${page0}`);
  await boardsDrawn(page);
  const tl = await page.evaluate(() => {
    const nav = performance.getEntriesByType("navigation")[0];
    const res = performance.getEntriesByType("resource").map((r) => [r.name.split("/").pop(), r.startTime, r.responseEnd]);
    return { P: window.__P, ...window.__tl, nav: { dcl: nav.domContentLoadedEventEnd, load: nav.loadEventStart, resp: nav.responseEnd }, res };
  });
  const f = (x) => x.toFixed(0).padStart(6);
  console.log(`response ${f(tl.nav.resp)}  DOMContentLoaded ${f(tl.nav.dcl)}  load ${f(tl.nav.load)}`);
  for (const [n, s, e] of tl.res) console.log(`resource ${n.padEnd(28)} ${f(s)} -> ${f(e)}`);
  for (const [s, d] of tl.tasks) console.log(`long task ${f(s)} -> ${f(s + d)} (${d.toFixed(0)} ms)`);
  if (tl.P) console.log(Object.entries(tl.P).map(([k, v]) => `${k} ${v.toFixed(0)}`).join("  "));
  const d = tl.drawn.sort((a, b) => a - b);
  // (A page whose boards are mounted by its own script, the playground, has none to wait for.)
  console.log(d.length ? `boards drawn: ${d.length}, first ${f(d[0])}, last ${f(d[d.length - 1])}` : "boards drawn: none (no data-fairyboard board on the page)");
} finally {
  await browser.close();
  await server.close();
}

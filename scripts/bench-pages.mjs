// Page benchmark (headless Chromium, Debian's /usr/bin/chromium), per page, medians of RUNS:
// when the boards in the first screen are drawn and when every board is, from navigation start;
// every board drawn from the page's load event; the longest task (the page not answering input).
// Several www directories are measured in alternation (A/B of two builds on a noisy machine).
// Also the canvas pixels the page holds then (millions: 4 bytes each), which grow with the square of
// the screen's pixel ratio (DPR=2: a laptop's screen, DPR=3 WIDTH=400: a phone's).
//   node scripts/bench-pages.mjs [www-dir[,www-dir2...]] [runs]      (PAGES=a.html,b.html DPR=2 WIDTH=400)
// The e2e tests assert that the boards are drawn; this script only reports the time.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { boardsDrawn, launchBrowser, settledPage, watchBoards } from "../e2e/helpers.mjs";
import { startServer } from "../e2e/server.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const roots = (process.argv[2] ?? path.join(HERE, "../www")).split(",").map((d) => path.resolve(d));
const runs = Number(process.argv[3] ?? 5);
const PAGES = process.env.PAGES ? process.env.PAGES.split(",") : ["article-000.html", "article-002.html", "article-003.html", "article-004.html", "embed.html"];
const VIEWPORT = { width: Number(process.env.WIDTH ?? 1280), height: 900 };
const DPR = Number(process.env.DPR ?? 1);

/** Before the page's scripts (beside `watchBoards`): the longest task. */
function watchLongTasks() {
  window.__bench = { longest: 0 };
  const longest = (entries) => {
    for (const e of entries) window.__bench.longest = Math.max(window.__bench.longest, e.duration);
  };
  const observer = new PerformanceObserver((l) => longest(l.getEntries()));
  observer.observe({ type: "longtask", buffered: true });
  // The observer's callback may come after the last board is drawn (the loader's tasks go first):
  // the figures take the entries not yet delivered.
  window.__bench.flush = () => longest(observer.takeRecords());
}

/** Once every board is drawn (at `t`, the last one's time): the figures (the first screen as laid
 *  out at the end, from the top). */
function figures(t) {
  const els = [...document.querySelectorAll("[data-fairyboard]")];
  window.__bench.flush();
  const nav = performance.getEntriesByType("navigation")[0];
  const top = (el) => el.getBoundingClientRect().top + scrollY;
  let first = els.filter((el) => top(el) < innerHeight);
  if (!first.length) first = [els[0]];
  const when = (el) => window.__boards.drawn.get(el) ?? t;
  const pixels = [...document.querySelectorAll("canvas")].reduce((sum, c) => sum + c.width * c.height, 0);
  return { t, n: els.length, load: nav?.loadEventStart || null, first: Math.max(...first.map(when)), nFirst: first.length, longest: window.__bench.longest, pixels };
}

const servers = await Promise.all(roots.map((root) => startServer({ root, port: 0 })));
const browser = await launchBrowser();
try {
  for (const p of PAGES) {
    const rows = roots.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [k, server] of servers.entries()) {
        const page = await settledPage(browser, { viewport: VIEWPORT, deviceScaleFactor: DPR });
        await page.addInitScript(watchBoards);
        await page.addInitScript(watchLongTasks);
        await page.goto(`${server.url}${p}`);
        const t = await boardsDrawn(page);
        rows[k].push(await page.evaluate(figures, t));
        await page.close();
      }
    }
    const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ms = (xs) => `${median(xs).toFixed(0)} ms`;
    for (const [k, root] of roots.entries()) {
      const rs = rows[k];
      const afterLoad = rs.filter((r) => r.load).map((r) => Math.max(0, r.t - r.load));
      const who = `${DPR === 1 ? "" : ` (pixel ratio ${DPR}, ${VIEWPORT.width} px wide)`}${roots.length > 1 ? ` [${root}]` : ""}`;
      console.log(
        `${p}${who}: first screen (${rs[0].nFirst} of ${rs[0].n} boards) drawn ${ms(rs.map((r) => r.first))}, all ${ms(rs.map((r) => r.t))} after navigation, ` +
          `${afterLoad.length ? ms(afterLoad) : "?"} after the load event; longest task ${ms(rs.map((r) => r.longest))}; ` +
          `canvases ${(median(rs.map((r) => r.pixels)) / 1e6).toFixed(1)} M pixels ` +
          `(median of ${runs}; all after navigation: ${rs.map((r) => r.t.toFixed(0)).join(" ")})`,
      );
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.close();
}

// Page benchmark: time from navigation start until every board of a page is drawn, and from the
// page's load event until then (headless Chromium, Debian's /usr/bin/chromium). Prints one line
// per page: medians and all runs, in ms.
//   node scripts/bench-pages.mjs [www-dir] [runs]
// The e2e tests assert that the boards are drawn; this script only reports the time.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser } from "../e2e/helpers.mjs";
import { startServer } from "../e2e/server.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.argv[2] ?? path.join(HERE, "../www"));
const runs = Number(process.argv[3] ?? 5);
const PAGES = process.env.PAGES ? process.env.PAGES.split(",") : ["article-000.html", "article-002.html", "article-003.html", "article-004.html", "embed.html"];

const server = await startServer({ root, port: 0 });
const browser = await launchBrowser();
try {
  for (const p of PAGES) {
    const times = [];
    const afterLoad = [];
    let boards = 0;
    for (let i = 0; i < runs; i++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${server.url}${p}`);
      const r = await page.waitForFunction(
        () => {
          const els = [...document.querySelectorAll("[data-fairyboard]")];
          if (!els.length || !els.every((el) => el.dataset.drawn || el.dataset.error)) return false;
          const nav = performance.getEntriesByType("navigation")[0];
          return { t: performance.now(), n: els.length, load: nav?.loadEventStart || null };
        },
        null,
        { timeout: 60000, polling: 5 },
      );
      const { t, n, load } = await r.jsonValue();
      times.push(t);
      // Boards drawn before the load event count as 0 ms after it.
      if (load) afterLoad.push(Math.max(0, t - load));
      boards = n;
      await page.close();
    }
    const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const med = median(times);
    const medLoad = afterLoad.length ? `${median(afterLoad).toFixed(0)} ms after the load event` : "load event not seen";
    console.log(
      `${p}: ${boards} boards drawn ${med.toFixed(0)} ms after navigation, ${medLoad} (median of ${runs}: ${times.map((x) => x.toFixed(0)).join(" ")}; after load: ${afterLoad.map((x) => x.toFixed(0)).join(" ")})`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}

// Shared helpers for the e2e tests (node --test e2e/*.test.mjs).
// Uses playwright-core (no bundled browser) with Debian's /usr/bin/chromium.
//
//   import { withPage } from "./helpers.mjs";
//   await withPage(async ({ page, url, errors }) => {
//     await page.goto(url);
//     await page.waitForSelector("body[data-ready]");
//     assert.deepEqual(errors, []);
//   });
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { startServer } from "./server.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const WWW = path.resolve(HERE, "../www");
export const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
// Flags that keep Chromium off the (closed) network and work headless as root.
// Playwright adds --no-sandbox itself (chromiumSandbox defaults to false).
export const CHROMIUM_ARGS = [
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Directory for screenshots and other artifacts (gitignored); created on demand. */
export function outDir() {
  const dir = path.resolve(HERE, "out");
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * For the timing scripts, an init script (`page.addInitScript(watchBoards)`): records when each
 * board is first drawn (`window.__boards.drawn`, element -> ms) and resolves
 * `window.__boards.done` with the time the last one was, once the page's boards are mounted and
 * each is drawn or shows its error. `boardsDrawn(page)` waits for it. Unlike polling with
 * `page.waitForFunction` (Playwright's injected script, about 15 ms of parsing and compiling on the
 * page's main thread while it loads, then a task every poll), nothing of the harness runs in the
 * page until its boards are drawn but this observer.
 */
export function watchBoards() {
  let resolve;
  const boards = (window.__boards = { drawn: new Map(), done: new Promise((r) => (resolve = r)) });
  const observer = new MutationObserver((records) => {
    const now = performance.now();
    for (const r of records) if (r.attributeName !== "data-fairyboard-ready" && !boards.drawn.has(r.target)) boards.drawn.set(r.target, now);
    if (document.documentElement.dataset.fairyboardReady === undefined) return;
    let last = 0;
    for (const el of document.querySelectorAll("[data-fairyboard]")) {
      if (!el.dataset.drawn && !el.dataset.error) return;
      last = Math.max(last, boards.drawn.get(el) ?? now);
    }
    observer.disconnect();
    resolve(last);
  });
  observer.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-drawn", "data-error", "data-fairyboard-ready"] });
}

/** Waits until the page's boards are all drawn (see `watchBoards`, which must have been added as
 *  an init script); resolves with the time the last one was, in ms from navigation. */
export async function boardsDrawn(page, timeout = 60000) {
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`boards not all drawn within ${timeout} ms`)), timeout)));
  try {
    return await Promise.race([page.evaluate(() => window.__boards.done), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** For page.waitForFunction: the page's boards are mounted (fairyboard's ready mark) and each is
 *  drawn or shows its error. */
export const allDrawn = () =>
  document.documentElement.dataset.fairyboardReady !== undefined &&
  [...document.querySelectorAll("[data-fairyboard]")].every((el) => el.dataset.drawn || el.dataset.error);

/**
 * Serves `html` as the page `name` at the test server's origin (so fairyboard.js and pkg/ resolve)
 * without writing a file into www/; returns its URL to open.
 */
export async function servePage(page, url, name, html) {
  const pageUrl = `${url}${name}`;
  await page.route(pageUrl, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
  return pageUrl;
}

/** The start of a page that loads fairyboard (its boards follow). */
export const LOADER_PAGE = '<!doctype html><script type="module" src="fairyboard.js"></script>';

/** How long a timing script lets a new tab settle before it opens the page it measures. */
export const SETTLE_MS = 1000;

/**
 * A new tab for timing a page load: opened, then left alone for SETTLE_MS. Playwright's new tab
 * starts a renderer process for its blank page, and the measured page then gets a second one of its
 * own (another site); the first one's start-up (about 290 ms of CPU on this 2-core machine) ran on
 * the same cores as the page's load and slowed it by about 40 % (article 000: 428 ms from the load
 * event to every board drawn, against 262 ms after a settle). A reader's browser has no such tab
 * starting beside the page.
 */
export async function settledPage(browser, options) {
  const page = await browser.newPage(options);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return page;
}

/** Launch headless Chromium; extra playwright launch options override the defaults. */
export function launchBrowser(options = {}) {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS, ...options });
}

/**
 * Serve `root` (default www/) on a free 127.0.0.1 port, open a page, and call
 * fn({ page, url, errors, browser }). `errors` collects console errors and uncaught
 * page errors as strings. Browser and server are closed afterwards, also on failure.
 * Returns whatever fn returns.
 */
export async function withPage(fn, { root = WWW, viewport = { width: 1024, height: 768 } } = {}) {
  const server = await startServer({ root, port: 0 });
  let browser;
  try {
    browser = await launchBrowser();
    const page = await browser.newPage({ viewport });
    const errors = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(`console.error: ${msg.text()}`);
    });
    page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
    return await fn({ page, url: server.url, errors, browser });
  } finally {
    if (browser) await browser.close();
    await server.close();
  }
}

/** How much the select `sel` is short of the width its chosen option needs, in CSS pixels (<= 0:
 *  it shows the option whole): a hidden select of the same font and padding, holding that option
 *  alone, measures the need. */
export function selectShortBy(page, sel) {
  return page.$eval(sel, (s) => {
    const probe = document.createElement("select");
    probe.style.cssText = `position:absolute;visibility:hidden;width:auto;max-width:none;font:${getComputedStyle(s).font};padding:${getComputedStyle(s).padding}`;
    probe.add(new Option(s.selectedOptions[0].textContent));
    document.body.appendChild(probe);
    const need = probe.getBoundingClientRect().width;
    probe.remove();
    return need - s.getBoundingClientRect().width;
  });
}

/** Opens the playground (index.html + `query`) and waits until its board is mounted and drawn. */
export async function openPlayground(page, url, query = "", sel = "#board") {
  await page.goto(`${url}index.html${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((s) => document.querySelector(s)?.fairyboard && document.querySelector(s).dataset.drawn, sel);
}

/** Waits until the board in `sel` is drawn at the screen's pixel ratio (a board far out of view is
 *  drawn at a quarter of a pixel per CSS pixel until it comes near). */
export async function drawnSharp(page, sel) {
  await page.waitForFunction(
    (s) => {
      const c = document.querySelector(s)?.fairyboard?.canvas;
      return c && Math.abs(c.width - devicePixelRatio * c.clientWidth) <= 1;
    },
    sel,
    { timeout: 10000 },
  );
}

/** Where a square's centre is on the page (CSS pixels), scrolled into view and drawn there at the
 *  screen's ratio, with the board's box. */
export async function squareOnPage(page, square, sel = "#board") {
  const canvas = page.locator(`${sel} .fairyboard-board > canvas`);
  await canvas.scrollIntoViewIfNeeded();
  await drawnSharp(page, sel);
  const box = await canvas.boundingBox();
  const c = await page.evaluate(([s, sq]) => document.querySelector(s).fairyboard.squareCenter(sq), [sel, square]);
  return { x: box.x + c.x, y: box.y + c.y, board: box };
}

/** A real mouse click on a square of a board. */
export async function clickSquare(page, square, sel = "#board") {
  const { x, y } = await squareOnPage(page, square, sel);
  await page.mouse.click(x, y);
}

/**
 * Squares whose centre pixel is a "both" slide dot (or leap diamond): the legend's dark grey, drawn
 * semi-transparently over the square colour (light #f0d9b5 or dark #b58863). The pixel must be very
 * dark and be explained as alpha * (v, v, v) + (1 - alpha) * square with v <= 40 and
 * 0.7 <= alpha <= 0.95 (the legend colour was rgba(20,20,20,0.8), now rgba(15,15,15,0.85)); opaque
 * piece ink (alpha 1) and the green/red legend colours do not fit. Reads the whole canvas once,
 * scaling CSS px by width/clientWidth.
 */
export function markedSquares(page, sel) {
  return page.evaluate((s) => {
    const fb = document.querySelector(s).fairyboard;
    const canvas = fb.canvas;
    const k = canvas.width / canvas.clientWidth;
    const img = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
    // Light and dark squares; on hexagons also the grey cells.
    const squares = [[240, 217, 181], [181, 136, 99], [214, 180, 140]];
    const isDot = (px) => {
      if (px[3] !== 255 || Math.max(px[0], px[1], px[2]) >= 80) return false;
      return squares.some((bg) => {
        const t = (px[0] - px[2]) / (bg[0] - bg[2]); // 1 - alpha, from the red-blue spread
        const a = 1 - t;
        if (a < 0.7 || a > 0.95) return false;
        const v = [0, 1, 2].map((j) => (px[j] - t * bg[j]) / a);
        return v.every((x) => x >= -4 && x <= 40) && Math.max(...v) - Math.min(...v) <= 4;
      });
    };
    const marked = [];
    for (const { name: sq } of fb.cells()) {
      const c = fb.squareCenter(sq);
      const i = (Math.floor(c.y * k) * canvas.width + Math.floor(c.x * k)) * 4;
      if (isDot([img.data[i], img.data[i + 1], img.data[i + 2], img.data[i + 3]])) marked.push(sq);
    }
    return marked.sort();
  }, sel);
}

/**
 * Colour class of the canvas pixel at a lattice point (a square corner): `x` files and `y` ranks from
 * the lower-left corner of a1 as White sees it, placed through the centres of b2, c2 and b3 (present
 * on the 8x8 board too) so that a flipped board works as well. Returns {cls: "blue" | "red" | "other", rgb, px, py}.
 */
export function latticeColour(page, sel, x, y) {
  return page.evaluate(
    ([s, x, y]) => {
      const fb = document.querySelector(s).fairyboard;
      const canvas = fb.canvas;
      const k = canvas.width / canvas.clientWidth;
      const o = fb.squareCenter("b2");
      const fx = fb.squareCenter("c2");
      const ry = fb.squareCenter("b3");
      const px = o.x + (x - 1.5) * (fx.x - o.x) + (y - 1.5) * (ry.x - o.x);
      const py = o.y + (x - 1.5) * (fx.y - o.y) + (y - 1.5) * (ry.y - o.y);
      const [R, G, B] = canvas.getContext("2d").getImageData(Math.round(px * k), Math.round(py * k), 1, 1).data;
      const cls = B > 150 && R < 110 ? "blue" : R > 170 && G < 90 && B < 90 ? "red" : "other";
      return { cls, rgb: [R, G, B], px, py };
    },
    [sel, x, y],
  );
}

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

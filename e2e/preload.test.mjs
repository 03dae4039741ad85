// End-to-end tests of the article pages' preload hints (<link rel="preload"> and "modulepreload"):
// every hinted file is fetched once (a hint the page's own request does not match would be fetched
// twice) and used (Chromium warns of a preload not used within 3 s of the load event), and every
// wasm module and manifest the page loads was hinted, so a hint cannot go stale when the page
// modules change (wasm-pack.toml, www/modules.js). And a page without hints (an embed's one script
// tag) requests the loader's modules in one round, and a wasm module together with its glue.
// Run: bash scripts/build-wasm.sh && node --test e2e/preload.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, allDrawn } from "./helpers.mjs";

const PAGES = ["article-000.html", "article-002.html", "article-003.html", "article-004.html"];

for (const file of PAGES) {
  test(`preload: ${file} hints what it loads, and uses each hint once`, async () => {
    await withPage(async ({ page, url, errors }) => {
      const requested = [];
      const unused = [];
      page.on("request", (r) => requested.push(new URL(r.url()).pathname));
      page.on("console", (m) => /preload.*not used/i.test(m.text()) && unused.push(m.text()));
      await page.goto(`${url}${file}`);
      await page.waitForFunction(allDrawn, null, { timeout: 30000 });
      const hinted = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
      );
      assert.ok(hinted.length > 0, `${file} has no hints`);
      for (const h of hinted) {
        const times = requested.filter((r) => r === h).length;
        assert.equal(times, 1, `${file}: ${h} fetched ${times} times`);
      }
      const loaded = requested.filter((r) => /\/pkg\/.*(_bg\.wasm|\.json)$/.test(r));
      assert.ok(loaded.some((r) => r.endsWith("_bg.wasm")), `${file} loaded no wasm module`);
      for (const r of loaded) assert.ok(hinted.includes(r), `${file}: ${r} is loaded but not hinted`);
      // Chromium's warning of an unused preload comes 3 s after the load event.
      await page.waitForTimeout(3500);
      assert.deepEqual(unused, []);
      assert.deepEqual(errors, []);
    });
  });
}

test("embed without hints: the loader's modules are all requested in one round, and the wasm with its glue", async () => {
  await withPage(async ({ page, url, errors }) => {
    const events = [];
    const loaderModule = (u) => {
      const p = new URL(u).pathname;
      return p.endsWith(".js") && !p.includes("/pkg/") && p !== "/fairyboard.js" ? p : null;
    };
    page.on("request", (r) => loaderModule(r.url()) && events.push(["request", loaderModule(r.url())]));
    page.on("requestfinished", (r) => loaderModule(r.url()) && events.push(["finished", loaderModule(r.url())]));
    const pkgEvents = [];
    const inPkg = (u) => (new URL(u).pathname.includes("/pkg/") ? new URL(u).pathname : null);
    page.on("request", (r) => inPkg(r.url()) && pkgEvents.push(["request", inPkg(r.url())]));
    page.on("requestfinished", (r) => inPkg(r.url()) && pkgEvents.push(["finished", inPkg(r.url())]));
    await page.goto(`${url}embed.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 30000 });
    const requested = events.filter(([k]) => k === "request").map(([, p]) => p);
    for (const m of ["/i18n.js", "/i18n/messages.js", "/i18n/pieces.js", "/i18n/variants.js", "/modules.js"]) assert.ok(requested.includes(m), `${m} requested: ${requested}`);
    const firstDone = events.findIndex(([k]) => k === "finished");
    const late = events.slice(firstDone).filter(([k]) => k === "request").map(([, p]) => p);
    assert.deepEqual(late, [], `requested after another module had arrived: ${late}`);
    // The wasm module is requested while its glue is loading, not after.
    const wasm = pkgEvents.findIndex(([k, p]) => k === "request" && p.endsWith("_bg.wasm"));
    const glue = pkgEvents.findIndex(([k, p]) => k === "finished" && /\/pkg\/[^/]+\.js$/.test(p));
    assert.ok(wasm >= 0 && glue >= 0, JSON.stringify(pkgEvents));
    assert.ok(wasm < glue, `the wasm requested after its glue arrived: ${JSON.stringify(pkgEvents)}`);
    assert.deepEqual(errors, []);
  });
});

// The CJK outlines (pkg/cjk-glyphs.bin) the page modules leave out: fetched once, only by a page
// with shogi or xiangqi boards, used for their tokens; a missing or corrupt file leaves the tokens
// printing letters, with a warning and no error.
// Run: bash scripts/build-wasm.sh && node --test e2e/glyphs.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, allDrawn, servePage, LOADER_PAGE } from "./helpers.mjs";

const BOARDS = `
  <div id="s1" data-fairyboard data-variant="shogi" data-mode="static" style="width: 320px"></div>
  <div id="x1" data-fairyboard data-variant="xiangqi" data-mode="static" style="width: 320px"></div>
  <div id="s2" data-fairyboard data-variant="shogi" data-mode="static" style="width: 320px"></div>`;

/** Serves `body` as /glyph-page.html (with the loader) and opens it; returns the requests of the
 *  outlines file, the warnings, and each board's canvas as a data URL (or its error). */
async function open(page, url, body, glyphs = null) {
  const fetches = [];
  const warnings = [];
  page.on("request", (r) => r.url().endsWith("/pkg/cjk-glyphs.bin") && fetches.push(r.url()));
  page.on("console", (m) => m.type() === "warning" && warnings.push(m.text()));
  if (glyphs) await page.route("**/pkg/cjk-glyphs.bin", glyphs);
  await page.goto(await servePage(page, url, "glyph-page.html", LOADER_PAGE + body));
  await page.waitForFunction(allDrawn, null, { timeout: 30000 });
  const boards = await page.$$eval("[data-fairyboard]", (els) =>
    Object.fromEntries(els.map((el) => [el.id, el.dataset.error ?? el.querySelector("canvas").toDataURL()])),
  );
  return { fetches, warnings, boards };
}

test("glyphs: a page of shogi and xiangqi boards fetches the outlines once and draws with them", async () => {
  const drawn = {};
  await withPage(async ({ page, url, errors }) => {
    const r = await open(page, url, BOARDS);
    assert.equal(r.fetches.length, 1, r.fetches.join(" "));
    assert.deepEqual(errors, []);
    assert.deepEqual(r.warnings.filter((w) => /CJK/.test(w)), []);
    Object.assign(drawn, r.boards);
  });
  // The same boards without the file: letters, so other pixels.
  await withPage(async ({ page, url, errors }) => {
    const r = await open(page, url, BOARDS, (route) => route.fulfill({ status: 404, body: "" }));
    assert.equal(r.fetches.length, 1);
    // (Chromium itself logs the failed fetch.)
    assert.deepEqual(errors.filter((e) => !/Failed to load resource.*404/.test(e)), []);
    assert.ok(r.warnings.some((w) => /no CJK outlines .*HTTP 404.*tokens print letters/.test(w)), r.warnings.join(" | "));
    for (const id of ["s1", "x1", "s2"]) {
      assert.ok(r.boards[id].startsWith("data:image/png"), `${id}: ${r.boards[id].slice(0, 80)}`);
      assert.notEqual(r.boards[id], drawn[id], `${id} looks the same with and without the outlines`);
    }
  });
});

test("glyphs: a corrupt outlines file is refused; the tokens print letters", async () => {
  await withPage(async ({ page, url, errors }) => {
    const junk = Buffer.alloc(4096, 0xa5);
    const r = await open(page, url, BOARDS, (route) => route.fulfill({ status: 200, contentType: "application/octet-stream", body: junk }));
    assert.deepEqual(errors, []);
    assert.ok(r.warnings.some((w) => /no CJK outlines/.test(w)), r.warnings.join(" | "));
    for (const id of ["s1", "x1", "s2"]) assert.ok(r.boards[id].startsWith("data:image/png"), `${id}: ${r.boards[id].slice(0, 120)}`);
  });
});

test("glyphs: a page of chess-shaped boards never fetches them", async () => {
  await withPage(async ({ page, url, errors }) => {
    const r = await open(
      page,
      url,
      `<div id="c" data-fairyboard data-variant="chess" style="width: 300px"></div>
       <div id="t" data-fairyboard data-variant="tchess" style="width: 300px"></div>`,
    );
    assert.deepEqual(r.fetches, []);
    assert.deepEqual(errors, []);
  });
});

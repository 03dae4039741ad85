// A page's boards far out of view (more than a screen's height away) are drawn at a quarter of a
// device pixel per CSS pixel, at the screen's ratio (1, a laptop's 2, a phone's 3) once they come that
// near, and at a quarter again once they leave (also those first drawn near), so the page holds the
// pixels of the boards near the reader only; drawn so, a board leaves out its coordinates' text. A
// board's PNG, and every board of a printed page, is at the screen's ratio wherever it is.
// Run: bash scripts/build-wasm.sh && node --test e2e/resolution.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, allDrawn } from "./helpers.mjs";

/** Each board canvas of the page: its device pixels per CSS pixel as drawn, and whether it is
 *  within a screen's height of the viewport. */
const canvases = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".fairyboard-board > canvas")].map((c) => {
      const r = c.getBoundingClientRect();
      return { ratio: c.width / c.clientWidth, near: r.bottom >= -innerHeight && r.top <= 2 * innerHeight };
    }),
  );

/** Whether the `i`th board canvas is drawn at `ratio` device pixels per CSS pixel (to a pixel). */
function drawnAt([i, ratio]) {
  const c = document.querySelectorAll(".fairyboard-board > canvas")[i];
  return Math.abs(c.width - ratio * c.clientWidth) <= 1;
}

test("at a pixel ratio of 2 the boards far out of view are drawn at a quarter until they come near, and go back once they leave", async () => {
  await withPage(async ({ browser, url, errors }) => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2 });
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(`${url}article-003.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });
    const all = await canvases(page);
    const near = all.filter((c) => c.near);
    const far = all.filter((c) => !c.near);
    assert.ok(near.length >= 1 && far.length > 100, `${near.length} boards near the view, ${far.length} away`);
    for (const c of near) assert.ok(Math.abs(c.ratio - 2) < 0.02, `a board near the view is drawn at ${c.ratio}`);
    for (const c of far) assert.ok(Math.abs(c.ratio - 0.25) < 0.02, `a board out of view is drawn at ${c.ratio}`);

    // A board's PNG is at the screen's ratio, also out of view; the board stays drawn at a quarter there.
    const middle = Math.floor(all.length / 2);
    const png = await page.evaluate((i) => {
      const el = document.querySelectorAll("[data-fairyboard]")[i];
      const bytes = atob(el.fairyboard.toPNG().split(",")[1].slice(0, 40));
      const width = [16, 17, 18, 19].reduce((w, k) => w * 256 + bytes.charCodeAt(k), 0);
      return { width, css: el.querySelector(".fairyboard-board > canvas").clientWidth };
    }, middle);
    assert.ok(Math.abs(png.width - 2 * png.css) <= 1, `the PNG is ${png.width} pixels wide for ${png.css} CSS pixels`);
    assert.ok(await page.evaluate(drawnAt, [middle, 0.25]), "the board out of view is drawn at a quarter again");

    // Scrolled to, the last board is drawn at 2; scrolled away from, at a quarter again (once idle).
    const last = all.length - 1;
    await page.evaluate((i) => document.querySelectorAll(".fairyboard-board > canvas")[i].scrollIntoView(), last);
    await page.waitForFunction(drawnAt, [last, 2], { timeout: 10000 });
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForFunction(drawnAt, [last, 0.25], { timeout: 10000 });
    await page.close();
    assert.deepEqual(errors, []);
  });
});

test("at a pixel ratio of 1 the boards far out of view are drawn at a quarter, and at 1 once scrolled to", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-000.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });
    const all = await canvases(page);
    const near = all.filter((c) => c.near);
    assert.ok(near.length >= 1 && all.length - near.length > 20, `${near.length} boards near the view of ${all.length}`);
    for (const c of all) assert.ok(Math.abs(c.ratio - (c.near ? 1 : 0.25)) < 0.02, `a board ${c.near ? "near the view" : "out of view"} is drawn at ${c.ratio}`);
    // Every board is drawn once at load; the last one, scrolled to, again at 1.
    const drawn = await page.evaluate(() => [...document.querySelectorAll("[data-fairyboard]")].map((el) => el.dataset.drawn));
    assert.deepEqual([...new Set(drawn)], ["1"]);
    const last = all.length - 1;
    await page.evaluate((i) => document.querySelectorAll(".fairyboard-board > canvas")[i].scrollIntoView(), last);
    await page.waitForFunction(drawnAt, [last, 1], { timeout: 10000 });
    // The first board, drawn near the view and now far above it, goes to a quarter (once idle); the
    // last one too, once scrolled away from.
    await page.waitForFunction(drawnAt, [0, 0.25], { timeout: 10000 });
    await page.evaluate(() => scrollTo(0, 0));
    await page.waitForFunction(drawnAt, [last, 0.25], { timeout: 10000 });
    await page.waitForFunction(drawnAt, [0, 1], { timeout: 10000 });
    assert.deepEqual(errors, []);
  });
});

/** Whether any pixel of the `i`th board canvas's left strip (the rank labels' margin: its first
 *  `cssWidth` CSS pixels, down the board's height) is painted. */
function leftMarginPainted([i, cssWidth]) {
  const c = document.querySelectorAll(".fairyboard-board > canvas")[i];
  const w = Math.max(1, Math.floor((cssWidth * c.width) / c.clientWidth));
  const data = c.getContext("2d").getImageData(0, 0, w, c.height).data;
  for (let k = 3; k < data.length; k += 4) if (data[k] > 0) return true;
  return false;
}

test("a board far out of view is drawn without its coordinates' text, which it gets once scrolled to", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-000.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });
    const all = await canvases(page);
    const last = all.length - 1;
    assert.ok(!all[last].near && (await page.evaluate(drawnAt, [last, 0.25])), "the last board is drawn at a quarter, out of view");
    // The rank labels' margin (0.45 of a cell; 6 CSS pixels lie within it on any of the article's
    // boards) is blank at a quarter of a pixel per CSS pixel, and holds the labels at 1.
    assert.equal(await page.evaluate(leftMarginPainted, [last, 6]), false, "no text in the margin of a board out of view");
    await page.evaluate((i) => document.querySelectorAll(".fairyboard-board > canvas")[i].scrollIntoView(), last);
    await page.waitForFunction(drawnAt, [last, 1], { timeout: 10000 });
    assert.equal(await page.evaluate(leftMarginPainted, [last, 6]), true, "the rank labels of the board scrolled to");
    assert.deepEqual(errors, []);
  });
});

test("printed, every board is drawn at the screen's ratio; after printing those out of view go back to a quarter", async () => {
  await withPage(async ({ browser, url, errors }) => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, deviceScaleFactor: 2 });
    page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
    await page.goto(`${url}article-000.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });
    const last = (await canvases(page)).length - 1;
    assert.ok(await page.evaluate(drawnAt, [last, 0.25]), "the last board is drawn at a quarter");
    await page.evaluate(() => dispatchEvent(new Event("beforeprint")));
    const all = await canvases(page);
    for (const c of all) assert.ok(Math.abs(c.ratio - 2) < 0.02, `a board is drawn at ${c.ratio} for printing`);
    await page.evaluate(() => dispatchEvent(new Event("afterprint")));
    assert.ok(await page.evaluate(drawnAt, [last, 0.25]), "the last board is drawn at a quarter again");
    await page.close();
    assert.deepEqual(errors, []);
  });
});

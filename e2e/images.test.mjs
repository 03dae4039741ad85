// Images of a board as drawn: toPNG() gives the canvas as a PNG, toSVG() the same picture as vector
// SVG (the renderer draws into an SVG recorder, www/svg-context.js). The SVG, drawn back into a
// canvas, matches the board's own pixels square by square, in several kinds of board.
// Run: bash scripts/build-wasm.sh && node --test e2e/images.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

async function open(page, url, query) {
  await page.goto(`${url}index.html?${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector("#board")?.dataset.drawn);
}

/** Colours at every square's centre of the board's canvas and of its SVG drawn into a canvas of
 *  the same size; the share of squares whose colours differ by more than a little. */
const compare = (page) =>
  page.evaluate(async () => {
    const fb = document.querySelector("#board").fairyboard;
    const svg = fb.toSVG();
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await img.decode();
    const c = document.createElement("canvas");
    c.width = fb.canvas.width;
    c.height = fb.canvas.height;
    const ctx = c.getContext("2d");
    ctx.drawImage(img, 0, 0, c.width, c.height);
    const k = fb.canvas.width / fb.canvas.clientWidth;
    const own = fb.canvas.getContext("2d");
    let differ = 0;
    const cells = fb.cells();
    for (const cell of cells) {
      const p = fb.squareCenter(cell.name);
      // A point off the centre too: the pieces' outlines and the board's colours.
      for (const [dx, dy] of [[0, 0], [0.3, 0.3], [-0.3, 0.2]]) {
        const s = fb.canvas.clientWidth / 40;
        const x = Math.floor((p.x + dx * s) * k), y = Math.floor((p.y + dy * s) * k);
        const a = own.getImageData(x, y, 1, 1).data, b = ctx.getImageData(x, y, 1, 1).data;
        if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]) > 60) differ++;
      }
    }
    return { svgLength: svg.length, paths: (svg.match(/<path/g) ?? []).length, texts: (svg.match(/<text/g) ?? []).length, share: differ / (cells.length * 3) };
  });

test("images: toSVG draws the board as the canvas does (chess, shogi, xiangqi, hexagons, Gess, a selection)", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Share of sample points allowed to differ: letters and hairlines (xiangqi's points are where
    // lines cross) are anti-aliased by canvas and SVG each their own way.
    const allowed = { "variant=shogi": 0.15, "variant=xiangqi": 0.15 };
    for (const query of ["variant=chess", "variant=shogi", "variant=xiangqi", "variant=glinski", "variant=gess", "variant=makarenko"]) {
      await open(page, url, query);
      if (query === "variant=chess") await page.evaluate(() => document.querySelector("#board").fairyboard.select("g1"));
      const r = await compare(page);
      assert.ok(r.paths > 50 && r.texts > 5, `${query}: ${JSON.stringify(r)}`);
      assert.ok(r.share < (allowed[query] ?? 0.05), `${query}: ${JSON.stringify(r)}`);
    }
    assert.deepEqual(errors, []);
  });
});

test("images: toPNG is the canvas as a PNG of its size", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=capablanca");
    const r = await page.evaluate(async () => {
      const fb = document.querySelector("#board").fairyboard;
      const png = fb.toPNG();
      const img = new Image();
      img.src = png;
      await img.decode();
      return { head: png.slice(0, 22), w: img.naturalWidth, h: img.naturalHeight, cw: fb.canvas.width, ch: fb.canvas.height };
    });
    assert.equal(r.head, "data:image/png;base64,");
    assert.deepEqual([r.w, r.h], [r.cw, r.ch]);
    assert.deepEqual(errors, []);
  });
});

// How boards draw their tokens and backgrounds: a token a board shows three times or more is drawn
// once on a canvas of its own and copied (shared by the page's boards of that variant and size);
// one shown once or twice is drawn directly, with no canvas of its own; a board's background (cells
// and coordinates) is drawn by the first board of its variant and size and copied by the others,
// to the same pixels; a lettered token's text is measured once a page, not at every drawing; a
// legend's icon is drawn once a page for each kind.
// Run: bash scripts/build-wasm.sh && node --test e2e/tokens.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, allDrawn, servePage, LOADER_PAGE } from "./helpers.mjs";

/** Before the page's scripts: counts the canvases made and the texts measured. */
function countCanvasWork() {
  window.__count = { canvases: 0, measured: 0 };
  const create = Document.prototype.createElement;
  Document.prototype.createElement = function (tag, ...rest) {
    if (String(tag).toLowerCase() === "canvas") window.__count.canvases++;
    return create.call(this, tag, ...rest);
  };
  const measure = CanvasRenderingContext2D.prototype.measureText;
  CanvasRenderingContext2D.prototype.measureText = function (...args) {
    window.__count.measured++;
    return measure.apply(this, args);
  };
}

async function open(page, url, body) {
  await page.addInitScript(countCanvasWork);
  await page.goto(await servePage(page, url, "token-page.html", LOADER_PAGE + body));
  await page.waitForFunction(allDrawn, null, { timeout: 30000 });
  return page.evaluate(() => ({ ...window.__count, errors: [...document.querySelectorAll("[data-error]")].map((el) => el.dataset.error) }));
}

test("tokens: only a token shown three times or more gets a canvas of its own", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Black pawns four times, white pawns and knights twice, the rest once: one token canvas.
    const r = await open(page, url, `<div data-fairyboard data-variant="chess" data-mode="static" data-fen="4k3/pppp4/8/8/8/8/PP6/1N2K1N1 w - - 0 1" style="width: 320px"></div>`);
    assert.deepEqual(r.errors, []);
    assert.equal(r.canvases, 2, "the board's canvas and the black pawn's");
    assert.deepEqual(errors, []);
  });
  await withPage(async ({ page, url, errors }) => {
    // Two boards of one size: the second copies the first one's token images and makes none; it
    // makes the background's image (the first drew it directly), and copies it.
    const board = `<div data-fairyboard data-variant="chess" data-mode="static" style="width: 320px"></div>`;
    const r = await open(page, url, board + board);
    assert.deepEqual(r.errors, []);
    assert.equal(r.canvases, 2 + 2 + 1, "two boards, white and black pawns, the background");
    assert.deepEqual(errors, []);
  });
});

test("tokens: a copied background gives the pixels a drawn one does", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Square boards with coordinates (also flipped, and the shogi grid's row-column names), a
    // hexagonal one, xiangqi's intersections: the first of each pair draws, the second copies. The
    // screen is tall enough for every board to be near the view: each pair is drawn at one ratio.
    const kinds = [
      `data-variant="chess" data-fen="r3k2r/pp3ppp/8/3n4/8/8/PP3PPP/R3K2R w KQkq - 0 1" data-select="d5" style="width: 300px"`,
      `data-variant="capablanca" data-orientation="black" style="width: 333px"`,
      `data-variant="shogi" data-square-names="row-column" style="width: 290px"`,
      `data-variant="glinski" style="width: 310px"`,
      `data-variant="xiangqi" style="width: 280px"`,
      `data-variant="trojan" data-piece="Q" data-square="e5" style="width: 320px"`,
    ];
    const r = await open(page, url, kinds.map((k) => `<div data-fairyboard data-mode="diagram" ${k}></div>`.repeat(2)).join(""));
    assert.deepEqual(r.errors, []);
    const images = await page.$$eval("[data-fairyboard] canvas", (cs) => cs.map((c) => c.toDataURL()));
    assert.equal(images.length, 2 * kinds.length);
    for (let i = 0; i < kinds.length; i++) assert.ok(images[2 * i] === images[2 * i + 1], `copied background differs: ${kinds[i]}`);
    assert.ok(r.canvases >= 2 * kinds.length + kinds.length, `${r.canvases} canvases: a background image for each kind`);
    assert.deepEqual(errors, []);
  }, { viewport: { width: 1280, height: 2500 } });
});

test("tokens: lettered tokens measure their text once a page", async () => {
  const board = (width) => `<div data-fairyboard data-variant="trojan" data-mode="static" style="width: ${width}px"></div>`;
  let once = 0;
  await withPage(async ({ page, url, errors }) => {
    const r = await open(page, url, board(420));
    assert.deepEqual(r.errors, []);
    assert.ok(r.measured > 0, "the letters are measured");
    const letters = await page.evaluate(() => document.querySelector("[data-fairyboard]").fairyboard.legend().length);
    // At most twice per letter (at the size tried and at the size that fits), however many of
    // its tokens the board shows.
    assert.ok(r.measured <= 2 * letters, `${r.measured} measurements for ${letters} letters`);
    assert.deepEqual(errors, []);
    once = r.measured;
  });
  await withPage(async ({ page, url, errors }) => {
    // Three boards, two sizes: no more measurements than one board.
    const r = await open(page, url, board(420) + board(300) + board(420));
    assert.deepEqual(r.errors, []);
    assert.equal(r.measured, once);
    assert.deepEqual(errors, []);
  });
});

test("tokens: a legend's character icons are drawn at their size, once a page for each kind", async () => {
  const board = `<div data-fairyboard data-variant="chushogi" data-mode="static" data-legend style="width: 360px"></div>`;
  // The icons are made once the page is idle, after the boards: the canvases are counted once
  // every icon is made.
  const iconsMade = async (page) => {
    await page.waitForFunction(() => [...document.querySelectorAll("img.fairyboard-legend-icon")].every((img) => img.getAttribute("src")));
    return page.evaluate(() => window.__count.canvases);
  };
  let alone = 0;
  await withPage(async ({ page, url, errors }) => {
    const r = await open(page, url, board);
    assert.deepEqual(r.errors, []);
    alone = await iconsMade(page);
    assert.deepEqual(errors, []);
  });
  await withPage(async ({ page, url, errors }) => {
    const r = await open(page, url, board + board);
    assert.deepEqual(r.errors, []);
    r.canvases = await iconsMade(page);
    const icons = await page.evaluate(async () => {
      const lists = [...document.querySelectorAll(".fairyboard-legend")].map((l) => [...l.querySelectorAll("img.fairyboard-legend-icon")]);
      const first = lists[0];
      await Promise.all(first.map((img) => img.decode()));
      // Each icon has ink: some pixel of it is opaque.
      const inked = first.map((img) => {
        const c = document.createElement("canvas");
        c.width = img.naturalWidth;
        c.height = img.naturalHeight;
        const ctx = c.getContext("2d");
        ctx.drawImage(img, 0, 0);
        return ctx.getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 === 3 && v === 255);
      });
      return { counts: lists.map((l) => l.length), same: lists[0].every((img, i) => img.src === lists[1][i]?.src), sizes: [...new Set(first.map((img) => `${img.naturalWidth}x${img.naturalHeight}`))], inked: inked.every(Boolean) };
    });
    assert.ok(icons.counts[0] > 10, `${icons.counts}`);
    assert.deepEqual(icons.counts[0], icons.counts[1]);
    assert.ok(icons.same);
    assert.deepEqual(icons.sizes, ["24x24"]);
    assert.ok(icons.inked);
    // The second board adds its own canvas and the background's image (it copies the first
    // board's token images and reuses its legend icons).
    assert.equal(r.canvases, alone + 2, `${r.canvases} canvases with two boards, ${alone} with one`);
    assert.deepEqual(errors, []);
  });
});

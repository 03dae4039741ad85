// Gliński's hexagonal chess in headless Chromium: the playground draws the 91-cell, three-colour board of
// flat-topped hexagons; a click on a piece marks exactly the engine's targets (on hexagon centres), a second
// click plays the move; the move diagram of a rook on f6 marks the 30 cells of the spec's six lines; a click
// near a cell's corner hits the hexagon it is in, and the board's cells come from the game interface.
// Run: bash scripts/build-wasm.sh && node --test e2e/hex.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { withPage, outDir, markedSquares, servePage, LOADER_PAGE, allDrawn } from "./helpers.mjs";

const BOARD = "#board";
const VIEWPORT = { width: 1280, height: 1000 };

async function open(page, url) {
  await page.goto(`${url}index.html?variant=glinski`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.fairyboard && document.querySelector(sel).dataset.drawn, BOARD);
}

async function point(page, square, dx = 0, dy = 0) {
  const box = await page.locator(`${BOARD} canvas`).boundingBox();
  const c = await page.evaluate(([s, sq]) => document.querySelector(s).fairyboard.squareCenter(sq), [BOARD, square]);
  return { x: box.x + c.x + dx, y: box.y + c.y + dy };
}

async function click(page, square, dx = 0, dy = 0) {
  const p = await point(page, square, dx, dy);
  await page.mouse.click(p.x, p.y);
}

/** The canvas pixel (RGB) at a cell's centre. */
function centrePixel(page, square) {
  return page.evaluate(
    ([s, sq]) => {
      const fb = document.querySelector(s).fairyboard;
      const k = fb.canvas.width / fb.canvas.clientWidth;
      const c = fb.squareCenter(sq);
      return [...fb.canvas.getContext("2d").getImageData(Math.floor(c.x * k), Math.floor(c.y * k), 1, 1).data].slice(0, 3);
    },
    [BOARD, square],
  );
}

test("hexagonal chess: 91 hexagons in three colours, clicks select and play, the rook's six lines", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await open(page, url);
      const cells = await page.evaluate((s) => document.querySelector(s).fairyboard.cells(), BOARD);
      assert.equal(cells.length, 91);
      assert.ok(cells.every((c) => c.shape === "hex"));
      assert.deepEqual(
        cells.filter((c) => c.name.startsWith("a")).map((c) => c.name),
        ["a1", "a2", "a3", "a4", "a5", "a6"],
      );
      // Colours (spec §10.2): f1 white, a1 black, f6 grey (empty cells: their centre shows the fill).
      assert.deepEqual(await centrePixel(page, "f6"), [214, 180, 140]);
      assert.deepEqual(await centrePixel(page, "a1"), [181, 136, 99]);
      assert.deepEqual(await centrePixel(page, "k6"), [240, 217, 181]);

      // A knight on d1: the marks are the engine's targets.
      await click(page, "d1");
      const want = (await page.evaluate((s) => document.querySelector(s).fairyboard.legalMoves("d1"), BOARD))
        .map((m) => m.slice(2))
        .sort();
      assert.deepEqual(want, ["b2", "c3", "f4", "g2"]);
      const drawn = await page.evaluate((s) => document.querySelector(s).fairyboard.drawnTargets(), BOARD);
      assert.deepEqual(drawn.map((t) => t.square).sort(), want);
      // Each target's hexagon centre shows the play mode's green dot, not the cell colour.
      for (const sq of want) {
        const [r, g, b] = await centrePixel(page, sq);
        assert.ok(g > r + 40 && g > b + 40, `${sq}: green dot, got ${[r, g, b]}`);
      }
      await page.screenshot({ path: path.join(outDir(), "hex-knight-d1.png") });
      // A click near (not on) f4's centre, inside its hexagon, plays d1f4.
      await click(page, "f4", 8, -6);
      await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 1, BOARD);
      assert.deepEqual(await page.evaluate((s) => document.querySelector(s).fairyboard.history(), BOARD), ["d1f4"]);
      // Black cannot move onto White's f5 pawn; its e7 pawn double-steps by clicks.
      await click(page, "f7");
      await click(page, "f5");
      assert.equal((await page.evaluate((s) => document.querySelector(s).fairyboard.history(), BOARD)).length, 1, "f5 is White's pawn: no move");
      await click(page, "e7");
      await click(page, "e5");
      assert.deepEqual(await page.evaluate((s) => document.querySelector(s).fairyboard.history(), BOARD), ["d1f4", "e7e5"]);
      await page.screenshot({ path: path.join(outDir(), "hex-game.png") });

      // The move diagram: a rook alone on f6 marks 30 cells (6 lines of 5, the spec's worked example).
      await page.check("input[name=mode][value=diagram]");
      await page.waitForFunction((s) => document.querySelector(s).dataset.targets !== undefined, BOARD);
      await page.selectOption("#piece", "R");
      await page.evaluate((s) => document.querySelector(s).fairyboard.setDiagram("R", "f6"), BOARD);
      await page.waitForFunction((s) => document.querySelector(s).dataset.targets === "30", BOARD);
      const marked = await markedSquares(page, BOARD);
      assert.equal(marked.length, 30);
      for (const sq of ["e5", "d4", "c3", "b2", "a1", "f7", "f11", "f1", "k1", "k6"]) {
        assert.ok(marked.includes(sq), `rook f6 reaches ${sq}`);
      }
      await page.screenshot({ path: path.join(outDir(), "hex-rook-f6.png") });
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

/** The coordinate labels of a board's SVG drawing: [{text, x, y}], and its width and height. */
async function labelsOf(page, sel) {
  return page.evaluate((s) => {
    const svg = document.querySelector(s).fairyboard.toSVG();
    const [w, h] = [/width="([\d.]+)"/.exec(svg)[1], /height="([\d.]+)"/.exec(svg)[1]].map(Number);
    const texts = [...svg.matchAll(/<text[^>]* x="([\d.-]+)" y="([\d.-]+)" font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g)];
    return { w, h, labels: texts.map((m) => ({ x: Number(m[1]), y: Number(m[2]), size: Number(m[3]), text: m[4] })) };
  }, sel);
}

test("coordinates stay on the canvas, turned round too: the hexagonal board's 1-6 and f, its top rank's 11 in a narrow column; xiangqi keeps each side's file numbers at its own edge", async () => {
  await withPage(async ({ page, url, errors }) => {
    const boards =
      '<div id="up" data-fairyboard data-variant="glinski" style="width:300px"></div>' +
      '<div id="down" data-fairyboard data-variant="glinski" data-orientation="black" style="width:300px"></div>' +
      '<div id="xq" data-fairyboard data-variant="xiangqi" data-orientation="black" style="width:300px"></div>';
    await page.goto(await servePage(page, url, "coords.html", LOADER_PAGE + boards));
    await page.waitForFunction(allDrawn, null, { timeout: 30000 });
    for (const sel of ["#up", "#down"]) {
      const { w, h, labels } = await labelsOf(page, sel);
      assert.equal(labels.length, 11 + 11, `${sel}: ${labels.map((l) => l.text)}`);
      // Every label's box (its width at most two digits) lies inside the drawing.
      for (const l of labels) {
        const half = l.size * 0.6;
        assert.ok(l.x - half >= 0 && l.x + half <= w && l.y - l.size / 2 >= 0 && l.y + l.size / 2 <= h, `${sel} ${l.text} at ${l.x},${l.y} in ${w}x${h}`);
      }
    }
    // Xiangqi turned round: Red (at the top) counts its files 1-9 from its right, the viewer's
    // left; Black (at the bottom) from the viewer's right.
    const { labels } = await labelsOf(page, "#xq");
    const files = labels.filter((l) => /^[1-9]$/.test(l.text) && l.x > 20);
    const top = Math.min(...files.map((l) => l.y));
    const row = (y) => files.filter((l) => Math.abs(l.y - y) < 1).sort((a, b) => a.x - b.x).map((l) => l.text).join("");
    assert.equal(row(top), "123456789");
    assert.equal(row(Math.max(...files.map((l) => l.y))), "987654321");
    assert.deepEqual(errors, []);
  });
});

// Taktika in the playground: a flipping move played by clicks; the engine reports the flipped
// pieces as frozen (position string and board states through the page's API) and the board draws
// them frozen (the frost border's pixels), the moved piece and the others not. Real headless Chromium.
// Run: bash scripts/build-wasm.sh && node --test e2e/taktika.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, clickSquare } from "./helpers.mjs";

const BOARD = "#board";
// White's rook d1 may land on d4, between Black's rooks c4 and e4 (an intrusion, §26.2), and
// below Black's bishop d5 closed by White's queen d6 (a sandwich along the file).
const FEN = "8/8/3Q4/3b4/2r1r3/8/8/3R3q w - - 0 1 -";

async function openPlayground(page, url) {
  await page.goto(`${url}index.html?variant=taktika&fen=${encodeURIComponent(FEN)}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.fairyboard && document.querySelector(sel).dataset.drawn, BOARD);
}

/**
 * RGBA of the pixel in the middle of a square's left inner edge, where a frozen piece's frost
 * border runs (device pixels; the square's side from the distance between two square centres).
 */
function edgePixel(page, square) {
  return page.evaluate(
    ([s, sq]) => {
      const fb = document.querySelector(s).fairyboard;
      const k = fb.canvas.width / fb.canvas.clientWidth;
      const c = fb.squareCenter(sq);
      const right = fb.squareCenter(String.fromCharCode(sq.charCodeAt(0) + (sq[0] < "h" ? 1 : -1)) + sq.slice(1));
      const side = Math.abs(right.x - c.x);
      const x = c.x - side / 2 + Math.max(1, side * 0.03);
      return [...fb.canvas.getContext("2d").getImageData(Math.floor(x * k), Math.floor(c.y * k), 1, 1).data];
    },
    [BOARD, square],
  );
}

/** The frost border's blue (render/states.rs FROZEN_EDGE, rgb(30, 110, 230)), within a tolerance. */
const frosted = ([r, g, b]) => b > 180 && r < 90 && g > 70 && g < 150;

/** What the engine says through the page's API: the frozen cells of the board and of the position string. */
const engineFrozen = (page) =>
  page.evaluate((s) => {
    const fb = document.querySelector(s).fairyboard;
    const field = fb.fen().split(" ")[6];
    return { field, states: fb.pieces().filter((p) => p.state === "frozen").map((p) => p.square) };
  }, BOARD);

test("Taktika: a flipping move played by clicks; the flipped pieces are drawn frozen", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    assert.deepEqual(await engineFrozen(page), { field: "-", states: [] });
    for (const sq of ["c4", "e4", "d5", "d4"]) assert.ok(!frosted(await edgePixel(page, sq)), `${sq} drawn frozen before the move`);

    await clickSquare(page, "d1");
    await clickSquare(page, "d4");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.fen().includes(" b "), BOARD);

    // The engine flipped the intruded pair and the sandwiched bishop; the page only draws them.
    const after = await engineFrozen(page);
    assert.deepEqual(after, { field: "frozen:c4,e4,d5", states: ["c4", "e4", "d5"] });
    for (const sq of after.states) assert.ok(frosted(await edgePixel(page, sq)), `${sq} not drawn frozen: ${await edgePixel(page, sq)}`);
    for (const sq of ["d4", "d6", "h1"]) assert.ok(!frosted(await edgePixel(page, sq)), `${sq} drawn frozen`);
    // A frozen piece has no moves: Black can move only its queen.
    const blackFroms = await page.evaluate((s) => [...new Set(document.querySelector(s).fairyboard.actions().map((a) => a.from))], BOARD);
    assert.deepEqual(blackFroms, ["h1"]);

    // Taking the move back thaws them, on the board too.
    await page.evaluate((s) => document.querySelector(s).fairyboard.undo(), BOARD);
    assert.deepEqual(await engineFrozen(page), { field: "-", states: [] });
    for (const sq of ["c4", "e4", "d5"]) assert.ok(!frosted(await edgePixel(page, sq)), `${sq} still drawn frozen after undo`);
    assert.deepEqual(errors, []);
  });
});

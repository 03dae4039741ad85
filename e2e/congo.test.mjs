// Congo in the playground: a monkey's double capture played by clicks. Two series end on the same
// square, so the board asks which way (its stops, as the engine lists them); the chosen series
// takes both pieces it jumps. Real headless Chromium.
// Run: bash scripts/build-wasm.sh && node --test e2e/congo.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, clickSquare } from "./helpers.mjs";

const BOARD = "#board";
// White's monkey d1 may jump c2 and c4 (landing b3, then d5) or e2 and e4 (f3, then d5).
const FEN = "3l3/7/7/2p1p2/7/2p1p2/3ML2 w - - 0 1";

async function openPlayground(page, url, fen = FEN, lang = "en") {
  await page.goto(`${url}index.html?variant=congo&fen=${encodeURIComponent(fen)}&lang=${lang}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.fairyboard && document.querySelector(sel).dataset.drawn, BOARD);
}

const pieceAt = (page, sq) =>
  page.evaluate(([s, q]) => document.querySelector(s).fairyboard.pieces().find((p) => p.square === q)?.piece ?? null, [BOARD, sq]);

test("Congo: a monkey double capture played by clicks, the way chosen by its stops", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    // The engine's series to d5, with their stops and captures.
    const series = await page.evaluate((s) => document.querySelector(s).fairyboard.actions("d1").filter((a) => a.target === "d5"), BOARD);
    assert.deepEqual(
      series.map((a) => [a.move, a.stops, a.captures]).sort(),
      [
        ["d1b3d5", ["b3"], ["c2", "c4"]],
        ["d1f3d5", ["f3"], ["e2", "e4"]],
      ],
    );
    await clickSquare(page, "d1");
    // The selection's targets include every landing of every series.
    const targets = await page.evaluate((s) => document.querySelector(s).fairyboard.drawnTargets().map((t) => t.square).sort(), BOARD);
    for (const sq of ["b3", "d5", "f3"]) assert.ok(targets.includes(sq), `${sq} not drawn: ${targets}`);
    await clickSquare(page, "d5");
    // Two ways to d5: the board asks, naming the stops.
    await page.waitForSelector(`${BOARD} .fairyboard-chooser`);
    const choices = await page.$$eval(`${BOARD} .fairyboard-chooser button[data-move]`, (bs) => bs.map((b) => [b.dataset.move, b.textContent]).sort());
    assert.deepEqual(choices, [
      ["d1b3d5", "via b3"],
      ["d1f3d5", "via f3"],
    ]);
    await page.click(`${BOARD} .fairyboard-chooser button[data-move="d1f3d5"]`);
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.fen().includes(" b "), BOARD);
    // Both jumped pieces are gone, the others stay, the monkey stands on d5.
    assert.equal(await pieceAt(page, "d5"), "M");
    for (const sq of ["e2", "e4", "d1"]) assert.equal(await pieceAt(page, sq), null, sq);
    for (const sq of ["c2", "c4"]) assert.equal(await pieceAt(page, sq), "p", sq);
    assert.deepEqual(await page.evaluate((s) => document.querySelector(s).fairyboard.history(), BOARD), ["d1f3d5"]);
    assert.deepEqual(errors, []);
  });
});

test("Congo: a piece left in the river drowns, and the status line says which (in the reader's language)", async () => {
  await withPage(async ({ page, url, errors }) => {
    // White's giraffe on a4 stands in the river; the zebra moves, and the giraffe drowns.
    const fen = "3l3/7/7/G6/7/7/3LZ2 w - - 0 1";
    for (const [lang, said] of [
      ["en", "Drowned in the river: white giraffe on a4."],
      ["hu", "A folyó elvitte: "],
    ]) {
      await openPlayground(page, url, fen, lang);
      await clickSquare(page, "e1");
      await clickSquare(page, "f3");
      assert.equal(await pieceAt(page, "a4"), null);
      assert.ok((await page.textContent(`${BOARD} .fairyboard-status`)).includes(said), await page.textContent(`${BOARD} .fairyboard-status`));
    }
    assert.deepEqual(errors, []);
  });
});

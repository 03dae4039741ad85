// Moves that end where they started, entered by clicks: a second click on the selected piece offers them
// (the chu shogi lion's pass; a Congo monkey's jump series back to its own cell), and without such moves it
// deselects as before. The list comes from the engine's actions (their target is the piece's own cell).
// Run: bash scripts/build-wasm.sh && node --test e2e/paths.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

const BOARD = "#board";
const LION = "6k5/12/12/12/12/12/5N6/12/12/12/12/6K5 w - - 0 1";

async function open(page, url, variant, fen) {
  await page.goto(`${url}index.html?variant=${variant}&fen=${encodeURIComponent(fen)}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.fairyboard && document.querySelector(sel).dataset.drawn, BOARD);
}

async function click(page, square) {
  const box = await page.locator(`${BOARD} canvas`).boundingBox();
  const c = await page.evaluate(([s, sq]) => document.querySelector(s).fairyboard.squareCenter(sq), [BOARD, square]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

const fb = (page, f) => page.evaluate(([s, f]) => new Function("b", `return b.${f}`)(document.querySelector(s).fairyboard), [BOARD, f]);

test("a second click on the piece offers the moves that return to its cell", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "chushogi", LION);
    const back = (await fb(page, "actions('f6')")).filter((a) => a.target === "f6").map((a) => a.move);
    assert.ok(back.length >= 1, `the lion can pass: ${back}`);
    await click(page, "f6");
    await click(page, "f6");
    await page.waitForSelector(`${BOARD} .fairyboard-chooser`);
    const offered = await page.$$eval(`${BOARD} .fairyboard-chooser button[data-move]`, (bs) => bs.map((b) => b.dataset.move));
    assert.deepEqual(offered.sort(), back.sort());
    // Each says what it is: a pass, out to a square and back (not a bare "via 7h").
    const words = await page.$$eval(`${BOARD} .fairyboard-chooser button[data-move]`, (bs) => bs.map((b) => b.textContent));
    assert.ok(words.every((w) => /^Pass: out to \S+ and back$/.test(w)), words.join(" | "));
    await page.click(`${BOARD} .fairyboard-chooser button[data-move="${back[0]}"]`);
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 1, BOARD);
    assert.deepEqual(await fb(page, "history()"), [back[0]]);
    assert.equal(await fb(page, "turn()"), "black");

    // A piece without such moves: the second click deselects, no chooser.
    await click(page, "g12");
    await click(page, "g12");
    assert.equal(await page.$(`${BOARD} .fairyboard-chooser`), null);
    assert.equal(await fb(page, "drawnTargets().length"), 0);
    assert.deepEqual(errors, []);
  });
});

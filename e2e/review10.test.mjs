// Findings left from the twelfth session's reviews, mended in the thirteenth (2026-12-05): what the
// status line says while the person looks back through a game against the computer, and a
// take-back of a turn of several moves. Each test fails before its fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review10.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground, clickSquare } from "./helpers.mjs";

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);
const status = (page) => page.textContent("#board .fairyboard-status");

test("looking back to the computer's turn: the status says the computer waits for the game's end, and it does", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await clickSquare(page, "e2");
    await clickSquare(page, "e4");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 2, null, { timeout: 20000 });
    // One move back (the move list's ←, the focus outside the board): Black to move, the
    // computer's side.
    const back = async () => {
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press("ArrowLeft");
    };
    await back();
    assert.equal((await call(page, "history()")).length, 1);
    await clickSquare(page, "e7");
    assert.match(await status(page), /^Black's move: the computer plays it once you return to the game's last position\./);
    await page.waitForTimeout(1500);
    assert.equal((await call(page, "history()")).length, 1, "the computer waits while the person looks back");
    // Back at the end, the person's turn: nothing is said of the computer; looking back again, in
    // Russian.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press("ArrowRight");
    assert.equal((await call(page, "history()")).length, 2);
    await clickSquare(page, "d7");
    assert.match(await status(page), /White to move\.$/);
    await call(page, 'setLang("ru")');
    await back();
    await clickSquare(page, "e7");
    assert.match(await status(page), /компьютер сходит, когда вы вернётесь к последней позиции партии\./);
    assert.deepEqual(errors, []);
  });
});

test("a take-back of a turn of several moves names each move", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Progressive chess against the computer: the person's one move, the computer's two, then
    // Undo takes back all three.
    await openPlayground(page, url, "?variant=progressive");
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await call(page, 'play("e2e4")');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 3, null, { timeout: 20000 });
    const [e4, first, second] = await call(page, "historyWritten()");
    await page.click("#undo");
    assert.equal((await call(page, "history()")).length, 0);
    assert.ok((await status(page)).startsWith(`Took back ${e4}, ${first} and ${second}.`), await status(page));
    assert.deepEqual(errors, []);
  });
});

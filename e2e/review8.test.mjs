// Findings of a new-user review of the playground as a pychess user plays it (2026-12-04). Each
// test fails before its fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review8.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground } from "./helpers.mjs";

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);

test("against the computer, clicking an earlier move looks back: the computer waits, the line stays", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await call(page, 'play("e2e4")');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 2);
    await call(page, 'play("d2d4")');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 4);
    await page.click('#moves .mv[data-ply="1"]');
    await page.waitForTimeout(1500);
    assert.equal((await call(page, "history()")).length, 1);
    assert.equal((await call(page, "line()")).moves.length, 4);
    // Forward to the end: the game as it was, White to move.
    await page.click('#moves .mv[data-ply="4"]');
    assert.equal((await call(page, "history()")).length, 4);
    assert.deepEqual(errors, []);
  });
});

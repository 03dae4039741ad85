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

test("Chess960 dealt at random deals another array for each new game; one typed in stays", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.selectOption("#variant", "chess960");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.variant === "chess960" && document.querySelector("#array").value !== "");
    const arrays = new Set([await page.inputValue("#array")]);
    for (let i = 0; i < 3; i++) {
      await page.click("#new");
      await page.waitForFunction((n) => document.querySelector("#array").value !== "" && document.querySelector("#board").fairyboard.history().length === 0, null);
      arrays.add(await page.inputValue("#array"));
    }
    assert.ok(arrays.size >= 3, [...arrays].join(" "));
    const fen = await call(page, "fen()");
    assert.equal(fen, await page.evaluate(() => document.querySelector("#board").fairyboard.startPosition()));
    // Typed in: New game keeps it.
    const typed = (await page.inputValue("#array")) === "7" ? "8" : "7";
    await page.fill("#array", typed);
    await page.dispatchEvent("#array", "change");
    await page.waitForFunction((before) => document.querySelector("#board").fairyboard.fen() !== before, fen);
    const seven = await call(page, "fen()");
    await page.click("#new");
    await page.waitForTimeout(300);
    assert.equal(await page.inputValue("#array"), typed);
    assert.equal(await call(page, "fen()"), seven);
    assert.deepEqual(errors, []);
  });
});

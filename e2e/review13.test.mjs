// Findings of the reviews of 2026-12-05 (their leftovers): each test fails before its fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review13.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground } from "./helpers.mjs";

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);
const status = (page) => page.textContent("#board .fairyboard-status");

test("browsing the move list back names the position shown, not a take-back", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    for (const m of ["e2e4", "e7e5", "g1f3", "b8c6"]) await call(page, `play("${m}")`);
    await page.click('#moves .mv[data-ply="3"]');
    assert.ok((await status(page)).startsWith("The position after 2. Nf3."), await status(page));
    await page.click('#moves .mv[data-ply="2"]');
    assert.ok((await status(page)).startsWith("The position after 1… e5."), await status(page));
    // Forward again: the move is said as when it was played.
    await page.click('#moves .mv[data-ply="4"]');
    assert.ok((await status(page)).startsWith("Black: Nc6."), await status(page));
    await page.keyboard.press("Home");
    assert.ok((await status(page)).startsWith("The start position."), await status(page));
    // The Undo button still takes back.
    await page.keyboard.press("End");
    await page.click("#undo");
    assert.ok((await status(page)).startsWith("Took back Nc6."), await status(page));
    assert.deepEqual(errors, []);
  });
});

test("a hint that finds a forced mate says in how many moves", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Two rooks against a bare king: 1. Ra7 (or Rb7), 2. Rb8# (no mate in one).
    await openPlayground(page, url, "?variant=chess&fen=" + encodeURIComponent("7k/8/8/8/8/8/8/RR4K1 w - - 0 1"));
    await page.selectOption("#opp-level", "3");
    await page.click("#opp-hint");
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    assert.match(await page.textContent("#opp-status"), /^Hint: R[ab]7, mate in 2 \(depth \d+/);
    assert.deepEqual(errors, []);
  });
});

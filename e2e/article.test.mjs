// End-to-end tests of article 002 (www/article-002.html): every live diagram is drawn and right.
// Run: bash scripts/build-wasm.sh && node --test e2e/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { readFileSync } from "node:fs";
import { withPage, outDir, WWW, markedSquares, allDrawn } from "./helpers.mjs";

const MATE_FEN = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
const STALEMATE_FEN = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";

async function screenshot(page, name) {
  await page.screenshot({ path: path.join(outDir(), `${name}.png`), fullPage: true });
}

test("7. article 002 draws every board; rook 14 targets, mate and stalemate diagrams", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-002.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 15000 });
    const boards = await page.$$eval("[data-fairyboard]", (els) =>
      els.map((el) => ({
        fen: el.dataset.fen ?? null,
        drawn: el.dataset.drawn ?? null,
        error: el.dataset.error ?? null,
        canvas: !!el.querySelector("canvas"),
        mounted: !!el.fairyboard,
        mode: el.dataset.mode ?? "play",
      })),
    );
    // As many boards as the page source has elements with data-fairyboard.
    const expectedCount = readFileSync(path.join(WWW, "article-002.html"), "utf8").match(/<div data-fairyboard[\s>]/g).length;
    assert.equal(boards.length, expectedCount);
    assert.ok(boards.length >= 20, `${boards.length} boards`);
    for (const [i, b] of boards.entries()) {
      assert.equal(b.error, null, `board ${i}: ${b.error}`);
      assert.ok(b.mounted && b.canvas, `board ${i} mounted`);
      assert.ok(Number(b.drawn) >= 1, `board ${i} drawn`);
    }

    // The rook diagram: 14 targets by the attribute and by the canvas pixels.
    const rook = "#rook [data-fairyboard][data-piece=R]";
    assert.equal(await page.getAttribute(rook, "data-targets"), "14");
    assert.match(await page.textContent(`${rook} .fairyboard-status`), /^14 προορισμοί/);
    await page.locator(rook).scrollIntoViewIfNeeded();
    const marked = await markedSquares(page, rook);
    assert.equal(marked.length, 14, marked.join(" "));
    assert.deepEqual(marked, ["a4", "b4", "c4", "d1", "d2", "d3", "d5", "d6", "d7", "d8", "e4", "f4", "g4", "h4"]);
    // Other piece diagrams of the article.
    assert.equal(await page.getAttribute("#queen [data-piece=Q]", "data-targets"), "27");
    assert.equal(await page.getAttribute("#knight [data-piece=N]", "data-targets"), "8");
    assert.equal(await page.getAttribute("#king [data-piece=K]", "data-targets"), "8");

    // The mate and stalemate diagrams report their outcomes.
    const mate = `[data-fairyboard][data-fen="${MATE_FEN}"]`;
    const stale = `[data-fairyboard][data-fen="${STALEMATE_FEN}"]`;
    assert.equal(await page.getAttribute(mate, "data-outcome"), "checkmate");
    assert.match(await page.textContent(`${mate} .fairyboard-status`), /Κερδίζουν τα Μαύρα — ματ\./);
    assert.equal(await page.getAttribute(stale, "data-outcome"), "stalemate");
    assert.match(await page.textContent(`${stale} .fairyboard-status`), /Ισοπαλία — πατ\./);
    // The playable board at the end has no outcome yet.
    assert.equal(await page.getAttribute("#play [data-fairyboard]", "data-outcome"), null);

    await screenshot(page, "article-002");
    assert.deepEqual(errors, []);
  });
});

test("11a. timing: article 002 from navigation until every board is drawn (recorded, not asserted)", async () => {
  await withPage(async ({ page, url, errors }) => {
    const t0 = Date.now();
    await page.goto(`${url}article-002.html`, { waitUntil: "commit" });
    await page.waitForFunction(allDrawn, null, { timeout: 15000, polling: "raf" });
    const wall = Date.now() - t0;
    const inPage = await page.evaluate(() => performance.now());
    const n = await page.$$eval("[data-fairyboard]", (els) => els.length);
    console.log(`article-002 boards drawn in ${wall} ms (${n} boards; ${Math.round(inPage)} ms after navigation start by performance.now())`);
    assert.ok(n > 0);
    await screenshot(page, "article-002-timing");
    assert.deepEqual(errors, []);
  });
});

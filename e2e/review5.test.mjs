// Findings of a new-user review of articles 000 and 004 and of embedding (2026-12-04): each test
// fails before its fix. Run: bash scripts/build-wasm.sh && node --test e2e/review5.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground } from "./helpers.mjs";

const BOARD = "#board";
const call = (page, expr) => page.evaluate(([s, e]) => new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard), [BOARD, expr]);

async function click(page, sq) {
  const box = await page.locator(`${BOARD} canvas[role="application"]`).boundingBox();
  const c = await call(page, `squareCenter(${JSON.stringify(sq)})`);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

test("Trojan: the changement is played from either piece, by clicks (spec trojan-decimal §2.3)", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=trojan");
    await call(page, 'play("f1e3")');
    await call(page, 'play("a9a8")');
    // The queen on ε1 selected: the bishop's cell η1 is one of its targets; a click there swaps them.
    await click(page, "e1");
    assert.ok((await call(page, "drawnTargets()")).some((t) => t.square === "g1"), JSON.stringify(await call(page, "drawnTargets()")));
    await click(page, "g1");
    assert.equal((await call(page, "history()")).at(-1), "g1e1");
    assert.deepEqual(
      (await call(page, "pieces()")).filter((p) => ["e1", "g1"].includes(p.square)).sort((a, b) => a.square.localeCompare(b.square)),
      [
        { square: "e1", piece: "B" },
        { square: "g1", piece: "Q" },
      ],
    );
    assert.deepEqual(errors, []);
  });
});

test("article 000: a setup's legend names the pieces on its board and the sergeant they promote to, the Trojan pieces drawn as chess pieces too, with their whole Betza", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-000.html`);
    await page.waitForSelector("html[data-fairyboard-ready]", { timeout: 60000 });
    const legend = await page.evaluate(() => document.querySelector('[data-legend][data-variant="trojan"]').fairyboard.legend());
    const tokens = legend.map((e) => e.token).sort();
    // Simple Trojan's army: no prince (C), wall (L), general (G) or queen-mother (M).
    assert.deepEqual(tokens, ["b", "k", "n", "q", "r", "s", "w"], JSON.stringify(legend));
    assert.equal(legend.find((e) => e.token === "n").betza, "vNNcWimW");
    assert.equal(legend.find((e) => e.token === "r").betza, "RcDimD");
    assert.deepEqual(errors, []);
  });
});

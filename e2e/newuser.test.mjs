// What a new user met in the playground: a chosen clock shows at once; the move-diagram picker shows
// whole piece names within the panel; shogi and xiangqi print characters, with letters as an option.
// Run: bash scripts/build-wasm.sh && node --test e2e/newuser.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

async function open(page, url, query = "") {
  await page.addInitScript(() => (localStorage.clear(), sessionStorage.clear()));
  await page.goto(`${url}index.html${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
}

/** RGB sums of a square's pixels in a small box around its centre (device pixels). */
const ink = (page, square) =>
  page.evaluate((sq) => {
    const fb = document.querySelector("#board").fairyboard;
    const k = fb.canvas.width / fb.canvas.clientWidth;
    const c = fb.squareCenter(sq);
    const d = fb.canvas.getContext("2d").getImageData(Math.floor(c.x * k) - 6, Math.floor(c.y * k) - 6, 12, 12).data;
    return Array.from(d).join(",");
  }, square);

test("new user: the clock shows when chosen, the picker fits, characters or letters on shogi pieces", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await open(page, url);
      await page.selectOption("#clock", "5+3");
      assert.equal(await page.isVisible(".clock-bottom"), true);
      assert.match(await page.textContent(".clock-bottom"), /5:00/);
      // The move-diagram picker within the panel, its names whole.
      await page.check("input[name=mode][value=diagram]");
      await page.selectOption("#variant", "chushogi");
      await page.waitForFunction(() => !document.querySelector("#piece").hidden && document.querySelector("#piece").options.length > 30);
      const fit = await page.evaluate(() => {
        const sel = document.querySelector("#piece");
        const panel = document.querySelector(".panel");
        return { sel: sel.getBoundingClientRect().right, panel: panel.getBoundingClientRect().right, width: sel.getBoundingClientRect().width };
      });
      assert.ok(fit.sel <= fit.panel + 1 && fit.width > 200, JSON.stringify(fit));
      // Shogi: kanji by default; the option prints letters.
      await page.check("input[name=mode][value=play]");
      await page.selectOption("#variant", "shogi");
      await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "shogi");
      assert.equal(await page.isVisible("#letters-row"), true);
      const kanji = await ink(page, "e1");
      await page.check("#letters");
      const letters = await ink(page, "e1");
      assert.notEqual(kanji, letters);
      await page.selectOption("#variant", "chess");
      assert.equal(await page.isVisible("#letters-row"), false);
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 1280, height: 900 } },
  );
});

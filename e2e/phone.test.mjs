// Every page at a phone's width (375 CSS px): once its boards are drawn, nothing reaches past the
// right edge (no sideways scrolling), and each board fits the screen; the playground shows its board
// and whose turn it is in the first screen.
// Run: bash scripts/build-wasm.sh && node --test e2e/phone.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

const PAGES = [
  "index.html",
  "bughouse.html",
  "embed.html",
  "article-000.html",
  "article-002.html",
  "article-003.html",
  "article-004.html",
];

test("no page scrolls sideways at 375 px, and every board fits", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      for (const name of PAGES) {
        await page.goto(`${url}${name}`);
        await page.waitForFunction(
          () => {
            const boards = [...document.querySelectorAll("[data-fairyboard], .fairyboard")];
            return boards.length > 0 && boards.every((el) => el.dataset.drawn || el.dataset.error || el.querySelector("canvas"));
          },
          null,
          { timeout: 60000 },
        );
        const found = await page.evaluate(() => {
          const width = document.documentElement.clientWidth;
          const over = [];
          for (const el of document.querySelectorAll("body *")) {
            const r = el.getBoundingClientRect();
            if (r.width > 0 && r.right > width + 1) over.push(`${el.tagName}#${el.id}.${el.className} ${Math.round(r.right)}`);
          }
          return { scroll: document.documentElement.scrollWidth, width, over: over.slice(0, 5) };
        });
        assert.ok(found.scroll <= found.width, `${name}: the page is ${found.scroll} px wide at ${found.width}: ${found.over.join(", ")}`);
      }
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 375, height: 740 } },
  );
});

test("the playground on a phone: the page links take one line, the board and whose turn it is show in the first screen", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await page.goto(`${url}index.html`);
      await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
      const at = await page.evaluate(() => ({
        header: document.querySelector("header.site").getBoundingClientRect().height,
        board: document.querySelector("#board canvas").getBoundingClientRect().bottom,
        status: document.querySelector("#game-status").getBoundingClientRect().bottom,
        text: document.querySelector("#game-status").textContent,
        height: innerHeight,
      }));
      assert.ok(at.header < 100, `the header is ${at.header} px high`);
      assert.ok(at.board < at.height && at.status < at.height, JSON.stringify(at));
      assert.equal(at.text, "White to move.");
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 375, height: 740 } },
  );
});

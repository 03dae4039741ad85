// Every page at a phone's width (375 CSS px): once its boards are drawn, nothing reaches past the
// right edge (no sideways scrolling), and each board fits the screen.
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

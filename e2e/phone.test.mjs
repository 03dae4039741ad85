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
        // (Each element's top: the game's buttons and moves against the settings.)
        top: Object.fromEntries(["#new", "#undo", "#moves", "#lang", "#variant"].map((s) => [s, document.querySelector(s).getBoundingClientRect().top])),
      }));
      assert.ok(at.header < 100, `the header is ${at.header} px high`);
      assert.ok(at.board < at.height && at.status < at.height, JSON.stringify(at));
      // The game's buttons and its moves come right under the status, before the settings (they
      // were about 600 px further down, a playground review found).
      assert.ok(at.top["#new"] < at.top["#lang"] && at.top["#moves"] < at.top["#lang"] && at.top["#lang"] < at.top["#variant"], JSON.stringify(at.top));
      assert.ok(at.top["#undo"] - at.status < 120, JSON.stringify(at));
      assert.equal(at.text, "White to move.");
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 375, height: 740 } },
  );
});

/** A phone's page: touch, the given window, the playground on `query`. */
async function phonePage(browser, url, viewport, query) {
  const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto(`${url}index.html?${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector("#board")?.dataset.drawn);
  const tap = async (sq) => {
    const box = await page.locator("#board .fairyboard-board > canvas").boundingBox();
    const c = await page.evaluate((s) => document.querySelector("#board").fairyboard.squareCenter(s), sq);
    await page.touchscreen.tap(box.x + c.x, box.y + c.y);
  };
  return { context, page, errors, tap };
}

test("a phone held sideways: the whole board and whose turn it is show without scrolling, and a tap plays", async () => {
  await withPage(async ({ browser, url }) => {
    for (const [width, height, variant, move] of [
      [640, 400, "chess", ["e2", "e4"]],
      [844, 390, "shogi", ["c3", "c4"]],
      [640, 400, "xiangqi", ["b3", "e3"]],
    ]) {
      const { context, page, errors, tap } = await phonePage(browser, url, { width, height }, `variant=${variant}`);
      const r = await page.evaluate(() => {
        const board = document.querySelector("#board").getBoundingClientRect();
        const status = document.querySelector("#game-status").getBoundingClientRect();
        return { bottom: board.bottom, right: board.right, status: status.bottom, scroll: document.documentElement.scrollWidth };
      });
      assert.ok(r.bottom <= height, `${width}x${height} ${variant}: the board ends at ${r.bottom}`);
      assert.ok(r.status <= height, `${width}x${height} ${variant}: the status line ends at ${r.status}`);
      assert.ok(r.scroll <= width, `${width}x${height} ${variant}: ${r.scroll} px wide`);
      await tap(move[0]);
      await tap(move[1]);
      assert.equal((await page.evaluate(() => document.querySelector("#board").fairyboard.history())).length, 1, `${variant}: played by tapping`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});

test("a tap that opens the promotion chooser does not also pick from it", async () => {
  await withPage(async ({ browser, url }) => {
    const fen = "8/1P2k3/8/8/8/8/6p1/4K3 b - - 0 1";
    const { context, page, errors, tap } = await phonePage(browser, url, { width: 390, height: 844 }, `variant=chess&fen=${encodeURIComponent(fen)}`);
    await tap("g2");
    await tap("g1");
    assert.equal(await page.locator(".fairyboard-chooser button[data-move]").count(), 4, "the four promotions are offered");
    assert.deepEqual(await page.evaluate(() => document.querySelector("#board").fairyboard.history()), []);
    // A tap on the knight picks it.
    await page.locator('.fairyboard-chooser button[data-move="g2g1n"]').tap();
    assert.deepEqual(await page.evaluate(() => document.querySelector("#board").fairyboard.history()), ["g2g1n"]);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

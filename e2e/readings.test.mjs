// End-to-end, the articles' readings (issue 18). Article 003's shogi coordinates (spec AMB-SHOGI-2,
// `data-square-names="row-column"`), and xiangqi's perpetual-check refusal shown with its reason.
//
// On the article page the shogi-family boards name squares as the article does — row letter, then
// column number (the first player's king on a5, bishop b2, rook b8) — and the status line names a
// selected square exactly as the labels drawn at the board's edges do. The labels drawn are read
// from the canvas itself: every fillText call is recorded with its position on the canvas, and a
// canvas copied onto another (a board's background, drawn once a page and copied) brings its texts.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { withPage, outDir, allDrawn, drawnSharp } from "./helpers.mjs";

// Records every text drawn on a canvas, in CSS pixels of that canvas (device pixels for a canvas
// outside the page), also those a copied canvas brings.
function recordCanvasText() {
  const scale = (c) => c.width / (c.clientWidth || c.width);
  const orig = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, x, y, ...rest) {
    const c = this.canvas;
    const m = this.getTransform();
    const k = scale(c);
    (c.__texts ??= []).push({ text: String(text), x: (m.a * x + m.c * y + m.e) / k, y: (m.b * x + m.d * y + m.f) / k });
    return orig.call(this, text, x, y, ...rest);
  };
  const draw = CanvasRenderingContext2D.prototype.drawImage;
  CanvasRenderingContext2D.prototype.drawImage = function (image, dx, dy, ...rest) {
    // A whole canvas copied at its own size (a board's background): its texts, moved along.
    if (image instanceof HTMLCanvasElement && image.__texts && rest.length === 0) {
      const c = this.canvas;
      const m = this.getTransform();
      const [ks, k] = [scale(image), scale(c)];
      for (const t of image.__texts) {
        const [x, y] = [t.x * ks + dx, t.y * ks + dy];
        (c.__texts ??= []).push({ text: t.text, x: (m.a * x + m.c * y + m.e) / k, y: (m.b * x + m.d * y + m.f) / k });
      }
    }
    return draw.call(this, image, dx, dy, ...rest);
  };
}

/** Clicks `square` on the board in `sel`; returns the status line and the labels drawn at the edges
 * in line with the square (below the board for its file, left of it for its rank), after the redraw. */
async function clickAndRead(page, sel, square) {
  const canvas = page.locator(`${sel} canvas`).first();
  await canvas.scrollIntoViewIfNeeded();
  // Drawn at the screen's ratio once near the view: the texts read are those of the click's redraw.
  await drawnSharp(page, sel);
  await page.evaluate((s) => (document.querySelector(s).fairyboard.canvas.__texts = []), sel);
  const box = await canvas.boundingBox();
  const c = await page.evaluate(([s, sq]) => document.querySelector(s).fairyboard.squareCenter(sq), [sel, square]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
  await page.waitForFunction((s) => (document.querySelector(s).fairyboard.canvas.__texts ?? []).length > 0, sel);
  return page.evaluate(
    ([s, sq]) => {
      const fb = document.querySelector(s).fairyboard;
      const c = fb.squareCenter(sq);
      // The board as drawn for the first player: a1 in the lower-left corner.
      const a = fb.squareCenter("a1");
      const half = Math.abs(fb.squareCenter("b1").x - a.x) / 2;
      const [left, bottom] = [a.x - half, a.y + half];
      const texts = fb.canvas.__texts;
      const file = texts.filter((t) => t.y > bottom && Math.abs(t.x - c.x) < half).map((t) => t.text);
      const rank = texts.filter((t) => t.x < left && Math.abs(t.y - c.y) < half).map((t) => t.text);
      return { status: document.querySelector(`${s} .fairyboard-status`).textContent, file, rank };
    },
    [sel, square],
  );
}

test("article 003: shogi squares named as the article names them, at the edges and in the status line", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await page.addInitScript(recordCanvasText);
      await page.goto(`${url}article-003.html`);
      await page.waitForFunction(allDrawn, null, { timeout: 60000 });
      const sel = "#shogi-setup [data-fairyboard]";
      assert.equal(await page.getAttribute(sel, "data-square-names"), "row-column");
      // The article: light's king a5, bishop b2, rook b8, a lance a9; dark's rook h2 (§24.2).
      for (const [square, article] of [["e1", "a5"], ["b2", "b2"], ["h2", "b8"], ["i1", "a9"], ["b8", "h2"]]) {
        const r = await clickAndRead(page, sel, square);
        const named = r.status.split(":")[0];
        assert.equal(named, article, `${square}: status "${r.status}"`);
        assert.equal(r.file.length, 1, `${square}: one file label drawn below it: ${r.file}`);
        assert.equal(r.rank.length, 1, `${square}: one rank label drawn beside it: ${r.rank}`);
        // Row letter (drawn beside the rank), then column number (drawn below the file).
        assert.equal(`${r.rank[0]}${r.file[0]}`, named, `${square}: drawn ${r.rank[0]} / ${r.file[0]}, status ${named}`);
      }
      await page.locator("#shogi-setup").screenshot({ path: path.join(outDir(), "shogi-square-names.png") });
      // The API names squares in either scheme; the variant's own (the playground's) stays Japanese.
      const names = await page.evaluate((s) => {
        const fb = document.querySelector(s).fairyboard;
        return [fb.label("e1"), fb.label("e1", "labels"), fb.label("e1", "row-column")];
      }, sel);
      assert.deepEqual(names, ["a5", "5i", "a5"]);
      // Tori shogi on the same page: 7x7, the phoenix on d1 is the article's a4.
      const r = await clickAndRead(page, "#torishogi-setup [data-fairyboard]", "d1");
      assert.equal(r.status.split(":")[0], "a4", r.status);
      assert.equal(`${r.rank[0]}${r.file[0]}`, "a4");
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 1200, height: 1100 } },
  );
});

test("playground: shogi keeps the Japanese labels; data-square-names is validated", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.addInitScript(recordCanvasText);
    await page.goto(`${url}index.html?variant=shogi`);
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    await page.waitForFunction(() => document.querySelector("#board")?.fairyboard && document.querySelector("#board").dataset.drawn);
    const texts = await page.evaluate(() => document.querySelector("#board").fairyboard.canvas.__texts.map((t) => t.text));
    assert.ok(texts.includes("9") && texts.includes("i") && !texts.includes("a5"), texts.join(" "));
    assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.label("e1")), "5i");
    const bad = await page.evaluate(async () => {
      const { mount } = await import("./fairyboard.js");
      const el = document.createElement("div");
      document.body.appendChild(el);
      try {
        await mount(el, { variant: "shogi", squareNames: "kanji" });
        return "mounted";
      } catch (e) {
        return String(e.message);
      }
    });
    assert.match(bad, /squareNames/);
    assert.deepEqual(errors, []);
  });
});

test("xiangqi: a 4th check by the same piece is refused, and the status line says why", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      // Three checks by the chariot on a10 against the general (now on e9): the FEN's checks field.
      const fen = "R8/4k4/9/9/9/9/9/9/9/5K3 w - - 6 4 checks:w3a10e9";
      await page.goto(`${url}index.html?${new URLSearchParams({ variant: "xiangqi", fen })}`);
      await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
      await page.waitForFunction(() => document.querySelector("#board")?.fairyboard && document.querySelector("#board").dataset.drawn);
      assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.fen()), fen);
      const moves = await page.evaluate(() => document.querySelector("#board").fairyboard.legalMoves("a10"));
      assert.ok(!moves.includes("a10a9") && moves.includes("a10a8"), moves.join(" "));
      await page.evaluate(() => document.querySelector("#board").fairyboard.on("refused", (d) => (window.__refused = d)));
      const canvas = page.locator("#board .fairyboard-board > canvas");
      const box = await canvas.boundingBox();
      for (const sq of ["a10", "a9"]) {
        const c = await page.evaluate((s) => document.querySelector("#board").fairyboard.squareCenter(s), sq);
        await page.mouse.click(box.x + c.x, box.y + c.y);
      }
      const status = await page.textContent("#board .fairyboard-status");
      assert.match(status, /is not allowed: .*perpetual check/, status);
      assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.fen()), fen, "nothing was played");
      assert.equal((await page.evaluate(() => window.__refused)).move, "a10a9");
      // play() through the API fails with the same reason.
      const e = await page.evaluate(() => {
        try {
          document.querySelector("#board").fairyboard.play("a10a9");
          return "played";
        } catch (err) {
          return String(err.message);
        }
      });
      assert.match(e, /illegal move 'a10a9': .*perpetual check/, e);
      await page.screenshot({ path: path.join(outDir(), "xiangqi-refused.png"), fullPage: true });
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 1200, height: 1100 } },
  );
});

// End-to-end: a move the piece could make that a rule refuses (castling across an attacked square,
// a pinned piece, a king left in check) is not played, and the status line says which rule, in the
// page's language; the "refused" event carries the refusal's id.
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

/** Opens the playground on `fen`, clicks `from` then `to`; returns the status line, the refused
 *  event and the FEN afterwards. */
async function tryMove(page, url, { variant = "chess", fen, lang = "en", from, to }) {
  await page.goto(`${url}index.html?${new URLSearchParams({ variant, fen, lang })}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.evaluate(() => document.querySelector("#board").fairyboard.on("refused", (d) => (window.__refused = d)));
  const canvas = page.locator("#board .fairyboard-board > canvas");
  const box = await canvas.boundingBox();
  for (const sq of [from, to]) {
    const c = await page.evaluate((s) => document.querySelector("#board").fairyboard.squareCenter(s), sq);
    await page.mouse.click(box.x + c.x, box.y + c.y);
  }
  return {
    status: await page.textContent("#board .fairyboard-status"),
    refused: await page.evaluate(() => window.__refused ?? null),
    fen: await page.evaluate(() => document.querySelector("#board").fairyboard.fen()),
  };
}

test("refusals: castling across an attacked square, a pinned piece and a king in check say why", async () => {
  await withPage(async ({ page, url, errors }) => {
    const castle = "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1";
    let r = await tryMove(page, url, { fen: castle, from: "e1", to: "g1" });
    assert.match(r.status, /e1.g1 is not allowed: the king may not castle across an attacked square/, r.status);
    assert.equal(r.refused?.refusal, "castle-through-attack");
    assert.equal(r.fen, castle, "nothing was played");
    const pin = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
    r = await tryMove(page, url, { fen: pin, lang: "ru", from: "e2", to: "c3" });
    assert.match(r.status, /невозможен: этот ход подставил бы вашего короля под удар/, r.status);
    assert.equal(r.refused?.refusal, "exposes-king");
    assert.equal(r.fen, pin);
    const check = "4k3/8/8/8/8/8/8/r3K2R w K - 0 1";
    r = await tryMove(page, url, { fen: check, lang: "hu", from: "h1", to: "h2" });
    assert.match(r.status, /^Ez a lépés nem szabályos \(h1–h2\): a királya sakkban áll/, r.status);
    assert.equal(r.refused?.refusal, "in-check");
    // Castling without the right, or through a piece, names that; a click on the own rook selects it.
    const lost = "4k3/8/8/8/8/8/8/4K2R w - - 0 1";
    r = await tryMove(page, url, { fen: lost, from: "e1", to: "g1" });
    assert.match(r.status, /this castling is no longer allowed \(the king or that rook has moved\)/, r.status);
    assert.equal(r.refused?.refusal, "castling-right-gone");
    r = await tryMove(page, url, { fen: "4k3/8/8/8/8/8/8/4KN1R w K - 0 1", from: "e1", to: "g1" });
    assert.equal(r.refused?.refusal, "castle-blocked");
    r = await tryMove(page, url, { fen: lost, from: "e1", to: "h1" });
    assert.match(r.status, /h1/, "the rook is selected");
    assert.equal(r.refused, null);
    // A square the piece could never reach is still "not a legal move", with no rule named.
    r = await tryMove(page, url, { fen: check, from: "h1", to: "g2" });
    assert.match(r.status, /is not a legal move/, r.status);
    assert.equal(r.refused?.refusal, undefined);
    assert.deepEqual(errors, []);
  });
});

test("refusals: a shogi drop the rules refuse says which rule (nifu, a dead square, a pawn-drop mate)", async () => {
  await withPage(async ({ page, url, errors }) => {
    const cases = [
      ["4k4/9/9/9/9/9/P8/9/4K4[P] w - - 0 1", "a5", "doubled-pawns", /a side may not have two unpromoted pawns on one file \(nifu\)/],
      ["4k4/9/9/9/9/9/P8/9/4K4[P] w - - 0 1", "b9", "drop-dead", /a piece may not be dropped where it could never move/],
      ["lnsg3nk/1r2b1gs1/ppppppp1p/7N1/7p1/9/PPPPPPPP1/1B5R1/LNSGKGS1L[P] w - - 0 1", "i8", "drop-mate", /a dropped pawn may not give checkmate/],
    ];
    for (const [fen, to, id, words] of cases) {
      await page.goto(`${url}index.html?${new URLSearchParams({ variant: "shogi", fen })}`);
      await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
      await page.evaluate(() => document.querySelector("#board").fairyboard.on("refused", (d) => (window.__refused = d)));
      await page.click(".fairyboard-hand[data-side='white'] .fairyboard-hand-piece[data-piece='P']");
      const box = await page.locator("#board .fairyboard-board > canvas").boundingBox();
      const c = await page.evaluate((s) => document.querySelector("#board").fairyboard.squareCenter(s), to);
      await page.mouse.click(box.x + c.x, box.y + c.y);
      const status = await page.textContent("#board .fairyboard-status");
      assert.match(status, /is not allowed: /, status);
      assert.match(status, words, status);
      assert.equal((await page.evaluate(() => window.__refused))?.refusal, id);
      assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.fen()), fen, "nothing was dropped");
    }
    assert.deepEqual(errors, []);
  });
});

// End-to-end test of the Great Outer chess (Nagy külső sakk) and Omega chess (Omegasakk) sections of article
// 003 (www/article-003.html): the setups (14x14 and 12x12 rectangles with holes, corner squares z1-z4 / w1-w4)
// and a move diagram per piece are drawn without an error, every diagram draws the count of its caption (the
// counts are the CLI's, `fairyboard diagram <variant> <piece> <square>`; Great Outer pieces once per zone), the
// boards name squares in the game's own labels, and a click on a piece of each setup shows its right targets.
// Run: bash scripts/build-wasm.sh && node --test e2e/article003-outer.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { t, tn } from "../www/i18n.js";
import { withPage, allDrawn, squareOnPage } from "./helpers.mjs";

const START = {
  greatouter: "n************n/*jrmgbqkbgmrj*/*pppppppppppp*/*12*/*12*/*12*/*12*/*12*/*12*/*12*/*12*/*PPPPPPPPPPPP*/*JRMGBQKBGMRJ*/N************N",
  omega: "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W",
};

// The boards of the two sections in page order. Squares are canonical (the bounding rectangle's names);
// the caption names them in the game's labels (Great Outer c3 = b2, e5 = d4, g7 = f6; Omega e6 = d4).
const BOARDS = [
  { game: "nagy-kulso-sakk", id: "greatouter-setup", variant: "greatouter", setup: true },
  { game: "nagy-kulso-sakk", id: "greatouter-n-outer", variant: "greatouter", piece: "N", square: "c3", count: 6 },
  { game: "nagy-kulso-sakk", id: "greatouter-n-middle", variant: "greatouter", piece: "N", square: "e5", count: 12 },
  { game: "nagy-kulso-sakk", id: "greatouter-n-inner", variant: "greatouter", piece: "N", square: "g7", count: 8 },
  { game: "nagy-kulso-sakk", id: "greatouter-j-outer", variant: "greatouter", piece: "J", square: "c3", count: 11 },
  { game: "nagy-kulso-sakk", id: "greatouter-j-middle", variant: "greatouter", piece: "J", square: "e5", count: 16 },
  { game: "nagy-kulso-sakk", id: "greatouter-j-inner", variant: "greatouter", piece: "J", square: "g7", count: 8 },
  { game: "nagy-kulso-sakk", id: "greatouter-m-outer", variant: "greatouter", piece: "M", square: "c3", count: 37 },
  { game: "nagy-kulso-sakk", id: "greatouter-m-middle", variant: "greatouter", piece: "M", square: "e5", count: 34 },
  { game: "nagy-kulso-sakk", id: "greatouter-m-inner", variant: "greatouter", piece: "M", square: "g7", count: 24 },
  { game: "nagy-kulso-sakk", id: "greatouter-g", variant: "greatouter", piece: "G", square: "g7", count: 12 },
  { game: "nagy-kulso-sakk", id: "greatouter-p", variant: "greatouter", piece: "P", square: "d3", count: 6 },
  { game: "omegasakk", id: "omega-setup", variant: "omega", setup: true },
  { game: "omegasakk", id: "omega-w", variant: "omega", piece: "W", square: "e6", count: 12 },
  { game: "omegasakk", id: "omega-c", variant: "omega", piece: "C", square: "e6", count: 12 },
  { game: "omegasakk", id: "omega-w-corner", variant: "omega", piece: "W", square: "a1", count: 3 },
  { game: "omegasakk", id: "omega-c-corner", variant: "omega", piece: "C", square: "b2", count: 5 },
  { game: "omegasakk", id: "omega-p", variant: "omega", piece: "P", square: "c3", count: 5 },
];

test("article 003: Great Outer chess and Omega chess, setups and piece diagrams drawn live", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-003.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });

    const boards = await page.$$eval("#g-nagy-kulso-sakk [data-fairyboard], #g-omegasakk [data-fairyboard]", (els) =>
      els.map((el) => ({
        id: el.closest("figure")?.id ?? null,
        game: el.closest("section.game")?.querySelector("h2")?.id ?? null,
        variant: el.dataset.variant,
        mode: el.dataset.mode,
        piece: el.dataset.piece ?? null,
        square: el.dataset.square ?? null,
        expected: el.dataset.expected ?? null,
        targets: el.dataset.targets ?? null,
        position: el.dataset.position ?? "",
        drawn: el.dataset.drawn ?? null,
        error: el.dataset.error ?? null,
        mounted: !!el.fairyboard,
        playLink: el.querySelector(".fairyboard-play-link")?.getAttribute("href") ?? null,
        status: el.querySelector(".fairyboard-status")?.textContent ?? "",
        caption: el.closest("figure")?.querySelector("figcaption")?.textContent ?? "",
      })),
    );
    assert.equal(boards.length, BOARDS.length, `${boards.length} boards`);
    for (const [i, b] of boards.entries()) {
      const d = BOARDS[i];
      const name = `board ${i + 1} (#${d.id})`;
      assert.equal(b.id, d.id, name);
      assert.equal(b.game, d.game, name);
      assert.equal(b.error, null, `${name}: ${b.error}`);
      assert.ok(b.mounted && Number(b.drawn) >= 1, `${name} drawn`);
      assert.equal(b.variant, d.variant, name);
      assert.equal(b.mode, "diagram", name);
      assert.ok(b.playLink && b.playLink.includes(`variant=${d.variant}`), `${name} play link ${b.playLink}`);
      if (d.setup) {
        assert.equal(b.piece, null, name);
        assert.ok(b.position.startsWith(`${START[d.variant]} w KQkq`), `${name}: ${b.position}`);
      } else {
        assert.equal(b.piece, d.piece, name);
        assert.equal(b.square, d.square, name);
        assert.equal(b.expected, String(d.count), name);
        assert.equal(b.targets, String(d.count), `${name}: drawn ${b.targets}, CLI ${d.count}`);
        // The page is Hungarian (lang="hu"): its boards' status lines too.
        assert.ok(b.status.startsWith(tn("status.targets", d.count, {}, "hu") + t("status.captionOk", { n: d.count }, "hu")), `${name}: ${b.status}`);
        assert.match(b.caption, new RegExp(`\\(${d.count}\\)`), `${name}: caption`);
      }
    }

    // The boards speak the games' own coordinates: Omega a0-j9 and w1-w4, Great Outer a1-l12 and z1-z4.
    const labels = (sel, squares) =>
      page.evaluate(([s, q]) => q.map((x) => document.querySelector(s).fairyboard.label(x)), [sel, squares]);
    assert.deepEqual(await labels("#omega-setup [data-fairyboard]", ["a1", "l1", "l12", "a12", "b2", "e6", "k11"]), [
      "w1", "w2", "w3", "w4", "a0", "d4", "j9",
    ]);
    assert.deepEqual(await labels("#greatouter-setup [data-fairyboard]", ["a1", "n1", "n14", "a14", "b2", "m13"]), [
      "z1", "z2", "z3", "z4", "a1", "l12",
    ]);
    // The wizard's diagram from d4 marks the squares the article lists.
    const wizard = await page.evaluate(() =>
      document.querySelector("#omega-w [data-fairyboard]").fairyboard.drawnTargets().map((t) => t.square),
    );
    const wl = await labels("#omega-w [data-fairyboard]", wizard);
    assert.deepEqual(wl.sort(), ["a3", "a5", "c1", "c3", "c5", "c7", "e1", "e3", "e5", "e7", "g3", "g5"]);

    // A reader clicks a piece of each setup: the Omega wizard on w1 (a camel leap to a2; a0 and c0 are its
    // own pieces), the Great Outer knight on z1 (outer zone: a (4,1) leap to a4, a (3,2) leap to b3).
    for (const [id, sq, want] of [
      ["omega-setup", "a1", ["a2"]],
      ["greatouter-setup", "a1", ["a4", "b3"]],
    ]) {
      const sel = `#${id} [data-fairyboard]`;
      const pt = await squareOnPage(page, sq, sel);
      await page.mouse.click(pt.x, pt.y);
      const label = await page.evaluate(([s, q]) => document.querySelector(s).fairyboard.label(q), [sel, sq]);
      const n = want.length;
      assert.equal(await page.textContent(`${sel} .fairyboard-status`), tn("status.squareMoves", n, { square: label }, "hu"), id);
      const targets = await page.evaluate((s) => document.querySelector(s).fairyboard.drawnTargets().map((t) => t.square), sel);
      assert.deepEqual((await labels(sel, targets)).sort(), want, id);
    }

    // No "diagram coming" note is left in the two sections.
    assert.equal(await page.locator("#g-nagy-kulso-sakk p.pending, #g-omegasakk p.pending").count(), 0);
    assert.deepEqual(errors, []);
  });
});

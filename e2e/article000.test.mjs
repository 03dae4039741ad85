// End-to-end test of article 000 (www/article-000.html): decimal / Trojan chess, in Greek, with its 38 lost
// diagrams replaced by live boards. Every board is drawn, every piece diagram shows the caption's count
// (the archbishop's 19 against the caption's 20 is the one intended mismatch, spec A22), the Trojan rook
// can be moved by a real mouse click, and the page logs no errors.
// Run: bash scripts/build-wasm.sh && node --test e2e/article000.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { t, tn } from "../www/i18n.js";
import { withPage, outDir, allDrawn, squareOnPage } from "./helpers.mjs";

const T = "trojan";
const ND = "newdecimal-small";
const SWAP_T = "5k4/10/10/10/10/4S5/4P5/10/10/5K4 w - - 0 1";
const SWAP_ND = "10/5k4/10/10/10/4S5/4P5/10/5K4/10 w - - 0 1";

// The 38 diagrams in page order (spec §10): the setups and swap diagrams here; the piece diagrams
// (piece, square, the caption's number = data-expected, the count the board must draw) below.
const NON_PIECE = [
  { n: 3, variant: T, fen: SWAP_T, select: "e5" },
  { n: 4, variant: T, fen: SWAP_T, moves: "e5e4" },
  { n: 14, variant: T, setup: true },
  { n: 15, variant: "doubletrojan", setup: true, wide: true },
  { n: 16, variant: "quadtrojan", setup: true, wide: true },
  { n: 17, variant: ND, setup: true },
  { n: 18, variant: "newdecimal", setup: true, wide: true },
  { n: 19, variant: "newdecimal2", setup: true, wide: true },
  { n: 22, variant: ND, fen: SWAP_ND, select: "e5" },
  { n: 23, variant: ND, fen: SWAP_ND, moves: "e5e4" },
  { n: 38, variant: "greatdecimal", setup: true },
];

// The piece diagrams come from the data file the Rust tests read too (tests/trojan.rs).
const MOBILITY = JSON.parse(readFileSync(new URL("../tests/data/article000-mobility.json", import.meta.url), "utf8")).diagrams;
const ascii = (sq) => String.fromCharCode(97 + "αβγδεζηθικλμνξοπρστυ".indexOf(sq[0])) + sq.slice(1);
const DIAGRAMS = [
  ...NON_PIECE,
  ...MOBILITY.filter((d) => d.diagram).map((d) => ({
    n: d.diagram,
    variant: d.variant,
    piece: d.piece,
    square: ascii(d.square),
    ...(d.caption !== undefined ? { expected: d.caption } : {}),
    targets: d.drawn,
  })),
].sort((a, b) => a.n - b.n);

/** RGBA of the canvas pixel at a square's centre (device pixels). */
function centrePixel(page, sel, square) {
  return page.evaluate(
    ([s, sq]) => {
      const fb = document.querySelector(s).fairyboard;
      const k = fb.canvas.width / fb.canvas.clientWidth;
      const c = fb.squareCenter(sq);
      return [...fb.canvas.getContext("2d").getImageData(Math.floor(c.x * k), Math.floor(c.y * k), 1, 1).data];
    },
    [sel, square],
  );
}

test("article 000: 38 live diagrams in the Greek text, caption counts, a movable Trojan rook", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-000.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 30000 });

    // The page itself: Greek, with the nav link to this page.
    assert.equal(await page.getAttribute("html", "lang"), "el");
    assert.equal(await page.getAttribute('header.site nav a[aria-current="page"]', "href"), "article-000.html");
    assert.match(await page.textContent("h1"), /Δεκαδικό Σκάκι/);

    // Exactly 38 figures, each with one board, all drawn, none failed, all playable from a link.
    const figures = await page.$$eval("figure", (els) =>
      els.map((f) => {
        const el = f.querySelector("[data-fairyboard]");
        return {
          id: f.id,
          caption: f.querySelector("figcaption")?.textContent ?? "",
          board: !!el,
          boards: f.querySelectorAll("[data-fairyboard]").length,
          variant: el?.dataset.variant ?? null,
          piece: el?.dataset.piece ?? null,
          square: el?.dataset.square ?? null,
          fen: el?.dataset.fen ?? null,
          select: el?.dataset.select ?? null,
          moves: el?.dataset.moves ?? null,
          expected: el?.dataset.expected ?? null,
          targets: el?.dataset.targets ?? null,
          drawn: el?.dataset.drawn ?? null,
          error: el?.dataset.error ?? null,
          mounted: !!el?.fairyboard,
          canvas: !!el?.querySelector("canvas"),
          playLink: el?.querySelector(".fairyboard-play-link")?.getAttribute("href") ?? null,
          status: el?.querySelector(".fairyboard-status")?.textContent ?? "",
          width: el?.querySelector("canvas")?.getBoundingClientRect().width ?? 0,
        };
      }),
    );
    assert.equal(figures.length, 38, `${figures.length} figures`);
    assert.equal(await page.$$eval("[data-fairyboard]", (els) => els.length), 38, "no boards outside the figures");
    for (const [i, f] of figures.entries()) {
      const d = DIAGRAMS[i];
      const name = `diagram ${d.n} (${f.caption.trim().split("\n")[0]})`;
      assert.equal(f.id, `d${d.n}`, name);
      assert.equal(f.boards, 1, name);
      assert.equal(f.error, null, `${name}: ${f.error}`);
      assert.ok(f.mounted && f.canvas, `${name} mounted`);
      assert.ok(Number(f.drawn) >= 1, `${name} drawn`);
      assert.equal(f.variant, d.variant, name);
      assert.ok(f.playLink && f.playLink.includes(`variant=${d.variant}`), `${name} play link ${f.playLink}`);
      assert.match(f.caption, new RegExp(`^\\s*${d.n}\\.`), name);
      if (d.piece) {
        assert.equal(f.piece, d.piece, name);
        assert.equal(f.square, d.square, name);
        assert.equal(f.expected, d.expected === undefined ? null : String(d.expected), name);
        assert.equal(f.targets, String(d.targets), `${name}: drawn ${f.targets}, want ${d.targets}`);
        if (d.expected !== undefined) {
          assert.match(f.caption, new RegExp(`\\(${d.expected}\\)|έως ${d.expected}\\)`), `${name}: caption number`);
          // The page is Greek (lang="el"): its boards' status lines too.
          const verdict = t(d.expected === d.targets ? "status.captionOk" : "status.captionMismatch", { n: d.expected }, "el");
          assert.ok(f.status.startsWith(tn("status.targets", d.targets, {}, "el") + verdict), `${name}: ${f.status}`);
        }
      } else {
        assert.equal(f.piece, null, name);
        assert.equal(f.fen, d.fen ?? null, name);
        assert.equal(f.select, d.select ?? null, name);
        assert.equal(f.moves, d.moves ?? null, name);
      }
    }

    // Large boards are shown wider than the 10x10 ones.
    const small = figures[4].width;
    for (const i of [14, 15, 17, 18]) assert.ok(figures[i].width > small * 1.8, `diagram ${i + 1}: ${figures[i].width}px vs ${small}px`);

    // The sergeant–pawn swap: before (the sergeant's targets include the pawn's square) and after.
    for (const n of [3, 22]) {
      const sel = `#d${n} [data-fairyboard]`;
      // Squares in the board's own (Greek) labels: e5 is ε5.
      assert.match(await page.textContent(`${sel} .fairyboard-status`), /^ε5: \d+ κινήσεις?/);
      const moves = await page.evaluate((s) => document.querySelector(s).fairyboard.legalMoves("e5"), sel);
      assert.ok(moves.includes("e5e4"), `diagram ${n}: sergeant moves ${moves.join(" ")}`);
    }
    for (const n of [4, 23]) {
      const fen = await page.getAttribute(`#d${n} [data-fairyboard]`, "data-position");
      const after = n === 4 ? "5k4/10/10/10/10/4P5/4S5/10/10/5K4 b" : "10/5k4/10/10/10/4P5/4S5/10/5K4/10 b";
      assert.ok(fen.startsWith(after), `diagram ${n}: ${fen}`);
    }

    // The archbishop: 19 drawn, the caption says 20, and the status line says so.
    const arch = "#d36 [data-fairyboard]";
    assert.equal(await page.getAttribute(arch, "data-targets"), "19");
    assert.match(await page.textContent(`${arch} .fairyboard-status`), /^19 προορισμοί \(η λεζάντα λέει 20: ασυμφωνία\)/);

    // The Trojan rook: 18 targets; a real mouse click on another square moves it there, still 18.
    const rook = "#d5 [data-fairyboard]";
    assert.equal(await page.getAttribute(rook, "data-targets"), "18");
    await page.evaluate((s) => {
      window.__rookSelects = [];
      document.querySelector(s).fairyboard.on("select", (e) => window.__rookSelects.push(e.square));
    }, rook);
    const beforeB2 = await centrePixel(page, rook, "b2");
    const beforeE5 = await centrePixel(page, rook, "e5");
    const p = await squareOnPage(page, "b2", rook);
    await page.mouse.click(p.x, p.y);
    assert.deepEqual(await page.evaluate(() => window.__rookSelects), ["b2"]);
    assert.equal(await page.getAttribute(rook, "data-targets"), "18");
    // The caption counts the rook on its own square: moved, the line gives the count alone, with
    // the square the rook now stands on (as the board labels it).
    assert.equal(await page.textContent(`${rook} .fairyboard-status`), "β2: 18 προορισμοί");
    // The picture changed on both squares: the rook left e5 and stands on b2.
    assert.notDeepEqual(await centrePixel(page, rook, "b2"), beforeB2, "b2 redrawn with the rook");
    assert.notDeepEqual(await centrePixel(page, rook, "e5"), beforeE5, "e5 redrawn without the rook");
    // The play link still points at the Trojan variant.
    assert.match(await page.getAttribute(`${rook} .fairyboard-play-link`, "href"), /variant=trojan/);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(outDir(), "article-000.png"), fullPage: true });
    assert.deepEqual(errors, []);
  });
});

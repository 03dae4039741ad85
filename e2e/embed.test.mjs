// End-to-end tests of the embed loader (www/fairyboard.js) on the embedding guide and on a hostile page.
// Run: bash scripts/build-wasm.sh && node --test e2e/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { withPage, outDir, servePage } from "./helpers.mjs";

async function screenshot(page, name) {
  await page.screenshot({ path: path.join(outDir(), `${name}.png`), fullPage: true });
}

/** Waits for the autoload (html[data-fairyboard-ready]). */
async function waitReady(page) {
  await page.waitForSelector("html[data-fairyboard-ready]", { state: "attached", timeout: 15000 });
}

/**
 * For every [data-fairyboard] element: id, variant, mode, drawn/error attributes, whether it has a
 * canvas, and its canvas pixels: opaque pixel share and the number of distinct colours.
 */
function boardReport(page) {
  return page.$$eval("[data-fairyboard]", (els) =>
    els.map((el) => {
      const canvas = el.querySelector("canvas");
      const r = {
        id: el.id,
        variant: el.fairyboard?.variant ?? null,
        drawn: el.dataset.drawn ?? null,
        error: el.dataset.error ?? null,
        errorBox: el.querySelector(".fairyboard-error")?.textContent ?? null,
        canvas: !!canvas,
        targets: el.dataset.targets ?? null,
        status: el.querySelector(".fairyboard-status")?.textContent ?? null,
      };
      if (canvas && canvas.width > 0 && canvas.height > 0) {
        const d = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
        let opaque = 0;
        const colours = new Set();
        for (let i = 0; i < d.length; i += 4) {
          if (d[i + 3] === 0) continue;
          opaque++;
          colours.add((d[i] >> 4) * 256 + (d[i + 1] >> 4) * 16 + (d[i + 2] >> 4));
        }
        r.opaqueShare = opaque / (d.length / 4);
        r.colours = colours.size;
        r.size = [canvas.width, canvas.height];
      }
      return r;
    }),
  );
}

test("5. the embedding guide mounts boards of several variants and shows the error example", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    await waitReady(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[data-fairyboard]")].every((el) => el.dataset.drawn || el.dataset.error),
    );
    const boards = await boardReport(page);
    assert.ok(boards.length >= 5, `found ${boards.length} boards`);
    const good = boards.filter((b) => b.id !== "ex-error");
    const bad = boards.find((b) => b.id === "ex-error");
    assert.ok(bad, "the error example exists");
    for (const b of good) {
      assert.equal(b.error, null, `${b.id}: ${b.error}`);
      assert.equal(b.errorBox, null, `${b.id}: ${b.errorBox}`);
      assert.ok(b.canvas, `${b.id} has a canvas`);
      assert.ok(Number(b.drawn) >= 1, `${b.id} is drawn`);
      assert.ok(b.opaqueShare > 0.5, `${b.id}: ${b.opaqueShare} of the canvas painted`);
      assert.ok(b.colours >= 4, `${b.id}: ${b.colours} colours`);
    }
    const variants = new Set(good.map((b) => b.variant));
    for (const v of ["capablanca", "grand", "shako", "chess"]) assert.ok(variants.has(v), `a ${v} board is mounted`);
    // Board shapes follow the variants: 10x8 Capablanca is wider than high, 10x10 Grand square-ish.
    const cap = good.find((b) => b.variant === "capablanca");
    assert.ok(cap.size[0] > cap.size[1]);
    // The Grand marshal diagram: 26 targets, matching its data-expected caption.
    const diag = good.find((b) => b.id === "ex-diagram");
    assert.equal(diag.targets, "26");
    assert.match(diag.status, /26 targets \(caption: 26 ✓\)/);
    // The deliberate error: an error box, no canvas.
    assert.equal(bad.canvas, false);
    assert.equal(bad.drawn, null);
    assert.ok(bad.error && bad.error.length > 0);
    assert.ok(bad.errorBox.startsWith("fairyboard: "), bad.errorBox);
    assert.ok(bad.errorBox.includes(bad.error), bad.errorBox);
    await screenshot(page, "embed-guide");
    assert.deepEqual(errors, []);
  });
});

const HOSTILE_FEN = "<img src=x onerror=alert(1)>";
const HOSTILE_VARIANT = "<script>alert(1)</script>";
const HOSTILE_CAPTION = "<img src=y onerror=alert(3)>";

const HOSTILE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>hostile attributes</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="fairyboard.css">
<script type="module" src="fairyboard.js"></script>
</head>
<body>
<div id="bad-fen" data-fairyboard data-fen="${HOSTILE_FEN}"></div>
<div id="bad-variant" data-fairyboard data-variant="${HOSTILE_VARIANT}"></div>
<div id="good" data-fairyboard data-variant="chess" data-caption="${HOSTILE_CAPTION}" style="width:320px"></div>
</body>
</html>`;

test("6. hostile attribute values are never parsed as HTML", async () => {
  await withPage(async ({ page, url, errors }) => {
    const dialogs = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      d.dismiss().catch(() => {});
    });
    const requests = [];
    page.on("request", (r) => requests.push(r.url()));
    const pageUrl = await servePage(page, url, "e2e-hostile.html", HOSTILE_PAGE);
    await page.goto(pageUrl);
    await waitReady(page);
    await page.waitForFunction(() => document.querySelector("#good").dataset.drawn);
    // Give any injected handler a chance to run.
    await page.waitForTimeout(300);

    const attrs = await page.evaluate(() => ({
      fen: document.querySelector("#bad-fen").dataset.fen,
      variant: document.querySelector("#bad-variant").dataset.variant,
    }));
    assert.equal(attrs.fen, HOSTILE_FEN);
    assert.equal(attrs.variant, HOSTILE_VARIANT);

    const state = await page.evaluate(() => {
      const one = (id) => {
        const el = document.getElementById(id);
        return {
          injected: el.querySelectorAll("img, script, iframe, object, embed, svg").length,
          errorBox: el.querySelector(".fairyboard-error")?.textContent ?? null,
          errorBoxChildren: el.querySelector(".fairyboard-error")?.children.length ?? null,
          error: el.dataset.error ?? null,
          canvas: !!el.querySelector("canvas"),
          drawn: el.dataset.drawn ?? null,
          caption: el.querySelector(".fairyboard-caption")?.textContent ?? null,
        };
      };
      return {
        badFen: one("bad-fen"),
        badVariant: one("bad-variant"),
        good: one("good"),
        imgs: document.querySelectorAll("img").length,
        scripts: document.querySelectorAll("script").length,
      };
    });

    for (const [name, b] of [["bad-fen", state.badFen], ["bad-variant", state.badVariant]]) {
      assert.equal(b.injected, 0, `${name}: no element created from the attribute`);
      assert.equal(b.canvas, false, `${name}: no canvas`);
      assert.ok(b.error && b.error.length > 0, `${name}: data-error set`);
      assert.ok(b.errorBox, `${name}: error box shown`);
      assert.equal(b.errorBoxChildren, 0, `${name}: the error box holds text only`);
      assert.ok(b.errorBox.includes(b.error), `${name}: error box "${b.errorBox}" contains the message "${b.error}"`);
    }
    // The variant id is echoed back literally, as text.
    assert.ok(state.badVariant.errorBox.includes(HOSTILE_VARIANT), state.badVariant.errorBox);
    // The good board mounts; its caption is shown as text.
    assert.equal(state.good.error, null);
    assert.ok(state.good.canvas);
    assert.ok(Number(state.good.drawn) >= 1);
    assert.equal(state.good.caption, HOSTILE_CAPTION);
    assert.equal(state.good.injected, 0);
    assert.equal(state.imgs, 0, "no <img> anywhere");
    assert.equal(state.scripts, 1, "only the page's own module script");
    assert.ok(!requests.some((u) => /\/(x|y)$/.test(u)), `no image request: ${requests.join(" ")}`);
    assert.deepEqual(dialogs, [], "no dialog opened");
    await screenshot(page, "embed-hostile");
    assert.deepEqual(errors, []);
  });
});

test("7. an embed may name a piece by the set's label and a variant with rule options", async () => {
  await withPage(async ({ page, url, errors }) => {
    const body = `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="stylesheet" href="fairyboard.css">
<script type="module" src="fairyboard.js"></script></head><body>
<div id="ps" data-fairyboard data-variant="tchess" data-mode="diagram" data-piece="PS" data-square="e5"></div>
<div id="nr" data-fairyboard data-variant="tchess+chariot_forward" data-mode="diagram" data-piece="nr" data-square="e5"></div>
<div id="w" data-fairyboard data-variant="tchess+chariot_forward" data-mode="diagram" data-piece="W" data-square="e5"></div>
<div id="bad" data-fairyboard data-variant="tchess+nosuch" data-mode="diagram" data-piece="PS"></div>
</body></html>`;
    const pageUrl = await servePage(page, url, "e2e-labels.html", body);
    await page.goto(pageUrl);
    await waitReady(page);
    await page.waitForFunction(() => ["ps", "nr", "w"].every((id) => document.getElementById(id).dataset.drawn));
    const targets = (id) => page.$eval(`#${id}`, (el) => Number(el.dataset.targets));
    assert.equal(await targets("ps"), 5, "Sergeant: d6 f6 (move), d5 e6 f5 (capture)");
    assert.equal(await targets("nr"), 8 + 18, "Black Marshal: 8 knight squares, 18 rook-line squares");
    assert.equal(await targets("w"), 2, "forward-only War chariot: d7 and f7");
    assert.match(await page.textContent("#bad .fairyboard-error"), /unknown option 'nosuch'/);
    assert.deepEqual(errors, []);
  });
});

test("8. a board's error box names every bad attribute, and says in the page's language that the board could not be drawn", async () => {
  await withPage(async ({ page, url, errors }) => {
    const body = `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><link rel="stylesheet" href="fairyboard.css">
<script type="module" src="fairyboard.js"></script></head><body>
<div id="three" data-fairyboard data-variant="chess" data-mode="bogus" data-orientation="sideways" data-level="9"></div>
<div id="one" data-fairyboard data-variant="chess" data-marks="stars" lang="en"></div>
<div id="arrows" data-fairyboard data-variant="chess" data-arrows="e2e4 e2e9 zz11 e1" lang="en"></div>
<div id="good" data-fairyboard data-variant="chess"></div>
<canvas id="cv" data-fairyboard data-variant="chess" lang="en"></canvas>
</body></html>`;
    const pageUrl = await servePage(page, url, "e2e-errors.html", body);
    await page.goto(pageUrl);
    await waitReady(page);
    const box = (id) =>
      page.$eval(`#${id}`, (el) => ({
        error: el.dataset.error ?? null,
        text: el.querySelector(".fairyboard-error")?.textContent ?? null,
        reasonLang: el.querySelector(".fairyboard-error span")?.lang ?? null,
        canvas: !!el.querySelector("canvas"),
      }));
    const three = await box("three");
    assert.match(three.error, /^3 problems: bad mode "bogus" .*; bad orientation "sideways" .*; bad level "9" /);
    assert.ok(three.text.startsWith("fairyboard: Эту доску не удалось нарисовать: "), three.text);
    assert.ok(three.text.endsWith(three.error), three.text);
    assert.equal(three.reasonLang, "en", "the English reason is marked as English");
    assert.equal(three.canvas, false);
    const one = await box("one");
    assert.equal(one.error, 'bad marks "stars" (dots or arrows)');
    assert.equal(one.text, `fairyboard: ${one.error}`, "an English board: the reason alone");
    // (A lone cell, e1, is a circled square.)
    assert.match((await box("arrows")).error, /^2 bad arrows: bad arrow "e2e9": e9 is not a cell of the board; bad arrow "zz11" \(a cell such as e5/);
    assert.ok(await page.$eval("#good", (el) => Number(el.dataset.drawn) >= 1 && !el.dataset.error), "a good board beside them is drawn");
    // A <canvas> shows no children: its board failed (it stayed blank and said it was drawn), and
    // the error box stands after it, where it is seen.
    const canvas = await page.$eval("#cv", (el) => ({ error: el.dataset.error, drawn: el.dataset.drawn ?? null, after: el.nextElementSibling?.textContent }));
    assert.equal(canvas.error, "a board is drawn inside an element such as <div>, not inside <canvas>");
    assert.equal(canvas.drawn, null);
    assert.equal(canvas.after, `fairyboard: ${canvas.error}`);
    // Its attribute mended, the page's own mountAll() mounts the board whose mount failed (it
    // returned [] and kept the error box, an embedding review found); the others stay as they are.
    const mounted = await page.evaluate(async () => {
      const el = document.querySelector("#one");
      el.dataset.marks = "arrows";
      const results = await window.fairyboard.mountAll();
      return { n: results.length, drawn: !!el.dataset.drawn, error: el.dataset.error ?? null, box: !!el.querySelector(".fairyboard-error"), marks: el.fairyboard?.variant };
    });
    assert.equal(mounted.drawn, true, JSON.stringify(mounted));
    assert.equal(mounted.error, null);
    assert.equal(mounted.box, false);
    assert.equal(mounted.n, 4, "the three other failed boards were tried again too, and failed again");
    assert.equal(await page.$$eval(".fairyboard-error", (els) => els.length), 3, "one box each, none twice after the canvas");
    assert.match((await box("three")).error, /^3 problems/);
    assert.deepEqual(errors, []);
  });
});

test("9. an embed may write squares and moves with the board's labels: shogi's USI (7g7f, P*5e, 5e), Trojan's Greek letters", async () => {
  await withPage(async ({ page, url, errors }) => {
    const body = `<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="stylesheet" href="fairyboard.css">
<script type="module" src="fairyboard.js"></script></head><body>
<div id="usi" data-fairyboard data-variant="shogi" data-moves="7g7f 3c3d 8h2b+ 3a2b B*5e" data-arrows="2b3c" data-select="5e"></div>
<div id="diagram" data-fairyboard data-variant="shogi" data-mode="diagram" data-piece="R" data-square="5e"></div>
<div id="greek" data-fairyboard data-variant="trojan" data-moves="ε2ε4" data-arrows="ε4ε5"></div>
<div id="bad" data-fairyboard data-variant="shogi" data-square="5z"></div>
</body></html>`;
    const pageUrl = await servePage(page, url, "e2e-labels-input.html", body);
    await page.goto(pageUrl);
    await waitReady(page);
    const state = (id) => page.$eval(`#${id}`, (el) => ({ history: el.fairyboard?.history() ?? null, error: el.dataset.error ?? null, targets: el.dataset.targets ?? null }));
    const usi = await state("usi");
    assert.equal(usi.error, null);
    assert.deepEqual(usi.history, ["c3c4", "g7g6", "b2h8+", "g9h8", "B@e5"]);
    const diagram = await state("diagram");
    assert.equal(diagram.error, null);
    assert.equal(diagram.targets, "16", `a rook on 5e: 16 targets (${JSON.stringify(diagram)})`);
    assert.deepEqual((await state("greek")).history, ["e2e4"]);
    assert.match((await state("bad")).error, /bad square "5z" \(a cell's name such as e5, or its label on the board\)/);
    assert.deepEqual(errors, []);
  });
});

test("10. embeds as a wiki author writes them: a diagram in a drawn position, a promotion without its piece, bad squares and pieces named by attribute, a capitalised id", async () => {
  await withPage(async ({ page, url, errors }) => {
    const body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="fairyboard.css">
<script type="module" src="fairyboard.js"></script></head><body>
<div id="drawn" data-fairyboard data-mode="diagram" data-variant="chess" data-fen="8/8/8/8/4N3/8/8/K6k w - - 0 1" data-select="e4"></div>
<div id="promo" data-fairyboard data-variant="trojan" data-fen="k9/4P5/10/10/10/10/10/10/10/5K4 w - - 0 1" data-moves="e9e10"></div>
<div id="square" data-fairyboard data-mode="diagram" data-variant="chess" data-piece="N" data-square="z99"></div>
<div id="piece" data-fairyboard data-mode="diagram" data-variant="chess" data-piece="Y" data-square="d4"></div>
<div id="selected" data-fairyboard data-mode="diagram" data-variant="chess" data-piece="N" data-select="b1"></div>
<div id="caps" data-fairyboard data-variant="Trojan"></div>
</body></html>`;
    await page.goto(await servePage(page, url, "e2e-author.html", body));
    await waitReady(page);
    const data = (id) => page.$eval(`#${id}`, (el) => ({ ...el.dataset }));
    // A knight beside the two kings: a draw by rule, and still its 8 moves in the diagram.
    assert.equal((await data("drawn")).targets, "8");
    // The Trojan pawn promotes to the sergeant alone: e9e10 is read as e9e10s.
    assert.equal((await data("promo")).error, undefined);
    assert.deepEqual(await page.evaluate(() => document.querySelector("#promo").fairyboard.history()), ["e9e10s"]);
    assert.match((await data("square")).error, /^bad square "z99"/);
    assert.match((await data("piece")).error, /^bad piece "Y": not a piece of chess \(P N B R Q K\)/);
    // A one-piece diagram with data-select and no data-square: the piece stands on the selected cell.
    assert.deepEqual(await page.evaluate(() => document.querySelector("#selected").fairyboard.pieces()), [{ square: "b1", piece: "N" }]);
    // Its fen() is the position shown: the knight alone, its side to move (was the start position).
    assert.equal(await page.evaluate(() => document.querySelector("#selected").fairyboard.fen()), "8/8/8/8/8/8/8/1N6 w - - 0 1");
    assert.equal((await data("selected")).position, "8/8/8/8/8/8/8/1N6 w - - 0 1");
    assert.equal((await data("selected")).targets, "3");
    // play() takes what legalMoves() lists (it refused them, an embedding review found): the piece
    // goes there, and the diagram is drawn from there; another move is refused and changes nothing.
    const played = await page.evaluate(() => {
      const h = document.querySelector("#selected").fairyboard;
      const listed = h.legalMoves();
      const move = listed.find((m) => m.endsWith("c3"));
      const back = h.play(move);
      let refused = null;
      try {
        h.play("c3c4");
      } catch (e) {
        refused = e.message;
      }
      return { listed, back, pieces: h.pieces(), now: h.legalMoves().length, refused };
    });
    assert.deepEqual(played.listed.sort(), ["b1a3", "b1c3", "b1d2"]);
    assert.equal(played.back, "b1c3");
    assert.deepEqual(played.pieces, [{ square: "c3", piece: "N" }]);
    assert.equal(played.now, 8);
    assert.equal(played.refused, "play: illegal move 'c3c4': not one of this diagram's targets from c3");
    assert.equal((await data("caps")).error, undefined);
    assert.equal(await page.evaluate(() => document.querySelector("#caps").fairyboard.variant), "trojan");
    assert.deepEqual(errors, []);
  });
});

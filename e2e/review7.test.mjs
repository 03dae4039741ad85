// Findings of a new-user review of embedding (2026-12-04, a wiki author's page with one script tag).
// Each test fails before its fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review7.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, servePage, LOADER_PAGE } from "./helpers.mjs";

const drawn = (page) => page.waitForFunction(() => [...document.querySelectorAll("[data-fairyboard]")].every((e) => e.dataset.drawn || e.dataset.error));

test("a board in a table cell or a flex row beside long text grows back when the window widens", async () => {
  await withPage(async ({ page, url, errors }) => {
    const text = "long text of the article ".repeat(8);
    await page.goto(
      await servePage(
        page,
        url,
        "table.html",
        `${LOADER_PAGE}<table><tr><td><div id="t" data-fairyboard data-variant="chess" style="max-width: 400px"></div></td><td>${text}</td></tr></table>
        <div style="display: flex"><div id="f" data-fairyboard data-variant="chess"></div><p>${text}</p></div>`,
      ),
    );
    await drawn(page);
    const widths = () => page.evaluate(() => ["t", "f"].map((id) => Math.round(document.querySelector(`#${id} canvas`).getBoundingClientRect().width)));
    const before = await widths();
    await page.setViewportSize({ width: 500, height: 700 });
    await page.waitForTimeout(300);
    const narrow = await widths();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForTimeout(300);
    assert.deepEqual(await widths(), before, `narrowed to ${narrow}`);
    assert.deepEqual(errors, []);
  });
});

test("variant ids in any case; an unknown id is named with every variant the modules have", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(await servePage(page, url, "ids.html", `${LOADER_PAGE}<div id="a" data-fairyboard data-variant="Xiangqi"></div><div id="b" data-fairyboard data-variant="xiangqui"></div>`));
    await drawn(page);
    assert.equal(await page.getAttribute("#a", "data-error"), null);
    assert.equal(await page.evaluate(() => document.querySelector("#a").fairyboard.variant), "xiangqi");
    const error = await page.getAttribute("#b", "data-error");
    assert.match(error, /unknown variant 'xiangqui' \(did you mean xiangqi\? known: .*\bxiangqi\b/);
    assert.match(error, /\bshogi\b/);
    assert.deepEqual(errors.filter((e) => !/xiangqui/.test(e)), []);
  });
});

test("a saved game is not restored once the author changes the board's moves", async () => {
  await withPage(async ({ page, url, errors }) => {
    const board = (moves) => `${LOADER_PAGE}<div id="ex1" data-fairyboard data-variant="chess" data-moves="${moves}"></div>`;
    await page.goto(await servePage(page, url, "saved.html", board("e2e4 e7e5")));
    await drawn(page);
    await page.evaluate(() => document.querySelector("#ex1").fairyboard.play("g1f3"));
    await page.reload();
    await drawn(page);
    assert.deepEqual(await page.evaluate(() => document.querySelector("#ex1").fairyboard.history()), ["e2e4", "e7e5", "g1f3"]);
    await page.unroute(`${url}saved.html`);
    await page.goto(await servePage(page, url, "saved.html", board("d2d4 d7d5")));
    await drawn(page);
    assert.deepEqual(await page.evaluate(() => document.querySelector("#ex1").fairyboard.history()), ["d2d4", "d7d5"]);
    assert.deepEqual(errors, []);
  });
});

test("a board added after load is drawn; an attribute it does not use is named under it", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(await servePage(page, url, "later.html", `${LOADER_PAGE}<div id="a" data-fairyboard data-variant="chess" data-arrow="e2e4" data-piece="N"></div><div id="b" data-fairyboard data-variant="chess" data-orientaton="black"></div>`));
    await drawn(page);
    // (Only the attributes given are named: data-square was named beside data-piece alone.)
    assert.equal(await page.textContent("#a .fairyboard-note"), 'Not used here: data-arrow (data-arrows?), data-piece (it needs data-mode="diagram").');
    // A one-piece diagram and a picture use no clock, and the diagram no moves: named, and neither
    // a clock nor the moves' last-move mark is drawn (an embedding review saw both).
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        "beforeend",
        '<div id="lone" data-fairyboard data-variant="chess" data-mode="diagram" data-piece="Q" data-square="d4" data-moves="e2e4" data-clock="5+3"></div>' +
          '<div id="pic" data-fairyboard data-variant="chess" data-mode="static" data-clock="5+3"></div>',
      );
    });
    await page.waitForFunction(() => ["#lone", "#pic"].every((s) => document.querySelector(s).dataset.drawn));
    assert.equal(await page.textContent("#lone .fairyboard-note"), 'Not used here: data-clock (it needs data-mode="play"), data-moves (a one-piece diagram shows its piece alone).');
    assert.equal(await page.textContent("#pic .fairyboard-note"), 'Not used here: data-clock (it needs data-mode="play").');
    for (const s of ["#lone", "#pic"]) assert.equal(await page.evaluate((s) => document.querySelector(s).fairyboard.clockTimes(), s), null, s);
    assert.doesNotMatch(await page.evaluate(() => document.querySelector("#lone").fairyboard.toSVG()), /rgba\(155, 199, 0, 0.41\)/);
    // A misspelling that is no prefix of the attribute meant is named with it too.
    assert.equal(await page.textContent("#b .fairyboard-note"), "Not used here: data-orientaton (data-orientation?).");
    await page.evaluate(() => {
      const el = document.createElement("div");
      el.id = "later";
      el.dataset.fairyboard = "";
      el.dataset.variant = "capablanca";
      document.body.append(el);
    });
    await page.waitForFunction(() => document.querySelector("#later").dataset.drawn);
    assert.equal(await page.evaluate(() => document.querySelector("#later").fairyboard.variant), "capablanca");
    assert.deepEqual(errors, []);
  });
});

test("the API's mistakes get plain errors: no element, a variant id alone, a destroyed board, moves written as SAN", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(await servePage(page, url, "api.html", `${LOADER_PAGE}<div id="a"></div><div id="m" data-fairyboard data-moves="e4 e5 Nf3"></div>`));
    await page.waitForFunction(() => window.fairyboard && document.querySelector("#m").dataset.error);
    assert.match(await page.getAttribute("#m", "data-error"), /move 1 "e4": .*data-moves takes move strings such as e2e4/);
    const out = await page.evaluate(async () => {
      const r = [];
      await window.fairyboard.mount(document.querySelector("#typo"), {}).catch((e) => r.push(e.message));
      const b = await window.fairyboard.mount(document.querySelector("#a"), "grand");
      r.push(b.variant);
      b.destroy();
      b.destroy();
      try {
        b.fen();
      } catch (e) {
        r.push(e.message);
      }
      return r;
    });
    assert.match(out[0], /^mount: expected an element .*null/);
    assert.equal(out[1], "grand");
    assert.equal(out[2], "fen: this board was destroyed (mount it again to use it)");
    assert.deepEqual(errors.filter((e) => !/e4/.test(e)), []);
  });
});

test("the API takes squares and moves as the board labels them, as the attributes do; a bad square is an error", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(await servePage(page, url, "labels.html", `${LOADER_PAGE}<div id="s" data-fairyboard data-variant="shogi"></div>`));
    await drawn(page);
    const out = await page.evaluate(() => {
      const b = document.querySelector("#s").fairyboard;
      const r = [JSON.stringify(b.legalMoves("7g")) === JSON.stringify(b.legalMoves("c3")), b.legalMoves("7g").length];
      r.push(b.play("7g7f"));
      for (const bad of ["zz", "j1"]) {
        try {
          b.legalMoves(bad);
        } catch (e) {
          r.push(e.message);
        }
      }
      return r;
    });
    assert.deepEqual(out.slice(0, 3), [true, 1, "c3c4"]);
    // One wording, naming the call, for a text that is no square and for a cell off the board (an
    // embedding review found three wordings, none naming the call).
    assert.deepEqual(out.slice(3), ['legalMoves: "zz" is not a square of this board', 'legalMoves: "j1" is not a square of this board']);
    assert.deepEqual(errors, []);
  });
});

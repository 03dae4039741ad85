// Chess960: castling by moving the king onto its own rook (a click, and a drag), in an embed with
// data-start and in the playground's start-array box; hostile data-start values give an error box.
// The board holds no rules: the rook's cell is the engine's alternative target of the castling.
// Run: bash scripts/build-wasm.sh && node --test e2e/chess960.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

/** Page coordinates of a square's centre on the board `sel`. */
async function at(page, sel, square) {
  // Bring the square itself into the viewport (a board may be taller than the window).
  await page.evaluate(([s, sq]) => {
    const el = document.querySelector(s);
    const r = el.querySelector("canvas").getBoundingClientRect();
    window.scrollBy(0, r.top + el.fairyboard.squareCenter(sq).y - innerHeight / 2);
  }, [sel, square]);
  const box = await page.locator(`${sel} canvas`).boundingBox();
  const c = await page.evaluate(([s, sq]) => document.querySelector(s).fairyboard.squareCenter(sq), [sel, square]);
  return { x: box.x + c.x, y: box.y + c.y };
}

async function click(page, sel, square) {
  const p = await at(page, sel, square);
  await page.mouse.click(p.x, p.y);
}

async function drag(page, sel, from, to) {
  const a = await at(page, sel, from);
  const b = await at(page, sel, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  await page.mouse.up();
}

const call = (page, sel, expr) => page.evaluate(([s, e]) => new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard), [sel, expr]);

/** Adds a board to the embed page from attributes and waits until it is drawn (or shows an error). */
async function addBoard(page, id, attrs) {
  await page.evaluate(
    async ([id, attrs]) => {
      const el = document.createElement("div");
      el.id = id;
      el.style.width = "360px";
      el.setAttribute("data-fairyboard", "");
      for (const [k, v] of Object.entries(attrs)) el.setAttribute(`data-${k}`, v);
      document.body.appendChild(el);
      await window.fairyboard.mountAll(document);
    },
    [id, attrs],
  );
  await page.waitForFunction((s) => document.querySelector(s)?.dataset.drawn || document.querySelector(s)?.dataset.error, `#${id}`);
}

// Array 0 is BBQNNRKR: king g1 between rooks f1 and h1. After the knights and the queen leave, the
// king castles with the f1 rook (queen side): king to c1, rook to d1, written g1c1.
const CLEAR = "d1c3 d8c6 e1f3 e8f6 d2d3 d7d6 c1d2 c8d7";

test("embed: data-start=\"0\"; castling by clicking the king, then its rook; Black drags its king onto its rook", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    await page.waitForFunction(() => document.documentElement.dataset.fairyboardReady === "1");
    await addBoard(page, "b960", { variant: "chess960", start: "0", moves: CLEAR });
    const sel = "#b960";
    assert.equal(await page.getAttribute(sel, "data-error"), null);
    assert.match(await call(page, sel, "fen()"), /^bb3rkr\/.*\/BB3RKR w KQkq - 2 5$/);
    // The castling's targets: its king destination c1 and the rook f1 (the engine's altTarget).
    const castle = (await call(page, sel, "actions('g1')")).filter((a) => a.kind === "castle");
    assert.deepEqual(castle.map((a) => [a.move, a.target, a.altTarget]), [["g1c1", "c1", "f1"]]);
    await click(page, sel, "g1");
    const drawn = (await call(page, sel, "drawnTargets()")).map((t) => t.square);
    assert.ok(drawn.includes("f1") && drawn.includes("c1"), `targets ${drawn}`);
    await click(page, sel, "f1");
    assert.deepEqual(await call(page, sel, "history()"), [...CLEAR.split(" "), "g1c1"]);
    assert.match(await call(page, sel, "fen()"), /\/BBKR3R b kq - 3 5$/);
    // Black: drag the king from g8 onto its f8 rook.
    await drag(page, sel, "g8", "f8");
    assert.equal((await call(page, sel, "history()")).at(-1), "g8c8");
    assert.match(await call(page, sel, "fen()"), /^bbkr3r\/.* w - - 4 6$/);
    assert.deepEqual(errors, []);
  });
});

test("embed: data-start=\"518\" is the standard array; e1 onto h1 castles e1g1", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    await page.waitForFunction(() => document.documentElement.dataset.fairyboardReady === "1");
    await addBoard(page, "b518", { variant: "chess960", start: "518", moves: "g1f3 g8f6 g2g3 g7g6 f1g2 f8g7" });
    const sel = "#b518";
    assert.match(await call(page, sel, "fen()"), /^rnbqk2r\/.*\/RNBQK2R w KQkq - 2 4$/);
    await click(page, sel, "e1");
    await click(page, sel, "h1");
    assert.equal((await call(page, sel, "history()")).at(-1), "e1g1");
    assert.match(await call(page, sel, "fen()"), /\/RNBQ1RK1 b kq - 3 4$/);
    // A random array is one of the 960.
    await addBoard(page, "brandom", { variant: "chess960", start: "random" });
    assert.equal(await page.getAttribute("#brandom", "data-error"), null);
    assert.match(await call(page, "#brandom", "fen()"), /^[rnbqk]{8}\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/[RNBQK]{8} w KQkq - 0 1$/);
    assert.deepEqual(errors, []);
  });
});

test("embed: hostile data-start values give a clear error box, never a crash", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    await page.waitForFunction(() => document.documentElement.dataset.fairyboardReady === "1");
    const cases = [
      ["variant", "chess960", "960", /start array '960' does not exist: the numbers run from 0 to 959/],
      ["variant", "chess960", "-1", /bad start "-1"/],
      ["variant", "chess960", "5e2", /bad start "5e2"/],
      ["variant", "chess960", "99999999999999999999", /bad start/],
      ["variant", "chess960", "<img src=x onerror=alert(1)>", /bad start/],
      ["variant", "chess", "518", /has no numbered start arrays/],
    ];
    for (const [i, [, variant, start, want]] of cases.entries()) {
      await addBoard(page, `bad${i}`, { variant, start });
      const e = await page.getAttribute(`#bad${i}`, "data-error");
      assert.match(e ?? "", want, `data-start=${start}`);
      assert.equal(await page.locator(`#bad${i} img`).count(), 0);
    }
    await addBoard(page, "both", { variant: "chess960", start: "1", fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1" });
    assert.match((await page.getAttribute("#both", "data-error")) ?? "", /cannot both be given/);
    assert.deepEqual(errors, []);
  });
});

test("playground: Chess960 start-array box, and castling onto the rook", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}index.html?variant=chess960&start=0`);
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    const sel = "#board";
    assert.equal(await page.isHidden("#array-row"), false);
    assert.equal(await page.inputValue("#array"), "0");
    assert.match(await call(page, sel, "fen()"), /^bbqnnrkr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/BBQNNRKR w KQkq - 0 1$/);
    // Another array from the box.
    await page.fill("#array", "959");
    await page.dispatchEvent("#array", "change");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.fen().startsWith("rkrnnqbb/"));
    // Back to array 0, play the clearing moves by clicks and castle king onto rook.
    await page.fill("#array", "0");
    await page.dispatchEvent("#array", "change");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.fen().startsWith("bbqnnrkr/"));
    for (const m of CLEAR.split(" ")) {
      await click(page, sel, m.slice(0, 2));
      await click(page, sel, m.slice(2, 4));
    }
    await click(page, sel, "g1");
    await click(page, sel, "f1");
    assert.equal((await call(page, sel, "history()")).at(-1), "g1c1");
    // An out-of-range number is refused with the engine's message.
    await page.fill("#array", "1000");
    await page.dispatchEvent("#array", "change");
    await page.waitForFunction(() => document.querySelector("#fen-error").textContent.length > 0);
    assert.match(await page.textContent("#fen-error"), /0 to 959/);
    assert.deepEqual(errors, []);
  });
});

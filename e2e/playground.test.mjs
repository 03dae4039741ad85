// End-to-end tests of the playground (www/index.html + www/playground.js) in headless Chromium.
// Run: bash scripts/build-wasm.sh && node --test e2e/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { withPage, outDir, markedSquares as markedOn, clickSquare, squareOnPage } from "./helpers.mjs";

/** Marked squares on the playground board (or another board). */
const markedSquares = (page, sel = BOARD) => markedOn(page, sel);

const VIEWPORT = { width: 1280, height: 1000 };
const BOARD = "#board";
const START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/** Opens the playground and waits until its board is mounted. */
async function openPlayground(page, url, query = "") {
  await page.goto(`${url}index.html${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.fairyboard && document.querySelector(sel).dataset.drawn, BOARD);
}

async function screenshot(page, name) {
  await page.screenshot({ path: path.join(outDir(), `${name}.png`), fullPage: true });
}

async function clickMoves(page, moves, sel = BOARD) {
  for (const m of moves) {
    await clickSquare(page, m.slice(0, 2), sel);
    await clickSquare(page, m.slice(2, 4), sel);
  }
}

const fenOf = (page, sel = BOARD) => page.evaluate((s) => document.querySelector(s).fairyboard.fen(), sel);
/** The moves played as the list writes them, a turn's moves together (moves taken back stay in
 *  the list, greyed, and are left out). */
const movesText = (page) =>
  page.$$eval("#moves span", (spans) =>
    spans
      .map((s) => [...s.querySelectorAll(".mv:not(.future)")].map((b) => b.textContent).join(" "))
      .filter((t) => t !== ""),
  );


/** The 14 rook targets from a square on an empty 8x8 board. */
function rookTargets(square) {
  const [file, rank] = [square[0], Number(square.slice(1))];
  const out = [];
  for (const f of "abcdefgh") if (f !== file) out.push(`${f}${rank}`);
  for (let r = 1; r <= 8; r++) if (r !== rank) out.push(`${file}${r}`);
  return out.sort();
}

test("1. fool's mate by clicks ends the game with a checkmate message", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url);
      assert.equal(await fenOf(page), START_FEN);
      await clickMoves(page, ["f2f3", "e7e5", "g2g4", "d8h4"]);
      assert.deepEqual(await movesText(page), ["f3", "e5", "g4", "Qh4#"]);
      assert.equal((await page.textContent("#game-status")).trim(), "Black wins — checkmate.");
      assert.match(await page.textContent(`${BOARD} .fairyboard-status`), /Black wins — checkmate\./);
      assert.equal(await page.getAttribute(BOARD, "data-outcome"), "checkmate");
      const mated = await fenOf(page);
      assert.equal(mated, "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
      // The game is over: clicks (select + target, and a drag attempt) move nothing.
      await clickMoves(page, ["e2e4", "g1f3", "h4e1"]);
      const p1 = await squareOnPage(page, "b1");
      const p2 = await squareOnPage(page, "c3");
      await page.mouse.move(p1.x, p1.y);
      await page.mouse.down();
      await page.mouse.move(p2.x, p2.y, { steps: 5 });
      await page.mouse.up();
      assert.equal(await fenOf(page), mated);
      assert.equal(await page.inputValue("#fen"), mated);
      assert.equal((await movesText(page)).length, 4);
      assert.equal((await page.textContent("#game-status")).trim(), "Black wins — checkmate.");
      await screenshot(page, "playground-fools-mate");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("2. move diagram: a rook alone on an empty 8x8 board marks 14 squares", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url);
      await page.check("input[name=mode][value=diagram]");
      await page.waitForFunction((sel) => document.querySelector(sel).dataset.targets !== undefined, BOARD);
      assert.equal(await page.inputValue("#piece"), "R");
      assert.equal(await page.getAttribute(BOARD, "data-targets"), "14");
      assert.match(await page.textContent(`${BOARD} .fairyboard-status`), /^14 targets/);
      assert.deepEqual(await markedSquares(page), rookTargets("d4"));
      await screenshot(page, "playground-diagram-rook-d4");

      // Clicking another square moves the rook; the marks follow.
      await clickSquare(page, "a1");
      assert.equal(await page.getAttribute(BOARD, "data-targets"), "14");
      assert.deepEqual(await markedSquares(page), rookTargets("a1"));
      await clickSquare(page, "g6");
      assert.equal(await page.getAttribute(BOARD, "data-targets"), "14");
      assert.deepEqual(await markedSquares(page), rookTargets("g6"));
      await screenshot(page, "playground-diagram-rook-g6");

      // Another piece: the knight on d4 has 8 leaps (diamonds, same "both" colour at the centre).
      await page.selectOption("#piece", "N");
      await page.waitForFunction((sel) => document.querySelector(sel).dataset.targets === "8", BOARD);
      assert.deepEqual(await markedSquares(page), ["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"]);
      await screenshot(page, "playground-diagram-knight-d4");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("3. promotion through the chooser (chess, and Grand chess without promotion)", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url);
      await page.fill("#fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
      await page.click("#load");
      assert.equal(await fenOf(page), "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
      assert.equal((await page.textContent("#fen-error")).trim(), "");
      await clickSquare(page, "a7");
      await clickSquare(page, "a8");
      const chooser = page.locator(`${BOARD} .fairyboard-chooser`);
      await chooser.waitFor();
      const buttons = await chooser.locator("button").evaluateAll((bs) => bs.map((b) => ({ move: b.dataset.move ?? null, text: b.textContent })));
      assert.equal(buttons.length, 5);
      assert.deepEqual(buttons.map((b) => b.move).filter(Boolean).sort(), ["a7a8b", "a7a8n", "a7a8q", "a7a8r"]);
      assert.deepEqual(buttons[4], { move: null, text: "Cancel" });
      // Strongest first, each with its picture.
      assert.deepEqual(buttons.slice(0, 4).map((b) => b.move), ["a7a8q", "a7a8r", "a7a8b", "a7a8n"]);
      assert.equal(await chooser.locator("button canvas").count(), 4);
      // While the chooser is open nothing has been played.
      assert.equal(await fenOf(page), "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
      await screenshot(page, "playground-promotion-chooser");
      await chooser.locator("button[data-move=a7a8n]").click();
      await chooser.waitFor({ state: "detached" });
      assert.match(await page.inputValue("#fen"), /^N3k3\/8\/8\/8\/8\/8\/8\/4K3 b - - 0 1$/);
      assert.deepEqual(await movesText(page), ["a8=N"]);

      // Cancel leaves the position alone.
      await page.fill("#fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
      await page.click("#load");
      await clickSquare(page, "a7");
      await clickSquare(page, "a8");
      await chooser.waitFor();
      await chooser.locator("button.cancel").click();
      await chooser.waitFor({ state: "detached" });
      assert.equal(await fenOf(page), "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");

      // Grand chess: White has lost only the queen, so a7a8 offers "No promotion" and the queen.
      await page.selectOption("#variant", "grand");
      await page.waitForFunction((sel) => document.querySelector(sel).fairyboard?.variant === "grand", BOARD);
      const grandFen = "r8r/1nbqkcabn1/2pppppppp/P9/10/10/10/1PPPPPPPPP/1NB1KCABN1/R8R w - - 0 1";
      await page.fill("#fen", grandFen);
      await page.click("#load");
      assert.equal((await page.textContent("#fen-error")).trim(), "");
      assert.equal(await fenOf(page), grandFen);
      await clickSquare(page, "a7");
      await clickSquare(page, "a8");
      await chooser.waitFor();
      const grand = await chooser.locator("button").evaluateAll((bs) => bs.map((b) => ({ move: b.dataset.move ?? null, text: b.textContent })));
      assert.equal(grand.length, 3, JSON.stringify(grand));
      assert.deepEqual(grand.map((b) => b.move).filter(Boolean).sort(), ["a7a8", "a7a8q"]);
      assert.deepEqual(grand[2], { move: null, text: "Cancel" });
      assert.equal(grand.find((b) => b.move === "a7a8").text, "No promotion");
      assert.match(grand.find((b) => b.move === "a7a8q").text, /Queen/);
      await screenshot(page, "playground-grand-chooser");
      await chooser.locator("button[data-move=a7a8]").click();
      await chooser.waitFor({ state: "detached" });
      assert.match(await fenOf(page), /^r8r\/1nbqkcabn1\/P1pppppppp\/10\//);

      // Rank 10 is mandatory: no "No promotion" there (and every piece is available when all are lost).
      const lateFen = "4k5/2P7/10/10/10/10/10/10/10/4K5 w - - 0 1";
      await page.fill("#fen", lateFen);
      await page.click("#load");
      assert.equal(await fenOf(page), lateFen);
      await clickSquare(page, "c9");
      await clickSquare(page, "c10");
      await chooser.waitFor();
      const late = await chooser.locator("button").evaluateAll((bs) => bs.map((b) => ({ move: b.dataset.move ?? null, text: b.textContent })));
      assert.ok(!late.some((b) => b.text === "No promotion"), JSON.stringify(late));
      assert.ok(!late.some((b) => b.move === "c9c10"), JSON.stringify(late));
      assert.ok(late.some((b) => b.move === "c9c10q"), JSON.stringify(late));
      await chooser.locator("button.cancel").click();
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("4. a bad FEN shows an error and keeps the game", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url);
      await clickMoves(page, ["e2e4", "e7e5"]);
      const fen = await fenOf(page);
      const moves = await movesText(page);
      assert.deepEqual(moves, ["e4", "e5"]);
      for (const bad of ["this is not a FEN", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]) {
        await page.fill("#fen", bad);
        await page.click("#load");
        const msg = (await page.textContent("#fen-error")).trim();
        assert.ok(msg.length > 0, `no error shown for ${bad}`);
        assert.equal(await fenOf(page), fen);
        // The typed text stays in the box, so that the typo can be mended in place.
        assert.equal(await page.inputValue("#fen"), bad);
        assert.deepEqual(await movesText(page), moves);
        assert.equal((await page.textContent("#game-status")).trim(), "White to move.");
      }
      await screenshot(page, "playground-bad-fen");
      // The game goes on, and a good FEN clears the error.
      await clickMoves(page, ["g1f3"]);
      assert.deepEqual(await movesText(page), ["e4", "e5", "Nf3"]);
      await page.fill("#fen", START_FEN);
      await page.press("#fen", "Enter");
      assert.equal((await page.textContent("#fen-error")).trim(), "");
      assert.equal(await fenOf(page), START_FEN);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("8. keyboard: arrows + Enter play e2e4 and the live region says so", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url);
      // Tab from the top of the page until the board's canvas has the focus.
      let tabs = 0;
      while (tabs < 12 && (await page.evaluate((sel) => document.activeElement !== document.querySelector(`${sel} canvas`), BOARD))) {
        await page.keyboard.press("Tab");
        tabs++;
      }
      assert.equal(await page.evaluate((sel) => document.activeElement === document.querySelector(`${sel} canvas`), BOARD), true, `canvas focused after ${tabs} tabs`);
      const live = page.locator(`${BOARD} .fairyboard-status[aria-live]`);
      // The cursor starts on a1.
      for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowUp");
      assert.match(await live.textContent(), /^e2\b/);
      await page.keyboard.press("Enter");
      assert.match(await live.textContent(), /e2 selected/);
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      assert.match(await live.textContent(), /^e4\b/);
      await page.keyboard.press("Enter");
      assert.equal(await fenOf(page), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
      assert.equal(await page.inputValue("#fen"), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
      assert.deepEqual(await movesText(page), ["e4"]);
      // The move as the move list writes it.
      assert.match(await live.textContent(), /White: e4\./);
      await screenshot(page, "playground-keyboard");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("9. undo, redo and flip buttons", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url);
      await clickMoves(page, ["e2e4"]);
      const fen1 = await fenOf(page);
      await clickMoves(page, ["e7e5"]);
      const fen2 = await fenOf(page);
      assert.notEqual(fen1, fen2);
      await page.click("#undo");
      assert.equal(await page.inputValue("#fen"), fen1);
      assert.deepEqual(await movesText(page), ["e4"]);
      await page.click("#undo");
      assert.equal(await page.inputValue("#fen"), START_FEN);
      assert.deepEqual(await movesText(page), []);
      assert.equal(await page.isDisabled("#undo"), true, "nothing left to undo");
      assert.equal(await fenOf(page), START_FEN);
      await page.click("#redo");
      assert.equal(await page.inputValue("#fen"), fen1);
      await page.click("#redo");
      assert.equal(await page.inputValue("#fen"), fen2);
      assert.deepEqual(await movesText(page), ["e4", "e5"]);
      assert.equal(await page.isDisabled("#redo"), true, "nothing left to redo");
      assert.equal(await fenOf(page), fen2);

      const centres = () =>
        page.evaluate((sel) => {
          const fb = document.querySelector(sel).fairyboard;
          return { a1: fb.squareCenter("a1"), h8: fb.squareCenter("h8") };
        }, BOARD);
      const before = await centres();
      assert.ok(before.a1.y > before.h8.y && before.a1.x < before.h8.x, "a1 starts bottom left");
      await page.click("#flip");
      const flipped = await centres();
      assert.ok(flipped.a1.y < flipped.h8.y && flipped.a1.x > flipped.h8.x, "a1 is top right after flip");
      assert.ok(Math.abs(flipped.a1.y - before.h8.y) < 1);
      await screenshot(page, "playground-flipped");
      // Clicks follow the flipped board.
      await clickMoves(page, ["g1f3"]);
      assert.deepEqual(await movesText(page), ["e4", "e5", "Nf3"]);
      await page.click("#flip");
      assert.deepEqual(await centres(), before);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("10. drag and drop moves the knight", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url);
      const from = await squareOnPage(page, "g1");
      const to = await squareOnPage(page, "f3");
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 6 });
      await screenshot(page, "playground-drag-midway");
      // Mid-drag the knight is drawn under the pointer, not on g1 (whose centre shows the square).
      const g1 = await page.evaluate((sel) => {
        const fb = document.querySelector(sel).fairyboard;
        const k = fb.canvas.width / fb.canvas.clientWidth;
        const c = fb.squareCenter("g1");
        return [...fb.canvas.getContext("2d").getImageData(Math.floor(c.x * k), Math.floor(c.y * k), 1, 1).data];
      }, BOARD);
      assert.ok(Math.max(g1[0], g1[1], g1[2]) < 200, `g1 centre while dragging: ${g1}`);
      assert.equal(await fenOf(page), START_FEN);
      await page.mouse.move(to.x, to.y, { steps: 6 });
      await page.mouse.up();
      assert.equal(await fenOf(page), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
      assert.deepEqual(await movesText(page), ["Nf3"]);
      // A drop back on the origin square moves nothing.
      const b8 = await squareOnPage(page, "b8");
      await page.mouse.move(b8.x, b8.y);
      await page.mouse.down();
      await page.mouse.move(b8.x + 30, b8.y + 30, { steps: 4 });
      await page.mouse.move(b8.x, b8.y, { steps: 4 });
      await page.mouse.up();
      assert.equal(await fenOf(page), "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
      await screenshot(page, "playground-drag");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("11b. timing: a full playground redraw (recorded, not asserted)", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url);
      const ms = await page.evaluate((sel) => {
        const fb = document.querySelector(sel).fairyboard;
        const times = [];
        for (let i = 0; i < 20; i++) {
          fb.flip(); // one full redraw
          times.push(fb.lastDrawMs);
        }
        return times;
      }, BOARD);
      assert.equal(ms.length, 20);
      assert.ok(ms.every((t) => typeof t === "number" && t >= 0));
      const sorted = [...ms].sort((a, b) => a - b);
      const mean = ms.reduce((a, b) => a + b, 0) / ms.length;
      console.log(
        `playground full redraw: lastDrawMs ${ms[0].toFixed(2)} ms (20 redraws: median ${sorted[10].toFixed(2)} ms, mean ${mean.toFixed(2)} ms, max ${sorted[19].toFixed(2)} ms)`,
      );
      await screenshot(page, "playground-timing");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("12. an open promotion chooser closes on New game, and Accept draw appears after a mode switch", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.fill("#fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    await page.click("#load");
    await clickSquare(page, "a7");
    await clickSquare(page, "a8");
    await page.waitForSelector(".fairyboard-chooser");
    await page.click("#new");
    assert.equal(await page.locator(".fairyboard-chooser").count(), 0, "chooser closed by New game");
    assert.equal(await fenOf(page), START_FEN);
    // Mode switch and back, then a draw offer shows the Accept button.
    await page.check("input[name=mode][value=diagram]");
    await page.check("input[name=mode][value=play]");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.info);
    assert.equal(await page.getAttribute("#board", "data-targets"), null, "no stale diagram state");
    await clickMoves(page, ["e2e4"]);
    await page.click("#offer");
    assert.equal(await page.isVisible("#accept"), true);
    await page.click("#accept");
    assert.match(await page.textContent("#game-status"), /Draw — by agreement\./);
    await screenshot(page, "12-chooser-and-draw");
    assert.deepEqual(errors, []);
  }, { viewport: VIEWPORT });
});

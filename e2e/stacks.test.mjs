// Games that are not chess-shaped, played by clicks in the playground: a Gess piece (a 3x3 window
// of stones) selected by its centre shows its footprint and moves; a Makarenko tower is split by
// choosing how many discs move; a Chex placement from the hand grows the board.
// Run: bash scripts/build-wasm.sh && node --test e2e/stacks.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

const BOARD = "#board";

async function open(page, url, variant) {
  await page.goto(`${url}index.html?variant=${variant}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((s) => document.querySelector(s)?.fairyboard && document.querySelector(s).dataset.drawn, BOARD);
}

async function click(page, sq) {
  // The square in view first (a click on the hand below the board may have scrolled the page).
  await page.evaluate(([s, q]) => {
    const fb = document.querySelector(s).fairyboard;
    const c = fb.squareCenter(q);
    const r = fb.canvas.getBoundingClientRect();
    window.scrollBy(0, r.top + c.y - window.innerHeight / 2);
  }, [BOARD, sq]);
  const box = await page.locator(`${BOARD} canvas[role="application"]`).boundingBox();
  const c = await page.evaluate(([s, q]) => document.querySelector(s).fairyboard.squareCenter(q), [BOARD, sq]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

const call = (page, expr) => page.evaluate(([s, e]) => new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard), [BOARD, expr]);

/** RGB of the canvas pixel at a square's centre. */
const pixel = (page, square) =>
  page.evaluate(
    ([s, sq]) => {
      const fb = document.querySelector(s).fairyboard;
      const k = fb.canvas.width / fb.canvas.clientWidth;
      const c = fb.squareCenter(sq);
      return [...fb.canvas.getContext("2d").getImageData(Math.floor(c.x * k), Math.floor(c.y * k), 1, 1).data].slice(0, 3);
    },
    [BOARD, square],
  );

test("Gess: a piece chosen by its centre shows its footprint and its moves; a click plays one", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "gess");
    const plain = await pixel(page, "a5");
    await click(page, "b2");
    assert.deepEqual((await call(page, "drawnTargets()")).map((t) => t.square).sort(), ["a2", "b1", "b3", "b4", "c2"]);
    // The footprint (a1–c3) is tinted blue; an empty cell outside it is not.
    const [r, , b] = await pixel(page, "a1");
    assert.ok(b - r > plain[2] - plain[0] + 40, `footprint ${[r, b]} vs plain ${plain}`);
    assert.deepEqual(await pixel(page, "a5"), plain);
    // Hovering a target shows where the window would stand.
    const box = await page.locator(`${BOARD} canvas[role="application"]`).boundingBox();
    const c = await call(page, 'squareCenter("b4")');
    await page.mouse.move(box.x + c.x, box.y + c.y);
    const [r5, , b5] = await pixel(page, "a5");
    assert.ok(b5 - r5 > plain[2] - plain[0] + 40, "a5 is in the footprint at b4");
    await click(page, "b4");
    assert.deepEqual(await call(page, "history()"), ["b2b4"]);
    assert.equal(await call(page, "turn()"), "black");
    // The status line and the move list write it in the article's coordinates the board shows
    // (the move string b2b4 is r18r16 there).
    assert.match(await page.textContent(`${BOARD} .fairyboard-status`), /^Light: r18r16\./);
    assert.deepEqual(await page.$$eval("#moves li", (lis) => lis.map((li) => li.textContent.trim())), ["r18r16"]);
    // A move that leaves the mover without a ring is legal and loses: the board asks first.
    await call(page, "undo()");
    await click(page, "f2");
    await click(page, "f1");
    assert.match(await page.textContent(".fairyboard-warning"), /without a ring: it loses at once/);
    await page.click(".fairyboard-warning button.cancel");
    assert.deepEqual(await call(page, "history()"), []);
    await click(page, "f2");
    await click(page, "f1");
    await page.click('.fairyboard-warning button:text("Play it anyway")');
    assert.deepEqual(await call(page, "history()"), ["f2f1"]);
    assert.match(await call(page, "outcomeText()"), /^Dark wins — no ring left\.$/);
    // The board names cells as the article does (light's b2 is the article's r18).
    assert.equal(await call(page, 'label("b2")'), "r18");
    assert.deepEqual(errors, []);
  });
});

test("Makarenko: a tower's part merges by clicks after choosing how many discs move", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "makarenko");
    assert.equal(await call(page, 'pieces().find((p) => p.square === "d1").height'), 7);
    await click(page, "d1");
    await click(page, "d2");
    // Onto the own pawn: the top 3 discs (a rook part) or the whole queen (which would make a king).
    const choices = await page.$$eval(".fairyboard-chooser button:not(.cancel)", (bs) => bs.map((b) => b.querySelector("span").textContent));
    // Each choice names and shows the piece that moves: the top 3 discs move as a rook.
    assert.deepEqual(choices.sort(), ["The top 3 discs: Rook", "The whole tower: Queen"]);
    assert.equal(await page.$$eval(".fairyboard-chooser button:not(.cancel) canvas", (cs) => cs.length), 2);
    // How many discs move is seen on each button, not only in its tooltip (a reviewer could not
    // tell two pawn pictures apart on a touch screen).
    const counts = await page.$$eval(".fairyboard-chooser button:not(.cancel)", (bs) => bs.map((b) => [b.querySelector("span").textContent, b.querySelector(".fairyboard-chooser-count")?.textContent]));
    assert.deepEqual(counts.sort(), [["The top 3 discs: Rook", "3"], ["The whole tower: Queen", "7"]]);
    assert.ok(await page.isVisible(".fairyboard-chooser-count"));
    await page.click('.fairyboard-chooser button:has-text("The top 3 discs: Rook")');
    assert.deepEqual(await call(page, "history()"), ["d1d2/3"]);
    const at = async (sq) => call(page, `pieces().find((p) => p.square === "${sq}")`);
    assert.deepEqual(await at("d1"), { square: "d1", piece: "N", height: 4 });
    assert.deepEqual(await at("d2"), { square: "d2", piece: "N", height: 4 });
    assert.deepEqual(errors, []);
  });
});

test("Chex: a placement from the hand grows the board, which is renamed from a1", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "chex");
    assert.equal((await call(page, "cells()")).length, 1);
    // The empty board is one cell of a chessboard's size, not one cell the panel's width.
    const empty = await page.locator(`${BOARD} canvas[role="application"]`).boundingBox();
    assert.ok(empty.width <= 100 && empty.width > 30, JSON.stringify(empty));
    const next = (await call(page, "hands()")).white[0].piece;
    await page.click(`${BOARD} .fairyboard-hand-piece[data-piece="${next}"]`);
    await click(page, "a1");
    assert.deepEqual(await call(page, "history()"), [`${next}@a1`]);
    // The 1x1 board became the piece and a frame around it: 3x3, the piece now on b2.
    assert.equal((await call(page, "cells()")).length, 9);
    assert.deepEqual(await call(page, "pieces()"), [{ square: "b2", piece: next }]);
    // The last move is marked where the piece stands now, b2 (it was marked on the new a1 corner).
    const marked = await page.evaluate((s) => {
      const fb = document.querySelector(s).fairyboard;
      const svg = fb.toSVG();
      // src/render/mod.rs: the last move's colour, over the cell's outline (a square path).
      const m = /<path d="M([\d.]+) ([\d.]+)[^"]*" fill="rgba\(155, 199, 0, 0.41\)"/.exec(svg);
      const size = fb.squareSize?.() ?? null;
      return m ? { x: Number(m[1]), y: Number(m[2]), b2: fb.squareCenter("b2"), a1: fb.squareCenter("a1"), size } : null;
    }, BOARD);
    assert.ok(marked, "a last-move mark is drawn");
    const d = (c) => Math.hypot(marked.x - c.x, marked.y - c.y);
    assert.ok(d(marked.b2) < d(marked.a1), JSON.stringify(marked));
    const black = (await call(page, "hands()")).black[0].piece;
    await page.click(`${BOARD} .fairyboard-hand-piece[data-piece="${black}"]`);
    await click(page, "c3");
    assert.equal((await call(page, "cells()")).length, 16);
    const canvas = await page.locator(`${BOARD} canvas[role="application"]`).boundingBox();
    assert.ok(canvas.width > 200 && canvas.width < 320 && Math.abs(canvas.width - canvas.height) < canvas.width * 0.2, JSON.stringify(canvas));
    // The FEN box keeps the order of the piles secret: after each next piece, the rest sorted.
    assert.match(await page.inputValue("#fen"), /^4\/2[a-z]1\/1[A-Z]2\/4 w [A-Z][KQRBNP]* [a-z][kqrbnp]*$/);
    // The drawn piece is the only one in hand: a click on an empty cell next to the chain places it.
    const third = (await call(page, "hands()")).white[0].piece;
    await click(page, "a1");
    assert.equal((await call(page, "history()")).at(-1), `${third}@a1`);
    assert.deepEqual(errors, []);
  });
});

test("Drops by a click on an empty cell: at Chex's start the drawn piece is placed; with several pieces in hand the status says to pick one first", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "chex");
    const next = (await call(page, "hands()")).white[0].piece;
    await click(page, "a1");
    assert.deepEqual(await call(page, "history()"), [`${next}@a1`]);
    await open(page, url, "crazyhouse");
    await call(page, 'setPosition("rnbqkbnr/ppp2ppp/8/8/8/8/PPP2PPP/RNBQKBNR[NPnp] w KQkq - 0 5")');
    await click(page, "e4");
    assert.deepEqual(await call(page, "history()"), []);
    assert.match(await page.textContent(`${BOARD} .fairyboard-status`), /pick it in hand first/);
    assert.deepEqual(errors, []);
  });
});

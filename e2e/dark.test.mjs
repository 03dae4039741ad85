// Dark chess in the playground: each player sees only their own view. An unseen piece is neither drawn
// (the canvas shows fog on its square, by pixels) nor exposed by the page (the handle's pieces(), fen(),
// history, the board's data attributes and the page's text); two people at one screen get a hand-over
// screen between turns; the opponent's moves are not shown.
// Run: bash scripts/build-wasm.sh && node --test e2e/dark.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

const BOARD = "#board";
// src/render/states.rs FOG: the colour of a cell the viewer does not see.
const FOG = [58, 60, 70, 255];

async function open(page, url, query) {
  await page.goto(`${url}index.html?${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.fairyboard && document.querySelector(sel).dataset.drawn, BOARD);
}

async function click(page, sq) {
  const box = await page.locator(`${BOARD} canvas`).boundingBox();
  const c = await page.evaluate(([s, q]) => document.querySelector(s).fairyboard.squareCenter(q), [BOARD, sq]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

const move = async (page, m) => {
  await click(page, m.slice(0, 2));
  await click(page, m.slice(2, 4));
};

const call = (page, expr) => page.evaluate(([s, e]) => new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard), [BOARD, expr]);

/** RGBA of the canvas pixel at a square's centre (device pixels). */
const centrePixel = (page, square) =>
  page.evaluate(
    ([s, sq]) => {
      const fb = document.querySelector(s).fairyboard;
      const k = fb.canvas.width / fb.canvas.clientWidth;
      const c = fb.squareCenter(sq);
      return [...fb.canvas.getContext("2d").getImageData(Math.floor(c.x * k), Math.floor(c.y * k), 1, 1).data];
    },
    [BOARD, square],
  );

/** Everything the page shows or keeps about the board, as one string. */
const pageState = (page) =>
  page.evaluate((s) => {
    const el = document.querySelector(s);
    const data = [...document.querySelectorAll("*")].flatMap((e) => Object.values(e.dataset ?? {}));
    const fields = [...document.querySelectorAll("input, textarea")].map((e) => e.value);
    return [document.body.innerText, ...data, ...fields, JSON.stringify(el.fairyboard.pieces()), el.fairyboard.fen()].join("\n");
  }, BOARD);

test("dark chess: each side sees only its view; unseen pieces are neither drawn nor exposed; hand-over between turns", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=darkchess");
    assert.equal(await call(page, "viewer()"), "white");
    // White's view of the start: its 16 pieces, Black's hidden.
    const pieces = await call(page, "pieces()");
    assert.equal(pieces.length, 16);
    assert.ok(pieces.every((p) => p.piece === p.piece.toUpperCase()));
    assert.equal(await call(page, "fen()"), "8/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1");
    assert.doesNotMatch(await pageState(page), /rnbqkbnr|pppppppp/);
    // By pixels: the black pawn's e7 and the empty e5 are fog; the seen e4 and e2 are not.
    assert.deepEqual(await centrePixel(page, "e7"), FOG);
    assert.deepEqual(await centrePixel(page, "e5"), FOG);
    assert.notDeepEqual(await centrePixel(page, "e4"), FOG);
    assert.notDeepEqual(await centrePixel(page, "e2"), FOG);

    await move(page, "e2e4");
    // The hand-over screen: no piece of either side until Black asks for the board.
    assert.ok(await page.isVisible(".fairyboard-cover"));
    assert.deepEqual(await call(page, "pieces()"), []);
    assert.deepEqual(await centrePixel(page, "e1"), FOG.slice(0, 3).concat(255));
    await page.click(".fairyboard-cover button");
    assert.equal(await page.isVisible(".fairyboard-cover"), false);
    assert.equal(await call(page, "viewer()"), "black");
    // Black's own side at the bottom, as White's was.
    assert.ok((await call(page, "squareCenter('e7').y")) > (await call(page, "squareCenter('e2').y")), "Black's view turned round");
    // Black sees its pieces only (the white pawn on e4 is out of its sight), and not White's move.
    assert.ok((await call(page, "pieces()")).every((p) => p.piece === p.piece.toLowerCase()));
    assert.deepEqual(await call(page, "historyTurns().map((t) => t.moves)"), [["?"]]);
    // The move list marks the hidden move as hidden, not "?" (a dubious move's mark).
    assert.equal((await page.textContent("#moves li span")).trim(), "•••");
    assert.equal(await page.getAttribute("#moves li span .mv", "title"), "a move you do not see");
    assert.doesNotMatch(await pageState(page), /e2e4|RNBQKBNR|PPPP/);
    assert.match(await page.textContent("#game-status"), /^Black to move/);
    assert.deepEqual(await centrePixel(page, "e4"), FOG);

    // Black's d5: White's e4 pawn can take it, so White sees it — and nothing else of Black's.
    await move(page, "d7d5");
    await page.click(".fairyboard-cover button");
    const seen = (await call(page, "pieces()")).filter((p) => p.piece === p.piece.toLowerCase());
    assert.deepEqual(seen, [{ square: "d5", piece: "p" }]);
    assert.notDeepEqual(await centrePixel(page, "d5"), FOG);
    assert.deepEqual(await centrePixel(page, "d7"), FOG);
    assert.deepEqual(await call(page, "historyTurns().map((t) => t.moves)"), [["e2e4"], ["?"]]);
    // The capture takes the king in the end: no check exists, the king may be attacked.
    await move(page, "e4d5");
    assert.deepEqual(errors, []);
  });
});

test("dark chess at one screen: the mover may take back a move behind the hand-over screen; the next player may not take back the other's hidden move", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=darkchess");
    assert.equal(await page.isDisabled("#undo"), true, "nothing to take back at the start");
    await move(page, "e2e4");
    // Behind the hand-over screen White may still take its own move back, and its board comes back.
    assert.equal(await call(page, "canUndo()"), true);
    await page.click("#undo");
    assert.deepEqual(await call(page, "historyTurns()"), []);
    assert.equal(await page.isVisible(".fairyboard-cover"), false, "White's own board again");
    assert.equal(await call(page, "canUndo()"), false);
    await move(page, "e2e4");
    await page.click(".fairyboard-cover button");
    await move(page, "d7d5");
    // Behind the screen Black may take back d5, but not White's e4 before it.
    await page.click("#undo");
    assert.equal((await call(page, "historyTurns()")).length, 1);
    assert.equal(await call(page, "viewer()"), "black");
    assert.equal(await call(page, "canUndo()"), false, "White's hidden e4 is not Black's to take back");
    await move(page, "d7d5");
    await page.click(".fairyboard-cover button");
    // White now holds the board: Black's hidden d5 is not White's to take back.
    assert.equal(await call(page, "viewer()"), "white");
    assert.equal(await call(page, "canUndo()"), false);
    assert.equal(await page.isDisabled("#undo"), true);
    await page.keyboard.press("Control+z");
    assert.equal(await call(page, "undo()"), undefined);
    assert.equal((await call(page, "historyTurns()")).length, 2, "both moves stand");
    assert.match(await page.textContent("#board .fairyboard-status"), /Black's move is hidden: only Black may take it back/);
    assert.equal(await page.isVisible(".fairyboard-cover"), false, "the board stays White's");
    assert.deepEqual(errors, []);
  });
});

test("dark chess against the computer: it answers from its own view, the board stays on the person's view", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=darkchess");
    await page.selectOption("#opp-side", "black");
    await page.selectOption("#opp-level", "2");
    assert.equal(await call(page, "viewer()"), "white");
    for (let i = 0; i < 3; i++) {
      const mine = (await call(page, "legalMoves()")).find((m) => /^[a-h]2[a-h][34]$/.test(m)) ?? (await call(page, "legalMoves()"))[0];
      await call(page, `play(${JSON.stringify(mine)})`);
      // No hand-over screen against the computer; it moves, and White's view is all the page holds.
      await page.waitForFunction((s) => document.querySelector(s).fairyboard.turn() === "white" || document.querySelector(s).fairyboard.outcome(), BOARD, { timeout: 15000 });
      if (await call(page, "outcome()")) break;
      assert.equal(await call(page, "viewer()"), "white");
      assert.equal(await page.locator(".fairyboard-cover").count(), 0);
      const history = await call(page, "history()");
      assert.equal(history.length, 2 * (i + 1));
      assert.ok(history.filter((_, k) => k % 2 === 1).every((m) => m === "?"), JSON.stringify(history));
      assert.match(await page.textContent("#opp-status"), /^Computer has moved \(depth \d+/);
    }
    // The page holds White's view only: no black piece on a cell White does not see, and the
    // computer's moves are nowhere in its text or data.
    const visible = new Set(await page.evaluate((s) => document.querySelector(s).fairyboard.pieces().map((p) => p.square), BOARD));
    const black = await page.evaluate((s) => document.querySelector(s).fairyboard.pieces().filter((p) => p.piece === p.piece.toLowerCase()), BOARD);
    assert.ok(visible.size > 0 && black.length < 16, `${black.length} black pieces shown`);
    const state = await pageState(page);
    assert.doesNotMatch(state, /Computer played/);
    // The computer playing White: the person's view is Black's, drawn from Black's side.
    assert.ok((await call(page, "squareCenter('e7').y")) < (await call(page, "squareCenter('e2').y")), "White's view from White's side");
    await page.selectOption("#opp-side", "white");
    await page.click("#new");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 1, BOARD, { timeout: 15000 });
    assert.equal(await call(page, "viewer()"), "black");
    assert.ok((await call(page, "squareCenter('e7').y")) > (await call(page, "squareCenter('e2').y")), "Black's view turned round");
    assert.deepEqual(errors, []);
  });
});

test("dark chess at its end: the whole board, every move and the record show; the last mover's side stays at the bottom; a take-back hides again", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=darkchess");
    for (const m of ["e2e4", "f7f6", "d1h5", "g7g5", "h5e8"]) {
      await move(page, m);
      if (await page.isVisible(".fairyboard-cover")) await page.click(".fairyboard-cover button");
    }
    assert.deepEqual(await call(page, "outcome()"), { winner: "white", reason: "goal" });
    assert.equal(await page.isVisible(".fairyboard-cover"), false, "no hand-over screen after the end");
    assert.equal(await call(page, "viewer()"), null);
    assert.equal(await call(page, "fen()"), "rnbqQbnr/ppppp2p/5p2/6p1/4P3/8/PPPP1PPP/RNB1KBNR b KQ - 0 3");
    assert.equal((await call(page, "pieces()")).length, 31);
    assert.deepEqual(await call(page, "history()"), ["e2e4", "f7f6", "d1h5", "g7g5", "h5e8"]);
    // No fog: Black's b8 knight, unseen by White during the game, is drawn on a board's own colour.
    assert.notDeepEqual(await centrePixel(page, "a8"), FOG);
    assert.ok(await call(page, "notations().includes('san')"));
    const options = () => page.evaluate(() => [...document.querySelector("#notation").options].map((o) => o.value));
    assert.deepEqual(await options(), ["san", "coordinates"], "the move list offers SAN");
    assert.match(await call(page, "pgn()"), /1\. e4 f6 2\. Qh5 g5 3\. Qxe8#? 1-0/);
    assert.match(await page.textContent("#board .fairyboard-status"), /White: h5e8\. White wins/);
    // White ended it, at the screen: White's side at the bottom.
    assert.ok((await call(page, "squareCenter('e7').y")) < (await call(page, "squareCenter('e2').y")));
    // Taking the last move back: the game goes on, hidden again (Black's pieces out of White's sight).
    await page.click("#undo");
    assert.equal(await call(page, "outcome()"), null);
    assert.ok(await call(page, "viewer()"));
    assert.ok((await call(page, "pieces()")).length < 32);
    assert.deepEqual(await options(), ["coordinates"]);
    assert.deepEqual(errors, []);
  });
});

test("dark chess: a hint gives no score (the search sees one side's view only; a reviewer saw +43 at the start)", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=darkchess");
    await page.click("#opp-hint");
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    assert.match(await page.textContent("#opp-status"), /^Hint: \S+, \? \(depth \d+/);
    assert.deepEqual(errors, []);
  });
});

// Double-move chess in the playground: the status line names the move of the turn ("move 2 of 2"), two
// clicks per move and two moves per turn, the king is captured to win, undo steps back inside a turn, and
// the computer answers with a whole turn. Turn parts come from the engine (handle.turnInfo()).
// Run: bash scripts/build-wasm.sh && node --test e2e/turns.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

const BOARD = "#board";

async function open(page, url, query) {
  await page.goto(`${url}index.html?${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.fairyboard && document.querySelector(sel).dataset.drawn, BOARD);
}

async function move(page, m) {
  for (const sq of [m.slice(0, 2), m.slice(2, 4)]) {
    const box = await page.locator(`${BOARD} canvas[role=application]`).boundingBox();
    const c = await page.evaluate(([s, q]) => document.querySelector(s).fairyboard.squareCenter(q), [BOARD, sq]);
    await page.mouse.click(box.x + c.x, box.y + c.y);
  }
}

async function click(page, sq) {
  const box = await page.locator(`${BOARD} canvas[role=application]`).boundingBox();
  const c = await page.evaluate(([s, q]) => document.querySelector(s).fairyboard.squareCenter(q), [BOARD, sq]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

const call = (page, expr) => page.evaluate(([s, e]) => new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard), [BOARD, expr]);
const status = (page) => page.textContent("#game-status");

test("double-move chess: two moves a turn, shown and played by clicks; the king is captured", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=doublemove");
    assert.deepEqual(await call(page, "turnInfo()"), { side: "white", part: 1, parts: 1 });
    assert.match(await status(page), /^White to move\.$/);
    await move(page, "e2e4");
    assert.deepEqual(await call(page, "turnInfo()"), { side: "black", part: 1, parts: 2 });
    assert.match(await status(page), /^Black to move \(move 1 of 2\)\.$/);
    await move(page, "e7e5");
    assert.deepEqual(await call(page, "turnInfo()"), { side: "black", part: 2, parts: 2 });
    assert.match(await status(page), /^Black to move \(move 2 of 2\)\.$/);
    assert.match(await call(page, "fen()"), / b KQkq - 0 1 part:2$/);
    // Undo inside the turn, then the same move again.
    await call(page, "undo()");
    assert.deepEqual(await call(page, "turnInfo()"), { side: "black", part: 1, parts: 2 });
    await move(page, "e7e5");
    await move(page, "d8h4");
    // White: f2f3?? then the queen takes the king, which is not royal: no check, the capture wins.
    await move(page, "f2f3");
    await move(page, "a2a3");
    await move(page, "h4e1");
    const o = await call(page, "outcome()");
    assert.equal(o.winner, "black");
    assert.match(await status(page), /Black wins/);
    assert.deepEqual(await call(page, "history()"), ["e2e4", "e7e5", "d8h4", "f2f3", "a2a3", "h4e1"]);
    // The move list writes turns as players do: a line per round, each turn's moves together.
    const lines = await page.$$eval("#moves li", (lis) => lis.map((li) => [...li.querySelectorAll("span")].map((s) => s.textContent)));
    assert.deepEqual(lines, [["e4", "e5 Qh4"], ["f3 a3", "Qxe1#"]]);
    assert.deepEqual(errors, []);
  });
});

test("double-move chess: the computer plays its whole turn of two moves", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=doublemove");
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await call(page, 'play("e2e4")');
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 3, BOARD, { timeout: 30000 });
    assert.deepEqual(await call(page, "turnInfo()"), { side: "white", part: 1, parts: 2 });
    assert.deepEqual(errors, []);
  });
});

test("progressive chess: a check ends the series, the opponent gets the full next one; en passant by clicks", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=progressive");
    await move(page, "e2e4");
    await move(page, "e7e5");
    await move(page, "d7d6");
    assert.deepEqual(await call(page, "turnInfo()"), { side: "white", part: 1, parts: 3 });
    assert.match(await status(page), /^White to move \(move 1 of 3\)\.$/);
    // Bb5+ on the first of three moves ends White's series: Black moves next, with 4 moves.
    await move(page, "f1b5");
    assert.deepEqual(await call(page, "turnInfo()"), { side: "black", part: 1, parts: 4 });
    assert.match(await status(page), /^Black to move \(move 1 of 4\)/);
    const lines = await page.$$eval("#moves li", (lis) => lis.map((li) => [...li.querySelectorAll("span")].map((s) => s.textContent)));
    assert.deepEqual(lines, [["e4", "e5 d6"], ["Bb5+"]]);
    // Black's series double-stepped the d and f pawns: both are open to White's first move (article 003's
    // diagram), and only to it.
    await call(page, 'setPosition("rnbqkbnr/4p1pp/1pp5/p2pPp2/3P4/7P/PPP2PP1/RNBQKBNR w KQkq d6,f6 0 3 part:1")');
    assert.deepEqual((await call(page, 'actions("e5").map((a) => a.move)')).sort(), ["e5d6", "e5e6", "e5f6"]);
    await move(page, "e5f6");
    assert.match(await call(page, "fen()"), /^rnbqkbnr\/4p1pp\/1pp2P2\/p2p4\//);
    assert.deepEqual(await call(page, "turnInfo()"), { side: "white", part: 2, parts: 5 });
    await call(page, "undo()");
    await move(page, "a2a3");
    assert.deepEqual((await call(page, 'actions("e5").map((a) => a.move)')).sort(), ["e5e6"]);
    assert.deepEqual(errors, []);
  });
});

test("avalanche chess: a move, then a push of an enemy pawn by clicks; the owner chooses a pushed pawn's promotion", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "variant=avalanche");
    await move(page, "e2e4");
    assert.deepEqual(await call(page, "turnInfo()"), { side: "white", part: 2, parts: 2, task: "push an enemy pawn" });
    assert.match(await status(page), /^White to move \(move 2 of 2\): push an enemy pawn\.$/);
    // The push: White clicks a black pawn and the square ahead of it (toward White).
    await move(page, "d7d6");
    assert.deepEqual(await call(page, "turnInfo()"), { side: "black", part: 1, parts: 2 });
    assert.match(await call(page, "fen()"), /^rnbqkbnr\/ppp1pppp\/3p4\/8\/4P3\//);
    // A black pawn pushed onto b1: Black's turn opens with its choice; a queen attacks e1 and wins.
    await call(page, 'setPosition("4k3/7p/8/8/8/8/1p6/4K3 w - - 0 1 part:2")');
    await move(page, "b2b1");
    assert.match(await status(page), /Black to move \(move 1 of 2\): promote the pawn on b1\./);
    // Its only moves end where it stands: one click on it opens the choice.
    await click(page, "b1");
    await page.waitForSelector(`${BOARD} .fairyboard-chooser`);
    const offered = await page.$$eval(`${BOARD} .fairyboard-chooser button[data-move]`, (bs) => bs.map((b) => b.dataset.move).sort());
    assert.deepEqual(offered, ["b1b1b", "b1b1n", "b1b1q", "b1b1r"]);
    await page.click(`${BOARD} .fairyboard-chooser button[data-move="b1b1q"]`);
    assert.deepEqual(await call(page, "outcome()"), { winner: "black", reason: "goal" });
    assert.deepEqual(errors, []);
  });
});

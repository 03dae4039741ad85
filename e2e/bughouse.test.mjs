// The bughouse page: two boards of one engine match. A capture on board A appears at once in the partner's
// hand on board B (Black on B partners White on A) and is dropped there by clicks; a move on either board
// leaves the other's turn alone; the match's take-back returns the piece; a mate on B ends both boards.
// Run: bash scripts/build-wasm.sh && node --test e2e/bughouse.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, selectShortBy, clickSquare } from "./helpers.mjs";

/** A real click on square `sq` of board 0 or 1. */
const click = (page, board, sq) => clickSquare(page, sq, `#board-${board}`);

async function open(page, url) {
  await page.goto(`${url}bughouse.html`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
}

const move = async (page, board, m) => {
  await click(page, board, m.slice(0, 2));
  await click(page, board, m.slice(2, 4));
};

const call = (page, board, expr) =>
  page.evaluate(([s, e]) => new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard), [`#board-${board}`, expr]);

test("bughouse: a capture on board A goes to the partner's hand on board B and is dropped there by clicks", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    assert.match(await page.textContent("#match-status"), /^Board A: White to move · Board B: White to move\.$/);
    await move(page, "a", "e2e4");
    await move(page, "a", "d7d5");
    await move(page, "a", "e4d5");
    // White on A took a pawn: Black on B holds it; board A's own hands stay empty.
    assert.deepEqual(await call(page, "b", "hands().black"), [{ piece: "p", count: 1 }]);
    assert.deepEqual(await call(page, "a", "hands()"), { white: [], black: [] });
    assert.ok(await page.isVisible('#board-b .fairyboard-hand-piece[data-piece="p"]'));
    // Board B's turn is its own: White moves there first, then Black drops the pawn by clicks.
    await move(page, "b", "g1f3");
    await page.click('#board-b .fairyboard-hand-piece[data-piece="p"]');
    await click(page, "b", "e5");
    assert.equal(await call(page, "b", 'pieces().find((p) => p.square === "e5")?.piece'), "p");
    assert.deepEqual(await call(page, "b", "hands().black"), []);
    const log = await page.$$eval("#match-moves li", (lis) => lis.map((li) => li.textContent));
    assert.deepEqual(log, ["1A. e4", "1a. d5", "2A. exd5 (to the partner: p)", "1B. Nf3", "1b. P@e5"]);
    // The match's take-back: the drop, the knight, then the capture with its hand-over.
    for (let i = 0; i < 3; i++) await page.click("#undo-match");
    assert.deepEqual(await call(page, "b", "hands().black"), []);
    assert.match(await call(page, "a", "fen()"), /^rnbqkbnr\/ppp1pppp\/8\/3p4\/4P3\//);
    assert.deepEqual(errors, []);
  });
});

test("bughouse: a mate on board B ends the match on both boards", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    for (const m of ["f2f3", "e7e5", "g2g4", "d8h4"]) await move(page, "b", m);
    assert.match(await page.textContent("#match-status"), /^Team 1 \(White on A with Black on B\) wins\. Board B: Black wins — checkmate/);
    // Board A has ended too: White (the partner of the mating Black) has won there, and no move is offered.
    assert.equal((await call(page, "a", "outcome()")).winner, "white");
    assert.deepEqual(await call(page, "a", "actions()"), []);
    assert.deepEqual(errors, []);
  });
});

test("bughouse: the computer takes a seat; a partner's gift makes it think again from the new position", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    // The computer plays Black on board B (the partner of White on A), at level 1.
    await page.selectOption("#computer-b-level", "1");
    await page.selectOption("#computer-b-side", "black");
    assert.equal(await call(page, "b", "historyReplays()"), false);
    await move(page, "b", "e2e4");
    await page.waitForFunction(() => document.querySelector("#board-b").fairyboard.history().length === 2, null, { timeout: 30000 });
    // White on A captures: the pawn reaches the computer's hand on B; it searches with it.
    await move(page, "a", "e2e4");
    await move(page, "a", "d7d5");
    await move(page, "a", "e4d5");
    assert.deepEqual(await call(page, "b", "hands().black"), [{ piece: "p", count: 1 }]);
    await move(page, "b", "g1f3");
    await page.waitForFunction(() => document.querySelector("#board-b").fairyboard.history().length === 4, null, { timeout: 30000 });
    assert.equal(await call(page, "b", "turn()"), "white");
    assert.deepEqual(errors, []);
  });
});

test("bughouse: each seat has its own clock, and a seat's flag fall ends the match on both boards", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    await page.selectOption("#match-clock", "1+0");
    await page.waitForSelector("#clock-a-top:not([hidden])");
    const seats = await page.$$eval(".clock", (els) => els.map((e) => `${e.id} ${e.dataset.seat} ${e.textContent}`));
    assert.deepEqual(seats, [
      "clock-a-top A black Black 1:00",
      "clock-a-bottom A white White 1:00",
      "clock-b-top B white White 1:00",
      "clock-b-bottom B black Black 1:00",
    ]);
    // Short clocks through the handle (3 s a seat: long enough for the two moves below to be
    // played before a flag falls on a loaded machine); White on A moves, Black on A's time runs.
    for (const b of ["a", "b"]) await call(page, b, 'setClock("0.05+0")');
    await move(page, "a", "e2e4");
    await move(page, "b", "d2d4");
    await page.waitForSelector("#clock-a-top.running", { timeout: 2000 });
    assert.doesNotMatch(await page.getAttribute("#clock-a-bottom", "class"), /\brunning\b/);
    await page.waitForFunction(() => document.querySelector("#board-a").fairyboard.outcome(), null, { timeout: 10000 });
    // Black on A lost on time: its team (with White on B) loses, on both boards.
    assert.match(await page.textContent("#match-status"), /^Team 1 \(White on A with Black on B\) wins\. Board A: White wins — time forfeit \(a flag fell\)\.$/);
    assert.deepEqual(await call(page, "a", "outcome()"), { winner: "white", reason: "timeout" });
    assert.deepEqual(await call(page, "b", "outcome()"), { winner: "black", reason: "timeout" });
    assert.deepEqual(await call(page, "b", "legalMoves()"), []);
    // Board B's clock stopped with the match; the flag cannot be taken back.
    const before = await call(page, "b", "clockTimes().black");
    await page.waitForTimeout(400);
    assert.equal(await call(page, "b", "clockTimes().black"), before);
    await page.click("#undo-match");
    assert.deepEqual(await call(page, "a", "outcome()"), { winner: "white", reason: "timeout" });
    assert.deepEqual(errors, []);
  });
});

test("bughouse: the computer can hold all four seats; the match's log grows on both boards", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    for (const x of ["a", "b"]) {
      await page.selectOption(`#computer-${x}-level`, "1");
      await page.selectOption(`#computer-${x}-side`, "both");
    }
    await page.waitForFunction(
      () => {
        const n = (s) => document.querySelector(s).fairyboard.history().length;
        return (n("#board-a") >= 4 && n("#board-b") >= 4) || document.querySelector("#board-a").fairyboard.outcome();
      },
      null,
      { timeout: 60000 },
    );
    for (const x of ["a", "b"]) await page.selectOption(`#computer-${x}-side`, "");
    const log = await page.$$eval("#match-moves li", (lis) => lis.map((li) => li.textContent));
    assert.ok(log.filter((l) => /^\d+[Aa]\. /.test(l)).length >= 4 && log.filter((l) => /^\d+[Bb]\. /.test(l)).length >= 4, log.join(", "));
    assert.deepEqual(errors, []);
  });
});

test("bughouse: the match comes back on reload (moves on both boards, hands, clock choice, a fallen flag); a corrupt save gives a note and a new match", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    // Loading writes nothing until the match changes.
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), []);
    for (const m of ["e2e4", "d7d5", "e4d5"]) await move(page, "a", m);
    await move(page, "b", "g1f3");
    await page.click('#board-b .fairyboard-hand-piece[data-piece="p"]');
    await click(page, "b", "e5");
    const before = { a: await call(page, "a", "fen()"), b: await call(page, "b", "fen()"), log: await page.$$eval("#match-moves li", (lis) => lis.map((li) => li.textContent)) };
    await page.reload();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.deepEqual(
      { a: await call(page, "a", "fen()"), b: await call(page, "b", "fen()"), log: await page.$$eval("#match-moves li", (lis) => lis.map((li) => li.textContent)) },
      before,
    );
    assert.deepEqual(before.log, ["1A. e4", "1a. d5", "2A. exd5 (to the partner: p)", "1B. Nf3", "1b. P@e5"]);
    // The match's take-back after the reload takes back the drop, and that is kept too.
    await page.click("#undo-match");
    await page.reload();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.deepEqual(await call(page, "b", "hands().black"), [{ piece: "p", count: 1 }]);
    assert.equal(await page.$$eval("#match-moves li", (lis) => lis.length), 4);

    // A clocked match whose flag fell comes back with the clock choice and ended the same way.
    await page.selectOption("#match-clock", "1+0");
    await page.waitForFunction(() => document.querySelectorAll("#match-moves li").length === 0);
    for (const b of ["a", "b"]) await call(page, b, 'setClock("0.05+0")');
    await move(page, "a", "e2e4");
    await page.waitForFunction(() => document.querySelector("#board-a").fairyboard.outcome(), null, { timeout: 10000 });
    const ended = await page.textContent("#match-status");
    assert.match(ended, /time forfeit/);
    await page.reload();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.equal(await page.inputValue("#match-clock"), "1+0");
    assert.equal(await page.textContent("#match-status"), ended);
    assert.deepEqual(await call(page, "b", "outcome()"), { winner: "black", reason: "timeout" });

    // A save that does not replay, or is not the page's form: a note, a new match, the save forgotten.
    const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith("fairyboard:bughouse:")));
    for (const bad of [JSON.stringify({ v: 1, clock: "", moves: [[0, "e2e5"]], flag: null }), "{not json", JSON.stringify({ v: 1, clock: "<b>", moves: [] })]) {
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, bad]);
      await page.reload();
      await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
      assert.match(await page.textContent("#match-note"), /^The saved game could not be restored \(/);
      assert.equal(await page.isVisible("#match-note"), true);
      assert.equal(await page.$$eval("#match-moves li", (lis) => lis.length), 0);
      assert.equal(await call(page, "a", "history().length"), 0);
      assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), null);
    }
    // A new match clears the note.
    await page.click("#new-match");
    assert.equal(await page.isVisible("#match-note"), false);
    assert.deepEqual(errors, []);
  });
});

test("bughouse: the page speaks the language of its link (?lang=hu); a board says its moves in SAN and forgets one the match takes back", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}bughouse.html?lang=hu`);
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.equal(await page.getAttribute("html", "lang"), "hu");
    assert.equal((await page.textContent("#new-match")).trim(), "Új mérkőzés");
    assert.match(await page.textContent("#match-status"), /^A-tábla: Világos következik · B-tábla: Világos következik\.$/);
    await move(page, "a", "e2e4");
    await move(page, "a", "d7d5");
    await move(page, "a", "e4d5");
    const status = (b) => page.textContent(`#board-${b} .fairyboard-status`);
    assert.match(await status("a"), /^Világos: exd5\./);
    await page.click("#undo-match");
    assert.deepEqual(await call(page, "a", "history()"), ["e2e4", "d7d5"]);
    assert.doesNotMatch(await status("a"), /exd5/);
    assert.match(await status("a"), /^Világos következik/);
    assert.deepEqual(await page.$$eval("#match-moves li", (lis) => lis.map((li) => li.textContent)), ["1A. e4", "1a. d5"]);
    // Black's capture hands a white pawn to its partner, White on B: written in White's case.
    await move(page, "a", "e4d5");
    await move(page, "a", "d8d5");
    const log = await page.$$eval("#match-moves li", (lis) => lis.map((li) => li.textContent));
    // In the page's piece letters, as the boards write them (Hungarian V for the queen).
    assert.deepEqual(log.slice(2), ["2A. exd5 (a társnak: p)", "2a. Vxd5 (a társnak: P)"]);
    assert.deepEqual(errors, []);
  });
});

test("bughouse: each board's computer row shows its choices whole (the level was cut at '4 (3 plies,')", async () => {
  await withPage(async ({ page, url, errors }) => {
    for (const lang of ["en", "ru"]) {
      await page.goto(`${url}bughouse.html?lang=${lang}`);
      await page.waitForSelector("#board-a[data-drawn]");
      for (const x of ["a", "b"]) {
        for (const id of [`#computer-${x}-level`, `#computer-${x}-side`]) {
          const short = await selectShortBy(page, id);
          assert.ok(short <= 0.5, `${lang} ${id}: cut by ${short} px`);
        }
      }
    }
    assert.deepEqual(errors, []);
  });
});

test("bughouse: a board's own undo takes back only the match's last move; on the other board it says why (it did nothing silently)", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    await move(page, "a", "e2e4");
    await move(page, "b", "d2d4");
    assert.equal(await call(page, "a", "canUndo()"), false);
    assert.equal(await call(page, "b", "canUndo()"), true);
    assert.equal(await call(page, "a", "undo()"), undefined);
    assert.match(await page.textContent("#board-a .fairyboard-status"), /The last move was played on the other board/);
    assert.deepEqual(await call(page, "a", "history()"), ["e2e4"]);
    assert.equal(await call(page, "b", "undo()"), "d2d4");
    assert.equal(await call(page, "a", "canUndo()"), true);
    assert.equal(await call(page, "a", "undo()"), "e2e4");
    assert.deepEqual(errors, []);
  });
});

test("bughouse: a reload keeps each seat's clock time (it did refill them); the clocks wait, paused, until a move starts both boards", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    await page.selectOption("#match-clock", "1+0");
    await page.waitForSelector("#clock-a-top:not([hidden])");
    await move(page, "a", "e2e4");
    await move(page, "b", "d2d4");
    // Black's clocks run on both boards for a while.
    await page.waitForFunction(() => ["a", "b"].every((x) => document.querySelector(`#board-${x}`).fairyboard.clockTimes().black < 59000), null, { timeout: 10000 });
    await page.reload();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    const times = { a: await call(page, "a", "clockTimes()"), b: await call(page, "b", "clockTimes()") };
    for (const x of ["a", "b"]) {
      assert.ok(times[x].black < 59000, `${x}: ${JSON.stringify(times[x])}`);
      assert.equal(times[x].white, 60000);
      assert.equal(await call(page, x, "clockPaused()"), true);
      assert.equal(await call(page, x, "clockRunning()"), null);
    }
    assert.match(await page.textContent("#clock-a-top"), /^Black 0:5\d$/);
    // Paused: no time runs.
    await page.waitForTimeout(400);
    assert.deepEqual(await call(page, "a", "clockTimes()"), times.a);
    // Black's move on A starts A's White clock and B's Black clock again.
    await move(page, "a", "e7e5");
    assert.equal(await call(page, "a", "clockRunning()"), "white");
    assert.equal(await call(page, "b", "clockRunning()"), "black");
    assert.equal(await call(page, "b", "clockPaused()"), false);
    await page.waitForFunction((t) => document.querySelector("#board-b").fairyboard.clockTimes().black < t - 200, times.b.black, { timeout: 5000 });
    // Bad kept times (written from another page: leaving this one keeps the running clocks' times):
    // a note and a new match.
    const key = await page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith("fairyboard:bughouse:")));
    await page.goto(`${url}embed.html`);
    await page.evaluate((k) => {
      const save = JSON.parse(localStorage.getItem(k));
      save.times = [{ white: -5, black: "x" }, null];
      localStorage.setItem(k, JSON.stringify(save));
    }, key);
    await page.goto(`${url}bughouse.html`);
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.equal(await page.textContent("#match-note"), "The saved game could not be restored (the save holds bad clock times); a new game was started.");
    assert.equal(await call(page, "a", "history().length"), 0);
    assert.deepEqual(errors, []);
  });
});

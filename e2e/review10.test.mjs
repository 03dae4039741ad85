// Findings left from the twelfth session's reviews, mended in the thirteenth (2026-12-05): what the
// status line says while the person looks back through a game against the computer, and a
// take-back of a turn of several moves; and a new-user review of embedding and records (data-arrows'
// forms, a plain SFEN in data-fen, API calls that must refuse bad input). Each test fails before its
// fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review10.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground, clickSquare, servePage, allDrawn, LOADER_PAGE } from "./helpers.mjs";

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);
const status = (page) => page.textContent("#board .fairyboard-status");

test("looking back to the computer's turn: the status says the computer waits for the game's end, and it does", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await clickSquare(page, "e2");
    await clickSquare(page, "e4");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 2, null, { timeout: 20000 });
    // One move back (the move list's ←, the focus outside the board): Black to move, the
    // computer's side.
    const back = async () => {
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press("ArrowLeft");
    };
    await back();
    assert.equal((await call(page, "history()")).length, 1);
    await clickSquare(page, "e7");
    assert.match(await status(page), /^Black's move: the computer plays it once you return to the game's last position\./);
    await page.waitForTimeout(1500);
    assert.equal((await call(page, "history()")).length, 1, "the computer waits while the person looks back");
    // Back at the end, the person's turn: nothing is said of the computer; looking back again, in
    // Russian.
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press("ArrowRight");
    assert.equal((await call(page, "history()")).length, 2);
    await clickSquare(page, "d7");
    assert.match(await status(page), /White to move\.$/);
    await call(page, 'setLang("ru")');
    await back();
    await clickSquare(page, "e7");
    assert.match(await status(page), /компьютер сходит, когда вы вернётесь к последней позиции партии\./);
    assert.deepEqual(errors, []);
  });
});

test("a take-back of a turn of several moves names each move", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Progressive chess against the computer: the person's one move, the computer's two, then
    // Undo takes back all three.
    await openPlayground(page, url, "?variant=progressive");
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await call(page, 'play("e2e4")');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 3, null, { timeout: 20000 });
    const [e4, first, second] = await call(page, "historyWritten()");
    await page.click("#undo");
    assert.equal((await call(page, "history()")).length, 0);
    assert.ok((await status(page)).startsWith(`Took back ${e4}, ${first} and ${second}.`), await status(page));
    assert.deepEqual(errors, []);
  });
});

/** A page of boards (the loader and `boards`' HTML), opened; resolves when every board is drawn
 *  or shows its error. */
async function boardsPage(page, url, boards) {
  const pageUrl = await servePage(page, url, "review10-boards.html", `${LOADER_PAGE}\n${boards}`);
  await page.goto(pageUrl);
  await page.waitForFunction(allDrawn, null, { timeout: 20000 });
}

test("data-arrows takes a square (circled), a drop, shogi's own squares and USI moves with their +, as the README says", async () => {
  await withPage(async ({ page, url, errors }) => {
    await boardsPage(
      page,
      url,
      `<div id="a" data-fairyboard data-variant="chess" data-mode="static" data-arrows="e5 e2e4"></div>
       <div id="b" data-fairyboard data-variant="crazyhouse" data-mode="static" data-arrows="P@e5"></div>
       <div id="c" data-fairyboard data-variant="shogi" data-mode="static" data-arrows="P*5e 5e 7g7f 2h2f+"></div>
       <div id="d" data-fairyboard data-variant="chess" data-mode="static" data-arrows="e5 x9 hello"></div>`,
    );
    for (const id of ["a", "b", "c"]) assert.equal(await page.getAttribute(`#${id}`, "data-error"), null, id);
    const bad = await page.getAttribute("#d", "data-error");
    assert.match(bad, /2 bad arrows: bad arrow "x9": x9 is not a cell of the board; bad arrow "hello" \(a cell such as e5, or a move string such as e2e4\)/);
    // The circle on e5: its ring is the arrows' green, 0.4 of a cell from the centre; the centre
    // keeps the square's colour.
    const ring = await page.evaluate(() => {
      const el = document.querySelector("#a");
      const c = el.querySelector("canvas");
      const ctx = c.getContext("2d");
      const k = c.width / c.clientWidth;
      const h = el.fairyboard;
      const { x, y } = h.squareCenter("e5");
      const side = h.squareCenter("f5").x - x;
      const at = (px, py) => [...ctx.getImageData(Math.floor(px * k), Math.floor(py * k), 1, 1).data];
      return { edge: at(x + side * 0.4, y), centre: at(x, y) };
    });
    assert.ok(ring.edge[1] > ring.edge[0] + 30 && ring.edge[1] > ring.edge[2] + 30, `green ring: ${ring.edge}`);
    assert.ok(!(ring.centre[1] > ring.centre[0] + 30), `centre unmarked: ${ring.centre}`);
    assert.deepEqual(errors.filter((e) => !/bad arrow/.test(e)), []);
  });
});

test("a plain SFEN in data-fen reads as setPosition reads it; setClock, showHint and pgn refuse what would contradict the board", async () => {
  await withPage(async ({ page, url, errors }) => {
    await boardsPage(
      page,
      url,
      `<div id="s" data-fairyboard data-variant="shogi" data-fen="lnsgkgsnl/1r7/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL b Bb 5"></div>
       <div id="k" data-fairyboard data-variant="chess" data-mode="static" data-fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" data-select="g1" data-caption="Knight" data-expected="3"></div>
       <div id="g" data-fairyboard data-variant="chess"></div>`,
    );
    assert.equal(await page.getAttribute("#s", "data-error"), null);
    const hands = await page.evaluate(() => document.querySelector("#s").fairyboard.fen());
    assert.match(hands, /\[Bb\]/);
    // data-expected with data-select: the caption's count is checked there too.
    assert.match(await page.textContent("#k .fairyboard-status"), /g1: 2 moves \(caption says 3: mismatch\)/);
    const r = await page.evaluate(() => {
      const b = document.querySelector("#g").fairyboard;
      const tryIt = (f) => {
        try {
          f();
          return "ok";
        } catch (e) {
          return e.message;
        }
      };
      const out = {};
      out.badClock = tryIt(() => b.setClock("abc"));
      out.zeroClock = tryIt(() => b.setClock("0+0"));
      out.clocks = b.clockTimes();
      out.goodClock = tryIt(() => b.setClock("5+3"));
      out.hint = tryIt(() => b.showHint("a1a8"));
      out.goodHint = tryIt(() => b.showHint("e2e4"));
      for (const m of ["f2f3", "e7e5", "g2g4", "d8h4"]) b.play(m);
      out.fenTag = tryIt(() => b.pgn({ FEN: "8/8/8/8/8/8/8/8 w - - 0 1" }));
      out.badName = tryIt(() => b.pgn({ "Bad Tag": "v" }));
      out.wrongResult = tryIt(() => b.pgn({ Result: "1-0" }));
      out.record = b.pgn({ White: "Ann", Result: "0-1" });
      return out;
    });
    assert.match(r.badClock, /setClock: bad clock "abc"/);
    assert.match(r.zeroClock, /setClock: bad clock "0\+0" \(minutes\+increment, the minutes more than 0/);
    assert.equal(r.clocks, null, "a refused clock changes nothing");
    assert.equal(r.goodClock, "ok");
    assert.match(r.hint, /showHint: "a1a8" is not a legal move here/);
    assert.equal(r.goodHint, "ok");
    assert.match(r.fenTag, /FEN is written from the game itself/);
    assert.match(r.badName, /"Bad Tag" is not a PGN tag name/);
    assert.match(r.wrongResult, /Result "1-0" is not the game's \(0-1\)/);
    assert.match(r.record, /\[White "Ann"\]/);
    assert.match(r.record, /\[Result "0-1"\]/);
    assert.deepEqual(errors, []);
  });
});

test("a loaded record's Termination goes with the result its moves do not reach, also over a reload", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    const record = '[Event "Rated blitz"]\n[Result "1-0"]\n[Termination "Time forfeit"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n';
    await page.fill("#pgn", record);
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 4);
    await page.click("#pgn-copy");
    assert.match(await page.inputValue("#pgn"), /\[Result "1-0"\]\n\[Termination "Time forfeit"\]/);
    await page.reload();
    await page.waitForFunction(() => document.querySelector("#board")?.fairyboard?.history().length === 4);
    await page.click("#pgn-copy");
    assert.match(await page.inputValue("#pgn"), /\[Termination "Time forfeit"\]/);
    // A record whose moves end the game: the game's own result, no Termination of the record's.
    await page.fill("#pgn", '[Result "0-1"]\n[Termination "Normal"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n');
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 4);
    await page.click("#pgn-copy");
    const mated = await page.inputValue("#pgn");
    assert.ok(mated.includes('[Result "0-1"]') && !mated.includes("Termination"), mated);
    assert.deepEqual(errors, []);
  });
});

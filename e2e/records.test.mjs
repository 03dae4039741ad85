// Game records in the playground: the move list writes moves as players do (SAN: Nf3, exd5, O-O, =Q,
// +, #) with the result, or as coordinates; the PGN box exports the game with its tags and reads a
// pasted PGN back (variant, start position, moves, comments kept); a bad PGN changes nothing.
// Run: bash scripts/build-wasm.sh && node --test e2e/records.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

async function open(page, url, query = "") {
  // Each page opens fresh: no game saved by an earlier step is restored (e2e/keeping.test.mjs tests that).
  if (!page.fresh) await page.addInitScript(() => localStorage.clear());
  page.fresh = true;
  await page.goto(`${url}index.html${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
}

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);
const moveList = (page) => page.$$eval("#moves li", (lis) => lis.map((li) => [...li.querySelectorAll("span")].map((s) => s.textContent).join(" ")));

test("records: SAN in the move list with the result, coordinates as an option", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    assert.equal(await page.isVisible("#moves"), false, "no empty move box");
    for (const m of ["f2f3", "e7e5", "g2g4", "d8h4"]) await call(page, `play("${m}")`);
    assert.deepEqual(await moveList(page), ["f3 e5", "g4 Qh4#"]);
    assert.match(await page.textContent("#result"), /^0-1 · Black wins — checkmate\.$/);
    await page.selectOption("#notation", "coordinates");
    assert.deepEqual(await moveList(page), ["f2f3 e7e5", "g2g4 d8h4"]);
    assert.deepEqual(errors, []);
  });
});

test("records: PGN out and back in, with a set-up position, a variant and comments", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "?variant=crazyhouse");
    for (const m of ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5"]) await call(page, `play("${m}")`);
    await page.click("#pgn-copy");
    const pgn = await page.inputValue("#pgn");
    assert.match(pgn, /\[Variant "Crazyhouse"\]/);
    assert.match(pgn, /\[Result "\*"\]/);
    assert.match(pgn, /1\. e4 d5 2\. exd5 Qxd5 3\. Nc3 Qa5 \*/);
    // A pasted PGN from elsewhere: lichess's tags and clock comments, a NAG and a side line.
    const pasted = `[Event "Rated Crazyhouse game"]\n[Site "https://lichess.org/abcdefgh"]\n[Variant "Crazyhouse"]\n[Result "*"]\n\n1. e4 { [%clk 0:03:00] } 1... d5 2. exd5 $1 (2. e5 c5) 2... Qxd5 3. Nc3 Qd8 4. P@d5 { a drop } *\n`;
    await open(page, url);
    await page.fill("#pgn", pasted);
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 7);
    assert.equal(await page.inputValue("#variant"), "crazyhouse");
    assert.deepEqual(await moveList(page), ["e4 d5", "exd5 Qxd5", "Nc3 Qd8", "P@d5"]);
    await page.click("#pgn-copy");
    const again = await page.inputValue("#pgn");
    assert.match(again, /\{ ?\[%clk 0:03:00\] ?\}/, again);
    assert.match(again, /P@d5 \{a drop\} \*/, again);
    // A set-up position goes out as FEN and SetUp, and comes back.
    await open(page, url);
    await call(page, 'setPosition("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30")');
    await call(page, 'play("e8d7")');
    await page.click("#pgn-copy");
    const setUp = await page.inputValue("#pgn");
    assert.match(setUp, /\[FEN "4k3\/8\/8\/8\/8\/8\/4P3\/4K3 b - - 0 30"\]\n\[SetUp "1"\]/);
    assert.match(setUp, /30\.\.\. Kd7 \*/);
    await open(page, url, "?variant=capablanca");
    await page.fill("#pgn", setUp);
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 1);
    assert.equal(await page.inputValue("#variant"), "chess");
    assert.equal(await call(page, "fen()"), "8/3k4/8/8/8/8/4P3/4K3 w - - 1 31");
    assert.deepEqual(errors, []);
  });
});

test("records: a bad PGN is refused with the reason and the game stays", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    await call(page, 'play("e2e4")');
    for (const [text, why] of [
      ["1. e4 e5 2. Ke3", /bad PGN: 2\. Ke3: illegal move/],
      ['[Variant "Nonsense"]\n1. e4', /not one fairyboard plays/],
      ["1. e4 { open", /not closed/],
    ]) {
      await page.fill("#pgn", text);
      await page.click("#pgn-load");
      await page.waitForFunction(() => document.querySelector("#pgn-error").textContent !== "");
      assert.match(await page.textContent("#pgn-error"), why);
      assert.deepEqual(await call(page, "history()"), ["e2e4"]);
      await page.evaluate(() => (document.querySelector("#pgn-error").textContent = ""));
    }
    assert.deepEqual(errors, []);
  });
});

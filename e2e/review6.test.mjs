// Findings of two new-user reviews (2026-12-04): the playground as a lichess user tries it, and the
// articles' diagrams against their captions. Each test fails before its fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review6.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground, servePage, LOADER_PAGE } from "./helpers.mjs";

const BOARD = "#board";
const call = (page, expr) => page.evaluate(([s, e]) => new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard), [BOARD, expr]);

/** Pastes a record into the playground's PGN box and loads it. */
async function loadRecord(page, text) {
  await page.fill("#pgn", text);
  await page.click("#pgn-load");
}

test("against the computer, Resign resigns for the person and a draw offer is the person's, which the computer declines", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await call(page, 'play("e2e4")');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 2);
    // White (the person) offers: the computer declines, and there is no offer to accept.
    await page.click("#offer");
    await page.waitForFunction(() => /declines the draw/.test(document.querySelector("#opp-status").textContent));
    assert.equal(await call(page, "drawOffer()"), null);
    assert.equal(await page.isVisible("#accept"), false);
    // Resign with the computer to move (its reply pending): the person loses, whoever is to move.
    await call(page, 'play("d2d4")');
    await page.click("#resign");
    await page.click("#resign");
    assert.deepEqual(await call(page, "outcome()"), { winner: "black", reason: "resignation" });
    // Undo takes back the resignation, not a move (two reviewers saw d4 go too): the game goes on,
    // and the computer answers d4.
    assert.equal(await page.isDisabled("#undo"), false);
    await page.click("#undo");
    assert.equal(await call(page, "outcome()"), null);
    assert.match(await page.textContent("#board .fairyboard-status"), /The game goes on/);
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 4, null, { timeout: 20000 });
    assert.deepEqual((await call(page, "history()")).slice(0, 3), ["e2e4", (await call(page, "history()"))[1], "d2d4"]);
    assert.deepEqual(errors, []);
  });
});

test("a rule option ticked during a game replays the game under it; the status line says check; a lichess link's FEN with underscores opens", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    for (const m of ["e2e4", "f7f6", "d1h5"]) await call(page, `play(${JSON.stringify(m)})`);
    assert.match(await page.textContent("#game-status"), /^Black to move — check\.$/);
    await page.click("#options summary");
    await page.check('#option-list input[value="claim_draws"]');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.variant === "chess+claim_draws");
    assert.deepEqual(await call(page, "history()"), ["e2e4", "f7f6", "d1h5"]);
    assert.equal(await page.textContent("#open-error"), "");
    // lichess writes a FEN in its links with underscores for spaces.
    await openPlayground(page, url, "?variant=chess&fen=rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR_b_KQkq_-_0_1");
    assert.equal(await call(page, "fen()"), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert.deepEqual(errors, []);
  });
});

test("a record read with claimed draws says so", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await loadRecord(page, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.variant === "chess+claim_draws");
    assert.match(await page.textContent("#pgn-note"), /read with claimed draws/);
    assert.doesNotMatch(await page.textContent("#pgn-note"), /another start position/);
    // A record that ends with a resignation shows its result under the board at its last move.
    await loadRecord(page, "1. e4 e5 2. Qh5 Ke7 1-0");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.variant === "chess");
    assert.equal(await page.textContent("#result"), "1-0 · the record's result (a resignation, an agreement or time)");
    await page.click('#moves .mv[data-ply="2"]');
    assert.equal(await page.isVisible("#result"), false);
    // A record's comments show on pointing at their moves.
    await loadRecord(page, "1. e4 { [%clk 0:03:00] best by test } e5 *");
    await page.waitForFunction(() => document.querySelector('#moves .mv[data-ply="1"]')?.title);
    assert.equal(await page.getAttribute('#moves .mv[data-ply="1"]', "title"), "[%clk 0:03:00] best by test");
    // Two comments after one move show one under the other, each at its own move.
    await loadRecord(page, "1. e4 { first } { second } e5 2. Nf3 { third } *");
    await page.waitForFunction(() => document.querySelector('#moves .mv[data-ply="3"]')?.title);
    assert.equal(await page.getAttribute('#moves .mv[data-ply="1"]', "title"), "first\nsecond");
    assert.equal(await page.getAttribute('#moves .mv[data-ply="2"]', "title"), null);
    assert.equal(await page.getAttribute('#moves .mv[data-ply="3"]', "title"), "third");
    // Side lines and annotation marks: read past, and said to be left out.
    await loadRecord(page, "1. e4!? e5 (1... c5 2. Nf3) 2. Nf3 $1 *");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 3);
    assert.match(await page.textContent("#pgn-note"), /side lines and annotation marks \(\$1, !\?\) are not kept/);
    assert.deepEqual(errors, []);
  });
});

test("diagrams: a one-piece diagram's moves are the targets drawn; under hidden information an unseen side's piece shows no moves", async () => {
  await withPage(async ({ page, url, errors }) => {
    const body = `${LOADER_PAGE}
      <div id="lone" data-fairyboard data-variant="chess" data-mode="diagram" data-piece="N" data-square="b1"></div>
      <div id="dark" data-fairyboard data-variant="darkchess" data-mode="diagram" data-fen="4k3/8/3n4/8/1b6/P7/8/4K3 w - - 0 1"></div>
      <div id="promo" data-fairyboard data-variant="chess" data-mode="diagram" data-fen="3r4/4P1k1/8/8/8/8/8/4K3 w - - 0 1" data-select="e7"></div>`;
    await page.goto(await servePage(page, url, "e2e-review6.html", body));
    await page.waitForSelector("html[data-fairyboard-ready]");
    const on = (id, expr) => page.evaluate(([i, e]) => new Function("b", `return b.${e}`)(document.getElementById(i).fairyboard), [id, expr]);
    assert.deepEqual((await on("lone", "legalMoves()")).sort(), ["b1a3", "b1c3", "b1d2"]);
    assert.deepEqual(await on("lone", 'legalMoves("b1")'), await on("lone", "legalMoves()"));
    assert.deepEqual(await on("lone", 'legalMoves("e2")'), []);
    assert.deepEqual(await on("lone", "actions()"), []);
    // White's view: the black bishop on b4 is seen, the knight on d6 is not; the bishop's moves
    // would tell where the knight stands.
    await on("dark", 'select("b4")');
    assert.deepEqual(await on("dark", "drawnTargets()"), []);
    assert.deepEqual(await on("dark", 'actions("b4")'), []);
    await on("dark", 'select("e1")');
    assert.ok((await on("dark", "drawnTargets()")).length > 0);
    // A position diagram's status counts moves and squares where they differ: the pawn promotes
    // four ways on each of two squares.
    assert.equal(await page.getAttribute("#promo", "data-targets"), "2");
    assert.match(await page.textContent("#promo .fairyboard-status"), /^e7: 8 moves to 2 squares/);
    assert.deepEqual(errors, []);
  });
});

test("the move list browses the game as on lichess: a click or the arrow keys go to a move, the moves after it stay (greyed) and in the PGN", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    for (const m of ["e2e4", "e7e5", "g1f3", "b8c6"]) await call(page, `play(${JSON.stringify(m)})`);
    await page.click('#moves .mv[data-ply="2"]');
    assert.deepEqual(await call(page, "history()"), ["e2e4", "e7e5"]);
    assert.deepEqual(await page.$$eval("#moves .mv", (bs) => bs.map((b) => [b.textContent, b.classList.contains("future"), b.getAttribute("aria-current")])), [
      ["e4", false, null],
      ["e5", false, "step"],
      ["Nf3", true, null],
      ["Nc6", true, null],
    ]);
    // The record is the whole game.
    await page.click("#pgn-copy");
    assert.match(await page.inputValue("#pgn"), /1\. e4 e5 2\. Nf3 Nc6 \*/);
    // The arrow keys (outside the board), Home and End (in the move list: the move clicked has
    // the focus, and keeps it as the list is written anew).
    await page.click('#moves .mv[data-ply="2"]');
    await page.keyboard.press("ArrowRight");
    assert.equal((await call(page, "history()")).length, 3);
    await page.keyboard.press("Home");
    assert.equal((await call(page, "history()")).length, 0);
    await page.keyboard.press("End");
    assert.equal((await call(page, "history()")).length, 4);
    await page.keyboard.press("ArrowLeft");
    assert.equal((await call(page, "history()")).length, 3);
    // Another move there replaces the moves after it.
    await call(page, 'play("f8c5")');
    assert.deepEqual(await page.$$eval("#moves .mv", (bs) => bs.map((b) => b.textContent)), ["e4", "e5", "Nf3", "Bc5"]);
    assert.deepEqual(errors, []);
  });
});

test("a Capablanca record from the standard array (pychess writes no FEN) loads from there and says so", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await loadRecord(page, '[Variant "Capablanca"]\n\n1. e4 e5 2. Ab3 Ab6 *');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 4);
    assert.equal(await call(page, "startPosition()"), "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1");
    assert.match(await page.textContent("#pgn-note"), /fit another start position/);
    assert.deepEqual(errors, []);
  });
});

test("Chess960 chosen in the picker opens on a random start array, as on lichess; the number box shows which", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.selectOption("#variant", "chess960");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "chess960");
    const n = await page.inputValue("#array");
    assert.match(n, /^\d+$/);
    assert.ok(Number(n) >= 0 && Number(n) <= 959, n);
    const fen = await call(page, "fen()");
    // The same number through a link gives the same position.
    await openPlayground(page, url, `?variant=chess960&start=${n}`);
    assert.equal(await call(page, "fen()"), fen);
    assert.deepEqual(errors, []);
  });
});

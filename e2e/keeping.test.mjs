// Keeping a game: a link holds the whole game (variant, start, moves, the move shown) and opens it
// again; the playground saves its game in localStorage and restores it on reload; a corrupt or
// newer save gives a clear note and a fresh game, never an error; "New game" forgets it.
// Run: bash scripts/build-wasm.sh && node --test e2e/keeping.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, servePage, LOADER_PAGE, allDrawn } from "./helpers.mjs";

async function open(page, url, query = "") {
  await page.goto(`${url}index.html${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
}

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);
const link = (page) => page.evaluate(async () => (await import("./autosave.js")).linkOf(document.querySelector("#board").fairyboard));

test("keeping: a link opens the whole game at the move it showed", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "?variant=capablanca");
    for (const m of ["e2e4", "e7e5", "g1h3"]) await call(page, `play("${m}")`);
    await call(page, "undo()");
    const href = await link(page);
    assert.match(href, /variant=capablanca/);
    assert.match(href, /moves=e2e4\+e7e5\+g1h3/);
    assert.match(href, /ply=2/);
    await page.evaluate(() => localStorage.clear());
    await page.goto(href);
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.equal(await page.inputValue("#variant"), "capablanca");
    assert.deepEqual(await call(page, "history()"), ["e2e4", "e7e5"]);
    assert.equal(await call(page, "redo()"), "g1h3");
    // A link with a move that is not legal says so and keeps what it could play.
    await page.goto(`${url}index.html?variant=chess&moves=e2e4+e7e5+e1e3`);
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.match(await page.textContent("#open-error"), /could not be replayed: move 3 \(e1e3\)/);
    assert.deepEqual(errors, []);
  });
});

test("keeping: the playground's game survives a reload; bad saves are said and replaced", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    await page.evaluate(() => localStorage.clear());
    await open(page, url, "?variant=shogi");
    // Loading a board writes nothing; its first change does.
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("fairyboard:"))), []);
    for (const m of ["c3c4", "g7g6"]) await call(page, `play("${m}")`);
    await open(page, url); // no query: the saved game
    assert.equal(await page.inputValue("#variant"), "shogi");
    assert.deepEqual(await call(page, "history()"), ["c3c4", "g7g6"]);
    // New game forgets the moves, not the variant chosen; another variant chosen is kept too.
    await page.click("#new");
    await open(page, url);
    assert.equal(await page.inputValue("#variant"), "shogi");
    assert.deepEqual(await call(page, "history()"), []);
    await page.selectOption("#variant", "xiangqi");
    await page.waitForFunction(() => document.querySelector("#board")?.fairyboard?.variant === "xiangqi");
    await open(page, url);
    assert.equal(await page.inputValue("#variant"), "xiangqi");
    assert.deepEqual(await call(page, "history()"), []);
    // The computer's side and level and the board's side come back too; a corrupt record is ignored.
    await page.selectOption("#opp-level", "2");
    await page.selectOption("#opp-side", "black");
    await page.click("#flip");
    await open(page, url);
    assert.equal(await page.inputValue("#opp-level"), "2");
    assert.equal(await page.inputValue("#opp-side"), "black");
    await page.selectOption("#opp-side", "");
    const flipped = () => call(page, "squareCenter('a1').y < b.squareCenter('a8').y");
    assert.equal(await flipped(), true, "the board is still seen from Black");
    await page.click("#flip");
    await page.evaluate(() => localStorage.setItem("fairyboard.playground", "{corrupt"));
    await open(page, url);
    assert.equal(await page.inputValue("#opp-level"), "4");
    assert.equal(await flipped(), false);
    // Dark chess keeps its variant only: a fresh game on reload, its moves never stored.
    await page.selectOption("#variant", "darkchess");
    await page.waitForFunction(() => document.querySelector("#board")?.fairyboard?.variant === "darkchess");
    await call(page, 'play("e2e4")');
    assert.doesNotMatch(await page.evaluate(() => JSON.stringify(localStorage) + JSON.stringify(sessionStorage)), /e2e4/);
    await open(page, url);
    assert.equal(await page.inputValue("#variant"), "darkchess");
    assert.deepEqual(await call(page, "history()"), []);
    // A corrupt save, a save of a newer version, a save whose moves are not legal.
    const key = await page.evaluate(() => `fairyboard:v1:${location.pathname}#board`);
    for (const [k, value, why] of [
      [key, "{not json", /the save is corrupt/],
      [key.replace(":v1:", ":v7:"), JSON.stringify({ v: 7 }), /another version/],
      [key, JSON.stringify({ v: 1, line: { variant: "chess", start: null, moves: ["e2e4", "e2e4"], ply: 2 } }), /could not be restored \(move 2 \(e2e4\)/],
      [key, JSON.stringify({ v: 1, line: { variant: "chess", moves: "e2e4", ply: 1 } }), /bad moves/],
    ]) {
      await page.evaluate(([k, v]) => {
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem(k, v);
      }, [k, value]);
      await open(page, url);
      assert.match(await page.textContent("#board .fairyboard-note"), why);
      assert.deepEqual(await call(page, "history()"), []);
      await call(page, 'play("d2d4")');
      assert.deepEqual(await call(page, "history()"), ["d2d4"]);
    }
    assert.deepEqual(errors, []);
  });
});

test("keeping: two tabs of the playground each keep their own game over a reload; a new tab opens the last saved", async () => {
  await withPage(async ({ browser, url }) => {
    // Tabs of one browser profile: one context, its pages sharing localStorage.
    const context = await browser.newContext();
    const errors = [];
    const tab = async () => {
      const p = await context.newPage();
      p.on("pageerror", (e) => errors.push(e.message));
      return p;
    };
    const page = await tab();
    await open(page, url, "?variant=chess");
    await call(page, 'play("e2e4")');
    const other = await tab();
    await open(other, url, "?variant=chess");
    await call(other, 'play("d2d4")');
    await open(page, url);
    assert.deepEqual(await call(page, "history()"), ["e2e4"], "the first tab's game, not the second's");
    await open(other, url);
    assert.deepEqual(await call(other, "history()"), ["d2d4"]);
    const third = await tab();
    await open(third, url);
    assert.deepEqual(await call(third, "history()"), ["d2d4"], "a new tab: the game saved last");
    // New game in a tab forgets its own game: its reload starts afresh.
    await page.click("#new");
    await open(page, url);
    assert.deepEqual(await call(page, "history()"), []);
    await context.close();
    assert.deepEqual(errors, []);
  });
});

test("playground: an unknown variant in the link is said; a mistyped FEN stays in its box to be mended", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "?variant=nonsense");
    assert.equal(await page.inputValue("#variant"), "chess");
    assert.match(await page.textContent("#open-error"), /There is no variant "nonsense": chess was opened\./);
    const typo = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1";
    await page.fill("#fen", typo);
    await page.click("#load");
    assert.notEqual(await page.textContent("#fen-error"), "");
    assert.equal(await page.inputValue("#fen"), typo);
    await page.fill("#fen", typo.replace("BNX", "BNR"));
    await page.click("#load");
    assert.equal(await page.textContent("#fen-error"), "");
    const box = await page.locator("#fen").boundingBox();
    assert.ok(box.width > 280, `the FEN box is ${box.width}px wide`);
    assert.deepEqual(errors, []);
  });
});

test("keeping: a loaded record's tags and result come back with its game on reload; a save of an unknown variant and a link's bad move number are said", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await open(page, url);
    await page.fill("#pgn", '[Event "World Ch"]\n[White "Spassky, Boris"]\n[Black "Fischer, Robert J."]\n\n1. e4 e5 2. Nf3 1-0\n');
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 3);
    await open(page, url); // reload: the saved game, and the record's own tags with it
    assert.deepEqual(await call(page, "history()"), ["e2e4", "e7e5", "g1f3"]);
    await page.click("#pgn-copy");
    const pgn = await page.inputValue("#pgn");
    assert.match(pgn, /\[Event "World Ch"\]/);
    assert.match(pgn, /\[White "Spassky, Boris"\]/);
    assert.match(pgn, /\[Result "1-0"\]/);
    // A new game forgets them, over a reload too.
    await page.click("#new");
    await open(page, url);
    await page.click("#pgn-copy");
    assert.doesNotMatch(await page.inputValue("#pgn"), /Spassky|World Ch/);
    // A save of a variant no module has: said, forgotten, and the page opens chess.
    const key = await page.evaluate(() => `fairyboard:v1:${location.pathname}#board`);
    await page.evaluate((k) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem(k, JSON.stringify({ v: 1, line: { variant: "nosuch", start: null, moves: [], ply: 0 } }));
    }, key);
    await open(page, url);
    assert.match(await page.textContent("#open-error"), /could not be restored: it holds an unknown variant 'nosuch'/);
    assert.equal(await call(page, "variant"), "chess");
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), null);
    await page.click("#new");
    await call(page, 'play("e2e4")');
    // A link whose move number is out of range says so.
    await open(page, url, "?variant=chess&moves=e2e4&ply=9");
    assert.match(await page.textContent("#open-error"), /could not be replayed: the link holds a bad move number/);
    assert.deepEqual(errors, []);
  });
});

test("keeping: a variant picked from the menu after opening a link is the one a reload brings back", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "?variant=xiangqi&lang=hu");
    await page.selectOption("#variant", "shogi");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "shogi");
    // The link's game is dropped from the address (the language stays).
    assert.equal(new URL(page.url()).search, "?lang=hu");
    await page.reload();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.equal(await page.inputValue("#variant"), "shogi");
    assert.deepEqual(errors, []);
  });
});

test("keeping: two boards of one id say that their games are not kept (one silently overwrote the other's save)", async () => {
  await withPage(async ({ page, url, errors }) => {
    const html = `${LOADER_PAGE}<div id="game" data-fairyboard data-variant="chess"></div><div id="game" data-fairyboard data-variant="shogi"></div><div id="own" data-fairyboard data-variant="chess"></div>`;
    await page.goto(await servePage(page, url, "twins.html", html));
    await page.waitForFunction(allDrawn, null, { timeout: 30000 });
    const notes = await page.$$eval("[data-fairyboard]", (els) => els.map((el) => el.querySelector(".fairyboard-note")?.textContent ?? null));
    assert.deepEqual(notes, ['This game is not kept over a reload: another element of the page has the id "game".', 'This game is not kept over a reload: another element of the page has the id "game".', null]);
    assert.deepEqual(errors, []);
  });
});

test("keeping: a game the players ended stays ended over a reload until its ending is taken back; a fallen flag whose time cannot be given back stays fallen", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "?variant=shogi");
    for (const m of ["g3g4", "c7c6", "h3h4"]) await call(page, `play("${m}")`);
    await page.click("#resign");
    await page.click("#resign");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.outcome()?.reason === "resignation");
    const ended = await call(page, "outcomeText()");
    await page.reload();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.deepEqual(await call(page, "outcome()"), { winner: "white", reason: "resignation" });
    assert.equal(await call(page, "outcomeText()"), ended);
    assert.deepEqual(await call(page, "legalMoves()"), []);
    assert.deepEqual(await call(page, "history()"), ["g3g4", "c7c6", "h3h4"]);
    // Its ending taken back, the game goes on, and a reload keeps it going.
    await call(page, "undo()");
    assert.equal(await call(page, "outcome()"), null);
    await page.reload();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.equal(await call(page, "outcome()"), null);
    assert.equal(await call(page, "turn()"), "black");

    // A flag fallen with the times set since the last move: a take-back cannot give the time back,
    // so the game stays over (as it does over a reload, whose clock starts from the kept times).
    const flagged = await page.evaluate(async () => {
      const el = document.createElement("div");
      document.body.append(el);
      const h = await window.fairyboard.mount(el, { variant: "chess", clock: "3+2" });
      for (const m of ["e2e4", "e7e5", "g1f3", "b8c6"]) h.play(m);
      h.setClockTimes({ white: 300, black: 5000 });
      await new Promise((r) => setTimeout(r, 700));
      const out = { ended: h.outcome(), canUndo: h.canUndo(), undo: h.undo() ?? null, after: h.outcome(), moves: h.history().length, status: h.status().text };
      h.destroy();
      return out;
    });
    assert.deepEqual(flagged.ended, { winner: "black", reason: "timeout" });
    assert.equal(flagged.canUndo, false);
    assert.equal(flagged.undo, null);
    assert.deepEqual(flagged.after, flagged.ended);
    assert.equal(flagged.moves, 4);
    assert.match(flagged.status, /A flag fell, and its time cannot be given back/);
    assert.deepEqual(errors, []);
  });
});

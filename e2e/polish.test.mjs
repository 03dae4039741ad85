// End-to-end tests of a second review round, in headless Chromium: the status line and the
// computer's report write moves in the notation picked for the move list (and the handle refuses a
// notation the game lacks, or an illegal move to write), the promotion chooser stands at the
// promotion square, a lone-piece move diagram's play link opens the variant rather than claiming
// "from here", and Congo's sides are drawn as their names say (light White, dark Black).
// Run: node --test e2e/polish.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, allDrawn, servePage, LOADER_PAGE, openPlayground, squareOnPage, clickSquare } from "./helpers.mjs";

const BOARD = "#board";

/** Calls the playground board's handle: `call(page, "history()")`. */
const call = (page, expr, sel = BOARD) => page.evaluate(([s, e]) => new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard), [sel, expr]);

/** What a handle call throws (its message), or null. */
const thrown = (page, expr, sel = BOARD) =>
  page.evaluate(([s, e]) => {
    try {
      new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard);
      return null;
    } catch (err) {
      return String(err?.message ?? err);
    }
  }, [sel, expr]);

const event = (page) => page.textContent("#game-event");
const lastListed = (page) => page.$$eval("#moves span", (s) => s.at(-1)?.textContent);

test("the status line writes moves in the notation picked for the move list; bad notations and moves throw", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=shogi");
    assert.deepEqual(await call(page, "notations()"), ["shogi", "kif", "labels", "coordinates"]);
    assert.equal(await call(page, "notation()"), "shogi");
    assert.equal(await call(page, "written('c3c4')"), "P-7f");

    await page.selectOption("#notation", "kif");
    assert.equal(await call(page, "notation()"), "kif");
    await clickSquare(page, "c3");
    await clickSquare(page, "c4");
    const kif = await lastListed(page);
    assert.notEqual(kif, "P-7f");
    assert.equal(await event(page), `Sente: ${kif}.`);

    await page.selectOption("#notation", "coordinates");
    await clickSquare(page, "g7");
    await clickSquare(page, "g6");
    assert.equal(await event(page), "Gote: g7g6.");
    assert.equal(await call(page, "written('b2h8+')"), "b2h8+");
    // The board's own labels, as USI and lishogi write a move (coordinates are the a1 names the
    // board does not show, a playground review noted).
    await page.selectOption("#notation", "labels");
    assert.equal(await call(page, "written('b2h8+')"), "8h2b+");
    assert.deepEqual(await call(page, "historyAs('labels')"), ["7g7f", "3c3d"]);
    // The status line says the last move again in the notation chosen, and in the language chosen
    // (it kept the old notation, and went blank on a language switch, a playground review found).
    assert.equal(await event(page), "Gote: 3c3d.");
    await page.selectOption("#lang", "hu");
    assert.match(await event(page), /3c3d\.$/);
    await page.selectOption("#lang", "en");
    await page.selectOption("#notation", "coordinates");

    // A notation this game lacks, or a move that is not legal, is an error and changes nothing.
    assert.match(await thrown(page, "setNotation('wxf')"), /^setNotation: bad notation "wxf" \(this game offers shogi, kif, labels, coordinates\)/);
    assert.equal(await call(page, "notation()"), "coordinates");
    assert.match(await thrown(page, "written('a1a9')"), /a1a9 is not a legal move here/);
    assert.deepEqual(await call(page, "history()"), ["c3c4", "g7g6"]);

    // Back to the game's own notation.
    await call(page, "setNotation(null)");
    assert.equal(await call(page, "written('b2h8+')"), "Bx2b+");
    assert.deepEqual(errors, []);
  });
});

test("the promotion chooser stands at the promotion square, reaching toward the board's middle", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    const chooser = `${BOARD} .fairyboard-chooser`;
    const check = async (from, to, towardBottom) => {
      await clickSquare(page, from);
      await clickSquare(page, to);
      await page.waitForSelector(chooser);
      const sq = await squareOnPage(page, to);
      const [a, b] = [await squareOnPage(page, "a1"), await squareOnPage(page, "b1")];
      const half = Math.abs(b.x - a.x) / 2;
      const box = await page.locator(chooser).boundingBox();
      // Across the square's file...
      assert.ok(box.x <= sq.x && sq.x <= box.x + box.width, `the chooser (${JSON.stringify(box)}) is across ${to}'s file (x ${sq.x})`);
      // ...starting at the square's outer edge, toward the middle, within the board.
      if (towardBottom) assert.ok(Math.abs(box.y - (sq.y - half)) <= 2, `its top is ${to}'s top edge (${box.y} vs ${sq.y - half})`);
      else assert.ok(Math.abs(box.y + box.height - (sq.y + half)) <= 2, `its bottom is ${to}'s bottom edge`);
      assert.ok(box.x >= sq.board.x - 1 && box.x + box.width <= sq.board.x + sq.board.width + 1, "it stays on the board");
      assert.equal(await page.getAttribute(chooser, "data-square"), to);
      // The queen, the first choice, stands on the promotion square itself, one square big.
      const queen = await page.locator(`${chooser} button[data-move$=q]`).boundingBox();
      const inside = (v, lo, len) => lo + 1 < v && v < lo + len - 1;
      assert.ok(inside(sq.x, queen.x, queen.width) && inside(sq.y, queen.y, queen.height) && Math.abs(queen.y + queen.height / 2 - sq.y) <= 2, `the queen (${JSON.stringify(queen)}) is on ${to} (${sq.x}, ${sq.y})`);
      assert.ok(Math.abs(queen.height - 2 * half) <= 1, "one square big");
      await page.keyboard.press("Escape");
    };
    await page.fill("#fen", "8/1P4k1/8/8/8/8/6Kp/8 w - - 0 1");
    await page.click("#load");
    await check("b7", "b8", true);
    // The other side's promotion on the bottom rank, on a board seen from White.
    await page.fill("#fen", "8/1P4k1/8/8/8/8/K6p/8 b - - 0 1");
    await page.click("#load");
    await check("h2", "h1", false);
    // Flipped, White promotes at the bottom edge; the chooser stays on the board at the h file.
    await page.fill("#fen", "k7/6P1/8/8/8/8/8/K7 w - - 0 1");
    await page.click("#load");
    await call(page, "flip()");
    await check("g7", "g8", false);
    assert.deepEqual(await call(page, "history()"), []);
    assert.deepEqual(errors, []);
  });
});

test("a lone-piece move diagram's link opens the variant; a diagram with a position plays from it", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(await servePage(page, url, "e2e-polish-links.html", LOADER_PAGE + `
      <div id="lone" data-fairyboard data-variant="capablanca" data-mode="diagram" data-piece="A" data-square="e4" data-playable></div>
      <div id="posed" data-fairyboard data-variant="chess" data-mode="diagram" data-fen="4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1" data-playable></div>`));
    await page.waitForFunction(allDrawn);
    const link = (id) => page.$eval(`#${id} .fairyboard-play-link`, (a) => ({ text: a.textContent, href: a.href }));
    const lone = await link("lone");
    assert.equal(lone.text, "Play this variant ▸");
    assert.equal(new URL(lone.href).searchParams.get("fen"), null);
    assert.equal(new URL(lone.href).searchParams.get("variant"), "capablanca");
    const posed = await link("posed");
    assert.equal(posed.text, "Play from here ▸");
    assert.equal(new URL(posed.href).searchParams.get("fen"), "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1");
    await page.evaluate(() => document.querySelector("#lone").fairyboard.setLang("hu"));
    assert.equal((await link("lone")).text, "Játék ezzel a változattal ▸");
    assert.equal((await link("posed")).text, "Play from here ▸", "each board has its own language");
    assert.deepEqual(errors, []);
  });
});

test("Congo's White is drawn light and its Black dark, as the sides are named", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(await servePage(page, url, "e2e-polish-congo.html", LOADER_PAGE + '<div id="c" data-fairyboard data-variant="congo" style="width:420px"></div>'));
    await page.waitForFunction(allDrawn);
    assert.deepEqual(await page.evaluate(() => document.querySelector("#c").fairyboard.sideNames()), ["White", "Black"]);
    // The face of a token beside its letter: White's lion on d1, Black's on d7.
    const face = (square) =>
      page.evaluate((sq) => {
        const b = document.querySelector("#c").fairyboard;
        const c = b.canvas;
        const k = c.width / c.clientWidth;
        const { x, y } = b.squareCenter(sq);
        const cell = Math.abs(b.squareCenter("b1").x - b.squareCenter("a1").x);
        const [r, g, bl] = c.getContext("2d").getImageData(Math.round((x + cell * 0.25) * k), Math.round(y * k), 1, 1).data;
        return (r + g + bl) / 3;
      }, square);
    assert.ok((await face("d1")) > 200, "White's token face is light");
    assert.ok((await face("d7")) < 80, "Black's token face is dark");
    assert.deepEqual(errors, []);
  });
});

test("dark chess: behind the hand-over screen the page shows neither side's view (the FEN box, the move list)", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=darkchess");
    const seen = [];
    for (const m of ["e2e4", "d7d5", "e4d5", "d8d5"]) {
      await call(page, `play("${m}")`);
      // The screen is up for the next person: the one who moved has gone.
      assert.ok(await page.isVisible(`${BOARD} .fairyboard-cover`), `hand-over after ${m}`);
      assert.equal(await page.inputValue("#fen"), "", `no FEN behind the screen after ${m}`);
      const listed = await page.$$eval("#moves span", (s) => s.map((x) => x.textContent));
      assert.ok(listed.length > 0 && listed.every((x) => x === "•••"), `the move list is all hidden (•••) after ${m}: ${listed}`);
      assert.equal(await call(page, "fen()"), "");
      assert.ok((await call(page, "history()")).every((x) => x === "?"));
      await page.click(`${BOARD} .fairyboard-cover button`);
      // Shown, the mover-to-be's own view and moves come back.
      const fen = await page.inputValue("#fen");
      assert.ok(fen.length > 0);
      seen.push(fen);
    }
    // Black, shown the board after e2e4, sees its army; White, after d7d5, sees none of its pieces.
    assert.match(seen[0], /^rnbqkbnr\/pppppppp\//);
    assert.doesNotMatch(seen[1].split(" ")[0], /[rnbqk]/);
    assert.deepEqual(await call(page, "history()"), ["e2e4", "?", "e4d5", "?"]);
    assert.deepEqual(errors, []);
  });
});

test("bughouse is played on the bughouse page: article 003's links and the playground's picker go there", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-003.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });
    const links = await page.$$eval('[data-variant="bughouse"] .fairyboard-play-link', (as) => as.map((a) => ({ text: a.textContent, href: a.href })));
    assert.ok(links.length >= 1, "article 003 has bughouse boards with play links");
    for (const l of links) {
      assert.equal(new URL(l.href).pathname.split("/").pop(), "bughouse.html", l.href);
      assert.equal(new URL(l.href).searchParams.get("fen"), null);
      assert.equal(l.text, "Játék ezzel a változattal ▸");
    }
    await openPlayground(page, url);
    await Promise.all([page.waitForURL(/bughouse\.html\?variant=bughouse$/), page.selectOption("#variant", "bughouse")]);
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.equal(await page.evaluate(() => ["#board-a", "#board-b"].filter((s) => document.querySelector(s)?.fairyboard).length), 2, "the match's two boards");
    // Back in the playground, the game chosen before is still there.
    await page.goBack();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.equal(await page.inputValue("#variant"), "chess");
    assert.deepEqual(errors, []);
  });
});

test("a check is said once: SAN's '+' is enough, coordinates say 'Check.'", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(await servePage(page, url, "e2e-polish-check.html", LOADER_PAGE + '<div id="b" data-fairyboard data-variant="chess"></div>'));
    await page.waitForFunction(allDrawn);
    const status = (moves, notation) =>
      page.evaluate(([ms, n]) => {
        const b = document.querySelector("#b").fairyboard;
        b.newGame();
        b.setNotation(n);
        ms.forEach((m) => b.play(m));
        return b.status().text;
      }, [moves, notation]);
    const san = await status(["e2e4", "f7f6", "d1h5"], null);
    assert.match(san, /Qh5\+/);
    assert.equal((san.match(/check/gi) ?? []).length, 1, san);
    const coords = await status(["e2e4", "f7f6", "d1h5"], "coordinates");
    assert.match(coords, /d1h5\. Check\./);
    assert.deepEqual(errors, []);
  });
});

test("Omega chess: the move list and the status name squares as the board's labels do", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=omega");
    // The pawn on the cell labelled b1 (a1 name c3) to b2 (c4).
    assert.equal(await call(page, "label('c3')"), "b1");
    await clickSquare(page, "c3");
    await clickSquare(page, "c4");
    assert.deepEqual(await call(page, "history()"), ["c3c4"]);
    assert.equal(await lastListed(page), "b2");
    assert.equal(await event(page), "White: b2.");
    assert.deepEqual(errors, []);
  });
});

// End-to-end tests of the fixes a review of the browser UI asked for, in headless Chromium: the
// hand-over screen of dark chess on every change of the side shown (undo, redo, a loaded position),
// Undo and Redo against the computer (the person's move with the computer's reply), the page's keys
// leaving typing fields alone, a move list that scrolls vertically, a bad start-array number that
// keeps the game, a promotion chooser that Escape or a press outside cancels, an article diagram
// whose caption count holds on its own square only, the status naming moves as the move list writes
// them and the hands with the game's side names, a selection's note gone with the selection, the
// variant picker's sizes and the computer row's and notation's choices shown whole, and clear errors
// for a null position and bad yes/no and arrow attributes of an embed.
// Run: node --test e2e/review.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, allDrawn, servePage, LOADER_PAGE, openPlayground, clickSquare, selectShortBy } from "./helpers.mjs";

const BOARD = "#board";

/** Calls the playground board's handle: `call(page, "history()")`. */
const call = (page, expr, sel = BOARD) => page.evaluate(([s, e]) => new Function("b", `return b.${e}`)(document.querySelector(s).fairyboard), [sel, expr]);

/** Plays moves through the handle (each must be legal). */
const play = (page, moves) => page.evaluate(([s, ms]) => ms.forEach((m) => document.querySelector(s).fairyboard.play(m)), [BOARD, moves]);

const event = (page) => page.textContent("#game-event");

/** Everything the page shows or keeps about the game, as one string (text, data, fields). */
const pageState = (page) =>
  page.evaluate(() => {
    const data = [...document.querySelectorAll("*")].flatMap((e) => Object.values(e.dataset ?? {}));
    const fields = [...document.querySelectorAll("input, textarea")].map((e) => e.value);
    return [document.body.innerText, ...data, ...fields].join("\n");
  });

const coverShown = (page) => page.isVisible(`${BOARD} .fairyboard-cover`);

test("dark chess at one screen: Undo, Redo and a loaded position hand over through the cover, leaking nothing", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=darkchess");
    // Both people play, each asking for the board in turn; Black, having played h7h5, is still at
    // the screen behind the cover.
    for (const m of ["e2e4", "g8f6", "d2d4", "b8c6", "g1f3", "h7h5"]) {
      await play(page, [m]);
      assert.ok(await coverShown(page), `hand-over after ${m}`);
      if (m !== "h7h5") await page.click(`${BOARD} .fairyboard-cover button`);
    }
    assert.deepEqual(await call(page, "pieces()"), []);
    const covered = await pageState(page);

    // Black takes h7h5 back behind the cover: its own board comes back, with no hand-over.
    await page.click("#undo");
    assert.equal(await call(page, "turn()"), "black");
    assert.equal(await coverShown(page), false, "Black, who moved, is at the screen");
    assert.match(await page.textContent("#game-status"), /^Black to move/);
    const blackView = await call(page, "fen()");
    // Now, and only now, the page holds Black's view.
    assert.equal(await page.inputValue("#fen"), blackView);
    const blackPieces = await call(page, "pieces()");
    assert.ok(blackPieces.filter((p) => p.piece === p.piece.toLowerCase()).length === 16, JSON.stringify(blackPieces));
    assert.ok(!covered.includes(blackView.split(" ")[0]), `Black's view ${blackView} was shown to White`);
    for (const m of ["g8f6", "b8c6"]) assert.ok(!covered.includes(m), `Black's ${m} was shown to White`);
    assert.deepEqual(await call(page, "history().filter((m) => m !== '?')"), ["g8f6", "b8c6"]);

    // Black replays h7h5 (Redo): White's turn again, behind the cover.
    await page.click("#redo");
    assert.equal(await call(page, "turn()"), "white");
    assert.ok(await coverShown(page), "the redo hands the board over to White");
    await page.click(`${BOARD} .fairyboard-cover button`);
    // White, now at the screen, may not take back Black's hidden move.
    assert.equal(await call(page, "canUndo()"), false);
    assert.equal(await page.isDisabled("#undo"), true);

    // A loaded position with Black to move: the cover too, and the FEN box keeps White's knowledge.
    await page.fill("#fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    await page.click("#load");
    assert.equal(await page.textContent("#fen-error"), "");
    assert.equal(await call(page, "turn()"), "black");
    assert.ok(await coverShown(page), "a loaded position of the other side is handed over");
    assert.doesNotMatch(await page.inputValue("#fen"), /rnbqkbnr|pppppppp/);
    await page.click(`${BOARD} .fairyboard-cover button`);
    assert.match(await call(page, "fen()"), /^rnbqkbnr\/pppppppp\//);
    assert.deepEqual(errors, []);
  });
});

/** Waits until the computer has answered (the person's turn again). */
const computerAnswered = (page, plies) =>
  page.waitForFunction(([s, n]) => document.querySelector(s).fairyboard.history().length === n, [BOARD, plies], { timeout: 20000 });

test("against the computer: Undo takes back its reply and the person's move, it does not replay; Redo brings both", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await clickSquare(page, "e2");
    await clickSquare(page, "e4");
    await computerAnswered(page, 2);
    const reply = (await call(page, "history()"))[1];

    await page.click("#undo");
    assert.deepEqual(await call(page, "history()"), []);
    assert.equal(await call(page, "turn()"), "white");
    // The computer stays quiet: it is the person's turn.
    await page.waitForTimeout(1200);
    assert.deepEqual(await call(page, "history()"), []);
    assert.notEqual(await page.getAttribute("#opponent", "data-thinking"), "1");

    // Redo: the person's move and the computer's reply together, back to the person's turn.
    await page.click("#redo");
    assert.deepEqual(await call(page, "history()"), ["e2e4", reply]);
    assert.equal(await call(page, "turn()"), "white");

    // Ctrl+Z does the same (the focus on the page, not in a field).
    await page.click("#game-status");
    await page.keyboard.press("Control+z");
    assert.deepEqual(await call(page, "history()"), []);
    await page.keyboard.press("Control+y");
    assert.deepEqual(await call(page, "history()"), ["e2e4", reply]);

    // A take-back while the computer thinks drops its search: the person's move goes, no reply comes.
    await page.selectOption("#opp-level", "8");
    await play(page, ["d2d4"]);
    await page.waitForFunction(() => document.querySelector("#opponent").dataset.thinking === "1");
    await page.click("#undo");
    assert.deepEqual(await call(page, "history()"), ["e2e4", reply]);
    assert.notEqual(await page.getAttribute("#opponent", "data-thinking"), "1");
    await page.waitForTimeout(3500);
    assert.deepEqual(await call(page, "history()"), ["e2e4", reply]);
    assert.deepEqual(errors, []);
  });
});

test("the page's keys leave typing alone: F and Ctrl+Z in the PGN box, editable text, and the FEN field", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    const flipped = () => page.evaluate((s) => {
      const b = document.querySelector(s).fairyboard;
      return b.squareCenter("a1").y < b.squareCenter("a8").y;
    }, BOARD);
    await play(page, ["e2e4"]);
    // Typing a PGN with an "f" in it neither flips the board nor takes back a move.
    await page.click("#pgn");
    await page.keyboard.type("1. f4 f5 *");
    assert.equal(await flipped(), false);
    await page.keyboard.press("Control+z");
    assert.deepEqual(await call(page, "history()"), ["e2e4"]);
    // Editable text the page might hold.
    await page.evaluate(() => {
      const note = Object.assign(document.createElement("div"), { id: "note", contentEditable: "true" });
      document.body.appendChild(note);
    });
    await page.click("#note");
    await page.keyboard.type("f");
    await page.keyboard.press("Control+z");
    assert.equal(await flipped(), false);
    assert.deepEqual(await call(page, "history()"), ["e2e4"]);

    // The FEN field: a loaded FEN, a move, Undo and Redo by button, then Ctrl+Z on the page takes
    // the move back and the browser's own text undo does not rewrite the field.
    const fen = "8/1P4k1/8/8/8/8/6K1/8 w - - 0 1";
    await page.fill("#fen", fen);
    await page.click("#load");
    await clickSquare(page, "g2");
    await clickSquare(page, "g3");
    await page.click("#undo");
    await page.click("#redo");
    await page.keyboard.press("Control+z");
    assert.deepEqual(await call(page, "history()"), []);
    assert.equal(await page.inputValue("#fen"), fen);
    assert.equal(await call(page, "fen()"), fen);
    // The keys still work on the page.
    await page.click("#game-status");
    await page.keyboard.press("f");
    assert.equal(await flipped(), true);
    assert.deepEqual(errors, []);
  });
});

test("the move list scrolls down, one numbered row per round, the latest move in view", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    // 50 plies of a game, chosen by a fixed sequence among the legal moves.
    const plies = await page.evaluate((s) => {
      const b = document.querySelector(s).fairyboard;
      let seed = 12345;
      for (let i = 0; i < 50 && !b.outcome(); i++) {
        const moves = b.legalMoves();
        seed = (seed * 16807) % 2147483647;
        b.play(moves[seed % moves.length]);
      }
      return b.history().length;
    }, BOARD);
    assert.ok(plies >= 30, `${plies} plies`);
    const layout = await page.evaluate(() => {
      const list = document.querySelector("#moves");
      const box = list.getBoundingClientRect();
      const rows = [...list.querySelectorAll("li")].map((li) => {
        const [w, b] = [...li.querySelectorAll("span")].map((s) => s.getBoundingClientRect());
        return { left: li.getBoundingClientRect().left, top: w.top, white: w, black: b };
      });
      const last = list.querySelector("li:last-child span:last-child").getBoundingClientRect();
      return {
        scrollWidth: list.scrollWidth,
        clientWidth: list.clientWidth,
        scrollTop: list.scrollTop,
        box: { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
        rows,
        last: { top: last.top, bottom: last.bottom, left: last.left, right: last.right },
      };
    });
    assert.equal(layout.rows.length, Math.ceil(plies / 2));
    // No sideways overflow: nothing is reached only by scrolling to the right.
    assert.ok(layout.scrollWidth <= layout.clientWidth + 1, `scrollWidth ${layout.scrollWidth} > clientWidth ${layout.clientWidth}`);
    // Rows go down, all starting at the same left edge; White's and Black's moves side by side.
    for (let i = 1; i < layout.rows.length; i++) {
      assert.ok(layout.rows[i].top > layout.rows[i - 1].top, `row ${i + 1} is below row ${i}`);
      assert.equal(layout.rows[i].left, layout.rows[0].left);
    }
    for (const r of layout.rows.filter((r) => r.black)) {
      assert.ok(Math.abs(r.black.top - r.white.top) < 1 && r.black.left > r.white.right, JSON.stringify(r));
    }
    // Scrolled to the end: the latest move is in the list's visible box.
    assert.ok(layout.scrollTop > 0);
    assert.ok(layout.last.top >= layout.box.top - 1 && layout.last.bottom <= layout.box.bottom + 1, JSON.stringify(layout.last));
    assert.ok(layout.last.left >= layout.box.left && layout.last.right <= layout.box.right + 1, JSON.stringify(layout.last));
    // Each row is numbered (the round's number before White's move): 1, 2, 3 …, shown before it.
    const numbered = await page.$$eval("#moves li", (lis) => lis.map((li) => [li.dataset.round, getComputedStyle(li, "::before").content]));
    assert.deepEqual(
      numbered.map(([n]) => n),
      numbered.map((_, i) => String(i + 1)),
    );
    assert.deepEqual(
      numbered.map(([, content]) => content),
      numbered.map((_, i) => `"${i + 1}."`),
    );
    assert.ok(layout.rows[0].white.left > layout.rows[0].left + 10, "room for the number");
    assert.deepEqual(errors, []);
  });
});

test("a bad start-array number is said and the game goes on unchanged, as with a bad FEN", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess960&start=0");
    await play(page, ["e2e4"]);
    const fen = await call(page, "fen()");
    for (const bad of ["9600", "-5"]) {
      await page.fill("#array", bad);
      await page.press("#array", "Enter");
      assert.notEqual(await page.textContent("#fen-error"), "", `${bad}: an error is shown`);
      assert.deepEqual(await call(page, "history()"), ["e2e4"], `${bad}: the game is kept`);
      assert.equal(await call(page, "fen()"), fen);
    }
    // Undo still takes back the game's own move.
    await page.click("#undo");
    assert.match(await call(page, "fen()"), /^bbqnnrkr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/BBQNNRKR w/);
    // A good number starts that array.
    await page.fill("#array", "518");
    await page.press("#array", "Enter");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard?.fen().startsWith("rnbqkbnr/"), BOARD);
    assert.equal(await page.textContent("#fen-error"), "");
    assert.deepEqual(errors, []);
  });
});

test("the promotion chooser: focus in it, Escape or a press outside cancels (the pawn stays), focus back on the board", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    const fen = "8/1P4k1/8/8/8/8/6K1/8 w - - 0 1";
    await page.fill("#fen", fen);
    await page.click("#load");
    const focus = () =>
      page.evaluate((s) => {
        const a = document.activeElement;
        return a === document.querySelector(`${s} canvas`) ? "board" : a?.closest(".fairyboard-chooser") ? "chooser" : a?.tagName ?? null;
      }, BOARD);
    const chooser = `${BOARD} .fairyboard-chooser`;
    const open = async () => {
      await clickSquare(page, "b7");
      await clickSquare(page, "b8");
      await page.waitForSelector(chooser);
      assert.equal(await focus(), "chooser");
    };

    await open();
    await page.keyboard.press("Escape");
    assert.equal(await page.locator(chooser).count(), 0, "Escape closes the chooser");
    assert.equal(await call(page, "fen()"), fen);
    assert.equal(await focus(), "board");
    assert.deepEqual(await call(page, "drawnTargets()"), []);

    // A press on the board outside the dialog (the white king's g2) cancels, and selects nothing.
    await open();
    await clickSquare(page, "g2");
    assert.equal(await page.locator(chooser).count(), 0, "a press outside closes the chooser");
    assert.equal(await call(page, "fen()"), fen);
    assert.deepEqual(await call(page, "drawnTargets()"), []);
    assert.equal((await call(page, "status()")).event, null);

    // A press elsewhere on the page cancels too.
    await open();
    await page.mouse.click(5, 5);
    assert.equal(await page.locator(chooser).count(), 0);
    assert.equal(await call(page, "fen()"), fen);

    // Choosing promotes; the focus comes back to the board.
    await open();
    await page.click(`${chooser} button[data-move=b7b8q]`);
    assert.deepEqual(await call(page, "history()"), ["b7b8q"]);
    assert.equal(await focus(), "board");
    assert.deepEqual(errors, []);
  });
});

test("article 003: a diagram compares its count with the caption's only while the piece stands on its own square", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-003.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });
    const sel = '[data-variant="capablanca"][data-piece="C"][data-expected="24"]';
    const status = () => page.textContent(`${sel} .fairyboard-status`);
    assert.equal(await status(), "24 célmező (képaláírás: 24 ✓)");
    await clickSquare(page, "e4", sel);
    await clickSquare(page, "a7", sel);
    assert.equal(await status(), "a7: 19 célmező");
    // Back on its square, the caption's count holds again.
    await clickSquare(page, "e4", sel);
    assert.equal(await status(), "24 célmező (képaláírás: 24 ✓)");
    assert.deepEqual(errors, []);
  });
});

test("the status names moves as the move list writes them; the hands use the game's side names", async () => {
  await withPage(async ({ page, url, errors }) => {
    const lastListed = () => page.$$eval("#moves span", (s) => s.at(-1)?.textContent);
    await openPlayground(page, url);
    await clickSquare(page, "e2");
    await clickSquare(page, "e4");
    assert.equal(await event(page), "White: e4.");
    await clickSquare(page, "g8");
    await clickSquare(page, "f6");
    assert.equal(await event(page), "Black: Nf6.");
    await page.click("#undo");
    assert.equal(await event(page), "Took back Nf6.");

    await openPlayground(page, url, "?variant=shogi");
    await clickSquare(page, "c3");
    await clickSquare(page, "c4");
    assert.equal(await event(page), "Sente: P-7f.");
    assert.equal(await lastListed(), "P-7f");
    // A bishop exchange, then Gote drops its bishop on 5e.
    await play(page, ["g7g6", "b2h8+", "g9h8", "h3h4"]);
    const hands = await page.$$eval(`${BOARD} .fairyboard-hand-piece`, (bs) => bs.map((b) => b.getAttribute("aria-label")).sort());
    assert.deepEqual(hands, ["Gote bishop in hand, 1", "Sente bishop in hand, 1"]);
    await page.click(`${BOARD} .fairyboard-hand-piece:not([disabled])`);
    assert.match(await event(page), /^Gote bishop from the hand: \d+ squares\.$/);
    await clickSquare(page, "e5");
    assert.equal(await event(page), "Gote: B*5e.");
    assert.equal(await lastListed(), "B*5e");

    await openPlayground(page, url, "?variant=xiangqi");
    await clickSquare(page, "b3");
    await clickSquare(page, "e3");
    assert.equal(await lastListed(), "C8=5");
    assert.equal(await event(page), "Red: C8=5.");
    assert.deepEqual(errors, []);
  });
});

test("a second click on the selected piece deselects it and clears the selection's note", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await clickSquare(page, "e2");
    assert.equal(await event(page), "e2 selected, 2 moves.");
    await clickSquare(page, "e2");
    assert.deepEqual(await call(page, "drawnTargets()"), []);
    assert.equal(await event(page), "");
    assert.deepEqual(await call(page, "status()"), { text: "White to move.", event: null });
    // Escape on the board does the same.
    await clickSquare(page, "g1");
    assert.equal(await event(page), "g1 selected, 2 moves.");
    await page.keyboard.press("Escape");
    assert.equal(await event(page), "");
    assert.deepEqual(errors, []);
  });
});

test("the variant picker states sizes once and only of fixed rectangles; the computer's and notation's choices fit", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    const label = (id) => page.$eval(`#variant option[value="${id}"]`, (o) => o.textContent);
    // The sizes come as the engine tells each board's geometry (xiangqi's among the last).
    await page.waitForFunction(() => document.querySelector('#variant option[value="xiangqi"]').textContent === "Xiangqi (9×10)", null, { timeout: 30000 });
    assert.equal(await label("chess"), "Chess (8×8)");
    assert.equal(await label("xiangqi"), "Xiangqi (9×10)");
    assert.equal(await label("speedchess"), "Speed chess (5×5)");
    assert.equal(await label("tchess"), "TCHESS 10x10");
    // Boards that are not whole rectangles: TCHESS 8x8's 64 cells in a 10 × 10 frame, Omega chess's
    // 10 × 10 with four corner cells outside, Gliński's 91 hexagons; Chex grows.
    assert.equal(await label("tchess8"), "TCHESS 8x8");
    assert.equal(await label("omega"), "Omega chess");
    assert.equal(await label("glinski"), "Gliński's hexagonal chess");
    assert.equal(await label("chex"), "Chex");

    const shortBy = (sel) => selectShortBy(page, sel);
    for (const lang of ["en", "el", "hu", "ru"]) {
      await page.selectOption("#lang", lang);
      for (const value of ["1", "4", "8"]) {
        await page.selectOption("#opp-level", value);
        assert.ok((await shortBy("#opp-level")) <= 0.5, `${lang}: level ${value} cut by ${await shortBy("#opp-level")} px`);
      }
      await page.selectOption("#opp-side", "both");
      assert.ok((await shortBy("#opp-side")) <= 0.5, `${lang}: the computer's side cut`);
      await page.selectOption("#notation", "san");
      assert.ok((await shortBy("#notation")) <= 0.5, `${lang}: the notation cut by ${await shortBy("#notation")} px`);
    }
    assert.deepEqual(errors, []);
  });
});

test("clear errors: setPosition(null), and bad yes/no and arrow attributes get the error box", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    const thrown = await page.evaluate((s) => {
      try {
        document.querySelector(s).fairyboard.setPosition(null);
        return null;
      } catch (e) {
        return e.message;
      }
    }, BOARD);
    assert.match(thrown, /setPosition: expected a FEN, got null/);
    assert.equal(await call(page, "fen()"), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

    const body = `${LOADER_PAGE}
<div id="arrows" data-fairyboard data-arrows="e2e4 zz99 javascript:alert(1)"></div>
<div id="offboard" data-fairyboard data-arrows="e2e9"></div>
<div id="coords" data-fairyboard data-coordinates="maybe"></div>
<div id="playable" data-fairyboard data-playable="yes"></div>
<div id="legend" data-fairyboard data-legend="sometimes"></div>
<div id="good-arrows" data-fairyboard data-mode="static" data-arrows="e1g1 h1f1 e7e8q"></div>
<div id="good-flags" data-fairyboard data-coordinates="false" data-playable data-legend></div>
<div id="good-playable" data-fairyboard data-playable="true" data-coordinates="true"></div>`;
    await page.goto(await servePage(page, url, "e2e-review-attrs.html", body));
    await page.waitForFunction(allDrawn, null, { timeout: 20000 });
    const boxes = await page.$$eval("[data-fairyboard]", (els) =>
      Object.fromEntries(els.map((el) => [el.id, { error: el.querySelector(".fairyboard-error")?.textContent ?? null, drawn: !!el.dataset.drawn }])),
    );
    assert.match(boxes.arrows.error, /^fairyboard: 2 bad arrows: bad arrow "zz99" .*; bad arrow "javascript:alert\(1\)"/);
    assert.match(boxes.offboard.error, /^fairyboard: bad arrow "e2e9": e9 is not a cell of the board/);
    assert.match(boxes.coords.error, /^fairyboard: bad coordinates "maybe" \(true or false\)/);
    assert.match(boxes.playable.error, /^fairyboard: bad playable "yes" \(true or false\)/);
    assert.match(boxes.legend.error, /^fairyboard: bad legend "sometimes" \(true or false\)/);
    for (const id of ["good-arrows", "good-flags", "good-playable"]) assert.deepEqual(boxes[id], { error: null, drawn: true }, id);
    assert.equal(await page.locator("#good-flags .fairyboard-play-link").count(), 1);
    assert.equal(await page.locator("#good-playable .fairyboard-play-link").count(), 1);
    assert.deepEqual(errors, []);
  });
});

// The playground's position editor (www/editor.js over the engine's editorRead/editorWrite): pieces
// put, moved and taken away with the mouse and the keyboard, the side to move, castling rights and
// hands, the engine's verdict, and "Play from here".
// Run: bash scripts/build-wasm.sh && node --test e2e/editor.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground } from "./helpers.mjs";

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);
const edited = (page) => page.getAttribute("#editor", "data-position");

/** Where a square of the editor's board is on the page. */
async function editorSquare(page, square) {
  const canvas = page.locator("#editor-board");
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  const [x, y] = await page.evaluate((sq) => document.querySelector("#editor").editor.squareCenter(sq), square);
  return { x: box.x + x, y: box.y + y, box };
}

async function clickSquare(page, square, button = "left") {
  const p = await editorSquare(page, square);
  await page.mouse.click(p.x, p.y, { button });
}

async function openEditor(page) {
  await page.check("input[name=mode][value=edit]");
  await page.waitForFunction(() => document.querySelector("main").classList.contains("editing") && document.querySelector("#editor").dataset.position);
}

test("chess: pieces put, dragged off and erased, castling rights and the side to move follow; Play from here plays it", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await openEditor(page);
    const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert.equal(await edited(page), start);
    assert.equal(await page.inputValue("#fen"), start);
    assert.equal(await page.locator("#ed-castling input:checked").count(), 4);
    assert.equal(await page.isVisible("#board"), false);
    // The eraser on h1: the king-side right goes with the rook.
    await page.click('#ed-bottom button[data-tool="erase"]');
    await clickSquare(page, "h1");
    assert.equal(await edited(page), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1");
    assert.equal(await page.locator("#ed-castling input").count(), 3);
    // A white queen put on e4, then put again: taken away.
    await page.click('#ed-bottom button[data-tool="Q"]');
    await clickSquare(page, "e4");
    assert.match(await edited(page), /^rnbqkbnr\/pppppppp\/8\/8\/4Q3\//);
    await clickSquare(page, "e4");
    assert.match(await edited(page), /^rnbqkbnr\/pppppppp\/8\/8\/8\//);
    // A pawn dragged from e2 to e4, one from d2 off the board; a right click takes g1.
    const e2 = await editorSquare(page, "e2");
    const e4 = await editorSquare(page, "e4");
    await page.mouse.move(e2.x, e2.y);
    await page.mouse.down();
    await page.mouse.move(e4.x, e4.y, { steps: 5 });
    await page.mouse.up();
    const d2 = await editorSquare(page, "d2");
    await page.mouse.move(d2.x, d2.y);
    await page.mouse.down();
    await page.mouse.move(d2.box.x + d2.box.width + 40, d2.y, { steps: 5 });
    await page.mouse.up();
    await clickSquare(page, "g1", "right");
    assert.equal(await edited(page), "rnbqkbnr/pppppppp/8/8/4P3/8/PPP2PPP/RNBQKB2 w Qkq - 0 1");
    // Black's queen-side right turned off, Black to move.
    await page.uncheck('#ed-castling input[data-rook="a8"]');
    await page.selectOption("#ed-turn", "black");
    assert.equal(await edited(page), "rnbqkbnr/pppppppp/8/8/4P3/8/PPP2PPP/RNBQKB2 b Qk - 0 1");
    assert.equal(await page.textContent("#ed-verdict"), "");
    // Played from here: the game starts from the edited position.
    await page.click("#ed-play");
    await page.waitForFunction(() => !document.querySelector("main").classList.contains("editing"));
    assert.equal(await call(page, "fen()"), "rnbqkbnr/pppppppp/8/8/4P3/8/PPP2PPP/RNBQKB2 b Qk - 0 1");
    assert.equal(await page.isChecked("input[name=mode][value=play]"), true);
    await call(page, 'play("d7d5")');
    assert.deepEqual(errors, []);
  });
});

test("a position the game refuses is written with the engine's reason and cannot be played; the start comes back", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await openEditor(page);
    await page.click("#ed-clear");
    assert.equal(await edited(page), "8/8/8/8/8/8/8/8 w - - 0 1");
    assert.match(await page.textContent("#ed-verdict"), /^Not playable: illegal position: .*king/i);
    assert.equal(await page.isDisabled("#ed-play"), true);
    // A FEN typed into the box while editing goes into the editor.
    await page.fill("#fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    await page.click("#load");
    assert.equal(await edited(page), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert.equal(await page.isDisabled("#ed-play"), false);
    await page.fill("#fen", "not a fen");
    await page.click("#load");
    assert.notEqual(await page.textContent("#fen-error"), "");
    assert.equal(await edited(page), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    await page.click("#ed-start");
    assert.equal(await edited(page), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    assert.deepEqual(errors, []);
  });
});

test("the keyboard moves a cursor and puts the chosen piece; Back to the game finds the game as it was", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await call(page, 'play("e2e4")');
    await openEditor(page);
    await page.click('#ed-top button[data-tool="n"]');
    await page.focus("#editor-board");
    // The cursor starts on the first cell (a1) and walks to c3.
    for (const key of ["ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp", "Enter"]) await page.keyboard.press(key);
    assert.match(await edited(page), /\/4P3\/2n5\/PPPP1PPP\//);
    await page.keyboard.press("Delete");
    assert.match(await edited(page), /\/4P3\/8\/PPPP1PPP\//);
    await page.click("#ed-back");
    await page.waitForFunction(() => !document.querySelector("main").classList.contains("editing"));
    assert.deepEqual(await call(page, "history()"), ["e2e4"]);
    assert.equal(await page.inputValue("#fen"), await call(page, "fen()"));
    assert.equal(await page.isVisible("#board"), true);
    assert.deepEqual(errors, []);
  });
});

test("shogi: pieces in hand are counted per side and dropped in the game; Gess has no editor", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=minishogi");
    await openEditor(page);
    assert.equal(await page.isVisible("#ed-hands"), true);
    assert.equal(await page.isVisible("#ed-castling"), false);
    await page.fill('#ed-hands input[data-piece="P"]', "1");
    await page.dispatchEvent('#ed-hands input[data-piece="P"]', "change");
    await page.fill('#ed-hands input[data-piece="r"]', "2");
    await page.dispatchEvent('#ed-hands input[data-piece="r"]', "change");
    const fen = await edited(page);
    assert.match(fen, /\[Prr\] w/, fen);
    // The start had both sides' pieces on the board: with three more in hand the set is too large.
    assert.match(await page.textContent("#ed-verdict"), /^Not playable/);
    // Clear board empties the hands too.
    await page.click("#ed-clear");
    assert.equal(await edited(page), "5/5/5/5/5[] w - - 0 1");
    await page.click('#ed-bottom button[data-tool="K"]');
    await clickSquare(page, "a1");
    await page.click('#ed-top button[data-tool="k"]');
    await clickSquare(page, "e5");
    await page.fill('#ed-hands input[data-piece="P"]', "1");
    await page.dispatchEvent('#ed-hands input[data-piece="P"]', "change");
    assert.equal(await edited(page), "4k/5/5/5/K4[P] w - - 0 1");
    await page.click("#ed-play");
    await page.waitForFunction(() => !document.querySelector("main").classList.contains("editing"));
    assert.ok((await call(page, "legalMoves()")).includes("P@c3"));

    await openPlayground(page, url, "?variant=gess");
    // (The radio goes back at once: check() would wait for it to stay.)
    await page.click("input[name=mode][value=edit]");
    await page.waitForFunction(() => document.querySelector("#open-error").textContent !== "");
    assert.match(await page.textContent("#open-error"), /no position editor/);
    assert.equal(await page.isChecked("input[name=mode][value=play]"), true);
    assert.equal(await page.isVisible("#board"), true);
    assert.deepEqual(errors, []);
  });
});

test("review: Copy gives the edited FEN; counters and en passant kept; rights stay while illegal; labels as the board writes them; the editor fits the window", async () => {
  await withPage(
    async ({ page, url, errors, browser }) => {
      await browser.contexts()[0]?.grantPermissions?.(["clipboard-read", "clipboard-write"]).catch(() => {});
      await openPlayground(page, url, "?variant=chess&fen=rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR_b_KQkq_d3_0_3");
      await openEditor(page);
      assert.equal(await edited(page), "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 3");
      // The board and both palettes in view (1366x768, as lichess's editor).
      const bottom = await page.evaluate(() => document.querySelector("#ed-bottom").getBoundingClientRect().bottom);
      assert.ok(bottom <= 768, `the lower palette ends at ${bottom}px`);
      // A white queen on e7 gives check with White to move: refused, the castling boxes stay.
      await page.click('#ed-bottom button[data-tool="Q"]');
      await clickSquare(page, "e7");
      await page.selectOption("#ed-turn", "white");
      assert.match(await page.textContent("#ed-verdict"), /^Not playable/);
      assert.equal(await page.locator("#ed-castling input").count(), 4);
      assert.match(await edited(page), / w KQkq - 0 3$/);
      // Copy: the edited position, not the game's.
      await page.evaluate(() => {
        window.copied = null;
        navigator.clipboard.writeText = async (text) => {
          window.copied = text;
        };
      });
      await page.click("#copy");
      assert.equal(await page.evaluate(() => window.copied), await edited(page));
      // Keyboard: the cursor stays where it was when the focus comes back; Escape puts a piece back.
      await page.click('#ed-bottom button[data-tool="move"]');
      await page.focus("#editor-board");
      for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "Enter"]) await page.keyboard.press(key);
      assert.equal(await page.textContent("#ed-live"), "White king on e1 picked up.");
      await page.keyboard.press("Escape");
      await page.focus("#ed-turn");
      await page.focus("#editor-board");
      await page.keyboard.press("Enter");
      assert.equal(await page.textContent("#ed-live"), "White king on e1 picked up.");

      // Omega chess names its cells its own way: the castling box says the board's name.
      await page.selectOption("#variant", "omega");
      await page.waitForFunction(() => document.querySelector("#editor").editor.variant === "omega");
      const labels = await page.$$eval("#ed-castling label", (ls) => ls.map((l) => l.textContent.trim()));
      assert.ok(labels.some((l) => /rook on i0$/.test(l)), labels.join(" | "));
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 1366, height: 768 } },
  );
});

test("Copy link gives a link that opens the editor on the edited position", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await openEditor(page);
    await page.click('#ed-bottom button[data-tool="erase"]');
    await clickSquare(page, "a1");
    await page.evaluate(() => {
      navigator.clipboard.writeText = async (text) => {
        window.copied = text;
      };
    });
    await page.click("#ed-link");
    const link = await page.evaluate(() => window.copied);
    assert.match(link, /mode=edit/);
    await page.goto(link);
    await page.waitForFunction(() => document.querySelector("main").classList.contains("editing") && document.querySelector("#editor").dataset.position);
    assert.equal(await edited(page), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w Kkq - 0 1");
    assert.deepEqual(errors, []);
  });
});

test("a piece dragged from its palette is put where it is dropped; off the board, nowhere", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await openEditor(page);
    const button = await page.locator('#ed-top button[data-tool="q"]').boundingBox();
    const e4 = await editorSquare(page, "e4");
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await page.mouse.down();
    await page.mouse.move(e4.x, e4.y, { steps: 6 });
    await page.mouse.up();
    assert.match(await edited(page), /^rnbqkbnr\/pppppppp\/8\/8\/4q3\//);
    assert.equal(await page.textContent("#ed-live"), "Black queen on e4.");
    await page.mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await page.mouse.down();
    await page.mouse.move(e4.box.x + e4.box.width + 50, e4.y, { steps: 6 });
    await page.mouse.up();
    assert.match(await edited(page), /^rnbqkbnr\/pppppppp\/8\/8\/4q3\//);
    assert.deepEqual(errors, []);
  });
});

test("choosing, while editing, a game without an editor shows that game and says why", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await openEditor(page);
    await page.selectOption("#variant", "gess");
    await page.waitForFunction(() => document.querySelector("#open-error").textContent !== "");
    assert.match(await page.textContent("#open-error"), /no position editor/);
    assert.equal(await page.evaluate(() => document.querySelector("main").classList.contains("editing")), false);
    assert.equal(await page.isVisible("#board"), true);
    assert.equal(await page.isChecked("input[name=mode][value=play]"), true);
    assert.deepEqual(errors, []);
  });
});

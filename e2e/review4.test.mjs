// A fourth new user's review: a piece in hand with two faces (Kyoto shogi) offers both drops; the
// choosers answer the arrow keys; shogi's "no promotion" shows the piece that stays; a piece whose
// every move ends on its own square (Avalanche's promotion at the start of a turn) opens its
// choices at once; an article board's "play" link keeps the reader's language; article 000's
// setup diagrams have a key to their lettered tokens.
// Run: bash scripts/build-wasm.sh && node --test e2e/review4.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground, clickSquare, allDrawn } from "./helpers.mjs";

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);

test("Kyoto shogi: a knight in hand is dropped as a knight or a gold general, the player's choice", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=kyotoshogi&fen=" + encodeURIComponent("3s1/+p+Sk2/5/2N2/+LKl1P[N] w - - 3 7"));
    await page.click(".fairyboard-hand-piece[data-piece='N']");
    await clickSquare(page, "d4");
    const choices = await page.$$eval(".fairyboard-chooser button[data-move]", (bs) => bs.map((b) => [b.dataset.move, b.title]));
    assert.deepEqual(choices, [
      ["N@d4", "Knight"],
      ["+N@d4", "Gold general"],
    ]);
    // Each face is drawn on its button.
    assert.equal(await page.locator(".fairyboard-chooser canvas.fairyboard-chooser-icon").count(), 2);
    // The arrow keys step through the choices; Enter takes one.
    await page.keyboard.press("ArrowDown");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.move), "+N@d4");
    await page.keyboard.press("ArrowDown");
    assert.equal(await page.evaluate(() => document.activeElement.className), "cancel");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    const h = await call(page, "history()");
    assert.equal(h[h.length - 1], "+N@d4");
    assert.deepEqual(errors, []);
  });
});

test("shogi: beside the promoted piece, 'no promotion' shows the piece as it stays", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=shogi&fen=" + encodeURIComponent("4k4/9/9/2S6/9/9/9/9/4K4[-] w - - 0 1"));
    const from = await call(page, "pieces().find((p) => p.piece === \"S\").square");
    const to = (await call(page, `actions("${from}")`)).find((a) => a.promotion).target;
    await clickSquare(page, from);
    await clickSquare(page, to);
    const buttons = await page.$$eval(".fairyboard-chooser button[data-move]", (bs) => bs.map((b) => ({ move: b.dataset.move, title: b.title, icon: !!b.querySelector("canvas") })));
    assert.equal(buttons.length, 2);
    assert.ok(buttons.every((b) => b.icon), JSON.stringify(buttons));
    assert.ok(buttons.some((b) => b.title === "No promotion"), JSON.stringify(buttons));
    assert.deepEqual(errors, []);
  });
});

test("Avalanche: a pawn pushed onto its last rank opens its promotion choices at the first click", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=avalanche&fen=" + encodeURIComponent("4k3/7p/8/8/8/8/8/1p2K3 b - - 0 1 part:1"));
    await clickSquare(page, "b1");
    const moves = await page.$$eval(".fairyboard-chooser button[data-move]", (bs) => bs.map((b) => b.dataset.move));
    assert.ok(moves.length >= 4 && moves.every((m) => m.startsWith("b1b1")), JSON.stringify(moves));
    assert.deepEqual(errors, []);
  });
});

test("an article board's play link keeps the reader's language; article 000's setups have a key", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-000.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });
    const href = await page.getAttribute("#d16 .fairyboard-play-link", "href");
    assert.equal(new URL(href).searchParams.get("lang"), "el");
    assert.equal(new URL(href).searchParams.get("variant"), "quadtrojan");
    // The Quadruple Trojan setup's lettered tokens have their key.
    const keyed = await page.$$eval("#d16 .fairyboard-legend button", (bs) => bs.length);
    assert.ok(keyed >= 3, `${keyed} legend entries`);
    // Switching a board to English drops the language from its link.
    await page.evaluate(() => document.querySelector("#d16 [data-fairyboard]").fairyboard.setLang("en"));
    assert.equal(new URL(await page.getAttribute("#d16 .fairyboard-play-link", "href")).searchParams.get("lang"), null);
    // The playground opens in the link's language.
    await page.goto(href);
    await page.waitForSelector("body[data-ready='1']");
    assert.equal(await page.inputValue("#lang"), "el");
    assert.deepEqual(errors, []);
  });
});

test("the move that ends a game stays said beside the result", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    for (const m of ["f2f3", "e7e5", "g2g4"]) await call(page, `play("${m}")`);
    await clickSquare(page, "d8");
    await clickSquare(page, "h4");
    const s = await call(page, "status()");
    assert.equal(s.event, "Black: Qh4#.");
    assert.equal(s.text, "Black: Qh4#. Black wins — checkmate.");
    assert.equal(await page.textContent("#game-event"), "Black: Qh4#.");
    // Taken back, the game goes on and the line says so.
    await page.click("#undo");
    assert.match((await call(page, "status()")).text, /^Took back Qh4#\. Black to move/);
    assert.deepEqual(errors, []);
  });
});

test("the computer keeps to its clock; its side is named as the game names it", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.selectOption("#clock", "3+2");
    await page.selectOption("#opp-level", "8"); // 3 s a move without a clock
    // A hint first, so that the engine's worker is loaded before the clock matters.
    await page.click("#opp-hint");
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector("#opp-status").textContent), null, { timeout: 30000 });
    // Each side's first move is made before the clock runs: the computer plays White's second.
    await call(page, 'play("e2e4")');
    await call(page, 'play("e7e5")');
    await call(page, "setClockTimes({ white: 4000, black: 180000 })");
    await page.selectOption("#opp-side", "white");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 3, null, { timeout: 10000 });
    // A thirtieth of 4 s: the reply comes long before the level's 3 s, and the flag stands.
    const times = await call(page, "clockTimes()");
    assert.ok(times.white > 2500 + 2000, JSON.stringify(times));
    assert.equal(await call(page, "outcome()"), null);
    // Shogi: the computer's side is Sente or Gote, not White or Black.
    await page.selectOption("#opp-side", "");
    await page.selectOption("#variant", "shogi");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "shogi");
    const sides = await page.$$eval("#opp-side option", (os) => os.map((o) => [o.value, o.textContent]));
    assert.deepEqual(sides.filter(([v]) => v === "white" || v === "black"), [
      ["black", "plays Gote"],
      ["white", "plays Sente"],
    ]);
    assert.deepEqual(errors, []);
  });
});

test("a link whose FEN is refused opens the variant afresh, not the game kept on the page", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await call(page, 'play("e2e4")');
    await page.goto(`${url}index.html?variant=chess&fen=${encodeURIComponent("not a fen")}`);
    await page.waitForSelector("body[data-ready='1']");
    // Said under the status line, in view (it was under the FEN box, below the fold).
    assert.notEqual(await page.textContent("#open-error"), "");
    const box = await page.locator("#open-error").boundingBox();
    assert.ok(box && box.y + box.height <= 768, JSON.stringify(box));
    assert.deepEqual(await call(page, "history()"), []);
    assert.deepEqual(errors, []);
  });
});

test("the playground names TCHESS's alternative start positions in the reader's language", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=tchess&lang=ru");
    const names = await page.$$eval("#start option", (os) => os.map((o) => o.textContent));
    assert.ok(names.includes("Ассасин вместо Льва; Императоры"), names.join(" | "));
    assert.ok(!names.some((n) => /Emperors|Champions/.test(n)), names.join(" | "));
    assert.deepEqual(errors, []);
  });
});

test("the computer: Move now before its first iteration plays a searched move; Hint waits for a game it can answer", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.selectOption("#opp-level", "8");
    await page.selectOption("#opp-side", "white");
    // While the computer thinks its move, Hint is off.
    assert.equal(await page.isDisabled("#opp-hint"), true);
    await page.click("#opp-now");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 1, null, { timeout: 20000 });
    // The report says how deep the move was searched (not a first legal move picked unsearched).
    assert.match(await page.textContent("#opp-status"), /^Computer played .*depth \d+/);
    assert.equal(await page.isDisabled("#opp-hint"), false);
    // A finished game: no hint to give.
    await page.selectOption("#opp-side", "");
    await call(page, 'setPosition("7k/8/8/8/8/8/8/K6q w - - 0 1")');
    await call(page, "resign()");
    assert.equal(await page.isDisabled("#opp-hint"), true);
    assert.deepEqual(errors, []);
  });
});

// A third new user's review (clocks, keyboard, notes, links, records, languages): take-back and
// redo give the clocks' times back and restore them (no second increment); the clock and its times
// come back with a reloaded game; a link's variant opens a fresh game, not the one kept on the page;
// a draw offer is said once; data-clock needs a minute; one script tag brings the styles (a long
// caption wraps); the keyboard cursor steps over Omega's holes; a drop from the hand by keyboard
// goes on to the board; copying says so; a loaded record keeps its tags; variant names and rule
// options are translated.
// Run: bash scripts/build-wasm.sh && node --test e2e/clocks-keys.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground, servePage, LOADER_PAGE } from "./helpers.mjs";
import VARIANTS from "../www/i18n/variants.js";

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);

test("clocks: a take-back gives the times back and runs the side to move's clock; redo restores them without a second increment", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.selectOption("#clock", "3+2");
    await call(page, 'play("e2e4")');
    await page.waitForTimeout(300);
    await call(page, 'play("e7e5")');
    const afterE5 = await call(page, "clockTimes()");
    // Each side's first move came before the clock ran (as on lichess): no time spent, no increment;
    // White's clock runs from now.
    assert.equal(afterE5.black, 180000);
    assert.ok(afterE5.white <= 180000 && afterE5.white > 179000, JSON.stringify(afterE5));
    await page.waitForTimeout(300);
    await call(page, 'play("d2d4")');
    const afterD4 = await call(page, "clockTimes()");
    // White spent about 300 ms on the running clock and got 2 s.
    assert.ok(afterD4.white > 180000 && afterD4.white < 182000, JSON.stringify(afterD4));
    await page.waitForTimeout(600);
    await page.click("#undo");
    const undone = await call(page, "clockTimes()");
    // The times as the position after e5 arose; White's clock runs again, Black's stands.
    assert.ok(Math.abs(undone.black - afterE5.black) < 50, JSON.stringify({ undone, afterE5 }));
    assert.ok(Math.abs(undone.white - afterE5.white) < 100, JSON.stringify({ undone, afterE5 }));
    await page.waitForTimeout(500);
    const later = await call(page, "clockTimes()");
    assert.equal(later.black, undone.black);
    assert.ok(later.white < undone.white - 300, JSON.stringify({ later, undone }));
    await page.click("#redo");
    const redone = await call(page, "clockTimes()");
    assert.ok(Math.abs(redone.white - afterD4.white) < 50, JSON.stringify({ redone, afterD4 }));
    assert.ok(Math.abs(redone.black - afterD4.black) < 100, JSON.stringify({ redone, afterD4 }));
    // Undo and redo again and again adds no time.
    for (let i = 0; i < 5; i++) {
      await page.click("#undo");
      await page.click("#redo");
    }
    const again = await call(page, "clockTimes()");
    // (Black's clock ran while afterD4 was read: its time as the position arose is a little more.)
    assert.ok(again.white <= afterD4.white + 1 && again.black <= afterD4.black + 100, JSON.stringify({ again, afterD4 }));
    assert.deepEqual(errors, []);
  });
});

test("clocks: the clock comes back with a reloaded game (choice and times); a link's variant opens afresh", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.selectOption("#clock", "3+2");
    await call(page, 'play("e2e4")');
    await call(page, 'play("e7e5")');
    await page.waitForTimeout(1200);
    await call(page, 'play("d2d4")');
    const left = await call(page, "clockTimes()");
    // White: 3 min, less 1.2 s thought, and 2 s added.
    assert.ok(left.white < 182000 - 1000, JSON.stringify(left));
    await page.reload();
    await page.waitForSelector("body[data-ready='1']");
    assert.equal(await page.inputValue("#clock"), "3+2");
    assert.equal((await call(page, "history()")).length, 3);
    const back = await call(page, "clockTimes()");
    assert.ok(Math.abs(back.white - left.white) < 1500 && back.white < 182000 - 500, JSON.stringify({ back, left }));
    assert.equal(await page.isVisible(".clock-top"), true);
    // The kept clock stays for another variant's game.
    await page.selectOption("#variant", "capablanca");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "capablanca");
    assert.deepEqual(await call(page, "clockTimes()"), { white: 180000, black: 180000 });
    await call(page, 'play("e2e4")');
    // A link to a variant opens a fresh game of it, not the game kept on the page.
    await page.goto(`${url}index.html?variant=capablanca`);
    await page.waitForSelector("body[data-ready='1']");
    assert.equal((await call(page, "history()")).length, 0);
    assert.deepEqual(errors, []);
  });
});

test("clocks: pause stops the running clock until a move or Resume; a reloaded game's clock waits paused", async () => {
  await withPage(async ({ page, url, errors }) => {
    // (No ?variant= in the address: the reload below finds the game kept on the page.)
    await openPlayground(page, url);
    await page.selectOption("#clock", "3+2");
    // Nothing runs before each side's first move: nothing to pause.
    assert.equal(await page.isDisabled("#pause"), true);
    assert.equal(await call(page, "pauseClock(true)"), false);
    await call(page, 'play("e2e4")');
    assert.equal(await page.isDisabled("#pause"), true);
    await call(page, 'play("e7e5")');
    assert.equal(await page.isDisabled("#pause"), false);
    await page.click("#pause");
    assert.equal(await call(page, "clockPaused()"), true);
    assert.equal(await page.textContent("#pause"), "Resume clock");
    assert.match(await page.textContent("#board .fairyboard-status"), /Clock paused/);
    const paused = await call(page, "clockTimes()");
    await page.waitForTimeout(700);
    assert.deepEqual(await call(page, "clockTimes()"), paused);
    assert.equal(await page.evaluate(() => document.querySelector(".clock-top").classList.contains("running")), false);
    await page.click("#pause");
    assert.equal(await call(page, "clockPaused()"), false);
    await page.waitForTimeout(400);
    assert.ok((await call(page, "clockTimes()")).white < paused.white - 300);
    // A move made while paused starts the clock again (the mover's pause costs it nothing).
    await page.click("#pause");
    const before = await call(page, "clockTimes()");
    await page.waitForTimeout(500);
    await call(page, 'play("d2d4")');
    assert.equal(await call(page, "clockPaused()"), false);
    const after = await call(page, "clockTimes()");
    assert.ok(Math.abs(after.white - (before.white + 2000)) < 50, JSON.stringify({ before, after }));
    // After a reload the kept game's clock waits, paused, with its times.
    await page.reload();
    await page.waitForSelector("body[data-ready='1']");
    assert.equal(await call(page, "clockPaused()"), true);
    const back = await call(page, "clockTimes()");
    await page.waitForTimeout(500);
    assert.deepEqual(await call(page, "clockTimes()"), back);
    await page.selectOption("#lang", "hu");
    assert.equal(await page.textContent("#pause"), "Óra indítása");
    assert.deepEqual(errors, []);
  });
});

test("clocks: an embedded board with data-clock shows its clocks under the board, with a pause button", async () => {
  await withPage(async ({ page, url, errors }) => {
    const pageUrl = await servePage(
      page,
      url,
      "clockbar.html",
      `<!doctype html><body style="width:600px">${LOADER_PAGE}
<div id="c" data-fairyboard data-variant="xiangqi" data-clock="1+0"></div>
<div id="n" data-fairyboard data-clock="5+3" data-clock-bar="false"></div>
<div id="bad" data-fairyboard data-clock="5+3" data-clock-bar="maybe"></div></body>`,
    );
    await page.goto(pageUrl);
    await page.waitForFunction(() => [...document.querySelectorAll("[data-fairyboard]")].every((e) => e.dataset.drawn || e.dataset.error));
    const clocks = () => page.$$eval("#c .fairyboard-clock", (els) => els.map((e) => [e.textContent, e.classList.contains("running")]));
    assert.deepEqual(await clocks(), [["Red 1:00", false], ["Black 1:00", false]]);
    assert.equal(await page.isDisabled("#c .fairyboard-clock-pause"), true);
    // The bar sits under the board, above the status line.
    assert.equal(await page.evaluate(() => document.querySelector("#c .fairyboard-board").nextElementSibling.className), "fairyboard-clocks");
    // Each side's first move is made before the clock runs.
    await page.evaluate(() => document.querySelector("#c").fairyboard.play("h3e3"));
    assert.equal(await page.isDisabled("#c .fairyboard-clock-pause"), true);
    await page.evaluate(() => document.querySelector("#c").fairyboard.play("h8e8"));
    await page.waitForTimeout(1300);
    const running = await clocks();
    assert.deepEqual(running[1], ["Black 1:00", false]);
    assert.equal(running[0][1], true);
    assert.match(running[0][0], /^Red 0:5\d$/);
    await page.click("#c .fairyboard-clock-pause");
    assert.equal(await page.textContent("#c .fairyboard-clock-pause"), "Resume clock");
    assert.equal((await clocks())[0][1], false);
    const stood = await page.evaluate(() => document.querySelector("#c").fairyboard.clockTimes());
    await page.waitForTimeout(600);
    assert.deepEqual(await page.evaluate(() => document.querySelector("#c").fairyboard.clockTimes()), stood);
    await page.evaluate(() => document.querySelector("#c").fairyboard.setLang("ru"));
    assert.equal(await page.textContent("#c .fairyboard-clock-pause"), "Запустить часы");
    assert.match((await clocks())[1][0], /^Чёрные 1:00$/);
    // data-clock-bar="false": the clock runs with no line of its own (a page showing its clocks).
    assert.equal(await page.$("#n .fairyboard-clocks"), null);
    assert.deepEqual(await page.evaluate(() => document.querySelector("#n").fairyboard.clockTimes()), { white: 300000, black: 300000 });
    assert.match(await page.textContent("#bad"), /bad clockBar "maybe" \(true or false\)/);
    // Stopping the clock takes the line away.
    await page.evaluate(() => document.querySelector("#c").fairyboard.setClock(null));
    assert.equal(await page.$("#c .fairyboard-clocks"), null);
    assert.deepEqual(errors, []);
  });
});

test("a draw offer is said once; data-clock needs more than 0 minutes; a long caption wraps", async () => {
  await withPage(async ({ page, url, errors }) => {
    const long = "x".repeat(3000);
    const pageUrl = await servePage(
      page,
      url,
      "offer.html",
      `<!doctype html><body style="width:600px">${LOADER_PAGE}
<div id="b" data-fairyboard data-variant="chess" data-moves="e2e4"></div>
<div id="zero" data-fairyboard data-clock="0+0"></div>
<div id="zero5" data-fairyboard data-clock="0+5"></div>
<div id="one" data-fairyboard data-clock="1+0"></div>
<div id="cap" data-fairyboard data-mode="static" data-caption="${long}"></div></body>`,
    );
    await page.goto(pageUrl);
    await page.waitForFunction(() => [...document.querySelectorAll("[data-fairyboard]")].every((e) => e.dataset.drawn || e.dataset.error));
    await page.evaluate(() => document.querySelector("#b").fairyboard.offerDraw());
    const text = await page.textContent("#b .fairyboard-status");
    assert.equal(text.split("offers a draw").length - 1, 1, text);
    for (const id of ["zero", "zero5"]) assert.match(await page.textContent(`#${id}`), /bad clock "0\+\d" \(minutes\+increment, the minutes more than 0/);
    assert.equal(await page.getAttribute("#one", "data-error"), null);
    // One script tag: the loader linked the boards' stylesheet itself, once.
    assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll("link[rel=stylesheet]")].map((l) => new URL(l.href).pathname)), ["/fairyboard.css"]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 1024, `page width ${width}`);
    assert.deepEqual(errors, []);
  });
});

test("keyboard: the cursor steps over Omega's holes; picking from the hand goes on to the board", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=omega");
    const cells = new Set((await call(page, "cells()")).map((c) => c.name));
    await page.focus("#board canvas[role=application]");
    const seen = [];
    for (const key of ["ArrowUp", "ArrowUp", "ArrowRight", "ArrowLeft", "ArrowLeft", "ArrowDown", "ArrowDown", "ArrowDown", "ArrowRight", "ArrowRight"]) {
      await page.keyboard.press(key);
      seen.push(await page.evaluate(() => document.querySelector("#board").fairyboard.status().event));
    }
    const labels = new Set((await call(page, "cells()")).map((c) => c.label));
    // Every square the cursor named is one of the board's own labels (no hole, no a1-style name).
    for (const said of seen) assert.ok(labels.has(said.split(" ")[0]), `${said} among ${[...labels].slice(0, 5)}`);
    assert.ok(cells.size > 0);
    // From a corner cell (w1-w4 and z1-z4, off every line of the inner cells) the cursor reaches
    // the inner board, and walks it: a reviewer's cursor went only from corner to corner.
    const walked = new Set();
    for (const key of [...Array(6).fill("ArrowRight"), ...Array(6).fill("ArrowUp"), ...Array(3).fill("ArrowLeft")]) {
      await page.keyboard.press(key);
      walked.add((await page.evaluate(() => document.querySelector("#board").fairyboard.status().event)).split(" ")[0]);
    }
    const inner = [...walked].filter((l) => !/^[wz][1-4]$/.test(l));
    assert.ok(inner.length >= 12, `walked ${[...walked]}`);

    await page.selectOption("#variant", "crazyhouse");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "crazyhouse");
    await page.evaluate(() => document.querySelector("#board").fairyboard.setPosition("4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1"));
    await page.focus('#board .fairyboard-hand-piece[data-piece="P"]');
    await page.keyboard.press("Enter");
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("role")), "application");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    assert.deepEqual(await call(page, "history()"), ["P@a3"]);
    assert.deepEqual(errors, []);
  });
});

test("copying the FEN and the PGN says so once the browser has done it", async () => {
  await withPage(async ({ page, url, errors, browser }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await openPlayground(page, url, "?variant=chess");
    await page.click("#copy");
    await page.waitForFunction(() => document.querySelector("#fen-note").textContent === "FEN copied.");
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), await call(page, "fen()"));
    await page.click("#pgn-copy");
    await page.waitForFunction(() => document.querySelector("#pgn-note").textContent === "PGN copied.");
    await page.click("#copy-link");
    await page.waitForFunction(() => document.querySelector("#share-note").textContent === "Link copied.");
    // A move: the notes were about the game before it.
    await call(page, 'play("e2e4")');
    assert.equal(await page.textContent("#share-note"), "");
    assert.ok(browser);
    assert.deepEqual(errors, []);
  });
});

test("a loaded record keeps its players, event and result in the export; the page's endings write the PGN standard's Termination", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    const record = '[Event "Club match"]\n[Site "Athens"]\n[White "Alpha"]\n[Black "Beta"]\n[Result "0-1"]\n\n1. e4 e5 2. Qh5 Nc6 0-1\n';
    await page.fill("#pgn", record);
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 4);
    assert.match(await page.textContent("#pgn-note"), /^The record ends 0-1 before the game is over/);
    await page.click("#pgn-copy");
    const text = await page.inputValue("#pgn");
    for (const tag of ['[Event "Club match"]', '[Site "Athens"]', '[White "Alpha"]', '[Black "Beta"]', '[Result "0-1"]']) assert.ok(text.includes(tag), `${tag} in ${text}`);
    assert.match(text, /2\. Qh5 Nc6 0-1\n$/);
    // A move after the record's end: the game goes on, its result is open again.
    await call(page, 'play("f1c4")');
    await page.click("#pgn-copy");
    const later = await page.inputValue("#pgn");
    assert.ok(later.includes('[Result "*"]') && later.includes('[White "Alpha"]'), later);
    await page.click("#resign");
    await page.click("#resign");
    await page.click("#pgn-copy");
    assert.match(await page.inputValue("#pgn"), /\[Termination "normal"\]/);
    // Another variant's game forgets the record's players.
    await page.selectOption("#variant", "capablanca");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "capablanca");
    await page.click("#pgn-copy");
    assert.ok(!(await page.inputValue("#pgn")).includes("Alpha"));
    assert.deepEqual(errors, []);
  });
});

test("languages: the variant picker, the rule options and a board's label speak the chosen language", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=xiangqi&lang=hu");
    const label = (id) => page.$eval(`#variant option[value="${id}"]`, (o) => o.textContent);
    assert.match(await label("xiangqi"), /^Hsziangcsi/);
    assert.match(await label("chess"), /^Sakk/);
    assert.match(await page.getAttribute("#board canvas[role=application]", "aria-label"), /Hsziangcsi/);
    const options = await page.$$eval("#option-list label", (ls) => ls.map((l) => [l.querySelector("input").value, l.textContent.trim(), l.title]));
    assert.ok(options.length > 0);
    for (const [name, text, title] of options) assert.deepEqual([text, title], [VARIANTS.options[name].hu, VARIANTS.options[name].hu]);
    await page.selectOption("#lang", "ru");
    assert.match(await label("xiangqi"), /^Сянци/);
    assert.match(await label("chess"), /^Шахматы/);
    await page.selectOption("#lang", "en");
    assert.match(await label("xiangqi"), /^Xiangqi/);
    assert.deepEqual(errors, []);
  });
});

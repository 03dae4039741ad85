// Findings of two new-user reviews (2026-12-04, twelfth session): the computer opponent as a lichess
// player tries it, and accessibility, phones and languages. Each test fails before its fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review9.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground, clickSquare, squareOnPage, allDrawn } from "./helpers.mjs";

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);
const history = (page) => call(page, "history()");

/** The playground against the computer on `side` at `level`, chess unless `query` says otherwise. */
async function againstComputer(page, url, side, level, query = "?variant=chess") {
  await openPlayground(page, url, query);
  await page.selectOption("#opp-level", String(level));
  await page.selectOption("#opp-side", side);
}

test("the computer's pieces do not answer the person's clicks while it thinks", async () => {
  await withPage(async ({ page, url, errors }) => {
    await againstComputer(page, url, "black", 8);
    await clickSquare(page, "e2");
    await clickSquare(page, "e4");
    await page.waitForFunction(() => /Thinking/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    await clickSquare(page, "e7");
    await clickSquare(page, "e5");
    assert.deepEqual(await history(page), ["e2e4"]);
    assert.match(await page.textContent("#board .fairyboard-status"), /^Black's move: the computer plays it\./);
    // The computer's reply comes, and the person moves again.
    await page.click("#opp-now");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 2, null, { timeout: 20000 });
    await clickSquare(page, "d2");
    await clickSquare(page, "d4");
    assert.equal((await history(page))[2], "d2d4");
    assert.deepEqual(errors, []);
  });
});

test("another variant chosen while the computer thinks: no error from the old board", async () => {
  await withPage(async ({ page, url, errors }) => {
    await againstComputer(page, url, "white", 6);
    for (let i = 0; i < 3; i++) {
      await page.waitForFunction(() => /Thinking/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
      await page.selectOption("#variant", i % 2 ? "chess" : "xiangqi");
      await page.waitForTimeout(400);
    }
    await page.waitForTimeout(1000);
    assert.deepEqual(errors, []);
  });
});

test("a game opened from a link survives a reload once it has a move; the thinking line shows no score", async () => {
  await withPage(async ({ page, url, errors }) => {
    await againstComputer(page, url, "black", 3, "?variant=shogi&lang=en");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "shogi");
    await call(page, 'play("c3c4")');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 2, null, { timeout: 20000 });
    const url1 = new URL(page.url());
    assert.equal(url1.searchParams.get("variant"), null, page.url());
    assert.equal(url1.searchParams.get("lang"), "en");
    await page.reload();
    await page.waitForSelector("body[data-ready='1']");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.history().length === 2);
    assert.equal(await call(page, "variant"), "shogi");
    // Level 8 thinks long enough to report its depth: the score and the move it plans stay hidden.
    await page.selectOption("#opp-level", "8");
    await call(page, 'play("g3g4")');
    await page.waitForFunction(() => /depth \d+/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    const thinking = await page.textContent("#opp-status");
    assert.doesNotMatch(thinking, /\d\.\d\d|mate/i, thinking);
    assert.deepEqual(errors, []);
  });
});

test("progressive chess: the computer's whole turn is said; Undo says both moves it takes back", async () => {
  await withPage(async ({ page, url, errors }) => {
    await againstComputer(page, url, "black", 1, "?variant=progressive");
    await call(page, 'play("e2e4")');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 3, null, { timeout: 20000 });
    await page.waitForFunction(() => /Computer played/.test(document.querySelector("#opp-status").textContent));
    const [, first, second] = await call(page, "historyWritten()");
    const said = await page.textContent("#opp-status");
    assert.ok(said.includes(`${first}, ${second}`), said);
    // Chess against the computer: the reply and the person's move go back together, both named.
    await page.selectOption("#variant", "chess");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "chess");
    await call(page, 'play("e2e4")');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 2, null, { timeout: 20000 });
    const [e4, reply] = await call(page, "historyWritten()");
    await page.click("#undo");
    assert.equal((await history(page)).length, 0);
    assert.equal(await page.textContent("#board .fairyboard-status").then((s) => s.startsWith(`Took back ${e4} and ${reply}.`)), true);
    assert.deepEqual(errors, []);
  });
});

test("Resign asks first; after a resignation: nothing to resign or offer, the computer's old message is gone; no offer before a move", async () => {
  await withPage(async ({ page, url, errors }) => {
    await againstComputer(page, url, "black", 1);
    assert.equal(await page.isDisabled("#offer"), true);
    await call(page, 'play("e2e4")');
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 2, null, { timeout: 20000 });
    await page.click("#offer");
    await page.waitForFunction(() => /declines the draw/.test(document.querySelector("#opp-status").textContent));
    // Resign asks first (as lichess does): the first press only asks, the second resigns.
    await page.click("#resign");
    assert.equal(await call(page, "outcome()"), null);
    assert.equal(await page.textContent("#resign"), "Resign? Click again");
    await page.click("#resign");
    assert.deepEqual(await call(page, "outcome()"), { winner: "black", reason: "resignation" });
    assert.equal(await page.textContent("#resign"), "Resign");
    assert.equal(await page.isDisabled("#resign"), true);
    assert.equal(await page.isDisabled("#offer"), true);
    assert.doesNotMatch(await page.textContent("#opp-status"), /declines/);
    assert.deepEqual(errors, []);
  });
});

test("a manual flip lasts one game: New game seats the person at the bottom again", async () => {
  await withPage(async ({ page, url, errors }) => {
    await againstComputer(page, url, "white", 1);
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 1, null, { timeout: 20000 });
    assert.equal(await call(page, "orientation()"), "black");
    await page.click("#flip");
    assert.equal(await call(page, "orientation()"), "white");
    await page.click("#new");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 1, null, { timeout: 20000 });
    assert.equal(await call(page, "orientation()"), "black");
    assert.deepEqual(errors, []);
  });
});

/** A one-finger swipe through the DevTools protocol, from (x, y) by dy pixels. */
async function swipe(page, x, y, dy) {
  const cdp = await page.context().newCDPSession(page);
  const point = (py) => [{ x, y: py, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(y) });
  for (let i = 1; i <= 10; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(y + (dy * i) / 10) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForTimeout(300);
}

const PHONE = { viewport: { width: 375, height: 667 } };

test("on a phone a swipe over a board scrolls the page; over the person's piece it drags; a swipe never moves", async () => {
  await withPage(
    async ({ browser, url, errors }) => {
      const context = await browser.newContext({ viewport: PHONE.viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
      const page = await context.newPage();
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(`${url}article-002.html`);
      await page.waitForFunction(allDrawn);
      const king = page.locator("#king [data-fairyboard] .fairyboard-board > canvas").first();
      await king.scrollIntoViewIfNeeded();
      const box = await king.boundingBox();
      const before = await page.evaluate(() => scrollY);
      await swipe(page, box.x + box.width / 2, box.y + box.height / 2, -250);
      assert.ok((await page.evaluate(() => scrollY)) > before + 100, "the page scrolled under the finger");
      // The playground: a swipe that starts on an empty square scrolls and plays nothing; a tap on a
      // piece and a tap on its target play the move.
      await openPlayground(page, url, "?variant=chess");
      const e2 = await squareOnPage(page, "e2");
      await page.touchscreen.tap(e2.x, e2.y);
      const e4 = await squareOnPage(page, "e4");
      await swipe(page, e4.x, e4.y, -150);
      assert.deepEqual(await history(page), []);
      await page.touchscreen.tap(e2.x, e2.y);
      const e4b = await squareOnPage(page, "e4");
      await page.touchscreen.tap(e4b.x, e4b.y);
      assert.deepEqual(await history(page), ["e2e4"]);
      // A finger on the person's piece drags it (the page does not scroll under it).
      const e7 = await squareOnPage(page, "e7");
      const e5 = await squareOnPage(page, "e5");
      const scrolled = await page.evaluate(() => scrollY);
      await swipe(page, e7.x, e7.y, e5.y - e7.y);
      assert.deepEqual(await history(page), ["e2e4", "e7e5"]);
      assert.equal(await page.evaluate(() => scrollY), scrolled);
      await context.close();
      assert.deepEqual(errors, []);
    },
    PHONE,
  );
});

test("a lone-piece diagram's keyboard cursor names only the piece drawn; a moved piece's square is said", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-002.html`);
    await page.waitForFunction(allDrawn);
    const board = "#king [data-fairyboard]";
    await page.focus(`${board} canvas`);
    const heard = [];
    for (const key of ["ArrowRight", "ArrowUp", "ArrowUp", "ArrowRight"]) {
      await page.keyboard.press(key);
      heard.push(await page.textContent(`${board} .fairyboard-status`));
    }
    assert.ok(heard.every((s) => !/Πιόνι|Πύργος/.test(s)), heard.join(" | "));
    // Enter moves the king to the cursor: the line says where it stands now.
    await page.keyboard.press("Enter");
    assert.match(await page.textContent(`${board} .fairyboard-status`), /^[a-h]\d: \d+ προορισμ/);
    // A static board (the start position) tells screen readers what stands on it.
    await page.waitForFunction(() => document.querySelector("[data-mode=static] canvas").hasAttribute("aria-description"));
    const desc = await page.getAttribute("[data-mode=static] canvas", "aria-description");
    assert.match(desc, /^Λευκά: Πύργος a1, .*Βασιλιάς e1, .*; Μαύρα: .*Βασιλιάς e8/);
    assert.deepEqual(errors, []);
  });
});

test("the editor's keyboard cursor says each square it reaches; its canvas is an application", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess&mode=edit");
    await page.waitForFunction(() => document.body.classList.contains("editing") || document.querySelector("#editor-board")?.offsetParent);
    assert.equal(await page.getAttribute("#editor-board", "role"), "application");
    await page.focus("#editor-board");
    await page.keyboard.press("ArrowRight");
    const said = await page.textContent("#ed-live");
    assert.match(said, /^[a-h][1-8]( |$)/, said);
    assert.deepEqual(errors, []);
  });
});

test("an article's play link keeps the language the reader chose on the playground", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-002.html`);
    await page.waitForFunction(allDrawn);
    const link = () => page.getAttribute(".fairyboard-play-link", "href");
    assert.match(await link(), /lang=el/);
    await page.evaluate(() => localStorage.setItem("fairyboard.lang", "hu"));
    await page.reload();
    await page.waitForFunction(allDrawn);
    assert.doesNotMatch(await link(), /lang=/);
    assert.deepEqual(errors, []);
  });
});

test("on a phone the playground's legend names fit their buttons (Russian walls)", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "?lang=ru&variant=newdecimal2");
      await page.waitForFunction(() => document.querySelector(".piece-legend button[data-token=h]"));
      const over = await page.$$eval(".piece-legend button", (bs) => bs.map((b) => [b.textContent, b.clientWidth, b.scrollWidth]).filter(([, w, need]) => need > w + 1));
      assert.deepEqual(over, []);
      assert.deepEqual(errors, []);
    },
    PHONE,
  );
});

test("an article page offers its boards in another language; the address keeps the choice", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-002.html`);
    await page.waitForFunction(allDrawn);
    const king = "#king [data-fairyboard]";
    const picker = "header.site .board-lang select";
    assert.equal(await page.inputValue(picker), "el");
    assert.equal(await page.textContent(`${king} .fairyboard-status`), "8 προορισμοί");
    await page.selectOption(picker, "ru");
    assert.equal(await page.textContent(`${king} .fairyboard-status`), "8 полей");
    assert.equal(new URL(page.url()).searchParams.get("lang"), "ru");
    await page.reload();
    await page.waitForFunction(allDrawn);
    assert.equal(await page.textContent(`${king} .fairyboard-status`), "8 полей");
    // No board names the picker's own mark as an attribute it does not use (every board of a page
    // opened with ?lang= said "data-lang-chosen (data-lang?)", an article review found).
    assert.equal(await page.locator(".fairyboard-note").count(), 0);
    assert.match(await page.getAttribute(".fairyboard-play-link", "href"), /lang=ru/);
    // Back to the article's own language: the address drops it.
    await page.selectOption(picker, "el");
    assert.equal(await page.textContent(`${king} .fairyboard-status`), "8 προορισμοί");
    assert.equal(new URL(page.url()).searchParams.get("lang"), null);
    assert.deepEqual(errors, []);
  });
});

test("bughouse: the match's take-back gives the clocks back, and nothing runs before a board's first move", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}bughouse.html`);
    await page.waitForSelector("body[data-ready]");
    await page.selectOption("#match-clock", "1+0");
    await page.waitForSelector("#clock-a-top:not([hidden])");
    const a = (expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board-a").fairyboard), expr);
    await a('play("e2e4")');
    const afterE4 = await a("clockTimes()");
    await a('play("d7d5")');
    await page.waitForTimeout(800);
    await page.click("#undo-match");
    // Black to move again, with the time it had as e4 was played; White's clock stands.
    assert.equal(await a("turn()"), "black");
    assert.equal(await a("clockRunning()"), "black");
    assert.ok(Math.abs((await a("clockTimes()")).white - afterE4.white) < 50);
    await page.click("#undo-match");
    assert.equal(await a("clockRunning()"), null);
    assert.deepEqual(await a("clockTimes()"), { white: 60000, black: 60000 });
    assert.deepEqual(errors, []);
  });
});

test("the play links follow the boards' language picker over a language kept from the playground", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-000.html`);
    await page.evaluate(() => localStorage.setItem("fairyboard.lang", "ru"));
    await page.goto(`${url}article-000.html?lang=hu`);
    await page.waitForFunction(allDrawn);
    assert.match(await page.getAttribute(".fairyboard-play-link", "href"), /lang=hu/);
    await page.selectOption("header.site .board-lang select", "en");
    assert.match(await page.getAttribute(".fairyboard-play-link", "href"), /lang=en/);
    assert.deepEqual(errors, []);
  });
});

test("a move cancels a resignation waiting for its second press", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await call(page, 'play("e2e4")');
    await page.click("#resign");
    assert.equal(await page.textContent("#resign"), "Resign? Click again");
    await call(page, 'play("e7e5")');
    assert.equal(await page.textContent("#resign"), "Resign");
    await page.click("#resign");
    assert.equal(await call(page, "outcome()"), null);
    assert.deepEqual(errors, []);
  });
});

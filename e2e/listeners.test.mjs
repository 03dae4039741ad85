// A page of many boards follows the pointer over the window only while it is pressed on a board or
// on a piece in hand: no board's handler runs on the page's other mouse moves (article 003 had 567
// window listeners, three a board, each run on every move of the mouse). Drags from the board and
// from the hand still play their moves, let go anywhere.
// Run: bash scripts/build-wasm.sh && node --test e2e/listeners.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, allDrawn, servePage, LOADER_PAGE } from "./helpers.mjs";

/** The window's listeners of the pointer's moves and cancels, by type (DevTools' own count; the
 *  browser's test driver listens to the window's presses and releases itself). */
async function windowListeners(page) {
  const cdp = await page.context().newCDPSession(page);
  const { result } = await cdp.send("Runtime.evaluate", { expression: "window" });
  const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId });
  await cdp.detach();
  const count = {};
  for (const l of listeners) if (l.type === "pointermove" || l.type === "pointercancel") count[l.type] = (count[l.type] ?? 0) + 1;
  return count;
}

test("article 003's boards leave the window's pointer events alone", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-003.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 60000 });
    assert.ok((await page.locator("[data-fairyboard]").count()) > 100);
    assert.deepEqual(await windowListeners(page), {});
    assert.deepEqual(errors, []);
  });
});

test("a drag on the board and from the hand is followed over the window until let go", async () => {
  await withPage(async ({ page, url, errors }) => {
    // White has a knight in hand.
    const html = `${LOADER_PAGE}<div id="b" style="width:400px" data-fairyboard data-variant="crazyhouse" data-mode="play"
      data-fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1"></div>`;
    await page.goto(await servePage(page, url, "listeners.html", html));
    await page.waitForFunction(allDrawn);
    const at = async (sq) => {
      const box = await page.locator("#b .fairyboard-board > canvas").boundingBox();
      const c = await page.evaluate((s) => document.querySelector("#b").fairyboard.squareCenter(s), sq);
      return { x: box.x + c.x, y: box.y + c.y };
    };
    assert.deepEqual(await windowListeners(page), {});
    // A pawn dragged from e2 to e4: followed while pressed, let go on its square.
    const e2 = await at("e2");
    const e4 = await at("e4");
    await page.mouse.move(e2.x, e2.y);
    await page.mouse.down();
    assert.deepEqual(await windowListeners(page), { pointermove: 1, pointercancel: 1 });
    await page.mouse.move(e4.x, e4.y, { steps: 5 });
    await page.mouse.up();
    assert.deepEqual(await windowListeners(page), {});
    assert.deepEqual(await page.evaluate(() => document.querySelector("#b").fairyboard.history()), ["e2e4"]);
    await page.evaluate(() => document.querySelector("#b").fairyboard.play("e7e5"));
    // The knight dragged from the hand to f3.
    const knight = await page.locator(".fairyboard-hand[data-side='white'] .fairyboard-hand-piece[data-piece='N']").boundingBox();
    const f3 = await at("f3");
    await page.mouse.move(knight.x + knight.width / 2, knight.y + knight.height / 2);
    await page.mouse.down();
    assert.deepEqual(await windowListeners(page), { pointermove: 1, pointercancel: 1 });
    await page.mouse.move(f3.x, f3.y, { steps: 8 });
    await page.mouse.up();
    assert.deepEqual(await windowListeners(page), {});
    assert.deepEqual(await page.evaluate(() => document.querySelector("#b").fairyboard.history()), ["e2e4", "e7e5", "N@f3"]);
    // A press let go off the board moves nothing and leaves the window alone again.
    const g1 = await at("g1");
    await page.mouse.move(g1.x, g1.y);
    await page.mouse.down();
    await page.mouse.move(g1.x + 600, g1.y, { steps: 4 });
    await page.mouse.up();
    assert.deepEqual(await windowListeners(page), {});
    assert.equal((await page.evaluate(() => document.querySelector("#b").fairyboard.history())).length, 3);
    assert.deepEqual(errors, []);
  });
});

// The playground's move list keeps the rows a move leaves as they were (the same elements) and
// shows the line as it is: a move added to the last row, moves taken back greyed after the one
// shown, a new move in their place dropping them, a click on a move going to it.
// Run: bash scripts/build-wasm.sh && node --test e2e/movelist.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground } from "./helpers.mjs";

/** The list as shown: each row's moves, "~" before one taken back, "*" before the one shown. */
const rows = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("#moves li")].map((li) =>
      [...li.querySelectorAll("button.mv")].map((b) => `${b.classList.contains("future") ? "~" : ""}${b.getAttribute("aria-current") ? "*" : ""}${b.textContent}`),
    ),
  );

const board = (page, call) => page.evaluate((call) => new Function("fb", call)(document.querySelector("#board").fairyboard), call);

test("the move list keeps its rows and follows moves, take-backs and a new line", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await board(page, `for (const m of ["e2e4", "e7e5", "g1f3"]) fb.play(m);`);
    assert.deepEqual(await rows(page), [["e4", "e5"], ["*Nf3"]]);
    // The first row stays the element it was as moves are added, taken back and replaced.
    await page.evaluate(() => (document.querySelector("#moves li").dataset.mark = "first"));
    await board(page, `fb.play("b8c6");`);
    assert.deepEqual(await rows(page), [["e4", "e5"], ["Nf3", "*Nc6"]]);
    await board(page, `fb.undo(); fb.undo();`);
    assert.deepEqual(await rows(page), [["e4", "*e5"], ["~Nf3", "~Nc6"]]);
    await board(page, `fb.play("d2d4");`);
    assert.deepEqual(await rows(page), [["e4", "e5"], ["*d4"]]);
    assert.equal(await page.evaluate(() => document.querySelector("#moves li").dataset.mark), "first");
    // A click on a move shows the position after it; the moves after it are greyed.
    await page.locator("#moves button.mv[data-ply='1']").click();
    assert.deepEqual(await rows(page), [["*e4", "~e5"], ["~d4"]]);
    assert.equal(await board(page, `return fb.history().join(" ");`), "e2e4");
    // And to the last move again.
    await page.locator("#moves button.mv[data-ply='3']").click();
    assert.deepEqual(await rows(page), [["e4", "e5"], ["*d4"]]);
    assert.deepEqual(errors, []);
  });
});

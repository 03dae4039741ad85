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
    // A longer line, gone through back and forth: the rows kept show each move's state as it is
    // now (only the moves whose state changes are written again).
    await board(page, `for (const m of ["e5d4", "d1d4", "b8c6", "d4e3", "g8f6", "b1c3", "f8b4"]) fb.play(m);`);
    const line = [["e4", "e5"], ["d4", "exd4"], ["Qxd4", "Nc6"], ["Qe3", "Nf6"], ["Nc3", "Bb4"]];
    /** The line as shown with `ply` moves played. */
    const at = (ply) => line.map((row, r) => row.map((m, i) => (2 * r + i + 1 > ply ? `~${m}` : 2 * r + i + 1 === ply ? `*${m}` : m)));
    assert.deepEqual(await rows(page), at(10));
    for (const ply of [2, 7, 1, 10, 4, 5]) {
      await page.locator(`#moves button.mv[data-ply='${ply}']`).click();
      assert.deepEqual(await rows(page), at(ply), `after going to ply ${ply}`);
    }
    await board(page, `fb.redo(); fb.redo();`);
    assert.deepEqual(await rows(page), at(7));
    await board(page, `fb.undo();`);
    assert.deepEqual(await rows(page), at(6));
    assert.equal(await page.evaluate(() => document.querySelector("#moves li").dataset.mark), "first");
    assert.deepEqual(errors, []);
  });
});

// End-to-end: shogi drops from the hand by clicks; xiangqi's flying-general rule refuses a move.
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { withPage, outDir, clickSquare } from "./helpers.mjs";

const VIEWPORT = { width: 1200, height: 1100 };

async function open(page, url, variant, fen) {
  const q = new URLSearchParams({ variant });
  if (fen) q.set("fen", fen);
  await page.goto(`${url}index.html?${q}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction(() => document.querySelector("#board")?.fairyboard && document.querySelector("#board").dataset.drawn);
}

const fen = (page) => page.evaluate(() => document.querySelector("#board").fairyboard.fen());

test("shogi: a pawn dropped from the hand by clicks", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Sente has a pawn in hand; the 5th file (e) is free of sente pawns.
    await open(page, url, "shogi", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPP1PPPP/1B5R1/LNSGKGSNL[P] w - - 0 1");
    const hand = page.locator(".fairyboard-hand[data-side='white'] .fairyboard-hand-piece[data-piece='P']");
    assert.equal(await hand.count(), 1, "the pawn is shown in sente's hand");
    await hand.click();
    // The drop targets exclude files with a sente pawn (nifu): e5 is allowed, d5 is not.
    const targets = await page.evaluate(() => document.querySelector("#board").fairyboard.legalMoves().filter((m) => m.startsWith("P@")));
    assert.ok(targets.includes("P@e5") && !targets.includes("P@d5"), targets.join(" "));
    await clickSquare(page, "e5");
    assert.equal(await fen(page), "lnsgkgsnl/1r5b1/ppppppppp/9/4P4/9/PPPP1PPPP/1B5R1/LNSGKGSNL[] b - - 1 1");
    assert.deepEqual(await page.$$eval("#moves span", (s) => s.map((x) => x.textContent)), ["P*5e"]);
    assert.equal(await page.locator(".fairyboard-hand[data-side='white'] .fairyboard-hand-piece").count(), 0, "the hand is empty");
    await page.screenshot({ path: path.join(outDir(), "shogi-drop.png"), fullPage: true });
    assert.deepEqual(errors, []);
  }, { viewport: VIEWPORT });
});

test("shogi: a hand keeps its buttons while it holds the same pieces, their counts and turns kept up", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "shogi", "lnsgkgsnl/1r5b1/1pppppppp/9/9/9/PPP3PPP/1B5R1/LNS1KGSNL[PPGp] w - - 0 1");
    // Each hand (the upper first) as shown: piece, count, "off" where disabled, "kept" for a button
    // marked below (the same element).
    const hands = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("#board .fairyboard-hand")].map((h) => [
          h.dataset.side,
          [...h.querySelectorAll(".fairyboard-hand-piece")].map((b) => `${b.dataset.piece}${b.querySelector(".count").textContent}${b.disabled ? " off" : ""}${b.dataset.mark ? " kept" : ""}`),
        ]),
      );
    const play = (m) => page.evaluate((m) => document.querySelector("#board").fairyboard.play(m), m);
    await page.evaluate(() => document.querySelectorAll("#board .fairyboard-hand-piece").forEach((b) => (b.dataset.mark = "1")));
    assert.deepEqual(await hands(), [["black", ["p off kept"]], ["white", ["P2 kept", "G kept"]]]);
    // A move on the board: the same buttons, the other side's to use now.
    await play("a3a4");
    assert.deepEqual(await hands(), [["black", ["p kept"]], ["white", ["P2 off kept", "G off kept"]]]);
    await play("b7b6");
    // A drop of one of two pawns: the same buttons, the pawn's count gone.
    await play("P@e5");
    assert.deepEqual(await hands(), [["black", ["p kept"]], ["white", ["P off kept", "G off kept"]]]);
    assert.equal(await page.getAttribute("#board .fairyboard-hand-piece[data-piece='P']", "aria-label"), "Sente pawn in hand, 1");
    await play("c7c6");
    // A piece type gone from the hand: that hand is made anew, its icons drawn.
    await play("G@e4");
    assert.deepEqual(await hands(), [["black", ["p kept"]], ["white", ["P off"]]]);
    const inked = () =>
      page.evaluate(() =>
        [...document.querySelectorAll("#board .fairyboard-hand canvas")].map((c) => c.width > 0 && c.getContext("2d").getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 === 3 && v > 0)),
      );
    assert.deepEqual(await inked(), [true, true], "every hand icon is drawn");
    // Taken back: the gold is in the hand again.
    await page.evaluate(() => document.querySelector("#board").fairyboard.undo());
    assert.deepEqual(await hands(), [["black", ["p off kept"]], ["white", ["P", "G"]]]);
    assert.deepEqual(await inked(), [true, true, true]);
    assert.deepEqual(errors, []);
  }, { viewport: VIEWPORT });
});

test("xiangqi: the generals may not face each other on an open file", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Red general e1, black general f10, a red chariot on e5 between nothing: moving the general to f1 would face f10.
    await open(page, url, "xiangqi", "5k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    const moves = await page.evaluate(() => document.querySelector("#board").fairyboard.legalMoves("e1"));
    assert.ok(!moves.includes("e1f1"), `flying general refused: ${moves}`);
    assert.ok(moves.includes("e1d1") && moves.includes("e1e2"), moves.join(" "));
    // By clicks: e1 then f1 is refused with the rule's reason, the general staying selected; d1 moves.
    const before = await fen(page);
    await clickSquare(page, "e1");
    await clickSquare(page, "f1");
    assert.equal(await fen(page), before, "the illegal move was not played");
    assert.match(await page.textContent("#board .fairyboard-status"), /is not allowed: your general would be attacked there/);
    await clickSquare(page, "d1");
    assert.equal(await fen(page), "5k3/9/9/9/9/9/9/9/9/3K5 b - - 1 1");
    await page.screenshot({ path: path.join(outDir(), "xiangqi.png"), fullPage: true });
    assert.deepEqual(errors, []);
  }, { viewport: VIEWPORT });
});

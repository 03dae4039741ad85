// End-to-end tests of the playground's TCHESS setup panel (www/playground.js, "TCHESS setup" section;
// spec tchess.md §7.4.2–7.4.3, §7.5, §8) and the info line (Jester's copied type, vacancy pools).
// Run: bash scripts/build-wasm.sh && node --test e2e/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { withPage, outDir, clickSquare } from "./helpers.mjs";

const VIEWPORT = { width: 1280, height: 1100 };
const BOARD = "#board";
const TAIL = " w - - 0 1 - - -";

async function openPlayground(page, url, variant) {
  await page.goto(`${url}index.html?variant=${variant}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.fairyboard && document.querySelector(sel).dataset.drawn, BOARD);
  await page.waitForSelector("#tchess-setup:not([hidden])");
  // The panel opens collapsed (it would push the status below the fold): open it as a reader does.
  assert.equal(await page.evaluate(() => document.querySelector("#tchess-setup").open), false);
  await page.click("#tchess-setup summary");
}

const fenOf = (page) => page.evaluate((s) => document.querySelector(s).fairyboard.fen(), BOARD);
const text = async (page, sel) => (await page.textContent(sel)).trim();

/** Saves a screenshot of the page as a test artifact. A full-page capture that times out (a clean
 *  CI run once waited 30 s on one, the page drawn and settled) is taken again of the viewport. */
async function screenshot(page, name) {
  const file = path.join(outDir(), `${name}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true, timeout: 15000 });
  } catch (e) {
    if (e?.name !== "TimeoutError") throw e;
    await page.screenshot({ path: file, timeout: 30000 });
  }
}

/** Clicks the single-pawn flip buttons of a side for the given files. */
async function flipFiles(page, side, files) {
  for (const f of files) await page.click(`#tchess-${side} .files button[data-file=${f}]`);
}

test("1. tournament mode: Black chooses, White mirrors (10x10)", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "tchess");
      await page.check("#tchess-tournament");
      assert.equal(await page.$eval("#tchess-white", (fs) => fs.disabled), true, "White's controls are greyed out");
      assert.equal(await page.isDisabled("#tchess-white-emperor"), true);
      await page.check("#tchess-black-champions");
      await page.check("#tchess-black-front");
      await page.check("#tchess-black-emperor");
      await page.selectOption("#tchess-black-face", "a");
      await page.selectOption("#tchess-black-jester", "e10");
      // White's controls follow.
      assert.equal(await page.isChecked("#tchess-white-champions"), true);
      assert.equal(await page.isChecked("#tchess-white-front"), true);
      assert.equal(await page.inputValue("#tchess-white-jester"), "e1");
      assert.equal(await page.inputValue("#tchess-white-face"), "a");
      await page.click("#tchess-start");
      const fen = "xgwdaldwgh/frnbqebnrf/zisittisiz/10/10/10/10/ZISITTISIZ/FRNBQEBNRF/XGWDALDWGH" + TAIL;
      assert.equal(await fenOf(page), fen);
      assert.equal(await page.inputValue("#fen"), fen);
      assert.equal(await text(page, "#tchess-error"), "");
      assert.equal(await text(page, "#game-status"), "Blue to move.");
      await screenshot(page, "tchess-setup-tournament");

      // A single-pawn flip by Black is mirrored too; switching tournament off makes White editable.
      await flipFiles(page, "black", ["a"]);
      assert.equal(await page.getAttribute("#tchess-white .files button[data-file=a]", "aria-pressed"), "false");
      await page.uncheck("#tchess-tournament");
      assert.equal(await page.$eval("#tchess-white", (fs) => fs.disabled), false);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("2. asymmetric setup: White flips single pawns and takes the Emperor, Black flips the Champions", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "tchess");
      await flipFiles(page, "white", ["b", "c", "d", "j"]);
      assert.equal(await page.$eval("#tchess-white-front", (i) => i.indeterminate), true);
      await page.check("#tchess-white-emperor");
      await page.check("#tchess-black-champions");
      await page.click("#tchess-start");
      assert.equal(await fenOf(page), "xgwdmldwgh/frnbqkbnrf/pppppppppp/10/10/10/10/PISIPPPPPZ/FRNBQEBNRF/CGWDMLDWGC" + TAIL);
      assert.equal(await text(page, "#tchess-error"), "");
      // The game is playable from there: the Sergeant on c3 steps diagonally.
      await clickSquare(page, "c3");
      await clickSquare(page, "d4");
      assert.match(await fenOf(page), /^xgwdmldwgh\/frnbqkbnrf\/pppppppppp\/10\/10\/10\/3S6\/PI1IPPPPPZ\/FRNBQEBNRF\/CGWDMLDWGC b /);
      await screenshot(page, "tchess-setup-asymmetric");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("3. Jester placement and the info line: the Jester copies the Knight, vacancies are listed", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "tchess");
      // Jester options: any piece but King/Emperor and pawn-types.
      const options = await page.$$eval("#tchess-white-jester option", (os) => os.map((o) => o.value).filter(Boolean));
      assert.equal(options.length, 19);
      assert.ok(!options.includes("f2"), "not the King");
      assert.ok(options.includes("e1") && options.includes("a1") && options.includes("b2"));
      await page.selectOption("#tchess-white-jester", "b2");
      await page.selectOption("#tchess-black-jester", "e10");
      await page.click("#tchess-start");
      assert.equal(await fenOf(page), "cgwdjldwgc/frnbqkbnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FJNBQKBNRF/CGWDMLDWGC" + TAIL);
      assert.equal(await page.isVisible("#tchess-info"), true);
      assert.equal(await text(page, "#tchess-jester"), "Jester moves as: – (no move to copy yet)");
      assert.equal(await text(page, "#tchess-vacancies"), "Vacancies — Blue: – · Red: –");

      // White's knight h2-g4: Black's Jester now moves as a Knight.
      await clickSquare(page, "h2");
      await clickSquare(page, "g4");
      assert.equal(await page.evaluate((s) => document.querySelector(s).fairyboard.lastMover(), BOARD), "N");
      assert.equal(await text(page, "#tchess-jester"), "Jester moves as: Knight");
      await screenshot(page, "tchess-setup-jester-knight");
      // Black's Griffin a9 move: White's Jester copies a Griffin.
      const griffin = (await page.evaluate((s) => document.querySelector(s).fairyboard.legalMoves("a9"), BOARD))[0];
      assert.ok(griffin, "the Griffin has a move");
      await page.evaluate(([s, m]) => document.querySelector(s).fairyboard.play(m), [BOARD, griffin]);
      assert.equal(await text(page, "#tchess-jester"), "Jester moves as: Griffin");
      // Undo restores the previous line.
      await page.click("#undo");
      assert.equal(await text(page, "#tchess-jester"), "Jester moves as: Knight");

      // Vacancy pools from a FEN (the last two fields).
      await page.fill("#fen", "cgwdmldwgc/frnbqkbnrf/pppppppppp/10/10/10/10/PPPPPPPPPP/FRNBQKBNRF/CGWDMLDWGC w - - 0 1 B RF -");
      await page.click("#load");
      assert.equal(await text(page, "#fen-error"), "");
      assert.equal(await text(page, "#tchess-vacancies"), "Vacancies — Blue: R F · Red: –");
      assert.equal(await text(page, "#tchess-jester"), "Jester moves as: Bishop");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("4. TCHESS 8x8: the cropped front row, a tournament Jester on the queen-side Knight", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "tchess8");
      assert.equal(await page.$("#tchess-black-champions"), null, "no Champions in the zone");
      const codes = await page.$$eval("#tchess-black .files button", (bs) => bs.map((b) => b.firstChild.textContent));
      assert.deepEqual(codes, ["P", "P", "P", "P", "P", "P", "P", "P"]);
      const options = await page.$$eval("#tchess-black-jester option", (os) => os.map((o) => o.value).filter(Boolean));
      assert.deepEqual(options, ["b9", "c9", "d9", "e9", "g9", "h9", "i9"]);
      await page.check("#tchess-tournament");
      await page.check("#tchess-black-front");
      await page.selectOption("#tchess-black-jester", "c9");
      const flipped = await page.$$eval("#tchess-white .files button", (bs) => bs.map((b) => b.firstChild.textContent).join(" "));
      assert.equal(flipped, "PP PS PP PB PB PP PS PP", "the 8x8 crop of the recommended row, mirrored to White");
      await page.click("#tchess-start");
      assert.equal(await fenOf(page), "**********/*rjbqkbnr*/*isittisi*/*8*/*8*/*8*/*8*/*ISITTISI*/*RJBQKBNR*/**********" + TAIL);
      assert.equal(await text(page, "#tchess-error"), "");
      await screenshot(page, "tchess-setup-8x8");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("5. the panel is only there for TCHESS variants; a rejected start shows the engine's error", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "tchess");
      await page.selectOption("#variant", "chess");
      await page.waitForFunction((sel) => document.querySelector(sel).fairyboard?.variant === "chess", BOARD);
      assert.equal(await page.isHidden("#tchess-setup"), true);
      assert.equal(await page.isHidden("#tchess-info"), true);
      await page.selectOption("#variant", "tchess");
      await page.waitForFunction((sel) => document.querySelector(sel).fairyboard?.variant === "tchess", BOARD);
      assert.equal(await page.isVisible("#tchess-setup"), true);
      // Force an engine rejection: make setPosition throw as a bad FEN would.
      await page.evaluate((s) => {
        const h = document.querySelector(s).fairyboard;
        h.setPosition = () => {
          throw new Error("bad FEN: test");
        };
      }, BOARD);
      await page.click("#tchess-start");
      assert.match(await text(page, "#tchess-error"), /The engine rejected .*: bad FEN: test/);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("6. rule options: ticking one replays the game in that reading; the URL can carry options", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "tchess");
      await page.waitForSelector("#options:not([hidden])");
      const boxes = await page.$$eval("#option-list input", (xs) => xs.map((x) => x.value));
      assert.ok(boxes.includes("jester_vector") && boxes.includes("assassin_connected"), boxes.join(","));
      const variantId = () => page.evaluate((s) => document.querySelector(s).fairyboard.info.id, BOARD);
      assert.equal(await variantId(), "tchess");
      await page.click("#options summary");
      await page.click("#option-list input[value=magister_up_to_2]");
      await page.waitForFunction((s) => document.querySelector(s).fairyboard.info.id === "tchess+magister_up_to_2", BOARD);
      // The Magister now has the up-to-two reading.
      const piece = await page.evaluate((s) => document.querySelector(s).fairyboard.info.pieces.find((p) => p.letter === "m").betza, BOARD);
      assert.equal(piece, "mR2yafsbscR2mB2yafsbscB2");
      await page.click("#option-list input[value=magister_up_to_2]");
      await page.waitForFunction((s) => document.querySelector(s).fairyboard.info.id === "tchess", BOARD);

      // Options in the URL ('+' encoded), applied and ticked.
      await page.goto(`${url}index.html?variant=${encodeURIComponent("tchess+assassin_connected")}`);
      await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
      assert.equal(await variantId(), "tchess+assassin_connected");
      assert.equal(await page.isChecked("#option-list input[value=assassin_connected]"), true);
      // An unknown option falls back to the plain variant with a message, and nothing breaks.
      await page.goto(`${url}index.html?variant=${encodeURIComponent("tchess+nosuch")}`);
      await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
      assert.equal(await variantId(), "tchess");
      assert.match(await page.textContent("#open-error"), /unknown option 'nosuch'/);
      // Chess has one (claim_draws, FIDE's draws); Dobutsu shogi none: the panel is hidden.
      await page.selectOption("#variant", "chess");
      await page.waitForFunction((s) => document.querySelector(s).fairyboard.info.id === "chess", BOARD);
      assert.deepEqual(await page.$$eval("#option-list input", (xs) => xs.map((x) => x.value)), ["claim_draws"]);
      await page.selectOption("#variant", "dobutsu");
      await page.waitForFunction((s) => document.querySelector(s).fairyboard.info.id === "dobutsu", BOARD);
      assert.equal(await page.isHidden("#options"), true);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("7. the piece a Jester replaces may start as a vacancy (spec I-23)", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "tchess");
      await page.selectOption("#tchess-white-jester", "e1");
      await page.selectOption("#tchess-black-jester", "b10");
      await page.check("#tchess-vacancy");
      await page.click("#tchess-start");
      const fen = await fenOf(page);
      assert.ok(fen.endsWith(" w - - 0 1 - M g"), fen);
      assert.match(await text(page, "#tchess-vacancies"), /Blue: M .* Red: G/);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("8. no legal move loses (spec N-1): the status says who won and why", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "tchess");
      await page.fill("#fen", "10/1k8/10/10/10/10/10/10/7q2/9K w - - 0 1 Q - -");
      await page.click("#load");
      await page.waitForFunction(() => /wins/.test(document.querySelector("#game-status").textContent));
      assert.equal(await text(page, "#game-status"), "Red wins — the side to move has no legal move.");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("9. a pawn may take any alternative within the per-side counts (spec I-20)", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await openPlayground(page, url, "tchess");
      const code = () => page.$eval("#tchess-white .files button[data-file=e]", (b) => b.firstChild.textContent);
      const seen = [];
      for (let i = 0; i < 5; i++) {
        await page.click("#tchess-white .files button[data-file=e]");
        seen.push(await code());
      }
      // Recommended first (Templar on e), then the others, then back to the Pawn.
      assert.deepEqual(seen, ["PB", "PP", "PS", "PR", "P"]);
      // With the whole recommended row the counts are used up: e goes straight back to the Pawn.
      await page.check("#tchess-white-front");
      assert.equal(await code(), "PB");
      await page.click("#tchess-white .files button[data-file=e]");
      assert.equal(await code(), "P");
      // Back to the recommended Templar (f holds the only other one).
      await page.click("#tchess-white .files button[data-file=e]");
      assert.equal(await code(), "PB");
      await page.click("#tchess-start");
      assert.match(await fenOf(page), /\/ZISITTISIZ\//);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

// End-to-end test of article 004 (www/article-004.html): the TCHESS chess set, in Russian, with its lost
// diagrams replaced by live boards drawn in the leaflet's legend (green = move, red = capture only,
// black = both; arrows for slides, dots for squares where a move must end). Every board is drawn, the
// Lion's and the Guardian's schemes show their targets in the legend colours (also after a click moves
// the piece), the 10x10 board shows the frame of blue and red dots around the 8x8 field (also flipped),
// the Jester and the Sergeant's aura work on their positions, a scheme opens as a playable board in
// one click, and the page logs no errors.
// Run: bash scripts/build-wasm.sh && node --test e2e/article004.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { withPage, outDir, markedSquares as markedSquaresNow, latticeColour as latticeColourNow, allDrawn, squareOnPage, drawnSharp } from "./helpers.mjs";

/** Scrolls the board in `sel` into view and waits until it is drawn at the screen's ratio (a board
 *  far out of view is drawn at a quarter of a pixel per CSS pixel: its marks are not to be read). */
async function shown(page, sel) {
  await page.$eval(sel, (el) => el.scrollIntoView({ block: "center" }));
  await drawnSharp(page, sel);
}

/** `markedSquares` of the board in `sel`, shown. */
async function markedSquares(page, sel) {
  await shown(page, sel);
  return markedSquaresNow(page, sel);
}

/** `latticeColour` of the board in `sel`, shown. */
async function latticeColour(page, sel, x, y) {
  await shown(page, sel);
  return latticeColourNow(page, sel, x, y);
}

const VIEWPORT = { width: 1200, height: 900 };

// Every board of the page in order: figure id, variant, and piece + square for the move schemes.
const BOARDS = [
  { id: "d1", variant: "tchess" },
  { id: "d6", variant: "tchess", piece: "P", square: "e3" },
  { id: "d6b", variant: "tchess8", piece: "P", square: "e3" },
  { id: "d7r", variant: "tchess", piece: "R", square: "e5" },
  { id: "d7n", variant: "tchess", piece: "N", square: "e5" },
  { id: "d7b", variant: "tchess", piece: "B", square: "e5" },
  { id: "d7q", variant: "tchess", piece: "Q", square: "e5" },
  { id: "d7k", variant: "tchess", piece: "K", square: "e5" },
  { id: "d8", variant: "tchess", piece: "G", square: "e5" },
  { id: "d9", variant: "tchess", piece: "F", square: "e5" },
  { id: "d10", variant: "tchess", piece: "D", square: "e5" },
  { id: "d11", variant: "tchess", piece: "C", square: "e5" },
  { id: "d12", variant: "tchess", piece: "W", square: "e5" },
  { id: "d13", variant: "tchess", piece: "M", square: "e5" },
  { id: "d13b", variant: "tchess+magister_up_to_2", piece: "M", square: "e5" },
  { id: "d14", variant: "tchess", piece: "L", square: "e5" },
  { id: "d15", variant: "tchess" },
  { id: "d5", variant: "tchess" },
  { id: "d4", variant: "tchess" },
  { id: "d16", variant: "tchess", piece: "S", square: "e5" },
  { id: "d16b", variant: "tchess" },
  { id: "d17", variant: "tchess", piece: "I", square: "e5" },
  { id: "d18", variant: "tchess", piece: "Z", square: "e5" },
  { id: "d19", variant: "tchess", piece: "T", square: "e5" },
  { id: "d20", variant: "tchess", piece: "A", square: "e5" },
  { id: "d20b", variant: "tchess+assassin_connected" },
  { id: "d21", variant: "tchess", piece: "H", square: "e5" },
  { id: "d22", variant: "tchess", piece: "X", square: "e5" },
  { id: "d23", variant: "tchess", piece: "E", square: "e5" },
  { id: "d2", variant: "tchess" },
  { id: "d3", variant: "tchess8" },
];

const boardSel = (id) => `#${id} [data-fairyboard]`;

/**
 * Squares by the legend colour at their centre pixel, or beside it where a capture-only mark's light
 * cross is: {move, capture, both} (sorted square names).
 * The marks are drawn at 85 % opacity over the square colour, so each class is a range: green
 * (g > 115, r < 100), red (r > 170, g < 95), and dark (every channel < 80). The piece's own square
 * and occupied squares are not looked at.
 */
async function legendSquares(page, sel) {
  await shown(page, sel);
  return page.evaluate((s) => {
    const fb = document.querySelector(s).fairyboard;
    const canvas = fb.canvas;
    const k = canvas.width / canvas.clientWidth;
    const img = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height);
    const out = { move: [], capture: [], both: [] };
    const side = Math.abs(fb.squareCenter("b1").x - fb.squareCenter("a1").x);
    for (let f = 0; f < fb.info.width; f++) {
      for (let r = 1; r <= fb.info.height; r++) {
        const sq = `${String.fromCharCode(97 + f)}${r}`;
        const c = fb.squareCenter(sq);
        // The centre, else a point beside it (a capture-only dot has a light cross at its centre).
        const kind = (x) => {
          const i = (Math.floor(c.y * k) * canvas.width + Math.floor(x * k)) * 4;
          const [R, G, B, A] = img.data.slice(i, i + 4);
          if (A !== 255) return null;
          if (G > 115 && R < 100 && B < 110) return "move";
          if (R > 170 && G < 95 && B < 95) return "capture";
          if (Math.max(R, G, B) < 80) return "both";
          return null;
        };
        const found = kind(c.x) ?? kind(c.x + 0.11 * side);
        if (found) out[found].push(sq);
      }
    }
    for (const v of Object.values(out)) v.sort();
    return out;
  }, sel);
}

/** Canvas statistics: share of opaque pixels and number of distinct colours (coarsely binned). */
function canvasStats(page, sel) {
  return page.evaluate((s) => {
    const canvas = document.querySelector(s).querySelector("canvas");
    const d = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
    let opaque = 0;
    const colours = new Set();
    for (let i = 0; i < d.length; i += 16) {
      if (d[i + 3] > 0) opaque++;
      colours.add(`${d[i] >> 4},${d[i + 1] >> 4},${d[i + 2] >> 4}`);
    }
    return { opaque: opaque / (d.length / 16), colours: colours.size, w: canvas.width, h: canvas.height, css: canvas.clientWidth };
  }, sel);
}


/** The frame dots of a board: the 32 lattice points on the outline of b2..i9, by colour (the two on
 *  the midline, half blue and half red, are left out of the counts). */
async function frameDots(page, sel) {
  const counts = { blue: 0, red: 0, points: 0, other: [] };
  for (let x = 1; x <= 9; x++) {
    for (let y = 1; y <= 9; y++) {
      if (x !== 1 && x !== 9 && y !== 1 && y !== 9) continue;
      counts.points++;
      if (y === 5) continue;
      const c = await latticeColour(page, sel, x, y);
      if (c.cls === "blue" && y < 5) counts.blue++;
      else if (c.cls === "red" && y > 5) counts.red++;
      else counts.other.push(`(${x},${y}): ${c.cls} ${c.rgb}`);
    }
  }
  return counts;
}

test("article 004: the Russian TCHESS leaflet with live schemes in the legend colours", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await page.goto(`${url}article-004.html`);
      await page.waitForFunction(allDrawn, null, { timeout: 60000 });

      // The page: Russian, its nav link, the title, the whole leaflet text.
      assert.equal(await page.getAttribute("html", "lang"), "ru");
      assert.equal(await page.getAttribute('header.site nav a[aria-current="page"]', "href"), "article-004.html");
      assert.match(await page.textContent("h1"), /Шахматный набор TCHESS/);
      const text = await page.textContent("article");
      for (const phrase of ["Собирается из четырёх частей", "На схеме зелёным обозначаются", "Фигура с двумя последовательными ходами", "Производня от Коля", "Может повторить ход последней фигуры соперника", "Первый ряд можно формировать", "Бьёт вперёд через одну клетку", "считайте игровой зоной ограниченное точками пространство"]) {
        assert.ok(text.includes(phrase), `text: ${phrase}`);
      }
      // The legend (D-0) and the reconstructed setups are marked.
      assert.equal(await page.$$eval("#d0 .swatch", (e) => e.length), 3);
      // Its glosses follow the boards' language: none in Russian (the leaflet's words say it), the
      // reader's words in another, marked with their language.
      const glosses = () => page.$$eval("#d0 .gloss", (els) => els.map((e) => (e.hidden ? null : `${e.lang}: ${e.textContent}`)));
      assert.deepEqual(await glosses(), [null, null, null, null, null]);
      await page.selectOption("header.site .board-lang select", "en");
      assert.deepEqual((await glosses()).slice(0, 2), ["en: green: move without capture", "en: red: capture only"]);
      await page.selectOption("header.site .board-lang select", "hu");
      assert.deepEqual((await glosses())[2], "hu: fekete: lépés vagy ütés");
      await page.selectOption("header.site .board-lang select", "ru");
      assert.deepEqual(await glosses(), [null, null, null, null, null]);
      for (const id of ["d2", "d3", "d4", "d5"]) assert.ok(await page.$(`#${id} .recon`), `${id} marked reconstructed`);

      // Every board: mounted, drawn, not blank, with a play link to its variant.
      const boards = await page.$$eval("[data-fairyboard]", (els) =>
        els.map((el) => ({
          id: el.closest("figure")?.id ?? null,
          variant: el.dataset.variant,
          piece: el.dataset.piece ?? null,
          square: el.dataset.square ?? null,
          error: el.dataset.error ?? null,
          drawn: el.dataset.drawn ?? null,
          mounted: !!el.fairyboard,
          link: el.querySelector(".fairyboard-play-link")?.getAttribute("href") ?? null,
          targets: el.dataset.targets ?? null,
        })),
      );
      assert.deepEqual(boards.map((b) => b.id), BOARDS.map((b) => b.id), "boards in page order");
      for (const [i, b] of boards.entries()) {
        const want = BOARDS[i];
        const name = `board ${b.id}`;
        assert.equal(b.error, null, `${name}: ${b.error}`);
        assert.ok(b.mounted && Number(b.drawn) >= 1, `${name} drawn`);
        assert.equal(b.variant, want.variant, name);
        assert.equal(b.piece, want.piece ?? null, name);
        assert.equal(b.square, want.square ?? null, name);
        assert.ok(b.link && new URL(b.link, url).searchParams.get("variant") === want.variant, `${name} play link ${b.link}`);
        if (want.piece && want.piece !== "J") assert.ok(Number(b.targets) > 0, `${name}: ${b.targets} targets`);
        const st = await canvasStats(page, boardSel(b.id));
        // (A board far out of view is drawn at a quarter of a pixel per CSS pixel: its box, not its
        // bitmap, is the board's width.)
        assert.ok(st.css > 100 && st.w > 0 && st.opaque > 0.45 && st.colours >= 4, `${name} canvas not blank: ${JSON.stringify(st)}`);
      }

      // The Lion on e5: the eight neighbours both ways (black: a step, or a detour and a capture),
      // the sixteen squares around them capture only (red), nothing green.
      const lion = boardSel("d14");
      const ring1 = ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"];
      const ring2 = ["c3", "c4", "c5", "c6", "c7", "d3", "d7", "e3", "e7", "f3", "f7", "g3", "g4", "g5", "g6", "g7"];
      let lionMarks = await legendSquares(page, lion);
      assert.deepEqual(lionMarks, { move: [], capture: ring2, both: ring1 }, "Lion on e5");
      assert.deepEqual(await markedSquares(page, lion), ring1, "Lion: the dark dots by the shared counter");
      assert.equal(await page.getAttribute(lion, "data-targets"), "24");
      // A real click on a1 moves the Lion there: three neighbours (black), five squares beyond (red).
      const p = await squareOnPage(page, "a1", lion);
      await page.mouse.click(p.x, p.y);
      assert.equal(await page.getAttribute(lion, "data-targets"), "8");
      lionMarks = await legendSquares(page, lion);
      assert.deepEqual(lionMarks, { move: [], capture: ["a3", "b3", "c1", "c2", "c3"], both: ["a2", "b1", "b2"] }, "Lion on a1");

      // The Guardian on e5: green arrows along the rook lines beyond the neighbours, the four
      // neighbours black (a slide, or a detour and a capture), red dots for the diagonal captures.
      const g = await legendSquares(page, boardSel("d8"));
      for (const sq of ["e7", "e8", "e9", "e10", "e2", "e1", "a5", "b5", "c5", "g5", "h5", "j5"]) assert.ok(g.move.includes(sq), `Guardian: ${sq} green (${g.move})`);
      assert.deepEqual(g.both, ["d5", "e4", "e6", "f5"], "Guardian: the four neighbours black");
      for (const sq of ["d3", "d8", "f7", "h6", "h4", "b6", "d10", "f1"]) assert.ok(g.capture.includes(sq), `Guardian: ${sq} red (${g.capture})`);
      assert.equal(g.capture.length, 50 - 4 - 14, `Guardian: ${g.capture.length} red`);

      // The Marshal: green dots on the knight squares, red arrows along the rook lines.
      const h = await legendSquares(page, boardSel("d21"));
      assert.deepEqual(h.move, ["c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6"], "Marshal: knight squares green");
      assert.deepEqual(h.capture, ["a5", "b5", "c5", "d5", "e1", "e10", "e2", "e3", "e4", "e6", "e7", "e8", "e9", "f5", "g5", "h5", "i5", "j5"], "Marshal: rook lines red");

      // The frame of dots around the 8x8 field: 32 corner points, blue on White's half, red on Black's
      // (the two on the midline are half and half and not counted here).
      const frame = boardSel("d1");
      let dots = await frameDots(page, frame);
      assert.equal(dots.points, 32, "32 frame points");
      assert.equal(dots.blue, 15, `blue dots: ${JSON.stringify(dots)}`);
      assert.equal(dots.red, 15, `red dots: ${JSON.stringify(dots)}`);
      // No dots inside the field or outside it: the corner of e5/f6 and of a1 are plain.
      assert.equal((await latticeColour(page, frame, 5, 5)).cls, "other");
      assert.equal((await latticeColour(page, frame, 0, 0)).cls, "other");
      assert.equal((await latticeColour(page, frame, 4, 3)).cls, "other");
      // Flipped, the dots follow their squares: b2's lower-left corner is still blue, now near the top.
      const before = await latticeColour(page, frame, 1, 1);
      await page.evaluate((s) => document.querySelector(s).fairyboard.flip(), frame);
      const after = await latticeColour(page, frame, 1, 1);
      assert.equal(after.cls, "blue");
      assert.ok(after.py < before.py, `b2's corner moved up when flipped (${before.py} -> ${after.py})`);
      dots = await frameDots(page, frame);
      assert.deepEqual([dots.blue, dots.red], [15, 15], "flipped: 15 blue and 15 red");
      await page.evaluate((s) => document.querySelector(s).fairyboard.flip(), frame);
      // The setup board has the frame too, and so has the 8x8 board (the dots bound its zone).
      assert.equal((await latticeColour(page, boardSel("d2"), 1, 1)).cls, "blue");
      assert.equal((await latticeColour(page, boardSel("d2"), 9, 9)).cls, "red");
      assert.equal((await latticeColour(page, boardSel("d3"), 1, 1)).cls, "blue");
      assert.equal((await latticeColour(page, boardSel("d3"), 9, 9)).cls, "red");

      // The Jester: Black's knight moved last, so White's Jester on d4 moves as a knight.
      const jester = boardSel("d15");
      const jm = await page.evaluate((s) => document.querySelector(s).fairyboard.legalMoves("d4"), jester);
      assert.deepEqual(jm.map((m) => m.slice(2)).sort(), ["b3", "b5", "c2", "c6", "e2", "e6", "f3", "f5"], `Jester moves: ${jm}`);
      assert.match(await page.textContent(`${jester} .fairyboard-status`), /^d4: 8 ходов — Шут ходит как Конь/);
      const jl = await legendSquares(page, jester);
      assert.deepEqual(jl.move, ["b3", "b5", "c2", "c6", "e2", "f3", "f5"], "Jester: quiet knight moves green");

      // The Sergeant's aura: the pawn on d4 beside the Sergeant on e4 also captures on d5.
      const aura = boardSel("d16b");
      const am = await page.evaluate((s) => document.querySelector(s).fairyboard.legalMoves("d4"), aura);
      assert.deepEqual(am.map((m) => m.slice(2)).sort(), ["c5", "d5", "e5"], `aura pawn moves: ${am}`);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(outDir(), "article-004.png"), fullPage: true });

      // One click on a scheme's play link opens a playable TCHESS board.
      const link = page.locator(`${lion} .fairyboard-play-link`);
      await link.scrollIntoViewIfNeeded();
      await Promise.all([page.waitForURL(/index\.html\?variant=tchess/), link.click()]);
      await page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
      await page.waitForFunction(() => document.querySelector("#board")?.dataset.drawn);
      const play = await page.evaluate(() => {
        const fb = document.querySelector("#board").fairyboard;
        return { variant: fb.variant, turn: fb.turn(), moves: fb.legalMoves().length, fen: fb.fen() };
      });
      assert.equal(play.variant, "tchess");
      assert.equal(play.turn, "white");
      assert.ok(play.moves > 0, `legal moves: ${play.moves}`);
      const first = await page.evaluate(() => document.querySelector("#board").fairyboard.legalMoves()[0]);
      await page.evaluate((m) => document.querySelector("#board").fairyboard.play(m), first);
      assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.turn()), "black");

      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("TCHESS playground: hovering a two-stage capture shows one path through its stage-1 square", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await page.goto(`${url}index.html?variant=tchess&fen=${encodeURIComponent("9k/10/10/10/4G5/10/10/10/10/K4p4 w - - 0 1 - - -")}`);
      await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
      const board = "#board";
      const canvas = page.locator(`${board} canvas`);
      const box = await canvas.boundingBox();
      const at = async (sq) => {
        const c = await page.evaluate(([s, q]) => document.querySelector(s).fairyboard.squareCenter(q), [board, sq]);
        return [box.x + c.x, box.y + c.y];
      };
      const legal = await page.evaluate((s) => document.querySelector(s).fairyboard.legalMoves("e6"), board);
      assert.ok(legal.includes("e6f1"), `the Guardian on e6 takes f1 via a stop: ${legal}`);
      await page.mouse.click(...(await at("e6")));
      const path = () => page.$eval(board, (el) => el.dataset.path ?? "");
      assert.equal(await path(), "");
      await page.mouse.move(...(await at("f1")));
      await page.waitForFunction((s) => document.querySelector(s).dataset.path, board);
      // e6 -> e2 -> f1: the slide stops on e2, then one diagonal capture step.
      assert.equal(await path(), "e6 e2 f1");
      // Off the target, the path goes away.
      await page.mouse.move(...(await at("a5")));
      await page.waitForFunction((s) => !document.querySelector(s).dataset.path, board);
      assert.deepEqual(errors, []);
    },
    { viewport: { width: 1100, height: 900 } },
  );
});

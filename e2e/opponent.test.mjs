// End-to-end tests of the computer opponent (www/opponent.js + www/engine-worker.js) in the
// playground, in headless Chromium: it answers a move, its moves are legal, "Move now" and "Hint"
// work, and the page keeps drawing frames while it thinks (the search runs in a Worker).
// Run: bash scripts/build-wasm.sh && node --test e2e/opponent.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

const BOARD = "#board";

async function openPlayground(page, url, query = "") {
  await page.goto(`${url}index.html${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
  await page.waitForFunction((sel) => document.querySelector(sel)?.fairyboard && document.querySelector(sel).dataset.drawn, BOARD);
}

const history = (page) => page.evaluate((s) => document.querySelector(s).fairyboard.history(), BOARD);
const statusText = (page) => page.textContent("#opp-status");

/** Starts recording the longest gap between animation frames (ms) in the page. */
function recordFrames(page) {
  return page.evaluate(() => {
    window.frameGap = { max: 0, frames: 0, last: performance.now(), on: true };
    const tick = (t) => {
      const g = window.frameGap;
      g.max = Math.max(g.max, t - g.last);
      g.last = t;
      g.frames++;
      if (g.on) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

test("the computer answers a move with a legal move (chess, level 1)", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await page.evaluate((s) => document.querySelector(s).fairyboard.play("e2e4"), BOARD);
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 2, BOARD, { timeout: 20000 });
    const [first, reply] = await history(page);
    assert.equal(first, "e2e4");
    // The reply was played through the board (which refuses illegal moves); check it against the
    // legal moves of a fresh game too.
    const legal = await page.evaluate(async () => {
      const { Game } = await import("./pkg/fairyboard.js");
      const g = new Game("chess");
      g.play("e2e4");
      return g.legalMoves();
    });
    assert.ok(legal.includes(reply), `${reply} is not a legal reply to e2e4`);
    // The report writes the reply as the move list does (SAN), not as the engine's move string.
    const written = await page.evaluate((s) => document.querySelector(s).fairyboard.historyWritten(), BOARD);
    assert.ok((await statusText(page)).startsWith(`Computer played ${written[1]}`), `${await statusText(page)} / ${written[1]}`);
    assert.equal(await page.evaluate((s) => document.querySelector(s).fairyboard.turn(), BOARD), "white");
    assert.deepEqual(errors, []);
  });
});

test("a level chosen while the computer thinks applies to that move (a reviewer's level 8 still thought 3 s after level 1 was chosen)", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.selectOption("#opp-level", "8");
    await page.selectOption("#opp-side", "black");
    await page.evaluate((s) => document.querySelector(s).fairyboard.play("e2e4"), BOARD);
    await page.waitForFunction(() => /^Thinking/.test(document.querySelector("#opp-status").textContent));
    await page.selectOption("#opp-level", "1");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 2, BOARD, { timeout: 20000 });
    // Level 1 searches one ply: the report says so (level 8 reaches depth 10 and more in 3 s).
    assert.match(await statusText(page), /^Computer played \S+ \(depth 1,/);
    assert.deepEqual(errors, []);
  });
});

test("the computer playing both sides shows each move for a moment; Undo waits for a move of the person's", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "both");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length >= 2, BOARD, { timeout: 20000 });
    const t0 = Date.now();
    const n0 = (await history(page)).length;
    await page.waitForTimeout(2400);
    const played = (await history(page)).length - n0;
    const seconds = (Date.now() - t0) / 1000;
    assert.ok(played >= 1 && played <= seconds / 0.6 + 1, `${played} moves in ${seconds} s`);
    // The computer plays White: before its first move there is nothing of the person's to take back.
    await page.selectOption("#opp-side", "white");
    await page.click("#new");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 1, BOARD, { timeout: 20000 });
    assert.equal(await page.isDisabled("#undo"), true);
    assert.deepEqual(errors, []);
  });
});

test("the computer plays White in shogi and keeps the page drawing while it thinks", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=shogi");
    await page.selectOption("#opp-level", "6"); // 800 ms of search
    await recordFrames(page);
    const t0 = Date.now();
    await page.selectOption("#opp-side", "white");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 1, BOARD, { timeout: 20000 });
    const elapsed = Date.now() - t0;
    const gap = await page.evaluate(() => {
      window.frameGap.on = false;
      return window.frameGap;
    });
    console.log(`shogi level 6: answered in ${elapsed} ms; ${gap.frames} frames, longest frame gap ${gap.max.toFixed(1)} ms`);
    // Level 6 is 800 ms; iterative deepening may stop sooner rather than start what cannot finish.
    assert.ok(elapsed < 800 + 3000, `a level-6 search keeps its 800 ms budget (took ${elapsed} ms)`);
    assert.ok(gap.frames > 10, `frames kept coming (${gap.frames})`);
    assert.ok(gap.max < 250, `longest frame gap ${gap.max} ms while the computer thought`);
    assert.deepEqual(errors, []);
  });
});

test("Move now plays at once, Hint names a legal move", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.selectOption("#opp-level", "8"); // 3 s
    await page.selectOption("#opp-side", "white");
    await page.waitForFunction(() => /depth/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    const t0 = Date.now();
    await page.click("#opp-now");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 1, BOARD, { timeout: 5000 });
    assert.ok(Date.now() - t0 < 1000, "Move now did not wait for the full budget");
    // Now Black (the human) asks for a hint.
    await page.click("#opp-hint");
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    const hint = await page.evaluate(() => document.querySelector("#opponent").dataset.hint);
    const legal = await page.evaluate((s) => document.querySelector(s).fairyboard.legalMoves(), BOARD);
    assert.ok(legal.includes(hint), `hint ${hint} is legal`);
    // The hint says its score too, as the README has it ("Hint: Nc6, -0.25 (depth …").
    assert.match(await page.textContent("#opp-status"), /^Hint: \S+, (-?\d+\.\d\d|mated? in \d+) \(depth \d+/);
    // The hint is drawn on the board as an arrow (it was text alone), until the position changes.
    const alongHint = (move) =>
      page.evaluate(
        ([s, m]) => {
          const fb = document.querySelector(s).fairyboard;
          const [a, b] = [m.slice(0, 2), m.slice(2, 4)].map((q) => fb.squareCenter(q));
          const k = fb.canvas.width / fb.canvas.clientWidth;
          const x = a.x + 0.4 * (b.x - a.x);
          const y = a.y + 0.4 * (b.y - a.y);
          return [...fb.canvas.getContext("2d").getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data].join(",");
        },
        [BOARD, move],
      );
    const withArrow = await alongHint(hint);
    await page.selectOption("#opp-side", "");
    assert.equal(await alongHint(hint), withArrow);
    const other = legal.find((m) => m !== hint && m.slice(0, 2) !== hint.slice(0, 2));
    await page.evaluate(([s, m]) => document.querySelector(s).fairyboard.play(m), [BOARD, other]);
    await page.evaluate((s) => document.querySelector(s).fairyboard.undo(), BOARD);
    assert.notEqual(await alongHint(hint), withArrow, "the arrow goes with a move, and does not come back with the take-back");
    // The computer is off: nothing more is played.
    await page.selectOption("#opp-side", "");
    assert.equal((await history(page)).length, 1);
    assert.deepEqual(errors, []);
  });
});

test("the wasm Searcher refuses bad input with clear errors and searches good input", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    const out = await page.evaluate(async () => {
      // The search lives in the engine module (the worker's), not in the page's pkg/fairyboard.js.
      const engine = await import("./pkg/fairyboard_engine.js");
      await engine.default({ module_or_path: new URL("./pkg/fairyboard_engine_bg.wasm", location.href) });
      const { Searcher } = engine;
      const s = new Searcher(1);
      const attempt = (...args) => {
        try {
          s.bestMove(...args);
          return "no error";
        } catch (e) {
          return e instanceof Error ? e.message : `not an Error: ${e}`;
        }
      };
      const infos = [];
      const good = s.bestMove("xiangqi", undefined, ["h3e3"], { depth: 3 }, (i) => infos.push(i.depth));
      return {
        variant: attempt("nosuchgame", undefined, [], { depth: 2 }),
        fen: attempt("chess", "not a fen", [], { depth: 2 }),
        move: attempt("chess", undefined, ["e2e5"], { depth: 2 }),
        noBudget: attempt("chess", undefined, [], {}),
        badBudget: attempt("chess", undefined, [], { nodes: -5 }),
        unknownField: attempt("chess", undefined, [], { depth: 2, ponder: true }),
        good,
        infos,
      };
    });
    assert.match(out.variant, /nosuchgame/);
    assert.match(out.fen, /./);
    assert.notEqual(out.fen, "no error");
    assert.match(out.move, /e2e5/);
    assert.match(out.noBudget, /movetime, nodes or depth/);
    assert.match(out.badBudget, /budget.nodes/);
    assert.match(out.unknownField, /ponder/);
    assert.equal(out.good.depth, 3);
    assert.deepEqual(out.infos, [1, 2, 3]);
    assert.equal(typeof out.good.move, "string");
    assert.equal(out.good.pv[0], out.good.move);
    assert.deepEqual(errors, []);
  });
});

test("an embedded board with data-opponent=\"computer\" plays the other side; bad levels are refused", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    await page.waitForSelector("html[data-fairyboard-ready]", { state: "attached", timeout: 15000 });
    const r = await page.evaluate(async () => {
      const el = document.createElement("div");
      el.dataset.fairyboard = "";
      el.dataset.variant = "shogi";
      el.dataset.opponent = "computer";
      el.dataset.level = "1";
      document.body.appendChild(el);
      // The attributes path, as a wiki page uses it.
      await window.fairyboard.mountAll();
      const b = el.fairyboard;
      const legal = b.legalMoves();
      b.play(legal.includes("c3c4") ? "c3c4" : legal[0]);
      const t0 = performance.now();
      while (b.history().length < 2 && performance.now() - t0 < 20000) await new Promise((res) => setTimeout(res, 50));
      const out = { history: b.history(), turn: b.turn(), panel: !!el.querySelector(".fairyboard-opponent #opp-status") };
      // A bad level is a clear error box, not a broken page.
      const bad = document.createElement("div");
      document.body.appendChild(bad);
      try {
        await window.fairyboard.mount(bad, { variant: "chess", opponent: "computer", level: "9" });
        out.bad = "accepted";
      } catch (e) {
        out.bad = e.message;
      }
      b.destroy();
      return out;
    });
    assert.equal(r.history.length, 2, `the computer answered: ${r.history}`);
    assert.equal(r.turn, "white");
    assert.ok(r.panel, "the thinking line is under the board");
    assert.match(r.bad, /bad level "9"/);
    assert.deepEqual(errors, []);
  });
});

test("switched off while playing both sides, the computer stops at once and its panel says nothing stale; Move now plays a move waiting to be shown", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "both");
    // A move found and waiting its moment on the board (level 1 finds it well within 0.6 s): the
    // panel is no longer thinking, and Move now is offered.
    const waiting = () =>
      page.waitForFunction(
        () => document.querySelector("#opp-status").closest("[data-thinking]")?.dataset.thinking === "" && /depth/.test(document.querySelector("#opp-status").textContent) && !document.querySelector("#opp-now").disabled,
        null,
        { timeout: 20000, polling: 5 },
      );
    await waiting();
    const before = (await history(page)).length;
    await page.click("#opp-now");
    await page.waitForFunction(([s, n]) => document.querySelector(s).fairyboard.history().length > n, [BOARD, before], { timeout: 5000 });
    // Switched off while a move waits: it is not played, the panel is blank and idle.
    await waiting();
    const n = (await history(page)).length;
    await page.selectOption("#opp-side", "");
    await page.waitForTimeout(1200);
    assert.equal((await history(page)).length, n, "no move after switching off");
    assert.equal((await statusText(page)).trim(), "");
    assert.equal(await page.isDisabled("#opp-now"), true);
    assert.deepEqual(errors, []);
  });
});

test("the computer's report goes with its game; its thinking line writes moves as the board does; the person sits at the bottom; the PGN names the computer", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await page.evaluate((s) => document.querySelector(s).fairyboard.play("e2e4"), BOARD);
    await page.waitForFunction(() => /Computer played/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    // The export names the computer's seat.
    await page.click("#pgn-copy");
    assert.match(await page.inputValue("#pgn"), /\[Black "fairyboard \(level 1\)"\]/);
    assert.match(await page.inputValue("#pgn"), /\[White "\?"\]/);
    // A new game: the report of the last one goes (it stayed on the empty board).
    await page.click("#new");
    assert.equal((await statusText(page)).trim(), "");
    // Off after it played: no stale report either.
    await page.evaluate((s) => document.querySelector(s).fairyboard.play("d2d4"), BOARD);
    await page.waitForFunction(() => /Computer played/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    await page.selectOption("#opp-side", "");
    assert.equal((await statusText(page)).trim(), "");
    // The computer takes White: the board turns so that Black, the person, is at the bottom.
    assert.equal(await page.evaluate((s) => document.querySelector(s).fairyboard.orientation(), BOARD), "white");
    await page.selectOption("#opp-level", "8");
    await page.selectOption("#opp-side", "white");
    assert.equal(await page.evaluate((s) => document.querySelector(s).fairyboard.orientation(), BOARD), "black");
    // While it thinks, its line says how deep it has searched, not what it means to play (as
    // lichess's computer); a hint's line names moves in SAN, as the move list and its report do.
    await page.waitForFunction(() => /depth \d+/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    const thinking = await statusText(page);
    assert.match(thinking, /^Thinking… depth \d+\s*$/, thinking);
    await page.click("#opp-now");
    await page.waitForFunction(() => /Computer played/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    await page.click("#opp-hint");
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    const hint = await statusText(page);
    assert.doesNotMatch(hint, /[a-h][1-8][a-h][1-8]/, hint);
    // Another variant, the computer still on the first side: nothing of chess's game is said on the
    // shogi board (it said "Computer played Nf6" there).
    await page.selectOption("#opp-level", "1");
    await page.selectOption("#opp-side", "black");
    await page.waitForFunction(() => /Computer played/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    const chess = (await statusText(page)).trim();
    await page.selectOption("#variant", "shogi");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard?.variant === "shogi", BOARD);
    assert.notEqual((await statusText(page)).trim(), chess);
    assert.equal((await statusText(page)).trim(), "");
    assert.deepEqual(errors, []);
  });
});

test("a paused clock pauses the computer: it plays only once the clock is resumed", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url);
    await page.selectOption("#clock", "3+2");
    await page.selectOption("#opp-level", "8");
    // Each side's first move is made before the clock runs; then the computer plays Black.
    await page.evaluate((s) => document.querySelector(s).fairyboard.play("e2e4"), BOARD);
    await page.evaluate((s) => document.querySelector(s).fairyboard.play("e7e5"), BOARD);
    await page.selectOption("#opp-side", "black");
    await page.evaluate((s) => document.querySelector(s).fairyboard.play("g1f3"), BOARD);
    await page.waitForFunction(() => /Thinking/.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    await page.click("#pause");
    assert.equal(await page.evaluate((s) => document.querySelector(s).fairyboard.clockPaused(), BOARD), true);
    await page.waitForTimeout(3500);
    assert.equal((await history(page)).length, 3, "no move while paused");
    assert.doesNotMatch(await statusText(page), /Thinking/);
    await page.click("#pause");
    await page.waitForFunction((s) => document.querySelector(s).fairyboard.history().length === 4, BOARD, { timeout: 20000 });
    assert.deepEqual(errors, []);
  });
});

test("a winning move the computer plays without a search is said so, not as a search of 0 nodes", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    await page.waitForSelector("html[data-fairyboard-ready]", { state: "attached", timeout: 15000 });
    const r = await page.evaluate(async () => {
      const el = document.createElement("div");
      document.body.appendChild(el);
      // After 1. f3 e5 the person plays 2. g4; Black (the computer) mates with Qh4 at once.
      const b = await window.fairyboard.mount(el, { variant: "chess", opponent: "computer", level: "1", fen: "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2" });
      b.play("g2g4");
      const t0 = performance.now();
      while (b.history().length < 2 && performance.now() - t0 < 20000) await new Promise((res) => setTimeout(res, 50));
      await new Promise((res) => setTimeout(res, 100));
      const out = { history: b.history(), said: el.querySelector(".fairyboard-opponent #opp-status")?.textContent ?? "" };
      b.destroy();
      return out;
    });
    assert.deepEqual(r.history, ["g2g4", "d8h4"]);
    assert.match(r.said, /found without a search/);
    assert.doesNotMatch(r.said, /0 nodes/);
    assert.deepEqual(errors, []);
  });
});

// A new-user review of the JavaScript API against fairyboard.d.ts (fourteenth session, 2026-12-05):
// every handle call with bad input must throw a clear error and change nothing, the calls must do
// what the d.ts says, and a mount that fails must leave the board the element held. Each test fails
// before its fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review11.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, servePage, LOADER_PAGE } from "./helpers.mjs";

/** Opens a page with empty elements #a, #b; `run(src)` runs `src` as an async function body with
 *  `fb` (the module), `a` and `b` (the elements) and returns its value. */
async function open(page, url) {
  const pageUrl = await servePage(page, url, "review11.html", `${LOADER_PAGE}\n<div id="a" style="width:320px"></div><div id="b" style="width:320px"></div>`);
  await page.goto(pageUrl);
  return (src) =>
    page.evaluate(async (body) => {
      const fb = await import("./fairyboard.js");
      await fb.ready;
      const run = new Function("fb", "a", "b", `return (async () => { ${body} })();`);
      return run(fb, document.getElementById("a"), document.getElementById("b"));
    }, src);
}

/** The message `f` throws, or null. */
const THROWN = `const thrown = (f) => { try { f(); return null; } catch (e) { return e.message; } };`;

test("select: a bad square throws and changes nothing (it was kept and jammed every later call); a label selects; the call fires select", async () => {
  await withPage(async ({ page, url, errors }) => {
    const run = await open(page, url);
    const r = await run(`${THROWN}
      const h = await fb.mount(a, "chess");
      const why = thrown(() => h.select("zz"));
      const type = thrown(() => h.select(42));
      h.flip();
      const seen = [];
      h.on("select", (d) => seen.push(d.square));
      h.select("e2");
      const drawn = h.drawnTargets().map((t) => t.square).sort();
      const s = await fb.mount(b, "shogi");
      s.select("7g");
      return { why, type, orientation: h.orientation(), png: h.toPNG().startsWith("data:image/png"), seen, drawn, shogi: s.drawnTargets().map((t) => t.square) };
    `);
    assert.equal(r.why, 'select: "zz" is not a square of this board');
    assert.equal(r.type, "select: expected a square such as e2, or its label on the board, got number");
    assert.equal(r.orientation, "black");
    assert.equal(r.png, true);
    assert.deepEqual(r.seen, ["e2"]);
    assert.deepEqual(r.drawn, ["e3", "e4"]);
    // Shogi's 7g is the cell c3: the pawn there steps to 7f (c4).
    assert.deepEqual(r.shogi, ["c4"]);
    assert.deepEqual(errors, []);
  });
});

test("setDiagram: a bad piece or square throws and the diagram stays (it jammed fen() and toPNG()); a play board refuses it", async () => {
  await withPage(async ({ page, url, errors }) => {
    const run = await open(page, url);
    const r = await run(`${THROWN}
      const h = await fb.mount(a, { mode: "diagram", piece: "N", square: "d4" });
      const fen = h.fen();
      const piece = thrown(() => h.setDiagram("Z", "e5"));
      const square = thrown(() => h.setDiagram("N", "z9"));
      const none = thrown(() => h.setDiagram(null, null));
      const after = { fen: h.fen(), moves: h.legalMoves().length };
      h.setDiagram("B", "c1");
      const p = await fb.mount(b, "chess");
      return { fen, piece, square, none, after, bishop: h.legalMoves().length, play: thrown(() => p.setDiagram("Q", "e5")) };
    `);
    assert.match(r.piece, /'Z' is not a piece/);
    assert.equal(r.square, 'setDiagram: "z9" is not a square of this board');
    assert.equal(r.none, "setDiagram: expected a piece letter such as N, got null");
    assert.deepEqual(r.after, { fen: r.fen, moves: 8 });
    assert.equal(r.bishop, 7);
    assert.equal(r.play, "setDiagram: only a diagram board shows a lone piece (this board is in play mode)");
    assert.deepEqual(errors, []);
  });
});

test("resign, setMovable, setClock, pauseClock, on: a bad value throws and changes nothing (resign(\"Black\") made White win; setMovable([\"White\"]) locked both sides; setClock(\"\") took the clock away)", async () => {
  await withPage(async ({ page, url, errors }) => {
    const run = await open(page, url);
    const r = await run(`${THROWN}
      const h = await fb.mount(a, { variant: "chess", clock: "5+3" });
      h.play("e2e4");
      const resign = thrown(() => h.resign("Black"));
      const movable = thrown(() => h.setMovable(["White"]));
      const clocks = ["", 0, false, undefined].map((v) => thrown(() => h.setClock(v)));
      const pause = thrown(() => h.pauseClock("yes"));
      const on = [thrown(() => h.on("bogus", () => {})), thrown(() => h.on("move", "notfn"))];
      const off = h.on("move", () => {});
      const unsubscribed = [off(), off()];
      return { resign, movable, clocks, pause, on, unsubscribed, outcome: h.outcome(), clock: h.clockTimes() !== null, moves: h.legalMoves().length };
    `);
    assert.equal(r.resign, 'resign: expected "white" or "black", got "Black"');
    assert.match(r.movable, /^setMovable: expected null \(both sides\) or a list of "white" and "black", got \["White"\]$/);
    for (const c of r.clocks) assert.match(c, /^setClock: bad clock/);
    assert.equal(r.pause, "pauseClock: expected true (pause), false (resume) or nothing, got string");
    assert.match(r.on[0], /^on: unknown event "bogus" \(move, end, undo, select, position, choose, clock, refused, refresh, status, destroy, drawoffer\)$/);
    assert.equal(r.on[1], "on: expected a function to call, got string");
    assert.deepEqual(r.unsubscribed, [true, false]);
    assert.equal(r.outcome, null);
    assert.equal(r.clock, true);
    assert.equal(r.moves, 20);
    assert.deepEqual(errors, []);
  });
});

test("a game the page ended (agreement) offers no moves: legalMoves, actions, showHint and written agree with play", async () => {
  await withPage(async ({ page, url, errors }) => {
    const run = await open(page, url);
    const r = await run(`${THROWN}
      const h = await fb.mount(a, "chess");
      h.play("e2e4");
      h.offerDraw();
      h.acceptDraw();
      return { legal: h.legalMoves(), actions: h.actions(), hint: thrown(() => h.showHint("e7e5")), written: thrown(() => h.written("e7e5")), play: thrown(() => h.play("e7e5")) };
    `);
    assert.deepEqual(r.legal, []);
    assert.deepEqual(r.actions, []);
    assert.equal(r.hint, 'showHint: "e7e5" is not a legal move here');
    assert.equal(r.written, 'written: "e7e5" is not a legal move here');
    assert.match(r.play, /over/);
    assert.deepEqual(errors, []);
  });
});

test("a mount that fails keeps the board the element holds (it destroyed it first); of two mounts of one element the later wins and the earlier gives up", async () => {
  await withPage(async ({ page, url, errors }) => {
    const run = await open(page, url);
    const r = await run(`
      const h = await fb.mount(a, "chess");
      h.play("e2e4");
      const refused = [];
      for (const cfg of [{ mode: "bogus" }, { variant: "chess", fen: "not a fen" }, { variant: "nosuchgame" }, { variant: "chess", moves: "e2e5" }]) {
        await fb.mount(a, cfg).then(() => refused.push("mounted"), (e) => refused.push(e.message));
      }
      const kept = { same: a.fairyboard === h, history: h.history(), canvas: h.canvas.isConnected, error: a.dataset.error ?? null, box: !!a.querySelector(".fairyboard-error") };
      const [s, c] = await Promise.allSettled([fb.mount(b, "shogi"), fb.mount(b, "chess")]);
      return { refused, kept, first: s.status === "rejected" ? s.reason.message : "resolved", second: c.value?.variant, held: b.fairyboard?.variant, connected: c.value?.canvas.isConnected, canvases: b.querySelectorAll("canvas[role=application]").length };
    `);
    assert.equal(r.refused.length, 4);
    assert.ok(!r.refused.includes("mounted"), r.refused.join(" | "));
    assert.deepEqual(r.kept, { same: true, history: ["e2e4"], canvas: true, error: null, box: false });
    assert.equal(r.first, "mount: a later mount of this element replaced this one");
    assert.equal(r.second, "chess");
    assert.equal(r.held, "chess");
    assert.equal(r.connected, true);
    assert.equal(r.canvases, 1);
    assert.deepEqual(errors, []);
  });
});

test("mount refuses a fen, moves or autosave of the wrong kind (they were ignored, or failed with a TypeError)", async () => {
  await withPage(async ({ page, url, errors }) => {
    const run = await open(page, url);
    const r = await run(`
      const out = [];
      for (const cfg of [{ fen: 42 }, { fen: "" }, { moves: ["e2e4"] }, { moves: 42 }, { autosave: "nope" }]) {
        await fb.mount(a, { variant: "chess", ...cfg }).then(() => out.push("mounted"), (e) => out.push(e.message));
      }
      return out;
    `);
    assert.deepEqual(r, [
      "bad fen (a string, not number)",
      "bad fen (empty)",
      'bad moves (a string of moves separated by spaces such as "e2e4 e7e5", not an array)',
      'bad moves (a string of moves separated by spaces such as "e2e4 e7e5", not number)',
      'bad autosave "nope" (true or false)',
    ]);
    assert.deepEqual(errors, []);
  });
});

test("label, squareCenter, actions, historyAs, lineAs and the module's helpers refuse bad input clearly (label echoed it; others failed with TypeErrors)", async () => {
  await withPage(async ({ page, url, errors }) => {
    const run = await open(page, url);
    const r = await run(`${THROWN}
      const h = await fb.mount(a, "chess");
      const d = await fb.mount(b, "darkchess");
      let mountAll = null;
      await fb.mountAll(null).catch((e) => (mountAll = e.message));
      let pgn = null;
      await fb.readPgn(42).catch((e) => (pgn = e.message));
      return {
        label: [thrown(() => h.label("zz")), thrown(() => h.label(42)), thrown(() => h.label("e1", "bogus")), h.label("e1")],
        centre: thrown(() => h.squareCenter(null)),
        actions: thrown(() => h.actions(42)),
        history: [thrown(() => h.historyAs(null)), thrown(() => h.lineAs("bogus"))],
        dark: [thrown(() => d.written("zz")), thrown(() => d.historyAs("bogus")), d.written("e2e4")],
        helpers: [thrown(() => fb.parseMove(42)), thrown(() => fb.parseMove("zz")), thrown(() => fb.clockText(NaN)), thrown(() => fb.describeOutcome({})), thrown(() => fb.configFromElement(null))],
        mountAll,
        pgn,
      };
    `);
    assert.deepEqual(r.label, ['label: "zz" is not a square of this board', "label: expected a square such as e2, or its label on the board, got number", 'label: bad square names "bogus" (labels, row-column or names)', "e1"]);
    assert.equal(r.centre, "squareCenter: expected a square such as e2, or its label on the board, got null");
    assert.equal(r.actions, "actions: expected a square such as e2, or its label on the board, got number");
    assert.match(r.history[0], /^historyAs: bad notation null \(this game offers san, /);
    assert.match(r.history[1], /^lineAs: bad notation "bogus"/);
    assert.equal(r.dark[0], 'written: "zz" is not a legal move here');
    assert.equal(r.dark[1], 'historyAs: bad notation "bogus" (this game offers coordinates)');
    assert.equal(r.dark[2], "e2e4");
    assert.deepEqual(r.helpers, [
      "parseMove: expected a move string such as e2e4, got number",
      'parseMove: no square in "zz"',
      "clockText: expected a time in milliseconds, got NaN",
      'describeOutcome: expected an outcome {winner: "white", "black" or null, reason}',
      "configFromElement: expected an element, got null",
    ]);
    assert.equal(r.mountAll, "mountAll: expected a document or an element to search, got null");
    assert.equal(r.pgn, "readPgn: expected the record's text, got number");
    assert.deepEqual(errors, []);
  });
});

test("setPosition of a finished position fires end; historyWritten writes shogi's and xiangqi's own notation (it wrote SAN on internal cells); kif(tags) is checked as pgn(tags)", async () => {
  await withPage(async ({ page, url, errors }) => {
    const run = await open(page, url);
    const r = await run(`${THROWN}
      const h = await fb.mount(a, "chess");
      const ends = [];
      h.on("end", (o) => ends.push(o));
      h.setPosition("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
      const s = await fb.mount(b, "shogi");
      s.play("c3c4");
      const shogi = s.historyWritten();
      const kif = [thrown(() => s.kif({ Result: "bogus" })), thrown(() => s.kif({ FEN: "x" })), thrown(() => s.kif({ "bad name": "y" })), thrown(() => s.kif("x"))];
      const text = s.kif({ White: "A\\n後手：Forged" });
      const x = await fb.mount(b, "xiangqi");
      x.play("h3e3");
      return { ends, shogi, kif, forged: text.split("\\n").filter((l) => l.startsWith("後手：")).length, xiangqi: x.historyWritten() };
    `);
    assert.deepEqual(r.ends, [{ winner: "black", reason: "checkmate" }]);
    assert.deepEqual(r.shogi, ["P-7f"]);
    assert.deepEqual(r.kif, [
      'kif: Result "bogus" is not the game\'s (1-0, 0-1, 1/2-1/2 or *)',
      "kif: FEN is written from the game itself (as are FEN, SetUp, Variant, FairyboardVariant)",
      'kif: "bad name" is not a PGN tag name (letters, digits and _)',
      "kif: tags must be an object of tag names and values",
    ]);
    assert.equal(r.forged, 1);
    assert.deepEqual(r.xiangqi, ["C2=5"]);
    assert.deepEqual(errors, []);
  });
});

test("the playground reads a record written with its language's piece letters (a Hungarian move list's Hf3, a Russian one's Кf3), and says so", async () => {
  await withPage(async ({ page, url, errors }) => {
    for (const [lang, text, note] of [
      ["hu", "1. e4 e5 2. Hf3 Hc6 3. Fb5 a6 4. Fxc6 dxc6 5. O-O Vf6", /^A lépéseit az oldal bábubetűivel olvastuk be/],
      ["ru", "1. e4 e5 2. Кf3 Кc6 3. Сb5 Фh4 4. Крe2", /^Ходы прочитаны с буквами фигур, принятыми на этой странице/],
    ]) {
      await page.goto(`${url}index.html?lang=${lang}`);
      await page.waitForSelector("body[data-ready]");
      await page.fill("#pgn", text);
      await page.click("#pgn-load");
      await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length > 0, null, { timeout: 10000 });
      const history = await page.evaluate(() => document.querySelector("#board").fairyboard.history());
      assert.equal(history.length, text.split(/\s+/).filter((w) => !/^\d+\.$/.test(w)).length, `${lang}: ${history}`);
      assert.equal(await page.textContent("#pgn-error"), "");
      assert.match(await page.textContent("#pgn-note"), note);
    }
    assert.deepEqual(errors, []);
  });
});

test("a board's legend is one stop of the Tab key (article 003 had one per piece); the arrow keys move among its buttons and Enter opens a piece's diagram", async () => {
  await withPage(async ({ page, url, errors }) => {
    const pageUrl = await servePage(page, url, "review11-legend.html", `${LOADER_PAGE}\n<div id="l" data-fairyboard data-variant="trojan" data-mode="diagram" data-legend></div>`);
    await page.goto(pageUrl);
    await page.waitForSelector("#l[data-drawn]");
    const stops = await page.$$eval("#l .fairyboard-legend button", (bs) => bs.map((b) => b.tabIndex));
    assert.ok(stops.length > 5, `${stops.length} legend buttons`);
    assert.deepEqual(stops.filter((t) => t === 0).length, 1);
    await page.focus("#l .fairyboard-legend button[tabindex='0']");
    const first = await page.evaluate(() => document.activeElement.dataset.token);
    await page.keyboard.press("ArrowRight");
    const second = await page.evaluate(() => document.activeElement.dataset.token);
    assert.notEqual(second, first);
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.evaluate(() => document.activeElement.dataset.token), first, "the arrows wrap round");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#l .fairyboard-legend-diagram [data-drawn]");
    assert.equal(await page.getAttribute(`#l .fairyboard-legend button[data-token="${second}"]`, "aria-pressed"), "true");
    assert.deepEqual(errors, []);
  });
});

test("a move fires one status event, with the whole status line (it fired a partial one first)", async () => {
  await withPage(async ({ page, url, errors }) => {
    const run = await open(page, url);
    const r = await run(`
      const h = await fb.mount(a, "chess");
      await new Promise((r) => setTimeout(r, 0));
      const seen = [];
      h.on("status", (s) => seen.push(s.text));
      h.play("e2e4");
      await new Promise((r) => setTimeout(r, 0));
      return { seen, now: h.status().text };
    `);
    assert.deepEqual(r.seen, [r.now]);
    assert.match(r.now, /e4.*Black to move/);
    assert.deepEqual(errors, []);
  });
});

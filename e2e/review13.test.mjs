// Findings of the reviews of 2026-12-05 (their leftovers): each test fails before its fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review13.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground, servePage, LOADER_PAGE } from "./helpers.mjs";

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);
const status = (page) => page.textContent("#board .fairyboard-status");

test("browsing the move list back names the position shown, not a take-back", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    for (const m of ["e2e4", "e7e5", "g1f3", "b8c6"]) await call(page, `play("${m}")`);
    await page.click('#moves .mv[data-ply="3"]');
    assert.ok((await status(page)).startsWith("The position after 2. Nf3."), await status(page));
    await page.click('#moves .mv[data-ply="2"]');
    assert.ok((await status(page)).startsWith("The position after 1… e5."), await status(page));
    // Forward again: the move is said as when it was played.
    await page.click('#moves .mv[data-ply="4"]');
    assert.ok((await status(page)).startsWith("Black: Nc6."), await status(page));
    await page.keyboard.press("Home");
    assert.ok((await status(page)).startsWith("The start position."), await status(page));
    // The Undo button still takes back.
    await page.keyboard.press("End");
    await page.click("#undo");
    assert.ok((await status(page)).startsWith("Took back Nc6."), await status(page));
    assert.deepEqual(errors, []);
  });
});

test("a hint that finds a forced mate says in how many moves", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Two rooks against a bare king: 1. Ra7 (or Rb7), 2. Rb8# (no mate in one).
    await openPlayground(page, url, "?variant=chess&fen=" + encodeURIComponent("7k/8/8/8/8/8/8/RR4K1 w - - 0 1"));
    await page.selectOption("#opp-level", "3");
    await page.click("#opp-hint");
    await page.waitForFunction(() => /^Hint: /.test(document.querySelector("#opp-status").textContent), null, { timeout: 20000 });
    assert.match(await page.textContent("#opp-status"), /^Hint: R[ab]7, mate in 2 \(depth \d+/);
    assert.deepEqual(errors, []);
  });
});

/** Opens a page of boards and waits until each is drawn or refused. */
async function boards(page, url, name, html) {
  await page.goto(await servePage(page, url, name, LOADER_PAGE + html));
  await page.waitForFunction(() => [...document.querySelectorAll("[data-fairyboard]")].every((e) => e.dataset.drawn || e.dataset.error));
}

test("API: errors name the call; written and showHint read labels as play does; goTo and pgn refuse what is past the game", async () => {
  await withPage(async ({ page, url, errors }) => {
    await boards(page, url, "api13.html", `<div id="c" data-fairyboard data-variant="chess"></div><div id="s" data-fairyboard data-variant="shogi"></div>`);
    const r = await page.evaluate(() => {
      const c = document.querySelector("#c").fairyboard;
      const s = document.querySelector("#s").fairyboard;
      const msg = (f) => {
        try {
          f();
          return null;
        } catch (e) {
          return e.message;
        }
      };
      const fen = c.fen();
      const out = {
        play: msg(() => c.play("e2e5")),
        setPosition: msg(() => c.setPosition("x")),
        goToBad: msg(() => c.goTo(-1)),
        same: c.fen() === fen,
      };
      c.play("e2e4");
      out.goToPast = msg(() => c.goTo(99));
      out.pgnPast = msg(() => c.pgn({}, [{ ply: 99, text: "x" }]));
      out.written = s.written("7g7f");
      s.showHint("7g7f");
      out.hinted = true;
      return out;
    });
    assert.match(r.play, /^play: illegal move 'e2e5'/);
    assert.match(r.setPosition, /^setPosition: bad FEN/);
    assert.match(r.goToBad, /^goTo: bad ply -1/);
    assert.ok(r.same);
    assert.equal(r.goToPast, "goTo: ply 99 is past the line's 1 moves");
    assert.match(r.pgnPast, /^pgn: comments: ply 99 is past the game's 1 moves/);
    assert.equal(r.written, "P-7f");
    assert.deepEqual(errors, []);
  });
});

test("API: a diagram is no game (resign, draws, clocks refused); newGame puts its piece back; a random start deals again", async () => {
  await withPage(async ({ page, url, errors }) => {
    await boards(page, url, "api13b.html", `<div id="d" data-fairyboard data-mode="diagram" data-piece="N" data-square="d4"></div>`);
    const r = await page.evaluate(async () => {
      const d = document.querySelector("#d").fairyboard;
      const msg = (f) => {
        try {
          f();
          return null;
        } catch (e) {
          return e.message;
        }
      };
      const out = { resign: msg(() => d.resign()), clock: msg(() => d.setClock("5+3")), outcome: d.outcome() };
      d.setDiagram("N", "h8");
      d.newGame();
      out.square = d.pieces()[0].square;
      const el = document.createElement("div");
      document.body.append(el);
      const { mount } = await import("./fairyboard.js");
      const b = await mount(el, { variant: "chess960", start: "random" });
      const starts = new Set([b.fen()]);
      for (let i = 0; i < 6; i++) {
        b.newGame();
        starts.add(b.fen());
      }
      out.starts = starts.size;
      return out;
    });
    assert.equal(r.resign, 'resign: this board is a diagram (data-mode="diagram"), not a game');
    assert.match(r.clock, /^setClock: this board is a diagram/);
    assert.equal(r.outcome, null);
    assert.equal(r.square, "d4");
    assert.ok(r.starts > 1, `${r.starts} start arrays in 7 new games`);
    assert.deepEqual(errors, []);
  });
});

test("attributes and options a board does not use are named; data-select counts its targets in play too; a fractional clock", async () => {
  await withPage(async ({ page, url, errors }) => {
    await boards(
      page,
      url,
      "api13c.html",
      `<div id="lvl" data-fairyboard data-level="3"></div>
       <div id="exp" data-fairyboard data-expected="3"></div>
       <div id="view" data-fairyboard data-view="black"></div>
       <div id="auto" data-fairyboard data-mode="static" data-autosave="false"></div>
       <div id="sq" data-fairyboard data-mode="diagram" data-square="e4"></div>
       <div id="sel" data-fairyboard data-select="e2"></div>
       <div id="clk" data-fairyboard data-clock="0.25+0"></div>
       <div id="twice" data-fairyboard data-variant="chess+claim_draws+claim_draws"></div>`,
    );
    const note = (id) => page.$eval(`#${id} .fairyboard-note`, (n) => n.textContent).catch(() => "");
    assert.match(await note("lvl"), /data-level \(it needs data-opponent="computer"\)/);
    assert.match(await note("exp"), /data-expected/);
    assert.match(await note("view"), /data-view/);
    assert.match(await note("auto"), /data-autosave/);
    assert.match(await note("sq"), /data-square \(it needs data-piece\)/);
    assert.equal(await page.getAttribute("#sel", "data-targets"), "2");
    assert.equal(await page.getAttribute("#clk", "data-error"), null);
    assert.match(await page.getAttribute("#twice", "data-error"), /variant option "claim_draws" given twice/);
    const unknown = await page.evaluate(async () => {
      const { mount } = await import("./fairyboard.js");
      const el = document.createElement("div");
      document.body.append(el);
      return mount(el, { "data-variant": "shogi" }).then(
        () => "mounted",
        (e) => e.message,
      );
    });
    assert.match(unknown, /unknown option "data-variant" \(the option is variant\)/);
    assert.deepEqual(errors, []);
  });
});

test("a board taken out of the page is taken down: its clock stops, its destroy event fires", async () => {
  await withPage(async ({ page, url, errors }) => {
    await boards(page, url, "api13d.html", `<div id="a" data-fairyboard data-clock="1+0"></div><div id="moved" data-fairyboard></div><div id="there"></div>`);
    const r = await page.evaluate(async () => {
      const a = document.querySelector("#a");
      const h = a.fairyboard;
      let destroyed = false;
      h.on("destroy", () => (destroyed = true));
      h.play("e2e4");
      const moved = document.querySelector("#moved");
      // Moved within the task: kept.
      document.querySelector("#there").append(moved);
      a.remove();
      await new Promise((r) => setTimeout(r, 100));
      return { destroyed, gone: a.fairyboard === undefined, movedKept: !!moved.fairyboard && moved.isConnected };
    });
    assert.deepEqual(r, { destroyed: true, gone: true, movedKept: true });
    assert.deepEqual(errors, []);
  });
});

test("a page whose module list cannot be loaded says so on each board", async () => {
  await withPage(async ({ page, url }) => {
    await page.route("**/pkg/modules.json", (route) => route.fulfill({ status: 404, body: "" }));
    await boards(page, url, "api13e.html", `<div id="b" data-fairyboard></div>`);
    assert.match(await page.getAttribute("#b", "data-error"), /pkg\/modules\.json, could not be loaded \(HTTP 404\)/);
  });
});

test("Omega's and Great Outer's corner cells show their names (w1-w4, z1-z4), in the cell, turned round too", async () => {
  await withPage(async ({ page, url, errors }) => {
    await boards(
      page,
      url,
      "corners.html",
      `<div id="o" data-fairyboard data-variant="omega" data-mode="static" style="width:360px"></div>
       <div id="of" data-fairyboard data-variant="omega" data-mode="static" data-orientation="black" style="width:360px"></div>
       <div id="g" data-fairyboard data-variant="greatouter" data-mode="static" style="width:360px"></div>`,
    );
    const corners = { o: ["w1", "w2", "w3", "w4"], of: ["w1", "w2", "w3", "w4"], g: ["z1", "z2", "z3", "z4"] };
    const cells = { w1: "a1", w2: "l1", w3: "l12", w4: "a12", z1: "a1", z2: "n1", z3: "n14", z4: "a14" };
    for (const [id, names] of Object.entries(corners)) {
      const r = await page.evaluate(
        ([id, names, cells]) => {
          const b = document.querySelector(`#${id}`).fairyboard;
          const svg = b.toSVG();
          const texts = [...svg.matchAll(/<text[^>]* x="([\d.-]+)" y="([\d.-]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), text: m[3] }));
          const a = b.squareCenter("b2");
          const c = b.squareCenter("c2");
          const sq = Math.abs(c.x - a.x);
          return names.map((n) => {
            const t = texts.find((t) => t.text === n);
            const centre = b.squareCenter(cells[n]);
            return { n, found: !!t, inCell: !!t && Math.abs(t.x - centre.x) < sq / 2 && Math.abs(t.y - centre.y) < sq / 2 };
          });
        },
        [id, names, cells],
      );
      for (const x of r) assert.ok(x.found && x.inCell, `${id}: ${JSON.stringify(x)}`);
    }
    assert.deepEqual(errors, []);
  });
});

test("the site's own words on an article page (its introduction, the page links) follow the language chosen; the article's text stays", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}article-004.html`);
    await page.waitForSelector("label.board-lang select");
    const words = () =>
      page.evaluate(() => ({
        lede: document.querySelector("p.lede").textContent,
        ledeLang: document.querySelector("p.lede").lang,
        nav: document.querySelector('header.site nav a[href="index.html"]').textContent,
        navLabel: document.querySelector("header.site nav").getAttribute("aria-label"),
        footer: document.querySelector('footer.site a[href="article-004.html"]').textContent,
        h1: document.querySelector("h1").textContent,
      }));
    const ru = await words();
    assert.match(ru.lede, /^Шахматный набор TCHESS \(статья 004\)/);
    assert.deepEqual([ru.ledeLang, ru.nav, ru.navLabel, ru.footer], ["ru", "Песочница", "Страницы", "Статья 004"]);
    await page.selectOption("label.board-lang select", "hu");
    const hu = await words();
    assert.match(hu.lede, /^A TCHESS sakkészlet \(004\. cikk\)/);
    assert.deepEqual([hu.ledeLang, hu.nav, hu.footer], ["hu", "Játszótér", "004. cikk"]);
    assert.equal(hu.h1, ru.h1, "the article's own title stays");
    await page.selectOption("label.board-lang select", "en");
    assert.match((await words()).lede, /^The TCHESS chess set \(article 004\)/);
    assert.deepEqual(errors, []);
  });
});

test("monkey-test findings: the playground's move diagram and clocks on any board; a one-piece diagram's default cell; moves, clocks and errors after a game ends", async () => {
  await withPage(async ({ page, url, errors }) => {
    // Dobutsu (3x4) has no d4: the diagram stands its piece on the middle cell; Gess and Chex
    // have no one-piece diagrams: the game stays and the status line says so.
    for (const v of ["dobutsu", "chex", "gess"]) {
      await openPlayground(page, url, `?variant=${v}`);
      await page.click("input[name=mode][value=diagram]");
      await page.waitForTimeout(600);
      const r = await page.evaluate(() => ({ board: !!document.querySelector("#board").fairyboard, mode: document.querySelector("input[name=mode]:checked").value, event: document.querySelector("#game-event").textContent }));
      assert.ok(r.board, v);
      if (v !== "dobutsu") assert.deepEqual([r.mode, /no one-piece move diagrams/.test(r.event)], ["play", true], JSON.stringify(r));
      else assert.equal(r.mode, "diagram", v);
    }
    // Clocks on boards without an a1: both clock lines name their side.
    for (const v of ["tchess8", "glinski"]) {
      await openPlayground(page, url, `?variant=${v}`);
      await page.selectOption("#clock", "5+3");
      await page.waitForTimeout(300);
      assert.ok((await page.textContent(".clock-top .clock-side")).length > 0, v);
    }
    assert.deepEqual(errors, []);
  });
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}index.html`);
    await page.waitForSelector("body[data-ready='1']");
    const r = await page.evaluate(async () => {
      const { mount } = await import("./fairyboard.js");
      const box = () => document.body.appendChild(document.createElement("div"));
      const msg = (f) => {
        try {
          f();
          return null;
        } catch (e) {
          return e.message;
        }
      };
      const dob = await mount(box(), { variant: "dobutsu", mode: "diagram", piece: "C" });
      const drawn = await mount(box(), { variant: "chess", fen: "8/8/8/3k4/8/8/2N5/K7 b - - 0 52" });
      const g = await mount(box(), { variant: "greatouter" });
      const c = await mount(box(), { variant: "chess", clock: "1+0" });
      for (const m of ["e2e4", "e7e5", "g1f3"]) c.play(m);
      await new Promise((r) => setTimeout(r, 300));
      const before = c.clockTimes().black;
      c.resign();
      const atEnd = c.clockTimes().black;
      c.undo();
      const running = c.clockRunning();
      return { dob: dob.pieces()[0].square, moves: drawn.legalMoves().length, hint: msg(() => drawn.showHint("d5c4")), label: msg(() => g.play("b12e6")), before, atEnd, running };
    });
    assert.equal(r.dob, "b2", "the middle cell of the 3x4 board");
    assert.equal(r.moves, 0, "a drawn game has no moves");
    assert.match(r.hint, /^showHint: .*not a legal move/);
    assert.match(r.label, /^play: illegal move 'b12e6'/);
    assert.ok(r.atEnd <= r.before && r.atEnd < 60000, `the time used stays used: ${r.before} -> ${r.atEnd}`);
    assert.equal(r.running, "black", "the ending taken back, Black's clock runs again");
    assert.deepEqual(errors, []);
  });
});

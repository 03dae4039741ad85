// The UI holds no rules: the marks it draws are the engine's action kinds, squares in the status
// line are the board's own labels, side names come from the game. Real headless Chromium.
// Run: bash scripts/build-wasm.sh && node --test e2e/interface.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

/** Mounts a board in a fresh element of the embedding guide page, scrolled into view (so it is drawn
 *  at the screen's pixel ratio), and resolves to its selector. */
async function mountBoard(page, cfg) {
  return page.evaluate(async (c) => {
    const el = document.createElement("div");
    el.id = `t${Math.random().toString(36).slice(2)}`;
    el.style.width = "480px";
    document.body.appendChild(el);
    el.scrollIntoView();
    await window.fairyboard.mount(el, c);
    return `#${el.id}`;
  }, cfg);
}

async function openGuide(page, url) {
  await page.goto(`${url}embed.html`);
  await page.waitForSelector("html[data-fairyboard-ready]", { state: "attached", timeout: 15000 });
}

test("the marks drawn for every piece equal the engine's action kinds, in random positions of every variant", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openGuide(page, url);
    const ids = (await page.evaluate(() => window.fairyboard.listVariants())).map((v) => v.id);
    assert.ok(ids.length >= 30, `${ids.length} variants`);
    const report = await page.evaluate(async (variants) => {
      let seed = 12345;
      const rand = (n) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const out = [];
      for (const variant of variants) {
        const el = document.createElement("div");
        el.style.width = "400px";
        document.body.appendChild(el);
        const b = await window.fairyboard.mount(el, { variant, mode: "play" });
        let checked = 0;
        for (let ply = 0; ply < 12 && !b.outcome(); ply++) {
          const all = b.actions();
          if (!all.length) break;
          // Every piece of the side to move: what the UI draws equals what the engine says.
          for (const from of [...new Set(all.filter((a) => a.from).map((a) => a.from))]) {
            b.select(from);
            const drawn = new Map(b.drawnTargets().map((t) => [t.square, t]));
            const want = new Map();
            // (The engine's actions of the piece on that cell: a swap is one of both its pieces.)
            for (const a of b.actions(from)) {
              const t = want.get(a.target) ?? { move: false, capture: false };
              if (a.captures.length) t.capture = true;
              else t.move = true;
              want.set(a.target, t);
              // A castling may also be chosen on its rook (the engine's alternative target).
              if (a.altTarget && !want.has(a.altTarget)) want.set(a.altTarget, { move: true, capture: false });
            }
            for (const [sq, t] of want) {
              const d = drawn.get(sq);
              if (!d || d.move !== t.move || d.capture !== t.capture) {
                out.push(`${variant} ${b.fen()} ${from}->${sq}: drawn ${JSON.stringify(d)} engine ${JSON.stringify(t)}`);
              }
            }
            for (const sq of drawn.keys()) if (!want.has(sq)) out.push(`${variant} ${from}: ${sq} drawn but not legal`);
            checked++;
          }
          b.select(null);
          const caps = all.filter((a) => a.captures.length);
          const pick = caps.length && rand(2) === 0 ? caps[rand(caps.length)] : all[rand(all.length)];
          b.play(pick.move);
        }
        out.push(`checked ${variant} ${checked}`);
        b.destroy();
        el.remove();
      }
      return out;
    }, ids);
    const bad = report.filter((l) => !l.startsWith("checked "));
    assert.deepEqual(bad, []);
    for (const id of ids) assert.ok(report.some((l) => l.startsWith(`checked ${id} `) && !l.endsWith(" 0")), `${id} checked no piece`);
    assert.deepEqual(errors, []);
  });
});

test("en passant is drawn as a capture (red), as the engine knows it", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openGuide(page, url);
    const sel = await mountBoard(page, { variant: "chess", mode: "play", fen: "4k3/8/8/4Pp2/8/8/8/4K3 w - f6 0 1" });
    const r = await page.evaluate((s) => {
      const b = document.querySelector(s).fairyboard;
      b.select("e5");
      const t = b.drawnTargets();
      const { x, y } = b.squareCenter("f6");
      const k = b.canvas.width / b.canvas.clientWidth;
      const side = Math.abs(b.squareCenter("b1").x - b.squareCenter("a1").x);
      const at = (px, py) => [...b.canvas.getContext("2d").getImageData(Math.round(px * k), Math.round(py * k), 1, 1).data];
      // Beside the centre: the mark's colour; at the centre, its light cross.
      return { t, px: at(x + 0.11 * side, y), centre: at(x, y), kind: b.actions("e5").find((a) => a.move === "e5f6").kind };
    }, sel);
    assert.equal(r.kind, "en-passant");
    assert.deepEqual(r.t.find((x) => x.square === "f6"), { square: "f6", move: false, capture: true, leap: false });
    // The legend's capture-only colour is red: red well above green and blue.
    assert.ok(r.px[0] > 150 && r.px[1] < 100 && r.px[2] < 100, `f6 mark ${r.px}`);
    // A capture only is told from a move by a light cross too, not by colour alone.
    assert.ok(r.centre.slice(0, 3).every((v) => v > 200), `f6 centre ${r.centre}`);
    assert.deepEqual(errors, []);
  });
});

test("the status line names squares by the board's own labels and sides by the game's names", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openGuide(page, url);
    const cases = [
      ["chushogi", "f3", "7j"],
      ["quadtrojan", "k20", "λ20"],
      ["xiangqi", "e4", "5-4"],
      ["shogi", "c7", "7c"],
    ];
    for (const [variant, square, label] of cases) {
      const sel = await mountBoard(page, { variant, mode: "static" });
      const status = await page.evaluate(
        ([s, sq]) => {
          const b = document.querySelector(s).fairyboard;
          b.select(sq);
          return document.querySelector(`${s} .fairyboard-status`).textContent;
        },
        [sel, square],
      );
      assert.match(status, new RegExp(`^${label}: \\d+ moves?`), `${variant} ${square}: ${status}`);
    }
    for (const [variant, first] of [["xiangqi", "Red"], ["shogi", "Sente"], ["chess", "White"], ["tchess", "Blue"]]) {
      const sel = await mountBoard(page, { variant, mode: "play" });
      const status = await page.textContent(`${sel} .fairyboard-status`);
      assert.match(status, new RegExp(`^${first} to move`), `${variant}: ${status}`);
    }
    // A play board announces a selection by its label too.
    const chu = await mountBoard(page, { variant: "chushogi", mode: "play" });
    await page.evaluate((s) => document.querySelector(s).fairyboard.select("f4"), chu);
    const status = await page.evaluate((s) => {
      const b = document.querySelector(s).fairyboard;
      return b.label("f4");
    }, chu);
    assert.equal(status, "7i");
    assert.deepEqual(errors, []);
  });
});

test("every outcome reason the engine knows has a sentence on the page", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openGuide(page, url);
    const reasons = await page.evaluate(async () => {
      const m = await import("./pkg/fairyboard.js");
      return m.outcomeReasons();
    });
    const ids = reasons.map((r) => r.reason);
    for (const want of ["checkmate", "stalemate", "repetition", "move-rule", "perpetual-check", "goal", "extinction", "insufficient-material"]) {
      assert.ok(ids.includes(want), `${want} missing from ${ids}`);
    }
    // Words, not ids: "50-move rule" for move-rule, "perpetual check (…)" for perpetual-check.
    for (const r of reasons) assert.ok(r.text.length > 3 && !/^[a-z]+(-[a-z]+)+$/.test(r.text), `${r.reason}: ${r.text}`);
    assert.equal(new Set(reasons.map((r) => r.text)).size, reasons.length, "one text per reason");
    // A perpetual check in shogi ends with the engine's sentence (the checking side loses).
    const sel = await mountBoard(page, { variant: "xiangqi", mode: "play", fen: "3k5/4R4/3R5/9/9/9/9/9/9/4K4 b - - 0 1" });
    assert.equal((await page.textContent(`${sel} .fairyboard-status`)).trim(), "Red wins — checkmate.");
    assert.deepEqual(errors, []);
  });
});

test("a failing engine call does not break the board: the game is rebuilt and play goes on", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openGuide(page, url);
    const sel = await mountBoard(page, { variant: "chess", mode: "play" });
    const r = await page.evaluate((s) => {
      const b = document.querySelector(s).fairyboard;
      b.play("e2e4");
      b.play("e7e5");
      let failure = null;
      try {
        b.__failEngineForTest();
      } catch (e) {
        failure = e.message;
      }
      // Without the guard every later call would throw "recursive use of an object".
      const fen = b.fen();
      const history = b.history();
      b.play("g1f3");
      const after = b.history();
      // The record the game is rebuilt from follows the moves taken back too.
      b.undo();
      b.play("b1c3");
      b.undo();
      let again = null;
      try {
        b.__failEngineForTest();
      } catch (e) {
        again = e.message;
      }
      return { failure, fen, history, after, again, rebuilt: b.history(), rebuiltFen: b.fen() };
    }, sel);
    assert.match(r.failure, /the engine failed .*restored/);
    assert.equal(r.fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    assert.deepEqual(r.history, ["e2e4", "e7e5"]);
    assert.deepEqual(r.after, ["e2e4", "e7e5", "g1f3"]);
    assert.match(r.again, /the engine failed .*restored/);
    assert.deepEqual(r.rebuilt, ["e2e4", "e7e5"]);
    assert.equal(r.rebuiltFen, r.fen);
    // The panic hook reports the deliberate panic on the console; nothing else may fail.
    assert.deepEqual(errors.filter((e) => !/deliberate failure|unreachable/.test(e)), []);
  });
});

test("the record a board keeps (history, turns, the moves written in each notation) and its answers about the position equal a fresh game's, through take-backs and a new position", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openGuide(page, url);
    // (null: the new position is the start again.)
    for (const [variant, fen] of [
      ["chess", "4k3/8/8/8/8/8/8/4N1NK w - - 0 1"],
      ["shogi", "4k4/9/9/9/9/9/9/9/4K4[GGSSrr] w - - 0 1"],
      ["xiangqi", "3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1"],
      ["doublemove", null],
      ["progressive", null],
      ["gess", null],
      ["chex", null],
    ]) {
      const sel = await mountBoard(page, { variant, mode: "play" });
      const bad = await page.evaluate(
        async ([s, variant, fen]) => {
          const { Game } = await import("./modules.js");
          const b = document.querySelector(s).fairyboard;
          const out = [];
          const start = b.startPosition();
          let seed = 7;
          const rand = (n) => (seed = (seed * 16807) % 2147483647) % n;
          for (let i = 0; i < 90; i++) {
            // A new position halfway (whose first moves may be written otherwise); take-backs now
            // and then, a new branch after each.
            if (i === 45) b.setPosition(fen ?? start);
            const moves = b.legalMoves();
            if (!moves.length || b.outcome() || rand(5) === 0) b.undo();
            else b.play(moves[rand(moves.length)]);
            // Compared every third move: a take-back and a new move between two looks.
            if (i % 3 !== 2) continue;
            const g = Game(variant, b.startPosition());
            for (const m of b.history()) g.play(m);
            // (And the position's answers the guarded game keeps between moves.)
            const seen = { history: b.history(), turns: b.historyTurns(), position: [b.turn(), b.turnInfo(), b.fen(), b.outcome(), b.inCheck()] };
            const fresh = { history: g.history(), turns: g.historyTurns(), position: [g.turn(), g.turnInfo(), g.fenSeenBy(g.turn()), g.outcome(), g.inCheck()] };
            for (const style of b.notations()) {
              seen[style] = b.historyAs(style);
              fresh[style] = g.historyAs(style);
            }
            g.free();
            if (JSON.stringify(seen) !== JSON.stringify(fresh)) out.push({ i, seen, fresh });
          }
          return { bad: out.slice(0, 2), plies: b.history().length };
        },
        [sel, variant, fen],
      );
      assert.deepEqual(bad.bad, [], variant);
      assert.ok(bad.plies > 5, `${variant}: ${bad.plies} plies`);
    }
    // The same move from a new position is written anew: g1f3 is Ngf3 where the e1 knight also
    // reaches f3, Nf3 where it does not.
    const sel = await mountBoard(page, { variant: "chess", mode: "play" });
    const written = await page.evaluate((s) => {
      const b = document.querySelector(s).fairyboard;
      const out = [];
      for (const fen of ["4k3/p7/8/8/8/8/P7/4N1NK w - - 0 1", "4k3/p7/8/8/8/8/P7/6NK w - - 0 1", "4k3/p7/8/8/8/8/P7/4N1NK w - - 0 1"]) {
        b.setPosition(fen);
        b.play("g1f3");
        out.push(b.historyAs("san").join(" "));
      }
      return out;
    }, sel);
    assert.deepEqual(written, ["Ngf3", "Nf3", "Ngf3"]);
    assert.deepEqual(errors, []);
  });
});

test("the status line writes the move just played as a fresh game from the position before writes it, in every notation", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openGuide(page, url);
    for (const variant of ["chess", "crazyhouse", "shogi", "xiangqi", "chushogi"]) {
      const sel = await mountBoard(page, { variant, mode: "play" });
      const bad = await page.evaluate(
        async ([s, variant]) => {
          const { Game } = await import("./modules.js");
          const b = document.querySelector(s).fairyboard;
          const out = [];
          let seed = 11;
          const rand = (n) => (seed = (seed * 16807) % 2147483647) % n;
          for (const style of b.notations()) {
            b.setNotation(style);
            for (let i = 0; i < 16; i++) {
              const moves = b.legalMoves();
              if (!moves.length || b.outcome()) break;
              const from = b.fen();
              const side = b.sideNames()[b.turn() === "white" ? 0 : 1];
              const played = b.play(moves[rand(moves.length)]);
              const g = Game(variant, from);
              g.play(played);
              const expected = style === "coordinates" ? played : g.historyAs(style)[0];
              g.free();
              const said = b.status().event;
              if (said !== `${side}: ${expected}.` && !said.startsWith(`${side}: ${expected}. `)) out.push({ style, played, said, expected });
            }
          }
          return out.slice(0, 3);
        },
        [sel, variant],
      );
      assert.deepEqual(bad, [], variant);
    }
    assert.deepEqual(errors, []);
  });
});

test("the TypeScript declarations (www/fairyboard.d.ts) declare exactly the handle's members and the module's exports", async () => {
  const { readFile } = await import("node:fs/promises");
  const dts = await readFile(new URL("../www/fairyboard.d.ts", import.meta.url), "utf8");
  const body = dts.slice(dts.indexOf("export interface BoardHandle {"));
  const iface = body.slice(0, body.indexOf("\n}\n"));
  const declared = [...iface.matchAll(/^  (?:readonly )?([A-Za-z_]+)[(:]/gm)].map((m) => m[1]).sort();
  const exports = [...dts.matchAll(/^export (?:const|function) ([A-Za-z_]+)/gm)].map((m) => m[1]).sort();
  await withPage(async ({ page, url, errors }) => {
    await openGuide(page, url);
    const sel = await mountBoard(page, { variant: "chess", mode: "play" });
    const members = await page.evaluate((s) => Object.keys(document.querySelector(s).fairyboard).sort(), sel);
    assert.deepEqual(declared, members);
    const mod = await page.evaluate(async () => Object.keys(await import("./fairyboard.js")).sort());
    assert.deepEqual(exports, mod);
    assert.deepEqual(errors, []);
  });
});

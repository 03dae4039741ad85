// What a new user still met (issue 16): the status shown once; a refused move said so; both clocks
// beside the board and on screen at 1280x900; the TCHESS setup panel collapsed and its zone frame a
// line; readable coordinates on article diagrams; a legend of the lettered pieces (from the engine's
// piece data and the renderer's tokens) with a move diagram on click; the empty move list not drawn;
// the same page links on every page.
// Run: bash scripts/build-wasm.sh && node --test e2e/pageui.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, latticeColour as sharedLatticeColour } from "./helpers.mjs";

const VIEWPORT = { width: 1280, height: 900 };

async function open(page, url, query = "") {
  await page.addInitScript(() => (localStorage.clear(), sessionStorage.clear()));
  await page.goto(`${url}index.html${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 20000 });
}

async function clickSquare(page, square, sel = "#board") {
  const canvas = page.locator(`${sel} canvas`).first();
  const box = await canvas.boundingBox();
  const c = await page.evaluate(([s, sq]) => document.querySelector(s).fairyboard.squareCenter(sq), [sel, square]);
  await page.mouse.click(box.x + c.x, box.y + c.y);
}

/** Elements drawn on screen (a box larger than a pixel) whose own text contains `needle`. */
const shownWith = (page, needle) =>
  page.evaluate((n) => {
    const out = [];
    for (const el of document.querySelectorAll("body *")) {
      const own = [...el.childNodes].filter((c) => c.nodeType === 3).map((c) => c.textContent).join("");
      if (!own.includes(n)) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width > 1 && r.height > 1 && style.visibility !== "hidden") out.push(el.id || el.className || el.tagName);
    }
    return out;
  }, needle);

test("the status is shown once; a refused move says so and drops the selection", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await open(page, url);
      assert.deepEqual(await shownWith(page, "White to move"), ["game-status"]);
      // The board's own line is still there for screen readers (the live region), but not drawn.
      const live = await page.evaluate(() => {
        const el = document.querySelector("#board .fairyboard-status");
        const r = el.getBoundingClientRect();
        return { text: el.textContent, live: el.getAttribute("aria-live"), w: r.width, h: r.height };
      });
      assert.equal(live.text, "White to move.");
      assert.equal(live.live, "polite");
      assert.ok(live.w <= 1 && live.h <= 1, JSON.stringify(live));

      await clickSquare(page, "e2");
      await clickSquare(page, "e4");
      assert.equal(await page.textContent("#game-status"), "Black to move.");
      // The move as the move list writes it.
      const played = await page.evaluate(() => document.querySelector("#board").fairyboard.historyWritten()[0]);
      assert.equal(played, "e4");
      assert.equal(await page.textContent("#game-event"), `White: ${played}.`);
      assert.deepEqual(await shownWith(page, "Black to move"), ["game-status"]);

      // The black king on e8 has no move: selecting it says so; a click on e6 is refused, and the
      // selection is gone (no targets drawn, the status does not claim a selection).
      await clickSquare(page, "e8");
      assert.equal(await page.textContent("#game-event"), "e8 selected, 0 moves.");
      await clickSquare(page, "e6");
      assert.equal(await page.textContent("#game-event"), "e8–e6 is not a legal move.");
      const after = await page.evaluate(() => {
        const fb = document.querySelector("#board").fairyboard;
        return { status: fb.status(), targets: fb.drawnTargets().length, history: fb.history() };
      });
      assert.deepEqual(after.status, { text: "e8–e6 is not a legal move. Black to move.", event: "e8–e6 is not a legal move." });
      assert.equal(after.targets, 0);
      assert.equal(after.history.length, 1);
      // The next click selects again as usual.
      await clickSquare(page, "e7");
      assert.equal(await page.textContent("#game-event"), "e7 selected, 2 moves.");
      assert.equal((await page.evaluate(() => document.querySelector("#board").fairyboard.drawnTargets().length)), 2);
      // In Hungarian too.
      await page.selectOption("#lang", "hu");
      await clickSquare(page, "e5");
      await clickSquare(page, "e1");
      await clickSquare(page, "e3");
      assert.equal(await page.textContent("#game-event"), "e1–e3: nem szabályos lépés.");
      // A new game says nothing of the last one.
      await page.click("#new");
      assert.equal(await page.textContent("#game-status"), "Világos következik.");
      assert.equal(await page.textContent("#game-event"), "");
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("both clocks sit beside the board, board and clocks on screen at 1280x900 (chess, chu shogi, TCHESS, shogi)", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await open(page, url);
      for (const variant of ["chess", "chushogi", "tchess", "shogi", "xiangqi"]) {
        await page.selectOption("#variant", variant);
        await page.waitForFunction((v) => document.querySelector("#board").fairyboard?.variant === v, variant);
        await page.selectOption("#clock", "5+3");
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const m = await page.evaluate(() => {
          const rect = (el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          };
          return {
            scrollY: window.scrollY,
            w: window.innerWidth,
            h: window.innerHeight,
            board: rect(document.querySelector("#board")),
            canvas: rect(document.querySelector("#board canvas")),
            top: rect(document.querySelector(".clock-top")),
            bottom: rect(document.querySelector(".clock-bottom")),
            texts: [...document.querySelectorAll(".clock")].map((c) => c.textContent),
          };
        });
        const on = (r) => r.left >= 0 && r.top >= 0 && r.right <= m.w && r.bottom <= m.h;
        const all = JSON.stringify({ variant, ...m });
        assert.equal(m.scrollY, 0, all);
        for (const r of [m.canvas, m.top, m.bottom]) assert.ok(on(r), `on screen: ${all}`);
        // Beside the board, at its top and bottom edges.
        assert.ok(m.top.left >= m.canvas.right - 1 && m.bottom.left >= m.canvas.right - 1, `right of the board: ${all}`);
        assert.ok(Math.abs(m.top.top - m.board.top) <= 2, `top clock at the top edge: ${all}`);
        assert.ok(Math.abs(m.bottom.bottom - m.board.bottom) <= 2, `bottom clock at the bottom edge: ${all}`);
        assert.ok(m.texts.every((s) => /5:00/.test(s)), all);
        // The board is not shrunk needlessly: it fills most of the window's height or its column.
        assert.ok(m.board.bottom - m.board.top > 0.6 * m.h || m.canvas.right - m.canvas.left > 600, `board size: ${all}`);
        await page.selectOption("#clock", "");
      }
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

/** Colour class at a point of the lattice plane of the playground's board (see helpers.mjs). */
const latticeColour = async (page, x, y) => (await sharedLatticeColour(page, "#board", x, y)).cls;

test("TCHESS: the setup panel opens collapsed, the status on screen; the zone frame is a line", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await open(page, url, "?variant=tchess");
      await page.waitForSelector("#tchess-setup:not([hidden])");
      assert.equal(await page.evaluate(() => document.querySelector("#tchess-setup").open), false);
      const status = await page.evaluate(() => document.querySelector("#game-status").getBoundingClientRect().bottom);
      assert.ok(status < 900, `status at ${status}`);
      // The reader opens it.
      await page.click("#tchess-setup summary");
      assert.equal(await page.isVisible("#tchess-start"), true);
      // The frame of b2..i9: a continuous line — half-way between two corners it is drawn too
      // (blue on White's half, red on Black's) — and thin: a quarter square inside, no ink.
      for (const x of [1.5, 3.5, 6.5, 8.5]) {
        assert.equal(await latticeColour(page, x, 1), "blue", `bottom edge at ${x}`);
        assert.equal(await latticeColour(page, x, 9), "red", `top edge at ${x}`);
      }
      // Thin: a quarter square inside or outside the left edge (empty squares b4, a5) is not inked.
      assert.equal(await latticeColour(page, 1.25, 3.5), "other");
      assert.equal(await latticeColour(page, 0.75, 4.5), "other");
      for (const y of [2.5, 3.5]) assert.equal(await latticeColour(page, 1, y), "blue", `left edge at ${y}`);
      for (const y of [6.5, 8.5]) assert.equal(await latticeColour(page, 9, y), "red", `right edge at ${y}`);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("article diagrams: coordinates at least 11 px, inside the margin", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await page.goto(`${url}article-000.html`);
      await page.waitForFunction(() => document.documentElement.dataset.fairyboardReady === "1", null, { timeout: 60000 });
      const boards = await page.evaluate(() => {
        const out = [];
        for (const el of document.querySelectorAll("[data-fairyboard]")) {
          const fb = el.fairyboard;
          if (!fb || out.length >= 3 || fb.canvas.clientWidth > 360) continue;
          // The renderer draws the same view into the SVG recorder: its texts carry the font size.
          const svg = new DOMParser().parseFromString(fb.toSVG(), "image/svg+xml");
          const a1 = fb.squareCenter("a1");
          const b1 = fb.squareCenter("b1");
          const sq = b1.x - a1.x;
          const ctx = document.createElement("canvas").getContext("2d");
          const labels = [];
          for (const t of svg.querySelectorAll("text")) {
            const m = /matrix\(([^)]*)\)/.exec(t.getAttribute("transform") ?? "")?.[1].split(/[ ,]+/).map(Number) ?? [1, 0, 0, 1, 0, 0];
            const x = m[0] * Number(t.getAttribute("x")) + m[4];
            const y = m[3] * Number(t.getAttribute("y")) + m[5];
            const size = Number(t.getAttribute("font-size")) * m[0];
            ctx.font = `${size}px sans-serif`;
            labels.push({ text: t.textContent, x, y, size, w: ctx.measureText(t.textContent).width });
          }
          const left = a1.x - sq / 2;
          const bottom = a1.y + sq / 2;
          const ranks = labels.filter((l) => l.x < left);
          const files = labels.filter((l) => l.y > bottom);
          out.push({ id: el.id, width: fb.canvas.clientWidth, sq, left, bottom, height: fb.canvas.clientHeight, ranks, files });
        }
        return out;
      });
      assert.ok(boards.length >= 2, JSON.stringify(boards.map((b) => b.id)));
      for (const b of boards) {
        assert.ok(b.ranks.length >= 8 && b.files.length >= 8, `${b.id}: ${b.ranks.length} rank and ${b.files.length} file labels`);
        for (const l of [...b.ranks, ...b.files]) assert.ok(l.size >= 11, `${b.id} ${l.text}: ${l.size}px`);
        // Inside the margin: a rank label between the canvas's edge and the board, a file label
        // between the board and the canvas's foot.
        for (const l of b.ranks) assert.ok(l.x - l.w / 2 >= 0 && l.x + l.w / 2 <= b.left, `${b.id} rank ${l.text}: ${JSON.stringify(l)} left ${b.left}`);
        for (const l of b.files) assert.ok(l.y - l.size / 2 >= b.bottom - 0.5 && l.y + l.size / 2 <= b.height + 0.5, `${b.id} file ${l.text}: ${JSON.stringify(l)}`);
      }
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("the legend keeps the entries of the pieces still in play, with their icons, as a piece type leaves and comes back", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      // Black's only cannon stands where the red chariot takes it.
      await open(page, url, `?variant=xiangqi&fen=${encodeURIComponent("4k4/9/9/9/9/c8/9/9/9/R2K5 w - - 0 1")}`);
      // Each entry: its token, "kept" for an item marked below (the same element), "inked" where its
      // icon has been drawn.
      const legend = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("#piece-legend-list li")].map((li) => {
            const c = li.querySelector("canvas");
            const inked = c.width > 0 && c.getContext("2d").getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 === 3 && v > 0);
            return `${li.firstChild.dataset.token}${li.dataset.mark ? " kept" : ""}${inked ? " inked" : ""}`;
          }),
        );
      assert.deepEqual(await legend(), ["r inked", "k inked", "c inked"]);
      await page.evaluate(() => document.querySelectorAll("#piece-legend-list li").forEach((li) => (li.dataset.mark = "1")));
      await page.evaluate(() => document.querySelector("#board").fairyboard.play("a1a5"));
      assert.deepEqual(await legend(), ["r kept inked", "k kept inked"]);
      // Taken back: the cannon's entry is made again, in its place.
      await page.evaluate(() => document.querySelector("#board").fairyboard.undo());
      assert.deepEqual(await legend(), ["r kept inked", "k kept inked", "c inked"]);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("the legend of lettered pieces: from the engine's pieces, translated, a move diagram on click", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await open(page, url, "?variant=trojan");
      // Chess draws every piece as a picture: no legend. Trojan's lettered pieces are listed.
      const shown = () =>
        page.evaluate(() => ({
          hidden: document.querySelector("#piece-legend").hidden,
          items: [...document.querySelectorAll("#piece-legend-list button")].map((b) => ({ token: b.dataset.token, text: b.querySelector("b").textContent, name: b.querySelector("span").textContent })),
          api: document.querySelector("#board").fairyboard.legend(),
        }));
      let l = await shown();
      assert.equal(l.hidden, false);
      assert.ok(l.items.length >= 3, JSON.stringify(l));
      assert.deepEqual(l.items, l.api.map(({ token, text, characters, name }) => ({ token, text: characters ? "" : text, name })));
      // Every entry is a piece of the variant; the lettered ones only (the six chess pictures are not).
      const info = await page.evaluate(() => document.querySelector("#board").fairyboard.info.pieces);
      for (const e of l.api) {
        const p = info.find((q) => q.token === e.token);
        assert.ok(p, e.token);
        assert.equal(e.betza, p.betza);
        assert.ok(e.name.length > 0 && e.text.length > 0);
      }
      assert.ok(!l.api.some((e) => ["k", "q", "r", "b", "n", "p"].includes(e.token) && info.find((q) => q.token === e.token)?.betza.match(/^(K|Q|R|B|N)$/)));
      // In Greek, the names of article 000.
      await page.selectOption("#lang", "el");
      l = await shown();
      assert.ok(l.items.some((i) => /[α-ω]/i.test(i.name)), JSON.stringify(l.items));
      // A click shows that piece's move diagram: the engine's targets of it alone on the board's
      // middle cell.
      const first = l.items[0];
      await page.click(`#piece-legend-list button[data-token="${first.token}"]`);
      await page.waitForFunction(() => document.querySelector("#board").fairyboard?.info && document.querySelector("#board").dataset.targets !== undefined);
      const d = await page.evaluate(async (tok) => {
        const pkg = await import("./pkg/fairyboard.js");
        const fb = document.querySelector("#board").fairyboard;
        return {
          mode: document.querySelector("input[name=mode]:checked").value,
          piece: document.querySelector("#piece").value,
          drawn: fb.drawnTargets().map((t) => t.square).sort(),
          engine: pkg.diagram("trojan", tok.toUpperCase(), fb.pieces()[0].square).map((t) => t.square).sort(),
          square: fb.pieces()[0].square,
          pressed: document.querySelector(`#piece-legend-list button[data-token="${tok}"]`).getAttribute("aria-pressed"),
        };
      }, first.token);
      assert.equal(d.mode, "diagram");
      assert.equal(d.piece, first.token.toUpperCase());
      assert.ok(d.engine.length > 0);
      assert.equal(d.square, "e5", "the middle of the 10x10 board");
      assert.deepEqual(d.drawn, d.engine);
      assert.equal(d.pressed, "true");

      // Chess: no lettered piece, no legend.
      await page.check("input[name=mode][value=play]");
      await page.selectOption("#variant", "chess");
      await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "chess");
      assert.equal((await shown()).hidden, true);
      // Chu shogi: its characters by default, its letters with the option; the legend follows.
      await page.selectOption("#variant", "chushogi");
      await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "chushogi");
      l = await shown();
      assert.ok(l.api.length > 30 && l.api.every((e) => e.characters), `${l.api.length} entries`);
      // Characters are shown by the token's picture (fonts may lack them), not as text.
      assert.ok(l.items.every((i) => i.text === ""));
      assert.equal(await page.$$eval("#piece-legend-list button canvas", (cs) => cs.length), l.api.length);
      await page.check("#letters");
      l = await shown();
      assert.ok(l.api.length > 30 && l.api.every((e) => !e.characters && /^[A-Z+]{1,3}$/.test(e.text)), JSON.stringify(l.api.slice(0, 3)));
      assert.deepEqual(l.items.map((i) => i.text), l.api.map((e) => e.text));

      // Every built-in variant: the legend names only its own pieces, with their Betza, no error.
      const all = await page.evaluate(async () => {
        const { mount, listVariants } = await import("./fairyboard.js");
        const host = document.createElement("div");
        host.style.width = "300px";
        document.body.appendChild(host);
        const out = {};
        for (const v of await listVariants()) {
          const el = document.createElement("div");
          host.appendChild(el);
          const fb = await mount(el, { variant: v.id, mode: "static" });
          const pieces = fb.info.pieces;
          const bad = fb.legend().filter((e) => !pieces.some((p) => p.token === e.token && p.betza === e.betza) || !e.name || !e.text);
          out[v.id] = { n: fb.legend().length, bad };
          fb.destroy();
          el.remove();
        }
        host.remove();
        return out;
      });
      for (const [id, r] of Object.entries(all)) assert.deepEqual(r.bad, [], id);
      assert.ok(all.tchess.n > 0 && all.trojan.n > 0 && all.chushogi.n > 0, JSON.stringify(all));
      assert.equal(all.chess.n, 0);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("article boards with data-legend: the lettered pieces named in the page's language, a diagram on click", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await page.goto(`${url}article-004.html`);
      await page.waitForFunction(() => document.documentElement.dataset.fairyboardReady === "1", null, { timeout: 60000 });
      const sel = "[data-legend]";
      assert.ok(await page.$(sel), "a board with a legend");
      const entries = await page.evaluate((s) => document.querySelector(s).fairyboard.legend(), sel);
      const buttons = await page.evaluate((s) => [...document.querySelector(s).querySelectorAll(".fairyboard-legend button[data-token]")].map((b) => b.dataset.token), sel);
      assert.deepEqual(buttons, entries.map((e) => e.token));
      assert.ok(entries.some((e) => /[а-я]/i.test(e.name)), JSON.stringify(entries));
      const tok = entries[0].token;
      await page.locator(`${sel} .fairyboard-legend button[data-token="${tok}"]`).first().click();
      await page.waitForFunction((s) => document.querySelector(`${s} .fairyboard-legend-diagram [data-fairyboard], ${s} .fairyboard-legend-diagram .fairyboard`)?.fairyboard, sel);
      const d = await page.evaluate(
        async ([s, tok]) => {
          const pkg = await import("./pkg/fairyboard.js");
          const board = document.querySelector(s).fairyboard;
          const fb = document.querySelector(`${s} .fairyboard-legend-diagram .fairyboard`).fairyboard;
          // The piece stands on the cell nearest the board's middle.
          const cells = fb.cells();
          const mx = cells.reduce((a, c) => a + c.x, 0) / cells.length;
          const my = cells.reduce((a, c) => a + c.y, 0) / cells.length;
          const square = cells.reduce((b, c) => (Math.hypot(c.x - mx, c.y - my) < Math.hypot(b.x - mx, b.y - my) - 1e-9 ? c : b)).name;
          return { drawn: fb.drawnTargets().length, square, engine: square ? pkg.diagram(board.variant, tok.toUpperCase(), square).length : -1 };
        },
        [sel, tok],
      );
      assert.ok(d.drawn > 0, JSON.stringify(d));
      assert.equal(d.drawn, d.engine);
      assert.deepEqual(errors, []);
    },
    { viewport: VIEWPORT },
  );
});

test("the empty move list is not drawn; every page has the same page links and footer", async () => {
  await withPage(
    async ({ page, url, errors }) => {
      await open(page, url);
      const box = () => page.evaluate(() => document.querySelector("#moves").getBoundingClientRect().height);
      assert.equal(await box(), 0);
      await page.evaluate(() => document.querySelector("#board").fairyboard.play("e2e4"));
      assert.ok((await box()) > 10);
      // Taken back, the move stays in the list (greyed, redo plays it again) until a new game.
      await page.evaluate(() => document.querySelector("#board").fairyboard.undo());
      assert.ok((await box()) > 10);
      assert.equal(await page.getAttribute("#moves .mv", "class"), "mv future");
      await page.click("#new");
      assert.equal(await box(), 0);

      const pages = ["index.html", "bughouse.html", "embed.html", "article-000.html", "article-002.html", "article-003.html", "article-004.html"];
      let first = null;
      for (const p of pages) {
        await page.goto(`${url}${p}`);
        const links = await page.evaluate(() => ({
          nav: [...document.querySelectorAll("header.site nav a")].map((a) => [a.getAttribute("href"), a.textContent.trim()]),
          current: [...document.querySelectorAll("header.site nav a[aria-current=page]")].map((a) => a.getAttribute("href")),
          footer: [...document.querySelectorAll("footer.site a")].map((a) => a.getAttribute("href")),
          footerCurrent: [...document.querySelectorAll("footer.site a[aria-current=page]")].map((a) => a.getAttribute("href")),
        }));
        first ??= links;
        // (The links' words follow the page's language: an article opens in its own.)
        assert.deepEqual(links.nav.map(([h]) => h), first.nav.map(([h]) => h), p);
        assert.ok(links.nav.every(([, text]) => text.length > 0), p);
        assert.deepEqual(links.nav.map(([h]) => h), pages, p);
        assert.deepEqual(links.footer, pages, `${p} footer`);
        assert.deepEqual(links.current, [p]);
        assert.deepEqual(links.footerCurrent, [p]);
      }
      assert.deepEqual(errors.filter((e) => !/Failed to load resource/.test(e)), []);
    },
    { viewport: VIEWPORT },
  );
});

test("playground: the variant picker shows a long name whole (the label above it)", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${url}index.html?variant=gess`);
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    const fits = await page.evaluate(() => {
      const sel = document.querySelector("#variant");
      const text = sel.selectedOptions[0].textContent;
      const ctx = document.createElement("canvas").getContext("2d");
      ctx.font = getComputedStyle(sel).font;
      // The text's width and the select's room for it (its arrow takes about 24 px).
      return { text, width: ctx.measureText(text).width, room: sel.clientWidth - 24 };
    });
    assert.match(fits.text, /Generalized chess \(Gess\)/);
    assert.ok(fits.width <= fits.room, JSON.stringify(fits));
    assert.deepEqual(errors, []);
  });
});

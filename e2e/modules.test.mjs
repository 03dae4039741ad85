// End-to-end tests of the page modules (wasm-pack.toml, pkg/modules.json, www/modules.js): each page
// loads only the wasm modules its boards need, and each module refuses what it does not hold.
// Run: bash scripts/build-wasm.sh && node --test e2e/*.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { withPage, WWW, allDrawn, servePage, LOADER_PAGE } from "./helpers.mjs";

const MANIFEST = JSON.parse(readFileSync(path.join(WWW, "pkg/modules.json"), "utf8"));
const CORE = MANIFEST.modules[0].name;
const exportsOf = (name) => MANIFEST.modules.find((m) => m.name === name).exports;

/** Opens `file` and returns the wasm files it fetched (names) once every board is drawn. */
async function wasmLoaded(page, url, file) {
  const fetched = [];
  page.on("request", (r) => {
    const m = /\/pkg\/([A-Za-z0-9_]+)_bg\.wasm$/.exec(r.url());
    if (m) fetched.push(m[1]);
  });
  await page.goto(`${url}${file}`);
  await page.waitForFunction(allDrawn, null, { timeout: 30000 });
  return fetched.sort();
}

test("modules: the manifest lists every variant once, in catalogue order, the core's first", () => {
  const ids = MANIFEST.variants.map((v) => v.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const want of ["chess", "trojan", "tchess", "capablanca", "shogi", "xiangqi", "congo", "glinski", "bughouse", "gess"]) {
    assert.ok(ids.includes(want), `${want} missing`);
  }
  assert.ok(ids.indexOf("greatdecimal") < ids.indexOf("shogi") && ids.indexOf("shogi") < ids.indexOf("capablanca"), ids.join(" "));
  const served = (id) => MANIFEST.variants.find((v) => v.id === id).modules[0];
  for (const id of ["chess", "trojan", "quadtrojan", "newdecimal-small", "tchess", "tchess8", "grand", "capablanca", "shako", "chess960"]) {
    assert.equal(served(id), CORE, id);
  }
  for (const id of ["shogi", "chushogi", "xiangqi", "congo", "gess", "bughouse"]) assert.notEqual(served(id), CORE, id);
});

test("modules: articles 000, 002, 004 and the embedding guide load only the core module; article 003 one module", async () => {
  for (const file of ["article-000.html", "article-002.html", "article-004.html", "embed.html"]) {
    await withPage(async ({ page, url }) => {
      assert.deepEqual(await wasmLoaded(page, url, file), [CORE], file);
    });
  }
  await withPage(async ({ page, url, errors }) => {
    const fetched = await wasmLoaded(page, url, "article-003.html");
    assert.equal(fetched.length, 1, fetched.join(" "));
    assert.notEqual(fetched[0], CORE);
    // Of the modules that serve all its boards, the smallest: the one without the playground's calls.
    assert.ok(!exportsOf(fetched[0]).includes("readPgn"), `${fetched[0]} has the playground's calls`);
    const failed = await page.$$eval("[data-fairyboard][data-error]", (els) => els.map((el) => el.dataset.error));
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
  });
});

test("modules: a board of an unknown variant is told so by a module the page loads anyway, none more", async () => {
  await withPage(async ({ page, url, errors }) => {
    // A page of shogi boards (not in the core) and boards of ids no module has.
    await servePage(
      page,
      url,
      "unknown-ids.html",
      `${LOADER_PAGE}
          <div data-fairyboard data-variant="shogi" style="width: 300px"></div>
          <div data-fairyboard data-variant="nosuchgame" style="width: 300px"></div>
          <div data-fairyboard data-variant="shogi" style="width: 300px"></div>`,
    );
    const fetched = await wasmLoaded(page, url, "unknown-ids.html");
    assert.equal(fetched.length, 1, fetched.join(" "));
    assert.notEqual(fetched[0], CORE);
    const boards = await page.$$eval("[data-fairyboard]", (els) => els.map((el) => el.dataset.error ?? "drawn"));
    assert.equal(boards[0], "drawn");
    assert.match(boards[1], /unknown variant 'nosuchgame'/);
    assert.equal(boards[2], "drawn");
    // Mounted later, more unknown ids load nothing more either.
    const later = await page.evaluate(async () => {
      const out = [];
      for (const id of ["other1", "other2", "xianqi", "xiangqi"]) {
        const el = document.createElement("div");
        document.body.appendChild(el);
        await window.fairyboard.mount(el, { variant: id }).catch((e) => out.push(String(e.message ?? e)));
        out.push(el.dataset.error ?? "drawn");
      }
      return out;
    });
    assert.ok(later.filter((x) => /unknown variant 'other[12]'/.test(x)).length >= 2, later.join(" | "));
    // A mistyped id is told its nearest known ones; an id near none is not.
    assert.ok(later.some((x) => /unknown variant 'xianqi' \(did you mean xiangqi\? known: /.test(x)), later.join(" | "));
    assert.match(boards[1], /unknown variant 'nosuchgame' \(known: /);
    assert.equal(later.at(-1), "drawn");
    assert.equal(fetched.length, 1, `no further module: ${fetched.join(" ")}`);
    assert.deepEqual(errors.filter((e) => !/unknown variant/.test(e)), []);
  });
});

test("modules: the core refuses a variant or a rule it does not hold, with a message", async () => {
  await withPage(async ({ page, url }) => {
    await page.goto(`${url}article-002.html`);
    await page.waitForFunction(allDrawn, null, { timeout: 30000 });
    const out = await page.evaluate(async (core) => {
      const m = await import(`./pkg/${core}.js`);
      const attempt = (f) => {
        try {
          f();
          return "no error";
        } catch (e) {
          return String(e?.message ?? e);
        }
      };
      return {
        shogi: attempt(() => new m.Game("shogi")),
        info: attempt(() => m.variantInfo("xiangqi")),
        drops: attempt(() => m.Game.fromIni("[mine:chess]\ndrops = true\n")),
        chess: attempt(() => new m.Game("chess").legalMoves().length),
      };
    }, CORE);
    assert.match(out.shogi, /unknown variant 'shogi'/);
    assert.match(out.info, /unknown variant 'xiangqi'/);
    assert.match(out.drops, /'drops': this build does not include that rule/);
    assert.equal(out.chess, "no error");
  });
});

test("modules: the playground offers every module's variants and switches modules with the variant", async () => {
  await withPage(async ({ page, url, errors }) => {
    const fetched = new Set();
    page.on("request", (r) => {
      const m = /\/pkg\/([A-Za-z0-9_]+)_bg\.wasm$/.exec(r.url());
      if (m) fetched.add(m[1]);
    });
    await page.goto(`${url}index.html`);
    await page.waitForSelector("body[data-ready]");
    const listed = await page.$$eval("#variant option", (os) => os.map((o) => o.value));
    for (const id of MANIFEST.variants.map((v) => v.id)) assert.ok(listed.includes(id), `${id} not offered`);
    await page.selectOption("#variant", "shogi");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "shogi");
    const moves = await page.evaluate(() => document.querySelector("#board").fairyboard.legalMoves().length);
    assert.equal(moves, 30);
    await page.selectOption("#variant", "chess");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "chess");
    assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.legalMoves().length), 20);
    // Every variant's size is in the picker once each module it needs has loaded: the core and one
    // module with the playground's calls (reading PGN, setup choices), none without them besides.
    await page.waitForFunction(() => document.querySelector('#variant option[value="gess"]')?.textContent.includes("×"), null, { timeout: 30000 });
    const others = [...fetched].filter((name) => name !== CORE);
    assert.equal(others.length, 1, [...fetched].join(" "));
    assert.ok(exportsOf(others[0]).includes("readPgn") && exportsOf(others[0]).includes("setupInfo"), others[0]);
    assert.deepEqual(errors, []);
  });
});

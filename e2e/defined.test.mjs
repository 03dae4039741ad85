// Variants a page defines: a page's <script type="text/x-fairyboard-variants"> blocks, a board's
// data-ini, defineVariants(); served by the module whose build plays them, played by the computer,
// carried by the play link to the playground, which has a panel to define one.
// Run: bash scripts/build-wasm.sh && node --test e2e/defined.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground, servePage, LOADER_PAGE, allDrawn } from "./helpers.mjs";

const ZEBRA = `[page_zebra:chess]
name = Zebra chess
piece = z | Zebra | (2,3)
start = rnbqkbzr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZR w KQkq - 0 1
promotion = q r b z

[page_shogi:shogi]
name = Shogi, as a page writes it
`;

const PAGE =
  LOADER_PAGE +
  `<script type="text/x-fairyboard-variants">${ZEBRA}</script>
<script type="text/x-fairyboard-variants">[page_broken:chess]
piece = y | Broken | Q9x
</script>
<div id="zebra" data-fairyboard data-variant="page_zebra" data-fen="4k3/8/8/8/3Z4/8/8/4K3 w - - 0 1"></div>
<div id="shogi" data-fairyboard data-variant="page_shogi"></div>
<div id="diagram" data-fairyboard data-variant="page_zebra" data-mode="diagram" data-piece="Z"></div>
<div id="own" data-fairyboard data-playable data-ini="[page_own:chess]
name = &lt;img src=x onerror=alert(1)&gt;
start = 4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"></div>
<div id="broken" data-fairyboard data-variant="page_broken"></div>
<div id="alike" data-fairyboard data-legend data-ini="[page_alike:chess]
piece = a | Amazon | N
piece = c | Cardinal | BN
piece = h | Hawk | BN
start = 4k3/8/8/8/8/8/8/NACHK3 w - - 0 1"></div>
<div id="builtin" data-fairyboard data-ini="[chess]
name = Mine"></div>`;

test("a page's own variants: script blocks and data-ini define them, refusals are named on their boards", async () => {
  await withPage(async ({ page, url, errors }) => {
    let alerted = false;
    page.on("dialog", (d) => {
      alerted = true;
      d.dismiss();
    });
    await page.goto(await servePage(page, url, "defined.html", PAGE));
    await page.waitForFunction(allDrawn, null, { timeout: 20000 });
    const r = await page.evaluate(() => {
      const b = (id) => document.getElementById(id).fairyboard;
      const zebra = b("zebra").legalMoves("d4").sort();
      return {
        zebra,
        shogiMoves: b("shogi").legalMoves().length,
        shogiVariant: b("shogi").variant,
        own: b("own").variant,
        ownMoves: b("own").legalMoves().length,
        ownLink: document.querySelector("#own a[href*='index.html']")?.href ?? null,
        broken: document.getElementById("broken").dataset.error ?? null,
        builtin: document.getElementById("builtin").dataset.error ?? null,
        imgs: document.querySelectorAll("img[src='x']").length,
        diagram: b("diagram").legalMoves().sort(),
        alike: b("alike").legend().map((e) => `${e.text} ${e.name}`),
      };
    });
    assert.deepEqual(r.zebra, ["d4a2", "d4a6", "d4b1", "d4b7", "d4f1", "d4f7", "d4g2", "d4g6"]);
    // Types that move alike are told apart: the later ones print their letters, named in the legend.
    assert.deepEqual(r.alike, ["A Amazon", "H Hawk"]);
    // The zebra's move diagram: alone on the board's middle cell, d4.
    assert.deepEqual(r.diagram, r.zebra);
    // Shogi's start has 30 moves: the page's shogi is served by a module with the shogi family.
    assert.equal(r.shogiVariant, "page_shogi");
    assert.equal(r.shogiMoves, 30);
    // data-ini alone: the board plays the first variant it defines (king 5 + rooks 19 + two castlings).
    assert.equal(r.own, "page_own");
    assert.equal(r.ownMoves, 26);
    assert.ok(r.ownLink && new URL(r.ownLink).searchParams.get("ini")?.startsWith("[page_own:chess]"), r.ownLink);
    assert.match(r.broken, /the page's definition of 'page_broken' is refused: .*piece 'y'/);
    assert.match(r.builtin, /data-ini: .*'chess'.*built-in/);
    assert.equal(r.imgs, 0);
    assert.equal(alerted, false);
    assert.deepEqual(errors, []);
  });
});

test("defineVariants() defines variants for the page's calls; a refused text defines nothing", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(await servePage(page, url, "define-api.html", LOADER_PAGE + `<div id="b"></div>`));
    await page.waitForSelector("html[data-fairyboard-ready]", { state: "attached", timeout: 15000 });
    const r = await page.evaluate(async () => {
      const fb = window.fairyboard;
      const msg = async (f) => {
        try {
          await f();
          return null;
        } catch (e) {
          return e.message;
        }
      };
      const ids = await fb.defineVariants("[api_knightless:chess]\nname = Knightless\nstart = r1bqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w KQkq - 0 1\n");
      const b = await fb.mount(document.getElementById("b"), { variant: "api_knightless" });
      const listed = (await fb.listVariants()).find((v) => v.id === "api_knightless");
      return {
        ids,
        moves: b.legalMoves().length,
        listed,
        bad: await msg(() => fb.defineVariants("[api_bad:chess]\nboard = 0x0\n")),
        notText: await msg(() => fb.defineVariants(42)),
        after: await msg(() => fb.mount(document.createElement("div"), { variant: "api_bad" })),
        // mount's own option is named as such (an attribute's as data-ini).
        option: await msg(() => fb.mount(document.createElement("div"), { ini: "[chess]\n" })),
      };
    });
    assert.deepEqual(r.ids, ["api_knightless"]);
    // The pawns' 16 and each rook's step to the knight's empty cell.
    assert.equal(r.moves, 18);
    assert.deepEqual(r.listed, { id: "api_knightless", name: "Knightless", status: r.listed.status, width: 8, height: 8, defined: true });
    assert.match(r.bad, /^defineVariants: variant 'api_bad'/);
    assert.match(r.notText, /^defineVariants: a variant definition is INI text/);
    assert.match(r.after, /unknown variant 'api_bad'/);
    assert.match(r.option, /^ini: .*'chess'.*built-in/);
    assert.deepEqual(errors, []);
  });
});

test("the computer plays a page's own variant (its worker defines it too)", async () => {
  await withPage(async ({ page, url, errors }) => {
    const html = LOADER_PAGE + `<div id="c" data-fairyboard data-opponent="computer" data-level="1" data-ini="[page_amazons:chess]\nname = Amazons\npiece = a | Amazon | QN\nstart = 4k3/8/8/8/8/8/8/A3K3 w - - 0 1"></div>`;
    await page.goto(await servePage(page, url, "define-computer.html", html));
    await page.waitForFunction(allDrawn, null, { timeout: 20000 });
    const r = await page.evaluate(async () => {
      const b = document.getElementById("c").fairyboard;
      b.play("e1d2");
      const t0 = performance.now();
      while (b.history().length < 2 && performance.now() - t0 < 20000) await new Promise((res) => setTimeout(res, 50));
      return { history: b.history(), variant: b.variant };
    });
    assert.equal(r.variant, "page_amazons");
    assert.equal(r.history.length, 2, `the computer answered: ${r.history}`);
    assert.deepEqual(errors, []);
  });
});

test("the playground: a link's definition opens its game; the panel defines a variant and keeps it over a reload", async () => {
  await withPage(async ({ page, url, errors }) => {
    const ini = "[link_zebra:chess]\nname = Zebra link chess\npiece = z | Zebra | (2,3)\nstart = rnbqkbzr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZR w KQkq - 0 1\n";
    await openPlayground(page, url, `?variant=link_zebra&ini=${encodeURIComponent(ini)}`);
    const opened = await page.evaluate(() => ({
      variant: document.querySelector("#board").fairyboard.variant,
      group: document.querySelector('#variant optgroup[data-i18n-group="pg.groupDefined"]')?.label,
      chosen: document.querySelector("#variant").selectedOptions[0].textContent,
      // The zebra on g1 leaps (2,3) to e4 and (3,2) to d3.
      zebra: document.querySelector("#board").fairyboard.legalMoves("g1").sort(),
    }));
    assert.equal(opened.variant, "link_zebra");
    assert.equal(opened.group, "Your variants");
    assert.match(opened.chosen, /^Zebra link chess( \(8×8\))?$/);
    assert.deepEqual(opened.zebra, ["g1d3", "g1e4"]);
    // The panel: a refused text says why and changes nothing.
    // The panel holds the link's definition, to be changed.
    await page.click("#define summary");
    assert.equal(await page.inputValue("#define-ini"), ini);
    await page.fill("#define-ini", "[my_bad:chess]\npiece = q | Queen | Qx\n");
    await page.click("#define-play");
    await page.waitForFunction(() => document.querySelector("#define-error").textContent);
    assert.match(await page.textContent("#define-error"), /^Refused: variant 'my_bad'/);
    assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.variant), "link_zebra");
    // Opened again on a game of the menu, the panel offers an example; it plays: its amazon (QN)
    // stands on d1. (On a variant of yours it shows that variant's definition.)
    await page.fill("#define-ini", "");
    await page.click("#define summary");
    await page.click("#define summary");
    await page.waitForFunction(() => document.querySelector("#define-ini").value);
    assert.equal(await page.inputValue("#define-ini"), ini);
    await page.selectOption("#variant", "chess");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "chess");
    await page.fill("#define-ini", "");
    await page.click("#define summary");
    await page.click("#define summary");
    await page.waitForFunction(() => document.querySelector("#define-ini").value);
    assert.match(await page.inputValue("#define-ini"), /^\[my_chess:chess\]/);
    await page.click("#define-play");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "my_chess" && document.querySelector("#board").dataset.drawn);
    assert.equal(await page.textContent("#define-error"), "");
    await page.evaluate(() => ["e2e4", "e7e5"].forEach((m) => document.querySelector("#board").fairyboard.play(m)));
    const amazon = await page.evaluate(() => document.querySelector("#board").fairyboard.legalMoves("d1").sort());
    assert.deepEqual(amazon, ["d1c3", "d1e2", "d1e3", "d1f3", "d1g4", "d1h5"]);
    // A reload brings the variant and its game back.
    await page.reload();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    await page.waitForFunction(() => document.querySelector("#board").fairyboard && document.querySelector("#board").dataset.drawn);
    const back = await page.evaluate(() => ({ variant: document.querySelector("#board").fairyboard.variant, history: document.querySelector("#board").fairyboard.history(), menu: [...document.querySelectorAll('#variant optgroup[data-i18n-group="pg.groupDefined"] option')].map((o) => o.value) }));
    assert.equal(back.variant, "my_chess");
    assert.deepEqual(back.history, ["e2e4", "e7e5"]);
    assert.deepEqual(back.menu.sort(), ["link_zebra", "my_chess"]);
    // Forget: offered on a variant of yours only; it leaves the menu, the default game opens, and
    // a reload does not bring it back.
    const forget = () => page.evaluate(() => !document.querySelector("#define-forget").hidden);
    assert.equal(await forget(), true);
    if (!(await page.evaluate(() => document.querySelector("#define").open))) await page.click("#define summary");
    await page.click("#define-forget");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "chess" && document.querySelector("#board").dataset.drawn);
    const menu = () => page.$$eval('#variant optgroup[data-i18n-group="pg.groupDefined"] option', (os) => os.map((o) => o.value));
    assert.deepEqual(await menu(), ["link_zebra"]);
    assert.equal(await forget(), false);
    await page.reload();
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    await page.waitForFunction(() => document.querySelector("#board").fairyboard && document.querySelector("#board").dataset.drawn);
    assert.deepEqual(await menu(), ["link_zebra"]);
    assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.variant), "chess");
    assert.deepEqual(errors, []);
  });
});

test("the playground's panel starts from the game shown: its rules as comments under a section inheriting it", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=grand");
    await page.click("#define summary");
    await page.click("#define-from");
    await page.waitForFunction(() => document.querySelector("#define-ini").value.startsWith("[my_grand:grand]"));
    const text = await page.inputValue("#define-ini");
    assert.match(text, /^\[my_grand:grand\]\nname = My variant: Grand chess\n\n# The rules it inherits, as Grand chess is defined/);
    assert.match(text, /\n# \[grand:chess\]\n# name = Grand chess\n/);
    assert.match(text, /\n# \[chess\]\n# name = Chess\n/);
    // It is shown from its first line, the section to change.
    assert.deepEqual(await page.$eval("#define-ini", (t) => [t.selectionStart, t.scrollTop]), [0, 0]);
    await page.click("#define-play");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "my_grand" && document.querySelector("#board").dataset.drawn);
    // Grand chess's 65 first moves (Fairy-Stockfish's perft 1).
    assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.legalMoves().length), 65);
    assert.deepEqual(errors, []);
  });
});

test("the embedding guide's link opens its own variant in the playground", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    const href = await page.getAttribute("a[href*='ini=']", "href");
    await openPlayground(page, url, href.slice("index.html".length));
    const r = await page.evaluate(() => ({ variant: document.querySelector("#board").fairyboard.variant, zebra: document.querySelector("#board").fairyboard.legalMoves("g1").sort() }));
    assert.equal(r.variant, "zebra_chess");
    assert.deepEqual(r.zebra, ["g1d3", "g1e4"]);
    assert.deepEqual(errors, []);
  });
});

test("a review's findings: a child of a child goes whole to the computer and the link; one id, one definition per page; a board may name another's", async () => {
  await withPage(async ({ page, url, errors, browser }) => {
    const html =
      LOADER_PAGE +
      `<script type="text/x-fairyboard-variants">[base_zebra:chess]
name = Zebra chess
piece = z | Zebra | (2,3)
start = rnbqkbzr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZR w KQkq - 0 1
</script>
<script type="text/x-fairyboard-variants">[grand_zebra:base_zebra]
name = Grand zebra
</script>
<script type="text/x-fairyboard-variants">[Upper_Case:chess]
name = Upper
</script>
<div id="child" data-fairyboard data-variant="grand_zebra" data-opponent="computer" data-level="1" data-playable></div>
<div id="upper" data-fairyboard data-variant="upper_case"></div>
<div id="borrows" data-fairyboard data-variant="own_camel"></div>
<div id="first" data-fairyboard data-ini="[own_camel:chess]
name = Camel chess
piece = c | Camel | C
start = rnbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBCR w KQkq - 0 1"></div>
<div id="second" data-fairyboard data-ini="[own_camel:chess]
name = Another camel chess
start = 4k3/8/8/8/8/8/8/4K3 w - - 0 1"></div>`;
    await page.goto(await servePage(page, url, "defined-review.html", html));
    await page.waitForFunction(allDrawn, null, { timeout: 20000 });
    const r = await page.evaluate(async () => {
      const el = (id) => document.getElementById(id);
      const child = el("child").fairyboard;
      child.play("e2e4");
      const t0 = performance.now();
      while (child.history().length < 2 && performance.now() - t0 < 20000) await new Promise((res) => setTimeout(res, 50));
      return {
        history: child.history(),
        opponent: el("child").querySelector(".fairyboard-opponent")?.textContent ?? "",
        link: el("child").querySelector("a[href*='index.html']")?.href ?? null,
        upper: el("upper").dataset.error ?? null,
        borrows: el("borrows").fairyboard?.legalMoves("g1").sort() ?? el("borrows").dataset.error,
        second: el("second").dataset.error ?? null,
        firstName: el("first").fairyboard?.info?.name,
      };
    });
    assert.equal(r.history.length, 2, `the computer answered: ${r.history} ${r.opponent}`);
    assert.doesNotMatch(r.opponent, /error/i);
    const ini = new URL(r.link).searchParams.get("ini");
    assert.match(ini, /^\[grand_zebra:base_zebra\]\nname = Grand zebra\n\n\[base_zebra:chess\]\nname = Zebra chess\n/);
    assert.match(r.upper, /the page's definition of 'upper_case' is refused: .*bad variant id 'Upper_Case'/);
    // The camel (3,1) on g1: d2 is a pawn's, h4 free, f4 free; the first board's definition stands.
    assert.deepEqual(r.borrows, ["g1f4", "g1h4"]);
    assert.equal(r.firstName, "Camel chess");
    assert.match(r.second, /'own_camel' is defined on this page already, by another definition/);
    assert.deepEqual(errors, []);
    // The link opens the child in a browser that never saw the page.
    const fresh = await (await browser.newContext()).newPage();
    await openPlayground(fresh, url, new URL(r.link).search);
    assert.equal(await fresh.evaluate(() => document.querySelector("#board").fairyboard.variant), "grand_zebra");
    assert.equal(await fresh.textContent("#open-error"), "");
  });
});

test("the playground refuses a definition whose start cannot be played, and lists nothing for it", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess");
    await page.click("#define summary");
    await page.fill("#define-ini", "[bad_board:chess]\nname = Bad board\nboard = 10x8\n");
    await page.click("#define-play");
    await page.waitForFunction(() => document.querySelector("#define-error").textContent);
    assert.match(await page.textContent("#define-error"), /^Refused: variant 'bad_board': start position of 'bad_board': rank 8 has 8 cells/);
    assert.equal(await page.$$eval("#variant option[value=bad_board]", (o) => o.length), 0);
    assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.variant), "chess");
    assert.deepEqual(errors, []);
  });
});

test("a record of a variant of yours carries its definition: it reads on a visit that never defined it", async () => {
  await withPage(async ({ page, url, errors }) => {
    // A backslash and a quote in the text too (in a name), which the record must carry unchanged.
    const ini = '[rec_zebra:chess]\nname = Zebra "record" chess \\ test\npiece = z | Zebra | (2,3)\nstart = rnbqkbzr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZR w KQkq - 0 1\n';
    await openPlayground(page, url, `?variant=rec_zebra&ini=${encodeURIComponent(ini)}`);
    await page.evaluate(() => ["e2e4", "e7e5", "g1e4"].slice(0, 2).forEach((m) => document.querySelector("#board").fairyboard.play(m)));
    await page.click("#pgn-copy");
    await page.waitForFunction(() => document.querySelector("#pgn").value.includes("FairyboardDefinition"));
    const pgn = await page.inputValue("#pgn");
    assert.match(pgn, /^\[FairyboardDefinition "\[rec_zebra:chess\]\\\\nname = Zebra \\"record\\" chess \\\\\\\\ test\\\\n/m);
    // Another visit: nothing kept, no link.
    await page.evaluate(() => localStorage.clear());
    await openPlayground(page, url, "");
    assert.equal(await page.$('#variant option[value="rec_zebra"]'), null);
    await page.fill("#pgn", pgn);
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard?.variant === "rec_zebra" && document.querySelector("#board").dataset.drawn);
    const read = await page.evaluate(() => ({ history: document.querySelector("#board").fairyboard.history(), name: document.querySelector("#variant").selectedOptions[0].textContent }));
    assert.deepEqual(read.history, ["e2e4", "e7e5"]);
    assert.match(read.name, /^Zebra "record" chess \\ test/);
    // A record whose definition is refused says so and changes nothing.
    await page.fill("#pgn", '[FairyboardDefinition "[chess]\\\\nname = Mine\\\\n"]\n\n1. e4 *');
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#pgn-error").textContent);
    assert.match(await page.textContent("#pgn-error"), /'chess'.*built-in/);
    assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.variant), "rec_zebra");
    // A record whose moves do not read keeps and lists nothing of its definition.
    await page.fill("#pgn", '[FairyboardDefinition "[rec_bad:chess]\\\\nname = Bad\\\\n"]\n[FairyboardVariant "rec_bad"]\n\n1. e5 *');
    await page.click("#pgn-load");
    await page.waitForFunction(() => /e5/.test(document.querySelector("#pgn-error").textContent));
    assert.equal(await page.$('#variant option[value="rec_bad"]'), null);
    assert.ok(!(await page.evaluate(() => localStorage.getItem("fairyboard.playground") ?? "")).includes("rec_bad"));
    assert.equal(await page.evaluate(() => document.querySelector("#board").fairyboard.variant), "rec_zebra");
    assert.deepEqual(errors, []);
  });
});

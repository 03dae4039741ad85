// The embedding guide's file list, tried as a wiki author would: a folder holding only the files
// README.md and www/embed.html say to copy, and a page of one script tag with a played board, a
// shogi board (its kanji come from pkg/), a board against the computer (its Web Worker) and a
// saved game. Every board must draw and play, and no request may fail.
// Run: bash scripts/build-wasm.sh && node --test e2e/embed-kit.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { WWW, withPage } from "./helpers.mjs";

/** What the guides tell an author to copy beside the page (README.md, www/embed.html). */
const KIT = [
  "fairyboard.js",
  "fairyboard.css",
  "modules.js",
  "i18n.js",
  "i18n/",
  "autosave.js",
  "svg-context.js",
  "opponent.js",
  "engine-worker.js",
  "pkg/",
];

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Wiki page</title><link rel="icon" href="data:,">
<script type="module" src="fairyboard.js"></script></head>
<body>
<div id="capa" data-fairyboard data-variant="capablanca" data-mode="play"></div>
<div id="shogi" data-fairyboard data-variant="shogi" data-mode="static"></div>
<div id="vs" data-fairyboard data-variant="chess" data-mode="play" data-opponent="computer" data-level="1"></div>
<div id="kept" data-fairyboard data-variant="chess" data-mode="play"></div>
</body></html>`;

test("both guides name every file of the kit", () => {
  const readme = readFileSync(path.join(WWW, "../README.md"), "utf8");
  const guide = readFileSync(path.join(WWW, "embed.html"), "utf8");
  const section = readme.slice(readme.indexOf("## Embedding a board"), readme.indexOf("## Using the library"));
  for (const f of KIT) {
    assert.ok(section.includes("`" + f + "`"), `README's embedding section does not name ${f}`);
    assert.ok(guide.includes(`<code>${f}</code>`), `www/embed.html does not name ${f}`);
  }
});

test("a page beside only the kit's files draws, plays and saves its boards", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "fairyboard-kit-"));
  try {
    for (const f of KIT) cpSync(path.join(WWW, f), path.join(dir, f), { recursive: true });
    writeFileSync(path.join(dir, "wiki.html"), PAGE);
    await withPage(
      async ({ page, url, errors }) => {
        const failed = [];
        const fetched = new Set();
        page.on("response", (r) => {
          if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
          else fetched.add(new URL(r.url()).pathname);
        });
        page.on("requestfailed", (r) => failed.push(`failed ${r.url()}`));
        await page.goto(`${url}wiki.html`);
        await page.waitForFunction(
          () => [...document.querySelectorAll("[data-fairyboard]")].every((el) => el.dataset.drawn || el.dataset.error),
          null,
          { timeout: 30000 },
        );
        const errorsShown = await page.$$eval("[data-fairyboard]", (els) => els.filter((e) => e.dataset.error).map((e) => e.id));
        assert.deepEqual(errorsShown, []);
        // The shogi board prints kanji: their outlines come from pkg/.
        assert.ok(fetched.has("/pkg/cjk-glyphs.bin"), [...fetched].join(" "));
        // The page has the one script tag: the loader brought the boards' stylesheet.
        assert.ok(fetched.has("/fairyboard.css"), [...fetched].join(" "));
        // Capablanca plays; the computer answers on its board (from its worker's engine module).
        assert.equal(await page.evaluate(() => document.querySelector("#capa").fairyboard.play("e2e4")), "e2e4");
        await page.evaluate(() => document.querySelector("#vs").fairyboard.play("e2e4"));
        await page.waitForFunction(() => document.querySelector("#vs").fairyboard.history().length === 2, null, {
          timeout: 30000,
        });
        assert.ok(fetched.has("/engine-worker.js") && fetched.has("/pkg/fairyboard_engine_bg.wasm"));
        // A board with an id keeps its game over a reload.
        await page.evaluate(() => document.querySelector("#kept").fairyboard.play("d2d4"));
        await page.reload();
        await page.waitForFunction(() => document.querySelector("#kept")?.dataset.drawn, null, { timeout: 30000 });
        assert.deepEqual(await page.evaluate(() => document.querySelector("#kept").fairyboard.history()), ["d2d4"]);
        assert.deepEqual(failed, []);
        assert.deepEqual(errors, []);
      },
      { root: dir },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// A new-user review of the readers' languages (Greek, Hungarian, Russian; fourteenth session,
// 2026-12-05): English left inside translated sentences, piece letters that look alike naming
// different pieces, a wrong piece name in the position editor, a language lost on the way to the
// bughouse page. Each test fails before its fix.
// Run: bash scripts/build-wasm.sh && node --test e2e/review12.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage, openPlayground, clickSquare } from "./helpers.mjs";
import { translateOutcome, translateWarning, sanLetters, t, tn } from "../www/i18n.js";

test("Gess's and bughouse's endings and Gess's warning are said in the reader's language (they were English inside the sentence)", () => {
  const sides = ["White", "Black"];
  assert.equal(translateOutcome({ winner: "white", reason: "goal" }, "White wins — no ring left.", sides, "ru"), "Белые выиграли — не осталось ни одного кольца.");
  assert.equal(translateOutcome({ winner: "black", reason: "goal" }, "Black wins — neither side has a ring (the side that moved loses).", sides, "el"), "Κερδίζουν τα Μαύρα — καμία πλευρά δεν έχει δακτύλιο (χάνει η πλευρά που έπαιξε).");
  assert.equal(translateOutcome({ winner: "white", reason: "checkmate" }, "White wins — checkmate on board A.", sides, "el"), "Κερδίζουν τα Λευκά — ματ στη σκακιέρα A.");
  assert.equal(translateOutcome({ winner: "white", reason: "checkmate" }, "White wins — checkmate on board B.", sides, "hu"), "Világos nyert — matt (B-tábla).");
  assert.equal(translateWarning("this move leaves you without a ring: it loses at once", "hu"), "ezzel a lépéssel nem marad gyűrűje: azonnal veszít");
  assert.equal(translateWarning("something else", "hu"), "something else");
  // An agreed draw says "draw" once.
  assert.equal(translateOutcome({ winner: null, reason: "agreement" }, "Draw — by agreement.", sides, "ru"), "Ничья — по соглашению.");
});

test("a translated piece letter that looks like a letter the game keeps is not used (Russian С for the bishop beside Capablanca's chancellor C)", () => {
  const piece = (letter, name) => ({ token: letter, letter, name });
  const chess = [piece("p", "Pawn"), piece("n", "Knight"), piece("b", "Bishop"), piece("r", "Rook"), piece("q", "Queen"), piece("k", "King")];
  const capablanca = [...chess, piece("a", "Archbishop"), piece("c", "Chancellor")];
  assert.equal(sanLetters("capablanca", capablanca, "ru"), null);
  assert.equal(sanLetters("capablanca", capablanca, "el"), null);
  // Hungarian letters look like none of A and C; chess keeps its translated letters (the pawn's P
  // is written only in a drop).
  assert.deepEqual(sanLetters("capablanca", capablanca, "hu"), { N: "H", B: "F", R: "B", Q: "V", K: "K" });
  assert.deepEqual(sanLetters("chess", chess, "el"), { N: "Ι", B: "Α", R: "Π", Q: "Β", K: "Ρ" });
  assert.deepEqual(sanLetters("chess", chess, "ru"), { N: "К", B: "С", R: "Л", Q: "Ф", K: "Кр" });
});

test("the position editor names shogi's promoted bishop as itself (it named the knight), and the bughouse link keeps a ?lang= language", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=shogi&lang=ru");
    await page.check("input[name=mode][value=edit]");
    await page.waitForFunction(() => document.querySelector("main").classList.contains("editing") && document.querySelector("#editor").dataset.position);
    const label = await page.getAttribute('#editor button.tool[data-tool="+b"]', "aria-label");
    assert.match(label, /^Лошадь/);
    assert.doesNotMatch(label, /Конь/);
    // Choosing bughouse opens its page in the link's language.
    await page.check("input[name=mode][value=play]");
    await page.selectOption("#variant", "bughouse");
    await page.waitForURL(/bughouse\.html/);
    assert.equal(new URL(page.url()).searchParams.get("lang"), "ru");
    await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
    assert.equal(await page.textContent("h2"), t("bh.title", {}, "ru"));
    assert.match(await page.textContent("main p"), /^Четыре игрока в двух командах/);
    assert.deepEqual(errors, []);
  });
});

test("a Hungarian sentence that opens with a piece's name opens with a capital (the name is in lower case inside sentences)", () => {
  assert.equal(t("status.fromHand.other", { piece: "gyalog (Szente)", n: 64 }, "hu"), "Gyalog (Szente) a kézből: 64 mező.");
  assert.equal(t("status.dropIllegal", { piece: "világos gyalog", square: "e9", why: "x" }, "hu").charAt(0), "V");
  // Elsewhere the name keeps its case.
  assert.equal(tn("status.fromHand", 64, { piece: "Пешка (сэнтэ)" }, "ru"), "Пешка (сэнтэ) из запаса: 64 поля.");
});

test("the promotion chooser shows the piece letter the move list writes (Russian Ф; it showed the move string's q); the hint's evaluation has the language's decimal sign", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess&lang=ru&fen=" + encodeURIComponent("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    await clickSquare(page, "a7");
    await clickSquare(page, "a8");
    await page.waitForSelector("#board .fairyboard-chooser button.promotion");
    const labels = await page.$$eval("#board .fairyboard-chooser button.promotion", (bs) => bs.map((b) => b.textContent));
    assert.ok(labels.includes("Ферзь (Ф)"), labels.join(" | "));
    await page.keyboard.press("Escape");
    // A hint: while it thinks, its score in pawns with a decimal comma.
    await page.evaluate(() => {
      window.__said = [];
      const el = document.querySelector("#opp-status");
      new MutationObserver(() => window.__said.push(el.textContent)).observe(el, { childList: true, characterData: true, subtree: true });
    });
    await page.click("#opp-hint");
    await page.waitForFunction(() => window.__said.some((s) => s.startsWith("Подсказка:")), null, { timeout: 20000 });
    const said = await page.evaluate(() => window.__said.filter((s) => s.startsWith("Подсказка…")));
    assert.ok(said.some((s) => /глубина \d+, -?\d+,\d\d, /.test(s)), said.join(" | "));
    assert.ok(!said.some((s) => /\d\.\d\d/.test(s)), said.join(" | "));
    assert.deepEqual(errors, []);
  });
});

test("the playground's clock menu keeps its choice whole once the pause button shows (Russian cut it to '15 мин + 1'); a refused FEN's error goes with a new game", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess&lang=ru");
    await page.selectOption("#clock", "15+10");
    await page.evaluate(() => {
      const b = document.querySelector("#board").fairyboard;
      for (const m of ["e2e4", "e7e5", "g1f3"]) b.play(m);
    });
    await page.waitForSelector("#pause:not([hidden])");
    const fit = await page.evaluate(() => {
      const s = document.querySelector("#clock");
      const probe = document.createElement("span");
      probe.style.cssText = `font: ${getComputedStyle(s).font}; white-space: nowrap; position: absolute;`;
      probe.textContent = s.selectedOptions[0].textContent;
      document.body.append(probe);
      const need = probe.getBoundingClientRect().width;
      probe.remove();
      return { need, have: s.clientWidth };
    });
    assert.ok(fit.have > fit.need + 16, `the menu is ${fit.have} px for a text of ${fit.need} px`);
    await page.fill("#fen", "8/8 w - - 0 1");
    await page.click("#load");
    await page.waitForFunction(() => document.querySelector("#fen-error").textContent !== "");
    await page.click("#new");
    assert.equal(await page.textContent("#fen-error"), "");
    assert.deepEqual(errors, []);
  });
});

// The board UI's languages (issue 16): the message catalogue (www/i18n/messages.js) has every key in
// English, Greek, Hungarian and Russian with the same placeholders; every key the pages use exists
// (the sources are searched for t("…"), tn("…"), data-i18n="…" and the catalogue keys they name);
// the playground's English labels are the catalogue's English; and in the browser each article page
// speaks its own language (003 Hungarian, 004 Russian, 000 Greek), the playground's picker switches
// the status, the buttons and the piece names (remembered; a corrupt stored value gives English), and
// an unknown data-lang falls back to English with no error.
// Run: bash scripts/build-wasm.sh && node --test e2e/i18n.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { withPage, openPlayground, WWW, clickSquare } from "./helpers.mjs";
import { messages, pieceNames, LANGS, t, tn, normalizeLang, translateOutcome, translateReason, translateSides, translatePiece, translateTask, translateStart } from "../www/i18n.js";
import VARIANT_NAMES from "../www/i18n/variants.js";

// (`{side|lower}` fills the placeholder `side` in lower case.)
const placeholders = (text) => [...text.matchAll(/\{(\w+)(?:\|(?:lower|cap))?\}/g)].map((m) => m[1]).sort();

/** The page sources that may show catalogue text (not the build output in www/pkg). */
function sources() {
  return readdirSync(WWW)
    .filter((f) => /\.(js|html)$/.test(f))
    .map((f) => ({ file: f, text: readFileSync(path.join(WWW, f), "utf8") }));
}

/** The catalogue keys a source names: t("k"), tn("k") (k.one and k.other), data-i18n*="k", and
 *  key-like string literals ("status.check", "side.white"), which the code passes on to t(). */
function usedKeys(text) {
  const prefixes = "side|status|refusal|reason|outcome|piece|board|cover|confirm|choose|clock|pg|opp|bh|tc|ed|task";
  const found = new Set();
  for (const m of text.matchAll(/\bt\(\s*"([^"]+)"/g)) found.add(m[1]);
  for (const m of text.matchAll(/\btn\(\s*"([^"]+)"/g)) found.add(`${m[1]}.one`).add(`${m[1]}.other`);
  for (const m of text.matchAll(/data-i18n(?:-[a-z-]+)?="([^"]+)"/g)) found.add(m[1]);
  for (const m of text.matchAll(new RegExp(`"((?:${prefixes})\\.[A-Za-z0-9.]+)"`, "g"))) found.add(m[1]);
  return found;
}

test("i18n: every key in all four languages, non-empty, with the same placeholders", () => {
  const keys = Object.keys(messages);
  assert.ok(keys.length >= 100, `only ${keys.length} keys`);
  for (const key of keys) {
    const entry = messages[key];
    assert.deepEqual(Object.keys(entry).sort(), [...LANGS].sort(), `${key}: languages`);
    for (const lang of LANGS) {
      assert.equal(typeof entry[lang], "string", `${key}.${lang}`);
      assert.ok(entry[lang].trim().length > 0, `${key}.${lang} is empty`);
      assert.deepEqual(placeholders(entry[lang]), placeholders(entry.en), `${key}.${lang}: placeholders`);
    }
  }
  for (const key of keys.filter((k) => /\.(one|few|many|other)$/.test(k))) {
    const base = key.replace(/\.(one|few|many|other)$/, "");
    assert.ok(messages[`${base}.one`] && messages[`${base}.other`], `${base}: both counted forms`);
  }
  assert.ok(Object.isFrozen(messages) && Object.isFrozen(messages["status.toMove"]), "the catalogue is frozen");
});

test("i18n: every key the pages use exists, and every key is used", () => {
  const used = new Set();
  for (const { file, text } of sources()) {
    for (const key of usedKeys(text)) {
      used.add(key);
      const counted = `${key}.one` in messages && `${key}.other` in messages;
      assert.ok(key in messages || counted, `${file} uses "${key}", which the catalogue lacks`);
    }
  }
  assert.ok(used.size >= 100, `only ${used.size} keys found in the sources`);
  for (const key of Object.keys(messages)) assert.ok(used.has(key) || key === "cancel" || used.has(key.replace(/\.(one|few|many|other)$/, "")), `"${key}" is never used`);
  assert.ok(/this\.t\("cancel"\)/.test(readFileSync(path.join(WWW, "fairyboard.js"), "utf8")), "cancel is used");
});

test("i18n: the playground's and the bughouse page's English labels are the catalogue's English", () => {
  const html = ["index.html", "bughouse.html"].map((f) => readFileSync(path.join(WWW, f), "utf8")).join("\n");
  let n = 0;
  for (const m of html.matchAll(/data-i18n="([^"]+)"[^>]*>([^<]*)</g)) {
    assert.equal(m[2].replaceAll("&amp;", "&"), messages[m[1]].en, m[1]);
    n++;
  }
  for (const m of html.matchAll(/(title|placeholder|aria-label)="([^"]*)"[^>]*?data-i18n-\1="([^"]+)"/g)) {
    assert.equal(m[2], messages[m[3]].en, m[3]);
    n++;
  }
  assert.ok(n >= 35, `${n} labels checked`);
});

test("i18n: helpers: language fallback, sides, outcomes by reason id, piece names", () => {
  for (const bad of ["xx", "", null, undefined, 42, {}, "{{corrupt", "de-DE"]) assert.equal(normalizeLang(bad), "en");
  assert.equal(normalizeLang("hu-HU"), "hu");
  assert.equal(normalizeLang(" RU "), "ru");
  assert.equal(t("no.such.key", {}, "el"), "no.such.key");
  assert.equal(t("status.toMove", { side: "Világos", part: "", check: "" }, "hu"), "Világos következik.");
  assert.equal(tn("status.targets", 1, {}, "en"), "1 target");
  assert.equal(tn("status.targets", 3, {}, "en"), "3 targets");
  assert.deepEqual(translateSides(["White", "Black"], "el"), ["Λευκά", "Μαύρα"]);
  assert.deepEqual(translateSides(["Red", "Black"], "hu"), ["Piros", "Fekete"]);
  assert.deepEqual(translateSides(["Sente", "Gote"], "ru"), ["Сэнтэ", "Готэ"]);
  assert.deepEqual(translateSides(["Light", "Dark"], "ru"), ["Светлые", "Тёмные"]);
  assert.deepEqual(translateSides(["Odd", "Black"], "hu"), ["Odd", "Sötét"]);
  const chess = ["White", "Black"];
  // English stays the engine's sentence, byte for byte.
  assert.equal(translateOutcome({ winner: "black", reason: "checkmate" }, "Black wins — checkmate.", chess, "en"), "Black wins — checkmate.");
  assert.equal(translateOutcome({ winner: "black", reason: "checkmate" }, "Black wins — checkmate.", chess, "hu"), "Sötét nyert — matt.");
  assert.equal(translateOutcome({ winner: null, reason: "stalemate" }, "Draw — stalemate.", chess, "el"), "Ισοπαλία — πατ.");
  assert.equal(translateOutcome({ winner: null, reason: "move-rule" }, "Draw — 50-move rule.", chess, "ru"), "Ничья — правило 50 ходов.");
  assert.equal(translateOutcome({ winner: null, reason: "move-rule" }, "Draw — 60-move rule.", chess, "hu"), "Döntetlen — 60 lépéses szabály.");
  assert.equal(translateOutcome({ winner: null, reason: "repetition" }, "Draw — threefold repetition.", chess, "ru"), "Ничья — 3-кратное повторение позиции.");
  assert.equal(translateOutcome({ winner: "white", reason: "checkmate" }, "Red wins — checkmate.", ["Red", "Black"], "el"), "Κερδίζουν τα Κόκκινα — ματ.");
  assert.equal(translateOutcome({ winner: "white", reason: "stalemate" }, "Blue wins — the side to move has no legal move.", ["Blue", "Red"], "ru"), "Синие выиграли — у стороны, чей ход, нет допустимых ходов.");
  // A game's own wording stays English inside the translated frame; an unknown sentence stays whole.
  assert.equal(translateOutcome({ winner: "white", reason: "goal" }, "White wins — the king reached the hill.", chess, "hu"), "Világos nyert — the king reached the hill.");
  assert.equal(translateOutcome({ winner: "white", reason: "goal" }, "Team 1 takes it.", chess, "hu"), "Team 1 takes it.");
  // What a part of a turn asks (Avalanche), with the engine's square label.
  assert.equal(translateTask("push an enemy pawn", "hu"), "toljon el egy ellenséges gyalogot");
  assert.equal(translateTask("promote the pawn on b1", "ru"), "превратите пешку на b1");
  assert.equal(translateTask("promote the pawn on b1", "en"), "promote the pawn on b1");
  // A goal reached names its piece: translated by the shared names, else kept in English.
  assert.equal(translateOutcome({ winner: "black", reason: "goal" }, "Black wins — king captured.", chess, "hu"), "Sötét nyert — Király leütve.");
  assert.equal(translateOutcome({ winner: "white", reason: "goal" }, "White wins — lion captured.", chess, "el"), "Κερδίζουν τα Λευκά — Λιοντάρι: αιχμαλωτίστηκε.");
  assert.equal(translateOutcome({ winner: "white", reason: "goal" }, "White wins — unicorn captured.", chess, "el"), "Κερδίζουν τα Λευκά — unicorn: αιχμαλωτίστηκε.");
  assert.equal(translateOutcome({ winner: "black", reason: "goal" }, "Black wins — lion against lion: the side to move takes.", chess, "ru"), "Чёрные выиграли — поединок (Лев – Лев): бьёт сторона, чей ход.");
  assert.equal(translateOutcome({ winner: "white", reason: "goal" }, "White wins — a push exposed the pusher's own king.", chess, "hu"), "Világos nyert — a tolás ütésben hagyta a saját bábuját (király).");
  assert.equal(translatePiece("chess", "q", "Queen", "hu"), "Vezér");
  assert.equal(translatePiece("chess", "q", "Queen", "en"), "Queen");
  assert.equal(translatePiece("trojan", "r", "Trojan rook", "el"), "Τρωικός Πύργος");
  assert.equal(translatePiece("tchess+jester_vector", "r", "Rook", "ru"), "Башня");
  assert.equal(translatePiece("tchess", "m", "Magister", "ru"), "Магистр");
  assert.equal(translatePiece("tchess", "m", "Magister", "el"), "Μάγιστρος");
  assert.equal(translatePiece("tchess", "c", "Champion", "hu"), "Bajnok");
  assert.equal(translatePiece("chushogi", "o", "Phoenix", "el"), "Φοίνικας");
  assert.equal(translatePiece("chushogi", "o", "Unicorn", "el"), "Unicorn", "a name the catalogue lacks stays English");
  // The piece catalogue: languages other than English only, non-empty names.
  for (const group of [pieceNames.names, ...Object.values(pieceNames.variants)]) {
    for (const [name, langs] of Object.entries(group)) {
      for (const [lang, text] of Object.entries(langs)) {
        assert.ok(["el", "hu", "ru"].includes(lang), `${name}: ${lang}`);
        assert.ok(typeof text === "string" && text.trim(), `${name}.${lang}`);
      }
    }
  }
});

/** Mounts a play board in a new element under `parent` (a selector), plays `moves`, and returns
 *  the statuses seen: [at the start, after the moves]. `lang` sets data-lang when given. */
function playIn(page, { parent = "body", variant = "chess", moves = [], lang } = {}) {
  return page.evaluate(
    async ({ parent, variant, moves, lang }) => {
      const el = document.createElement("div");
      if (lang !== undefined) el.dataset.lang = lang;
      document.querySelector(parent).appendChild(el);
      const h = await window.fairyboard.mount(el, { variant });
      const status = () => el.querySelector(".fairyboard-status").textContent;
      const first = status();
      for (const m of moves) h.play(m);
      const out = [first, status(), h.lang()];
      h.destroy();
      el.remove();
      return out;
    },
    { parent, variant, moves, lang },
  );
}

const FOOLS_MATE = ["f2f3", "e7e5", "g2g4", "d8h4"];

async function openArticle(page, url, file) {
  await page.goto(`${url}${file}`);
  await page.waitForFunction(() => document.documentElement.dataset.fairyboardReady === "1", null, { timeout: 60000 });
}

const statuses = (page) => page.$$eval(".fairyboard-status", (els) => els.map((e) => e.textContent).filter(Boolean));

test("i18n: every fixed ending and task sentence the games write (src/game) is translated", () => {
  // The sentences as the Rust sources write them: `Reason::Goal => "..."` and `let task = ... "..."`.
  const dir = new URL("../src/game/", import.meta.url);
  const files = readdirSync(dir, { recursive: true }).filter((f) => f.endsWith(".rs"));
  const reasons = [];
  const tasks = [];
  for (const f of files) {
    const src = readFileSync(new URL(f, dir), "utf8");
    // Reason::MoveRule -> move-rule, the id the page reads.
    for (const m of src.matchAll(/Reason::(\w+) => "([^"{]+)"/g)) reasons.push([m[1].replace(/[a-z](?=[A-Z])/g, "$&-").toLowerCase(), m[2]]);
    for (const m of src.matchAll(/let task = [^;]*?"([^"{]+)"/g)) tasks.push(m[1]);
  }
  assert.ok(reasons.length >= 15 && tasks.length >= 3, `read ${reasons.length} endings and ${tasks.length} tasks`);
  for (const lang of LANGS.filter((l) => l !== "en")) {
    for (const [id, text] of reasons) assert.notEqual(translateReason(id, text, lang), text, `${lang}: ending "${text}" (${id})`);
    for (const text of tasks) assert.notEqual(translateTask(text, lang), text, `${lang}: task "${text}"`);
  }
});

test("i18n: fractions take each language's decimal sign; counted words agree with their number", () => {
  assert.equal(t("opp.seconds", { n: 2.5 }, "en"), "2.5 s");
  assert.equal(t("opp.seconds", { n: 2.5 }, "ru"), "2,5 с");
  assert.equal(t("opp.seconds", { n: 0.3 }, "hu"), "0,3 mp");
  assert.equal(t("opp.seconds", { n: 1.5 }, "el"), "1,5 δευτ.");
  assert.equal(t("opp.seconds", { n: 3 }, "ru"), "3 с", "whole numbers as they are");
  assert.equal(tn("opp.ply", 1, {}, "en"), "1 ply");
  assert.equal(tn("opp.ply", 3, {}, "en"), "3 plies");
  // Russian counts 1, 2–4 and 5 or more (and 21, 22, 25) with their own forms.
  assert.deepEqual([1, 3, 5, 21, 22, 25, 0].map((n) => tn("status.targets", n, {}, "ru")), ["1 поле", "3 поля", "5 полей", "21 поле", "22 поля", "25 полей", "0 полей"]);
  assert.equal(tn("status.selected", 2, { square: "e2" }, "ru"), "Выбрано поле e2, 2 хода.");
  assert.equal(tn("status.targets", 21, {}, "en"), "21 targets");
  // A level of the computer's picker, as Russian shows it.
  assert.equal(t("opp.noise", { how: tn("opp.ply", 1, {}, "ru"), n: 2.5 }, "ru"), "глубина 1, шум ±2,5 пешки");
});

test("i18n: article 003 (hu) speaks Hungarian", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openArticle(page, url, "article-003.html");
    const all = await statuses(page);
    assert.ok(all.length > 20, `${all.length} statuses`);
    assert.ok(all.some((s) => /^\d+ célmező \(képaláírás: \d+ ✓\)$/.test(s)), all.slice(0, 5).join(" | "));
    assert.ok(all.some((s) => /^c3: 5 lépés$/.test(s)), "Gess c3: moves in Hungarian");
    assert.deepEqual(all.filter((s) => /\b(targets?|moves?|caption|to move)\b/.test(s)), [], "no English board status left");
    const [start, mate, lang] = await playIn(page, { parent: "article", moves: FOOLS_MATE });
    assert.equal(lang, "hu");
    assert.equal(start, "Világos következik.");
    assert.match(mate, /Sötét nyert — matt\.$/);
    const [, shogi] = await playIn(page, { parent: "article", variant: "shogi", moves: [] });
    assert.equal(shogi, "Szente következik.");
    assert.equal(await page.textContent(".fairyboard-play-link"), "Játék innen ▸");
    assert.deepEqual(errors, []);
  });
});

test("i18n: article 004 (ru) speaks Russian", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openArticle(page, url, "article-004.html");
    const all = await statuses(page);
    assert.ok(all.some((s) => /^\d+ пол(е|я|ей)$/.test(s)), all.slice(0, 5).join(" | "));
    assert.ok(all.some((s) => /^d4: 8 ходов — Шут ходит как Конь$/.test(s)), "the Jester's note in Russian");
    assert.deepEqual(all.filter((s) => /\b(targets?|moves?|caption|to move)\b/.test(s)), [], "no English board status left");
    const [start, mate, lang] = await playIn(page, { parent: "article", moves: FOOLS_MATE });
    assert.equal(lang, "ru");
    assert.equal(start, "Ходят белые.");
    assert.match(mate, /Чёрные выиграли — мат\.$/);
    const [tchess] = await playIn(page, { parent: "article", variant: "tchess" });
    assert.equal(tchess, "Ходят синие.");
    assert.equal(await page.textContent(".fairyboard-play-link"), "Играть отсюда ▸");
    assert.deepEqual(errors, []);
  });
});

test("i18n: article 000 (el) speaks Greek", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openArticle(page, url, "article-000.html");
    const all = await statuses(page);
    assert.ok(all.some((s) => /^\d+ προορισμοί \(λεζάντα: \d+ ✓\)$/.test(s)), all.slice(0, 5).join(" | "));
    assert.ok(all.some((s) => /^ε5: \d+ κινήσεις?$/.test(s)), "a selected square's moves in Greek");
    assert.deepEqual(all.filter((s) => /\b(targets?|moves?|caption|to move)\b/.test(s)), [], "no English board status left");
    const [start, mate, lang] = await playIn(page, { parent: "article", moves: FOOLS_MATE });
    assert.equal(lang, "el");
    assert.equal(start, "Παίζουν τα Λευκά.");
    assert.match(mate, /Κερδίζουν τα Μαύρα — ματ\.$/);
    assert.deepEqual(errors, []);
  });
});

test("i18n: the playground's picker switches status, buttons and piece names, and is remembered", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}index.html`);
    await page.waitForSelector("body[data-ready]");
    const text = (sel) => page.textContent(sel).then((s) => s.trim());
    const pieceOptions = () => page.$$eval("#piece option", (os) => os.map((o) => o.textContent));
    assert.equal(await text("#game-status"), "White to move.");
    assert.equal(await text("#new"), "New game");
    assert.ok((await pieceOptions()).includes("Queen (Q)"));
    assert.deepEqual(await page.$$eval("#lang option", (os) => os.map((o) => o.textContent)), ["English", "ελληνικά", "magyar", "русский"]);

    await page.selectOption("#lang", "hu");
    assert.equal(await text("#game-status"), "Világos következik.");
    assert.match(await text("#board .fairyboard-status"), /^Világos következik\./);
    assert.equal(await text("#new"), "Új játszma");
    assert.equal(await text("#resign"), "Feladás");
    assert.equal(await page.getAttribute("#undo", "title"), "Visszavonás (Ctrl+Z)");
    assert.ok((await pieceOptions()).includes("Vezér (Q)"), (await pieceOptions()).join(", "));
    assert.equal(await text("label[for=opp-side]"), "Számítógép");
    assert.equal(await page.title(), "fairyboard — sakkváltozatok játszótere");

    await page.selectOption("#lang", "el");
    assert.equal(await text("#game-status"), "Παίζουν τα Λευκά.");
    assert.equal(await text("#offer"), "Πρόταση ισοπαλίας");
    assert.ok((await pieceOptions()).includes("Βασίλισσα (Q)"));
    // The move-diagram picker in the chosen language, also after a change of variant.
    await page.check("input[name=mode][value=diagram]");
    await page.waitForFunction(() => /προορισμ/.test(document.querySelector("#board .fairyboard-status")?.textContent ?? ""));
    assert.match(await text("#game-status"), /^Κάντε κλικ/);
    await page.selectOption("#variant", "trojan");
    await page.waitForFunction(() => [...document.querySelectorAll("#piece option")].some((o) => o.textContent.startsWith("Τρωικός Πύργος")));
    await page.check("input[name=mode][value=play]");

    await page.selectOption("#variant", "chess");
    await page.selectOption("#lang", "ru");
    await page.waitForFunction(() => document.querySelector("#game-status").textContent === "Ходят белые.");
    assert.ok((await pieceOptions()).includes("Ферзь (Q)"));
    // Fool's mate: the outcome and the result line in Russian.
    for (const m of FOOLS_MATE) await page.evaluate((mv) => document.querySelector("#board").fairyboard.play(mv), m);
    assert.equal(await text("#game-status"), "Чёрные выиграли — мат.");
    assert.equal(await text("#result"), "0-1 · Чёрные выиграли — мат.");

    // The TCHESS setup panel and its info line in Russian.
    await page.selectOption("#variant", "tchess");
    await page.waitForFunction(() => document.querySelector("#game-status").textContent === "Ходят синие.");
    assert.equal(await text("#tchess-start"), "Начать");
    assert.equal(await text("#tchess-jester"), "Шут ходит как: – (пока нечего повторять)");
    assert.match(await text("#tchess-vacancies"), /^Вакансии — Синие: – · Красные: –$/);
    assert.match(await text("#tchess-black legend"), /^Чёрные \(Красные\)$/);
    await page.selectOption("#variant", "chess");

    // Remembered across a reload; a corrupt stored value gives English and no error.
    await page.reload();
    await page.waitForSelector("body[data-ready]");
    assert.equal(await page.inputValue("#lang"), "ru");
    assert.equal(await text("#game-status"), "Ходят белые.");
    await page.evaluate(() => localStorage.setItem("fairyboard.lang", "{{\u0000corrupt"));
    await page.reload();
    await page.waitForSelector("body[data-ready]");
    assert.equal(await page.inputValue("#lang"), "en");
    assert.equal(await text("#game-status"), "White to move.");
    assert.equal(await text("#new"), "New game");
    assert.deepEqual(errors, []);
  });
});

test("i18n: data-lang on an embed, the nearest lang of its ancestors, and an unknown one", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    await page.waitForFunction(() => document.documentElement.dataset.fairyboardReady === "1", null, { timeout: 60000 });
    const [start, mate, lang] = await playIn(page, { lang: "xx-nonsense", moves: FOOLS_MATE });
    assert.equal(lang, "en");
    assert.equal(start, "White to move.");
    assert.match(mate, /Black wins — checkmate\.$/);
    assert.deepEqual((await playIn(page, { lang: "hu" })).slice(0, 1), ["Világos következik."]);
    await page.evaluate(() => {
      const s = document.createElement("section");
      s.id = "ru-host";
      s.lang = "ru";
      s.appendChild(document.createElement("p"));
      document.body.appendChild(s);
    });
    assert.deepEqual((await playIn(page, { parent: "#ru-host p" })).slice(0, 1), ["Ходят белые."]);
    // The config wins over the attributes, and setLang switches a mounted board.
    const switched = await page.evaluate(async () => {
      const el = document.createElement("div");
      el.dataset.lang = "ru";
      document.body.appendChild(el);
      const h = await window.fairyboard.mount(el, { variant: "xiangqi", lang: "el" });
      // The language its words are read in (screen readers): the nearest lang of the status line.
      const spoken = () => el.querySelector(".fairyboard-status").closest("[lang]")?.lang;
      const out = [el.querySelector(".fairyboard-status").textContent, spoken()];
      h.setLang("hu");
      out.push(el.querySelector(".fairyboard-status").textContent, h.lang(), spoken());
      h.setLang("klingon");
      out.push(el.querySelector(".fairyboard-status").textContent, h.lang(), spoken());
      h.destroy();
      out.push(el.hasAttribute("lang"));
      // A board in the language around it is not marked; its own lang is kept.
      const own = document.createElement("div");
      own.lang = "hu-HU";
      document.body.appendChild(own);
      const g = await window.fairyboard.mount(own, { variant: "chess" });
      out.push(own.lang);
      g.setLang("ru");
      out.push(own.lang);
      g.setLang("hu");
      out.push(own.lang);
      g.destroy();
      return out;
    });
    assert.deepEqual(switched, ["Παίζουν τα Κόκκινα.", "el", "Piros következik.", "hu", "hu", "Red to move.", "en", "en", false, "hu-HU", "ru", "hu-HU"]);
    assert.deepEqual(errors, []);
  });
});

/** A real mouse click on a square of the playground's board. */
test("i18n: the promotion chooser (Russian) and the hand-over screen of dark chess (Hungarian)", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}index.html?lang=ru`);
    await page.waitForSelector("body[data-ready]");
    await page.fill("#fen", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    await page.click("#load");
    await clickSquare(page, "a7");
    assert.match(await page.textContent("#board .fairyboard-status"), /^Выбрано поле a7, 4 хода\./);
    await clickSquare(page, "a8");
    const chooser = page.locator("#board .fairyboard-chooser");
    await chooser.waitFor();
    assert.equal(await chooser.getAttribute("aria-label"), "Выберите ход");
    const texts = await chooser.locator("button").evaluateAll((bs) => bs.map((b) => b.textContent));
    // The letters the move list writes (a8=Ф).
    assert.deepEqual([...texts].sort(), ["Конь (К)", "Ладья (Л)", "Отмена", "Слон (С)", "Ферзь (Ф)"]);
    await chooser.locator("button[data-move=a7a8q]").click();
    assert.match(await page.textContent("#board .fairyboard-status"), /^Белые: a8=Ф\+\. Ходят чёрные — шах\.$/);

    await page.goto(`${url}index.html?lang=hu&variant=darkchess`);
    await page.waitForSelector("body[data-ready]");
    await page.evaluate(() => document.querySelector("#board").fairyboard.play("e2e4"));
    const cover = page.locator("#board .fairyboard-cover");
    await cover.waitFor();
    assert.equal(await cover.locator("p").textContent(), "Sötét következik. Adja át a képernyőt a másik játékosnak.");
    assert.equal(await cover.locator("button").textContent(), "A tábla megjelenítése: Sötét");
    assert.match(await page.textContent("#board .fairyboard-status"), /^Világos lépett\. Sötét következik\.$/);
    assert.deepEqual(errors, []);
  });
});

test("i18n: the bughouse page in the language of its lang attribute", async () => {
  await withPage(async ({ page, url, errors }) => {
    // The page is English; served here with lang="ru" to show that its texts follow the attribute.
    await page.route("**/bughouse.html", async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace('<html lang="en">', '<html lang="ru">') });
    });
    await page.goto(`${url}bughouse.html`);
    await page.waitForSelector("body[data-ready]");
    assert.equal(await page.textContent("#match-status"), "Доска A: ходят белые · Доска B: ходят белые.");
    assert.equal(await page.textContent("#new-match"), "Новый матч");
    assert.equal(await page.textContent("#match-clock option[value='2+2']"), "2 мин + 2 с");
    assert.equal(await page.textContent("label[for=computer-a-side]"), "Компьютер");
    assert.equal(await page.title(), "fairyboard — шведские шахматы: две доски, четыре игрока");
    assert.deepEqual(errors, []);
  });
});

test("i18n: every alternative start position of the variant data has its name in each language, and no other", () => {
  const dir = path.join(WWW, "../src/variants/data");
  const labels = new Set();
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".ini"))) {
    for (const m of readFileSync(path.join(dir, f), "utf8").matchAll(/^start_alt\s*=\s*([^|\n]+)\|/gm)) labels.add(m[1].trim());
  }
  assert.ok(labels.size >= 10, `only ${labels.size} start names found`);
  assert.deepEqual(Object.keys(VARIANT_NAMES.starts).sort(), [...labels].sort());
  for (const [english, names] of Object.entries(VARIANT_NAMES.starts)) {
    for (const l of ["el", "hu", "ru"]) {
      assert.ok(names[l] && names[l] !== english, `${english}: ${l}`);
      assert.equal(translateStart(english, l), names[l]);
    }
    assert.equal(translateStart(english, "en"), english);
  }
});

test("i18n: a refused FEN or record is said in the reader's language first, the engine's reason after it in English", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}index.html?lang=hu`);
    await page.waitForSelector("body[data-ready]");
    await page.fill("#fen", "rnbqkbnr/pppppppp/8/8 w KQkq - 0 1");
    await page.click("#load");
    await page.waitForFunction(() => document.querySelector("#fen-error").textContent !== "");
    assert.match(await page.textContent("#fen-error"), /^Az állás nem olvasható be: \S/);
    assert.equal(await page.getAttribute("#fen-error span", "lang"), "en");
    // The reason, without the name of the board's call that threw it.
    assert.match(await page.textContent("#fen-error span"), /^bad FEN: /);
    await page.fill("#pgn", "1. e4 e5 2. Ke3");
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#pgn-error").textContent !== "");
    assert.match(await page.textContent("#pgn-error"), /^A játszma nem olvasható be: .*Ke3/);
    // In English, the reason alone.
    await page.selectOption("#lang", "en");
    await page.click("#load");
    await page.waitForFunction(() => !document.querySelector("#fen-error").textContent.startsWith("Az"));
    assert.doesNotMatch(await page.textContent("#fen-error"), /could not be read/);
    assert.deepEqual(errors, []);
  });
});

test("i18n: the move list and status write SAN with the language's piece letters; the PGN keeps English ones", async () => {
  await withPage(async ({ page, url, errors }) => {
    const moves = () => page.$$eval("#moves .mv:not(.future)", (bs) => bs.map((b) => b.textContent));
    const play = (m) => page.evaluate((mv) => document.querySelector("#board").fairyboard.play(mv), m);
    await openPlayground(page, url, "?variant=chess&lang=hu");
    for (const m of ["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "d8e7"]) await play(m);
    // Article 003 writes Hf3, Ve1, Bc1, Ff3: huszár, vezér, bástya, futó.
    assert.deepEqual(await moves(), ["e4", "e5", "Hf3", "Hc6", "Fb5", "Ve7"]);
    assert.match(await page.evaluate(() => document.querySelector("#board").fairyboard.pgn()), /2\. Nf3 Nc6 3\. Bb5 Qe7/);
    await page.selectOption("#lang", "el");
    assert.deepEqual(await moves(), ["e4", "e5", "Ιf3", "Ιc6", "Αb5", "Βe7"]);
    await page.selectOption("#lang", "ru");
    assert.deepEqual(await moves(), ["e4", "e5", "Кf3", "Кc6", "Сb5", "Фe7"]);
    await play("e1g1");
    assert.match(await page.textContent("#game-event"), /O-O/);
    // TCHESS names its rook and bishop otherwise in Russian (Башня, Епископ): its letters stay English.
    await page.selectOption("#variant", "tchess");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.variant === "tchess");
    const knight = await page.evaluate(() => document.querySelector("#board").fairyboard.legalMoves().find((m) => document.querySelector("#board").fairyboard.written(m).startsWith("N")));
    assert.ok(knight, "TCHESS writes its knight N");
    assert.deepEqual(errors, []);
  });
});

// The native-speaker review: announcements that agree with any piece name, one register per language
// (Hungarian magázás, Greek and Russian formal "you"), and one word per term.
const words = (re) => new RegExp(`(?<!\\p{L})(?:${re})(?!\\p{L})`, "iu");

test("i18n review: formal address, terms used one way, no internal option name, no gendered word agreeing with an inserted piece", () => {
  const all = (lang) => Object.entries(messages).map(([key, e]) => [key, e[lang]]);
  // Hungarian: formal throughout (no tegezés: -d/-od possessives, informal imperatives).
  const informalHu = words("királyod\\p{L}*|tábornokod\\p{L}*|válaszd|változtasd|tolj|lépj|kattints|húzd|illeszd|nyomd");
  assert.deepEqual(all("hu").filter(([, s]) => informalHu.test(s)), [], "Hungarian is formal");
  assert.deepEqual(all("el").filter(([, s]) => words("παίξε|κάνε|επίλεξε|πάτα|σύρε|σου").test(s)), [], "Greek is formal");
  assert.deepEqual(all("ru").filter(([, s]) => words("ходи|выбери|нажми|щёлкни|перетащи|вставь|твой|твоя|тебя").test(s)), [], "Russian is formal");
  assert.equal(t("opp.moveNow", {}, "el"), "Κίνηση τώρα");
  assert.equal(t("opp.moveNow", {}, "hu"), "Azonnali lépés");
  assert.equal(t("opp.moveNow", {}, "ru"), "Сделать ход сейчас");
  assert.equal(translateTask("promote the pawn on b1", "hu"), "változtassa át a gyalogot (b1)");

  // Russian editor announcements: no participle agreeing with the piece's name ("Король … взята").
  for (const key of ["ed.saidPut", "ed.saidRemoved", "ed.saidPicked"]) {
    const ru = messages[key].ru;
    assert.doesNotMatch(ru, /\{piece\}[^:]*(?<!\p{L})(взят|убран|поднят|поставлен)\p{L}*/u, `${key}: ${ru}`);
    if (/(?<!\p{L})(взят|убран|поднят|поставлен)/u.test(ru)) assert.match(ru, /(взята|убрана|поднята|поставлена) фигура/u, `${key}: the participle agrees with «фигура»`);
  }
  assert.equal(t("ed.saidPicked", { piece: "Король (Белые)", square: "e1" }, "ru"), "Поднята фигура с e1: Король (Белые).");
  assert.equal(t("ed.saidRemoved", { piece: "Конь (Белые)", square: "b1" }, "ru"), "С b1 убрана фигура: Конь (Белые).");
  // Greek: the legend's tooltip has no gendered pronoun for the piece.
  assert.doesNotMatch(messages["board.legendItem"].el, words("του|της"));

  // One term each: Greek perpetual check and capture, shogi's spelling, Redo unlike repetition;
  // Russian pieces in hand; the Hungarian Flip button; the draw buttons' form.
  const text = (lang) => JSON.stringify([Object.values(messages).map((e) => e[lang]), pieceNames, VARIANT_NAMES]);
  assert.doesNotMatch(text("el"), /αέναο|αέναη|αέναης/u);
  assert.doesNotMatch(text("el"), /σογκί|Σογκί/u);
  assert.doesNotMatch(JSON.stringify(Object.values(messages).map((e) => e.el)), words("αιχμαλωσία"));
  assert.doesNotMatch(messages["pg.redo"].el, /[Ee]πανάληψη|Επανάληψη/u);
  assert.doesNotMatch(messages["pg.redoTitle"].el, /Επανάληψη/u);
  assert.doesNotMatch(text("ru"), /в руке/u);
  assert.equal(messages["ed.hands"].ru, "Фигуры в запасе");
  assert.equal(messages["clock.resume"].ru, "Запустить часы");
  assert.ok(messages["clock.paused"].ru.includes(`«${messages["clock.resume"].ru}»`), "the pause note names the resume button as it is written");
  for (const lang of ["el", "hu", "ru"]) assert.equal(messages["pg.flip"][lang], messages["ed.flip"][lang], `Flip: ${lang}`);
  assert.equal(messages["pg.offer"].hu, "Döntetlen felajánlása");
  assert.equal(messages["pg.accept"].hu, "Döntetlen elfogadása");

  // The claimed-draws note names the rule option by its translated label, not by claim_draws.
  for (const lang of ["el", "hu", "ru"]) {
    const note = messages["pg.claimDrawsOn"][lang];
    assert.doesNotMatch(note, /claim_draws/, lang);
    const label = VARIANT_NAMES.options.claim_draws[lang];
    assert.ok(note.includes(label.slice(0, 30)), `${lang}: ${note}`);
  }
});

test("i18n review: the Russian editor says what it picked up and took away without a wrong agreement; the move-now buttons are formal", async () => {
  await withPage(async ({ page, url, errors }) => {
    await openPlayground(page, url, "?variant=chess&lang=ru");
    await page.check("input[name=mode][value=edit]");
    await page.waitForFunction(() => document.querySelector("main").classList.contains("editing") && document.querySelector("#editor").dataset.position);
    assert.equal(await page.textContent("#ed-hands legend"), "Фигуры в запасе");
    await page.focus("#editor-board");
    const live = () => page.textContent("#ed-live");
    // The cursor starts on a1: to e1, where the move tool picks the king up.
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "Enter"]) await page.keyboard.press(key);
    const picked = await live();
    assert.match(picked, /^Поднята фигура с e1: Король \(/);
    assert.doesNotMatch(picked, /Король[^.]*(взята|убрана)/);
    await page.keyboard.press("Escape");
    for (const key of ["ArrowLeft", "ArrowLeft", "ArrowLeft", "Delete"]) await page.keyboard.press(key);
    const removed = await live();
    assert.match(removed, /^С b1 убрана фигура: Конь \(/);
    assert.doesNotMatch(removed, /Конь[^.]*(взята|убрана)/);
    await page.check("input[name=mode][value=play]");
    await page.waitForFunction(() => !document.querySelector("main").classList.contains("editing"));

    const now = () => page.textContent("#opp-now").then((s) => s.trim());
    assert.equal(await now(), "Сделать ход сейчас");
    await page.selectOption("#lang", "hu");
    assert.equal(await now(), "Azonnali lépés");
    assert.equal(await page.textContent("#flip"), "Megfordítás");
    assert.equal(await page.textContent("#offer"), "Döntetlen felajánlása");
    await page.selectOption("#lang", "el");
    assert.equal(await now(), "Κίνηση τώρα");
    assert.equal(await page.textContent("#redo"), "Ακύρωση αναίρεσης");
    // The legend of a lettered game: the tooltip without a gendered pronoun.
    await page.selectOption("#variant", "trojan");
    await page.waitForSelector("#piece-legend-list button");
    const titles = await page.$$eval("#piece-legend-list button", (bs) => bs.map((b) => b.title));
    assert.ok(titles.length > 0 && titles.every((s) => /: κάντε κλικ για να δείτε τις κινήσεις \(/.test(s)), titles.join(" | "));
    assert.deepEqual(errors, []);
  });
});

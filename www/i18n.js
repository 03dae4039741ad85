//# allFunctionsCalledOnLoad
// The board UI's languages: English, Greek, Hungarian and Russian. One catalogue of messages
// (i18n/messages.js, {key: {en, el, hu, ru}}), one of piece names (i18n/pieces.js) and one of
// variant names and rule options (i18n/variants.js); the engine
// keeps writing English (outcome texts, piece names), and this module translates what it can.
//
//   import { t, resolveLang } from "./i18n.js";
//   t("status.toMove", { side: "Λευκά", part: "", check: "" }, "el")  // "Παίζουν τα Λευκά."
import MESSAGES from "./i18n/messages.js";
import PIECES from "./i18n/pieces.js";
import VARIANTS from "./i18n/variants.js";

/** The languages offered, in the picker's order. */
export const LANGS = Object.freeze(["en", "el", "hu", "ru"]);
/** Each language's name in itself (the picker's labels). */
export const LANG_NAMES = Object.freeze({ en: "English", el: "ελληνικά", hu: "magyar", ru: "русский" });

/** The catalogue itself (read-only), for tests and tools. */
export const messages = deepFreeze(MESSAGES);
/** The piece-name catalogue (read-only): {names: {English: {el, hu, ru}}, variants: {id: {letter: {…}}}}. */
export const pieceNames = deepFreeze(PIECES);
/** The variant-name and rule-option catalogue (read-only): {variants: {id: {el, hu, ru}}, options: {name: {…}}}. */
export const variantNames = deepFreeze(VARIANTS);

function deepFreeze(o) {
  for (const v of Object.values(o)) if (v && typeof v === "object") deepFreeze(v);
  return Object.freeze(o);
}

/** Where the reader's choice of language is remembered (the playground's picker sets it). */
export const LANG_KEY = "fairyboard.lang";

/** The language a page of the site starts in: its URL's ?lang=, else the reader's remembered
 *  choice (LANG_KEY), else the page's own lang attribute; one of LANGS. A missing, corrupt or
 *  foreign value gives the next. */
export function chosenLang() {
  return normalizeLang(new URLSearchParams(location.search).get("lang") ?? storedLang() ?? document.documentElement.lang);
}

/** The reader's remembered choice of language (LANG_KEY), or null where none is kept (or storage
 *  cannot be read). */
export function storedLang() {
  try {
    return localStorage.getItem(LANG_KEY);
  } catch {
    return null;
  }
}

/** One of LANGS for any value: "hu-HU" -> "hu", "RU" -> "ru"; anything else (a typo, null, a
 *  number) -> "en". Never throws. */
export function normalizeLang(value) {
  if (typeof value !== "string") return "en";
  // The language codes themselves, by far the most asked (every message of every board).
  if (value.length === 2 && LANGS.includes(value)) return value;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return LANGS.includes(primary) ? primary : "en";
}

/** The language for an element: an explicit choice (a `lang` config), else its `data-lang`, else
 *  the nearest `lang` attribute of it or its ancestors; English when none is a known language. */
export function resolveLang(element, explicit) {
  if (explicit != null) return normalizeLang(explicit);
  const own = element?.getAttribute?.("data-lang");
  if (own != null) return normalizeLang(own);
  const host = element?.closest?.("[lang]");
  return normalizeLang(host ? host.getAttribute("lang") : null);
}

/** The message `key` in `lang` with its `{name}` placeholders filled from `params` (`{name|lower}`:
 *  in lower case; `{name|cap}`: with a capital, opening a sentence); English where the language
 *  lacks it, the key itself where the catalogue lacks it. */
export function t(key, params = {}, lang = "en") {
  const entry = MESSAGES[key];
  if (!entry) return key;
  const code = normalizeLang(lang);
  const text = entry[code] ?? entry.en;
  // Most messages have no placeholder.
  if (!text.includes("{")) return text;
  return text.replace(/\{(\w+)(?:\|(lower|cap))?\}/g, (m, name, how) => {
    if (!(name in params)) return m;
    const value = formatParam(params[name], code);
    // `{side|lower}`: a name that starts sentences elsewhere, here inside one ("Ходят белые");
    // `{piece|cap}`: a name written in lower case inside sentences (Hungarian "gyalog"), here
    // opening one.
    if (how === "lower") return value.toLocaleLowerCase(code);
    if (how === "cap") return value.charAt(0).toLocaleUpperCase(code) + value.slice(1);
    return value;
  });
}

/** A message parameter as text: a fraction with the language's decimal sign ("2,5" in Greek,
 *  Hungarian and Russian); anything else as it is. */
function formatParam(value, lang) {
  if (typeof value !== "number" || Number.isInteger(value)) return String(value);
  return new Intl.NumberFormat(lang, { useGrouping: false, maximumFractionDigits: 3 }).format(value);
}

/** Each language's plural rules, made once (`tn` runs at every status refresh). */
const PLURAL_RULES = new Map();

/** A counted message, with `{n}` set to n: the form the language's plural rules pick for n
 *  (Russian 1 / 2–4 / 5+: `key.one`, `key.few`, `key.many`) where the catalogue has it, else
 *  `key.one` for 1 and `key.other` otherwise. */
export function tn(key, n, params = {}, lang = "en") {
  const code = normalizeLang(lang);
  let rules = PLURAL_RULES.get(code);
  if (!rules) PLURAL_RULES.set(code, (rules = new Intl.PluralRules(code)));
  const form = `${key}.${rules.select(n)}`;
  return t(form in MESSAGES ? form : `${key}.${n === 1 ? "one" : "other"}`, { ...params, n }, lang);
}

/** The catalogue key of each English side name, by the pair the game names its sides with (a
 *  xiangqi "Black" is not a chess "Black" in Hungarian). */
const SIDE_KEYS = {
  White: "side.white",
  Black: "side.black",
  Red: "side.red",
  Blue: "side.blue",
  Sente: "side.sente",
  Gote: "side.gote",
  Light: "side.light",
  Dark: "side.dark",
};

/** The game's side names (`sideNames`, English, [first, second]) in `lang`; a name the catalogue
 *  does not know stays as the game writes it. */
export function translateSides(names, lang = "en") {
  if (normalizeLang(lang) === "en") return [...names];
  return names.map((name, i) => {
    const key = name === "Black" && names[0] === "Red" && i === 1 ? "side.blackOfRed" : SIDE_KEYS[name];
    return key ? t(key, {}, lang) : name;
  });
}

/** The English reason wording the engine writes (chesslike reason_text) -> [catalogue key, params]. */
function reasonKey(reason, why, lang) {
  const fixed = {
    checkmate: "reason.checkmate",
    stalemate: "reason.stalemate",
    "the side to move has no legal move": "reason.noMove",
    "all pieces gone": "reason.extinction",
    "insufficient material": "reason.insufficientMaterial",
    "perpetual check (the checking side loses)": "reason.perpetualCheck",
    "goal reached": "reason.goal",
    "stalemate, scored ¾–¼": "reason.scoredStalemate",
    "time forfeit (a flag fell)": "reason.timeout",
    resignation: "reason.resignation",
    "by agreement": "reason.agreement",
    "no ring left": "reason.noRing",
    "neither side has a ring (the side that moved loses)": "reason.noRingEither",
    "no legal move": "reason.noMove",
    "the last king captured, and no new king can be made": "reason.lastKingTaken",
    "the side to move can neither move nor place a piece": "reason.noMoveNoPlace",
  };
  if (fixed[why]) return [fixed[why], {}];
  // A bughouse match's ending on the other board: its reason, and where.
  let m = /^(.+) on board ([AB])$/.exec(why);
  if (m) {
    const inner = reasonKey(reason, m[1], lang);
    return ["reason.onBoard", { why: inner ? t(inner[0], inner[1], lang) : m[1], board: m[2] }];
  }
  const folds = { twofold: 2, threefold: 3, fourfold: 4, fivefold: 5 };
  m = /^(twofold|threefold|fourfold|fivefold) repetition$/.exec(why) ?? /^repetition \((twofold|threefold|fourfold|fivefold)\)$/.exec(why);
  if (m && reason === "repetition") return ["reason.repetition", { n: folds[m[1]] }];
  m = /^repetition \((\d+) times\)$/.exec(why);
  if (m && reason === "repetition") return ["reason.repetition", { n: m[1] }];
  m = /^(\d+)-move rule$/.exec(why);
  if (m && reason === "move-rule") return ["reason.moveRule", { n: m[1] }];
  // A goal reached, naming its piece in lower case (chesslike goal_text; Chex's "king captured").
  const goals = [
    [/^(.+) captured$/, "reason.captured"],
    [/^a push exposed the pusher's own (.+)$/, "reason.pushExposed"],
    [/^(.+) reached its goal$/, "reason.flag"],
    [/^(.+) against \1: the side to move takes$/, "reason.duel"],
  ];
  for (const [re, key] of goals) {
    m = reason === "goal" ? re.exec(why) : null;
    if (!m) continue;
    const piece = pieceByName(m[1], lang);
    // Inside the sentence (not at its start, after the dash), in lower case.
    return [key, { piece: key === "reason.pushExposed" ? piece.charAt(0).toLocaleLowerCase(lang) + piece.slice(1) : piece }];
  }
  return null;
}

/** A warning the game gives before a move (`Game.warning(move)`, Gess's ringless move) in `lang`;
 *  other words stay as the engine wrote them. */
export function translateWarning(english, lang = "en") {
  lang = normalizeLang(lang);
  const keys = { "this move leaves you without a ring: it loses at once": "confirm.noRing" };
  return lang !== "en" && keys[english] ? t(keys[english], {}, lang) : english;
}

/** The catalogue key of each refusal id the engine gives (`Game.refusal(move)`). */
const REFUSAL_KEYS = {
  "perpetual-check": "refusal.perpetualCheck",
  "perpetual-chase": "refusal.perpetualChase",
  "in-check": "refusal.inCheck",
  "king-attacked": "refusal.kingAttacked",
  "exposes-king": "refusal.exposesKing",
  "castle-out-of-check": "refusal.castleOutOfCheck",
  "castle-through-attack": "refusal.castleThroughAttack",
  "drop-mate": "refusal.dropMate",
  "must-capture": "refusal.mustCapture",
  "lion-trade": "refusal.lionTrade",
  "doubled-pawns": "refusal.doubledPawns",
  "drop-dead": "refusal.dropDead",
  "drop-zone": "refusal.dropZone",
  "castling-right-gone": "refusal.castlingRightGone",
  "castle-blocked": "refusal.castleBlocked",
};

/** The refusals that name the royal piece, where it is a general (xiangqi). */
const GENERAL_KEYS = {
  "in-check": "refusal.inCheck.general",
  "king-attacked": "refusal.kingAttacked.general",
  "exposes-king": "refusal.exposesKing.general",
};

/** Why a move is refused (a refusal id of `Game.refusal`), in `lang`, naming the royal piece by
 *  `royal`, its English name ("General" in xiangqi; else a king); an id the catalogue lacks stays
 *  as it is. */
export function translateRefusal(id, lang = "en", royal = "King") {
  const key = (royal === "General" && GENERAL_KEYS[id]) || REFUSAL_KEYS[id];
  return key ? t(key, {}, lang) : id;
}

/** The catalogue key of each fixed task the games give (`turnInfo().task`). */
const TASK_KEYS = {
  "push an enemy pawn": "task.push",
  "place a piece (no move keeps the pieces linked)": "task.place",
  "make a new king (a tower of 8 discs)": "task.newKing",
};

/** What the side to move must do in this part of its turn (the engine's `turnInfo().task`:
 *  "push an enemy pawn", "promote the pawn on b1"), in `lang`; other wording stays English. */
export function translateTask(task, lang = "en") {
  if (normalizeLang(lang) === "en" || typeof task !== "string") return task;
  if (TASK_KEYS[task]) return t(TASK_KEYS[task], {}, lang);
  const m = /^promote the pawn on (.+)$/.exec(task);
  return m ? t("task.promote", { square: m[1] }, lang) : task;
}

/** A piece's name in `lang` from its English name in lower case ("lion"), as the shared names give
 *  it; the English name where they have none. */
function pieceByName(lower, lang) {
  const english = lower.charAt(0).toUpperCase() + lower.slice(1);
  const name = translatePiece("", "", english, lang);
  return name === english ? lower : name;
}

/** The words of an ending's reason ("threefold repetition", reason "repetition") in `lang`. */
export function translateReason(reason, english, lang = "en") {
  lang = normalizeLang(lang);
  if (lang === "en") return english;
  const key = reasonKey(reason, english, lang);
  return key ? t(key[0], key[1], lang) : english;
}

/** An outcome sentence in `lang`. `o` is {winner, reason}, `english` the engine's (or the page's)
 *  English sentence, `sideNames` the game's English names. English is returned as it is; in
 *  another language the reason is translated by its id with the game's numbers taken from the
 *  English text, and wording only one game uses stays English inside the translated frame. */
export function translateOutcome(o, english, sideNames, lang = "en") {
  lang = normalizeLang(lang);
  if (lang === "en" || !o || typeof english !== "string") return english;
  const m = /^(?:(.+) wins|Draw) — (.+)\.$/s.exec(english);
  if (!m) return english;
  const [, winnerName, why] = m;
  const key = reasonKey(o.reason, why, lang);
  const reasonText = key ? t(key[0], key[1], lang) : why;
  if (!winnerName) return t("outcome.draw", { why: reasonText }, lang);
  const i = sideNames.indexOf(winnerName);
  const side = i >= 0 ? translateSides(sideNames, lang)[i] : winnerName;
  return t("outcome.wins", { side, why: reasonText }, lang);
}

/** A piece's name in `lang`: the variant's own entry for its letter, else the shared entry for its
 *  English name, else the English name (the engine's `variantInfo(id).pieces[].name`). */
export function translatePiece(variant, letter, english, lang = "en") {
  lang = normalizeLang(lang);
  if (lang === "en") return english;
  const base = String(variant ?? "").split("+")[0];
  const own = PIECES.variants[base]?.[String(letter).toLowerCase()]?.[lang];
  return own ?? PIECES.names[english]?.[lang] ?? english;
}

/** SAN's piece letters in `lang` for a variant's pieces (`variantInfo(id).pieces`): {N: "H", ...}
 *  for the pieces named as chess's five are (pieces.js `sanLetters`); null where the English letters
 *  stay (English, nothing to change, a game that names one of the five otherwise in that language,
 *  or a letter that would read as another piece of the variant). */
export function sanLetters(variant, pieces, lang = "en") {
  lang = normalizeLang(lang);
  const table = PIECES.sanLetters[lang];
  if (!table) return null;
  const base = String(variant ?? "").split("+")[0];
  const map = {};
  const kept = new Set();
  // Letters a move may show beside the translated ones (a pawn's only in a drop, P@e4).
  const shown = new Set();
  for (const p of pieces) {
    if (p.token !== p.letter) continue;
    const upper = p.letter.toUpperCase();
    // A game that names one of these pieces its own way (TCHESS's Башня) keeps every English letter.
    if (table[p.name] && PIECES.variants[base]?.[p.letter]?.[lang]) return null;
    if (table[p.name]) map[upper] = table[p.name];
    else {
      kept.add(upper);
      if (!/pawn/i.test(p.name)) shown.add(upper);
    }
  }
  const targets = Object.values(map);
  // A translated letter that looks like a letter the game keeps (Russian С beside Capablanca's
  // chancellor C, Greek Α beside its archbishop A) would name two pieces alike: English letters then.
  const looks = (l) => [...l].map((c) => LOOKALIKE[c] ?? c).join("");
  const keptLooks = new Set([...shown].map(looks));
  if (!targets.length || targets.some((l) => kept.has(l) || keptLooks.has(looks(l))) || new Set(targets).size !== targets.length) return null;
  return map;
}

/** Greek and Cyrillic capitals that look like a Latin one. */
const LOOKALIKE = Object.fromEntries(
  [..."АВЕКМНОРСТХУ"].map((c, i) => [c, "ABEKMHOPCTXY"[i]]).concat([..."ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ"].map((c, i) => [c, "ABEZHIKMNOPTYX"[i]])),
);

/** A SAN move with its piece letters written by `letters` (sanLetters); letters inside a
 *  parenthesised token (a piece named by two letters) are left. */
export function localSan(text, letters) {
  if (!letters) return text;
  let depth = 0;
  let out = "";
  for (const c of text) {
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    out += depth === 0 && Object.hasOwn(letters, c) ? letters[c] : c;
  }
  return out;
}

/** The English letters of SAN's pieces, by piece name. */
const ENGLISH_SAN = { King: "K", Queen: "Q", Rook: "R", Bishop: "B", Knight: "N" };

/** A record's text with the chess piece letters of `lang` (Hungarian Hf3, Russian Кf3) written as
 *  English SAN writes them (Nf3), in its movetext only (not in tags or comments); null where the
 *  language writes English letters. For reading a record copied from a move list in `lang`. */
export function englishSan(text, lang) {
  const table = PIECES.sanLetters[normalizeLang(lang)];
  if (!table) return null;
  // Longer letters first (Russian Кр before К).
  const local = Object.entries(table).sort(([, a], [, b]) => b.length - a.length);
  const alt = local.map(([, l]) => l).join("|");
  // A piece letter opens a move (after a space, a move number's dot or a line start), or follows
  // = (a promotion) or comes before @ (a drop).
  const letter = new RegExp(`(^|[\\s.=(])(${alt})(?=[a-z1-9x@=+#!?)\\s]|$)`, "gmu");
  const english = (l) => ENGLISH_SAN[local.find(([, x]) => x === l)[0]];
  // Tags, comments and the rest of a line after ';' keep their text.
  return text
    .split(/(\[[^\]]*\]|\{[^}]*\}|;[^\n]*)/)
    .map((part, i) => (i % 2 ? part : part.replace(letter, (_, before, l) => before + english(l))))
    .join("");
}

/** The `lang` entry of `key` in one of variants.js's tables, else `english`. */
function fromTable(table, key, english, lang) {
  lang = normalizeLang(lang);
  return lang === "en" ? english : (table[key]?.[lang] ?? english);
}

/** A variant's name in `lang` (its base id's entry: `tchess+jester_vector` is TCHESS), else the
 *  English name (the engine's `variantInfo(id).name`). */
export function translateVariant(id, english, lang = "en") {
  return fromTable(VARIANTS.variants, String(id ?? "").split("+")[0], english, lang);
}

/** A rule option's label in `lang` (by the option's name), else the English label. */
export function translateOption(name, english, lang = "en") {
  return fromTable(VARIANTS.options, name, english, lang);
}

/** An alternative start position's name (`start_alt` in the variant data) in `lang`; English
 *  (the data's own) where the catalogue has none. */
export function translateStart(english, lang = "en") {
  return fromTable(VARIANTS.starts, english, english, lang);
}

/** Sets the text of every `[data-i18n]` element under `root` (and the `data-i18n-title`,
 *  `data-i18n-placeholder`, `data-i18n-aria-label` attributes) from the catalogue; a
 *  `[data-i18n-html]` element (an article's introduction) gets the catalogue's markup, which is the
 *  site's own text, and the language's `lang`. */
export function translateStatic(root, lang = "en") {
  // The page's title too, when the whole page is translated.
  const title = root === root.ownerDocument?.body ? root.ownerDocument.querySelector("title[data-i18n]") : null;
  for (const el of [...root.querySelectorAll("[data-i18n]"), ...(title ? [title] : [])]) el.textContent = t(el.dataset.i18n, {}, lang);
  for (const el of root.querySelectorAll("[data-i18n-html]")) {
    el.innerHTML = t(el.dataset.i18nHtml, {}, lang);
    el.lang = normalizeLang(lang);
  }
  for (const attr of ["title", "placeholder", "aria-label"]) {
    const data = `data-i18n-${attr}`;
    for (const el of root.querySelectorAll(`[${data}]`)) el.setAttribute(attr, t(el.getAttribute(data), {}, lang));
  }
}

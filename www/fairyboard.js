//# allFunctionsCalledOnLoad
// fairyboard embed loader and board controller.
//
// One script tag mounts every <div data-fairyboard ...> of the page (and links fairyboard.css
// unless the page does):
//   <script type="module" src="fairyboard.js"></script>
//   <div data-fairyboard data-variant="capablanca" data-mode="play"></div>
// and `mount(element, config)` does the same from code. The controller holds no rules: it asks the
// wasm engine (Game) for legal moves and outcomes and the wasm renderer (Renderer) to draw.
// Attribute values are only ever passed to the engine or set as text, never parsed as HTML.

import { svgCanvas, withRecordedPaths } from "./svg-context.js";
import { savedGame, save as saveGame, forget as forgetGame, replay as replayLine } from "./autosave.js";
import { t, tn, resolveLang, normalizeLang, storedLang, translateSides, translateOutcome, translatePiece, translateRefusal, translateWarning, translateTask, translateVariant, sanLetters, localSan } from "./i18n.js";
// i18n.js's own imports, named here too so that the browser fetches them with the modules above,
// not one round trip after i18n.js (the wasm module's fetch waits for the whole import graph).
import "./i18n/messages.js";
import "./i18n/pieces.js";
import "./i18n/variants.js";
// The wasm API, routed by variant to the page module that serves it (modules.js; each module is
// loaded when a board first needs it).
import { ready as modulesReady, need, define, definitionOf, sectionIds, moduleOf, Game, Renderer, variantInfo, variantIds, diagram as diagramTargets, diagramFen, allVariants, drawPieceIcon, startFen, readPgnAny, loadGlyphs, glyphsLoaded } from "./modules.js";

/** Resolves once the page modules' manifest is read; each wasm module loads with the first board
 *  that needs it (modules.js). */
export const ready = modulesReady;

/** The variant of a board whose configuration names none. */
const DEFAULT_VARIANT = "chess";

const MODES = ["play", "diagram", "static"];
/** The events a board fires (`on`). */
const EVENTS = ["move", "end", "undo", "select", "position", "choose", "clock", "refused", "refresh", "status", "destroy", "drawoffer"];
const SQUARE = /([a-z])([1-9][0-9]?)/g;
const infoCache = new Map();

function info(variant) {
  if (!infoCache.has(variant)) infoCache.set(variant, variantInfo(variant));
  return infoCache.get(variant);
}

/** The CJK outlines' fetch, and their hand-over to each module that prints kanji (keyed by its exports). */
let glyphsFetch = null;
const glyphsLoading = new Map();

/** The CJK outlines shogi's and xiangqi's tokens are drawn with: not in the page module, fetched
 *  once (pkg/cjk-glyphs.bin, beside the wasm) for the first board whose variant has `kanji`.
 *  Resolves when they are at hand; if the file cannot be had, the tokens print their letters. */
function kanjiReady(variant) {
  let wanted = false;
  try {
    wanted = !glyphsLoaded(variant) && info(variant).hasKanji;
  } catch {
    // An unknown variant: the board's own construction reports it.
  }
  if (!wanted) return null;
  const module = moduleOf(variant);
  if (!glyphsLoading.has(module)) {
    glyphsFetch ??= fetch(new URL("./pkg/cjk-glyphs.bin", import.meta.url)).then((r) => {
      if (!r.ok) throw new Error(`HTTP ${r.status}`);
      return r.arrayBuffer();
    });
    glyphsLoading.set(
      module,
      glyphsFetch
        .then((b) => loadGlyphs(variant, new Uint8Array(b)))
        .catch((e) => {
          glyphsFetch = null;
          glyphsLoading.delete(module);
          console.warn(`fairyboard: no CJK outlines (pkg/cjk-glyphs.bin: ${e?.message ?? e}); tokens print letters`);
        }),
    );
  }
  return glyphsLoading.get(module);
}

/** Splits a move string into its squares and promotion suffix: "e7e8q" -> {squares:["e7","e8"], promo:"q"};
 *  a drop "P@e5" -> {squares:["e5"], promo:"", drop:"P"}; anything but a string with a square in
 *  it throws. */
export function parseMove(move) {
  needString(move, "parseMove", "a move string such as e2e4");
  const parts = splitMove(move);
  if (!parts.squares.length) throw new Error(`parseMove: no square in "${move.slice(0, 20)}"`);
  return parts;
}

/** parseMove for the board's own use: a text without squares gives none. */
function splitMove(move) {
  const at = move.indexOf("@");
  if (at > 0) return { squares: [move.slice(at + 1)], promo: "", drop: move.slice(0, at) };
  const squares = [];
  let last = 0;
  for (const m of move.matchAll(SQUARE)) {
    squares.push(m[0]);
    last = m.index + m[0].length;
  }
  return { squares, promo: move.slice(last) };
}

function errorText(e) {
  return e instanceof Error ? e.message : String(e);
}

/** The data attributes a board reads (their dataset names), each true where it is a yes/no one. */
const ATTRIBUTES = {
  variant: false,
  fen: false,
  start: false,
  mode: false,
  piece: false,
  square: false,
  select: false,
  orientation: false,
  coordinates: true,
  arrows: false,
  moves: false,
  caption: false,
  expected: false,
  playable: true,
  clock: false,
  clockBar: true,
  marks: false,
  squareNames: false,
  opponent: false,
  level: false,
  view: false,
  lang: false,
  legend: true,
  autosave: true,
  ini: false,
};

/** The options mount() takes: the attributes' (their dataset names) and the page's own (`game`: a
 *  bughouse match's board, `restore`, `clockStart`). */
const MOUNT_OPTIONS = new Set([...Object.keys(ATTRIBUTES), "game", "restore", "clockStart"]);

/** How a board may name squares to readers (`squareNames`, `label(square, names)`). */
const SQUARE_NAMES = ["labels", "row-column", "names"];

/** Reads a board's configuration from data attributes, validating each. */
export function configFromElement(el) {
  if (!(el instanceof HTMLElement)) throw new Error(`configFromElement: expected an element, got ${el === null ? "null" : typeof el}`);
  const cfg = {};
  for (const [key, yesNo] of Object.entries(ATTRIBUTES)) {
    const value = el.dataset[key];
    if (value !== undefined) cfg[key] = yesNo ? flag(value) : value;
  }
  return cfg;
}

/** The data attributes a board reads (ATTRIBUTES) or writes itself. */
const KNOWN_DATA = new Set(["fairyboard", ...Object.keys(ATTRIBUTES), "error", "drawn", "position", "targets", "outcome"]);

/** What a board's attributes ask that it does not do, for a note under it: a data attribute it
 *  does not know (a misspelling: data-arrow), a piece without diagram mode. */
function ignoredAttributes(el, cfg, vinfo) {
  const unknown = Object.keys(el.dataset).filter((k) => !KNOWN_DATA.has(k));
  const name = (k) => `data-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  // The attribute meant: the known one sharing the longest start with it (data-squares: data-square-names
  // rather than data-square), at least four letters.
  const shared = (a, b) => {
    let n = 0;
    while (n < a.length && n < b.length && a[n].toLowerCase() === b[n].toLowerCase()) n++;
    return n;
  };
  const notes = unknown.slice(0, 5).map((k) => {
    // (Ties go to the length nearest k's, then to the earlier in KNOWN_DATA: the sort is stable.)
    const near = [...KNOWN_DATA]
      .filter((known) => known !== k && shared(k, known) >= Math.min(4, k.length))
      .sort((a, b) => shared(k, b) - shared(k, a) || Math.abs(a.length - k.length) - Math.abs(b.length - k.length))[0];
    return near ? `${name(k)} (${name(near)}?)` : name(k);
  });
  // The diagram's settings given to another mode: those given, named.
  const diagramOnly = ["piece", "square"].filter((k) => cfg[k] !== undefined);
  if (cfg.mode !== "diagram" && diagramOnly.length) notes.push(`${diagramOnly.map(name).join(" and ")} (${diagramOnly.length > 1 ? "they need" : "it needs"} data-mode="diagram")`);
  // A board that is not played keeps no clock; a one-piece diagram shows its piece alone.
  if (cfg.mode !== undefined && cfg.mode !== "play" && cfg.clock !== undefined) notes.push(`data-clock (it needs data-mode="play")`);
  if (cfg.mode === "diagram" && cfg.piece !== undefined && cfg.fen === undefined && cfg.moves !== undefined) notes.push(`data-moves (a one-piece diagram shows its piece alone)`);
  const mode = cfg.mode ?? "play";
  if (cfg.level !== undefined && cfg.opponent === undefined) notes.push(`data-level (it needs data-opponent="computer")`);
  if (cfg.expected !== undefined && mode === "play") notes.push(`data-expected (it needs data-mode="diagram" or "static")`);
  if (cfg.autosave !== undefined && mode !== "play") notes.push(`data-autosave (it needs data-mode="play")`);
  if (cfg.square !== undefined && mode === "diagram" && cfg.piece === undefined) notes.push(`data-square (it needs data-piece)`);
  if (cfg.view !== undefined && vinfo && !vinfo.hidden) notes.push(`data-view (only a game with hidden information has views)`);
  return notes;
}

/** A yes/no attribute: present without a value or "true" is true, "false" false; anything else
 *  is kept as written, for validate() to refuse. */
function flag(value) {
  if (typeof value !== "string") return value;
  if (value === "" || value === "true") return true;
  return value === "false" ? false : value;
}

/** A clock setting (data-clock, `setClock`): minutes, which may be a fraction (lichess's ¼
 *  minute, "0.25+0"), and an increment in seconds ("5+3"). */
const CLOCK = /^\d{1,3}(\.\d{1,3})?\+\d{1,3}$/;

/** Whether `spec` is a clock setting whose minutes are more than 0. */
function goodClock(spec) {
  return typeof spec === "string" && CLOCK.test(spec) && Number(spec.split("+")[0]) > 0;
}

/** Why a clock setting is refused. */
function badClock(spec) {
  return `bad clock "${String(spec).slice(0, 20)}" (minutes+increment, the minutes more than 0, e.g. 5+3 or 0.25+0)`;
}

/** "did you mean xiangqi? " for a mistyped id: the known ids at most two edits away (or that hold
 *  it, or it them), nearest first; "" where none is near. */
function didYouMean(id, ids) {
  const edits = (a, b) => {
    let row = [...Array(b.length + 1).keys()];
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      row = next;
    }
    return row[b.length];
  };
  const near = ids
    .map((known) => [known, known.length > 2 && (known.includes(id) || id.includes(known)) ? 1 : edits(id, known)])
    .filter(([, d]) => d <= 2)
    .sort((a, b) => a[1] - b[1])
    .slice(0, 3)
    .map(([known]) => known);
  return near.length ? `did you mean ${near.join(" or ")}? ` : "";
}

/** The board's configuration with its defaults, each setting checked: every bad one is named in
 *  the error (an unknown variant alone, as the other checks need the variant). */
function validate(cfg) {
  const c = { variant: DEFAULT_VARIANT, mode: "play", coordinates: true, orientation: "white", ...cfg };
  // Ids are lower case; "Trojan" is read as trojan.
  if (typeof c.variant === "string" && c.variant.length <= 700) c.variant = c.variant.toLowerCase();
  if (typeof c.variant !== "string" || !/^[a-z0-9_-]{1,40}(\+[a-z0-9_]{1,40}){0,16}$/.test(c.variant)) throw new Error(`bad variant id "${String(c.variant).slice(0, 40)}"`);
  // An id no module has: named with every id the modules have (a module's own list has only its own).
  const ids = variantIds();
  const base = c.variant.split("+")[0];
  if (ids && !ids.includes(base) && scriptRefusals.has(base)) throw new Error(`the page's definition of '${base}' is refused: ${scriptRefusals.get(base)}`);
  if (ids && !ids.includes(base)) throw new Error(`unknown variant '${base}' (${didYouMean(base, ids)}known: ${ids.join(", ")})`);
  const vi = info(c.variant); // throws "unknown variant" with the list of ids
  const problems = [];
  // An option mount() does not know (a misspelling, or an attribute's name: data-variant).
  for (const k of Object.keys(cfg).filter((k) => !MOUNT_OPTIONS.has(k) && cfg[k] !== undefined).slice(0, 5)) {
    const attr = /^data-/.test(k) ? k.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase()) : null;
    problems.push(`unknown option "${k.slice(0, 30)}"${attr && MOUNT_OPTIONS.has(attr) ? ` (the option is ${attr})` : ""}`);
  }
  const options = c.variant.split("+").slice(1);
  const twice = options.find((o, i) => options.indexOf(o) !== i);
  if (twice) problems.push(`variant option "${twice}" given twice`);
  if (c.game !== undefined && (typeof c.game?.variant !== "function" || c.game.variant() !== c.variant)) problems.push("config.game must be an engine Game of the board's variant");
  // A piece named by its label (the TCHESS set's "PS", "NR"): its FEN letter, in the label's case.
  // FEN letters first (as the engine does); the side from the first letter's case.
  const isLetter = typeof c.piece === "string" && vi.pieces.some((p) => p.token === c.piece.toLowerCase());
  const byLabel = !isLetter && typeof c.piece === "string" && (vi.labels ?? []).find(([, label]) => label.toLowerCase() === c.piece.toLowerCase());
  if (byLabel) c.piece = /^[a-z]/.test(c.piece) ? byLabel[0] : byLabel[0].toUpperCase();
  if (!MODES.includes(c.mode)) problems.push(`bad mode "${String(c.mode).slice(0, 20)}" (play, diagram or static)`);
  if (!["white", "black"].includes(c.orientation)) problems.push(`bad orientation "${String(c.orientation).slice(0, 20)}" (white or black)`);
  if (c.piece !== undefined && !/^\+?([A-Za-z]|\([A-Za-z]{2}\))$/.test(c.piece)) problems.push(`bad piece "${String(c.piece).slice(0, 20)}" (one FEN letter, + and a letter, or a label such as PS)`);
  else if (c.piece !== undefined && !byLabel && !vi.pieces.some((p) => p.token === c.piece.toLowerCase())) {
    problems.push(`bad piece "${c.piece}": not a piece of ${c.variant} (${vi.pieces.map((p) => p.token.toUpperCase()).join(" ")})`);
  }
  // A cell's name (e5) or its label on the board (shogi's 5e, Trojan's ε5), read once the board is
  // known (Board's `cellName`).
  for (const key of ["square", "select"]) {
    if (c[key] !== undefined && !/^[\p{L}\p{N}-]{1,8}$/u.test(c[key])) problems.push(`bad ${key} "${String(c[key]).slice(0, 20)}"`);
  }
  // A one-piece diagram stands its piece on data-square, else on the cell selected, else on d4.
  if (c.mode === "diagram" && c.piece !== undefined && c.square === undefined && c.select !== undefined) c.square = c.select;
  if (c.expected !== undefined && !/^\d{1,4}$/.test(String(c.expected))) problems.push(`bad expected count "${String(c.expected).slice(0, 20)}"`);
  if (c.squareNames !== undefined && !SQUARE_NAMES.includes(c.squareNames)) problems.push(`bad squareNames "${String(c.squareNames).slice(0, 20)}" (labels, row-column or names)`);
  if (c.marks !== undefined && !["dots", "arrows"].includes(c.marks)) problems.push(`bad marks "${String(c.marks).slice(0, 20)}" (dots or arrows)`);
  if (c.opponent !== undefined && c.opponent !== "computer") problems.push(`bad opponent "${String(c.opponent).slice(0, 20)}" (computer)`);
  if (c.level !== undefined && !/^[1-8]$/.test(String(c.level))) problems.push(`bad level "${String(c.level).slice(0, 20)}" (1 to 8)`);
  if (c.opponent !== undefined && c.mode !== "play") problems.push("an opponent needs data-mode=\"play\"");
  if (c.view !== undefined && !["white", "black", "turn"].includes(c.view)) problems.push(`bad view "${String(c.view).slice(0, 20)}" (white, black or turn)`);
  if (c.start !== undefined) {
    // A numbered start array (Chess960's 0–959) or "random"; the engine checks the range and writes the FEN.
    const start = String(c.start);
    if (!/^(\d{1,7}|random)$/.test(start)) problems.push(`bad start "${start.slice(0, 20)}" (a start-array number such as 518, or random)`);
    if (vi.startCount == null) problems.push(`variant "${c.variant}" has no numbered start arrays (data-start)`);
    if (c.fen !== undefined) problems.push("data-start and data-fen cannot both be given");
    if (!problems.length) c.startFen = startFen(c.variant, start === "random" ? String(Math.floor(Math.random() * vi.startCount)) : start);
  }
  if (c.fen !== undefined && (typeof c.fen !== "string" || !c.fen.trim())) problems.push(`bad fen ${typeof c.fen === "string" ? "(empty)" : `(a string, not ${c.fen === null ? "null" : typeof c.fen})`}`);
  if (c.moves !== undefined && typeof c.moves !== "string") problems.push(`bad moves (a string of moves separated by spaces such as "e2e4 e7e5", not ${c.moves === null ? "null" : Array.isArray(c.moves) ? "an array" : typeof c.moves})`);
  for (const key of ["coordinates", "playable", "legend", "clockBar", "autosave"]) {
    if (c[key] === undefined) continue;
    c[key] = flag(c[key]);
    if (typeof c[key] !== "boolean") problems.push(`bad ${key} "${String(c[key]).slice(0, 20)}" (true or false)`);
  }
  // At least a minute: with none, the second player's flag would fall as the first move is made.
  if (c.clockStart !== undefined && c.clockStart !== "both-moved" && c.clockStart !== "first-move") problems.push(`bad clockStart "${String(c.clockStart).slice(0, 20)}" (both-moved or first-move)`);
  if (c.clock !== undefined && c.clock !== null && !goodClock(c.clock)) problems.push(badClock(c.clock));
  if (problems.length > 1) throw new Error(`${problems.length} problems: ${problems.join("; ")}`);
  if (problems.length) throw new Error(problems[0]);
  return c;
}

/** Shows why a board could not be drawn, in place of the board: a sentence in the page's language
 *  (`lang`, else the element's), then the reason in English, for the page's author. */
function errorBox(element, message, lang) {
  const code = resolveLang(element, lang);
  // An element that shows no children (a <canvas>) gets the box right after it instead.
  const inside = holdsBoard(element);
  if (inside) element.replaceChildren();
  else if (element.nextElementSibling?.dataset?.fairyboardErrorOf === "1") element.nextElementSibling.remove();
  const box = document.createElement("div");
  box.className = "fairyboard-error";
  box.setAttribute("role", "alert");
  if (code === "en") box.textContent = `fairyboard: ${message}`;
  else {
    const reason = document.createElement("span");
    reason.lang = "en";
    reason.textContent = message;
    box.append(`fairyboard: ${t("embed.failed", {}, code)} `, reason);
  }
  if (inside) element.appendChild(box);
  else {
    box.dataset.fairyboardErrorOf = "1";
    element.after(box);
  }
}

/** Elements that show no children of their own: no board can be drawn inside them. */
const NO_CHILDREN = /^(canvas|img|input|textarea|select|option|iframe|video|audio|object|embed|picture|br|hr|area|wbr|source|track|meta|link|base|col|script|style|template|svg)$/i;

/** Whether a board can be drawn inside `element` (a <div>, not a <canvas> or an <img>). */
function holdsBoard(element) {
  return !NO_CHILDREN.test(element.localName);
}

/** Words for the outcomes the page itself decides (the engine words the game's own). */
const UI_OUTCOME_TEXT = {
  resignation: "resignation",
  agreement: "by agreement",
  timeout: "time forfeit (a flag fell)",
};

/** The PGN standard's Termination values for the endings the page decides (a claimed draw, by
 *  repetition or the move rule, is "normal"). */
const PGN_TERMINATION = { resignation: "normal", agreement: "normal", timeout: "time forfeit" };

/** An outcome as PGN's result token ("1-0", "0-1", "1/2-1/2"); "*" for a game not over. */
function pgnResult(end) {
  return !end ? "*" : end.winner === "white" ? "1-0" : end.winner === "black" ? "0-1" : "1/2-1/2";
}

/** The tags a record writes from the game itself: a caller's `pgn(tags)` may not give them. */
const GAME_TAGS = ["FEN", "SetUp", "Variant", "FairyboardVariant"];

/** Refuses `pgn(tags)` that would contradict the record: a name PGN does not allow, a tag written
 *  from the game, a Result that is none or not the ended game's (`ended`: its result, or "*"). */
function checkTags(tags, ended, call = "pgn") {
  if (tags === undefined || tags === null) return;
  if (typeof tags !== "object" || Array.isArray(tags)) throw new Error(`${call}: tags must be an object of tag names and values`);
  for (const [name, value] of Object.entries(tags)) {
    if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`${call}: "${name.slice(0, 24)}" is not a PGN tag name (letters, digits and _)`);
    if (typeof value !== "string") throw new Error(`${call}: the value of ${name} must be a string`);
    if (GAME_TAGS.includes(name)) throw new Error(`${call}: ${name} is written from the game itself (as are ${GAME_TAGS.join(", ")})`);
    if (name === "Result" && (!["1-0", "0-1", "1/2-1/2", "*"].includes(value) || (ended !== "*" && value !== ended))) {
      throw new Error(`${call}: Result "${String(value).slice(0, 24)}" is not the game's (${ended === "*" ? "1-0, 0-1, 1/2-1/2 or *" : ended})`);
    }
  }
}

/** A sentence for an outcome the page decided (resignation, agreement, time), in the game's side
 *  names; other reasons are worded by the engine (`Game.outcomeText()`, handle `outcomeText()`). */
export function describeOutcome(o, sideNames = ["White", "Black"], lang = "en") {
  if (!o || typeof o !== "object" || typeof o.reason !== "string" || ![null, undefined, "white", "black"].includes(o.winner)) throw new Error("describeOutcome: expected an outcome {winner: \"white\", \"black\" or null, reason}");
  if (!Array.isArray(sideNames) || sideNames.length !== 2 || !sideNames.every((n) => typeof n === "string")) throw new Error("describeOutcome: sideNames must be two names such as [\"White\", \"Black\"]");
  // A claimed draw carries the engine's words for its reason ("threefold repetition").
  const why = UI_OUTCOME_TEXT[o.reason] ?? o.words ?? o.reason;
  const english = o.winner ? `${sideNames[o.winner === "white" ? 0 : 1]} wins — ${why}.` : `Draw — ${why}.`;
  return translateOutcome(o, english, sideNames, lang);
}

/** Whether an error is the wasm module failing (a trap, or the object a trap left locked). */
function isEngineFailure(e) {
  return (typeof WebAssembly !== "undefined" && e instanceof WebAssembly.RuntimeError) || /recursive use of an object|unreachable/.test(errorText(e));
}

/**
 * An engine Game that survives a failure of the wasm code: every call goes to the current Game
 * object; after a successful change (play, undo, setFen) the setup and the moves are recorded;
 * if a call traps (which would leave the object locked for good), a fresh Game is built from the
 * record, and the call throws a plain Error saying so. Nothing of the game is lost. The record
 * (each move with the side that made it) also answers `history()` and `historyTurns()`, and the
 * moves written in a notation are kept (`historyAs(style)` asks the engine for those played
 * since): a long game's move list does not bring every move across from the engine at each move.
 * The notations and the start position are asked once (the start again after a new position).
 */
function guardedGame(variant, fen) {
  const state = { game: new Game(variant, fen), setup: null, moves: [], sides: [], written: new Map(), kept: new Map() };
  state.setup = state.game.fen();
  const restore = () => {
    const g = new Game(variant, state.setup);
    for (const m of state.moves) g.play(m);
    state.game = g;
  };
  /** The moves written in `style`: those kept for the same first moves, then the engine's. (A
   *  move's writing depends only on the moves before it, from the same setup.) */
  const historyAs = (style) => {
    const kept = state.written.get(style) ?? { moves: [], written: [] };
    let same = 0;
    while (same < kept.moves.length && kept.moves[same] === state.moves[same]) same++;
    const written = [...kept.written.slice(0, same), ...state.game.historyAs(style, same)];
    state.written.set(style, { moves: state.moves.slice(), written });
    return written.slice();
  };
  /** The moves in turns: a side's moves one after another are one turn (double-move chess). */
  const historyTurns = () => {
    const turns = [];
    state.moves.forEach((move, i) => {
      if (turns.at(-1)?.side === state.sides[i]) turns.at(-1).moves.push(move);
      else turns.push({ side: state.sides[i], moves: [move] });
    });
    return turns;
  };
  /** Answers that stay while the game lasts, asked of the engine once: its notations, and its start
   *  (until a new position). */
  const once = (name) => () => {
    if (!state.kept.has(name)) state.kept.set(name, state.game[name]());
    const value = state.kept.get(name);
    return Array.isArray(value) ? value.slice() : value;
  };
  const answers = new Map([
    ["history", () => state.moves.slice()],
    ["historyAs", historyAs],
    ["historyTurns", historyTurns],
    ["notations", once("notations")],
    ["startPosition", once("startPosition")],
  ]);
  return new Proxy(
    {},
    {
      get(_, prop) {
        const v = answers.get(prop) ?? state.game[prop];
        if (typeof v !== "function") return v;
        return (...args) => {
          try {
            const moving = prop === "play" || prop === "playId";
            const side = moving ? state.game.turn() : null;
            const r = v.apply(state.game, args);
            // (The record follows the calls: a move played adds its canonical string, an undo
            // takes the last one back, a new position starts it again.)
            if (prop === "setFen") {
              state.setup = state.game.fen();
              state.moves = [];
              state.sides = [];
              state.written.clear();
              state.kept.delete("startPosition");
            } else if (moving) {
              state.moves.push(r);
              state.sides.push(side);
            } else if (prop === "undo" && r !== undefined) {
              state.moves.pop();
              state.sides.pop();
            }
            return r;
          } catch (e) {
            if (!isEngineFailure(e)) throw e;
            restore();
            throw new Error(`the engine failed in ${String(prop)} (${errorText(e)}); the game was restored`);
          }
        };
      },
    },
  );
}

/** The knower behind the hand-over screen of a game with hidden information: nobody. */
const NOBODY = "nobody";

class Board {
  constructor(element, cfg) {
    /** Until the page's next batch of drawing (`deferDraw`), drawing only records what to draw. */
    this.building = true;
    /** Drawn at the screen's pixel ratio (false: at `FAR_RESOLUTION`, a board a page drew far out
     *  of view). */
    this.sharp = true;
    this.pending = null;
    this.el = element;
    this.cfg = cfg;
    this.variant = cfg.variant;
    this.vinfo = info(cfg.variant);
    /** The sides as the game names them (White/Black, Red/Black, Sente/Gote). */
    this.sideNames = this.vinfo.sideNames ?? ["White", "Black"];
    /** The UI's language (en, el, hu, ru): the `lang` config, data-lang, or the nearest lang attribute. */
    this.lang = resolveLang(element, cfg.lang);
    /** Whether the board's language was chosen for it (a config or data-lang, setLang), not taken
     *  from the page. */
    this.langChosen = cfg.lang != null || element.hasAttribute("data-lang");
    this.listeners = new Map();
    this.flipped = cfg.orientation === "black";
    this.selected = null;
    this.focus = null;
    this.lastMove = [];
    this.redoStack = [];
    this.uiOutcome = null; // resignation, agreement, timeout
    this.drawOffer = null; // side that offered
    this.userArrows = [];
    this.drag = null;
    this.diagramPiece = cfg.piece ?? null;
    this.clock = null;
    // Target marks: "dots" (dots for slides, diamonds for leaps) or "arrows" (the TCHESS legend:
    // arrows along slides, dots where a move ends exactly); the default follows the piece style.
    this.marks = cfg.marks ?? this.vinfo.marks ?? "dots";
    // Hidden information (dark chess): whose view the board shows — a side, or "turn" (the side to
    // move, with a hand-over screen between the turns of two people at one screen).
    this.hidesInfo = !!this.vinfo.hidden;
    this.viewSetting = cfg.view ?? "turn";
    this.covered = false;
    /** The side at the screen while the hand-over screen is up (see `handOver`). */
    this.holder = null;
    // How squares are named at the edges and in the status line: "labels" (the variant's own, shogi's
    // "7g"), "row-column" (article 003's shogi names, "a5") or "names" (the cells' own, "e1").
    this.squareNames = cfg.squareNames ?? this.vinfo.squareNames ?? "labels";

    // A game handed in by the page (a board of a bughouse match, `BughouseMatch.board(i)`), or
    // this board's own.
    this.game = cfg.game ?? guardedGame(cfg.variant, cfg.fen ?? cfg.startFen ?? undefined);
    for (const key of ["square", "select"]) if (cfg[key] !== undefined) cfg[key] = this.cellName(cfg[key], key);
    // A one-piece diagram without a square stands its piece on the board's middle cell (d4 on
    // 8x8; any board has one).
    if (cfg.mode === "diagram" && cfg.piece !== undefined) cfg.square ??= this.middleCell();
    this.diagramSquare = cfg.square ?? null;
    // The board's cells are asked for only when there are arrows to check against them, or a setting
    // written with the board's labels (a list of every cell costs a board about 1 ms to build and
    // hand over): `configCells`.
    this.arrows = cfg.arrows ? parseArrows(cfg.arrows, (this.configCells ??= this.game.cells())) : [];
    /** Moves of data-moves left unplayed because the game had ended before them. */
    this.ignoredMoves = 0;
    if (cfg.moves) {
      const list = cfg.moves.split(/\s+/).filter(Boolean);
      if (list.length > MAX_MOVES) throw new Error(`too many moves (${list.length}; at most ${MAX_MOVES})`);
      for (const [i, m] of list.entries()) {
        if (this.game.outcome()) {
          this.ignoredMoves = list.length - i;
          break;
        }
        try {
          this.game.play(m);
        } catch (e) {
          // A move written with the board's labels (shogi's 7g7f and P*5e, as USI writes them).
          const named = this.fromLabels(m);
          try {
            if (!named || named === m) throw e;
            this.game.play(named);
          } catch {
            // Written as players write moves (SAN: e4, Nf3) or numbered: data-moves takes move strings.
            const hint = /^(\d+\.|[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](=[QRBN])?[+#]?|O-O(-O)?)$/.test(m) ? " (data-moves takes move strings such as e2e4 g1f3, separated by spaces)" : "";
            throw new Error(`move ${i + 1} "${m.slice(0, 24)}": ${errorText(e)}${hint}`);
          }
        }
      }
      this.lastMove = this.lastMoveNow();
    }
  }

  /** Builds the board's elements in its element (replacing what it held) and draws it: the part
   *  of mounting that no setting can make fail, so that `mount` keeps a board the element holds
   *  until the new one's settings have all been read. */
  build() {
    const element = this.el;
    const cfg = this.cfg;
    element.replaceChildren();
    element.classList.add("fairyboard");
    this.wrap = document.createElement("div");
    this.wrap.className = "fairyboard-board";
    this.canvas = document.createElement("canvas");
    // A static board is a picture: not a stop of the keyboard's Tab.
    if (cfg.mode === "static") this.canvas.setAttribute("role", "img");
    else {
      this.canvas.tabIndex = 0;
      this.canvas.setAttribute("role", "application");
    }
    this.wrap.appendChild(this.canvas);
    this.dropPiece = null;
    if (this.vinfo.drops) {
      // Pieces in hand, above and below the board (the side at the bottom has its hand below).
      this.handTop = document.createElement("div");
      this.handBottom = document.createElement("div");
      for (const h of [this.handTop, this.handBottom]) {
        h.className = "fairyboard-hand";
        h.setAttribute("role", "toolbar");
      }
      element.appendChild(this.handTop);
      element.appendChild(this.wrap);
      element.appendChild(this.handBottom);
    } else {
      element.appendChild(this.wrap);
    }
    this.renderer = new Renderer(this.canvas, cfg.variant);
    this.canvas.style.aspectRatio = String(this.renderer.aspect(cfg.coordinates));
    this.status = document.createElement("div");
    this.status.className = "fairyboard-status";
    this.status.setAttribute("aria-live", "polite");
    element.appendChild(this.status);
    if (cfg.caption) {
      const cap = document.createElement("div");
      cap.className = "fairyboard-caption";
      cap.textContent = cfg.caption;
      element.appendChild(cap);
    }
    if (cfg.legend) {
      // What the lettered tokens are (data-legend): a button per type, its move diagram on click.
      this.legendEl = document.createElement("div");
      this.legendEl.className = "fairyboard-legend";
      element.appendChild(this.legendEl);
    }
    if (cfg.playable) {
      const a = document.createElement("a");
      a.className = "fairyboard-play-link";
      // Its address is set by the first refresh, below (the position and the language known).
      this.playLink = a;
      element.appendChild(a);
    }
    this.applyLang();
    if (cfg.mode !== "static") this.attachInput();
    // Redraw when the canvas box changes size; its first report (the size the board was just drawn
    // at) draws nothing, so a page of many boards draws each one once.
    this.resizeObserver = new ResizeObserver(() => {
      if (this.canvas.clientWidth !== this.drawnSize?.[0] || this.canvas.clientHeight !== this.drawnSize?.[1]) this.draw();
    });
    this.resizeObserver.observe(this.canvas);
    if (cfg.select) this.selected = cfg.select;
    if (cfg.clock && this.cfg.mode === "play") this.setClock(cfg.clock);
    this.refresh();
  }

  // ---- public API ---------------------------------------------------------------------------

  /** The position as the viewer may know it (all of it unless the game hides information); a
   *  one-piece move diagram's: its piece alone on its square. */
  fen() {
    const lone = this.lonePiece();
    if (lone) {
      // (Kept: the status line writes it into data-position at every refresh.)
      const key = `${lone.piece} ${lone.square}`;
      if (this.loneFen?.key !== key) this.loneFen = { key, fen: diagramFen(this.variant, lone.piece, lone.square) };
      return this.loneFen.fen;
    }
    // What the viewer may know: under hidden information its view (nothing behind the hand-over
    // screen), all of it once the game is over; elsewhere what the side to move knows (the same
    // as the whole position, except where a game keeps something secret from both, as Chex the
    // order of its piles).
    if (this.hidesInfo && !this.hidden) return this.game.fen();
    const knower = this.knower();
    if (knower === NOBODY) return "";
    return this.game.fenSeenBy(knower ?? this.game.turn());
  }

  notations() {
    return this.hidden ? ["coordinates"] : this.game.notations();
  }

  /** The notation the board's own texts (status line, computer's report) write moves in: one of
   *  notations(); the move list's choice, so that both say a move the same way. */
  notation() {
    const offered = this.notations();
    return offered.includes(this.notationChoice) ? this.notationChoice : offered[0];
  }

  /** Refuses a style the game does not offer, naming the call. */
  needNotation(style, call) {
    const offered = this.notations();
    if (!offered.includes(style)) throw new Error(`${call}: bad notation ${typeof style === "string" ? `"${style.slice(0, 20)}"` : style === null ? "null" : typeof style} (this game offers ${offered.join(", ")})`);
  }

  /** Sets notation() ("san", "shogi", "kif", "wxf", "chinese", "labels", "coordinates"; null: the game's
   *  own, the first of notations()); a style this game does not offer throws, and nothing changes. */
  setNotation(style) {
    if (style !== null && (typeof style !== "string" || !this.notations().includes(style))) {
      throw new Error(`setNotation: bad notation "${String(style).slice(0, 20)}" (this game offers ${this.notations().join(", ")})`);
    }
    this.notationChoice = style;
    this.sayMoveAgain(false);
    this.refresh();
  }

  /** The moves written in `style`, one of notations(); another style throws. */
  historyAs(style) {
    this.needNotation(style, "historyAs");
    return this.hidden || style === "coordinates" ? this.history() : this.game.historyAs(style);
  }

  /** What the tokens print: "kanji" (shogi's and xiangqi's characters) or "letters"; null: the
   *  variant's own choice. */
  setPieceLabels(labels) {
    if (labels !== null && !["kanji", "letters"].includes(labels)) throw new Error(`bad piece labels "${String(labels).slice(0, 20)}" (kanji or letters)`);
    this.pieceLabels = labels;
    this.refresh();
  }

  /** The position the record starts from, as the viewer may know it. */
  startPosition() {
    return this.hidden ? this.cfg.fen ?? null : this.game.startPosition() ?? null;
  }

  /** Every move played and those redo would replay (newest last), and how many are shown. */
  line() {
    const played = this.history();
    return { moves: [...played, ...[...this.redoStack].reverse()], ply: played.length };
  }

  /** The whole line, the moves taken back (which redo replays) included, as the move list writes
   *  it: {moves: written in `style` (SAN with the piece letters of the board's language), turns:
   *  [{side, moves}], ply}; `ply` moves are played. */
  lineAs(style) {
    this.needNotation(style, "lineAs");
    const ply = this.game.ply();
    const shown = (moves) => moves.map((m) => this.inLang(m, style));
    if (!this.redoStack.length || this.hidden) return { moves: shown(this.historyAs(style)), turns: this.historyTurns(), ply };
    const g = this.lineGame();
    try {
      return { moves: shown(style === "coordinates" ? g.history() : g.historyAs(style)), turns: g.historyTurns(), ply };
    } finally {
      g.free();
    }
  }

  /** A move written in `style` as the reader reads it: SAN with the piece letters of the board's
   *  language (Hungarian Hf3 for Nf3), where the variant's pieces allow (i18n.js sanLetters). */
  inLang(text, style) {
    if (style !== "san" || this.hidden) return text;
    if (this.sanFor !== this.lang) {
      this.sanFor = this.lang;
      this.sanMap = sanLetters(this.variant, this.vinfo.pieces, this.lang);
    }
    return localSan(text, this.sanMap);
  }

  /** A promotion's suffix (`q`) as the chooser shows it: the piece letter of the move list where it
   *  writes SAN in the board's language's letters (Russian Ф), else the move string's. */
  promotionLetter(promo) {
    if (this.notation() !== "san") return promo;
    const local = this.inLang(promo.toUpperCase(), "san");
    return local !== promo.toUpperCase() ? local : promo;
  }

  /** A game of the whole line (the moves taken back played again), for writing it; the caller
   *  frees it. */
  lineGame() {
    const g = new Game(this.variant, this.game.startPosition() ?? undefined);
    try {
      for (const m of this.line().moves) g.play(m);
    } catch (e) {
      g.free();
      throw e;
    }
    return g;
  }

  /** Goes to the position after `ply` moves of the line, taking moves back or playing again the
   *  moves taken back; returns the number of moves played then. */
  goTo(ply) {
    if (!Number.isInteger(ply) || ply < 0) throw new Error(`bad ply ${String(ply).slice(0, 20)} (a whole number from 0)`);
    const length = this.line().moves.length;
    if (ply > length) throw new Error(`ply ${ply} is past the line's ${length} moves`);
    const was = this.game.ply();
    while (this.game.ply() > ply && this.undo() !== undefined);
    while (this.game.ply() < ply && this.redo() !== undefined);
    const now = this.game.ply();
    // Browsing back shows a position of the game, not a take-back: the status names the move
    // that led to it (as browsing forward does), or the start.
    if (now < was && !this.hidden) this.announce(this.shownPositionText(now));
    return now;
  }

  /** The status line's words for the position after `ply` moves of the line: "The position after
   *  12. Nf3." or "The start position." */
  shownPositionText(ply) {
    if (ply === 0) return this.t("status.browsedStart");
    const line = this.lineAs(this.notation());
    // Numbered as the move list numbers its rows: a row for each first side's turn.
    let row = 0;
    let n = 0;
    for (const turn of line.turns) {
      if (row === 0 || turn.side === "white") row++;
      n += turn.moves.length;
      if (n >= ply) return this.t("status.browsedTo", { move: `${row}${turn.side === "white" ? "." : "…"} ${line.moves[ply - 1]}` });
    }
    return this.t("status.browsedStart");
  }

  /** A note under the board that stays until the next one (a saved game that could not be restored). */
  note(text) {
    this.noteEl ??= this.el.appendChild(Object.assign(document.createElement("p"), { className: "fairyboard-note" }));
    this.noteEl.textContent = text;
  }

  /** The board as drawn, as a PNG data URL. */
  toPNG() {
    // At the screen's pixel ratio, also where the board is far out of view (drawn at
    // `FAR_RESOLUTION` meanwhile).
    const sharp = this.sharp;
    this.sharp = true;
    this.draw();
    const png = this.canvas.toDataURL("image/png");
    if (!sharp) {
      this.sharp = false;
      this.draw();
    }
    return png;
  }

  /** The board as drawn, as SVG text: the renderer draws the same view into an SVG recorder
   *  (www/svg-context.js), so pieces and lines stay vector paths. */
  toSVG() {
    const w = this.canvas.clientWidth || 480;
    const h = this.canvas.clientHeight || w;
    const { canvas, context } = svgCanvas(w, h);
    const r = new Renderer(canvas, this.variant);
    try {
      const size = this.game.boardSize();
      if (size) r.resize(size[0], size[1]);
      withRecordedPaths(() => r.draw(this.view()));
    } finally {
      r.free();
    }
    return context.toString();
  }

  /** Whether the board is drawn with Black at the bottom: as flipped (`flip`), and turned round
   *  again for Black's own view when two people share one screen under hidden information (each
   *  player sees their own side at the bottom). */
  seenFlipped() {
    // Under hidden information Black's own view (at the screen in turn, or set: against the
    // computer playing White) is drawn from Black's side.
    // The last view stays the way round it was when the game ends and everything shows.
    const own = this.hidesInfo && this.cfg.mode === "play" && this.viewSide() === "black";
    return this.flipped !== own;
  }

  /** The English name of the variant's royal piece ("General" in xiangqi), or "King". */
  royalName() {
    return this.vinfo.pieces.find((p) => p.royal)?.name ?? "King";
  }

  /** The side whose view is shown under hidden information; null where nothing is hidden. */
  viewer() {
    return this.hidden ? this.viewSide() : null;
  }

  /** The side whose view the view setting picks: a side, or ("turn") the side to move; once the
   *  game is over, the side at the screen when it ended (the one whose move ended it). */
  viewSide() {
    if (this.viewSetting !== "turn") return this.viewSetting;
    if (this.hidden || this.uiOutcome) return this.game.turn();
    return this.game.historyTurns().at(-1)?.side ?? this.game.turn();
  }

  /** The side whose knowledge the page may hold (the FEN, the move list): the viewer's; behind the
   *  hand-over screen nobody's (NOBODY): the screen passes between the two people, so neither the
   *  side that just moved nor the next one may be shown anything the other must not see. */
  knower() {
    if (!this.hidden) return null;
    return this.covered ? NOBODY : this.viewer();
  }

  /** The side whose view the board shows now: null behind the hand-over screen or where the game
   *  hides nothing. */
  shownSide() {
    return this.covered ? null : this.viewer();
  }

  /** Two people at one screen (hidden information, the view following the turn): when a change
   *  (a move, a take-back, a loaded position) gives the board to another side than `shown` (the side
   *  shown before it), the hand-over screen covers the board until that side asks for it. A game
   *  that is over hides nothing more. */
  handOver(shown) {
    if (!this.hidden || this.viewSetting !== "turn" || this.cfg.mode !== "play" || this.covered) return;
    if (this.viewer() === shown || this.outcome()) return;
    this.covered = true;
    // Who is at the screen behind it: the side that was shown (the one that just moved).
    this.holder = shown;
  }

  /** Shows the board as `side` sees it ("white", "black"), or as the side to move sees it ("turn"). */
  setView(side) {
    if (!["white", "black", "turn"].includes(side)) throw new Error(`bad view "${String(side).slice(0, 20)}" (white, black or turn)`);
    this.viewSetting = side;
    this.covered = false;
    this.refresh();
  }

  /** The moves grouped into turns, the other side's hidden moves written "?". */
  historyTurns() {
    const turns = this.game.historyTurns();
    const v = this.knower();
    return v ? turns.map((t) => (t.side === v ? t : { ...t, moves: t.moves.map(() => "?") })) : turns;
  }

  legalMoves(square) {
    // A cell's name or its label on the board (shogi's 7g); anything else is an error.
    if (square !== undefined) square = this.squareArg(square, "legalMoves");
    // A game that has ended (resigned, agreed, timed out, or by a rule: a draw by material or
    // repetition) has no moves left; a diagram still shows its pieces' moves.
    if (this.uiOutcome || (this.cfg.mode === "play" && this.game.outcome())) return [];
    // A one-piece move diagram has no game behind it: its piece's moves are the targets drawn.
    const lone = this.lonePiece();
    if (lone) return square === undefined || square === lone.square ? this.targets().targets.map((t) => `${lone.square}${t.square}`) : [];
    if (this.hidden) return [...new Set((square === undefined ? this.allActions() : this.actionsFrom(square)).map((a) => a.move))].sort();
    return square === undefined ? this.game.legalMoves() : this.game.legalMoves(square);
  }

  outcome() {
    return this.uiOutcome ?? this.game.outcome();
  }

  /** Whether the board hides information now: in a game that hides it (dark chess) while the game
   *  goes on. A game that is over shows everything, as lichess and pychess do: the whole board,
   *  every move, the record. */
  get hidden() {
    return this.hidesInfo && !this.outcome();
  }

  /** The outcome as one sentence in the board's language ("Red wins — checkmate."), or null while
   *  the game goes on. */
  outcomeText() {
    if (this.uiOutcome) return describeOutcome(this.uiOutcome, this.sideNames, this.lang);
    const english = this.game.outcomeText() ?? null;
    return english === null ? null : translateOutcome(this.outcome(), english, this.sideNames, this.lang);
  }

  /** Switches the UI's language (an unknown one falls back to English) and rewrites the texts. */
  setLang(lang) {
    this.lang = normalizeLang(lang);
    this.langChosen = true;
    this.sayMoveAgain(true);
    this.applyLang();
    if (this.cover) {
      this.cover.remove();
      this.cover = null;
    }
    this.refresh();
  }

  /** The piece types a reader needs named, as drawn now: those whose tokens print letters or
   *  characters, or whose chess picture moves otherwise (the Trojan rook), of the pieces on the
   *  board or in hand and the types they may promote to; with their names in the board's language
   *  and their Betza: [{token, text, characters, name, betza}]. */
  legend() {
    let list = [];
    try {
      list = this.renderer.lettered();
    } catch {
      return [];
    }
    const hands = this.game.hands();
    const here = new Set([...this.piecesShown(), ...hands.white, ...hands.black].map((p) => p.piece.toLowerCase()));
    const targets = new Set(this.vinfo.promotionTargets ?? []);
    const named = (token) => here.has(token) || targets.has(token) || (token.startsWith("+") && here.has(token.slice(1)));
    return list.filter(({ token }) => named(token)).map(({ token, text, characters }) => {
      const p = this.vinfo.pieces.find((q) => q.token === token);
      return { token, text, characters, name: p ? translatePiece(this.variant, p.token, p.name, this.lang) : text, betza: p?.betza ?? "" };
    });
  }

  /** The cell nearest the board's middle (where a legend's move diagram puts its piece). */
  middleCell() {
    const cells = this.game.cells();
    const mx = cells.reduce((a, c) => a + c.x, 0) / cells.length;
    const my = cells.reduce((a, c) => a + c.y, 0) / cells.length;
    let best = cells[0];
    for (const c of cells) if (Math.hypot(c.x - mx, c.y - my) < Math.hypot(best.x - mx, best.y - my) - 1e-9) best = c;
    return best?.name;
  }

  /** Rebuilds the data-legend list (after the language or the labels changed). */
  drawLegend() {
    if (!this.legendEl) return;
    const entries = this.legend();
    const key = JSON.stringify([this.lang, entries]);
    if (this.legendKey === key) return;
    this.legendKey = key;
    this.legendEl.replaceChildren();
    this.legendEl.hidden = entries.length === 0;
    if (!entries.length) return;
    const list = document.createElement("ul");
    list.setAttribute("aria-label", this.t("board.legend"));
    // One stop of the keyboard's Tab for the whole legend (a toolbar: the arrow keys, Home and End
    // move among its buttons), not one per piece: a page of many legends stays quick to cross.
    list.setAttribute("role", "toolbar");
    for (const e of entries) {
      const li = document.createElement("li");
      li.setAttribute("role", "none");
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.token = e.token;
      b.title = this.t("board.legendItem", { piece: e.name });
      b.setAttribute("aria-pressed", String(this.legendOpen === e.token));
      // Characters as the token's picture (from the shipped outlines; fonts may lack them), made
      // once the page is idle: a page of many boards draws them all first (article 003's setups
      // have some 200 such icons).
      if (e.characters) {
        // An image, not a canvas: the board's element keeps one canvas, the board's.
        const icon = document.createElement("img");
        icon.className = "fairyboard-legend-icon";
        icon.alt = "";
        b.appendChild(icon);
        const variant = this.variant;
        whenIdle(() => {
          try {
            icon.src = pieceImage(variant, e.token.toUpperCase(), 24);
          } catch {
            icon.replaceWith(e.text);
          }
        });
      } else {
        const code = document.createElement("b");
        code.textContent = e.text;
        b.appendChild(code);
      }
      b.append(` ${e.name}`);
      b.addEventListener("click", () => {
        rove(buttons.indexOf(b));
        this.showLegendDiagram(this.legendOpen === e.token ? null : e.token);
      });
      li.appendChild(b);
      list.appendChild(li);
    }
    const buttons = [...list.querySelectorAll("button")];
    const rove = (i) => buttons.forEach((b, k) => (b.tabIndex = k === i ? 0 : -1));
    rove(Math.max(0, entries.findIndex((e) => e.token === this.legendOpen)));
    list.addEventListener("keydown", (ev) => {
      const i = buttons.indexOf(document.activeElement);
      const step = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: buttons.length - 1 }[ev.key];
      if (i < 0 || step === undefined) return;
      const j = (step + buttons.length) % buttons.length;
      rove(j);
      buttons[j].focus();
      ev.preventDefault();
    });
    this.legendEl.appendChild(list);
    this.legendDiagramEl = document.createElement("div");
    this.legendDiagramEl.className = "fairyboard-legend-diagram";
    this.legendEl.appendChild(this.legendDiagramEl);
    const open = this.legendOpen;
    this.legendOpen = null;
    if (open) this.showLegendDiagram(open);
  }

  /** Opens the move diagram of a lettered type (FEN token) under the legend, or closes it (null):
   *  a board in diagram mode with the piece alone near the middle. */
  async showLegendDiagram(token) {
    this.legendBoard?.destroy();
    this.legendBoard = null;
    this.legendOpen = token;
    for (const b of this.legendEl.querySelectorAll("button[data-token]")) b.setAttribute("aria-pressed", String(b.dataset.token === token));
    const host = this.legendDiagramEl;
    host.replaceChildren();
    if (!token) return;
    const entry = this.legend().find((e) => e.token === token);
    const title = document.createElement("p");
    title.textContent = this.t("board.legendDiagram", { piece: entry?.name ?? token });
    const close = document.createElement("button");
    close.type = "button";
    close.className = "close";
    close.textContent = this.t("board.legendClose");
    close.addEventListener("click", () => this.showLegendDiagram(null));
    title.append(" ", close);
    const el = document.createElement("div");
    host.append(title, el);
    this.legendBoard = await mount(el, { variant: this.variant, mode: "diagram", piece: token.toUpperCase(), square: this.middleCell(), lang: this.lang, marks: this.marks, squareNames: this.squareNames });
  }

  /** The board's fixed texts (its labels and the play link) in its language. */
  applyLang() {
    this.markLang();
    this.canvas.setAttribute("aria-roledescription", t("board.role", {}, this.lang));
    this.canvas.setAttribute("aria-label", t("board.label", { name: translateVariant(this.variant, this.vinfo.name, this.lang) }, this.lang));
    if (this.playLink) {
      this.playLink.textContent = t(this.linksToStart() ? "board.playVariant" : "board.playFromHere", {}, this.lang);
      // (A board being built gets its address at its first refresh.)
      if (this.playLink.hasAttribute("href")) this.playLink.href = this.playUrl();
    }
    if (this.clockBar) this.showClocks();
  }

  /** Marks the board's element with its language (`lang`) where the element would otherwise
   *  inherit another, so that screen readers read its words in their language; the element's own
   *  `lang`, if the page gave one, is put back where the two agree and when the board goes. */
  markLang() {
    if (this.pageLang === undefined) this.pageLang = this.el.getAttribute("lang");
    const inherited = this.pageLang ?? this.el.parentElement?.closest("[lang]")?.getAttribute("lang") ?? "en";
    if (normalizeLang(inherited) !== this.lang) this.el.setAttribute("lang", this.lang);
    else this.restoreLang();
  }

  /** The element's `lang` as the page gave it. */
  restoreLang() {
    if (this.pageLang === undefined) return;
    if (this.pageLang === null) this.el.removeAttribute("lang");
    else this.el.setAttribute("lang", this.pageLang);
  }

  /** A piece's kind as a sentence names it in the board's language, without its side ("king" in
   *  English and Hungarian, capitalised in Greek and Russian), or null for a token the variant
   *  lacks. */
  kindName(letter) {
    const p = this.vinfo.pieces.find((q) => q.token === letter.toLowerCase());
    if (!p) return null;
    const name = translatePiece(this.variant, p.token, p.name, this.lang);
    return this.lang === "en" || this.lang === "hu" ? name.toLowerCase() : name;
  }

  /** A message of the catalogue in the board's language. */
  t(key, params) {
    return t(key, params, this.lang);
  }

  /** A piece with its side in the board's language: "white queen" where the sides are White and
   *  Black, else with the game's own side name ("Sente bishop", "Red chariot"), as the rest of the
   *  board names the sides. */
  pieceName(letter) {
    const lower = this.kindName(letter);
    if (lower === null) return letter;
    const side = this.sideOf(letter);
    if (this.sideNames[0] !== "White" || this.sideNames[1] !== "Black") return this.t("piece.ofSide", { side: this.sideName(side), name: lower });
    return t(side === "white" ? "piece.white" : "piece.black", { name: lower }, this.lang);
  }

  history() {
    if (!this.hidden) return this.game.history();
    const knower = this.knower();
    if (knower === NOBODY) return this.game.history().map(() => "?");
    return this.game.historySeenBy(knower).map((m) => m ?? "?");
  }

  /** The moves as players write them, in the game's own notation (the first of notations(): SAN
   *  in the chess-like games, shogi's P-7f, WXF); under hidden information the viewer's record as
   *  history() gives it. */
  historyWritten() {
    return this.hidden ? this.history() : this.game.historyAs(this.game.notations()[0]);
  }

  /** A legal move of the position shown, written as the move list writes it (the handle's
   *  `written`): the computer's report and hint say moves as players write them. */
  written(move) {
    needString(move, "written", "a move string such as e2e4");
    move = this.moveNamed(move);
    // (A move of a game the page ended, or under hidden information, is checked against the
    // board's own moves; else the engine checks it as it writes it.)
    if ((this.uiOutcome || this.hidden) && !this.legalMoves().includes(move)) throw new Error(`written: "${move.slice(0, 24)}" is not a legal move here`);
    if (this.hidden) return move;
    return this.writtenMove(move.slice(0, 64), this.game.fen(), true);
  }

  /** A move (canonical, played from the position `fen`) as the board's texts write it (notation():
   *  SAN "e4", shogi's "P-9f", WXF "C8=5", or the move string), for the status line; the move string
   *  itself where the game cannot write it. `strict`: a move that is not legal there throws the
   *  engine's error instead. Asked of a scratch game from that position: the move need not be in
   *  the game's record (a hint, the computer's report; the move just played is `lastMoveWritten`'s). */
  writtenMove(move, fen, strict = false) {
    const style = this.notation();
    let g = null;
    try {
      g = new Game(this.variant, fen);
    } catch {
      return move;
    }
    try {
      try {
        g.play(move);
      } catch (e) {
        if (strict) throw new Error(`${move} is not a legal move here (${errorText(e)})`);
        return move;
      }
      if (style === "coordinates") return move;
      try {
        const written = g.historyAs(style)[0];
        return written ? this.inLang(written, style) : move;
      } catch {
        return move;
      }
    } finally {
      g.free();
    }
  }

  /** The game's last move `played` (from the position `from`) as `writtenMove` writes it: taken
   *  from the record as written in notation() (kept between moves, not written again), or written
   *  from `from` where the record writes a move after the one before it (KIF's 同). */
  lastMoveWritten(played, from) {
    const style = this.notation();
    if (style === "coordinates") return played;
    if (style === "kif" || this.game.history().at(-1) !== played) return this.writtenMove(played, from);
    try {
      const written = this.game.historyAs(style).at(-1);
      return written ? this.inLang(written, style) : played;
    } catch {
      return played;
    }
  }

  /** The game's record as PGN (`tags` {name: value}, `comments` [{ply, text}]); a game with
   *  hidden information gives its record only once it is over. */
  pgn(tags = {}, comments = []) {
    if (this.hidden && !this.outcome()) throw new Error("the record of a game with hidden information is shown when the game is over");
    // The record is the whole line: moves taken back (which redo replays) stay in it.
    const length = this.line().moves.length;
    const past = Array.isArray(comments) ? comments.find((c) => Number(c?.ply) > length) : undefined;
    if (past) throw new Error(`comments: ply ${past.ply} is past the game's ${length} moves`);
    let text;
    if (this.redoStack.length && !this.hidden) {
      const g = this.lineGame();
      try {
        checkTags(tags, pgnResult(this.uiOutcome ?? g.outcome()));
        text = g.pgn(tags, comments);
      } finally {
        g.free();
      }
    } else {
      checkTags(tags, pgnResult(this.outcome()));
      text = this.game.pgn(tags, comments);
    }
    const o = this.uiOutcome;
    if (o) {
      // An ending the page decided (resignation, agreement, time): the result and the reason.
      const result = pgnResult(o);
      text = text.replace(/\[Result "\*"\]/, `[Result "${result}"]\n[Termination "${PGN_TERMINATION[o.reason] ?? "normal"}"]`).replace(/ \*\n$/, ` ${result}\n`).replace(/^\*\n$/m, `${result}\n`);
    } else if (["1-0", "0-1", "1/2-1/2"].includes(tags?.Result) && !this.outcome()) {
      // A result given for a game the board has not ended (a loaded record's): the movetext too.
      text = text.replace(/ \*\n$/, ` ${tags.Result}\n`).replace(/^\*\n$/m, `${tags.Result}\n`);
    }
    return text;
  }

  /** The record as KIF, the format of Japanese shogi software (shogi and minishogi; throws for
   *  other games, or where the module writes no KIF); an ending the page decided (a resignation,
   *  a fallen flag) or a decisive Result tag its moves do not reach (a loaded record's resignation)
   *  closes it as KIF writes one. */
  kif(tags = {}) {
    if (typeof this.game.kif !== "function") throw new Error(`no KIF record of ${this.variant}: the module writes none`);
    checkTags(tags, pgnResult(this.outcome()), "kif");
    let text = this.game.kif(tags);
    // An ending decided on the page (a resignation, a flag), or a loaded record's decisive result
    // its moves do not reach (the Result tag: KIF's 投了).
    const recorded = !this.game.outcome() && { "1-0": "white", "0-1": "black" }[tags?.Result];
    const o = this.uiOutcome ?? (recorded ? { reason: "resignation", winner: recorded } : null);
    const word = { resignation: "投了", timeout: "切れ負け" }[o?.reason];
    if (word && o.winner) {
      const n = this.game.ply();
      text += `${String(n + 1).padStart(4)} ${word}\nまで${n}手で${o.winner === "white" ? "先手" : "後手"}の勝ち\n`;
    }
    return text;
  }

  turn() {
    return this.game.turn();
  }

  /** A move as the engine names it: one written with the board's labels (shogi's 7g7f, as
   *  play() and data-moves take it) in the cells' own names where it is not a legal move as it
   *  stands. */
  moveNamed(move) {
    if (this.legalMoves().includes(move)) return move;
    const named = this.fromLabels(move);
    return named && this.legalMoves().includes(named) ? named : move;
  }

  /** A move written with the board's labels (shogi's 7g7f, P*5e) in the cells' own names, or null
   *  where it names no labelled cells (fromLabels over the board's cells, listed once). */
  fromLabels(move) {
    return fromLabels(move, (this.configCells ??= this.game.cells()));
  }

  /** Plays a move string (e.g. "e2e4", "e7e8q"); throws on an illegal move (nothing changes). */
  play(move) {
    needString(move, "play", "a move string such as e2e4");
    // A one-piece move diagram: its piece goes to one of the targets legalMoves() lists (as a click
    // puts it on a cell), and the diagram is drawn from there.
    const lone = this.lonePiece();
    if (lone) {
      if (!this.legalMoves().includes(move)) throw new Error(`illegal move '${move.slice(0, 24)}': not one of this diagram's targets from ${lone.square}`);
      this.diagramSquare = move.slice(lone.square.length);
      this.announce(this.t("status.diagramPiece", { piece: this.diagramPiece, square: this.diagramSquare }));
      this.refresh();
      this.emit("select", { square: this.diagramSquare });
      return move;
    }
    if (this.outcome()) throw new Error("the game is over");
    const before = this.game.turn();
    const from = this.game.fen();
    let played;
    try {
      played = this.game.play(move);
    } catch (e) {
      // A move written with the board's labels (shogi's 7g7f, as data-moves takes it).
      const named = this.fromLabels(move);
      if (!named || named === move) throw e;
      try {
        played = this.game.play(named);
      } catch {
        // (Refused also in the cells' own names: said as the caller wrote it.)
        throw e;
      }
    }
    this.closeChooser();
    this.redoStack = [];
    this.afterMove(played, before, false, from);
    return played;
  }

  /** Whether `undo` would take back a move: not at the start, and not the other side's hidden move
   *  between two people at one screen (see `othersHiddenMove`). */
  canUndo() {
    if (this.flagStays()) return false;
    if (this.uiOutcome && this.uiOutcome.reason !== "timeout") return true;
    return this.game.canUndo() && !this.othersHiddenMove();
  }

  /** The side whose hidden move the last one is, where the person at the screen is the other side:
   *  two people at one screen (hidden information, the view following the turn, the game going on)
   *  and the board handed over to the side to move. Only the mover may take a hidden move back,
   *  before the hand-over (behind the hand-over screen), and no move before it; else null. */
  othersHiddenMove() {
    if (!this.hidden || this.viewSetting !== "turn" || this.cfg.mode !== "play" || this.outcome()) return null;
    const last = this.game.historyTurns().at(-1);
    // Behind the hand-over screen, the side that moved last is at the screen (`handOver`).
    const atScreen = this.covered ? this.holder : this.viewer();
    return last && last.side !== atScreen ? last.side : null;
  }

  /** Whether a fallen flag would stay fallen after a take-back: the clock has no earlier times to
   *  give back (set or restored since the last move), so a take-back would resume a game the side
   *  to move has lost on time. */
  flagStays() {
    return this.uiOutcome?.reason === "timeout" && !(this.clock?.marks.length > 1);
  }

  /** Whether `redo` would play a move again (one taken back, and no other move played since). */
  canRedo() {
    return this.redoStack.length > 0;
  }

  undo() {
    this.closeChooser();
    if (this.flagStays()) {
      this.announce(this.t("status.undoFlag"));
      return undefined;
    }
    // A game the players ended (resignation, agreement, a claimed draw) goes on again, every move
    // kept: the ending is what is taken back (a fallen flag stays; the time is gone).
    if (this.uiOutcome && this.uiOutcome.reason !== "timeout") {
      this.uiOutcome = null;
      // The side to move's clock runs again (from the time it had at the end).
      const c = this.clock;
      if (c) {
        c.running = this.clockStarted() ? this.game.turn() : null;
        c.since = performance.now();
      }
      this.announce(this.t("status.resumed"));
      this.emit("refresh", {});
      this.refresh();
      return undefined;
    }
    const other = this.othersHiddenMove();
    if (other) {
      this.announce(this.t("status.undoHidden", { side: this.sideName(other) }));
      return undefined;
    }
    // Behind the hand-over screen, the side at the screen is the one that moved (`handOver`).
    const shown = this.covered ? this.holder : this.shownSide();
    // A bughouse board whose match last moved on the partner board: that move goes back first.
    if (!this.game.canUndo() && this.game.ply() && !this.outcome()) {
      this.announce(this.t("status.undoElsewhere"));
      return undefined;
    }
    const m = this.game.undo();
    if (m === undefined) return undefined;
    // The mover took its own move back behind the hand-over screen: it is its turn again, and it
    // is at the screen.
    if (this.covered && this.game.turn() === this.holder) this.covered = false;
    this.redoStack.push(m);
    this.uiOutcome = null;
    this.drawOffer = null;
    this.hint = null;
    this.clockAfterUndo();
    const h = this.game.history();
    this.lastMove = this.lastMoveNow();
    this.selected = null;
    this.dropPiece = null;
    this.handOver(shown);
    // Moves taken back together (against the computer: its reply and the person's move) are said
    // together.
    if (!this.undoRun) {
      this.undoRun = [];
      queueMicrotask(() => (this.undoRun = null));
    }
    this.undoRun.unshift(this.hidden ? null : this.writtenMove(m, this.game.fen()));
    this.announce(this.undoneText(this.undoRun));
    this.emit("undo", { move: m, fen: this.fen() });
    this.refresh();
    return m;
  }

  /** What was taken back, for the status line: the moves (in the order they were played), or
   *  how many where there are more than two or they are hidden. */
  undoneText(moves) {
    if (moves.length === 1) return moves[0] === null ? this.t("status.tookBackHidden") : this.t("status.tookBack", { move: moves[0] });
    if (moves.length === 2 && !moves.includes(null)) return this.t("status.tookBackTwo", { first: moves[0], second: moves[1] });
    // A turn of several moves (progressive chess) is named move by move, unless it is long or hidden.
    if (moves.length <= MAX_NAMED_TAKEBACK && !moves.includes(null)) return this.t("status.tookBackList", { moves: moves.slice(0, -1).join(", "), last: moves[moves.length - 1] });
    return this.t("status.tookBackMany", { n: moves.length });
  }

  redo() {
    const m = this.redoStack.pop();
    if (m === undefined) return undefined;
    const before = this.game.turn();
    const from = this.game.fen();
    const played = this.game.play(m);
    this.afterMove(played, before, true, from);
    return played;
  }

  /** Loads a FEN; throws on a bad one (nothing changes). */
  setPosition(fen) {
    needString(fen, "setPosition", "a FEN");
    const shown = this.shownSide();
    this.game.setFen(fen);
    this.resetState();
    this.handOver(shown);
    this.refresh();
    this.emit("position", { fen: this.fen() });
    // A position where the game is over (a mate set up): as when a move ends it.
    const o = this.outcome();
    if (o) this.emit("end", o);
  }

  newGame() {
    if (this.cfg.game) throw new Error("this board's game belongs to the page (a bughouse match): start a new match there");
    const shown = this.shownSide();
    // A start dealt at random deals another (as the playground's New game does).
    if (this.cfg.start === "random" && this.vinfo.startCount > 1) this.cfg.startFen = startFen(this.variant, String(Math.floor(Math.random() * this.vinfo.startCount)));
    this.game = guardedGame(this.variant, this.cfg.mode === "play" ? this.cfg.startFen : this.cfg.fen ?? this.cfg.startFen);
    // A one-piece diagram's piece stands on its square again.
    this.diagramPiece = this.cfg.piece ?? null;
    this.diagramSquare = this.cfg.square ?? null;
    this.resetState();
    this.handOver(shown);
    this.refresh();
    this.emit("position", { fen: this.fen() });
  }

  flip() {
    this.flipped = !this.flipped;
    this.refresh();
  }

  /** Selects a square (a cell's name; shows its targets) or clears the selection with null. */
  select(square) {
    this.selected = square ?? null;
    this.refresh();
  }

  /** Diagram mode: shows `piece` (FEN letter) alone on an empty board at `square`; a bad piece or
   *  square throws (nothing changes), as does a board not in diagram mode. */
  setDiagram(piece, square) {
    if (this.cfg.mode !== "diagram") throw new Error(`setDiagram: only a diagram board shows a lone piece (this board is in ${this.cfg.mode} mode)`);
    needString(piece, "setDiagram", "a piece letter such as N");
    // Without a square, the piece stands on the board's middle cell (as a diagram mounted without one).
    const cell = square === undefined ? this.middleCell() : this.squareArg(square, "setDiagram");
    // The engine's own check of the piece and the cell (throws "'Z' is not a piece of …").
    diagramTargets(this.variant, piece, cell);
    this.diagramPiece = piece;
    this.diagramSquare = cell;
    this.selected = null;
    this.refresh();
  }

  resign(side = this.game.turn()) {
    this.needGame("resign");
    if (side !== "white" && side !== "black") throw new Error(`resign: expected "white" or "black", got ${typeof side === "string" ? `"${side.slice(0, 20)}"` : side === null ? "null" : typeof side}`);
    if (this.outcome()) return;
    this.uiOutcome = { winner: side === "white" ? "black" : "white", reason: "resignation" };
    this.finish();
  }

  /** Refuses a call that ends or times a game on a board that is no game (a diagram, a picture):
   *  moves may still be played there, as a page steps through a line. */
  needGame(call) {
    if (this.cfg.mode !== "play") throw new Error(`${call}: this board is a ${this.cfg.mode === "diagram" ? "diagram" : "picture"} (data-mode="${this.cfg.mode}"), not a game`);
  }

  /** Offers a draw for the side that has just moved (article 002 rule 13). */
  offerDraw() {
    this.needGame("offerDraw");
    if (this.outcome() || this.game.ply() === 0) return false;
    this.drawOffer = this.game.turn() === "white" ? "black" : "white";
    this.announce(this.t("status.offersDraw", { side: this.sideName(this.drawOffer) }));
    this.emit("drawoffer", { by: this.drawOffer });
    this.refresh();
    return true;
  }

  /** A draw the side to move may claim now ({reason, text}), or null: where the game's draws are
   *  claimed rather than automatic (FIDE's, the option claim_draws). */
  claimableDraw() {
    if (this.uiOutcome || this.hidden) return null;
    return this.game.claimableDraw?.() ?? null;
  }

  /** Claims the draw claimableDraw() names: the game ends drawn; false if there is none. */
  claimDraw() {
    this.needGame("claimDraw");
    const claim = this.claimableDraw();
    if (!claim) return false;
    this.uiOutcome = { winner: null, reason: claim.reason, words: claim.text };
    this.finish();
    return true;
  }

  /** Ends the game as the players had ended it before a reload (autosave's kept ending, checked
   *  there): the clocks stand still and the ending is said. */
  restoreEnding(o) {
    if (this.outcome()) return;
    this.uiOutcome = { winner: o.winner, reason: o.reason, ...(o.words ? { words: o.words } : {}) };
    this.finish();
  }

  acceptDraw() {
    this.needGame("acceptDraw");
    if (!this.drawOffer || this.outcome()) return false;
    this.uiOutcome = { winner: null, reason: "agreement" };
    this.finish();
    return true;
  }

  /** Chess clocks: "5+3" = 5 minutes each and 3 seconds added after every move made on the running
   *  clock (the clock starts once each side has moved: the first moves take no time and add none);
   *  null stops them.
   *  Set during a game, both sides start with the full time and the side to move's clock runs. */
  setClock(spec) {
    this.needGame("setClock");
    // Minutes+increment, or nothing (no clock); anything else changes nothing.
    if (spec !== null && !goodClock(spec)) throw new Error(`setClock: ${badClock(spec)}`);
    if (this.clock) clearInterval(this.clock.timer);
    this.clock = null;
    if (!spec) return this.refresh();
    const [min, inc] = spec.split("+").map(Number);
    const running = this.clockStarted() && !this.outcome() ? this.game.turn() : null;
    // `marks`: the times as each position since the clock was set arose (the last is the current
    // position's), so that a take-back gives the times back and a redo restores them; `redone`:
    // the marks of the moves taken back, for redo.
    const full = min * 60000;
    this.clock = { spec, white: full, black: full, inc: inc * 1000, running, paused: false, since: performance.now(), timer: null, marks: [{ white: full, black: full }], redone: [] };
    this.clock.timer = setInterval(() => this.tick(), 200);
    this.refresh();
  }

  /** The time the running clock has run since its time was last written down (none while paused). */
  clockElapsed() {
    const c = this.clock;
    return c && c.running && !c.paused ? performance.now() - c.since : 0;
  }

  /** Pauses (true) or resumes (false) the running clock; the next move resumes it too. False when
   *  there is nothing to pause: no clock, no clock running yet, or the game over. */
  pauseClock(paused) {
    const c = this.clock;
    if (!c || !c.running || this.outcome()) return false;
    if (paused && !c.paused) {
      c[c.running] -= this.clockElapsed();
      c.paused = true;
    } else if (!paused && c.paused) {
      c.paused = false;
    }
    c.since = performance.now();
    // The status line says so while it lasts.
    const note = this.t("clock.paused");
    if (c.paused) this.lastAnnouncement = note;
    else if (this.lastAnnouncement === note) this.lastAnnouncement = null;
    this.emit("clock", this.clockTimes());
    this.refresh();
    return true;
  }

  /** Whether the running clock is paused. */
  clockPaused() {
    return !!(this.clock?.running && this.clock.paused);
  }

  /** The side whose clock runs now, or null (no clock, not started yet, paused, the game over). */
  clockRunning() {
    const c = this.clock;
    return c?.running && !c.paused && !this.outcome() ? c.running : null;
  }

  /** The board's own clock line under the board (side, time, the running one marked, a pause
   *  button), for a clock set on a board mounted with `clockBar` (the default; the playground and
   *  the bughouse page show their clocks themselves). */
  showClocks() {
    const times = this.cfg.clockBar === false ? null : this.clockTimes();
    if (!times) {
      this.clockBar?.remove();
      this.clockBar = null;
      return;
    }
    if (!this.clockBar) {
      this.clockBar = document.createElement("div");
      this.clockBar.className = "fairyboard-clocks";
      for (const side of ["white", "black"]) {
        const span = document.createElement("span");
        span.className = "fairyboard-clock";
        span.dataset.side = side;
        this.clockBar.appendChild(span);
      }
      const pause = document.createElement("button");
      pause.type = "button";
      pause.className = "fairyboard-clock-pause";
      pause.addEventListener("click", () => this.pauseClock(!this.clockPaused()));
      this.clockBar.appendChild(pause);
      this.wrap.after(this.clockBar);
    }
    const names = translateSides(this.sideNames, this.lang);
    const c = this.clock;
    for (const span of this.clockBar.querySelectorAll(".fairyboard-clock")) {
      const side = span.dataset.side;
      span.textContent = `${names[side === "white" ? 0 : 1]} ${clockText(times[side])}`;
      span.classList.toggle("running", this.clockRunning() === side);
      span.classList.toggle("low", times[side] < 20000);
    }
    const pause = this.clockBar.querySelector("button");
    const paused = this.clockPaused();
    pause.textContent = this.t(paused ? "clock.resume" : "clock.pause");
    pause.setAttribute("aria-pressed", String(paused));
    pause.disabled = !c.running || !!this.outcome();
  }

  /** Sets the clocks' times ({white, black} in ms, as clockTimes() gives them: a kept game's);
   *  throws without a clock or on bad times (nothing changes). */
  setClockTimes(times) {
    const c = this.clock;
    if (!c) throw new Error("setClockTimes: no clock is set");
    const ok = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1e9;
    if (!times || !ok(times.white) || !ok(times.black)) throw new Error("setClockTimes: expected {white, black} in milliseconds");
    c.white = times.white;
    c.black = times.black;
    c.since = performance.now();
    this.showClocks();
    c.marks = [{ white: c.white, black: c.black }];
    c.redone = [];
    this.emit("clock", this.clockTimes());
  }

  /** The clocks after a take-back: the times as the position now shown arose, the side to move's
   *  clock running (none at the start of the game). */
  clockAfterUndo() {
    const c = this.clock;
    if (!c) return;
    if (c.marks.length > 1) {
      c.redone.push(c.marks.pop());
      Object.assign(c, c.marks[c.marks.length - 1]);
    } else {
      // Taken back past the moment the clock was set: the times stay as they are.
      c.redone = [];
      if (c.running) c[c.running] -= this.clockElapsed();
    }
    c.running = this.clockStarted() ? this.game.turn() : null;
    c.since = performance.now();
  }

  /** Whether the clock runs yet: once each side has moved (as on lichess, each side's first move
   *  is made before its clock runs), or with the first move (`clockStart: "first-move"`). */
  clockStarted() {
    if (this.cfg.clockStart === "first-move") return this.game.ply() > 0;
    return new Set(this.game.historyTurns().map((turn) => turn.side)).size > 1;
  }

  /** The clocks' times now, {white, black} in ms, or null without a clock. */
  clockTimes() {
    if (!this.clock) return null;
    const c = this.clock;
    const t = { white: c.white, black: c.black };
    if (c.running) t[c.running] = Math.max(0, t[c.running] - this.clockElapsed());
    return t;
  }

  /** Centre of a square in CSS pixels relative to the canvas: {x, y}. */
  squareCenter(square) {
    const [x, y] = this.renderer.squareCenter(square);
    return { x, y };
  }

  /** Calls `callback(detail)` on each `event` (one of EVENTS); returns the function that stops it
   *  (true if it was still listening). */
  on(event, callback) {
    if (!EVENTS.includes(event)) throw new Error(`on: unknown event ${typeof event === "string" ? `"${event.slice(0, 20)}"` : typeof event} (${EVENTS.join(", ")})`);
    if (typeof callback !== "function") throw new Error(`on: expected a function to call, got ${callback === null ? "null" : typeof callback}`);
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event).add(callback);
    return () => this.listeners.get(event)?.delete(callback);
  }

  destroy() {
    // Whoever follows the board (the computer's panel) lets go of it first.
    this.emit("destroy", null);
    this.stopOutside?.();
    this.legendBoard?.destroy();
    this.resizeObserver.disconnect();
    unwatch(this);
    if (this.clock) clearInterval(this.clock.timer);
    this.detach?.();
    this.game.free();
    this.renderer.free();
    this.el.replaceChildren();
    this.el.classList.remove("fairyboard");
    this.restoreLang();
    clearState(this.el);
    delete this.el.fairyboard;
    this.destroyed = true;
  }

  // ---- internals ---------------------------------------------------------------------------

  emit(event, data) {
    for (const cb of this.listeners.get(event) ?? []) {
      try {
        cb(data);
      } catch (e) {
        console.error(e);
      }
    }
  }

  /** Removes the chooser (or the warning) if one is open; the keyboard focus it held goes back to
   *  the board. */
  closeChooser() {
    if (!this.chooser) return;
    const focused = this.chooser.contains(document.activeElement);
    this.chooser.remove();
    this.chooser = null;
    this.stopOutside?.();
    this.stopOutside = null;
    if (focused && this.canvas.isConnected) this.canvas.focus({ preventScroll: true });
  }

  /** Closes the chooser without a move, as its Cancel button does: the piece stays, unselected. */
  cancelChoice() {
    this.closeChooser();
    this.select(null);
  }

  /** Shows a chooser (promotion, path, warning) over the board as a modal dialog, the way lichess
   *  does: focus on its first button, Escape or a press anywhere outside it cancels (that press
   *  does nothing else: the square under the dialog is not selected). */
  openChooser(box, square) {
    this.wrap.appendChild(box);
    this.chooser = box;
    if (square) this.placeChooser(box, square);
    // A tap's click comes after the tap that opened the chooser under the finger, and would land
    // on the button there: a pointer's click counts only after a press inside the chooser (a
    // keyboard's click, detail 0, always does).
    let pressed = false;
    box.addEventListener("pointerdown", () => (pressed = true));
    box.addEventListener(
      "click",
      (e) => {
        if (e.detail !== 0 && !pressed) {
          e.stopPropagation();
          e.preventDefault();
        }
      },
      true,
    );
    box.addEventListener("keydown", (e) => {
      // The arrow keys step through the choices (as Tab does), round from the last to the first.
      const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
      if (step) {
        const buttons = [...box.querySelectorAll("button:not(:disabled)")];
        const i = buttons.indexOf(document.activeElement);
        buttons[(i + step + buttons.length) % buttons.length]?.focus();
        e.preventDefault();
        e.stopPropagation();
        return;
      }
      if (e.key !== "Escape") return;
      e.preventDefault();
      e.stopPropagation();
      this.cancelChoice();
    });
    const outside = (e) => {
      if (box.contains(e.target)) return;
      // The press is the cancel; on the board it would also select what lies under the dialog.
      if (e.target === this.canvas) e.stopPropagation();
      this.cancelChoice();
    };
    document.addEventListener("pointerdown", outside, true);
    this.stopOutside = () => document.removeEventListener("pointerdown", outside, true);
  }

  /** Puts a chooser at the square it decides about, as lichess puts its promotion column on the
   *  promotion square: across the square's file (kept on the board), the first choice on the
   *  square and the others toward the board's middle, so the choice sits where the eye and the
   *  pointer already are. A chooser too big for that stays in the middle. */
  placeChooser(box, square) {
    let centre, half;
    try {
      centre = this.squareCenter(square);
      half = this.renderer.squareSize() / 2;
    } catch {
      return; // not a square of this board: the dialog stays centred
    }
    const c = this.canvas;
    const [w, h] = [c.clientWidth, c.clientHeight];
    box.classList.add("fairyboard-chooser-at");
    box.style.setProperty("--cell", `${2 * half}px`);
    const [bw, bh] = [box.offsetWidth, box.offsetHeight];
    if (!w || !h || bw > w || bh > h) {
      box.classList.remove("fairyboard-chooser-at");
      return;
    }
    const clamp = (v, lo, hi) => Math.min(Math.max(v, lo), hi);
    const left = clamp(centre.x - bw / 2, 0, w - bw);
    const down = centre.y < h / 2;
    const top = clamp(down ? centre.y - half : centre.y + half - bh, 0, h - bh);
    // The first choice (the strongest piece) on the square itself, the others toward the middle.
    if (!down) box.classList.add("fairyboard-chooser-up");
    box.style.left = `${c.offsetLeft + left}px`;
    box.style.top = `${c.offsetTop + top}px`;
    box.dataset.square = square;
  }

  resetState() {
    this.closeChooser();
    // What was said about the previous game or position no longer holds.
    this.lastAnnouncement = null;
    this.endingMove = null;
    this.selected = null;
    this.lastMove = [];
    this.redoStack = [];
    this.uiOutcome = null;
    this.drawOffer = null;
    this.userArrows = [];
    this.hint = null;
    if (this.clock) this.setClock(this.clock.spec);
  }

  /** After `played` by `mover` from the position `from` (FEN): clocks, marks, the status line, the
   *  hand-over screen, the "move" event. */
  afterMove(played, mover, redo, from) {
    if (this.clock) {
      const c = this.clock;
      const again = redo ? c.redone.pop() : undefined;
      if (again) {
        // A redo: the times as this position first arose (no second increment).
        Object.assign(c, again);
      } else {
        // The increment comes with a move made on the running clock: each side's first move (made
        // before the clock starts) adds none, as on lichess.
        if (c.running === mover) c[mover] += c.inc - this.clockElapsed();
        c.redone = [];
      }
      // A move made while the clock was paused starts it again.
      c.paused = false;
      c.marks.push({ white: c.white, black: c.black });
      c.running = this.clockStarted() ? this.game.turn() : null;
      c.since = performance.now();
    }
    this.lastMove = this.lastMoveNow(played);
    this.selected = null;
    this.hint = null;
    if (this.drawOffer && this.drawOffer !== mover) this.drawOffer = null;
    const text = this.movedText(played, mover, from, true);
    this.moveSaid = { played, mover, from, text };
    // Two people at one screen: cover the board until the next player is ready (the mover was
    // the side shown, unless the screen was already up).
    this.handOver(this.covered ? null : mover);
    this.announce(text);
    this.emit("move", { move: played, fen: this.fen(), redo });
    const o = this.outcome();
    // The move that ended the game stays said beside the result (`refresh`).
    this.endingMove = o ? { text, ply: this.game.ply() } : null;
    if (o) this.finish();
    else this.refresh();
  }

  /** What the last move's side lost of its own to the rules with it, as a sentence per rule
   *  (" Drowned in the river: white giraffe on a4."), or "". */
  lossesText() {
    const byCause = new Map();
    for (const l of this.game.lastLosses()) {
      const said = this.t("status.lostPiece", { piece: this.pieceName(l.piece), square: this.label(l.square) });
      byCause.set(l.cause, [...(byCause.get(l.cause) ?? []), said]);
    }
    return [...byCause].map(([cause, pieces]) => this.t(LOSS_SENTENCES[cause] ?? "status.lost", { pieces: pieces.join(", ") })).join("");
  }

  finish() {
    // The clocks stop as they stand: the side to move is charged its time so far.
    const c = this.clock;
    if (c) {
      Object.assign(c, this.clockTimes());
      c.running = null;
    }
    const o = this.outcome();
    this.announce(this.outcomeText());
    this.emit("end", o);
    this.refresh();
  }

  tick() {
    const c = this.clock;
    if (!c || !c.running || c.paused || this.outcome()) return;
    const t = this.clockTimes();
    if (t[c.running] <= 0) {
      c[c.running] = 0;
      const loser = c.running;
      const other = loser === "white" ? "black" : "white";
      // A game that keeps the flag itself (a bughouse board: the whole match ends) decides; else,
      // article 002 / FIDE: a flag fall is a draw if the opponent cannot mate at all.
      if (!this.game.timeOut(loser)) {
        this.uiOutcome = this.game.canMate(other) ? { winner: other, reason: "timeout" } : { winner: null, reason: "timeout" };
      }
      this.finish();
    }
    this.emit("clock", this.clockTimes());
    if (this.clockBar) this.showClocks();
  }

  announce(text) {
    this.lastAnnouncement = text;
    this.setStatus(text, text);
  }

  /** What the status line says of the move just played (`played` by `mover`, from the position
   *  `from`; `last`: the game's last move, as it is when just made), in the board's language and
   *  notation. */
  movedText(played, mover, from, last = false) {
    const written = this.hidden ? null : last ? this.lastMoveWritten(played, from) : this.writtenMove(played, from);
    let text = this.hidden ? this.t("status.movedHidden", { side: this.sideName(mover) }) : this.t("status.moved", { side: this.sideName(mover), move: written });
    // "Check." unless the move as written says it already (SAN's "+": "Rxi8+", not "Check." too).
    const saysCheck = this.notation() === "san" && /[+#]$/.test(written ?? "");
    if (this.game.inCheck() && !saysCheck) text += this.t("status.checkSentence");
    if (!this.hidden) text += this.lossesText();
    return text;
  }

  /** The status line says the last move again in the board's language and notation now, where it
   *  still says it (a language or a notation chosen since); another announcement in the old
   *  language is dropped (`otherGoes`). */
  sayMoveAgain(otherGoes) {
    const said = this.moveSaid;
    if (said && this.lastAnnouncement === said.text) {
      said.text = this.movedText(said.played, said.mover, said.from);
      this.lastAnnouncement = said.text;
    } else if (otherGoes) this.lastAnnouncement = null;
  }

  /** Says what was selected ("e2 selected, 2 moves."); the note goes with the selection. */
  announceSelection(text) {
    this.announce(text);
    this.selectionNote = text;
  }

  /** Drops the selection's note once nothing is selected (a second click on the piece, Escape,
   *  select(null)): it would tell of a selection that is gone. */
  forgetSelectionNote() {
    if (!this.selectionNote || this.selected || this.dropPiece) return;
    if (this.lastAnnouncement === this.selectionNote) this.lastAnnouncement = null;
    this.selectionNote = null;
  }

  /** Writes the status line: its whole `text` and the part of it that says what just happened
   *  (`event`, or null); tells the "status" listeners when it changed. */
  setStatus(text, event) {
    this.status.textContent = text;
    this.statusNow = { text, event: event || null };
    // One "status" event for what a call or click ends with: a move first says what was played,
    // then the refresh adds whose turn it is (said once the task's code has run).
    if (this.statusQueued) return;
    this.statusQueued = true;
    queueMicrotask(() => {
      this.statusQueued = false;
      const now = this.statusNow;
      if (this.destroyed || (this.statusSent?.text === now.text && this.statusSent?.event === now.event)) return;
      this.statusSent = now;
      this.emit("status", { ...now });
    });
  }

  /** The play link's address; `fen`: the board's position as `fen()` gives it, where known. */
  playUrl(fen) {
    // A game of partner boards is played as a match, on the bughouse page (from its start).
    const base = new URL(this.vinfo.partnerBoards ? "bughouse.html" : "index.html", import.meta.url);
    base.searchParams.set("variant", this.variant);
    // A variant the page defined goes with its definition.
    const ini = definitionOf(this.variant);
    if (ini) base.searchParams.set("ini", ini);
    const linked = this.linkedPosition(fen);
    if (linked) base.searchParams.set("fen", linked);
    // The reader goes on in the language chosen for the board (an article's language picker), else
    // in the one chosen on the playground before, else in the board's (an article's Greek,
    // Hungarian or Russian). English, the playground's own, needs saying only over a kept choice.
    const kept = storedLang();
    if ((this.lang !== "en" || kept !== null) && (this.langChosen || kept === null)) base.searchParams.set("lang", this.lang);
    return base.href;
  }

  /** The position the play link opens, or null for the variant's start: a move diagram without a
   *  position of its own shows the start or a lone piece (which is no game), and a game with hidden
   *  information links to the position the page gave (the board's own would show everything). */
  linkedPosition(fen) {
    if (this.vinfo.partnerBoards || (this.cfg.mode === "diagram" && !this.cfg.fen)) return null;
    return this.hidden ? (this.cfg.fen ?? null) : (fen ?? this.fen());
  }

  /** Whether the play link opens the variant's start rather than "from here": under a move
   *  diagram of a lone piece (no position of its own) and for partner boards (a new match). */
  linksToStart() {
    return this.vinfo.partnerBoards || (this.cfg.mode === "diagram" && !this.cfg.fen && this.cfg.piece !== undefined);
  }

  /** The hand-over screen of a game with hidden information between two people at one screen:
   *  it hides the board until the next player asks for their view. */
  drawCover() {
    // A game that ends behind the screen (a flag falls) hides nothing more.
    if (this.covered && !this.hidden) this.covered = false;
    if (!this.covered) {
      this.cover?.remove();
      this.cover = null;
      return;
    }
    // The screen names the side it waits for (a take-back behind it may change that side).
    const side = this.sideName(this.game.turn());
    if (this.cover && this.coverSide === side) return;
    this.cover?.remove();
    this.coverSide = side;
    this.cover = document.createElement("div");
    this.cover.className = "fairyboard-cover";
    const p = document.createElement("p");
    p.textContent = this.t("cover.text", { side });
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = this.t("cover.show", { side });
    b.addEventListener("click", () => {
      this.covered = false;
      this.refresh();
      // What the page holds (the FEN, the move list) may now be the next side's.
      this.emit("refresh", {});
      this.canvas.focus();
    });
    this.cover.append(p, b);
    this.wrap.appendChild(this.cover);
  }

  /** In a turn of several moves (double-move chess): " (move 2 of 2)"; else "". */
  turnPartText() {
    const t = this.game.turnInfo();
    const part = t.parts > 1 ? this.t("status.part", { part: t.part, parts: t.parts }) : "";
    return t.task ? `${part}: ${translateTask(t.task, this.lang)}` : part;
  }

  /** For a selected imitator (the TCHESS Jester) of the side to move: "Jester moves as Knight". */
  imitatorNote() {
    if (!this.selected) return "";
    let note;
    try {
      note = this.game.pieceNote(this.selected) ?? "";
    } catch {
      return "";
    }
    // The engine writes "Jester moves as Knight" in its English piece names.
    const m = /^(.+) moves as (.+)$/.exec(note);
    if (!m || this.lang === "en") return note;
    const byName = (name) => {
      const p = this.vinfo.pieces.find((q) => q.name === name);
      return p ? translatePiece(this.variant, p.token, p.name, this.lang) : name;
    };
    return this.t("status.imitator", { piece: byName(m[1]), model: byName(m[2]) });
  }

  /** Targets of the selected square: [{square, move, capture, leap}] and intermediate stops, from
   *  the engine's action kinds (a capture is what the engine calls one: en passant included). */
  targets() {
    if (this.dropPiece) {
      const targets = this.game
        .dropActions(this.dropPiece)
        .map((a) => ({ square: a.target, move: true, capture: false, leap: true }));
      return { targets, stops: [] };
    }
    if (this.lonePiece()) {
      return { targets: diagramTargets(this.variant, this.diagramPiece, this.diagramSquare), stops: [] };
    }
    if (!this.selected) return { targets: [], stops: [] };
    const byDest = new Map();
    const stops = new Set();
    for (const a of this.actionsFrom(this.selected)) {
      // The stops of a move in legs (a lion's first step); a slide's cells passed (a Gess piece's)
      // are its path, not stops of their own.
      if (a.leap) for (const s of a.stops) if (s !== a.target) stops.add(s);
      const t = byDest.get(a.target) ?? { square: a.target, move: false, capture: false, leap: false };
      if (a.captures.length) t.capture = true;
      else t.move = true;
      // The arrows legend draws slides as arrows and everything else as dots; the engine says which
      // is which (a Jester moves as the type it copies).
      if (this.marks === "arrows" && a.leap) t.leap = true;
      byDest.set(a.target, t);
      // In play, a castling may also be chosen on the rook (the engine's alternative target).
      if (this.cfg.mode === "play" && a.altTarget && !byDest.has(a.altTarget)) byDest.set(a.altTarget, { square: a.altTarget, move: true, capture: false, leap: false });
    }
    return { targets: [...byDest.values()], stops: [...stops] };
  }

  /** The piece token the board shows on a square (a one-piece diagram's lone piece), or undefined. */
  pieceOn(square) {
    return this.piecesShown().find((p) => p.square === square)?.piece;
  }

  /** The pieces the viewer sees (all where nothing is hidden; none behind the hand-over screen). */
  boardSeen() {
    if (!this.hidden) return this.game.board();
    return this.covered ? [] : this.game.board(this.viewer());
  }

  /** What the board shows: a one-piece move diagram's piece, else the pieces the viewer sees. */
  piecesShown() {
    const lone = this.lonePiece();
    return lone ? [lone] : this.boardSeen();
  }

  /** The cells of the last move (`last`, the game's last by default) left and reached, as the
   *  board names them now (Chex's board renames its cells as it grows); none at the start. */
  lastMoveNow(last = this.game.history().at(-1)) {
    if (last === undefined) return [];
    return this.game.lastMoveCells?.() ?? lastMoveSquares(last);
  }

  /** A one-piece move diagram's piece and square ({piece, square}), else null. */
  lonePiece() {
    return this.cfg.mode === "diagram" && this.diagramPiece && !this.cfg.fen ? { square: this.diagramSquare, piece: this.diagramPiece } : null;
  }

  /** The side ("white"/"black") a piece token belongs to. */
  sideOf(piece) {
    return piece === piece.toUpperCase() ? "white" : "black";
  }

  /** The game's own name of a side ("Red", "Sente") in the board's language. */
  sideName(side) {
    return translateSides(this.sideNames, this.lang)[side === "white" ? 0 : 1];
  }

  /** The board's own label of a square ("7g" in shogi; "a5" for e1 with the row-column names). */
  label(square, names = this.squareNames) {
    try {
      return this.game.label(square, names);
    } catch {
      return square;
    }
  }

  /** A square an API call names: a cell of the board by its name or its label (shogi's 7g), as
   *  its canonical name; anything else throws, naming the call. (The board's own texts name cells
   *  it knows, unchecked: a list of the cells costs about a millisecond.) */
  squareArg(square, call) {
    needString(square, call, "a square such as e2, or its label on the board");
    // A board that grows (Chex) has new cells: its list is asked for each time.
    const cells = this.game.boardSize() ? this.game.cells() : (this.configCells ??= this.game.cells());
    const cell = cellNamed(square, cells);
    if (cell === null) throw new Error(`${call}: "${square.slice(0, 20)}" is not a square of this board`);
    return cell;
  }

  /** The cell a configured square names: its name (e5), or its label on the board (shogi's 5e);
   *  an error names the setting (`key`) otherwise. */
  cellName(text, key) {
    // A name within the board's rectangle (most boards have no holes; the engine refuses one).
    const m = /^([a-z])([1-9][0-9]?)$/.exec(text);
    if (m && m[1].charCodeAt(0) - 97 < this.vinfo.width && Number(m[2]) <= this.vinfo.height) return text;
    const cell = cellNamed(text, (this.configCells ??= this.game.cells()));
    if (cell === null) throw new Error(`bad ${key} "${String(text).slice(0, 20)}" (a cell's name such as e5, or its label on the board)`);
    return cell;
  }

  /** The engine's actions of the piece on a square; outside play mode also for the side not to
   *  move (the engine answers as if that side were to move). */
  actionsFrom(square) {
    if (this.hidden && (this.covered || this.viewer() !== this.game.turn())) return [];
    if (this.cfg.mode === "play") return this.outcome() ? [] : this.game.actions(square);
    // A one-piece move diagram is a picture of its piece's targets (legalMoves), no game's moves.
    if (this.lonePiece()) return [];
    const piece = this.pieceOn(square);
    if (!piece) return [];
    // Under hidden information a diagram shows the moves of the viewer's own pieces only: another
    // piece's would tell what stands on cells the viewer cannot see.
    if (this.hidden && this.sideOf(piece) !== this.viewer()) return [];
    try {
      return this.game.actions(square, this.sideOf(piece));
    } catch {
      return [];
    }
  }

  /** Every legal action of the side to move (none on a one-piece move diagram, and none while a
   *  game with hidden information shows the other side's view or the hand-over screen). */
  allActions() {
    if (this.uiOutcome || this.lonePiece() || (this.hidden && (this.covered || this.viewer() !== this.game.turn()))) return [];
    return this.game.actions();
  }

  /** Legal move strings of the piece on a square (see actionsFrom). */
  movesFrom(square) {
    return this.actionsFrom(square).map((a) => a.move);
  }

  /** Hovering a target of the selected piece that a two-stage move reaches via a stop: the path
   *  as two arrows (spec tchess.md §12, one representative stage-1 square). */
  /** The cells a piece centred on `square` covers, where that is more than the cell (Gess). */
  footprintOf(square) {
    this.footprints ??= new Map();
    if (!this.footprints.has(square)) {
      let cells = [];
      try {
        cells = this.game.footprint(square);
      } catch {
        cells = [];
      }
      this.footprints.set(square, cells.length > 1 ? cells : []);
    }
    return this.footprints.get(square);
  }

  hoverTarget(sq) {
    if (!this.selected || (this.cfg.mode === "diagram" && !this.cfg.fen)) sq = null;
    const onTarget = sq && this.currentTargets?.some((t) => t.square === sq) ? sq : null;
    if (onTarget !== (this.hoverSquare ?? null) && this.selected && this.footprintOf(this.selected).length) {
      // The footprint at the hovered target follows the pointer.
      this.hoverSquare = onTarget;
      this.draw();
    } else {
      this.hoverSquare = onTarget;
    }
    const key = sq && `${this.selected} ${this.game.fen()}`;
    if (sq && this.viasFor !== key) {
      this.viasFor = key;
      const from = this.selected;
      this.vias = new Map();
      for (const a of this.actionsFrom(from)) if (a.via && a.target !== from && !this.vias.has(a.target)) this.vias.set(a.target, a.via);
    }
    const path = sq && this.vias?.get(sq) ? [[this.selected, this.vias.get(sq)], [this.vias.get(sq), sq]] : [];
    if (JSON.stringify(path) === JSON.stringify(this.hoverPath ?? [])) return;
    this.hoverPath = path;
    if (path.length) this.el.dataset.path = [path[0][0], path[0][1], path[1][1]].join(" ");
    else delete this.el.dataset.path;
    this.draw();
  }

  view() {
    let pieces;
    let frozen = [];
    const lone = this.lonePiece();
    if (lone) {
      pieces = [lone];
    } else {
      // Piece states (Taktika's frozen pieces) come from the engine; the page computes none.
      const board = this.boardSeen();
      frozen = board.filter((p) => p.state === "frozen").map((p) => p.square);
      // A stack's height (a Makarenko tower) is drawn on its top piece.
      pieces = board.map(({ square, piece, height }) => (height ? { square, piece, height } : { square, piece }));
    }
    const { targets, stops } = this.targets();
    this.currentTargets = targets;
    let fog = [];
    // (A one-piece diagram shows its piece alone, no move of the game behind it.)
    let lastMove = lone ? [] : this.lastMove;
    if (this.hidden) {
      const seen = new Set(this.covered ? [] : this.game.visible(this.viewer()));
      fog = this.game.cells().map((c) => c.name).filter((n) => !seen.has(n));
      // The other side's last move is not shown.
      if (this.covered || this.game.ply() === 0 || this.game.turn() === this.viewer()) lastMove = [];
    }
    // Where a piece is more than its cell (Gess), the selected piece's cells and, under the
    // pointer, the cells it would cover at that target.
    const area = this.selected ? [...this.footprintOf(this.selected), ...(this.hoverSquare ? this.footprintOf(this.hoverSquare) : [])] : [];
    return {
      area,
      fog,
      pieces,
      flipped: this.seenFlipped(),
      selected: this.cfg.mode === "diagram" && !this.cfg.fen ? this.diagramSquare : this.selected,
      lastMove,
      checks: this.hidden ? [] : this.game.checkSquares(),
      targets,
      stops,
      arrows: [...this.arrows, ...this.userArrows, ...this.hintArrows(), ...(this.hoverPath?.[0]?.[0] === this.selected ? this.hoverPath : [])],
      focus: this.focus,
      noCoordinates: !this.cfg.coordinates,
      marks: this.marks,
      squareNames: this.squareNames,
      ...(this.pieceLabels ? { pieceLabels: this.pieceLabels } : {}),
      hidden: this.drag?.moved && this.drag.from ? [this.drag.from] : [],
      drag: this.drag?.moved ? { piece: this.drag.piece, x: this.drag.x, y: this.drag.y } : null,
      frozen,
    };
  }

  draw() {
    if (this.destroyed || !this.canvas.isConnected) return;
    // A board that grows with its pieces (Chex): the engine gives its size, the renderer follows.
    const size = this.game.boardSize();
    if (size && (size[0] !== this.boardSize?.[0] || size[1] !== this.boardSize?.[1])) {
      this.boardSize = size;
      this.renderer.resize(size[0], size[1]);
      this.canvas.style.aspectRatio = String(this.renderer.aspect(this.cfg.coordinates));
      // Its cells stay at most a chessboard's in size: the empty board is one cell, not the page's
      // width, and the board widens as it grows (under its hands, from the left).
      this.canvas.style.maxWidth = `${Math.round((size[0] + (this.cfg.coordinates ? COORDINATE_MARGIN : 0)) * GROWING_CELL_PX)}px`;
    }
    const view = this.view();
    if (this.building) this.defer({ view });
    else this.paint(view, [this.canvas.clientWidth, this.canvas.clientHeight]);
  }

  /** Draws a view on the canvas of CSS size `size` ([width, height], as measured). */
  paint(view, size) {
    this.drawnSize = size;
    this.lastDrawMs = this.renderer.draw({ ...view, size, resolution: this.sharp ? undefined : FAR_RESOLUTION });
    this.el.dataset.drawn = String((Number(this.el.dataset.drawn) || 0) + 1);
  }

  refresh() {
    const c = this.clock;
    if (c?.running && this.outcome()) {
      // The game ended outside this board's moves (the other board of a bughouse match): stop.
      c[c.running] = Math.max(0, c[c.running] - this.clockElapsed());
      c.running = null;
    }
    this.forgetSelectionNote();
    this.draw();
    if (this.vinfo.drops) this.drawHands();
    // The board's own clock line: made, updated or taken away with the clock.
    this.showClocks();
    const o = this.outcome();
    let text;
    // The count of the targets shown (data-targets), where a piece's moves are shown outside play.
    let targets = null;
    if (this.lonePiece()) {
      const n = this.currentTargets.length;
      text = tn("status.targets", n, {}, this.lang);
      // The caption counts the piece on the diagram's own square: once the reader moves it (or
      // shows another piece) the count is only the board's, said with the square it now stands on.
      const asCaptioned = this.diagramPiece === this.cfg.piece && this.diagramSquare === this.cfg.square;
      if (!asCaptioned && this.diagramSquare) text = `${this.label(this.diagramSquare)}: ${text}`;
      if (this.cfg.expected !== undefined && asCaptioned) text += this.captionCheck(n);
      targets = n;
    } else if (this.cfg.mode !== "play" && this.selected) {
      // A diagram of a position: the selected piece's moves (also where the game there has ended),
      // and the squares they go to where these are fewer (a pawn promoting on two squares has
      // eight moves; captions count squares, as data-targets does).
      const n = this.currentTargets.length;
      const moves = new Set(this.actionsFrom(this.selected).map((a) => a.move)).size;
      const square = this.label(this.selected);
      text = moves > n ? tn("status.squareMovesCells", n, { square, moves }, this.lang) : tn("status.squareMoves", n, { square }, this.lang);
      // The caption's count is of the piece data-select names, compared while it is selected.
      if (this.cfg.expected !== undefined && this.selected === this.cfg.select) text += this.captionCheck(n);
      const copy = this.imitatorNote();
      if (copy) text += ` — ${copy}`;
      targets = n;
    } else if (o) {
      text = this.outcomeText();
      if (this.ignoredMoves) text += tn("status.ignored", this.ignoredMoves, {}, this.lang);
    } else if (this.cfg.mode === "play") {
      text = this.t("status.toMove", { side: this.sideName(this.game.turn()), part: this.turnPartText(), check: this.game.inCheck() ? this.t("status.check") : "" });
      // The offer, unless what just happened (said first) is the offer itself.
      const offer = this.drawOffer && this.t("status.offersDraw", { side: this.sideName(this.drawOffer) });
      if (offer && offer !== this.lastAnnouncement) text += ` ${offer}`;
      const copy = this.imitatorNote();
      if (copy) text += ` ${copy}.`;
      // The selected piece's targets are counted in data-targets in play too (data-select).
      if (this.selected && this.currentTargets) targets = this.currentTargets.length;
    } else {
      text = "";
    }
    if (targets === null) delete this.el.dataset.targets;
    else this.el.dataset.targets = String(targets);
    // A game a move on this board just ended: that move, then the result.
    const ending = o && !this.uiOutcome && this.cfg.mode === "play" && this.endingMove?.ply === this.game.ply() ? this.endingMove.text : null;
    if (ending) this.setStatus(`${ending} ${text}`, ending);
    else if (this.cfg.mode !== "play" || !this.lastAnnouncement || o || this.cfg.mode === "diagram") this.setStatus(text, null);
    else this.setStatus(`${this.lastAnnouncement} ${text}`, this.lastAnnouncement);
    const fen = this.fen();
    this.el.dataset.position = fen;
    // How many moves the game had when last shown (`followGame`).
    this.seenPly = this.game.ply();
    this.drawLegend();
    this.drawCover();
    if (o) this.el.dataset.outcome = o.reason;
    else delete this.el.dataset.outcome;
    if (this.playLink) this.playLink.href = this.playUrl(fen);
    this.describeLater();
  }

  /** The caption's count (data-expected) against `n`, the count drawn: " (caption: 8 ✓)" or the
   *  mismatch. */
  captionCheck(n) {
    const exp = Number(this.cfg.expected);
    return this.t(exp === n ? "status.captionOk" : "status.captionMismatch", { n: exp });
  }

  /** Writes the pieces the board shows into the canvas's description for screen readers ("White:
   *  king e1, rook h1; Black: king e8"), once the page is idle (a page of many boards is drawn
   *  first). */
  describeLater() {
    if (this.describing) return;
    this.describing = true;
    whenIdle(() => {
      this.describing = false;
      if (this.destroyed) return;
      const bySide = { white: [], black: [] };
      for (const p of this.piecesShown()) bySide[this.sideOf(p.piece)].push(`${this.kindName(p.piece) ?? p.piece} ${this.label(p.square)}`);
      const text = ["white", "black"]
        .filter((side) => bySide[side].length)
        .map((side) => `${this.sideName(side)}: ${bySide[side].join(", ")}`)
        .join("; ");
      this.canvas.setAttribute("aria-description", text || this.t("board.empty"));
    });
  }

  /** The game changed outside this board: after a take-back there (a bughouse match's), the last
   *  move marked is the game's, and the move taken back is no longer said on the status line. */
  followGame() {
    const h = this.game.history();
    if (this.seenPly === undefined || h.length >= this.seenPly) return;
    this.lastAnnouncement = null;
    this.selected = null;
    this.dropPiece = null;
    this.lastMove = this.lastMoveNow();
    // The clocks as the position now shown arose (a bughouse match's take-back).
    for (let n = this.seenPly - h.length; n > 0; n--) this.clockAfterUndo();
  }

  /** Shows the two hands: a button per piece type in hand, with its count. A hand holding the same
   *  piece types as before keeps its buttons (their icons are not drawn again): only the counts,
   *  labels and states change, as they do at most moves. */
  drawHands() {
    const hands = this.game.hands();
    const icons = [];
    // A hand's button with the keyboard focus may be rebuilt below: the focus goes on to the board
    // once a piece is picked (its drop square is chosen there), else back to the same button.
    const had = document.activeElement?.closest?.(".fairyboard-hand-piece");
    const refocus = had && this.el.contains(had) ? { top: had.parentElement === this.handTop, piece: had.dataset.piece } : null;
    const bottomSide = this.seenFlipped() ? "black" : "white";
    // What the icons were drawn for: which hand is below, and the device pixels per CSS pixel.
    const look = `${bottomSide} ${window.devicePixelRatio}`;
    const idle = this.cfg.mode !== "play" || !!this.outcome() || !this.personMoves();
    const toMove = this.game.turn();
    for (const [el, side] of [[this.handBottom, bottomSide], [this.handTop, bottomSide === "white" ? "black" : "white"]]) {
      el.dataset.side = side;
      setAttr(el, "aria-label", this.t("board.handLabel", { side: this.sideName(side) }));
      const list = hands[side];
      const kept = [...el.children];
      const same = this.handLook === look && kept.length === list.length && list.every(({ piece }, i) => kept[i].dataset.piece === piece);
      if (!same) el.replaceChildren();
      list.forEach(({ piece, count }, i) => {
        const b = same ? kept[i] : this.handButton(piece, el, icons);
        b.classList.toggle("selected", this.dropPiece === piece);
        setAttr(b, "aria-label", this.t("board.handPiece", { piece: this.pieceName(piece), count }));
        const shown = count > 1 ? String(count) : "";
        if (b.lastChild.textContent !== shown) b.lastChild.textContent = shown;
        b.disabled = idle || side !== toMove;
      });
    }
    this.handLook = look;
    if (refocus) {
      const again = (refocus.top ? this.handTop : this.handBottom).querySelector(`[data-piece="${CSS.escape(refocus.piece)}"]`);
      if (this.dropPiece || !again || again.disabled) this.canvas.focus();
      else if (document.activeElement !== again) again.focus();
    }
    // The new icons are drawn once all are in place: their sizes read together (one layout), and
    // while the board is being mounted, with the page's other boards.
    if (!icons.length) return;
    if (this.building) this.defer({ icons });
    else this.drawIcons(icons, icons.map(([icon]) => icon.clientWidth));
  }

  /** A new button of the hand `el` for `piece` (its icon, then its count), its icon to be drawn
   *  added to `icons`. */
  handButton(piece, el, icons) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "fairyboard-hand-piece";
    b.dataset.piece = piece;
    const icon = document.createElement("canvas");
    b.appendChild(icon);
    const n = document.createElement("span");
    n.className = "count";
    b.appendChild(n);
    el.appendChild(b);
    icons.push([icon, piece]);
    b.addEventListener("click", () => this.pickFromHand(piece));
    b.addEventListener("pointerdown", (e) => {
      if (b.disabled || e.button !== 0) return;
      const r = this.canvas.getBoundingClientRect();
      this.drag = { from: null, piece, x0: e.clientX - r.left, y0: e.clientY - r.top, x: e.clientX - r.left, y: e.clientY - r.top, moved: false, hand: true };
      this.followPointer?.();
      this.draw();
    });
    return b;
  }

  /** Draws hand icons ([canvas, piece]) at their measured CSS widths. */
  drawIcons(icons, widths) {
    icons.forEach(([icon, piece], i) => {
      try {
        drawPieceIcon(icon, this.variant, piece, widths[i]);
      } catch (e) {
        icon.replaceWith(document.createTextNode(piece));
      }
    });
  }

  /** While the board is being mounted: keeps its latest view and hand icons for the page's next
   *  batch of drawing (see `deferDraw`). */
  defer(work) {
    if (!this.pending) deferDraw(this);
    this.pending = { ...this.pending, ...work };
  }

  /** The batch's read: the sizes this board's pending drawing needs (no writes). */
  measure() {
    return { board: [this.canvas.clientWidth, this.canvas.clientHeight], icons: (this.pending?.icons ?? []).map(([icon]) => icon.clientWidth), near: nearView(this.canvas) };
  }

  /** The batch's write: draws what was pending at the sizes measured; from now on draws at once. */
  drawPending(sizes) {
    const work = this.pending ?? {};
    this.pending = null;
    this.building = false;
    if (this.destroyed || !this.canvas.isConnected) return;
    // Every board is watched: one drawn near the view goes to `FAR_RESOLUTION` once it leaves.
    if (sizes.near !== null) {
      this.sharp = sizes.near;
      sharpenWhenShown(this);
    }
    if (work.view) this.paint(work.view, sizes.board);
    if (work.icons) this.drawIcons(work.icons, sizes.icons);
    // The legend lists the tokens as drawn.
    if (work.view) this.drawLegend();
  }

  /** Selects a piece in hand for dropping (or deselects it). */
  pickFromHand(piece) {
    if (this.drag?.moved) return;
    this.selected = null;
    this.dropPiece = this.dropPiece === piece ? null : piece;
    if (this.dropPiece) {
      const n = this.targets().targets.length;
      this.announceSelection(tn("status.fromHand", n, { piece: this.pieceName(piece) }, this.lang));
    }
    this.refresh();
  }

  // ---- input: pointer (mouse, touch, pen) and keyboard --------------------------------------

  attachInput() {
    const c = this.canvas;
    const pos = (e) => {
      const r = c.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    // Touch: the page scrolls and zooms under a finger that starts on the board (an article of
    // many boards is mostly boards on a phone), except where the finger picks up a piece to drag;
    // a tap elsewhere acts when the finger lifts on the same square, so that a swipe that scrolls
    // never makes a move.
    let tap = null;
    const onDown = (e) => {
      const { x, y } = pos(e);
      const sq = this.renderer.squareAt(x, y);
      if (e.button === 2) {
        this.arrowStart = sq;
        return;
      }
      if (e.button !== 0 || !sq) return;
      if (e.pointerType === "touch" && !this.grabbable(sq)) {
        tap = { id: e.pointerId, sq, x, y };
        return;
      }
      this.focus = null;
      this.pointerDown(sq, x, y, e);
    };
    const onTouchStart = (e) => {
      const t = e.touches[0];
      if (e.touches.length !== 1 || !t) return;
      const r = c.getBoundingClientRect();
      const sq = this.renderer.squareAt(t.clientX - r.left, t.clientY - r.top);
      // The drag that pointerdown started keeps the finger: no scrolling under it.
      if (sq && (this.drag || this.grabbable(sq))) e.preventDefault();
    };
    const onCancel = (e) => {
      if (tap?.id === e.pointerId) tap = null;
      if (this.drag && !this.drag.hand) {
        this.drag = null;
        this.draw();
      }
    };
    const onHover = (e) => {
      if (!this.drag && e.pointerType === "mouse") {
        const { x, y } = pos(e);
        this.hoverTarget(this.renderer.squareAt(x, y) ?? null);
      }
    };
    const onMove = (e) => {
      if (!this.drag) return;
      const { x, y } = pos(e);
      if (!this.drag.moved && Math.hypot(x - this.drag.x0, y - this.drag.y0) < 4) return;
      this.drag.moved = true;
      this.drag.x = x;
      this.drag.y = y;
      this.draw();
    };
    const onUp = (e) => {
      const { x, y } = pos(e);
      const sq = this.renderer.squareAt(x, y);
      if (tap && tap.id === e.pointerId) {
        const was = tap;
        tap = null;
        if (sq === was.sq) {
          this.focus = null;
          this.pointerDown(sq, x, y, e);
        }
        return;
      }
      if (e.button === 2) {
        // A right-drag draws an arrow, a right-click on one square circles it (as on lichess).
        if (this.arrowStart && sq) this.toggleArrow(this.arrowStart, sq);
        this.arrowStart = null;
        return;
      }
      const d = this.drag;
      this.drag = null;
      if (d && d.hand && !d.moved) {
        this.draw();
      } else if (d && d.moved) {
        if (d.hand) {
          this.dropPiece = d.piece;
          if (sq) this.clickSquare(sq);
          else {
            this.dropPiece = null;
            this.refresh();
          }
        } else if (sq && sq !== d.from) this.clickSquare(sq);
        else this.draw();
      }
    };
    const onContext = (e) => e.preventDefault();
    const onKey = (e) => this.key(e);
    // A press that opened a chooser leaves the focus in it (the press would give it to the canvas).
    const onMouseDown = (e) => {
      if (this.chooser) e.preventDefault();
    };
    // The pointer is followed over the whole window (a drag, a tap, a right-drag's arrow) only
    // from a press on the board or on a piece in hand until it is let go: a page of many boards
    // does not run every board's handlers on each move of the mouse.
    let following = false;
    const follow = (on) => {
      if (on === following) return;
      following = on;
      const method = on ? "addEventListener" : "removeEventListener";
      window[method]("pointermove", onMove);
      window[method]("pointerup", onLetGo);
      window[method]("pointercancel", onLetGo);
    };
    const onLetGo = (e) => {
      try {
        if (e.type === "pointercancel") onCancel(e);
        else onUp(e);
      } finally {
        if (!this.drag && !tap && !this.arrowStart) follow(false);
      }
    };
    this.followPointer = () => follow(true);
    const onPress = (e) => {
      follow(true);
      onDown(e);
    };
    c.addEventListener("pointerdown", onPress);
    c.addEventListener("pointermove", onHover);
    c.addEventListener("mousedown", onMouseDown);
    c.addEventListener("contextmenu", onContext);
    c.addEventListener("keydown", onKey);
    c.addEventListener("touchstart", onTouchStart, { passive: false });
    c.style.touchAction = "manipulation";
    this.detach = () => {
      follow(false);
      c.removeEventListener("touchstart", onTouchStart);
      c.removeEventListener("pointerdown", onPress);
      c.removeEventListener("pointermove", onHover);
      c.removeEventListener("mousedown", onMouseDown);
      c.removeEventListener("contextmenu", onContext);
      c.removeEventListener("keydown", onKey);
    };
  }

  /** Shows a suggested move (the computer's hint) as an arrow until the position changes. */
  showHint(move) {
    // A hint is one of the position's moves (the computer's); anything else is an error.
    needString(move, "showHint", "a move string");
    move = this.moveNamed(move);
    if (!this.legalMoves().includes(move)) throw new Error(`showHint: "${move.slice(0, 24)}" is not a legal move here`);
    const squares = lastMoveSquares(move);
    this.hint = squares.length === 2 ? { position: this.game.fen(), arrow: squares } : null;
    this.draw();
  }

  /** The hint's arrow while the position it was given for is on the board. */
  hintArrows() {
    return this.hint && this.hint.position === this.game.fen() ? [this.hint.arrow] : [];
  }

  toggleArrow(a, b) {
    const i = this.userArrows.findIndex(([x, y]) => x === a && y === b);
    if (i >= 0) this.userArrows.splice(i, 1);
    else this.userArrows.push([a, b]);
    this.draw();
  }

  pointerDown(sq, x, y) {
    this.userArrows = [];
    const before = this.selected;
    this.clickSquare(sq);
    // Start a drag when a piece of the side to move (or, outside play mode, any piece) was picked up.
    if (this.selected === sq && before !== sq) {
      const p = this.game.board().find((q) => q.square === sq);
      if (p && this.cfg.mode === "play") this.drag = { from: sq, piece: p.piece, x0: x, y0: y, x, y, moved: false };
    }
  }

  /** Whether a press on `sq` picks up a piece to drag: in play, the person's piece of the side
   *  to move (or the one already selected), on a board not over. */
  grabbable(sq) {
    if (this.cfg.mode !== "play" || this.outcome() || !this.personMoves() || this.dropPiece) return false;
    if (this.selected === sq) return true;
    const p = this.boardSeen().find((q) => q.square === sq);
    return !!p && this.movers(p.piece);
  }

  /** A click (or key press) on a square: select, move, or reselect. */
  clickSquare(sq) {
    if (!this.personMoves() && !this.outcome()) {
      // The computer's turn: its pieces are not the person's to move.
      this.selected = null;
      this.dropPiece = null;
      // Looking back through the game, the computer waits for the person's return to its end.
      this.announce(this.t(this.canRedo() ? "status.computerWaits" : "status.notYourTurn", { side: this.sideName(this.game.turn()) }));
      this.refresh();
      return;
    }
    if (this.dropPiece) {
      // A piece in hand may be dropped with more than one face (Kyoto shogi): the player chooses.
      const piece = this.dropPiece;
      const drops = this.cfg.mode === "play" && !this.outcome() ? this.game.dropActions(piece).filter((a) => a.target === sq) : [];
      this.dropPiece = null;
      if (drops.length === 1) {
        this.play(drops[0].move);
        return;
      }
      if (drops.length > 1) {
        this.choose(drops);
        return;
      }
      if (this.cfg.mode === "play" && !this.outcome() && !this.boardSeen().some((q) => q.square === sq)) {
        // A drop on an empty square that the rules refuse (a second pawn on a file, a square the
        // piece could never leave, a pawn-drop mate): say which rule, or that it is not legal.
        const move = `${piece}@${sq}`;
        const refusal = this.game.refusal(move);
        if (refusal) this.sayRefused(move, `${piece.toUpperCase()}@${this.label(sq)}`, refusal);
        else {
          this.announce(this.t("status.dropIllegal", { piece: this.pieceName(piece), square: this.label(sq) }));
          this.emit("refused", { move, reason: null });
        }
        this.refresh();
        return;
      }
    }
    if (this.cfg.mode === "play" && !this.selected && !this.outcome() && this.dropOnEmpty(sq)) return;
    if (this.lonePiece()) {
      this.diagramSquare = sq;
      this.announce(this.t("status.diagramPiece", { piece: this.diagramPiece, square: sq }));
      this.refresh();
      this.emit("select", { square: sq });
      return;
    }
    if (this.selected && this.selected === sq && this.cfg.mode === "play") {
      // A second click on the selected piece: the moves that end where they started (a lion's
      // pass, a monkey's jump series back to its cell) are offered; without them it deselects.
      const back = this.actionsFrom(sq).filter((a) => a.target === sq);
      if (back.length) {
        this.choose(back);
        return;
      }
    }
    if (this.selected && this.selected !== sq && this.cfg.mode === "play") {
      // The engine's actions whose target (the last cell the move names) is the clicked square.
      const actions = this.actionsFrom(this.selected).filter((a) => a.target === sq || a.altTarget === sq);
      if (actions.length === 1) {
        this.playChosen(actions[0].move);
        return;
      }
      if (actions.length > 1) {
        this.choose(actions);
        return;
      }
      // A move the piece could make that a rule of the game refuses here (a king left in check,
      // castling across an attacked square, xiangqi's perpetual chase): say why, keep the selection.
      // (A click on another own piece selects it instead, as it always did.)
      const mine = this.boardSeen().some((q) => q.square === sq && this.movers(q.piece));
      const raw = `${this.selected}${sq}`;
      const refusal = mine ? null : this.game.refusal(raw);
      if (refusal) {
        // The move as the move list would write it ("R9-1"), from a scratch game of this position
        // (where no repetition refuses it); else its two squares' labels.
        const written = this.hidden ? raw : this.writtenMove(raw, this.game.fen());
        this.sayRefused(raw, written === raw ? `${this.label(this.selected)}–${this.label(sq)}` : written, refusal);
        return;
      }
    }
    const p = this.boardSeen().find((q) => q.square === sq);
    // In play: a piece of the side to move, or any piece the engine has actions for (an enemy pawn
    // to push in avalanche chess).
    // In play, also an empty cell the engine has actions for (a Gess piece centred on it).
    const own = p ? this.cfg.mode !== "play" || this.movers(p.piece) || this.actionsFrom(sq).length > 0 : this.cfg.mode === "play" && this.actionsFrom(sq).length > 0;
    if (this.selected && this.selected !== sq && this.cfg.mode === "play" && !own) {
      // A square the selected piece has no move to: say so and drop the selection (the engine
      // offered no action there; it gave no rule's reason either).
      const move = `${this.selected}${sq}`;
      this.announce(this.t("status.illegal", { from: this.label(this.selected), to: this.label(sq) }));
      this.selected = null;
      this.emit("refused", { move, reason: null });
      this.emit("select", { square: null });
      this.refresh();
      return;
    }
    this.selected = own && this.selected !== sq ? sq : null;
    if (this.selected) {
      const n = this.movesFrom(sq).length;
      this.announceSelection(tn("status.selected", n, { square: this.label(sq) }, this.lang));
      // A piece whose every move ends on its own square (Avalanche's promotion at the start of a
      // turn) has nothing to point at: its choices open at once.
      const actions = this.cfg.mode === "play" ? this.actionsFrom(sq) : [];
      if (actions.length && actions.every((a) => a.target === sq)) {
        this.emit("select", { square: sq });
        this.refresh();
        this.choose(actions);
        return;
      }
    }
    this.emit("select", { square: this.selected });
    this.refresh();
  }

  /** A click on an empty cell with nothing selected where a piece in hand may be dropped: with one
   *  piece in hand, or no move but drops (Chex's drawn piece), it is dropped there; else the status
   *  line says to pick the piece in hand first. Returns whether the click was taken. */
  dropOnEmpty(sq) {
    if (this.boardSeen().some((q) => q.square === sq) || this.actionsFrom(sq).length) return false;
    const all = this.allActions();
    const here = all.filter((a) => a.drop && a.target === sq);
    if (!here.length) return false;
    const hand = this.game.hands()[this.game.turn()] ?? [];
    const one = hand.reduce((n, h) => n + h.count, 0) === 1 || all.every((a) => a.drop);
    if (one && new Set(here.map((a) => a.drop)).size === 1) {
      if (here.length === 1) this.play(here[0].move);
      else this.choose(here);
      return true;
    }
    this.announce(this.t("status.pickFromHand"));
    this.refresh();
    return true;
  }

  /** Plays a move the user chose on the board, first asking to confirm one the game warns about
   *  (a Gess move that leaves the mover without a ring loses at once). */
  playChosen(move) {
    const warned = this.game.warning(move);
    if (!warned) return this.play(move);
    const why = translateWarning(warned, this.lang);
    this.closeChooser();
    const box = document.createElement("div");
    box.className = "fairyboard-chooser fairyboard-warning";
    box.setAttribute("role", "alertdialog");
    box.setAttribute("aria-label", this.t("confirm.label"));
    const p = document.createElement("p");
    p.textContent = `${this.label(splitMove(move).squares[0] ?? "")}: ${why}.`;
    const yes = document.createElement("button");
    yes.type = "button";
    yes.dataset.move = move;
    yes.textContent = this.t("confirm.yes");
    yes.addEventListener("click", () => {
      this.closeChooser();
      this.play(move);
    });
    const no = document.createElement("button");
    no.type = "button";
    no.className = "cancel";
    no.textContent = this.t("cancel");
    no.addEventListener("click", () => this.cancelChoice());
    box.append(p, yes, no);
    this.openChooser(box);
    no.focus();
    this.emit("choose", { moves: [move], warning: why });
    return undefined;
  }

  /** Promotions ordered strongest first (queen first in chess): by how many cells the piece
   *  reaches from the board's middle on an empty board, as the engine's move diagram counts them. */
  strongestFirst(actions) {
    if (!actions.every((a) => a.promotion)) return actions;
    const cells = this.game.cells();
    const mid = cells[Math.floor(cells.length / 2)]?.name;
    const reach = (tok) => {
      try {
        return diagramTargets(this.variant, tok.toUpperCase(), mid).length;
      } catch {
        return 0;
      }
    };
    const n = new Map(actions.map((a) => [a.promotion, reach(a.promotion)]));
    return [...actions].sort((x, y) => n.get(y.promotion) - n.get(x.promotion));
  }

  /** The sides whose moves the person at this board makes (null: both); the page gives the
   *  others to the computer, and their pieces do not answer the person's clicks or keys. */
  setMovable(sides) {
    if (sides !== null && !(Array.isArray(sides) && sides.every((s) => s === "white" || s === "black"))) {
      throw new Error(`setMovable: expected null (both sides) or a list of "white" and "black", got ${JSON.stringify(sides)?.slice(0, 40) ?? typeof sides}`);
    }
    const next = sides ? new Set(sides) : null;
    const same = next === this.movable || (next && this.movable && next.size === this.movable.size && [...next].every((s) => this.movable.has(s)));
    if (same) return;
    this.movable = next;
    if (!this.personMoves()) {
      this.selected = null;
      this.dropPiece = null;
    }
    // The hands' buttons follow.
    this.refresh();
  }

  /** Whether the person may move now: outside play, or the side to move is one the person plays. */
  personMoves() {
    return this.cfg.mode !== "play" || !this.movable || this.movable.has(this.game.turn());
  }

  /** Whether a piece (its FEN token) belongs to the side to move: upper case is White's. */
  movers(piece) {
    return (piece === piece.toUpperCase()) === (this.game.turn() === "white");
  }

  /** Says that the engine refuses `move` (as `written` for the reader) and why: the status line
   *  and the "refused" event, with the refusal's id. */
  sayRefused(move, written, refusal) {
    const why = translateRefusal(refusal, this.lang, this.royalName());
    this.announce(this.t("status.refused", { move: written, why }));
    this.emit("refused", { move, reason: why, refusal });
  }

  /** Several actions share a destination (promotions, multi-leg paths): let the user choose. */
  choose(actions) {
    this.closeChooser();
    const box = document.createElement("div");
    box.className = "fairyboard-chooser";
    box.setAttribute("role", "dialog");
    box.setAttribute("aria-label", this.t("choose.label"));
    const names = new Map(this.vinfo.pieces.map((p) => [p.token, translatePiece(this.variant, p.token, p.name, this.lang)]));
    const icons = [];
    for (const a of this.strongestFirst(actions)) {
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.move = a.move;
      const promo = a.promotion ? a.move.slice(a.move.lastIndexOf(a.target) + a.target.length) : "";
      // A drop with one of the faces the piece may be dropped with (Kyoto shogi's knight or gold).
      const face = !promo && a.drop && actions.some((x) => x.drop !== a.drop) ? a.drop : null;
      // Beside promotions, the move that keeps the piece as it is shows that piece (as lishogi does).
      const stays = !promo && !face && a.from && actions.some((x) => x.promotion) ? this.boardSeen().find((q) => q.square === a.from)?.piece : null;
      // Part of a stack or all of it (a Makarenko tower): the piece that moves, by the part's height.
      const part = actions.some((x) => x.count != null) ? (a.moving ?? this.boardSeen().find((q) => q.square === a.from)?.piece ?? null) : null;
      if (promo || face || stays || part) {
        // The piece's picture, then its name and the move's suffix (at the square, the name is the
        // button's tooltip and accessible name only).
        const piece = promo ? a.promotion : (face ?? stays ?? part);
        const icon = document.createElement("canvas");
        icon.className = "fairyboard-chooser-icon";
        const label = document.createElement("span");
        const name = names.get(piece.toLowerCase()) ?? piece;
        if (part) label.textContent = a.count != null ? tn("choose.top", a.count, { piece: name }, this.lang) : this.t("choose.whole", { piece: name });
        else label.textContent = promo ? `${name} (${this.promotionLetter(promo)})` : stays ? this.t("choose.noPromotion") : name;
        b.classList.add("promotion");
        b.title = label.textContent;
        b.append(icon, label);
        icons.push([icon, piece]);
        // How many discs move, seen on the button (the parts' pictures may be alike: the top disc
        // and the top two move as pawns).
        const discs = part ? (a.count ?? this.boardSeen().find((q) => q.square === a.from)?.height) : null;
        if (discs) {
          const n = document.createElement("b");
          n.className = "fairyboard-chooser-count";
          n.setAttribute("aria-hidden", "true");
          n.textContent = String(discs);
          b.append(n);
        }
      }
      else if (a.stops.length && a.to === a.from) {
        // Back to its own square: captures on the way (chu shogi's igui, a Congo monkey's loop) or a pass.
        const cells = a.captures.length ? a.captures : a.stops;
        b.textContent = this.t(a.captures.length ? "choose.takeAndReturn" : "choose.pass", { squares: cells.map((x) => this.label(x)).join(", ") });
      } else if (a.stops.length) b.textContent = this.t("choose.via", { squares: a.stops.map((x) => this.label(x)).join(", ") });
      else if (actions.some((x) => x.stops.length)) b.textContent = this.t("choose.directly");
      else b.textContent = this.t("choose.noPromotion");
      b.addEventListener("click", () => {
        this.closeChooser();
        try {
          this.playChosen(a.move);
        } catch (e) {
          this.announce(errorText(e));
          this.refresh();
        }
      });
      box.appendChild(b);
    }
    const cancel = document.createElement("button");
    cancel.type = "button";
    cancel.className = "cancel";
    cancel.textContent = this.t("cancel");
    cancel.addEventListener("click", () => this.cancelChoice());
    box.appendChild(cancel);
    this.openChooser(box, actions[0]?.target);
    // Drawn once laid out, at the size shown.
    for (const [icon, piece] of icons) {
      try {
        drawPieceIcon(icon, this.variant, piece, icon.clientWidth || undefined);
      } catch {
        icon.remove();
      }
    }
    box.querySelector("button")?.focus();
    this.emit("choose", { moves: actions.map((a) => a.move) });
  }

  key(e) {
    // The keyboard cursor walks the board's cells: over a hole (Omega's, a hexagonal board's
    // corners) to the next cell that way, and not off the board.
    const cells = this.game.cells().map((c) => c.name);
    const onBoard = new Set(cells);
    const [width, height] = this.game.boardSize() ?? [this.vinfo.width, this.vinfo.height];
    const name = (f, r) => `${String.fromCharCode(97 + f)}${r + 1}`;
    let cur = this.focus ?? this.selected ?? (this.seenFlipped() ? name(width - 1, height - 1) : "a1");
    if (!onBoard.has(cur)) cur = this.seenFlipped() ? cells[cells.length - 1] : cells[0];
    const m = /^([a-z])(\d+)$/.exec(cur);
    const f0 = m[1].charCodeAt(0) - 97;
    const r0 = Number(m[2]) - 1;
    const dir = this.seenFlipped() ? -1 : 1;
    const steps = { ArrowUp: [0, dir], ArrowDown: [0, -dir], ArrowLeft: [-dir, 0], ArrowRight: [dir, 0] };
    switch (e.key) {
      case "Enter":
      case " ":
        this.clickSquare(cur);
        this.focus = cur;
        this.draw();
        e.preventDefault();
        return;
      case "Escape":
        // Cancels (an open chooser, the selection); the keyboard cursor stays where it is.
        if (this.chooser) this.cancelChoice();
        else this.select(null);
        e.preventDefault();
        return;
      default:
        if (!steps[e.key]) return;
    }
    e.preventDefault();
    const [df, dr] = steps[e.key];
    // The nearest cell that way: straight on, over holes, or else within 45 degrees of it, a cell
    // off the line counting three steps (Omega's corner cells lie off every line of its inner
    // cells; a hexagonal board's files end at different ranks). None: the cursor stays.
    let best = cur;
    let bestScore = Infinity;
    for (const c of cells) {
      const at = /^([a-z])(\d+)$/.exec(c);
      if (!at) continue;
      const dx = at[1].charCodeAt(0) - 97 - f0;
      const dy = Number(at[2]) - 1 - r0;
      const along = dx * df + dy * dr;
      const aside = Math.abs(dx * dr - dy * df);
      if (along > 0 && aside <= along && along + 3 * aside < bestScore) [best, bestScore] = [c, along + 3 * aside];
    }
    this.focus = best;
    // Only what the viewer sees (hidden information), the square as the board names it.
    const piece = this.pieceOn(this.focus);
    this.announce(`${this.label(this.focus)}${piece ? ` ${this.pieceName(piece)}` : ""}`);
    this.draw();
  }
}

/** Work for when the page is idle (legend icons), done in turn, as much as each idle period
 *  allows (at least one piece of it). */
const idleWork = [];

function whenIdle(work) {
  idleWork.push(work);
  if (idleWork.length > 1) return;
  const idle = globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 50));
  const run = (deadline) => {
    do {
      try {
        idleWork.shift()();
      } catch {
        // (One piece of work failing leaves the others to do.)
      }
    } while (idleWork.length && (deadline?.timeRemaining?.() ?? 0) > 1);
    if (idleWork.length) idle(run, { timeout: 500 });
  };
  idle(run, { timeout: 500 });
}

/** The sentence of each rule by which a mover loses pieces of its own (`Game.lastLosses` causes). */
const LOSS_SENTENCES = { drowned: "status.lost.drowned" };

/** The largest cell of a board that grows with its pieces (Chex), in CSS pixels. */
const GROWING_CELL_PX = 64;
/** The coordinates' margin beside the cells, in cells (src/render/mod.rs `aspect`). */
const COORDINATE_MARGIN = 0.45;

/** Boards whose drawing waits for the batch: a page mounting many boards builds them all (DOM
 *  writes), then the batch reads every canvas size at once (one layout, not one per board) and
 *  draws them all, still before the page is next painted (a microtask). */
let pendingDraws = null;

function deferDraw(board) {
  if (!pendingDraws) {
    pendingDraws = [];
    queueMicrotask(flushDraws);
  }
  pendingDraws.push(board);
}

function flushDraws() {
  const boards = pendingDraws ?? [];
  pendingDraws = null;
  const sizes = boards.map((b) => b.measure());
  boards.forEach((b, i) => {
    try {
      b.drawPending(sizes[i]);
    } catch (e) {
      errorBox(b.el, errorText(e), b.lang);
      b.el.dataset.error = errorText(e);
    }
  });
}

/** A board far out of view (more than a screen's height above or below it) is drawn at
 *  `FAR_RESOLUTION` device pixels per CSS pixel, without its coordinates' text (the renderer's
 *  `MIN_TEXT_RESOLUTION`), at the screen's ratio once it comes that near,
 *  and back at `FAR_RESOLUTION` once it leaves and the page is idle. A page of many boards then
 *  spends time and memory on the pixels of those near the reader only (article 003 at a ratio of
 *  1: 22.5 million canvas pixels with every board sharp, 5.8 million at a half, 1.7 million at a
 *  quarter; a new canvas's pixels cost about 3–6 ns each to set up, 35 ms of that page at a half).
 *  A printed page and a board's PNG are at the screen's ratio wherever the board is. */
const FAR_RESOLUTION = 0.25;
let sharpener = null;
/** The boards `sharpener` watches, by their canvas. */
const watched = new Map();

/** Whether the box is within a screen's height of the viewport; null where the browser cannot
 *  tell when it comes near (no IntersectionObserver: every board is drawn sharp there). */
function nearView(canvas) {
  if (typeof IntersectionObserver === "undefined") return null;
  const r = canvas.getBoundingClientRect();
  return r.bottom >= -innerHeight && r.top <= 2 * innerHeight;
}

/** Draws `board` at the screen's ratio (`sharp`) or at `FAR_RESOLUTION`, where it is not drawn so
 *  already. */
function setSharp(board, sharp) {
  if (board.destroyed || board.sharp === sharp) return;
  board.sharp = sharp;
  board.draw();
}

/** Watches a board drawn at `FAR_RESOLUTION` (`sharp` false): drawn at the screen's ratio when it
 *  comes near the viewport, back at `FAR_RESOLUTION` when it leaves. */
function sharpenWhenShown(board) {
  if (!sharpener) {
    sharpener = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          const b = watched.get(e.target);
          if (!b) continue;
          b.near = e.isIntersecting;
          if (b.near) setSharp(b, true);
          else if (b.sharp) (globalThis.requestIdleCallback ?? ((f) => setTimeout(f, 200)))(() => b.near || setSharp(b, false));
        }
      },
      { rootMargin: "100% 0px" },
    );
    addEventListener("beforeprint", () => watched.forEach((b) => setSharp(b, true)));
    addEventListener("afterprint", () => watched.forEach((b) => b.near || setSharp(b, false)));
  }
  watched.set(board.canvas, board);
  sharpener.observe(board.canvas);
}

/** Stops watching a board taken down. */
function unwatch(board) {
  if (watched.delete(board.canvas)) sharpener.unobserve(board.canvas);
}

/** Piece images already made, by variant, token, size, pixel ratio and CJK outlines at hand. */
const pieceImages = new Map();

/** A piece token drawn as the board draws it, as a PNG data URL of `css` CSS pixels square: drawn
 *  on a canvas outside the page at that size (no layout to read), once a page for each kind. */
function pieceImage(variant, piece, css) {
  const key = JSON.stringify([variant, piece, css, devicePixelRatio, glyphsLoaded(variant)]);
  if (!pieceImages.has(key)) {
    const c = document.createElement("canvas");
    drawPieceIcon(c, variant, piece, css);
    if (pieceImages.size >= 256) pieceImages.clear();
    pieceImages.set(key, c.toDataURL("image/png"));
  }
  return pieceImages.get(key);
}

/** Removes the data attributes a mounted board writes (so a remount starts clean). */
function clearState(el) {
  for (const k of ["error", "targets", "drawn", "outcome", "position"]) delete el.dataset[k];
}

/** Sets an attribute only where its value changes. */
function setAttr(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

function cap(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function lastMoveSquares(move) {
  const s = splitMove(move).squares;
  return s.length ? [...new Set([s[0], s[s.length - 1]])] : [];
}

/** The most moves a take-back names one by one ("Took back e4, e5 and Nf3."); more are counted. */
const MAX_NAMED_TAKEBACK = 6;

/** The most arrows a board takes from data-arrows, and the most moves from data-moves. */
const MAX_ARROWS = 256;
const MAX_MOVES = 2000;

/** What data-arrows marks: a cell ("e5", circled), a drop ("P@e5", its cell circled), or a move
 *  string of two or more cells (an arrow from the first to the last), then at most a promotion
 *  suffix ("e7e8q", USI's "+"). */
const ARROW = /^(?:\+?[a-z]@)?(?:[a-z][1-9][0-9]?)+(?:\+|\+?[a-z]|=[a-z]|\([a-z]{2}\))?$/i;

/** The canonical name of the cell of `cells` that `text` names, by its name or its label on the
 *  board (shogi's 7g), or null. */
function cellNamed(text, cells) {
  if (cells.some((c) => c.name === text)) return text;
  const named = fromLabels(text, cells);
  return named && cells.some((c) => c.name === named) ? named : null;
}

/** A square or move written with the board's labels in the cells' names: shogi's `5e`, `7g7f`, `7g7f+`
 *  and `P*5e` (as USI writes them) are `e5`, `c3c4`, `c3c4+` and `P@e5`; Trojan's `ε2ε4` is
 *  `e2e4`. Labels are read from the start, the longest first, the rest kept (a promotion suffix);
 *  null where the text does not start with a label. */
function fromLabels(text, cells) {
  const names = new Map(cells.filter((c) => c.label).map((c) => [c.label, c.name]));
  const labels = [...names.keys()].sort((a, b) => b.length - a.length);
  let rest = String(text);
  let out = "";
  const drop = /^(\+?[A-Za-z])[*@]/.exec(rest);
  if (drop) {
    out = `${drop[1]}@`;
    rest = rest.slice(drop[0].length);
  }
  let read = 0;
  for (let label; rest && read < 8 && (label = labels.find((l) => rest.startsWith(l))); read++) {
    out += names.get(label);
    rest = rest.slice(label.length);
  }
  return read ? out + rest : null;
}

/** The arrows of data-arrows (move strings, from the first cell to the last; a cell or a drop: a
 *  circle on its cell, an arrow from the cell to itself); like every other attribute, a token that
 *  is none of these or names a cell the board lacks is an error. */
function parseArrows(text, cells) {
  if (!text) return [];
  const out = [];
  const toks = String(text).split(/\s+/).filter(Boolean);
  if (toks.length > MAX_ARROWS) throw new Error(`too many arrows (${toks.length}; at most ${MAX_ARROWS})`);
  const onBoard = new Set(cells.map((c) => c.name));
  // Every bad arrow is named, not only the first.
  const bad = [];
  for (const given of toks) {
    // An arrow written with the board's labels (shogi's 7g7f) is read by them.
    const named = ARROW.test(given) && splitMove(given).squares.every((sq) => onBoard.has(sq)) ? given : fromLabels(given, cells);
    const tok = named ?? given;
    const s = splitMove(tok).squares;
    const off = s.find((sq) => !onBoard.has(sq));
    if (!ARROW.test(tok) || !s.length) bad.push(`bad arrow "${given.slice(0, 20)}" (a cell such as e5, or a move string such as e2e4)`);
    else if (off) bad.push(`bad arrow "${given.slice(0, 20)}": ${off} is not a cell of the board`);
    else out.push([s[0], s[s.length - 1]]);
  }
  if (bad.length > 1) throw new Error(`${bad.length} bad arrows: ${bad.slice(0, 8).join("; ")}${bad.length > 8 ? "; …" : ""}`);
  if (bad.length) throw new Error(bad[0]);
  return out;
}

/** Throws a plain error where an API call's argument must be a string (wasm would fail obscurely). */
function needString(value, call, what) {
  if (typeof value !== "string") throw new Error(`${call}: expected ${what}, got ${value === null ? "null" : typeof value}`);
}

/**
 * Mounts a board in `element`. `config`: {variant, fen, mode: "play"|"diagram"|"static", piece, square,
 * select, orientation, coordinates, arrows, moves, caption, expected, playable, clock, clockBar (false:
 * the page shows the clocks itself), marks: "dots"|"arrows", squareNames: "labels"|"row-column"|"names"}.
 * Resolves to the board's handle (also set as `element.fairyboard`). A bad configuration shows an
 * error box in place of the board and rejects with the error.
 */
/** Board elements that have had their chance to restore a saved game on this page. */
const restoredOnce = new WeakSet();

/** Restores a play board's saved game (same variant and configured start) and saves every change
 *  (www/autosave.js); a save that cannot be used is said under the board and forgotten; a new game
 *  forgets it. */
function keepSaved(element, board, handle, cfg) {
  // A game is kept under its element's id: two elements of one id would overwrite each other's.
  if (element.ownerDocument.querySelectorAll(`[id="${CSS.escape(element.id)}"]`).length > 1) {
    board.note(board.t("note.sameId", { id: element.id.slice(0, 40) }));
    return;
  }
  // Only the element's first board of the page restores; a later one (another variant chosen)
  // starts afresh and replaces the save.
  const first = !restoredOnce.has(element);
  restoredOnce.add(element);
  // `restore: false`: the page opens a game of its own (a link's), kept from now on.
  const saved = first && cfg.restore !== false ? savedGame(element) : null;
  const config = cfg.fen ?? null;
  // The author's moves and start array: a save made before the page changed them is not restored.
  const authored = cfg.moves || cfg.start !== undefined ? JSON.stringify([cfg.moves ?? null, cfg.start ?? null]) : null;
  if (saved?.line && saved.line.variant === cfg.variant && (saved.line.config ?? null) === config && (saved.line.authored ?? null) === authored && !board.hidden) {
    try {
      replayLine(handle, saved.line);
      // A game the players had ended stays ended (a resignation, a draw, a fallen flag).
      if (saved.line.ending && saved.line.ply === saved.line.moves.length) board.restoreEnding(saved.line.ending);
    } catch (e) {
      handle.newGame();
      board.note(board.t("note.restoreFailed", { why: errorText(e) }));
      forgetGame(element, saved.key);
    }
  } else if (saved?.error) {
    board.note(board.t("note.saveUnusable", { why: saved.error }));
    forgetGame(element, saved.key);
  }
  // Every change is kept, a new game of the variant too: a reload comes back to the variant the
  // reader chose, not to the page's first one.
  const keep = () => {
    if (!board.destroyed) saveGame(element, handle, config, authored, board.uiOutcome);
  };
  // ("refresh": also an ending taken back, the game resumed.)
  for (const ev of ["move", "undo", "position", "end", "refresh"]) board.on(ev, keep);
  const newGame = handle.newGame;
  handle.newGame = () => {
    const r = newGame();
    keep();
    return r;
  };
  // A later board (another variant chosen) replaces the save at once; a page's first board
  // writes nothing until it changes (no storage written as a page of boards loads).
  if (!first) keep();
}

/** A clock's time as the clocks show it: minutes and seconds, rounded up ("4:05"). */
export function clockText(ms) {
  if (typeof ms !== "number" || !Number.isFinite(ms)) throw new Error(`clockText: expected a time in milliseconds, got ${typeof ms === "number" ? ms : ms === null ? "null" : typeof ms}`);
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The game as the engine holds it, behind each handle: for the computer opponent only, which
 *  searches a game with hidden information from its own side's view (the engine builds that view).
 *  Not part of the handle's API: the handle shows only what its viewer may know. */
const engineSides = new WeakMap();

/** For the computer opponent (opponent.js): `{fen(), hasMoves()}` of the whole game behind a handle. */
export function engineSide(handle) {
  return engineSides.get(handle) ?? null;
}

export async function mount(element, config = {}) {
  if (!(element instanceof Element)) throw new Error(`mount: expected an element to draw the board in, got ${element === null ? "null (no element matched?)" : typeof element}`);
  // mount(el, "grand"): a variant id alone.
  if (typeof config === "string") config = { variant: config };
  if (config === null || typeof config !== "object" || Array.isArray(config)) throw new Error("mount: the configuration must be an object such as { variant: \"grand\" }");
  // The latest mount of an element wins: an earlier one still loading gives up.
  const token = {};
  mounting.set(element, token);
  const superseded = () => mounting.get(element) !== token;
  const stopIfSuperseded = () => {
    if (superseded()) throw new Error("mount: a later mount of this element replaced this one");
  };
  const previous = element.fairyboard;
  try {
    // (A page whose module list cannot be read shows that on each board, not in the console alone.)
    await ready;
    await defineFromScripts();
    // A board of its own variant (data-ini): defined first; it is the board's variant unless
    // data-variant names another.
    if (config.ini !== undefined) {
      // Named as the author wrote it: the element's attribute, or mount's option.
      const source = element.dataset?.ini === config.ini ? "data-ini" : "ini";
      if (typeof config.ini !== "string" || config.ini.length > MAX_INI) throw new Error(`${source}: a variant definition is INI text of at most ${MAX_INI} characters`);
      const ids = await define(config.ini, { keep: true }).catch((e) => {
        throw new Error(`${source}: ${errorText(e)}`);
      });
      config = { ...config, variant: config.variant ?? ids[0] };
    }
    await need(config.variant ?? DEFAULT_VARIANT);
    stopIfSuperseded();
    const cfg = validate(config);
    if (!holdsBoard(element)) throw new Error(`a board is drawn inside an element such as <div>, not inside <${element.localName}>`);
    const glyphs = kanjiReady(cfg.variant);
    if (glyphs) await glyphs;
    stopIfSuperseded();
    // The new board's settings are read (its game, squares, moves) before the board the element
    // holds goes: a bad one leaves that board as it was.
    const board = new Board(element, cfg);
    element.fairyboard?.destroy?.();
    clearState(element);
    board.build();
    const handle = {
      fen: () => board.fen(),
      legalMoves: (square) => board.legalMoves(square),
      play: (move) => board.play(move),
      undo: () => board.undo() ?? undefined,
      /** Whether undo() would take back a move (not at the start; not the other side's hidden move
       *  once the board is handed over, in a game with hidden information at one screen). */
      canUndo: () => board.canUndo(),
      /** Whether redo() would play a taken-back move again. */
      canRedo: () => board.canRedo(),
      redo: () => board.redo(),
      outcome: () => board.outcome(),
      /** The outcome as one sentence in the game's words, or null. */
      outcomeText: () => board.outcomeText(),
      /** The targets drawn for the selection: [{square, move, capture, leap, conditional}]. */
      drawnTargets: () => (board.currentTargets ?? []).map((t) => ({ ...t })),
      /** For the tests only: makes the engine fail (trap) on its next call, to prove the board recovers. */
      __failEngineForTest: () => board.game.__failForTest(),
      /** The piece types whose tokens print letters or characters as drawn now, with their names
       *  in the board's language: [{token, text, characters, name, betza}] (the legend's entries). */
      legend: () => board.legend(),
      /** The status line as shown: {text, event}, `event` the part saying what just happened
       *  (a move, a selection, a refused move) or null; the "status" event gives each change. */
      status: () => ({ ...(board.statusNow ?? { text: board.status.textContent, event: null }) }),
      /** The sides as the game names them: ["Red", "Black"]. */
      sideNames: () => [...board.sideNames],
      /** The UI's language: "en", "el", "hu" or "ru". */
      lang: () => board.lang,
      /** Switches the UI's language (an unknown one falls back to English). */
      setLang: (lang) => board.setLang(lang),
      /** The board's own label of a square ("7g" in shogi), in its square names or in `names`
       *  ("labels", "row-column" or "names"). */
      label: (square, names) => {
        if (names !== undefined && !SQUARE_NAMES.includes(names)) throw new Error(`label: bad square names ${typeof names === "string" ? `"${names.slice(0, 20)}"` : typeof names} (labels, row-column or names)`);
        return board.label(board.squareArg(square, "label"), names);
      },
      /** The engine's legal actions (of the piece on `square`): [{id, move, from, to, target, altTarget, kind, captures, stops, via, promotion, drop}]. */
      actions: (square) => (square === undefined || square === null ? board.allActions() : board.actionsFrom(board.squareArg(square, "actions"))),
      history: () => board.history(),
      /** The position the record starts from (where history() begins). */
      startPosition: () => board.startPosition(),
      /** The game's line: every move played and those redo would replay, and how many are shown:
       *  {moves, ply}. */
      line: () => board.line(),
      /** The whole line as the move list writes it, the moves taken back included:
       *  {moves: written in `style` (one of notations(); SAN with the piece letters of the board's
       *  language), turns: [{side, moves}], ply}. */
      lineAs: (style) => board.lineAs(style),
      /** Goes to the position after `ply` moves of the line (undo and redo); returns the moves
       *  played then. */
      goTo: (ply) => board.goTo(ply),
      /** The ways the move list can write this game's moves, its players' own first:
       *  ["san", "coordinates"], ["shogi", "kif", "coordinates"], ["wxf", "chinese", "coordinates"];
       *  Gess ["labels", "coordinates"]: its move strings in the board's own labels. */
      notations: () => board.notations(),
      /** The notation the board's status line writes moves in (one of notations()). */
      notation: () => board.notation(),
      /** Sets notation() (null: the game's own); a style the game does not offer throws. */
      setNotation: (style) => board.setNotation(style),
      /** The moves written in one of notations() (under hidden information, as history()). */
      historyAs: (style) => board.historyAs(style),
      /** What the tokens print: "kanji" or "letters" (shogi, xiangqi); null: the variant's default. */
      setPieceLabels: (labels) => board.setPieceLabels(labels),
      /** The board as drawn: a PNG data URL ("data:image/png;base64,…"). */
      toPNG: () => board.toPNG(),
      /** The board as drawn, as SVG text (vector paths, text as text). */
      toSVG: () => board.toSVG(),
      /** The moves as players write them: SAN in the chess-like games (["e4", "e5", "Nf3"]). */
      historyWritten: () => board.historyWritten(),
      /** A legal move of the position shown, written in notation() ("e4", "P-9f"; SAN with the piece
       *  letters of the board's language, "Hf3" in Hungarian); under hidden
       *  information, and for a move the game cannot write, the move string; a move that is not
       *  legal there throws. */
      written: (move) => board.written(move),
      /** The record as PGN, with `tags` ({White: "…"}) and `comments` ([{ply, text}]). */
      pgn: (tags, comments) => board.pgn(tags, comments),
      /** The record as KIF (shogi and minishogi), `tags` as PGN names them (White = 先手). */
      kif: (tags) => board.kif(tags),
      /** The moves grouped into turns as players write them: [{side, moves}]. */
      historyTurns: () => board.historyTurns(),
      /** Pieces in hand (drop games): {white: [{piece, count}], black: [...]}. */
      hands: () => board.game.hands(),
      /** Under hidden information (dark chess): show the board as "white" or "black" sees it, or
       *  "turn" (the side to move, with a hand-over screen between two people). */
      setView: (side) => board.setView(side),
      /** The side whose view is shown, or null where the game hides nothing. */
      viewer: () => board.viewer(),
      turn: () => board.turn(),
      /** Whether the side to move is in check (as the status line says it). */
      inCheck: () => !board.hidden && board.game.inCheck(),
      setPosition: (fen) => board.setPosition(fen),
      /** Redraws from the game after it changed outside this board (the partner's captures in a
       *  bughouse match reaching this board's hand). */
      refresh: () => {
        board.followGame();
        board.refresh();
        board.emit("refresh", {});
      },
      /** Whether the position follows from the start position and the moves played (false for a
       *  board of a bughouse match, whose hand the partner fills). */
      historyReplays: () => board.game.historyReplays?.() ?? true,
      newGame: () => board.newGame(),
      flip: () => board.flip(),
      /** The side drawn at the bottom as set (`orientation`, turned by flip): "white" or "black". */
      orientation: () => (board.flipped ? "black" : "white"),
      /** Draws a suggested move (a legal move string) as an arrow until the position changes. */
      showHint: (move) => {
        needString(move, "showHint", "a move");
        board.showHint(move);
      },
      /** Selects a square (its name or label) or clears the selection (null); fires "select". */
      select: (square) => {
        const cell = square === null || square === undefined ? null : board.squareArg(square, "select");
        board.dropPiece = null;
        board.select(cell);
        board.emit("select", { square: cell });
      },
      /** The sides the person moves (["white"], [] or null for both): the others' pieces do not
       *  answer clicks, drags or keys (the side the computer plays). */
      setMovable: (sides) => {
        if (sides !== null && !Array.isArray(sides)) throw new Error('setMovable: expected an array of sides ("white", "black") or null');
        board.setMovable(sides);
      },
      setDiagram: (piece, square) => board.setDiagram(piece, square),
      resign: (side) => board.resign(side),
      offerDraw: () => board.offerDraw(),
      acceptDraw: () => board.acceptDraw(),
      /** A draw the side to move may claim now ({reason, text}: "repetition", "threefold
       *  repetition"), or null; only where the game's draws are claimed (option claim_draws). */
      claimableDraw: () => board.claimableDraw(),
      /** Claims that draw: the game ends drawn; false if there is none to claim. */
      claimDraw: () => board.claimDraw(),
      drawOffer: () => board.drawOffer,
      setClock: (spec) => board.setClock(spec),
      /** Pauses (true) or resumes (false) the running clock (the next move resumes it too); false
       *  when no clock runs (none set, no move made yet, the game over). */
      pauseClock: (paused) => {
        if (paused !== undefined && typeof paused !== "boolean") throw new Error(`pauseClock: expected true (pause), false (resume) or nothing, got ${paused === null ? "null" : typeof paused}`);
        return board.pauseClock(paused !== false);
      },
      /** Whether the running clock is paused. */
      clockPaused: () => board.clockPaused(),
      clockRunning: () => board.clockRunning(),
      clockTimes: () => board.clockTimes(),
      /** Sets the running clock's times ({white, black} in ms): a kept game's. */
      setClockTimes: (times) => board.setClockTimes(times),
      squareCenter: (square) => board.squareCenter(board.squareArg(square, "squareCenter")),
      /** Whose turn it is and which move of a turn of several moves: {side, part, parts}. */
      turnInfo: () => board.game.turnInfo(),
      /** The board's cells as the game defines them: [{name, label, x, y, shape}]. */
      cells: () => board.game.cells(),
      /** The type an imitator (TCHESS Jester) of the side to move copies now: an upper-case FEN
       *  letter, or undefined (no move yet, or a variant without the last-mover state). */
      lastMover: () => board.game.lastMover?.() ?? undefined,
      /** Promotion-by-vacancy pools: {white: [{piece, count}], black: [...]}; empty lists in
       *  variants without them. */
      vacancies: () => board.game.vacancies?.() ?? { white: [], black: [] },
      /** The pieces on the board as the engine reports them: [{square, piece, state?}] (state
       *  "frozen": a Taktika piece that cannot move). */
      pieces: () => board.piecesShown(),
      on: (event, cb) => board.on(event, cb),
      destroy: () => board.destroy(),
      /** Shows a line under the board, for the reader (replacing the last one). */
      note: (text) => board.note(String(text)),
      get variant() {
        return board.variant;
      },
      get info() {
        return board.vinfo;
      },
      get canvas() {
        return board.canvas;
      },
      get lastDrawMs() {
        return board.lastDrawMs;
      },
    };
    if (cfg.mode === "play" && !cfg.game && element.id && cfg.autosave !== false) keepSaved(element, board, handle, cfg);
    engineSides.set(handle, {
      fen: () => board.game.fen(),
      hasMoves: () => !board.game.outcome() && board.game.legalMoves().length > 0,
    });
    guardDestroyed(handle, board);
    element.fairyboard = handle;
    if (cfg.opponent === "computer") await attachComputer(element, handle, cfg);
    return handle;
  } catch (e) {
    // A board the element still holds (its new settings were refused), or a later mount's, stays.
    const kept = superseded() || (previous && element.fairyboard === previous);
    if (!kept) {
      errorBox(element, errorText(e), typeof config?.lang === "string" ? config.lang : undefined);
      element.dataset.error = errorText(e);
    }
    throw e instanceof Error ? e : new Error(errorText(e));
  }
}

/** Per element, the latest `mount` begun (an earlier one still loading gives up). */
const mounting = new WeakMap();

/** After destroy(), a handle's calls throw a plain error (the board's engine objects are freed);
 *  destroy() again does nothing. An error a call throws names the call ("play: illegal move
 *  'e2e5'"), as the README promises. */
function guardDestroyed(handle, board) {
  // Key by key (its accessors left as they are): one array of every descriptor at once cost a page
  // of many boards three times as much.
  for (const key of Object.keys(handle)) {
    const call = Object.getOwnPropertyDescriptor(handle, key).value;
    if (typeof call === "function") handle[key] = guardedCall(key, call, board);
  }
}

/** The handle's call `key` (`call`) as guardDestroyed gives it. */
function guardedCall(key, call, board) {
  if (key === "destroy") return () => (board.destroyed ? undefined : call());
  return (...args) => {
    if (board.destroyed) throw new Error(`${key}: this board was destroyed (mount it again to use it)`);
    try {
      return call(...args);
    } catch (e) {
      throw namedError(key, e);
    }
  };
}

/** `e` as an Error whose message starts with the call's name `key`. */
function namedError(key, e) {
  const error = e instanceof Error ? e : new Error(errorText(e));
  if (!error.message.startsWith(`${key}:`) && !error.message.startsWith(`${key} `)) {
    try {
      error.message = `${key}: ${error.message}`;
    } catch {
      return new Error(`${key}: ${error.message}`);
    }
  }
  return error;
}

/** data-opponent="computer": the computer plays the side away from the viewer, at data-level (1–8,
 *  default 4), with the playground's thinking line, Move now and Hint under the board. The search
 *  runs in a Web Worker (engine-worker.js). */
async function attachComputer(element, handle, cfg) {
  const { Opponent } = await import("./opponent.js");
  const panel = document.createElement("div");
  panel.className = "fairyboard-opponent";
  element.appendChild(panel);
  const opp = new Opponent(panel);
  opp.q("opp-side").value = cfg.orientation === "black" ? "white" : "black";
  opp.q("opp-level").value = String(cfg.level ?? 4);
  const destroy = handle.destroy;
  handle.destroy = () => {
    opp.cancel();
    destroy();
  };
  handle.opponent = opp;
  opp.attach(handle, true);
}

/** Reads the first game of a PGN text and replays it in the engine: {variant, start, moves,
 *  tags, comments, result}; a bad record throws an Error naming what is wrong. */
export async function readPgn(text) {
  needString(text, "readPgn", "the record's text");
  return readPgnAny(text);
}

/** The longest variant definition a board or a page's script block may give (characters). */
const MAX_INI = 65536;
/** The type of a page's script blocks that define variants for its boards. */
const VARIANTS_SCRIPT = "text/x-fairyboard-variants";
/** The script blocks read (each once). */
const scriptsRead = new WeakSet();
/** Why a script block's definitions were refused, by the ids they would have defined. */
const scriptRefusals = new Map();
/** The definitions of the script blocks read so far, in page order. */
let scriptsDefined = Promise.resolve();

/** Defines the variants of the page's `<script type="text/x-fairyboard-variants">` blocks not read
 *  yet (INI text, as `defineVariants` takes); resolves once they are. A block that is refused is
 *  named on the boards of its ids. */
function defineFromScripts() {
  // (document.scripts, not a selector: each board's mount asks, and a selector walks the page.)
  const fresh = [...document.scripts].filter((s) => s.type.toLowerCase() === VARIANTS_SCRIPT && !scriptsRead.has(s));
  for (const s of fresh) scriptsRead.add(s);
  if (!fresh.length) return scriptsDefined;
  scriptsDefined = scriptsDefined.then(async () => {
    for (const s of fresh) {
      const text = s.textContent ?? "";
      try {
        if (text.length > MAX_INI) throw new Error(`at most ${MAX_INI} characters`);
        await define(text, { keep: true });
      } catch (e) {
        for (const id of sectionIds(text)) scriptRefusals.set(id, errorText(e));
      }
    }
  });
  return scriptsDefined;
}

/** Defines variants from INI text (`[id:parent]` sections, as docs/variant-keys.md describes;
 *  parents built-in or defined before) for the page's boards and calls: resolves to their ids.
 *  Throws the reason a definition is refused (nothing is defined then); a built-in id is refused. */
export async function defineVariants(text) {
  if (typeof text !== "string" || text.length > MAX_INI) throw new Error(`defineVariants: a variant definition is INI text of at most ${MAX_INI} characters`);
  return define(text).catch((e) => {
    throw new Error(`defineVariants: ${errorText(e)}`);
  });
}

/** The built-in variants and those the page defined: [{id, name, status, width, height}]. */
export async function listVariants() {
  return allVariants();
}

/** Mounts every [data-fairyboard] element under `root` that is not mounted yet; resolves when all
 *  are drawn, with each one's `Promise.allSettled` result. A page of many boards draws those in view
 *  first and shows them, then the others a batch at a time, the page answering input in between. */
export async function mountAll(root = document) {
  if (!(root instanceof Document || root instanceof Element || root instanceof DocumentFragment)) throw new Error(`mountAll: expected a document or an element to search, got ${root === null ? "null" : typeof root}`);
  return mountFound(root, true);
}

/** Mounts the elements with data-fairyboard under `root` that are not mounted yet: those whose
 *  mount failed too where `retry` (a page's own call, after mending their attributes), not when
 *  the loader sees boards added to the page. */
async function mountFound(root, retry) {
  const els = [...root.querySelectorAll("[data-fairyboard]")].filter((el) => !el.fairyboard && (retry || !el.dataset.error) && !queued.has(el));
  for (const el of els) queued.add(el);
  // The page's own variants first (its <script type="text/x-fairyboard-variants"> blocks, then
  // its boards' data-ini in the page's order: a board may name a variant another board defines).
  await defineFromScripts();
  for (const el of els) {
    const ini = el.dataset.ini;
    // (A refusal is the board's own to report when it mounts.)
    if (ini && ini.length <= MAX_INI) await define(ini, { keep: true }).catch(() => {});
  }
  // All the boards' variants at once, so that one module serving them all is the only one loaded
  // (a failure here is each board's own to report when it mounts).
  await need(...els.map((el) => el.dataset.variant ?? DEFAULT_VARIANT)).catch(() => {});
  const results = new Map();
  const mountSome = async (some) => {
    // A board the page mounted itself meanwhile (`mount`) stays as it is.
    const settled = await Promise.allSettled(some.map((el) => el.fairyboard ?? mountElement(el)));
    some.forEach((el, i) => {
      results.set(el, settled[i]);
      queued.delete(el);
    });
  };
  const first = els.length > ALL_AT_ONCE ? inView(els) : new Set(els);
  await mountSome(els.filter((el) => first.has(el)));
  let rest = els.filter((el) => !first.has(el));
  if (rest.length) await nextPaint();
  let size = FIRST_BATCH;
  while (rest.length) {
    const t0 = performance.now();
    await mountSome(rest.slice(0, size));
    const perBoard = (performance.now() - t0) / Math.min(size, rest.length);
    rest = rest.slice(size);
    size = Math.max(1, Math.floor(BATCH_MS / Math.max(perBoard, 1)));
    if (rest.length) await yieldToPage();
  }
  return els.map((el) => results.get(el));
}

/** Mounts a board element from its attributes; attributes it ignores are named under it. */
async function mountElement(el) {
  const cfg = configFromElement(el);
  const handle = await mount(el, cfg);
  const ignored = ignoredAttributes(el, cfg, handle.info);
  if (ignored.length) handle.note(t("note.ignoredAttributes", { names: ignored.join(", ") }, handle.lang()));
  return handle;
}

/** The elements a `mountAll` is about to mount (another call meanwhile leaves them to it). */
const queued = new WeakSet();

/** A page of at most this many boards draws them all at once. */
const ALL_AT_ONCE = 8;
/** The first batch of boards out of view, before the time one takes is known. */
const FIRST_BATCH = 4;
/** About how long one batch of boards out of view may keep the page busy, in ms. */
const BATCH_MS = 50;

/** The elements of `els` in or near the viewport (within `NEAR_PX`), read from the layout now (one
 *  layout, which the boards' drawing needs anyway, where waiting for an IntersectionObserver's
 *  first report would wait for the browser's next frame); all of them if the browser cannot tell
 *  (no IntersectionObserver, a page in a background tab). An element not laid out (hidden) is not
 *  in view. */
function inView(els) {
  if (typeof IntersectionObserver === "undefined" || document.visibilityState === "hidden") return new Set(els);
  const [w, h] = [innerWidth, innerHeight];
  return new Set(
    els.filter((el) => {
      if (!el.getClientRects().length) return false;
      const r = el.getBoundingClientRect();
      return r.bottom >= -NEAR_PX && r.top <= h + NEAR_PX && r.right >= -NEAR_PX && r.left <= w + NEAR_PX;
    }),
  );
}

/** How near the viewport a board is drawn first, in CSS pixels. */
const NEAR_PX = 200;

/** Resolves once the browser has shown what was drawn and run the tasks waiting then (the page's
 *  timers among them), or, in a background tab, soon after. */
function nextPaint() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => nextTask().then(resolve));
    setTimeout(resolve, 100);
  });
}

/** Resolves in a later task, after the input and painting that are waiting (timers would be slowed
 *  down in a background tab; a message is not). */
function yieldToPage() {
  if (globalThis.scheduler?.yield) return globalThis.scheduler.yield();
  return nextTask();
}

/** Resolves in a new task of the usual priority, after the tasks already queued (a yield's
 *  continuation would go before them). */
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Links the boards' stylesheet (fairyboard.css beside this file) unless the page does: one script
 *  tag is enough to embed a board. It goes first in the head, so the page's own styles override
 *  it. Resolves when it has loaded (or failed, or after a second: the boards are drawn anyway and
 *  redrawn when their size changes). */
function linkStyles() {
  const href = new URL("fairyboard.css", import.meta.url).href;
  if ([...document.querySelectorAll('link[rel~="stylesheet"]')].some((l) => l.href === href)) return Promise.resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  const loaded = new Promise((resolve) => {
    link.addEventListener("load", resolve, { once: true });
    link.addEventListener("error", resolve, { once: true });
    setTimeout(resolve, 1000);
  });
  (document.head ?? document.documentElement).prepend(link);
  return loaded;
}

async function autoload() {
  try {
    await linkStyles();
    await mountAll();
  } finally {
    document.documentElement.dataset.fairyboardReady = "1";
    document.dispatchEvent(new CustomEvent("fairyboard:ready"));
    watchForBoards();
  }
}

/** Boards the page adds later (a wiki's script, an expanded section loaded on demand) are mounted
 *  as they come: the elements with data-fairyboard added to the document, checked once a frame.
 *  A board the page takes out of the document (and does not put back within the task) is taken
 *  down, as destroy() does: its clock and its computer stop. */
function watchForBoards() {
  if (typeof MutationObserver === "undefined") return;
  let pending = false;
  const removed = new Set();
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.removedNodes) {
        if (!(n instanceof Element)) continue;
        if (n.fairyboard) removed.add(n);
        for (const el of n.querySelectorAll(".fairyboard")) if (el.fairyboard) removed.add(el);
      }
    }
    if (removed.size) {
      setTimeout(() => {
        for (const el of removed) if (!el.isConnected) el.fairyboard?.destroy?.();
        removed.clear();
      });
    }
    if (pending) return;
    const added = records.some((r) => [...r.addedNodes].some((n) => n instanceof Element && (n.matches("[data-fairyboard]") || n.querySelector("[data-fairyboard]"))));
    if (!added) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      mountFound(document, false).catch(() => {});
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
}

if (typeof document !== "undefined") {
  window.fairyboard = { mount, mountAll, ready, defineVariants, listVariants, parseMove, describeOutcome };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", autoload);
  else autoload();
}

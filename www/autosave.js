//# allFunctionsCalledOnLoad
// Keeping a game: a link that holds the whole game (variant with its options, start position,
// moves, the move shown), and the current game of a playable board saved in localStorage and
// restored on reload. A corrupt, foreign or newer save gives a clear message and a fresh game;
// nothing here throws at the page. Boards are saved by their element's id (no id, no saving), and
// games with hidden information are not saved (the save would show everything). Each save goes to
// the tab's sessionStorage too: a reload restores the tab's own game, whatever another tab of the
// same page saved since; a new tab opens the game saved last.

import { definitionOf } from "./modules.js";

/** The version of the saved form; a save of another version is not read. */
export const SAVE_VERSION = 1;
/** The most moves a link or a save holds. */
const MAX_MOVES = 2000;

/** The localStorage key of a board element, or null if it has no id. */
function keyOf(element) {
  return element?.id ? `fairyboard:v${SAVE_VERSION}:${location.pathname}#${element.id}` : null;
}

/** The page's localStorage, or null where storage is denied. */
export function storage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage denied (privacy settings, sandboxed frames)
  }
}

/** The tab's sessionStorage, or null where storage is denied. */
function tabStorage() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The game behind a handle as {variant, start, moves, ply}: every move played, and those taken
 *  back that redo would replay, with `ply` the number shown. */
export function lineOf(handle) {
  const { moves, ply } = handle.line();
  return { variant: handle.variant, start: handle.startPosition(), moves, ply };
}

/** Checks a saved or linked line's form: {variant, start, moves, ply}; returns an error text or null. */
function badLine(x) {
  if (!x || typeof x !== "object") return "not a saved game";
  if (typeof x.variant !== "string" || !x.variant || x.variant.length > 200) return "no variant";
  if (x.start !== null && x.start !== undefined && (typeof x.start !== "string" || x.start.length > 4000)) return "a bad start position";
  if (!Array.isArray(x.moves) || x.moves.length > MAX_MOVES || !x.moves.every((m) => typeof m === "string" && m.length <= 40)) return "bad moves";
  if (!Number.isInteger(x.ply) || x.ply < 0 || x.ply > x.moves.length) return "a bad move number";
  if (x.config !== undefined && x.config !== null && (typeof x.config !== "string" || x.config.length > 4000)) return "a bad board setting";
  if (x.authored !== undefined && x.authored !== null && (typeof x.authored !== "string" || x.authored.length > 40000)) return "a bad board setting";
  if (x.ending !== undefined && x.ending !== null && badEnding(x.ending)) return "a bad ending";
  return null;
}

/** The endings the players make (not the position's): a resignation, an agreed or claimed draw, a
 *  fallen flag. */
const ENDINGS = new Set(["resignation", "agreement", "timeout", "repetition", "move-rule"]);

/** Whether a kept ending is malformed: {winner: "white" | "black" | null, reason, words?}. */
function badEnding(e) {
  if (!e || typeof e !== "object") return true;
  if (!["white", "black", null].includes(e.winner) || !ENDINGS.has(e.reason)) return true;
  return e.words !== undefined && (typeof e.words !== "string" || e.words.length > 200);
}

/** The saved game of a board element: {line} to restore, {error} when a save exists but cannot
 *  be used (the reason), or null when there is none. */
export function savedGame(element) {
  const key = keyOf(element);
  const store = storage();
  if (!key || !store) return null;
  let text;
  try {
    text = tabStorage()?.getItem(key) ?? store.getItem(key);
  } catch {
    return null;
  }
  if (text === null) {
    // A save under another version's key: newer (or older) than this page reads.
    const other = Object.keys(store).find((k) => k.startsWith("fairyboard:v") && k.endsWith(`:${location.pathname}#${element.id}`));
    return other ? { error: "it was saved by another version of fairyboard", key: other } : null;
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: "the save is corrupt", key };
  }
  if (data?.v !== SAVE_VERSION) return { error: data?.v > SAVE_VERSION ? "it was saved by a newer fairyboard" : "the save is not fairyboard's", key };
  const why = badLine(data.line);
  return why ? { error: `the save holds ${why}`, key } : { line: data.line, key };
}

/** Forgets a board element's saved game (a new game). */
export function forget(element, key = keyOf(element)) {
  for (const store of [storage, tabStorage]) {
    try {
      if (key) store()?.removeItem(key);
    } catch {
      /* nothing to forget */
    }
  }
}

/** Saves the game behind `handle` under its element; `config` is the board's configured start
 *  (its data-fen) and `authored` its other settings of the game (data-moves, data-start), so that
 *  the save is restored only on the same board; `ending`: how the players ended it, if they did
 *  ({winner, reason, words?}: a resignation, an agreed or claimed draw, a fallen flag). A game
 *  with hidden information keeps only its variant (a fresh game of it on reload): its moves would
 *  show all. */
export function save(element, handle, config = null, authored = null, ending = null) {
  const key = keyOf(element);
  if (!key) return;
  const line = handle.viewer() ? { variant: handle.variant, start: null, moves: [], ply: 0 } : lineOf(handle);
  // How the players ended the game (a resignation, an agreement, a flag), where it ended so.
  const ended = ending && line.ply === line.moves.length ? { ending } : {};
  const text = JSON.stringify({ v: SAVE_VERSION, line: { ...line, config, ...(authored ? { authored } : {}), ...ended } });
  for (const store of [storage, tabStorage]) {
    try {
      store()?.setItem(key, text);
    } catch {
      /* storage full or denied: the game goes on unsaved */
    }
  }
}

/** The most tags and comments a kept record holds, and the longest text of one. */
const MAX_RECORD_ITEMS = 256;
const MAX_RECORD_TEXT = 2000;

/** The key a board element's loaded record is kept under (beside its saved game). */
function recordKeyOf(element) {
  const key = keyOf(element);
  return key && `${key}:record`;
}

/** Keeps what a record loaded on a board brought besides its moves — `{variant, moves, tags,
 *  result, comments}`: its tags ({name: value}), its result ({token, ply} or null) and comments
 *  ([{ply, text}]) with the variant and moves it was read with — so that a reload restores them
 *  with the game (`keptRecord`). `null` forgets it. */
export function keepRecord(element, record) {
  const key = recordKeyOf(element);
  if (!key) return;
  for (const store of [storage, tabStorage]) {
    try {
      if (record) store()?.setItem(key, JSON.stringify({ v: SAVE_VERSION, ...record }));
      else store()?.removeItem(key);
    } catch {
      /* storage full or denied: the record's tags last for this page only */
    }
  }
}

/** The record kept for a board element whose game still starts with the record's moves (`moves`,
 *  the game's history now), or null: none kept, another game, or a corrupt entry. */
export function keptRecord(element, variant, moves) {
  const key = recordKeyOf(element);
  let r = null;
  try {
    r = JSON.parse(tabStorage()?.getItem(key) ?? storage()?.getItem(key) ?? "null");
  } catch {
    return null;
  }
  const text = (x) => typeof x === "string" && x.length <= MAX_RECORD_TEXT;
  const count = (x) => Number.isInteger(x) && x >= 0 && x <= MAX_MOVES;
  const tags = r?.tags && typeof r.tags === "object" && !Array.isArray(r.tags) ? Object.entries(r.tags) : null;
  const ok =
    r?.v === SAVE_VERSION &&
    r.variant === variant &&
    Array.isArray(r.moves) &&
    r.moves.length <= moves.length &&
    r.moves.every((m, i) => m === moves[i]) &&
    tags &&
    tags.length <= MAX_RECORD_ITEMS &&
    tags.every(([k, v]) => text(k) && text(v)) &&
    (r.result === null || (["1-0", "0-1", "1/2-1/2"].includes(r.result?.token) && count(r.result.ply) && (r.result.termination === undefined || text(r.result.termination)))) &&
    Array.isArray(r.comments) &&
    r.comments.length <= MAX_RECORD_ITEMS &&
    r.comments.every((c) => count(c?.ply) && text(c.text));
  const result = r?.result && { token: r.result.token, ply: r.result.ply, ...(r.result.termination === undefined ? {} : { termination: r.result.termination }) };
  return ok ? { tags: Object.fromEntries(tags), result, comments: r.comments.map(({ ply, text }) => ({ ply, text })) } : null;
}

/** Replays a line on a freshly mounted handle: its start, its moves, back to its ply. Throws an
 *  Error naming the first move that fails (the caller starts afresh). */
export function replay(handle, line) {
  if (line.start) handle.setPosition(line.start);
  else handle.newGame();
  line.moves.forEach((m, i) => {
    try {
      handle.play(m);
    } catch (e) {
      throw new Error(`move ${i + 1} (${m.slice(0, 20)}): ${e?.message ?? e}`);
    }
  });
  for (let i = line.moves.length; i > line.ply; i--) handle.undo();
}

/** A link to the playground with the whole game: variant, start, moves and the move shown. */
export function linkOf(handle, base = new URL("index.html", import.meta.url)) {
  if (handle.viewer()) throw new Error("a game with hidden information has no link while it goes on");
  const line = lineOf(handle);
  const url = new URL(base);
  url.searchParams.set("variant", line.variant);
  // A variant the page defined goes with its definition.
  const ini = definitionOf(line.variant);
  if (ini) url.searchParams.set("ini", ini);
  if (line.start) url.searchParams.set("fen", line.start);
  if (line.moves.length) url.searchParams.set("moves", line.moves.join(" "));
  if (line.ply !== line.moves.length) url.searchParams.set("ply", String(line.ply));
  return url.href;
}

/** A link's position (`fen`), or null: lichess writes a FEN in its links with underscores for
 *  its spaces (`…_b_KQkq_-_0_1`), read here as spaces where the FEN has none. */
export function fenFromQuery(params) {
  const fen = params.get("fen");
  if (!fen) return null;
  return fen.includes(" ") ? fen : fen.replaceAll("_", " ");
}

/** The line a link's query holds ({variant, start, moves, ply}), or null without moves; an Error
 *  when the query is malformed. */
export function lineFromQuery(params) {
  const moves = (params.get("moves") ?? "").split(/[\s,]+/).filter(Boolean);
  if (!moves.length) return null;
  const ply = params.has("ply") ? Number(params.get("ply")) : moves.length;
  const line = { variant: params.get("variant") ?? "chess", start: fenFromQuery(params), moves, ply };
  const why = badLine(line);
  if (why) throw new Error(`the link holds ${why}`);
  return line;
}

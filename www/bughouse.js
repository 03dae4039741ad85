// The bughouse page: one match (the engine's BughouseMatch), its two boards mounted as ordinary
// boards whose game is the match's board. The page holds no rules: captures reach the partner's
// hand inside the engine; the page only redraws the other board and words the match's state.
// The match (its moves, clock choice and clock times) is kept in localStorage and comes back on
// reload with its clocks paused, as the playground's kept game does: the next move starts them.
import { clockText, mount, ready } from "./fairyboard.js";
import { BughouseMatch, need, variantInfo } from "./modules.js";
import { Opponent } from "./opponent.js";
import { storage } from "./autosave.js";
import { t, chosenLang, translateSides, translateStatic, sanLetters, localSan } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const TEAMS = ["bh.team1", "bh.team2"];
/** The page's language: ?lang= (article 003's link), else the reader's choice in the playground,
 *  else the page's lang attribute; the boards and computer panels take it from the page. */
const lang = chosenLang();
document.documentElement.lang = lang;
/** A side's name in the page's language. */
const sideName = (side) => translateSides(["White", "Black"], lang)[side === "white" ? 0 : 1];
let match = null;
let boards = [];
/** SAN's piece letters in the page's language (i18n.js sanLetters), once the module is there. */
let letters = null;
// The computer for a seat of each board (one per board: "plays White" or "plays Black").
const computers = ["a", "b"].map((x) => new Opponent($(`computer-${x}`), `computer-${x}`));
/** The version of the saved match's form (a save of another version is not read). */
const SAVE_VERSION = 1;
/** The localStorage key of this page's match. */
const SAVE_KEY = `fairyboard:bughouse:v${SAVE_VERSION}:${location.pathname}`;
/** The most moves a saved match holds. */
const MAX_SAVED_MOVES = 4000;

/** The seat whose flag fell, [board, side], or null. Team 0 is White on A with Black on B. */
function flagged() {
  const o = match.outcome();
  if (o?.reason !== "timeout" || o.team === null) return null;
  const loser = 1 - o.team;
  const side = (o.board === 0) === (loser === 0) ? "white" : "black";
  return [o.board, side];
}

/** Keeps the match: its clock choice, its moves as [board, move string], a fallen flag and each
 *  board's clock times ({white, black} in ms, or null without a clock). */
function saveMatch() {
  const moves = match.moves().map((m) => [m.board, m.notation]);
  const times = boards.map((b) => b.clockTimes());
  try {
    storage()?.setItem(SAVE_KEY, JSON.stringify({ v: SAVE_VERSION, clock: $("match-clock").value, moves, flag: flagged(), times }));
  } catch {
    /* storage full or denied: the match goes on unsaved */
  }
}

/** Whether `times` is a saved match's clock times: none (a save from before they were kept), or
 *  per board null or {white, black} in ms. */
function goodTimes(times) {
  const ms = (v) => typeof v === "number" && Number.isFinite(v) && v >= 0 && v <= 1e9;
  const board = (x) => x === null || (typeof x === "object" && ms(x.white) && ms(x.black));
  return times === undefined || (Array.isArray(times) && times.length === 2 && times.every(board));
}

/** The saved match, {clock, moves, flag, times}, or {error} when a save exists but its form is
 *  wrong, or null. */
function savedMatch() {
  let text = null;
  try {
    text = storage()?.getItem(SAVE_KEY) ?? null;
  } catch {
    return null;
  }
  if (text === null) return null;
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: "the save is corrupt" };
  }
  if (data?.v !== SAVE_VERSION) return { error: "the save is not this page's" };
  const clocks = [...$("match-clock").options].map((o) => o.value);
  if (typeof data.clock !== "string" || !clocks.includes(data.clock)) return { error: "the save holds a bad clock" };
  const good = (m) => Array.isArray(m) && m.length === 2 && (m[0] === 0 || m[0] === 1) && typeof m[1] === "string" && m[1].length <= 40;
  if (!Array.isArray(data.moves) || data.moves.length > MAX_SAVED_MOVES || !data.moves.every(good)) return { error: "the save holds bad moves" };
  const flag = data.flag ?? null;
  if (flag !== null && !(Array.isArray(flag) && flag.length === 2 && (flag[0] === 0 || flag[0] === 1) && ["white", "black"].includes(flag[1]))) return { error: "the save holds a bad flag" };
  if (!goodTimes(data.times)) return { error: "the save holds bad clock times" };
  return { clock: data.clock, moves: data.moves, flag, times: data.times ?? null };
}

function update() {
  const o = match.outcome();
  const status = $("match-status");
  if (o) {
    const why = boards[o.board].outcomeText();
    const where = t("bh.board", { board: "AB"[o.board], text: why }, lang);
    status.textContent = o.team === null ? t("bh.draw", { where }, lang) : t("bh.teamWins", { n: o.team + 1, team: t(TEAMS[o.team], {}, lang), where }, lang);
  } else {
    status.textContent = boards.map((b, i) => t("bh.board", { board: "AB"[i], text: t("bh.toMove", { side: sideName(b.turn()) }, lang) }, lang)).join(" · ") + ".";
  }
  const list = $("match-moves");
  list.replaceChildren();
  // As bughouse records write them (BPGN): the move's number on its board, the board's letter in
  // capitals for White and small for Black, the move in SAN ("1A. e4", "1a. d5", "2A. exd5").
  const plies = [0, 0];
  // SAN with the page language's piece letters, as the boards write it (Hungarian Hf3).
  letters ??= sanLetters("bughouse", variantInfo("bughouse").pieces, lang) ?? {};
  for (const m of match.moves()) {
    const k = plies[m.board]++;
    const seat = (k % 2 === 0 ? "AB" : "ab")[m.board];
    const li = document.createElement("li");
    // The pieces handed over, in the receiving side's case: White's partner plays Black.
    const letter = (p) => letters[p.toUpperCase()] ?? p;
    const handed = m.handed.map((p) => (k % 2 === 0 ? letter(p).toLocaleLowerCase(lang) : letter(p).toLocaleUpperCase(lang))).join(" ");
    li.textContent = `${Math.floor(k / 2) + 1}${seat}. ${localSan(m.written, letters)}${handed ? t("bh.handed", { pieces: handed }, lang) : ""}`;
    list.appendChild(li);
  }
  // The running clock changes with the move, not at the next tick.
  if (boards.length === 2) updateClocks();
  document.body.dataset.ready = "1";
}

/** Starts a match: a new one, or the saved one's moves replayed (`moves`: [board, move string];
 *  `flag`: the seat whose time ran out, [board, side]; `times`: each board's clock times).
 *  Resolves to null, or to why the saved match did not replay (a new match is started then). */
async function start(moves = [], flag = null, times = null) {
  for (const b of boards) b.destroy();
  match?.free();
  match = new BughouseMatch("bughouse");
  boards = [];
  for (const i of [0, 1]) {
    const el = $(i === 0 ? "board-a" : "board-b");
    // Board B is seen from Black's side, as the partner of White on A sits.
    boards.push(await mount(el, { variant: "bughouse", mode: "play", game: match.board(i), orientation: i === 0 ? "white" : "black", clockBar: false, clockStart: "first-move" }));
  }
  const why = replayMoves(moves, flag);
  if (why !== null) {
    await start();
    return why;
  }
  for (const [i, b] of boards.entries()) computers[i].attach(b);
  for (const [i, b] of boards.entries()) {
    // "end": a mate, or a flag fall the match records (it ends the other board too).
    for (const ev of ["move", "undo", "end"]) {
      b.on(ev, () => {
        boards[1 - i].refresh();
        // A move after a reload starts both boards' clocks: the match runs as one.
        if (ev === "move" && boards[1 - i].clockPaused()) boards[1 - i].pauseClock(false);
        update();
        saveMatch();
      });
    }
    b.on("clock", updateClocks);
  }
  setClocks();
  if (moves.length && times) restoreTimes(times);
  update();
  return null;
}

/** Gives each board its kept clock times; the clocks of a match still going wait, paused, for the
 *  players (a move starts them). */
function restoreTimes(times) {
  for (const [i, b] of boards.entries()) {
    if (!times[i] || !b.clockTimes()) continue;
    b.setClockTimes(times[i]);
    b.pauseClock(true);
  }
  updateClocks();
}

/** Plays saved moves on the new match's boards, in the order they were played, and lets the
 *  flag fall that had fallen; null, or what stopped them. */
function replayMoves(moves, flag) {
  for (const [k, [board, move]] of moves.entries()) {
    try {
      boards[board].play(move);
    } catch (e) {
      return `move ${k + 1}, ${"AB"[board]} ${move.slice(0, 20)}: ${e?.message ?? e}`;
    }
  }
  if (flag) {
    if (match.outcome()) return "a flag fell after the match had ended";
    const game = match.board(flag[0]);
    game.timeOut(flag[1]);
    game.free();
  }
  for (const b of boards) b.refresh();
  return null;
}

/** A note above the boards that stays until the next match (a saved match not restored). */
function note(text) {
  const el = $("match-note");
  el.textContent = text;
  el.hidden = !text;
}

/** The clock choice for every seat: each board's two clocks start with its first move. */
function setClocks() {
  for (const b of boards) b.setClock($("match-clock").value || null);
  updateClocks();
}

/** The four seats' clocks: above and below each board, as its seats sit. */
function updateClocks() {
  const over = !!match.outcome();
  for (const [i, b] of boards.entries()) {
    const t = b.clockTimes();
    // Board A has Black on top; board B is seen from Black's side, White on top.
    const seats = i === 0 ? { top: "black", bottom: "white" } : { top: "white", bottom: "black" };
    for (const [place, side] of Object.entries(seats)) {
      const el = $(`clock-${"ab"[i]}-${place}`);
      el.hidden = !t;
      if (!t) continue;
      el.dataset.seat = `${"AB"[i]} ${side}`;
      el.textContent = `${sideName(side)} ${clockText(t[side])}`;
      el.classList.toggle("running", !over && b.clockRunning() === side);
      el.classList.toggle("low", t[side] < 20000);
    }
  }
}

await ready;
await need("bughouse");
translateStatic(document.body, lang);
for (const o of $("match-clock").options) {
  const m = /^(\d+)\+(\d+)$/.exec(o.value);
  if (m) o.textContent = m[2] === "0" ? t("bh.minutes", { m: m[1] }, lang) : t("pg.clockOption", { m: m[1], s: m[2] }, lang);
}
/** A new match, kept (a reload comes back to it, not to the match before). */
async function newMatch() {
  note("");
  await start();
  saveMatch();
}
$("new-match").addEventListener("click", () => newMatch());
$("match-clock").addEventListener("change", () => newMatch());
$("undo-match").addEventListener("click", () => {
  match.undo();
  for (const b of boards) b.refresh();
  update();
  saveMatch();
});
// The saved match, if any (the page's loading writes nothing until the match changes).
const saved = savedMatch();
if (saved?.clock !== undefined) $("match-clock").value = saved.clock;
const why = saved?.error ?? (await start(saved?.moves ?? [], saved?.flag ?? null, saved?.times ?? null));
if (saved?.error) await start();
// The clocks' times as the page goes away (a running clock has run since the last move).
addEventListener("pagehide", () => {
  if (boards.some((b) => b.clockRunning())) saveMatch();
});
if (why) {
  note(t("note.restoreFailed", { why }, lang));
  try {
    storage()?.removeItem(SAVE_KEY);
  } catch {
    /* nothing to forget */
  }
}

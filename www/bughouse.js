// The bughouse page: one match (the engine's BughouseMatch), its two boards mounted as ordinary
// boards whose game is the match's board. The page holds no rules: captures reach the partner's
// hand inside the engine; the page only redraws the other board and words the match's state.
import { clockText, mount, ready } from "./fairyboard.js";
import { BughouseMatch, need } from "./modules.js";
import { Opponent } from "./opponent.js";
import { t, resolveLang, translateSides, translateStatic } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const TEAMS = ["bh.team1", "bh.team2"];
/** The page's language (its lang attribute). */
const lang = resolveLang(document.documentElement);
/** A side's name in the page's language. */
const sideName = (side) => translateSides(["White", "Black"], lang)[side === "white" ? 0 : 1];
let match = null;
let boards = [];
// The computer for a seat of each board (one per board: "plays White" or "plays Black").
const computers = ["a", "b"].map((x) => new Opponent($(`computer-${x}`), `computer-${x}`));

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
  for (const m of match.moves()) {
    const li = document.createElement("li");
    li.textContent = `${"AB"[m.board]}: ${m.notation}${m.handed.length ? t("bh.handed", { pieces: m.handed.join(" ") }, lang) : ""}`;
    list.appendChild(li);
  }
  // The running clock changes with the move, not at the next tick.
  if (boards.length === 2) updateClocks();
  document.body.dataset.ready = "1";
}

async function start() {
  for (const b of boards) b.destroy();
  match?.free();
  match = new BughouseMatch("bughouse");
  boards = [];
  for (const i of [0, 1]) {
    const el = $(i === 0 ? "board-a" : "board-b");
    // Board B is seen from Black's side, as the partner of White on A sits.
    boards.push(await mount(el, { variant: "bughouse", mode: "play", game: match.board(i), orientation: i === 0 ? "white" : "black" }));
  }
  for (const [i, b] of boards.entries()) computers[i].attach(b);
  for (const [i, b] of boards.entries()) {
    // "end": a mate, or a flag fall the match records (it ends the other board too).
    for (const ev of ["move", "undo", "end"]) {
      b.on(ev, () => {
        boards[1 - i].refresh();
        update();
      });
    }
    b.on("clock", updateClocks);
  }
  setClocks();
  update();
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
      el.classList.toggle("running", !over && b.turn() === side && b.history().length > 0);
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
$("new-match").addEventListener("click", () => start());
$("match-clock").addEventListener("change", () => start());
$("undo-match").addEventListener("click", () => {
  match.undo();
  for (const b of boards) b.refresh();
  update();
});
start();

// The bughouse page: one match (the engine's BughouseMatch), its two boards mounted as ordinary
// boards whose game is the match's board. The page holds no rules: captures reach the partner's
// hand inside the engine; the page only redraws the other board and words the match's state.
import { mount, ready } from "./fairyboard.js";
import { BughouseMatch } from "./pkg/fairyboard.js";
import { Opponent } from "./opponent.js";

const $ = (id) => document.getElementById(id);
const TEAMS = ["White on A with Black on B", "Black on A with White on B"];
let match = null;
let boards = [];
// The computer for a seat of each board (one per board: "plays White" or "plays Black").
const computers = ["a", "b"].map((x) => new Opponent($(`computer-${x}`), `computer-${x}`));

function update() {
  const o = match.outcome();
  const status = $("match-status");
  if (o) {
    const why = boards[o.board].outcomeText();
    const where = `Board ${"AB"[o.board]}: ${why}`;
    status.textContent = o.team === null ? `Draw. ${where}` : `Team ${o.team + 1} (${TEAMS[o.team]}) wins. ${where}`;
  } else {
    status.textContent = boards.map((b, i) => `Board ${"AB"[i]}: ${b.turn() === "white" ? "White" : "Black"} to move`).join(" · ") + ".";
  }
  const list = $("match-moves");
  list.replaceChildren();
  for (const m of match.moves()) {
    const li = document.createElement("li");
    li.textContent = `${"AB"[m.board]}: ${m.notation}${m.handed.length ? ` (to the partner: ${m.handed.join(" ")})` : ""}`;
    list.appendChild(li);
  }
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
    for (const ev of ["move", "undo"]) {
      b.on(ev, () => {
        boards[1 - i].refresh();
        update();
      });
    }
  }
  update();
}

await ready;
$("new-match").addEventListener("click", () => start());
$("undo-match").addEventListener("click", () => {
  match.undo();
  for (const b of boards) b.refresh();
  update();
});
start();

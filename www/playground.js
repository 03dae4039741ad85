// The playground page: a board from fairyboard.js plus variant picker, move list, FEN box, clocks.
import { mount, listVariants, describeOutcome, ready } from "./fairyboard.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const DEFAULT_VARIANT = "chess";

let board = null;
let mode = "play";

async function start() {
  await ready;
  const list = await listVariants();
  const sel = $("variant");
  for (const v of list) {
    const o = document.createElement("option");
    o.value = v.id;
    o.textContent = `${v.name} (${v.width}×${v.height})${v.status === "oracle" ? " — oracle" : ""}`;
    sel.appendChild(o);
  }
  const wanted = params.get("variant");
  sel.value = list.some((v) => v.id === wanted) ? wanted : DEFAULT_VARIANT;
  sel.addEventListener("change", () => load(sel.value));
  for (const r of document.querySelectorAll("input[name=mode]")) r.addEventListener("change", () => setMode(r.value));
  $("piece").addEventListener("change", () => board?.setDiagram($("piece").value, "d4"));
  $("start").addEventListener("change", () => tryFen($("start").value));
  $("new").addEventListener("click", () => {
    board.newGame();
    if ($("clock").value) board.setClock($("clock").value);
  });
  $("undo").addEventListener("click", () => board.undo());
  $("redo").addEventListener("click", () => board.redo());
  $("flip").addEventListener("click", () => {
    board.flip();
    updateClocks();
  });
  $("resign").addEventListener("click", () => board.resign());
  $("offer").addEventListener("click", () => board.offerDraw());
  $("accept").addEventListener("click", () => board.acceptDraw());
  $("clock").addEventListener("change", () => board.setClock($("clock").value || null));
  $("load").addEventListener("click", () => tryFen($("fen").value));
  $("fen").addEventListener("keydown", (e) => {
    if (e.key === "Enter") tryFen($("fen").value);
  });
  $("copy").addEventListener("click", () => navigator.clipboard?.writeText(board.fen()));
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if ((e.ctrlKey || e.metaKey) && e.key === "z") board.undo();
    else if ((e.ctrlKey || e.metaKey) && e.key === "y") board.redo();
    else if (e.key === "f" && !e.ctrlKey && !e.metaKey) board.flip();
  });
  await load(sel.value, params.get("fen") ?? undefined);
  document.body.dataset.ready = "1";
}

async function load(variant, fen) {
  const el = $("board");
  try {
    board = await mount(el, { variant, fen, mode: mode === "diagram" ? "diagram" : "play", piece: mode === "diagram" ? firstPiece(variant) : undefined });
  } catch (e) {
    // A bad FEN in the URL: fall back to the start position and say why.
    $("fen-error").textContent = e.message;
    board = await mount(el, { variant });
  }
  wire(board);
  fillPieces(board.info);
  fillStarts(board.info);
  $("clock").value = "";
  update();
}

/** Keeps the side panel in step with the board. */
function wire(b) {
  for (const ev of ["move", "undo", "end", "position", "drawoffer"]) b.on(ev, update);
  b.on("clock", updateClocks);
}

function firstPiece(variant) {
  return board?.info?.id === variant ? $("piece").value || "R" : "R";
}

function fillPieces(info) {
  const sel = $("piece");
  const keep = sel.value;
  sel.replaceChildren();
  for (const p of info.pieces) {
    const o = document.createElement("option");
    o.value = p.letter.toUpperCase();
    o.textContent = `${p.name} (${p.betza})`;
    sel.appendChild(o);
  }
  if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
  else sel.value = info.pieces.some((p) => p.letter === "r") ? "R" : sel.options[0]?.value;
}

function fillStarts(info) {
  const sel = $("start");
  sel.replaceChildren();
  const all = [["Article's array", info.startFen], ...info.altStarts];
  for (const [label, fen] of all) {
    const o = document.createElement("option");
    o.value = fen;
    o.textContent = label;
    sel.appendChild(o);
  }
  $("start-row").hidden = info.altStarts.length === 0;
}

async function setMode(m) {
  mode = m;
  $("piece").hidden = m !== "diagram";
  $("legend").hidden = m !== "diagram";
  for (const id of ["new", "undo", "redo", "resign", "offer", "accept", "clock"]) $(id).disabled = m === "diagram";
  const variant = $("variant").value;
  board = await mount($("board"), m === "diagram" ? { variant, mode: "diagram", piece: $("piece").value || "R", square: "d4" } : { variant });
  wire(board);
  update();
}

function tryFen(fen) {
  try {
    board.setPosition(fen.trim());
    $("fen-error").textContent = "";
  } catch (e) {
    $("fen-error").textContent = e.message;
  }
  update();
}

function update() {
  if (!board) return;
  $("fen").value = board.fen();
  const o = board.outcome();
  const status = $("game-status");
  if (mode === "diagram") status.textContent = "Click a square to move the piece; its targets are marked.";
  else if (o) status.textContent = describeOutcome(o);
  else status.textContent = `${board.turn() === "white" ? "White" : "Black"} to move.`;
  const list = $("moves");
  list.replaceChildren();
  const h = board.history();
  for (let i = 0; i < h.length; i += 2) {
    const li = document.createElement("li");
    for (const m of h.slice(i, i + 2)) {
      const s = document.createElement("span");
      s.textContent = m;
      li.appendChild(s);
    }
    list.appendChild(li);
  }
  list.scrollTop = list.scrollHeight;
  $("accept").hidden = !board.drawOffer() || mode === "diagram";
  updateClocks();
}

function fmt(ms) {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

function updateClocks() {
  const t = board?.clockTimes();
  const top = document.querySelector(".clock-top");
  const bottom = document.querySelector(".clock-bottom");
  top.hidden = bottom.hidden = !t;
  if (!t) return;
  const flipped = board.canvas && board.squareCenter("a1").y < board.squareCenter(`a${board.info.height}`).y;
  const [upSide, downSide] = flipped ? ["white", "black"] : ["black", "white"];
  for (const [el, side] of [[top, upSide], [bottom, downSide]]) {
    el.querySelector(".clock-side").textContent = side === "white" ? "White" : "Black";
    el.querySelector(".clock-time").textContent = fmt(t[side]);
    el.classList.toggle("running", !board.outcome() && board.turn() === side && board.history().length > 0);
    el.classList.toggle("low", t[side] < 20000);
  }
}

start().catch((e) => {
  $("fen-error").textContent = e.message;
  document.body.dataset.ready = "error";
});

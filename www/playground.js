// The playground page: a board from fairyboard.js plus variant picker, move list, FEN box, clocks.
import { mount, listVariants, describeOutcome, ready } from "./fairyboard.js";
import { Opponent } from "./opponent.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const DEFAULT_VARIANT = "chess";

let board = null;
let mode = "play";
let opponent = null;

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
  // `?variant=tchess+jester_vector`: a variant id with rule options ('+' may arrive as a space).
  const [wanted, ...wantedOptions] = (params.get("variant") ?? "").replace(/ /g, "+").split("+");
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
  tchess.bind();
  document.addEventListener("keydown", (e) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
    if ((e.ctrlKey || e.metaKey) && e.key === "z") board.undo();
    else if ((e.ctrlKey || e.metaKey) && e.key === "y") board.redo();
    else if (e.key === "f" && !e.ctrlKey && !e.metaKey) board.flip();
  });
  const first = sel.value === wanted && wantedOptions.length ? [sel.value, ...wantedOptions].join("+") : sel.value;
  await load(first, params.get("fen") ?? undefined);
  document.body.dataset.ready = "1";
}

/** The variant id with the rule options ticked: `tchess+jester_vector`. */
function currentVariant() {
  const ticked = [...document.querySelectorAll("#option-list input:checked")].map((i) => i.value);
  return [$("variant").value, ...ticked].join("+");
}

/** One checkbox per rule option the variant defines (`option = …` in its data). */
function fillOptions(info) {
  const list = $("option-list");
  list.replaceChildren();
  for (const o of info.options ?? []) {
    const label = document.createElement("label");
    const box = document.createElement("input");
    box.type = "checkbox";
    box.value = o.name;
    box.checked = o.active;
    box.addEventListener("change", () => (mode === "diagram" ? setMode(mode) : load(currentVariant())));
    label.append(box, " ", o.label);
    label.title = o.name;
    list.appendChild(label);
  }
  $("options").hidden = !(info.options ?? []).length;
  if ((info.options ?? []).some((o) => o.active)) $("options").open = true;
}

async function load(variant, fen) {
  const el = $("board");
  try {
    board = await mount(el, { variant, fen, mode: mode === "diagram" ? "diagram" : "play", piece: mode === "diagram" ? firstPiece(variant) : undefined });
  } catch (e) {
    // A bad FEN or option in the URL: fall back to the plain variant's start position and say why.
    $("fen-error").textContent = e.message;
    board = await mount(el, { variant: variant.split("+")[0] });
  }
  wire(board);
  fillPieces(board.info);
  fillStarts(board.info);
  fillOptions(board.info);
  $("legend-shapes").textContent = board.info.marks === "arrows" ? "arrow = may stop anywhere along it, dot = exactly there" : "dot = slide, ◆ = leap";
  tchess.setup(board.info);
  $("clock").value = "";
  update();
}

/** Keeps the side panel in step with the board. */
function wire(b) {
  opponent ??= new Opponent($("opponent"));
  opponent.attach(b, mode === "play");
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
  const variant = currentVariant();
  board = await mount($("board"), m === "diagram" ? { variant, mode: "diagram", piece: $("piece").value || "R", square: "d4" } : { variant });
  wire(board);
  tchess.setup(board.info);
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
  tchess.updateInfo();
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

// ---- TCHESS setup (spec tchess.md §7.4.2–7.4.3, §7.5, §8) ---------------------------------------
// Shown for a variant that has the TCHESS token set (the reverse faces below and an imitator
// piece). The setup starts from the variant's own start FEN and flips tokens in place, so the
// 10x10 game and the 8x8 zone game (ring cells are holes) share the code.

const TCHESS = {
  // Each pawn token has one fixed reverse; on its file, the recommended front row (spec §8.3).
  front: "zisittisiz",
  pawnTypes: "psizt",
  champion: "c", // flipped: Cardinal on the queen side (a-file), Marshal on the king side (j-file)
  cardinal: "x",
  marshal: "h",
  king: "k",
  emperor: "e",
  jester: "j",
  assassin: "a",
  // The source's codes, as the pieces show them (tchess.ini `labels`).
  codes: { p: "P", s: "PS", i: "PP", z: "PR", t: "PB" },
  // Alternatives per side (spec §4.2); they may be placed freely within these counts (I-20).
  limits: { s: 2, i: 4, z: 2, t: 2 },
};
const SIDES = [
  ["white", "White (Blue)"],
  ["black", "Black (Red)"],
];

/** Whether a variant has the TCHESS tokens this panel flips. */
function hasTchessTokens(info) {
  const letters = new Set(info.pieces.map((p) => p.letter));
  return [..."pkcj", ...TCHESS.front, TCHESS.cardinal, TCHESS.marshal, TCHESS.emperor, TCHESS.assassin].every((l) => letters.has(l));
}

/** A FEN board as rows (top rank first) of cells: a piece token, "" (empty) or "*" (hole). */
function parseBoard(placement) {
  return placement.split("/").map((row) => {
    const cells = [];
    for (const m of row.matchAll(/(\d+)|(\*)|(\+?[A-Za-z])/g)) {
      if (m[1]) for (let i = 0; i < Number(m[1]); i++) cells.push("");
      else cells.push(m[2] ?? m[3]);
    }
    return cells;
  });
}

function boardFen(rows) {
  return rows
    .map((cells) => {
      let out = "";
      let run = 0;
      for (const c of cells) {
        if (c === "") run++;
        else {
          if (run) out += run;
          run = 0;
          out += c;
        }
      }
      return run ? out + run : out;
    })
    .join("/");
}

const sideOf = (cell) => (/^\+?[A-Z]/.test(cell) ? "white" : /^\+?[a-z]/.test(cell) ? "black" : null);
const inCase = (side, letter) => (side === "white" ? letter.toUpperCase() : letter.toLowerCase());
const fileName = (f) => String.fromCharCode(97 + f);

const tchess = {
  info: null,
  base: null, // parsed start position
  tournament: false,
  sides: {},

  fresh() {
    // pawns: file -> the alternative standing there.
    return { champions: false, pawns: new Map(), emperor: false, jester: "", face: TCHESS.jester };
  },

  /** Squares/cells of `side` in the start position matching `pred(letter)`. */
  cells(side, pred, rows = this.base) {
    const out = [];
    const h = rows.length;
    rows.forEach((cells, i) =>
      cells.forEach((c, f) => {
        if (sideOf(c) === side && pred(c.toLowerCase())) out.push({ row: i, file: f, square: `${fileName(f)}${h - i}`, letter: c.toLowerCase() });
      }),
    );
    return out;
  },

  /** The board for the current choices, without Jester (for the Jester's square list) or with. */
  build(withJester = true) {
    const rows = this.base.map((r) => [...r]);
    for (const [side] of SIDES) {
      const s = this.sides[side];
      if (s.champions) {
        const champs = this.cells(side, (l) => l === TCHESS.champion).sort((a, b) => a.file - b.file);
        if (champs.length) rows[champs[0].row][champs[0].file] = inCase(side, TCHESS.cardinal);
        if (champs.length > 1) rows[champs.at(-1).row][champs.at(-1).file] = inCase(side, TCHESS.marshal);
      }
      for (const p of this.cells(side, (l) => l === "p")) {
        const alt = s.pawns.get(p.file);
        if (alt) rows[p.row][p.file] = inCase(side, alt);
      }
      if (s.emperor) for (const k of this.cells(side, (l) => l === TCHESS.king)) rows[k.row][k.file] = inCase(side, TCHESS.emperor);
      if (withJester && s.jester) {
        const spot = this.jesterSpots(side, rows).find((c) => c.square === s.jester);
        if (!spot) throw new Error(`${side === "white" ? "White" : "Black"}'s Jester square ${s.jester} does not hold a piece it may replace`);
        rows[spot.row][spot.file] = inCase(side, s.face);
      }
    }
    return rows;
  },

  /** Pieces a Jester/Assassin may replace: any but royal pieces and pawn-types (spec §7.4.2). */
  jesterSpots(side, rows) {
    const royal = new Set(this.info.pieces.filter((p) => p.royal).map((p) => p.letter));
    return this.cells(side, (l) => !royal.has(l) && !TCHESS.pawnTypes.includes(l), rows).sort((a, b) =>
      side === "white" ? b.row - a.row || a.file - b.file : a.row - b.row || a.file - b.file,
    );
  },

  /** The start FEN; with "replaced piece is a vacancy" (spec I-23) the piece a Jester/Assassin
   *  replaced starts in its side's vacancy pool. */
  fen() {
    const pools = { white: "", black: "" };
    if ($("tchess-vacancy")?.checked) {
      const noJester = this.build(false);
      for (const [side] of SIDES) {
        const spot = this.sides[side].jester && this.jesterSpots(side, noJester).find((c) => c.square === this.sides[side].jester);
        if (spot) pools[side] += inCase(side, spot.letter);
      }
    }
    // The other fields as in the variant's start position; the last two are the vacancy pools.
    const tail = this.info.startFen.split(" ").slice(1);
    if (tail.length >= 8) tail.splice(-2, 2, pools.white || "-", pools.black || "-");
    return `${boardFen(this.build())} ${tail.join(" ")}`;
  },

  /** The next face of the pawn on `file`: its recommended alternative first, then the others
   *  whose per-side count is not used up, then the Pawn again (spec I-20: free within counts). */
  cyclePawn(pawns, file) {
    const order = [TCHESS.front[file], ..."isztp".split("").filter((l) => l !== TCHESS.front[file])];
    const cur = pawns.get(file) ?? "p";
    const start = cur === "p" ? 0 : order.indexOf(cur) + 1;
    for (const l of order.slice(start)) {
      if (l === "p") break;
      const used = [...pawns].filter(([f, a]) => f !== file && a === l).length;
      if (used < TCHESS.limits[l]) {
        pawns.set(file, l);
        return;
      }
    }
    pawns.delete(file);
  },

  /** Tournament mode: White takes Black's choices on the mirrored squares (same file, rank h+1-r). */
  mirror() {
    const b = this.sides.black;
    const h = this.base.length;
    const jester = b.jester ? `${b.jester[0]}${h + 1 - Number(b.jester.slice(1))}` : "";
    this.sides.white = { champions: b.champions, pawns: new Map(b.pawns), emperor: b.emperor, jester, face: b.face };
  },

  name(letter) {
    return this.info.pieces.find((p) => p.letter === letter.toLowerCase())?.name ?? letter.toUpperCase();
  },

  /** Called on every variant load: shows the panel for TCHESS-like variants and rebuilds it. */
  setup(info) {
    const panel = $("tchess-setup");
    const on = hasTchessTokens(info) && mode !== "diagram";
    panel.hidden = !on;
    $("tchess-info").hidden = !on;
    if (!on) return;
    if (this.info?.id !== info.id) {
      this.info = info;
      this.base = parseBoard(info.startFen.split(" ")[0]);
      this.sides = { white: this.fresh(), black: this.fresh() };
      this.renderSides();
    }
    this.refresh();
  },

  renderSides() {
    const host = $("tchess-sides");
    host.replaceChildren();
    for (const [side, label] of SIDES) {
      const fs = document.createElement("fieldset");
      fs.id = `tchess-${side}`;
      const lg = document.createElement("legend");
      lg.textContent = label;
      fs.appendChild(lg);
      const check = (key, text, title) => {
        const l = document.createElement("label");
        l.className = "check";
        const i = document.createElement("input");
        i.type = "checkbox";
        i.id = `tchess-${side}-${key}`;
        if (title) l.title = title;
        l.append(i, ` ${text}`);
        fs.appendChild(l);
        return i;
      };
      // Champions → Cardinal (queen side) and Marshal (king side).
      if (this.cells(side, (l) => l === TCHESS.champion).length) {
        check("champions", `Champions → ${this.name(TCHESS.cardinal)} (a) · ${this.name(TCHESS.marshal)} (j)`).addEventListener("change", (e) => {
          this.sides[side].champions = e.target.checked;
          this.changed(side);
        });
      }
      // Front row: all at once, or file by file.
      const pawns = this.cells(side, (l) => l === "p").filter((p) => TCHESS.front[p.file]);
      if (pawns.length) {
        const crop = pawns.map((p) => inCase(side, TCHESS.front[p.file])).join("");
        check("front", "Front row: all pawn alternatives", `Recommended places (spec §8.3): ${crop}`).addEventListener("change", (e) => {
          const s = this.sides[side];
          s.pawns = e.target.checked ? new Map(pawns.map((p) => [p.file, TCHESS.front[p.file]])) : new Map();
          this.changed(side);
        });
        const files = document.createElement("div");
        files.className = "files";
        files.setAttribute("role", "group");
        files.setAttribute("aria-label", `${label}: flip single pawns`);
        for (const p of pawns) {
          const b = document.createElement("button");
          b.type = "button";
          b.dataset.file = fileName(p.file);
          b.title = `${p.square}: click to change (recommended: ${this.name(TCHESS.front[p.file])}; any alternative within the counts PS 2, PP 4, PR 2, PB 2)`;
          b.addEventListener("click", () => {
            this.cyclePawn(this.sides[side].pawns, p.file);
            this.changed(side);
          });
          files.appendChild(b);
        }
        fs.appendChild(files);
      }
      check("emperor", `${this.name(TCHESS.emperor)} instead of ${this.name(TCHESS.king)}`).addEventListener("change", (e) => {
        this.sides[side].emperor = e.target.checked;
        this.changed(side);
      });
      // Jester / Assassin replacing one piece.
      const row = document.createElement("div");
      row.className = "row";
      const face = document.createElement("select");
      face.id = `tchess-${side}-face`;
      face.setAttribute("aria-label", `${label}: Jester token face`);
      for (const l of [TCHESS.jester, TCHESS.assassin]) face.add(new Option(this.name(l), l));
      face.addEventListener("change", () => {
        this.sides[side].face = face.value;
        this.changed(side);
      });
      const spot = document.createElement("select");
      spot.id = `tchess-${side}-jester`;
      spot.setAttribute("aria-label", `${label}: piece the Jester replaces`);
      spot.addEventListener("change", () => {
        this.sides[side].jester = spot.value;
        this.changed(side);
      });
      const verb = document.createElement("span");
      verb.textContent = "for";
      row.append(face, verb, spot);
      fs.appendChild(row);
      host.appendChild(fs);
    }
  },

  changed(side) {
    if (this.tournament && side === "black") this.mirror();
    $("tchess-error").textContent = "";
    this.refresh();
  },

  /** Puts the state into the controls and the FEN preview. */
  refresh() {
    const noJester = this.build(false);
    for (const [side] of SIDES) {
      const s = this.sides[side];
      const get = (k) => $(`tchess-${side}-${k}`);
      if (get("champions")) get("champions").checked = s.champions;
      for (const b of document.querySelectorAll(`#tchess-${side} .files button`)) {
        const f = b.dataset.file.charCodeAt(0) - 97;
        const alt = s.pawns.get(f);
        b.setAttribute("aria-pressed", String(!!alt));
        b.replaceChildren(TCHESS.codes[alt ?? "p"]);
        const small = document.createElement("small");
        small.textContent = b.dataset.file;
        b.appendChild(small);
      }
      if (get("front")) {
        const n = document.querySelectorAll(`#tchess-${side} .files button`).length;
        get("front").checked = s.pawns.size === n;
        get("front").indeterminate = s.pawns.size > 0 && s.pawns.size < n;
      }
      get("emperor").checked = s.emperor;
      get("face").value = s.face;
      const sel = get("jester");
      sel.replaceChildren(new Option("(not used)", ""));
      for (const c of this.jesterSpots(side, noJester)) sel.add(new Option(`${c.square} ${this.name(c.letter)}`, c.square));
      sel.value = s.jester;
      if (sel.value !== s.jester) sel.value = "";
      const mirrored = side === "white" && this.tournament;
      $(`tchess-${side}`).disabled = mirrored;
      $(`tchess-${side}`).querySelector("legend").textContent = SIDES.find(([k]) => k === side)[1] + (mirrored ? " — mirrors Black" : "");
    }
    $("tchess-tournament").checked = this.tournament;
    try {
      $("tchess-fen").textContent = this.fen();
    } catch (e) {
      $("tchess-fen").textContent = "";
      $("tchess-error").textContent = e.message;
    }
  },

  /** Starts a game from the chosen setup; the engine validates the FEN, its errors are shown. */
  start() {
    let fen;
    try {
      fen = this.fen();
      board.setPosition(fen);
      $("tchess-error").textContent = "";
      $("fen-error").textContent = "";
    } catch (e) {
      const msg = e instanceof Error ? e.message : String(e);
      $("tchess-error").textContent = fen ? `The engine rejected ${fen}: ${msg}` : msg;
    }
    update();
  },

  bind() {
    $("tchess-tournament").addEventListener("change", (e) => {
      this.tournament = e.target.checked;
      if (this.tournament) this.mirror();
      this.refresh();
    });
    $("tchess-vacancy").addEventListener("change", () => this.refresh());
    $("tchess-start").addEventListener("click", () => this.start());
    $("tchess-reset").addEventListener("click", () => {
      this.sides = { white: this.fresh(), black: this.fresh() };
      $("tchess-error").textContent = "";
      this.refresh();
    });
  },

  /** The info line during a game: what the Jester copies now, and the vacancy pools. */
  updateInfo() {
    if ($("tchess-info").hidden || !board?.lastMover) return;
    const last = board.lastMover();
    $("tchess-jester").textContent = `${this.name(TCHESS.jester)} moves as: ${last ? this.name(last) : "– (no move to copy yet)"}`;
    const v = board.vacancies();
    const pool = (list) => (list.length ? list.map((e) => e.piece.toUpperCase() + (e.count > 1 ? `×${e.count}` : "")).join(" ") : "–");
    const el = $("tchess-vacancies");
    el.textContent = `Vacancies — White: ${pool(v.white)} · Black: ${pool(v.black)}`;
    el.title = [...v.white, ...v.black].map((e) => `${e.piece.toUpperCase()} = ${this.name(e.piece)}`).join(", ");
  },
};

start().catch((e) => {
  $("fen-error").textContent = e.message;
  document.body.dataset.ready = "error";
});

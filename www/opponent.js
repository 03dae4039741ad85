// Play against the computer in the playground: the computer takes White, Black or neither, at a
// level from 1 (a shallow, noisy search) to 8 (three seconds of full search), with a thinking
// indicator, "Move now" (plays the best move found so far) and "Hint" (the move the computer would
// play for you). Searches run in www/engine-worker.js.
//
//   const opp = new Opponent(panelElement);   // builds its controls inside panelElement
//   opp.attach(boardHandle, playable);        // each time the playground mounts a board

import { engineSide } from "./fairyboard.js";
import { definitionOf } from "./modules.js";
import { t, tn, normalizeLang, translateSides } from "./i18n.js";

/** Playing both sides, the least time each move is shown for before the next, in ms. */
const WATCH_MS = 600;

/** Search budget per level: depth-limited and noisy at the bottom, timed at the top. The
 *  depth-limited levels stop at 3 s too (a crowded position of a big board can take long). */
const DEPTH_CAP_MS = 3000;
export const LEVELS = [
  null,
  { depth: 1, noise: 250, movetime: DEPTH_CAP_MS },
  { depth: 1, noise: 80, movetime: DEPTH_CAP_MS },
  { depth: 2, noise: 50, movetime: DEPTH_CAP_MS },
  { depth: 3, noise: 25, movetime: DEPTH_CAP_MS },
  { movetime: 300, noise: 10 },
  { movetime: 800 },
  { movetime: 1500 },
  { movetime: 3000 },
];

/** A level's budget in words, for the level picker. */
function describe(budget, lang = "en") {
  const how = budget.depth ? tn("opp.ply", budget.depth, {}, lang) : t("opp.seconds", { n: budget.movetime / 1000 }, lang);
  return budget.noise ? t("opp.noise", { how, n: budget.noise / 100 }, lang) : how;
}

const HTML = `
  <div class="row">
    <label for="opp-side" data-i18n="opp.computer">Computer</label>
    <select id="opp-side">
      <option value="" data-i18n="opp.off">off</option>
      <option value="black" data-i18n="opp.playsBlack">plays Black</option>
      <option value="white" data-i18n="opp.playsWhite">plays White</option>
      <option value="both" data-i18n="opp.playsBoth">plays both</option>
    </select>
    <label for="opp-level" data-i18n="opp.level">Level</label>
    <select id="opp-level">${[1, 2, 3, 4, 5, 6, 7, 8].map((l) => `<option value="${l}"${l === 4 ? " selected" : ""}>${l} (${describe(LEVELS[l])})</option>`).join("")}</select>
  </div>
  <div class="buttons">
    <button id="opp-now" type="button" data-i18n="opp.moveNow" disabled>Move now</button>
    <button id="opp-hint" type="button" data-i18n="opp.hint">Hint</button>
  </div>
  <p id="opp-status" class="game-info" aria-live="polite"></p>`;

export class Opponent {
  /** `prefix` names the controls' ids (`opp-side`, …), so that one page can hold several panels. */
  constructor(panel, prefix = "opp") {
    this.panel = panel;
    panel.classList.add("opponent");
    panel.innerHTML = HTML.replaceAll('"opp-', `"${prefix}-`);
    this.q = (id) => panel.querySelector(`#${id.replace(/^opp-/, `${prefix}-`)}`);
    this.board = null;
    /** The panel's language (the board's, set on attach or by setLang). */
    this.lang = "en";
    this.worker = null;
    this.job = null; // {id, fen, purpose: "move"|"hint", info}
    /** The position the last report is about, and its kind: {fen, kind: "played"|"hint"}. */
    this.reported = null;
    this.nextId = 1;
    this.unsubscribe = [];
    this.q("opp-side").addEventListener("change", () => this.think());
    // A level chosen while the computer thinks applies to the move it is thinking of.
    this.q("opp-level").addEventListener("change", () => this.think(true));
    this.q("opp-now").addEventListener("click", () => this.moveNow());
    this.q("opp-hint").addEventListener("click", () => this.hint());
  }

  /** Writes the panel's labels in language `lang` (en, el, hu, ru; anything else is English). */
  setLang(lang) {
    this.lang = normalizeLang(lang);
    for (const el of this.panel.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n, {}, this.lang);
    // The sides by the game's own names where they are not White and Black (Sente/Gote, Red/Black).
    const names = this.board?.sideNames?.();
    if (names && (names[0] !== "White" || names[1] !== "Black")) {
      const [first, second] = translateSides(names, this.lang);
      for (const o of this.q("opp-side").options) {
        if (o.value === "white") o.textContent = this.t("opp.playsSide", { side: first });
        if (o.value === "black") o.textContent = this.t("opp.playsSide", { side: second });
      }
    }
    for (const o of this.q("opp-level").options) o.textContent = `${o.value} (${describe(LEVELS[Number(o.value)], this.lang)})`;
  }

  /** A message of the catalogue in the panel's language. */
  t(key, params) {
    return t(key, params, this.lang);
  }

  /** Follows a (newly mounted) board; `playable` = false for diagrams (the computer stays idle). */
  attach(board, playable = true) {
    for (const off of this.unsubscribe) off?.();
    this.board = board;
    this.setLang(board.lang ? board.lang() : this.lang);
    this.playable = playable;
    this.base = null;
    this.rebase();
    // "refresh": the game changed outside the board (a bughouse partner's capture reached its hand).
    this.unsubscribe = ["move", "undo", "end", "refresh"].map((ev) => board.on(ev, () => this.think()));
    this.unsubscribe.push(
      board.on("position", () => {
        this.rebase();
        this.think();
      }),
      // A board taken down (another variant chosen) is let go at once: a search still running
      // for it would report to a board that is gone.
      board.on("destroy", () => {
        this.cancel();
        if (this.board === board) this.board = null;
      }),
    );
    // The clock paused or resumed (its ticks change nothing here).
    let paused = !!board.clockPaused?.();
    this.unsubscribe.push(
      board.on("clock", () => {
        if (!!board.clockPaused?.() === paused) return;
        paused = !paused;
        this.think();
      }),
    );
    this.think();
  }

  /** Remembers where the game's history starts, so that searches see the moves played since
   *  (repetitions) and not only the current position. */
  rebase() {
    const b = this.board;
    this.base = b && b.history().length === 0 ? { fen: b.fen() } : null;
  }

  /** The search's starting point: the game's first position and its moves, or just the position. */
  request() {
    const b = this.board;
    // A board whose position does not follow from its moves alone (a bughouse board, whose hand the
    // partner fills) is searched from its position.
    if (b.historyReplays && !b.historyReplays()) return { fen: b.fen(), moves: [] };
    // Hidden information: the whole game goes to the engine, which searches the side to move's view.
    if (b.viewer?.()) return { fen: this.key(), moves: [] };
    const moves = b.history();
    if (this.base && moves.length <= 200) return { fen: this.base.fen, moves };
    return { fen: b.fen(), moves: [] };
  }

  get side() {
    return this.q("opp-side").value;
  }

  get level() {
    return Number(this.q("opp-level").value);
  }

  status(text, busy = false) {
    const s = this.q("opp-status");
    s.textContent = text;
    s.toggleAttribute("aria-busy", busy);
    this.panel.dataset.thinking = busy ? "1" : "";
    this.q("opp-now").disabled = !(busy && this.job?.purpose === "move");
    this.updateHint();
  }

  /** The person offered a draw: the computer plays on, as lichess's does (said until the position
   *  changes). */
  declineDraw() {
    if (!this.board || this.board.outcome()) return;
    this.status(this.t("opp.declinesDraw"), this.job?.purpose === "move");
    this.reported = { fen: this.key(), kind: "said" };
  }

  /** Hint is offered when it can answer: a game going on and the computer not thinking its move. */
  updateHint() {
    const b = this.board;
    this.q("opp-hint").disabled = !b || !this.playable || !!b.outcome() || this.job?.purpose === "move";
  }

  ensureWorker() {
    if (this.worker) return this.worker;
    this.worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
    this.worker.onmessage = (e) => this.onMessage(e.data);
    this.worker.onerror = (e) => this.status(this.t("opp.error", { error: e.message ?? e }));
    return this.worker;
  }

  /** Stops the running search (a Worker cannot be interrupted: it is replaced). */
  cancel() {
    clearTimeout(this.pending?.timer);
    this.pending = null;
    if (this.job && this.worker) {
      this.worker.terminate();
      this.worker = null;
    }
    this.job = null;
  }

  playing() {
    const b = this.board;
    const seat = this.side === "both" || b?.turn() === this.side;
    if (!(b && this.playable && this.side && b.info && !b.outcome() && seat)) return false;
    // A paused clock pauses the game: the computer waits for Resume (or a move of the person's).
    if (b.clockPaused?.()) return false;
    // The person looking back through the game (moves ahead to play again, as lichess's move list
    // browses): the computer waits for the end of the line or a new move.
    if (b.canRedo?.() && this.side !== "both") return false;
    // Under hidden information the viewer does not see the computer's moves: ask the engine.
    return b.viewer?.() ? !!engineSide(b)?.hasMoves() : b.legalMoves().length > 0;
  }

  /** The sides the person moves: the ones the computer does not play (null: the computer is off). */
  personSides() {
    if (!this.playable || !this.side) return null;
    if (this.side === "both") return [];
    return [this.side === "white" ? "black" : "white"];
  }

  /** The position searches start from and finish on: under hidden information the whole game,
   *  which the engine searches from the side to move's own view only. */
  key() {
    const b = this.board;
    return b.viewer?.() ? (engineSide(b)?.fen() ?? b.fen()) : b.fen();
  }

  /** Starts a search when it is the computer's turn; drops searches of positions that are gone. */
  think(restart = false) {
    const b = this.board;
    if (!b) return;
    const movable = this.personSides();
    b.setMovable?.(movable);
    // Whether the computer takes a side (a phone's page then shows this panel under the board).
    this.panel.dataset.active = movable ? "1" : "";
    if (!restart && this.job && this.job.fen === this.key() && this.job.purpose === "move" && this.playing()) return;
    // A move found for this position, waiting to be played (WATCH_MS).
    if (this.pending?.fen === this.key() && this.playing()) return;
    const hadJob = this.job !== null || this.pending !== null;
    this.cancel();
    // Hidden information: the board shows the person's side, never the computer's.
    const person = this.side === "white" ? "black" : "white";
    if (this.side && this.side !== "both" && this.playable && b.viewer?.() && b.viewer() !== person) b.setView(person);
    if (!this.playing()) {
      // The last report ("Computer played …", "Hint: …") stays while it is about the position on
      // the board (and, for a move played, while the computer still plays); a dropped search or
      // waiting move, another position (a new game, a take-back, another variant) clear it.
      const r = this.reported;
      // A game over keeps only the computer's last move said (a declined offer, a hint are done).
      const stale = !r || r.fen !== this.key() || (r.kind === "played" && !this.side) || (!!b.outcome() && r.kind !== "played");
      if (!this.playingMove && (hadJob || stale)) this.status("");
      this.updateHint();
      return;
    }
    this.start("move", this.onTheClock({ ...LEVELS[this.level], seed: Math.floor(Math.random() * 1e9) }));
  }

  /** A level's budget within the computer's time on a running clock: at most a thirtieth of what
   *  is left, so that the flag does not fall while it thinks. */
  onTheClock(budget) {
    const times = this.board.clockTimes?.();
    if (!times) return budget;
    const left = Math.max(0, times[this.board.turn()]);
    const most = Math.max(20, Math.round(left / 30));
    return { ...budget, movetime: Math.min(budget.movetime ?? Infinity, most) };
  }

  start(purpose, budget) {
    const b = this.board;
    const id = this.nextId++;
    this.job = { id, fen: this.key(), purpose, info: null, started: performance.now() };
    this.status(this.t(purpose === "move" ? "opp.thinkingStart" : "opp.hintStart"), true);
    // (A variant the page defined is defined in the worker too.)
    this.ensureWorker().postMessage({ id, variant: b.variant, ini: definitionOf(b.variant), ...this.request(), budget });
  }

  onMessage(msg) {
    if (msg.type === "ready") return;
    const job = this.job;
    if (!job || msg.id !== job.id) return;
    if (msg.type === "info") {
      job.info = msg.info;
      // Move now was pressed before the first iteration ended: its move is the one to play.
      if (job.now) return this.moveNow();
      const score = this.scoreText(msg.info.score, msg.info.mate);
      // The computer's own line and score are not shown while it plays (as lichess's computer does
      // not: they would tell the person what it is about to play and how the game stands); a
      // hint's are.
      const line = job.purpose === "move" ? "" : `, ${score}, ${this.written(msg.info.pv[0])}`;
      this.status(this.t(job.purpose === "move" ? "opp.thinking" : "opp.hinting", { depth: msg.info.depth, line }), true);
      return;
    }
    this.job = null;
    if (msg.type === "error") {
      this.status(this.t("opp.error", { error: msg.error }));
      return;
    }
    this.finish(job, msg.result.move, msg.result);
  }

  /** A score for the side to move, in pawns with the language's decimal sign (0,23 in Greek,
   *  Hungarian and Russian), or a forced mate's moves ("mate in 3", "mated in 2"). */
  scoreText(score, mate) {
    // Under hidden information the search sees one side's view only: its score means nothing (a
    // reviewer saw +43 at dark chess's start).
    if (this.board?.viewer?.()) return "?";
    if (typeof mate === "number") return this.t(mate > 0 ? "opp.mateIn" : "opp.matedIn", { n: Math.abs(mate) });
    const pawns = new Intl.NumberFormat(this.lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    return pawns.format(score / 100);
  }

  finish(job, move, result) {
    const b = this.board;
    if (!move || this.key() !== job.fen) {
      this.status("");
      return;
    }
    const ms = Math.round(performance.now() - job.started);
    // A move that wins at once is played without a search (`winning_move`): no depth or nodes to tell.
    const detail = !result ? "" : result.nodes > 0 ? this.t("opp.detail", { depth: result.depth, nodes: result.nodes, ms }) : this.t("opp.detailNoSearch", { ms });
    if (job.purpose === "hint") {
      const score = typeof result?.score === "number" ? `, ${this.scoreText(result.score, result.mate)}` : "";
      this.status(this.t("opp.hintResult", { move: `${b.written?.(move) ?? move}${score}`, detail }));
      this.reported = { fen: this.key(), kind: "hint" };
      this.panel.dataset.hint = move;
      b.showHint?.(move);
      return;
    }
    const play = () => {
      this.pending = null;
      if (this.key() !== job.fen) return;
      if (b.viewer?.()) {
        // Hidden information: the person learns that the computer moved, not what it played.
        this.status(this.t("opp.movedHidden", { detail }));
        delete this.panel.dataset.lastMove;
      } else {
        // A turn of several moves (progressive chess, double-move chess) is said whole: each move
        // played since the turn began.
        const turn = b.turnInfo?.();
        const goesOn = turn?.part > 1 && this.reported?.kind === "played" && this.reported.fen === this.key();
        this.turnMoves = [...(goesOn ? (this.turnMoves ?? []) : []), b.written?.(move) ?? move];
        this.status(this.t("opp.played", { move: this.turnMoves.join(", "), detail }));
        this.panel.dataset.lastMove = move;
      }
      // The board's "move" event comes back here (think) before the report is tied to the
      // position the move makes.
      this.playingMove = true;
      try {
        b.play(move);
      } finally {
        this.playingMove = false;
      }
      this.reported = { fen: this.key(), kind: "played" };
    };
    // Playing both sides, a quick level would play a whole game in a blink: each move is shown
    // for a moment at least.
    const wait = this.side === "both" ? WATCH_MS - ms : 0;
    if (wait > 0) {
      // The move waits (Move now plays it at once); the search is over meanwhile.
      this.pending = { timer: setTimeout(play, wait), fen: job.fen, play };
      this.q("opp-now").disabled = false;
      this.q("opp-status").toggleAttribute("aria-busy", false);
      this.panel.dataset.thinking = "";
    } else play();
  }

  /** A move of the position on the board as the board writes it (SAN, shogi's, …), or as given. */
  written(move) {
    if (!move) return "";
    try {
      return this.board.written?.(move) ?? move;
    } catch {
      return move;
    }
  }

  /** Plays the best move of the last finished iteration at once. */
  moveNow() {
    if (this.pending) {
      clearTimeout(this.pending.timer);
      this.pending.play();
      return;
    }
    const job = this.job;
    if (!job || job.purpose !== "move") return;
    if (!job.info?.pv?.[0]) {
      // Nothing searched yet: the first iteration's move, as soon as it comes (a moment).
      job.now = true;
      return;
    }
    const move = job.info.pv[0];
    this.cancel();
    this.finish(job, move, job.info);
  }

  /** The move the computer would play for the side to move (at the chosen level, at most 1 s). */
  hint() {
    const b = this.board;
    if (!b || b.outcome() || (this.job && this.job.purpose === "move")) return;
    this.cancel();
    const level = LEVELS[Math.max(this.level, 5)];
    this.start("hint", { movetime: Math.min(level.movetime, 1000) });
  }
}

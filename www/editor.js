// The playground's position editor (as lichess's board editor): pieces placed by hand on a board the
// variant's Renderer draws. The page holds only which token stands on which square; the FEN, the
// castling rights the board allows and whether the game accepts the position come from the engine
// (editorRead, editorWrite: src/game/editor.rs).
import { needExport, Renderer, Game, drawPieceIcon, editorPalette, editorRead, editorWrite, variantInfo } from "./modules.js";
import { t, translatePiece, translateSides } from "./i18n.js";

/** The tools besides the pieces: pick up and move (drag, or click a piece then a square), erase. */
const MOVE = "move";
const ERASE = "erase";
/** How far (CSS px) a press moves before it is a drag, not a click. */
const DRAG_PX = 4;

/** The editor: mounted once on its elements; `open` shows a variant's position in it. */
export class Editor {
  /**
   * @param {object} els {root, canvas, top, bottom, turn, castling, hands, verdict, live}: the
   *   board's column (shown while editing), its canvas, the palettes above and below it, the
   *   verdict line under them, the panel's side-to-move select, castling list and hands box, and a
   *   live region that says each edit to screen readers.
   * @param {object} hooks {onChange(fen, error)}: told after every edit.
   */
  constructor(els, hooks) {
    this.els = els;
    this.hooks = hooks;
    this.lang = "en";
    this.tool = MOVE;
    this.flipped = false;
    this.pieces = new Map();
    this.hands = [];
    this.turn = "white";
    this.castlingOn = new Set();
    this.castlingOff = new Set();
    // Kept from the FEN read: the engine writes the en passant square while the game accepts it.
    this.kept = { enPassant: [], halfmove: 0, fullmove: 1 };
    this.written = null;
    this.picked = null;
    this.press = null;
    this.focus = null;
    // (For tests and tools, as a board's element holds its handle.)
    els.root.editor = this;
    this.attach();
  }

  /** Centre of a square in CSS pixels within the editor's canvas: `[x, y]`. */
  squareCenter(square) {
    return this.renderer.squareCenter(square);
  }

  /** Opens `variant` on `fen` (a FEN the engine reads; it need not be legal). Throws for a game whose
   *  positions are not pieces on cells (the engine says so), changing nothing. */
  async open(variant, fen, lang = this.lang) {
    await needExport(variant, "editorWrite");
    const palette = editorPalette(variant);
    const read = editorRead(variant, fen);
    this.renderer?.free?.();
    this.variant = variant;
    this.lang = lang;
    this.palette = palette;
    this.info = variantInfo(variant);
    this.renderer = Renderer(this.els.canvas, variant);
    const game = Game(variant);
    this.cells = game.cells();
    this.labels = new Map(this.cells.map((c) => [c.name, c.label]));
    this.sideNames = game.sideNames();
    game.free?.();
    this.els.canvas.style.aspectRatio = String(this.renderer.aspect(true));
    this.tool = MOVE;
    this.picked = null;
    this.cursor = null;
    this.take(read);
    this.fillPalettes();
    this.update();
  }

  /** Reads a FEN into the editor (the FEN box's Load while editing); a bad FEN throws, changing nothing. */
  setFen(fen) {
    this.take(editorRead(this.variant, fen.trim()));
    this.update();
  }

  /** What the engine made of the position: {fen, castling: [{side, rook, on}], error} (error: why
   *  the game refuses it, or null). */
  result() {
    return this.written;
  }

  /** Switches the editor's words to `lang`. */
  setLang(lang) {
    this.lang = lang;
    if (!this.variant) return;
    this.fillPalettes();
    this.update();
  }

  /** The start position of the variant. */
  reset() {
    this.setFen(this.info.startFen);
  }

  /** An empty board (the hands emptied too), the side to move kept. */
  clear() {
    this.pieces.clear();
    this.hands = [];
    this.picked = null;
    this.update();
  }

  /** Letters instead of the pieces' characters ("letters"), or the variant's own labels (null). */
  setPieceLabels(labels) {
    this.pieceLabels = labels;
    this.draw();
  }

  /** Turns the board (and swaps the palettes). */
  flip() {
    this.flipped = !this.flipped;
    this.fillPalettes();
    this.draw();
  }

  /** Takes a position as editorRead gives it. */
  take(read) {
    this.pieces = new Map(read.pieces.map((p) => [p.square, p.piece]));
    this.hands = read.hands;
    this.turn = read.turn;
    this.castlingOn = new Set(read.castlingOn);
    this.castlingOff = new Set(read.castlingOff);
    this.kept = { enPassant: read.enPassant, halfmove: read.halfmove, fullmove: read.fullmove };
  }

  /** Writes the position (engine), then shows it, its rights and its verdict. */
  update() {
    const position = {
      pieces: [...this.pieces].map(([square, piece]) => ({ square, piece })),
      hands: this.hands,
      turn: this.turn,
      castlingOn: [...this.castlingOn],
      castlingOff: [...this.castlingOff],
      ...this.kept,
    };
    this.written = editorWrite(this.variant, position);
    this.els.root.dataset.position = this.written.fen;
    this.fillTurn();
    this.fillCastling();
    this.fillHands();
    const v = this.els.verdict;
    v.textContent = this.written.error ? t("ed.notPlayable", { why: this.written.error }, this.lang) : "";
    this.draw();
    this.hooks.onChange?.(this.written.fen, this.written.error);
  }

  /** Draws the board as edited (a piece being dragged at the pointer). */
  draw() {
    if (!this.renderer || !this.els.canvas.isConnected) return;
    const c = this.els.canvas;
    const hidden = this.press?.dragging && this.press.from ? [this.press.from] : [];
    this.renderer.draw({
      pieces: [...this.pieces].map(([square, piece]) => ({ square, piece })),
      flipped: this.flipped,
      selected: this.picked,
      focus: this.focus,
      hidden,
      drag: this.press?.dragging ? { piece: this.press.piece, x: this.press.x, y: this.press.y } : null,
      size: [c.clientWidth, c.clientHeight],
      ...(this.pieceLabels ? { pieceLabels: this.pieceLabels } : {}),
    });
  }

  /** The palettes: the side shown at the top above the board, the other below, each with the
   *  move and erase tools. */
  fillPalettes() {
    const sides = this.flipped ? ["white", "black"] : ["black", "white"];
    const names = translateSides(this.sideNames, this.lang);
    for (const [el, side] of [[this.els.top, sides[0]], [this.els.bottom, sides[1]]]) {
      el.replaceChildren();
      el.setAttribute("aria-label", t("ed.paletteOf", { side: names[side === "white" ? 0 : 1] }, this.lang));
      el.append(this.toolButton(MOVE, "✥", t("ed.move", {}, this.lang)), this.toolButton(ERASE, "✕", t("ed.erase", {}, this.lang)));
      for (const token of this.palette.pieces) {
        const cased = side === "white" ? token.toUpperCase() : token;
        const b = this.toolButton(cased, "", this.pieceName(cased));
        b.addEventListener("pointerdown", (e) => this.dragFromPalette(e, cased));
        const canvas = document.createElement("canvas");
        b.append(canvas);
        el.append(b);
        // Drawn once the button has its size.
        requestAnimationFrame(() => {
          if (canvas.isConnected) drawPieceIcon(canvas, this.variant, cased, canvas.clientWidth || 32);
        });
      }
    }
    this.markTool();
  }

  /** A piece dragged from its palette button onto the board is put where it is dropped (a press
   *  without a drag is a click: the button chooses the tool). */
  dragFromPalette(e, piece) {
    if (e.button !== 0 || !this.renderer) return;
    const start = { x: e.clientX, y: e.clientY };
    const at = (ev) => {
      const r = this.els.canvas.getBoundingClientRect();
      return { x: ev.clientX - r.left, y: ev.clientY - r.top };
    };
    const move = (ev) => {
      if (!this.press && Math.hypot(ev.clientX - start.x, ev.clientY - start.y) <= DRAG_PX) return;
      this.press = { from: null, piece, dragging: true, ...at(ev) };
      this.draw();
    };
    const up = (ev) => {
      removeEventListener("pointermove", move);
      removeEventListener("pointercancel", up);
      if (!this.press || this.press.from !== null) return;
      this.press = null;
      const { x, y } = at(ev);
      const square = ev.type === "pointerup" ? this.renderer.squareAt(x, y) : null;
      if (!square) return this.draw();
      this.pieces.set(square, piece);
      this.say("ed.saidPut", square, piece);
      this.update();
    };
    addEventListener("pointermove", move);
    addEventListener("pointerup", up, { once: true });
    addEventListener("pointercancel", up, { once: true });
  }

  /** A palette button that chooses `tool` (a piece token, move or erase). */
  toolButton(tool, text, title) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "tool";
    b.dataset.tool = tool;
    b.title = title;
    b.setAttribute("aria-label", title);
    if (text) b.textContent = text;
    b.addEventListener("click", () => {
      this.tool = tool;
      this.picked = null;
      this.markTool();
      this.draw();
    });
    return b;
  }

  /** Marks the chosen tool's buttons pressed. */
  markTool() {
    for (const b of this.els.root.querySelectorAll("button.tool")) b.setAttribute("aria-pressed", String(b.dataset.tool === this.tool));
  }

  /** A token's name in the page's language with its side ("Knight (White)"). */
  pieceName(token) {
    const lower = token.toLowerCase();
    const p = this.info.pieces.find((q) => q.token === lower);
    const side = translateSides(this.sideNames, this.lang)[token === lower ? 1 : 0];
    const piece = p ? translatePiece(this.variant, p.token, p.name, this.lang) : token;
    return t("ed.pieceOf", { piece, side }, this.lang);
  }

  /** Says what an edit did, for screen readers (the editor's live region). */
  say(key, square, token) {
    if (!this.els.live) return;
    const params = { square: this.labels?.get(square) ?? square, piece: token ? this.pieceName(token) : "" };
    this.els.live.textContent = t(key, params, this.lang);
  }

  /** The side-to-move select, named as the game names its sides. */
  fillTurn() {
    const sel = this.els.turn;
    const names = translateSides(this.sideNames, this.lang);
    const want = ["white", "black"].map((s, i) => `${s}:${names[i]}`).join();
    if (sel.dataset.filled !== want) {
      sel.replaceChildren(...["white", "black"].map((s, i) => new Option(names[i], s)));
      sel.dataset.filled = want;
    }
    sel.value = this.turn;
  }

  /** A checkbox per castling right the board allows (the engine's list). */
  fillCastling() {
    const box = this.els.castling;
    const rights = this.written.castling;
    box.hidden = rights.length === 0;
    const list = box.querySelector(".rights");
    const names = translateSides(this.sideNames, this.lang);
    list.replaceChildren(
      ...rights.map((r) => {
        const label = document.createElement("label");
        label.className = "check";
        const input = Object.assign(document.createElement("input"), { type: "checkbox", checked: r.on });
        input.dataset.rook = r.rook;
        input.addEventListener("change", () => {
          (input.checked ? this.castlingOn : this.castlingOff).add(r.rook);
          (input.checked ? this.castlingOff : this.castlingOn).delete(r.rook);
          this.update();
        });
        const square = this.labels.get(r.rook) ?? r.rook;
        label.append(input, ` ${t("ed.castleWith", { side: names[r.side === "white" ? 0 : 1], square }, this.lang)}`);
        return label;
      }),
    );
  }

  /** A count per piece a hand may hold, per side (drop variants). */
  fillHands() {
    const box = this.els.hands;
    box.hidden = this.palette.hand.length === 0;
    if (box.hidden) return;
    const names = translateSides(this.sideNames, this.lang);
    const rows = ["white", "black"].map((side, i) => {
      const row = document.createElement("div");
      row.className = "hand-row";
      const head = document.createElement("span");
      head.textContent = t("ed.handOf", { side: names[i] }, this.lang);
      row.append(head);
      for (const token of this.palette.hand) {
        const cased = side === "white" ? token.toUpperCase() : token;
        const input = Object.assign(document.createElement("input"), { type: "number", min: "0", max: "126", step: "1" });
        input.value = String(this.hands.filter((h) => h === cased).length);
        input.dataset.piece = cased;
        input.title = input.ariaLabel = `${head.textContent} ${this.pieceName(cased)}`;
        input.addEventListener("change", () => this.setHand(cased, input.value));
        const label = document.createElement("label");
        const canvas = document.createElement("canvas");
        label.append(canvas, input);
        row.append(label);
        requestAnimationFrame(() => {
          if (canvas.isConnected) drawPieceIcon(canvas, this.variant, cased, canvas.clientWidth || 24);
        });
      }
      return row;
    });
    box.querySelector(".hands").replaceChildren(...rows);
  }

  /** Sets how many of `token` are in hand (0–126); a count the engine refuses is said and not kept. */
  setHand(token, value) {
    const n = Math.max(0, Math.min(126, Math.floor(Number(value)) || 0));
    const others = this.hands.filter((h) => h !== token);
    const before = this.hands;
    this.hands = [...others, ...Array(n).fill(token)];
    try {
      this.update();
    } catch (e) {
      // (Too many in hand: the engine's error.)
      this.hands = before;
      this.update();
      this.els.verdict.textContent = e.message;
    }
  }

  /** Applies the tool to a square clicked: a piece tool puts its piece (takes it away where it
   *  stands already), the eraser takes, the move tool picks up a piece and puts it down. */
  apply(square) {
    const there = this.pieces.get(square);
    if (this.tool === ERASE) {
      if (!there) return;
      this.pieces.delete(square);
      this.say("ed.saidRemoved", square, there);
    } else if (this.tool === MOVE) {
      if (this.picked && this.picked !== square) {
        const piece = this.pieces.get(this.picked);
        this.pieces.set(square, piece);
        this.pieces.delete(this.picked);
        this.picked = null;
        this.say("ed.saidPut", square, piece);
      } else if (this.picked === square) this.picked = null;
      else if (there) {
        this.picked = square;
        this.say("ed.saidPicked", square, there);
      }
      return this.picked === square ? this.draw() : this.update();
    } else if (there === this.tool) {
      this.pieces.delete(square);
      this.say("ed.saidRemoved", square, there);
    } else {
      this.pieces.set(square, this.tool);
      this.say("ed.saidPut", square, this.tool);
    }
    this.update();
  }

  /** The board's pointer and keyboard input, and the panel's side-to-move select. */
  attach() {
    const c = this.els.canvas;
    const at = (e) => {
      const r = c.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    c.addEventListener("pointerdown", (e) => {
      if (!this.renderer || e.button !== 0) return;
      const { x, y } = at(e);
      const sq = this.renderer.squareAt(x, y);
      if (!sq) return;
      c.setPointerCapture?.(e.pointerId);
      this.press = { from: sq, piece: this.pieces.get(sq), x, y, x0: x, y0: y, dragging: false };
      e.preventDefault();
    });
    c.addEventListener("pointermove", (e) => {
      const p = this.press;
      if (!p || p.from === null) return;
      Object.assign(p, at(e));
      if (!p.dragging && p.piece && Math.hypot(p.x - p.x0, p.y - p.y0) > DRAG_PX) p.dragging = true;
      if (p.dragging) this.draw();
    });
    const end = (e, cancelled) => {
      const p = this.press;
      // (A piece dragged from a palette is put by dragFromPalette.)
      if (!p || p.from === null) return;
      this.press = null;
      if (cancelled) return this.draw();
      if (!p.dragging) return this.apply(p.from);
      // A piece dragged: to the square it is dropped on, or off the board (taken away).
      const { x, y } = at(e);
      const to = this.renderer.squareAt(x, y);
      this.pieces.delete(p.from);
      if (to) this.pieces.set(to, p.piece);
      this.picked = null;
      this.update();
    };
    c.addEventListener("pointerup", (e) => end(e, false));
    c.addEventListener("pointercancel", (e) => end(e, true));
    c.addEventListener("contextmenu", (e) => {
      // Right click takes a piece away, whatever the tool.
      e.preventDefault();
      const sq = this.renderer?.squareAt(at(e).x, at(e).y);
      const there = sq && this.pieces.get(sq);
      if (!there) return;
      this.pieces.delete(sq);
      this.say("ed.saidRemoved", sq, there);
      this.update();
    });
    c.addEventListener("keydown", (e) => this.key(e));
    // The keyboard cursor: shown while the board has the focus, kept where it was when it comes back.
    c.addEventListener("focus", () => {
      this.cursor ??= this.cells?.[0]?.name ?? null;
      this.focus = this.cursor;
      this.draw();
    });
    c.addEventListener("blur", () => {
      this.focus = null;
      this.draw();
    });
    this.els.turn.addEventListener("change", () => {
      this.turn = this.els.turn.value;
      this.update();
    });
    new ResizeObserver(() => this.draw()).observe(c);
  }

  /** The keyboard on the board: arrows move the cursor, Enter or Space applies the tool, Delete
   *  erases, Escape puts back a piece picked up. */
  key(e) {
    if (!this.cells || !this.focus) return;
    const dirs = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (dirs[e.key]) {
      let [dx, dy] = dirs[e.key];
      if (this.flipped) [dx, dy] = [-dx, -dy];
      const here = this.cells.find((c) => c.name === this.focus);
      // The nearest cell that way (hexagonal boards too).
      let best = null;
      for (const c of this.cells) {
        const ax = (c.x - here.x) * dx + (c.y - here.y) * dy;
        if (ax <= 0.01) continue;
        const off = Math.abs((c.x - here.x) * dy - (c.y - here.y) * dx);
        const score = ax + 2 * off;
        if (!best || score < best.score) best = { c, score };
      }
      if (best) this.focus = this.cursor = best.c.name;
      // The square reached, and what stands there, for screen readers (as the game board says it).
      const there = this.pieces.get(this.focus);
      if (this.els.live) this.els.live.textContent = `${this.labels?.get(this.focus) ?? this.focus}${there ? ` ${this.pieceName(there)}` : ""}`;
      this.draw();
    } else if (e.key === "Enter" || e.key === " ") this.apply(this.focus);
    else if (e.key === "Delete" || e.key === "Backspace") {
      const there = this.pieces.get(this.focus);
      if (!there) return;
      this.pieces.delete(this.focus);
      this.say("ed.saidRemoved", this.focus, there);
      this.update();
    } else if (e.key === "Escape" && this.picked) {
      this.picked = null;
      this.draw();
    } else return;
    e.preventDefault();
  }
}

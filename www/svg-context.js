//# allFunctionsCalledOnLoad
// An SVG recorder with the shape of a canvas 2D context: the renderer (Rust, through web-sys, whose
// calls look the methods up on the object) draws into it exactly as into a canvas, and toString()
// gives the drawing as SVG — vector paths, text as text — for pasting a board into a wiki.
//
//   const { canvas, context } = svgCanvas(cssWidth, cssHeight);
//   new Renderer(canvas, variant).draw(view);  // (with Path2D recorded: see withRecordedPaths)
//   const svg = context.toString();

const NUM = (n) => (Math.abs(n) < 1e-9 ? "0" : String(Math.round(n * 100) / 100));
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/** 2D affine matrix [a, b, c, d, e, f] (as canvas setTransform) times a point. */
function apply(m, x, y) {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

function multiply(m, n) {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** A Path2D that remembers its SVG path text (the renderer builds glyphs from path strings). */
class RecordedPath {
  constructor(d = "") {
    this.d = typeof d === "string" ? d : d?.d ?? "";
  }
}

/** Runs `draw` with `Path2D` recording its path text, so that fill(path) can write it out. */
export function withRecordedPaths(draw) {
  const real = globalThis.Path2D;
  globalThis.Path2D = RecordedPath;
  try {
    return draw();
  } finally {
    globalThis.Path2D = real;
  }
}

let gradientId = 0;

/** A canvas-shaped object of CSS size `width` x `height` whose 2D context records SVG. */
export function svgCanvas(width, height) {
  const context = new SvgContext();
  const canvas = {
    width: Math.round(width),
    height: Math.round(height),
    clientWidth: Math.round(width),
    clientHeight: Math.round(height),
    style: {},
    getContext: () => context,
  };
  context.canvas = canvas;
  return { canvas, context };
}

class SvgContext {
  constructor() {
    this.parts = [];
    this.defs = [];
    this.path = [];
    this.state = this.fresh();
    this.stack = [];
    // For measureText: a real canvas context when there is a document.
    this.measurer = typeof document !== "undefined" ? document.createElement("canvas").getContext("2d") : null;
  }

  fresh() {
    return {
      m: [1, 0, 0, 1, 0, 0],
      fillStyle: "#000",
      strokeStyle: "#000",
      lineWidth: 1,
      font: "10px sans-serif",
      textAlign: "start",
      textBaseline: "alphabetic",
      lineCap: "butt",
      lineJoin: "miter",
      globalAlpha: 1,
      dash: [],
    };
  }

  // ---- state ----
  get fillStyle() { return this.state.fillStyle; }
  set fillStyle(v) { this.state.fillStyle = v; }
  get strokeStyle() { return this.state.strokeStyle; }
  set strokeStyle(v) { this.state.strokeStyle = v; }
  get lineWidth() { return this.state.lineWidth; }
  set lineWidth(v) { this.state.lineWidth = Number(v); }
  get font() { return this.state.font; }
  set font(v) { this.state.font = String(v); }
  get textAlign() { return this.state.textAlign; }
  set textAlign(v) { this.state.textAlign = v; }
  get textBaseline() { return this.state.textBaseline; }
  set textBaseline(v) { this.state.textBaseline = v; }
  get lineCap() { return this.state.lineCap; }
  set lineCap(v) { this.state.lineCap = v; }
  get lineJoin() { return this.state.lineJoin; }
  set lineJoin(v) { this.state.lineJoin = v; }
  get globalAlpha() { return this.state.globalAlpha; }
  set globalAlpha(v) { this.state.globalAlpha = Number(v); }

  save() {
    this.stack.push({ ...this.state, m: [...this.state.m], dash: [...this.state.dash] });
  }
  restore() {
    if (this.stack.length) this.state = this.stack.pop();
  }
  setLineDash(d) {
    this.state.dash = Array.from(d ?? []).map(Number);
  }
  getLineDash() {
    return [...this.state.dash];
  }
  translate(x, y) {
    this.state.m = multiply(this.state.m, [1, 0, 0, 1, x, y]);
  }
  scale(x, y) {
    this.state.m = multiply(this.state.m, [x, 0, 0, y, 0, 0]);
  }
  rotate(a) {
    const c = Math.cos(a), s = Math.sin(a);
    this.state.m = multiply(this.state.m, [c, s, -s, c, 0, 0]);
  }
  setTransform(a, b, c, d, e, f) {
    this.state.m = typeof a === "object" ? [a.a, a.b, a.c, a.d, a.e, a.f] : [a, b, c, d, e, f];
  }
  resetTransform() {
    this.state.m = [1, 0, 0, 1, 0, 0];
  }

  // ---- paths (points stored already transformed) ----
  beginPath() {
    this.path = [];
  }
  moveTo(x, y) {
    const [X, Y] = apply(this.state.m, x, y);
    this.path.push(`M${NUM(X)} ${NUM(Y)}`);
    this.last = [x, y];
  }
  lineTo(x, y) {
    const [X, Y] = apply(this.state.m, x, y);
    this.path.push(`L${NUM(X)} ${NUM(Y)}`);
    this.last = [x, y];
  }
  quadraticCurveTo(cx, cy, x, y) {
    const [A, B] = apply(this.state.m, cx, cy);
    const [X, Y] = apply(this.state.m, x, y);
    this.path.push(`Q${NUM(A)} ${NUM(B)} ${NUM(X)} ${NUM(Y)}`);
    this.last = [x, y];
  }
  bezierCurveTo(c1x, c1y, c2x, c2y, x, y) {
    const [A, B] = apply(this.state.m, c1x, c1y);
    const [C, D] = apply(this.state.m, c2x, c2y);
    const [X, Y] = apply(this.state.m, x, y);
    this.path.push(`C${NUM(A)} ${NUM(B)} ${NUM(C)} ${NUM(D)} ${NUM(X)} ${NUM(Y)}`);
    this.last = [x, y];
  }
  closePath() {
    this.path.push("Z");
  }
  rect(x, y, w, h) {
    this.moveTo(x, y);
    this.lineTo(x + w, y);
    this.lineTo(x + w, y + h);
    this.lineTo(x, y + h);
    this.closePath();
  }
  arc(x, y, r, a0, a1, ccw = false) {
    this.ellipse(x, y, r, r, 0, a0, a1, ccw);
  }
  /** An elliptic arc as cubic Béziers (at most a quarter turn each), so any transform holds. */
  ellipse(x, y, rx, ry, rot, a0, a1, ccw = false) {
    let sweep = a1 - a0;
    const full = 2 * Math.PI;
    if (!ccw && sweep < 0) sweep = (sweep % full) + full;
    if (ccw && sweep > 0) sweep = (sweep % full) - full;
    if (Math.abs(a1 - a0) >= full) sweep = ccw ? -full : full;
    const cr = Math.cos(rot), sr = Math.sin(rot);
    const at = (t) => {
      const ex = rx * Math.cos(t), ey = ry * Math.sin(t);
      return [x + ex * cr - ey * sr, y + ex * sr + ey * cr];
    };
    const d = (t) => {
      const ex = -rx * Math.sin(t), ey = ry * Math.cos(t);
      return [ex * cr - ey * sr, ex * sr + ey * cr];
    };
    const start = at(a0);
    if (this.path.length && this.path[this.path.length - 1] !== "Z") this.lineTo(...start);
    else this.moveTo(...start);
    const n = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2)));
    const step = sweep / n;
    const k = (4 / 3) * Math.tan(step / 4);
    for (let i = 0; i < n; i++) {
      const t0 = a0 + i * step, t1 = t0 + step;
      const [p0x, p0y] = at(t0), [p1x, p1y] = at(t1);
      const [d0x, d0y] = d(t0), [d1x, d1y] = d(t1);
      this.bezierCurveTo(p0x + k * d0x, p0y + k * d0y, p1x - k * d1x, p1y - k * d1y, p1x, p1y);
    }
  }

  // ---- painting ----
  paint(style) {
    if (style && typeof style === "object" && style.id) return `url(#${style.id})`;
    return esc(style);
  }
  /** How much the current transform scales lengths (for stroke widths and font sizes). */
  scaleOf() {
    const m = this.state.m;
    return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2])) || 1;
  }
  alpha() {
    return this.state.globalAlpha < 1 ? ` opacity="${NUM(this.state.globalAlpha)}"` : "";
  }
  fill(a, b) {
    if (a instanceof RecordedPath) {
      const m = this.state.m.map(NUM).join(" ");
      const rule = b === "evenodd" ? ' fill-rule="evenodd"' : "";
      this.parts.push(`<path transform="matrix(${m})" d="${esc(a.d)}" fill="${this.paint(this.state.fillStyle)}"${rule}${this.alpha()}/>`);
      return;
    }
    if (!this.path.length) return;
    const rule = a === "evenodd" ? ' fill-rule="evenodd"' : "";
    this.parts.push(`<path d="${this.path.join("")}" fill="${this.paint(this.state.fillStyle)}"${rule}${this.alpha()}/>`);
  }
  stroke(p) {
    const s = this.state;
    const w = NUM(s.lineWidth * this.scaleOf());
    const dash = s.dash.length ? ` stroke-dasharray="${s.dash.map((x) => NUM(x * this.scaleOf())).join(" ")}"` : "";
    const attrs = `fill="none" stroke="${this.paint(s.strokeStyle)}" stroke-width="${w}" stroke-linecap="${s.lineCap}" stroke-linejoin="${s.lineJoin}"${dash}${this.alpha()}`;
    if (p instanceof RecordedPath) {
      this.parts.push(`<path transform="matrix(${s.m.map(NUM).join(" ")})" d="${esc(p.d)}" ${attrs.replace(/stroke-width="[^"]*"/, `stroke-width="${NUM(s.lineWidth)}"`)}/>`);
      return;
    }
    if (this.path.length) this.parts.push(`<path d="${this.path.join("")}" ${attrs}/>`);
  }
  fillRect(x, y, w, h) {
    const saved = this.path;
    this.beginPath();
    this.rect(x, y, w, h);
    this.fill();
    this.path = saved;
  }
  strokeRect(x, y, w, h) {
    const saved = this.path;
    this.beginPath();
    this.rect(x, y, w, h);
    this.stroke();
    this.path = saved;
  }
  clearRect(x, y, w, h) {
    // The renderer clears the whole canvas before it draws: start the picture afresh.
    if (x <= 0 && y <= 0 && w >= this.canvas.width && h >= this.canvas.height) this.parts = [];
  }
  clip() {}

  // ---- text ----
  text(t, x, y, how) {
    const s = this.state;
    const anchor = { center: "middle", middle: "middle", right: "end", end: "end" }[s.textAlign] ?? "start";
    const baseline = { middle: "central", top: "hanging", hanging: "hanging", bottom: "text-after-edge" }[s.textBaseline] ?? "alphabetic";
    const size = /([\d.]+)px/.exec(s.font)?.[1] ?? "10";
    const family = s.font.replace(/.*px\s*/, "") || "sans-serif";
    const weight = /\bbold\b/.test(s.font) ? ' font-weight="bold"' : "";
    this.parts.push(
      `<text transform="matrix(${s.m.map(NUM).join(" ")})" x="${NUM(x)}" y="${NUM(y)}" font-size="${size}" font-family="${esc(family)}"${weight} text-anchor="${anchor}" dominant-baseline="${baseline}" ${how}${this.alpha()}>${esc(t)}</text>`,
    );
  }
  fillText(t, x, y) {
    this.text(t, x, y, `fill="${this.paint(this.state.fillStyle)}"`);
  }
  strokeText(t, x, y) {
    this.text(t, x, y, `fill="none" stroke="${this.paint(this.state.strokeStyle)}" stroke-width="${NUM(this.state.lineWidth)}"`);
  }
  measureText(t) {
    if (this.measurer) {
      this.measurer.font = this.state.font;
      return this.measurer.measureText(t);
    }
    const size = Number(/([\d.]+)px/.exec(this.state.font)?.[1] ?? 10);
    const w = String(t).length * size * 0.6;
    return { width: w, actualBoundingBoxLeft: w / 2, actualBoundingBoxRight: w / 2, actualBoundingBoxAscent: size * 0.7, actualBoundingBoxDescent: size * 0.2 };
  }

  // ---- gradients ----
  createRadialGradient(x0, y0, r0, x1, y1, r1) {
    const id = `fbg${++gradientId}`;
    const m = this.state.m.map(NUM).join(" ");
    const stops = [];
    const g = {
      id,
      addColorStop: (o, c) => stops.push(`<stop offset="${NUM(o)}" stop-color="${esc(c)}"/>`),
    };
    this.defs.push(() => `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" gradientTransform="matrix(${m})" cx="${NUM(x1)}" cy="${NUM(y1)}" r="${NUM(r1)}" fx="${NUM(x0)}" fy="${NUM(y0)}" fr="${NUM(r0)}">${stops.join("")}</radialGradient>`);
    return g;
  }
  createLinearGradient(x0, y0, x1, y1) {
    const id = `fbg${++gradientId}`;
    const m = this.state.m.map(NUM).join(" ");
    const stops = [];
    const g = { id, addColorStop: (o, c) => stops.push(`<stop offset="${NUM(o)}" stop-color="${esc(c)}"/>`) };
    this.defs.push(() => `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" gradientTransform="matrix(${m})" x1="${NUM(x0)}" y1="${NUM(y0)}" x2="${NUM(x1)}" y2="${NUM(y1)}">${stops.join("")}</linearGradient>`);
    return g;
  }

  /** The picture as an SVG document of the canvas's CSS size. */
  toString() {
    const c = this.canvas;
    const defs = this.defs.length ? `<defs>${this.defs.map((d) => d()).join("")}</defs>` : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.clientWidth}" height="${c.clientHeight}" viewBox="0 0 ${c.width} ${c.height}">${defs}${this.parts.join("")}</svg>\n`;
  }
}

//# allFunctionsCalledOnLoad
// fairyboard's page modules: which wasm module serves which variant, loading each only when a
// board needs it.
//
// scripts/build-wasm.sh builds several page modules from the one crate (wasm-pack.toml: the core
// with the chess-shaped Western games, and larger ones with more families of variants) and writes
// pkg/modules.json from what each build really holds:
//   {"modules": [{"name", "exports": [...]}, ...],
//    "variants": [{id, name, status, width, height, modules: [names of the modules that have it]}]}
// Modules are loaded with dynamic import() on first need. Each variant is pinned to one module the
// first time it is needed, so a board's Game, Renderer and diagrams always come from the same
// module (wasm objects cannot cross modules); a variant no module has goes to the core, whose
// registry reports it as unknown.

const PKG = new URL("./pkg/", import.meta.url);

/** The manifest, once read: the modules in order (the core first) and the variants. */
let known = null;
/** Loading (or loaded) modules by name: promises of their exports after init. */
const loading = new Map();
/** Loaded modules by name: their exports. */
const loaded = new Map();
/** The module each variant (base id) is served by, fixed when it is first needed. */
const pinned = new Map();

/** Resolves once the manifest is read (modules load with the boards that need them). */
export const ready = fetch(new URL("modules.json", PKG))
  .then((r) => {
    if (!r.ok) throw new Error(`the list of fairyboard's modules, pkg/modules.json, could not be loaded (HTTP ${r.status}): the pkg folder must be served beside fairyboard.js`);
    return r.json();
  })
  .then((m) => {
    known = {
      modules: m.modules,
      variants: m.variants,
      holders: new Map(m.variants.map((v) => [v.id, v.modules])),
      exports: new Map(m.modules.map((mod) => [mod.name, new Set(mod.exports)])),
    };
  });

function core() {
  return known.modules[0].name;
}

function loadModule(name) {
  if (!loading.has(name)) {
    // The wasm file is fetched while its JavaScript glue loads, not after it (one round trip less).
    const wasm = fetch(new URL(`${name}_bg.wasm`, PKG));
    wasm.catch(() => {});
    const p = import(new URL(`${name}.js`, PKG).href).then(async (m) => {
      await m.default({ module_or_path: wasm });
      loaded.set(name, m);
      return m;
    });
    p.catch(() => loading.delete(name));
    loading.set(name, p);
  }
  return loading.get(name);
}

/** The base id of a variant id with options (`tchess+jester_vector` -> `tchess`); ids are lower
 *  case, so "Xiangqi" is xiangqi's. */
function baseId(variant) {
  return String(variant ?? "").split("+")[0].toLowerCase();
}

/** Exports the page calls besides its boards' (`prefer`). */
let preferred = [];

/**
 * Declares exports the page will call for its variants besides those that draw and play boards
 * (the playground: `readPgn`, `setupInfo`): a variant the core lacks then goes to a module that has
 * them rather than to a smaller one without, so the page loads that one module besides the core.
 */
export function prefer(...names) {
  preferred = names.map(String);
}

/** The modules in the order they are chosen: the core, then those with the preferred exports,
 *  then the others, each group in manifest order. */
function order() {
  const suits = (m) => preferred.every((e) => known.exports.get(m.name).has(e));
  const [first, ...rest] = known.modules;
  return [first, ...rest.filter(suits), ...rest.filter((m) => !suits(m))].map((m) => m.name);
}

/** The modules that have a variant, in the order they are chosen (the core for an id none has). */
function holders(variant) {
  const have = known.holders.get(baseId(variant));
  return have ? order().filter((name) => have.includes(name)) : [core()];
}

/**
 * Loads the modules serving these variants (ids, with or without options) and resolves when they
 * are ready. A variant not yet pinned goes to a module already loading that has it; else, when one
 * module has every new variant of the call (a page's boards, `mountAll`), to the first such, so a
 * page loads a single module where one serves it all; else to the first module that has it (first
 * in the order of `order()`).
 */
export async function need(...variants) {
  await ready;
  const ids = [...new Set(variants.map(baseId))];
  const fresh = ids.filter((v) => known.holders.has(v) && !pinned.has(v));
  const covering = order().find((name) => fresh.every((v) => holders(v).includes(name)));
  for (const v of fresh) {
    const have = holders(v);
    pinned.set(v, have.find((name) => loading.has(name)) ?? covering ?? have[0]);
  }
  // An id no module has is not pinned (a page's bad ids do not pile up): any module tells it is
  // unknown, so one already wanted does.
  const wanted = ids.filter((v) => pinned.has(v)).map((v) => pinned.get(v));
  await Promise.all(ids.map((v) => loadModule(servedBy(v, wanted))));
}

/** The module serving `variant`: its pinned one; for an id no module has, a module loading (or
 *  wanted by the same call), else the core. */
function servedBy(variant, wanted = []) {
  const id = baseId(variant);
  if (pinned.has(id)) return pinned.get(id);
  if (known.holders.has(id)) return undefined;
  return wanted[0] ?? [...loaded.keys()][0] ?? [...loading.keys()][0] ?? core();
}

/** The page's variant definitions (`define`): each INI text by the ids it defines. */
const definitions = new Map();
/** The INI texts defined, in the order they were (a later one may replace an earlier's ids). */
const defineOrder = [];
/** The definition texts each module has read, by module name. */
const definedIn = new Map();

/** A module's refusal of a definition that a larger module may take: a rule its build leaves out,
 *  or a parent variant it does not have. */
const OUTSIDE_BUILD = /this build does not include|unknown parent variant/;

/**
 * Defines the page's own variants from INI text (`[id:parent]` sections; parents built-in or
 * defined before): the first module that defines variants (not the core), in the order they are
 * chosen, whose build plays them serves them from then on, as it serves its own. Resolves to
 * their ids; throws the reason they are refused (nothing is defined then).
 */
export async function define(text, { keep = false } = {}) {
  await ready;
  text = String(text);
  // The ids the text defines, as its section heads name them (the engine reads them again).
  const ids = sectionIds(text);
  if (keep) {
    const other = ids.find((id) => definitions.has(id) && definitions.get(id) !== text);
    if (other) throw new Error(`'${other}' is defined on this page already, by another definition: give this one an id of its own`);
    // (The same text again, another board's: defined already.)
    if (ids.length && ids.every((id) => definitions.get(id) === text)) return ids;
  }
  let refusal = new Error("no module of this build defines variants");
  // (The core page module goes without definitions: a page's own variants come with a larger one.)
  for (const name of order().filter((n) => known.exports.get(n).has("defineVariants"))) {
    const m = await loadModule(name);
    // The definitions made before, which these may inherit from (each module reads them once).
    const read = definedIn.get(name) ?? new Set();
    definedIn.set(name, read);
    for (const earlier of defineOrder) {
      if (read.has(earlier)) continue;
      read.add(earlier);
      try {
        m.defineVariants(earlier);
      } catch {
        // (An earlier definition this module cannot play is served by another.)
      }
    }
    let ids;
    try {
      ids = m.defineVariants(text);
    } catch (e) {
      refusal = e;
      if (OUTSIDE_BUILD.test(e?.message ?? e)) continue;
      break;
    }
    read.add(text);
    if (!defineOrder.includes(text)) defineOrder.push(text);
    for (const id of ids) {
      const { name: title, status, width, height } = m.variantInfo(id);
      definitions.set(id, text);
      pinned.set(id, name);
      known.holders.set(id, [name]);
      known.variants = [...known.variants.filter((v) => v.id !== id), { id, name: title, status, width, height, modules: [name], defined: true }];
    }
    return ids;
  }
  throw refusal;
}

/** A section head of INI text (`[id]`, `[id:parent]`): its id. */
const SECTION_HEAD = /^\s*\[\s*([A-Za-z0-9_-]{1,40})\s*[:\]]/gm;

/** The ids the sections of INI text define, in lower case, as their heads name them (the engine
 *  reads them again; this is for naming them before it does). */
export function sectionIds(text) {
  return [...String(text).matchAll(SECTION_HEAD)].map((m) => m[1].toLowerCase());
}

/** The definition of a variant the page defined, as INI text that defines it anywhere (a link,
 *  the computer's worker): its section and those of its ancestors the page defined, as the
 *  engine holds them; null for a built-in variant. */
export function definitionOf(variant) {
  const id = baseId(variant);
  if (!definitions.has(id)) return null;
  try {
    const sections = loaded.get(pinned.get(id)).variantDefinition(id).trimEnd().split(/\n\n(?=\[)/);
    return `${sections.filter((s) => definitions.has(s.slice(1).split(/[:\]]/)[0])).join("\n\n")}\n`;
  } catch {
    return definitions.get(id);
  }
}

/** Loads a module that has `variant` and the export `name` (the variant's own module if it has
 *  that export); resolves to the module's exports. */
export async function needExport(variant, name) {
  await need(variant);
  return loadModule(exporter(variant, name));
}

function exporter(variant, name) {
  const own = servedBy(variant);
  if (own && known.exports.get(own)?.has(name)) return own;
  const found = holders(variant).find((m) => known.exports.get(m)?.has(name));
  if (!found) throw new Error(`no module has ${name} for variant "${String(variant).slice(0, 40)}"`);
  return found;
}

/** The exports of the loaded module serving `variant` (`need(variant)` first). */
export function moduleOf(variant) {
  const m = known && loaded.get(servedBy(variant));
  if (!m) throw new Error(`the module for variant "${String(variant).slice(0, 40)}" is not loaded yet`);
  return m;
}

/** The exports of the loaded module that has `variant` and the export `name` (`needExport` first). */
function moduleWith(variant, name) {
  const m = known && loaded.get(exporter(variant, name));
  if (!m) throw new Error(`the module with ${name} for variant "${String(variant).slice(0, 40)}" is not loaded yet`);
  return m;
}

/** The ids of every variant any module serves (the manifest's), or null before it is read. */
export function variantIds() {
  return known ? known.variants.map((v) => v.id) : null;
}

/** Every variant any module serves, in catalogue order, then those the page defined (`define`):
 *  [{id, name, status, width, height, defined}]. */
export async function allVariants() {
  await ready;
  return known.variants.map(({ id, name, status, width, height, defined }) => ({ id, name, status, width, height, defined: Boolean(defined) }));
}

/** Reads a PGN text with the first module that plays its variant (of those that read PGN: the
 *  loaded ones first, then the others in manifest order); if none does, throws the first error. */
export async function readPgnAny(text) {
  await ready;
  const readers = known.modules.filter((m) => m.exports.includes("readPgn")).map((m) => m.name);
  if (!readers.length) throw new Error("no module reads PGN");
  readers.sort((a, b) => Number(loaded.has(b)) - Number(loaded.has(a)));
  let first = null;
  for (const name of readers) {
    const m = await loadModule(name);
    try {
      return m.readPgn(text);
    } catch (e) {
      first ??= e;
    }
  }
  throw first;
}

// The page API routed by variant: each takes the variant id where the wasm function does.
export const variantInfo = (variant) => moduleOf(variant).variantInfo(variant);
export const startFen = (variant, n) => moduleOf(variant).startFen(variant, n);
export const diagram = (variant, piece, square) => moduleOf(variant).diagram(variant, piece, square);
export const diagramFen = (variant, piece, square) => moduleOf(variant).diagramFen(variant, piece, square);
export const drawPieceIcon = (canvas, variant, ...rest) => moduleOf(variant).drawPieceIcon(canvas, variant, ...rest);
export const glyphsLoaded = (variant) => moduleOf(variant).glyphsLoaded();
export const loadGlyphs = (variant, bytes) => moduleOf(variant).loadGlyphs(bytes);
// The setup choices (the playground's panel), from a module that has them (`needExport(variant,
// "setupInfo")` first): they return plain values, so they need not share the board's module.
export const setupInfo = (variant) => moduleWith(variant, "setupInfo").setupInfo(variant);
export const setupFen = (variant, ...rest) => moduleWith(variant, "setupFen").setupFen(variant, ...rest);
export const setupStandInSpots = (variant, ...rest) => moduleWith(variant, "setupStandInSpots").setupStandInSpots(variant, ...rest);
export const setupNextAlternative = (variant, ...rest) => moduleWith(variant, "setupNextAlternative").setupNextAlternative(variant, ...rest);
export const setupResolved = (variant, ...rest) => moduleWith(variant, "setupResolved").setupResolved(variant, ...rest);
// A variant's rules as INI text (the playground's "Define a variant"; `needExport(variant,
// "variantDefinition")` first): a module that defines variants has it.
export const variantDefinition = (variant) => moduleWith(variant, "variantDefinition").variantDefinition(variant);
// The position editor (the playground's; `needExport(variant, "editorWrite")` first): plain values.
export const editorPalette = (variant) => moduleWith(variant, "editorPalette").editorPalette(variant);
export const editorRead = (variant, fen) => moduleWith(variant, "editorRead").editorRead(variant, fen);
export const editorWrite = (variant, position) => moduleWith(variant, "editorWrite").editorWrite(variant, position);

/** `new Game(variant, fen)` of the module serving `variant`. */
export function Game(variant, fen) {
  return new (moduleOf(variant).Game)(variant, fen);
}

/** `new Renderer(canvas, variant)` of the module serving `variant`. */
export function Renderer(canvas, variant) {
  return new (moduleOf(variant).Renderer)(canvas, variant);
}

/** `new BughouseMatch(variant)` of the module serving `variant` (default `bughouse`). */
export function BughouseMatch(variant = "bughouse") {
  return new (moduleOf(variant).BughouseMatch)(variant);
}

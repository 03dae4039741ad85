//# allFunctionsCalledOnLoad
// The playground page: a board from fairyboard.js plus variant picker, move list, FEN box, clocks.
import { clockText, defineVariants, mount, listVariants, ready, readPgn } from "./fairyboard.js";
import { fenFromQuery, forget, keepRecord, keptRecord, linkOf, lineFromQuery, replay, savedGame } from "./autosave.js";
import { setupInfo, setupFen, setupStandInSpots, setupNextAlternative, setupResolved, drawPieceIcon, needExport, need, prefer, startFen, Game, variantInfo, variantDefinition, definitionOf, sectionIds } from "./modules.js";
import { Opponent } from "./opponent.js";
import { Editor } from "./editor.js";
import { t, LANGS, LANG_KEY, LANG_NAMES, chosenLang, normalizeLang, translateReason, translateSides, translatePiece, translateStatic, translateTask, translateVariant, translateOption, translateStart, englishSan } from "./i18n.js";

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const DEFAULT_VARIANT = "chess";
// The playground reads records and offers setup choices: a variant outside the core is played with
// the page module that has those calls, not the smaller one article pages load (one module more).
prefer("readPgn", "setupInfo");

let board = null;
/** "play", "diagram" (a piece's moves) or "edit" (the position editor over the game, kept). */
let mode = "play";
/** The position editor (editor.js), made on first use, and the mode it was opened from. */
let editor = null;
let editedFrom = "play";
/** Whether the start array in its box was typed in (New game keeps it) or dealt at random (New
 *  game deals another). */
let arrayByHand = false;
let opponent = null;
// Comments of a loaded PGN ({ply, text}), written back into its record.
let comments = [];
/** The tags of a loaded record that its export keeps (players, event, date ...; the engine writes
 *  the variant, start and result tags itself), and the result the record ends with. */
let recordTags = {};
let recordResult = null;
/** The PGN tag that carries the definition of a variant of yours, so that a record of it reads on
 *  another page or visit: its INI text on one line (a newline written as a backslash and n, a
 *  backslash doubled). */
const DEFINITION_TAG = "FairyboardDefinition";
/** Tags the engine writes from the game itself (and the definition the page writes). */
const GAME_TAGS = new Set(["Result", "Termination", "FEN", "SetUp", "Variant", "FairyboardVariant", DEFINITION_TAG, "PlyCount"]);
/** The UI's language: ?lang=, else the remembered choice, else the page's lang (English). */
let lang = chosenLang();

/** Where the playground keeps its own settings over a reload: {computer, level, flipped, clock,
 *  clockAt: {fen, times}} (the clock's times as the kept game's position was left). */
const SETTINGS_KEY = "fairyboard.playground";

/** The kept settings; none where storage is off or the record is missing or corrupt. */
function keptSettings() {
  try {
    const s = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? "{}");
    return s && typeof s === "object" && !Array.isArray(s) ? s : {};
  } catch {
    return {};
  }
}

/** Keeps `change` ({computer}, {level}, {flipped}) with the other settings. */
function keepSettings(change) {
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...keptSettings(), ...change }));
  } catch {
    // Storage may be off (a private window): the settings last for this page only.
  }
}

/** Switches the whole page (its labels, the board, the computer panel) to language `l`. */
function setLanguage(l, remember = true) {
  lang = normalizeLang(l);
  $("lang").value = lang;
  document.documentElement.lang = lang;
  if (remember) {
    try {
      localStorage.setItem(LANG_KEY, lang);
    } catch {
      // Storage may be off (a private window): the choice lasts for this page only.
    }
  }
  translateStatic(document.body, lang);
  // (A resignation waiting for its second press starts again, in the new language.)
  delete $("resign").dataset.confirm;
  for (const g of $("variant").querySelectorAll("optgroup[data-i18n-group]")) g.label = t(g.dataset.i18nGroup, {}, lang);
  relabelVariants();
  for (const o of $("clock").options) {
    const m = /^(\d+)\+(\d+)$/.exec(o.value);
    if (m) o.textContent = t("pg.clockOption", { m: m[1], s: m[2] }, lang);
  }
  opponent?.setLang(lang);
  editor?.setLang(lang);
  if (!board) return;
  board.setLang(lang);
  fillPieces(board.info);
  fillStarts(board.info);
  fillNotations();
  fillArrays(board.info, $("array").value);
  fillOptions(board.info);
  showLegendShapes(board.info);
  tchess.relabel();
  update();
}

/** At most this many variant definitions are kept for the next visit (the latest; the kept
 *  game's own is kept as the latest whenever the page opens it). */
const KEPT_DEFINITIONS = 32;

/** The reason a definition is refused, without the call's name. */
function definitionRefusal(e) {
  return String(e?.message ?? e).replace(/^defineVariants: /, "");
}

/** Keeps a variant definition for the next visit (a reload of its game finds its variant). */
function keepDefinition(text) {
  keepSettings({ definitions: [...keptDefinitions().filter((d) => d !== text), text].slice(-KEPT_DEFINITIONS) });
}

/** Defines the variants kept from earlier visits, then the link's (`?ini=`, as a board of a
 *  page's own variant links here); returns why the link's is refused, or null. */
async function defineKept() {
  const kept = keptSettings().definitions;
  for (const text of Array.isArray(kept) ? kept : []) {
    // (One a newer build refuses is left out; its kept game is then said to be unusable.)
    if (typeof text === "string") await defineVariants(text).catch(() => {});
  }
  const ini = params.get("ini");
  if (!ini) return null;
  try {
    await defineVariants(ini);
    keepDefinition(ini);
    $("define-ini").value = ini;
    return null;
  } catch (e) {
    $("define-ini").value = ini;
    return t("pg.linkDefinitionRefused", { why: definitionRefusal(e) }, lang);
  }
}

/** Lists variants the page defined in the picker's group of them (made on first need), in place
 *  of an earlier definition of the same id. */
function listDefined(variants) {
  const sel = $("variant");
  let group = sel.querySelector('optgroup[data-i18n-group="pg.groupDefined"]');
  if (!group && variants.length) {
    group = Object.assign(document.createElement("optgroup"), { label: t("pg.groupDefined", {}, lang) });
    group.dataset.i18nGroup = "pg.groupDefined";
    sel.append(group);
  }
  for (const v of variants) {
    for (const o of [...sel.options].filter((o) => o.value === v.id)) o.remove();
    pickerVariants.set(v.id, { v, rectangle: false });
    group.append(new Option(variantLabel(v, false), v.id));
  }
}

/** The definition panel's first text: a variant of chess with a piece of its own. */
function exampleDefinition() {
  return `[my_chess:chess]\nname = ${t("pg.defineExample", {}, lang)}\n# A piece of its own: its letter, its name and its moves in Betza (QN: queen and knight).\npiece = a | Amazon | QN\nstart = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1\n`;
}

/** Fills the definition panel with a variant inheriting the game shown, its inherited rules below
 *  as comments (each section as the engine holds it), for the reader to change. */
async function defineFromGame() {
  const base = $("variant").value;
  $("define-error").textContent = "";
  let rules;
  try {
    await needExport(base, "variantDefinition");
    rules = variantDefinition(base);
  } catch (e) {
    $("define-error").textContent = t("pg.defineRefused", { why: definitionRefusal(e) }, lang);
    return;
  }
  const name = translateVariant(base, board?.info?.name ?? base, lang);
  const own = `my_${base}`.slice(0, 40);
  const comments = rules.trimEnd().split("\n").map((l) => (l ? `# ${l}` : "#"));
  $("define-ini").value = [`[${own}:${base}]`, `name = ${t("pg.defineExample", {}, lang)}: ${name}`, "", `# ${t("pg.defineInherited", { name }, lang)}`, ...comments, ""].join("\n");
  // (The text is read from its first line: the section to change.)
  $("define-ini").focus();
  $("define-ini").setSelectionRange(0, 0);
  $("define-ini").scrollTop = 0;
}

/** The kept definitions (texts), latest last. */
function keptDefinitions() {
  const kept = keptSettings().definitions;
  return Array.isArray(kept) ? kept.filter((d) => typeof d === "string") : [];
}

/** Shows the Forget button where the game shown is a variant of yours (listed under "Your
 *  variants"). */
function showForget() {
  const id = $("variant").value;
  $("define-forget").hidden = !$("variant").querySelector(`optgroup[data-i18n-group="pg.groupDefined"] option[value="${CSS.escape(id)}"]`);
}

/** Forgets the variant shown: the kept definitions that define it (with the other variants they
 *  define) are no longer kept, their variants leave the menu, and the default game is opened. This
 *  visit's games of them are not undone (the page's modules keep a definition for the visit). */
async function forgetDefined() {
  const id = $("variant").value;
  const holding = (text) => sectionIds(text).includes(id);
  const gone = new Set([id, ...keptDefinitions().filter(holding).flatMap(sectionIds)]);
  keepSettings({ definitions: keptDefinitions().filter((text) => !holding(text)) });
  const group = $("variant").querySelector('optgroup[data-i18n-group="pg.groupDefined"]');
  for (const o of group?.querySelectorAll("option") ?? []) if (gone.has(o.value)) o.remove();
  if (group && !group.querySelector("option")) group.remove();
  for (const v of gone) pickerVariants.delete(v);
  $("define-ini").value = "";
  $("define-error").textContent = "";
  $("variant").value = DEFAULT_VARIANT;
  await pickVariant(DEFAULT_VARIANT);
}

/** Keeps a definition the page has just defined (its variants `ids`) and lists them in the menu. */
async function keepDefined(text, ids) {
  keepDefinition(text);
  listDefined((await listVariants()).filter((v) => ids.includes(v.id)));
}

/** Defines the panel's variants and opens the first of them. */
async function playDefined() {
  const text = $("define-ini").value;
  $("define-error").textContent = "";
  let ids;
  try {
    ids = await defineVariants(text);
  } catch (e) {
    $("define-error").textContent = t("pg.defineRefused", { why: definitionRefusal(e) }, lang);
    return;
  }
  await keepDefined(text, ids);
  $("variant").value = ids[0];
  await pickVariant(ids[0]);
}

async function start() {
  await ready;
  const linkDefinition = await defineKept();
  const list = await listVariants();
  for (const l of LANGS) $("lang").add(new Option(LANG_NAMES[l], l));
  $("lang").addEventListener("change", () => setLanguage($("lang").value));
  setLanguage(lang, false);
  const sel = $("variant");
  // The articles' games first, then the others (games whose rules follow Fairy-Stockfish's).
  for (const [key, games] of [
    ["pg.groupArticles", list.filter((v) => !v.defined && v.status !== "oracle")],
    ["pg.groupMore", list.filter((v) => !v.defined && v.status === "oracle")],
  ]) {
    if (!games.length) continue;
    const group = Object.assign(document.createElement("optgroup"), { label: t(key, {}, lang) });
    group.dataset.i18nGroup = key;
    for (const v of games) pickerVariants.set(v.id, { v, rectangle: false });
    group.append(...games.map((v) => new Option(variantLabel(v, false), v.id)));
    sel.append(group);
  }
  listDefined(list.filter((v) => v.defined));
  // The panel opens on the definition of the variant played, if it is one of yours, else on an example.
  $("define").addEventListener("toggle", () => {
    if ($("define").open && !$("define-ini").value) $("define-ini").value = definitionOf(currentVariant()) ?? exampleDefinition();
  });
  $("define-play").addEventListener("click", playDefined);
  $("define-from").addEventListener("click", defineFromGame);
  $("define-forget").addEventListener("click", forgetDefined);
  // `?variant=tchess+jester_vector`: a variant id with rule options ('+' may arrive as a space).
  const [wanted, ...wantedOptions] = (params.get("variant") ?? "").replace(/ /g, "+").split("+");
  sel.value = list.some((v) => v.id === wanted) ? wanted : DEFAULT_VARIANT;
  // A variant the link names that does not exist: say so (the playground opens chess).
  const unknownVariant = wanted && !list.some((v) => v.id === wanted) ? wanted.slice(0, 40) : null;
  sel.addEventListener("change", () => pickVariant(sel.value));
  for (const r of document.querySelectorAll("input[name=mode]")) r.addEventListener("change", () => setMode(r.value));
  $("piece").addEventListener("change", () => {
    if (mode === "diagram") board?.setDiagram($("piece").value);
    update();
  });
  $("start").addEventListener("change", () => tryFen($("start").value));
  // Numbered start arrays (Chess960's 0–959): the engine writes the array's FEN and refuses bad numbers.
  $("array").addEventListener("change", () => {
    arrayByHand = true;
    startArray($("array").value.trim());
  });
  $("array-random").addEventListener("click", () => {
    arrayByHand = false;
    const n = Math.floor(Math.random() * (board?.info?.startCount ?? 1));
    $("array").value = String(n);
    load(currentVariant(), undefined, String(n));
  });
  $("new").addEventListener("click", async () => {
    // A game on a random start array (Chess960 from the picker or Random): the next one on another,
    // as lichess deals them; an array typed in stays.
    const count = board.info?.startCount;
    if (count > 1 && !arrayByHand && $("array").value !== "") {
      const n = String(Math.floor(Math.random() * count));
      $("array").value = n;
      await load(currentVariant(), undefined, n);
    } else board.newGame();
    // A position refused before is no longer the question.
    $("fen-error").textContent = "";
    if ($("clock").value) board.setClock($("clock").value);
    keepClock();
    seatPerson();
  });
  $("undo").addEventListener("click", takeBack);
  $("redo").addEventListener("click", replayBack);
  $("flip").addEventListener("click", flipBoard);
  // Against the computer the person resigns and offers, whoever is to move; two people at one
  // screen: the side to move resigns, the side that has just moved offers (article 002 rule 13).
  // A second press within a few seconds resigns (as lichess asks before a resignation).
  let resignTimer = null;
  $("resign").addEventListener("click", () => {
    const button = $("resign");
    if (!button.dataset.confirm) {
      button.dataset.confirm = "1";
      button.textContent = t("pg.resignConfirm", {}, lang);
      resignTimer = setTimeout(() => unconfirmResign(), 4000);
      return;
    }
    clearTimeout(resignTimer);
    unconfirmResign();
    board.resign(personSide() ?? undefined);
  });
  $("offer").addEventListener("click", () => {
    if (personSide() && opponent?.playable) opponent.declineDraw();
    else board.offerDraw();
  });
  $("accept").addEventListener("click", () => board.acceptDraw());
  $("claim").addEventListener("click", () => board.claimDraw());
  $("pause").addEventListener("click", () => {
    board.pauseClock(!board.clockPaused());
    keepClock();
  });
  $("clock").addEventListener("change", () => {
    board.setClock($("clock").value || null);
    keepSettings({ clock: $("clock").value });
    keepClock();
    // The chosen clock shows at once, before the first move.
    updateClocks();
  });
  $("letters").addEventListener("change", () => {
    board.setPieceLabels($("letters").checked ? "letters" : null);
    editor?.setPieceLabels($("letters").checked ? "letters" : null);
    update();
  });
  $("load").addEventListener("click", () => tryFen($("fen").value));
  $("fen").addEventListener("keydown", (e) => {
    if (e.key === "Enter") tryFen($("fen").value);
  });
  $("ed-start").addEventListener("click", () => editor.reset());
  $("ed-clear").addEventListener("click", () => editor.clear());
  $("ed-flip").addEventListener("click", () => editor.flip());
  $("ed-play").addEventListener("click", playEdited);
  // A link that opens the editor on this position (as lichess's /editor/<fen>): ?variant=…&fen=…&mode=edit.
  $("ed-link").addEventListener("click", () => {
    const link = new URL(location.pathname, location.href);
    link.search = new URLSearchParams({ variant: currentVariant(), fen: editor.result().fen, mode: "edit" }).toString();
    copyText(link.href, "ed-note", "pg.linkCopied");
  });
  $("ed-back").addEventListener("click", () => {
    document.querySelector(`input[name=mode][value=${editedFrom}]`).checked = true;
    setMode(editedFrom);
  });
  $("copy").addEventListener("click", () => copyText(mode === "edit" && editor?.result() ? editor.result().fen : board.fen(), "fen-note", "pg.fenCopied"));
  $("notation").addEventListener("change", () => {
    board.setNotation($("notation").value);
    update();
  });
  $("pgn-load").addEventListener("click", () => loadPgn($("pgn").value));
  $("pgn-copy").addEventListener("click", () => {
    const text = recordText();
    if (text) copyText(text, "pgn-note", "pg.pgnCopied");
  });
  $("pgn-download").addEventListener("click", () => {
    const text = recordText();
    if (!text) return;
    download(URL.createObjectURL(new Blob([text], { type: "application/x-chess-pgn" })), "pgn");
  });
  $("kif-download").addEventListener("click", () => {
    try {
      download(URL.createObjectURL(new Blob([board.kif(exportTags())], { type: "text/plain;charset=utf-8" })), "kif");
      $("pgn-error").textContent = "";
    } catch (e) {
      showError("pgn-error", "pg.error.export", e);
    }
  });
  tchess.bind();
  window.addEventListener("resize", fitBoard);
  document.addEventListener("keydown", shortcut);
  $("copy-link").addEventListener("click", () => {
    let link;
    try {
      link = linkOf(board);
    } catch (e) {
      note("share-note", e.message);
      return;
    }
    copyText(link, "share-note", "pg.linkCopied");
  });
  $("save-png").addEventListener("click", () => share(() => board.toPNG(), "PNG", (url) => download(url, "png")));
  $("save-svg").addEventListener("click", () =>
    share(() => board.toSVG(), "SVG", (svg) => download(URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" })), "svg")),
  );
  // A link with a whole game (?variant=…&fen=…&moves=…&ply=…), else the URL's variant and
  // position, else the game saved on this page (www/autosave.js), else chess.
  let line = null;
  // What could not be opened, said once the board is there (loading it clears the line).
  let opening = null;
  try {
    line = lineFromQuery(params);
  } catch (e) {
    opening = t("pg.linkFailed", { why: e.message }, lang);
  }
  const fromUrl = params.has("variant") || params.has("fen") || line !== null;
  let saved = fromUrl ? null : savedGame($("board"));
  // A save of a variant no module has (written by another version, or tampered with) is said and
  // forgotten; the page opens afresh.
  const savedBase = saved?.line?.variant.split("+")[0];
  if (savedBase !== undefined && !list.some((v) => v.id === savedBase)) {
    forget($("board"), saved.key);
    opening = t("note.saveUnusable", { why: `it holds an unknown variant '${savedBase.slice(0, 40)}'` }, lang);
    saved = null;
  }
  // The clock as the reader left it: its choice always, its times with the kept game.
  const kept = keptSettings();
  if ([...$("clock").options].some((o) => o.value === kept.clock)) $("clock").value = kept.clock;
  const first = sel.value === wanted && wantedOptions.length ? [sel.value, ...wantedOptions].join("+") : sel.value;
  if (saved?.line) {
    const [base] = saved.line.variant.split("+");
    if (list.some((v) => v.id === base)) sel.value = base;
    // A loaded record's tags, result and comments come back with its game.
    const record = keptRecord($("board"), saved.line.variant, saved.line.moves);
    await load(saved.line.variant, saved.line.config ?? undefined);
    // The kept game's own variant stays kept however many are defined after it.
    const own = definitionOf(saved.line.variant);
    if (own) keepDefinition(own);
    if (record) {
      ({ tags: recordTags, result: recordResult, comments } = record);
      keepLoadedRecord();
      update();
    }
    // (A game with hidden information is not kept: its covered board has no FEN to match.)
    if (board.clockTimes() && kept.clockAt?.fen && kept.clockAt.fen === board.fen()) {
      try {
        board.setClockTimes(kept.clockAt.times);
      } catch {
        // Corrupt kept times: the clock starts full.
      }
      // The clock waits for the players after a reload: a move or Resume starts it.
      board.pauseClock(true);
      updateClocks();
    }
  } else {
    // A link's game or position opens afresh (not the game kept on this page); a link's start
    // array is kept by New game, as one typed in.
    arrayByHand = params.has("start");
    await load(first, line ? undefined : fenFromQuery(params) ?? undefined, params.get("start") ?? undefined, !fromUrl);
  }
  addEventListener("pagehide", keepClock);
  if (unknownVariant) $("open-error").textContent = t("pg.unknownVariant", { name: unknownVariant }, lang);
  if (linkDefinition) {
    $("open-error").textContent = linkDefinition;
    $("define").open = true;
  }
  if (opening) $("open-error").textContent = opening;
  if (line) {
    try {
      replay(board, line);
    } catch (e) {
      $("open-error").textContent = t("pg.linkFailed", { why: e.message }, lang);
    }
    if ($("clock").value) board.setClock($("clock").value);
    update();
  }
  // ?mode=edit: the position editor on the link's position.
  if (params.get("mode") === "edit" && !line) {
    document.querySelector("input[name=mode][value=edit]").checked = true;
    await setMode("edit");
  }
  document.body.dataset.ready = "1";
  await labelSizes(list);
}

/** A variant's label in the picker: its name, and its board's size where the board is a fixed
 *  rectangle (`rectangle`: the engine's answer, false until it is had) and the name does not state
 *  that size already ("Speed chess (5x5)"). */
function variantLabel(v, rectangle) {
  const name = translateVariant(v.id, v.name, lang);
  const stated = new RegExp(`(^|\\D)${v.width}\\s*[x×]\\s*${v.height}(\\D|$)`, "i").test(name);
  const size = rectangle && !stated ? ` (${v.width}×${v.height})` : "";
  return `${name}${size}`;
}

/** The picker's variants as listed (`listVariants`) and whether each board is a fixed rectangle
 *  (`labelSizes` learns it), for relabelling in another language. */
const pickerVariants = new Map();

/** Writes every variant's label in the picker again (another language). */
function relabelVariants() {
  for (const o of $("variant").options) {
    const known = pickerVariants.get(o.value);
    if (known) o.textContent = variantLabel(known.v, known.rectangle);
  }
}

/** Whether a variant's board is a fixed rectangle of its width × height cells, as the engine's game
 *  has it: not Gliński's hexagons (91 cells in an 11 × 11 frame), not a board that grows (Chex). */
async function isRectangle(v) {
  await need(v.id);
  const g = new Game(v.id);
  try {
    const cells = g.cells();
    return g.boardSize() == null && cells.length === v.width * v.height && cells.every((c) => c.shape !== "hex");
  } finally {
    g.free();
  }
}

/** Adds each board's size to the picker once the engine has told its geometry (after the page's
 *  own board: the other page modules load meanwhile, one variant at a time). */
async function labelSizes(list) {
  const sel = $("variant");
  for (const v of list) {
    let rectangle = false;
    try {
      rectangle = await isRectangle(v);
    } catch {
      // A module that cannot be had: the name alone.
    }
    pickerVariants.set(v.id, { v, rectangle });
    const o = [...sel.options].find((x) => x.value === v.id);
    if (o) o.textContent = variantLabel(v, rectangle);
  }
}

/** The page's keys: Ctrl+Z takes back, Ctrl+Y (or Ctrl+Shift+Z) replays, F flips. Not while the
 *  focus is in something that takes typing (a field, the PGN box, a list, editable text): the keys
 *  are its own there. A key the page uses is not also the browser's (its own text undo would change
 *  a field the reader is not in). */
function shortcut(e) {
  if (!board || e.altKey || typesText(e.target) || mode === "edit") return;
  const command = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (command && key === "z" && !e.shiftKey) takeBack();
  else if (command && (key === "y" || (key === "z" && e.shiftKey))) replayBack();
  else if (!command && key === "f" && !e.shiftKey) flipBoard();
  // Through the line as on lichess: ←/→ anywhere outside the board (whose arrow keys move its
  // cursor), Home and End in the move list (elsewhere they scroll the page).
  else if (!command && !e.target.closest?.("#board") && (["arrowleft", "arrowright"].includes(key) || (["home", "end"].includes(key) && e.target.closest?.("#moves")))) {
    const { ply, moves } = board.line();
    goToPly({ arrowleft: ply - 1, arrowright: ply + 1, home: 0, end: moves.length }[key]);
  } else return;
  e.preventDefault();
}

/** Whether an element takes keys for itself: a form field, a text box, a list, editable content. */
function typesText(el) {
  return el instanceof Element && (el.isContentEditable || !!el.closest("input, textarea, select, [contenteditable]"));
}

/** The side the person plays against the computer, or null when the computer is off or plays both. */
function personSide() {
  const seat = opponent?.side;
  return seat === "white" ? "black" : seat === "black" ? "white" : null;
}

/** Runs `change` with the computer idle (it would start thinking at each step of a take-back of
 *  several moves), then lets it look at the result once. */
function computerIdle(change) {
  const playable = opponent.playable;
  opponent.cancel();
  opponent.playable = false;
  try {
    change();
  } finally {
    opponent.playable = playable;
    // Its report ("Computer played …") may be of a move taken back.
    opponent.status("");
    opponent.think();
  }
}

/** Undo (button, Ctrl+Z). Against the computer, as on lichess: the computer's reply and the
 *  person's own move go back together, to the person's turn (a search under way is dropped), so
 *  that the computer does not simply play its reply again; with nothing of the person's to take
 *  back, nothing. Else one move. */
function takeBack() {
  const person = personSide();
  if (!person || mode !== "play") return board?.undo();
  if (!board.historyTurns().some((t) => t.side === person)) return undefined;
  computerIdle(() => {
    // Back over the computer's moves to the start of the person's last turn.
    while (board.undo() !== undefined) {
      const turn = board.turnInfo();
      if (turn.side === person && turn.part === 1) break;
    }
  });
  return undefined;
}

/** Redo (button, Ctrl+Y): against the computer the person's move and the computer's reply come back
 *  together, to the person's turn again (or to the computer's, where the reply was never played:
 *  it then answers). Else one move. */
function replayBack() {
  const person = personSide();
  if (!person || mode !== "play") return board?.redo();
  computerIdle(() => {
    while (board.redo() !== undefined && !board.outcome()) {
      const turn = board.turnInfo();
      if (turn.side === person && turn.part === 1) break;
    }
  });
  return undefined;
}

/** Starts a game from numbered start array `n` (typed in the box), once the engine has taken the
 *  number: a bad one (out of range, not a number) is said, and the game goes on unchanged, as with
 *  a bad FEN. */
function startArray(n) {
  if (n === "") return;
  try {
    startFen(currentVariant(), n);
  } catch (e) {
    showError("fen-error", "pg.error.position", e);
    return;
  }
  load(currentVariant(), undefined, n);
}

/** An error's message (the engine may throw plain strings), without the name of the board's call
 *  that threw it (the handle's "setPosition: "), which tells a reader nothing. */
function errorText(e) {
  const text = e instanceof Error ? e.message : String(e);
  const call = /^([A-Za-z]+): /.exec(text);
  return call && typeof board?.[call[1]] === "function" ? text.slice(call[0].length) : text;
}

/** Shows in `id` what the engine refused and why: in English its reason; in another language a
 *  sentence of that language first (message `key`: "the position could not be read"), then the
 *  engine's reason, marked as English. */
function showError(id, key, e) {
  const reason = errorText(e);
  if (lang === "en") {
    $(id).textContent = reason;
    return;
  }
  const span = document.createElement("span");
  span.lang = "en";
  span.textContent = reason;
  $(id).replaceChildren(`${t(key, {}, lang)} `, span);
}

/** The variant id with the rule options ticked: `tchess+jester_vector`. */
function currentVariant() {
  const ticked = [...document.querySelectorAll("#option-list input:checked")].map((i) => i.value);
  return [$("variant").value, ...ticked].join("+");
}

/** The move list's notations this game offers (its players' own first); the choice stays where offered. */
function fillNotations() {
  const sel = $("notation");
  const keep = sel.value;
  const offered = board.notations();
  const label = {
    san: "pg.san",
    coordinates: "pg.coordinates",
    shogi: "pg.notation.shogi",
    kif: "pg.notation.kif",
    wxf: "pg.notation.wxf",
    chinese: "pg.notation.chinese",
    labels: "pg.notation.labels",
  };
  sel.replaceChildren(...offered.map((n) => Object.assign(document.createElement("option"), { value: n, textContent: t(label[n] ?? "pg.coordinates", {}, lang) })));
  sel.value = offered.includes(keep) && keep !== "coordinates" ? keep : offered[0];
  if (keep === "coordinates") sel.value = "coordinates";
  // The status line and the computer's report write moves as the list does.
  board.setNotation(sel.value);
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
    box.addEventListener("change", () => (mode === "diagram" ? setMode(mode) : changeRules()));
    label.append(box, " ", translateOption(o.name, o.label, lang));
    // (The whole label, where a narrow column cuts it; the option's data name stays internal.)
    label.title = translateOption(o.name, o.label, lang);
    list.appendChild(label);
  }
  $("options").hidden = !(info.options ?? []).length;
  if ((info.options ?? []).some((o) => o.active)) $("options").open = true;
}

/** A variant chosen in the picker. One with numbered start arrays (Chess960, Capablanca random)
 *  opens on a random one, as lichess's does; the number box shows which. */
async function pickVariant(variant) {
  arrayByHand = false;
  let start;
  try {
    await need(variant);
    const count = variantInfo(variant).startCount;
    if (count > 1) start = String(Math.floor(Math.random() * count));
  } catch {
    // (The board says what is wrong as it loads.)
  }
  if (start !== undefined) $("array").value = start;
  await load(variant, undefined, start);
  // Another game than the link's: a reload brings back this one (kept on the page), not the link's.
  dropLinkFromUrl(true);
}

/** A rule option ticked or cleared during a game: the game goes on under the new rules, its moves
 *  replayed from its start as far as they stay legal (a move they refuse ends the replay there,
 *  and the page says which). */
async function changeRules() {
  const moves = board.history();
  const start = board.startPosition();
  const fen = start && start !== board.info.startFen ? start : undefined;
  await load(currentVariant(), fen, undefined, false);
  let replayed = 0;
  for (const m of moves) {
    try {
      board.play(m);
    } catch {
      break;
    }
    replayed++;
  }
  if ($("clock").value) board.setClock($("clock").value);
  update();
  if (replayed < moves.length) note("open-error", t("pg.rulesReplayed", { n: replayed, total: moves.length, move: moves[replayed] }, lang));
}

/** Makes a link or an image (`make`), hands it to `use`, and says what was done or why not. */
function share(make, what, use) {
  try {
    use(make());
    note("share-note", t("pg.imageSaved", { what }, lang));
  } catch (e) {
    note("share-note", e.message);
  }
}

/** Copies `text` to the clipboard and says so in the note `id` (message `done`) once the browser
 *  has done it, or that it refused. */
async function copyText(text, id, done) {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    note(id, t(done, {}, lang));
  } catch {
    note(id, t("pg.copyRefused", {}, lang));
  }
}

/** A short note under a section (copied, saved): it goes after a few seconds, or with the next move. */
function note(id, text) {
  const el = $(id);
  el.textContent = text;
  clearTimeout(el.noteTimer);
  el.noteTimer = setTimeout(() => (el.textContent = ""), 5000);
}

/** Downloads a URL (data: or blob:) as a file named after the variant. */
function download(href, ext) {
  const a = document.createElement("a");
  a.href = href;
  a.download = `${board.variant.replace(/[^a-z0-9+_-]/gi, "_")}.${ext}`;
  a.click();
  if (href.startsWith("blob:")) setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** The tags a record of the game shown is written with: today's date, a loaded record's own tags,
 *  and its result while the game stands where the record ended (a resignation: any move after it
 *  ends that). */
function exportTags() {
  const result = recordResult && !board.outcome() && board.history().length === recordResult.ply ? { Result: recordResult.token, ...(recordResult.termination ? { Termination: recordResult.termination } : {}) } : {};
  // The computer's seats are named (a loaded record's players come first).
  const computer = opponent?.side;
  const name = computer && `fairyboard (level ${opponent.level})`;
  const players = {};
  if (computer === "white" || computer === "both") players.White = name;
  if (computer === "black" || computer === "both") players.Black = name;
  const own = definitionOf(currentVariant());
  const definition = own ? { [DEFINITION_TAG]: own.replace(/\r\n?/g, "\n").replace(/\\/g, "\\\\").replace(/\n/g, "\\n") } : {};
  return { Date: new Date().toISOString().slice(0, 10).replaceAll("-", "."), ...players, ...recordTags, ...result, ...definition };
}

/** The definition a record carries (its FairyboardDefinition tag, as `exportTags` writes it), or
 *  null. */
function definitionInRecord(text) {
  const tag = new RegExp(`^\\s*\\[${DEFINITION_TAG}\\s+"((?:[^"\\\\]|\\\\.)*)"\\s*\\]`, "m").exec(text);
  if (!tag) return null;
  // The PGN's escapes (\" and \\), then the tag's own (\n and \\).
  const value = tag[1].replace(/\\(.)/g, "$1");
  return value.replace(/\\(.)/g, (_, c) => (c === "n" ? "\n" : c));
}

/** The game's PGN (shown in the box too), or null with the reason shown. */
function recordText() {
  try {
    const text = board.pgn(exportTags(), comments);
    $("pgn").value = text;
    $("pgn-error").textContent = "";
    return text;
  } catch (e) {
    showError("pgn-error", "pg.error.export", e);
    return null;
  }
}

/** Replays a pasted PGN: its variant, start and moves, its comments kept; a bad record changes nothing. */
async function loadPgn(text) {
  // A record of a variant of yours carries its definition: defined first (the record is read in
  // its rules), kept and listed once the record reads.
  const own = definitionInRecord(text);
  let ownIds = [];
  if (own !== null) {
    try {
      ownIds = await defineVariants(own);
    } catch (e) {
      $("pgn-error").textContent = t("pg.defineRefused", { why: definitionRefusal(e) }, lang);
      return;
    }
  }
  let r;
  // Moves in the page's language's piece letters (copied from the move list: Hungarian Hf3) are
  // read as English SAN once the record does not read as it is.
  let localLetters = false;
  try {
    r = await readPgn(text);
  } catch (e) {
    const english = englishSan(text, lang);
    r = english && english !== text ? await readPgn(english).catch(() => null) : null;
    if (!r) {
      showError("pgn-error", "pg.error.record", e);
      return;
    }
    localLetters = true;
  }
  if (own !== null) await keepDefined(own, ownIds);
  $("pgn-error").textContent = "";
  const base = r.variant.split("+")[0];
  if (mode !== "play") {
    mode = "play";
    document.querySelector("input[name=mode][value=play]").checked = true;
    setMode("play");
  }
  $("variant").value = base;
  await load(r.variant, r.start ?? undefined);
  for (const m of r.moves) board.play(m);
  // The record's moves took no time: the clock starts afresh from its position.
  if ($("clock").value) board.setClock($("clock").value);
  comments = r.comments;
  recordTags = Object.fromEntries(r.tags.filter(([name]) => !GAME_TAGS.has(name)));
  const ended = ["1-0", "0-1", "1/2-1/2"].includes(r.result) && !board.outcome();
  // The record's Termination goes with the result the moves do not reach (lichess's "Time forfeit").
  const termination = r.tags.find(([name]) => name === "Termination")?.[1];
  recordResult = ended ? { token: r.result, ply: r.moves.length, ...(termination ? { termination } : {}) } : null;
  keepLoadedRecord();
  update();
  // A record that ends with a result the moves do not reach (a resignation, an agreement, time);
  // a text of several games (its first is read).
  const notes = [];
  if (localLetters) notes.push(t("pg.localLetters", {}, lang));
  if (ended) notes.push(t("pg.recordResult", { result: r.result }, lang));
  if (r.more) notes.push(t("pg.moreGames", {}, lang));
  // Side lines and annotation marks are read past: the page keeps one line and its comments.
  if (r.leftOut) notes.push(t("pg.leftOut", {}, lang));
  // A record without a FEN tag that fits another start of the variant (Capablanca's standard array).
  if (r.start && r.start !== board.info.startFen && !/\[\s*FEN\s/i.test(text)) notes.push(t("pg.otherStart", {}, lang));
  // A record that played on past a draw claimable over the board was read with claimed draws.
  if (r.variant.split("+").includes("claim_draws") && !text.includes("claim_draws")) notes.push(t("pg.claimDrawsOn", {}, lang));
  if (notes.length) $("pgn-note").textContent = notes.join(" ");
}

/** A loaded record's comments, tags and result no longer belong to the game shown (another
 *  variant, a new game, a position set up). */
function forgetRecord() {
  comments = [];
  recordTags = {};
  recordResult = null;
  keepRecord($("board"), null);
}

/** Keeps a loaded record's tags, result and comments for a reload (www/autosave.js). */
function keepLoadedRecord() {
  keepRecord($("board"), { variant: board.variant, moves: board.history(), tags: recordTags, result: recordResult, comments });
}

/** Loads the page module with the setup choices for a variant that offers them (the core page
 *  module has none; modules.js); the panel stays hidden if it cannot be had. */
async function setupModule(board) {
  if (board.info.setupChoices) await needExport(board.variant, "setupInfo").catch(() => {});
}

async function load(variant, fen, start, restore = true) {
  // A game of partner boards (bughouse) is a match of two boards: its own page plays it.
  if (await playedOnPartnerBoards(variant)) {
    // The page's language goes along (a ?lang= link's, not only a kept choice).
    const to = new URL(`bughouse.html?variant=${encodeURIComponent(variant)}`, location.href);
    if (lang !== "en") to.searchParams.set("lang", lang);
    location.assign(to);
    return;
  }
  const el = $("board");
  forgetRecord();
  $("fen-error").textContent = "";
  $("open-error").textContent = "";
  try {
    const orientation = keptSettings().flipped === true ? "black" : "white";
    board = await mount(el, { variant, fen, start, orientation, restore, clockBar: false, mode: mode === "diagram" ? "diagram" : "play", piece: mode === "diagram" ? firstPiece(variant) : undefined });
  } catch (e) {
    // A bad FEN or option in the URL: fall back to the plain variant's start position (chess if
    // that fails too) and say why, under the status line.
    showError("open-error", "pg.error.position", e);
    try {
      board = await mount(el, { variant: variant.split("+")[0], restore, clockBar: false });
    } catch {
      $("variant").value = DEFAULT_VARIANT;
      board = await mount(el, { variant: DEFAULT_VARIANT, restore: false, clockBar: false });
    }
  }
  wire(board);
  fillPieces(board.info);
  fillStarts(board.info);
  fillArrays(board.info, start);
  fillOptions(board.info);
  fillNotations();
  // Shogi's and xiangqi's characters, or letters.
  $("letters-row").hidden = !board.info.hasKanji;
  if ($("letters").checked && board.info.hasKanji) board.setPieceLabels("letters");
  showLegendShapes(board.info);
  await setupModule(board);
  tchess.setup_(board.info);
  // The clock chosen stays for the next game (a variant chosen, a PGN loaded), as for New game.
  if ($("clock").value && mode !== "diagram") board.setClock($("clock").value);
  // Another variant chosen while editing: its start position in the editor.
  if (mode === "edit") await openEditor();
  showForget();
  update();
}

/** Keeps the clock's times with the position they belong to (on every move and as the page goes
 *  away), so that a reload of the kept game finds them. */
function keepClock() {
  const times = board?.clockTimes();
  keepSettings({ clockAt: times ? { fen: board.fen(), times } : null });
}

/** Whether `variant` is played as a match of partner boards (the engine's variantInfo says so); an
 *  unknown variant is not (mounting it says what is wrong). */
async function playedOnPartnerBoards(variant) {
  try {
    await need(variant);
    return variantInfo(variant).partnerBoards === true;
  } catch {
    return false;
  }
}

/** The legend's second half: how the variant's marks show slides and leaps. */
function showLegendShapes(info) {
  $("legend-shapes").textContent = t(info.marks === "arrows" ? "pg.legendArrows" : "pg.legendDots", {}, lang);
}

/** Under the status heading, what just happened on the board (a move, a selection, a refused
 *  move; in the move diagram the target count): the board's own status line is not drawn here. */
function showEvent() {
  if (!board) return;
  const s = board.status();
  $("game-event").textContent = (mode === "diagram" ? s.text : s.event) ?? "";
}

/** How the move list shows a move the reader may not see (dark chess). */
const HIDDEN_MOVE = "•••";

/** Turns the board round, and keeps its orientation over a reload. */
/** Puts the Resign button back as it was before its first press. */
function unconfirmResign() {
  const button = $("resign");
  delete button.dataset.confirm;
  button.textContent = t("pg.resign", {}, lang);
}

/** The board the person was last seated at (seatPerson). */
let seatedOn = null;

/** The person's side at the bottom when the computer takes the other, as lichess seats you: when
 *  the computer's side is chosen, for a new game and for another variant's board. */
function seatPerson() {
  seatedOn = board;
  const side = opponent?.side;
  // (Under hidden information the person's own view is drawn from its side already.)
  if (!board || mode !== "play" || (side !== "white" && side !== "black") || board.viewer()) return;
  const bottom = side === "white" ? "black" : "white";
  if (board.orientation() !== bottom) flipBoard();
}

function flipBoard() {
  board.flip();
  keepSettings({ flipped: board.orientation() === "black" });
  updateClocks();
}

/** Keeps the side panel in step with the board. */
function wire(b) {
  if (!opponent) {
    opponent = new Opponent($("opponent"));
    // The computer's side and level as the reader left them (a value the panel lacks is ignored).
    const kept = keptSettings();
    for (const [id, key] of [["opp-side", "computer"], ["opp-level", "level"]]) {
      const sel = opponent.q(id);
      if ([...sel.options].some((o) => o.value === kept[key])) sel.value = kept[key];
      sel.addEventListener("change", () => keepSettings({ [key]: sel.value }));
    }
    opponent.q("opp-side").addEventListener("change", seatPerson);
  }
  b.setLang(lang);
  opponent.attach(b, mode === "play");
  // Another variant's game: the person sits at the bottom again (a flip was for the last game; the
  // page's first board keeps the side the reader left it on).
  if (seatedOn && b !== seatedOn) seatPerson();
  seatedOn = b;
  // "refresh": the board shows another view (the hand-over screen of dark chess lifted).
  // A new game or a position set up starts a record of its own.
  b.on("position", forgetRecord);
  for (const ev of ["move", "undo", "end", "position", "drawoffer", "refresh"]) b.on(ev, update);
  for (const ev of ["move", "undo", "end"]) b.on(ev, keepClock);
  b.on("move", () => dropLinkFromUrl());
  // A move made meanwhile cancels a resignation waiting for its second press (as on lichess).
  b.on("move", () => {
    if ($("resign").dataset.confirm) unconfirmResign();
  });
  b.on("clock", updateClocks);
  b.on("status", showEvent);
  showEvent();
}

/** Once a game opened from a link (?variant=…, ?fen=…) has a move, the address drops the link's
 *  game (the reader's language stays): a reload then brings back the game kept on this page, as
 *  lichess's reload returns to the game, instead of opening the link afresh. */
function dropLinkFromUrl(picked = false) {
  // A game with hidden information is not kept (its covered board has no position to show): its
  // link stays for a reload, unless another game was picked.
  if (!picked && board?.viewer?.()) return;
  const url = new URL(location.href);
  const keep = url.searchParams.get("lang");
  if ([...url.searchParams.keys()].every((k) => k === "lang")) return;
  url.search = keep ? `?lang=${encodeURIComponent(keep)}` : "";
  history.replaceState(history.state, "", url.href);
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
    o.value = p.token.toUpperCase();
    o.textContent = `${translatePiece(info.id, p.token ?? p.letter, p.name, lang)} (${p.betza})`;
    sel.appendChild(o);
  }
  if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
  else sel.value = info.pieces.some((p) => p.letter === "r") ? "R" : sel.options[0]?.value;
}

function fillStarts(info) {
  const sel = $("start");
  sel.replaceChildren();
  const keep = sel.value;
  const all = [[t("pg.articleArray", {}, lang), info.startFen], ...info.altStarts];
  for (const [label, fen] of all) {
    const o = document.createElement("option");
    o.value = fen;
    o.textContent = translateStart(label, lang);
    sel.appendChild(o);
  }
  if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
  $("start-row").hidden = info.altStarts.length === 0;
}

/** The start-array number box, for variants with numbered arrays (`startCount`). */
function fillArrays(info, start) {
  const count = info.startCount;
  $("array-row").hidden = count == null;
  if (count == null) return;
  $("array").max = String(count - 1);
  $("array").title = t("pg.arrayRange", { max: count - 1 }, lang);
  if (start !== undefined && /^\d+$/.test(start) && !$("open-error").textContent) $("array").value = start;
  else if (start === undefined) $("array").value = "";
}

async function setMode(m) {
  const was = mode;
  mode = m;
  if (m === "edit") return openEditor(was);
  document.querySelector("main").classList.remove("editing");
  // Back from the editor to the game (or diagram), which stayed as it was.
  if (was === "edit" && m === editedFrom) {
    update();
    return;
  }
  $("piece").hidden = m !== "diagram";
  $("legend").hidden = m !== "diagram";
  for (const id of ["new", "undo", "redo", "resign", "offer", "accept", "clock"]) $(id).disabled = m === "diagram";
  const variant = currentVariant();
  try {
    board = await mount($("board"), m === "diagram" ? { variant, mode: "diagram", piece: $("piece").value || "R" } : { variant, clockBar: false });
  } catch (e) {
    if (m !== "diagram") throw e;
    // A game whose pieces have no one-piece diagram (Gess's footprints): the game stays, and the
    // status line says why.
    document.querySelector("input[name=mode][value=play]").checked = true;
    await setMode("play");
    $("game-event").textContent = t("pg.noDiagram", { why: errorText(e) }, lang);
    return;
  }
  wire(board);
  await setupModule(board);
  tchess.setup_(board.info);
  update();
}

/** Opens the position editor on the board's position (the game stays behind it); a game the
 *  editor cannot hold (its positions are not pieces on cells) keeps the mode it had (`was`). */
async function openEditor(was = "play") {
  editor ??= new Editor(
    { root: $("editor"), canvas: $("editor-board"), top: $("ed-top"), bottom: $("ed-bottom"), turn: $("ed-turn"), castling: $("ed-castling"), hands: $("ed-hands"), verdict: $("ed-verdict"), live: $("ed-live") },
    { onChange: (fen, error) => {
        $("fen").value = fenShown = fen;
        $("fen-error").textContent = "";
        $("ed-play").disabled = !!error;
      } },
  );
  $("open-error").textContent = "";
  if (was !== "edit") editedFrom = was;
  try {
    // A game with hidden information opens on its start: its position as the viewer knows it lacks
    // the other side's pieces, and the whole of it would show them.
    await editor.open(currentVariant(), board.info.hidden ? board.info.startFen : board.fen(), lang);
  } catch (e) {
    // (Another variant chosen while editing, one without an editor: its game is shown.)
    mode = was === "edit" ? "play" : was;
    document.querySelector(`input[name=mode][value=${mode}]`).checked = true;
    document.querySelector("main").classList.remove("editing");
    showError("open-error", "ed.cannotOpen", e);
    return;
  }
  editor.setPieceLabels($("letters").checked && board.info.hasKanji ? "letters" : null);
  document.querySelector("main").classList.add("editing");
  fitBoard();
  if ((board.orientation() === "black") !== editor.flipped) editor.flip();
}

/** "Play from here": a new game from the edited position (the engine accepted it). */
async function playEdited() {
  const { fen, error } = editor.result();
  if (error) return;
  mode = "play";
  document.querySelector("input[name=mode][value=play]").checked = true;
  document.querySelector("main").classList.remove("editing");
  await load(currentVariant(), fen, undefined, false);
}

function tryFen(fen) {
  if (mode === "edit") {
    try {
      editor.setFen(fen);
    } catch (e) {
      showError("fen-error", "pg.error.position", e);
      $("fen").value = fen;
    }
    return;
  }
  try {
    board.setPosition(fen.trim());
    $("fen-error").textContent = "";
    // The position loaded, as the engine writes it, replaces what was typed.
    showFen(true);
  } catch (e) {
    showError("fen-error", "pg.error.position", e);
    update();
    // Keep what was typed, so that the typo can be mended in place.
    $("fen").value = fen;
    return;
  }
  update();
}

function update() {
  if (!board) return;
  // What a note said (copied, saved) was about the game before this change.
  for (const id of ["fen-note", "pgn-note", "share-note"]) $(id).textContent = "";
  showFen();
  // A game that hid information offers every notation once it is over (and only coordinates again
  // when a take-back reopens it).
  if ([...$("notation").options].map((o) => o.value).join() !== board.notations().join()) fillNotations();
  const o = board.outcome();
  const status = $("game-status");
  if (mode === "diagram") status.textContent = t("pg.diagramHelp", {}, lang);
  else if (o) status.textContent = board.outcomeText();
  else {
    const turn = board.turnInfo();
    const part = (turn.parts > 1 ? t("status.part", { part: turn.part, parts: turn.parts }, lang) : "") + (turn.task ? `: ${translateTask(turn.task, lang)}` : "");
    const side = translateSides(board.sideNames(), lang)[board.turn() === "white" ? 0 : 1];
    status.textContent = t("status.toMove", { side, part, check: board.inCheck() ? t("status.check", {}, lang) : "" }, lang);
  }
  fillMoves();
  const result = $("result");
  // A loaded record's result its moves do not reach (a resignation): shown at its last move.
  const recorded = !o && recordResult && board.history().length === recordResult.ply ? recordResult.token.replace("1/2-1/2", "½-½") : null;
  result.hidden = !o && !recorded;
  result.textContent = o ? `${o.winner === "white" ? "1-0" : o.winner === "black" ? "0-1" : "½-½"} · ${board.outcomeText()}` : recorded ? `${recorded} · ${t("pg.recordResultShort", {}, lang)}` : "";
  $("accept").hidden = !board.drawOffer() || mode === "diagram";
  // A draw the side to move may claim (the rule option claim_draws: FIDE's draws).
  const claim = mode === "diagram" || o ? null : board.claimableDraw();
  $("claim").hidden = !claim;
  $("claim").title = claim ? t("pg.claimTitle", { why: translateReason(claim.reason, claim.text, lang) }, lang) : "";
  // KIF, the record of Japanese shogi software, where the game is one it writes.
  $("kif-download").hidden = !board.notations?.().includes("kif") || mode === "diagram";
  // Nothing to take back, or only the other side's hidden move (dark chess at one screen).
  // Against the computer, nothing of the person's to take back is nothing (takeBack).
  const person = personSide();
  $("undo").disabled = mode === "diagram" || !board.canUndo() || (!!person && !board.historyTurns().some((t) => t.side === person));
  $("redo").disabled = mode === "diagram" || !board.canRedo();
  // Nothing to resign or offer once the game is over; nothing to offer before a move is made.
  $("resign").disabled = mode === "diagram" || !!o;
  $("offer").disabled = mode === "diagram" || !!o || board.history().length === 0;
  tchess.updateInfo();
  updateClocks();
  fillLegend();
  fitBoard();
}

/** The move list's rows as last shown: each one's content (as JSON), its element and its moves. */
let moveRows = [];
/** The ply the move list last showed as the current one (null: none shown yet). */
let shownPly = null;

/** The move list, as lichess shows it: one numbered row per round, the first side's turn and the
 *  second's side by side (each turn's moves together), as players write them (SAN) or as
 *  coordinates; the list scrolls down, its latest move kept in view. The rows whose content is
 *  as before are kept, not made again: a move made adds or changes the last row only, so a long
 *  game's list does not cost more at each move. */
function fillMoves() {
  const list = $("moves");
  // The keys that browse the list (Home, End) keep working as it is written anew.
  const hadFocus = list.contains(document.activeElement);
  const style = $("notation").value;
  // The whole line: the moves taken back stay, greyed, until another move replaces them.
  const line = board.lineAs(board.notations().includes(style) ? style : "coordinates");
  // A loaded record's comments by the ply they follow, gathered once (not read through at each move).
  const saidAt = new Map();
  for (const c of comments) saidAt.set(c.ply, [...(saidAt.get(c.ply) ?? []), c.text]);
  const rows = [];
  let k = 0;
  for (const turn of line.turns) {
    if (!rows.length || turn.side === "white") rows.push([]);
    const moves = turn.moves.map((m) => {
      const text = line.moves[k] ?? "?";
      const ply = ++k;
      // A loaded record's comment after this move ([%clk …], words), shown on pointing at it.
      const said = saidAt.get(ply) ?? [];
      return { text, ply, hidden: m === "?" || text === "?", said };
    });
    rows.at(-1).push({ side: turn.side, moves });
  }
  const before = moveRows;
  moveRows = rows.map((row, i) => {
    const content = JSON.stringify([lang, row]);
    return before[i]?.content === content ? before[i] : { content, li: moveRow(row, i + 1), row };
  });
  // Only the rows that changed are put in (the others keep their layout).
  moveRows.forEach(({ li }, i) => {
    const at = list.children[i];
    if (at === li) return;
    if (at) at.replaceWith(li);
    else list.appendChild(li);
  });
  while (list.children.length > moveRows.length) list.lastElementChild.remove();
  // Which moves are taken back (greyed) and which is shown, set on the buttons whose state may
  // have changed: the new rows', and those from the move shown before to the one shown now.
  const [lo, hi] = [Math.min(shownPly ?? 0, line.ply), Math.max(shownPly ?? Infinity, line.ply)];
  let current = null;
  moveRows.forEach(({ li, row }, i) => {
    const plies = row.flatMap((turn) => turn.moves.map((m) => m.ply));
    if (li === before[i]?.li && (plies.at(-1) < lo || plies[0] > hi)) return;
    for (const b of li.querySelectorAll("button.mv")) {
      const ply = Number(b.dataset.ply);
      b.classList.toggle("future", ply > line.ply);
      if (ply === line.ply) {
        b.setAttribute("aria-current", "step");
        current = b;
      } else b.removeAttribute("aria-current");
    }
  });
  shownPly = line.ply;
  list.hidden = list.children.length === 0;
  // The move shown in view (the last one played).
  if (current) list.scrollTop = Math.max(0, current.offsetTop - list.clientHeight / 2);
  else list.scrollTop = 0;
  if (hadFocus) {
    list.tabIndex = -1;
    (current ?? list).focus({ preventScroll: true });
  }
}

/** Row `round` of the move list (numbered from 1): a turn of each side, each move a button that
 *  shows the position after it. */
function moveRow(row, round) {
  const li = document.createElement("li");
  li.dataset.round = String(round);
  for (const turn of row) {
    const s = document.createElement("span");
    // The column of its side (a record that opens with the second side's move leaves the first
    // side's cell of that row empty).
    s.dataset.side = turn.side;
    turn.moves.forEach(({ text, ply, hidden, said }, i) => {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "mv";
      b.dataset.ply = String(ply);
      // A move the reader may not see (dark chess: the other side's) is a hidden mark, not "?",
      // which reads as a dubious move.
      b.textContent = hidden ? HIDDEN_MOVE : text;
      if (hidden) b.title = t("pg.hiddenMove", {}, lang);
      if (said.length) {
        b.title = said.join("\n");
        b.classList.add("commented");
      }
      b.addEventListener("click", () => goToPly(ply));
      if (i > 0) s.append(" ");
      s.appendChild(b);
    });
    li.appendChild(s);
  }
  return li;
}

/** Shows the position after `ply` moves of the line: moves taken back, or played again (the move
 *  list's clicks, the arrow keys). Against the computer it stays idle meanwhile, then answers if it
 *  is its turn. */
function goToPly(ply) {
  if (!board || mode !== "play") return;
  const go = () => board.goTo(Math.max(0, Math.min(ply, board.line().moves.length)));
  if (opponent && personSide()) computerIdle(go);
  else go();
}

/** The FEN box shows the position, except while the reader is editing it (focused, changed since
 *  the page wrote it): a move the computer plays meanwhile must not overwrite what is being typed. */
let fenShown = null;
function showFen(force = false) {
  const box = $("fen");
  if (!force && document.activeElement === box && box.value !== fenShown) return;
  fenShown = mode === "edit" && editor?.result() ? editor.result().fen : board.fen();
  box.value = fenShown;
}

/** The legend of the lettered pieces (the engine and renderer say which tokens print letters or
 *  characters, and the pieces' names): each entry shows its token and name, and a click shows its
 *  move diagram (the Move diagram mode with that piece). An entry shown before is kept with its
 *  drawn icon (the entries change as pieces leave or join the board). */
let legendKey = null;
/** The legend's items as last shown, by their content (as JSON). */
let legendItems = new Map();
function fillLegend() {
  const entries = board?.legend() ?? [];
  const current = mode === "diagram" ? $("piece").value : null;
  const key = JSON.stringify([board?.variant, lang, current, entries]);
  if (key === legendKey) return;
  legendKey = key;
  $("piece-legend").hidden = entries.length === 0;
  const kept = new Map();
  const drawn = [];
  for (const e of entries) {
    const k = JSON.stringify([board.variant, lang, e]);
    let li = kept.has(k) ? null : legendItems.get(k);
    if (!li) {
      li = legendItem(e);
      drawn.push(li);
    }
    kept.set(k, li);
    li.firstChild.setAttribute("aria-pressed", String(current === e.token.toUpperCase()));
  }
  legendItems = kept;
  $("piece-legend-list").replaceChildren(...kept.values());
  // The new icons are drawn once in the page (an icon's size comes from its box).
  for (const li of drawn) {
    const icon = li.querySelector("canvas");
    try {
      drawPieceIcon(icon, board.variant, li.firstChild.dataset.token.toUpperCase());
    } catch {
      icon.remove();
    }
  }
}

/** A legend item: a button with the token's icon (drawn once in the page), its letters and name. */
function legendItem(e) {
  const li = document.createElement("li");
  const b = document.createElement("button");
  b.type = "button";
  b.dataset.token = e.token;
  b.title = `${t("board.legendItem", { piece: e.name }, lang)} (${e.betza})`;
  const icon = document.createElement("canvas");
  // Characters are shown by the token's picture (drawn from the shipped outlines: a reader's
  // fonts may lack them); letters also as text.
  const code = document.createElement("b");
  code.textContent = e.characters ? "" : e.text;
  const name = document.createElement("span");
  name.textContent = e.name;
  b.append(icon, code, name);
  b.addEventListener("click", () => showDiagramOf(e.token));
  li.appendChild(b);
  return li;
}

/** Shows the move diagram of a piece type (FEN token) on the board: the playground's Move diagram
 *  mode with that piece. */
async function showDiagramOf(token) {
  const piece = token.toUpperCase();
  if (![...$("piece").options].some((o) => o.value === piece)) return;
  $("piece").value = piece;
  if (mode !== "diagram") {
    document.querySelector("input[name=mode][value=diagram]").checked = true;
    await setMode("diagram");
  } else {
    board.setDiagram(piece);
    update();
  }
}

/** Keeps the whole board (with its hands) within the window's height, so that the clocks at its
 *  top and bottom edges and the board itself are seen without scrolling: the board's width follows
 *  the room left under its top and the canvas's own aspect ratio. */
function fitBoard() {
  if (mode === "edit") fitToWindow($("editor"), $("editor-board"));
  else fitToWindow($("board"), board?.canvas);
}

/** Fits the board column `el` (the board or the editor with its palettes) to the window's height,
 *  its canvas keeping its aspect. */
function fitToWindow(el, canvas) {
  if (!canvas?.isConnected || !canvas.clientHeight) return;
  // A phone held sideways (site.css: the panel beside the board) fits the board to the height
  // whatever the room; narrow screens held upright scroll (the clocks above and below): the board
  // takes the width.
  const sideways = window.innerWidth > window.innerHeight && window.innerHeight <= 500;
  if (window.innerWidth <= 700 && !sideways) {
    el.style.maxWidth = "";
    return;
  }
  const aspect = canvas.clientWidth / canvas.clientHeight;
  const rest = el.offsetHeight - canvas.offsetHeight;
  const top = el.getBoundingClientRect().top + window.scrollY;
  const room = window.innerHeight - top - rest - 12;
  const width = Math.floor(Math.max(room, 120) * aspect);
  const want = room > 160 || sideways ? `${width}px` : "";
  if (el.style.maxWidth !== want) el.style.maxWidth = want;
}

function updateClocks() {
  const times = board?.clockTimes();
  const top = document.querySelector(".clock-top");
  const bottom = document.querySelector(".clock-bottom");
  top.hidden = bottom.hidden = !times;
  const paused = !!times && board.clockPaused();
  $("pause").hidden = !times;
  // Something to pause: a clock running, or paused to resume.
  $("pause").disabled = !times || (!board.clockRunning() && !paused);
  $("pause").textContent = t(paused ? "clock.resume" : "clock.pause", {}, lang);
  $("pause").setAttribute("aria-pressed", String(paused));
  if (!times) return;
  // Which side sits at the top, from where the board draws its first and last cells (any board:
  // Gliński's and TCHESS 8x8's have no a1).
  const cells = board.cells();
  const flipped = board.canvas && cells.length > 1 && board.squareCenter(cells[0].name).y < board.squareCenter(cells[cells.length - 1].name).y;
  const [upSide, downSide] = flipped ? ["white", "black"] : ["black", "white"];
  for (const [el, side] of [[top, upSide], [bottom, downSide]]) {
    el.querySelector(".clock-side").textContent = translateSides(board.sideNames(), lang)[side === "white" ? 0 : 1];
    el.querySelector(".clock-time").textContent = clockText(times[side]);
    el.classList.toggle("running", board.clockRunning() === side);
    el.classList.toggle("low", times[side] < 20000);
  }
}

// ---- Setup choices (TCHESS: spec tchess.md §7.4.2–7.4.3, §7.5, §8) --------------------------------
// Shown for a variant whose data offers setup choices (`setup_*` keys: alternatives, flip, replace,
// stand-in). The panel only collects the choices; the engine says what is offered, validates the
// choices and writes the start position (setupInfo, setupFen, setupStandInSpots,
// setupNextAlternative, setupResolved: modules.js routes them to the variant's page module).

const SIDES = [
  ["white", 0],
  ["black", 1],
];

const tchess = {
  info: null, // variantInfo
  setup: null, // setupInfo
  tournament: false,
  sides: {},

  fresh() {
    return { flip: false, alternatives: {}, replace: false, standIn: "", face: "" };
  },

  /** The choices as the engine reads them. */
  choices() {
    const side = (s) => ({
      flip: s.flip,
      alternatives: s.alternatives,
      replace: s.replace,
      standIn: s.standIn ? [s.standIn, s.face || this.setup.standIns[0]] : null,
    });
    return { white: side(this.sides.white), black: side(this.sides.black), tournament: this.tournament, vacancy: !!$("tchess-vacancy")?.checked };
  },

  name(letter) {
    const p = this.info.pieces.find((q) => q.letter === letter.toLowerCase());
    return p ? translatePiece(this.info.id, p.token ?? p.letter, p.name, lang) : letter.toUpperCase();
  },

  /** The code a token shows (its label, e.g. PS, or its letter). */
  code(letter) {
    return (this.info.labels ?? []).find(([t]) => t === letter.toLowerCase())?.[1] ?? letter.toUpperCase();
  },

  sideLabel(side) {
    const i = side === "white" ? 0 : 1;
    const plain = translateSides(["White", "Black"], lang)[i];
    const own = translateSides(this.info.sideNames ?? ["White", "Black"], lang)[i];
    return own === plain ? plain : t("tc.sideLabel", { plain, own }, lang);
  },

  /** Called on every variant load: shows the panel for variants with setup choices and rebuilds it. */
  setup_(info) {
    const panel = $("tchess-setup");
    let setup = null;
    try {
      setup = setupInfo(info.id);
    } catch {
      setup = null;
    }
    const offers = setup && (setup.alternatives || setup.flip || setup.replace || setup.standIns.length);
    const on = !!offers && mode !== "diagram";
    panel.hidden = !on;
    $("tchess-info").hidden = !on;
    if (!on) return;
    if (this.info?.id !== info.id) {
      this.info = info;
      this.setup = setup;
      this.sides = { white: this.fresh(), black: this.fresh() };
      this.renderSides();
    }
    this.refresh();
  },

  renderSides() {
    const host = $("tchess-sides");
    host.replaceChildren();
    const st = this.setup;
    $("tchess-vacancy").closest("label").hidden = !(st.vacancies && st.standIns.length);
    for (const [side, i] of SIDES) {
      const label = this.sideLabel(side);
      const fs = document.createElement("fieldset");
      fs.id = `tchess-${side}`;
      const lg = document.createElement("legend");
      lg.textContent = label;
      fs.appendChild(lg);
      const check = (key, text, title) => {
        const l = document.createElement("label");
        l.className = "check";
        const inp = document.createElement("input");
        inp.type = "checkbox";
        inp.id = `tchess-${side}-${key}`;
        if (title) l.title = title;
        l.append(inp, ` ${text}`);
        fs.appendChild(l);
        return inp;
      };
      if (st.flip && st.flip.pieces[i] > 0) {
        const [lo, hi] = st.flip.to;
        check("champions", t("tc.flip", { from: this.name(st.flip.from), lo: this.name(lo), hi: this.name(hi) }, lang)).addEventListener("change", (e) => {
          this.sides[side].flip = e.target.checked;
          this.changed(side);
        });
      }
      const alt = st.alternatives;
      const squares = alt ? alt.squares[i].filter((sq) => alt.recommended[sq.charCodeAt(0) - 97]) : [];
      if (squares.length) {
        const inCase = (l) => (side === "white" ? l.toUpperCase() : l.toLowerCase());
        const rec = (sq) => alt.recommended[sq.charCodeAt(0) - 97];
        const crop = squares.map((sq) => inCase(rec(sq))).join("");
        check("front", t("tc.front", { piece: this.name(alt.from).toLowerCase() }, lang), t("tc.frontTitle", { crop }, lang)).addEventListener("change", (e) => {
          const s = this.sides[side];
          s.alternatives = e.target.checked ? Object.fromEntries(squares.map((sq) => [sq, rec(sq)])) : {};
          this.changed(side);
        });
        const files = document.createElement("div");
        files.className = "files";
        files.setAttribute("role", "group");
        files.setAttribute("aria-label", t("tc.files", { side: label, piece: this.name(alt.from).toLowerCase() }, lang));
        const counts = alt.to.map((t) => `${this.code(t.piece)} ${t.count}`).join(", ");
        for (const sq of squares) {
          const b = document.createElement("button");
          b.type = "button";
          b.dataset.file = sq[0];
          b.dataset.square = sq;
          b.title = t("tc.fileTitle", { square: sq, piece: this.name(rec(sq)), counts }, lang);
          b.addEventListener("click", () => {
            const s = this.sides[side];
            const next = setupNextAlternative(this.info.id, this.choices(), side, sq);
            if (next) s.alternatives[sq] = next.toLowerCase();
            else delete s.alternatives[sq];
            this.changed(side);
          });
          files.appendChild(b);
        }
        fs.appendChild(files);
      }
      if (st.replace && st.replace.pieces[i] > 0) {
        check("emperor", t("tc.replace", { to: this.name(st.replace.to[0]), from: this.name(st.replace.from) }, lang)).addEventListener("change", (e) => {
          this.sides[side].replace = e.target.checked;
          this.changed(side);
        });
      }
      if (st.standIns.length) {
        const row = document.createElement("div");
        row.className = "row";
        const face = document.createElement("select");
        face.id = `tchess-${side}-face`;
        face.setAttribute("aria-label", t("tc.faceLabel", { side: label }, lang));
        for (const l of st.standIns) face.add(new Option(this.name(l), l));
        face.addEventListener("change", () => {
          this.sides[side].face = face.value;
          this.changed(side);
        });
        const spot = document.createElement("select");
        spot.id = `tchess-${side}-jester`;
        spot.setAttribute("aria-label", t("tc.spotLabel", { side: label }, lang));
        spot.addEventListener("change", () => {
          this.sides[side].standIn = spot.value;
          this.changed(side);
        });
        const verb = document.createElement("span");
        verb.textContent = t("tc.for", {}, lang);
        row.append(face, verb, spot);
        fs.appendChild(row);
      }
      host.appendChild(fs);
    }
  },

  /** Rebuilds the panel's texts in the current language, keeping the choices. */
  relabel() {
    if (!this.setup || $("tchess-setup").hidden) return;
    this.renderSides();
    this.refresh();
  },

  changed() {
    $("tchess-error").textContent = "";
    this.refresh();
  },

  /** Puts the choices in force (White mirrored in tournament mode) into the controls, and the FEN preview. */
  refresh() {
    let shown = { white: this.sides.white, black: this.sides.black };
    let spots = { white: [], black: [] };
    try {
      const r = setupResolved(this.info.id, this.choices());
      const fromEngine = (c, s) => ({ flip: c.flip, alternatives: c.alternatives, replace: c.replace, standIn: c.standIn?.[0] ?? "", face: c.standIn?.[1] ?? s.face });
      shown = { white: fromEngine(r.white, this.sides.white), black: fromEngine(r.black, this.sides.black) };
      // The stand-in's squares on the array without stand-ins.
      const plain = this.choices();
      plain.white.standIn = null;
      plain.black.standIn = null;
      spots = setupStandInSpots(this.info.id, plain);
    } catch (e) {
      $("tchess-error").textContent = e.message;
    }
    for (const [side] of SIDES) {
      const s = shown[side];
      const get = (k) => $(`tchess-${side}-${k}`);
      if (get("champions")) get("champions").checked = s.flip;
      const buttons = document.querySelectorAll(`#tchess-${side} .files button`);
      for (const b of buttons) {
        const alt = s.alternatives[b.dataset.square];
        b.setAttribute("aria-pressed", String(!!alt));
        b.replaceChildren(this.code(alt ?? this.setup.alternatives.from));
        const small = document.createElement("small");
        small.textContent = b.dataset.file;
        b.appendChild(small);
      }
      if (get("front")) {
        const n = Object.keys(s.alternatives).length;
        get("front").checked = n === buttons.length;
        get("front").indeterminate = n > 0 && n < buttons.length;
      }
      if (get("emperor")) get("emperor").checked = s.replace;
      if (get("face")) get("face").value = s.face || this.setup.standIns[0];
      const sel = get("jester");
      if (sel) {
        sel.replaceChildren(new Option(t("tc.notUsed", {}, lang), ""));
        for (const c of spots[side]) sel.add(new Option(`${c.square} ${this.name(c.piece)}`, c.square));
        sel.value = s.standIn;
        if (sel.value !== s.standIn) sel.value = "";
      }
      const mirrored = side === "white" && this.tournament;
      $(`tchess-${side}`).disabled = mirrored;
      $(`tchess-${side}`).querySelector("legend").textContent = this.sideLabel(side) + (mirrored ? t("tc.mirrors", {}, lang) : "");
    }
    $("tchess-tournament").checked = this.tournament;
    try {
      $("tchess-fen").textContent = this.fen();
    } catch (e) {
      $("tchess-fen").textContent = "";
      $("tchess-error").textContent = e.message;
    }
  },

  /** The start FEN for the choices, written and validated by the engine. */
  fen() {
    return setupFen(this.info.id, this.choices());
  },

  /** Starts a game from the chosen setup; the engine's errors are shown. */
  start() {
    let fen;
    try {
      fen = this.fen();
      board.setPosition(fen);
      $("tchess-error").textContent = "";
      $("fen-error").textContent = "";
    } catch (e) {
      const msg = errorText(e);
      $("tchess-error").textContent = fen ? t("tc.rejected", { fen, error: msg }, lang) : msg;
    }
    update();
  },

  bind() {
    $("tchess-tournament").addEventListener("change", (e) => {
      this.tournament = e.target.checked;
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

  /** The info line during a game: what an imitator copies now, and the vacancy pools. */
  updateInfo() {
    if ($("tchess-info").hidden || !board?.lastMover) return;
    const last = board.lastMover();
    const imitator = (this.info.imitators ?? [])[0];
    $("tchess-jester").textContent = imitator ? t("tc.movesAs", { piece: this.name(imitator), model: last ? this.name(last) : t("tc.noModel", {}, lang) }, lang) : "";
    const v = board.vacancies();
    const pool = (list) => (list.length ? list.map((e) => e.piece.toUpperCase() + (e.count > 1 ? `×${e.count}` : "")).join(" ") : "–");
    const el = $("tchess-vacancies");
    const names = translateSides(this.info.sideNames ?? ["White", "Black"], lang);
    el.textContent = t("tc.vacancies", { first: names[0], second: names[1], a: pool(v.white), b: pool(v.black) }, lang);
    el.title = [...v.white, ...v.black].map((e) => `${e.piece.toUpperCase()} = ${this.name(e.piece)}`).join(", ");
  },
};

start().catch((e) => {
  $("fen-error").textContent = e.message;
  document.body.dataset.ready = "error";
});

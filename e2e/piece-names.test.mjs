// The piece names of www/i18n/pieces.js against the engine's variants: every piece of every
// built-in variant has a name in Greek, Hungarian and Russian (looked up as www/i18n.js
// translatePiece does: the variant's entry for its letter, then the shared entry for its English
// name), no shared name is left that no variant's piece uses, and every per-variant entry names a
// real variant and one of its letters. No browser: the engine is loaded in node.
// Run: bash scripts/build-wasm.sh && node --test e2e/piece-names.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import PIECES from "../www/i18n/pieces.js";
import { translatePiece } from "../www/i18n.js";

const LANGS = ["el", "hu", "ru"];
const PKG = new URL("../www/pkg/", import.meta.url);

const engine = await import(new URL("fairyboard_engine.js", PKG));
await engine.default({ module_or_path: readFileSync(fileURLToPath(new URL("fairyboard_engine_bg.wasm", PKG))) });

/** Every built-in variant's id and pieces (token, English name). */
const VARIANTS = engine.variants().map((v) => {
  const id = v.id ?? v;
  return { id, pieces: engine.variantInfo(id).pieces };
});

/** A piece's name in `lang` the way translatePiece finds it, or undefined. */
function lookup(id, token, english, lang) {
  return PIECES.variants[id]?.[String(token).toLowerCase()]?.[lang] ?? PIECES.names[english]?.[lang];
}

test("piece names: the engine lists variants and pieces", () => {
  assert.ok(VARIANTS.length > 40, `${VARIANTS.length} variants`);
  for (const { id, pieces } of VARIANTS) assert.ok(pieces.length > 0, `${id} has no pieces`);
});

test("piece names: every piece of every variant is named in el, hu and ru", () => {
  const missing = [];
  for (const { id, pieces } of VARIANTS) {
    for (const p of pieces) {
      for (const lang of LANGS) {
        const name = lookup(id, p.token, p.name, lang);
        if (typeof name !== "string" || !name.trim()) {
          missing.push(`${id} ${p.token} "${p.name}" ${lang}`);
          continue;
        }
        // The page's own lookup gives the same name.
        assert.equal(translatePiece(id, p.token, p.name, lang), name, `${id} ${p.token} ${lang}`);
      }
    }
  }
  assert.deepEqual(missing, [], `no name:\n${missing.join("\n")}`);
});

test("piece names: no shared name is unused by every variant", () => {
  const used = new Set(VARIANTS.flatMap(({ pieces }) => pieces.map((p) => p.name)));
  const stale = Object.keys(PIECES.names).filter((name) => !used.has(name));
  assert.deepEqual(stale, [], `names no variant's piece has: ${stale.join(", ")}`);
});

test("piece names: every per-variant entry names a real variant and letter", () => {
  const tokens = new Map(VARIANTS.map(({ id, pieces }) => [id, new Set(pieces.map((p) => p.token.toLowerCase()))]));
  const wrong = [];
  for (const [id, entries] of Object.entries(PIECES.variants)) {
    if (!tokens.has(id)) {
      wrong.push(`no variant ${id}`);
      continue;
    }
    for (const letter of Object.keys(entries)) if (!tokens.get(id).has(letter)) wrong.push(`${id} has no piece ${letter}`);
  }
  assert.deepEqual(wrong, []);
});

test("piece names: only el, hu and ru, each a non-empty name", () => {
  for (const group of [PIECES.names, ...Object.values(PIECES.variants)]) {
    for (const [name, langs] of Object.entries(group)) {
      for (const [lang, text] of Object.entries(langs)) {
        assert.ok(LANGS.includes(lang), `${name}: ${lang}`);
        assert.ok(typeof text === "string" && text.trim() === text && text, `${name}.${lang}: "${text}"`);
      }
    }
  }
});

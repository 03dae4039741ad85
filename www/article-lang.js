//# allFunctionsCalledOnLoad
// The article pages' picker of the language the boards speak (their status lines, buttons, piece
// names and play links): the article's own language by default, any of the site's by choice; the
// address keeps the choice (?lang=) over a reload and for a link. The article's text stays as
// written; the site's own words (the pages' links, the introduction) follow the choice. Loaded
// before fairyboard.js, so the boards are mounted in the chosen language at once.
import { LANGS, LANG_NAMES, normalizeLang, t, translateStatic } from "./i18n.js";

const article = normalizeLang(document.documentElement.lang);
const asked = new URLSearchParams(location.search).get("lang");
let lang = asked === null ? article : normalizeLang(asked);

/** The boards whose data-lang this picker wrote (kept here, not in an attribute of the board's,
 *  which the board would name as one it does not use). */
const chosen = new WeakSet();

/** The page's boards that speak the page's language (a board with a data-lang of its own keeps it). */
function pageBoards() {
  return [...document.querySelectorAll("[data-fairyboard]")].filter((el) => el.dataset.lang === undefined || chosen.has(el));
}

/** Every such board in `lang`: mounted ones switch at once, the others are mounted so. */
function apply() {
  for (const el of pageBoards()) {
    if (lang === article) {
      delete el.dataset.lang;
      chosen.delete(el);
    } else {
      el.dataset.lang = lang;
      chosen.add(el);
    }
    el.fairyboard?.setLang(lang);
  }
}

apply();
const header = document.querySelector("header.site");
if (header) {
  const label = document.createElement("label");
  label.className = "board-lang";
  const select = document.createElement("select");
  for (const code of [article, ...LANGS.filter((l) => l !== article)]) select.add(new Option(LANG_NAMES[code], code));
  select.value = lang;
  const words = document.createElement("span");
  const name = () => {
    words.textContent = `${t("article.boardLang", {}, lang)}: `;
    label.lang = lang;
    translateStatic(document.body, lang);
    for (const el of document.querySelectorAll("header.site nav, footer")) el.lang = lang;
    // A legend's glosses of the article's words, in the chosen language (none in the article's own).
    for (const el of document.querySelectorAll(".gloss[data-i18n]")) {
      el.lang = lang;
      el.hidden = lang === article;
    }
  };
  name();
  label.append(words, select);
  header.append(label);
  select.addEventListener("change", () => {
    lang = select.value;
    apply();
    name();
    const url = new URL(location.href);
    if (lang === article) url.searchParams.delete("lang");
    else url.searchParams.set("lang", lang);
    history.replaceState(history.state, "", url.href);
  });
}

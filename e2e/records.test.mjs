// Game records in the playground: the move list writes moves as players do (SAN: Nf3, exd5, O-O, =Q,
// +, #) with the result, or as coordinates; the PGN box exports the game with its tags and reads a
// pasted PGN back (variant, start position, moves, comments kept); a bad PGN changes nothing.
// Run: bash scripts/build-wasm.sh && node --test e2e/records.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

async function open(page, url, query = "") {
  // Each page opens fresh: no game saved by an earlier step is restored (neither the tab's nor the page's) (e2e/keeping.test.mjs tests that).
  if (!page.fresh) await page.addInitScript(() => (localStorage.clear(), sessionStorage.clear()));
  page.fresh = true;
  await page.goto(`${url}index.html${query}`);
  await page.waitForSelector("body[data-ready='1']", { timeout: 15000 });
}

const call = (page, expr) => page.evaluate((e) => new Function("b", `return b.${e}`)(document.querySelector("#board").fairyboard), expr);
const moveList = (page) => page.$$eval("#moves li", (lis) => lis.map((li) => [...li.querySelectorAll("span")].map((s) => s.textContent).join(" ")));

test("records: SAN in the move list with the result, coordinates as an option", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    assert.equal(await page.isVisible("#moves"), false, "no empty move box");
    for (const m of ["f2f3", "e7e5", "g2g4", "d8h4"]) await call(page, `play("${m}")`);
    assert.deepEqual(await moveList(page), ["f3 e5", "g4 Qh4#"]);
    assert.match(await page.textContent("#result"), /^0-1 · Black wins — checkmate\.$/);
    await page.selectOption("#notation", "coordinates");
    assert.deepEqual(await moveList(page), ["f2f3 e7e5", "g2g4 d8h4"]);
    assert.deepEqual(errors, []);
  });
});

test("records: PGN out and back in, with a set-up position, a variant and comments", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "?variant=crazyhouse");
    for (const m of ["e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5a5"]) await call(page, `play("${m}")`);
    await page.click("#pgn-copy");
    const pgn = await page.inputValue("#pgn");
    assert.match(pgn, /\[Variant "Crazyhouse"\]/);
    assert.match(pgn, /\[Result "\*"\]/);
    assert.match(pgn, /1\. e4 d5 2\. exd5 Qxd5 3\. Nc3 Qa5 \*/);
    // A pasted PGN from elsewhere: lichess's tags and clock comments, a NAG and a side line.
    const pasted = `[Event "Rated Crazyhouse game"]\n[Site "https://lichess.org/abcdefgh"]\n[Variant "Crazyhouse"]\n[Result "*"]\n\n1. e4 { [%clk 0:03:00] } 1... d5 2. exd5 $1 (2. e5 c5) 2... Qxd5 3. Nc3 Qd8 4. P@d5 { a drop } *\n`;
    await open(page, url);
    await page.fill("#pgn", pasted);
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 7);
    assert.equal(await page.inputValue("#variant"), "crazyhouse");
    assert.deepEqual(await moveList(page), ["e4 d5", "exd5 Qxd5", "Nc3 Qd8", "P@d5"]);
    await page.click("#pgn-copy");
    const again = await page.inputValue("#pgn");
    assert.match(again, /\{ ?\[%clk 0:03:00\] ?\}/, again);
    assert.match(again, /P@d5 \{a drop\} \*/, again);
    // A set-up position goes out as FEN and SetUp, and comes back.
    await open(page, url);
    await call(page, 'setPosition("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30")');
    await call(page, 'play("e8d7")');
    await page.click("#pgn-copy");
    const setUp = await page.inputValue("#pgn");
    assert.match(setUp, /\[FEN "4k3\/8\/8\/8\/8\/8\/4P3\/4K3 b - - 0 30"\]\n\[SetUp "1"\]/);
    assert.match(setUp, /30\.\.\. Kd7 \*/);
    await open(page, url, "?variant=capablanca");
    await page.fill("#pgn", setUp);
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 1);
    assert.equal(await page.inputValue("#variant"), "chess");
    assert.equal(await call(page, "fen()"), "8/3k4/8/8/8/8/4P3/4K3 w - - 1 31");
    assert.deepEqual(errors, []);
  });
});

test("records: a bad PGN is refused with the reason and the game stays", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url);
    await call(page, 'play("e2e4")');
    for (const [text, why] of [
      ["1. e4 e5 2. Ke3", /bad PGN: 2\. Ke3: illegal move/],
      ['[Variant "Nonsense"]\n1. e4', /not one fairyboard plays/],
      ["1. e4 { open", /not closed/],
    ]) {
      await page.fill("#pgn", text);
      await page.click("#pgn-load");
      await page.waitForFunction(() => document.querySelector("#pgn-error").textContent !== "");
      assert.match(await page.textContent("#pgn-error"), why);
      assert.deepEqual(await call(page, "history()"), ["e2e4"]);
      await page.evaluate(() => (document.querySelector("#pgn-error").textContent = ""));
    }
    assert.deepEqual(errors, []);
  });
});

test("records: a shogi game downloads as KIF and a KIF record (同, times, 投了) loads back", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "?variant=shogi");
    assert.equal(await page.isVisible("#kif-download"), true);
    const moves = ["c3c4", "g7g6", "b2g7+", "h8g7", "b1c3"];
    for (const m of moves) await call(page, `play("${m}")`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#kif-download")]);
    assert.match(download.suggestedFilename(), /^shogi\.kif$/);
    const kif = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
    assert.match(kif, /手合割：平手\n/);
    assert.match(kif, /手数----指手---------消費時間--\n {3}1 ７六歩\(77\)\n {3}2 ３四歩\(33\)\n {3}3 ３三角成\(88\)\n {3}4 同　角\(22\)\n {3}5 ７七桂\(89\)\n/);
    // Back in through the PGN box, as another program would write it (王, 成銀-style names, times).
    await page.click("#new");
    const text = "開始日時：2026/12/04\n手合割：平手\n先手：羽生\n後手：藤井\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:03/00:00:03)\n   2 ３四歩(33)   ( 0:02/00:00:02)\n   3 ２二角成(88) ( 0:01/00:00:04)\n   4 同　銀(31)   ( 0:01/00:00:03)\n   5 投了\nまで4手で後手の勝ち\n";
    await page.fill("#pgn", text);
    await page.click("#pgn-load");
    assert.equal(await page.textContent("#pgn-error"), "");
    assert.deepEqual(await call(page, "history()"), ["c3c4", "g7g6", "b2h8+", "g9h8"]);
    assert.match(await page.textContent("#pgn-note"), /0-1/);
    // A record with a move that is not legal is refused, and the game stays.
    await page.fill("#pgn", "手合割：平手\n   1 ７六歩(77)\n   2 ７六歩(77)\n");
    await page.click("#pgn-load");
    assert.match(await page.textContent("#pgn-error"), /bad KIF: move 2/);
    assert.equal((await call(page, "history()")).length, 4);
    // Chess has no KIF.
    await page.selectOption("#variant", "chess");
    await page.waitForFunction(() => document.querySelector("#board")?.fairyboard?.variant === "chess");
    assert.equal(await page.isVisible("#kif-download"), false);
    assert.deepEqual(errors, []);
  });
});

test("records: a loaded record's tags and result go into its PGN and KIF, not into a new game's; KI2, a text of two games and a game played on after its end are said", async () => {
  await withPage(async ({ page, url, errors }) => {
    await open(page, url, "?variant=shogi");
    const kifOut = async () => {
      const [download] = await Promise.all([page.waitForEvent("download"), page.click("#kif-download")]);
      return (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
    };
    const record = "棋戦：名人戦\n手合割：平手\n先手：羽生\n後手：藤井\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n   5 投了\nまで4手で後手の勝ち\n";
    await page.fill("#pgn", record);
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 4);
    const loaded = await kifOut();
    assert.match(loaded, /棋戦：名人戦\n/);
    assert.match(loaded, /先手：羽生\n後手：藤井\n/);
    assert.match(loaded, / {3}5 投了\nまで4手で後手の勝ち\n$/);
    // A new game is a record of its own: no players, event or result of the one loaded before.
    await page.click("#new");
    await call(page, 'play("c3c4")');
    const fresh = await kifOut();
    assert.doesNotMatch(fresh, /羽生|藤井|名人戦|投了/);
    await page.click("#pgn-copy");
    assert.doesNotMatch(await page.inputValue("#pgn"), /羽生|名人戦|0-1/);
    // KI2 (moves without numbers) is refused with the reason; the game stays.
    await page.fill("#pgn", "手合割：平手\n先手：A\n後手：B\n\n▲７六歩 △３四歩 ▲２二角成 △同銀\n");
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#pgn-error").textContent !== "");
    assert.match(await page.textContent("#pgn-error"), /KI2\) are not read: give the record as KIF/);
    assert.deepEqual(await call(page, "history()"), ["c3c4"]);
    // A text of two games: the first is read, and the reader is told.
    await page.fill("#pgn", '[White "A"]\n1. e4 e5 1-0\n\n[White "B"]\n1. d4 d5 0-1\n');
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.variant === "chess");
    assert.deepEqual(await call(page, "history()"), ["e2e4", "e7e5"]);
    assert.match(await page.textContent("#pgn-note"), /more than one game: the first was loaded/);
    // A record that plays on past a third repetition (claimed over the board, not automatic as
    // in fairyboard's own games) is read under FIDE's draws: the rule option is on.
    await page.fill("#pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5");
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.variant === "chess+claim_draws");
    assert.equal((await call(page, "history()")).length, 10);
    assert.equal(await call(page, "outcome()"), null);
    assert.equal(await page.isChecked('#option-list input[value="claim_draws"]'), true);
    assert.equal(await page.isVisible("#claim"), false);
    // Under those draws the side to move claims a third repetition: Black after 5. Nf3.
    await page.fill("#pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3");
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#board").fairyboard.history().length === 9);
    assert.deepEqual(await call(page, "claimableDraw()"), { reason: "repetition", text: "threefold repetition" });
    assert.equal(await page.getAttribute("#claim", "title"), "Claim the draw by threefold repetition");
    await page.click("#claim");
    assert.deepEqual(await call(page, "outcome()"), { winner: null, reason: "repetition", words: "threefold repetition" });
    assert.equal(await call(page, "outcomeText()"), "Draw — threefold repetition.");
    assert.equal(await page.isVisible("#claim"), false);
    await page.click("#pgn-copy");
    assert.match(await page.inputValue("#pgn"), /\[Result "1\/2-1\/2"\][\s\S]*5\. Nf3 1\/2-1\/2/);
    // One that plays on past the fifth, which ends a game under FIDE's rules too, is refused.
    await page.fill("#pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4");
    await page.click("#pgn-load");
    await page.waitForFunction(() => document.querySelector("#pgn-error").textContent !== "");
    assert.match(await page.textContent("#pgn-error"), /9\. e4: the game had already ended after 8\.\.\. Ng8 \(fivefold repetition\)/);
    assert.equal((await call(page, "history()")).length, 9, "the game shown stays");
    assert.deepEqual(errors, []);
  });
});

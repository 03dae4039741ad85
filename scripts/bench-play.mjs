// How long a move takes in the playground as a game grows (headless Chromium): a seeded random game
// of up to PLIES plies is played through the board's play() (the engine, the board, the move list,
// the status and the saved game all follow), and the time of each move is averaged over runs of 40
// plies (with the slowest move of each run). A move list that wrote the whole record anew at every
// move grew with the game; a legend made anew when a piece type left the board made that move slow.
//   node scripts/bench-play.mjs [variant ...]        (PLIES=200; WWW= another www directory)
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser, openPlayground } from "../e2e/helpers.mjs";
import { startServer } from "../e2e/server.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const variants = process.argv.slice(2).length ? process.argv.slice(2) : ["chess", "shogi", "xiangqi", "chushogi"];
const PLIES = Number(process.env.PLIES ?? 200);
const server = await startServer({ root: process.env.WWW ?? path.join(HERE, "../www"), port: 0 });
const browser = await launchBrowser();
try {
  for (const v of variants) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openPlayground(page, server.url, `?variant=${v}`);
    const times = [];
    for (let i = 0; i < PLIES; i++) {
      const ms = await page.evaluate((i) => {
        const fb = document.querySelector("#board").fairyboard;
        const moves = fb.legalMoves();
        if (!moves.length || fb.outcome()) return -1;
        // The same game on every build: a hash of the ply picks the move.
        let x = (i * 2654435761 + 12345) >>> 0;
        x ^= x >>> 13;
        x = Math.imul(x, 2246822519) >>> 0;
        const t0 = performance.now();
        fb.play(moves[x % moves.length]);
        return performance.now() - t0;
      }, i);
      if (ms < 0) break;
      times.push(ms);
    }
    const spans = [];
    for (let i = 0; i < times.length; i += 40) {
      const part = times.slice(i, i + 40);
      spans.push(`${i + 1}-${i + part.length}: ${(part.reduce((a, b) => a + b, 0) / part.length).toFixed(1)} ms (max ${Math.max(...part).toFixed(1)})`);
    }
    console.log(`${v}: a move at plies ${spans.join(", ")}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}

// A page of many boards (www/fairyboard.js `mountAll`): the boards in view are drawn first, the
// others in batches with the page's other tasks running in between, every board mounted once.
// Run: bash scripts/build-wasm.sh && node --test e2e/progressive.test.mjs
import { test } from "node:test";
import assert from "node:assert/strict";
import { withPage } from "./helpers.mjs";

const BOARDS = 24;
const IN_VIEW = 17;

test("many boards: the ones in view first, the rest in later tasks, each mounted once", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    await page.waitForFunction(() => document.documentElement.dataset.fairyboardReady === "1");
    const r = await page.evaluate(
      async ([n, inView]) => {
        const box = document.createElement("div");
        for (let i = 0; i < n; i++) {
          const el = document.createElement("div");
          el.id = `pb${i}`;
          // A fixed height: mounting moves no board (the boards in view stay the same).
          el.style.cssText = "width: 240px; height: 320px; overflow: hidden; margin-bottom: 1400px";
          el.setAttribute("data-fairyboard", "");
          el.setAttribute("data-variant", i % 2 ? "chess" : "capablanca");
          el.setAttribute("data-mode", "static");
          box.appendChild(el);
        }
        document.body.appendChild(box);
        document.getElementById(`pb${inView}`).scrollIntoView({ block: "start" });
        const order = [];
        const canvases = new Map();
        new MutationObserver((ms) => {
          for (const m of ms) {
            const el = m.target;
            if (el.id?.startsWith("pb") && !canvases.has(el.id)) {
              order.push(el.id);
              canvases.set(el.id, el.querySelector("canvas"));
            }
          }
        }).observe(box, { attributes: true, subtree: true, attributeFilter: ["data-drawn", "data-error"] });
        let timerFired = false;
        setTimeout(() => (timerFired = true), 0);
        const first = window.fairyboard.mountAll(box);
        // A second call while the first is at work leaves the first's boards to it.
        const second = window.fairyboard.mountAll(box);
        // A board the page mounts itself meanwhile (the last, out of view) keeps that mount.
        const own = await window.fairyboard.mount(box.lastElementChild, { variant: "chess", mode: "static" });
        const [a, b] = await Promise.all([first, second]);
        const ownKept = box.lastElementChild.fairyboard === own && a.at(-1).value === own;
        const viewTop = scrollY;
        const inViewIds = [...box.children]
          .filter((el) => {
            const rect = el.getBoundingClientRect();
            return rect.bottom > 0 && rect.top < innerHeight;
          })
          .map((el) => el.id);
        return {
          firstResults: a.map((x) => x.status),
          secondResults: b.length,
          timerFiredBeforeDone: timerFired,
          order,
          inViewIds,
          viewTop,
          drawnAll: [...box.children].every((el) => el.dataset.drawn && !el.dataset.error),
          ownKept,
          sameCanvas: [...box.children].every((el) => el.querySelector("canvas") === canvases.get(el.id)),
        };
      },
      [BOARDS, IN_VIEW],
    );
    assert.deepEqual(errors, []);
    assert.equal(r.firstResults.length, BOARDS);
    assert.ok(r.firstResults.every((s) => s === "fulfilled"), JSON.stringify(r.firstResults));
    assert.equal(r.secondResults, 0, "the second call found every board taken");
    assert.ok(r.drawnAll, "every board drawn");
    assert.equal(r.order.length, BOARDS, "each board drawn (first) once");
    assert.ok(r.sameCanvas, "no board mounted twice");
    assert.ok(r.ownKept, "the board the page mounted itself kept its handle");
    assert.ok(r.viewTop > 0, "the page was scrolled to a board further down");
    assert.ok(r.inViewIds.includes(`pb${IN_VIEW}`), `pb${IN_VIEW} in view: ${r.inViewIds}`);
    // The boards in view were drawn before any other of mountAll's (the page's own mount aside).
    const byMountAll = r.order.filter((id) => id !== `pb${BOARDS - 1}`);
    const firstDrawn = byMountAll.slice(0, r.inViewIds.length);
    assert.deepEqual([...firstDrawn].sort(), [...r.inViewIds].sort(), `drawn first: ${r.order.join(" ")}`);
    assert.ok(byMountAll.indexOf("pb0") > byMountAll.indexOf(`pb${IN_VIEW}`), "the first board waited for the one in view");
    // The page's other tasks ran while the boards were drawn.
    assert.ok(r.timerFiredBeforeDone, "a timer set before mountAll fired before it finished");
  });
});

test("a few boards are drawn at once, in one task, also those out of view", async () => {
  await withPage(async ({ page, url, errors }) => {
    await page.goto(`${url}embed.html`);
    await page.waitForFunction(() => document.documentElement.dataset.fairyboardReady === "1");
    const r = await page.evaluate(async () => {
      const box = document.createElement("div");
      for (let i = 0; i < 8; i++) {
        const el = document.createElement("div");
        el.style.cssText = "width: 200px; margin-bottom: 2000px";
        el.setAttribute("data-fairyboard", "");
        box.appendChild(el);
      }
      document.body.appendChild(box);
      let timerFired = false;
      setTimeout(() => (timerFired = true), 0);
      const results = await window.fairyboard.mountAll(box);
      return { results: results.map((x) => x.status), drawn: [...box.children].map((el) => !!el.dataset.drawn), timerFired };
    });
    assert.deepEqual(errors, []);
    assert.deepEqual(r.results, Array(8).fill("fulfilled"));
    assert.deepEqual(r.drawn, Array(8).fill(true));
    assert.equal(r.timerFired, false, "no other task ran in between");
  });
});

// Chromium trace of one page until its boards are drawn: the renderer main thread's time by
// category and by trace event (self time: an event's duration less that of the events nested in
// it), wall and thread (CPU) time, from navigation start to the last board drawn, and the other
// threads of the renderer (wasm compilation, raster). Says what a CPU profile's "(program)" is.
// Thread time is much steadier than wall time on a loaded machine (a descheduled thread's wait
// counts as wall time only), so A/B comparisons of builds read it:
//   node scripts/trace-page.mjs [page] [top]              one run, the events in detail
//   node scripts/trace-page.mjs page 0 WWW_A,WWW_B 5      alternating runs, medians by category
// (WWW= another www directory for one run; TRACE=file.json keeps the last trace.)
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchBrowser, boardsDrawn, settledPage, watchBoards } from "../e2e/helpers.mjs";
import { startServer } from "../e2e/server.mjs";
const HERE = path.dirname(fileURLToPath(import.meta.url));
const page0 = process.argv[2] ?? "article-000.html";
const top = Number(process.argv[3] ?? 30);
const roots = (process.argv[4] ?? process.env.WWW ?? path.join(HERE, "../www")).split(",").map((d) => path.resolve(d));
const runs = Number(process.argv[5] ?? 1);
const CATEGORIES = ["devtools.timeline", "v8", "v8.wasm", "blink", "loading", "disabled-by-default-devtools.timeline", "disabled-by-default-v8.compile", "gpu", "cc", "blink.user_timing"];

/** The category of a trace event's self time. */
function category(name) {
  if (/^(FunctionCall|v8\.callFunction|RunMicrotasks|EvaluateScript|v8\.evaluateModule|RunTask|V8\.GC|MinorGC|MajorGC|AsyncTask|EventDispatch|TimerFire|FireAnimationFrame|RunYieldContinuation)/.test(name)) return "script and wasm (incl. canvas calls)";
  if (/^wasm\.|FlushInstructionCache/.test(name)) return "wasm compile and memory";
  if (/^V8\.|^v8\./.test(name)) return "JS compile";
  if (/Canvas|GpuChannel|Gpu::|SharedImage|CanvasResource/.test(name)) return "canvas frames";
  if (/Layout|ShapeText|InlineNode|Style|style|Recalc|LayoutTree|IntersectionObserver|ResizeObserver/.test(name)) return "style and layout";
  if (/Paint|Commit|Composit|LayerTree|BeginMainFrame|UpdateLifecycle|PrePaint|cc::/.test(name)) return "paint and commit";
  if (/Parse|HTML|Resource|Loader|Decode|Fetch|Document|Navigation|Frame/.test(name)) return "loading and parsing";
  return "other";
}

async function traceOnce(browser, url, keep) {
  const page = await settledPage(browser, { viewport: { width: 1280, height: 900 } });
  await page.addInitScript(watchBoards);
  await browser.startTracing(page, { categories: CATEGORIES });
  await page.goto(url);
  await boardsDrawn(page);
  const buf = await browser.stopTracing();
  await page.close();
  if (keep) writeFileSync(keep, buf);
  const events = JSON.parse(buf.toString()).traceEvents;
  const threadName = new Map(events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL?.includes(page0)) ?? events.find((e) => e.name === "DocumentLoader::CommitNavigation");
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  const t0 = nav.ts;
  const marks = events.filter((e) => e.pid === nav.pid && ["domContentLoadedEventEnd", "loadEventStart"].includes(e.name)).map((e) => `${e.name} ${((e.ts - t0) / 1000).toFixed(0)}`);
  const spans = [];
  const open = [];
  for (const e of main) {
    if (e.ts < t0) continue;
    if (e.ph === "X" && e.dur !== undefined) spans.push({ name: e.name, s: e.ts, e: e.ts + e.dur, cpu: e.tdur });
    else if (e.ph === "B") open.push(e);
    else if (e.ph === "E") {
      const b = open.pop();
      if (b) spans.push({ name: b.name, s: b.ts, e: e.ts });
    }
  }
  spans.sort((a, b) => a.s - b.s || b.e - a.e);
  // Self time, wall and thread: an event without thread time (B/E pairs) counts its wall time.
  const stack = [];
  let busy = 0;
  let busyCpu = 0;
  for (const sp of spans) {
    while (stack.length && stack[stack.length - 1].e <= sp.s) stack.pop();
    sp.self = sp.e - sp.s;
    sp.selfCpu = sp.cpu ?? sp.self;
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.self -= Math.min(sp.e, parent.e) - sp.s;
      parent.selfCpu -= sp.cpu ?? Math.min(sp.e, parent.e) - sp.s;
    } else {
      busy += sp.e - sp.s;
      busyCpu += sp.cpu ?? sp.e - sp.s;
    }
    stack.push(sp);
  }
  const byName = new Map();
  const byCat = new Map();
  for (const sp of spans) {
    const r = byName.get(sp.name) ?? [0, 0, 0];
    r[0] += sp.self / 1000;
    r[1] += sp.selfCpu / 1000;
    r[2] += 1;
    byName.set(sp.name, r);
    const c = category(sp.name);
    const q = byCat.get(c) ?? [0, 0];
    q[0] += sp.self / 1000;
    q[1] += sp.selfCpu / 1000;
    byCat.set(c, q);
  }
  const others = new Map();
  let othersCpu = 0;
  for (const e of events) {
    if (e.pid !== nav.pid || e.tid === nav.tid || e.ph !== "X" || !e.dur || e.ts < t0) continue;
    const thread = threadName.get(`${e.pid}:${e.tid}`) ?? String(e.tid);
    const key = `${thread} ${e.name}`;
    others.set(key, (others.get(key) ?? 0) + e.dur / 1000);
    if (/^(wasm\.ExecuteCompilationUnits|RasterTask|v8\.parseOnBackground|BackgroundJSStreamManager::RunScriptStreamingTask)$/.test(e.name)) othersCpu += (e.tdur ?? e.dur) / 1000;
  }
  const end = Math.max(...spans.map((s) => s.e));
  return { end: (end - t0) / 1000, busy: busy / 1000, cpu: busyCpu / 1000, byName, byCat, others, othersCpu, marks, thread: threadName.get(`${nav.pid}:${nav.tid}`) };
}

const servers = await Promise.all(roots.map((root) => startServer({ root, port: 0 })));
const browser = await launchBrowser();
try {
  if (runs === 1 && roots.length === 1) {
    const r = await traceOnce(browser, `${servers[0].url}${page0}`, process.env.TRACE);
    console.log(`${page0}: main thread (${r.thread}) busy ${r.busy.toFixed(0)} ms (CPU ${r.cpu.toFixed(0)}) of ${r.end.toFixed(0)}; ${r.marks.join("  ")}`);
    console.log("    wall      CPU  by category (self time)");
    for (const [k, v] of [...r.byCat].sort((a, b) => b[1][1] - a[1][1])) console.log(`${v[0].toFixed(1).padStart(8)} ${v[1].toFixed(1).padStart(8)}  ${k}`);
    console.log("    wall      CPU  events  by trace event (self time)");
    for (const [k, v] of [...r.byName].sort((a, b) => b[1][1] - a[1][1]).slice(0, top)) console.log(`${v[0].toFixed(1).padStart(8)} ${v[1].toFixed(1).padStart(8)} ${String(v[2]).padStart(7)}  ${k}`);
    console.log("other threads of the renderer (wall, inclusive):");
    for (const [k, v] of [...r.others].sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
  } else {
    const rows = roots.map(() => []);
    for (let i = 0; i < runs; i++) for (const [k, s] of servers.entries()) rows[k].push(await traceOnce(browser, `${s.url}${page0}`, process.env.TRACE));
    const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const cats = [...new Set(rows.flat().flatMap((r) => [...r.byCat.keys()]))];
    for (const [k, root] of roots.entries()) {
      const rs = rows[k];
      console.log(`${page0} [${root}] median of ${runs}: main thread CPU ${median(rs.map((r) => r.cpu)).toFixed(0)} ms (wall busy ${median(rs.map((r) => r.busy)).toFixed(0)}, last event ${median(rs.map((r) => r.end)).toFixed(0)}); background compile/raster/parse CPU ${median(rs.map((r) => r.othersCpu)).toFixed(0)} ms; CPU by run ${rs.map((r) => r.cpu.toFixed(0)).join(" ")}`);
      console.log("   " + cats.map((c) => `${c} ${median(rs.map((r) => r.byCat.get(c)?.[1] ?? 0)).toFixed(0)}`).join(", "));
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.close();
}

// Dependency-free static file server for www/ (node:http), bound to 127.0.0.1.
//
//   node e2e/server.mjs --root www --port 8000      # dev server (scripts/serve.sh)
//   import { startServer } from "./server.mjs";      # in e2e tests:
//   const { url, close } = await startServer({ root: "www", port: 0 }); // 0 = free port
//
// `/` and `dir/` serve index.html; a directory without the slash redirects to `dir/`;
// paths that resolve outside root are 404; .wasm is served as application/wasm so
// wasm-bindgen's init() can use WebAssembly.instantiateStreaming.
import http from "node:http";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".wasm": "application/wasm",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
  ".ts": "text/plain; charset=utf-8", // wasm-pack's .d.ts, if someone opens it
};

/** Start serving `root`. Resolves to { url, port, close } once listening. */
export function startServer({ root = "www", port = 0, host = "127.0.0.1", log = false } = {}) {
  const base = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    const send = (code, body, headers = {}) => {
      res.writeHead(code, { "Content-Type": "text/plain; charset=utf-8", ...headers });
      res.end(req.method === "HEAD" ? undefined : body);
      if (log) console.log(`${req.method} ${req.url} ${code}`);
    };
    if (req.method !== "GET" && req.method !== "HEAD") return send(405, "method not allowed\n");
    let rel;
    try {
      rel = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
    } catch {
      return send(400, "bad request\n");
    }
    if (rel.includes("\0")) return send(404, "not found\n");
    let file = path.resolve(base, "." + rel);
    // No directory traversal: the resolved path must be root itself or inside it.
    if (file !== base && !file.startsWith(base + path.sep)) return send(404, "not found\n");
    try {
      const st = await stat(file);
      if (st.isDirectory()) {
        if (!rel.endsWith("/")) return send(301, "", { Location: rel + "/" });
        file = path.join(file, "index.html");
      }
      const body = await readFile(file);
      const type = TYPES[path.extname(file).toLowerCase()] || "application/octet-stream";
      send(200, body, { "Content-Type": type, "Content-Length": body.length, "Cache-Control": "no-store" });
    } catch {
      send(404, "not found\n");
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://${host}:${actual}/`,
        port: actual,
        server,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections(); // drop browser keep-alive sockets
          }),
      });
    });
  });
}

// Run as a program: node e2e/server.mjs [--root DIR] [--port N]
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, dflt) => {
    const i = process.argv.indexOf(name);
    return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : dflt;
  };
  const root = arg("--root", "www");
  const port = Number(arg("--port", process.env.PORT || "8000"));
  startServer({ root, port, log: true }).then(
    ({ url, close }) => {
      console.log(`Serving ${path.resolve(root)} at ${url}  (Ctrl-C to stop)`);
      for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => close().then(() => process.exit(0)));
    },
    (err) => {
      console.error(`server: cannot listen on 127.0.0.1:${port}: ${err.message}`);
      process.exit(1);
    },
  );
}

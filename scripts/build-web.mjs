// Builds the browser page into dist/web/ from the page's own modules (compiled there by tsc before this runs): the
// page (main.js) and its worker (worker.js) are each bundled with the library and the Wasm loader, beside the HTML, the
// CSS and the .wasm. Bundled, the page loads in three requests where its ~200 modules took a waterfall of them (about
// 1.7 s on a local server, measured in Chromium), and a worker has no import map to resolve "daedalus-maze" anyway.
// What only mazes on topologies use is split into chunks/, fetched by the worker with the first such maze.

import { cpSync, readdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const web = join(dist, "web");
// The page's bundle is written beside dist/web and moved in, so that it never overwrites a module it is reading.
const staging = join(dist, "web-page");

rmSync(join(web, "lib"), { recursive: true, force: true });
rmSync(join(web, "vendor"), { recursive: true, force: true });
rmSync(join(web, "chunks"), { recursive: true, force: true });
rmSync(staging, { recursive: true, force: true });
cpSync(join(root, "build/daedalus.wasm"), join(web, "daedalus.wasm"));
for (const file of ["index.html", "style.css"]) cpSync(join(root, "src/web", file), join(web, file));

const shared = {
  cwd: root,
  platform: "browser",
  resolve: { alias: { "daedalus-maze": join(dist, "index.js") } },
  logLevel: "warn",
};
await build({
  ...shared,
  input: join(web, "main.js"),
  // One file: the page imports nothing lazily (its worker does).
  output: { dir: staging, entryFileNames: "main.js", format: "esm", codeSplitting: false, minify: true },
});
await build({
  ...shared,
  input: join(web, "worker.js"),
  output: { dir: web, entryFileNames: "worker.js", chunkFileNames: "chunks/[name]-[hash].js", format: "esm", minify: true },
});
// The page's modules as tsc wrote them are in the bundles now.
for (const entry of readdirSync(web, { withFileTypes: true })) {
  if (entry.isFile() && entry.name.endsWith(".js") && entry.name !== "worker.js") rmSync(join(web, entry.name));
}
renameSync(join(staging, "main.js"), join(web, "main.js"));
rmSync(staging, { recursive: true, force: true });

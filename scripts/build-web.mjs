// Builds the browser page into dist/web/: the page's own modules (compiled by tsc before this runs), its
// HTML and CSS, the library's browser modules under lib/, the Wasm loader under vendor/, and the .wasm. The worker
// (worker.js) is bundled with the library and the loader: a worker has no import map to resolve "daedalus-maze". What
// only mazes on topologies use is split into chunks/, fetched by the worker with the first such maze.

import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const web = join(dist, "web");
// Node-only or not needed in the page: the CLI (and its bundle), the server, the benchmarks, the Node entry and loader,
// the PNG mask reader.
const skipped = new Set(["cli", "cli-bundle", "server", "bench", "web", "node.js", "backends/node.js", "mask/png.js"]);

rmSync(join(web, "lib"), { recursive: true, force: true });
rmSync(join(web, "chunks"), { recursive: true, force: true });
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const path = join(entry.parentPath, entry.name);
  const inside = relative(dist, path).split("\\").join("/");
  if (!entry.isFile() || !entry.name.endsWith(".js") || [...skipped].some((skip) => inside === skip || inside.startsWith(`${skip}/`))) continue;
  mkdirSync(dirname(join(web, "lib", inside)), { recursive: true });
  cpSync(path, join(web, "lib", inside));
}
mkdirSync(join(web, "vendor"), { recursive: true });
cpSync(join(root, "node_modules/@assemblyscript/loader/index.js"), join(web, "vendor/loader.js"));
cpSync(join(root, "build/daedalus.wasm"), join(web, "daedalus.wasm"));
for (const file of ["index.html", "style.css"]) cpSync(join(root, "src/web", file), join(web, file));

await build({
  cwd: root,
  input: join(web, "worker.js"),
  platform: "browser",
  resolve: { alias: { "daedalus-maze": join(dist, "index.js") } },
  logLevel: "warn",
  output: { dir: web, entryFileNames: "worker.js", chunkFileNames: "chunks/[name]-[hash].js", format: "esm" },
});

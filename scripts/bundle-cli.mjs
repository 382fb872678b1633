// Bundles the CLI (compiled by tsc into dist/cli/) into dist/cli-bundle/, which bin/daedalus.js runs: Node then
// loads a few files instead of about 170 modules, which was about half the start-up time of `daedalus generate`
// (issue 15). Commander, which only the CLI uses, is bundled too: loading it as a CommonJS package from ES modules
// cost several milliseconds more; its licence goes beside the bundle. Every other package and Node's built-ins
// stay imports. The chunks are plain, unminified JavaScript whose comments name the dist/ module each part comes
// from (a stack trace's line reads as it was written); in a clone, `node dist/cli/main.js …` runs the
// unbundled modules, with tsc's source maps into src/. The package ships the bundle, not dist/cli/, dist/server/
// or dist/bench/.

import { copyFileSync, readFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = join(root, "dist");
const out = join(dist, "cli-bundle");
const BUNDLED_PACKAGES = new Set(["commander"]);

const { output } = await build({
  cwd: root,
  // package.json's sideEffects lists dist/cli/*.js: without it the bundler drops `import "./core.js"` (the core's load).
  // program: main() without running it, for the tests, which run many commands in one process (test/support/cli.ts).
  input: {
    main: join(dist, "cli/main.js"),
    program: join(dist, "cli/program.js"),
    "batch-worker": join(dist, "cli/batch-worker.js"),
    "band-worker": join(dist, "cli/band-worker.js"),
  },
  platform: "node",
  // A relative import is the project's own; a bare name is a package or a built-in, left to Node unless bundled.
  external: (id, _importer, isResolved) => !isResolved && !id.startsWith(".") && !isAbsolute(id) && !BUNDLED_PACKAGES.has(id),
  logLevel: "warn",
  output: {
    dir: out,
    format: "esm",
    entryFileNames: "[name].js",
    chunkFileNames: "[name]-[hash].js",
    cleanDir: true,
    banner: (chunk) =>
      chunk.moduleIds.some((id) => id.includes(`${sep}node_modules${sep}commander${sep}`))
        ? "/*! Includes commander (https://github.com/tj/commander.js), MIT License, Copyright (c) 2011 TJ Holowaychuk: see commander.LICENSE beside this file. */"
        : "",
  },
});
copyFileSync(join(root, "node_modules/commander/LICENSE"), join(out, "commander.LICENSE"));

// A module that finds files by import.meta.url (the .wasm, package.json, the page, the batch worker) counts on sitting
// one folder below dist/, where the bundle sits: one deeper or shallower would point elsewhere once bundled.
const misplaced = output
  .filter((file) => file.type === "chunk")
  .flatMap((chunk) => chunk.moduleIds)
  .filter((id) => id.startsWith(dist + sep) && readFileSync(id, "utf8").includes("import.meta.url"))
  .filter((id) => relative(dist, dirname(id)).split(sep).length !== 1);
if (misplaced.length > 0) {
  throw new Error(`bundle-cli: these modules use import.meta.url but are not one folder below dist/: ${misplaced.join(", ")}`);
}

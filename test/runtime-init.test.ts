// init() with no argument on the default entry (what Deno, Bun and SSR bundles load): under Node it reads the
// .wasm beside the package's build from disk instead of fetching a file: URL. Run in a fresh process, since this
// one already has the core loaded by the Node entry.

import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { generate } from "../src/node.js";

it("the default entry's init() loads the core from the package under Node, and generate() then gives the usual bytes", () => {
  const entry = fileURLToPath(new URL("../dist/index.js", import.meta.url));
  const script = `const api = await import(${JSON.stringify(entry)});
try { api.generate({ width: 4, height: 3, seed: 9 }); } catch (error) { console.log(error.message); }
await api.init();
console.log(JSON.stringify([...api.generate({ width: 4, height: 3, seed: 9 }).cells]));`;
  const [before, after] = execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }).trim().split("\n");
  expect(before).toBe('the Wasm backend is not loaded: call "await init()" first (the Node entry loads it on import)');
  expect(JSON.parse(after!)).toEqual([...generate({ width: 4, height: 3, seed: 9 }).cells]);
});

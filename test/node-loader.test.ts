// The Node loader's tiering (src/backends/node.ts): the CLI's backend changes V8's flags only on its first large
// call, which the backend learns from the size of each arena claim. The "by-size" loader runs in a fresh process,
// since it turns Liftoff off for the process that loads it.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { workingBytes } from "../src/algorithms/define.js";
import { findGenerator } from "../src/algorithms/generators.js";
import { LARGE_CLAIM, wasmPath } from "../src/backends/node.js";
import { gridBytes } from "../src/grid/layout.js";
import { generate, loadWasmBackendSync } from "../src/node.js";

it("the backend tells its claim hook each claim's bytes before the call that uses them", () => {
  const backend = loadWasmBackendSync(readFileSync(wasmPath));
  const claims: number[] = [];
  backend.claimHook = (bytes) => claims.push(bytes);
  const maze = generate({ algorithm: "kruskal", width: 30, height: 20, seed: 4, backend });
  expect(claims).toEqual([gridBytes(30, 20) + workingBytes(findGenerator("kruskal"), 30, 20)]);
  expect(maze.cells).toEqual(generate({ algorithm: "kruskal", width: 30, height: 20, seed: 4 }).cells);
});

/** Runs the "by-size" loader in a fresh Node; returns whether its hook is armed after each step, and the mazes. */
function bySize(nodeFlags: string[]): { armed: boolean[]; small: number[]; large: string } {
  const loader = fileURLToPath(new URL("../dist/backends/node.js", import.meta.url));
  const api = fileURLToPath(new URL("../dist/index.js", import.meta.url));
  const script = `const { loadNodeBackend } = await import(${JSON.stringify(loader)});
const { generate } = await import(${JSON.stringify(api)});
const backend = loadNodeBackend("by-size");
const armed = [typeof backend.claimHook === "function"];
const small = generate({ width: 16, height: 16, seed: 3, backend });
armed.push(typeof backend.claimHook === "function");
const large = generate({ width: 512, height: 512, seed: 3, backend });
armed.push(typeof backend.claimHook === "function");
const hash = (await import("node:crypto")).createHash("sha256").update(large.cells).digest("hex");
console.log(JSON.stringify({ armed, small: [...small.cells], large: hash }));`;
  return JSON.parse(execFileSync(process.execPath, [...nodeFlags, "--input-type=module", "-e", script], { encoding: "utf8" }));
}

it('"by-size" keeps V8\'s defaults for a small maze and changes them on the first claim of LARGE_CLAIM bytes, same bytes either way', async () => {
  expect(gridBytes(512, 512)).toBeGreaterThanOrEqual(LARGE_CLAIM);
  expect(gridBytes(16, 16)).toBeLessThan(LARGE_CLAIM);
  const { createHash } = await import("node:crypto");
  const large = createHash("sha256")
    .update(generate({ width: 512, height: 512, seed: 3 }).cells)
    .digest("hex");
  expect(bySize([])).toEqual({ armed: [true, true, false], small: [...generate({ width: 16, height: 16, seed: 3 }).cells], large });
  // A tier the user chose on the command line is left alone: no hook at all.
  expect(bySize(["--liftoff"]).armed).toEqual([false, false, false]);
});

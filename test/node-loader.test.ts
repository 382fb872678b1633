// The Node loader's tiering (src/backends/node.ts): the CLI's backend changes V8's flags only on its first large
// call, which the backend learns from the size of each arena claim. The "by-size" loader runs in a fresh process,
// since it turns Liftoff off for the process that loads it.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { workingBytes } from "../src/algorithms/define.js";
import { findGenerator } from "../src/algorithms/generators.js";
import { LARGE_CLAIM, wasmPath } from "../src/backends/node.js";
import { DaedalusError, InvalidArgumentError } from "../src/base/errors.js";
import { ABI_VERSION } from "../src/grid/abi.js";
import { gridBytes } from "../src/grid/layout.js";
import { generate, loadWasmBackend, loadWasmBackendSync } from "../src/node.js";

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

describe("loadWasmBackend and loadWasmBackendSync check their source and the module's ABI", () => {
  const sync = "loadWasmBackendSync: source must be an ArrayBuffer, a typed array or DataView of the module's bytes, or a WebAssembly.Module, got";
  const async =
    "loadWasmBackend: source must be an ArrayBuffer, a typed array or DataView of the module's bytes, or a WebAssembly.Module, a URL or URL string, or a fetch Response";
  const empty = Uint8Array.of(0, 0x61, 0x73, 0x6d, 1, 0, 0, 0);

  it.each([
    [null, "null"],
    [undefined, "undefined"],
    [5, "5"],
    [{}, "an object (Object)"],
    ["", '""'],
  ])("refuses %s as a source", async (source, shown) => {
    expect(() => loadWasmBackendSync(source as never)).toThrow(new InvalidArgumentError(`${sync} ${shown}`));
    await expect(loadWasmBackend(source as never)).rejects.toThrow(new InvalidArgumentError(`${async}, got ${shown}`));
  });

  it("takes the module's bytes in a DataView", async () => {
    const bytes = readFileSync(wasmPath);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(generate({ width: 5, height: 4, seed: 1, backend: loadWasmBackendSync(view) }).cells).toEqual(generate({ width: 5, height: 4, seed: 1 }).cells);
    expect((await loadWasmBackend(view)).capacity).toBeGreaterThan(0);
  });

  it("wraps a compile error in a WASM error naming the source", async () => {
    const error = catchError(() => loadWasmBackendSync(Uint8Array.of(1, 2, 3)));
    expect(error).toBeInstanceOf(DaedalusError);
    expect((error as DaedalusError).code).toBe("WASM");
    expect((error as Error).message).toMatch(/^loadWasmBackendSync: the source \(3 bytes\) could not compile as a WebAssembly module: /);
    await expect(loadWasmBackend(Uint8Array.of(1, 2, 3))).rejects.toThrow(
      /^loadWasmBackend: the source \(3 bytes\) could not compile as a WebAssembly module: /,
    );
  });

  it("refuses a file: URL it cannot read", async () => {
    await expect(loadWasmBackend("file:///no/such/core.wasm")).rejects.toThrow(
      new InvalidArgumentError(
        "loadWasmBackend: cannot read the source file:///no/such/core.wasm: ENOENT: no such file or directory, open '/no/such/core.wasm'",
      ),
    );
  });

  it("refuses a module that is not the core, or not all of it", async () => {
    expect(() => loadWasmBackendSync(empty)).toThrow(
      new DaedalusError("WASM", "loadWasmBackendSync: the source (8 bytes) is not the daedalus core: it has no export abi_version"),
    );
    await expect(loadWasmBackend(empty)).rejects.toThrow("loadWasmBackend: the source (8 bytes) is not the daedalus core: it has no export abi_version");
    // (module (memory (export "memory") 1) (func (export "abi_version") (result i32) i32.const <version>) (func (export "arena") (result i32) i32.const 0))
    const partial = (version: number) =>
      Uint8Array.of(
        ...[0, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
        ...[1, 5, 1, 0x60, 0, 1, 0x7f],
        ...[3, 3, 2, 0, 0],
        ...[5, 3, 1, 0, 1],
        ...[7, 0x20, 3, 6, ...ascii("memory"), 2, 0, 11, ...ascii("abi_version"), 0, 0, 5, ...ascii("arena"), 0, 1],
        ...[10, 11, 2, 4, 0, 0x41, version, 0x0b, 4, 0, 0x41, 0, 0x0b],
      );
    expect(() => loadWasmBackendSync(partial(4))).toThrow(
      new DaedalusError("WASM", `loadWasmBackendSync: the source (72 bytes) is a core of ABI version 4, this library needs ABI version ${ABI_VERSION}`),
    );
    expect(() => loadWasmBackendSync(partial(ABI_VERSION))).toThrow(
      new DaedalusError(
        "WASM",
        "loadWasmBackendSync: the source (72 bytes) is not a complete daedalus core: it lacks the exports reset_progress, walk_heartbeat, reserve, use_mask, topology_shapes, record_steps, step_count, distances, farthest, braid, sparse, check_grid",
      ),
    );
  });
});

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

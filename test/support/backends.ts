// The two backends, loaded once for the tests (the Node entry loads the Wasm core on import).

import "../../src/node.js";
import { readFileSync } from "node:fs";
import { getBackend } from "../../src/backends/runtime.js";
import type { WasmBackend } from "../../src/backends/wasm/backend.js";
import { loadWasmBackendSync } from "../../src/backends/wasm/load.js";

export const wasm = getBackend("wasm");
export const reference = getBackend("reference");
export const backends = [wasm, reference] as const;

const module = new WebAssembly.Module(readFileSync(new URL("../../build/daedalus.wasm", import.meta.url)));

/** A Wasm backend of its own, for tests that write into its memory by hand (the shared one keeps other tests' mazes). */
export function privateWasm(): WasmBackend {
  return loadWasmBackendSync(module);
}

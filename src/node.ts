// The Node entry: the whole API, with the Wasm core already loaded from the package's build/ (no await needed),
// plus what needs Node (PNG masks decode through pngjs).

import { readFileSync } from "node:fs";
import v8 from "node:v8";
import { useWasmBackend } from "./backends/runtime.js";
import { loadWasmBackendSync } from "./backends/wasm/load.js";

/** Path of the compiled core inside the package. */
export const wasmPath = new URL("../build/daedalus.wasm", import.meta.url);

/**
 * Compiles every function with V8's optimizing tier (TurboFan) up front. By default V8 compiles a Wasm
 * function on its first call with its baseline compiler (Liftoff) and switches only for later calls, but one
 * solve or generation is a single long call: it would run baseline code throughout (measured 1.3–1.8× slower
 * at 4000²). Lazy compilation and Liftoff are turned off only while this module compiles, then set back to
 * V8's defaults; nothing is changed if the user chose either flag.
 */
function compileOptimized<T>(compile: () => T): T {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  if (given.some((flag) => /^--(no-)?(liftoff|wasm-lazy-compilation)$/.test(flag))) return compile();
  v8.setFlagsFromString("--no-liftoff");
  v8.setFlagsFromString("--no-wasm-lazy-compilation");
  try {
    return compile();
  } finally {
    v8.setFlagsFromString("--wasm-lazy-compilation");
    v8.setFlagsFromString("--liftoff");
  }
}

useWasmBackend(compileOptimized(() => loadWasmBackendSync(readFileSync(wasmPath))));

export * from "./index.js";
export { maskFromPng } from "./mask/png.js";

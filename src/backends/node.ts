// The Wasm core loaded in Node from the package's build/, synchronously, with its code compiled by V8's optimizing
// tier (TurboFan) where it matters. By default V8 compiles a Wasm function on its first call with its baseline
// compiler (Liftoff) and tiers up only for later calls, but one generation or solve of a large maze is a single long
// call, which would run baseline code throughout (measured on the first 2000² call: wilson 2.2×, fusion 1.8×,
// kruskal 1.4× slower). Only V8's flags choose the tier, and changing any flag at run time costs every Node
// built-in loaded afterwards its code cache (each loads about 3× slower), so flags are changed only when it pays.

import { readFileSync } from "node:fs";
import v8 from "node:v8";
import type { WasmBackend } from "./wasm/backend.js";
import { loadWasmBackendSync } from "./wasm/load.js";

/** Path of the compiled core inside the package (this file sits one folder below dist/, as the CLI's bundle does). */
export const wasmPath = new URL("../../build/daedalus.wasm", import.meta.url);

/**
 * How the core's code is optimized:
 * - `"eager"`: every function at load (about 120 ms on 2 cores for the 124 KB core), V8's flags set back afterwards
 *   so that other Wasm modules of the process keep V8's defaults (the library's Node entry);
 * - `"by-size"`: V8's defaults (each function compiled on its first call by Liftoff, repeated calls tiered up)
 *   until the first call on a maze of LARGE_CLAIM bytes or more; from then on Liftoff is off for the rest of the
 *   process, so every function not compiled yet is compiled optimized on its first call, a millisecond for the few a
 *   call uses (the CLI, which owns its process: a small maze starts without paying for either).
 * Nothing is changed if the user chose Liftoff or lazy compilation on the command line or in NODE_OPTIONS.
 */
export type Tiering = "eager" | "by-size";

/** 512×512 cells: below, a whole generation takes a few milliseconds even on baseline code. */
export const LARGE_CLAIM = 2 ** 18;

/** Loads build/daedalus.wasm into a backend optimized as `tiering` says. */
export function loadNodeBackend(tiering: Tiering): WasmBackend {
  const load = (): WasmBackend => loadWasmBackendSync(readFileSync(wasmPath));
  if (userChoseTiers()) return load();
  if (tiering === "by-size") {
    const backend = load();
    backend.claimHook = (bytes) => {
      if (bytes < LARGE_CLAIM) return;
      v8.setFlagsFromString("--no-liftoff");
      backend.claimHook = undefined;
    };
    return backend;
  }
  v8.setFlagsFromString("--no-liftoff");
  v8.setFlagsFromString("--no-wasm-lazy-compilation");
  try {
    return load();
  } finally {
    v8.setFlagsFromString("--wasm-lazy-compilation");
    v8.setFlagsFromString("--liftoff");
  }
}

function userChoseTiers(): boolean {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  return given.some((flag) => /^--(no-)?(liftoff|wasm-lazy-compilation)$/.test(flag));
}

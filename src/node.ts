// The Node entry: the whole API, with the Wasm core already loaded from the package's build/ (no await needed),
// plus what needs Node (PNG masks decode through pngjs).

import { readFileSync } from "node:fs";
import { loadWasmBackendSync } from "./backends/wasm.js";
import { useWasmBackend } from "./runtime.js";

/** Path of the compiled core inside the package. */
export const wasmPath = new URL("../build/daedalus.wasm", import.meta.url);

useWasmBackend(loadWasmBackendSync(readFileSync(wasmPath)));

export * from "./index.js";
export { maskFromPng } from "./mask/png.js";

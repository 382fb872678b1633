// The Node entry: the whole API, with the Wasm core already loaded from the package's build/ (no await needed),
// plus what needs Node (PNG masks inflate their pixel data with node:zlib).

import { loadNodeBackend } from "./backends/node.js";
import { useWasmBackend } from "./backends/runtime.js";

// Optimized code for every function up front (about 120 ms on 2 cores), V8's flags left as they were (src/backends/node.ts).
useWasmBackend(loadNodeBackend("eager"));

export { wasmPath } from "./backends/node.js";
export * from "./index.js";
export { maskFromPng } from "./mask/png.js";

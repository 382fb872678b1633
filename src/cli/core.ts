// The CLI's Wasm core: V8 optimizes its code only once a maze is large (src/backends/node.ts), so a small maze
// starts without the whole module's optimized compile (about 120 ms on 2 cores) and a large one still runs optimized code.

import { loadNodeBackend } from "../backends/node.js";
import { useWasmBackend } from "../backends/runtime.js";

useWasmBackend(loadNodeBackend("by-size"));

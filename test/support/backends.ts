// The two backends, loaded once for the tests (the Node entry loads the Wasm core on import).

import "../../src/node.js";
import { getBackend } from "../../src/backends/runtime.js";

export const wasm = getBackend("wasm");
export const reference = getBackend("reference");
export const backends = [wasm, reference] as const;

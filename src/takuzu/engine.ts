// The Takuzu engine of the named backend: every Takuzu verb reaches the core through the Backend interface.

import type { Backend, TakuzuEngine } from "../backends/backend.js";
import { getBackend } from "../backends/runtime.js";

/** The engine of the named backend ("wasm" or "reference"). */
export function takuzuEngine(backendName: string | Backend): TakuzuEngine {
  return getBackend(backendName).takuzu;
}

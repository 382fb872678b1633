// The backends the API uses: the reference is always there; the Wasm one is loaded once by init() (or by the Node entry).

import { DaedalusError, describeValue, InvalidArgumentError } from "../base/errors.js";
import { suggest } from "../base/names.js";
import type { Backend, BackendName } from "./backend.js";
import { backendNames, busyError } from "./backend.js";
import { referenceBackend } from "./reference/backend.js";
import { WasmBackend } from "./wasm/backend.js";
import { loadWasmBackend, type WasmSource } from "./wasm/load.js";

let wasmBackend: WasmBackend | undefined;

/** Makes this Wasm instance (one loadWasmBackend or loadWasmBackendSync made) the one `backend: "wasm"` uses. */
export function useWasmBackend(backend: WasmBackend): void {
  // Anything else is refused before it replaces the backend in use (init() would then take it for a loaded one).
  if (!WasmBackend.isConstructed(backend)) {
    throw new InvalidArgumentError(`useWasmBackend needs a WasmBackend (from loadWasmBackend or loadWasmBackendSync), got ${describeValue(backend)}`);
  }
  wasmBackend = backend;
}

/** Loads the Wasm core (browsers: pass the .wasm URL or bytes; the default URL sits beside the package's build). */
export async function init(source: WasmSource = new URL("../../build/daedalus.wasm", import.meta.url)): Promise<void> {
  if (wasmBackend) return;
  useWasmBackend(await loadWasmBackend(source));
}

/**
 * The backend a name names ("wasm" or "reference"), or the backend given: the reference or any Wasm instance.
 * Refused (BusyError) while that backend runs a generation: this is a call from inside its onProgress or signal.
 */
export function getBackend(wanted: string | Backend): Backend {
  const backend = findBackend(wanted);
  if (backend.busy) throw busyError(backend.name);
  return backend;
}

function findBackend(wanted: string | Backend): Backend {
  if (wanted === referenceBackend || WasmBackend.isConstructed(wanted)) return wanted;
  if (typeof wanted !== "string") throw new InvalidArgumentError(`backend must be "wasm", "reference" or a loaded backend, got ${describeValue(wanted)}`);
  const name = wanted;
  if (name === "reference") return referenceBackend;
  if (name === "wasm") {
    if (!wasmBackend) throw new DaedalusError("WASM", 'the Wasm backend is not loaded: call "await init()" first (the Node entry loads it on import)');
    return wasmBackend;
  }
  throw new InvalidArgumentError(`backend must be one of ${backendNames.join(", ")}, got "${name}"${suggest(name, backendNames)}`);
}

export type { BackendName };

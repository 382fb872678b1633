// Instantiating the core (@assemblyscript/loader) with its one import, `daedalus.progress`.

import * as loader from "@assemblyscript/loader";
import { WasmBackend } from "./backend.js";
import type { Exports } from "./exports.js";

/** Where to find the module: its bytes, a compiled module, or (in browsers) a URL or a fetch Response. */
export type WasmSource = BufferSource | WebAssembly.Module | URL | string | Response;

/** Instantiates the core synchronously from its bytes or a compiled module (Node, workers, small modules). */
export function loadWasmBackendSync(source: BufferSource | WebAssembly.Module): WasmBackend {
  const imports = progressImports();
  const backend = new WasmBackend(loader.instantiateSync<Exports>(source, imports.object).exports);
  imports.bind(backend);
  return backend;
}

/** Instantiates the core from bytes, a module, a URL or a Response (browsers: streaming compilation; a file: URL is read from disk). */
export async function loadWasmBackend(source: WasmSource): Promise<WasmBackend> {
  const input = typeof source === "string" || source instanceof URL ? await fetchOrRead(source) : source;
  const imports = progressImports();
  const backend = new WasmBackend((await loader.instantiate<Exports>(input, imports.object)).exports);
  imports.bind(backend);
  return backend;
}

/** The core's `daedalus.progress` import, forwarding to the backend's current hook (bound once the backend exists). */
function progressImports() {
  let backend: WasmBackend | undefined;
  return {
    object: {
      daedalus: {
        progress: (done: number): void => {
          backend?.progressHook?.(done);
        },
      },
    },
    bind(target: WasmBackend) {
      backend = target;
    },
  };
}

// Held in a variable so that bundlers for the browser leave the import alone: it only runs for file: URLs.
const NODE_FS = "node:fs/promises";

/** A Response for an http(s) URL; the file's bytes for a file: URL (Node, Deno and Bun cannot fetch those). */
async function fetchOrRead(source: string | URL): Promise<Response | Uint8Array> {
  const url = new URL(source, typeof location === "undefined" ? undefined : location.href);
  if (url.protocol !== "file:") return fetch(url);
  const { readFile } = (await import(/* @vite-ignore */ NODE_FS)) as typeof import("node:fs/promises");
  return readFile(url);
}

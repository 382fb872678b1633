// Instantiating the core (@assemblyscript/loader) with its one import, `daedalus.progress`. The compiled module is
// kept, so that a trap can be followed by a fresh instance of it (WasmBackend restarts on one).

import * as loader from "@assemblyscript/loader";
import { WasmBackend } from "./backend.js";
import type { Exports } from "./exports.js";

/** Where to find the module: its bytes, a compiled module, or (in browsers) a URL or a fetch Response. */
export type WasmSource = BufferSource | WebAssembly.Module | URL | string | Response;

type Imports = { daedalus: { progress(done: number): void } };

/** Instantiates the core synchronously from its bytes or a compiled module (Node, workers, small modules). */
export function loadWasmBackendSync(source: BufferSource | WebAssembly.Module): WasmBackend {
  const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source);
  return backendOf(module, instantiateSync(module));
}

/** Instantiates the core from bytes, a module, a URL or a Response (browsers: streaming compilation; a file: URL is read from disk). */
export async function loadWasmBackend(source: WasmSource): Promise<WasmBackend> {
  const input = typeof source === "string" || source instanceof URL ? await fetchOrRead(source) : source;
  const module = input instanceof WebAssembly.Module ? input : await compile(input);
  return backendOf(module, async (imports) => (await loader.instantiate<Exports>(module, imports)).exports);
}

/** A backend on a first instance of `module`; its restart instantiates the module again, synchronously. */
function backendOf(module: WebAssembly.Module, first: (imports: Imports) => Exports): WasmBackend;
function backendOf(module: WebAssembly.Module, first: (imports: Imports) => Promise<Exports>): Promise<WasmBackend>;
function backendOf(module: WebAssembly.Module, first: (imports: Imports) => Exports | Promise<Exports>): WasmBackend | Promise<WasmBackend> {
  let backend: WasmBackend | undefined;
  // The import forwards to whichever backend owns the instance, once it exists.
  const imports: Imports = { daedalus: { progress: (done) => backend?.progressHook?.(done) } };
  const make = (exports: Exports): WasmBackend => {
    backend = new WasmBackend(exports, () => instantiateSync(module)(imports));
    return backend;
  };
  const exports = first(imports);
  return exports instanceof Promise ? exports.then(make) : make(exports);
}

function instantiateSync(module: WebAssembly.Module): (imports: Imports) => Exports {
  return (imports) => loader.instantiateSync<Exports>(module, imports).exports;
}

/** Compiles bytes or a Response, streaming when the server sends application/wasm. */
async function compile(input: BufferSource | Response): Promise<WebAssembly.Module> {
  if (!(input instanceof Response)) return WebAssembly.compile(input);
  if (input.headers.get("content-type")?.startsWith("application/wasm")) return WebAssembly.compileStreaming(input);
  return WebAssembly.compile(await input.arrayBuffer());
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

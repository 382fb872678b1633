// Instantiating the core (@assemblyscript/loader) with its one import, `daedalus.progress`. The compiled module is
// kept, so that a trap can be followed by a fresh instance of it (WasmBackend restarts on one). The source is
// checked before it is used, and the instance's exports against the ABI this side is written against.

import * as loader from "@assemblyscript/loader";
import { DaedalusError, describeValue, InvalidArgumentError } from "../../base/errors.js";
import { ABI_VERSION } from "../../grid/abi.js";
import { WasmBackend } from "./backend.js";
import { CORE_FUNCTIONS, type Exports } from "./exports.js";

/** Where to find the module: its bytes, a compiled module, or (in browsers) a URL or a fetch Response. */
export type WasmSource = BufferSource | WebAssembly.Module | URL | string | Response;

type Imports = { daedalus: { progress(done: number): void } };

const SYNC_ALLOWED = "an ArrayBuffer, a typed array or DataView of the module's bytes, or a WebAssembly.Module";
const ASYNC_ALLOWED = `${SYNC_ALLOWED}, a URL or URL string, or a fetch Response`;

/** Instantiates the core synchronously from its bytes or a compiled module (Node, workers, small modules). */
export function loadWasmBackendSync(source: BufferSource | WebAssembly.Module): WasmBackend {
  const what = "loadWasmBackendSync";
  if (!isModule(source) && !isBytes(source)) throw new InvalidArgumentError(`${what}: source must be ${SYNC_ALLOWED}, got ${describeValue(source)}`);
  const module = isModule(source) ? source : wasmStep(what, source, "compile", () => new WebAssembly.Module(bytesOf(source)));
  return backendOf(module, instantiateSync(module, what, source));
}

/** Instantiates the core from bytes, a module, a URL or a Response (browsers: streaming compilation; a file: URL is read from disk). */
export async function loadWasmBackend(source: WasmSource): Promise<WasmBackend> {
  const what = "loadWasmBackend";
  const isUrl = (typeof source === "string" && source !== "") || source instanceof URL;
  if (!isUrl && !isModule(source) && !isBytes(source) && !isResponse(source)) {
    throw new InvalidArgumentError(`${what}: source must be ${ASYNC_ALLOWED}, got ${describeValue(source)}`);
  }
  const input = isUrl ? await fetchOrRead(source as string | URL, what) : (source as BufferSource | WebAssembly.Module | Response);
  const module = isModule(input) ? input : await wasmStepAsync(what, source, "compile", () => compile(input));
  return backendOf(module, async (imports) => {
    const exports = await wasmStepAsync(what, source, "instantiate", async () => (await loader.instantiate<Exports>(module, imports)).exports);
    return checkedExports(exports, what, source);
  });
}

function isModule(value: unknown): value is WebAssembly.Module {
  return value instanceof WebAssembly.Module;
}

function isBytes(value: unknown): value is BufferSource {
  return value instanceof ArrayBuffer || ArrayBuffer.isView(value);
}

function isResponse(value: unknown): value is Response {
  return typeof Response !== "undefined" && value instanceof Response;
}

/** The bytes as a Uint8Array over the same memory (a DataView or any typed array as well as an ArrayBuffer). */
function bytesOf(source: BufferSource): Uint8Array<ArrayBuffer> {
  return ArrayBuffer.isView(source) ? new Uint8Array(source.buffer as ArrayBuffer, source.byteOffset, source.byteLength) : new Uint8Array(source);
}

/** A short name of the source for a message: the URL, or the kind of value and its size. */
function describeSource(source: unknown): string {
  if (typeof source === "string") return JSON.stringify(source.length > 80 ? `${source.slice(0, 77)}...` : source);
  if (source instanceof URL) return source.href;
  if (isBytes(source)) return `${source.byteLength} bytes`;
  if (isResponse(source)) return `the Response from ${source.url || "(no URL)"}`;
  return describeValue(source);
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function wasmError(what: string, source: unknown, detail: string): DaedalusError {
  return new DaedalusError("WASM", `${what}: the source (${describeSource(source)}) ${detail}`);
}

/** A WebAssembly step's error (compiling, instantiating) as a WASM error naming the source; the library's own pass. */
function stepError(error: unknown, what: string, source: unknown, step: string): Error {
  return error instanceof DaedalusError ? error : wasmError(what, source, `could not ${step} as a WebAssembly module: ${reasonOf(error)}`);
}

/** Runs a WebAssembly step; its error becomes a WASM error naming the source. */
function wasmStep<T>(what: string, source: unknown, step: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw stepError(error, what, source, step);
  }
}

function wasmStepAsync<T>(what: string, source: unknown, step: string, run: () => Promise<T>): Promise<T> {
  return run().catch((error: unknown) => {
    throw stepError(error, what, source, step);
  });
}

/** The exports, once they are the core's: abi_version() is this side's ABI_VERSION and every fixed export is a function. */
function checkedExports(exports: Exports, what: string, source: unknown): Exports {
  if (typeof exports.abi_version !== "function") throw wasmError(what, source, "is not the daedalus core: it has no export abi_version");
  const version = wasmStep(what, source, "call abi_version of", () => exports.abi_version());
  if (version !== ABI_VERSION) {
    throw wasmError(what, source, `is a core of ABI version ${describeValue(version)}, this library needs ABI version ${ABI_VERSION}`);
  }
  const missing: string[] = CORE_FUNCTIONS.filter((name) => typeof exports[name] !== "function");
  if (!(exports.memory instanceof WebAssembly.Memory)) missing.unshift("memory");
  if (missing.length > 0)
    throw wasmError(what, source, `is not a complete daedalus core: it lacks the export${missing.length === 1 ? "" : "s"} ${missing.join(", ")}`);
  return exports;
}

/** A backend on a first instance of `module`; its restart instantiates the module again, synchronously. */
function backendOf(module: WebAssembly.Module, first: (imports: Imports) => Exports): WasmBackend;
function backendOf(module: WebAssembly.Module, first: (imports: Imports) => Promise<Exports>): Promise<WasmBackend>;
function backendOf(module: WebAssembly.Module, first: (imports: Imports) => Exports | Promise<Exports>): WasmBackend | Promise<WasmBackend> {
  let backend: WasmBackend | undefined;
  // The import forwards to whichever backend owns the instance, once it exists.
  const imports: Imports = { daedalus: { progress: (done) => backend?.report(done) } };
  const make = (exports: Exports): WasmBackend => {
    backend = new WasmBackend(exports, () => loader.instantiateSync<Exports>(module, imports).exports);
    return backend;
  };
  const exports = first(imports);
  return exports instanceof Promise ? exports.then(make) : make(exports);
}

function instantiateSync(module: WebAssembly.Module, what: string, source: unknown): (imports: Imports) => Exports {
  return (imports) =>
    checkedExports(
      wasmStep(what, source, "instantiate", () => loader.instantiateSync<Exports>(module, imports).exports),
      what,
      source,
    );
}

/** Compiles bytes or a Response, streaming when the server sends application/wasm. */
async function compile(input: BufferSource | Response): Promise<WebAssembly.Module> {
  if (!isResponse(input)) return WebAssembly.compile(bytesOf(input));
  if (input.headers.get("content-type")?.startsWith("application/wasm")) return WebAssembly.compileStreaming(input);
  return WebAssembly.compile(await input.arrayBuffer());
}

// Held in a variable so that bundlers for the browser leave the import alone: it only runs for file: URLs.
const NODE_FS = "node:fs/promises";

/** A Response for an http(s) URL; the file's bytes for a file: URL (Node, Deno and Bun cannot fetch those). */
async function fetchOrRead(source: string | URL, what: string): Promise<Response | Uint8Array> {
  let url: URL;
  try {
    url = new URL(source, typeof location === "undefined" ? undefined : location.href);
  } catch {
    throw new InvalidArgumentError(`${what}: source must be ${ASYNC_ALLOWED}; the string ${describeSource(source)} is not a URL`);
  }
  try {
    if (url.protocol !== "file:") {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP status ${response.status}`);
      return response;
    }
    const { readFile } = (await import(/* @vite-ignore */ NODE_FS)) as typeof import("node:fs/promises");
    return await readFile(url);
  } catch (error) {
    throw new InvalidArgumentError(`${what}: cannot read the source ${url.href}: ${reasonOf(error)}`);
  }
}

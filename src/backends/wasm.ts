// The Wasm boundary, and the only file that knows how the module is instantiated (@assemblyscript/loader).
// Only numbers cross: pointers (unsigned: `>>> 0`), sizes, seeds, option integers, status codes.

import * as loader from "@assemblyscript/loader";
import { DaedalusError, InvalidArgumentError, STATUS_OK, SizeLimitError, WasmError } from "../errors.js";
import { type GeneratorEntry, wasmGeneratorExport, workingBytes } from "../registry.js";
import { gridBytes } from "../reference/grid.js";
import type { Backend } from "./backend.js";

/** The exports every build of the core has; generators are looked up by name (see wasmGeneratorExport). */
export interface CoreExports {
  readonly memory: WebAssembly.Memory;
  arena(): number;
  reserve(bytes: number): number;
}

/** Where to find the module: its bytes, a compiled module, or (in browsers) a URL or a fetch Response. */
export type WasmSource = BufferSource | WebAssembly.Module | URL | string | Response;

const WASM_MAX_BYTES = 2 ** 32;

export class WasmBackend implements Backend {
  readonly name = "wasm" as const;
  readonly capacity: number;
  readonly exports: CoreExports & Record<string, unknown>;

  constructor(exports: CoreExports & Record<string, unknown>) {
    this.exports = exports;
    this.capacity = WASM_MAX_BYTES - (exports.arena() >>> 0);
  }

  generate(entry: GeneratorEntry, width: number, height: number, seed: number, options: readonly number[]): Uint8Array {
    const run = this.exports[wasmGeneratorExport(entry)];
    if (typeof run !== "function") {
      throw new InvalidArgumentError(`the loaded Wasm module has no generator "${entry.name}" (export ${wasmGeneratorExport(entry)})`);
    }
    const cellBytes = gridBytes(width, height);
    const cells = this.exports.reserve(cellBytes + workingBytes(entry, width, height)) >>> 0;
    if (cells === 0) {
      throw new SizeLimitError(`the Wasm memory could not grow to hold a ${width}×${height} maze for ${entry.name}`);
    }
    const status = (run as (...args: number[]) => number)(cells, width, height, seed, ...options);
    if (status !== STATUS_OK) throw new WasmError(status, `generate ${entry.name}`);
    // A view built now (after any memory.grow), copied so the next generation cannot change this maze.
    return new Uint8Array(this.exports.memory.buffer, cells, cellBytes).slice();
  }

  /** Reserves `bytes` of arena for `purpose` (memory may grow) and returns its pointer. */
  reserveArena(bytes: number, purpose: string): number {
    const pointer = this.exports.reserve(bytes) >>> 0;
    if (pointer === 0) throw new SizeLimitError(`the Wasm memory could not grow to hold ${bytes} bytes for ${purpose}`);
    return pointer;
  }

  /** A view of `length` bytes at `pointer`, built now: take a new one after any call that may grow memory. */
  bytesAt(pointer: number, length: number): Uint8Array {
    return new Uint8Array(this.exports.memory.buffer, pointer, length);
  }

  /** Calls an export that takes and returns numbers. */
  call(name: string, ...args: number[]): number {
    const run = this.exports[name];
    if (typeof run !== "function") throw new DaedalusError("WASM", `the loaded Wasm module has no export "${name}"`);
    return (run as (...values: number[]) => number)(...args);
  }
}

/** Instantiates the core synchronously from its bytes or a compiled module (Node, workers, small modules). */
export function loadWasmBackendSync(source: BufferSource | WebAssembly.Module): WasmBackend {
  const { exports } = loader.instantiateSync<CoreExports & Record<string, unknown>>(source, {});
  return new WasmBackend(exports);
}

/** Instantiates the core from bytes, a module, a URL or a Response (browsers: streaming compilation). */
export async function loadWasmBackend(source: WasmSource): Promise<WasmBackend> {
  const input = typeof source === "string" || source instanceof URL ? fetch(source) : source;
  const { exports } = await loader.instantiate<CoreExports & Record<string, unknown>>(input, {});
  return new WasmBackend(exports);
}

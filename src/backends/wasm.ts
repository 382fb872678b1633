// The Wasm boundary, and the only file that knows how the module is instantiated (@assemblyscript/loader).
// Only numbers cross: pointers (unsigned: `>>> 0`), sizes, seeds, option integers, status codes.

import * as loader from "@assemblyscript/loader";
import { InvalidArgumentError, STATUS_OK, SizeLimitError, WasmError } from "../errors.js";
import { type GeneratorEntry, type StreamableEntry, wasmGeneratorExport, workingBytes } from "../registry.js";
import { gridBytes } from "../reference/grid.js";
import type { Backend, RowRanges } from "./backend.js";
import { WasmRowRanges } from "./wasm-rows.js";

/** The exports every build of the core has; generators are looked up by name (see wasmGeneratorExport). */
export interface CoreExports {
  readonly memory: WebAssembly.Memory;
  arena(): number;
  reserve(bytes: number): number;
}

/** Where to find the module: its bytes, a compiled module, or (in browsers) a URL or a fetch Response. */
export type WasmSource = BufferSource | WebAssembly.Module | URL | string | Response;

const WASM_MAX_BYTES = 2 ** 32;

/** Keeps state in the arena between calls (a stream of rows): told to copy it out before anyone else reuses the arena. */
export interface ArenaTenant {
  evict(): void;
}

export class WasmBackend implements Backend {
  readonly name = "wasm" as const;
  readonly capacity: number;
  readonly exports: CoreExports & Record<string, unknown>;
  // Every call reuses the arena from its start; the tenant is the stream whose state is there now, if any.
  private tenant: ArenaTenant | undefined;

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
    const cells = this.claimArena(cellBytes + workingBytes(entry, width, height), `a ${width}×${height} maze for ${entry.name}`);
    const status = (run as (...args: number[]) => number)(cells, width, height, seed, ...options);
    if (status !== STATUS_OK) throw new WasmError(status, `generate ${entry.name}`);
    // A view built now (after any memory.grow), copied so the next generation cannot change this maze.
    return new Uint8Array(this.exports.memory.buffer, cells, cellBytes).slice();
  }

  openRows(entry: StreamableEntry, width: number, seed: number, options: readonly number[], maxRows: number): RowRanges {
    return new WasmRowRanges(this, entry, width, seed, options, maxRows);
  }

  /**
   * Grows the arena to `bytes` for `tenant` (none: for this call only), first evicting the stream
   * whose state is there if it is another; returns the arena pointer. Memory may grow: build views after.
   */
  claimArena(bytes: number, purpose: string, tenant?: ArenaTenant): number {
    if (this.tenant !== tenant) {
      this.tenant?.evict();
      this.tenant = tenant;
    }
    const arena = this.exports.reserve(bytes) >>> 0;
    if (arena === 0) throw new SizeLimitError(`the Wasm memory could not grow to ${bytes} bytes to hold ${purpose}`);
    return arena;
  }

  /** Forgets `tenant` if it holds the arena (a finished stream), so nothing evicts it later. */
  releaseArena(tenant: ArenaTenant): void {
    if (this.tenant === tenant) this.tenant = undefined;
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

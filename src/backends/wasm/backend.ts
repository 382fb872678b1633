// The Wasm boundary, and the only file that knows how the module is instantiated (@assemblyscript/loader).
// Only numbers cross: pointers (unsigned: `>>> 0`), sizes, seeds, option integers, status codes.
// Solvers and analysis passes get a copy of the maze's cells at the arena base; their results are written
// right after the cells (16-byte aligned) and read back through views built after the call, since any call
// may grow memory.

import * as loader from "@assemblyscript/loader";
import { DaedalusError, InvalidArgumentError, OutOfMemoryError, STATUS_OK, STATUS_OUT_OF_MEMORY, SizeLimitError, WasmError } from "../../base/errors.js";
import type { Mask } from "../../mask/mask.js";
import {
  type GeneratorEntry,
  type SolverEntry,
  type StreamableEntry,
  wasmGeneratorExport,
  wasmSolverExport,
  workingBytes,
} from "../../algorithms/registry.js";
import type { Point, Farthest, SolveResult } from "../../grid/data.js";
import { type Backend, type ProgressHook, type RowRanges, unpadMap } from "../backend.js";
import { WasmRowRanges } from "./rows.js";
import { gridBytes } from "../../grid/layout.js";
import { RING_INITIAL } from "../../grid/abi.js";

type Run = (...args: number[]) => number;

/** The exports every build of the core has; generators and solvers are looked up by name (see registry.ts). */
export interface CoreExports {
  readonly memory: WebAssembly.Memory;
  arena(): number;
  reset_progress(): void;
  reserve(bytes: number): number;
  use_mask(on: number): void;
  distances(cells: number, width: number, height: number, fromX: number, fromY: number): number;
  farthest(cells: number, width: number, height: number, fromX: number, fromY: number): number;
  braid(cells: number, width: number, height: number, seed: number, threshold: number): number;
}

/** Where to find the module: its bytes, a compiled module, or (in browsers) a URL or a fetch Response. */
export type WasmSource = BufferSource | WebAssembly.Module | URL | string | Response;

const WASM_MAX_BYTES = 2 ** 32;
// Results: a 16-byte header (assembly/solvers/path.ts), then the moves or the map.
const RESULT_BYTES = 16;
const NOT_REACHED = 0xffffffff;
// Up-front bytes beyond the cells for the analysis passes: alignment, header, the ring's first entries.
const ANALYSIS_FIXED = 15 + RESULT_BYTES + RING_INITIAL * 4;

/** First byte after the cell array at `cells`, 16-byte aligned: where results start. */
function resultOffset(cells: number, width: number, height: number): number {
  return Math.ceil((cells + gridBytes(width, height)) / 16) * 16;
}

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

  /** Where the core's progress import reports during the current generation (none: nowhere). */
  progressHook: ProgressHook | undefined;

  generate(entry: GeneratorEntry, width: number, height: number, seed: number, options: readonly number[], mask?: Mask, progress?: ProgressHook): Uint8Array {
    const run = this.lookup(wasmGeneratorExport(entry), `generator "${entry.name}"`);
    const cellBytes = gridBytes(width, height);
    const cells = this.claimArena(cellBytes + workingBytes(entry, width, height), `a ${width}×${height} maze for ${entry.name}`);
    if (mask) this.cellsView(cells, width, height).set(mask.grid);
    this.exports.use_mask(mask ? 1 : 0);
    this.exports.reset_progress();
    this.progressHook = progress;
    let status: number;
    try {
      status = run(cells, width, height, seed, ...options);
    } finally {
      this.exports.use_mask(0);
      this.progressHook = undefined;
    }
    if (status !== STATUS_OK) throw new WasmError(status, `generate ${entry.name}`);
    // A view built now (after any memory.grow), copied so the next generation cannot change this maze.
    return this.cellsView(cells, width, height).slice();
  }

  openRows(entry: StreamableEntry, width: number, seed: number, options: readonly number[], maxRows: number): RowRanges {
    return new WasmRowRanges(this, entry, width, seed, options, maxRows);
  }

  solve(entry: SolverEntry, cells: Uint8Array, width: number, height: number, from: Point, to: Point, options: readonly number[]): SolveResult {
    const run = this.lookup(wasmSolverExport(entry), `solver "${entry.name}"`);
    const at = this.place(cells, width, height, workingBytes(entry, width, height), entry.name);
    const status = run(at, width, height, from[0], from[1], to[0], to[1], ...options);
    this.check(status, `${entry.name} on a ${width}×${height} maze`, `grew ${entry.memory.onDemand}`);
    const out = resultOffset(at, width, height);
    const [length, visited] = new Uint32Array(this.exports.memory.buffer, out, 2) as unknown as [number, number];
    if (length === NOT_REACHED) return { length: -1, visited, moves: new Uint8Array(0) };
    const moves = new Uint8Array(this.exports.memory.buffer, out + RESULT_BYTES, Math.floor((length + 3) / 4)).slice();
    return { length, visited, moves };
  }

  distances(cells: Uint8Array, width: number, height: number, from: Point): Uint32Array {
    const at = this.place(cells, width, height, 4 * gridBytes(width, height) + ANALYSIS_FIXED, "the distance map");
    this.check(this.exports.distances(at, width, height, from[0], from[1]), `the distance map of a ${width}×${height} maze`, "grew its FIFO");
    const padded = new Uint32Array(this.exports.memory.buffer, resultOffset(at, width, height), gridBytes(width, height));
    return unpadMap(padded, width, height);
  }

  farthest(cells: Uint8Array, width: number, height: number, from: Point): Farthest {
    const at = this.place(cells, width, height, ANALYSIS_FIXED, "the farthest-cell search");
    this.check(this.exports.farthest(at, width, height, from[0], from[1]), `the farthest-cell search on a ${width}×${height} maze`, "grew its FIFO");
    const [cell, distance, reached] = new Uint32Array(this.exports.memory.buffer, resultOffset(at, width, height), 3) as unknown as [number, number, number];
    return { cell, distance, reached };
  }

  braid(cells: Uint8Array, width: number, height: number, seed: number, threshold: number): Uint8Array {
    const at = this.place(cells, width, height, 0, "braid");
    this.check(this.exports.braid(at, width, height, seed, threshold), `braid on a ${width}×${height} maze`);
    return this.cellsView(at, width, height).slice();
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

  private lookup(name: string, what: string): Run {
    const run = this.exports[name];
    if (typeof run !== "function") throw new InvalidArgumentError(`the loaded Wasm module has no ${what} (export ${name})`);
    return run as Run;
  }

  /** Copies the cells to the arena base with `working` bytes reserved after them; returns the base. */
  private place(cells: Uint8Array, width: number, height: number, working: number, what: string): number {
    const at = this.claimArena(gridBytes(width, height) + working, `a ${width}×${height} maze for ${what}`);
    this.cellsView(at, width, height).set(cells);
    return at;
  }

  private cellsView(cells: number, width: number, height: number): Uint8Array {
    return new Uint8Array(this.exports.memory.buffer, cells, gridBytes(width, height));
  }

  private check(status: number, operation: string, growth = "ran"): void {
    if (status === STATUS_OK) return;
    if (status === STATUS_OUT_OF_MEMORY) throw new OutOfMemoryError(`${operation} ran out of Wasm memory (4 GiB) as it ${growth}`);
    throw new WasmError(status, operation);
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
  const imports = progressImports();
  const backend = new WasmBackend(loader.instantiateSync<CoreExports & Record<string, unknown>>(source, imports.object).exports);
  imports.bind(backend);
  return backend;
}

/** Instantiates the core from bytes, a module, a URL or a Response (browsers: streaming compilation). */
export async function loadWasmBackend(source: WasmSource): Promise<WasmBackend> {
  const input = typeof source === "string" || source instanceof URL ? fetch(source) : source;
  const imports = progressImports();
  const backend = new WasmBackend((await loader.instantiate<CoreExports & Record<string, unknown>>(input, imports.object)).exports);
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

// The Wasm backend: runs the core's exports over its arena. Only numbers cross (pointers, unsigned: `>>> 0`;
// sizes, seeds, option integers, status codes). Generated, braided and sparse mazes stay in the arena as residents
// (no copy out); solvers and analysis passes get a copy of the maze's cells at the arena's top and write their
// result right after them (src/grid/abi.ts); results are read back through views built after the call, since
// any call may grow memory.

import { type GeneratorEntry, type SolverEntry, type StreamableEntry, workingBytes } from "../../algorithms/define.js";
import {
  DaedalusError,
  describeValue,
  InvalidArgumentError,
  OutOfMemoryError,
  STATUS_BAD_ARGUMENT,
  STATUS_OK,
  STATUS_OUT_OF_MEMORY,
  WasmError,
} from "../../base/errors.js";
import { ANALYSIS_FIXED, NOT_REACHED, RESULT_BYTES, resultOffset } from "../../grid/abi.js";
import type { CellSource, CellStore, Farthest, Point, SolveResult } from "../../grid/data.js";
import { gridBytes } from "../../grid/layout.js";
import { stepCapacity } from "../../grid/steps.js";
import { contractBreak } from "../../grid/validated.js";
import type { Mask } from "../../mask/mask.js";
import {
  type Backend,
  busyError,
  type GridMapEngine,
  type PreparedRun,
  type ProgressHook,
  type RowRanges,
  type StepLog,
  type TakuzuEngine,
  type TopologyEngine,
  unpadMap,
} from "../backend.js";
import { guardedTakuzuEngine } from "../takuzu-guard.js";
import { Arena, type ArenaTenant, type Core } from "./arena.js";
import { coreFunction, type Exports, generatorExport, solverExport } from "./exports.js";
import { wasmGridMapEngine } from "./gridmap.js";
import { WasmRowRanges } from "./rows.js";
import { wasmTakuzuEngine } from "./takuzu.js";
import { wasmTopologyEngine } from "./topology.js";

export class WasmBackend implements Backend {
  readonly name = "wasm" as const;
  readonly capacity: number;
  /** Where the core's progress import reports during the current generation (none: nowhere), through report(). */
  progressHook: ProgressHook | undefined;
  // What the hook last threw: the fence passes it on as it is, never as a trap of the core.
  private hookThrew: unknown;
  /**
   * Told the bytes each call is about to claim in the arena (about one per cell of its maze), before the call runs:
   * the Node loader chooses V8's compiler for the core's code by it (src/backends/node.ts).
   */
  claimHook: ((bytes: number) => void) | undefined;
  busy = false;
  readonly takuzu: TakuzuEngine;
  readonly gridMap: GridMapEngine;
  readonly topology: TopologyEngine;
  // The live instance; a trap replaces it (restart), so everything reads it anew on each call.
  private readonly core: Core;
  private readonly restart: (() => Exports) | undefined;
  // Set by the constructor alone: Object.create(WasmBackend.prototype) passes instanceof but has no core.
  readonly #constructed = true;

  /** Whether `value` is a backend this class constructed (not merely one with its prototype). */
  static isConstructed(value: unknown): value is WasmBackend {
    return typeof value === "object" && value !== null && #constructed in value;
  }

  /** `restart` makes a fresh instance of the same module: after a trap, the backend goes on with it. */
  constructor(exports: Exports, restart?: () => Exports) {
    this.core = { exports, arena: this.arenaOf(exports) };
    this.capacity = this.core.arena.capacity;
    this.restart = restart;
    this.takuzu = this.fencedTakuzu();
    this.gridMap = this.fencedGridMap();
    this.topology = wasmTopologyEngine({
      arena: () => this.core.arena,
      exports: () => this.core.exports,
      fenced: (operation, call) => this.fenced(operation, call),
      progress: (hook) => {
        this.progressHook = hook;
        this.busy = hook !== undefined;
      },
    });
  }

  /**
   * Bytes that mazes generated or braided on this backend may keep in Wasm memory (default 256 MiB); past it the
   * oldest are copied out to JS memory. Wasm memory never shrinks, so this bounds what it grows to for mazes.
   */
  get residentBudget(): number {
    return this.core.arena.budget;
  }

  set residentBudget(bytes: number) {
    if (!Number.isSafeInteger(bytes) || bytes < 0)
      throw new InvalidArgumentError(`residentBudget must be a non-negative integer of bytes, got ${describeValue(bytes)}`);
    this.core.arena.budget = bytes;
  }

  /** The current instance's exports (tests look at its memory). */
  get exports(): Exports {
    return this.core.exports;
  }

  /** The core's progress import: tells the hook, remembering what it throws (user code may throw a RuntimeError too). */
  report(done: number): void {
    try {
      this.progressHook?.(done);
    } catch (error) {
      this.hookThrew = error;
      throw error;
    }
  }

  private get arena(): Arena {
    return this.core.arena;
  }

  generate(
    entry: GeneratorEntry,
    width: number,
    height: number,
    seed: number,
    options: readonly number[],
    mask?: Mask,
    progress?: ProgressHook,
    log?: StepLog,
  ): CellStore {
    const run = coreFunction(this.exports, generatorExport(entry.name), `generator "${entry.name}"`);
    const bytes = gridBytes(width, height);
    // The step log, if asked for, goes after the working memory, 4-aligned (src/grid/steps.ts sizes it).
    const logOffset = Math.ceil((bytes + workingBytes(entry, width, height)) / 4) * 4;
    let capacity = log ? stepCapacity(width, height) : 0;
    for (;;) {
      const cells = this.arena.claim(log ? logOffset + 4 * capacity : logOffset, `a ${width}×${height} maze for ${entry.name}`);
      if (mask) this.arena.bytes(cells, bytes).set(mask.grid);
      this.exports.use_mask(mask ? 1 : 0);
      this.exports.record_steps(log ? cells + logOffset : 0, capacity);
      this.exports.reset_progress();
      this.exports.walk_heartbeat(progress?.heartbeat ?? 0);
      this.progressHook = progress;
      this.busy = true;
      let status: number;
      let count = 0;
      try {
        status = this.fenced(`generate ${entry.name}`, () => run(cells, width, height, seed, ...options));
        count = this.exports.step_count() >>> 0;
      } finally {
        this.busy = false;
        this.exports.use_mask(0);
        this.exports.record_steps(0, 0);
        this.exports.walk_heartbeat(0);
        this.progressHook = undefined;
      }
      if (status !== STATUS_OK) throw new WasmError(status, `generate ${entry.name}`);
      if (log) {
        // A log that overflowed (more swaps than the usual bound allows) is run again with room for all of them: same seed, same steps.
        if (count > capacity) {
          capacity = count;
          continue;
        }
        log.steps = this.arena.words(cells + logOffset, count).slice();
      }
      // The maze stays where the core wrote it; later calls work above it until it is disposed or evicted.
      return this.arena.keep(cells, bytes);
    }
  }

  prepareGenerator(entry: GeneratorEntry, width: number, height: number, options: readonly number[]): PreparedRun {
    const run = coreFunction(this.exports, generatorExport(entry.name), `generator "${entry.name}"`);
    const bytes = gridBytes(width, height);
    const claim = bytes + workingBytes(entry, width, height);
    // A tenant keeps its place at the top between runs (the claim is then only a bounds check).
    const tenant = { evict() {} };
    return (seed) => {
      const cells = this.arena.claim(claim, `a ${width}×${height} maze for ${entry.name}`, tenant);
      run(cells, width, height, seed, ...options);
      return this.arena.bytes(cells, bytes)[bytes >> 1]!;
    };
  }

  openRows(entry: StreamableEntry, width: number, seed: number, options: readonly number[], maxRows: number): RowRanges {
    return new WasmRowRanges(this.core, entry, width, seed, options, maxRows, (operation, call) => this.fenced(operation, call));
  }

  solve(entry: SolverEntry, grid: CellSource, width: number, height: number, from: Point, to: Point, options: readonly number[]): SolveResult {
    const run = coreFunction(this.exports, solverExport(entry.name), `solver "${entry.name}"`);
    const at = this.place(grid, width, height, workingBytes(entry, width, height), entry.name);
    const status = this.fenced(`${entry.name} on a ${width}×${height} maze`, () => run(at, width, height, from[0], from[1], to[0], to[1], ...options));
    this.check(status, `${entry.name} on a ${width}×${height} maze`, `grew ${entry.memory.onDemand}`);
    const out = resultOffset(at, width, height);
    const [length, visited] = this.arena.words(out, 2) as unknown as [number, number];
    if (length === NOT_REACHED) return { length: -1, visited, moves: new Uint8Array(0) };
    return { length, visited, moves: this.arena.bytes(out + RESULT_BYTES, Math.floor((length + 3) / 4)).slice() };
  }

  prepareSolver(entry: SolverEntry, grid: CellSource, width: number, height: number, from: Point, to: Point, options: readonly number[]): PreparedRun {
    const run = coreFunction(this.exports, solverExport(entry.name), `solver "${entry.name}"`);
    // Solvers leave the cells as they found them, so the maze is placed once and solved again and again
    // (placed anew only if another call took the top of the arena in between).
    const own = { cells: grid.cells.slice() };
    let at = -1;
    const tenant = {
      evict: () => {
        at = -1;
      },
    };
    const working = workingBytes(entry, width, height);
    return () => {
      if (at === -1) at = this.place(own, width, height, working, entry.name, tenant);
      else this.arena.claim(gridBytes(width, height) + working, `a ${width}×${height} maze for ${entry.name}`, tenant);
      this.check(run(at, width, height, from[0], from[1], to[0], to[1], ...options), `${entry.name} on a ${width}×${height} maze`);
      // The path's length, as the reference's run returns it.
      const length = this.arena.words(resultOffset(at, width, height), 1)[0]!;
      return length === NOT_REACHED ? -1 : length;
    };
  }

  distances(grid: CellSource, width: number, height: number, from: Point): Uint32Array {
    const at = this.place(grid, width, height, 4 * gridBytes(width, height) + ANALYSIS_FIXED, "the distance map");
    this.check(
      this.fenced("the distance map", () => this.exports.distances(at, width, height, from[0], from[1])),
      `the distance map of a ${width}×${height} maze`,
      "grew its FIFO",
    );
    return unpadMap(this.arena.words(resultOffset(at, width, height), gridBytes(width, height)), width, height);
  }

  farthest(grid: CellSource, width: number, height: number, from: Point): Farthest {
    const at = this.place(grid, width, height, ANALYSIS_FIXED, "the farthest-cell search");
    this.check(
      this.fenced("the farthest-cell search", () => this.exports.farthest(at, width, height, from[0], from[1])),
      `the farthest-cell search on a ${width}×${height} maze`,
      "grew its FIFO",
    );
    const [cell, distance, reached] = this.arena.words(resultOffset(at, width, height), 3) as unknown as [number, number, number];
    return { cell, distance, reached };
  }

  braid(grid: CellSource, width: number, height: number, seed: number, threshold: number): CellStore {
    const at = this.place(grid, width, height, 0, "braid");
    this.check(
      this.fenced("braid", () => this.exports.braid(at, width, height, seed, threshold)),
      `braid on a ${width}×${height} maze`,
    );
    return this.arena.keep(at, gridBytes(width, height));
  }

  sparse(grid: CellSource, width: number, height: number, seed: number, threshold: number): CellStore {
    const at = this.place(grid, width, height, 0, "sparse");
    this.check(
      this.fenced("sparse", () => this.exports.sparse(at, width, height, seed, threshold)),
      `sparse on a ${width}×${height} maze`,
    );
    return this.arena.keep(at, gridBytes(width, height));
  }

  /**
   * Copies the cells to the arena's top with `working` bytes reserved after them, and checks the copy against the
   * grid contract in one pass of the core (cells changed after they were made could send a solver astray); returns
   * where. The cells are read after the claim: it may grow memory or move resident mazes, the source among them.
   */
  private place(grid: CellSource, width: number, height: number, working: number, what: string, tenant?: ArenaTenant): number {
    const at = this.arena.claim(gridBytes(width, height) + working, `a ${width}×${height} maze for ${what}`, tenant);
    this.arena.bytes(at, gridBytes(width, height)).set(grid.cells);
    if (this.fenced("the grid check", () => this.exports.check_grid(at, width, height)) !== STATUS_OK)
      throw contractBreak(width, height, grid.cells) ?? new WasmError(STATUS_BAD_ARGUMENT, "check_grid");
    return at;
  }

  /**
   * Runs a call into the core. A trap (a RuntimeError: out-of-bounds memory, unreachable) may leave the instance's
   * globals half-set, so the backend restarts on a fresh instance of the same module (a stream's state is copied out
   * first) and the caller gets a WASM error; the next call works as usual.
   */
  private fenced<T>(operation: string, call: () => T): T {
    this.hookThrew = undefined;
    try {
      return call();
    } catch (error) {
      // A RuntimeError the progress hook threw (onProgress running other Wasm, or throwing one) is the caller's own.
      if (!(error instanceof WebAssembly.RuntimeError) || error === this.hookThrew) throw error;
      const restarted = this.restartCore();
      throw new DaedalusError(
        "WASM",
        `${operation} trapped in the Wasm core (${error.message}); ${restarted ? "the backend goes on with a fresh instance" : "this instance cannot be restarted: load the backend again"}`,
      );
    }
  }

  /** Replaces the instance with a fresh one of the same module; false when there is no way to (no restart given). */
  private restartCore(): boolean {
    if (!this.restart) return false;
    this.core.arena.evictAll();
    let exports: Exports;
    try {
      exports = this.restart();
    } catch {
      // A browser's main thread may refuse a synchronous instance of a large module.
      return false;
    }
    this.core.exports = exports;
    this.core.arena = this.arenaOf(exports, this.core.arena.budget);
    return true;
  }

  /**
   * Every call into the core claims the arena first: while a generation runs (its onProgress or signal is calling
   * user code), a claim would land on the memory it works in, so it is refused, whoever makes it (a stream's next
   * range, a prepared run, a call on this backend object itself).
   */
  private arenaOf(exports: Exports, budget?: number): Arena {
    return new Arena(exports, budget, (bytes) => {
      if (this.busy) throw busyError(this.name);
      this.claimHook?.(bytes);
    });
  }

  /** The Takuzu engine of the current instance, each call fenced. */
  private fencedTakuzu(): TakuzuEngine {
    const engine = () => wasmTakuzuEngine(this.core.arena, this.core.exports);
    return guardedTakuzuEngine({
      generate: (...args) => this.fenced("takuzu generate", () => engine().generate(...args)),
      solve: (...args) => this.fenced("takuzu solve", () => engine().solve(...args)),
      grade: (...args) => this.fenced("takuzu grade", () => engine().grade(...args)),
    });
  }

  /** The grid-map engine of the current instance, each call fenced (a prepared run keeps the instance it was made on). */
  private fencedGridMap(): GridMapEngine {
    const engine = () => wasmGridMapEngine(this.core.arena, this.core.exports);
    return {
      solve: (...args) => this.fenced("grid-map solve", () => engine().solve(...args)),
      prepare: (...args) => {
        const run = engine().prepare(...args);
        return (iteration) => this.fenced("grid-map solve", () => run(iteration));
      },
    };
  }

  private check(status: number, operation: string, growth = "ran"): void {
    if (status === STATUS_OK) return;
    if (status === STATUS_OUT_OF_MEMORY) throw new OutOfMemoryError(`${operation} ran out of Wasm memory (4 GiB) as it ${growth}`);
    throw new WasmError(status, operation);
  }
}

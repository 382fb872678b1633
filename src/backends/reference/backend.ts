// The pure-TypeScript backend: runs the reference mirror of each algorithm over JS typed arrays. Solvers and
// analysis passes work on the maze's own cells in place and clear their marks, so they need no copy.

import type { GeneratorEntry, SolverEntry, StreamableEntry } from "../../algorithms/define.js";
import { OutOfMemoryError, STATUS_BAD_ARGUMENT, STATUS_OK, WasmError } from "../../base/errors.js";
import { type CellSource, type CellStore, type Farthest, ownedStore, type Point, type SolveResult } from "../../grid/data.js";
import { gridBytes, strideOf } from "../../grid/layout.js";
import { MAX_GRID_BYTES } from "../../grid/size.js";
import { contractBreak } from "../../grid/validated.js";
import type { Mask } from "../../mask/mask.js";
import { distances } from "../../reference/analysis/distances.js";
import { farthest } from "../../reference/analysis/farthest.js";
import { checkGrid } from "../../reference/check.js";
import { setMaskedInput } from "../../reference/mask.js";
import { resetProgress } from "../../reference/progress.js";
import { clearSolverScratch } from "../../reference/solvers/marks.js";
import { recordSteps } from "../../reference/steps.js";
import { braid } from "../../reference/transforms/braid.js";
import { sparse } from "../../reference/transforms/sparse.js";
import { type Backend, busyError, type PreparedRun, type ProgressHook, type RowRanges, type StepLog, unpadMap } from "../backend.js";
import { prepareRowAbove } from "../row-buffer.js";
import { guardedTakuzuEngine } from "../takuzu-guard.js";
import { referenceGridMapEngine } from "./gridmap.js";
import { referenceTakuzuEngine } from "./takuzu.js";
import { referenceTopologyEngine } from "./topology.js";

export const referenceBackend: Backend & { busy: boolean } = {
  name: "reference",
  // One typed array holds the cells; working arrays are capped alike.
  capacity: MAX_GRID_BYTES,
  busy: false,

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
    refuseWhileBusy();
    const cells = allocate(gridBytes(width, height), `a ${width}×${height} maze`);
    if (mask) cells.set(mask.grid);
    setMaskedInput(mask !== undefined);
    resetProgress(progress, progress?.heartbeat ?? 0);
    if (log) recordSteps(true);
    referenceBackend.busy = true;
    try {
      entry.reference(cells, width, height, seed, ...options);
    } finally {
      referenceBackend.busy = false;
      setMaskedInput(false);
      resetProgress();
      if (log) log.steps = recordSteps(false);
    }
    return ownedStore(cells);
  },

  prepareGenerator(entry: GeneratorEntry, width: number, height: number, options: readonly number[]): PreparedRun {
    const cells = allocate(gridBytes(width, height), `a ${width}×${height} maze`);
    return (seed) => {
      entry.reference(cells, width, height, seed, ...options);
      return cells[cells.length >> 1]!;
    };
  },

  openRows(entry: StreamableEntry, width: number, seed: number, options: readonly number[], maxRows: number): RowRanges {
    const stride = strideOf(width);
    // The state saves the PRNG after every range, so reference generations in between do not disturb it.
    const state = entry.rows.start(width, seed);
    const buffer = allocate((maxRows + 1) * stride, `the rows of a ${width}-wide stream`);
    let previousCount = 0;
    return {
      fill(rowCount: number, atTop: boolean, atBottom: boolean): Uint8Array {
        refuseWhileBusy();
        prepareRowAbove(buffer, stride, atTop, previousCount);
        entry.rows.fill(state, buffer, stride, width, rowCount, atTop, atBottom, ...options);
        previousCount = rowCount;
        return buffer.subarray(0, (rowCount + 1) * stride);
      },
      close(): void {},
    };
  },

  solve(entry: SolverEntry, grid: CellSource, width: number, height: number, from: Point, to: Point, options: readonly number[]): SolveResult {
    const { cells } = grid;
    return inPlace(entry.name, cells, width, height, () => entry.reference(cells, width, height, from[0], from[1], to[0], to[1], ...options));
  },

  prepareSolver(entry: SolverEntry, grid: CellSource, width: number, height: number, from: Point, to: Point, options: readonly number[]): PreparedRun {
    const own = grid.cells.slice();
    checkContract(own, width, height);
    return () => entry.reference(own, width, height, from[0], from[1], to[0], to[1], ...options).length;
  },

  distances(grid: CellSource, width: number, height: number, from: Point): Uint32Array {
    const { cells } = grid;
    return inPlace("the distance map", cells, width, height, () => unpadMap(distances(cells, width, height, from[0], from[1]), width, height));
  },

  farthest(grid: CellSource, width: number, height: number, from: Point): Farthest {
    const { cells } = grid;
    return inPlace("the farthest-cell search", cells, width, height, () => farthest(cells, width, height, from[0], from[1]));
  },

  braid(grid: CellSource, width: number, height: number, seed: number, threshold: number): CellStore {
    const braided = allocate(gridBytes(width, height), `a braided ${width}×${height} maze`);
    braided.set(grid.cells);
    checkContract(braided, width, height);
    braid(braided, width, height, seed, threshold);
    return ownedStore(braided);
  },

  sparse(grid: CellSource, width: number, height: number, seed: number, threshold: number): CellStore {
    const culled = allocate(gridBytes(width, height), `a sparser ${width}×${height} maze`);
    culled.set(grid.cells);
    checkContract(culled, width, height);
    sparse(culled, width, height, seed, threshold);
    return ownedStore(culled);
  },

  takuzu: guardedTakuzuEngine(referenceTakuzuEngine),
  gridMap: referenceGridMapEngine,
  topology: referenceTopologyEngine((on) => {
    referenceBackend.busy = on;
  }),
};

/**
 * The generators share the module's PRNG, progress and mask state: while a generation runs (its onProgress or signal
 * calling user code), another generation or a stream's next range, which reach here without getBackend (a stream
 * made before, a tiled stream's tiles), would change them under it.
 */
function refuseWhileBusy(): void {
  if (referenceBackend.busy) throw busyError("reference");
}

function allocate(bytes: number, purpose: string): Uint8Array {
  try {
    return new Uint8Array(bytes);
  } catch (cause) {
    throw new OutOfMemoryError(`could not allocate ${bytes} bytes for ${purpose}: ${String(cause)}`);
  }
}

/** Throws the error naming where the cells break the grid contract (checked in one pass, as the core does). */
function checkContract(cells: Uint8Array, width: number, height: number): void {
  if (checkGrid(cells, width, height) !== STATUS_OK) throw contractBreak(width, height, cells) ?? new WasmError(STATUS_BAD_ARGUMENT, "checkGrid");
}

/** Runs `work` on cells it marks in place, once they are checked; if it runs out of memory, the marks are cleared before the error. */
function inPlace<T>(what: string, cells: Uint8Array, width: number, height: number, work: () => T): T {
  checkContract(cells, width, height);
  try {
    return work();
  } catch (cause) {
    clearSolverScratch(cells, width, height);
    if (cause instanceof RangeError) throw new OutOfMemoryError(`${what} on a ${width}×${height} maze ran out of memory: ${cause.message}`);
    throw cause;
  }
}

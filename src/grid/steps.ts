// Steps (docs/ABI.md "Steps"): the order in which a generation toggles passages. A step is a u32, the padded index
// of a cell << 2 | a direction 0..3 = N, E, S, W; it toggles that passage on both sides. Replaying the steps from
// the start grid the generator assumes gives its maze: "closed" (every passage closed: the carvers) or "open"
// (every inner passage open, the outer wall closed: recursive division, which adds walls).

import { InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { BORDER, cellIndex, gridBytes, initGrid, offsetsFor, PASSAGES, strideOf } from "./layout.js";

/** The grid a step log starts from. */
export type StepStart = "closed" | "open";
export const stepStarts: readonly StepStart[] = ["closed", "open"];

/** The most cells a maze whose steps are recorded may have (4096×4096): its log takes up to 8 bytes per cell. */
export const STEPS_MAX_CELLS = 2 ** 24;

/** Steps a log holds before a generation: two per cell (a spanning tree has W·H − 1; a swap or a wall adds a few). */
export function stepCapacity(width: number, height: number): number {
  return 2 * width * height + 16;
}

/** Throws SizeLimitError unless a W×H maze may record its steps. */
export function checkStepsSize(width: number, height: number): void {
  if (width * height <= STEPS_MAX_CELLS) return;
  throw new SizeLimitError(
    `steps are recorded for mazes of at most ${STEPS_MAX_CELLS} cells (4096×4096, or any W×H up to that), got ${width}×${height} = ${width * height} cells`,
  );
}

/** The cell (x, y) and direction 0..3 (N, E, S, W) of a step of a W-wide maze. */
export function decodeStep(step: number, width: number): { x: number; y: number; direction: number } {
  const index = step >>> 2;
  const stride = strideOf(width);
  return { x: (index % stride) - 1, y: Math.floor(index / stride) - 1, direction: step & 3 };
}

/** The start grid: padding BORDER, inner cells closed or open (the outer wall closed), a mask's excluded cells BORDER. */
export function startGrid(width: number, height: number, start: StepStart, mask?: Uint8Array): Uint8Array {
  const cells = new Uint8Array(gridBytes(width, height));
  initGrid(cells, width, height, start === "open" ? PASSAGES : 0);
  if (start === "open") {
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = cellIndex(width, x, y);
        if (y === 0) cells[i]! &= ~1;
        if (x === width - 1) cells[i]! &= ~2;
        if (y === height - 1) cells[i]! &= ~4;
        if (x === 0) cells[i]! &= ~8;
      }
    }
  }
  if (mask) for (let i = 0; i < cells.length; i++) if (mask[i] === BORDER) cells[i] = BORDER;
  return cells;
}

/**
 * Toggles steps[from, to) in `cells` (a W×H padded grid); each step must join two inner cells (InvalidArgumentError
 * naming the first that does not).
 */
export function applySteps(cells: Uint8Array, width: number, steps: Uint32Array, from = 0, to = steps.length): void {
  const offsets = offsetsFor(strideOf(width));
  for (let k = from; k < to; k++) {
    const step = steps[k]!;
    const d = step & 3;
    const here = step >>> 2;
    const there = here + offsets[d]!;
    if (here >= cells.length || there < 0 || there >= cells.length || cells[here]! >= BORDER || cells[there]! >= BORDER) {
      const { x, y } = decodeStep(step, width);
      throw new InvalidArgumentError(`step ${k} (${step}: cell ${x},${y} towards ${"NESW"[d]}) does not join two cells of the maze`);
    }
    cells[here]! ^= 1 << d;
    cells[there]! ^= 1 << ((d + 2) & 3);
  }
}

/** The maze the steps make: the start grid (and mask, if any: its padded grid, BORDER where excluded) with every step toggled. */
export function replaySteps(width: number, height: number, steps: Uint32Array, start: StepStart = "closed", mask?: Uint8Array): Uint8Array {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height) || width < 1 || height < 1 || width * height > STEPS_MAX_CELLS) {
    throw new InvalidArgumentError(`replaySteps takes a size of 1×1 up to ${STEPS_MAX_CELLS} cells, got ${width}×${height}`);
  }
  if (!(steps instanceof Uint32Array)) throw new InvalidArgumentError("replaySteps takes the steps as a Uint32Array");
  if (mask !== undefined && (!(mask instanceof Uint8Array) || mask.length !== gridBytes(width, height))) {
    throw new InvalidArgumentError(`replaySteps takes a mask as the padded grid of ${gridBytes(width, height)} bytes (maze.cells or mask.grid)`);
  }
  if (!stepStarts.includes(start)) throw new InvalidArgumentError(`start must be "closed" or "open", got ${JSON.stringify(start)}`);
  const cells = startGrid(width, height, start, mask);
  applySteps(cells, width, steps);
  return cells;
}

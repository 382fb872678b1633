// Steps (docs/ABI.md "Steps"): the order in which a generation toggles passages. A step is a u32, the padded index
// of a cell << 2 | a direction 0..3 = N, E, S, W; it toggles that passage on both sides. Replaying the steps from
// the start grid the generator assumes gives its maze: "closed" (every passage closed: the carvers) or "open"
// (every inner passage open, the outer wall closed: recursive division, which adds walls).

import { describeValue, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
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

/** Throws InvalidArgumentError unless width and height are a size whose steps may be recorded (1×1 up to STEPS_MAX_CELLS cells). */
function checkStepsGridSize(caller: string, width: unknown, height: unknown): asserts width is number {
  for (const [name, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isSafeInteger(value) || (value as number) < 1 || (value as number) > STEPS_MAX_CELLS)
      throw new InvalidArgumentError(`${caller}'s ${name} must be an integer from 1 to ${STEPS_MAX_CELLS}, got ${describeValue(value)}`);
  }
  if ((width as number) * (height as number) > STEPS_MAX_CELLS)
    throw new InvalidArgumentError(`${caller} takes a size of 1×1 up to ${STEPS_MAX_CELLS} cells, got ${width}×${height}`);
}

/** The start and the mask of a start grid: "closed" or "open", and undefined or the padded grid of W×H bytes. */
function checkStartAndMask(caller: string, width: number, height: number, start: unknown, mask: unknown): void {
  if (!stepStarts.includes(start as StepStart)) throw new InvalidArgumentError(`${caller}'s start must be "closed" or "open", got ${describeValue(start)}`);
  if (mask !== undefined && (!(mask instanceof Uint8Array) || mask.length !== gridBytes(width, height)))
    throw new InvalidArgumentError(
      `${caller} takes a mask as the padded grid of ${gridBytes(width, height)} bytes (maze.cells or mask.grid), got ${describeValue(mask)}`,
    );
}

/** The cell (x, y) and direction 0..3 (N, E, S, W) of a step of a W-wide maze. */
export function decodeStep(step: number, width: number): { x: number; y: number; direction: number } {
  if (!Number.isSafeInteger(step) || step < 0 || step > 0xffffffff)
    throw new InvalidArgumentError(`decodeStep's step must be an integer from 0 to ${0xffffffff} (a u32), got ${describeValue(step)}`);
  if (!Number.isSafeInteger(width) || width < 1 || width > STEPS_MAX_CELLS)
    throw new InvalidArgumentError(`decodeStep's width must be an integer from 1 to ${STEPS_MAX_CELLS}, got ${describeValue(width)}`);
  const index = step >>> 2;
  const stride = strideOf(width);
  return { x: (index % stride) - 1, y: Math.floor(index / stride) - 1, direction: step & 3 };
}

/** The start grid: padding BORDER, inner cells closed or open (the outer wall closed), a mask's excluded cells BORDER. */
export function startGrid(width: number, height: number, start: StepStart, mask?: Uint8Array): Uint8Array {
  checkStepsGridSize("startGrid", width, height);
  checkStartAndMask("startGrid", width, height, start, mask);
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
export function applySteps(cells: Uint8Array, width: number, steps: Uint32Array, from?: number, to?: number): void {
  if (!(cells instanceof Uint8Array)) throw new InvalidArgumentError(`applySteps's cells must be a Uint8Array (a padded grid), got ${describeValue(cells)}`);
  if (!Number.isSafeInteger(width) || width < 1 || width > STEPS_MAX_CELLS)
    throw new InvalidArgumentError(`applySteps's width must be an integer from 1 to ${STEPS_MAX_CELLS}, got ${describeValue(width)}`);
  const rows = cells.length / strideOf(width) - 2;
  if (!Number.isInteger(rows) || rows < 1)
    throw new InvalidArgumentError(`applySteps's cells must be the padded grid of a ${width}-wide maze, (${width}+2)·(H+2) bytes, got ${cells.length}`);
  if (!(steps instanceof Uint32Array)) throw new InvalidArgumentError(`applySteps's steps must be a Uint32Array, got ${describeValue(steps)}`);
  const first = from ?? 0;
  const last = to ?? steps.length;
  if (!Number.isSafeInteger(first) || first < 0 || first > steps.length)
    throw new InvalidArgumentError(`applySteps's from must be an integer from 0 to ${steps.length}, got ${describeValue(from)}`);
  if (!Number.isSafeInteger(last) || last < first || last > steps.length)
    throw new InvalidArgumentError(`applySteps's to must be an integer from ${first} to ${steps.length}, got ${describeValue(to)}`);
  checkPadding(cells, width, rows);
  applyCheckedSteps(cells, width, steps, first, last);
}

/**
 * Refuses cells whose padding is not all BORDER: the steps are checked by the bytes they join, so a zeroed grid let a
 * step through the outer wall write the padding. O(W + H), once per call.
 */
function checkPadding(cells: Uint8Array, width: number, height: number): void {
  const stride = strideOf(width);
  const last = (height + 1) * stride;
  const refuse = (index: number): never => {
    const x = (index % stride) - 1;
    const y = Math.floor(index / stride) - 1;
    throw new InvalidArgumentError(
      `applySteps's cells must hold ${BORDER} (BORDER) on the padding (startGrid makes them), got ${cells[index]} at (${x}, ${y})`,
    );
  };
  for (let x = 0; x < stride; x++) {
    if (cells[x] !== BORDER) refuse(x);
    if (cells[last + x] !== BORDER) refuse(last + x);
  }
  for (let row = stride; row < last; row += stride) {
    if (cells[row] !== BORDER) refuse(row);
    if (cells[row + stride - 1] !== BORDER) refuse(row + stride - 1);
  }
}

/**
 * applySteps on arguments known to fit; atomic: every step is checked before any is applied, so a bad step leaves
 * the cells as they were. (Toggling passage bits never makes a cell BORDER, so a step fits before the others are
 * applied exactly when it fits after them.)
 */
function applyCheckedSteps(cells: Uint8Array, width: number, steps: Uint32Array, from: number, to: number): void {
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
  }
  for (let k = from; k < to; k++) {
    const step = steps[k]!;
    const d = step & 3;
    const here = step >>> 2;
    cells[here]! ^= 1 << d;
    cells[here + offsets[d]!]! ^= 1 << ((d + 2) & 3);
  }
}

/** The maze the steps make: the start grid (and mask, if any: its padded grid, BORDER where excluded) with every step toggled. */
export function replaySteps(width: number, height: number, steps: Uint32Array, start: StepStart = "closed", mask?: Uint8Array): Uint8Array {
  checkStepsGridSize("replaySteps", width, height);
  if (!(steps instanceof Uint32Array)) throw new InvalidArgumentError(`replaySteps takes the steps as a Uint32Array, got ${describeValue(steps)}`);
  checkStartAndMask("replaySteps", width, height, start, mask);
  const cells = startGrid(width, height, start, mask);
  applyCheckedSteps(cells, width, steps, 0, steps.length);
  return cells;
}

// Size limits, computed from an algorithm's declared memory before any work starts.

import { describeValue, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { RANDOM_STATE_WORDS } from "../grid/abi.js";
import { gridBytes, strideOf } from "../grid/layout.js";
import { largest } from "../grid/size.js";
import { type StreamableEntry, type WorkingMemory, workingBytes } from "./define.js";

/** What a limit is checked against: a backend's name and the most bytes one run may use. */
export interface Capacity {
  readonly name: string;
  readonly capacity: number;
}

/** Anything with declared working memory: a generator or a solver entry. */
export interface Sized {
  readonly name: string;
  readonly memory: WorkingMemory;
}

/** Bytes a run needs for a W×H maze. */
export type Need = (width: number, height: number) => number;

/** Bytes one run needs: the padded cell array plus the algorithm's working memory reserved up front. */
export function requiredBytes(entry: Sized, width: number, height: number): number {
  return gridBytes(width, height) + workingBytes(entry, width, height);
}

/** Side of the largest square maze this algorithm can handle on this backend. */
export function largestSquare(entry: Sized, backend: Capacity): number {
  return largest((side) => requiredBytes(entry, side, side) <= backend.capacity);
}

/** Checks that a W×H maze fits before any memory is touched; the error names the largest size that does. */
export function checkSize(entry: Sized, backend: Capacity, width: number, height: number): void {
  checkNeed(entry.name, backend, width, height, (w, h) => requiredBytes(entry, w, h));
}

/** checkSize for any need: `label` names what needs the memory in the error. */
export function checkNeed(label: string, backend: Capacity, width: number, height: number, need: Need): void {
  checkDimensions(width, height);
  const needed = need(width, height);
  if (needed <= backend.capacity) return;
  const side = largest((n) => need(n, n) <= backend.capacity);
  const tallest = largest((h) => need(width, h) <= backend.capacity);
  const atWidth = tallest > 0 ? ` (or ${width}×${tallest} at this width)` : "";
  throw new SizeLimitError(
    `${width}×${height} is too large for ${label} on the ${backend.name} backend: it needs ${needed} bytes, ` +
      `the backend holds ${backend.capacity}; the largest square that fits is ${side}×${side}${atWidth}`,
  );
}

/** Width and height are positive safe integers (InvalidArgumentError naming the one that is not). */
export function checkDimensions(width: number, height: number): void {
  for (const [name, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 1) {
      throw new InvalidArgumentError(`${name} must be a positive integer, got ${describeValue(value)}`);
    }
  }
}

/** Bytes of the state a W-wide stream carries between ranges: the saved PRNG state, then the generator's per-column working memory. */
export function streamStateBytes(entry: StreamableEntry, width: number): number {
  return RANDOM_STATE_WORDS * 4 + entry.memory.perRow * width;
}

/** Where a stream's row buffer starts, after its state: 16-byte aligned. */
export function streamBufferOffset(entry: StreamableEntry, width: number): number {
  return Math.ceil(streamStateBytes(entry, width) / 16) * 16;
}

/** Bytes a W-wide stream holds at once: its state, then the row above and up to `maxRows` rows. */
export function streamBytes(entry: StreamableEntry, width: number, maxRows: number): number {
  return streamBufferOffset(entry, width) + (maxRows + 1) * strideOf(width);
}

/** The most rows a stream fills in one range: a chunk, plus the row that waits for the next range (src/stream.ts). */
export function streamRangeRows(rowsPerChunk: number, height: number): number {
  return Math.min(rowsPerChunk + 1, height);
}

/** Checks that a stream fits before any memory is touched; the error names the widest that does. */
export function checkStreamSize(entry: StreamableEntry, backend: Capacity, width: number, height: number, rowsPerChunk: number): void {
  const needed = streamBytes(entry, width, streamRangeRows(rowsPerChunk, height));
  if (needed <= backend.capacity) return;
  const widest = largest((w) => streamBytes(entry, w, streamRangeRows(1, height)) <= backend.capacity);
  throw new SizeLimitError(
    `a ${width}-wide stream of ${entry.name} (rowsPerChunk ${rowsPerChunk}) needs ${needed} bytes on the ${backend.name} backend, ` +
      `which holds ${backend.capacity}; fewer rows per chunk need less, and the widest stream that fits (rowsPerChunk 1) is ${widest}`,
  );
}

// The arena's result layout, mirrored from assembly/solvers/path.ts, assembly/solvers/ring.ts and
// assembly/random.ts, and the ABI version of assembly/version.ts (docs/ABI.md); test/contract.test.ts keeps
// them equal. The status codes are mirrored in src/base/errors.ts.

import { gridBytes } from "./layout.js";

/** The version of the core's ABI (docs/ABI.md) this side is written against: the core's export abi_version() returns it. */
export const ABI_VERSION = 6;

/** A solver's or an analysis pass's result starts here: right after the cell array at `cells`, 16-byte aligned. */
export function resultOffset(cells: number, width: number, height: number): number {
  return Math.ceil((cells + gridBytes(width, height)) / 16) * 16;
}

/** The result header: [length u32][visited u32][8 unused bytes], then the moves (2 bits each) or the map. */
export const RESULT_BYTES = 16;
/** `length` when the goal was not reached. */
export const NOT_REACHED = 0xffffffff;
/** Bytes reserved after the cells for any result: up to 15 bytes of alignment, then the header. */
export const RESULT_FIXED = 15 + RESULT_BYTES;
/** Entries a growable ring (a FIFO, an open set) starts with. */
export const RING_INITIAL = 64;
/** u32 words of a saved PRNG state (assembly/random.ts): the head of every row stream's state. */
export const RANDOM_STATE_WORDS = 4;

/** Bytes after the cells for a breadth-first analysis pass: the result, and its FIFO's first entries. */
export const ANALYSIS_FIXED = RESULT_FIXED + RING_INITIAL * 4;

/** Bytes the distance map needs in the arena: the cells, a u32 per padded cell, the FIFO's first entries. */
export function distanceMapBytes(width: number, height: number): number {
  return 5 * gridBytes(width, height) + ANALYSIS_FIXED;
}

/** Bytes the farthest-cell search needs in the arena: the cells and the FIFO's first entries. */
export function farthestBytes(width: number, height: number): number {
  return gridBytes(width, height) + ANALYSIS_FIXED;
}

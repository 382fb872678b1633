// Solvers, analysis passes and transforms trust the cells they get (padding, symmetric passages, no scratch
// bits); this checks a maze before a use that reads its cells without a backend (adapters, writers). Mazes made by
// generate(), braid() and the readers are known to be valid and are recorded with a fingerprint of their bytes, so a
// use checks the fingerprint (a fraction of a nanosecond a cell) and walks the contract only if the cells changed.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { findPaddingProblem, findPassageProblem } from "./check.js";
import type { MazeData } from "./data.js";

const valid = new WeakMap<Uint8Array, number>();

/**
 * Records the cells of a maze `width` wide as valid (they come from a generator, a transform or a validating reader),
 * as their bytes are now; the width is part of the record, as the same bytes read at another width are another maze.
 */
export function markValid(cells: Uint8Array, width: number): void {
  valid.set(cells, printOf(cells, width));
}

/** Carries the record of valid cells to `moved`, a new view of the same store, if its bytes are the ones recorded. */
export function carryValid(previous: Uint8Array, moved: Uint8Array, width: number): void {
  const print = valid.get(previous);
  if (print !== undefined && printOf(moved, width) === print) valid.set(moved, print);
}

function printOf(cells: Uint8Array, width: number): number {
  return (fingerprint(cells) ^ Math.imul(width, 0x9e3779b1)) >>> 0;
}

/**
 * Throws an InvalidArgumentError when `maze` is not a maze (a Maze, or width, height and cells that fit), or names the
 * first problem of its cells unless they are known valid and unchanged since: for what reads cells without a backend.
 * Returns the fields it checked, each read once (mazeSnapshot): the caller reads those, never `maze` again, so a getter
 * that answers differently on a second read cannot make it write or walk cells other than the ones checked.
 */
export function checkMaze(given: unknown): MazeData {
  const maze = mazeSnapshot(given);
  const cells = maze.cells;
  const print = printOf(cells, maze.width);
  if (valid.get(cells) === print) return maze;
  const error = contractBreak(maze.width, maze.height, cells);
  if (error) throw error;
  valid.set(cells, print);
  return maze;
}

/**
 * A 32-bit hash of the bytes (FNV-1a over 32-bit words, four lanes so that the multiplies overlap): any change of
 * one word changes it, and a change that keeps it is a 1 in 2^32 chance.
 */
export function fingerprint(cells: Uint8Array): number {
  const words = cells.byteOffset % 4 === 0 ? new Uint32Array(cells.buffer, cells.byteOffset, cells.length >>> 2) : undefined;
  let a = 0x811c9dc5;
  let b = 0x01000193;
  let c = 0x9e3779b9;
  let d = 0x85ebca6b;
  let tail = 0;
  if (words) {
    const four = words.length & ~3;
    for (let i = 0; i < four; i += 4) {
      a = Math.imul(a ^ words[i]!, 0x01000193);
      b = Math.imul(b ^ words[i + 1]!, 0x01000193);
      c = Math.imul(c ^ words[i + 2]!, 0x01000193);
      d = Math.imul(d ^ words[i + 3]!, 0x01000193);
    }
    for (let i = four; i < words.length; i++) a = Math.imul(a ^ words[i]!, 0x01000193);
    tail = words.length << 2;
  }
  for (let i = tail; i < cells.length; i++) b = Math.imul(b ^ cells[i]!, 0x01000193);
  return (Math.imul(a, 3) ^ Math.imul(b, 5) ^ Math.imul(c, 7) ^ Math.imul(d, 11) ^ cells.length) >>> 0;
}

/**
 * The fields every maze has, of the right types and sizes: what a caller passing null or {} learns first. Enough for
 * a verb that runs on a backend, which checks the cells against the contract itself before anything trusts them.
 */
export function checkMazeShape(maze: unknown): asserts maze is MazeData {
  if (typeof maze !== "object" || maze === null) throw new InvalidArgumentError(`maze must be a Maze, got ${describeValue(maze)}`);
  const { width, height, cells } = maze as Partial<MazeData>;
  for (const [name, value] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isSafeInteger(value) || (value as number) < 1)
      throw new InvalidArgumentError(`maze ${name} must be a positive integer, got ${describeValue(value)}`);
  }
  if (!(cells instanceof Uint8Array)) throw new InvalidArgumentError(`maze cells must be a Uint8Array, got ${describeValue(cells)}`);
  const expected = ((width as number) + 2) * ((height as number) + 2);
  if (cells.length !== expected) throw new InvalidArgumentError(`maze cells must hold (width+2)·(height+2) = ${expected} bytes, got ${cells.length}`);
}

/**
 * The maze's fields, each read once, shape-checked: what a verb works on from its door on. A getter that answers
 * differently on a second read (other cells, another width) then cannot make the bytes used differ from those checked.
 */
export function mazeSnapshot(maze: unknown): MazeData {
  if (typeof maze !== "object" || maze === null) checkMazeShape(maze);
  // A snapshot taken again (stats and longestPath pass theirs to farthestFrom) stays live: copied, it held the view of
  // the moment, detached when the next claim grew the memory (a raw TypeError from longestPath of a 300×300 maze).
  if (liveSnapshots.has(maze)) return maze as MazeData;
  const { width, height, cells, algorithm, seed, options, openings, tiles } = maze as MazeData;
  const snapshot = { width, height, cells, algorithm, seed, options, openings, tiles };
  checkMazeShape(snapshot);
  // A Maze's own cells are a view of its store, made anew when the Wasm memory grows (the old view is then
  // detached): the snapshot reads them through the Maze, whose getter always gives the same bytes. So does a plain
  // object over a Maze's view (a spread maze, { width, height, cells: maze.cells }), whose view the call's own claim
  // would detach.
  const source = liveSource?.(maze as object, cells);
  if (source) {
    const live = {
      ...snapshot,
      get cells() {
        return source.cells;
      },
    };
    liveSnapshots.add(live);
    return live;
  }
  return snapshot;
}

const liveSnapshots = new WeakSet<object>();

/** What a snapshot of `maze` reads its cells through: the Maze itself, the live Maze whose view `cells` is, or none. */
type LiveSource = (maze: object, cells: Uint8Array) => { readonly cells: Uint8Array } | undefined;

let liveSource: LiveSource | undefined;

/** Tells mazeSnapshot which objects are Mazes and whose views cells are (src/maze.ts, a layer above this one, calls it once). */
export function recogniseMazes(source: LiveSource): void {
  liveSource = source;
}

/** The error naming the first place where the cells break the grid contract, or undefined when they keep it. */
export function contractBreak(width: number, height: number, cells: Uint8Array): InvalidArgumentError | undefined {
  const problem = findPaddingProblem(width, height, cells) ?? findPassageProblem(width, height, cells, true);
  if (!problem) return undefined;
  const inside = problem.x >= 0 && problem.x < width && problem.y >= 0 && problem.y < height;
  const where = inside ? `cell (${problem.x}, ${problem.y}): ` : "";
  return new InvalidArgumentError(`the maze's cells break the grid contract: ${where}${problem.message}`);
}

// npy: maze-dataset's connection_list (connection-list.ts) in NumPy's .npy container (npy-container.ts), the file
// numpy.load reads: one maze is a boolean array of shape (2, rows, cols); a batch (`generate --count n`, -n 1
// included) is ONE array of shape (n, 2, rows, cols), its header written once before the first maze
// (Batching.document), so shards written with `--shard i/k` concatenate into it. The layout has no mask (a masked
// maze is refused) and no path (a solution is ignored, as binary and hex ignore it). The reader takes one maze, or a batch of one; a larger batch is refused.

import { FormatError, InvalidArgumentError } from "../base/errors.js";
import { hasExcludedCells } from "../grid/check.js";
import type { MazeData } from "../grid/data.js";
import { checkMaze, mazeSnapshot } from "../grid/validated.js";
import { ChunkBuffer } from "./chunks.js";
import { cellsFromConnections, connectionRow, connectionShapeProblem } from "./connection-list.js";
import { type Chunk, type Format, type ReadResult, SNIFF_MAGIC, type WriteOptions } from "./format.js";
import { isNpy, npyHeader, readNpy } from "./npy-container.js";
import { checkWriteInput } from "./write-options.js";

const NAME = "npy";

/** A maze the layout can hold: keeping the grid contract (each passage is stored once), with no excluded cell. The
 *  options are checked as every writer checks them, though npy uses none (null or 5 was taken without a word). */
function checkWritable(given: MazeData, options: WriteOptions | undefined): MazeData {
  const maze = mazeSnapshot(given);
  checkWriteInput(NAME, maze, options);
  checkMaze(maze);
  if (hasExcludedCells(maze.width, maze.height, maze.cells)) {
    throw new InvalidArgumentError(
      "npy: maze-dataset's connection list has no excluded cells, and this maze has some (a mask); write it as json, binary or hex, which keep the mask",
    );
  }
  return maze;
}

/** The down plane, then the right plane, a few rows per chunk. */
function* planes(maze: MazeData): Iterable<Chunk> {
  const out = new ChunkBuffer(maze.width);
  for (const plane of [0, 1] as const) {
    for (let y = 0; y < maze.height; y++) {
      out.length = connectionRow(maze, plane, y, out.bytes, out.length);
      if (out.full) yield out.take();
    }
  }
  if (out.length > 0) yield out.take();
}

function* file(maze: MazeData): Iterable<Chunk> {
  yield npyHeader([2, maze.height, maze.width]);
  yield* planes(maze);
}

/** One maze's part of a batch: its planes, after the batch's header. */
function record(maze: MazeData, options?: WriteOptions): Iterable<Chunk> {
  return planes(checkWritable(maze, options));
}

/** Shapes read as one maze: (2, rows, cols), or (1, 2, rows, cols), a batch of one; a larger batch is named as such. */
function shapeProblem(shape: readonly number[]): string | undefined {
  if (connectionShapeProblem(shape, 3) === undefined) return undefined;
  if (connectionShapeProblem(shape, 4) !== undefined) {
    return `shape must be (2, rows, cols), or (1, 2, rows, cols) for a batch of one, with rows, cols ≥ 1, got (${shape.join(", ")})`;
  }
  if (shape[0] === 1) return undefined;
  return (
    `this file is a batch of ${shape[0]} mazes, shape (${shape.join(", ")}), where one maze is read; ` +
    "take maze k with numpy (numpy.save('one.npy', numpy.load('set.npy')[k])) or read them all with the API's fromNpyBatch"
  );
}

function read(input: string | Uint8Array): ReadResult {
  if (typeof input === "string") throw new FormatError(NAME, "npy input must be bytes (a Uint8Array), not text", { offset: 0 });
  const array = readNpy(input, NAME, shapeProblem);
  const [rows, cols] = array.shape.slice(-2) as [number, number];
  const cells = cellsFromConnections(cols, rows, array.data, (detail, element) => {
    throw new FormatError(NAME, detail, { offset: array.dataOffset + element });
  });
  return { width: cols, height: rows, cells, algorithm: "unknown", seed: null };
}

export const npy: Format = {
  name: NAME,
  summary: "maze-dataset's connection_list as a NumPy .npy of booleans, shape (2, rows, cols); a batch is one (n, 2, rows, cols) array",
  extensions: [".npy"],
  text: false,
  streams: false,
  batch: {
    separator: "",
    document: { header: (count, width, height) => npyHeader([count, 2, height, width]), record },
  },
  write(maze, options) {
    return file(checkWritable(maze, options));
  },
  read,
  sniffPriority: SNIFF_MAGIC,
  sniff: isNpy,
};

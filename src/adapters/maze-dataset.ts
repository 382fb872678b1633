// maze-dataset's layout (the Python library for ML maze datasets, LatticeMaze.connection_list): a boolean array of
// shape [2, rows, cols] where [0][r][c] is the passage down from (r, c) to (r+1, c) and [1][r][c] the passage
// right from (r, c) to (r, c+1); row r is the maze's y, column c its x. Written as a NumPy .npy file (one maze,
// or a batch [n, 2, rows, cols]) or as JSON nested arrays of booleans, and read back with every value checked.
// Each passage is stored once, so the array cannot disagree with itself; what it can get wrong is a passage
// out of the grid (down from the last row, right from the last column), which the readers refuse. A masked
// maze's excluded cells are written as cells with no passage (the layout has no mask) and read back as such.
// The layout and the container live in src/formats/ (connection-list.ts, npy-container.ts), shared with the npy
// format of the CLI (which refuses masked mazes instead); this file wraps them in Mazes.

import { checkBytes } from "../base/arguments.js";
import { describeValue, FormatError, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { cellsFromConnections, connectionBytes, connectionShapeProblem } from "../formats/connection-list.js";
import { locate } from "../formats/json-locate.js";
import { npyHeader, readNpy, writeNpy } from "../formats/npy-container.js";
import type { MazeData } from "../grid/data.js";
import { MAX_GRID_BYTES } from "../grid/size.js";
import { checkMaze, markValid } from "../grid/validated.js";
import { Maze } from "../maze.js";

const NPY = "maze-dataset npy";
const JSON_FORMAT = "maze-dataset json";
/** The algorithm label of mazes read from maze-dataset's layout. */
export const MAZE_DATASET = "maze-dataset";

/** A Maze from connection-list bytes (down plane, then right plane), refusing passages out of the grid via `fail(detail, elementIndex)`. */
function mazeFromBytes(width: number, height: number, data: Uint8Array, fail: (detail: string, element: number) => never): Maze {
  const cells = cellsFromConnections(width, height, data, fail);
  markValid(cells, width);
  return new Maze(width, height, cells, MAZE_DATASET, null);
}

/** Throws SizeLimitError when a .npy file of booleans of this shape is more than one typed array holds. */
function checkNpySize(shape: readonly number[], what: string): void {
  const bytes = npyHeader(shape).length + shape.reduce((product, n) => product * n, 1);
  if (bytes > MAX_GRID_BYTES)
    throw new SizeLimitError(`${what}: a .npy file of shape (${shape.join(", ")}) takes ${bytes} bytes, more than the ${MAX_GRID_BYTES} one typed array holds`);
}

/** The maze as a .npy file holding its connection list, shape (2, rows, cols), dtype |b1. */
export function toNpy(given: Maze): Uint8Array {
  const maze = checkMaze(given);
  checkNpySize([2, maze.height, maze.width], "toNpy");
  return writeNpy([2, maze.height, maze.width], connectionBytes(maze));
}

/** Mazes of one size as a .npy file of shape (n, 2, rows, cols), dtype |b1. */
export function toNpyBatch(mazes: readonly Maze[]): Uint8Array {
  if (!Array.isArray(mazes)) throw new InvalidArgumentError(`toNpyBatch needs an array of mazes, got ${describeValue(mazes)}`);
  if (mazes.length === 0) throw new InvalidArgumentError("a batch needs at least one maze");
  const first = batchMaze(mazes, 0);
  const size = 2 * first.width * first.height;
  // Refused by the array's length before anything is allocated: a sparse array's length costs nothing to give.
  checkNpySize([mazes.length, 2, first.height, first.width], "toNpyBatch");
  const data = new Uint8Array(mazes.length * size);
  // A loop, not entries(): a hole in the array is a missing maze, named as one.
  // Maze 0 is the one checked above, not read again (a getter could answer another maze).
  for (let i = 0; i < mazes.length; i++) {
    const maze = i === 0 ? first : batchMaze(mazes, i);
    if (maze.width !== first.width || maze.height !== first.height) {
      throw new InvalidArgumentError(
        `every maze of a batch must have one size: maze 0 is ${first.width}×${first.height}, maze ${i} is ${maze.width}×${maze.height}`,
      );
    }
    connectionBytes(maze, data, i * size);
  }
  return writeNpy([mazes.length, 2, first.height, first.width], data);
}

/** Maze `index` of a batch, checked as checkMaze checks one, its error told which maze it is about. */
function batchMaze(mazes: readonly unknown[], index: number): MazeData {
  const maze = mazes[index];
  if (typeof maze !== "object" || maze === null) throw new InvalidArgumentError(`toNpyBatch's mazes[${index}] must be a Maze, got ${describeValue(maze)}`);
  try {
    return checkMaze(maze);
  } catch (error) {
    if (error instanceof InvalidArgumentError) error.message = `toNpyBatch's mazes[${index}]: ${error.message}`;
    throw error;
  }
}

/** Reads a .npy connection list of shape (2, rows, cols) into a Maze; a FormatError names the byte at fault. */
export function fromNpy(bytes: Uint8Array): Maze {
  checkBytes(bytes, "fromNpy's input");
  const array = readNpy(bytes, NPY, (shape) => connectionShapeProblem(shape, 3));
  const [, rows, cols] = array.shape;
  return mazeFromBytes(cols!, rows!, array.data, (detail, element) => {
    throw new FormatError(NPY, detail, { offset: array.dataOffset + element });
  });
}

/** Reads a .npy batch of shape (n, 2, rows, cols) into n Mazes. */
export function fromNpyBatch(bytes: Uint8Array): Maze[] {
  checkBytes(bytes, "fromNpyBatch's input");
  const array = readNpy(bytes, NPY, (shape) => connectionShapeProblem(shape, 4));
  const [count, , rows, cols] = array.shape;
  const size = 2 * rows! * cols!;
  const mazes: Maze[] = [];
  for (let i = 0; i < count!; i++) {
    const at = array.dataOffset + i * size;
    mazes.push(
      mazeFromBytes(cols!, rows!, array.data.subarray(i * size, (i + 1) * size), (detail, element) => {
        throw new FormatError(NPY, `maze ${i}: ${detail}`, { offset: at + element });
      }),
    );
  }
  return mazes;
}

/** The maze's connection list as nested arrays of booleans, `[2][rows][cols]` (JSON.stringify it for the JSON form). */
export function toConnectionList(given: Maze): boolean[][][] {
  const maze = checkMaze(given);
  const data = connectionBytes(maze);
  const { width, height } = maze;
  return [0, 1].map((plane) =>
    Array.from({ length: height }, (_, y) => Array.from(data.subarray((plane * height + y) * width, (plane * height + y + 1) * width), (bit) => bit === 1)),
  );
}

/** Reads a connection list given as JSON text or as already parsed nested arrays; a FormatError names the path (and line and column in text). */
export function fromConnectionList(input: string | unknown): Maze {
  const text = typeof input === "string" ? input : undefined;
  let value: unknown = input;
  if (text !== undefined) {
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new FormatError(JSON_FORMAT, `not JSON: ${(error as Error).message}`);
    }
  }
  const fail = (path: readonly number[], detail: string): never => {
    const where = `connection_list${path.map((step) => `[${step}]`).join("")}`;
    throw new FormatError(JSON_FORMAT, `${where}: ${detail}`, text === undefined ? {} : locate(text, path));
  };
  const list = (item: unknown, path: number[], length?: number): unknown[] => {
    if (!Array.isArray(item)) return fail(path, `must be an array, got ${describe(item)}`);
    if (length !== undefined && item.length !== length) fail(path, `must hold ${length} items, got ${item.length}`);
    if (item.length === 0) fail(path, "must not be empty");
    return item;
  };
  const planes = list(value, [], 2);
  const rows = list(planes[0], [0]).length;
  const cols = list(list(planes[0], [0])[0], [0, 0]).length;
  // Every value is checked before the bytes are allocated: arrays given already parsed may be sparse, their
  // lengths (up to 2^32 − 1 each) free to give, and a hole is refused where the walk meets it.
  const bits: boolean[][][] = [];
  for (let plane = 0; plane < 2; plane++) {
    const planeRows = list(planes[plane], [plane], rows);
    bits.push([]);
    for (let r = 0; r < rows; r++) {
      const row = list(planeRows[r], [plane, r], cols);
      for (let c = 0; c < cols; c++) {
        if (typeof row[c] !== "boolean") fail([plane, r, c], `must be true or false, got ${describe(row[c])}`);
      }
      bits[plane]!.push(row as boolean[]);
    }
  }
  const data = new Uint8Array(2 * rows * cols);
  for (let plane = 0; plane < 2; plane++) {
    for (let r = 0; r < rows; r++) {
      const row = bits[plane]![r]!;
      for (let c = 0; c < cols; c++) data[(plane * rows + r) * cols + c] = row[c] ? 1 : 0;
    }
  }
  return mazeFromBytes(cols, rows, data, (detail, element) => {
    const plane = Math.floor(element / (rows * cols));
    const within = element - plane * rows * cols;
    return fail([plane, Math.floor(within / cols), within % cols], detail);
  });
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "an array";
  return value !== null && typeof value === "object" ? "an object" : typeof value === "string" ? JSON.stringify(value) : describeValue(value);
}

// Seed 003's drawing: `+---+` corners and walls, `|` side walls, 3 columns per cell; a solution's cells
// get `o` in their middle column, masked-out cells are filled with `###`.

import { BORDER, cellIndex, E, gridBytes, N, S, W } from "../reference/grid.js";
import { CHUNK_BYTES, type Chunk, type Format, type MazeData } from "./format.js";

function* write(maze: MazeData): Iterable<Chunk> {
  const { width, height, cells } = maze;
  const onPath = pathCells(maze);
  let chunk = horizontalWall(maze, 0, N);
  for (let y = 0; y < height; y++) {
    let middle = (cells[cellIndex(width, 0, y)]! & W) !== 0 ? " " : "|";
    for (let x = 0; x < width; x++) {
      const index = cellIndex(width, x, y);
      const bits = cells[index]!;
      middle += (bits === BORDER ? "###" : onPath[index] ? " o " : "   ") + ((bits & E) !== 0 ? " " : "|");
    }
    chunk += middle + "\n" + horizontalWall(maze, y, S);
    if (chunk.length >= CHUNK_BYTES) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** 1 for every cell (padded index) on the maze's solution path. */
function pathCells({ width, height, solution }: MazeData): Uint8Array {
  const onPath = new Uint8Array(solution && solution.path.length > 0 ? gridBytes(width, height) : 0);
  if (onPath.length > 0) for (const [x, y] of solution!.path) onPath[cellIndex(width, x, y)] = 1;
  return onPath;
}

/** The `+---+` line on the `side` (N or S) of row y. */
function horizontalWall({ width, cells }: MazeData, y: number, side: number): string {
  let line = "+";
  for (let x = 0; x < width; x++) line += (cells[cellIndex(width, x, y)]! & side) !== 0 ? "   +" : "---+";
  return line + "\n";
}

export const ascii: Format = {
  name: "ascii",
  summary: "seed 003 drawing: +---+ corners, | walls, 3 columns per cell, o on the solution path",
  extensions: [".txt"],
  write,
};

// Seed 003's drawing: `+---+` corners and walls, `|` side walls, 3 columns per cell.

import { cellIndex, E, N, S, W } from "../reference/grid.js";
import { CHUNK_BYTES, type Chunk, type Format, type MazeData } from "./format.js";

function* write(maze: MazeData): Iterable<Chunk> {
  const { width, height, cells } = maze;
  let chunk = horizontalWall(maze, 0, N);
  for (let y = 0; y < height; y++) {
    let middle = (cells[cellIndex(width, 0, y)]! & W) !== 0 ? " " : "|";
    for (let x = 0; x < width; x++) middle += (cells[cellIndex(width, x, y)]! & E) !== 0 ? "    " : "   |";
    chunk += middle + "\n" + horizontalWall(maze, y, S);
    if (chunk.length >= CHUNK_BYTES) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** The `+---+` line on the `side` (N or S) of row y. */
function horizontalWall({ width, cells }: MazeData, y: number, side: number): string {
  let line = "+";
  for (let x = 0; x < width; x++) line += (cells[cellIndex(width, x, y)]! & side) !== 0 ? "   +" : "---+";
  return line + "\n";
}

export const ascii: Format = {
  name: "ascii",
  summary: "seed 003 drawing: +---+ corners, | walls, 3 columns per cell",
  extensions: [".txt"],
  write,
};

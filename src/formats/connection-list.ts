// maze-dataset's layout (the Python library for ML maze datasets, LatticeMaze.connection_list): booleans of shape
// [2, rows, cols] where [0][r][c] is the passage down from (r, c) to (r+1, c) and [1][r][c] the passage right from
// (r, c) to (r, c+1); row r is the maze's y, column c its x. Here as 0/1 bytes in C order (the down plane, then the
// right plane), for the npy format and the maze-dataset adapter. Each passage is stored once, so the array cannot
// disagree with itself; what it can get wrong is a passage out of the grid, which cellsFromConnections refuses.
// The layout has no mask: an excluded cell would be written as a cell with no passage.

import type { MazeData } from "../grid/data.js";
import { BORDER, cellIndex, E, initGrid, N, S, W } from "../grid/layout.js";

/** Row `y` of plane 0 (down) or 1 (right) as 0/1 bytes into `out` at `at`; returns the index after it. */
export function connectionRow({ width, cells }: MazeData, plane: 0 | 1, y: number, out: Uint8Array, at: number): number {
  const [bit, shift] = plane === 0 ? [S, 2] : [E, 1];
  const start = cellIndex(width, 0, y);
  for (let x = 0; x < width; x++) {
    const bits = cells[start + x]!;
    out[at++] = bits === BORDER ? 0 : (bits & bit) >> shift;
  }
  return at;
}

/** The maze's connection list as 0/1 bytes in C order, into `out` at `at` (2·W·H bytes). */
export function connectionBytes(maze: MazeData, out: Uint8Array = new Uint8Array(2 * maze.width * maze.height), at = 0): Uint8Array {
  for (const plane of [0, 1] as const) {
    for (let y = 0; y < maze.height; y++) at = connectionRow(maze, plane, y, out, at);
  }
  return out;
}

/**
 * The padded cells of a `width`×`height` maze from connection-list bytes (down plane, then right plane); a passage out
 * of the grid calls `fail(detail, elementIndex)`, which throws.
 */
export function cellsFromConnections(width: number, height: number, data: Uint8Array, fail: (detail: string, element: number) => never): Uint8Array {
  const cells = new Uint8Array((width + 2) * (height + 2));
  initGrid(cells, width, height, 0);
  const plane = width * height;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const down = y * width + x;
      if (data[down]) {
        if (y === height - 1) fail(`a passage down from the last row, at (row ${y}, column ${x})`, down);
        cells[cellIndex(width, x, y)]! |= S;
        cells[cellIndex(width, x, y + 1)]! |= N;
      }
      if (data[plane + down]) {
        if (x === width - 1) fail(`a passage right from the last column, at (row ${y}, column ${x})`, plane + down);
        cells[cellIndex(width, x, y)]! |= E;
        cells[cellIndex(width, x + 1, y)]! |= W;
      }
    }
  }
  return cells;
}

/** Why a shape is not (2, rows, cols), or with `rank` 4 (n, 2, rows, cols), with rows, cols ≥ 1; undefined when it is. */
export function connectionShapeProblem(shape: readonly number[], rank: 3 | 4): string | undefined {
  const [planes, rows, cols] = shape.slice(rank - 3);
  if (shape.length === rank && planes === 2 && rows! >= 1 && cols! >= 1) return undefined;
  return `shape must be ${rank === 3 ? "(2, rows, cols)" : "(n, 2, rows, cols)"} with rows, cols ≥ 1, got (${shape.join(", ")})`;
}

// Checks a cell array against the grid contract: padding, scratch bits, symmetric passages, closed outer wall.

import { BORDER, cellIndex, E, N, PASSAGES, S, strideOf, W } from "./reference/grid.js";

export interface GridProblem {
  /** 0-based cell coordinates; -1 for a padding cell outside the maze. */
  readonly x: number;
  readonly y: number;
  readonly message: string;
}

/** Returns the first interior-cell problem in row-major order (padding is not looked at), or undefined. */
export function findPassageProblem(width: number, height: number, cells: Uint8Array): GridProblem | undefined {
  const stride = strideOf(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = cellIndex(width, x, y);
      const bits = cells[index]!;
      // A masked-out cell holds BORDER like the padding; the passage checks below keep its neighbours closed to it.
      if ((bits & ~PASSAGES) !== 0 && bits !== BORDER) return { x, y, message: `cell bits must be 0-15 (or ${BORDER}, masked out), got ${bits}` };
      if (bits & N && y === 0) return { x, y, message: "passage N opens through the outer wall" };
      if (bits & W && x === 0) return { x, y, message: "passage W opens through the outer wall" };
      if (bits & S && y === height - 1) return { x, y, message: "passage S opens through the outer wall" };
      if (bits & E && x === width - 1) return { x, y, message: "passage E opens through the outer wall" };
      if (((bits & E) !== 0) !== ((cells[index + 1]! & W) !== 0)) {
        return { x, y, message: `passage E of (${x}, ${y}) and passage W of (${x + 1}, ${y}) disagree` };
      }
      if (((bits & S) !== 0) !== ((cells[index + stride]! & N) !== 0)) {
        return { x, y, message: `passage S of (${x}, ${y}) and passage N of (${x}, ${y + 1}) disagree` };
      }
    }
  }
  return undefined;
}

/** Returns the first padding cell that is not BORDER, or undefined. */
export function findPaddingProblem(width: number, height: number, cells: Uint8Array): GridProblem | undefined {
  const stride = strideOf(width);
  const rows = height + 2;
  for (let i = 0; i < stride * rows; i++) {
    const column = i % stride;
    const row = Math.floor(i / stride);
    const padding = row === 0 || row === rows - 1 || column === 0 || column === stride - 1;
    if (padding && cells[i] !== BORDER) {
      return { x: column - 1, y: row - 1, message: `padding cell at index ${i} must be BORDER (${BORDER}), got ${cells[i]}` };
    }
  }
  return undefined;
}

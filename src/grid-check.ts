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
      if ((bits & ~PASSAGES) !== 0) return { x, y, message: `cell bits must be 0-15, got ${bits}` };
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

/** Returns "" when the cells form a perfect maze (contract-valid, W·H−1 passages, connected), else why not. */
export function perfectProblem(width: number, height: number, cells: Uint8Array): string {
  const problem = findPaddingProblem(width, height, cells) ?? findPassageProblem(width, height, cells);
  if (problem) return `(${problem.x}, ${problem.y}): ${problem.message}`;
  const stride = strideOf(width);
  let passages = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) passages += countOpen(cells[cellIndex(width, x, y)]! & (E | S));
  }
  if (passages !== width * height - 1) return `${passages} passages, a perfect maze has W·H−1 = ${width * height - 1}`;
  // W·H−1 passages and connected ⇔ a spanning tree: flood fill from (0, 0).
  const seen = new Uint8Array(cells.length);
  const stack = [cellIndex(width, 0, 0)];
  const offsets = [-stride, 1, stride, -1];
  seen[stack[0]!] = 1;
  let reached = 1;
  while (stack.length > 0) {
    const index = stack.pop()!;
    for (let d = 0; d < 4; d++) {
      const next = index + offsets[d]!;
      if (cells[index]! & (1 << d) && !seen[next]) {
        seen[next] = 1;
        reached++;
        stack.push(next);
      }
    }
  }
  return reached === width * height ? "" : `only ${reached} of ${width * height} cells are connected to (0, 0)`;
}

function countOpen(bits: number): number {
  return ((bits >> 1) & 1) + ((bits >> 2) & 1);
}

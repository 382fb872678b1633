// Checks a cell array against the grid contract: padding, scratch bits, symmetric passages, closed outer wall.

import { BORDER, cellIndex, E, N, PASSAGES, S, strideOf, W } from "./layout.js";

export interface GridProblem {
  /** 0-based cell coordinates; -1 for a padding cell outside the maze. */
  readonly x: number;
  readonly y: number;
  readonly message: string;
}

/**
 * Returns the first interior-cell problem in row-major order (padding is not looked at), or undefined.
 * With `masked`, an interior cell may be excluded: exactly BORDER, with no passage into it.
 */
export function findPassageProblem(width: number, height: number, cells: Uint8Array, masked = false): GridProblem | undefined {
  const stride = strideOf(width);
  // Bits that make a cell wrong on their own: scratch bits, and BORDER unless masks are allowed.
  const badBits = masked ? 0xe0 : 0xf0;
  for (let y = 0; y < height; y++) {
    const start = (y + 1) * stride + 1;
    // Fast pass: OR together every disagreement of the row; only a bad row is looked at cell by cell.
    let bad = 0;
    for (let i = start; i < start + width; i++) {
      const bits = cells[i]!;
      bad |= bits & badBits;
      bad |= (bits & BORDER) !== 0 && bits !== BORDER ? 1 : 0;
      bad |= ((bits >> 1) ^ (cells[i + 1]! >> 3)) & 1;
      bad |= ((bits >> 2) ^ cells[i + stride]!) & 1;
      bad |= (bits ^ (cells[i - stride]! >> 2)) & 1;
      bad |= ((bits >> 3) ^ (cells[i - 1]! >> 1)) & 1;
    }
    // A passage into an excluded cell of the next row is named from that row, so a clean slow pass goes on.
    const problem = bad !== 0 ? rowProblem(width, height, cells, y, masked) : undefined;
    if (problem) return problem;
  }
  return undefined;
}

/** The first problem of row y, with a message naming it (the slow path of findPassageProblem). */
function rowProblem(width: number, height: number, cells: Uint8Array, y: number, masked: boolean): GridProblem | undefined {
  const stride = strideOf(width);
  for (let x = 0; x < width; x++) {
    const index = cellIndex(width, x, y);
    const bits = cells[index]!;
    if (masked && bits === BORDER) continue;
    if ((bits & ~PASSAGES) !== 0) {
      const allowed = masked ? `0-15, or ${BORDER} for an excluded cell` : "0-15";
      return { x, y, message: `cell bits must be ${allowed}, got ${bits}` };
    }
    if (bits & N && y === 0) return { x, y, message: "passage N opens through the outer wall" };
    if (bits & W && x === 0) return { x, y, message: "passage W opens through the outer wall" };
    if (bits & S && y === height - 1) return { x, y, message: "passage S opens through the outer wall" };
    if (bits & E && x === width - 1) return { x, y, message: "passage E opens through the outer wall" };
    const neighbours: readonly [number, number, number, number, number, string, string][] = [
      [N, S, index - stride, x, y - 1, "N", "S"],
      [E, W, index + 1, x + 1, y, "E", "W"],
      [S, N, index + stride, x, y + 1, "S", "N"],
      [W, E, index - 1, x - 1, y, "W", "E"],
    ];
    for (const [bit, back, other, ox, oy, name, backName] of neighbours) {
      const otherBits = cells[other]!;
      if (masked && otherBits === BORDER && (bits & bit) !== 0) {
        return { x, y, message: `passage ${name} of (${x}, ${y}) leads into the excluded cell (${ox}, ${oy})` };
      }
      if (((bits & bit) !== 0) !== ((otherBits & back) !== 0)) {
        const [first, second] =
          bit === N || bit === W
            ? [
                [ox, oy, backName],
                [x, y, name],
              ]
            : [
                [x, y, name],
                [ox, oy, backName],
              ];
        return { x, y, message: `passage ${first[2]} of (${first[0]}, ${first[1]}) and passage ${second[2]} of (${second[0]}, ${second[1]}) disagree` };
      }
    }
  }
  return undefined;
}

/** Returns the first padding cell that is not BORDER, or undefined. */
export function findPaddingProblem(width: number, height: number, cells: Uint8Array): GridProblem | undefined {
  const stride = strideOf(width);
  const rows = height + 2;
  for (let row = 0; row < rows; row++) {
    const edge = row === 0 || row === rows - 1;
    for (let column = 0; column < stride; column += edge || column === stride - 1 ? 1 : stride - 1) {
      const i = row * stride + column;
      if (cells[i] !== BORDER) {
        return { x: column - 1, y: row - 1, message: `padding cell at index ${i} must be BORDER (${BORDER}), got ${cells[i]}` };
      }
    }
  }
  return undefined;
}

/** Whether any interior cell is excluded (holds BORDER): the maze has a mask. */
export function hasExcludedCells(width: number, height: number, cells: Uint8Array): boolean {
  const stride = strideOf(width);
  let any = 0;
  for (let y = 0; y < height; y++) {
    const start = (y + 1) * stride + 1;
    for (let i = start; i < start + width; i++) any |= cells[i]!;
    if ((any & BORDER) !== 0) return true;
  }
  return false;
}

/** Whether some interior cell is not excluded: a maze needs at least one cell to be a maze. */
export function hasIncludedCell(width: number, height: number, cells: Uint8Array): boolean {
  const stride = strideOf(width);
  for (let y = 0; y < height; y++) {
    const start = (y + 1) * stride + 1;
    for (let i = start; i < start + width; i++) if (cells[i] !== BORDER) return true;
  }
  return false;
}

/** What readers say of a file whose every cell is excluded. */
export const NO_INCLUDED_CELL = "every cell is excluded: a maze needs at least one included cell";

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

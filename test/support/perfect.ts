// Independent checks of the grid contract, written without the library's own helpers where it matters.

import { findPaddingProblem, findPassageProblem } from "../../src/grid/check.js";

/** Returns "" when the cells form a perfect W×H maze, else the first reason it is not. */
export function perfectProblem(width: number, height: number, cells: Uint8Array): string {
  const stride = width + 2;
  if (cells.length !== stride * (height + 2)) return `length ${cells.length}, expected ${stride * (height + 2)}`;
  const padding = findPaddingProblem(width, height, cells);
  if (padding) return padding.message;
  const passage = findPassageProblem(width, height, cells);
  if (passage) return `(${passage.x}, ${passage.y}): ${passage.message}`;
  let passages = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bits = cells[(y + 1) * stride + x + 1]!;
      passages += (bits >> 1) & 1; // E
      passages += (bits >> 2) & 1; // S
    }
  }
  if (passages !== width * height - 1) return `${passages} passages, a perfect maze has W·H−1 = ${width * height - 1}`;
  // Connected: a flood fill over open passages reaches every cell.
  const seen = new Uint8Array(cells.length);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  const start = stride + 1;
  queue[tail++] = start;
  seen[start] = 1;
  const offsets = [-stride, 1, stride, -1];
  while (head < tail) {
    const index = queue[head++]!;
    for (let d = 0; d < 4; d++) {
      const next = index + offsets[d]!;
      if (cells[index]! & (1 << d) && !seen[next]) {
        seen[next] = 1;
        queue[tail++] = next;
      }
    }
  }
  if (tail !== width * height) return `only ${tail} of ${width * height} cells are connected to (0, 0)`;
  return "";
}

// Mazes for the solver, analysis and transform tests: perfect, braided and masked, from a size and a seed.

import fc from "fast-check";
import type { Mask } from "../../src/mask/mask.js";
import { braid, createMask, generate, type Maze } from "../../src/node.js";

export type Kind = "perfect" | "braided" | "masked";
export const kinds: readonly Kind[] = ["perfect", "braided", "masked"];

/** A connected mask (cropped, as every mask is): random rectangles cut out, then only the largest region left kept. */
export function randomMask(width: number, height: number, seed: number): Mask {
  let state = seed >>> 0 || 1;
  const next = (n: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const cut = new Uint8Array(width * height);
  const holes = 1 + next(4);
  for (let i = 0; i < holes; i++) {
    const x0 = next(width);
    const y0 = next(height);
    const x1 = Math.min(width, x0 + 1 + next(Math.max(1, width >> 1)));
    const y1 = Math.min(height, y0 + 1 + next(Math.max(1, height >> 1)));
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) cut[y * width + x] = 1;
  }
  return largestRegion(width, height, cut);
}

/** A connected mask from a noisy picture (cell i cut when cut[i % cut.length] is set): the largest region left, cropped; many pockets and dead ends. */
export function noisyMask(width: number, height: number, cut: readonly boolean[]): Mask {
  return largestRegion(
    width,
    height,
    Uint8Array.from({ length: width * height }, (_, i) => (cut.length > 0 && cut[i % cut.length] ? 1 : 0)),
  );
}

/** The mask of the largest 4-connected region of cells not cut (the first cell when every cell is cut). */
function largestRegion(width: number, height: number, cut: Uint8Array): Mask {
  const region = new Int32Array(width * height).fill(-1);
  let best = -1;
  let bestSize = 0;
  for (let start = 0; start < width * height; start++) {
    if (cut[start] || region[start] !== -1) continue;
    const stack = [start];
    region[start] = start;
    let size = 0;
    while (stack.length > 0) {
      const cell = stack.pop()!;
      size++;
      const x = cell % width;
      const y = (cell - x) / width;
      for (const [nx, ny] of [
        [x, y - 1],
        [x + 1, y],
        [x, y + 1],
        [x - 1, y],
      ] as const) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const next = ny * width + nx;
        if (cut[next] || region[next] !== -1) continue;
        region[next] = start;
        stack.push(next);
      }
    }
    if (size > bestSize) [best, bestSize] = [start, size];
  }
  if (best === -1) return createMask(width, height, (x, y) => x + y > 0);
  return createMask(width, height, (x, y) => region[y * width + x] !== best);
}

/** A maze of that kind: backtracker, braided with p = 0.6, or backtracker inside a random mask. */
export function mazeOf(kind: Kind, width: number, height: number, seed: number): Maze {
  if (kind === "perfect") return generate({ width, height, seed });
  if (kind === "braided") return braid(generate({ width, height, seed }), 0.6, (seed ^ 0x5bd1e995) >>> 0);
  return generate({ seed, mask: randomMask(width, height, seed) });
}

/** The included cells of a maze, as [x, y]. */
export function includedCells(maze: Maze): [number, number][] {
  const cells: [number, number][] = [];
  for (let y = 0; y < maze.height; y++) for (let x = 0; x < maze.width; x++) if (!maze.excludes(x, y)) cells.push([x, y]);
  return cells;
}

/** fast-check: a maze of a kind with two included cells picked in it. */
export function mazeWithEnds(kind: Kind, maxSide = 24) {
  return fc
    .record({
      width: fc.integer({ min: 1, max: maxSide }),
      height: fc.integer({ min: 1, max: maxSide }),
      seed: fc.nat({ max: 0xffffffff }),
      a: fc.nat(),
      b: fc.nat(),
    })
    .map(({ width, height, seed, a, b }) => {
      const maze = mazeOf(kind, width, height, seed);
      const cells = includedCells(maze);
      return { maze, from: cells[a % cells.length]!, to: cells[b % cells.length]! };
    });
}

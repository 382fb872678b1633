import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { copyOut } from "../src/backends/backend.js";
import { nextU32, seedRandom } from "../src/reference/random.js";
import { wasm } from "./support/backends.js";

// Seed 003's fusion as written there: set numbers in a grid, relabelled on every merge, with the draws of the
// generator's header (one 32-bit draw per step; 64-bit products in BigInt; a rejected cell stays listed until
// the next compaction). The generator's union-find and candidate list must give the same bytes.
// The generator's documented rule for compacting its list.
const REJECT_WEIGHT = 8;

function fusionByTheBook(width: number, height: number, seed: number): Uint8Array {
  const stride = width + 2;
  const cells = new Uint8Array(stride * (height + 2));
  for (let y = 0; y < height + 2; y++) {
    for (let x = 0; x < stride; x++) if (x === 0 || y === 0 || x === stride - 1 || y === height + 1) cells[y * stride + x] = 0x10;
  }
  const position = Array.from({ length: width * height }, (_, i) => i);
  const list = Array.from({ length: width * height }, (_, i) => i);
  seedRandom(seed);
  let opened = 0;
  let rejects = 0;
  // Neighbours in N, E, S, W order, with the wall bit on each side, that are in another set than the cell.
  const others = (cell: number): number[][] => {
    const [x, y] = [cell % width, Math.floor(cell / width)];
    return [
      [x, y - 1, 1, 4],
      [x + 1, y, 2, 8],
      [x, y + 1, 4, 1],
      [x - 1, y, 8, 2],
    ].filter(([nx, ny]) => nx! >= 0 && ny! >= 0 && nx! < width && ny! < height && position[ny! * width + nx!] !== position[cell]);
  };
  while (opened < width * height - 1) {
    const product = BigInt(nextU32()) * BigInt(list.length);
    const slot = Number(product >> 32n);
    const cell = list[slot]!;
    const [x, y] = [cell % width, Math.floor(cell / width)];
    const neighbours = others(cell);
    if (neighbours.length === 0) {
      // Rejected; once REJECT_WEIGHT times the rejections since the last compaction reach the list's length: compact.
      rejects++;
      if (REJECT_WEIGHT * rejects >= list.length) {
        const kept = list.filter((c) => others(c).length > 0);
        list.splice(0, list.length, ...kept);
        rejects = 0;
      }
      continue;
    }
    const pick = Number(((product & 0xffffffffn) * BigInt(neighbours.length)) >> 32n);
    const [nx, ny, bit, back] = neighbours[pick]!;
    cells[(y + 1) * stride + x + 1]! |= bit!;
    cells[(ny! + 1) * stride + nx! + 1]! |= back!;
    const [from, to] = [position[ny! * width + nx!]!, position[cell]!];
    for (let i = 0; i < position.length; i++) if (position[i] === from) position[i] = to;
    opened++;
  }
  return cells;
}

describe("fusion", () => {
  const entry = findGenerator("fusion");

  it("is exactly seed 003's random merge under the documented draws", () => {
    for (const [width, height] of [
      [1, 1],
      [1, 8],
      [8, 1],
      [2, 2],
      [3, 3],
      [6, 4],
      [20, 20],
      [33, 9],
    ] as const) {
      for (const seed of [0, 1, 2, 5, 0xffffffff]) {
        const maze = copyOut(wasm.generate(entry, width, height, seed, []));
        expect(Buffer.from(maze).equals(Buffer.from(fusionByTheBook(width, height, seed))), `${width}×${height} seed ${seed}`).toBe(true);
      }
    }
  });
});

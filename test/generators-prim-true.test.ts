import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { copyOut } from "../src/backends/backend.js";
import { below, nextU32, seedRandom } from "../src/reference/random.js";
import { backends } from "./support/backends.js";
import { bytesWrittenPastDeclared } from "./support/canary.js";

const primTrue = findGenerator("prim-true");

/**
 * The algorithm written as plainly as possible: a list of frontier cells with their weights,
 * the lightest (weight, padded index) found by a linear scan, carved to the neighbour that found it.
 */
function oracle(width: number, height: number, seed: number): Uint8Array {
  const stride = width + 2;
  const cells = new Uint8Array(stride * (height + 2));
  const visited = new Uint8Array(cells.length);
  for (let i = 0; i < cells.length; i++) {
    const x = i % stride;
    const y = Math.floor(i / stride);
    if (x === 0 || y === 0 || x === width + 1 || y === height + 1) visited[i] = 1;
  }
  const parentOf = new Map<number, number>();
  const frontier: { weight: number; cell: number }[] = [];
  const offsets = [-stride, 1, stride, -1];
  const discover = (cell: number): void => {
    for (let d = 0; d < 4; d++) {
      const next = cell + offsets[d]!;
      if (visited[next] || parentOf.has(next)) continue;
      parentOf.set(next, (d + 2) & 3);
      frontier.push({ weight: nextU32(), cell: next });
    }
  };
  seedRandom(seed);
  const first = below(width * height);
  const root = (Math.floor(first / width) + 1) * stride + (first % width) + 1;
  visited[root] = 1;
  discover(root);
  while (frontier.length > 0) {
    let lightest = 0;
    for (let i = 1; i < frontier.length; i++) {
      const a = frontier[i]!;
      const b = frontier[lightest]!;
      if (a.weight < b.weight || (a.weight === b.weight && a.cell < b.cell)) lightest = i;
    }
    const { cell } = frontier.splice(lightest, 1)[0]!;
    const d = parentOf.get(cell)!;
    cells[cell]! |= 1 << d;
    cells[cell + offsets[d]!]! |= 1 << ((d + 2) & 3);
    visited[cell] = 1;
    discover(cell);
  }
  for (let i = 0; i < cells.length; i++) {
    const x = i % stride;
    const y = Math.floor(i / stride);
    if (x === 0 || y === 0 || x === width + 1 || y === height + 1) cells[i] = 0x10;
  }
  return cells;
}

describe("prim-true (a random weight per cell, the lightest frontier cell first)", () => {
  it.each(backends.map((backend) => [backend.name, backend] as const))(
    "on %s, equals a plain linear-scan implementation, light and heavy cells alike",
    (_, backend) => {
      for (const [width, height] of [
        [1, 1],
        [1, 12],
        [12, 1],
        [3, 4],
        [17, 11],
        [60, 45],
      ] as const) {
        for (const seed of [1, 99]) {
          const cells = copyOut(backend.generate(primTrue, width, height, seed, []));
          expect(Buffer.from(cells).equals(Buffer.from(oracle(width, height, seed))), `${width}×${height} seed ${seed}`).toBe(true);
        }
      }
    },
  );

  it("draws once for the start and once per other cell: each cell joins the frontier once", () => {
    for (const [width, height] of [
      [1, 1],
      [7, 1],
      [1, 7],
      [9, 13],
    ] as const) {
      primTrue.reference(new Uint8Array((width + 2) * (height + 2)), width, height, 5);
      const after = nextU32();
      seedRandom(5);
      for (let i = 0; i < width * height; i++) nextU32();
      expect(after, `${width}×${height}`).toBe(nextU32());
    }
  });

  it("writes nothing past its declared working memory (the heap and its alignment)", () => {
    for (const [width, height] of [
      [1, 1],
      [1, 2],
      [2, 1],
      [1, 40],
      [40, 1],
      [3, 3],
      [50, 50],
    ] as const) {
      expect(bytesWrittenPastDeclared(primTrue, width, height, 3, []), `${width}×${height}`).toBe(0);
    }
  });
});

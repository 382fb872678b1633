import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { below, seedRandom } from "../src/reference/random.js";
import { backends } from "./support/backends.js";

const entry = findGenerator("hunt-and-kill");

/**
 * The textbook hunt-and-kill, written plainly as an oracle: walk from (0, 0) into random unvisited
 * neighbours; when stuck, rescan from the top row for the first unvisited cell with a visited
 * neighbour, join it to a random one and walk on. Same draws as documented (below(k) over the
 * choices in N, E, S, W order); O(W·H) per hunt, so small grids only.
 */
function textbookHuntAndKill(width: number, height: number, seed: number): Uint8Array {
  seedRandom(seed);
  const stride = width + 2;
  const cells = new Uint8Array(stride * (height + 2)).fill(0x10);
  const visited = new Uint8Array(width * height);
  const steps = [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const;
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < width && y < height;
  const neighbours = (x: number, y: number, wantVisited: boolean): number[] =>
    [0, 1, 2, 3].filter((d) => {
      const nx = x + steps[d]![0];
      const ny = y + steps[d]![1];
      return inside(nx, ny) && visited[ny * width + nx] === (wantVisited ? 1 : 0);
    });
  const carve = (x: number, y: number, d: number): void => {
    const nx = x + steps[d]![0];
    const ny = y + steps[d]![1];
    cells[(y + 1) * stride + x + 1]! |= 1 << d;
    cells[(ny + 1) * stride + nx + 1]! |= 1 << ((d + 2) & 3);
  };
  for (let y = 0; y < height; y++) cells.fill(0, (y + 1) * stride + 1, (y + 1) * stride + 1 + width);

  let x = 0;
  let y = 0;
  visited[0] = 1;
  while (true) {
    for (let open = neighbours(x, y, false); open.length > 0; open = neighbours(x, y, false)) {
      const d = open[below(open.length)]!;
      carve(x, y, d);
      x += steps[d]![0];
      y += steps[d]![1];
      visited[y * width + x] = 1;
    }
    const hunted = visited.findIndex((seen, index) => !seen && neighbours(index % width, Math.floor(index / width), true).length > 0);
    if (hunted < 0) return cells;
    x = hunted % width;
    y = Math.floor(hunted / width);
    const joinable = neighbours(x, y, true);
    carve(x, y, joinable[below(joinable.length)]!);
    visited[hunted] = 1;
  }
}

describe("hunt-and-kill", () => {
  it("takes no options and names the bad one", () => {
    expect(entry.options).toEqual([]);
    expect(() => encodeOptions(entry.name, entry.options, { p: 0.5 })).toThrow(InvalidArgumentError);
    expect(() => encodeOptions(entry.name, entry.options, { p: 0.5 })).toThrow('unknown option "p" for hunt-and-kill; hunt-and-kill takes no options');
  });

  it.each(backends.map((backend) => [backend.name, backend] as const))(
    "on %s, the forward hunt cursor gives the same maze as the textbook rescan from the top",
    (_, backend) => {
      const sizes: [number, number][] = [
        [1, 1],
        [1, 6],
        [6, 1],
        [2, 2],
        [3, 3],
        [7, 5],
        [13, 17],
        [40, 9],
        [32, 32],
      ];
      for (const [width, height] of sizes) {
        for (const seed of [0, 1, 7, 4242, 0xffffffff]) {
          const expected = textbookHuntAndKill(width, height, seed);
          const actual = copyOut(backend.generate(entry, width, height, seed, []));
          expect(Buffer.from(actual).equals(Buffer.from(expected)), `${width}×${height} seed ${seed}`).toBe(true);
        }
      }
    },
  );
});

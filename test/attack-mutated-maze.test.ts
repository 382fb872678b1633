// A Maze whose cells were changed after it was made (and after it was first solved, so it is known as valid) is
// checked again by the backend before any solver, analysis pass or braid trusts it: a named error, never a hang or
// a trap; and a trap, however caused, leaves the Wasm backend usable.

import { afterEach, describe, expect, it } from "vitest";
import { findSolver } from "../src/algorithms/solvers.js";
import { openDirections, Revealed, step } from "../src/game/index.js";
import {
  braid,
  DaedalusError,
  distances,
  findFormat,
  formats,
  generate,
  getBackend,
  InvalidArgumentError,
  longestPath,
  mazeToGridMap,
  solve,
  solvers,
  sparse,
  stats,
  tileGrid,
  toConnectionList,
  toGenerateMaze,
  toNpy,
  toNpyBatch,
  writeMovingAiMap,
  writeToBytes,
} from "../src/node.js";
import { expectHealthy } from "./support/bounded.js";

afterEach(expectHealthy);

const backends = ["wasm", "reference"] as const;
const at = (x: number, y: number) => (y + 1) * 10 + (x + 1);

/** Ways a caller can break a generated 8×6 maze's cells, and the error each gets. */
const mutations: [string, (cells: Uint8Array) => void, string][] = [
  [
    "a passage through the outer wall",
    (cells) => {
      cells[at(0, 0)]! |= 1;
    },
    "cell (0, 0): passage N opens through the outer wall",
  ],
  // Cells (2, 2) and (3, 2) of seed 11's maze both hold E|W = 10.
  [
    "scratch bits set",
    (cells) => {
      cells[at(3, 2)]! |= 0xc0;
    },
    "cell (3, 2): cell bits must be 0-15, or 16 for an excluded cell, got 202",
  ],
  [
    "a one-sided passage",
    (cells) => {
      cells[at(2, 2)]! ^= 2;
    },
    "cell (2, 2): passage E of (2, 2) and passage W of (3, 2) disagree",
  ],
  [
    "a padding cell cleared",
    (cells) => {
      cells[3] = 0;
    },
    "padding cell at index 3 must be BORDER (16), got 0",
  ],
];

function mutated(mutate: (cells: Uint8Array) => void, backend: string) {
  const maze = generate({ width: 8, height: 6, seed: 11, backend });
  expect([maze.cells[at(2, 2)], maze.cells[at(3, 2)]]).toEqual([10, 10]);
  expect(solve(maze, { backend }).length).toBeGreaterThan(0);
  mutate(maze.cells);
  return maze;
}

describe("cells changed after the maze was made", () => {
  for (const backend of backends) {
    it.each(mutations)(`${backend}: %s is refused by every solver, distances, longestPath, braid and sparse`, (_name, mutate, detail) => {
      const message = `the maze's cells break the grid contract: ${detail}`;
      for (const entry of solvers) {
        const maze = mutated(mutate, backend);
        expect(() => solve(maze, { solver: entry, backend }), entry.name).toThrow(new InvalidArgumentError(message));
      }
      const maze = mutated(mutate, backend);
      expect(() => distances(maze, [0, 0], { backend })).toThrow(new InvalidArgumentError(message));
      expect(() => longestPath(maze, { backend })).toThrow(new InvalidArgumentError(message));
      expect(() => braid(maze, 0.5, 1, { backend })).toThrow(new InvalidArgumentError(message));
      expect(() => sparse(maze, 0.5, 1, { backend })).toThrow(new InvalidArgumentError(message));
      expect(generate({ width: 8, height: 6, seed: 11, backend }).cells).toEqual(generate({ width: 8, height: 6, seed: 11, backend: "reference" }).cells);
    });
  }
});

describe("cells changed after the maze was made, where no backend reads them", () => {
  it.each(mutations)("%s is refused by every writer and adapter, though the maze came from generate()", async (_name, mutate, detail) => {
    const message = `the maze's cells break the grid contract: ${detail}`;
    const maze = generate({ width: 8, height: 6, seed: 11 });
    expect(toNpy(maze).length).toBeGreaterThan(0);
    mutate(maze.cells);
    for (const format of formats.filter((entry) => entry.text))
      expect(() => maze.toString(format.name), format.name).toThrow(new InvalidArgumentError(message));
    await expect(writeToBytes(findFormat("png"), maze)).rejects.toThrow(new InvalidArgumentError(message));
    expect(() => maze.toJSON()).toThrow(new InvalidArgumentError(message));
    expect(() => toNpy(maze)).toThrow(new InvalidArgumentError(message));
    expect(() => toConnectionList(maze)).toThrow(new InvalidArgumentError(message));
    expect(() => tileGrid(maze)).toThrow(new InvalidArgumentError(message));
  });

  it("a maze put back as it was is trusted again; one never marked is checked once, then trusted", () => {
    const maze = generate({ width: 8, height: 6, seed: 11 });
    maze.cells[at(2, 2)]! ^= 2;
    expect(() => toNpy(maze)).toThrow(InvalidArgumentError);
    maze.cells[at(2, 2)]! ^= 2;
    expect(toNpy(maze)).toEqual(toNpy(generate({ width: 8, height: 6, seed: 11 })));
    // The same bytes read at another width (6×8 has as many padded bytes as 8×6) are another maze, checked anew.
    expect(() => toNpy({ ...maze, width: 6, height: 8, cells: maze.cells } as never)).toThrow(/^the maze's cells break the grid contract: /);
  });

  it("a step and the open directions never lead out of the maze nor through a one-sided passage", () => {
    const maze = generate({ width: 8, height: 6, seed: 11 });
    maze.cells[at(0, 0)]! |= 1;
    const through = new InvalidArgumentError("the maze's cells break the grid contract: cell (0, 0): passage N opens through the outer wall");
    expect(() => step(maze, { x: 0, y: 0 }, "N")).toThrow(through);
    expect(() => openDirections(maze, { x: 0, y: 0 })).toThrow(through);
    maze.cells[at(0, 0)]! &= ~1;
    maze.cells[at(2, 2)]! ^= 2;
    expect(step(maze, { x: 2, y: 2 }, "E")).toBeNull();
    expect(() => step(maze, { x: 3, y: 2 }, "W")).toThrow(
      new InvalidArgumentError("the maze's cells break the grid contract: cell (3, 2): passage W of (3, 2) has no passage E of (2, 2) to meet"),
    );
    expect(step(maze, { x: 3, y: 2 }, "E")).toEqual({ x: 4, y: 2 });
  });
});

describe("a maze whose getters answer differently on a second read", () => {
  for (const backend of backends) {
    it(`${backend}: every verb works on the cells and sizes it checked, read once`, () => {
      const good = generate({ width: 6, height: 4, seed: 2, backend }).cells.slice();
      const expected = solve({ width: 6, height: 4, cells: good } as never, { backend }).length;
      // cells: the maze's, then nothing; width: 6, then 5.
      const shifting = () => {
        let reads = 0;
        return {
          height: 4,
          algorithm: "x",
          seed: null,
          get cells() {
            return reads++ < 1 ? good : new Uint8Array(0);
          },
          get width() {
            return reads < 1 ? 6 : 5;
          },
        } as never;
      };
      expect(solve(shifting(), { backend }).length).toBe(expected);
      expect(distances(shifting(), [0, 0], { backend })).toEqual(distances({ width: 6, height: 4, cells: good } as never, [0, 0], { backend }));
      expect(longestPath(shifting(), { backend }).length).toBe(longestPath({ width: 6, height: 4, cells: good } as never, { backend }).length);
      expect(braid(shifting(), 1, 3, { backend }).cells).toEqual(
        braid({ width: 6, height: 4, cells: good, algorithm: "x", seed: null } as never, 1, 3, { backend }).cells,
      );
      expect(sparse(shifting(), 0.5, 3, { backend }).width).toBe(6);
    });
  }
});

describe("a maze whose getters answer differently on a second read, given to what reads cells without a backend", () => {
  const maze = generate({ width: 8, height: 6, seed: 11 });
  const good = { width: 8, height: 6, cells: maze.cells.slice(), algorithm: maze.algorithm, seed: maze.seed, options: maze.options };
  // Every field answers as the maze on its first read, then as another: a 7×9 maze of excluded cells, other openings.
  const later: Record<string, unknown> = {
    width: 7,
    height: 9,
    cells: new Uint8Array(99).fill(16),
    openings: { entrance: { side: "N", x: 0 }, exit: { side: "S", x: 1 } },
  };
  const shifting = () => {
    const reads = new Map<PropertyKey, number>();
    return new Proxy(good, {
      get(target, key) {
        reads.set(key, (reads.get(key) ?? 0) + 1);
        return reads.get(key)! > 1 && key in later ? later[key as string] : target[key as keyof typeof good];
      },
    }) as never;
  };
  const uses: [string, (given: never) => unknown][] = [
    ...formats.map((format): [string, (given: never) => unknown] => [
      `write ${format.name}`,
      (given) => writeToBytes(format, given, { solution: solve(good as never) }),
    ]),
    ["toNpy", (given) => toNpy(given)],
    ["toNpyBatch", (given) => toNpyBatch([given])],
    ["toConnectionList", (given) => toConnectionList(given)],
    ["toGenerateMaze", (given) => toGenerateMaze(given)],
    ["mazeToGridMap", (given) => writeMovingAiMap(mazeToGridMap(given))],
    ["step", (given) => step(given, { x: 0, y: 0 }, "S")],
    ["openDirections", (given) => openDirections(given, { x: 0, y: 0 })],
    [
      "Revealed",
      (given) => {
        const revealed = new Revealed(given);
        revealed.lookFrom({ x: 0, y: 0 });
        return [revealed.size, revealed.has(0, 1)];
      },
    ],
  ];
  it.each(uses)("%s works on the fields it checked, each read once", async (_name, use) => {
    expect(await use(shifting())).toEqual(await use(good as never));
  });
});

describe("a maze whose every cell is excluded (no mask makes one)", () => {
  const excludedEverywhere = () => ({ width: 2, height: 1, cells: new Uint8Array(12).fill(16), algorithm: "x", seed: null }) as never;
  const refusal = new InvalidArgumentError(
    "every cell of the 2×1 maze is excluded (16, as a mask leaves out): a maze needs at least one included cell to start from",
  );
  for (const backend of backends) {
    it(`${backend}: every solver and analysis refuses it by name, and the caller's cells stay as they were`, () => {
      for (const entry of solvers) {
        const maze = excludedEverywhere();
        // The reference solvers work in the caller's cells: from the default start (0, 0) they cleared it to 0.
        expect(() => solve(maze, { solver: entry, backend }), entry.name).toThrow(refusal);
        expect((maze as { cells: Uint8Array }).cells, entry.name).toEqual(new Uint8Array(12).fill(16));
      }
      expect(() => distances(excludedEverywhere(), undefined, { backend })).toThrow(refusal);
      expect(() => longestPath(excludedEverywhere(), { backend })).toThrow(refusal);
      expect(() => stats(excludedEverywhere(), { backend })).toThrow(refusal);
    });
  }
});

describe("a trap in the core", () => {
  it("restarts the Wasm backend on a fresh instance: the call fails with a WASM error, the next one works", () => {
    const wasm = getBackend("wasm");
    const maze = generate({ width: 8, height: 6, seed: 3 });
    // Past the API's checks: a start far outside the maze makes the solver read beyond memory.
    const trap = () => wasm.solve(findSolver("bfs"), maze, 8, 6, [0, 0x3fffffff], [7, 5], []);
    expect(trap).toThrow(DaedalusError);
    expect(trap).toThrow(/trapped in the Wasm core \(memory access out of bounds\); the backend goes on with a fresh instance/);
    expect(solve(maze).length).toBe(solve(maze, { backend: "reference" }).length);
    expect(generate({ width: 30, height: 20, seed: 5 }).cells).toEqual(generate({ width: 30, height: 20, seed: 5, backend: "reference" }).cells);
  });
});

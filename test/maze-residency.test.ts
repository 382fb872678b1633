// Mazes from the Wasm backend live in its memory (no copy out): no maze may ever change under its holder, whatever
// is generated, solved, braided, disposed or evicted after it, and a view kept too long reads as empty, never as
// another maze's bytes.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { StreamableEntry } from "../src/algorithms/define.js";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { findSolver } from "../src/algorithms/solvers.js";
import { Arena } from "../src/backends/wasm/arena.js";
import { braid, distances, generate, generateRows, InvalidArgumentError, type Maze, solve } from "../src/node.js";
import { privateWasm } from "./support/backends.js";
import { readChunks } from "./support/stream-cases.js";

const freshBackend = (residentBudget?: number) => {
  const backend = privateWasm();
  if (residentBudget !== undefined) backend.residentBudget = residentBudget;
  return backend;
};
const algorithms = ["backtracker", "kruskal", "binary-tree", "eller", "prim"] as const;

type Step =
  | { kind: "generate"; algorithm: (typeof algorithms)[number]; width: number; height: number; seed: number }
  | { kind: "solve" | "braid" | "dispose"; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("generate" as const),
    algorithm: fc.constantFrom(...algorithms),
    width: fc.integer({ min: 1, max: 120 }),
    height: fc.integer({ min: 1, max: 120 }),
    seed: fc.nat(),
  }),
  fc.record({ kind: fc.constantFrom("solve" as const, "braid" as const, "dispose" as const), pick: fc.nat() }),
);

describe("resident mazes", () => {
  it("no held maze changes, and each keeps the reference's bytes, whatever runs after it (property)", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 25 }), fc.constantFrom(0, 20_000, 2 ** 20), (steps, budget) => {
        // A small budget makes eviction and compaction happen within a few steps.
        const backend = freshBackend(budget);
        const held: { maze: Maze; bytes: Uint8Array }[] = [];
        for (const next of steps) {
          if (next.kind === "generate") {
            // generate() takes the maze's keys alone, not the step's kind.
            const { algorithm, width, height, seed } = next;
            const maze = generate({ algorithm, width, height, seed, backend });
            const expected = generate({ algorithm, width, height, seed, backend: "reference" }).cells.slice();
            expect(Buffer.from(maze.cells).equals(Buffer.from(expected))).toBe(true);
            held.push({ maze, bytes: expected });
          } else if (held.length > 0) {
            const chosen = held[next.pick % held.length]!;
            if (next.kind === "solve") solve(chosen.maze, { backend });
            else if (next.kind === "braid") {
              const braided = braid(chosen.maze, 0.5, next.pick, { backend });
              held.push({ maze: braided, bytes: braid(chosen.maze, 0.5, next.pick, { backend: "reference" }).cells });
            } else {
              chosen.maze.dispose();
              held.splice(held.indexOf(chosen), 1);
            }
          }
          for (const { maze, bytes } of held) expect(Buffer.from(maze.cells).equals(Buffer.from(bytes))).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("a new claim lands above every living resident and is seen by no view of one gone, whichever went and in whatever order (property)", () => {
    const exports = freshBackend().exports;
    const align = (address: number): number => Math.ceil(address / 16) * 16;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 300 }),
        fc.array(fc.nat(), { maxLength: 300 }),
        fc.integer({ min: 1, max: 4096 }),
        fc.boolean(),
        fc.constantFrom(undefined, 3000),
        (sizes, picks, small, reuse, budget) => {
          // An arena of its own over a fresh instance's memory; hundreds of residents, so more go than live; a small
          // budget moves the oldest out to JS memory and the rest down over the holes.
          const arena = new Arena(exports, budget);
          const base = arena.claim(1, "the base");
          const living = sizes.map((size, i) => {
            const at = arena.claim(size, "a resident");
            arena.bytes(at, size).fill(i & 0xff);
            return { at, size, i, store: arena.keep(at, size), view: arena.bytes(at, size) };
          });
          const gone: typeof living = [];
          for (const pick of picks) {
            if (living.length === 0) break;
            const [resident] = living.splice(pick % living.length, 1);
            resident!.store.release();
            gone.push(resident!);
          }
          const last = living.at(-1);
          const top = last ? align(last.at + last.size) : base;
          // Either a small claim, or (reuse) one too large for the memory held above the ones gone but not above the
          // living, so that it lands where the ones gone were.
          const goneEnd = Math.max(0, ...gone.map((r) => r.at + r.size));
          const held = exports.memory.buffer.byteLength;
          const claimed = reuse && goneEnd > top ? Math.min(held - top, held - align(goneEnd) + 16) : small;
          const at = arena.claim(claimed, "after");
          // (Within the budget nothing moves; past it the living may move out or down, and their bytes say the rest.)
          if (budget === undefined) expect(at).toBeGreaterThanOrEqual(top);
          arena.bytes(at, claimed).fill(0xee);
          for (const { size, i, store } of living)
            expect(
              store.view().every((byte) => byte === (i & 0xff)),
              `resident ${i} of ${size} bytes`,
            ).toBe(true);
          // A view kept of one gone shows its own bytes, or nothing once detached; never the new claim's.
          for (const { i, view } of gone) expect(view.length === 0 || view.every((byte) => byte === (i & 0xff)), `gone ${i}`).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("a view kept after its maze was disposed never shows another maze: its own bytes while its memory lies unused, nothing once it is used again", () => {
    const backend = freshBackend();
    const first = generate({ width: 30, height: 20, seed: 1, backend });
    const kept = first.cells;
    const firstBytes = Buffer.from(kept);
    first.dispose();
    // The memory held has room above the disposed maze: the next one goes there, and the kept view is untouched.
    const second = generate({ width: 30, height: 20, seed: 2, backend });
    expect(Buffer.from(kept).equals(firstBytes)).toBe(true);
    expect(second.cells).toEqual(generate({ width: 30, height: 20, seed: 2, backend: "reference" }).cells);
    second.dispose();
    // A maze larger than the memory held is placed from the bottom, over both: every view is detached first.
    const side = Math.ceil(Math.sqrt(backend.exports.memory.buffer.byteLength));
    const third = generate({ width: side, height: side, seed: 3, algorithm: "binary-tree", backend });
    expect(kept.length).toBe(0);
    expect(third.cells).toEqual(generate({ width: side, height: side, seed: 3, algorithm: "binary-tree", backend: "reference" }).cells);
  });

  it("memory growth detaches old views; maze.cells gives a working one again", () => {
    const backend = freshBackend();
    const small = generate({ width: 10, height: 10, seed: 3, backend });
    const kept = small.cells;
    generate({ width: 1500, height: 1500, algorithm: "binary-tree", seed: 4, backend });
    expect(kept.length).toBe(0);
    expect(small.cells).toEqual(generate({ width: 10, height: 10, seed: 3, backend: "reference" }).cells);
  });

  it("past the budget the oldest mazes move to JS memory, and Wasm memory stops growing", () => {
    const backend = freshBackend(200_000);
    const mazes = Array.from({ length: 40 }, (_, seed) => generate({ width: 100, height: 100, seed, backend }));
    const memory = backend.exports.memory.buffer;
    for (const [seed, maze] of mazes.entries()) {
      expect(Buffer.from(maze.cells).equals(Buffer.from(generate({ width: 100, height: 100, seed, backend: "reference" }).cells))).toBe(true);
    }
    // 40 mazes of 10404 bytes; at most 200 000 of them stay, so the oldest live in JS memory now.
    expect(mazes[0]!.cells.buffer).not.toBe(memory);
    expect(mazes[39]!.cells.buffer).toBe(memory);
    expect(memory.byteLength).toBeLessThan(2 * 2 ** 20);
  });

  it("a trap's restart keeps every maze", () => {
    const backend = freshBackend();
    const maze = generate({ width: 8, height: 6, seed: 3, backend });
    expect(() => backend.solve(findSolver("bfs"), maze, 8, 6, [0, 0x3fffffff], [7, 5], [])).toThrow(/trapped in the Wasm core/);
    expect(maze.cells).toEqual(generate({ width: 8, height: 6, seed: 3, backend: "reference" }).cells);
    expect(solve(maze, { backend }).length).toBe(solve(maze, { backend: "reference" }).length);
  });

  it("a trap in a stream's range restarts the backend as any other trap does", () => {
    const backend = freshBackend();
    const maze = generate({ width: 8, height: 6, seed: 3, backend });
    const eller = findGenerator("eller") as StreamableEntry;
    const ranges = backend.openRows(eller, 5, 1, encodeOptions("eller", eller.options, undefined), 2);
    // Far more rows than the 2 it was opened with: the core writes past the end of the memory.
    expect(() => ranges.fill(2 ** 28, true, false)).toThrow(
      /^stream eller trapped in the Wasm core \(memory access out of bounds\); the backend goes on with a fresh instance$/,
    );
    ranges.close();
    expect(maze.cells).toEqual(generate({ width: 8, height: 6, seed: 3, backend: "reference" }).cells);
    const request = { algorithm: "eller", width: 30, height: 20, seed: 5, rowsPerChunk: 4 };
    expect(readChunks(generateRows({ ...request, backend }))).toEqual(readChunks(generateRows({ ...request, backend: "reference" })));
  });

  it("a disposed maze refuses every use with a named error; dispose is idempotent", () => {
    const maze = generate({ width: 5, height: 5, seed: 1 });
    maze.dispose();
    maze.dispose();
    const message = "this maze was disposed (maze.dispose()): its cells are gone; copy them first (maze.cells.slice()) to keep them";
    expect(() => maze.cells).toThrow(new InvalidArgumentError(message));
    expect(() => solve(maze)).toThrow(new InvalidArgumentError(message));
    expect(() => maze.toString()).toThrow(new InvalidArgumentError(message));
  });

  it("a frozen maze rebuilds its view after memory growth, and dispose() lets it go", () => {
    const backend = freshBackend();
    const maze = Object.freeze(generate({ width: 50, height: 40, seed: 3, backend }));
    const cells = maze.cells.slice();
    generate({ width: 2000, height: 2000, seed: 1, backend });
    expect(maze.cells).toEqual(cells);
    expect(maze.toString()).toBe(generate({ width: 50, height: 40, seed: 3, backend: "reference" }).toString());
    maze.dispose();
    expect(() => maze.cells).toThrow(/^this maze was disposed \(maze\.dispose\(\)\)/);
  });

  it("a spread maze, or a plain object over a maze's view, goes through a call whose claim grows the memory", () => {
    const backend = freshBackend();
    // Each call claims a copy of the maze and its work above the maze: more than the memory holds, so it grows.
    const maze = generate({ width: 1000, height: 1000, seed: 1, backend });
    const length = solve(maze, { backend: "reference" }).length;
    expect(solve({ ...maze } as never, { backend }).length).toBe(length);
    const big = generate({ width: 1500, height: 1500, seed: 1, backend });
    const expected = distances(big, [0, 0], { backend: "reference" });
    const map = distances({ width: 1500, height: 1500, cells: big.cells } as never, [0, 0], { backend });
    expect(Buffer.from(map.buffer).equals(Buffer.from(expected.buffer))).toBe(true);
  });

  it("a spread maze carries its cells", () => {
    const maze = generate({ width: 6, height: 4, seed: 9 });
    expect({ ...maze }.cells).toBe(maze.cells);
  });

  it("residentBudget takes a non-negative integer of bytes", () => {
    const backend = freshBackend();
    expect(() => {
      backend.residentBudget = -1;
    }).toThrow(new InvalidArgumentError("residentBudget must be a non-negative integer of bytes, got -1"));
  });
});

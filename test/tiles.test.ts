// Tiled mazes (src/tiles/): perfect for every generator, the same on both backends, the same streamed as in memory
// and in any split of its rows of tiles; the tile tree uniform; the documented hashes true; bad T refused by name.

import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GENERATOR_NAMES, generators } from "../src/algorithms/generators.js";
import { InvalidArgumentError, SizeLimitError } from "../src/base/errors.js";
import { MAX_TILES } from "../src/grid/size.js";
import { generate, generateRows, maskFromText } from "../src/node.js";
import { paddingRow } from "../src/stream.js";
import { Spans, tileLayout } from "../src/tiles/layout.js";
import { gatePosition, mix, tileSeed, treeSeed } from "../src/tiles/seeds.js";
import { JOIN_EAST, JOIN_SOUTH, tileTree } from "../src/tiles/tree.js";
import { perfectProblem } from "./support/perfect.js";

/** Sizes, a tile count that fits them, a seed and a generator. */
const tiledCase = fc
  .record({ width: fc.integer({ min: 1, max: 40 }), height: fc.integer({ min: 1, max: 40 }), seed: fc.nat({ max: 0xffffffff }) })
  .chain((size) =>
    fc.record({
      width: fc.constant(size.width),
      height: fc.constant(size.height),
      seed: fc.constant(size.seed),
      tiles: fc.integer({ min: 1, max: Math.min(size.width, size.height, 9) }),
      algorithm: fc.constantFrom(...GENERATOR_NAMES),
    }),
  );

/** The [from, to) split of `total` into `count` contiguous shares, as --shard splits. */
function shares(total: number, count: number): [number, number][] {
  return Array.from({ length: count }, (_, i) => [Math.floor((i * total) / count), Math.floor(((i + 1) * total) / count)]);
}

/** The interior rows a stream yields, joined (copies: the stream may reuse its buffer). */
function streamed(stream: Iterable<{ y: number; rows: Uint8Array }>): Buffer {
  return Buffer.concat(Array.from(stream, ({ rows }) => Buffer.from(rows)));
}

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return `${(error as Error).constructor.name}: ${(error as Error).message}`;
  }
  throw new Error("expected an error");
}

describe("tile layout", () => {
  it("splits a side into T spans as even as possible, the first side mod T one longer (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 6 }), fc.integer({ min: 1, max: 5000 }), (side, wanted) => {
        const count = Math.min(side, wanted);
        const spans = new Spans(side, count);
        const longer = side % count;
        const sizes = Array.from({ length: count }, (_, i) => spans.size(i));
        const steps = Array.from({ length: count }, (_, i) => spans.start(i + 1) - spans.start(i));
        expect(sizes).toEqual(Array.from({ length: count }, (_, i) => Math.floor(side / count) + (i < longer ? 1 : 0)));
        expect(steps).toEqual(sizes);
        expect([spans.start(0), spans.start(count), spans.largest]).toEqual([0, side, spans.size(0)]);
      }),
    );
  });

  it.each([
    [0, "InvalidArgumentError: tiles must be an integer from 1 to 10, the shorter side of the 20×10 maze, got 0"],
    [11, "InvalidArgumentError: tiles must be an integer from 1 to 10, the shorter side of the 20×10 maze, got 11"],
    [2.5, "InvalidArgumentError: tiles must be an integer from 1 to 10, the shorter side of the 20×10 maze, got 2.5"],
    [Number.NaN, "InvalidArgumentError: tiles must be an integer from 1 to 10, the shorter side of the 20×10 maze, got NaN"],
    ["4", 'InvalidArgumentError: tiles must be an integer from 1 to 10, the shorter side of the 20×10 maze, got "4"'],
  ])("generate and generateRows refuse tiles %j by name", (tiles, message) => {
    expect(messageOf(() => generate({ width: 20, height: 10, seed: 1, tiles: tiles as number }))).toBe(message);
    expect(messageOf(() => generateRows({ algorithm: "wilson", width: 20, height: 10, seed: 1, tiles: tiles as number }))).toBe(message);
  });

  it("caps T at MAX_TILES along a side", () => {
    expect(() => tileLayout(10 ** 5, 10 ** 5, MAX_TILES + 1)).toThrow(
      new InvalidArgumentError(`tiles must be an integer from 1 to ${MAX_TILES} (the most tiles along a side), got ${MAX_TILES + 1}`),
    );
  });
});

describe("the documented hashes", () => {
  // splitmix32's finaliser and mix() written again from the comment in src/tiles/seeds.ts.
  const finalise = (value: number): number => {
    let z = value >>> 0;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  const mixAgain = (hash: number, word: number): number => finalise(((hash ^ word) + 0x9e3779b9) >>> 0);

  it("are what the header says (property)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 0xffffffff }),
        fc.nat({ max: 4095 }),
        fc.nat({ max: 4095 }),
        fc.nat({ max: 1 }),
        fc.integer({ min: 1, max: 2 ** 40 }),
        (seed, tx, ty, side, length) => {
          expect(mix(seed, tx)).toBe(mixAgain(seed, tx));
          expect(tileSeed(seed, tx, ty)).toBe(mixAgain(mixAgain(mixAgain(0x74696c65, seed), tx), ty));
          expect(treeSeed(seed)).toBe(mixAgain(0x74726565, seed));
          const hash = mixAgain(mixAgain(mixAgain(mixAgain(0x67617465, seed), tx), ty), side);
          const expected = Number((BigInt(hash >>> 11) * 2n ** 32n + BigInt(mixAgain(hash, 1))) % BigInt(length));
          expect(gatePosition(seed, tx, ty, side, length)).toBe(expected);
        },
      ),
    );
  });

  it("pin the bytes of a tiled maze (a change of the scheme changes this digest)", () => {
    const cells = generate({ algorithm: "wilson", width: 50, height: 40, seed: 7, tiles: 4 }).cells;
    expect(createHash("sha256").update(cells).digest("hex")).toBe("84b8ea0845e9275175413e70fbe652b31b611a550ebe6b95d553bee45d2ec98e");
  });
});

describe("the tree of tiles", () => {
  it("spans the T×T tiles (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat({ max: 0xffffffff }), (tiles, seed) => {
        const tree = tileTree(tiles, seed);
        // Union-find over the joins: T²−1 edges that never close a loop span the grid.
        const parent = Int32Array.from({ length: tiles * tiles }, (_, i) => i);
        const root = (i: number): number => {
          let at = i;
          while (parent[at] !== at) at = parent[at]!;
          return at;
        };
        let edges = 0;
        for (let i = 0; i < tiles * tiles; i++) {
          const x = i % tiles;
          for (const [bit, next, inside] of [
            [JOIN_EAST, i + 1, x < tiles - 1],
            [JOIN_SOUTH, i + tiles, i + tiles < tiles * tiles],
          ] as const) {
            if (!(tree[i]! & bit)) continue;
            // A join out of the grid, or one that closes a loop, is not counted.
            if (!inside || root(i) === root(next)) return false;
            parent[root(i)] = root(next);
            edges++;
          }
        }
        return edges === tiles * tiles - 1;
      }),
    );
  });

  it("is uniform: each of the 192 spanning trees of the 3×3 grid about equally often over 19200 seeds", () => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 19200; seed++) {
      const key = Array.from(tileTree(3, seed)).join("");
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(192);
    // Chi-square with 191 degrees of freedom: mean 191, standard deviation 19.5; 290 is five deviations up.
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - 100) ** 2 / 100, 0);
    expect(chiSquare).toBeLessThan(290);
  });
});

describe("tiled mazes", () => {
  it("are perfect, and the same on both backends (property over generators, sizes, T, seeds)", () => {
    fc.assert(
      fc.property(tiledCase, (request) => {
        const fromWasm = generate(request).cells.slice();
        expect(perfectProblem(request.width, request.height, fromWasm)).toBe("");
        expect(Buffer.from(generate({ ...request, backend: "reference" }).cells).equals(Buffer.from(fromWasm))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("are the same streamed, in any chunks, as in memory (property)", () => {
    fc.assert(
      fc.property(tiledCase, fc.integer({ min: 1, max: 50 }), fc.boolean(), (request, rowsPerChunk, reuseBuffer) => {
        const whole = generate(request).cells.slice();
        const stream = generateRows({ ...request, rowsPerChunk, reuseBuffer });
        const chunks = Array.from(stream, ({ y, rows }) => ({ y, rows: Buffer.from(rows) }));
        // Every chunk but the last holds rowsPerChunk rows, and they follow each other.
        expect(chunks.length).toBe(Math.ceil(request.height / rowsPerChunk));
        chunks.forEach(({ y, rows }, i) => {
          expect(y).toBe(i * rowsPerChunk);
          expect(rows.length).toBe(Math.min(rowsPerChunk, request.height - y) * (request.width + 2));
        });
        const joined = Buffer.concat([paddingRow(request.width), ...chunks.map(({ rows }) => rows), paddingRow(request.width)]);
        expect(joined.equals(Buffer.from(whole))).toBe(true);
        expect([stream.tiles, stream.rows]).toEqual([request.tiles, [0, request.height]]);
      }),
      { numRuns: 200 },
    );
  });

  // A chunk that spans two bands was gathered in a buffer of rowsPerChunk rows, not of the rows there are: 10^6 rows per
  // chunk of a 100×100 maze allocated 102 MB, and 10^8 threw a raw RangeError (an untiled stream takes any count).
  it("take any rowsPerChunk up to 2^53 - 1, one chunk of the whole maze when it holds more rows than the maze", () => {
    const request = { algorithm: "backtracker", width: 100, height: 100, seed: 1, tiles: 2 };
    const whole = Buffer.from(generate(request).cells.slice(102, -102));
    for (const rowsPerChunk of [1e8, 2 ** 32, Number.MAX_SAFE_INTEGER]) {
      for (const backend of ["wasm", "reference"]) {
        const chunks = [...generateRows({ ...request, backend, rowsPerChunk })];
        expect(chunks.map(({ y }) => y)).toEqual([0]);
        expect(Buffer.from(chunks[0]!.rows).equals(whole)).toBe(true);
      }
      const share = [...generateRows({ ...request, rowsPerChunk, tileRows: [1, 2] })];
      expect(Buffer.from(share[0]!.rows).equals(whole.subarray(50 * 102))).toBe(true);
    }
  });

  it("are the same when their rows of tiles are made in 1, 2, 3 or 4 shares and joined (property)", () => {
    fc.assert(
      fc.property(tiledCase, fc.integer({ min: 1, max: 4 }), (request, count) => {
        const interior = Buffer.from(generate(request).cells.slice(request.width + 2, -(request.width + 2)));
        const parts = shares(request.tiles, count).map((tileRows) => {
          const stream = generateRows({ ...request, tileRows, rowsPerChunk: 3 });
          const rows = streamed(stream);
          expect(rows.length).toBe((stream.rows[1] - stream.rows[0]) * (request.width + 2));
          return rows;
        });
        expect(Buffer.concat(parts).equals(interior)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it("open one passage through tile borders per edge of the tree of tiles", () => {
    const [width, height, tiles] = [45, 31, 5];
    const maze = generate({ algorithm: "kruskal", width, height, seed: 11, tiles });
    const { columns, rows } = tileLayout(width, height, tiles);
    const columnStarts = new Set(Array.from({ length: tiles - 1 }, (_, i) => columns.start(i + 1)));
    const rowStarts = new Set(Array.from({ length: tiles - 1 }, (_, i) => rows.start(i + 1)));
    let crossings = 0;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (columnStarts.has(x + 1) && maze.has(x, y, "E")) crossings++;
        if (rowStarts.has(y + 1) && maze.has(x, y, "S")) crossings++;
      }
    }
    expect(crossings).toBe(tiles * tiles - 1);
  });

  it("with one tile are the untiled maze, for every generator", () => {
    for (const { name } of generators) {
      const untiled = generate({ algorithm: name, width: 23, height: 17, seed: 5 }).cells.slice();
      expect(Buffer.from(generate({ algorithm: name, width: 23, height: 17, seed: 5, tiles: 1 }).cells).equals(Buffer.from(untiled))).toBe(true);
      expect(streamed(generateRows({ algorithm: name, width: 23, height: 17, seed: 5, tiles: 1 })).equals(Buffer.from(untiled.subarray(25, -25)))).toBe(true);
    }
  });

  it("take a mask only when it excludes nothing (then the same maze as without it)", () => {
    const full = maskFromText(Array.from({ length: 6 }, () => "........").join("\n"));
    const holed = maskFromText(["........", "...#....", "........", "........", "........", "........"].join("\n"));
    const plain = generate({ width: 8, height: 6, seed: 3, tiles: 2 }).cells.slice();
    expect(Buffer.from(generate({ seed: 3, tiles: 2, mask: full }).cells).equals(Buffer.from(plain))).toBe(true);
    expect(messageOf(() => generate({ seed: 3, tiles: 2, mask: holed }))).toBe(
      "InvalidArgumentError: tiles cannot be combined with a mask that excludes cells (this one excludes 1); give tiles or the mask",
    );
    // One tile is the untiled maze, mask and all.
    expect(generate({ seed: 3, tiles: 1, mask: holed }).excludes(3, 1)).toBe(true);
  });

  it("refuse sizes that do not fit by name, before any work", () => {
    expect(messageOf(() => generate({ width: 70000, height: 70000, seed: 1, tiles: 2 }))).toBe(
      "SizeLimitError: a tiled 70000×70000 maze in memory needs 4900280004 bytes, above the 4294967296 one typed array holds; generateRows({ tiles }) streams it band by band",
    );
    expect(() => generate({ algorithm: "kruskal", width: 70000, height: 70000, seed: 1, tiles: 1 })).toThrow(SizeLimitError);
    expect(messageOf(() => generateRows({ algorithm: "kruskal", width: 70000, height: 70000, seed: 1, tiles: 2 }))).toMatch(
      /^SizeLimitError: 35000×35000 is too large for one tile of kruskal on the wasm backend: .*; more tiles make smaller tiles$/,
    );
    expect(messageOf(() => generateRows({ width: 3 * 2 ** 29, height: 6, seed: 1, tiles: 3, algorithm: "binary-tree" }))).toBe(
      "SizeLimitError: a 1610612736-wide tiled stream (a band of 2 rows and a chunk of 1) needs 4831838214 bytes, above the 4294967296 one typed array holds; more tiles make lower bands",
    );
  });

  it("refuse tileRows without tiles, or outside [0, T]", () => {
    expect(messageOf(() => generateRows({ algorithm: "eller", width: 9, height: 9, seed: 1, tileRows: [0, 1] }))).toBe(
      "InvalidArgumentError: tileRows picks bands of tiles: it needs tiles",
    );
    for (const tileRows of [[2, 1], [0, 4], [-1, 1], [0.5, 1], "0,1"]) {
      expect(messageOf(() => generateRows({ algorithm: "eller", width: 9, height: 9, seed: 1, tiles: 3, tileRows: tileRows as [number, number] }))).toMatch(
        /^InvalidArgumentError: tileRows must be \[from, to\] with 0 ≤ from ≤ to ≤ tiles \(3\), got /,
      );
    }
  });
});

describe("the README's tiled picture", () => {
  it("is the drawing of the maze its command makes", async () => {
    const { readFileSync } = await import("node:fs");
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const command = "daedalus generate -a backtracker -W 24 -H 10 --tiles 3 --seed 4\n```\n\n```\n";
    const at = readme.indexOf(command);
    expect(at).toBeGreaterThan(0);
    const picture = readme.slice(at + command.length, readme.indexOf("```", at + command.length));
    expect(picture).toBe(generate({ algorithm: "backtracker", width: 24, height: 10, seed: 4, tiles: 3 }).toString());
  });
});

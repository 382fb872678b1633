// Generating inside a mask: every generator whose registry entry says `masks` gives a perfect maze over the included
// cells (a spanning tree of them), excluded cells holding BORDER, the same bytes on both backends; the others refuse.

import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { generate, generateSteps, generators, InvalidArgumentError, Mask, Maze, maskFromPng, maskFromText, pickMaze, tileGrid } from "../src/node.js";
import { reference, wasm } from "./support/backends.js";
import { runCli } from "./support/cli.js";
import { maskedPerfectProblem } from "./support/masked-perfect.js";
import { noisyMask, randomMask } from "./support/mazes.js";

const sample = (name: string) => new URL(`../docs/masks/${name}`, import.meta.url);
const swapped = (text: string) => text.replace(/[#.]/g, (char) => (char === "#" ? "." : "#"));
/** The sample masks, and a few shapes that are hard on one generator or another. */
const fixed: [string, Mask][] = [
  ["docs/masks/heart.txt", maskFromText(readFileSync(sample("heart.txt"), "utf8"))],
  ["docs/masks/heart.png", maskFromPng(readFileSync(sample("heart.png")))],
  ["docs/masks/ring.txt", maskFromText(readFileSync(sample("ring.txt"), "utf8"))],
  ["docs/masks/sign.txt swapped", maskFromText(swapped(readFileSync(sample("sign.txt"), "utf8")))],
  ["a single cell", maskFromText(".")],
  ["two cells", maskFromText("..")],
  ["a column", maskFromText(".\n.\n.\n.\n")],
  // Wilson's root: the centre (2, 1) is excluded.
  ["a hole at the centre", maskFromText("....\n..#.\n....\n")],
  // A comb with its teeth up: the first unvisited cell of hunt-and-kill's cursor often has no visited neighbour.
  ["a comb", maskFromText([".#.#.#.#.", ".#.#.#.#.", ".#.#.#.#.", "........."].join("\n"))],
  // A corridor (one spanning tree only): every generator must carve exactly it.
  [
    "a spiral",
    maskFromText(
      [
        "...........",
        "##########.",
        ".........#.",
        ".#######.#.",
        ".#.....#.#.",
        ".#.###.#.#.",
        ".#.#...#.#.",
        ".#.#####.#.",
        ".#.......#.",
        ".#########.",
        "...........",
      ].join("\n"),
    ),
  ],
];

/** Masks fast-check draws: rectangles cut from a grid, or a noisy picture (many pockets), or a fixed one. */
const masks = fc.oneof(
  fc
    .record({ width: fc.integer({ min: 1, max: 40 }), height: fc.integer({ min: 1, max: 40 }), seed: fc.nat({ max: 0xffffffff }) })
    .map(({ width, height, seed }) => randomMask(width, height, seed)),
  fc
    .record({ width: fc.integer({ min: 1, max: 30 }), height: fc.integer({ min: 1, max: 30 }), cut: fc.array(fc.boolean(), { minLength: 1, maxLength: 97 }) })
    .map(({ width, height, cut }) => noisyMask(width, height, cut)),
  fc.constantFrom(...fixed.map(([, mask]) => mask)),
);

const maskable = generators.filter((entry) => entry.masks);

it("the registry says which generators can generate inside a mask", () => {
  expect(maskable.map((entry) => entry.name).sort()).toEqual(
    ["aldous-broder", "backtracker", "fusion", "growing-forest", "houston", "growing-tree", "hunt-and-kill", "kruskal", "prim", "prim-true", "wilson"].sort(),
  );
});

it('daedalus list says which generators can (the flag "masks" on each one\'s line, json too)', async () => {
  const text = (await runCli("list")).stdout;
  expect(text).toContain('"masks": can generate inside a --mask, the others refuse one');
  const lines = text.split("\n");
  for (const entry of generators) {
    // The line after the entry's name holds its flags, then its bias.
    const flags = lines[lines.findIndex((line) => line.startsWith(`  ${entry.name.padEnd(20)} `)) + 1]!.trim().split(";")[0]!;
    expect(flags.split(", ").includes("masks"), entry.name).toBe(entry.masks);
  }
  const json = JSON.parse((await runCli("list", "--format", "json")).stdout);
  expect(json.generators.filter((entry: { masks: boolean }) => entry.masks).map((entry: { name: string }) => entry.name)).toEqual(
    maskable.map((entry) => entry.name),
  );
});

describe.each(maskable)("$name inside a mask", (entry) => {
  const options = encodeOptions(entry.name, entry.options, {});

  it("gives a perfect maze over the included cells, excluded cells holding BORDER, the same bytes on both backends (property over masks and seeds)", () => {
    fc.assert(
      fc.property(masks, fc.nat({ max: 0xffffffff }), (mask, seed) => {
        const fromWasm = copyOut(wasm.generate(entry, mask.width, mask.height, seed, options, mask));
        expect(maskedPerfectProblem(mask, fromWasm)).toBe("");
        expect(fromWasm).toEqual(copyOut(reference.generate(entry, mask.width, mask.height, seed, options, mask)));
      }),
      { numRuns: 150 },
    );
  });

  it.each(fixed)("inside %s, for a few seeds, on both backends", (_, mask) => {
    for (const seed of [0, 1, 0xffffffff]) {
      const fromWasm = copyOut(wasm.generate(entry, mask.width, mask.height, seed, options, mask));
      expect(maskedPerfectProblem(mask, fromWasm)).toBe("");
      expect(fromWasm).toEqual(copyOut(reference.generate(entry, mask.width, mask.height, seed, options, mask)));
    }
  });

  it("the next generation without a mask is unaffected (same bytes as before)", () => {
    const before = copyOut(wasm.generate(entry, 20, 20, 3, options));
    const ring = fixed[2]![1];
    copyOut(wasm.generate(entry, ring.width, ring.height, 3, options, ring));
    expect(copyOut(wasm.generate(entry, 20, 20, 3, options))).toEqual(before);
  });
});

it.each(generators.filter((entry) => entry.options.length > 0 && entry.masks))("$name keeps to the mask with every option value tried", (entry) => {
  const values: Record<string, (string | number)[]> = {
    policy: ["newest", "oldest", "random", "middle", "newest:50,random:30,oldest:10,middle:10"],
    trees: [1, 2, 7, 500],
  };
  const mask = fixed[0]![1];
  for (const option of entry.options) {
    for (const value of values[option.name] ?? []) {
      const options = encodeOptions(entry.name, entry.options, { [option.name]: value });
      const fromWasm = copyOut(wasm.generate(entry, mask.width, mask.height, 9, options, mask));
      expect(maskedPerfectProblem(mask, fromWasm), `${option.name}=${value}`).toBe("");
      expect(fromWasm).toEqual(copyOut(reference.generate(entry, mask.width, mask.height, 9, options, mask)));
    }
  }
});

it.each(generators.filter((entry) => !entry.masks))("$name refuses a mask by name, naming those that can", (entry) => {
  expect(() => generate({ algorithm: entry.name, seed: 1, mask: maskFromText("..\n..\n") })).toThrow(
    new InvalidArgumentError(`algorithm ${entry.name} cannot generate inside a mask; algorithms that can: ${maskable.map((able) => able.name).join(", ")}`),
  );
});

it("generate() takes the size from the (cropped) mask and rejects one that disagrees", () => {
  const mask = maskFromText(["#####", "#...#", "#.#.#", "#...#", "#####"].join("\n"));
  const maze = generate({ seed: 1, mask });
  expect([maze.width, maze.height, maze.excludes(1, 1), maze.excludes(0, 0)]).toEqual([3, 3, true, false]);
  expect(() => generate({ width: 5, height: 5, seed: 1, mask })).toThrow(
    new InvalidArgumentError(
      "the maze size 5×5 does not match the mask's 3×3 (the bounding box of its included cells); leave width and height out to take the mask's",
    ),
  );
});

it("a masked maze goes through json (its mask beside the rows) and back unchanged", () => {
  const ring = ["...", ".#.", "..."];
  const maze = generate({ algorithm: "wilson", seed: 2, mask: maskFromText(ring.join("\n")) });
  const json = maze.toString("json");
  expect(JSON.parse(json).mask).toEqual(ring);
  expect(Maze.fromJSON(json).cells).toEqual(maze.cells);
});

describe("generate() checks the mask in full before any work, on both backends alike", () => {
  const backends = ["wasm", "reference"] as const;
  /** What generate() does with a mask on each backend: the maze's hex, or the error's class and message. */
  const outcomes = (mask: unknown, algorithm = "backtracker") =>
    backends.map((backend) => {
      try {
        return generate({ algorithm, mask: mask as Mask, seed: 1, backend }).toString("hex");
      } catch (error) {
        return `${(error as Error).constructor.name}: ${(error as Error).message}`;
      }
    });
  const refused = (mask: unknown, message: string, algorithm?: string) =>
    expect(outcomes(mask, algorithm)).toEqual([`InvalidArgumentError: ${message}`, `InvalidArgumentError: ${message}`]);
  const open4x3 = () => maskFromText("....\n....\n....\n");

  it("refuses a mask whose grid was changed to cut its included cells in two (wilson and aldous-broder hung on it)", () => {
    for (const algorithm of ["wilson", "aldous-broder", "backtracker", "kruskal"]) {
      const mask = open4x3();
      for (let y = 0; y < 3; y++) mask.grid[(y + 1) * 6 + 2] = 0x10;
      refused(mask, "mask.included must be 9, the number of included cells (0 bytes) in its grid, got 12", algorithm);
      (mask as { included: number }).included = 9;
      refused(mask, "mask's included cells must be connected (a maze is one piece): (2, 0) cannot be reached from (0, 0)", algorithm);
    }
  });

  it("refuses a mask changed to exclude every cell (aldous-broder hung on it), or whose included count was changed", () => {
    const none = open4x3();
    for (let y = 0; y < 3; y++) none.grid.fill(0x10, (y + 1) * 6 + 1, (y + 1) * 6 + 5);
    refused(none, "mask excludes every cell; a mask needs at least one included cell", "aldous-broder");
    const fewer = open4x3();
    fewer.grid[6 + 1] = 0x10;
    refused(fewer, "mask.included must be 11, the number of included cells (0 bytes) in its grid, got 12");
    const counted = open4x3();
    (counted as { included: number }).included = 5;
    refused(counted, "mask.included must be 12, the number of included cells (0 bytes) in its grid, got 5");
  });

  it("refuses a byte other than 0 and BORDER on a cell, or other than BORDER on the padding", () => {
    const cell = open4x3();
    cell.grid[2 * 6 + 3] = 7;
    refused(cell, "mask.grid must hold 0 (included) or 16 (excluded) at cell (2, 1), got 7");
    const padding = open4x3();
    padding.grid[6] = 0;
    refused(padding, "mask.grid must hold 16 (BORDER) at the padding at (-1, 0), got 0");
  });

  it("refuses a mask whose fields were changed after it was made (a raw RangeError before)", () => {
    const narrower = open4x3();
    (narrower as { width: number }).width = 2;
    refused(narrower, "mask.grid must be a Uint8Array of 20 bytes (the padded 2×3 layout), got 30 bytes");
    const nan = open4x3();
    (nan as { height: number }).height = Number.NaN;
    refused(nan, "mask.height must be an integer ≥ 1, got NaN");
    const gridless = open4x3();
    (gridless as { grid: unknown }).grid = [0, 1];
    refused(gridless, "mask.grid must be a Uint8Array of 30 bytes (the padded 4×3 layout), got an array of 2");
    const left = open4x3();
    (left as { left: number }).left = -1;
    refused(left, "mask.left must be an integer ≥ 0, got -1");
  });

  it("refuses anything but a Mask it made: plain objects (a raw TypeError, or backends that disagreed), forged prototypes, null", () => {
    const forged = "mask must be a Mask (from maskFromText, maskFromPng, createMask, or Mask.restore for a mask's fields), got";
    refused({ width: 3, height: 3 }, `${forged} an object (Object)`);
    refused({ width: 4, height: 3, grid: new Uint8Array(5), included: 12 }, `${forged} an object (Object)`);
    const copy = open4x3();
    refused({ ...copy }, `${forged} an object (Object)`);
    refused(Object.assign(Object.create(Object.getPrototypeOf(copy)), copy), `${forged} an object (Object)`);
    refused(null, `${forged} null`);
    refused(12, `${forged} 12`);
    // A mask's fields as plain data (a worker's) become a Mask again through Mask.restore.
    expect(outcomes(Mask.restore({ ...copy }))).toEqual(outcomes(copy));
  });

  it("generates from the bytes it checked: a mask cut in two after the check (by the signal's throwIfAborted) does not reach the backend", () => {
    const untouched = generate({ algorithm: "backtracker", mask: open4x3(), seed: 4 }).cells;
    for (const backend of backends) {
      const mask = open4x3();
      const cut = () => {
        for (let y = 0; y < 3; y++) mask.grid[(y + 1) * 6 + 2] = 0x10;
      };
      const signal = { aborted: false, throwIfAborted: cut } as unknown as AbortSignal;
      expect(generate({ algorithm: "backtracker", mask, seed: 4, backend, signal }).cells).toEqual(untouched);
      expect(mask.grid[6 + 2]).toBe(0x10);
    }
  });

  it("pickMaze, generateSteps and the tiles adapter refuse the same masks", () => {
    const mask = open4x3();
    mask.grid[2 * 6 + 3] = 7;
    const message = "mask.grid must hold 0 (included) or 16 (excluded) at cell (2, 1), got 7";
    expect(() => pickMaze({ by: "dead-ends", tries: 3, mask, seed: 1 })).toThrow(new InvalidArgumentError(message));
    expect(() => generateSteps({ mask, seed: 1 })).toThrow(new InvalidArgumentError(message));
    expect(() => tileGrid({ mask, seed: 1 })).toThrow(new InvalidArgumentError(message));
  });

  it("both backends refuse a valid mask with one field or byte changed at random, with the same error, and stay usable (property)", () => {
    const fields = ["width", "height", "included", "left", "top"] as const;
    const change = fc.oneof(
      fc.record({ index: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
      fc.record({ field: fc.constantFrom(...fields), value: fc.oneof(fc.integer({ min: -3, max: 50 }), fc.constant(Number.NaN), fc.constant(0.5)) }),
    );
    fc.assert(
      fc.property(masks, change, fc.constantFrom(...maskable.map((entry) => entry.name)), (valid, changed, algorithm) => {
        const mask = Mask.restore({ ...valid, grid: valid.grid.slice() });
        if ("index" in changed) mask.grid[changed.index % mask.grid.length] = changed.byte;
        else (mask as unknown as Record<string, number>)[changed.field] = changed.value;
        const [fromWasm, fromReference] = outcomes(mask, algorithm);
        expect(fromWasm).toBe(fromReference);
        if (fromWasm!.startsWith("InvalidArgumentError: mask")) return;
        // Still a good mask (a byte written with its own value, left or top changed): a perfect maze inside it.
        const maze = generate({ algorithm, mask, seed: 1 });
        expect(maskedPerfectProblem(mask, maze.cells)).toBe("");
      }),
      { numRuns: 300 },
    );
    expect(generate({ width: 5, height: 4, seed: 3 }).cells).toEqual(generate({ width: 5, height: 4, seed: 3, backend: "reference" }).cells);
  });
});

it("--mask reads a PNG by its signature whatever its name (heart.png.gz, a PNG without .png was read as text)", async () => {
  const directory = mkdtempSync(join(tmpdir(), "daedalus-mask-"));
  const png = readFileSync(sample("heart.png"));
  writeFileSync(join(directory, "heart"), png);
  writeFileSync(join(directory, "heart.png.gz"), gzipSync(png));
  writeFileSync(join(directory, "heart.txt"), png);
  const args = ["generate", "-a", "kruskal", "--seed", "3", "-f", "json"];
  const expected = await runCli(...args, "--mask", fileURLToPath(sample("heart.png")));
  expect([expected.code, expected.stderr]).toEqual([0, ""]);
  for (const name of ["heart", "heart.png.gz", "heart.txt"]) {
    expect(await runCli(...args, "--mask", join(directory, name)), name).toEqual(expected);
  }
});

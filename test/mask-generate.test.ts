// Generating inside a mask: every generator whose registry entry says `masks` gives a perfect maze over the included
// cells (a spanning tree of them), excluded cells holding BORDER, the same bytes on both backends; the others refuse.

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { generate, generators, InvalidArgumentError, type Mask, Maze, maskFromPng, maskFromText } from "../src/node.js";
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

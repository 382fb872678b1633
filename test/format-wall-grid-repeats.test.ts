// The wall-grid reader (for game maps) copies the cells of a line that repeats the one a cell row above (or, inside a
// cell, the one above) instead of reading it again: on drawings full of repeats, mutated, it answers exactly as
// reading every line.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asciiGrid } from "../src/formats/ascii.js";
import { asciiCompactGrid } from "../src/formats/ascii-compact.js";
import { blocksGrid } from "../src/formats/blocks.js";
import { gameMapGrid } from "../src/formats/game-map.js";
import { TextInput } from "../src/formats/text-input.js";
import { readWallGrid, type WallGridSpec } from "../src/formats/wall-grid-reader.js";
import type { MazeData } from "../src/grid/data.js";
import { DaedalusError, findFormat, writeToBytes } from "../src/node.js";
import { withMask } from "./support/mask.js";

/** A maze whose rows are all alike (the same passages east and south in every row), less the cells `excluded` takes. */
function striped(width: number, height: number, east: boolean[], south: boolean[], excluded: (x: number, y: number) => boolean): MazeData {
  const stride = width + 2;
  const cells = new Uint8Array(stride * (height + 2)).fill(0x10);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const open = (x < width - 1 && east[x] ? 2 : 0) | (x > 0 && east[x - 1] ? 8 : 0) | (y < height - 1 && south[x] ? 4 : 0) | (y > 0 && south[x] ? 1 : 0);
      cells[(y + 1) * stride + x + 1] = open;
    }
  }
  return withMask({ width, height, cells, algorithm: "striped", seed: null }, excluded);
}

const cases: { name: string; format: string; spec: WallGridSpec; span?: number; alphabet: string }[] = [
  { name: "blocks", format: "blocks", spec: blocksGrid, alphabet: "# \n." },
  { name: "ascii", format: "ascii", spec: asciiGrid, alphabet: "+-| oSG\nx" },
  { name: "ascii-compact", format: "ascii-compact", spec: asciiCompactGrid, alphabet: "+-|│ █SG\nx" },
  ...[1, 2, 3].map((span) => ({ name: `game-map span ${span}`, format: "game-map", spec: gameMapGrid(span), span, alphabet: "#.SG\nx" })),
];

type Edit = (lines: string[], alphabet: string) => void;
const edit: fc.Arbitrary<Edit> = fc.oneof(
  // One line made a copy of another: repeats appear and disappear.
  fc.tuple(fc.nat(), fc.nat()).map(
    ([to, from]): Edit =>
      (lines) => {
        lines[to % lines.length] = lines[from % lines.length]!;
      },
  ),
  // One character changed.
  fc.tuple(fc.nat(), fc.nat(), fc.nat()).map(
    ([j, i, pick]): Edit =>
      (lines, alphabet) => {
        const line = lines[j % lines.length]!;
        if (line.length === 0) return;
        const at = i % line.length;
        lines[j % lines.length] = line.slice(0, at) + alphabet[pick % alphabet.length]! + line.slice(at + 1);
      },
  ),
);

/** What reading gives: the maze as plain values, or the error's class and message. */
function outcome(spec: WallGridSpec, input: string, repeats: boolean): unknown {
  try {
    const { width, height, cells, start, goal } = readWallGrid(spec, input, repeats);
    return { width, height, cells: Array.from(cells), start, goal };
  } catch (error) {
    if (!(error instanceof DaedalusError)) throw error;
    return `${error.constructor.name}: ${error.message}`;
  }
}

describe("lines that repeat are copied, not read, with the same result", () => {
  it.each(cases)("$name: striped mazes with masks and marks, then edited", async ({ format, spec, span, alphabet }) => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(5), fc.nat(6)), { maxLength: 3 }),
        fc.boolean(),
        fc.array(edit, { maxLength: 3 }),
        async (width, height, east, south, holes, marks, edits) => {
          const excluded = (x: number, y: number) => format !== "ascii" && format !== "ascii-compact" && holes.some(([hx, hy]) => hx === x && hy === y);
          const maze = striped(width, height, east, south, excluded);
          const text = new TextDecoder().decode(await writeToBytes(findFormat(format), maze, { marks, ...(span && { span }) }));
          const lines = text.split("\n");
          for (const change of edits) change(lines, alphabet);
          const input = lines.join("\n");
          expect(outcome(spec, input, true)).toEqual(outcome(spec, input, false));
        },
      ),
      { numRuns: 400 },
    );
  });

  it.each([
    [1, 14],
    [2, 16],
    [3, 16],
  ])("game-map span %i: a 6×6 room is read from its first two rows and its last", async (span, withRepeats) => {
    const room = striped(6, 6, Array(6).fill(true), Array(6).fill(true), () => false);
    const input = await writeToBytes(findFormat("game-map"), room, { span });
    const linesRead = (repeats: boolean): number => {
      const text = new TextInput("game-map", input);
      const read = text.charactersOf.bind(text);
      let count = 0;
      text.charactersOf = (j) => {
        count++;
        return read(j);
      };
      expect(readWallGrid(gameMapGrid(span), text, repeats).cells).toEqual(room.cells);
      return count;
    };
    // The first line for the width, every line once, and the 7 wall lines again for their posts. With repeats, 8 lines
    // are parsed: the top wall, the lines with S and G and the one after each, row 1's first two (the run of open
    // floor does not reach a cell row back yet), and the bottom wall.
    expect([linesRead(false), linesRead(true)]).toEqual([1 + 6 * (span + 1) + 1 + 7, withRepeats]);
  });
});

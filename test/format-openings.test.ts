// Openings through the formats: every readable format that has a place for them gives them back (json and DMZ1
// exactly; the drawings as gaps, the entrance told from the exit by the S/G marks or by reading order), every
// drawing draws them as gaps and nothing else, streams draw what whole mazes draw.

import fc from "fast-check";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import {
  findFormat,
  formats,
  generate,
  type MazeData,
  type Opening,
  type Openings,
  type Side,
  solve,
  type WriteOptions,
  withOpenings,
  writeToBytes,
  writeToString,
} from "../src/node.js";
import { openGrid } from "./support/open-grid.js";

/** Readable formats with no place for openings: they read back without them. */
const NO_PLACE: Record<string, string> = {
  hex: "H lines of W hex digits are the cells alone, and the cells keep the outer wall closed",
  npy: "maze-dataset's connection_list holds the passages between cells, none through the outer wall",
};
const EXACT = ["json", "binary"];
const DRAWINGS = ["ascii", "ascii-compact", "blocks", "game-map"];

async function roundTrip(name: string, maze: MazeData, options: WriteOptions = {}) {
  const format = findFormat(name);
  return format.read!(await writeToBytes(format, maze, options));
}

/** Where a gap is met reading a drawing: its line (wall lines even, floor lines odd), then its column. */
function readingPlace({ x, y, side }: Opening, width: number, height: number): number {
  const [line, column] = side === "N" ? [0, 2 * x + 1] : side === "S" ? [2 * height, 2 * x + 1] : [2 * y + 1, side === "W" ? 0 : 2 * width];
  return line * (2 * width + 1) + column;
}

/** The openings as a drawing read without marks tells them: the first gap in reading order is the entrance. */
function inReadingOrder({ entrance, exit }: Openings, width: number, height: number): Openings {
  const gaps = [entrance, exit]
    .filter((gap): gap is Opening => gap !== undefined)
    .sort((a, b) => readingPlace(a, width, height) - readingPlace(b, width, height));
  return { ...(gaps[0] && { entrance: gaps[0] }), ...(gaps[1] && { exit: gaps[1] }) };
}

/** Every (cell, side) of the outer wall of a W×H maze. */
function edgeGaps(width: number, height: number): Opening[] {
  const gaps: Opening[] = [];
  for (let x = 0; x < width; x++) gaps.push({ x, y: 0, side: "N" }, { x, y: height - 1, side: "S" });
  for (let y = 0; y < height; y++) gaps.push({ x: 0, y, side: "W" }, { x: width - 1, y, side: "E" });
  return gaps;
}

/** A maze of any size with an entrance, an exit, or both, anywhere in its outer wall. */
const openedMazes = fc
  .record({
    width: fc.integer({ min: 1, max: 14 }),
    height: fc.integer({ min: 1, max: 14 }),
    seed: fc.nat(),
    a: fc.nat(),
    b: fc.nat(),
    which: fc.constantFrom("both", "entrance", "exit"),
  })
  .map(({ width, height, seed, a, b, which }) => {
    const gaps = edgeGaps(width, height);
    const entrance = gaps[a % gaps.length]!;
    let exit = gaps[b % gaps.length]!;
    if (exit.x === entrance.x && exit.y === entrance.y && exit.side === entrance.side) exit = gaps[(b + 1) % gaps.length]!;
    const openings = which === "both" && gaps.length > 1 ? { entrance, exit } : which === "exit" ? { exit } : { entrance };
    return generate({ width, height, seed, openings });
  });

describe("openings round-trip through every readable format", () => {
  it("the readable formats are the exact ones, the drawings, and those with no place for them", () => {
    const readable = formats.filter((format) => format.read).map((format) => format.name);
    expect([...readable].sort()).toEqual([...EXACT, ...DRAWINGS, ...Object.keys(NO_PLACE)].sort());
  });

  it("json and DMZ1 keep them exactly; the drawings keep the gaps, the first in reading order the entrance (property)", async () => {
    await fc.assert(
      fc.asyncProperty(openedMazes, async (maze) => {
        for (const name of EXACT) {
          const back = await roundTrip(name, maze);
          expect(back.cells).toEqual(maze.cells);
          expect(back.openings, name).toEqual(maze.openings);
        }
        const gaps = (openings: Openings | undefined) => new Set(Object.values(openings ?? {}).map((gap) => JSON.stringify(gap)));
        for (const name of DRAWINGS) {
          const back = await roundTrip(name, maze);
          expect(back.cells, name).toEqual(maze.cells);
          // game-map always marks start and goal, which may tell the gaps apart (the next property); the others here do not.
          if (name === "game-map") expect(gaps(back.openings)).toEqual(gaps(maze.openings));
          else expect(back.openings, name).toEqual(inReadingOrder(maze.openings!, maze.width, maze.height));
        }
      }),
      { numRuns: 120 },
    );
  });

  it("drawn with start and goal marks, the drawings tell the entrance from the exit whatever their order (property)", async () => {
    await fc.assert(
      fc.asyncProperty(openedMazes, async (maze) => {
        const { entrance, exit } = maze.openings!;
        // Marks tell them apart when the entrance and the exit are in different cells.
        fc.pre(entrance !== undefined && exit !== undefined && (entrance.x !== exit.x || entrance.y !== exit.y));
        const solution = solve(maze);
        for (const name of DRAWINGS) {
          const back = await roundTrip(name, maze, { solution, marks: true });
          expect(back.openings, name).toEqual(maze.openings);
          expect([back.start, back.goal], name).toEqual([
            [entrance!.x, entrance!.y],
            [exit!.x, exit!.y],
          ]);
        }
      }),
      { numRuns: 80 },
    );
  });

  it("one gap alone is the entrance, or the exit when it is at the goal mark and not at the start mark", async () => {
    const maze = generate({ width: 6, height: 4, seed: 3, openings: { exit: "E:2" } });
    for (const name of DRAWINGS) {
      expect((await roundTrip(name, maze, { marks: true })).openings, name).toEqual({ exit: { x: 5, y: 2, side: "E" } });
      expect((await roundTrip(name, maze, { start: [5, 2], goal: [0, 0], marks: true })).openings, name).toEqual({ entrance: { x: 5, y: 2, side: "E" } });
    }
  });

  it.each(Object.entries(NO_PLACE))("%s has no place for them (%s): it reads back the cells, without openings", async (name) => {
    const maze = generate({ width: 9, height: 5, seed: 8, openings: true });
    const back = await roundTrip(name, maze);
    expect(back.cells).toEqual(maze.cells);
    expect(back.openings).toBeUndefined();
    expect(await writeToBytes(findFormat(name), maze)).toEqual(await writeToBytes(findFormat(name), generate({ width: 9, height: 5, seed: 8 })));
  });

  it("game maps keep gaps that repeat from row to row, and gaps span the whole wall at every span", async () => {
    const open = withOpenings(openGrid(5, 4), { entrance: "W:1", exit: "W:2" });
    for (const span of [1, 2, 3]) {
      const back = await roundTrip("game-map", open, { span, start: [4, 0], goal: [4, 3] });
      expect(back.cells).toEqual(open.cells);
      expect(back.openings).toEqual(open.openings);
    }
    const wide = withOpenings(generate({ width: 4, height: 3, seed: 2 }), { entrance: "N:1", exit: "E:1" });
    const lines = writeToString(findFormat("game-map"), wide, { span: 3 }).split("\n");
    expect(lines[0]).toBe("#####...#########");
    expect(lines.slice(5, 8).map((line) => line.at(-1))).toEqual([".", ".", "."]);
  });
});

describe("every drawing draws a gap, and nothing else changes", () => {
  const maze = generate({ width: 9, height: 6, seed: 12 });
  const cases: [Openings, string][] = [
    [{ entrance: { x: 4, y: 0, side: "N" }, exit: { x: 0, y: 5, side: "S" } }, "top and bottom"],
    [{ entrance: { x: 0, y: 2, side: "W" }, exit: { x: 8, y: 5, side: "E" } }, "left and right"],
    [{ entrance: { x: 0, y: 0, side: "W" }, exit: { x: 0, y: 0, side: "N" } }, "two sides of one corner"],
  ];
  // Characters across a gap of a wall line (N, S) and down one of a floor line (W, E), per line of the drawing.
  const gapSize: Record<string, [number, number]> = { ascii: [3, 1], "ascii-compact": [1, 1], blocks: [1, 1], "game-map": [2, 2] };

  it.each(cases)("%j (%s)", (openings) => {
    const opened = withOpenings(maze, openings);
    for (const [name, [across, down]] of Object.entries(gapSize)) {
      // game-map marks the ends: the same ones in both drawings.
      const options = { start: [1, 1] as const, goal: [2, 2] as const };
      const before = writeToString(findFormat(name), maze, options).split("\n");
      const after = writeToString(findFormat(name), opened, options).split("\n");
      expect(after.length).toBe(before.length);
      const changed: string[] = [];
      before.forEach((line, j) => {
        for (let i = 0; i < line.length; i++) if (line[i] !== after[j]![i]) changed.push(after[j]![i]!);
      });
      const gaps = Object.values(openings) as Opening[];
      const expected = gaps.reduce((sum, { side }) => sum + (side === "N" || side === "S" ? across : down), 0);
      expect(changed.length, name).toBe(expected);
      expect(new Set(changed), name).toEqual(new Set([name === "game-map" ? "." : " "]));
    }
    expect(writeToString(findFormat("unicode"), opened)).not.toBe(writeToString(findFormat("unicode"), maze));
  });

  it("unicode ends the walls beside a gap with half lines", () => {
    const opened = withOpenings(generate({ width: 3, height: 2, seed: 1 }), { entrance: "N:1", exit: "W:1" });
    const lines = writeToString(findFormat("unicode"), opened).split("\n");
    expect(lines[0]).toBe("┌───╴   ╶───┐");
    expect(lines[3]![0]).toBe(" ");
    expect(lines[2]![0]).toBe("└");
    expect(lines[4]![0]).toBe("╶");
  });

  it("png at one pixel per cell and per wall is the blocks drawing, gaps included; its posts show where a wall meets them", async () => {
    await fc.assert(
      fc.asyncProperty(openedMazes, async (maze) => {
        const bytes = await writeToBytes(findFormat("png"), maze, { cellSize: 1, wallWidth: 1, margin: 0 });
        const image = PNG.sync.read(Buffer.from(bytes));
        const wall = (x: number, y: number) => x >= 0 && y >= 0 && x < image.width && y < image.height && image.data[(y * image.width + x) * 4] === 0;
        const blocks = writeToString(findFormat("blocks"), maze).trimEnd().split("\n");
        // blocks draws every post; png (like svg) a post that a wall meets: two gaps at one corner leave it alone.
        const expected = blocks.map((line, y) =>
          [...line]
            .map((character, x) =>
              x % 2 === 0 && y % 2 === 0 ? (wall(x - 1, y) || wall(x + 1, y) || wall(x, y - 1) || wall(x, y + 1) ? "#" : " ") : character,
            )
            .join(""),
        );
        const fromPixels = Array.from({ length: image.height }, (_, y) => Array.from({ length: image.width }, (_, x) => (wall(x, y) ? "#" : " ")).join(""));
        expect(fromPixels).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it("png's 1-bit fast path and its general painter agree on gaps", async () => {
    const maze = generate({ width: 13, height: 7, seed: 2, openings: { entrance: "W:3", exit: "S:-1" } });
    const pixelMode = { cellSize: 1, wallWidth: 1, margin: 0 };
    const fast = PNG.sync.read(Buffer.from(await writeToBytes(findFormat("png"), maze, pixelMode)));
    // A heat map needs a larger palette, so the general painter runs; an all-white one keeps the pictures comparable.
    const white = { distances: new Uint32Array(13 * 7), colours: { near: "#fff", far: "#fff" } };
    const general = PNG.sync.read(Buffer.from(await writeToBytes(findFormat("png"), maze, { ...pixelMode, ...white })));
    expect(fast.data.equals(general.data)).toBe(true);
  });

  it("svg's wall path, painted, is png's walls pixel for pixel", async () => {
    await fc.assert(
      fc.asyncProperty(openedMazes, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 4 }), async (maze, cellSize, wallWidth) => {
        const options = { cellSize, wallWidth, margin: 2 };
        const image = PNG.sync.read(Buffer.from(await writeToBytes(findFormat("png"), maze, options)));
        const painted = paintWalls(writeToString(findFormat("svg"), maze, options), image.width, image.height, wallWidth);
        const walls = Array.from({ length: image.width * image.height }, (_, k) => image.data[4 * k] === 0);
        expect(painted).toEqual(walls);
      }),
      { numRuns: 40 },
    );
  });
});

/** The pixels an svg's wall path covers: each M x y h/v run a stroke of `width` with square caps. */
function paintWalls(svg: string, pixelWidth: number, pixelHeight: number, width: number): boolean[] {
  const path = /<path [^>]* d="([^"]*)"/.exec(svg)![1]!;
  const painted = new Array<boolean>(pixelWidth * pixelHeight).fill(false);
  for (const [, x, y, axis, length] of path.matchAll(/M([\d.]+) ([\d.]+)([hv])([\d.]+)/g)) {
    const [x0, y0] = [Number(x), Number(y)];
    const [x1, y1] = axis === "h" ? [x0 + Number(length), y0] : [x0, y0 + Number(length)];
    for (let py = Math.ceil(y0 - width / 2); py < y1 + width / 2; py++) {
      for (let px = Math.ceil(x0 - width / 2); px < x1 + width / 2; px++) painted[py * pixelWidth + px] = true;
    }
  }
  return painted;
}

describe("streams draw the openings their header carries, as the whole maze does", () => {
  it.each(["ascii", "ascii-compact", "unicode", "blocks", "game-map", "binary", "png", "hex"])("%s", async (name) => {
    const format = findFormat(name);
    const maze = generate({ width: 11, height: 7, seed: 6, openings: { entrance: "W:2", exit: "N:10" } });
    const header = { width: 11, height: 7, algorithm: maze.algorithm, seed: maze.seed, openings: maze.openings };
    const stride = 13;
    // Rows in chunks of 3, so a gap's row falls inside one chunk and at another's edge.
    const rows = [0, 3, 6].map((y) => ({ y, rows: maze.cells.slice((y + 1) * stride, (Math.min(y + 3, 7) + 1) * stride) }));
    const parts: Uint8Array[] = [];
    for await (const chunk of format.writeRows!(header, rows, { marks: true }))
      parts.push(typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk.slice());
    const streamed = Buffer.concat(parts);
    expect(streamed.equals(Buffer.from(await writeToBytes(format, maze, { marks: true })))).toBe(true);
  });

  it("a stream's openings are checked against its size", () => {
    const header = { width: 4, height: 4, algorithm: "x", seed: null, openings: { exit: { x: 2, y: 1, side: "S" as Side } } };
    expect(() => findFormat("ascii").writeRows!(header, [])).toThrow(
      "ascii: openings.exit: (2, 1) side S is not in the outer wall: an opening on side S needs y = 3",
    );
  });
});

describe("formats of the openings", () => {
  const maze = generate({ width: 5, height: 3, seed: 1, openings: { entrance: "W:1", exit: "S:4" } });

  it('json: an "openings" object beside the rows; files without it read as before', () => {
    const text = maze.toString("json");
    expect(text).toContain(',"openings":{"entrance":{"x":0,"y":1,"side":"W"},"exit":{"x":4,"y":2,"side":"S"}},"rows":[');
    const plain = generate({ width: 5, height: 3, seed: 1 }).toString("json");
    expect(text.replace(/,"openings":\{.*?\}\},/, ",")).toBe(plain);
    expect(findFormat("json").read!(plain).openings).toBeUndefined();
  });

  it("json: a bad opening names its place", () => {
    const text = maze.toString("json").replace('"side":"S"', '"side":"N"');
    expect(() => findFormat("json").read!(text)).toThrow(
      /^json: line 1, column \d+: openings\.exit: \(4, 2\) side N is not in the outer wall: an opening on side N needs y = 0$/,
    );
    const same = maze.toString("json").replace('"x":4,"y":2,"side":"S"', '"x":0,"y":1,"side":"W"');
    expect(() => findFormat("json").read!(same)).toThrow("openings.exit: is the entrance's gap, (0, 1) side W; an exit needs a gap of its own");
    const extra = maze.toString("json").replace('"openings":{', '"openings":{"door":1,');
    expect(() => findFormat("json").read!(extra)).toThrow("openings.door: is not an opening: openings may have entrance and exit");
  });

  it("DMZ1: flag bit 1 and a 16-byte trailer; files without openings are the bytes they were", async () => {
    const bytes = await writeToBytes(findFormat("binary"), maze);
    const plain = await writeToBytes(findFormat("binary"), generate({ width: 5, height: 3, seed: 1 }));
    expect(bytes.length).toBe(plain.length + 16);
    expect(bytes[12]).toBe(2);
    expect([...bytes.subarray(plain.length)]).toEqual([8, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0]);
    expect([...bytes.subarray(16, plain.length)]).toEqual([...plain.subarray(16)]);
    const only = await writeToBytes(findFormat("binary"), withOpenings(maze, { exit: "E:0" }));
    expect([...only.subarray(plain.length)]).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0]);
  });

  const plain = generate({ width: 5, height: 3, seed: 1 });
  it.each<[string, (bytes: Uint8Array) => void, string, MazeData?]>([
    ["an unknown side", (b) => (b[b.length - 16] = 3), "binary: byte 51: the entrance's side must be 0 (none), 1 (N), 2 (E), 4 (S) or 8 (W), got 3"],
    ["a position past the side", (b) => (b[b.length - 4] = 5), "binary: byte 63: the exit's position along side S must be below 5, got 5"],
    [
      "a position without a side",
      (b) => b.fill(0, b.length - 16, b.length - 8).fill(1, b.length - 12, b.length - 11),
      "binary: byte 55: no entrance (side 0), so its position must be 0, got 1",
    ],
    ["no opening at all", (b) => b.fill(0, b.length - 16), "binary: byte 51: the OPENINGS flag is set, but the trailer holds no opening (both sides 0)"],
    [
      "the exit in the entrance's gap",
      (b) => b.set([8, 0, 0, 0, 1, 0, 0, 0], b.length - 8),
      "binary: byte 59: openings.exit: is the entrance's gap, (0, 1) side W; an exit needs a gap of its own",
    ],
    ["a missing trailer", (b) => (b[12] = 2), "binary: byte 51: a 5×3 maze is 67 bytes (16 + (W+2)·(H+2) + 16 for the openings), the input has 51", plain],
  ])("DMZ1 refuses %s, naming the byte", async (_, edit, message, source = maze) => {
    const bytes = (await writeToBytes(findFormat("binary"), source)).slice();
    edit(bytes);
    expect(() => findFormat("binary").read!(bytes)).toThrow(message);
  });
});

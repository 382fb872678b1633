import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { findFormat, generate, InvalidArgumentError, type Maze, type MazeData, type WriteOptions, writeToBytes, writeToString } from "../src/node.js";
import { privateWasm } from "./support/backends.js";
import { bfsDistances, bfsSolution } from "./support/bfs.js";
import { ring, withMask } from "./support/mask.js";

const png = findFormat("png");

async function decode(maze: MazeData, options: WriteOptions = {}) {
  const bytes = await writeToBytes(png, maze, options);
  return { bytes, image: PNG.sync.read(Buffer.from(bytes)) };
}

function pixel(image: PNG, x: number, y: number): string {
  const i = (y * image.width + x) * 4;
  return `#${[0, 1, 2].map((k) => image.data[i + k]!.toString(16).padStart(2, "0")).join("")}`;
}

describe("png", () => {
  const maze = generate({ width: 8, height: 4, seed: 42 });

  it("writes a Wasm maze from a copy taken at the call: other calls before the bytes are done (growing the memory, disposing it) change nothing", async () => {
    const expected = await writeToBytes(png, generate({ width: 300, height: 200, seed: 5, backend: "reference" }), { cellSize: 3 });
    // A backend of its own, whose memory the first meddling call grows for sure.
    const backend = privateWasm();
    for (const meddle of [
      () => generate({ width: 1500, height: 1500, seed: 6, backend }),
      (written: Maze) => {
        written.dispose();
        generate({ width: 300, height: 200, seed: 7, backend });
      },
    ]) {
      const written = generate({ width: 300, height: 200, seed: 5, backend });
      const bytes = writeToBytes(png, written, { cellSize: 3 });
      meddle(written);
      expect(Buffer.from(await bytes).equals(Buffer.from(expected))).toBe(true);
    }
  });

  it("is the drawing.ts geometry: 2·margin + W·(cell+wall) + wall pixels across, walls black, floors white", async () => {
    const { image } = await decode(maze);
    expect([image.width, image.height]).toEqual([2 * 6 + 8 * 14 + 2, 2 * 6 + 4 * 14 + 2]);
    expect(pixel(image, 0, 0)).toBe("#ffffff"); // margin
    expect(pixel(image, 6, 6)).toBe("#000000"); // top-left post
    expect(pixel(image, 7, 40)).toBe("#000000"); // west outer wall
    expect(pixel(image, 14, 14)).toBe("#ffffff"); // floor of (0, 0)
    // (0, 0) opens south: the wall band below its floor is open; (1, 0) to (2, 0) is walled (see the golden ascii).
    expect(pixel(image, 14, 20)).toBe("#ffffff");
    expect(pixel(image, 6 + 2 * 14 + 1, 14)).toBe("#000000");
  });

  it("draws the path band, and the start and goal marks above it: a ring of background, the mark's colour inside", async () => {
    const solution = bfsSolution(8, 4, maze.cells);
    const { image } = await decode(maze, { solution, marks: true });
    // Path band: 4 px wide, inset 4 in a 12 px floor; it runs down from (0, 0) through the open wall band to (0, 1).
    expect([10, 11, 12, 15, 16].map((at) => pixel(image, at, 6 + 14 + 1))).toEqual(["#ffffff", "#ffffff", "#d62728", "#d62728", "#ffffff"]);
    // Start covers (0, 0)'s floor (pixels 8..19) over the path: a 1-pixel white ring, green inside; the walls stay.
    const start = [7, 8, 9, 13, 18, 19, 20].map((at) => pixel(image, at, 13));
    expect(start).toEqual(["#000000", "#ffffff", "#2ca02c", "#2ca02c", "#2ca02c", "#ffffff", "#ffffff"]);
    expect([7, 8, 9, 19].map((at) => pixel(image, 13, at))).toEqual(["#000000", "#ffffff", "#2ca02c", "#ffffff"]);
    // Goal (7, 3): the path comes in through the open wall west of it and stops at the ring; blue inside.
    const goal = 6 + 7 * 14 + 2;
    expect([goal - 1, goal, goal + 1, goal + 10, goal + 11, goal + 12].map((at) => pixel(image, at, 6 + 3 * 14 + 2 + 5))).toEqual([
      "#d62728",
      "#ffffff",
      "#1f77b4",
      "#1f77b4",
      "#ffffff",
      "#000000",
    ]);
  });

  it("draws marks larger than tiny floors, inside the picture, the same squares as svg", async () => {
    const big = generate({ width: 200, height: 100, seed: 3 });
    const pixelMode = { cellSize: 1, wallWidth: 1, margin: 0, marks: true };
    const { image } = await decode(big, pixelMode);
    // 401×201 pixels: marks of max(5, round(201 / 40)) = 5 pixels, ring 1, centred on the cells (pixel 2x+1) but moved
    // inside the picture: the corners' marks would stick out by 1 pixel.
    const rects = [...writeToString(findFormat("svg"), big, pixelMode).matchAll(/<rect x="(-?\d+)" y="(-?\d+)" width="(\d+)"/g)];
    expect(rects.map((match) => match.slice(1).map(Number))).toEqual([
      [0, 0, 5],
      [1, 1, 3],
      [396, 196, 5],
      [397, 197, 3],
    ]);
    expect([0, 1, 3, 4, 5].map((x) => pixel(image, x, 2))).toEqual(["#ffffff", "#2ca02c", "#2ca02c", "#ffffff", pixel(image, 5, 2)]);
    expect([0, 1, 3, 4].map((y) => pixel(image, 2, y))).toEqual(["#ffffff", "#2ca02c", "#2ca02c", "#ffffff"]);
    expect([395, 396, 397, 399, 400].map((x) => pixel(image, x, 198))).toEqual([pixel(image, 395, 198), "#ffffff", "#1f77b4", "#1f77b4", "#ffffff"]);
    // Outside the marks the picture is the plain maze's, pixel for pixel.
    const plain = (await decode(big, { cellSize: 1, wallWidth: 1, margin: 0 })).image;
    for (const [x, y] of [
      [5, 2],
      [2, 5],
      [200, 100],
      [395, 198],
    ] as const) {
      expect(pixel(image, x, y)).toBe(pixel(plain, x, y));
    }
  });

  it("keeps marks to the floor from 8-pixel floors up (the walls stay)", async () => {
    const drawn = writeToString(findFormat("svg"), generate({ width: 400, height: 300, seed: 1 }), { marks: true, cellSize: 8, wallWidth: 1 });
    expect([...drawn.matchAll(/<rect x="(\d+)" y="(\d+)" width="(\d+)"/g)].map((match) => match.slice(1).map(Number))).toEqual([
      [7, 7, 8],
      [8, 8, 6],
      [7 + 399 * 9, 7 + 299 * 9, 8],
      [8 + 399 * 9, 8 + 299 * 9, 6],
    ]);
  });

  it("uses the fewest bits per pixel its colours need", async () => {
    const solution = bfsSolution(8, 4, maze.cells);
    const depth = async (options: WriteOptions) => (await writeToBytes(png, maze, options))[24];
    expect(await depth({})).toBe(1);
    expect(await depth({ solution })).toBe(2);
    expect(await depth({ marks: true })).toBe(4);
    expect(await depth({ distances: bfsDistances(8, 4, maze.cells) })).toBe(8);
  });

  it("colours floors by distance (heat map): near at the start, far at the farthest cell, background where unreached", async () => {
    const masked = withMask(generate({ width: 12, height: 12, seed: 8 }), ring(12, 12));
    const from: [number, number] = [5, 0];
    const distances = bfsDistances(12, 12, masked.cells, from);
    const { image } = await decode(masked, { distances, colours: { near: "#000080", far: "#ff8000" } });
    const floor = (x: number, y: number) => pixel(image, 6 + x * 14 + 2 + 6, 6 + y * 14 + 2 + 6);
    expect(floor(5, 0)).toBe("#000080");
    let farthest = 5;
    distances.forEach((distance, i) => {
      if (distance !== 0xffffffff && distance > distances[farthest]!) farthest = i;
    });
    expect(floor(farthest % 12, Math.floor(farthest / 12))).toBe("#ff8000");
    expect(floor(0, 0)).toBe("#ffffff"); // excluded corner
  });

  it("one pixel per cell and per wall is the blocks drawing of a perfect maze, pixel for pixel", async () => {
    const big = generate({ width: 37, height: 23, seed: 4 });
    const { image } = await decode(big, { cellSize: 1, wallWidth: 1, margin: 0 });
    expect([image.width, image.height]).toEqual([75, 47]);
    const blocks = writeToString(findFormat("blocks"), big).trimEnd().split("\n");
    const fromPixels = Array.from({ length: 47 }, (_, y) => Array.from({ length: 75 }, (_, x) => (pixel(image, x, y) === "#000000" ? "#" : " ")).join(""));
    expect(fromPixels).toEqual(blocks);
  });

  it("the packed 1-bit fast path and the general painter agree, masks included", async () => {
    for (const [width, height] of [
      [13, 7],
      [16, 16],
      [1, 1],
      [3, 1],
    ] as const) {
      const masked = withMask(generate({ width, height, seed: 2 }), (x, y) => (x * 7 + y * 3) % 5 === 0);
      const pixelMode = { cellSize: 1, wallWidth: 1, margin: 0 };
      const fast = (await decode(masked, pixelMode)).image;
      // A heat map needs a larger palette, so the general painter runs; an all-white one keeps the pictures comparable.
      const white = { distances: new Uint32Array(width * height), colours: { near: "#fff", far: "#fff" } };
      const general = (await decode(masked, { ...pixelMode, ...white })).image;
      expect(fast.data.equals(general.data)).toBe(true);
    }
  });

  it("streams: the head, then IDAT chunks as rows are deflated, then IEND", async () => {
    const large = generate({ width: 600, height: 400, seed: 1 });
    const chunks: Uint8Array[] = [];
    for await (const chunk of png.write(large, { cellSize: 3, wallWidth: 1 }) as AsyncIterable<Uint8Array>) chunks.push(chunk);
    const type = (chunk: Uint8Array) => String.fromCharCode(...chunk.subarray(4, 8));
    expect(chunks.length).toBeGreaterThan(3);
    expect(type(chunks[chunks.length - 1]!)).toBe("IEND");
    expect(chunks.slice(1, -1).every((chunk) => type(chunk) === "IDAT")).toBe(true);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(1 << 17);
  });

  it.each([
    [{ cellSize: 0 }, "png: cellSize must be an integer in [1, 4096] (pixels), got 0"],
    [{ wallWidth: 1.5 }, "png: wallWidth must be an integer in [1, 4096] (pixels), got 1.5"],
    [{ pathWidth: 13 }, "png: pathWidth must be at most cellSize (12), got 13"],
    [{ colours: { wall: "red" } }, 'png: colour wall must be "#rgb" or "#rrggbb", got "red"'],
    [{ colours: { walls: "#000" } }, 'png: unknown colour "walls"; allowed: background, wall, path, start, goal, near, far'],
    [{ distances: new Uint32Array(5) }, "png: distances must hold W·H = 32 values (row-major) or (W+2)·(H+2) = 60 (padded layout), got 5"],
    [{ start: [8, 0], marks: true }, "start (8, 0) is outside the 8×4 maze"],
    [
      {
        solution: {
          solver: "x",
          from: [1, 0],
          to: [2, 0],
          length: 1,
          path: [
            [1, 0],
            [2, 0],
          ],
          visited: 2,
        },
      },
      "solution path[0] → path[1]: (1, 0) → (2, 0) goes through a wall",
    ],
  ] as [WriteOptions, string][])("checks its options before writing anything: %j", (options, message) => {
    expect(() => png.write(maze, options)).toThrow(InvalidArgumentError);
    expect(() => png.write(maze, options)).toThrow(message);
  });
});

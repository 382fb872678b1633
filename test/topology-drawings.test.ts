// svg and png of mazes on topologies: the walls an svg strokes are counted against a count made independently from
// the topology's slots and the maze's links (every polygon edge with no neighbour or an unlinked one is one wall,
// shared edges once, wrap's seams on both borders), the png decodes to the size the drawing states, and a picture past
// the pixel budget is refused naming the largest cell size that fits.

import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { SizeLimitError } from "../src/base/errors.js";
import { generateOn, solveOn, type TopologyMaze, topology } from "../src/node.js";
import type { Topology } from "../src/topology/topology.js";
import type { WeaveTopology } from "../src/topology/weave.js";
import { TOPOLOGY_PNG_MAX_PIXELS, topologyAscii, topologyPng, topologySvg } from "../src/topology-formats/index.js";
import { pictureSize } from "../src/topology-formats/scene.js";
import { shapeOf } from "../src/topology-formats/shape.js";

const TINY: [string, Record<string, unknown>][] = [
  ["hex", { width: 4, height: 3 }],
  ["triangle", { width: 5, height: 3 }],
  ["polar", { rings: 3 }],
  ["polar", { rings: 3, centre: 4 }],
  ["polar", { rings: 1 }],
  ["upsilon", { width: 4, height: 3 }],
  ["3d", { width: 3, height: 2, levels: 2 }],
  ["weave", { width: 5, height: 5, density: 1 }],
  ["wrap", { width: 4, height: 3, wrap: "both" }],
  ["wrap", { width: 3, height: 2, wrap: "x" }],
];

const popcount = (bits: number): number => {
  let count = 0;
  for (let b = bits; b !== 0; b &= b - 1) count++;
  return count;
};

/** Whether slot k of cell c is linked. */
const linked = (maze: TopologyMaze, c: number, k: number): boolean => ((maze.links[c]! >> k) & 1) === 1;

/** The walls a drawing must show, counted from slots and links alone. */
function expectedWalls(maze: TopologyMaze): number {
  const t = maze.topology;
  const slotsOf = (c: number) =>
    Array.from({ length: t.offsets[c + 1]! - t.offsets[c]! }, (_, k) => ({ k, n: t.neighbours[t.offsets[c]! + k]!, side: t.sides[t.offsets[c]! + k]! }));
  let walls = 0;
  if (t.name === "polar") {
    // An arc to the parent per cell beyond ring 0, a radial wall per cell of a ring of more than one, the outer circle
    // per cell of the last ring; each passage removes one of them.
    const rings = Number(t.parameters.rings);
    const perRing = new Map<number, number>();
    for (let c = 0; c < t.cellCount; c++) perRing.set(t.coordinates(c)[0]!, (perRing.get(t.coordinates(c)[0]!) ?? 0) + 1);
    for (let c = 0; c < t.cellCount; c++) {
      const ring = t.coordinates(c)[0]!;
      walls += (ring > 0 ? 1 : 0) + (perRing.get(ring)! > 1 ? 1 : 0) + (ring === rings - 1 ? 1 : 0);
    }
    return walls - maze.links.reduce((sum, bits) => sum + popcount(bits), 0) / 2;
  }
  if (t.name === "weave") {
    // A room side per direction, or two corridor walls where it is linked; two walls per carved bridge or tunnel.
    for (let c = 0; c < t.cellCount; c++) walls += 4 + popcount(maze.links[c]!);
    const w = t as WeaveTopology;
    const width = Number(t.parameters.width);
    for (const g of w.crossings) {
      const [x, y] = [g % width, Math.floor(g / width)];
      const west = t.cellAt(x - 1, y);
      const north = t.cellAt(x, y - 1);
      walls += 2 * slotsOf(west).filter(({ k, side }) => side === 3 && linked(maze, west, k)).length;
      walls += 2 * slotsOf(north).filter(({ k, side }) => side === 5 && linked(maze, north, k)).length;
    }
    return walls;
  }
  for (let c = 0; c < t.cellCount; c++) {
    // Slots across an edge of the polygon (3d's up and down are not edges).
    const planar = slotsOf(c).filter(({ side }) => t.name !== "3d" || side < 4);
    walls += t.polygon(c).length - planar.length;
    for (const { k, n } of planar) {
      if (linked(maze, c, k)) continue;
      const [ax, ay] = t.coordinates(c);
      const [bx, by] = t.coordinates(n);
      const seam = t.name === "wrap" && Math.abs(ax! - bx!) + Math.abs(ay! - by!) > 1;
      // A shared edge counted from the lower cell; a seam is drawn on both borders, once from each side.
      if (seam || n > c) walls += 1;
    }
  }
  return walls;
}

/** The wall strokes of an svg (black, wallWidth 2): each subpath one wall. */
function svgWalls(svg: string): number {
  const paths = [...svg.matchAll(/<path fill="none" stroke="#000000" stroke-width="2"[^>]* d="([^"]*)"\/>/g)];
  return paths.reduce((sum, [, d]) => sum + (d!.match(/M/g)?.length ?? 0), 0);
}

function maze(name: string, parameters: Record<string, unknown>, seed: number): TopologyMaze {
  return generateOn(topology(name, parameters), { seed, algorithm: "wilson" });
}

describe("topology svg", () => {
  it.each(TINY)("%s %j: as many walls as the slots and links say, over several seeds", (name, parameters) => {
    for (let seed = 0; seed < 5; seed++) {
      const m = maze(name, parameters, seed);
      const svg = topologySvg(m);
      expect(svg.startsWith("<svg ") && svg.endsWith("</svg>\n")).toBe(true);
      expect(svgWalls(svg)).toBe(expectedWalls(m));
    }
  });

  it("draws the solution through every cell centre of the path, and the start and goal marks", () => {
    const m = maze("hex", { width: 6, height: 5 }, 3);
    const path = Array.from(solveOn(m).cells);
    const svg = topologySvg(m, { path });
    const line = /<path fill="none" stroke="#d62728"[^>]* d="M([^"]*)"\/>/.exec(svg)?.[1];
    expect(line?.split("L").length).toBe(path.length);
    expect(svg).toContain('fill="#2ca02c"');
    expect(svg).toContain('fill="#1f77b4"');
  });

  it("refuses a path through a wall, naming the step", () => {
    const m = maze("hex", { width: 3, height: 3 }, 1);
    const t = m.topology;
    // Two neighbours with no passage between them.
    let pair: [number, number] | undefined;
    for (let c = 0; c < t.cellCount && !pair; c++)
      for (let k = 0; k < t.offsets[c + 1]! - t.offsets[c]!; k++) if (!linked(m, c, k)) pair = [c, t.neighbours[t.offsets[c]! + k]!];
    expect(() => topologySvg(m, { path: pair })).toThrow(/svg: path\[0\] → path\[1\] .* is not an open passage/);
  });
});

describe("topology png", () => {
  it.each(TINY)("%s %j: decodes to the stated size, start and goal painted at their centres", async (name, parameters) => {
    const m = maze(name, parameters, 2);
    const path = Array.from(solveOn(m).cells);
    const chunks: Uint8Array[] = [];
    for await (const chunk of topologyPng(m, { path })) chunks.push(chunk);
    const image = PNG.sync.read(Buffer.concat(chunks));
    const size = pictureSize(shapeOf(m.topology), 12, 2, 6);
    expect([image.width, image.height]).toEqual([size.width, size.height]);
    const shape = shapeOf(m.topology);
    const colourAt = (cell: number): string => {
      const [x, y] = shape.centre(cell);
      const at = 4 * (Math.floor(7 + y * size.scale) * image.width + Math.floor(7 + x * size.scale));
      return Buffer.from(image.data.subarray(at, at + 3)).toString("hex");
    };
    if (path.length > 1) {
      expect(colourAt(path[0]!)).toBe("2ca02c");
      expect(colourAt(path.at(-1)!)).toBe("1f77b4");
    }
  });

  it("refuses a picture past the budget before painting, naming the largest cell size that fits", () => {
    const m = maze("hex", { width: 40, height: 40 }, 1);
    const shape = shapeOf(m.topology);
    let caught: unknown;
    try {
      topologyPng(m, { cellSize: 4096 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SizeLimitError);
    const fits = Number(/the largest cell size that fits is (\d+)/.exec((caught as Error).message)?.[1]);
    const area = (cellSize: number) => {
      const { width, height } = pictureSize(shape, cellSize, 2, 6);
      return width * height;
    };
    expect(area(fits)).toBeLessThanOrEqual(TOPOLOGY_PNG_MAX_PIXELS);
    expect(area(fits + 1)).toBeGreaterThan(TOPOLOGY_PNG_MAX_PIXELS);
  });
});

describe("topology ascii", () => {
  it("draws wrap's seam passages as gaps in the border, on both sides", () => {
    const m = maze("wrap", { width: 4, height: 3, wrap: "both" }, 5);
    const lines = topologyAscii(m).trimEnd().split("\n");
    const t: Topology = m.topology;
    for (let x = 0; x < 4; x++) {
      const north = t.offsets[x]!;
      const open = linked(m, x, 0) && t.sides[north] === 0;
      expect(lines[0]!.slice(1 + 4 * x, 4 + 4 * x)).toBe(open ? "   " : "---");
      expect(lines.at(-1)!.slice(1 + 4 * x, 4 + 4 * x)).toBe(open ? "   " : "---");
    }
  });

  it("lays 3d's levels side by side, marking passages up and down", () => {
    const m = maze("3d", { width: 3, height: 2, levels: 2 }, 4);
    const lines = topologyAscii(m).trimEnd().split("\n");
    expect(lines.length).toBe(5);
    expect(lines.every((line) => line.length === 2 * 13 + 2)).toBe(true);
    const ups = m.links.reduce((sum, bits, c) => {
      const t = m.topology;
      for (let e = t.offsets[c]!; e < t.offsets[c + 1]!; e++) if (t.sides[e] === 4 && (bits >> (e - t.offsets[c]!)) & 1) sum++;
      return sum;
    }, 0);
    expect(lines.join("").match(/\^/g)?.length ?? 0).toBe(ups);
    expect(lines.join("").match(/v/g)?.length ?? 0).toBe(ups);
  });

  it("refuses a topology it cannot draw", () => {
    expect(() => topologyAscii(maze("hex", { width: 2, height: 2 }, 1))).toThrow(/ascii draws the square-celled topologies \(wrap, 3d\), not hex/);
  });
});

describe("topology svg walls, edge by edge", () => {
  /** Each polygon edge's midpoint in the svg's pixels, with the cells whose outline has that edge. */
  function edges(m: TopologyMaze): { x: number; y: number; cells: number[] }[] {
    const { scale } = pictureSize(shapeOf(m.topology), 12, 2, 6);
    // The drawing shifts the outlines so the smallest coordinate is 0.
    const t = m.topology;
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    for (let c = 0; c < t.cellCount; c++) for (const [x, y] of t.polygon(c)) [minX, minY] = [Math.min(minX, x), Math.min(minY, y)];
    const found: { x: number; y: number; cells: number[] }[] = [];
    for (let c = 0; c < t.cellCount; c++) {
      const points = t.polygon(c);
      points.forEach(([x0, y0], i) => {
        const [x1, y1] = points[(i + 1) % points.length]!;
        const x = 7 + ((x0 + x1) / 2 - minX) * scale;
        const y = 7 + ((y0 + y1) / 2 - minY) * scale;
        const same = found.find((edge) => Math.hypot(edge.x - x, edge.y - y) < 0.1);
        if (same) same.cells.push(c);
        else found.push({ x, y, cells: [c] });
      });
    }
    return found;
  }

  /** Midpoints of the wall subpaths of an svg ("Mx yLx y"). */
  function wallMidpoints(svg: string): [number, number][] {
    const paths = [...svg.matchAll(/<path fill="none" stroke="#000000" stroke-width="2"[^>]* d="([^"]*)"\/>/g)];
    return paths.flatMap(([, d]) =>
      [...d!.matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)].map(([, a, b, c, e]): [number, number] => [
        (Number(a) + Number(c)) / 2,
        (Number(b) + Number(e)) / 2,
      ]),
    );
  }

  it.each([
    ...TINY.filter(([name]) => ["hex", "triangle", "upsilon"].includes(name)),
    // Masked (keep: every cell but 5; triangle's but 7): a left-out cell's edges are border.
    ["hex", { width: 4, height: 3, keep: "3w8=" }],
    ["triangle", { width: 5, height: 3, keep: "f38=" }],
    ["upsilon", { width: 4, height: 3, keep: "3w8=" }],
  ] as [string, Record<string, unknown>][])(
    "%s %j: a wall on every edge between unlinked neighbours and on the border, none where they are linked",
    (name, parameters) => {
      for (let seed = 0; seed < 5; seed++) {
        const m = maze(name, parameters, seed);
        const t = m.topology;
        const expected = edges(m).filter(({ cells }) => {
          if (cells.length === 1) return true;
          const [a, b] = cells as [number, number];
          const slot = Array.from(t.neighbours.subarray(t.offsets[a]!, t.offsets[a + 1]!)).indexOf(b);
          expect(slot, `cells ${a} and ${b} share an edge but are not neighbours`).toBeGreaterThanOrEqual(0);
          return !linked(m, a, slot);
        });
        const drawn = wallMidpoints(topologySvg(m));
        expect(drawn.length).toBe(expected.length);
        for (const [x, y] of drawn)
          expect(
            expected.some((edge) => Math.hypot(edge.x - x, edge.y - y) < 0.1),
            `a wall at (${x}, ${y})`,
          ).toBe(true);
      }
    },
  );
});

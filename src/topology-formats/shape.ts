// How each topology is drawn, in unit coordinates (x right, y down): the wall pieces each cell draws (every piece of
// wall once: a cell draws an edge it shares with a higher cell or with nothing; wrap's seams are drawn on both
// borders, as openings where a passage crosses), the outline its heat colour fills, where it is placed (3d lays its
// levels side by side) and the extra layers weave's crossings and 3d's up/down marks need.

import { outlineExtent } from "../topology/extent.js";
import { ringCounts } from "../topology/polar.js";
import type { Topology, UnitPoint } from "../topology/topology.js";
import type { WeaveTopology } from "../topology/weave.js";
import { openTowards, slotWithSide } from "./links.js";

/** A polyline of unit points. */
export type Piece = UnitPoint[];

/** What a crossing of a weave shows: its tunnel (N–S) and its bridge (W–E), each carved or not. */
export interface Crossing {
  readonly x: number;
  readonly y: number;
  readonly under: boolean;
  readonly over: boolean;
  /** The cells the tunnel and the bridge join (their heat colours), −1 when the crossing carries none. */
  readonly underCell: number;
  readonly overCell: number;
}

export interface Shape {
  /** Pixels per unit = pitch (cellSize + wallWidth) × unitScale: a cell about as wide as a square grid's. */
  readonly unitScale: number;
  /** The drawing's extent in unit coordinates (after placing), from (0, 0). */
  readonly width: number;
  readonly height: number;
  /** The side of a start or goal mark, in units. */
  readonly markSize: number;
  /** The wall pieces cell c draws (placed), given whether each of its slots is linked. */
  walls(cell: number, links: number): Piece[];
  /** The areas the cell's heat colour fills (placed). */
  outlines(cell: number, links: number): Piece[];
  /** The cell's centre (placed). */
  centre(cell: number): UnitPoint;
  /** How the path steps from a to b: one line between centres, or a break (a wrapped seam, a change of 3d level). */
  step(a: number, b: number): "line" | "break";
  /** Where the path leaves cell a towards b at a break: the middle of its border edge across a seam, 3d's up or down mark. */
  exitPoint(a: number, b: number): UnitPoint;
}

/** Gap between 3d levels, in cells. */
export const LEVEL_GAP = 1;
/** Weave: how far rooms are inset from their square, so passages are corridors and crossings can show. */
export const WEAVE_INSET = 0.2;

/**
 * The shape of a topology whose cells are polygons sharing edges: edge i of cell c's polygon (vertex i to i + 1) faces
 * side code sideOf(c, i); it is a wall unless that slot is linked, drawn by c when the neighbour is higher or missing
 * (or across a seam, where both borders show it).
 */
function polygonShape(
  t: Topology,
  sideOf: (cell: number, edge: number) => number,
  unitScale: number,
  markSize: number,
  seam: (cell: number, side: number) => boolean = () => false,
): Shape {
  const { minX, minY, maxX, maxY } = outlineExtent(t);
  const shift = (p: UnitPoint): UnitPoint => [p[0] - minX, p[1] - minY];
  return {
    unitScale,
    width: maxX - minX,
    height: maxY - minY,
    markSize,
    walls(cell, links) {
      const points = t.polygon(cell).map(shift);
      const pieces: Piece[] = [];
      for (let i = 0; i < points.length; i++) {
        const side = sideOf(cell, i);
        const slot = slotWithSide(t, cell, side);
        if (slot >= 0) {
          const across = seam(cell, side);
          if ((links >> slot) & 1) continue;
          if (!across && t.neighbours[t.offsets[cell]! + slot]! < cell) continue;
        }
        pieces.push([points[i]!, points[(i + 1) % points.length]!]);
      }
      return pieces;
    },
    outlines: (cell) => [t.polygon(cell).map(shift)],
    centre: (cell) => shift(t.centre(cell)),
    step: (a, b) => (seam(a, sideOfSlot(t, a, b)) ? "break" : "line"),
    exitPoint(a, b) {
      const side = sideOfSlot(t, a, b);
      const points = t.polygon(a).map(shift);
      for (let i = 0; i < points.length; i++) {
        if (sideOf(a, i) === side) return midpoint(points[i]!, points[(i + 1) % points.length]!);
      }
      return shift(t.centre(a));
    },
  };
}

function sideOfSlot(t: Topology, a: number, b: number): number {
  for (let e = t.offsets[a]!; e < t.offsets[a + 1]!; e++) if (t.neighbours[e] === b) return t.sides[e]!;
  return -1;
}

const midpoint = (p: UnitPoint, q: UnitPoint): UnitPoint => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];

/** Square cells (wrap): polygon TL, TR, BR, BL, so edges N, E, S, W are side codes 0..3. */
function wrapShape(t: Topology): Shape {
  const width = Number(t.parameters.width);
  const height = Number(t.parameters.height);
  const seam = (cell: number, side: number): boolean => {
    const x = cell % width;
    const y = Math.floor(cell / width);
    return (side === 0 && y === 0) || (side === 1 && x === width - 1) || (side === 2 && y === height - 1) || (side === 3 && x === 0);
  };
  return polygonShape(t, (_, edge) => edge, 1, 0.5, seam);
}

/** A circle's arc about (R, R) at `radius` from angle a0 to a1, in enough points to look round. */
function arc(rings: number, radius: number, a0: number, a1: number): Piece {
  const steps = Math.max(1, Math.ceil(Math.abs(a1 - a0) * radius * 3));
  return Array.from({ length: steps + 1 }, (_, k): UnitPoint => {
    const angle = a0 + ((a1 - a0) * k) / steps;
    return [rings + radius * Math.cos(angle), rings + radius * Math.sin(angle)];
  });
}

/** Polar: the wall to the parent is an arc at the inner radius, the wall to the clockwise neighbour a radial line at
 *  the end angle, and the last ring draws the outer circle. */
function polarShape(t: Topology): Shape {
  const rings = Number(t.parameters.rings);
  const counts = ringCounts(rings, Number(t.parameters.centre), t.parameters.subdivision as "adaptive");
  const angles = (cell: number): [number, number, number, number, number] => {
    const [r, s] = t.coordinates(cell) as [number, number];
    const count = counts[r]!;
    return [r, s, count, (2 * Math.PI * s) / count, (2 * Math.PI * (s + 1)) / count];
  };
  // The outward arc is the cells outside's inward wall: where a mask left one out, the cell inside draws that part.
  const masked = t.parameters.keep !== undefined;
  const outerWallsByLeftOut = (r: number, s: number, count: number, a0: number, a1: number): Piece[] => {
    const outside = counts[r + 1]!;
    const pieces: Piece[] = [];
    for (let o = Math.floor((s * outside) / count); o * count < (s + 1) * outside; o++) {
      if (t.cellAt(r + 1, o) >= 0) continue;
      pieces.push(arc(rings, r + 1, Math.max(a0, (2 * Math.PI * o) / outside), Math.min(a1, (2 * Math.PI * (o + 1)) / outside)));
    }
    return pieces;
  };
  return {
    unitScale: 1,
    width: 2 * rings,
    height: 2 * rings,
    markSize: 0.7,
    walls(cell, links) {
      const [r, s, count, a0, a1] = angles(cell);
      const pieces: Piece[] = [];
      const open = (side: number): boolean => {
        const slot = slotWithSide(t, cell, side);
        return slot >= 0 && ((links >> slot) & 1) === 1;
      };
      if (r > 0 && !open(2)) pieces.push(arc(rings, r, a0, a1));
      if (count > 1 && !open(0)) pieces.push([arc(rings, r, a1, a1)[0]!, arc(rings, r + 1, a1, a1)[0]!]);
      if (r === rings - 1) pieces.push(arc(rings, r + 1, a0, a1));
      if (!masked) return pieces;
      if (r < rings - 1) pieces.push(...outerWallsByLeftOut(r, s, count, a0, a1));
      // The ccw side is its neighbour's cw wall, unless a mask left that neighbour out.
      if (count > 1 && t.cellAt(r, (s + count - 1) % count) < 0) pieces.push([arc(rings, r, a0, a0)[0]!, arc(rings, r + 1, a0, a0)[0]!]);
      return pieces;
    },
    outlines(cell) {
      const [r, , count, a0, a1] = angles(cell);
      if (count === 1) return [arc(rings, r + 1, 0, 2 * Math.PI)];
      return [[...(r === 0 ? [[rings, rings] as UnitPoint] : arc(rings, r, a0, a1)), ...arc(rings, r + 1, a1, a0)]];
    },
    centre: (cell) => t.centre(cell),
    step: () => "line",
    exitPoint: (a) => t.centre(a),
  };
}

/** 3d: where a cell's level mark sits, about its centre: ▲ (up) to the upper right, ▼ (down) to the lower left. */
export function levelMark([x, y]: UnitPoint, direction: "up" | "down"): UnitPoint {
  return direction === "up" ? [x + 0.2, y - 0.12] : [x - 0.2, y + 0.12];
}

/** 3d: each level a square grid, laid out left to right with LEVEL_GAP between; U/D passages are marks, not edges. */
function cubeShape(t: Topology): Shape {
  const width = Number(t.parameters.width);
  const height = Number(t.parameters.height);
  const levels = Number(t.parameters.levels);
  const place = (cell: number, [x, y]: UnitPoint): UnitPoint => [x + Math.floor(cell / (width * height)) * (width + LEVEL_GAP), y];
  const inner = polygonShape(t, (_, edge) => edge, 1, 0.5);
  return {
    ...inner,
    width: levels * width + (levels - 1) * LEVEL_GAP,
    height,
    walls: (cell, links) => inner.walls(cell, links).map((piece) => piece.map((p) => place(cell, p))),
    outlines: (cell) => [t.polygon(cell).map((p) => place(cell, p))],
    centre: (cell) => place(cell, t.centre(cell)),
    step: (a, b) => (Math.abs(a - b) === width * height ? "break" : "line"),
    // The path runs into the mark of the passage it takes and resumes at the mark of the cell on the other level.
    exitPoint: (a, b) => levelMark(place(a, t.centre(a)), b > a ? "up" : "down"),
  };
}

/** Weave, as Buck draws it: every cell a room inset in its square, a corridor out of each linked side; crossings
 *  (crossingsOf) draw their tunnel, then their bridge over it, so the bridge runs unbroken and the tunnel shows gaps. */
function weaveShape(t: WeaveTopology): Shape {
  const width = Number(t.parameters.width);
  const height = Number(t.parameters.height);
  const i = WEAVE_INSET;
  const grid = (cell: number): [number, number] => {
    const g = t.gridCells[cell]!;
    return [g % width, Math.floor(g / width)];
  };
  // Direction d (0 N, 1 E, 2 S, 3 W) is linked when the slot with side 2d or 2d + 1 is.
  const linkedTowards = (cell: number, links: number, d: number): boolean => {
    for (const side of [2 * d, 2 * d + 1]) {
      const slot = slotWithSide(t, cell, side);
      if (slot >= 0 && (links >> slot) & 1) return true;
    }
    return false;
  };
  return {
    unitScale: 1.5,
    width,
    height,
    markSize: 0.4,
    walls(cell, links) {
      const [x, y] = grid(cell);
      // The room's corners from the top left, clockwise; side d runs from corner d to corner d + 1.
      const room: UnitPoint[] = [
        [x + i, y + i],
        [x + 1 - i, y + i],
        [x + 1 - i, y + 1 - i],
        [x + i, y + 1 - i],
      ];
      // Each side's corridor runs outward from the room's two corners to the square's edge.
      const outward: UnitPoint[] = [
        [0, -i],
        [i, 0],
        [0, i],
        [-i, 0],
      ];
      const pieces: Piece[] = [];
      for (let d = 0; d < 4; d++) {
        const a = room[d]!;
        const b = room[(d + 1) % 4]!;
        if (!linkedTowards(cell, links, d)) pieces.push([a, b]);
        else {
          const [dx, dy] = outward[d]!;
          pieces.push([a, [a[0] + dx, a[1] + dy]], [b, [b[0] + dx, b[1] + dy]]);
        }
      }
      return pieces;
    },
    outlines(cell, links) {
      const [x, y] = grid(cell);
      const areas: Piece[] = [rectangle(x + i, y + i, x + 1 - i, y + 1 - i)];
      if (linkedTowards(cell, links, 0)) areas.push(rectangle(x + i, y, x + 1 - i, y + i));
      if (linkedTowards(cell, links, 1)) areas.push(rectangle(x + 1 - i, y + i, x + 1, y + 1 - i));
      if (linkedTowards(cell, links, 2)) areas.push(rectangle(x + i, y + 1 - i, x + 1 - i, y + 1));
      if (linkedTowards(cell, links, 3)) areas.push(rectangle(x, y + i, x + i, y + 1 - i));
      return areas;
    },
    centre: (cell) => {
      const [x, y] = grid(cell);
      return [x + 0.5, y + 0.5];
    },
    step: () => "line",
    exitPoint: (a) => t.centre(a),
  };
}

/** The crossings of a weave maze: for each, whether its tunnel and bridge are carved (from the cells west and north of it). */
export function crossingsOf(t: WeaveTopology, links: Uint8Array): Crossing[] {
  const width = Number(t.parameters.width);
  return Array.from(t.crossings, (g) => {
    const x = g % width;
    const y = Math.floor(g / width);
    const west = t.cellAt(x - 1, y);
    const north = t.cellAt(x, y - 1);
    const over = openTowards(t, links, west, 3);
    const under = openTowards(t, links, north, 5);
    return { x, y, over, under, overCell: over ? west : -1, underCell: under ? north : -1 };
  });
}

export function rectangle(x0: number, y0: number, x1: number, y1: number): Piece {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** Whether x + y of a cell is even (triangle: points up; upsilon: an octagon), from its coordinates: a mask renumbers cells. */
function evenAt(t: Topology, cell: number): boolean {
  const [x, y] = t.coordinates(cell) as [number, number];
  return ((x + y) & 1) === 0;
}

/** The shape that draws topology t. */
export function shapeOf(t: Topology): Shape {
  switch (t.name) {
    case "hex":
      // Edge k of the hexagon is side k (E, SE, SW, W, NW, NE).
      return polygonShape(t, (_, edge) => edge, 0.8, 0.9);
    case "triangle": {
      // Both orientations list W as vertices 0–1, E as 1–2 and the base (S for up cells, N for down ones) as 2–0.
      const up = [0, 1, 2];
      const down = [0, 1, 3];
      return polygonShape(t, (cell, edge) => (evenAt(t, cell) ? up : down)[edge]!, 1.5, 0.4);
    }
    case "polar":
      return polarShape(t);
    case "upsilon":
      // Octagon edge k is side k; a square's edges (N, E, S, W) are the even codes.
      return polygonShape(t, (cell, edge) => (evenAt(t, cell) ? edge : 2 * edge), 0.8, 0.9);
    case "3d":
      return cubeShape(t);
    case "weave":
      return weaveShape(t as WeaveTopology);
    case "wrap":
      return wrapShape(t);
  }
}

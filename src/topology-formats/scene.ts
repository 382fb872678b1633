// The picture of a maze on a topology, shared by svg and png: the options checked once (the square grid's drawing
// options, colours and heat palette, so both families look alike), and the scene painted in order through a Painter:
// heat, walls, weave's crossings, 3d's up/down marks, the path, the start and goal marks.

import { optionKeys } from "../base/arguments.js";
import { type Drawing, resolveDrawing } from "../formats/drawing.js";
import type { Colours } from "../formats/format.js";
import { HEAT_LEVELS, heatLevel, type Rgb, samples } from "../formats/palette.js";
import type { Topology, TopologyMazeData, UnitPoint } from "../topology/topology.js";
import type { WeaveTopology } from "../topology/weave.js";
import { type Crossing, crossingsOf, levelMark, type Piece, rectangle, type Shape, shapeOf, WEAVE_INSET } from "./shape.js";

/** What the topology writers draw or store beside the links. */
export interface TopologyWriteOptions {
  /** The solution's cells, start to goal (drawn as a line through their centres; json stores it). */
  readonly path?: readonly number[];
  /** The start and goal cells: default the path's ends, else cell 0 and the last cell. */
  readonly start?: number;
  readonly goal?: number;
  /** Mark start and goal (default: with a path or a heat map). */
  readonly marks?: boolean;
  /** The heat map: a distance per cell (0xFFFFFFFF where not reached). */
  readonly distances?: Uint32Array;
  readonly cellSize?: number;
  readonly wallWidth?: number;
  readonly pathWidth?: number;
  readonly margin?: number;
  readonly colours?: Partial<Colours>;
}

/** The keys the svg and png writers and writeTopology take, in TopologyWriteOptions' order: any other key is refused by name. */
export const TOPOLOGY_WRITE_OPTION_KEYS = optionKeys<TopologyWriteOptions>()([
  "path",
  "start",
  "goal",
  "marks",
  "distances",
  "cellSize",
  "wallWidth",
  "pathWidth",
  "margin",
  "colours",
]);

/** Paint: the fixed colours, then heat level k as HEAT + k (png's palette indices). */
export const BACKGROUND = 0;
export const WALL = 1;
export const PATH = 2;
export const START = 3;
export const GOAL = 4;
export const HEAT = 5;

export interface Scene {
  readonly topology: Topology;
  readonly links: Uint8Array;
  readonly shape: Shape;
  /** Pixels per unit, and the offset of unit (0, 0) from the picture's corner. */
  readonly scale: number;
  readonly offset: number;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  readonly wallWidth: number;
  readonly pathWidth: number;
  /** Colours by paint index: the 5 fixed ones, then the heat palette when there is a heat map. */
  readonly palette: readonly Rgb[];
  readonly heatLevels: Int16Array | undefined;
  readonly path: readonly number[];
  readonly ends: { readonly start: number; readonly goal: number } | undefined;
}

/** The drawing's sizes for a given cell size (the png budget asks this for smaller ones). */
export function pictureSize(shape: Shape, cellSize: number, wallWidth: number, margin: number): { scale: number; width: number; height: number } {
  const scale = (cellSize + wallWidth) * shape.unitScale;
  return {
    scale,
    width: 2 * margin + wallWidth + Math.ceil(shape.width * scale),
    height: 2 * margin + wallWidth + Math.ceil(shape.height * scale),
  };
}

/** The square grid's checks of sizes and colours (on a 1×1 grid: the topology's picture is sized by pictureSize). */
export function checkedDrawing(format: string, { cellSize, wallWidth, pathWidth, margin, colours }: TopologyWriteOptions): Drawing {
  return resolveDrawing(format, { width: 1, height: 1 }, { cellSize, wallWidth, pathWidth, margin, colours });
}

/** Lays the picture out, checking the drawing options (`format` names the writer in errors); the writer has checked
 *  the maze, path, ends and distances first and passes what checkWriterArguments read. */
export function resolveScene(format: string, maze: TopologyMazeData, options: TopologyWriteOptions = {}): Scene {
  const { topology: t, links } = maze;
  const drawing = checkedDrawing(format, options);
  const shape = shapeOf(t);
  const { scale, width, height } = pictureSize(shape, drawing.cellSize, drawing.wallWidth, drawing.margin);
  const path = options.path ?? [];
  let heatLevels: Int16Array | undefined;
  const { colours } = drawing;
  const palette: Rgb[] = [colours.background, colours.wall, colours.path, colours.start, colours.goal];
  const { distances } = options;
  if (distances) {
    let farthest = 0;
    for (const d of distances) if (d !== 0xffffffff && d > farthest) farthest = d;
    heatLevels = Int16Array.from(distances, (d) => heatLevel(d, farthest, HEAT_LEVELS));
    const given = options.colours ?? {};
    palette.push(...samples(HEAT_LEVELS, given.near === undefined ? undefined : colours.near, given.far === undefined ? undefined : colours.far));
  }
  const start = options.start ?? path[0] ?? 0;
  const goal = options.goal ?? path.at(-1) ?? t.cellCount - 1;
  const marked = options.marks ?? (path.length > 0 || heatLevels !== undefined);
  return {
    topology: t,
    links,
    shape,
    scale,
    offset: drawing.margin + drawing.wallWidth / 2,
    pixelWidth: width,
    pixelHeight: height,
    wallWidth: drawing.wallWidth,
    pathWidth: drawing.pathWidth,
    palette,
    heatLevels,
    path,
    ends: marked ? { start, goal } : undefined,
  };
}

/** What a writer paints with, in unit coordinates: filled areas, and polylines stroked as walls or as the path. */
export interface Painter {
  fill(area: Piece, paint: number): void;
  stroke(line: Piece, paint: number, width: "wall" | "path"): void;
  /** 3d: a level mark the path does not take, centred at `at` (levelMarkPieces); without it, its pieces are filled. */
  levelMark?(at: UnitPoint, direction: number): void;
}

/** Paints the scene in order. */
export function paintScene(scene: Scene, painter: Painter): void {
  const { topology: t, links, shape, heatLevels } = scene;
  if (heatLevels) {
    for (let c = 0; c < t.cellCount; c++) {
      const level = heatLevels[c]!;
      if (level >= 0) for (const area of shape.outlines(c, links[c]!)) painter.fill(area, HEAT + level);
    }
  }
  for (let c = 0; c < t.cellCount; c++) for (const piece of shape.walls(c, links[c]!)) painter.stroke(piece, WALL, "wall");
  if (t.name === "weave") paintCrossings(scene, painter);
  const marks = t.name === "3d" ? levelMarks(scene) : [];
  paintPath(scene, painter);
  paintLevelMarks(marks, painter);
  if (t.name === "weave") coverTunnelledPath(scene, painter);
  if (scene.ends) {
    paintMark(scene, painter, scene.ends.start, START);
    paintMark(scene, painter, scene.ends.goal, GOAL);
  }
}

/** A crossing: the tunnel's floor and walls across the whole square, then the bridge over it (its floor, a gap of
 *  background either side, its walls), so the bridge is unbroken and the tunnel's walls stop short of it. */
function paintCrossings(scene: Scene, painter: Painter): void {
  const i = WEAVE_INSET;
  for (const crossing of crossingsOf(scene.topology as WeaveTopology, scene.links)) {
    const { x, y, over, under, underCell } = crossing;
    if (under) {
      painter.fill(rectangle(x + i, y, x + 1 - i, y + 1), heatPaint(scene, underCell));
      for (const side of [x + i, x + 1 - i])
        painter.stroke(
          [
            [side, y],
            [side, y + 1],
          ],
          WALL,
          "wall",
        );
    }
    if (over) paintBridge(scene, painter, crossing);
  }
}

/** The heat colour of a cell, or the background. */
function heatPaint(scene: Scene, cell: number): number {
  const heat = cell >= 0 ? (scene.heatLevels?.[cell] ?? -1) : -1;
  return heat >= 0 ? HEAT + heat : BACKGROUND;
}

function paintBridge(scene: Scene, painter: Painter, { x, y, under, overCell }: Crossing): void {
  const i = WEAVE_INSET;
  const gap = Math.min(i / 2, (1.5 * scene.wallWidth) / scene.scale);
  if (under) painter.fill(rectangle(x, y + i - gap, x + 1, y + 1 - i + gap), BACKGROUND);
  painter.fill(rectangle(x, y + i, x + 1, y + 1 - i), heatPaint(scene, overCell));
  for (const side of [y + i, y + 1 - i])
    painter.stroke(
      [
        [x, side],
        [x + 1, side],
      ],
      WALL,
      "wall",
    );
}

/** Weave: where the path runs under a bridge, the bridge is painted again over it (and the path again where it also
 *  runs over that bridge), so the path shows gaps where it goes under. */
function coverTunnelledPath(scene: Scene, painter: Painter): void {
  const t = scene.topology as WeaveTopology;
  const width = Number(t.parameters.width);
  const at = (cell: number): [number, number] => [t.gridCells[cell]! % width, Math.floor(t.gridCells[cell]! / width)];
  const crossings = new Map(crossingsOf(t, scene.links).map((crossing) => [crossing.y * width + crossing.x, crossing]));
  const { path, shape } = scene;
  const overs = new Set<number>();
  for (let k = 1; k < path.length; k++) {
    const [ax, ay] = at(path[k - 1]!);
    const [bx, by] = at(path[k]!);
    if (ay === by && Math.abs(ax - bx) === 2) overs.add(ay * width + (ax + bx) / 2);
  }
  for (let k = 1; k < path.length; k++) {
    const [ax, ay] = at(path[k - 1]!);
    const [bx, by] = at(path[k]!);
    if (ax !== bx || Math.abs(ay - by) !== 2) continue;
    const g = ((ay + by) / 2) * width + ax;
    const crossing = crossings.get(g);
    if (!crossing?.over) continue;
    paintBridge(scene, painter, crossing);
    if (overs.has(g)) painter.stroke([shape.centre(t.cellAt(ax - 1, crossing.y)), shape.centre(t.cellAt(ax + 1, crossing.y))], PATH, "path");
  }
}

interface LevelMark {
  readonly at: UnitPoint;
  /** 1 for ▲ (a passage up), −1 for ▼ (down). */
  readonly direction: number;
  /** Whether the path climbs through it. */
  readonly taken: boolean;
}

/** 3d: ▲ in the upper right of a cell with a passage up, ▼ in the lower left of one with a passage down. */
function levelMarks(scene: Scene): LevelMark[] {
  const { topology: t, links, shape, path } = scene;
  const climbs = new Set<string>();
  for (let k = 1; k < path.length; k++) climbs.add(`${path[k - 1]},${path[k]}`);
  const marks: LevelMark[] = [];
  for (let c = 0; c < t.cellCount; c++) {
    for (let e = t.offsets[c]!; e < t.offsets[c + 1]!; e++) {
      const side = t.sides[e]!;
      if (side < 4 || ((links[c]! >> (e - t.offsets[c]!)) & 1) === 0) continue;
      const n = t.neighbours[e]!;
      marks.push({
        at: levelMark(shape.centre(c), side === 4 ? "up" : "down"),
        direction: side === 4 ? 1 : -1,
        taken: climbs.has(`${c},${n}`) || climbs.has(`${n},${c}`),
      });
    }
  }
  return marks;
}

/** A triangle about its centroid, pointing up (1) or down (−1), `size` units across. */
function triangle([cx, cy]: UnitPoint, direction: number, size: number): Piece {
  return [
    [cx - size / 2, cy + (direction * size) / 3],
    [cx + size / 2, cy + (direction * size) / 3],
    [cx, cy - (direction * 2 * size) / 3],
  ];
}

/** 3d, after the path: a mark the path climbs through is a large triangle in its colour at the end of its line (an arrow
 *  head, up or down, where the path resumes on the other level); the others are small, in the walls' colour, on a halo
 *  of background over the path. */
function paintLevelMarks(marks: readonly LevelMark[], painter: Painter): void {
  for (const { at, direction, taken } of marks) {
    if (taken) painter.fill(triangle(at, direction, 0.56), PATH);
    else if (painter.levelMark) painter.levelMark(at, direction);
    else for (const { area, paint } of levelMarkPieces(at, direction)) painter.fill(area, paint);
  }
}

/** An untaken level mark about `at`: a halo of background, then a smaller triangle in the walls' colour. */
export function levelMarkPieces(at: UnitPoint, direction: number): { area: Piece; paint: number }[] {
  return [
    { area: triangle(at, direction, 0.5), paint: BACKGROUND },
    { area: triangle(at, direction, 0.34), paint: WALL },
  ];
}

/** The path as lines through cell centres; at a break it runs to the exit point and resumes at the other cell's: across
 *  a wrapped seam the two borders, between 3d levels the up mark and the down mark it climbs by. */
function paintPath(scene: Scene, painter: Painter): void {
  const { path, shape } = scene;
  if (path.length === 0) return;
  let line: UnitPoint[] = [shape.centre(path[0]!)];
  for (let k = 1; k < path.length; k++) {
    const a = path[k - 1]!;
    const b = path[k]!;
    const step = shape.step(a, b);
    if (step === "line") {
      line.push(shape.centre(b));
      continue;
    }
    line.push(shape.exitPoint(a, b));
    painter.stroke(line, PATH, "path");
    line = [shape.exitPoint(b, a), shape.centre(b)];
  }
  painter.stroke(line, PATH, "path");
}

/** A start or goal mark: a square in the background colour with the mark's colour inside its ring. */
function paintMark(scene: Scene, painter: Painter, cell: number, paint: number): void {
  const [x, y] = scene.shape.centre(cell);
  const half = scene.shape.markSize / 2;
  const ring = Math.max(1, Math.round((scene.shape.markSize * scene.scale) / 12)) / scene.scale;
  painter.fill(rectangle(x - half, y - half, x + half, y + half), BACKGROUND);
  painter.fill(rectangle(x - half + ring, y - half + ring, x + half - ring, y + half - ring), paint);
}

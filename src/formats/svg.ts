// SVG: every wall in ONE <path> (runs of walls along each grid line, square caps covering the posts), an optional
// heat map (rects of equal colour merged along rows), the solution as one <polyline> and optional start/goal marks above it.
// The geometry is drawing.ts's, pixel for pixel the same as png; openings are gaps in the walls (gaps.ts).
// Refused above SVG_MAX_CELLS: use png.

import { InvalidArgumentError } from "../base/errors.js";
import type { MazeData, Point } from "../grid/data.js";
import { strideOf } from "../grid/layout.js";
import { checkMaze, mazeSnapshot } from "../grid/validated.js";
import { type Drawing, markCorner, resolveDrawing } from "./drawing.js";
import { CHUNK_BYTES, type Chunk, type Format, type WriteOptions } from "./format.js";
import { openedCells } from "./gaps.js";
import { checkSolution, type Ends, resolveEnds } from "./marks.js";
import { hexColour, type Rgb } from "./palette.js";
import { eastWall, postWalls, southWall } from "./walls.js";
import { checkWriteInput } from "./write-options.js";

/** Browsers slow to a crawl on larger drawings; png streams any size. */
export const SVG_MAX_CELLS = 1_000_000;
const POINTS_PER_CHUNK = 4096;

function write(given: MazeData, options: WriteOptions = {}): Iterable<Chunk> {
  const maze = mazeSnapshot(given);
  checkWriteInput("svg", maze, options);
  const cells = maze.width * maze.height;
  if (cells > SVG_MAX_CELLS) {
    throw new InvalidArgumentError(
      `svg: a ${maze.width}×${maze.height} maze (${cells} cells) is above the svg limit of ${SVG_MAX_CELLS} cells (browsers cannot render larger drawings); use png, which streams any size`,
    );
  }
  checkMaze(maze);
  const drawing = resolveDrawing("svg", maze, options);
  checkSolution(maze, options);
  const ends = options.marks ? resolveEnds(maze, options) : undefined;
  return chunks(maze, drawing, options.solution?.path ?? [], ends);
}

function* chunks(maze: MazeData, drawing: Drawing, path: readonly Point[], ends: Ends | undefined): Iterable<Chunk> {
  const { pixelWidth, pixelHeight, colours } = drawing;
  yield `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${pixelWidth} ${pixelHeight}" shape-rendering="crispEdges">\n`;
  yield `<rect width="100%" height="100%" fill="${hexColour(colours.background)}"/>\n`;
  if (drawing.heat) yield* heatRects(maze, drawing);
  yield `<path fill="none" stroke="${hexColour(colours.wall)}" stroke-width="${drawing.wallWidth}" stroke-linecap="square" d="`;
  yield* wallRuns({ ...maze, cells: openedCells(maze) }, drawing);
  yield `"/>\n`;
  if (path.length > 0) yield* polyline(drawing, path);
  if (ends) {
    yield markRects(drawing, ends.start, colours.start);
    yield markRects(drawing, ends.goal, colours.goal);
  }
  yield "</svg>\n";
}

/** A start or goal mark, above the path: a square in the background colour, and the mark's colour inside its ring. */
function markRects(drawing: Drawing, cell: Point, colour: Rgb): string {
  const { markSize, markRing, colours } = drawing;
  const [left, top] = markCorner(drawing, cell);
  const inner = markSize - 2 * markRing;
  return (
    `<rect x="${left}" y="${top}" width="${markSize}" height="${markSize}" fill="${hexColour(colours.background)}"/>\n` +
    `<rect x="${left + markRing}" y="${top + markRing}" width="${inner}" height="${inner}" fill="${hexColour(colour)}"/>\n`
  );
}

function floorStart(drawing: Drawing, i: number): number {
  return drawing.margin + i * drawing.pitch + drawing.wallWidth;
}

/** The centre line of grid line i (walls are stroked along it). */
export function lineCentre(drawing: Drawing, i: number): number {
  return drawing.margin + i * drawing.pitch + drawing.wallWidth / 2;
}

/** Horizontal runs line by line; vertical runs are tracked per column and closed when they end (O(W) state). */
export function* wallRuns(maze: MazeData, drawing: Drawing): Iterable<Chunk> {
  const { width, height, cells } = maze;
  const stride = strideOf(width);
  const runStart = new Int32Array(width + 1).fill(-1);
  let text = "";
  const vertical = (x: number, y: number): void => {
    text += `M${lineCentre(drawing, x)} ${lineCentre(drawing, runStart[x]!)}v${(y - runStart[x]!) * drawing.pitch}`;
    runStart[x] = -1;
  };
  for (let y = 0; y <= height; y++) {
    let first = -1;
    for (let x = 0; x <= width; x++) {
      const drawn = x < width && southWall(cells, y * stride + x + 1, stride);
      if (drawn && first < 0) first = x;
      if (!drawn && first >= 0) {
        text += `M${lineCentre(drawing, first)} ${lineCentre(drawing, y)}h${(x - first) * drawing.pitch}`;
        first = -1;
      }
    }
    if (y === height) break;
    for (let x = 0; x <= width; x++) {
      const drawn = eastWall(cells, (y + 1) * stride + x);
      if (drawn && runStart[x]! < 0) runStart[x] = y;
      if (!drawn && runStart[x]! >= 0) vertical(x, y);
    }
    if (text.length >= CHUNK_BYTES) {
      yield text;
      text = "";
    }
  }
  for (let x = 0; x <= width; x++) if (runStart[x]! >= 0) vertical(x, height);
  yield text;
}

/** Rects of the heat map: per row, the floors (with the open wall east of each), then the open walls below them. */
function* heatRects(maze: MazeData, drawing: Drawing): Iterable<Chunk> {
  const { width, height, cells } = maze;
  const heat = drawing.heat!;
  const stride = strideOf(width);
  const fills = heat.palette.map((colour) => hexColour(colour));
  const { cellSize, wallWidth } = drawing;
  yield "<g>\n";
  let text = "";
  // Spans [from, to) of one level, merged while contiguous.
  let level = -1;
  let from = 0;
  let to = 0;
  const flush = (top: number, bandHeight: number): void => {
    if (level >= 0) text += `<rect x="${from}" y="${top}" width="${to - from}" height="${bandHeight}" fill="${fills[level]}"/>\n`;
    level = -1;
  };
  const span = (spanLevel: number, start: number, end: number, top: number, bandHeight: number): void => {
    if (spanLevel !== level || start !== to) {
      flush(top, bandHeight);
      level = spanLevel;
      from = start;
    }
    to = end;
  };
  for (let y = 0; y < height; y++) {
    const top = floorStart(drawing, y);
    for (let x = 0; x < width; x++) {
      const i = (y + 1) * stride + x + 1;
      const cellLevel = cells[i]! & 0x10 ? -1 : heat.level(x, y);
      if (cellLevel < 0) continue;
      const left = floorStart(drawing, x);
      const east = !eastWall(cells, i) && heat.level(x + 1, y) >= 0 ? wallWidth : 0;
      span(cellLevel, left, left + cellSize + east, top, cellSize);
    }
    flush(top, cellSize);
    if (y === height - 1) break;
    for (let x = 0; x < width; x++) {
      const i = (y + 1) * stride + x + 1;
      const cellLevel = cells[i]! & 0x10 ? -1 : heat.level(x, y);
      if (cellLevel < 0 || southWall(cells, i, stride) || heat.level(x, y + 1) < 0) continue;
      const left = floorStart(drawing, x);
      const room = x + 1 < width && postWalls(cells, i + stride + 1, stride) === 0 ? wallWidth : 0;
      span(cellLevel, left, left + cellSize + room, top + cellSize, wallWidth);
    }
    flush(top + cellSize, wallWidth);
    if (text.length >= CHUNK_BYTES) {
      yield text;
      text = "";
    }
  }
  yield `${text}</g>\n`;
}

/** The path through the centres of its cells' path bands (square caps and miter joins fill the band exactly). */
function* polyline(drawing: Drawing, path: readonly Point[]): Iterable<Chunk> {
  const { pathWidth, pathInset, colours } = drawing;
  const centre = (i: number): number => floorStart(drawing, i) + pathInset + pathWidth / 2;
  const fill = hexColour(colours.path);
  if (path.length === 1) {
    const [x, y] = path[0]!;
    yield `<rect x="${centre(x) - pathWidth / 2}" y="${centre(y) - pathWidth / 2}" width="${pathWidth}" height="${pathWidth}" fill="${fill}"/>\n`;
    return;
  }
  yield `<polyline fill="none" stroke="${fill}" stroke-width="${pathWidth}" stroke-linecap="square" stroke-linejoin="miter" points="`;
  for (let first = 0; first < path.length; first += POINTS_PER_CHUNK) {
    yield path
      .slice(first, first + POINTS_PER_CHUNK)
      .map(([x, y]) => `${centre(x)},${centre(y)}`)
      .join(" ") + (first + POINTS_PER_CHUNK < path.length ? " " : "");
  }
  yield `"/>\n`;
}

export const svg: Format = {
  name: "svg",
  summary: `vector drawing: walls as one path, optional solution polyline and distance heat map; up to ${SVG_MAX_CELLS} cells`,
  extensions: [".svg"],
  text: true,
  streams: false,
  heatMap: true,
  picture: true,
  write,
};

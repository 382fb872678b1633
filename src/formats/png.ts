// PNG, streamed: scanlines are painted a maze row at a time (a few distinct pixel rows per maze row, each repeated),
// packed to the palette's bit depth, deflated through deflate.ts and written as IDAT chunks by png-container.ts.
// The picture is svg's, pixel for pixel (drawing.ts). cellSize 1, wallWidth 1, margin 0 gives one pixel per cell
// and per wall: a (2W+1)×(2H+1) image, 1 bit per pixel, for huge mazes.

import type { RowChunk, RowsHeader } from "../grid/data.js";
import { BORDER, E, N, S, W } from "../grid/layout.js";
import { ChunkBuffer } from "./chunks.js";
import { deflate } from "./deflate.js";
import { type Drawing, type DrawnSize, resolveDrawing } from "./drawing.js";
import type { Chunk, Format, WriteOptions } from "./format.js";
import { type Marks, ON_PATH } from "./marks.js";
import { pngChunk, pngEnd, pngHead } from "./png-container.js";
import { MarkOverlay } from "./png-marks.js";
import { type RowSource, rowFormat } from "./row-format.js";
import { rowPairs } from "./rows.js";

/** Palette indices; heat level k is HEAT + k. */
const BACKGROUND = 0;
// Index 1 is the wall colour: the 1-bit pixel rows of --pixel use it as the drawn bit.
const PATH = 2;
const START_CELL = 3;
const GOAL_CELL = 4;
const HEAT = 5;

/** The picture of the rows. Its height in pixels is a u32 of at most 2^31 − 1 (PNG's limit): taller streams are refused by resolveDrawing. */
function picture(header: RowsHeader, rows: Iterable<RowChunk>, options: WriteOptions, source: RowSource): AsyncIterable<Chunk> {
  const drawing = resolveDrawing("png", header, options);
  return encode(header, rows, drawing, source.marks(), options);
}

function encode(size: DrawnSize, rows: Iterable<RowChunk>, drawing: Drawing, marks: Marks, options: WriteOptions): AsyncIterable<Chunk> {
  const { colours, heat } = drawing;
  const fixed = [colours.background, colours.wall, colours.path, colours.start, colours.goal];
  // Only as many colours as the picture uses, so a plain maze is 1 bit per pixel.
  const palette = heat ? [...fixed, ...heat.palette] : fixed.slice(0, options.marks ? 5 : (options.solution?.path.length ?? 0) > 0 ? 3 : 2);
  const bitDepth = palette.length <= 2 ? 1 : palette.length <= 4 ? 2 : palette.length <= 16 ? 4 : 8;
  const pixelPerWall = drawing.cellSize === 1 && drawing.wallWidth === 1 && drawing.margin === 0 && bitDepth === 1;
  const raw = pixelPerWall ? wallBitScanlines(size, rows) : scanlines(size, rows, drawing, marks, bitDepth);
  return container(drawing, palette, bitDepth, raw);
}

async function* container(
  drawing: Drawing,
  palette: readonly (readonly number[])[],
  bitDepth: number,
  raw: Iterable<Uint8Array<ArrayBuffer>>,
): AsyncIterable<Chunk> {
  yield pngHead(drawing.pixelWidth, drawing.pixelHeight, bitDepth, palette);
  for await (const compressed of deflate(raw)) yield pngChunk("IDAT", compressed);
  yield pngEnd();
}

/** Parts of a cell's floor, top to bottom: above the path band, the band, below it. */
const ABOVE = 0;
const BAND = 1;
const BELOW = 2;

/** Raw scanlines (filter byte 0, then packed pixels), in chunks of a few rows. */
function* scanlines(size: DrawnSize, rows: Iterable<RowChunk>, drawing: Drawing, marks: Marks, bitDepth: number): Iterable<Uint8Array<ArrayBuffer>> {
  const { width, height } = size;
  const painter = new Painter(size, drawing, marks);
  const overlay = new MarkOverlay(drawing, marks.ends, { background: BACKGROUND, start: START_CELL, goal: GOAL_CELL });
  const lineBytes = 1 + Math.ceil((drawing.pixelWidth * bitDepth) / 8);
  const line = new Uint8Array(lineBytes);
  const out = new ChunkBuffer(lineBytes);
  let pixelRow = 0;
  // The painter's row, `times` times over, with the marks painted on the rows they cross.
  function* emit(times: number): Iterable<Uint8Array<ArrayBuffer>> {
    for (let left = times; left > 0; ) {
      const run = overlay.run(pixelRow, left);
      pack(overlay.apply(pixelRow, painter.pixels), bitDepth, line);
      for (let t = 0; t < run; t++) {
        out.bytes.set(line, out.length);
        out.length += lineBytes;
        if (out.full) yield out.take();
      }
      pixelRow += run;
      left -= run;
    }
  }
  const { margin, wallWidth, cellSize, pathInset, pathWidth } = drawing;
  painter.pixels.fill(BACKGROUND);
  yield* emit(margin);
  for (const { y, above, aboveAt, here, hereAt } of rowPairs(width, height, rows, size.openings)) {
    painter.startRow(y, here, hereAt);
    painter.wallLine(y, above, aboveAt, here, hereAt);
    yield* emit(wallWidth);
    if (y === height) break;
    if (!marks.any) {
      painter.floorLine(y, BAND, here, hereAt);
      yield* emit(cellSize);
      continue;
    }
    const parts = [pathInset, pathWidth, cellSize - pathInset - pathWidth];
    for (const part of [ABOVE, BAND, BELOW]) {
      if (parts[part] === 0) continue;
      painter.floorLine(y, part, here, hereAt);
      yield* emit(parts[part]!);
    }
  }
  painter.pixels.fill(BACKGROUND);
  yield* emit(margin);
  if (out.length > 0) yield out.take();
}

// Bits 7, 5, 3, 1 (or 6, 4, 2, 0) of a byte from the 4 bits of a nibble, most significant first: 4 pixels at 1 bit.
const SPREAD_EVEN = new Uint8Array(16).map((_, nibble) => ((nibble & 8) << 4) | ((nibble & 4) << 3) | ((nibble & 2) << 2) | ((nibble & 1) << 1));
const SPREAD_ODD = SPREAD_EVEN.map((byte) => byte >> 1);

/**
 * The plain picture at 1 pixel per cell and per wall, 1 bit per pixel (0 background, 1 wall): bits are computed
 * straight from the cells, four cells per byte, with no palette-index row in between. Same pixels as the Painter.
 */
function* wallBitScanlines({ width, height, openings }: DrawnSize, rows: Iterable<RowChunk>): Iterable<Uint8Array<ArrayBuffer>> {
  const lineBytes = 1 + Math.ceil((2 * width + 1) / 8);
  const out = new ChunkBuffer(2 * lineBytes);
  for (const { y, above, aboveAt, here, hereAt } of rowPairs(width, height, rows, openings)) {
    out.length = wallBitLine(out.bytes, out.length, above, aboveAt, here, hereAt, width);
    if (y < height) out.length = floorBitLine(out.bytes, out.length, here, hereAt, width);
    if (out.full) yield out.take();
  }
  if (out.length > 0) yield out.take();
}

/** The wall line between two rows (west padding cells at `north[northAt]`, `south[southAt]`): pixel 2x is the post
 *  west of cell x, pixel 2x+1 the wall above it. */
function wallBitLine(bytes: Uint8Array, at: number, north: Uint8Array, northAt: number, south: Uint8Array, southAt: number, width: number): number {
  bytes[at++] = 0;
  let posts = 0;
  let walls = 0;
  for (let x = 0; x <= width; x++) {
    const northWest = north[northAt + x]!;
    const northEast = north[northAt + x + 1]!;
    const southWest = south[southAt + x]!;
    const southEast = south[southAt + x + 1]!;
    const wall = drawn(northEast, southEast, 2);
    posts = (posts << 1) | drawn(northWest, northEast, 1) | wall | drawn(southWest, southEast, 1) | drawn(northWest, southWest, 2);
    walls = (walls << 1) | (x < width ? wall : 0);
    if ((x & 3) === 3) {
      bytes[at++] = SPREAD_EVEN[posts]! | SPREAD_ODD[walls]!;
      posts = 0;
      walls = 0;
    }
  }
  return finishBitLine(bytes, at, width, posts, walls);
}

/** A floor line of a row (west padding cell at `start`): pixel 2x is the wall west of cell x, pixel 2x+1 its floor. */
function floorBitLine(bytes: Uint8Array, at: number, cells: Uint8Array, start: number, width: number): number {
  bytes[at++] = 0;
  let walls = 0;
  for (let x = 0; x <= width; x++) {
    walls = (walls << 1) | drawn(cells[start + x]!, cells[start + x + 1]!, 1);
    if ((x & 3) === 3) {
      bytes[at++] = SPREAD_EVEN[walls]!;
      walls = 0;
    }
  }
  return finishBitLine(bytes, at, width, walls, 0);
}

/** Writes the last, partly filled byte of a line (the pixels of columns up to W not yet written). */
function finishBitLine(bytes: Uint8Array, at: number, width: number, even: number, odd: number): number {
  const left = (width + 1) & 3;
  if (left === 0) return at;
  bytes[at++] = SPREAD_EVEN[(even << (4 - left)) & 15]! | SPREAD_ODD[(odd << (4 - left)) & 15]!;
  return at;
}

// Whether the wall between two cells side by side is drawn (a west of b with bit E, a north of b with bit S), as 0/1:
// not when the passage is open, nor when both are outside the maze. Arithmetic, not branches: walls are random.
function drawn(a: number, b: number, shift: number): number {
  return 1 ^ (((a >> shift) | ((a & b) >> 4)) & 1);
}

/**
 * Paints one pixel row of palette indices at a time: walls first (WALL = 1 = the drawn bit), then heat, then the path.
 * Rows are read where the walk finds them: `north` at `northAt` and `south`/`cells` at `southAt`/`start` index a row's
 * west padding cell.
 */
class Painter {
  readonly pixels: Uint8Array;
  private readonly size: DrawnSize;
  private readonly drawing: Drawing;
  private readonly marks: Marks;
  // Heat level of each cell of the row above and of this row; −1 where unreached or excluded, or without a heat map.
  private above: Int16Array;
  private here: Int16Array;

  constructor(size: DrawnSize, drawing: Drawing, marks: Marks) {
    this.size = size;
    this.drawing = drawing;
    this.marks = marks;
    this.pixels = new Uint8Array(drawing.pixelWidth);
    this.above = new Int16Array(size.width).fill(-1);
    this.here = new Int16Array(size.width).fill(-1);
  }

  /** Moves the heat levels down to row y. */
  startRow(y: number, cells: Uint8Array, start: number): void {
    [this.above, this.here] = [this.here, this.above];
    const heat = this.drawing.heat;
    if (!heat || y === this.size.height) {
      this.here.fill(-1);
      return;
    }
    for (let x = 0; x < this.size.width; x++) this.here[x] = cells[start + x + 1]! & BORDER ? -1 : heat.level(x, y);
  }

  /** The wall line above row y: posts, and the walls (or open passages) between rows y−1 and y. */
  wallLine(y: number, north: Uint8Array, northAt: number, south: Uint8Array, southAt: number): void {
    const { width, height } = this.size;
    const { margin, pitch, wallWidth, cellSize } = this.drawing;
    const { pixels } = this;
    pixels.fill(BACKGROUND);
    for (let x = 0; x <= width; x++) {
      const northWest = north[northAt + x]!;
      const northEast = north[northAt + x + 1]!;
      const southWest = south[southAt + x]!;
      const southEast = south[southAt + x + 1]!;
      const left = margin + x * pitch;
      const post = drawn(northWest, northEast, 1) | drawn(northEast, southEast, 2) | drawn(southWest, southEast, 1) | drawn(northWest, southWest, 2);
      paint(pixels, left, wallWidth, post);
      if (x < width) paint(pixels, left + wallWidth, cellSize, drawn(northEast, southEast, 2));
    }
    if (this.drawing.heat) this.heatWallLine(north, northAt, south, southAt);
    if (this.marks.any && y < height) this.pathWallLine(y);
  }

  /** Open passages between rows y−1 and y, and open posts inside rooms, take the colour of the cell above. */
  private heatWallLine(north: Uint8Array, northAt: number, south: Uint8Array, southAt: number): void {
    const { width } = this.size;
    const { margin, pitch, wallWidth, cellSize } = this.drawing;
    const { pixels, above, here } = this;
    for (let x = 0; x < width; x++) {
      const i = northAt + x + 1;
      if (above[x]! < 0 || here[x]! < 0 || (north[i]! & S) === 0) continue;
      const colour = HEAT + above[x]!;
      const left = margin + x * pitch;
      paint(pixels, left + wallWidth, cellSize, colour);
      // The post east of this passage is open only inside a 2×2 room.
      const room = x + 1 < width && (north[i]! & E) !== 0 && (south[southAt + x + 1]! & E) !== 0 && (north[i + 1]! & S) !== 0;
      if (room) paint(pixels, left + pitch, wallWidth, colour);
    }
  }

  /** The path going up from row y crosses the wall line above it. */
  private pathWallLine(y: number): void {
    const { margin, pitch, wallWidth, pathInset, pathWidth } = this.drawing;
    const links = this.marks.at(y);
    for (let x = 0; x < this.size.width; x++) {
      if (links[x]! & N) paint(this.pixels, margin + x * pitch + wallWidth + pathInset, pathWidth, PATH);
    }
  }

  /** A pixel row of row y's floors, in one of the three parts (which decides how the path shows). */
  floorLine(y: number, part: number, cells: Uint8Array, start: number): void {
    const { width } = this.size;
    const { margin, pitch, wallWidth } = this.drawing;
    const { pixels } = this;
    pixels.fill(BACKGROUND);
    for (let x = 0; x <= width; x++) paint(pixels, margin + x * pitch, wallWidth, drawn(cells[start + x]!, cells[start + x + 1]!, 1));
    if (this.drawing.heat) this.heatFloorLine(cells, start + 1);
    if (this.marks.any) this.markFloorLine(y, part);
  }

  /** Floors take their cell's colour, and an open passage east the colour of the cell west of it. */
  private heatFloorLine(cells: Uint8Array, first: number): void {
    const { width } = this.size;
    const { margin, pitch, wallWidth, cellSize } = this.drawing;
    const { pixels, here } = this;
    for (let x = 0; x < width; x++) {
      if (here[x]! < 0) continue;
      const open = x + 1 < width && (cells[first + x]! & E) !== 0 && here[x + 1]! >= 0;
      paint(pixels, margin + x * pitch + wallWidth, cellSize + (open ? wallWidth : 0), HEAT + here[x]!);
    }
  }

  /** The path is a band through its cells and the open walls between them (start and goal go over it: png-marks.ts). */
  private markFloorLine(y: number, part: number): void {
    const { margin, pitch, wallWidth, cellSize, pathInset, pathWidth } = this.drawing;
    const { pixels } = this;
    const links = this.marks.at(y);
    for (let x = 0; x < this.size.width; x++) {
      const flags = links[x]!;
      if ((flags & ON_PATH) === 0) continue;
      const floor = margin + x * pitch + wallWidth;
      if (part === BAND) {
        const from = flags & W ? floor : floor + pathInset;
        const to = flags & E ? floor + cellSize + wallWidth : floor + pathInset + pathWidth;
        paint(pixels, from, to - from, PATH);
      } else if (flags & (part === ABOVE ? N : S)) {
        paint(pixels, floor + pathInset, pathWidth, PATH);
      }
    }
  }
}

function paint(pixels: Uint8Array, from: number, length: number, value: number): void {
  if (length === 1) pixels[from] = value;
  else pixels.fill(value, from, from + length);
}

/** Filter byte 0 (None), then the indices packed big-end first at 1, 2, 4 or 8 bits per pixel. */
function pack(pixels: Uint8Array, bitDepth: number, line: Uint8Array): void {
  line[0] = 0;
  if (bitDepth === 8) {
    line.set(pixels, 1);
    return;
  }
  const perByte = 8 / bitDepth;
  let at = 1;
  let i = 0;
  const whole = pixels.length - (pixels.length % perByte);
  for (; i < whole; i += perByte) {
    let byte = 0;
    for (let k = 0; k < perByte; k++) byte = (byte << bitDepth) | pixels[i + k]!;
    line[at++] = byte;
  }
  if (i < pixels.length) {
    let byte = 0;
    for (let k = 0; k < perByte; k++) byte = (byte << bitDepth) | (i + k < pixels.length ? pixels[i + k]! : 0);
    line[at] = byte;
  }
}

export const png: Format = rowFormat({
  name: "png",
  summary: "image, streamed row by row; same drawing options as svg; cellSize 1, wallWidth 1, margin 0 = 1 pixel per cell and wall",
  extensions: [".png"],
  text: false,
  heatMap: true,
  picture: true,
  readsOptions: true,
  rowWriter: picture,
  asynchronous: true,
  measure: (size, options = {}) => {
    const { pixelWidth, pixelHeight } = resolveDrawing("png", size, options);
    return { pixels: { width: pixelWidth, height: pixelHeight } };
  },
});

// PNG of a maze on a topology: the scene (scene.ts) rasterized on a canvas of palette indices (raster.ts), then
// written through the square grid's PNG container and deflate stream. Walls at any angle need the whole picture in
// memory, so it is bounded: at most TOPOLOGY_PNG_MAX_PIXELS pixels, refused up front with the largest cell size that fits.

import { SizeLimitError } from "../base/errors.js";
import { deflate } from "../formats/deflate.js";
import { pngChunk, pngEnd, pngHead } from "../formats/png-container.js";
import type { Topology, TopologyMazeData } from "../topology/topology.js";
import { checkWriterArguments } from "./arguments.js";
import { Canvas, type PixelPoint } from "./raster.js";
import { checkedDrawing, paintScene, pictureSize, resolveScene, type Scene, TOPOLOGY_WRITE_OPTION_KEYS, type TopologyWriteOptions } from "./scene.js";
import type { Piece } from "./shape.js";
import { shapeOf } from "./shape.js";

/** A topology picture is painted in memory, one byte per pixel: at most 100 megapixels (the CLI's pixel budget for
 *  square-grid pictures, here a hard limit: 100 MB of canvas), e.g. 10000×10000. */
export const TOPOLOGY_PNG_MAX_PIXELS = 100_000_000;
/** Rows of pixels deflated at a time. */
const ROWS_PER_CHUNK = 64;

/** The PNG bytes of a maze on a topology, in chunks; throws SizeLimitError before painting when the picture is too large. */
export function topologyPng(given: TopologyMazeData, givenOptions: TopologyWriteOptions = {}): AsyncIterable<Uint8Array> {
  const { maze, options } = checkWriterArguments("png", given, givenOptions, TOPOLOGY_WRITE_OPTION_KEYS);
  checkTopologyPngBudget(maze.topology, options);
  const scene = resolveScene("png", maze, options);
  const canvas = new Canvas(scene.pixelWidth, scene.pixelHeight);
  paintScene(scene, new RasterPainter(scene, canvas));
  return encode(scene, canvas);
}

/** Refuses a picture of `t` past the budget, naming the largest cell size at which it fits (or that none does);
 *  callers may ask before generating (the picture's size depends on the topology alone). */
export function checkTopologyPngBudget(t: Topology, options: TopologyWriteOptions = {}): void {
  const drawing = checkedDrawing("png", options);
  const wanted = pictureSize(shapeOf(t), drawing.cellSize, drawing.wallWidth, drawing.margin);
  if (wanted.width * wanted.height <= TOPOLOGY_PNG_MAX_PIXELS) return;
  const low = largestPngCellSize(t, options);
  const advice =
    low >= 1
      ? `the largest cell size that fits is ${low} (--cell-size ${low}, with wall width ${drawing.wallWidth})`
      : `no cell size fits with wall width ${drawing.wallWidth} and margin ${drawing.margin}: draw fewer cells`;
  throw new SizeLimitError(
    `png: a ${t.name} picture of ${t.cellCount} cells at cell size ${drawing.cellSize} would be ` +
      `${wanted.width}×${wanted.height} pixels, more than the ${TOPOLOGY_PNG_MAX_PIXELS / 1e6} megapixels a topology picture may have (it is painted in memory); ${advice}`,
  );
}

/** The largest cell size, at most the options' own, at which a png of `t` is within the budget (0: none is). */
export function largestPngCellSize(t: Topology, options: TopologyWriteOptions = {}): number {
  const drawing = checkedDrawing("png", options);
  const shape = shapeOf(t);
  const pixels = (cellSize: number): number => {
    const { width, height } = pictureSize(shape, cellSize, drawing.wallWidth, drawing.margin);
    return width * height;
  };
  if (pixels(drawing.cellSize) <= TOPOLOGY_PNG_MAX_PIXELS) return drawing.cellSize;
  // The picture grows with the cell size: the largest that fits, by bisection.
  let low = 0;
  let high = drawing.cellSize;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (pixels(mid) <= TOPOLOGY_PNG_MAX_PIXELS) low = mid;
    else high = mid;
  }
  return low;
}

class RasterPainter {
  constructor(
    private readonly scene: Scene,
    private readonly canvas: Canvas,
  ) {}

  private pixels(piece: Piece): PixelPoint[] {
    const { scale, offset } = this.scene;
    return piece.map(([x, y]) => [offset + x * scale, offset + y * scale]);
  }

  fill(area: Piece, paint: number): void {
    this.canvas.fillPolygon(this.pixels(area), paint);
  }

  stroke(line: Piece, paint: number, width: "wall" | "path"): void {
    this.canvas.strokeLine(this.pixels(line), width === "wall" ? this.scene.wallWidth : this.scene.pathWidth, paint);
  }
}

async function* encode(scene: Scene, canvas: Canvas): AsyncIterable<Uint8Array> {
  const palette = scene.palette.map((rgb) => [...rgb]);
  yield pngHead(canvas.width, canvas.height, 8, palette);
  for await (const compressed of deflate(rows(canvas))) yield pngChunk("IDAT", compressed);
  yield pngEnd();
}

/** Raw scanlines: filter byte 0, then one palette index per pixel. */
function* rows(canvas: Canvas): Iterable<Uint8Array<ArrayBuffer>> {
  const line = canvas.width + 1;
  for (let first = 0; first < canvas.height; first += ROWS_PER_CHUNK) {
    const count = Math.min(ROWS_PER_CHUNK, canvas.height - first);
    const chunk = new Uint8Array(count * line);
    for (let r = 0; r < count; r++) chunk.set(canvas.pixels.subarray((first + r) * canvas.width, (first + r + 1) * canvas.width), r * line + 1);
    yield chunk;
  }
}

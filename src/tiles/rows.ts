// A tiled maze as chunks of rows (generateRows), band by band: one band's rows in memory at a time, and a chunk's
// worth more when a chunk spans two bands. Chunks inside one band are views on it (copied unless reuseBuffer).

import type { RowChunk } from "../grid/data.js";
import { strideOf } from "../grid/layout.js";
import type { CellsDone, TiledMaze } from "./tiled.js";

/** Bands [fromBand, toBand) of the maze as chunks of `rowsPerChunk` rows (but the last), the first at the band's first row. */
export function* tiledChunks(
  maze: TiledMaze,
  [fromBand, toBand]: readonly [number, number],
  rowsPerChunk: number,
  reuseBuffer: boolean,
  done?: CellsDone,
): Generator<RowChunk, void, undefined> {
  if (fromBand >= toBand) return;
  const { width, layout } = maze.request;
  const stride = strideOf(width);
  const band = new Uint8Array(stride * layout.rows.largest);
  // A chunk that spans two bands is gathered here.
  let spanning: Uint8Array | undefined;
  let gathered = 0;
  const [first] = maze.bandRows(fromBand);
  const [, end] = maze.bandRows(toBand - 1);
  let y = first; // the first row not yet handed out
  for (let ty = fromBand; ty < toBand; ty++) {
    const [from, to] = maze.bandRows(ty);
    maze.fillBand(ty, band, 0, (from - first) * width, done);
    let row = from;
    while (row < to) {
      const wanted = Math.min(rowsPerChunk, end - y);
      if (gathered === 0 && to - row >= wanted) {
        const rows = band.subarray((row - from) * stride, (row - from + wanted) * stride);
        yield { y, rows: reuseBuffer ? rows : rows.slice() };
        row += wanted;
        y += wanted;
        continue;
      }
      // No chunk holds more rows than the bands cover (rowsPerChunk may be up to 2^53 - 1).
      spanning ??= new Uint8Array(stride * Math.min(rowsPerChunk, end - first));
      const take = Math.min(wanted - gathered, to - row);
      spanning.set(band.subarray((row - from) * stride, (row - from + take) * stride), gathered * stride);
      gathered += take;
      row += take;
      if (gathered === wanted) {
        const rows = spanning.subarray(0, wanted * stride);
        yield { y, rows: reuseBuffer ? rows : rows.slice() };
        y += wanted;
        gathered = 0;
      }
    }
  }
}

/** Fills a whole maze's cells (padding rows already in place), band by band. */
export function fillTiled(maze: TiledMaze, cells: Uint8Array, done?: CellsDone): void {
  const { width, layout } = maze.request;
  const stride = strideOf(width);
  for (let ty = 0; ty < layout.tiles; ty++) {
    const [from] = maze.bandRows(ty);
    maze.fillBand(ty, cells, (from + 1) * stride, from * width, done);
  }
}

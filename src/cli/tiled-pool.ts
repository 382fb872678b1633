// A tiled maze made whole in memory on a pool of workers: each worker makes bands (rows of tiles) from nothing but the
// seed and sends their padded rows; this thread only copies them into place, in band order. The bytes are generate()'s
// for the same request, whatever the number of workers.

import { generateTiled } from "../generate.js";
import { strideOf } from "../grid/layout.js";
import type { Maze } from "../maze.js";
import { tileLayout } from "../tiles/layout.js";
import { type BandRequest, CELLS } from "./bands.js";
import { runOrdered, startPool } from "./pool.js";

/** Everything that decides a tiled maze's bytes: what a band request carries, but its format. */
export type TiledPoolRequest = Pick<BandRequest, "algorithm" | "width" | "height" | "seed" | "backend" | "options" | "tiles">;

/** The tiled maze, its bands made by up to `workers` threads; `onCells` hears the cells finished so far. */
export function generateTiledOnPool(request: TiledPoolRequest, workers: number, onCells?: (done: number) => void): Promise<Maze> {
  const { width, height, tiles } = request;
  return generateTiled(request, async (cells) => {
    const bands = tileLayout(width, height, tiles).tiles;
    const band: BandRequest = { ...request, format: CELLS, write: {} };
    const pool = await startPool(new URL("./band-worker.js", import.meta.url), Math.min(workers, bands), band);
    const stride = strideOf(width);
    let at = stride;
    // One band per worker and one more waiting, as for a stream.
    await runOrdered(pool, [0, bands], { perWorker: 1, ahead: pool.length + 1 }, async (bytes) => {
      cells.set(bytes, at);
      at += bytes.length;
      onCells?.((at / stride - 1) * width);
    });
  });
}

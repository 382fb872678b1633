// How large a maze can be held in memory at all: its padded cells are one typed array. Generation checks each
// algorithm's needs against a backend's capacity (src/algorithms/limits.ts); readers check the cells alone against
// the same bound before allocating them, so a file cannot ask for more than generation could ever make.

import { SizeLimitError } from "../base/errors.js";
import { gridBytes } from "./layout.js";

/** V8 (Node 20, current Chrome) caps one typed array at 2^32 elements: the reference backend's capacity too. */
export const MAX_GRID_BYTES = 2 ** 32;

/**
 * The most tiles along a side of a tiled maze (src/tiles/): the join keeps a byte per tile (T² bytes, 16 MiB at 4096)
 * while it draws the tile tree, and a tile narrower than a few cells only adds seams.
 */
export const MAX_TILES = 4096;

/** The largest n such that fits(n) holds, for a monotone predicate over [1, 2^32); 0 if none. */
export function largest(fits: (n: number) => boolean): number {
  if (!fits(1)) return 0;
  let low = 1;
  let high = 2 ** 32;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/**
 * Checks a size a reader found (`what` says where: "3 lines of 5 characters") before any cell is allocated:
 * throws SizeLimitError naming the largest sizes that fit.
 */
export function checkReadSize(format: string, what: string, width: number, height: number): void {
  const needed = gridBytes(width, height);
  if (needed <= MAX_GRID_BYTES) return;
  const fits = (w: number, h: number): boolean => gridBytes(w, h) <= MAX_GRID_BYTES;
  const side = largest((n) => fits(n, n));
  const tallest = largest((h) => fits(width, h));
  const atWidth = tallest > 0 ? ` (or ${width}×${tallest} at this width)` : "";
  throw new SizeLimitError(
    `${format}: ${what} make a ${width}×${height} maze, whose cells need ${needed} bytes; a maze in memory holds at most ` +
      `${MAX_GRID_BYTES}, the largest square that fits is ${side}×${side}${atWidth}`,
  );
}

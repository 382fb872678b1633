// What a tiled maze needs: an algorithm whose tiles join, its largest tile fitting the backend (each tile is one
// generation), and what holds its rows (the whole maze, or one band of a stream) fitting one typed array.

import type { GeneratorEntry } from "../algorithms/define.js";
import { generators } from "../algorithms/generators.js";
import { checkNeed, requiredBytes } from "../algorithms/limits.js";
import type { Backend } from "../backends/backend.js";
import { InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { strideOf } from "../grid/layout.js";
import { MAX_GRID_BYTES } from "../grid/size.js";
import type { TileLayout } from "./layout.js";

/** Refuses an algorithm whose tiles would not join into a perfect maze (the registry's `tileable`). */
export function checkTileable(entry: GeneratorEntry): void {
  if (entry.tileable) return;
  const able = generators.filter((candidate) => candidate.tileable).map((candidate) => candidate.name);
  throw new InvalidArgumentError(`algorithm ${entry.name} cannot be tiled; algorithms that can: ${able.join(", ")}`);
}

/** Checks that the largest tile (the top left one) fits the backend; the error says that more tiles make it smaller. */
export function checkTileSize(entry: GeneratorEntry, backend: Backend, layout: TileLayout): void {
  try {
    checkNeed(`one tile of ${entry.name}`, backend, layout.columns.largest, layout.rows.largest, (w, h) => requiredBytes(entry, w, h));
  } catch (error) {
    if (!(error instanceof SizeLimitError)) throw error;
    throw new SizeLimitError(`${error.message}; more tiles make smaller tiles`);
  }
}

/** Checks that `rows` rows of a W-wide maze (W+2 bytes each) fit one typed array; `what` and `advice` complete the error. */
export function checkRowBytes(width: number, rows: number, what: string, advice: string): void {
  const needed = strideOf(width) * rows;
  if (needed <= MAX_GRID_BYTES) return;
  throw new SizeLimitError(`${what} needs ${needed} bytes, above the ${MAX_GRID_BYTES} one typed array holds; ${advice}`);
}

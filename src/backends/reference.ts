// The pure-TypeScript backend: runs the reference mirror of each generator over a JS typed array.

import { OutOfMemoryError } from "../errors.js";
import type { GeneratorEntry } from "../registry.js";
import { gridBytes } from "../reference/grid.js";
import type { Backend } from "./backend.js";

// V8 (Node 20, current Chrome) caps one typed array at 2^32 elements; working arrays are capped alike.
const MAX_TYPED_ARRAY_BYTES = 2 ** 32;

export const referenceBackend: Backend = {
  name: "reference",
  capacity: MAX_TYPED_ARRAY_BYTES,
  generate(entry: GeneratorEntry, width: number, height: number, seed: number, options: readonly number[]): Uint8Array {
    let cells: Uint8Array;
    try {
      cells = new Uint8Array(gridBytes(width, height));
    } catch (cause) {
      throw new OutOfMemoryError(`could not allocate ${gridBytes(width, height)} bytes for a ${width}×${height} maze: ${String(cause)}`);
    }
    entry.reference(cells, width, height, seed, ...options);
    return cells;
  },
};

// The pure-TypeScript backend: runs the reference mirror of each generator over a JS typed array.

import { OutOfMemoryError } from "../errors.js";
import type { GeneratorEntry, StreamableEntry } from "../registry.js";
import { gridBytes, strideOf } from "../reference/grid.js";
import type { Backend, RowRanges } from "./backend.js";
import { prepareRowAbove } from "./row-buffer.js";

// V8 (Node 20, current Chrome) caps one typed array at 2^32 elements; working arrays are capped alike.
const MAX_TYPED_ARRAY_BYTES = 2 ** 32;

export const referenceBackend: Backend = {
  name: "reference",
  capacity: MAX_TYPED_ARRAY_BYTES,
  generate(entry: GeneratorEntry, width: number, height: number, seed: number, options: readonly number[]): Uint8Array {
    const cells = allocate(gridBytes(width, height), `a ${width}×${height} maze`);
    entry.reference(cells, width, height, seed, ...options);
    return cells;
  },
  openRows(entry: StreamableEntry, width: number, seed: number, options: readonly number[], maxRows: number): RowRanges {
    const stride = strideOf(width);
    // The state saves the PRNG after every range, so reference generations in between do not disturb it.
    const state = entry.rows.start(width, seed);
    const buffer = allocate((maxRows + 1) * stride, `the rows of a ${width}-wide stream`);
    let previousCount = 0;
    return {
      fill(rowCount: number, atTop: boolean, atBottom: boolean): Uint8Array {
        prepareRowAbove(buffer, stride, atTop, previousCount);
        entry.rows.fill(state, buffer, stride, width, rowCount, atTop, atBottom, ...options);
        previousCount = rowCount;
        return buffer.subarray(0, (rowCount + 1) * stride);
      },
      close(): void {},
    };
  },
};

function allocate(bytes: number, purpose: string): Uint8Array {
  try {
    return new Uint8Array(bytes);
  } catch (cause) {
    throw new OutOfMemoryError(`could not allocate ${bytes} bytes for ${purpose}: ${String(cause)}`);
  }
}

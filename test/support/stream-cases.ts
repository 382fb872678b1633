// Every streamable generator with every kind of option value, and helpers to read a stream whole.

import { generators } from "../../src/algorithms/generators.js";
import { paddingRow, type RowStream } from "../../src/stream.js";

export interface StreamCase {
  readonly algorithm: string;
  readonly options: Record<string, string | number>;
}

// Chances that encode to each width of random chunk (src/algorithms/chance.ts): 0 and 1 draw nothing, then 1, 2, 4, 8, 16 bits.
const CHANCES = [0, 1, 0.5, 0.25, 0.0625, 1 / 256, 0.3];

/** Each value of each option of each streamable generator, the other options at their defaults (numeric options are chances). */
export const streamCases: readonly StreamCase[] = generators
  .filter((entry) => entry.streamable)
  .flatMap((entry) => {
    if (entry.options.length === 0) return [{ algorithm: entry.name, options: {} }];
    return entry.options.flatMap((option) => (option.values ?? CHANCES).map((value) => ({ algorithm: entry.name, options: { [option.name]: value } })));
  });

export interface CopiedChunk {
  readonly y: number;
  readonly rows: Buffer;
}

/** Every chunk of the stream, copied (the stream may reuse its buffer). */
export function readChunks(stream: RowStream): CopiedChunk[] {
  return Array.from(stream, ({ y, rows }) => ({ y, rows: Buffer.from(rows) }));
}

/** The in-memory bytes the chunks stand for: padding row, the chunks' rows, padding row. */
export function joinChunks(width: number, chunks: readonly CopiedChunk[]): Buffer {
  return Buffer.concat([paddingRow(width), ...chunks.map((chunk) => chunk.rows), paddingRow(width)]);
}

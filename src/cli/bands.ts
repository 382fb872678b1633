// A tiled stream made on a pool of workers, band (row of tiles) by band: each worker makes a band from nothing but
// the seed and its index and encodes it with the format's slice writer, so the bands' bytes, concatenated in order,
// are the single-threaded stream's. Only formats that write slices (binary, hex) can be encoded apart like this;
// CELLS sends the band's padded rows as they are, for a maze made whole in memory (tiled-pool.ts).

import { findFormat, type WriteOptions } from "../formats/index.js";
import type { Openings, OptionValue } from "../grid/data.js";
import { strideOf } from "../grid/layout.js";
import { generateRows } from "../stream.js";

/** What a worker needs to make and encode any band of the stream: plain data, cloned to each worker. */
export interface BandRequest {
  algorithm: string;
  width: number;
  height: number;
  seed: number;
  backend: string;
  options: Record<string, OptionValue>;
  /** A format that writes slices (writeRowSlice), or CELLS for the band's padded rows as they are. */
  format: string;
  write: WriteOptions;
  tiles: number;
  openings?: Openings;
}

/**
 * Band `band`'s bytes of the whole stream's output (the header with band 0, the trailer with the last), handed to
 * `send` piece by piece as the rows are made, each piece about `PIECE_BYTES` (copied: the rows' buffer is reused).
 */
export function renderBand(request: BandRequest, band: number, send: (bytes: Uint8Array) => void): void {
  const piece = new Uint8Array(PIECE_BYTES);
  let filled = 0;
  const flush = () => {
    if (filled > 0) send(piece.slice(0, filled));
    filled = 0;
  };
  for (const chunk of bandChunks(request, band)) {
    const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
    if (filled + bytes.length > PIECE_BYTES) flush();
    if (bytes.length >= PIECE_BYTES) send(bytes.slice());
    else {
      piece.set(bytes, filled);
      filled += bytes.length;
    }
  }
  flush();
}

/** The band's rows, padded, with no header: what CELLS sends. */
export const CELLS = "cells";

/** Band `band` encoded in the request's format, or its rows as they are (CELLS); views on a reused buffer. */
function* bandChunks(request: BandRequest, band: number): Iterable<string | Uint8Array> {
  const { algorithm, width, height, seed, backend, options, tiles } = request;
  const rowsPerChunk = Math.max(1, Math.floor(PIECE_BYTES / strideOf(width)));
  const rows = generateRows({ algorithm, width, height, seed, backend, options, tiles, tileRows: [band, band + 1], rowsPerChunk, reuseBuffer: true });
  if (request.format === CELLS) {
    for (const chunk of rows) yield chunk.rows;
    return;
  }
  const header = { width, height, algorithm: rows.algorithm, seed: rows.seed, options, ...(request.openings && { openings: request.openings }) };
  yield* findFormat(request.format).writeRowSlice!(header, rows, rows.rows, request.write);
}

/** Pieces are gathered to about this size: large enough that the messages cost little, small against a band. */
const PIECE_BYTES = 1 << 20;

const encoder = new TextEncoder();

// A tiled stream made on a pool of workers, band (row of tiles) by band: each worker makes a band from nothing but
// the seed and its index and encodes it with the format's slice writer, so the bands' bytes, concatenated in order,
// are the single-threaded stream's. Only formats that write slices (binary, hex) can be encoded apart like this;
// CELLS sends the band's padded rows as they are, for a maze made whole in memory (tiled-pool.ts).
// A worker makes all its bands from one tiled maze (bandRenderer), so the tree of tiles (about T² log T steps to draw)
// is drawn once per worker and run, not once per band (T bands: over T³ in all).

import { findFormat, type WriteOptions } from "../formats/index.js";
import type { Openings, OptionValue } from "../grid/data.js";
import { strideOf } from "../grid/layout.js";
import { generateTiledShares, type TiledShares } from "../stream.js";

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
 * Makes any band's bytes of the whole stream's output (the header with band 0, the trailer with the last), handed to
 * `send` piece by piece as the rows are made, each piece about `PIECE_BYTES` (copied: the rows' buffer is reused).
 */
export type BandRenderer = (band: number, send: (bytes: Uint8Array) => void) => void;

/** The request validated and its tiled maze set up once, for all the bands a worker makes in a run. */
export function bandRenderer(request: BandRequest): BandRenderer {
  const { algorithm, width, height, seed, backend, options, tiles } = request;
  const rowsPerChunk = Math.max(1, Math.floor(PIECE_BYTES / strideOf(width)));
  const shares = generateTiledShares({ algorithm, width, height, seed, backend, options, tiles, rowsPerChunk, reuseBuffer: true });
  return (band, send) => {
    const piece = new Uint8Array(PIECE_BYTES);
    let filled = 0;
    const flush = () => {
      if (filled > 0) send(piece.slice(0, filled));
      filled = 0;
    };
    for (const chunk of bandChunks(request, shares, band)) {
      const bytes = typeof chunk === "string" ? encoder.encode(chunk) : chunk;
      if (filled + bytes.length > PIECE_BYTES) flush();
      if (bytes.length >= PIECE_BYTES) send(bytes.slice());
      else {
        piece.set(bytes, filled);
        filled += bytes.length;
      }
    }
    flush();
  };
}

/** The band's rows, padded, with no header: what CELLS sends. */
export const CELLS = "cells";

/** Band `band` encoded in the request's format, or its rows as they are (CELLS); views on a reused buffer. */
function* bandChunks(request: BandRequest, shares: TiledShares, band: number): Iterable<string | Uint8Array> {
  const { width, height, options } = request;
  const rows = shares([band, band + 1]);
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

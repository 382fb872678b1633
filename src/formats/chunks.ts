// Encoded rows collect in a byte buffer and leave in chunks of about CHUNK_BYTES (never one giant buffer).
// Row encoders are plain functions over (bytes, view, at) so they optimise well; the generators only chunk.

import { CHUNK_BYTES } from "./format.js";

export class ChunkBuffer {
  /** Write encoded bytes at `length`, then advance it; `unitBytes` more always fit after a `take`. */
  bytes: Uint8Array<ArrayBuffer>;
  /** A DataView on `bytes`, for writing 2 or 4 characters at once. */
  view: DataView;
  length = 0;
  private readonly unitBytes: number;

  /** `unitBytes`: the most bytes one step of the writer (a row, or a few lines) appends. */
  constructor(unitBytes: number) {
    this.unitBytes = unitBytes;
    this.bytes = new Uint8Array(CHUNK_BYTES + unitBytes);
    this.view = new DataView(this.bytes.buffer);
  }

  /** Whether the next unit might not fit: time to `take`. */
  get full(): boolean {
    return this.length + this.unitBytes > this.bytes.length;
  }

  /** Hands over the bytes written so far and starts a fresh buffer (the consumer may keep the chunk). */
  take(): Uint8Array<ArrayBuffer> {
    const chunk = this.bytes.subarray(0, this.length);
    this.bytes = new Uint8Array(this.bytes.length);
    this.view = new DataView(this.bytes.buffer);
    this.length = 0;
    return chunk;
  }
}

/** The UTF-8 bytes of one character. */
export function utf8(character: string): Uint8Array {
  return new TextEncoder().encode(character);
}

/** The code of an ASCII character, for byte tables. */
export function code(character: string): number {
  return character.charCodeAt(0);
}

/** Up to 4 ASCII characters as a little-endian integer: DataView.setUint32(at, word, true) writes them in order. */
export function word(characters: string): number {
  let value = 0;
  for (let i = characters.length - 1; i >= 0; i--) value = value * 256 + characters.charCodeAt(i);
  return value;
}

// The PNG container written by hand (PNG 1.2 / ISO 15948): signature, IHDR, PLTE, IDAT chunks, IEND.

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
/** Colour type 3: each pixel is an index into the palette. */
const COLOUR_TYPE_PALETTE = 3;

// CRC-32 (ISO 3309, as zlib and PNG use it), one table lookup per byte.
const CRC_TABLE = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of bytes[from, to), as a chunk stores it (the writer here, the mask reader in src/mask/png.ts). */
export function crc32(bytes: Uint8Array, from = 0, to = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = from; i < to; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One chunk: length, type, data, CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) chunk[4 + i] = type.charCodeAt(i);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk, 4, 8 + data.length));
  return chunk;
}

/** The signature, IHDR and PLTE of a palette image. */
export function pngHead(width: number, height: number, bitDepth: number, palette: readonly (readonly number[])[]): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = bitDepth;
  header[9] = COLOUR_TYPE_PALETTE;
  // Compression 0 (deflate), filter method 0, no interlace.
  const colours = Uint8Array.from(palette.flat());
  const parts = [SIGNATURE, pngChunk("IHDR", header), pngChunk("PLTE", colours)];
  const head = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    head.set(part, at);
    at += part.length;
  }
  return head;
}

export function pngEnd(): Uint8Array {
  return pngChunk("IEND", new Uint8Array(0));
}

// What a PNG mask may cost before it is decoded: its declared size against a pixel budget (a 45-byte file can
// declare 65535×65535 pixels, 17 GB as RGBA), and its pixel data inflated once within the exact size the header
// implies (a bomb stops there; data cut short is refused instead of read as excluded cells), after its chunks are
// checked (lengths, CRCs, IEND) so that a damaged file is refused as such. The inflated rows are
// returned: png.ts decodes them, so the pixel data is inflated once.

import { createRequire } from "node:module";
import { FormatError } from "../base/errors.js";
import { crc32 } from "../formats/png-container.js";
import { MAX_MASK_PIXELS } from "./budget.js";

// node:zlib is loaded on the first PNG mask, not when the Node entry is imported.
const load = createRequire(import.meta.url);

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// Samples per pixel of each PNG colour type: grey, RGB, palette, grey + alpha, RGBA.
const SAMPLES: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
// The bit depths each colour type allows (PNG spec, table 11.1): pngjs reads the others as other pixels.
const DEPTHS: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/** A PNG's header, and its pixel data inflated: `height` rows of a filter byte then the row's samples. */
export interface PngRows {
  readonly width: number;
  readonly height: number;
  readonly depth: number;
  readonly colourType: number;
  /** Samples per pixel (1 to 4). */
  readonly samples: number;
  /** Bytes of a row's samples (after its filter byte). */
  readonly stride: number;
  readonly rows: Uint8Array;
}

const IHDR = 0x49484452;
const IDAT = 0x49444154;
const IEND = 0x49454e44;
/** The chunks a mask reader reads (png.ts), whose CRC is checked; other ancillary chunks are skipped as pngjs skips them. */
const KNOWN = new Set([IHDR, 0x504c5445, IDAT, IEND, 0x74524e53, 0x67414d41]);

/**
 * Throws a FormatError (with the byte offset) when the PNG is damaged (cut short, a chunk past the end or with a bad
 * CRC, an unknown critical chunk, no IEND or bytes after it), its header out of bounds or its pixel data short; else
 * its rows. The chunks are checked before their fields are read or the pixel data inflated, so a damaged byte is
 * refused as damage, not as what it happens to read as (a flipped width as pixel data cut short).
 */
export function checkPngBudget(bytes: Uint8Array, maxPixels = MAX_MASK_PIXELS): PngRows {
  const fail = (detail: string, offset: number) => new FormatError("mask", detail, { offset });
  if (bytes.length < 8 || SIGNATURE.some((byte, i) => bytes[i] !== byte)) throw fail("not a PNG (its first 8 bytes are not the PNG signature)", 0);
  if (bytes.length < 33) throw fail("the file ends before its IHDR chunk (cut short?)", bytes.length);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(12) !== IHDR) throw fail("the first chunk is not IHDR", 12);
  const idat: Uint8Array[] = [];
  for (let at = 8; ; ) {
    if (at + 12 > bytes.length) throw fail("the file ends before its IEND chunk (cut short?)", at);
    const length = view.getUint32(at);
    const type = view.getUint32(at + 4);
    const end = at + 8 + length;
    if (end + 4 > bytes.length) throw fail(`the chunk at byte ${at} runs past the end of the file (cut short?)`, at);
    const name = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (KNOWN.has(type)) {
      if (crc32(bytes, at + 4, end) !== view.getUint32(end)) throw fail(`the ${name} chunk at byte ${at} fails its CRC check (damaged file?)`, end);
    } else if ((bytes[at + 4]! & 0x20) === 0) {
      // Bit 5 of the first letter clear (upper case): a chunk a reader must understand to show the image.
      throw fail(`the critical chunk ${JSON.stringify(name)} is not one a PNG mask may hold`, at);
    }
    if (at === 8 && length < 13) throw fail(`the IHDR chunk holds ${length} bytes where it needs 13`, 8);
    if (type === IDAT) idat.push(bytes.subarray(at + 8, end));
    at = end + 4;
    if (type === IEND) {
      if (at !== bytes.length) throw fail(`the file goes on for ${bytes.length - at} bytes after its IEND chunk`, at);
      break;
    }
  }
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const depth = bytes[24]!;
  const samples = SAMPLES[bytes[25]!];
  if (width === 0 || height === 0) throw fail(`the image is ${width}×${height} pixels; a mask needs at least one`, 16);
  if (width * height > maxPixels) {
    throw fail(`the image declares ${width}×${height} pixels, more than a mask may have (${maxPixels}, 8192×8192): one pixel is one cell`, 16);
  }
  if (samples === undefined) throw fail(`colour type ${bytes[25]} is not a PNG colour type (allowed: ${Object.keys(SAMPLES).join(", ")})`, 25);
  const depths = DEPTHS[bytes[25]!]!;
  if (!depths.includes(depth)) throw fail(`colour type ${bytes[25]} with bit depth ${depth} is not a PNG format (allowed: ${depths.join(", ")})`, 24);
  if (bytes[26] !== 0) throw fail(`compression method ${bytes[26]} is not a PNG one (0)`, 26);
  if (bytes[27] !== 0) throw fail(`filter method ${bytes[27]} is not a PNG one (0)`, 27);
  if (bytes[28] === 1) throw fail("interlaced PNGs are not read as masks; save it without interlacing", 28);
  if (bytes[28] !== 0) throw fail(`interlace method ${bytes[28]} is not a PNG one (0 or 1)`, 28);
  // One filter byte per row, then the row's samples.
  const stride = Math.ceil((width * samples * depth) / 8);
  const expected = height * (1 + stride);
  if (idat.length === 0) throw fail("the image has no pixel data (no IDAT chunk)", 8);
  const stream = Buffer.concat(idat);
  let inflated: Uint8Array;
  let read: number;
  try {
    // One output chunk of the whole size: the rows are not gathered in pieces then copied together.
    const chunkSize = Math.max(64, expected + 1);
    const zlib = load("node:zlib") as typeof import("node:zlib");
    const { buffer, engine } = zlib.inflateSync(stream, { maxOutputLength: expected + 1, chunkSize, info: true }) as unknown as {
      buffer: Buffer;
      engine: { bytesWritten: number };
    };
    inflated = buffer;
    read = engine.bytesWritten;
  } catch (cause) {
    const reason =
      (cause as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE"
        ? `inflates past the ${expected} bytes its size implies`
        : `is not a zlib stream (${(cause as Error).message})`;
    throw fail(`the pixel data ${reason}`, 8);
  }
  if (inflated.length !== expected)
    throw fail(`the pixel data holds ${inflated.length} bytes where ${width}×${height} pixels need ${expected} (cut short?)`, 8);
  // inflateSync stops at the end of the zlib stream and says nothing of what follows (pngjs refuses it).
  if (read !== stream.length) throw fail(`the pixel data goes on for ${stream.length - read} bytes after its zlib stream ends`, 8);
  return { width, height, depth, colourType: bytes[25]!, samples, stride, rows: inflated };
}

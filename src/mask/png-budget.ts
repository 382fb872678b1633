// What a PNG mask may cost before it is decoded: its declared size against a pixel budget (a 45-byte file can
// declare 65535×65535 pixels, 17 GB as RGBA), and its pixel data inflated once within the exact size the header
// implies (a bomb stops there; data cut short is refused instead of read as excluded cells). The inflated rows are
// returned: png.ts decodes them, so the pixel data is inflated once.

import { createRequire } from "node:module";
import { FormatError } from "../base/errors.js";
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

/** Throws a FormatError (with the byte offset) when the PNG's header or pixel data is out of bounds or short; else its rows. */
export function checkPngBudget(bytes: Uint8Array, maxPixels = MAX_MASK_PIXELS): PngRows {
  const fail = (detail: string, offset: number) => new FormatError("mask", detail, { offset });
  if (bytes.length < 33 || SIGNATURE.some((byte, i) => bytes[i] !== byte)) throw fail("not a PNG (its first 8 bytes are not the PNG signature)", 0);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(12) !== 0x49484452) throw fail("the first chunk is not IHDR", 12);
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
  if (bytes[28] !== 0) throw fail("interlaced PNGs are not read as masks; save it without interlacing", 28);
  // One filter byte per row, then the row's samples.
  const stride = Math.ceil((width * samples * depth) / 8);
  const expected = height * (1 + stride);
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = view.getUint32(at + 4);
    if (at + 12 + length > bytes.length) throw fail(`the chunk at byte ${at} runs past the end of the file (cut short?)`, at);
    if (type === 0x49444154) idat.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 0x49454e44) break;
    at += 12 + length;
  }
  if (idat.length === 0) throw fail("the image has no pixel data (no IDAT chunk)", 8);
  let inflated: Uint8Array;
  try {
    // One output chunk of the whole size: the rows are not gathered in pieces then copied together.
    const chunkSize = Math.max(64, expected + 1);
    inflated = (load("node:zlib") as typeof import("node:zlib")).inflateSync(Buffer.concat(idat), { maxOutputLength: expected + 1, chunkSize });
  } catch (cause) {
    const reason =
      (cause as NodeJS.ErrnoException).code === "ERR_BUFFER_TOO_LARGE"
        ? `inflates past the ${expected} bytes its size implies`
        : `is not a zlib stream (${(cause as Error).message})`;
    throw fail(`the pixel data ${reason}`, 8);
  }
  if (inflated.length !== expected)
    throw fail(`the pixel data holds ${inflated.length} bytes where ${width}×${height} pixels need ${expected} (cut short?)`, 8);
  return { width, height, depth, colourType: bytes[25]!, samples, stride, rows: inflated };
}

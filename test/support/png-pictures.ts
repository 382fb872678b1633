// Well-formed PNG masks of every colour type and bit depth (rows filtered at random, with and without tRNS, palettes
// of every size), and the oracle they are checked against: pngjs's PNG.sync.read to 8-bit RGBA, then each pixel
// classified by the mask rule, as src/mask/png.ts did before it decoded PNGs itself. Used by
// test/mask-png-decoder.test.ts (well-formed files) and test/mask-png-damaged.test.ts (the same files, damaged).

import { crc32, deflateSync } from "node:zlib";
import fc from "fast-check";
import { PNG } from "pngjs";
import { FormatError } from "../../src/base/errors.js";
import { BORDER, cellIndex, gridBytes, initGrid } from "../../src/grid/layout.js";
import { Mask, type MaskConvention } from "../../src/mask/mask.js";
import { checkPngBudget } from "../../src/mask/png-budget.js";

const CONVENTION: MaskConvention = { legend: "a dark pixel is an excluded cell, a light or transparent one an included one", swap: "invert the image" };

/** The old path's pixels: pngjs's 8-bit RGBA, after the same budget. */
export function oldPixels(bytes: Uint8Array): PNG {
  checkPngBudget(bytes);
  return PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** The old path's darkness of pixel (x, y), as src/mask/png.ts had it. */
export function oldIsDark({ width, data }: PNG): (x: number, y: number) => boolean {
  return (x, y) => {
    const at = (y * width + x) * 4;
    const alpha = data[at + 3]! / 255;
    const luminance = 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
    return luminance * alpha + 255 * (1 - alpha) < 128;
  };
}

/** The old path's padded grid before cropping. */
export function oldCells(bytes: Uint8Array): { width: number; height: number; grid: Uint8Array; included: number } {
  const image = oldPixels(bytes);
  const { width, height } = image;
  const dark = oldIsDark(image);
  const grid = new Uint8Array(gridBytes(width, height));
  initGrid(grid, width, height, 0);
  let included = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (dark(x, y)) grid[cellIndex(width, x, y)] = BORDER;
      else included++;
    }
  }
  return { width, height, grid, included };
}

/** The old maskFromPng. */
export function oldMask(bytes: Uint8Array): Mask {
  let image: PNG;
  try {
    image = oldPixels(bytes);
  } catch (cause) {
    if (cause instanceof FormatError) throw cause;
    throw new FormatError("mask", `not a readable PNG (${(cause as Error).message})`);
  }
  return Mask.build(image.width, image.height, oldIsDark(image), (message) => new FormatError("mask", message), CONVENTION);
}

export const SAMPLES: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
export const FORMATS: [number, number][] = [
  [0, 1],
  [0, 2],
  [0, 4],
  [0, 8],
  [0, 16],
  [2, 8],
  [2, 16],
  [3, 1],
  [3, 2],
  [3, 4],
  [3, 8],
  [4, 8],
  [4, 16],
  [6, 8],
  [6, 16],
];

export function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function paeth(left: number, above: number, upLeft: number): number {
  const p = left + above - upLeft;
  const pLeft = Math.abs(p - left);
  const pAbove = Math.abs(p - above);
  const pUpLeft = Math.abs(p - upLeft);
  return pLeft <= pAbove && pLeft <= pUpLeft ? left : pAbove <= pUpLeft ? above : upLeft;
}

export interface Picture {
  width: number;
  height: number;
  colourType: number;
  depth: number;
  /** Raw samples, row-major, `samples` per pixel. */
  values: number[];
  filters: number[];
  palette: number[][] | undefined;
  trns: number[] | undefined;
}

/** A PNG of the picture, each row filtered by its filter type (the encoder's side of PNG spec section 9). */
export function encode(p: Picture): Uint8Array {
  const samples = SAMPLES[p.colourType]!;
  const stride = Math.ceil((p.width * samples * p.depth) / 8);
  const unit = Math.max(1, (samples * p.depth) >> 3);
  const raw = new Uint8Array(p.height * stride);
  for (let y = 0; y < p.height; y++) {
    for (let i = 0; i < p.width * samples; i++) {
      const v = p.values[y * p.width * samples + i]!;
      if (p.depth === 16) {
        raw[y * stride + 2 * i] = v >> 8;
        raw[y * stride + 2 * i + 1] = v & 255;
      } else if (p.depth === 8) raw[y * stride + i] = v;
      else {
        const bit = i * p.depth;
        raw[y * stride + (bit >> 3)]! |= v << (8 - p.depth - (bit & 7));
      }
    }
  }
  const rows = new Uint8Array(p.height * (stride + 1));
  for (let y = 0; y < p.height; y++) {
    const filter = p.filters[y]!;
    rows[y * (stride + 1)] = filter;
    for (let i = 0; i < stride; i++) {
      const at = y * stride + i;
      const left = i >= unit ? raw[at - unit]! : 0;
      const above = y > 0 ? raw[at - stride]! : 0;
      const upLeft = i >= unit && y > 0 ? raw[at - stride - unit]! : 0;
      const predictor = [0, left, above, (left + above) >> 1, paeth(left, above, upLeft)][filter]!;
      rows[y * (stride + 1) + 1 + i] = (raw[at]! - predictor) & 255;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(p.width, 0);
  ihdr.writeUInt32BE(p.height, 4);
  ihdr[8] = p.depth;
  ihdr[9] = p.colourType;
  const chunks = [chunk("IHDR", ihdr)];
  if (p.palette) chunks.push(chunk("PLTE", Uint8Array.from(p.palette.flat())));
  if (p.trns) {
    const data = p.colourType === 3 ? Uint8Array.from(p.trns) : Buffer.alloc(p.trns.length * 2);
    if (p.colourType !== 3) for (const [i, v] of p.trns.entries()) (data as Buffer).writeUInt16BE(v, 2 * i);
    chunks.push(chunk("tRNS", data));
  }
  // The pixel data in two IDAT chunks when it is long enough to cut.
  const compressed = deflateSync(rows);
  const cut = compressed.length >> 1;
  chunks.push(chunk("IDAT", compressed.subarray(0, cut)), chunk("IDAT", compressed.subarray(cut)), chunk("IEND", new Uint8Array(0)));
  return Buffer.concat([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), ...chunks]);
}

/** Random pictures: mostly one light rectangle on a random ground (so some masks are valid and cropped), or all random. */
export const pictures: fc.Arbitrary<Picture> = fc
  .record({
    format: fc.constantFrom(...FORMATS),
    width: fc.integer({ min: 1, max: 40 }),
    height: fc.integer({ min: 1, max: 40 }),
    seed: fc.integer(),
    withTrns: fc.boolean(),
    blob: fc.boolean(),
    paletteSize: fc.integer({ min: 1, max: 256 }),
  })
  .chain(({ format: [colourType, depth], width, height, seed, withTrns, blob, paletteSize }) => {
    const samples = SAMPLES[colourType]!;
    const max = colourType === 3 ? Math.min(2 ** depth - 1, paletteSize) : 2 ** depth - 1; // an index past the palette now and then
    const value = fc.oneof(fc.integer({ min: 0, max }), fc.constantFrom(0, max));
    const count = width * height * samples;
    return fc
      .record({
        values: fc.array(value, { minLength: count, maxLength: count }),
        filters: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: height, maxLength: height }),
        palette: fc.array(fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })), {
          minLength: paletteSize,
          maxLength: paletteSize,
        }),
        alphas: fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(0, 255)), { minLength: 0, maxLength: paletteSize }),
        rect: fc.tuple(fc.nat(width - 1), fc.nat(width - 1), fc.nat(height - 1), fc.nat(height - 1)),
        keyFrom: fc.nat(count),
        keyRandom: fc.array(fc.integer({ min: 0, max: 2 ** depth - 1 }), { minLength: 3, maxLength: 3 }),
      })
      .map(({ values, filters, palette, alphas, rect, keyFrom, keyRandom }): Picture => {
        if (blob) {
          const [x0, x1, y0, y1] = rect;
          for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); y++)
            for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); x++)
              for (let s = 0; s < samples; s++) values[(y * width + x) * samples + s] = colourType === 3 ? 0 : max;
          if (colourType === 3) palette[0] = [255, 255, 255];
        }
        let trns: number[] | undefined;
        if (withTrns && colourType === 3) trns = alphas;
        else if (withTrns && (colourType === 0 || colourType === 2)) {
          // A key taken from a pixel (so it matches some) or at random.
          const pixel = Math.floor(keyFrom / samples) * samples;
          const fromPixel = keyFrom < count ? values.slice(pixel, pixel + samples) : keyRandom;
          trns = colourType === 0 ? [fromPixel[0]!] : [fromPixel[0]!, fromPixel[1] ?? 0, fromPixel[2] ?? 0];
        }
        void seed;
        return { width, height, colourType, depth, values, filters, palette: colourType === 3 ? palette : undefined, trns };
      });
  });

/** A mask, or the error making it threw, as comparable data. */
export function outcome(make: () => Mask): unknown {
  try {
    const mask = make();
    return { width: mask.width, height: mask.height, left: mask.left, top: mask.top, included: mask.included, grid: Array.from(mask.grid) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

// Masks from a PNG image: one pixel per cell, dark pixels excluded. A pixel is dark when its luminance,
// composited over white (so transparent pixels are light), is below half: 0.299 R + 0.587 G + 0.114 B < 128.
//
// The decoder is ours, to read an 8192×8192 mask without a full RGBA copy: the pixel data is inflated once (by
// png-budget.ts), its rows unfiltered in place, and each pixel classified straight into its cell. It reads a pixel as
// pngjs 7 did when it decoded masks (test/mask-png-decoder.test.ts keeps that path as the oracle): samples of 1, 2, 4
// and 16 bits scaled to 8 as floor(v × 255 / max + 0.5), a tRNS colour key compared with the raw samples and made
// transparent, a palette's colours with their tRNS alpha; and it refuses the files pngjs refused (bad CRC, unknown
// critical chunk, no palette before the pixel data, a palette index past the palette, bytes after IEND, ...).

import { checkBytes } from "../base/arguments.js";
import { FormatError } from "../base/errors.js";
import { BORDER, cellIndex, gridBytes, initGrid } from "../grid/layout.js";
import { type Mask, type MaskConvention, maskFromGrid } from "./mask.js";
import { checkPngBudget, type PngRows } from "./png-budget.js";

const CONVENTION: MaskConvention = { legend: "a dark pixel is an excluded cell, a light or transparent one an included one", swap: "invert the image" };

const IHDR = 0x49484452;
const PLTE = 0x504c5445;
const IDAT = 0x49444154;
const IEND = 0x49454e44;
const TRNS = 0x74524e53;
const GAMA = 0x67414d41;

/** Whether a pixel of 8-bit RGBA is dark: the rule, in doubles, as the masks have always applied it. */
function isDark(r: number, g: number, b: number, a: number): boolean {
  const alpha = a / 255;
  const luminance = 0.299 * r + 0.587 * g + 0.114 * b;
  return luminance * alpha + 255 * (1 - alpha) < 128;
}

/** What the chunks around the pixel data say: the palette (RGBA, 4 bytes a colour) and the tRNS colour key. */
interface Chunks {
  readonly palette: Uint8Array;
  readonly colours: number;
  readonly key: readonly number[] | undefined;
}

/** Reads the chunks that change pixels (and their order), after checkPngBudget checked their lengths, CRCs and IEND. */
function readChunks(bytes: Uint8Array, colourType: number): Chunks {
  const fail = (detail: string, offset: number) => new FormatError("mask", detail, { offset });
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const colours: number[][] = [];
  let key: number[] | undefined;
  for (let at = 8; ; ) {
    const length = view.getUint32(at);
    const type = view.getUint32(at + 4);
    const data = at + 8;
    const end = data + length;
    if (type === IHDR) {
      if (at !== 8) throw fail("the image has a second IHDR chunk", at);
    } else if (type === PLTE) {
      for (let i = data; i + 3 <= end; i += 3) colours.push([bytes[i]!, bytes[i + 1]!, bytes[i + 2]!, 255]);
    } else if (type === TRNS) {
      if (colourType === 3) {
        if (colours.length === 0) throw fail("the tRNS chunk comes before the palette (PLTE)", at);
        if (length > colours.length) throw fail(`the tRNS chunk has ${length} alpha values for ${colours.length} palette colours`, at);
        for (let i = 0; i < length; i++) colours[i]![3] = bytes[data + i]!;
      } else if (colourType === 0 || colourType === 2) {
        const needs = colourType === 0 ? 2 : 6;
        if (length < needs) throw fail(`the tRNS chunk holds ${length} bytes where a colour key needs ${needs}`, at);
        key = colourType === 0 ? [view.getUint16(data)] : [view.getUint16(data), view.getUint16(data + 2), view.getUint16(data + 4)];
      }
    } else if (type === GAMA) {
      if (length < 4) throw fail(`the gAMA chunk holds ${length} bytes where it needs 4`, at);
    } else if (type === IDAT) {
      if (colourType === 3 && colours.length === 0) throw fail("the image has palette colours but no palette (PLTE) before its pixel data", at);
    } else if (type === IEND) break;
    at = end + 4;
  }
  const palette = new Uint8Array(colours.length * 4);
  for (const [i, colour] of colours.entries()) palette.set(colour, i * 4);
  return { palette, colours: colours.length, key };
}

/** Undoes the filter of each row in place (PNG spec, section 9): `unit` is the bytes a pixel takes, at least 1. */
function unfilter(rows: Uint8Array, height: number, stride: number, unit: number): void {
  for (let y = 0; y < height; y++) {
    const start = y * (stride + 1);
    const filter = rows[start]!;
    const line = start + 1;
    const up = line - stride - 1; // the row above's samples, already unfiltered
    const first = y === 0;
    if (filter === 0) continue;
    if (filter === 1) {
      for (let i = line + unit; i < line + stride; i++) rows[i] = rows[i]! + rows[i - unit]!;
    } else if (filter === 2) {
      if (!first) for (let i = line; i < line + stride; i++) rows[i] = rows[i]! + rows[i - stride - 1]!;
    } else if (filter === 3) {
      for (let i = line; i < line + stride; i++) {
        const left = i - line >= unit ? rows[i - unit]! : 0;
        const above = first ? 0 : rows[i - stride - 1]!;
        rows[i] = rows[i]! + ((left + above) >> 1);
      }
    } else if (filter === 4) {
      for (let i = line; i < line + stride; i++) {
        const hasLeft = i - line >= unit;
        const left = hasLeft ? rows[i - unit]! : 0;
        const above = first ? 0 : rows[up + (i - line)]!;
        const upLeft = hasLeft && !first ? rows[up + (i - line) - unit]! : 0;
        const p = left + above - upLeft;
        const pLeft = Math.abs(p - left);
        const pAbove = Math.abs(p - above);
        const pUpLeft = Math.abs(p - upLeft);
        rows[i] = rows[i]! + (pLeft <= pAbove && pLeft <= pUpLeft ? left : pAbove <= pUpLeft ? above : upLeft);
      }
    } else {
      throw new FormatError("mask", `row ${y} has filter type ${filter}, not a PNG one (0 to 4)`);
    }
  }
}

/** 8-bit values of the samples of a bit depth, scaled as floor(v × 255 / max + 0.5). */
function scaleTable(depth: number): Uint8Array {
  const max = 2 ** depth - 1;
  const table = new Uint8Array(max + 1);
  for (let v = 0; v <= max; v++) table[v] = Math.floor((v * 255) / max + 0.5);
  return table;
}

/** Classifies each pixel into the padded grid: BORDER for a dark one, 0 for a light one; returns the light ones. */
function classify(image: PngRows, chunks: Chunks, grid: Uint8Array): number {
  const { width, height, depth, colourType, samples, stride, rows } = image;
  const wide = depth === 16;
  const scale = depth === 8 ? undefined : scaleTable(depth);
  const key = chunks.key;
  // The darkness of each grey (times 256, plus an alpha) and of each palette colour, worked out once.
  let greys: Uint8Array | undefined;
  if (colourType === 0 || colourType === 4) {
    greys = new Uint8Array(256 * 256);
    for (let g = 0; g < 256; g++) for (let a = 0; a < 256; a++) greys[g * 256 + a] = isDark(g, g, g, a) ? 1 : 0;
  }
  const paletteDark = new Uint8Array(chunks.colours);
  for (let i = 0; i < chunks.colours; i++) {
    const p = chunks.palette;
    paletteDark[i] = isDark(p[i * 4]!, p[i * 4 + 1]!, p[i * 4 + 2]!, p[i * 4 + 3]!) ? 1 : 0;
  }
  let included = 0;
  for (let y = 0; y < height; y++) {
    const line = y * (stride + 1) + 1;
    const cell = cellIndex(width, 0, y);
    for (let x = 0; x < width; x++) {
      let dark: boolean;
      if (depth < 8) {
        const bit = x * depth;
        const sample = (rows[line + (bit >> 3)]! >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
        if (colourType === 3) {
          if (sample >= chunks.colours) throw paletteFault(x, y, sample, chunks.colours);
          dark = paletteDark[sample] === 1;
        } else dark = key !== undefined && key[0] === sample ? false : greys![scale![sample]! * 256 + 255] === 1;
      } else {
        // The pixel's samples, raw (16 bits read big-endian) then scaled to 8 bits.
        const bytesPerSample = wide ? 2 : 1;
        const at = line + x * samples * bytesPerSample;
        const r = wide ? (rows[at]! << 8) | rows[at + 1]! : rows[at]!;
        if (colourType === 3) {
          if (r >= chunks.colours) throw paletteFault(x, y, r, chunks.colours);
          dark = paletteDark[r] === 1;
        } else if (colourType === 0) {
          dark = key !== undefined && key[0] === r ? false : greys![(wide ? scale![r]! : r) * 256 + 255] === 1;
        } else {
          const g = wide ? (rows[at + 2]! << 8) | rows[at + 3]! : rows[at + 1]!;
          if (colourType === 4) dark = greys![(wide ? scale![r]! : r) * 256 + (wide ? scale![g]! : g)] === 1;
          else {
            const b = wide ? (rows[at + 4]! << 8) | rows[at + 5]! : rows[at + 2]!;
            if (colourType === 2 && key !== undefined && key[0] === r && key[1] === g && key[2] === b) dark = false;
            else {
              const a = colourType === 2 ? 255 : wide ? scale![(rows[at + 6]! << 8) | rows[at + 7]!]! : rows[at + 3]!;
              dark = wide ? isDark(scale![r]!, scale![g]!, scale![b]!, a) : isDark(r, g, b, a);
            }
          }
        }
      }
      if (dark) grid[cell + x] = BORDER;
      else included++;
    }
  }
  return included;
}

function paletteFault(x: number, y: number, index: number, colours: number): FormatError {
  return new FormatError("mask", `pixel (${x}, ${y}) is palette colour ${index}, past the palette's ${colours} colours`);
}

/** The padded grid of a PNG's pixels before cropping (BORDER on the padding and dark pixels), and its light pixels. */
export function pngCells(bytes: Uint8Array): { width: number; height: number; grid: Uint8Array; included: number } {
  const image = checkPngBudget(bytes);
  const chunks = readChunks(bytes, image.colourType);
  const { width, height, depth, samples, stride } = image;
  unfilter(image.rows, height, stride, Math.max(1, (samples * depth) >> 3));
  const grid = new Uint8Array(gridBytes(width, height));
  initGrid(grid, width, height, 0);
  const included = classify(image, chunks, grid);
  return { width, height, grid, included };
}

/** Decodes a PNG mask (cell (x, y) = pixel (x, y), then cropped to the included cells, see Mask); errors name the pixel at fault. */
export function maskFromPng(bytes: Uint8Array): Mask {
  checkBytes(bytes, "maskFromPng's bytes");
  const { width, height, grid, included } = pngCells(bytes);
  return maskFromGrid(width, height, grid, included, (message) => new FormatError("mask", message), CONVENTION);
}

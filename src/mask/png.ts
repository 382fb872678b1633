// Masks from a PNG image: one pixel per cell, dark pixels excluded. A pixel is dark when its luminance,
// composited over white (so transparent pixels are light), is below half: 0.299 R + 0.587 G + 0.114 B < 128.

import { createRequire } from "node:module";
import type { PNG } from "pngjs";
import { checkBytes } from "../base/arguments.js";
import { FormatError } from "../base/errors.js";
import { Mask, type MaskConvention } from "./mask.js";
import { checkPngBudget } from "./png-budget.js";

const CONVENTION: MaskConvention = { legend: "a dark pixel is an excluded cell, a light or transparent one an included one", swap: "invert the image" };

// pngjs is loaded on the first PNG mask, not when the Node entry is imported.
const load = createRequire(import.meta.url);

/** Decodes a PNG mask (cell (x, y) = pixel (x, y), then cropped to the included cells, see Mask); errors name the pixel at fault. */
export function maskFromPng(bytes: Uint8Array): Mask {
  checkBytes(bytes, "maskFromPng's bytes");
  checkPngBudget(bytes);
  let image: PNG;
  try {
    image = (load("pngjs") as typeof import("pngjs")).PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (cause) {
    throw new FormatError("mask", `not a readable PNG (${(cause as Error).message})`);
  }
  const { width, height, data } = image;
  const isDark = (x: number, y: number): boolean => {
    const at = (y * width + x) * 4;
    const alpha = data[at + 3]! / 255;
    const luminance = 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
    return luminance * alpha + 255 * (1 - alpha) < 128;
  };
  return Mask.build(width, height, isDark, (message) => new FormatError("mask", message), CONVENTION);
}

// The heat map's colours, one module for svg, png, the CLI and the web page: viridis by default (a perceptually
// uniform map whose lightness rises from near to far, readable in grey and by colour-blind eyes), or, when a near or
// far colour is given, a gradient between the two interpolated in OKLab (so its lightness changes evenly too).

import { checkKnownKeys, optionKeys } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";

export type Rgb = readonly [red: number, green: number, blue: number];

/** Distances are drawn in this many colours (png's palette has room for 251 beside its 5 fixed colours). */
export const HEAT_LEVELS = 251;

/** matplotlib's viridis (van der Walt, Smith and Firing; CC0), its 256 entries sampled at 33 evenly spaced points;
 *  interpolated linearly between them it is within 2/255 of the full table on every channel. */
// biome-ignore format: a table, eleven colours a line
export const VIRIDIS: readonly string[] = [
  "#440154", "#470d60", "#48186a", "#482374", "#472d7b", "#453781", "#424086", "#3e4989", "#3b528b", "#375b8d", "#33638d",
  "#2f6b8e", "#2c728e", "#297a8e", "#26828e", "#23898e", "#21918c", "#1f978b", "#1f9f88", "#21a685", "#27ad81", "#31b57b",
  "#3dbc74", "#4cc26c", "#5cc863", "#6ece58", "#81d34d", "#95d840", "#aadc32", "#c0df25", "#d5e21a", "#eae51a", "#fde725",
];

const VIRIDIS_RGB = VIRIDIS.map((hex) => parseHexColour(hex, "viridis"));

/** What heatPalette draws with: defaults give viridis; a near or a far colour gives a two-colour gradient. */
export interface HeatPaletteOptions {
  /** How many colours, from near to far (default HEAT_LEVELS); 2 to 4096. */
  readonly levels?: number;
  /** "#rgb" or "#rrggbb": the colour at distance 0; alone, the far end is viridis' last colour. */
  readonly near?: string;
  /** The colour at the largest distance; alone, the near end is viridis' first colour. */
  readonly far?: string;
}

/** The keys heatPalette() takes, in HeatPaletteOptions' order: any other key is refused by name. */
export const HEAT_PALETTE_OPTION_KEYS = optionKeys<HeatPaletteOptions>()(["levels", "near", "far"]);

/** The heat map's colours from near (index 0) to far (index levels − 1), as [r, g, b] bytes. */
export function heatPalette(options: HeatPaletteOptions = {}): Rgb[] {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new InvalidArgumentError(`heatPalette: options must be an object, got ${describeValue(options)}`);
  }
  checkKnownKeys(options, "heatPalette's options", HEAT_PALETTE_OPTION_KEYS);
  const levels = options.levels ?? HEAT_LEVELS;
  if (!Number.isInteger(levels) || levels < 2 || levels > 4096) {
    throw new InvalidArgumentError(`heatPalette: levels must be an integer in [2, 4096], got ${describeValue(levels)}`);
  }
  const near = options.near === undefined ? undefined : parseHexColour(options.near, "heatPalette: near");
  const far = options.far === undefined ? undefined : parseHexColour(options.far, "heatPalette: far");
  return samples(levels, near, far);
}

/** The palette of `levels` colours: viridis when neither end is given, else OKLab from near to far. */
export function samples(levels: number, near: Rgb | undefined, far: Rgb | undefined): Rgb[] {
  const colour = near === undefined && far === undefined ? viridis : oklabGradient(near ?? VIRIDIS_RGB[0]!, far ?? VIRIDIS_RGB.at(-1)!);
  return Array.from({ length: levels }, (_, level) => colour(level / (levels - 1)));
}

/** The heat level (0 .. levels − 1) of a distance, when the largest distance is `farthest`; −1 for UNREACHED. */
export function heatLevel(distance: number, farthest: number, levels = HEAT_LEVELS): number {
  if (!Number.isSafeInteger(farthest) || farthest < 0 || farthest >= 0xffffffff)
    throw new InvalidArgumentError(`heatLevel's farthest must be an integer from 0 to ${0xffffffff - 1}, got ${describeValue(farthest)}`);
  if (!Number.isSafeInteger(levels) || levels < 2 || levels > 4096)
    throw new InvalidArgumentError(`heatLevel's levels must be an integer in [2, 4096], got ${describeValue(levels)}`);
  if (distance === 0xffffffff) return -1;
  if (!Number.isSafeInteger(distance) || distance < 0 || distance > farthest)
    throw new InvalidArgumentError(
      `heatLevel's distance must be an integer from 0 to farthest (${farthest}), or 4294967295 for unreached, got ${describeValue(distance)}`,
    );
  return farthest === 0 ? 0 : Math.floor((distance * (levels - 1)) / farthest);
}

/** Viridis at t in [0, 1]. */
function viridis(t: number): Rgb {
  const at = t * (VIRIDIS_RGB.length - 1);
  const below = Math.min(VIRIDIS_RGB.length - 2, Math.floor(at));
  const from = VIRIDIS_RGB[below]!;
  const to = VIRIDIS_RGB[below + 1]!;
  return from.map((value, channel) => Math.round(value + (to[channel]! - value) * (at - below))) as unknown as Rgb;
}

/** The colour at t in [0, 1] on the straight line from `near` to `far` in OKLab. */
function oklabGradient(near: Rgb, far: Rgb): (t: number) => Rgb {
  const from = toOklab(near);
  const to = toOklab(far);
  return (t) => fromOklab(from.map((value, k) => value + (to[k]! - value) * t) as unknown as Lab);
}

type Lab = readonly [lightness: number, a: number, b: number];

const toLinear = (byte: number): number => {
  const value = byte / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

const toByte = (linear: number): number => {
  const clamped = Math.min(1, Math.max(0, linear));
  return Math.round(255 * (clamped <= 0.0031308 ? clamped * 12.92 : 1.055 * clamped ** (1 / 2.4) - 0.055));
};

/** sRGB bytes to OKLab (Björn Ottosson's matrices). */
export function toOklab([red, green, blue]: Rgb): Lab {
  const [r, g, b] = [toLinear(red), toLinear(green), toLinear(blue)];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** How close (in OKLab's a and b) the chroma search gets to the gamut's edge: far below one byte. */
const CHROMA_TOLERANCE = 1e-5;

/**
 * OKLab to sRGB bytes. A colour outside the sRGB gamut (a gradient between two saturated colours can leave it) keeps
 * its lightness and hue and loses chroma until it fits, as CSS Color 4 maps gamuts: clamping each channel instead
 * would change its lightness, and a gradient's lightness would step back (#000080 to #003100 did, by 0.0055).
 */
function fromOklab([lightness, a, b]: Lab): Rgb {
  const linear = linearRgb(lightness, a, b);
  if (inGamut(linear)) return bytesOf(linear);
  let inside = 0;
  let outside = 1;
  while ((outside - inside) * Math.hypot(a, b) > CHROMA_TOLERANCE) {
    const k = (inside + outside) / 2;
    if (inGamut(linearRgb(lightness, k * a, k * b))) inside = k;
    else outside = k;
  }
  return bytesOf(linearRgb(lightness, inside * a, inside * b));
}

/** OKLab to linear sRGB (Björn Ottosson's matrices), unclamped. */
function linearRgb(lightness: number, a: number, b: number): [number, number, number] {
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

// A hair of slack: the matrices' rounding puts in-gamut colours such as white a few 1e-9 outside.
const inGamut = (linear: readonly number[]): boolean => linear.every((value) => value >= -1e-7 && value <= 1 + 1e-7);

const bytesOf = ([red, green, blue]: readonly number[]): Rgb => [toByte(red!), toByte(green!), toByte(blue!)];

/** "#rgb" or "#rrggbb" to [r, g, b]; `what` names the value in the error. */
export function parseHexColour(text: unknown, what: string): Rgb {
  const match = typeof text === "string" ? /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text) : null;
  if (!match) {
    throw new InvalidArgumentError(`${what} must be "#rgb" or "#rrggbb", got ${typeof text === "string" ? JSON.stringify(text) : describeValue(text)}`);
  }
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join("") : match[1]!;
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

export function hexColour([red, green, blue]: Rgb): string {
  return `#${[red, green, blue].map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

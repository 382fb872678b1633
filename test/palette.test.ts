// The heat map's palette (src/formats/palette.ts): viridis from matplotlib's table, two-colour gradients in OKLab,
// lightness that only rises from near to far, and the levels distances fall into.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toOklab } from "../src/formats/palette.js";
import { HEAT_LEVELS, heatLevel, heatPalette, InvalidArgumentError, type Rgb, VIRIDIS } from "../src/node.js";

const hex = (colour: Rgb) => `#${colour.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
const lightness = (palette: readonly Rgb[]) => palette.map((colour) => toOklab(colour)[0]);

/** The largest drop in lightness from one colour to the next (0 when it never falls). */
function largestDrop(values: readonly number[]): number {
  let drop = 0;
  for (let i = 1; i < values.length; i++) drop = Math.max(drop, values[i - 1]! - values[i]!);
  return drop;
}

/** The most lightness one byte more or less on one channel changes at `colour` (near black, 0.018 for green). */
function oneByteOfLightness(colour: Rgb): number {
  const lightnessAt = toOklab(colour)[0];
  let most = 0;
  for (let channel = 0; channel < 3; channel++) {
    for (const step of [-1, 1]) {
      const value = colour[channel]! + step;
      if (value < 0 || value > 255) continue;
      const moved = [...colour] as [number, number, number];
      moved[channel] = value;
      most = Math.max(most, Math.abs(toOklab(moved)[0] - lightnessAt));
    }
  }
  return most;
}

/** How far the lightness comes back from the farthest it reached along the palette's way (rising or not), beyond what
 *  rounding both colours to bytes explains. */
function stepBack(palette: readonly Rgb[], rising: boolean): number {
  const values = lightness(palette).map((value) => (rising ? value : -value));
  let farthest = 0;
  let worst = 0;
  for (let i = 1; i < values.length; i++) {
    if (values[i]! > values[farthest]!) farthest = i;
    const back = values[farthest]! - values[i]!;
    if (back <= worst) continue;
    worst = Math.max(worst, back - Math.max(oneByteOfLightness(palette[farthest]!), oneByteOfLightness(palette[i]!)));
  }
  return worst;
}

const colour = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((rgb) => hex(rgb));

describe("heatPalette", () => {
  it("is viridis by default: 251 colours from #440154 to #fde725, through matplotlib's own entries", () => {
    const palette = heatPalette();
    expect(palette).toHaveLength(HEAT_LEVELS);
    expect([hex(palette[0]!), hex(palette[125]!), hex(palette[250]!)]).toEqual(["#440154", "#21918c", "#fde725"]);
    // At 33 levels the palette is the table itself (viridis(0.5) is matplotlib's entry 128, #21918c).
    expect(heatPalette({ levels: 33 }).map(hex)).toEqual(VIRIDIS);
  });

  it("rises in lightness (OKLab L) from near to far, smoothly: no step larger than 1/80 of the range", () => {
    const values = lightness(heatPalette());
    // Rounding to bytes may cost a hair (below one byte's worth of lightness), never a visible step back.
    expect(largestDrop(values)).toBeLessThan(0.001);
    const range = values.at(-1)! - values[0]!;
    expect(range).toBeGreaterThan(0.6);
    const steps = values.slice(1).map((value, i) => value - values[i]!);
    expect(Math.max(...steps)).toBeLessThan(range / 80);
  });

  it("with near and far, runs from exactly near to exactly far, its lightness changing one way (property)", () => {
    // Near black: a step of 0.018 back in lightness (#000005 then #000105), one byte of green.
    const dark = heatPalette({ near: "#000008", far: "#000100" });
    expect(largestDrop(lightness(dark).map((value) => -value))).toBeGreaterThan(0.005);
    expect(stepBack(dark, false)).toBeLessThan(0.005);
    fc.assert(
      fc.property(colour, colour, (near, far) => {
        const palette = heatPalette({ near, far });
        expect([hex(palette[0]!), hex(palette.at(-1)!)]).toEqual([near, far]);
        const values = lightness(palette);
        const rising = values.at(-1)! >= values[0]!;
        // Clamping to the sRGB gamut and rounding to bytes bend the line a little: near black one byte of a channel
        // is worth up to 0.018 of lightness (#000005 to #000105), so a step back is measured beyond that.
        expect(stepBack(palette, rising)).toBeLessThan(0.005);
      }),
      // #000080 to #003100 leaves the gamut on the way, and clamping each channel stepped back by 0.0055.
      { numRuns: 1000, examples: [["#000080", "#003100"]] },
    );
  });

  it("keeps the lightness of a colour outside the sRGB gamut and gives up chroma instead (red to blue, blue to green)", () => {
    for (const [near, far] of [
      ["#ff0000", "#0000ff"],
      ["#000080", "#003100"],
      ["#00ff00", "#ff00ff"],
    ] as const) {
      const palette = heatPalette({ near, far });
      const [from, to] = [toOklab(palette[0]!)[0], toOklab(palette.at(-1)!)[0]];
      palette.forEach((colour, level) => {
        const wanted = from + ((to - from) * level) / (palette.length - 1);
        expect(Math.abs(toOklab(colour)[0] - wanted)).toBeLessThanOrEqual(oneByteOfLightness(colour));
      });
    }
  });

  it("interpolates in OKLab, not in sRGB: black to white is even in lightness (sRGB's midpoint would be #808080)", () => {
    const palette = heatPalette({ near: "#000", far: "#fff", levels: 3 });
    expect(palette.map(hex)).toEqual(["#000000", "#636363", "#ffffff"]);
    expect(toOklab(palette[1]!)[0]).toBeCloseTo(0.5, 2);
  });

  it("with one end given, the other is viridis' end", () => {
    expect(heatPalette({ near: "#fff" }).map(hex).slice(-1)).toEqual(["#fde725"]);
    expect(heatPalette({ far: "#000" }).map(hex)[0]).toBe("#440154");
  });

  it("converts to OKLab as Ottosson's reference does (white, and sRGB red)", () => {
    const [white, red] = [toOklab([255, 255, 255]), toOklab([255, 0, 0])];
    expect(white.map((value) => Number(value.toFixed(4)))).toEqual([1, 0, 0]);
    expect(red.map((value) => Number(value.toFixed(4)))).toEqual([0.628, 0.2249, 0.1258]);
  });

  it.each([
    [{ near: "red" }, 'heatPalette: near must be "#rgb" or "#rrggbb", got "red"'],
    [{ far: 7 }, 'heatPalette: far must be "#rgb" or "#rrggbb", got 7'],
    [{ levels: 1 }, "heatPalette: levels must be an integer in [2, 4096], got 1"],
    [{ levels: 2.5 }, "heatPalette: levels must be an integer in [2, 4096], got 2.5"],
    [null, "heatPalette: options must be an object, got null"],
  ])("refuses %j by name", (options, message) => {
    expect(() => heatPalette(options as never)).toThrow(InvalidArgumentError);
    expect(() => heatPalette(options as never)).toThrow(message);
  });
});

describe("heatLevel", () => {
  it("puts distance 0 at level 0, the farthest at the last level, unreached cells at −1", () => {
    expect([0, 1, 2, 3, 4].map((distance) => heatLevel(distance, 4))).toEqual([0, 62, 125, 187, 250]);
    expect(heatLevel(0xffffffff, 4)).toBe(-1);
    expect(heatLevel(0, 0)).toBe(0);
    expect(heatLevel(9, 9, 10)).toBe(9);
  });

  it.each([
    [[10n, 3], "heatLevel's distance must be an integer from 0 to farthest (3), or 4294967295 for unreached, got 10n (a BigInt)"],
    [[4, 3], "heatLevel's distance must be an integer from 0 to farthest (3), or 4294967295 for unreached, got 4"],
    [[0.5, 3], "heatLevel's distance must be an integer from 0 to farthest (3), or 4294967295 for unreached, got 0.5"],
    [[0, null], "heatLevel's farthest must be an integer from 0 to 4294967294, got null"],
    [[0, 3, 1], "heatLevel's levels must be an integer in [2, 4096], got 1"],
    [[0, 3, Symbol("l")], "heatLevel's levels must be an integer in [2, 4096], got Symbol(l)"],
  ])("refuses %o by name", (args, message) => {
    const call = () => (heatLevel as (...values: unknown[]) => number)(...args);
    expect(call).toThrow(InvalidArgumentError);
    expect(call).toThrow(new InvalidArgumentError(message));
  });
});

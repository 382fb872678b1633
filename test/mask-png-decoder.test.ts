// The PNG mask decoder (src/mask/png.ts) against the path it replaced: pngjs's PNG.sync.read to 8-bit RGBA, then
// each pixel classified by the same rule. Random small images of every colour type and bit depth, rows filtered at
// random, with and without tRNS, palettes of every size: the cells, the crop and the refusals must be the same.

import fc from "fast-check";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { maskFromPng, pngCells } from "../src/mask/png.js";
import { encode, oldCells, oldMask, outcome, pictures } from "./support/png-pictures.js";

describe("the PNG mask decoder reads pixels as pngjs did", () => {
  it("the same cells, crop and connectivity errors as the pngjs path for every colour type, bit depth, filter, palette and tRNS", () => {
    fc.assert(
      fc.property(pictures, (picture) => {
        const bytes = encode(picture);
        let old: ReturnType<typeof oldCells> | undefined;
        try {
          old = oldCells(bytes);
        } catch {
          old = undefined;
        }
        if (old === undefined) {
          // pngjs refused it: only a palette index past the palette does that here.
          expect(picture.colourType).toBe(3);
          expect(() => pngCells(bytes)).toThrow(/past the palette's/);
          return;
        }
        const cells = pngCells(bytes);
        expect(cells.included).toBe(old.included);
        expect(Buffer.from(cells.grid).equals(Buffer.from(old.grid))).toBe(true);
        expect(outcome(() => maskFromPng(bytes))).toEqual(outcome(() => oldMask(bytes)));
      }),
      { numRuns: 3000 },
    );
  });

  it("pngjs's own encoder, at 8 and 16 bits, to grey, RGB, grey + alpha and RGBA", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0, 2, 4, 6),
        fc.constantFrom(8, 16),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.uint8Array({ minLength: 24 * 24 * 4, maxLength: 24 * 24 * 4 }),
        (colorType, bitDepth, width, height, data) => {
          const image = new PNG({ width, height });
          image.data.set(data.subarray(0, width * height * 4));
          const bytes = PNG.sync.write(image, { colorType: colorType as 0, bitDepth: bitDepth as 8, inputHasAlpha: true });
          const old = oldCells(bytes);
          const cells = pngCells(bytes);
          expect(cells.included).toBe(old.included);
          expect(Buffer.from(cells.grid).equals(Buffer.from(old.grid))).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

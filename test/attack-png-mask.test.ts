// PNG masks from strangers: a size beyond the pixel budget, pixel data that inflates past what the header implies,
// and pixel data cut short are refused with the byte at fault, before pngjs allocates anything.

import { deflateSync } from "node:zlib";
import { PNG } from "pngjs";
import { afterEach, describe, expect, it } from "vitest";
import { pngChunk } from "../src/formats/png-container.js";
import { FormatError, InvalidArgumentError, maskFromPng } from "../src/node.js";
import { expectHealthy, withinBounds } from "./support/bounded.js";

afterEach(expectHealthy);

/** A PNG of `chunks` (type, data) after the signature, each with its length and CRC (the budget checks CRCs first). */
function png(...chunks: [string, Uint8Array][]): Uint8Array {
  return Buffer.concat([Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), ...chunks.map(([type, data]) => pngChunk(type, data))]);
}

function ihdr(width: number, height: number, depth = 8, colourType = 0): [string, Uint8Array] {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([depth, colourType, 0, 0, 0], 8); // 8-bit grey unless told, no interlace
  return ["IHDR", data];
}

const refused = (bytes: Uint8Array, detail: string, offset: number) =>
  expect(withinBounds(() => maskFromPng(bytes))).toEqual(new FormatError("mask", detail, { offset }));

describe("PNG masks with budgets", () => {
  it("a 45-byte file declaring 65535×65535 pixels is refused from its header", () => {
    const bomb = png(ihdr(65535, 65535), ["IEND", new Uint8Array(0)]);
    expect(bomb.length).toBe(45);
    refused(bomb, "the image declares 65535×65535 pixels, more than a mask may have (67108864, 8192×8192): one pixel is one cell", 16);
  });

  it("pixel data that inflates far past the 10×10 its header declares stops at the bound", () => {
    const bomb = png(ihdr(10, 10), ["IDAT", deflateSync(new Uint8Array(30_000_000))], ["IEND", new Uint8Array(0)]);
    expect(bomb.length).toBeLessThan(40_000);
    refused(bomb, "the pixel data inflates past the 110 bytes its size implies", 8);
  });

  it("pixel data cut short is refused instead of read as excluded cells", () => {
    const image = new PNG({ width: 12, height: 9 });
    image.data.fill(255);
    const whole = PNG.sync.write(image);
    expect(maskFromPng(whole).included).toBe(108);
    const rows = deflateSync(new Uint8Array(5 * 13));
    refused(png(ihdr(12, 9), ["IDAT", rows], ["IEND", new Uint8Array(0)]), "the pixel data holds 65 bytes where 12×9 pixels need 117 (cut short?)", 8);
    refused(whole.subarray(0, whole.length - 20), "the chunk at byte 33 runs past the end of the file (cut short?)", 33);
  });

  it("a bit depth its colour type does not allow is refused (RGB at 4 bits and palette at 16 were read as other pixels)", () => {
    const formats = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] } as const;
    for (const [type, allowed] of Object.entries(formats)) {
      for (const depth of [1, 2, 4, 8, 16]) {
        const bytes = png(ihdr(2, 1, depth, Number(type)), ["IDAT", deflateSync(new Uint8Array(64))], ["IEND", new Uint8Array(0)]);
        const thrown = withinBounds(() => maskFromPng(bytes));
        const refusal = new FormatError("mask", `colour type ${type} with bit depth ${depth} is not a PNG format (allowed: ${allowed.join(", ")})`, {
          offset: 24,
        });
        if ((allowed as readonly number[]).includes(depth)) expect(thrown, `${type}/${depth}`).not.toEqual(refusal);
        else expect(thrown, `${type}/${depth}`).toEqual(refusal);
      }
    }
    refused(png(ihdr(2, 1, 8, 5), ["IEND", new Uint8Array(0)]), "colour type 5 is not a PNG colour type (allowed: 0, 2, 3, 4, 6)", 25);
  });

  it("no pixel data, or pixel data that is not a zlib stream, is refused in words (it read 'the pixel data unexpected end of file')", () => {
    const end: [string, Uint8Array] = ["IEND", new Uint8Array(0)];
    refused(png(ihdr(2, 1), end), "the image has no pixel data (no IDAT chunk)", 8);
    refused(png(ihdr(2, 1), ["IDAT", new TextEncoder().encode("hello world")], end), "the pixel data is not a zlib stream (incorrect header check)", 8);
    refused(
      png(ihdr(2, 1), ["IDAT", deflateSync(Uint8Array.of(0, 255, 255)).subarray(0, 5)], end),
      "the pixel data is not a zlib stream (unexpected end of file)",
      8,
    );
  });

  it("anything but bytes is refused by name", () => {
    for (const [value, described] of [
      [null, "null"],
      ["PNG", '"PNG"'],
      [[137, 80], "an array of 2"],
    ] as const) {
      const thrown = withinBounds(() => maskFromPng(value as never));
      expect(thrown).toBeInstanceOf(InvalidArgumentError);
      expect((thrown as Error).message).toBe(`maskFromPng's bytes must be a Uint8Array, got ${described}`);
    }
  });
});

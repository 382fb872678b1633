import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { checkedMask } from "../src/mask/mask.js";
import { createMask, FormatError, InvalidArgumentError, Mask, maskFromPng, maskFromText, SizeLimitError } from "../src/node.js";
import { randomMask } from "./support/mazes.js";

// A 5×5 picture with a blank frame: its mask is the 3×3 ring inside.
const framedRing = ["#####", "#...#", "#.#.#", "#...#", "#####"].join("\n");

/** The mask as text rows (# excluded, . included). */
function rows(mask: Mask): string[] {
  return Array.from({ length: mask.height }, (_, y) => Array.from({ length: mask.width }, (_, x) => (mask.excludes(x, y) ? "#" : ".")).join(""));
}

function png(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Uint8Array {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image.data.set(pixel(x, y), (y * width + x) * 4);
  return PNG.sync.write(image);
}

const WHITE: [number, number, number, number] = [255, 255, 255, 255];
const BLACK: [number, number, number, number] = [0, 0, 0, 255];

describe("masks from text", () => {
  it("reads # as excluded and . as included, one line per row (CRLF and a final newline are fine)", () => {
    const mask = maskFromText("..#\r\n...\r\n");
    expect([mask.width, mask.height, mask.included]).toEqual([3, 2, 5]);
    expect([mask.excludes(2, 0), mask.excludes(0, 0), mask.excludes(2, 1)]).toEqual([true, false, false]);
  });

  it("skips a leading byte order mark, as every text reader does (Notepad's UTF-8 with BOM was refused at column 1)", () => {
    const mask = maskFromText("\uFEFF..#\r\n...\r\n");
    expect([mask.width, mask.height, mask.included, rows(mask)]).toEqual([3, 2, 5, ["..#", "..."]]);
    // One mark only: a second is a character like any other.
    expect(() => maskFromText("\uFEFF\uFEFF..\n")).toThrow(new FormatError("mask", '"\uFEFF" is not # (excluded) or . (included)', { line: 1, column: 1 }));
  });

  it.each([
    ["", "mask: the picture is empty; draw one line per row with # (excluded) and . (included)", undefined, undefined],
    ["...\n.x.\n", 'mask: "x" is not # (excluded) or . (included)', 2, 2],
    ["...\n..\n", "mask: every line must have 3 characters (the width of line 1), this one has 2", 2, undefined],
    ["...\n\n...", "mask: every line must have 3 characters (the width of line 1), this one has 0", 2, undefined],
    [
      "##\n##",
      "mask: every cell is excluded (# marks an excluded cell, . an included one); a mask needs at least one included cell: swap # and . to use the picture the other way round",
      undefined,
      undefined,
    ],
    // The excluded cells are in two pieces too, so swapping would not help and is not suggested.
    ["..#\n##.\n", "mask: the included cells are not connected: (2, 1) cannot be reached from (0, 0) (# marks an excluded cell, . an included one)", 2, 3],
    // A shape drawn with # (a plus sign): its . corners are apart, its # cells connected, so the hint says to swap.
    [
      ".#.\n###\n.#.\n",
      "mask: the included cells are not connected: (2, 0) cannot be reached from (0, 0) (# marks an excluded cell, . an included one); the other way round the picture is connected: swap # and . to generate inside the cells now excluded",
      1,
      3,
    ],
  ])("rejects %j naming line and column", (text, message, line, column) => {
    const run = () => maskFromText(text);
    expect(run).toThrow(FormatError);
    const where = line === undefined ? "" : column === undefined ? `line ${line}: ` : `line ${line}, column ${column}: `;
    expect(run).toThrow(message.replace(/^mask: /, `mask: ${where}`));
    try {
      run();
    } catch (error) {
      expect([(error as FormatError).line, (error as FormatError).column]).toEqual([line, column]);
    }
  });

  it("suggests swapping exactly when the picture the other way round would be a mask (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 49 }),
        (width, height, bits) => {
          const picture = (swap: boolean) =>
            Array.from({ length: height }, (_, y) =>
              Array.from({ length: width }, (_, x) => (bits[(y * width + x) % bits.length] !== swap ? "#" : ".")).join(""),
            ).join("\n");
          const valid = (text: string): boolean => {
            try {
              maskFromText(text);
              return true;
            } catch {
              return false;
            }
          };
          let message = "";
          try {
            maskFromText(picture(false));
          } catch (error) {
            message = (error as Error).message;
          }
          if (message === "") return;
          expect(message.includes("swap # and .")).toBe(valid(picture(true)));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("masks are cropped to the bounding box of their included cells when they are made", () => {
  it("drops the blank rows and columns of a text picture, and says where the box sat", () => {
    const mask = maskFromText(framedRing);
    expect([mask.width, mask.height, mask.left, mask.top, mask.included]).toEqual([3, 3, 1, 1, 8]);
    expect(rows(mask)).toEqual(["...", ".#.", "..."]);
    const offCentre = maskFromText(["######", "######", "##.###", "##..##", "######"].join("\n"));
    expect([offCentre.width, offCentre.height, offCentre.left, offCentre.top]).toEqual([2, 2, 2, 2]);
    expect(rows(offCentre)).toEqual([".#", ".."]);
  });

  it("keeps a picture whose every edge has an included cell as it is", () => {
    const mask = maskFromText("#.#\n...\n#.#\n");
    expect([mask.width, mask.height, mask.left, mask.top]).toEqual([3, 3, 0, 0]);
    expect(rows(mask)).toEqual(["#.#", "...", "#.#"]);
  });

  it("crops PNG masks and masks made in code the same way", () => {
    const fromPng = maskFromPng(png(6, 4, (x, y) => (x >= 2 && x <= 4 && y === 1 ? WHITE : BLACK)));
    expect([fromPng.width, fromPng.height, fromPng.left, fromPng.top, rows(fromPng)]).toEqual([3, 1, 2, 1, ["..."]]);
    const single = createMask(3, 3, (x, y) => x !== 1 || y !== 1);
    expect([single.width, single.height, single.left, single.top, single.included]).toEqual([1, 1, 1, 1, 1]);
  });

  it("a framed picture gives the mask of the picture without its frame (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat({ max: 0xffffffff }),
        fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 3 }), fc.nat({ max: 3 }), fc.nat({ max: 3 })),
        (width, height, seed, [left, top, right, bottom]) => {
          const inner = randomMask(width, height, seed);
          const framed = [
            ...Array.from({ length: top }, () => "#".repeat(left + inner.width + right)),
            ...rows(inner).map((row) => "#".repeat(left) + row + "#".repeat(right)),
            ...Array.from({ length: bottom }, () => "#".repeat(left + inner.width + right)),
          ].join("\n");
          const mask = maskFromText(framed);
          expect([mask.width, mask.height, mask.left, mask.top, mask.included]).toEqual([inner.width, inner.height, left, top, inner.included]);
          expect(mask.grid).toEqual(inner.grid);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("masks from PNG", () => {
  it("excludes dark pixels; light and transparent ones are included", () => {
    const colours: [number, number, number, number][] = [
      [0, 0, 0, 255],
      [255, 255, 255, 255],
      [0, 0, 0, 0],
      [40, 40, 200, 255],
      [250, 200, 0, 255],
      [0, 0, 0, 200],
    ];
    // Row 1 is white, so the included cells of row 0 connect through it.
    const mask = maskFromPng(png(6, 2, (x, y) => (y === 0 ? colours[x]! : WHITE)));
    expect([0, 1, 2, 3, 4, 5].map((x) => mask.excludes(x, 0))).toEqual([true, false, false, true, false, true]);
  });

  it("rejects bytes that are not a PNG, and a picture whose light part is in two pieces, suggesting to invert it when that connects", () => {
    expect(() => maskFromPng(new TextEncoder().encode("GIF89a"))).toThrow(
      new FormatError("mask", "not a PNG (its first 8 bytes are not the PNG signature)", { offset: 0 }),
    );
    expect(() => maskFromPng(png(3, 1, (x) => (x === 1 ? BLACK : WHITE)))).toThrow(
      new FormatError(
        "mask",
        "the included cells are not connected: (2, 0) cannot be reached from (0, 0) (a dark pixel is an excluded cell, a light or transparent one an included one); the other way round the picture is connected: invert the image to generate inside the cells now excluded",
      ),
    );
    expect(() => maskFromPng(png(2, 1, () => BLACK))).toThrow(
      new FormatError(
        "mask",
        "every cell is excluded (a dark pixel is an excluded cell, a light or transparent one an included one); a mask needs at least one included cell: invert the image to use the picture the other way round",
      ),
    );
  });
});

describe("masks made in code", () => {
  it("name isExcluded in their errors", () => {
    expect(() => createMask(3, 1, (x) => x === 1)).toThrow(
      new InvalidArgumentError(
        "mask: the included cells are not connected: (2, 0) cannot be reached from (0, 0) (isExcluded(x, y) is true for an excluded cell); the other way round the picture is connected: negate isExcluded to generate inside the cells now excluded",
      ),
    );
  });
});

describe("a Mask's own methods name a bad argument", () => {
  it("excludes(x, y) takes a cell of the mask (off it, it said false, or true on the padding)", () => {
    const mask = maskFromText(".#\n..\n");
    expect([mask.excludes(0, 0), mask.excludes(1, 0), mask.excludes(1, 1)]).toEqual([false, true, false]);
    for (const [x, y, shown] of [
      [5, 5, "5, 5"],
      [-1, 0, "-1, 0"],
      [2, 0, "2, 0"],
      [0, 2, "0, 2"],
      [Number.NaN, 0, "NaN, 0"],
      [0.5, 0, "0.5, 0"],
      ["0", 0, '"0", 0'],
    ] as const) {
      expect(() => mask.excludes(x as number, y), shown).toThrow(new InvalidArgumentError(`cell (${shown}) is outside the 2×2 mask`));
    }
  });

  it("Mask.restore takes an object of a mask's fields (null and undefined were a raw TypeError)", () => {
    for (const [value, shown] of [
      [null, "null"],
      [undefined, "undefined"],
      [3, "3"],
      [[1, 2], "an array of 2"],
    ] as const) {
      expect(() => Mask.restore(value as never), shown).toThrow(
        new InvalidArgumentError(`Mask.restore takes a mask's fields { width, height, grid, included, left?, top? }, got ${shown}`),
      );
    }
  });
});

describe("masks made in code past the memory a maze can have", () => {
  it("are refused by size before the grid is allocated (1×2^32 was a raw RangeError), the predicate never called", () => {
    let calls = 0;
    expect(() =>
      createMask(1, 2 ** 32, () => {
        calls++;
        return false;
      }),
    ).toThrow(
      new SizeLimitError(
        "createMask: its width and height make a 1×4294967296 maze, whose cells need 12884901894 bytes; a maze in memory holds at most 4294967296, " +
          "the largest square that fits is 65534×65534 (or 1×1431655763 at this width)",
      ),
    );
    expect(calls).toBe(0);
  });
});

describe("the sample masks in docs/masks", () => {
  const sample = (name: string) => new URL(`../docs/masks/${name}`, import.meta.url);

  it("read as connected masks, cropped (the hearts lose their blank columns and bottom rows)", () => {
    const heart = maskFromText(readFileSync(sample("heart.txt"), "utf8"));
    expect([heart.width, heart.height, heart.left, heart.top, heart.included]).toEqual([28, 25, 2, 0, 512]);
    const heartPng = maskFromPng(readFileSync(sample("heart.png")));
    expect([heartPng.width, heartPng.height, heartPng.left, heartPng.top, heartPng.included]).toEqual([84, 75, 6, 0, 4542]);
    const ring = maskFromText(readFileSync(sample("ring.txt"), "utf8"));
    expect([ring.width, ring.height, ring.excludes(15, 15), ring.excludes(15, 0)]).toEqual([30, 30, true, false]);
  });

  it("sign.txt is drawn the other way round: refused with the hint to swap, accepted swapped", () => {
    const text = readFileSync(sample("sign.txt"), "utf8");
    expect(() => maskFromText(text)).toThrow(/swap # and \. to generate inside the cells now excluded$/);
    const swapped = maskFromText(text.replace(/[#.]/g, (char) => (char === "#" ? "." : "#")));
    expect([swapped.width, swapped.height, swapped.included]).toEqual([15, 15, 125]);
  });

  it("are what scripts/sample-masks.mjs writes", () => {
    const folder = mkdtempSync(join(tmpdir(), "daedalus-masks-"));
    try {
      execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/sample-masks.mjs", import.meta.url)), folder]);
      for (const name of ["heart.txt", "ring.txt", "sign.txt"]) expect(readFileSync(join(folder, name), "utf8")).toBe(readFileSync(sample(name), "utf8"));
      // The PNG by its pixels: another zlib may compress the same pixels to other bytes.
      expect(PNG.sync.read(readFileSync(join(folder, "heart.png"))).data).toEqual(PNG.sync.read(readFileSync(sample("heart.png"))).data);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the connectivity check (mask building, and the check of a mask given to generate)", () => {
  /** Independent: the first included cell (row-major) a 4-neighbour flood from the first one does not reach, if any. */
  function firstUnreached(width: number, height: number, excluded: (x: number, y: number) => boolean): [number, number] | undefined {
    const cells = Array.from({ length: width * height }, (_, i) => i).filter((i) => !excluded(i % width, Math.floor(i / width)));
    const reached = new Set([cells[0]!]);
    const todo = [cells[0]!];
    while (todo.length > 0) {
      const i = todo.pop()!;
      const [x, y] = [i % width, Math.floor(i / width)];
      for (const [nx, ny] of [
        [x, y - 1],
        [x + 1, y],
        [x, y + 1],
        [x - 1, y],
      ] as const) {
        const n = ny * width + nx;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height || excluded(nx, ny) || reached.has(n)) continue;
        reached.add(n);
        todo.push(n);
      }
    }
    const stray = cells.find((i) => !reached.has(i));
    return stray === undefined ? undefined : [stray % width, Math.floor(stray / width)];
  }

  it("refuses exactly the pictures an independent flood fill finds in pieces, naming the same cell (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 14 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 196 }),
        (width, height, bits) => {
          const excluded = (x: number, y: number) => bits[(y * width + x) % bits.length]!;
          let included = 0;
          for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) included += excluded(x, y) ? 0 : 1;
          if (included === 0) return;
          const stray = firstUnreached(width, height, excluded);
          // Made in code: refused when in pieces (the cell named in the picture's coordinates).
          const made = () => createMask(width, height, excluded);
          if (stray === undefined) expect(made().included).toBe(included);
          else expect(made).toThrow(`the included cells are not connected: (${stray[0]}, ${stray[1]}) cannot be reached from`);
          // The same bytes written into a whole mask after it was made: refused at the door when in pieces.
          const changed = createMask(width, height, () => false);
          for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (excluded(x, y)) changed.grid[(y + 1) * (width + 2) + x + 1] = 0x10;
          Object.assign(changed, { included });
          if (stray === undefined) expect(checkedMask(changed).grid).toEqual(changed.grid);
          else expect(() => checkedMask(changed)).toThrow(new RegExp(`\\(${stray[0]}, ${stray[1]}\\) cannot be reached from`));
        },
      ),
      { numRuns: 400 },
    );
  });
});

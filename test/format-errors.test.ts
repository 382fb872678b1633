import { describe, expect, it } from "vitest";
import { detectFormat, FormatError, findFormat, readMaze } from "../src/node.js";

function readError(format: string, input: string | Uint8Array): FormatError {
  try {
    findFormat(format).read!(input);
  } catch (error) {
    expect(error).toBeInstanceOf(FormatError);
    return error as FormatError;
  }
  throw new Error(`expected ${format} to reject ${JSON.stringify(input)}`);
}

/** A DMZ1 file of a w×h maze whose cells are all BORDER, for the test to edit. */
function dmz(width: number, height: number, flags = 0, edit: (bytes: Uint8Array) => void = () => undefined): Uint8Array {
  const bytes = new Uint8Array(16 + (width + 2) * (height + 2)).fill(0x10);
  bytes.set([0x44, 0x4d, 0x5a, 0x31]);
  const view = new DataView(bytes.buffer);
  view.setUint32(4, width, true);
  view.setUint32(8, height, true);
  view.setUint32(12, flags, true);
  edit(bytes);
  return bytes;
}

describe("readers reject bad input with a FormatError naming the line and column", () => {
  it.each([
    ["ascii", "", "ascii: line 1, column 1: the input is empty"],
    ["ascii", "+---+\n|   |\n", "ascii: line 2, column 1: expected 1 + 2·H lines (H ≥ 1), got 2"],
    ["ascii", "+--+\n|  |\n+--+\n", "ascii: line 1, column 4: expected 1 + 4·W characters per line (W ≥ 1), got 4"],
    ["ascii", "+---+---+\n|   x   |\n+---+---+\n", 'ascii: line 2, column 5: expected "-" or "|" (a wall) or " " (a passage), got "x"'],
    ["ascii", "+---+---+\n|       \n+---+---+\n", "ascii: line 2, column 9: expected 9 characters like the first line, got 8"],
    [
      "ascii",
      "+---+   +\n         \n+   +---+\n",
      "ascii: line 2, column 9: a third gap in the outer wall, after (1, 0) N and (0, 0) W: a maze has at most two openings, an entrance and an exit",
    ],
    ["ascii", "+- -+---+\n|       |\n+---+---+\n", 'ascii: line 1, column 3: a gap in the outer wall is open across the whole cell: got " " after "-"'],
    ["ascii", "+---+---+\n|   |   |\n+-- +---+\n", 'ascii: line 3, column 4: a gap in the outer wall is open across the whole cell: got " " after "-"'],
    ["ascii", "+---+---+\n|   |   |\n+-- +---+\n|   |   |\n+---+---+\n", 'ascii: line 3, column 4: a wall is all wall or all passage: got " " after "-"'],
    ["ascii", "+---*---+\n|       |\n+---+---+\n", 'ascii: line 1, column 5: expected the post "+", got "*"'],
    ["ascii", "+---+---+\n| S   S |\n+---+---+\n", "ascii: line 2, column 7: a second start mark; the first is at cell (0, 0)"],
    ["ascii", "+---+---+\n|o      |\n+---+---+\n", 'ascii: line 2, column 2: expected " " (floor) or, mid-cell, "o" (path), "S" or "G", got "o"'],
    ["ascii", "+---+\n| é |\n+---+\n", 'ascii: line 2, column 3: expected " " (floor) or, mid-cell, "o" (path), "S" or "G", got "é"'],
    ["ascii-compact", "+-+-+\n|  x|\n+-+-+\n", 'ascii-compact: line 2, column 4: expected " " (floor), "█" (path), "S" or "G", got "x"'],
    [
      "ascii-compact",
      "+ +\n   \n+-+\n",
      "ascii-compact: line 2, column 3: a third gap in the outer wall, after (0, 0) N and (0, 0) W: a maze has at most two openings, an entrance and an exit",
    ],
    ["blocks", "#####\n# # #\n## ##\n", 'blocks: line 3, column 3: expected the post "#", got " "'],
    ["blocks", "#####\n#  ##\n#####\n", "blocks: line 2, column 3: a passage into the excluded cell (1, 0)"],
    ["blocks", "#####\n# ###\n### #\n", "blocks: line 3, column 4: a gap in the outer wall into the excluded cell (1, 0)"],
    ["blocks", "#####\n# . #\n#####\n", 'blocks: line 2, column 3: expected "#" (a wall) or " " (a passage), got "."'],
    ["hex", "28\n3\n", "hex: line 2, column 2: expected 2 characters like the first line, got 1"],
    ["hex", "2g\n", 'hex: line 1, column 2: expected a hex digit or "-" (excluded), got "g"'],
    ["hex", "4c\n3a\n", "hex: line 1, column 1: passage E of (0, 0) and passage W of (1, 0) disagree"],
    ["hex", "1\n", "hex: line 1, column 1: passage N opens through the outer wall"],
    ["hex", "2-\n", "hex: line 1, column 1: passage E of (0, 0) leads into the excluded cell (1, 0)"],
    ["hex", "\n", "hex: line 1, column 1: expected a line of W ≥ 1 hex digits, got an empty line"],
    ["game-map", "####\n#..#\n####\n", "game-map: line 1, column 1: a 4×3 map fits no span: lines and columns must both be 1 + (span+1)·cells"],
    ["game-map", "#######\n#.#...#\n#.....#\n#######\n", 'game-map: line 2, column 3: a cell\'s floor cannot be partly solid: got "#"'],
    ["game-map", "#######\n#S.S..#\n#.....#\n#######\n", 'game-map: line 2, column 4: expected "#" (a wall) or "." (a passage), got "S"'],
    ["game-map", "#######\n#S....#\n#S....#\n#######\n", "game-map: line 3, column 2: a second start mark; the first is at cell (0, 0)"],
    ["game-map", "#######\n#.....#\n#.....#\n###.###\n", 'game-map: line 4, column 4: expected the post "#", got "."'],
  ])("%s %j", (format, input, message) => {
    const error = readError(format, input);
    expect(error.message).toBe(message);
    expect(error.code).toBe("FORMAT");
  });

  it("line and column are fields too", () => {
    const error = readError("hex", "28\n3\n");
    expect([error.format, error.line, error.column, error.offset]).toEqual(["hex", 2, 2, undefined]);
  });
});

describe("the binary reader names the byte offset", () => {
  it.each([
    ["a short header", new Uint8Array(3), "binary: byte 3: the 16-byte header is cut short: the input has 3 bytes"],
    ["a wrong magic", dmz(1, 1, 0, (bytes) => (bytes[0] = 0x45)), 'binary: byte 0: expected the magic "DMZ1", got byte 69'],
    ["a zero width", dmz(0, 1), "binary: byte 4: width must be at least 1, got 0"],
    ["an unknown flag", dmz(1, 1, 4), "binary: byte 12: flags 0x4 set bits that DMZ1 does not define (only bit 0, MASKED, and bit 1, OPENINGS)"],
    ["a cut file", dmz(1, 1).subarray(0, 20), "binary: byte 20: a 1×1 maze is 25 bytes (16 + (W+2)·(H+2)), the input has 20"],
    ["a huge claimed size", dmz(3000, 1).subarray(0, 16), "binary: byte 16: a 3000×1 maze is 9022 bytes (16 + (W+2)·(H+2)), the input has 16"],
    [
      "too many cells",
      (() => {
        const bytes = dmz(1, 1).slice(0, 16);
        new DataView(bytes.buffer).setUint32(4, 65536, true);
        new DataView(bytes.buffer).setUint32(8, 65536, true);
        return bytes;
      })(),
      "binary: byte 8: width·height must be below 2^32, got 65536·65536",
    ],
    [
      "padding that is not BORDER",
      dmz(1, 1, 0, (bytes) => {
        bytes[16 + 4] = 0;
        bytes[16 + 1] = 0;
      }),
      "binary: byte 17: padding cell at index 1 must be BORDER (16), got 0",
    ],
    [
      "an asymmetric passage",
      dmz(2, 1, 0, (bytes) => {
        bytes[16 + 5] = 2;
        bytes[16 + 6] = 0;
      }),
      "binary: byte 21: cell (0, 0): passage E of (0, 0) and passage W of (1, 0) disagree",
    ],
    [
      "a passage into an excluded cell",
      dmz(2, 1, 1, (bytes) => {
        bytes[16 + 5] = 2;
      }),
      "binary: byte 21: cell (0, 0): passage E of (0, 0) leads into the excluded cell (1, 0)",
    ],
    ["scratch bits", dmz(1, 1, 0, (bytes) => (bytes[16 + 4] = 0x21)), "binary: byte 20: cell (0, 0): cell bits must be 0-15, got 33"],
    ["an excluded cell without the flag", dmz(1, 1), "binary: byte 20: cell (0, 0): cell bits must be 0-15, got 16 (an excluded cell needs the MASKED flag)"],
    ["text", "DMZ1", "binary: byte 0: binary input must be bytes (a Uint8Array), not text"],
  ])("%s", (_, input, message) => {
    const error = readError("binary", input);
    expect(error.message).toBe(message);
    expect(error.offset).toBe(Number(/byte (\d+)/.exec(message)![1]));
  });

  it("with the MASKED flag an excluded cell is read, beside an included one", () => {
    // 2×1: cell (0, 0) excluded (16), cell (1, 0) included with no passage (0).
    const bytes = dmz(2, 1, 1, (file) => file.fill(0, 16 + 6, 16 + 7));
    expect(readMaze(bytes).cells).toEqual(Uint8Array.of(16, 16, 16, 16, 16, 16, 0, 16, 16, 16, 16, 16));
  });
});

describe("format detection", () => {
  const encode = (text: string) => new TextEncoder().encode(text);
  it.each([
    ["ascii", "+---+\n|   |\n+---+\n"],
    ["ascii-compact", "+-+\n| |\n+-+\n"],
    ["blocks", "###\n# #\n###\n"],
    ["game-map", "####\n#..#\n#..#\n####\n"],
    ["hex", "0\n"],
    ["json", ' \n{"format":"daedalus-maze/1","width":1,"height":1,"rows":["0"]}'],
    ["binary", dmz(1, 1, 0, (file) => file.fill(0, 16 + 4, 16 + 5))],
  ])("recognises %s by its content", (name, input) => {
    const bytes = typeof input === "string" ? encode(input) : input;
    expect(detectFormat(bytes.subarray(0, 64)).name).toBe(name);
    expect(readMaze(bytes).width).toBe(1);
  });

  it.each([
    [
      encode("<svg"),
      "auto: cannot tell the format (it looks like svg, which is written but not read back); readable formats: ascii, ascii-compact, blocks, hex, json, binary, npy, game-map",
    ],
    [
      Uint8Array.of(0x89, 0x50, 0x4e, 0x47),
      "auto: cannot tell the format (it looks like png, which is written but not read back); readable formats: ascii, ascii-compact, blocks, hex, json, binary, npy, game-map",
    ],
    [
      encode("hello"),
      "auto: cannot tell the format (its content matches none of them); readable formats: ascii, ascii-compact, blocks, hex, json, binary, npy, game-map",
    ],
  ])("refuses what it cannot read: %#", (input, message) => {
    expect(() => readMaze(input)).toThrow(FormatError);
    expect(() => readMaze(input)).toThrow(message);
  });

  it("an unreadable format named explicitly is a usage error", () => {
    expect(() => readMaze(encode("x"), "svg")).toThrow(
      "svg is written but cannot be read back; readable formats: ascii, ascii-compact, blocks, hex, json, binary, npy, game-map",
    );
  });
});

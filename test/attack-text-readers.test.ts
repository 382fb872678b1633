// Text files from strangers: blank lines cost no memory, a size over the in-memory limit is refused before any cell
// is allocated, and a bad line is reported with its exact line and column without reading the file once per guess.

import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { type DaedalusError, detectFormat, FormatError, findFormat, generate, maskFromText, readMaze, SizeLimitError, writeToBytes } from "../src/node.js";

const MiB = 2 ** 20;
const bin = new URL("../bin/daedalus.js", import.meta.url).pathname;

/** Runs the CLI with a 16 MiB JS heap (typed arrays live outside it: the input and the cells are not counted). */
function cli(args: string[], input: Uint8Array): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--max-old-space-size=16", bin, ...args], { stdio: ["pipe", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stderr }));
    child.stdin.end(input);
  });
}

/** `head`, then `count` copies of `line` (no allocation per copy: one buffer filled in place). */
function repeated(head: string, line: string, count: number, tail = ""): Uint8Array {
  const encoder = new TextEncoder();
  const [first, unit, last] = [encoder.encode(head), encoder.encode(line), encoder.encode(tail)];
  const bytes = new Uint8Array(first.length + unit.length * count + last.length);
  bytes.set(first);
  if (unit.length === 1) bytes.fill(unit[0]!, first.length, first.length + count);
  else for (let k = 0, at = first.length; k < count; k++, at += unit.length) bytes.set(unit, at);
  bytes.set(last, bytes.length - last.length);
  return bytes;
}

/** The error reading `input` throws, and the bytes (JS heap and array buffers) the reader still held after it. */
function refusal(format: string, input: Uint8Array): { error: DaedalusError; heldBytes: number } {
  const before = process.memoryUsage();
  try {
    findFormat(format).read!(input);
  } catch (error) {
    const after = process.memoryUsage();
    return { error: error as DaedalusError, heldBytes: after.heapUsed + after.arrayBuffers - before.heapUsed - before.arrayBuffers };
  }
  throw new Error(`expected ${format} to refuse the input`);
}

function expectError(error: DaedalusError, type: typeof FormatError | typeof SizeLimitError, message: string): void {
  expect(error).toBeInstanceOf(type);
  expect(error.message).toBe(message);
}

// Readers touch no backend, but a failed read must leave both generating the reference's bytes.
afterEach(() => {
  const reference = generate({ width: 12, height: 9, seed: 5, backend: "reference" }).cells;
  expect(generate({ width: 12, height: 9, seed: 5, backend: "wasm" }).cells).toEqual(reference);
});

describe("blank lines cost nothing", () => {
  const BLANK = 20_000_000;
  const blankCases = [
    ["hex", "0\n", "hex: line 2, column 1: expected 1 characters like the first line, got 0"],
    ["blocks", "###\n", "blocks: line 2, column 1: expected 3 characters like the first line, got 0"],
    ["ascii", "+---+\n", "ascii: line 2, column 1: expected 5 characters like the first line, got 0"],
    ["ascii-compact", "+-+\n", "ascii-compact: line 2, column 1: expected 3 characters like the first line, got 0"],
    ["game-map", "#######\n", "game-map: line 2, column 1: expected 7 characters like the first line, got 0"],
  ] as const;

  // An even count of line breaks after the first line makes 1 + 2·H lines, so the wall grids pass the count.
  it.each(blankCases)("%s: one line, then 20 MB of line breaks, fails at line 2 holding no memory for the rest", (format, first, message) => {
    const { error, heldBytes } = refusal(format, repeated(first, "\n", BLANK));
    expectError(error, FormatError, message);
    expect(heldBytes).toBeLessThan(16 * MiB);
  });

  it("the same, converted by the CLI with a JS heap of 16 MiB (per-line offsets took 160 MB and more)", async () => {
    const runs = blankCases.map(([format, first]) =>
      cli(["convert", "--input", "-", "--from-format", format, "--format", "hex"], repeated(first, "\n", BLANK)),
    );
    expect(await Promise.all(runs)).toEqual(blankCases.map(([, , message]) => ({ code: 1, stderr: `daedalus: ${message}\n` })));
  });

  it.each([
    ["hex", "0\n", "hex: line 2, column 1: expected 1 characters like the first line, got 0"],
    ["blocks", "###\n# #\n###\n", "blocks: line 4, column 1: expected 1 + 2·H lines (H ≥ 1), got 4"],
    ["ascii", "+---+\n|   |\n+---+\n", "ascii: line 4, column 1: expected 1 + 2·H lines (H ≥ 1), got 4"],
    ["ascii-compact", "+-+\n| |\n+-+\n\n", "ascii-compact: line 4, column 1: expected 3 characters like the first line, got 0"],
    ["game-map", "####\n#..#\n#..#\n####\n", "game-map: line 1, column 1: a 4×5 map fits no span: lines and columns must both be 1 + (span+1)·cells"],
  ])("%s: one final line break ends the last line, one more is a blank line and refused, as before", (format, valid, message) => {
    const encode = (text: string) => new TextEncoder().encode(text);
    const single = valid.replace(/\n+$/, "\n");
    expect(findFormat(format).read!(encode(single)).width).toBe(1);
    expect(findFormat(format).read!(encode(single.replaceAll("\n", "\r\n"))).width).toBe(1);
    expect(findFormat(format).read!(encode(single.slice(0, -1))).width).toBe(1);
    expectError(refusal(format, encode(`${valid}\n`)).error, FormatError, message);
  });
});

describe("sizes over the in-memory limit are refused before allocating", () => {
  // 70000 columns and 70000 lines: (W+2)·(H+2) cells is 4.9·10⁹ bytes, past one typed array's 2^32.
  const WIDE = 70_000;
  const limit = (format: string, what: string, width: number, height: number, tallest: number) =>
    `${format}: ${what} make a ${width}×${height} maze, whose cells need ${(width + 2) * (height + 2)} bytes; a maze in memory holds at most ` +
    `4294967296, the largest square that fits is 65534×65534 (or ${width}×${tallest} at this width)`;

  it.each([
    ["hex", repeated("0".repeat(WIDE), "\n", WIDE), limit("hex", `${WIDE} lines, the first of ${WIDE} hex digits,`, WIDE, WIDE, 61352)],
    [
      "blocks",
      repeated("#".repeat(2 * WIDE + 1), "\n", 2 * WIDE + 1),
      limit("blocks", `${2 * WIDE + 1} lines of ${2 * WIDE + 1} characters`, WIDE, WIDE, 61352),
    ],
    [
      "ascii",
      repeated(`${"+---".repeat(WIDE)}+`, "\n", 2 * WIDE + 1),
      limit("ascii", `${2 * WIDE + 1} lines of ${4 * WIDE + 1} characters`, WIDE, WIDE, 61352),
    ],
    // 131074 columns and 131078 lines share no divisor but 2: span 1, a 65537×65539 maze, is the only span.
    ["game-map", repeated("#".repeat(131_075), "\n", 131_079), limit("game-map", "131079 lines of 131075 characters", 65537, 65539, 65531)],
  ])("%s: a first line some 70000 cells wide and as many rows of line breaks", (format, input, message) => {
    const { error, heldBytes } = refusal(format, input);
    expectError(error, SizeLimitError, message);
    expect(error.code).toBe("SIZE_LIMIT");
    expect(heldBytes).toBeLessThan(16 * MiB);
  });

  it("game-map: a span whose maze is too large is passed over for larger spans, whose smaller mazes fit", () => {
    // 140000 = 2^5·5^4·7: span 1 makes 70000×70000 cells, span 3 35000×35000…, each read up to the first blank line.
    const { error, heldBytes } = refusal("game-map", repeated("#".repeat(2 * WIDE + 1), "\n", 2 * WIDE + 1));
    expectError(error, FormatError, `game-map: line 2, column 1: expected ${2 * WIDE + 1} characters like the first line, got 0`);
    expect(heldBytes).toBeLessThan(16 * MiB);
  });

  it("a size that fits is read as before: the limit is the grid's, as for generation", () => {
    expect(readMaze(repeated("0".repeat(4000), "0".repeat(4000), 0, "\n"), "hex").width).toBe(4000);
  });
});

describe("an error at the last character of a big file is found once, with its exact place", () => {
  it("hex: 10 MB of zeros, the last digit wrong", () => {
    const input = repeated("", `${"0".repeat(999)}\n`, 10_000);
    input[input.length - 2] = 0x67; // "g"
    expectError(refusal("hex", input).error, FormatError, 'hex: line 10000, column 999: expected a hex digit or "-" (excluded), got "g"');
  });

  it("blocks: 20 MB of closed cells, the last post open", () => {
    const side = 2000;
    const input = repeated(`${"#".repeat(2 * side + 1)}\n`, `${"# ".repeat(side)}#\n${"#".repeat(2 * side + 1)}\n`, side);
    input[input.length - 2] = 0x20;
    expectError(refusal("blocks", input).error, FormatError, `blocks: line ${2 * side + 1}, column ${2 * side + 1}: expected the post "#", got " "`);
  });

  it("game-map: 11 MB of open floor that every one of 47 spans would parse to its last character", { timeout: 30_000 }, () => {
    // 3360 = 2^5·3·5·7 has 48 divisors: spans 1 to 3359 all fit the 3361×3361 map. Read span by span it took a whole
    // parse each (15 s under vitest); a line in a run of repeats that reaches a cell row back is copied, not parsed.
    const side = 3361;
    const wall = `${"#".repeat(side)}\n`;
    const input = repeated(wall, `#${".".repeat(side - 2)}#\n`, side - 2, wall);
    input[input.length - 2] = 0x2e;
    const started = performance.now();
    expectError(refusal("game-map", input).error, FormatError, `game-map: line ${side}, column ${side}: expected the post "#", got "."`);
    expect(performance.now() - started).toBeLessThan(10_000);
    input[input.length - 2] = 0x23;
    const open = readMaze(input, "game-map");
    expect([open.width, open.height, open.cells[(open.width + 2) * 2 + 2]]).toEqual([1680, 1680, 15]);
  });

  it("a bad second line of a 20 MB file is reported without reading the rest", () => {
    const side = 2000;
    const input = repeated(`${"#".repeat(2 * side + 1)}\n`, `${"# ".repeat(side)}#\n${"#".repeat(2 * side + 1)}\n`, side);
    input[2 * side + 2 + 1] = 0x2e;
    expectError(
      refusal("blocks", input).error,
      FormatError,
      'blocks: line 2, column 2: expected " " (a cell), "S" or "G" (the start or goal cell) or "#" (an excluded cell), got "."',
    );
  });
});

describe("detection reads past a wide first line", () => {
  it.each(["blocks", "game-map", "hex", "ascii", "ascii-compact"])("a 3000-wide %s maze is detected by its content", async (name) => {
    const maze = generate({ width: 3000, height: 2, seed: 1 });
    const bytes = await writeToBytes(findFormat(name), maze);
    // Its first line is far longer than the 64 bytes detection used to look at.
    expect(bytes.indexOf(0x0a)).toBeGreaterThanOrEqual(3000);
    expect(detectFormat(bytes).name).toBe(name);
    expect(readMaze(bytes).cells).toEqual(maze.cells);
  });

  it("only the first MiB is looked at: a blocks line wider than that is not told from a game map", () => {
    const wide = repeated("#".repeat(2 ** 20 + 1), "\n# ", 1);
    let error: unknown;
    try {
      detectFormat(wide);
    } catch (caught) {
      error = caught;
    }
    expectError(
      error as DaedalusError,
      FormatError,
      "auto: cannot tell the format (its content matches none of them); readable formats: ascii, ascii-compact, blocks, hex, json, binary, npy, game-map",
    );
  });
});

describe("text masks past the mask budget are refused before the text is split", () => {
  const refusedMask = (text: string): DaedalusError => {
    try {
      maskFromText(text);
    } catch (caught) {
      return caught as DaedalusError;
    }
    throw new Error("the mask was accepted");
  };

  it.each([
    // 9000 × 9000 cells is past 2^26: the first line's width times the rows the length allows.
    ["9000 lines of 9000 cells", `${`${"#".repeat(8999)}.\n`.repeat(9000)}`, 9000, 81_009_000],
    // One line of 2^26 + 1 cells: a single row counts as a row.
    ["one line of 2^26 + 1 cells", ".".repeat(2 ** 26 + 1), 2 ** 26 + 1, 2 ** 26 + 1],
    // 2^28 + 1 line breaks: no picture is that long.
    ["2^28 + 1 line breaks", "\n".repeat(2 ** 28 + 1), 0, 2 ** 28 + 1],
  ])("%s", (_, text, width, length) => {
    const error = refusedMask(text);
    expectError(
      error,
      SizeLimitError,
      `a text mask may have at most 67108864 (2^26) cells, as a PNG mask; this one is ${width} wide and ${length} characters long`,
    );
  });

  it("a picture within the budget is read as before", () => {
    expect(maskFromText("#.\r\n..\r\n\n").included).toBe(3);
  });

  it("a picture one cell wide is read by the CLI with a JS heap of 16 MiB (a string per row: 2^21 rows of 4 MB ran out)", async () => {
    const { code, stderr } = await cli(["generate", "--mask", "-", "-a", "backtracker", "--seed", "1", "-f", "hex"], repeated("", ".\n", 2 ** 21));
    expect([code, stderr]).toEqual([0, ""]);
  });
});

describe("a UTF-8 byte order mark (as editors on Windows save text)", () => {
  const maze = generate({ width: 4, height: 3, seed: 1 });
  const BOM = [0xef, 0xbb, 0xbf];

  it("before a text drawing, hex or json: detected and read as the text after it", async () => {
    for (const name of ["ascii", "ascii-compact", "blocks", "hex", "json", "game-map"]) {
      const marked = new Uint8Array([...BOM, ...(await writeToBytes(findFormat(name), maze))]);
      expect(detectFormat(marked).name, name).toBe(name);
      expect(readMaze(marked).cells, name).toEqual(maze.cells);
    }
  });

  it("anywhere else it is a character like any other, refused by name", async () => {
    const lines = new TextDecoder().decode(await writeToBytes(findFormat("ascii"), maze)).split("\n");
    lines[3] = `\u{feff}${lines[3]!.slice(1)}`;
    expect(() => readMaze(new TextEncoder().encode(lines.join("\n")), "ascii")).toThrow(
      new FormatError("ascii", 'expected "-" or "|" (a wall) or " " (a passage), got "\u{feff}"', { line: 4, column: 1 }),
    );
    const hex = new TextEncoder().encode("6\u{feff}ac\n");
    expect(() => readMaze(hex, "hex")).toThrow(new FormatError("hex", 'expected a hex digit or "-" (excluded), got "\u{feff}"', { line: 1, column: 2 }));
  });
});

// maze-dataset's connection_list ([2, rows, cols] booleans: [0][r][c] down from (r, c), [1][r][c] right) as a
// NumPy .npy file and as JSON: written as numpy writes it, loaded by real numpy, read back with every value checked.

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  FormatError,
  fromConnectionList,
  fromNpy,
  fromNpyBatch,
  generate,
  InvalidArgumentError,
  Maze,
  maskFromText,
  SizeLimitError,
  toConnectionList,
  toNpy,
  toNpyBatch,
} from "../src/node.js";
import { byteDifference } from "./support/bytes.js";

// The first python3 that has numpy: the one on PATH, or Debian's (python3-numpy, installed by .ci/run).
const python = ["python3", "/usr/bin/python3"].find((candidate) => spawnSync(candidate, ["-c", "import numpy"], { encoding: "utf8" }).status === 0);
const numpy = python !== undefined;

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);
const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

function formatError(run: () => unknown): FormatError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FormatError);
    return error as FormatError;
  }
  throw new Error("expected a FormatError");
}

describe("maze-dataset's connection_list", () => {
  const maze = generate({ algorithm: "wilson", width: 7, height: 4, seed: 11 });

  it("puts the passage down from (r, c) at [0][r][c] and the passage right at [1][r][c] (row r = y, column c = x)", () => {
    const list = toConnectionList(maze);
    expect([list.length, list[0]!.length, list[0]![0]!.length]).toEqual([2, 4, 7]);
    for (let r = 0; r < 4; r++) {
      for (let c = 0; c < 7; c++) {
        expect(list[0]![r]![c]).toBe(maze.has(c, r, "S"));
        expect(list[1]![r]![c]).toBe(maze.has(c, r, "E"));
      }
    }
  });

  it("round-trips through .npy, a batch and JSON to the same cells", () => {
    for (const backend of ["wasm", "reference"]) {
      for (const [width, height] of [
        [1, 1],
        [1, 6],
        [9, 1],
        [23, 17],
      ] as const) {
        const original = generate({ algorithm: "kruskal", backend, width, height, seed: 3 });
        expect(byteDifference(fromNpy(toNpy(original)).cells, original.cells)).toBeUndefined();
        expect(byteDifference(fromConnectionList(JSON.stringify(toConnectionList(original))).cells, original.cells)).toBeUndefined();
        expect(byteDifference(fromConnectionList(toConnectionList(original)).cells, original.cells)).toBeUndefined();
      }
    }
    const batch = [1, 2, 3].map((seed) => generate({ width: 5, height: 3, seed }));
    const back = fromNpyBatch(toNpyBatch(batch));
    expect(back.length).toBe(3);
    for (const [i, read] of back.entries()) expect(byteDifference(read.cells, batch[i]!.cells)).toBeUndefined();
    expect(back[0]!.algorithm).toBe("maze-dataset");
  });

  it("writes numpy's .npy v1.0 layout: '|b1', C order, the data at a multiple of 64 bytes after a header ending in \\n", () => {
    const bytes = toNpy(maze);
    expect(ascii(bytes.subarray(0, 8))).toBe("\x93NUMPY\x01\x00");
    const headerLength = bytes[8]! | (bytes[9]! << 8);
    const header = ascii(bytes.subarray(10, 10 + headerLength));
    expect((10 + headerLength) % 64).toBe(0);
    expect(header).toMatch(/^\{'descr': '\|b1', 'fortran_order': False, 'shape': \(2, 4, 7\), \} +\n$/);
    expect(bytes.length).toBe(10 + headerLength + 2 * 4 * 7);
  });

  const numpyTest = "numpy.load reads the files as [2, rows, cols] and [n, 2, rows, cols] bool spanning trees, and numpy.save writes the same bytes";
  it.skipIf(!numpy)(numpy ? numpyTest : `${numpyTest} (skipped: python3 with numpy not found; apt-get install python3-numpy)`, () => {
    const dir = mkdtempSync(join(tmpdir(), "daedalus-npy-"));
    try {
      const mazes = [
        generate({ width: 1, height: 1, seed: 1 }),
        generate({ algorithm: "eller", width: 12, height: 5, seed: 2 }),
        generate({ algorithm: "prim", width: 40, height: 33, seed: 3 }),
      ];
      const files = mazes.map((one, i) => {
        const file = join(dir, `maze${i}.npy`);
        writeFileSync(file, toNpy(one));
        return [file, one.height, one.width, 1];
      });
      const batch = [4, 5, 6, 7].map((seed) => generate({ algorithm: "aldous-broder", width: 6, height: 9, seed }));
      writeFileSync(join(dir, "batch.npy"), toNpyBatch(batch));
      files.push([join(dir, "batch.npy"), 9, 6, 4]);
      const script = `
import io, json, sys
import numpy as np
def spanning_tree(c):
    rows, cols = c.shape[1], c.shape[2]
    if c[0, rows - 1, :].any() or c[1, :, cols - 1].any():
        return "a passage leaves the grid"
    if int(c.sum()) != rows * cols - 1:
        return f"{int(c.sum())} passages, expected {rows * cols - 1}"
    seen = {(0, 0)}
    stack = [(0, 0)]
    while stack:
        r, k = stack.pop()
        for (nr, nk, open_) in ((r + 1, k, r + 1 < rows and c[0, r, k]), (r, k + 1, k + 1 < cols and c[1, r, k]),
                                (r - 1, k, r > 0 and c[0, r - 1, k]), (r, k - 1, k > 0 and c[1, r, k - 1])):
            if open_ and (nr, nk) not in seen:
                seen.add((nr, nk))
                stack.append((nr, nk))
    return "" if len(seen) == rows * cols else f"{len(seen)} cells connected"
out = []
for path, rows, cols, n in json.loads(sys.argv[1]):
    a = np.load(path)
    expected = (2, rows, cols) if n == 1 and "batch" not in path else (n, 2, rows, cols)
    trees = [spanning_tree(a)] if a.ndim == 3 else [spanning_tree(m) for m in a]
    saved = io.BytesIO()
    np.save(saved, a)
    same = saved.getvalue() == open(path, "rb").read()
    out.append([list(a.shape) == list(expected), str(a.dtype), a.flags["C_CONTIGUOUS"], trees, same])
print(json.dumps(out))
`;
      const run = spawnSync(python!, ["-c", script, JSON.stringify(files)], { encoding: "utf8" });
      expect(run.stderr).toBe("");
      const results = JSON.parse(run.stdout) as [boolean, string, boolean, string[], boolean][];
      expect(results).toEqual([
        [true, "bool", true, [""], true],
        [true, "bool", true, [""], true],
        [true, "bool", true, [""], true],
        [true, "bool", true, ["", "", "", ""], true],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes a masked maze's excluded cells as cells with no passage", () => {
    const masked = generate({ seed: 4, mask: maskFromText("#..\n...\n") });
    const list = toConnectionList(masked);
    expect([list[0]![0]![0], list[1]![0]![0]]).toEqual([false, false]);
    const back = fromNpy(toNpy(masked));
    expect(back.bits(0, 0)).toBe(0);
    expect(back.bits(1, 1)).toBe(masked.bits(1, 1));
  });

  describe("writers refuse", () => {
    it("a Maze whose cells break the grid contract", () => {
      const cells = maze.cells.slice();
      cells[10]! ^= 4;
      const broken = new Maze(7, 4, cells, "hand-made", null);
      for (const write of [toNpy, toConnectionList, (one: Maze) => toNpyBatch([one])]) {
        expect(() => write(broken)).toThrow(InvalidArgumentError);
      }
    });

    it("an empty batch, and a batch of mixed sizes", () => {
      expect(() => toNpyBatch([])).toThrow(new InvalidArgumentError("a batch needs at least one maze"));
      expect(() => toNpyBatch([maze, generate({ width: 3, height: 3, seed: 1 })])).toThrow(
        new InvalidArgumentError("every maze of a batch must have one size: maze 0 is 7×4, maze 1 is 3×3"),
      );
    });
  });

  describe("toNpyBatch checks every item of the batch before it allocates", () => {
    it("names a null, a hole or a number in the batch by index (they were a raw TypeError)", () => {
      const hole: Maze[] = [maze];
      hole.length = 2;
      for (const [batch, got] of [
        [[maze, null], "null"],
        [hole, "undefined"],
        [[maze, 5], "5"],
        [[null, maze], "null"],
      ] as const) {
        expect(() => toNpyBatch(batch as unknown as Maze[])).toThrow(
          new InvalidArgumentError(`toNpyBatch's mazes[${batch[0] === null ? 0 : 1}] must be a Maze, got ${got}`),
        );
      }
      expect(() => toNpyBatch([maze, {} as Maze])).toThrow(
        new InvalidArgumentError("toNpyBatch's mazes[1]: maze width must be a positive integer, got undefined"),
      );
    });

    it("refuses by its length a batch past one typed array, before allocating (a sparse one was a raw RangeError)", () => {
      const sparse: Maze[] = [maze];
      sparse.length = 2 ** 32 - 1;
      expect(() => toNpyBatch(sparse)).toThrow(
        new SizeLimitError("toNpyBatch: a .npy file of shape (4294967295, 2, 4, 7) takes 240518168648 bytes, more than the 4294967296 one typed array holds"),
      );
    });
  });

  describe("fromNpy refuses bad files with the byte at fault", () => {
    const good = toNpy(generate({ width: 3, height: 2, seed: 5 }));
    const headerLength = good[8]! | (good[9]! << 8);
    const dataAt = 10 + headerLength;
    /** A copy of `good` with its header text replaced (and re-padded to the same length). */
    const withHeader = (header: string) => {
      const out = good.slice();
      out.set(bytesOf(`${header}${" ".repeat(headerLength - header.length - 1)}\n`), 10);
      return out;
    };
    const down = (r: number, c: number) => dataAt + r * 3 + c;
    const right = (r: number, c: number) => dataAt + 6 + r * 3 + c;
    const set = (offset: number, value: number) => {
      const out = good.slice();
      out[offset] = value;
      return out;
    };

    it.each([
      ["bad magic", bytesOf("PK\x03\x04 not numpy"), 0, 'not a .npy file: it must start with the magic "\\x93NUMPY"'],
      ["a truncated preamble", good.subarray(0, 8), 8, "the .npy preamble is truncated"],
      ["an unknown version", set(6, 9), 6, "unsupported .npy version 9.0 (1.0, 2.0 and 3.0 are read)"],
      ["a truncated header", good.subarray(0, 40), 40, `the header is truncated: it declares ${headerLength} bytes, 30 follow`],
      ["a wrong dtype", withHeader("{'descr': '<i8', 'fortran_order': False, 'shape': (2, 2, 3), }"), 20, "dtype must be '|b1' (boolean), got '<i8'"],
      ["Fortran order", withHeader("{'descr': '|b1', 'fortran_order': True, 'shape': (2, 2, 3), }"), 44, "fortran_order must be False, got True"],
      [
        "a wrong shape",
        withHeader("{'descr': '|b1', 'fortran_order': False, 'shape': (3, 2, 2), }"),
        60,
        "shape must be (2, rows, cols) with rows, cols ≥ 1, got (3, 2, 2)",
      ],
      [
        "an empty grid",
        withHeader("{'descr': '|b1', 'fortran_order': False, 'shape': (2, 0, 3), }"),
        60,
        "shape must be (2, rows, cols) with rows, cols ≥ 1, got (2, 0, 3)",
      ],
      ["a header that is not a dict", withHeader("['descr']"), 10, 'expected "{" in the header'],
      ["an unknown header key", withHeader("{'descr': '|b1', 'order': 'C', 'shape': (2, 2, 3), }"), 27, "unknown header key 'order'"],
      ["truncated data", good.subarray(0, good.length - 2), good.length - 2, `the data is truncated: shape (2, 2, 3) needs 12 bytes, 10 follow`],
      ["bytes after the data", Uint8Array.of(...good, 0), good.length, "1 bytes follow the data of shape (2, 2, 3)"],
      ["an element that is not 0 or 1", set(dataAt + 4, 2), dataAt + 4, "a boolean element must be 0 or 1, got 2"],
      ["a passage down from the last row", set(down(1, 2), 1), down(1, 2), "a passage down from the last row, at (row 1, column 2)"],
      ["a passage right from the last column", set(right(0, 2), 1), right(0, 2), "a passage right from the last column, at (row 0, column 2)"],
    ])("%s", (_, bytes, offset, detail) => {
      const error = formatError(() => fromNpy(bytes));
      expect(error.offset).toBe(offset);
      expect(error.message).toBe(`maze-dataset npy: byte ${offset}: ${detail}`);
    });

    it("refuses a header longer than numpy's 10000 characters before parsing it (a long string in one threw a RangeError)", () => {
      /** A version 2.0 or 3.0 file (4-byte header length) with this header and no data. */
      const file = (major: number, header: string) => {
        const text = new TextEncoder().encode(header);
        const out = new Uint8Array(12 + text.length);
        out.set([0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59, major, 0]);
        new DataView(out.buffer).setUint32(8, text.length, true);
        out.set(text, 12);
        return out;
      };
      const long = "x".repeat(300_000);
      for (const [bytes, length] of [
        [file(2, `{'descr': '${long}', 'fortran_order': False, 'shape': (2, 1, 1), }\n`), 300_060],
        [file(2, `{'${long}': 1}\n`), 300_008],
        [file(3, `{'descr': '|b1', 'fortran_order': False, 'shape': (2, 1, 1), }${"é".repeat(10_000)}\n`), 10_063],
      ] as const) {
        for (const read of [fromNpy, fromNpyBatch]) {
          const error = formatError(() => read(bytes));
          expect(error.offset).toBe(8);
          expect(error.message).toBe(
            `maze-dataset npy: byte 8: the header is ${length} characters long, more than the 10000 numpy.load reads (numpy's own files take about 128)`,
          );
        }
      }
      // A header of exactly 10000 characters is read, as numpy reads it.
      const header = "{'descr': '|b1', 'fortran_order': False, 'shape': (2, 1, 1), }";
      const longest = file(2, `${header}${" ".repeat(10_000 - header.length - 1)}\n`);
      expect(fromNpy(Uint8Array.of(...longest, 0, 0)).width).toBe(1);
    });

    it("in a batch, names the maze", () => {
      const batch = toNpyBatch([1, 2].map((seed) => generate({ width: 3, height: 2, seed })));
      const at = batch.length - 12 + 6 + 2; // maze 1, right plane, (row 0, column 2)
      batch[at] = 1;
      const error = formatError(() => fromNpyBatch(batch));
      expect(error.message).toBe(`maze-dataset npy: byte ${at}: maze 1: a passage right from the last column, at (row 0, column 2)`);
      expect(formatError(() => fromNpyBatch(good)).message).toMatch(/shape must be \(n, 2, rows, cols\)/);
    });
  });

  describe("fromConnectionList refuses bad JSON with the path (and line and column in text)", () => {
    const good = toConnectionList(generate({ width: 3, height: 2, seed: 5 }));
    const edit = (change: (list: unknown[][][]) => void) => {
      const copy = structuredClone(good) as unknown[][][];
      change(copy);
      return copy;
    };

    it.each([
      ["not JSON", "[[", "maze-dataset json: not JSON: "],
      ["not an array", { connection_list: good }, "maze-dataset json: connection_list: must be an array, got an object"],
      ["three planes", [...good, good[0]], "maze-dataset json: connection_list: must hold 2 items, got 3"],
      ["an empty grid", [[], []], "maze-dataset json: connection_list[0]: must not be empty"],
      ["rows of different lengths", edit((list) => list[1]![1]!.pop()), "maze-dataset json: connection_list[1][1]: must hold 3 items, got 2"],
      ["planes of different heights", edit((list) => list[1]!.pop()), "maze-dataset json: connection_list[1]: must hold 2 items, got 1"],
      ["a number for a boolean", edit((list) => (list[0]![1]![2] = 1)), "maze-dataset json: connection_list[0][1][2]: must be true or false, got 1"],
      [
        "a passage down from the last row",
        edit((list) => (list[0]![1]![0] = true)),
        "maze-dataset json: connection_list[0][1][0]: a passage down from the last row, at (row 1, column 0)",
      ],
      [
        "a passage right from the last column",
        edit((list) => (list[1]![0]![2] = true)),
        "maze-dataset json: connection_list[1][0][2]: a passage right from the last column, at (row 0, column 2)",
      ],
    ])("%s", (_, input, message) => {
      const error = formatError(() => fromConnectionList(input));
      if (message.endsWith(": ")) expect(error.message.startsWith(message)).toBe(true);
      else expect(error.message).toBe(message);
    });

    it("walks parsed arrays that are sparse to their first hole without allocating their lengths (a raw RangeError)", () => {
      const row = new Array(2 ** 30);
      const plane = new Array(2 ** 30);
      plane[0] = row;
      expect(formatError(() => fromConnectionList([plane, plane])).message).toBe(
        "maze-dataset json: connection_list[0][0][0]: must be true or false, got nothing",
      );
      const dense = [[false, false]];
      const sparseRows = new Array(2 ** 20);
      sparseRows[0] = [false, false];
      expect(formatError(() => fromConnectionList([sparseRows, [dense[0], dense[0]]])).message).toBe(
        "maze-dataset json: connection_list[0][1]: must be an array, got nothing",
      );
    });

    it("gives the line and column of the value at fault in JSON text", () => {
      const text = JSON.stringify(
        edit((list) => (list[1]![1]![2] = "yes")),
        null,
        1,
      );
      const error = formatError(() => fromConnectionList(text));
      const lines = text.split("\n");
      expect(lines[error.line! - 1]!.slice(error.column! - 1)).toBe('  "yes"'.trim());
      expect(error.message).toBe(`maze-dataset json: line ${error.line}, column ${error.column}: connection_list[1][1][2]: must be true or false, got "yes"`);
    });
  });
});

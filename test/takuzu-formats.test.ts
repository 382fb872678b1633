import { describe, expect, it } from "vitest";
import "../src/node.js";
import { FormatError, InvalidArgumentError } from "../src/base/errors.js";
import { findTakuzuFormat, takuzu, takuzuFormatForFile } from "../src/takuzu/index.js";
import { withinBounds } from "./support/bounded.js";

/** The error a call throws: its class name and message. */
function thrown(call: () => unknown): [string, string] {
  try {
    call();
  } catch (error) {
    return [(error as Error).constructor.name, (error as Error).message];
  }
  return ["nothing", ""];
}

describe("Takuzu formats round-trip", () => {
  const { puzzle, solution } = takuzu.generate({ width: 10, height: 6, seed: 5, difficulty: "hard", rules: "unruly" });

  it("text: rows of 0, 1 and ., read back with the rules given", () => {
    const text = takuzu.write(puzzle);
    expect(text.split("\n")).toHaveLength(7);
    expect(text).toMatch(/^([01.]{10}\n){6}$/);
    const back = takuzu.read(text, { rules: "unruly" });
    expect(back.cells).toEqual(puzzle.cells);
    expect(back).toMatchObject({ width: 10, height: 6, rules: "unruly", difficulty: null, seed: null });
    expect(takuzu.read(takuzu.write(solution), { rules: "unruly" }).cells).toEqual(solution.cells);
  });

  it("text: CRLF line ends, trailing spaces and blank lines at the end are accepted", () => {
    const rows = puzzle.rows();
    expect(takuzu.read(`${rows.join("  \r\n")}\r\n\r\n\n`, { rules: "unruly" }).cells).toEqual(puzzle.cells);
  });

  it("text: the puzzle then, after a blank line, its solution (as generate --solution writes it) reads as the puzzle", () => {
    const text = `${takuzu.write(puzzle)}\n${takuzu.write(solution)}`;
    const back = takuzu.read(text, { rules: "unruly" });
    expect(back.cells).toEqual(puzzle.cells);
    expect(back).toMatchObject({ width: 10, height: 6, rules: "unruly" });
  });

  it("json: daedalus-takuzu/1 with size, rules, difficulty and seed", () => {
    const text = takuzu.write(puzzle, "json");
    expect(JSON.parse(text)).toEqual({ format: "daedalus-takuzu/1", width: 10, height: 6, rules: "unruly", difficulty: "hard", seed: 5, rows: puzzle.rows() });
    const back = takuzu.read(text, { format: "json" });
    expect(back.cells).toEqual(puzzle.cells);
    expect(back).toMatchObject({ rules: "unruly", difficulty: "hard", seed: 5 });
  });

  it("json records a level system other than daedalus's, so the difficulty reads back as it was measured", () => {
    // Seed 1's easy 8×8 puzzle by Unruly's boundaries is hard by daedalus's: a file without its levels misgraded it.
    const unruly = takuzu.generate({ width: 8, height: 8, seed: 1, difficulty: "easy", levels: "unruly" }).puzzle;
    const text = takuzu.write(unruly, "json");
    expect(JSON.parse(text)).toEqual({
      format: "daedalus-takuzu/1",
      width: 8,
      height: 8,
      rules: "takuzu",
      difficulty: "easy",
      levels: "unruly",
      seed: 1,
      rows: unruly.rows(),
    });
    const back = takuzu.read(text, { format: "json" });
    expect([back.levels, back.difficulty, takuzu.grade(back), takuzu.grade(back, { levels: "daedalus" })]).toEqual(["unruly", "easy", "easy", "hard"]);
    // The default system is not written: a daedalus puzzle's file keeps the bytes it always had.
    expect(takuzu.write(puzzle, "json")).not.toContain("levels");
    expect(takuzu.read(takuzu.write(puzzle, "json"), { format: "json" }).levels).toBe("daedalus");
  });

  it("formats are found by name and by file extension", () => {
    expect(findTakuzuFormat("json").name).toBe("json");
    expect(takuzuFormatForFile("daily.TAKUZU")?.name).toBe("text");
    expect(takuzuFormatForFile("daily.json")?.name).toBe("json");
    expect(thrown(() => findTakuzuFormat("jsn"))).toEqual(["InvalidArgumentError", 'unknown Takuzu format "jsn" (did you mean "json"?); allowed: text, json']);
  });
});

describe("text reader: every problem named with its line and column", () => {
  const cases: [string, string][] = [
    ["", "takuzu text: no rows; a puzzle is rows of 0, 1 and . (blank), and both its width and its height must be an even integer from 4 to 32"],
    ["0..1\n.2..\n....\n....\n", 'takuzu text: line 2, column 2: "2" is not a cell; allowed: 0, 1 and . (blank)'],
    ["0..1\n.. .\n....\n....\n", 'takuzu text: line 2, column 3: " " is not a cell; allowed: 0, 1 and . (blank)'],
    ["....\n....\n...\n....\n", "takuzu text: line 3: this row has 3 cells, the first has 4; every row needs the same number"],
    ["...\n...\n...\n...\n", "takuzu text: line 1: the rows are 3 cells long; the width must be an even integer from 4 to 32"],
    ["....\n....\n....\n", "takuzu text: line 3: there are 3 rows; the height must be an even integer from 4 to 32"],
    [`${".".repeat(34)}\n`, "takuzu text: line 1: the rows are 34 cells long; the width must be an even integer from 4 to 32"],
    ["....\n.1..\n.1..\n.1..\n", "takuzu text: line 2, column 2: column 2 has three 1s side by side (rows 2 to 4)"],
    ["0.00\n....\n....\n....\n", "takuzu text: line 1, column 4: row 1 has more than 2 0s, but each digit fills exactly half of its 4 cells"],
    ["0101\n1010\n....\n0101\n", "takuzu text: line 4, column 1: rows 1 and 4 are equal, and takuzu rules forbid two equal rows"],
    ["1...\n1...\n0...\n1...\n0...\n1...\n", "takuzu text: line 6, column 1: column 1 has more than 3 1s, but each digit fills exactly half of its 6 cells"],
    [
      "....\n".repeat(8),
      'takuzu text: under takuzu rules (no two equal rows or columns) a grid 4 wide has at most 6 rows, as only 6 different valid rows of 4 cells exist; got 4×8 (use rules "unruly", or at most 6 rows)',
    ],
  ];
  it.each(cases)("%j", (input, message) => {
    const [name, text] = thrown(() => takuzu.read(input));
    expect(name).toBe("FormatError");
    expect(text).toBe(message);
  });

  it("carries line and column on the error", () => {
    try {
      takuzu.read("0..1\n.x..\n....\n....\n");
    } catch (error) {
      expect(error).toBeInstanceOf(FormatError);
      expect((error as FormatError).line).toBe(2);
      expect((error as FormatError).column).toBe(2);
    }
  });

  it("equal rows are allowed under unruly rules, and the rules option is validated", () => {
    expect(takuzu.read("0101\n1010\n....\n0101\n", { rules: "unruly" }).rules).toBe("unruly");
    expect(thrown(() => takuzu.read("....\n....\n....\n....\n", { rules: "unrly" as "unruly" }))).toEqual([
      "InvalidArgumentError",
      'rules must be one of takuzu, unruly (takuzu also as binairo, unique-lines), got "unrly" (did you mean "unruly"?)',
    ]);
  });
});

describe("text reader: a solution block after the puzzle is checked against it", () => {
  const puzzle = "0..1\n....\n....\n....\n";
  const cases: [string, string][] = [
    [`${puzzle}\n0011\n001\n0101\n1010\n`, "takuzu text: line 7: this row has 3 cells, the puzzle's rows have 4; every row needs the same number"],
    [`${puzzle}\n0011\n1100\n0101\n`, "takuzu text: line 6: the solution has 3 rows, the puzzle 4; it must be the puzzle's size"],
    [`${puzzle}\n0011\n11.0\n0101\n1010\n`, "takuzu text: line 7, column 3: the solution has a blank; a solution fills every cell with 0 or 1"],
    ["0..1\n.0..\n....\n....\n\n0011\n1100\n0101\n1010\n", "takuzu text: line 7, column 2: the solution has 1 where the puzzle gives 0 (line 2)"],
    [`${puzzle}\n0011\n1100\n0011\n1100\n`, "takuzu text: line 8, column 1: rows 1 and 3 are equal, and takuzu rules forbid two equal rows"],
    [
      `${puzzle}\n0011\n1100\n0101\n1010\n\n0011\n`,
      "takuzu text: line 11: a third block of rows; the text holds a puzzle and, after a blank line, at most its solution",
    ],
  ];
  it.each(cases)("%j", (input, message) => {
    expect(thrown(() => takuzu.read(input))).toEqual(["FormatError", message]);
  });

  it("a valid solution is accepted and set aside; blank lines before the puzzle or between the blocks are skipped", () => {
    const read = takuzu.read(`\n${puzzle}\n\n0011\n1100\n0101\n1010\n`);
    expect(read.rows()).toEqual(["0..1", "....", "....", "...."]);
  });
});

describe("json reader: every field validated", () => {
  const good = { format: "daedalus-takuzu/1", width: 4, height: 4, rules: "takuzu", difficulty: "easy", seed: 3, rows: ["0...", "....", "..1.", "...."] };
  const cases: [string, string][] = [
    ["{", "takuzu json: not valid JSON ("],
    ["[]", "takuzu json: expected an object with format, width, height, rules, rows"],
    [JSON.stringify({ ...good, format: "daedalus-maze/1" }), 'takuzu json: "format" must be "daedalus-takuzu/1", got "daedalus-maze/1"'],
    [JSON.stringify({ ...good, width: 5 }), 'takuzu json: "width" must be an even integer from 4 to 32, got 5'],
    [JSON.stringify({ ...good, height: "4" }), 'takuzu json: "height" must be an even integer from 4 to 32, got "4"'],
    [JSON.stringify({ ...good, width: undefined }), 'takuzu json: "width" must be an even integer from 4 to 32, got nothing'],
    [JSON.stringify({ ...good, rules: "sudoku" }), 'takuzu json: "rules" must be one of takuzu, unruly, got "sudoku"'],
    [JSON.stringify({ ...good, difficulty: "expert" }), 'takuzu json: "difficulty" must be one of trivial, easy, normal, hard, got "expert"'],
    [
      JSON.stringify({ ...good, dificulty: "hard" }),
      'takuzu json: "dificulty" is not a field of daedalus-takuzu/1; the fields are format, width, height, rules, difficulty, levels, seed, rows, solution',
    ],
    [JSON.stringify({ ...good, levels: "tatham" }), 'takuzu json: "levels" must be one of daedalus, unruly, got "tatham"'],
    [JSON.stringify({ ...good, seed: -1 }), 'takuzu json: "seed" must be an integer in [0, 2^32) or null, got -1'],
    [JSON.stringify({ ...good, rows: ["0...", "...."] }), 'takuzu json: "rows" must be an array of 4 strings (the height), got 2 items'],
    [JSON.stringify({ ...good, rows: ["0...", "...", "..1.", "...."] }), "takuzu json: row 2 must be a string of 4 cells (the width), got 3 characters"],
    [JSON.stringify({ ...good, rows: ["0...", "..?.", "..1.", "...."] }), 'takuzu json: row 2, column 3: "?" is not a cell; allowed: 0, 1 and . (blank)'],
    [JSON.stringify({ ...good, rows: ["000.", "....", "....", "...."] }), "takuzu json: row 1 has three 0s side by side (columns 1 to 3)"],
    [
      JSON.stringify({ ...good, height: 8, rows: Array(8).fill("....") }),
      'takuzu json: under takuzu rules (no two equal rows or columns) a grid 4 wide has at most 6 rows, as only 6 different valid rows of 4 cells exist; got 4×8 (use rules "unruly", or at most 6 rows)',
    ],
  ];
  it.each(cases)("%s", (input, message) => {
    const [name, text] = thrown(() => takuzu.read(input, { format: "json" }));
    expect(name).toBe("FormatError");
    expect(text.startsWith(message)).toBe(true);
    if (!message.endsWith("(")) expect(text).toBe(message);
  });

  it("difficulty and seed may be null or absent; rules default to takuzu", () => {
    const { rules, difficulty, seed, ...bare } = good;
    expect(takuzu.read(JSON.stringify(bare), { format: "json" })).toMatchObject({ rules: "takuzu", difficulty: null, seed: null });
    expect([rules, difficulty, seed]).toEqual(["takuzu", "easy", 3]);
  });
});

describe("TakuzuGrid objects are validated like read input", () => {
  it("passed to solve and grade as plain objects", () => {
    expect(thrown(() => takuzu.solve({ width: 4, height: 4, cells: [0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2] }))).toEqual([
      "InvalidArgumentError",
      "puzzle: row 1 has three 0s side by side (columns 1 to 3)",
    ]);
    expect(thrown(() => takuzu.grade({ width: 4, height: 4, cells: [3, ...Array(15).fill(2)] }))).toEqual([
      "InvalidArgumentError",
      "puzzle: cell (0, 0) must be 0, 1 or 2 (blank), got 3",
    ]);
    expect(thrown(() => takuzu.grade({ width: 4, height: 4, cells: [2, 2] }))).toEqual([
      "InvalidArgumentError",
      "puzzle: cells must hold width·height = 16 values, got 2",
    ]);
    expect(thrown(() => takuzu.solve({ width: 3, height: 4, cells: [] }))).toEqual([
      "InvalidArgumentError",
      "puzzle: width must be an even integer from 4 to 32, got 3",
    ]);
    expect(thrown(() => takuzu.solve(null as never))).toEqual([
      "InvalidArgumentError",
      "puzzle must be a TakuzuGrid or an object with width, height and cells (read one with takuzu.read)",
    ]);
    expect(InvalidArgumentError.name).toBe("InvalidArgumentError");
  });
});

describe("a byte order mark, and inputs of many lines", () => {
  const { puzzle } = takuzu.generate({ width: 6, height: 6, seed: 1 });

  it.each(["text", "json"])("%s: a leading byte order mark is skipped, as the maze readers skip it (it was refused as a cell, or as JSON)", (format) => {
    const read = takuzu.read(`\uFEFF${takuzu.write(puzzle, format)}`, { format });
    expect(read.rows()).toEqual(puzzle.rows());
    expect(thrown(() => takuzu.read(`${takuzu.write(puzzle).slice(0, 3)}\uFEFF`))).toEqual([
      "FormatError",
      'takuzu text: line 1, column 4: "\uFEFF" is not a cell; allowed: 0, 1 and . (blank)',
    ]);
  });

  it("10^8 blank lines are read within bounds (split into lines they took 2 GB and 8 s; 5·10^8 aborted the process)", () => {
    const input = `${"\n".repeat(1e8)}0`;
    expect(withinBounds(() => takuzu.read(input))).toEqual(
      new FormatError("takuzu text", "the rows are 1 cells long; the width must be an even integer from 4 to 32", { line: 100_000_001 }),
    );
  });

  it("a block of 10^7 rows or a row of 10^7 cells is still refused by its size (cells are kept only for a puzzle's size), within bounds", () => {
    expect(withinBounds(() => takuzu.read("0101\n".repeat(1e7)))).toEqual(
      new FormatError("takuzu text", "there are 10000000 rows; the height must be an even integer from 4 to 32", { line: 10_000_000 }),
    );
    expect(withinBounds(() => takuzu.read(`${"01".repeat(5e6)}\n`.repeat(4)))).toEqual(
      new FormatError("takuzu text", "the rows are 10000000 cells long; the width must be an even integer from 4 to 32", { line: 1 }),
    );
  });
});

describe("json reader: a solution beside the rows is checked against the puzzle, as the text reader checks its block", () => {
  const { puzzle, solution } = takuzu.generate({ width: 6, height: 6, seed: 1 });
  const document = JSON.parse(takuzu.write(puzzle, "json"));
  const rows = solution.rows();
  const withSolution = (value: unknown) => JSON.stringify({ ...document, solution: value });

  it("the solution generate --format json --solution writes is accepted, and the puzzle alone read", () => {
    expect(takuzu.read(withSolution(rows), { format: "json" }).rows()).toEqual(puzzle.rows());
    expect(takuzu.read(withSolution(null), { format: "json" }).rows()).toEqual(puzzle.rows());
  });

  // Each was ignored: the reader returned the puzzle as if the file were sound.
  const cases: [unknown, string][] = [
    ["garbage", '"solution" must be an array of 6 strings (the height), or absent, got "garbage"'],
    [rows.slice(1), '"solution" must be an array of 6 strings (the height), or absent, got 5 items'],
    [[1, ...rows.slice(1)], "solution row 1 must be a string of 6 cells (the width), got 1"],
    [["1.0010", ...rows.slice(1)], 'solution row 1, column 2: "." is not 0 or 1; a solution fills every cell'],
    [["010010", ...rows.slice(1)], "solution row 1, column 1: 0 where the puzzle gives 1"],
    [rows.map((row, y) => (y === 3 ? rows[2] : row)), "the solution breaks a rule: column 1 has three 0s side by side (rows 2 to 4)"],
  ];
  it.each(cases)("%j", (value, message) => {
    expect(thrown(() => takuzu.read(withSolution(value), { format: "json" }))).toEqual(["FormatError", `takuzu json: ${message}`]);
  });
});

describe("the readers' arguments: every format's read checks its input and options; json refuses rules it would ignore", () => {
  const json = takuzu.write(takuzu.generate({ width: 6, height: 6, seed: 1 }).puzzle, "json");
  const [text, jsonFormat] = [findTakuzuFormat("text"), findTakuzuFormat("json")];

  it("a rules option json would ignore is refused: a bad name as everywhere, other rules than the file's by name (both were ignored)", () => {
    expect(thrown(() => takuzu.read(json, { format: "json", rules: "bogus" as "takuzu" }))).toEqual([
      "InvalidArgumentError",
      'rules must be one of takuzu, unruly (takuzu also as binairo, unique-lines), got "bogus"',
    ]);
    expect(thrown(() => takuzu.read(json, { format: "json", rules: "unruly" }))).toEqual([
      "InvalidArgumentError",
      'rules unruly: this json puzzle is under takuzu rules (its "rules" field); the rules option is for text puzzles, which do not name theirs',
    ]);
    expect(takuzu.read(json, { format: "json", rules: "binairo" as "takuzu" }).rules).toBe("takuzu");
    expect(takuzu.read(json, { format: "json", rules: null as never }).rules).toBe("takuzu");
  });

  it("a format's own read refuses a non-string input and bad options by name (a TypeError from inside)", () => {
    expect(thrown(() => jsonFormat.read(json, null as never))).toEqual(["InvalidArgumentError", "takuzu json's options must be an object, got null"]);
    expect(thrown(() => text.read("....\n".repeat(4), 5 as never))).toEqual(["InvalidArgumentError", "takuzu text's options must be an object, got 5"]);
    expect(thrown(() => text.read("....\n".repeat(4), { rule: "unruly" } as never))).toEqual([
      "InvalidArgumentError",
      'takuzu text\'s options: unknown key "rule" (did you mean "rules"?); allowed: rules',
    ]);
    expect(thrown(() => text.read(null as never))).toEqual(["InvalidArgumentError", "takuzu text's input must be a string, got null"]);
    expect(thrown(() => jsonFormat.read(new TextEncoder().encode(json) as never))).toEqual([
      "InvalidArgumentError",
      "takuzu json's input must be a string, got an object (Uint8Array)",
    ]);
    expect(text.read("....\n".repeat(4), { rules: "unruly" }).rules).toBe("unruly");
  });
});

describe("json reader: a document past 2^20 characters is refused before JSON.parse", () => {
  it("a 2·10^8-character array is refused by its size within bounds (JSON.parse took 2.5 GB; 5.2·10^8 aborted the process)", () => {
    const input = `[${"0,".repeat(1e8)}0]`;
    expect(withinBounds(() => takuzu.read(input, { format: "json" }))).toEqual(
      new FormatError(
        "takuzu json",
        "the document has 200000003 characters; a Takuzu json document has at most 1048576 (a 32×32 puzzle with its solution takes about 2.3 KB)",
      ),
    );
  });

  it("a 32×32 puzzle with its solution, pretty-printed, is far below the bound and read", () => {
    const { puzzle, solution } = takuzu.generate({ width: 32, height: 32, seed: 1 });
    const document = { ...JSON.parse(takuzu.write(puzzle, "json")), solution: solution.rows() };
    expect(takuzu.read(JSON.stringify(document, null, 8), { format: "json" }).rows()).toEqual(puzzle.rows());
  });
});

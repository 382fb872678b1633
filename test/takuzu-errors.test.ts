import { describe, expect, it } from "vitest";
import { InvalidArgumentError, TakuzuGrid } from "../src/node.js";
import { type TakuzuGenerateOptions, takuzu } from "../src/takuzu/index.js";

/** The error generate throws: its class name and message. */
function thrown(request: TakuzuGenerateOptions): [string, string] {
  try {
    takuzu.generate(request);
  } catch (error) {
    return [(error as Error).constructor.name, (error as Error).message];
  }
  return ["nothing", ""];
}

describe("takuzu.generate validates every input before any work", () => {
  const cases: [TakuzuGenerateOptions, string][] = [
    [{ width: 7, height: 10 }, "width must be an even integer from 4 to 32, got 7"],
    [{ width: 10, height: 2 }, "height must be an even integer from 4 to 32, got 2"],
    [{ width: 34, height: 10 }, "width must be an even integer from 4 to 32, got 34"],
    [{ width: 10.5, height: 10 }, "width must be an even integer from 4 to 32, got 10.5"],
    [{ width: "10" as unknown as number, height: 10 }, 'width must be an even integer from 4 to 32, got "10"'],
    [{ width: 10, height: 10, difficulty: "expert" as "hard" }, 'difficulty must be one of trivial, easy, normal, hard, got "expert"'],
    [
      { width: 10, height: 10, difficulty: "nromal" as "normal" },
      'difficulty must be one of trivial, easy, normal, hard, got "nromal" (did you mean "normal"?)',
    ],
    [
      { width: 10, height: 10, rules: "unrly" as "unruly" },
      'rules must be one of takuzu, unruly (takuzu also as binairo, unique-lines), got "unrly" (did you mean "unruly"?)',
    ],
    [{ width: 10, height: 10, seed: -3 }, "seed must be an integer in [0, 2^32) or a string, got -3"],
    [{ width: 10, height: 10, backend: "gpu" }, 'backend must be one of wasm, reference, got "gpu"'],
    [
      { width: 4, height: 8 },
      'under takuzu rules (no two equal rows or columns) a grid 4 wide has at most 6 rows, as only 6 different valid rows of 4 cells exist; got 4×8 (use rules "unruly", or at most 6 rows)',
    ],
    [
      { width: 32, height: 6 },
      'under takuzu rules (no two equal rows or columns) a grid 6 tall has at most 14 columns, as only 14 different valid columns of 6 cells exist; got 32×6 (use rules "unruly", or at most 14 columns)',
    ],
    [
      { width: 4, height: 4, difficulty: "normal" },
      "no 4×4 puzzle under takuzu rules is normal: none of the 2866536 uniquely solvable 4×4 puzzles needs exactly normal's deductions; choose trivial, easy, hard or a larger grid",
    ],
    [
      { width: 4, height: 4, difficulty: "hard", rules: "unruly" },
      "no 4×4 puzzle under unruly rules is hard: none of the 3195558 uniquely solvable 4×4 puzzles needs exactly hard's deductions; choose trivial, easy or a larger grid",
    ],
  ];
  it.each(cases)("%j", (request, message) => {
    expect(thrown(request)).toEqual(["InvalidArgumentError", message]);
  });

  it("aliases of the rules are accepted, and sizes at the edges work", () => {
    expect(takuzu.generate({ width: 4, height: 6, rules: "binairo" as "takuzu", seed: 1 }).puzzle.rules).toBe("takuzu");
    expect(takuzu.generate({ width: 6, height: 14, seed: 1, difficulty: "easy" }).puzzle.height).toBe(14);
    expect(takuzu.generate({ width: 4, height: 32, seed: 1, rules: "unruly" }).puzzle.height).toBe(32);
  });
});

describe("a TakuzuGrid whose cells were changed after it was made", () => {
  it.each(["wasm", "reference"] as const)("%s: solve and grade check it again and name the cell; the engine then works as usual", (backend) => {
    const { puzzle, solution } = takuzu.generate({ width: 6, height: 6, seed: 1, backend });
    const broken = takuzu.generate({ width: 6, height: 6, seed: 1, backend }).puzzle;
    (broken.cells as Uint8Array)[7] = 7;
    expect(() => takuzu.solve(broken, { backend })).toThrow(new InvalidArgumentError("puzzle: cell (1, 1) must be 0, 1 or 2 (blank), got 7"));
    expect(() => takuzu.grade(broken, { backend })).toThrow(new InvalidArgumentError("puzzle: cell (1, 1) must be 0, 1 or 2 (blank), got 7"));
    const solved = takuzu.solve(puzzle, { backend });
    expect(solved.status === "solved" && [...solved.solution.cells]).toEqual([...solution.cells]);
  });
});

describe("names inherited from Object.prototype, a grid's seed, get's coordinates and solve's levels", () => {
  const blank = { width: 4, height: 4, cells: Array(16).fill(2) };
  const rulesMessage = (got: string) => `rules must be one of takuzu, unruly (takuzu also as binairo, unique-lines), got ${got}`;

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("rules %j is refused by generate and by a grid", (name) => {
    expect(thrown({ width: 4, height: 4, rules: name as "takuzu" })).toEqual(["InvalidArgumentError", rulesMessage(JSON.stringify(name))]);
    expect(() => new TakuzuGrid({ ...blank, rules: name as "takuzu" })).toThrow(new InvalidArgumentError(`puzzle: ${rulesMessage(JSON.stringify(name))}`));
    expect(() => takuzu.read("....\n....\n....\n....\n", { rules: name as "takuzu" })).toThrow(new InvalidArgumentError(rulesMessage(JSON.stringify(name))));
  });

  it.each([
    ["abc", '"abc"'],
    [0.5, "0.5"],
    [-1, "-1"],
    [2 ** 32, "4294967296"],
    [{}, "an object (Object)"],
    [true, "true"],
    [1n, "1n (a BigInt)"],
  ] as const)("a grid's seed %s is refused", (seed, got) => {
    expect(() => new TakuzuGrid({ ...blank, seed: seed as never })).toThrow(
      new InvalidArgumentError(`puzzle: seed must be an integer in [0, 2^32) or null, got ${got}`),
    );
  });

  it("a grid's seed may be null, omitted or a 32-bit integer", () => {
    expect(new TakuzuGrid({ ...blank, seed: null }).seed).toBe(null);
    expect(new TakuzuGrid(blank).seed).toBe(null);
    expect(new TakuzuGrid({ ...blank, seed: 2 ** 32 - 1 }).seed).toBe(2 ** 32 - 1);
  });

  it.each([
    [Symbol("s"), 0, "cell (Symbol(s), 0)"],
    [Object.create(null), 0, "cell (an object (Object), 0)"],
    [4, 0, "cell (4, 0)"],
    [0, "1", 'cell (0, "1")'],
  ] as const)("get(%s, %s) names the cell", (x, y, cell) => {
    const grid = new TakuzuGrid(blank);
    expect(() => grid.get(x as never, y as never)).toThrow(
      new InvalidArgumentError(`${cell} is outside the 4×4 grid: x must be an integer from 0 to 3, y from 0 to 3`),
    );
  });

  it.each(["wasm", "reference"] as const)("%s: solve refuses a bad levels as grade does", (backend) => {
    const { puzzle } = takuzu.generate({ width: 6, height: 6, seed: 1, backend });
    for (const [levels, got] of [
      ["tatham", '"tatham"'],
      [1, "1"],
      [{}, "an object (Object)"],
      ["constructor", '"constructor"'],
    ] as const) {
      const expected = new InvalidArgumentError(`levels must be one of daedalus, unruly, got ${got}`);
      expect(() => takuzu.solve(puzzle, { backend, levels: levels as never })).toThrow(expected);
      expect(() => takuzu.grade(puzzle, { backend, levels: levels as never })).toThrow(expected);
    }
    expect(takuzu.solve(puzzle, { backend, levels: "unruly" }).status).toBe("solved");
  });
});

describe("a grid's init read once: getters and Proxies answering a later read differently", () => {
  it("a width answering 4 then 6 builds the 4-wide grid checked, read once (the checks saw 4, the rest 6; 4 then 10^9 ran the process out of memory)", () => {
    let reads = 0;
    const init = {
      get width() {
        return reads++ === 0 ? 4 : 6;
      },
      height: 4,
      cells: Array(16).fill(2),
    };
    const grid = new TakuzuGrid(init);
    expect([grid.width, reads]).toEqual([4, 1]);
  });

  /** 36 blanks, but cell 5 answers `late` from its fourth read on (the check read each cell up to three times, the copy once more). */
  function lateCells(late: unknown): number[] {
    let reads = 0;
    return new Proxy(Array(36).fill(2), {
      get: (target, key, receiver) => (key === "5" ? (++reads > 3 ? late : 2) : Reflect.get(target, key, receiver)),
    });
  }

  it.each(["wasm", "reference"] as const)(
    "%s: a cell answering 2 to the check and 7 to the copy is one blank (the core trapped, the reference never returned)",
    (backend) => {
      expect([...new TakuzuGrid({ width: 6, height: 6, cells: lateCells(7) }).cells]).toEqual(Array(36).fill(2));
      expect(takuzu.solve({ width: 6, height: 6, cells: lateCells(7) }, { backend }).status).toBe("multiple-solutions");
      expect(takuzu.grade({ width: 6, height: 6, cells: lateCells(7) }, { backend })).toBe("multiple-solutions");
      const { puzzle } = takuzu.generate({ width: 6, height: 6, seed: 1, backend });
      expect(takuzu.grade(puzzle, { backend })).toBe("normal");
    },
  );
});

describe("a grid changed after it was made is checked again when written or read", () => {
  const made = () => takuzu.generate({ width: 4, height: 4, seed: 1, difficulty: "easy" }).puzzle;

  it.each(["text", "json"])('takuzu.write(%s) names a changed cell (it wrote the row as "undefined...")', (format) => {
    const grid = made();
    (grid.cells as Uint8Array)[0] = 7;
    expect(() => takuzu.write(grid, format)).toThrow(new InvalidArgumentError("takuzu.write's grid: cell (0, 0) must be 0, 1 or 2 (blank), got 7"));
    expect(() => takuzu.formats.find((entry) => entry.name === format)!.write(grid)).toThrow(
      new InvalidArgumentError(`takuzu ${format}'s grid: cell (0, 0) must be 0, 1 or 2 (blank), got 7`),
    );
    expect(() => grid.toString()).toThrow(new InvalidArgumentError("grid: cell (0, 0) must be 0, 1 or 2 (blank), got 7"));
    expect(() => grid.get(0, 0)).toThrow(new InvalidArgumentError("grid: cell (0, 0) must be 0, 1 or 2 (blank), got 7"));
  });

  it("blanks names cells replaced by something else (a TypeError from reduce) or holding 7 (counted as a given)", () => {
    const replaced = made();
    (replaced as { cells: unknown }).cells = "abc";
    expect(() => replaced.blanks).toThrow(new InvalidArgumentError('grid: cells must be an array of 0, 1 and 2 (blank), got "abc"'));
    const seven = made();
    (seven.cells as Uint8Array)[0] = 7;
    expect(() => seven.blanks).toThrow(new InvalidArgumentError("grid: cell (0, 0) must be 0, 1 or 2 (blank), got 7"));
    expect(made().blanks).toBe(12);
  });

  it("a changed width, cells, seed or rules is named, never written into a file the reader refuses", () => {
    const wider = made();
    (wider as { width: number }).width = 6;
    expect(() => takuzu.write(wider)).toThrow(new InvalidArgumentError("takuzu.write's grid: cells must hold width·height = 24 values, got 16"));
    const emptied = made();
    (emptied as { cells: Uint8Array }).cells = new Uint8Array(0);
    expect(() => takuzu.write(emptied)).toThrow(new InvalidArgumentError("takuzu.write's grid: cells must hold width·height = 16 values, got 0"));
    const seeded = made();
    (seeded as { seed: number }).seed = -5;
    expect(() => takuzu.write(seeded, "json")).toThrow(new InvalidArgumentError("takuzu.write's grid: seed must be an integer in [0, 2^32) or null, got -5"));
    const ruled = made();
    (ruled as { rules: string }).rules = "bogus";
    expect(() => takuzu.write(ruled, "json")).toThrow(
      new InvalidArgumentError('takuzu.write\'s grid: rules must be one of takuzu, unruly (takuzu also as binairo, unique-lines), got "bogus"'),
    );
    expect(() => takuzu.formats[0]!.write({} as TakuzuGrid)).toThrow(
      new InvalidArgumentError("takuzu text's grid must be a TakuzuGrid, got an object (Object)"),
    );
    expect(takuzu.write(made(), "json")).toBe(
      '{"format":"daedalus-takuzu/1","width":4,"height":4,"rules":"takuzu","difficulty":"easy","seed":1,"rows":["....",".0..","..11","..1."]}\n',
    );
  });
});

describe("the lists takuzu hands out are the checks' own, frozen", () => {
  it("a push to takuzu.difficulties, a write to ruleSets or to a format cannot make a name valid the core has no code for", () => {
    // A pushed "impossible" reached the core as level 4; a ruleSets[1] = "foo" made grids under rules "foo".
    expect(() => (takuzu.difficulties as unknown as string[]).push("impossible")).toThrow(TypeError);
    expect(() => {
      (takuzu.ruleSets as unknown as string[])[1] = "foo";
    }).toThrow(TypeError);
    expect(() => (takuzu.levelSystems as unknown as string[]).pop()).toThrow(TypeError);
    expect(() => (takuzu.formats as unknown as unknown[]).push({})).toThrow(TypeError);
    expect(() => {
      (takuzu.formats[0] as { read: unknown }).read = () => undefined;
    }).toThrow(TypeError);
    expect(() => {
      (takuzu as { generate: unknown }).generate = () => undefined;
    }).toThrow(TypeError);
    expect([takuzu.difficulties, takuzu.ruleSets, takuzu.levelSystems]).toEqual([
      ["trivial", "easy", "normal", "hard"],
      ["takuzu", "unruly"],
      ["daedalus", "unruly"],
    ]);
    expect(thrown({ width: 6, height: 6, difficulty: "impossible" as "hard" })).toEqual([
      "InvalidArgumentError",
      'difficulty must be one of trivial, easy, normal, hard, got "impossible"',
    ]);
  });
});

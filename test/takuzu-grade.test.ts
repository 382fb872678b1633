import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "../src/node.js";
import { findGivenProblem } from "../src/takuzu/check.js";
import { type TakuzuGrade, TakuzuGrid, type TakuzuRules, takuzu } from "../src/takuzu/index.js";
import { allGrids, BLANK, countMatching, solvesAt } from "./support/takuzu.js";

const levels = ["trivial", "easy", "normal", "hard"] as const;

/** The grade by the independent oracles: brute-force count, then the lowest level whose deductions solve it. */
function expectedGrade(width: number, height: number, cells: Uint8Array, rules: TakuzuRules, grids: readonly Uint8Array[]): TakuzuGrade {
  const count = countMatching(cells, grids);
  if (count === 0) return "no-solution";
  if (count === 2) return "multiple-solutions";
  return levels.find((_, level) => solvesAt(width, height, cells, rules, level)) ?? "beyond-hard";
}

/** A puzzle from a valid grid: blanks where `blanked` says, one given flipped when `flip` names a given cell. */
function puzzleFrom(grid: Uint8Array, blanked: readonly boolean[], flip: number): Uint8Array {
  const cells = grid.map((value, i) => (blanked[i] ? BLANK : value));
  if (cells[flip] !== BLANK) cells[flip] = 1 - cells[flip]!;
  return cells;
}

describe.each([
  [6, 6],
  [4, 6],
  [6, 4],
] as const)("grade and solve on random %i×%i puzzles agree with brute force and the independent solver", (width, height) => {
  for (const rules of ["takuzu", "unruly"] as const) {
    it(`${rules} rules, both backends (property)`, () => {
      const grids = allGrids(width, height, rules);
      const cellCount = width * height;
      fc.assert(
        fc.property(
          fc.nat({ max: grids.length - 1 }),
          fc.array(fc.boolean(), { minLength: cellCount, maxLength: cellCount }),
          fc.integer({ min: -cellCount, max: cellCount - 1 }),
          (gridIndex, blanked, flip) => {
            const cells = puzzleFrom(grids[gridIndex]!, blanked, flip);
            fc.pre(findGivenProblem(width, height, cells, rules) === undefined);
            const puzzle = new TakuzuGrid({ width, height, cells, rules });
            const expected = expectedGrade(width, height, cells, rules, grids);
            for (const backend of ["wasm", "reference"]) {
              expect(takuzu.grade(puzzle, { backend })).toBe(expected);
              const solved = takuzu.solve(puzzle, { backend });
              const status = expected === "no-solution" || expected === "multiple-solutions" ? expected : "solved";
              expect(solved.status).toBe(status);
              const found = solved.status === "solved" ? [solved.solution] : solved.status === "multiple-solutions" ? solved.solutions : [];
              for (const solution of found) expect(countMatching(puzzle.cells, [solution.cells])).toBe(1);
              if (solved.status === "solved") expect(countMatching(solved.solution.cells, grids)).toBe(1);
              if (solved.status === "multiple-solutions") expect(solved.solutions[0].cells).not.toEqual(solved.solutions[1].cells);
            }
          },
        ),
        { numRuns: 150 },
      );
    });
  }
});

describe("grade on larger random puzzles agrees with the independent solver", () => {
  it("8×8, carved from generated solutions at random densities (property)", () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 0xffffffff }),
        fc.constantFrom("takuzu", "unruly"),
        fc.integer({ min: 30, max: 75 }),
        fc.nat({ max: 0xffffffff }),
        (seed, rules, percent, mix) => {
          const { solution } = takuzu.generate({ width: 8, height: 8, seed, rules, difficulty: "trivial" });
          const blanked = Array.from({ length: 64 }, (_, i) => ((Math.imul(i + 1, 0x9e3779b1) ^ mix) >>> 0) % 100 < percent);
          const puzzle = new TakuzuGrid({ width: 8, height: 8, cells: puzzleFrom(solution.cells, blanked, -1), rules });
          const grade = takuzu.grade(puzzle);
          const solved = takuzu.solve(puzzle);
          expect(solved.status === "solved" || solved.status === "multiple-solutions").toBe(true);
          if (solved.status === "multiple-solutions") {
            expect(grade).toBe("multiple-solutions");
            return;
          }
          const lowest = levels.find((_, level) => solvesAt(8, 8, puzzle.cells, rules, level)) ?? "beyond-hard";
          expect(grade).toBe(lowest);
          expect(solved.status === "solved" && solved.solution.cells).toEqual(solution.cells);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("solve and grade on known puzzles", () => {
  it("an empty board has several solutions, shown by two different valid grids", () => {
    for (const [width, height] of [
      [4, 4],
      [10, 10],
      [32, 32],
      [32, 8],
    ] as const) {
      const empty = new TakuzuGrid({ width, height, cells: new Uint8Array(width * height).fill(BLANK) });
      const solved = takuzu.solve(empty);
      expect(solved.status).toBe("multiple-solutions");
      expect(takuzu.grade(empty)).toBe("multiple-solutions");
    }
  });

  it("givens that break no rule on their own but admit no solution (brute force agrees)", () => {
    const examples = [
      { rules: "takuzu", rows: ["....1.", "11....", ".....0", "1....0", "1.....", "...0.."] },
      { rules: "unruly", rows: ["0...1.", "......", ".....1", ".01...", "0.....", "0.1..0"] },
    ] as const;
    for (const { rules, rows } of examples) {
      const puzzle = takuzu.read(rows.join("\n"), { rules });
      expect(countMatching(puzzle.cells, allGrids(6, 6, rules))).toBe(0);
      for (const backend of ["wasm", "reference"]) {
        expect(takuzu.grade(puzzle, { backend })).toBe("no-solution");
        expect(takuzu.solve(puzzle, { backend })).toEqual({ status: "no-solution" });
      }
    }
  });

  it("unique puzzles that hard's deductions cannot finish grade beyond-hard", () => {
    const examples = [
      {
        rules: "takuzu",
        rows: [
          ".0..0.00..0.",
          "....0...1...",
          "10........01",
          ".0..0...1...",
          ".....1..1...",
          ".......0....",
          "...........1",
          "...1.....0.1",
          "0..1........",
          ".....1...1.1",
          "....0....1..",
          ".....00....0",
        ],
      },
      {
        rules: "unruly",
        rows: [
          ".1..00...0.0",
          "11.....1....",
          "...1.1..10..",
          "....0......1",
          "..........0.",
          ".....0..0...",
          ".0.0.......1",
          "1...........",
          ".0..........",
          "...1......0.",
          ".....1.11..1",
          "...1...0...1",
        ],
      },
    ] as const;
    for (const { rules, rows } of examples) {
      const puzzle = takuzu.read(rows.join("\n"), { rules });
      expect(solvesAt(12, 12, puzzle.cells, rules, 3)).toBe(false);
      for (const backend of ["wasm", "reference"]) {
        expect(takuzu.grade(puzzle, { backend })).toBe("beyond-hard");
        const solved = takuzu.solve(puzzle, { backend });
        expect(solved.status).toBe("solved");
        if (solved.status === "solved") expect(countMatching(puzzle.cells, [solved.solution.cells])).toBe(1);
      }
    }
  });

  it("a full valid grid is its own solution and grades trivial", () => {
    const { solution } = takuzu.generate({ width: 6, height: 6, seed: 3 });
    const solved = takuzu.solve(solution);
    expect(solved.status === "solved" && solved.solution.cells).toEqual(solution.cells);
    expect(takuzu.grade(solution)).toBe("trivial");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "../src/node.js";
import { TakuzuGrid, takuzu } from "../src/takuzu/index.js";
import { gridProblem, levelProblem } from "../src/takuzu/sizes.js";
import { BLANK } from "./support/takuzu.js";

const side = fc.integer({ min: 2, max: 8 }).map((half) => 2 * half);
const difficulty = fc.constantFrom("trivial", "easy", "normal", "hard" as const);
const rules = fc.constantFrom("takuzu", "unruly" as const);

/** What generate gives on a backend: the two grids' bytes, or the error message. */
function outcome(request: Parameters<typeof takuzu.generate>[0]): string {
  try {
    const { puzzle, solution } = takuzu.generate(request);
    return `${puzzle.toString()}\n${solution.toString()}`;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("Takuzu: Wasm == reference", () => {
  it("generate gives the same puzzle and solution for sizes 4–16, every level and rule set (property)", () => {
    fc.assert(
      fc.property(side, side, fc.nat({ max: 0xffffffff }), difficulty, rules, (width, height, seed, level, ruleSet) => {
        fc.pre(gridProblem(width, height, ruleSet) === undefined && levelProblem(width, height, ruleSet, level) === undefined);
        const request = { width, height, seed, difficulty: level, rules: ruleSet };
        expect(outcome({ ...request, backend: "reference" })).toBe(outcome({ ...request, backend: "wasm" }));
      }),
      { numRuns: 60 },
    );
  });

  it("generate agrees at 20×20 hard and 30×30 normal, where long runs of draws must stay in step", () => {
    for (const [width, height, level] of [
      [20, 20, "hard"],
      [30, 30, "normal"],
      [32, 32, "easy"],
    ] as const) {
      const request = { width, height, seed: 11, difficulty: level };
      expect(outcome({ ...request, backend: "reference" })).toBe(outcome({ ...request, backend: "wasm" }));
    }
  });

  it("solve and grade agree on puzzles carved at random from generated grids (property)", () => {
    fc.assert(
      fc.property(side, side, fc.nat({ max: 0xffffffff }), rules, fc.integer({ min: 20, max: 95 }), (width, height, seed, ruleSet, percent) => {
        fc.pre(gridProblem(width, height, ruleSet) === undefined);
        const { solution } = takuzu.generate({ width, height, seed, rules: ruleSet, difficulty: "trivial" });
        const cells = solution.cells.map((value, i) => (((Math.imul(i + 1, 0x9e3779b1) ^ seed) >>> 0) % 100 < percent ? BLANK : value));
        const puzzle = new TakuzuGrid({ width, height, cells, rules: ruleSet });
        expect(takuzu.grade(puzzle, { backend: "reference" })).toBe(takuzu.grade(puzzle, { backend: "wasm" }));
        const fromWasm = takuzu.solve(puzzle, { backend: "wasm" });
        const fromReference = takuzu.solve(puzzle, { backend: "reference" });
        expect(fromReference.status).toBe(fromWasm.status);
        const grids = (result: typeof fromWasm) =>
          (result.status === "solved" ? [result.solution] : result.status === "multiple-solutions" ? result.solutions : []).map(String);
        expect(grids(fromReference)).toEqual(grids(fromWasm));
      }),
      { numRuns: 60 },
    );
  });
});

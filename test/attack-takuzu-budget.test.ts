// A Takuzu puzzle built to defeat the complete solver (a generated 32×32 hard puzzle with one given flipped: every
// local rule still holds) used to keep solve and grade searching for a minute; they now stop at the documented
// budget with a named error, and the engine works as usual afterwards.

import { afterEach, expect, it } from "vitest";
import { BudgetError, takuzu } from "../src/node.js";
import { expectHealthy, withinBounds } from "./support/bounded.js";

afterEach(expectHealthy);

/** The puzzle of the report: seed 1's 32×32 hard puzzle, given 35 flipped. */
function defeating(): { width: number; height: number; cells: number[] } {
  const { puzzle } = takuzu.generate({ width: 32, height: 32, difficulty: "hard", seed: 1 });
  const cells = [...puzzle.cells];
  expect(cells[35]).not.toBe(2);
  cells[35]! ^= 1;
  return { width: 32, height: 32, cells };
}

const message = (verb: string) =>
  `takuzu ${verb}: the search spent its budget of 2097152 dead ends on this 32×32 puzzle without settling whether it has one solution, none or several ` +
  "(puzzles built to defeat the search can take it; real ones settle far sooner)";

it("solve and grade stop at the search budget with a BudgetError, and the engine then answers a real puzzle", () => {
  const puzzle = defeating();
  expect(withinBounds(() => takuzu.solve(puzzle))).toEqual(new BudgetError(message("solve")));
  expect(withinBounds(() => takuzu.grade(puzzle))).toEqual(new BudgetError(message("grade")));
  const { puzzle: real, solution } = takuzu.generate({ width: 14, height: 14, difficulty: "hard", seed: 5 });
  const solved = takuzu.solve(real);
  expect(solved.status === "solved" && [...solved.solution.cells]).toEqual([...solution.cells]);
  expect(takuzu.grade(real)).toBe("hard");
});

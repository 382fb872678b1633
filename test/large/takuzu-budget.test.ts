// The reference reaches the same verdict as the core on the puzzle that defeats the search (about 5 s of search each).

import { expect, it } from "vitest";
import { BudgetError, takuzu } from "../../src/node.js";

it("the reference backend stops solve and grade at the same budget as the core", () => {
  const { puzzle } = takuzu.generate({ width: 32, height: 32, difficulty: "hard", seed: 1 });
  const cells = [...puzzle.cells];
  cells[35]! ^= 1;
  const defeating = { width: 32, height: 32, cells };
  expect(() => takuzu.solve(defeating, { backend: "reference" })).toThrow(BudgetError);
  expect(() => takuzu.grade(defeating, { backend: "reference" })).toThrow(BudgetError);
});

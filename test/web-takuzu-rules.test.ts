// The page's Takuzu rules (src/web/takuzu-rules.ts) against the library: every hint is the solution's digit (on
// puzzles of every level and both rule sets), hints alone solve the trivial and easy puzzles (whose levels are
// made of these deductions), a solution breaks no rule, and a planted break is marked.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { takuzu } from "../src/node.js";
import { BLANK, nextDeduction, violations } from "../src/web/takuzu-rules.js";

const puzzles = fc.record({
  side: fc.constantFrom(4, 6, 8, 10, 12),
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  difficulty: fc.constantFrom("trivial", "easy", "normal", "hard") as fc.Arbitrary<"trivial" | "easy" | "normal" | "hard">,
  rules: fc.constantFrom("takuzu", "unruly") as fc.Arbitrary<"takuzu" | "unruly">,
});

describe("the page's Takuzu rules", () => {
  it("every hint is the solution's digit; hints alone finish trivial and easy puzzles", () => {
    let checked = 0;
    fc.assert(
      fc.property(puzzles, ({ side, seed, difficulty, rules }) => {
        let made: ReturnType<typeof takuzu.generate>;
        try {
          made = takuzu.generate({ width: side, height: side, seed, difficulty, rules });
        } catch {
          return; // no puzzle of that level at that size and seed
        }
        const cells = made.puzzle.cells.slice();
        const unique = rules === "takuzu";
        for (let hint = nextDeduction(cells, side, side, unique); hint; hint = nextDeduction(cells, side, side, unique)) {
          expect(cells[hint.index]).toBe(BLANK);
          expect(hint.digit).toBe(made.solution.cells[hint.index]);
          cells[hint.index] = hint.digit;
        }
        if (difficulty === "trivial" || difficulty === "easy") expect(cells).toEqual(made.solution.cells);
        expect(violations(made.solution.cells, side, side, unique).size).toBe(0);
        checked++;
      }),
      { numRuns: 150 },
    );
    // Most settings have puzzles (hard ones are rare on small grids): the property ran on real puzzles.
    expect(checked).toBeGreaterThan(75);
  });

  it("marks three equal side by side, an over-full line, and two equal full rows under the takuzu rules", () => {
    const B = BLANK;
    // 4×4, row-major.
    const three = Uint8Array.from([0, 0, 0, B, B, B, B, B, B, B, B, B, B, B, B, B]);
    expect([...violations(three, 4, 4, true)].sort((a, b) => a - b)).toEqual([0, 1, 2]);
    const full = Uint8Array.from([1, B, 1, 1, B, B, B, B, B, B, B, B, B, B, B, B]);
    expect([...violations(full, 4, 4, true)].sort((a, b) => a - b)).toEqual([0, 2, 3]);
    const twins = Uint8Array.from([0, 1, 1, 0, 0, 1, 1, 0, B, B, B, B, B, B, B, B]);
    expect([...violations(twins, 4, 4, true)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(violations(twins, 4, 4, false).size).toBe(0);
  });
});

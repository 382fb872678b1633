import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as contract from "../src/grid/octile.js";
import * as reference from "../src/reference/gridmap/layout.js";

const core = readFileSync(new URL("../assembly/gridmap/layout.ts", import.meta.url), "utf8");
const coreConstant = (name: string) => Number(new RegExp(`export const ${name}: \\w+ = (\\w+);`).exec(core)?.[1]);
const coreArray = (name: string) => JSON.parse(new RegExp(`const ${name}: usize = memory\\.data<i32>\\((\\[[^\\]]*\\])\\)`).exec(core)?.[1] ?? "null");

describe("the grid-map contract: src/grid/octile.ts, the reference's copy and the core's agree", () => {
  it.each([
    "BLOCKED",
    "LAND",
    "WATER",
    "SOLVER_ASTAR",
    "SOLVER_JPS",
    "SOLVER_BFS4",
    "NOT_REACHED",
    "PROBLEM_WORDS",
    "RESULT_WORDS",
    "WORK_BYTES_PER_CELL",
  ] as const)("%s", (name) => {
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: each listed constant by name, in a test (no bundle).
    expect(reference[name]).toBe(contract[name]);
    // biome-ignore lint/performance/noDynamicNamespaceImportAccess: as above.
    expect(coreConstant(name)).toBe(contract[name]);
  });

  it("the moves", () => {
    expect([...reference.MOVE_DX]).toEqual(contract.MOVE_DX);
    expect([...reference.MOVE_DY]).toEqual(contract.MOVE_DY);
    expect(coreArray("MOVE_DX")).toEqual(contract.MOVE_DX);
    expect(coreArray("MOVE_DY")).toEqual(contract.MOVE_DY);
  });

  it("the layout of a call and the exact comparison of costs", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.nat(100_000), (width, height, count) => {
        const { total: _, ...offsets } = contract.gridMapLayout(width, height, count);
        expect(reference.layoutOf(width, height, count)).toEqual(offsets);
      }),
    );
    fc.assert(
      fc.property(fc.nat(2 ** 25), fc.nat(2 ** 25), fc.nat(2 ** 25), fc.nat(2 ** 25), (s1, d1, s2, d2) => {
        const exact = contract.compareCosts(s1, d1, s2, d2);
        expect(reference.compareCosts(s1, d1, s2, d2)).toBe(exact);
        expect(contract.compareCosts(s2, d2, s1, d1)).toBe(-exact);
        // Where doubles tell the two apart by far, they agree with the exact order.
        const difference = s1 + d1 * Math.SQRT2 - (s2 + d2 * Math.SQRT2);
        if (Math.abs(difference) > 1e-3) expect(exact).toBe(Math.sign(difference));
      }),
    );
  });
});

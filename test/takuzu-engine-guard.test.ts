// A backend object's Takuzu engine (getBackend(name).takuzu) checks each call's numbers against the core's ranges:
// used directly, outside them, a 34×34 solve never returned and a 0×0 grade answered "trivial". After a refusal the
// engine still answers as before.

import { describe, expect, it } from "vitest";
import { getBackend } from "../src/node.js";
import { refused } from "./support/refused.js";

describe.each(["wasm", "reference"] as const)("the %s backend's Takuzu engine", (name) => {
  const engine = getBackend(name).takuzu;
  const blanks = (cells: number) => new Uint8Array(cells).fill(2);

  it("refuses sizes, rules, cells, seeds and levels outside the core's ranges, by name", () => {
    const side = "an even integer from 4 to 32";
    refused(() => engine.solve(blanks(34 * 34), 34, 34, 1), `takuzu engine solve: width must be ${side}, got 34`);
    refused(() => engine.grade(blanks(0), 0, 0, 1), `takuzu engine grade: width must be ${side}, got 0`);
    refused(() => engine.grade(blanks(24), 4, 6.5, 1), `takuzu engine grade: height must be ${side}, got 6.5`);
    refused(() => engine.solve(blanks(16), 4, 4, 4), "takuzu engine solve: rules must be a bit set of 3 (0 to 3), got 4");
    refused(() => engine.solve(blanks(15), 4, 4, 1), "takuzu engine solve: cells must be a Uint8Array of width × height = 16 bytes, got 15 bytes");
    const seven = blanks(16);
    seven[5] = 7;
    refused(() => engine.grade(seven, 4, 4, 1), "takuzu engine grade: cells[5] must be 0, 1 or 2 (blank), got 7");
    refused(() => engine.generate(6, 6, -1, 1, 1), "takuzu engine generate: seed must be an integer from 0 to 2^32 − 1, got -1");
    refused(() => engine.generate(6, 6, 1, 4, 1), "takuzu engine generate: level must be an integer from 0 to 3, got 4");
  });

  it("answers as before after a refusal", () => {
    const made = engine.generate(6, 6, 7, 1, 1);
    expect(() => engine.solve(blanks(34 * 34), 34, 34, 1)).toThrow();
    const solved = engine.solve(made.puzzle, 6, 6, 1);
    expect([made.status, solved.count, solved.solutions[0]]).toEqual([0, 1, made.solution]);
  });
});

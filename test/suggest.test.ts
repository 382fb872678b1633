import { describe, expect, it } from "vitest";
import { editDistance, suggest } from "../src/base/names.js";

describe("suggest", () => {
  it.each([
    ["kitten", "sitting", 3],
    ["jsno", "json", 1],
    ["kruskall", "kruskal", 1],
    ["", "abc", 3],
    ["same", "same", 0],
  ])("editDistance(%s, %s) = %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
  });

  it("names the closest candidate only when it is close", () => {
    expect(suggest("kruskall", ["kruskal", "prim"])).toBe(' (did you mean "kruskal"?)');
    expect(suggest("zzzz", ["kruskal", "prim"])).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { adopt, findRoot, initSets, unite } from "../src/reference/unionfind.js";

describe("the shared union-find (reference; the Wasm core's must agree through the generators)", () => {
  it("starts with singletons: every entry is a root of size 1", () => {
    const parent = new Int32Array(5);
    initSets(parent);
    expect(Array.from(parent)).toEqual([-1, -1, -1, -1, -1]);
    expect(findRoot(parent, 3)).toBe(3);
  });

  it("unites by size: the larger set's root stays root, the first root wins ties, sizes add up", () => {
    const parent = new Int32Array(6);
    initSets(parent);
    expect(unite(parent, 0, 1)).toBe(0);
    expect(unite(parent, 2, 0)).toBe(0);
    expect(Array.from(parent.subarray(0, 3))).toEqual([-3, 0, 0]);
    expect(unite(parent, 3, 4)).toBe(3);
    expect(unite(parent, 3, 0)).toBe(0);
    expect(parent[0]).toBe(-5);
    expect([0, 1, 2, 3, 4].map((x) => findRoot(parent, x))).toEqual([0, 0, 0, 0, 0]);
    expect(findRoot(parent, 5)).toBe(5);
  });

  it("halves the path: every other node on it now points at its grandparent", () => {
    // A chain 4 → 3 → 2 → 1 → 0 (root of size 5), built by hand.
    const parent = Int32Array.of(-5, 0, 1, 2, 3);
    expect(findRoot(parent, 4)).toBe(0);
    expect(Array.from(parent)).toEqual([-5, 0, 0, 2, 2]);
  });

  it("adopts a fresh singleton under a root and counts it", () => {
    const parent = new Int32Array(3);
    initSets(parent);
    adopt(parent, 2, 0);
    expect(Array.from(parent)).toEqual([2, -1, -2]);
  });
});

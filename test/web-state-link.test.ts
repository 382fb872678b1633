// A link's settings as the page reads them (src/web/state.ts, run in Node): every value the page keeps is one the
// generator takes, and a refused topology does not leave its size behind.

import { describe, expect, it } from "vitest";
import { parseState } from "../src/web/state.js";

describe("the page's link", () => {
  it.each([
    ["algorithm=sidewinder&o.p=0x1", 'o.p: must be a number in [0, 1], got "0x1"'],
    ["algorithm=sidewinder&o.p=1e-400", 'o.p: must be a number in [0, 1], got "1e-400"'],
    ["algorithm=growing-forest&o.trees=1.5", 'o.trees: must be an integer, got "1.5"'],
  ])("refuses an option the generator would refuse: %s", (search, problem) => {
    const { state, problems } = parseState(`?${search}`);
    expect(problems).toEqual([problem]);
    expect(state.maze.options).toEqual({});
  });

  it("refuses a growing-tree policy the generator would refuse, and keeps one it takes", () => {
    const bad = parseState("?algorithm=growing-tree&o.policy=bogus");
    expect(bad.problems).toHaveLength(1);
    expect(bad.problems[0]).toMatch(/^o\.policy: .*, got "bogus"$/);
    expect(parseState("?algorithm=growing-tree&o.policy=newest:3,random:1")).toMatchObject({
      problems: [],
      state: { maze: { options: { policy: "newest:3,random:1" } } },
    });
  });

  it("falls back to the square grid at its default size when a topology's size is refused", () => {
    const { state, problems } = parseState("?topology=hex&width=8000&height=8000");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^topology: /);
    expect([state.maze.topology, state.maze.width, state.maze.height]).toEqual(["square", 40, 30]);
  });

  it("cuts an unknown setting's name in its message", () => {
    const { problems } = parseState(`?${"k".repeat(12_000)}=1`);
    expect(problems[0]!.length).toBeLessThan(600);
    expect(problems[0]).toMatch(/^unknown setting "k{40}…"; settings: /);
  });

  it("refuses a setting given twice (neither value is picked), each by name", () => {
    const { state, problems } = parseState("?width=10&width=20&o.p=0.5&algorithm=sidewinder&o.p=0.2&seed=3");
    expect(problems).toEqual(["width: given 2 times; a link gives each setting once", "o.p: given 2 times; a link gives each setting once"]);
    expect([state.maze.width, state.maze.options, state.maze.seed]).toEqual([40, {}, "3"]);
  });

  it("names a few of many unknown settings in one problem, not one problem each", () => {
    const { problems } = parseState(`?${Array.from({ length: 3000 }, (_, k) => `k${k}=1`).join("&")}`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^unknown settings "k0", "k1", "k2", "k3", "k4" and 2995 more; settings: tab, /);
  });
});

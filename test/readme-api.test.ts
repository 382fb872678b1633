// The README's API examples run as written and print what their comments say (test/support/readme-examples.ts):
// the first steps, solving and analysis, a maze's memory (also run by readme-adapters), and cancelling a long
// generation from onProgress, and a thin walk stopped from it. The streaming examples (10^13 cells)
// are not run.

import { describe, expect, it } from "vitest";
import { checkedLines, examples, runExample } from "./support/readme-examples.js";

const api = examples("## API").filter((block) => checkedLines(block).length > 0);
const large = examples("## Very large mazes").filter((block) => checkedLines(block).length > 0);

describe("the README's API examples", () => {
  it("checks the first steps, solving and analysis, a maze's memory, and cancellation", () => {
    const imports = api.map((block) => /import \{([^}]*)\}/.exec(block)?.[1]?.trim() ?? "");
    expect(imports).toHaveLength(3);
    expect(imports[0]).toBe("generate, Maze");
    expect(imports[1]).toMatch(/^solve, distances, longestPath, stats, braid, /);
    expect(imports[2]).toBe("generate");
    expect(large.length).toBe(2);
    expect(large[0]).toContain("onProgress");
    expect(large[1]).toContain('algorithm: "aldous-broder", width: 100_000, height: 1');
  });

  it.each([...api, ...large].map((block, i) => [i + 1, block] as const))("example %i runs and prints what its comments say", async (i, block) => {
    expect(await runExample(`api-${i}`, block)).toEqual(checkedLines(block));
  });
});

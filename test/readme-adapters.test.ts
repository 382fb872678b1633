// The README's "Use it as a backend" and "Where a maze's cells live" examples run as written and print what their
// comments say (test/support/readme-examples.ts).

import { describe, expect, it } from "vitest";
import { checkedLines, examples, runExample } from "./support/readme-examples.js";

const blocks = examples("## Use it as a backend");
const memoryBlocks = examples("### Where a maze's cells live");

describe("the README's adapter examples", () => {
  it("has one example per adapter, each importing from daedalus", () => {
    expect(blocks.length).toBe(4);
    for (const [i, name] of ["DaedalusMaze", "generateMaze", "tileGrid", "toNpy"].entries()) {
      expect(blocks[i]).toMatch(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from "daedalus-maze";`));
    }
  });

  it("has one example of a maze's memory", () => {
    expect(memoryBlocks.length).toBe(1);
  });

  it.each([...blocks, ...memoryBlocks].map((block, i) => [i + 1, block] as const))("example %i runs and prints what its comments say", async (i, block) => {
    const expected = checkedLines(block);
    expect(expected.length, "an example prints at least one checked line").toBeGreaterThan(0);
    expect(await runExample(`example-${i}`, block)).toEqual(expected);
  });
});

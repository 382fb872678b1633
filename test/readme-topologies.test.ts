// The README's "Other grids" examples (topologies, and masks on them) run as written (with "daedalus-maze" pointed at
// src/node.ts) and print what their comments say: every `console.log(…); // text` line must print `text`.

import { describe, expect, it } from "vitest";
import { checkedLines, examples, runExample } from "./support/readme-examples.js";

describe("the README's Other grids examples", () => {
  it("exist, and run printing what their comments say", async () => {
    const blocks = examples("## Other grids");
    expect(blocks.length).toBe(2);
    const counts = [6, 2];
    for (const [i, block] of blocks.entries()) {
      const expected = checkedLines(block);
      expect(expected.length).toBe(counts[i]);
      expect(await runExample(`topologies-${i}`, block)).toEqual(expected);
    }
  });
});

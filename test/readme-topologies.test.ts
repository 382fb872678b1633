// The README's "Other grids" example runs as written (with "daedalus-maze" pointed at src/node.ts) and prints what its
// comments say: every `console.log(…); // text` line must print `text`.

import { describe, expect, it } from "vitest";
import { checkedLines, examples, runExample } from "./support/readme-examples.js";

describe("the README's Other grids example", () => {
  it("exists, and runs printing what its comments say", async () => {
    const blocks = examples("## Other grids");
    expect(blocks.length).toBe(1);
    const expected = checkedLines(blocks[0]!);
    expect(expected.length).toBe(6);
    expect(await runExample("topologies", blocks[0]!)).toEqual(expected);
  });
});

// The README's "Grid maps (Moving AI)" example runs as written (with "daedalus-maze" pointed at src/node.ts) and
// prints what its comments say: every `console.log(…); // text` line must print `text`.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkedLines, examples, runExample } from "./support/readme-examples.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("the README's grid-map example", () => {
  const blocks = examples("## Grid maps (Moving AI)");

  it("is there, and its table holds a row per corridor width", () => {
    expect(blocks.length).toBe(1);
    const section = readme.slice(readme.indexOf("\n## Grid maps (Moving AI)\n"));
    expect([...section.matchAll(/^\|\s*(\d+) \|/gm)].slice(0, 6).map((match) => Number(match[1]))).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it("runs and prints what its comments say", async () => {
    const expected = checkedLines(blocks[0]!);
    expect(expected.length).toBe(3);
    expect(await runExample("gridmap", blocks[0]!)).toEqual(expected);
  });
});

// The README's "Grid maps (Moving AI)" example runs as written (with "daedalus-maze" pointed at src/node.ts) and
// prints what its comments say: every `console.log(…); // text` line must print `text`.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const node = fileURLToPath(new URL("../src/node.ts", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "daedalus-readme-grid-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The ```ts blocks of the README's grid-map section. */
function examples(): string[] {
  const start = readme.indexOf("\n## Grid maps (Moving AI)\n");
  const end = readme.indexOf("\n## ", start + 1);
  return [...readme.slice(start, end).matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

describe("the README's grid-map example", () => {
  const blocks = examples();

  it("is there, and its table holds a row per corridor width", () => {
    expect(blocks.length).toBe(1);
    const section = readme.slice(readme.indexOf("\n## Grid maps (Moving AI)\n"));
    expect([...section.matchAll(/^\|\s*(\d+) \|/gm)].slice(0, 6).map((match) => Number(match[1]))).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it("runs and prints what its comments say", async () => {
    const block = blocks[0]!;
    const expected = [...block.matchAll(/^\s*console\.log\(.*\);\s*\/\/ (.*)$/gm)].map((match) => match[1]!);
    expect(expected.length).toBe(3);
    const file = join(dir, "example.ts");
    writeFileSync(file, block.replaceAll('from "daedalus-maze"', `from ${JSON.stringify(node)}`));
    const printed: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      printed.push(format(...args));
    });
    try {
      await import(/* @vite-ignore */ file);
    } finally {
      log.mockRestore();
    }
    expect(printed).toEqual(expected);
  });
});

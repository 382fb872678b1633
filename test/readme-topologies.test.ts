// The README's "Other grids" example runs as written (with "daedalus-maze" pointed at src/node.ts) and prints what its
// comments say: every `console.log(…); // text` line must print `text`.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const node = fileURLToPath(new URL("../src/node.ts", import.meta.url));
const start = readme.indexOf("\n## Other grids\n");
const section = readme.slice(start, readme.indexOf("\n## ", start + 5));
const blocks = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
const dir = mkdtempSync(join(tmpdir(), "daedalus-readme-topologies-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the README's Other grids example", () => {
  it("exists, and runs printing what its comments say", async () => {
    expect(start).toBeGreaterThan(0);
    expect(blocks.length).toBe(1);
    const block = blocks[0]!;
    const expected = [...block.matchAll(/^\s*console\.log\(.*\);\s*\/\/ (.*)$/gm)].map((match) => match[1]!);
    expect(expected.length).toBe(6);
    const file = join(dir, "example.ts");
    writeFileSync(file, block.replaceAll('from "daedalus-maze"', `from ${JSON.stringify(node)}`));
    const printed: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      printed.push(format(...args));
    });
    try {
      await import(file);
    } finally {
      log.mockRestore();
    }
    expect(printed).toEqual(expected);
  });
});

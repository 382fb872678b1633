// The README's "Use it as a backend" and "Where a maze's cells live" examples run as written (with "daedalus-maze" pointed at src/node.ts) and print
// what their comments say: every `console.log(…); // text` line must print `text`.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const node = fileURLToPath(new URL("../src/node.ts", import.meta.url));

/** The ```ts blocks of the README section under `heading`, up to the next heading of its level or above. */
function examples(heading: string): string[] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`the README has no section "${heading}"`);
  const level = heading.indexOf(" ");
  const next = new RegExp(`\\n#{2,${level}} `, "g");
  next.lastIndex = start + heading.length + 2;
  const end = next.exec(readme)?.index ?? -1;
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

const blocks = examples("## Use it as a backend");
const memoryBlocks = examples("### Where a maze's cells live");
const dir = mkdtempSync(join(tmpdir(), "daedalus-readme-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    const expected = [...block.matchAll(/^\s*console\.log\(.*\);\s*\/\/ (.*)$/gm)].map((match) => match[1]!);
    expect(expected.length, "an example prints at least one checked line").toBeGreaterThan(0);
    const file = join(dir, `example-${i}.ts`);
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

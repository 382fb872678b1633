// The README's ```ts examples, run as written (with "daedalus-maze" pointed at src/node.ts): every
// `console.log(…); // text` line must print `text`, so the README's comments are what the code really gives.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { format } from "node:util";
import { vi } from "vitest";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const node = fileURLToPath(new URL("../../src/node.ts", import.meta.url));

/** The ```ts blocks of the README section under `heading`, up to the next heading of its level or above. */
export function examples(heading: string): string[] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`the README has no section "${heading}"`);
  const level = heading.indexOf(" ");
  const next = new RegExp(`\\n#{2,${level}} `, "g");
  next.lastIndex = start + heading.length + 2;
  const end = next.exec(readme)?.index ?? -1;
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
}

/** What the block's `console.log(…); // text` lines say they print, in order. */
export function checkedLines(block: string): string[] {
  return [...block.matchAll(/^\s*console\.log\(.*\);\s*\/\/ (.*)$/gm)].map((match) => match[1]!);
}

/** Runs a block as a module and returns what it printed with console.log, one entry per call. */
export async function runExample(name: string, block: string): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), "daedalus-readme-"));
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, block.replaceAll('from "daedalus-maze"', `from ${JSON.stringify(node)}`));
  const printed: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    printed.push(format(...args));
  });
  try {
    await import(/* @vite-ignore */ file);
  } finally {
    log.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  }
  return printed;
}

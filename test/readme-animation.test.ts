// The README's Animation section runs as written: its API example prints what its comments say, and its command
// lines that write a file write a valid animated svg (the terminal one is test/cli-animate's).

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCliInServer } from "./support/cli.js";
import { checkedLines, examples, runExample } from "./support/readme-examples.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const section = readme.slice(readme.indexOf("\n### Animation\n"), readme.indexOf("\n## Very large mazes\n"));
const root = new URL("..", import.meta.url).pathname;

describe("the README's Animation section", () => {
  const [api] = examples("### Animation");

  it("has one API example, which prints what its comments say", async () => {
    expect(examples("### Animation")).toHaveLength(1);
    expect(checkedLines(api!)).toHaveLength(3);
    expect(await runExample("animation", api!)).toEqual(checkedLines(api!));
  });

  const commands = [...(/```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "").matchAll(/^daedalus (.*?-o (\S+))\s*(#.*)?$/gm)];
  // In the tests' CLI server (the bundle bin/daedalus.js runs), from the repository's root.
  it.each(commands.map((match) => [match[2]!, match[1]!] as const))("writes %s", async (file, line) => {
    const dir = mkdtempSync(join(tmpdir(), "daedalus-readme-animation-"));
    const args = line.split(/\s+/).map((arg) => (arg === file ? join(dir, file) : arg));
    const result = await runCliInServer(args, { cwd: root });
    expect(result.code).toBe(0);
    const svg = readFileSync(join(dir, file), "utf8");
    expect(svg).toMatch(/^<svg [^>]*data-frames="\d+"/);
    expect(svg.endsWith("</svg>\n")).toBe(true);
  });

  it("finds the three command lines that write files", () => {
    expect(commands.map((match) => match[2])).toEqual(["wilson.svg", "division.svg", "heart.svg"]);
  });
});

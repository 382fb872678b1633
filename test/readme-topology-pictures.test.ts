// The README's "Other grids" commands: one picture per topology (test/readme-pictures.test.ts remakes each and compares
// it with docs/topologies/), and the json → solve → svg line, run as written.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCliInServer } from "./support/cli.js";

const root = new URL("..", import.meta.url).pathname;
const readme = readFileSync(join(root, "README.md"), "utf8");
const start = readme.indexOf("\n## Other grids\n");
const section = readme.slice(start, readme.indexOf("\n## ", start + 5));
const commands = [...section.matchAll(/^daedalus (generate --topology .*)$/gm)].map((match) => match[1]!);
const dir = mkdtempSync(join(tmpdir(), "daedalus-topology-readme-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `daedalus …args` in `dir`, in the tests' CLI server (the bundle bin/daedalus.js runs). */
async function run(args: string[]) {
  const { code, stderr } = await runCliInServer(args, { cwd: dir });
  return { status: code, stderr };
}

describe("the README's Other grids commands", () => {
  it("draw each of the seven topologies into docs/topologies/, and a hex inside a mask", () => {
    const pictures = commands.filter((command) => / -o docs\/topologies\/[\w-]+\.png$/.test(command));
    expect(pictures.map((command) => command.split(" ")[2])).toEqual(["polar", "hex", "triangle", "upsilon", "weave", "3d", "wrap", "hex"]);
    expect(pictures.at(-1)).toContain("--mask docs/masks/heart.png");
  });

  it("write json that solve reads and draws as svg", async () => {
    const line = commands.find((command) => command.includes("&&"))!;
    const [generate, solve] = line.split(" && daedalus ");
    expect((await run(generate!.split(" "))).status).toBe(0);
    const solved = await run(solve!.split(" "));
    expect(solved.status).toBe(0);
    expect(solved.stderr).toMatch(/^daedalus: bfs from cell 0 to cell 599: length \d+/);
    expect(readFileSync(join(dir, "hex.svg"), "utf8")).toMatch(/^<svg [\s\S]*stroke="#d62728"[\s\S]*<\/svg>\n$/);
  });
});

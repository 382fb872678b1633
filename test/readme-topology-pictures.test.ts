// The README's "Other grids" commands run as written: each picture in docs/topologies/ is what its command makes
// (compared chunk by chunk, the image data inflated: the compressed bytes are the zlib build's that Node ships), and
// the json → solve → svg line works. Remake a picture by running its command from the repository's root.

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/daedalus.js");
const readme = readFileSync(join(root, "README.md"), "utf8");
const start = readme.indexOf("\n## Other grids\n");
const section = readme.slice(start, readme.indexOf("\n## ", start + 5));
const commands = [...section.matchAll(/^daedalus (generate --topology .*)$/gm)].map((match) => match[1]!);
const pictures = commands.filter((command) => / -o docs\/topologies\/[\w-]+\.png$/.test(command));
const dir = mkdtempSync(join(tmpdir(), "daedalus-topology-pictures-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(args: string[], cwd = root) {
  return spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8" });
}

/** The chunks of a PNG as type and bytes, the IDAT chunks joined and inflated (the scanlines). */
function pngContent(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: string[] = [];
  const idat: Uint8Array[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    const type = Buffer.from(bytes.subarray(at + 4, at + 8)).toString("latin1");
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IDAT") idat.push(data);
    else chunks.push(`${type} ${Buffer.from(data).toString("hex")}`);
    at += 12 + length;
  }
  chunks.push(`scanlines ${inflateSync(Buffer.concat(idat)).toString("hex")}`);
  return chunks;
}

describe("the README's Other grids pictures", () => {
  it("are the seven topologies' commands", () => {
    expect(pictures.map((command) => command.split(" ")[2])).toEqual(["polar", "hex", "triangle", "upsilon", "weave", "3d", "wrap"]);
  });

  it.each(pictures)("%s makes the committed picture", (command) => {
    const args = command.split(" ");
    const committed = join(root, args.at(-1)!);
    const output = join(dir, args.at(-1)!.replaceAll("/", "-"));
    const made = run([...args.slice(0, -1), output]);
    expect([made.status, made.stderr]).toEqual([0, ""]);
    expect(pngContent(readFileSync(output)).join("\n") === pngContent(readFileSync(committed)).join("\n"), `${committed}: run its command again`).toBe(true);
  });

  it("the json → solve → svg line works", () => {
    const line = commands.find((command) => command.includes("&&"))!;
    const [generate, solve] = line.split(" && daedalus ");
    expect(run(generate!.split(" "), dir).status).toBe(0);
    const solved = run(solve!.split(" "), dir);
    expect([solved.status, solved.stderr]).toEqual([0, ""]);
    expect(readFileSync(join(dir, "hex.svg"), "utf8")).toMatch(/^<svg [\s\S]*stroke="#d62728"[\s\S]*<\/svg>\n$/);
  });
});

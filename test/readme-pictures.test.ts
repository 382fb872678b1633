// The pictures at the top of the README are what the commands it shows make: the test runs those commands again
// (scripts/readme-pictures.mjs, which `npm run pictures` also uses to remake them) and compares with docs/.
// svg is compared byte for byte; png chunk by chunk, byte for byte, with the image data compared inflated: the
// compressed bytes are the zlib build's that Node ships, which a new Node may change without changing the picture.

import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script, without types
import { makePictures, pictureCommands } from "../scripts/readme-pictures.mjs";
import { runCliInServer } from "./support/cli.js";

const root = new URL("..", import.meta.url).pathname;

/** The chunks of a PNG as type and bytes, the IDAT chunks joined and inflated (the scanlines). */
function pngContent(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: string[] = [Buffer.from(bytes.subarray(0, 8)).toString("hex")];
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

describe("the README's pictures", () => {
  it("are made by the commands it shows: 60×40 with the heat map and the solution, as png and svg, a masked one, one per topology and a masked hex", () => {
    const topologies = ["polar", "hex", "triangle", "upsilon", "weave", "3d", "wrap", "hex-heart"].map((name) => `docs/topologies/${name}.png`);
    expect((pictureCommands() as string[][]).map((args) => args.at(-1))).toEqual([
      "docs/heatmap.png",
      "docs/heatmap-masked.png",
      "docs/heatmap.svg",
      ...topologies,
    ]);
  });

  it("are the bytes those commands make", async () => {
    // Each command in the tests' CLI server (the bundle bin/daedalus.js runs), from the repository's root as the script runs it.
    const run = async (args: string[]) => {
      const { code, stderr } = await runCliInServer(args, { cwd: root });
      if (code !== 0) throw new Error(`daedalus ${args.join(" ")} exited with ${code}: ${stderr}`);
    };
    const made: { committed: string; output: string }[] = await makePictures(mkdtempSync(join(tmpdir(), "daedalus-pictures-")), run);
    for (const { committed, output } of made) {
      const [expected, actual] = [readFileSync(committed), readFileSync(output)];
      if (committed.endsWith(".svg")) expect(actual.equals(expected), `${committed}: remake it with npm run pictures`).toBe(true);
      else expect(pngContent(actual).join("\n") === pngContent(expected).join("\n"), `${committed}: remake it with npm run pictures`).toBe(true);
    }
  });
});

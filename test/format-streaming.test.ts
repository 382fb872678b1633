// Streaming writers: output comes in chunks of a few rows, whatever the maze's size; options are checked up front.

import { describe, expect, it } from "vitest";
import { CHUNK_BYTES } from "../src/formats/format.js";
import { findFormat, formats, generate, InvalidArgumentError } from "../src/node.js";

describe("streaming writers", () => {
  const maze = generate({ width: 3000, height: 120, seed: 11 });
  const streaming = formats.filter((format) => format.streams).map((format) => format.name);

  it("are the text, hex, binary, blocks, json and png writers", () => {
    expect(streaming).toEqual(["ascii", "ascii-compact", "unicode", "blocks", "hex", "json", "binary", "png", "game-map"]);
  });

  it.each(streaming)("%s: many chunks, none larger than a chunk plus one row's output", async (name) => {
    const format = findFormat(name);
    const options = name === "png" ? { cellSize: 1, wallWidth: 1, margin: 0 } : {};
    const sizes: number[] = [];
    let total = 0;
    for await (const chunk of format.write(maze, options)) {
      const size = typeof chunk === "string" ? chunk.length : chunk.byteLength;
      sizes.push(size);
      total += size;
    }
    // The largest row unit is game-map's: span+1 = 3 lines of 3·W+2 characters.
    const rowBytes = name === "unicode" ? 2 * (12 * 3000 + 4) : name === "binary" ? 15 * CHUNK_BYTES : 3 * (3 * 3000 + 2);
    // binary hands out views on the maze's own cells, 1 MiB at a time.
    expect(sizes.length).toBeGreaterThan(name === "binary" ? 1 : 4);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(CHUNK_BYTES + rowBytes);
    expect(total).toBeGreaterThan(0);
  });

  it("svg is not streamed but still yields pieces", () => {
    expect([...(findFormat("svg").write(generate({ width: 300, height: 300, seed: 1 })) as Iterable<string>)].length).toBeGreaterThan(2);
  });

  it.each([
    ["game-map", { span: 0 }, "game-map span must be an integer in [1, 64], got 0"],
    ["ascii", { marks: true, goal: [0, 120] as const }, "goal (0, 120) is outside the 3000×120 maze"],
    ["svg", { cellSize: 0 }, "svg: cellSize must be an integer in [1, 4096] (pixels), got 0"],
  ])("%s checks options when write is called, before the first chunk", (name, options, message) => {
    const run = () => findFormat(name).write(maze, options);
    expect(run).toThrow(InvalidArgumentError);
    expect(run).toThrow(message);
  });
});

// A topology svg stops at TOPOLOGY_SVG_MAX_BYTES of text with a SizeLimitError (it is one string, and V8's longest is
// 2^29 − 24 characters): 3d levels of one cell each cost about 500 bytes a cell, so 600000 of them pass 256 MiB.
// Run with `npm run test:large` (about 10 s).

import { expect, it } from "vitest";
import { SizeLimitError } from "../../src/base/errors.js";
import { generateOn, topology, topologySvg } from "../../src/node.js";
import { TOPOLOGY_SVG_MAX_BYTES } from "../../src/topology-formats/svg.js";

it("a 3d svg past 256 MiB of text is refused by size, naming png", () => {
  const maze = generateOn(topology("3d", { width: 1, height: 1, levels: 600_000 }), { seed: 1 });
  expect(TOPOLOGY_SVG_MAX_BYTES).toBe(2 ** 28);
  expect(() => topologySvg(maze)).toThrow(SizeLimitError);
  expect(() => topologySvg(maze)).toThrow(
    'svg: the drawing of 3d {"width":1,"height":1,"levels":600000} (600000 cells) passed 256 MiB of text, the most an svg may have; use png, or draw fewer cells',
  );
});

it("a 3d svg under the limit is whole (200000 levels: about 100 MB)", () => {
  const maze = generateOn(topology("3d", { width: 1, height: 1, levels: 200_000 }), { seed: 1 });
  const svg = topologySvg(maze);
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="5600000" height="28"')).toBe(true);
  expect(svg.endsWith("</svg>\n")).toBe(true);
  expect(svg.length).toBeLessThanOrEqual(TOPOLOGY_SVG_MAX_BYTES);
});

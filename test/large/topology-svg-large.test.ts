// The heaviest topology svg within SVG_MAX_CELLS: 3d of a million one-cell levels with a heat map, each level its own
// walls, fill and ▲▼ marks (two a passage, all untaken: no path). It is written whole, under TOPOLOGY_SVG_MAX_BYTES
// (233 MB; before the marks were <use>s, 505 MB without the heat map, and refused). Run with `npm run test:large`.

import { expect, it } from "vitest";
import { distancesOn, generateOn, topology, topologySvg } from "../../src/node.js";
import { TOPOLOGY_SVG_MAX_BYTES } from "../../src/topology-formats/svg.js";

it("a 3d svg of 10^6 one-cell levels with a heat map is whole and under the limit", () => {
  const maze = generateOn(topology("3d", { width: 1, height: 1, levels: 1_000_000 }), { seed: 1 });
  const svg = topologySvg(maze, { distances: distancesOn(maze) });
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="28000000" height="28"')).toBe(true);
  expect(svg.endsWith("</svg>\n")).toBe(true);
  expect(svg.length).toBeLessThan(TOPOLOGY_SVG_MAX_BYTES);
  expect(svg.match(/<use href="#level-/g)?.length).toBe(2 * (1_000_000 - 1));
});

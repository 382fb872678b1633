import { describe, expect, it } from "vitest";
import { findGenerator } from "../src/algorithms/generators.js";
import { encodeOptions } from "../src/algorithms/options.js";
import { copyOut } from "../src/backends/backend.js";
import { InvalidArgumentError } from "../src/base/errors.js";
import { backends, wasm } from "./support/backends.js";

const entry = findGenerator("recursive-division");
const S = 4;
const E = 2;

/**
 * Returns "" when the maze is a recursive division with the documented orientation rule, else the first
 * chamber that is not one. In a chamber w×h at least 2×2, the walls of its division tree that span it
 * are straight lines with exactly one gap, all in one orientation (a crossing wall would cut one side
 * in two). The generator placed them one at a time, each splitting the band between two earlier ones
 * (or the chamber's edges), and each band it split was a chamber: a horizontal wall needs a band of
 * height >= w, a vertical one a band of width >= h. So some order of the lines must keep every split
 * band that long (checked by dynamic programming over the bands). The bands between consecutive lines
 * are chambers again; chambers 1 cell wide or high are open corridors. Explicit stack, no recursion.
 */
function divisionProblem(width: number, height: number, cells: Uint8Array): string {
  const stride = width + 2;
  const at = (x: number, y: number): number => cells[(y + 1) * stride + x + 1]!;
  const stack: [number, number, number, number][] = [[0, 0, width, height]];
  while (stack.length > 0) {
    const [x, y, w, h] = stack.pop()!;
    const name = `chamber at (${x}, ${y}) of ${w}×${h}`;
    if (w === 1 || h === 1) {
      for (let k = 0; k + 1 < w; k++) if (!(at(x + k, y) & E)) return `${name}: corridor closed east of (${x + k}, ${y})`;
      for (let k = 0; k + 1 < h; k++) if (!(at(x, y + k) & S)) return `${name}: corridor closed south of (${x}, ${y + k})`;
      continue;
    }
    // Cuts: 0, each full line with exactly one gap (after row/column i, cut i + 1), and the far edge.
    const openCount = (count: number, open: (k: number) => number): number => Array.from({ length: count }, (_, k) => open(k)).filter(Boolean).length;
    const rows = Array.from({ length: h - 1 }, (_, i) => i).filter((i) => openCount(w, (k) => at(x + k, y + i) & S) === 1);
    const columns = Array.from({ length: w - 1 }, (_, i) => i).filter((i) => openCount(h, (k) => at(x + i, y + k) & E) === 1);
    if (rows.length > 0 && columns.length > 0) return `${name}: full walls in both orientations`;
    const horizontal = rows.length > 0;
    const lines = horizontal ? rows : columns;
    if (lines.length === 0) return `${name}: no wall with exactly one gap`;
    const across = horizontal ? w : h;
    const cuts = [0, ...lines.map((i) => i + 1), horizontal ? h : w];
    if (!splittable(cuts, across)) return `${name}: no order of its ${horizontal ? "horizontal" : "vertical"} walls splits only bands at least ${across} long`;
    for (let k = 0; k + 1 < cuts.length; k++) {
      const [from, to] = [cuts[k]!, cuts[k + 1]!];
      stack.push(horizontal ? [x, y + from, w, to - from] : [x + from, y, to - from, h]);
    }
  }
  return "";
}

/** Whether the band from the first to the last cut can be split at the inner cuts, one at a time, splitting only bands at least `across` long. */
function splittable(cuts: readonly number[], across: number): boolean {
  const count = cuts.length;
  // ok[i][j]: the band between cuts i and j can be split down to single bands.
  const ok = Array.from({ length: count }, (_, i) => Array.from({ length: count }, (_, j) => j === i + 1));
  for (let span = 2; span < count; span++) {
    for (let i = 0; i + span < count; i++) {
      const j = i + span;
      if (cuts[j]! - cuts[i]! < across) continue;
      for (let k = i + 1; k < j && !ok[i]![j]; k++) ok[i]![j] = ok[i]![k]! && ok[k]![j]!;
    }
  }
  return ok[0]![count - 1]!;
}

describe("recursive-division", () => {
  it("takes no options and names the bad one", () => {
    expect(entry.options).toEqual([]);
    expect(() => encodeOptions(entry.name, entry.options, { p: 0.5 })).toThrow(InvalidArgumentError);
    expect(() => encodeOptions(entry.name, entry.options, { p: 0.5 })).toThrow(
      'unknown option "p" for recursive-division; recursive-division takes no options',
    );
  });

  it.each(backends.map((backend) => [backend.name, backend] as const))(
    "on %s, every chamber is split by one straight wall with one gap, across its longer side",
    (_, backend) => {
      const sizes: [number, number][] = [
        [1, 1],
        [1, 9],
        [9, 1],
        [2, 2],
        [3, 3],
        [2, 7],
        [7, 2],
        [16, 16],
        [50, 13],
        [13, 50],
        [64, 64],
      ];
      for (const [width, height] of sizes) {
        for (const seed of [0, 1, 99, 0xffffffff]) {
          expect(divisionProblem(width, height, copyOut(backend.generate(entry, width, height, seed, []))), `${width}×${height} seed ${seed}`).toBe("");
        }
      }
    },
  );

  it("the division check is not vacuous: it rejects backtracker mazes", () => {
    const backtracker = findGenerator("backtracker");
    for (const seed of [0, 1, 2]) expect(divisionProblem(20, 20, copyOut(wasm.generate(backtracker, 20, 20, seed, [])))).not.toBe("");
  });
});

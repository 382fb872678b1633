// The geometry a drawing relies on (docs/ARCHITECTURE.md, "Topologies"): the side of each slot is an edge of the
// cell's outline at the documented vertices, and two neighbours' shared side has the same two endpoints from both
// cells; centres lie inside their outlines; polar cw/ccw sides are shared and inner arcs lie in the parent's span.

import { describe, expect, it } from "vitest";
import { type Topology, topology, type UnitPoint } from "../src/topology/index.js";

/** The outline's edge (vertex i, vertex i+1) that side code `code` is, per the documented rules. */
function edgeOf(t: Topology, cell: number, code: number): number {
  switch (t.name) {
    case "triangle":
      return Math.min(code, 2);
    case "upsilon":
      return t.polygon(cell).length === 4 ? code / 2 : code;
    case "weave":
      return code >> 1;
    default:
      return code;
  }
}

function endpoints(t: Topology, cell: number, code: number): [UnitPoint, UnitPoint] {
  const outline = t.polygon(cell);
  const i = edgeOf(t, cell, code);
  return [outline[i]!, outline[(i + 1) % outline.length]!];
}

const near = (a: UnitPoint, b: UnitPoint): boolean => Math.hypot(a[0] - b[0], a[1] - b[1]) < 1e-9;

/** Inside a convex outline (either orientation). */
function inside(outline: UnitPoint[], p: UnitPoint): boolean {
  let sign = 0;
  for (let i = 0; i < outline.length; i++) {
    const a = outline[i]!;
    const b = outline[(i + 1) % outline.length]!;
    const cross = (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]);
    if (Math.abs(cross) < 1e-12) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

describe.each([
  ["hex", { width: 6, height: 5 }],
  ["triangle", { width: 7, height: 4 }],
  ["upsilon", { width: 5, height: 6 }],
  ["wrap", { width: 5, height: 4, wrap: "both" }],
  ["3d", { width: 3, height: 4, levels: 2 }],
  ["weave", { width: 9, height: 9, density: 1 }],
] as const)("%s", (name, parameters) => {
  const t = topology(name, parameters);

  it("shared sides have the same endpoints from both cells; centres are inside", () => {
    let checked = 0;
    for (let c = 0; c < t.cellCount; c++) {
      expect(inside(t.polygon(c), t.centre(c))).toBe(true);
      for (let e = t.offsets[c]!; e < t.offsets[c + 1]!; e++) {
        const n = t.neighbours[e]!;
        const code = t.sides[e]!;
        const name = t.sideNames[code]!;
        // Up/down passages of 3d, passes through a weave crossing and wrap's seams have no shared edge.
        if (name === "U" || name === "D" || name.includes("-")) continue;
        const [cx, cy] = t.centre(c);
        const [nx, ny] = t.centre(n);
        if (Math.hypot(cx - nx, cy - ny) > 2.5) continue;
        let back = t.offsets[n]!;
        while (t.neighbours[back] !== c) back++;
        const [a, b] = endpoints(t, c, code);
        const [p, q] = endpoints(t, n, t.sides[back]!);
        expect((near(a, p) && near(b, q)) || (near(a, q) && near(b, p)), `${name} ${c}→${n}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(t.cellCount);
  });
});

describe("polar", () => {
  it("cw/ccw sides are shared, inner arcs lie within the parent's span, centres are in their cells", () => {
    const t = topology("polar", { rings: 6, centre: 1 });
    const R = 6;
    const angle = (p: UnitPoint) => Math.atan2(p[1] - R, p[0] - R);
    for (let c = 1; c < t.cellCount; c++) {
      const [ring, sector] = t.coordinates(c);
      const outline = t.polygon(c);
      expect(Math.hypot(outline[0]![0] - R, outline[0]![1] - R)).toBeCloseTo(ring!, 9);
      expect(Math.hypot(outline[1]![0] - R, outline[1]![1] - R)).toBeCloseTo(ring! + 1, 9);
      const cw = t.cellAt(ring!, sector! + 1) >= 0 ? t.cellAt(ring!, sector! + 1) : t.cellAt(ring!, 0);
      // Our end edge (vertices 2, 3) is the cw neighbour's start edge (vertices 1, 0).
      expect(near(outline[2]!, t.polygon(cw)[1]!) && near(outline[3]!, t.polygon(cw)[0]!)).toBe(true);
      const centre = t.centre(c);
      const r = Math.hypot(centre[0] - R, centre[1] - R);
      expect(r > ring! && r < ring! + 1).toBe(true);
      // The inner arc lies within the parent's outer arc: the sector's span of angles inside the parent's.
      const count = (r: number) => {
        let n = 0;
        while (t.cellAt(r, n) >= 0) n++;
        return n;
      };
      const inward = t.neighbours[t.offsets[c]! + t.sideNames.indexOf("in") - (count(ring!) > 1 ? 0 : 2)]!;
      const [parentRing, parentSector] = t.coordinates(inward);
      expect(parentRing).toBe(ring! - 1);
      expect(sector! / count(ring!)).toBeGreaterThanOrEqual(parentSector! / count(ring! - 1) - 1e-12);
      expect((sector! + 1) / count(ring!)).toBeLessThanOrEqual((parentSector! + 1) / count(ring! - 1) + 1e-12);
      expect(Number.isFinite(angle(centre))).toBe(true);
    }
  });
});

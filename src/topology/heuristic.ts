// A*'s admissible heuristics: each topology names one formula over small integer keys per cell (at most 3), so the
// reference and the core evaluate the same numbers. Codes are the core's (assembly/topology/astar.ts).

import type { HeuristicKind } from "./topology.js";

/** Keys per cell the core reads (unused keys are 0). */
export const HEURISTIC_KEYS = 3;

/** The core's code of each kind. */
export const HEURISTIC_CODES: Readonly<Record<HeuristicKind["kind"], number>> = {
  manhattan: 0,
  chebyshev: 1,
  hex: 2,
  rings: 3,
  "half-manhattan": 4,
  torus: 5,
};

/** The lower bound on steps between cells with keys `a` and `b` (padded to 3 with zeros). */
export function boundOf(heuristic: HeuristicKind, a: readonly number[], b: readonly number[]): number {
  const d0 = Math.abs((a[0] ?? 0) - (b[0] ?? 0));
  const d1 = Math.abs((a[1] ?? 0) - (b[1] ?? 0));
  const d2 = Math.abs((a[2] ?? 0) - (b[2] ?? 0));
  switch (heuristic.kind) {
    case "manhattan":
      return d0 + d1 + d2;
    case "chebyshev":
      return Math.max(d0, d1);
    case "hex":
      return (d0 + d1 + Math.abs((a[0] ?? 0) - (b[0] ?? 0) + (a[1] ?? 0) - (b[1] ?? 0))) / 2;
    case "rings":
      return d0;
    case "half-manhattan":
      return (d0 + d1 + 1) >> 1;
    case "torus": {
      const x = heuristic.width > 0 ? Math.min(d0, heuristic.width - d0) : d0;
      const y = heuristic.height > 0 ? Math.min(d1, heuristic.height - d1) : d1;
      return x + y;
    }
  }
}

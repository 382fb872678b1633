// A* over a maze on a topology, through open slots: a binary min-heap keyed by (f = g + h, cell) with lazy deletion
// (an entry whose f is stale is skipped); h is the topology's consistent lower bound over 3 integer keys per cell
// (src/topology/heuristic.ts; codes below), so the first time a cell is taken it is final. Stops when the goal is taken;
// `visited` counts the cells taken by then. Mirror of assembly/topology/astar.ts.

import { pathBack, type TopologyPath } from "./bfs.js";
import type { Graph } from "./graph.js";
import { PairHeap } from "./heap.js";

const UNSEEN = 0xff;
const START = 0xfe;
const INFINITE = 0xffffffff;

// Heuristic codes (src/topology/heuristic.ts).
const MANHATTAN = 0;
const CHEBYSHEV = 1;
const HEX = 2;
const RINGS = 3;
const HALF_MANHATTAN = 4;
const TORUS = 5;

/** The lower bound between cells a and b: `keys` holds 3 integers per cell; width and height serve the torus (0: not wrapped). */
export function heuristicBound(keys: Int32Array, kind: number, width: number, height: number, a: number, b: number): number {
  const a0 = keys[3 * a]!;
  const a1 = keys[3 * a + 1]!;
  const b0 = keys[3 * b]!;
  const b1 = keys[3 * b + 1]!;
  const d0 = Math.abs(a0 - b0);
  const d1 = Math.abs(a1 - b1);
  switch (kind) {
    case MANHATTAN:
      return d0 + d1 + Math.abs(keys[3 * a + 2]! - keys[3 * b + 2]!);
    case CHEBYSHEV:
      return Math.max(d0, d1);
    case HEX:
      return (d0 + d1 + Math.abs(a0 - b0 + a1 - b1)) >>> 1;
    case RINGS:
      return d0;
    case HALF_MANHATTAN:
      return (d0 + d1 + 1) >>> 1;
    case TORUS:
      return (width > 0 ? Math.min(d0, width - d0) : d0) + (height > 0 ? Math.min(d1, height - d1) : d1);
    default:
      return 0;
  }
}

export function topologyAstar(graph: Graph, keys: Int32Array, kind: number, width: number, height: number, from: number, to: number): TopologyPath {
  const { offsets, neighbours, links, cellCount } = graph;
  const g = new Uint32Array(cellCount).fill(INFINITE);
  const parents = new Uint8Array(cellCount).fill(UNSEEN);
  // At most one entry per open slot taken, plus the start.
  const heap = new PairHeap(neighbours.length + 1);
  g[from] = 0;
  parents[from] = START;
  heap.push(heuristicBound(keys, kind, width, height, from, to), from);
  let visited = 0;
  let found = false;
  while (heap.size > 0) {
    const cell = heap.pop();
    if (heap.poppedKey !== g[cell]! + heuristicBound(keys, kind, width, height, cell, to)) continue;
    visited++;
    if (cell === to) {
      found = true;
      break;
    }
    const bits = links[cell]!;
    const start = offsets[cell]!;
    const next = g[cell]! + 1;
    for (let slot = 0; slot < offsets[cell + 1]! - start; slot++) {
      if ((bits & (1 << slot)) === 0) continue;
      const neighbour = neighbours[start + slot]!;
      if (next >= g[neighbour]!) continue;
      g[neighbour] = next;
      let back = offsets[neighbour]!;
      while (neighbours[back] !== cell) back++;
      parents[neighbour] = back - offsets[neighbour]!;
      heap.push(next + heuristicBound(keys, kind, width, height, neighbour, to), neighbour);
    }
  }
  if (!found) return { length: -1, visited, cells: new Int32Array(0) };
  const path = pathBack(graph, parents, from, to);
  return { length: path.length - 1, visited, cells: path };
}

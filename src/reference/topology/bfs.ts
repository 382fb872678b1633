// Breadth-first passes over a maze on a topology, through open slots in slot order: a shortest path (bfs), the
// distance of every cell (distances) and the farthest cell (farthest). Mirror of assembly/topology/bfs.ts.
// A path search stops when the goal is discovered; `visited` counts the cells discovered by then (the start included).

import type { Graph } from "./graph.js";

export const UNREACHED = 0xffffffff;
const UNSEEN = 0xff;
// The start's "parent slot": a value no slot has.
const START = 0xfe;

export interface TopologyPath {
  /** Steps of the path, -1 when the goal is not reachable. */
  readonly length: number;
  readonly visited: number;
  /** The cells from start to goal (empty when not reachable). */
  readonly cells: Int32Array;
}

/** The cells from `from` to `to` by following parent slots back from `to` (parents[from] = START). */
export function pathBack(graph: Graph, parents: Uint8Array, from: number, to: number): Int32Array {
  let length = 0;
  for (let cell = to; cell !== from; length++) cell = graph.neighbours[graph.offsets[cell]! + parents[cell]!]!;
  const cells = new Int32Array(length + 1);
  let cell = to;
  for (let i = length; i >= 0; i--) {
    cells[i] = cell;
    if (i > 0) cell = graph.neighbours[graph.offsets[cell]! + parents[cell]!]!;
  }
  return cells;
}

export function topologyBfs(graph: Graph, from: number, to: number): TopologyPath {
  const { offsets, neighbours, links, cellCount } = graph;
  const parents = new Uint8Array(cellCount).fill(UNSEEN);
  const queue = new Int32Array(cellCount);
  parents[from] = START;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  if (from !== to) {
    search: while (head < tail) {
      const cell = queue[head++]!;
      const bits = links[cell]!;
      const start = offsets[cell]!;
      for (let slot = 0; slot < offsets[cell + 1]! - start; slot++) {
        if ((bits & (1 << slot)) === 0) continue;
        const next = neighbours[start + slot]!;
        if (parents[next] !== UNSEEN) continue;
        parents[next] = backSlot(graph, next, cell);
        queue[tail++] = next;
        if (next === to) break search;
      }
    }
  }
  if (parents[to] === UNSEEN) return { length: -1, visited: tail, cells: new Int32Array(0) };
  const cells = pathBack(graph, parents, from, to);
  return { length: cells.length - 1, visited: tail, cells };
}

/** The slot of `cell` back to `neighbour`. */
function backSlot(graph: Graph, cell: number, neighbour: number): number {
  const start = graph.offsets[cell]!;
  let e = start;
  while (graph.neighbours[e] !== neighbour) e++;
  return e - start;
}

/** The distance of every cell from `from`, UNREACHED where not reached. */
export function topologyDistances(graph: Graph, from: number): Uint32Array {
  return sweep(graph, from).distance;
}

/** The cell farthest from `from` (the last discovered, so at the greatest distance), its distance, and how many cells were reached. */
export function topologyFarthest(graph: Graph, from: number): { cell: number; distance: number; reached: number } {
  const { distance, last, reached } = sweep(graph, from);
  return { cell: last, distance: distance[last]!, reached };
}

// One breadth-first pass: every distance, the last cell discovered and the count reached.
function sweep(graph: Graph, from: number): { distance: Uint32Array; last: number; reached: number } {
  const { offsets, neighbours, links, cellCount } = graph;
  const distance = new Uint32Array(cellCount).fill(UNREACHED);
  const queue = new Int32Array(cellCount);
  distance[from] = 0;
  queue[0] = from;
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const cell = queue[head++]!;
    const bits = links[cell]!;
    const start = offsets[cell]!;
    for (let slot = 0; slot < offsets[cell + 1]! - start; slot++) {
      if ((bits & (1 << slot)) === 0) continue;
      const next = neighbours[start + slot]!;
      if (distance[next] !== UNREACHED) continue;
      distance[next] = distance[cell]! + 1;
      queue[tail++] = next;
    }
  }
  return { distance, last: queue[tail - 1]!, reached: tail };
}

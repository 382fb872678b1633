// A maze on a topology, as the generic algorithms see it: the CSR neighbour table (offsets, neighbours) and one byte
// of link bits per cell (bit k = slot k is a passage). Mirror of assembly/topology/graph.ts.
// Helpers only: carving both ends of a passage, the slot back, visited tests.

export interface Graph {
  readonly offsets: Int32Array;
  readonly neighbours: Int32Array;
  readonly links: Uint8Array;
  readonly cellCount: number;
}

/** The slot of `cell` whose neighbour is `neighbour` (it exists: neighbourhood is symmetric). */
export function slotBack(graph: Graph, cell: number, neighbour: number): number {
  const start = graph.offsets[cell]!;
  let e = start;
  while (graph.neighbours[e] !== neighbour) e++;
  return e - start;
}

/** Opens slot `slot` of `cell` and the slot back from its neighbour; returns the neighbour. */
export function carve(graph: Graph, cell: number, slot: number): number {
  const next = graph.neighbours[graph.offsets[cell]! + slot]!;
  graph.links[cell]! |= 1 << slot;
  graph.links[next]! |= 1 << slotBack(graph, next, cell);
  return next;
}

/** A cell is in the maze once it has a passage, or when it is the root (the only cell in before the first carve). */
export function isIn(graph: Graph, cell: number, root: number): boolean {
  return graph.links[cell] !== 0 || cell === root;
}

/** The slots of `cell` whose neighbours are not yet in the maze, as a bit mask (one pass over its slots). */
export function outMask(graph: Graph, cell: number, root: number): number {
  const start = graph.offsets[cell]!;
  const slots = graph.offsets[cell + 1]! - start;
  let mask = 0;
  for (let k = 0; k < slots; k++) if (!isIn(graph, graph.neighbours[start + k]!, root)) mask |= 1 << k;
  return mask;
}

/** The position of the `nth` (0-based) set bit of `mask` (it has more than nth). */
export function nthSetBit(mask: number, nth: number): number {
  for (let i = 0; i < nth; i++) mask &= mask - 1;
  return 31 - Math.clz32(mask & -mask);
}

/** How many set bits `mask` has. */
export function popcount(mask: number): number {
  let count = 0;
  for (let m = mask; m !== 0; m &= m - 1) count++;
  return count;
}

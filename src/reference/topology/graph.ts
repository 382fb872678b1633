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

/** How many neighbours of `cell` are not yet in the maze. */
export function countOut(graph: Graph, cell: number, root: number): number {
  let count = 0;
  for (let e = graph.offsets[cell]!; e < graph.offsets[cell + 1]!; e++) if (!isIn(graph, graph.neighbours[e]!, root)) count++;
  return count;
}

/** The slot of the `nth` (0-based) neighbour of `cell` not yet in the maze, in slot order. */
export function nthOutSlot(graph: Graph, cell: number, root: number, nth: number): number {
  const start = graph.offsets[cell]!;
  for (let e = start; ; e++) {
    if (!isIn(graph, graph.neighbours[e]!, root)) {
      if (nth === 0) return e - start;
      nth--;
    }
  }
}

// A lattice's neighbour table in compact form for the Wasm generators: cells whose slots have the same index deltas
// (neighbour − cell) share a shape, and a cell is one byte naming its shape (two beyond 256 shapes). A regular lattice
// (hex, triangle, upsilon, 3d, wrap) has a few dozen shapes (interior, parity, edges, seams); polar has a few per ring
// and one per cell in the rings that subdivide; a graph with more than 65536 keeps the CSR table. The table is read
// from the CSR, so it says the same graph whatever the topology.
//
// Positions: a topology whose cells sit on a larger lattice with holes (weave: its grid, where crossings hold no cell)
// states each cell's position there (`positions`, increasing with the cell). The table is then laid out by position,
// deltas are between positions, and a hole is a position of shape 0, which has no slot: weave has 29 shapes so, where
// numbering the cells alone gave one per mix of crossings above and below (17500 at 10^6 cells). Cell c is the c-th
// position that is not a hole.

/** At most this many shapes (a shape index is a byte up to 256 shapes, two bytes beyond). */
export const MAX_SHAPES = 65536;
/** Slots per shape in the table (MAX_SLOTS). */
export const SHAPE_SLOTS = 8;

export interface ShapeTable {
  /** The shape of each position (each cell, without positions): bytes up to 256 shapes, u16 beyond. */
  readonly shapes: Uint8Array | Uint16Array;
  /** How many positions the table spans (shapes.length): the cell count, or more with holes. */
  readonly positions: number;
  /** 8 i32 deltas per shape (slot k of a cell of shape s leads to cell + deltas[8s + k]). */
  readonly deltas: Int32Array;
  /** The slot count of each shape. */
  readonly counts: Uint8Array;
}

/** Where the cells of a graph sit on a larger lattice: cell c at position of[c] (increasing in c) of `count`. */
export interface CellPositions {
  readonly of: Int32Array;
  readonly count: number;
}

/** What a shape table is built from: the CSR and, for a graph laid out with holes, its cells' positions. */
export interface ShapeSource {
  readonly offsets: Int32Array;
  readonly neighbours: Int32Array;
  readonly cellCount: number;
  readonly positions?: CellPositions;
}

const cache = new WeakMap<Int32Array, ShapeTable | null>();

/** The most shapes a table may have (MAX_SHAPES); tests lower it to run the core's CSR copies of the generators. */
export const shapeLimit = { most: MAX_SHAPES };

/** The shape table of a CSR graph, or null when it has more than shapeLimit.most shapes; cached per neighbour table. */
export function shapeTableOf(graph: ShapeSource): ShapeTable | null {
  let known = cache.get(graph.neighbours);
  if (known === undefined) {
    known = buildShapes(graph.offsets, graph.neighbours, graph.cellCount, placement(graph.cellCount, graph.positions));
    cache.set(graph.neighbours, known);
  }
  return known && known.counts.length <= shapeLimit.most ? known : null;
}

// At most this many positions a cell (weave has under 2: crossings never touch along a side), so that a table by
// position costs a bounded multiple of a table by cell.
const MAX_POSITIONS_PER_CELL = 4;

// The positions when they are usable (one per cell, increasing, within count, at most MAX_POSITIONS_PER_CELL a cell),
// else undefined: the cells are the positions. Checked here, as the table outlives the array it was built from.
function placement(n: number, positions: CellPositions | undefined): Int32Array | undefined {
  if (!(positions?.of instanceof Int32Array) || positions.of.length !== n || n === 0) return undefined;
  const of = positions.of;
  const count = positions.count;
  if (!Number.isInteger(count) || count < n || count > MAX_POSITIONS_PER_CELL * n) return undefined;
  for (let c = 0; c < n; c++) if (of[c]! <= (c === 0 ? -1 : of[c - 1]!) || of[c]! >= count) return undefined;
  return of.slice();
}

function buildShapes(offsets: Int32Array, neighbours: Int32Array, n: number, at: Int32Array | undefined): ShapeTable | null {
  let deltas = new Int32Array(64 * SHAPE_SLOTS);
  let counts = new Uint8Array(64);
  const positions = at ? at[n - 1]! + 1 : n;
  // Every position starts as a hole: shape 0, of no slot, when there are holes.
  const shapes = new Uint16Array(positions);
  const position = at ? (cell: number): number => at[cell]! : (cell: number): number => cell;
  // Shapes by a hash of their deltas (a collision is told apart by comparing).
  const byHash = new Map<number, number[]>();
  let shapeCount = positions > n ? 1 : 0;
  let last = -1;
  const same = (shape: number, start: number, count: number, p: number): boolean => {
    if (counts[shape] !== count) return false;
    for (let k = 0; k < count; k++) if (deltas[shape * SHAPE_SLOTS + k] !== position(neighbours[start + k]!) - p) return false;
    return true;
  };
  for (let cell = 0; cell < n; cell++) {
    const start = offsets[cell]!;
    const count = offsets[cell + 1]! - start;
    const p = position(cell);
    // Rows of a lattice repeat the shape of the cell before or, where cells alternate (triangle, upsilon), two before.
    if (last >= 0 && same(last, start, count, p)) {
      shapes[p] = last;
      continue;
    }
    if (cell >= 2 && same(shapes[position(cell - 2)]!, start, count, p)) {
      shapes[p] = last = shapes[position(cell - 2)]!;
      continue;
    }
    let hash = count;
    for (let k = 0; k < count; k++) hash = Math.imul(hash ^ (position(neighbours[start + k]!) - p), 0x9e3779b1) >>> 0;
    const candidates = byHash.get(hash);
    let shape = candidates?.find((s) => same(s, start, count, p)) ?? -1;
    if (shape < 0) {
      if (shapeCount === MAX_SHAPES) return null;
      if (shapeCount === counts.length) {
        const grown = new Int32Array(deltas.length * 2);
        grown.set(deltas);
        deltas = grown;
        const grownCounts = new Uint8Array(counts.length * 2);
        grownCounts.set(counts);
        counts = grownCounts;
      }
      shape = shapeCount++;
      counts[shape] = count;
      for (let k = 0; k < count; k++) deltas[shape * SHAPE_SLOTS + k] = position(neighbours[start + k]!) - p;
      if (candidates) candidates.push(shape);
      else byHash.set(hash, [shape]);
    }
    shapes[p] = shape;
    last = shape;
  }
  return {
    shapes: shapeCount <= 256 ? Uint8Array.from(shapes) : shapes,
    positions,
    deltas: deltas.slice(0, shapeCount * SHAPE_SLOTS),
    counts: counts.slice(0, shapeCount),
  };
}

// A lattice's neighbour table in compact form for the Wasm generators: cells whose slots have the same index deltas
// (neighbour − cell) share a shape, and a cell is one byte naming its shape (two beyond 256 shapes). A regular lattice
// (hex, triangle, upsilon, 3d, wrap) has a few dozen shapes (interior, parity, edges, seams); polar has a few per ring
// and one per cell in the rings that subdivide, weave one per mix of crossings above and below; a graph with more than
// 65536 keeps the CSR table. The table is read from the CSR, so it says the same graph whatever the topology.

/** At most this many shapes (a shape index is a byte up to 256 shapes, two bytes beyond). */
export const MAX_SHAPES = 65536;
/** Slots per shape in the table (MAX_SLOTS). */
export const SHAPE_SLOTS = 8;

export interface ShapeTable {
  /** The shape of each cell: bytes up to 256 shapes, u16 beyond. */
  readonly shapes: Uint8Array | Uint16Array;
  /** 8 i32 deltas per shape (slot k of a cell of shape s leads to cell + deltas[8s + k]). */
  readonly deltas: Int32Array;
  /** The slot count of each shape. */
  readonly counts: Uint8Array;
}

const cache = new WeakMap<Int32Array, ShapeTable | null>();

/** The most shapes a table may have (MAX_SHAPES); tests lower it to run the core's CSR copies of the generators. */
export const shapeLimit = { most: MAX_SHAPES };

/** The shape table of a CSR graph, or null when it has more than shapeLimit.most shapes; cached per neighbour table. */
export function shapeTableOf(graph: { readonly offsets: Int32Array; readonly neighbours: Int32Array; readonly cellCount: number }): ShapeTable | null {
  let known = cache.get(graph.neighbours);
  if (known === undefined) {
    known = buildShapes(graph.offsets, graph.neighbours, graph.cellCount);
    cache.set(graph.neighbours, known);
  }
  return known && known.counts.length <= shapeLimit.most ? known : null;
}

function buildShapes(offsets: Int32Array, neighbours: Int32Array, n: number): ShapeTable | null {
  let deltas = new Int32Array(64 * SHAPE_SLOTS);
  let counts = new Uint8Array(64);
  const shapes = new Uint16Array(n);
  // Shapes by a hash of their deltas (a collision is told apart by comparing).
  const byHash = new Map<number, number[]>();
  let shapeCount = 0;
  let last = -1;
  const same = (shape: number, start: number, count: number, cell: number): boolean => {
    if (counts[shape] !== count) return false;
    for (let k = 0; k < count; k++) if (deltas[shape * SHAPE_SLOTS + k] !== neighbours[start + k]! - cell) return false;
    return true;
  };
  for (let cell = 0; cell < n; cell++) {
    const start = offsets[cell]!;
    const count = offsets[cell + 1]! - start;
    // Rows of a lattice repeat the shape of the cell before or, where cells alternate (triangle, upsilon), two before.
    if (last >= 0 && same(last, start, count, cell)) {
      shapes[cell] = last;
      continue;
    }
    if (cell >= 2 && same(shapes[cell - 2]!, start, count, cell)) {
      shapes[cell] = last = shapes[cell - 2]!;
      continue;
    }
    let hash = count;
    for (let k = 0; k < count; k++) hash = Math.imul(hash ^ (neighbours[start + k]! - cell), 0x9e3779b1) >>> 0;
    const candidates = byHash.get(hash);
    let shape = candidates?.find((s) => same(s, start, count, cell)) ?? -1;
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
      for (let k = 0; k < count; k++) deltas[shape * SHAPE_SLOTS + k] = neighbours[start + k]! - cell;
      if (candidates) candidates.push(shape);
      else byHash.set(hash, [shape]);
    }
    shapes[cell] = shape;
    last = shape;
  }
  return {
    shapes: shapeCount <= 256 ? Uint8Array.from(shapes) : shapes,
    deltas: deltas.slice(0, shapeCount * SHAPE_SLOTS),
    counts: counts.slice(0, shapeCount),
  };
}

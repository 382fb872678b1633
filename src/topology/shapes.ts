// A lattice's neighbour table in compact form for the Wasm generators: cells whose slots have the same index deltas
// (neighbour − cell) share a shape, and a cell is one byte naming its shape. A regular lattice (hex, triangle,
// upsilon, 3d, wrap) has a few dozen shapes (interior, parity, edges, seams); polar and weave have too many, and keep
// the CSR table. The table is read from the CSR, so it says the same graph whatever the topology.

/** At most this many shapes (a shape index is a byte). */
export const MAX_SHAPES = 256;
/** Slots per shape in the table (MAX_SLOTS). */
const SLOTS = 8;

export interface ShapeTable {
  /** The shape of each cell. */
  readonly shapes: Uint8Array;
  /** MAX_SHAPES × 8 i32 deltas, then MAX_SHAPES u8 slot counts: the layout the core reads (ABI.md, topology_shapes). */
  readonly table: Uint8Array;
}

/** The table's bytes: deltas (32 bytes a shape), then counts (1 byte a shape). */
export const SHAPE_TABLE_BYTES = MAX_SHAPES * SLOTS * 4 + MAX_SHAPES;

const cache = new WeakMap<Int32Array, ShapeTable | null>();

/** The shape table of a CSR graph, or null when it has more than MAX_SHAPES shapes; cached per neighbour table. */
export function shapeTableOf(graph: { readonly offsets: Int32Array; readonly neighbours: Int32Array; readonly cellCount: number }): ShapeTable | null {
  let known = cache.get(graph.neighbours);
  if (known === undefined) {
    known = buildShapes(graph.offsets, graph.neighbours, graph.cellCount);
    cache.set(graph.neighbours, known);
  }
  return known;
}

function buildShapes(offsets: Int32Array, neighbours: Int32Array, n: number): ShapeTable | null {
  const table = new Uint8Array(SHAPE_TABLE_BYTES);
  const deltas = new Int32Array(table.buffer, 0, MAX_SHAPES * SLOTS);
  const counts = table.subarray(MAX_SHAPES * SLOTS * 4);
  const shapes = new Uint8Array(n);
  // Shapes by a hash of their deltas (a collision is told apart by comparing).
  const byHash = new Map<number, number[]>();
  let shapeCount = 0;
  let last = -1;
  const same = (shape: number, start: number, count: number, cell: number): boolean => {
    if (counts[shape] !== count) return false;
    for (let k = 0; k < count; k++) if (deltas[shape * SLOTS + k] !== neighbours[start + k]! - cell) return false;
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
      shape = shapeCount++;
      counts[shape] = count;
      for (let k = 0; k < count; k++) deltas[shape * SLOTS + k] = neighbours[start + k]! - cell;
      if (candidates) candidates.push(shape);
      else byHash.set(hash, [shape]);
    }
    shapes[cell] = shape;
    last = shape;
  }
  return { shapes, table };
}

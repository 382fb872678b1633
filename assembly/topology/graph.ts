// A maze on a topology, as the generic algorithms see it: the CSR neighbour table (offsets, neighbours: i32 each) and
// one byte of link bits per cell (bit k = slot k is a passage), all in the arena. Mirrored in src/reference/topology/graph.ts.
// Generators may read the graph through its shape table instead (topology_shapes, src/topology/shapes.ts): one or two
// bytes per cell naming its shape, a shape being the slot count and the index delta of each slot's neighbour. At 10^6
// cells that is 1 or 2 bytes a cell to read where the CSR table is 4 + 4·slots, which does not stay in cache. Each
// generator has a copy per layout: the `shaped` argument of the *On functions below is a constant in each copy.
//
// Positions: a shape table may span more positions than there are cells (weave: its grid, where crossings hold no cell;
// src/topology/shapes.ts). A position of shape 0, which has no slot, is a hole: no cell, and no delta leads to it. Generators
// then work on positions: their arrays span positionsOf(n), setRoot takes a cell's rank to its position, a hole's link
// byte is not 0 while they run (so scans for a cell out of the maze pass it), and finishGraph moves the cells' links to
// the first n bytes (./holes.ts). Draws and bytes are the same: positions keep the cells' order.

import { clearWithHoles, compactLinks, positionOfRank } from "./holes";

let offsetsAt: usize = 0;
let neighboursAt: usize = 0;
let linksAt: usize = 0;
let rootCell: u32 = 0;
// The shape layout: 0 when the generators read the CSR table. A shape index is a u8, or a u16 when `wide`: read as
// a u16 at cell << shapeShift, masked (a narrow table is read one byte past a cell, within the arena).
let shapesAt: usize = 0;
let deltasAt: usize = 0;
let countsAt: usize = 0;
let shapeShift: u32 = 0;
let shapeMask: u32 = 0xff;
let shapeTotal: u32 = 0;
// Positions of the shape layout when it has holes (./holes.ts), else 0.
let positionTotal: u32 = 0;

/**
 * The layout the next generators read: the shape of each position at `shapes` (u8, or u16 when `wide`), 8 i32 deltas
 * per shape at `deltas` and a u8 slot count per shape at `counts` (`count` shapes), over `positions` positions with
 * holes (0: a position per cell); or the CSR (shapes 0).
 */
export function useShapes(shapes: usize, deltas: usize, counts: usize, wide: bool, count: u32, positions: u32): void {
  // Holes are shape 0, which must have no slot (else the positions are ignored).
  positionTotal = shapes != 0 && count != 0 && load<u8>(counts) == 0 ? positions : 0;
  shapesAt = shapes;
  deltasAt = deltas;
  countsAt = counts;
  shapeShift = wide ? 1 : 0;
  shapeMask = wide ? 0xffff : 0xff;
  shapeTotal = count;
}

/** The shape of `cell` (shape layout only). */
@inline export function shapeOf(cell: u32): usize {
  return <usize>(<u32>load<u16>(shapesAt + (<usize>cell << shapeShift)) & shapeMask);
}

/** How many shapes the current shape table has (0 on the CSR). */
export function shapeCount(): u32 {
  return shapesAt != 0 ? shapeTotal : 0;
}

/** The slot count of shape `shape`. */
@inline export function slotsOfShape(shape: usize): u32 {
  return <u32>load<u8>(countsAt + shape);
}

/** The delta of slot `slot` of shape `shape`. */
@inline export function deltaOfShape(shape: usize, slot: u32): i32 {
  return load<i32>(deltasAt + (shape << 5) + (<usize>slot << 2));
}

/** Whether the generators read the shape table. */
export function isShaped(): bool {
  return shapesAt != 0;
}

/** Makes the graph at these pointers the current one and clears its links (a hole's to HOLE_LINKS). */
export function useGraph(offsets: usize, neighbours: usize, links: usize, cellCount: u32): void {
  offsetsAt = offsets;
  neighboursAt = neighbours;
  linksAt = links;
  const total = positionsOf(cellCount);
  if (total == cellCount) memory.fill(links, 0, total);
  else clearWithHoles(links, shapesAt, shapeShift != 0, total);
}

/** How many positions a generator's arrays span for `n` cells: n, or more on a shape layout with holes. */
@inline export function positionsOf(n: u32): u32 {
  return max<u32>(positionTotal, n);
}

/** Ends a generation of `n` cells: on a layout with holes, the cells' links move to the first n bytes, in order. */
export function finishGraph(n: u32): void {
  const total = positionsOf(n);
  if (total != n) compactLinks(linksAt, shapesAt, shapeShift != 0, total);
}

/** Makes the graph current without clearing its links (solvers and passes read a finished maze). */
export function readGraph(offsets: usize, neighbours: usize, links: usize): void {
  offsetsAt = offsets;
  neighboursAt = neighbours;
  linksAt = links;
}

/** Makes cell `rank` (its index among the cells) the one in the maze before any passage is carved; returns its position. */
export function setRoot(rank: u32): u32 {
  rootCell = positionTotal > rank ? positionOfRank(shapesAt, shapeShift != 0, positionTotal, rank) : rank;
  return rootCell;
}

@inline export function firstSlot(cell: u32): u32 {
  return load<u32>(offsetsAt + (<usize>cell << 2));
}

@inline export function endSlot(cell: u32): u32 {
  return load<u32>(offsetsAt + (<usize>(cell + 1) << 2));
}

@inline export function neighbourAt(entry: u32): u32 {
  return load<u32>(neighboursAt + (<usize>entry << 2));
}

@inline export function linksOf(cell: u32): u32 {
  return <u32>load<u8>(linksAt + cell);
}

@inline export function setLinks(cell: u32, value: u32): void {
  store<u8>(linksAt + cell, <u8>value);
}

/** The slot of `cell` whose neighbour is `neighbour` (it exists: neighbourhood is symmetric). */
@inline export function slotBack(cell: u32, neighbour: u32): u32 {
  const start = firstSlot(cell);
  let e = start;
  while (neighbourAt(e) != neighbour) e++;
  return e - start;
}

/** Opens slot `slot` of `cell` and the slot back from its neighbour; returns the neighbour. */
@inline export function carve(cell: u32, slot: u32): u32 {
  const next = neighbourAt(firstSlot(cell) + slot);
  setLinks(cell, linksOf(cell) | (<u32>1 << slot));
  setLinks(next, linksOf(next) | (<u32>1 << slotBack(next, cell)));
  return next;
}

/** A cell is in the maze once it has a passage, or when it is the root. */
@inline export function isIn(cell: u32): bool {
  return linksOf(cell) != 0 || cell == rootCell;
}

/** The slots of `cell` whose neighbours are not yet in the maze, as a bit mask (one pass over its slots). */
@inline export function outMask(cell: u32): u32 {
  const start = firstSlot(cell);
  const slots = endSlot(cell) - start;
  let mask: u32 = 0;
  for (let k: u32 = 0; k < slots; k++) if (!isIn(neighbourAt(start + k))) mask |= <u32>1 << k;
  return mask;
}

/** The position of the `nth` (0-based) set bit of `mask` (it has more than nth). */
@inline export function nthSetBit(mask: u32, nth: u32): u32 {
  for (let i: u32 = 0; i < nth; i++) mask &= mask - 1;
  return ctz<u32>(mask);
}

// The layout-generic forms: `shaped` is a constant in each inlined copy, so each copy reads one layout.

@inline function deltasOf(cell: u32): usize {
  return deltasAt + (shapeOf(cell) << 5);
}

/** How many slots `cell` has. */
@inline export function slotCountOn(shaped: bool, cell: u32): u32 {
  if (shaped) return <u32>load<u8>(countsAt + shapeOf(cell));
  return endSlot(cell) - firstSlot(cell);
}

/** The neighbour of `cell` through slot `slot`. */
@inline export function neighbourOn(shaped: bool, cell: u32, slot: u32): u32 {
  if (shaped) return cell + <u32>load<i32>(deltasOf(cell) + (<usize>slot << 2));
  return neighbourAt(firstSlot(cell) + slot);
}

/** The slot of `next` (the neighbour through slot `slot` of `cell`) that leads back to `cell`. */
@inline export function slotBackOn(shaped: bool, cell: u32, slot: u32, next: u32): u32 {
  if (!shaped) return slotBack(next, cell);
  const delta = load<i32>(deltasOf(cell) + (<usize>slot << 2));
  const back = deltasOf(next);
  let k: u32 = 0;
  while (load<i32>(back + (<usize>k << 2)) != -delta) k++;
  return k;
}

/** carve on either layout: opens slot `slot` of `cell` and the slot back; returns the neighbour. */
@inline export function carveOn(shaped: bool, cell: u32, slot: u32): u32 {
  if (!shaped) return carve(cell, slot);
  const delta = load<i32>(deltasOf(cell) + (<usize>slot << 2));
  const next = cell + <u32>delta;
  // The slot back is the one whose delta is the opposite (neighbours are distinct, so deltas are).
  const back = deltasOf(next);
  let k: u32 = 0;
  while (load<i32>(back + (<usize>k << 2)) != -delta) k++;
  setLinks(cell, linksOf(cell) | (<u32>1 << slot));
  setLinks(next, linksOf(next) | (<u32>1 << k));
  return next;
}

/** outMask on either layout. */
@inline export function outMaskOn(shaped: bool, cell: u32): u32 {
  if (!shaped) return outMask(cell);
  const shape = shapeOf(cell);
  const slots = <u32>load<u8>(countsAt + shape);
  const deltas = deltasAt + (shape << 5);
  let mask: u32 = 0;
  for (let k: u32 = 0; k < slots; k++) if (!isIn(cell + <u32>load<i32>(deltas + (<usize>k << 2)))) mask |= <u32>1 << k;
  return mask;
}

// The shape layout's pointers, for generators that keep them in locals (assembly/topology/shaped-walk.ts).
@inline export function linksBase(): usize {
  return linksAt;
}
@inline export function shapesBase(): usize {
  return shapesAt;
}
@inline export function deltasBase(): usize {
  return deltasAt;
}
@inline export function countsBase(): usize {
  return countsAt;
}
@inline export function shapeShiftOf(): u32 {
  return shapeShift;
}

/** A load of what neighbourOn reads first for `cell` (its shape, or its CSR offset): a batch that calls this for many cells in a tight loop has their cache misses overlap before it needs their neighbours. */
@inline export function touchOn(shaped: bool, cell: u32): u32 {
  if (shaped) return <u32>shapeOf(cell);
  return firstSlot(cell);
}

/** The slot of `next` that leads back along `delta` (next = cell + delta): on the shape table, the 8 deltas of its shape compared with −delta at once (SIMD, no branch per slot; unused slots hold 0, never a delta). */
@inline export function slotAlongOn(shaped: bool, cell: u32, next: u32, delta: i32): u32 {
  if (!shaped) return slotBack(next, cell);
  const back = deltasOf(next);
  const wanted = i32x4.splat(-delta);
  const low = i32x4.bitmask(i32x4.eq(v128.load(back), wanted));
  const high = i32x4.bitmask(i32x4.eq(v128.load(back, 16), wanted));
  return ctz<u32>(low | (high << 4));
}

/** The index delta of slot `slot` of `cell` (neighbour − cell; shape table only). */
@inline export function deltaOn(cell: u32, slot: u32): i32 {
  return load<i32>(deltasOf(cell) + (<usize>slot << 2));
}

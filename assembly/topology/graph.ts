// A maze on a topology, as the generic algorithms see it: the CSR neighbour table (offsets, neighbours: i32 each) and
// one byte of link bits per cell (bit k = slot k is a passage), all in the arena. Mirrored in src/reference/topology/graph.ts.

let offsetsAt: usize = 0;
let neighboursAt: usize = 0;
let linksAt: usize = 0;
let rootCell: u32 = 0;

/** Makes the graph at these pointers the current one and clears its links. */
export function useGraph(offsets: usize, neighbours: usize, links: usize, cellCount: u32): void {
  offsetsAt = offsets;
  neighboursAt = neighbours;
  linksAt = links;
  memory.fill(links, 0, cellCount);
}

/** Makes the graph current without clearing its links (solvers and passes read a finished maze). */
export function readGraph(offsets: usize, neighbours: usize, links: usize): void {
  offsetsAt = offsets;
  neighboursAt = neighbours;
  linksAt = links;
}

/** The cell that is in the maze before any passage is carved. */
export function setRoot(root: u32): void {
  rootCell = root;
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

// A topology with some of its cells left out (a mask): the cells of hex, triangle, upsilon or polar that the parameter
// `keep` names, base64 of one bit per cell of the whole topology (cell c is bit c mod 8 of byte ⌊c/8⌋). The kept cells
// are renumbered in order and keep their slots towards kept neighbours (same order, same side codes), their
// coordinates, outlines and A* keys (a path among fewer cells is no shorter, so the bound still holds). They sit at
// their old index as positions, so the core's shape tables still read the lattice (a left-out cell is a hole). They
// must be connected: a maze is one piece.

import { base64ByteLength, decodeBase64, encodeBase64 } from "../base/base64.js";
import { popcount } from "../base/bits.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { Topology, TopologyName } from "./topology.js";

/** The topologies whose cells can be left out (their cells are pictured side by side; 3d, weave and wrap are not). */
export const MASKABLE_TOPOLOGIES: readonly TopologyName[] = ["hex", "triangle", "upsilon", "polar"];

/** The `keep` text of a set of cells of `full` (kept[c] not 0: cell c is kept). */
export function keepText(full: Topology, kept: Uint8Array): string {
  const bits = new Uint8Array(Math.ceil(full.cellCount / 8));
  for (let c = 0; c < full.cellCount; c++) if (kept[c]) bits[c >> 3]! |= 1 << (c & 7);
  return encodeBase64(bits);
}

/** Throws unless topology `name` takes a mask. */
export function checkMaskable(name: string): void {
  if (!(MASKABLE_TOPOLOGIES as readonly string[]).includes(name))
    throw new InvalidArgumentError(`a mask (keep) is not available on ${name}; masks work on ${MASKABLE_TOPOLOGIES.join(", ")}`);
}

/** The cells of `full` that `keep` names, as a topology of their own; the errors say what is allowed. */
export function keptTopology(full: Topology, keep: unknown): Topology {
  checkMaskable(full.name);
  const kept = keptCells(full, keep);
  checkConnected(full, kept);
  const index = new Int32Array(full.cellCount).fill(-1);
  let count = 0;
  for (let c = 0; c < full.cellCount; c++) if (kept[c]) index[c] = count++;
  const of = new Int32Array(count);
  const offsets = new Int32Array(count + 1);
  for (let c = 0; c < full.cellCount; c++) {
    if (!kept[c]) continue;
    const cell = index[c]!;
    of[cell] = c;
    let slots = 0;
    for (let e = full.offsets[c]!; e < full.offsets[c + 1]!; e++) if (kept[full.neighbours[e]!]) slots++;
    offsets[cell + 1] = offsets[cell]! + slots;
  }
  const neighbours = new Int32Array(offsets[count]!);
  const sides = new Uint8Array(offsets[count]!);
  for (let cell = 0; cell < count; cell++) {
    const c = of[cell]!;
    let at = offsets[cell]!;
    for (let e = full.offsets[c]!; e < full.offsets[c + 1]!; e++) {
      const neighbour = full.neighbours[e]!;
      if (!kept[neighbour]) continue;
      neighbours[at] = index[neighbour]!;
      sides[at++] = full.sides[e]!;
    }
  }
  return {
    name: full.name,
    parameters: { ...full.parameters, keep: keepText(full, kept) },
    cellCount: count,
    maxSlots: full.maxSlots,
    offsets,
    neighbours,
    sides,
    positions: { of, count: full.cellCount },
    sideNames: full.sideNames,
    coordinates: (cell) => full.coordinates(of[cell]!),
    coordinateNames: full.coordinateNames,
    cellAt: (...coordinates) => {
      const c = full.cellAt(...coordinates);
      return c < 0 ? -1 : index[c]!;
    },
    polygon: (cell) => full.polygon(of[cell]!),
    centre: (cell) => full.centre(of[cell]!),
    lowerBound: (from, to) => full.lowerBound(of[from]!, of[to]!),
    heuristic: full.heuristic,
    heuristicKeys: (cell) => full.heuristicKeys(of[cell]!),
  };
}

// One byte per cell of `full`, 1 where `keep` keeps it.
function keptCells(full: Topology, keep: unknown): Uint8Array {
  const bits = keepBits(full.name, full.cellCount, keep);
  const kept = new Uint8Array(full.cellCount);
  for (let c = 0; c < full.cellCount; c++) kept[c] = (bits[c >> 3]! >> (c & 7)) & 1;
  return kept;
}

/** The bytes of `keep` for a topology `name` of `cellCount` cells, checked: their length, no bit past the last cell, at
 *  least one cell kept (topology json checks a file's keep with it before building the whole topology). */
export function keepBits(name: string, cellCount: number, keep: unknown): Uint8Array {
  const bytes = Math.ceil(cellCount / 8);
  const what = `${name}: keep must be base64 of ${bytes} bytes (one bit per cell of the ${cellCount}, cell c at bit c mod 8 of byte c / 8)`;
  if (typeof keep !== "string") throw new InvalidArgumentError(`${what}, got ${describeValue(keep)}`);
  const told = base64ByteLength(keep);
  if (told !== undefined && told !== bytes) throw new InvalidArgumentError(`${what}, got ${told} bytes`);
  const bits = decodeBase64(keep);
  if (typeof bits === "string") throw new InvalidArgumentError(`${what}: ${bits}`);
  if (bits.length !== bytes) throw new InvalidArgumentError(`${what}, got ${bits.length} bytes`);
  const spare = cellCount & 7;
  if (spare !== 0 && bits[bytes - 1]! >> spare !== 0) throw new InvalidArgumentError(`${what}: bits past the last cell are set`);
  if (bits.every((byte) => byte === 0)) throw new InvalidArgumentError(`${name}: keep leaves out every cell; keep at least one`);
  return bits;
}

/** How many cells checked keep bytes keep. */
export function keptCount(bits: Uint8Array): number {
  let count = 0;
  for (const byte of bits) count += popcount(byte);
  return count;
}

// Throws unless the kept cells are one connected piece, naming a cell that cannot be reached by its coordinates.
function checkConnected(full: Topology, kept: Uint8Array): void {
  const first = kept.indexOf(1);
  const reached = new Uint8Array(full.cellCount);
  const queue = new Int32Array(full.cellCount);
  let tail = 0;
  queue[tail++] = first;
  reached[first] = 1;
  for (let head = 0; head < tail; head++) {
    const c = queue[head]!;
    for (let e = full.offsets[c]!; e < full.offsets[c + 1]!; e++) {
      const neighbour = full.neighbours[e]!;
      if (kept[neighbour] && !reached[neighbour]) {
        reached[neighbour] = 1;
        queue[tail++] = neighbour;
      }
    }
  }
  for (let c = 0; c < full.cellCount; c++) {
    if (!kept[c] || reached[c]) continue;
    const at = (cell: number): string => `(${full.coordinates(cell).join(", ")})`;
    throw new InvalidArgumentError(
      `${full.name}: the kept cells are not connected: ${at(c)} cannot be reached from ${at(first)} ` +
        `(${full.coordinateNames.join(", ")}); keep one connected piece (a larger topology draws a mask's thin parts with more cells)`,
    );
  }
}

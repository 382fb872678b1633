// Kruskal by the book, independent of the generators' code paths: walls taken in rank order (the wall of rank r
// is slot permute(r) of the reference permutation), sets kept as plain labels, the smaller set relabelled on every join.

import { permutationSide, permute, seedPermutation } from "../../src/reference/permutation.js";

/** The maze Kruskal makes when the permutation's keys are drawn right after `drawBefore` ran on a fresh PRNG state. */
export function kruskalByTheBook(width: number, height: number, drawBefore: () => void): Uint8Array {
  const stride = width + 2;
  const cells = new Uint8Array(stride * (height + 2));
  for (let y = 0; y < height + 2; y++) {
    for (let x = 0; x < stride; x++) if (x === 0 || y === 0 || x === stride - 1 || y === height + 1) cells[y * stride + x] = 0x10;
  }
  const label = Array.from({ length: width * height }, (_, i) => i);
  const members = label.map((i) => [i]);
  drawBefore();
  const side = permutationSide(2 * width * height);
  seedPermutation(side);
  for (let rank = 0; rank < side * side; rank++) {
    const slot = permute(Math.floor(rank / side), rank % side);
    const a = Math.floor(slot / 2);
    const x = a % width;
    const y = Math.floor(a / width);
    const south = slot % 2 === 1;
    if (slot >= 2 * width * height || (south ? y === height - 1 : x === width - 1)) continue;
    const b = south ? a + width : a + 1;
    if (label[a] === label[b]) continue;
    // The smaller set takes the larger one's label (its members listed), so large grids stay quick.
    const [from, to] = members[label[a]!]!.length < members[label[b]!]!.length ? [label[a]!, label[b]!] : [label[b]!, label[a]!];
    for (const i of members[from]!) {
      label[i] = to;
      members[to]!.push(i);
    }
    members[from] = [];
    const here = (y + 1) * stride + x + 1;
    cells[here]! |= south ? 4 : 2;
    cells[south ? here + stride : here + 1]! |= south ? 1 : 8;
  }
  return cells;
}

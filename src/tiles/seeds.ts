// Every draw of a tiled maze, as a hash of the maze's seed and where it is used, so any tile, tree or passage can be
// made alone, in any order, on any machine (a shard, a worker) and come out the same.
//
//   mix(h, w)                 = splitmix32((h ^ w) + 0x9e3779b9), all in unsigned 32-bit arithmetic
//   tileSeed(seed, tx, ty)    = mix(mix(mix(0x74696c65 "tile", seed), tx), ty)   the seed tile (tx, ty) is generated from
//   treeSeed(seed)            = mix(0x74726565 "tree", seed)                      seeds the Dice of the tile tree's walk
//   gate(seed, tx, ty, side, n): h = mix(mix(mix(mix(0x67617465 "gate", seed), tx), ty), side), then
//                               ((h >>> 11) · 2^32 + mix(h, 1)) mod n             where along the border the passage is
//
// `side` is 0 for the border east of tile (tx, ty) and 1 for the border south of it; n is that border's length in
// cells. The 53-bit value leaves a bias of at most n / 2^53 in the position, and stays exact in a double.

import { splitmix32 } from "../base/dice.js";

const GOLDEN = 0x9e3779b9;
const TILE = 0x74696c65;
const TREE = 0x74726565;
const GATE = 0x67617465;

/** Which border of tile (tx, ty) a gate crosses. */
export const EAST_SIDE = 0;
export const SOUTH_SIDE = 1;

/** One more word into a running 32-bit hash. */
export function mix(hash: number, word: number): number {
  return splitmix32(((hash ^ word) + GOLDEN) >>> 0);
}

/** The seed tile (tx, ty) of a tiled maze is generated from. */
export function tileSeed(seed: number, tx: number, ty: number): number {
  return mix(mix(mix(TILE, seed), tx), ty);
}

/** The seed of the walk that draws the tree of tiles. */
export function treeSeed(seed: number): number {
  return mix(TREE, seed);
}

/** The cell, 0..length−1 along the border, where the passage through that border of tile (tx, ty) is. */
export function gatePosition(seed: number, tx: number, ty: number, side: number, length: number): number {
  const hash = mix(mix(mix(mix(GATE, seed), tx), ty), side);
  return ((hash >>> 11) * 2 ** 32 + mix(hash, 1)) % length;
}

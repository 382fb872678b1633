// The tree of tiles: a spanning tree of the T×T grid of tiles, uniform over all of them, drawn by Wilson's algorithm
// (loop-erased random walks) with a Dice seeded by treeSeed(seed). Each edge of it becomes one passage between the
// two tiles, so perfect tiles joined along it make a perfect maze.
//
// Draw order: the root is tile 0 (the top left); walks start from tiles 1, 2, … (row-major) that are not yet in the
// tree; each step draws below(k) among the k neighbours that exist, in the order N, E, S, W.

import { Dice } from "../base/dice.js";
import { treeSeed } from "./seeds.js";

/** Bits of a tile in a TileTree: the tree joins it to its east or south neighbour. */
export const JOIN_EAST = 1;
export const JOIN_SOUTH = 2;
const IN_TREE = 4;
const EXIT_SHIFT = 4;

/** T·T bytes, row-major: JOIN_EAST and JOIN_SOUTH of each tile. */
export type TileTree = Uint8Array;

const NORTH = 0;
const EAST = 1;
const SOUTH = 2;
const WEST = 3;

/**
 * The seed's tree of a T×T grid of tiles: about T² log T steps (Wilson's mean hitting time; 0.2 s at T = 800, 9.6 s
 * at T = 4096), so a tiled maze draws it once.
 */
export function tileTree(tiles: number, seed: number): TileTree {
  const count = tiles * tiles;
  const tree = new Uint8Array(count);
  const dice = new Dice(treeSeed(seed));
  const ways = new Uint8Array(4);
  const step = [-tiles, 1, tiles, -1];
  tree[0] = IN_TREE;
  for (let start = 1; start < count; start++) {
    if (tree[start]! & IN_TREE) continue;
    // The walk: each tile remembers the way it last left by (the loops are erased by overwriting it).
    for (let at = start; !(tree[at]! & IN_TREE); ) {
      const x = at % tiles;
      const y = (at - x) / tiles;
      let k = 0;
      if (y > 0) ways[k++] = NORTH;
      if (x < tiles - 1) ways[k++] = EAST;
      if (y < tiles - 1) ways[k++] = SOUTH;
      if (x > 0) ways[k++] = WEST;
      const way = ways[dice.below(k)]!;
      tree[at] = (tree[at]! & (JOIN_EAST | JOIN_SOUTH)) | (way << EXIT_SHIFT);
      at += step[way]!;
    }
    // The loop-erased path joins the tree.
    for (let at = start; !(tree[at]! & IN_TREE); ) {
      const way = (tree[at]! >> EXIT_SHIFT) & 3;
      const next = at + step[way]!;
      if (way === EAST) tree[at]! |= JOIN_EAST;
      else if (way === SOUTH) tree[at]! |= JOIN_SOUTH;
      else if (way === WEST) tree[next]! |= JOIN_EAST;
      else tree[next]! |= JOIN_SOUTH;
      tree[at]! |= IN_TREE;
      at = next;
    }
  }
  for (let i = 0; i < count; i++) tree[i]! &= JOIN_EAST | JOIN_SOUTH;
  return tree;
}

/** What draws the trees of tiled mazes: an object, so that a test can count the draws (vi.spyOn(trees, "draw")). */
export const trees = { draw: tileTree };

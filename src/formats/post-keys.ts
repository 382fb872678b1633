// The `+-+` drawings' lookup keys (ascii, 3 columns a cell; ascii-compact, 1): what a post, a wall or a floor looks
// like depends on a few bits of the cells around it, gathered into a small key without branches and looked up in a
// table of little-endian character words. Bit 4 of a cell value is BORDER (excluded, or padding): "outside".

import { BORDER, E } from "../grid/layout.js";
import { code, word } from "./chunks.js";

const SPACE = code(" ");
const BAR = code("|");

/**
 * The key of a post and the wall east of it: outside bits of the cells NW (1), NE (2), SW (4), SE (8) of the post,
 * and NE's S passage (16).
 */
export function postKey(northWest: number, northEast: number, southWest: number, southEast: number): number {
  return ((northWest >> 4) & 1) | ((northEast >> 3) & 2) | ((southWest >> 2) & 4) | ((southEast >> 1) & 8) | ((northEast & 4) << 2);
}

/** The key of a line's last post: east of it is outside. */
export function lastPostKey(northWest: number, southWest: number): number {
  return ((northWest >> 4) & 1) | 2 | ((southWest >> 2) & 4) | 8;
}

/** The key of a floor and the wall east of it: the cell's E passage (1), outside bits of it (2) and of its east neighbour (4). */
export function floorKey(here: number, east: number): number {
  return ((here >> 1) & 1) | ((here >> 3) & 2) | ((east >> 2) & 4);
}

/**
 * The 32 post words, a post followed by `wall` (its length sets the word's): a post shows unless all four cells are
 * outside; the wall shows unless the passage is open or both cells beside it are outside.
 */
export function postWords(wall: string): number[] {
  return Array.from({ length: 32 }, (_, key) => {
    const post = (key & 15) === 15 ? " " : "+";
    const open = (key & 16) !== 0 || (key & 10) === 10;
    return word(post + (open ? " ".repeat(wall.length) : wall));
  });
}

/** The 8 floor words, `floor` followed by the east wall "|" unless the passage is open or both cells are outside. */
export function floorWords(floor: string): number[] {
  return Array.from({ length: 8 }, (_, key) => word(floor + ((key & 1) !== 0 || (key & 6) === 6 ? " " : "|")));
}

/** A row's west wall: open where the padding (at `start`) opens east (an entrance) or the first cell is outside. */
export function westWall(cells: Uint8Array, start: number): number {
  return ((cells[start]! & E) | (cells[start + 1]! & BORDER)) !== 0 ? SPACE : BAR;
}

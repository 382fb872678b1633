// A grid map: W×H terrain characters of the Moving AI format, row-major, (0, 0) the upper left. The solvers see its
// padded class map (src/grid/octile.ts): `.` `G` `S` are land, `W` water, `@` `O` `T` blocked; a move goes only
// between cells of one class, so water is traversable but never entered from land (or left for it).

import { describeValue, FormatError, InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { BLOCKED, LAND, MAX_MAP_CELLS, MAX_MAP_SIDE, mapBytes, WATER } from "../grid/octile.js";

/** Every terrain character and its class. */
export const TERRAIN_CLASSES: Readonly<Record<string, number>> = {
  ".": LAND,
  G: LAND,
  S: LAND,
  W: WATER,
  "@": BLOCKED,
  O: BLOCKED,
  T: BLOCKED,
};

/** The allowed characters, for error messages. */
export const TERRAIN_CHARACTERS = Object.keys(TERRAIN_CLASSES).join(" ");

// CLASS_OF[code] is the class of a terrain character code plus 1; 0 for a character that is not terrain.
const CLASS_OF = new Uint8Array(128);
for (const [character, terrainClass] of Object.entries(TERRAIN_CLASSES)) CLASS_OF[character.charCodeAt(0)] = terrainClass + 1;

/** The class of a character code plus one; 0 when it is not a terrain character. */
export function classOfCode(code: number): number {
  return code < 128 ? CLASS_OF[code]! : 0;
}

/** Throws SizeLimitError (prefixed by `where`) when a W×H map is past the bounds. */
export function checkMapSize(width: number, height: number, where = ""): void {
  if (width > MAX_MAP_SIDE || height > MAX_MAP_SIDE)
    throw new SizeLimitError(`${where}a ${width}×${height} map is over the largest side a map may have, ${MAX_MAP_SIDE}`);
  if (width * height > MAX_MAP_CELLS)
    throw new SizeLimitError(`${where}a ${width}×${height} map has ${width * height} cells, over the most a map may have, ${MAX_MAP_CELLS}`);
}

export class GridMap {
  readonly width: number;
  readonly height: number;
  /** W·H character codes, row-major. */
  readonly terrain: Uint8Array;
  private classes: Uint8Array | undefined;

  constructor(width: number, height: number, terrain: Uint8Array) {
    for (const [name, value] of [
      ["width", width],
      ["height", height],
    ] as const) {
      if (!Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(`grid map ${name} must be a positive integer, got ${describeValue(value)}`);
    }
    checkMapSize(width, height);
    if (!(terrain instanceof Uint8Array) || terrain.length !== width * height)
      throw new InvalidArgumentError(
        `grid map terrain must be a Uint8Array of width·height = ${width * height} character codes, got ${describeValue(terrain)}`,
      );
    for (let i = 0; i < terrain.length; i++) {
      if (classOfCode(terrain[i]!) === 0) {
        throw new FormatError("grid map", `unknown terrain ${describeValue(String.fromCharCode(terrain[i]!))}: allowed are ${TERRAIN_CHARACTERS}`, {
          line: Math.floor(i / width) + 1,
          column: (i % width) + 1,
        });
      }
    }
    this.width = width;
    this.height = height;
    this.terrain = terrain;
  }

  /** The terrain character at (x, y). */
  at(x: number, y: number): string {
    return String.fromCharCode(this.terrain[y * this.width + x]!);
  }

  /** The class of (x, y): BLOCKED, LAND or WATER. */
  classAt(x: number, y: number): number {
    return classOfCode(this.terrain[y * this.width + x]!) - 1;
  }

  /** The padded class map the solvers read: (W+2)·(H+2) bytes, padding BLOCKED. Computed once. */
  classMap(): Uint8Array {
    if (this.classes) return this.classes;
    const { width, height, terrain } = this;
    const classes = new Uint8Array(mapBytes(width, height));
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) classes[(y + 1) * (width + 2) + x + 1] = classOfCode(terrain[y * width + x]!) - 1;
    }
    this.classes = classes;
    return classes;
  }
}

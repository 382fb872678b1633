// A grid map: W×H terrain characters of the Moving AI format, row-major, (0, 0) the upper left. The solvers see its
// padded class map (src/grid/octile.ts): `.` `G` `S` are land, `W` water, `@` `O` `T` blocked; a move goes only
// between cells of one class, so water is traversable but never entered from land (or left for it).

import { isUint8Array } from "../base/arguments.js";
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

/**
 * A grid map, unchangeable once made: the constructor checks the size and every character, and nothing can break
 * them afterwards, so the functions that take a map check only that it is one (checkGridMap), not its terrain
 * again. The instance is frozen (width and height cannot be reassigned) and the terrain is a private copy: a typed
 * array cannot be frozen, so `terrain` hands out a copy, and the padded class map is computed from the private
 * terrain once and cached (classMap() hands out a copy too). A copy per call costs one pass over bytes that the
 * solvers and writers pass over anyway. Chosen over checking the map again at each door, which would cost a pass
 * per call too and still have to tell a class map cached before a change from one made after it.
 */
export class GridMap {
  readonly width: number;
  readonly height: number;
  readonly #terrain: Uint8Array;
  #classes: Uint8Array | undefined;

  constructor(width: number, height: number, terrain: Uint8Array) {
    for (const [name, value] of [
      ["width", width],
      ["height", height],
    ] as const) {
      if (!Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(`grid map ${name} must be a positive integer, got ${describeValue(value)}`);
    }
    checkMapSize(width, height);
    if (!isUint8Array(terrain) || terrain.length !== width * height)
      throw new InvalidArgumentError(
        `grid map terrain must be a Uint8Array of width·height = ${width * height} character codes, got ${describeValue(terrain)}`,
      );
    // Copied before it is checked: the caller's array may change afterwards, the map's may not.
    const codes = terrain.slice();
    for (let i = 0; i < codes.length; i++) {
      if (classOfCode(codes[i]!) === 0) {
        throw new FormatError("grid map", `unknown terrain ${describeValue(String.fromCharCode(codes[i]!))}: allowed are ${TERRAIN_CHARACTERS}`, {
          line: Math.floor(i / width) + 1,
          column: (i % width) + 1,
        });
      }
    }
    this.width = width;
    this.height = height;
    this.#terrain = codes;
    Object.freeze(this);
  }

  /** Whether `value` is a GridMap made by the constructor (not an object posing as one). */
  static isGridMap(value: unknown): value is GridMap {
    return typeof value === "object" && value !== null && #terrain in value;
  }

  /** W·H character codes, row-major: a copy (the map's own cannot be changed). */
  get terrain(): Uint8Array {
    return this.#terrain.slice();
  }

  /** The terrain character at (x, y). */
  at(x: number, y: number): string {
    return String.fromCharCode(this.#terrain[this.#index(x, y, "at")]!);
  }

  /** The class of (x, y): BLOCKED, LAND or WATER. */
  classAt(x: number, y: number): number {
    return classOfCode(this.#terrain[this.#index(x, y, "classAt")]!) - 1;
  }

  #index(x: number, y: number, method: string): number {
    if (!Number.isSafeInteger(x) || x < 0 || x >= this.width)
      throw new InvalidArgumentError(`GridMap.${method}: x must be an integer from 0 to ${this.width - 1}, got ${describeValue(x)}`);
    if (!Number.isSafeInteger(y) || y < 0 || y >= this.height)
      throw new InvalidArgumentError(`GridMap.${method}: y must be an integer from 0 to ${this.height - 1}, got ${describeValue(y)}`);
    return y * this.width + x;
  }

  /** The padded class map the solvers read: (W+2)·(H+2) bytes, padding BLOCKED. Computed once; each call gets a copy. */
  classMap(): Uint8Array {
    if (this.#classes === undefined) {
      const { width, height } = this;
      const terrain = this.#terrain;
      const classes = new Uint8Array(mapBytes(width, height));
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) classes[(y + 1) * (width + 2) + x + 1] = classOfCode(terrain[y * width + x]!) - 1;
      }
      this.#classes = classes;
    }
    return this.#classes.slice();
  }
}

/** Throws InvalidArgumentError unless `map` is a GridMap (a plain object with a map's fields is not one). */
export function checkGridMap(map: unknown, what: string): asserts map is GridMap {
  if (!GridMap.isGridMap(map))
    throw new InvalidArgumentError(`${what} must be a GridMap (from readMovingAiMap, mazeToGridMap or new GridMap), got ${describeValue(map)}`);
}

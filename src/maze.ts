// The Maze type: the grid contract (docs/ARCHITECTURE.md) as a class, with helpers to read it.

import { describeValue, InvalidArgumentError } from "./base/errors.js";
import { findFormat, writeToString } from "./formats/index.js";
import { fromObject } from "./formats/json.js";
import { type CellStore, type Openings, type OptionValue, ownedStore } from "./grid/data.js";
import { BORDER, cellIndex, E, N, S, W } from "./grid/layout.js";
import { checkOpenings } from "./grid/openings.js";
import { carryValid, markValid, recogniseMazes } from "./grid/validated.js";
import { tileLayout } from "./tiles/layout.js";

export type Direction = "N" | "E" | "S" | "W";
export const directions: readonly Direction[] = ["N", "E", "S", "W"];
const DIRECTION_BITS: Readonly<Record<Direction, number>> = { N, E, S, W };

// Views handed out keep their maze (and so its bytes in the Wasm arena) alive.
const holders = new WeakMap<Uint8Array, Maze>();
const NO_VIEW = new Uint8Array(0);
const DISPOSED: CellStore = {
  length: 0,
  version: 0,
  view() {
    throw new InvalidArgumentError("this maze was disposed (maze.dispose()): its cells are gone; copy them first (maze.cells.slice()) to keep them");
  },
  adopt() {},
  release() {},
};
// The store the next constructor call takes over (set only by mazeOver and mazeWithOpenings, below).
let pendingStore: CellStore | undefined;
// A store over another maze's cells that keeps that maze alive and never frees its bytes (set by Maze's static block).
let shareCells: (source: Maze) => CellStore;
// The maze, not disposed, whose current view `cells` is (set by Maze's static block).
let liveHolder: (cells: Uint8Array) => Maze | undefined;

export class Maze {
  /**
   * Cells in the padded layout: (width+2)·(height+2) bytes, interior cell (x, y) at (y+1)·(width+2)+(x+1).
   * Mazes from the Wasm backend live in its memory: this is a view, valid until the next call into daedalus
   * (memory growth detaches it). Read `maze.cells` anew after other calls, or keep a copy (`maze.cells.slice()`).
   */
  declare readonly cells: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** Registry name of the generator, or a free label for mazes read from elsewhere. */
  readonly algorithm: string;
  /** The 32-bit seed it was generated from; null when unknown. */
  readonly seed: number | null;
  /** The generator options it was made with, when known. */
  readonly options: Readonly<Record<string, OptionValue>> | undefined;
  /**
   * The entrance and the exit, gaps in the outer wall, or undefined. They are kept beside the cells (whose outer wall
   * stays closed, so solvers and the core never see them): writers draw them, and solve() goes from one to the other.
   */
  readonly openings: Openings | undefined;
  /** T of a maze made of T×T tiles (generate's `tiles`); undefined for an untiled maze or when unknown. */
  readonly tiles: number | undefined;

  constructor(
    width: number,
    height: number,
    cells: Uint8Array,
    algorithm: string,
    seed: number | null,
    options?: Readonly<Record<string, OptionValue>>,
    openings?: Openings,
    tiles?: number,
  ) {
    for (const [name, value] of [
      ["width", width],
      ["height", height],
    ] as const) {
      if (!Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(`${name} must be a positive integer, got ${describeValue(value)}`);
    }
    if (!(cells instanceof Uint8Array)) throw new InvalidArgumentError(`cells must be a Uint8Array, got ${describeValue(cells)}`);
    if (cells.length !== (width + 2) * (height + 2)) {
      throw new InvalidArgumentError(`cells must hold (width+2)·(height+2) = ${(width + 2) * (height + 2)} bytes, got ${cells.length}`);
    }
    // Checked before the store is taken over, so a refused maze leaves it with its owner.
    this.openings = checkOpenings({ width, height, cells }, openings);
    // Checked like generate's option; one tile is the untiled maze.
    this.tiles = tiles === undefined || tileLayout(width, height, tiles).tiles === 1 ? undefined : tiles;
    this.width = width;
    this.height = height;
    // Cells that are a live Maze's view (new Maze(w, h, maze.cells, …)) are read through that maze, as mazeSnapshot
    // reads them: owned as they were, the view was detached when the next call grew the Wasm memory, and this maze was
    // left with no cells ("got 0").
    this.#store = pendingStore ?? sharedOrOwned(cells);
    pendingStore = undefined;
    this.#store.adopt(this);
    // An own enumerable accessor, so `{ ...maze }` still carries the cells; one shared getter keeps accesses monomorphic.
    Object.defineProperty(this, "cells", { get: readCells, enumerable: true });
    this.algorithm = algorithm;
    this.seed = seed;
    this.options = options;
  }

  // Private fields, not properties: a frozen maze (Object.freeze) still rebuilds its view and lets its memory go.
  #store: CellStore;
  #view: Uint8Array = NO_VIEW;
  #viewVersion = 0;

  /** The current view of the store's bytes: rebuilt when the last one was detached (memory grew) or the bytes moved. */
  currentCells(): Uint8Array {
    if (this.#view.length === 0 || this.#viewVersion !== this.#store.version) {
      const previous = this.#view;
      this.#view = this.#store.view();
      // The store moved (the Wasm memory grew): cells known valid stay known valid if their bytes are the same.
      carryValid(previous, this.#view, this.width);
      this.#viewVersion = this.#store.version;
      holders.set(this.#view, this);
    }
    return this.#view;
  }

  /** Lets the maze's memory go now (Wasm mazes otherwise wait for the garbage collector); the maze is unusable afterwards. */
  dispose(): void {
    this.#store.release();
    this.#store = DISPOSED;
    this.#view = NO_VIEW;
  }

  /** Index of cell (x, y) in `cells`. */
  index(x: number, y: number): number {
    this.checkCell(x, y);
    return cellIndex(this.width, x, y);
  }

  /** The passage bits of cell (x, y): N=1, E=2, S=4, W=8. */
  bits(x: number, y: number): number {
    return this.cells[this.index(x, y)]!;
  }

  /** Whether the passage from (x, y) towards `direction` is open. */
  has(x: number, y: number, direction: Direction): boolean {
    const bit = typeof direction === "string" && Object.hasOwn(DIRECTION_BITS, direction) ? DIRECTION_BITS[direction] : undefined;
    if (bit === undefined) throw new InvalidArgumentError(`direction must be one of N, E, S, W, got ${describeValue(direction)}`);
    return (this.bits(x, y) & bit) !== 0;
  }

  /** Whether cell (x, y) is masked out of the maze (it holds BORDER, like the padding). */
  excludes(x: number, y: number): boolean {
    return this.bits(x, y) === BORDER;
  }

  /** The open directions of cell (x, y), in N, E, S, W order. */
  passages(x: number, y: number): Direction[] {
    const bits = this.bits(x, y);
    return directions.filter((direction) => (bits & DIRECTION_BITS[direction]) !== 0);
  }

  /** The maze drawn or encoded in a format (default ascii); use the CLI or the format writers to stream huge mazes. */
  toString(format = "ascii"): string {
    return writeToString(findFormat(format), this);
  }

  /** The daedalus-maze/1 object (what JSON.stringify writes). */
  toJSON(): unknown {
    return JSON.parse(writeToString(findFormat("json"), this));
  }

  /** Reads a daedalus-maze/1 document (text or parsed object), validating every field and passage. */
  static fromJSON(input: string | object): Maze {
    const data = typeof input === "string" ? findFormat("json").read!(input) : fromObject(input);
    markValid(data.cells, data.width);
    return new Maze(data.width, data.height, data.cells, data.algorithm, data.seed, data.options, data.openings, data.tiles);
  }

  static {
    // The maze, not disposed, that handed out `cells` (its current view or an earlier one).
    const holderOf = (cells: Uint8Array): Maze | undefined => {
      const holder = holders.get(cells);
      return holder && holder.#store !== DISPOSED ? holder : undefined;
    };
    recogniseMazes((maze, cells) => (maze instanceof Maze ? maze : holderOf(cells)));
    liveHolder = (cells) => {
      const holder = holderOf(cells);
      return holder && holder.#view === cells ? holder : undefined;
    };
    shareCells = (source) => ({
      get length() {
        return source.#store.length;
      },
      // A version no store has once the source is disposed: a view kept by a maze over its cells is stale then.
      get version() {
        return source.#store === DISPOSED ? -1 : source.#store.version;
      },
      view: () => source.currentCells(),
      adopt() {},
      release() {},
    });
  }

  private checkCell(x: number, y: number): void {
    if (!Number.isInteger(x) || x < 0 || x >= this.width || !Number.isInteger(y) || y < 0 || y >= this.height) {
      throw new InvalidArgumentError(`cell (${describeValue(x)}, ${describeValue(y)}) is outside the ${this.width}×${this.height} maze`);
    }
  }
}

/** A store over the live Maze whose current view `cells` is, else over `cells` themselves. */
function sharedOrOwned(cells: Uint8Array): CellStore {
  const holder = liveHolder(cells);
  return holder ? shareCells(holder) : ownedStore(cells);
}

function readCells(this: Maze): Uint8Array {
  return this.currentCells();
}

/** A Maze over cells held by a store (the Wasm arena); the store is the maze's from now on. */
export function mazeOver(
  store: CellStore,
  width: number,
  height: number,
  algorithm: string,
  seed: number | null,
  options?: Readonly<Record<string, OptionValue>>,
  openings?: Openings,
  tiles?: number,
): Maze {
  pendingStore = store;
  try {
    return new Maze(width, height, store.view(), algorithm, seed, options, openings, tiles);
  } catch (error) {
    // Refused before the maze took the store over: its bytes go back now.
    if (pendingStore === store) store.release();
    throw error;
  } finally {
    pendingStore = undefined;
  }
}

/**
 * The same maze with these openings (checked; undefined: none): a new Maze over the same cells, with no copy, which
 * keeps `maze` alive. Disposing it leaves `maze` as it is; disposing `maze` disposes the cells of both.
 */
export function mazeWithOpenings(maze: Maze, openings: Openings | undefined): Maze {
  pendingStore = shareCells(maze);
  try {
    return new Maze(maze.width, maze.height, maze.cells, maze.algorithm, maze.seed, maze.options, openings, maze.tiles);
  } finally {
    pendingStore = undefined;
  }
}

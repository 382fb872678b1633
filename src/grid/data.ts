// The maze's data as every layer passes it around: the cells and their labels, rows of a stream, cells,
// and the path a solver found. Plain types only: nothing here imports anything.

/** An algorithm option's value, as given by a caller (`--option name=value`, `options: { … }`). */
export type OptionValue = string | number | boolean;

/** The maze fields a writer needs (a Maze has them all). Excluded (masked) interior cells hold BORDER (0x10). */
export interface MazeData {
  readonly width: number;
  readonly height: number;
  /** The padded layout of src/grid/layout.ts: (W+2)·(H+2) bytes. */
  readonly cells: Uint8Array;
  readonly algorithm: string;
  readonly seed: number | null;
  /** The generator options it was made with, when known (json stores them). */
  readonly options?: Readonly<Record<string, OptionValue>>;
  /** Gaps in the outer wall (metadata: the cells keep the outer wall closed); drawings draw them. */
  readonly openings?: Openings;
  /** T of a maze made of T×T tiles (generate's `tiles`), when known; absent for an untiled one. */
  readonly tiles?: number;
}

/** A side of the maze, or of a cell: the direction its wall faces. */
export type Side = "N" | "E" | "S" | "W";

/** A gap in the outer wall: the wall on `side` of cell (x, y), a cell on that edge of the maze. */
export interface Opening {
  readonly x: number;
  readonly y: number;
  readonly side: Side;
}

/**
 * The maze's entrance and exit, gaps in its outer wall. They are not in the cells (the grid contract keeps the outer
 * wall closed, so solvers and the core never see them): writers draw them, readers recover them, solve() goes from
 * the entrance to the exit.
 */
export interface Openings {
  readonly entrance?: Opening;
  readonly exit?: Opening;
}

/** Consecutive interior rows of a maze from row `y`, each W+2 bytes in the cell layout (side padding included). */
export interface RowChunk {
  readonly y: number;
  readonly rows: Uint8Array;
}

/** What a row writer knows before the rows arrive. A stream holds no excluded cells (masks need the whole maze). */
export interface RowsHeader {
  readonly width: number;
  /** Up to 2^53 (the formats that store it in 32 bits refuse more). */
  readonly height: number;
  readonly algorithm: string;
  readonly seed: number | null;
  readonly options?: Readonly<Record<string, OptionValue>>;
  /** Gaps in the outer wall, drawn by the writers that show them. */
  readonly openings?: Openings;
}

/** A cell: x the column, y the row, both 0-based. */
export type Point = readonly [x: number, y: number];

/** What a solver returns, and what formats draw: the path from start to goal, cell by cell. */
export interface Solution {
  /** Registry name of the solver. */
  readonly solver: string;
  readonly from: Point;
  readonly to: Point;
  /** Moves from start to goal: path.length − 1; −1 when the goal is unreachable. */
  readonly length: number;
  /** Cells from start to goal inclusive; empty when the goal is unreachable. */
  readonly path: readonly Point[];
  /** How many cells the solver touched. */
  readonly visited: number;
}

/** A solver's raw answer: the moves from start to goal, 2 bits each (0..3 = N, E, S, W), 4 per byte, the first in the low bits. */
export interface SolveResult {
  /** Moves from start to goal; -1 when the goal was not reached. */
  readonly length: number;
  /** Cells the solver touched. */
  readonly visited: number;
  /** The moves, packed 4 per byte (empty when not reached). */
  readonly moves: Uint8Array;
}

/** The cell farthest from a start (an index of the padded layout), its distance, and how many cells were reached. */
export interface Farthest {
  readonly cell: number;
  readonly distance: number;
  readonly reached: number;
}

/** Something whose cells can be read (a Maze): backends read them when they are ready to copy, not before. */
export interface CellSource {
  readonly cells: Uint8Array;
}

/**
 * Where a maze's cells live: a JS array, or the Wasm core's memory until released. `view()` may give a new
 * array after any call into the core (memory growth detaches views, a move changes them): read it anew.
 */
export interface CellStore {
  readonly length: number;
  /** Bumped whenever the bytes move, so a holder knows a view it kept is stale. */
  readonly version: number;
  view(): Uint8Array;
  /** Ties the bytes' lifetime to `holder`: they are let go when it is collected. */
  adopt(holder: object): void;
  /** Lets the bytes go now; no view of them may be read afterwards. */
  release(): void;
}

/** A store over a JS array the holder owns. */
export function ownedStore(cells: Uint8Array): CellStore {
  return { length: cells.length, version: 0, view: () => cells, adopt() {}, release() {} };
}

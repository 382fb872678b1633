// The grid-map family's contract (Moving AI octile maps): the cell classes, the eight moves, the solver codes
// and the arena layout of one call of the core's gridmap_solve. src/reference/gridmap/layout.ts and
// assembly/gridmap/layout.ts keep their own copies; test/gridmap-contract.test.ts keeps the three equal.

/** A map cell's class in the padded class map: moves go only between cells of one class (BLOCKED never moves). */
export const BLOCKED = 0;
/** `.`, `G` and `S`: regular terrain (swamp is passable from regular terrain). */
export const LAND = 1;
/** `W`: water, traversable, but not passable from terrain (moves stay in the water). */
export const WATER = 2;

/** Move codes 0..7 clockwise from north; even codes are straight moves (cost 1), odd ones diagonal (cost √2). */
export const MOVE_DX: readonly number[] = [0, 1, 1, 1, 0, -1, -1, -1];
export const MOVE_DY: readonly number[] = [-1, -1, 0, 1, 1, 1, 0, -1];
export const MOVE_NAMES: readonly string[] = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

/** Solver codes of gridmap_solve: octile A*, octile jump point search, 4-connected breadth-first search. */
export const SOLVER_ASTAR = 0;
export const SOLVER_JPS = 1;
export const SOLVER_BFS4 = 2;

/** `straight` of a result whose goal was not reached. */
export const NOT_REACHED = 0xffffffff;

/** The largest side and cell count of a map: costs stay exact below 2^26 moves (src/grid/octile.ts compareCosts). */
export const MAX_MAP_SIDE = 16384;
export const MAX_MAP_CELLS = 2 ** 24;
/** The most problems one call takes. */
export const MAX_PROBLEMS = 2 ** 24;

/** u32 words per problem (start x, start y, goal x, goal y) and per result (straight, diagonal, moves, expanded). */
export const PROBLEM_WORDS = 4;
export const RESULT_WORDS = 4;
/** Work bytes per padded cell: stamp, g straight, g diagonal, f straight, f diagonal, parent, heap slot, heap entry (u32 each). */
export const WORK_BYTES_PER_CELL = 32;

const align16 = (n: number): number => Math.ceil(n / 16) * 16;

/** Padded class-map bytes of a W×H map: one blocked cell of padding on every side. */
export function mapBytes(width: number, height: number): number {
  return (width + 2) * (height + 2);
}

/** Byte offsets from the call's pointer: the class map, the problems, the results, the last problem's path, the work. */
export interface GridMapLayout {
  readonly problems: number;
  readonly results: number;
  readonly path: number;
  readonly work: number;
  readonly total: number;
}

export function gridMapLayout(width: number, height: number, count: number): GridMapLayout {
  const problems = align16(mapBytes(width, height));
  const results = problems + 4 * PROBLEM_WORDS * count;
  const path = results + 4 * RESULT_WORDS * count;
  const work = align16(path + width * height);
  return { problems, results, path, work, total: work + WORK_BYTES_PER_CELL * mapBytes(width, height) };
}

/**
 * The sign of (s1 + d1·√2) − (s2 + d2·√2), exactly: integers below 2^26 square below 2^53, exact in a double.
 * Every comparison of octile costs in both solvers goes through this, so no rounding ever decides an order.
 */
export function compareCosts(s1: number, d1: number, s2: number, d2: number): number {
  const a = s1 - s2;
  const b = d2 - d1;
  if (b === 0) return Math.sign(a);
  if (a >= 0 && b < 0) return 1;
  if (a <= 0 && b > 0) return -1;
  const squares = a * a - 2 * b * b;
  return a > 0 ? Math.sign(squares) : -Math.sign(squares);
}

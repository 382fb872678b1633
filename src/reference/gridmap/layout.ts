// The grid-map contract as the reference keeps it (mirror of assembly/gridmap/layout.ts; src/grid/octile.ts is the
// contract, and test/gridmap-contract.test.ts keeps the three equal).

export const BLOCKED = 0;
export const LAND = 1;
export const WATER = 2;
export const MOVE_DX = Int32Array.of(0, 1, 1, 1, 0, -1, -1, -1);
export const MOVE_DY = Int32Array.of(-1, -1, 0, 1, 1, 1, 0, -1);
export const SOLVER_ASTAR = 0;
export const SOLVER_JPS = 1;
export const SOLVER_BFS4 = 2;
export const NOT_REACHED = 0xffffffff;
export const PROBLEM_WORDS = 4;
export const RESULT_WORDS = 4;
export const WORK_BYTES_PER_CELL = 32;

/** Offsets of the eight moves in a padded map of this stride. */
export function moveOffsets(stride: number): Int32Array {
  const offsets = new Int32Array(8);
  for (let d = 0; d < 8; d++) offsets[d] = MOVE_DY[d]! * stride + MOVE_DX[d]!;
  return offsets;
}

/** The sign of (s1 + d1·√2) − (s2 + d2·√2), exactly (integers below 2^26 square exactly in a double). */
export function compareCosts(s1: number, d1: number, s2: number, d2: number): number {
  const a = s1 - s2;
  const b = d2 - d1;
  if (b === 0) return Math.sign(a);
  if (a >= 0 && b < 0) return 1;
  if (a <= 0 && b > 0) return -1;
  const squares = a * a - 2 * b * b;
  return a > 0 ? Math.sign(squares) : -Math.sign(squares);
}

const align16 = (n: number): number => Math.ceil(n / 16) * 16;

/** Byte offsets of one call's parts from its start (the class map at 0): problems, results, path, work. */
export function layoutOf(width: number, height: number, count: number): { problems: number; results: number; path: number; work: number } {
  const problems = align16((width + 2) * (height + 2));
  const results = problems + 4 * PROBLEM_WORDS * count;
  const path = results + 4 * RESULT_WORDS * count;
  return { problems, results, path, work: align16(path + width * height) };
}

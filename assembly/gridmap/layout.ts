// The grid-map contract as the core keeps it (src/grid/octile.ts is the contract; src/reference/gridmap/layout.ts
// mirrors this file; test/gridmap-contract.test.ts keeps the three equal).

export const BLOCKED: u8 = 0;
export const LAND: u8 = 1;
export const WATER: u8 = 2;
export const SOLVER_ASTAR: u32 = 0;
export const SOLVER_JPS: u32 = 1;
export const SOLVER_BFS4: u32 = 2;
export const NOT_REACHED: u32 = 0xffffffff;
export const PROBLEM_WORDS: u32 = 4;
export const RESULT_WORDS: u32 = 4;
export const WORK_BYTES_PER_CELL: u32 = 32;

// MOVE_DX[d], MOVE_DY[d]: the unit step of move code d, clockwise from north.
const MOVE_DX: usize = memory.data<i32>([0, 1, 1, 1, 0, -1, -1, -1]);
const MOVE_DY: usize = memory.data<i32>([-1, -1, 0, 1, 1, 1, 0, -1]);

/** Offsets of the eight moves for the current stride, set by setMoveOffsets. */
export const OFFSETS: usize = memory.data(32);

export function setMoveOffsets(stride: u32): void {
  for (let d: usize = 0; d < 8; d++) {
    store<i32>(OFFSETS + (d << 2), load<i32>(MOVE_DY + (d << 2)) * <i32>stride + load<i32>(MOVE_DX + (d << 2)));
  }
}

@inline export function offsetOf(d: u32): i32 {
  return load<i32>(OFFSETS + (<usize>d << 2));
}

/** The sign of (s1 + d1·√2) − (s2 + d2·√2), exactly (integers below 2^26 square exactly in a double). */
@inline export function compareCosts(s1: u32, d1: u32, s2: u32, d2: u32): i32 {
  const a = <f64>s1 - <f64>s2;
  const b = <f64>d2 - <f64>d1;
  if (b == 0) return <i32>(a > 0) - <i32>(a < 0);
  if (a >= 0 && b < 0) return 1;
  if (a <= 0 && b > 0) return -1;
  const squares = a * a - 2 * b * b;
  const sign = <i32>(squares > 0) - <i32>(squares < 0);
  return a > 0 ? sign : -sign;
}

@inline function align16(n: usize): usize {
  return (n + 15) & ~<usize>15;
}

/** Offsets of one call's parts from its start (the class map at 0). */
export function problemsOffset(width: u32, height: u32): usize {
  return align16(<usize>(width + 2) * <usize>(height + 2));
}

export function resultsOffset(width: u32, height: u32, count: u32): usize {
  return problemsOffset(width, height) + 4 * <usize>PROBLEM_WORDS * <usize>count;
}

export function pathOffset(width: u32, height: u32, count: u32): usize {
  return resultsOffset(width, height, count) + 4 * <usize>RESULT_WORDS * <usize>count;
}

export function workOffset(width: u32, height: u32, count: u32): usize {
  return align16(pathOffset(width, height, count) + <usize>width * <usize>height);
}

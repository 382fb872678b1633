// Exact octile distances from one cell to every cell of its class (Dijkstra over the eight moves without corner
// cutting, (straight, diagonal) costs compared exactly). Written apart from the solvers on purpose: scenario files
// take their lengths from here, and the tests hold the solvers of both backends to them.

import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { BLOCKED, compareCosts, MOVE_DX, MOVE_DY, NOT_REACHED } from "../grid/octile.js";
import { checkGridMap, type GridMap } from "./map.js";

export interface DistanceMap {
  /** Straight moves to each cell (W·H, row-major), NOT_REACHED where it cannot be reached. */
  readonly straight: Uint32Array;
  readonly diagonal: Uint32Array;
}

/** Distances from (startX, startY), which must be a passable cell of the map (as a solved problem's start must be). */
export function distancesFrom(map: GridMap, startX: number, startY: number): DistanceMap {
  checkGridMap(map, "distancesFrom's map");
  const { width, height } = map;
  // Checked before the search: a start off the map or on blocked terrain would walk the padding without end.
  for (const [name, value, bound] of [
    ["startX", startX, width],
    ["startY", startY, height],
  ] as const) {
    if (!Number.isSafeInteger(value) || value < 0 || value >= bound)
      throw new InvalidArgumentError(`distancesFrom's ${name} must be an integer from 0 to ${bound - 1}, got ${describeValue(value)}`);
  }
  if (map.classAt(startX, startY) === BLOCKED)
    throw new InvalidArgumentError(
      `distancesFrom's start (${startX}, ${startY}) must be on passable terrain (. G S W), got ${describeValue(map.at(startX, startY))}`,
    );
  const classes = map.classMap();
  const stride = width + 2;
  const padded = (x: number, y: number) => (y + 1) * stride + x + 1;
  const straight = new Uint32Array(width * height).fill(NOT_REACHED);
  const diagonal = new Uint32Array(width * height);
  const done = new Uint8Array(width * height);
  const cls = classes[padded(startX, startY)]!;
  // A binary heap of cell indices, keyed by their current distance (ties: the lower index first).
  const heap: number[] = [];
  const before = (a: number, b: number) => {
    const order = compareCosts(straight[a]!, diagonal[a]!, straight[b]!, diagonal[b]!);
    return order < 0 || (order === 0 && a < b);
  };
  const push = (cell: number) => {
    let i = heap.push(cell) - 1;
    while (i > 0 && before(cell, heap[(i - 1) >> 1]!)) {
      heap[i] = heap[(i - 1) >> 1]!;
      i = (i - 1) >> 1;
    }
    heap[i] = cell;
  };
  const pop = (): number => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      let i = 0;
      while (true) {
        let child = 2 * i + 1;
        if (child >= heap.length) break;
        if (child + 1 < heap.length && before(heap[child + 1]!, heap[child]!)) child++;
        if (!before(heap[child]!, last)) break;
        heap[i] = heap[child]!;
        i = child;
      }
      heap[i] = last;
    }
    return top;
  };
  const start = startY * width + startX;
  straight[start] = 0;
  push(start);
  while (heap.length > 0) {
    const cell = pop();
    if (done[cell]) continue;
    done[cell] = 1;
    const x = cell % width;
    const y = (cell - x) / width;
    for (let d = 0; d < 8; d++) {
      const nx = x + MOVE_DX[d]!;
      const ny = y + MOVE_DY[d]!;
      if (classes[padded(nx, ny)] !== cls) continue;
      if (d & 1 && (classes[padded(nx, y)] !== cls || classes[padded(x, ny)] !== cls)) continue;
      const next = ny * width + nx;
      if (done[next]) continue;
      const s = straight[cell]! + 1 - (d & 1);
      const g = diagonal[cell]! + (d & 1);
      if (straight[next] !== NOT_REACHED && compareCosts(s, g, straight[next]!, diagonal[next]!) >= 0) continue;
      straight[next] = s;
      diagonal[next] = g;
      // A lowered cell is pushed again; the stale entry is skipped when popped (done).
      push(next);
    }
  }
  return { straight, diagonal };
}

// An independent breadth-first search for the format tests: distances from a cell, and the path to another.

import type { Point, Solution } from "../../src/solution.js";

/** Distances of every cell (W·H, row-major) from `from`; 0xFFFFFFFF where unreachable. */
export function bfsDistances(width: number, height: number, cells: Uint8Array, from: Point = [0, 0]): Uint32Array {
  const stride = width + 2;
  const distances = new Uint32Array(width * height).fill(0xffffffff);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  distances[from[1] * width + from[0]] = 0;
  queue[tail++] = from[1] * width + from[0];
  const steps: [number, number, number][] = [[1, 0, -1], [2, 1, 0], [4, 0, 1], [8, -1, 0]];
  while (head < tail) {
    const at = queue[head++]!;
    const x = at % width;
    const y = (at - x) / width;
    const bits = cells[(y + 1) * stride + x + 1]!;
    for (const [bit, dx, dy] of steps) {
      const next = (y + dy) * width + x + dx;
      if ((bits & bit) !== 0 && (bits & 0x10) === 0 && distances[next] === 0xffffffff) {
        distances[next] = distances[at]! + 1;
        queue[tail++] = next;
      }
    }
  }
  return distances;
}

/** The shortest path from `from` to `to`, walked back down the distances (seed 003's resolution()). */
export function bfsSolution(width: number, height: number, cells: Uint8Array, from: Point = [0, 0], to: Point = [width - 1, height - 1]): Solution {
  const distances = bfsDistances(width, height, cells, from);
  const stride = width + 2;
  if (distances[to[1] * width + to[0]] === 0xffffffff) return { solver: "bfs", from, to, length: -1, path: [], visited: 0 };
  const path: Point[] = [to];
  let [x, y] = to;
  const steps: [number, number, number][] = [[1, 0, -1], [2, 1, 0], [4, 0, 1], [8, -1, 0]];
  while (x !== from[0] || y !== from[1]) {
    const here = distances[y * width + x]!;
    const bits = cells[(y + 1) * stride + x + 1]!;
    const step = steps.find(([bit, dx, dy]) => (bits & bit) !== 0 && distances[(y + dy) * width + x + dx] === here - 1)!;
    x += step[1];
    y += step[2];
    path.push([x, y]);
  }
  path.reverse();
  let visited = 0;
  for (const distance of distances) if (distance !== 0xffffffff) visited++;
  return { solver: "bfs", from, to, length: path.length - 1, path, visited };
}

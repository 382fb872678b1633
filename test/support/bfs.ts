// An independent breadth-first search, written from the grid contract with no library code (bits N=1, E=2,
// S=4, W=8; cell (x, y) at (y+1)·(W+2) + x+1): distances from a cell, the path to another, and a checker of
// solvers' paths.

import type { Point, Solution } from "../../src/grid/data.js";
import type { Maze } from "../../src/maze.js";

/** Distances of every cell (W·H, row-major) from `from`; 0xFFFFFFFF where unreachable. */
export function bfsDistances(width: number, height: number, cells: Uint8Array, from: Point = [0, 0]): Uint32Array {
  const stride = width + 2;
  const distances = new Uint32Array(width * height).fill(0xffffffff);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  distances[from[1] * width + from[0]] = 0;
  queue[tail++] = from[1] * width + from[0];
  const steps: [number, number, number][] = [
    [1, 0, -1],
    [2, 1, 0],
    [4, 0, 1],
    [8, -1, 0],
  ];
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
  const steps: [number, number, number][] = [
    [1, 0, -1],
    [2, 1, 0],
    [4, 0, 1],
    [8, -1, 0],
  ];
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

const MOVES = [
  [1, 0, -1],
  [2, 1, 0],
  [4, 0, 1],
  [8, -1, 0],
] as const;

/** Moves from `from` to every cell, W·H row-major; -1 where not reachable. */
export function oracleDistances(maze: Maze, from: readonly [number, number]): Int32Array {
  const { width, height, cells } = maze;
  const distance = new Int32Array(width * height).fill(-1);
  const queue: number[] = [from[1] * width + from[0]];
  distance[queue[0]!] = 0;
  for (let head = 0; head < queue.length; head++) {
    const here = queue[head]!;
    const x = here % width;
    const y = (here - x) / width;
    const bits = cells[(y + 1) * (width + 2) + x + 1]!;
    for (const [bit, dx, dy] of MOVES) {
      if ((bits & bit) === 0) continue;
      const next = (y + dy) * width + x + dx;
      if (distance[next] !== -1) continue;
      distance[next] = distance[here]! + 1;
      queue.push(next);
    }
  }
  return distance;
}

/** "" when the solution is a simple path from its start to its goal through open passages only, else the first problem. */
export function pathProblem(maze: Maze, solution: Solution): string {
  const { path, from, to, length } = solution;
  if (length === -1) return path.length === 0 ? "" : "length -1 with a non-empty path";
  if (path.length !== length + 1) return `length ${length} but ${path.length} cells`;
  if (path[0]![0] !== from[0] || path[0]![1] !== from[1]) return `starts at ${path[0]}, not ${from}`;
  const last = path[path.length - 1]!;
  if (last[0] !== to[0] || last[1] !== to[1]) return `ends at ${last}, not ${to}`;
  const seen = new Set<number>();
  for (let i = 0; i < path.length; i++) {
    const [x, y] = path[i]!;
    if (seen.has(y * maze.width + x)) return `visits (${x}, ${y}) twice`;
    seen.add(y * maze.width + x);
    if (i === 0) continue;
    const [px, py] = path[i - 1]!;
    const move = MOVES.find(([, dx, dy]) => px + dx === x && py + dy === y);
    if (!move) return `(${px}, ${py}) → (${x}, ${y}) is not a step to a neighbour`;
    if ((maze.cells[(py + 1) * (maze.width + 2) + px + 1]! & move[0]) === 0) return `(${px}, ${py}) → (${x}, ${y}) crosses a wall`;
  }
  return "";
}

// Masked mazes for the format tests: cells excluded from a generated maze (BORDER, no passage into them).

import type { MazeData } from "../../src/grid/data.js";

/** A copy of the maze with the cells where `excluded(x, y)` holds taken out (it may fall apart: formats do not mind). */
export function withMask(maze: MazeData, excluded: (x: number, y: number) => boolean): MazeData {
  const { width, height } = maze;
  const stride = width + 2;
  const cells = maze.cells.slice();
  const neighbours: [number, number][] = [
    [-stride, 4],
    [1, 8],
    [stride, 1],
    [-1, 2],
  ];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!excluded(x, y)) continue;
      const i = (y + 1) * stride + x + 1;
      cells[i] = 0x10;
      for (const [offset, back] of neighbours) if (cells[i + offset] !== 0x10) cells[i + offset]! &= ~back;
    }
  }
  return { ...maze, cells };
}

/** A ring: the cells outside a disc and inside a smaller one are excluded. */
export function ring(width: number, height: number): (x: number, y: number) => boolean {
  return (x, y) => {
    const dx = (x + 0.5) / width - 0.5;
    const dy = (y + 0.5) / height - 0.5;
    const r = Math.hypot(dx, dy);
    return r > 0.5 || r < 0.2;
  };
}

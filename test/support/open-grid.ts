// A grid with every inner wall removed: the widest breadth-first frontier a W×H maze can have.

import { Maze } from "../../src/node.js";

export function openGrid(width: number, height: number): Maze {
  const stride = width + 2;
  const cells = new Uint8Array(stride * (height + 2)).fill(0x10);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      cells[(y + 1) * stride + x + 1] = (y > 0 ? 1 : 0) | (x < width - 1 ? 2 : 0) | (y < height - 1 ? 4 : 0) | (x > 0 ? 8 : 0);
    }
  }
  return new Maze(width, height, cells, "open", null);
}

// Hidden mode: the cells a player has seen, one byte per cell; from a cell you see along every open corridor.

import type { MazeData } from "../grid/data.js";
import { mazeSnapshot } from "../grid/validated.js";
import type { Maze } from "../maze.js";
import type { Position } from "./moves.js";
import { openDirections, step } from "./moves.js";

export class Revealed {
  readonly seen: Uint8Array;
  private count = 0;

  /** The maze's fields, read once: the sizes `seen` was made for stay the ones every later call reads. */
  private readonly maze: MazeData;

  constructor(maze: Maze) {
    this.maze = mazeSnapshot(maze);
    this.seen = new Uint8Array(this.maze.width * this.maze.height);
  }

  /** Number of cells seen so far. */
  get size(): number {
    return this.count;
  }

  has(x: number, y: number): boolean {
    return this.seen[y * this.maze.width + x] === 1;
  }

  /** Marks the cell and every cell in sight from it, straight along each open passage. */
  lookFrom(at: Position): void {
    this.mark(at);
    for (const direction of openDirections(this.maze, at)) {
      let cell: Position | null = step(this.maze, at, direction);
      while (cell) {
        this.mark(cell);
        cell = step(this.maze, cell, direction);
      }
    }
  }

  private mark(at: Position): void {
    const index = at.y * this.maze.width + at.x;
    if (this.seen[index] === 0) {
      this.seen[index] = 1;
      this.count++;
    }
  }
}

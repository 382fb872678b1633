// Which walls a drawing shows, on the padded layout: a wall is drawn where the passage is closed and at
// least one side is in the maze, so excluded (BORDER) cells and the outside show no walls between them.

import { BORDER, E, N, S, W } from "../grid/layout.js";

/** Whether the wall east of the cell at index i is drawn. */
export function eastWall(cells: Uint8Array, i: number): boolean {
  const bits = cells[i]!;
  return ((bits & E) | (bits & cells[i + 1]! & BORDER)) === 0;
}

/** Whether the wall south of the cell at index i is drawn. */
export function southWall(cells: Uint8Array, i: number, stride: number): boolean {
  const bits = cells[i]!;
  return ((bits & S) | (bits & cells[i + stride]! & BORDER)) === 0;
}

/** The walls meeting at the post north-west of the cell at index i, as bits N (up), E, S, W (left). */
export function postWalls(cells: Uint8Array, i: number, stride: number): number {
  const northWest = i - stride - 1;
  return (
    (eastWall(cells, northWest) ? N : 0) |
    (southWall(cells, i - stride, stride) ? E : 0) |
    (eastWall(cells, i - 1) ? S : 0) |
    (southWall(cells, northWest, stride) ? W : 0)
  );
}

// What a solver returns (issue 4), and what formats draw: the path from start to goal, cell by cell.

export type Point = readonly [x: number, y: number];

export interface Solution {
  /** Registry name of the solver. */
  readonly solver: string;
  readonly from: Point;
  readonly to: Point;
  /** Moves from start to goal: path.length − 1; −1 when the goal is unreachable. */
  readonly length: number;
  /** Cells from start to goal inclusive; empty when the goal is unreachable. */
  readonly path: readonly Point[];
  /** How many cells the solver touched. */
  readonly visited: number;
}

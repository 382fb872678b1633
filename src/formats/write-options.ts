// The write options' shape, checked before any writer reads them: what a caller passing null, a string or a
// solution without a path learns first. Values are checked against the maze by each writer (marks.ts, drawing.ts).

import { checkObject, checkOptionsObject } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import { checkOpenings } from "../grid/openings.js";
import { checkPointShape } from "../grid/points.js";
import { checkMazeShape } from "../grid/validated.js";
import { WRITE_OPTION_KEYS, type WriteOptions } from "./format.js";

/**
 * The maze's shape (sizes, a cells array that fits them) and the options' shape, before a writer reads either. Each
 * writer then checks the cells against the grid contract (checkMaze), after its own cheaper limits: a maze changed after
 * it was made is refused by name, not drawn wrong.
 */
export function checkWriteInput(format: string, maze: unknown, options: unknown): asserts options is WriteOptions | undefined {
  checkMazeShape(maze);
  checkOpenings(maze, maze.openings, `${format}: the maze's openings`);
  checkWriteOptions(format, options);
}

export function checkWriteOptions(format: string, options: unknown): asserts options is WriteOptions | undefined {
  checkOptionsObject(options, `${format}: the write options`, WRITE_OPTION_KEYS);
  if (options === undefined) return;
  const { solution, marks, distances, colours } = options;
  if (solution !== undefined && (typeof solution !== "object" || solution === null || !Array.isArray((solution as { path?: unknown }).path))) {
    throw new InvalidArgumentError(`${format}: solution must be what solve() returns (an object with a path array), got ${describeValue(solution)}`);
  }
  // Checked here, before a writer destructures them as [x, y] (5 threw a TypeError, "12" was read as (1, 2)).
  for (const name of ["start", "goal"] as const) if (options[name] !== undefined) checkPointShape(options[name], `${format}: ${name}`);
  if (marks !== undefined && typeof marks !== "boolean") throw new InvalidArgumentError(`${format}: marks must be true or false, got ${describeValue(marks)}`);
  if (distances !== undefined && !(distances instanceof Uint32Array)) {
    throw new InvalidArgumentError(`${format}: distances must be a Uint32Array (what distances() returns), got ${describeValue(distances)}`);
  }
  // The colours' names are checked where they are drawn (resolveDrawing), against the colours the picture has.
  checkObject(colours, `${format}: colours`);
}

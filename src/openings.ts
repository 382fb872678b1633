// withOpenings(): a maze with an entrance and an exit, gaps in its outer wall, over the same cells.

import { describeValue, InvalidArgumentError } from "./base/errors.js";
import { type OpeningsRequest, resolveOpenings } from "./grid/openings.js";
import { Maze, mazeWithOpenings } from "./maze.js";

/**
 * The maze with these openings instead of its own: each a side ("N", "top": its middle cell), a side and an offset
 * ("S:3", { side: "S", offset: 3 }; negative from the far end), or a cell on the edge ("0,5", { x: 0, y: 5, side? });
 * `true` puts them at solve()'s default start and goal; `{}` removes them. The new maze shares the cells (no copy)
 * and keeps `maze` alive. Throws InvalidArgumentError for a cell off the edge, a side facing inwards, a masked-out
 * cell, or an exit in the entrance's gap.
 */
export function withOpenings(maze: Maze, openings: OpeningsRequest | true): Maze {
  if (!(maze instanceof Maze))
    throw new InvalidArgumentError(`withOpenings takes a Maze (from generate(), Maze.fromJSON() or new Maze()), got ${describeValue(maze)}`);
  if (openings === undefined) throw new InvalidArgumentError("withOpenings needs the openings: { entrance?, exit? }, or true for the default start and goal");
  return mazeWithOpenings(maze, resolveOpenings(maze, openings));
}

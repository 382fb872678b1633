// A maze's openings (the gaps in its outer wall: generate({ openings }), withOpenings) for the adapters, which draw
// them where the maze's own formats do. The cells keep the outer wall closed there, so an adapter reading the cells
// alone closed every opening.

import type { MazeData, Opening } from "../grid/data.js";
import { checkOpenings } from "../grid/openings.js";

/** The entrance and the exit the maze has (none, one or both), checked again: Maze's fields are read-only to TypeScript alone. */
export function openingsOf(maze: MazeData): readonly Opening[] {
  const openings = checkOpenings(maze, maze.openings, "the maze's openings");
  return [openings?.entrance, openings?.exit].filter((opening): opening is Opening => opening !== undefined);
}

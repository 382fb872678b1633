// The cells the race's server sends (players, a goal, a move's new position), read and checked: whole coordinates,
// and inside the maze they are drawn on (a cell outside it would be drawn off the board or listed as a place that
// is not there).

import type { Maze } from "daedalus-maze";

export interface SeenPlayer {
  id: number;
  symbol: string;
  x: number;
  y: number;
}

/** A cell's whole coordinates, if `value` has them. */
export function cellOf(value: Record<string, unknown>): { x: number; y: number } | undefined {
  const { x, y } = value;
  return Number.isSafeInteger(x) && Number.isSafeInteger(y) ? { x: x as number, y: y as number } : undefined;
}

/** "(8, 0), outside the 8×8 maze" when `at` is outside `maze`; undefined when it is inside. */
export function outside(maze: Pick<Maze, "width" | "height">, at: { x: number; y: number }): string | undefined {
  if (at.x >= 0 && at.y >= 0 && at.x < maze.width && at.y < maze.height) return undefined;
  return `(${at.x}, ${at.y}), outside the ${maze.width}×${maze.height} maze`;
}

/** A join or move event's player, if its data is JSON of one: a whole id and cell, and a string symbol or none. */
export function playerOf(data: string): SeenPlayer | undefined {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  return playerIn(value);
}

/** `value` as a player, if it is one: a whole id and cell, and a string symbol or none. */
export function playerIn(value: unknown): SeenPlayer | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const at = cellOf(fields);
  if (!at || !Number.isSafeInteger(fields.id) || (fields.symbol !== undefined && typeof fields.symbol !== "string")) return undefined;
  return { id: fields.id as number, symbol: fields.symbol as string, ...at };
}

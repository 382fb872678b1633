// What the page's race tests share: a session with the race's first maze read, the key of a direction open from the
// start cell, the race status and the page's uncaught errors.

import type { Page } from "playwright-core";
import { type Direction, Maze } from "../../src/node.js";
import { type Session, startSession } from "./browser.js";

/** The arrow key that moves the player in each direction. */
export const KEYS: Record<Direction, string> = { N: "ArrowUp", E: "ArrowRight", S: "ArrowDown", W: "ArrowLeft" };

export interface RaceSession {
  readonly session: Session;
  /** The server's /game answer at the start (its maze and goal). */
  readonly game: Record<string, unknown>;
  readonly maze: Maze;
  /** A direction open from (0, 0) in the race's first maze, where a player starts: a move the page sends. */
  readonly open: Direction;
}

/** A session (server and browser) with the race's first maze read. */
export async function startRace(): Promise<RaceSession> {
  const session = await startSession();
  const game = (await (await fetch(`${session.running.base}/game`)).json()) as Record<string, unknown>;
  const maze = Maze.fromJSON(game.maze as object);
  const open = (["E", "S"] as const).find((direction) => maze.has(0, 0, direction))!;
  return { session, game, maze, open };
}

/** The page's uncaught errors from now on. */
export function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The race's status line. */
export const raceStatus = (page: Page) => page.textContent("#race-status");

// What the page's race tests share: a session with the race's first maze read, the key of a direction open from the
// start cell, the race status and the page's uncaught errors.

import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
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

/**
 * A session (server and browser) with the race's first maze read, started before the tests of the describe block
 * that calls this and closed after them: its fields are there from the first test on.
 */
export function useRace(): RaceSession {
  const race: { -readonly [K in keyof RaceSession]?: RaceSession[K] } = {};
  beforeAll(async () => {
    const session = await startSession();
    race.session = session;
    race.game = (await (await fetch(`${session.running.base}/game`)).json()) as Record<string, unknown>;
    const maze = Maze.fromJSON(race.game.maze as object);
    race.maze = maze;
    race.open = (["E", "S"] as const).find((direction) => maze.has(0, 0, direction))!;
  });
  afterAll(async () => {
    await race.session?.close();
  });
  return race as RaceSession;
}

/** The page's uncaught errors from now on. */
export function uncaught(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The race's status line. */
export const raceStatus = (page: Page) => page.textContent("#race-status");

// Saving the server's state: written to a temporary file beside the target, flushed, then renamed over it,
// so a crash leaves either the old file or the new one, never half of one.

import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { FormatError } from "../base/errors.js";
import { Race, type RaceState } from "../game/race.js";
import { Tokens } from "./tokens.js";

export interface ServerState {
  format: "daedalus-server/1";
  race: RaceState;
  tokens: Array<[hash: string, id: number]>;
}

export function saveState(file: string, race: Race, tokens: Tokens): void {
  const state: ServerState = { format: "daedalus-server/1", race: race.toState(), tokens: tokens.entries() };
  const temporary = `${file}.${process.pid}.tmp`;
  const descriptor = openSync(temporary, "w", 0o600);
  try {
    writeSync(descriptor, JSON.stringify(state));
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
  renameSync(temporary, file);
}

/** The saved race and tokens, or null when the file does not exist yet. */
export function loadState(file: string): { race: Race; tokens: Tokens } | null {
  if (!existsSync(file)) return null;
  let state: ServerState;
  try {
    state = JSON.parse(readFileSync(file, "utf8")) as ServerState;
  } catch (error) {
    throw new FormatError("daedalus-server/1", `state file ${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (state?.format !== "daedalus-server/1" || typeof state.race !== "object" || !Array.isArray(state.tokens)) {
    throw new FormatError("daedalus-server/1", `state file ${file} is not a daedalus-server/1 state`);
  }
  const race = Race.fromState(state.race);
  const outside = race
    .list()
    .find(
      (player) =>
        !(
          Number.isInteger(player.x) &&
          Number.isInteger(player.y) &&
          player.x >= 0 &&
          player.y >= 0 &&
          player.x < race.maze.width &&
          player.y < race.maze.height
        ),
    );
  if (outside)
    throw new FormatError("daedalus-server/1", `state file ${file}: player ${outside.id} is outside the ${race.maze.width}×${race.maze.height} maze`);
  return { race, tokens: new Tokens(state.tokens) };
}

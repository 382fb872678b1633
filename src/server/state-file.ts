// Saving the server's state: written to a temporary file beside the target, flushed, then renamed over it,
// so a crash leaves either the old file or the new one, never half of one.

import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { basename } from "node:path";
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
  checkShape(basename(file), state);
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

function got(value: unknown): string {
  // A field the file leaves out, in the words of the other JSON readers.
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `the string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === "number" || typeof value === "boolean") return `${typeof value} ${value}`;
  return typeof value;
}

/** Checks every field the race and the tokens are rebuilt from; the error names the file and the field. */
function checkShape(name: string, state: ServerState): void {
  const fail = (field: string, expected: string, value: unknown): never => {
    throw new FormatError("daedalus-server/1", `${name}: ${field} must be ${expected}, got ${got(value)}`);
  };
  const integer = (field: string, value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): void => {
    if (!(Number.isInteger(value) && (value as number) >= min && (value as number) <= max)) fail(field, `an integer in [${min}, ${max}]`, value);
  };
  const race = state.race as unknown as Record<string, unknown>;
  if (race === null || Array.isArray(race)) fail("race", "an object", race);
  integer("race.seed", race.seed, 0, 2 ** 32 - 1);
  if (typeof race.plan !== "object" || race.plan === null || Array.isArray(race.plan)) fail("race.plan", "an object", race.plan);
  integer("race.level", race.level, 1);
  integer("race.seq", race.seq, 0);
  integer("race.nextId", race.nextId, 1);
  if (!Array.isArray(race.players)) fail("race.players", "an array", race.players);
  (race.players as unknown[]).forEach((player, index) => {
    const field = `race.players[${index}]`;
    if (typeof player !== "object" || player === null || Array.isArray(player)) fail(field, "an object", player);
    const p = player as Record<string, unknown>;
    integer(`${field}.id`, p.id, 1, (race.nextId as number) - 1);
    if (typeof p.symbol !== "string") fail(`${field}.symbol`, "a string", p.symbol);
    for (const key of ["x", "y", "moves", "wins"]) integer(`${field}.${key}`, p[key], 0);
  });
  state.tokens.forEach((entry, index) => {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== "string" || !Number.isInteger(entry[1]))
      fail(`tokens[${index}]`, "a [hash, id] pair", entry);
  });
}

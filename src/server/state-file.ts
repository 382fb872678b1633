// Saving the server's state: written to a temporary file beside the target, flushed, then renamed over it,
// so a crash leaves either the old file or the new one, never half of one.

import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { FormatError } from "../base/errors.js";
import { Race, type RaceState, raceStateProblem } from "../game/race.js";
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
    try {
      // writeFileSync writes until every byte is out: one write(2) may take only part of them (a full disk, a file
      // size limit) without an error, and the part would have replaced the whole.
      writeFileSync(descriptor, JSON.stringify(state));
      fsyncSync(descriptor);
    } finally {
      closeSync(descriptor);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
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
  // The race's fields are checked by the game's own rule, the one Race.fromState applies.
  const problem = raceStateProblem(state.race, "race");
  if (problem) fail(problem.field, problem.expected, problem.value);
  // A token of no player passed every check and then answered each of its moves with 500.
  const players = new Set(state.race.players.map((player) => player.id));
  state.tokens.forEach((entry, index) => {
    if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== "string" || !Number.isInteger(entry[1]))
      fail(`tokens[${index}]`, "a [hash, id] pair", entry);
    if (!players.has(entry[1])) fail(`tokens[${index}][1]`, "the id of a player in race.players", entry[1]);
  });
}

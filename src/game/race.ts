// Seed 004's multiplayer game: players join with a symbol and race through one shared maze; whoever reaches
// the goal wins the level, and everyone starts the next, larger maze. Every accepted move and level change
// gets the next sequence number, so listeners can check they lost and doubled nothing.

import { optionKeys } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { Direction, Maze } from "../maze.js";
import { checkDirection, checkGameOptions } from "./checks.js";
import { checkPlan, type LevelPlan, levelMaze, levelSize } from "./levels.js";
import { type Position, step } from "./moves.js";
import { symbolProblem } from "./symbol.js";

export interface RacePlayer extends Position {
  id: number;
  symbol: string;
  moves: number;
  wins: number;
}

export type RaceEvent =
  | { seq: number; type: "join"; id: number; symbol: string; x: number; y: number }
  | { seq: number; type: "move"; id: number; direction: Direction; x: number; y: number }
  | { seq: number; type: "level"; level: number; winner: number };

export type RaceMove = { moved: true; player: RacePlayer; events: RaceEvent[] } | { moved: false; reason: "wall" | "unknown player" };

export interface RaceOptions {
  seed: number;
  plan?: Partial<LevelPlan>;
}

/** The keys of a race's options: any other key is refused by name. */
export const RACE_OPTION_KEYS = optionKeys<RaceOptions>()(["seed", "plan"]);

/** What a race saves: enough to rebuild it exactly (the maze is regenerated from the seed and level). */
export interface RaceState {
  seed: number;
  plan: LevelPlan;
  level: number;
  seq: number;
  nextId: number;
  players: RacePlayer[];
}

export class Race {
  readonly seed: number;
  readonly plan: LevelPlan;
  level = 1;
  /** Sequence number of the last event. */
  seq = 0;
  maze: Maze;
  private nextId = 1;
  private readonly players = new Map<number, RacePlayer>();

  constructor(options: RaceOptions) {
    this.seed = checkGameOptions(options, "race", RACE_OPTION_KEYS);
    this.plan = checkPlan(options.plan, "race options: plan");
    this.maze = levelMaze(this.plan, this.seed, this.level);
  }

  get goal(): Position {
    return { x: this.maze.width - 1, y: this.maze.height - 1 };
  }

  /** Adds a player with a symbol: one short visible grapheme, as the server's login takes it. */
  join(symbol: string): { player: RacePlayer; event: RaceEvent } {
    if (typeof symbol !== "string") throw new InvalidArgumentError(`race.join: symbol must be a string, got ${describeValue(symbol)}`);
    const problem = symbolProblem(symbol);
    if (problem) throw new InvalidArgumentError(`race.join: ${problem}; got ${describeValue(symbol)}`);
    const player: RacePlayer = { id: this.nextId++, symbol, x: 0, y: 0, moves: 0, wins: 0 };
    this.players.set(player.id, player);
    return { player, event: { seq: ++this.seq, type: "join", id: player.id, symbol, x: 0, y: 0 } };
  }

  player(id: number): RacePlayer | undefined {
    return this.players.get(id);
  }

  /** Takes player `id` out of the race (a server drops idle players); whether it was there. */
  leave(id: number): boolean {
    return this.players.delete(id);
  }

  list(): RacePlayer[] {
    return [...this.players.values()];
  }

  /** Moves player `id` one step; reaching the goal wins the level and sends everyone to the next maze's start. */
  move(id: number, direction: Direction): RaceMove {
    checkDirection(direction);
    const player = this.players.get(id);
    if (!player) return { moved: false, reason: "unknown player" };
    const next = step(this.maze, player, direction);
    if (!next) return { moved: false, reason: "wall" };
    player.x = next.x;
    player.y = next.y;
    player.moves++;
    const events: RaceEvent[] = [{ seq: ++this.seq, type: "move", id, direction, x: next.x, y: next.y }];
    const goal = this.goal;
    if (next.x === goal.x && next.y === goal.y) {
      player.wins++;
      this.level++;
      this.maze = levelMaze(this.plan, this.seed, this.level);
      for (const other of this.players.values()) {
        other.x = 0;
        other.y = 0;
      }
      events.push({ seq: ++this.seq, type: "level", level: this.level, winner: id });
    }
    return { moved: true, player, events };
  }

  toState(): RaceState {
    return {
      seed: this.seed,
      plan: { ...this.plan },
      level: this.level,
      seq: this.seq,
      nextId: this.nextId,
      players: this.list().map((p) => ({ ...p })),
    };
  }

  /** Rebuilds a race from toState()'s state, every field checked (raceStateProblem). */
  static fromState(state: RaceState): Race {
    const problem = raceStateProblem(state, "state");
    if (problem) throw new InvalidArgumentError(`Race.fromState: ${problem.field} must be ${problem.expected}, got ${describeValue(problem.value)}`);
    const race = new Race({ seed: state.seed, plan: state.plan });
    race.level = state.level;
    race.seq = state.seq;
    race.nextId = state.nextId;
    race.maze = levelMaze(race.plan, race.seed, race.level);
    for (const { id, symbol, x, y, moves, wins } of state.players) race.players.set(id, { id, symbol, x, y, moves, wins });
    return race;
  }
}

/** A field of a race state that cannot be rebuilt: its path, what it must be and the value found there. */
export interface RaceStateProblem {
  readonly field: string;
  readonly expected: string;
  readonly value: unknown;
}

/** The largest counter a race state may hold (2^52), leaving as many again before numbers stop being exact. */
export const COUNTER_MAX = 2 ** 52;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The first field of a race state (`root` names it in the path) that Race.fromState cannot rebuild the race from,
 * or null: shared by fromState and the server's state-file reader, which word the value each their own way.
 */
export function raceStateProblem(state: unknown, root: string): RaceStateProblem | null {
  if (!isRecord(state)) return { field: root, expected: "an object", value: state };
  // Counters at most 2^52: a race restored from the state counts on (seq, ids, moves, wins, levels) and saves again;
  // past 2^53 its numbers are no longer exact and its own save would be refused when read back.
  const integer = (field: string, value: unknown, min: number, max = COUNTER_MAX, where = ""): RaceStateProblem | null =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max
      ? null
      : { field: `${root}.${field}`, expected: `an integer in [${min}, ${max}]${where}`, value };
  const fields =
    integer("seed", state.seed, 0, 2 ** 32 - 1) ??
    (isRecord(state.plan) ? null : { field: `${root}.plan`, expected: "an object", value: state.plan }) ??
    integer("level", state.level, 1) ??
    integer("seq", state.seq, 0) ??
    integer("nextId", state.nextId, 1);
  if (fields) return fields;
  let plan: LevelPlan;
  try {
    plan = checkPlan(state.plan, "the level plan");
  } catch (error) {
    return { field: `${root}.plan`, expected: `a level plan (${(error as Error).message})`, value: state.plan };
  }
  if (!Array.isArray(state.players)) return { field: `${root}.players`, expected: "an array", value: state.players };
  const size = levelSize(plan, state.level as number);
  const inside = ` (inside the ${size}×${size} maze of level ${state.level})`;
  const ids = new Set<unknown>();
  for (const [index, player] of (state.players as unknown[]).entries()) {
    const field = `players[${index}]`;
    if (!isRecord(player)) return { field: `${root}.${field}`, expected: "an object", value: player };
    const problem =
      (Number.isInteger(player.id) && (player.id as number) >= 1 && (player.id as number) < (state.nextId as number)
        ? null
        : { field: `${root}.${field}.id`, expected: `an integer ≥ 1 and below nextId (${state.nextId})`, value: player.id }) ??
      (ids.has(player.id) ? { field: `${root}.${field}.id`, expected: "an id no other player has", value: player.id } : null) ??
      (typeof player.symbol === "string" ? null : { field: `${root}.${field}.symbol`, expected: "a string", value: player.symbol }) ??
      (symbolProblem(player.symbol as string) === null
        ? null
        : { field: `${root}.${field}.symbol`, expected: "one short visible grapheme", value: player.symbol }) ??
      integer(`${field}.x`, player.x, 0, size - 1, inside) ??
      integer(`${field}.y`, player.y, 0, size - 1, inside) ??
      integer(`${field}.moves`, player.moves, 0) ??
      integer(`${field}.wins`, player.wins, 0);
    if (problem) return problem;
    ids.add(player.id);
  }
  return null;
}

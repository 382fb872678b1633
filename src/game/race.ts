// Seed 004's multiplayer game: players join with a symbol and race through one shared maze; whoever reaches
// the goal wins the level, and everyone starts the next, larger maze. Every accepted move and level change
// gets the next sequence number, so listeners can check they lost and doubled nothing.

import type { Direction, Maze } from "../maze.js";
import { checkGameOptions } from "./checks.js";
import { checkPlan, type LevelPlan, levelMaze } from "./levels.js";
import { type Position, step } from "./moves.js";

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
    this.seed = checkGameOptions(options, "race");
    this.plan = checkPlan(options.plan);
    this.maze = levelMaze(this.plan, this.seed, this.level);
  }

  get goal(): Position {
    return { x: this.maze.width - 1, y: this.maze.height - 1 };
  }

  join(symbol: string): { player: RacePlayer; event: RaceEvent } {
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
    return { seed: this.seed, plan: this.plan, level: this.level, seq: this.seq, nextId: this.nextId, players: this.list().map((p) => ({ ...p })) };
  }

  static fromState(state: RaceState): Race {
    const race = new Race({ seed: state.seed, plan: state.plan });
    race.level = state.level;
    race.seq = state.seq;
    race.nextId = state.nextId;
    race.maze = levelMaze(race.plan, race.seed, race.level);
    for (const player of state.players) race.players.set(player.id, { ...player });
    return race;
  }
}

// Seed 001's game: one player, enemies that move after each of its moves, lives, a heart, a sword, a door
// to the next (larger) level, a score; open or hidden mode. Deterministic: a game is its options plus its
// list of accepted moves, and replay() rebuilds it exactly.
//
// Order of random draws (one Dice seeded with the game seed): at each level start, the heart's cell, the
// sword's cell, then each enemy's cell (every placement redrawn while it hits a forbidden cell); after each
// accepted move that does not open the door, one draw per living enemy, in order, among its open directions.

import { optionKeys } from "../base/arguments.js";
import { Dice } from "../base/dice.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { Direction, Maze } from "../maze.js";
import { checkCell, checkDirection, checkGameOptions } from "./checks.js";
import { checkLevel, checkPlan, type LevelPlan, levelMaze } from "./levels.js";
import { openDirections, type Position, step } from "./moves.js";
import { Revealed } from "./reveal.js";

export type Mode = "open" | "hidden";
export type Status = "playing" | "won" | "lost";

export interface AdventureOptions {
  seed: number;
  mode?: Mode;
  /** Levels to clear to win (default 5). */
  levels?: number;
  plan?: Partial<LevelPlan>;
}

/** The keys of an adventure's options: any other key is refused by name. */
export const ADVENTURE_OPTION_KEYS = optionKeys<AdventureOptions>()(["seed", "mode", "levels", "plan"]);

export interface Enemy extends Position {
  alive: boolean;
  /** Where it went back to after it hit the player. */
  home: Position;
}

export interface Item extends Position {
  taken: boolean;
}

export type AdventureEvent =
  | { type: "heart"; lives: number; score: number }
  | { type: "sword" }
  | { type: "defeated"; enemy: number }
  | { type: "hit"; enemy: number; lives: number }
  | { type: "door"; level: number }
  | { type: "won" }
  | { type: "lost" };

export type MoveOutcome = { moved: true; events: AdventureEvent[] } | { moved: false; reason: "wall" | "over" };

export const START_LIVES = 3;
export const MAX_LIVES = 6;
export const HEART_BONUS = 10;
export const ENEMY_BONUS = 50;
export const DOOR_BONUS = 100;
const MAX_ENEMIES = 4;
const SAFE_DISTANCE = 3;

export class Adventure {
  readonly seed: number;
  readonly mode: Mode;
  readonly levels: number;
  readonly plan: LevelPlan;
  /** Accepted moves since the start: with the options, the whole game. */
  readonly moves: Direction[] = [];
  level = 0;
  lives = START_LIVES;
  score = 0;
  status: Status = "playing";
  hasSword = false;
  player: Position = { x: 0, y: 0 };
  maze!: Maze;
  door!: Position;
  heart!: Item;
  sword!: Item;
  enemies: Enemy[] = [];
  revealed!: Revealed;
  private readonly dice: Dice;

  constructor(options: AdventureOptions) {
    this.seed = checkGameOptions(options, "adventure", ADVENTURE_OPTION_KEYS);
    this.mode = options.mode ?? "open";
    this.levels = options.levels ?? 5;
    if (this.mode !== "open" && this.mode !== "hidden")
      throw new InvalidArgumentError(`adventure mode must be "open" or "hidden", got ${describeValue(this.mode)}`);
    checkLevel(this.levels);
    this.plan = checkPlan(options.plan, "adventure options: plan");
    this.dice = new Dice(this.seed);
    this.startLevel(1);
  }

  /**
   * Rebuilds a game from its options and its moves (a game's `moves`, every one accepted). A list that is not an
   * array of N, E, S and W, or that holds a move the game refuses (into a wall, after the end), is not one of the
   * game's and is refused, naming the index of the first such move.
   */
  static replay(options: AdventureOptions, moves: readonly Direction[]): Adventure {
    const game = new Adventure(options);
    if (!Array.isArray(moves)) throw new InvalidArgumentError(`Adventure.replay: moves must be an array of N, E, S and W, got ${describeValue(moves)}`);
    for (let index = 0; index < moves.length; index++) {
      const direction: unknown = moves[index];
      checkDirection(direction, `Adventure.replay: moves[${index}]`);
      const at = game.player;
      const outcome = game.move(direction);
      if (!outcome.moved) {
        const why =
          outcome.reason === "over"
            ? `the game is already ${game.status} after ${index} moves`
            : `a wall is in the way at (${at.x}, ${at.y}) on level ${game.level}`;
        throw new InvalidArgumentError(`Adventure.replay: moves[${index}] (${direction}) is not a move of this game: ${why}`);
      }
    }
    return game;
  }

  /** Whether the player can see cell (x, y): always in open mode, once seen in hidden mode. */
  visible(x: number, y: number): boolean {
    checkCell(this.maze, x, y, "visible");
    return this.mode === "open" || this.revealed.has(x, y);
  }

  move(direction: Direction): MoveOutcome {
    checkDirection(direction);
    if (this.status !== "playing") return { moved: false, reason: "over" };
    const next = step(this.maze, this.player, direction);
    if (!next) return { moved: false, reason: "wall" };
    this.moves.push(direction);
    this.player = next;
    this.revealed.lookFrom(next);
    const events: AdventureEvent[] = [];
    this.pickUp(events);
    if (next.x === this.door.x && next.y === this.door.y) {
      this.openDoor(events);
      return { moved: true, events };
    }
    this.meetEnemies(events);
    for (let index = 0; index < this.enemies.length && this.status === "playing"; index++) {
      const enemy = this.enemies[index]!;
      if (!enemy.alive) continue;
      const ways = openDirections(this.maze, enemy);
      const to = step(this.maze, enemy, ways[this.dice.below(ways.length)]!)!;
      enemy.x = to.x;
      enemy.y = to.y;
      this.meetEnemies(events);
    }
    return { moved: true, events };
  }

  private startLevel(level: number): void {
    this.level = level;
    this.maze = levelMaze(this.plan, this.seed, level);
    this.player = { x: 0, y: 0 };
    this.door = { x: this.maze.width - 1, y: this.maze.height - 1 };
    this.hasSword = false;
    this.revealed = new Revealed(this.maze);
    this.revealed.lookFrom(this.player);
    this.heart = { ...this.placeAway(0), taken: false };
    this.sword = { ...this.placeAway(0), taken: false };
    const count = Math.min(MAX_ENEMIES, level);
    this.enemies = [];
    for (let index = 0; index < count; index++) {
      const home = this.placeAway(SAFE_DISTANCE);
      this.enemies.push({ ...home, home, alive: true });
    }
  }

  /** A random cell that is neither the start nor the door, and at least `distance` steps (Manhattan) from the start. */
  private placeAway(distance: number): Position {
    const { width, height } = this.maze;
    const reach = Math.min(distance, width + height - 3);
    for (;;) {
      const cell = this.dice.below(width * height);
      const at = { x: cell % width, y: Math.floor(cell / width) };
      const fromStart = at.x + at.y;
      const isDoor = at.x === width - 1 && at.y === height - 1;
      if (fromStart > 0 && fromStart >= reach && !isDoor) return at;
      if (width * height <= 2) return at;
    }
  }

  private pickUp(events: AdventureEvent[]): void {
    const { heart, sword, player } = this;
    if (!heart.taken && heart.x === player.x && heart.y === player.y) {
      heart.taken = true;
      if (this.lives < MAX_LIVES) this.lives++;
      else this.score += HEART_BONUS;
      events.push({ type: "heart", lives: this.lives, score: this.score });
    }
    if (!sword.taken && sword.x === player.x && sword.y === player.y) {
      sword.taken = true;
      this.hasSword = true;
      events.push({ type: "sword" });
    }
  }

  /** Every living enemy on the player's cell is defeated (with the sword) or hits: a life lost, back to the start. */
  private meetEnemies(events: AdventureEvent[]): void {
    for (let index = 0; index < this.enemies.length; index++) {
      const enemy = this.enemies[index]!;
      if (!enemy.alive || enemy.x !== this.player.x || enemy.y !== this.player.y) continue;
      if (this.hasSword) {
        enemy.alive = false;
        this.score += ENEMY_BONUS;
        events.push({ type: "defeated", enemy: index });
        continue;
      }
      this.lives--;
      events.push({ type: "hit", enemy: index, lives: this.lives });
      enemy.x = enemy.home.x;
      enemy.y = enemy.home.y;
      this.player = { x: 0, y: 0 };
      if (this.lives === 0) {
        this.status = "lost";
        events.push({ type: "lost" });
      }
      return;
    }
  }

  private openDoor(events: AdventureEvent[]): void {
    this.score += DOOR_BONUS * this.level;
    events.push({ type: "door", level: this.level });
    if (this.level === this.levels) {
      this.status = "won";
      events.push({ type: "won" });
      return;
    }
    this.startLevel(this.level + 1);
  }
}

import { describe, expect, it } from "vitest";
import { describeValue } from "../src/base/errors.js";
import type { Direction } from "../src/node.js";
import {
  Adventure,
  Dice,
  DOOR_BONUS,
  ENEMY_BONUS,
  HEART_BONUS,
  InvalidArgumentError,
  MAX_LIVES,
  openDirections,
  parseDirection,
  START_LIVES,
  step,
} from "../src/node.js";
import { bfsSolution } from "./support/bfs.js";
import { pathDirections } from "./support/game.js";

/** Plays up to `count` moves: mostly along the shortest way to the door, one in four drawn at random (a separate Dice). */
function playTowardsDoor(game: Adventure, count: number, seed: number): void {
  const dice = new Dice(seed);
  for (let index = 0; index < count && game.status === "playing"; index++) {
    const ways = openDirections(game.maze, game.player);
    const { width, height, cells } = game.maze;
    const towards = pathDirections(bfsSolution(width, height, cells, [game.player.x, game.player.y]).path)[0]!;
    game.move(dice.below(4) === 0 ? ways[dice.below(ways.length)]! : towards);
  }
}

function snapshot(game: Adventure): unknown {
  return {
    level: game.level,
    lives: game.lives,
    score: game.score,
    status: game.status,
    sword: game.hasSword,
    player: game.player,
    enemies: game.enemies,
    heart: game.heart,
    swordItem: game.sword,
    revealed: Array.from(game.revealed.seen),
    cells: Array.from(game.maze.cells),
  };
}

/** Walks from the player's cell to (x, y) with the enemies out of the way. */
function walkTo(game: Adventure, x: number, y: number): void {
  const path = bfsSolution(game.maze.width, game.maze.height, game.maze.cells, [game.player.x, game.player.y], [x, y]).path;
  for (const direction of pathDirections(path)) expect(game.move(direction).moved).toBe(true);
}

describe("directions and steps", () => {
  it("reads compass and arrow names, and rejects anything else with the allowed list", () => {
    expect(["N", "E", "S", "W", "up", "right", "down", "left"].map(parseDirection)).toEqual(["N", "E", "S", "W", "N", "E", "S", "W"]);
    expect(() => parseDirection("north")).toThrow('direction must be one of N, E, S, W, up, right, down, left, got "north"');
    expect(() => parseDirection("constructor")).toThrow("direction must be one of");
  });

  it("steps exactly through open passages and never through a wall", () => {
    const game = new Adventure({ seed: 7 });
    const { maze } = game;
    for (let y = 0; y < maze.height; y++) {
      for (let x = 0; x < maze.width; x++) {
        for (const direction of ["N", "E", "S", "W"] as Direction[]) {
          const to = step(maze, { x, y }, direction);
          expect(to !== null).toBe(maze.has(x, y, direction));
        }
      }
    }
  });
});

describe("Adventure", () => {
  it("starts at (0, 0) with three lives on an 8×8 backtracker maze, one enemy, a heart and a sword away from the start and the door", () => {
    const game = new Adventure({ seed: 1 });
    expect([game.level, game.lives, game.score, game.status, game.maze.width, game.maze.algorithm]).toEqual([1, START_LIVES, 0, "playing", 8, "backtracker"]);
    expect(game.enemies).toHaveLength(1);
    for (const placed of [game.heart, game.sword, ...game.enemies]) {
      expect(placed.x + placed.y).toBeGreaterThan(0);
      expect(placed.x === 7 && placed.y === 7).toBe(false);
    }
    expect(game.enemies[0]!.x + game.enemies[0]!.y).toBeGreaterThanOrEqual(3);
  });

  it("refuses a move into a wall without changing anything, enemies included", () => {
    const game = new Adventure({ seed: 3 });
    const blocked = (["N", "E", "S", "W"] as Direction[]).find((direction) => !game.maze.has(0, 0, direction))!;
    const before = snapshot(game);
    expect(game.move(blocked)).toEqual({ moved: false, reason: "wall" });
    expect(snapshot(game)).toEqual(before);
    expect(game.moves).toEqual([]);
  });

  it("moves each living enemy one step through an open passage after each accepted move", () => {
    const game = new Adventure({ seed: 11, plan: { firstSize: 16 }, levels: 9 });
    for (let turn = 0; turn < 40; turn++) {
      const before = game.enemies.map((enemy) => ({ x: enemy.x, y: enemy.y }));
      const ways = openDirections(game.maze, game.player);
      const outcome = game.move(ways[turn % ways.length]!);
      if (!outcome.moved || outcome.events.some((event) => event.type !== "heart" && event.type !== "sword")) break;
      game.enemies.forEach((enemy, index) => {
        const from = before[index]!;
        const reachable = openDirections(game.maze, from).map((direction) => step(game.maze, from, direction));
        expect(reachable).toContainEqual({ x: enemy.x, y: enemy.y });
      });
    }
  });

  it("replays exactly from its seed and its accepted moves, across levels, hits and both backends", () => {
    const options = { seed: 2024, mode: "hidden" as const, levels: 30, plan: { firstSize: 6, growth: 2 } };
    const game = new Adventure(options);
    playTowardsDoor(game, 3000, 99);
    expect(game.moves.length).toBeGreaterThan(100);
    expect(game.level).toBeGreaterThan(2);
    expect(game.lives).toBeLessThan(START_LIVES);
    expect(snapshot(Adventure.replay(options, game.moves))).toEqual(snapshot(game));
    expect(snapshot(Adventure.replay({ ...options, plan: { ...options.plan, backend: "reference" } }, game.moves))).toEqual(snapshot(game));
  });

  it("gives other seeds other games", () => {
    const a = new Adventure({ seed: 1 });
    const b = new Adventure({ seed: 2 });
    expect(snapshot(a)).not.toEqual(snapshot(b));
  });

  it("heart: a life back below six lives, ten points at six", () => {
    const game = new Adventure({ seed: 5 });
    game.enemies = [];
    const [direction] = openDirections(game.maze, game.player) as [Direction];
    const next = step(game.maze, game.player, direction)!;
    game.heart = { ...next, taken: false };
    expect(game.move(direction)).toEqual({ moved: true, events: [{ type: "heart", lives: START_LIVES + 1, score: 0 }] });
    expect(game.heart.taken).toBe(true);
    game.move(parseDirection({ N: "S", S: "N", E: "W", W: "E" }[direction]));
    game.lives = MAX_LIVES;
    game.heart = { ...next, taken: false };
    expect(game.move(direction)).toEqual({ moved: true, events: [{ type: "heart", lives: MAX_LIVES, score: HEART_BONUS }] });
  });

  it("sword: defeats the enemy it meets; without it the enemy costs a life and sends the player back to the start", () => {
    const game = new Adventure({ seed: 6 });
    const [direction] = openDirections(game.maze, game.player) as [Direction];
    const next = step(game.maze, game.player, direction)!;
    const enemy = game.enemies[0]!;
    const home = { ...enemy.home };
    Object.assign(enemy, next);
    expect(game.move(direction)).toEqual({ moved: true, events: [{ type: "hit", enemy: 0, lives: START_LIVES - 1 }] });
    expect(game.player).toEqual({ x: 0, y: 0 });
    expect({ x: enemy.x, y: enemy.y }).not.toEqual(next);

    game.sword = { ...next, taken: false };
    Object.assign(enemy, next, { home });
    const outcome = game.move(direction);
    expect(outcome).toEqual({ moved: true, events: [{ type: "sword" }, { type: "defeated", enemy: 0 }] });
    expect([game.hasSword, enemy.alive, game.score, game.lives]).toEqual([true, false, ENEMY_BONUS, START_LIVES - 1]);
  });

  it("loses at zero lives and then refuses every move", () => {
    const game = new Adventure({ seed: 8 });
    game.lives = 1;
    const [direction] = openDirections(game.maze, game.player) as [Direction];
    Object.assign(game.enemies[0]!, step(game.maze, game.player, direction)!);
    const outcome = game.move(direction);
    expect(outcome).toEqual({ moved: true, events: [{ type: "hit", enemy: 0, lives: 0 }, { type: "lost" }] });
    expect(game.status).toBe("lost");
    expect(game.move(direction)).toEqual({ moved: false, reason: "over" });
  });

  it("opens the door at the goal: next level, a larger maze, more enemies, the score; the last door wins", () => {
    const game = new Adventure({ seed: 12, levels: 2 });
    game.enemies = [];
    walkTo(game, 7, 7);
    expect([game.level, game.maze.width, game.maze.height, game.enemies.length, game.score, game.player]).toEqual([2, 12, 12, 2, DOOR_BONUS, { x: 0, y: 0 }]);
    game.enemies = [];
    walkTo(game, 11, 10);
    const last = game.maze.has(11, 10, "S") ? "S" : "E";
    if (last === "E") walkTo(game, 10, 11);
    const outcome = game.move(last);
    expect(outcome).toEqual({ moved: true, events: [{ type: "door", level: 2 }, { type: "won" }] });
    expect([game.status, game.score]).toEqual(["won", DOOR_BONUS * 3]);
  });

  it("hidden mode shows the cells seen along open corridors; open mode shows everything", () => {
    const hidden = new Adventure({ seed: 4, mode: "hidden" });
    const open = new Adventure({ seed: 4, mode: "open" });
    const { maze } = hidden;
    const sight: string[] = ["0,0"];
    for (const direction of openDirections(maze, { x: 0, y: 0 })) {
      let at = step(maze, { x: 0, y: 0 }, direction);
      while (at) {
        sight.push(`${at.x},${at.y}`);
        at = step(maze, at, direction);
      }
    }
    const seen: string[] = [];
    for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) if (hidden.visible(x, y)) seen.push(`${x},${y}`);
    expect(seen.sort()).toEqual(sight.sort());
    expect(hidden.revealed.size).toBe(sight.length);
    expect(open.visible(7, 7)).toBe(true);
  });
});

describe("Adventure's arguments", () => {
  const refused = (call: () => unknown, message: string) => expect(call).toThrow(new InvalidArgumentError(message));

  it.each(["hidden", "open"] as const)("%s mode: visible refuses a cell outside the maze or not an integer", (mode) => {
    const game = new Adventure({ seed: 4, mode });
    const outside = (cell: string) => `visible: cell ${cell} is outside the 8×8 maze: x must be an integer from 0 to 7, y from 0 to 7`;
    refused(() => game.visible(8, 0), outside("(8, 0)"));
    refused(() => game.visible(0, -1), outside("(0, -1)"));
    refused(() => game.visible(0.5, 0), outside("(0.5, 0)"));
    refused(() => game.visible("1" as never, 0), outside('("1", 0)'));
    refused(() => game.visible(Symbol("s") as never, 0), outside("(Symbol(s), 0)"));
    refused(() => game.visible(undefined as never, undefined as never), outside("(undefined, undefined)"));
    expect(game.visible(0, 0)).toBe(true);
  });

  it.each([undefined, null, "up", "n", 1, Symbol("s"), {}] as const)("move(%s) is refused by name", (direction) => {
    const game = new Adventure({ seed: 4 });
    refused(() => game.move(direction as never), `direction must be one of N, E, S, W, got ${describeValue(direction)}`);
    expect(game.moves).toEqual([]);
  });

  it.each([
    [null, "null"],
    [5, "5"],
    [{}, "an object (Object)"],
    [Symbol("s"), "Symbol(s)"],
    ["ESES", '"ESES"'],
    [undefined, "undefined"],
  ] as const)("replay refuses moves %s that are not an array", (moves, got) => {
    refused(() => Adventure.replay({ seed: 4 }, moves as never), `Adventure.replay: moves must be an array of N, E, S and W, got ${got}`);
  });

  it("replay names the first entry that is not N, E, S or W", () => {
    const game = new Adventure({ seed: 4 });
    const [way] = openDirections(game.maze, game.player) as [Direction];
    refused(() => Adventure.replay({ seed: 4 }, [way, undefined] as never), "Adventure.replay: moves[1] must be one of N, E, S, W, got undefined");
    refused(() => Adventure.replay({ seed: 4 }, [way, "up"] as never), 'Adventure.replay: moves[1] must be one of N, E, S, W, got "up"');
    // biome-ignore lint/suspicious/noSparseArray: a hole is an entry that is not a direction
    refused(() => Adventure.replay({ seed: 4 }, [, way] as never), "Adventure.replay: moves[0] must be one of N, E, S, W, got undefined");
  });

  it("replay refuses a move the game refuses: into a wall, after the end", () => {
    refused(() => Adventure.replay({ seed: 4 }, ["N"]), "Adventure.replay: moves[0] (N) is not a move of this game: a wall is in the way at (0, 0) on level 1");
    const options = { seed: 2024, levels: 1 };
    const game = new Adventure(options);
    playTowardsDoor(game, 3000, 99);
    expect(game.status).not.toBe("playing");
    const count = game.moves.length;
    refused(
      () => Adventure.replay(options, [...game.moves, "E"]),
      `Adventure.replay: moves[${count}] (E) is not a move of this game: the game is already ${game.status} after ${count} moves`,
    );
    expect(snapshot(Adventure.replay(options, game.moves))).toEqual(snapshot(game));
  });
});

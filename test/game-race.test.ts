import { describe, expect, it } from "vitest";
import type { Direction } from "../src/node.js";
import { levelSize, Race } from "../src/node.js";
import { bfsSolution } from "./support/bfs.js";
import { pathDirections } from "./support/game.js";

function wallOf(race: Race, x: number, y: number): Direction {
  return (["N", "E", "S", "W"] as Direction[]).find((direction) => !race.maze.has(x, y, direction))!;
}

describe("Race", () => {
  it("numbers every join and move; a wall or an unknown player changes nothing", () => {
    const race = new Race({ seed: 9 });
    const { player: one, event } = race.join("🦊");
    expect(event).toEqual({ seq: 1, type: "join", id: 1, symbol: "🦊", x: 0, y: 0 });
    const two = race.join("🐙").player;
    expect(race.move(one.id, wallOf(race, 0, 0))).toEqual({ moved: false, reason: "wall" });
    expect(race.move(99, "E")).toEqual({ moved: false, reason: "unknown player" });
    const open = race.maze.passages(0, 0)[0]!;
    const outcome = race.move(two.id, open);
    const at = open === "E" ? { x: 1, y: 0 } : { x: 0, y: 1 };
    expect(outcome).toEqual({
      moved: true,
      player: { id: 2, symbol: "🐙", ...at, moves: 1, wins: 0 },
      events: [{ seq: 3, type: "move", id: 2, direction: open, ...at }],
    });
    expect(race.list().map((p) => [p.id, p.x, p.y])).toEqual([
      [1, 0, 0],
      [2, at.x, at.y],
    ]);
  });

  it("the first to reach the goal wins the level: a larger maze, everyone back at the start", () => {
    const race = new Race({ seed: 10 });
    const runner = race.join("🏃").player;
    const other = race.join("🐢").player;
    race.move(other.id, race.maze.passages(0, 0)[0]!);
    const moves = pathDirections(bfsSolution(8, 8, race.maze.cells).path);
    const last = moves.pop()!;
    for (const direction of moves) expect(race.move(runner.id, direction).moved).toBe(true);
    const seqBefore = race.seq;
    const outcome = race.move(runner.id, last);
    expect(outcome.moved && outcome.events.map((e) => e.type)).toEqual(["move", "level"]);
    expect(outcome.moved && outcome.events[1]).toEqual({ seq: seqBefore + 2, type: "level", level: 2, winner: runner.id });
    expect([race.level, race.maze.width, race.maze.height]).toEqual([2, levelSize(race.plan, 2), 12]);
    expect(race.list().map((p) => [p.x, p.y, p.wins])).toEqual([
      [0, 0, 1],
      [0, 0, 0],
    ]);
  });

  it("saves to a plain state and restores the same race, maze included", () => {
    const race = new Race({ seed: 77, plan: { firstSize: 20 } });
    const id = race.join("⭐").player.id;
    race.move(id, race.maze.passages(0, 0)[0]!);
    const restored = Race.fromState(JSON.parse(JSON.stringify(race.toState())));
    expect(restored.toState()).toEqual(race.toState());
    expect(restored.maze.cells).toEqual(race.maze.cells);
    expect(restored.join("🌙").player.id).toBe(2);
    expect(restored.seq).toBe(3);
  });
});

describe("leaving", () => {
  it("leave(id) takes a player out of the race and says whether it was there", () => {
    const race = new Race({ seed: 3, plan: { firstSize: 6 } });
    const { player } = race.join("🦊");
    expect(race.leave(player.id)).toBe(true);
    expect(race.player(player.id)).toBeUndefined();
    expect(race.list()).toEqual([]);
    expect(race.leave(player.id)).toBe(false);
  });
});

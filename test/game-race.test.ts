import { describe, expect, it } from "vitest";
import { describeValue } from "../src/base/errors.js";
import type { Direction } from "../src/node.js";
import { InvalidArgumentError, levelSize, Race } from "../src/node.js";
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

describe("Race's arguments and states", () => {
  const refused = (call: () => unknown, message: string) => expect(call).toThrow(new InvalidArgumentError(message));

  it("join takes the server's symbols only", () => {
    const race = new Race({ seed: 3, plan: { firstSize: 6 } });
    refused(() => race.join(Symbol("s") as never), "race.join: symbol must be a string, got Symbol(s)");
    refused(() => race.join(null as never), "race.join: symbol must be a string, got null");
    refused(() => race.join({} as never), "race.join: symbol must be a string, got an object (Object)");
    refused(() => race.join(7 as never), "race.join: symbol must be a string, got 7");
    refused(() => race.join(""), 'race.join: symbol must not be empty; got ""');
    refused(() => race.join("🦊🐙"), 'race.join: symbol must be exactly one grapheme (e.g. one emoji), got 2; got "🦊🐙"');
    refused(
      () => race.join(" "),
      'race.join: symbol must be visible: no spaces or control characters, and more than joiners, selectors, fillers or marks; got " "',
    );
    expect(race.list()).toEqual([]);
    expect(race.seq).toBe(0);
    expect(race.join("A").player.id).toBe(1);
  });

  it.each([undefined, null, "up", 1, Symbol("s")] as const)("move(id, %s) is refused by name", (direction) => {
    const race = new Race({ seed: 3, plan: { firstSize: 6 } });
    const { id } = race.join("🦊").player;
    refused(() => race.move(id, direction as never), `direction must be one of N, E, S, W, got ${describeValue(direction)}`);
    expect(race.seq).toBe(1);
  });

  it("toState's plan is a copy: changing it changes nothing in the race", () => {
    const race = new Race({ seed: 3, plan: { firstSize: 6 } });
    const state = race.toState();
    state.plan.firstSize = 30;
    expect(race.plan.firstSize).toBe(6);
    expect(race.toState().plan.firstSize).toBe(6);
  });

  const base = (): Record<string, unknown> => {
    const race = new Race({ seed: 3, plan: { firstSize: 6 } });
    race.join("🦊");
    race.join("🐙");
    return JSON.parse(JSON.stringify(race.toState()));
  };
  const damaged: [string, (state: Record<string, unknown> & { players: Record<string, unknown>[] }) => unknown, string][] = [
    ["null", () => null, "state must be an object, got null"],
    ["an array", () => [], "state must be an object, got an array of 0"],
    ["a bad seed", (state) => Object.assign(state, { seed: "3" }), 'state.seed must be an integer in [0, 4294967295], got "3"'],
    ["a missing plan", (state) => Object.assign(state, { plan: undefined }), "state.plan must be an object, got undefined"],
    [
      "a bad plan",
      (state) => Object.assign(state, { plan: { firstSize: 0 } }),
      "state.plan must be a level plan (level plan firstSize must be an integer ≥ 1, got 0), got an object (Object)",
    ],
    ["a level 0", (state) => Object.assign(state, { level: 0 }), "state.level must be an integer in [1, 4503599627370496], got 0"],
    ["a bad seq", (state) => Object.assign(state, { seq: 1.5 }), "state.seq must be an integer in [0, 4503599627370496], got 1.5"],
    // Past 2^52 the race would count past 2^53, where its own save could not be read back.
    [
      "a seq past 2^52",
      (state) => Object.assign(state, { seq: Number.MAX_SAFE_INTEGER }),
      "state.seq must be an integer in [0, 4503599627370496], got 9007199254740991",
    ],
    ["a bad nextId", (state) => Object.assign(state, { nextId: 2n }), "state.nextId must be an integer in [1, 4503599627370496], got 2n (a BigInt)"],
    ["players null", (state) => Object.assign(state, { players: null }), "state.players must be an array, got null"],
    ["players {}", (state) => Object.assign(state, { players: {} }), "state.players must be an array, got an object (Object)"],
    ["players 5", (state) => Object.assign(state, { players: 5 }), "state.players must be an array, got 5"],
    ["players [null]", (state) => Object.assign(state, { players: [null] }), "state.players[0] must be an object, got null"],
    ["an id with nextId 1", (state) => Object.assign(state, { nextId: 1 }), "state.players[0].id must be an integer ≥ 1 and below nextId (1), got 1"],
    ["a nextId not above every id", (state) => Object.assign(state, { nextId: 2 }), "state.players[1].id must be an integer ≥ 1 and below nextId (2), got 2"],
    [
      "two players with one id",
      (state) => Object.assign(state.players[1]!, { id: 1 }) && state,
      "state.players[1].id must be an id no other player has, got 1",
    ],
    [
      "a symbol that is not one",
      (state) => Object.assign(state.players[0]!, { symbol: "ab" }) && state,
      'state.players[0].symbol must be one short visible grapheme, got "ab"',
    ],
    [
      "a player outside the maze",
      (state) => Object.assign(state.players[0]!, { x: 6 }) && state,
      "state.players[0].x must be an integer in [0, 5] (inside the 6×6 maze of level 1), got 6",
    ],
    [
      "a player at a negative y",
      (state) => Object.assign(state.players[1]!, { y: -1 }) && state,
      "state.players[1].y must be an integer in [0, 5] (inside the 6×6 maze of level 1), got -1",
    ],
    [
      "bad moves",
      (state) => Object.assign(state.players[0]!, { moves: "1" }) && state,
      'state.players[0].moves must be an integer in [0, 4503599627370496], got "1"',
    ],
  ];
  it.each(damaged)("fromState refuses %s by name", (_name, damage, message) => {
    const state = base() as Record<string, unknown> & { players: Record<string, unknown>[] };
    refused(() => Race.fromState(damage(state) as never), `Race.fromState: ${message}`);
  });

  it("fromState keeps nextId above every id: a join after it never overwrites a player", () => {
    const restored = Race.fromState(base() as never);
    expect(restored.join("🌙").player.id).toBe(3);
    expect(restored.list().map((p) => [p.id, p.symbol])).toEqual([
      [1, "🦊"],
      [2, "🐙"],
      [3, "🌙"],
    ]);
  });
});

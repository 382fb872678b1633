// The bounded load test behind test/server-load.test.ts (3 s, in `npm test`) and test/large/server-load.test.ts
// (10 s, the figures quoted in the README): 200 simulated players move on loopback; no move may be lost or doubled,
// and the final state must agree with every reply and every streamed event. Prints requests/s and p99.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Direction, Maze, openDirections, Race, step } from "../../src/node.js";
import { call, listen, login, type Running, startServer, until } from "./server.js";

const PLAYERS = 200;
const SYMBOLS = ["🦊", "🐙", "🐢", "🦉", "🐝", "🦎", "🐇", "🐌"];

interface Accepted {
  id: number;
  seq: number;
  x: number;
  y: number;
}

/** The load test: PLAYERS players moving for `durationMs` against a fresh server, in a describe block of its own. */
export function describeLoad(DURATION_MS: number): void {
  describe("serve under load", () => {
    let running: Running;
    beforeAll(async () => {
      running = await startServer({
        race: new Race({ seed: 2026, plan: { firstSize: 300 } }),
        moveLimit: { rate: 1000, burst: 1000 },
        // Every simulated player logs in from the one loopback address.
        maxPlayersPerAddress: PLAYERS,
        // Each player's requests go on connections of their own (fetch's pool), the event stream on one more.
        maxConnectionsPerAddress: 4 * PLAYERS,
      });
    });
    afterAll(async () => {
      await running.server.close();
    });

    it(`${PLAYERS} players moving for ${DURATION_MS / 1000} s: every move streamed once, final state consistent`, { timeout: 60_000 }, async () => {
      const stream = await listen(running.base);
      const maze = Maze.fromJSON((await call(running.base, "GET", "/game")).body.maze);
      const players = await Promise.all(Array.from({ length: PLAYERS }, (_, index) => login(running.base, SYMBOLS[index % SYMBOLS.length]!)));
      const accepted: Accepted[] = [];
      const latencies: number[] = [];
      let walls = 0;
      const deadline = performance.now() + DURATION_MS;
      const started = performance.now();

      await Promise.all(
        players.map(async (player, index) => {
          let at = { x: 0, y: 0 };
          for (let turn = index; performance.now() < deadline; turn++) {
            // One move in eight bumps a wall on purpose (when there is one): the reply must be 409 and change nothing.
            const ways = openDirections(maze, at);
            const walled = (["N", "E", "S", "W"] as Direction[]).filter((d) => !ways.includes(d));
            const bump = turn % 8 === 0 && walled.length > 0;
            const direction = bump ? walled[turn % walled.length]! : ways[(turn * 7 + index) % ways.length]!;
            const sent = performance.now();
            const reply = await call(running.base, "POST", `/move/${direction}`, { token: player.token });
            latencies.push(performance.now() - sent);
            if (bump) {
              expect(reply.status).toBe(409);
              walls++;
              continue;
            }
            expect(reply.status).toBe(200);
            const expected = step(maze, at, direction)!;
            expect({ x: reply.body.x, y: reply.body.y }).toEqual(expected);
            at = expected;
            accepted.push({ id: player.id, seq: reply.body.seq, x: at.x, y: at.y });
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;

      await until(() => stream.events.filter((event) => event.type === "move").length >= accepted.length, 10_000);
      stream.stop();
      const moves = stream.events.filter((event) => event.type === "move");
      expect(moves).toHaveLength(accepted.length);
      expect(new Set(moves.map((event) => event.seq)).size).toBe(moves.length);
      const bySeq = new Map(moves.map((event) => [event.seq, event]));
      for (const move of accepted) expect(bySeq.get(move.seq)).toMatchObject({ id: move.id, x: move.x, y: move.y });
      const seqs = stream.events.map((event) => event.seq);
      expect(seqs).toEqual(seqs.slice().sort((a, b) => a - b));

      const final = (await call(running.base, "GET", "/players")).body;
      expect(final.level).toBe(1);
      for (const player of players) {
        const mine = accepted.filter((move) => move.id === player.id);
        const last = mine.at(-1) ?? { x: 0, y: 0 };
        expect(final.players.find((p: { id: number }) => p.id === player.id)).toMatchObject({ x: last.x, y: last.y, moves: mine.length });
      }
      expect(running.race.seq).toBe(PLAYERS + accepted.length);

      latencies.sort((a, b) => a - b);
      const p = (q: number): string => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
      console.log(
        `load: ${PLAYERS} players, ${latencies.length} moves in ${elapsed.toFixed(1)} s = ${(latencies.length / elapsed).toFixed(0)} requests/s; ${accepted.length} accepted, ${walls} walls (409); latency p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms`,
      );
      expect(accepted.length).toBeGreaterThan(PLAYERS);
    });
  });
}

// `daedalus serve`: the multiplayer server and the browser page; with --state, the game survives restarts.

import { existsSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { type Command, InvalidArgumentError as UsageError } from "commander";
import { InvalidArgumentError } from "../base/errors.js";
import { resolveSeed } from "../base/seed.js";
import { defaultLevelPlan } from "../game/levels.js";
import {
  DEFAULT_IDLE_MINUTES,
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  DEFAULT_MAX_PLAYERS,
  DEFAULT_MAX_PLAYERS_PER_ADDRESS,
  DEFAULT_MAX_STREAMS,
  DEFAULT_MAX_STREAMS_PER_ADDRESS,
  DEFAULT_STREAM_BUFFER_BYTES,
  DEFAULT_TIMEOUTS,
  streamCapProblem,
} from "../server/limits.js";
import { withOptional } from "./optional.js";
import { checkOutputPath, writeFailure } from "./output.js";
import { integerIn, port, positiveInteger, seed } from "./parse.js";

const EXAMPLES = `
Examples:
  $ daedalus serve --port 8080                         the page at http://127.0.0.1:8080/
  $ daedalus serve --port 8080 --state race.json       restart without losing the game
  $ curl -X POST -H 'content-type: application/json' -d '{"symbol":"🦊"}' http://127.0.0.1:8080/login`;

interface ServeFlags {
  port: number;
  host: string;
  state?: string;
  saveEvery: number;
  seed?: number | string;
  size: number;
  moveRate: number;
  maxPlayers: number;
  maxPlayersPerAddress: number;
  idleMinutes: number;
  maxStreamsPerAddress: number;
  maxStreams: number;
  maxConnectionsPerAddress: number;
  maxConnections: number;
  maxStreamBuffer: number;
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
}

function host(value: string): string {
  if (value.trim() === "") throw new UsageError("must be an address to listen on, e.g. 127.0.0.1, ::1 or 0.0.0.0 (every interface); an empty one is refused.");
  return value;
}

/** The address the server actually listens on, as a URL (Fastify's own answer names 127.0.0.1 for 0.0.0.0). */
/** --state must be a file that can be written, or the name of one to make: refused before serving (a device was read
 *  forever, and a missing directory failed at the first save). */
function checkStateFile(file: string): void {
  checkOutputPath(file, "--state");
  const existing = existsSync(file) ? statSync(file) : undefined;
  if (existing && !existing.isFile()) {
    const kind = existing.isFIFO() ? "a pipe" : existing.isSocket() ? "a socket" : "a device";
    throw new InvalidArgumentError(`--state ${file}: is ${kind}, expected a file (or a name to make one)`);
  }
}

function boundUrl(address: AddressInfo | string | null): string {
  if (address === null || typeof address === "string") return String(address);
  const every = address.address === "0.0.0.0" || address.address === "::";
  const name = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${name}:${address.port}${every ? " (every interface)" : ""}`;
}

export function registerServe(program: Command): void {
  program
    .command("serve")
    .description("serve the multiplayer maze race (its HTTP API) and the browser page")
    .option("-p, --port <n>", "TCP port (0 picks a free one)", port, 8080)
    .option("--host <address>", "address to listen on (0.0.0.0 or :: for every interface)", host, "127.0.0.1")
    .option("--state <file>", "load the game from this file and save it there (atomically) on an interval and on shutdown")
    .option("--save-every <seconds>", "seconds between saves with --state, 1 to 86400", integerIn(1, 86_400), 10)
    .option("-s, --seed <seed>", "seed of a new game (random when omitted)", seed)
    .option("--size <n>", `side of the first level's maze, 2 to ${defaultLevelPlan.maxSize}`, integerIn(2, defaultLevelPlan.maxSize), 16)
    .option("--move-rate <n>", "moves per second allowed to each player", positiveInteger, 20)
    .option("--max-players <n>", "players in the race at once, 1 to 1000000 (further logins get 503)", integerIn(1, 1_000_000), DEFAULT_MAX_PLAYERS)
    .option(
      "--max-players-per-address <n>",
      "players one client address (an IPv6 client's /64) may hold, 1 to 10000 (further logins get 429)",
      integerIn(1, 10_000),
      DEFAULT_MAX_PLAYERS_PER_ADDRESS,
    )
    .option(
      "--idle-minutes <n>",
      "minutes without a move before a player is removed and its token revoked, 1 to 10080",
      integerIn(1, 10_080),
      DEFAULT_IDLE_MINUTES,
    )
    .option(
      "--max-streams-per-address <n>",
      "event streams (GET /events) one client address (an IPv6 client's /64) may hold open, 1 to 1000, less than --max-connections-per-address (further ones get 429)",
      integerIn(1, 1000),
      DEFAULT_MAX_STREAMS_PER_ADDRESS,
    )
    .option(
      "--max-streams <n>",
      "event streams open at once, 1 to 100000, less than --max-connections (further ones get 503)",
      integerIn(1, 100_000),
      DEFAULT_MAX_STREAMS,
    )
    .option(
      "--max-connections-per-address <n>",
      "connections one client address (an IPv6 client's /64) may hold open, 1 to 100000 (further ones get 429 and are closed)",
      integerIn(1, 100_000),
      DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    )
    .option(
      "--max-connections <n>",
      "connections open at once, 1 to 1000000 (further ones get 503 with Retry-After and are closed; keep it below the file descriptor limit, ulimit -n)",
      integerIn(1, 1_000_000),
      DEFAULT_MAX_CONNECTIONS,
    )
    .option(
      "--max-stream-buffer <bytes>",
      "unsent bytes past which a client's event stream is dropped (it stopped reading), 4096 to 67108864",
      integerIn(4096, 64 * 1024 * 1024),
      DEFAULT_STREAM_BUFFER_BYTES,
    )
    .option(
      "--headers-timeout <seconds>",
      "seconds a request has to send its headers, 1 to 3600 (then 408)",
      integerIn(1, 3600),
      DEFAULT_TIMEOUTS.headers / 1000,
    )
    .option(
      "--request-timeout <seconds>",
      "seconds a request has to send its headers and body, 1 to 3600, at least --headers-timeout (then 408)",
      integerIn(1, 3600),
      DEFAULT_TIMEOUTS.request / 1000,
    )
    .option(
      "--keep-alive-timeout <seconds>",
      "seconds an idle keep-alive connection stays open between requests, 1 to 3600",
      integerIn(1, 3600),
      DEFAULT_TIMEOUTS.keepAlive / 1000,
    )
    .option(
      "--connection-timeout <seconds>",
      "seconds a connection may go with nothing read or written before it is closed, 1 to 86400 (event streams send a comment well within it)",
      integerIn(1, 86_400),
      DEFAULT_TIMEOUTS.connection / 1000,
    )
    .addHelpText("after", EXAMPLES)
    .action(async (flags: ServeFlags, command: Command) => {
      if (flags.headersTimeout > flags.requestTimeout)
        throw new InvalidArgumentError(`--headers-timeout (${flags.headersTimeout} s) must be at most --request-timeout (${flags.requestTimeout} s)`);
      // A streams cap given at or above its connections cap is never reached: refused. A default one is not passed on,
      // so a lower --max-connections alone governs the streams as well.
      const given = (name: keyof ServeFlags): boolean => command.getOptionValueSource(name) === "cli";
      for (const [streams, connections] of [
        ["maxStreams", "maxConnections"],
        ["maxStreamsPerAddress", "maxConnectionsPerAddress"],
      ] as const) {
        if (!given(streams)) continue;
        const flag = (name: string): string => `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
        const problem = streamCapProblem(
          { name: flag(streams), value: flags[streams] },
          { name: flag(connections), value: flags[connections], defaulted: !given(connections) },
        );
        if (problem) throw new InvalidArgumentError(problem);
      }
      const { buildApp } = await withOptional("serve", "fastify", "5", () => import("../server/app.js"));
      // Loaded here, not with the CLI: the state file brings node:crypto (tokens), which other commands do not need.
      const [{ Race }, { loadState, saveState }] = await Promise.all([import("../game/race.js"), import("../server/state-file.js")]);
      if (flags.state !== undefined) checkStateFile(flags.state);
      const saved = flags.state ? loadState(flags.state) : null;
      const race = saved?.race ?? new Race({ seed: resolveSeed(flags.seed ?? (Math.random() * 2 ** 32) >>> 0), plan: { firstSize: flags.size } });
      const app = buildApp({
        race,
        tokens: saved?.tokens,
        moveLimit: { rate: flags.moveRate, burst: flags.moveRate },
        maxPlayers: flags.maxPlayers,
        maxPlayersPerAddress: flags.maxPlayersPerAddress,
        idleMinutes: flags.idleMinutes,
        maxStreamsPerAddress: given("maxStreamsPerAddress") ? flags.maxStreamsPerAddress : undefined,
        maxStreams: given("maxStreams") ? flags.maxStreams : undefined,
        maxConnectionsPerAddress: flags.maxConnectionsPerAddress,
        maxConnections: flags.maxConnections,
        maxStreamBufferBytes: flags.maxStreamBuffer,
        timeouts: {
          headers: flags.headersTimeout * 1000,
          request: flags.requestTimeout * 1000,
          keepAlive: flags.keepAliveTimeout * 1000,
          connection: flags.connectionTimeout * 1000,
        },
      });
      const save = (): void => {
        if (!flags.state) return;
        try {
          saveState(flags.state, app.race, app.tokens);
        } catch (error) {
          throw writeFailure(error, flags.state, "--state");
        }
      };
      // A save on the interval that fails (a full disk) is said once, until one succeeds again: the server goes on,
      // and the last whole save stays in place.
      let failing = false;
      const saveOnInterval = (): void => {
        try {
          save();
          if (failing) process.stderr.write(`daedalus: the game is saved to ${flags.state} again\n`);
          failing = false;
        } catch (error) {
          if (!failing) process.stderr.write(`daedalus: ${(error as Error).message}; still serving, saving again every ${flags.saveEvery} s\n`);
          failing = true;
        }
      };
      // Replaces the CLI's default signal handlers, before the banner: a signal sent as soon as the banner is read
      // is not lost while handlers are swapped, and the game is saved before the process ends.
      const stopping = new Promise<void>((resolve) => {
        const stop = (): void => resolve();
        for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
          process.removeAllListeners(signal);
          process.once(signal, stop);
        }
      });
      await app.server.listen({ port: flags.port, host: flags.host });
      const address = boundUrl(app.server.server.address());
      process.stderr.write(
        `daedalus: serving level ${race.level} (${race.maze.width}×${race.maze.height}) on ${address}${saved ? ` (restored from ${flags.state})` : ""}\n`,
      );
      const timer = flags.state ? setInterval(saveOnInterval, flags.saveEvery * 1000) : undefined;
      timer?.unref();
      await stopping;
      clearInterval(timer);
      await app.server.close();
      save();
      process.stderr.write(`daedalus: stopped${flags.state ? `, game saved to ${flags.state}` : ""}\n`);
    });
}

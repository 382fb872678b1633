// The server's guards and their defaults, in a module without Fastify so the command line can show them in --help.

import { describeValue, InvalidArgumentError } from "../base/errors.js";

/** Players in the race at once; further logins get 503. */
export const DEFAULT_MAX_PLAYERS = 10_000;

/** Players one client address (an IPv6 client's /64: `addressKey`) may hold; further logins get 429. */
export const DEFAULT_MAX_PLAYERS_PER_ADDRESS = 20;

/**
 * Connections one client address (an IPv6 client's /64) may hold open at once; further ones get 429 and are closed.
 * Each holds a file descriptor until a deadline closes it: without a cap, one client could hold them all. A page
 * uses a few (its stream and the browser's pool of six at most); 20 players behind one address, 140.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 256;

/**
 * Connections open at once on the whole server; further ones get 503 with Retry-After and are closed. Each holds a
 * file descriptor: past the process's limit, Node could accept nothing (not even /health) and opening a file failed.
 * Room for the default 1000 event streams and as many pages' requests again, and below the usual 4096 descriptors.
 */
export const DEFAULT_MAX_CONNECTIONS = 2048;

/** Minutes without a move after which a player is removed from the race and its token revoked. */
export const DEFAULT_IDLE_MINUTES = 30;

/** Event streams (GET /events) one client address may hold open; further ones get 429. A page needs one. */
export const DEFAULT_MAX_STREAMS_PER_ADDRESS = 4;

/** Event streams open at once on the whole server; further ones get 503. Each holds a socket (a file descriptor). */
export const DEFAULT_MAX_STREAMS = 1000;

/**
 * Bytes an event stream may have waiting to be sent (Node's and the socket's buffers) before it is dropped: a client
 * that stops reading cannot make the server hold the whole race for it. 256 KiB is thousands of events behind,
 * after the kernel's own buffers (megabytes) are full; at the default cap, 256 MiB in all.
 */
export const DEFAULT_STREAM_BUFFER_BYTES = 256 * 1024;

/** Milliseconds a client has for each stage of its connection; all four are Node's http server timeouts. */
export interface ServerTimeouts {
  /** From the first byte of a request to the end of its headers (Node's headersTimeout); past it, 408. */
  headers: number;
  /** From the first byte of a request to the end of its body (Node's requestTimeout); past it, 408. At least `headers`. */
  request: number;
  /** An idle keep-alive connection between requests is closed after this (Node's keepAliveTimeout). */
  keepAlive: number;
  /**
   * A connection on which nothing is read or written for this long is destroyed (the socket's timeout): a client
   * that stalls in the middle of an answer. Event streams send a comment at least twice per period to stay open.
   */
  connection: number;
}

/** Node's defaults are minutes (requestTimeout 300 s, headersTimeout 60 s); a request here is a few hundred bytes. */
export const DEFAULT_TIMEOUTS: Readonly<ServerTimeouts> = { headers: 10_000, request: 20_000, keepAlive: 5_000, connection: 60_000 };

/** A count or size given to buildApp: a positive safe integer, or the default when omitted. */
export function limitOption(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < 1) throw new InvalidArgumentError(`${name} must be a positive integer, got ${describeValue(value)}`);
  return value;
}

/**
 * A cap on event streams that can be reached: each stream holds a connection of its own (HTTP/1.1), and the request
 * for one more comes on a connection that is not yet a stream, so streams at or above the connections that may be open
 * (on the whole server, or from one address) never reach their cap: a stream past it gets the connections' refusal,
 * and the operator who set it is not told it does nothing. Each cap is named as the caller names it (`maxStreams`,
 * `--max-streams`); `defaulted` says the connections' cap was left at its default.
 */
export function streamCapProblem(
  streams: { name: string; value: number },
  connections: { name: string; value: number; defaulted: boolean },
): string | undefined {
  if (streams.value < connections.value) return undefined;
  const which = connections.defaulted ? ", its default" : "";
  return `${streams.name} (${streams.value}) must be less than ${connections.name} (${connections.value}${which}): each event stream holds a connection, so a cap at or above the connections' is never reached`;
}

/** The timeouts given to buildApp over the defaults; Node refuses a header deadline later than the request's. */
export function timeoutsOption(given: Partial<ServerTimeouts> = {}): ServerTimeouts {
  const timeouts = { ...DEFAULT_TIMEOUTS };
  for (const name of ["request", "headers", "keepAlive", "connection"] as const) {
    // A short request deadline alone shortens the header deadline with it.
    const fallback = name === "headers" ? Math.min(DEFAULT_TIMEOUTS.headers, timeouts.request) : DEFAULT_TIMEOUTS[name];
    timeouts[name] = limitOption(`timeouts.${name}`, given[name], fallback);
  }
  if (timeouts.headers > timeouts.request)
    throw new InvalidArgumentError(`timeouts.headers (${timeouts.headers} ms) must be at most timeouts.request (${timeouts.request} ms)`);
  return timeouts;
}

// The multiplayer HTTP server (seed 004's API) on Fastify: routes, token checks, per-player move limits,
// JSON errors for every bad request, the live event stream and the browser page.

import type { IncomingMessage } from "node:http";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { InvalidArgumentError } from "../base/errors.js";
import { parseDirection } from "../game/moves.js";
import type { Race } from "../game/race.js";
import { symbolProblem } from "../game/symbol.js";
import type { Direction } from "../maze.js";
import { addressKey } from "./address.js";
import { clientErrorHandler, connectHandler, continueHandler, expectationHandler } from "./client-error.js";
import { ConnectionCap } from "./connections.js";
import { ErrorLog } from "./error-log.js";
import { EventStream } from "./events.js";
import { clip, JSON_ONLY, parseJsonBody } from "./json-body.js";
import {
  DEFAULT_IDLE_MINUTES,
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  DEFAULT_MAX_PLAYERS,
  DEFAULT_MAX_PLAYERS_PER_ADDRESS,
  DEFAULT_MAX_STREAMS,
  DEFAULT_MAX_STREAMS_PER_ADDRESS,
  DEFAULT_STREAM_BUFFER_BYTES,
  limitOption,
  type ServerTimeouts,
  streamCapProblem,
  timeoutsOption,
} from "./limits.js";
import { RouteMethods } from "./methods.js";
import { defaultMoveLimit, MoveBuckets, type RateLimit } from "./rate-limit.js";
import { Roster } from "./roster.js";
import { inlineScriptHashes, securityHeaders } from "./security.js";
import { defaultWebRoot, pageFiles } from "./static.js";
import { Tokens } from "./tokens.js";

export interface AppOptions {
  race: Race;
  tokens?: Tokens;
  moveLimit?: RateLimit;
  /** Directory of the built page; defaults to dist/web. */
  webRoot?: string;
  /** Clock for the move limit (milliseconds). */
  now?: () => number;
  /** Players the race accepts; logins past it get 503 (default 10000, `DEFAULT_MAX_PLAYERS`). */
  maxPlayers?: number;
  /** Players one client address may hold; logins past it get 429 (default 20, `DEFAULT_MAX_PLAYERS_PER_ADDRESS`). */
  maxPlayersPerAddress?: number;
  /** Minutes without a move (or since login) after which a player is removed and its token revoked (default 30). */
  idleMinutes?: number;
  /** Event streams one client address may hold open; further ones get 429 (default 4, `DEFAULT_MAX_STREAMS_PER_ADDRESS`). Given, it must be less than `maxConnectionsPerAddress`. */
  maxStreamsPerAddress?: number;
  /** Connections one client address may hold open; further ones get 429 and are closed (default 256, `DEFAULT_MAX_CONNECTIONS_PER_ADDRESS`). */
  maxConnectionsPerAddress?: number;
  /** Connections open at once; further ones get 503 with Retry-After and are closed (default 2048, `DEFAULT_MAX_CONNECTIONS`). */
  maxConnections?: number;
  /** Event streams open at once; further ones get 503 (default 1000, `DEFAULT_MAX_STREAMS`). Given, it must be less than `maxConnections`. */
  maxStreams?: number;
  /** Unsent bytes past which an event stream is dropped (default 256 KiB, `DEFAULT_STREAM_BUFFER_BYTES`). */
  maxStreamBufferBytes?: number;
  /** Milliseconds for headers, whole requests, idle keep-alive and idle connections (defaults `DEFAULT_TIMEOUTS`). */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Where the operator is told of a request that failed inside the server (a 500): its method, path and stack; and
   * of connections refused because the server is full (`maxConnections`). Default: stderr.
   */
  log?: (line: string) => void;
}

export interface App {
  server: FastifyInstance;
  race: Race;
  tokens: Tokens;
  events: EventStream;
  /** The connections open, and those refused past a cap. */
  connections: ConnectionCap;
}

/** Bodies are tiny ({"symbol": "🦊"}): anything larger is refused with 413. */
export const BODY_LIMIT = 1024;

/** Characters of a path parameter (a move's direction); a longer one gets 414. */
const MAX_PARAM_LENGTH = 100;

const loginSchema = {
  body: {
    type: "object",
    required: ["symbol"],
    additionalProperties: false,
    properties: { symbol: { type: "string", maxLength: 64 } },
  },
} as const;

export function buildApp(options: AppOptions): App {
  const { race } = options;
  const tokens = options.tokens ?? new Tokens();
  const page = pageFiles(options.webRoot ?? defaultWebRoot);
  const index = page.find((file) => file.route === "/index.html");
  const headers = securityHeaders(index ? inlineScriptHashes(index.body.toString("utf8")) : []);
  const maxStreamsPerAddress = limitOption("maxStreamsPerAddress", options.maxStreamsPerAddress, DEFAULT_MAX_STREAMS_PER_ADDRESS);
  const maxStreams = limitOption("maxStreams", options.maxStreams, DEFAULT_MAX_STREAMS);
  const maxConnectionsPerAddress = limitOption("maxConnectionsPerAddress", options.maxConnectionsPerAddress, DEFAULT_MAX_CONNECTIONS_PER_ADDRESS);
  const maxConnections = limitOption("maxConnections", options.maxConnections, DEFAULT_MAX_CONNECTIONS);
  // Only a streams cap that was given: a default one above a lower connections cap is left alone (that cap governs).
  for (const [streams, value, connections, limit, given] of [
    ["maxStreams", options.maxStreams, "maxConnections", maxConnections, options.maxConnections],
    ["maxStreamsPerAddress", options.maxStreamsPerAddress, "maxConnectionsPerAddress", maxConnectionsPerAddress, options.maxConnectionsPerAddress],
  ] as const) {
    const problem =
      value === undefined ? undefined : streamCapProblem({ name: streams, value }, { name: connections, value: limit, defaulted: given === undefined });
    if (problem) throw new InvalidArgumentError(problem);
  }
  const maxBufferBytes = limitOption("maxStreamBufferBytes", options.maxStreamBufferBytes, DEFAULT_STREAM_BUFFER_BYTES);
  const timeouts = timeoutsOption(options.timeouts);
  // Three comments per connection timeout at least, so a quiet stream is never taken for a stalled connection.
  const keepAliveMs = Math.min(15_000, Math.floor(timeouts.connection / 3));
  const events = new EventStream({ headers, maxBufferBytes, keepAliveMs });
  const buckets = new MoveBuckets(options.moveLimit ?? defaultMoveLimit);
  const now = options.now ?? Date.now;
  const maxPlayers = limitOption("maxPlayers", options.maxPlayers, DEFAULT_MAX_PLAYERS);
  const maxPerAddress = options.maxPlayersPerAddress ?? DEFAULT_MAX_PLAYERS_PER_ADDRESS;
  const roster = new Roster();
  const log = options.log ?? ((line: string) => void process.stderr.write(line));
  const errorLog = new ErrorLog(log);
  const connections = new ConnectionCap(headers, { perAddress: maxConnectionsPerAddress, total: maxConnections }, addressKey, log);
  // Players restored from a state file belong to no address.
  for (const player of race.list()) roster.add(player.id, undefined, now());
  const idleMs = (options.idleMinutes ?? DEFAULT_IDLE_MINUTES) * 60_000;
  // Strict schemas: no type coercion, no silently dropped fields.
  const ajv = { customOptions: { coerceTypes: false, removeAdditional: false } } as const;
  // Closing drops every connection, busy ones included: a stream or a stalled request never holds the shutdown open.
  const server = Fastify({
    bodyLimit: BODY_LIMIT,
    logger: false,
    return503OnClosing: true,
    forceCloseConnections: true,
    ajv,
    connectionTimeout: timeouts.connection,
    keepAliveTimeout: timeouts.keepAlive,
    requestTimeout: timeouts.request,
    // Node checks the header and request deadlines on this interval (30 s by default): a quarter of the header
    // deadline (the shorter) keeps either late by at most a quarter of it.
    http: {
      headersTimeout: timeouts.headers,
      requestTimeout: timeouts.request,
      connectionsCheckingInterval: Math.max(10, Math.min(1000, Math.floor(timeouts.headers / 4))),
      // Host is checked by the onRequest hook below, so that its refusal is JSON like every other (Node's is empty).
      requireHostHeader: false,
    },
    clientErrorHandler: clientErrorHandler(headers, timeouts),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // A URL the router cannot read: the same JSON and headers as every other refusal (the onSend hook does not run).
    frameworkErrors: (error, request, reply) => {
      const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
      const message = tooLong
        ? `a path parameter is longer than ${MAX_PARAM_LENGTH} characters`
        : "malformed URL: each % must start an escape of two hexadecimal digits (%2F)";
      void (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .headers({ ...headers, "cache-control": "no-store", ...(bodyUnread(request as FastifyRequest) ? { connection: "close" } : {}) })
        .send({ error: message });
    },
  });
  server.server.on("connection", connections.listener);
  server.server.on("checkExpectation", expectationHandler(headers));
  // A body past the limit is refused before it is sent; any other waits for its 100 Continue until its body is read,
  // so a request refused before that (404, 415) is not asked for a body it will not get read.
  const continuing = new WeakSet<IncomingMessage>();
  server.server.on(
    "checkContinue",
    continueHandler(headers, BODY_LIMIT, (request, response) => {
      continuing.add(request);
      server.server.emit("request", request, response);
    }),
  );
  server.addHook("preParsing", async (request, reply, payload) => {
    if (continuing.delete(request.raw) && !reply.raw.headersSent) reply.raw.writeContinue();
    return payload;
  });
  server.server.on("connect", connectHandler(headers));
  // JSON only, in UTF-8: Fastify's text/plain parser would hand a string to the login's schema ("must be object").
  // Its JSON parser decodes bytes that are not UTF-8 to U+FFFD (a login took one as its symbol) and calls a
  // __proto__ key "not valid JSON"; this one refuses each by name.
  server.removeContentTypeParser(["text/plain", "application/json"]);
  server.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  const methods = new RouteMethods();
  server.addHook("onRoute", (route) => methods.add(route.method, route.url));
  let gameJson: { level: number; body: string } | undefined;

  // The game's answers, errors among them, are never stored: /game and /players change with each move and level, and
  // a 404 or 405 is cacheable by default. The page's files say their own (no-cache: kept, but revalidated).
  server.addHook("onSend", async (request, reply) => {
    void reply.headers(headers);
    if (!reply.hasHeader("cache-control")) void reply.header("cache-control", "no-store");
    if (bodyUnread(request)) void reply.header("connection", "close");
  });

  server.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    let message = status === 500 ? "internal error" : error.validation ? `invalid request: ${error.message}` : error.message;
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      message = `unsupported content type ${JSON.stringify(clip(request.headers["content-type"] ?? ""))}: ${JSON_ONLY}`;
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") message = `request body too large: at most ${BODY_LIMIT} bytes`;
    // The client learns nothing of the failure; the operator gets its stack (never the body or the headers).
    if (status === 500) errorLog.report(request.method, request.url, error);
    void reply.code(status).send({ error: message });
  });
  const notFound = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = request.url.split("?")[0]!;
    const allowed = methods.allowed(path);
    if (allowed.length > 0) {
      const error = `${request.method} is not allowed on ${clip(path)}: use ${allowed.join(" or ")}`;
      return reply.code(405).header("allow", allowed.join(", ")).send({ error, allow: allowed });
    }
    return reply.code(404).send({ error: `no route ${request.method} ${clip(path)}` });
  };
  server.setNotFoundHandler(notFound);

  // HTTP/1.1 requires Host; a body must be plain UTF-8 JSON (no other charset, no content encoding). A request no
  // route takes is answered here, before its body is read: Fastify parses the body of a 404 first, so a bad one (or
  // none, with QUERY) got 400 instead of 404 or 405.
  // A request pipelined behind an event stream could never be answered (the stream does not end), so it is not acted
  // on: the connection stops being read, and the stream goes on. Whether a request for a stream opens one is known
  // only once its route has run, and Node parses the next request before that: each connection's latest stream
  // request is kept as a promise (opened or not), which the requests behind it wait for.
  const streamed = new WeakMap<object, Promise<boolean>>();
  const opening = new WeakMap<object, (opened: boolean) => void>();
  server.addHook("onRequest", async (request, reply) => {
    const socket = request.raw.socket;
    const ahead = streamed.get(socket);
    if (ahead !== undefined && (await ahead)) {
      socket.pause();
      return reply.hijack();
    }
    const problem = requestProblem(request);
    if (problem) return reply.code(problem.status).send({ error: problem.error });
    if (request.is404) return notFound(request, reply);
    if (request.routeOptions.url === "/events") {
      // Settled by the route when the stream opens, or as false by any answer to the request (a refusal, an error).
      const opened = new Promise<boolean>((resolve) => {
        opening.set(request.raw, resolve);
        reply.raw.once("finish", () => resolve(false));
        reply.raw.once("close", () => resolve(false));
      });
      streamed.set(socket, opened);
    }
  });

  // Idle players go before any request is answered, so no route sees them; the oldest come first, so this is cheap.
  server.addHook("onRequest", async () => {
    for (const id of roster.expire(now() - idleMs)) {
      race.leave(id);
      tokens.revoke(id);
      buckets.forget(id);
    }
  });

  server.get("/health", async () => ({ status: "ok", level: race.level, players: race.list().length, seq: race.seq, listeners: events.size }));

  server.post("/login", { schema: loginSchema }, async (request, reply) => {
    const { symbol } = request.body as { symbol: string };
    const problem = symbolProblem(symbol);
    if (problem) return reply.code(400).send({ error: problem });
    const address = clientAddress(request);
    if (address === undefined) return reply.code(400).send({ error: CLOSED });
    if (roster.count(address) >= maxPerAddress)
      return reply
        .code(429)
        .send({ error: `too many players from this address (at most ${maxPerAddress}; serve --max-players-per-address)`, limit: maxPerAddress });
    if (race.list().length >= maxPlayers)
      return reply.code(503).send({ error: `the game is full (${maxPlayers} players; serve --max-players)`, limit: maxPlayers });
    const { player, event } = race.join(symbol);
    roster.add(player.id, address, now());
    const token = tokens.issue(player.id);
    events.send([event]);
    return reply.code(201).send({ id: player.id, token, symbol, x: player.x, y: player.y, level: race.level });
  });

  server.get("/game", async (_request, reply) => {
    if (gameJson?.level !== race.level) {
      gameJson = { level: race.level, body: JSON.stringify({ level: race.level, goal: race.goal, maze: race.maze.toJSON() }) };
    }
    return reply.type("application/json; charset=utf-8").send(gameJson.body);
  });

  server.get("/players", async () => ({ level: race.level, players: race.list() }));

  server.post("/move/:direction", async (request: FastifyRequest<{ Params: { direction: string } }>, reply: FastifyReply) => {
    const id = authorise(request, tokens);
    if (typeof id === "string") return reply.code(401).header("www-authenticate", "Bearer").send({ error: id });
    let direction: Direction;
    try {
      direction = parseDirection(request.params.direction);
    } catch (error) {
      if (error instanceof InvalidArgumentError) return reply.code(400).send({ error: error.message });
      throw error;
    }
    const wait = buckets.take(id, now());
    if (wait > 0)
      return reply
        .code(429)
        .header("retry-after", String(Math.ceil(wait)))
        .send({ error: "too many moves: slow down", retryAfter: wait });
    const before = race.player(id)!;
    const from = { x: before.x, y: before.y };
    const outcome = race.move(id, direction);
    if (!outcome.moved) {
      return reply
        .code(409)
        .send({ error: outcome.reason, reason: `a wall is in the way: no passage ${direction} from (${from.x}, ${from.y})`, x: from.x, y: from.y });
    }
    roster.touch(id, now());
    events.send(outcome.events);
    const { player } = outcome;
    return { id, x: player.x, y: player.y, level: race.level, seq: outcome.events[0]!.seq, won: outcome.events.length > 1 };
  });

  // No HEAD: an answer to HEAD has no body, and the stream's headers would wait for one; HEAD gets 405.
  server.get("/events", { exposeHeadRoute: false }, (request, reply) => {
    const address = clientAddress(request);
    if (address === undefined) return reply.code(400).send({ error: CLOSED });
    if (events.countFrom(address) >= maxStreamsPerAddress) {
      const error = `too many event streams from this address (at most ${maxStreamsPerAddress}; serve --max-streams-per-address)`;
      return reply.code(429).send({ error, limit: maxStreamsPerAddress });
    }
    if (events.size >= maxStreams)
      return reply.code(503).send({ error: `too many event streams (at most ${maxStreams}; serve --max-streams)`, limit: maxStreams });
    reply.hijack();
    opening.get(request.raw)?.(true);
    events.open(reply.raw, address);
    request.raw.on("error", () => reply.raw.destroy());
    return reply;
  });

  for (const file of page) {
    server.get(file.route, async (_request, reply) => reply.type(file.type).header("cache-control", "no-cache").send(file.body));
  }

  server.addHook("preClose", async () => events.close());
  server.addHook("onClose", async () => {
    errorLog.flush();
    connections.flush();
  });
  return { server, race, tokens, events, connections };
}

const CLOSED = "the connection closed before the request was answered";

/**
 * The key of the socket's address (no proxy header is trusted), an IPv6 client's /64 (`addressKey`), or undefined once
 * the connection is gone: a client that resets its connection leaves no address, and must not hold a player or a
 * stream that no limit counts.
 */
function clientAddress(request: FastifyRequest): string | undefined {
  if (request.raw.socket?.destroyed !== false) return undefined;
  // A reset socket can lose its address before it is marked destroyed (Fastify's type says string).
  const ip = request.ip as string | undefined;
  return ip === undefined ? undefined : addressKey(ip);
}

/** Why a request is refused before its body is read, if it is. */
function requestProblem(request: FastifyRequest): { status: number; error: string } | undefined {
  const { headers } = request;
  if (request.raw.httpVersion === "1.1" && headers.host === undefined) return { status: 400, error: "missing Host header (HTTP/1.1 requires one)" };
  // Node keeps the first Host of several; a proxy in front may have gone by another.
  if (request.raw.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === "host").length > 1)
    return { status: 400, error: "more than one Host header (a request has one)" };
  // Node passes * (and *anything) on; the router skips a target's first character as if it were "/".
  const target = request.raw.url ?? "";
  if (!target.startsWith("/") && !/^https?:\/\//i.test(target))
    return { status: 400, error: `the request target must be a path starting with / (or an absolute http:// URL), got ${JSON.stringify(clip(target))}` };
  // Only a body's type and encoding matter: a GET naming a charset is not refused for it.
  if (!hasBody(request)) return undefined;
  // Node undoes chunked and no other transfer coding: a gzip one reached the JSON parser as it came.
  const transfer = headers["transfer-encoding"];
  if (transfer !== undefined && transfer.trim().toLowerCase() !== "chunked")
    return {
      status: 501,
      error: `unsupported transfer encoding ${JSON.stringify(clip(transfer))}: send the body with Content-Length or Transfer-Encoding: chunked alone`,
    };
  const encoding = headers["content-encoding"];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== "identity")
    return { status: 415, error: `unsupported content encoding ${JSON.stringify(clip(encoding))}: ${JSON_ONLY}, uncompressed` };
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(headers["content-type"] ?? "")?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) return { status: 415, error: `unsupported charset ${JSON.stringify(clip(charset))}: ${JSON_ONLY}` };
  return undefined;
}

/** Whether a request has a body. */
function hasBody({ headers }: FastifyRequest): boolean {
  return headers["transfer-encoding"] !== undefined || (headers["content-length"] !== undefined && headers["content-length"] !== "0");
}

/**
 * Whether a request is answered before its body has all come (refused before it is read): its connection is closed
 * after the answer. Kept open, Node read the rest to the request deadline and then wrote a 408 after the answer.
 */
function bodyUnread(request: FastifyRequest): boolean {
  return hasBody(request) && !request.raw.complete;
}

/** The player id of the request's bearer token, or the reason it is refused. */
function authorise(request: FastifyRequest, tokens: Tokens): number | string {
  const header = request.headers.authorization;
  if (!header) return "missing Authorization: Bearer <token> (POST /login gives one)";
  // The scheme is case-insensitive (RFC 9110 section 11.1); RFC 6750 puts one or more spaces before the token.
  const match = /^Bearer +([A-Za-z0-9_-]{1,128})$/i.exec(header);
  if (!match) return "malformed Authorization header: expected Bearer <token>";
  return tokens.owner(match[1]!) ?? "unknown token";
}

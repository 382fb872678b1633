// A bounded loopback attack on `daedalus serve`'s app: real sockets against 127.0.0.1, with small limits and
// timeouts given through AppOptions so every case ends in well under a second or two. Each case checks the exact
// answer and that the server still answers /health afterwards.

import { type IncomingMessage, request } from "node:http";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The Node entry loads the Wasm backend that the race generates its mazes with.
import { InvalidArgumentError } from "../src/base/errors.js";
import { Race } from "../src/game/race.js";
import type { Direction } from "../src/node.js";
import "../src/node.js";
import { buildApp } from "../src/server/app.js";
import { call, type Json, listen, login, type Running, startServer, until } from "./support/server.js";

/** Small deadlines (ms): a header stage, a whole request, an idle keep-alive, an idle connection. */
const timeouts = { headers: 300, request: 600, keepAlive: 300, connection: 800 };
const TIMEOUT_ERROR = {
  error: "request timeout: headers must arrive within 300 ms and the whole request within 600 ms (serve --headers-timeout, --request-timeout)",
};

let running: Running;
let port: number;
/** What the server logged of requests that failed inside it (500): none may, whatever a client sends. */
const internalErrors: string[] = [];

beforeAll(async () => {
  running = await startServer({
    maxStreamsPerAddress: 3,
    maxStreams: 5,
    maxStreamBufferBytes: 64 * 1024,
    timeouts,
    log: (line) => internalErrors.push(line),
  });
  port = Number(new URL(running.base).port);
});
afterAll(async () => {
  await running.server.close();
  expect(internalErrors).toEqual([]);
});

async function healthy(): Promise<Json> {
  const reply = await call(running.base, "GET", "/health");
  expect(reply.status).toBe(200);
  return reply.body;
}

interface Stream {
  status: number;
  /** The parsed body of a refusal; undefined for an open stream. */
  body?: Json;
  close: () => void;
}

/** GET /events from a loopback address (127.0.0.x), on its own connection; resolves once the status is known. */
function openStream(localAddress = "127.0.0.1"): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${running.base}/events`, { localAddress, agent: false }, (response: IncomingMessage) => {
      const close = (): void => void response.destroy();
      if (response.statusCode === 200) return resolve({ status: 200, close });
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text), close }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

interface Exchange {
  /** Everything the server sent before it closed the connection. */
  text: string;
  ms: number;
}

/**
 * Opens a raw connection, writes `head`, then writes one byte of `drip` every 50 ms (so the connection is never idle)
 * until the server closes it.
 */
function dripping(head: string, drip: string): Promise<Exchange> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let at = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", () => {}); // a write racing the server's close; 'close' follows
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ text, ms: Date.now() - start });
    });
    // The drip starts once the head is written: a drip queued before a slow connect would go out ahead of the head
    // (a 400 for a bad method on a loaded machine, not the 408 under test).
    socket.on("connect", () => {
      socket.write(head);
      timer = setInterval(() => socket.write(drip[at++ % drip.length]!), 50);
    });
    setTimeout(() => reject(new Error("the server kept a dripping connection open for 8 s")), 8_000).unref();
  });
}

/** The status line and the JSON body of a raw HTTP answer. */
function parse(text: string): { statusLine: string; body: Json } {
  const [head, body] = text.split("\r\n\r\n");
  return { statusLine: head!.split("\r\n")[0]!, body: JSON.parse(body!) };
}

describe("attack: event streams", () => {
  it("refuses streams past the per-address limit with 429 and past the global cap with 503; /health counts only the open ones", async () => {
    const first = await Promise.all(Array.from({ length: 12 }, () => openStream()));
    expect(first.map((stream) => stream.status).sort()).toEqual([200, 200, 200, ...Array<number>(9).fill(429)]);
    for (const refused of first.filter((stream) => stream.status === 429)) {
      expect(refused.body).toEqual({ error: "too many event streams from this address (at most 3; serve --max-streams-per-address)", limit: 3 });
    }
    expect((await healthy()).listeners).toBe(3);

    // Another address has its own three, until the server's five are taken: then 503 for everyone.
    const second = await Promise.all([openStream("127.0.0.2"), openStream("127.0.0.2")]);
    expect(second.map((stream) => stream.status)).toEqual([200, 200]);
    const full = await openStream("127.0.0.3");
    expect(full.status).toBe(503);
    expect(full.body).toEqual({ error: "too many event streams (at most 5; serve --max-streams)", limit: 5 });
    expect((await healthy()).listeners).toBe(5);

    // Closing a stream frees its slot, for its own address too.
    for (const stream of [...first, ...second]) stream.close();
    await until(() => running.events.size === 0);
    const again = await openStream();
    expect(again.status).toBe(200);
    again.close();
    await until(() => running.events.size === 0);
    expect((await healthy()).listeners).toBe(0);
  });

  it("drops a client that never reads once its unsent bytes pass the bound, and keeps one that reads", async () => {
    const reader = await listen(running.base);
    const stalled = connect(port, "127.0.0.1");
    stalled.on("error", () => {});
    const closed = new Promise<void>((resolve) => stalled.on("close", () => resolve()));
    await new Promise<void>((resolve) => {
      stalled.once("data", () => {
        stalled.pause(); // stops reading: the kernel's buffers fill, then the server's
        resolve();
      });
      stalled.write("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    });
    await until(() => running.events.size === 2);

    // Moves through the race as POST /move makes them (HTTP would take minutes to fill the kernel's buffers).
    const { player } = running.race.join("🐜");
    const there = running.race.maze.passages(0, 0)[0]!;
    const back = ({ N: "S", S: "N", E: "W", W: "E" } as const)[there] as Direction;
    let sent = 0;
    let largest = 0; // the most unsent bytes any stream held, sampled right after each write
    for (let batch = 0; batch < 4000 && running.events.droppedCount === 0; batch++) {
      for (let i = 0; i < 50; i++) {
        const outcome = running.race.move(player.id, i % 2 === 0 ? there : back);
        if (!outcome.moved) throw new Error("the test's moves go back and forth through one passage");
        running.events.send(outcome.events);
        sent += 1;
        largest = Math.max(largest, ...running.events.buffered());
      }
      await new Promise((resolve) => setImmediate(resolve)); // the reader reads
    }
    expect(running.events.droppedCount).toBe(1);
    expect(running.events.size).toBe(1);
    // Held up to the bound plus one event's text (under 200 bytes), never more; and the stall did fill it.
    expect(largest).toBeGreaterThan(32 * 1024);
    expect(largest).toBeLessThanOrEqual(64 * 1024 + 200);
    // The dropped client sees its connection end once it reads again.
    stalled.resume();
    await closed;

    // The reader got every event, in order.
    await until(() => reader.events.length === sent);
    expect(reader.events.at(-1)).toMatchObject({ type: "move", id: player.id });
    reader.stop();
    await until(() => running.events.size === 0);
    running.race.leave(player.id);
    expect(await healthy()).toMatchObject({ status: "ok", listeners: 0 });
  });

  it("keeps a stream open past every timeout: it is long-lived by design", async () => {
    const stream = await listen(running.base);
    await new Promise((resolve) => setTimeout(resolve, 2 * timeouts.connection));
    const player = await login(running.base, "🦉");
    await until(() => stream.events.some((event) => event.type === "join" && event.id === player.id));
    expect(running.events.size).toBe(1);
    stream.stop();
    running.race.leave(player.id);
    await until(() => running.events.size === 0);
  });
});

describe("attack: slow clients", () => {
  it("answers slow bodies with 408 and closes them once the request deadline passes", async () => {
    const head = 'POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"symbol":';
    const exchanges = await Promise.all(Array.from({ length: 20 }, () => dripping(head, "          ")));
    for (const { text, ms } of exchanges) {
      const answer = parse(text);
      expect(answer.statusLine).toBe("HTTP/1.1 408 Request Timeout");
      expect(answer.body).toEqual(TIMEOUT_ERROR);
      expect(ms).toBeLessThan(5_000);
    }
    expect(await healthy()).toMatchObject({ status: "ok", players: 0 });
  });

  it("answers slow headers with 408 and closes them once the header deadline passes", async () => {
    const exchanges = await Promise.all(Array.from({ length: 20 }, () => dripping("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n", "X-Slow: 1\r\n")));
    for (const { text, ms } of exchanges) {
      const answer = parse(text);
      expect(answer.statusLine).toBe("HTTP/1.1 408 Request Timeout");
      expect(answer.body).toEqual(TIMEOUT_ERROR);
      expect(text).toContain("x-content-type-options: nosniff\r\n");
      expect(text).toContain("\r\ncache-control: no-store\r\n");
      expect(ms).toBeLessThan(5_000);
    }
    expect((await healthy()).status).toBe("ok");
  });

  it("closes an event stream whose request body never ends, without a second status line in the stream", async () => {
    const { text } = await dripping("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n", "x");
    expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(text.match(/HTTP\/1\.1/g)).toHaveLength(1);
    await until(() => running.events.size === 0);
    expect((await healthy()).listeners).toBe(0);
  });

  it("closes the connection after refusing a request before its body, instead of reading the body to the deadline", async () => {
    // Refused by the server's hook, by Fastify (no content type) and by the router (a malformed escape).
    const answers: [string, string, string][] = [
      ["POST /nowhere", "Content-Type: application/json", "HTTP/1.1 404 Not Found"],
      ["POST /login", "Content-Type: application/json; charset=utf-16", "HTTP/1.1 415 Unsupported Media Type"],
      ["POST /move/N", "X-No-Type: 1", "HTTP/1.1 415 Unsupported Media Type"],
      ["POST /move/%zz", "Content-Type: application/json", "HTTP/1.1 400 Bad Request"],
    ];
    const exchanges = await Promise.all(
      answers.map(([line, type]) => dripping(`${line} HTTP/1.1\r\nHost: 127.0.0.1\r\n${type}\r\nContent-Length: 100000\r\n\r\n`, "x")),
    );
    for (const [index, { text }] of exchanges.entries()) {
      expect(text.match(/HTTP\/1\.1 \d+/g)).toEqual([answers[index]![2].slice(0, 12)]);
      expect(parse(text).statusLine).toBe(answers[index]![2]);
      expect(text).toContain("\r\nconnection: close\r\n");
    }
    expect((await healthy()).status).toBe("ok");
  });

  it("closes a connection that sends nothing, and an idle keep-alive connection after its answer", async () => {
    const silent = await closedAfter((socket) => socket.on("connect", () => {}));
    // Node starts the header deadline at the connection: saying nothing is a request whose headers never came.
    expect(parse(silent.text)).toEqual({ statusLine: "HTTP/1.1 408 Request Timeout", body: TIMEOUT_ERROR });
    expect(silent.ms).toBeLessThan(5_000);
    const idle = await closedAfter((socket) => socket.on("connect", () => socket.write("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")));
    expect(idle.text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n\{"status":"ok"/);
    expect(idle.ms).toBeLessThan(5_000);
    expect((await healthy()).status).toBe("ok");
  });
});

describe("attack: malformed requests", () => {
  it("answers a request line and headers past Node's 16 KiB with 431, a chunked body past the limit with 413 and bytes that are not HTTP with 400, in the server's JSON", async () => {
    // A long URL counts against the same limit: its refusal named only the headers.
    const tooLarge = {
      statusLine: "HTTP/1.1 431 Request Header Fields Too Large",
      body: { error: "request line and headers too large: at most 16 KiB together, the URL included (Node's --max-http-header-size)" },
    };
    for (const head of [`GET /health HTTP/1.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, `GET /health?${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`]) {
      const huge = await closedAfter((socket) => socket.on("connect", () => socket.write(head)));
      expect(parse(huge.text)).toEqual(tooLarge);
    }
    const chunked = await closedAfter((socket) =>
      socket.on("connect", () =>
        socket.write(
          `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${`200\r\n${" ".repeat(512)}\r\n`.repeat(3)}`,
        ),
      ),
    );
    expect(parse(chunked.text)).toEqual({ statusLine: "HTTP/1.1 413 Payload Too Large", body: { error: "request body too large: at most 1024 bytes" } });
    const garbage = await closedAfter((socket) => socket.on("connect", () => socket.write("HELLO\r\n\r\n")));
    expect(parse(garbage.text)).toEqual({ statusLine: "HTTP/1.1 400 Bad Request", body: { error: "malformed HTTP request" } });
    expect((await healthy()).status).toBe("ok");
  });
});

describe("attack: transfer codings", () => {
  // Node undoes chunked only: a gzip body reached the JSON parser as compressed bytes ("not valid JSON"), and an
  // empty one as "Body cannot be empty".
  it("answers a transfer coding other than chunked with 501 naming what to send", async () => {
    const body = '{"symbol":"🦊"}';
    const head = `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nConnection: close\r\nTransfer-Encoding: gzip, chunked\r\n\r\n`;
    const exchange = await closedAfter((socket) =>
      socket.on("connect", () => socket.write(`${head}${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`)),
    );
    expect(parse(exchange.text)).toEqual({
      statusLine: "HTTP/1.1 501 Not Implemented",
      body: { error: 'unsupported transfer encoding "gzip, chunked": send the body with Content-Length or Transfer-Encoding: chunked alone' },
    });
    expect(await healthy()).toMatchObject({ status: "ok", players: 0 });
  });
});

describe("attack: request targets", () => {
  // The router skips a target's first character, taking it for "/": GET * served the page and GET *health /health.
  it("answers a target that is not a path (nor an absolute URL) with 400 naming the forms allowed", async () => {
    for (const target of ["*", "*health"]) {
      for (const method of ["GET", "OPTIONS"]) {
        const exchange = await closedAfter((socket) =>
          socket.on("connect", () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)),
        );
        expect(parse(exchange.text)).toEqual({
          statusLine: "HTTP/1.1 400 Bad Request",
          body: { error: `the request target must be a path starting with / (or an absolute http:// URL), got ${JSON.stringify(target)}` },
        });
      }
    }
    const absolute = await closedAfter((socket) =>
      socket.on("connect", () => socket.write("GET http://x/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")),
    );
    expect(absolute.text).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n\{"status":"ok"/);
    expect((await healthy()).status).toBe("ok");
  });
});

describe("attack: requests Node answers itself", () => {
  it("answers a missing Host or two with 400, an Expect it cannot meet with 417 and CONNECT with 405, in the server's JSON", async () => {
    const answers: [string, string, string][] = [
      ["GET /health HTTP/1.1\r\nConnection: close\r\n\r\n", "HTTP/1.1 400 Bad Request", "missing Host header (HTTP/1.1 requires one)"],
      // Node keeps the first of two; a proxy in front may have routed by the second (RFC 9112 asks for 400).
      ["GET /health HTTP/1.1\r\nHost: a\r\nhost: b\r\nConnection: close\r\n\r\n", "HTTP/1.1 400 Bad Request", "more than one Host header (a request has one)"],
      ["GET /health HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n", "HTTP/1.1 417 Expectation Failed", 'unsupported Expect: "foo" (only 100-continue)'],
      ["CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n", "HTTP/1.1 405 Method Not Allowed", "CONNECT is not allowed: this server is not a proxy"],
    ];
    for (const [head, statusLine, error] of answers) {
      const exchange = await closedAfter((socket) => socket.on("connect", () => socket.write(head)));
      expect(parse(exchange.text)).toEqual({ statusLine, body: { error } });
      expect(exchange.text).toContain("\r\nx-content-type-options: nosniff\r\n");
      expect(exchange.text).toContain("\r\ncache-control: no-store\r\n");
    }
    expect((await healthy()).status).toBe("ok");
  });
});

describe("attack: pipelined requests", () => {
  // The 417 was written to the response's socket, which a response queued behind another has not yet: it was never
  // sent, and the connection stayed open to the deadline.
  it("answers each of several pipelined requests in order, an Expect it cannot meet among them with 417", async () => {
    const get = "GET /health HTTP/1.1\r\nHost: x\r\n\r\n";
    const exchange = await closedAfter((socket) =>
      socket.on("connect", () => socket.write(`${get}${get}GET /health HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n`)),
    );
    expect(exchange.text.match(/HTTP\/1\.1 \d{3} [A-Za-z ]+(?=\r\n)/g)).toEqual(["HTTP/1.1 200 OK", "HTTP/1.1 200 OK", "HTTP/1.1 417 Expectation Failed"]);
    expect(exchange.text.endsWith('{"error":"unsupported Expect: \\"foo\\" (only 100-continue)"}')).toBe(true);
    expect(exchange.ms).toBeLessThan(timeouts.keepAlive);
  });

  // CONNECT hands the socket over; its 405 was written at once, and the answer to the request before it was lost.
  it("answers requests pipelined before a CONNECT, then the CONNECT with 405", async () => {
    const exchange = await closedAfter((socket) =>
      socket.on("connect", () =>
        socket.write("GET /health HTTP/1.1\r\nHost: x\r\n\r\nGET /players HTTP/1.1\r\nHost: x\r\n\r\nCONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: x\r\n\r\n"),
      ),
    );
    expect(exchange.text.match(/HTTP\/1\.1 \d{3} [A-Za-z ]+(?=\r\n)/g)).toEqual(["HTTP/1.1 200 OK", "HTTP/1.1 200 OK", "HTTP/1.1 405 Method Not Allowed"]);
    expect(exchange.text.endsWith('{"error":"CONNECT is not allowed: this server is not a proxy"}')).toBe(true);
  });

  // A request pipelined behind an event stream can never be answered (the stream does not end): a login there
  // joined the race, and a move moved, with no one told.
  it("does not act on a request pipelined behind an event stream, and the stream goes on", async () => {
    const players = running.race.list().length;
    const body = JSON.stringify({ symbol: "🐞" });
    const login = `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const socket = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.10" });
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", () => {});
    socket.write(`GET /events HTTP/1.1\r\nHost: x\r\n\r\n${login}${login}`);
    await until(() => running.events.size === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running.race.list().length).toBe(players);
    const other = await call(running.base, "POST", "/login", { json: { symbol: "🦗" }, headers: { connection: "close" } });
    await until(() => text.includes(`"id":${other.body.id}`));
    expect(text.match(/event: join/g)).toHaveLength(1);
    expect(text.match(/HTTP\/1\.1/g)).toHaveLength(1);
    socket.destroy();
    running.race.leave(other.body.id);
    await until(() => running.events.size === 0);

    // A stream refused (its address holds its three) is an answer like any other: the next request is answered.
    const held = await Promise.all([openStream("127.0.0.11"), openStream("127.0.0.11"), openStream("127.0.0.11")]);
    const refused = await closedAfter(
      (raw) => raw.on("connect", () => raw.write("GET /events HTTP/1.1\r\nHost: x\r\n\r\nGET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")),
      "127.0.0.11",
    );
    expect(refused.text.match(/HTTP\/1\.1 \d{3} [A-Za-z ]+(?=\r\n)/g)).toEqual(["HTTP/1.1 429 Too Many Requests", "HTTP/1.1 200 OK"]);
    for (const stream of held) stream.close();
    await until(() => running.events.size === 0);
  });
});

describe("attack: many connections from one address", () => {
  // Players and streams were counted per address, connections not: one client could hold every file descriptor
  // with idle or dripping connections (each lives to the header deadline, and new ones cost nothing).
  it("refuses a connection past the per-address cap with 429 and closes it; other addresses, and freed slots, are served", async () => {
    const capped = await startServer({ maxConnectionsPerAddress: 3, log: (line) => internalErrors.push(line) });
    const cappedPort = Number(new URL(capped.base).port);
    const open = (localAddress: string): Promise<Socket> =>
      new Promise((resolve, reject) => {
        const socket = connect({ port: cappedPort, host: "127.0.0.1", localAddress }, () => resolve(socket));
        socket.on("error", reject);
      });
    /** The whole answer to GET /health on a new connection from `localAddress`, once the server closes it. */
    const health = (localAddress: string): Promise<string> =>
      new Promise((resolve) => {
        const socket = connect({ port: cappedPort, host: "127.0.0.1", localAddress });
        let text = "";
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => (text += chunk));
        socket.on("error", () => {});
        socket.on("close", () => resolve(text));
        socket.on("connect", () => socket.write("GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
      });
    try {
      const held = await Promise.all([open("127.0.0.1"), open("127.0.0.1"), open("127.0.0.1")]);
      const refused = await health("127.0.0.1");
      expect(parse(refused)).toEqual({
        statusLine: "HTTP/1.1 429 Too Many Requests",
        body: { error: "too many connections from this address (at most 3; serve --max-connections-per-address)" },
      });
      expect(refused).toContain("\r\nconnection: close\r\n");
      expect(await health("127.0.0.2")).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      // A slot is free once the server has seen the close.
      held[0]!.destroy();
      let again = await health("127.0.0.1");
      for (let tries = 0; tries < 40 && !again.startsWith("HTTP/1.1 200 OK\r\n"); tries++) again = await health("127.0.0.1");
      expect(again).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      for (const socket of held) socket.destroy();
    } finally {
      await capped.server.close();
    }
  });
});

describe("attack: many connections in all", () => {
  // Connections were capped per address only: clients from many addresses could open them until the process ran
  // out of file descriptors (each lives to the header deadline), and then nothing was served, not even /health.
  it("refuses a connection past the global cap with 503 and Retry-After, logged once and counted; open ones are served", async () => {
    const log: string[] = [];
    const capped = await startServer({ maxConnections: 3, log: (line) => log.push(line) });
    const cappedPort = Number(new URL(capped.base).port);
    const open = (localAddress: string): Promise<Socket> =>
      new Promise((resolve, reject) => {
        const socket = connect({ port: cappedPort, host: "127.0.0.1", localAddress }, () => resolve(socket));
        socket.on("error", reject);
      });
    /** The whole answer to GET /health, on `socket` or a new connection from `localAddress`, once the server closes it. */
    const health = (from: string | Socket): Promise<string> =>
      new Promise((resolve) => {
        const socket = typeof from === "string" ? connect({ port: cappedPort, host: "127.0.0.1", localAddress: from }) : from;
        let text = "";
        const send = () => socket.write("GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => (text += chunk));
        socket.on("error", () => {});
        socket.on("close", () => resolve(text));
        if (typeof from === "string") socket.on("connect", send);
        else send();
      });
    try {
      // From three addresses: no per-address cap is reached.
      const held = await Promise.all([open("127.0.0.1"), open("127.0.0.2"), open("127.0.0.3")]);
      await until(() => capped.connections.size === 3);
      const refused = await health("127.0.0.4");
      expect(parse(refused)).toEqual({
        statusLine: "HTTP/1.1 503 Service Unavailable",
        body: { error: "too many connections to this server (at most 3; serve --max-connections)" },
      });
      expect(refused).toContain("\r\nretry-after: 5\r\n");
      expect(refused).toContain("\r\nconnection: close\r\n");
      expect(await health("127.0.0.1")).toMatch(/^HTTP\/1\.1 503 /);
      expect(capped.connections.refused).toEqual({ perAddress: 0, total: 2 });
      // The first refusal is logged at once; the next are counted into one line a minute (or at close).
      expect(log).toEqual([
        "daedalus: refusing connections with 503: 3 are open, the most the server holds (serve --max-connections); further refusals are counted in one line a minute\n",
      ]);
      // The connections already open are served as before; once one closes, a new one is too.
      expect(await health(held[0]!)).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      await until(() => capped.connections.size === 2);
      expect(await health("127.0.0.4")).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      for (const socket of held) socket.destroy();
    } finally {
      await capped.server.close();
    }
    expect(log[1]).toBe("daedalus: 1 more connection refused with 503 in the last minute (at most 3 open; serve --max-connections)\n");
    expect(log).toHaveLength(2);
  });

  it("answers at most 64 refusals at a time: past them, a connection past the cap is closed without an answer", async () => {
    const capped = await startServer({ maxConnections: 1, log: () => {} });
    const cappedPort = Number(new URL(capped.base).port);
    const clients: Socket[] = [];
    /** What a connection got before the server ended it; it keeps its own side open (all are closed below). */
    const answer = (): Promise<string> =>
      new Promise((resolve) => {
        const socket = connect({ port: cappedPort, host: "127.0.0.1", allowHalfOpen: true });
        clients.push(socket);
        let text = "";
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => (text += chunk));
        socket.on("error", () => {});
        socket.on("end", () => resolve(text));
        socket.on("close", () => resolve(text));
      });
    try {
      const held = connect({ port: cappedPort, host: "127.0.0.1" });
      held.on("error", () => {});
      await until(() => capped.connections.size === 1);
      // Each answered refusal keeps its socket open, as these clients never close theirs: for a minute here, so that
      // all 70 arrive while the first 64 are still held, however slowly a loaded machine accepts them.
      capped.connections.answerHoldMs = 60_000;
      const answers = await Promise.all(Array.from({ length: 70 }, answer));
      expect(answers.filter((text) => text.startsWith("HTTP/1.1 503 ")).length).toBe(64);
      expect(answers.filter((text) => text === "").length).toBe(6);
      expect(capped.connections.refused.total).toBe(70);
      for (const socket of clients) socket.destroy();
      held.destroy();
      await until(() => capped.connections.size === 0);
      expect((await call(capped.base, "GET", "/health")).status).toBe(200);
    } finally {
      await capped.server.close();
    }
  });
});

/** Writes `head` on a new connection and resets it at once (TCP RST), before any answer can arrive. */
function resetAfter(head: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => {});
    socket.on("close", () => resolve());
    socket.on("connect", () => {
      socket.write(head);
      socket.resetAndDestroy();
    });
  });
}

describe("attack: connections reset before their answer", () => {
  // A reset socket has no address left by the time the route runs: such requests held players and streams that no
  // per-address limit counted and no close forgot (one client filled the game; lost streams stayed counted).
  it("never leaves more players than the per-address limit, nor a stream counted once its connection is gone", async () => {
    const players = running.race.list().length;
    const body = JSON.stringify({ symbol: "🐀" });
    for (let index = 0; index < 30; index++) {
      await resetAfter(`POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    }
    for (let index = 0; index < 12; index++) await resetAfter("GET /events HTTP/1.1\r\nHost: x\r\n\r\n");
    await until(() => running.events.size === 0);
    expect(running.race.list().length - players).toBeLessThanOrEqual(20);
    const stream = await openStream();
    expect(stream.status).toBe(200);
    stream.close();
    await until(() => running.events.size === 0);
  });
});

describe("attack: options", () => {
  it("refuses limits and timeouts that are not positive integers, and a header deadline later than the request's", () => {
    const race = new Race({ seed: 1, plan: { firstSize: 4 } });
    const cases: [Parameters<typeof buildApp>[0], string][] = [
      [{ race, maxStreams: 0 }, "maxStreams must be a positive integer, got 0"],
      [{ race, maxConnections: 0 }, "maxConnections must be a positive integer, got 0"],
      [{ race, maxStreamsPerAddress: 2.5 }, "maxStreamsPerAddress must be a positive integer, got 2.5"],
      [{ race, maxStreamBufferBytes: Number.NaN }, "maxStreamBufferBytes must be a positive integer, got NaN"],
      [{ race, timeouts: { connection: -1 } }, "timeouts.connection must be a positive integer, got -1"],
      [{ race, timeouts: { headers: 700, request: 600 } }, "timeouts.headers (700 ms) must be at most timeouts.request (600 ms)"],
      // Each event stream holds a connection: a streams cap at or above the connections' is never reached.
      [
        { race, maxStreams: 5000 },
        "maxStreams (5000) must be less than maxConnections (2048, its default): each event stream holds a connection, so a cap at or above the connections' is never reached",
      ],
      [{ race, maxStreams: 3, maxConnections: 3 }, "maxStreams (3) must be less than maxConnections (3): each event stream holds a connection"],
      [
        { race, maxStreamsPerAddress: 5, maxConnectionsPerAddress: 2 },
        "maxStreamsPerAddress (5) must be less than maxConnectionsPerAddress (2): each event stream holds a connection",
      ],
    ];
    for (const [options, message] of cases) {
      expect(() => buildApp(options)).toThrow(InvalidArgumentError);
      expect(() => buildApp(options)).toThrow(message);
    }
  });
});

/** A raw connection set up by `start`; resolves with what the server sent once it closes the connection. */
function closedAfter(start: (socket: Socket) => void, localAddress = "127.0.0.1"): Promise<Exchange> {
  const begun = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress });
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ text, ms: Date.now() - begun }));
    start(socket);
    setTimeout(() => reject(new Error("the server kept an idle connection open for 8 s")), 8_000).unref();
  });
}

describe("attack: Expect: 100-continue", () => {
  // Node answers 100 Continue to every such request by default: the client sent a body the server then refused.
  it("answers a Content-Length past the body limit with 413 at once, without 100 Continue and without reading the body", async () => {
    const head = "POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 100000\r\n\r\n";
    const exchange = await closedAfter((socket) => socket.on("connect", () => socket.write(head)));
    expect(exchange.text).not.toContain("100 Continue");
    expect(parse(exchange.text)).toEqual({ statusLine: "HTTP/1.1 413 Payload Too Large", body: { error: "request body too large: at most 1024 bytes" } });
    expect(exchange.text).toContain("\r\nconnection: close\r\n");
    expect(exchange.text).toContain("\r\nx-content-type-options: nosniff\r\n");
    expect(exchange.ms).toBeLessThan(timeouts.headers);
    expect((await healthy()).status).toBe("ok");
  });

  it("continues a request whose length is within the limit: 100 Continue, then the answer", async () => {
    const body = JSON.stringify({ symbol: "🐝" });
    const head = `POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    const exchange = await closedAfter((socket) => {
      let sent = false;
      socket.on("connect", () => socket.write(head));
      socket.on("data", (chunk: string) => {
        if (!sent && chunk.startsWith("HTTP/1.1 100 Continue\r\n\r\n")) socket.write(body);
        sent = true;
      });
      // An address of its own: 127.0.0.1 may hold its 20 players by now (the reset connections' logins).
    }, "127.0.0.9");
    expect(exchange.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 201 Created\r\n/);
    const player = JSON.parse(exchange.text.split("\r\n\r\n")[2]!);
    expect(player).toMatchObject({ symbol: "🐝", x: 0, y: 0 });
    running.race.leave(player.id);
  });

  it("asks for no body that a request refused before reading it would not get read (no route, a wrong charset)", async () => {
    for (const [head, statusLine] of [
      ["POST /nowhere HTTP/1.1\r\nHost: x\r\nContent-Type: application/json", "HTTP/1.1 404 Not Found"],
      ["POST /login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json; charset=latin1", "HTTP/1.1 415 Unsupported Media Type"],
    ]) {
      const exchange = await closedAfter((socket) => socket.on("connect", () => socket.write(`${head}\r\nExpect: 100-continue\r\nContent-Length: 20\r\n\r\n`)));
      expect(exchange.text).not.toContain("100 Continue");
      expect(parse(exchange.text).statusLine).toBe(statusLine);
      expect(exchange.text).toContain("\r\nconnection: close\r\n");
    }
  });
});

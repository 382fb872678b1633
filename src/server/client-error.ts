// Answers for requests Node refuses before Fastify sees them (a deadline passed, headers too large, bad HTTP, an
// Expect it cannot meet, CONNECT): the same `{error}` JSON and security headers as every other answer, written
// straight to the socket, which is then closed.

import { type IncomingMessage, maxHeaderSize, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Duplex } from "node:stream";
import type { ServerTimeouts } from "./limits.js";

/** The message for each refusal, naming the limit and the flag that raises it. */
export function clientErrorMessage(code: string | undefined, timeouts: Readonly<ServerTimeouts>): { status: number; error: string } {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
    const error = `request timeout: headers must arrive within ${duration(timeouts.headers)} and the whole request within ${duration(timeouts.request)} (serve --headers-timeout, --request-timeout)`;
    return { status: 408, error };
  }
  if (code === "HPE_HEADER_OVERFLOW") {
    // The limit counts the request line too: a long URL is refused here, not by the router's 414.
    const limit = maxHeaderSize % 1024 === 0 ? `${maxHeaderSize / 1024} KiB` : `${maxHeaderSize} bytes`;
    return { status: 431, error: `request line and headers too large: at most ${limit} together, the URL included (Node's --max-http-header-size)` };
  }
  return { status: 400, error: "malformed HTTP request" };
}

function duration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

const REASONS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  405: "Method Not Allowed",
  408: "Request Timeout",
  417: "Expectation Failed",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  503: "Service Unavailable",
};

/** A whole HTTP answer with a JSON `{error}` body that closes the connection. */
export function rawAnswer(status: number, message: string, headers: Readonly<Record<string, string>>, extra: Readonly<Record<string, string>> = {}): string {
  const body = JSON.stringify({ error: message });
  const lines = Object.entries({
    ...headers,
    ...extra,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    connection: "close",
  });
  return `HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n${body}`;
}

export function clientErrorHandler(
  headers: Readonly<Record<string, string>>,
  timeouts: Readonly<ServerTimeouts>,
): (error: NodeJS.ErrnoException, socket: Socket) => void {
  return (error, socket) => {
    // A reset connection has no one to answer. An answer already under way (an event stream whose request never
    // ended) must not get a second status line in its middle; Node's own handler checks the same field.
    const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
    if (error.code !== "ECONNRESET" && socket.writable && !inFlight?.headersSent) {
      const { status, error: message } = clientErrorMessage(error.code, timeouts);
      socket.write(rawAnswer(status, message, headers));
    }
    socket.destroy();
  };
}

/**
 * A JSON `{error}` answer through the request's response, which then closes the connection. Node writes it once the
 * answers of the requests pipelined before it are out (written straight to the socket, it went nowhere while they
 * were not: a pipelined request's response has no socket yet).
 */
function refuse(response: ServerResponse, status: number, message: string, headers: Readonly<Record<string, string>>): void {
  const body = JSON.stringify({ error: message });
  response.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    connection: "close",
  });
  response.end(body);
}

/** Node's 'checkExpectation' listener: an Expect other than 100-continue gets 417 in the server's JSON. */
export function expectationHandler(headers: Readonly<Record<string, string>>): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const expect = String(request.headers.expect).slice(0, 64);
    refuse(response, 417, `unsupported Expect: ${JSON.stringify(expect)} (only 100-continue)`, headers);
  };
}

/**
 * Node's 'checkContinue' listener (a request with `Expect: 100-continue`; without one Node sends 100 Continue to every
 * such request at once): a Content-Length past `limit` gets 413 without 100 Continue, so the client never sends the
 * body, and the connection is closed; any other request goes on to `proceed` (the server's 'request' listeners),
 * whose route sends 100 Continue when it reads the body (`ServerResponse.writeContinue`).
 */
export function continueHandler(
  headers: Readonly<Record<string, string>>,
  limit: number,
  proceed: (request: IncomingMessage, response: ServerResponse) => void,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    // Node has already refused a Content-Length that is not a number.
    if (Number(request.headers["content-length"] ?? 0) > limit) refuse(response, 413, `request body too large: at most ${limit} bytes`, headers);
    else proceed(request, response);
  };
}

/**
 * Node's 'connect' listener: the server is no proxy, so CONNECT gets 405 (without it Node drops the connection
 * unanswered). The socket is handed over as the CONNECT is parsed: the answers to requests pipelined before it are
 * written first (written at once, the 405 ended the connection under them).
 */
export function connectHandler(headers: Readonly<Record<string, string>>): (request: IncomingMessage, socket: Duplex) => void {
  return (_request, socket) => {
    socket.on("error", () => {});
    const answer = (): void => {
      const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
      // Node hands the socket to the next queued answer as one finishes: look again after it has.
      if (inFlight && !inFlight.writableFinished) inFlight.once("finish", () => setImmediate(answer));
      else socket.end(rawAnswer(405, "CONNECT is not allowed: this server is not a proxy", headers));
    };
    answer();
  };
}

// Answers for requests Node refuses before Fastify sees them (a deadline passed, headers too large, bad HTTP):
// the same `{error}` JSON and security headers as every other answer, written straight to the socket, which is
// then closed.

import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ServerTimeouts } from "./limits.js";

/** The message for each refusal, naming the limit and the flag that raises it. */
export function clientErrorMessage(code: string | undefined, timeouts: Readonly<ServerTimeouts>): { status: number; error: string } {
  if (code === "ERR_HTTP_REQUEST_TIMEOUT") {
    const error = `request timeout: headers must arrive within ${duration(timeouts.headers)} and the whole request within ${duration(timeouts.request)} (serve --headers-timeout, --request-timeout)`;
    return { status: 408, error };
  }
  if (code === "HPE_HEADER_OVERFLOW") return { status: 431, error: "request headers too large (Node's --max-http-header-size, 16 KiB by default)" };
  return { status: 400, error: "malformed HTTP request" };
}

function duration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

const REASONS: Readonly<Record<number, string>> = { 400: "Bad Request", 408: "Request Timeout", 431: "Request Header Fields Too Large" };

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
      const body = JSON.stringify({ error: message });
      const lines = Object.entries({
        ...headers,
        "content-type": "application/json; charset=utf-8",
        "content-length": String(Buffer.byteLength(body)),
        connection: "close",
      });
      socket.write(`HTTP/1.1 ${status} ${REASONS[status]}\r\n${lines.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n${body}`);
    }
    socket.destroy();
  };
}

// Starting the server on 127.0.0.1 with an ephemeral port, and small clients for its routes and its event stream.

import { request } from "node:http";
import { Race } from "../../src/game/race.js";
import { type App, type AppOptions, buildApp } from "../../src/server/app.js";

export interface Running extends App {
  base: string;
}

/** The app on an ephemeral port of `host` (127.0.0.1; "::" is every address, IPv4 ones as IPv4-mapped IPv6). */
export async function startServer(options: Partial<AppOptions> = {}, host = "127.0.0.1"): Promise<Running> {
  const app = buildApp({ race: new Race({ seed: 42, plan: { firstSize: 8 } }), ...options });
  const base = await app.server.listen({ port: 0, host });
  return { ...app, base };
}

// biome-ignore lint/suspicious/noExplicitAny: a reply body is parsed JSON; each test asserts the shape it expects.
export type Json = any;

export interface Reply {
  status: number;
  body: Json;
  headers: Headers;
}

export async function call(
  base: string,
  method: string,
  path: string,
  init: { token?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body = init.body;
  if (init.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(init.json);
  }
  const response = await fetch(base + path, { method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text.length > 0 ? JSON.parse(text) : null, headers: response.headers };
}

export async function login(base: string, symbol: string): Promise<{ id: number; token: string }> {
  const reply = await call(base, "POST", "/login", { json: { symbol } });
  if (reply.status !== 201) throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** Collects the parsed `data:` of every event of /events until stop() is called. */
export async function listen(base: string): Promise<{ events: Json[]; stop: () => void }> {
  const controller = new AbortController();
  const response = await fetch(`${base}/events`, { signal: controller.signal });
  const events: Json[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (data) events.push(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // Aborted by stop().
    }
  })();
  return { events, stop: () => controller.abort() };
}

export async function until(condition: () => boolean, timeout = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeout) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** POST /login from another loopback address (127.0.0.2, …), to tell clients apart by address. */
export function loginFrom(base: string, localAddress: string, symbol: string): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ symbol });
    const outgoing = request(`${base}/login`, { method: "POST", localAddress, headers: { "content-type": "application/json" } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

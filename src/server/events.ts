// The live stream of the race: Server-Sent Events, one `event: <type>` per race event, its seq as the SSE id.

import type { ServerResponse } from "node:http";
import type { RaceEvent } from "../game/race.js";

/** A comment line this often keeps idle streams open through proxies. */
const KEEP_ALIVE_MS = 15_000;

export class EventStream {
  private readonly clients = new Set<ServerResponse>();
  private readonly keepAlive = setInterval(() => {
    for (const client of this.clients) client.write(": keep-alive\n\n");
  }, KEEP_ALIVE_MS).unref();

  /** `headers`: sent with every stream besides its own (the server's security headers). */
  constructor(private readonly headers: Readonly<Record<string, string>> = {}) {}

  get size(): number {
    return this.clients.size;
  }

  /** Starts the stream on a raw response; it is dropped when the client goes away. */
  open(response: ServerResponse): void {
    response.writeHead(200, {
      ...this.headers,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-content-type-options": "nosniff",
    });
    response.write(": daedalus race events\n\n");
    this.clients.add(response);
    response.on("close", () => this.clients.delete(response));
  }

  send(events: readonly RaceEvent[]): void {
    if (this.clients.size === 0) return;
    const text = events.map((event) => `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join("");
    for (const client of this.clients) client.write(text);
  }

  close(): void {
    clearInterval(this.keepAlive);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}

// The live stream of the race: Server-Sent Events, one `event: <type>` per race event, its seq as the SSE id.
// Streams are counted per client address (the route refuses past its limits), and a stream whose client stops
// reading is dropped once its unsent bytes pass a bound, so no client can make the server buffer without end.

import type { ServerResponse } from "node:http";
import type { RaceEvent } from "../game/race.js";
import { DEFAULT_STREAM_BUFFER_BYTES } from "./limits.js";

export interface EventStreamOptions {
  /** Sent with every stream besides its own (the server's security headers). */
  headers?: Readonly<Record<string, string>>;
  /** Unsent bytes past which a stream is dropped (default `DEFAULT_STREAM_BUFFER_BYTES`). */
  maxBufferBytes?: number;
  /** A comment line this often keeps idle streams open through proxies and the server's own connection timeout. */
  keepAliveMs?: number;
}

export class EventStream {
  /** Each open stream and the address it came from. */
  private readonly clients = new Map<ServerResponse, string>();
  private readonly perAddress = new Map<string, number>();
  private readonly headers: Readonly<Record<string, string>>;
  private readonly maxBufferBytes: number;
  private readonly keepAlive: NodeJS.Timeout;
  private dropped = 0;

  constructor(options: EventStreamOptions = {}) {
    this.headers = options.headers ?? {};
    this.maxBufferBytes = options.maxBufferBytes ?? DEFAULT_STREAM_BUFFER_BYTES;
    this.keepAlive = setInterval(() => this.write(": keep-alive\n\n"), options.keepAliveMs ?? 15_000).unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Streams dropped so far because their client stopped reading. */
  get droppedCount(): number {
    return this.dropped;
  }

  /** The unsent bytes of each open stream. */
  *buffered(): Iterable<number> {
    for (const client of this.clients.keys()) yield client.writableLength;
  }

  /** Streams open from one address. */
  countFrom(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /** Starts the stream on a raw response; it is dropped when the client goes away (or at once if it is gone). */
  open(response: ServerResponse, address: string): void {
    if (response.destroyed || response.socket?.destroyed !== false) {
      response.destroy();
      return;
    }
    response.writeHead(200, {
      ...this.headers,
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-content-type-options": "nosniff",
    });
    response.write(": daedalus race events\n\n");
    this.clients.set(response, address);
    this.perAddress.set(address, this.countFrom(address) + 1);
    response.once("close", () => this.forget(response));
  }

  send(events: readonly RaceEvent[]): void {
    if (this.clients.size === 0) return;
    this.write(events.map((event) => `id: ${event.seq}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`).join(""));
  }

  close(): void {
    clearInterval(this.keepAlive);
    for (const client of this.clients.keys()) client.end();
    this.clients.clear();
    this.perAddress.clear();
  }

  private write(text: string): void {
    for (const client of this.clients.keys()) {
      client.write(text);
      // writableLength counts the response's and its socket's unsent bytes: all a stalled client makes us hold.
      if (client.writableLength > this.maxBufferBytes) {
        this.dropped += 1;
        this.forget(client);
        client.destroy();
      }
    }
  }

  private forget(response: ServerResponse): void {
    const address = this.clients.get(response);
    if (address === undefined) return;
    this.clients.delete(response);
    const left = this.countFrom(address) - 1;
    if (left > 0) this.perAddress.set(address, left);
    else this.perAddress.delete(address);
  }
}

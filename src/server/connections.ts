// The server's connection caps: each client address's open connections (an IPv6 client's /64), and all of them.
// A connection past either is answered at once, without being read, and closed: 429 past the address's cap (that
// client holds too many), 503 with Retry-After past the server's (it is full). Each open connection holds a file
// descriptor until a deadline closes it; without a global cap, clients from many addresses could take every one the
// process may open, and then nothing would be served.

import type { Socket } from "node:net";
import { rawAnswer } from "./client-error.js";

export interface ConnectionLimits {
  /** Connections one client address may hold open (`--max-connections-per-address`). */
  perAddress: number;
  /** Connections open at once on the whole server (`--max-connections`). */
  total: number;
}

/** Seconds a client refused past the global cap is told to wait (a keep-alive connection idles out within 5 s). */
export const FULL_RETRY_AFTER = 5;

/**
 * Refusals being answered at once; past this many, a connection past a cap is closed without an answer. An answer
 * keeps its socket (a file descriptor) open up to a second while it is sent: a flood of refused connections must not
 * take the descriptors the cap keeps free.
 */
const MAX_ANSWERING = 64;

const WINDOW_MS = 60_000;

export class ConnectionCap {
  private readonly open = new Map<string, number>();
  private total = 0;
  private answering = 0;
  /** Connections refused so far: past their address's cap, and past the server's. */
  readonly refused = { perAddress: 0, total: 0 };
  /** Refusals past the server's cap not yet logged, and the end of the minute they are counted in. */
  private unlogged = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Milliseconds an answered refusal's socket stays open for the client to read the answer (a test may lengthen it). */
  answerHoldMs = 1000;

  constructor(
    private readonly headers: Readonly<Record<string, string>>,
    private readonly limits: Readonly<ConnectionLimits>,
    private readonly key: (address: string) => string,
    /** Where the operator is told that the server is full: the first refusal at once, then a count a minute. */
    private readonly log: (line: string) => void,
  ) {}

  /** Connections open (refused ones not counted). */
  get size(): number {
    return this.total;
  }

  /** The server's 'connection' listener. */
  readonly listener = (socket: Socket): void => {
    // A connection reset before this has no address, and is closed already.
    if (socket.remoteAddress === undefined) return;
    const address = this.key(socket.remoteAddress);
    const count = this.open.get(address) ?? 0;
    if (count >= this.limits.perAddress) {
      this.refused.perAddress += 1;
      this.refuse(socket, 429, `too many connections from this address (at most ${this.limits.perAddress}; serve --max-connections-per-address)`);
      return;
    }
    if (this.total >= this.limits.total) {
      this.refused.total += 1;
      this.noteFull();
      this.refuse(socket, 503, `too many connections to this server (at most ${this.limits.total}; serve --max-connections)`, {
        "retry-after": String(FULL_RETRY_AFTER),
      });
      return;
    }
    this.open.set(address, count + 1);
    this.total += 1;
    socket.once("close", () => {
      this.total -= 1;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left > 0) this.open.set(address, left);
      else this.open.delete(address);
    });
  };

  /** Writes the count of refusals past the server's cap not logged yet, if any (the minute's end, or the server's close). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.unlogged === 0) return;
    const count = this.unlogged;
    this.unlogged = 0;
    this.log(
      `daedalus: ${count} more connection${count === 1 ? "" : "s"} refused with 503 in the last minute (at most ${this.limits.total} open; serve --max-connections)\n`,
    );
  }

  /** A refusal past the server's cap: the first of a minute is logged, the others counted into one line at its end. */
  private noteFull(): void {
    if (this.timer) {
      this.unlogged += 1;
      return;
    }
    this.log(
      `daedalus: refusing connections with 503: ${this.limits.total} are open, the most the server holds (serve --max-connections); further refusals are counted in one line a minute\n`,
    );
    this.timer = setTimeout(() => this.flush(), WINDOW_MS).unref();
  }

  /**
   * Answers `status` without reading anything (no request is parsed), then closes the connection. Destroyed at once,
   * a request it had sent unread would make the close a reset, which can discard the answer before the client reads
   * it; so the socket is ended, and destroyed answerHoldMs (a second) later if the client has not closed it.
   */
  private refuse(socket: Socket, status: number, message: string, extra: Readonly<Record<string, string>> = {}): void {
    socket.pause();
    socket.on("error", () => {});
    if (this.answering >= MAX_ANSWERING) {
      socket.destroy();
      return;
    }
    this.answering += 1;
    socket.once("close", () => {
      this.answering -= 1;
    });
    socket.end(rawAnswer(status, message, this.headers, extra));
    setTimeout(() => socket.destroy(), this.answerHoldMs).unref();
  }
}

// The operator's view of requests that failed inside the server (answered 500 "internal error"): one entry each with
// the method, the path and the stack, never the body, the query or a header (a token is in one). A client that can
// make such failures cannot flood the log: at most so many a minute are written, the rest counted in one line.

/** Failures written per window; the rest are counted. */
export const LOGGED_ERRORS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

export class ErrorLog {
  private windowStart = Number.NEGATIVE_INFINITY;
  private logged = 0;
  private suppressed = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** A request answered 500: `path` is the request's target, whose query is left out. */
  report(method: string, path: string, error: unknown): void {
    const at = this.now();
    if (at - this.windowStart >= WINDOW_MS) {
      this.flush();
      this.windowStart = at;
    }
    if (this.logged >= LOGGED_ERRORS_PER_MINUTE) {
      this.suppressed += 1;
      // The count is written when the window ends, even if no failure follows.
      this.timer ??= setTimeout(() => this.flush(), this.windowStart + WINDOW_MS - at).unref();
      return;
    }
    this.logged += 1;
    const where = JSON.stringify(path.split("?")[0]!.slice(0, 200));
    const what = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
    this.write(`daedalus: 500 internal error on ${method} ${where}: ${what}\n`);
  }

  /** Writes the count of failures not logged, if any (the window's end, or the server's close). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.suppressed > 0) {
      const count = this.suppressed;
      this.suppressed = 0;
      this.write(
        `daedalus: ${count} more internal error${count === 1 ? "" : "s"} (500) in the last minute ${count === 1 ? "was" : "were"} not logged (at most ${LOGGED_ERRORS_PER_MINUTE} a minute are)\n`,
      );
    }
    this.logged = 0;
    this.windowStart = Number.NEGATIVE_INFINITY;
  }
}

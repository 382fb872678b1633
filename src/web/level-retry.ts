// How the race reads a new level again after a failure: a few tries with growing, jittered waits (every player gets
// the level event at once, and waits in step would come back to a struggling server together), a Retry-After
// honoured up to a cap, and no other try after an answer another try cannot change (a 4xx but 408 and 429).

/** Tries in all, the first included. */
export const LEVEL_TRIES = 4;
/** The wait before the second try, at most; each later one doubles it. */
const FIRST_WAIT_MS = 500;
/** The longest wait, a Retry-After's included: the player has no maze meanwhile. */
const MAX_WAIT_MS = 8000;

/** A reply that failed: its status (none when the server did not answer) and Retry-After in seconds, if any. */
export class ReplyError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

/** The wait in ms before try `next` (2 for the second) after `failure`, or undefined when no other try is worth it. */
export function retryWait(failure: unknown, next: number, random: () => number = Math.random): number | undefined {
  if (next > LEVEL_TRIES) return undefined;
  const status = failure instanceof ReplyError ? failure.status : undefined;
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return undefined;
  const backoff = FIRST_WAIT_MS * 2 ** (next - 2);
  const jittered = backoff / 2 + (random() * backoff) / 2;
  const asked = failure instanceof ReplyError && failure.retryAfter !== undefined ? failure.retryAfter * 1000 : 0;
  return Math.min(MAX_WAIT_MS, Math.max(jittered, asked));
}

/** A Retry-After of whole seconds (its date form is not read: the server sends seconds). */
export function retryAfterOf(reply: Response): number | undefined {
  const value = reply.headers.get("retry-after")?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

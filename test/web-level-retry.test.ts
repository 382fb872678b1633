// The race page's retry policy for a new level it could not read: a few tries with growing, jittered waits, a
// Retry-After honoured up to a cap, and no other try for an answer another try cannot change.

import { describe, expect, it } from "vitest";
import { LEVEL_TRIES, ReplyError, retryWait } from "../src/web/level-retry.js";

const low = () => 0;
const high = () => 1;

describe("retryWait", () => {
  it("waits twice as long before each try, jittered between half and all of it, and gives up after the last try", () => {
    expect(LEVEL_TRIES).toBe(4);
    const failure = new Error("the server answered 200 OK without a maze and goal");
    expect([2, 3, 4, 5].map((next) => retryWait(failure, next, low))).toEqual([250, 500, 1000, undefined]);
    expect([2, 3, 4, 5].map((next) => retryWait(failure, next, high))).toEqual([500, 1000, 2000, undefined]);
  });

  it("tries again after no answer, a 408, a 429 or a 5xx, never after another 4xx", () => {
    const wait = (status?: number) => retryWait(new ReplyError("refused", status), 2, low);
    expect([undefined, 408, 429, 500, 502, 503].map(wait)).toEqual([250, 250, 250, 250, 250, 250]);
    expect([400, 401, 403, 404, 410].map(wait)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("waits as long as a Retry-After says, up to 8 s", () => {
    expect(retryWait(new ReplyError("busy", 503, 5), 2, low)).toBe(5000);
    expect(retryWait(new ReplyError("busy", 503, 3600), 2, low)).toBe(8000);
    // A Retry-After shorter than the backoff does not shorten it.
    expect(retryWait(new ReplyError("busy", 503, 0), 4, high)).toBe(2000);
  });
});

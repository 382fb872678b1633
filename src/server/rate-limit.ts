// Moves per player: a token bucket (a burst, refilled at a steady rate); time is passed in, so tests control it.

export interface RateLimit {
  /** Moves per second, sustained. */
  rate: number;
  /** Moves allowed at once after a pause. */
  burst: number;
}

export const defaultMoveLimit: RateLimit = { rate: 20, burst: 20 };

export class MoveBuckets {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();

  constructor(private readonly limit: RateLimit) {}

  /** Takes one move from the player's bucket; returns 0 when allowed, else the seconds to wait. */
  take(id: number, now: number): number {
    const bucket = this.buckets.get(id) ?? { tokens: this.limit.burst, at: now };
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limit.rate);
    bucket.at = now;
    this.buckets.set(id, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return (1 - bucket.tokens) / this.limit.rate;
  }

  /** Drops a removed player's bucket. */
  forget(id: number): void {
    this.buckets.delete(id);
  }
}

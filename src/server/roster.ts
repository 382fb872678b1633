// Who holds the players: the address each login came from (so one address holds at most so many players) and
// when each player last moved (so idle players can be removed). Time is passed in, so tests control it.

export class Roster {
  /** Ordered by last activity, oldest first: a touched player is moved to the end. */
  private readonly seen = new Map<number, { address: string | undefined; at: number }>();
  private readonly perAddress = new Map<string, number>();

  /** Players held by `address`. */
  count(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /** Records a player; `address` is undefined for players restored from a state file. */
  add(id: number, address: string | undefined, now: number): void {
    this.seen.set(id, { address, at: now });
    if (address !== undefined) this.perAddress.set(address, this.count(address) + 1);
  }

  /** The player moved at `now`. */
  touch(id: number, now: number): void {
    const entry = this.seen.get(id);
    if (!entry) return;
    this.seen.delete(id);
    entry.at = now;
    this.seen.set(id, entry);
  }

  /** Forgets and returns every player whose last activity is at or before `before`. */
  expire(before: number): number[] {
    const gone: number[] = [];
    for (const [id, entry] of this.seen) {
      if (entry.at > before) break;
      this.seen.delete(id);
      gone.push(id);
      if (entry.address !== undefined) {
        const left = this.count(entry.address) - 1;
        if (left > 0) this.perAddress.set(entry.address, left);
        else this.perAddress.delete(entry.address);
      }
    }
    return gone;
  }
}

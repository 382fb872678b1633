// Secret tokens: handed out once at login; only their SHA-256 hashes are kept (and saved in the state file).

import { createHash, randomBytes } from "node:crypto";

export class Tokens {
  private readonly owners = new Map<string, number>();
  private readonly hashes = new Map<number, string[]>();

  constructor(saved: ReadonlyArray<readonly [hash: string, id: number]> = []) {
    for (const [hash, id] of saved) this.add(hash, id);
  }

  issue(id: number): string {
    const token = randomBytes(24).toString("base64url");
    this.add(hashToken(token), id);
    return token;
  }

  /** Revokes every token of player `id`. */
  revoke(id: number): void {
    for (const hash of this.hashes.get(id) ?? []) this.owners.delete(hash);
    this.hashes.delete(id);
  }

  private add(hash: string, id: number): void {
    this.owners.set(hash, id);
    const list = this.hashes.get(id);
    if (list) list.push(hash);
    else this.hashes.set(id, [hash]);
  }

  /** The player id of a token, or undefined. */
  owner(token: string): number | undefined {
    return this.owners.get(hashToken(token));
  }

  entries(): Array<[hash: string, id: number]> {
    return [...this.owners.entries()];
  }
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

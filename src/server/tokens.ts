// Secret tokens: handed out once at login; only their SHA-256 hashes are kept (and saved in the state file).

import { createHash, randomBytes } from "node:crypto";

export class Tokens {
  private readonly owners = new Map<string, number>();

  constructor(saved: ReadonlyArray<readonly [hash: string, id: number]> = []) {
    for (const [hash, id] of saved) this.owners.set(hash, id);
  }

  issue(id: number): string {
    const token = randomBytes(24).toString("base64url");
    this.owners.set(hashToken(token), id);
    return token;
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

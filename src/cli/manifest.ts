// Manifests (`--manifest FILE`): what a run made and how to check it. One JSON document per output: the package
// and ABI versions, the run's full request (everything that decides the bytes), the shard, the mazes it holds,
// and the output's size and sha256 (of the bytes as stored, after gzip). `daedalus verify` checks files against
// them and says whether a set of shards covers a whole run.

import { createHash, type Hash } from "node:crypto";
import { dirname, relative, resolve } from "node:path";
import type { Chunk } from "../formats/index.js";
import { ABI_VERSION } from "../grid/abi.js";
import { type ByteTap, type StagedFile, stageOutput } from "./output.js";
import type { Shard } from "./shard.js";
import { packageVersion } from "./version.js";

export const MANIFEST_FORMAT = "daedalus-manifest/1";

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  daedalus: { package: string; version: string; abi: number };
  /** Everything that decides the output's bytes (not the backend or the workers, which never change them). */
  run: Record<string, unknown>;
  shard: Shard;
  /** The batch indices [from, to) the output holds. */
  mazes: { from: number; to: number };
  /** A shard of one tiled maze (--tiles with --shard): the rows of tiles [from, to) it holds. */
  tileRows?: { from: number; to: number };
  /** The output's path relative to the manifest's directory, its size and sha256. */
  output: { path: string; bytes: number; sha256: string };
}

/** Counts and hashes what reaches an output. */
export class OutputDigest {
  private readonly hash: Hash = createHash("sha256");
  bytes = 0;
  readonly tap: ByteTap = (chunk: Chunk) => {
    const data = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
    this.hash.update(data);
    this.bytes += data.length;
  };

  hex(): string {
    return this.hash.digest("hex");
  }
}

/** Stages the manifest of an output (output.ts's stageOutput): it takes its place with the output's, or neither does. */
export async function stageManifest(
  manifestPath: string,
  outputPath: string,
  run: Record<string, unknown>,
  shard: Shard,
  mazes: { from: number; to: number },
  digest: OutputDigest,
  tileRows?: { from: number; to: number },
): Promise<StagedFile> {
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    daedalus: { package: "daedalus-maze", version: packageVersion(), abi: ABI_VERSION },
    run,
    shard,
    mazes,
    ...(tileRows && { tileRows }),
    output: { path: relative(dirname(resolve(manifestPath)), resolve(outputPath)), bytes: digest.bytes, sha256: digest.hex() },
  };
  // Its errors name --manifest, not --output.
  return stageOutput(manifestPath, (output) => output.write(`${JSON.stringify(manifest, null, 2)}\n`), "--manifest");
}

/** The sha256 of a mask's grid, which stands for the mask in a run's description. */
export function maskDigest(grid: Uint8Array): string {
  return createHash("sha256").update(grid).digest("hex");
}

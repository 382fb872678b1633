// `daedalus verify MANIFEST…`: checks each output against its manifest (size and sha256), then, for every run,
// whether its manifests cover all of its shards exactly once. Exit 0 when everything holds, 1 otherwise.

import type { Command } from "commander";
import { DaedalusError, FormatError } from "../base/errors.js";
import { excerpt } from "../formats/json-guard.js";
import { shardRange } from "./batch.js";
import type { Manifest } from "./manifest.js";

const EXAMPLES = `
Examples:
  $ daedalus generate -n 1000 --seed 7 --shard 0/2 -o part-0.bin --manifest part-0.json
  $ daedalus generate -n 1000 --seed 7 --shard 1/2 -o part-1.bin --manifest part-1.json
  $ daedalus verify part-*.json              each file intact, and shards 0 and 1 of 2 both there
  $ cat part-0.bin part-1.bin > all.bin      the shards join into the single run's bytes`;

export function registerVerify(program: Command): void {
  program
    .command("verify")
    .description("check outputs against their manifests (--manifest), and that a run's shards are all there, once each")
    .argument("<manifests...>", "manifest files written by --manifest")
    .addHelpText("after", EXAMPLES)
    .action(async (paths: string[]) => {
      const problems = await verify(paths, (line) => process.stdout.write(`${line}\n`));
      if (problems > 0) throw new DaedalusError("FORMAT", `verify: ${problems} problem${problems === 1 ? "" : "s"} (listed above)`);
    });
}

/** Checks the manifests, reporting one line per output and per run; returns the number of problems. */
export async function verify(paths: readonly string[], report: (line: string) => void): Promise<number> {
  const { readFileSync, existsSync, statSync } = await import("node:fs");
  const { dirname, relative, resolve } = await import("node:path");
  let problems = 0;
  const runs = new Map<string, { manifest: Manifest; path: string }[]>();
  // The shares each output file is named for: one file cannot hold two shares' bytes.
  const outputs = new Map<string, { key: string; share: string; path: string; manifest: Manifest }[]>();
  // Runs one of whose outputs is named for another shard too: not complete, whatever their manifests say.
  const sharing = new Set<string>();
  for (const path of paths) {
    const manifest = readManifest(path, (file) => {
      // A manifest is a small file: a directory, a device (/dev/zero never ends) or a huge file is refused unread.
      const stat = statSync(file);
      if (stat.isDirectory()) throw new Error("is a directory, expected a manifest file");
      if (!stat.isFile()) throw new Error("is not a regular file");
      if (stat.size > MAX_MANIFEST_BYTES) throw new Error(`${stat.size} bytes, more than a manifest's ${MAX_MANIFEST_BYTES}`);
      return readFileSync(file, "utf8");
    });
    const file = relative(process.cwd(), resolve(dirname(path), manifest.output.path));
    // Only a regular file is hashed: a directory cannot be read, and a device (/dev/zero) or a pipe may never end.
    const kind = existsSync(file) ? statSync(file) : undefined;
    if (!kind?.isFile()) {
      const what = kind === undefined ? "no such file" : kind.isDirectory() ? "is a directory, not a file" : "is not a regular file";
      report(`MISSING  ${file}: ${what} (manifest ${path})`);
      problems++;
    } else {
      const read = await hashFile(file);
      if (typeof read === "string") {
        // An unreadable output is a problem to list, as a missing one is, not a raw system error.
        report(`MISSING  ${file}: cannot be read (${read}) (manifest ${path})`);
        problems++;
      } else if (read.bytes !== manifest.output.bytes || read.sha256 !== manifest.output.sha256) {
        report(
          `CHANGED  ${file}: ${read.bytes} bytes, sha256 ${read.sha256}; the manifest says ${manifest.output.bytes} bytes, sha256 ${manifest.output.sha256}`,
        );
        problems++;
      } else {
        report(`ok       ${file} (${read.bytes} bytes, sha256 ${read.sha256.slice(0, 16)}…)`);
      }
    }
    const key = canonical(manifest.run);
    runs.set(key, [...(runs.get(key) ?? []), { manifest, path }]);
    const share = `${key}#${manifest.shard.index}/${manifest.shard.count}`;
    outputs.set(file, [...(outputs.get(file) ?? []), { key, share, path, manifest }]);
  }
  for (const [file, named] of outputs) {
    if (new Set(named.map(({ share }) => share)).size < 2) continue;
    const which = named.map(({ manifest, path }) => `shard ${manifest.shard.index} of ${manifest.shard.count} in ${path}`).join(", ");
    report(`SHARED   ${file}: one output named by the manifests of different shards (${which}); each shard has its own output`);
    problems++;
    for (const { key } of named) sharing.add(key);
  }
  for (const [key, members] of runs) problems += checkCoverage(members, report, sharing.has(key));
  return problems;
}

/** A file's size and sha256, or the code of the error that stopped the read. */
async function hashFile(file: string): Promise<{ bytes: number; sha256: string } | string> {
  const { createReadStream } = await import("node:fs");
  const { createHash } = await import("node:crypto");
  const hash = createHash("sha256");
  let bytes = 0;
  try {
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  }
  return { bytes, sha256: hash.digest("hex") };
}

/** Whether a run's manifests hold each of its k shards exactly once, each with the mazes its shard should hold. */
function checkCoverage(members: readonly { manifest: Manifest; path: string }[], report: (line: string) => void, shared = false): number {
  const { run } = members[0]!.manifest;
  const tiles = run.tiles === undefined ? "" : ` in ${String(run.tiles)}×${String(run.tiles)} tiles`;
  const name = `run ${String(run.algorithm)} ${String(run.width)}×${String(run.height)}${tiles}, ${String(run.count ?? 1)} maze(s) from seed ${String(run.firstSeed ?? run.seed)} as ${String(run.format)}`;
  const counts = new Set(members.map(({ manifest }) => manifest.shard.count));
  if (counts.size > 1) {
    report(`BROKEN   ${name}: its manifests disagree on the number of shards (${[...counts].join(", ")})`);
    return 1;
  }
  // The run's description holds its request, not the code that made it: shards of another version may be other bytes.
  const makers = new Map<string, string[]>();
  for (const { manifest, path } of members) {
    const made = manifest.daedalus as Partial<Manifest["daedalus"]> | undefined;
    const maker = made === undefined ? "no version named" : `${String(made.package)} ${String(made.version)} (ABI ${String(made.abi)})`;
    makers.set(maker, [...(makers.get(maker) ?? []), path]);
  }
  if (makers.size > 1) {
    const which = [...makers].map(([maker, paths]) => `${maker}: ${paths.join(", ")}`).join("; ");
    report(`BROKEN   ${name}: its shards were made by different versions of daedalus (${which}), whose bytes need not join`);
    return 1;
  }
  const k = [...counts][0]!;
  let problems = 0;
  const byIndex = new Map<number, string[]>();
  for (const { manifest, path } of members) {
    byIndex.set(manifest.shard.index, [...(byIndex.get(manifest.shard.index) ?? []), path]);
    if (manifest.tileRows) {
      // A shard of one tiled maze holds rows of tiles.
      const [from, to] = shardRange(Number(run.tiles), manifest.shard);
      if (manifest.tileRows.from !== from || manifest.tileRows.to !== to) {
        report(
          `BROKEN   ${path}: shard ${manifest.shard.index} of ${k} should hold rows of tiles ${from}..${to - 1}, it says ${manifest.tileRows.from}..${manifest.tileRows.to - 1}`,
        );
        problems++;
      }
      continue;
    }
    // A stream (one maze) writes no count.
    const [from, to] = shardRange(Number(run.count ?? 1), manifest.shard);
    if (manifest.mazes.from !== from || manifest.mazes.to !== to) {
      report(
        `BROKEN   ${path}: shard ${manifest.shard.index} of ${k} should hold mazes ${from}..${to - 1}, it says ${manifest.mazes.from}..${manifest.mazes.to - 1}`,
      );
      problems++;
    }
  }
  const missing = missingShards([...byIndex.keys()], k);
  const repeated = [...byIndex].filter(([, paths]) => paths.length > 1);
  for (const [from, to] of missing) {
    report(from === to ? `MISSING  ${name}: shard ${from} of ${k} has no manifest` : `MISSING  ${name}: shards ${from}..${to} of ${k} have no manifest`);
  }
  for (const [i, paths] of repeated) report(`REPEATED ${name}: shard ${i} of ${k} appears ${paths.length} times (${paths.join(", ")})`);
  problems += missing.length + repeated.length;
  if (missing.length === 0 && repeated.length === 0 && !shared) report(`complete ${name}: ${k === 1 ? "one output" : `shards 0..${k - 1} of ${k}, each once`}`);
  return problems;
}

/** The shards of 0..k-1 not in `present`, as inclusive runs [from, to]: found from the manifests, not by counting to k
 *  (a manifest that claimed 2^32 shards made verify allocate an array of them: "Invalid array length", or at 2^31 it
 *  ran out of memory). */
function missingShards(present: readonly number[], k: number): [number, number][] {
  const runs: [number, number][] = [];
  let next = 0;
  for (const index of [...present].sort((a, b) => a - b)) {
    if (index > next) runs.push([next, index - 1]);
    next = index + 1;
  }
  if (next < k) runs.push([next, k - 1]);
  return runs;
}

/** Reads and checks a manifest's fields; a FormatError names the file and the field. */
/** The most bytes a manifest file may have (generate writes well under 2 KB). */
const MAX_MANIFEST_BYTES = 1 << 20;

function readManifest(path: string, read: (path: string) => string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(read(path));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message;
    throw new FormatError("manifest", `${path}: ${reason}`);
  }
  const fail = (field: string, allowed: string, got: unknown): never => {
    throw new FormatError("manifest", `${path}: ${field} must be ${allowed}, got ${excerpt(got)}`);
  };
  const m = value as Partial<Manifest> & Record<string, unknown>;
  if (typeof m !== "object" || m === null || m.format !== "daedalus-manifest/1") fail("format", '"daedalus-manifest/1"', m?.format);
  if (typeof m.run !== "object" || m.run === null) fail("run", "an object", m.run);
  // What the report names and the shards are counted by ("run": {} printed "run undefined undefined×undefined").
  const run = m.run as Record<string, unknown>;
  for (const field of ["algorithm", "format"]) if (typeof run[field] !== "string") fail(`run.${field}`, "a name", run[field]);
  for (const field of ["width", "height"])
    if (!Number.isSafeInteger(run[field]) || (run[field] as number) < 1) fail(`run.${field}`, "a positive integer", run[field]);
  if (run.count !== undefined && (!Number.isSafeInteger(run.count) || (run.count as number) < 1))
    fail("run.count", "a positive integer (the number of mazes; absent: one)", run.count);
  const shard = m.shard as Partial<Manifest["shard"]> | undefined;
  if (!Number.isSafeInteger(shard?.count) || shard!.count! < 1) fail("shard.count", "a positive integer", shard?.count);
  if (!Number.isSafeInteger(shard?.index) || shard!.index! < 0 || shard!.index! >= shard!.count!)
    fail("shard.index", "an integer in [0, shard.count)", shard?.index);
  const mazes = m.mazes as Partial<Manifest["mazes"]> | undefined;
  if (!Number.isSafeInteger(mazes?.from) || !Number.isSafeInteger(mazes?.to)) fail("mazes", "{ from, to } integers", mazes);
  const tileRows = m.tileRows as Partial<NonNullable<Manifest["tileRows"]>> | undefined;
  if (tileRows !== undefined && (!Number.isSafeInteger(tileRows?.from) || !Number.isSafeInteger(tileRows?.to)))
    fail("tileRows", "{ from, to } integers", tileRows);
  if (tileRows !== undefined && !Number.isSafeInteger((m.run as Record<string, unknown>).tiles))
    fail("run.tiles", "an integer (tileRows needs it)", (m.run as Record<string, unknown>).tiles);
  const output = m.output as Partial<Manifest["output"]> | undefined;
  if (typeof output?.path !== "string" || output.path === "") fail("output.path", "a file name", output?.path);
  if (!Number.isSafeInteger(output?.bytes) || output!.bytes! < 0) fail("output.bytes", "a byte count", output?.bytes);
  if (typeof output?.sha256 !== "string" || !/^[0-9a-f]{64}$/.test(output.sha256)) fail("output.sha256", "64 hex digits", output?.sha256);
  return m as Manifest;
}

/** JSON with object keys sorted, so two descriptions of one run compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// The recipes of docs/cluster/ run as written (smaller), each share with the environment its engine would set (GNU
// parallel for real): the manifests verify and the shares join into one run's bytes. Then `daedalus verify` is shown
// a flipped byte, a missing share and a repeated one, and `--shard auto` reads every engine's variables.
// The recipes' own commands run as the engines run them, in processes; the test's own commands (the single run, the
// shares and verify) run in the tests' CLI server (test/support/cli.ts).

import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidArgumentError } from "../src/base/errors.js";
import { parseShard } from "../src/cli/shard.js";
import { runCliInServer, runCliProcess } from "./support/cli.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = join(root, "bin/daedalus.js");
// Pods and array tasks run at once, as their engines run them.
const execFileAsync = promisify(execFile);
const recipe = (name: string) => readFileSync(join(root, "docs/cluster", name), "utf8");
const SHARES = 8;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The recipe's command made small (40 mazes) and pointed at this clone's CLI. */
function local(command: string): string {
  return command.replaceAll("npx --yes daedalus-maze", `node ${bin}`).replaceAll("npx daedalus", `node ${bin}`).replaceAll("-n 100000", "-n 40");
}

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "daedalus-cluster-"));
  dirs.push(dir);
  return dir;
}

/** The single run the shares must add up to (made once, in a directory of its own). */
let whole: Promise<Buffer> | undefined;
function wholeRun(): Promise<Buffer> {
  whole ??= (async () => {
    const output = join(workspace(), "all.bin");
    const run = await runCliInServer(["generate", "-a", "wilson", "-W", "64", "-H", "64", "-n", "40", "--seed", "2026", "-f", "binary", "-o", output]);
    expect([run.code, run.stderr]).toEqual([0, ""]);
    return readFileSync(output);
  })();
  return whole;
}

/** Verifies the shares' manifests and joins them. */
async function verifiedJoin(dir: string): Promise<Buffer> {
  const manifests = Array.from({ length: SHARES }, (_, i) => `part-${i}.json`);
  const verified = await runCliInServer(["verify", ...manifests], { cwd: dir });
  expect([verified.code, verified.stdout.toString("utf8").split("\n").at(-2)]).toEqual([
    0,
    `complete run wilson 64×64, 40 maze(s) from seed 2026 as binary: shards 0..${SHARES - 1} of ${SHARES}, each once`,
  ]);
  return Buffer.concat(Array.from({ length: SHARES }, (_, i) => readFileSync(join(dir, `part-${i}.bin`))));
}

describe("docs/cluster recipes", () => {
  it("Kubernetes Indexed Job: each pod's command with its JOB_COMPLETION_INDEX", async () => {
    const dir = workspace();
    const command = local(/^\s+- (npx --yes daedalus-maze generate .*)$/m.exec(recipe("k8s-indexed-job.yaml"))![1]!).replaceAll("/out/", `${dir}/`);
    await Promise.all(
      Array.from({ length: SHARES }, (_, i) => execFileAsync("sh", ["-c", command], { env: { ...process.env, JOB_COMPLETION_INDEX: String(i) } })),
    );
    expect((await verifiedJoin(dir)).equals(await wholeRun())).toBe(true);
  });

  it("Slurm job array: each task's command with the SLURM_ARRAY_* variables", async () => {
    const dir = workspace();
    const command = local(/^(npx daedalus generate .*)$/m.exec(recipe("slurm-array.sh"))![1]!);
    await Promise.all(
      Array.from({ length: SHARES }, (_, i) => {
        const env = { ...process.env, SLURM_ARRAY_TASK_ID: String(i), SLURM_ARRAY_TASK_COUNT: String(SHARES), SLURM_ARRAY_TASK_MIN: "0" };
        return execFileAsync("bash", ["-c", command], { cwd: dir, env });
      }),
    );
    expect((await verifiedJoin(dir)).equals(await wholeRun())).toBe(true);
  });

  it.skipIf(!existsSync("/usr/bin/parallel"))("GNU parallel: the script itself, run by parallel", async () => {
    const dir = workspace();
    writeFileSync(join(dir, "run.sh"), local(recipe("gnu-parallel.sh")));
    await execFileAsync("bash", [join(dir, "run.sh")], { cwd: dir });
    expect(readFileSync(join(dir, "mazes.bin")).equals(await wholeRun())).toBe(true);
    expect((await verifiedJoin(dir)).equals(readFileSync(join(dir, "mazes.bin")))).toBe(true);
  });
});

describe("daedalus verify catches", () => {
  const dir = workspace();
  /** `daedalus …args` in `dir`, its status and output as text. */
  const daedalus = async (...args: string[]) => {
    const { code, stdout, stderr } = await runCliInServer(args, { cwd: dir });
    return { status: code, stdout: stdout.toString("utf8"), stderr };
  };
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) {
      const share = await daedalus(
        "generate",
        "-n",
        "9",
        "-W",
        "6",
        "-H",
        "4",
        "--seed",
        "5",
        "-f",
        "json",
        "--shard",
        `${i}/3`,
        "-o",
        `p${i}.jsonl`,
        "--manifest",
        `p${i}.json`,
      );
      expect([share.status, share.stderr]).toEqual([0, ""]);
    }
  });
  const verify = (...manifests: string[]) => daedalus("verify", ...manifests);
  const name = "run backtracker 6×4, 9 maze(s) from seed 5 as json";

  it("nothing when all is well", async () => {
    expect((await verify("p0.json", "p1.json", "p2.json")).status).toBe(0);
  });

  it("a missing share and a repeated one", async () => {
    const result = await verify("p0.json", "p2.json", "p2.json");
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`MISSING  ${name}: shard 1 of 3 has no manifest\n`);
    expect(result.stdout).toContain(`REPEATED ${name}: shard 2 of 3 appears 2 times (p2.json, p2.json)\n`);
    expect(result.stderr).toBe("daedalus: verify: 2 problems (listed above)\n");
  });

  // The missing shards were listed by counting to k: a manifest claiming 2^32 shards made verify throw a raw "Invalid
  // array length", and 2^31 ran it out of memory after 15 s.
  it("the shards missing from a run claiming 2^31, 2^32 or 2^53 - 1 of them, as one line, at once", async () => {
    const manifest = JSON.parse(readFileSync(join(dir, "p0.json"), "utf8"));
    for (const k of [2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER]) {
      writeFileSync(join(dir, "many.json"), JSON.stringify({ ...manifest, shard: { index: 0, count: k }, mazes: { from: 0, to: 0 } }));
      const started = Date.now();
      const result = await verify("many.json");
      expect(Date.now() - started).toBeLessThan(5000);
      expect([result.status, result.stderr]).toEqual([1, "daedalus: verify: 1 problem (listed above)\n"]);
      expect(result.stdout.split("\n").slice(1)).toEqual([`MISSING  ${name}: shards 1..${k - 1} of ${k} have no manifest`, ""]);
    }
  });

  it("runs of missing shards between present ones, each run on one line", async () => {
    const manifest = JSON.parse(readFileSync(join(dir, "p1.json"), "utf8"));
    // p1's output, claimed as shard 4 of 9 (maze 4 of the 9): the only one of its run.
    writeFileSync(join(dir, "gaps.json"), JSON.stringify({ ...manifest, shard: { index: 4, count: 9 }, mazes: { from: 4, to: 5 } }));
    const result = await verify("gaps.json");
    expect(result.stdout.split("\n").slice(1)).toEqual([
      `MISSING  ${name}: shards 0..3 of 9 have no manifest`,
      `MISSING  ${name}: shards 5..8 of 9 have no manifest`,
      "",
    ]);
    expect(result.stderr).toBe("daedalus: verify: 2 problems (listed above)\n");
  });

  // A manifest of shard 1 naming shard 0's output (a copied file, a script that wrote one name twice) made a set that
  // verify called complete, while its outputs held mazes 0..2 twice and 3..5 nowhere.
  it("one output named for two shards, both manifests named", async () => {
    const manifest = JSON.parse(readFileSync(join(dir, "p0.json"), "utf8"));
    writeFileSync(join(dir, "copy1.json"), JSON.stringify({ ...manifest, shard: { index: 1, count: 3 }, mazes: { from: 3, to: 6 } }));
    const result = await verify("p0.json", "copy1.json", "p2.json");
    expect([result.status, result.stderr]).toEqual([1, "daedalus: verify: 1 problem (listed above)\n"]);
    expect(result.stdout).toContain(
      "SHARED   p0.jsonl: one output named by the manifests of different shards (shard 0 of 3 in p0.json, shard 1 of 3 in copy1.json); each shard has its own output\n",
    );
    expect(result.stdout).not.toContain("complete");
  });

  // The run's key is its request: a shard made by another version of daedalus (whose generators may make other bytes)
  // joined the others as one complete run.
  it("shards of one run made by different versions of daedalus, each version's manifests named", async () => {
    const manifest = JSON.parse(readFileSync(join(dir, "p1.json"), "utf8"));
    writeFileSync(join(dir, "other1.json"), JSON.stringify({ ...manifest, daedalus: { ...manifest.daedalus, version: "9.9.9", abi: 99 } }));
    const result = await verify("p0.json", "other1.json", "p2.json");
    expect([result.status, result.stderr]).toEqual([1, "daedalus: verify: 1 problem (listed above)\n"]);
    const ours = `daedalus-maze ${manifest.daedalus.version} (ABI ${manifest.daedalus.abi})`;
    expect(result.stdout.split("\n").at(-2)).toBe(
      `BROKEN   ${name}: its shards were made by different versions of daedalus (${ours}: p0.json, p2.json; daedalus-maze 9.9.9 (ABI 99): other1.json), whose bytes need not join`,
    );
  });

  it("a flipped byte", async () => {
    const original = readFileSync(join(dir, "p1.jsonl"));
    const bytes = Buffer.from(original);
    bytes[10]! ^= 1;
    writeFileSync(join(dir, "p1.jsonl"), bytes);
    // The share is put back, so the other cases see it whole in any order (--sequence.shuffle).
    try {
      const result = await verify("p0.json", "p1.json", "p2.json");
      expect(result.status).toBe(1);
      expect(result.stdout).toMatch(/^CHANGED {2}p1\.jsonl: \d+ bytes, sha256 [0-9a-f]{64}; the manifest says \d+ bytes, sha256 [0-9a-f]{64}$/m);
    } finally {
      writeFileSync(join(dir, "p1.jsonl"), original);
    }
  });

  it("a manifest that is not one, by file and field", async () => {
    const run = { algorithm: "wilson", format: "binary", width: 6, height: 4 };
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ format: "daedalus-manifest/1", run, shard: { index: 3, count: 2 } }));
    const result = await verify("bad.json");
    expect([result.status, result.stderr]).toEqual([1, "daedalus: manifest: bad.json: shard.index must be an integer in [0, shard.count), got 3\n"]);
    writeFileSync(join(dir, "bad.json"), JSON.stringify({ format: "daedalus-manifest/1", run }));
    const missing = await verify("bad.json");
    expect([missing.status, missing.stderr]).toEqual([1, "daedalus: manifest: bad.json: shard.count must be a positive integer, got nothing\n"]);
    // The run's fields the report names and counts by ("run": {} printed "run undefined undefined×undefined", NaN..NaN).
    for (const [changed, message] of [
      [{}, "run.algorithm must be a name, got nothing"],
      [{ ...run, height: 0 }, "run.height must be a positive integer, got 0"],
      [{ ...run, count: "3" }, 'run.count must be a positive integer (the number of mazes; absent: one), got "3"'],
    ] as const) {
      writeFileSync(join(dir, "bad.json"), JSON.stringify({ format: "daedalus-manifest/1", run: changed }));
      const refused = await verify("bad.json");
      expect([refused.status, refused.stderr]).toEqual([1, `daedalus: manifest: bad.json: ${message}\n`]);
    }
  });

  it("a streamed maze's manifest (its run has no count) is one complete output", async () => {
    const streamed = await daedalus("generate", "-a", "eller", "-W", "9", "-H", "7", "--seed", "2", "--stream", "-o", "s.bin", "--manifest", "s.json");
    expect(streamed.status).toBe(0);
    const result = await verify("s.json");
    expect([result.status, result.stderr]).toEqual([0, ""]);
    expect(result.stdout.split("\n").at(-2)).toBe("complete run eller 9×7, 1 maze(s) from seed 2 as binary: one output");
  });

  it("an output that is a directory or a device is listed, not read (it was a raw EISDIR, and /dev/zero hashed forever)", async () => {
    const manifest = JSON.parse(readFileSync(join(dir, "p0.json"), "utf8"));
    const outputs: [string, string][] = [
      ["sub", "is a directory, not a file"],
      ["/dev/zero", "is not a regular file"],
    ];
    for (const [output, what] of outputs) {
      mkdirSync(join(dir, "sub"), { recursive: true });
      writeFileSync(
        join(dir, "odd.json"),
        JSON.stringify({ ...manifest, shard: { index: 0, count: 1 }, mazes: { from: 0, to: 9 }, output: { ...manifest.output, path: output } }),
      );
      const result = await verify("odd.json");
      expect([result.status, result.stderr]).toEqual([1, "daedalus: verify: 1 problem (listed above)\n"]);
      expect(result.stdout.split("\n")[0]).toBe(`MISSING  ${relative(dir, resolve(dir, output))}: ${what} (manifest odd.json)`);
    }
  });

  it("a directory, a device and a file too large to be a manifest, unread", async () => {
    const refusals: [string, string][] = [
      [dir, `${dir}: is a directory, expected a manifest file`],
      ["/dev/zero", "/dev/zero: is not a regular file"],
      ["huge.json", `huge.json: ${2 ** 21} bytes, more than a manifest's ${2 ** 20}`],
    ];
    writeFileSync(join(dir, "huge.json"), Buffer.alloc(2 ** 21, 32));
    for (const [path, message] of refusals) {
      const result = await verify(path);
      expect([result.status, result.stderr]).toEqual([1, `daedalus: manifest: ${message}\n`]);
    }
  });
});

describe("--shard auto", () => {
  it("reads each engine's variables", () => {
    expect(parseShard("auto/8", { JOB_COMPLETION_INDEX: "3" })).toEqual({ index: 3, count: 8 });
    expect(parseShard("auto", { SLURM_ARRAY_TASK_ID: "5", SLURM_ARRAY_TASK_COUNT: "4", SLURM_ARRAY_TASK_MIN: "2" })).toEqual({ index: 3, count: 4 });
    expect(parseShard("auto/6", { AWS_BATCH_JOB_ARRAY_INDEX: "5" })).toEqual({ index: 5, count: 6 });
    expect(parseShard("auto/2", { PARALLEL_SEQ: "2" })).toEqual({ index: 1, count: 2 });
  });

  it("refuses what does not add up, by name", () => {
    expect(() => parseShard("auto", {})).toThrow(
      new InvalidArgumentError(
        "--shard auto: no shard index in the environment (JOB_COMPLETION_INDEX, SLURM_ARRAY_TASK_ID, AWS_BATCH_JOB_ARRAY_INDEX, PARALLEL_SEQ); give --shard i/k",
      ),
    );
    expect(() => parseShard("auto", { JOB_COMPLETION_INDEX: "1" })).toThrow(
      new InvalidArgumentError("--shard auto: a Kubernetes Indexed Job does not say how many shares there are; give --shard auto/k"),
    );
    expect(() => parseShard("auto/3", { SLURM_ARRAY_TASK_ID: "1", SLURM_ARRAY_TASK_COUNT: "4" })).toThrow(
      new InvalidArgumentError("--shard auto/3: a Slurm job array says there are 4 shares (SLURM_ARRAY_TASK_COUNT)"),
    );
    expect(() => parseShard("auto/4", { AWS_BATCH_JOB_ARRAY_INDEX: "4" })).toThrow(
      new InvalidArgumentError("--shard auto: an AWS Batch array job gives share 4 (AWS_BATCH_JOB_ARRAY_INDEX=4), outside 0..3"),
    );
    expect(() => parseShard("auto/4", { JOB_COMPLETION_INDEX: "x" })).toThrow(
      new InvalidArgumentError('--shard auto: JOB_COMPLETION_INDEX must be a whole number, got "x"'),
    );
  });

  it("reads a stepped Slurm array's tasks as shares 0, 1, …, and refuses a task off its steps", () => {
    const stepped = { SLURM_ARRAY_TASK_MIN: "0", SLURM_ARRAY_TASK_COUNT: "4", SLURM_ARRAY_TASK_STEP: "4" }; // --array=0-12:4
    expect([0, 4, 8, 12].map((task) => parseShard("auto", { ...stepped, SLURM_ARRAY_TASK_ID: String(task) }))).toEqual(
      [0, 1, 2, 3].map((index) => ({ index, count: 4 })),
    );
    expect(() => parseShard("auto", { ...stepped, SLURM_ARRAY_TASK_ID: "6" })).toThrow(
      new InvalidArgumentError(
        "--shard auto: a Slurm job array gives task 6 (SLURM_ARRAY_TASK_ID), which is not 0 (SLURM_ARRAY_TASK_MIN) plus a multiple of 4 (SLURM_ARRAY_TASK_STEP)",
      ),
    );
    expect(() => parseShard("auto", { ...stepped, SLURM_ARRAY_TASK_ID: "0", SLURM_ARRAY_TASK_STEP: "0" })).toThrow(
      new InvalidArgumentError('--shard auto: SLURM_ARRAY_TASK_STEP must be at least 1, got "0"'),
    );
  });

  it("refuses two engines' indices at once (GNU parallel inside a Slurm task), naming both", async () => {
    expect(() => parseShard("auto/2", { SLURM_ARRAY_TASK_ID: "0", SLURM_ARRAY_TASK_COUNT: "2", PARALLEL_SEQ: "2" })).toThrow(
      new InvalidArgumentError(
        "--shard auto: the environment holds the share indices of a Slurm job array (SLURM_ARRAY_TASK_ID=0) and GNU parallel (PARALLEL_SEQ=2); give --shard i/k",
      ),
    );
    const result = await runCliProcess("", ["generate", "-n", "4", "-s", "1", "--shard", "auto/2", "-f", "json"], {
      env: { JOB_COMPLETION_INDEX: "1", PARALLEL_SEQ: "1" },
    });
    expect([result.code, result.stdout.length, result.stderr]).toEqual([
      2,
      0,
      "daedalus: --shard auto: the environment holds the share indices of a Kubernetes Indexed Job (JOB_COMPLETION_INDEX=1) and GNU parallel (PARALLEL_SEQ=1); give --shard i/k\n",
    ]);
  });
});

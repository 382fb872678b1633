// The ordered worker pool: pieces of jobs that finish out of order are written in job order, a job's pieces in the
// order sent, and a worker's failure rejects with its named error (the pool terminated, nothing hanging).

import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { DaedalusError } from "../src/base/errors.js";
import { runOrdered, startPool } from "../src/cli/pool.js";

/** A worker script: job i answers, after a delay that makes later jobs finish first, pieces "i.0", "i.1", "i.2". */
const PIECES = `
import { parentPort, workerData } from "node:worker_threads";
parentPort.on("message", (index) => {
  setTimeout(() => {
    if (index === workerData.failAt) {
      parentPort.postMessage({ index, error: { message: "job " + index + " refused", code: "INVALID_ARGUMENT" } });
      return;
    }
    for (let piece = 0; piece < 3; piece++) {
      const bytes = new TextEncoder().encode(index + "." + piece + " ");
      parentPort.postMessage({ index, bytes, notes: piece === 0 ? ["note " + index] : [], more: piece < 2 });
    }
  }, (7 - (index % 4)) * 5);
});
`;

/** A worker script that answers jobs at once, but stops (process.exit) or throws uncaught at job `workerData.dieAt`. */
const DYING = `
import { parentPort, workerData } from "node:worker_threads";
parentPort.on("message", (index) => {
  if (index === workerData.dieAt) {
    if (workerData.how === "throw") setTimeout(() => { throw new Error("thrown in the worker"); });
    else process.exit(7);
    return;
  }
  parentPort.postMessage({ index, bytes: new TextEncoder().encode(index + " "), notes: [] });
});
`;

/** A worker script: each job answers at once with `workerData.size` bytes. */
const LARGE = `
import { parentPort, workerData } from "node:worker_threads";
parentPort.on("message", (index) => parentPort.postMessage({ index, bytes: new Uint8Array(workerData.size), notes: [] }));
`;

function script(text = PIECES, name = "pool"): URL {
  const path = join(tmpdir(), `daedalus-${name}-${process.pid}.mjs`);
  writeFileSync(path, text);
  return pathToFileURL(path);
}

describe("runOrdered", () => {
  it("writes every job's pieces in job order whatever order the workers finish in, and hears each job done", async () => {
    const pool = await startPool(script(), 3, {});
    const written: string[] = [];
    const done: number[] = [];
    await runOrdered(
      pool,
      [2, 12],
      { perWorker: 2, ahead: 5 },
      async (bytes, notes) => {
        written.push(new TextDecoder().decode(bytes) + notes.join());
      },
      (index) => done.push(index),
    );
    const expected = Array.from({ length: 10 }, (_, i) => [`${i + 2}.0 note ${i + 2}`, `${i + 2}.1 `, `${i + 2}.2 `]).flat();
    expect(written).toEqual(expected);
    expect(done).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("rejects with the worker's named error and writes nothing past the failed job", async () => {
    const pool = await startPool(script(), 2, { failAt: 3 });
    const written: string[] = [];
    const run = runOrdered(pool, [0, 8], { perWorker: 1, ahead: 3 }, async (bytes) => {
      written.push(new TextDecoder().decode(bytes));
    });
    const error = await run.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DaedalusError);
    expect([(error as DaedalusError).code, (error as Error).message]).toEqual(["INVALID_ARGUMENT", "job 3 refused"]);
    expect(written.every((piece) => Number(piece.split(".")[0]) < 3)).toBe(true);
  });

  // A worker that stopped without a word left its jobs unanswered, and the run waited for them for ever.
  it.each([
    ["stops", "exit", /^a worker thread stopped \(exit code 7\) with job 3 unfinished; the run is abandoned$/],
    ["throws", "throw", /^a worker thread failed: thrown in the worker$/],
  ])("a worker that %s mid-run rejects by name at once, writing nothing past its job, the pool terminated", async (_, how, message) => {
    const pool = await startPool(script(DYING, "pool-dying"), 2, { dieAt: 3, how });
    const written: string[] = [];
    const started = Date.now();
    const error = await runOrdered(pool, [0, 40], { perWorker: 1, ahead: 3 }, async (bytes) => {
      written.push(new TextDecoder().decode(bytes));
    }).catch((caught: unknown) => caught);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((error as Error).message).toMatch(message);
    // Jobs 0..2 in order, as far as the writer got before the failure was heard.
    expect(written).toEqual(["0 ", "1 ", "2 "].slice(0, written.length));
    // terminate() resolves to undefined for a thread that has already ended.
    expect(await Promise.all(pool.map((worker) => worker.terminate()))).toEqual([undefined, undefined]);
  });

  // Jobs were handed out up to \`ahead\` whatever their size: a writer slower than the workers (gzip) held 16 mazes per
  // worker, 2.6 GB for a batch of 40 ascii mazes of 72 MB on two workers.
  it("hands out no job while more than window.bytes wait for a slow writer", async () => {
    const size = 1 << 20;
    const pool = await startPool(script(LARGE, "pool-large"), 2, { size });
    // When each job was handed out, in jobs written by then.
    const sentAt = new Map<number, number>();
    let written = 0;
    for (const worker of pool) {
      const post = worker.postMessage.bind(worker);
      worker.postMessage = (job: number) => {
        sentAt.set(job, written);
        post(job);
      };
    }
    await runOrdered(pool, [0, 60], { perWorker: 2, ahead: 50, bytes: 4 * size }, async (bytes) => {
      expect(bytes.length).toBe(size);
      await new Promise((resolve) => setTimeout(resolve, 5));
      written++;
    });
    expect(written).toBe(60);
    // Ahead of the writer: the 4 MB that may wait, one more job handed out at the limit, and the 2 × 2 in flight.
    const ahead = Math.max(...[...sentAt].map(([job, at]) => job - at));
    expect(ahead).toBeLessThanOrEqual(4 + 1 + 4);
  });
});

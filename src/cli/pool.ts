// An ordered worker pool: jobs 0, 1, 2… are handed to worker threads (each with its own Wasm instance), and their
// bytes are written strictly in job order, so the output is the same whatever the number of workers. Batches send
// maze indices, tiled streams send bands (rows of tiles); the workers encode their own output, and this thread only
// orders and writes bytes.

import type { Worker } from "node:worker_threads";
import { DaedalusError } from "../base/errors.js";

/**
 * What a worker answers for a job: a piece of its bytes (`more`: other pieces follow, so a large job is written while it
 * is made, and the worker never holds it whole) with the lines it has to say on stderr, or why it failed.
 */
export type PoolReply = { index: number; bytes: Uint8Array; notes: string[]; more?: boolean } | { index: number; error: { message: string; code?: string } };

/** How far ahead of the writer the pool may run. */
export interface PoolWindow {
  /** Jobs each worker holds at once: 2 keeps a worker busy while its last result travels back. */
  perWorker: number;
  /** Jobs handed out but not yet written: bounds the results waiting for an earlier one (memory). */
  ahead: number;
  /** No job is handed out while more than this many bytes wait to be written: large jobs (mazes of tens of MB, 16 per
   *  worker ahead of a writer slowed by gzip) held gigabytes within `ahead` alone. */
  bytes?: number;
}

/** Starts `count` workers on `script` with `data`; node:worker_threads loads only when a pool is wanted. */
export async function startPool(script: URL, count: number, data: unknown): Promise<Worker[]> {
  const { Worker } = await import("node:worker_threads");
  return Array.from({ length: count }, () => new Worker(script, { workerData: data }));
}

/** The reply a worker posts for a job that threw. */
export function failureReply(index: number, error: unknown): PoolReply {
  const code = error instanceof DaedalusError ? error.code : undefined;
  return { index, error: { message: (error as Error).message, code } };
}

/** Runs jobs [start, end) on the pool and hands each piece of bytes to `write` in job order (`written` hears each job
 *  done); the pool is terminated at the end. */
export async function runOrdered(
  pool: Worker[],
  [start, end]: readonly [number, number],
  window: PoolWindow,
  write: (bytes: Uint8Array, notes: string[]) => Promise<void>,
  written?: (index: number) => void,
): Promise<void> {
  // The pieces received for each job not yet written, and whether its last piece is among them.
  const received = new Map<number, { pieces: { bytes: Uint8Array; notes: string[] }[]; complete: boolean }>();
  // The jobs each worker holds: a worker that stops is named by them.
  const inFlight = new Map<Worker, Set<number>>(pool.map((worker) => [worker, new Set()]));
  let nextToSend = start;
  let nextToWrite = start;
  // Bytes received and not yet written.
  let waiting = 0;
  let failure: Error | undefined;
  let wake: () => void = () => {};
  // Set once the pool is being terminated: its workers' exits are then expected.
  let finished = false;

  const fill = () => {
    for (const worker of pool) {
      const held = inFlight.get(worker)!;
      while (held.size < window.perWorker && nextToSend < end && nextToSend - nextToWrite < window.ahead && waiting <= (window.bytes ?? Infinity)) {
        held.add(nextToSend);
        worker.postMessage(nextToSend++);
      }
    }
  };
  for (const worker of pool) {
    worker.on("message", (reply: PoolReply) => {
      const done = "error" in reply || !reply.more;
      if (done) inFlight.get(worker)!.delete(reply.index);
      if ("error" in reply) failure ??= reply.error.code ? new DaedalusError(reply.error.code as never, reply.error.message) : new Error(reply.error.message);
      else {
        const job = received.get(reply.index) ?? { pieces: [], complete: false };
        job.pieces.push({ bytes: reply.bytes, notes: reply.notes });
        waiting += reply.bytes.length;
        job.complete = done;
        received.set(reply.index, job);
      }
      if (done) fill();
      wake();
    });
    // An uncaught error in a worker (its heap exhausted, say) ends the run, named as the worker's.
    worker.on("error", (error) => {
      failure ??= new Error(`a worker thread failed: ${error.message}`, { cause: error });
      wake();
    });
    // A worker that stops before the run ends (process.exit in it, the thread killed) answers nothing more: waiting for
    // its jobs hung the run for ever.
    worker.on("exit", (code) => {
      if (finished) return;
      const jobs = [...inFlight.get(worker)!];
      const holding = jobs.length === 0 ? "" : ` with job${jobs.length === 1 ? "" : "s"} ${jobs.join(", ")} unfinished`;
      failure ??= new Error(`a worker thread stopped (exit code ${code})${holding}; the run is abandoned`);
      wake();
    });
  }
  try {
    fill();
    while (nextToWrite < end) {
      if (failure) throw failure;
      const job = received.get(nextToWrite);
      const piece = job?.pieces.shift();
      if (piece) {
        if (piece.bytes.length > 0 || piece.notes.length > 0) await write(piece.bytes, piece.notes);
        waiting -= piece.bytes.length;
        continue;
      }
      if (job?.complete) {
        received.delete(nextToWrite);
        written?.(nextToWrite);
        nextToWrite++;
        // Writing freed a place in the window.
        fill();
        continue;
      }
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    finished = true;
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}

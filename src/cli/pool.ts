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
  const inFlight = new Map<Worker, number>(pool.map((worker) => [worker, 0]));
  let nextToSend = start;
  let nextToWrite = start;
  let failure: Error | undefined;
  let wake: () => void = () => {};

  const fill = () => {
    for (const worker of pool) {
      while (inFlight.get(worker)! < window.perWorker && nextToSend < end && nextToSend - nextToWrite < window.ahead) {
        worker.postMessage(nextToSend++);
        inFlight.set(worker, inFlight.get(worker)! + 1);
      }
    }
  };
  for (const worker of pool) {
    worker.on("message", (reply: PoolReply) => {
      const done = "error" in reply || !reply.more;
      if (done) inFlight.set(worker, inFlight.get(worker)! - 1);
      if ("error" in reply) failure ??= reply.error.code ? new DaedalusError(reply.error.code as never, reply.error.message) : new Error(reply.error.message);
      else {
        const job = received.get(reply.index) ?? { pieces: [], complete: false };
        job.pieces.push({ bytes: reply.bytes, notes: reply.notes });
        job.complete = done;
        received.set(reply.index, job);
      }
      if (done) fill();
      wake();
    });
    worker.on("error", (error) => {
      failure ??= error;
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
    await Promise.all(pool.map((worker) => worker.terminate()));
  }
}

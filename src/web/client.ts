// The page's side of the worker: one job at a time, progress to a callback, and cancel by terminating the worker
// (a synchronous generation cannot be interrupted from outside) and starting a fresh one, which loads the core again.

import type { Comparison, Download, Envelope, Job, Reply, Result, Shown, TakuzuPuzzle } from "./protocol.js";

/** A job that was cancelled (by the cancel button, or by a newer job). */
export class CancelledError extends Error {
  constructor() {
    super("cancelled");
    this.name = "CancelledError";
  }
}

type ResultOf<J extends Job> = J extends { kind: "show" }
  ? Shown
  : J extends { kind: "download" }
    ? Download
    : J extends { kind: "compare" }
      ? Comparison
      : TakuzuPuzzle;

interface Pending {
  id: number;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
  progress: (stage: string, done: number, total: number) => void;
}

export class WorkerClient {
  private worker: Worker;
  private pending: Pending | undefined;
  private next = 1;

  constructor(private readonly url: URL) {
    this.worker = this.start();
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  /** Runs a job; a job still running is cancelled first (the newest request wins). */
  run<J extends Job>(job: J, progress: (stage: string, done: number, total: number) => void): Promise<ResultOf<J>> {
    if (this.pending) this.cancel();
    const id = this.next++;
    return new Promise<ResultOf<J>>((resolve, reject) => {
      this.pending = { id, resolve: resolve as Pending["resolve"], reject, progress };
      this.worker.postMessage({ id, job } satisfies Envelope);
    });
  }

  /** Stops the running job at once; the next job goes to a new worker. */
  cancel(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = undefined;
    this.worker.terminate();
    this.worker = this.start();
    pending.reject(new CancelledError());
  }

  private start(): Worker {
    const worker = new Worker(this.url, { type: "module" });
    worker.onmessage = (event: MessageEvent<Reply>) => this.receive(event.data);
    worker.onerror = (event) => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.reject(new Error(`the worker failed: ${event.message || "it could not load"}`));
    };
    return worker;
  }

  private receive(reply: Reply): void {
    const pending = this.pending;
    if (!pending || reply.id !== pending.id) return;
    if (reply.type === "progress") {
      pending.progress(reply.stage, reply.done, reply.total);
      return;
    }
    this.pending = undefined;
    if (reply.type === "result") pending.resolve(reply.result);
    else pending.reject(new Error(reply.message));
  }
}

// A progress bar on stderr for long streams, only where a person watches: a terminal, and not a CI job.

import { createRequire } from "node:module";

export interface Progress {
  /** `done` of the total are written. */
  update(done: number): void;
  /** Ends the bar's line (also run on exit, so Ctrl-C leaves the terminal tidy). */
  stop(): void;
}

const SILENT: Progress = { update: () => {}, stop: () => {} };

/** Whether a bar would be seen: stderr is a terminal and no CI variable is set (CI logs keep every redraw). */
export function progressWanted(stream: NodeJS.WriteStream = process.stderr, environment = process.env): boolean {
  return stream.isTTY === true && !environment.CI;
}

/** A bar over `total` rows of `width` cells, with the rate in cells per second; silent when not wanted. */
export function rowProgress(total: number, width: number): Progress {
  return progressBar(total, "rows", width);
}

/** A bar over the `total` cells of an in-memory generation (reported every 2^20 cells); silent when not wanted. */
export function cellProgress(total: number): Progress {
  return progressBar(total, "cells", 1);
}

// Loaded only when a bar is drawn: most commands never draw one, and they start faster without it.
const load = createRequire(import.meta.url);

function progressBar(total: number, unit: string, cellsPerUnit: number): Progress {
  if (!progressWanted()) return SILENT;
  const { SingleBar } = load("cli-progress") as typeof import("cli-progress");
  const bar = new SingleBar({
    stream: process.stderr,
    format: `{bar} {percentage}% | {value}/{total} ${unit} | {rate} Mcells/s | ETA {eta_formatted}`,
    barsize: 30,
    etaBuffer: 50,
  });
  const started = performance.now();
  bar.start(total, 0, { rate: "0" });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    bar.stop();
  };
  process.once("exit", stop);
  return {
    update(done) {
      const seconds = (performance.now() - started) / 1000;
      bar.update(done, { rate: seconds > 0 ? ((done * cellsPerUnit) / seconds / 1e6).toFixed(0) : "0" });
    },
    stop() {
      process.off("exit", stop);
      stop();
    },
  };
}

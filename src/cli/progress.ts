// Progress on stderr for long runs, only where a person watches: a terminal, and not a CI job. A run is a row of
// phases (read, generate, solve, write; or one stream), each a line of its own that ends at 100% the moment the phase
// is done, so no bar waits at 98% while the next step works unseen.

import { createRequire } from "node:module";
import { bytesText, duration } from "./units.js";

/** Mazes from this many cells up get a progress bar: their generation, solving and writing take a second or more. */
export const PROGRESS_MIN_CELLS = 4_000_000;
/** Input files from this size up show their reading as a phase (a 4M-cell maze is about 4 MB in binary or hex). */
export const PROGRESS_MIN_BYTES = 4_000_000;

/** What a phase counts: cells (of a generation), rows (of a stream, `cellsPerUnit` cells each) or bytes (written). */
export interface Count {
  readonly unit: "cells" | "rows" | "bytes";
  /** Unknown for an output whose size depends on compression (png, gzip is counted before it): no bar, a count. */
  readonly total?: number;
  readonly cellsPerUnit?: number;
}

export interface Phases {
  /**
   * Ends the phase before at 100% and starts `name`: counted by update() when `count` is given, else a step that
   * reports nothing while it runs (reading a file, a solver), shown with `detail` and, once done, its time.
   */
  start(name: string, count?: Count, detail?: string): void;
  /** `done` units of the current phase are done. */
  update(done: number): void;
  /** Ends the last phase at 100% (the run succeeded). */
  finish(): void;
  /** Ends the bar's line where it stands (also run on exit, so Ctrl-C or an error leaves the terminal tidy). */
  stop(): void;
}

export const SILENT: Phases = { start: () => {}, update: () => {}, finish: () => {}, stop: () => {} };

/** Whether a bar would be seen: stderr is a terminal and no CI variable is set (CI logs keep every redraw). */
export function progressWanted(stream: NodeJS.WriteStream = process.stderr, environment = process.env): boolean {
  return stream.isTTY === true && !environment.CI;
}

/** Phases drawn on stderr when `shown` (the work is long enough to watch) and a person watches; silent otherwise. */
export function phasedProgress(shown = true): Phases {
  return shown && progressWanted() ? new PhaseBars() : SILENT;
}

/** A one-phase bar over the `total` rows of a stream, `width` cells each; silent when not wanted. */
export function rowProgress(total: number, width: number): Phases {
  const phases = phasedProgress();
  phases.start("stream", { unit: "rows", total, cellsPerUnit: width });
  return phases;
}

// Loaded only when a bar is drawn: most commands never draw one, and they start faster without it.
const load = createRequire(import.meta.url);

type Bar = import("cli-progress").SingleBar;

/** The longest phase name, so the bars of a run line up. */
const LABEL_WIDTH = 8;

class PhaseBars implements Phases {
  private bar: Bar | undefined;
  private count: Count | undefined;
  private detail = "";
  private started = 0;
  private done = 0;
  private finished = false;
  private readonly onExit = () => this.stop();

  start(name: string, count?: Count, detail = ""): void {
    this.finish();
    const { SingleBar } = load("cli-progress") as typeof import("cli-progress");
    const label = name.padEnd(LABEL_WIDTH);
    const counted = count === undefined ? "{detail}" : "{amount} | {rate}{time}";
    const bar = count?.total === undefined && count !== undefined ? `${label} ${counted}` : `${label} {bar} {percentage}% | ${counted}`;
    this.bar = new SingleBar({ stream: process.stderr, format: bar, barsize: 30, etaBuffer: 50, hideCursor: false, gracefulExit: false });
    this.count = count;
    this.detail = detail;
    this.started = performance.now();
    this.done = 0;
    this.finished = false;
    this.bar.start(count?.total ?? 1, 0, this.payload());
    process.once("exit", this.onExit);
  }

  update(done: number): void {
    this.done = done;
    this.bar?.update(Math.min(done, this.count?.total ?? done), this.payload());
  }

  finish(): void {
    if (!this.bar) return;
    const total = this.count ? (this.count.total ?? this.done) : 1;
    this.done = total;
    this.finished = true;
    const took = duration(performance.now() - this.started);
    this.detail = this.detail ? `${this.detail}, ${took}` : took;
    this.bar.update(this.count?.total ?? total, this.payload());
    this.stop();
  }

  stop(): void {
    if (!this.bar) return;
    process.off("exit", this.onExit);
    this.bar.stop();
    this.bar = undefined;
  }

  /** The bar's words: what is done (of what), the rate and the time left (or taken, once done), or the step's detail. */
  private payload(): Record<string, string> {
    const count = this.count;
    if (!count) return { detail: this.detail };
    const milliseconds = performance.now() - this.started;
    const rate = milliseconds > 0 ? (1000 * this.done) / milliseconds : 0;
    const left = count.total !== undefined && rate > 0 ? (count.total - this.done) / rate : Number.NaN;
    const time = this.finished
      ? ` | done in ${duration(milliseconds)}`
      : count.total === undefined
        ? ""
        : ` | ETA ${Number.isFinite(left) ? `${Math.ceil(left)} s` : "…"}`;
    if (count.unit === "bytes") {
      const amount = count.total === undefined ? bytesText(this.done) : `${bytesText(this.done)}/${bytesText(count.total)}`;
      return { amount, rate: `${bytesText(rate)}/s`, time };
    }
    const amount = `${this.done}${count.total === undefined ? "" : `/${count.total}`} ${count.unit}`;
    return { amount, rate: `${((rate * (count.cellsPerUnit ?? 1)) / 1e6).toFixed(0)} Mcells/s`, time };
  }
}

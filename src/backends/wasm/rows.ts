// A stream's ranges of rows on the Wasm core (exports start_rows_<name> and rows_<name>). Its state
// (the saved PRNG state, eller's set lists) and its row buffer live at the arena's top, where every
// call works: when another call claims the arena between two ranges, the stream is
// evicted first (it copies its state and the row above out), and it copies them back before its
// next range. While no other call runs, nothing is copied.

import type { StreamableEntry } from "../../algorithms/define.js";
import { streamBufferOffset, streamBytes, streamStateBytes } from "../../algorithms/limits.js";
import { STATUS_OK, WasmError } from "../../base/errors.js";
import { strideOf } from "../../grid/layout.js";
import type { RowRanges } from "../backend.js";
import { prepareRowAbove } from "../row-buffer.js";
import type { ArenaTenant, Core } from "./arena.js";
import { coreFunction, rowsExports } from "./exports.js";

export class WasmRowRanges implements RowRanges, ArenaTenant {
  private readonly core: Core;
  private readonly entry: StreamableEntry;
  private readonly width: number;
  private readonly options: readonly number[];
  private readonly stride: number;
  private readonly stateBytes: number;
  private readonly bufferOffset: number;
  private readonly bytes: number;
  private readonly fillName: string;
  /** The arena pointer of the last claim. */
  private pointer: number;
  /** The buffer slot of the row above the next range. */
  private aboveSlot = 0;
  /** The state, then the row above, while the stream is evicted. */
  private evicted: Uint8Array | undefined;

  /** Runs a call into the core as the backend fences every call: a trap restarts the backend (WasmBackend.fenced). */
  private readonly fenced: <T>(operation: string, call: () => T) => T;

  constructor(
    core: Core,
    entry: StreamableEntry,
    width: number,
    seed: number,
    options: readonly number[],
    maxRows: number,
    fenced: <T>(operation: string, call: () => T) => T,
  ) {
    this.core = core;
    this.fenced = fenced;
    this.entry = entry;
    this.width = width;
    this.options = options;
    this.stride = strideOf(width);
    this.stateBytes = streamStateBytes(entry, width);
    this.bufferOffset = streamBufferOffset(entry, width);
    this.bytes = streamBytes(entry, width, maxRows);
    const names = rowsExports(entry.name);
    const start = coreFunction(core.exports, names.start, `stream of "${entry.name}"`);
    this.fillName = names.fill;
    coreFunction(core.exports, names.fill, `stream of "${entry.name}"`); // fails now, not at the first range, on a module without it
    this.pointer = this.claim();
    const operation = `start a stream of ${entry.name}`;
    check(
      this.fenced(operation, () => start(this.pointer, width, seed)),
      operation,
    );
  }

  fill(rowCount: number, atTop: boolean, atBottom: boolean): Uint8Array {
    this.pointer = this.claim();
    const buffer = this.core.arena.bytes(this.pointer + this.bufferOffset, this.bytes - this.bufferOffset);
    if (this.evicted) {
      this.core.arena.bytes(this.pointer, this.stateBytes).set(this.evicted.subarray(0, this.stateBytes));
      buffer.set(this.evicted.subarray(this.stateBytes));
      this.aboveSlot = 0;
      this.evicted = undefined;
    }
    prepareRowAbove(buffer, this.stride, atTop, this.aboveSlot);
    const rows = this.pointer + this.bufferOffset + this.stride;
    const fillRows = coreFunction(this.core.exports, this.fillName, `stream of "${this.entry.name}"`);
    const operation = `stream ${this.entry.name}`;
    check(
      this.fenced(operation, () => fillRows(this.pointer, rows, this.width, rowCount, atTop ? 1 : 0, atBottom ? 1 : 0, ...this.options)),
      operation,
    );
    this.aboveSlot = rowCount;
    return buffer.subarray(0, (rowCount + 1) * this.stride);
  }

  evict(): void {
    const above = this.pointer + this.bufferOffset + this.aboveSlot * this.stride;
    const saved = new Uint8Array(this.stateBytes + this.stride);
    saved.set(this.core.arena.bytes(this.pointer, this.stateBytes));
    saved.set(this.core.arena.bytes(above, this.stride), this.stateBytes);
    this.evicted = saved;
  }

  close(): void {
    this.core.arena.release(this);
  }

  private claim(): number {
    return this.core.arena.claim(this.bytes, `a ${this.width}-wide stream of ${this.entry.name}`, this);
  }
}

function check(status: number, operation: string): void {
  if (status !== STATUS_OK) throw new WasmError(status, operation);
}

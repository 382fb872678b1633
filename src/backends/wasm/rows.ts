// A stream's ranges of rows on the Wasm core (exports start_rows_<name> and rows_<name>). Its state
// (the saved PRNG state, eller's set lists) and its row buffer live in the arena, which every call
// reuses from its start: when another call claims the arena between two ranges, the stream is
// evicted first (it copies its state and the row above out), and it copies them back before its
// next range. While no other call runs, nothing is copied.

import { InvalidArgumentError, STATUS_OK, WasmError } from "../../base/errors.js";
import { streamBufferOffset, streamBytes, streamStateBytes } from "../../algorithms/limits.js";
import { type StreamableEntry, wasmRowsExports } from "../../algorithms/registry.js";
import type { RowRanges } from "../backend.js";
import { prepareRowAbove } from "../row-buffer.js";
import type { ArenaTenant, WasmBackend } from "./backend.js";
import { strideOf } from "../../grid/layout.js";

type StartRows = (state: number, width: number, seed: number) => number;
type FillRows = (state: number, rows: number, width: number, rowCount: number, atTop: number, atBottom: number, ...options: number[]) => number;

export class WasmRowRanges implements RowRanges, ArenaTenant {
  private readonly backend: WasmBackend;
  private readonly entry: StreamableEntry;
  private readonly width: number;
  private readonly options: readonly number[];
  private readonly stride: number;
  private readonly stateBytes: number;
  private readonly bufferOffset: number;
  private readonly bytes: number;
  private readonly fillRows: FillRows;
  /** The arena pointer of the last claim. */
  private arena: number;
  /** The buffer slot of the row above the next range. */
  private aboveSlot = 0;
  /** The state, then the row above, while the stream is evicted. */
  private evicted: Uint8Array | undefined;

  constructor(backend: WasmBackend, entry: StreamableEntry, width: number, seed: number, options: readonly number[], maxRows: number) {
    this.backend = backend;
    this.entry = entry;
    this.width = width;
    this.options = options;
    this.stride = strideOf(width);
    this.stateBytes = streamStateBytes(entry, width);
    this.bufferOffset = streamBufferOffset(entry, width);
    this.bytes = streamBytes(entry, width, maxRows);
    const names = wasmRowsExports(entry);
    const start = coreFunction<StartRows>(backend, names.start, entry);
    this.fillRows = coreFunction<FillRows>(backend, names.fill, entry);
    this.arena = this.claim();
    check(start(this.arena, width, seed), `start a stream of ${entry.name}`);
  }

  fill(rowCount: number, atTop: boolean, atBottom: boolean): Uint8Array {
    this.arena = this.claim();
    const { buffer: memory } = this.backend.exports.memory;
    const buffer = new Uint8Array(memory, this.arena + this.bufferOffset, this.bytes - this.bufferOffset);
    if (this.evicted) {
      new Uint8Array(memory, this.arena, this.stateBytes).set(this.evicted.subarray(0, this.stateBytes));
      buffer.set(this.evicted.subarray(this.stateBytes));
      this.aboveSlot = 0;
      this.evicted = undefined;
    }
    prepareRowAbove(buffer, this.stride, atTop, this.aboveSlot);
    const rows = this.arena + this.bufferOffset + this.stride;
    check(this.fillRows(this.arena, rows, this.width, rowCount, atTop ? 1 : 0, atBottom ? 1 : 0, ...this.options), `stream ${this.entry.name}`);
    this.aboveSlot = rowCount;
    return buffer.subarray(0, (rowCount + 1) * this.stride);
  }

  evict(): void {
    const memory = new Uint8Array(this.backend.exports.memory.buffer);
    const above = this.arena + this.bufferOffset + this.aboveSlot * this.stride;
    const saved = new Uint8Array(this.stateBytes + this.stride);
    saved.set(memory.subarray(this.arena, this.arena + this.stateBytes));
    saved.set(memory.subarray(above, above + this.stride), this.stateBytes);
    this.evicted = saved;
  }

  close(): void {
    this.backend.releaseArena(this);
  }

  private claim(): number {
    return this.backend.claimArena(this.bytes, `a ${this.width}-wide stream of ${this.entry.name}`, this);
  }
}

function coreFunction<F>(backend: WasmBackend, name: string, entry: StreamableEntry): F {
  const found = backend.exports[name];
  if (typeof found !== "function") throw new InvalidArgumentError(`the loaded Wasm module cannot stream "${entry.name}" (no export ${name})`);
  return found as F;
}

function check(status: number, operation: string): void {
  if (status !== STATUS_OK) throw new WasmError(status, operation);
}

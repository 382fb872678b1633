// The arena: the one region of Wasm memory every call reuses from its start (assembly/arena.ts). Any call may
// grow memory, which detaches every view: views are built after the call that needs them, never kept.

import { SizeLimitError } from "../../base/errors.js";
import type { CoreExports, Exports } from "./exports.js";

/** Keeps state in the arena between calls (a stream of rows): told to copy it out before anyone else reuses the arena. */
export interface ArenaTenant {
  evict(): void;
}

const WASM_MAX_BYTES = 2 ** 32;

export class Arena {
  /** The most bytes one claim may hold: the 4 GiB of wasm32 memory above the arena's start. */
  readonly capacity: number;
  private readonly exports: CoreExports;
  // The stream whose state is in the arena now, if any.
  private tenant: ArenaTenant | undefined;

  constructor(exports: CoreExports) {
    this.exports = exports;
    this.capacity = WASM_MAX_BYTES - (exports.arena() >>> 0);
  }

  /**
   * Grows the arena to `bytes` for `tenant` (none: for this call only), first evicting the stream whose
   * state is there if it is another; returns the arena pointer. Memory may grow: build views after.
   */
  claim(bytes: number, purpose: string, tenant?: ArenaTenant): number {
    if (this.tenant !== tenant) {
      this.tenant?.evict();
      this.tenant = tenant;
    }
    const arena = this.exports.reserve(bytes) >>> 0;
    if (arena === 0) throw new SizeLimitError(`the Wasm memory could not grow to ${bytes} bytes to hold ${purpose}`);
    return arena;
  }

  /** Copies the tenant's state out now (the instance is about to be replaced), and forgets it. */
  evictTenant(): void {
    this.tenant?.evict();
    this.tenant = undefined;
  }

  /** Forgets `tenant` if it holds the arena (a finished stream), so nothing evicts it later. */
  release(tenant: ArenaTenant): void {
    if (this.tenant === tenant) this.tenant = undefined;
  }

  /** A view of `length` bytes at `pointer`, built now. */
  bytes(pointer: number, length: number): Uint8Array {
    return new Uint8Array(this.exports.memory.buffer, pointer, length);
  }

  /** A view of `count` u32 words at `pointer` (4-byte aligned), built now. */
  words(pointer: number, count: number): Uint32Array {
    return new Uint32Array(this.exports.memory.buffer, pointer, count);
  }
}

/** The live instance: its exports and its arena, both replaced when a trap restarts the backend (holders read them anew each call). */
export interface Core {
  exports: Exports;
  arena: Arena;
}

// The arena: Wasm memory above the core's heap (assembly/arena.ts). Finished mazes stay where the core wrote
// them (residents, read through views) until disposed or evicted; every call works at the top, above them.
// Any call may grow memory, which detaches every view: views are built after the call that needs them.

import { SizeLimitError } from "../../base/errors.js";
import type { CellStore } from "../../grid/data.js";
import type { CoreExports, Exports } from "./exports.js";

/** Keeps state in the arena between calls (a stream of rows): told to copy it out before anyone else uses the arena. */
export interface ArenaTenant {
  evict(): void;
}

const WASM_MAX_BYTES = 2 ** 32;

/** Resident mazes may hold this many bytes of Wasm memory; past it the oldest are copied out to JS memory. */
export const RESIDENT_BUDGET = 256 * 2 ** 20;

const align = (address: number): number => Math.ceil(address / 16) * 16;

export class Arena {
  /** The most bytes one claim may hold: the 4 GiB of wasm32 memory above the arena's start. */
  readonly capacity: number;
  private readonly exports: CoreExports;
  private readonly base: number;
  // The stream whose state is in the arena now, if any, and where it is.
  private tenant: ArenaTenant | undefined;
  private tenantPointer = 0;
  // Mazes in the arena, oldest first (so also by address: claims go at the top and compaction keeps the order). The
  // ones gone stay listed (not held) until they reach the end or outnumber the held ones, so the top is the end of the
  // last held one, found without a pass over every resident (a loop of small mazes keeps thousands).
  private readonly residents: Resident[] = [];
  private gone = 0;
  private residentBytes = 0;
  /** Bytes resident mazes may hold; past it the oldest are copied out to JS memory (RESIDENT_BUDGET by default). */
  budget: number;
  // The end of the memory a view of a freed or moved resident may still see: a claim below it detaches every view first.
  private staleEnd = 0;

  private readonly onClaim: ((bytes: number) => void) | undefined;

  /** `onClaim` is told the size of every claim before it is made (WasmBackend.claimHook); throwing from it refuses the claim. */
  constructor(exports: CoreExports, budget = RESIDENT_BUDGET, onClaim?: (bytes: number) => void) {
    this.exports = exports;
    this.budget = budget;
    this.base = exports.arena() >>> 0;
    this.capacity = WASM_MAX_BYTES - this.base;
    this.onClaim = onClaim;
  }

  /**
   * Grows the arena so `bytes` fit above the residents for `tenant` (none: for this call only), first evicting the
   * stream whose state is there if it is another; returns the pointer. Memory may grow: build views after.
   */
  claim(bytes: number, purpose: string, tenant?: ArenaTenant): number {
    this.onClaim?.(bytes);
    if (tenant !== undefined && this.tenant === tenant) return this.reserve(this.tenantPointer, bytes, purpose);
    this.tenant?.evict();
    this.tenant = tenant;
    this.makeRoom(bytes);
    let pointer = this.top();
    if (pointer < this.staleEnd) {
      // A kept view of a former resident may look below staleEnd. Where the memory held has room above it the call
      // goes there; else every view is detached first (memory.grow(0): about 200 µs on a memory of 100 MiB or more,
      // which a loop of small mazes after a big one would pay on every call).
      const above = align(this.staleEnd);
      if (above + bytes <= this.exports.memory.buffer.byteLength) pointer = above;
      else this.detachViews();
    }
    this.tenantPointer = pointer;
    return this.reserve(pointer, bytes, purpose);
  }

  /** Keeps the first `length` bytes at `pointer` (the start of the last claim) as a resident maze. */
  keep(pointer: number, length: number): CellStore {
    const resident = new Resident(this, pointer, length);
    this.residents.push(resident);
    this.residentBytes += length;
    return resident;
  }

  /** Copies the tenant's state and every resident out now (the instance is about to be replaced), and forgets them. */
  evictAll(): void {
    this.tenant?.evict();
    this.tenant = undefined;
    for (const resident of this.residents) if (resident.held) this.evict(resident);
    this.residents.length = 0;
    this.gone = 0;
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

  /** Lets a resident's bytes go (disposed, collected or evicted). */
  free(resident: Resident): void {
    if (!resident.held) return;
    resident.held = false;
    this.residentBytes -= resident.length;
    this.staleEnd = Math.max(this.staleEnd, resident.pointer + resident.length);
    this.gone++;
  }

  /** Copies a resident out to JS memory; its holder reads the copy from now on. */
  private evict(resident: Resident): void {
    resident.moveOut(this.bytes(resident.pointer, resident.length).slice());
    this.free(resident);
  }

  /** The first free address above every resident: the end of the last held one by address. */
  private top(): number {
    const residents = this.residents;
    if (this.gone > residents.length - this.gone + 64) {
      // More gone than held: dropped from the list in one pass (amortized: each goes once).
      let kept = 0;
      for (const resident of residents) if (resident.held) residents[kept++] = resident;
      residents.length = kept;
      this.gone = 0;
    }
    while (residents.length > 0 && !residents[residents.length - 1]!.held) {
      residents.pop();
      this.gone--;
    }
    const last = residents[residents.length - 1];
    return align(last ? last.pointer + last.length : this.base);
  }

  /** Keeps residents within the budget (oldest out first) and closes the holes between them when the top would pass it. */
  private makeRoom(bytes: number): void {
    for (const resident of this.residents) {
      if (this.residentBytes + bytes <= this.budget) break;
      if (resident.held) this.evict(resident);
    }
    if (this.top() - this.base + bytes > Math.max(this.budget, bytes)) this.compact();
  }

  /** Moves every resident down over the holes left by the ones that went, in order, then detaches every view (a kept view of one that went may look where another now lies). */
  private compact(): void {
    const memory = new Uint8Array(this.exports.memory.buffer);
    let cursor = this.base;
    for (const resident of this.residents) {
      if (!resident.held) continue;
      if (resident.pointer !== cursor) {
        memory.copyWithin(cursor, resident.pointer, resident.pointer + resident.length);
        resident.moveTo(cursor);
      }
      cursor = align(cursor + resident.length);
    }
    this.detachViews();
  }

  /** memory.grow(0) detaches the buffer every view was built on, so no kept view can see bytes that are not its maze's. */
  private detachViews(): void {
    this.exports.memory.grow(0);
    this.staleEnd = 0;
  }

  private reserve(pointer: number, bytes: number, purpose: string): number {
    const needed = pointer - this.base + bytes;
    const held = this.exports.memory.buffer.byteLength - this.base;
    // Growing at least twice over makes growth (which detaches every view) rare; the exact size is the fallback.
    if (needed > held && this.exports.reserve(Math.min(this.capacity, Math.max(needed, 2 * held))) !== 0) return pointer;
    if (this.exports.reserve(needed) === 0) throw new SizeLimitError(`the Wasm memory could not grow to ${needed} bytes to hold ${purpose}`);
    return pointer;
  }
}

/** A maze's cells in the arena, or in JS memory once evicted. */
class Resident implements CellStore {
  /** Whether its bytes are still in the arena (not freed, evicted or collected). */
  held = true;
  private copy: Uint8Array | undefined;
  // Bumped whenever the bytes move, so a holder knows its view is stale.
  private moves = 0;

  constructor(
    private readonly arena: Arena,
    public pointer: number,
    readonly length: number,
  ) {}

  get version(): number {
    return this.moves;
  }

  view(): Uint8Array {
    return this.copy ?? this.arena.bytes(this.pointer, this.length);
  }

  /** The holder's collection frees the bytes (the registry holds this resident, never the holder). */
  adopt(holder: object): void {
    residentRegistry.register(holder, this, this);
  }

  release(): void {
    residentRegistry.unregister(this);
    this.arena.free(this);
  }

  moveTo(pointer: number): void {
    this.pointer = pointer;
    this.moves++;
  }

  moveOut(copy: Uint8Array): void {
    this.copy = copy;
    this.moves++;
  }
}

// A maze collected without dispose() frees its bytes when the collector says so.
const residentRegistry = new FinalizationRegistry<Resident>((resident) => resident.release());

/** The live instance: its exports and its arena, both replaced when a trap restarts the backend (holders read them anew each call). */
export interface Core {
  exports: Exports;
  arena: Arena;
}

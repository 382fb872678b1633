// The PNG mask decoder (src/mask/png.ts, src/mask/png-budget.ts) on damaged files: the well-formed PNGs of
// test/mask-png-decoder.test.ts with a byte flipped anywhere, cut short anywhere, bytes inserted or appended, a chunk's
// type, length or CRC changed, chunks duplicated, moved or removed. Every one is, within bounded time, either refused
// with a FormatError("mask") whose message says what is wrong (no TypeError, RangeError or bare zlib error leaks), or
// still a PNG, decoded to the cells pngjs decodes. Then each kind of damage once, with its exact message.

import { deflateSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FormatError } from "../src/base/errors.js";
import { crc32 } from "../src/formats/png-container.js";
import { maskFromPng, pngCells } from "../src/mask/png.js";
import { encode, oldCells, oldMask, outcome, type Picture, pictures } from "./support/png-pictures.js";

const SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

/**
 * What `run` threw (or undefined), after it took less than 1 s of CPU: a damaged file of at most a few kB is read or
 * refused at once (test/support/bounded.ts's 10 s bound loads the Wasm core, which this file does not need).
 */
function withinBounds(run: () => unknown): unknown {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const start = cpuMs();
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(cpuMs() - start, "CPU ms to decode one damaged file").toBeLessThan(1000);
  return thrown;
}

/** A chunk as a list entry: its type's 4 bytes, its data, and its CRC (undefined: the right one, worked out on join). */
interface Chunk {
  type: Uint8Array;
  data: Uint8Array;
  crc: number | undefined;
  /** The length field when it is not the data's length (a damaged one). */
  length?: number;
}

const typeName = (chunk: Chunk) => String.fromCharCode(...chunk.type);

/** The chunks of a well-formed PNG. */
function split(bytes: Uint8Array): Chunk[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Chunk[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    chunks.push({ type: bytes.slice(at + 4, at + 8), data: bytes.slice(at + 8, at + 8 + length), crc: view.getUint32(at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/** The PNG of a list of chunks: the signature, then each chunk with its length field and CRC. */
function join(chunks: readonly Chunk[]): Uint8Array {
  const out = new Uint8Array(8 + chunks.reduce((total, chunk) => total + 12 + chunk.data.length, 0));
  const view = new DataView(out.buffer);
  out.set(SIGNATURE);
  let at = 8;
  for (const chunk of chunks) {
    view.setUint32(at, chunk.length ?? chunk.data.length);
    out.set(chunk.type, at + 4);
    out.set(chunk.data, at + 8);
    view.setUint32(at + 8 + chunk.data.length, chunk.crc ?? crc32(out, at + 4, at + 8 + chunk.data.length));
    at += 12 + chunk.data.length;
  }
  return out;
}

/** The CRC a chunk's type and data call for. */
const crcOf = (chunk: Chunk) => crc32(join([{ ...chunk, crc: undefined, length: undefined }]), 12, 16 + chunk.data.length);

const fresh = (type: string, data: Uint8Array): Chunk => ({ type: ascii(type), data, crc: undefined });

/** Ancillary chunks a reader may skip or must read without the pixels changing: text, gamma, a private one. */
const ancillaries = fc.array(
  fc.oneof(
    fc.string({ maxLength: 20 }).map((text) => fresh("tEXt", ascii(`Comment\0${text.replace(/[^\x20-\x7e]/g, "?")}`))),
    fc.integer({ min: 1, max: 2 ** 32 - 1 }).map((gamma) => fresh("gAMA", Uint8Array.of(gamma >>> 24, gamma >>> 16, gamma >>> 8, gamma))),
    fc.uint8Array({ maxLength: 16 }).map((data) => fresh("prVt", data)),
  ),
  { maxLength: 2 },
);

/** A well-formed PNG mask: a picture's chunks with ancillary chunks after IHDR or before IEND. */
const wellFormed = fc.record({ picture: pictures, early: ancillaries, late: ancillaries }).map(({ picture, early, late }) => {
  const chunks = split(encode(picture));
  return [chunks[0]!, ...early, ...chunks.slice(1, -1), ...late, chunks.at(-1)!];
});

/** Damage to the list of chunks (before they are joined). `i`, `j` are taken modulo the number of chunks. */
type ChunkDamage =
  | { kind: "remove"; i: number }
  | { kind: "duplicate"; i: number; j: number }
  | { kind: "move"; i: number; j: number }
  | { kind: "type"; i: number; type: Uint8Array; fixCrc: boolean }
  | { kind: "data"; i: number; at: number; xor: number; fixCrc: boolean }
  | { kind: "resize"; i: number; size: number; fixCrc: boolean }
  | { kind: "crc"; i: number; xor: number }
  | { kind: "length"; i: number; length: number }
  | { kind: "insert"; i: number; chunk: Chunk };

/** Damage to the file's bytes (after the chunks are joined). Positions are taken modulo the file's length (plus one). */
type ByteDamage =
  | { kind: "flip"; at: number; xor: number }
  | { kind: "set"; at: number; value: number }
  | { kind: "truncate"; at: number }
  | { kind: "insert"; at: number; bytes: Uint8Array }
  | { kind: "append"; bytes: Uint8Array };

const index = fc.nat(1000);
const xor = fc.integer({ min: 1, max: 255 });
/** Chunk types: a known one, a case-swapped known one, letters at random, or any 4 bytes. */
const chunkType = fc.oneof(
  fc.constantFrom(..."IHDR PLTE IDAT IEND tRNS gAMA iDAT IDAt QUIT quIT pHYs iHDR".split(" ").map(ascii)),
  fc.stringMatching(/^[A-Za-z]{4}$/).map(ascii),
  fc.uint8Array({ minLength: 4, maxLength: 4 }),
);
const chunkDamage: fc.Arbitrary<ChunkDamage> = fc.oneof(
  fc.record({ kind: fc.constant("remove" as const), i: index }),
  fc.record({ kind: fc.constant("duplicate" as const), i: index, j: index }),
  fc.record({ kind: fc.constant("move" as const), i: index, j: index }),
  fc.record({ kind: fc.constant("type" as const), i: index, type: chunkType, fixCrc: fc.boolean() }),
  fc.record({ kind: fc.constant("data" as const), i: index, at: index, xor, fixCrc: fc.boolean() }),
  fc.record({ kind: fc.constant("resize" as const), i: index, size: fc.nat(40), fixCrc: fc.boolean() }),
  fc.record({ kind: fc.constant("crc" as const), i: index, xor }),
  fc.record({
    kind: fc.constant("length" as const),
    i: index,
    length: fc.oneof(fc.nat(64), fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1), fc.nat({ max: 2 ** 32 - 1 })),
  }),
  fc.record({
    kind: fc.constant("insert" as const),
    i: index,
    chunk: fc.record({ type: chunkType, data: fc.uint8Array({ maxLength: 16 }), crc: fc.option(fc.nat({ max: 2 ** 32 - 1 }), { nil: undefined }) }),
  }),
);
const byteDamage: fc.Arbitrary<ByteDamage> = fc.oneof(
  fc.record({ kind: fc.constant("flip" as const), at: fc.nat(), xor }),
  fc.record({ kind: fc.constant("set" as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }) }),
  fc.record({ kind: fc.constant("append" as const), bytes: fc.uint8Array({ minLength: 1, maxLength: 16 }) }),
);

function damageChunks(chunks: Chunk[], damage: ChunkDamage): Chunk[] {
  const out = chunks.map((chunk) => ({ ...chunk }));
  const i = damage.i % out.length;
  const target = out[i]!;
  // The CRC the chunk had before the damage: kept (so it no longer matches) unless the damage fixes it.
  const original = target.crc ?? crcOf(target);
  const keepCrc = (fixCrc: boolean) => {
    target.crc = fixCrc ? undefined : original;
  };
  switch (damage.kind) {
    case "remove":
      out.splice(i, 1);
      break;
    case "duplicate":
      out.splice(damage.j % (out.length + 1), 0, { ...target });
      break;
    case "move":
      out.splice(i, 1);
      out.splice(damage.j % (out.length + 1), 0, target);
      break;
    case "type":
      target.type = damage.type;
      keepCrc(damage.fixCrc);
      break;
    case "data":
      if (target.data.length === 0) break;
      target.data = target.data.slice();
      target.data[damage.at % target.data.length]! ^= damage.xor;
      keepCrc(damage.fixCrc);
      break;
    case "resize": {
      const data = new Uint8Array(damage.size);
      data.set(target.data.subarray(0, damage.size));
      target.data = data;
      keepCrc(damage.fixCrc);
      break;
    }
    case "crc":
      target.crc = (original ^ (damage.xor << 24)) >>> 0;
      break;
    case "length":
      target.length = damage.length;
      break;
    case "insert":
      out.splice(i, 0, damage.chunk);
      break;
  }
  return out;
}

function damageBytes(bytes: Uint8Array, damage: ByteDamage): Uint8Array {
  switch (damage.kind) {
    case "flip":
    case "set": {
      if (bytes.length === 0) return bytes;
      const out = bytes.slice();
      const at = damage.at % out.length;
      out[at] = damage.kind === "flip" ? out[at]! ^ damage.xor : damage.value;
      return out;
    }
    case "truncate":
      return bytes.slice(0, damage.at % (bytes.length + 1));
    case "insert": {
      const at = damage.at % (bytes.length + 1);
      return Buffer.concat([bytes.subarray(0, at), damage.bytes, bytes.subarray(at)]);
    }
    case "append":
      return Buffer.concat([bytes, damage.bytes]);
  }
}

/** What the decoder says of a damaged file it refuses, one pattern per refusal (src/mask/png.ts, png-budget.ts). */
const REFUSALS: readonly RegExp[] = [
  /^not a PNG \(its first 8 bytes are not the PNG signature\)$/,
  /^the file ends before its IHDR chunk \(cut short\?\)$/,
  /^the first chunk is not IHDR$/,
  /^the image is \d+×\d+ pixels; a mask needs at least one$/,
  /^the image declares \d+×\d+ pixels, more than a mask may have/,
  /^colour type \d+ is not a PNG colour type \(allowed: 0, 2, 3, 4, 6\)$/,
  /^colour type \d+ with bit depth \d+ is not a PNG format \(allowed: [\d, ]+\)$/,
  /^interlaced PNGs are not read as masks; save it without interlacing$/,
  /^interlace method \d+ is not a PNG one \(0 or 1\)$/,
  /^the chunk at byte \d+ runs past the end of the file \(cut short\?\)$/,
  /^the image has no pixel data \(no IDAT chunk\)$/,
  /^the pixel data inflates past the \d+ bytes its size implies$/,
  /^the pixel data is not a zlib stream \([^()]+\)$/,
  /^the pixel data holds \d+ bytes where \d+×\d+ pixels need \d+ \(cut short\?\)$/,
  /^the file ends before its IEND chunk \(cut short\?\)$/,
  /^the critical chunk ".+" is not one a PNG mask may hold$/,
  /^the .{4} chunk at byte \d+ fails its CRC check \(damaged file\?\)$/s,
  /^the image has a second IHDR chunk$/,
  /^the IHDR chunk holds \d+ bytes where it needs 13$/,
  /^compression method \d+ is not a PNG one \(0\)$/,
  /^filter method \d+ is not a PNG one \(0\)$/,
  /^the tRNS chunk comes before the palette \(PLTE\)$/,
  /^the tRNS chunk has \d+ alpha values for \d+ palette colours$/,
  /^the tRNS chunk holds \d+ bytes where a colour key needs [26]$/,
  /^the gAMA chunk holds \d+ bytes where it needs 4$/,
  /^the image has palette colours but no palette \(PLTE\) before its pixel data$/,
  /^the file goes on for \d+ bytes after its IEND chunk$/,
  /^the pixel data goes on for \d+ bytes after its zlib stream ends$/,
  /^row \d+ has filter type \d+, not a PNG one \(0 to 4\)$/,
  /^pixel \(\d+, \d+\) is palette colour \d+, past the palette's \d+ colours$/,
];

/** The refusal of a file the decoder could not read: a FormatError("mask") in one of its own words, at a byte of the file. */
function expectRefusal(error: unknown, bytes: Uint8Array): void {
  expect(error).toBeInstanceOf(FormatError);
  const { format, offset, message } = error as FormatError;
  expect(format).toBe("mask");
  const detail = message.replace(/^mask: (byte \d+: )?/, "");
  expect(
    REFUSALS.some((pattern) => pattern.test(detail)),
    `an unexpected refusal: ${message}`,
  ).toBe(true);
  if (offset !== undefined) expect(offset).toBeLessThanOrEqual(bytes.length);
}

/**
 * The decoder on one file, within the attack bounds: refused in words, or read as pngjs reads it (the same cells,
 * then the same mask or the same connectivity error). Returns whether it was read.
 */
function decodesLikePngjs(bytes: Uint8Array): boolean {
  let cells: ReturnType<typeof pngCells> | undefined;
  const error = withinBounds(() => {
    cells = pngCells(bytes);
  });
  if (cells === undefined) {
    expectRefusal(error, bytes);
    return false;
  }
  // Read: pngjs must read it too (the budget passed, so it allocates little), to the same cells.
  const old = oldCells(bytes);
  expect(cells.included).toBe(old.included);
  expect(Buffer.from(cells.grid).equals(Buffer.from(old.grid))).toBe(true);
  expect(outcome(() => maskFromPng(bytes))).toEqual(outcome(() => oldMask(bytes)));
  return true;
}

describe("damaged PNG masks are refused in words, or read as pngjs reads them", () => {
  it("any damage: chunks removed, duplicated, moved, retyped, resized, re-lengthed or inserted; bytes flipped, cut, inserted or appended", () => {
    fc.assert(
      fc.property(wellFormed, fc.array(chunkDamage, { maxLength: 2 }), fc.array(byteDamage, { maxLength: 2 }), (chunks, chunkDamages, byteDamages) => {
        fc.pre(chunkDamages.length + byteDamages.length > 0);
        const damaged = byteDamages.reduce(damageBytes, join(chunkDamages.reduce(damageChunks, chunks)));
        decodesLikePngjs(damaged);
      }),
      { numRuns: 1500 },
    );
  });

  it("a flipped byte in a known chunk's type, data or CRC is refused by that chunk's CRC check (or the type it became)", () => {
    fc.assert(
      fc.property(wellFormed, index, fc.integer({ min: 4, max: 1000 }), xor, (chunks, i, at, flip) => {
        const bytes = join(chunks);
        const k = i % chunks.length;
        const start = 8 + chunks.slice(0, k).reduce((total, chunk) => total + 12 + chunk.data.length, 0);
        const chunk = chunks[k]!;
        const name = typeName(chunk);
        fc.pre(["IHDR", "PLTE", "IDAT", "IEND", "tRNS", "gAMA"].includes(name));
        const offset = 4 + (at % (chunk.data.length + 8)); // past the length field
        const damaged = bytes.slice();
        damaged[start + offset]! ^= flip;
        const newName = String.fromCharCode(...damaged.subarray(start + 4, start + 8));
        const critical = (damaged[start + 4]! & 0x20) === 0;
        // A flipped type byte may make an unknown ancillary chunk, which a reader skips: the file may still be read.
        if (offset < 8 && !/^(IHDR|PLTE|IDAT|IEND|tRNS|gAMA)$/.test(newName) && !critical && start > 8) return void decodesLikePngjs(damaged);
        const error = withinBounds(() => maskFromPng(damaged));
        expectRefusal(error, damaged);
        const message = (error as Error).message;
        if (offset >= 8 || /^(IHDR|PLTE|IDAT|IEND|tRNS|gAMA)$/.test(newName)) {
          expect(message).toBe(`mask: byte ${start + 8 + chunk.data.length}: the ${newName} chunk at byte ${start} fails its CRC check (damaged file?)`);
        } else if (start === 8) expect(message).toBe("mask: byte 12: the first chunk is not IHDR");
        else expect(message).toBe(`mask: byte ${start}: the critical chunk ${JSON.stringify(newName)} is not one a PNG mask may hold`);
      }),
      { numRuns: 500 },
    );
  });

  it("damage a reader may not see (ancillary chunks added, their data changed with the CRC fixed) leaves the same mask", () => {
    fc.assert(
      fc.property(wellFormed, ancillaries, index, index, xor, fc.boolean(), (chunks, extra, where, at, flip, fixCrc) => {
        const before = outcome(() => maskFromPng(join(chunks)));
        // Extra ancillary chunks anywhere between IHDR and IEND but not between IDAT chunks (a PNG keeps them together).
        const firstIdat = chunks.findIndex((chunk) => typeName(chunk) === "IDAT");
        const afterIdat = chunks.length - [...chunks].reverse().findIndex((chunk) => typeName(chunk) === "IDAT");
        const places = [...Array.from({ length: firstIdat }, (_, k) => k + 1), ...Array.from({ length: chunks.length - afterIdat }, (_, k) => afterIdat + k)];
        const place = places[where % places.length]!;
        const grown = [...chunks.slice(0, place), ...extra, ...chunks.slice(place)];
        // The data of an unknown ancillary chunk changed (its CRC fixed or not: a reader skips it), or a known one's with its CRC fixed.
        const ancillary = grown.flatMap((chunk, k) => (["tEXt", "prVt"].includes(typeName(chunk)) && chunk.data.length > 0 ? [k] : []));
        let damaged = grown;
        if (ancillary.length > 0) damaged = damageChunks(grown, { kind: "data", i: ancillary[where % ancillary.length]!, at, xor: flip, fixCrc });
        const bytes = join(damaged);
        expect(decodesLikePngjs(bytes) || (before as { error?: string }).error !== undefined).toBe(true);
        expect(outcome(() => maskFromPng(bytes))).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});

// A 3×2 grey picture, all light, in one IDAT: IHDR at byte 8, IDAT at 33, IEND after it.
const GREY: Picture = {
  width: 3,
  height: 2,
  colourType: 0,
  depth: 8,
  values: [255, 255, 255, 255, 255, 255],
  filters: [0, 1],
  palette: undefined,
  trns: undefined,
};
const base = () => {
  const chunks = split(encode(GREY));
  const idat = Buffer.concat(chunks.filter((chunk) => typeName(chunk) === "IDAT").map((chunk) => chunk.data));
  return [chunks[0]!, fresh("IDAT", idat), chunks.at(-1)!];
};
const BASE = join(base());
const IDAT_AT = 33;
const IEND_AT = BASE.length - 12;

/** The FormatError maskFromPng throws for `bytes`, which must be exactly `detail` at `offset` (if any). */
function refused(bytes: Uint8Array, detail: string, offset?: number): void {
  const error = withinBounds(() => maskFromPng(bytes));
  expect(error).toBeInstanceOf(FormatError);
  const expected = new FormatError("mask", detail, offset === undefined ? {} : { offset });
  expect((error as FormatError).message).toBe(expected.message);
  expect((error as FormatError).offset).toBe(offset);
}

/** The base picture's chunks with IHDR's 13 bytes changed at `at` to `value` (its CRC fixed). */
function withHeader(at: number, value: number | number[]): Uint8Array {
  const chunks = base();
  const data = chunks[0]!.data.slice();
  if (typeof value === "number") data[at] = value;
  else data.set(value, at);
  return join([{ ...chunks[0]!, data, crc: undefined }, ...chunks.slice(1)]);
}

describe("each kind of damage, refused in words", () => {
  it("the base picture is read", () => {
    expect(maskFromPng(BASE).included).toBe(6);
  });

  it("a bad CRC, on any chunk", () => {
    for (const [at, name, length] of [
      [8, "IHDR", 13],
      [IDAT_AT, "IDAT", IEND_AT - IDAT_AT - 12],
      [IEND_AT, "IEND", 0],
    ] as const) {
      const bytes = BASE.slice();
      bytes[at + 8 + length]! ^= 0x40;
      refused(bytes, `the ${name} chunk at byte ${at} fails its CRC check (damaged file?)`, at + 8 + length);
    }
  });

  it("a flipped byte in a chunk's data: its CRC check fails first (not what the changed data would say)", () => {
    // IHDR's width 3 → 7: without the CRC it would read as pixel data too short for 7×2.
    const width = BASE.slice();
    width[19]! ^= 4;
    refused(width, "the IHDR chunk at byte 8 fails its CRC check (damaged file?)", 29);
    // A byte of the zlib stream: without the CRC it would read as a zlib error.
    const idat = BASE.slice();
    idat[IDAT_AT + 8 + 3]! ^= 0x55;
    refused(idat, `the IDAT chunk at byte ${IDAT_AT} fails its CRC check (damaged file?)`, IEND_AT - 4);
  });

  it("bytes after IEND", () => {
    refused(Buffer.concat([BASE, Uint8Array.of(0)]), "the file goes on for 1 bytes after its IEND chunk", BASE.length);
    const twice = Buffer.concat([BASE, BASE.subarray(IEND_AT)]);
    refused(twice, "the file goes on for 12 bytes after its IEND chunk", BASE.length);
  });

  it("an unknown critical chunk (an ancillary one is skipped)", () => {
    const chunks = base();
    refused(join([chunks[0]!, fresh("QUIT", ascii("now")), ...chunks.slice(1)]), 'the critical chunk "QUIT" is not one a PNG mask may hold', 33);
    expect(maskFromPng(join([chunks[0]!, fresh("quIT", ascii("now")), ...chunks.slice(1)])).included).toBe(6);
  });

  it("a chunk type changed: IDAT to an ancillary iDAT leaves no pixel data, IEND to a critical IENd is unknown", () => {
    const chunks = base();
    refused(join([chunks[0]!, { ...chunks[1]!, type: ascii("iDAT") }, chunks[2]!]), "the image has no pixel data (no IDAT chunk)", 8);
    refused(join([chunks[0]!, chunks[1]!, { ...chunks[2]!, type: ascii("IENd") }]), 'the critical chunk "IENd" is not one a PNG mask may hold', IEND_AT);
  });

  it("a file cut short, at every byte", () => {
    for (let end = 0; end < BASE.length; end++) {
      const bytes = BASE.subarray(0, end);
      if (end < 8) refused(bytes, "not a PNG (its first 8 bytes are not the PNG signature)", 0);
      else if (end < 33) refused(bytes, "the file ends before its IHDR chunk (cut short?)", end);
      else {
        // Cut in a chunk's 12 bytes of length, type and CRC, or in its data.
        const at = end < IEND_AT ? IDAT_AT : IEND_AT;
        if (end - at < 12) refused(bytes, "the file ends before its IEND chunk (cut short?)", at);
        else refused(bytes, `the chunk at byte ${at} runs past the end of the file (cut short?)`, at);
      }
    }
  });

  it("a chunk's length past the end of the file", () => {
    for (const length of [IEND_AT - IDAT_AT + 1, 2 ** 31 - 1, 2 ** 31, 2 ** 32 - 1]) {
      const bytes = BASE.slice();
      new DataView(bytes.buffer).setUint32(IDAT_AT, length);
      refused(bytes, `the chunk at byte ${IDAT_AT} runs past the end of the file (cut short?)`, IDAT_AT);
    }
    const iend = BASE.slice();
    new DataView(iend.buffer).setUint32(IEND_AT, 1);
    refused(iend, `the chunk at byte ${IEND_AT} runs past the end of the file (cut short?)`, IEND_AT);
  });

  it("pixel data that is not a zlib stream, or a corrupt one (its CRC fixed)", () => {
    const chunks = base();
    const stream = chunks[1]!.data;
    const withIdat = (data: Uint8Array) => join([chunks[0]!, fresh("IDAT", data), chunks[2]!]);
    refused(withIdat(ascii("hello world")), "the pixel data is not a zlib stream (incorrect header check)", 8);
    const adler = stream.slice();
    adler[adler.length - 1]! ^= 1;
    refused(withIdat(adler), "the pixel data is not a zlib stream (incorrect data check)", 8);
    refused(withIdat(stream.subarray(0, stream.length - 4)), "the pixel data is not a zlib stream (unexpected end of file)", 8);
    const block = stream.slice();
    block[2] = 0xff; // the first deflate block's type: 3, reserved
    refused(withIdat(block), "the pixel data is not a zlib stream (invalid block type)", 8);
    refused(withIdat(deflateSync(new Uint8Array(5))), "the pixel data holds 5 bytes where 3×2 pixels need 8 (cut short?)", 8);
    refused(withIdat(deflateSync(new Uint8Array(100))), "the pixel data inflates past the 8 bytes its size implies", 8);
  });

  it("a row's filter type byte past 4", () => {
    const chunks = base();
    for (const filter of [5, 128, 255]) {
      const bytes = join([chunks[0]!, fresh("IDAT", deflateSync(Uint8Array.of(0, 255, 255, 255, filter, 0, 0, 0))), chunks[2]!]);
      refused(bytes, `row 1 has filter type ${filter}, not a PNG one (0 to 4)`);
    }
  });

  it("IHDR fields out of range (their CRC fixed)", () => {
    refused(withHeader(0, [0, 0, 0, 0]), "the image is 0×2 pixels; a mask needs at least one", 16);
    refused(withHeader(4, [0, 0, 0, 0]), "the image is 3×0 pixels; a mask needs at least one", 16);
    refused(
      withHeader(0, [0x10, 0, 0, 0]),
      "the image declares 268435456×2 pixels, more than a mask may have (67108864, 8192×8192): one pixel is one cell",
      16,
    );
    refused(withHeader(8, 3), "colour type 0 with bit depth 3 is not a PNG format (allowed: 1, 2, 4, 8, 16)", 24);
    refused(withHeader(9, 1), "colour type 1 is not a PNG colour type (allowed: 0, 2, 3, 4, 6)", 25);
    refused(withHeader(10, 1), "compression method 1 is not a PNG one (0)", 26);
    refused(withHeader(11, 1), "filter method 1 is not a PNG one (0)", 27);
    refused(withHeader(12, 1), "interlaced PNGs are not read as masks; save it without interlacing", 28);
    refused(withHeader(12, 2), "interlace method 2 is not a PNG one (0 or 1)", 28);
  });

  it("an IHDR of the wrong length, a second IHDR, or none first", () => {
    const chunks = base();
    const short = { ...chunks[0]!, data: chunks[0]!.data.subarray(0, 12), crc: undefined };
    refused(join([short, ...chunks.slice(1)]), "the IHDR chunk holds 12 bytes where it needs 13", 8);
    refused(join([chunks[0]!, chunks[0]!, ...chunks.slice(1)]), "the image has a second IHDR chunk", 33);
    refused(join(chunks.slice(1)), "the first chunk is not IHDR", 12);
  });

  it("no IEND", () => {
    const bytes = join(base().slice(0, -1));
    refused(bytes, "the file ends before its IEND chunk (cut short?)", bytes.length);
  });

  it("a palette image without its palette, or with a tRNS before it or longer than it", () => {
    const picture: Picture = {
      ...GREY,
      colourType: 3,
      values: [0, 0, 0, 1, 1, 1],
      palette: [
        [255, 255, 255],
        [0, 0, 0],
      ],
      trns: [255, 255],
    };
    const [ihdr, plte, trns, ...rest] = split(encode(picture));
    expect(maskFromPng(join([ihdr!, plte!, trns!, ...rest])).included).toBe(3);
    const at = 33 + 12 + plte!.data.length;
    refused(join([ihdr!, ...rest]), "the image has palette colours but no palette (PLTE) before its pixel data", 33);
    refused(join([ihdr!, trns!, plte!, ...rest]), "the tRNS chunk comes before the palette (PLTE)", 33);
    refused(join([ihdr!, plte!, fresh("tRNS", Uint8Array.of(1, 2, 3)), ...rest]), "the tRNS chunk has 3 alpha values for 2 palette colours", at);
  });
});

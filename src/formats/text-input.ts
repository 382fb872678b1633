// Reader input as lines: "\r\n" or "\n", 1-based places for errors. Nothing is stored per line: lines are counted
// once, then found by a cursor that moves forward through the bytes, so memory stays that of the input however many
// (blank) lines it has. Readers walk the lines in order; going back to an earlier line rescans from the first.
// A reader sizes its cells by the lines it will read (linesAtLeast): a line too short for the maze ends the read.
// Once asked which lines repeat the one before (repeatsPrevious), the cursor steps over repeated lines without scanning.

import { FormatError } from "../base/errors.js";

const NEWLINE = 0x0a;
const RETURN = 0x0d;
/** Bytes a line end is looked for by hand before asking indexOf (whose call costs more than short lines do). */
const SHORT_LINE = 64;

export class TextInput {
  readonly format: string;
  readonly bytes: Uint8Array;
  /** Lines: one per line break, plus the text after the last one if any (a final line break ends the last line). */
  readonly count: number;
  /** Bytes of the first line, without its line break. */
  readonly firstLineBytes: number;
  /** How many lines from the first have at least firstLineBytes bytes (linesAtLeast's answer for it). */
  private readonly fullLines: number;
  /** Bit j: line j holds the same bytes as line j − 1 (computed on first use, for the lines before the first short one). */
  private repeats: Uint8Array | undefined;
  // ignoreBOM: a U+FEFF inside the text is a character like any other (by default each line's decode dropped one).
  private readonly decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  /** The cursor: line `line` spans bytes `start` .. `end` (without its line break), which is at `next` − 1. */
  private line = 0;
  private start = 0;
  private end = 0;
  private next = 0;

  constructor(format: string, input: string | Uint8Array) {
    this.format = format;
    this.bytes = withoutBom(typeof input === "string" ? new TextEncoder().encode(input) : input);
    if (this.bytes.length === 0) throw new FormatError(format, "the input is empty", { line: 1, column: 1 });
    [this.count, this.firstLineBytes, this.fullLines] = countLines(this.bytes);
    this.find(0, 0);
  }

  /** How many lines from the first have at least n bytes: a line with fewer cannot be a line of n characters. */
  linesAtLeast(n: number): number {
    if (n === this.firstLineBytes) return this.fullLines;
    const bytes = this.bytes;
    let lines = 0;
    for (let start = 0; lines < this.count; lines++) {
      const newline = lineBreak(bytes, start);
      if (contentEnd(bytes, start, newline) - start < n) break;
      start = newline + 1;
    }
    return lines;
  }

  /** Whether line j holds the same bytes as line j − 1 (false past the first line shorter than the first). */
  repeatsPrevious(j: number): boolean {
    this.repeats ??= findRepeats(this.bytes, this.fullLines);
    return j < this.fullLines && (this.repeats[j >> 3]! & (1 << (j & 7))) !== 0;
  }

  /** Byte offset where line j (0-based) starts; moves the cursor there. */
  startOf(j: number): number {
    this.moveTo(j);
    return this.start;
  }

  /** Byte offset where line j ends, without its line break; moves the cursor there. */
  endOf(j: number): number {
    this.moveTo(j);
    return this.end;
  }

  /** The bytes of line j (0-based), without its line break. */
  bytesOf(j: number): Uint8Array {
    this.moveTo(j);
    return this.bytes.subarray(this.start, this.end);
  }

  /** The characters (code points) of line j: its bytes when ASCII, else decoded from UTF-8. */
  charactersOf(j: number): ArrayLike<number> {
    const bytes = this.bytesOf(j);
    if (isAscii(bytes)) return bytes;
    let text: string;
    try {
      text = this.decoder.decode(bytes);
    } catch {
      throw this.error(j, asciiPrefix(bytes), "the line is not valid UTF-8");
    }
    return Uint32Array.from(text, (character) => character.codePointAt(0)!);
  }

  /** A FormatError at line j, column i (both 0-based here, 1-based in the message). */
  error(j: number, i: number, detail: string): FormatError {
    return new FormatError(this.format, detail, { line: j + 1, column: i + 1 });
  }

  private moveTo(j: number): void {
    if (j === this.line) return;
    if (!Number.isInteger(j) || j < 0 || j >= this.count) throw new RangeError(`${this.format}: no line ${j + 1} (the input has ${this.count})`);
    if (j < this.line) this.find(0, 0);
    while (this.line < j) {
      if (this.repeats && this.repeatsPrevious(this.line + 1)) this.repeat();
      else this.find(this.line + 1, this.next);
    }
  }

  /** Moves to the next line, known to repeat this one: its end is found without scanning for it. */
  private repeat(): void {
    const length = this.end - this.start;
    this.line++;
    this.start = this.next;
    this.end = this.start + length;
    this.next = this.end + (this.bytes[this.end] === RETURN ? 2 : 1);
  }

  /** Sets the cursor to line `line`, which starts at byte `start`. */
  private find(line: number, start: number): void {
    const bytes = this.bytes;
    const newline = lineBreak(bytes, start);
    this.line = line;
    this.start = start;
    this.end = contentEnd(bytes, start, newline);
    this.next = newline + 1;
  }
}

/** The text after a leading UTF-8 byte order mark (as editors on Windows save), which is not part of the first line. */
export function withoutBom(bytes: Uint8Array): Uint8Array {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

/** Where the line from `start` to its break at `newline` ends without a "\r" before the break. */
function contentEnd(bytes: Uint8Array, start: number, newline: number): number {
  return newline > start && bytes[newline - 1] === RETURN ? newline - 1 : newline;
}

/** Where the line starting at `start` ends: the index of its "\n", or the input's length. */
function lineBreak(bytes: Uint8Array, start: number): number {
  const stop = Math.min(bytes.length, start + SHORT_LINE);
  for (let i = start; i < stop; i++) if (bytes[i] === NEWLINE) return i;
  if (stop === bytes.length) return stop;
  const found = bytes.indexOf(NEWLINE, stop);
  return found === -1 ? bytes.length : found;
}

/** One pass over the bytes: the line count, the first line's length, and how many lines from the first are as long. */
function countLines(bytes: Uint8Array): [count: number, firstLineBytes: number, fullLines: number] {
  const length = bytes.length;
  const first = contentEnd(bytes, 0, lineBreak(bytes, 0));
  // Lines are measured until one is shorter than the first (none is when the first is empty), then only counted.
  let full = 0;
  let start = 0;
  while (first > 0 && start < length) {
    const newline = lineBreak(bytes, start);
    if (contentEnd(bytes, start, newline) - start < first) break;
    full++;
    start = newline + 1;
  }
  if (start >= length) return [full, first, full];
  let breaks = 0;
  for (let i = start; i < length; i++) if (bytes[i] === NEWLINE) breaks++;
  const count = full + breaks + (bytes[length - 1] === NEWLINE ? 0 : 1);
  return [count, first, first > 0 ? full : count];
}

/** Bit j set where line j (j < lines) repeats line j − 1 byte for byte. */
function findRepeats(bytes: Uint8Array, lines: number): Uint8Array {
  const bits = new Uint8Array(Math.ceil(lines / 8));
  let previousStart = 0;
  let previousEnd = contentEnd(bytes, 0, lineBreak(bytes, 0));
  let start = lineBreak(bytes, 0) + 1;
  for (let j = 1; j < lines; j++) {
    const newline = lineBreak(bytes, start);
    const end = contentEnd(bytes, start, newline);
    if (end - start === previousEnd - previousStart && sameBytes(bytes, previousStart, start, end - start)) bits[j >> 3]! |= 1 << (j & 7);
    previousStart = start;
    previousEnd = end;
    start = newline + 1;
  }
  return bits;
}

function sameBytes(bytes: Uint8Array, a: number, b: number, length: number): boolean {
  for (let k = 0; k < length; k++) if (bytes[a + k] !== bytes[b + k]) return false;
  return true;
}

function isAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! >= 0x80) return false;
  return true;
}

/** How many ASCII bytes start the line (the column of its first non-ASCII byte). */
function asciiPrefix(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && bytes[i]! < 0x80) i++;
  return i;
}

/** A character for a message: quoted when printable, else its code point. */
export function describeCharacter(code: number): string {
  if (code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0)) return JSON.stringify(String.fromCodePoint(code));
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

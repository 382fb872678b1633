// TextInput keeps nothing per line: its cursor, its counts and its repeat bits agree with splitting the input up front.

import fc from "fast-check";
import { expect, it } from "vitest";
import { TextInput } from "../src/formats/text-input.js";
import { FormatError } from "../src/node.js";

/** The lines as the readers always took them: split at "\n", a "\r" before it dropped, no line after a final break. */
function split(bytes: Uint8Array): Uint8Array[] {
  const lines: Uint8Array[] = [];
  for (let start = 0; start < bytes.length; ) {
    const newline = bytes.indexOf(0x0a, start);
    const end = newline === -1 ? bytes.length : newline;
    lines.push(bytes.subarray(start, end > start && bytes[end - 1] === 0x0d ? end - 1 : end));
    start = end + 1;
  }
  return lines;
}

const text = fc.array(fc.constantFrom(..."ab\r\n\n"), { minLength: 1, maxLength: 60 }).map((units) => new TextEncoder().encode(units.join("")));

it("lines, counts and repeats agree with splitting, whatever order the lines are asked in", () => {
  fc.assert(
    fc.property(text, fc.array(fc.nat(), { maxLength: 30 }), fc.nat(4), fc.boolean(), (bytes, order, n, repeatsFirst) => {
      const lines = split(bytes);
      const input = new TextInput("test", bytes);
      const full = lines.findIndex((line) => line.length < lines[0]!.length);
      const fullLines = full === -1 ? lines.length : full;
      // Asking for repeats first lets the cursor step over repeated lines without scanning them.
      if (repeatsFirst) for (let j = 0; j < lines.length; j++) input.repeatsPrevious(j);
      expect([input.count, input.firstLineBytes]).toEqual([lines.length, lines[0]!.length]);
      for (const j of [...order.map((k) => k % lines.length), ...lines.keys()]) {
        expect(Array.from(input.bytesOf(j))).toEqual(Array.from(lines[j]!));
        expect(input.endOf(j) - input.startOf(j)).toBe(lines[j]!.length);
      }
      for (let j = 0; j < lines.length; j++) {
        const repeats = j > 0 && j < fullLines && lines[j]!.join() === lines[j - 1]!.join();
        expect(input.repeatsPrevious(j)).toBe(repeats);
      }
      for (const atLeast of [n, lines[0]!.length]) {
        const short = lines.findIndex((line) => line.length < atLeast);
        expect(input.linesAtLeast(atLeast)).toBe(short === -1 ? lines.length : short);
      }
    }),
    { numRuns: 1000 },
  );
});

it("an empty input is refused at line 1", () => {
  expect(() => new TextInput("test", new Uint8Array(0))).toThrow(new FormatError("test", "the input is empty", { line: 1, column: 1 }));
});

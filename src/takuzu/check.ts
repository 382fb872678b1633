// Givens that break a rule on their own: three equal side by side, more than half of a line one
// digit, or (takuzu rules) two complete equal lines. Messages count rows and columns from 1.

import { BLANK } from "./codes.js";
import type { TakuzuRules } from "./names.js";

/** A broken rule, at the 0-based cell where it is first seen. */
export interface GivenProblem {
  readonly x: number;
  readonly y: number;
  readonly message: string;
}

/** The first rule the givens break, or undefined. `cells`: row-major W·H of 0, 1, BLANK. */
export function findGivenProblem(width: number, height: number, cells: Uint8Array, rules: TakuzuRules): GivenProblem | undefined {
  for (let y = 0; y < height; y++) {
    const problem = lineProblem(width, (k) => cells[y * width + k]!, "row", y);
    if (problem) return { x: problem.at, y, message: problem.message };
  }
  for (let x = 0; x < width; x++) {
    const problem = lineProblem(height, (k) => cells[k * width + x]!, "column", x);
    if (problem) return { x, y: problem.at, message: problem.message };
  }
  if (rules !== "takuzu") return undefined;
  const rows = completeLines(height, width, (y, k) => cells[y * width + k]!);
  const rowPair = equalPair(rows);
  if (rowPair) return { x: 0, y: rowPair[1], message: `rows ${rowPair[0] + 1} and ${rowPair[1] + 1} are equal, and takuzu rules forbid two equal rows` };
  const columns = completeLines(width, height, (x, k) => cells[k * width + x]!);
  const columnPair = equalPair(columns);
  if (columnPair)
    return { x: columnPair[1], y: 0, message: `columns ${columnPair[0] + 1} and ${columnPair[1] + 1} are equal, and takuzu rules forbid two equal columns` };
  return undefined;
}

function lineProblem(length: number, cellAt: (k: number) => number, kind: string, index: number): { at: number; message: string } | undefined {
  const counts = [0, 0];
  for (let k = 0; k < length; k++) {
    const digit = cellAt(k);
    if (digit === BLANK) continue;
    if (k >= 2 && cellAt(k - 1) === digit && cellAt(k - 2) === digit) {
      const across = kind === "row" ? "columns" : "rows";
      return { at: k - 2, message: `${kind} ${index + 1} has three ${digit}s side by side (${across} ${k - 1} to ${k + 1})` };
    }
    counts[digit]!++;
    if (counts[digit]! > length / 2) {
      return { at: k, message: `${kind} ${index + 1} has more than ${length / 2} ${digit}s, but each digit fills exactly half of its ${length} cells` };
    }
  }
  return undefined;
}

/** Each complete line as a string of digits, or undefined when it has a blank. */
function completeLines(count: number, length: number, cellAt: (line: number, k: number) => number): (string | undefined)[] {
  return Array.from({ length: count }, (_, line) => {
    let text = "";
    for (let k = 0; k < length; k++) {
      const digit = cellAt(line, k);
      if (digit === BLANK) return undefined;
      text += digit;
    }
    return text;
  });
}

function equalPair(lines: readonly (string | undefined)[]): [number, number] | undefined {
  const seen = new Map<string, number>();
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    if (line === undefined) continue;
    const first = seen.get(line);
    if (first !== undefined) return [first, index];
    seen.set(line, index);
  }
  return undefined;
}

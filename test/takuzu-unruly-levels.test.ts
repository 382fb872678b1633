// `levels: "unruly"` grades and generates by Simon Tatham's Unruly's level boundaries: a line's last blank is
// trivial, and quotas and (under the takuzu rule) unique lines are easy, where daedalus keeps them for easy and hard.
// Checked against an independent, plainly written solver of those rules (arrays, no bit tricks) on hundreds of
// puzzles from both level systems, both rule sets and both backends.

import { describe, expect, it } from "vitest";
import { InvalidArgumentError, type TakuzuGrid, type TakuzuRules, takuzu } from "../src/node.js";

const BLANK = 2;

/** The rows and columns of a W×H grid as lists of cell indices. */
function linesOf(width: number, height: number): { rows: number[][]; columns: number[][] } {
  const rows = Array.from({ length: height }, (_, y) => Array.from({ length: width }, (_, x) => y * width + x));
  const columns = Array.from({ length: width }, (_, x) => Array.from({ length: height }, (_, y) => y * width + x));
  return { rows, columns };
}

const count = (cells: number[], line: number[], value: number) => line.filter((i) => cells[i] === value).length;

/** One pass of Unruly's trivial deductions over a line: pairs, gaps and the last blank; true if a cell was set. */
function trivialPass(cells: number[], line: number[]): boolean {
  let changed = false;
  for (let k = 0; k + 2 < line.length; k++) {
    const [a, b, c] = [line[k]!, line[k + 1]!, line[k + 2]!];
    const [va, vb, vc] = [cells[a]!, cells[b]!, cells[c]!];
    if (va !== BLANK && va === vb && vc === BLANK) [cells[c], changed] = [1 - va, true];
    else if (vb !== BLANK && vb === vc && va === BLANK) [cells[a], changed] = [1 - vb, true];
    else if (va !== BLANK && va === vc && vb === BLANK) [cells[b], changed] = [1 - va, true];
  }
  const blanks = line.filter((i) => cells[i] === BLANK);
  if (blanks.length === 1) {
    cells[blanks[0]!] = count(cells, line, 0) < line.length / 2 ? 0 : 1;
    changed = true;
  }
  return changed;
}

/** Quotas: a line with all of one digit placed gets the other everywhere else. */
function quotaPass(cells: number[], line: number[]): boolean {
  let changed = false;
  for (const value of [0, 1]) {
    if (count(cells, line, value) !== line.length / 2) continue;
    for (const i of line) if (cells[i] === BLANK) [cells[i], changed] = [1 - value, true];
  }
  return changed;
}

/** Unique lines: a line one copy of a digit short, all its copies where a line with all of them has them, must not put the last one there. */
function uniquePass(cells: number[], lines: number[][]): boolean {
  let changed = false;
  const half = lines[0]!.length / 2;
  for (const value of [0, 1]) {
    for (const complete of lines) {
      const at = complete.map((i, k) => (cells[i] === value ? k : -1)).filter((k) => k >= 0);
      if (at.length !== half) continue;
      for (const partial of lines) {
        if (partial === complete) continue;
        const mine = partial.map((i, k) => (cells[i] === value ? k : -1)).filter((k) => k >= 0);
        if (mine.length !== half - 1 || !mine.every((k) => at.includes(k))) continue;
        const last = partial[at.find((k) => !mine.includes(k))!]!;
        if (cells[last] === BLANK) [cells[last], changed] = [1 - value, true];
      }
    }
  }
  return changed;
}

/** Unruly's level of a puzzle as far as this oracle knows: trivial, easy, or "harder" (normal or beyond). */
function unrulyLevel(puzzle: TakuzuGrid): "trivial" | "easy" | "harder" {
  const { rows, columns } = linesOf(puzzle.width, puzzle.height);
  const all = [...rows, ...columns];
  const solvedWith = (easy: boolean): boolean => {
    const cells = [...puzzle.cells];
    let changed = true;
    while (changed) {
      changed = false;
      for (const line of all) changed = trivialPass(cells, line) || changed;
      if (changed || !easy) continue;
      for (const line of all) changed = quotaPass(cells, line) || changed;
      if (puzzle.rules === "takuzu") changed = uniquePass(cells, rows) || uniquePass(cells, columns) || changed;
    }
    return cells.every((cell) => cell !== BLANK);
  };
  return solvedWith(false) ? "trivial" : solvedWith(true) ? "easy" : "harder";
}

/** Puzzles from both level systems, every difficulty, both rule sets, several sizes and seeds. */
function puzzles(): TakuzuGrid[] {
  const out: TakuzuGrid[] = [];
  for (const rules of ["takuzu", "unruly"] as TakuzuRules[]) {
    for (const [width, height] of [
      [6, 6],
      [8, 8],
      [10, 8],
      [12, 12],
    ] as const) {
      for (const difficulty of takuzu.difficulties) {
        for (const levels of takuzu.levelSystems) {
          for (let seed = 0; seed < 5; seed++) {
            try {
              out.push(takuzu.generate({ width, height, difficulty, rules, levels, seed }).puzzle);
            } catch (error) {
              // Some small sizes have no puzzle of a level (the generator says so by name); they are simply not in the set.
              if (!(error instanceof InvalidArgumentError)) throw error;
            }
          }
        }
      }
    }
  }
  return out;
}

describe("takuzu levels: unruly", () => {
  const set = puzzles();

  it("grades every puzzle of the set as the independent solver of Unruly's boundaries does, on both backends", () => {
    expect(set.length).toBeGreaterThan(250);
    for (const puzzle of set) {
      const expected = unrulyLevel(puzzle);
      const wasm = takuzu.grade(puzzle, { levels: "unruly" });
      const reference = takuzu.grade(puzzle, { levels: "unruly", backend: "reference" });
      expect(reference, `seed ${puzzle.seed}`).toBe(wasm);
      if (expected === "harder") expect(["normal", "hard", "beyond-hard"]).toContain(wasm);
      else expect(wasm, `${puzzle.width}×${puzzle.height} ${puzzle.rules} seed ${puzzle.seed}`).toBe(expected);
    }
  });

  it("the two systems disagree where the issue says they do, and only there", () => {
    const pairs = set.map((puzzle) => [takuzu.grade(puzzle), takuzu.grade(puzzle, { levels: "unruly" })] as const);
    // Unruly's levels never rank a puzzle harder: its trivial and easy allow more.
    const rank = (grade: string) => takuzu.difficulties.indexOf(grade as never);
    for (const [daedalus, unruly] of pairs) if (rank(daedalus) >= 0) expect(rank(unruly)).toBeLessThanOrEqual(rank(daedalus));
    expect(pairs.some(([daedalus, unruly]) => daedalus === "easy" && unruly === "trivial")).toBe(true);
    expect(pairs.some(([daedalus, unruly]) => daedalus === "hard" && unruly === "easy")).toBe(true);
  });

  it("generates at Unruly's levels: each puzzle grades at the difficulty asked for, on both backends alike", () => {
    for (const difficulty of takuzu.difficulties) {
      for (let seed = 0; seed < 4; seed++) {
        const request = { width: 10, height: 10, difficulty, levels: "unruly" as const, seed };
        const { puzzle } = takuzu.generate(request);
        expect(takuzu.generate({ ...request, backend: "reference" }).puzzle.cells).toEqual(puzzle.cells);
        expect(takuzu.grade(puzzle, { levels: "unruly" })).toBe(difficulty);
      }
    }
  });

  it("an unknown level system is refused by name", () => {
    expect(() => takuzu.grade(takuzu.generate({ width: 6, height: 6, seed: 1 }).puzzle, { levels: "tatham" as never })).toThrow(
      new InvalidArgumentError('levels must be one of daedalus, unruly, got "tatham"'),
    );
  });
});

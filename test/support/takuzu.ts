// Independent oracles for the Takuzu tests, written from the rules with plain arrays: no bit
// masks and none of the library's solver code. Cells are row-major W·H values 0, 1, or 2 (blank).

export const BLANK = 2;
export type Rules = "takuzu" | "unruly";

type Lines = { readonly rows: readonly (readonly number[])[]; readonly columns: readonly (readonly number[])[] };
const linesBySize = new Map<string, Lines>();

/** Every row, then every column, as a list of cell indices (made once per size: the solver below asks at every step). */
function linesOf(width: number, height: number): Lines {
  const key = `${width}x${height}`;
  let lines = linesBySize.get(key);
  if (!lines) {
    const rows = Array.from({ length: height }, (_, y) => Object.freeze(Array.from({ length: width }, (_, x) => y * width + x)));
    const columns = Array.from({ length: width }, (_, x) => Object.freeze(Array.from({ length: height }, (_, y) => y * width + x)));
    lines = Object.freeze({ rows: Object.freeze(rows), columns: Object.freeze(columns) });
    linesBySize.set(key, lines);
  }
  return lines;
}

/** "" when the full grid keeps every rule, else the first rule it breaks. */
export function ruleProblem(width: number, height: number, cells: ArrayLike<number>, rules: Rules): string {
  const { rows, columns } = linesOf(width, height);
  for (const line of [...rows, ...columns]) {
    const values = line.map((i) => cells[i]!);
    if (values.some((v) => v !== 0 && v !== 1)) return "a cell is not 0 or 1";
    if (values.filter((v) => v === 1).length * 2 !== values.length) return `line ${line.join(",")} is unbalanced`;
    for (let k = 2; k < values.length; k++) {
      if (values[k] === values[k - 1] && values[k] === values[k - 2]) return `three equal in line ${line.join(",")}`;
    }
  }
  if (rules === "takuzu") {
    for (const group of [rows, columns]) {
      const texts = group.map((line) => line.map((i) => cells[i]).join(""));
      if (new Set(texts).size !== texts.length) return "two equal lines";
    }
  }
  return "";
}

const gridsBySize = new Map<string, readonly Uint8Array[]>();

/** Every valid full grid of a small size, built row by row from the valid rows (once per size and rules; do not change them). */
export function allGrids(width: number, height: number, rules: Rules): readonly Uint8Array[] {
  const key = `${width}x${height} ${rules}`;
  let grids = gridsBySize.get(key);
  if (!grids) {
    grids = Object.freeze(enumerateGrids(width, height, rules));
    gridsBySize.set(key, grids);
  }
  return grids;
}

function enumerateGrids(width: number, height: number, rules: Rules): Uint8Array[] {
  const validRows: number[][] = [];
  for (let bits = 0; bits < 1 << width; bits++) {
    const row = Array.from({ length: width }, (_, x) => (bits >> x) & 1);
    const balanced = row.filter((v) => v === 1).length * 2 === width;
    const noThree = row.every((v, k) => k < 2 || !(v === row[k - 1] && v === row[k - 2]));
    if (balanced && noThree) validRows.push(row);
  }
  const grids: Uint8Array[] = [];
  const chosen: number[][] = [];
  const extend = (): void => {
    if (chosen.length === height) {
      const cells = Uint8Array.from(chosen.flat());
      if (ruleProblem(width, height, cells, rules) === "") grids.push(cells);
      return;
    }
    for (const row of validRows) {
      chosen.push(row);
      if (columnsStillPossible(chosen, width, height)) extend();
      chosen.pop();
    }
  };
  extend();
  return grids;
}

function columnsStillPossible(rows: number[][], width: number, height: number): boolean {
  const y = rows.length - 1;
  for (let x = 0; x < width; x++) {
    const ones = rows.reduce((sum, row) => sum + row[x]!, 0);
    if (ones > height / 2 || rows.length - ones > height / 2) return false;
    if (y >= 2 && rows[y]![x] === rows[y - 1]![x] && rows[y]![x] === rows[y - 2]![x]) return false;
  }
  return true;
}

/** How many of the grids agree with every given of the puzzle, stopping at 2. */
export function countMatching(puzzle: ArrayLike<number>, grids: readonly Uint8Array[]): number {
  let count = 0;
  for (const grid of grids) {
    let agrees = true;
    for (let i = 0; i < grid.length && agrees; i++) agrees = puzzle[i] === BLANK || puzzle[i] === grid[i];
    if (agrees && ++count === 2) break;
  }
  return count;
}

type Outcome = "solved" | "stuck" | "broken";

/**
 * Whether the deductions of a level (0 trivial, 1 easy, 2 normal, 3 hard) fill the puzzle:
 * pairs and gaps; + full quotas; + near-complete lines; + unique lines and one-cell trials.
 */
export function solvesAt(width: number, height: number, puzzle: ArrayLike<number>, rules: Rules, level: number): boolean {
  const cells = Array.from(puzzle);
  return closure(width, height, cells, rules, level, level === 3) === "solved";
}

function closure(width: number, height: number, cells: number[], rules: Rules, level: number, trials: boolean): Outcome {
  const { rows, columns } = linesOf(width, height);
  while (true) {
    if (isBroken(rows, columns, cells, rules)) return "broken";
    const forced = deductions(rows, columns, cells, rules, level);
    if (forced === "broken") return "broken";
    if (forced.size > 0) {
      for (const [cell, value] of forced) cells[cell] = value;
      continue;
    }
    if (!cells.includes(BLANK)) return "solved";
    if (!trials || !settleOneByTrial(width, height, cells, rules)) return "stuck";
  }
}

/** Gives a blank cell the other digit when one digit makes propagation (hard, no trials) break a rule. */
function settleOneByTrial(width: number, height: number, cells: number[], rules: Rules): boolean {
  for (let cell = 0; cell < cells.length; cell++) {
    if (cells[cell] !== BLANK) continue;
    for (const digit of [0, 1]) {
      const trial = cells.slice();
      trial[cell] = digit;
      if (closure(width, height, trial, rules, 3, false) === "broken") {
        cells[cell] = 1 - digit;
        return true;
      }
    }
  }
  return false;
}

function isBroken(rows: Lines["rows"], columns: Lines["columns"], cells: number[], rules: Rules): boolean {
  for (const line of [...rows, ...columns]) {
    const values = line.map((i) => cells[i]!);
    for (const digit of [0, 1]) if (values.filter((v) => v === digit).length > line.length / 2) return true;
    for (let k = 2; k < values.length; k++) if (values[k] !== BLANK && values[k] === values[k - 1] && values[k] === values[k - 2]) return true;
  }
  if (rules === "takuzu") {
    // Two lines holding all their copies of a digit in the same places will end equal.
    for (const group of [rows, columns]) {
      for (const digit of [0, 1]) {
        const full = group.filter((line) => line.filter((i) => cells[i] === digit).length === line.length / 2);
        const keys = full.map((line) => line.map((i) => (cells[i] === digit ? "x" : "-")).join(""));
        if (new Set(keys).size !== keys.length) return true;
      }
    }
  }
  return false;
}

/** Every assignment the level's line and unique-lines deductions force right now (cell → digit). */
function deductions(rows: Lines["rows"], columns: Lines["columns"], cells: number[], rules: Rules, level: number): Map<number, number> | "broken" {
  const forced = new Map<number, number>();
  const force = (cell: number, digit: number): boolean => {
    if (forced.has(cell) && forced.get(cell) !== digit) return false;
    forced.set(cell, digit);
    return true;
  };
  for (const line of [...rows, ...columns]) {
    const values = line.map((i) => cells[i]!);
    const half = line.length / 2;
    // Each window of three with exactly one blank and two equal digits: the blank takes the other digit. (Plain
    // comparisons: this loop is most of the Takuzu tests' time.)
    for (let k = 0; k + 2 < values.length; k++) {
      const a = values[k]!;
      const b = values[k + 1]!;
      const c = values[k + 2]!;
      if (a === BLANK && b !== BLANK && c === b && !force(line[k]!, 1 - b)) return "broken";
      if (b === BLANK && a !== BLANK && c === a && !force(line[k + 1]!, 1 - a)) return "broken";
      if (c === BLANK && a !== BLANK && b === a && !force(line[k + 2]!, 1 - a)) return "broken";
    }
    const blankPositions = values.flatMap((v, k) => (v === BLANK ? [k] : []));
    for (const digit of [0, 1]) {
      const placed = values.filter((v) => v === digit).length;
      if (level >= 1 && placed === half) {
        for (const k of blankPositions) if (!force(line[k]!, 1 - digit)) return "broken";
      }
      if (level >= 2 && placed === half - 1) {
        const completions = blankPositions
          .map((p) => values.map((v, k) => (v !== BLANK ? v : k === p ? digit : 1 - digit)))
          .filter((completed) => completed.every((v, k) => k < 2 || !(v === completed[k - 1] && v === completed[k - 2])));
        if (completions.length === 0) return "broken";
        for (const k of blankPositions) {
          if (completions.every((completed) => completed[k] === completions[0]![k]) && !force(line[k]!, completions[0]![k]!)) return "broken";
        }
      }
    }
  }
  if (level >= 3 && rules === "takuzu") {
    for (const group of [rows, columns]) {
      for (const digit of [0, 1]) {
        for (const complete of group) {
          const places = complete.map((i) => cells[i] === digit);
          if (places.filter(Boolean).length !== complete.length / 2) continue;
          for (const partial of group) {
            if (partial === complete) continue;
            const own = partial.map((i) => cells[i] === digit);
            if (own.filter(Boolean).length !== partial.length / 2 - 1 || own.some((has, k) => has && !places[k])) continue;
            const k = places.findIndex((has, j) => has && !own[j]);
            if (cells[partial[k]!] === BLANK && !force(partial[k]!, 1 - digit)) return "broken";
          }
        }
      }
    }
  }
  return forced;
}

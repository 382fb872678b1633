// Takuzu's rules on a grid being played: which cells break a rule (shown to the player), and the next deduction a
// person would make, with the rule that makes it (the hint). Cells are row-major 0, 1 or BLANK (2).

export const BLANK = 2;

export interface Hint {
  index: number;
  digit: 0 | 1;
  rule: string;
}

/** The cells of a line, as indexes into the grid. */
function lines(width: number, height: number): { name: string; cells: number[] }[] {
  const all: { name: string; cells: number[] }[] = [];
  for (let y = 0; y < height; y++) all.push({ name: `row ${y + 1}`, cells: Array.from({ length: width }, (_, x) => y * width + x) });
  for (let x = 0; x < width; x++) all.push({ name: `column ${x + 1}`, cells: Array.from({ length: height }, (_, y) => y * width + x) });
  return all;
}

/** Every cell that takes part in a broken rule: three equal in a row, more than half of a line one digit, two equal full lines. */
export function violations(cells: Uint8Array, width: number, height: number, uniqueLines: boolean): Set<number> {
  const bad = new Set<number>();
  const all = lines(width, height);
  for (const { cells: line } of all) {
    for (let k = 0; k + 2 < line.length; k++) {
      const [a, b, c] = [cells[line[k]!]!, cells[line[k + 1]!]!, cells[line[k + 2]!]!];
      if (a !== BLANK && a === b && b === c) for (const i of line.slice(k, k + 3)) bad.add(i);
    }
    for (const digit of [0, 1]) {
      const have = line.filter((i) => cells[i] === digit);
      if (have.length > line.length / 2) for (const i of have) bad.add(i);
    }
  }
  if (uniqueLines) {
    for (const group of [all.slice(0, height), all.slice(height)]) {
      for (let a = 0; a < group.length; a++) {
        for (let b = a + 1; b < group.length; b++) {
          const first = group[a]!.cells;
          const second = group[b]!.cells;
          if (first.every((i, k) => cells[i] !== BLANK && cells[i] === cells[second[k]!])) for (const i of [...first, ...second]) bad.add(i);
        }
      }
    }
  }
  return bad;
}

/** The next deduction from the cells filled so far (assumed right), simplest rule first; undefined when none of these applies. */
export function nextDeduction(cells: Uint8Array, width: number, height: number, uniqueLines: boolean): Hint | undefined {
  const all = lines(width, height);
  for (const { name, cells: line } of all) {
    for (let k = 0; k + 2 < line.length; k++) {
      const [i, j, l] = [line[k]!, line[k + 1]!, line[k + 2]!];
      const [a, b, c] = [cells[i]!, cells[j]!, cells[l]!];
      if (a !== BLANK && a === b && c === BLANK)
        return { index: l, digit: other(a), rule: `pair: two ${a}s side by side in ${name}, so the next cell is ${other(a)}` };
      if (b !== BLANK && b === c && a === BLANK)
        return { index: i, digit: other(b), rule: `pair: two ${b}s side by side in ${name}, so the cell before is ${other(b)}` };
      if (a !== BLANK && a === c && b === BLANK) return { index: j, digit: other(a), rule: `gap: a blank between two ${a}s in ${name} is ${other(a)}` };
    }
  }
  for (const { name, cells: line } of all) {
    for (const digit of [0, 1] as const) {
      const blank = line.find((i) => cells[i] === BLANK);
      if (blank !== undefined && line.filter((i) => cells[i] === digit).length === line.length / 2) {
        return { index: blank, digit: other(digit), rule: `quota: ${name} already holds its ${line.length / 2} ${digit}s, so its blanks are ${other(digit)}` };
      }
    }
  }
  if (uniqueLines) {
    for (const group of [all.slice(0, height), all.slice(height)]) {
      for (const { name, cells: line } of group) {
        const blanks = line.filter((i) => cells[i] === BLANK);
        if (blanks.length !== 2) continue;
        const twin = group.find(
          ({ cells: full }) => full.every((i) => cells[i] !== BLANK) && line.every((i, k) => cells[i] === BLANK || cells[i] === cells[full[k]!]),
        );
        if (twin) {
          const k = line.indexOf(blanks[0]!);
          const digit = other(cells[twin.cells[k]!]!);
          return { index: blanks[0]!, digit, rule: `unique lines: ${name} would repeat ${twin.name}, so this blank is ${digit}` };
        }
      }
    }
  }
  return undefined;
}

function other(digit: number): 0 | 1 {
  return digit === 0 ? 1 : 0;
}

// Openings as drawings see them: each gap becomes a passage through the outer wall, on both sides of it (the cell's
// bit outwards, the padding cell's bit inwards), in copies of the rows it touches; the maze's own cells never change.
// Every drawing that shows symmetric passages then draws the gap with no code of its own.

import type { MazeData, Openings } from "../grid/data.js";
import { E, N, S, strideOf, W } from "../grid/layout.js";

/** One bit to set: in padded row `row` (−1 the top padding, H the bottom one), at index `at` of that row. */
interface Gap {
  readonly row: number;
  readonly at: number;
  readonly bit: number;
}

/** The bits that open every gap, two per opening. */
function gapBits(width: number, height: number, openings: Openings): Gap[] {
  const gaps: Gap[] = [];
  for (const opening of [openings.entrance, openings.exit]) {
    if (!opening) continue;
    const { x, y, side } = opening;
    if (side === "N") gaps.push({ row: -1, at: x + 1, bit: S }, { row: 0, at: x + 1, bit: N });
    else if (side === "S") gaps.push({ row: height - 1, at: x + 1, bit: S }, { row: height, at: x + 1, bit: N });
    else if (side === "W") gaps.push({ row: y, at: 0, bit: E }, { row: y, at: 1, bit: W });
    else gaps.push({ row: y, at: width, bit: E }, { row: y, at: width + 1, bit: W });
  }
  return gaps;
}

/** Copies of the rows a maze's openings touch, each made once and kept for the whole drawing. */
export class OpenedRows {
  private readonly stride: number;
  private readonly gaps: readonly Gap[];
  private readonly rows: ReadonlySet<number>;
  private readonly copies = new Map<number, Uint8Array>();

  constructor(width: number, height: number, openings: Openings) {
    this.stride = strideOf(width);
    this.gaps = gapBits(width, height, openings);
    this.rows = new Set(this.gaps.map((gap) => gap.row));
  }

  /** Row `row` with its gaps opened, copied from `bytes` at `at`; undefined when no gap touches it (use the row as it is). */
  copy(row: number, bytes: Uint8Array, at: number): Uint8Array | undefined {
    if (!this.rows.has(row)) return undefined;
    let copy = this.copies.get(row);
    if (!copy) {
      copy = bytes.slice(at, at + this.stride);
      for (const gap of this.gaps) if (gap.row === row) copy[gap.at]! |= gap.bit;
      this.copies.set(row, copy);
    }
    return copy;
  }
}

/** The maze's cells with its gaps opened: a copy when it has openings, else its own cells (small drawings: svg). */
export function openedCells({ width, height, cells, openings }: MazeData): Uint8Array {
  if (!openings || (!openings.entrance && !openings.exit)) return cells;
  const stride = strideOf(width);
  const copy = cells.slice();
  for (const gap of gapBits(width, height, openings)) copy[(gap.row + 1) * stride + gap.at]! |= gap.bit;
  return copy;
}

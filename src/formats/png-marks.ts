// The start and goal marks over png's pixel rows, above walls, heat and path: each a square of drawing.ts's markSize
// in the background colour with the mark's colour inside its ring (svg's two rects), clipped to the picture. A mark
// may span several maze rows, so it is painted per pixel row, on a copy of the row the painter made.

import { type Drawing, markCorner } from "./drawing.js";
import type { Ends } from "./marks.js";

interface Box {
  readonly left: number;
  readonly top: number;
  readonly colour: number;
}

export class MarkOverlay {
  private readonly boxes: readonly Box[];
  private readonly size: number;
  private readonly ring: number;
  private readonly background: number;
  private readonly scratch: Uint8Array;
  // The pixel rows where what the overlay paints changes, in order.
  private readonly edges: readonly number[];

  /** `start` and `goal` are the marks' palette indices, `background` the ring's; the goal is painted over the start. */
  constructor(drawing: Drawing, ends: Ends | undefined, indices: { background: number; start: number; goal: number }) {
    this.boxes = ends
      ? [
          { ...corner(drawing, ends.start), colour: indices.start },
          { ...corner(drawing, ends.goal), colour: indices.goal },
        ]
      : [];
    this.size = drawing.markSize;
    this.ring = drawing.markRing;
    this.background = indices.background;
    this.scratch = new Uint8Array(drawing.pixelWidth);
    this.edges = this.boxes.flatMap(({ top }) => [top, top + this.ring, top + this.size - this.ring, top + this.size]).sort((a, b) => a - b);
  }

  /** How many of the `rows` pixel rows from y on look alike under the overlay (at least 1). */
  run(y: number, rows: number): number {
    const next = this.edges.find((edge) => edge > y);
    return next === undefined ? rows : Math.min(rows, next - y);
  }

  /** Pixel row y as drawn: `pixels` itself where no mark crosses it, else a copy with the marks painted on. */
  apply(y: number, pixels: Uint8Array): Uint8Array {
    const { size, ring, background } = this;
    const crossing = this.boxes.filter(({ top }) => y >= top && y < top + size);
    if (crossing.length === 0) return pixels;
    const row = this.scratch;
    row.set(pixels);
    for (const { left, top, colour } of crossing) {
      fill(row, left, left + size, background);
      if (y >= top + ring && y < top + size - ring) fill(row, left + ring, left + size - ring, colour);
    }
    return row;
  }
}

function corner(drawing: Drawing, cell: Ends["start"]): { left: number; top: number } {
  const [left, top] = markCorner(drawing, cell);
  return { left, top };
}

/** Pixels [from, to) clipped to the row. */
function fill(row: Uint8Array, from: number, to: number, value: number): void {
  row.fill(value, Math.max(0, from), Math.max(0, Math.min(row.length, to)));
}

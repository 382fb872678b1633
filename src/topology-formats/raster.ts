// A canvas of palette indices and the two things the scene asks of it: fill a polygon (even-odd, sampled at pixel
// centres, so polygons sharing an edge meet without gaps or overlap) and stroke a line (each segment a rectangle
// with square caps, the joints covered by the caps).

export type PixelPoint = readonly [x: number, y: number];

export class Canvas {
  readonly pixels: Uint8Array;
  // Crossings of one scanline, reused.
  private xs: number[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = new Uint8Array(width * height);
  }

  /** Fills the polygon (closed, any winding) with `value`. */
  fillPolygon(points: readonly PixelPoint[], value: number): void {
    let top = Number.POSITIVE_INFINITY;
    let bottom = Number.NEGATIVE_INFINITY;
    for (const [, y] of points) {
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
    const first = Math.max(0, Math.ceil(top - 0.5));
    const last = Math.min(this.height - 1, Math.ceil(bottom - 0.5) - 1);
    const { xs } = this;
    for (let row = first; row <= last; row++) {
      const y = row + 0.5;
      xs.length = 0;
      for (let k = 0; k < points.length; k++) {
        const [x0, y0] = points[k]!;
        const [x1, y1] = points[(k + 1) % points.length]!;
        if (y0 <= y !== y1 <= y) xs.push(x0 + ((y - y0) * (x1 - x0)) / (y1 - y0));
      }
      xs.sort((a, b) => a - b);
      const offset = row * this.width;
      for (let k = 0; k + 1 < xs.length; k += 2) {
        const from = Math.max(0, Math.ceil(xs[k]! - 0.5));
        const to = Math.min(this.width, Math.ceil(xs[k + 1]! - 0.5));
        if (to > from) this.pixels.fill(value, offset + from, offset + to);
      }
    }
  }

  /** Strokes the polyline `width` pixels wide with square caps; a single point is a square dot. */
  strokeLine(points: readonly PixelPoint[], width: number, value: number): void {
    const half = width / 2;
    if (points.length === 1) {
      const [x, y] = points[0]!;
      this.fillPolygon(
        [
          [x - half, y - half],
          [x + half, y - half],
          [x + half, y + half],
          [x - half, y + half],
        ],
        value,
      );
      return;
    }
    for (let k = 0; k + 1 < points.length; k++) {
      const [x0, y0] = points[k]!;
      const [x1, y1] = points[k + 1]!;
      const length = Math.hypot(x1 - x0, y1 - y0);
      if (length === 0) continue;
      // Along the segment (extended by the caps) and across it.
      const ax = ((x1 - x0) / length) * half;
      const ay = ((y1 - y0) / length) * half;
      this.fillPolygon(
        [
          [x0 - ax - ay, y0 - ay + ax],
          [x1 + ax - ay, y1 + ay + ax],
          [x1 + ax + ay, y1 + ay - ax],
          [x0 - ax + ay, y0 - ay - ax],
        ],
        value,
      );
    }
  }
}

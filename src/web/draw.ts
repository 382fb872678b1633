// Drawing a maze on a canvas: walls as lines when cells are large enough, else one pixel per cell; the distance view
// colours cells by their distance from the start in the library's heat palette, and the solution is a line through the
// cells' centres with start and goal marks, in the colours the library's svg and png drawings use.

import { DEFAULT_COLOURS, type Direction, heatLevel, heatPalette, type Maze } from "daedalus-maze";

export const WALL_MODE_MIN_CELL = 4;
const UNKNOWN = [200, 200, 200] as const;
const MAX_SIDE = 800;

/** What drawing needs of a maze (a Maze, or the cells the worker sent). */
export type Drawn = Pick<Maze, "width" | "height" | "cells">;

export interface View {
  maze: Drawn;
  cell: number;
  pixels: boolean;
  /** Pixels around the maze, so the outer walls are drawn whole. */
  margin: number;
}

/** Whether a maze is drawn one pixel per cell (too many cells for walls as lines). */
export function drawsPixels(width: number, height: number): boolean {
  return cellSide(width, height) < WALL_MODE_MIN_CELL;
}

function cellSide(width: number, height: number): number {
  return Math.max(1, Math.floor(Math.min(MAX_SIDE / width, MAX_SIDE / height, 48)));
}

/** One pixel per cell, coloured by distance from the start when a distance map is given (built in the worker too). */
export function heatImage(width: number, height: number, distances?: Uint32Array): ImageData {
  const image = new ImageData(width, height);
  // The library's heat palette (viridis, as svg and png draw it); grey where no distance is known.
  const palette = heatPalette();
  const far = distances ? distances.reduce((a, b) => (b !== 0xffffffff && b > a ? b : a), 0) : 0;
  for (let index = 0; index < width * height; index++) {
    const level = distances ? heatLevel(distances[index]!, far) : -1;
    const [red, green, blue] = level < 0 ? UNKNOWN : palette[level]!;
    image.data[index * 4] = red;
    image.data[index * 4 + 1] = green;
    image.data[index * 4 + 2] = blue;
    image.data[index * 4 + 3] = 255;
  }
  return image;
}

/** Shows a picture the worker drew (`scale` pixels per cell: 1, or less for a large maze) and returns its view. */
export function drawBitmap(canvas: HTMLCanvasElement, maze: Drawn, bitmap: ImageBitmap, scale: number): View {
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext("2d")!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return { maze, cell: scale, pixels: true, margin: 0 };
}

/** Wipes the canvas (left transparent): nothing is shown on it. */
export function clearBoard(canvas: HTMLCanvasElement): void {
  canvas.getContext("2d")!.clearRect(0, 0, canvas.width, canvas.height);
}

/** Sizes the canvas for the maze and draws it: floors coloured by `distances` (W·H, row-major) when given, and
 *  `hidden(x, y)` cells painted dark (hidden mode). */
export function drawMaze(canvas: HTMLCanvasElement, maze: Drawn, distances?: Uint32Array, hidden?: (x: number, y: number) => boolean): View {
  const cell = cellSide(maze.width, maze.height);
  const pixels = cell < WALL_MODE_MIN_CELL;
  const context = canvas.getContext("2d")!;
  if (pixels) {
    canvas.width = maze.width;
    canvas.height = maze.height;
    context.putImageData(heatImage(maze.width, maze.height, distances), 0, 0);
    return { maze, cell: 1, pixels, margin: 0 };
  }
  const margin = Math.max(1, Math.floor(cell / 10));
  canvas.width = maze.width * cell + 2 * margin;
  canvas.height = maze.height * cell + 2 * margin;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (distances) paintFloors(context, maze, distances, cell, margin);
  context.strokeStyle = "#2d3142";
  context.lineWidth = margin;
  context.fillStyle = "#b9b4c7";
  if (hidden) {
    for (let y = 0; y < maze.height; y++)
      for (let x = 0; x < maze.width; x++) if (hidden(x, y)) context.fillRect(margin + x * cell, margin + y * cell, cell, cell);
  }
  context.beginPath();
  const cells = maze.cells;
  for (let y = 0; y < maze.height; y++) {
    for (let x = 0; x < maze.width; x++) {
      if (hidden?.(x, y)) continue;
      const left = margin + x * cell;
      const top = margin + y * cell;
      const bits = cells[(y + 1) * (maze.width + 2) + x + 1]!;
      // Every side of a seen cell, so its walls show next to unseen cells too.
      if ((bits & 1) === 0) {
        context.moveTo(left, top);
        context.lineTo(left + cell, top);
      }
      if ((bits & 8) === 0) {
        context.moveTo(left, top);
        context.lineTo(left, top + cell);
      }
      if ((bits & 4) === 0) {
        context.moveTo(left, top + cell);
        context.lineTo(left + cell, top + cell);
      }
      if ((bits & 2) === 0) {
        context.moveTo(left + cell, top);
        context.lineTo(left + cell, top + cell);
      }
    }
  }
  context.stroke();
  return { maze, cell, pixels, margin };
}

/** Draws text (an emoji) centred on a cell over a coloured disc (seen even without an emoji font): canvas text, never markup. */
export function drawSymbol(canvas: HTMLCanvasElement, view: View, x: number, y: number, symbol: string, colour: string): void {
  const context = canvas.getContext("2d")!;
  context.fillStyle = colour;
  context.beginPath();
  context.arc(view.margin + (x + 0.5) * view.cell, view.margin + (y + 0.5) * view.cell, view.cell * 0.42, 0, 2 * Math.PI);
  context.fill();
  context.fillStyle = "#000";
  context.font = `${Math.floor(view.cell * 0.8)}px sans-serif`;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(symbol, view.margin + (x + 0.5) * view.cell, view.margin + (y + 0.55) * view.cell);
}

/** The floors of a walls-drawn maze in the heat palette (as svg and png paint them), grey where a cell was not reached. */
function paintFloors(context: CanvasRenderingContext2D, maze: Drawn, distances: Uint32Array, cell: number, margin: number): void {
  const palette = heatPalette();
  const far = distances.reduce((a, b) => (b !== 0xffffffff && b > a ? b : a), 0);
  for (let y = 0; y < maze.height; y++) {
    for (let x = 0; x < maze.width; x++) {
      const level = heatLevel(distances[y * maze.width + x]!, far);
      const [red, green, blue] = level < 0 ? UNKNOWN : palette[level]!;
      context.fillStyle = `rgb(${red} ${green} ${blue})`;
      context.fillRect(margin + x * cell, margin + y * cell, cell, cell);
    }
  }
}

/** The pixel at the centre of cell (x, y). */
export function cellCentre(view: View, x: number, y: number): [number, number] {
  return [view.margin + (x + 0.5) * view.cell, view.margin + (y + 0.5) * view.cell];
}

/** Draws points `from`..`to` (exclusive) of a solution as a line through the cells' centres, joined to point from − 1
 *  (so a path drawn in pieces is one line); square caps and mitred joins, as svg's polyline. At a pixel per cell (or
 *  less) the line is the path's own pixels, painted as squares: a stroked line would blend into its neighbours. */
export function drawPath(canvas: HTMLCanvasElement, view: View, path: readonly (readonly [number, number])[], from: number, to: number): void {
  const context = canvas.getContext("2d")!;
  context.strokeStyle = DEFAULT_COLOURS.path;
  context.fillStyle = DEFAULT_COLOURS.path;
  if (view.pixels) {
    const size = Math.max(1, view.cell);
    for (let index = from; index < to; index++) context.fillRect(path[index]![0] * view.cell, path[index]![1] * view.cell, size, size);
    return;
  }
  const width = Math.max(2, Math.round(view.cell / 3));
  const first = Math.max(0, from - 1);
  if (to - first < 1) return;
  if (to - first === 1) {
    // One cell: a square, as svg draws a path of one point.
    const [x, y] = cellCentre(view, ...(path[first]! as [number, number]));
    context.fillRect(x - width / 2, y - width / 2, width, width);
    return;
  }
  context.lineWidth = width;
  context.lineCap = "square";
  context.lineJoin = "miter";
  context.beginPath();
  for (let index = first; index < to; index++) {
    const [x, y] = cellCentre(view, ...(path[index]! as [number, number]));
    if (index === first) context.moveTo(x, y);
    else context.lineTo(x, y);
  }
  context.stroke();
}

/** Start and goal marks above everything, as svg and png draw them: a square in the background colour with the mark's
 *  colour inside its ring; the cell's floor where walls are drawn, else 1/40 of the picture's shorter side (at least 5). */
export function drawEnds(canvas: HTMLCanvasElement, view: View, start: readonly [number, number], goal: readonly [number, number]): void {
  const context = canvas.getContext("2d")!;
  const inset = Math.ceil(view.margin / 2);
  const size = view.pixels ? Math.max(5, Math.round(Math.min(canvas.width, canvas.height) / 40)) : view.cell - 2 * inset;
  const ring = Math.max(1, Math.round(size / 12));
  for (const [[x, y], colour] of [
    [start, DEFAULT_COLOURS.start],
    [goal, DEFAULT_COLOURS.goal],
  ] as const) {
    const [cx, cy] = cellCentre(view, x, y);
    // Moved inside the picture where a mark larger than a cell would stick out.
    const left = Math.max(0, Math.min(Math.round(cx - size / 2), canvas.width - size));
    const top = Math.max(0, Math.min(Math.round(cy - size / 2), canvas.height - size));
    context.fillStyle = DEFAULT_COLOURS.background;
    context.fillRect(left, top, size, size);
    context.fillStyle = colour;
    context.fillRect(left + ring, top + ring, size - 2 * ring, size - 2 * ring);
  }
}

/** The colour a wall flashes when the player walks into it. */
export const BUMP_COLOUR = "#ff7f0e";

/** Paints the wall on side `direction` of cell (x, y) in the bump colour (the next redraw takes it away). */
export function drawBump(canvas: HTMLCanvasElement, view: View, x: number, y: number, direction: Direction): void {
  if (view.pixels) return;
  const context = canvas.getContext("2d")!;
  const left = view.margin + x * view.cell;
  const top = view.margin + y * view.cell;
  const right = left + view.cell;
  const bottom = top + view.cell;
  const sides: Record<Direction, readonly [number, number, number, number]> = {
    N: [left, top, right, top],
    E: [right, top, right, bottom],
    S: [left, bottom, right, bottom],
    W: [left, top, left, bottom],
  };
  const [fromX, fromY, toX, toY] = sides[direction];
  context.strokeStyle = BUMP_COLOUR;
  context.lineWidth = Math.max(3, view.margin * 3);
  context.lineCap = "round";
  context.beginPath();
  context.moveTo(fromX, fromY);
  context.lineTo(toX, toY);
  context.stroke();
}

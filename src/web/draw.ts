// Drawing a maze on a canvas: walls as lines when cells are large enough, else one pixel per cell coloured
// by its distance from the start in the library's heat palette (so a 4000×4000 maze is a 4000×4000 image).

import { heatLevel, heatPalette, type Maze } from "daedalus-maze";

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

/** Sizes the canvas for the maze and draws it; `hidden(x, y)` cells are painted dark (hidden mode). */
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

/** Marks path cells `from`..`to` (exclusive) of a solution: red pixels or red squares. */
export function drawPath(canvas: HTMLCanvasElement, view: View, path: readonly (readonly [number, number])[], from: number, to: number): void {
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#e63946";
  const size = view.pixels ? 1 : Math.max(2, Math.floor(view.cell / 3));
  const offset = view.margin + (view.pixels ? 0 : Math.floor((view.cell - size) / 2));
  for (let index = from; index < to; index++) {
    const [x, y] = path[index]!;
    context.fillRect(offset + x * view.cell, offset + y * view.cell, size, size);
  }
}

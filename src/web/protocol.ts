// The messages between the page and its worker. Every job names the maze it is about (the worker keeps the last
// one it made and regenerates only when the request differs, so a worker started afresh after a cancel still
// answers), and the worker answers with progress messages and then one result or one error.

import type { Ends, TopologyRequest } from "./topology-settings.js";

export interface MazeRequest {
  /** A maze on this topology (generateOn), else on the square grid. */
  topology?: TopologyRequest;
  /** A topology's start and goal. */
  ends?: Ends;
  algorithm: string;
  width: number;
  height: number;
  seed: string | number;
  options: Record<string, string>;
}

export interface SolverRequest {
  solver: string;
  options: Record<string, string>;
}

export const DOWNLOAD_FORMATS = ["svg", "png", "json"] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export type Job =
  /** Generate (or reuse), then what the view needs: cells to draw (with distances for the heat view) or a picture, and
   *  the solution if asked. */
  | { kind: "show"; maze: MazeRequest; heat: boolean; solve: SolverRequest | null }
  /** The file of what is shown, written by the library's format code. */
  | { kind: "download"; maze: MazeRequest; heat: boolean; solve: SolverRequest | null; format: DownloadFormat }
  /** Timings of the Wasm core against the TypeScript reference (opt-in: the reference is slow on large mazes). */
  | { kind: "compare"; maze: MazeRequest; solve: SolverRequest }
  /** A Takuzu puzzle and its solution (a hard 32×32 takes most of a second). */
  | { kind: "takuzu"; width: number; height: number; seed: string | number; difficulty: string; rules: string; levels: string };

export interface Shown {
  width: number;
  height: number;
  algorithm: string;
  seed: number | null;
  /** SHA-256 of the padded cells (a topology's links), hex: the page exposes it so a test can compare a link's maze with generate(). */
  hash: string;
  /** The padded cells, for drawing walls (small mazes). */
  cells: Uint8Array | null;
  /** Distances from the start (W·H, row-major) for the heat view of a maze drawn with walls. */
  distances: Uint32Array | null;
  /** The heat map or plain picture, one pixel per cell or fewer (large mazes); a large topology's png, decoded. */
  bitmap: ImageBitmap | null;
  /** Pixels per cell of the bitmap (below 1 when a large maze was scaled down for the screen). */
  scale: number;
  /** The solution's cells as x, y pairs (a topology's: cell indices), and its length in moves (−1: not reached). */
  path: Uint32Array | null;
  length: number;
  generateMs: number;
  reused: boolean;
  /** A maze on a topology (its picture is `svg`, or `bitmap` when large), and its cell count. */
  onTopology: boolean;
  /** A maze on a topology of up to PAGE_SVG_MAX_CELLS cells: the library's svg drawing of it (heat, path, marks as asked). */
  svg: string | null;
  cellCount: number;
}

export interface Download {
  bytes: Uint8Array;
  type: string;
  name: string;
}

export interface Comparison {
  generate: { wasm: number; reference: number };
  solve: { wasm: number; reference: number };
}

export interface TakuzuPuzzle {
  /** Row-major cells: 0, 1, or 2 for a blank. */
  puzzle: Uint8Array;
  solution: Uint8Array;
  seed: number | null;
}

export type Result = Shown | Download | Comparison | TakuzuPuzzle;

export type Reply =
  | { id: number; type: "progress"; stage: string; done: number; total: number }
  | { id: number; type: "result"; result: Result }
  | { id: number; type: "error"; message: string };

export interface Envelope {
  id: number;
  job: Job;
}

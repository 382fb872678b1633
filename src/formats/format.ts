// What every format module provides: a chunked writer, and a reader where the format can be read.

import type { Solution } from "../solution.js";

/** The maze fields a writer needs (a Maze has them all). */
export interface MazeData {
  readonly width: number;
  readonly height: number;
  readonly cells: Uint8Array;
  readonly algorithm: string;
  readonly seed: number | null;
  /** A solution to draw or record with the maze, when the writer can. */
  readonly solution?: Solution;
}

/** Writers yield text or UTF-8 bytes in chunks of a few rows, so huge mazes never become one string. */
export type Chunk = string | Uint8Array;

export interface Format {
  readonly name: string;
  readonly summary: string;
  /** File extensions that select this format, with the dot. */
  readonly extensions: readonly string[];
  write(maze: MazeData): Iterable<Chunk>;
  /** Parses and fully validates; throws FormatError naming where the input is wrong. */
  read?(input: string): MazeData;
}

/** Rows are grouped into chunks of at least this many bytes. */
export const CHUNK_BYTES = 1 << 16;

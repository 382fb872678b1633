// What every format module provides: a chunked writer, and a reader where the format can be read.

import { optionKeys } from "../base/arguments.js";
import type { MazeData, Point, RowChunk, RowsHeader, Solution } from "../grid/data.js";

/** What a reader returns: the maze, and what the format stores beside the cells. */
export interface ReadResult extends MazeData {
  /** json: the stored solution, checked against the maze. */
  readonly solution?: Solution;
  /** game-map: the cells marked S and G. */
  readonly start?: Point;
  readonly goal?: Point;
}

/** Colours as CSS hex, "#rgb" or "#rrggbb". */
export interface Colours {
  readonly background: string;
  readonly wall: string;
  readonly path: string;
  readonly start: string;
  readonly goal: string;
  /** Heat map: the colour at distance 0 and at the largest distance (Buck's distance colouring). Unset, the heat map is
   *  viridis (from #440154 to #fde725); giving either makes it a gradient from near to far in OKLab. */
  readonly near: string;
  readonly far: string;
}

/** Options of the writers; each format uses the ones it can show and ignores the others. */
export interface WriteOptions {
  /** The path to draw (ascii, ascii-compact, unicode, svg, png) or store (json). */
  readonly solution?: Solution;
  /** Start and goal cells: default the solution's ends, else (0, 0) and (W−1, H−1). */
  readonly start?: Point;
  readonly goal?: Point;
  /** Mark start and goal (S/G in text, coloured cells in svg/png); game-map always marks them. */
  readonly marks?: boolean;
  /** svg/png heat map: distance of every cell, W·H row-major or in the padded layout; 0xFFFFFFFF = unreachable. */
  readonly distances?: Uint32Array;
  /** svg/png: pixels across a cell's floor, a wall, the drawn path, the blank border. */
  readonly cellSize?: number;
  readonly wallWidth?: number;
  readonly pathWidth?: number;
  readonly margin?: number;
  readonly colours?: Partial<Colours>;
  /** game-map: characters across a cell's floor (knossos' span). */
  readonly span?: number;
}

/**
 * The keys every writer takes, in WriteOptions' order (one list for all formats: a format ignores the ones it cannot
 * show); any other key is refused by name. The colours' names are checked where they are drawn (drawing.ts).
 */
export const WRITE_OPTION_KEYS = optionKeys<WriteOptions>()([
  "solution",
  "start",
  "goal",
  "marks",
  "distances",
  "cellSize",
  "wallWidth",
  "pathWidth",
  "margin",
  "colours",
  "span",
]);

/** What a maze's output comes to, known from its size and the options before anything is written. */
export interface OutputMeasure {
  /** Bytes of output (before any gzip): exactly this many, or (`exact` false) at most this many, where they depend on
   *  the maze's passages or path (unicode's box characters, ascii-compact's `█`). */
  readonly bytes?: number;
  readonly exact?: boolean;
  /** A raster's size in pixels (png), whose bytes depend on compression. */
  readonly pixels?: { readonly width: number; readonly height: number };
}

/** Writers yield text or UTF-8 bytes in chunks of a few rows, so huge mazes never become one string. */
export type Chunk = string | Uint8Array;

/** How several mazes follow each other in one output (`generate --count`). */
export interface Batching {
  /** Written between two mazes: "\n" (a blank line) between text drawings; "" where a record ends itself (json is
   *  one object per line, DMZ1 starts with its header). */
  readonly separator: string;
  /** Set where a batch is one document rather than records in a row (npy: one array of shape (n, 2, rows, cols)). */
  readonly document?: BatchDocument;
}

/**
 * A batch written as one document (of more than one maze, or of one the CLI's --count 1 asks for): `header` once
 * before the first maze (by shard 0 alone, so shards concatenate), then each maze as `record` writes it instead of
 * `write`. Every maze of a batch has one size.
 */
export interface BatchDocument {
  /** The header of a batch of `count` mazes of `width`×`height` cells. */
  header(count: number, width: number, height: number): Uint8Array;
  /** A maze's part of the document; validates it as `write` does (throws InvalidArgumentError), synchronously. */
  record(maze: MazeData, options?: WriteOptions): Iterable<Chunk>;
}

/** Batching of the text drawings: a blank line between two mazes. */
export const BLANK_LINE_BETWEEN: Batching = { separator: "\n" };
/** Batching of records that end themselves: nothing between two mazes. */
export const NOTHING_BETWEEN: Batching = { separator: "" };

/** A maze format: its writers, its reader where it has one, and what the CLI asks of it (batching, detection). */
export interface Format {
  readonly name: string;
  readonly summary: string;
  /** File extensions that select this format, with the dot. */
  readonly extensions: readonly string[];
  /** The output is UTF-8 text (writeToString can return it); otherwise bytes. */
  readonly text: boolean;
  /** Output is produced a few rows at a time, with memory independent of the maze's size. */
  readonly streams: boolean;
  /** The writer draws `distances` as a heat map (the CLI's --heatmap asks for it; other formats ignore distances). */
  readonly heatMap?: boolean;
  /** A picture (svg, png): the drawing sizes and colours apply (the CLI refuses its drawing flags on other formats). */
  readonly picture?: boolean;
  /** Several mazes may go in one output, with `separator` between them; absent: one maze per output (a picture). */
  readonly batch?: Batching;
  /** Validates the maze and options at once (throws InvalidArgumentError), then yields the output lazily. */
  write(maze: MazeData, options?: WriteOptions): Iterable<Chunk> | AsyncIterable<Chunk>;
  /**
   * Writes a maze that arrives as chunks of rows, in order (generateRows(), of any height up to 2^53): no excluded
   * cells, no solution, no heat map; start and goal default to the corners. `write` is this same writer over a whole
   * maze's rows (rowFormat() in row-format.ts builds both from one row writer). Validates the header and options at
   * once (throws InvalidArgumentError), then pulls rows as the output is consumed. Output chunks may be views on the
   * rows given (binary): finish with one before asking for the next when the rows are views on a reused buffer.
   */
  writeRows?(header: RowsHeader, rows: Iterable<RowChunk>, options?: WriteOptions): Iterable<Chunk> | AsyncIterable<Chunk>;
  /**
   * Writes only rows [from, to) of such a stream (a share of a run split across machines: generateRows' tileRows), so
   * that the slices of consecutive ranges, concatenated in order, are writeRows' bytes: the slice holding row 0 carries
   * what comes before the rows (binary's header), the slice holding the last row what follows them, and an empty slice
   * writes nothing. Only formats that write each
   * row on its own have it (binary, hex); the chunks' rows start at `from`.
   */
  writeRowSlice?(header: RowsHeader, rows: Iterable<RowChunk>, range: readonly [from: number, to: number], options?: WriteOptions): Iterable<Chunk>;
  /**
   * The output's size for a maze of `size` cells written with `options`, where the format knows it beforehand (the
   * CLI states a stream's size and keeps pictures within a pixel budget); validates the options it reads (throws
   * InvalidArgumentError).
   */
  measure?(size: { readonly width: number; readonly height: number }, options?: WriteOptions): OutputMeasure;
  /** Parses and fully validates; throws FormatError naming where the input is wrong. */
  read?(input: string | Uint8Array): ReadResult;
  /** Whether the first bytes of an input (up to 1 MiB: past a wide drawing's first line) look like this format (`--from-format auto`). */
  sniff?(head: Uint8Array): boolean;
  /**
   * Detection tries `sniff` from the highest priority down (default 0), in list order between equals: a test that
   * another format's content can pass must rank below that format's (a magic number above leading characters,
   * leading characters above "a line of hex digits").
   */
  readonly sniffPriority?: number;
}

/** Sniff priorities: a magic number; distinctive leading characters (these tests exclude each other); anything else. */
export const SNIFF_MAGIC = 2;
export const SNIFF_LEADING = 1;
export const SNIFF_LOOSE = 0;

/** Rows are grouped into chunks of at least this many bytes. */
export const CHUNK_BYTES = 1 << 16;

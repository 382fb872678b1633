// A format that writes rows states one row writer; rowFormat() builds its `write` (a whole maze, handed over as
// views on its rows) and its `writeRows` (a stream) from it, with the checks each path needs.
//
// The two paths differ only in what the rows' source knows, which RowSource answers:
//   - a whole maze may have excluded cells, a solution and a heat map; its start and goal default to the
//     solution's ends, else its first and last cells in the maze; its header is not checked (the maze is);
//   - a stream has its header checked, no excluded cells, and start and goal at the corners by default; a writer
//     that reads the options refuses a solution or heat map on it (they need the whole maze).

import { hasExcludedCells } from "../grid/check.js";
import type { MazeData, RowChunk, RowsHeader } from "../grid/data.js";
import { checkMaze as checkContract, mazeSnapshot } from "../grid/validated.js";
import type { Chunk, Format, WriteOptions } from "./format.js";
import { EndMarks, type Ends, type Marks, RowMarks, resolveEnds, streamEnds } from "./marks.js";
import { checkRowRange, checkRowsHeader, checkRowsIterable, checkStreamOptions, contractChunks, headerOf, mazeRows } from "./rows.js";
import { checkWriteInput, checkWriteOptions } from "./write-options.js";

/** What a row writer may ask of where its rows come from; each answer validates the options it reads (throws InvalidArgumentError). */
export interface RowSource {
  /** The path and, with `marks`, start and goal, row by row (a stream: start and goal only). */
  marks(): Marks;
  /** Start and goal (undefined only for a whole maze whose every cell is excluded). */
  ends(): Ends | undefined;
  /** Whether some cell is excluded (never in a stream). */
  masked(): boolean;
}

/**
 * Writes rows that arrive in order; validates what it reads at once (throws InvalidArgumentError), then yields the
 * output lazily. `header` and `options` are checked as rowFormat describes; `options` is never undefined.
 */
export type RowWriter = (header: RowsHeader, rows: Iterable<RowChunk>, options: WriteOptions, source: RowSource) => Iterable<Chunk> | AsyncIterable<Chunk>;

/** Writes rows [from, to) of a stream as their share of the row writer's bytes (Format.writeRowSlice); `header`, `range` and
 *  `options` are checked as for writeRows. */
export type SliceWriter = (header: RowsHeader, rows: Iterable<RowChunk>, range: readonly [from: number, to: number], options: WriteOptions) => Iterable<Chunk>;

/** A row-writing format's facts (a Format without its writers: they stream by construction) and its row writer. */
export interface RowFormatSpec extends Omit<Format, "streams" | "write" | "writeRows" | "writeRowSlice"> {
  /** The writer reads the write options (marks, solution, drawing sizes…), so a stream refuses the ones that need the
   *  whole maze; a writer that reads none ignores them on both paths. */
  readonly readsOptions: boolean;
  /** Checks a whole maze beyond its rows before anything else (binary copies the cells as they are: their count). */
  readonly checkMaze?: (maze: MazeData) => void;
  readonly rowWriter: RowWriter;
  /**
   * The writer's output is asynchronous: other calls may run between its steps, growing the Wasm memory (which
   * detaches every view of a maze's cells) or disposing the maze, so a whole maze is written from a copy of its cells.
   */
  readonly asynchronous?: boolean;
  /** For formats that write each row on its own: a share of the rows, so that shares concatenate into writeRows' bytes. */
  readonly sliceWriter?: SliceWriter;
}

/** The Format whose `write` and `writeRows` are `rowWriter` over a whole maze's rows and over a stream. */
export function rowFormat({ readsOptions, checkMaze, rowWriter, sliceWriter, asynchronous, ...facts }: RowFormatSpec): Format {
  const streamChecks = (header: RowsHeader, rows: unknown, options: WriteOptions): void => {
    checkWriteOptions(facts.name, options);
    checkRowsHeader(facts.name, header);
    checkRowsIterable(facts.name, rows);
    if (readsOptions) checkStreamOptions(facts.name, options);
  };
  return {
    ...facts,
    streams: true,
    write(given, options = {}) {
      // Each field read once (mazeSnapshot): checked and written are the same maze, whatever its getters answer later.
      const maze = asynchronous ? withOwnCells(given) : mazeSnapshot(given);
      checkWriteInput(facts.name, maze, options);
      checkMaze?.(maze);
      checkContract(maze);
      return rowWriter(headerOf(maze), mazeRows(maze), options, wholeMaze(maze, options));
    },
    writeRows(header, rows, options = {}) {
      streamChecks(header, rows, options);
      // The rows are checked against the grid contract as they come (a whole maze's were checked at once above).
      return rowWriter(header, contractChunks(header.width, header.height, rows), options, stream(header, options));
    },
    ...(sliceWriter && {
      writeRowSlice(header: RowsHeader, rows: Iterable<RowChunk>, range: readonly [number, number], options: WriteOptions = {}) {
        streamChecks(header, rows, options);
        checkRowRange(facts.name, header, range);
        return sliceWriter(header, contractChunks(header.width, header.height, rows, range), range, options);
      },
    }),
  };
}

/** The maze's fields, each read once and shape-checked (mazeSnapshot), over a copy of its cells that no other call can detach or free. */
function withOwnCells(maze: MazeData): MazeData {
  const snapshot = mazeSnapshot(maze);
  return { ...snapshot, cells: snapshot.cells.slice() };
}

function wholeMaze(maze: MazeData, options: WriteOptions): RowSource {
  return {
    marks: () => new RowMarks(maze, options, options.marks === true),
    ends: () => resolveEnds(maze, options),
    masked: () => hasExcludedCells(maze.width, maze.height, maze.cells),
  };
}

function stream(header: RowsHeader, options: WriteOptions): RowSource {
  return {
    marks: () => new EndMarks(header.width, options.marks ? streamEnds(header, options) : undefined),
    ends: () => streamEnds(header, options),
    masked: () => false,
  };
}

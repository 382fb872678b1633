// Openings: an entrance and an exit, gaps in the outer wall kept beside the cells (the cells keep the outer wall
// closed, so nothing that reads cells sees them). Here they are validated against a maze's size and mask, and
// resolved from what a caller writes: a side ("N", "top"), a side and an offset ("S:3", "W:-1"), or a cell on the
// edge ("0,5", "0,0:W").

import { checkKnownKeys, readOnce } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { MazeData, Opening, Openings, Point, Side } from "./data.js";
import { BORDER, cellIndex, E, N, S, W } from "./layout.js";
import { defaultGoal, defaultStart } from "./points.js";

export const SIDES: readonly Side[] = ["N", "E", "S", "W"];
/** The passage bit of each side (the way out of the cell through that wall). */
export const SIDE_BITS: Readonly<Record<Side, number>> = { N, E, S, W };

/** The size an opening is checked against, and the cells when there are any (a stream has none, and no mask). */
export interface OpeningSpace {
  readonly width: number;
  readonly height: number;
  readonly cells?: Uint8Array;
}

/** How a caller names an opening: a string in the CLI's syntax, a side with an optional offset, or a cell with an optional side. */
export type OpeningRequest = string | { readonly side: Side; readonly offset?: number } | { readonly x: number; readonly y: number; readonly side?: Side };

/** An entrance and an exit to resolve; `true` (in generate and the CLI's --openings) asks for them at the default start and goal. */
export interface OpeningsRequest {
  readonly entrance?: OpeningRequest;
  readonly exit?: OpeningRequest;
}

export const OPENING_SYNTAX =
  'a side (N, E, S, W or top, right, bottom, left: its middle cell), a side and an offset along it ("S:3"; negative from the far end, "E:-1"), or a cell on the edge ("0,5", or "0,0:W" to pick the side at a corner)';

const SIDE_WORDS: Readonly<Record<string, Side>> = {
  n: "N",
  north: "N",
  top: "N",
  e: "E",
  east: "E",
  right: "E",
  s: "S",
  south: "S",
  bottom: "S",
  w: "W",
  west: "W",
  left: "W",
};

/** A side from its letter or name (any case), or undefined. */
export function parseSide(text: string): Side | undefined {
  return Object.hasOwn(SIDE_WORDS, text.toLowerCase()) ? SIDE_WORDS[text.toLowerCase()] : undefined;
}

/** The side a cell on the edge opens to by default: the top or bottom wall first (a corner cell faces two ways). */
export function outwardSide({ width, height }: OpeningSpace, [x, y]: Point): Side | undefined {
  if (y === 0) return "N";
  if (y === height - 1) return "S";
  if (x === 0) return "W";
  if (x === width - 1) return "E";
  return undefined;
}

/**
 * What is wrong with `opening` as an opening of the maze (a whole number cell inside it, not masked out, on the edge
 * its side faces), or undefined when it is a good one.
 */
export function openingProblem(space: OpeningSpace, opening: unknown): string | undefined {
  if (typeof opening !== "object" || opening === null || Array.isArray(opening)) return `must be an object { x, y, side }, got ${describeValue(opening)}`;
  // A key of its own beyond these is refused, as a file's unknown fields are: it would be dropped without a word.
  const extra = Object.keys(opening).find((key) => key !== "x" && key !== "y" && key !== "side");
  if (extra !== undefined) return `${describeValue(extra)} is not a field of an opening; an opening has x, y and side`;
  const { x, y, side } = opening as Partial<Opening>;
  if (typeof side !== "string" || !SIDES.includes(side)) return `side must be one of ${SIDES.join(", ")}, got ${describeValue(side)}`;
  for (const [axis, value, size] of [
    ["x", x, space.width],
    ["y", y, space.height],
  ] as const) {
    if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) >= size) {
      return `${axis} must be an integer in [0, ${size - 1}] (the ${space.width}×${space.height} maze), got ${describeValue(value)}`;
    }
  }
  const edge = edgeOf(space, side);
  if ((side === "N" || side === "S" ? y : x) !== edge) {
    return `(${x}, ${y}) side ${side} is not in the outer wall: an opening on side ${side} needs ${side === "N" || side === "S" ? "y" : "x"} = ${edge}`;
  }
  if (space.cells && space.cells[cellIndex(space.width, x!, y!)] === BORDER) return `(${x}, ${y}) is masked out of the maze; pick an included cell`;
  return undefined;
}

/** The row (N, S) or column (E, W) of the edge a side faces. */
function edgeOf({ width, height }: OpeningSpace, side: Side): number {
  return side === "N" || side === "W" ? 0 : side === "S" ? height - 1 : width - 1;
}

/** A problem of an openings value: which field (none: the whole value) and what is wrong with it. */
export interface OpeningsProblem {
  readonly field?: string;
  readonly detail: string;
}

/** What is wrong with a whole openings value (an object with an entrance, an exit, both or neither), or undefined. */
export function openingsProblem(space: OpeningSpace, openings: unknown): OpeningsProblem | undefined {
  if (typeof openings !== "object" || openings === null || Array.isArray(openings)) {
    return { detail: `must be an object { entrance?, exit? }, got ${describeValue(openings)}` };
  }
  const unknown = Object.keys(openings).find((key) => key !== "entrance" && key !== "exit");
  if (unknown !== undefined) return { field: unknown, detail: "is not an opening: openings may have entrance and exit" };
  const { entrance, exit } = openings as Openings;
  for (const [field, opening] of [
    ["entrance", entrance],
    ["exit", exit],
  ] as const) {
    if (opening === undefined) continue;
    const detail = openingProblem(space, opening);
    if (detail) return { field, detail };
  }
  if (entrance && exit && entrance.x === exit.x && entrance.y === exit.y && entrance.side === exit.side) {
    return { field: "exit", detail: `is the entrance's gap, (${exit.x}, ${exit.y}) side ${exit.side}; an exit needs a gap of its own` };
  }
  return undefined;
}

/** A problem as one message, its field named after `name`. */
export function describeOpeningsProblem(name: string, { field, detail }: OpeningsProblem): string {
  return field === undefined ? `${name} ${detail}` : `${name}.${field}: ${detail}`;
}

/**
 * Checks an openings value against the maze (InvalidArgumentError naming what is wrong and what is allowed); returns
 * it as a fresh frozen object, or undefined when it holds no opening.
 */
export function checkOpenings(space: OpeningSpace, openings: unknown, name = "openings"): Openings | undefined {
  if (openings === undefined) return undefined;
  const problem = openingsProblem(space, openings);
  if (problem) throw new InvalidArgumentError(describeOpeningsProblem(name, problem));
  const { entrance, exit } = openings as Openings;
  if (!entrance && !exit) return undefined;
  const copy = (opening: Opening): Opening => Object.freeze({ x: opening.x, y: opening.y, side: opening.side });
  return Object.freeze({ ...(entrance && { entrance: copy(entrance) }), ...(exit && { exit: copy(exit) }) });
}

/** The opening a request names, checked against the maze (InvalidArgumentError naming `name` and the syntax). */
export function resolveOpening(space: OpeningSpace, given: unknown, name: string): Opening {
  // A String object is its text ("N"): read as an object, its keys were "0", "1"…
  const request = given instanceof String ? given.valueOf() : given;
  const opening = typeof request === "string" ? parseOpening(space, request, name) : fromObject(space, request, name);
  const problem = openingProblem(space, opening);
  if (problem) throw new InvalidArgumentError(`${name}: ${problem}`);
  return opening;
}

/**
 * An entrance and an exit resolved against the maze; undefined when neither is asked for. `true` puts them at the
 * default start and goal of solve(): (0, 0) and (W−1, H−1), or a masked maze's first and last included cells.
 */
export function resolveOpenings(space: OpeningSpace, request: OpeningsRequest | true | undefined, name = "openings"): Openings | undefined {
  if (request === undefined) return undefined;
  if (request === true) {
    const ends = space.cells
      ? [defaultStart(space as MazeData), defaultGoal(space as MazeData)]
      : [[0, 0] as const, [space.width - 1, space.height - 1] as const];
    const entrance = openingAt(space, ends[0]!, `${name}: the start`);
    // One cell is both start and goal (a 1×1 maze, a mask of one cell): the exit takes another side of it.
    const same = ends[0]![0] === ends[1]![0] && ends[0]![1] === ends[1]![1];
    const exit = openingAt(space, ends[1]!, `${name}: the goal`, same ? otherOutwardSide(space, ends[1]!, entrance.side, name) : undefined);
    return checkOpenings(space, { entrance, exit }, name);
  }
  if (typeof request !== "object" || request === null || Array.isArray(request)) {
    throw new InvalidArgumentError(`${name} must be true or an object { entrance?, exit? }, got ${describeValue(request)}`);
  }
  const unknown = Object.keys(request).find((key) => key !== "entrance" && key !== "exit");
  if (unknown !== undefined) throw new InvalidArgumentError(`${name} may have entrance and exit, got ${describeValue(unknown)}`);
  const entrance = request.entrance === undefined ? undefined : resolveOpening(space, request.entrance, `${name}.entrance`);
  const exit = request.exit === undefined ? undefined : resolveOpening(space, request.exit, `${name}.exit`);
  return checkOpenings(space, { ...(entrance && { entrance }), ...(exit && { exit }) }, name);
}

/** A side of the outer wall at `cell` other than `taken` (the opposite one first), for a second gap in the same cell. */
function otherOutwardSide({ width, height }: OpeningSpace, [x, y]: Point, taken: Side, name: string): Side {
  const opposite: Readonly<Record<Side, Side>> = { N: "S", S: "N", E: "W", W: "E" };
  const onWall = (side: Side): boolean => (side === "N" ? y === 0 : side === "S" ? y === height - 1 : side === "W" ? x === 0 : x === width - 1);
  const side = [opposite[taken], ...SIDES].find((candidate) => candidate !== taken && onWall(candidate));
  if (side === undefined) {
    throw new InvalidArgumentError(
      `${name}: the start and the goal are the one cell (${x}, ${y}), which has one side on the outer wall: automatic openings need two`,
    );
  }
  return side;
}

/** An opening at a cell: on the given side, else the side the cell faces out by (InvalidArgumentError off the edge). */
export function openingAt(space: OpeningSpace, cell: Point, name: string, side?: Side): Opening {
  const [x, y] = cell;
  const facing = side ?? outwardSide(space, cell);
  if (facing === undefined) {
    throw new InvalidArgumentError(
      `${name} (${x}, ${y}) is not on the outer wall of the ${space.width}×${space.height} maze: an opening needs x = 0 or ${space.width - 1}, or y = 0 or ${space.height - 1}`,
    );
  }
  return { x, y, side: facing };
}

/** The keys an opening object may have: { side, offset? } or { x, y, side? }. */
const OPENING_KEYS = ["side", "offset", "x", "y"] as const;

function fromObject(space: OpeningSpace, request: unknown, name: string): Opening {
  if (typeof request !== "object" || request === null || Array.isArray(request)) {
    throw new InvalidArgumentError(`${name} must be ${OPENING_SYNTAX}, or { side, offset? } or { x, y, side? }; got ${describeValue(request)}`);
  }
  // A misspelt key ({ side: "N", offest: 2 }) is refused, not read as its default (the side's middle cell); each key
  // read once, so a getter cannot answer the checks one value and the opening another.
  checkKnownKeys(request, name, OPENING_KEYS);
  const { x, y, side, offset } = readOnce(request as { x?: unknown; y?: unknown; side?: unknown; offset?: unknown }, OPENING_KEYS);
  if (side !== undefined && (typeof side !== "string" || !SIDES.includes(side as Side))) {
    throw new InvalidArgumentError(`${name}.side must be one of ${SIDES.join(", ")}, got ${describeValue(side)}`);
  }
  if (x === undefined && y === undefined) {
    if (side === undefined) throw new InvalidArgumentError(`${name} needs a side, or a cell x and y; got neither`);
    return alongSide(space, side as Side, offset, name);
  }
  if (offset !== undefined) throw new InvalidArgumentError(`${name}: give a side and an offset, or a cell x and y, not both`);
  for (const [axis, value] of [
    ["x", x],
    ["y", y],
  ] as const) {
    if (!Number.isSafeInteger(value)) throw new InvalidArgumentError(`${name}.${axis} must be an integer, got ${describeValue(value)}`);
  }
  return openingAt(space, [x as number, y as number], name, side as Side | undefined);
}

/** The opening `offset` cells along a side (its middle cell when undefined; negative counts from the far end). */
function alongSide(space: OpeningSpace, side: Side, offset: unknown, name: string): Opening {
  const length = side === "N" || side === "S" ? space.width : space.height;
  if (offset !== undefined && (!Number.isSafeInteger(offset) || (offset as number) < -length || (offset as number) >= length)) {
    throw new InvalidArgumentError(
      `${name}: the offset along side ${side} must be an integer in [${-length}, ${length - 1}] (negative from the far end), got ${describeValue(offset)}`,
    );
  }
  const along = offset === undefined ? (length - 1) >> 1 : (offset as number) < 0 ? length + (offset as number) : (offset as number);
  const edge = edgeOf(space, side);
  return side === "N" || side === "S" ? { x: along, y: edge, side } : { x: edge, y: along, side };
}

/** Parses the CLI's syntax (see OPENING_SYNTAX). */
function parseOpening(space: OpeningSpace, text: string, name: string): Opening {
  const cell = /^(\d+),(\d+)(?::([a-z]+))?$/i.exec(text);
  if (cell) {
    const side = cell[3] === undefined ? undefined : parseSide(cell[3]);
    if (cell[3] !== undefined && side === undefined)
      throw new InvalidArgumentError(`${name} ${JSON.stringify(text)}: unknown side ${JSON.stringify(cell[3])}; ${OPENING_SYNTAX}`);
    return openingAt(space, [Number(cell[1]), Number(cell[2])], name, side);
  }
  const along = /^([a-z]+)(?::(-?\d+))?$/i.exec(text);
  const side = along ? parseSide(along[1]!) : undefined;
  if (!along || side === undefined) throw new InvalidArgumentError(`${name} must be ${OPENING_SYNTAX}; got ${describeValue(text)}`);
  return alongSide(space, side, along[2] === undefined ? undefined : Number(along[2]), name);
}

/** The cell of an opening, as a point. */
export function openingCell(opening: Opening): Point {
  return [opening.x, opening.y];
}

/**
 * The start and goal solve() takes when none is given: the entrance's and the exit's cells, else the default start and
 * goal; stats() and pickMaze() measure the same path, so their lengths are solve(maze)'s.
 */
export function defaultEnds(maze: MazeData): { from: Point; to: Point } {
  const { entrance, exit } = checkOpenings(maze, maze.openings, "maze.openings") ?? {};
  return { from: entrance ? openingCell(entrance) : defaultStart(maze), to: exit ? openingCell(exit) : defaultGoal(maze) };
}

// daedalus-topology/1: a maze on a topology as one JSON object,
//   {"format","topology","parameters","algorithm","seed","cells","links","solution"?}
// links: the link bytes (one per cell, docs/ARCHITECTURE.md "Topologies") in base64; cells: their count (a check);
// solution: {"from","to","length","path"} with path the cells from start to goal. Reading rebuilds the topology from
// its name and parameters and checks everything (links symmetric and within each cell's slots, the path a shortest one
// through open passages); every problem is a FormatError naming the field. What the file promises about its size is
// checked against its parameters before building (promised-cells.ts).

import { checkReadable } from "../base/arguments.js";
import { base64ByteLength, decodeBase64, encodeBase64 } from "../base/base64.js";
import { DaedalusError, FormatError, SizeLimitError } from "../base/errors.js";
import { isSeed } from "../base/seed.js";
import { checkJsonDepth, excerpt } from "../formats/json-guard.js";
import { checkTopologyMaze, type TopologyMaze } from "../on-topology.js";
import { TOPOLOGY_NAMES, topology } from "../topology/index.js";
import type { Topology } from "../topology/topology.js";
import { checkJsonArguments, MAX_ALGORITHM_LENGTH, notShortest, type TopologySolution } from "./arguments.js";
import { passageOpen } from "./links.js";
import { checkPromisedCells } from "./promised-cells.js";

export const TOPOLOGY_JSON_FORMAT = "daedalus-topology/1";
const FORMAT = "topology json";
const FIELDS = ["format", "topology", "parameters", "algorithm", "seed", "cells", "links", "solution"];
const SOLUTION_FIELDS = ["from", "to", "length", "path"];
/** The most bytes topology json may have: V8's longest string (JSON.parse needs the whole text as one). */
export const TOPOLOGY_JSON_MAX_BYTES = 2 ** 29 - 24;

export type { TopologySolution };

/** What reading gives back: the maze, and its solution when the file has one. */
export interface TopologyJsonRead {
  readonly maze: TopologyMaze;
  readonly solution?: TopologySolution;
}

/** The json text of a maze on a topology (and its solution), one line. */
export function topologyJson(given: TopologyMaze, givenSolution?: TopologySolution): string {
  const { maze, solution } = checkJsonArguments(given, givenSolution);
  const { topology: t } = maze;
  const record: Record<string, unknown> = {
    format: TOPOLOGY_JSON_FORMAT,
    topology: t.name,
    parameters: t.parameters,
    algorithm: maze.algorithm,
    seed: maze.seed,
    cells: t.cellCount,
    links: encodeBase64(maze.links),
  };
  if (solution) record.solution = { from: solution.from, to: solution.to, length: solution.length, path: solution.path };
  return `${JSON.stringify(record)}\n`;
}

/** Whether the text looks like topology json (its format field), for the CLI to choose the reader; false for anything not a string. */
export function isTopologyJson(text: string): boolean {
  return typeof text === "string" && /^\s*\{\s*"format"\s*:\s*"daedalus-topology\//.test(text);
}

const fail = (detail: string): FormatError => new FormatError(FORMAT, detail);

/** Reads and checks topology json. */
export function readTopologyJson(input: string | Uint8Array): TopologyJsonRead {
  checkReadable(input, "readTopologyJson's input");
  if (input.length > TOPOLOGY_JSON_MAX_BYTES) throw fail(`${input.length} bytes is too large to parse as one JSON text`);
  let text: string;
  try {
    text = typeof input === "string" ? input : new TextDecoder("utf-8", { fatal: true }).decode(input);
  } catch {
    throw fail("the input is not valid UTF-8 text");
  }
  checkJsonDepth(text, FORMAT);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw fail(`not valid JSON (${(cause as Error).message})`);
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed))
    throw fail(`expected an object with ${FIELDS.slice(0, -1).join(", ")}, got ${excerpt(parsed)}`);
  const record = parsed as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!FIELDS.includes(key)) throw fail(`unknown field "${key}"; the fields are ${FIELDS.join(", ")}`);
  if (record.format !== TOPOLOGY_JSON_FORMAT) throw fail(`format must be "${TOPOLOGY_JSON_FORMAT}", got ${excerpt(record.format)}`);
  checkPromisedCells(record.topology, record.parameters, record.cells, record.links);
  const t = readTopology(record.topology, record.parameters);
  if (typeof record.algorithm !== "string" || record.algorithm.length === 0 || record.algorithm.length > MAX_ALGORITHM_LENGTH)
    throw fail(`algorithm must be a generator's name (a string of 1 to ${MAX_ALGORITHM_LENGTH} characters), got ${excerpt(record.algorithm)}`);
  const seed = record.seed;
  if (!isSeed(seed)) throw fail(`seed must be an integer from 0 to 2^32 − 1, got ${excerpt(seed)}`);
  if (record.cells !== t.cellCount)
    throw fail(`cells must be ${t.cellCount} (the cell count of ${t.name} ${describeParameters(t)}), got ${excerpt(record.cells)}`);
  if (typeof record.links !== "string") throw fail(`links must be a base64 string of ${t.cellCount} bytes, got ${excerpt(record.links)}`);
  const told = base64ByteLength(record.links);
  if (told !== undefined && told !== t.cellCount) throw fail(`links must hold ${t.cellCount} bytes (one per cell), got ${told}`);
  const links = decodeBase64(record.links);
  if (typeof links === "string") throw fail(`links: ${links}`);
  if (links.length !== t.cellCount) throw fail(`links must hold ${t.cellCount} bytes (one per cell), got ${links.length}`);
  const maze: TopologyMaze = { topology: t, links, algorithm: record.algorithm, seed };
  try {
    checkTopologyMaze(maze);
  } catch (error) {
    if (!(error instanceof DaedalusError)) throw error;
    throw fail(error.message.replace(/^maze\./, ""));
  }
  if (record.solution === undefined) return { maze };
  return { maze, solution: readSolution(maze, record.solution) };
}

function describeParameters(t: Topology): string {
  return JSON.stringify(t.parameters);
}

/** The topology from its name and parameters; the builder's errors become FormatErrors naming the field. */
function readTopology(name: unknown, parameters: unknown): Topology {
  if (typeof name !== "string" || !(TOPOLOGY_NAMES as readonly string[]).includes(name))
    throw fail(`topology must be one of ${TOPOLOGY_NAMES.join(", ")}, got ${excerpt(name)}`);
  if (parameters === null || typeof parameters !== "object" || Array.isArray(parameters))
    throw fail(`parameters must be an object (the parameters of topology ${name}), got ${excerpt(parameters)}`);
  try {
    return topology(name, parameters as Record<string, unknown>);
  } catch (error) {
    // A size past the budget stays a SizeLimitError, its message naming the file's field (not a flag).
    if (error instanceof SizeLimitError) throw new SizeLimitError(`${FORMAT}: parameters: ${error.message}`);
    if (!(error instanceof DaedalusError) || error.code !== "INVALID_ARGUMENT") throw error;
    throw fail(`parameters: ${error.message}`);
  }
}

function readSolution(maze: TopologyMaze, value: unknown): TopologySolution {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw fail(`solution must be an object with ${SOLUTION_FIELDS.join(", ")}, got ${excerpt(value)}`);
  const solution = value as Record<string, unknown>;
  for (const key of Object.keys(solution))
    if (!SOLUTION_FIELDS.includes(key)) throw fail(`solution: unknown field "${key}"; the fields are ${SOLUTION_FIELDS.join(", ")}`);
  const { topology: t, links } = maze;
  const cell = (field: string): number => {
    const v = solution[field];
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v >= t.cellCount)
      throw fail(`solution.${field} must be a cell index from 0 to ${t.cellCount - 1}, got ${excerpt(v)}`);
    return v;
  };
  const from = cell("from");
  const to = cell("to");
  const { path, length } = solution;
  if (!Array.isArray(path)) throw fail(`solution.path must be an array of cell indices, got ${excerpt(path)}`);
  if (typeof length !== "number" || !Number.isInteger(length) || length < -1 || length !== (path.length === 0 ? -1 : path.length - 1))
    throw fail(`solution.length must be the path's steps (${path.length === 0 ? -1 : path.length - 1}), got ${excerpt(length)}`);
  const visited = new Set<number>();
  for (let k = 0; k < path.length; k++) {
    const step = path[k];
    if (typeof step !== "number" || !Number.isInteger(step) || step < 0 || step >= t.cellCount)
      throw fail(`solution.path[${k}] must be a cell index from 0 to ${t.cellCount - 1}, got ${excerpt(step)}`);
    // A stored solution is a shortest path, which never comes back to a cell.
    if (visited.has(step)) throw fail(`solution.path[${k}]: cell ${step} is visited twice (a shortest path never revisits a cell)`);
    visited.add(step);
    if (k === 0) continue;
    const previous = path[k - 1] as number;
    if (!passageOpen(t, links, previous, step)) throw fail(`solution.path[${k}]: no open passage from cell ${previous} to cell ${step}`);
  }
  if (path.length > 0 && (path[0] !== from || path.at(-1) !== to)) throw fail(`solution.path must run from solution.from (${from}) to solution.to (${to})`);
  // The path is open and never revisits a cell; being the shortest (or "unreachable" being true) needs a search.
  const problem = notShortest(maze, from, to, length);
  if (problem) throw fail(`solution must be a shortest path: ${problem}`);
  return { from, to, length, path: path as number[] };
}

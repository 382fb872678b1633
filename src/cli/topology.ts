// The commands on topologies: `generate --topology`, and solve, stats and convert of topology json
// (daedalus-topology/1). The square grid's paths never come here: generate branches on --topology, the readers on the
// json's format field.

import type { Command } from "commander";
import { findTopologyGenerator } from "../algorithms/topology.js";
import { distancesOn, statsOn } from "../analysis/topology.js";
import { InvalidArgumentError } from "../base/errors.js";
import { randomSeed, resolveSeed } from "../base/seed.js";
import type { Format } from "../formats/index.js";
import { braidOn, generateOn, maskTopology, solveOn, type TopologyMaze } from "../on-topology.js";
import { topology } from "../topology/index.js";
import { TOPOLOGY_NAMES } from "../topology/topology.js";
import {
  checkTopologyPngBudget,
  checkTopologySvgCells,
  type TopologyJsonRead,
  type TopologySolution,
  type TopologyWriteOptions,
  writeTopology,
} from "../topology-formats/index.js";
import type { HeatmapFrom } from "./heatmap.js";
import { readMaskFile } from "./input.js";
import { writeChunks, writeOutput } from "./output.js";
import type { OutputFlags } from "./output-flags.js";
import type { EndFlag } from "./parse.js";
import {
  cellFromFlag,
  chooseTopologyOutput,
  refuseSquareOnlyFlags,
  refuseSquareOnlyWriteFlags,
  resolveTopologyEnds,
  type TopologyFlags,
  topologyParameters,
} from "./topology-flags.js";
import { randomWalkNote, topologyAcross } from "./walk-note.js";
import { checkWriteFlags, type WriteFlags, writeOptionsFrom } from "./write-flags.js";

interface TopologyGenerateFlags extends TopologyFlags, WriteFlags, OutputFlags {
  topology: string;
  algorithm: string;
  width: number;
  height: number;
  seed?: number | string;
  backend: string;
  option?: Record<string, string>;
  mask?: string;
  braid?: number;
  solve?: string | true;
  from?: EndFlag;
  to?: EndFlag;
  start?: EndFlag;
  goal?: EndFlag;
}

/** `generate --topology NAME`: one maze, braided and solved as asked, written as svg, png, json or ascii. */
export async function runTopologyGenerate(flags: TopologyGenerateFlags, command: Command): Promise<void> {
  refuseSquareOnlyFlags(flags as unknown as Record<string, unknown>);
  // Whatever its case, as the CLI's other list words (--topology HEX, as topology("HEX") takes it).
  const name = TOPOLOGY_NAMES.find((known) => known === flags.topology.toLowerCase());
  if (name === undefined) throw new InvalidArgumentError(`--topology must be one of ${TOPOLOGY_NAMES.join(", ")}, got "${flags.topology}"`);
  const whole = topology(name, topologyParameters(name, flags, command));
  const t = flags.mask === undefined ? whole : maskTopology(whole, readMaskFile(flags.mask));
  const entry = findTopologyGenerator(flags.algorithm, name);
  const { format, gzip } = chooseTopologyOutput(flags);
  checkWriteFlags(format, flags);
  const solving = flags.solve !== undefined || [flags.from, flags.to, flags.start, flags.goal].some((end) => end !== undefined);
  const solver = solving ? solverName(flags.solve, "--solve") : undefined;
  const seed = flags.seed === undefined ? randomSeed() : resolveSeed(flags.seed, "--seed");
  // The picture's size depends on the topology alone: a png past the budget, or an svg past its cells, is refused before generating.
  if (format.name === "png") checkTopologyPngBudget(t, drawingOptions(flags));
  if (format.name === "svg") checkTopologySvgCells(t);
  const walkNote = randomWalkNote(entry.name, topologyAcross(t));
  if (walkNote) process.stderr.write(`daedalus: ${walkNote}\n`);
  let maze = generateOn(t, { algorithm: entry, seed, backend: flags.backend, options: flags.option });
  if (flags.braid !== undefined) maze = braidOn(maze, flags.braid, seed, { backend: flags.backend });
  if (flags.seed === undefined) process.stderr.write(`daedalus: random seed ${seed} (reproduce with --seed ${seed})\n`);
  const from = either("--from", flags.from, "--start", flags.start);
  const to = either("--to", flags.to, "--goal", flags.goal);
  const solution = solver ? solveTopology(maze, solver, from, to, flags.backend) : undefined;
  await writeTopologyOutput(maze, solution, format, gzip, flags, flags.backend);
}

function either(first: string, a: EndFlag | undefined, second: string, b: EndFlag | undefined): EndFlag | undefined {
  if (a !== undefined && b !== undefined) throw new InvalidArgumentError(`${first} and ${second} are the same option; give one of them`);
  return a ?? b;
}

/** bfs (the default) or astar, whatever the case: the solvers on topologies; `flag` is the command's (--solve or --solver). */
function solverName(solve: string | true | undefined, flag: string): "bfs" | "astar" {
  const name = solve === undefined || solve === true ? "bfs" : solve.toLowerCase();
  if (name !== "bfs" && name !== "astar") throw new InvalidArgumentError(`${flag} on a topology: the solvers are bfs and astar, got "${solve}"`);
  return name;
}

function solveTopology(maze: TopologyMaze, solver: "bfs" | "astar", from: EndFlag | undefined, to: EndFlag | undefined, backend: string): TopologySolution {
  const ends = resolveTopologyEnds(maze, from, to, backend);
  const result = solveOn(maze, { ...ends, solver, backend });
  return { ...ends, length: result.length, path: Array.from(result.cells) };
}

/** Writes the maze in `format`: the drawings show the solution, the heat map and the marks the flags ask for. */
async function writeTopologyOutput(
  maze: TopologyMaze,
  solution: TopologySolution | undefined,
  format: Format,
  gzip: boolean,
  flags: WriteFlags & OutputFlags,
  backend: string,
): Promise<void> {
  checkWriteFlags(format, flags);
  const { marks } = writeOptionsFrom(flags);
  const start = solution?.from ?? 0;
  const options: TopologyWriteOptions = {
    ...drawingOptions(flags),
    marks: marks ?? (solution !== undefined || flags.heatmap !== undefined),
    ...(solution && { path: solution.path, start: solution.from, goal: solution.to }),
    ...(flags.heatmap !== undefined && { distances: distancesOn(maze, { from: heatOrigin(maze, flags.heatmap, start), backend }) }),
  };
  const chunks = writeTopology(format.name, maze, options, solution);
  await writeOutput(flags.output, gzip, (output) => writeChunks(output, chunks));
}

/** The drawing flags (--cell-size, --wall-width, --path-width, --margin, --colour, --pixel) as write options. */
function drawingOptions(flags: WriteFlags): TopologyWriteOptions {
  const { cellSize, wallWidth, pathWidth, margin, colours } = writeOptionsFrom(flags);
  return { cellSize, wallWidth, pathWidth, margin, colours };
}

function heatOrigin(maze: TopologyMaze, from: HeatmapFrom, start: number): number {
  return from === true || from === "start" ? start : cellFromFlag(maze.topology, from, "--heatmap", 0);
}

/** `solve` of topology json: solved again between the ends asked for (default the stored ones, else 0 and the last cell). */
export async function runTopologySolve(
  read: TopologyJsonRead,
  flags: WriteFlags & OutputFlags & { solver: string; from?: EndFlag; to?: EndFlag; backend: string; option?: Record<string, string>; quiet?: boolean },
): Promise<void> {
  if (Object.keys(flags.option ?? {}).length > 0) throw new InvalidArgumentError("--option: the solvers on topologies (bfs, astar) take no options");
  refuseSquareOnlyWriteFlags(flags);
  const { format, gzip } = chooseTopologyOutput(flags);
  const solver = solverName(flags.solver, "--solver");
  // The stored ends when the flags give none.
  const stored = read.solution;
  const ends =
    stored && flags.from === undefined && flags.to === undefined
      ? { from: stored.from, to: stored.to }
      : resolveTopologyEnds(read.maze, flags.from, flags.to, flags.backend);
  const started = performance.now();
  const result = solveOn(read.maze, { ...ends, solver, backend: flags.backend });
  const milliseconds = performance.now() - started;
  const solution: TopologySolution = { ...ends, length: result.length, path: Array.from(result.cells) };
  await writeTopologyOutput(read.maze, solution, format, gzip, flags, flags.backend);
  // The square grid's summary line, with cells as indices.
  const between = `${solver} from cell ${solution.from} to cell ${solution.to}`;
  if (solution.length < 0) process.stderr.write(`daedalus: ${between}: no path (visited ${result.visited} cells)\n`);
  else if (!flags.quiet)
    process.stderr.write(`daedalus: ${between}: length ${solution.length}, visited ${result.visited} cells, ${milliseconds.toFixed(2)} ms\n`);
}

/** `stats` of topology json, as JSON. */
export function topologyStats(read: TopologyJsonRead, backend: string): string {
  const { maze } = read;
  return `${JSON.stringify({ topology: maze.topology.name, parameters: maze.topology.parameters, algorithm: maze.algorithm, seed: maze.seed, ...statsOn(maze, { backend }) }, null, 2)}\n`;
}

/** `convert` of topology json: the stored solution is drawn (or stored again). */
export async function runTopologyConvert(read: TopologyJsonRead, flags: WriteFlags & OutputFlags): Promise<void> {
  refuseSquareOnlyWriteFlags(flags);
  const { format, gzip } = chooseTopologyOutput(flags);
  await writeTopologyOutput(read.maze, read.solution, format, gzip, flags, "wasm");
}

// The flags of mazes on topologies (generate --topology …): the parameters as flags, which topology takes which, the
// flags of the square grid that do not apply, start and goal in a topology's coordinates, and the output format.

import type { Command } from "commander";
import { longestPathOn } from "../analysis/topology.js";
import { InvalidArgumentError } from "../base/errors.js";
import { type Format, findFormat } from "../formats/index.js";
import type { TopologyMaze } from "../on-topology.js";
import { SUBDIVISIONS } from "../topology/polar.js";
import { TOPOLOGY_PARAMETER_SPECS } from "../topology/specs.js";
import { TOPOLOGY_NAMES, type Topology, type TopologyName } from "../topology/topology.js";
import { TOPOLOGY_FORMATS } from "../topology-formats/index.js";
import { chooseOutput, type OutputFlags } from "./output-flags.js";
import type { EndFlag } from "./parse.js";
import { integerIn, oneOf, positiveInteger, share } from "./parse.js";

export interface TopologyFlags {
  topology?: string;
  rings?: number;
  centre?: number;
  subdivision?: string;
  levels?: number;
  wrap?: string;
  density?: number;
  layoutSeed?: number;
}

/** Each parameter's flag. */
const FLAG_OF: Readonly<Record<string, string>> = {
  width: "--width",
  height: "--height",
  rings: "--rings",
  centre: "--centre",
  subdivision: "--subdivision",
  levels: "--levels",
  wrap: "--wrap",
  density: "--density",
  layoutSeed: "--layout-seed",
};

/** The parameters each topology takes (src/topology/ checks their values). */
export const TOPOLOGY_PARAMETERS = Object.fromEntries(
  TOPOLOGY_NAMES.map((name) => [name, TOPOLOGY_PARAMETER_SPECS[name].map((spec) => spec.name)]),
) as unknown as Readonly<Record<TopologyName, readonly string[]>>;

/** Defaults the CLI gives where the builder needs a value. */
const DEFAULTS: Readonly<Record<string, number>> = { rings: 10, levels: 3 };

export function addTopologyFlags(command: Command): Command {
  return command
    .option("--topology <name>", "generate on another grid: hex, triangle, polar, upsilon, 3d, weave, wrap (see `daedalus list`)")
    .option("--rings <n>", "polar: rings around the centre (default 10)", positiveInteger)
    .option("--centre <n>", "polar: cells of the centre ring, 1 (a disc, the default) or 3 and more (wedges)", positiveInteger)
    .option("--subdivision <rule>", `polar: how rings split as they grow, ${SUBDIVISIONS.join(", ")} (default adaptive)`, oneOf(SUBDIVISIONS))
    .option("--levels <n>", "3d: levels of W×H cells (default 3)", positiveInteger)
    .option("--wrap <axes>", "wrap: the axes that wrap, x, y or xy (both, the default)", oneOf(["x", "y", "xy", "both"]))
    .option("--density <p>", "weave: the chance (0..1) that a cell that may be a crossing is one (default 0.3)", share)
    .option("--layout-seed <n>", "weave: the seed of the crossings' layout (default 0)", integerIn(0, 2 ** 32 - 1));
}

/** Refuses a topology parameter given without --topology (the square grid would ignore it). */
export function refuseStrayTopologyFlags(flags: TopologyFlags): void {
  for (const name of ["rings", "centre", "subdivision", "levels", "wrap", "density", "layoutSeed"] as const) {
    if (flags[name] !== undefined) throw new InvalidArgumentError(`${FLAG_OF[name]} is a parameter of a topology; add --topology (see \`daedalus list\`)`);
  }
}

/** The parameters of `name` from the flags; a flag the topology does not take is refused by name. */
export function topologyParameters(name: TopologyName, flags: TopologyFlags & { width: number; height: number }, command: Command): Record<string, unknown> {
  const takes = TOPOLOGY_PARAMETERS[name];
  const given = (parameter: string): boolean =>
    parameter === "width" || parameter === "height"
      ? command.getOptionValueSource(parameter) === "cli"
      : (flags as unknown as Record<string, unknown>)[parameter] !== undefined;
  for (const parameter of Object.keys(FLAG_OF)) {
    if (given(parameter) && !takes.includes(parameter))
      throw new InvalidArgumentError(`${FLAG_OF[parameter]} is not a parameter of ${name}; ${name} takes ${takes.map((p) => FLAG_OF[p]).join(", ")}`);
  }
  const parameters: Record<string, unknown> = {};
  for (const parameter of takes) {
    const value = (flags as unknown as Record<string, unknown>)[parameter] ?? DEFAULTS[parameter];
    if (value !== undefined) parameters[parameter] = parameter === "wrap" && value === "xy" ? "both" : value;
  }
  return parameters;
}

// The square grid's writing flags that mean nothing on a topology: gaps in its outer wall, game-map's span.
const SQUARE_ONLY_WRITE_FLAGS: readonly (readonly [string, string])[] = [
  ["entrance", "--entrance"],
  ["exit", "--exit"],
  ["openings", "--openings"],
  ["span", "--span"],
  // A topology png is painted in memory: its 100-megapixel budget is a hard limit that --force cannot lift.
  ["force", "--force"],
];

/** The square grid's flags that have no meaning on a topology, refused by name rather than ignored. */
export function refuseSquareOnlyFlags(flags: Record<string, unknown>): void {
  const squareOnly: (readonly [string, string])[] = [
    ["stream", "--stream"],
    ["tiles", "--tiles"],
    ["sparse", "--sparse"],
    ["pick", "--pick"],
    ["tries", "--tries"],
    ["shard", "--shard"],
    ["manifest", "--manifest"],
    ["workers", "--workers"],
    ["animate", "--animate"],
    ["frames", "--frames"],
    ["fps", "--fps"],
    ...SQUARE_ONLY_WRITE_FLAGS,
  ];
  for (const [key, flag] of squareOnly) {
    if (flags[key] !== undefined) throw new InvalidArgumentError(`${flag} is not available with --topology (square grids only)`);
  }
  if (typeof flags.count === "number" && flags.count > 1) throw new InvalidArgumentError("--count: one maze at a time with --topology");
  if (flags.solveOption && Object.keys(flags.solveOption as object).length > 0)
    throw new InvalidArgumentError("--solve-option: the solvers on topologies (bfs, astar) take no options");
}

/** solve and convert of topology json: the writing flags of the square grid alone, refused by name rather than ignored. */
export function refuseSquareOnlyWriteFlags(flags: object): void {
  for (const [key, flag] of SQUARE_ONLY_WRITE_FLAGS) {
    if ((flags as Record<string, unknown>)[key] !== undefined)
      throw new InvalidArgumentError(`${flag} is not available on a maze on a topology (square grids only)`);
  }
}

/** The output format: json unless -o or -f says otherwise (ascii, the square grid's default, draws only wrap and 3d). */
export function chooseTopologyOutput(flags: OutputFlags): { format: Format; gzip: boolean } {
  const { format, gzip } = chooseOutput(flags);
  const named = flags.format !== undefined || (flags.output !== undefined && flags.output !== "-" && /\.[^./\\]+$/.test(flags.output));
  const chosen = named ? format : findFormat("json");
  if (!(TOPOLOGY_FORMATS as readonly string[]).includes(chosen.name))
    throw new InvalidArgumentError(`format ${chosen.name} cannot hold a maze on a topology; use ${TOPOLOGY_FORMATS.join(", ")} (ascii for wrap and 3d)`);
  return { format: chosen, gzip };
}

/** A cell from --from/--to: the topology's first two coordinates (x,y; ring,sector), 3d on `level`; "longest" is resolved by the caller. */
export function cellFromFlag(t: Topology, value: readonly [number, number], flag: string, level: number): number {
  const cell = t.name === "3d" ? t.cellAt(value[0], value[1], level) : t.cellAt(value[0], value[1]);
  if (cell < 0) throw new InvalidArgumentError(`${flag} ${value.join(",")}: no such cell on ${t.name}; give ${t.coordinateNames.slice(0, 2).join(",")}`);
  return cell;
}

/** Start and goal: cell 0 and the last cell, cells given as coordinates, or the ends of the longest path. */
export function resolveTopologyEnds(maze: TopologyMaze, from: EndFlag | undefined, to: EndFlag | undefined, backend: string): { from: number; to: number } {
  const t = maze.topology;
  const longest = from === "longest" || to === "longest" ? longestPathOn(maze, { backend }) : undefined;
  const top = t.name === "3d" ? Number(t.parameters.levels) - 1 : 0;
  return {
    from: from === undefined ? 0 : from === "longest" ? longest!.from : cellFromFlag(t, from, "--from", 0),
    to: to === undefined ? t.cellCount - 1 : to === "longest" ? longest!.to : cellFromFlag(t, to, "--to", top),
  };
}

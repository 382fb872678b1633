// The formats of mazes on topologies: svg and png drawings (the square grid's options and colours), json that reads
// back with every field checked, and an ascii drawing of the square-celled ones (wrap, 3d).

import { checkOptionsObject } from "../base/arguments.js";
import { describeValue, InvalidArgumentError } from "../base/errors.js";
import type { Chunk } from "../formats/format.js";
import type { TopologyMaze } from "../on-topology.js";
import { type TopologySolution, topologyJson } from "./json.js";
import { topologyPng } from "./png.js";
import { TOPOLOGY_WRITE_OPTION_KEYS, type TopologyWriteOptions } from "./scene.js";
import { topologySvg } from "./svg.js";
import { TEXT_TOPOLOGIES, topologyAscii } from "./text.js";

/** The formats a maze on a topology is written in. */
export const TOPOLOGY_FORMATS = ["svg", "png", "json", "ascii"] as const;
export type TopologyFormatName = (typeof TOPOLOGY_FORMATS)[number];

/**
 * The chunks of `maze` in `format`; json stores `solution`, the drawings draw its path. The options are checked
 * whatever the format (a key TopologyWriteOptions does not have is refused): json stores none of them and ascii draws
 * only the path, ends and marks.
 */
export function writeTopology(
  format: string,
  maze: TopologyMaze,
  options: TopologyWriteOptions = {},
  solution?: TopologySolution,
): Iterable<Chunk> | AsyncIterable<Chunk> {
  if (typeof format !== "string") throw new InvalidArgumentError(`format must be one of ${TOPOLOGY_FORMATS.join(", ")}, got ${describeValue(format)}`);
  checkOptionsObject(options, "writeTopology's options", TOPOLOGY_WRITE_OPTION_KEYS);
  switch (format) {
    case "svg":
      return [topologySvg(maze, options)];
    case "png":
      return topologyPng(maze, options);
    case "json":
      return [topologyJson(maze, solution)];
    case "ascii":
      return [topologyAscii(maze, { path: options.path, start: options.start, goal: options.goal, marks: options.marks })];
    default:
      throw new InvalidArgumentError(
        `format ${format} cannot hold a maze on a topology; the topology formats are ${TOPOLOGY_FORMATS.join(", ")} (ascii for ${TEXT_TOPOLOGIES.join(" and ")})`,
      );
  }
}

export {
  isTopologyJson,
  readTopologyJson,
  TOPOLOGY_JSON_FORMAT,
  TOPOLOGY_JSON_MAX_BYTES,
  type TopologyJsonRead,
  type TopologySolution,
  topologyJson,
} from "./json.js";
export { checkTopologyPngBudget, TOPOLOGY_PNG_MAX_PIXELS, topologyPng } from "./png.js";
export type { TopologyWriteOptions } from "./scene.js";
export { checkTopologySvgCells, topologySvg } from "./svg.js";
export { topologyAscii } from "./text.js";

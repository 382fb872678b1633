// --heatmap on generate, solve and convert: which outputs can draw it, where distances count from, and the distance
// map (distances() on the chosen backend) handed to the writer, which colours it (src/formats/palette.ts).

import { InvalidArgumentError as UsageError } from "commander";
import { distances } from "../analysis/distances.js";
import { InvalidArgumentError } from "../base/errors.js";
import { type Format, formats, type WriteOptions } from "../formats/index.js";
import { resolveEnds } from "../formats/marks.js";
import { checkPoint } from "../grid/points.js";
import type { Maze } from "../maze.js";
import { unsignedZeros } from "./parse.js";

/** Where the heat map counts from: the start (the cell drawn as the start mark), or a cell; `true` is the flag alone. */
export type HeatmapFrom = "start" | readonly [number, number] | true;

/** Commander's parser of --heatmap's value. */
export function heatmapFrom(value: string): HeatmapFrom {
  if (value === "start") return value;
  const match = /^(\d+),(\d+)$/.exec(unsignedZeros(value, ","));
  if (!match) throw new UsageError("must be start or x,y (two non-negative integers, e.g. 3,4).");
  return [Number(match[1]), Number(match[2])];
}

/** Refuses, before any work, a heat map the output cannot draw, and heat colours given without a heat map. */
export function checkHeatmapFlags(format: Format, flags: { heatmap?: HeatmapFrom; colour?: Record<string, string> }): void {
  if (flags.heatmap !== undefined && !format.heatMap) {
    const drawing = formats.filter((candidate) => candidate.heatMap).map((candidate) => candidate.name);
    throw new InvalidArgumentError(`--heatmap: format ${format.name} cannot draw a heat map; formats that can: ${drawing.join(", ")}`);
  }
  const heatColour = Object.keys(flags.colour ?? {}).find((name) => name === "near" || name === "far");
  if (heatColour !== undefined && flags.heatmap === undefined) {
    throw new InvalidArgumentError(`--colour ${heatColour}: near and far are the heat map's colours; add --heatmap to draw one`);
  }
}

/** The write options with the heat map's distances added: from the start they draw, or from the cell given. */
export function withHeatmap(maze: Maze, write: WriteOptions, from: HeatmapFrom | undefined, backend: string): WriteOptions {
  if (from === undefined) return write;
  const origin = from === "start" || from === true ? resolveEnds(maze, write)?.start : checkPoint(maze, from, "--heatmap");
  return { ...write, distances: distances(maze, origin, { backend }) };
}

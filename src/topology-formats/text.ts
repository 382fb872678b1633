// ascii drawings of the topologies made of square cells (wrap, 3d), like the square grid's ascii format: "+---+"
// walls, "|" sides, the path as "o", start and goal as S and G. wrap: a passage across a seam is a gap in the border
// (on both sides). 3d: the levels side by side, level 0 first, two spaces apart; a cell with a passage up shows "^"
// right of its middle, down "v", both "x".

import { optionKeys } from "../base/arguments.js";
import { InvalidArgumentError } from "../base/errors.js";
import type { TopologyMazeData } from "../topology/topology.js";
import { checkWriterArguments } from "./arguments.js";
import { openTowards } from "./links.js";

export interface TopologyTextOptions {
  readonly path?: readonly number[];
  readonly start?: number;
  readonly goal?: number;
  readonly marks?: boolean;
}

/** The keys the ascii writer takes, in TopologyTextOptions' order: any other key (a drawing's size, a heat map) is refused by name. */
export const TOPOLOGY_TEXT_OPTION_KEYS = optionKeys<TopologyTextOptions>()(["path", "start", "goal", "marks"]);

/** The topologies the ascii drawing can show. */
export const TEXT_TOPOLOGIES = ["wrap", "3d"] as const;

export function topologyAscii(given: TopologyMazeData, givenOptions: TopologyTextOptions = {}): string {
  const { maze, options } = checkWriterArguments("ascii", given, givenOptions, TOPOLOGY_TEXT_OPTION_KEYS);
  const { topology: t, links } = maze;
  if (t.name !== "wrap" && t.name !== "3d")
    throw new InvalidArgumentError(`ascii draws the square-celled topologies (${TEXT_TOPOLOGIES.join(", ")}), not ${t.name}; use svg or png`);
  const width = Number(t.parameters.width);
  const height = Number(t.parameters.height);
  const levels = t.name === "3d" ? Number(t.parameters.levels) : 1;
  const area = width * height;
  const open = (c: number, side: number): boolean => openTowards(t, links, c, side);
  const path = options.path ?? [];
  const onPath = new Set(path);
  const marked = options.marks ?? path.length > 0;
  const start = options.start ?? path[0] ?? 0;
  const goal = options.goal ?? path.at(-1) ?? t.cellCount - 1;
  const middle = (c: number): string => (marked && c === start ? "S" : marked && c === goal ? "G" : onPath.has(c) ? "o" : " ");
  const lines: string[] = [];
  for (let y = 0; y <= height; y++) {
    const wallLine: string[] = [];
    const cellLine: string[] = [];
    for (let z = 0; z < levels; z++) {
      let top = "+";
      let row = "";
      for (let x = 0; x < width; x++) {
        const c = z * area + Math.min(y, height - 1) * width + x;
        // The line above row y: the north side of row y, or the south side of the last row.
        top += (y < height ? open(c, 0) : open(c, 2)) ? "   +" : "---+";
        if (y === height) continue;
        row += x === 0 ? (open(c, 3) ? " " : "|") : "";
        const up = t.name === "3d" && open(c, 4);
        const down = t.name === "3d" && open(c, 5);
        row += ` ${middle(c)}${up && down ? "x" : up ? "^" : down ? "v" : " "}`;
        row += open(c, 1) ? " " : "|";
      }
      wallLine.push(top);
      cellLine.push(row);
    }
    lines.push(wallLine.join("  "));
    if (y < height) lines.push(cellLine.join("  "));
  }
  return `${lines.join("\n")}\n`;
}

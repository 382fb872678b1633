// The drawing and format flags shared by `generate` and `convert`, turned into the writers' WriteOptions.

import { type Command, InvalidArgumentError as UsageError } from "commander";
import { InvalidArgumentError } from "../base/errors.js";
import { DEFAULT_CELL_SIZE, DEFAULT_COLOURS, DEFAULT_MARGIN, DEFAULT_WALL_WIDTH } from "../formats/drawing.js";
import { DEFAULT_SPAN } from "../formats/game-map.js";
import type { Colours, Format, WriteOptions } from "../formats/index.js";
import { PIXEL_BUDGET } from "./budgets.js";
import { checkHeatmapFlags, type HeatmapFrom, heatmapFrom } from "./heatmap.js";
import { nonNegativeInteger, positiveInteger } from "./parse.js";

export interface WriteFlags {
  cellSize?: number;
  wallWidth?: number;
  pathWidth?: number;
  margin?: number;
  pixel?: boolean;
  colour?: Record<string, string>;
  marks?: boolean;
  heatmap?: HeatmapFrom;
  span?: number;
  force?: boolean;
}

export const WRITE_EXAMPLES = `
  $ daedalus generate -W 30 -H 20 -o maze.svg --cell-size 16 --colour wall=#333   an SVG
  $ daedalus generate -W 4000 -H 4000 --pixel -o big.png   1 pixel per cell and per wall
  $ daedalus generate -W 60 -H 40 --heatmap --solve -o heat.png   cells coloured by distance from the start (viridis)
  $ daedalus generate --heatmap 10,5 --colour near=#fff --colour far=#c00 -o heat.svg   from (10, 5), white to red
  $ daedalus generate -W 2000 -H 2000 -o big.png           refused: over 10^8 pixels; says which --cell-size fits`;

export function addWriteFlags(command: Command): Command {
  return command
    .option("--cell-size <px>", `svg/png: pixels across a cell (default ${DEFAULT_CELL_SIZE})`, positiveInteger)
    .option("--wall-width <px>", `svg/png: pixels across a wall (default ${DEFAULT_WALL_WIDTH})`, positiveInteger)
    .option("--path-width <px>", "svg/png: pixels across the drawn path (default cell size / 3)", positiveInteger)
    .option("--margin <px>", `svg/png: blank border (default ${DEFAULT_MARGIN})`, nonNegativeInteger)
    .option("--pixel", "svg/png: 1 pixel per cell and per wall, no margin (for huge mazes)")
    .option("--colour <name=#rrggbb>", `svg/png colour (repeatable); names: ${Object.keys(DEFAULT_COLOURS).join(", ")}`, colourPair)
    .option("--marks", "mark start and goal (S/G in text, coloured cells in svg/png; the default with a solution or a heat map)")
    .option("--no-marks", "leave start and goal unmarked, also with a solution or a heat map")
    .option(
      "--heatmap [start|x,y]",
      "svg/png: colour cells by distance from the start (default) or from a cell (viridis; --colour near=… far=… for two colours); marks start and goal",
      heatmapFrom,
    )
    .option("--span <n>", `game-map: characters across a cell (default ${DEFAULT_SPAN})`, positiveInteger)
    .option("--force", `png: draw over ${PIXEL_BUDGET / 1e6} megapixels without --pixel; --stream: start although the file will not fit on its disk`);
}

// The flags only a picture reads: another format would ignore them, so they are refused instead.
const PICTURE_FLAGS = [
  ["cellSize", "--cell-size"],
  ["wallWidth", "--wall-width"],
  ["pathWidth", "--path-width"],
  ["margin", "--margin"],
  ["pixel", "--pixel"],
  ["colour", "--colour"],
] as const;

/** Refuses, before any work, a drawing flag the output would ignore (and a heat map it cannot draw). */
export function checkWriteFlags(format: Format, flags: WriteFlags): void {
  const ignored = format.picture ? undefined : PICTURE_FLAGS.find(([key]) => flags[key] !== undefined);
  if (ignored) {
    throw new InvalidArgumentError(
      `${ignored[1]} sets how svg and png draw; the output is ${format.name} (choose -f svg or -f png, or an -o name ending .svg or .png)`,
    );
  }
  if (flags.span !== undefined && format.name !== "game-map") {
    throw new InvalidArgumentError(`--span sets game-map's characters across a cell; the output is ${format.name} (choose -f game-map)`);
  }
  checkHeatmapFlags(format, flags);
}

export function writeOptionsFrom(flags: WriteFlags): WriteOptions {
  const pixel = flags.pixel ? { cellSize: 1, wallWidth: 1, margin: 0 } : {};
  return {
    ...pixel,
    ...(flags.cellSize !== undefined && { cellSize: flags.cellSize }),
    ...(flags.wallWidth !== undefined && { wallWidth: flags.wallWidth }),
    ...(flags.pathWidth !== undefined && { pathWidth: flags.pathWidth }),
    ...(flags.margin !== undefined && { margin: flags.margin }),
    ...(flags.span !== undefined && { span: flags.span }),
    ...(flags.marks !== undefined ? { marks: flags.marks } : flags.heatmap !== undefined && { marks: true }),
    ...(flags.colour && { colours: flags.colour as Partial<Colours> }),
  };
}

function colourPair(value: string, previous: Record<string, string> = {}): Record<string, string> {
  const match = /^([a-z]+)=(#[0-9a-f]{3}|#[0-9a-f]{6})$/i.exec(value);
  if (!match) throw new UsageError("must be name=#rrggbb (or #rgb), e.g. --colour wall=#333.");
  const name = match[1]!.toLowerCase();
  if (!Object.hasOwn(DEFAULT_COLOURS, name)) throw new UsageError(`colour name must be one of ${Object.keys(DEFAULT_COLOURS).join(", ")}.`);
  return { ...previous, [name]: match[2]! };
}

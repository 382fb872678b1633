// SVG of a maze on a topology: the scene (scene.ts) as paths. Strokes of one kind in a row share one <path> (so the
// walls of all cells are one path, each wall piece a subpath "M…L…"), and so do fills of one colour in a row.
// 3d's many alike level marks are each a <use> of one definition. Refused above the square grid's SVG_MAX_CELLS, and
// stopped past TOPOLOGY_SVG_MAX_BYTES of text, the most one string may safely hold: use png.

import { InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { hexColour } from "../formats/palette.js";
import { SVG_MAX_CELLS } from "../formats/svg.js";
import type { Topology, TopologyMazeData, UnitPoint } from "../topology/topology.js";
import { checkWriterArguments } from "./arguments.js";
import { largestPngCellSize } from "./png.js";
import {
  checkedDrawing,
  levelMarkPieces,
  type Painter,
  paintScene,
  resolveScene,
  type Scene,
  TOPOLOGY_WRITE_OPTION_KEYS,
  type TopologyWriteOptions,
} from "./scene.js";
import type { Piece } from "./shape.js";

/** The most text a topology svg may have (it is one string; V8's longest is 2^29 − 24 characters): 256 MiB. No drawing
 *  of at most SVG_MAX_CELLS cells comes near it now (3d of a million one-cell levels with a heat map: 233 MB). */
export const TOPOLOGY_SVG_MAX_BYTES = 2 ** 28;

/** Throws unless a maze on `t` is within the svg limit of SVG_MAX_CELLS cells: the CLI asks before generating. */
export function checkTopologySvgCells(t: Topology): void {
  if (t.cellCount <= SVG_MAX_CELLS) return;
  // png is the way out only where some cell size fits its pixel budget (hex 3000×3000 has none).
  const fits = largestPngCellSize(t);
  const advice =
    fits === 0
      ? "draw fewer cells (a png of it would pass its pixel budget at any cell size too)"
      : `use png${fits < checkedDrawing("png", {}).cellSize ? ` with a cell size of at most ${fits} (--cell-size ${fits})` : ""}`;
  throw new InvalidArgumentError(
    `svg: a maze of ${t.cellCount} cells is above the svg limit of ${SVG_MAX_CELLS} cells (browsers cannot render larger drawings); ${advice}`,
  );
}

/** The svg text of a maze on a topology. */
export function topologySvg(given: TopologyMazeData, givenOptions: TopologyWriteOptions = {}): string {
  return topologySvgWithin(TOPOLOGY_SVG_MAX_BYTES, given, givenOptions);
}

/** topologySvg stopped past `maxBytes` of text (the tests give a small limit). */
export function topologySvgWithin(maxBytes: number, given: TopologyMazeData, givenOptions: TopologyWriteOptions = {}): string {
  const { maze, options } = checkWriterArguments("svg", given, givenOptions, TOPOLOGY_WRITE_OPTION_KEYS);
  const cells = maze.topology.cellCount;
  checkTopologySvgCells(maze.topology);
  const scene = resolveScene("svg", maze, options);
  const { pixelWidth, pixelHeight, palette } = scene;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${pixelWidth} ${pixelHeight}">\n`,
    `<rect width="100%" height="100%" fill="${hexColour(palette[0]!)}"/>\n`,
  ];
  const limit = maxBytes % 2 ** 20 === 0 ? `${maxBytes / 2 ** 20} MiB` : `${maxBytes} bytes`;
  const painter = new SvgPainter(scene, parts, maxBytes, () => {
    throw new SizeLimitError(
      `svg: the drawing of ${maze.topology.name} ${JSON.stringify(maze.topology.parameters)} (${cells} cells) passed ` +
        `${limit} of text, the most an svg may have; use png, or draw fewer cells`,
    );
  });
  paintScene(scene, painter);
  painter.flush();
  parts.push("</svg>\n");
  return parts.join("");
}

/** Collects subpaths while the kind of element stays the same, and writes the element when it changes. */
class SvgPainter implements Painter {
  private key = "";
  private d: string[] = [];
  /** The level marks defined so far (<defs>). */
  private readonly defined = new Set<string>();
  /** Characters written so far, with the element being collected. */
  private length = 0;

  constructor(
    private readonly scene: Scene,
    private readonly parts: string[],
    private readonly maxBytes: number,
    private readonly tooLong: () => never,
  ) {}

  private add(subpath: string): void {
    this.d.push(subpath);
    this.length += subpath.length;
    if (this.length > this.maxBytes) this.tooLong();
  }

  private point([x, y]: readonly [number, number]): string {
    const { scale, offset } = this.scene;
    return `${round(offset + x * scale)} ${round(offset + y * scale)}`;
  }

  private subpath(line: Piece, closed: boolean): string {
    return `M${line.map((p) => this.point(p)).join("L")}${closed ? "Z" : ""}`;
  }

  fill(area: Piece, paint: number): void {
    // Adjacent fills would show hairline seams where anti-aliased edges meet: fills are crisp, the walls cover their edges.
    this.switchTo(`<path fill="${hexColour(this.scene.palette[paint]!)}" shape-rendering="crispEdges" d="`);
    this.add(this.subpath(area, true));
  }

  stroke(line: Piece, paint: number, width: "wall" | "path"): void {
    const { wallWidth, pathWidth } = this.scene;
    const attributes =
      width === "wall" ? `stroke-width="${wallWidth}" stroke-linecap="square"` : `stroke-width="${pathWidth}" stroke-linecap="round" stroke-linejoin="round"`;
    this.switchTo(`<path fill="none" stroke="${hexColour(this.scene.palette[paint]!)}" ${attributes} d="`);
    // A path of one cell is a dot: a zero-length line with round caps.
    this.add(line.length === 1 ? `M${this.point(line[0]!)}h0` : this.subpath(line, false));
  }

  /** 3d's marks are many alike: each direction's is defined once and each mark is a <use> of it (a fifth of the text). */
  levelMark(at: UnitPoint, direction: number): void {
    const id = direction > 0 ? "level-up" : "level-down";
    this.flush();
    if (!this.defined.has(id)) {
      this.defined.add(id);
      const shapes = levelMarkPieces([0, 0], direction).map(
        ({ area, paint }) =>
          `<path fill="${hexColour(this.scene.palette[paint]!)}" shape-rendering="crispEdges" d="M${area.map(([x, y]) => `${round(x * this.scene.scale)} ${round(y * this.scene.scale)}`).join("L")}Z"/>`,
      );
      this.push(`<defs><g id="${id}">${shapes.join("")}</g></defs>\n`);
    }
    const { scale, offset } = this.scene;
    this.push(`<use href="#${id}" x="${round(offset + at[0] * scale)}" y="${round(offset + at[1] * scale)}"/>\n`);
  }

  private push(text: string): void {
    this.parts.push(text);
    this.length += text.length;
    if (this.length > this.maxBytes) this.tooLong();
  }

  private switchTo(key: string): void {
    if (key === this.key) return;
    this.flush();
    this.key = key;
    this.length += key.length + 4;
  }

  flush(): void {
    if (this.d.length > 0) this.parts.push(`${this.key}${this.d.join("")}"/>\n`);
    this.d = [];
    this.key = "";
  }
}

/** Two decimals are a hundredth of a pixel. */
const round = (value: number): number => Math.round(value * 100) / 100;

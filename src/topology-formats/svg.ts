// SVG of a maze on a topology: the scene (scene.ts) as paths. Strokes of one kind in a row share one <path> (so the
// walls of all cells are one path, each wall piece a subpath "M…L…"), and so do fills of one colour in a row.
// Refused above the square grid's SVG_MAX_CELLS, and stopped past TOPOLOGY_SVG_MAX_BYTES of text (some drawings
// cost far more per cell than others: 3d's levels of one cell, each with its own walls and marks): use png.

import { InvalidArgumentError, SizeLimitError } from "../base/errors.js";
import { hexColour } from "../formats/palette.js";
import { SVG_MAX_CELLS } from "../formats/svg.js";
import type { TopologyMazeData } from "../topology/topology.js";
import { checkWriterArguments } from "./arguments.js";
import { type Painter, paintScene, resolveScene, type Scene, type TopologyWriteOptions } from "./scene.js";
import type { Piece } from "./shape.js";

/** The most text a topology svg may have (it is one string; V8's longest is 2^29 − 24 characters): 256 MiB. */
export const TOPOLOGY_SVG_MAX_BYTES = 2 ** 28;

/** The svg text of a maze on a topology. */
export function topologySvg(given: TopologyMazeData, givenOptions: TopologyWriteOptions = {}): string {
  const { maze, options } = checkWriterArguments("svg", given, givenOptions);
  const cells = maze.topology.cellCount;
  if (cells > SVG_MAX_CELLS)
    throw new InvalidArgumentError(
      `svg: a maze of ${cells} cells is above the svg limit of ${SVG_MAX_CELLS} cells (browsers cannot render larger drawings); use png`,
    );
  const scene = resolveScene("svg", maze, options);
  const { pixelWidth, pixelHeight, palette } = scene;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${pixelWidth} ${pixelHeight}">\n`,
    `<rect width="100%" height="100%" fill="${hexColour(palette[0]!)}"/>\n`,
  ];
  const painter = new SvgPainter(scene, parts, () => {
    throw new SizeLimitError(
      `svg: the drawing of ${maze.topology.name} ${JSON.stringify(maze.topology.parameters)} (${cells} cells) passed ` +
        `${TOPOLOGY_SVG_MAX_BYTES / 2 ** 20} MiB of text, the most an svg may have; use png, or draw fewer cells`,
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
  /** Characters written so far, with the element being collected. */
  private length = 0;

  constructor(
    private readonly scene: Scene,
    private readonly parts: string[],
    private readonly tooLong: () => never,
  ) {}

  private add(subpath: string): void {
    this.d.push(subpath);
    this.length += subpath.length;
    if (this.length > TOPOLOGY_SVG_MAX_BYTES) this.tooLong();
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

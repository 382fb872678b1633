// An animated SVG of a maze being made, from its steps (src/grid/steps.ts): svg's drawing (drawing.ts geometry, svg.ts's
// wall runs) in which every wall a step toggles is drawn apart and shown or hidden by SMIL <set> at the frame its
// state changes. The steps are grouped into at most `frames` frames; walls with the same timeline share one <path>,
// so a carver's drawing holds one path per frame, whatever the maze's size.

import { InvalidArgumentError } from "../base/errors.js";
import type { MazeData } from "../grid/data.js";
import { E, gridBytes, offsetsFor, S, strideOf } from "../grid/layout.js";
import { type StepStart, startGrid } from "../grid/steps.js";
import { checkMaze, mazeSnapshot } from "../grid/validated.js";
import { type Drawing, resolveDrawing } from "./drawing.js";
import type { WriteOptions } from "./format.js";
import { hexColour } from "./palette.js";
import { lineCentre, SVG_MAX_CELLS, wallRuns } from "./svg.js";
import { checkWriteInput } from "./write-options.js";

/** The most frames an animation may have, and the fastest rate it may play at. */
export const MAX_FRAMES = 10_000;
export const MAX_FPS = 120;

export interface Animation {
  /** The steps and the grid they start from. */
  readonly steps: Uint32Array;
  readonly start: StepStart;
  /** At most this many frames, 2 or more (steps grouped evenly); the first shows the start grid, the last the maze. */
  readonly frames: number;
  /** Frames per second. */
  readonly fps: number;
}

/**
 * How many steps each frame takes so that the start grid and the steps fit in at most `budget` frames (the first shows
 * the start, each later one perFrame more steps); and how many frames that makes in all.
 */
export function frameSplit(steps: number, budget: number): { perFrame: number; frames: number } {
  const perFrame = Math.max(1, Math.ceil(steps / (budget - 1)));
  return { perFrame, frames: 1 + Math.ceil(steps / perFrame) };
}

/** Checks a frame budget and a rate (InvalidArgumentError naming what is allowed). */
export function checkAnimation(frames: number, fps: number): void {
  if (!Number.isSafeInteger(frames) || frames < 2 || frames > MAX_FRAMES) {
    throw new InvalidArgumentError(`frames must be an integer from 2 (the start and the maze) to ${MAX_FRAMES}, got ${frames}`);
  }
  if (!Number.isFinite(fps) || fps <= 0 || fps > MAX_FPS) throw new InvalidArgumentError(`fps must be above 0 and at most ${MAX_FPS}, got ${fps}`);
}

/** The animated SVG of `maze` (the finished maze) made by `animation.steps`: one string. */
export function animatedSvg(given: MazeData, animation: Animation, options: WriteOptions = {}): string {
  const maze = mazeSnapshot(given);
  checkWriteInput("svg", maze, options);
  checkAnimation(animation.frames, animation.fps);
  const { width, height } = maze;
  if (width * height > SVG_MAX_CELLS) {
    throw new InvalidArgumentError(`svg: a ${width}×${height} maze is above the svg limit of ${SVG_MAX_CELLS} cells; animate a smaller maze`);
  }
  checkMaze(maze);
  const drawing = resolveDrawing("svg", maze, options);
  const { perFrame, frames } = frameSplit(animation.steps.length, animation.frames);
  const timelines = wallTimelines(maze, animation, perFrame);
  // Walls no step touches are drawn as in svg; the toggled ones are left out of that path and drawn by timeline.
  const still = maze.cells.slice();
  const offsets = offsetsFor(strideOf(width));
  for (const key of timelines.keys()) {
    const cell = key >>> 1;
    const d = key & 1 ? 2 : 1;
    still[cell]! |= d === 2 ? S : E;
    still[cell + offsets[d]!]! |= d === 2 ? 1 : 8;
  }
  const groups = new Map<string, number[]>();
  for (const [key, timeline] of timelines) {
    const signature = timeline.join(",");
    const group = groups.get(signature);
    if (group) group.push(key);
    else groups.set(signature, [key]);
  }
  const { pixelWidth, pixelHeight, colours } = drawing;
  const seconds = (frame: number): string => `${+(frame / animation.fps).toFixed(4)}s`;
  const stroke = `stroke="${hexColour(colours.wall)}" stroke-width="${drawing.wallWidth}" stroke-linecap="square"`;
  let out =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${pixelWidth} ${pixelHeight}" shape-rendering="crispEdges" data-frames="${frames}" data-steps="${animation.steps.length}">\n` +
    `<rect width="100%" height="100%" fill="${hexColour(colours.background)}"/>\n` +
    `<path fill="none" ${stroke} d="${[...wallRuns({ ...maze, cells: still }, drawing)].join("")}"/>\n`;
  for (const [signature, keys] of groups) {
    // A timeline: visible at the start (1 or 0), then the frames at which the wall flips.
    const [visible, ...flips] = signature.split(",").map(Number);
    const d = keys.map((key) => segment(drawing, width, key)).join("");
    let shown = visible === 1;
    const sets = flips.map((frame) => {
      shown = !shown;
      return `<set attributeName="visibility" to="${shown ? "visible" : "hidden"}" begin="${seconds(frame)}" fill="freeze"/>`;
    });
    out += `<path fill="none" ${stroke} visibility="${visible === 1 ? "visible" : "hidden"}" d="${d}">${sets.join("")}</path>\n`;
  }
  return `${out}</svg>\n`;
}

/**
 * For every wall some step toggles (key: padded index of its west or north cell × 2, + 1 for a south wall): whether it
 * is drawn at the start, then the frames (1-based: frame k shows the first k·perFrame steps) at which it flips.
 */
export function wallTimelines(maze: MazeData, { steps, start }: Animation, perFrame: number): Map<number, number[]> {
  const { width, height } = maze;
  const stride = strideOf(width);
  const startCells = startGrid(width, height, start);
  if (startCells.length !== gridBytes(width, height)) throw new InvalidArgumentError("the steps do not fit the maze");
  const state = new Map<number, { open: boolean; net: boolean; timeline: number[] }>();
  let frame = 1;
  const flush = (): void => {
    for (const wall of state.values()) {
      if (wall.net) wall.timeline.push(frame);
      wall.net = false;
    }
  };
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k]!;
    const d = step & 3;
    let cell = step >>> 2;
    if (d === 0) cell -= stride;
    if (d === 3) cell -= 1;
    const south = d === 0 || d === 2;
    const key = cell * 2 + (south ? 1 : 0);
    let wall = state.get(key);
    if (!wall) {
      const open = (startCells[cell]! & (south ? S : E)) !== 0;
      wall = { open, net: false, timeline: [open ? 0 : 1] };
      state.set(key, wall);
    }
    wall.open = !wall.open;
    wall.net = !wall.net;
    if ((k + 1) % perFrame === 0 || k + 1 === steps.length) {
      flush();
      frame++;
    }
  }
  return new Map([...state].map(([key, wall]) => [key, wall.timeline]));
}

/** The path data of one wall: east walls down the grid line east of the cell, south walls along the one below it. */
function segment(drawing: Drawing, width: number, key: number): string {
  const stride = strideOf(width);
  const cell = key >>> 1;
  const x = (cell % stride) - 1;
  const y = Math.floor(cell / stride) - 1;
  if (key & 1) return `M${lineCentre(drawing, x)} ${lineCentre(drawing, y + 1)}h${drawing.pitch}`;
  return `M${lineCentre(drawing, x + 1)} ${lineCentre(drawing, y)}v${drawing.pitch}`;
}

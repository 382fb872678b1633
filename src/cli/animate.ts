// `daedalus generate --animate`: the maze being made, from its steps (generateSteps): an animated SVG (-o maze.svg, or
// -f svg to a pipe), or, on a terminal with no -o, ascii frames redrawn in place. Everything that cannot animate
// (batches, streams, tiles, solving, transforms, other formats) is refused by name before any work.

import type { Command } from "commander";
import { InvalidArgumentError } from "../base/errors.js";
import { randomSeed, resolveSeed } from "../base/seed.js";
import type { WriteOptions } from "../formats/format.js";
import { type Format, findFormat, writeToString } from "../formats/index.js";
import { animatedSvg, checkAnimation, frameSplit, MAX_FPS, MAX_FRAMES } from "../formats/svg-animation.js";
import type { Mask } from "../mask/mask.js";
import { applySteps, generateSteps, startGrid } from "../steps.js";
import { writeOutput } from "./output.js";
import { integerIn } from "./parse.js";

export const DEFAULT_FRAMES = 300;
export const DEFAULT_FPS = 30;
/** A terminal redraws at most this many frames a second. */
export const TERMINAL_MAX_FPS = 60;

export interface AnimateFlags {
  animate?: boolean;
  frames?: number;
  fps?: number;
}

export const ANIMATE_EXAMPLES = `
  $ daedalus generate -a kruskal -W 30 -H 20 --animate -o kruskal.svg   an animated svg of the maze being carved
  $ daedalus generate -a wilson --animate --frames 120 --fps 24          plays on the terminal (Ctrl-C stops it)`;

export function addAnimateFlags(command: Command): Command {
  return command
    .option("--animate", "write the maze being made: an animated svg (-o FILE.svg), or play it on a terminal when there is no -o")
    .option(
      "--frames <n>",
      `--animate's frame budget: the steps are grouped into at most n frames, 2 to ${MAX_FRAMES} (default: ${DEFAULT_FRAMES})`,
      integerIn(2, MAX_FRAMES),
    )
    .option(
      "--fps <n>",
      `--animate's frames per second, 1 to ${MAX_FPS} (default: ${DEFAULT_FPS}; a terminal plays at most ${TERMINAL_MAX_FPS})`,
      integerIn(1, MAX_FPS),
    );
}

/** Where an animation goes: a file or a pipe (svg), or the terminal (ascii frames). */
export type AnimationTarget = { kind: "svg" } | { kind: "terminal" };

/**
 * Checks --animate against the other flags (given as [flag, whether set]) and the format; returns where it goes.
 * --frames and --fps without --animate are refused too.
 */
export function animationTarget(
  flags: AnimateFlags & { output?: string; format?: string },
  format: Format,
  conflicting: readonly (readonly [string, boolean])[],
  terminal = process.stdout.isTTY === true,
): AnimationTarget | undefined {
  if (!flags.animate) {
    const stray = flags.frames !== undefined ? "--frames" : flags.fps !== undefined ? "--fps" : undefined;
    if (stray) throw new InvalidArgumentError(`${stray} sets how --animate plays; give --animate too`);
    return undefined;
  }
  const given = conflicting.filter(([, set]) => set).map(([flag]) => flag);
  if (given.length > 0) throw new InvalidArgumentError(`--animate draws one maze as it is made, and cannot be combined with ${given.join(", ")}`);
  const toStdout = flags.output === undefined || flags.output === "-";
  if (toStdout && terminal && flags.format === undefined) return { kind: "terminal" };
  if (format.name !== "svg") {
    throw new InvalidArgumentError(
      `--animate writes an animated svg (-o FILE.svg, or -f svg), or plays on a terminal with no -o; the ${format.name} format cannot animate`,
    );
  }
  return { kind: "svg" };
}

export interface AnimationRequest {
  algorithm: string;
  width: number;
  height: number;
  seed?: number | string;
  backend: string;
  options: Record<string, string>;
  mask?: Mask;
  write: WriteOptions;
  output?: string;
  gzip: boolean;
}

/** Makes the maze with its steps and writes or plays the animation. */
export async function runAnimation(request: AnimationRequest, flags: AnimateFlags, target: AnimationTarget): Promise<void> {
  const frames = flags.frames ?? DEFAULT_FRAMES;
  const fps = flags.fps ?? DEFAULT_FPS;
  checkAnimation(frames, fps);
  const seed = request.seed === undefined ? randomSeed() : resolveSeed(request.seed, "--seed");
  const { maze, steps, start } = generateSteps({
    algorithm: request.algorithm,
    width: request.width,
    height: request.height,
    seed,
    backend: request.backend,
    options: request.options,
    ...(request.mask && { mask: request.mask }),
  });
  const data = { width: maze.width, height: maze.height, cells: maze.cells.slice(), algorithm: maze.algorithm, seed: maze.seed };
  if (target.kind === "svg") {
    const text = animatedSvg(data, { steps, start, frames, fps }, request.write);
    if (request.seed === undefined) printSeed(seed);
    await writeOutput(request.output === "-" ? undefined : request.output, request.gzip, (output) => output.write(text));
    return;
  }
  if (request.seed === undefined) printSeed(seed);
  await playInTerminal(data, steps, start, request.mask?.grid, frames, Math.min(fps, TERMINAL_MAX_FPS));
}

function printSeed(seed: number): void {
  process.stderr.write(`daedalus: random seed ${seed} (reproduce with --seed ${seed})\n`);
}

/** Ascii frames redrawn in place at `fps`; the cursor is hidden while it plays and shown again on the end or a signal. */
async function playInTerminal(
  maze: { width: number; height: number; cells: Uint8Array; algorithm: string; seed: number | null },
  steps: Uint32Array,
  start: "closed" | "open",
  mask: Uint8Array | undefined,
  budget: number,
  fps: number,
): Promise<void> {
  const ascii = findFormat("ascii");
  const cells = startGrid(maze.width, maze.height, start, mask);
  const lines = 2 * maze.height + 1;
  // A terminal that does not say its size (0 rows) is taken to be tall enough.
  const rows = process.stdout.rows || Number.POSITIVE_INFINITY;
  if (lines >= rows) {
    throw new InvalidArgumentError(
      `the ${maze.width}×${maze.height} maze is ${lines} lines tall and the terminal shows ${rows}: write an animated svg with -o maze.svg, or make it at most ${Math.floor((rows - 2) / 2)} cells high`,
    );
  }
  const { perFrame, frames } = frameSplit(steps.length, budget);
  const out = process.stdout;
  const restore = (): void => {
    out.write("\x1b[?25h");
  };
  // Every signal that ends the run shows the cursor again (`timeout 5 daedalus generate --animate` sends SIGTERM).
  const signals = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;
  const interrupted = (signal: NodeJS.Signals): void => {
    restore();
    out.write("\n");
    process.exit(128 + signals[signal as keyof typeof signals]);
  };
  for (const signal of Object.keys(signals)) process.once(signal, interrupted);
  out.write("\x1b[?25l");
  try {
    for (let frame = 0; frame < frames; frame++) {
      if (frame > 0) applySteps(cells, maze.width, steps, (frame - 1) * perFrame, Math.min(steps.length, frame * perFrame));
      const text = writeToString(ascii, { ...maze, cells });
      out.write(frame === 0 ? text : `\x1b[${lines}F${text}`);
      if (frame + 1 < frames) await new Promise((done) => setTimeout(done, 1000 / fps));
    }
  } finally {
    for (const signal of Object.keys(signals)) process.removeListener(signal, interrupted);
    restore();
  }
}

// generateSteps(): a maze and the order in which its generator toggled its passages (src/grid/steps.ts), for
// frontends that animate the making of a maze; replaySteps rebuilds the maze, or any frame of it, from them.

import { findGenerator } from "./algorithms/generators.js";
import type { StepLog } from "./backends/backend.js";
import { type GenerateOptions, generateWith } from "./generate.js";
import type { StepStart } from "./grid/steps.js";
import type { Maze } from "./maze.js";

export { applySteps, decodeStep, replaySteps, STEPS_MAX_CELLS, type StepStart, startGrid } from "./grid/steps.js";

export interface GeneratedSteps {
  /** The maze, exactly as generate() makes it from the same options. */
  readonly maze: Maze;
  /** Padded cell index << 2 | direction (0..3 = N, E, S, W), in the order the generator toggled them. */
  readonly steps: Uint32Array;
  /** The grid the steps start from: "closed" (carvers) or "open" (recursive division adds walls). */
  readonly start: StepStart;
}

/**
 * generate() with its steps recorded (the same options; not with tiles; at most STEPS_MAX_CELLS cells). Both backends
 * record the same steps; replaySteps(width, height, steps, start, mask?.grid) gives maze.cells.
 */
export function generateSteps(request: GenerateOptions): GeneratedSteps {
  const log: StepLog = {};
  const maze = generateWith(request, log);
  return { maze, steps: log.steps ?? new Uint32Array(0), start: findGenerator(maze.algorithm).stepStart };
}

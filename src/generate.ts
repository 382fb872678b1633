// generate(): validate everything in TypeScript, check the size against memory, then run one backend; with `tiles`,
// the maze is made of T×T tiles joined through a tree of tiles (src/tiles/).

import type { GeneratorEntry } from "./algorithms/define.js";
import { DEFAULT_ALGORITHM, findGenerator, type GeneratorName, generators } from "./algorithms/generators.js";
import { checkDimensions, checkNeed, checkSize, requiredBytes } from "./algorithms/limits.js";
import { encodeOptions, snapshotOptions } from "./algorithms/options.js";
import type { Backend, ProgressHook, StepLog } from "./backends/backend.js";
import { getBackend } from "./backends/runtime.js";
import { checkOptionsObject, checkProgressOptions, optionKeys, readOnce } from "./base/arguments.js";
import { InvalidArgumentError } from "./base/errors.js";
import { randomSeed, resolveSeed, type SeedInput } from "./base/seed.js";
import { type CellStore, type OptionValue, ownedStore } from "./grid/data.js";
import { gridBytes, initGrid } from "./grid/layout.js";
import { type OpeningsRequest, resolveOpenings } from "./grid/openings.js";
import { checkStepsSize, stepCapacity } from "./grid/steps.js";
import { markValid } from "./grid/validated.js";
import { checkedMask, type Mask } from "./mask/mask.js";
import { type Maze, mazeOver } from "./maze.js";
import { progressHook } from "./progress-hook.js";
import { tileLayout } from "./tiles/layout.js";
import { checkRowBytes, checkTileable, checkTileSize } from "./tiles/limits.js";
import { fillTiled } from "./tiles/rows.js";
import { TiledMaze } from "./tiles/tiled.js";

export interface GenerateOptions {
  /** Registry name, alias or entry (default "backtracker"). */
  algorithm?: GeneratorName | (string & {}) | GeneratorEntry;
  /** Required, unless a mask gives it. */
  width?: number;
  /** Required, unless a mask gives it. */
  height?: number;
  /** Integer in [0, 2^32) or any non-empty string (hashed); random when omitted (see maze.seed). */
  seed?: SeedInput;
  /** "wasm" (default) or "reference". */
  backend?: string | Backend;
  /** Algorithm options, as listed by `daedalus list` (undefined takes the default; the maze records a copy). */
  options?: Readonly<Record<string, OptionValue>>;
  /**
   * Generate inside this mask (its size is the maze's); only algorithms whose registry entry has `masks`. Checked in
   * full first (a changed or forged mask is refused by name); the generation uses a copy of the bytes checked.
   */
  mask?: Mask;
  /**
   * An entrance and an exit, gaps in the outer wall (maze.openings): each a side ("N", "top"), a side and an offset
   * ("S:3", { side, offset }), or a cell on the edge ("0,5", { x, y, side? }); `true`: at solve()'s default start and goal.
   */
  openings?: OpeningsRequest | true;
  /** Called every 2^20 finished cells (and never for small mazes) with the count so far and W·H. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Cancels between chunks of 2^20 cells, throwing the signal's reason. generate() runs synchronously, so the
   * signal can be aborted from onProgress (a deadline, a UI poll); abort from elsewhere needs a worker. With a
   * signal, the random walks (aldous-broder, wilson, houston) also call onProgress and look at the signal every 2^20
   * random words (0.03 to 0.2 s of walking), so that a walk that finishes few cells (a thin strip) can be stopped too.
   */
  signal?: AbortSignal;
  /**
   * Split the maze into T×T tiles, each generated alone from a seed derived from (seed, tile), joined into one perfect
   * maze through a uniform spanning tree of the tiles (one passage per edge of it). T from 1 (the untiled maze) to the
   * shorter side (and 4096); any generator. Not with a mask that excludes cells.
   */
  tiles?: number;
}

/** The keys generate() takes, in GenerateOptions' order: any other key is refused by name. */
export const GENERATE_OPTION_KEYS = optionKeys<GenerateOptions>()([
  "algorithm",
  "width",
  "height",
  "seed",
  "backend",
  "options",
  "mask",
  "openings",
  "onProgress",
  "signal",
  "tiles",
]);

/** Generates a maze. Throws a DaedalusError for any bad input, before doing any work. */
export function generate(request: GenerateOptions): Maze {
  return generateWith(request, undefined);
}

/** generate(), recording the steps into `log` when given (generateSteps in src/steps.ts). */
export function generateWith(request: GenerateOptions, log: StepLog | undefined): Maze {
  const plan = checkedPlan(request, log);
  return finished(plan, madeHere(plan, log));
}

/** The plan's cells, made on this thread: by the backend, or tile by tile. */
function madeHere({ request, entry, backend, seed, options, width, height, mask, tiled }: Plan, log: StepLog | undefined): CellStore {
  const progress = progressHook(request.onProgress, request.signal, width * height);
  return tiled ? tiledStore(tiled, progress) : backend.generate(entry, width, height, seed, options, mask, progress, log);
}

/**
 * A tiled maze whose bands are made elsewhere (the CLI's worker pool): the request is checked as generate() checks
 * it, then `fill` gets the padded cells with the padding in place and writes the W+2-byte rows from row 0 down. A
 * request for one tile (or none) is generated here.
 */
export async function generateTiled(request: GenerateOptions, fill: (cells: Uint8Array) => Promise<void>): Promise<Maze> {
  const plan = checkedPlan(request, undefined);
  if (!plan.tiled) return finished(plan, madeHere(plan, undefined));
  const cells = new Uint8Array(gridBytes(plan.width, plan.height));
  initGrid(cells, plan.width, plan.height, 0);
  await fill(cells);
  return finished(plan, ownedStore(cells));
}

/** Everything generate() decides before any work: each argument checked, the size against memory. */
interface Plan {
  request: GenerateOptions;
  entry: GeneratorEntry;
  backend: Backend;
  seed: number;
  /** The options as given, copied (snapshotOptions): what the maze records. */
  given: Readonly<Record<string, OptionValue>> | undefined;
  options: number[];
  width: number;
  height: number;
  /** The request's mask, checked: a copy of its bytes, which a change to the mask after the check cannot reach. */
  mask: Mask | undefined;
  tiled: TiledMaze | undefined;
  openings: ReturnType<typeof resolveOpenings>;
}

function checkedPlan(asked: GenerateOptions, log: StepLog | undefined): Plan {
  // generateSteps() is generate() with a log: its options are generate's, named after the function called.
  checkOptionsObject(asked, log ? "generateSteps' options" : "generate's options", GENERATE_OPTION_KEYS);
  if (asked === undefined) throw new InvalidArgumentError("generate needs its options: { width, height, … }");
  // Each option read once: the tiles, onProgress and signal checked are the ones used and recorded.
  const request = readOnce(asked, GENERATE_OPTION_KEYS);
  checkProgressOptions(request.onProgress, request.signal);
  const entry = findGenerator(request.algorithm ?? DEFAULT_ALGORITHM);
  const backend = getBackend(request.backend ?? "wasm");
  const seed = request.seed === undefined ? randomSeed() : resolveSeed(request.seed);
  const given = snapshotOptions(entry.name, request.options);
  const options = encodeOptions(entry.name, entry.options, given);
  const mask = request.mask === undefined ? undefined : checkedMask(request.mask);
  const width = (request.width ?? mask?.width) as number;
  const height = (request.height ?? mask?.height) as number;
  if (mask) checkMaskFits(entry, mask, width, height);
  const tiled = request.tiles === undefined ? undefined : tiledMaze(request, mask, entry, backend, width, height, seed, options);
  // tiles: 1 is the untiled maze (tiledMaze gives none), whose steps are recorded as without tiles.
  if (log && tiled) throw new InvalidArgumentError(`steps are not recorded for a tiled maze (tiles: ${request.tiles}); leave tiles out or give 1`);
  if (!tiled) checkSize(entry, backend, width, height);
  if (log) checkStepsFit(entry, backend, width, height);
  const openings = resolveOpenings({ width, height, ...(mask && { cells: mask.grid }) }, request.openings);
  request.signal?.throwIfAborted();
  return { request, entry, backend, seed, given, options, width, height, mask, tiled, openings };
}

/** The Maze over a plan's finished cells. */
function finished({ request, entry, seed, given, width, height, tiled, openings }: Plan, store: CellStore): Maze {
  const maze = mazeOver(store, width, height, entry.name, seed, given, openings, tiled && request.tiles);
  markValid(maze.cells, maze.width);
  try {
    request.onProgress?.(width * height, width * height);
  } catch (error) {
    // The caller never gets the maze: its memory goes back now, not when the collector finds it.
    maze.dispose();
    throw error;
  }
  return maze;
}

/** The tiled maze a request asks for (T checked, the largest tile and the whole maze sized), or none for one tile. */
function tiledMaze(
  request: GenerateOptions,
  mask: Mask | undefined,
  entry: GeneratorEntry,
  backend: Backend,
  width: number,
  height: number,
  seed: number,
  options: number[],
): TiledMaze | undefined {
  checkDimensions(width, height);
  const layout = tileLayout(width, height, request.tiles);
  if (layout.tiles === 1) return undefined;
  if (mask && mask.included !== width * height) {
    throw new InvalidArgumentError(
      `tiles cannot be combined with a mask that excludes cells (this one excludes ${width * height - mask.included}); give tiles or the mask`,
    );
  }
  checkTileable(entry);
  checkTileSize(entry, backend, layout);
  checkRowBytes(width, height + 2, `a tiled ${width}×${height} maze in memory`, "generateRows({ tiles }) streams it band by band");
  return new TiledMaze({ entry, backend, width, height, seed, options, layout });
}

/** The tiled maze's cells, in JS memory, made band by band. */
function tiledStore(tiled: TiledMaze, progress: ProgressHook | undefined): CellStore {
  const { width, height } = tiled.request;
  const cells = new Uint8Array(gridBytes(width, height));
  initGrid(cells, width, height, 0);
  fillTiled(tiled, cells, progress);
  return ownedStore(cells);
}

function checkMaskFits(entry: GeneratorEntry, mask: Mask, width: number | undefined, height: number | undefined): void {
  if (!entry.masks) {
    const able = generators.filter((candidate) => candidate.masks).map((candidate) => candidate.name);
    throw new InvalidArgumentError(`algorithm ${entry.name} cannot generate inside a mask; algorithms that can: ${able.join(", ")}`);
  }
  if (width !== mask.width || height !== mask.height) {
    throw new InvalidArgumentError(
      `the maze size ${width}×${height} does not match the mask's ${mask.width}×${mask.height} (the bounding box of its included cells); leave width and height out to take the mask's`,
    );
  }
}

/** A maze whose steps are recorded: at most STEPS_MAX_CELLS cells, and its log fits beside it on the backend. */
function checkStepsFit(entry: GeneratorEntry, backend: Backend, width: number, height: number): void {
  checkStepsSize(width, height);
  checkNeed(`${entry.name} with its steps`, backend, width, height, (w, h) => requiredBytes(entry, w, h) + 4 * stepCapacity(w, h) + 4);
}

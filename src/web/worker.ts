// The page's worker: generation, solving, distances, downloads and the reference comparison run here, so the
// tab never freezes. It loads the library and the .wasm itself (built as one bundle, since workers have no
// import map); a cancel is the page terminating it and starting another.

import {
  distances,
  findFormat,
  type GenerateOptions,
  generate,
  init,
  type Maze,
  type SolvedPath,
  solve,
  type TakuzuDifficulty,
  type TakuzuLevels,
  type TakuzuRules,
  takuzu,
  writeToBytes,
} from "daedalus-maze";
import { drawsPixels, heatImage } from "./draw.js";
import type { Comparison, Download, Envelope, Job, MazeRequest, Reply, Result, Shown, SolverRequest, TakuzuPuzzle } from "./protocol.js";

interface WorkerScope {
  postMessage(message: Reply, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<Envelope>) => void) | null;
}
const scope = self as unknown as WorkerScope;

/** The last maze made, with what was computed on it, keyed by its request. */
let current: { key: string; maze: Maze; distances?: Uint32Array; solutions: Map<string, SolvedPath> } | undefined;

/** The largest picture sent to the page, in pixels on a side: about the board's width on a laptop screen (a
 *  2000-pixel picture took the main thread 80 ms to draw in headless Chromium, 1200 under 50). */
const DISPLAY_MAX = 1200;

const ready = init(new URL("./daedalus.wasm", import.meta.url));

/** The jobs on topologies, loaded with the first of them (a chunk of their own: the square grid's page does not fetch it). */
let topologyJobs: typeof import("./topology-jobs.js") | undefined;

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes.slice()));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What generate() takes of a request: its square-grid fields alone (a request on a topology also has topology and ends,
 *  which generate() refuses as unknown keys). */
function generation({ algorithm, width, height, seed, options }: MazeRequest): GenerateOptions {
  return { algorithm, width, height, seed, options };
}

function mazeFor(id: number, request: MazeRequest): { maze: Maze; ms: number; reused: boolean } {
  const key = JSON.stringify(request);
  if (current?.key === key) return { maze: current.maze, ms: 0, reused: true };
  current?.maze.dispose();
  current = undefined;
  topologyJobs?.forgetTopologyMaze();
  const start = performance.now();
  const maze = generate({
    ...generation(request),
    onProgress: (done, total) => scope.postMessage({ id, type: "progress", stage: "generating", done, total }),
  });
  current = { key, maze, solutions: new Map() };
  return { maze, ms: performance.now() - start, reused: false };
}

function distancesOf(id: number, maze: Maze): Uint32Array {
  if (!current!.distances) {
    scope.postMessage({ id, type: "progress", stage: "measuring distances", done: 0, total: 1 });
    current!.distances = distances(maze);
  }
  return current!.distances;
}

function solutionOf(id: number, maze: Maze, request: SolverRequest): SolvedPath {
  const key = JSON.stringify(request);
  let found = current!.solutions.get(key);
  if (!found) {
    scope.postMessage({ id, type: "progress", stage: "solving", done: 0, total: 1 });
    found = solve(maze, { solver: request.solver, options: request.options });
    current!.solutions.set(key, found);
  }
  return found;
}

async function show(id: number, job: Extract<Job, { kind: "show" }>): Promise<[Shown, Transferable[]]> {
  const { maze, ms, reused } = mazeFor(id, job.maze);
  const pixels = drawsPixels(maze.width, maze.height);
  const map = job.heat ? distancesOf(id, maze) : undefined;
  const solution = job.solve ? solutionOf(id, maze, job.solve) : undefined;
  // Above DISPLAY_MAX pixels on a side the picture is scaled down here: a full 4000×4000 canvas costs the main
  // thread far over 100 ms to receive, draw and composite (downloads keep every cell).
  const scale = Math.min(1, DISPLAY_MAX / Math.max(maze.width, maze.height));
  const bitmap = pixels
    ? await createImageBitmap(heatImage(maze.width, maze.height, map), {
        resizeWidth: Math.max(1, Math.round(maze.width * scale)),
        resizeHeight: Math.max(1, Math.round(maze.height * scale)),
        resizeQuality: "medium",
      })
    : null;
  const cells = pixels ? null : maze.cells.slice();
  // A copy: the worker keeps its map for the next view of the same maze.
  const heat = !pixels && map ? map.slice() : null;
  const path = solution ? Uint32Array.from(solution.path.flat()) : null;
  const shown: Shown = {
    width: maze.width,
    height: maze.height,
    algorithm: maze.algorithm,
    seed: maze.seed,
    hash: await sha256(maze.cells),
    cells,
    distances: heat,
    bitmap,
    scale,
    path,
    length: solution?.length ?? -1,
    generateMs: ms,
    reused,
    onTopology: false,
    svg: null,
    cellCount: maze.width * maze.height,
  };
  return [shown, [bitmap, cells?.buffer, heat?.buffer, path?.buffer].filter((item) => item !== null && item !== undefined) as Transferable[]];
}

const TYPES = { svg: "image/svg+xml", png: "image/png", json: "application/json" } as const;

async function download(id: number, job: Extract<Job, { kind: "download" }>): Promise<[Download, Transferable[]]> {
  const { maze } = mazeFor(id, job.maze);
  const solution = job.solve ? solutionOf(id, maze, job.solve) : undefined;
  // The picture a screen shows: a heat map where the page shows one, start and goal marked with a solution, and cells
  // small enough to keep the file sane.
  const heat = job.heat && job.format !== "json" ? distancesOf(id, maze) : undefined;
  const cellSize = Math.max(1, Math.min(12, Math.floor(2000 / Math.max(maze.width, maze.height))));
  const drawing = job.format === "json" ? {} : { cellSize, wallWidth: cellSize >= 4 ? 2 : 1, margin: cellSize >= 4 ? 6 : 1 };
  scope.postMessage({ id, type: "progress", stage: `writing ${job.format}`, done: 0, total: 1 });
  const bytes = await writeToBytes(findFormat(job.format), maze, {
    ...drawing,
    ...(solution ? { solution, marks: true } : {}),
    ...(heat ? { distances: heat } : {}),
  });
  const name = `maze-${maze.algorithm}-${maze.width}x${maze.height}-${maze.seed}.${job.format}`;
  return [{ bytes, type: TYPES[job.format], name }, [bytes.buffer]];
}

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

function compare(id: number, job: Extract<Job, { kind: "compare" }>): Comparison {
  const { maze } = mazeFor(id, job.maze);
  const solver = { solver: job.solve.solver, options: job.solve.options };
  scope.postMessage({ id, type: "progress", stage: "timing the Wasm core", done: 0, total: 2 });
  const wasm = timed(() => generate({ ...generation(job.maze), backend: "wasm" }).dispose());
  const wasmSolve = timed(() => solve(maze, { ...solver, backend: "wasm" }));
  scope.postMessage({ id, type: "progress", stage: "timing the TypeScript reference", done: 1, total: 2 });
  const reference = timed(() => generate({ ...generation(job.maze), backend: "reference" }));
  const referenceSolve = timed(() => solve(maze, { ...solver, backend: "reference" }));
  return { generate: { wasm, reference }, solve: { wasm: wasmSolve, reference: referenceSolve } };
}

function puzzle(id: number, job: Extract<Job, { kind: "takuzu" }>): [TakuzuPuzzle, Transferable[]] {
  scope.postMessage({ id, type: "progress", stage: "making the puzzle", done: 0, total: 1 });
  const made = takuzu.generate({
    width: job.width,
    height: job.height,
    seed: job.seed,
    difficulty: job.difficulty as TakuzuDifficulty,
    rules: job.rules as TakuzuRules,
    levels: job.levels as TakuzuLevels,
  });
  const result = { puzzle: made.puzzle.cells, solution: made.solution.cells, seed: made.puzzle.seed! };
  return [result, [result.puzzle.buffer, result.solution.buffer]];
}

async function run(id: number, job: Job): Promise<[Result, Transferable[]]> {
  await ready;
  if (job.kind !== "takuzu" && job.maze.topology) {
    // A maze on a topology: the square grid's maze kept is let go.
    current?.maze.dispose();
    current = undefined;
    const progress = (stage: string, done: number, total: number): void => scope.postMessage({ id, type: "progress", stage, done, total });
    topologyJobs ??= await import("./topology-jobs.js");
    if (job.kind === "show") return topologyJobs.showTopology(job, progress, sha256);
    if (job.kind === "download") return topologyJobs.downloadTopology(job, progress);
    return [topologyJobs.compareTopology(job, progress), []];
  }
  if (job.kind === "show") return show(id, job);
  if (job.kind === "download") return download(id, job);
  if (job.kind === "takuzu") return puzzle(id, job);
  return [compare(id, job), []];
}

scope.onmessage = (event) => {
  const { id, job } = event.data;
  run(id, job).then(
    ([result, transfer]) => scope.postMessage({ id, type: "result", result }, transfer),
    (error: Error) => scope.postMessage({ id, type: "error", message: error.message }),
  );
};

// The worker's jobs on topologies: generate (or reuse) with generateOn, the heat map (distancesOn), the solution
// (solveOn) between the ends asked for, drawn by the library's topology svg writer (png when large); downloads through writeTopology;
// and the comparison of the Wasm core with the reference.

import {
  type Chunk,
  distancesOn,
  generateOn,
  longestPathOn,
  solveOn,
  type TopologyMaze,
  type TopologyPath,
  type TopologySolution,
  type TopologyWriteOptions,
  topologySvg,
  writeTopology,
} from "daedalus-maze";
import type { Comparison, Download, Job, MazeRequest, Shown, SolverRequest } from "./protocol.js";
import { checkedTopology, type TopologyRequest } from "./topology-settings.js";

export type Progress = (stage: string, done: number, total: number) => void;

/** Above this many cells the page shows the library's png, painted and decoded here, instead of its svg: parsing and
 *  laying out the svg of 50 000 cells held the page's main thread for 0.3–0.7 s (Long Tasks API, Chromium). */
export const PAGE_SVG_MAX_CELLS = 5000;

/** The last maze on a topology, with its ends and what was computed on it, keyed by its request. */
let current: { key: string; maze: TopologyMaze; from: number; to: number; distances?: Uint32Array; solutions: Map<string, TopologyPath> } | undefined;

/** Drops the maze kept (the square grid's job takes the memory). */
export function forgetTopologyMaze(): void {
  current = undefined;
}

function mazeFor(request: MazeRequest, progress: Progress): { maze: TopologyMaze; ms: number; reused: boolean } {
  const key = JSON.stringify(request);
  if (current?.key === key) return { maze: current.maze, ms: 0, reused: true };
  current = undefined;
  const start = performance.now();
  const t = checkedTopology(request.topology!);
  const maze = generateOn(t, {
    algorithm: request.algorithm,
    seed: request.seed,
    options: request.options,
    onProgress: (done, total) => progress("generating", done, total),
  });
  const ms = performance.now() - start;
  const ends = request.ends === "longest" ? longestPathOn(maze) : { from: 0, to: t.cellCount - 1 };
  current = { key, maze, from: ends.from, to: ends.to, solutions: new Map() };
  return { maze, ms, reused: false };
}

function distancesOf(progress: Progress): Uint32Array {
  const kept = current!;
  if (!kept.distances) {
    progress("measuring distances", 0, 1);
    kept.distances = distancesOn(kept.maze, { from: kept.from });
  }
  return kept.distances;
}

function solutionOf(request: SolverRequest, progress: Progress): TopologySolution {
  const kept = current!;
  let found = kept.solutions.get(request.solver);
  if (!found) {
    progress("solving", 0, 1);
    found = solveOn(kept.maze, { from: kept.from, to: kept.to, solver: request.solver as "bfs" | "astar" });
    kept.solutions.set(request.solver, found);
  }
  return { from: kept.from, to: kept.to, length: found.length, path: Array.from(found.cells) };
}

/** Cells about `pixels` across the picture's longer side (at most `largest`), walls and margin to match. */
function drawing(request: TopologyRequest, pixels: number, largest: number): TopologyWriteOptions {
  const p = request.parameters as Record<string, number>;
  // 3d's levels side by side, a cell apart.
  const across = request.name === "polar" ? 2 * p.rings! : request.name === "3d" ? (p.width! + 1) * p.levels! - 1 : p.width!;
  const down = request.name === "polar" ? 2 * p.rings! : p.height!;
  const cellSize = Math.max(3, Math.min(largest, Math.floor(pixels / Math.max(across, down)) - 2));
  return { cellSize, wallWidth: cellSize >= 6 ? 2 : 1, margin: cellSize >= 6 ? 6 : 2 };
}

/** What the picture shows: the heat map and the solution as asked; start and goal with either. */
function pictureOptions(
  job: { heat: boolean; solve: SolverRequest | null },
  progress: Progress,
  base: TopologyWriteOptions,
): {
  options: TopologyWriteOptions;
  solution: TopologySolution | undefined;
} {
  const kept = current!;
  const distances = job.heat ? distancesOf(progress) : undefined;
  const solution = job.solve ? solutionOf(job.solve, progress) : undefined;
  const options: TopologyWriteOptions = {
    ...base,
    start: kept.from,
    goal: kept.to,
    ...(distances && { distances }),
    ...(solution && solution.length >= 0 && { path: solution.path }),
  };
  return { options, solution };
}

export async function showTopology(
  job: Extract<Job, { kind: "show" }>,
  progress: Progress,
  hash: (bytes: Uint8Array) => Promise<string>,
): Promise<[Shown, Transferable[]]> {
  const { maze, ms, reused } = mazeFor(job.maze, progress);
  const { options, solution } = pictureOptions(job, progress, drawing(job.maze.topology!, 800, 24));
  progress("drawing", 0, 1);
  const large = maze.topology.cellCount > PAGE_SVG_MAX_CELLS;
  const svg = large ? null : topologySvg(maze, options);
  const bitmap = large ? await createImageBitmap(new Blob([await bytesOf(writeTopology("png", maze, options, solution))], { type: "image/png" })) : null;
  const path = solution ? Uint32Array.from(solution.path) : null;
  const shown: Shown = {
    width: Number(maze.topology.parameters.width ?? maze.topology.parameters.rings),
    height: Number(maze.topology.parameters.height ?? maze.topology.parameters.rings),
    algorithm: maze.algorithm,
    seed: maze.seed,
    hash: await hash(maze.links),
    cells: null,
    distances: null,
    bitmap,
    scale: 1,
    path,
    length: solution?.length ?? -1,
    generateMs: ms,
    reused,
    onTopology: true,
    svg,
    cellCount: maze.topology.cellCount,
  };
  return [shown, [bitmap, path?.buffer].filter((item) => item !== null && item !== undefined) as Transferable[]];
}

const TYPES = { svg: "image/svg+xml", png: "image/png", json: "application/json" } as const;

export async function downloadTopology(job: Extract<Job, { kind: "download" }>, progress: Progress): Promise<[Download, Transferable[]]> {
  const { maze } = mazeFor(job.maze, progress);
  const { options, solution } = pictureOptions(
    { heat: job.heat && job.format !== "json", solve: job.solve },
    progress,
    job.format === "json" ? {} : drawing(job.maze.topology!, 2000, 12),
  );
  progress(`writing ${job.format}`, 0, 1);
  const bytes = await bytesOf(writeTopology(job.format, maze, options, solution));
  const name = `maze-${maze.topology.name}-${maze.algorithm}-${maze.topology.cellCount}-${maze.seed}.${job.format}`;
  return [{ bytes, type: TYPES[job.format], name }, [bytes.buffer]];
}

/** A writer's chunks as one array of bytes (text as UTF-8). */
async function bytesOf(chunks: Iterable<Chunk> | AsyncIterable<Chunk>): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = [];
  const encoder = new TextEncoder();
  for await (const chunk of chunks) parts.push(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

function timed(run: () => unknown): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

export function compareTopology(job: Extract<Job, { kind: "compare" }>, progress: Progress): Comparison {
  const { maze } = mazeFor(job.maze, progress);
  const { from, to } = current!;
  const t = maze.topology;
  const request = { algorithm: job.maze.algorithm, seed: job.maze.seed, options: job.maze.options };
  const solver = job.solve.solver as "bfs" | "astar";
  progress("timing the Wasm core", 0, 2);
  const wasm = timed(() => generateOn(t, { ...request, backend: "wasm" }));
  const wasmSolve = timed(() => solveOn(maze, { from, to, solver, backend: "wasm" }));
  progress("timing the TypeScript reference", 1, 2);
  const reference = timed(() => generateOn(t, { ...request, backend: "reference" }));
  const referenceSolve = timed(() => solveOn(maze, { from, to, solver, backend: "reference" }));
  return { generate: { wasm, reference }, solve: { wasm: wasmSolve, reference: referenceSolve } };
}

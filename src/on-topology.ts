// Mazes on topologies (src/topology/): generateOn, solveOn and braidOn, over the backends' topology engines. A maze is
// its topology and one byte of link bits per cell (docs/ARCHITECTURE.md, "Topologies"); it lives in JS memory.

import { encodeTopologyOptions, findTopologyGenerator, type TopologyGeneratorEntry, type TopologyGeneratorName } from "./algorithms/topology.js";
import type { Backend, TopologyPathResult } from "./backends/backend.js";
import { getBackend } from "./backends/runtime.js";
import { checkOptionsObject, checkProgressOptions, optionKeys, ownLength } from "./base/arguments.js";
import { describeValue, InvalidArgumentError } from "./base/errors.js";
import { isSeed, randomSeed, resolveSeed, type SeedInput } from "./base/seed.js";
import type { OptionValue } from "./grid/data.js";
import { checkedMask, type Mask } from "./mask/mask.js";
import { progressHook } from "./progress-hook.js";
import { pictureExtent } from "./topology/extent.js";
import { HEURISTIC_CODES } from "./topology/heuristic.js";
import { checkMaskable, checkTopology, keepText, type Topology, topology } from "./topology/index.js";
import type { TopologyMazeData } from "./topology/topology.js";

/** A perfect (or braided) maze on a topology: bit k of links[c] is set when slot k of cell c is a passage. */
export interface TopologyMaze {
  readonly topology: Topology;
  readonly links: Uint8Array;
  /** The generator's name, with "+braid(…)" after a braid. */
  readonly algorithm: string;
  readonly seed: number;
}

export interface GenerateOnOptions {
  /** A topology generator's name or alias (default "backtracker"): backtracker, wilson, aldous-broder, kruskal, prim-true, growing-tree, hunt-and-kill. */
  algorithm?: TopologyGeneratorName | (string & {}) | TopologyGeneratorEntry;
  /** Integer in [0, 2^32) or any non-empty string (hashed); random when omitted. */
  seed?: SeedInput;
  /** "wasm" (default) or "reference": the same bytes either way. */
  backend?: string | Backend;
  /** Algorithm options (growing-tree: policy). */
  options?: Readonly<Record<string, OptionValue>>;
  /** Called every 2^20 finished cells with the count so far and the cell count, and once at the end. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Cancels between chunks of 2^20 cells, throwing the signal's reason; abort it from onProgress (generateOn runs
   * synchronously). With it, aldous-broder's and wilson's walks also call onProgress and look at the signal every 2^20
   * random words, so that a walk that finishes few cells (a thin shape) can be stopped too.
   */
  signal?: AbortSignal;
}

/** The keys generateOn() takes, in GenerateOnOptions' order: any other key is refused by name. */
export const GENERATE_ON_OPTION_KEYS = optionKeys<GenerateOnOptions>()(["algorithm", "seed", "backend", "options", "onProgress", "signal"]);

/** A maze on `topology` (made by topology(name, parameters)). */
export function generateOn(topology: Topology, request: GenerateOnOptions = {}): TopologyMaze {
  checkTopology(topology);
  checkOptionsObject(request, "generateOn's options", GENERATE_ON_OPTION_KEYS);
  const entry = findTopologyGenerator(request.algorithm ?? "backtracker", topology.name);
  const backend = getBackend(request.backend ?? "wasm");
  const seed = request.seed === undefined ? randomSeed() : resolveSeed(request.seed);
  const options = encodeTopologyOptions(entry, request.options);
  const { onProgress, signal } = request;
  checkProgressOptions(onProgress, signal);
  signal?.throwIfAborted();
  const links = backend.topology.generate(entry, topology, seed, options, progressHook(onProgress, signal, topology.cellCount));
  onProgress?.(topology.cellCount, topology.cellCount);
  return { topology, links, algorithm: entry.name, seed };
}

/** Throws unless `maze` is a topology maze whose links are symmetric slot bits (a changed maze gets a named error, never a wild walk). */
export function checkTopologyMaze(maze: unknown): asserts maze is TopologyMaze {
  checkedMaze(maze, false);
}

/**
 * The maze's topology and a copy of its links, each read once and checked (checkTopologyMaze): what every topology
 * call works on, so a getter or an option's side effect cannot hand the check one maze and the walk another.
 */
export function topologyMazeOf(maze: unknown): TopologyMazeData {
  return checkedMaze(maze, true);
}

/** The maze's topology and links (a copy when `copy`, else the array it holds), each read once and checked. */
function checkedMaze(maze: unknown, copy: boolean): TopologyMazeData {
  if (typeof maze !== "object" || maze === null)
    throw new InvalidArgumentError(`a topology maze must be an object from generateOn, got ${describeValue(maze)}`);
  const { topology, links: given } = maze as Partial<TopologyMaze>;
  checkTopology(topology, "maze.topology");
  // The array's own length (a subclass cannot lie about it through a getter; a detached array's is 0), read before
  // any copy: copying a detached array or a Proxy of one throws a raw TypeError.
  const length = ownLength(given);
  if (length !== topology.cellCount) {
    const got = length !== undefined ? `a Uint8Array of ${length} bytes${length === 0 ? " (empty, or its buffer was detached)" : ""}` : describeValue(given);
    throw new InvalidArgumentError(`maze.links must be a Uint8Array of ${topology.cellCount} bytes (one per cell), got ${got}`);
  }
  const links = copy ? new Uint8Array(given as Uint8Array) : (given as Uint8Array);
  checkLinks(topology, links);
  return { topology, links };
}

/** Throws unless every open slot of `links` is within its cell's slots and open from the other side too. */
function checkLinks(topology: Topology, links: Uint8Array): void {
  const { offsets, neighbours } = topology;
  for (let c = 0; c < topology.cellCount; c++) {
    const start = offsets[c]!;
    const slots = offsets[c + 1]! - start;
    const bits = links[c]!;
    if (bits >> slots !== 0) throw new InvalidArgumentError(`maze.links[${c}] = ${bits} opens a slot past the cell's ${slots} slots`);
    for (let k = 0; k < slots; k++) {
      if ((bits & (1 << k)) === 0) continue;
      const n = neighbours[start + k]!;
      // Searched within n's slots only: the tables passed the hash check, but a wild neighbour must not make a wild loop.
      const inRange = n >= 0 && n < topology.cellCount;
      const end = inRange ? offsets[n + 1]! : 0;
      let e = inRange ? offsets[n]! : 0;
      while (e < end && neighbours[e] !== c) e++;
      if (e >= end)
        throw new InvalidArgumentError(`maze.topology: slot ${k} of cell ${c} names cell ${n}, which does not name it back; build the topology again`);
      if ((links[n]! & (1 << (e - offsets[n]!))) === 0)
        throw new InvalidArgumentError(`maze.links: the passage from cell ${c} to ${n} is open on one side only`);
    }
  }
}

/** A cell given to a topology call: an index in [0, cellCount). */
export function checkCell(topology: Topology, cell: unknown, name: string): number {
  if (typeof cell !== "number" || !Number.isInteger(cell) || cell < 0 || cell >= topology.cellCount)
    throw new InvalidArgumentError(`${name} must be a cell index from 0 to ${topology.cellCount - 1}, got ${describeValue(cell)}`);
  return cell;
}

/** The solvers on topologies: both find a shortest path. */
export const TOPOLOGY_SOLVERS = ["bfs", "astar"] as const;

export interface SolveOnOptions {
  /** The start cell (default 0). */
  from?: number;
  /** The goal cell (default the last cell). */
  to?: number;
  /** "bfs" (default) or "astar" (with the topology's admissible lower bound): both optimal. */
  solver?: (typeof TOPOLOGY_SOLVERS)[number];
  backend?: string | Backend;
}

/** The keys solveOn() takes, in SolveOnOptions' order: any other key is refused by name. */
export const SOLVE_ON_OPTION_KEYS = optionKeys<SolveOnOptions>()(["from", "to", "solver", "backend"]);

/** A shortest path: its length (-1 when the goal is not reachable), the cells the search visited, and its cells. */
export type TopologyPath = TopologyPathResult;

/** The 3 integer keys per cell A* evaluates its lower bound over. */
function heuristicOf(topology: Topology) {
  const keys = new Int32Array(3 * topology.cellCount);
  for (let c = 0; c < topology.cellCount; c++) {
    const k = topology.heuristicKeys(c);
    keys[3 * c] = k[0] ?? 0;
    keys[3 * c + 1] = k[1] ?? 0;
    keys[3 * c + 2] = k[2] ?? 0;
  }
  const { heuristic } = topology;
  const wrapped = heuristic.kind === "torus" ? heuristic : { width: 0, height: 0 };
  return { keys, code: HEURISTIC_CODES[heuristic.kind], width: wrapped.width, height: wrapped.height };
}

/** A shortest path through a maze on a topology. */
export function solveOn(maze: TopologyMaze, request: SolveOnOptions = {}): TopologyPath {
  checkOptionsObject(request, "solveOn's options", SOLVE_ON_OPTION_KEYS);
  const { topology, links } = topologyMazeOf(maze);
  const from = checkCell(topology, request.from ?? 0, "from");
  const to = checkCell(topology, request.to ?? topology.cellCount - 1, "to");
  const solver = request.solver ?? "bfs";
  if (!TOPOLOGY_SOLVERS.includes(solver))
    throw new InvalidArgumentError(`solver on a topology must be ${TOPOLOGY_SOLVERS.map((s) => `"${s}"`).join(" or ")}, got ${describeValue(solver)}`);
  const backend = getBackend(request.backend ?? "wasm");
  return backend.topology.solve(topology, links, from, to, solver === "astar" ? heuristicOf(topology) : undefined);
}

export interface BraidOnOptions {
  /** "wasm" (default) or "reference": the same bytes either way. */
  backend?: string | Backend;
}

/** The keys braidOn() takes: any other key is refused by name. */
export const BRAID_ON_OPTION_KEYS = optionKeys<BraidOnOptions>()(["backend"]);

/** A new maze with about a share `p` (0..1) of the dead ends removed (one more passage each, towards a dead end when there is one). */
export function braidOn(maze: TopologyMaze, p: number, seed: SeedInput, request: BraidOnOptions = {}): TopologyMaze {
  checkOptionsObject(request, "braidOn's options", BRAID_ON_OPTION_KEYS);
  const { topology, links } = topologyMazeOf(maze);
  const { algorithm, seed: mazeSeed } = maze;
  if (typeof algorithm !== "string" || algorithm.length === 0)
    throw new InvalidArgumentError(`maze.algorithm must be the generator's name (a non-empty string), got ${describeValue(algorithm)}`);
  if (!isSeed(mazeSeed)) throw new InvalidArgumentError(`maze.seed must be an integer from 0 to 2^32 − 1, got ${describeValue(mazeSeed)}`);
  if (typeof p !== "number" || !(p >= 0 && p <= 1)) throw new InvalidArgumentError(`braid share p must be a number in [0, 1], got ${describeValue(p)}`);
  const braidSeed = resolveSeed(seed, "braid seed");
  const backend = getBackend(request.backend ?? "wasm");
  const braided = backend.topology.braid(topology, links, braidSeed, Math.floor(p * 2 ** 32));
  return { topology, links: braided, algorithm: `${algorithm}+braid(p=${p}, seed=${braidSeed})`, seed: mazeSeed };
}

/**
 * The cells of `t` (hex, triangle, upsilon or polar, without a mask yet) whose centres fall on the mask's included
 * cells, the mask stretched over t's picture: a topology of its own, its `keep` parameter naming them. The kept cells
 * must be connected (a larger topology draws a mask's thin parts with more cells).
 */
export function maskTopology(t: Topology, given: Mask): Topology {
  checkTopology(t);
  const mask = checkedMask(given);
  checkMaskable(t.name);
  if (t.parameters.keep !== undefined) throw new InvalidArgumentError(`${t.name} already has a mask (its keep parameter); mask the topology without it`);
  const box = pictureExtent(t);
  const kept = new Uint8Array(t.cellCount);
  let count = 0;
  for (let c = 0; c < t.cellCount; c++) {
    const [cx, cy] = t.centre(c);
    // Clamped at both ends: a column or row off the mask would read its padding or another row.
    const x = Math.max(0, Math.min(mask.width - 1, Math.floor(((cx - box.minX) / (box.maxX - box.minX)) * mask.width)));
    const y = Math.max(0, Math.min(mask.height - 1, Math.floor(((cy - box.minY) / (box.maxY - box.minY)) * mask.height)));
    kept[c] = mask.excludes(x, y) ? 0 : 1;
    count += kept[c]!;
  }
  if (count === 0) throw new InvalidArgumentError(`mask: no cell of ${t.name} ${JSON.stringify(t.parameters)} has its centre on an included cell`);
  return topology(t.name, { ...t.parameters, keep: keepText(t, kept) });
}

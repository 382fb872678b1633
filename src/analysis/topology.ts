// Analysis of mazes on topologies: distances from a cell, the longest path (two breadth-first sweeps), and stats
// (passages, dead ends, corridors, junctions), over the backends' topology engines.

import type { Backend } from "../backends/backend.js";
import { getBackend } from "../backends/runtime.js";
import { checkOptionsObject, optionKeys } from "../base/arguments.js";
import { popcount } from "../base/bits.js";
import { checkCell, type TopologyMaze, topologyMazeOf } from "../on-topology.js";
import type { TopologyMazeData } from "../topology/topology.js";

export interface TopologyAnalysisOptions {
  /** The cell distances are measured from (default 0). */
  from?: number;
  backend?: string | Backend;
}

/** The keys distancesOn() and longestPathOn() take, in TopologyAnalysisOptions' order: any other key is refused by name. */
export const TOPOLOGY_ANALYSIS_OPTION_KEYS = optionKeys<TopologyAnalysisOptions>()(["from", "backend"]);

/** The distance of every cell from `from` (default 0), 0xFFFFFFFF where not reachable. */
export function distancesOn(maze: TopologyMaze, request: TopologyAnalysisOptions = {}): Uint32Array {
  checkOptionsObject(request, "distancesOn's options", TOPOLOGY_ANALYSIS_OPTION_KEYS);
  const { topology, links } = topologyMazeOf(maze);
  const from = checkCell(topology, request.from ?? 0, "from");
  return getBackend(request.backend ?? "wasm").topology.distances(topology, links, from);
}

export interface TopologyLongestPath {
  readonly from: number;
  readonly to: number;
  readonly length: number;
}

/**
 * The longest shortest path by two sweeps: the cell farthest from cell `from` (default 0), then the cell farthest from
 * that. Exact on a perfect maze (a tree's diameter); on a braided one a lower bound on the longest shortest path.
 */
export function longestPathOn(maze: TopologyMaze, request: TopologyAnalysisOptions = {}): TopologyLongestPath {
  checkOptionsObject(request, "longestPathOn's options", TOPOLOGY_ANALYSIS_OPTION_KEYS);
  const { topology, links } = topologyMazeOf(maze);
  const start = checkCell(topology, request.from ?? 0, "from");
  return longestPath(getBackend(request.backend ?? "wasm").topology, { topology, links }, start);
}

/** The two sweeps on a maze already read and checked (statsOn shares them). */
function longestPath(engine: Backend["topology"], { topology, links }: TopologyMazeData, start: number): TopologyLongestPath {
  const first = engine.farthest(topology, links, start);
  const second = engine.farthest(topology, links, first.cell);
  return { from: first.cell, to: second.cell, length: second.distance };
}

export interface TopologyStats {
  readonly cells: number;
  /** Open passages, each counted once. */
  readonly passages: number;
  /** Cells with one passage. */
  readonly deadEnds: number;
  /** Cells with two passages. */
  readonly corridors: number;
  /** Cells with three or more passages. */
  readonly junctions: number;
  /** Cells with no passage. */
  readonly isolated: number;
  /** Every cell reachable by exactly one path: passages = cells − 1 and all connected. */
  readonly perfect: boolean;
  readonly longestPath: TopologyLongestPath;
}

export interface TopologyStatsOptions {
  backend?: string | Backend;
}

/** The keys statsOn() takes: any other key is refused by name. */
export const TOPOLOGY_STATS_OPTION_KEYS = optionKeys<TopologyStatsOptions>()(["backend"]);

/** Counts of a maze on a topology, and its longest path. */
export function statsOn(maze: TopologyMaze, request: TopologyStatsOptions = {}): TopologyStats {
  checkOptionsObject(request, "statsOn's options", TOPOLOGY_STATS_OPTION_KEYS);
  const snapshot = topologyMazeOf(maze);
  const { topology, links } = snapshot;
  const counts = [0, 0, 0, 0];
  let ends = 0;
  for (const bits of links) {
    const degree = popcount(bits);
    counts[Math.min(degree, 3)]!++;
    ends += degree;
  }
  const engine = getBackend(request.backend ?? "wasm").topology;
  const reached = engine.farthest(topology, links, 0).reached;
  const passages = ends / 2;
  return {
    cells: topology.cellCount,
    passages,
    isolated: counts[0]!,
    deadEnds: counts[1]!,
    corridors: counts[2]!,
    junctions: counts[3]!,
    perfect: passages === topology.cellCount - 1 && reached === topology.cellCount,
    longestPath: longestPath(engine, snapshot, 0),
  };
}

// Analysis of mazes on topologies: distances from a cell, the longest path (two breadth-first sweeps), and stats
// (passages, dead ends, corridors, junctions), over the backends' topology engines.

import type { Backend } from "../backends/backend.js";
import { getBackend } from "../backends/runtime.js";
import { checkOptionsObject } from "../base/arguments.js";
import { checkCell, checkTopologyMaze, type TopologyMaze } from "../on-topology.js";

export interface TopologyAnalysisOptions {
  /** The cell distances are measured from (default 0). */
  from?: number;
  backend?: string | Backend;
}

/** The distance of every cell from `from` (default 0), 0xFFFFFFFF where not reachable. */
export function distancesOn(maze: TopologyMaze, request: TopologyAnalysisOptions = {}): Uint32Array {
  checkOptionsObject(request, "distancesOn's options");
  checkTopologyMaze(maze);
  const from = checkCell(maze.topology, request.from ?? 0, "from");
  return getBackend(request.backend ?? "wasm").topology.distances(maze.topology, maze.links, from);
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
  checkOptionsObject(request, "longestPathOn's options");
  checkTopologyMaze(maze);
  const start = checkCell(maze.topology, request.from ?? 0, "from");
  const engine = getBackend(request.backend ?? "wasm").topology;
  const first = engine.farthest(maze.topology, maze.links, start);
  const second = engine.farthest(maze.topology, maze.links, first.cell);
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

const popcount = (bits: number): number => {
  let count = 0;
  for (let b = bits; b !== 0; b &= b - 1) count++;
  return count;
};

/** Counts of a maze on a topology, and its longest path. */
export function statsOn(maze: TopologyMaze, request: { backend?: string | Backend } = {}): TopologyStats {
  checkOptionsObject(request, "statsOn's options");
  checkTopologyMaze(maze);
  const counts = [0, 0, 0, 0];
  let ends = 0;
  for (const bits of maze.links) {
    const degree = popcount(bits);
    counts[Math.min(degree, 3)]!++;
    ends += degree;
  }
  const engine = getBackend(request.backend ?? "wasm").topology;
  const reached = engine.farthest(maze.topology, maze.links, 0).reached;
  const passages = ends / 2;
  return {
    cells: maze.topology.cellCount,
    passages,
    isolated: counts[0]!,
    deadEnds: counts[1]!,
    corridors: counts[2]!,
    junctions: counts[3]!,
    perfect: passages === maze.topology.cellCount - 1 && reached === maze.topology.cellCount,
    longestPath: longestPathOn(maze, request),
  };
}

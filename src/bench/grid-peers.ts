// The npm grid pathfinders a user would otherwise pick (devDependencies only), each set up on a map outside the
// timing and asked for one problem's length inside it. Where their rules differ from ours:
// - pathfinding (PathFinding.js): DiagonalMovement.OnlyWhenNoObstacles is our rule (a diagonal needs both
//   orthogonal cells); its finders mark the grid's nodes, so a grid serves one search: its docs clone the grid per
//   search (grid.clone(): about 165 ms at 512×512, far more than the search); here the nodes the search took
//   (from getNodeAt and getNeighbors, noted as it runs) have their marks reset instead, in the peer's favour.
//   Lengths are summed from its path (A*: cells; JPS: jump points).
// - l1-path-finder: 4-connected moves only (L1 distance), after its preprocessing (createPlanner, not timed).
// Both read only passable / blocked: maps with water are not given to them.

import type { GridMap, GridProblem, OctileLength } from "../gridmap/index.js";

export interface GridPeer {
  /** Task label, e.g. "pathfinding/astar". */
  readonly name: string;
  readonly packageName: string;
  /** The daedalus grid solver whose lengths it must give. */
  readonly ours: "astar" | "jps" | "bfs4";
  /** Sets the peer up on a map (not timed); the function it returns solves one problem (timed). */
  load(map: GridMap): Promise<(problem: GridProblem) => OctileLength | null>;
}

interface PfFinder {
  findPath(startX: number, startY: number, goalX: number, goalY: number, grid: unknown): [number, number][];
}

/** The parts of PathFinding.js used here. */
interface PathfindingModule {
  Grid: new (width: number, height: number, matrix: number[][]) => PfGrid;
  DiagonalMovement: { OnlyWhenNoObstacles: number };
  Heuristic: { octile: unknown };
  AStarFinder: new (options: object) => PfFinder;
  JumpPointFinder: new (options: object) => PfFinder;
}

interface PfGrid {
  getNodeAt(x: number, y: number): PfNode;
  getNeighbors(node: PfNode, diagonalMovement: number): PfNode[];
}

interface PfNode {
  opened?: boolean;
  closed?: boolean;
  parent?: unknown;
  g?: number;
  f?: number;
  h?: number;
}

/** The length of a path of points joined by straight or diagonal runs. */
function pathLength(points: readonly (readonly [number, number])[]): OctileLength | null {
  if (points.length === 0) return null;
  let straight = 0;
  let diagonal = 0;
  for (let i = 1; i < points.length; i++) {
    const dx = Math.abs(points[i]![0] - points[i - 1]![0]);
    const dy = Math.abs(points[i]![1] - points[i - 1]![1]);
    diagonal += Math.min(dx, dy);
    straight += Math.abs(dx - dy);
  }
  return { straight, diagonal };
}

function pathfinding(finder: "AStarFinder" | "JumpPointFinder", ours: "astar" | "jps"): GridPeer {
  return {
    name: `pathfinding/${finder === "AStarFinder" ? "astar" : "jps"}`,
    packageName: "pathfinding",
    ours,
    async load(map) {
      const PF = ((await import("pathfinding")) as { default: PathfindingModule }).default;
      const matrix = Array.from({ length: map.height }, (_, y) => Array.from({ length: map.width }, (_, x) => (map.classAt(x, y) === 0 ? 1 : 0)));
      const grid = new PF.Grid(map.width, map.height, matrix);
      // Every node a search marks comes from getNodeAt or getNeighbors: noted there, reset after the search.
      const touched: PfNode[] = [];
      const getNodeAt = grid.getNodeAt.bind(grid);
      const getNeighbors = grid.getNeighbors.bind(grid);
      grid.getNodeAt = (x, y) => {
        const node = getNodeAt(x, y);
        touched.push(node);
        return node;
      };
      grid.getNeighbors = (node, diagonalMovement) => {
        const neighbors = getNeighbors(node, diagonalMovement);
        for (const neighbor of neighbors) touched.push(neighbor);
        return neighbors;
      };
      const options = { diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles, ...(finder === "AStarFinder" ? { heuristic: PF.Heuristic.octile } : {}) };
      const search = new PF[finder](options);
      return (problem) => {
        const path = search.findPath(problem.startX, problem.startY, problem.goalX, problem.goalY, grid);
        for (const node of touched) {
          node.opened = false;
          node.closed = false;
          node.parent = null;
          // Its finders keep a node's h when set (`h || heuristic(...)`): a stale h from another goal would mislead them.
          node.g = 0;
          node.f = 0;
          node.h = 0;
        }
        touched.length = 0;
        return pathLength(path);
      };
    },
  };
}

const l1PathFinder: GridPeer = {
  name: "l1-path-finder",
  packageName: "l1-path-finder",
  ours: "bfs4",
  async load(map) {
    const createPlanner = ((await import("l1-path-finder")) as { default: (grid: unknown) => { search(...args: number[]): number } }).default;
    const ndarray = ((await import("ndarray")) as { default: (data: Uint8Array, shape: number[]) => unknown }).default;
    // Its first axis is x: cell (x, y) at x·H + y, 1 = blocked.
    const data = new Uint8Array(map.width * map.height);
    for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) data[x * map.height + y] = map.classAt(x, y) === 0 ? 1 : 0;
    const planner = createPlanner(ndarray(data, [map.width, map.height]));
    return (problem) => {
      const distance = planner.search(problem.startX, problem.startY, problem.goalX, problem.goalY);
      return Number.isFinite(distance) ? { straight: distance, diagonal: 0 } : null;
    };
  },
};

export const gridPeers: readonly GridPeer[] = [pathfinding("AStarFinder", "astar"), pathfinding("JumpPointFinder", "jps"), l1PathFinder];

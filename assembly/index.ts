// The exported ABI: thin functions that take and return numbers. Nothing else lives here.

import { arenaBase, reserveArena } from "./arena";
import { STATUS_OK } from "./status";
import { setMaskedInput } from "./mask";
import { generateBacktracker } from "./generators/backtracker";
import { solveAstar } from "./solvers/astar";
import { solveBfs } from "./solvers/bfs";
import { solveBidirectional } from "./solvers/bidirectional";
import { solveDeadEndFilling } from "./solvers/dead-end-filling";
import { solveDfs } from "./solvers/dfs";
import { solveTremaux } from "./solvers/tremaux";
import { solveWallFollower } from "./solvers/wall-follower";
import { distances as distanceMap } from "./analysis/distances";
import { farthest as farthestCell } from "./analysis/farthest";
import { braid as braidCells } from "./transforms/braid";

/** First byte of the maze arena. */
export function arena(): usize {
  return arenaBase();
}

/** Grows memory so the arena holds `bytes`; returns the arena pointer, or 0 when it cannot fit. */
export function reserve(bytes: f64): usize {
  return reserveArena(bytes);
}

/** 1 before a generation whose cells already hold a mask (BORDER on excluded cells), 0 after it. */
export function use_mask(on: u32): void {
  setMaskedInput(on != 0);
}

/** Randomized depth-first search into the W×H grid at `cells`; returns a status code. */
export function generate_backtracker(cells: usize, width: u32, height: u32, seed: u32): i32 {
  generateBacktracker(cells, width, height, seed);
  return STATUS_OK;
}

// Solvers: the maze is at `cells`; the result is written right after it (assembly/solvers/path.ts).

/** Breadth-first search from (fromX, fromY) to (toX, toY). */
export function solve_bfs(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  return solveBfs(cells, width, height, fromX, fromY, toX, toY);
}

/** Depth-first search, N, E, S, W order. */
export function solve_dfs(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  return solveDfs(cells, width, height, fromX, fromY, toX, toY);
}

/** A* with the Manhattan heuristic. */
export function solve_astar(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  return solveAstar(cells, width, height, fromX, fromY, toX, toY);
}

/** Breadth-first search from both ends. */
export function solve_bidirectional(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  return solveBidirectional(cells, width, height, fromX, fromY, toX, toY);
}

/** Dead-end filling, then a walk over what is left. */
export function solve_dead_end_filling(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  return solveDeadEndFilling(cells, width, height, fromX, fromY, toX, toY);
}

/** Wall follower; hand 0 = left, 1 = right. */
export function solve_wall_follower(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32, hand: u32): i32 {
  return solveWallFollower(cells, width, height, fromX, fromY, toX, toY, hand);
}

/** Trémaux's marking algorithm. */
export function solve_tremaux(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32, toX: u32, toY: u32): i32 {
  return solveTremaux(cells, width, height, fromX, fromY, toX, toY);
}

/** Distance of every cell from (fromX, fromY), u32 per padded cell right after the cells. */
export function distances(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32): i32 {
  return distanceMap(cells, width, height, fromX, fromY);
}

/** The cell farthest from (fromX, fromY): [index, distance, cells reached] right after the cells. */
export function farthest(cells: usize, width: u32, height: u32, fromX: u32, fromY: u32): i32 {
  return farthestCell(cells, width, height, fromX, fromY);
}

/** Opens one more wall of dead ends whose draw is below `threshold` (an integer in [0, 2^32]), in place. */
export function braid(cells: usize, width: u32, height: u32, seed: u32, threshold: f64): i32 {
  braidCells(cells, width, height, seed, threshold);
  return STATUS_OK;
}

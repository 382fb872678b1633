// Random-walk generators (aldous-broder, wilson) take a time that grows with the square of the distance across a
// maze, not with its cells: a long thin maze of few cells can walk for minutes (aldous-broder on 100000×1: 9 minutes)
// with no progress to show. The CLI says so before it starts, and names the generators whose time follows the cells.

import type { Topology } from "../topology/index.js";

const RANDOM_WALKS: ReadonlySet<string> = new Set(["aldous-broder", "wilson"]);
/** Steps (the distance across, squared) past which the note is printed: about a minute of aldous-broder here. */
const NOTE_STEPS = 1e9;

/** The note for `algorithm` on a maze `across` cells from side to side, or undefined when the walk is short. */
export function randomWalkNote(algorithm: string, across: number): string | undefined {
  const steps = across * across;
  if (!RANDOM_WALKS.has(algorithm) || steps <= NOTE_STEPS) return undefined;
  return (
    `${algorithm} walks at random, and its time grows with the square of the distance across the maze (${across} cells: ` +
    `some ${steps.toExponential(1)} steps), so it may run for minutes; backtracker, kruskal and prim take a time in proportion to the cells`
  );
}

/** The number of cells from side to side of a topology, from its parameters (a path between two far corners). */
export function topologyAcross(t: Topology): number {
  const p = t.parameters as Record<string, unknown>;
  const value = (key: string): number => (typeof p[key] === "number" ? (p[key] as number) : 0);
  if (t.name === "polar") return 2 * value("rings");
  return value("width") + value("height") + value("levels");
}

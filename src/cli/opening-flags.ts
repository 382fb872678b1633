// --entrance, --exit and --openings (generate, convert): gaps in the outer wall, resolved against the maze once it
// exists (a side's middle and a masked cell need its size and cells; --openings needs the solution's ends).

import type { Command } from "commander";
import { InvalidArgumentError } from "../base/errors.js";
import type { MazeData, Opening, Openings, Point } from "../grid/data.js";
import { checkOpenings, type OpeningSpace, openingAt, resolveOpening } from "../grid/openings.js";
import { defaultGoal, defaultStart } from "../grid/points.js";

export interface OpeningFlags {
  entrance?: string;
  exit?: string;
  openings?: boolean;
}

/** What the flags ask for, as plain data (it travels to batch workers). */
export interface OpeningsPlan {
  entrance?: string;
  exit?: string;
  /** --openings: an entrance at the start and an exit at the goal, where --entrance and --exit give none. */
  atEnds: boolean;
}

const WHERE = "a side (N, E, S, W or top, right, bottom, left: its middle), a side and an offset (S:3, E:-1 from the far end), or an edge cell (0,5; 0,0:W)";

export function addOpeningFlags(command: Command, ends: string): Command {
  return command
    .option("--entrance <where>", `a gap in the outer wall: ${WHERE}`)
    .option("--exit <where>", "a second gap, written as --entrance")
    .option("--openings", `an entrance at the start and an exit at the goal (${ends}), where --entrance/--exit give none`);
}

/** The plan of the flags, or undefined when they ask for no opening. */
export function openingsPlan(flags: OpeningFlags): OpeningsPlan | undefined {
  if (flags.entrance === undefined && flags.exit === undefined && !flags.openings) return undefined;
  return {
    ...(flags.entrance !== undefined && { entrance: flags.entrance }),
    ...(flags.exit !== undefined && { exit: flags.exit }),
    atEnds: flags.openings === true,
  };
}

/** The openings --entrance and --exit name, checked against the maze (InvalidArgumentError naming the flag). */
export function givenOpenings(space: OpeningSpace, plan: OpeningsPlan): { entrance?: Opening; exit?: Opening } {
  const entrance = plan.entrance === undefined ? undefined : resolveOpening(space, plan.entrance, "--entrance");
  const exit = plan.exit === undefined ? undefined : resolveOpening(space, plan.exit, "--exit");
  return { ...(entrance && { entrance }), ...(exit && { exit }) };
}

/**
 * The openings a plan asks for, checked against the maze (InvalidArgumentError naming the flag): those --entrance and
 * --exit name (`given`), and with --openings the others at `ends`, the start and goal the maze is solved or marked
 * between (undefined: the defaults, (0, 0) and (W−1, H−1) or a masked maze's first and last included cells).
 */
export function resolvePlan(
  space: OpeningSpace,
  plan: OpeningsPlan,
  ends: { from?: Point; to?: Point } = {},
  given = givenOpenings(space, plan),
): Openings | undefined {
  const cells = space.cells;
  const start = ends.from ?? (cells ? defaultStart(space as MazeData) : [0, 0]);
  const goal = ends.to ?? (cells ? defaultGoal(space as MazeData) : [space.width - 1, space.height - 1]);
  const entrance = given.entrance ?? (plan.atEnds ? openingAt(space, start, "--openings: the start") : undefined);
  const exit = given.exit ?? (plan.atEnds ? openingAt(space, goal, "--openings: the goal") : undefined);
  if (entrance && exit && entrance.x === exit.x && entrance.y === exit.y && entrance.side === exit.side) {
    throw new InvalidArgumentError(`--exit is the entrance's gap, (${exit.x}, ${exit.y}) side ${exit.side}: an exit needs a gap of its own`);
  }
  return checkOpenings(space, { ...(entrance && { entrance }), ...(exit && { exit }) });
}

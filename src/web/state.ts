// The page's settings and the URL that carries them: every setting is a query parameter, so a link reproduces the
// same maze (or Takuzu puzzle) byte for byte. A bad value is refused with a message that says what is allowed,
// and that setting keeps its default; the page never acts on a value it did not check.

import { findGenerator, findSolver, InvalidArgumentError, type OptionSpec, takuzu } from "daedalus-maze";
import {
  checkedTopology,
  ENDS,
  type Ends,
  extraParameters,
  GRIDS,
  type Grid,
  generatorOn,
  parameterValue,
  topologyRequest,
  topologySolvers,
} from "./topology-settings.js";

export const MAX_SIDE = 8000;
export const views = ["heat", "plain"] as const;
export const tabs = ["maze", "takuzu"] as const;

export interface MazeSettings {
  /** The square grid, or a topology (hex, polar, 3d…). */
  topology: Grid;
  /** A topology's parameters beyond width and height, as typed (rings, levels, wrap…). */
  parameters: Record<string, string>;
  /** A topology's start and goal. */
  ends: Ends;
  algorithm: string;
  width: number;
  height: number;
  /** A seed as typed: digits are the number, anything else is hashed (as the CLI does). */
  seed: string;
  /** Algorithm options by name, as text. */
  options: Record<string, string>;
  solver: string;
  solverOptions: Record<string, string>;
  /** Large mazes: coloured by distance from the start (heat) or not. */
  view: (typeof views)[number];
  /** The solution drawn. */
  solved: boolean;
}

export interface TakuzuSettings {
  width: number;
  height: number;
  seed: string;
  difficulty: string;
  rules: string;
  levels: string;
}

export interface PageState {
  tab: (typeof tabs)[number];
  maze: MazeSettings;
  takuzu: TakuzuSettings;
}

export function defaultState(): PageState {
  return {
    tab: "maze",
    maze: {
      topology: "square",
      parameters: {},
      ends: "first-last",
      algorithm: "backtracker",
      width: 40,
      height: 30,
      seed: "1",
      options: {},
      solver: "bfs",
      solverOptions: {},
      view: "heat",
      solved: false,
    },
    takuzu: { width: 8, height: 8, seed: "1", difficulty: "normal", rules: "takuzu", levels: "daedalus" },
  };
}

/** The seed the library takes: all digits is the number, any other text is hashed. */
export function seedValue(seed: string): string | number {
  return /^\d+$/.test(seed) ? Number(seed) : seed;
}

const MAZE_KEYS = ["tab", "topology", "ends", "algorithm", "width", "height", "seed", "solver", "view", "solved"];
const TAKUZU_KEYS = ["t.width", "t.height", "t.seed", "t.difficulty", "t.rules", "t.levels"];

/** Reads a query string; `problems` says which values were refused (each then keeps its default). */
export function parseState(search: string): { state: PageState; problems: string[] } {
  const state = defaultState();
  const problems: string[] = [];
  const params = new URLSearchParams(search);
  const take = (name: string, apply: (value: string) => void): void => {
    const values = params.getAll(name);
    if (values.length === 0) return;
    // Given twice, a link means two things: neither is picked.
    if (values.length > 1) {
      problems.push(`${name}: given ${values.length} times; a link gives each setting once`);
      return;
    }
    const value = values[0]!;
    try {
      apply(value);
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
    }
  };
  const { maze } = state;
  take("tab", (value) => (state.tab = oneOf(value, tabs)));
  take("topology", (value) => (maze.topology = oneOf(value, GRIDS)));
  const grid = maze.topology;
  take("algorithm", (value) => (maze.algorithm = grid === "square" ? findGenerator(value).name : generatorOn(value, grid).name));
  take("width", (value) => (maze.width = side(value, 1, MAX_SIDE)));
  take("height", (value) => (maze.height = side(value, 1, MAX_SIDE)));
  take("seed", (value) => (maze.seed = seedText(value)));
  take("solver", (value) => (maze.solver = findSolver(value).name));
  take("view", (value) => (maze.view = oneOf(value, views)));
  take("solved", (value) => (maze.solved = oneOf(value, ["0", "1"]) === "1"));
  const t = state.takuzu;
  take("t.width", (value) => (t.width = evenSide(value)));
  take("t.height", (value) => (t.height = evenSide(value)));
  take("t.seed", (value) => (t.seed = seedText(value)));
  take("t.difficulty", (value) => (t.difficulty = oneOf(value, takuzu.difficulties)));
  take("t.rules", (value) => (t.rules = oneOf(value, takuzu.ruleSets)));
  take("t.levels", (value) => (t.levels = oneOf(value, takuzu.levelSystems)));
  // Options after the algorithm and solver they belong to, checked against those entries' specs.
  const algorithmSpecs = generatorOptions(maze);
  const solverSpecs = findSolver(maze.solver).options;
  const unknown: string[] = [];
  for (const name of new Set(params.keys())) {
    if (name.startsWith("p.")) {
      const parameter = name.slice(2);
      take(name, (text) => {
        if (grid === "square") throw new InvalidArgumentError("a parameter of a topology; add topology=<name>");
        const spec = extraParameters(grid).find((s) => s.name === parameter);
        // Stored as the builder reads it (wrap's "xy" is "both").
        maze.parameters[parameter] = String(parameterValue(grid, spec, parameter, text));
      });
      continue;
    }
    if (name.startsWith("o.")) take(name, (text) => (maze.options[name.slice(2)] = checkOption(maze.algorithm, algorithmSpecs, name.slice(2), text)));
    else if (name.startsWith("s.")) take(name, (text) => (maze.solverOptions[name.slice(2)] = checkOption(maze.solver, solverSpecs, name.slice(2), text)));
    else if (!MAZE_KEYS.includes(name) && !TAKUZU_KEYS.includes(name)) unknown.push(name);
  }
  if (unknown.length > 0) {
    // One problem for them all, naming a few: a link of thousands of names is not a message of thousands of lines.
    const named = unknown.slice(0, 5).map((name) => `"${clip(name)}"`);
    const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : "";
    problems.push(
      `unknown setting${unknown.length > 1 ? "s" : ""} ${named.join(", ")}${more}; settings: ${MAZE_KEYS.join(", ")}, o.<option>, s.<solver option>, p.<topology parameter>, ${TAKUZU_KEYS.join(", ")}`,
    );
  }
  take("ends", (value) => (maze.ends = oneOf(value, ENDS)));
  if (grid !== "square") {
    // The topology as a whole (ranges, size): refused, the page shows the square grid.
    try {
      checkedTopology(topologyRequest(grid, maze.width, maze.height, maze.parameters));
      if (!topologySolver(maze.solver)) throw new InvalidArgumentError(`the solvers on topologies are ${topologySolvers.join(", ")}, got "${maze.solver}"`);
    } catch (error) {
      problems.push(`topology: ${(error as Error).message}`);
      // The square grid at its default size: a size refused on a topology (64 M cells) is not built as a square.
      const defaults = defaultState().maze;
      maze.topology = "square";
      maze.parameters = {};
      maze.width = defaults.width;
      maze.height = defaults.height;
    }
  }
  return { state, problems };
}

/** The query string of a state (defaults included, so a link keeps its meaning if the defaults change). */
export function formatState(state: PageState): string {
  const { maze, takuzu: t } = state;
  const params = new URLSearchParams();
  params.set("tab", state.tab);
  if (maze.topology !== "square") {
    // The square grid writes no topology, so its links are as they were before topologies.
    params.set("topology", maze.topology);
    for (const [name, value] of Object.entries(maze.parameters)) params.set(`p.${name}`, value);
    params.set("ends", maze.ends);
  }
  params.set("algorithm", maze.algorithm);
  params.set("width", String(maze.width));
  params.set("height", String(maze.height));
  params.set("seed", maze.seed);
  for (const [name, value] of Object.entries(maze.options)) params.set(`o.${name}`, value);
  params.set("solver", maze.solver);
  for (const [name, value] of Object.entries(maze.solverOptions)) params.set(`s.${name}`, value);
  params.set("view", maze.view);
  params.set("solved", maze.solved ? "1" : "0");
  if (state.tab === "takuzu") {
    params.set("t.width", String(t.width));
    params.set("t.height", String(t.height));
    params.set("t.seed", t.seed);
    params.set("t.difficulty", t.difficulty);
    params.set("t.rules", t.rules);
    params.set("t.levels", t.levels);
  }
  return `?${params.toString()}`;
}

/** The option specs of the settings' generator (a topology's entry on a topology). */
export function generatorOptions(maze: Pick<MazeSettings, "topology" | "algorithm">): readonly OptionSpec[] {
  return maze.topology === "square" ? findGenerator(maze.algorithm).options : generatorOn(maze.algorithm, maze.topology).options;
}

/** Whether a solver runs on topologies. */
export const topologySolver = (solver: string): boolean => topologySolvers.includes(solver);

function oneOf<T extends string>(value: string, allowed: readonly T[]): T {
  const found = allowed.find((name) => name === value);
  if (found === undefined) throw new InvalidArgumentError(`must be one of ${allowed.join(", ")}, got "${clip(value)}"`);
  return found;
}

function side(value: string, min: number, max: number): number {
  const number = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min && number <= max)) throw new InvalidArgumentError(`must be a whole number in [${min}, ${max}], got "${clip(value)}"`);
  return number;
}

/** A Takuzu side: even, from 4 to 32 (each line holds as many 0s as 1s). */
function evenSide(value: string): number {
  const number = /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= 4 && number <= 32 && number % 2 === 0)) throw new InvalidArgumentError(`must be an even number from 4 to 32, got "${clip(value)}"`);
  return number;
}

function seedText(value: string): string {
  if (value.length === 0 || value.length > 200)
    throw new InvalidArgumentError(`must be 1 to 200 characters (digits are the number, other text is hashed), got ${value.length}`);
  if (/^\d+$/.test(value) && Number(value) >= 2 ** 32) throw new InvalidArgumentError(`a number must be below 2^32, got "${clip(value)}"`);
  return value;
}

/** An option's value checked against its spec (list or bounds); deeper checks come from generate() itself. */
export function checkOption(owner: string, specs: readonly OptionSpec[], name: string, value: string): string {
  const spec = specs.find((candidate) => candidate.name === name);
  if (!spec) {
    const allowed = specs.length === 0 ? `${owner} takes no options` : `${owner} takes: ${specs.map((s) => s.name).join(", ")}`;
    throw new InvalidArgumentError(`unknown option; ${allowed}`);
  }
  if (spec.values && !spec.values.includes(value)) throw new InvalidArgumentError(`must be one of ${spec.values.join(", ")}, got "${clip(value)}"`);
  if (spec.values) return value;
  // As the generator reads it (src/algorithms/options.ts): a plain decimal within the bounds, then the option's own
  // check (an integer, a policy's grammar), so a link's value is never one the generator then refuses.
  let checked: string | number = value;
  if (spec.min !== undefined || spec.max !== undefined) {
    checked = DECIMAL.test(value) ? Number(value) : Number.NaN;
    if (!(checked >= (spec.min ?? -Infinity) && checked <= (spec.max ?? Infinity))) {
      throw new InvalidArgumentError(`must be a number in [${spec.min ?? "-∞"}, ${spec.max ?? "∞"}], got "${clip(value)}"`);
    }
  }
  const problem = spec.check?.(checked);
  if (problem) throw new InvalidArgumentError(`${problem}, got "${clip(value)}"`);
  return value;
}

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** A value echoed in a message, cut short. */
function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

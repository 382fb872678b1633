// The page's mazes on topologies: which grid, its parameters as typed (checked by kind here, by the library's builder
// for ranges), the generators the registry runs on it, and the page's size limit (the picture is an svg in the page;
// the CLI draws larger ones). Shared by the URL state, the panel and the worker.

import {
  findTopologyGenerator,
  InvalidArgumentError,
  SizeLimitError,
  TOPOLOGY_NAMES,
  TOPOLOGY_PARAMETER_SPECS,
  TOPOLOGY_SOLVERS,
  type Topology,
  type TopologyName,
  type TopologyParameterSpec,
  topology,
} from "daedalus-maze";

/** The grids the page offers: the square grid (the page's first maze) and every topology. */
export const GRIDS = ["square", ...TOPOLOGY_NAMES] as const;
export type Grid = (typeof GRIDS)[number];

/** Start and goal on a topology: cell 0 and the last cell, or the ends of the longest path. */
export const ENDS = ["first-last", "longest"] as const;
export type Ends = (typeof ENDS)[number];

/** The most cells the page draws on a topology: its svg lives in the page (use the CLI beyond). */
export const PAGE_TOPOLOGY_MAX_CELLS = 50_000;

/** Polar's largest rings and centre on the page. */
const PAGE_POLAR: Readonly<Record<string, number>> = { rings: 200, centre: 1000 };

/** What the page fills in where a builder needs a value (the CLI's defaults). */
const PAGE_DEFAULTS: Readonly<Record<string, string>> = { rings: "10", levels: "3" };

/** A topology and its parameters, as the worker builds it. */
export interface TopologyRequest {
  name: TopologyName;
  parameters: Record<string, number | string>;
}

/** The parameters of `name` the page asks for beyond width and height (which have their own fields). */
export function extraParameters(name: TopologyName): readonly TopologyParameterSpec[] {
  return TOPOLOGY_PARAMETER_SPECS[name].filter((spec) => spec.name !== "width" && spec.name !== "height");
}

/** Whether `name` is sized by width and height (polar is sized by rings). */
export function takesSize(name: TopologyName): boolean {
  return TOPOLOGY_PARAMETER_SPECS[name].some((spec) => spec.name === "width");
}

/** The value the field of `spec` shows when empty. */
export function placeholderOf(spec: TopologyParameterSpec): string {
  return PAGE_DEFAULTS[spec.name] ?? String(spec.default ?? "");
}

/** A parameter's text checked by its kind (the builder checks its range); "xy" is wrap's both, as on the CLI. */
export function parameterValue(name: TopologyName, spec: TopologyParameterSpec | undefined, parameter: string, text: string): number | string {
  if (!spec) {
    const takes = extraParameters(name).map((s) => s.name);
    throw new InvalidArgumentError(
      `${name} has no parameter "${clip(parameter)}"; ${takes.length > 0 ? `it takes ${takes.join(", ")}` : "it takes only width and height"}`,
    );
  }
  const value = text.trim();
  if (spec.kind === "choice") {
    const chosen = spec.name === "wrap" && value === "xy" ? "both" : value;
    if (!spec.values!.includes(chosen)) throw new InvalidArgumentError(`${spec.name} must be one of ${spec.values!.join(", ")}, got "${clip(value)}"`);
    return chosen;
  }
  const number = spec.kind === "integer" ? (/^\d{1,10}$/.test(value) ? Number(value) : Number.NaN) : value === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(number))
    throw new InvalidArgumentError(`${spec.name} must be ${spec.kind === "integer" ? "a whole number" : "a number"}, got "${clip(value)}"`);
  return number;
}

/** The request for a topology: width and height where it takes them, the parameters given, the page's defaults. */
export function topologyRequest(name: TopologyName, width: number, height: number, given: Readonly<Record<string, string>>): TopologyRequest {
  const parameters: Record<string, number | string> = {};
  for (const spec of TOPOLOGY_PARAMETER_SPECS[name]) {
    if (spec.name === "width") parameters.width = width;
    else if (spec.name === "height") parameters.height = height;
    else {
      const text = given[spec.name] ?? PAGE_DEFAULTS[spec.name];
      if (text !== undefined) parameters[spec.name] = parameterValue(name, spec, spec.name, text);
    }
  }
  return { name, parameters };
}

/** The topology of a request, refused (with what is allowed) when the builder refuses it or it is past the page's size. */
export function checkedTopology({ name, parameters }: TopologyRequest): Topology {
  const tooMany = (cells: number, size: string): SizeLimitError =>
    new SizeLimitError(
      `${name} ${size} has ${cells} cells; the page draws at most ${PAGE_TOPOLOGY_MAX_CELLS} (daedalus generate --topology ${name} draws larger ones)`,
    );
  // Sized up front where the size is known, so a huge request is never built.
  if (takesSize(name)) {
    const { width = 0, height = 0, levels = 1 } = parameters as Record<string, number>;
    const cells = width * height * (typeof levels === "number" ? levels : 1);
    if (Number.isFinite(cells) && cells > PAGE_TOPOLOGY_MAX_CELLS) throw tooMany(cells, `${width}×${height}${name === "3d" ? `×${levels}` : ""}`);
  } else {
    // Polar's cells are known once built: its rings and centre are bounded so that building stays small (≤ 250 000 cells).
    for (const [parameter, most] of Object.entries(PAGE_POLAR)) {
      const value = parameters[parameter];
      if (typeof value === "number" && value > most)
        throw new SizeLimitError(
          `polar: the page draws at most ${most} ${parameter === "rings" ? "rings" : "centre cells"}, got ${value} (the CLI draws more)`,
        );
    }
  }
  const built = topology(name, parameters);
  if (built.cellCount > PAGE_TOPOLOGY_MAX_CELLS) throw tooMany(built.cellCount, `of ${parameters.rings} rings`);
  return built;
}

/** The generator `algorithm` names, checked by the registry to run on `name` (its errors list those that do). */
export const generatorOn = (algorithm: string, name: TopologyName) => findTopologyGenerator(algorithm, name);

/** Whether the registry runs `algorithm` on `name`. */
export function runsOn(algorithm: string, name: TopologyName): boolean {
  try {
    generatorOn(algorithm, name);
    return true;
  } catch {
    return false;
  }
}

/** The solvers on topologies. */
export const topologySolvers: readonly string[] = TOPOLOGY_SOLVERS;

function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

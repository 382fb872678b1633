// What a topology json file promises about its size, checked against its parameters before the topology is built: a
// file of a few bytes naming 2·10^7 cells, a mask (keep) of the wrong length, or links that cannot be the cells'
// must not cost the seconds and the hundreds of megabytes of building the topology first. Only where it is cheap to
// know: when a parameter is not a plain value the builder would take, the builder says so (and the check after it).

import { base64ByteLength } from "../base/base64.js";
import { FormatError, InvalidArgumentError } from "../base/errors.js";
import { excerpt } from "../formats/json-guard.js";
import { keepBits, keptCount, MASKABLE_TOPOLOGIES, TOPOLOGY_NAMES } from "../topology/index.js";
import { maxCells } from "../topology/parameters.js";
import { ringCounts, SUBDIVISIONS } from "../topology/polar.js";

const fail = (detail: string): FormatError => new FormatError("topology json", detail);

/** Throws a FormatError when `cells`, `parameters.keep` or the length of `links` cannot be what the parameters give. */
export function checkPromisedCells(name: unknown, parameters: unknown, cells: unknown, links: unknown): void {
  if (!(TOPOLOGY_NAMES as readonly unknown[]).includes(name) || parameters === null || typeof parameters !== "object") return;
  const { keep, ...whole } = parameters as Record<string, unknown>;
  const range = cellRange(name as string, whole);
  // Past the largest budget (cells of 3 slots, the fewest) the builder refuses by size at once, as a SizeLimitError.
  if (range === undefined || range[1] > maxCells(3)) return;
  let wanted = range;
  let what = `the cell count of ${String(name)} ${JSON.stringify(whole)}`;
  if (keep !== undefined) {
    if (range[0] !== range[1] || !(MASKABLE_TOPOLOGIES as readonly unknown[]).includes(name)) return;
    const kept = keptCells(name as string, keep, range[0]);
    wanted = [kept, kept];
    what = `the cells keep keeps of ${String(name)} ${JSON.stringify(whole)}`;
  }
  if (typeof cells !== "number" || cells < wanted[0] || cells > wanted[1]) {
    const count = wanted[0] === wanted[1] ? `${wanted[0]}` : `from ${wanted[0]} to ${wanted[1]}`;
    throw fail(`cells must be ${count} (${what}), got ${excerpt(cells)}`);
  }
  // cells is now within what the parameters allow: links must hold that many bytes.
  const told = typeof links === "string" ? base64ByteLength(links) : undefined;
  if (told !== undefined && told !== cells) throw fail(`links must hold ${cells} bytes (one per cell), got ${told}`);
}

/** The fewest and most cells the parameters (without keep) can give, when they are plain numbers; undefined otherwise. */
function cellRange(name: string, p: Record<string, unknown>): [number, number] | undefined {
  const product = (...keys: string[]): number | undefined =>
    keys.every((k) => typeof p[k] === "number" && Number.isInteger(p[k]) && (p[k] as number) > 0)
      ? keys.reduce((total, k) => total * (p[k] as number), 1)
      : undefined;
  const exactly = (count: number | undefined): [number, number] | undefined => (count === undefined ? undefined : [count, count]);
  switch (name) {
    case "3d":
      return exactly(product("width", "height", "levels"));
    case "weave": {
      // No two crossings touch along a side: at most half the cells are crossings.
      const all = product("width", "height");
      return all === undefined ? undefined : [Math.ceil(all / 2), all];
    }
    case "polar":
      return exactly(polarCells(p));
    default:
      return exactly(product("width", "height"));
  }
}

/** A polar topology's cell count from its ring counts (at most 2^20 rings: cheap), when its parameters are ones the builder takes. */
function polarCells({ rings, centre = 1, subdivision = "adaptive" }: Record<string, unknown>): number | undefined {
  const integer = (v: unknown, max: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= max;
  if (!integer(rings, 2 ** 20) || !integer(centre, 2 ** 20) || centre === 2) return undefined;
  if (!(SUBDIVISIONS as readonly unknown[]).includes(subdivision)) return undefined;
  const limit = maxCells(8);
  const counts = ringCounts(rings, centre, subdivision as (typeof SUBDIVISIONS)[number], limit);
  const total = counts.reduce((a, b) => a + b, 0);
  // Past the budget the builder refuses by its own message.
  return counts.length === rings && total <= limit ? total : undefined;
}

/** The cells `keep` keeps of a topology of `whole` cells; the builder's errors, named as the file's field. */
function keptCells(name: string, keep: unknown, whole: number): number {
  try {
    return keptCount(keepBits(name, whole, keep));
  } catch (error) {
    if (!(error instanceof InvalidArgumentError)) throw error;
    throw fail(`parameters: ${error.message}`);
  }
}

// The parameter table tools list (TOPOLOGY_PARAMETER_SPECS) says what each builder reads: the names a built topology
// records, in its order, the defaults it fills in, and each choice's values; a name outside the table is refused.

import { describe, expect, it } from "vitest";
import { InvalidArgumentError, TOPOLOGY_NAMES, TOPOLOGY_PARAMETER_SPECS, topology } from "../src/node.js";

/** The smallest values every builder accepts for the parameters that must be given. */
const REQUIRED: Readonly<Record<string, number>> = { width: 3, height: 3, rings: 2, levels: 2 };

describe("TOPOLOGY_PARAMETER_SPECS", () => {
  it.each(TOPOLOGY_NAMES)("%s: the builder records the listed parameters, with the listed defaults", (name) => {
    const specs = TOPOLOGY_PARAMETER_SPECS[name];
    const given = Object.fromEntries(specs.filter((s) => s.default === undefined).map((s) => [s.name, REQUIRED[s.name]!]));
    expect(Object.keys(given).length).toBe(specs.filter((s) => s.default === undefined).length);
    const t = topology(name, given);
    expect(Object.keys(t.parameters)).toEqual(specs.map((s) => s.name));
    for (const spec of specs) if (spec.default !== undefined) expect(t.parameters[spec.name]).toBe(spec.default);
    expect(() => topology(name, { ...given, bogus: 1 })).toThrow(InvalidArgumentError);
  });

  it.each(TOPOLOGY_NAMES)("%s: each value of a choice builds, and a value outside it is refused", (name) => {
    const specs = TOPOLOGY_PARAMETER_SPECS[name];
    const given = Object.fromEntries(specs.filter((s) => s.default === undefined).map((s) => [s.name, REQUIRED[s.name]!]));
    for (const spec of specs.filter((s) => s.kind === "choice")) {
      for (const value of spec.values!) expect(topology(name, { ...given, [spec.name]: value }).parameters[spec.name]).toBe(value);
      expect(() => topology(name, { ...given, [spec.name]: "sideways" })).toThrow(new RegExp(`${spec.name} must be one of`));
    }
  });
});

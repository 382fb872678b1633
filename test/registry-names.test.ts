// The literal name types editors complete (GeneratorName, SolverName, FormatName) list exactly the registry's names.

import { expect, expectTypeOf, it } from "vitest";
import {
  FORMAT_NAMES,
  type FormatName,
  formats,
  GENERATOR_NAMES,
  type GeneratorName,
  generators,
  SOLVER_NAMES,
  type SolverName,
  solvers,
} from "../src/node.js";

it("the name lists equal the registry's and the formats' names, in order", () => {
  expect([...GENERATOR_NAMES]).toEqual(generators.map((entry) => entry.name));
  expect([...SOLVER_NAMES]).toEqual(solvers.map((entry) => entry.name));
  expect([...FORMAT_NAMES]).toEqual(formats.map((format) => format.name));
});

// A type-level test: tsc (npm run typecheck, part of npm test) fails the build when a line below does not hold.
it("the name types are unions of string literals, not string", () => {
  expectTypeOf<"wilson">().toExtend<GeneratorName>();
  expectTypeOf<"astar">().toExtend<SolverName>();
  expectTypeOf<"game-map">().toExtend<FormatName>();
  expectTypeOf<string>().not.toExtend<GeneratorName>();
  expectTypeOf<string>().not.toExtend<SolverName>();
  expectTypeOf<string>().not.toExtend<FormatName>();
});

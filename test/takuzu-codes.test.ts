import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import * as errors from "../src/base/errors.js";
import * as codes from "../src/reference/takuzu/codes.js";
import * as contract from "../src/takuzu/codes.js";

/** The `export const NAME: type = value;` integers of an AssemblyScript file. */
function assemblyConstants(path: string): Record<string, number> {
  const text = readFileSync(new URL(path, import.meta.url), "utf8");
  return Object.fromEntries([...text.matchAll(/export const (\w+): \w+ = (\d+);/g)].map((match) => [match[1]!, Number(match[2])]));
}

it("status codes of assembly/status.ts are mirrored in src/base/errors.ts", () => {
  const assembly = assemblyConstants("../assembly/status.ts");
  expect(Object.keys(assembly)).toContain("STATUS_UNREACHABLE_DIFFICULTY");
  for (const [name, value] of Object.entries(assembly)) expect((errors as Record<string, unknown>)[name], name).toBe(value);
});

it("Takuzu codes of assembly/takuzu/codes.ts are mirrored in src/reference/takuzu/codes.ts", () => {
  const assembly = assemblyConstants("../assembly/takuzu/codes.ts");
  expect(Object.keys(assembly).sort()).toEqual(Object.keys(codes).sort());
  for (const [name, value] of Object.entries(assembly)) expect((codes as Record<string, unknown>)[name], name).toBe(value);
});

it("the Takuzu contract of src/takuzu/codes.ts equals the reference's copy", () => {
  expect({ ...contract }).toEqual({ ...codes });
});

// The README's generator, solver and format tables are checked against the registries, row for row.

import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { formats, generators, solvers } from "../src/node.js";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The rows of the first markdown table after `heading`, as arrays of trimmed cells (header and rule dropped). */
function tableAfter(heading: string): string[][] {
  const start = readme.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThan(-1);
  const lines = readme.slice(start).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const table: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    table.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return table;
}

const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

it("the README's generator table lists every generator, in registry order, with its options", () => {
  const rows = tableAfter("## Generators");
  expect(rows.map((row) => code(row[0]!)[0])).toEqual(generators.map((entry) => entry.name));
  for (const [i, entry] of generators.entries()) {
    const options = rows[i]![2] === "–" ? [] : code(rows[i]![2]!).filter((word) => entry.options.some((option) => option.name === word));
    expect(options, entry.name).toEqual(entry.options.map((option) => option.name));
    expect(rows[i]![1]!.includes("**uniform**"), entry.name).toBe(entry.uniform);
  }
});

it("the README's solver table lists every solver, in registry order, and says which are optimal", () => {
  const rows = tableAfter("## Solvers");
  expect(rows.map((row) => code(row[0]!)[0])).toEqual(solvers.map((entry) => entry.name));
  for (const [i, entry] of solvers.entries()) expect(rows[i]![2] === "yes", entry.name).toBe(entry.optimal);
});

it("the README's format table lists every format, in list order, and says which are read", () => {
  const rows = tableAfter("## Formats");
  expect(rows.map((row) => code(row[0]!)[0])).toEqual(formats.map((format) => format.name));
  for (const [i, format] of formats.entries()) expect(rows[i]![2] !== "–", format.name).toBe(format.read !== undefined);
});

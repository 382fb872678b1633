// A file in which every cell is excluded by a mask is refused by every reader that can read masks, naming where:
// before, it was accepted and the failure came later, from a solver.

import { afterEach, expect, it } from "vitest";
import { FormatError, readMaze } from "../src/node.js";
import { expectHealthy } from "./support/bounded.js";

afterEach(expectHealthy);

const text = (value: string) => new TextEncoder().encode(value);

function allExcludedDmz(): Uint8Array {
  const bytes = new Uint8Array(16 + 9).fill(0x10);
  bytes.set(text("DMZ1"));
  const view = new DataView(bytes.buffer);
  view.setUint32(4, 1, true);
  view.setUint32(8, 1, true);
  view.setUint32(12, 1, true); // MASKED
  return bytes;
}

const NO_CELL = "every cell is excluded: a maze needs at least one included cell";

it.each([
  ["hex", text("-\n"), { line: 1, column: 1 }],
  ["binary", allExcludedDmz(), { offset: 16 }],
  ["json", text('{"format":"daedalus-maze/1","width":1,"height":1,"algorithm":"x","seed":1,"rows":["0"],"mask":["#"]}'), { line: 1, column: 95 }],
  ["blocks", text("###\n###\n###\n"), { line: 1, column: 1 }],
  ["game-map", text("####\n####\n####\n####\n"), { line: 1, column: 1 }],
] as const)("%s refuses a maze with no included cell", (format, input, place) => {
  const detail = format === "json" ? `mask: ${NO_CELL}` : NO_CELL;
  expect(() => readMaze(input, format)).toThrow(new FormatError(format, detail, place));
});
